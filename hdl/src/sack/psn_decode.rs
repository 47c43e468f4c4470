//! What cycle 0 of the SACK unit decodes from an operation's PSN, for one input.
//!
//! Why: cycle 0 takes its PSN from the update port or the command port, picked by the
//! top level's due flag, and registers a dozen things made from it (the start class's gap,
//! the one-hots of its offset and block, the prefix tests' ends). With the pick in front,
//! the due flag — a register across the chip — started each of them: the top level's route
//! at a4a1051 had it through the pick and a 32-bit subtraction into `a_start_gap`
//! (−0.75 ns), and into `a_notail_b` and `a_slot_b_oh` (−0.30). One `PsnDecode` per input
//! makes them from the ports, and the due flag picks the results just before their
//! registers, as cycle 0 already does for its window compares.

use rust_hdl::prelude::*;

/// Cycle 0's decodes of one PSN, combinational.
#[derive(LogicBlock, Default)]
pub struct PsnDecode {
    /// The operation's PSN (an update's, or a command's base).
    pub psn: Signal<In, Bits<32>>,
    /// The PSN of the operation now in cycle 1 (which is in cycle 2 when this one is in 1).
    pub ahead_psn: Signal<In, Bits<32>>,
    /// `psn - ahead_psn`: the start class's gap.
    pub start_gap: Signal<Out, Bits<32>>,
    /// The one-hot of bits 0..5 of the PSN.
    pub low_oh: Signal<Out, Bits<32>>,
    /// The one-hot of bits 5..10 of the PSN.
    pub high_oh: Signal<Out, Bits<32>>,
    /// The block of `psn - 256` (the window's far end), one-hot.
    pub slot_a_oh: Signal<Out, Bits<16>>,
    /// The bits of that block up to and including the PSN's offset, clear.
    pub notail_a: Signal<Out, Bits<64>>,
    /// The block of `psn - 1`, one-hot.
    pub slot_b_oh: Signal<Out, Bits<16>>,
    /// The bits of that block above `psn - 1`'s offset, clear.
    pub notail_b: Signal<Out, Bits<64>>,
    ones64: Signal<Local, Bits<64>>,
    gap: Signal<Local, Bits<32>>,
    slot_a: Signal<Local, Bits<4>>,
    block_oh: Signal<Local, Bits<16>>,
}

impl Logic for PsnDecode {
    #[hdl_gen]
    fn update(&mut self) {
        self.ones64.next = 0xffff_ffff_ffff_ffff_u64.into();
        // (A signal of its own width: Verilog would widen the subtraction.)
        self.gap.next = self.psn.val() - self.ahead_psn.val();
        self.start_gap.next = self.gap.val();
        self.low_oh.next = bits::<32>(1) << self.psn.val().get_bits::<5>(0);
        self.high_oh.next = bits::<32>(1) << self.psn.val().get_bits::<5>(5);
        // The prefix tests' ends: `psn - 256` and `psn - 2^31 - 1` (whose block and offset
        // are `psn - 1`'s).
        self.slot_a.next = self.psn.val().get_bits::<4>(6) - 4;
        self.slot_a_oh.next = bits::<16>(1) << self.slot_a.val();
        self.notail_a.next = !((self.ones64.val() << self.psn.val().get_bits::<6>(0)) << 1);
        // `psn - 1` without the subtraction: its offset's bits up to it are the bits below
        // `psn`'s offset, all 64 when that offset is 0, where its block is the one before.
        self.block_oh.next = bits::<16>(1) << self.psn.val().get_bits::<4>(6);
        self.slot_b_oh.next = self.block_oh.val();
        self.notail_b.next = !(self.ones64.val() << self.psn.val().get_bits::<6>(0));
        if !self.psn.val().get_bits::<6>(0).any() {
            self.slot_b_oh.next = (self.block_oh.val() >> 1) | (self.block_oh.val() << 15);
            self.notail_b.next = self.ones64.val();
        }
    }
}
