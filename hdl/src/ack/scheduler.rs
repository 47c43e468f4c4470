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
//! Order of the events of one clock, as the tests drive the reference: the timer fire, then
//! the request taken on `m_ack_*`, then the result on `s_result_*`.
//!
//! Pipelines:
//!
//! * timer — cycle 0 reads the delay-line slot armed `ack_delay - 3` clocks ago; cycle 1
//!   reads that window's arm time; cycle 2 checks it is still live (a re-arm in cycle 1 is
//!   forwarded) and sets `due`; the next clock — the deadline — the window is offered on the
//!   command port and fires if the port takes it. Fires are never early; they are late only
//!   by the clocks the SACK unit's command port is busy (it takes commands in clocks without
//!   an update), or a clock with a result while a queue entry is held over (see below).
//! * queue — one write per clock; when a fire and a NOW result both queue a window in one
//!   clock, the result's waits one clock in a holding register (and no fire is offered in a
//!   clock that has a result while that register is full, so nothing else waits).
//! * request — the queue head is popped when the output register is free or being taken,
//!   its state read from the RAM (a result of that clock or the next is forwarded), and the
//!   request is offered two clocks after the pop; while offered, results of its window
//!   update it. One request per two clocks, the builder's rate.

use rust_hdl::prelude::*;
use rust_hdl::widgets::prelude::{DFF, RAM};

use crate::sack::encoding::WINDOW_INDEX_WIDTH as W;

/// Bits of `ack_delay` and of the delay line's slot index.
pub const ACK_DELAY_WIDTH: usize = 12;
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
    /// A SACK unit result (one per clock at most; never stalled).
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
    /// timer is armed.
    pub ack_delay: Signal<In, Bits<T>>,
    /// A timer fired: clear the window's ACK count (to the SACK unit's `s_cmd_*`).
    pub m_cmd_valid: Signal<Out, bool>,
    /// The SACK unit takes the command this clock.
    pub m_cmd_ready: Signal<In, bool>,
    /// Always `sack::encoding::COMMAND_TIMER_ACK`.
    pub m_cmd_op: Signal<Out, bool>,
    /// The window whose timer fired.
    pub m_cmd_window: Signal<Out, Bits<W>>,
    /// Unused by `COMMAND_TIMER_ACK`: zero.
    pub m_cmd_base: Signal<Out, Bits<32>>,
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
    arm_times: RAM<Bits<T>, W>,
    delay_line: RAM<ArmSlot, T>,
    queue: RAM<Bits<W>, W>,
    now: DFF<Bits<T>>,
    delay: DFF<Bits<T>>,
    armed: DFF<Bits<64>>,
    due: DFF<Bits<64>>,
    pending: DFF<Bits<64>>,
    l1_slot: DFF<Bits<T>>,
    l2_valid: DFF<bool>,
    l2_window: DFF<Bits<W>>,
    l2_slot: DFF<Bits<T>>,
    rearm_valid: DFF<bool>,
    rearm_window: DFF<Bits<W>>,
    cand_valid: DFF<bool>,
    cand: DFF<Bits<W>>,
    q_wr: DFF<Bits<7>>,
    q_rd: DFF<Bits<7>>,
    q_bypass_valid: DFF<bool>,
    q_bypass: DFF<Bits<W>>,
    o1_valid: DFF<bool>,
    o1_window: DFF<Bits<W>>,
    fwd_valid: DFF<bool>,
    fwd_window: DFF<Bits<W>>,
    fwd_state: DFF<AckState>,
    out_valid: DFF<bool>,
    out_window: DFF<Bits<W>>,
    out_state: DFF<AckState>,
    hold_valid: DFF<bool>,
    hold_window: DFF<Bits<W>>,

    unit: Signal<Local, Bits<64>>,
    result_state: Signal<Local, AckState>,
    changes: Signal<Local, bool>,
    result_now: Signal<Local, bool>,
    result_later: Signal<Local, bool>,
    result_mask: Signal<Local, Bits<64>>,
    fire_mask: Signal<Local, Bits<64>>,
    take_mask: Signal<Local, Bits<64>>,
    live_mask: Signal<Local, Bits<64>>,
    fire: Signal<Local, bool>,
    take: Signal<Local, bool>,
    fire_clear: Signal<Local, Bits<64>>,
    take_clear: Signal<Local, Bits<64>>,
    now_clear: Signal<Local, Bits<64>>,
    armed_after: Signal<Local, Bits<64>>,
    pending_after: Signal<Local, Bits<64>>,
    fire_push: Signal<Local, bool>,
    now_push: Signal<Local, bool>,
    arm: Signal<Local, bool>,
    live: Signal<Local, bool>,
    due_set: Signal<Local, Bits<64>>,
    due_next: Signal<Local, Bits<64>>,
    first_group: Signal<Local, Bits<3>>,
    group_bits: Signal<Local, Bits<8>>,
    first_in_group: Signal<Local, Bits<3>>,
    push: Signal<Local, bool>,
    push_window: Signal<Local, Bits<W>>,
    q_head: Signal<Local, Bits<W>>,
    pop: Signal<Local, bool>,
    q_rd_next: Signal<Local, Bits<7>>,
    slot_read: Signal<Local, Bits<T>>,
    loaded: Signal<Local, AckState>,
}

