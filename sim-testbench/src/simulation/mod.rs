//! The event loop. It owns the clock, the event queue, the packet pool, the network and one
//! transport endpoint per host; it starts flows (respecting their dependencies), moves packets
//! between the network and the endpoints, wakes endpoints at their timers, applies the fault
//! timeline, samples time series, and stops when every flow was received or time runs out.

mod tracking;

use std::collections::HashMap;

use crate::endpoint::{FlowEvent, PathSample, TransportEndpoint};
use crate::error::SimError;
use crate::event::Event;
use crate::event_queue::EventQueue;
use crate::faults::{FaultPlan, LinkStateChange};
use crate::ids::{FlowId, HostId};
use crate::network::Network;
use crate::packet::{PacketPool, TRANSPORT_HEADER_ROOM};
use crate::scenario::Scenario;
use crate::time::SimTime;
use crate::timeseries::SeriesRecorder;
use crate::topology::Topology;
use crate::workload::{self, FlowSpec, PlannedFlow};

/// What the progress callback is told every so often.
#[derive(Clone, Copy, Debug)]
pub struct Progress {
    pub now: SimTime,
    pub end: SimTime,
    pub flows_received: usize,
    pub flows_total: usize,
    pub events: u64,
}

/// The fate of one flow.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FlowOutcome {
    pub spec: FlowSpec,
    pub started_at: Option<SimTime>,
    pub received_at: Option<SimTime>,
    pub verified_bytes: u64,
    pub corrupt_bytes: u64,
    /// Packets of the flow (its data, or its acknowledgements when no flow runs the other
    /// way) that a fault dropped (a down link or no route) while the flow was running.
    pub fault_drops: u64,
    /// Delivered and in-order bytes ([`crate::endpoint::FlowProgress`]) at the end of each
    /// `output.delivery_bin_us` bin (empty when off).
    pub delivered: Vec<u64>,
    pub in_order: Vec<u64>,
}

/// The most (flows x delivery bins) values a run may record.
const MAX_DELIVERY_VALUES: u64 = 20_000_000;

#[derive(Debug)]
struct FlowState {
    outcome: FlowOutcome,
    earliest_start: SimTime,
    waiting_on: usize,
}

/// How often (in events) the progress callback runs.
const PROGRESS_EVERY: u64 = 1 << 16;

/// One run of one transport on one scenario.
#[derive(Debug)]
pub struct Simulation<E> {
    now: SimTime,
    end: SimTime,
    events: EventQueue<Event>,
    pool: PacketPool,
    network: Network,
    endpoints: Vec<E>,
    /// Per host: the time of the endpoint timer event that counts (others are stale).
    timer_armed: Vec<Option<SimTime>>,
    flows: Vec<FlowState>,
    dependents: Vec<Vec<FlowId>>,
    flows_received: usize,
    changes: Vec<LinkStateChange>,
    reroute_after: Option<SimTime>,
    recorder: Option<SeriesRecorder>,
    path_scratch: Vec<PathSample>,
    events_processed: u64,
    /// Flows by (source, destination) host, for fault-drop attribution.
    flows_by_pair: HashMap<(HostId, HostId), Vec<FlowId>>,
    /// Width of a delivery bin, when delivery is recorded.
    delivery_bin: Option<SimTime>,
    /// Endpoint timer wake-ups delivered (`handle_timeout` calls).
    timer_wakeups: u64,
    /// Times an endpoint still reported an expired deadline right after `handle_timeout`.
    overdue_deadlines: u64,
    fault_descriptions: Vec<String>,
}

