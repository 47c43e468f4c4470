//! The receive completion FIFO: completions of the SEND receive table waiting for the host.
//!
//! Why: `metaroce_recv_table` reports a finished receive on `m_cpl_*` for one clock, with no
//! backpressure; the host reads its registers over AXI-Lite, far slower. The register block
//! keeps the completions here, in arrival order, and shows the head on `CPL_INFO`,
//! `CPL_MSN` and `CPL_BYTES` (`map.rs`); a read of `CPL_BYTES` pops it.
//!
//! `CPL_FIFO_DEPTH` = 256 entries (every receive the table can hold) in the datapath's
//! [`DropFifo`]: an entry is shown (`m_valid`) from the second clock after its push; a
//! push that finds the FIFO full is dropped and flagged on `m_dropped` a clock later (the
//! register block counts it and sets `ERROR_CPL_OVERFLOW`).

use rust_hdl::prelude::*;

use crate::fifo::DropFifo;
use crate::recv::encoding::STREAM_SLOT_WIDTH as SW;

/// Bits of a FIFO index.
pub const CPL_FIFO_BITS: usize = 8;
const QB: usize = CPL_FIFO_BITS;
/// Bits of a row of one of the FIFO's two banks.
const RB: usize = QB - 1;
/// Bits of a pointer: an index plus a wrap bit (full and empty differ).
const PB: usize = QB + 1;
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

/// The completion FIFO (a child of `metaroce_regs`): the datapath's drop-counting FIFO of
/// completions, `1 << CPL_FIFO_BITS` deep.
pub type CplFifo = DropFifo<CplEntry, RB, QB, PB>;
