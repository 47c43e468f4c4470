//! Widths, codes and latencies of the SEND receive table's ports, named once for the
//! circuit, the register block and the tests.

pub use crate::conn::encoding::CONN_SLOT_WIDTH;

/// Bits of a stream slot: the table binds `1 << STREAM_SLOT_WIDTH` streams.
pub const STREAM_SLOT_WIDTH: usize = 4;
/// Streams the table binds (16); a stream is keyed by (connection slot, 32-bit stream id).
pub const STREAM_SLOTS: usize = 1 << STREAM_SLOT_WIDTH;
/// Bits of a ring position: each stream holds up to `1 << RING_WIDTH` posted receives.
pub const RING_WIDTH: usize = 4;
/// Receives a stream's ring holds (16). The receive for MSN `m` sits at position
/// `m % RING_DEPTH`: the `k`-th receive posted on a stream takes SEND number `k`.
pub const RING_DEPTH: usize = 1 << RING_WIDTH;
/// Bits of an entry index `slot * RING_DEPTH + msn % RING_DEPTH` (256 entries).
pub const ENTRY_WIDTH: usize = STREAM_SLOT_WIDTH + RING_WIDTH;
/// Segments a message may have: a receive longer than `SEGMENTS << mtu_shift` bytes is
/// refused when posted (`m_write_error_too_long`).
pub const SEGMENTS: usize = 64;
/// Bits of a segment count (0..=64).
pub const SEGMENT_COUNT_WIDTH: usize = 7;
/// Bits of `mtu_shift`: the MTU is `1 << mtu_shift` bytes (a power of two; the transport's
/// default 4096 is shift 12).
pub const MTU_SHIFT_WIDTH: usize = 4;
/// Bits of the tag a lookup carries through to its result.
pub const LOOKUP_TAG_WIDTH: usize = 8;

/// Bits of `m_result_target`.
pub const TARGET_WIDTH: usize = 2;
/// `SendTarget::NotPosted`: no receive is posted for this message (NACK RECEIVER_NOT_READY).
/// Also the answer for a stream no slot is bound to (`m_result_hit` low).
pub const TARGET_NOT_POSTED: u64 = 0;
/// `SendTarget::Completed`: the message already completed (a stale duplicate).
pub const TARGET_COMPLETED: u64 = 1;
/// `SendTarget::Posted`: the receive's buffer is on the result's key, address and length.
pub const TARGET_POSTED: u64 = 2;

/// Completion status `CompletionStatus::Success`: every segment was placed.
pub const STATUS_SUCCESS: u64 = 0;
/// Completion status `CompletionStatus::RemoteAccessError`: the SEND was refused (too long
/// for its buffer, or the region check failed), reported through `s_placed_refused`.
pub const STATUS_REMOTE_ACCESS_ERROR: u64 = 1;

/// Clock cycles from a lookup to its result.
pub const LOOKUP_LATENCY: u64 = 5;
/// A lookup issued at clock `t` matches the stream keys as they are at clock `t + 1` and
/// reads the rings and completion flags as they are at clock `t + LOOKUP_STATE_STAGE`.
pub const LOOKUP_STATE_STAGE: u64 = 2;
/// A table write (bind, post) issued at clock `t` takes effect at clock `t + 1`: lookups
/// issued from clock `t` on see a bind, from clock `t - 1` on a post (their state stage is
/// later), and the write's error outputs are valid after the clock edge of clock `t`.
pub const WRITE_LATENCY: u64 = 1;
/// A placed or refused update issued at clock `t` takes effect at clock `t + 4` (a
/// read-modify-write over four clocks: the progress RAM's output registered, the compares,
/// then the new row and flags, registered; they are written at clock `t + 4`, the commit
/// clock, whose reads take them from those registers): a lookup issued from clock `t + 2`
/// on sees the message completed. Its verdict (`m_placed_stale`) comes out at clock `t + 4`.
pub const PLACED_LATENCY: u64 = 4;
