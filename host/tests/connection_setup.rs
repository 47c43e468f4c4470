//! Connection set-up survives lost CONNECTs and ACCEPTs: retries back off and leave from
//! different source ports (different routes), so one dead route cannot block set-up.

mod support;

use std::cell::RefCell;
use std::rc::Rc;
use std::time::Duration;

use metaroce::harness::{DropFilter, Network, NetworkConfig, host_addr};
use metaroce::transport::ConnectionState;
use metaroce::wire::{DEFAULT_UDP_PORT, Opcode, Packet};
use metaroce::{ConnectionConfig, Instant};

#[test]
fn lost_connects_and_accepts_are_retried_until_the_connection_is_up() {
    let mut net = Network::new(
        NetworkConfig::uniform(8, Duration::from_micros(2)),
        2,
        |_, c| c,
    );
    let seen = Rc::new(RefCell::new(Vec::new()));
    let log = Rc::clone(&seen);
    // Drop the first three CONNECTs and the first ACCEPT.
    let (mut connects, mut accepts) = (0, 0);
    net.drop_filter = Some(DropFilter(Box::new(move |bytes| {
        let packet = Packet::new_unchecked(bytes);
        match packet.opcode() {
            Ok(Opcode::Connect) => {
                connects += 1;
                log.borrow_mut().push(Opcode::Connect);
                connects <= 3
            }
            Ok(Opcode::Accept) => {
                accepts += 1;
                accepts <= 1
            }
            _ => false,
        }
    })));
    let conn = net.hosts[0]
        .endpoint
        .connect(
            Instant::ZERO,
            host_addr(1),
            DEFAULT_UDP_PORT,
            ConnectionConfig::default(),
        )
        .unwrap();
    let up = net.run_until(Instant::from_nanos(100_000_000), |n| {
        n.hosts[0].endpoint.connection(conn).unwrap().state() == ConnectionState::Established
    });
    assert!(up, "established despite the losses");
    assert_eq!(
        seen.borrow().len(),
        5,
        "three lost, one answered by a lost ACCEPT, one through"
    );
    assert_eq!(net.stats.filtered, 4);
    // Backoff: 1 + 2 + 4 + 8 times the 200 us initial RTO before the fifth attempt.
    assert!(
        net.now() >= Instant::from_nanos(3_000_000),
        "retries back off"
    );
}

#[test]
fn each_connect_retry_leaves_from_another_source_port() {
    use metaroce::{Endpoint, EndpointConfig};
    let mut endpoint = Endpoint::new(EndpointConfig::new(host_addr(0))).unwrap();
    endpoint
        .connect(
            Instant::ZERO,
            host_addr(1),
            DEFAULT_UDP_PORT,
            ConnectionConfig::default(),
        )
        .unwrap();
    let mut buf = vec![0u8; 256];
    let mut ports = Vec::new();
    let mut now = Instant::ZERO;
    for _ in 0..4 {
        let transmit = endpoint
            .poll_transmit(now, &mut buf)
            .expect("a CONNECT is due");
        assert_eq!(transmit.opcode, Opcode::Connect);
        ports.push(transmit.src_port);
        assert!(
            endpoint.poll_transmit(now, &mut buf).is_none(),
            "one CONNECT per attempt"
        );
        now = endpoint.poll_timeout().expect("a retry is scheduled");
    }
    let mut distinct = ports.clone();
    distinct.sort_unstable();
    distinct.dedup();
    assert_eq!(distinct.len(), 4, "ports {ports:?}");
}
