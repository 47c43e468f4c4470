//! Pure-wiring primitives that Rust-HDL's `hdl_gen` subset cannot express.
//!
//! `hdl_gen` has no concatenation and forbids building a value bit-slice by bit-slice, so
//! a byte-order reversal (free in hardware: it is only wires) is written here as a leaf block
//! with its own Verilog, like Rust-HDL's own `DFF` and `RAM` widgets. The Verilator
//! co-simulation tests check the Verilog against this Rust.

use rust_hdl::prelude::*;

/// Reads the first 128 bytes of a frame, held as two 512-bit AXI-Stream beats (byte `k` in
/// lanes `8k..8k+8`), as one big-endian number: a field of `n` bytes at frame offset `a` is
/// bits `8 * (128 - a - n) ..` of `big_endian` (Verilog module `<parent>__<field>`).
#[derive(LogicBlock, Default)]
pub struct BigEndianHeader {
    /// Frame bytes 0..64.
    pub first_beat: Signal<In, Bits<512>>,
    /// Frame bytes 64..128.
    pub second_beat: Signal<In, Bits<512>>,
    /// Frame bytes 0..128, byte 0 most significant.
    pub big_endian: Signal<Out, Bits<1024>>,
}

impl Logic for BigEndianHeader {
    fn update(&mut self) {
        let first = self.first_beat.val();
        let second = self.second_beat.val();
        let mut out: Bits<1024> = 0.into();
        for byte in 0..64 {
            let low = bit_cast::<1024, 8>(first.get_bits::<8>(8 * byte));
            let high = bit_cast::<1024, 8>(second.get_bits::<8>(8 * byte));
            out = out | (low << (8 * (127 - byte)) as u64) | (high << (8 * (63 - byte)) as u64);
        }
        self.big_endian.next = out;
    }

    fn connect(&mut self) {
        self.big_endian.connect();
    }

    fn hdl(&self) -> Verilog {
        Verilog::Custom(
            "\
integer byte_index;
always @(*) begin
    for (byte_index = 0; byte_index < 64; byte_index = byte_index + 1) begin
        big_endian[8 * (127 - byte_index) +: 8] = first_beat[8 * byte_index +: 8];
        big_endian[8 * (63 - byte_index) +: 8] = second_beat[8 * byte_index +: 8];
    end
end"
            .into(),
        )
    }
}

impl std::fmt::Debug for BigEndianHeader {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("BigEndianHeader").finish_non_exhaustive()
    }
}
