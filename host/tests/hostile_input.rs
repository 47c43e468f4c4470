//! PSN wrap-around, duplicates, out-of-window PSNs, stale epochs, forged connection ids and
//! garbage: each is dropped and counted, memory is untouched, nothing panics.

mod support;

use std::time::Duration;

use metaroce::harness::host_addr;
use metaroce::transport::Access;
use metaroce::wire::{Body, DataKind, DataRepr, Ecn, Flags, Header, Packet, Repr};
use metaroce::{ConnectionConfig, Datagram, Instant, OpKind, WriteRequest};
use proptest::prelude::*;
use support::*;

const LEN: usize = 1 << 20;

#[test]
fn psns_wrap_around_without_loss_or_duplicates() {
    let mut net = network(spread_routes(8, Duration::from_micros(2), 4.0), 2, 23);
    for route in &mut net.routes {
        route.loss = 0.01;
    }
    let src = region(&mut net, 0, LEN, Access::ALL, true);
    let dst = region(&mut net, 1, LEN, Access::ALL, false);
    let config = ConnectionConfig {
        initial_psn: u32::MAX - 10,
        ..ConnectionConfig::default()
    };
    let conn = connect(&mut net, 0, 1, config);
    let request = WriteRequest {
        wr_id: 1,
        local_key: src,
        local_offset: 0,
        len: LEN as u64,
        remote_addr: BASE,
        rkey: dst,
    };
    net.hosts[0].endpoint.post_write(conn, 0, request).unwrap();
    assert!(run_until_completions(
        &mut net,
        0,
        OpKind::Write,
        1,
        Duration::from_millis(50)
    ));
    assert_all_succeeded(&net, 0, OpKind::Write);
    let received = net.hosts[1].endpoint.memory(dst).unwrap();
    assert!(received.iter().enumerate().all(|(i, &b)| b == pattern(i)));
    let sent = net.hosts[0]
        .endpoint
        .connection(conn)
        .unwrap()
        .stats()
        .packets_sent;
    assert!(sent / 8 > 11, "every path crossed the wrap");
}

/// A two-host setup with an established connection and a WRITE target, plus a way to
/// inject hand-made DATA packets into the receiver.
struct Target {
    net: metaroce::harness::Network,
    dst: u32,
    conn_id: u32,
}

fn target() -> Target {
    let mut net = network(spread_routes(8, Duration::from_micros(2), 1.0), 2, 29);
    let dst = region(&mut net, 1, LEN, Access::ALL, false);
    connect(
        &mut net,
        0,
        1,
        ConnectionConfig {
            initial_psn: 1000,
            ..ConnectionConfig::default()
        },
    );
    net.run_for(Duration::from_micros(50));
    // Host 0's packets carry the id host 1 gave the connection.
    let peer = accepted(&net, 1, 0);
    let conn_id = net.hosts[1].endpoint.connection(peer).unwrap().local_id();
    Target { net, dst, conn_id }
}

fn data(conn_id: u32, path: u16, epoch: u8, psn: u32, rkey: u32, addr: u64) -> Vec<u8> {
    let repr = Repr {
        header: Header {
            flags: Flags(0),
            conn_id,
            path_id: path,
            path_epoch: epoch,
        },
        body: Body::Data(DataRepr {
            kind: DataKind::Write {
                remote_addr: addr,
                rkey,
            },
            psn,
            stream: 0,
            msn: 0,
            offset: 0,
            payload_len: 64,
            timestamp: 1,
            msg_len: 64,
        }),
    };
    let mut buf = vec![0xEE; repr.buffer_len()];
    repr.emit_into(&mut buf);
    buf
}

impl Target {
    fn inject(&mut self, bytes: &[u8]) {
        let now = self.net.now() + Duration::from_nanos(1);
        self.net.hosts[1].endpoint.handle_datagram(
            now,
            Datagram {
                src_addr: host_addr(0),
                src_port: 50000,
                ecn: Ecn::Ect0,
                payload: bytes,
            },
        );
    }
    fn written(&self) -> usize {
        self.net.hosts[1]
            .endpoint
            .memory(self.dst)
            .unwrap()
            .iter()
            .filter(|&&b| b != 0)
            .count()
    }
}

