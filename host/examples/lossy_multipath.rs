//! The main job until the simulator lands: two endpoints move 16 MiB of WRITEs and a batch
//! of SENDs over 8 paths of an in-memory fabric with 1% random loss, per-route delays spread
//! 4x, and CE marking on the routes of two paths; then print what happened per path.
//!
//! `cargo run --release -p metaroce --example lossy_multipath [-- SEED]`

use std::time::Duration;

use metaroce::harness::{Network, NetworkConfig, Route, host_addr};
use metaroce::transport::{Access, ConnectionState};
use metaroce::wire::DEFAULT_UDP_PORT;
use metaroce::{
    BufferRequest, CompletionStatus, ConnectionConfig, ConnectionHandle, Event, Instant, OpKind,
    WriteRequest,
};

const MIB: usize = 1 << 20;
const WRITE_BYTES: usize = 16 * MIB;
const SENDS: usize = 32;
const SEND_BYTES: usize = 64 << 10;
const BASE: u64 = 0x1000_0000;

fn pattern(i: usize) -> u8 {
    (i.wrapping_mul(131) ^ (i >> 9)) as u8
}

fn main() {
    env_logger::init();
    let seed = std::env::args()
        .nth(1)
        .map(|s| s.parse().expect("SEED is a number"))
        .unwrap_or(1);
    let routes: Vec<Route> = (0..8)
        .map(|i| {
            let mut route = Route::new(Duration::from_nanos(2_000 + 6_000 * i / 7));
            route.loss = 0.01;
            route
        })
        .collect();
    let mut config = NetworkConfig::uniform(8, Duration::from_micros(2));
    config.routes = routes;
    config.seed = seed;
    let mut net = Network::new(config, 2, |_, c| c);

    let total = WRITE_BYTES + SENDS * SEND_BYTES;
    let src = net.hosts[0]
        .endpoint
        .register_memory(BASE, total as u64, Access::ALL)
        .unwrap();
    let dst = net.hosts[1]
        .endpoint
        .register_memory(BASE, total as u64, Access::ALL)
        .unwrap();
    for (i, b) in net.hosts[0]
        .endpoint
        .memory_mut(src)
        .unwrap()
        .iter_mut()
        .enumerate()
    {
        *b = pattern(i);
    }
    let conn = net.hosts[0]
        .endpoint
        .connect(
            Instant::ZERO,
            host_addr(1),
            DEFAULT_UDP_PORT,
            ConnectionConfig::default(),
        )
        .unwrap();
    net.run_until(Instant::from_nanos(10_000_000), |n| {
        n.hosts[0].endpoint.connection(conn).unwrap().state() == ConnectionState::Established
    });
    // CE-mark the routes two of the paths took.
    let c = net.hosts[0].endpoint.connection(conn).unwrap();
    let marked: Vec<usize> = [0, 1]
        .iter()
        .map(|&p| {
            net.route_of(
                host_addr(0),
                host_addr(1),
                c.paths()[p].src_port(),
                DEFAULT_UDP_PORT,
            )
        })
        .collect();
    for &r in &marked {
        net.routes[r].ce = 0.2;
    }
    let peer = ConnectionHandle(0);
    let start = net.now();
    for (i, offset) in (0..WRITE_BYTES).step_by(4 * MIB).enumerate() {
        let request = WriteRequest {
            wr_id: i as u64,
            local_key: src,
            local_offset: offset as u64,
            len: (4 * MIB) as u64,
            remote_addr: BASE + offset as u64,
            rkey: dst,
        };
        net.hosts[0].endpoint.post_write(conn, 0, request).unwrap();
    }
    for k in 0..SENDS {
        let offset = (WRITE_BYTES + k * SEND_BYTES) as u64;
        let stream = 1 + (k % 4) as u32;
        let buffer = |key| BufferRequest {
            wr_id: 100 + k as u64,
            local_key: key,
            local_offset: offset,
            len: SEND_BYTES as u64,
        };
        net.hosts[1]
            .endpoint
            .post_recv(peer, stream, buffer(dst))
            .unwrap();
        net.hosts[0]
            .endpoint
            .post_send(conn, stream, buffer(src))
            .unwrap();
    }
    let expected = WRITE_BYTES / (4 * MIB) + SENDS;
    let done = net.run_until(start + Duration::from_secs(1), |n| {
        let count = |h: usize, kinds: &[OpKind]| {
            n.hosts[h]
                .events
                .iter()
                .filter(|e| matches!(e, Event::Completion(c) if kinds.contains(&c.kind)))
                .count()
        };
        count(0, &[OpKind::Write, OpKind::Send]) == expected && count(1, &[OpKind::Recv]) == SENDS
    });
    let elapsed = net.now() - start;

    println!("MetaRoCE over an in-memory lossy multipath fabric (seed {seed})");
    println!("  8 routes, 1% random loss, one-way delays 2-8 us, CE marking on routes {marked:?}");
    println!();
    println!(
        "path  port   route  packets  payload MiB  retransmits  lost  CE marks  srtt us  min us  window KiB  state"
    );
    let c = net.hosts[0].endpoint.connection(conn).unwrap();
    for p in c.paths() {
        let s = p.stats();
        let route = net.route_of(host_addr(0), host_addr(1), p.src_port(), DEFAULT_UDP_PORT);
        let us = |d: Option<Duration>| d.map_or(0.0, |d| d.as_secs_f64() * 1e6);
        println!(
            "{:>4}  {:>5}  {:>5}  {:>7}  {:>11.2}  {:>11}  {:>4}  {:>8}  {:>7.1}  {:>6.1}  {:>10.1}  {:?}",
            p.id(),
            p.src_port(),
            route,
            s.packets_sent,
            s.bytes_sent as f64 / MIB as f64,
            s.retransmits,
            s.lost,
            s.ce_marks,
            us(p.rtt().smoothed()),
            us(p.rtt().min()),
            p.window() as f64 / 1024.0,
            p.state(),
        );
    }
    let stats = c.stats();
    println!();
    println!(
        "sender: {} DATA packets, {} retransmissions, {} timeouts; network dropped {} DATA packets and CE-marked {}",
        stats.packets_sent, stats.retransmits, stats.rtos, net.stats.data_lost, net.stats.ce_marked
    );
    let goodput = (total * 8) as f64 / elapsed.as_secs_f64() / 1e9;
    println!(
        "moved {:.1} MiB in {:.3} ms of virtual time: {goodput:.1} Gb/s goodput on a 100 Gb/s NIC",
        total as f64 / MIB as f64,
        elapsed.as_secs_f64() * 1e3
    );
    let completions: Vec<_> = net
        .hosts
        .iter()
        .flat_map(|h| h.events.iter())
        .filter_map(|e| match e {
            Event::Completion(c) => Some(*c),
            _ => None,
        })
        .collect();
    for kind in [OpKind::Write, OpKind::Send, OpKind::Recv] {
        let of_kind: Vec<_> = completions.iter().filter(|c| c.kind == kind).collect();
        let ok = of_kind
            .iter()
            .filter(|c| c.status == CompletionStatus::Success)
            .count();
        println!("completions {kind:?}: {ok} ok of {}", of_kind.len());
    }
    let received = net.hosts[1].endpoint.memory(dst).unwrap();
    let intact = received.iter().enumerate().all(|(i, &b)| b == pattern(i));
    println!(
        "data at the receiver: {}",
        if intact { "byte-identical" } else { "CORRUPT" }
    );
    if !done || !intact {
        eprintln!("the transfer did not finish correctly");
        std::process::exit(1);
    }
}
