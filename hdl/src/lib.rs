//! MetaRoCE's per-packet FPGA datapath, written in Rust-HDL.
//!
//! Each block is a Rust-HDL circuit that is simulated in Rust (checked against the
//! `metaroce` crate's wire code and receive logic, never a second model), emitted as
//! Verilog into `hdl/generated/` (`cargo run -p metaroce-hdl --bin emit-verilog`), and that
//! Verilog is compiled by Verilator and run in lock-step with the same reference
//! ([`cosim`]). `docs/hardware.md` describes the blocks, their pipelines and registers.
//!
//! * [`ack`]: the ACK frame builder (byte for byte what `metaroce::wire` emits) and the ACK
//!   scheduler (ACK queue and ACK timer).
//! * [`conn`]: the connection table (connection id, peer, state, path and epoch checks).
//! * [`keep`]: the byte count of a beat's contiguous `tkeep`, shared by parser and placement.
//! * [`memory`]: the memory-region table (rkey, bounds and access of every WRITE).
//! * [`parser`]: the RX parser (route, check and decode each received frame).
//! * [`place`]: placement (payloads into the DMA RAM, DMA write descriptors to the host).
//! * [`recv`]: the SEND receive table (posted receives, segments placed, completions).
//! * [`regs`]: the AXI-Lite register block (configuration, table writes, counters).
//! * [`sack`]: the per-path 256-bit SACK window unit.
//! * [`top`]: the receive datapath's top level, every block above wired into one circuit
//!   (RX stream in; WRITEs placed, their ACKs out; everything else to the host).
//! * [`verilog`]: Verilog emission with Corundum's file conventions.
//! * [`cycle`]: clock-by-clock driving of a Rust-HDL circuit.
//! * [`cosim`]: the Verilator models built by `build.rs`, behind a small C shim.

pub mod ack;
pub mod conn;
pub mod cosim;
pub mod cycle;
mod error;
pub mod fifo;
pub mod keep;
pub mod memory;
pub mod parser;
pub mod place;
pub mod recv;
pub mod regs;
pub mod sack;
pub mod top;
pub mod verilog;
mod wiring;

pub use error::HdlError;
