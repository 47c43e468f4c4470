//! The endpoint: one NIC port's worth of MetaRoCE — memory regions, connections, and the
//! sans-IO interface the datapaths drive.
//!
//! # Driving an endpoint
//!
//! The endpoint does no I/O and reads no clock; every call that depends on time takes `now`.
//! A datapath (UDP sockets, the simulator, the FPGA driver) loops:
//!
//! 1. For every received datagram: [`Endpoint::handle_datagram`] (or
//!    [`Endpoint::handle_frame`] for whole Ethernet frames).
//! 2. When [`Endpoint::poll_timeout`]'s instant has passed: [`Endpoint::handle_timeout`].
//! 3. While the link can take a packet: [`Endpoint::poll_transmit`] until it returns `None`;
//!    each [`Transmit`] goes to its destination from its path's UDP source port with ECN
//!    set to ECT(0).
//! 4. [`Endpoint::poll_event`] until `None`: connections, completions, path events.
//!
//! The application registers memory ([`Endpoint::register_memory`]), connects, and posts
//! WRITE, SEND and RECV work requests at any time between these calls.
//!
//! # Invariants
//!
//! * Nothing outside a registered region is ever written, whatever arrives.
//! * Network input never panics and never returns an error: it is delivered or counted in
//!   [`Endpoint::drops`].
//! * Completions of one stream are delivered in posted order; streams never wait on each
//!   other.
//! * Calls with the same inputs in the same order produce the same outputs.

use rustc_hash::FxHashMap;
use std::net::Ipv4Addr;

use super::config::{ConnectionConfig, EndpointConfig, MAX_PATHS};
use super::connection::{Connection, Inbound, ReceiverEnv, Transmit};
use super::events::{ConnectionHandle, Event};
use super::memory::{Access, MemoryRegions};
use super::rate_share::{DEMAND_HEADROOM, UNCONSTRAINED_FRACTION, finish_together, max_min_shares};
use super::receive_step::AckPolicy;
use super::send_queue::OutKind;
use super::spray::mix;
use super::stats::DropCounters;
use crate::wire::{Body, Ecn, Frame, FrameRepr, HandshakeRepr, Packet, Repr};
use crate::{Error, Instant};

/// A received UDP datagram carrying MetaRoCE.
#[derive(Debug, Clone, Copy)]
pub struct Datagram<'a> {
    /// Source IPv4 address.
    pub src_addr: Ipv4Addr,
    /// Source UDP port (the sender's path entropy).
    pub src_port: u16,
    /// The IP ECN codepoint it arrived with.
    pub ecn: Ecn,
    /// The UDP payload: one MetaRoCE packet.
    pub payload: &'a [u8],
}

/// A WRITE work request: `len` bytes from `local_key`+`local_offset` to the peer's
/// `remote_addr` in region `rkey`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WriteRequest {
    /// Returned in the completion.
    pub wr_id: u64,
    /// Local source region.
    pub local_key: u32,
    /// Offset in the local region.
    pub local_offset: u64,
    /// Bytes to write.
    pub len: u64,
    /// Peer virtual address of the first byte.
    pub remote_addr: u64,
    /// Peer region key.
    pub rkey: u32,
}

/// A SEND (or RECV) work request: `len` bytes at `local_key`+`local_offset`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BufferRequest {
    /// Returned in the completion.
    pub wr_id: u64,
    /// Local region.
    pub local_key: u32,
    /// Offset in the local region.
    pub local_offset: u64,
    /// Bytes to send, or the receive buffer's size.
    pub len: u64,
}

/// One MetaRoCE endpoint. See the module documentation for the call order.
#[derive(Debug)]
pub struct Endpoint {
    config: EndpointConfig,
    accept_config: ConnectionConfig,
    memory: MemoryRegions,
    connections: Vec<Connection>,
    by_peer: FxHashMap<(Ipv4Addr, u32), usize>,
    drops: DropCounters,
    transmit_cursor: usize,
    event_cursor: usize,
    next_hint_at: Option<Instant>,
    demands: Vec<f64>,
    shares: Vec<f64>,
    /// Scratch of the hint update: which senders only this receiver limits, and the bytes
    /// each has left.
    limited: Vec<bool>,
    remaining: Vec<u64>,
    /// The ingress rate the last hint update shared out (Mb/s).
    hint_capacity: f64,
    /// Senders with data in the last hint interval.
    active_senders: usize,
    /// Connections accepted since the hints were last recomputed.
    accepted_since_update: usize,
}

