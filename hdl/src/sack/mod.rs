//! The per-path SACK unit: one 256-bit receive window per (connection, path).
//!
//! Every DATA packet that reached a known connection, path and epoch is classified against
//! its path's window — new, duplicate, or out of window — exactly as the transport core's
//! `receive_data_packet` does, and the window is updated: the PSN's bit is set, the base
//! slides past the now-contiguous prefix, and CE-marked new packets are counted. The unit
//! reports the window after the update, which is what the ACK generator puts on the wire.
//!
//! * [`unit`]: the circuit.
//! * [`encoding`]: the numeric codes on its ports, shared with the tests.

pub mod encoding;
mod unit;

pub use unit::SackUnit;
