//! The per-path SACK unit: one 256-bit receive window per (connection, path).
//!
//! Every DATA packet that reached a known connection, path and epoch is classified against
//! its path's window — new, duplicate, or out of window — exactly as the transport core's
//! `receive_data_packet` does, and the window is updated: the PSN's bit is set, the base
//! slides past the now-contiguous prefix, and CE-marked new packets are counted. The unit
//! reports the window after the update, which is what the ACK generator puts on the wire.
//!
//! * [`SackRingUnit`] (`metaroce_sack_ring_unit`): a 1024-bit ring with a lazy base, the
//!   receive step's tests computed two clocks ahead, a short update loop and a pipelined
//!   search for the exact base; exact, result [`encoding::RING_RESULT_LATENCY`] clocks
//!   after the update. (It replaced a unit that did the whole receive step in one
//!   read-modify-write clock — the 256-bit slide in the loop held it to 27 MHz.)
//! * [`encoding`]: the numeric codes on their ports, shared with the tests.

pub mod encoding;
mod low_tests;
mod psn_decode;
mod ram;
mod ring;

pub use ring::SackRingUnit;
