//! The SACK unit circuit: a lazily based window ring, the receive step's tests computed two
//! clocks ahead, a one-clock update loop and a pipelined search for the exact base.
//!
//! Each window is stored as a *ring* of [`RING_BITS`] bits indexed by `psn mod 1024` and a
//! *lazy base* `low <= base`, a multiple of 64 apart from the start: the ring holds the
//! received flags of PSNs `[low, low + 1024)`, every PSN in `[low, base)` is set (all of
//! them were received), nothing at or beyond `base + 256` is set, and `base - low` stays
//! far below 768. The exact base is never needed to update the window: a packet's bit sits
//! at a fixed ring position, and every test of the receive step is a bit or prefix test on
//! the ring:
//!
//! * received: bit `psn`; a new hole: bit `psn - 1` clear (bits below `base` are set);
//! * with `j = psn - low`: `j < 1024` and not received → new when `j < 256` or when every
//!   bit of `[low, psn - 256]` is set (`psn - 256 < base`), else out of window;
//! * `j >= 1024`: behind the base (`(base - psn) as i32 > 0`) exactly when
//!   `j > 2^31 + (base - low)`, i.e. `j > 2^31` and not every bit of
//!   `[low, psn - 2^31 - 1]` is set; otherwise out of window.
//!
//! A prefix test is "the 64-bit blocks from `low` up to the last one are full, and the last
//! one is set up to the end". `low` advances one block per update when the block at `low`
//! is full (a full block lies below `base`); the block is cleared and stands for the PSNs
//! 1024 later. None of the tests depends on where `low` is, only on which bits are set.
//!
//! Pipeline (one update or command per clock; the operations in flight on a window are at
//! most the two ahead of an update). Updates of one window come at least two clocks apart —
//! a DATA frame takes at least two 512-bit beats, so the datapath never issues them closer;
//! an update in the clock right after an update of its window is refused and flagged
//! (`m_update_refused`). So the operation right ahead of an update is never an update of its
//! window (at most a command, which sets no bit), and only the one two ahead can have set a
//! bit the tests must see:
//!
//! * cycle 0 — the operation is registered, its window's word read from the RAM, its
//!   window compared with the three operations ahead, and cycle 1's word pick decided; in
//!   a cycle with a lookup result due (`s_update_due`, a clock ahead of the connection
//!   table's verdict) these read the update's window whether or not the packet comes;
//! * cycle 1 — the window as cycle 2 needs it is registered: the RAM's word, the update
//!   stage's last output (forwarding), or the update stage's next input word when the
//!   operation ahead starts from it (the RAM's word, late in the clock, only in the pick's
//!   last LUT); whether cycle 2 takes the update stage's fresh output
//!   instead is decided, and the PSN's narrow values are decoded: its bit, the end blocks
//!   of the prefix tests and, per block, the bits past each end (a 1024-bit mask each, so
//!   every block's end tests read flip-flops of their own), a start's word, and the
//!   packet's class in a window the operation ahead starts;
//! * cycle 2 (*block tests*) — the window as it stands before the two operations ahead (a
//!   2:1 pick decided in cycle 1), with the bit of the packet two ahead when its PSN is
//!   in the ring (a register by now, decided without its class: a duplicate's bit is set
//!   already, and an out-of-window PSN's bit can only change "received" of the same PSN,
//!   which is cleared again here), is tested block by block: which blocks are full,
//!   whether the last block of each prefix test is set up to its end, the packet's own bit
//!   and the bit before it; the range of blocks each prefix spans; and where the PSN lies
//!   from `low`; each block's results are registered (each prefix test's share, the
//!   packet's bit and the bit before it, the blocks at `low` and `low + 1` full);
//! * cycle 3 (*predicates*) — the block flags are combined into class and new hole, and
//!   whether the block at `low` (the next one, if the packet two ahead advanced `low`) is
//!   full;
//! * cycle 4 (*update stage*, the only loop) — the bit set, a full block cleared, the
//!   counters and the ACK decision updated, and the word written back. The ring's wide
//!   logic reads registers only: "is new" and "advances" come in per-block copies, `low`'s
//!   block is kept as a one-hot beside the word, and the source pick is registered;
//! * cycles 5–12 — the exact base, a few LUT levels per stage: block-full flags, the first
//!   open block from `low` (lowest set bits as carry-chain one-hots), the ring from that
//!   block on (4:1 by quarter, then 4:1 by block), the block's first zero (`!x & (x + 1)`),
//!   `base`, and the 256 bits from it (4:1 by 16-bit group, by four bits, by one).
//!
//! The picks of 1024-bit words (cycles 1 to 4) have their selects registered in
//! [`RegisterCopies`]: one flip-flop per 64-bit block, so no select drives a thousand loads.
//!
//! Results come out [`RING_RESULT_LATENCY`] clocks after the update.

use rust_hdl::prelude::*;
use rust_hdl::widgets::prelude::DFF;

use super::encoding::WINDOW_INDEX_WIDTH as W;
#[cfg(doc)]
use super::encoding::{RING_BITS, RING_RESULT_LATENCY};
use super::low_tests::LowTests;
use super::psn_decode::PsnDecode;
use super::ram::WindowRam;
use crate::wiring::{BlockLateSelect, KeptRegister, LateSelect, RegisterCopies};

/// One window as stored in the window RAM.
#[derive(Clone, Copy, Debug, PartialEq, Default, LogicStruct)]
pub struct Word {
    /// Bit `p`: the PSN of `[low, low + 1024)` that is `p` modulo 1024 was received.
    pub ring: Bits<1024>,
    /// The lazy base: a lower bound of the base, 64-aligned apart from the window start.
    pub low: Bits<32>,
    /// CE-marked new packets.
    pub ce_count: Bits<32>,
    /// Packets accepted since the last ACK was decided (saturating).
    pub since_ack: Bits<16>,
    /// Send timestamp of the last accepted packet, echoed in the next ACK.
    pub echo_timestamp: Bits<64>,
}

/// The per-path SACK window unit on a lazily based ring (Verilog module
/// `metaroce_sack_ring_unit`).
#[derive(LogicBlock, Default)]
pub struct SackRingUnit {
    /// Core clock.
    pub clk: Signal<In, Clock>,
    /// Synchronous reset, active high: drops operations in flight (windows are kept).
    pub rst: Signal<In, bool>,
    /// A DATA packet's lookup result is due this cycle: the unit reads the window and
    /// decodes the PSN given below, whether or not the packet comes (`s_update_valid`),
    /// and takes no command. The connection table's verdict decides `s_update_valid` late
    /// in the clock; this, known a clock ahead, picks what the cycle reads, so the verdict
    /// reaches only the update's flags, not the window compares and decodes.
    pub s_update_due: Signal<In, bool>,
    /// A DATA packet of a known connection, path and epoch: taken only with `s_update_due`.
    pub s_update_valid: Signal<In, bool>,
    /// Its window: (connection slot, path).
    pub s_update_window: Signal<In, Bits<W>>,
    /// `s_update_window` again, always equal to it, from a register of its own that feeds
    /// only the window compares with the operations ahead (`in_refused`, the same-window
    /// tests): that register is placed beside them, where `s_update_window`'s also
    /// addresses the window RAM, whose blocks spread across the chip.
    pub s_update_window_tests: Signal<In, Bits<W>>,
    /// Its path PSN.
    pub s_update_psn: Signal<In, Bits<32>>,
    /// Whether its IPv4 ECN field was CE.
    pub s_update_ce: Signal<In, bool>,
    /// Its send timestamp.
    pub s_update_timestamp: Signal<In, Bits<64>>,
    /// Its ACK_REQ flag.
    pub s_update_ack_req: Signal<In, bool>,
    /// Whether its payload is placed if it is new (false: NACKed, or a completed SEND).
    pub s_update_placed: Signal<In, bool>,
    /// Pulses (a clock after) when an update is refused: it came in the clock right after an
    /// update of the same window. Updates of one window must be at least two clocks apart —
    /// a DATA frame takes at least two 512-bit beats, so the datapath never issues them
    /// closer —; a refused update changes nothing and has no result.
    pub m_update_refused: Signal<Out, bool>,
    /// K: ACK at once after this many accepted packets (host configured, at least 1).
    /// Change it only with the unit drained, and issue nothing for two clocks after: it is
    /// registered (`k_minus_1`) and the stages read it a clock apart.
    pub ack_every: Signal<In, Bits<16>>,
    /// A command, taken only in a cycle without an update due (`encoding::COMMAND_*`).
    pub s_cmd_valid: Signal<In, bool>,
    /// High when `s_cmd_valid` is taken this cycle.
    pub s_cmd_ready: Signal<Out, bool>,
    /// Start the window afresh at `s_cmd_base` (connection set-up, PROBE), or clear its ACK
    /// count because its ACK timer fired.
    pub s_cmd_op: Signal<In, bool>,
    /// The window.
    pub s_cmd_window: Signal<In, Bits<W>>,
    /// `s_cmd_window` again, always equal to it, from a register of its own for the
    /// same-window tests (as `s_update_window_tests`).
    pub s_cmd_window_tests: Signal<In, Bits<W>>,
    /// Start: its first expected PSN.
    pub s_cmd_base: Signal<In, Bits<32>>,
    /// The result of the update of `RING_RESULT_LATENCY` cycles earlier.
    pub m_result_valid: Signal<Out, bool>,
    /// Its window.
    pub m_result_window: Signal<Out, Bits<W>>,
    /// New, duplicate or out of window (`encoding::CLASS_*`).
    pub m_result_class: Signal<Out, Bits<2>>,
    /// The packet was new and opened a hole: the PSN before it is missing.
    pub m_result_new_hole: Signal<Out, bool>,
    /// The window's base after the update (the cumulative PSN).
    pub m_result_base: Signal<Out, Bits<32>>,
    /// The window's bitmap after the update: bit `i` is PSN `base + i`.
    pub m_result_bitmap: Signal<Out, Bits<256>>,
    /// CE-marked new packets of the window after the update.
    pub m_result_ce_count: Signal<Out, Bits<32>>,
    /// When to ACK (`encoding::ACK_*`).
    pub m_result_ack: Signal<Out, Bits<2>>,
    /// Packets accepted since the last ACK, after the update.
    pub m_result_since_ack: Signal<Out, Bits<16>>,
    /// Timestamp the next ACK echoes, after the update.
    pub m_result_echo_timestamp: Signal<Out, Bits<64>>,

