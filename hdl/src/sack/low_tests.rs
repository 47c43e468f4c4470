//! Where a PSN's 64-PSN block lies from a window's `low`, tested without the subtraction.
//!
//! Why: cycle 2 of the SACK unit asks of `j = psn_hi - low_hi` (bits 6..32 of `psn - low`,
//! `low` being 64-aligned) whether `j < 16` (the PSN is in the 1024-bit ring), `j < 4`
//! (within the 256-bit window) and `j == 0`. As zero tests of the difference they wait for
//! its 26-bit carry chain and then an OR tree: the unit's critical path with its ports
//! registered (8.02 ns at 9bfcccb). Here each is a test of the two registers instead. With
//! `P`, `L` the bits of `psn_hi`, `low_hi` above the low `k` and `p`, `l` the low `k` bits,
//! `j < 2^k` is `P == L` when `p >= l` and `P == L + 1` when not (the borrow out of the low
//! bits); and `P == L + 1` is `P + !L == 0`, which needs no carry: `(P ^ !L) == (P | !L) << 1`
//! (the carry-free test of a sum, one LUT a bit under an AND tree).

use rust_hdl::prelude::*;

/// `in_ring`, `near` and `at_low` of `psn_hi - low_hi` (26 bits), combinational.
#[derive(LogicBlock, Default)]
pub struct LowTests {
    /// Bits 6..32 of the PSN.
    pub psn_hi: Signal<In, Bits<26>>,
    /// Bits 6..32 of the window's `low`.
    pub low_hi: Signal<In, Bits<26>>,
    /// `psn_hi - low_hi < 16` (modulo `2^26`).
    pub in_ring: Signal<Out, bool>,
    /// `psn_hi - low_hi < 4`.
    pub near: Signal<Out, bool>,
    /// `psn_hi == low_hi`.
    pub at_low: Signal<Out, bool>,
    ring_p: Signal<Local, Bits<22>>,
    ring_not_l: Signal<Local, Bits<22>>,
    ring_carries: Signal<Local, Bits<22>>,
    near_p: Signal<Local, Bits<24>>,
    near_not_l: Signal<Local, Bits<24>>,
    near_carries: Signal<Local, Bits<24>>,
}

impl Logic for LowTests {
    #[hdl_gen]
    fn update(&mut self) {
        // `j < 16`: the bits above the low four.
        self.ring_p.next = self.psn_hi.val().get_bits::<22>(4);
        self.ring_not_l.next = !self.low_hi.val().get_bits::<22>(4);
        self.ring_carries.next = (self.ring_p.val() | self.ring_not_l.val()) << 1;
        if self.psn_hi.val().get_bits::<4>(0) >= self.low_hi.val().get_bits::<4>(0) {
            self.in_ring.next = self.ring_p.val() == !self.ring_not_l.val();
        } else {
            self.in_ring.next =
                (self.ring_p.val() ^ self.ring_not_l.val()) == self.ring_carries.val();
        }
        // `j < 4`: the bits above the low two.
        self.near_p.next = self.psn_hi.val().get_bits::<24>(2);
        self.near_not_l.next = !self.low_hi.val().get_bits::<24>(2);
        self.near_carries.next = (self.near_p.val() | self.near_not_l.val()) << 1;
        if self.psn_hi.val().get_bits::<2>(0) >= self.low_hi.val().get_bits::<2>(0) {
            self.near.next = self.near_p.val() == !self.near_not_l.val();
        } else {
            self.near.next = (self.near_p.val() ^ self.near_not_l.val()) == self.near_carries.val();
        }
        self.at_low.next = self.psn_hi.val() == self.low_hi.val();
    }
}

impl std::fmt::Debug for LowTests {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("LowTests").finish_non_exhaustive()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MASK: u64 = (1 << 26) - 1;

    fn tests_of(psn_hi: u64, low_hi: u64) -> (bool, bool, bool) {
        let mut block = LowTests::default();
        block.connect_all();
        block.psn_hi.next = psn_hi.to_bits();
        block.low_hi.next = low_hi.to_bits();
        assert!(simulate(&mut block, 10), "the tests settle");
        (block.in_ring.val(), block.near.val(), block.at_low.val())
    }

    fn check(psn_hi: u64, low_hi: u64) {
        let j = psn_hi.wrapping_sub(low_hi) & MASK;
        assert_eq!(
            tests_of(psn_hi, low_hi),
            (j < 16, j < 4, j == 0),
            "psn_hi {psn_hi:#x}, low_hi {low_hi:#x}"
        );
    }

    #[test]
    fn low_tests_match_the_subtraction_near_low_across_the_wrap_and_far_away() {
        let lows = [0, 1, 3, 15, 16, 17, 0x3f, 0x1234, MASK - 20, MASK - 3, MASK];
        for low in lows {
            for d in 0..40u64 {
                check((low + d) & MASK, low);
                check(low.wrapping_sub(d) & MASK, low);
            }
        }
        // Random pairs, and ones whose difference is within a few of 4 and 16.
        let mut x = 0x9e37_79b9_7f4a_7c15_u64;
        for _ in 0..3000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let low = x & MASK;
            check((x >> 26) & MASK, low);
            check((low + (x >> 58)) & MASK, low);
        }
    }
}