impl<E: TransportEndpoint> Simulation<E> {
    /// Builds the network, faults and workload of `scenario`, and one endpoint per host with
    /// `make_endpoint`. With `record_series`, queue occupancy and the traced flow's paths are
    /// sampled for plots.
    pub fn new(
        scenario: &Scenario,
        record_series: bool,
        mut make_endpoint: impl FnMut(HostId) -> Result<E, SimError>,
    ) -> Result<Self, SimError> {
        let topology = Topology::build(&scenario.topology);
        let plan = FaultPlan::new(scenario, &topology)?;
        let hosts = topology.host_count();
        let planned = workload::generate(scenario, hosts as u32);
        let trace_flow = scenario.output.trace_flow as usize;
        if trace_flow >= planned.len() {
            return Err(SimError::invalid(
                "output.trace_flow",
                format!("the workload has {} flows", planned.len()),
            ));
        }
        let delivery_bin = (scenario.output.delivery_bin_us > 0)
            .then(|| SimTime::from_us(scenario.output.delivery_bin_us));
        if delivery_bin.is_some() {
            let bins = scenario.duration_us / scenario.output.delivery_bin_us;
            let values = bins.saturating_mul(2 * planned.len() as u64);
            if values > MAX_DELIVERY_VALUES {
                return Err(SimError::invalid(
                    "output.delivery_bin_us",
                    format!(
                        "{} flows x {bins} bins is more than {MAX_DELIVERY_VALUES} values; \
                         use wider bins or a shorter duration_us",
                        planned.len()
                    ),
                ));
            }
        }
        let endpoints = (0..hosts as u32)
            .map(|h| make_endpoint(HostId(h)))
            .collect::<Result<Vec<_>, _>>()?;
        let network = Network::new(scenario, topology, &plan);
        let recorder = record_series.then(|| {
            SeriesRecorder::new(
                &network,
                SimTime::from_ns(scenario.output.sample_interval_ns).as_ps(),
                scenario.output.max_samples,
                planned[trace_flow].spec,
            )
        });
        let mut sim = Simulation {
            now: SimTime::ZERO,
            end: SimTime::from_us(scenario.duration_us),
            events: EventQueue::default(),
            pool: PacketPool::new(scenario.topology.mtu_bytes as usize + TRANSPORT_HEADER_ROOM),
            network,
            endpoints,
            timer_armed: vec![None; hosts],
            flows: Vec::with_capacity(planned.len()),
            dependents: vec![Vec::new(); planned.len()],
            flows_received: 0,
            changes: plan.changes,
            reroute_after: plan.reroute_after,
            recorder,
            path_scratch: Vec::new(),
            events_processed: 0,
            flows_by_pair: HashMap::new(),
            delivery_bin,
            timer_wakeups: 0,
            overdue_deadlines: 0,
            fault_descriptions: plan.descriptions,
        };
        for PlannedFlow {
            spec,
            earliest_start,
            depends_on,
        } in planned
        {
            for dependency in &depends_on {
                sim.dependents[dependency.index()].push(spec.id);
            }
            sim.flows_by_pair
                .entry((spec.src, spec.dst))
                .or_default()
                .push(spec.id);
            if depends_on.is_empty() {
                sim.events.push(earliest_start, Event::FlowStart(spec.id));
            }
            sim.flows.push(FlowState {
                outcome: FlowOutcome {
                    spec,
                    started_at: None,
                    received_at: None,
                    verified_bytes: 0,
                    corrupt_bytes: 0,
                    fault_drops: 0,
                    delivered: Vec::new(),
                    in_order: Vec::new(),
                },
                earliest_start,
                waiting_on: depends_on.len(),
            });
        }
        for (index, change) in sim.changes.iter().enumerate() {
            sim.events.push(
                change.at,
                Event::LinkChange {
                    index: index as u32,
                },
            );
        }
        if sim.recorder.is_some() {
            sim.events.push(SimTime::ZERO, Event::Sample);
        }
        if let Some(bin) = sim.delivery_bin {
            sim.events.push(bin, Event::DeliverySample);
        }
        Ok(sim)
    }

    /// Runs until every flow was received, the event queue empties, or the scenario's
    /// duration ends.
    pub fn run(&mut self, progress: &mut dyn FnMut(&Progress)) -> Result<(), SimError> {
        while self.flows_received < self.flows.len() {
            let Some((time, event)) = self.events.pop() else {
                break;
            };
            if time > self.end {
                self.now = self.end;
                break;
            }
            self.now = time;
            self.events_processed += 1;
            self.dispatch(event)?;
            if self.network.has_fault_drops() {
                self.attribute_fault_drops();
            }
            if self.events_processed % PROGRESS_EVERY == 0 {
                progress(&self.progress());
            }
        }
        self.close_delivery_bins();
        progress(&self.progress());
        Ok(())
    }

    fn progress(&self) -> Progress {
        Progress {
            now: self.now,
            end: self.end,
            flows_received: self.flows_received,
            flows_total: self.flows.len(),
            events: self.events_processed,
        }
    }

    fn dispatch(&mut self, event: Event) -> Result<(), SimError> {
        let now = self.now;
        match event {
            Event::FlowStart(flow) => self.start_flow(flow)?,
            Event::PacketArrival { port, packet } => {
                if let Some(host) =
                    self.network
                        .arrive(now, port, packet, &mut self.events, &mut self.pool)
                {
                    self.endpoints[host.index()].handle_packet(now, self.pool.get(packet));
                    self.pool.release(packet);
                    self.service(host, false);
                }
            }
            Event::TransmitDone(port) => {
                if let Some(host) =
                    self.network
                        .transmit_done(now, port, &mut self.events, &mut self.pool)
                {
                    self.service(host, false);
                }
            }
            Event::PfcSignal { port, pause } => {
                if let Some(host) =
                    self.network
                        .pfc_signal(now, port, pause, &mut self.events, &mut self.pool)
                {
                    self.service(host, false);
                }
            }
            Event::EndpointTimer(host) => {
                if self.timer_armed[host.index()] == Some(now) {
                    self.timer_armed[host.index()] = None;
                    self.timer_wakeups += 1;
                    self.endpoints[host.index()].handle_timeout(now);
                    self.service(host, true);
                }
            }
            Event::LinkChange { index } => {
                let change = self.changes[index as usize];
                log::debug!(
                    "{:.3} us: {} {}",
                    now.as_us_f64(),
                    self.network.topology().link_name(change.link),
                    if change.up { "up" } else { "down" }
                );
                let ready = self.network.set_link(
                    now,
                    change.link,
                    change.up,
                    &mut self.events,
                    &mut self.pool,
                );
                for host in ready {
                    self.service(host, false);
                }
                if let Some(delay) = self.reroute_after {
                    self.events.push(now.plus_ps(delay.as_ps()), Event::Reroute);
                }
            }
            Event::Reroute => self.network.reroute(),
            Event::DeliverySample => self.sample_delivery(),
            Event::Sample => {
                if let Some(recorder) = &mut self.recorder {
                    recorder.record(&self.network, &self.endpoints, &mut self.path_scratch);
                    self.events.push(recorder.next_sample_at(), Event::Sample);
                }
            }
        }
        Ok(())
    }

