//! Widths and codes on the SACK unit's ports, named once for the circuit and its tests.

/// Bits of a window index: the unit holds `1 << WINDOW_INDEX_WIDTH` windows.
pub const WINDOW_INDEX_WIDTH: usize = 6;
/// Windows held by the unit.
pub const WINDOW_COUNT: usize = 1 << WINDOW_INDEX_WIDTH;
/// Bits per window (the protocol's SACK window).
pub const WINDOW_BITS: usize = 256;

/// `m_result_class`: the PSN was new on its path; its bit is now set.
pub const CLASS_NEW: u64 = 0;
/// `m_result_class`: the PSN was already received, or lies behind the window.
pub const CLASS_DUPLICATE: u64 = 1;
/// `m_result_class`: the PSN lies beyond the window; dropped, nothing changed.
pub const CLASS_OUT_OF_WINDOW: u64 = 2;

/// Clock cycles from an update on `s_update_*` to its result on `m_result_*`.
pub const RESULT_LATENCY: u64 = 2;
