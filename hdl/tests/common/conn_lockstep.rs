//! Runs a connection table (Rust-HDL simulation or Verilator model) in lock-step with a real
//! `metaroce::transport::Endpoint`.
//!
//! The endpoint is the reference: connections are set up by forged CONNECTs it accepts (and
//! by its own `connect` calls, left unanswered so they stay not established), re-pathed by
//! forged PROBEs, closed by `close`; after each such step the test plays the host library's
//! part and writes what the endpoint now holds (id, state, peer, path count, per-path receive
//! epoch) into the table. Every DATA packet — well-formed, or with a forged connection id, a
//! wrong source address, a bad path or a stale epoch — is handed to the endpoint and looked
//! up in the table: the table's verdict must name the drop counter the endpoint incremented
//! (or none), and for an accepted packet every ACK or NACK the endpoint then transmits must
//! be addressed exactly as the table's result says.

use std::collections::VecDeque;
use std::net::Ipv4Addr;
use std::time::Duration;

use metaroce::transport::{
    ConnectionConfig, ConnectionHandle, ConnectionState, DropCounters, Endpoint, EndpointConfig,
};
use metaroce::wire::{
    Body, DataKind, DataRepr, Ecn, Flags, HandshakeRepr, Header, Opcode, Packet, ProbeRepr, Repr,
};
use metaroce::{Datagram, Instant};
use metaroce_hdl::conn::encoding::{
    CONN_COUNT, CONN_ID_SHIFT, LOOKUP_LATENCY, MAX_HW_PATHS, VERDICT_BAD_PATH,
    VERDICT_NOT_ESTABLISHED, VERDICT_OK, VERDICT_STALE_EPOCH, VERDICT_UNKNOWN_CONNECTION,
};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// A connection entry as the host writes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ConnWrite {
    /// Established.
    pub established: bool,
    /// Local connection id.
    pub conn_id: u32,
    /// Peer address.
    pub peer_ip: u32,
    /// Path count.
    pub path_count: u8,
    /// Peer's connection id.
    pub peer_conn_id: u32,
    /// Peer's MetaRoCE port.
    pub peer_port: u16,
    /// Peer's Ethernet address.
    pub peer_mac: u64,
}

/// One DATA packet's lookup.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Lookup {
    /// Header connection id.
    pub conn_id: u32,
    /// IPv4 source.
    pub src_ip: u32,
    /// UDP source port.
    pub src_port: u16,
    /// Header path id.
    pub path_id: u16,
    /// Header path epoch.
    pub epoch: u8,
    /// Tag.
    pub tag: u8,
}

/// One clock's input to the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ConnOp {
    /// Nothing.
    Idle,
    /// Store (or, with `None`, empty) connection slot `slot`.
    WriteConn {
        /// Slot.
        slot: usize,
        /// The entry.
        entry: Option<ConnWrite>,
    },
    /// Store a path's receive epoch.
    WritePath {
        /// Window index, `slot * 8 + path`.
        window: usize,
        /// Epoch.
        epoch: u8,
    },
    /// Look a DATA packet up.
    Lookup(Lookup),
}

/// A lookup's result on `m_result_*`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LookupResult {
    /// Tag.
    pub tag: u8,
    /// Verdict code.
    pub verdict: u64,
    /// Connection slot.
    pub slot: usize,
    /// SACK window index.
    pub window: usize,
    /// ACK addressing.
    pub ack: AckAddress,
}

/// How an ACK of the packet's path is addressed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AckAddress {
    /// Header connection id: the peer's.
    pub peer_conn_id: u32,
    /// Destination address.
    pub peer_ip: u32,
    /// Destination UDP port.
    pub peer_port: u16,
    /// Source UDP port.
    pub src_port: u16,
    /// Destination MAC.
    pub peer_mac: u64,
}

/// The ports of a connection table, one clock at a time.
pub trait ConnTablePorts {
    /// Drives `op` for the next clock edge.
    fn drive(&mut self, op: ConnOp);
    /// One clock cycle.
    fn tick(&mut self);
    /// The result after the last tick, if `m_result_valid`.
    fn result(&self) -> Option<LookupResult>;
}