impl Endpoint {
    /// A new endpoint. Fails if the configuration is out of range.
    pub fn new(config: EndpointConfig) -> Result<Self, Error> {
        config.validate()?;
        Ok(Self {
            config,
            accept_config: ConnectionConfig {
                paths: MAX_PATHS,
                ..ConnectionConfig::default()
            },
            memory: MemoryRegions::default(),
            connections: Vec::new(),
            by_peer: FxHashMap::default(),
            drops: DropCounters::default(),
            transmit_cursor: 0,
            event_cursor: 0,
            next_hint_at: None,
            demands: Vec::new(),
            shares: Vec::new(),
            limited: Vec::new(),
            remaining: Vec::new(),
            hint_capacity: 0.0,
            active_senders: 0,
            accepted_since_update: 0,
        })
    }

    /// The configuration.
    pub fn config(&self) -> &EndpointConfig {
        &self.config
    }

    /// Settings for connections this endpoint accepts. Their path count is the smaller of
    /// this one's and the initiator's.
    pub fn set_accept_config(&mut self, config: ConnectionConfig) -> Result<(), Error> {
        config.validate()?;
        self.accept_config = config;
        Ok(())
    }

    /// Drop counters.
    pub fn drops(&self) -> &DropCounters {
        &self.drops
    }

    // ----- memory ------------------------------------------------------------------------

    /// Registers a zero-filled region of `len` bytes at virtual address `base`; returns its key.
    pub fn register_memory(&mut self, base: u64, len: u64, access: Access) -> Result<u32, Error> {
        self.memory.register(base, len, access)
    }

    /// Deregisters a region.
    pub fn deregister_memory(&mut self, key: u32) -> Result<(), Error> {
        self.memory.deregister(key)
    }

    /// A region's bytes.
    pub fn memory(&self, key: u32) -> Result<&[u8], Error> {
        self.memory.bytes(key)
    }

    /// A region's bytes, for the application to fill.
    pub fn memory_mut(&mut self, key: u32) -> Result<&mut [u8], Error> {
        self.memory.bytes_mut(key)
    }

    // ----- connections -------------------------------------------------------------------

    fn add_connection(
        &mut self,
        peer_addr: Ipv4Addr,
        peer_port: u16,
        config: ConnectionConfig,
    ) -> usize {
        let index = self.connections.len();
        let tag = (mix(self.config.seed, index as u64) & 0xff) as u32;
        let local_id = ((index as u32 + 1) << 8) | tag;
        let port_seed = mix(
            self.config.seed ^ u64::from(u32::from(self.config.local_addr)),
            u64::from(local_id),
        ) as u32;
        self.connections.push(Connection::new(
            ConnectionHandle(index),
            local_id,
            peer_addr,
            peer_port,
            self.config.udp_port,
            self.config.ingress_rate_mbps,
            config,
            port_seed,
        ));
        index
    }

    /// The connection a local id names: ids are `(index + 1) << 8 | tag`, so the index is
    /// read off the id and the whole id is checked against the connection's.
    fn connection_index(&self, id: u32) -> Option<usize> {
        let index = usize::try_from((id >> 8).checked_sub(1)?).ok()?;
        (self.connections.get(index)?.local_id == id).then_some(index)
    }

    /// Opens a connection to `peer_addr`'s MetaRoCE port `peer_port`. Work may be posted at
    /// once; it flows when [`Event::Connected`] arrives.
    pub fn connect(
        &mut self,
        now: Instant,
        peer_addr: Ipv4Addr,
        peer_port: u16,
        config: ConnectionConfig,
    ) -> Result<ConnectionHandle, Error> {
        config.validate()?;
        let index = self.add_connection(peer_addr, peer_port, config);
        self.connections[index].start_connect(now);
        Ok(ConnectionHandle(index))
    }

    /// A connection, for inspection (paths, counters).
    pub fn connection(&self, handle: ConnectionHandle) -> Option<&Connection> {
        self.connections.get(handle.0)
    }

    /// All connections.
    pub fn connections(&self) -> impl Iterator<Item = &Connection> {
        self.connections.iter()
    }

