//! One MetaRoCE connection: its paths, both directions of data, and its control traffic.
//!
//! A connection is driven only through its [`super::Endpoint`], which owns the memory
//! regions and demultiplexes packets. The receive direction runs
//! [`receive_data_packet`](super::receive_step::receive_data_packet) per DATA packet; the
//! send direction schedules segments over the paths within their windows.

use std::collections::VecDeque;

use rustc_hash::FxHashSet;
use std::net::Ipv4Addr;
use std::time::Duration;

use super::config::ConnectionConfig;
use super::events::{Completion, CompletionStatus, ConnectionHandle, Event, OpKind};
use super::inbound_messages::InboundMessages;
use super::memory::MemoryRegions;
use super::path::{AckOrigin, LossRule, PathState, PathTx, RtoConfig, SegmentRef};
use super::receive_step::{AckDecision, AckPolicy, PathRxWindow, RxVerdict, receive_data_packet};
use super::recv_queue::RecvQueues;
use super::send_queue::{OutKind, SendQueue};
use super::spray::{PORT_RANGE_LEN, PORT_RANGE_START, mix};
use super::stats::{ConnectionStats, DropCounters};
use crate::Instant;
use crate::wire::{
    AckRepr, Body, DataKind, DataRepr, Flags, HandshakeRepr, Header, NackCode, NackRepr, Opcode,
    Packet, ProbeRepr, Repr,
};

/// Where a connection is in its life.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ConnectionState {
    /// CONNECT sent, waiting for ACCEPT.
    Connecting,
    /// Data flows.
    Established,
    /// Closed; no more work.
    Closed,
}

/// The receive side of one path.
#[derive(Debug)]
struct PathRx {
    window: PathRxWindow,
    /// UDP source port the peer's path uses (ACKs go back on it).
    peer_port: u16,
    ack_due: Option<Instant>,
    ack_now: bool,
}

/// One received packet, parsed, with how it arrived.
#[derive(Debug)]
pub(crate) struct Inbound<'a> {
    pub now: Instant,
    pub repr: Repr,
    pub packet: Packet<&'a [u8]>,
    pub src_port: u16,
    pub ce: bool,
}

/// What the receive path borrows from its endpoint.
#[derive(Debug)]
pub(crate) struct ReceiverEnv<'a> {
    pub memory: &'a mut MemoryRegions,
    pub drops: &'a mut DropCounters,
    pub policy: AckPolicy,
    pub ack_delay: Duration,
}

/// A packet ready to be put on the wire by the datapath.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Transmit {
    /// Destination IPv4 address.
    pub dst_addr: Ipv4Addr,
    /// Destination UDP port.
    pub dst_port: u16,
    /// Source UDP port: the path's entropy.
    pub src_port: u16,
    /// Bytes of MetaRoCE packet written at the front of the caller's buffer.
    pub len: usize,
    /// The path the packet belongs to.
    pub path: u16,
    /// The packet's opcode.
    pub opcode: Opcode,
}

/// One connection.
#[derive(Debug)]
pub struct Connection {
    pub(crate) handle: ConnectionHandle,
    pub(crate) local_id: u32,
    pub(crate) peer_id: u32,
    pub(crate) peer_addr: Ipv4Addr,
    pub(crate) peer_port: u16,
    state: ConnectionState,
    config: ConnectionConfig,
    mtu: u32,
    port_base: u16,
    local_udp_port: u16,
    local_ingress_mbps: u32,
    connect_due: Option<Instant>,
    connect_attempts: u32,
    /// When the connection last made progress: established, acknowledged something, or
    /// started sending after being idle. The idle timeout counts from here.
    last_progress: Instant,
    /// The latest `now` any call brought: what counts as already due.
    last_now: Instant,
    accepts_sent: u32,
    paths: Vec<PathTx>,
    rx: Vec<PathRx>,
    sends: SendQueue,
    recvs: RecvQueues,
    nacks: VecDeque<(u16, NackRepr)>,
    acks: VecDeque<u16>,
    send_accept: bool,
    path_cursor: usize,
    /// Bytes the path at `path_cursor` may still send in its turn.
    path_credit: i64,
    peer_hint_mbps: u32,
    pace_next: Instant,
    /// Set when new data waits for the pacer: the instant it may go.
    pace_wakeup: Option<Instant>,
    /// Some path may have a retransmission queued (cleared when a scan finds none).
    retransmit_pending: bool,
    pub(crate) hint_mbps: u32,
    pub(crate) rx_bytes_interval: u64,
    /// DATA packets, and CE-marked ones, received in the current hint interval.
    pub(crate) rx_packets_interval: u64,
    pub(crate) rx_ce_interval: u64,
    /// Accepted since the hints were last recomputed (counts as a sender about to start).
    pub(crate) fresh: bool,
    /// Bytes still expected of the messages arriving (weights this sender's hint).
    pub(crate) inbound: InboundMessages,
    /// A message arrived complete since the endpoint last looked.
    pub(crate) inbound_completed: bool,
    reported_violations: FxHashSet<(u32, u32)>,
    events: VecDeque<Event>,
    stats: ConnectionStats,
}

/// Bytes a DATA packet occupies on the wire beyond its payload: the MetaRoCE DATA header
/// (56), Ethernet + IPv4 + UDP (42), and Ethernet's FCS, preamble and inter-frame gap (24).
/// Rate hints are shares of the ingress line rate, so the pacer and the receiver's rate
/// measurement count these too; counting payload alone would oversubscribe the link by
/// the header overhead and build a standing queue.
pub(crate) const DATA_WIRE_OVERHEAD: u64 = 56 + 42 + 24;

