//! The ACK scheduler: when each window's ACK leaves, and with what.
//!
//! The SACK unit decides per packet whether its window wants an ACK now, later (on the ACK
//! timer) or not at all. This block turns those decisions into a stream of ACK requests for
//! the frame builder, exactly as the transport core's connection does with `ack_now`, the
//! `acks` FIFO and `ack_due`:
//!
//! * **ACK state.** Each result that changes a window (anything but out of window) writes the
//!   window's ACK fields — cumulative PSN, CE count, echoed timestamp, SACK bitmap — into a
//!   64-entry RAM. A request carries the state at the clock it is *taken*, as the reference
//!   reads `PathRxWindow::ack` when it sends, not when it decided to.
//! * **ACK queue.** NOW (and a timer expiry) queues the window once: a per-window `pending`
//!   flag stands for the reference's `ack_now`, so the FIFO holds each window at most once —
//!   at most 64 entries, whatever the input rate (a flood of ACK-now packets coalesces per
//!   window while the builder is busy; the input never stalls and the queue cannot overflow).
//!   It takes two entries a clock (a fire and a NOW result of the same clock, in that order):
//!   two RAM banks, even and odd entries.
//! * **ACK timer.** LATER arms the window's timer if it is not armed (deadline = arrival +
//!   `ack_delay` clocks); NOW, a sent ACK and the expiry disarm it. Because the delay is one
//!   constant, deadlines come due in the order they were armed, at most one per clock: a
//!   *delay line* (a 4096-slot RAM written every clock with "window `w` armed now" or
//!   nothing) is read `ack_delay` clocks later, and an entry is live if its window is still
//!   armed and was last armed in that slot's clock (a 12-bit arm-time RAM). A live entry
//!   sets the window's `due` flag at its deadline; the lowest due window is offered on the
//!   command port (`COMMAND_TIMER_ACK`, which clears the SACK unit's ACK count as the
//!   reference's `handle_timeout` clears `since_ack`), and when the SACK unit takes it the
//!   window is disarmed and queued — the fire and the count's clear happen in the same clock.
//!
//! A result is taken into an input register and acted on in the next clock
//! ([`RESULT_INPUT_LATENCY`]), its window already decoded into one-hot masks: the timer
//! pick, which must leave out the window an ACK-now result disarms, then starts its carry
//! chain at flip-flops. Order of the events of one clock, as the tests drive the reference:
//! the timer fire, then the request taken on `m_ack_*`, then the result presented on
//! `s_result_*` a clock earlier.
//!
//! Pipelines:
//!
//! * timer — cycle 0 reads the delay-line slot whose deadline is six clocks on (its address
//!   `now` plus an offset decoded from `ack_delay` a clock ahead); cycle 1 registers the
//!   block RAM's word as it is (its output is slow, and the RAM may be placed far from the
//!   logic: nothing follows it in that clock); cycle 2 registers that word — or, with
//!   `ack_delay` 6, 5 or 4, whose slot is written in the clock it is read or one of the
//!   next two, that write (forwarded); cycle 3 reads that window's arm time and registers
//!   its `armed` bit (that clock's disarms applied); cycle 4 checks it is still live (a
//!   re-arm in cycle 3 is forwarded, a disarm in cycle 4 applied) and sets `due`; cycle 5,
//!   the clock before the deadline, picks the lowest due window that
//!   clock's NOW result does not disarm (`pick_due`: `due` registered with that result's
//!   window already left out), for each outcome of that clock's fire and take (carry-chain
//!   one-hots, `x & (!x + 1)`), into the command port's one-hot register. At the deadline
//!   the window is offered (`m_cmd_window` the one-hot encoded by OR trees) unless held: by
//!   the top level's `s_cmd_hold` (an update of the window in flight) or by a result of the
//!   window acted on in that clock (the fire follows it) — and fires if the port takes it.
//!   Fires are never early; they are late only by the clocks the SACK unit's command port
//!   is busy (it takes commands in clocks without an update) or the window is held.
//! * request — the queue head is popped when the output register is free or being taken,
//!   its state read from the RAM (a result of that clock or the next is forwarded), and the
//!   request is offered two clocks after the pop (the queue is written a clock after the
//!   push is decided); while offered, results of its window update it. One request per
//!   two clocks, the builder's rate. The queue banks are read at the read pointer's
//!   register, the even bank a row on when the pointer is odd, so that they hold the head
//!   and the entry after it: the head is registered (`head`) a clock before its pop, and
//!   the state RAM's read address is that flip-flop. The builder's take only moves the
//!   pointer and reaches no RAM address.

use super::lowest_one::LowestOne;
use crate::wiring::KeptRegister;
use rust_hdl::prelude::*;
use rust_hdl::widgets::prelude::{DFF, RAM};

use crate::sack::encoding::WINDOW_INDEX_WIDTH as W;

/// Bits of `ack_delay` and of the delay line's slot index.
pub const ACK_DELAY_WIDTH: usize = 12;
/// Clocks from a result on `s_result_*` to the clock the scheduler acts on it (arms, queues,
/// writes the window's ACK state): its input register.
pub const RESULT_INPUT_LATENCY: u64 = 1;
/// Smallest effective `ack_delay`: shorter delays fire at this many clocks (late, never
/// early), the time the timer pipeline needs.
pub const MIN_ACK_DELAY: u64 = 4;
/// Largest `ack_delay` (the delay line holds one slot per clock of the delay).
pub const MAX_ACK_DELAY: u64 = (1 << ACK_DELAY_WIDTH) - 1;

const T: usize = ACK_DELAY_WIDTH;

