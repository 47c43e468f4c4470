//! What a run produced, as the JSON report and the terminal table present it: one record per
//! flow and a summary (FCT percentiles, goodput, retransmissions, drops, ECN marks, verified
//! bytes, simulator speed). Everything but `wall_seconds` and `events_per_second` is a pure
//! function of the scenario and seed.

pub mod plots;
pub mod table;

use serde::Serialize;

use crate::endpoint::{TransportCounters, TransportEndpoint};
use crate::ids::PortId;
use crate::network::DropCounters;
use crate::network::Network;
use crate::simulation::Simulation;
use crate::time::SimTime;
use crate::timeseries::{hottest_switch_port, port_name, port_tier};

/// One flow's result.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct FlowRecord {
    pub id: u32,
    pub src: u32,
    pub dst: u32,
    pub bytes: u64,
    /// When the sender was told to start (`null`: never started).
    pub start_us: Option<f64>,
    /// Flow completion time: start to the receiver holding every byte (`null`: unfinished).
    pub fct_us: Option<f64>,
    pub retransmitted_packets: u64,
    /// Bytes the receiver checked against the flow's pattern and found right.
    pub verified_bytes: u64,
    /// Start to the first payload byte reaching the receiver (`null`: none arrived). For
    /// MetaRoCE this includes the connection handshake when the flow opened the connection.
    pub first_data_us: Option<f64>,
    /// Packets of the flow dropped by a fault (down link, no route) while it ran: those from
    /// its source to its destination, and those the other way when no flow runs that way
    /// (its acknowledgements).
    pub fault_drops: u64,
    /// Distinct bytes delivered by the end of each `delivery_bin_us` bin from time 0 (only
    /// with `output.delivery_bin_us`).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub delivered_bytes: Vec<u64>,
    /// The same for in-order bytes: from the message's start to its first missing byte.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub in_order_bytes: Vec<u64>,
}

/// Totals of a run.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Summary {
    /// Over the flows that finished (`null` if none did).
    pub fct_us_mean: Option<f64>,
    pub fct_us_p50: Option<f64>,
    pub fct_us_p99: Option<f64>,
    pub fct_us_max: Option<f64>,
    /// Verified bytes of finished flows over the time from the first start to the last finish.
    pub goodput_gbps_total: f64,
    /// First start to last finish.
    pub makespan_us: f64,
    /// Simulated time when the run stopped.
    pub sim_time_us: f64,
    /// Packets the hosts sent (data and control).
    pub packets_sent: u64,
    /// Data packets sent again.
    pub retransmitted_packets: u64,
    /// Data packets that reached a receiver which already had their bytes.
    pub spurious_retransmits: u64,
    /// Retransmission timeouts (MetaRoCE: per path; RoCEv2: per QP).
    pub timeouts: u64,
    /// MetaRoCE paths declared failed and re-pathed.
    pub path_failures: u64,
    /// Largest smoothed RTT of a MetaRoCE path seen at a path state change (`null` for RoCEv2).
    pub max_srtt_us: Option<f64>,
    pub dropped_packets: u64,
    pub ce_marked_packets: u64,
    pub bytes_verified: u64,
    /// Received bytes that did not match the pattern (always 0 unless a transport is broken).
    pub corrupt_bytes: u64,
    /// Flows whose every byte arrived and matched.
    pub flows_completed: u64,
    pub flows_total: u64,
    pub events: u64,
    /// Endpoint timer wake-ups (`handle_timeout` calls), all hosts.
    pub timer_wakeups: u64,
    /// The most packets in existence at once (queued, on a wire or being handled): the
    /// simulator's packet buffers, one MTU plus headers each.
    pub packet_buffers: u64,
    /// Wake-ups after which the endpoint still reported an expired deadline (served 1 ns
    /// later by the simulator; 0 unless a transport's timers misbehave).
    pub overdue_deadlines: u64,
    pub wall_seconds: f64,
    pub events_per_second: f64,
}

/// The queue that held the most bytes at some instant.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct HottestQueue {
    pub port: String,
    pub peak_bytes: u64,
}

