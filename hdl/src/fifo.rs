//! A FIFO that never stalls its writer: a push that finds it full is dropped and flagged.
//!
//! Why: the datapath's producers (the SACK results that refuse a packet, the SEND receive
//! table's completions) cannot wait — Corundum's RX path has no backpressure — while their
//! consumers (the ACK frame builder behind a back-pressured TX link, the host reading
//! registers over AXI-Lite) are slower at times. The NACK queue and the completion FIFO are
//! this one circuit with their own entry types and depths.
//!
//! `1 << QB` entries in two RAMs with a registered read, the even entries in one and the
//! odd in the other (`1 << RB` rows each, `RB = QB - 1`). Both are read at the read
//! pointer's register — the odd bank at the head's row, the even bank at the next entry's
//! (`(rd_ptr + 1) / 2`) — so the clock after holds the head and the entry after it, and the
//! head of that clock, popped or not, is the bank its pointer's low bit names. The pop
//! (the builder's take, across the chip) moves the pointer and the flags, never a RAM
//! address, and a head popped is followed by the next one in the clock
//! after the pop: one pop a clock. An entry is shown (`m_valid`) from the second clock
//! after its push, never read in the clock it is written. `m_count` counts it from the
//! clock after its push, and `m_any` says the count is not zero: the NACK queue orders ACKs
//! on that, in the same clock as the builder's take. `m_valid` and `m_any` are flip-flops,
//! decided from the pointers' next values; every compare they need is of flip-flops (the
//! pointers and the pointers plus one), and the clock's push and pop only select among
//! them, so a late push (the verdict's refusal) or pop (the builder's take) is a LUT from
//! them, not a compare. A push that finds every entry taken is dropped and pulses
//! `m_dropped` a clock later (the register block counts it).
//!
//! Pointers carry a wrap bit (`PB = QB + 1` bits) so that full and empty differ. "Full" is
//! a flip-flop too: set by a push onto one free entry ("the count's low `QB` bits all
//! one": the count never passes `1 << QB`, so its top bit is then zero; the test names no
//! depth, as `hdl_gen` would write a constant's name into the Verilog undefined), cleared
//! by a pop. So a push reaches the banks' write enables through one LUT, not through the
//! pointers' subtraction (the top level's route at 97a7071: the NACK queue's write pointer
//! through the count and the full test into the LUT RAMs' write enable, −0.29 ns).

use rust_hdl::prelude::*;
use rust_hdl::widgets::prelude::{DFF, RAM};

/// The FIFO: entries of type `T`, `1 << QB` of them; `RB` must be `QB - 1` and `PB`
/// `QB + 1`.
#[derive(LogicBlock)]
pub struct DropFifo<T: Synth, const RB: usize, const QB: usize, const PB: usize> {
    /// Core clock.
    pub clk: Signal<In, Clock>,
    /// Synchronous reset, active high: empties the FIFO.
    pub rst: Signal<In, bool>,
    /// Queue an entry (never refused: dropped and flagged when the FIFO is full).
    pub s_push: Signal<In, bool>,
    /// The entry.
    pub s_entry: Signal<In, T>,
    /// The head is shown.
    pub m_valid: Signal<Out, bool>,
    /// The head.
    pub m_entry: Signal<Out, T>,
    /// Pop the head (ignored when none is shown).
    pub m_pop: Signal<In, bool>,
    /// Entries queued (from the clock after their push), 0 to `1 << QB`.
    pub m_count: Signal<Out, Bits<PB>>,
    /// `m_count` is not zero, from a flip-flop.
    pub m_any: Signal<Out, bool>,
    /// One entry dropped (the FIFO was full at its push, a clock ago).
    pub m_dropped: Signal<Out, bool>,

    /// Entries of even index (row = index / 2).
    even: RAM<T, RB>,
    /// Entries of odd index.
    odd: RAM<T, RB>,
    wr_ptr: DFF<Bits<PB>>,
    rd_ptr: DFF<Bits<PB>>,
    /// The head is on its bank's output (`m_valid`): it was below the write pointer when
    /// the banks were read.
    valid: DFF<bool>,
    dropped: DFF<bool>,
    any: DFF<bool>,
    /// Every entry is taken.
    full: DFF<bool>,

    count: Signal<Local, Bits<PB>>,
    wr_next: Signal<Local, Bits<PB>>,
    rd_next: Signal<Local, Bits<PB>>,
    /// One entry is free.
    almost_full: Signal<Local, bool>,
    push_ok: Signal<Local, bool>,
    pop: Signal<Local, bool>,
    wr_plus: Signal<Local, Bits<PB>>,
    rd_plus: Signal<Local, Bits<PB>>,
}

