//! Ethernet II / IPv4 / UDP encapsulation of MetaRoCE, at fixed offsets.
//!
//! MetaRoCE frames have exactly one shape: no VLAN tag, no IPv4 options, no fragments. A
//! general-purpose parser would accept frames the hardware parser (which reads fixed
//! offsets) cannot, so this module is deliberately strict: anything else is "not MetaRoCE".

use std::net::Ipv4Addr;

use super::Malformed;

/// Ethertype of IPv4.
pub const ETHERTYPE_IPV4: u16 = 0x0800;
/// IP protocol number of UDP.
pub const IP_PROTO_UDP: u8 = 17;
/// Ethernet (14) + IPv4 (20) + UDP (8): where the MetaRoCE header starts.
pub const FRAME_HEADER_LEN: usize = 42;

mod field {
    use core::ops::Range;
    pub const ETH_DST: Range<usize> = 0..6;
    pub const ETH_SRC: Range<usize> = 6..12;
    pub const ETH_TYPE: Range<usize> = 12..14;
    pub const IP_VER_IHL: usize = 14;
    pub const IP_DSCP_ECN: usize = 15;
    pub const IP_TOTAL_LEN: Range<usize> = 16..18;
    pub const IP_IDENT: Range<usize> = 18..20;
    pub const IP_FLAGS_FRAG: Range<usize> = 20..22;
    pub const IP_TTL: usize = 22;
    pub const IP_PROTO: usize = 23;
    pub const IP_CHECKSUM: Range<usize> = 24..26;
    pub const IP_SRC: Range<usize> = 26..30;
    pub const IP_DST: Range<usize> = 30..34;
    pub const IP_HEADER: Range<usize> = 14..34;
    pub const UDP_SRC: Range<usize> = 34..36;
    pub const UDP_DST: Range<usize> = 36..38;
    pub const UDP_LEN: Range<usize> = 38..40;
    pub const UDP_CHECKSUM: Range<usize> = 40..42;
}

/// The ECN codepoint of the IPv4 header.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[repr(u8)]
pub enum Ecn {
    /// Not ECN-capable.
    #[default]
    NotEct = 0b00,
    /// ECN-capable, codepoint 1.
    Ect1 = 0b01,
    /// ECN-capable, codepoint 0: what MetaRoCE senders set.
    Ect0 = 0b10,
    /// Congestion experienced: set by a switch.
    Ce = 0b11,
}

impl Ecn {
    /// Decodes the two low bits of the DSCP/ECN byte.
    pub const fn from_bits(bits: u8) -> Self {
        match bits & 0b11 {
            0b00 => Self::NotEct,
            0b01 => Self::Ect1,
            0b10 => Self::Ect0,
            _ => Self::Ce,
        }
    }
}

/// A view of an Ethernet/IPv4/UDP frame carrying MetaRoCE.
#[derive(Debug, Clone, Copy)]
pub struct Frame<T: AsRef<[u8]>> {
    buffer: T,
}

fn be16(bytes: &[u8]) -> u16 {
    u16::from_be_bytes([bytes[0], bytes[1]])
}

/// The ones'-complement sum used by the IPv4 header checksum.
fn ipv4_checksum(header: &[u8]) -> u16 {
    let mut sum: u32 = header
        .chunks(2)
        .map(|pair| u32::from(u16::from_be_bytes([pair[0], pair[1]])))
        .sum();
    while sum > 0xffff {
        sum = (sum & 0xffff) + (sum >> 16);
    }
    !(sum as u16)
}

impl<T: AsRef<[u8]>> Frame<T> {
    /// Wraps a buffer without checks.
    pub const fn new_unchecked(buffer: T) -> Self {
        Self { buffer }
    }

    /// Wraps a buffer after checking it is long enough for the fixed headers and that the
    /// IPv4 and UDP lengths fit in it. Never panics.
    pub fn new_checked(buffer: T) -> Result<Self, Malformed> {
        let frame = Self::new_unchecked(buffer);
        let len = frame.buffer.as_ref().len();
        if len < FRAME_HEADER_LEN {
            return Err(Malformed::Truncated);
        }
        let ip_len = usize::from(frame.ip_total_len());
        let udp_len = usize::from(frame.udp_len());
        if ip_len < 28 || 14 + ip_len > len || udp_len != ip_len - 20 {
            return Err(Malformed::BadLength);
        }
        Ok(frame)
    }

