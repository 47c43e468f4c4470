//! ACK generation: turning a path's receive window into an ACK frame on the TX stream.
//!
//! * [`builder`]: the frame builder — one request (addresses, header, window) in, one
//!   Ethernet/IPv4/UDP/MetaRoCE ACK frame out, byte for byte what `metaroce::wire` emits.
//!
//! When to ACK (every K packets, on a new hole, on ACK_REQ or a duplicate, or on a timer)
//! is decided per window by the ACK scheduler, which is not written yet.

pub mod builder;

pub use builder::AckFrameBuilder;

/// Bytes of an ACK frame: Ethernet 14 + IPv4 20 + UDP 8 + ACK header 64.
pub const ACK_FRAME_LEN: usize = 106;