/// The fields of a window that go into its ACK.
#[derive(Clone, Copy, Debug, PartialEq, Default, LogicStruct)]
pub struct AckState {
    /// Cumulative PSN (the window's base).
    pub cum_psn: Bits<32>,
    /// CE-marked new packets.
    pub ce_count: Bits<32>,
    /// Timestamp to echo.
    pub echo_timestamp: Bits<64>,
    /// SACK bitmap: bit `i` is PSN `cum_psn + i`.
    pub sack: Bits<256>,
}

/// One clock's slot of the delay line.
#[derive(Clone, Copy, Debug, PartialEq, Default, LogicStruct)]
pub struct ArmSlot {
    /// A window's timer was armed in this clock.
    pub armed: bool,
    /// Which.
    pub window: Bits<W>,
}

/// The ACK scheduler (Verilog module `metaroce_ack_scheduler`).
#[derive(LogicBlock, Default)]
pub struct AckScheduler {
    /// Core clock.
    pub clk: Signal<In, Clock>,
    /// Synchronous reset, active high: forgets timers, queued ACKs and the request offered
    /// (the ACK state RAM is kept).
    pub rst: Signal<In, bool>,
    /// A SACK unit result (one per clock at most; never stalled), acted on
    /// `RESULT_INPUT_LATENCY` clocks later.
    pub s_result_valid: Signal<In, bool>,
    /// Its window.
    pub s_result_window: Signal<In, Bits<W>>,
    /// New, duplicate or out of window (`sack::encoding::CLASS_*`).
    pub s_result_class: Signal<In, Bits<2>>,
    /// The window's base after the update.
    pub s_result_base: Signal<In, Bits<32>>,
    /// The window's bitmap after the update.
    pub s_result_bitmap: Signal<In, Bits<256>>,
    /// The window's CE count after the update.
    pub s_result_ce_count: Signal<In, Bits<32>>,
    /// When to ACK (`sack::encoding::ACK_*`).
    pub s_result_ack: Signal<In, Bits<2>>,
    /// Timestamp the window's next ACK echoes.
    pub s_result_echo_timestamp: Signal<In, Bits<64>>,
    /// ACK timer, in clocks (`MIN_ACK_DELAY..=MAX_ACK_DELAY`); change it only while no
    /// timer is armed (a new delay applies to results presented from two clocks on).
    pub ack_delay: Signal<In, Bits<T>>,
    /// Windows whose timer ACK must wait this clock (one bit per window; the top level
    /// holds a window with a SACK update in flight, which the scheduler must see first).
    /// Meant to come from a register: it gates `m_cmd_valid`.
    pub s_cmd_hold: Signal<In, Bits<64>>,
    /// A timer fired: clear the window's ACK count (to the SACK unit's `s_cmd_*`). A
    /// register gated by `s_cmd_hold` and the result acted on in the clock (a window with
    /// a result then is held too): it depends on no other input of the clock.
    pub m_cmd_valid: Signal<Out, bool>,
    /// The SACK unit takes the command this clock if one is offered (the fire is valid ∧
    /// ready; ready need not wait for valid, and should not: valid ends an OR tree).
    pub m_cmd_ready: Signal<In, bool>,
    /// Always `sack::encoding::COMMAND_TIMER_ACK`.
    pub m_cmd_op: Signal<Out, bool>,
    /// The window whose timer fired.
    pub m_cmd_window: Signal<Out, Bits<W>>,
    /// An ACK to send.
    pub m_ack_valid: Signal<Out, bool>,
    /// The ACK is taken this clock.
    pub m_ack_ready: Signal<In, bool>,
    /// Its window.
    pub m_ack_window: Signal<Out, Bits<W>>,
    /// Cumulative PSN.
    pub m_ack_cum_psn: Signal<Out, Bits<32>>,
    /// CE count.
    pub m_ack_ce_count: Signal<Out, Bits<32>>,
    /// Echoed timestamp.
    pub m_ack_echo_timestamp: Signal<Out, Bits<64>>,
    /// SACK bitmap: bit `i` is PSN `cum_psn + i`.
    pub m_ack_sack: Signal<Out, Bits<256>>,

