//! The NACK queue: refused WRITEs and SENDs waiting for the frame builder.
//!
//! The reference queues a NACK (`connection.rs`, `RxVerdict::Nack`) in the clock it handles a
//! WRITE that is new but refused by its region check, and its `poll_transmit` sends every
//! queued NACK before any queued ACK. The top level pushes one entry per such WRITE in its
//! SACK result clock (at most one per clock) — the window (for the path's addressing, read
//! when the NACK is taken, as the reference reads it when it sends) and the body fields
//! (stream, MSN, PSN, and whether the refused packet was a SEND and whether the code is
//! RECEIVER_NOT_READY rather than REMOTE_ACCESS) — and gives the queue priority over the
//! ACK scheduler at the builder while [`m_pending`](NackQueue::m_pending) is high.
//!
//! The queue never stalls its input: a push that finds all [`NACK_QUEUE_DEPTH`] entries
//! taken is dropped and pulses `m_dropped` (a clock later), which the register block counts
//! (`NACK_DROPPED`). NACK frames (74 bytes) are shorter than the shortest WRITE frame
//! (99 bytes), so on a TX link as fast as the RX link the queue only fills while TX is
//! back-pressured.
//!
//! The entries live in the datapath's [`DropFifo`] (two RAM banks read at the read
//! pointer's register, the head and the entry after it on their outputs: the builder's
//! take reaches no RAM address, and a taken head's successor shows in the next clock). An
//! entry is offered (`m_valid`) from the second clock after its push, never read in the
//! clock it is written; `m_pending` rises the clock after the push,
//! which is what orders it against the ACKs (an ACK taken in the push's own clock goes
//! first, as the reference takes that ACK before it handles the frame).

use rust_hdl::prelude::*;

use crate::fifo::DropFifo;
use crate::sack::encoding::WINDOW_INDEX_WIDTH as W;

/// Bits of a queue index.
pub const NACK_QUEUE_BITS: usize = 4;
/// Entries of the queue.
pub const NACK_QUEUE_DEPTH: usize = 1 << NACK_QUEUE_BITS;

const QB: usize = NACK_QUEUE_BITS;
/// Bits of a row of one of the queue's two banks.
const RB: usize = QB - 1;
/// Bits of a pointer: an index plus a wrap bit (full and empty differ).
const PB: usize = QB + 1;

/// One queued NACK.
#[derive(Clone, Copy, Debug, PartialEq, Default, LogicStruct)]
pub struct NackEntry {
    /// The WRITE's SACK window (connection slot and path).
    pub window: Bits<W>,
    /// The WRITE's stream.
    pub stream: Bits<32>,
    /// The WRITE's MSN.
    pub msn: Bits<32>,
    /// The WRITE's PSN.
    pub psn: Bits<32>,
    /// The refused packet was a SEND (opcode 0x02), not a WRITE (0x01).
    pub send: bool,
    /// Code RECEIVER_NOT_READY (2), not REMOTE_ACCESS (1).
    pub not_ready: bool,
}

/// The NACK queue (a child of `metaroce_rx_datapath`).
#[derive(LogicBlock, Default)]
pub struct NackQueue {
    /// Core clock.
    pub clk: Signal<In, Clock>,
    /// Synchronous reset, active high: empties the queue.
    pub rst: Signal<In, bool>,
    /// Queue a NACK (never refused: dropped and counted when the queue is full).
    pub s_push: Signal<In, bool>,
    /// Its window.
    pub s_push_window: Signal<In, Bits<W>>,
    /// Its stream.
    pub s_push_stream: Signal<In, Bits<32>>,
    /// Its MSN.
    pub s_push_msn: Signal<In, Bits<32>>,
    /// Its PSN.
    pub s_push_psn: Signal<In, Bits<32>>,
    /// A SEND's NACK (opcode 0x02).
    pub s_push_send: Signal<In, bool>,
    /// Code RECEIVER_NOT_READY.
    pub s_push_not_ready: Signal<In, bool>,
    /// A NACK is queued (from the clock after its push): ACKs wait.
    pub m_pending: Signal<Out, bool>,
    /// The head NACK is offered.
    pub m_valid: Signal<Out, bool>,
    /// The head is taken.
    pub m_ready: Signal<In, bool>,
    /// Head: window.
    pub m_window: Signal<Out, Bits<W>>,
    /// Head: stream.
    pub m_stream: Signal<Out, Bits<32>>,
    /// Head: MSN.
    pub m_msn: Signal<Out, Bits<32>>,
    /// Head: PSN.
    pub m_psn: Signal<Out, Bits<32>>,
    /// Head: a SEND's NACK.
    pub m_send: Signal<Out, bool>,
    /// Head: code RECEIVER_NOT_READY.
    pub m_not_ready: Signal<Out, bool>,
    /// One NACK dropped (the queue was full at its push, a clock ago).
    pub m_dropped: Signal<Out, bool>,

    fifo: DropFifo<NackEntry, RB, QB, PB>,

    pushed: Signal<Local, NackEntry>,
}

impl Logic for NackQueue {
    #[hdl_gen]
    fn update(&mut self) {
        self.fifo.clk.next = self.clk.val();
        self.fifo.rst.next = self.rst.val();
        self.pushed.next.window = self.s_push_window.val();
        self.pushed.next.stream = self.s_push_stream.val();
        self.pushed.next.msn = self.s_push_msn.val();
        self.pushed.next.psn = self.s_push_psn.val();
        self.pushed.next.send = self.s_push_send.val();
        self.pushed.next.not_ready = self.s_push_not_ready.val();
        self.fifo.s_push.next = self.s_push.val();
        self.fifo.s_entry.next = self.pushed.val();
        // Queued from the clock after the push (shown a clock later still).
        self.m_pending.next = self.fifo.m_any.val();
        self.m_valid.next = self.fifo.m_valid.val();
        self.fifo.m_pop.next = self.m_ready.val();
        self.m_window.next = self.fifo.m_entry.val().window;
        self.m_stream.next = self.fifo.m_entry.val().stream;
        self.m_msn.next = self.fifo.m_entry.val().msn;
        self.m_psn.next = self.fifo.m_entry.val().psn;
        self.m_send.next = self.fifo.m_entry.val().send;
        self.m_not_ready.next = self.fifo.m_entry.val().not_ready;
        self.m_dropped.next = self.fifo.m_dropped.val();
    }
}

impl std::fmt::Debug for NackQueue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("NackQueue").finish_non_exhaustive()
    }
}
