//! The memory-region table: the only authority on what a remote WRITE may touch.
//!
//! Every DATA packet's rkey, bounds and access are checked here before anything is placed:
//! a WRITE is allowed only into a registered region that grants remote write, with
//! `base <= addr` and `addr + len <= base + length` computed overflow-free, exactly as the
//! transport core's `RegionEntry::contains` and `Access::REMOTE_WRITE`.
//!
//! * [`table`]: the circuit.
//! * [`encoding`]: widths and codes on its ports.

pub mod encoding;
mod table;

pub use table::MemoryRegionTable;