    states: RAM<AckState, W>,
    /// Kept: the top level registers the same window (its addressing write), and the
    /// merge would leave one flip-flop driving both across the chip.
    r_window: KeptRegister<Bits<W>>,
    r_state: DFF<AckState>,
    r_changes: DFF<bool>,
    r_now: DFF<bool>,
    r_later: DFF<bool>,
    r_mask: DFF<Bits<64>>,
    r_now_mask: DFF<Bits<64>>,
    arm_times: RAM<Bits<T>, W>,
    delay_line: RAM<ArmSlot, T>,
    queue_even: RAM<Bits<W>, 5>,
    queue_odd: RAM<Bits<W>, 5>,
    now: DFF<Bits<T>>,
    armed: DFF<Bits<64>>,
    due: DFF<Bits<64>>,
    pick_due: DFF<Bits<64>>,
    pending: DFF<Bits<64>>,
    /// `6 - max(ack_delay, MIN_ACK_DELAY)` (modulo the slot count), decoded from `ack_delay`
    /// a clock ahead: the delay line's read address is then one add from flip-flops
    /// (`ack_delay` is configuration, set before traffic).
    read_offset: DFF<Bits<T>>,
    l0_slot: DFF<Bits<T>>,
    l1_slot: DFF<Bits<T>>,
    l2_slot: DFF<Bits<T>>,
    /// The slot read in cycle 0 is written in cycle `k` (its read offset is `k`: `ack_delay`
    /// 6, 5 or 4), so cycle 2 takes that write rather than the RAM's word.
    l0_written_c0: DFF<bool>,
    l0_written_c1: DFF<bool>,
    l0_written_c2: DFF<bool>,
    l1_written_c0: DFF<bool>,
    l1_written_c1: DFF<bool>,
    l1_written_c2: DFF<bool>,
    /// The delay line's word as the block RAM gives it: nothing follows the RAM's output in
    /// its clock (its clock-to-out is half the period, and the placer may put it far away).
    l1_word: DFF<ArmSlot>,
    /// Cycle 3's entry: the slot read, or a forwarded write.
    l2_entry: DFF<ArmSlot>,
    /// The delay line's writes of one and two clocks before (the forwarded writes).
    written_one: DFF<ArmSlot>,
    written_two: DFF<ArmSlot>,
    /// Their windows as one-hots, and cycle 3's entry's (`l2_entry`'s window).
    written_one_onehot: DFF<Bits<64>>,
    written_two_onehot: DFF<Bits<64>>,
    l2_onehot_q: DFF<Bits<64>>,
    l3_valid: DFF<bool>,
    /// The entry's window still armed at cycle 4's start: looked up in cycle 3 with that
    /// clock's disarms applied, so cycle 4's liveness check is one gate on flip-flops.
    l3_armed: DFF<bool>,
    l3_window: DFF<Bits<W>>,
    l3_onehot: DFF<Bits<64>>,
    l3_slot: DFF<Bits<T>>,
    /// The arm of the clock before: its window and time, written into the arm-time RAM
    /// from these registers (so the arm decision ends at flip-flops, not at the LUT RAM's
    /// write enable), and forwarded to cycles 3 and 4 until the RAM holds it.
    rearm_valid: DFF<bool>,
    rearm_window: DFF<Bits<W>>,
    rearm_time: DFF<Bits<T>>,
    /// Cycle 3's entry's window was armed in the clock before (the write not yet in the
    /// RAM it reads), and whether by this entry's slot.
    l3_fwd_hit: DFF<bool>,
    l3_fwd_match: DFF<bool>,
    cand_valid: DFF<bool>,
    cand_onehot: DFF<Bits<64>>,
    q_wr: DFF<Bits<7>>,
    q_rd: DFF<Bits<7>>,
    /// The clock before's first write went to the entry at the read pointer of then
    /// (`q_bypass_at_rd`) or just after it (`q_bypass_after_rd`): the banks read it too early,
    /// so the head takes `q_bypass` instead (the second, after the pop of that clock).
    q_bypass_at_rd: DFF<bool>,
    q_bypass_after_rd: DFF<bool>,
    q_bypass: DFF<Bits<W>>,
    /// The queue head's window, registered (this clock's first write applied when it goes
    /// to the head): the state RAM's read address comes from a flip-flop. Stale only in
    /// the clock after a pop, when no pop can follow.
    head: DFF<Bits<W>>,
    /// The queue's writes of the clock before (registered: the fire's push decision, an
    /// OR tree, does not reach the queue RAMs in the clock it is made).
    qw_first: DFF<bool>,
    qw_second: DFF<bool>,
    qw_first_window: DFF<Bits<W>>,
    qw_second_window: DFF<Bits<W>>,
    o1_valid: DFF<bool>,
    o1_window: DFF<Bits<W>>,
    fwd_state: DFF<AckState>,
    /// The result acted on now is on the window popped a clock ago (`o1_window`):
    /// compared a clock ahead, as is each hit below.
    o1_result_hit: DFF<bool>,
    /// The result acted on a clock ago (`fwd_state`) is on it.
    o1_fwd_hit: DFF<bool>,
    /// The result acted on now is on the offered request's window (`out_window`).
    out_result_hit: DFF<bool>,
    out_valid: DFF<bool>,
    out_window: DFF<Bits<W>>,
    out_onehot: DFF<Bits<64>>,
    out_state: DFF<AckState>,

    unit: Signal<Local, Bits<64>>,
    index_bit0: Signal<Local, Bits<64>>,
    index_bit1: Signal<Local, Bits<64>>,
    index_bit2: Signal<Local, Bits<64>>,
    index_bit3: Signal<Local, Bits<64>>,
    index_bit4: Signal<Local, Bits<64>>,
    index_bit5: Signal<Local, Bits<64>>,
    in_valid: Signal<Local, bool>,
    now_mask_in: Signal<Local, Bits<64>>,
    due_next: Signal<Local, Bits<64>>,
    result_window: Signal<Local, Bits<W>>,
    result_state: Signal<Local, AckState>,
    changes: Signal<Local, bool>,
    result_now: Signal<Local, bool>,
    result_later: Signal<Local, bool>,
    result_mask: Signal<Local, Bits<64>>,
    fire_go: Signal<Local, bool>,
    fired: Signal<Local, bool>,
    cand_pending: Signal<Local, bool>,
    fire_open: Signal<Local, Bits<64>>,
    take: Signal<Local, bool>,
    fire_clear: Signal<Local, Bits<64>>,
    take_clear: Signal<Local, Bits<64>>,
    now_clear: Signal<Local, Bits<64>>,
    clears: Signal<Local, Bits<64>>,
    take_here: Signal<Local, bool>,
    arm_set: Signal<Local, Bits<64>>,
    now_set: Signal<Local, Bits<64>>,
    armed_after_here: Signal<Local, bool>,
    pending_after_here: Signal<Local, bool>,
    armed_after: Signal<Local, Bits<64>>,
    pending_after: Signal<Local, Bits<64>>,
    fire_push: Signal<Local, bool>,
    now_push: Signal<Local, bool>,
    arm: Signal<Local, bool>,
    eff_delay: Signal<Local, Bits<T>>,
    slot_read: Signal<Local, Bits<T>>,
    arm_slot: Signal<Local, ArmSlot>,
    forwarded_entry: Signal<Local, ArmSlot>,
    forwarded_onehot: Signal<Local, Bits<64>>,
    l2_onehot: Signal<Local, Bits<64>>,
    arm_time_match: Signal<Local, bool>,
    live: Signal<Local, bool>,
    cand: Signal<Local, Bits<W>>,
    pick_a: Signal<Local, Bits<64>>,
    pick_b: Signal<Local, Bits<64>>,
    pick_at: Signal<Local, Bits<64>>,
    pick_bt: Signal<Local, Bits<64>>,
    /// The lowest bit of each pick (`LowestOne`: two 32-bit carry chains, not one of 64).
    first_a: LowestOne,
    first_b: LowestOne,
    first_at: LowestOne,
    first_bt: LowestOne,
    push_first: Signal<Local, bool>,
    push_second: Signal<Local, bool>,
    first_window: Signal<Local, Bits<W>>,
    wr_row: Signal<Local, Bits<5>>,
    q_head: Signal<Local, Bits<W>>,
    pop: Signal<Local, bool>,
    q_rd_next: Signal<Local, Bits<7>>,
    q_rd_after: Signal<Local, Bits<7>>,
    loaded: Signal<Local, AckState>,
    changes_in: Signal<Local, bool>,
    out_window_next: Signal<Local, Bits<W>>,
    from_ram: Signal<Local, bool>,
}

