//! Packet formats of MetaRoCE: typed, zero-copy views over byte buffers.
//!
//! Everything the transport core, the simulator, the software datapath and the hardware
//! datapath put on the wire is defined here, once. The style is smoltcp's: a `Packet<T>` view
//! whose accessors read fixed byte ranges (listed in a `field` module), a `new_checked`
//! constructor that validates lengths and never panics, and a `Repr` with `parse`, `emit` and
//! `buffer_len`. The byte layout is specified in `docs/protocol.md`; the golden vectors in
//! `host/golden/wire-vectors.toml` pin it down for every implementation.

mod encap;
mod malformed;
mod packet;
mod repr;

pub use encap::{ETHERTYPE_IPV4, Ecn, FRAME_HEADER_LEN, Frame, FrameRepr, IP_PROTO_UDP};
pub use malformed::Malformed;
pub use packet::{Flags, NackCode, Opcode, Packet, field};
pub use repr::{
    AckRepr, Body, CloseRepr, DataKind, DataRepr, HandshakeRepr, Header, NackRepr, ProbeRepr, Repr,
    SACK_BYTES, SACK_WINDOW, SackBits,
};

/// Protocol version carried in every header.
pub const VERSION: u8 = 1;

/// Default UDP destination port of MetaRoCE (configurable per endpoint).
pub const DEFAULT_UDP_PORT: u16 = 4792;