/// What the table must answer for one lookup.
#[derive(Debug, Clone, Copy)]
struct Expected {
    due: u64,
    tag: u8,
    verdict: u64,
    /// For OK: slot and window.
    slot_window: Option<(usize, usize)>,
    /// For OK packets the endpoint answered: how its ACK/NACK was addressed (the MAC is the
    /// one the host wrote: the endpoint does not deal in MACs).
    ack: Option<AckAddress>,
}

const RECEIVER: Ipv4Addr = Ipv4Addr::new(10, 0, 0, 100);
/// Peers come from a small pool so that "the id of one connection from another
/// connection's peer" happens often.
const PEERS: [Ipv4Addr; 4] = [
    Ipv4Addr::new(10, 0, 0, 1),
    Ipv4Addr::new(10, 0, 0, 2),
    Ipv4Addr::new(10, 0, 0, 3),
    Ipv4Addr::new(192, 168, 7, 9),
];

/// The slot the host puts endpoint connection `index` in: the slot the id's index bits
/// name (ids are `(index + 1) << 8 | tag`).
fn slot_of(id: u32) -> usize {
    (id >> CONN_ID_SHIFT) as usize % CONN_COUNT
}

/// A receiving endpoint that accepts connections of at most [`MAX_HW_PATHS`] paths.
fn fresh_endpoint(seed: u64) -> Endpoint {
    let mut config = EndpointConfig::new(RECEIVER);
    config.seed = seed;
    let mut endpoint = Endpoint::new(config).expect("valid endpoint config");
    endpoint
        .set_accept_config(ConnectionConfig {
            paths: MAX_HW_PATHS as u16,
            ..ConnectionConfig::default()
        })
        .expect("valid accept config");
    endpoint
}

/// What a run exercised.
#[derive(Debug, Default, Clone, Copy)]
pub struct ConnCoverage {
    /// Lookups by verdict code.
    pub verdicts: [u64; 5],
    /// OK lookups whose ACK/NACK addressing was compared with a transmitted packet.
    pub acks_compared: u64,
    /// Table writes.
    pub writes: u64,
    /// PROBEs that moved a path to a new epoch.
    pub repaths: u64,
}

impl ConnCoverage {
    /// Fails unless the stream reached every verdict at least `min` times.
    pub fn assert_every_verdict_seen(&self, min: u64) {
        for verdict in [
            VERDICT_OK,
            VERDICT_UNKNOWN_CONNECTION,
            VERDICT_NOT_ESTABLISHED,
            VERDICT_BAD_PATH,
            VERDICT_STALE_EPOCH,
        ] {
            assert!(
                self.verdicts[verdict as usize] >= min,
                "verdict {verdict} too rare: {self:?}"
            );
        }
    }
}

/// The reference endpoint and the host library's view of it.
pub struct Scenario {
    rng: ChaCha8Rng,
    endpoint: Endpoint,
    now: Instant,
    /// Per endpoint connection: (peer conn id, peer port, peer MAC) as the host knows them.
    peers: Vec<(u32, u16, u64)>,
    /// Per endpoint connection: the peer's first UDP source port (path `p` sends from
    /// `first + p` in epoch 0 — what the forged packets use).
    first_ports: Vec<u16>,
    buf: Vec<u8>,
    ops: VecDeque<ConnOp>,
    tag: u8,
    /// Table writes wait until no lookup is in flight (for ports whose writes take many
    /// clocks, such as the register block's AXI-Lite port).
    pub writes_wait_for_lookups: bool,
}

impl Scenario {
    /// A fresh endpoint; the stream is reproducible from `seed`.
    pub fn new(seed: u64) -> Self {
        Self {
            rng: ChaCha8Rng::seed_from_u64(seed),
            endpoint: fresh_endpoint(seed),
            now: Instant::ZERO + Duration::from_micros(1),
            peers: Vec::new(),
            first_ports: Vec::new(),
            buf: vec![0; 9000],
            ops: VecDeque::new(),
            tag: 0,
            writes_wait_for_lookups: false,
        }
    }

