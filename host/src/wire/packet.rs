//! `Packet<T>`: a zero-copy view of a MetaRoCE header at fixed offsets.
//!
//! One view type serves every opcode because every field sits at a fixed offset (the
//! hardware parser relies on that too): the opcode decides which accessors are meaningful,
//! and [`Packet::new_checked`] guarantees the buffer is long enough for all of them.

use super::Malformed;

/// Byte ranges of every header field, relative to the start of the MetaRoCE header.
pub mod field {
    /// A byte range inside a header.
    pub type Field = core::ops::Range<usize>;

    pub const VERSION: usize = 0;
    pub const OPCODE: usize = 1;
    pub const FLAGS: Field = 2..4;
    pub const CONN_ID: Field = 4..8;
    pub const PATH_ID: Field = 8..10;
    pub const PATH_EPOCH: usize = 10;
    /// Length of the header every packet starts with.
    pub const COMMON_LEN: usize = 12;

    // DATA (WRITE and SEND)
    pub const DATA_PSN: Field = 12..16;
    pub const DATA_STREAM: Field = 16..20;
    pub const DATA_MSN: Field = 20..24;
    pub const DATA_OFFSET: Field = 24..28;
    pub const DATA_PAYLOAD_LEN: Field = 28..30;
    pub const DATA_TIMESTAMP: Field = 32..40;
    pub const DATA_REMOTE_ADDR: Field = 40..48;
    pub const DATA_RKEY: Field = 48..52;
    pub const DATA_MSG_LEN: Field = 52..56;
    pub const DATA_HEADER_LEN: usize = 56;

    // ACK
    pub const ACK_CUM_PSN: Field = 12..16;
    pub const ACK_CE_COUNT: Field = 16..20;
    pub const ACK_RATE_HINT: Field = 20..24;
    pub const ACK_ECHO_TIMESTAMP: Field = 24..32;
    pub const ACK_SACK: Field = 32..64;
    pub const ACK_LEN: usize = 64;

    // NACK
    pub const NACK_CODE: usize = 12;
    pub const NACK_STREAM: Field = 16..20;
    pub const NACK_MSN: Field = 20..24;
    pub const NACK_PSN: Field = 24..28;
    pub const NACK_OPCODE: usize = 28;
    pub const NACK_LEN: usize = 32;

    // CONNECT / ACCEPT
    pub const HS_SRC_CONN_ID: Field = 12..16;
    pub const HS_PATH_COUNT: Field = 16..18;
    pub const HS_MTU: Field = 18..20;
    pub const HS_INITIAL_PSN: Field = 20..24;
    pub const HS_UDP_PORT: Field = 24..26;
    pub const HS_FIRST_SRC_PORT: Field = 26..28;
    pub const HS_INGRESS_RATE: Field = 28..32;
    pub const HS_RATE_HINT: Field = 32..36;
    pub const HS_LEN: usize = 36;

    // CLOSE
    pub const CLOSE_SRC_CONN_ID: Field = 12..16;
    pub const CLOSE_REASON: Field = 16..20;
    pub const CLOSE_LEN: usize = 20;

    // PROBE
    pub const PROBE_FIRST_PSN: Field = 12..16;
    pub const PROBE_TIMESTAMP: Field = 16..24;
    pub const PROBE_LEN: usize = 24;
}

/// The packet types of MetaRoCE.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Opcode {
    /// RDMA WRITE data: placed at the remote address it carries.
    Write = 0x01,
    /// SEND data: placed into a posted receive matched by (stream, MSN).
    Send = 0x02,
    /// Per-path selective acknowledgement.
    Ack = 0x10,
    /// Negative acknowledgement of one DATA packet (access error, receiver not ready).
    Nack = 0x11,
    /// Connection request.
    Connect = 0x20,
    /// Connection accepted.
    Accept = 0x21,
    /// Connection closed.
    Close = 0x22,
    /// First packet of a re-pathed path: resets the receiver's window for it.
    Probe = 0x23,
}