    fn bytes(&self) -> &[u8] {
        self.buffer.as_ref()
    }

    /// Destination MAC address.
    pub fn dst_mac(&self) -> [u8; 6] {
        self.bytes()[field::ETH_DST].try_into().expect("6 bytes")
    }
    /// Source MAC address.
    pub fn src_mac(&self) -> [u8; 6] {
        self.bytes()[field::ETH_SRC].try_into().expect("6 bytes")
    }
    /// Ethertype.
    pub fn ethertype(&self) -> u16 {
        be16(&self.bytes()[field::ETH_TYPE])
    }
    /// IPv4 version and header length byte (0x45 for MetaRoCE: version 4, no options).
    pub fn ip_version_ihl(&self) -> u8 {
        self.bytes()[field::IP_VER_IHL]
    }
    /// IPv4 flags and fragment offset.
    pub fn ip_flags_fragment(&self) -> u16 {
        be16(&self.bytes()[field::IP_FLAGS_FRAG])
    }
    /// IPv4 protocol number.
    pub fn ip_protocol(&self) -> u8 {
        self.bytes()[field::IP_PROTO]
    }
    /// IPv4 total length.
    pub fn ip_total_len(&self) -> u16 {
        be16(&self.bytes()[field::IP_TOTAL_LEN])
    }
    /// IPv4 ECN codepoint.
    pub fn ecn(&self) -> Ecn {
        Ecn::from_bits(self.bytes()[field::IP_DSCP_ECN])
    }
    /// IPv4 source address.
    pub fn src_ip(&self) -> Ipv4Addr {
        let b = &self.bytes()[field::IP_SRC];
        Ipv4Addr::new(b[0], b[1], b[2], b[3])
    }
    /// IPv4 destination address.
    pub fn dst_ip(&self) -> Ipv4Addr {
        let b = &self.bytes()[field::IP_DST];
        Ipv4Addr::new(b[0], b[1], b[2], b[3])
    }
    /// UDP source port (the path's entropy).
    pub fn src_port(&self) -> u16 {
        be16(&self.bytes()[field::UDP_SRC])
    }
    /// UDP destination port.
    pub fn dst_port(&self) -> u16 {
        be16(&self.bytes()[field::UDP_DST])
    }
    /// UDP length.
    pub fn udp_len(&self) -> u16 {
        be16(&self.bytes()[field::UDP_LEN])
    }
    /// The UDP payload (the MetaRoCE packet), without Ethernet padding.
    pub fn payload(&self) -> &[u8] {
        &self.bytes()[FRAME_HEADER_LEN..14 + usize::from(self.ip_total_len())]
    }
}

impl<T: AsRef<[u8]> + AsMut<[u8]>> Frame<T> {
    /// The UDP payload, mutable.
    pub fn payload_mut(&mut self) -> &mut [u8] {
        let end = 14 + usize::from(self.ip_total_len());
        &mut self.buffer.as_mut()[FRAME_HEADER_LEN..end]
    }

    /// Rewrites the ECN codepoint and fixes the IPv4 checksum (what a marking switch does).
    pub fn set_ecn(&mut self, ecn: Ecn) {
        let bytes = self.buffer.as_mut();
        bytes[field::IP_DSCP_ECN] = (bytes[field::IP_DSCP_ECN] & !0b11) | ecn as u8;
        bytes[field::IP_CHECKSUM].fill(0);
        let sum = ipv4_checksum(&bytes[field::IP_HEADER]);
        bytes[field::IP_CHECKSUM].copy_from_slice(&sum.to_be_bytes());
    }
}

/// The encapsulation fields of one MetaRoCE frame.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct FrameRepr {
    /// Destination MAC.
    pub dst_mac: [u8; 6],
    /// Source MAC.
    pub src_mac: [u8; 6],
    /// Source IPv4 address.
    pub src_ip: Ipv4Addr,
    /// Destination IPv4 address.
    pub dst_ip: Ipv4Addr,
    /// ECN codepoint: senders emit ECT(0); switches may set CE.
    pub ecn: Ecn,
    /// IPv4 identification.
    pub ident: u16,
    /// IPv4 time to live.
    pub ttl: u8,
    /// UDP source port: the path's entropy.
    pub src_port: u16,
    /// UDP destination port: the MetaRoCE port.
    pub dst_port: u16,
    /// Bytes of MetaRoCE packet carried.
    pub payload_len: usize,
}

