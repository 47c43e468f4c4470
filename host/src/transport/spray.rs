//! Per-packet entropy spraying within one path.
//!
//! ECMP hashes a packet's 5-tuple, so a path on one UDP source port takes one route, and
//! eight paths take at most eight of the fabric's routes: with every host sending, some
//! links carry more subflows than others, and the flows crossing them finish late (see
//! `docs/results.md`). A spraying path draws its source port per packet from a set of
//! `entropies` ports, so its packets spread over the routes the way per-packet spraying in
//! the switches would spread them, while its window, RTT, PSNs and SACK window stay those
//! of one path. An entropy that lost a packet is left alone for a while: a cut or broken
//! link keeps dropping whatever hashes onto it until routing reconverges, and a random
//! drop costs the entropy nothing worse than a short rest. An entropy whose packet
//! prompted an ACK without CE marks is used again next (recycled, as UEC's REPS does): its
//! route had room a round trip ago, so the draws lean towards the routes with room.

use std::collections::VecDeque;
use std::time::Duration;

use crate::Instant;

/// How long an entropy that lost a packet is not drawn: long enough to ride out a routing
/// reconvergence in most fabrics, short enough that a random drop barely narrows the set.
pub const AVOID_AFTER_LOSS: Duration = Duration::from_millis(1);

/// Draws a tried before a path takes an entropy it is avoiding anyway.
const DRAW_ATTEMPTS: u32 = 8;

/// Entropies of clean ACKs kept for reuse; more are dropped (a random draw replaces them).
const RECYCLE_CAPACITY: usize = 16;

/// The spraying state of one path.
#[derive(Debug, Clone)]
pub struct Spray {
    entropies: u16,
    seed: u64,
    draws: u64,
    /// Entropies that lost a packet, oldest first, with when they may be drawn again.
    avoiding: VecDeque<(u16, Instant)>,
    /// Entropies of recent ACKs without CE marks, to be used first.
    recycled: VecDeque<u16>,
}

impl Spray {
    /// Spraying over `entropies` (at least 2) ports, drawn from `seed`.
    pub fn new(entropies: u16, seed: u64) -> Self {
        Self {
            entropies: entropies.max(2),
            seed,
            draws: 0,
            avoiding: VecDeque::new(),
            recycled: VecDeque::new(),
        }
    }

    /// How many entropies the path sprays over.
    pub fn entropies(&self) -> u16 {
        self.entropies
    }

    /// The entropy of the next packet: a recycled one if any, else uniform over the set;
    /// either way not one being avoided.
    pub fn draw(&mut self, now: Instant) -> u16 {
        while self
            .avoiding
            .front()
            .is_some_and(|&(_, until)| until <= now)
        {
            self.avoiding.pop_front();
        }
        while let Some(entropy) = self.recycled.pop_front() {
            if !self.is_avoided(entropy) {
                return entropy;
            }
        }
        let mut entropy = 0;
        for _ in 0..DRAW_ATTEMPTS {
            self.draws += 1;
            entropy = (mix(self.seed, self.draws) % u64::from(self.entropies)) as u16;
            if !self.is_avoided(entropy) {
                break;
            }
        }
        entropy
    }

    /// A packet sent on `entropy` was lost: avoid it for [`AVOID_AFTER_LOSS`]. At most half
    /// the set is avoided at once (the oldest entry gives way).
    pub fn on_lost(&mut self, now: Instant, entropy: u16) {
        if self.is_avoided(entropy) {
            return;
        }
        if self.avoiding.len() >= usize::from(self.entropies / 2) {
            self.avoiding.pop_front();
        }
        self.avoiding.push_back((entropy, now + AVOID_AFTER_LOSS));
    }

    /// An ACK without CE marks left the receiver from `ack_port`, the port of the packet
    /// that prompted it, on a path whose own port is `path_port`: reuse that entropy.
    pub fn on_clean_ack(&mut self, path_port: u16, ack_port: u16) {
        if let Some(entropy) = entropy_of(path_port, ack_port)
            && entropy < self.entropies
            && self.recycled.len() < RECYCLE_CAPACITY
        {
            self.recycled.push_back(entropy);
        }
    }

    /// The path moved to another port: its entropies now hash onto other routes.
    pub fn forget_losses(&mut self) {
        self.avoiding.clear();
        self.recycled.clear();
    }

    /// Whether `entropy` lost a packet recently.
    pub fn is_avoided(&self, entropy: u16) -> bool {
        self.avoiding.iter().any(|&(e, _)| e == entropy)
    }
}

/// The ephemeral port range that paths and their entropies take their source ports from.
pub(crate) const PORT_RANGE_START: u16 = 49152;
pub(crate) const PORT_RANGE_LEN: u32 = 16384;

