//! MetaRoCE: an RDMA transport for Ethernet fabrics that drop and reorder packets.
//!
//! * [`wire`]: the packet formats (typed zero-copy views, smoltcp style).
//! * [`transport`]: the sans-IO transport core (quinn-proto style): connections over many
//!   paths, per-path SACK, loss recovery, congestion control from both sides, direct
//!   placement and ordered streams. No sockets, no clock: time is an argument.
//!
//! The protocol is specified in `docs/protocol.md`; the architecture in
//! `docs/architecture.md`.

pub mod harness;
pub mod transport;
pub mod wire;

mod error;
mod time;

pub use error::Error;
pub use time::Instant;
pub use transport::{
    Access, BufferRequest, Completion, CompletionStatus, ConnectionConfig, ConnectionHandle,
    Datagram, Endpoint, EndpointConfig, Event, OpKind, Transmit, WriteRequest,
};
