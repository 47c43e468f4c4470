//! The SACK unit circuit: window RAM, read-modify-write with forwarding, and the update.
//!
//! Pipeline (one update accepted per clock, result two clocks later):
//!
//! * cycle 0 — the update (or a command: start a window, or clear its ACK count after a timer
//!   ACK) is registered and its window's word is read from the window RAM;
//! * cycle 1 — the word is taken from the RAM, or forwarded from the write of cycle 0 when
//!   that write hit the same window (back-to-back packets of one path); the update is
//!   computed and written back, and the result registered.
//!
//! The update follows the transport core's receive step: `d = psn - base`; `d < 256`: bit
//! `d` set → duplicate, else set it and, when `d == 0`, slide the base past the contiguous
//! prefix; `d >= 256`: behind the base → duplicate, else out of window. The slide length is
//! found with a two-level priority encoder (16 groups of 16 bits). The ACK decision is the
//! receive step's too: a duplicate, a new hole, ACK_REQ, a packet not placed, or K accepted
//! packets since the last ACK → now; another accepted packet → later (the ACK timer); out of
//! window → none.

use rust_hdl::prelude::*;
use rust_hdl::widgets::prelude::{DFF, RAM};

use super::encoding::WINDOW_INDEX_WIDTH as W;

/// One window as stored in the window RAM.
#[derive(Clone, Copy, Debug, PartialEq, Default, LogicStruct)]
pub struct Word {
    /// Bit `i`: PSN `base + i` was received.
    pub bitmap: Bits<256>,
    /// First PSN not yet received.
    pub base: Bits<32>,
    /// CE-marked new packets.
    pub ce_count: Bits<32>,
    /// Packets accepted since the last ACK was decided (saturating).
    pub since_ack: Bits<16>,
    /// Send timestamp of the last accepted packet, echoed in the next ACK.
    pub echo_timestamp: Bits<64>,
}

/// The per-path SACK window unit (Verilog module `metaroce_sack_unit`).
#[derive(LogicBlock, Default)]
pub struct SackUnit {
    /// Core clock.
    pub clk: Signal<In, Clock>,
    /// Synchronous reset, active high: drops updates in flight (windows are kept).
    pub rst: Signal<In, bool>,
    /// A DATA packet of a known connection, path and epoch.
    pub s_update_valid: Signal<In, bool>,
    /// Its window: (connection slot, path).
    pub s_update_window: Signal<In, Bits<W>>,
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
    /// K: ACK at once after this many accepted packets (host configured, at least 1).
    pub ack_every: Signal<In, Bits<16>>,
    /// A command, taken only in a cycle without an update (`encoding::COMMAND_*`).
    pub s_cmd_valid: Signal<In, bool>,
    /// High when `s_cmd_valid` is taken this cycle.
    pub s_cmd_ready: Signal<Out, bool>,
    /// Start the window afresh at `s_cmd_base` (connection set-up, PROBE), or clear its ACK
    /// count because its ACK timer fired.
    pub s_cmd_op: Signal<In, bool>,
    /// The window.
    pub s_cmd_window: Signal<In, Bits<W>>,
    /// Start: its first expected PSN.
    pub s_cmd_base: Signal<In, Bits<32>>,
    /// The result of the update of two cycles earlier.
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

    windows: RAM<Word, W>,
    s1_valid: DFF<bool>,
    s1_init: DFF<bool>,
    s1_window: DFF<Bits<W>>,
    s1_psn: DFF<Bits<32>>,
    s1_ce: DFF<bool>,
    s1_timestamp: DFF<Bits<64>>,
    s1_ack_req: DFF<bool>,
    s1_placed: DFF<bool>,
    s1_op: DFF<bool>,
    written_valid: DFF<bool>,
    written_window: DFF<Bits<W>>,
    written_word: DFF<Word>,
    result_valid: DFF<bool>,
    result_window: DFF<Bits<W>>,
    result_class: DFF<Bits<2>>,
    result_new_hole: DFF<bool>,
    result_ack: DFF<Bits<2>>,
    result_word: DFF<Word>,