    fn live(&mut self, handle: ConnectionHandle) -> Result<&mut Connection, Error> {
        let conn = self
            .connections
            .get_mut(handle.0)
            .ok_or(Error::UnknownConnection(handle.0))?;
        if conn.state() == super::ConnectionState::Closed {
            return Err(Error::ConnectionClosed(handle.0));
        }
        Ok(conn)
    }

    /// Closes a connection locally: posted work completes with `ConnectionClosed`.
    pub fn close(&mut self, handle: ConnectionHandle) -> Result<(), Error> {
        self.live(handle)?.close();
        Ok(())
    }

    // ----- work requests -----------------------------------------------------------------

    fn message_len(len: u64) -> Result<u32, Error> {
        u32::try_from(len).map_err(|_| Error::MessageTooLong(len))
    }

    /// Posts a WRITE on `stream`.
    pub fn post_write(
        &mut self,
        handle: ConnectionHandle,
        stream: u32,
        request: WriteRequest,
    ) -> Result<(), Error> {
        let len = Self::message_len(request.len)?;
        self.memory.check_local(
            request.local_key,
            request.local_offset,
            request.len,
            Access::LOCAL_READ,
        )?;
        self.live(handle)?.post(
            stream,
            OutKind::Write {
                remote_addr: request.remote_addr,
                rkey: request.rkey,
            },
            request.local_key,
            request.local_offset,
            len,
            request.wr_id,
        );
        Ok(())
    }

    /// Posts a SEND on `stream`; it lands in the peer's next receive posted on that stream.
    pub fn post_send(
        &mut self,
        handle: ConnectionHandle,
        stream: u32,
        request: BufferRequest,
    ) -> Result<(), Error> {
        let len = Self::message_len(request.len)?;
        self.memory.check_local(
            request.local_key,
            request.local_offset,
            request.len,
            Access::LOCAL_READ,
        )?;
        self.live(handle)?.post(
            stream,
            OutKind::Send,
            request.local_key,
            request.local_offset,
            len,
            request.wr_id,
        );
        Ok(())
    }

    /// Posts a receive buffer on `stream`: the `k`-th receive takes the peer's `k`-th SEND.
    pub fn post_recv(
        &mut self,
        handle: ConnectionHandle,
        stream: u32,
        request: BufferRequest,
    ) -> Result<(), Error> {
        self.memory.check_local(
            request.local_key,
            request.local_offset,
            request.len,
            Access::LOCAL_WRITE,
        )?;
        let base = self
            .memory
            .region_base(request.local_key)
            .ok_or(Error::UnknownRegion(request.local_key))?;
        self.live(handle)?.post_recv(
            stream,
            request.local_key,
            base + request.local_offset,
            request.len,
            request.wr_id,
        );
        Ok(())
    }

    // ----- input -------------------------------------------------------------------------

    /// Handles a whole Ethernet frame (the hardware and raw-socket datapaths).
    pub fn handle_frame(&mut self, now: Instant, frame: &[u8]) {
        let parsed = Frame::new_checked(frame)
            .and_then(|f| FrameRepr::parse(&f, self.config.udp_port).map(|repr| (f, repr)));
        match parsed {
            Ok((f, repr)) => self.handle_datagram(
                now,
                Datagram {
                    src_addr: repr.src_ip,
                    src_port: repr.src_port,
                    ecn: repr.ecn,
                    payload: f.payload(),
                },
            ),
            Err(reason) => self.drops.count_malformed(reason),
        }
    }

    /// Handles one received UDP datagram.
    pub fn handle_datagram(&mut self, now: Instant, datagram: Datagram<'_>) {
        // `Repr::parse` checks the buffer itself: no separate `new_checked` pass.
        let packet = Packet::new_unchecked(datagram.payload);
        let repr = match Repr::parse(&packet) {
            Ok(repr) => repr,
            Err(reason) => return self.drops.count_malformed(reason),
        };
        if let Body::Connect(hs) = repr.body {
            return self.on_connect(now, datagram.src_addr, &hs);
        }
        let Some(index) = self.connection_index(repr.header.conn_id) else {
            self.drops.unknown_connection += 1;
            return;
        };
        let conn = &mut self.connections[index];
        if conn.peer_addr != datagram.src_addr {
            self.drops.unknown_connection += 1;
            return;
        }
        let inbound = Inbound {
            now,
            repr,
            packet,
            src_port: datagram.src_port,
            ce: datagram.ecn == Ecn::Ce,
        };
        let mut env = ReceiverEnv {
            memory: &mut self.memory,
            drops: &mut self.drops,
            policy: AckPolicy {
                every_packets: self.config.ack_every_packets,
            },
            ack_delay: self.config.ack_delay,
        };
        conn.handle_packet(&inbound, &mut env);
        if self.config.receiver_hints && matches!(repr.body, Body::Data(_)) {
            self.next_hint_at
                .get_or_insert(now + self.config.hint_interval);
            if std::mem::take(&mut self.connections[index].inbound_completed) {
                self.reshare_on_completion(index);
            }
        }
    }