impl<T: Synth, const RB: usize, const QB: usize, const PB: usize> Default
    for DropFifo<T, RB, QB, PB>
{
    fn default() -> Self {
        const { assert!(PB == QB + 1, "a pointer is an index and a wrap bit") };
        const { assert!(RB + 1 == QB, "a bank holds half the entries") };
        Self {
            clk: Default::default(),
            rst: Default::default(),
            s_push: Default::default(),
            s_entry: Default::default(),
            m_valid: Default::default(),
            m_entry: Default::default(),
            m_pop: Default::default(),
            m_count: Default::default(),
            m_any: Default::default(),
            m_dropped: Default::default(),
            even: Default::default(),
            odd: Default::default(),
            wr_ptr: Default::default(),
            rd_ptr: Default::default(),
            valid: Default::default(),
            dropped: Default::default(),
            any: Default::default(),
            count: Default::default(),
            wr_next: Default::default(),
            rd_next: Default::default(),
            full: Default::default(),
            almost_full: Default::default(),
            push_ok: Default::default(),
            pop: Default::default(),
            wr_plus: Default::default(),
            rd_plus: Default::default(),
        }
    }
}

impl<T: Synth, const RB: usize, const QB: usize, const PB: usize> Logic
    for DropFifo<T, RB, QB, PB>
{
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clk, wr_ptr, rd_ptr, valid, dropped, any, full);
        self.even.read_clock.next = self.clk.val();
        self.even.write_clock.next = self.clk.val();
        self.odd.read_clock.next = self.clk.val();
        self.odd.write_clock.next = self.clk.val();

        // Push: written at the tail unless full (then dropped, flagged a clock later).
        self.count.next = self.wr_ptr.q.val() - self.rd_ptr.q.val();
        // (Not `.all()` of the cast: `hdl_gen` writes the cast as a mask of the full width,
        // whose top bit, zero, would fail the test.)
        self.almost_full.next = !bit_cast::<QB, PB>(!self.count.val()).any();
        self.push_ok.next = self.s_push.val() & !self.full.q.val();
        self.even.write_enable.next = self.push_ok.val() & !self.wr_ptr.q.val().get_bit(0);
        self.odd.write_enable.next = self.push_ok.val() & self.wr_ptr.q.val().get_bit(0);
        self.even.write_address.next = self.wr_ptr.q.val().get_bits::<RB>(1);
        self.odd.write_address.next = self.wr_ptr.q.val().get_bits::<RB>(1);
        self.even.write_data.next = self.s_entry.val();
        self.odd.write_data.next = self.s_entry.val();
        self.wr_plus.next = self.wr_ptr.q.val() + 1;
        self.wr_next.next = self.wr_ptr.q.val();
        if self.push_ok.val() {
            self.wr_next.next = self.wr_plus.val();
        }
        self.wr_ptr.d.next = self.wr_next.val();
        self.dropped.d.next = self.s_push.val() & self.full.q.val();

        // Pop: the head is on its bank's output, the entry after it on the other's.
        self.m_valid.next = self.valid.q.val();
        self.m_count.next = self.count.val();
        self.pop.next = self.valid.q.val() & self.m_pop.val();
        self.rd_plus.next = self.rd_ptr.q.val() + 1;
        self.rd_next.next = self.rd_ptr.q.val();
        if self.pop.val() {
            self.rd_next.next = self.rd_plus.val();
        }
        self.rd_ptr.d.next = self.rd_next.val();
        // The banks hold entries `rd_ptr` and `rd_ptr + 1` next clock, whichever `rd_next` is.
        self.odd.read_address.next = self.rd_ptr.q.val().get_bits::<RB>(1);
        self.even.read_address.next = self.rd_plus.val().get_bits::<RB>(1);
        // Next clock's head is an entry below this clock's write pointer (the read is now).
        self.valid.d.next = self.wr_ptr.q.val() != self.rd_ptr.q.val();
        if self.pop.val() {
            self.valid.d.next = self.wr_ptr.q.val() != self.rd_plus.val();
        }
        // `wr_next != rd_next`, by the four cases of push and pop (a push and a pop together
        // leave the count as it is).
        self.any.d.next = self.wr_ptr.q.val() != self.rd_ptr.q.val();
        if self.push_ok.val() & !self.pop.val() {
            self.any.d.next = self.wr_plus.val() != self.rd_ptr.q.val();
        }
        if !self.push_ok.val() & self.pop.val() {
            self.any.d.next = self.wr_ptr.q.val() != self.rd_plus.val();
        }
        // Full after the clock: a push onto the last free entry, or full already, unless
        // the head is popped.
        self.full.d.next =
            (self.full.q.val() | (self.almost_full.val() & self.s_push.val())) & !self.pop.val();
        self.m_any.next = self.any.q.val();
        self.m_entry.next = self.even.read_data.val();
        if self.rd_ptr.q.val().get_bit(0) {
            self.m_entry.next = self.odd.read_data.val();
        }
        self.m_dropped.next = self.dropped.q.val();

        if self.rst.val() {
            self.wr_ptr.d.next = 0.into();
            self.rd_ptr.d.next = 0.into();
            self.valid.d.next = false;
            self.dropped.d.next = false;
            self.any.d.next = false;
            self.full.d.next = false;
        }
    }
}

impl<T: Synth, const RB: usize, const QB: usize, const PB: usize> std::fmt::Debug
    for DropFifo<T, RB, QB, PB>
{
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DropFifo").finish_non_exhaustive()
    }
}