    command_taken: Signal<Local, bool>,
    new_hole: Signal<Local, bool>,
    counted: Signal<Local, Bits<16>>,
    urgent: Signal<Local, bool>,
    ack: Signal<Local, Bits<2>>,
    word: Signal<Local, Word>,
    bitmap: Signal<Local, Bits<256>>,
    base: Signal<Local, Bits<32>>,
    ce_count: Signal<Local, Bits<32>>,
    offset: Signal<Local, Bits<32>>,
    gap_behind: Signal<Local, Bits<32>>,
    in_window: Signal<Local, bool>,
    behind: Signal<Local, bool>,
    previous_offset: Signal<Local, Bits<8>>,
    offset_received: Signal<Local, bool>,
    previous_received: Signal<Local, bool>,
    is_new: Signal<Local, bool>,
    marked: Signal<Local, Bits<256>>,
    first_open_group: Signal<Local, Bits<5>>,
    open_group_bits: Signal<Local, Bits<16>>,
    first_zero_in_group: Signal<Local, Bits<5>>,
    slide: Signal<Local, Bits<9>>,
    new_word: Signal<Local, Word>,
    verdict: Signal<Local, Bits<2>>,
}

impl Logic for SackUnit {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self,
            clk,
            s1_valid,
            s1_init,
            s1_window,
            s1_psn,
            s1_ce,
            s1_timestamp,
            s1_ack_req,
            s1_placed,
            s1_op,
            written_valid,
            written_window,
            written_word,
            result_valid,
            result_window,
            result_class,
            result_new_hole,
            result_ack,
            result_word
        );
        self.windows.read_clock.next = self.clk.val();
        self.windows.write_clock.next = self.clk.val();

        // Cycle 0: register the operation and read its window.
        self.command_taken.next = self.s_cmd_valid.val() & !self.s_update_valid.val();
        self.s_cmd_ready.next = !self.s_update_valid.val();
        self.s1_valid.d.next = self.s_update_valid.val() & !self.rst.val();
        self.s1_init.d.next = self.command_taken.val() & !self.rst.val();
        self.s1_op.d.next = self.s_cmd_op.val();
        self.s1_ce.d.next = self.s_update_ce.val();
        self.s1_timestamp.d.next = self.s_update_timestamp.val();
        self.s1_ack_req.d.next = self.s_update_ack_req.val();
        self.s1_placed.d.next = self.s_update_placed.val();
        if self.s_update_valid.val() {
            self.s1_window.d.next = self.s_update_window.val();
            self.s1_psn.d.next = self.s_update_psn.val();
            self.windows.read_address.next = self.s_update_window.val();
        } else {
            self.s1_window.d.next = self.s_cmd_window.val();
            self.s1_psn.d.next = self.s_cmd_base.val();
            self.windows.read_address.next = self.s_cmd_window.val();
        }

        // Cycle 1: the window as the previous write left it.
        if self.written_valid.q.val() & (self.written_window.q.val() == self.s1_window.q.val()) {
            self.word.next = self.written_word.q.val();
        } else {
            self.word.next = self.windows.read_data.val();
        }
        self.bitmap.next = self.word.val().bitmap;
        self.base.next = self.word.val().base;
        self.ce_count.next = self.word.val().ce_count;

        // Classification against the window.
        self.offset.next = self.s1_psn.q.val() - self.base.val();
        self.gap_behind.next = self.base.val() - self.s1_psn.q.val();
        self.in_window.next = !self.offset.val().get_bits::<24>(8).any();
        self.behind.next = !self.gap_behind.val().get_bit(31) & self.gap_behind.val().any();
        self.offset_received.next = self
            .bitmap
            .val()
            .get_bit(self.offset.val().get_bits::<8>(0).index());
        self.previous_offset.next = self.offset.val().get_bits::<8>(0) - 1;
        self.previous_received.next = self
            .bitmap
            .val()
            .get_bit(self.previous_offset.val().index());
        self.is_new.next =
            self.s1_valid.q.val() & self.in_window.val() & !self.offset_received.val();
        // Codes of `encoding::CLASS_*` (Rust-HDL emits a named constant as an undeclared
        // identifier, so the numbers are spelled out; the tests decode them by name).
        if self.is_new.val() {
            self.verdict.next = 0.into(); // CLASS_NEW
        } else if self.in_window.val() | self.behind.val() {
            self.verdict.next = 1.into(); // CLASS_DUPLICATE
        } else {
            self.verdict.next = 2.into(); // CLASS_OUT_OF_WINDOW
        }

        // Mark the PSN, then slide past the contiguous prefix when it was the base.
        self.marked.next = self.bitmap.val();
        if self.is_new.val() {
            self.marked.next = self
                .bitmap
                .val()
                .replace_bit(self.offset.val().get_bits::<8>(0).index(), true);
        }
        self.first_open_group.next = 16.into();
        for group in 0..16 {
            if !self.marked.val().get_bits::<16>((15 - group) * 16).all() {
                self.first_open_group.next = (15 - group).to_bits();
            }
        }
        self.open_group_bits.next = self
            .marked
            .val()
            .get_bits::<16>(self.first_open_group.val().get_bits::<4>(0).index() * 16);
        self.first_zero_in_group.next = 16.into();
        for position in 0..16 {
            if !self.open_group_bits.val().get_bit(15 - position) {
                self.first_zero_in_group.next = (15 - position).to_bits();
            }
        }
        self.slide.next = 0.into();
        if self.is_new.val() & !self.offset.val().any() {
            if self.first_open_group.val().get_bit(4) {
                self.slide.next = 256.into();
            } else {
                self.slide.next = (bit_cast::<9, 5>(self.first_open_group.val()) << 4)
                    + bit_cast::<9, 5>(self.first_zero_in_group.val());
            }
        }
        self.new_word.next.bitmap = self.marked.val() >> self.slide.val();
        self.new_word.next.base = self.base.val() + bit_cast::<32, 9>(self.slide.val());
        self.new_word.next.ce_count = self.ce_count.val();
        if self.is_new.val() & self.s1_ce.q.val() {
            self.new_word.next.ce_count = self.ce_count.val() + 1;
        }
        // The ACK decision (receive_data_packet): a duplicate clears the count, echoes its
        // own timestamp and ACKs now;
        // an accepted packet counts, updates the echoed timestamp and ACKs now when urgent.
        self.new_hole.next =
            self.is_new.val() & self.offset.val().any() & !self.previous_received.val();
        self.counted.next = self.word.val().since_ack;
        if self.word.val().since_ack != 0xffff {
            self.counted.next = self.word.val().since_ack + 1;
        }
        self.urgent.next = self.new_hole.val()
            | self.s1_ack_req.q.val()
            | !self.s1_placed.q.val()
            | (self.counted.val() >= self.ack_every.val());
        self.new_word.next.since_ack = self.word.val().since_ack;
        self.new_word.next.echo_timestamp = self.word.val().echo_timestamp;
        self.ack.next = 0.into(); // ACK_NONE
        if self.is_new.val() {
            self.new_word.next.echo_timestamp = self.s1_timestamp.q.val();
            if self.urgent.val() {
                self.new_word.next.since_ack = 0.into();
                self.ack.next = 2.into(); // ACK_NOW
            } else {
                self.new_word.next.since_ack = self.counted.val();
                self.ack.next = 1.into(); // ACK_LATER
            }
        } else if self.s1_valid.q.val() & (self.in_window.val() | self.behind.val()) {
            self.new_word.next.since_ack = 0.into();
            self.new_word.next.echo_timestamp = self.s1_timestamp.q.val();
            self.ack.next = 2.into(); // ACK_NOW
        }
        if self.s1_init.q.val() {
            self.new_word.next.since_ack = 0.into();
            if !self.s1_op.q.val() {
                self.new_word.next.bitmap = 0.into();
                self.new_word.next.base = self.s1_psn.q.val();
                self.new_word.next.ce_count = 0.into();
                self.new_word.next.echo_timestamp = 0.into();
            }
        }

        // Write back and register the result.
        self.windows.write_address.next = self.s1_window.q.val();
        self.windows.write_data.next = self.new_word.val();
        self.windows.write_enable.next = self.s1_valid.q.val() | self.s1_init.q.val();
        self.written_valid.d.next =
            (self.s1_valid.q.val() | self.s1_init.q.val()) & !self.rst.val();
        self.written_window.d.next = self.s1_window.q.val();
        self.written_word.d.next = self.new_word.val();
        self.result_valid.d.next = self.s1_valid.q.val() & !self.rst.val();
        self.result_window.d.next = self.s1_window.q.val();
        self.result_class.d.next = self.verdict.val();
        self.result_new_hole.d.next = self.new_hole.val();
        self.result_ack.d.next = self.ack.val();
        self.result_word.d.next = self.new_word.val();

        self.m_result_valid.next = self.result_valid.q.val();
        self.m_result_window.next = self.result_window.q.val();
        self.m_result_class.next = self.result_class.q.val();
        self.m_result_new_hole.next = self.result_new_hole.q.val();
        self.m_result_bitmap.next = self.result_word.q.val().bitmap;
        self.m_result_base.next = self.result_word.q.val().base;
        self.m_result_ce_count.next = self.result_word.q.val().ce_count;
        self.m_result_ack.next = self.result_ack.q.val();
        self.m_result_since_ack.next = self.result_word.q.val().since_ack;
        self.m_result_echo_timestamp.next = self.result_word.q.val().echo_timestamp;
    }
}

impl std::fmt::Debug for SackUnit {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SackUnit").finish_non_exhaustive()
    }
}
