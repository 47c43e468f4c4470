//! Runs the datapath's top level (Rust-HDL simulation or Verilator model) in lock-step with
//! a real `metaroce::transport::Endpoint`.
//!
//! The endpoint is the receiver. It accepts two connections (forged CONNECTs) and opens a
//! third nobody answers; forged PROBEs move some paths to a new epoch and base; it registers
//! memory regions (two with remote write, one without). The test then plays the host
//! library: it programs the top level only through AXI-Lite — configuration, connection
//! entries, path epochs, memory regions, and a SACK window start per path, all read off the
//! endpoint's public state.
//!
//! Every frame goes to both. WRITEs (built with `metaroce::wire`) on the connections' paths
//! come in order, reordered, duplicated, out of window, with forged connection ids, wrong
//! source addresses, bad paths, stale epochs, unknown rkeys, regions without remote write,
//! messages outside their region; among them malformed frames, other MetaRoCE frames with
//! forged ids, and non-MetaRoCE frames. The endpoint gets each frame in the clock the ACK
//! scheduler acts on its SACK result (`top::encoding::ACK_RESULT_LATENCY` after its last
//! beat; one clock is `CLOCK_NS`), and within a clock the order is: ACK timer, ACK taken, frame.
//! The test DMA engine of the placement tests executes the descriptors.
//!
//! SENDs (built with `metaroce::wire`) come among the WRITEs on connection 0's last two
//! paths: the test posts receives in the endpoint (`post_recv`) and mirrors each into the
//! hardware through AXI-Lite (bind, then post) in order, while traffic flows; the endpoint
//! takes a post in the clock that orders it as the hardware's receive table saw it (before
//! every SEND whose lookup saw the post). SENDs of one to three segments, in order or
//! reordered, exact duplicates, SENDs for receives not yet posted (NACKed
//! RECEIVER_NOT_READY and resent with a new PSN, as a sender does), messages too long for
//! their buffer, receives in a region deregistered before the traffic (refused: NACK
//! REMOTE_ACCESS and an error completion), a stream never bound, and stale copies of
//! completed messages (sent only once the endpoint reported the completion, so that no SEND
//! is new in its window while an earlier packet completes its message in flight — the
//! hazard `docs/hardware.md` names under *Differences*). The completions read from the
//! completion FIFO through AXI-Lite must equal the endpoint's receive completions per stream
//! (work-request id = MSN, bytes, status).
//!
//! Checked: every frame that is not a WRITE or SEND leaves on the host stream untouched, in order;
//! every frame on TX, ACK or NACK, is byte for byte the frame the endpoint transmits when
//! the top level takes the request (one `poll_transmit` per take: the endpoint's next frame,
//! so ACKs and NACKs come in the endpoint's order — its queued NACKs before its ACKs — and
//! an ACK's window state is the one at the take), and none is missing; host memory equals
//! the endpoint's regions byte for byte, and nothing is written elsewhere; the counters read
//! back through AXI-Lite equal the endpoint's: parser verdicts against its malformed
//! counters, the drop counters against the drops it counted for WRITEs, and no NACK dropped.
//!
//! Only connection 0's WRITEs are ever accepted (connection 1 gets only WRITEs out of its
//! window or refused before its window): the endpoint round-robins its connections in
//! `poll_transmit`, the top level sends every queued NACK first and then the ACK scheduler's
//! queue, so across connections the two orders differ (`docs/hardware.md`, "Top level").
//!
//! ACK timers: a timer ACK is exact when no update of its window is inside the SACK unit at
//! its deadline (else the top level holds it, and a second timer may come due meanwhile,
//! which the reference would fire at once). So no frame is started whose SACK update could
//! be in flight at the endpoint's next ACK deadline: the stream pauses before deadlines.

use std::collections::{BTreeMap, BTreeSet, VecDeque};
use std::net::Ipv4Addr;
use std::time::Duration;

use metaroce::Instant;
use metaroce::transport::{
    Access, BufferRequest, CompletionStatus, ConnectionConfig, ConnectionHandle, ConnectionState,
    DropCounters, Endpoint, EndpointConfig, Event, OpKind,
};
use metaroce::wire::{
    Body, DataKind, DataRepr, Ecn, FRAME_HEADER_LEN, Flags, FrameRepr, HandshakeRepr, Header,
    NackCode, Opcode, Packet, ProbeRepr, Repr, field,
};
use metaroce_hdl::conn::encoding::{CONN_COUNT, CONN_ID_SHIFT, MAX_HW_PATHS};
use metaroce_hdl::memory::encoding::KEY_INDEX_SHIFT;
use metaroce_hdl::parser::encoding::HEADER_LATENCY;
use metaroce_hdl::parser::encoding::{
    REASON_BAD_ETHERTYPE, REASON_BAD_FIELD, REASON_BAD_IP_CHECKSUM, REASON_BAD_IP_HEADER,
    REASON_BAD_LENGTH, REASON_BAD_OPCODE, REASON_BAD_PORT, REASON_BAD_VERSION, REASON_COUNT,
    REASON_OK, REASON_TRUNCATED,
};
use metaroce_hdl::regs::map::{
    ACK_EVERY, ACK_TIMER, CE_COUNT, CE_WINDOW, CONN_COMMIT, CONN_ID, CONN_PATH_COUNT,
    CONN_PEER_CONN_ID, CONN_PEER_IP, CONN_PEER_MAC_HI, CONN_PEER_MAC_LO, CONN_PEER_PORT, CONN_SLOT,
    ERROR, LOCAL_IP, LOCAL_MAC_HI, LOCAL_MAC_LO, MR_BASE_HI, MR_BASE_LO, MR_COMMIT, MR_INDEX,
    MR_KEY, MR_LENGTH_HI, MR_LENGTH_LO, NACK_DROPPED, PATH_COMMIT, PATH_EPOCH, PATH_WINDOW,
    PROBE_COMMIT, PROBE_PORT, PROBE_TS_HI, PROBE_TS_LO, RATE_HINT, SACK_BASE, SACK_COMMIT,
    SACK_WINDOW, UDP_PORT, drop_counter, parser_counter,
};
use metaroce_hdl::regs::map::{
    CPL_BYTES, CPL_INFO, CPL_MSN, CPL_STATUS, RECV_ADDR_HI, RECV_ADDR_LO, RECV_BIND_COMMIT,
    RECV_CONN_SLOT, RECV_KEY, RECV_LEN_HI, RECV_LEN_LO, RECV_MTU_SHIFT, RECV_POST_COMMIT,
    RECV_SLOT, RECV_STREAM,
};
use metaroce_hdl::top::encoding::{
    ACK_ECN, ACK_IDENT, ACK_RESULT_LATENCY, ACK_TTL, DATA_PAYLOAD_OFFSET, IN_FLIGHT_STAGES,
    NACK_CODE, NACK_CODE_NOT_READY, NACK_OPCODE, NACK_OPCODE_SEND, RESULT_LATENCY, UPDATE_LATENCY,
};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::frames::{FrameStream, PORT, RxFrame, emit_frame};
use super::parser_lockstep::{Beat, beats, expected_verdict};
use super::place_lockstep::{DmaBehaviour, DmaEngine, DmaInputs, DmaOutputs, PlaceStats};
use super::regs_lockstep::{Host, RegsInputs, RegsOutputs, RegsPorts};

/// Nanoseconds per clock (250 MHz).
pub const CLOCK_NS: u64 = 4;
/// Clocks an update of a window stays in flight for the hold rule (the SACK unit and the
/// scheduler's input register).
const IN_FLIGHT: u64 = IN_FLIGHT_STAGES as u64;

/// Everything driven into the top level in one clock.
#[derive(Debug, Clone, Default)]
pub struct TopInputs {
    /// Reset.
    pub rst: bool,
    /// A receive beat.
    pub rx: Option<Beat>,
    /// `m_axis_tx_tready`.
    pub tx_ready: bool,
    /// The AXI-Lite channels (the counter and SACK fields are ignored).
    pub axil: RegsInputs,
    /// The DMA engine's side.
    pub dma: DmaInputs,
}

/// Everything the top level drives in one clock.
#[derive(Debug, Clone, Default)]
pub struct TopOutputs {
    /// `s_axis_rx_tready`.
    pub rx_ready: bool,
    /// A host-stream beat.
    pub host: Option<Beat>,
    /// A TX beat (valid, whatever `tready`).
    pub tx: Option<Beat>,
    /// The AXI-Lite channels (table writes and commands are internal: none).
    pub axil: RegsOutputs,
    /// The DMA ports.
    pub dma: DmaOutputs,
    /// Placement's counters.
    pub stats: PlaceStats,
    /// `m_stat_ack_taken`: the frame builder took an ACK or NACK request.
    pub ack_taken: bool,
}

/// The ports of a top level, one clock at a time.
pub trait TopPorts {
    /// Drives the inputs for the next clock edge.
    fn drive(&mut self, inputs: &TopInputs);
    /// The outputs on the current state and inputs.
    fn outputs(&mut self) -> TopOutputs;
    /// One clock cycle.
    fn tick(&mut self);
}

/// The top level's AXI-Lite port as a register block's, for [`Host`], while the receive
/// stream carries `flood`, one beat or idle clock per clock, until it runs out (mostly
/// nothing).
struct Bus<'a, P: TopPorts> {
    top: &'a mut P,
    last: RegsOutputs,
    flood: VecDeque<Option<Beat>>,
}

impl<'a, P: TopPorts> Bus<'a, P> {
    fn new(top: &'a mut P) -> Self {
        Self {
            top,
            last: RegsOutputs::default(),
            flood: VecDeque::new(),
        }
    }
}

impl<P: TopPorts> RegsPorts for Bus<'_, P> {
    fn drive(&mut self, inputs: &RegsInputs) {
        self.top.drive(&TopInputs {
            rst: inputs.rst,
            rx: self.flood.front().cloned().flatten(),
            tx_ready: true,
            axil: *inputs,
            ..TopInputs::default()
        });
        self.last = self.top.outputs().axil;
    }

    fn outputs(&self) -> RegsOutputs {
        self.last
    }

    fn tick(&mut self) {
        self.flood.pop_front();
        self.top.tick();
    }
}

/// A good frame's beats as a flood's clocks.
fn flood_beats(frame: Vec<u8>) -> impl Iterator<Item = Option<Beat>> {
    beats(&RxFrame {
        bytes: frame,
        bad_frame: false,
    })
    .into_iter()
    .map(Some)
}

