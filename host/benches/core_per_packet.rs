//! Cost of the transport core per packet, for one connection over 8 paths with 64-byte
//! payloads (so the payload copy is negligible: this measures bookkeeping).
//!
//! * `both_ends`: sender and receiver in one loop on one core, every DATA packet handed
//!   straight to the receiver and every ACK straight back.
//! * `sender_side`: only the sender — segmenting, PSN and window accounting, header
//!   emission, and processing of the ACKs — replaying the ACKs recorded from a `both_ends`
//!   run at the instants they arrived.
//! * `receiver_side`: only the receiver — parse, the receive step, placement, SACK, ACK
//!   decisions and ACK emission — replaying the recorded DATA packets.
//!
//! The replays are exact: the core is deterministic, so a fresh endpoint fed the recorded
//! inputs at the recorded instants does exactly what it did in the recording.
//!
//! `cargo bench -p metaroce --bench core_per_packet`

use std::net::Ipv4Addr;
use std::time::Duration;

use criterion::{BatchSize, Criterion, Throughput, criterion_group, criterion_main};
use metaroce::transport::Access;
use metaroce::wire::{DEFAULT_UDP_PORT, Ecn, Opcode};
use metaroce::{ConnectionConfig, Datagram, Endpoint, EndpointConfig, Instant, WriteRequest};

const MTU: u16 = 64;
const MESSAGE: u64 = 64 * 1024;
const MESSAGES: u64 = 16;
const STEP: Duration = Duration::from_nanos(50);
const ADDR_A: Ipv4Addr = Ipv4Addr::new(10, 0, 0, 1);
const ADDR_B: Ipv4Addr = Ipv4Addr::new(10, 0, 0, 2);

/// The sender, with its messages posted at time zero.
fn sender() -> Endpoint {
    let mut a = Endpoint::new(EndpointConfig::new(ADDR_A)).unwrap();
    let src = a.register_memory(0, MESSAGE, Access::ALL).unwrap();
    let config = ConnectionConfig {
        mtu: MTU,
        ..ConnectionConfig::default()
    };
    let conn = a
        .connect(Instant::ZERO, ADDR_B, DEFAULT_UDP_PORT, config)
        .unwrap();
    for i in 0..MESSAGES {
        let request = WriteRequest {
            wr_id: i,
            local_key: src,
            local_offset: 0,
            len: MESSAGE,
            remote_addr: 0,
            // The receiver's first region gets this key (keys are deterministic).
            rkey: receiver_key(),
        };
        a.post_write(conn, 0, request).unwrap();
    }
    a
}

fn receiver_key() -> u32 {
    let mut probe = Endpoint::new(EndpointConfig::new(ADDR_B)).unwrap();
    probe.register_memory(0, 1, Access::ALL).unwrap()
}

/// The receiver, with its target region.
fn receiver() -> Endpoint {
    let mut b = Endpoint::new(EndpointConfig::new(ADDR_B)).unwrap();
    b.register_memory(0, MESSAGE, Access::ALL).unwrap();
    b
}

/// What crossed the wire in one step of the recording.
#[derive(Default)]
struct Step {
    now: Instant,
    a_to_b: Vec<(u16, Vec<u8>)>,
    b_to_a: Vec<(u16, Vec<u8>)>,
}

/// Runs both ends back to back until every message is acknowledged; returns the DATA
/// packets sent, and records every packet into `trace` if given.
fn run_both(a: &mut Endpoint, b: &mut Endpoint, mut trace: Option<&mut Vec<Step>>) -> u64 {
    let mut buf = vec![0u8; 2048];
    let mut now = Instant::ZERO;
    let mut data = 0;
    let mut completions = 0;
    while completions < MESSAGES {
        now = now + STEP;
        let mut step = Step {
            now,
            ..Step::default()
        };
        if a.poll_timeout().is_some_and(|at| at <= now) {
            a.handle_timeout(now);
        }
        while let Some(t) = a.poll_transmit(now, &mut buf) {
            data += u64::from(t.opcode == Opcode::Write);
            if trace.is_some() {
                step.a_to_b.push((t.src_port, buf[..t.len].to_vec()));
            }
            b.handle_datagram(now, datagram(ADDR_A, t.src_port, &buf[..t.len]));
        }
        if b.poll_timeout().is_some_and(|at| at <= now) {
            b.handle_timeout(now);
        }
        while let Some(t) = b.poll_transmit(now, &mut buf) {
            if trace.is_some() {
                step.b_to_a.push((t.src_port, buf[..t.len].to_vec()));
            }
            a.handle_datagram(now, datagram(ADDR_B, t.src_port, &buf[..t.len]));
        }
        while let Some(event) = a.poll_event() {
            completions += u64::from(matches!(event, metaroce::Event::Completion(_)));
        }
        while b.poll_event().is_some() {}
        if let Some(trace) = trace.as_deref_mut() {
            trace.push(step);
        }
    }
    data
}

