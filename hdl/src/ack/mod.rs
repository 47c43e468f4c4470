//! ACK generation: turning a path's receive window into an ACK frame on the TX stream, and
//! a refused WRITE into a NACK frame on the same stream.
//!
//! * [`builder`]: the frame builder — one request (addresses, header, window or NACK body)
//!   in, one Ethernet/IPv4/UDP/MetaRoCE ACK or NACK frame out, byte for byte what
//!   `metaroce::wire` emits.
//! * [`lowest_one`]: the one-hot of a mask's lowest set bit, the scheduler's timer pick.
//! * [`nack_queue`]: the NACK queue — the refused WRITEs waiting for the builder, which
//!   takes them before any ACK, as the reference's `poll_transmit` sends its queued NACKs
//!   before its queued ACKs.
//! * [`scheduler`]: the ACK scheduler — which window's ACK leaves when (queued once per
//!   window on the SACK unit's ACK-now decisions and on the ACK timer), carrying the
//!   window's state at the clock the request is taken.
//!
//! When to ACK (every K packets, on a new hole, on ACK_REQ or a duplicate) is decided per
//! packet by the SACK unit; the scheduler adds the timer and the queue.

pub mod builder;
pub mod lowest_one;
pub mod nack_queue;
pub mod scheduler;

pub use builder::AckFrameBuilder;
pub use nack_queue::NackQueue;
pub use scheduler::AckScheduler;

/// Bytes of an ACK frame: Ethernet 14 + IPv4 20 + UDP 8 + ACK header 64.
pub const ACK_FRAME_LEN: usize = 106;
/// Bytes of a NACK frame: Ethernet 14 + IPv4 20 + UDP 8 + NACK header 32.
pub const NACK_FRAME_LEN: usize = 74;