/// The UDP source port of `path` in `epoch`: distinct for every (path, epoch) of a
/// connection until the ephemeral range wraps.
fn entropy_port(base: u16, paths: u16, path: u16, epoch: u8) -> u16 {
    let index = u32::from(base) + u32::from(epoch) * u32::from(paths) + u32::from(path);
    PORT_RANGE_START + (index % PORT_RANGE_LEN) as u16
}

impl Connection {
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn new(
        handle: ConnectionHandle,
        local_id: u32,
        peer_addr: Ipv4Addr,
        peer_port: u16,
        local_udp_port: u16,
        local_ingress_mbps: u32,
        config: ConnectionConfig,
        port_seed: u32,
    ) -> Self {
        let port_base = (port_seed % PORT_RANGE_LEN) as u16;
        let mut conn = Self {
            handle,
            local_id,
            peer_id: 0,
            peer_addr,
            peer_port,
            state: ConnectionState::Connecting,
            mtu: u32::from(config.mtu),
            config,
            port_base,
            local_udp_port,
            local_ingress_mbps,
            connect_due: None,
            connect_attempts: 0,
            last_progress: Instant::ZERO,
            last_now: Instant::ZERO,
            accepts_sent: 0,
            paths: Vec::new(),
            rx: Vec::new(),
            sends: SendQueue::default(),
            recvs: RecvQueues::default(),
            nacks: VecDeque::new(),
            acks: VecDeque::new(),
            send_accept: false,
            path_cursor: 0,
            path_credit: 0,
            peer_hint_mbps: 0,
            pace_next: Instant::ZERO,
            pace_wakeup: None,
            retransmit_pending: false,
            hint_mbps: 0,
            rx_bytes_interval: 0,
            rx_packets_interval: 0,
            rx_ce_interval: 0,
            fresh: false,
            inbound: InboundMessages::default(),
            inbound_completed: false,
            reported_violations: FxHashSet::default(),
            events: VecDeque::new(),
            stats: ConnectionStats::default(),
        };
        conn.build_paths(conn.config.paths);
        conn
    }

    /// The UDP source port of `path` in `epoch`.
    fn port_for(&self, path: u16, epoch: u8) -> u16 {
        entropy_port(self.port_base, self.config.paths, path, epoch)
    }

    fn build_paths(&mut self, count: u16) {
        self.config.paths = count;
        let mss = u64::from(self.mtu);
        self.paths = (0..count)
            .map(|id| {
                let path = PathTx::new(
                    id,
                    self.port_for(id, 0),
                    self.config.initial_psn,
                    self.config.congestion.build(mss),
                );
                match self.config.entropies_per_path {
                    0 | 1 => path,
                    entropies => {
                        path.spraying(entropies, mix(u64::from(self.port_base), u64::from(id)))
                    }
                }
            })
            .collect();
    }

    /// When a path declares a packet lost: `reorder_threshold` later packets acknowledged,
    /// and for spraying paths also older than the path's RTT spread (see [`LossRule`]).
    fn loss_rule(&self) -> LossRule {
        LossRule {
            later_acked: self.config.reorder_threshold,
            spray_slack: (self.config.entropies_per_path > 1).then_some(self.config.max_ack_delay),
        }
    }

    fn rto_config(&self) -> RtoConfig {
        RtoConfig {
            initial: self.config.initial_rto,
            min: self.config.min_rto,
            max: self.config.max_rto,
            max_ack_delay: self.config.max_ack_delay,
        }
    }

    /// The id this endpoint gave the connection (what the peer puts in its headers).
    pub fn local_id(&self) -> u32 {
        self.local_id
    }
    /// The receive window of `path` (its epoch, cumulative PSN and SACK bits), once the
    /// connection is established.
    pub fn rx_window(&self, path: u16) -> Option<&PathRxWindow> {
        self.rx.get(usize::from(path)).map(|rx| &rx.window)
    }

    /// Lifecycle state.
    pub fn state(&self) -> ConnectionState {
        self.state
    }
    /// Paths, sender side.
    pub fn paths(&self) -> &[PathTx] {
        &self.paths
    }
    /// Counters.
    pub fn stats(&self) -> &ConnectionStats {
        &self.stats
    }
    /// The rate hint the peer last sent us, Mb/s (0: none).
    pub fn peer_rate_hint_mbps(&self) -> u32 {
        self.peer_hint_mbps
    }
    /// The rate hint we send the peer, Mb/s (0: none).
    pub fn rate_hint_mbps(&self) -> u32 {
        self.hint_mbps
    }
    /// The peer's address.
    pub fn peer_addr(&self) -> Ipv4Addr {
        self.peer_addr
    }
    /// Payload bytes per packet.
    pub fn mtu(&self) -> u32 {
        self.mtu
    }
    /// Whether nothing is left to send or acknowledge.
    pub fn is_idle(&self) -> bool {
        !self.sends.has_pending()
            && self
                .paths
                .iter()
                .all(|p| p.bytes_in_flight() == 0 && !p.has_retransmit())
    }

    pub(crate) fn start_connect(&mut self, now: Instant) {
        self.connect_due = Some(now);
        self.last_progress = now;
    }

