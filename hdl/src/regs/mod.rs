//! The AXI-Lite register block: how the host configures the datapath, fills its tables and
//! reads its counters.
//!
//! Corundum discovers an app's registers as a linked list of register blocks (type,
//! version, next pointer at 0x0/0x4/0x8); MetaRoCE's block sits on the app BAR
//! (`s_axil_app_ctrl_*` of `mqnic_app_block`). It holds the configuration (UDP port, K, the
//! ACK timer, the rate hint, local addresses), staging registers and commit strobes for
//! the connection table, the memory-region table and the SACK unit's window start, and
//! one 32-bit counter per parser verdict and per drop reason; the SEND receive table's
//! bind and post registers and the FIFO of its completions towards the host.
//!
//! * [`block`]: the circuit.
//! * [`cpl_fifo`]: the receive completion FIFO the host reads.
//! * [`map`]: offsets, reset values and limits — the register map the host library uses.

mod block;
pub mod cpl_fifo;
pub mod map;

pub use block::{POST_VERDICT_DELAY, RegisterBlock};