/// A PROBE committed while its path floods the datapath with packets of the PROBE's epoch
/// (a peer that does not wait for the PROBE's ACK, at one minimum WRITE every two clocks):
/// an update of the window is always in flight, and the commit must still be answered —
/// the datapath stops waiting for the window's updates after 64 clocks. Returns the clocks
/// `PROBE_COMMIT`'s write took (`Host::write` fails a write not answered in 100).
pub fn run_probe_under_flood(top: &mut impl TopPorts) -> u64 {
    let seed = 0xf100d;
    let traffic = Traffic::line_rate(0);
    let mut scenario = Scenario::new(seed, &traffic);
    reset(top);
    let program = scenario.host_program(&traffic);
    host_writes(top, seed, &program);
    let (_, writes) = scenario.probe(0, true);
    let mut flood = VecDeque::new();
    for _ in 0..400 {
        let mut frame = scenario.write(0, 0, Psn::InOrder);
        frame[52] = frame[52].wrapping_add(1); // the PROBE's epoch
        flood.extend(flood_beats(frame));
    }
    let mut bus = Bus::new(top);
    bus.flood = flood;
    let mut host = Host::attach(&mut bus, seed);
    let mut commit_clocks = 0;
    for (addr, value) in writes {
        let before = host.cycles;
        assert_eq!(host.write(addr, value, 0xf), 0, "write to {addr:#x}");
        if addr == PROBE_COMMIT {
            commit_clocks = host.cycles - before;
        }
    }
    assert!(
        !bus.flood.is_empty(),
        "the flood outlasts the PROBE's writes"
    );
    commit_clocks
}

/// A PROBE sent again (its epoch) whose host had `PATH_WINDOW` on another path while the
/// PROBE's path took frames (one minimum WRITE every four clocks, for 64 clocks), then set
/// it to the PROBE's path `switch_at` clocks after the frames' first beat and committed the
/// PROBE right away: the updates in flight then were compared with the other path's window
/// when they entered. Returns the clocks from the switch's answer to the commit's.
fn run_probe_after_a_window_switch(top: &mut impl TopPorts, switch_at: u64) -> u64 {
    let seed = 0x5717c4;
    let traffic = Traffic::line_rate(0);
    let mut scenario = Scenario::new(seed, &traffic);
    reset(top);
    let program = scenario.host_program(&traffic);
    host_writes(top, seed, &program);
    let (_, writes) = scenario.probe(0, false);
    let (path_window, probe_path) = writes[0];
    assert_eq!(
        path_window, PATH_WINDOW,
        "a PROBE's writes start at its window"
    );
    let (&commit, setup) = writes.split_last().expect("the PROBE's writes");
    host_writes(top, seed, setup);
    host_writes(top, seed, &[(PATH_WINDOW, probe_path + 1)]);
    let mut flood = VecDeque::new();
    for _ in 0..16 {
        let frame = scenario.write(0, 0, Psn::InOrder);
        flood.extend(flood_beats(frame));
        flood.extend([None, None]);
    }
    let mut bus = Bus::new(top);
    bus.flood = flood;
    let mut host = Host::attach(&mut bus, seed);
    host.back_pressure = false;
    host.idle(u32::try_from(switch_at).expect("a short wait"));
    assert_eq!(host.write(PATH_WINDOW, probe_path, 0xf), 0, "the switch");
    let switched = host.cycles;
    assert_eq!(host.write(commit.0, commit.1, 0xf), 0, "the commit");
    host.cycles - switched
}

/// Switches `PATH_WINDOW` to the PROBE's path at each clock from the end of its frames
/// until well after their updates (some of them in flight at the switch, compared with the
/// other path's window when they entered) and checks that the commit is not answered
/// before every update in flight at the switch could have left (`IN_FLIGHT_STAGES`).
pub fn assert_probe_waits_out_a_window_switch<P: TopPorts>(top: impl Fn() -> P) {
    let clocks: Vec<(u64, u64)> = (64..84)
        .map(|switch_at| {
            (
                switch_at,
                run_probe_after_a_window_switch(&mut top(), switch_at),
            )
        })
        .collect();
    assert!(
        clocks.iter().all(|&(_, clocks)| clocks >= IN_FLIGHT),
        "(switch clock, clocks to the commit's answer): {clocks:?}"
    );
}

/// Resets the top level (through the register block host's reset clocks).
pub fn reset(top: &mut impl TopPorts) {
    let mut bus = Bus::new(top);
    Host::new(&mut bus, 0);
}

fn host_writes(top: &mut impl TopPorts, seed: u64, writes: &[(u32, u32)]) {
    let mut bus = Bus::new(top);
    let mut host = Host::attach(&mut bus, seed);
    for &(addr, value) in writes {
        assert_eq!(host.write(addr, value, 0xf), 0, "write to {addr:#x}");
    }
    // SACK window starts are taken by the SACK unit a clock or two later.
    host.idle(4);
    assert_eq!(host.read(ERROR), (0, 0), "every value was in range");
}

fn host_read(top: &mut impl TopPorts, addr: u32) -> u32 {
    let mut bus = Bus::new(top);
    let mut host = Host::attach(&mut bus, u64::from(addr));
    let (value, resp) = host.read(addr);
    assert_eq!(resp, 0);
    value
}

/// The connections' MTU as a shift (the handshakes offer `1 << MTU_SHIFT`): the receive
/// table's segments are the endpoint's.
const MTU_SHIFT: u32 = 10;
/// The MTU.
const MTU: u32 = 1 << MTU_SHIFT;
/// Connection 0's streams bound in the receive table (slots 0..4), posted to during runs.
const SEND_STREAMS: [u32; 4] = [0, 1, 2, 3];
/// A stream (slot 4) whose receives are posted into a region deregistered before the
/// traffic: its SENDs are refused (REMOTE_ACCESS, error completions).
const VANISHED_STREAM: u32 = 5;
/// Receives posted on [`VANISHED_STREAM`].
const VANISHED_POSTS: usize = 3;
/// The deregistered region (local write).
const VANISHED_REGION: (u64, u64) = (0x3000_4000, 4096);
/// A stream never bound nor posted to: its SENDs get RECEIVER_NOT_READY.
const UNBOUND_STREAM: u32 = 9;
/// Connection 0's paths that carry SENDs (the WRITEs of mixed traffic take the others).
const SEND_PATHS: std::ops::Range<u16> = 6..8;
/// Receives a stream keeps posted and not completed at most (the receive table's ring holds
/// 16; a completion frees its place a few clocks after the endpoint reports it).
const MAX_OUTSTANDING: usize = 14;

const LOCAL_IP_ADDR: Ipv4Addr = Ipv4Addr::new(10, 0, 0, 2);
const LOCAL_MAC: u64 = 0x02_00_00_00_00_02;
/// Memory regions: (base, length, access). The last one grants no remote write.
const REGIONS: [(u64, u64, Access); 3] = [
    (0x1000_0000, 64 * 1024, Access::REMOTE_WRITE),
    (0x2000_0000, 16 * 1024, Access::ALL),
    (0x3000_0000, 4 * 1024, Access::LOCAL_WRITE),
];

/// A connection as the test's host library knows it.
#[derive(Debug, Clone, Copy)]
struct Peer {
    handle: ConnectionHandle,
    ip: Ipv4Addr,
    conn_id: u32,
    port: u16,
    mac: u64,
}

/// How a run's traffic looks.
#[derive(Debug, Clone)]
pub struct Traffic {
    /// Frames to send.
    pub frames: usize,
    /// Probability of idle clocks before a frame.
    pub gap: f64,
    /// Only valid minimum-size WRITEs, in order, round robin over the paths, back to back.
    pub line_rate: bool,
    /// Only WRITEs on one path, at random spacing and without pausing before deadlines:
    /// ACK timers come due while that window's updates are in the SACK unit. The endpoint's
    /// timer then runs in the clock the top level's documented rule fires it: the first
    /// clock at or after the deadline with no update of the window in the SACK unit
    /// or the scheduler's input register (`IN_FLIGHT_STAGES` clocks) nor entering the unit
    /// in that clock or the next.
    pub hold_timers: bool,
    /// Probability `m_axis_tx_tready` is high in a clock.
    pub tx_ready: f64,
    /// The DMA engine.
    pub dma: DmaBehaviour,
    /// ACK timer, in clocks (long enough that a timer armed after a frame starts cannot come
    /// due before that frame's SACK update has left the SACK unit).
    pub ack_delay: u64,
    /// K.
    pub ack_every: u16,
    /// Share of the frames that are SENDs (mixed traffic; line rate: one frame in 16).
    pub send_share: f64,
    /// Probability that a SEND segment sent for the first time is followed at once by a
    /// copy under a new PSN (as a retransmission or a second path would send it): the
    /// copy's lookup is issued before the segment's own update, so when that segment
    /// completes its message the copy is a stale duplicate only the receive table's
    /// verdict on its update can tell.
    pub near_copies: f64,
    /// A PROBE on one of connection 0's WRITE paths about every this many frames, handled
    /// as the host library would: the path is left quiet, the PROBE goes to the host, which
    /// writes the new epoch, starts the window and commits the PROBE's ACK (`PROBE_COMMIT`);
    /// sometimes the PROBE is sent again in the same epoch (its ACK lost) before the path
    /// carries data again.
    pub probe_every: Option<usize>,
}

impl Traffic {
    /// Random traffic of every kind.
    pub fn mixed(frames: usize) -> Self {
        let mut dma = DmaBehaviour::jittery();
        dma.desc_ready = 0.95;
        dma.cmd_valid = 1.0;
        dma.resp_ready = 0.95;
        dma.max_in_flight = 8;
        Self {
            frames,
            gap: 0.2,
            line_rate: false,
            hold_timers: false,
            tx_ready: 0.9,
            dma,
            ack_delay: 150,
            ack_every: 4,
            send_share: 0.25,
            near_copies: 0.0,
            probe_every: Some(150),
        }
    }

    /// Mixed traffic, half SENDs, most fresh segments followed at once by a copy, under
    /// K = 1: a copy of the segment that completed its message must be a stale duplicate
    /// (not placed, counted, ACKed at once). With K > 1 the hardware ACKs such a copy as a
    /// placed packet (by K or the timer) — the one difference left, see docs/hardware.md.
    pub fn near_copies(frames: usize) -> Self {
        Self {
            ack_every: 1,
            send_share: 0.5,
            near_copies: 0.6,
            ..Self::mixed(frames)
        }
    }

    /// WRITEs on one path, spaced so that timers come due while updates are in flight.
    pub fn held_timers(frames: usize) -> Self {
        Self {
            gap: 0.0,
            hold_timers: true,
            ack_every: 16,
            ack_delay: 60,
            send_share: 0.0,
            probe_every: None,
            ..Self::mixed(frames)
        }
    }

    /// Back-to-back valid minimum-size WRITEs.
    pub fn line_rate(frames: usize) -> Self {
        Self {
            frames,
            gap: 0.0,
            line_rate: true,
            hold_timers: false,
            tx_ready: 1.0,
            dma: DmaBehaviour::eager(),
            ack_delay: 4000,
            ack_every: 4,
            send_share: 1.0 / 16.0,
            near_copies: 0.0,
            probe_every: None,
        }
    }
}

