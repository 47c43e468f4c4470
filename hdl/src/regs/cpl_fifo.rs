//! The receive completion FIFO: completions of the SEND receive table waiting for the host.
//!
//! Why: `metaroce_recv_table` reports a finished receive on `m_cpl_*` for one clock, with no
//! backpressure; the host reads its registers over AXI-Lite, far slower. The register block
//! keeps the completions here, in arrival order, and shows the head on `CPL_INFO`,
//! `CPL_MSN` and `CPL_BYTES` (`map.rs`); a read of `CPL_BYTES` pops it.
//!
//! `CPL_FIFO_DEPTH` = 256 entries (every receive the table can hold) in a RAM with a
//! registered read, read at the address the head will have after the clock (the look-ahead
//! read of the NACK queue and placement's queues), so the head entry is on the RAM's output.
//! An entry is shown (`m_valid`) from the second clock after its push. A push that finds
//! the FIFO full is dropped and flagged on `m_dropped` a clock later (the register block
//! counts it and sets `ERROR_CPL_OVERFLOW`).

use rust_hdl::prelude::*;
use rust_hdl::widgets::prelude::{DFF, RAM};

use crate::recv::encoding::STREAM_SLOT_WIDTH as SW;

/// Bits of a FIFO index.
pub const CPL_FIFO_BITS: usize = 8;
const QB: usize = CPL_FIFO_BITS;
/// Bits of a pointer: an index plus a wrap bit (full and empty differ).
const PB: usize = QB + 1;
// `hdl_gen` writes the full test's offset as written: a literal 256.
const _: () = assert!(1 << CPL_FIFO_BITS == super::map::CPL_FIFO_DEPTH);

/// One completion.
#[derive(Clone, Copy, Debug, PartialEq, Default, LogicStruct)]
pub struct CplEntry {
    /// The receive's stream slot.
    pub slot: Bits<SW>,
    /// Its MSN.
    pub msn: Bits<32>,
    /// Bytes of the message.
    pub bytes: Bits<32>,
    /// `recv::encoding::STATUS_*` (set: remote access error).
    pub status: bool,
}

/// The completion FIFO (a child of `metaroce_regs`).
#[derive(LogicBlock, Default)]
pub struct CplFifo {
    /// Core clock.
    pub clk: Signal<In, Clock>,
    /// Synchronous reset, active high: empties the FIFO.
    pub rst: Signal<In, bool>,
    /// Queue a completion (never refused: dropped and flagged when the FIFO is full).
    pub s_push: Signal<In, bool>,
    /// The completion.
    pub s_entry: Signal<In, CplEntry>,
    /// The head is shown.
    pub m_valid: Signal<Out, bool>,
    /// The head.
    pub m_entry: Signal<Out, CplEntry>,
    /// Pop the head (ignored when none is shown).
    pub m_pop: Signal<In, bool>,
    /// Completions waiting (shown or about to be).
    pub m_count: Signal<Out, Bits<PB>>,
    /// One completion dropped (the FIFO was full at its push, a clock ago).
    pub m_dropped: Signal<Out, bool>,

    entries: RAM<CplEntry, QB>,
    wr_ptr: DFF<Bits<PB>>,
    rd_ptr: DFF<Bits<PB>>,
    /// `wr_ptr` a clock ago: the entries below it are on the RAM's output when at the head.
    wr_seen: DFF<Bits<PB>>,
    dropped: DFF<bool>,

    full: Signal<Local, bool>,
    pop: Signal<Local, bool>,
}

impl Logic for CplFifo {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clk, wr_ptr, rd_ptr, wr_seen, dropped);
        self.entries.read_clock.next = self.clk.val();
        self.entries.write_clock.next = self.clk.val();

        // Push: written at the tail unless full (then dropped, flagged a clock later).
        self.full.next = self.wr_ptr.q.val() == (self.rd_ptr.q.val() + 256);
        self.entries.write_enable.next = self.s_push.val() & !self.full.val();
        self.entries.write_address.next = bit_cast::<QB, PB>(self.wr_ptr.q.val());
        self.entries.write_data.next = self.s_entry.val();
        if self.s_push.val() & !self.full.val() {
            self.wr_ptr.d.next = self.wr_ptr.q.val() + 1;
        }
        self.wr_seen.d.next = self.wr_ptr.q.val();
        self.dropped.d.next = self.s_push.val() & self.full.val();

        // Pop: the head is on the RAM's output; read the next head's address.
        self.m_valid.next = self.wr_seen.q.val() != self.rd_ptr.q.val();
        self.m_count.next = self.wr_ptr.q.val() - self.rd_ptr.q.val();
        self.pop.next = self.m_valid.val() & self.m_pop.val();
        if self.pop.val() {
            self.rd_ptr.d.next = self.rd_ptr.q.val() + 1;
            self.entries.read_address.next = bit_cast::<QB, PB>(self.rd_ptr.q.val() + 1);
        } else {
            self.entries.read_address.next = bit_cast::<QB, PB>(self.rd_ptr.q.val());
        }
        self.m_entry.next = self.entries.read_data.val();
        self.m_dropped.next = self.dropped.q.val();

        if self.rst.val() {
            self.wr_ptr.d.next = 0.into();
            self.rd_ptr.d.next = 0.into();
            self.wr_seen.d.next = 0.into();
            self.dropped.d.next = false;
        }
    }
}

impl std::fmt::Debug for CplFifo {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CplFifo").finish_non_exhaustive()
    }
}
