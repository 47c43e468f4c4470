//! ACK generation: turning a path's receive window into an ACK frame on the TX stream.
//!
//! * [`builder`]: the frame builder — one request (addresses, header, window) in, one
//!   Ethernet/IPv4/UDP/MetaRoCE ACK frame out, byte for byte what `metaroce::wire` emits.
//! * [`scheduler`]: the ACK scheduler — which window's ACK leaves when (queued once per
//!   window on the SACK unit's ACK-now decisions and on the ACK timer), carrying the
//!   window's state at the clock the request is taken.
//!
//! When to ACK (every K packets, on a new hole, on ACK_REQ or a duplicate) is decided per
//! packet by the SACK unit; the scheduler adds the timer and the queue.

pub mod builder;
pub mod scheduler;

pub use builder::AckFrameBuilder;
pub use scheduler::AckScheduler;

/// Bytes of an ACK frame: Ethernet 14 + IPv4 20 + UDP 8 + ACK header 64.
pub const ACK_FRAME_LEN: usize = 106;