    /// The endpoint is replaced by a fresh one (a driver reload: the endpoint never forgets
    /// a connection, so this is how slots come free): the host empties every slot, then
    /// sets up new connections.
    fn restart(&mut self) {
        self.endpoint = fresh_endpoint(self.rng.random());
        self.peers.clear();
        self.first_ports.clear();
        for slot in 0..CONN_COUNT {
            self.ops.push_back(ConnOp::WriteConn { slot, entry: None });
        }
        for _ in 0..5 {
            self.accept_one();
        }
        self.open_one();
    }

    fn deliver(&mut self, src: Ipv4Addr, src_port: u16, repr: &Repr) {
        let len = repr.buffer_len();
        let mut bytes = vec![0; len];
        repr.emit_into(&mut bytes);
        self.endpoint.handle_datagram(
            self.now,
            Datagram {
                src_addr: src,
                src_port,
                ecn: Ecn::Ect0,
                payload: &bytes,
            },
        );
    }

    /// Everything the endpoint transmits now: `(dst, dst port, src port, header)` of each
    /// ACK and NACK (CONNECTs and ACCEPTs are not the data path's).
    fn drain(&mut self) -> Vec<(Ipv4Addr, u16, u16, Header)> {
        let mut answers = Vec::new();
        while let Some(t) = self.endpoint.poll_transmit(self.now, &mut self.buf) {
            if matches!(t.opcode, Opcode::Ack | Opcode::Nack) {
                let repr = Repr::parse(&Packet::new_unchecked(&self.buf[..t.len]))
                    .expect("the endpoint emits well-formed packets");
                answers.push((t.dst_addr, t.dst_port, t.src_port, repr.header));
            }
        }
        answers
    }

    /// Writes endpoint connection `index` into the table as the host library would, with
    /// every path's epoch when `with_paths`.
    fn write_connection(&mut self, index: usize, with_paths: bool) {
        let conn = self
            .endpoint
            .connection(ConnectionHandle(index))
            .expect("connection exists");
        let established = conn.state() == ConnectionState::Established;
        let id = conn.local_id();
        let slot = slot_of(id);
        let paths = if established { conn.paths().len() } else { 0 };
        let (peer_conn_id, peer_port, peer_mac) = self.peers[index];
        let entry = ConnWrite {
            established,
            conn_id: id,
            peer_ip: u32::from(conn.peer_addr()),
            path_count: paths as u8,
            peer_conn_id,
            peer_port,
            peer_mac,
        };
        let epochs: Vec<u8> = (0..paths as u16)
            .map(|p| conn.rx_window(p).expect("established path").epoch)
            .collect();
        self.ops.push_back(ConnOp::WriteConn {
            slot,
            entry: Some(entry),
        });
        if with_paths {
            for (p, epoch) in epochs.into_iter().enumerate() {
                self.ops.push_back(ConnOp::WritePath {
                    window: slot * MAX_HW_PATHS + p,
                    epoch,
                });
            }
        }
    }

    /// A forged CONNECT the endpoint accepts; the host then writes the new connection.
    fn accept_one(&mut self) {
        let rng = &mut self.rng;
        let peer = PEERS[rng.random_range(0..PEERS.len())];
        let hs = HandshakeRepr {
            src_conn_id: rng.random(),
            path_count: rng.random_range(1..=12),
            mtu: 4096,
            initial_psn: rng.random(),
            udp_port: rng.random_range(1..=u16::MAX),
            first_src_port: rng.random(),
            ingress_rate_mbps: 100_000,
            rate_hint_mbps: 0,
        };
        let peer_mac = rng.random::<u64>() & 0xffff_ffff_ffff;
        let before = self.endpoint.connections().count();
        self.deliver(
            peer,
            hs.first_src_port,
            &Repr {
                header: Header::default(),
                body: Body::Connect(hs),
            },
        );
        assert_eq!(
            self.endpoint.connections().count(),
            before + 1,
            "CONNECT accepted"
        );
        self.peers.push((hs.src_conn_id, hs.udp_port, peer_mac));
        self.first_ports.push(hs.first_src_port);
        self.drain();
        self.write_connection(before, true);
    }

