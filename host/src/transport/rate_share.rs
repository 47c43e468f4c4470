//! The receiver's fair-share rate hints: max-min fair shares of its ingress rate.
//!
//! Every hint interval the receiver measures how fast each connection delivered to it, and
//! water-fills its ingress rate over the active senders: a sender that used well under its
//! last hint is limited elsewhere and keeps what it used plus headroom; the rest is split
//! evenly among the others. The share goes into every ACK, and the sender caps itself at it,
//! so an N:1 incast converges in about one RTT instead of many rounds of ECN.

/// Headroom over a sender's measured rate, so a sender limited elsewhere can still grow.
pub const DEMAND_HEADROOM: f64 = 1.5;

/// A sender that used at least this fraction of its last hint counts as limited by the
/// hint: its demand is unbounded.
pub const UNCONSTRAINED_FRACTION: f64 = 0.5;

/// Computes max-min fair shares of `capacity` for senders whose demands are given, writing
/// each sender's share into `shares` (same order). Demands of zero get a zero share.
pub fn max_min_shares(capacity: f64, demands: &[f64], shares: &mut Vec<f64>) {
    shares.clear();
    shares.resize(demands.len(), 0.0);
    let mut order: Vec<usize> = (0..demands.len()).filter(|&i| demands[i] > 0.0).collect();
    order.sort_by(|&a, &b| demands[a].total_cmp(&demands[b]));
    let mut remaining = capacity;
    let mut left = order.len();
    for &i in &order {
        let fair = remaining / left as f64;
        let share = demands[i].min(fair);
        shares[i] = share;
        remaining -= share;
        left -= 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equal_demands_split_capacity_evenly() {
        let mut shares = Vec::new();
        max_min_shares(100.0, &[80.0; 4], &mut shares);
        assert_eq!(shares, vec![25.0; 4]);
    }

    #[test]
    fn a_sender_limited_elsewhere_leaves_its_unused_share_to_the_others() {
        let mut shares = Vec::new();
        max_min_shares(100.0, &[10.0, 200.0, 200.0], &mut shares);
        assert_eq!(shares, vec![10.0, 45.0, 45.0]);
    }

    #[test]
    fn idle_senders_get_nothing() {
        let mut shares = Vec::new();
        max_min_shares(100.0, &[0.0, 500.0], &mut shares);
        assert_eq!(shares, vec![0.0, 100.0]);
    }
}
