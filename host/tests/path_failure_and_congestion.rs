//! Telling failure from congestion: a blackholed path is failed and re-pathed while its
//! siblings carry on; CE-marked paths are congested, not failed, and carry less.
//!
//! These tests cut or mark the route of a path, so their paths keep one route each
//! (`entropies_per_path = 1`); `tests/spraying.rs` covers paths that spray.

mod support;

use std::time::Duration;

use metaroce::harness::{Network, host_addr};
use metaroce::transport::PathState;
use metaroce::wire::DEFAULT_UDP_PORT;
use metaroce::{ConnectionConfig, ConnectionHandle, Event, OpKind};
use support::*;

const MIB: usize = 1 << 20;

/// Every path on a single route, the one these tests cut or mark.
fn single_route() -> ConnectionConfig {
    ConnectionConfig {
        entropies_per_path: 1,
        ..ConnectionConfig::default()
    }
}

fn start_write_single_route(net: &mut Network, len: usize) -> (ConnectionHandle, u32) {
    start_write(net, len, single_route())
}

/// The route the DATA of `path` takes now.
fn route_of_path(net: &Network, conn: ConnectionHandle, path: usize) -> usize {
    let port = net.hosts[0].endpoint.connection(conn).unwrap().paths()[path].src_port();
    net.route_of(host_addr(0), host_addr(1), port, DEFAULT_UDP_PORT)
}

#[test]
fn a_blackholed_path_is_failed_and_repathed_and_no_other_path_is() {
    let mut net = network(spread_routes(64, Duration::from_micros(2), 2.0), 2, 11);
    let (conn, dst) = start_write_single_route(&mut net, 32 * MIB);
    net.run_for(Duration::from_micros(300));
    assert!(
        completions(&net, 0).is_empty(),
        "the transfer must still be running when the path dies"
    );
    // Pick a path whose route no sibling shares, and cut that route.
    let routes: Vec<usize> = (0..8).map(|p| route_of_path(&net, conn, p)).collect();
    let victim = (0..8)
        .find(|&p| routes.iter().filter(|&&r| r == routes[p]).count() == 1)
        .expect("a path with a route of its own");
    net.routes[routes[victim]].blackholed = true;

    let done = run_until_completions(&mut net, 0, OpKind::Write, 1, Duration::from_millis(500));
    if !done {
        let c = net.hosts[0].endpoint.connection(conn).unwrap();
        for p in c.paths() {
            eprintln!(
                "path {} {:?} inflight {} window {} retx {} deadline {:?} port {} {:?}",
                p.id(),
                p.state(),
                p.bytes_in_flight(),
                p.window(),
                p.has_retransmit(),
                p.next_deadline(),
                p.src_port(),
                p.stats()
            );
        }
        eprintln!(
            "victim {victim} now {:?} {:?} {:?}",
            net.now(),
            net.stats,
            net.hosts[1].endpoint.drops()
        );
    }
    assert!(done);
    assert_all_succeeded(&net, 0, OpKind::Write);
    let received = net.hosts[1].endpoint.memory(dst).unwrap();
    assert!(received.iter().enumerate().all(|(i, &b)| b == pattern(i)));

    let c = net.hosts[0].endpoint.connection(conn).unwrap();
    for path in c.paths() {
        let stats = path.stats();
        if usize::from(path.id()) == victim {
            assert!(
                stats.failures >= 1,
                "the blackholed path was declared failed"
            );
            assert!(stats.repaths >= 1, "the blackholed path was re-pathed");
            assert_ne!(
                route_of_path(&net, conn, victim),
                routes[victim],
                "it moved route"
            );
            assert_eq!(
                path.state(),
                PathState::Active,
                "and works again after its probe"
            );
        } else {
            assert_eq!(stats.failures, 0, "path {} was wrongly failed", path.id());
        }
    }
    let failed_events = net.hosts[0]
        .events
        .iter()
        .filter(|e| {
            matches!(
                e,
                Event::PathStateChanged {
                    state: PathState::Failed,
                    ..
                }
            )
        })
        .count();
    assert!(failed_events >= 1);
}

#[test]
fn ce_marked_paths_carry_at_least_half_less_and_are_not_failed() {
    let mut net = network(spread_routes(64, Duration::from_micros(2), 1.0), 2, 5);
    // Re-pathing off (both triggers), so the marked paths stay on their marked routes:
    // this test is about the congestion controller shifting load.
    let config = ConnectionConfig {
        repath_congested_rounds: 0,
        repath_slow_fraction: 0.0,
        ..single_route()
    };
    let (conn, _dst) = start_write(&mut net, 32 * MIB, config);
    let routes: Vec<usize> = (0..8).map(|p| route_of_path(&net, conn, p)).collect();
    let marked = [0usize, 1];
    for &p in &marked {
        net.routes[routes[p]].ce = 0.5;
    }
    assert!(run_until_completions(
        &mut net,
        0,
        OpKind::Write,
        1,
        Duration::from_millis(500)
    ));
    let c = net.hosts[0].endpoint.connection(conn).unwrap();
    let share = |p: usize| c.paths()[p].stats().bytes_sent as f64;
    // Paths that happen to share a marked route are marked too: leave them out.
    let clean: Vec<usize> = (2..8)
        .filter(|&p| !marked.iter().any(|&m| routes[m] == routes[p]))
        .collect();
    assert!(clean.len() >= 4, "enough unmarked paths to compare with");
    let clean_mean = clean.iter().map(|&p| share(p)).sum::<f64>() / clean.len() as f64;
    for &p in &marked {
        assert!(
            share(p) * 2.0 <= clean_mean,
            "marked path {p} carried {} bytes, unmarked paths {clean_mean} on average",
            share(p)
        );
        assert_eq!(
            c.paths()[p].stats().failures,
            0,
            "congestion is not failure"
        );
        assert!(c.paths()[p].stats().ce_marks > 0);
    }
}