/// What a run did.
#[derive(Debug, Default, Clone)]
pub struct TopReport {
    /// Clocks run.
    pub clocks: u64,
    /// Clocks with a receive beat.
    pub beats: u64,
    /// Clocks from the first beat to the last.
    pub beat_span: u64,
    /// Clocks the stream paused before an ACK deadline.
    pub paused: u64,
    /// Frames sent.
    pub frames: u64,
    /// Frames that went to the datapath (WRITEs).
    pub datapath_frames: u64,
    /// Frames on the host stream.
    pub host_frames: u64,
    /// WRITEs the endpoint placed.
    pub placed: u64,
    /// SEND copies sent right behind their segment that the endpoint found stale (the
    /// segment had completed the message).
    pub near_copies_stale: u64,
    /// PROBEs of a newer epoch handled (through `PROBE_COMMIT`).
    pub probes: u64,
    /// PROBEs of the current epoch (sent again) handled.
    pub reprobes: u64,
    /// CE counts of the paths at the end, summed (read through `CE_COUNT`).
    pub ce_marked: u64,
    /// ACK frames compared.
    pub acks: u64,
    /// NACK frames compared.
    pub nacks: u64,
    /// SEND frames sent.
    pub sends: u64,
    /// Receive completions compared (read from the completion FIFO).
    pub completions: u64,
    /// Of them, in error (refused SENDs).
    pub error_completions: u64,
    /// Receives posted through AXI-Lite while traffic flowed.
    pub live_posts: u64,
    /// Timer ACKs the endpoint sent.
    pub timer_fires: u64,
    /// Of them, fired after their deadline (held while an update was in flight).
    pub held_fires: u64,
    /// Clocks an ACK frame waited for `tready`.
    pub tx_waits: u64,
    /// The endpoint's drops counted for WRITEs.
    pub datapath_drops: DropCounters,
    /// Placement's counters at the end.
    pub stats: PlaceStats,
}

/// One segment of a SEND message.
#[derive(Debug, Clone, PartialEq, Eq)]
struct SendSeg {
    stream: u32,
    msn: u32,
    offset: u32,
    msg_len: u32,
    payload: Vec<u8>,
}

/// A SEND stream as the test's host library and sender know it.
#[derive(Debug, Clone)]
struct SendStream {
    stream: u32,
    /// Its receive-table slot (`None`: never bound).
    slot: Option<u32>,
    /// Buffers of its receives by MSN: (region key, offset in the region, length).
    bufs: Vec<(u32, u64, u64)>,
    /// Receives posted (queued on AXI-Lite) so far.
    posted: usize,
    /// Messages generated so far (the next MSN).
    next_msn: u32,
    /// Receive completions the endpoint reported.
    completed: usize,
    /// Receives are posted during the run.
    posting: bool,
}

struct Scenario {
    rng: ChaCha8Rng,
    endpoint: Endpoint,
    peers: Vec<Peer>,
    keys: Vec<u32>,
    noise: FrameStream,
    buf: Vec<u8>,
    /// Per (peer, path): next PSN of an in-order stream (line rate).
    next_psn: BTreeMap<(usize, u16), u32>,
    round_robin: usize,
    /// SEND streams of connection 0.
    streams: Vec<SendStream>,
    /// Segments of generated messages waiting to be sent.
    send_queue: VecDeque<SendSeg>,
    /// Segments the endpoint NACKed RECEIVER_NOT_READY: sent again (new PSN).
    resend: VecDeque<SendSeg>,
    /// A segment of each message the endpoint completed (stale copies).
    completed_msgs: Vec<SendSeg>,
    /// Every generated segment, by (stream, MSN).
    segments: BTreeMap<(u32, u32), Vec<SendSeg>>,
    /// The last SEND frame (exact duplicates).
    last_send: Option<Vec<u8>>,
    /// `Traffic::near_copies`.
    near_copy_share: f64,
    /// A segment to send again as the next frame, under a new PSN.
    near_copy: Option<SendSeg>,
    /// Copies sent that way, not yet handed to the endpoint.
    near_copy_frames: BTreeSet<Vec<u8>>,
    /// A WRITE path of connection 0 that gets no frame while it is probed.
    quiet_path: Option<u16>,
    /// PROBE frames on their way to the host (the endpoint takes them when the top level
    /// takes their `PROBE_COMMIT`, not at a SACK result).
    probe_frames: BTreeSet<Vec<u8>>,
    /// The region deregistered before traffic, and its key.
    vanished_key: u32,
}

/// How a WRITE's PSN is picked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Psn {
    /// The path's next PSN of an in-order stream (and a minimum-size, well-placed WRITE).
    InOrder,
    /// Near the window mostly: in order, reordered, duplicate, beyond, anywhere.
    Random,
    /// Beyond the window (no ACK).
    OutOfWindow,
    /// Mostly the window's base (new, in order: an ACK later), else as `Random`.
    Base,
}

fn slot_of(conn_id: u32) -> usize {
    (conn_id as usize >> CONN_ID_SHIFT) % CONN_COUNT
}

impl Scenario {
    fn new(seed: u64, traffic: &Traffic) -> Self {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut config = EndpointConfig::new(LOCAL_IP_ADDR);
        config.receiver_hints = false;
        config.udp_port = PORT;
        config.ack_every_packets = traffic.ack_every;
        config.ack_delay = Duration::from_nanos(traffic.ack_delay * CLOCK_NS);
        let mut endpoint = Endpoint::new(config).expect("endpoint");
        endpoint
            .set_accept_config(ConnectionConfig {
                paths: MAX_HW_PATHS as u16,
                ..ConnectionConfig::default()
            })
            .expect("accept config");
        let keys = REGIONS
            .iter()
            .map(|&(base, len, access)| endpoint.register_memory(base, len, access).expect("mr"))
            .collect();
        let mut s = Self {
            noise: FrameStream::new(rng.random()),
            rng,
            endpoint,
            peers: Vec::new(),
            keys,
            buf: vec![0; 9000],
            next_psn: BTreeMap::new(),
            round_robin: 0,
            streams: Vec::new(),
            send_queue: VecDeque::new(),
            resend: VecDeque::new(),
            completed_msgs: Vec::new(),
            segments: BTreeMap::new(),
            last_send: None,
            near_copy_share: traffic.near_copies,
            near_copy: None,
            near_copy_frames: BTreeSet::new(),
            quiet_path: None,
            probe_frames: BTreeSet::new(),
            vanished_key: 0,
        };
        let now = Instant::ZERO;
        for (ip, paths) in [
            (Ipv4Addr::new(10, 0, 0, 1), 8),
            (Ipv4Addr::new(10, 0, 0, 3), 3),
        ] {
            let hs = HandshakeRepr {
                src_conn_id: s.rng.random(),
                path_count: paths,
                mtu: MTU as u16,
                initial_psn: s.rng.random(),
                udp_port: s.rng.random_range(1024..=u16::MAX),
                first_src_port: s.rng.random(),
                ingress_rate_mbps: 100_000,
                rate_hint_mbps: 0,
            };
            let before = s.endpoint.connections().count();
            let frame = s.frame_from(
                ip,
                hs.first_src_port,
                Ecn::Ect0,
                &Repr {
                    header: Header::default(),
                    body: Body::Connect(hs),
                },
                &[],
            );
            s.endpoint.handle_frame(now, &frame);
            let handle = ConnectionHandle(before);
            let conn = s.endpoint.connection(handle).expect("CONNECT accepted");
            assert_eq!(conn.state(), ConnectionState::Established);
            assert_eq!(conn.paths().len(), usize::from(paths));
            s.peers.push(Peer {
                handle,
                ip,
                conn_id: hs.src_conn_id,
                port: hs.udp_port,
                mac: s.rng.random::<u64>() & 0xffff_ffff_ffff,
            });
        }
        // A connection this endpoint opens and nobody answers: not established.
        let ip = Ipv4Addr::new(10, 0, 0, 4);
        let handle = s
            .endpoint
            .connect(
                now,
                ip,
                4791,
                ConnectionConfig {
                    // its CONNECT is never resent during a run
                    initial_rto: Duration::from_secs(10),
                    max_rto: Duration::from_secs(10),
                    idle_timeout: Duration::from_secs(20),
                    ..ConnectionConfig::default()
                },
            )
            .expect("connect");
        s.peers.push(Peer {
            handle,
            ip,
            conn_id: 0,
            port: 4791,
            mac: s.rng.random::<u64>() & 0xffff_ffff_ffff,
        });
        // PROBEs move some paths to a new epoch and base (the host writes both).
        if !traffic.line_rate {
            for _ in 0..4 {
                let peer = s.peers[s.rng.random_range(0..2)];
                let conn = s.endpoint.connection(peer.handle).expect("conn");
                let (id, paths) = (conn.local_id(), conn.paths().len() as u16);
                let path = s.rng.random_range(0..paths);
                let epoch = conn.rx_window(path).expect("path").epoch.wrapping_add(1);
                let probe = Repr {
                    header: Header {
                        flags: Flags(0),
                        conn_id: id,
                        path_id: path,
                        path_epoch: epoch,
                    },
                    body: Body::Probe(ProbeRepr {
                        first_psn: s.rng.random(),
                        timestamp: s.rng.random(),
                    }),
                };
                let src_port = s.rng.random();
                let frame = s.frame_from(peer.ip, src_port, Ecn::Ect0, &probe, &[]);
                s.endpoint.handle_frame(now, &frame);
                let moved = s.endpoint.connection(peer.handle).expect("conn");
                assert_eq!(moved.rx_window(path).expect("path").epoch, epoch);
            }
        }
        while s.endpoint.poll_transmit(now, &mut s.buf).is_some() {}
        let conn = s.endpoint.connection(s.peers[0].handle).expect("conn");
        assert_eq!(conn.mtu(), MTU);
        // SEND streams: bound in slots 0.., the vanished one after them.
        for (i, &stream) in SEND_STREAMS.iter().chain([&VANISHED_STREAM]).enumerate() {
            s.streams.push(SendStream {
                stream,
                slot: Some(i as u32),
                bufs: Vec::new(),
                posted: 0,
                next_msn: 0,
                completed: 0,
                posting: stream != VANISHED_STREAM,
            });
        }
        s.streams.push(SendStream {
            stream: UNBOUND_STREAM,
            slot: None,
            bufs: Vec::new(),
            posted: 0,
            next_msn: 0,
            completed: 0,
            posting: false,
        });
        s.vanished_key = s
            .endpoint
            .register_memory(VANISHED_REGION.0, VANISHED_REGION.1, Access::LOCAL_WRITE)
            .expect("mr");
        let vanished = s.streams.len() - 2;
        for _ in 0..VANISHED_POSTS {
            let len = s.rng.random_range(1..=2 * u64::from(MTU));
            let offset = s.rng.random_range(0..=VANISHED_REGION.1 - len);
            s.streams[vanished].bufs.push((s.vanished_key, offset, len));
        }
        assert!(
            s.endpoint
                .poll_timeout()
                .is_none_or(|at| at >= Instant::ZERO + Duration::from_secs(1)),
            "no timer within a run after set-up (the unanswered CONNECT waits 10 s)"
        );
        s
    }

    fn frame_from(
        &self,
        src_ip: Ipv4Addr,
        src_port: u16,
        ecn: Ecn,
        repr: &Repr,
        payload: &[u8],
    ) -> Vec<u8> {
        emit_frame(
            &FrameRepr {
                dst_mac: [2, 0, 0, 0, 0, 2],
                src_mac: [2, 0, 0, 0, 0, 1],
                src_ip,
                dst_ip: LOCAL_IP_ADDR,
                ecn,
                ident: 7,
                ttl: 64,
                src_port,
                dst_port: PORT,
                payload_len: repr.buffer_len(),
            },
            repr,
            payload,
        )
    }