impl Logic for AckScheduler {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self,
            clk,
            now,
            delay,
            armed,
            due,
            pending,
            l1_slot,
            l2_valid,
            l2_window,
            l2_slot,
            rearm_valid,
            rearm_window,
            cand_valid,
            cand,
            q_wr,
            q_rd,
            q_bypass_valid,
            q_bypass,
            o1_valid,
            o1_window,
            fwd_valid,
            fwd_window,
            fwd_state,
            out_valid,
            out_window,
            out_state,
            hold_valid,
            hold_window
        );
        self.states.read_clock.next = self.clk.val();
        self.states.write_clock.next = self.clk.val();
        self.arm_times.read_clock.next = self.clk.val();
        self.arm_times.write_clock.next = self.clk.val();
        self.delay_line.read_clock.next = self.clk.val();
        self.delay_line.write_clock.next = self.clk.val();
        self.queue.read_clock.next = self.clk.val();
        self.queue.write_clock.next = self.clk.val();

        // The result: codes of `sack::encoding` spelled out (Rust-HDL emits a named constant
        // as an undeclared identifier): class 2 = out of window, ack 1 = later, 2 = now.
        self.result_state.next.cum_psn = self.s_result_base.val();
        self.result_state.next.ce_count = self.s_result_ce_count.val();
        self.result_state.next.echo_timestamp = self.s_result_echo_timestamp.val();
        self.result_state.next.sack = self.s_result_bitmap.val();
        self.changes.next = self.s_result_valid.val() & (self.s_result_class.val() != 2);
        self.result_now.next = self.s_result_valid.val() & (self.s_result_ack.val() == 2);
        self.result_later.next = self.s_result_valid.val() & (self.s_result_ack.val() == 1);

        // One-hot masks of the windows each event concerns.
        self.unit.next = 1.into();
        self.result_mask.next = self.unit.val() << self.s_result_window.val();
        self.fire_mask.next = self.unit.val() << self.cand.q.val();
        self.take_mask.next = self.unit.val() << self.out_window.q.val();
        self.live_mask.next = self.unit.val() << self.l2_window.q.val();

        // 1. The timer fire: the lowest due window, offered unless the queue could be asked
        //    for a third entry this clock (one held from the last clock, and a result's).
        self.m_cmd_valid.next =
            self.cand_valid.q.val() & !(self.hold_valid.q.val() & self.s_result_valid.val());
        self.m_cmd_op.next = true; // COMMAND_TIMER_ACK
        self.m_cmd_window.next = self.cand.q.val();
        self.m_cmd_base.next = 0.into();
        self.fire.next = self.m_cmd_valid.val() & self.m_cmd_ready.val();
        // 2. The request taken.
        self.take.next = self.out_valid.q.val() & self.m_ack_ready.val();
        self.fire_clear.next = 0.into();
        if self.fire.val() {
            self.fire_clear.next = self.fire_mask.val();
        }
        self.take_clear.next = 0.into();
        if self.take.val() {
            self.take_clear.next = self.take_mask.val();
        }
        self.now_clear.next = 0.into();
        if self.result_now.val() {
            self.now_clear.next = self.result_mask.val();
        }
        self.fire_push.next =
            self.fire.val() & !self.pending.q.val().get_bit(self.cand.q.val().index());
        // 3. The result: NOW disarms and queues (once); LATER arms an unarmed timer.
        self.armed_after.next =
            self.armed.q.val() & !self.fire_clear.val() & !self.take_clear.val();
        self.pending_after.next =
            (self.pending.q.val() | self.fire_clear.val()) & !self.take_clear.val();
        self.now_push.next = self.result_now.val()
            & !self
                .pending_after
                .val()
                .get_bit(self.s_result_window.val().index());
        self.arm.next = self.result_later.val()
            & !self
                .armed_after
                .val()
                .get_bit(self.s_result_window.val().index());
        self.armed.d.next = self.armed_after.val() & !self.now_clear.val();
        if self.arm.val() {
            self.armed.d.next = self.armed_after.val() | self.result_mask.val();
        }
        self.pending.d.next = self.pending_after.val();
        if self.now_push.val() {
            self.pending.d.next = self.pending_after.val() | self.result_mask.val();
        }

        // Delay line: one slot per clock, "window armed now" or nothing.
        self.now.d.next = self.now.q.val() + 1;
        self.delay.d.next = self.ack_delay.val();
        if self.ack_delay.val() < 4 {
            self.delay.d.next = 4.into(); // MIN_ACK_DELAY
        }
        self.delay_line.write_address.next = self.now.q.val();
        self.delay_line.write_data.next.armed = self.arm.val();
        self.delay_line.write_data.next.window = self.s_result_window.val();
        self.delay_line.write_enable.next = true;
        self.arm_times.write_address.next = self.s_result_window.val();
        self.arm_times.write_data.next = self.now.q.val();
        self.arm_times.write_enable.next = self.arm.val();
        self.rearm_valid.d.next = self.arm.val() & !self.rst.val();
        self.rearm_window.d.next = self.s_result_window.val();
        // Timer cycle 0: the slot whose deadline is three clocks on.
        self.slot_read.next = self.now.q.val() + 3 - self.delay.q.val();
        self.delay_line.read_address.next = self.slot_read.val();
        self.l1_slot.d.next = self.slot_read.val();
        // Timer cycle 1: that window's last arm time.
        self.arm_times.read_address.next = self.delay_line.read_data.val().window;
        self.l2_valid.d.next = self.delay_line.read_data.val().armed & !self.rst.val();
        self.l2_window.d.next = self.delay_line.read_data.val().window;
        self.l2_slot.d.next = self.l1_slot.q.val();
        // Timer cycle 2: still armed, and by this slot's arm (not re-armed since).
        self.live.next = self.l2_valid.q.val()
            & self.armed.q.val().get_bit(self.l2_window.q.val().index())
            & (self.arm_times.read_data.val() == self.l2_slot.q.val())
            & !(self.rearm_valid.q.val() & (self.rearm_window.q.val() == self.l2_window.q.val()));
        self.due_set.next = self.due.q.val();
        if self.live.val() {
            self.due_set.next = self.due.q.val() | self.live_mask.val();
        }
        self.due_next.next = self.due_set.val()
            & !self.fire_clear.val()
            & !self.take_clear.val()
            & !self.now_clear.val();
        self.due.d.next = self.due_next.val();
        // The lowest due window of the next clock: first group of eight, then first bit.
        self.first_group.next = 0.into();
        for group in 0..8 {
            if self.due_next.val().get_bits::<8>((7 - group) * 8).any() {
                self.first_group.next = (7 - group).to_bits();
            }
        }
        self.group_bits.next = self
            .due_next
            .val()
            .get_bits::<8>(self.first_group.val().index() * 8);
        self.first_in_group.next = 0.into();
        for position in 0..8 {
            if self.group_bits.val().get_bit(7 - position) {
                self.first_in_group.next = (7 - position).to_bits();
            }
        }
        self.cand_valid.d.next = self.due_next.val().any();
        self.cand.d.next = (bit_cast::<W, 3>(self.first_group.val()) << 3)
            | bit_cast::<W, 3>(self.first_in_group.val());

        // ACK queue: one write per clock, first-word fall-through. A fire and a NOW result
        // may both queue a window in one clock: the second waits in `hold` for the next
        // clock's write, in order (held, then fire, then result).
        self.push.next = self.hold_valid.q.val() | self.fire_push.val() | self.now_push.val();
        self.hold_valid.d.next = false;
        self.hold_window.d.next = self.s_result_window.val();
        if self.hold_valid.q.val() {
            self.push_window.next = self.hold_window.q.val();
            self.hold_valid.d.next = self.fire_push.val() | self.now_push.val();
            if self.fire_push.val() {
                self.hold_window.d.next = self.cand.q.val();
            }
        } else if self.fire_push.val() {
            self.push_window.next = self.cand.q.val();
            self.hold_valid.d.next = self.now_push.val();
        } else {
            self.push_window.next = self.s_result_window.val();
        }
        self.queue.write_address.next = self.q_wr.q.val().get_bits::<W>(0);
        self.queue.write_data.next = self.push_window.val();
        self.queue.write_enable.next = self.push.val();
        self.q_head.next = self.queue.read_data.val();
        if self.q_bypass_valid.q.val() {
            self.q_head.next = self.q_bypass.q.val();
        }
        self.pop.next = (self.q_wr.q.val() != self.q_rd.q.val())
            & !self.o1_valid.q.val()
            & (!self.out_valid.q.val() | self.take.val());
        self.q_rd_next.next = self.q_rd.q.val();
        if self.pop.val() {
            self.q_rd_next.next = self.q_rd.q.val() + 1;
        }
        self.queue.read_address.next = self.q_rd_next.val().get_bits::<W>(0);
        self.q_rd.d.next = self.q_rd_next.val();
        self.q_wr.d.next = self.q_wr.q.val();
        if self.push.val() {
            self.q_wr.d.next = self.q_wr.q.val() + 1;
        }
        self.q_bypass_valid.d.next = self.push.val() & (self.q_wr.q.val() == self.q_rd_next.val());
        self.q_bypass.d.next = self.push_window.val();

        // ACK state: written by every result that changes it; read for the popped window.
        self.states.write_address.next = self.s_result_window.val();
        self.states.write_data.next = self.result_state.val();
        self.states.write_enable.next = self.changes.val();
        self.states.read_address.next = self.q_head.val();
        self.o1_valid.d.next = self.pop.val() & !self.rst.val();
        self.o1_window.d.next = self.q_head.val();
        self.fwd_valid.d.next = self.changes.val();
        self.fwd_window.d.next = self.s_result_window.val();
        self.fwd_state.d.next = self.result_state.val();
        // The popped window's state: this clock's result, the last clock's, or the RAM's.
        self.loaded.next = self.states.read_data.val();
        if self.fwd_valid.q.val() & (self.fwd_window.q.val() == self.o1_window.q.val()) {
            self.loaded.next = self.fwd_state.q.val();
        }
        if self.changes.val() & (self.s_result_window.val() == self.o1_window.q.val()) {
            self.loaded.next = self.result_state.val();
        }
        // The request offered: loaded, or kept up to date until taken.
        if self.o1_valid.q.val() {
            self.out_valid.d.next = true;
            self.out_window.d.next = self.o1_window.q.val();
            self.out_state.d.next = self.loaded.val();
        } else {
            if self.take.val() {
                self.out_valid.d.next = false;
            }
            if self.changes.val() & (self.s_result_window.val() == self.out_window.q.val()) {
                self.out_state.d.next = self.result_state.val();
            }
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
            self.pending.d.next = 0.into();
            self.cand_valid.d.next = false;
            self.q_wr.d.next = 0.into();
            self.q_rd.d.next = 0.into();
            self.q_bypass_valid.d.next = false;
            self.out_valid.d.next = false;
            self.hold_valid.d.next = false;
        }
    }
}

impl std::fmt::Debug for AckScheduler {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AckScheduler").finish_non_exhaustive()
    }
}