/// How evenly the links of one tier carried the run's bytes: the load balance the
/// transport and ECMP achieved. A link's bytes all took serialization time on it, so
/// `bytes_max` bounds the completion of the flows crossing the busiest link.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct LinkTier {
    /// `from -> to` by node kind, e.g. `edge -> agg`.
    pub tier: String,
    pub links: u32,
    /// Wire bytes transmitted per link over the run.
    pub bytes_mean: f64,
    pub bytes_min: u64,
    pub bytes_max: u64,
    /// `bytes_max / bytes_mean` (0 when nothing was sent).
    pub max_over_mean: f64,
    /// Peak queue of the tier's output ports.
    pub peak_queue_bytes_mean: f64,
    pub peak_queue_bytes_max: u64,
}

impl LinkTier {
    /// One record per tier, in the order tiers first appear among the ports.
    fn of(network: &Network) -> Vec<LinkTier> {
        let mut tiers: Vec<(String, Vec<(u64, u64)>)> = Vec::new();
        for (i, port) in network.ports().iter().enumerate() {
            let tier = port_tier(network, PortId(i as u32));
            let load = (port.tx_bytes(), port.peak_queued_bytes());
            match tiers.iter_mut().find(|(t, _)| *t == tier) {
                Some((_, loads)) => loads.push(load),
                None => tiers.push((tier, vec![load])),
            }
        }
        tiers
            .into_iter()
            .map(|(tier, loads)| {
                let n = loads.len() as f64;
                let bytes_mean = loads.iter().map(|l| l.0 as f64).sum::<f64>() / n;
                let bytes_max = loads.iter().map(|l| l.0).max().unwrap_or(0);
                LinkTier {
                    tier,
                    links: loads.len() as u32,
                    bytes_mean,
                    bytes_min: loads.iter().map(|l| l.0).min().unwrap_or(0),
                    bytes_max,
                    max_over_mean: if bytes_mean > 0.0 {
                        bytes_max as f64 / bytes_mean
                    } else {
                        0.0
                    },
                    peak_queue_bytes_mean: loads.iter().map(|l| l.1 as f64).sum::<f64>() / n,
                    peak_queue_bytes_max: loads.iter().map(|l| l.1).max().unwrap_or(0),
                }
            })
            .collect()
    }
}

/// The JSON report of one run.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RunReport {
    pub scenario: String,
    pub seed: u64,
    pub transport: String,
    pub topology: String,
    pub faults: Vec<String>,
    pub flows: Vec<FlowRecord>,
    pub summary: Summary,
    pub drops: DropCounters,
    pub hottest_queue: Option<HottestQueue>,
    /// Bytes carried per link, by tier.
    pub link_tiers: Vec<LinkTier>,
    /// Width of the bins of `flows[].delivered_bytes` (only with `output.delivery_bin_us`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub delivery_bin_us: Option<f64>,
}

