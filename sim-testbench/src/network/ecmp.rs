//! ECMP: a switch picks one of its equal-cost next hops by hashing the packet's 5-tuple with
//! its own seed, so one flow (one 5-tuple) always takes one path, and different switches
//! split traffic independently (no hash polarization).

use crate::packet::FiveTuple;
use crate::rng::mix64;

/// Index in `0..choices` of the next hop for `tuple` at a switch with `switch_seed`.
pub fn ecmp_choice(tuple: &FiveTuple, switch_seed: u64, choices: usize) -> usize {
    let (addrs, ports) = tuple.hash_words();
    let hash = mix64(addrs ^ mix64(ports ^ switch_seed));
    // Multiply-shift range reduction: unbiased enough and no division.
    ((u128::from(hash) * choices as u128) >> 64) as usize
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::net::Ipv4Addr;

    fn tuple(src_port: u16) -> FiveTuple {
        FiveTuple {
            src: Ipv4Addr::new(10, 0, 0, 1),
            dst: Ipv4Addr::new(10, 0, 0, 9),
            src_port,
            dst_port: 4792,
        }
    }

    #[test]
    fn one_tuple_always_takes_one_path() {
        let first = ecmp_choice(&tuple(1000), 42, 8);
        assert!((0..100).all(|_| ecmp_choice(&tuple(1000), 42, 8) == first));
    }

    #[test]
    fn source_ports_spread_over_all_paths() {
        let mut counts = [0u32; 8];
        for port in 0..8000 {
            counts[ecmp_choice(&tuple(port), 7, 8)] += 1;
        }
        assert!(
            counts.iter().all(|&c| (800..1200).contains(&c)),
            "{counts:?}"
        );
    }
}
