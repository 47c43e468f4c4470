//! SEND/RECV over many ordered streams: out-of-order placement, per-stream completion order,
//! no head-of-line blocking across streams, and the defined behaviour when no receive is
//! posted (RECEIVER_NOT_READY, retried, then failed).

mod support;

use std::time::Duration;

use metaroce::harness::{DropFilter, Network};
use metaroce::transport::Access;
use metaroce::wire::{Opcode, Packet};
use metaroce::{
    BufferRequest, CompletionStatus, ConnectionConfig, ConnectionHandle, Event, OpKind,
};
use support::*;

const KIB: usize = 1 << 10;

fn setup(net: &mut Network, len: usize) -> (ConnectionHandle, ConnectionHandle, u32, u32) {
    let src = region(net, 0, len, Access::ALL, true);
    let dst = region(net, 1, len, Access::ALL, false);
    let conn = connect(net, 0, 1, ConnectionConfig::default());
    (conn, accepted(net, 1, 0), src, dst)
}

fn send(
    net: &mut Network,
    conn: ConnectionHandle,
    stream: u32,
    key: u32,
    offset: usize,
    len: usize,
    wr_id: u64,
) {
    net.hosts[0]
        .endpoint
        .post_send(
            conn,
            stream,
            BufferRequest {
                wr_id,
                local_key: key,
                local_offset: offset as u64,
                len: len as u64,
            },
        )
        .unwrap();
}

fn recv(
    net: &mut Network,
    conn: ConnectionHandle,
    stream: u32,
    key: u32,
    offset: usize,
    len: usize,
    wr_id: u64,
) {
    net.hosts[1]
        .endpoint
        .post_recv(
            conn,
            stream,
            BufferRequest {
                wr_id,
                local_key: key,
                local_offset: offset as u64,
                len: len as u64,
            },
        )
        .unwrap();
}

#[test]
fn sends_on_many_streams_arrive_out_of_order_and_complete_in_posted_order_per_stream() {
    let mut net = network(spread_routes(16, Duration::from_micros(1), 8.0), 2, 21);
    for route in &mut net.routes {
        route.loss = 0.02;
    }
    let msg = 100 * KIB + 17;
    let (conn, peer, src, dst) = setup(&mut net, 16 * msg);
    for stream in 0..4u32 {
        for k in 0..4usize {
            let slot = stream as usize * 4 + k;
            recv(&mut net, peer, stream, dst, slot * msg, msg, slot as u64);
            send(&mut net, conn, stream, src, slot * msg, msg, slot as u64);
        }
    }
    assert!(run_until_completions(
        &mut net,
        1,
        OpKind::Recv,
        16,
        Duration::from_millis(200)
    ));
    assert!(run_until_completions(
        &mut net,
        0,
        OpKind::Send,
        16,
        Duration::from_millis(200)
    ));
    assert_all_succeeded(&net, 1, OpKind::Recv);
    assert_all_succeeded(&net, 0, OpKind::Send);
    let received = net.hosts[1].endpoint.memory(dst).unwrap();
    assert!(received.iter().enumerate().all(|(i, &b)| b == pattern(i)));
    for stream in 0..4u32 {
        for host in [0, 1] {
            let order: Vec<u64> = completions(&net, host)
                .iter()
                .filter(|c| c.stream == stream)
                .map(|c| c.wr_id)
                .collect();
            let expected: Vec<u64> = (0..4).map(|k| u64::from(stream) * 4 + k).collect();
            assert_eq!(
                order, expected,
                "host {host} stream {stream} completion order"
            );
        }
    }
    assert!(net.stats.data_lost > 0, "the test needs losses");
}

#[test]
fn a_loss_in_one_stream_does_not_delay_another_streams_completion() {
    let mut net = network(spread_routes(8, Duration::from_micros(2), 1.0), 2, 4);
    let msg = 64 * KIB;
    let (conn, peer, src, dst) = setup(&mut net, 2 * msg);
    recv(&mut net, peer, 1, dst, 0, msg, 1);
    recv(&mut net, peer, 2, dst, msg, msg, 2);
    // Drop the first transmission of stream 1's third packet.
    let mut dropped = false;
    net.drop_filter = Some(DropFilter(Box::new(move |bytes| {
        let packet = Packet::new_unchecked(bytes);
        let hit = !dropped
            && packet.opcode() == Ok(Opcode::Send)
            && packet.data_stream() == 1
            && packet.data_offset() == 2 * 4096;
        dropped |= hit;
        hit
    })));
    send(&mut net, conn, 1, src, 0, msg, 1);
    send(&mut net, conn, 2, src, msg, msg, 2);
    assert!(run_until_completions(
        &mut net,
        1,
        OpKind::Recv,
        2,
        Duration::from_millis(50)
    ));
    assert_eq!(net.stats.filtered, 1);
    let order: Vec<u32> = completions(&net, 1).iter().map(|c| c.stream).collect();
    assert_eq!(
        order,
        vec![2, 1],
        "stream 2 completes first; stream 1 waits for its loss"
    );
    let received = net.hosts[1].endpoint.memory(dst).unwrap();
    assert!(received.iter().enumerate().all(|(i, &b)| b == pattern(i)));
}

