//! The RoCEv2 baseline's packet header. It carries what InfiniBand's BTH carries for this
//! model (opcode, destination QP, PSN, first/last/ack-request flags) in a fixed 12-byte layout
//! that parses without panicking. Wire sizes are those of real RoCEv2 packets: BTH 12, RETH 16
//! on the first packet of a WRITE, AETH 4 on ACK/NAK, a 16-byte CNP body, ICRC 4.

/// RoCEv2's UDP destination port.
pub const ROCEV2_UDP_PORT: u16 = 4791;
/// Bytes of [`Header`] at the start of every packet's UDP payload.
pub const HEADER_LEN: usize = 12;

const BTH: usize = 12;
const RETH: usize = 16;
const AETH: usize = 4;
const CNP_BODY: usize = 16;
const ICRC: usize = 4;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Opcode {
    /// RDMA WRITE data.
    Data,
    /// Cumulative acknowledgement: every PSN below `psn` was received.
    Ack,
    /// Sequence-error NAK: `psn` is expected next; everything below it was received.
    Nak,
    /// DCQCN congestion notification.
    Cnp,
}

impl Opcode {
    fn code(self) -> u8 {
        match self {
            Opcode::Data => 1,
            Opcode::Ack => 2,
            Opcode::Nak => 3,
            Opcode::Cnp => 4,
        }
    }

    fn from_code(code: u8) -> Option<Opcode> {
        Some(match code {
            1 => Opcode::Data,
            2 => Opcode::Ack,
            3 => Opcode::Nak,
            4 => Opcode::Cnp,
            _ => return None,
        })
    }
}

pub const FLAG_FIRST: u8 = 1;
pub const FLAG_LAST: u8 = 2;
pub const FLAG_ACK_REQUEST: u8 = 4;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Header {
    pub opcode: Opcode,
    pub flags: u8,
    /// Destination queue pair (the flow id).
    pub qpn: u32,
    pub psn: u32,
}

impl Header {
    /// Writes the header into the first [`HEADER_LEN`] bytes of `buf` (which must hold them).
    pub fn emit(&self, buf: &mut [u8]) {
        buf[0] = self.opcode.code();
        buf[1] = self.flags;
        buf[2..4].copy_from_slice(&[0, 0]);
        buf[4..8].copy_from_slice(&self.qpn.to_be_bytes());
        buf[8..12].copy_from_slice(&self.psn.to_be_bytes());
    }

    /// Reads a header; `None` if `buf` is too short or the opcode unknown.
    pub fn parse(buf: &[u8]) -> Option<Header> {
        let bytes: &[u8; HEADER_LEN] = buf.get(..HEADER_LEN)?.try_into().ok()?;
        Some(Header {
            opcode: Opcode::from_code(bytes[0])?,
            flags: bytes[1],
            qpn: u32::from_be_bytes([bytes[4], bytes[5], bytes[6], bytes[7]]),
            psn: u32::from_be_bytes([bytes[8], bytes[9], bytes[10], bytes[11]]),
        })
    }

    /// UDP payload bytes a real RoCEv2 packet with this header and `payload_len` data bytes has.
    pub fn udp_payload_len(&self, payload_len: usize) -> usize {
        match self.opcode {
            Opcode::Data => {
                let reth = if self.flags & FLAG_FIRST != 0 {
                    RETH
                } else {
                    0
                };
                BTH + reth + payload_len + ICRC
            }
            Opcode::Ack | Opcode::Nak => BTH + AETH + ICRC,
            Opcode::Cnp => BTH + CNP_BODY + ICRC,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn header_round_trips_and_garbage_is_rejected() {
        let header = Header {
            opcode: Opcode::Nak,
            flags: FLAG_LAST,
            qpn: 0x0102_0304,
            psn: 77,
        };
        let mut buf = [0u8; HEADER_LEN];
        header.emit(&mut buf);
        assert_eq!(Header::parse(&buf), Some(header));
        assert_eq!(Header::parse(&buf[..5]), None);
        buf[0] = 99;
        assert_eq!(Header::parse(&buf), None);
    }
}
