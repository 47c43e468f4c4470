//! Paths that spray: each packet of a path takes one of `entropies_per_path` source ports,
//! so a path's packets spread over many routes and arrive out of order. Reordering alone
//! may cost hardly any retransmission, a dead route must cost a few packets rather than a
//! path, and every byte must arrive.

mod support;

use std::time::Duration;

use metaroce::harness::{Network, host_addr};
use metaroce::transport::AVOID_AFTER_LOSS;
use metaroce::wire::DEFAULT_UDP_PORT;
use metaroce::{ConnectionConfig, OpKind};
use support::*;

const MIB: usize = 1 << 20;

fn finish_and_verify(net: &mut Network, dst: u32) {
    assert!(run_until_completions(
        net,
        0,
        OpKind::Write,
        1,
        Duration::from_millis(500)
    ));
    assert_all_succeeded(net, 0, OpKind::Write);
    let received = net.hosts[1].endpoint.memory(dst).unwrap();
    assert!(received.iter().enumerate().all(|(i, &b)| b == pattern(i)));
}

#[test]
fn sprayed_packets_spread_over_the_routes_and_reordering_alone_retransmits_almost_nothing() {
    // Routes of 1 to 4 µs: packets of one path overtake each other by several packets.
    let mut net = network(spread_routes(64, Duration::from_micros(1), 4.0), 2, 3);
    let (conn, dst) = start_write(&mut net, 8 * MIB, ConnectionConfig::default());
    finish_and_verify(&mut net, dst);

    let used = net.routes.iter().filter(|r| r.data_packets > 0).count();
    assert!(used >= 56, "8 paths sprayed over only {used} of 64 routes");
    // A late packet's ACK may also wait for the receiver's ACK timer, which the RTT samples
    // rarely show, so now and then one looks lost: allow 1 %. (Counting 3 later packets as
    // a loss, as a single-port path does, retransmits about a third of them here.)
    let c = net.hosts[0].endpoint.connection(conn).unwrap();
    let (sent, retransmitted): (u64, u64) = c
        .paths()
        .iter()
        .map(|p| (p.stats().packets_sent, p.stats().retransmits))
        .fold((0, 0), |(s, r), (ps, pr)| (s + ps, r + pr));
    assert!(
        retransmitted * 100 <= sent,
        "{retransmitted} of {sent} packets retransmitted without a loss"
    );
    assert_eq!(
        net.stats.data_lost + net.stats.buffer_drops,
        0,
        "precondition"
    );
}

#[test]
fn a_dead_route_costs_a_spraying_connection_a_few_packets_and_no_path() {
    let mut net = network(spread_routes(64, Duration::from_micros(2), 2.0), 2, 7);
    let (conn, dst) = start_write(&mut net, 32 * MIB, ConnectionConfig::default());
    net.run_for(Duration::from_micros(300));
    let (cut_at, sent_before) = (net.now(), net.stats.data_sent);
    let dead = 17;
    net.routes[dead].blackholed = true;
    finish_and_verify(&mut net, dst);

    // The (path, entropy) pairs that hash onto the dead route each lose a packet, rest
    // for AVOID_AFTER_LOSS, and may lose one more sent before the loss was detected.
    let c = net.hosts[0].endpoint.connection(conn).unwrap();
    let doomed_pairs = c
        .paths()
        .iter()
        .flat_map(|p| p.data_ports())
        .filter(|&port| net.route_of(host_addr(0), host_addr(1), port, DEFAULT_UDP_PORT) == dead)
        .count() as u64;
    assert!(doomed_pairs > 0, "some entropy hashes onto the dead route");
    let rests = (net.now() - cut_at)
        .as_nanos()
        .div_ceil(AVOID_AFTER_LOSS.as_nanos()) as u64;
    let bound = doomed_pairs * 2 * rests;
    // Drawn blindly, the dead route would take its 1/64 of every packet after the cut.
    let blind = (net.stats.data_sent - sent_before) / 64;
    assert!(bound < blind, "the test tells resting from blind drawing");
    let lost = net.stats.data_blackholed;
    assert!(lost > 0, "the dead route was in use");
    assert!(
        lost <= bound,
        "{lost} packets died on the dead route: {doomed_pairs} entropies over {rests} rests \
         allow {bound} ({blind} for a blind draw)"
    );
    assert_eq!(
        c.stats().path_failures,
        0,
        "a dead route is not a dead path"
    );
    for path in c.paths() {
        assert_eq!(path.stats().failures, 0, "path {}", path.id());
    }
}

#[test]
fn single_route_paths_keep_their_own_port() {
    let mut net = network(spread_routes(64, Duration::from_micros(2), 2.0), 2, 3);
    let config = ConnectionConfig {
        entropies_per_path: 1,
        ..ConnectionConfig::default()
    };
    let (_conn, dst) = start_write(&mut net, 4 * MIB, config);
    finish_and_verify(&mut net, dst);
    let used = net.routes.iter().filter(|r| r.data_packets > 0).count();
    assert!(used <= 8, "8 single-route paths used {used} routes");
}

#[test]
fn an_out_of_range_entropy_count_is_refused() {
    let mut net = network(spread_routes(4, Duration::from_micros(2), 1.0), 2, 1);
    let now = net.now();
    for entropies in [0, metaroce::transport::MAX_ENTROPIES_PER_PATH + 1] {
        let config = ConnectionConfig {
            entropies_per_path: entropies,
            ..ConnectionConfig::default()
        };
        let err = net.hosts[0]
            .endpoint
            .connect(
                now,
                metaroce::harness::host_addr(1),
                metaroce::wire::DEFAULT_UDP_PORT,
                config,
            )
            .unwrap_err();
        assert!(err.to_string().contains("entropies_per_path"), "{err}");
    }
}
