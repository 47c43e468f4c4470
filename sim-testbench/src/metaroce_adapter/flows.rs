//! What an endpoint keeps per flow: for a flow it sends, the connection, the source buffer
//! and the retransmissions; for a flow it receives, the receive buffer and which segments
//! have arrived (spurious retransmissions, delivered and in-order bytes).

use metaroce::ConnectionHandle;

use crate::endpoint::FlowProgress;
use crate::time::SimTime;
use crate::workload::FlowSpec;

/// A flow this host sends.
#[derive(Debug)]
pub(super) struct OutgoingFlow {
    pub(super) conn: ConnectionHandle,
    /// Source region, released when the SEND completes.
    pub(super) key: Option<u32>,
    pub(super) retransmitted: u64,
}

/// A flow this host receives.
#[derive(Debug)]
pub(super) struct IncomingFlow {
    pub(super) spec: FlowSpec,
    /// Receive buffer, released once checked.
    pub(super) key: Option<u32>,
    /// Segments (MTU-sized pieces of the message) that have arrived.
    pub(super) arrived: Vec<u64>,
    /// Distinct payload bytes that have arrived, and when the first did.
    pub(super) progress: FlowProgress,
}

impl IncomingFlow {
    /// Segment `segment` arrived for the first time (its bit is already set in `arrived`).
    pub(super) fn on_new_segment(&mut self, now: SimTime, segment: u64, mtu: u64) {
        let bytes = self.spec.bytes;
        let progress = &mut self.progress;
        progress.delivered_bytes += bytes.saturating_sub(segment * mtu).min(mtu);
        progress.first_data_at.get_or_insert(now);
        // Advance the in-order prefix over every segment that has now arrived.
        let mut next = progress.in_order_bytes.div_ceil(mtu);
        while self
            .arrived
            .get((next / 64) as usize)
            .is_some_and(|word| word & (1 << (next % 64)) != 0)
        {
            next += 1;
        }
        progress.in_order_bytes = (next * mtu).min(bytes);
    }
}