    /// A connection the endpoint opens and the peer never answers: not established.
    fn open_one(&mut self) {
        let rng = &mut self.rng;
        let peer = PEERS[rng.random_range(0..PEERS.len())];
        let port = rng.random_range(1..=u16::MAX);
        let peer_mac = rng.random::<u64>() & 0xffff_ffff_ffff;
        let handle = self
            .endpoint
            .connect(self.now, peer, port, ConnectionConfig::default())
            .expect("connect");
        // The peer's id and port are unknown until its ACCEPT: the host writes what it has.
        self.peers.push((0, port, peer_mac));
        self.first_ports.push(rng.random());
        self.drain();
        self.write_connection(handle.0, false);
    }

    fn connection_count(&self) -> usize {
        self.endpoint.connections().count()
    }

    /// A forged PROBE on a path of an established connection: usually a newer epoch (the
    /// endpoint re-paths the path), sometimes an old or the same one. The host writes the
    /// path's epoch afterwards, whatever happened.
    fn probe_one(&mut self, coverage: &mut ConnCoverage) {
        let index = self.rng.random_range(0..self.connection_count());
        let conn = self
            .endpoint
            .connection(ConnectionHandle(index))
            .expect("exists");
        if conn.state() != ConnectionState::Established || conn.paths().is_empty() {
            return;
        }
        let (id, peer) = (conn.local_id(), conn.peer_addr());
        let path = self.rng.random_range(0..conn.paths().len()) as u16;
        let old = conn.rx_window(path).expect("path").epoch;
        let epoch = match self.rng.random_range(0..10) {
            0..=6 => old.wrapping_add(1),
            7 => old.wrapping_add(self.rng.random_range(1..128)),
            8 => old,
            _ => old.wrapping_sub(self.rng.random_range(1..128)),
        };
        let probe = ProbeRepr {
            first_psn: self.rng.random(),
            timestamp: self.rng.random(),
        };
        let src_port = self.rng.random();
        self.deliver(
            peer,
            src_port,
            &Repr {
                header: Header {
                    flags: Flags(Flags::ACK_REQ),
                    conn_id: id,
                    path_id: path,
                    path_epoch: epoch,
                },
                body: Body::Probe(probe),
            },
        );
        self.drain();
        let conn = self
            .endpoint
            .connection(ConnectionHandle(index))
            .expect("exists");
        let new = conn.rx_window(path).expect("path").epoch;
        if new != old {
            coverage.repaths += 1;
        }
        self.ops.push_back(ConnOp::WritePath {
            window: slot_of(id) * MAX_HW_PATHS + usize::from(path),
            epoch: new,
        });
    }

    /// Closes a connection; the host rewrites its entry (not established any more).
    fn close_one(&mut self) {
        let index = self.rng.random_range(0..self.connection_count());
        let state = self
            .endpoint
            .connection(ConnectionHandle(index))
            .expect("exists")
            .state();
        if state != ConnectionState::Closed {
            self.endpoint
                .close(ConnectionHandle(index))
                .expect("closing a live connection");
            self.drain();
            self.write_connection(index, false);
        }
    }

