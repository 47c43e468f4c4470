//! Packets as the network sees them: a UDP/IPv4 5-tuple for ECMP, an ECN codepoint for the
//! switches, a size on the wire for serialization, and the transport's own bytes, which the
//! network never reads. Packets live in a pool and are passed around by id, so the hot loop
//! moves 4-byte ids and reuses buffers instead of allocating per packet.

use std::net::Ipv4Addr;

use crate::ids::PortId;

/// Bytes a frame occupies on the wire beyond its UDP payload: preamble and start delimiter 8,
/// Ethernet header 14, IPv4 20, UDP 8, FCS 4, inter-frame gap 12.
pub const WIRE_OVERHEAD_BYTES: u32 = 8 + 14 + 20 + 8 + 4 + 12;
/// The smallest frame on the wire: 64 bytes plus preamble and inter-frame gap.
pub const MIN_WIRE_BYTES: u32 = 64 + 8 + 12;
/// Room a packet buffer keeps beyond the MTU for transport headers.
pub const TRANSPORT_HEADER_ROOM: usize = 256;

/// Bytes on the wire for a UDP payload of `udp_payload_len` bytes.
pub fn wire_bytes(udp_payload_len: usize) -> u32 {
    let len = u32::try_from(udp_payload_len).unwrap_or(u32::MAX);
    len.saturating_add(WIRE_OVERHEAD_BYTES).max(MIN_WIRE_BYTES)
}

/// The IPv4 ECN codepoint.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ecn {
    /// Not ECN-capable: switches never mark it.
    NotEct,
    /// ECN-capable, not marked.
    Ect0,
    /// Congestion experienced.
    Ce,
}

/// UDP over IPv4: what ECMP hashes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FiveTuple {
    pub src: Ipv4Addr,
    pub dst: Ipv4Addr,
    pub src_port: u16,
    pub dst_port: u16,
}

impl FiveTuple {
    /// The IP protocol number: always UDP.
    pub const PROTOCOL: u8 = 17;

    /// The tuple packed into two words for hashing.
    pub fn hash_words(&self) -> (u64, u64) {
        let addrs = (u64::from(u32::from(self.src)) << 32) | u64::from(u32::from(self.dst));
        let ports = (u64::from(self.src_port) << 24)
            | (u64::from(self.dst_port) << 8)
            | u64::from(Self::PROTOCOL);
        (addrs, ports)
    }
}

/// One packet in flight.
#[derive(Debug)]
pub struct Packet {
    pub tuple: FiveTuple,
    pub ecn: Ecn,
    /// Bytes this packet occupies on the wire (serialization time and buffer space).
    pub wire_bytes: u32,
    /// The switch port this packet entered through (for PFC accounting); `None` at hosts.
    pub ingress: Option<PortId>,
    /// The transport's bytes (the UDP payload); only `len` of them are meaningful.
    buffer: Box<[u8]>,
    len: usize,
}

impl Packet {
    fn with_capacity(capacity: usize) -> Self {
        Packet {
            tuple: FiveTuple {
                src: Ipv4Addr::UNSPECIFIED,
                dst: Ipv4Addr::UNSPECIFIED,
                src_port: 0,
                dst_port: 0,
            },
            ecn: Ecn::NotEct,
            wire_bytes: 0,
            ingress: None,
            buffer: vec![0; capacity].into_boxed_slice(),
            len: 0,
        }
    }

    /// The UDP payload.
    pub fn payload(&self) -> &[u8] {
        &self.buffer[..self.len]
    }

    /// The whole buffer, for a transport to write a packet into; follow with
    /// [`Packet::set_payload_len`].
    pub fn buffer_mut(&mut self) -> &mut [u8] {
        &mut self.buffer
    }

    /// Sets the UDP payload length (clamped to the buffer) and the matching wire size.
    pub fn set_payload_len(&mut self, len: usize) {
        self.len = len.min(self.buffer.len());
        self.wire_bytes = wire_bytes(self.len);
    }
}

/// Index of a packet in its [`PacketPool`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PacketId(u32);

/// A free-list pool of packet buffers, all of one capacity.
#[derive(Debug)]
pub struct PacketPool {
    packets: Vec<Packet>,
    free: Vec<PacketId>,
    capacity: usize,
}

impl PacketPool {
    /// A pool whose buffers hold `capacity` bytes of UDP payload.
    pub fn new(capacity: usize) -> Self {
        PacketPool {
            packets: Vec::new(),
            free: Vec::new(),
            capacity,
        }
    }

    /// A packet with an empty payload, reused from the free list when one is there.
    pub fn alloc(&mut self) -> PacketId {
        if let Some(id) = self.free.pop() {
            let packet = &mut self.packets[id.0 as usize];
            packet.len = 0;
            packet.wire_bytes = 0;
            packet.ingress = None;
            packet.ecn = Ecn::NotEct;
            return id;
        }
        let id = PacketId(u32::try_from(self.packets.len()).unwrap_or(u32::MAX));
        self.packets.push(Packet::with_capacity(self.capacity));
        id
    }

    /// Buffers the pool holds: the most packets that existed at once so far.
    pub fn buffers(&self) -> usize {
        self.packets.len()
    }

    /// Returns a packet to the pool.
    pub fn release(&mut self, id: PacketId) {
        self.free.push(id);
    }

    pub fn get(&self, id: PacketId) -> &Packet {
        &self.packets[id.0 as usize]
    }

    pub fn get_mut(&mut self, id: PacketId) -> &mut Packet {
        &mut self.packets[id.0 as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pool_reuses_released_buffers() {
        let mut pool = PacketPool::new(64);
        let a = pool.alloc();
        pool.get_mut(a).buffer_mut()[..3].copy_from_slice(b"abc");
        pool.get_mut(a).set_payload_len(3);
        assert_eq!(pool.get(a).payload(), b"abc");
        pool.release(a);
        let b = pool.alloc();
        assert_eq!(a, b);
        assert!(pool.get(b).payload().is_empty());
        assert_ne!(pool.alloc(), b, "a packet in use is never handed out twice");
    }

    #[test]
    fn wire_size_adds_headers_and_pads_small_frames() {
        assert_eq!(wire_bytes(4096 + 56), 4096 + 56 + 66);
        assert_eq!(wire_bytes(10), MIN_WIRE_BYTES);
    }
}