impl FrameRepr {
    /// Parses a checked frame addressed to UDP port `udp_port`. Never panics.
    ///
    /// The checks run in the order the hardware parser makes them: first whether the frame
    /// is MetaRoCE at all (ethertype, IPv4 header, UDP port — a failure there means "not
    /// ours", see [`Malformed::is_not_metaroce`], and the frame goes to the host's stack
    /// untouched), then whether it is well formed (lengths, checksum).
    pub fn parse<T: AsRef<[u8]>>(frame: &Frame<T>, udp_port: u16) -> Result<Self, Malformed> {
        let bytes = frame.bytes();
        if bytes.len() < FRAME_HEADER_LEN {
            return Err(Malformed::Truncated);
        }
        let unchecked = Frame::new_unchecked(bytes);
        if unchecked.ethertype() != ETHERTYPE_IPV4 {
            return Err(Malformed::BadEthertype);
        }
        let fragmented = unchecked.ip_flags_fragment() & 0x3fff != 0; // MF or an offset
        if unchecked.ip_version_ihl() != 0x45
            || fragmented
            || unchecked.ip_protocol() != IP_PROTO_UDP
        {
            return Err(Malformed::BadIpHeader);
        }
        if unchecked.dst_port() != udp_port {
            return Err(Malformed::BadPort);
        }
        let frame = Frame::new_checked(bytes)?;
        if ipv4_checksum(&bytes[field::IP_HEADER]) != 0 {
            return Err(Malformed::BadIpChecksum);
        }
        Ok(Self {
            dst_mac: frame.dst_mac(),
            src_mac: frame.src_mac(),
            src_ip: frame.src_ip(),
            dst_ip: frame.dst_ip(),
            ecn: frame.ecn(),
            ident: be16(&bytes[field::IP_IDENT]),
            ttl: bytes[field::IP_TTL],
            src_port: frame.src_port(),
            dst_port: frame.dst_port(),
            payload_len: frame.payload().len(),
        })
    }

    /// Bytes of the frame: headers, payload, and padding up to Ethernet's 60-byte minimum.
    pub const fn buffer_len(&self) -> usize {
        let len = FRAME_HEADER_LEN + self.payload_len;
        if len < 60 { 60 } else { len }
    }

    /// Writes the Ethernet, IPv4 and UDP headers (and zero padding) into `buf`, which must be
    /// at least [`buffer_len`](Self::buffer_len) bytes; the payload is the caller's.
    pub fn emit(&self, buf: &mut [u8]) {
        let ip_len = 20 + 8 + self.payload_len;
        let ip_len = u16::try_from(ip_len).expect("payload fits an IPv4 datagram");
        buf[field::ETH_DST].copy_from_slice(&self.dst_mac);
        buf[field::ETH_SRC].copy_from_slice(&self.src_mac);
        buf[field::ETH_TYPE].copy_from_slice(&ETHERTYPE_IPV4.to_be_bytes());
        buf[field::IP_VER_IHL] = 0x45;
        buf[field::IP_DSCP_ECN] = self.ecn as u8;
        buf[field::IP_TOTAL_LEN].copy_from_slice(&ip_len.to_be_bytes());
        buf[field::IP_IDENT].copy_from_slice(&self.ident.to_be_bytes());
        buf[field::IP_FLAGS_FRAG].copy_from_slice(&0x4000u16.to_be_bytes()); // DF
        buf[field::IP_TTL] = self.ttl;
        buf[field::IP_PROTO] = IP_PROTO_UDP;
        buf[field::IP_CHECKSUM].fill(0);
        buf[field::IP_SRC].copy_from_slice(&self.src_ip.octets());
        buf[field::IP_DST].copy_from_slice(&self.dst_ip.octets());
        let sum = ipv4_checksum(&buf[field::IP_HEADER]);
        buf[field::IP_CHECKSUM].copy_from_slice(&sum.to_be_bytes());
        buf[field::UDP_SRC].copy_from_slice(&self.src_port.to_be_bytes());
        buf[field::UDP_DST].copy_from_slice(&self.dst_port.to_be_bytes());
        buf[field::UDP_LEN].copy_from_slice(&(ip_len - 20).to_be_bytes());
        buf[field::UDP_CHECKSUM].fill(0);
        let end = FRAME_HEADER_LEN + self.payload_len;
        if end < self.buffer_len() {
            buf[end..self.buffer_len()].fill(0);
        }
    }
}