impl Logic for AckScheduler {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self,
            clk,
            r_state,
            r_changes,
            r_now,
            r_later,
            r_mask,
            r_now_mask,
            now,
            armed,
            due,
            pick_due,
            pending,
            read_offset,
            l0_slot,
            l1_slot,
            l2_slot,
            l0_written_c0,
            l0_written_c1,
            l0_written_c2,
            l1_written_c0,
            l1_written_c1,
            l1_written_c2,
            l1_word,
            l2_entry,
            written_one,
            written_two,
            written_one_onehot,
            written_two_onehot,
            l2_onehot_q,
            l3_valid,
            l3_armed,
            l3_window,
            l3_onehot,
            l3_slot,
            rearm_valid,
            rearm_window,
            rearm_time,
            l3_fwd_hit,
            l3_fwd_match,
            cand_valid,
            cand_onehot,
            q_wr,
            q_rd,
            q_bypass_at_rd,
            q_bypass_after_rd,
            q_bypass,
            head,
            qw_first,
            qw_second,
            qw_first_window,
            qw_second_window,
            o1_valid,
            o1_window,
            fwd_state,
            o1_result_hit,
            o1_fwd_hit,
            out_result_hit,
            out_valid,
            out_window,
            out_onehot,
            out_state
        );
        self.states.read_clock.next = self.clk.val();
        self.states.write_clock.next = self.clk.val();
        self.arm_times.read_clock.next = self.clk.val();
        self.arm_times.write_clock.next = self.clk.val();
        self.delay_line.read_clock.next = self.clk.val();
        self.delay_line.write_clock.next = self.clk.val();
        self.queue_even.read_clock.next = self.clk.val();
        self.queue_even.write_clock.next = self.clk.val();
        self.queue_odd.read_clock.next = self.clk.val();
        self.queue_odd.write_clock.next = self.clk.val();
        // Bit `k` of every window number, as masks over the 64 windows (the one-hot
        // encoders' OR trees).
        self.index_bit0.next = 0xaaaa_aaaa_aaaa_aaaa_u64.into();
        self.index_bit1.next = 0xcccc_cccc_cccc_cccc_u64.into();
        self.index_bit2.next = 0xf0f0_f0f0_f0f0_f0f0_u64.into();
        self.index_bit3.next = 0xff00_ff00_ff00_ff00_u64.into();
        self.index_bit4.next = 0xffff_0000_ffff_0000_u64.into();
        self.index_bit5.next = 0xffff_ffff_0000_0000_u64.into();

        // The input register: the result acts in the next clock, its window already decoded
        // into one-hot masks (so the timer pick's carry chain starts at flip-flops). Codes of
        // `sack::encoding` spelled out (Rust-HDL emits a named constant as an undeclared
        // identifier): class 2 = out of window, ack 1 = later, 2 = now.
        self.unit.next = 1.into();
        self.in_valid.next = self.s_result_valid.val() & !self.rst.val();
        self.r_window.clock.next = self.clk.val();
        self.r_window.d.next = self.s_result_window.val();
        self.r_state.d.next.cum_psn = self.s_result_base.val();
        self.r_state.d.next.ce_count = self.s_result_ce_count.val();
        self.r_state.d.next.echo_timestamp = self.s_result_echo_timestamp.val();
        self.r_state.d.next.sack = self.s_result_bitmap.val();
        self.changes_in.next = self.in_valid.val() & (self.s_result_class.val() != 2);
        self.r_changes.d.next = self.changes_in.val();
        self.r_now.d.next = self.in_valid.val() & (self.s_result_ack.val() == 2);
        self.r_later.d.next = self.in_valid.val() & (self.s_result_ack.val() == 1);
        // (Zero without a result: it also holds the window's fire.)
        self.r_mask.d.next = 0.into();
        if self.in_valid.val() {
            self.r_mask.d.next = self.unit.val() << self.s_result_window.val();
        }
        self.now_mask_in.next = 0.into();
        if self.in_valid.val() & (self.s_result_ack.val() == 2) {
            self.now_mask_in.next = self.unit.val() << self.s_result_window.val();
        }
        self.r_now_mask.d.next = self.now_mask_in.val();
        // The result acted on in this clock (`RESULT_INPUT_LATENCY` after its port).
        self.result_window.next = self.r_window.q.val();
        self.result_state.next = self.r_state.q.val();
        self.changes.next = self.r_changes.q.val();
        self.result_now.next = self.r_now.q.val();
        self.result_later.next = self.r_later.q.val();
        // One-hot masks of the windows each event concerns.
        self.result_mask.next = self.r_mask.q.val();

        // 1. The timer fire: the lowest due window, picked a clock earlier (a one-hot
        //    register, encoded with OR trees).
        self.cand.next = 0.into();
        self.cand.next = self
            .cand
            .val()
            .replace_bit(0, (self.cand_onehot.q.val() & self.index_bit0.val()).any())
            .replace_bit(1, (self.cand_onehot.q.val() & self.index_bit1.val()).any())
            .replace_bit(2, (self.cand_onehot.q.val() & self.index_bit2.val()).any())
            .replace_bit(3, (self.cand_onehot.q.val() & self.index_bit3.val()).any())
            .replace_bit(4, (self.cand_onehot.q.val() & self.index_bit4.val()).any())
            .replace_bit(5, (self.cand_onehot.q.val() & self.index_bit5.val()).any());
        // A held window stays the candidate (its timer is still due): the fire waits, as
        // with `m_cmd_ready` low. So does the window of the result acted on in this clock:
        // its fire follows the result (as the top level's hold orders an update's), so no
        // fire and result of one window share a clock, and the result's arm and queue
        // decisions do not wait for the fire. `fire_open` is the offered window's one-hot
        // with its bit cleared when held (`cand_onehot` is one-hot): the fire's masks come
        // from it without the OR tree that decides `m_cmd_valid`.
        self.fire_open.next =
            self.cand_onehot.q.val() & !self.s_cmd_hold.val() & !self.result_mask.val();
        self.m_cmd_valid.next = self.cand_valid.q.val() & self.fire_open.val().any();
        self.m_cmd_op.next = true; // COMMAND_TIMER_ACK
        self.m_cmd_window.next = self.cand.val();
        self.fire_go.next = self.cand_valid.q.val() & self.m_cmd_ready.val();
        self.fired.next = self.m_cmd_valid.val() & self.m_cmd_ready.val();
        // 2. The request taken.
        self.take.next = self.out_valid.q.val() & self.m_ack_ready.val();
        self.fire_clear.next = 0.into();
        if self.fire_go.val() {
            self.fire_clear.next = self.fire_open.val();
        }
        // (`out_onehot` is zero while no request is offered: the take's mask needs only
        // `m_ack_ready`.)
        self.take_clear.next = 0.into();
        if self.m_ack_ready.val() {
            self.take_clear.next = self.out_onehot.q.val();
        }
        self.now_clear.next = self.r_now_mask.q.val();
        self.clears.next = self.take_clear.val() | self.now_clear.val();
        self.cand_pending.next = (self.cand_onehot.q.val() & self.pending.q.val()).any();
        self.fire_push.next = self.fired.val() & !self.cand_pending.val();
        // 3. The result: NOW disarms and queues (once); LATER arms an unarmed timer. The
        //    result's window after the take (no fire is for it), spelled per window so
        //    that the take enters late. Its `armed` and `pending` bits are picked by the
        //    one-hot mask register (an AND-OR tree, four LUT levels to `arm`), not by the
        //    window number (a 64:1 mux, six: the route of 6b5e7ab had `arm` 8.9 ns from
        //    `r_window`, at the arm-time RAM's write enable).
        self.take_here.next =
            self.take.val() & (self.out_window.q.val() == self.result_window.val());
        self.armed_after_here.next =
            (self.armed.q.val() & self.result_mask.val()).any() & !self.take_here.val();
        self.pending_after_here.next =
            (self.pending.q.val() & self.result_mask.val()).any() & !self.take_here.val();
        self.now_push.next = self.result_now.val() & !self.pending_after_here.val();
        self.arm.next = self.result_later.val() & !self.armed_after_here.val();
        self.armed_after.next =
            self.armed.q.val() & !self.fire_clear.val() & !self.take_clear.val();
        self.pending_after.next =
            (self.pending.q.val() | self.fire_clear.val()) & !self.take_clear.val();
        // The flags' own updates read the result window's bits per window, without the
        // OR trees of `arm` and `now_push`: on the result's window (its mask is one-hot),
        // "armed after the take" is its `armed` bit and no take of it (`take_clear`, as
        // `out_onehot` is the offered window's one-hot), and so for `pending`. (The route
        // of 2b3c2b7 had `r_window` through the take's window compare and `now_push` into
        // the 64 `pending` flags, −0.30 ns.)
        self.arm_set.next = 0.into();
        if self.result_later.val() {
            self.arm_set.next =
                self.result_mask.val() & (!self.armed.q.val() | self.take_clear.val());
        }
        self.now_set.next = 0.into();
        if self.result_now.val() {
            self.now_set.next =
                self.result_mask.val() & (!self.pending.q.val() | self.take_clear.val());
        }
        self.armed.d.next = (self.armed_after.val() & !self.now_clear.val()) | self.arm_set.val();
        self.pending.d.next = self.pending_after.val() | self.now_set.val();

        // Delay line: one slot per clock, "window armed now" or nothing.
        self.now.d.next = self.now.q.val() + 1;
        self.eff_delay.next = self.ack_delay.val();
        if self.ack_delay.val() < 4 {
            self.eff_delay.next = 4.into(); // MIN_ACK_DELAY
        }
        self.delay_line.write_address.next = self.now.q.val();
        self.arm_slot.next.armed = self.arm.val();
        self.arm_slot.next.window = self.result_window.val();
        self.delay_line.write_data.next = self.arm_slot.val();
        self.delay_line.write_enable.next = true;
        // The arm time is written a clock after the arm, from registers: the arm decision
        // (the result's `armed` bit picked by its one-hot mask, the take) ended at the
        // arm-time LUT RAM's write enable, spread over its cells, in every top-level route
        // from 6b5e7ab to 8be54bb (36 endpoints at −0.58 ns there). Cycles 3 and 4 forward
        // the write while the RAM does not hold it.
        self.rearm_valid.d.next = self.arm.val() & !self.rst.val();
        self.rearm_window.d.next = self.result_window.val();
        self.rearm_time.d.next = self.now.q.val();
        self.arm_times.write_address.next = self.rearm_window.q.val();
        self.arm_times.write_data.next = self.rearm_time.q.val();
        self.arm_times.write_enable.next = self.rearm_valid.q.val();
        // Timer cycle 0: the slot whose deadline is six clocks on. Cycle 1 registers the
        // RAM's word as it is (a block RAM's output is slow: nothing after it). Cycle 2
        // registers that word — or, with the three shortest delays, whose slot is written in
        // the clock it is read or one of the next two, that write (forwarded: this clock's,
        // or one of the last two kept).
        self.read_offset.d.next = bits::<T>(6) - self.eff_delay.val();
        self.slot_read.next = self.now.q.val() + self.read_offset.q.val();
        self.delay_line.read_address.next = self.slot_read.val();
        self.l0_slot.d.next = self.slot_read.val();
        self.l0_written_c0.d.next = self.read_offset.q.val() == 0;
        self.l0_written_c1.d.next = self.read_offset.q.val() == 1;
        self.l0_written_c2.d.next = self.read_offset.q.val() == 2;
        self.l1_slot.d.next = self.l0_slot.q.val();
        self.l2_slot.d.next = self.l1_slot.q.val();
        self.l1_written_c0.d.next = self.l0_written_c0.q.val();
        self.l1_written_c1.d.next = self.l0_written_c1.q.val();
        self.l1_written_c2.d.next = self.l0_written_c2.q.val();
        self.l1_word.d.next = self.delay_line.read_data.val();
        self.written_one.d.next = self.arm_slot.val();
        self.written_two.d.next = self.written_one.q.val();
        self.forwarded_entry.next = self.l1_word.q.val();
        if self.l1_written_c0.q.val() {
            self.forwarded_entry.next = self.written_two.q.val();
        }
        if self.l1_written_c1.q.val() {
            self.forwarded_entry.next = self.written_one.q.val();
        }
        if self.l1_written_c2.q.val() {
            self.forwarded_entry.next = self.arm_slot.val();
        }
        self.l2_entry.d.next = self.forwarded_entry.val();
        // Its window as a one-hot, registered beside it (the decode not in cycle 3, where
        // the one-hot picks the window's `armed` bit: a76fd5e's successor's route had it
        // 9.19 ns from `l2_entry`): the forwarded writes keep theirs, the arm's is the
        // result's mask.
        self.forwarded_onehot.next = self.unit.val() << self.l1_word.q.val().window;
        if self.l1_written_c0.q.val() {
            self.forwarded_onehot.next = self.written_two_onehot.q.val();
        }
        if self.l1_written_c1.q.val() {
            self.forwarded_onehot.next = self.written_one_onehot.q.val();
        }
        if self.l1_written_c2.q.val() {
            self.forwarded_onehot.next = self.result_mask.val();
        }
        self.l2_onehot_q.d.next = self.forwarded_onehot.val();
        self.written_one_onehot.d.next = self.result_mask.val();
        self.written_two_onehot.d.next = self.written_one_onehot.q.val();
        // Timer cycle 3: that window's last arm time.
        self.arm_times.read_address.next = self.l2_entry.q.val().window;
        self.l3_valid.d.next = self.l2_entry.q.val().armed & !self.rst.val();
        self.l3_window.d.next = self.l2_entry.q.val().window;
        self.l2_onehot.next = self.l2_onehot_q.q.val();
        self.l3_onehot.d.next = self.l2_onehot.val();
        // The window's `armed` bit as cycle 4 will see it: this clock's disarms (NOW, the
        // fire, the take) applied here, each late handshake one gate before the flip-flop.
        // An arm in this clock is not applied: it is a re-arm, which cycle 4 rejects anyway.
        // (A fire cannot meet its own window's live entry a clock later unless `ack_delay`
        // changed and a slot is read twice; the fire's term keeps that from firing twice.)
        self.l3_armed.d.next = (self.armed.q.val() & !self.now_clear.val() & self.l2_onehot.val())
            .any()
            & !(self.fired.val() & (self.cand_onehot.q.val() & self.l2_onehot.val()).any())
            & !(self.m_ack_ready.val() & (self.out_onehot.q.val() & self.l2_onehot.val()).any());
        self.l3_slot.d.next = self.l2_slot.q.val();
        // The RAM read now holds the arms up to two clocks ago: an arm of the clock before,
        // still in the `rearm` registers, is forwarded (its time against the entry's slot).
        self.l3_fwd_hit.d.next =
            self.rearm_valid.q.val() & (self.rearm_window.q.val() == self.l2_entry.q.val().window);
        self.l3_fwd_match.d.next = self.rearm_time.q.val() == self.l2_slot.q.val();
        // Timer cycle 4: still armed (looked up in cycle 3), by this slot's arm (the RAM's
        // time, or the arm of the clock before cycle 3's, forwarded; not re-armed in cycle 3),
        // and not disarmed in this clock.
        self.arm_time_match.next = self.arm_times.read_data.val() == self.l3_slot.q.val();
        if self.l3_fwd_hit.q.val() {
            self.arm_time_match.next = self.l3_fwd_match.q.val();
        }
        self.live.next = self.l3_valid.q.val()
            & self.l3_armed.q.val()
            & self.arm_time_match.val()
            & !(self.rearm_valid.q.val() & (self.rearm_window.q.val() == self.l3_window.q.val()));
        // A live window is due: `due` holds the windows whose deadline is at most a clock
        // away (the next clock's pick sees this one, for its deadline two clocks on).
        // `pick_due` is `due` less the windows the result entering the input register now
        // disarms next clock: the next pick's base, with no logic on it.
        self.due_next.next = self.due.q.val() & !self.fire_clear.val() & !self.clears.val();
        if self.live.val() {
            self.due_next.next = (self.due.q.val() | self.l3_onehot.q.val())
                & !self.fire_clear.val()
                & !self.clears.val();
        }
        self.due.d.next = self.due_next.val();
        self.pick_due.d.next = self.due_next.val() & !self.now_mask_in.val();
        // Timer cycle 5 (the clock before the deadline): the lowest due window, offered
        // next clock, for each outcome of this clock's fire (a: no fire, or the offered
        // window held; b: the window fired, left out — the candidate register, as the only
        // window a fire clears) and of its take (`t`: the request offered now is taken, its
        // window left out), leaving out the windows this clock's NOW result disarms; each as
        // the one-hot of the lowest set bit, `x & (!x + 1)` (`LowestOne`: two carry chains
        // of 32). The carry chains start at flip-flops: the hold (`s_cmd_hold`, from the top level's far
        // side), the take's `m_ack_ready` and the fire's `m_cmd_ready` come late in the
        // clock and only pick among the four (`fired`: the hold's OR tree, `m_cmd_valid`).
        self.pick_a.next = self.pick_due.q.val();
        self.pick_b.next = self.pick_a.val() & !self.cand_onehot.q.val();
        self.pick_at.next = self.pick_a.val() & !self.out_onehot.q.val();
        self.pick_bt.next = self.pick_b.val() & !self.out_onehot.q.val();
        self.first_a.x.next = self.pick_a.val();
        self.first_b.x.next = self.pick_b.val();
        self.first_at.x.next = self.pick_at.val();
        self.first_bt.x.next = self.pick_bt.val();
        if self.fired.val() {
            if self.m_ack_ready.val() {
                self.cand_valid.d.next = self.pick_bt.val().any();
                self.cand_onehot.d.next = self.first_bt.first.val();
            } else {
                self.cand_valid.d.next = self.pick_b.val().any();
                self.cand_onehot.d.next = self.first_b.first.val();
            }
        } else if self.m_ack_ready.val() {
            self.cand_valid.d.next = self.pick_at.val().any();
            self.cand_onehot.d.next = self.first_at.first.val();
        } else {
            self.cand_valid.d.next = self.pick_a.val().any();
            self.cand_onehot.d.next = self.first_a.first.val();
        }

        // ACK queue: two writes per clock (the fire's window, then the result's), decided
        // here and written a clock later; first-word fall-through; even entries in one
        // RAM, odd ones in the other.
        self.push_first.next = self.fire_push.val() | self.now_push.val();
        self.push_second.next = self.fire_push.val() & self.now_push.val();
        self.first_window.next = self.result_window.val();
        if self.fire_push.val() {
            self.first_window.next = self.cand.val();
        }
        self.qw_first.d.next = self.push_first.val() & !self.rst.val();
        self.qw_second.d.next = self.push_second.val() & !self.rst.val();
        self.qw_first_window.d.next = self.first_window.val();
        self.qw_second_window.d.next = self.result_window.val();
        self.wr_row.next = self.q_wr.q.val().get_bits::<5>(1);
        if self.q_wr.q.val().get_bit(0) {
            // First entry odd, second even (the next row).
            self.queue_odd.write_address.next = self.wr_row.val();
            self.queue_odd.write_data.next = self.qw_first_window.q.val();
            self.queue_odd.write_enable.next = self.qw_first.q.val();
            self.queue_even.write_address.next = self.wr_row.val() + 1;
            self.queue_even.write_data.next = self.qw_second_window.q.val();
            self.queue_even.write_enable.next = self.qw_second.q.val();
        } else {
            self.queue_even.write_address.next = self.wr_row.val();
            self.queue_even.write_data.next = self.qw_first_window.q.val();
            self.queue_even.write_enable.next = self.qw_first.q.val();
            self.queue_odd.write_address.next = self.wr_row.val();
            self.queue_odd.write_data.next = self.qw_second_window.q.val();
            self.queue_odd.write_enable.next = self.qw_second.q.val();
        }
        // The banks are read at the pointer's register, the odd bank at the entry's row and
        // the even bank at the next entry's (`(q_rd + 1) / 2`): together they hold the
        // entry at the pointer and the one after it, whichever bank each is in. So the clock
        // after a pop finds the new head in them, with no pop (the builder's take, from the
        // far side of the chip) on a RAM address.
        self.q_head.next = self.queue_even.read_data.val();
        if self.q_rd.q.val().get_bit(0) {
            self.q_head.next = self.queue_odd.read_data.val();
        }
        if self.o1_valid.q.val() {
            if self.q_bypass_after_rd.q.val() {
                self.q_head.next = self.q_bypass.q.val();
            }
        } else if self.q_bypass_at_rd.q.val() {
            self.q_head.next = self.q_bypass.q.val();
        }
        self.head.d.next = self.q_head.val();
        if self.qw_first.q.val() & (self.q_wr.q.val() == self.q_rd.q.val()) {
            self.head.d.next = self.qw_first_window.q.val();
        }
        self.pop.next = (self.q_wr.q.val() != self.q_rd.q.val())
            & !self.o1_valid.q.val()
            & (!self.out_valid.q.val() | self.take.val());
        self.q_rd_next.next = self.q_rd.q.val();
        if self.pop.val() {
            self.q_rd_next.next = self.q_rd.q.val() + 1;
        }
        self.q_rd_after.next = self.q_rd.q.val() + 1;
        self.queue_even.read_address.next = self.q_rd_after.val().get_bits::<5>(1);
        self.queue_odd.read_address.next = self.q_rd.q.val().get_bits::<5>(1);
        self.q_rd.d.next = self.q_rd_next.val();
        self.q_wr.d.next = self.q_wr.q.val();
        if self.qw_second.q.val() {
            self.q_wr.d.next = self.q_wr.q.val() + 2;
        } else if self.qw_first.q.val() {
            self.q_wr.d.next = self.q_wr.q.val() + 1;
        }
        // Only a first write can land on the entry at the pointer or the one after it while
        // that entry is the head (a second write lands at `q_wr + 1`: after an empty queue's
        // head, or beyond the queue's 64 entries).
        self.q_bypass_at_rd.d.next =
            self.qw_first.q.val() & (self.q_wr.q.val() == self.q_rd.q.val());
        self.q_bypass_after_rd.d.next =
            self.qw_first.q.val() & (self.q_wr.q.val() == self.q_rd_after.val());
        self.q_bypass.d.next = self.qw_first_window.q.val();

        // ACK state: written by every result that changes it; read for the popped window.
        self.states.write_address.next = self.result_window.val();
        self.states.write_data.next = self.result_state.val();
        self.states.write_enable.next = self.changes.val();
        self.states.read_address.next = self.head.q.val();
        self.o1_valid.d.next = self.pop.val() & !self.rst.val();
        self.o1_window.d.next = self.head.q.val();
        self.fwd_state.d.next = self.result_state.val();
        // The request offered: the popped window's state (this clock's result, the last
        // clock's, or the RAM's), or kept up to date until taken. The RAM's word (slow out
        // of a block RAM) meets one 2:1 pick, its select and the other side made apart.
        // Which of them is the popped (or offered) window's is compared a clock ahead, on
        // the windows the registers will hold: the picks of the 384-bit state start at
        // flip-flops, not at a window compare (a76fd5e's route: `r_window` into
        // `out_state`, −0.22 ns).
        self.out_window_next.next = self.out_window.q.val();
        if self.o1_valid.q.val() {
            self.out_window_next.next = self.o1_window.q.val();
        }
        // (`o1_window` loads `head` every clock; `fwd_state` this clock's result's state.)
        self.o1_result_hit.d.next =
            self.changes_in.val() & (self.s_result_window.val() == self.head.q.val());
        self.o1_fwd_hit.d.next =
            self.changes.val() & (self.result_window.val() == self.head.q.val());
        self.out_result_hit.d.next =
            self.changes_in.val() & (self.s_result_window.val() == self.out_window_next.val());
        self.from_ram.next =
            self.o1_valid.q.val() & !self.o1_fwd_hit.q.val() & !self.o1_result_hit.q.val();
        self.loaded.next = self.out_state.q.val();
        if self.o1_valid.q.val() {
            self.out_valid.d.next = true;
            self.out_window.d.next = self.o1_window.q.val();
            self.out_onehot.d.next = self.unit.val() << self.o1_window.q.val();
            if self.o1_result_hit.q.val() {
                self.loaded.next = self.result_state.val();
            } else {
                self.loaded.next = self.fwd_state.q.val();
            }
        } else {
            if self.take.val() {
                self.out_valid.d.next = false;
                self.out_onehot.d.next = 0.into();
            }
            if self.out_result_hit.q.val() {
                self.loaded.next = self.result_state.val();
            }
        }
        self.out_state.d.next = self.loaded.val();
        if self.from_ram.val() {
            self.out_state.d.next = self.states.read_data.val();
        }
        self.m_ack_valid.next = self.out_valid.q.val();
        self.m_ack_window.next = self.out_window.q.val();
        self.m_ack_cum_psn.next = self.out_state.q.val().cum_psn;
        self.m_ack_ce_count.next = self.out_state.q.val().ce_count;
        self.m_ack_echo_timestamp.next = self.out_state.q.val().echo_timestamp;
        self.m_ack_sack.next = self.out_state.q.val().sack;

        if self.rst.val() {
            self.armed.d.next = 0.into();
            self.due.d.next = 0.into();
            self.pick_due.d.next = 0.into();
            self.pending.d.next = 0.into();
            self.cand_valid.d.next = false;
            self.cand_onehot.d.next = 0.into();
            self.q_wr.d.next = 0.into();
            self.q_rd.d.next = 0.into();
            self.q_bypass_at_rd.d.next = false;
            self.q_bypass_after_rd.d.next = false;
            self.qw_first.d.next = false;
            self.qw_second.d.next = false;
            self.out_valid.d.next = false;
            self.out_onehot.d.next = 0.into();
        }
    }
}

impl std::fmt::Debug for AckScheduler {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AckScheduler").finish_non_exhaustive()
    }
}