    /// Plans the buffer of `stream`'s next receive (if not planned yet) and returns it.
    fn plan_buf(&mut self, index: usize, msn: usize, small: bool) -> Option<(u32, u64, u64)> {
        let st = &self.streams[index];
        if st.slot.is_none() || (st.stream == VANISHED_STREAM && msn >= st.bufs.len()) {
            return None;
        }
        while self.streams[index].bufs.len() <= msn {
            let region = if self.rng.random_bool(0.6) { 1 } else { 2 };
            let (_, region_len, _) = REGIONS[region];
            let len = if small {
                self.rng.random_range(1..=64)
            } else {
                self.rng.random_range(1..=3 * u64::from(MTU))
            };
            let offset = self.rng.random_range(0..=region_len - len);
            let key = self.keys[region];
            self.streams[index].bufs.push((key, offset, len));
        }
        Some(self.streams[index].bufs[msn])
    }

    /// The register writes and the endpoint call that post `stream`'s next receive.
    fn post_next(&mut self, index: usize, small: bool) -> (Vec<(u32, u32)>, PendingPost) {
        let msn = self.streams[index].posted;
        let (key, offset, len) = self.plan_buf(index, msn, small).expect("a bound stream");
        self.streams[index].posted += 1;
        let st = &self.streams[index];
        let base = self.endpoint_base(key);
        let addr = base + offset;
        let writes = vec![
            (RECV_SLOT, st.slot.expect("bound")),
            (RECV_KEY, key),
            (RECV_ADDR_LO, addr as u32),
            (RECV_ADDR_HI, (addr >> 32) as u32),
            (RECV_LEN_LO, len as u32),
            (RECV_LEN_HI, (len >> 32) as u32),
            (RECV_POST_COMMIT, 1),
        ];
        let post = PendingPost {
            handle: self.peers[0].handle,
            stream: st.stream,
            request: BufferRequest {
                wr_id: msn as u64,
                local_key: key,
                local_offset: offset,
                len,
            },
        };
        (writes, post)
    }

    fn endpoint_base(&self, key: u32) -> u64 {
        if key == self.vanished_key {
            return VANISHED_REGION.0;
        }
        let region = self.keys.iter().position(|&k| k == key).expect("a region");
        REGIONS[region].0
    }

    /// The receive table's set-up: MTU, the streams' binds, the first receives (posted in
    /// the endpoint at once), and the vanished region's receives, after which the region is
    /// deregistered in both.
    fn recv_program(&mut self, posts_per_stream: usize, small: bool) -> Vec<(u32, u32)> {
        let conn_slot = slot_of(
            self.endpoint
                .connection(self.peers[0].handle)
                .expect("conn")
                .local_id(),
        ) as u32;
        let mut w = vec![(RECV_MTU_SHIFT, MTU_SHIFT)];
        for st in &self.streams {
            if let Some(slot) = st.slot {
                w.extend([
                    (RECV_SLOT, slot),
                    (RECV_CONN_SLOT, conn_slot),
                    (RECV_STREAM, st.stream),
                    (RECV_BIND_COMMIT, 1),
                ]);
            }
        }
        for index in 0..self.streams.len() {
            let count = match self.streams[index].stream {
                VANISHED_STREAM => VANISHED_POSTS,
                _ if self.streams[index].posting => posts_per_stream,
                _ => 0,
            };
            for _ in 0..count {
                let (writes, post) = self.post_next(index, small);
                w.extend(writes);
                self.endpoint
                    .post_recv(post.handle, post.stream, post.request)
                    .expect("post");
            }
        }
        let key = self.vanished_key;
        self.endpoint.deregister_memory(key).expect("deregister");
        w.extend([
            (MR_INDEX, (key >> KEY_INDEX_SHIFT) & 0xff),
            (MR_KEY, key),
            (MR_COMMIT, 0),
        ]);
        w
    }

    /// A PROBE on connection 0's `path` — of a newer epoch and a new first PSN when
    /// `fresh`, else of the current epoch (a PROBE sent again) — from a new source port,
    /// and the host library's register writes for it: the path's new epoch and window
    /// start (fresh only), the connection's addressing, the PROBE's port and timestamp, and
    /// `PROBE_COMMIT`.
    fn probe(&mut self, path: u16, fresh: bool) -> (Vec<u8>, Vec<(u32, u32)>) {
        let p = self.peers[0];
        let conn = self.endpoint.connection(p.handle).expect("conn");
        let conn_id = conn.local_id();
        let window = conn.rx_window(path).expect("path");
        let epoch = if fresh {
            window.epoch.wrapping_add(1)
        } else {
            window.epoch
        };
        let first_psn = if fresh {
            self.rng.random()
        } else {
            window.base
        };
        let timestamp: u64 = self.rng.random();
        let src_port = self.rng.random_range(50_000..60_000);
        let repr = Repr {
            header: Header {
                flags: Flags(0),
                conn_id,
                path_id: path,
                path_epoch: epoch,
            },
            body: Body::Probe(ProbeRepr {
                first_psn,
                timestamp,
            }),
        };
        let frame = self.frame_from(p.ip, src_port, Ecn::Ect0, &repr, &[]);
        let index = (slot_of(conn_id) * MAX_HW_PATHS + usize::from(path)) as u32;
        let mut writes = vec![(PATH_WINDOW, index), (PATH_EPOCH, u32::from(epoch))];
        if fresh {
            writes.extend([
                (PATH_COMMIT, 1),
                (SACK_WINDOW, index),
                (SACK_BASE, first_psn),
                (SACK_COMMIT, 1),
            ]);
        }
        writes.extend([
            (CONN_PEER_IP, u32::from(p.ip)),
            (CONN_PEER_CONN_ID, p.conn_id),
            (CONN_PEER_PORT, u32::from(p.port)),
            (CONN_PEER_MAC_LO, p.mac as u32),
            (CONN_PEER_MAC_HI, (p.mac >> 32) as u32),
            (PROBE_PORT, u32::from(src_port)),
            (PROBE_TS_LO, timestamp as u32),
            (PROBE_TS_HI, (timestamp >> 32) as u32),
            (PROBE_COMMIT, u32::from(fresh)),
        ]);
        self.probe_frames.insert(frame.clone());
        (frame, writes)
    }

    /// A SEND frame carrying `seg` on one of connection 0's SEND paths, in order there.
    fn send_frame(&mut self, seg: &SendSeg, path: u16) -> Vec<u8> {
        let p = self.peers[0];
        let conn = self.endpoint.connection(p.handle).expect("conn");
        let conn_id = conn.local_id();
        let window = conn.rx_window(path).expect("path");
        let (base, epoch) = (window.base, window.epoch);
        let next = self.next_psn.entry((0, path)).or_insert(base);
        let psn = *next;
        *next = next.wrapping_add(1);
        let rng = &mut self.rng;
        let ack_req = rng.random_bool(0.03);
        let ecn = if rng.random_bool(0.2) {
            Ecn::Ce
        } else {
            Ecn::Ect0
        };
        let repr = Repr {
            header: Header {
                flags: Flags(if ack_req { Flags::ACK_REQ } else { 0 }),
                conn_id,
                path_id: path,
                path_epoch: epoch,
            },
            body: Body::Data(DataRepr {
                kind: DataKind::Send,
                psn,
                stream: seg.stream,
                msn: seg.msn,
                offset: seg.offset,
                payload_len: seg.payload.len() as u16,
                timestamp: rng.random(),
                msg_len: seg.msg_len,
            }),
        };
        let src_port = 40_000 + path * 7 + u16::from(rng.random_bool(0.1));
        let frame = self.frame_from(p.ip, src_port, ecn, &repr, &seg.payload);
        self.last_send = Some(frame.clone());
        frame
    }

    /// A new message on stream `index`: its segments, queued in a random order.
    fn new_message(&mut self, index: usize, small: bool) {
        let msn = self.streams[index].next_msn;
        self.streams[index].next_msn += 1;
        let stream = self.streams[index].stream;
        let buf = self.plan_buf(index, msn as usize, small);
        let rng = &mut self.rng;
        let msg_len = match buf {
            _ if small => 1,
            Some((_, _, len)) if rng.random_bool(0.9) => {
                rng.random_range(1..=len.min(3 * u64::from(MTU))) as u32
            }
            Some((_, _, len)) => (len + rng.random_range(1..=u64::from(MTU))) as u32,
            None => rng.random_range(1..=2 * MTU),
        };
        let count = msg_len.div_ceil(MTU).max(1);
        let mut segs: Vec<SendSeg> = (0..count)
            .map(|i| {
                let offset = i * MTU;
                let len = (msg_len - offset).min(MTU);
                SendSeg {
                    stream,
                    msn,
                    offset,
                    msg_len,
                    payload: (0..len).map(|_| rng.random()).collect(),
                }
            })
            .collect();
        if segs.len() > 1 && rng.random_bool(0.5) {
            let a = rng.random_range(0..segs.len());
            let b = rng.random_range(0..segs.len());
            segs.swap(a, b);
        }
        self.segments.insert((stream, msn), segs.clone());
        self.send_queue.extend(segs);
    }

    /// The next SEND frame of mixed traffic.
    fn next_send(&mut self) -> Vec<u8> {
        let path = self.rng.random_range(SEND_PATHS);
        let roll = self.rng.random_range(0..100);
        if roll < 5
            && let Some(frame) = self.last_send.clone()
        {
            return frame; // an exact duplicate (same PSN)
        }
        if roll < 10 && !self.completed_msgs.is_empty() {
            // a stale copy of a message the endpoint reported complete, with a new PSN
            let seg =
                self.completed_msgs[self.rng.random_range(0..self.completed_msgs.len())].clone();
            return self.send_frame(&seg, path);
        }
        if (roll < 40 || self.send_queue.is_empty())
            && let Some(seg) = self.resend.pop_front()
        {
            return self.fresh_send(seg, path);
        }
        if self.send_queue.is_empty() {
            let index = match self.rng.random_range(0..100) {
                0..=4 => self.streams.len() - 1, // unbound
                5..=9 => self.streams.len() - 2, // vanished region
                _ => self.rng.random_range(0..SEND_STREAMS.len()),
            };
            self.new_message(index, false);
        }
        let seg = self.send_queue.pop_front().expect("a segment");
        self.fresh_send(seg, path)
    }

    /// A segment sent for the first time (or resent after RECEIVER_NOT_READY), and maybe a
    /// copy of it next (`Traffic::near_copies`).
    fn fresh_send(&mut self, seg: SendSeg, path: u16) -> Vec<u8> {
        let frame = self.send_frame(&seg, path);
        if self.near_copy_share > 0.0 && self.rng.random_bool(self.near_copy_share) {
            self.near_copy = Some(seg);
        }
        frame
    }