    windows: WindowRam<Word, W>,
    refused: DFF<bool>,
    a_update: DFF<bool>,
    a_cmd: DFF<bool>,
    a_op: DFF<bool>,
    a_window: DFF<Bits<W>>,
    a_psn: DFF<Bits<32>>,
    /// `a_psn` again, feeding only the start class's subtraction in cycle 0 (`a_psn`'s own
    /// flip-flops drive the PSN's decodes across the unit: the top level's route at f6dff49
    /// lost 0.34 ns on their net into that subtraction).
    a_psn_start: KeptRegister<Bits<32>>,
    /// This PSN less that of the operation ahead (`a_psn_start`), subtracted in cycle 0 so
    /// cycle 1 makes the start class from a register: the top level's route at 97a7071 had
    /// the subtraction and its zero tests in one clock, with a 3.74 ns hop in front
    /// (−1.03 ns). Made from each input port by `PsnDecode` and picked by the due flag
    /// after, like the decodes below.
    a_start_gap: DFF<Bits<32>>,
    a_low_oh: DFF<Bits<32>>,
    a_high_oh: DFF<Bits<32>>,
    a_notail_a: DFF<Bits<64>>,
    a_notail_b: DFF<Bits<64>>,
    a_slot_a_oh: DFF<Bits<16>>,
    a_slot_b_oh: DFF<Bits<16>>,
    a_ce: DFF<bool>,
    a_timestamp: DFF<Bits<64>>,
    a_ack_req: DFF<bool>,
    a_placed: DFF<bool>,
    a_same_b: DFF<bool>,
    /// Whether cycles 2, 3 and 4 hold an operation (an update or a command), each a
    /// flip-flop of its own for cycle 0's same-window tests: as the OR of the stage's two
    /// flags, `c_cmd` (which fans out across the update stage) reached them through a
    /// 2.61 ns hop in the top level's route at 2b3c2b7 (into `a_take_ram`, −0.53 ns).
    b_busy: DFF<bool>,
    p_busy: DFF<bool>,
    c_busy: DFF<bool>,
    /// Whether the operation two ahead, when this one is in cycle 2, is an update on its
    /// window: one copy per 64-bit block of the ring (bits 0–15) and one for `c_two`.
    a_two_gate: RegisterCopies<17>,
    a_same_p: DFF<bool>,
    a_ahead_takes_w: DFF<bool>,
    a_take_p: RegisterCopies<17>,
    /// Cycle 1 loads the RAM's word: copies 0–15 pick the ring's blocks, 16–19 the narrow
    /// fields, 20 `b_low_hi` (each pick the last LUT before its register).
    a_take_ram: RegisterCopies<21>,
    b_update: DFF<bool>,
    b_cmd: DFF<bool>,
    b_op: DFF<bool>,
    b_window: DFF<Bits<W>>,
    b_psn: DFF<Bits<32>>,
    b_start_class: DFF<Bits<2>>,
    b_start_hole: DFF<bool>,
    b_psn_m1: DFF<Bits<32>>,
    b_onehot: DFF<Bits<1024>>,
    b_ce: DFF<bool>,
    b_timestamp: DFF<Bits<64>>,
    b_ack_req: DFF<bool>,
    b_placed: DFF<bool>,
    /// Kept, as `b_low_hi` is: unkept, synthesis merges its `low` into that copy.
    b_word: KeptRegister<Word>,
    b_same2: DFF<bool>,
    b_sel_w: RegisterCopies<66>,
    b_start: RegisterCopies<17>,
    b_psn_m_hi: DFF<Bits<26>>,
    b_psn_lo_any: DFF<bool>,
    b_low_hi: KeptRegister<Bits<26>>,
    b_end_slot_a: DFF<Bits<4>>,
    b_mask_a: DFF<Bits<1024>>,
    b_mask_b: DFF<Bits<1024>>,
    b_fresh_block: DFF<Bits<64>>,
    b_blk: DFF<Bits<16>>,
    b_psn_eq2: DFF<bool>,
    p_update: DFF<bool>,
    p_cmd: DFF<bool>,
    p_op: DFF<bool>,
    p_window: DFF<Bits<W>>,
    p_psn: DFF<Bits<32>>,
    p_onehot: DFF<Bits<1024>>,
    p_ce: DFF<bool>,
    p_timestamp: DFF<Bits<64>>,
    p_ack_req: DFF<bool>,
    p_placed: DFF<bool>,
    p_word: DFF<Word>,
    p_pick_p: RegisterCopies<17>,
    p_same1: DFF<bool>,
    p_same2: DFF<bool>,
    p_after_start: DFF<bool>,
    p_flags_w: DFF<Bits<6>>,
    p_flags_b: DFF<Bits<6>>,
    p_sel_w: DFF<bool>,
    p_low_full0: DFF<Bits<16>>,
    p_low_full1: DFF<Bits<16>>,
    p_pre_a: DFF<Bits<16>>,
    p_pre_b: DFF<Bits<16>>,
    p_bit: DFF<Bits<16>>,
    p_bit_m1: DFF<Bits<16>>,
    p_start_class: DFF<Bits<2>>,
    p_start_hole: DFF<bool>,
    c_update: DFF<bool>,
    c_cmd: DFF<bool>,
    c_op: DFF<bool>,
    c_window: DFF<Bits<W>>,
    c_psn: DFF<Bits<32>>,
    c_onehot: DFF<Bits<1024>>,
    c_ce: DFF<bool>,
    c_timestamp: DFF<Bits<64>>,
    c_urgent: DFF<bool>,
    c_word: DFF<Word>,
    c_take_w: RegisterCopies<17>,
    c_lowoh: DFF<Bits<16>>,
    c_isnew0: RegisterCopies<21>,
    /// Per 64-bit block of the ring: the packet two ahead's bit goes into the block tests
    /// (on this window, its PSN in the ring). Each bit has its own last LUT (its own gate
    /// copy) beside its block; with four copies per driver the driver's net crossed the
    /// chip (the block route at ff913a4, seed 1: 3.77 ns into `c_two_q0`).
    c_two_blk: KeptRegister<Bits<16>>,
    c_two: DFF<bool>,
    c_class0: DFF<Bits<2>>,
    c_hole0: DFF<bool>,
    c_full0: RegisterCopies<17>,
    c_reach_k: DFF<bool>,
    k_minus_1: DFF<Bits<16>>,
    w_valid: DFF<bool>,
    w_update: DFF<bool>,
    w_window: DFF<Bits<W>>,
    w_new: DFF<bool>,
    w_advanced: DFF<bool>,
    w_lowoh: DFF<Bits<16>>,
    /// Kept, as `w_low_hi` is: unkept, synthesis merges its `low` into that copy.
    w_word: KeptRegister<Word>,
    w_low_hi: KeptRegister<Bits<26>>,
    /// `w_word`'s ring again, for cycle 2's source pick only: `w_word` sits by the update
    /// stage's loop, and from there its ring reached the block tests a 2.0–2.8 ns hop
    /// away (the top level's route at a3d61bb: `w_word` into `p_low_full`, −0.75 ns).
    w_ring_tests: KeptRegister<Bits<1024>>,
    /// Cycle 2's ring, near and at-low tests of each candidate word, off the subtraction.
    /// Cycle 0's decodes of the update port's PSN and of the command port's base.
    decode_update: PsnDecode,
    decode_cmd: PsnDecode,
    low_tests_w: LowTests,
    low_tests_b: LowTests,
    w_class: DFF<Bits<2>>,
    w_hole: DFF<bool>,
    w_ack: DFF<Bits<2>>,
    r1_valid: DFF<bool>,
    r1_window: DFF<Bits<W>>,
    r1_class: DFF<Bits<2>>,
    r1_hole: DFF<bool>,
    r1_ack: DFF<Bits<2>>,
    r1_word: DFF<Word>,
    r1_full: DFF<Bits<16>>,
    r1_open_high: DFF<Bits<16>>,
    r2_valid: DFF<bool>,
    r2_window: DFF<Bits<W>>,
    r2_class: DFF<Bits<2>>,
    r2_hole: DFF<bool>,
    r2_ack: DFF<Bits<2>>,
    r2_word: DFF<Word>,
    r2_slot: DFF<Bits<4>>,
    r2_wrap: DFF<bool>,
    r3_valid: DFF<bool>,
    r3_window: DFF<Bits<W>>,
    r3_class: DFF<Bits<2>>,
    r3_hole: DFF<bool>,
    r3_ack: DFF<Bits<2>>,
    r3_ce_count: DFF<Bits<32>>,
    r3_since_ack: DFF<Bits<16>>,
    r3_echo_timestamp: DFF<Bits<64>>,
    r3_block_base: DFF<Bits<32>>,
    r3_half: DFF<Bits<512>>,
    r2_quarter_hi: RegisterCopies<8>,
    r2_quarter_lo: RegisterCopies<8>,
    r3_block_hi: RegisterCopies<5>,
    r3_block_lo: RegisterCopies<5>,
    r5_group_hi: RegisterCopies<5>,
    r5_group_lo: RegisterCopies<5>,
    r6_nibble_hi: RegisterCopies<5>,
    r6_nibble_lo: RegisterCopies<5>,
    r7_bit_hi: RegisterCopies<4>,
    r7_bit_lo: RegisterCopies<4>,
    r4_valid: DFF<bool>,
    r4_window: DFF<Bits<W>>,
    r4_class: DFF<Bits<2>>,
    r4_hole: DFF<bool>,
    r4_ack: DFF<Bits<2>>,
    r4_ce_count: DFF<Bits<32>>,
    r4_since_ack: DFF<Bits<16>>,
    r4_echo_timestamp: DFF<Bits<64>>,
    r4_block_base: DFF<Bits<32>>,
    r4_span: DFF<Bits<320>>,
    r5_valid: DFF<bool>,
    r5_window: DFF<Bits<W>>,
    r5_class: DFF<Bits<2>>,
    r5_hole: DFF<bool>,
    r5_ack: DFF<Bits<2>>,
    r5_ce_count: DFF<Bits<32>>,
    r5_since_ack: DFF<Bits<16>>,
    r5_echo_timestamp: DFF<Bits<64>>,
    r5_block_base: DFF<Bits<32>>,
    r5_first_zero: DFF<Bits<64>>,
    r5_zero_high: DFF<Bits<2>>,
    r5_span: DFF<Bits<320>>,
    r6_valid: DFF<bool>,
    r6_window: DFF<Bits<W>>,
    r6_class: DFF<Bits<2>>,
    r6_hole: DFF<bool>,
    r6_ack: DFF<Bits<2>>,
    r6_ce_count: DFF<Bits<32>>,
    r6_since_ack: DFF<Bits<16>>,
    r6_echo_timestamp: DFF<Bits<64>>,
    r6_base: DFF<Bits<32>>,
    r6_zero_low: DFF<Bits<4>>,
    r6_span: DFF<Bits<272>>,
    r7_valid: DFF<bool>,
    r7_window: DFF<Bits<W>>,
    r7_class: DFF<Bits<2>>,
    r7_hole: DFF<bool>,
    r7_ack: DFF<Bits<2>>,
    r7_ce_count: DFF<Bits<32>>,
    r7_since_ack: DFF<Bits<16>>,
    r7_echo_timestamp: DFF<Bits<64>>,
    r7_base: DFF<Bits<32>>,
    r7_quarter: DFF<Bits<260>>,
    out_valid: DFF<bool>,
    out_window: DFF<Bits<W>>,
    out_class: DFF<Bits<2>>,
    out_hole: DFF<bool>,
    out_ack: DFF<Bits<2>>,
    out_base: DFF<Bits<32>>,
    out_bitmap: DFF<Bits<256>>,
    out_ce_count: DFF<Bits<32>>,
    out_since_ack: DFF<Bits<16>>,
    out_echo_timestamp: DFF<Bits<64>>,

    ones16: Signal<Local, Bits<16>>,
    one16: Signal<Local, Bits<16>>,
    one8: Signal<Local, Bits<8>>,
    one5: Signal<Local, Bits<5>>,
    one4: Signal<Local, Bits<4>>,
    one32: Signal<Local, Bits<32>>,
    one64: Signal<Local, Bits<64>>,
    ones64: Signal<Local, Bits<64>>,
    zero1024: Signal<Local, Bits<1024>>,
    u_src: Signal<Local, Word>,
    u_class: Signal<Local, Bits<2>>,
    u_hole: Signal<Local, bool>,
    u_advance: Signal<Local, bool>,
    u_new: Signal<Local, bool>,
    u_src_echo: Signal<Local, Bits<64>>,
    u_ce_new: LateSelect<32>,
    u_echo_low_new: LateSelect<32>,
    u_echo_high_new: LateSelect<32>,
    u_since_new: LateSelect<16>,
    u_take16: Signal<Local, Bits<16>>,
    u_take_mask: Signal<Local, Bits<1024>>,
    u_newblk: Signal<Local, Bits<16>>,
    u_new_mask: Signal<Local, Bits<1024>>,
    u_src_lowoh: Signal<Local, Bits<16>>,
    u_advblk: Signal<Local, Bits<16>>,
    u_clearblk: Signal<Local, Bits<16>>,
    u_clear: Signal<Local, Bits<1024>>,
    u_counted: Signal<Local, Bits<16>>,
    u_reach_w: Signal<Local, bool>,
    u_reach: Signal<Local, bool>,
    u_urgent: Signal<Local, bool>,
    u_keep_count: Signal<Local, bool>,
    e_since_ack: Signal<Local, Bits<16>>,
    u_ack: Signal<Local, Bits<2>>,
    u_word: Signal<Local, Word>,
    q_state: Signal<Local, Word>,
    q_ring: Signal<Local, Bits<1024>>,
    q_two_mask: Signal<Local, Bits<1024>>,
    in_window: Signal<Local, Bits<W>>,
    in_refused: Signal<Local, bool>,
    in_psn: Signal<Local, Bits<32>>,
    q_onehot: Signal<Local, Bits<1024>>,
    /// The update's (`tu_`) and the command's (`tc_`) window compared with the stages ahead.
    tu_same_b: Signal<Local, bool>,
    tu_same_p: Signal<Local, bool>,
    tu_same_c: Signal<Local, bool>,
    tc_same_b: Signal<Local, bool>,
    tc_same_p: Signal<Local, bool>,
    tc_same_c: Signal<Local, bool>,
    t_same_b: Signal<Local, bool>,
    t_same_p: Signal<Local, bool>,
    t_ahead_start: Signal<Local, bool>,
    t_ahead_takes_w: Signal<Local, bool>,
    t_p_if_same: Signal<Local, bool>,
    tu_take_p: Signal<Local, bool>,
    tu_take_ram: Signal<Local, bool>,
    tc_take_p: Signal<Local, bool>,
    tc_take_ram: Signal<Local, bool>,
    q_take_p_mask: Signal<Local, Bits<1024>>,
    q_ahead: Signal<Local, Word>,
    b_ring_pick: BlockLateSelect<1024, 16>,
    b_low_pick: LateSelect<32>,
    b_ce_pick: LateSelect<32>,
    b_since_pick: LateSelect<16>,
    b_echo_pick: LateSelect<64>,
    b_low_hi_pick: LateSelect<26>,
    q_mask_a: Signal<Local, Bits<1024>>,
    q_mask_b: Signal<Local, Bits<1024>>,
    q_state_mask: Signal<Local, Bits<1024>>,
    q_start_mask: Signal<Local, Bits<1024>>,
    q_fresh_ring: Signal<Local, Bits<1024>>,
    q_pick_mask: Signal<Local, Bits<1024>>,
    q_p_low_slot: Signal<Local, Bits<4>>,
    q_p_lowoh: Signal<Local, Bits<16>>,
    q_j_w: Signal<Local, Bits<26>>,
    q_j_b: Signal<Local, Bits<26>>,
    q_m_w: Signal<Local, Bits<26>>,
    q_m_b: Signal<Local, Bits<26>>,
    q_flags_w: Signal<Local, Bits<6>>,
    q_flags_b: Signal<Local, Bits<6>>,
    e_flags: Signal<Local, Bits<6>>,
    q_low_slot_w: Signal<Local, Bits<4>>,
    q_low_slot_b: Signal<Local, Bits<4>>,
    q_fresh: Signal<Local, Word>,
    q_from_low_w: Signal<Local, Bits<16>>,
    q_from_low_b: Signal<Local, Bits<16>>,
    q_from_end_a: Signal<Local, Bits<16>>,
    q_from_end_b: Signal<Local, Bits<16>>,
    q_spare_a_w: Signal<Local, Bits<16>>,
    q_spare_a_b: Signal<Local, Bits<16>>,
    q_spare_b_w: Signal<Local, Bits<16>>,
    q_spare_b_b: Signal<Local, Bits<16>>,
    q_full: Signal<Local, Bits<16>>,
    q_end_a: Signal<Local, Bits<16>>,
    q_end_b: Signal<Local, Bits<16>>,
    q_onehot_m1: Signal<Local, Bits<1024>>,
    q_spare_a: Signal<Local, Bits<16>>,
    q_spare_b: Signal<Local, Bits<16>>,
    q_lowoh: Signal<Local, Bits<16>>,
    q_lowoh1: Signal<Local, Bits<16>>,
    q_t_a: Signal<Local, Bits<16>>,
    q_t_b: Signal<Local, Bits<16>>,
    q_at_low0: Signal<Local, Bits<16>>,
    q_at_low1: Signal<Local, Bits<16>>,
    q_bit: Signal<Local, Bits<16>>,
    q_bit_m1: Signal<Local, Bits<16>>,
    e_received0: Signal<Local, bool>,
    e_received_m1_0: Signal<Local, bool>,
    e_prefix_a0: Signal<Local, bool>,
    e_prefix_b0: Signal<Local, bool>,
    e_class0: Signal<Local, Bits<2>>,
    e_new0: Signal<Local, bool>,
    e_in_ring_now: Signal<Local, bool>,
    /// `e_in_ring_now` (and not reset) on 16 bits, one per block's driver.
    e_in_ring16: Signal<Local, Bits<16>>,
    q_two16: Signal<Local, Bits<16>>,
    q_bit_off: Signal<Local, bool>,
    e_adv: Signal<Local, bool>,
    r_ring1: Signal<Local, Bits<1024>>,
    r_full: Signal<Local, Bits<16>>,
    r_low_slot: Signal<Local, Bits<4>>,
    r_open_high: Signal<Local, Bits<16>>,
    r_open_all: Signal<Local, Bits<16>>,
    r_group_high: Signal<Local, Bits<4>>,
    r_group_all: Signal<Local, Bits<4>>,
    r_quarter_high_hi: Signal<Local, bool>,
    r_quarter_high_lo: Signal<Local, bool>,
    r_quarter_all_hi: Signal<Local, bool>,
    r_quarter_all_lo: Signal<Local, bool>,
    r_first_high: Signal<Local, Bits<16>>,
    r_first_all: Signal<Local, Bits<16>>,
    r_slot_high: Signal<Local, Bits<4>>,
    r_slot_all: Signal<Local, Bits<4>>,
    r_double: Signal<Local, Bits<2048>>,
    m_half_0: Signal<Local, Bits<512>>,
    m_half_1: Signal<Local, Bits<512>>,
    m_half_2: Signal<Local, Bits<512>>,
    m_half_3: Signal<Local, Bits<512>>,
    r_half_sel: Signal<Local, Bits<512>>,
    m_span_0: Signal<Local, Bits<320>>,
    m_span_1: Signal<Local, Bits<320>>,
    m_span_2: Signal<Local, Bits<320>>,
    m_span_3: Signal<Local, Bits<320>>,
    r_span_sel: Signal<Local, Bits<320>>,
    m_groups_0: Signal<Local, Bits<320>>,
    m_groups_1: Signal<Local, Bits<320>>,
    m_groups_2: Signal<Local, Bits<320>>,
    m_groups_3: Signal<Local, Bits<320>>,
    r_groups_sel: Signal<Local, Bits<272>>,
    m_nibbles_0: Signal<Local, Bits<320>>,
    m_nibbles_1: Signal<Local, Bits<320>>,
    m_nibbles_2: Signal<Local, Bits<320>>,
    m_nibbles_3: Signal<Local, Bits<320>>,
    r_nibbles_sel: Signal<Local, Bits<260>>,
    m_bitmap_0: Signal<Local, Bits<256>>,
    m_bitmap_1: Signal<Local, Bits<256>>,
    m_bitmap_2: Signal<Local, Bits<256>>,
    m_bitmap_3: Signal<Local, Bits<256>>,
    r_bitmap_sel: Signal<Local, Bits<256>>,
    r_block: Signal<Local, Bits<64>>,
    r_group_open: Signal<Local, Bits<4>>,
    r_zero_high: Signal<Local, Bits<2>>,
    r_zero_low: Signal<Local, Bits<4>>,
    index_bit0: Signal<Local, Bits<64>>,
    index_bit1: Signal<Local, Bits<64>>,
    index_bit2: Signal<Local, Bits<64>>,
    index_bit3: Signal<Local, Bits<64>>,
}

