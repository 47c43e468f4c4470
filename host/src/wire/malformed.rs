//! Why a received buffer is not a valid MetaRoCE packet.
//!
//! Each reason maps to one drop counter, so malformed input is always a counted drop and
//! never a panic.

/// The reason a buffer failed to parse as a MetaRoCE frame or header.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
pub enum Malformed {
    /// The buffer is shorter than the header its type requires.
    #[error("buffer too short for its header")]
    Truncated,
    /// A length field disagrees with the buffer (IPv4 total length, UDP length, payload length).
    #[error("length field disagrees with the buffer")]
    BadLength,
    /// The ethertype is not IPv4 (VLAN-tagged frames land here too).
    #[error("ethertype is not IPv4")]
    BadEthertype,
    /// IPv4 version, header length (options), fragmentation or protocol is not ours.
    #[error("IPv4 header is not a plain UDP datagram")]
    BadIpHeader,
    /// The IPv4 header checksum is wrong.
    #[error("IPv4 header checksum mismatch")]
    BadIpChecksum,
    /// The UDP destination port is not the MetaRoCE port.
    #[error("UDP destination port is not MetaRoCE's")]
    BadPort,
    /// The MetaRoCE version is not [`super::VERSION`].
    #[error("unsupported MetaRoCE version")]
    BadVersion,
    /// The opcode is not one MetaRoCE defines.
    #[error("unknown opcode")]
    BadOpcode,
    /// A field holds a value the protocol forbids (e.g. a zero-length payload, an unknown NACK code).
    #[error("field value out of range")]
    BadField,
}

impl Malformed {
    /// Whether the frame is simply not MetaRoCE (another ethertype, IP protocol or UDP
    /// port): a NIC passes such frames to the host's stack untouched instead of dropping
    /// them.
    pub const fn is_not_metaroce(self) -> bool {
        matches!(self, Self::BadEthertype | Self::BadIpHeader | Self::BadPort)
    }
}
