//! One output port: a drop-tail FIFO of packets with a byte budget, a transmitter that is busy
//! for one serialization time per packet, and the PFC bookkeeping of the port in its ingress
//! role (bytes queued in this switch that entered through it).

use std::collections::VecDeque;

use crate::packet::{PacketId, PacketPool};
use crate::time;

#[derive(Debug)]
pub struct OutputPort {
    is_host_nic: bool,
    queue: VecDeque<PacketId>,
    queued_bytes: u64,
    buffer_bytes: u64,
    femtos_per_byte: u64,
    propagation_ps: u64,
    loss: f64,
    busy: bool,
    paused: bool,
    peak_queued_bytes: u64,
    /// Bytes queued anywhere in this switch that entered through this port (PFC).
    ingress_bytes: u64,
    /// This port has paused its upstream neighbour (PFC).
    pausing_upstream: bool,
    /// Wire bytes this port has started to transmit.
    tx_bytes: u64,
}

impl OutputPort {
    pub fn new(
        is_host_nic: bool,
        buffer_bytes: u64,
        femtos_per_byte: u64,
        propagation_ps: u64,
        loss: f64,
    ) -> Self {
        OutputPort {
            is_host_nic,
            queue: VecDeque::new(),
            queued_bytes: 0,
            buffer_bytes,
            femtos_per_byte,
            propagation_ps,
            loss,
            busy: false,
            paused: false,
            peak_queued_bytes: 0,
            ingress_bytes: 0,
            pausing_upstream: false,
            tx_bytes: 0,
        }
    }

    pub fn is_host_nic(&self) -> bool {
        self.is_host_nic
    }

    pub fn queued_bytes(&self) -> u64 {
        self.queued_bytes
    }

    pub fn peak_queued_bytes(&self) -> u64 {
        self.peak_queued_bytes
    }

    /// Wire bytes transmitted so far (every packet counted when its serialization starts).
    pub fn tx_bytes(&self) -> u64 {
        self.tx_bytes
    }

    pub fn buffer_bytes(&self) -> u64 {
        self.buffer_bytes
    }

    pub fn propagation_ps(&self) -> u64 {
        self.propagation_ps
    }

    pub fn loss(&self) -> f64 {
        self.loss
    }

    /// Free to start a packet: not serializing one and not paused.
    pub fn ready(&self) -> bool {
        !self.busy && !self.paused
    }

    pub fn push(&mut self, id: PacketId, bytes: u64) {
        self.queue.push_back(id);
        self.queued_bytes += bytes;
        self.peak_queued_bytes = self.peak_queued_bytes.max(self.queued_bytes);
    }

    pub fn pop(&mut self, pool: &PacketPool) -> Option<PacketId> {
        let id = self.queue.pop_front()?;
        self.queued_bytes -= u64::from(pool.get(id).wire_bytes);
        Some(id)
    }

    /// Marks the transmitter busy; returns the serialization time in picoseconds.
    pub fn start_transmission(&mut self, wire_bytes: u32) -> u64 {
        self.busy = true;
        self.tx_bytes += u64::from(wire_bytes);
        time::serialization_ps(wire_bytes, self.femtos_per_byte)
    }

    pub fn finish_transmission(&mut self) {
        self.busy = false;
    }

    pub fn set_paused(&mut self, paused: bool) {
        self.paused = paused;
    }

    /// Counts bytes entering through this port; true when the upstream must now be paused.
    pub fn add_ingress_bytes(&mut self, bytes: u64, xoff: u64) -> bool {
        self.ingress_bytes += bytes;
        if !self.pausing_upstream && self.ingress_bytes >= xoff {
            self.pausing_upstream = true;
            return true;
        }
        false
    }

    /// Releases bytes that entered through this port; true when the upstream may resume.
    pub fn remove_ingress_bytes(&mut self, bytes: u64, xon: u64) -> bool {
        self.ingress_bytes = self.ingress_bytes.saturating_sub(bytes);
        if self.pausing_upstream && self.ingress_bytes <= xon {
            self.pausing_upstream = false;
            return true;
        }
        false
    }
}
