//! The simulator's virtual clock. Time is an integer count of picoseconds, so serialization
//! delays at 400 Gb/s (20 ps a byte) add up exactly and runs are bit-for-bit repeatable.

/// A point on the virtual clock, in picoseconds since the start of the run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct SimTime(u64);

const PS_PER_NS: u64 = 1_000;
const PS_PER_US: u64 = 1_000_000;

impl SimTime {
    /// The start of every run.
    pub const ZERO: SimTime = SimTime(0);

    pub const fn from_ps(ps: u64) -> Self {
        SimTime(ps)
    }

    pub const fn from_ns(ns: u64) -> Self {
        SimTime(ns.saturating_mul(PS_PER_NS))
    }

    pub const fn from_us(us: u64) -> Self {
        SimTime(us.saturating_mul(PS_PER_US))
    }

    pub const fn as_ps(self) -> u64 {
        self.0
    }

    /// Whole nanoseconds (rounded down).
    pub const fn as_ns(self) -> u64 {
        self.0 / PS_PER_NS
    }

    /// Microseconds as a float, for reports.
    pub fn as_us_f64(self) -> f64 {
        self.0 as f64 / PS_PER_US as f64
    }

    /// `self + ps`, saturating at the end of time.
    pub const fn plus_ps(self, ps: u64) -> Self {
        SimTime(self.0.saturating_add(ps))
    }

    /// Picoseconds from `earlier` to `self` (0 if `earlier` is later).
    pub const fn ps_since(self, earlier: SimTime) -> u64 {
        self.0.saturating_sub(earlier.0)
    }
}

/// Picoseconds to put `bytes` on a wire of `femtos_per_byte` (rounded up, so a port is
/// never faster than its rate).
pub fn serialization_ps(bytes: u32, femtos_per_byte: u64) -> u64 {
    (u64::from(bytes) * femtos_per_byte).div_ceil(1_000)
}

/// Femtoseconds per byte at `gbps` gigabits per second.
pub fn femtos_per_byte(gbps: f64) -> u64 {
    // 8 bits * 1e15 fs/s / (gbps * 1e9 bit/s)
    (8.0e6 / gbps).round().max(1.0) as u64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn serialization_delay_matches_line_rate() {
        // 4162 bytes at 400 Gb/s = 83.24 ns.
        assert_eq!(serialization_ps(4162, femtos_per_byte(400.0)), 83_240);
        // 1000 bytes at 100 Gb/s = 80 ns.
        assert_eq!(serialization_ps(1000, femtos_per_byte(100.0)), 80_000);
    }

    #[test]
    fn units_convert_to_picoseconds_and_saturate() {
        let t = SimTime::from_us(3).plus_ps(SimTime::from_ns(5).as_ps());
        assert_eq!(t.as_ps(), 3_005_000);
        assert_eq!(t.as_ns(), 3_005);
        assert_eq!(SimTime::from_ps(u64::MAX).plus_ps(1).as_ps(), u64::MAX);
    }
}