impl Logic for SackRingUnit {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self,
            clk,
            refused,
            a_update,
            a_cmd,
            a_op,
            a_window,
            a_psn,
            a_low_oh,
            a_high_oh,
            a_notail_a,
            a_notail_b,
            a_slot_a_oh,
            a_slot_b_oh,
            a_ce,
            a_timestamp,
            a_ack_req,
            a_placed,
            a_start_gap,
            a_same_b,
            b_busy,
            p_busy,
            c_busy,
            a_same_p,
            a_ahead_takes_w,
            b_update,
            b_cmd,
            b_op,
            b_window,
            b_psn,
            b_start_class,
            b_start_hole,
            b_psn_m1,
            b_onehot,
            b_ce,
            b_timestamp,
            b_ack_req,
            b_placed,
            b_same2,
            b_psn_m_hi,
            b_psn_lo_any,
            b_end_slot_a,
            b_mask_a,
            b_mask_b,
            b_fresh_block,
            b_blk,
            b_psn_eq2,
            c_two,
            p_update,
            p_cmd,
            p_op,
            p_window,
            p_psn,
            p_onehot,
            p_ce,
            p_timestamp,
            p_ack_req,
            p_placed,
            p_word,
            p_same1,
            p_same2,
            p_after_start,
            p_flags_w,
            p_flags_b,
            p_sel_w,
            p_low_full0,
            p_low_full1,
            p_pre_a,
            p_pre_b,
            p_bit,
            p_bit_m1,
            p_start_class,
            p_start_hole,
            c_update,
            c_cmd,
            c_op,
            c_window,
            c_psn,
            c_onehot,
            c_ce,
            c_timestamp,
            c_urgent,
            c_word,
            c_lowoh,
            c_class0,
            c_hole0,
            c_reach_k,
            k_minus_1,
            w_valid,
            w_update,
            w_window,
            w_new,
            w_advanced,
            w_lowoh,
            w_class,
            w_hole,
            w_ack,
            r1_valid,
            r1_window,
            r1_class,
            r1_hole,
            r1_ack,
            r1_word,
            r1_full,
            r1_open_high,
            r2_valid,
            r2_window,
            r2_class,
            r2_hole,
            r2_ack,
            r2_word,
            r2_slot,
            r2_wrap,
            r3_valid,
            r3_window,
            r3_class,
            r3_hole,
            r3_ack,
            r3_ce_count,
            r3_since_ack,
            r3_echo_timestamp,
            r3_block_base,
            r3_half,
            r4_valid,
            r4_window,
            r4_class,
            r4_hole,
            r4_ack,
            r4_ce_count,
            r4_since_ack,
            r4_echo_timestamp,
            r4_block_base,
            r4_span,
            r5_valid,
            r5_window,
            r5_class,
            r5_hole,
            r5_ack,
            r5_ce_count,
            r5_since_ack,
            r5_echo_timestamp,
            r5_block_base,
            r5_first_zero,
            r5_zero_high,
            r5_span,
            r6_valid,
            r6_window,
            r6_class,
            r6_hole,
            r6_ack,
            r6_ce_count,
            r6_since_ack,
            r6_echo_timestamp,
            r6_base,
            r6_zero_low,
            r6_span,
            r7_valid,
            r7_window,
            r7_class,
            r7_hole,
            r7_ack,
            r7_ce_count,
            r7_since_ack,
            r7_echo_timestamp,
            r7_base,
            r7_quarter,
            out_valid,
            out_window,
            out_class,
            out_hole,
            out_ack,
            out_base,
            out_bitmap,
            out_ce_count,
            out_since_ack,
            out_echo_timestamp
        );
        self.a_take_p.clock.next = self.clk.val();
        self.b_low_hi.clock.next = self.clk.val();
        self.b_word.clock.next = self.clk.val();
        self.a_psn_start.clock.next = self.clk.val();
        self.w_word.clock.next = self.clk.val();
        self.w_low_hi.clock.next = self.clk.val();
        self.w_ring_tests.clock.next = self.clk.val();
        self.a_take_ram.clock.next = self.clk.val();
        self.b_sel_w.clock.next = self.clk.val();
        self.b_start.clock.next = self.clk.val();
        self.p_pick_p.clock.next = self.clk.val();
        self.c_take_w.clock.next = self.clk.val();
        self.c_isnew0.clock.next = self.clk.val();
        self.c_two_blk.clock.next = self.clk.val();
        self.a_two_gate.clock.next = self.clk.val();
        self.c_full0.clock.next = self.clk.val();
        self.r2_quarter_hi.clock.next = self.clk.val();
        self.r2_quarter_lo.clock.next = self.clk.val();
        self.r3_block_hi.clock.next = self.clk.val();
        self.r3_block_lo.clock.next = self.clk.val();
        self.r5_group_hi.clock.next = self.clk.val();
        self.r5_group_lo.clock.next = self.clk.val();
        self.r6_nibble_hi.clock.next = self.clk.val();
        self.r6_nibble_lo.clock.next = self.clk.val();
        self.r7_bit_hi.clock.next = self.clk.val();
        self.r7_bit_lo.clock.next = self.clk.val();
        self.windows.read_clock.next = self.clk.val();
        self.windows.write_clock.next = self.clk.val();
        self.ones16.next = 0xffff.into();
        self.one16.next = 1.into();
        self.one8.next = 1.into();
        self.one5.next = 1.into();
        self.one4.next = 1.into();
        self.one32.next = 1.into();
        self.one64.next = 1.into();
        self.ones64.next = 0xffff_ffff_ffff_ffff_u64.into();
        self.zero1024.next = 0.into();

        // ---- Cycle 4, the update stage: the only loop (w_word back into itself). ----
        // The window before this operation: the last output when the operation before was on
        // the same window (and this one is not a start, which brings its own word). The
        // select is a register kept in 17 copies: one per 64-bit block of the ring (each
        // drives 64 bit muxes from close by), one for the narrow fields.
        if self.c_take_w.q.val().get_bit(16) {
            self.u_src.next = self.w_word.q.val();
        } else {
            self.u_src.next = self.c_word.q.val();
        }
        self.u_take16.next = self.c_take_w.q.val().get_bits::<16>(0);
        self.u_take_mask.next = self.zero1024.val();
        for block in 0..16 {
            if (self.u_take16.val() & (self.one16.val() << block)).any() {
                self.u_take_mask.next = self.u_take_mask.val()
                    | (bit_cast::<1024, 64>(self.ones64.val()) << (block * 64));
            }
        }
        self.u_src.next.ring = (self.w_word.q.val().ring & self.u_take_mask.val())
            | (self.c_word.q.val().ring & !self.u_take_mask.val());
        // The predicates are final: the operation ahead, if on this window, is a command
        // (updates of one window come at least two clocks apart), which sets no bit.
        self.u_class.next = self.c_class0.q.val();
        self.u_hole.next = self.c_hole0.q.val();
        self.u_new.next = self.c_isnew0.q.val().get_bit(16);
        self.u_advance.next = self.c_full0.q.val().get_bit(16);
        // Setting the packet's bit, per block: "is new" comes in copies, one per block (as
        // does "advances" for the block clear below), so each block's logic reads
        // flip-flops of its own, not one flag driving the 1024 bits of the ring.
        self.u_newblk.next = self.c_isnew0.q.val().get_bits::<16>(0);
        self.u_new_mask.next = self.zero1024.val();
        for block in 0..16 {
            if (self.u_newblk.val() & (self.one16.val() << block)).any() {
                self.u_new_mask.next = self.u_new_mask.val()
                    | (bit_cast::<1024, 64>(self.ones64.val()) << (block * 64));
            }
        }
        // Clearing the block at `low` when it advances: `low`'s block as a one-hot kept
        // beside the word (`w_lowoh` for the last output, `c_lowoh` for the other source).
        if self.c_take_w.q.val().get_bit(16) {
            self.u_src_lowoh.next = self.w_lowoh.q.val();
        } else {
            self.u_src_lowoh.next = self.c_lowoh.q.val();
        }
        self.u_advblk.next = self.c_full0.q.val().get_bits::<16>(0);
        self.u_clearblk.next = self.u_advblk.val()
            & ((self.u_take16.val() & self.w_lowoh.q.val())
                | (!self.u_take16.val() & self.c_lowoh.q.val()));
        self.u_clear.next = self.zero1024.val();
        for block in 0..16 {
            if (self.u_clearblk.val() & (self.one16.val() << block)).any() {
                self.u_clear.next =
                    self.u_clear.val() | (bit_cast::<1024, 64>(self.ones64.val()) << (block * 64));
            }
        }
        self.u_word.next = self.u_src.val();
        self.u_word.next.ring = (self.u_src.val().ring
            | (self.c_onehot.q.val() & self.u_new_mask.val()))
            & !self.u_clear.val();
        self.w_lowoh.d.next = self.u_src_lowoh.val();
        if self.u_advance.val() {
            self.w_lowoh.d.next = (self.u_src_lowoh.val() << 1) | (self.u_src_lowoh.val() >> 15);
        }
        if self.u_advance.val() {
            self.u_word.next.low = self.u_src.val().low + 64;
        }
        // The narrow fields "is new" changes: each picked by its own copy of the flag (copies
        // 17 to 20: the CE count, the echoed timestamp's two halves, the ACK count) between
        // the two outcomes made without it, in the last LUT before the window RAM's write
        // data (`LateSelect`), so each copy sits by its field's block RAMs.
        self.u_ce_new.select.next = self.c_isnew0.q.val().get_bit(17);
        self.u_ce_new.when_clear.next = self.u_src.val().ce_count;
        self.u_ce_new.when_set.next = self.u_src.val().ce_count;
        if self.c_ce.q.val() {
            self.u_ce_new.when_set.next = self.u_src.val().ce_count + 1;
        }
        self.u_word.next.ce_count = self.u_ce_new.picked.val();
        // The ACK decision (receive_data_packet): a duplicate clears the count, echoes its
        // own timestamp and ACKs now;
        // an accepted packet counts, updates the echoed timestamp and ACKs now when urgent.
        self.u_counted.next = self.u_src.val().since_ack;
        if self.u_src.val().since_ack != 0xffff {
            self.u_counted.next = self.u_src.val().since_ack + 1;
        }
        // "K accepted packets" (`since_ack >= K - 1`) for each source, not after the source
        // pick: the other source's was compared in cycle 3 (`c_reach_k`, against the K - 1
        // this clock's `k_minus_1` holds), so the loop's carry chain starts at `w_word`.
        self.u_reach_w.next = self.w_word.q.val().since_ack >= self.k_minus_1.q.val();
        if self.c_take_w.q.val().get_bit(16) {
            self.u_reach.next = self.u_reach_w.val();
        } else {
            self.u_reach.next = self.c_reach_k.q.val();
        }
        // Urgent if the packet is new: a new hole, or what cycle 3 registered (ACK_REQ, not
        // placed, K = 0: `c_urgent`), or K reached.
        self.u_urgent.next = self.u_hole.val() | self.c_urgent.q.val() | self.u_reach.val();
        self.u_keep_count.next =
            !self.c_cmd.q.val() & !(self.c_update.q.val() & (self.u_class.val() == 1));
        // A new packet: its timestamp echoed, the count cleared when urgent (ACK now) or
        // counted (ACK later). Otherwise: a duplicate (CLASS_DUPLICATE) echoes its own send
        // time and ACKs now; a duplicate or a command clears the count. (A command is never
        // new.)
        self.u_echo_low_new.select.next = self.c_isnew0.q.val().get_bit(18);
        self.u_echo_high_new.select.next = self.c_isnew0.q.val().get_bit(19);
        self.u_echo_low_new.when_set.next = self.c_timestamp.q.val().get_bits::<32>(0);
        self.u_echo_high_new.when_set.next = self.c_timestamp.q.val().get_bits::<32>(32);
        // (A field's part a signal of its own: Yosys reads no part-select of a part-select.)
        self.u_src_echo.next = self.u_src.val().echo_timestamp;
        self.u_echo_low_new.when_clear.next = self.u_src_echo.val().get_bits::<32>(0);
        self.u_echo_high_new.when_clear.next = self.u_src_echo.val().get_bits::<32>(32);
        if self.c_update.q.val() & (self.u_class.val() == 1) {
            self.u_echo_low_new.when_clear.next = self.c_timestamp.q.val().get_bits::<32>(0);
            self.u_echo_high_new.when_clear.next = self.c_timestamp.q.val().get_bits::<32>(32);
        }
        self.u_word.next.echo_timestamp = (bit_cast::<64, 32>(self.u_echo_high_new.picked.val())
            << 32)
            | bit_cast::<64, 32>(self.u_echo_low_new.picked.val());
        self.u_since_new.select.next = self.c_isnew0.q.val().get_bit(20);
        self.u_since_new.when_set.next = self.u_counted.val();
        if self.u_urgent.val() {
            self.u_since_new.when_set.next = 0.into();
        }
        self.u_since_new.when_clear.next = 0.into();
        if self.u_keep_count.val() {
            self.u_since_new.when_clear.next = self.u_src.val().since_ack;
        }
        self.u_word.next.since_ack = self.u_since_new.picked.val();
        self.u_ack.next = 0.into(); // ACK_NONE
        if self.u_new.val() {
            if self.u_urgent.val() {
                self.u_ack.next = 2.into(); // ACK_NOW
            } else {
                self.u_ack.next = 1.into(); // ACK_LATER
            }
        } else if self.c_update.q.val() & (self.u_class.val() == 1) {
            self.u_ack.next = 2.into(); // ACK_NOW
        }
        // K registered: `counted >= K` is `since_ack >= K - 1` (or K = 0), a carry chain on
        // the word's own count instead of an increment then a compare inside the loop.
        self.k_minus_1.d.next = self.ack_every.val() - 1;
        self.windows.write_address.next = self.c_window.q.val();
        self.windows.write_data.next = self.u_word.val();
        self.windows.write_enable.next = self.c_update.q.val() | self.c_cmd.q.val();
        self.w_valid.d.next = (self.c_update.q.val() | self.c_cmd.q.val()) & !self.rst.val();
        self.w_update.d.next = self.c_update.q.val() & !self.rst.val();
        self.w_window.d.next = self.c_window.q.val();
        self.w_new.d.next = self.u_new.val();
        self.w_advanced.d.next = self.u_advance.val();
        self.w_word.d.next = self.u_word.val();
        self.w_low_hi.d.next = bit_cast::<26, 32>(self.u_word.val().low >> 6);
        self.w_ring_tests.d.next = self.u_word.val().ring;
        self.w_class.d.next = self.u_class.val();
        self.w_hole.d.next = self.u_hole.val() & self.u_new.val();
        self.w_ack.d.next = self.u_ack.val();

        // ---- Cycle 3, predicates: combine the block tests for the packet. ----
        // The tests of cycle 2 saw the bit of the packet two ahead (the one ahead, now in
        // the update stage, is on another window or a command: updates of one window come
        // at least two clocks apart). Each prefix test is the AND of the 16 blocks' shares
        // registered in cycle 2. The packet's one-hot is clear outside its block, so its bit
        // (and the bit before it) is the OR of the block tests: no pick by block number.
        if self.p_sel_w.q.val() {
            self.e_flags.next = self.p_flags_w.q.val();
        } else {
            self.e_flags.next = self.p_flags_b.q.val();
        }
        self.e_received0.next = self.p_bit.q.val().any();
        self.e_received_m1_0.next = self.p_bit_m1.q.val().any();
        // Prefix a: [low, psn - 256]; prefix b: [low, psn - 2^31 - 1].
        self.e_prefix_a0.next = self.p_pre_a.q.val().all();
        self.e_prefix_b0.next = self.p_pre_b.q.val().all();
        // Classes: 0 CLASS_NEW, 1 CLASS_DUPLICATE, 2 CLASS_OUT_OF_WINDOW.
        if self.p_after_start.q.val() {
            self.e_class0.next = self.p_start_class.q.val();
        } else if self.e_flags.val().get_bit(0) {
            if self.e_received0.val() {
                self.e_class0.next = 1.into();
            } else if self.e_flags.val().get_bit(1) | self.e_prefix_a0.val() {
                self.e_class0.next = 0.into();
            } else {
                self.e_class0.next = 2.into();
            }
        } else if self.e_flags.val().get_bit(3)
            & (!self.e_flags.val().get_bit(4) | !self.e_prefix_b0.val())
        {
            self.e_class0.next = 1.into();
        } else {
            self.e_class0.next = 2.into();
        }
        if self.p_after_start.q.val() {
            self.c_hole0.d.next = self.p_start_hole.q.val();
        } else {
            self.c_hole0.d.next = !self.e_flags.val().get_bit(2) & !self.e_received_m1_0.val();
        }
        // Whether the block at `low` as the update stage will see it is full (the packet two
        // ahead may have advanced `low`): cycle 2 tested the blocks at `low` and `low + 1`;
        // here a pick by the advance, and an OR of 16.
        // (An update only: this is the update stage's `advance`.)
        self.e_adv.next = self.p_same2.q.val() & self.w_advanced.q.val();
        if self.e_adv.val() {
            self.c_full0.d.next = self.p_update.q.val()
                & !self.rst.val()
                & !self.p_after_start.q.val()
                & self.p_low_full1.q.val().any();
        } else {
            self.c_full0.d.next = self.p_update.q.val()
                & !self.rst.val()
                & !self.p_after_start.q.val()
                & self.p_low_full0.q.val().any();
        }
        self.c_class0.d.next = self.e_class0.val();
        // Whether an update is new (CLASS_NEW is 0), written out: only a PSN in the ring
        // can be new, so prefix b (a PSN behind the ring) is not in this path.
        if self.p_after_start.q.val() {
            self.e_new0.next = !self.p_start_class.q.val().any();
        } else {
            self.e_new0.next = self.e_flags.val().get_bit(0)
                & !self.e_received0.val()
                & (self.e_flags.val().get_bit(1) | self.e_prefix_a0.val());
        }
        self.c_isnew0.d.next = self.p_update.q.val() & !self.rst.val() & self.e_new0.val();
        // And whether the operation two behind it (now in cycle 1, whose `a_same_b` compared
        // the two) is on its window: that one's tests then see its bit whenever its PSN is in
        // the ring — not only when it is new, so no class (no gather of the 16 blocks'
        // flags) is on the path into the copies. A duplicate's bit is set already; an
        // out-of-window PSN in the ring lies at least 256 past the base, where the only test its bit can change is
        // "received" for the same PSN, which cycle 2 clears again (`q_bit_off`). The ring
        // here is the one before the packet two ahead, whose advance (`e_adv`) turns the
        // block at `low` into the PSNs 1024 later: a PSN there (a duplicate) is not in the
        // ring any more.
        // (Right after a start, the offset flags are those of the old word: the start's
        // own class decides, and only a new PSN puts its bit in.)
        if self.p_after_start.q.val() {
            self.e_in_ring_now.next = !self.p_start_class.q.val().any();
        } else {
            self.e_in_ring_now.next =
                self.e_flags.val().get_bit(0) & !(self.e_adv.val() & self.e_flags.val().get_bit(5));
        }
        // The flag's input is a star across the chip: one driver per block (and one for
        // `q_bit_off`), each with a gate flip-flop of its own (`a_two_gate`: on the window
        // of the update two ahead), so the last LUT of each can sit by its block.
        self.e_in_ring16.next = 0.into();
        if self.e_in_ring_now.val() & !self.rst.val() {
            self.e_in_ring16.next = self.ones16.val();
        }
        self.c_two_blk.d.next = self.a_two_gate.q.val().get_bits::<16>(0) & self.e_in_ring16.val();
        self.c_two.d.next =
            self.a_two_gate.q.val().get_bit(16) & !self.rst.val() & self.e_in_ring_now.val();
        // The word the update starts from when the operation ahead is not on this window
        // (or it is a start, which brings its own word): cycle 2's word, else the update
        // stage's output. The select is registered in copies (`p_pick_p`, decided in cycle
        // 2), and `low`'s block comes along as a one-hot.
        self.q_pick_mask.next = self.zero1024.val();
        for block in 0..16 {
            if (self.p_pick_p.q.val().get_bits::<16>(0) & (self.one16.val() << block)).any() {
                self.q_pick_mask.next = self.q_pick_mask.val()
                    | (bit_cast::<1024, 64>(self.ones64.val()) << (block * 64));
            }
        }
        self.q_p_low_slot.next = bit_cast::<4, 32>(self.p_word.q.val().low >> 6);
        self.q_p_lowoh.next = self.one16.val() << self.q_p_low_slot.val();
        if self.p_pick_p.q.val().get_bit(16) {
            self.c_word.d.next = self.p_word.q.val();
            self.c_lowoh.d.next = self.q_p_lowoh.val();
        } else {
            self.c_word.d.next = self.w_word.q.val();
            self.c_lowoh.d.next = self.w_lowoh.q.val();
        }
        // The count of `c_word` against K - 1 as `k_minus_1` holds it now (the subtract is
        // not on the way to the compare): K changes only with the unit drained and idle for
        // two clocks after, so it is the K the update stage sees next clock too.
        if self.p_pick_p.q.val().get_bit(16) {
            self.e_since_ack.next = self.p_word.q.val().since_ack;
        } else {
            self.e_since_ack.next = self.w_word.q.val().since_ack;
        }
        self.c_reach_k.d.next = self.e_since_ack.val() >= self.k_minus_1.q.val();
        self.c_word.d.next.ring = (self.p_word.q.val().ring & self.q_pick_mask.val())
            | (self.w_word.q.val().ring & !self.q_pick_mask.val());
        // The update stage's source pick, decided a clock early (a start brings its own word).
        self.c_take_w.d.next = self.p_same1.q.val() & !(self.p_cmd.q.val() & !self.p_op.q.val());
        self.c_update.d.next = self.p_update.q.val() & !self.rst.val();
        self.c_cmd.d.next = self.p_cmd.q.val() & !self.rst.val();
        self.c_op.d.next = self.p_op.q.val();
        self.c_window.d.next = self.p_window.q.val();
        self.c_psn.d.next = self.p_psn.q.val();
        self.c_onehot.d.next = self.p_onehot.q.val();
        self.c_ce.d.next = self.p_ce.q.val();
        self.c_timestamp.d.next = self.p_timestamp.q.val();
        // The packet's own reasons to ACK at once if it is new (K = 0 included: K is
        // registered, so this clock's `ack_every` is the one the update stage sees).
        self.c_urgent.d.next =
            self.p_ack_req.q.val() | !self.p_placed.q.val() | !self.ack_every.val().any();

        // ---- Cycle 2, block tests against the window before the two operations ahead. ----
        // The window before the two operations ahead: the update stage's last output, or
        // cycle 1's word (which already holds the update stage's input word when that is the
        // one). The pick was decided in cycle 1, so only a 2:1 mux precedes the wide tests.
        // The select is registered in copies: one per 16-bit quarter block (each drives the
        // quarter's ring bits, which every block test reads: with a copy per half block its
        // net was the slowest route of the unit's worst path, 1.65 ns), one for the word's
        // other fields, one for the picks of `low`'s slot tests.
        if self.b_sel_w.q.val().get_bit(64) {
            self.q_state.next = self.w_word.q.val();
        } else {
            self.q_state.next = self.b_word.q.val();
        }
        self.q_state_mask.next = self.zero1024.val();
        for quarter in 0..64 {
            if (self.b_sel_w.q.val().get_bits::<64>(0) & (self.one64.val() << quarter)).any() {
                self.q_state_mask.next = self.q_state_mask.val()
                    | (bit_cast::<1024, 16>(self.ones16.val()) << (quarter * 16));
            }
        }
        self.q_state.next.ring = (self.w_ring_tests.q.val() & self.q_state_mask.val())
            | (self.b_word.q.val().ring & !self.q_state_mask.val());
        // The tests see the bit of the packet two ahead, now in the update stage, when it is
        // on this window and its PSN in the ring — a register by now, decided in cycle 3
        // and kept in per-block copies (`c_two_blk`) — so they are made once, not for both
        // outcomes (an out-of-window packet's bit is taken back below: `q_bit_off`).
        self.q_two16.next = self.c_two_blk.q.val();
        self.q_two_mask.next = 0.into();
        for block in 0..16 {
            if (self.q_two16.val() & (self.one16.val() << block)).any() {
                self.q_two_mask.next = self.q_two_mask.val()
                    | (bit_cast::<1024, 64>(self.ones64.val()) << (block * 64));
            }
        }
        self.q_ring.next =
            self.q_state.val().ring | (self.c_onehot.q.val() & self.q_two_mask.val());
        // `j = psn - low` and `m = j + 2^31 - 1` against both candidate words at once, and
        // the flags taken from them (in ring, near, at low, past half, `m` in ring, and in
        // `low`'s block — `j < 64` when in the ring, a 4-bit compare off the subtraction), then
        // picked: the subtractions start from registers. (`m` in ring: `m >> 10` is zero.)
        // In ring, near and at low need no subtraction: `LowTests` tests the registers.
        // `low` is 64-aligned, so bits 0..6 of `j` and `m` are the PSN's and only bits 6..32
        // are subtracted, from private copies of each word's `low` (`b_low_hi`, `w_low_hi`)
        // placed beside the subtractors rather than beside the word's other loads.
        self.q_low_slot_w.next = bit_cast::<4, 32>(self.w_word.q.val().low >> 6);
        self.q_low_slot_b.next = bit_cast::<4, 32>(self.b_word.q.val().low >> 6);
        self.q_j_w.next = bit_cast::<26, 32>(self.b_psn.q.val() >> 6) - self.w_low_hi.q.val();
        self.q_j_b.next = bit_cast::<26, 32>(self.b_psn.q.val() >> 6) - self.b_low_hi.q.val();
        self.q_m_w.next = self.b_psn_m_hi.q.val() - self.w_low_hi.q.val();
        self.q_m_b.next = self.b_psn_m_hi.q.val() - self.b_low_hi.q.val();
        // (In ring, near and at low are tested on the registers, not on `j`: `LowTests`.)
        self.low_tests_w.psn_hi.next = bit_cast::<26, 32>(self.b_psn.q.val() >> 6);
        self.low_tests_w.low_hi.next = self.w_low_hi.q.val();
        self.low_tests_b.psn_hi.next = bit_cast::<26, 32>(self.b_psn.q.val() >> 6);
        self.low_tests_b.low_hi.next = self.b_low_hi.q.val();
        self.q_flags_w.next = 0.into();
        self.q_flags_w.next = self
            .q_flags_w
            .val()
            .replace_bit(0, self.low_tests_w.in_ring.val())
            .replace_bit(1, self.low_tests_w.near.val())
            .replace_bit(
                2,
                self.low_tests_w.at_low.val() & !self.b_psn_lo_any.q.val(),
            )
            .replace_bit(
                3,
                self.q_j_w.val().get_bit(25)
                    & (self.q_j_w.val().get_bits::<25>(0).any() | self.b_psn_lo_any.q.val()),
            )
            .replace_bit(4, !(self.q_m_w.val() >> 4).any())
            .replace_bit(
                5,
                self.b_psn.q.val().get_bits::<4>(6) == self.q_low_slot_w.val(),
            );
        self.q_flags_b.next = 0.into();
        self.q_flags_b.next = self
            .q_flags_b
            .val()
            .replace_bit(0, self.low_tests_b.in_ring.val())
            .replace_bit(1, self.low_tests_b.near.val())
            .replace_bit(
                2,
                self.low_tests_b.at_low.val() & !self.b_psn_lo_any.q.val(),
            )
            .replace_bit(
                3,
                self.q_j_b.val().get_bit(25)
                    & (self.q_j_b.val().get_bits::<25>(0).any() | self.b_psn_lo_any.q.val()),
            )
            .replace_bit(4, !(self.q_m_b.val() >> 4).any())
            .replace_bit(
                5,
                self.b_psn.q.val().get_bits::<4>(6) == self.q_low_slot_b.val(),
            );
        // The blocks each prefix spans before its last: the blocks from `low`'s up to (not
        // including) the block of its end, in ring order (`low` is 64-aligned). The others
        // are spare: their flags do not matter. With `from(x)` the blocks at or above `x`,
        // the span is `from(low) & !from(end)`, or `from(low) | !from(end)` when it wraps
        // (`low`'s block above the end's); computed for both candidate words, then picked.
        self.q_from_low_w.next = self.ones16.val() << self.q_low_slot_w.val();
        self.q_from_low_b.next = self.ones16.val() << self.q_low_slot_b.val();
        self.q_from_end_a.next = self.ones16.val() << self.b_end_slot_a.q.val();
        self.q_from_end_b.next = self.ones16.val() << self.b_psn_m1.q.val().get_bits::<4>(6);
        if self.q_low_slot_w.val() > self.b_end_slot_a.q.val() {
            self.q_spare_a_w.next = !(self.q_from_low_w.val() | !self.q_from_end_a.val());
        } else {
            self.q_spare_a_w.next = !(self.q_from_low_w.val() & !self.q_from_end_a.val());
        }
        if self.q_low_slot_b.val() > self.b_end_slot_a.q.val() {
            self.q_spare_a_b.next = !(self.q_from_low_b.val() | !self.q_from_end_a.val());
        } else {
            self.q_spare_a_b.next = !(self.q_from_low_b.val() & !self.q_from_end_a.val());
        }
        if self.q_low_slot_w.val() > self.b_psn_m1.q.val().get_bits::<4>(6) {
            self.q_spare_b_w.next = !(self.q_from_low_w.val() | !self.q_from_end_b.val());
        } else {
            self.q_spare_b_w.next = !(self.q_from_low_w.val() & !self.q_from_end_b.val());
        }
        if self.q_low_slot_b.val() > self.b_psn_m1.q.val().get_bits::<4>(6) {
            self.q_spare_b_b.next = !(self.q_from_low_b.val() | !self.q_from_end_b.val());
        } else {
            self.q_spare_b_b.next = !(self.q_from_low_b.val() & !self.q_from_end_b.val());
        }
        if self.b_sel_w.q.val().get_bit(65) {
            self.q_lowoh.next = self.one16.val() << self.q_low_slot_w.val();
            self.q_spare_a.next = self.q_spare_a_w.val();
            self.q_spare_b.next = self.q_spare_b_w.val();
        } else {
            self.q_lowoh.next = self.one16.val() << self.q_low_slot_b.val();
            self.q_spare_a.next = self.q_spare_a_b.val();
            self.q_spare_b.next = self.q_spare_b_b.val();
        }
        self.q_lowoh1.next = (self.q_lowoh.val() << 1) | (self.q_lowoh.val() >> 15);
        // The bit of `psn - 1`: the packet's one-hot turned by one place.
        self.q_onehot_m1.next = (self.b_onehot.q.val() >> 1) | (self.b_onehot.q.val() << 1023);
        // Per block (the packet ahead, then in cycle 3, is on another window or a command,
        // which sets no bit).
        self.q_full.next = 0.into();
        self.q_end_a.next = 0.into();
        self.q_end_b.next = 0.into();
        self.q_bit.next = 0.into();
        self.q_bit_m1.next = 0.into();
        for block in 0..16 {
            self.q_full.next = self
                .q_full
                .val()
                .replace_bit(block, self.q_ring.val().get_bits::<64>(block * 64).all());
            self.q_end_a.next = self.q_end_a.val().replace_bit(
                block,
                (self.q_ring.val().get_bits::<64>(block * 64)
                    | self.b_mask_a.q.val().get_bits::<64>(block * 64))
                .all(),
            );
            self.q_end_b.next = self.q_end_b.val().replace_bit(
                block,
                (self.q_ring.val().get_bits::<64>(block * 64)
                    | self.b_mask_b.q.val().get_bits::<64>(block * 64))
                .all(),
            );
            self.q_bit.next = self.q_bit.val().replace_bit(
                block,
                (self.q_ring.val().get_bits::<64>(block * 64)
                    & self.b_onehot.q.val().get_bits::<64>(block * 64))
                .any(),
            );
            self.q_bit_m1.next = self.q_bit_m1.val().replace_bit(
                block,
                (self.q_ring.val().get_bits::<64>(block * 64)
                    & self.q_onehot_m1.val().get_bits::<64>(block * 64))
                .any(),
            );
        }
        // Per block, each prefix test's share: a spare block passes, a block of the span
        // passes when full, and the end's block (spare, since the span stops before it)
        // when set up to the end (every other block's end test passes: its mask is all
        // ones) — one LUT at the end of the block's end test. Registered per block, as are
        // the packet's bit and the bit before it and whether the block at `low` or `low + 1`
        // is full (`low`'s one-hot turned by zero or one): cycle 3 gathers them (ANDs and
        // ORs of 16), so cycle 2 ends at the block tests.
        self.q_t_a.next = (self.q_full.val() | self.q_spare_a.val()) & self.q_end_a.val();
        self.q_t_b.next = (self.q_full.val() | self.q_spare_b.val()) & self.q_end_b.val();
        self.q_at_low0.next = self.q_full.val() & self.q_lowoh.val();
        self.q_at_low1.next = self.q_full.val() & self.q_lowoh1.val();
        self.p_pre_a.d.next = self.q_t_a.val();
        self.p_pre_b.d.next = self.q_t_b.val();
        // The packet two ahead, if its bit was put in the tests (`c_two`), may have been out
        // of window: then its bit is not set, and a packet of the same PSN (compared in
        // cycle 1, `b_psn_eq2`) is not received — out of window too.
        self.q_bit_off.next =
            self.c_two.q.val() & (self.c_class0.q.val() == 2) & self.b_psn_eq2.q.val();
        if self.q_bit_off.val() {
            self.p_bit.d.next = 0.into();
        } else {
            self.p_bit.d.next = self.q_bit.val();
        }
        self.p_bit_m1.d.next = self.q_bit_m1.val();
        self.p_low_full0.d.next = self.q_at_low0.val();
        self.p_low_full1.d.next = self.q_at_low1.val();
        // The offset flags of both candidate words, picked in cycle 3 (the pick is a LUT
        // input there; here it would follow the subtraction and its zero tests).
        self.p_flags_w.d.next = self.q_flags_w.val();
        self.p_flags_b.d.next = self.q_flags_b.val();
        self.p_sel_w.d.next = self.b_sel_w.q.val().get_bit(64);
        // The operation ahead starts this window afresh at `p_psn`: an empty window there.
        self.p_same1.d.next = (self.p_update.q.val() | self.p_cmd.q.val())
            & (self.p_window.q.val() == self.b_window.q.val());
        self.p_after_start.d.next = self.p_cmd.q.val()
            & !self.p_op.q.val()
            & (self.p_window.q.val() == self.b_window.q.val());
        self.p_start_class.d.next = self.b_start_class.q.val();
        self.p_start_hole.d.next = self.b_start_hole.q.val();
        self.p_same2.d.next = self.b_same2.q.val();
        // A start's word: lazy base at the block of the base, the PSNs below the base set
        // (the base's block as a one-hot and the bits below the base in it, decoded in
        // cycle 1). The start select is registered in copies, like cycle 2's source pick.
        self.q_fresh_ring.next = self.zero1024.val();
        for block in 0..16 {
            if (self.b_blk.q.val() & (self.one16.val() << block)).any() {
                self.q_fresh_ring.next = self.q_fresh_ring.val()
                    | (bit_cast::<1024, 64>(self.b_fresh_block.q.val()) << (block * 64));
            }
        }
        self.q_fresh.next.ring = self.q_fresh_ring.val();
        self.q_fresh.next.low = (self.b_psn.q.val() >> 6) << 6;
        self.q_fresh.next.ce_count = 0.into();
        self.q_fresh.next.since_ack = 0.into();
        self.q_fresh.next.echo_timestamp = 0.into();
        self.q_start_mask.next = self.zero1024.val();
        for block in 0..16 {
            if (self.b_start.q.val().get_bits::<16>(0) & (self.one16.val() << block)).any() {
                self.q_start_mask.next = self.q_start_mask.val()
                    | (bit_cast::<1024, 64>(self.ones64.val()) << (block * 64));
            }
        }
        if self.b_start.q.val().get_bit(16) {
            self.p_word.d.next = self.q_fresh.val();
        } else {
            self.p_word.d.next = self.q_state.val();
        }
        self.p_word.d.next.ring = (self.q_fresh_ring.val() & self.q_start_mask.val())
            | (self.q_state.val().ring & !self.q_start_mask.val());
        // Cycle 3's pick of the update stage's input word, decided here: cycle 2's word when
        // the operation ahead (then in the update stage) is a start or on another window.
        self.p_pick_p.d.next =
            (self.b_cmd.q.val() & !self.rst.val() & !self.b_op.q.val()) | !self.b_same2.q.val();
        self.p_update.d.next = self.b_update.q.val() & !self.rst.val();
        self.p_cmd.d.next = self.b_cmd.q.val() & !self.rst.val();
        self.p_op.d.next = self.b_op.q.val();
        self.p_window.d.next = self.b_window.q.val();
        self.p_psn.d.next = self.b_psn.q.val();
        self.p_onehot.d.next = self.b_onehot.q.val();
        self.p_ce.d.next = self.b_ce.q.val();
        self.p_timestamp.d.next = self.b_timestamp.q.val();
        self.p_ack_req.d.next = self.b_ack_req.q.val();
        self.p_placed.d.next = self.b_placed.q.val();

        // ---- Cycle 1: the word out of the RAM, or a word of the stages ahead. ----
        // Cycle 2's source pick: the update stage's output when the operation two ahead (then
        // just out of it) is on this window and the one ahead is not, or when the one ahead
        // takes that output itself; the update stage's input word when the one ahead is on
        // this window and starts from its own word.
        // (`a_ahead_takes_w`: the operation ahead takes the update stage's output itself.)
        self.b_sel_w.d.next = (self.a_same_b.q.val() & self.a_ahead_takes_w.q.val())
            | (!self.a_same_b.q.val() & self.a_same_p.q.val());
        // Otherwise the window as cycle 2 needs it is registered here: the update stage's
        // next input word (what `c_word` loads) when the one ahead starts from it, else the
        // update stage's last output when that was this window, else the RAM's word. The
        // picks were decided in cycle 0 and are registered in copies (one per block). The
        // RAM's word comes 4.26 ns into the clock (ECP5 block RAMs without their output
        // register), so it enters only the last LUT before `b_word`: the word of the stages
        // ahead is picked first, then each field, and each block of the ring, picks between
        // it and the RAM's by a copy of `a_take_ram` (`BlockLateSelect`, `LateSelect`).
        self.q_take_p_mask.next = self.zero1024.val();
        for block in 0..16 {
            if (self.a_take_p.q.val().get_bits::<16>(0) & (self.one16.val() << block)).any() {
                self.q_take_p_mask.next = self.q_take_p_mask.val()
                    | (bit_cast::<1024, 64>(self.ones64.val()) << (block * 64));
            }
        }
        if self.a_take_p.q.val().get_bit(16) {
            self.q_ahead.next = self.p_word.q.val();
        } else {
            self.q_ahead.next = self.w_word.q.val();
        }
        self.q_ahead.next.ring = (self.p_word.q.val().ring & self.q_take_p_mask.val())
            | (self.w_word.q.val().ring & !self.q_take_p_mask.val());
        self.b_ring_pick.select.next = self.a_take_ram.q.val().get_bits::<16>(0);
        self.b_ring_pick.when_set.next = self.windows.read_data.val().ring;
        self.b_ring_pick.when_clear.next = self.q_ahead.val().ring;
        self.b_low_pick.select.next = self.a_take_ram.q.val().get_bit(16);
        self.b_low_pick.when_set.next = self.windows.read_data.val().low;
        self.b_low_pick.when_clear.next = self.q_ahead.val().low;
        self.b_ce_pick.select.next = self.a_take_ram.q.val().get_bit(17);
        self.b_ce_pick.when_set.next = self.windows.read_data.val().ce_count;
        self.b_ce_pick.when_clear.next = self.q_ahead.val().ce_count;
        self.b_since_pick.select.next = self.a_take_ram.q.val().get_bit(18);
        self.b_since_pick.when_set.next = self.windows.read_data.val().since_ack;
        self.b_since_pick.when_clear.next = self.q_ahead.val().since_ack;
        self.b_echo_pick.select.next = self.a_take_ram.q.val().get_bit(19);
        self.b_echo_pick.when_set.next = self.windows.read_data.val().echo_timestamp;
        self.b_echo_pick.when_clear.next = self.q_ahead.val().echo_timestamp;
        self.b_low_hi_pick.select.next = self.a_take_ram.q.val().get_bit(20);
        self.b_low_hi_pick.when_set.next =
            bit_cast::<26, 32>(self.windows.read_data.val().low >> 6);
        self.b_low_hi_pick.when_clear.next = bit_cast::<26, 32>(self.q_ahead.val().low >> 6);
        self.b_word.d.next.ring = self.b_ring_pick.picked.val();
        self.b_word.d.next.low = self.b_low_pick.picked.val();
        self.b_word.d.next.ce_count = self.b_ce_pick.picked.val();
        self.b_word.d.next.since_ack = self.b_since_pick.picked.val();
        self.b_word.d.next.echo_timestamp = self.b_echo_pick.picked.val();
        self.b_low_hi.d.next = self.b_low_hi_pick.picked.val();
        // Narrow values of the PSN for cycle 2, registered here.
        self.b_psn_m_hi.d.next = bit_cast::<26, 32>((self.a_psn.q.val() + 0x7fff_ffff) >> 6);
        self.b_psn_lo_any.d.next = self.a_psn.q.val().get_bits::<6>(0).any();
        // The end blocks of the two prefix tests (`psn - 256` and `psn - 2^31 - 1`, whose
        // block is `psn - 1`'s), and for each a 1024-bit mask: the bits past the end in the
        // end's block, and all of every other block (their end tests are not read). Each
        // block's end tests read their own 64 mask bits, registered beside them.
        // (Decoded in cycle 0: the ends' blocks as one-hots, the bits up to each end.)
        self.b_end_slot_a.d.next = self.a_psn.q.val().get_bits::<4>(6) - 4;
        self.q_mask_a.next = self.zero1024.val();
        self.q_mask_b.next = self.zero1024.val();
        for block in 0..16 {
            if (self.a_slot_a_oh.q.val() & (self.one16.val() << block)).any() {
                self.q_mask_a.next = self.q_mask_a.val()
                    | (bit_cast::<1024, 64>(self.a_notail_a.q.val()) << (block * 64));
            }
            if (self.a_slot_b_oh.q.val() & (self.one16.val() << block)).any() {
                self.q_mask_b.next = self.q_mask_b.val()
                    | (bit_cast::<1024, 64>(self.a_notail_b.q.val()) << (block * 64));
            }
        }
        self.b_mask_a.d.next = !self.q_mask_a.val();
        self.b_mask_b.d.next = !self.q_mask_b.val();
        // A start's word, decoded: its base's block as a one-hot, the bits below the base.
        self.b_fresh_block.d.next = !(self.ones64.val() << self.a_psn.q.val().get_bits::<6>(0));
        self.b_blk.d.next = self.one16.val() << self.a_psn.q.val().get_bits::<4>(6);
        self.b_start.d.next = self.a_cmd.q.val() & !self.rst.val() & !self.a_op.q.val();
        // Which operation ahead touches the same window: the one that will be in the update
        // stage when this one is in cycle 2.
        self.b_same2.d.next = self.a_same_b.q.val();
        // Whether the PSN is that of the operation two ahead (now in cycle 3).
        self.b_psn_eq2.d.next = self.a_psn.q.val() == self.p_psn.q.val();
        // The class and hole of this PSN in a window started at the PSN of the operation
        // ahead (now in cycle 2), for when that one is a start on this window (cycle 3 picks
        // it by `p_after_start`): computed here, from registers, so cycle 2's subtraction
        // and its 24-bit zero test are not in front of a register there. New when less than
        // 256 past the start; a duplicate when behind it by less than 2^31 (the gap, taken
        // the other way, is above 2^31); else out of window. The gap was subtracted in
        // cycle 0.
        if !self.a_start_gap.q.val().get_bits::<24>(8).any() {
            self.b_start_class.d.next = 0.into();
        } else if self.a_start_gap.q.val().get_bit(31)
            & self.a_start_gap.q.val().get_bits::<31>(0).any()
        {
            self.b_start_class.d.next = 1.into();
        } else {
            self.b_start_class.d.next = 2.into();
        }
        self.b_start_hole.d.next = self.a_start_gap.q.val().any();
        self.b_update.d.next = self.a_update.q.val() & !self.rst.val();
        self.b_cmd.d.next = self.a_cmd.q.val() & !self.rst.val();
        self.b_op.d.next = self.a_op.q.val();
        self.b_window.d.next = self.a_window.q.val();
        self.b_psn.d.next = self.a_psn.q.val();
        self.b_psn_m1.d.next = self.a_psn.q.val() - 1;
        // The packet's bit, from the two halves of its ring position decoded in cycle 0
        // (each flip-flop of those drives 32 loads, not a PSN bit all 1024).
        self.q_onehot.next = self.zero1024.val();
        for high in 0..32 {
            if (self.a_high_oh.q.val() & (self.one32.val() << high)).any() {
                self.q_onehot.next = self.q_onehot.val()
                    | (bit_cast::<1024, 32>(self.a_low_oh.q.val()) << (high * 32));
            }
        }
        self.b_onehot.d.next = self.q_onehot.val();
        self.b_ce.d.next = self.a_ce.q.val();
        self.b_timestamp.d.next = self.a_timestamp.q.val();
        self.b_ack_req.d.next = self.a_ack_req.q.val();
        self.b_placed.d.next = self.a_placed.q.val();

        // ---- Cycle 0: register the operation and read its window. ----
        self.s_cmd_ready.next = !self.s_update_due.val();
        // An update of the window the last clock's update was on is refused (see
        // `m_update_refused`): no operation of the pipeline sets a bit one clock ahead.
        self.in_refused.next = self.s_update_valid.val()
            & self.a_update.q.val()
            & (self.a_window.q.val() == self.s_update_window_tests.val());
        self.refused.d.next = self.in_refused.val() & !self.rst.val();
        self.m_update_refused.next = self.refused.q.val();
        self.a_update.d.next = self.s_update_valid.val() & !self.in_refused.val() & !self.rst.val();
        self.a_cmd.d.next = self.s_cmd_valid.val() & !self.s_update_due.val() & !self.rst.val();
        self.a_op.d.next = self.s_cmd_op.val();
        self.a_ce.d.next = self.s_update_ce.val();
        self.a_timestamp.d.next = self.s_update_timestamp.val();
        self.a_ack_req.d.next = self.s_update_ack_req.val();
        self.a_placed.d.next = self.s_update_placed.val();
        // What the cycle reads is picked by the due flag, a clock ahead of the verdict.
        if self.s_update_due.val() {
            self.in_window.next = self.s_update_window.val();
            self.in_psn.next = self.s_update_psn.val();
        } else {
            self.in_window.next = self.s_cmd_window.val();
            self.in_psn.next = self.s_cmd_base.val();
        }
        self.a_psn.d.next = self.in_psn.val();
        self.a_psn_start.d.next = self.in_psn.val();
        // Cycle 1's decodes of the PSN, made from each input and picked by the due flag
        // after (`PsnDecode`). The start class's gap: this PSN less that of the operation
        // now in cycle 1, which will be in cycle 2 when this one is in cycle 1.
        self.decode_update.psn.next = self.s_update_psn.val();
        self.decode_update.ahead_psn.next = self.a_psn_start.q.val();
        self.decode_cmd.psn.next = self.s_cmd_base.val();
        self.decode_cmd.ahead_psn.next = self.a_psn_start.q.val();
        if self.s_update_due.val() {
            self.a_start_gap.d.next = self.decode_update.start_gap.val();
            self.a_low_oh.d.next = self.decode_update.low_oh.val();
            self.a_high_oh.d.next = self.decode_update.high_oh.val();
            self.a_slot_a_oh.d.next = self.decode_update.slot_a_oh.val();
            self.a_notail_a.d.next = self.decode_update.notail_a.val();
            self.a_slot_b_oh.d.next = self.decode_update.slot_b_oh.val();
            self.a_notail_b.d.next = self.decode_update.notail_b.val();
        } else {
            self.a_start_gap.d.next = self.decode_cmd.start_gap.val();
            self.a_low_oh.d.next = self.decode_cmd.low_oh.val();
            self.a_high_oh.d.next = self.decode_cmd.high_oh.val();
            self.a_slot_a_oh.d.next = self.decode_cmd.slot_a_oh.val();
            self.a_notail_a.d.next = self.decode_cmd.notail_a.val();
            self.a_slot_b_oh.d.next = self.decode_cmd.slot_b_oh.val();
            self.a_notail_b.d.next = self.decode_cmd.notail_b.val();
        }
        self.a_window.d.next = self.in_window.val();
        self.windows.read_address.next = self.in_window.val();
        // Which operations ahead are on the same window, compared a clock early: the ones now
        // in cycles 1, 2 and 3 are in cycles 2, 3 and 4 (the update stage) when this one is
        // in cycle 1. Both inputs' windows are compared and the due flag picks the results,
        // after the take decisions below: so the command's window (a register in the top
        // level, across the chip) reaches the take registers through a compare and the take
        // logic, not through the operation's window pick first.
        self.b_busy.d.next = (self.a_update.q.val() | self.a_cmd.q.val()) & !self.rst.val();
        self.p_busy.d.next = (self.b_update.q.val() | self.b_cmd.q.val()) & !self.rst.val();
        self.c_busy.d.next = (self.p_update.q.val() | self.p_cmd.q.val()) & !self.rst.val();
        self.tu_same_b.next =
            self.b_busy.q.val() & (self.b_window.q.val() == self.s_update_window_tests.val());
        self.tu_same_p.next =
            self.p_busy.q.val() & (self.p_window.q.val() == self.s_update_window_tests.val());
        self.tu_same_c.next =
            self.c_busy.q.val() & (self.c_window.q.val() == self.s_update_window_tests.val());
        self.tc_same_b.next =
            self.b_busy.q.val() & (self.b_window.q.val() == self.s_cmd_window_tests.val());
        self.tc_same_p.next =
            self.p_busy.q.val() & (self.p_window.q.val() == self.s_cmd_window_tests.val());
        self.tc_same_c.next =
            self.c_busy.q.val() & (self.c_window.q.val() == self.s_cmd_window_tests.val());
        if self.s_update_due.val() {
            self.t_same_b.next = self.tu_same_b.val();
            self.t_same_p.next = self.tu_same_p.val();
        } else {
            self.t_same_b.next = self.tc_same_b.val();
            self.t_same_p.next = self.tc_same_p.val();
        }
        self.a_same_b.d.next = self.t_same_b.val();
        // The same, for an update ahead only: the gate of `c_two`, in copies.
        self.a_two_gate.d.next = self.t_same_b.val() & self.b_update.q.val() & !self.rst.val();
        self.a_same_p.d.next = self.t_same_p.val();
        // Cycle 1's picks, decided here (registered, in copies) from what the stages ahead
        // will hold then: the operation now in cycle 2 (`b_*`) will be in cycle 3 — whether
        // it is a start, whether it is on the window of the one now in cycle 3 (`p_*`), and
        // whether on that of the one now in the update stage (its `b_same2`). These terms
        // are registers' only; on the same window as the operation now in cycle 2, it takes
        // cycle 3's state (`take_p`) or the update stage's; on another, the update stage's
        // when on the window of the one now in cycle 4; otherwise the RAM's (`take_ram`).
        self.t_ahead_start.next = self.b_cmd.q.val() & !self.rst.val() & !self.b_op.q.val();
        self.t_ahead_takes_w.next = self.p_busy.q.val()
            & (self.p_window.q.val() == self.b_window.q.val())
            & !self.t_ahead_start.val();
        self.t_p_if_same.next =
            !self.t_ahead_takes_w.val() & (self.t_ahead_start.val() | !self.b_same2.q.val());
        self.tu_take_p.next = self.tu_same_b.val() & self.t_p_if_same.val();
        self.tc_take_p.next = self.tc_same_b.val() & self.t_p_if_same.val();
        // Cycle 1 loads the RAM's word when it takes neither state: on the window of the
        // operation now in cycle 2, exactly when that one takes the update stage's output
        // itself (cycle 2 then takes that output too, `b_sel_w`, and cycle 1's word is
        // unused); on another, when not on the window of the one now in cycle 4 (else the
        // update stage's output, `w_word`, is its state).
        self.tu_take_ram.next = (self.tu_same_b.val() & self.t_ahead_takes_w.val())
            | (!self.tu_same_b.val() & !self.tu_same_c.val());
        self.tc_take_ram.next = (self.tc_same_b.val() & self.t_ahead_takes_w.val())
            | (!self.tc_same_b.val() & !self.tc_same_c.val());
        if self.s_update_due.val() {
            self.a_take_p.d.next = self.tu_take_p.val();
            self.a_take_ram.d.next = self.tu_take_ram.val();
        } else {
            self.a_take_p.d.next = self.tc_take_p.val();
            self.a_take_ram.d.next = self.tc_take_ram.val();
        }
        self.a_ahead_takes_w.d.next = self.t_ahead_takes_w.val();

        // ---- Cycles 5–12: the exact base and the bitmap from it, off the loop. ----
        // Each stage is a few LUT levels: carry chains find lowest ones, constant masks
        // encode them, and the two rotations are split by block and by bit.
        self.index_bit0.next = 0xaaaa_aaaa_aaaa_aaaa_u64.into();
        self.index_bit1.next = 0xcccc_cccc_cccc_cccc_u64.into();
        self.index_bit2.next = 0xf0f0_f0f0_f0f0_f0f0_u64.into();
        self.index_bit3.next = 0xff00_ff00_ff00_ff00_u64.into();
        // Cycle 5: block-full flags, and the open blocks at or above the lazy base's.
        self.r1_valid.d.next = self.w_update.q.val() & !self.rst.val();
        self.r1_window.d.next = self.w_window.q.val();
        self.r1_class.d.next = self.w_class.q.val();
        self.r1_hole.d.next = self.w_hole.q.val();
        self.r1_ack.d.next = self.w_ack.q.val();
        self.r1_word.d.next = self.w_word.q.val();
        self.r_ring1.next = self.w_word.q.val().ring;
        self.r_full.next = 0.into();
        for block in 0..16 {
            self.r_full.next = self
                .r_full
                .val()
                .replace_bit(block, self.r_ring1.val().get_bits::<64>(block * 64).all());
        }
        self.r1_full.d.next = self.r_full.val();
        self.r_low_slot.next = bit_cast::<4, 32>(self.w_word.q.val().low >> 6);
        self.r1_open_high.d.next =
            !self.r_full.val() & (self.ones16.val() << self.r_low_slot.val());
        // Cycle 6: the first block from the lazy base that is not full, in ring order: the
        // lowest open block at or above the base's, else the lowest open block (wrapped).
        // Lowest set bit of `v` as a one-hot: `v & (!v + 1)`, a carry chain.
        self.r_open_all.next = !self.r1_full.q.val();
        self.r_open_high.next = self.r1_open_high.q.val();
        self.r_first_all.next = self.r_open_all.val() & (!self.r_open_all.val() + 1);
        self.r_first_high.next = self.r_open_high.val() & (!self.r_open_high.val() + 1);
        self.r_slot_all.next = 0.into();
        self.r_slot_high.next = 0.into();
        self.r_slot_all.next = self
            .r_slot_all
            .val()
            .replace_bit(
                0,
                (self.r_first_all.val() & self.index_bit0.val().get_bits::<16>(0)).any(),
            )
            .replace_bit(
                1,
                (self.r_first_all.val() & self.index_bit1.val().get_bits::<16>(0)).any(),
            )
            .replace_bit(
                2,
                (self.r_first_all.val() & self.index_bit2.val().get_bits::<16>(0)).any(),
            )
            .replace_bit(
                3,
                (self.r_first_all.val() & self.index_bit3.val().get_bits::<16>(0)).any(),
            );
        self.r_slot_high.next = self
            .r_slot_high
            .val()
            .replace_bit(
                0,
                (self.r_first_high.val() & self.index_bit0.val().get_bits::<16>(0)).any(),
            )
            .replace_bit(
                1,
                (self.r_first_high.val() & self.index_bit1.val().get_bits::<16>(0)).any(),
            )
            .replace_bit(
                2,
                (self.r_first_high.val() & self.index_bit2.val().get_bits::<16>(0)).any(),
            )
            .replace_bit(
                3,
                (self.r_first_high.val() & self.index_bit3.val().get_bits::<16>(0)).any(),
            );
        // The block's quarter (its slot's upper two bits), which cycle 7's rotation picks by,
        // is found apart from the slot, without the carry chain and its encoders: the first
        // group of four blocks with an open one (a 4-bit priority pick of the groups' ORs,
        // two LUT levels from the flip-flops; through the chain it was cycle 6's slowest
        // path, 7.74 ns at 8be54bb). A ring always has an open block (nothing at or past
        // `base + 256` is set), so the two agree.
        self.r_group_high.next = 0.into();
        self.r_group_all.next = 0.into();
        for group in 0..4 {
            self.r_group_high.next = self
                .r_group_high
                .val()
                .replace_bit(group, self.r_open_high.val().get_bits::<4>(group * 4).any());
            self.r_group_all.next = self
                .r_group_all
                .val()
                .replace_bit(group, self.r_open_all.val().get_bits::<4>(group * 4).any());
        }
        // (One-bit signals, not bits of a wider value: in the Verilog, `~` of a bit inside a
        // wider expression inverts its zero extension too, so an AND of two negated bits
        // would set every bit above them.)
        self.r_quarter_high_hi.next =
            !self.r_group_high.val().get_bit(0) & !self.r_group_high.val().get_bit(1);
        self.r_quarter_high_lo.next = !self.r_group_high.val().get_bit(0)
            & (self.r_group_high.val().get_bit(1) | !self.r_group_high.val().get_bit(2));
        self.r_quarter_all_hi.next =
            !self.r_group_all.val().get_bit(0) & !self.r_group_all.val().get_bit(1);
        self.r_quarter_all_lo.next = !self.r_group_all.val().get_bit(0)
            & (self.r_group_all.val().get_bit(1) | !self.r_group_all.val().get_bit(2));
        // The rotations' selects are kept in one copy per 64-bit chunk they pick (cycle 7's
        // quarter here, cycle 8's block, cycles 10 to 12's groups, nibbles and bits): a
        // select bit drives 64 4:1 picks from close by, not 512 across the ring.
        if self.r_group_high.val().any() {
            self.r2_slot.d.next = self.r_slot_high.val();
            self.r2_quarter_hi.d.next = self.r_quarter_high_hi.val();
            self.r2_quarter_lo.d.next = self.r_quarter_high_lo.val();
        } else {
            self.r2_slot.d.next = self.r_slot_all.val();
            self.r2_quarter_hi.d.next = self.r_quarter_all_hi.val();
            self.r2_quarter_lo.d.next = self.r_quarter_all_lo.val();
        }
        self.r2_wrap.d.next = !self.r_group_high.val().any();
        self.r2_valid.d.next = self.r1_valid.q.val() & !self.rst.val();
        self.r2_window.d.next = self.r1_window.q.val();
        self.r2_class.d.next = self.r1_class.q.val();
        self.r2_hole.d.next = self.r1_hole.q.val();
        self.r2_ack.d.next = self.r1_ack.q.val();
        self.r2_word.d.next = self.r1_word.q.val();
        // Cycle 7: the ring from that block's quarter on (the first of the four 256-bit
        // quarters the block may be in, and the 256 bits after), and the PSN of the block's
        // first bit: `low` is 64-aligned, so it is `low`'s upper bits (one more when the
        // search wrapped past bit 1023) and the block number. The rotation to the block is
        // split in two 4:1 picks, by quarter here and by block in the next cycle. Each pick
        // (here and in cycles 8, 10, 11 and 12) is an AND-OR of four shifted copies of its
        // source with four masks, a mask's 64-bit chunk set when that chunk's own copy of
        // the select names that shift.
        self.r_double.next = bit_cast::<2048, 1024>(self.r2_word.q.val().ring)
            | (bit_cast::<2048, 1024>(self.r2_word.q.val().ring) << 1024);
        self.m_half_0.next = 0.into();
        for chunk in 0..8 {
            if (self.r2_quarter_hi.q.val() & (self.one8.val() << chunk)).any()
                & (self.r2_quarter_lo.q.val() & (self.one8.val() << chunk)).any()
            {
                self.m_half_0.next =
                    self.m_half_0.val() | (bit_cast::<512, 64>(self.ones64.val()) << (chunk * 64));
            }
        }
        self.m_half_1.next = 0.into();
        for chunk in 0..8 {
            if (self.r2_quarter_hi.q.val() & (self.one8.val() << chunk)).any()
                & !(self.r2_quarter_lo.q.val() & (self.one8.val() << chunk)).any()
            {
                self.m_half_1.next =
                    self.m_half_1.val() | (bit_cast::<512, 64>(self.ones64.val()) << (chunk * 64));
            }
        }
        self.m_half_2.next = 0.into();
        for chunk in 0..8 {
            if !(self.r2_quarter_hi.q.val() & (self.one8.val() << chunk)).any()
                & (self.r2_quarter_lo.q.val() & (self.one8.val() << chunk)).any()
            {
                self.m_half_2.next =
                    self.m_half_2.val() | (bit_cast::<512, 64>(self.ones64.val()) << (chunk * 64));
            }
        }
        self.m_half_3.next = 0.into();
        for chunk in 0..8 {
            if !(self.r2_quarter_hi.q.val() & (self.one8.val() << chunk)).any()
                & !(self.r2_quarter_lo.q.val() & (self.one8.val() << chunk)).any()
            {
                self.m_half_3.next =
                    self.m_half_3.val() | (bit_cast::<512, 64>(self.ones64.val()) << (chunk * 64));
            }
        }
        self.r_half_sel.next = (bit_cast::<512, 2048>(self.r_double.val() >> 768)
            & self.m_half_0.val())
            | (bit_cast::<512, 2048>(self.r_double.val() >> 512) & self.m_half_1.val())
            | (bit_cast::<512, 2048>(self.r_double.val() >> 256) & self.m_half_2.val())
            | (bit_cast::<512, 2048>(self.r_double.val()) & self.m_half_3.val());
        self.r3_half.d.next = self.r_half_sel.val();
        self.r3_block_hi.d.next = self.r2_slot.q.val().get_bit(1);
        self.r3_block_lo.d.next = self.r2_slot.q.val().get_bit(0);
        self.r3_block_base.d.next = ((self.r2_word.q.val().low >> 10)
            + bit_cast::<32, 1>(self.r2_wrap.q.val().into()))
            << 10
            | bit_cast::<32, 4>(self.r2_slot.q.val()) << 6;
        self.r3_valid.d.next = self.r2_valid.q.val() & !self.rst.val();
        self.r3_window.d.next = self.r2_window.q.val();
        self.r3_class.d.next = self.r2_class.q.val();
        self.r3_hole.d.next = self.r2_hole.q.val();
        self.r3_ack.d.next = self.r2_ack.q.val();
        self.r3_ce_count.d.next = self.r2_word.q.val().ce_count;
        self.r3_since_ack.d.next = self.r2_word.q.val().since_ack;
        self.r3_echo_timestamp.d.next = self.r2_word.q.val().echo_timestamp;
        // Cycle 8: the ring from that block on (320 bits: the block and the 256 after).
        self.m_span_0.next = 0.into();
        for chunk in 0..5 {
            if (self.r3_block_hi.q.val() & (self.one5.val() << chunk)).any()
                & (self.r3_block_lo.q.val() & (self.one5.val() << chunk)).any()
            {
                self.m_span_0.next =
                    self.m_span_0.val() | (bit_cast::<320, 64>(self.ones64.val()) << (chunk * 64));
            }
        }
        self.m_span_1.next = 0.into();
        for chunk in 0..5 {
            if (self.r3_block_hi.q.val() & (self.one5.val() << chunk)).any()
                & !(self.r3_block_lo.q.val() & (self.one5.val() << chunk)).any()
            {
                self.m_span_1.next =
                    self.m_span_1.val() | (bit_cast::<320, 64>(self.ones64.val()) << (chunk * 64));
            }
        }
        self.m_span_2.next = 0.into();
        for chunk in 0..5 {
            if !(self.r3_block_hi.q.val() & (self.one5.val() << chunk)).any()
                & (self.r3_block_lo.q.val() & (self.one5.val() << chunk)).any()
            {
                self.m_span_2.next =
                    self.m_span_2.val() | (bit_cast::<320, 64>(self.ones64.val()) << (chunk * 64));
            }
        }
        self.m_span_3.next = 0.into();
        for chunk in 0..5 {
            if !(self.r3_block_hi.q.val() & (self.one5.val() << chunk)).any()
                & !(self.r3_block_lo.q.val() & (self.one5.val() << chunk)).any()
            {
                self.m_span_3.next =
                    self.m_span_3.val() | (bit_cast::<320, 64>(self.ones64.val()) << (chunk * 64));
            }
        }
        self.r_span_sel.next = (bit_cast::<320, 512>(self.r3_half.q.val() >> 192)
            & self.m_span_0.val())
            | (bit_cast::<320, 512>(self.r3_half.q.val() >> 128) & self.m_span_1.val())
            | (bit_cast::<320, 512>(self.r3_half.q.val() >> 64) & self.m_span_2.val())
            | (bit_cast::<320, 512>(self.r3_half.q.val()) & self.m_span_3.val());
        self.r4_span.d.next = self.r_span_sel.val();
        self.r4_block_base.d.next = self.r3_block_base.q.val();
        self.r4_valid.d.next = self.r3_valid.q.val() & !self.rst.val();
        self.r4_window.d.next = self.r3_window.q.val();
        self.r4_class.d.next = self.r3_class.q.val();
        self.r4_hole.d.next = self.r3_hole.q.val();
        self.r4_ack.d.next = self.r3_ack.q.val();
        self.r4_ce_count.d.next = self.r3_ce_count.q.val();
        self.r4_since_ack.d.next = self.r3_since_ack.q.val();
        self.r4_echo_timestamp.d.next = self.r3_echo_timestamp.q.val();
        // Cycle 9: the first zero of that block (the base): lowest zero of `x` as the one-hot
        // `!x & (x + 1)` (a carry chain), and which 16-bit group holds it.
        self.r_block.next = self.r4_span.q.val().get_bits::<64>(0);
        self.r5_first_zero.d.next = !self.r_block.val() & (self.r_block.val() + 1);
        self.r_group_open.next = 0.into();
        for group in 0..4 {
            self.r_group_open.next = self
                .r_group_open
                .val()
                .replace_bit(group, !self.r_block.val().get_bits::<16>(group * 16).all());
        }
        self.r_zero_high.next = 0.into();
        self.r_zero_high.next = self
            .r_zero_high
            .val()
            .replace_bit(
                0,
                !self.r_group_open.val().get_bit(0)
                    & (self.r_group_open.val().get_bit(1) | !self.r_group_open.val().get_bit(2)),
            )
            .replace_bit(
                1,
                !self.r_group_open.val().get_bit(0) & !self.r_group_open.val().get_bit(1),
            );
        self.r5_zero_high.d.next = self.r_zero_high.val();
        self.r5_group_hi.d.next = self.r_zero_high.val().get_bit(1);
        self.r5_group_lo.d.next = self.r_zero_high.val().get_bit(0);
        self.r5_block_base.d.next = self.r4_block_base.q.val();
        self.r5_span.d.next = self.r4_span.q.val();
        self.r5_valid.d.next = self.r4_valid.q.val() & !self.rst.val();
        self.r5_window.d.next = self.r4_window.q.val();
        self.r5_class.d.next = self.r4_class.q.val();
        self.r5_hole.d.next = self.r4_hole.q.val();
        self.r5_ack.d.next = self.r4_ack.q.val();
        self.r5_ce_count.d.next = self.r4_ce_count.q.val();
        self.r5_since_ack.d.next = self.r4_since_ack.q.val();
        self.r5_echo_timestamp.d.next = self.r4_echo_timestamp.q.val();
        // Cycle 10: the offset of the zero in its group (four OR trees over the one-hot), the
        // base (the block's PSN is 64-aligned, so OR adds the offset), and the span moved by
        // whole 16-bit groups.
        self.r_zero_low.next = 0.into();
        self.r_zero_low.next = self
            .r_zero_low
            .val()
            .replace_bit(
                0,
                (self.r5_first_zero.q.val() & self.index_bit0.val()).any(),
            )
            .replace_bit(
                1,
                (self.r5_first_zero.q.val() & self.index_bit1.val()).any(),
            )
            .replace_bit(
                2,
                (self.r5_first_zero.q.val() & self.index_bit2.val()).any(),
            )
            .replace_bit(
                3,
                (self.r5_first_zero.q.val() & self.index_bit3.val()).any(),
            );
        self.r6_base.d.next = self.r5_block_base.q.val()
            | (bit_cast::<32, 2>(self.r5_zero_high.q.val()) << 4)
            | bit_cast::<32, 4>(self.r_zero_low.val());
        self.r6_zero_low.d.next = self.r_zero_low.val();
        self.r6_nibble_hi.d.next = self.r_zero_low.val().get_bit(3);
        self.r6_nibble_lo.d.next = self.r_zero_low.val().get_bit(2);
        self.m_groups_0.next = 0.into();
        for chunk in 0..5 {
            if (self.r5_group_hi.q.val() & (self.one5.val() << chunk)).any()
                & (self.r5_group_lo.q.val() & (self.one5.val() << chunk)).any()
            {
                self.m_groups_0.next = self.m_groups_0.val()
                    | (bit_cast::<320, 64>(self.ones64.val()) << (chunk * 64));
            }
        }
        self.m_groups_1.next = 0.into();
        for chunk in 0..5 {
            if (self.r5_group_hi.q.val() & (self.one5.val() << chunk)).any()
                & !(self.r5_group_lo.q.val() & (self.one5.val() << chunk)).any()
            {
                self.m_groups_1.next = self.m_groups_1.val()
                    | (bit_cast::<320, 64>(self.ones64.val()) << (chunk * 64));
            }
        }
        self.m_groups_2.next = 0.into();
        for chunk in 0..5 {
            if !(self.r5_group_hi.q.val() & (self.one5.val() << chunk)).any()
                & (self.r5_group_lo.q.val() & (self.one5.val() << chunk)).any()
            {
                self.m_groups_2.next = self.m_groups_2.val()
                    | (bit_cast::<320, 64>(self.ones64.val()) << (chunk * 64));
            }
        }
        self.m_groups_3.next = 0.into();
        for chunk in 0..5 {
            if !(self.r5_group_hi.q.val() & (self.one5.val() << chunk)).any()
                & !(self.r5_group_lo.q.val() & (self.one5.val() << chunk)).any()
            {
                self.m_groups_3.next = self.m_groups_3.val()
                    | (bit_cast::<320, 64>(self.ones64.val()) << (chunk * 64));
            }
        }
        self.r_groups_sel.next = bit_cast::<272, 320>(
            ((self.r5_span.q.val() >> 48) & self.m_groups_0.val())
                | ((self.r5_span.q.val() >> 32) & self.m_groups_1.val())
                | ((self.r5_span.q.val() >> 16) & self.m_groups_2.val())
                | (self.r5_span.q.val() & self.m_groups_3.val()),
        );
        self.r6_span.d.next = self.r_groups_sel.val();
        self.r6_valid.d.next = self.r5_valid.q.val() & !self.rst.val();
        self.r6_window.d.next = self.r5_window.q.val();
        self.r6_class.d.next = self.r5_class.q.val();
        self.r6_hole.d.next = self.r5_hole.q.val();
        self.r6_ack.d.next = self.r5_ack.q.val();
        self.r6_ce_count.d.next = self.r5_ce_count.q.val();
        self.r6_since_ack.d.next = self.r5_since_ack.q.val();
        self.r6_echo_timestamp.d.next = self.r5_echo_timestamp.q.val();
        // Cycles 11 and 12: the 256 bits from the base, moved by four bits at a time, then
        // by the last one to three.
        self.m_nibbles_0.next = 0.into();
        for chunk in 0..5 {
            if (self.r6_nibble_hi.q.val() & (self.one5.val() << chunk)).any()
                & (self.r6_nibble_lo.q.val() & (self.one5.val() << chunk)).any()
            {
                self.m_nibbles_0.next = self.m_nibbles_0.val()
                    | (bit_cast::<320, 64>(self.ones64.val()) << (chunk * 64));
            }
        }
        self.m_nibbles_1.next = 0.into();
        for chunk in 0..5 {
            if (self.r6_nibble_hi.q.val() & (self.one5.val() << chunk)).any()
                & !(self.r6_nibble_lo.q.val() & (self.one5.val() << chunk)).any()
            {
                self.m_nibbles_1.next = self.m_nibbles_1.val()
                    | (bit_cast::<320, 64>(self.ones64.val()) << (chunk * 64));
            }
        }
        self.m_nibbles_2.next = 0.into();
        for chunk in 0..5 {
            if !(self.r6_nibble_hi.q.val() & (self.one5.val() << chunk)).any()
                & (self.r6_nibble_lo.q.val() & (self.one5.val() << chunk)).any()
            {
                self.m_nibbles_2.next = self.m_nibbles_2.val()
                    | (bit_cast::<320, 64>(self.ones64.val()) << (chunk * 64));
            }
        }
        self.m_nibbles_3.next = 0.into();
        for chunk in 0..5 {
            if !(self.r6_nibble_hi.q.val() & (self.one5.val() << chunk)).any()
                & !(self.r6_nibble_lo.q.val() & (self.one5.val() << chunk)).any()
            {
                self.m_nibbles_3.next = self.m_nibbles_3.val()
                    | (bit_cast::<320, 64>(self.ones64.val()) << (chunk * 64));
            }
        }
        self.r_nibbles_sel.next = bit_cast::<260, 320>(
            (bit_cast::<320, 272>(self.r6_span.q.val() >> 12) & self.m_nibbles_0.val())
                | (bit_cast::<320, 272>(self.r6_span.q.val() >> 8) & self.m_nibbles_1.val())
                | (bit_cast::<320, 272>(self.r6_span.q.val() >> 4) & self.m_nibbles_2.val())
                | (bit_cast::<320, 272>(self.r6_span.q.val()) & self.m_nibbles_3.val()),
        );
        self.r7_quarter.d.next = self.r_nibbles_sel.val();
        self.r7_bit_hi.d.next = self.r6_zero_low.q.val().get_bit(1);
        self.r7_bit_lo.d.next = self.r6_zero_low.q.val().get_bit(0);
        self.r7_base.d.next = self.r6_base.q.val();
        self.r7_valid.d.next = self.r6_valid.q.val() & !self.rst.val();
        self.r7_window.d.next = self.r6_window.q.val();
        self.r7_class.d.next = self.r6_class.q.val();
        self.r7_hole.d.next = self.r6_hole.q.val();
        self.r7_ack.d.next = self.r6_ack.q.val();
        self.r7_ce_count.d.next = self.r6_ce_count.q.val();
        self.r7_since_ack.d.next = self.r6_since_ack.q.val();
        self.r7_echo_timestamp.d.next = self.r6_echo_timestamp.q.val();
        self.out_valid.d.next = self.r7_valid.q.val() & !self.rst.val();
        self.out_window.d.next = self.r7_window.q.val();
        self.out_class.d.next = self.r7_class.q.val();
        self.out_hole.d.next = self.r7_hole.q.val();
        self.out_ack.d.next = self.r7_ack.q.val();
        self.out_base.d.next = self.r7_base.q.val();
        self.m_bitmap_0.next = 0.into();
        for chunk in 0..4 {
            if (self.r7_bit_hi.q.val() & (self.one4.val() << chunk)).any()
                & (self.r7_bit_lo.q.val() & (self.one4.val() << chunk)).any()
            {
                self.m_bitmap_0.next = self.m_bitmap_0.val()
                    | (bit_cast::<256, 64>(self.ones64.val()) << (chunk * 64));
            }
        }
        self.m_bitmap_1.next = 0.into();
        for chunk in 0..4 {
            if (self.r7_bit_hi.q.val() & (self.one4.val() << chunk)).any()
                & !(self.r7_bit_lo.q.val() & (self.one4.val() << chunk)).any()
            {
                self.m_bitmap_1.next = self.m_bitmap_1.val()
                    | (bit_cast::<256, 64>(self.ones64.val()) << (chunk * 64));
            }
        }
        self.m_bitmap_2.next = 0.into();
        for chunk in 0..4 {
            if !(self.r7_bit_hi.q.val() & (self.one4.val() << chunk)).any()
                & (self.r7_bit_lo.q.val() & (self.one4.val() << chunk)).any()
            {
                self.m_bitmap_2.next = self.m_bitmap_2.val()
                    | (bit_cast::<256, 64>(self.ones64.val()) << (chunk * 64));
            }
        }
        self.m_bitmap_3.next = 0.into();
        for chunk in 0..4 {
            if !(self.r7_bit_hi.q.val() & (self.one4.val() << chunk)).any()
                & !(self.r7_bit_lo.q.val() & (self.one4.val() << chunk)).any()
            {
                self.m_bitmap_3.next = self.m_bitmap_3.val()
                    | (bit_cast::<256, 64>(self.ones64.val()) << (chunk * 64));
            }
        }
        self.r_bitmap_sel.next = (bit_cast::<256, 260>(self.r7_quarter.q.val() >> 3)
            & self.m_bitmap_0.val())
            | (bit_cast::<256, 260>(self.r7_quarter.q.val() >> 2) & self.m_bitmap_1.val())
            | (bit_cast::<256, 260>(self.r7_quarter.q.val() >> 1) & self.m_bitmap_2.val())
            | (bit_cast::<256, 260>(self.r7_quarter.q.val()) & self.m_bitmap_3.val());
        self.out_bitmap.d.next = self.r_bitmap_sel.val();
        self.out_ce_count.d.next = self.r7_ce_count.q.val();
        self.out_since_ack.d.next = self.r7_since_ack.q.val();
        self.out_echo_timestamp.d.next = self.r7_echo_timestamp.q.val();

        self.m_result_valid.next = self.out_valid.q.val();
        self.m_result_window.next = self.out_window.q.val();
        self.m_result_class.next = self.out_class.q.val();
        self.m_result_new_hole.next = self.out_hole.q.val();
        self.m_result_base.next = self.out_base.q.val();
        self.m_result_bitmap.next = self.out_bitmap.q.val();
        self.m_result_ce_count.next = self.out_ce_count.q.val();
        self.m_result_ack.next = self.out_ack.q.val();
        self.m_result_since_ack.next = self.out_since_ack.q.val();
        self.m_result_echo_timestamp.next = self.out_echo_timestamp.q.val();
    }
}

impl std::fmt::Debug for SackRingUnit {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SackRingUnit").finish_non_exhaustive()
    }
}