    /// This side's CONNECT (`accept` false) or ACCEPT (`accept` true) parameters.
    pub(crate) fn handshake(&self, accept: bool) -> HandshakeRepr {
        HandshakeRepr {
            src_conn_id: self.local_id,
            path_count: self.config.paths,
            mtu: self.config.mtu,
            initial_psn: self.config.initial_psn,
            udp_port: self.local_udp_port,
            first_src_port: self.port_for(0, 0),
            ingress_rate_mbps: self.local_ingress_mbps,
            rate_hint_mbps: if accept { self.hint_mbps } else { 0 },
        }
    }

    /// Takes the peer's handshake: paths are the smaller count, MTU the smaller MTU.
    pub(crate) fn establish(&mut self, now: Instant, peer: &HandshakeRepr, accepting: bool) {
        if self.state == ConnectionState::Established {
            return;
        }
        self.peer_id = peer.src_conn_id;
        self.peer_port = peer.udp_port;
        if !accepting && self.config.honour_rate_hints {
            // The acceptor's initial share: the first packets are paced at it already.
            self.peer_hint_mbps = peer.rate_hint_mbps;
        }
        let paths = self.config.paths.min(peer.path_count);
        self.mtu = u32::from(self.config.mtu.min(peer.mtu));
        self.config.mtu = self.mtu as u16;
        self.build_paths(paths);
        let first = peer.first_src_port;
        self.rx = (0..paths)
            .map(|id| PathRx {
                window: PathRxWindow::new(0, peer.initial_psn),
                peer_port: first.wrapping_add(id),
                ack_due: None,
                ack_now: false,
            })
            .collect();
        self.state = ConnectionState::Established;
        self.connect_due = None;
        self.last_progress = now;
        self.send_accept = accepting;
        self.events.push_back(Event::Connected(self.handle));
    }

    pub(crate) fn resend_accept(&mut self) {
        if self.state == ConnectionState::Established {
            self.send_accept = true;
        }
    }

    pub(crate) fn post(
        &mut self,
        stream: u32,
        kind: OutKind,
        local_key: u32,
        local_offset: u64,
        len: u32,
        wr_id: u64,
    ) {
        self.sends
            .post(stream, kind, local_key, local_offset, len, wr_id, self.mtu);
    }

    pub(crate) fn post_recv(&mut self, stream: u32, key: u32, addr: u64, len: u64, wr_id: u64) {
        self.recvs.post(stream, key, addr, len, wr_id);
    }

    pub(crate) fn close(&mut self) {
        if self.state != ConnectionState::Closed {
            self.state = ConnectionState::Closed;
            self.sends.fail_all();
            self.recvs.fail_all();
            self.inbound.clear();
            self.events.push_back(Event::Closed(self.handle));
        }
    }

    // ----- receive direction -------------------------------------------------------------

    /// Handles one parsed packet addressed to this connection.
    pub(crate) fn handle_packet(&mut self, packet: &Inbound<'_>, env: &mut ReceiverEnv<'_>) {
        self.last_now = self.last_now.max(packet.now);
        let header = packet.repr.header;
        let now = packet.now;
        let drops = &mut *env.drops;
        match packet.repr.body {
            Body::Accept(hs) => {
                if self.state == ConnectionState::Connecting {
                    self.establish(now, &hs, false);
                }
            }
            Body::Close(_) => self.close(),
            Body::Connect(_) => drops.unexpected += 1,
            _ if self.state != ConnectionState::Established => drops.not_established += 1,
            Body::Data(data) => self.on_data(header, &data, packet, env),
            Body::Ack(ack) => self.on_ack(now, header, &ack, packet.src_port, drops),
            Body::Nack(nack) => self.on_nack(now, header, &nack, drops),
            Body::Probe(probe) => self.on_probe(header, &probe, packet.src_port, drops),
        }
    }

    fn on_data(
        &mut self,
        header: Header,
        data: &DataRepr,
        packet: &Inbound<'_>,
        env: &mut ReceiverEnv<'_>,
    ) {
        let drops = &mut *env.drops;
        let Some(rx) = self.rx.get_mut(usize::from(header.path_id)) else {
            drops.bad_path += 1;
            return;
        };
        if header.path_epoch != rx.window.epoch {
            drops.stale_epoch += 1;
            return;
        }
        let outcome = receive_data_packet(
            &mut rx.window,
            env.policy,
            &*env.memory,
            &self.recvs,
            data,
            header.flags,
            packet.ce,
        );
        rx.peer_port = packet.src_port;
        match outcome.ack {
            AckDecision::Now => {
                rx.ack_due = None;
                if !rx.ack_now {
                    rx.ack_now = true;
                    self.acks.push_back(header.path_id);
                }
            }
            AckDecision::Later => {
                rx.ack_due.get_or_insert(packet.now + env.ack_delay);
            }
            AckDecision::None => {}
        }
        self.rx_packets_interval += 1;
        if packet.ce {
            self.stats.ce_received += 1;
            self.rx_ce_interval += 1;
        }
        match outcome.verdict {
            RxVerdict::Place { key, addr } => {
                let written = env.memory.write(key, addr, packet.packet.data_payload());
                debug_assert!(written, "the step checked the region");
                self.stats.bytes_placed += u64::from(data.payload_len);
                self.rx_bytes_interval += u64::from(data.payload_len) + DATA_WIRE_OVERHEAD;
                self.inbound_completed |= self.inbound.on_placed(
                    data.kind == DataKind::Send,
                    data.stream,
                    data.msn,
                    data.msg_len,
                    data.payload_len,
                );
                if data.kind == DataKind::Send {
                    self.recvs.on_placed(
                        data.stream,
                        data.msn,
                        data.offset,
                        data.msg_len,
                        self.mtu,
                    );
                }
            }
            RxVerdict::Duplicate => drops.duplicate += 1,
            RxVerdict::OutOfWindow => drops.out_of_window += 1,
            RxVerdict::Nack(code) => {
                let opcode = Opcode::from(data.kind);
                match code {
                    NackCode::RemoteAccess => {
                        drops.access_violation += 1;
                        if opcode == Opcode::Send {
                            self.recvs.on_refused(data.stream, data.msn);
                        } else if self.reported_violations.insert((data.stream, data.msn)) {
                            self.events.push_back(Event::Completion(Completion {
                                conn: self.handle,
                                stream: data.stream,
                                wr_id: 0,
                                kind: OpKind::IncomingWrite,
                                status: CompletionStatus::RemoteAccessError,
                                bytes: u64::from(data.msg_len),
                            }));
                        }
                    }
                    NackCode::ReceiverNotReady => drops.receiver_not_ready += 1,
                }
                self.nacks.push_back((
                    header.path_id,
                    NackRepr {
                        code,
                        stream: data.stream,
                        msn: data.msn,
                        psn: data.psn,
                        opcode,
                    },
                ));
            }
        }
    }

