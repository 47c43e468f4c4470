//! Seeded random streams. Each purpose (fault placement, workload, link loss, ECN marking,
//! ECMP seeds, transports) draws from its own ChaCha stream of the scenario seed, so changing
//! how often one part draws does not shift the numbers another part sees: two transports run
//! on the same scenario and seed get the same flows and the same broken links.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// What a random stream is used for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RngPurpose {
    /// Per-switch ECMP hash seeds.
    EcmpSeeds = 1,
    /// Which links are cut, degraded or flapping.
    FaultPlacement = 2,
    /// Who talks to whom, and start jitter.
    Workload = 3,
    /// Random packet loss on links.
    LinkLoss = 4,
    /// RED-style probabilistic ECN marking.
    EcnMarking = 5,
    /// Transport-internal choices (source ports, initial sequence numbers).
    Transport = 6,
}

/// The random stream for `purpose` under `seed`.
pub fn stream(seed: u64, purpose: RngPurpose) -> ChaCha8Rng {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    rng.set_stream(purpose as u64);
    rng
}

/// A fast 64-bit mixer (splitmix64 finalizer): ECMP hashing and data patterns use it.
pub fn mix64(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::Rng;

    #[test]
    fn streams_of_one_seed_differ_and_repeat() {
        let a: u64 = stream(7, RngPurpose::Workload).random();
        let b: u64 = stream(7, RngPurpose::LinkLoss).random();
        let again: u64 = stream(7, RngPurpose::Workload).random();
        assert_ne!(a, b);
        assert_eq!(a, again);
    }
}