    fn on_connect(&mut self, now: Instant, src_addr: Ipv4Addr, hs: &HandshakeRepr) {
        if let Some(&index) = self.by_peer.get(&(src_addr, hs.src_conn_id)) {
            // A retransmitted CONNECT: our ACCEPT was lost; answer again.
            self.connections[index].resend_accept();
            return;
        }
        if !self.config.accept_incoming || hs.path_count > MAX_PATHS || hs.mtu < 64 {
            self.drops.refused_connects += 1;
            return;
        }
        let config = self.accept_config.clone();
        let index = self.add_connection(src_addr, hs.udp_port, config);
        self.by_peer.insert((src_addr, hs.src_conn_id), index);
        if self.config.receiver_hints {
            self.share_with_newcomer(now, index);
        }
        self.connections[index].establish(now, hs, true);
    }

    // ----- timers ------------------------------------------------------------------------

    /// When [`handle_timeout`](Self::handle_timeout) must next be called, if ever.
    pub fn poll_timeout(&self) -> Option<Instant> {
        self.connections
            .iter()
            .filter_map(Connection::next_deadline)
            .chain(self.next_hint_at)
            .min()
    }

    /// Runs every timer that is due at `now`.
    pub fn handle_timeout(&mut self, now: Instant) {
        for conn in &mut self.connections {
            if conn.next_deadline().is_some_and(|at| at <= now) {
                conn.handle_timeout(now);
            }
        }
        if self.next_hint_at.is_some_and(|at| at <= now) {
            self.update_rate_hints(now);
        }
    }

    /// A new sender is about to start: it gets an equal share of the ingress rate among the
    /// senders active now plus those accepted since the last update (it goes in the ACCEPT,
    /// so its first packets are paced), and every other sender's hint drops to that share
    /// at once (they learn it with their next ACK). An N:1 incast thus starts near its fair
    /// shares instead of with N initial windows at once.
    fn share_with_newcomer(&mut self, now: Instant, index: usize) {
        self.accepted_since_update += 1;
        let senders = self.active_senders + self.accepted_since_update;
        let share = (f64::from(self.config.ingress_rate_mbps) / senders as f64) as u32;
        let share = share.max(1);
        for conn in &mut self.connections {
            if conn.hint_mbps == 0 || conn.hint_mbps > share {
                conn.hint_mbps = share;
            }
        }
        self.connections[index].hint_mbps = share;
        self.connections[index].fresh = true;
        self.next_hint_at
            .get_or_insert(now + self.config.hint_interval);
    }

    /// Recomputes the fair-share hints from the bytes each connection delivered in the
    /// last interval.
    fn update_rate_hints(&mut self, now: Instant) {
        let interval_ns = self.config.hint_interval.as_nanos() as f64;
        // CE marks on what arrived here mean a queue on the way in, usually in front of
        // this receiver's own link: share out a little less than the line rate until it
        // drains (up to 1/8 less when everything is marked), so the senders' combined rate
        // falls below the link's and a standing queue cannot persist.
        let (packets, marked) = self.connections.iter_mut().fold((0, 0), |(p, m), conn| {
            let counts = (p + conn.rx_packets_interval, m + conn.rx_ce_interval);
            conn.rx_packets_interval = 0;
            conn.rx_ce_interval = 0;
            counts
        });
        let ce_fraction = if packets == 0 {
            0.0
        } else {
            marked as f64 / packets as f64
        };
        let capacity = f64::from(self.config.ingress_rate_mbps) * (1.0 - ce_fraction / 8.0);
        self.demands.clear();
        for conn in &mut self.connections {
            let mbps = conn.rx_bytes_interval as f64 * 8.0 * 1000.0 / interval_ns;
            // A sender using at least half of its last hint is limited by the hint (or by
            // us): it wants as much as it can get. One using less is limited elsewhere:
            // its demand is what it used, plus headroom to grow.
            let hint = f64::from(conn.hint_mbps);
            let demand = if conn.fresh {
                // Accepted in the last interval: about to send, wants all it can get.
                capacity
            } else if mbps == 0.0 {
                0.0
            } else if hint == 0.0 || mbps >= hint * UNCONSTRAINED_FRACTION {
                capacity
            } else {
                mbps * DEMAND_HEADROOM
            };
            self.demands.push(demand);
            conn.rx_bytes_interval = 0;
            conn.fresh = false;
        }
        self.hint_capacity = capacity;
        let active = self.apply_shares();
        self.accepted_since_update = 0;
        self.next_hint_at = (active > 0).then(|| now + self.config.hint_interval);
    }

