//! Wiring primitives that Rust-HDL's `hdl_gen` subset cannot express.
//!
//! `hdl_gen` has no concatenation and forbids building a value bit-slice by bit-slice, so
//! the byte-order reversals between AXI-Stream lane order and network byte order (free in
//! hardware: they are only wires) are written here as leaf blocks with their own Verilog,
//! like Rust-HDL's own `DFF` and `RAM` widgets. So are [`RegisterCopies`], one register kept
//! as several flip-flops that synthesis must not merge, and [`KeptRegister`], a register that
//! synthesis must not merge with another. The Verilator co-simulation tests
//! check the Verilog against this Rust.

use rust_hdl::core::bitvec::BitVec;
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
        let mut out = [false; 1024];
        for byte in 0..64 {
            for bit in 0..8 {
                out[8 * (127 - byte) + bit] = first.get_bit(8 * byte + bit);
                out[8 * (63 - byte) + bit] = second.get_bit(8 * byte + bit);
            }
        }
        self.big_endian.next = Bits::Long(BitVec::from(out));
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

/// The inverse of [`BigEndianHeader`]: lays the first 128 bytes of a frame, given as one
/// big-endian number (byte 0 most significant), onto two AXI-Stream beats.
#[derive(LogicBlock, Default)]
pub struct HeaderBeats {
    /// Frame bytes 0..128, byte 0 most significant.
    pub big_endian: Signal<In, Bits<1024>>,
    /// Frame bytes 0..64 in lane order.
    pub first_beat: Signal<Out, Bits<512>>,
    /// Frame bytes 64..128 in lane order.
    pub second_beat: Signal<Out, Bits<512>>,
}

impl Logic for HeaderBeats {
    fn update(&mut self) {
        let be = self.big_endian.val();
        let mut first = [false; 512];
        let mut second = [false; 512];
        for byte in 0..64 {
            for bit in 0..8 {
                first[8 * byte + bit] = be.get_bit(8 * (127 - byte) + bit);
                second[8 * byte + bit] = be.get_bit(8 * (63 - byte) + bit);
            }
        }
        self.first_beat.next = Bits::Long(BitVec::from(first));
        self.second_beat.next = Bits::Long(BitVec::from(second));
    }

    fn connect(&mut self) {
        self.first_beat.connect();
        self.second_beat.connect();
    }

    fn hdl(&self) -> Verilog {
        Verilog::Custom(
            "\
integer byte_index;
always @(*) begin
    for (byte_index = 0; byte_index < 64; byte_index = byte_index + 1) begin
        first_beat[8 * byte_index +: 8] = big_endian[8 * (127 - byte_index) +: 8];
        second_beat[8 * byte_index +: 8] = big_endian[8 * (63 - byte_index) +: 8];
    end
end"
            .into(),
        )
    }
}

impl std::fmt::Debug for HeaderBeats {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("HeaderBeats").finish_non_exhaustive()
    }
}

/// One bit registered into `N` flip-flops that hold the same value (Verilog module
/// `<parent>__<field>`): copies of a select that drives a thousand loads, each copy driving
/// a part of them (one 64-bit block of a ring) from close by. Synthesis merges identical
/// flip-flops, so each copy's `always` block carries Yosys' `keep` attribute.
#[derive(LogicBlock, Default)]
pub struct RegisterCopies<const N: usize> {
    /// The bit to register.
    pub d: Signal<In, bool>,
    /// Its copies, all equal to `d` of the clock before.
    pub q: Signal<Out, Bits<N>>,
    /// The clock.
    pub clock: Signal<In, Clock>,
}

impl<const N: usize> Logic for RegisterCopies<N> {
    fn update(&mut self) {
        if self.clock.pos_edge() {
            self.q.next = if self.d.val() {
                Bits::<N>::mask()
            } else {
                Bits::<N>::default()
            };
        }
    }

    fn connect(&mut self) {
        self.q.connect();
    }

    fn hdl(&self) -> Verilog {
        Verilog::Custom(format!(
            "\
initial begin
   q = {N}'h0;
end

genvar copy;
generate
    for (copy = 0; copy < {N}; copy = copy + 1) begin : copies
        (* keep *) always @(posedge clock) q[copy] <= d;
    end
endgenerate"
        ))
    }

    fn timing(&self) -> Vec<TimingInfo> {
        d_to_q_timing("register_copies")
    }
}

impl<const N: usize> std::fmt::Debug for RegisterCopies<N> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RegisterCopies").finish_non_exhaustive()
    }
}