impl Opcode {
    /// Decodes an opcode byte.
    pub fn from_u8(value: u8) -> Result<Self, Malformed> {
        Ok(match value {
            0x01 => Self::Write,
            0x02 => Self::Send,
            0x10 => Self::Ack,
            0x11 => Self::Nack,
            0x20 => Self::Connect,
            0x21 => Self::Accept,
            0x22 => Self::Close,
            0x23 => Self::Probe,
            _ => return Err(Malformed::BadOpcode),
        })
    }

    /// Length of this opcode's header, common part included (payload excluded).
    pub const fn header_len(self) -> usize {
        match self {
            Self::Write | Self::Send => field::DATA_HEADER_LEN,
            Self::Ack => field::ACK_LEN,
            Self::Nack => field::NACK_LEN,
            Self::Connect | Self::Accept => field::HS_LEN,
            Self::Close => field::CLOSE_LEN,
            Self::Probe => field::PROBE_LEN,
        }
    }

    /// Whether this opcode carries payload.
    pub const fn is_data(self) -> bool {
        matches!(self, Self::Write | Self::Send)
    }
}

/// Flag bits of the common header.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Flags(pub u16);

impl Flags {
    /// First packet of a message.
    pub const FIRST: u16 = 1 << 0;
    /// Last packet of a message.
    pub const LAST: u16 = 1 << 1;
    /// The sender asks for an immediate ACK.
    pub const ACK_REQ: u16 = 1 << 2;
    /// A retransmission (diagnostic only).
    pub const RETRANSMIT: u16 = 1 << 3;
    /// Bits that have a meaning; others are sent as zero and ignored.
    pub const DEFINED: u16 = 0x000f;

    /// Whether every bit of `mask` is set.
    pub const fn contains(self, mask: u16) -> bool {
        self.0 & mask == mask
    }
}

/// Codes carried by a NACK.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum NackCode {
    /// rkey unknown, out of bounds, no write access, or a SEND larger than its receive.
    RemoteAccess = 1,
    /// A SEND arrived and no receive was posted for it.
    ReceiverNotReady = 2,
}

impl NackCode {
    /// Decodes a NACK code byte.
    pub fn from_u8(value: u8) -> Result<Self, Malformed> {
        match value {
            1 => Ok(Self::RemoteAccess),
            2 => Ok(Self::ReceiverNotReady),
            _ => Err(Malformed::BadField),
        }
    }
}

/// A read/write view of a MetaRoCE header (and payload) in a buffer.
#[derive(Debug, Clone, Copy)]
pub struct Packet<T: AsRef<[u8]>> {
    buffer: T,
}