    fn on_probe(
        &mut self,
        header: Header,
        probe: &ProbeRepr,
        src_port: u16,
        drops: &mut DropCounters,
    ) {
        let Some(rx) = self.rx.get_mut(usize::from(header.path_id)) else {
            drops.bad_path += 1;
            return;
        };
        let newer = (header.path_epoch.wrapping_sub(rx.window.epoch) as i8) > 0;
        if newer {
            rx.window.reset(header.path_epoch, probe.first_psn);
            rx.window.echo_timestamp = probe.timestamp;
        } else if header.path_epoch != rx.window.epoch {
            drops.stale_epoch += 1;
            return;
        }
        rx.peer_port = src_port;
        if !rx.ack_now {
            rx.ack_now = true;
            self.acks.push_back(header.path_id);
        }
    }

    fn on_ack(
        &mut self,
        now: Instant,
        header: Header,
        ack: &AckRepr,
        ack_port: u16,
        drops: &mut DropCounters,
    ) {
        let rto = self.rto_config();
        let loss_rule = self.loss_rule();
        let Some(path) = self.paths.get_mut(usize::from(header.path_id)) else {
            drops.bad_path += 1;
            return;
        };
        let before = path.state();
        let sends = &mut self.sends;
        let from = AckOrigin {
            epoch: header.path_epoch,
            port: ack_port,
        };
        let effect = path.on_ack(now, from, ack, loss_rule, rto, |seg| sends.on_acked(seg));
        self.stats.packets_acked += effect.newly_acked;
        if effect.newly_acked > 0 {
            self.last_progress = now;
        }
        self.stats.packets_lost += effect.newly_lost;
        // A loss queues a retransmission; an ACK may open the window for a queued one.
        self.retransmit_pending |= path.has_retransmit();
        let take_hint = self.config.honour_rate_hints && header.path_epoch == path.epoch();
        let after = path.state();
        if before != after {
            self.events.push_back(Event::PathStateChanged {
                conn: self.handle,
                path: header.path_id,
                state: after,
            });
        }
        if take_hint {
            self.set_peer_hint(now, ack.rate_hint_mbps);
        }
        self.steer_off_congestion(now, usize::from(header.path_id));
    }

    /// Protective re-pathing: a path marked heavily for `repath_congested_rounds` rounds
    /// in a row while a sibling is clean sits on a hot link that other flows share (an
    /// ECMP collision). Its window already shrank; moving it to another route — once it has
    /// drained, so nothing is lost — lets the connection use the fabric's spare capacity.
    /// The path is congested, not failed: its failure count does not change. A path that
    /// sprays has no route of its own to leave: its marks are the fabric's, and it stays.
    fn steer_off_congestion(&mut self, now: Instant, index: usize) {
        if self.config.entropies_per_path > 1 {
            return;
        }
        let rounds = self.config.repath_congested_rounds;
        let path = &self.paths[index];
        if self.slowest_on_a_shared_route(index) {
            log::debug!(
                "conn {}: path {index} far slower than its siblings, draining to re-path",
                self.local_id
            );
            self.paths[index].start_draining();
        } else if rounds > 0 && !path.is_draining() && path.congested_rounds() >= rounds {
            let sibling_clean = self.paths.iter().enumerate().any(|(i, p)| {
                i != index && p.state() == PathState::Active && p.congested_rounds() == 0
            });
            if sibling_clean {
                log::debug!(
                    "conn {}: path {index} congested, draining to re-path",
                    self.local_id
                );
                self.paths[index].start_draining();
            }
        }
        if self.paths[index].is_draining() && self.paths[index].is_empty() {
            let new_port = self.port_for(index as u16, self.paths[index].epoch().wrapping_add(1));
            let cc = self.config.congestion.build(u64::from(self.mtu));
            self.paths[index].repath_off_congestion(now, new_port, cc);
            self.stats.congestion_repaths += 1;
        }
    }