    fn start_flow(&mut self, flow: FlowId) -> Result<(), SimError> {
        let now = self.now;
        let state = &mut self.flows[flow.index()];
        state.outcome.started_at = Some(now);
        let spec = state.outcome.spec;
        self.endpoints[spec.dst.index()].prepare_receive(now, &spec)?;
        self.endpoints[spec.src.index()].start_flow(now, &spec)?;
        self.service(spec.dst, false);
        self.service(spec.src, false);
        Ok(())
    }

    /// After anything happened at `host`: let its NIC send if free, re-arm its timer, and
    /// collect its flow events.
    fn service(&mut self, host: HostId, after_timeout: bool) {
        let now = self.now;
        let h = host.index();
        if self.network.nic_ready(host) {
            let id = self.pool.alloc();
            if self.endpoints[h].poll_transmit(now, self.pool.get_mut(id)) {
                self.network
                    .send_from_host(now, host, id, &mut self.events, &mut self.pool);
            } else {
                self.pool.release(id);
            }
        }
        if let Some(deadline) = self.endpoints[h].poll_timeout() {
            // An endpoint that still reports an expired timer right after handling its
            // timeouts would spin at one instant; wake it a nanosecond later instead (and
            // count it: a well-behaved transport never does this).
            let at = if after_timeout && deadline <= now {
                self.overdue_deadlines += 1;
                now.plus_ps(1_000)
            } else {
                deadline.max(now)
            };
            if self.timer_armed[h].is_none_or(|armed| at < armed) {
                self.timer_armed[h] = Some(at);
                self.events.push(at, Event::EndpointTimer(host));
            }
        }
        while let Some(event) = self.endpoints[h].poll_flow_event() {
            self.on_flow_event(event);
        }
    }

    fn on_flow_event(&mut self, event: FlowEvent) {
        let FlowEvent::Received {
            flow,
            verified_bytes,
            corrupt_bytes,
        } = event;
        let Some(state) = self.flows.get_mut(flow.index()) else {
            return;
        };
        if state.outcome.received_at.is_some() {
            return;
        }
        state.outcome.received_at = Some(self.now);
        state.outcome.verified_bytes = verified_bytes;
        state.outcome.corrupt_bytes = corrupt_bytes;
        self.flows_received += 1;
        for i in 0..self.dependents[flow.index()].len() {
            let next = self.dependents[flow.index()][i];
            let waiting = &mut self.flows[next.index()];
            waiting.waiting_on -= 1;
            if waiting.waiting_on == 0 {
                let at = waiting.earliest_start.max(self.now);
                self.events.push(at, Event::FlowStart(next));
            }
        }
    }

    /// The width of a delivery bin, when delivery is recorded.
    pub fn delivery_bin(&self) -> Option<SimTime> {
        self.delivery_bin
    }

    pub fn now(&self) -> SimTime {
        self.now
    }

    pub fn events_processed(&self) -> u64 {
        self.events_processed
    }

    /// Endpoint timer wake-ups delivered so far.
    pub fn timer_wakeups(&self) -> u64 {
        self.timer_wakeups
    }

    /// Times an endpoint reported an already expired deadline right after `handle_timeout`
    /// (each was served 1 ns later); 0 for a transport whose timers behave.
    pub fn overdue_deadlines(&self) -> u64 {
        self.overdue_deadlines
    }

    /// The most packets that existed at once (the packet pool's size).
    pub fn packet_buffers(&self) -> usize {
        self.pool.buffers()
    }

    pub fn network(&self) -> &Network {
        &self.network
    }

    pub fn endpoints(&self) -> &[E] {
        &self.endpoints
    }

    pub fn flow_outcomes(&self) -> impl Iterator<Item = &FlowOutcome> {
        self.flows.iter().map(|state| &state.outcome)
    }

    pub fn fault_descriptions(&self) -> &[String] {
        &self.fault_descriptions
    }

    /// The recorded time series, if recording was on.
    pub fn take_recorder(&mut self) -> Option<SeriesRecorder> {
        self.recorder.take()
    }
}
