//! Helpers shared by the HDL tests: the Rust reference (the `metaroce` crate's receive step)
//! wrapped for per-window use, and random packet streams.
//!
//! Nothing here models hardware: expected results always come from `metaroce` itself.

#![allow(dead_code)] // each test binary uses its own part of the helpers

pub mod ack_lockstep;
pub mod conn_lockstep;
pub mod conn_verilated;
pub mod frames;
pub mod mr_lockstep;
pub mod parser_lockstep;
pub mod place_lockstep;
pub mod recv_lockstep;
pub mod reference;
pub mod regs_lockstep;
pub mod regs_verilated;
pub mod sack_lockstep;
pub mod sched_lockstep;
pub mod streams;
pub mod top_lockstep;
pub mod top_verilated;