    /// The host library's register writes for the endpoint's state.
    fn host_program(&self, traffic: &Traffic) -> Vec<(u32, u32)> {
        let mut w = vec![
            (UDP_PORT, u32::from(PORT)),
            (ACK_EVERY, u32::from(traffic.ack_every)),
            (ACK_TIMER, traffic.ack_delay as u32),
            (LOCAL_IP, u32::from(LOCAL_IP_ADDR)),
            (LOCAL_MAC_LO, LOCAL_MAC as u32),
            (LOCAL_MAC_HI, (LOCAL_MAC >> 32) as u32),
        ];
        let mut hint = None;
        for peer in &self.peers {
            let conn = self.endpoint.connection(peer.handle).expect("conn");
            let established = conn.state() == ConnectionState::Established;
            let paths = if established { conn.paths().len() } else { 0 };
            let slot = slot_of(conn.local_id());
            w.extend([
                (CONN_SLOT, slot as u32),
                (CONN_ID, conn.local_id()),
                (CONN_PEER_IP, u32::from(peer.ip)),
                (CONN_PATH_COUNT, paths as u32),
                (CONN_PEER_CONN_ID, peer.conn_id),
                (CONN_PEER_PORT, u32::from(peer.port)),
                (CONN_PEER_MAC_LO, peer.mac as u32),
                (CONN_PEER_MAC_HI, (peer.mac >> 32) as u32),
                (CONN_COMMIT, 1 | u32::from(established) << 1),
            ]);
            for p in 0..paths as u16 {
                let window = conn.rx_window(p).expect("path");
                let index = (slot * MAX_HW_PATHS + usize::from(p)) as u32;
                w.extend([
                    (PATH_WINDOW, index),
                    (PATH_EPOCH, u32::from(window.epoch)),
                    (PATH_COMMIT, 1),
                    (SACK_WINDOW, index),
                    (SACK_BASE, window.base),
                    (SACK_COMMIT, 1),
                ]);
            }
            if established {
                let h = conn.rate_hint_mbps();
                assert!(
                    hint.is_none_or(|x| x == h),
                    "one rate hint for every connection"
                );
                hint = Some(h);
            }
        }
        w.push((RATE_HINT, hint.unwrap_or(0)));
        for (&key, &(base, len, access)) in self.keys.iter().zip(&REGIONS) {
            w.extend([
                (MR_INDEX, (key >> KEY_INDEX_SHIFT) & 0xff),
                (MR_KEY, key),
                (MR_BASE_LO, base as u32),
                (MR_BASE_HI, (base >> 32) as u32),
                (MR_LENGTH_LO, len as u32),
                (MR_LENGTH_HI, (len >> 32) as u32),
                (
                    MR_COMMIT,
                    1 | u32::from(access.contains(Access::REMOTE_WRITE)) << 1
                        | u32::from(access.contains(Access::LOCAL_WRITE)) << 2,
                ),
            ]);
        }
        w
    }

    /// A WRITE on `peer`'s path `path` (header fields as given), its PSN and region picked
    /// against the endpoint's current window.
    fn write(&mut self, peer: usize, mut path: u16, psn: Psn) -> Vec<u8> {
        if peer == 0 && Some(path) == self.quiet_path {
            path = u16::from(path == 0);
        }
        let minimum = psn == Psn::InOrder;
        let p = self.peers[peer];
        let conn = self.endpoint.connection(p.handle).expect("conn");
        let (conn_id, paths) = (conn.local_id(), conn.paths().len() as u16);
        let rng = &mut self.rng;
        let window = conn.rx_window(path.min(paths.saturating_sub(1)));
        let (base, epoch) = window.map_or((rng.random(), 0), |w| (w.base, w.epoch));
        let psn = match psn {
            Psn::InOrder => {
                let next = self.next_psn.entry((peer, path)).or_insert(base);
                let psn = *next;
                *next = next.wrapping_add(1);
                psn
            }
            Psn::OutOfWindow => base.wrapping_add(rng.random_range(256..100_000)),
            Psn::Base if rng.random_bool(0.85) => base,
            Psn::Base | Psn::Random => match rng.random_range(0..100) {
                0..=54 => base.wrapping_add(rng.random_range(0..6)),
                55..=69 => base.wrapping_add(rng.random_range(0..256)),
                70..=79 => base.wrapping_sub(rng.random_range(1..300)),
                80..=89 => base.wrapping_add(rng.random_range(256..5000)),
                _ => rng.random(),
            },
        };
        let payload_len: u16 = if minimum || rng.random_bool(0.6) {
            if minimum { 1 } else { rng.random_range(1..=64) }
        } else {
            rng.random_range(65..1400)
        };
        // The region, the message and where this packet sits in it.
        let region = match rng.random_range(0..100) {
            _ if minimum => 0,
            0..=69 => 0,
            70..=89 => 1,
            _ => 2,
        };
        let (region_base, region_len, _) = REGIONS[region];
        let mut rkey = self.keys[region];
        if !minimum && rng.random_bool(0.04) {
            rkey ^= rng.random_range(1..u32::MAX);
        }
        let (offset, msg_len) = if minimum || rng.random_bool(0.7) {
            (0, u32::from(payload_len))
        } else {
            let offset = rng.random_range(0..4000);
            (
                offset,
                offset + u32::from(payload_len) + rng.random_range(0..4000),
            )
        };
        let msg_len_64 = u64::from(msg_len);
        let message_start = match rng.random_range(0..100) {
            _ if minimum || msg_len_64 >= region_len => region_base,
            0..=91 => region_base + rng.random_range(0..=region_len - msg_len_64),
            // runs past the region's end
            92..=96 => region_base + region_len - msg_len_64 + rng.random_range(1..=msg_len_64),
            // starts before the region
            _ => region_base - rng.random_range(1..4096),
        };
        let mut remote_addr = message_start + u64::from(offset);
        if !minimum && offset > 0 && rng.random_bool(0.01) {
            remote_addr = rng.random_range(0..u64::from(offset)); // message before address 0
        }
        let payload: Vec<u8> = (0..payload_len).map(|_| rng.random()).collect();
        let ack_req = !minimum && rng.random_bool(0.03);
        let ecn = if rng.random_bool(0.2) {
            Ecn::Ce
        } else {
            Ecn::Ect0
        };
        let repr = Repr {
            header: Header {
                flags: Flags(if ack_req { Flags::ACK_REQ } else { 0 }),
                conn_id,
                path_id: path,
                path_epoch: epoch,
            },
            body: Body::Data(DataRepr {
                kind: DataKind::Write { remote_addr, rkey },
                psn,
                stream: rng.random_range(0..4),
                msn: rng.random(),
                offset,
                payload_len,
                timestamp: rng.random(),
                msg_len,
            }),
        };
        let src_port = 40_000 + path * 7 + u16::from(rng.random_bool(0.1));
        self.frame_from(p.ip, src_port, ecn, &repr, &payload)
    }

    /// The next frame of the traffic.
    fn next_frame(&mut self, traffic: &Traffic) -> Vec<u8> {
        if traffic.hold_timers {
            return self.write(0, 0, Psn::Base);
        }
        if traffic.line_rate {
            // Round robin over every path of the ACKed connection; every 16th frame a
            // minimum-size SEND (on the last path, every other round).
            let paths = self.paths_of(0);
            let path = self.round_robin % paths;
            let round = self.round_robin / paths;
            self.round_robin += 1;
            if traffic.send_share > 0.0 && path == paths - 1 && round % 2 == 0 {
                let index = (round / 2) % SEND_STREAMS.len();
                self.new_message(index, true);
                let seg = self.send_queue.pop_front().expect("one segment");
                return self.send_frame(&seg, path as u16);
            }
            return self.write(0, path as u16, Psn::InOrder);
        }
        if let Some(seg) = self.near_copy.take() {
            let path = self.rng.random_range(SEND_PATHS);
            let frame = self.send_frame(&seg, path);
            self.near_copy_frames.insert(frame.clone());
            return frame;
        }
        if traffic.send_share > 0.0 && self.rng.random_bool(traffic.send_share) {
            return self.next_send();
        }
        let write_paths = if traffic.send_share > 0.0 {
            usize::from(SEND_PATHS.start)
        } else {
            self.paths_of(0)
        };
        let roll = self.rng.random_range(0..100);
        match roll {
            0..=59 => {
                let path = self.rng.random_range(0..write_paths) as u16;
                self.write(0, path, Psn::Random)
            }
            60..=64 => {
                // the other connection: out of window (its ACKs would interleave with the
                // first one's in another order, see the module's description)
                let path = self.rng.random_range(0..self.paths_of(1)) as u16;
                self.write(1, path, Psn::OutOfWindow)
            }
            65..=69 => {
                // a forged connection id, a wrong source address, the unanswered connection
                let peer = self.rng.random_range(0..2);
                let mut frame = self.write(peer, 0, Psn::Random);
                match self.rng.random_range(0..3) {
                    0 => frame[46..50].copy_from_slice(&self.rng.random::<u32>().to_be_bytes()),
                    1 => frame[29] ^= 0x40,
                    _ => {
                        let id = self
                            .endpoint
                            .connection(self.peers[2].handle)
                            .expect("conn")
                            .local_id();
                        frame[46..50].copy_from_slice(&id.to_be_bytes());
                        frame[26..30].copy_from_slice(&self.peers[2].ip.octets());
                    }
                }
                refresh_checksum(&mut frame);
                frame
            }
            70..=73 => {
                // a bad path or a stale epoch
                let peer = self.rng.random_range(0..2);
                let paths = self.paths_of(peer) as u16;
                if self.rng.random_bool(0.5) {
                    let path = self.rng.random_range(paths..paths + 12);
                    self.write(peer, path, Psn::Random)
                } else {
                    let path = self.rng.random_range(0..paths);
                    let mut frame = self.write(peer, path, Psn::Random);
                    frame[52] = frame[52].wrapping_add(self.rng.random_range(1..=255));
                    frame
                }
            }
            74..=79 => {
                // a malformed WRITE
                let peer = self.rng.random_range(0..2);
                let mut frame = self.write(peer, 0, Psn::Random);
                match self.rng.random_range(0..5) {
                    0 => frame[26] ^= 0x10, // stale IPv4 checksum
                    1 => frame[42] = 2,     // version
                    2 => frame[71] ^= 0x01, // payload length
                    3 => frame.truncate(self.rng.random_range(44..frame.len())), // short
                    _ => frame[94..98].copy_from_slice(&[0, 0, 0, 0]), // message length
                }
                frame
            }
            _ => loop {
                // other traffic and other MetaRoCE frames (forged ids), often malformed; no
                // CONNECT the endpoint would accept
                let frame = self.noise.next_frame().bytes;
                if !is_valid_connect(&frame) {
                    break frame;
                }
            },
        }
    }

    fn paths_of(&self, peer: usize) -> usize {
        self.endpoint
            .connection(self.peers[peer].handle)
            .expect("conn")
            .paths()
            .len()
    }
}

fn refresh_checksum(frame: &mut [u8]) {
    let mut f = metaroce::wire::Frame::new_unchecked(frame);
    let ecn = f.ecn();
    f.set_ecn(ecn);
}

fn is_valid_connect(frame: &[u8]) -> bool {
    metaroce::wire::Frame::new_checked(frame)
        .ok()
        .filter(|f| FrameRepr::parse(f, PORT).is_ok())
        .and_then(|f| Repr::parse(&Packet::new_unchecked(f.payload())).ok())
        .is_some_and(|r| matches!(r.body, Body::Connect(_)))
}

/// Where the datapath routes a frame: `None` for a runt (dropped), `Some(true)` for a
/// WRITE or SEND (opcode byte 0x01 or 0x02 in an IPv4/UDP frame to the MetaRoCE port),
/// `Some(false)` for the host stream.
pub fn route(frame: &[u8]) -> Option<bool> {
    if frame.len() < 42 {
        return None;
    }
    Some(is_metaroce(frame) && frame.len() > 43 && (frame[43] == 0x01 || frame[43] == 0x02))
}

