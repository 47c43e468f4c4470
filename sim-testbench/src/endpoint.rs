//! The seam between the simulator and a transport. Each host runs one endpoint; the simulator
//! hands it flows to send and receive, packets that arrive, and timer wake-ups, and pulls
//! packets from it whenever the host's NIC is free. RoCEv2 (implemented here) and MetaRoCE
//! (an adapter over the `metaroce` crate) plug in the same way.
//!
//! Call order, per host, at one instant `now` (never decreasing):
//! `prepare_receive` / `start_flow` / `handle_packet` / `handle_timeout`, then
//! `poll_transmit` while the NIC is free and it returns `true`, then `poll_timeout` and
//! `poll_flow_event` until `None`.

use serde::Serialize;

use crate::error::SimError;
use crate::ids::FlowId;
use crate::packet::Packet;
use crate::time::SimTime;
use crate::workload::FlowSpec;

/// What an endpoint tells the simulator about a flow.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FlowEvent {
    /// The receiver holds every byte of the flow; `verified_bytes` of them matched the flow's
    /// pattern and `corrupt_bytes` did not.
    Received {
        flow: FlowId,
        verified_bytes: u64,
        corrupt_bytes: u64,
    },
}

/// Counters every transport keeps.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize)]
pub struct TransportCounters {
    /// Packets this endpoint put on the wire (data and control).
    pub packets_sent: u64,
    /// Data packets sent again.
    pub retransmitted_packets: u64,
    /// Data packets that reached this receiver when their bytes had already been received:
    /// a retransmission that was not needed.
    pub duplicate_data_packets: u64,
    /// Retransmission timeouts that fired (MetaRoCE: per path; RoCEv2: per QP).
    pub timeouts: u64,
    /// MetaRoCE paths declared failed and moved to a new route (0 for RoCEv2).
    pub path_failures: u64,
    /// The largest smoothed RTT a MetaRoCE path had when it changed state (a timeout, a
    /// congestion mark, a failure), in microseconds; `None` for RoCEv2 or if none changed.
    pub max_srtt_us: Option<f64>,
}

impl std::ops::AddAssign for TransportCounters {
    fn add_assign(&mut self, other: Self) {
        self.packets_sent += other.packets_sent;
        self.retransmitted_packets += other.retransmitted_packets;
        self.duplicate_data_packets += other.duplicate_data_packets;
        self.timeouts += other.timeouts;
        self.path_failures += other.path_failures;
        self.max_srtt_us = match (self.max_srtt_us, other.max_srtt_us) {
            (Some(a), Some(b)) => Some(a.max(b)),
            (a, b) => a.or(b),
        };
    }
}

/// How far the receiver of a flow has got.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FlowProgress {
    /// Distinct payload bytes of the flow that have reached the receiver (each counted once,
    /// when it is first accepted; RoCEv2: placed in order).
    pub delivered_bytes: u64,
    /// Bytes from the start of the message up to the first byte still missing: what an
    /// application reading the message in order could use (RoCEv2: `delivered_bytes`).
    pub in_order_bytes: u64,
    /// When the first of them arrived.
    pub first_data_at: Option<SimTime>,
}

/// The state of one path of a flow, sampled over time for plots.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct PathSample {
    pub path: u32,
    /// Congestion window, for window-based transports.
    pub window_bytes: Option<u64>,
    /// Sending rate, for rate-based transports (RoCEv2: the DCQCN rate); MetaRoCE: the
    /// receiver's rate hint for the connection, once one arrived.
    pub rate_gbps: Option<f64>,
    /// Bytes acknowledged on this path so far.
    pub acked_bytes: u64,
    /// Bytes sent and not yet acknowledged or declared lost (window-based transports).
    pub in_flight_bytes: Option<u64>,
    /// Smoothed round-trip time, once measured (MetaRoCE).
    pub srtt_us: Option<f64>,
    /// CE marks the receiver reported on this path so far (MetaRoCE).
    pub ce_marks: Option<u64>,
    /// Retransmission timeouts of this path so far (MetaRoCE).
    pub timeouts: Option<u64>,
}

/// One host's transport.
pub trait TransportEndpoint {
    /// The host will receive `flow`: prepare for it (post a receive buffer, open a QP).
    /// Called for the receiver just before `start_flow` is called for the sender.
    fn prepare_receive(&mut self, now: SimTime, flow: &FlowSpec) -> Result<(), SimError>;

    /// Start sending `flow` (this host is its source).
    fn start_flow(&mut self, now: SimTime, flow: &FlowSpec) -> Result<(), SimError>;

    /// A packet addressed to this host arrived.
    fn handle_packet(&mut self, now: SimTime, packet: &Packet);

    /// Writes the next packet to send into `packet` (tuple, ECN, payload); `false` if none.
    fn poll_transmit(&mut self, now: SimTime, packet: &mut Packet) -> bool;

    /// When the endpoint next needs `handle_timeout`, if ever.
    fn poll_timeout(&self) -> Option<SimTime>;

    /// Timers up to `now` expire.
    fn handle_timeout(&mut self, now: SimTime);

    /// The next flow event, if any.
    fn poll_flow_event(&mut self) -> Option<FlowEvent>;

    fn counters(&self) -> TransportCounters;

    /// Data packets of `flow` (sent by this host) that were retransmissions.
    fn flow_retransmitted_packets(&self, flow: FlowId) -> u64;

    /// Appends the current state of each path of `flow` (sent by this host) to `out`.
    fn path_samples(&self, flow: FlowId, out: &mut Vec<PathSample>);

    /// How much of `flow` (received by this host) has arrived.
    fn flow_progress(&self, flow: FlowId) -> FlowProgress;
}