impl RunReport {
    /// The report of a finished simulation.
    pub fn new<E: TransportEndpoint>(
        scenario_name: &str,
        seed: u64,
        transport: &str,
        sim: &Simulation<E>,
        wall_seconds: f64,
    ) -> RunReport {
        let endpoints = sim.endpoints();
        let mut counters = TransportCounters::default();
        for endpoint in endpoints {
            counters += endpoint.counters();
        }
        let mut flows = Vec::new();
        let mut fcts = Vec::new();
        let mut first_start: Option<SimTime> = None;
        let mut last_finish: Option<SimTime> = None;
        let mut bytes_verified = 0;
        let mut corrupt_bytes = 0;
        let mut completed_bytes = 0u64;
        let mut flows_completed = 0;
        for outcome in sim.flow_outcomes() {
            let spec = outcome.spec;
            let fct = outcome
                .started_at
                .zip(outcome.received_at)
                .map(|(start, end)| SimTime::from_ps(end.ps_since(start)).as_us_f64());
            if let Some(start) = outcome.started_at {
                first_start = Some(first_start.map_or(start, |s| s.min(start)));
            }
            bytes_verified += outcome.verified_bytes;
            corrupt_bytes += outcome.corrupt_bytes;
            if let Some(fct) = fct {
                fcts.push(fct);
                if outcome.verified_bytes == spec.bytes && outcome.corrupt_bytes == 0 {
                    flows_completed += 1;
                    completed_bytes += outcome.verified_bytes;
                }
                last_finish = last_finish.max(outcome.received_at);
            }
            flows.push(FlowRecord {
                id: spec.id.0,
                src: spec.src.0,
                dst: spec.dst.0,
                bytes: spec.bytes,
                start_us: outcome.started_at.map(SimTime::as_us_f64),
                fct_us: fct,
                retransmitted_packets: endpoints[spec.src.index()]
                    .flow_retransmitted_packets(spec.id),
                verified_bytes: outcome.verified_bytes,
                first_data_us: outcome
                    .started_at
                    .zip(
                        endpoints[spec.dst.index()]
                            .flow_progress(spec.id)
                            .first_data_at,
                    )
                    .map(|(start, first)| SimTime::from_ps(first.ps_since(start)).as_us_f64()),
                fault_drops: outcome.fault_drops,
                delivered_bytes: outcome.delivered.clone(),
                in_order_bytes: outcome.in_order.clone(),
            });
        }
        fcts.sort_by(f64::total_cmp);
        let makespan_us = match (first_start, last_finish) {
            (Some(start), Some(end)) => SimTime::from_ps(end.ps_since(start)).as_us_f64(),
            _ => 0.0,
        };
        let goodput_gbps_total = if makespan_us > 0.0 {
            completed_bytes as f64 * 8.0 / (makespan_us * 1e3)
        } else {
            0.0
        };
        let network = sim.network();
        let events = sim.events_processed();
        RunReport {
            scenario: scenario_name.to_string(),
            seed,
            transport: transport.to_string(),
            topology: network.topology().description().to_string(),
            faults: sim.fault_descriptions().to_vec(),
            flows,
            summary: Summary {
                fct_us_mean: (!fcts.is_empty())
                    .then(|| fcts.iter().sum::<f64>() / fcts.len() as f64),
                fct_us_p50: percentile(&fcts, 50.0),
                fct_us_p99: percentile(&fcts, 99.0),
                fct_us_max: fcts.last().copied(),
                goodput_gbps_total,
                makespan_us,
                sim_time_us: sim.now().as_us_f64(),
                packets_sent: counters.packets_sent,
                retransmitted_packets: counters.retransmitted_packets,
                spurious_retransmits: counters.duplicate_data_packets,
                timeouts: counters.timeouts,
                path_failures: counters.path_failures,
                max_srtt_us: counters.max_srtt_us,
                dropped_packets: network.drops.total(),
                ce_marked_packets: network.ce_marked,
                bytes_verified,
                corrupt_bytes,
                flows_completed,
                flows_total: sim.flow_outcomes().count() as u64,
                events,
                timer_wakeups: sim.timer_wakeups(),
                packet_buffers: sim.packet_buffers() as u64,
                overdue_deadlines: sim.overdue_deadlines(),
                wall_seconds,
                events_per_second: if wall_seconds > 0.0 {
                    events as f64 / wall_seconds
                } else {
                    0.0
                },
            },
            drops: network.drops,
            hottest_queue: hottest_switch_port(network).map(|(port, peak)| HottestQueue {
                port: port_name(network, port),
                peak_bytes: peak,
            }),
            link_tiers: LinkTier::of(network),
            delivery_bin_us: sim.delivery_bin().map(SimTime::as_us_f64),
        }
    }

    /// Completion times of the finished flows, in microseconds.
    pub fn fcts_us(&self) -> Vec<f64> {
        self.flows.iter().filter_map(|f| f.fct_us).collect()
    }
}

/// Nearest-rank percentile of sorted values.
fn percentile(sorted: &[f64], p: f64) -> Option<f64> {
    if sorted.is_empty() {
        return None;
    }
    let rank = ((p / 100.0) * sorted.len() as f64).ceil() as usize;
    Some(sorted[rank.clamp(1, sorted.len()) - 1])
}

#[cfg(test)]
mod tests {
    use super::percentile;

    #[test]
    fn nearest_rank_percentiles() {
        let values: Vec<f64> = (1..=100).map(f64::from).collect();
        assert_eq!(percentile(&values, 50.0), Some(50.0));
        assert_eq!(percentile(&values, 99.0), Some(99.0));
        assert_eq!(percentile(&[7.0], 99.0), Some(7.0));
        assert_eq!(percentile(&[], 50.0), None);
    }
}
