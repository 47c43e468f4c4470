//! The one-hot of the lowest set bit of a 64-bit mask, by two 32-bit carry chains.
//!
//! Why: the ACK scheduler picks the lowest due window every clock, `x & (!x + 1)` over 64
//! windows: one 64-bit carry chain, its worst path with its ports registered (7.95 ns,
//! 125.7 MHz at ed0e87b, four such chains into the candidate register). Here each half
//! has its own chain, both starting at once: the low half's carry out says the low half is
//! empty (`!x_lo + 1` overflows only when `x_lo` is zero), which lets the high half's pick
//! through in the same LUT that ANDs it.

use rust_hdl::prelude::*;

/// `first = x & (!x + 1)`, combinational.
#[derive(LogicBlock, Default)]
pub struct LowestOne {
    /// The mask.
    pub x: Signal<In, Bits<64>>,
    /// Its lowest set bit alone (zero when `x` is zero).
    pub first: Signal<Out, Bits<64>>,
    /// `!x_lo`, a signal of its own: negated inside the 33-bit cast, the Verilog would
    /// widen `x_lo` first and set bit 32 too.
    low_not: Signal<Local, Bits<32>>,
    /// `!x_lo + 1` with its carry out (bit 32: the low half is zero).
    low_sum: Signal<Local, Bits<33>>,
    high_sum: Signal<Local, Bits<32>>,
}

impl Logic for LowestOne {
    #[hdl_gen]
    fn update(&mut self) {
        self.low_not.next = !self.x.val().get_bits::<32>(0);
        self.low_sum.next = bit_cast::<33, 32>(self.low_not.val()) + 1;
        self.high_sum.next = !self.x.val().get_bits::<32>(32) + 1;
        self.first.next = bit_cast::<64, 32>(
            self.x.val().get_bits::<32>(0) & self.low_sum.val().get_bits::<32>(0),
        );
        if self.low_sum.val().get_bit(32) {
            self.first.next =
                bit_cast::<64, 32>(self.x.val().get_bits::<32>(32) & self.high_sum.val()) << 32;
        }
    }
}

impl std::fmt::Debug for LowestOne {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("LowestOne").finish_non_exhaustive()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn first_of(x: u64) -> u64 {
        let mut block = LowestOne::default();
        block.connect_all();
        block.x.next = x.to_bits();
        assert!(simulate(&mut block, 10), "the pick settles");
        block.first.val().to_u64()
    }

    #[test]
    fn lowest_one_keeps_only_the_lowest_set_bit_in_either_half_or_none() {
        let mut cases = vec![
            0,
            u64::MAX,
            1 << 31,
            1 << 32,
            (1 << 32) | (1 << 31),
            1 << 63,
        ];
        cases.extend((0..64).map(|bit| 1u64 << bit));
        cases.extend((0..64).map(|bit| u64::MAX << bit));
        let mut x = 0x9e37_79b9_7f4a_7c15_u64;
        for _ in 0..2000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            cases.push(x);
            cases.push(x & 0xffff_ffff_0000_0000);
            cases.push(x & (x >> 5) & (x >> 11));
        }
        for x in cases {
            assert_eq!(first_of(x), x & x.wrapping_neg(), "x {x:#018x}");
        }
    }
}