#[test]
fn a_duplicate_is_placed_once_and_counted() {
    let mut t = target();
    let packet = data(t.conn_id, 0, 0, 1000, t.dst, BASE);
    t.inject(&packet);
    assert_eq!(t.written(), 64);
    t.inject(&packet);
    assert_eq!(t.net.hosts[1].endpoint.drops().duplicate, 1);
}

#[test]
fn out_of_window_psns_are_dropped_and_counted() {
    let mut t = target();
    for psn in [1000 + 256, 1000 + 100_000, 1000u32.wrapping_add(1 << 31)] {
        t.inject(&data(t.conn_id, 0, 0, psn, t.dst, BASE));
    }
    assert_eq!(t.written(), 0);
    let drops = t.net.hosts[1].endpoint.drops();
    assert_eq!(drops.out_of_window + drops.duplicate, 3);
    assert!(drops.out_of_window >= 2);
}

#[test]
fn forged_connection_ids_bad_paths_and_stale_epochs_are_dropped_and_counted() {
    let mut t = target();
    t.inject(&data(t.conn_id ^ 0x0100, 0, 0, 1000, t.dst, BASE));
    t.inject(&data(0xdead_beef, 0, 0, 1000, t.dst, BASE));
    t.inject(&data(t.conn_id, 200, 0, 1000, t.dst, BASE));
    t.inject(&data(t.conn_id, 0, 7, 1000, t.dst, BASE));
    // The right id from the wrong source address is forged too.
    let packet = data(t.conn_id, 0, 0, 1000, t.dst, BASE);
    let now = t.net.now();
    t.net.hosts[1].endpoint.handle_datagram(
        now,
        Datagram {
            src_addr: host_addr(7),
            src_port: 1,
            ecn: Ecn::Ect0,
            payload: &packet,
        },
    );
    assert_eq!(t.written(), 0);
    let drops = t.net.hosts[1].endpoint.drops();
    assert_eq!(drops.unknown_connection, 3);
    assert_eq!(drops.bad_path, 1);
    assert_eq!(drops.stale_epoch, 1);
}

#[test]
fn malformed_packets_are_counted_by_reason() {
    let mut t = target();
    let good = data(t.conn_id, 0, 0, 1000, t.dst, BASE);
    t.inject(&good[..20]);
    let mut bad = good.clone();
    bad[0] = 9;
    t.inject(&bad);
    let mut bad = good.clone();
    bad[1] = 0x77;
    t.inject(&bad);
    t.inject(&good[..good.len() - 1]);
    t.net.hosts[1]
        .endpoint
        .handle_frame(Instant::from_nanos(1), &[0u8; 30]);
    let drops = *t.net.hosts[1].endpoint.drops();
    assert_eq!(drops.truncated, 2);
    assert_eq!(drops.bad_version, 1);
    assert_eq!(drops.bad_opcode, 1);
    assert_eq!(drops.bad_length, 1);
    assert_eq!(t.written(), 0);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn random_mutations_of_valid_traffic_never_panic_or_write_outside_regions(
        flips in proptest::collection::vec((0usize..120, any::<u8>()), 1..6),
        psn_offset in 0u32..300,
    ) {
        let mut t = target();
        let mut packet = data(t.conn_id, 0, 0, 1000 + psn_offset, t.dst, BASE + 512);
        for (at, value) in flips {
            let at = at % packet.len();
            packet[at] = value;
        }
        t.inject(&packet);
        if let Ok(p) = Packet::new_checked(&packet[..]) {
            let _ = Repr::parse(&p);
        }
        // Whatever happened, only the region's bytes could have changed: the region API
        // is the only writer, and it bounds-checks. Nothing panicked to get here.
        prop_assert!(t.written() <= 64);
    }
}
