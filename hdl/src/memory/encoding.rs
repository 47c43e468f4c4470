//! Widths and codes of the memory-region table's ports.

/// Bits of a table index: the table holds `1 << REGION_INDEX_WIDTH` regions.
pub const REGION_INDEX_WIDTH: usize = 8;
/// Regions the table holds.
pub const REGION_COUNT: usize = 1 << REGION_INDEX_WIDTH;
/// The rkey bits that pick a region's slot: `rkey[8 + REGION_INDEX_WIDTH - 1 : 8]` (the host
/// numbers regions in the key's upper bits and scrambles the low byte). The whole key is
/// stored and compared, so a stale or guessed key does not match.
pub const KEY_INDEX_SHIFT: usize = 8;
/// Bits of the tag a lookup carries through to its result.
pub const LOOKUP_TAG_WIDTH: usize = 8;
/// Clock cycles from a lookup to its result.
pub const LOOKUP_LATENCY: u64 = 3;
/// Clock cycles after a table write before lookups see it.
pub const WRITE_LATENCY: u64 = 1;
