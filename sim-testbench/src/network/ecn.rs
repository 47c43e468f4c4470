//! RED-style ECN marking on the instantaneous queue (as DCQCN-era switches do): no marks
//! below Kmin, a probability rising linearly to Pmax at Kmax, and every packet at or above
//! Kmax. Only ECN-capable (ECT) packets are ever marked.

/// Marking thresholds of one switch configuration.
#[derive(Clone, Copy, Debug)]
pub struct EcnMarker {
    kmin: u64,
    kmax: u64,
    pmax: f64,
}

impl EcnMarker {
    pub fn new(kmin: u64, kmax: u64, pmax: f64) -> Self {
        EcnMarker { kmin, kmax, pmax }
    }

    /// Probability of marking a packet that finds `queued_bytes` ahead of it.
    pub fn probability(&self, queued_bytes: u64) -> f64 {
        if queued_bytes <= self.kmin {
            0.0
        } else if queued_bytes >= self.kmax {
            1.0
        } else {
            self.pmax * (queued_bytes - self.kmin) as f64 / (self.kmax - self.kmin) as f64
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marking_probability_ramps_between_thresholds() {
        let marker = EcnMarker::new(100, 300, 0.5);
        assert_eq!(marker.probability(50), 0.0);
        assert_eq!(marker.probability(100), 0.0);
        assert_eq!(marker.probability(200), 0.25);
        assert_eq!(marker.probability(300), 1.0);
        assert_eq!(marker.probability(10_000), 1.0);
    }

    #[test]
    fn equal_thresholds_mark_like_a_step() {
        let marker = EcnMarker::new(100, 100, 1.0);
        assert_eq!(marker.probability(100), 0.0);
        assert_eq!(marker.probability(101), 1.0);
    }
}
