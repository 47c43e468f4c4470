//! Counters: what happened to every packet that was not simply delivered.
//!
//! Hostile or broken input is never an error and never a panic: it is one of these counts.

use crate::wire::Malformed;

/// Packets an endpoint dropped, by reason.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct DropCounters {
    /// Buffer too short for its header.
    pub truncated: u64,
    /// Length fields inconsistent with the buffer.
    pub bad_length: u64,
    /// Not IPv4 (frame input only).
    pub bad_ethertype: u64,
    /// IPv4 header not a plain UDP datagram (frame input only).
    pub bad_ip_header: u64,
    /// IPv4 checksum wrong (frame input only).
    pub bad_ip_checksum: u64,
    /// Not addressed to the MetaRoCE port.
    pub bad_port: u64,
    /// Unsupported version.
    pub bad_version: u64,
    /// Unknown opcode.
    pub bad_opcode: u64,
    /// A field out of range.
    pub bad_field: u64,
    /// Connection id names no connection (forged or stale).
    pub unknown_connection: u64,
    /// Path id out of range for the connection.
    pub bad_path: u64,
    /// DATA or PROBE of an old path epoch.
    pub stale_epoch: u64,
    /// DATA already received (same path PSN, or a message already completed).
    pub duplicate: u64,
    /// DATA beyond the 256-PSN window.
    pub out_of_window: u64,
    /// WRITE/SEND refused for rkey, bounds or access (answered with a NACK).
    pub access_violation: u64,
    /// SEND with no receive posted (answered with a NACK).
    pub receiver_not_ready: u64,
    /// Packets for a connection that is not established yet.
    pub not_established: u64,
    /// Packets that make no sense in the connection's state.
    pub unexpected: u64,
    /// CONNECTs refused (not accepting, or bad parameters).
    pub refused_connects: u64,
}

impl DropCounters {
    /// Counts a parse failure.
    pub fn count_malformed(&mut self, reason: Malformed) {
        let counter = match reason {
            Malformed::Truncated => &mut self.truncated,
            Malformed::BadLength => &mut self.bad_length,
            Malformed::BadEthertype => &mut self.bad_ethertype,
            Malformed::BadIpHeader => &mut self.bad_ip_header,
            Malformed::BadIpChecksum => &mut self.bad_ip_checksum,
            Malformed::BadPort => &mut self.bad_port,
            Malformed::BadVersion => &mut self.bad_version,
            Malformed::BadOpcode => &mut self.bad_opcode,
            Malformed::BadField => &mut self.bad_field,
        };
        *counter += 1;
    }

    /// Every drop, summed.
    pub fn total(&self) -> u64 {
        let Self {
            truncated,
            bad_length,
            bad_ethertype,
            bad_ip_header,
            bad_ip_checksum,
            bad_port,
            bad_version,
            bad_opcode,
            bad_field,
            unknown_connection,
            bad_path,
            stale_epoch,
            duplicate,
            out_of_window,
            access_violation,
            receiver_not_ready,
            not_established,
            unexpected,
            refused_connects,
        } = *self;
        truncated
            + bad_length
            + bad_ethertype
            + bad_ip_header
            + bad_ip_checksum
            + bad_port
            + bad_version
            + bad_opcode
            + bad_field
            + unknown_connection
            + bad_path
            + stale_epoch
            + duplicate
            + out_of_window
            + access_violation
            + receiver_not_ready
            + not_established
            + unexpected
            + refused_connects
    }
}

/// Counters of one connection.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ConnectionStats {
    /// DATA packets sent, retransmissions included.
    pub packets_sent: u64,
    /// Payload bytes sent, retransmissions included.
    pub bytes_sent: u64,
    /// Retransmissions sent.
    pub retransmits: u64,
    /// Packets declared lost.
    pub packets_lost: u64,
    /// Packets acknowledged.
    pub packets_acked: u64,
    /// Retransmission timeouts.
    pub rtos: u64,
    /// Paths declared failed.
    pub path_failures: u64,
    /// Paths moved off a persistently congested route.
    pub congestion_repaths: u64,
    /// Segments copied from a timing-out path to its siblings.
    pub rescued_segments: u64,
    /// Times the connection was closed because nothing was acknowledged for too long.
    pub idle_timeouts: u64,
    /// PROBEs sent.
    pub probes_sent: u64,
    /// ACKs sent.
    pub acks_sent: u64,
    /// Payload bytes placed into memory (duplicates excluded).
    pub bytes_placed: u64,
    /// CE-marked DATA packets received.
    pub ce_received: u64,
}