/// A register that synthesis keeps apart from any register loading the same value (Verilog
/// module `<parent>__<field>`), a drop-in for Rust-HDL's `DFF<T>` (the same `d`, `q` and
/// `clock`). Yosys merges flip-flops with the same input after flattening — across blocks
/// too, and a plain register into a kept twin — so a private copy of a value with many
/// loads, placed next to the one path that needs it early in the clock, stays private only
/// when every copy is kept; and so does a block's input register that registers a value
/// another block also registers (the merge would leave one flip-flop, placed beside one of
/// them, driving both across the chip). Its `always` block carries Yosys' `keep`
/// attribute; `bitstreams/open-flow/glue_paths.py --merged` lists the registers a netlist
/// merged.
#[derive(LogicBlock, Default)]
pub struct KeptRegister<T: Synth> {
    /// The value to register.
    pub d: Signal<In, T>,
    /// `d` of the clock before.
    pub q: Signal<Out, T>,
    /// The clock.
    pub clock: Signal<In, Clock>,
}

impl<T: Synth> Logic for KeptRegister<T> {
    fn update(&mut self) {
        if self.clock.pos_edge() {
            self.q.next = self.d.val();
        }
    }

    fn connect(&mut self) {
        self.q.connect();
    }

    fn hdl(&self) -> Verilog {
        Verilog::Custom(format!(
            "\
initial begin
   q = {}'h0;
end

(* keep *) always @(posedge clock) q <= d;",
            T::BITS
        ))
    }

    fn timing(&self) -> Vec<TimingInfo> {
        d_to_q_timing("kept_register")
    }
}

impl<T: Synth> std::fmt::Debug for KeptRegister<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("KeptRegister").finish_non_exhaustive()
    }
}

/// The timing of a register block clocked by `clock`: `d` in, `q` out.
fn d_to_q_timing(name: &str) -> Vec<TimingInfo> {
    vec![TimingInfo {
        name: name.into(),
        clock: "clock".into(),
        inputs: vec!["d".into()],
        outputs: vec!["q".into()],
    }]
}

/// `select ? when_set : when_clear`, the last LUT before its loads: both inputs are kept
/// wires, which Yosys' `abc` maps as cut points, so the select — a flag that arrives late,
/// from a flip-flop placed far away — enters one LUT from the end instead of wherever the
/// depth-only mapping puts it (the 6b5e7ab route had the SACK unit's "is new" flag four LUTs
/// before the window RAM's write data). Verilog module `<parent>__<field>`.
#[derive(LogicBlock, Default)]
pub struct LateSelect<const N: usize> {
    /// Picks `when_set`.
    pub select: Signal<In, bool>,
    /// The value when `select` is set.
    pub when_set: Signal<In, Bits<N>>,
    /// The value when `select` is clear.
    pub when_clear: Signal<In, Bits<N>>,
    /// The picked value.
    pub picked: Signal<Out, Bits<N>>,
}

impl<const N: usize> Logic for LateSelect<N> {
    fn update(&mut self) {
        self.picked.next = if self.select.val() {
            self.when_set.val()
        } else {
            self.when_clear.val()
        };
    }

    fn connect(&mut self) {
        self.picked.connect();
    }

    fn hdl(&self) -> Verilog {
        Verilog::Custom(format!(
            "\
(* keep *) wire [{high}:0] set_kept = when_set;
(* keep *) wire [{high}:0] clear_kept = when_clear;
always @(*) picked = select ? set_kept : clear_kept;",
            high = N - 1
        ))
    }
}

impl<const N: usize> std::fmt::Debug for LateSelect<N> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("LateSelect").finish_non_exhaustive()
    }
}

/// [`LateSelect`] by block: the `N` bits in `B` blocks of `N / B`, each block picked by its
/// own select bit — the copies of one flag in [`RegisterCopies`], so no select drives a
/// thousand loads. Both inputs are kept wires, so a wide value that arrives late (a block
/// RAM's output, 4.26 ns after the clock on ECP5) passes one LUT, the pick, before its
/// register, instead of wherever the depth-only mapping puts it in a wider mux. Verilog module
/// `<parent>__<field>`.
#[derive(LogicBlock, Default)]
pub struct BlockLateSelect<const N: usize, const B: usize> {
    /// Bit `b` picks `when_set` for block `b` (bits `b * N / B ..`).
    pub select: Signal<In, Bits<B>>,
    /// The value where a block's select is set.
    pub when_set: Signal<In, Bits<N>>,
    /// The value where a block's select is clear.
    pub when_clear: Signal<In, Bits<N>>,
    /// The picked value.
    pub picked: Signal<Out, Bits<N>>,
}