/// IPv4 (no options, not fragmented) UDP to the MetaRoCE port, at least 42 bytes: the
/// frames the host library (the endpoint) gets; the others go to the host's own stack.
pub fn is_metaroce(frame: &[u8]) -> bool {
    frame.len() >= 42
        && frame[12..14] == [0x08, 0x00]
        && frame[14] == 0x45
        && frame[20] & 0x3f == 0
        && frame[21] == 0
        && frame[23] == 17
        && u16::from_be_bytes([frame[36], frame[37]]) == PORT
}

fn drops_of_write(d: &DropCounters) -> [u64; 8] {
    [
        d.unknown_connection,
        d.not_established,
        d.bad_path,
        d.stale_epoch,
        d.duplicate,
        d.out_of_window,
        d.access_violation,
        d.receiver_not_ready,
    ]
}

/// A receive the endpoint takes in the clock the hardware's table order puts it.
#[derive(Debug, Clone, Copy)]
struct PendingPost {
    handle: ConnectionHandle,
    stream: u32,
    request: BufferRequest,
}

/// What the endpoint does when a host write's response comes.
enum HostEffect {
    /// Takes the receive (a post's commit).
    Post(PendingPost),
    /// Handles the PROBE frame (its `PROBE_COMMIT`, answered the clock after its take).
    Probe(Vec<u8>),
}

/// One AXI-Lite write of the host: address, data, and the endpoint's side of a commit.
type AxiWrite = (u32, u32, Option<HostEffect>);

/// The host's writes for a PROBE, the commit's response handing the PROBE to the endpoint.
fn queue_probe(queue: &mut VecDeque<AxiWrite>, frame: Vec<u8>, writes: Vec<(u32, u32)>) {
    let last = writes.len() - 1;
    let mut frame = Some(frame);
    for (i, (addr, data)) in writes.into_iter().enumerate() {
        let effect = if i == last {
            frame.take().map(HostEffect::Probe)
        } else {
            None
        };
        queue.push_back((addr, data, effect));
    }
}

/// Where the test's host is with a PROBE.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum ProbeState {
    /// None under way; the next one after this many frames sent.
    Idle { after: usize },
    /// The path gets no new frame; the PROBE goes out once the last one sent has had its
    /// SACK result for a while.
    Quiet { path: u16, until: u64 },
    /// The PROBE and its writes are out; `again`: a second PROBE of the same epoch follows.
    Busy { path: u16, again: bool },
}

/// The SEND segment a frame carries, if it is a SEND.
fn send_seg_of(frame: &[u8]) -> Option<SendSeg> {
    let f = metaroce::wire::Frame::new_checked(frame).ok()?;
    FrameRepr::parse(&f, PORT).ok()?;
    let packet = Packet::new_unchecked(f.payload());
    let repr = Repr::parse(&packet).ok()?;
    match repr.body {
        Body::Data(d) if d.kind == DataKind::Send => Some(SendSeg {
            stream: d.stream,
            msn: d.msn,
            offset: d.offset,
            msg_len: d.msg_len,
            payload: packet.data_payload().to_vec(),
        }),
        _ => None,
    }
}

/// The reference and what the test expects of the top level's outputs.
struct Reference {
    scenario: Scenario,
    /// Frames the endpoint takes in a clock: (clock, frame, to the datapath).
    due: BTreeMap<u64, Vec<(Vec<u8>, bool)>>,
    /// Clocks the top level took an ACK or NACK request.
    takes: VecDeque<u64>,
    /// The endpoint's frames for those takes, ACK or NACK.
    acks: VecDeque<Vec<u8>>,
    processed: u64,
    drops_at_start: DropCounters,
    datapath_drops: [u64; 8],
    /// Receives the endpoint takes, by clock (before that clock's frames).
    posts: BTreeMap<u64, Vec<PendingPost>>,
    /// The endpoint's receive completions: (stream, wr_id, bytes, error).
    completions: Vec<(u32, u64, u64, bool)>,
    timer_fires: u64,
    held_fires: u64,
    placed: u64,
    /// Near copies the endpoint found stale (their message completed by an earlier frame).
    near_copies_stale: u64,
    /// PROBE frames the endpoint handles, by clock (after that clock's ACK taken).
    probes: BTreeMap<u64, Vec<Vec<u8>>>,
    /// PROBE frames handled.
    probes_handled: u64,
    /// SACK update clocks of the frames sent, when timers may be held.
    updates: Option<VecDeque<u64>>,
}

const BASE_CLOCK: u64 = 1000;

fn now_of(clock: u64) -> Instant {
    Instant::from_nanos((BASE_CLOCK + clock) * CLOCK_NS)
}

impl Reference {
    /// The endpoint's next ACK deadline, as a clock (the unanswered connection's CONNECT
    /// timer, seconds away, is not one).
    fn deadline(&self) -> Option<u64> {
        self.scenario
            .endpoint
            .poll_timeout()
            .filter(|&at| at < Instant::ZERO + Duration::from_secs(1))
            .map(|at| (at.as_nanos().div_ceil(CLOCK_NS)).saturating_sub(BASE_CLOCK))
    }

    /// Runs the endpoint through clock `clock`: timer, ACK taken, frames.
    fn run_clock(&mut self, clock: u64) {
        let now = now_of(clock);
        let endpoint = &mut self.scenario.endpoint;
        if let Some(updates) = &mut self.updates {
            while updates.front().is_some_and(|&u| u + IN_FLIGHT < clock) {
                updates.pop_front();
            }
        }
        // Held while an update of its window is in the SACK unit, or taken in this clock or
        // the next (the command reaches the unit a clock after the fire).
        let held = self
            .updates
            .as_ref()
            .is_some_and(|u| u.iter().any(|&u| u + IN_FLIGHT >= clock && u <= clock + 1));
        if endpoint.poll_timeout().is_some_and(|at| at <= now) && !held {
            self.held_fires += u64::from(endpoint.poll_timeout().is_some_and(|at| at < now));
            endpoint.handle_timeout(now);
            self.timer_fires += 1;
            assert!(
                endpoint.poll_timeout().is_none_or(|at| at > now),
                "clock {clock}: two ACK timers due at once"
            );
        }
        if self.takes.front() == Some(&clock) {
            self.takes.pop_front();
            let ack = endpoint
                .poll_transmit(now, &mut self.scenario.buf)
                .unwrap_or_else(|| {
                    panic!("clock {clock}: the top level sent an ACK or NACK, the endpoint none")
                });
            assert!(
                matches!(ack.opcode, Opcode::Ack | Opcode::Nack),
                "a receiver sends ACKs and NACKs"
            );
            let peer = self
                .scenario
                .peers
                .iter()
                .find(|p| p.ip == ack.dst_addr)
                .expect("ACK to a peer");
            let repr = FrameRepr {
                dst_mac: peer.mac.to_be_bytes()[2..].try_into().expect("6"),
                src_mac: LOCAL_MAC.to_be_bytes()[2..].try_into().expect("6"),
                src_ip: LOCAL_IP_ADDR,
                dst_ip: ack.dst_addr,
                ecn: Ecn::from_bits(ACK_ECN as u8),
                ident: ACK_IDENT as u16,
                ttl: ACK_TTL as u8,
                src_port: ack.src_port,
                dst_port: ack.dst_port,
                payload_len: ack.len,
            };
            let mut frame = vec![0; repr.buffer_len()];
            repr.emit(&mut frame);
            frame[metaroce::wire::FRAME_HEADER_LEN..]
                .copy_from_slice(&self.scenario.buf[..ack.len]);
            if std::env::var_os("TOP_TRACE").is_some() {
                eprintln!(
                    "ref clock {clock}: {:?} {}",
                    ack.opcode,
                    hex::encode(&frame[26..54])
                );
            }
            self.acks.push_back(frame);
        }
        for post in self.posts.remove(&clock).unwrap_or_default() {
            endpoint
                .post_recv(post.handle, post.stream, post.request)
                .expect("post");
        }
        for probe in self.probes.remove(&clock).unwrap_or_default() {
            let drops = *endpoint.drops();
            endpoint.handle_frame(now, &probe);
            assert_eq!(*endpoint.drops(), drops, "the endpoint takes the PROBE");
            self.probes_handled += 1;
        }
        for (frame, datapath) in self.due.remove(&clock).unwrap_or_default() {
            let before = *endpoint.drops();
            let placed_before = endpoint
                .connections()
                .map(|c| c.stats().bytes_placed)
                .sum::<u64>();
            endpoint.handle_frame(now, &frame);
            if std::env::var_os("TOP_TRACE").is_some() {
                eprintln!(
                    "ref clock {clock}: frame {} datapath {datapath} drops {:?}",
                    hex::encode(&frame[26..54]),
                    drops_of_write(endpoint.drops())
                );
            }
            if datapath {
                let after = drops_of_write(endpoint.drops());
                for (i, (a, b)) in after.iter().zip(drops_of_write(&before)).enumerate() {
                    self.datapath_drops[i] += a - b;
                }
                let placed_after = endpoint
                    .connections()
                    .map(|c| c.stats().bytes_placed)
                    .sum::<u64>();
                self.placed += u64::from(placed_after > placed_before);
                if self.scenario.near_copy_frames.remove(&frame)
                    && endpoint.drops().duplicate > before.duplicate
                {
                    self.near_copies_stale += 1;
                }
                if endpoint.drops().receiver_not_ready > before.receiver_not_ready {
                    // the sender resends a segment NACKed RECEIVER_NOT_READY
                    let seg = send_seg_of(&frame).expect("only SENDs get RNR");
                    if seg.stream != UNBOUND_STREAM && seg.stream != VANISHED_STREAM {
                        self.scenario.resend.push_back(seg);
                    }
                }
            }
        }
        let endpoint = &mut self.scenario.endpoint;
        while let Some(event) = endpoint.poll_event() {
            if let Event::Completion(c) = event
                && c.kind == OpKind::Recv
            {
                let error = match c.status {
                    CompletionStatus::Success => false,
                    CompletionStatus::RemoteAccessError => true,
                    other => panic!(
                        "a receive completes in success or remote access error, not {other:?}"
                    ),
                };
                self.completions.push((c.stream, c.wr_id, c.bytes, error));
                let st = self
                    .scenario
                    .streams
                    .iter_mut()
                    .find(|s| s.stream == c.stream)
                    .expect("a SEND stream");
                st.completed += 1;
                if let Some(segs) = self.scenario.segments.get(&(c.stream, c.wr_id as u32)) {
                    self.scenario.completed_msgs.push(segs[0].clone());
                }
            }
        }
        self.processed = clock + 1;
    }
}

