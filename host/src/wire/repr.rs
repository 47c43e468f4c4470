//! High-level representations of MetaRoCE headers: parse from and emit into a [`Packet`].

use bitvec::prelude::{BitArray, Lsb0};

use super::packet::{Flags, NackCode, Opcode, Packet, field};
use super::{Malformed, VERSION};

/// Bits in a per-path SACK window.
pub const SACK_WINDOW: usize = 256;
/// Bytes of a SACK bitmap on the wire.
pub const SACK_BYTES: usize = SACK_WINDOW / 8;

/// A 256-bit SACK bitmap in wire bit order: bit `i` is bit `i % 8` of byte `i / 8`.
pub type SackBits = BitArray<[u8; SACK_BYTES], Lsb0>;

/// The common header of every packet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Header {
    /// Flag bits ([`Flags`]).
    pub flags: Flags,
    /// The receiver's connection id (0 in CONNECT).
    pub conn_id: u32,
    /// The path the packet belongs to.
    pub path_id: u16,
    /// The path's epoch (bumped on every re-path).
    pub path_epoch: u8,
}

/// What kind of DATA packet, with the fields only that kind carries.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DataKind {
    /// RDMA WRITE: the payload goes to `remote_addr` in the region of `rkey`.
    Write {
        /// Final virtual address of this packet's first payload byte.
        remote_addr: u64,
        /// Remote key of the target memory region.
        rkey: u32,
    },
    /// SEND: matched to a posted receive by (stream, MSN), placed at the offset.
    Send,
}

/// A DATA packet's header.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct DataRepr {
    /// WRITE or SEND.
    pub kind: DataKind,
    /// Path packet sequence number.
    pub psn: u32,
    /// Ordered stream (QP) id.
    pub stream: u32,
    /// Message sequence number on the stream (per kind).
    pub msn: u32,
    /// Byte offset of the payload in the message.
    pub offset: u32,
    /// Payload bytes in this packet.
    pub payload_len: u16,
    /// Sender clock at transmission, ns.
    pub timestamp: u64,
    /// Length of the whole message.
    pub msg_len: u32,
}

/// A per-path ACK.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct AckRepr {
    /// First PSN not yet received; all before it were.
    pub cum_psn: u32,
    /// CE-marked DATA packets received on the path in this epoch.
    pub ce_count: u32,
    /// Receiver's fair-share rate hint for this sender in Mb/s; 0 means no hint.
    pub rate_hint_mbps: u32,
    /// Timestamp of the DATA packet that triggered this ACK.
    pub echo_timestamp: u64,
    /// Bit `i`: PSN `cum_psn + i` was received.
    pub sack: SackBits,
}

/// A negative acknowledgement of one DATA packet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct NackRepr {
    /// What went wrong.
    pub code: NackCode,
    /// Stream of the offending packet.
    pub stream: u32,
    /// MSN of the offending packet.
    pub msn: u32,
    /// PSN of the offending packet on the NACK's path.
    pub psn: u32,
    /// Opcode of the offending packet (WRITE or SEND).
    pub opcode: Opcode,
}

/// CONNECT and ACCEPT: what each side tells the other about itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct HandshakeRepr {
    /// The sender's own connection id (what the peer must put in its headers).
    pub src_conn_id: u32,
    /// Paths the connection uses.
    pub path_count: u16,
    /// Payload bytes per DATA packet.
    pub mtu: u16,
    /// First PSN of every path of the sender.
    pub initial_psn: u32,
    /// UDP port the sender receives on.
    pub udp_port: u16,
    /// Source port of the sender's path 0 (paths use consecutive ports at first).
    pub first_src_port: u16,
    /// The sender's ingress rate in Mb/s (used for receiver hints).
    pub ingress_rate_mbps: u32,
    /// ACCEPT: the acceptor's fair-share rate hint for the initiator's first packets, Mb/s
    /// (0 = none; always 0 in CONNECT). Lets an incast start at its fair share instead of
    /// a burst of initial windows.
    pub rate_hint_mbps: u32,
}

/// CLOSE.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct CloseRepr {
    /// The sender's own connection id.
    pub src_conn_id: u32,
    /// Why (0 = normal close).
    pub reason: u32,
}

/// PROBE: opens a new epoch of a path.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ProbeRepr {
    /// First PSN of the new epoch.
    pub first_psn: u32,
    /// Sender clock, echoed in the answering ACK.
    pub timestamp: u64,
}

