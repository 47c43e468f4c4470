//! Cost of the transport core per packet: sender bookkeeping (segmenting, PSNs, windows,
//! header emission) plus receiver bookkeeping (parse, the receive step, SACK, ACK
//! decisions) plus ACK processing back at the sender, for one connection over 8 paths.
//! Payloads are 64 bytes so the payload copy is negligible: this measures bookkeeping.
//!
//! `cargo bench -p metaroce --bench core_per_packet`

use std::net::Ipv4Addr;
use std::time::Duration;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use metaroce::transport::{Access, ConnectionState};
use metaroce::wire::{DEFAULT_UDP_PORT, Ecn, Opcode};
use metaroce::{ConnectionConfig, Datagram, Endpoint, EndpointConfig, Instant, WriteRequest};

const MTU: u16 = 64;
const MESSAGE: u64 = 64 * 1024;

struct Pair {
    a: Endpoint,
    b: Endpoint,
    conn: metaroce::ConnectionHandle,
    src: u32,
    dst: u32,
    now: Instant,
    buf: Vec<u8>,
}

fn pair() -> Pair {
    let (addr_a, addr_b) = (Ipv4Addr::new(10, 0, 0, 1), Ipv4Addr::new(10, 0, 0, 2));
    let mut a = Endpoint::new(EndpointConfig::new(addr_a)).unwrap();
    let mut b = Endpoint::new(EndpointConfig::new(addr_b)).unwrap();
    let src = a.register_memory(0, MESSAGE, Access::ALL).unwrap();
    let dst = b.register_memory(0, MESSAGE, Access::ALL).unwrap();
    let config = ConnectionConfig {
        mtu: MTU,
        ..ConnectionConfig::default()
    };
    let conn = a
        .connect(Instant::ZERO, addr_b, DEFAULT_UDP_PORT, config)
        .unwrap();
    let mut pair = Pair {
        a,
        b,
        conn,
        src,
        dst,
        now: Instant::ZERO,
        buf: vec![0; 2048],
    };
    while pair.a.connection(conn).unwrap().state() != ConnectionState::Established {
        pair.step();
    }
    pair
}

impl Pair {
    /// Moves every packet due across a zero-delay link; returns DATA packets delivered.
    fn step(&mut self) -> u64 {
        self.now = self.now + Duration::from_nanos(50);
        let mut data = 0;
        for (from_a, addr) in [
            (true, Ipv4Addr::new(10, 0, 0, 1)),
            (false, Ipv4Addr::new(10, 0, 0, 2)),
        ] {
            let (tx, rx) = if from_a {
                (&mut self.a, &mut self.b)
            } else {
                (&mut self.b, &mut self.a)
            };
            if tx.poll_timeout().is_some_and(|at| at <= self.now) {
                tx.handle_timeout(self.now);
            }
            while let Some(t) = tx.poll_transmit(self.now, &mut self.buf) {
                data += u64::from(matches!(t.opcode, Opcode::Write));
                let datagram = Datagram {
                    src_addr: addr,
                    src_port: t.src_port,
                    ecn: Ecn::Ect0,
                    payload: &self.buf[..t.len],
                };
                rx.handle_datagram(self.now, datagram);
            }
            while tx.poll_event().is_some() {}
        }
        data
    }

    fn post(&mut self) {
        let request = WriteRequest {
            wr_id: 0,
            local_key: self.src,
            local_offset: 0,
            len: MESSAGE,
            remote_addr: 0,
            rkey: self.dst,
        };
        self.a.post_write(self.conn, 0, request).unwrap();
    }
}

fn per_packet(c: &mut Criterion) {
    let packets_per_message = MESSAGE / u64::from(MTU);
    let mut group = c.benchmark_group("core");
    group.throughput(Throughput::Elements(packets_per_message));
    group.bench_function("write_64KiB_in_64B_packets_send_receive_ack", |bench| {
        let mut pair = pair();
        bench.iter(|| {
            pair.post();
            let mut delivered = 0;
            while delivered < packets_per_message {
                delivered += pair.step();
            }
        });
    });
    group.finish();
}

criterion_group!(benches, per_packet);
criterion_main!(benches);
