//! Sender-side congestion control behind a small trait, and MetaRoCE's per-path ECN AIMD.
//!
//! The transport keeps one controller per path. The trait lets the simulator plug in
//! baselines; [`EcnAimd`] is the default and its rule is documented in
//! `docs/protocol.md` ("Congestion control").

use std::fmt;
use std::time::Duration;

use crate::Instant;

/// Figures a controller exposes for monitoring.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct CcMetrics {
    /// Congestion window in bytes.
    pub window: u64,
    /// Smoothed fraction of CE-marked packets (DCTCP's alpha), if the controller keeps one.
    pub ce_fraction: f64,
    /// Whether the controller is still in slow start.
    pub slow_start: bool,
}

/// What one ACK told the sender about a path.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AckSample {
    /// Bytes newly acknowledged.
    pub acked_bytes: u64,
    /// Packets newly acknowledged.
    pub acked_packets: u64,
    /// CE-marked packets the receiver reported since the last ACK.
    pub ce_packets: u64,
    /// The path's smoothed RTT.
    pub srtt: Duration,
    /// Bytes that were in flight on the path just before this ACK.
    pub in_flight_before: u64,
}

/// A per-path congestion controller. All sizes are bytes.
pub trait CongestionControl: fmt::Debug + Send {
    /// `bytes` left on the path.
    fn on_sent(&mut self, now: Instant, bytes: u64);
    /// An ACK newly acknowledged something.
    fn on_ack(&mut self, now: Instant, sample: &AckSample);
    /// Packets totalling `lost_bytes` were declared lost; `congestive` is whether the path
    /// saw CE marks within the last RTT (a drop next to marks is a buffer overflow, a drop
    /// on a quiet path is corruption or a random drop).
    fn on_loss(&mut self, now: Instant, lost_bytes: u64, congestive: bool);
    /// The path's retransmission timer fired.
    fn on_timeout(&mut self, now: Instant);
    /// Bytes the path may have in flight.
    fn window(&self) -> u64;
    /// Monitoring figures.
    fn metrics(&self) -> CcMetrics;
}

/// Builds one controller per path; lets the simulator swap algorithms per connection.
pub trait CongestionControlFactory: fmt::Debug + Send + Sync {
    /// A fresh controller for a path carrying `mss`-byte packets.
    fn build(&self, mss: u64) -> Box<dyn CongestionControl>;
}

/// Tunables of [`EcnAimd`].
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct EcnAimdConfig {
    /// Initial window, in packets.
    pub initial_packets: u64,
    /// Smallest window, in packets.
    pub min_packets: u64,
    /// Largest window, in packets (the SACK window bounds it anyway).
    pub max_packets: u64,
    /// EWMA gain of the CE fraction (DCTCP's g).
    pub gain: f64,
    /// Additive increase per RTT, in packets.
    pub additive_packets: f64,
    /// Multiplicative decrease on a congestive loss.
    pub loss_decrease: f64,
}

impl Default for EcnAimdConfig {
    fn default() -> Self {
        Self {
            initial_packets: 4,
            min_packets: 1,
            max_packets: 256,
            gain: 1.0 / 16.0,
            additive_packets: 1.0,
            loss_decrease: 0.5,
        }
    }
}

/// Per-path ECN-driven AIMD with a DCTCP-style proportional decrease.
///
/// * Slow start (window += acked bytes) until the first CE mark or congestive loss; the
///   first mark halves the window and seeds `alpha` with the fraction of the round's
///   packets marked so far (DCTCP starts it at 1).
/// * Once per RTT: `alpha = (1 - g) * alpha + g * F`, `F` the fraction of packets marked
///   in that RTT; if any were marked, `window *= 1 - alpha / 2`.
/// * Otherwise additive increase of `additive_packets` MSS per RTT.
/// * Congestive loss: `window *= loss_decrease`, at most once per RTT. Non-congestive loss
///   leaves the window alone: on a lossy fabric with ECN, a drop with no marks around it
///   is not a queue overflow, and halving for it would make 1% random loss cost half the
///   throughput.
/// * Timeout: window back to the minimum, slow start again.
#[derive(Debug, Clone)]
pub struct EcnAimd {
    config: EcnAimdConfig,
    mss: u64,
    window: f64,
    /// `window` rounded, refreshed on every change (read once per packet sent).
    window_bytes: u64,
    slow_start: bool,
    alpha: f64,
    round_start: Option<Instant>,
    round_acked: u64,
    round_marked: u64,
    last_decrease: Option<Instant>,
    srtt: Duration,
}

impl EcnAimd {
    /// A controller for `mss`-byte packets.
    pub fn new(config: EcnAimdConfig, mss: u64) -> Self {
        Self {
            config,
            mss,
            window: (config.initial_packets * mss) as f64,
            window_bytes: config.initial_packets * mss,
            slow_start: true,
            alpha: 0.0,
            round_start: None,
            round_acked: 0,
            round_marked: 0,
            last_decrease: None,
            srtt: Duration::ZERO,
        }
    }

    fn clamp(&mut self) {
        let min = (self.config.min_packets * self.mss) as f64;
        let max = (self.config.max_packets * self.mss) as f64;
        self.window = self.window.clamp(min, max);
        self.window_bytes = self.window as u64;
    }