fn datagram(src_addr: Ipv4Addr, src_port: u16, payload: &[u8]) -> Datagram<'_> {
    Datagram {
        src_addr,
        src_port,
        ecn: Ecn::Ect0,
        payload,
    }
}

fn replay_sender(a: &mut Endpoint, steps: &[Step], buf: &mut [u8]) {
    for step in steps {
        if a.poll_timeout().is_some_and(|at| at <= step.now) {
            a.handle_timeout(step.now);
        }
        while a.poll_transmit(step.now, buf).is_some() {}
        for (port, bytes) in &step.b_to_a {
            a.handle_datagram(step.now, datagram(ADDR_B, *port, bytes));
        }
        while a.poll_event().is_some() {}
    }
}

fn replay_receiver(b: &mut Endpoint, steps: &[Step], buf: &mut [u8]) {
    for step in steps {
        for (port, bytes) in &step.a_to_b {
            b.handle_datagram(step.now, datagram(ADDR_A, *port, bytes));
        }
        if b.poll_timeout().is_some_and(|at| at <= step.now) {
            b.handle_timeout(step.now);
        }
        while b.poll_transmit(step.now, buf).is_some() {}
        while b.poll_event().is_some() {}
    }
}

/// Replays once with every output compared against the recording, so the timed replays
/// are known to do the recorded work and not less.
fn check_replays_are_exact(steps: &[Step]) {
    let mut buf = vec![0u8; 2048];
    let mut a = sender();
    let mut b = receiver();
    for step in steps {
        if a.poll_timeout().is_some_and(|at| at <= step.now) {
            a.handle_timeout(step.now);
        }
        for (port, bytes) in &step.a_to_b {
            let t = a
                .poll_transmit(step.now, &mut buf)
                .expect("sender replay diverged");
            assert_eq!(
                (t.src_port, &buf[..t.len]),
                (*port, &bytes[..]),
                "sender replay"
            );
        }
        assert!(
            a.poll_transmit(step.now, &mut buf).is_none(),
            "sender sent more"
        );
        for (port, bytes) in &step.b_to_a {
            a.handle_datagram(step.now, datagram(ADDR_B, *port, bytes));
        }
        while a.poll_event().is_some() {}
        for (port, bytes) in &step.a_to_b {
            b.handle_datagram(step.now, datagram(ADDR_A, *port, bytes));
        }
        if b.poll_timeout().is_some_and(|at| at <= step.now) {
            b.handle_timeout(step.now);
        }
        for (port, bytes) in &step.b_to_a {
            let t = b
                .poll_transmit(step.now, &mut buf)
                .expect("receiver replay diverged");
            assert_eq!(
                (t.src_port, &buf[..t.len]),
                (*port, &bytes[..]),
                "receiver replay"
            );
        }
        assert!(
            b.poll_transmit(step.now, &mut buf).is_none(),
            "receiver sent more"
        );
        while b.poll_event().is_some() {}
    }
}

fn per_packet(c: &mut Criterion) {
    let mut steps = Vec::new();
    let data_packets = run_both(&mut sender(), &mut receiver(), Some(&mut steps));
    check_replays_are_exact(&steps);
    let mut group = c.benchmark_group("core");
    group.throughput(Throughput::Elements(data_packets));
    group.bench_function("both_ends", |bench| {
        bench.iter_batched_ref(
            || (sender(), receiver()),
            |(a, b)| run_both(a, b, None),
            BatchSize::LargeInput,
        );
    });
    group.bench_function("sender_side", |bench| {
        let mut buf = vec![0u8; 2048];
        bench.iter_batched_ref(
            sender,
            |a| replay_sender(a, &steps, &mut buf),
            BatchSize::LargeInput,
        );
    });
    group.bench_function("receiver_side", |bench| {
        let mut buf = vec![0u8; 2048];
        bench.iter_batched_ref(
            receiver,
            |b| replay_receiver(b, &steps, &mut buf),
            BatchSize::LargeInput,
        );
    });
    group.finish();
}

criterion_group!(benches, per_packet);
criterion_main!(benches);