    /// Whether path `index` is congested and its rate (window / srtt) is below
    /// `repath_slow_fraction` of the median rate of the connection's usable paths, while no
    /// path of the connection is draining to move. Marks on every path mean the fabric is
    /// busy; marks and a rate far below the siblings' mean this path's route carries more
    /// than theirs. The connection's bytes finish together only as fast as its slowest
    /// paths drain (measured in `docs/results.md`: permutation p99 and max FCT about 5 %
    /// lower over three seeds, mean unchanged).
    fn slowest_on_a_shared_route(&self, index: usize) -> bool {
        let fraction = self.config.repath_slow_fraction;
        let path = &self.paths[index];
        let Some(srtt) = path.rtt().smoothed() else {
            return false;
        };
        if fraction <= 0.0
            || path.state() != PathState::Congested
            || path.cc_metrics().slow_start
            || self.paths.iter().any(PathTx::is_draining)
        {
            return false;
        }
        let rate = |window: u64, srtt: Duration| window as f64 / srtt.as_secs_f64().max(1e-9);
        // rate < fraction × median ⟺ the upper median exceeds rate / fraction ⟺ at most
        // half of the rates are at or below it (counted, so nothing is allocated per ACK).
        let threshold = rate(path.window(), srtt) / fraction;
        let (mut usable, mut at_or_below) = (0usize, 0usize);
        for p in &self.paths {
            if let (PathState::Active | PathState::Congested, Some(srtt)) =
                (p.state(), p.rtt().smoothed())
            {
                usable += 1;
                at_or_below += usize::from(rate(p.window(), srtt) <= threshold);
            }
        }
        usable >= 3 && at_or_below <= usable / 2
    }

    fn on_nack(&mut self, now: Instant, header: Header, nack: &NackRepr, drops: &mut DropCounters) {
        if usize::from(header.path_id) >= self.paths.len() {
            drops.bad_path += 1;
            return;
        }
        let write = nack.opcode == Opcode::Write;
        match nack.code {
            NackCode::RemoteAccess => {
                self.sends
                    .on_remote_access_error(nack.stream, nack.msn, write)
            }
            NackCode::ReceiverNotReady if !write => self.sends.on_receiver_not_ready(
                now,
                nack.stream,
                nack.msn,
                self.config.rnr_delay,
                self.config.rnr_retries,
            ),
            NackCode::ReceiverNotReady => drops.unexpected += 1,
        }
    }

    // ----- timers ------------------------------------------------------------------------

    /// The earliest time this connection needs `handle_timeout`.
    pub(crate) fn next_deadline(&self) -> Option<Instant> {
        if self.state == ConnectionState::Closed {
            return None;
        }
        let paths = self.paths.iter().filter_map(PathTx::next_deadline);
        let acks = self.rx.iter().filter_map(|rx| rx.ack_due);
        // A CONNECT or PROBE already due is a packet waiting for `poll_transmit`, not a
        // timer: reporting it would make the caller spin while its link is busy.
        let future = |at: &Instant| *at > self.last_now;
        let sends = self
            .paths
            .iter()
            .filter_map(PathTx::probe_due)
            .chain(self.connect_due)
            .filter(future);
        paths
            .chain(acks)
            .chain(self.idle_deadline())
            .chain(self.pace_wakeup)
            .chain(self.sends.next_deadline())
            .chain(sends)
            .min()
    }

    /// When the connection counts as lost if nothing is acknowledged before: only while
    /// it is connecting or has data outstanding.
    fn idle_deadline(&self) -> Option<Instant> {
        let waiting = match self.state {
            ConnectionState::Connecting => true,
            ConnectionState::Established => self.paths.iter().any(|p| !p.is_empty()),
            ConnectionState::Closed => false,
        };
        waiting.then(|| self.last_progress + self.config.idle_timeout)
    }

    pub(crate) fn handle_timeout(&mut self, now: Instant) {
        self.last_now = self.last_now.max(now);
        if self.idle_deadline().is_some_and(|at| at <= now) {
            log::warn!(
                "connection {} to {}: nothing acknowledged for {:?}; closing",
                self.local_id,
                self.peer_addr,
                self.config.idle_timeout
            );
            self.stats.idle_timeouts += 1;
            self.close();
            return;
        }
        if self.pace_wakeup.is_some_and(|at| at <= now) {
            // The pacer allows data again; `poll_transmit` takes it from here.
            self.pace_wakeup = None;
        }
        for (id, rx) in self.rx.iter_mut().enumerate() {
            if rx.ack_due.is_some_and(|due| due <= now) {
                rx.ack_due = None;
                rx.window.since_ack = 0;
                if !rx.ack_now {
                    rx.ack_now = true;
                    self.acks.push_back(id as u16);
                }
            }
        }
        self.sends.on_timeout(now);
        let (rto, loss_rule) = (self.rto_config(), self.loss_rule());
        for index in 0..self.paths.len() {
            let more_data = self.sends.has_pending();
            let rto_fired = self.paths[index].on_timeout(now, rto, loss_rule, more_data);
            // A tail-loss probe or a timeout queued a retransmission.
            self.retransmit_pending |= self.paths[index].has_retransmit();
            if !rto_fired {
                continue;
            }
            self.retransmit_pending = true;
            self.stats.rtos += 1;
            self.events.push_back(Event::PathStateChanged {
                conn: self.handle,
                path: index as u16,
                state: self.paths[index].state(),
            });
            self.maybe_fail_path(now, index);
        }
    }