    fn may_decrease(&self, now: Instant) -> bool {
        self.last_decrease
            .is_none_or(|at| now.saturating_duration_since(at) >= self.srtt)
    }
}

impl CongestionControl for EcnAimd {
    fn on_sent(&mut self, _now: Instant, _bytes: u64) {}

    fn on_ack(&mut self, now: Instant, sample: &AckSample) {
        let AckSample {
            acked_bytes,
            acked_packets,
            ce_packets,
            srtt,
            in_flight_before,
        } = *sample;
        self.srtt = srtt;
        // Congestion-window validation: only a path that was using its window may grow
        // it. A path limited by the NIC or by its siblings would otherwise inflate its
        // window without ever testing it, and dump it into the network later.
        let window_limited = in_flight_before * 2 >= self.window_bytes;
        let start = *self.round_start.get_or_insert(now);
        self.round_acked += acked_packets;
        self.round_marked += ce_packets;
        if ce_packets == 0 && window_limited {
            if self.slow_start {
                self.window += acked_bytes as f64;
            } else {
                self.window +=
                    self.config.additive_packets * (self.mss * acked_bytes) as f64 / self.window;
            }
        }
        if now.saturating_duration_since(start) >= srtt && self.round_acked > 0 {
            let fraction = (self.round_marked as f64 / self.round_acked as f64).min(1.0);
            self.alpha = (1.0 - self.config.gain) * self.alpha + self.config.gain * fraction;
            if self.round_marked > 0 {
                self.window *= 1.0 - self.alpha / 2.0;
                self.slow_start = false;
                self.last_decrease = Some(now);
            }
            self.round_start = Some(now);
            self.round_acked = 0;
            self.round_marked = 0;
        } else if ce_packets > 0 && self.slow_start {
            // First marks end slow start at once: halve, as DCTCP does with alpha = 1. The
            // estimate then starts from the fraction marked so far in this round, not from
            // DCTCP's 1: with g = 1/16 an alpha of 1 takes some 16 RTTs to forget, longer
            // than most flows here live, and every marked round would halve the window.
            self.slow_start = false;
            self.alpha = (self.round_marked as f64 / self.round_acked.max(1) as f64).min(1.0);
            self.window /= 2.0;
            self.last_decrease = Some(now);
        }
        self.clamp();
    }

    fn on_loss(&mut self, now: Instant, _lost_bytes: u64, congestive: bool) {
        if congestive && self.may_decrease(now) {
            self.window *= self.config.loss_decrease;
            self.slow_start = false;
            self.last_decrease = Some(now);
            self.clamp();
        }
    }

    fn on_timeout(&mut self, now: Instant) {
        self.window = (self.config.min_packets * self.mss) as f64;
        self.slow_start = true;
        self.last_decrease = Some(now);
        self.clamp();
    }

    fn window(&self) -> u64 {
        self.window_bytes
    }

    fn metrics(&self) -> CcMetrics {
        CcMetrics {
            window: self.window(),
            ce_fraction: self.alpha,
            slow_start: self.slow_start,
        }
    }
}

/// Builds [`EcnAimd`] controllers.
#[derive(Debug, Clone, Copy, Default)]
pub struct EcnAimdFactory(pub EcnAimdConfig);

impl CongestionControlFactory for EcnAimdFactory {
    fn build(&self, mss: u64) -> Box<dyn CongestionControl> {
        Box::new(EcnAimd::new(self.0, mss))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MSS: u64 = 4096;

    fn ack(now: Instant, cc: &mut EcnAimd, packets: u64, marked: u64) {
        cc.on_ack(
            now,
            &AckSample {
                acked_bytes: packets * MSS,
                acked_packets: packets,
                ce_packets: marked,
                srtt: Duration::from_micros(10),
                in_flight_before: cc.window(),
            },
        );
    }

    #[test]
    fn the_first_marks_halve_the_window_and_seed_alpha_with_the_marked_fraction() {
        let mut cc = EcnAimd::new(EcnAimdConfig::default(), MSS);
        let t0 = Instant::from_nanos(1_000);
        ack(t0, &mut cc, 3, 0);
        let before = cc.window();
        ack(t0 + Duration::from_micros(1), &mut cc, 1, 1);
        let m = cc.metrics();
        assert!(!m.slow_start);
        assert_eq!(m.window, before / 2);
        assert_eq!(m.ce_fraction, 0.25, "1 of the round's 4 packets was marked");
    }

    #[test]
    fn a_lightly_marked_round_after_slow_start_costs_little_not_half() {
        let mut cc = EcnAimd::new(EcnAimdConfig::default(), MSS);
        let t0 = Instant::from_nanos(1_000);
        ack(t0, &mut cc, 4, 0);
        // Slow start ends mid-round on one marked packet in eight.
        ack(t0 + Duration::from_micros(1), &mut cc, 4, 1);
        assert!(!cc.metrics().slow_start);
        let after_exit = cc.window();
        // The round closes with 2 of its 24 packets marked: DCTCP's proportional decrease
        // (alpha near 1/8) trims the window; an alpha still at 1 would halve it.
        ack(t0 + Duration::from_micros(12), &mut cc, 16, 1);
        assert!(
            cc.window() as f64 > 0.9 * after_exit as f64,
            "window {} after a lightly marked round, {} before",
            cc.window(),
            after_exit
        );
    }
}
