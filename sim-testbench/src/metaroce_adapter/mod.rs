//! MetaRoCE in the simulator: an adapter that drives the `metaroce` transport core, unchanged,
//! from the simulator's clock and packets. Each flow is one SEND of `bytes` on its own stream
//! (stream id = flow id) over the sender's connection to the receiver; the receiver posts a
//! matching receive on the connection the sender opened, and when the core completes it, the
//! adapter checks every byte of the receive buffer against the flow's pattern.
//!
//! The adapter observes but never steers the core: it reads the RETRANSMIT flag of outgoing
//! DATA packets (per-flow retransmission counts) and the stream and offset of incoming ones
//! (to count segments that arrive a second time — spurious retransmissions — and to follow
//! each flow's delivered and in-order bytes). Everything else (paths, congestion control,
//! timers, ACK policy) is the core's default configuration, except the path count and
//! receiver hints the scenario sets and the overrides of `[transport.metaroce]`. The core's
//! timer deadline is passed to the simulator as it is: the core only reports a pacing instant
//! when data waits for the pacer, so no wake-up back-off is needed.

mod flows;
mod settings;

use std::collections::{HashMap, VecDeque};
use std::net::Ipv4Addr;

use metaroce::transport::DropCounters;
use metaroce::wire::{DEFAULT_UDP_PORT, Flags, Opcode};
use metaroce::{
    Access, BufferRequest, CompletionStatus, ConnectionHandle, Datagram, Event, Instant, OpKind,
};

use flows::{IncomingFlow, OutgoingFlow};
pub use settings::MetaroceSettings;

use crate::endpoint::{FlowEvent, FlowProgress, PathSample, TransportCounters, TransportEndpoint};
use crate::error::SimError;
use crate::ids::{FlowId, HostId};
use crate::packet::{Ecn, FiveTuple, Packet};
use crate::time::SimTime;
use crate::workload::FlowSpec;
/// Virtual address of flow `id`'s buffer: flows never share an address range.
fn flow_buffer_addr(flow: FlowId) -> u64 {
    (u64::from(flow.0) + 1) << 32
}

fn refused(host: HostId, what: &str, error: metaroce::Error) -> SimError {
    SimError::Endpoint {
        host: host.0,
        reason: format!("{what}: {error}"),
    }
}

fn instant(now: SimTime) -> Instant {
    Instant::from_nanos(now.as_ns())
}

/// One host running the `metaroce` core.
#[derive(Debug)]
pub struct MetaroceEndpoint {
    host: HostId,
    core: metaroce::Endpoint,
    settings: MetaroceSettings,
    /// Connections this host opened, by peer: it sends on these only.
    outgoing_conns: HashMap<Ipv4Addr, ConnectionHandle>,
    /// Connections peers opened to this host, by peer: their flows arrive on these.
    incoming_conns: HashMap<Ipv4Addr, ConnectionHandle>,
    /// Flows to receive whose sender's connection has not arrived yet, by peer.
    waiting_for_conn: HashMap<Ipv4Addr, Vec<FlowId>>,
    sending: HashMap<u32, OutgoingFlow>,
    receiving: HashMap<u32, IncomingFlow>,
    flow_events: VecDeque<FlowEvent>,
    counters: TransportCounters,
    /// Set when the core refused a call the adapter made; reported by the next call.
    failure: Option<String>,
    /// The time of the latest call (for logs).
    now: SimTime,
}

impl MetaroceEndpoint {
    pub fn new(host: HostId, settings: MetaroceSettings) -> Result<Self, SimError> {
        let mut core = metaroce::Endpoint::new(settings.endpoint_config(host))
            .map_err(|e| refused(host, "creating the endpoint", e))?;
        core.set_accept_config(settings.connection_config())
            .map_err(|e| refused(host, "configuring accepted connections", e))?;
        Ok(MetaroceEndpoint {
            host,
            core,
            settings,
            outgoing_conns: HashMap::new(),
            incoming_conns: HashMap::new(),
            waiting_for_conn: HashMap::new(),
            sending: HashMap::new(),
            receiving: HashMap::new(),
            flow_events: VecDeque::new(),
            counters: TransportCounters::default(),
            failure: None,
            now: SimTime::ZERO,
        })
    }

