//! Widths and codes of the connection table's ports, named once for the circuit, the
//! register block and the tests.

use crate::sack::encoding::WINDOW_INDEX_WIDTH;

/// Bits of a connection slot: the table holds `1 << CONN_SLOT_WIDTH` connections.
pub const CONN_SLOT_WIDTH: usize = 3;
/// Connections the table holds (8).
pub const CONN_COUNT: usize = 1 << CONN_SLOT_WIDTH;
/// Bits of a path index inside a connection: at most `1 << PATH_SLOT_WIDTH` paths each.
pub const PATH_SLOT_WIDTH: usize = 3;
/// Paths a connection may use in hardware (8; the protocol allows up to 256, the host
/// offers connections with at most this many paths to the datapath).
pub const MAX_HW_PATHS: usize = 1 << PATH_SLOT_WIDTH;
/// Bits of the path-count field of an entry (0..=8).
pub const PATH_COUNT_WIDTH: usize = PATH_SLOT_WIDTH + 1;
/// The connection-id bits that pick a slot: `conn_id[CONN_ID_SHIFT + CONN_SLOT_WIDTH - 1 :
/// CONN_ID_SHIFT]`. The endpoint numbers its connections `(index + 1) << 8 | tag`, so
/// connection `index` lives in slot `(index + 1) % CONN_COUNT`; the whole id is stored and
/// compared, so a forged or stale id does not match.
pub const CONN_ID_SHIFT: usize = 8;
/// Bits of a SACK window index: `slot * MAX_HW_PATHS + path`.
pub const WINDOW_WIDTH: usize = CONN_SLOT_WIDTH + PATH_SLOT_WIDTH;
/// SACK windows, one per (slot, path): the width of a window's one-hot.
pub const WINDOW_COUNT: usize = 1 << WINDOW_WIDTH;
const _: () = assert!(
    WINDOW_WIDTH == WINDOW_INDEX_WIDTH,
    "one SACK window per (slot, path)"
);
/// Bits of the tag a lookup carries through to its result.
pub const LOOKUP_TAG_WIDTH: usize = 8;

/// Bits of `m_result_verdict`.
pub const VERDICT_WIDTH: usize = 3;
/// The packet belongs to an established connection, on a live path, in its current epoch.
pub const VERDICT_OK: u64 = 0;
/// `DropCounters::unknown_connection`: no connection has this id, or its peer address is
/// another.
pub const VERDICT_UNKNOWN_CONNECTION: u64 = 1;
/// `DropCounters::not_established`: the connection is not (or no longer) established.
pub const VERDICT_NOT_ESTABLISHED: u64 = 2;
/// `DropCounters::bad_path`: path id at or beyond the connection's path count.
pub const VERDICT_BAD_PATH: u64 = 3;
/// `DropCounters::stale_epoch`: path epoch other than the path's receive epoch.
pub const VERDICT_STALE_EPOCH: u64 = 4;

/// Clock cycles from a lookup to its result.
pub const LOOKUP_LATENCY: u64 = 3;
/// Clock cycles after a table write before lookups see it.
pub const WRITE_LATENCY: u64 = 1;
const _: () = assert!(
    PATH_SLOT_WIDTH == 3,
    "table.rs shifts the slot by a literal 3"
);
const _: () = assert!(
    CONN_ID_SHIFT == 8,
    "table.rs reads the slot at a literal bit 8"
);
