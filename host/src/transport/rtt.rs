//! Per-path round-trip time estimation (RFC 6298 smoothing, plus the minimum seen).
//!
//! Each path is its own route through the fabric, so each has its own estimator: the RTO of
//! a slow path must not fire early on a fast sibling's numbers, and the minimum RTT of a
//! path is its propagation delay, which the congestion controller and the receiver-hint cap
//! use as the base RTT.

use std::time::Duration;

/// Smoothed RTT, its variation, and the minimum of one path.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RttEstimator {
    srtt: Option<Duration>,
    rttvar: Duration,
    min: Option<Duration>,
    latest: Duration,
}

impl Default for RttEstimator {
    fn default() -> Self {
        Self::new()
    }
}

impl RttEstimator {
    /// An estimator with no samples.
    pub const fn new() -> Self {
        Self {
            srtt: None,
            rttvar: Duration::ZERO,
            min: None,
            latest: Duration::ZERO,
        }
    }

    /// Feeds one RTT sample.
    pub fn update(&mut self, sample: Duration) {
        self.latest = sample;
        self.min = Some(self.min.map_or(sample, |m| m.min(sample)));
        match self.srtt {
            None => {
                self.srtt = Some(sample);
                self.rttvar = sample / 2;
            }
            Some(srtt) => {
                let delta = srtt.abs_diff(sample);
                self.rttvar = (self.rttvar * 3 + delta) / 4;
                self.srtt = Some((srtt * 7 + sample) / 8);
            }
        }
    }

    /// Smoothed RTT, if any sample was taken.
    pub const fn smoothed(&self) -> Option<Duration> {
        self.srtt
    }

    /// RTT variation.
    pub const fn variation(&self) -> Duration {
        self.rttvar
    }

    /// Smallest sample seen: the path's base RTT.
    pub const fn min(&self) -> Option<Duration> {
        self.min
    }

    /// The most recent sample.
    pub const fn latest(&self) -> Duration {
        self.latest
    }

    /// Retransmission timeout: `srtt + 4 * rttvar`, clamped to `[min_rto, max_rto]`;
    /// `initial` before the first sample.
    pub fn rto(&self, initial: Duration, min_rto: Duration, max_rto: Duration) -> Duration {
        match self.srtt {
            None => initial,
            Some(srtt) => (srtt + self.rttvar * 4).clamp(min_rto, max_rto),
        }
    }
}