impl<const N: usize, const B: usize> BlockLateSelect<N, B> {
    /// The bits of one block.
    const BLOCK_BITS: usize = {
        assert!(
            B > 0 && N % B == 0,
            "BlockLateSelect: N must be a multiple of B"
        );
        N / B
    };
}

impl<const N: usize, const B: usize> Logic for BlockLateSelect<N, B> {
    fn update(&mut self) {
        let width = Self::BLOCK_BITS;
        let block_ones = Bits::<N>::mask() >> ((N - width) as u64);
        let mut mask = Bits::<N>::default();
        for block in 0..B {
            if self.select.val().get_bit(block) {
                mask = mask | (block_ones << ((block * width) as u64));
            }
        }
        self.picked.next = (self.when_set.val() & mask) | (self.when_clear.val() & !mask);
    }

    fn connect(&mut self) {
        self.picked.connect();
    }

    fn hdl(&self) -> Verilog {
        Verilog::Custom(format!(
            "\
(* keep *) wire [{high}:0] set_kept = when_set;
(* keep *) wire [{high}:0] clear_kept = when_clear;
wire [{high}:0] block_select;
genvar block;
generate
    for (block = 0; block < {blocks}; block = block + 1) begin : blocks
        assign block_select[block * {width} +: {width}] = {{{width}{{select[block]}}}};
    end
endgenerate
always @(*) picked = (set_kept & block_select) | (clear_kept & ~block_select);",
            high = N - 1,
            blocks = B,
            width = Self::BLOCK_BITS,
        ))
    }
}

impl<const N: usize, const B: usize> std::fmt::Debug for BlockLateSelect<N, B> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("BlockLateSelect").finish_non_exhaustive()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pick(select: bool, when_set: u64, when_clear: u64) -> u64 {
        let mut block = LateSelect::<16>::default();
        block.connect_all();
        block.select.next = select;
        block.when_set.next = when_set.to_bits();
        block.when_clear.next = when_clear.to_bits();
        assert!(simulate(&mut block, 10), "the pick settles");
        block.picked.val().index() as u64
    }

    #[test]
    fn late_select_picks_when_set_only_while_select_is_high() {
        assert_eq!(pick(true, 0x1234, 0xabcd), 0x1234);
        assert_eq!(pick(false, 0x1234, 0xabcd), 0xabcd);
    }

    fn pick_blocks(select: u64, when_set: u64, when_clear: u64) -> u64 {
        let mut block = BlockLateSelect::<16, 4>::default();
        block.connect_all();
        block.select.next = select.to_bits();
        block.when_set.next = when_set.to_bits();
        block.when_clear.next = when_clear.to_bits();
        assert!(simulate(&mut block, 10), "the pick settles");
        block.picked.val().index() as u64
    }

    #[test]
    fn block_late_select_picks_each_block_by_its_own_select_bit() {
        assert_eq!(pick_blocks(0b0000, 0x1234, 0xabcd), 0xabcd);
        assert_eq!(pick_blocks(0b1111, 0x1234, 0xabcd), 0x1234);
        assert_eq!(pick_blocks(0b0101, 0x1234, 0xabcd), 0xa2c4);
        assert_eq!(pick_blocks(0b1010, 0x1234, 0xabcd), 0x1b3d);
    }

    #[test]
    fn block_late_select_verilog_keeps_both_inputs_and_replicates_each_select() {
        let Verilog::Custom(text) = BlockLateSelect::<16, 4>::default().hdl() else {
            panic!("BlockLateSelect emits custom Verilog");
        };
        assert!(text.contains("(* keep *) wire [15:0] set_kept = when_set;"));
        assert!(text.contains("(* keep *) wire [15:0] clear_kept = when_clear;"));
        assert!(text.contains("assign block_select[block * 4 +: 4] = {4{select[block]}};"));
    }

    #[test]
    fn late_select_verilog_keeps_both_inputs_as_cut_points() {
        let Verilog::Custom(text) = LateSelect::<16>::default().hdl() else {
            panic!("LateSelect emits custom Verilog");
        };
        assert!(text.contains("(* keep *) wire [15:0] set_kept = when_set;"));
        assert!(text.contains("(* keep *) wire [15:0] clear_kept = when_clear;"));
    }
}
