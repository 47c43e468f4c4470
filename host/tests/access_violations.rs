//! rkey, bounds and access violations: nothing is written, and both sides get an error
//! completion.

mod support;

use std::time::Duration;

use metaroce::harness::Network;
use metaroce::transport::Access;
use metaroce::{
    BufferRequest, CompletionStatus, ConnectionConfig, ConnectionHandle, OpKind, WriteRequest,
};
use support::*;

const LEN: usize = 64 << 10;

fn violating_write(remote_addr: u64, rkey_of: impl Fn(u32, u32) -> u32, remote_access: Access) {
    let mut net = network(spread_routes(8, Duration::from_micros(2), 2.0), 2, 13);
    let src = region(&mut net, 0, LEN, Access::ALL, true);
    let dst = region(&mut net, 1, LEN, remote_access, false);
    let other = region(&mut net, 1, LEN, Access::ALL, false);
    let conn = connect(&mut net, 0, 1, ConnectionConfig::default());
    net.hosts[0]
        .endpoint
        .post_write(
            conn,
            0,
            WriteRequest {
                wr_id: 42,
                local_key: src,
                local_offset: 0,
                len: LEN as u64,
                remote_addr,
                rkey: rkey_of(dst, other),
            },
        )
        .unwrap();
    assert!(run_until_completions(
        &mut net,
        0,
        OpKind::Write,
        1,
        Duration::from_millis(20)
    ));
    let sender = completions(&net, 0);
    assert_eq!(sender.len(), 1);
    assert_eq!(sender[0].status, CompletionStatus::RemoteAccessError);
    assert_eq!(sender[0].wr_id, 42);
    let receiver = completions(&net, 1);
    assert_eq!(
        receiver.len(),
        1,
        "one error completion at the target: {receiver:?}"
    );
    assert_eq!(receiver[0].kind, OpKind::IncomingWrite);
    assert_eq!(receiver[0].status, CompletionStatus::RemoteAccessError);
    for key in [dst, other] {
        assert!(
            net.hosts[1]
                .endpoint
                .memory(key)
                .unwrap()
                .iter()
                .all(|&b| b == 0),
            "nothing written anywhere"
        );
    }
    assert!(net.hosts[1].endpoint.drops().access_violation > 0);
}

#[test]
fn a_write_with_an_unknown_rkey_writes_nothing_and_fails_on_both_sides() {
    violating_write(BASE, |dst, other| (dst | other) ^ 0x5a5a_0000, Access::ALL);
}

#[test]
fn a_write_past_the_end_of_the_region_writes_nothing_and_fails_on_both_sides() {
    // Starts inside, ends 4 KiB past the end: even the in-bounds packets must not land.
    violating_write(BASE + 4096, |dst, _| dst, Access::ALL);
}

#[test]
fn a_write_below_the_region_base_writes_nothing_and_fails_on_both_sides() {
    violating_write(BASE - 8, |dst, _| dst, Access::ALL);
}

#[test]
fn a_write_to_a_region_without_remote_write_access_writes_nothing_and_fails_on_both_sides() {
    violating_write(
        BASE,
        |dst, _| dst,
        Access::LOCAL_READ.union(Access::LOCAL_WRITE),
    );
}

#[test]
fn a_send_larger_than_its_receive_writes_nothing_and_fails_on_both_sides() {
    let mut net: Network = network(spread_routes(8, Duration::from_micros(2), 2.0), 2, 17);
    let src = region(&mut net, 0, LEN, Access::ALL, true);
    let dst = region(&mut net, 1, LEN, Access::ALL, false);
    let conn = connect(&mut net, 0, 1, ConnectionConfig::default());
    let peer: ConnectionHandle = accepted(&net, 1, 0);
    let buffer = |wr_id, len| BufferRequest {
        wr_id,
        local_key: dst,
        local_offset: 0,
        len,
    };
    net.hosts[1]
        .endpoint
        .post_recv(peer, 0, buffer(1, 1000))
        .unwrap();
    let send = BufferRequest {
        wr_id: 2,
        local_key: src,
        local_offset: 0,
        len: 5000,
    };
    net.hosts[0].endpoint.post_send(conn, 0, send).unwrap();
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
    assert_eq!(
        completions(&net, 0)[0].status,
        CompletionStatus::RemoteAccessError
    );
    assert_eq!(
        completions(&net, 1)[0].status,
        CompletionStatus::RemoteAccessError
    );
    assert!(
        net.hosts[1]
            .endpoint
            .memory(dst)
            .unwrap()
            .iter()
            .all(|&b| b == 0)
    );
}

#[test]
fn local_buffers_outside_their_region_are_refused_at_post_time() {
    let mut net = network(spread_routes(8, Duration::from_micros(2), 2.0), 2, 19);
    let src = region(&mut net, 0, LEN, Access::ALL, true);
    let conn = connect(&mut net, 0, 1, ConnectionConfig::default());
    let too_long = BufferRequest {
        wr_id: 1,
        local_key: src,
        local_offset: 1,
        len: LEN as u64,
    };
    assert!(matches!(
        net.hosts[0].endpoint.post_send(conn, 0, too_long),
        Err(metaroce::Error::OutOfBounds { .. })
    ));
    let unknown = BufferRequest {
        wr_id: 1,
        local_key: src ^ 0xff,
        local_offset: 0,
        len: 1,
    };
    assert!(matches!(
        net.hosts[0].endpoint.post_send(conn, 0, unknown),
        Err(metaroce::Error::UnknownRegion(_))
    ));
}