    /// Posts the receive of `flow` on `conn`.
    fn post_receive(&mut self, conn: ConnectionHandle, flow: FlowId) -> Result<(), SimError> {
        let Some(incoming) = self.receiving.get_mut(&flow.0) else {
            return Ok(());
        };
        let bytes = incoming.spec.bytes;
        let key = self
            .core
            .register_memory(
                flow_buffer_addr(flow),
                bytes,
                Access::LOCAL_WRITE.union(Access::LOCAL_READ),
            )
            .map_err(|e| refused(self.host, "registering a receive buffer", e))?;
        incoming.key = Some(key);
        let request = BufferRequest {
            wr_id: u64::from(flow.0),
            local_key: key,
            local_offset: 0,
            len: bytes,
        };
        self.core
            .post_recv(conn, flow.0, request)
            .map_err(|e| refused(self.host, "posting a receive", e))
    }

    /// Turns the core's events into flow events, posting waiting receives on new connections.
    fn drain_core_events(&mut self) {
        while let Some(event) = self.core.poll_event() {
            match event {
                Event::Connected(conn) => {
                    if self.outgoing_conns.values().any(|&c| c == conn) {
                        continue;
                    }
                    let Some(peer) = self.core.connection(conn).map(|c| c.peer_addr()) else {
                        continue;
                    };
                    self.incoming_conns.insert(peer, conn);
                    for flow in self.waiting_for_conn.remove(&peer).unwrap_or_default() {
                        if let Err(error) = self.post_receive(conn, flow) {
                            self.failure.get_or_insert(error.to_string());
                        }
                    }
                }
                Event::Completion(done) => match done.kind {
                    OpKind::Recv => self.on_receive_done(done.stream, done.status, done.bytes),
                    OpKind::Send | OpKind::Write => {
                        if done.status != CompletionStatus::Success {
                            log::warn!(
                                "host {}: send of flow {} ended {:?}",
                                self.host.0,
                                done.stream,
                                done.status
                            );
                        }
                        if let Some(key) = self
                            .sending
                            .get_mut(&done.stream)
                            .and_then(|flow| flow.key.take())
                        {
                            let _ = self.core.deregister_memory(key);
                        }
                    }
                    OpKind::IncomingWrite => {
                        log::warn!("host {}: refused an incoming WRITE", self.host.0);
                    }
                },
                Event::PathStateChanged { conn, path, state } => {
                    let srtt = self
                        .core
                        .connection(conn)
                        .and_then(|c| c.paths().get(usize::from(path)))
                        .and_then(|p| p.rtt().smoothed());
                    if let Some(srtt) = srtt {
                        let us = srtt.as_secs_f64() * 1e6;
                        let max = self.counters.max_srtt_us.get_or_insert(us);
                        *max = max.max(us);
                    }
                    log::debug!(
                        "{:.3} us host {}: connection {} path {path} is now {state:?} (srtt {:?})",
                        self.now.as_us_f64(),
                        self.host.0,
                        conn.0,
                        srtt
                    );
                }
                Event::Closed(conn) => {
                    log::warn!("host {}: connection {} closed", self.host.0, conn.0);
                }
            }
        }
    }

    fn on_receive_done(&mut self, stream: u32, status: CompletionStatus, bytes: u64) {
        let Some(incoming) = self.receiving.get_mut(&stream) else {
            return;
        };
        let Some(key) = incoming.key.take() else {
            return;
        };
        if status != CompletionStatus::Success {
            log::warn!(
                "host {}: receive of flow {stream} ended {status:?}",
                self.host.0
            );
            let _ = self.core.deregister_memory(key);
            return;
        }
        let spec = incoming.spec;
        let (verified_bytes, corrupt_bytes) = match self.core.memory(key) {
            Ok(memory) => {
                let received = &memory[..(bytes.min(spec.bytes) as usize)];
                let verified = spec.pattern.count_matching(0, received);
                (verified, spec.bytes - verified)
            }
            Err(_) => (0, spec.bytes),
        };
        let _ = self.core.deregister_memory(key);
        self.flow_events.push_back(FlowEvent::Received {
            flow: spec.id,
            verified_bytes,
            corrupt_bytes,
        });
    }

