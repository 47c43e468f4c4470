//! Time series for plots: the occupancy of every switch queue and the per-path state of one
//! traced flow, sampled at a fixed period. Memory stays bounded on long runs: when the number
//! of samples reaches the cap, every other sample is dropped and the period doubles. Queue
//! samples are stored sparsely (only non-empty queues), since most queues are empty most of
//! the time; the hottest queue is picked at the end from exact per-port peaks.

use std::collections::BTreeMap;

use serde::Serialize;

use crate::endpoint::{PathSample, TransportEndpoint};
use crate::ids::{FlowId, HostId, PortId};
use crate::network::Network;
use crate::time::SimTime;
use crate::topology::NodeKind;
use crate::workload::FlowSpec;

/// Goodput is averaged over this many sample periods (ACKs arrive in bursts).
const GOODPUT_WINDOW: usize = 8;

/// Samples taken so far.
#[derive(Debug)]
pub struct SeriesRecorder {
    interval_ps: u64,
    max_samples: u32,
    count: u32,
    /// Recorded ports (every switch port) and, per port, `(sample, queued bytes)` when non-zero.
    ports: Vec<PortId>,
    port_samples: Vec<Vec<(u32, u64)>>,
    trace: FlowSpec,
    path_samples: Vec<Vec<PathSample>>,
}

impl SeriesRecorder {
    pub fn new(network: &Network, interval_ps: u64, max_samples: u32, trace: FlowSpec) -> Self {
        let topology = network.topology();
        let ports: Vec<PortId> = (0..topology.ports().len() as u32)
            .map(PortId)
            .filter(|&p| topology.node(topology.port(p).node).kind == NodeKind::Switch)
            .collect();
        SeriesRecorder {
            interval_ps: interval_ps.max(1),
            max_samples: max_samples.max(2),
            count: 0,
            port_samples: vec![Vec::new(); ports.len()],
            ports,
            trace,
            path_samples: Vec::new(),
        }
    }

    /// When the next sample is due.
    pub fn next_sample_at(&self) -> SimTime {
        SimTime::from_ps(u64::from(self.count).saturating_mul(self.interval_ps))
    }

    /// Takes one sample now.
    pub fn record<E: TransportEndpoint>(
        &mut self,
        network: &Network,
        endpoints: &[E],
        scratch: &mut Vec<PathSample>,
    ) {
        let state = network.ports();
        for (samples, port) in self.port_samples.iter_mut().zip(&self.ports) {
            let queued = state[port.index()].queued_bytes();
            if queued > 0 {
                samples.push((self.count, queued));
            }
        }
        scratch.clear();
        endpoints[self.trace.src.index()].path_samples(self.trace.id, scratch);
        self.path_samples.push(scratch.clone());
        self.count += 1;
        if self.count >= self.max_samples {
            self.decimate();
        }
    }

    fn decimate(&mut self) {
        for samples in &mut self.port_samples {
            samples.retain(|(index, _)| index % 2 == 0);
            for (index, _) in samples.iter_mut() {
                *index /= 2;
            }
        }
        let mut position = 0;
        self.path_samples.retain(|_| {
            position += 1;
            position % 2 == 1
        });
        self.count = self.count.div_ceil(2);
        self.interval_ps *= 2;
    }