macro_rules! be_getter {
    ($(#[$doc:meta])* $name:ident, $ty:ty, $field:expr) => {
        $(#[$doc])*
        #[inline]
        pub fn $name(&self) -> $ty {
            let bytes = &self.buffer.as_ref()[$field];
            <$ty>::from_be_bytes(bytes.try_into().expect("field width matches type"))
        }
    };
}

macro_rules! be_setter {
    ($(#[$doc:meta])* $name:ident, $ty:ty, $field:expr) => {
        $(#[$doc])*
        #[inline]
        pub fn $name(&mut self, value: $ty) {
            self.buffer.as_mut()[$field].copy_from_slice(&value.to_be_bytes());
        }
    };
}

impl<T: AsRef<[u8]>> Packet<T> {
    /// Wraps a buffer without checking it; accessors may panic on a short buffer.
    pub const fn new_unchecked(buffer: T) -> Self {
        Self { buffer }
    }

    /// Wraps a buffer after checking that it holds a complete, well-formed header of a known
    /// version and opcode, and (for DATA) that the payload length field matches the buffer.
    /// Never panics.
    pub fn new_checked(buffer: T) -> Result<Self, Malformed> {
        let packet = Self::new_unchecked(buffer);
        packet.check()?;
        Ok(packet)
    }

    fn check(&self) -> Result<(), Malformed> {
        let len = self.buffer.as_ref().len();
        if len < field::COMMON_LEN {
            return Err(Malformed::Truncated);
        }
        if self.version() != super::VERSION {
            return Err(Malformed::BadVersion);
        }
        let opcode = Opcode::from_u8(self.opcode_raw())?;
        if len < opcode.header_len() {
            return Err(Malformed::Truncated);
        }
        if opcode.is_data() {
            let payload_len = usize::from(self.data_payload_len());
            if len != field::DATA_HEADER_LEN + payload_len {
                return Err(Malformed::BadLength);
            }
        }
        Ok(())
    }

    /// Consumes the view, returning the buffer.
    pub fn into_inner(self) -> T {
        self.buffer
    }

    /// The whole underlying buffer.
    pub fn as_bytes(&self) -> &[u8] {
        self.buffer.as_ref()
    }

    /// The protocol version byte.
    pub fn version(&self) -> u8 {
        self.buffer.as_ref()[field::VERSION]
    }

    /// The raw opcode byte.
    pub fn opcode_raw(&self) -> u8 {
        self.buffer.as_ref()[field::OPCODE]
    }

    /// The decoded opcode.
    pub fn opcode(&self) -> Result<Opcode, Malformed> {
        Opcode::from_u8(self.opcode_raw())
    }

    /// The flags of the common header.
    pub fn flags(&self) -> Flags {
        Flags(u16::from_be_bytes([
            self.buffer.as_ref()[field::FLAGS.start],
            self.buffer.as_ref()[field::FLAGS.start + 1],
        ]))
    }

    be_getter!(
        /// The receiver's connection id.
        conn_id, u32, field::CONN_ID);
    be_getter!(
        /// The path id.
        path_id, u16, field::PATH_ID);

    /// The path epoch.
    pub fn path_epoch(&self) -> u8 {
        self.buffer.as_ref()[field::PATH_EPOCH]
    }

    be_getter!(
        /// DATA: the path PSN.
        data_psn, u32, field::DATA_PSN);
    be_getter!(
        /// DATA: the stream id.
        data_stream, u32, field::DATA_STREAM);
    be_getter!(
        /// DATA: the message sequence number.
        data_msn, u32, field::DATA_MSN);
    be_getter!(
        /// DATA: the byte offset in the message.
        data_offset, u32, field::DATA_OFFSET);
    be_getter!(
        /// DATA: the payload length.
        data_payload_len, u16, field::DATA_PAYLOAD_LEN);
    be_getter!(
        /// DATA: the send timestamp (ns).
        data_timestamp, u64, field::DATA_TIMESTAMP);
    be_getter!(
        /// WRITE: the remote virtual address.
        data_remote_addr, u64, field::DATA_REMOTE_ADDR);
    be_getter!(
        /// WRITE: the rkey.
        data_rkey, u32, field::DATA_RKEY);
    be_getter!(
        /// DATA: the whole message length.
        data_msg_len, u32, field::DATA_MSG_LEN);

    /// DATA: the payload bytes.
    pub fn data_payload(&self) -> &[u8] {
        &self.buffer.as_ref()[field::DATA_HEADER_LEN..]
    }

    be_getter!(
        /// ACK: the first PSN not yet received.
        ack_cum_psn, u32, field::ACK_CUM_PSN);
    be_getter!(
        /// ACK: CE-marked packets received on the path (cumulative).
        ack_ce_count, u32, field::ACK_CE_COUNT);
    be_getter!(
        /// ACK: the receiver's rate hint in Mb/s (0 = none).
        ack_rate_hint, u32, field::ACK_RATE_HINT);
    be_getter!(
        /// ACK: the echoed send timestamp.
        ack_echo_timestamp, u64, field::ACK_ECHO_TIMESTAMP);

    /// ACK: the 32-byte SACK bitmap.
    pub fn ack_sack(&self) -> &[u8] {
        &self.buffer.as_ref()[field::ACK_SACK]
    }

    /// NACK: the raw code byte.
    pub fn nack_code_raw(&self) -> u8 {
        self.buffer.as_ref()[field::NACK_CODE]
    }
    be_getter!(
        /// NACK: the stream of the offending packet.
        nack_stream, u32, field::NACK_STREAM);
    be_getter!(
        /// NACK: the MSN of the offending packet.
        nack_msn, u32, field::NACK_MSN);
    be_getter!(
        /// NACK: the PSN of the offending packet.
        nack_psn, u32, field::NACK_PSN);

    /// NACK: the opcode byte of the offending packet.
    pub fn nack_opcode_raw(&self) -> u8 {
        self.buffer.as_ref()[field::NACK_OPCODE]
    }

    be_getter!(
        /// CONNECT/ACCEPT: the sender's own connection id.
        hs_src_conn_id, u32, field::HS_SRC_CONN_ID);
    be_getter!(
        /// CONNECT/ACCEPT: the number of paths.
        hs_path_count, u16, field::HS_PATH_COUNT);
    be_getter!(
        /// CONNECT/ACCEPT: the MTU (payload bytes per packet).
        hs_mtu, u16, field::HS_MTU);
    be_getter!(
        /// CONNECT/ACCEPT: the sender's initial PSN.
        hs_initial_psn, u32, field::HS_INITIAL_PSN);
    be_getter!(
        /// CONNECT/ACCEPT: the sender's UDP port.
        hs_udp_port, u16, field::HS_UDP_PORT);
    be_getter!(
        /// CONNECT/ACCEPT: the sender's first path source port.
        hs_first_src_port, u16, field::HS_FIRST_SRC_PORT);
    be_getter!(
        /// CONNECT/ACCEPT: the sender's ingress rate in Mb/s.
        hs_ingress_rate, u32, field::HS_INGRESS_RATE);
    be_getter!(
        /// ACCEPT: the acceptor's initial rate hint for the initiator, Mb/s (0 = none).
        hs_rate_hint, u32, field::HS_RATE_HINT);

    be_getter!(
        /// CLOSE: the sender's own connection id.
        close_src_conn_id, u32, field::CLOSE_SRC_CONN_ID);
    be_getter!(
        /// CLOSE: the reason.
        close_reason, u32, field::CLOSE_REASON);

    be_getter!(
        /// PROBE: the first PSN of the new epoch.
        probe_first_psn, u32, field::PROBE_FIRST_PSN);
    be_getter!(
        /// PROBE: the send timestamp.
        probe_timestamp, u64, field::PROBE_TIMESTAMP);
}

impl<T: AsRef<[u8]> + AsMut<[u8]>> Packet<T> {
    /// Sets the version byte.
    pub fn set_version(&mut self, value: u8) {
        self.buffer.as_mut()[field::VERSION] = value;
    }
    /// Sets the opcode.
    pub fn set_opcode(&mut self, value: Opcode) {
        self.buffer.as_mut()[field::OPCODE] = value as u8;
    }
    /// Sets the flags.
    pub fn set_flags(&mut self, value: Flags) {
        self.buffer.as_mut()[field::FLAGS].copy_from_slice(&value.0.to_be_bytes());
    }
    be_setter!(
        /// Sets the receiver's connection id.
        set_conn_id, u32, field::CONN_ID);
    be_setter!(
        /// Sets the path id.
        set_path_id, u16, field::PATH_ID);
    /// Sets the path epoch and clears the reserved byte.
    pub fn set_path_epoch(&mut self, value: u8) {
        self.buffer.as_mut()[field::PATH_EPOCH] = value;
        self.buffer.as_mut()[field::PATH_EPOCH + 1] = 0;
    }

    /// Writes `value` at an arbitrary field range (used by `Repr::emit`).
    pub(crate) fn put<const N: usize>(&mut self, range: field::Field, value: [u8; N]) {
        self.buffer.as_mut()[range].copy_from_slice(&value);
    }

    /// Writes one byte at an offset (used by `Repr::emit`).
    pub(crate) fn put_u8(&mut self, at: usize, value: u8) {
        self.buffer.as_mut()[at] = value;
    }

    /// Zeroes a field range (reserved bytes).
    pub(crate) fn zero(&mut self, range: field::Field) {
        self.buffer.as_mut()[range].fill(0);
    }

    /// DATA: the payload bytes, mutable.
    pub fn data_payload_mut(&mut self) -> &mut [u8] {
        &mut self.buffer.as_mut()[field::DATA_HEADER_LEN..]
    }
}