    /// Notes the segment an incoming DATA packet carries; true if it had arrived before.
    fn note_segment(&mut self, payload: &[u8]) -> Option<(u32, u64)> {
        let packet = metaroce::wire::Packet::new_checked(payload).ok()?;
        if packet.opcode().ok()? != Opcode::Send {
            return None;
        }
        let segment = u64::from(packet.data_offset()) / u64::from(self.settings.mtu());
        Some((packet.data_stream(), segment))
    }
}

/// Drops the core counted for reasons other than "already had it".
fn rejected(drops: &DropCounters) -> u64 {
    drops.total() - drops.duplicate
}

impl TransportEndpoint for MetaroceEndpoint {
    fn prepare_receive(&mut self, _now: SimTime, flow: &FlowSpec) -> Result<(), SimError> {
        let segments = flow.bytes.div_ceil(u64::from(self.settings.mtu())).max(1);
        self.receiving.insert(
            flow.id.0,
            IncomingFlow {
                spec: *flow,
                key: None,
                arrived: vec![0; segments.div_ceil(64) as usize],
                progress: FlowProgress::default(),
            },
        );
        let peer = flow.src.addr();
        match self.incoming_conns.get(&peer) {
            Some(&conn) => self.post_receive(conn, flow.id),
            None => {
                self.waiting_for_conn.entry(peer).or_default().push(flow.id);
                Ok(())
            }
        }
    }

    fn start_flow(&mut self, now: SimTime, flow: &FlowSpec) -> Result<(), SimError> {
        self.now = now;
        let peer = flow.dst.addr();
        let conn = match self.outgoing_conns.get(&peer) {
            Some(&conn) => conn,
            None => {
                let conn = self
                    .core
                    .connect(
                        instant(now),
                        peer,
                        DEFAULT_UDP_PORT,
                        self.settings.connection_config(),
                    )
                    .map_err(|e| refused(self.host, "connecting", e))?;
                self.outgoing_conns.insert(peer, conn);
                conn
            }
        };
        let key = self
            .core
            .register_memory(flow_buffer_addr(flow.id), flow.bytes, Access::LOCAL_READ)
            .map_err(|e| refused(self.host, "registering a send buffer", e))?;
        let memory = self
            .core
            .memory_mut(key)
            .map_err(|e| refused(self.host, "filling a send buffer", e))?;
        flow.pattern.fill(0, memory);
        let request = BufferRequest {
            wr_id: u64::from(flow.id.0),
            local_key: key,
            local_offset: 0,
            len: flow.bytes,
        };
        self.core
            .post_send(conn, flow.id.0, request)
            .map_err(|e| refused(self.host, "posting a send", e))?;
        self.sending.insert(
            flow.id.0,
            OutgoingFlow {
                conn,
                key: Some(key),
                retransmitted: 0,
            },
        );
        self.drain_core_events();
        match self.failure.take() {
            Some(reason) => Err(SimError::Endpoint {
                host: self.host.0,
                reason,
            }),
            None => Ok(()),
        }
    }

    fn handle_packet(&mut self, now: SimTime, packet: &Packet) {
        self.now = now;
        log::trace!(
            "{:.3} us host {} <- {}:{} {:?} {} bytes",
            now.as_us_f64(),
            self.host.0,
            packet.tuple.src,
            packet.tuple.src_port,
            metaroce::wire::Packet::new_checked(packet.payload()).map(|p| p.opcode()),
            packet.payload().len()
        );
        let segment = self.note_segment(packet.payload());
        let rejected_before = rejected(self.core.drops());
        self.core.handle_datagram(
            instant(now),
            Datagram {
                src_addr: packet.tuple.src,
                src_port: packet.tuple.src_port,
                ecn: match packet.ecn {
                    Ecn::NotEct => metaroce::wire::Ecn::NotEct,
                    Ecn::Ect0 => metaroce::wire::Ecn::Ect0,
                    Ecn::Ce => metaroce::wire::Ecn::Ce,
                },
                payload: packet.payload(),
            },
        );
        let accepted = rejected(self.core.drops()) == rejected_before;
        if let (true, Some((stream, segment))) = (accepted, segment)
            && let Some(incoming) = self.receiving.get_mut(&stream)
            && let Some(word) = incoming.arrived.get_mut((segment / 64) as usize)
        {
            let bit = 1u64 << (segment % 64);
            if *word & bit != 0 {
                self.counters.duplicate_data_packets += 1;
            } else {
                *word |= bit;
                incoming.on_new_segment(now, segment, u64::from(self.settings.mtu()));
            }
        }
        self.drain_core_events();
        if let Some(reason) = self.failure.take() {
            log::error!("host {}: {reason}", self.host.0);
        }
    }