    /// A DATA packet aimed at a random connection, with its id, source address, path and
    /// epoch each right or forged; the endpoint handles it and the expected result is read
    /// off its drop counters and its answers.
    fn data_one(&mut self, peer_macs: &[Option<u64>; CONN_COUNT]) -> (Lookup, Expected) {
        let index = self.rng.random_range(0..self.connection_count());
        let conn = self
            .endpoint
            .connection(ConnectionHandle(index))
            .expect("exists");
        let (id, peer) = (conn.local_id(), conn.peer_addr());
        let paths = conn.paths().len() as u16;
        let established = conn.state() == ConnectionState::Established;
        let rng = &mut self.rng;
        let conn_id = match rng.random_range(0..20) {
            0 => rng.random(),
            1 => id ^ (1 << rng.random_range(0..CONN_ID_SHIFT)),
            2 => id.wrapping_add((CONN_COUNT as u32) << CONN_ID_SHIFT),
            3 => id ^ (1 << rng.random_range(CONN_ID_SHIFT + 3..32)),
            _ => id,
        };
        let src_ip = match rng.random_range(0..12) {
            0 => Ipv4Addr::from(rng.random::<u32>()),
            1 => PEERS[rng.random_range(0..PEERS.len())],
            _ => peer,
        };
        let path_id = match rng.random_range(0..12) {
            0 => rng.random(),
            1 => paths + rng.random_range(0..3),
            _ => rng.random_range(0..paths.max(1)),
        };
        let window = established
            .then(|| conn.rx_window(path_id))
            .flatten()
            .map(|w| (w.epoch, w.base));
        let (current_epoch, base) = window.unwrap_or((0, 0));
        let epoch = match rng.random_range(0..10) {
            0 => rng.random(),
            1 => current_epoch.wrapping_sub(1),
            2 => current_epoch.wrapping_add(1),
            _ => current_epoch,
        };
        let src_port = if rng.random_bool(0.9) {
            self.first_ports[index].wrapping_add(path_id)
        } else {
            rng.random()
        };
        let data = DataRepr {
            kind: DataKind::Write {
                remote_addr: rng.random(),
                rkey: rng.random(),
            },
            psn: base.wrapping_add(rng.random_range(0..200)),
            stream: 0,
            msn: 0,
            offset: 0,
            payload_len: 8,
            timestamp: rng.random(),
            msg_len: 8,
        };
        let flags = if rng.random_bool(0.9) {
            Flags::ACK_REQ
        } else {
            0
        };
        self.tag = self.tag.wrapping_add(1);
        let lookup = Lookup {
            conn_id,
            src_ip: u32::from(src_ip),
            src_port,
            path_id,
            epoch,
            tag: self.tag,
        };
        let before: DropCounters = *self.endpoint.drops();
        self.deliver(
            src_ip,
            src_port,
            &Repr {
                header: Header {
                    flags: Flags(flags),
                    conn_id,
                    path_id,
                    path_epoch: epoch,
                },
                body: Body::Data(data),
            },
        );
        let after: DropCounters = *self.endpoint.drops();
        let answers = self.drain();
        let verdict = reference_verdict(&before, &after);
        let slot = slot_of(conn_id);
        let mut expected = Expected {
            due: 0,
            tag: self.tag,
            verdict,
            slot_window: None,
            ack: None,
        };
        if verdict == VERDICT_OK {
            expected.slot_window = Some((slot, slot * MAX_HW_PATHS + usize::from(path_id)));
            let peer_mac = peer_macs[slot].expect("an accepted packet's slot was written");
            let mut addresses = answers.iter().map(|&(dst, dst_port, src_port, header)| {
                assert_eq!(
                    (header.path_id, header.path_epoch),
                    (path_id, epoch),
                    "the answer is on the packet's path"
                );
                AckAddress {
                    peer_conn_id: header.conn_id,
                    peer_ip: u32::from(dst),
                    peer_port: dst_port,
                    src_port,
                    peer_mac,
                }
            });
            if let Some(first) = addresses.next() {
                assert!(addresses.all(|a| a == first), "one path, one addressing");
                expected.ack = Some(first);
            }
        } else {
            assert!(answers.is_empty(), "a dropped packet is not answered");
        }
        (lookup, expected)
    }
}

/// The verdict the endpoint's drop counters give: which of the table's four drop reasons
/// it counted, or none (the packet reached the receive step).
fn reference_verdict(before: &DropCounters, after: &DropCounters) -> u64 {
    let counted = [
        (
            after.unknown_connection - before.unknown_connection,
            VERDICT_UNKNOWN_CONNECTION,
        ),
        (
            after.not_established - before.not_established,
            VERDICT_NOT_ESTABLISHED,
        ),
        (after.bad_path - before.bad_path, VERDICT_BAD_PATH),
        (after.stale_epoch - before.stale_epoch, VERDICT_STALE_EPOCH),
    ];
    let mut hits = counted.iter().filter(|(n, _)| *n > 0);
    match (hits.next(), hits.next()) {
        (None, _) => {
            assert_eq!(
                after.total() - before.total(),
                [
                    after.duplicate - before.duplicate,
                    after.out_of_window - before.out_of_window,
                    after.access_violation - before.access_violation,
                ]
                .iter()
                .sum::<u64>(),
                "a DATA packet past the connection checks is dropped only by the receive step"
            );
            VERDICT_OK
        }
        (Some(&(1, code)), None) => code,
        other => panic!("one packet, one drop: {other:?}"),
    }
}

