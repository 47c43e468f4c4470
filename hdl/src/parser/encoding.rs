//! Verdict codes of the RX parser (`m_header_reason`), named once for the circuit's users
//! and its tests. Each drop reason is one of `metaroce::wire::Malformed`, plus the MAC's
//! bad-frame flag; three reasons mean "not MetaRoCE" and route the frame to the bypass.

/// Bits of the AXI-Stream data bus.
pub const AXIS_DATA_WIDTH: usize = 512;
/// Bits of the AXI-Stream byte-enable bus.
pub const AXIS_KEEP_WIDTH: usize = AXIS_DATA_WIDTH / 8;

/// A well-formed MetaRoCE frame.
pub const REASON_OK: u64 = 0;
/// `Malformed::Truncated`: shorter than its headers.
pub const REASON_TRUNCATED: u64 = 1;
/// `Malformed::BadLength`: a length field disagrees with the frame.
pub const REASON_BAD_LENGTH: u64 = 2;
/// `Malformed::BadEthertype`: not IPv4 (bypassed).
pub const REASON_BAD_ETHERTYPE: u64 = 3;
/// `Malformed::BadIpHeader`: IPv4 with options, fragmented, or not UDP (bypassed).
pub const REASON_BAD_IP_HEADER: u64 = 4;
/// `Malformed::BadIpChecksum`.
pub const REASON_BAD_IP_CHECKSUM: u64 = 5;
/// `Malformed::BadPort`: UDP to another port (bypassed).
pub const REASON_BAD_PORT: u64 = 6;
/// `Malformed::BadVersion`.
pub const REASON_BAD_VERSION: u64 = 7;
/// `Malformed::BadOpcode`.
pub const REASON_BAD_OPCODE: u64 = 8;
/// `Malformed::BadField`.
pub const REASON_BAD_FIELD: u64 = 9;
/// The MAC flagged the frame bad (`tuser` bit 0 on its last beat).
pub const REASON_BAD_FRAME: u64 = 10;
/// Number of verdict codes.
pub const REASON_COUNT: usize = 11;

/// Whether frames with this verdict went to the bypass stream (not MetaRoCE).
pub const fn is_bypassed(reason: u64) -> bool {
    matches!(
        reason,
        REASON_BAD_ETHERTYPE | REASON_BAD_IP_HEADER | REASON_BAD_PORT
    )
}

/// Clock cycles from a frame's last input beat to its verdict on `m_header_*`.
pub const HEADER_LATENCY: u64 = 5;
/// Clock cycles from an input beat to the same beat on the bypass or frame stream.
pub const STREAM_LATENCY: u64 = 2;
