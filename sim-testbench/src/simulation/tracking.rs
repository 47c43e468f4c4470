//! Per-flow bookkeeping beyond completion: which flows a fault hit (packets a down link or a
//! missing route dropped, charged to the flow they belonged to) and, with
//! `output.delivery_bin_us`, every flow's delivered and in-order bytes at the end of each bin.

use super::{FlowState, Simulation};
use crate::endpoint::TransportEndpoint;
use crate::event::Event;
use crate::ids::FlowId;

impl<E: TransportEndpoint> Simulation<E> {
    /// Charges each packet a fault dropped to the running flows from its source to its
    /// destination (its data), or, if there are none, to those the other way (it was their
    /// acknowledgement or control packet).
    pub(super) fn attribute_fault_drops(&mut self) {
        let running = |flows: &[FlowState], id: &FlowId| {
            let outcome = &flows[id.index()].outcome;
            outcome.started_at.is_some() && outcome.received_at.is_none()
        };
        for (src, dst) in self.network.take_fault_drops() {
            for pair in [(src, dst), (dst, src)] {
                let Some(ids) = self.flows_by_pair.get(&pair) else {
                    continue;
                };
                let mut charged = false;
                for id in ids {
                    if running(&self.flows, id) {
                        self.flows[id.index()].outcome.fault_drops += 1;
                        charged = true;
                    }
                }
                if charged {
                    break;
                }
            }
        }
    }

    /// Records every flow's delivered bytes and schedules the next bin.
    pub(super) fn sample_delivery(&mut self) {
        self.sample_delivery_now();
        if let Some(bin) = self.delivery_bin {
            self.events
                .push(self.now.plus_ps(bin.as_ps()), Event::DeliverySample);
        }
    }

    fn sample_delivery_now(&mut self) {
        for state in &mut self.flows {
            let outcome = &mut state.outcome;
            let (delivered, in_order) = match (outcome.started_at, outcome.received_at) {
                (_, Some(_)) => (outcome.spec.bytes, outcome.spec.bytes),
                (Some(_), None) => {
                    let progress =
                        self.endpoints[outcome.spec.dst.index()].flow_progress(outcome.spec.id);
                    (progress.delivered_bytes, progress.in_order_bytes)
                }
                (None, None) => (0, 0),
            };
            outcome.delivered.push(delivered);
            outcome.in_order.push(in_order);
        }
    }

    /// Closes the bin the run ended in (nothing moves after the end), when recording.
    pub(super) fn close_delivery_bins(&mut self) {
        let Some(bin) = self.delivery_bin else {
            return;
        };
        let bin = bin.as_ps().max(1);
        let sampled = self
            .flows
            .first()
            .map_or(0, |f| f.outcome.delivered.len() as u64);
        if sampled * bin < self.now.as_ps() {
            self.sample_delivery_now();
        }
    }
}
