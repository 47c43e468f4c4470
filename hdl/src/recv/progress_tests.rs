//! The placed update's tests of one candidate progress row, combinational.
//!
//! Cycle 2 of the placed update compares the packet against its receive's progress row as
//! it was before the update one ahead: the row read from the progress RAM, the row kept
//! beside it, or the row the update two ahead just wrote (`last_row`). Picking the row
//! first put the pick's select — `last_valid`, late in its clock — in front of a 32-bit
//! compare and a 64:1 bit select (the top level's route at a3d61bb: `last_valid` through
//! the forwarded row into `u3_bit`, −0.20 ns). Each candidate is tested by one of these,
//! from registers, and the verdicts are picked in the last LUT.

use rust_hdl::prelude::*;

use super::encoding::SEGMENT_COUNT_WIDTH as NW;
use super::table::Progress;

/// The tests of the packet's segment and message length against one progress row.
#[derive(LogicBlock, Default)]
pub struct ProgressTests {
    /// The candidate row.
    pub row: Signal<In, Progress>,
    /// The packet's segment.
    pub segment: Signal<In, Bits<NW>>,
    /// The packet's message length.
    pub msg_len: Signal<In, Bits<32>>,
    /// The row's message length is the packet's.
    pub same_len: Signal<Out, bool>,
    /// The segment is within the row's segments.
    pub segment_lt: Signal<Out, bool>,
    /// One segment left to place.
    pub left1: Signal<Out, bool>,
    /// Two segments left to place.
    pub left2: Signal<Out, bool>,
    /// The segment's bit is set: already placed.
    pub placed: Signal<Out, bool>,
    /// The row's bitmap as a signal of its own (yosys 0.23 cannot bit-select a part-select).
    bitmap: Signal<Local, Bits<64>>,
}

impl Logic for ProgressTests {
    #[hdl_gen]
    fn update(&mut self) {
        self.same_len.next = self.row.val().msg_len == self.msg_len.val();
        self.segment_lt.next = self.segment.val() < self.row.val().segments;
        self.left1.next = self.row.val().left == 1;
        self.left2.next = self.row.val().left == 2;
        self.bitmap.next = self.row.val().bitmap;
        self.placed.next = self
            .bitmap
            .val()
            .get_bit(self.segment.val().get_bits::<6>(0).index());
    }
}

impl std::fmt::Debug for ProgressTests {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ProgressTests").finish_non_exhaustive()
    }
}
