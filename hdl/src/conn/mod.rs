//! The connection table: which connection and which path a received DATA packet belongs to,
//! and whether the transport would take it at all.
//!
//! The software receive path (`metaroce::transport::Endpoint::handle_datagram` and
//! `Connection::handle_packet` / `on_data`) drops a packet before its window is touched when
//! its connection id names no connection or arrives from another peer address (unknown
//! connection), when the connection is not established, when its path id is beyond the
//! connection's path count (bad path), or when its path epoch is not the path's receive
//! epoch (stale epoch). This block makes the same decision in hardware, one packet per
//! clock, and gives an accepted packet its SACK window index and what its ACK is addressed
//! with.
//!
//! * [`table`]: the circuit.
//! * [`encoding`]: widths, verdict codes and latencies on its ports.

pub mod encoding;
mod table;

pub use table::{ConnectionEntry, ConnectionTable};