/// Paths 0 and 1 of a 32 MiB WRITE see CE marks with probability `marked_ce` on their
/// routes, every other route `common_ce`. Runs the WRITE to completion and checks every
/// byte arrived.
fn write_over_marked_routes(
    config: ConnectionConfig,
    common_ce: f64,
    marked_ce: f64,
) -> (Network, ConnectionHandle) {
    let mut net = network(spread_routes(64, Duration::from_micros(2), 1.0), 2, 5);
    let (conn, dst) = start_write(&mut net, 32 * MIB, config);
    for route in net.routes.iter_mut() {
        route.ce = common_ce;
    }
    let routes: Vec<usize> = (0..8).map(|p| route_of_path(&net, conn, p)).collect();
    for &p in &[0usize, 1] {
        net.routes[routes[p]].ce = marked_ce;
    }
    assert!(run_until_completions(
        &mut net,
        0,
        OpKind::Write,
        1,
        Duration::from_millis(500)
    ));
    assert_all_succeeded(&net, 0, OpKind::Write);
    let received = net.hosts[1].endpoint.memory(dst).unwrap();
    assert!(received.iter().enumerate().all(|(i, &b)| b == pattern(i)));
    (net, conn)
}

/// Paths 0 and 1 moved (without counting as failures) to routes marked `now_ce`.
fn assert_marked_paths_moved(net: &Network, conn: ConnectionHandle, now_ce: f64) {
    let c = net.hosts[0].endpoint.connection(conn).unwrap();
    for p in [0usize, 1] {
        let stats = c.paths()[p].stats();
        assert!(
            stats.congestion_repaths >= 1,
            "path {p} was moved: {stats:?}"
        );
        assert_eq!(stats.failures, 0, "congestion is not failure");
        assert_eq!(
            net.routes[route_of_path(net, conn, p)].ce,
            now_ce,
            "path {p}"
        );
    }
    assert_eq!(c.stats().path_failures, 0);
}

#[test]
fn persistently_marked_paths_move_to_another_route_without_being_failed() {
    let (net, conn) = write_over_marked_routes(single_route(), 0.0, 0.9);
    assert_marked_paths_moved(&net, conn, 0.0);
}

/// Every route is marked a little (a busy fabric, no clean sibling anywhere); the routes
/// of paths 0 and 1 are marked six times as often. Protective re-pathing by marked rounds
/// is off, so only the rate comparison can move them.
fn write_over_unevenly_marked_routes(repath_slow_fraction: f64) -> (Network, ConnectionHandle) {
    let config = ConnectionConfig {
        repath_congested_rounds: 0,
        repath_slow_fraction,
        ..single_route()
    };
    write_over_marked_routes(config, 0.05, 0.3)
}

#[test]
fn a_path_far_slower_than_its_siblings_moves_when_every_route_is_marked() {
    let (net, conn) = write_over_unevenly_marked_routes(0.5);
    assert_marked_paths_moved(&net, conn, 0.05);
}

#[test]
fn without_the_rate_comparison_the_slow_paths_stay_on_their_routes() {
    let (net, conn) = write_over_unevenly_marked_routes(0.0);
    let c = net.hosts[0].endpoint.connection(conn).unwrap();
    for p in 0..8 {
        assert_eq!(c.paths()[p].stats().congestion_repaths, 0, "path {p}");
    }
    for p in [0usize, 1] {
        assert_eq!(net.routes[route_of_path(&net, conn, p)].ce, 0.3);
    }
}

#[test]
fn when_every_path_dies_no_path_is_failed_and_the_connection_closes_after_its_idle_timeout() {
    let mut net = network(spread_routes(64, Duration::from_micros(2), 2.0), 2, 31);
    let config = ConnectionConfig {
        idle_timeout: Duration::from_millis(100),
        ..single_route()
    };
    let (conn, _dst) = start_write(&mut net, 8 * MIB, config);
    net.run_for(Duration::from_micros(100));
    let cut_at = net.now();
    for route in &mut net.routes {
        route.blackholed = true;
    }
    assert!(run_until_completions(
        &mut net,
        0,
        OpKind::Write,
        1,
        Duration::from_millis(300)
    ));
    let done = completions(&net, 0)[0];
    assert_eq!(done.status, metaroce::CompletionStatus::ConnectionClosed);
    let c = net.hosts[0].endpoint.connection(conn).unwrap();
    assert_eq!(c.stats().idle_timeouts, 1);
    assert_eq!(
        c.stats().path_failures,
        0,
        "no sibling progressed: nothing to fail over to"
    );
    assert!(
        net.now() >= cut_at + Duration::from_millis(100),
        "not before the timeout"
    );
    assert!(
        net.hosts[0]
            .events
            .iter()
            .any(|e| matches!(e, Event::Closed(_)))
    );
}