    /// A path that keeps timing out while a sibling is acknowledged is failed, not
    /// congested: its unacknowledged segments move to the siblings and it is re-pathed.
    ///
    /// Before that, at the path's first timeout, copies of its unacknowledged segments are
    /// already handed to the siblings (a *rescue*), so a message never waits out the
    /// several timeouts failure detection takes. The path keeps its own copies to fill its
    /// window if it comes back; the receiver places a duplicate segment harmlessly and
    /// counts it once.
    fn maybe_fail_path(&mut self, now: Instant, index: usize) {
        let path = &self.paths[index];
        if path.suspect_since().is_none() {
            return;
        }
        // A sibling is healthy if it was acknowledged after this path last was (it makes
        // progress while this one is silent), or if it has been acknowledged and has nothing
        // outstanding (idle, not broken). If every path is silent, the peer or the whole
        // fabric is down: neither rescuing nor re-pathing one path would help.
        let silent_since = path.last_ack_at();
        let sibling_healthy = self.paths.iter().enumerate().any(|(i, p)| {
            i != index
                && matches!(p.state(), PathState::Active | PathState::Congested)
                && p.last_ack_at().is_some_and(|at| {
                    silent_since.is_none_or(|silent| at > silent) || p.bytes_in_flight() == 0
                })
        });
        if !sibling_healthy {
            return;
        }
        if !path.is_rescued() {
            let sends = &mut self.sends;
            let mut rescued = 0;
            self.paths[index].rescue(|seg| {
                sends.resend(seg);
                rescued += 1;
            });
            self.stats.rescued_segments += rescued;
        }
        if self.paths[index].consecutive_rtos() < self.config.fail_after_rtos {
            return;
        }
        let new_port = self.port_for(index as u16, self.paths[index].epoch().wrapping_add(1));
        let cc = self.config.congestion.build(u64::from(self.mtu));
        let sends = &mut self.sends;
        self.paths[index].fail_and_repath(now, new_port, cc, |seg| sends.resend(seg));
        self.stats.path_failures += 1;
        self.events.push_back(Event::PathStateChanged {
            conn: self.handle,
            path: index as u16,
            state: PathState::Failed,
        });
    }

    // ----- transmit direction ------------------------------------------------------------

    /// Writes the next packet of this connection into `buf`, if any is due.
    pub(crate) fn poll_transmit(
        &mut self,
        now: Instant,
        memory: &MemoryRegions,
        buf: &mut [u8],
    ) -> Option<Transmit> {
        self.last_now = self.last_now.max(now);
        if self.state == ConnectionState::Closed {
            return None;
        }
        if self.state == ConnectionState::Connecting {
            let due = self.connect_due?;
            if now < due {
                return None;
            }
            // Back off exponentially, and try each attempt from another path's source
            // port, so a flapping or dead route cannot eat every attempt.
            let backoff = 1u32 << self.connect_attempts.min(6);
            let wait = (self.config.initial_rto * backoff).min(self.config.max_rto);
            self.connect_due = Some(now + wait);
            let path = (self.connect_attempts % u32::from(self.config.paths)) as u16;
            self.connect_attempts += 1;
            let header = Header::default();
            return self.emit(
                Repr {
                    header,
                    body: Body::Connect(self.handshake(false)),
                },
                path,
                buf,
            );
        }
        if self.send_accept {
            self.send_accept = false;
            // A repeated ACCEPT leaves from another path's port (another route).
            let path = (self.accepts_sent % u32::from(self.config.paths)) as u16;
            self.accepts_sent += 1;
            let header = self.header(path, Flags::default());
            return self.emit(
                Repr {
                    header,
                    body: Body::Accept(self.handshake(true)),
                },
                path,
                buf,
            );
        }
        if let Some((path, nack)) = self.nacks.pop_front() {
            let header = self.rx_header(path);
            return self.emit(
                Repr {
                    header,
                    body: Body::Nack(nack),
                },
                path,
                buf,
            );
        }
        if let Some(path) = self.acks.pop_front() {
            let rx = &mut self.rx[usize::from(path)];
            rx.ack_now = false;
            rx.ack_due = None;
            let ack = rx.window.ack(self.hint_mbps);
            let header = self.rx_header(path);
            self.stats.acks_sent += 1;
            return self.emit(
                Repr {
                    header,
                    body: Body::Ack(ack),
                },
                path,
                buf,
            );
        }
        if let Some(t) = self.poll_probe(now, buf) {
            return Some(t);
        }
        self.poll_data(now, memory, buf)
    }

    fn header(&self, path: u16, flags: Flags) -> Header {
        Header {
            flags,
            conn_id: self.peer_id,
            path_id: path,
            path_epoch: self.paths.get(usize::from(path)).map_or(0, PathTx::epoch),
        }
    }

    fn rx_header(&self, path: u16) -> Header {
        Header {
            flags: Flags::default(),
            conn_id: self.peer_id,
            path_id: path,
            path_epoch: self.rx[usize::from(path)].window.epoch,
        }
    }

    fn emit(&self, repr: Repr, path: u16, buf: &mut [u8]) -> Option<Transmit> {
        let len = repr.buffer_len();
        if buf.len() < len {
            log::error!("transmit buffer of {} bytes cannot hold {len}", buf.len());
            return None;
        }
        repr.emit_into(buf);
        let src_port = match repr.body {
            Body::Ack(_) | Body::Nack(_) => self.rx[usize::from(path)].peer_port,
            _ => self
                .paths
                .get(usize::from(path))
                .map_or(self.port_for(0, 0), PathTx::src_port),
        };
        Some(Transmit {
            dst_addr: self.peer_addr,
            dst_port: self.peer_port,
            src_port,
            len,
            path,
            opcode: repr.body.opcode(),
        })
    }

