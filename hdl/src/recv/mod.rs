//! The SEND receive table: what lets the datapath place SENDs itself instead of handing
//! them to the host.
//!
//! A SEND carries (stream, MSN, offset, message length); the receive the host posted for
//! that message gives the buffer. The table answers, one SEND per clock, exactly what the
//! transport core's `RecvQueues` answers as a `SendTable` (posted: region key, address and
//! length; not posted: NACK RECEIVER_NOT_READY; completed: a stale duplicate), tracks which
//! segments of each message were placed (duplicates counted once, as
//! `RecvQueues::on_placed`), and emits a completion per receive in posted order per stream.
//!
//! * [`table`]: the circuit (and its per-stream slot child).
//! * [`progress_tests`]: the placed update's tests of one candidate progress row.
//! * [`encoding`]: widths, codes, latencies.

pub mod encoding;
mod progress_tests;
mod table;

pub use table::{RecvTable, StreamSlot};
