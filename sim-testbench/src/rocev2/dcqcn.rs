//! DCQCN's reaction point (Zhu et al., SIGCOMM 2015): the per-QP sending rate of the RoCEv2
//! baseline. A CNP cuts the rate by alpha/2 and raises alpha; without CNPs alpha decays and the
//! rate recovers through fast recovery, additive and hyper increase, driven by a timer and a
//! byte counter. Alpha's decay is computed in closed form when needed rather than by timer
//! events, so an idle QP costs nothing.

use crate::scenario::DcqcnConfig;
use crate::time::SimTime;

/// DCQCN parameters in the units the algorithm uses.
#[derive(Clone, Copy, Debug)]
pub struct DcqcnParams {
    pub line_mbps: f64,
    pub g: f64,
    pub alpha_update_ps: u64,
    pub rate_increase_ps: u64,
    pub byte_counter_bytes: u64,
    pub fast_recovery_steps: u32,
    pub rate_ai_mbps: f64,
    pub rate_hai_mbps: f64,
    pub min_rate_mbps: f64,
}

impl DcqcnParams {
    pub fn new(config: &DcqcnConfig, line_gbps: f64) -> Self {
        DcqcnParams {
            line_mbps: line_gbps * 1000.0,
            g: config.g,
            alpha_update_ps: SimTime::from_us(config.alpha_update_us).as_ps(),
            rate_increase_ps: SimTime::from_us(config.rate_increase_us).as_ps(),
            byte_counter_bytes: config.byte_counter_bytes,
            fast_recovery_steps: config.fast_recovery_steps,
            rate_ai_mbps: config.rate_ai_mbps,
            rate_hai_mbps: config.rate_hai_mbps,
            min_rate_mbps: config.min_rate_mbps.min(line_gbps * 1000.0),
        }
    }
}

/// One QP's rate state.
#[derive(Clone, Debug)]
pub struct DcqcnRate {
    current_mbps: f64,
    target_mbps: f64,
    alpha: f64,
    alpha_updated_at: SimTime,
    /// Next rate-increase timer expiry; `None` while at line rate.
    increase_at: Option<SimTime>,
    timer_stage: u32,
    byte_stage: u32,
    bytes_since_stage: u64,
}

impl DcqcnRate {
    /// A QP starts at line rate.
    pub fn new(params: &DcqcnParams) -> Self {
        DcqcnRate {
            current_mbps: params.line_mbps,
            target_mbps: params.line_mbps,
            alpha: 1.0,
            alpha_updated_at: SimTime::ZERO,
            increase_at: None,
            timer_stage: 0,
            byte_stage: 0,
            bytes_since_stage: 0,
        }
    }

    pub fn rate_mbps(&self) -> f64 {
        self.current_mbps
    }

    /// Below line rate: packets must be paced.
    pub fn is_limited(&self, params: &DcqcnParams) -> bool {
        self.current_mbps < params.line_mbps
    }

    pub fn next_timer(&self) -> Option<SimTime> {
        self.increase_at
    }

    fn decay_alpha(&mut self, now: SimTime, params: &DcqcnParams) {
        let periods = now.ps_since(self.alpha_updated_at) / params.alpha_update_ps;
        if periods > 0 {
            let exponent = i32::try_from(periods).unwrap_or(i32::MAX);
            self.alpha *= (1.0 - params.g).powi(exponent);
            self.alpha_updated_at = self
                .alpha_updated_at
                .plus_ps(periods.saturating_mul(params.alpha_update_ps));
        }
    }

    /// A congestion notification arrived.
    pub fn on_cnp(&mut self, now: SimTime, params: &DcqcnParams) {
        self.decay_alpha(now, params);
        self.target_mbps = self.current_mbps;
        self.current_mbps =
            (self.current_mbps * (1.0 - self.alpha / 2.0)).max(params.min_rate_mbps);
        self.alpha = (1.0 - params.g) * self.alpha + params.g;
        self.alpha_updated_at = now;
        self.timer_stage = 0;
        self.byte_stage = 0;
        self.bytes_since_stage = 0;
        self.increase_at = Some(now.plus_ps(params.rate_increase_ps));
    }

    /// `bytes` were sent; the byte counter may trigger an increase.
    pub fn on_sent(&mut self, bytes: u64, params: &DcqcnParams) {
        if self.increase_at.is_none() {
            return;
        }
        self.bytes_since_stage += bytes;
        if self.bytes_since_stage >= params.byte_counter_bytes {
            self.bytes_since_stage -= params.byte_counter_bytes;
            self.byte_stage += 1;
            self.increase(params);
        }
    }

    /// The rate-increase timer fires for every period that ended by `now`.
    pub fn on_timer(&mut self, now: SimTime, params: &DcqcnParams) {
        while let Some(at) = self.increase_at {
            if at > now {
                break;
            }
            self.timer_stage += 1;
            self.increase_at = Some(at.plus_ps(params.rate_increase_ps));
            self.increase(params);
        }
    }

    fn increase(&mut self, params: &DcqcnParams) {
        let f = params.fast_recovery_steps;
        let (low, high) = if self.timer_stage < self.byte_stage {
            (self.timer_stage, self.byte_stage)
        } else {
            (self.byte_stage, self.timer_stage)
        };
        if high < f {
            // Fast recovery: back towards the rate before the cut.
        } else if low > f {
            self.target_mbps += f64::from(low - f) * params.rate_hai_mbps;
        } else {
            self.target_mbps += params.rate_ai_mbps;
        }
        self.target_mbps = self.target_mbps.min(params.line_mbps);
        self.current_mbps = ((self.current_mbps + self.target_mbps) / 2.0).min(params.line_mbps);
        if params.line_mbps - self.current_mbps < 1e-3 {
            self.current_mbps = params.line_mbps;
            self.increase_at = None;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn params() -> DcqcnParams {
        DcqcnParams::new(&DcqcnConfig::default(), 100.0)
    }

    #[test]
    fn cnp_halves_the_rate_at_first_and_timers_recover_it() {
        let p = params();
        let mut rate = DcqcnRate::new(&p);
        assert!(!rate.is_limited(&p));
        rate.on_cnp(SimTime::from_us(10), &p);
        assert!((rate.rate_mbps() - 50_000.0).abs() < 1.0);
        assert!(rate.is_limited(&p));
        let mut now = SimTime::from_us(10);
        for _ in 0..5000 {
            now = rate.next_timer().unwrap_or(now);
            rate.on_timer(now, &p);
            if !rate.is_limited(&p) {
                break;
            }
        }
        assert!(!rate.is_limited(&p));
        assert_eq!(rate.next_timer(), None);
    }

    #[test]
    fn repeated_cnps_cut_deeper_and_respect_the_minimum() {
        let p = params();
        let mut rate = DcqcnRate::new(&p);
        let mut previous = rate.rate_mbps();
        for i in 0..200 {
            rate.on_cnp(SimTime::from_us(i), &p);
            assert!(rate.rate_mbps() <= previous);
            previous = rate.rate_mbps();
        }
        assert_eq!(rate.rate_mbps(), p.min_rate_mbps);
    }
}