    /// Shares `hint_capacity` out by the senders' `demands` (max-min fair, then by bytes
    /// left when they finish together) and sets every hint; returns the active senders.
    fn apply_shares(&mut self) -> usize {
        let capacity = self.hint_capacity;
        self.demands.resize(self.connections.len(), 0.0);
        max_min_shares(capacity, &self.demands, &mut self.shares);
        // A sender limited elsewhere is not held to what it used: its hint is the level
        // the senders limited here get (RCP's one fair rate), or, when none is, what it used
        // plus all the capacity nobody uses. Else one that stalled briefly (a timeout, a
        // pause between messages) would be paced at its stalled rate on an idle link.
        let level = self
            .demands
            .iter()
            .zip(&self.shares)
            .filter(|(d, _)| **d >= capacity)
            .map(|(_, &s)| s)
            .fold(0.0, f64::max);
        let unused = (capacity - self.shares.iter().sum::<f64>()).max(0.0);
        for (share, &demand) in self.shares.iter_mut().zip(&self.demands) {
            if demand > 0.0 && demand < capacity {
                *share = (*share + unused).max(level);
            }
        }
        if self.config.hints_finish_together {
            self.limited.clear();
            self.limited
                .extend(self.demands.iter().map(|&d| d >= capacity));
            self.remaining.clear();
            self.remaining
                .extend(self.connections.iter().map(|c| c.inbound.remaining_bytes()));
            finish_together(&mut self.shares, &self.limited, &self.remaining);
        }
        let active = self.demands.iter().filter(|&&d| d > 0.0).count();
        self.active_senders = active;
        let newcomer_share = capacity / (active + 1) as f64;
        for (conn, (&demand, &share)) in self
            .connections
            .iter_mut()
            .zip(self.demands.iter().zip(&self.shares))
        {
            let hint = if demand > 0.0 { share } else { newcomer_share };
            conn.hint_mbps = (hint as u32).max(1);
        }
        active
    }

    /// A sender delivered the last byte of everything it had under way: its share goes to
    /// the others at once rather than at the next interval (they learn it with their next
    /// ACK), so the last senders of an incast do not trickle at a share sized for many.
    fn reshare_on_completion(&mut self, index: usize) {
        let Some(demand) = self.demands.get_mut(index) else {
            return; // accepted since the last update: not in the shares yet
        };
        if *demand > 0.0 && self.connections[index].inbound.remaining_bytes() == 0 {
            *demand = 0.0;
            self.apply_shares();
        }
    }

    // ----- output ------------------------------------------------------------------------

    /// Writes the next packet to send into `buf` (which should hold the MTU plus 64 bytes)
    /// and says where it goes; `None` when nothing is due now.
    pub fn poll_transmit(&mut self, now: Instant, buf: &mut [u8]) -> Option<Transmit> {
        let count = self.connections.len();
        for step in 0..count {
            let index = (self.transmit_cursor + step) % count;
            if let Some(transmit) = self.connections[index].poll_transmit(now, &self.memory, buf) {
                self.transmit_cursor = (index + 1) % count;
                return Some(transmit);
            }
        }
        None
    }

    /// The next event.
    pub fn poll_event(&mut self) -> Option<Event> {
        let count = self.connections.len();
        for step in 0..count {
            let index = (self.event_cursor + step) % count;
            if let Some(event) = self.connections[index].poll_event() {
                self.event_cursor = index;
                return Some(event);
            }
        }
        None
    }
}