/// Runs `traffic` through `top` against a fresh endpoint (seed `seed`) and checks
/// everything listed in the module's description.
/// What a [`Traffic::line_rate`] run of `frames` two-beat WRITEs must show: a beat in every
/// clock, the stream never paused, every frame placed by the endpoint and the top level,
/// nothing dropped, ACKs flowing.
pub fn assert_line_rate(report: &TopReport, frames: u64) {
    assert_eq!(report.paused, 0, "the stream never paused");
    assert_eq!(report.beat_span, report.beats, "a beat in every clock");
    assert_eq!(report.beats, 2 * frames, "two-beat frames");
    assert_eq!(report.placed, frames, "the endpoint placed every frame");
    assert_eq!(report.stats.placed, frames, "so did the top level");
    assert_eq!(report.datapath_drops, Default::default());
    assert!(report.acks >= frames / 4);
}

pub fn run(top: &mut impl TopPorts, seed: u64, traffic: &Traffic) -> TopReport {
    assert_eq!(
        DATA_PAYLOAD_OFFSET as usize,
        metaroce::wire::FRAME_HEADER_LEN + metaroce::wire::field::DATA_HEADER_LEN
    );
    assert_eq!(NACK_CODE, NackCode::RemoteAccess as u64);
    assert_eq!(NACK_OPCODE, Opcode::Write as u64);
    assert_eq!(NACK_CODE_NOT_READY, NackCode::ReceiverNotReady as u64);
    assert_eq!(NACK_OPCODE_SEND, Opcode::Send as u64);
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x70b);
    let mut scenario = Scenario::new(seed, traffic);
    reset(top);
    let mut program = scenario.host_program(traffic);
    program
        .extend(scenario.recv_program(if traffic.line_rate { 16 } else { 2 }, traffic.line_rate));
    host_writes(top, seed, &program);
    let drops_at_start = *scenario.endpoint.drops();
    let mut reference = Reference {
        scenario,
        due: BTreeMap::new(),
        takes: VecDeque::new(),
        acks: VecDeque::new(),
        processed: 0,
        drops_at_start,
        datapath_drops: [0; 8],
        posts: BTreeMap::new(),
        completions: Vec::new(),
        timer_fires: 0,
        held_fires: 0,
        placed: 0,
        near_copies_stale: 0,
        probes: BTreeMap::new(),
        probes_handled: 0,
        updates: traffic.hold_timers.then(VecDeque::new),
    };
    let mut dma = DmaEngine::new(traffic.dma.clone(), rng.random(), 0x1000_0000..0x3001_0000);
    let mut report = TopReport::default();
    let longest_frame_beats = 1500u64.div_ceil(64) + 1;
    assert!(
        traffic.ack_delay > longest_frame_beats + UPDATE_LATENCY + IN_FLIGHT + 4,
        "the ACK timer is too short for the stream's pause rule"
    );

    let mut current: VecDeque<Beat> = VecDeque::new();
    let mut gap = 0u64;
    let mut sent = 0usize;
    let mut next: Option<Vec<u8>> = None;
    let mut probe_state = ProbeState::Idle {
        after: traffic.probe_every.unwrap_or(usize::MAX),
    };
    let mut host_expected: VecDeque<Vec<u8>> = VecDeque::new();
    let mut host_frame: Vec<u8> = Vec::new();
    let mut tx_frame: Vec<u8> = Vec::new();
    let mut tx_frame_done = false;
    let mut first_beat: Option<u64> = None;
    let mut last_beat = 0u64;
    let mut quiet = 0u64;
    let mut clock = 0u64;
    let mut bypassed = [0u64; REASON_COUNT];
    // The AXI-Lite writes of receives posted while traffic flows, one at a time:
    // (address, data, the endpoint's post on a commit), and the write in progress with
    // whether its address and data were taken.
    let mut axi_queue: VecDeque<AxiWrite> = VecDeque::new();
    let mut axi_current: Option<(AxiWrite, bool, bool)> = None;
    // The host's completion reader, beside the posts (AXI-Lite reads and writes are
    // independent): `CPL_STATUS`, and while a completion waits `CPL_INFO`, `CPL_MSN`,
    // `CPL_BYTES` (whose read pops it). Completions by stream slot: (MSN, bytes, error).
    let mut cpl_got: BTreeMap<u32, Vec<(u64, u64, bool)>> = BTreeMap::new();
    let mut rd_current: Option<(u32, bool)> = None;
    let mut rd_next = CPL_STATUS;
    let (mut rd_info, mut rd_msn) = (0u32, 0u32);
    loop {
        if rd_current.is_none()
            && traffic.send_share > 0.0
            && (rd_next != CPL_STATUS || rng.random_bool(0.2))
        {
            rd_current = Some((rd_next, false));
        }
        // PROBEs: quiet the path, send the PROBE, then the host's writes for it.
        match probe_state {
            ProbeState::Idle { after } if sent >= after && sent < traffic.frames => {
                let path = rng.random_range(0..SEND_PATHS.start);
                reference.scenario.quiet_path = Some(path);
                probe_state = ProbeState::Quiet {
                    path,
                    until: clock + RESULT_LATENCY + 64,
                };
            }
            ProbeState::Quiet { path, until } => {
                if next.is_some() {
                    // a frame chosen before the quiet started may be for the path (the one
                    // streaming now ends well before `until`)
                    probe_state = ProbeState::Quiet {
                        path,
                        until: clock + RESULT_LATENCY + 64,
                    };
                } else if clock >= until && axi_queue.is_empty() && axi_current.is_none() {
                    let (frame, writes) = reference.scenario.probe(path, true);
                    queue_probe(&mut axi_queue, frame.clone(), writes);
                    next = Some(frame);
                    report.probes += 1;
                    probe_state = ProbeState::Busy {
                        path,
                        again: report.probes % 3 == 0, // every third: sent again
                    };
                }
            }
            ProbeState::Busy { path, again }
                if reference.probes_handled == report.probes + report.reprobes =>
            {
                if again && axi_queue.is_empty() && axi_current.is_none() && next.is_none() {
                    let (frame, writes) = reference.scenario.probe(path, false);
                    queue_probe(&mut axi_queue, frame.clone(), writes);
                    next = Some(frame);
                    report.reprobes += 1;
                    probe_state = ProbeState::Busy { path, again: false };
                } else if !again {
                    reference.scenario.quiet_path = None;
                    probe_state = ProbeState::Idle {
                        after: sent + traffic.probe_every.unwrap_or(usize::MAX),
                    };
                }
            }
            _ => {}
        }
        // Post the next receive of a stream that has room (the queue holds one post).
        if axi_queue.is_empty()
            && axi_current.is_none()
            && traffic.send_share > 0.0
            && rng.random_bool(if traffic.line_rate { 1.0 } else { 0.3 })
        {
            let scenario = &mut reference.scenario;
            let pick = (0..scenario.streams.len())
                .filter(|&i| {
                    let st = &scenario.streams[i];
                    st.posting
                        && st.posted - st.completed < MAX_OUTSTANDING
                        && st.posted < st.next_msn as usize + 3
                })
                .min_by_key(|&i| scenario.streams[i].posted);
            if let Some(index) = pick {
                let (writes, post) = scenario.post_next(index, traffic.line_rate);
                let last = writes.len() - 1;
                for (i, (addr, data)) in writes.into_iter().enumerate() {
                    axi_queue.push_back((
                        addr,
                        data,
                        (i == last).then_some(HostEffect::Post(post)),
                    ));
                }
                report.live_posts += 1;
            }
        }
        if axi_current.is_none() {
            axi_current = axi_queue.pop_front().map(|w| (w, false, false));
        }
        let mut axil =
            axi_current
                .as_ref()
                .map_or(RegsInputs::default(), |&((addr, data, _), aw, w)| {
                    RegsInputs {
                        awvalid: !aw,
                        awaddr: addr,
                        wvalid: !w,
                        wdata: data,
                        wstrb: 0xf,
                        bready: true,
                        ..RegsInputs::default()
                    }
                });
        if let Some((addr, taken)) = rd_current {
            axil.arvalid = !taken;
            axil.araddr = addr;
        }
        axil.rready = true;
        let input_left = sent < traffic.frames || !current.is_empty() || next.is_some();
        // The receive beat.
        let mut beat = current.pop_front();
        if beat.is_none() && (sent < traffic.frames || next.is_some()) {
            if gap > 0 {
                gap -= 1;
            } else {
                let frame = next
                    .take()
                    .unwrap_or_else(|| reference.scenario.next_frame(traffic));
                let frame_beats = frame.len().div_ceil(64) as u64;
                let update = clock + frame_beats - 1 + UPDATE_LATENCY;
                if !traffic.hold_timers
                    && reference
                        .deadline()
                        .is_some_and(|d| d <= update + IN_FLIGHT + 1)
                {
                    report.paused += 1;
                    next = Some(frame);
                } else {
                    sent += 1;
                    report.frames += 1;
                    let rx = RxFrame {
                        bytes: frame.clone(),
                        bad_frame: false,
                    };
                    current.extend(beats(&rx));
                    assert!(
                        !is_metaroce(&frame) || expected_verdict(&rx).0 != REASON_BAD_ETHERTYPE
                    );
                    beat = current.pop_front();
                    let last = clock + frame_beats - 1;
                    if let Some(updates) = &mut reference.updates {
                        // every frame of this traffic reaches the SACK unit
                        updates.push_back(update);
                    }
                    if traffic.hold_timers {
                        // often so that this frame's update is in flight at the deadline a
                        // previous one armed (its last beat about `ack_delay` later)
                        let d = traffic.ack_delay;
                        gap = if rng.random_bool(0.5) {
                            rng.random_range(d - 24..d + 8).saturating_sub(frame_beats)
                        } else {
                            rng.random_range(0..2 * d)
                        };
                    }
                    match route(&frame) {
                        Some(true) => {
                            report.datapath_frames += 1;
                            report.sends += u64::from(frame[43] == 0x02);
                            reference
                                .due
                                .entry(last + ACK_RESULT_LATENCY)
                                .or_default()
                                .push((frame, true));
                        }
                        Some(false) if !is_metaroce(&frame) => {
                            // Not MetaRoCE: the host's own stack takes it, not the endpoint;
                            // the parser counts it by `metaroce::wire`'s first failed check.
                            let (reason, _) = expected_verdict(&rx);
                            bypassed[reason as usize] += 1;
                            host_expected.push_back(frame);
                        }
                        Some(false) if reference.scenario.probe_frames.remove(&frame) => {
                            // a PROBE: the host handles it (its writes are queued)
                            host_expected.push_back(frame);
                        }
                        Some(false) => {
                            host_expected.push_back(frame.clone());
                            reference
                                .due
                                .entry(last + ACK_RESULT_LATENCY)
                                .or_default()
                                .push((frame, false));
                        }
                        None => reference
                            .due
                            .entry(last + ACK_RESULT_LATENCY)
                            .or_default()
                            .push((frame, false)),
                    }
                    if rng.random_bool(traffic.gap) {
                        gap = rng.random_range(1..8);
                    }
                }
            }
        }
        if beat.is_some() {
            report.beats += 1;
            first_beat.get_or_insert(clock);
            last_beat = clock;
        }
        let tx_ready = rng.random_bool(traffic.tx_ready);
        let dma_in = dma.inputs(clock);
        top.drive(&TopInputs {
            rst: false,
            rx: beat,
            tx_ready,
            axil,
            dma: dma_in,
        });
        let out = top.outputs();
        if let Some(((_, _, post), aw, w)) = &mut axi_current {
            *aw |= out.axil.awready;
            *w |= out.axil.wready;
            if out.axil.bvalid {
                assert_eq!(out.axil.bresp, 0);
                match post.take() {
                    Some(HostEffect::Post(post)) => {
                        // A post's response comes the clock after its pulse to the table
                        // (clock p); SENDs whose lookup is issued from p - 1 on see it: the
                        // endpoint takes it before them, after every earlier frame.
                        let pulse = clock - 1;
                        let at = pulse - 1 + (ACK_RESULT_LATENCY - HEADER_LATENCY);
                        reference.posts.entry(at).or_default().push(post);
                    }
                    Some(HostEffect::Probe(frame)) => {
                        // Answered the clock after the take (clock - 1); the scheduler acts
                        // on the PROBE's ACK a clock after the take (its input register),
                        // after that clock's ACK request, as the endpoint handles a frame
                        // (the reference runs a clock behind: clock is to come).
                        reference.probes.entry(clock).or_default().push(frame);
                    }
                    None => {}
                }
                axi_current = None;
            }
        }
        if let Some((addr, taken)) = &mut rd_current {
            if !*taken {
                *taken = out.axil.arready;
            } else if out.axil.rvalid {
                assert_eq!(out.axil.rresp, 0);
                let data = out.axil.rdata;
                rd_next = match *addr {
                    CPL_STATUS if data & 1 != 0 => CPL_INFO,
                    CPL_STATUS => CPL_STATUS,
                    CPL_INFO => {
                        rd_info = data;
                        CPL_MSN
                    }
                    CPL_MSN => {
                        rd_msn = data;
                        CPL_BYTES
                    }
                    _ => {
                        cpl_got.entry(rd_info & 0xf).or_default().push((
                            u64::from(rd_msn),
                            u64::from(data),
                            rd_info & 0x100 != 0,
                        ));
                        CPL_STATUS
                    }
                };
                rd_current = None;
            }
        }
        assert!(
            out.rx_ready,
            "clock {clock}: the receive stream must never stall"
        );
        if let Some(b) = out.host {
            assert!(!b.user, "clock {clock}: host beat flagged bad");
            host_frame.extend_from_slice(&b.data[..b.keep.count_ones() as usize]);
            if b.last {
                let want = host_expected
                    .pop_front()
                    .unwrap_or_else(|| panic!("clock {clock}: a host frame nobody sent"));
                assert!(
                    host_frame == want,
                    "clock {clock}: host frame differs from the frame received"
                );
                report.host_frames += 1;
                host_frame.clear();
            }
        }
        if out.ack_taken {
            // The endpoint sends its next frame in the clock the builder takes the request
            // (the frame leaves on TX later, in take order).
            reference.takes.push_back(clock);
        }
        if let Some(b) = &out.tx {
            if tx_ready {
                tx_frame.extend_from_slice(&b.data[..b.keep.count_ones() as usize]);
                if b.last {
                    tx_frame_done = true;
                }
            } else {
                report.tx_waits += 1;
            }
        }
        dma.clock(clock, &dma_in, &out.dma);
        top.tick();
        // The reference runs a clock behind: a take shows on TX the clock after.
        if clock > 0 {
            reference.run_clock(clock - 1);
        }
        if tx_frame_done {
            tx_frame_done = false;
            let want = reference.acks.pop_front().unwrap_or_else(|| {
                panic!("clock {clock}: an ACK or NACK frame the endpoint did not send")
            });
            assert!(
                tx_frame == want,
                "clock {clock}: TX frame differs from the endpoint's (in order, ACKs and NACKs)\n top:       {}\n endpoint:  {}",
                hex::encode(&tx_frame),
                hex::encode(&want)
            );
            if want[FRAME_HEADER_LEN + field::OPCODE] == Opcode::Nack as u8 {
                report.nacks += 1;
            } else {
                report.acks += 1;
            }
            tx_frame.clear();
        }
        clock += 1;
        if !input_left
            && reference.due.is_empty()
            && reference.posts.is_empty()
            && reference.probes.is_empty()
            && matches!(probe_state, ProbeState::Idle { .. })
            && axi_current.is_none()
            && axi_queue.is_empty()
            && rd_current.is_none()
            && rd_next == CPL_STATUS
            && dma.is_idle()
            && out.tx.is_none()
        {
            let idle_timers = reference.deadline().is_none();
            quiet = if idle_timers { quiet + 1 } else { 0 };
            if quiet > 64 {
                break;
            }
        }
        assert!(
            clock < 100 * (traffic.frames as u64 + 100) + 20 * traffic.ack_delay,
            "the run did not drain"
        );
    }
    reference.run_clock(clock);
    assert!(host_expected.is_empty(), "host frames missing");
    assert!(
        reference.acks.is_empty(),
        "an ACK or NACK taken never came out"
    );
    let endpoint = &mut reference.scenario.endpoint;
    while let Some(t) = endpoint.poll_transmit(now_of(clock), &mut reference.scenario.buf) {
        assert!(
            !matches!(t.opcode, Opcode::Ack | Opcode::Nack),
            "the endpoint has an {:?} the top level never sent",
            t.opcode
        );
    }

    // Host memory against the endpoint's regions; nothing written elsewhere.
    for (&key, &(base, len, _)) in reference.scenario.keys.iter().zip(&REGIONS) {
        let region = reference.scenario.endpoint.memory(key).expect("region");
        let differing = (0..len)
            .filter(|&i| dma.host.get(&(base + i)).copied().unwrap_or(0) != region[i as usize])
            .count();
        assert_eq!(
            differing, 0,
            "bytes of region {key:#x} differing from the endpoint's"
        );
    }
    for &addr in dma.host.keys() {
        assert!(
            REGIONS
                .iter()
                .any(|&(b, l, a)| (a.contains(Access::REMOTE_WRITE)
                    || a.contains(Access::LOCAL_WRITE))
                    && (b..b + l).contains(&addr)),
            "DMA write at {addr:#x} outside every writable region"
        );
    }

    // Receive completions: the completion FIFO, read through AXI-Lite while traffic flowed
    // and now, against the endpoint's, per stream in order (work-request id = MSN, bytes,
    // status).
    loop {
        let status = host_read(top, CPL_STATUS);
        if status & 1 == 0 {
            assert_eq!(status, 0, "nothing waiting behind an empty head");
            break;
        }
        let info = host_read(top, CPL_INFO);
        let msn = host_read(top, CPL_MSN);
        let bytes = host_read(top, CPL_BYTES);
        cpl_got.entry(info & 0xf).or_default().push((
            u64::from(msn),
            u64::from(bytes),
            info & 0x100 != 0,
        ));
    }
    let mut got: BTreeMap<u32, Vec<(u64, u64, bool)>> = BTreeMap::new();
    for (slot, list) in cpl_got {
        let st = reference
            .scenario
            .streams
            .iter()
            .find(|s| s.slot == Some(slot))
            .expect("a completion of a bound slot");
        got.insert(st.stream, list);
    }
    let mut want: BTreeMap<u32, Vec<(u64, u64, bool)>> = BTreeMap::new();
    for &(stream, wr_id, bytes, error) in &reference.completions {
        want.entry(stream).or_default().push((wr_id, bytes, error));
        report.completions += 1;
        report.error_completions += u64::from(error);
    }
    assert_eq!(got, want, "receive completions against the endpoint's");
    assert_eq!(
        host_read(top, ERROR),
        0,
        "no post refused, no completion lost, no SACK update or command refused"
    );

    // Counters, read back through AXI-Lite.
    let out = top.outputs();
    report.stats = out.stats;
    assert_eq!(out.stats.protocol_error, 0, "placement's port contracts");
    assert_eq!(out.stats.dropped_full, 0, "placement dropped nothing");
    assert_eq!(out.stats.dma_error, 0);
    assert_eq!(out.stats.placed, dma.written);
    assert_eq!(
        out.stats.placed, reference.placed,
        "a DMA write for exactly the packets the endpoint placed"
    );
    let drops = *reference.scenario.endpoint.drops();
    let start = reference.drops_at_start;
    let malformed = [
        (REASON_TRUNCATED, drops.truncated - start.truncated),
        (REASON_BAD_LENGTH, drops.bad_length - start.bad_length),
        (
            REASON_BAD_ETHERTYPE,
            drops.bad_ethertype - start.bad_ethertype,
        ),
        (
            REASON_BAD_IP_HEADER,
            drops.bad_ip_header - start.bad_ip_header,
        ),
        (
            REASON_BAD_IP_CHECKSUM,
            drops.bad_ip_checksum - start.bad_ip_checksum,
        ),
        (REASON_BAD_PORT, drops.bad_port - start.bad_port),
        (REASON_BAD_VERSION, drops.bad_version - start.bad_version),
        (REASON_BAD_OPCODE, drops.bad_opcode - start.bad_opcode),
        (REASON_BAD_FIELD, drops.bad_field - start.bad_field),
    ];
    let malformed = malformed.map(|(r, n)| (r, n + bypassed[r as usize]));
    let malformed_total: u64 = malformed.iter().map(|m| m.1).sum();
    for (reason, want) in malformed
        .into_iter()
        .chain([(REASON_OK, report.frames - malformed_total)])
    {
        assert_eq!(
            u64::from(host_read(top, parser_counter(reason))),
            want,
            "parser counter {reason} against the endpoint's"
        );
    }
    assert_eq!(
        host_read(top, NACK_DROPPED),
        0,
        "the NACK queue dropped nothing"
    );
    for (i, &want) in reference.datapath_drops.iter().enumerate() {
        assert_eq!(
            u64::from(host_read(top, drop_counter(i))),
            want,
            "drop counter {i} against the endpoint's drops of WRITEs"
        );
    }
    // Every path's CE count (`CE_COUNT`) against the endpoint's window.
    for (peer, p) in reference.scenario.peers.iter().enumerate().take(2) {
        let conn = reference
            .scenario
            .endpoint
            .connection(p.handle)
            .expect("conn");
        let slot = slot_of(conn.local_id());
        for path in 0..conn.paths().len() as u16 {
            let window = (slot * MAX_HW_PATHS + usize::from(path)) as u32;
            let want = conn.rx_window(path).expect("path").ce_count;
            host_writes(top, u64::from(window), &[(CE_WINDOW, window)]);
            assert_eq!(
                host_read(top, CE_COUNT),
                want,
                "CE count of connection {peer}'s path {path}"
            );
            report.ce_marked += u64::from(want);
        }
    }
    report.clocks = clock;
    report.beat_span = first_beat.map_or(0, |f| last_beat - f + 1);
    report.timer_fires = reference.timer_fires;
    report.held_fires = reference.held_fires;
    report.placed = reference.placed;
    report.near_copies_stale = reference.near_copies_stale;
    report.datapath_drops = DropCounters {
        unknown_connection: reference.datapath_drops[0],
        not_established: reference.datapath_drops[1],
        bad_path: reference.datapath_drops[2],
        stale_epoch: reference.datapath_drops[3],
        duplicate: reference.datapath_drops[4],
        out_of_window: reference.datapath_drops[5],
        access_violation: reference.datapath_drops[6],
        receiver_not_ready: reference.datapath_drops[7],
        ..DropCounters::default()
    };
    report
}