#[test]
fn a_send_without_a_posted_receive_is_retried_until_the_receive_is_posted() {
    let mut net = network(spread_routes(8, Duration::from_micros(2), 1.0), 2, 8);
    let msg = 20 * KIB;
    let (conn, peer, src, dst) = setup(&mut net, msg);
    send(&mut net, conn, 0, src, 0, msg, 7);
    net.run_for(Duration::from_micros(250));
    assert!(
        net.hosts[1].endpoint.drops().receiver_not_ready > 0,
        "refused with RNR"
    );
    assert!(
        completions(&net, 0).is_empty(),
        "the SEND waits, it has not failed"
    );
    recv(&mut net, peer, 0, dst, 0, msg, 9);
    assert!(run_until_completions(
        &mut net,
        0,
        OpKind::Send,
        1,
        Duration::from_millis(20)
    ));
    assert!(run_until_completions(
        &mut net,
        1,
        OpKind::Recv,
        1,
        Duration::from_millis(20)
    ));
    assert_all_succeeded(&net, 0, OpKind::Send);
    assert_all_succeeded(&net, 1, OpKind::Recv);
    let received = net.hosts[1].endpoint.memory(dst).unwrap();
    assert!(received.iter().enumerate().all(|(i, &b)| b == pattern(i)));
}

#[test]
fn a_send_that_never_finds_a_receive_fails_after_its_retries() {
    let mut net = network(spread_routes(8, Duration::from_micros(2), 1.0), 2, 9);
    let (conn, _peer, src, dst) = setup(&mut net, 8 * KIB);
    send(&mut net, conn, 3, src, 0, 8 * KIB, 5);
    assert!(run_until_completions(
        &mut net,
        0,
        OpKind::Send,
        1,
        Duration::from_millis(50)
    ));
    let c = completions(&net, 0)[0];
    assert_eq!(c.status, CompletionStatus::ReceiverNotReadyRetryExceeded);
    assert!(
        net.hosts[1]
            .endpoint
            .memory(dst)
            .unwrap()
            .iter()
            .all(|&b| b == 0),
        "nothing written"
    );
    assert!(
        !net.hosts[1]
            .events
            .iter()
            .any(|e| matches!(e, Event::Completion(_)))
    );
}

#[test]
fn a_lost_last_packet_is_recovered_by_a_tail_probe_before_any_timeout() {
    use metaroce::wire::Flags;
    let mut net = network(spread_routes(8, Duration::from_micros(2), 1.0), 2, 41);
    let msg = 256 * KIB;
    let (conn, peer, src, dst) = setup(&mut net, msg);
    recv(&mut net, peer, 0, dst, 0, msg, 1);
    // Warm up the RTT estimate with a first message, then lose the tail of the second.
    send(&mut net, conn, 0, src, 0, msg, 1);
    assert!(run_until_completions(
        &mut net,
        1,
        OpKind::Recv,
        1,
        Duration::from_millis(20)
    ));
    recv(&mut net, peer, 0, dst, 0, msg, 2);
    let mut dropped = false;
    net.drop_filter = Some(DropFilter(Box::new(move |bytes| {
        let packet = Packet::new_unchecked(bytes);
        let hit = !dropped
            && packet.opcode() == Ok(Opcode::Send)
            && packet.data_msn() == 1
            && packet.flags().contains(Flags::LAST);
        dropped |= hit;
        hit
    })));
    send(&mut net, conn, 0, src, 0, msg, 2);
    assert!(run_until_completions(
        &mut net,
        0,
        OpKind::Send,
        2,
        Duration::from_millis(20)
    ));
    assert_eq!(net.stats.filtered, 1, "the last packet was lost");
    let c = net.hosts[0].endpoint.connection(conn).unwrap();
    let probes: u64 = c.paths().iter().map(|p| p.stats().tail_probes).sum();
    assert!(probes >= 1, "a tail-loss probe went out");
    assert_eq!(c.stats().rtos, 0, "recovered without waiting for a timeout");
    assert_all_succeeded(&net, 0, OpKind::Send);
}
