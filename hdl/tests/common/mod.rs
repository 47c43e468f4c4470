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

/// Runs `test` on a thread with a large stack: a Rust-HDL update with wide `Bits` values held
/// on the stack — the top level's (every block's), or the SACK unit's (1024-bit ring words) —
/// outgrows a test thread's 2 MiB in a debug build.
pub fn on_big_stack(test: impl FnOnce() + Send + 'static) {
    std::thread::Builder::new()
        .stack_size(256 << 20)
        .spawn(test)
        .expect("a test thread")
        .join()
        .unwrap_or_else(|e| std::panic::resume_unwind(e));
}