    fn poll_probe(&mut self, now: Instant, buf: &mut [u8]) -> Option<Transmit> {
        let timeout = self.config.initial_rto;
        let attempts = self.config.fail_after_rtos;
        let mss = u64::from(self.mtu);
        let (port_base, path_count) = (self.port_base, self.config.paths);
        for index in 0..self.paths.len() {
            let next_epoch_port = |epoch| entropy_port(port_base, path_count, index as u16, epoch);
            let factory = &self.config.congestion;
            let path = &mut self.paths[index];
            if let Some(first_psn) =
                path.poll_probe(now, timeout, attempts, next_epoch_port, || {
                    factory.build(mss)
                })
            {
                let header = self.header(index as u16, Flags(Flags::ACK_REQ));
                let probe = ProbeRepr {
                    first_psn,
                    timestamp: now.as_nanos(),
                };
                self.stats.probes_sent += 1;
                return self.emit(
                    Repr {
                        header,
                        body: Body::Probe(probe),
                    },
                    index as u16,
                    buf,
                );
            }
        }
        None
    }

    /// Whether the receiver's rate hint lets new data go now. The hint is enforced by
    /// pacing: each packet pushes the next send time out by its size at the hinted rate,
    /// with a burst allowance of two packets, so the send rate stays at or under the hint.
    fn hint_allows(&self, now: Instant) -> bool {
        self.peer_hint_mbps == 0 || self.pace_next <= now
    }

    /// Takes a new rate hint. The wait the pacer still owes for bytes already sent was
    /// reckoned at the old rate: it is rescaled to the new one, so a sender whose hint just
    /// rose (its receiver's other senders finished) goes on at once, not after a gap sized
    /// for its old share.
    fn set_peer_hint(&mut self, now: Instant, mbps: u32) {
        let old = self.peer_hint_mbps;
        if old != 0 && mbps != 0 && mbps != old && self.pace_next > now {
            let owed = (self.pace_next - now).as_nanos() as f64;
            let rescaled = owed * f64::from(old) / f64::from(mbps);
            self.pace_next = now + Duration::from_nanos(rescaled as u64);
            if self.pace_wakeup.is_some() {
                self.pace_wakeup = Some(self.pace_next);
            }
        }
        self.peer_hint_mbps = mbps;
    }

    fn charge_pacer(&mut self, now: Instant, bytes: u64) {
        if self.peer_hint_mbps == 0 {
            return;
        }
        let nanos_per_byte = 8_000.0 / f64::from(self.peer_hint_mbps);
        let burst = Duration::from_nanos((2.0 * f64::from(self.mtu) * nanos_per_byte) as u64);
        let earliest = Instant::from_nanos(now.as_nanos().saturating_sub(burst.as_nanos() as u64));
        let start = self.pace_next.max(earliest);
        self.pace_next = start + Duration::from_nanos((bytes as f64 * nanos_per_byte) as u64);
    }

    fn poll_data(
        &mut self,
        now: Instant,
        memory: &MemoryRegions,
        buf: &mut [u8],
    ) -> Option<Transmit> {
        let count = self.paths.len();
        // Retransmissions first, on the path where the loss happened. The scan only runs
        // when something may be waiting (it is per packet, so it matters).
        for index in (0..count).take_while(|_| self.retransmit_pending) {
            // Retransmissions fill holes the receiver's window needs filled: only the
            // path's own window limits them, not the connection-level cap.
            if !self.paths[index].has_retransmit() {
                continue;
            }
            if let Some((psn, seg)) = self.paths[index].next_retransmit() {
                return self.send_segment(now, memory, buf, index, seg, Some(psn));
            }
        }
        if self.retransmit_pending {
            // Queued but window-blocked retransmissions keep the flag; ACKs re-raise it.
            self.retransmit_pending = self.paths.iter().any(PathTx::has_retransmit);
        }
        if !self.sends.has_pending() {
            return None;
        }
        if !self.hint_allows(now) {
            self.pace_wakeup = Some(self.pace_next);
            return None;
        }
        let index = self.pick_path()?;
        if self.paths.iter().all(PathTx::is_empty) {
            // Starting after a pause: the idle timeout counts from now.
            self.last_progress = now;
        }
        let (seg, _rescued) = self.sends.next_segment()?;
        self.path_credit -= i64::from(self.mtu);
        self.send_segment(now, memory, buf, index, seg, None)
    }

    /// The path for the next new packet: deficit round-robin weighted by window. Each turn
    /// a path may send up to its window (at least one packet), then the next path with
    /// room takes over. Paths thus carry load in proportion to their windows — a
    /// congested path, whose window shrinks, carries less and its siblings more — at O(1)
    /// per packet instead of a scan of every path.
    fn pick_path(&mut self) -> Option<usize> {
        let mtu = u64::from(self.mtu);
        let count = self.paths.len();
        for _ in 0..=count {
            let path = &self.paths[self.path_cursor];
            if self.path_credit >= mtu as i64 && path.can_send_new(mtu) {
                return Some(self.path_cursor);
            }
            self.path_cursor += 1;
            if self.path_cursor == count {
                self.path_cursor = 0;
            }
            let quantum = self.paths[self.path_cursor].window().max(mtu);
            self.path_credit = quantum as i64;
        }
        None
    }