/// Sets up connections, then runs `count` operations — mostly DATA lookups, with PROBEs,
/// closes, new connections and idle clocks between — checking every result.
pub fn run_conn_table(
    table: &mut impl ConnTablePorts,
    scenario: &mut Scenario,
    count: usize,
) -> ConnCoverage {
    let mut coverage = ConnCoverage::default();
    let mut pending: VecDeque<Expected> = VecDeque::new();
    let mut peer_macs: [Option<u64>; CONN_COUNT] = [None; CONN_COUNT];
    let mut cycle = 0u64;
    // Up to eight connections (one per slot): most accepted, some opened and unanswered.
    scenario.restart();
    let mut issued = 0;
    while issued < count || !scenario.ops.is_empty() {
        if scenario.ops.is_empty() && issued < count {
            issued += 1;
            let room = scenario.connection_count() < CONN_COUNT;
            match scenario.rng.random_range(0..1000) {
                0..=19 => scenario.probe_one(&mut coverage),
                20 => scenario.close_one(),
                21 => scenario.restart(),
                22..=24 if room => {
                    if scenario.rng.random_bool(0.7) {
                        scenario.accept_one();
                    } else {
                        scenario.open_one();
                    }
                }
                25..=59 => scenario.ops.push_back(ConnOp::Idle),
                _ => {
                    let (lookup, expected) = scenario.data_one(&peer_macs);
                    scenario.ops.push_back(ConnOp::Lookup(lookup));
                    pending.push_back(expected);
                }
            }
        }
        let in_flight = pending.iter().any(|e| e.due > cycle);
        let op = match scenario.ops.front() {
            Some(ConnOp::WriteConn { .. } | ConnOp::WritePath { .. })
                if scenario.writes_wait_for_lookups && in_flight =>
            {
                ConnOp::Idle
            }
            _ => scenario.ops.pop_front().unwrap_or(ConnOp::Idle),
        };
        table.drive(op);
        match op {
            ConnOp::WriteConn { slot, entry } => {
                coverage.writes += 1;
                peer_macs[slot] = entry.map(|e| e.peer_mac);
            }
            ConnOp::WritePath { .. } => coverage.writes += 1,
            ConnOp::Lookup(lookup) => {
                let expected = pending
                    .iter_mut()
                    .rev()
                    .find(|e| e.tag == lookup.tag && e.due == 0)
                    .expect("the lookup's expectation");
                expected.due = cycle + LOOKUP_LATENCY;
                coverage.verdicts[expected.verdict as usize] += 1;
            }
            ConnOp::Idle => {}
        }
        table.tick();
        cycle += 1;
        check_result(table.result(), &mut pending, cycle, &mut coverage);
    }
    for _ in 0..LOOKUP_LATENCY {
        table.drive(ConnOp::Idle);
        table.tick();
        cycle += 1;
        check_result(table.result(), &mut pending, cycle, &mut coverage);
    }
    assert!(pending.is_empty(), "every lookup answered");
    coverage
}

fn check_result(
    got: Option<LookupResult>,
    pending: &mut VecDeque<Expected>,
    cycle: u64,
    coverage: &mut ConnCoverage,
) {
    match pending.front() {
        Some(e) if e.due == cycle => {
            let e = pending.pop_front().expect("front");
            let got = got.unwrap_or_else(|| panic!("cycle {cycle}: lookup {} unanswered", e.tag));
            assert_eq!(
                (got.tag, got.verdict),
                (e.tag, e.verdict),
                "cycle {cycle}: verdict differs from the endpoint's drop counters"
            );
            if let Some(slot_window) = e.slot_window {
                assert_eq!((got.slot, got.window), slot_window, "cycle {cycle}");
            }
            if let Some(ack) = e.ack {
                assert_eq!(got.ack, ack, "cycle {cycle}: ACK addressing differs");
                coverage.acks_compared += 1;
            }
        }
        _ => assert_eq!(got, None, "cycle {cycle}: unexpected result"),
    }
}