    fn poll_transmit(&mut self, now: SimTime, packet: &mut Packet) -> bool {
        let Some(transmit) = self.core.poll_transmit(instant(now), packet.buffer_mut()) else {
            return false;
        };
        log::trace!(
            "{:.3} us host {} -> {}:{} from port {} {:?} path {} {} bytes",
            now.as_us_f64(),
            self.host.0,
            transmit.dst_addr,
            transmit.dst_port,
            transmit.src_port,
            transmit.opcode,
            transmit.path,
            transmit.len
        );
        packet.set_payload_len(transmit.len);
        packet.ecn = Ecn::Ect0;
        packet.tuple = FiveTuple {
            src: self.host.addr(),
            dst: transmit.dst_addr,
            src_port: transmit.src_port,
            dst_port: transmit.dst_port,
        };
        self.counters.packets_sent += 1;
        if transmit.opcode.is_data()
            && let Ok(sent) = metaroce::wire::Packet::new_checked(packet.payload())
            && sent.flags().contains(Flags::RETRANSMIT)
        {
            self.counters.retransmitted_packets += 1;
            if let Some(flow) = self.sending.get_mut(&sent.data_stream()) {
                flow.retransmitted += 1;
            }
        }
        true
    }

    /// The core's next deadline: its timers (RTO, delayed ACK, hint interval, CONNECT retry,
    /// RNR delay) and, when new data waits for the pacer, the instant the pacer allows it.
    fn poll_timeout(&self) -> Option<SimTime> {
        self.core
            .poll_timeout()
            .map(|at| SimTime::from_ns(at.as_nanos()))
    }

    fn handle_timeout(&mut self, now: SimTime) {
        self.now = now;
        self.core.handle_timeout(instant(now));
        self.drain_core_events();
    }

    fn poll_flow_event(&mut self) -> Option<FlowEvent> {
        self.flow_events.pop_front()
    }

    fn counters(&self) -> TransportCounters {
        let mut counters = self.counters;
        for connection in self.core.connections() {
            let stats = connection.stats();
            counters.timeouts += stats.rtos;
            counters.path_failures += stats.path_failures;
        }
        counters
    }

    fn flow_retransmitted_packets(&self, flow: FlowId) -> u64 {
        self.sending.get(&flow.0).map_or(0, |f| f.retransmitted)
    }

    fn path_samples(&self, flow: FlowId, out: &mut Vec<PathSample>) {
        let Some(connection) = self
            .sending
            .get(&flow.0)
            .and_then(|f| self.core.connection(f.conn))
        else {
            return;
        };
        let mtu = u64::from(connection.mtu());
        let hint = connection.peer_rate_hint_mbps();
        for path in connection.paths() {
            out.push(PathSample {
                path: u32::from(path.id()),
                window_bytes: Some(path.window()),
                rate_gbps: (hint > 0).then(|| f64::from(hint) / 1000.0),
                acked_bytes: path.stats().acked * mtu,
                in_flight_bytes: Some(path.bytes_in_flight()),
                srtt_us: path.rtt().smoothed().map(|d| d.as_secs_f64() * 1e6),
                ce_marks: Some(path.stats().ce_marks),
                timeouts: Some(path.stats().rtos),
            });
        }
    }

    fn flow_progress(&self, flow: FlowId) -> FlowProgress {
        self.receiving
            .get(&flow.0)
            .map_or_else(FlowProgress::default, |incoming| incoming.progress)
    }
}
