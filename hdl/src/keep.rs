//! The byte count of an AXI-Stream beat whose `tkeep` is contiguous from lane 0.
//!
//! The parser and placement both need a beat's byte count in the clock the beat arrives,
//! straight from an input port. A priority search for the first clear lane is a chain of
//! about 20 LUTs; under the stream's contract (lanes `0..n` set, the rest clear) the count
//! `n` is the one lane `i` with `tkeep[i - 1]` set and `tkeep[i]` clear, so each count bit
//! is an OR over the lanes whose index has that bit (the masks below): two-input terms under a balanced OR,
//! three LUT levels. A `tkeep` that breaks the contract gives a meaningless count (the
//! frame then fails the length checks downstream).

use rust_hdl::prelude::*;

/// `count` = the number of set lanes of a contiguous `keep` (0 to 64), combinational.
#[derive(LogicBlock, Default)]
pub struct KeepByteCount {
    /// Byte enables of one 512-bit beat, contiguous from lane 0.
    pub keep: Signal<In, Bits<64>>,
    /// Bytes in the beat.
    pub count: Signal<Out, Bits<7>>,
    /// Bit `i` set where lane `i - 1` is kept and lane `i` is not: the count, one-hot.
    boundary: Signal<Local, Bits<64>>,
}

impl Logic for KeepByteCount {
    #[hdl_gen]
    fn update(&mut self) {
        self.boundary.next = (self.keep.val() << 1) & !self.keep.val();
        self.count.next = 0.into();
        if (self.boundary.val() & bits::<64>(0xAAAA_AAAA_AAAA_AAAA_u64)).any() {
            self.count.next = self.count.val() | 1;
        }
        if (self.boundary.val() & bits::<64>(0xCCCC_CCCC_CCCC_CCCC_u64)).any() {
            self.count.next = self.count.val() | 2;
        }
        if (self.boundary.val() & bits::<64>(0xF0F0_F0F0_F0F0_F0F0_u64)).any() {
            self.count.next = self.count.val() | 4;
        }
        if (self.boundary.val() & bits::<64>(0xFF00_FF00_FF00_FF00_u64)).any() {
            self.count.next = self.count.val() | 8;
        }
        if (self.boundary.val() & bits::<64>(0xFFFF_0000_FFFF_0000_u64)).any() {
            self.count.next = self.count.val() | 16;
        }
        if (self.boundary.val() & bits::<64>(0xFFFF_FFFF_0000_0000_u64)).any() {
            self.count.next = self.count.val() | 32;
        }
        // All 64 lanes kept: no boundary inside the beat.
        if self.keep.val().get_bit(63) {
            self.count.next = self.count.val() | 64;
        }
    }
}

impl std::fmt::Debug for KeepByteCount {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("KeepByteCount").finish_non_exhaustive()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn count_of(keep: u64) -> u64 {
        let mut block = KeepByteCount::default();
        block.connect_all();
        block.keep.next = keep.to_bits();
        assert!(simulate(&mut block, 10), "the count settles");
        block.count.val().index() as u64
    }

    #[test]
    fn counts_every_contiguous_keep_from_empty_to_full() {
        for n in 0..=64u32 {
            let keep = if n == 64 { u64::MAX } else { (1u64 << n) - 1 };
            assert_eq!(count_of(keep), n as u64, "keep = {keep:#x}");
        }
    }
}
