//! Bulk WRITE transfers over 8 paths: byte-exact delivery under loss, exact loss recovery,
//! and no retransmission at all when paths reorder but do not lose.

mod support;

use std::time::Duration;

use metaroce::transport::Access;
use metaroce::{ConnectionConfig, OpKind, WriteRequest};
use support::*;

const MIB: usize = 1 << 20;

fn write_all(
    len: usize,
    routes: Vec<metaroce::harness::Route>,
    seed: u64,
) -> (metaroce::harness::Network, metaroce::ConnectionHandle, u32) {
    write_all_with(len, routes, seed, ConnectionConfig::default())
}

fn write_all_with(
    len: usize,
    routes: Vec<metaroce::harness::Route>,
    seed: u64,
    config: ConnectionConfig,
) -> (metaroce::harness::Network, metaroce::ConnectionHandle, u32) {
    let mut net = network(routes, 2, seed);
    let src = region(&mut net, 0, len, Access::ALL, true);
    let dst = region(&mut net, 1, len, Access::ALL, false);
    let conn = connect(&mut net, 0, 1, config);
    // Several messages on several streams, as an application would post them.
    let chunk = 4 * MIB;
    for (i, offset) in (0..len).step_by(chunk).enumerate() {
        net.hosts[0]
            .endpoint
            .post_write(
                conn,
                (i % 4) as u32,
                WriteRequest {
                    wr_id: i as u64,
                    local_key: src,
                    local_offset: offset as u64,
                    len: chunk.min(len - offset) as u64,
                    remote_addr: BASE + offset as u64,
                    rkey: dst,
                },
            )
            .unwrap();
    }
    let messages = len.div_ceil(chunk);
    let finished =
        run_until_completions(&mut net, 0, OpKind::Write, messages, Duration::from_secs(1));
    if !finished {
        let c = net.hosts[0].endpoint.connection(conn).unwrap();
        for p in c.paths() {
            eprintln!(
                "path {} {:?} inflight {} window {} retx {} deadline {:?} {:?}",
                p.id(),
                p.state(),
                p.bytes_in_flight(),
                p.window(),
                p.has_retransmit(),
                p.next_deadline(),
                p.stats()
            );
        }
        eprintln!(
            "now {:?} completions {:?} drops {:?}",
            net.now(),
            completions(&net, 0).len(),
            net.hosts[1].endpoint.drops()
        );
    }
    assert!(finished, "all WRITEs complete");
    assert_all_succeeded(&net, 0, OpKind::Write);
    (net, conn, dst)
}

#[test]
fn a_64_mib_write_with_1_percent_loss_arrives_byte_identical_with_exact_retransmissions() {
    let mut routes = spread_routes(8, Duration::from_micros(2), 4.0);
    for route in &mut routes {
        route.loss = 0.01;
    }
    let len = 64 * MIB;
    let (net, conn, dst) = write_all(len, routes, 7);
    let received = net.hosts[1].endpoint.memory(dst).unwrap();
    let mismatch = received
        .iter()
        .enumerate()
        .position(|(i, &b)| b != pattern(i));
    assert_eq!(mismatch, None, "first differing byte");

    let stats = net.hosts[0].endpoint.connection(conn).unwrap().stats();
    let lost = net.stats.data_lost;
    assert!(
        lost > 100,
        "the network dropped {lost} DATA packets: too few to test recovery"
    );
    assert!(
        stats.retransmits as f64 <= 1.2 * lost as f64,
        "{} retransmissions for {lost} lost packets ({} timeouts)",
        stats.retransmits,
        stats.rtos
    );
}

#[test]
fn heavy_cross_path_reordering_without_loss_causes_no_retransmission() {
    // Paths on one port each, so that every path keeps to its own route and all the
    // reordering is across paths, which loss detection never counts (reordering within a
    // spraying path: `tests/spraying.rs`).
    let routes = spread_routes(8, Duration::from_micros(2), 8.0);
    let len = 16 * MIB;
    let config = ConnectionConfig {
        entropies_per_path: 1,
        ..ConnectionConfig::default()
    };
    let (net, conn, dst) = write_all_with(len, routes, 3, config);
    let received = net.hosts[1].endpoint.memory(dst).unwrap();
    assert!(received.iter().enumerate().all(|(i, &b)| b == pattern(i)));
    let stats = net.hosts[0].endpoint.connection(conn).unwrap().stats();
    assert_eq!(net.stats.data_lost + net.stats.buffer_drops, 0);
    assert_eq!(stats.retransmits, 0, "spurious retransmissions");
    assert_eq!(stats.rtos, 0, "spurious timeouts");
    let paths_used = net.hosts[0]
        .endpoint
        .connection(conn)
        .unwrap()
        .paths()
        .iter()
        .filter(|p| p.stats().packets_sent > 0)
        .count();
    assert_eq!(paths_used, 8, "the transfer sprays over every path");
}
