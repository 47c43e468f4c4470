//! Shared set-up for the transport tests: two or more endpoints on the in-memory network,
//! connected, with registered memory filled with a checkable pattern.

#![allow(dead_code)]

use std::time::Duration;

use metaroce::harness::{Network, NetworkConfig, Route, host_addr};
use metaroce::transport::{Access, ConnectionState};
use metaroce::wire::DEFAULT_UDP_PORT;
use metaroce::{
    Completion, CompletionStatus, ConnectionConfig, ConnectionHandle, Event, Instant, OpKind,
    WriteRequest,
};

/// Base virtual address of every test region.
pub const BASE: u64 = 0x1000_0000;

/// The byte at `offset` of the test pattern.
pub fn pattern(offset: usize) -> u8 {
    (offset.wrapping_mul(31) ^ (offset >> 8) ^ (offset >> 16)) as u8
}

/// Routes with delays spread from `base` to `base * spread`, evenly.
pub fn spread_routes(count: usize, base: Duration, spread: f64) -> Vec<Route> {
    (0..count)
        .map(|i| {
            let factor = 1.0 + (spread - 1.0) * i as f64 / (count - 1).max(1) as f64;
            Route::new(base.mul_f64(factor))
        })
        .collect()
}

/// Posts a `len`-byte WRITE (work request 1, stream 0) of a patterned region of host 0 into
/// a fresh region of host 1, over a new connection with `config`; returns the connection
/// and the destination region's key.
pub fn start_write(
    net: &mut Network,
    len: usize,
    config: ConnectionConfig,
) -> (ConnectionHandle, u32) {
    let src = region(net, 0, len, Access::ALL, true);
    let dst = region(net, 1, len, Access::ALL, false);
    let conn = connect(net, 0, 1, config);
    net.hosts[0]
        .endpoint
        .post_write(
            conn,
            0,
            WriteRequest {
                wr_id: 1,
                local_key: src,
                local_offset: 0,
                len: len as u64,
                remote_addr: BASE,
                rkey: dst,
            },
        )
        .unwrap();
    (conn, dst)
}

/// Connects host `from` to host `to` and runs until both sides are established.
pub fn connect(
    net: &mut Network,
    from: usize,
    to: usize,
    config: ConnectionConfig,
) -> ConnectionHandle {
    let now = net.now();
    let handle = net.hosts[from]
        .endpoint
        .connect(now, host_addr(to), DEFAULT_UDP_PORT, config)
        .expect("connect");
    let limit = now + Duration::from_millis(50);
    assert!(
        net.run_until(limit, |n| {
            n.hosts[from].endpoint.connection(handle).unwrap().state()
                == ConnectionState::Established
        }),
        "connection established"
    );
    // The acceptor's side is established when the CONNECT arrives, before the ACCEPT.
    handle
}

/// The acceptor-side handle of the `n`-th connection accepted by host `to`.
pub fn accepted(net: &Network, to: usize, n: usize) -> ConnectionHandle {
    net.hosts[to]
        .endpoint
        .connections()
        .enumerate()
        .filter(|(_, c)| c.state() == ConnectionState::Established)
        .nth(n)
        .map(|(i, _)| ConnectionHandle(i))
        .expect("accepted connection")
}

/// Registers a region of `len` bytes on host `host`, filled with the pattern if `fill`.
pub fn region(net: &mut Network, host: usize, len: usize, access: Access, fill: bool) -> u32 {
    let endpoint = &mut net.hosts[host].endpoint;
    let key = endpoint
        .register_memory(BASE, len as u64, access)
        .expect("register");
    if fill {
        for (i, byte) in endpoint.memory_mut(key).unwrap().iter_mut().enumerate() {
            *byte = pattern(i);
        }
    }
    key
}

/// Completions host `host` has reported so far.
pub fn completions(net: &Network, host: usize) -> Vec<Completion> {
    net.hosts[host]
        .events
        .iter()
        .filter_map(|e| match e {
            Event::Completion(c) => Some(*c),
            _ => None,
        })
        .collect()
}

/// Runs until host `host` has `count` completions of `kind`, or `limit` passes.
pub fn run_until_completions(
    net: &mut Network,
    host: usize,
    kind: OpKind,
    count: usize,
    limit: Duration,
) -> bool {
    let limit = net.now() + limit;
    net.run_until(limit, |n| {
        n.hosts[host]
            .events
            .iter()
            .filter(|e| matches!(e, Event::Completion(c) if c.kind == kind))
            .count()
            >= count
    })
}

/// Asserts every completion of `kind` on `host` succeeded.
pub fn assert_all_succeeded(net: &Network, host: usize, kind: OpKind) {
    for c in completions(net, host).iter().filter(|c| c.kind == kind) {
        assert_eq!(c.status, CompletionStatus::Success, "{c:?}");
    }
}

/// A network of `hosts` hosts with the given routes and seed.
pub fn network(routes: Vec<Route>, hosts: usize, seed: u64) -> Network {
    let mut config = NetworkConfig::uniform(routes.len(), Duration::from_micros(2));
    config.routes = routes;
    config.seed = seed;
    Network::new(config, hosts, |_, c| c)
}

/// Now, for readability.
pub fn now(net: &Network) -> Instant {
    net.now()
}
