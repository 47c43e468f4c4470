//! Placement: lands the payload of every placed DATA packet in host memory through
//! Corundum's DMA engine.
//!
//! Corundum's receive stream has no backpressure, and whether a packet may be placed (its
//! connection, its SACK window, its memory region) is known only after its last beat. So
//! every MetaRoCE frame is captured into the application's DMA RAM as it streams by, and when
//! the frame's placement decision arrives the block either issues a DMA write descriptor
//! (host address, RAM address of the payload, length) or frees the frame's RAM at once; a
//! placed frame's RAM is freed when the DMA engine returns its status. The DMA engine reads
//! the payload out of the RAM through the segmented `data_dma_ram_rd_*` port, as it does in
//! every Corundum application that writes to the host.
//!
//! * [`unit`]: the circuit.
//! * [`read_port`]: the read port of a DMA RAM segment or the descriptor queue (three
//!   clocks, a queue of three).
//! * [`encoding`]: widths (Corundum's DMA parameters), sizes and latencies.

pub mod encoding;
mod read_port;
mod unit;

pub use unit::{Decision, Descriptor, PlacementUnit};
