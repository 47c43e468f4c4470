//! The crate's one error type, for API calls that can be refused.
//!
//! Network input never produces an `Error`: malformed or hostile packets are counted drops
//! (see [`crate::transport::DropCounters`]). Errors are for the application's own calls.

use crate::wire::Malformed;

/// Why an API call was refused.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum Error {
    /// A configuration value is out of its allowed range.
    #[error("invalid configuration: {field}: {reason}")]
    InvalidConfig {
        /// The offending field.
        field: &'static str,
        /// What is wrong with it.
        reason: String,
    },
    /// The connection handle does not name a live connection.
    #[error("unknown connection {0}")]
    UnknownConnection(usize),
    /// The connection is closed or failed and takes no more work.
    #[error("connection {0} is closed")]
    ConnectionClosed(usize),
    /// The rkey/lkey does not name a registered memory region.
    #[error("unknown memory region key {0:#x}")]
    UnknownRegion(u32),
    /// A local buffer reference falls outside its memory region.
    #[error("range {offset}+{len} is outside region {key:#x} of {region_len} bytes")]
    OutOfBounds {
        /// The region's key.
        key: u32,
        /// Offset asked for.
        offset: u64,
        /// Length asked for.
        len: u64,
        /// The region's length.
        region_len: u64,
    },
    /// The region lacks the access the operation needs.
    #[error("region {0:#x} does not allow this access")]
    AccessDenied(u32),
    /// A message is longer than the protocol carries (4 GiB - 1).
    #[error("message of {0} bytes is too long")]
    MessageTooLong(u64),
    /// A buffer handed to the core cannot hold the packet.
    #[error("buffer of {have} bytes is smaller than the {need} bytes needed")]
    BufferTooSmall {
        /// Bytes needed.
        need: usize,
        /// Bytes given.
        have: usize,
    },
    /// A packet could not be parsed (only returned by explicit parsing helpers).
    #[error("malformed packet: {0}")]
    Malformed(#[from] Malformed),
}
