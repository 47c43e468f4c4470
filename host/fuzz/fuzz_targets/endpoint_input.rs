//! Arbitrary datagrams into a live endpoint with a registered region: no panic, and the
//! endpoint keeps answering.
#![no_main]

use std::net::Ipv4Addr;

use libfuzzer_sys::fuzz_target;
use metaroce::transport::Access;
use metaroce::wire::Ecn;
use metaroce::{Datagram, Endpoint, EndpointConfig, Instant};

fuzz_target!(|data: &[u8]| {
    let mut endpoint = Endpoint::new(EndpointConfig::new(Ipv4Addr::new(10, 0, 0, 2))).unwrap();
    endpoint.register_memory(0x1000, 4096, Access::ALL).unwrap();
    let mut buf = vec![0u8; 9000];
    for (i, chunk) in data.split(|&b| b == 0xA5).enumerate() {
        let now = Instant::from_nanos(i as u64 * 1000);
        let datagram = Datagram {
            src_addr: Ipv4Addr::new(10, 0, 0, 1),
            src_port: 50000,
            ecn: Ecn::Ce,
            payload: chunk,
        };
        endpoint.handle_datagram(now, datagram);
        if endpoint.poll_timeout().is_some_and(|at| at <= now) {
            endpoint.handle_timeout(now);
        }
        while endpoint.poll_transmit(now, &mut buf).is_some() {}
        while endpoint.poll_event().is_some() {}
    }
});