    /// The series for plotting.
    pub fn finish(self, network: &Network) -> TimeSeries {
        let interval_us = self.interval_ps as f64 / 1e6;
        let time_of = |index: u32| f64::from(index) * interval_us;
        let hottest_queue = hottest_switch_port(network).and_then(|(port, peak)| {
            let slot = self.ports.iter().position(|&p| p == port)?;
            let mut dense = vec![0u64; self.count as usize];
            for &(index, bytes) in &self.port_samples[slot] {
                if let Some(value) = dense.get_mut(index as usize) {
                    *value = bytes;
                }
            }
            Some(QueueSeries {
                port: port_name(network, port),
                peak_bytes: peak,
                points: dense
                    .into_iter()
                    .enumerate()
                    .map(|(i, bytes)| (time_of(i as u32), bytes))
                    .collect(),
            })
        });
        let mut by_path: BTreeMap<u32, Vec<(u32, PathSample)>> = BTreeMap::new();
        for (index, samples) in self.path_samples.iter().enumerate() {
            for sample in samples {
                by_path
                    .entry(sample.path)
                    .or_default()
                    .push((index as u32, *sample));
            }
        }
        let paths = by_path
            .into_iter()
            .map(|(path, samples)| PathTrace {
                path,
                points: samples
                    .iter()
                    .enumerate()
                    .map(|(k, &(index, sample))| {
                        let (earlier_index, earlier) = samples[k.saturating_sub(GOODPUT_WINDOW)];
                        let span_us = f64::from(index - earlier_index) * interval_us;
                        let acked = sample.acked_bytes.saturating_sub(earlier.acked_bytes);
                        PathPoint {
                            time_us: time_of(index),
                            window_bytes: sample.window_bytes,
                            in_flight_bytes: sample.in_flight_bytes,
                            srtt_us: sample.srtt_us,
                            ce_marks: sample.ce_marks,
                            timeouts: sample.timeouts,
                            rate_gbps: sample.rate_gbps,
                            goodput_gbps: if span_us > 0.0 {
                                acked as f64 * 8.0 / (span_us * 1e3)
                            } else {
                                0.0
                            },
                        }
                    })
                    .collect(),
            })
            .collect();
        TimeSeries {
            sample_interval_us: interval_us,
            hottest_queue,
            trace: FlowTrace {
                flow: self.trace.id,
                src: self.trace.src,
                dst: self.trace.dst,
                paths,
            },
        }
    }
}

/// The switch port with the highest queue peak of the run, and that peak.
pub fn hottest_switch_port(network: &Network) -> Option<(PortId, u64)> {
    let topology = network.topology();
    network
        .ports()
        .iter()
        .enumerate()
        .filter(|(i, _)| {
            topology.node(topology.port(PortId(*i as u32)).node).kind == NodeKind::Switch
        })
        .map(|(i, port)| (PortId(i as u32), port.peak_queued_bytes()))
        .filter(|&(_, peak)| peak > 0)
        // Highest peak; the lowest port number among equals.
        .max_by(|a, b| a.1.cmp(&b.1).then(b.0.cmp(&a.0)))
}

/// The tier of the link a port transmits on, `from -> to` by node kind as the topology
/// names them (`edge -> agg`, `host -> leaf`, ...): the part of each node's name before its
/// first `-`.
pub fn port_tier(network: &Network, port: PortId) -> String {
    let topology = network.topology();
    let info = topology.port(port);
    let kind = |name: &str| name.split('-').next().unwrap_or(name).to_string();
    format!(
        "{} -> {}",
        kind(&topology.node(info.node).name),
        kind(&topology.node(topology.port(info.peer).node).name)
    )
}

/// `switch -> neighbour` for a port.
pub fn port_name(network: &Network, port: PortId) -> String {
    let topology = network.topology();
    let info = topology.port(port);
    format!(
        "{} -> {}",
        topology.node(info.node).name,
        topology.node(topology.port(info.peer).node).name
    )
}

/// Everything plotted over time.
#[derive(Clone, Debug, Serialize)]
pub struct TimeSeries {
    pub sample_interval_us: f64,
    pub hottest_queue: Option<QueueSeries>,
    pub trace: FlowTrace,
}

/// Occupancy of one queue over time.
#[derive(Clone, Debug, Serialize)]
pub struct QueueSeries {
    pub port: String,
    pub peak_bytes: u64,
    /// `(time in us, queued bytes)`.
    pub points: Vec<(f64, u64)>,
}

/// The traced flow's paths over time.
#[derive(Clone, Debug, Serialize)]
pub struct FlowTrace {
    pub flow: FlowId,
    pub src: HostId,
    pub dst: HostId,
    pub paths: Vec<PathTrace>,
}

#[derive(Clone, Debug, Serialize)]
pub struct PathTrace {
    pub path: u32,
    pub points: Vec<PathPoint>,
}

#[derive(Clone, Copy, Debug, Serialize)]
pub struct PathPoint {
    pub time_us: f64,
    pub window_bytes: Option<u64>,
    pub in_flight_bytes: Option<u64>,
    pub srtt_us: Option<f64>,
    /// Cumulative counts for the path (MetaRoCE).
    pub ce_marks: Option<u64>,
    pub timeouts: Option<u64>,
    pub rate_gbps: Option<f64>,
    /// Acknowledged bits per second over the preceding `GOODPUT_WINDOW` sample periods.
    pub goodput_gbps: f64,
}