    fn send_segment(
        &mut self,
        now: Instant,
        memory: &MemoryRegions,
        buf: &mut [u8],
        index: usize,
        seg: SegmentRef,
        retransmit_psn: Option<u32>,
    ) -> Option<Transmit> {
        let rto = self.rto_config();
        let Some(msg) = self.sends.message(seg.msg) else {
            // The message is gone (completed through another path, or failed): a
            // retransmission must still fill the hole in this path's window, but there is
            // nothing left to fill it with. Leave it to the path's timeout and re-path.
            if let Some(psn) = retransmit_psn {
                self.paths[index].on_send_retransmit(now, psn, rto);
            }
            return None;
        };
        let (offset, len) = msg.segment_range(seg.index, self.mtu);
        let kind = match msg.kind {
            OutKind::Write { remote_addr, rkey } => DataKind::Write {
                remote_addr: remote_addr + u64::from(offset),
                rkey,
            },
            OutKind::Send => DataKind::Send,
        };
        let mut flags = 0;
        if seg.index == 0 {
            flags |= Flags::FIRST;
        }
        if msg.is_last(seg.index) {
            flags |= Flags::LAST | Flags::ACK_REQ;
        }
        if retransmit_psn.is_some() {
            flags |= Flags::RETRANSMIT | Flags::ACK_REQ;
        }
        let Some(payload) = memory.read(
            msg.local_key,
            msg.local_offset + u64::from(offset),
            len as usize,
        ) else {
            self.sends.on_local_error(seg.msg);
            return None;
        };
        let (stream, msn, msg_len) = (msg.stream, msg.msn, msg.len);
        let psn = match retransmit_psn {
            Some(psn) => {
                self.paths[index].on_send_retransmit(now, psn, rto);
                self.stats.retransmits += 1;
                psn
            }
            None => self.paths[index].on_send_new(now, seg, len, rto),
        };
        let data = DataRepr {
            kind,
            psn,
            stream,
            msn,
            offset,
            payload_len: len as u16,
            timestamp: now.as_nanos(),
            msg_len,
        };
        let header = self.header(index as u16, Flags(flags));
        let repr = Repr {
            header,
            body: Body::Data(data),
        };
        let total = repr.buffer_len();
        if buf.len() < total {
            log::error!("transmit buffer of {} bytes cannot hold {total}", buf.len());
            return None;
        }
        let header_len = repr.emit_into(buf);
        buf[header_len..total].copy_from_slice(payload);
        self.stats.packets_sent += 1;
        self.stats.bytes_sent += u64::from(len);
        self.charge_pacer(now, u64::from(len) + DATA_WIRE_OVERHEAD);
        self.emit_meta(index as u16, psn, total, Opcode::from(kind))
    }

    fn emit_meta(&self, path: u16, psn: u32, len: usize, opcode: Opcode) -> Option<Transmit> {
        let src_port = self.paths[usize::from(path)].port_of(psn);
        Some(Transmit {
            dst_addr: self.peer_addr,
            dst_port: self.peer_port,
            src_port,
            len,
            path,
            opcode,
        })
    }

    /// The next event of this connection (completions in posted order per stream).
    pub(crate) fn poll_event(&mut self) -> Option<Event> {
        if let Some(event) = self.events.pop_front() {
            return Some(event);
        }
        if let Some(done) = self.sends.poll_finished() {
            return Some(Event::Completion(Completion {
                conn: self.handle,
                stream: done.stream,
                wr_id: done.wr_id,
                kind: done.kind,
                status: done.status,
                bytes: done.bytes,
            }));
        }
        self.recvs.poll_finished().map(|done| {
            Event::Completion(Completion {
                conn: self.handle,
                stream: done.stream,
                wr_id: done.wr_id,
                kind: OpKind::Recv,
                status: done.status,
                bytes: done.bytes,
            })
        })
    }
}

impl From<DataKind> for Opcode {
    fn from(kind: DataKind) -> Self {
        match kind {
            DataKind::Write { .. } => Opcode::Write,
            DataKind::Send => Opcode::Send,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn connection() -> Connection {
        Connection::new(
            ConnectionHandle(0),
            0x100,
            Ipv4Addr::new(10, 0, 0, 2),
            4792,
            4792,
            100_000,
            ConnectionConfig::default(),
            7,
        )
    }

    #[test]
    fn a_rising_hint_shortens_the_wait_the_pacer_already_owes() {
        let mut conn = connection();
        let now = Instant::from_nanos(1_000_000);
        conn.set_peer_hint(now, 1_000);
        // Three packets at once: two ride the burst allowance, the third is owed at 1 Gb/s,
        // about 36 µs before the next packet may go.
        for _ in 0..3 {
            conn.charge_pacer(now, 4218);
        }
        assert!(!conn.hint_allows(now + Duration::from_micros(30)));
        conn.set_peer_hint(now, 100_000);
        // At 100 Gb/s the same bytes owe about 0.34 µs.
        assert!(conn.hint_allows(now + Duration::from_micros(1)));
    }

    #[test]
    fn a_falling_hint_lengthens_it() {
        let mut conn = connection();
        let now = Instant::from_nanos(1_000_000);
        conn.set_peer_hint(now, 100_000);
        for _ in 0..3 {
            conn.charge_pacer(now, 4218);
        }
        // About 0.36 µs owed at 100 Gb/s become about 36 µs at 1 Gb/s.
        conn.set_peer_hint(now, 1_000);
        assert!(!conn.hint_allows(now + Duration::from_micros(30)));
        assert!(conn.hint_allows(now + Duration::from_micros(40)));
    }
}
