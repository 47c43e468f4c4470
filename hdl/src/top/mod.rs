//! The receive datapath's top level: the parser, the connection and memory-region tables,
//! the SACK ring unit, the ACK scheduler and builder, placement and the register block
//! wired into one circuit (Verilog module `metaroce_rx_datapath`).
//!
//! * [`datapath`]: the circuit.
//! * [`encoding`]: its latencies (derived from the blocks' constants) and fixed fields.

pub mod datapath;
mod delay;
pub mod encoding;

pub use datapath::RxDatapath;
