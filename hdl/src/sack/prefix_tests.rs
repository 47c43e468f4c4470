//! Cycle 2's per-block tests of one candidate word's ring, so the source pick follows them.
//!
//! Why: cycle 2 of the SACK unit tests the window as it stands before the two operations
//! ahead, which is one of two words (the update stage's output or cycle 1's word). Picking
//! the word first put the pick's select (`b_sel_w`, 64 LUTs a copy) before every 64-bit
//! test: a76fd5e's top-level route had it 8.7 ns from `p_low_full` through the picked ring's
//! full test (its worst path). With both words tested here and the results picked per
//! block, the select is the last LUT before the registers.

use rust_hdl::prelude::*;

/// Per 64-bit block of `ring`: whether each prefix test passes there (`t_a`, `t_b`: full,
/// or spare, and set up to the end where the mask leaves the end's block open) and whether
/// the block at `low` (`at_low0`) or at `low + 1` (`at_low1`) is full; combinational.
#[derive(LogicBlock, Default)]
pub struct PrefixBlockTests {
    /// The window's ring with the bit of the packet two ahead.
    pub ring: Signal<In, Bits<1024>>,
    /// The first prefix's end mask: the bits past its end in the end's block, and all of
    /// every other block (their end tests pass).
    pub mask_a: Signal<In, Bits<1024>>,
    /// The second prefix's end mask.
    pub mask_b: Signal<In, Bits<1024>>,
    /// The blocks outside the first prefix's span.
    pub spare_a: Signal<In, Bits<16>>,
    /// The blocks outside the second prefix's span.
    pub spare_b: Signal<In, Bits<16>>,
    /// The one-hot of `low`'s block.
    pub lowoh: Signal<In, Bits<16>>,
    pub t_a: Signal<Out, Bits<16>>,
    pub t_b: Signal<Out, Bits<16>>,
    pub at_low0: Signal<Out, Bits<16>>,
    pub at_low1: Signal<Out, Bits<16>>,
    full: Signal<Local, Bits<16>>,
    end_a: Signal<Local, Bits<16>>,
    end_b: Signal<Local, Bits<16>>,
    lowoh1: Signal<Local, Bits<16>>,
}

impl Logic for PrefixBlockTests {
    #[hdl_gen]
    fn update(&mut self) {
        self.full.next = 0.into();
        self.end_a.next = 0.into();
        self.end_b.next = 0.into();
        for block in 0..16 {
            self.full.next = self
                .full
                .val()
                .replace_bit(block, self.ring.val().get_bits::<64>(block * 64).all());
            self.end_a.next = self.end_a.val().replace_bit(
                block,
                (self.ring.val().get_bits::<64>(block * 64)
                    | self.mask_a.val().get_bits::<64>(block * 64))
                .all(),
            );
            self.end_b.next = self.end_b.val().replace_bit(
                block,
                (self.ring.val().get_bits::<64>(block * 64)
                    | self.mask_b.val().get_bits::<64>(block * 64))
                .all(),
            );
        }
        self.t_a.next = (self.full.val() | self.spare_a.val()) & self.end_a.val();
        self.t_b.next = (self.full.val() | self.spare_b.val()) & self.end_b.val();
        self.lowoh1.next = (self.lowoh.val() << 1) | (self.lowoh.val() >> 15);
        self.at_low0.next = self.full.val() & self.lowoh.val();
        self.at_low1.next = self.full.val() & self.lowoh1.val();
    }
}

impl std::fmt::Debug for PrefixBlockTests {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PrefixBlockTests").finish_non_exhaustive()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    /// A ring of 16 blocks, each all ones, all ones but one bit, or random.
    fn ring_of(rng: &mut ChaCha8Rng) -> [u64; 16] {
        std::array::from_fn(|_| match rng.random_range(0..3) {
            0 => u64::MAX,
            1 => !(1u64 << rng.random_range(0..64)),
            _ => rng.random(),
        })
    }

    fn bits_of(blocks: &[u64; 16]) -> Bits<1024> {
        let mut bits: Bits<1024> = 0.into();
        for (i, block) in blocks.iter().enumerate() {
            bits = bits | (bit_cast::<1024, 64>(block.to_bits()) << (i as u64 * 64));
        }
        bits
    }

    /// A prefix's end mask: the bits past `end` in its block, and all of every other block.
    fn mask_of(end: usize) -> [u64; 16] {
        std::array::from_fn(|i| {
            if i == end / 64 {
                u64::MAX.checked_shl(end as u32 % 64 + 1).unwrap_or(0)
            } else {
                u64::MAX
            }
        })
    }

    #[test]
    fn prefix_block_tests_match_a_per_block_reference_on_random_rings() {
        let mut rng = ChaCha8Rng::seed_from_u64(0x9f1c);
        let mut block = PrefixBlockTests::default();
        block.connect_all();
        for _ in 0..300 {
            let ring = ring_of(&mut rng);
            let (end_a, end_b) = (rng.random_range(0..1024), rng.random_range(0..1024));
            let (mask_a, mask_b) = (mask_of(end_a), mask_of(end_b));
            let (spare_a, spare_b): (u16, u16) = (rng.random(), rng.random());
            let low = rng.random_range(0..16);
            block.ring.next = bits_of(&ring);
            block.mask_a.next = bits_of(&mask_a);
            block.mask_b.next = bits_of(&mask_b);
            block.spare_a.next = u64::from(spare_a).to_bits();
            block.spare_b.next = u64::from(spare_b).to_bits();
            block.lowoh.next = (1u64 << low).to_bits();
            assert!(simulate(&mut block, 10), "the tests settle");
            let full = |i: usize| ring[i] == u64::MAX;
            for i in 0..16 {
                let t_a = (full(i) || spare_a >> i & 1 == 1) && ring[i] | mask_a[i] == u64::MAX;
                let t_b = (full(i) || spare_b >> i & 1 == 1) && ring[i] | mask_b[i] == u64::MAX;
                assert_eq!(block.t_a.val().get_bit(i), t_a, "t_a block {i}");
                assert_eq!(block.t_b.val().get_bit(i), t_b, "t_b block {i}");
                assert_eq!(block.at_low0.val().get_bit(i), full(i) && i == low);
                assert_eq!(
                    block.at_low1.val().get_bit(i),
                    full(i) && i == (low + 1) % 16
                );
            }
        }
    }
}
