//! Widths and codes on the SACK unit's ports, named once for the circuit and its tests.

/// Bits of a window index: the unit holds `1 << WINDOW_INDEX_WIDTH` windows.
pub const WINDOW_INDEX_WIDTH: usize = 6;
/// Windows held by the unit.
pub const WINDOW_COUNT: usize = 1 << WINDOW_INDEX_WIDTH;
/// Bits per window (the protocol's SACK window).
pub const WINDOW_BITS: usize = 256;
/// Bits of a window's ring in the ring unit: the received flags of PSNs
/// `[low, low + 1024)`, where `low` is the window's lazy base.
pub const RING_BITS: usize = 1024;

/// `m_result_class`: the PSN was new on its path; its bit is now set.
pub const CLASS_NEW: u64 = 0;
/// `m_result_class`: the PSN was already received, or lies behind the window.
pub const CLASS_DUPLICATE: u64 = 1;
/// `m_result_class`: the PSN lies beyond the window; dropped, nothing changed.
pub const CLASS_OUT_OF_WINDOW: u64 = 2;

/// `m_result_ack`: no ACK (out of window).
pub const ACK_NONE: u64 = 0;
/// `m_result_ack`: ACK when the window's ACK timer fires, unless something triggers one sooner.
pub const ACK_LATER: u64 = 1;
/// `m_result_ack`: ACK at once.
pub const ACK_NOW: u64 = 2;

/// `s_cmd_op`: start the window afresh at `s_cmd_base`.
pub const COMMAND_START: bool = false;
/// `s_cmd_op`: the window's ACK timer fired and its ACK was sent: clear its ACK count.
pub const COMMAND_TIMER_ACK: bool = true;

/// Clock cycles from an update on `s_update_*` to its result on `m_result_*`
/// (`SackRingUnit`).
pub const RING_RESULT_LATENCY: u64 = 13;
