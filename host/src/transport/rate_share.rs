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

/// Senders whose bytes left weigh less than this fraction of the mean still get this much
/// weight: a sender about to finish keeps enough to finish promptly.
pub const MIN_WEIGHT_OF_MEAN: f64 = 0.25;

/// Re-splits the shares of the senders limited by this receiver alone (`limited[i]`), whose
/// sum is what max-min fairness gave them, in proportion to the bytes each has left
/// (`remaining`), so that they finish together: an incast or a collective is done when its
/// last flow is, and equal shares would let the head start some senders got carry through
/// to the end. A sender whose bytes left are unknown (0: no message under way yet) weighs
/// as the mean; none weighs less than [`MIN_WEIGHT_OF_MEAN`] of it.
pub fn finish_together(shares: &mut [f64], limited: &[bool], remaining: &[u64]) {
    let (total_share, known, known_bytes) = shares
        .iter()
        .zip(limited)
        .zip(remaining)
        .filter(|((_, l), _)| **l)
        .fold((0.0, 0usize, 0.0), |(s, n, b), ((share, _), &r)| {
            (s + share, n + usize::from(r > 0), b + r as f64)
        });
    if known == 0 || total_share <= 0.0 {
        return;
    }
    let mean = known_bytes / known as f64;
    let weight = |r: u64| {
        if r == 0 {
            mean
        } else {
            (r as f64).max(mean * MIN_WEIGHT_OF_MEAN)
        }
    };
    let total_weight: f64 = limited
        .iter()
        .zip(remaining)
        .filter(|(l, _)| **l)
        .map(|(_, &r)| weight(r))
        .sum();
    for ((share, _), &r) in shares
        .iter_mut()
        .zip(limited)
        .zip(remaining)
        .filter(|((_, l), _)| **l)
    {
        *share = total_share * weight(r) / total_weight;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn senders_limited_here_share_in_proportion_to_bytes_left() {
        let mut shares = vec![10.0, 45.0, 45.0];
        finish_together(&mut shares, &[false, true, true], &[100, 3000, 1000]);
        assert_eq!(shares, vec![10.0, 67.5, 22.5]);
    }

    #[test]
    fn a_sender_near_its_end_keeps_a_floor_and_an_unknown_one_weighs_as_the_mean() {
        let mut shares = vec![30.0; 3];
        finish_together(&mut shares, &[true; 3], &[1, 0, 2000]);
        // Mean of the known: 1000.5; weights 250.125, 1000.5, 2000.
        let total = 250.125 + 1000.5 + 2000.0;
        let expected = [
            90.0 * 250.125 / total,
            90.0 * 1000.5 / total,
            90.0 * 2000.0 / total,
        ];
        for (share, want) in shares.iter().zip(expected) {
            assert!((share - want).abs() < 1e-9, "{shares:?}");
        }
    }

    #[test]
    fn without_any_known_bytes_left_the_fair_shares_stand() {
        let mut shares = vec![50.0, 50.0];
        finish_together(&mut shares, &[true, true], &[0, 0]);
        assert_eq!(shares, vec![50.0, 50.0]);
    }

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
