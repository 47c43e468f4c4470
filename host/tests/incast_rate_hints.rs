//! Receiver fair-share hints under an 8:1 incast: the hints settle at 1/8 of the
//! receiver's ingress rate and every sender stays under its hint.

mod support;

use std::time::Duration;

use metaroce::harness::{Network, NetworkConfig};
use metaroce::transport::Access;
use metaroce::{ConnectionConfig, ConnectionHandle, OpKind, WriteRequest};
use support::*;

const SENDERS: usize = 8;
const LEN: usize = 8 << 20;

#[test]
fn eight_senders_into_one_receiver_settle_at_an_eighth_each_and_stay_under_their_hints() {
    let config = NetworkConfig::uniform(16, Duration::from_micros(2));
    let receiver = SENDERS;
    let mut net = Network::new(config, SENDERS + 1, |_, c| c);
    let dst = region(&mut net, receiver, SENDERS * LEN, Access::ALL, false);
    let mut conns: Vec<ConnectionHandle> = Vec::new();
    for s in 0..SENDERS {
        let src = region(&mut net, s, LEN, Access::ALL, true);
        let conn = connect(&mut net, s, receiver, ConnectionConfig::default());
        net.hosts[s]
            .endpoint
            .post_write(
                conn,
                0,
                WriteRequest {
                    wr_id: s as u64,
                    local_key: src,
                    local_offset: 0,
                    len: LEN as u64,
                    remote_addr: BASE + (s * LEN) as u64,
                    rkey: dst,
                },
            )
            .unwrap();
        conns.push(conn);
    }
    // Let the incast settle, then watch it for a while.
    net.run_for(Duration::from_micros(300));
    let fair_mbps =
        f64::from(net.hosts[receiver].endpoint.config().ingress_rate_mbps) / SENDERS as f64;
    let window = Duration::from_micros(200);
    let sent_before: Vec<u64> = (0..SENDERS)
        .map(|s| {
            net.hosts[s]
                .endpoint
                .connection(conns[s])
                .unwrap()
                .stats()
                .bytes_sent
        })
        .collect();
    let mut max_hint = [0u32; SENDERS];
    let step = Duration::from_micros(10);
    for _ in 0..(window.as_micros() / step.as_micros()) {
        net.run_for(step);
        for s in 0..SENDERS {
            let hint = net.hosts[s]
                .endpoint
                .connection(conns[s])
                .unwrap()
                .peer_rate_hint_mbps();
            assert!(
                (f64::from(hint) - fair_mbps).abs() <= 0.2 * fair_mbps,
                "sender {s} got hint {hint} Mb/s, fair share is {fair_mbps}"
            );
            max_hint[s] = max_hint[s].max(hint);
        }
    }
    for s in 0..SENDERS {
        let sent = net.hosts[s]
            .endpoint
            .connection(conns[s])
            .unwrap()
            .stats()
            .bytes_sent
            - sent_before[s];
        let mbps = sent as f64 * 8.0 / window.as_nanos() as f64 * 1000.0;
        assert!(
            mbps <= f64::from(max_hint[s]) * 1.05,
            "sender {s} sent at {mbps:.0} Mb/s over a hint of {} Mb/s",
            max_hint[s]
        );
    }
    // And the whole incast still completes, every byte in place.
    for s in 0..SENDERS {
        assert!(run_until_completions(
            &mut net,
            s,
            OpKind::Write,
            1,
            Duration::from_millis(100)
        ));
    }
    let received = net.hosts[receiver].endpoint.memory(dst).unwrap();
    for s in 0..SENDERS {
        let part = &received[s * LEN..(s + 1) * LEN];
        assert!(
            part.iter().enumerate().all(|(i, &b)| b == pattern(i)),
            "sender {s}'s data"
        );
    }
}
