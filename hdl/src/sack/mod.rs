//! The per-path SACK unit: one 256-bit receive window per (connection, path).
//!
//! Every DATA packet that reached a known connection, path and epoch is classified against
//! its path's window — new, duplicate, or out of window — exactly as the transport core's
//! `receive_data_packet` does, and the window is updated: the PSN's bit is set, the base
//! slides past the now-contiguous prefix, and CE-marked new packets are counted. The unit
//! reports the window after the update, which is what the ACK generator puts on the wire.
//!
//! Two circuits with the same ports and codes:
//!
//! * [`SackUnit`] (`metaroce_sack_unit`): the window in one read-modify-write clock —
//!   exact, result two clocks after the update, but the slide (a 256-bit priority encoder
//!   and shift) sits in that clock.
//! * [`SackRingUnit`] (`metaroce_sack_ring_unit`): the restructured unit — a 1024-bit ring
//!   with a lazy base, the receive step's tests computed two clocks ahead, a short update
//!   loop and a pipelined search for the exact base; exact, result
//!   [`encoding::RING_RESULT_LATENCY`] clocks later.
//! * [`encoding`]: the numeric codes on their ports, shared with the tests.

pub mod encoding;
mod ram;
mod ring;
mod unit;

pub use ring::SackRingUnit;
pub use unit::SackUnit;