/// The UDP source port of `entropy` for a path whose own port is `port`: entropy 0 is the
/// port itself, the others step through the ephemeral range by a prime stride, away from
/// the ports of the path's siblings and later epochs.
pub fn spray_port(port: u16, entropy: u16) -> u16 {
    let index = u32::from(port.wrapping_sub(PORT_RANGE_START)) + u32::from(entropy) * STRIDE;
    PORT_RANGE_START + (index % PORT_RANGE_LEN) as u16
}

/// The entropy whose port is `port` on a path whose own port is `path_port` (the inverse
/// of [`spray_port`]; `None` for a port outside the ephemeral range).
pub fn entropy_of(path_port: u16, port: u16) -> Option<u16> {
    if port < PORT_RANGE_START || path_port < PORT_RANGE_START {
        return None;
    }
    let steps = (u32::from(port - PORT_RANGE_START) + PORT_RANGE_LEN
        - u32::from(path_port - PORT_RANGE_START))
        % PORT_RANGE_LEN;
    // The range length is a power of two and the stride odd, so the stride is invertible.
    Some(((steps * STRIDE_INVERSE) % PORT_RANGE_LEN) as u16)
}

/// Step between a path's entropies' ports (odd, so the steps cover the range).
const STRIDE: u32 = 4099;

/// `STRIDE`'s inverse modulo `PORT_RANGE_LEN` (a power of two), by Newton's iteration.
const STRIDE_INVERSE: u32 = {
    let mut x = STRIDE;
    let mut i = 0;
    while i < 5 {
        x = x.wrapping_mul(2u32.wrapping_sub(STRIDE.wrapping_mul(x)));
        i += 1;
    }
    x % PORT_RANGE_LEN
};

/// SplitMix64's finaliser over `seed ^ value · φ`: cheap, deterministic scrambling.
pub(crate) fn mix(seed: u64, value: u64) -> u64 {
    let mut z = seed ^ value.wrapping_mul(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::transport::MAX_ENTROPIES_PER_PATH;

    #[test]
    fn draws_cover_every_entropy_evenly() {
        let mut spray = Spray::new(16, 7);
        let mut counts = [0u32; 16];
        for _ in 0..16_000 {
            counts[usize::from(spray.draw(Instant::ZERO))] += 1;
        }
        assert!(
            counts.iter().all(|&c| (800..1200).contains(&c)),
            "{counts:?}"
        );
    }

    #[test]
    fn an_entropy_that_lost_a_packet_rests_then_returns() {
        let mut spray = Spray::new(4, 1);
        let t0 = Instant::from_nanos(1_000);
        spray.on_lost(t0, 2);
        assert!((0..1000).all(|_| spray.draw(t0) != 2));
        let later = t0 + AVOID_AFTER_LOSS;
        assert!((0..1000).any(|_| spray.draw(later) == 2));
        assert!(!spray.is_avoided(2));
    }

    #[test]
    fn at_most_half_the_entropies_are_avoided() {
        let mut spray = Spray::new(4, 1);
        let t0 = Instant::from_nanos(1_000);
        for entropy in 0..4 {
            spray.on_lost(t0, entropy);
        }
        assert!(!spray.is_avoided(0) && !spray.is_avoided(1));
        assert!(spray.is_avoided(2) && spray.is_avoided(3));
    }

    #[test]
    fn a_clean_acks_entropy_is_drawn_next_unless_it_lost_a_packet_since() {
        let mut spray = Spray::new(64, 3);
        let t0 = Instant::from_nanos(1_000);
        let path_port = 50_000;
        spray.on_clean_ack(path_port, spray_port(path_port, 41));
        spray.on_clean_ack(path_port, spray_port(path_port, 9));
        spray.on_lost(t0, 9);
        assert_eq!(spray.draw(t0), 41);
        assert_ne!(spray.draw(t0), 9, "an avoided entropy is not reused");
        // Ports that are no entropy of this path (another path's, or outside the range).
        spray.on_clean_ack(path_port, spray_port(path_port, 500));
        spray.on_clean_ack(path_port, 4792);
        assert!(spray.recycled.is_empty());
    }

    #[test]
    fn every_entropys_port_maps_back_to_it() {
        for path_port in [49_152, 50_000, 65_535] {
            for entropy in 0..MAX_ENTROPIES_PER_PATH {
                let port = spray_port(path_port, entropy);
                assert_eq!(
                    entropy_of(path_port, port),
                    Some(entropy),
                    "{path_port} {port}"
                );
            }
        }
    }

    #[test]
    fn entropy_zero_is_the_paths_own_port_and_the_rest_differ() {
        let ports: Vec<u16> = (0..64).map(|e| spray_port(50_000, e)).collect();
        assert_eq!(ports[0], 50_000);
        let mut sorted = ports.clone();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(sorted.len(), 64);
        assert!(ports.iter().all(|p| (49_152..65_535).contains(p)));
    }
}