/// The opcode-specific part of a packet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Body {
    /// WRITE or SEND data.
    Data(DataRepr),
    /// Selective acknowledgement.
    Ack(AckRepr),
    /// Negative acknowledgement.
    Nack(NackRepr),
    /// Connection request.
    Connect(HandshakeRepr),
    /// Connection accepted.
    Accept(HandshakeRepr),
    /// Connection closed.
    Close(CloseRepr),
    /// Path probe.
    Probe(ProbeRepr),
}

/// A whole MetaRoCE header: the common part and the opcode-specific body.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Repr {
    /// The common header.
    pub header: Header,
    /// The opcode-specific header.
    pub body: Body,
}

impl Body {
    /// The opcode of this body.
    pub const fn opcode(&self) -> Opcode {
        match self {
            Self::Data(DataRepr {
                kind: DataKind::Write { .. },
                ..
            }) => Opcode::Write,
            Self::Data(DataRepr {
                kind: DataKind::Send,
                ..
            }) => Opcode::Send,
            Self::Ack(_) => Opcode::Ack,
            Self::Nack(_) => Opcode::Nack,
            Self::Connect(_) => Opcode::Connect,
            Self::Accept(_) => Opcode::Accept,
            Self::Close(_) => Opcode::Close,
            Self::Probe(_) => Opcode::Probe,
        }
    }
}

impl Repr {
    /// Parses a checked packet. Never panics.
    pub fn parse<T: AsRef<[u8]>>(packet: &Packet<T>) -> Result<Self, Malformed> {
        // Re-check so that a `new_unchecked` view cannot make us index out of bounds.
        let packet = Packet::new_checked(packet.as_bytes())?;
        let header = Header {
            flags: Flags(packet.flags().0 & Flags::DEFINED),
            conn_id: packet.conn_id(),
            path_id: packet.path_id(),
            path_epoch: packet.path_epoch(),
        };
        let body = match packet.opcode()? {
            opcode @ (Opcode::Write | Opcode::Send) => {
                let kind = if opcode == Opcode::Write {
                    DataKind::Write {
                        remote_addr: packet.data_remote_addr(),
                        rkey: packet.data_rkey(),
                    }
                } else {
                    DataKind::Send
                };
                let data = DataRepr {
                    kind,
                    psn: packet.data_psn(),
                    stream: packet.data_stream(),
                    msn: packet.data_msn(),
                    offset: packet.data_offset(),
                    payload_len: packet.data_payload_len(),
                    timestamp: packet.data_timestamp(),
                    msg_len: packet.data_msg_len(),
                };
                let end = u64::from(data.offset) + u64::from(data.payload_len);
                if end > u64::from(data.msg_len) || (data.payload_len == 0 && data.msg_len != 0) {
                    return Err(Malformed::BadField);
                }
                Body::Data(data)
            }
            Opcode::Ack => {
                let mut sack = SackBits::ZERO;
                sack.data.copy_from_slice(packet.ack_sack());
                Body::Ack(AckRepr {
                    cum_psn: packet.ack_cum_psn(),
                    ce_count: packet.ack_ce_count(),
                    rate_hint_mbps: packet.ack_rate_hint(),
                    echo_timestamp: packet.ack_echo_timestamp(),
                    sack,
                })
            }
            Opcode::Nack => {
                let opcode = Opcode::from_u8(packet.nack_opcode_raw())?;
                if !opcode.is_data() {
                    return Err(Malformed::BadField);
                }
                Body::Nack(NackRepr {
                    code: NackCode::from_u8(packet.nack_code_raw())?,
                    stream: packet.nack_stream(),
                    msn: packet.nack_msn(),
                    psn: packet.nack_psn(),
                    opcode,
                })
            }
            opcode @ (Opcode::Connect | Opcode::Accept) => {
                let hs = HandshakeRepr {
                    src_conn_id: packet.hs_src_conn_id(),
                    path_count: packet.hs_path_count(),
                    mtu: packet.hs_mtu(),
                    initial_psn: packet.hs_initial_psn(),
                    udp_port: packet.hs_udp_port(),
                    first_src_port: packet.hs_first_src_port(),
                    ingress_rate_mbps: packet.hs_ingress_rate(),
                    rate_hint_mbps: packet.hs_rate_hint(),
                };
                if hs.path_count == 0 || hs.mtu == 0 {
                    return Err(Malformed::BadField);
                }
                if opcode == Opcode::Connect {
                    Body::Connect(hs)
                } else {
                    Body::Accept(hs)
                }
            }
            Opcode::Close => Body::Close(CloseRepr {
                src_conn_id: packet.close_src_conn_id(),
                reason: packet.close_reason(),
            }),
            Opcode::Probe => Body::Probe(ProbeRepr {
                first_psn: packet.probe_first_psn(),
                timestamp: packet.probe_timestamp(),
            }),
        };
        Ok(Self { header, body })
    }

