//! Widths, sizes and timing of the placement block's ports.
//!
//! The DMA widths are the values Corundum's `mqnic_core` hands an application block
//! (`fpga/common/rtl/mqnic_core.v`, `fpga/app/template/rtl/mqnic_app_block.v`); the
//! `mqnic_app_block` shim checks its `*_WIDTH` parameters against them at elaboration.

/// Corundum's `DMA_ADDR_WIDTH`: host addresses.
pub const DMA_ADDR_WIDTH: usize = 64;
/// Corundum's `DMA_LEN_WIDTH`: bytes of one descriptor.
pub const DMA_LEN_WIDTH: usize = 16;
/// Corundum's `DMA_TAG_WIDTH` at the application (`IF_DMA_TAG_WIDTH`: 16 minus the
/// interface select bits, 14 with one interface plus the application).
pub const DMA_TAG_WIDTH: usize = 14;
/// Corundum's `DMA_IMM_WIDTH` (immediate writes are not used: `imm_en` is 0).
pub const DMA_IMM_WIDTH: usize = 32;
/// Corundum's `RAM_SEL_WIDTH` at the application (`IF_RAM_SEL_WIDTH`).
pub const RAM_SEL_WIDTH: usize = 1;
/// Corundum's `RAM_ADDR_WIDTH`: byte addresses of the application's DMA RAM, 128 KiB.
pub const RAM_ADDR_WIDTH: usize = 17;
/// Corundum's `RAM_SEG_COUNT`: the RAM is two segments side by side.
pub const RAM_SEG_COUNT: usize = 2;
/// Corundum's `RAM_SEG_DATA_WIDTH`: bits of one segment.
pub const RAM_SEG_DATA_WIDTH: usize = 256;
/// Corundum's `RAM_SEG_BE_WIDTH`: byte enables of one segment.
pub const RAM_SEG_BE_WIDTH: usize = RAM_SEG_DATA_WIDTH / 8;
/// Corundum's `RAM_SEG_ADDR_WIDTH`: a segment address names one 64-byte line (the byte
/// address without its low `log2(RAM_SEG_COUNT * RAM_SEG_BE_WIDTH)` = 6 bits). Segment `n`
/// holds bytes `32n..32n + 32` of each line.
pub const RAM_SEG_ADDR_WIDTH: usize = 11;
/// Bytes of one RAM line (both segments): one 512-bit beat.
pub const LINE_BYTES: usize = RAM_SEG_COUNT * RAM_SEG_BE_WIDTH;
/// Lines of the RAM ring.
pub const LINE_COUNT: usize = 1 << RAM_SEG_ADDR_WIDTH;

/// Bits of the internal frame tag (the low bits of the DMA tag): at most
/// `1 << TAG_BITS` frames hold RAM at once. Frames retire in order, so this bounds the
/// frames between the oldest one not yet written to the host and the newest: 256 frames of
/// two beats are about 2 µs of line rate at 250 MHz, above a PCIe write's latency.
pub const TAG_BITS: usize = 8;
/// Frames that may hold RAM at once (captured, not yet decided or not yet written).
pub const TAG_COUNT: usize = 1 << TAG_BITS;
/// Bits of the pending-decision queue index.
pub const DECISION_QUEUE_BITS: usize = 5;
/// Frames queued for their decision at most.
pub const DECISION_QUEUE_DEPTH: usize = 1 << DECISION_QUEUE_BITS;
/// The latest a frame's decision may come, in clocks after the clock of its last beat (the
/// earliest is the clock right after it). A decision is registered and takes its frame out
/// of the queue a clock later, so a frame waits up to `DECISION_DEADLINE + 1` clocks; frames
/// are at least one beat long, and a frame may take the place of one leaving in the same
/// clock, so the queue then never overflows.
pub const DECISION_DEADLINE: u64 = DECISION_QUEUE_DEPTH as u64 - 1;
/// Clocks from a frame's last beat to its `m_capture_*` pulse.
pub const CAPTURE_LATENCY: u64 = 1;
/// Clocks from a decision on `s_decision_*` to its descriptor on
/// `m_axis_data_dma_write_desc_*` (when the descriptor queue is empty).
pub const DESCRIPTOR_LATENCY: u64 = 5;
/// Clocks from an accepted `rd_cmd` to its `rd_resp` (when `rd_resp_ready` is high).
pub const RAM_READ_LATENCY: u64 = 3;