    /// Bytes of header this packet needs (payload excluded).
    pub const fn header_len(&self) -> usize {
        self.body.opcode().header_len()
    }

    /// Bytes the whole packet needs: header plus payload.
    pub const fn buffer_len(&self) -> usize {
        let payload = match self.body {
            Body::Data(data) => data.payload_len as usize,
            _ => 0,
        };
        self.header_len() + payload
    }

    /// Writes the header into `packet`, whose buffer must be at least
    /// [`buffer_len`](Self::buffer_len) bytes (panics otherwise: an emitter bug, not input).
    /// The payload of a DATA packet is left for the caller to fill
    /// ([`Packet::data_payload_mut`]).
    pub fn emit<T: AsRef<[u8]> + AsMut<[u8]>>(&self, packet: &mut Packet<T>) {
        packet.zero(0..self.header_len());
        packet.set_version(VERSION);
        packet.set_opcode(self.body.opcode());
        packet.set_flags(Flags(self.header.flags.0 & Flags::DEFINED));
        packet.set_conn_id(self.header.conn_id);
        packet.set_path_id(self.header.path_id);
        packet.set_path_epoch(self.header.path_epoch);
        match &self.body {
            Body::Data(data) => {
                packet.put(field::DATA_PSN, data.psn.to_be_bytes());
                packet.put(field::DATA_STREAM, data.stream.to_be_bytes());
                packet.put(field::DATA_MSN, data.msn.to_be_bytes());
                packet.put(field::DATA_OFFSET, data.offset.to_be_bytes());
                packet.put(field::DATA_PAYLOAD_LEN, data.payload_len.to_be_bytes());
                packet.put(field::DATA_TIMESTAMP, data.timestamp.to_be_bytes());
                if let DataKind::Write { remote_addr, rkey } = data.kind {
                    packet.put(field::DATA_REMOTE_ADDR, remote_addr.to_be_bytes());
                    packet.put(field::DATA_RKEY, rkey.to_be_bytes());
                }
                packet.put(field::DATA_MSG_LEN, data.msg_len.to_be_bytes());
            }
            Body::Ack(ack) => {
                packet.put(field::ACK_CUM_PSN, ack.cum_psn.to_be_bytes());
                packet.put(field::ACK_CE_COUNT, ack.ce_count.to_be_bytes());
                packet.put(field::ACK_RATE_HINT, ack.rate_hint_mbps.to_be_bytes());
                packet.put(field::ACK_ECHO_TIMESTAMP, ack.echo_timestamp.to_be_bytes());
                packet.put(field::ACK_SACK, ack.sack.data);
            }
            Body::Nack(nack) => {
                packet.put_u8(field::NACK_CODE, nack.code as u8);
                packet.put(field::NACK_STREAM, nack.stream.to_be_bytes());
                packet.put(field::NACK_MSN, nack.msn.to_be_bytes());
                packet.put(field::NACK_PSN, nack.psn.to_be_bytes());
                packet.put_u8(field::NACK_OPCODE, nack.opcode as u8);
            }
            Body::Connect(hs) | Body::Accept(hs) => {
                packet.put(field::HS_SRC_CONN_ID, hs.src_conn_id.to_be_bytes());
                packet.put(field::HS_PATH_COUNT, hs.path_count.to_be_bytes());
                packet.put(field::HS_MTU, hs.mtu.to_be_bytes());
                packet.put(field::HS_INITIAL_PSN, hs.initial_psn.to_be_bytes());
                packet.put(field::HS_UDP_PORT, hs.udp_port.to_be_bytes());
                packet.put(field::HS_FIRST_SRC_PORT, hs.first_src_port.to_be_bytes());
                packet.put(field::HS_INGRESS_RATE, hs.ingress_rate_mbps.to_be_bytes());
                packet.put(field::HS_RATE_HINT, hs.rate_hint_mbps.to_be_bytes());
            }
            Body::Close(close) => {
                packet.put(field::CLOSE_SRC_CONN_ID, close.src_conn_id.to_be_bytes());
                packet.put(field::CLOSE_REASON, close.reason.to_be_bytes());
            }
            Body::Probe(probe) => {
                packet.put(field::PROBE_FIRST_PSN, probe.first_psn.to_be_bytes());
                packet.put(field::PROBE_TIMESTAMP, probe.timestamp.to_be_bytes());
            }
        }
    }

    /// Emits the header into the front of `buf` and returns the number of header bytes.
    /// Convenience for emitters that own a plain byte buffer.
    pub fn emit_into(&self, buf: &mut [u8]) -> usize {
        let len = self.header_len();
        self.emit(&mut Packet::new_unchecked(&mut buf[..self.buffer_len()]));
        len
    }
}
