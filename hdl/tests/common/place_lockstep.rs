//! Runs a placement block (Rust-HDL simulation or Verilator model) on back-to-back frames
//! with their decisions, behind a DMA engine driver that executes its write descriptors the
//! way Corundum's does: it reads the payload out of the block's DMA RAM through the
//! segmented `rd_cmd`/`rd_resp` port, writes it into a byte array standing for host memory,
//! and returns each tag's status after a random latency.
//!
//! The checks: the frame stream is never stalled; every frame is reported captured one clock
//! after its last beat; descriptors come out in frame order, one for each frame decided
//! "place" that was stored (with its host address and length), and the bytes the driver
//! reads for it are exactly the frame's payload; nothing is written to host memory for any
//! other frame; the counters agree. Which bytes a frame carries and where they go come from
//! the frames themselves (built with `metaroce::wire`) and from the decisions the test gives.

use std::collections::{BTreeMap, VecDeque};

use metaroce_hdl::place::encoding::{
    CAPTURE_LATENCY, DECISION_DEADLINE, LINE_BYTES, LINE_COUNT, RAM_ADDR_WIDTH, RAM_SEG_BE_WIDTH,
    RAM_SEG_COUNT, TAG_COUNT,
};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::frames::RxFrame;
use super::parser_lockstep::{Beat, beats};

/// The placement decision for one frame.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct DecisionIn {
    /// Write the payload to the host.
    pub place: bool,
    /// Host address of the payload's first byte.
    pub addr: u64,
    /// Payload bytes.
    pub len: u16,
    /// Offset of the payload in the frame.
    pub offset: u16,
}

/// Everything driven into the block in one clock.
#[derive(Debug, Clone, Default)]
pub struct PlaceInputs {
    /// A frame beat.
    pub beat: Option<Beat>,
    /// A decision.
    pub decision: Option<DecisionIn>,
    /// `m_axis_data_dma_write_desc_ready`.
    pub desc_ready: bool,
    /// A write status: `(tag, error)`.
    pub status: Option<(u16, u8)>,
    /// Read command per segment: the line address.
    pub rd_cmd: [Option<u16>; RAM_SEG_COUNT],
    /// `rd_resp_ready` per segment.
    pub rd_resp_ready: [bool; RAM_SEG_COUNT],
    /// A command on the (tied-off) RAM write port, per segment.
    pub wr_cmd_valid: u8,
}

/// A DMA write descriptor as the block offers it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DescOut {
    /// Host address.
    pub dma_addr: u64,
    /// RAM select.
    pub ram_sel: u64,
    /// RAM byte address.
    pub ram_addr: u64,
    /// Immediate.
    pub imm: u64,
    /// Immediate enable.
    pub imm_en: bool,
    /// Bytes.
    pub len: u64,
    /// Tag.
    pub tag: u64,
}

/// The block's counters.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct PlaceStats {
    /// Descriptors issued.
    pub placed: u64,
    /// "Place" decisions for frames not stored.
    pub dropped_full: u64,
    /// Error statuses.
    pub dma_error: u64,
    /// Broken port contracts.
    pub protocol_error: u64,
}

/// Everything the block drives in one clock (after the inputs settled).
#[derive(Debug, Clone, Default)]
pub struct PlaceOutputs {
    /// `s_axis_frame_tready`.
    pub frame_tready: bool,
    /// `m_capture_valid` → `m_capture_stored`.
    pub capture: Option<bool>,
    /// The offered descriptor.
    pub desc: Option<DescOut>,
    /// `rd_cmd_ready` per segment.
    pub rd_cmd_ready: [bool; RAM_SEG_COUNT],
    /// `rd_resp_valid` → `rd_resp_data` per segment.
    pub rd_resp: [Option<[u8; RAM_SEG_BE_WIDTH]>; RAM_SEG_COUNT],
    /// `wr_cmd_ready` bits.
    pub wr_cmd_ready: u8,
    /// `wr_done` bits.
    pub wr_done: u8,
    /// Counters.
    pub stats: PlaceStats,
}

/// The ports of a placement block, one clock at a time.
pub trait PlacementPorts {
    /// Drives the inputs for the next clock edge.
    fn drive(&mut self, inputs: &PlaceInputs);
    /// The outputs on the current state and inputs.
    fn outputs(&mut self) -> PlaceOutputs;
    /// One clock cycle.
    fn tick(&mut self);
    /// One clock with `rst` high and every input idle.
    fn reset(&mut self);
}

/// One frame of a run and the decision the test gives it.
#[derive(Debug, Clone)]
pub struct FrameJob {
    /// The frame.
    pub bytes: Vec<u8>,
    /// Its decision.
    pub decision: DecisionIn,
    /// Idle clocks before its first beat.
    pub gap: usize,
    /// Clocks from its last beat to its decision (1 to `DECISION_DEADLINE`; pushed later
    /// when the previous decision is not yet out, never past the deadline).
    pub delay: u64,
}

/// How the test's DMA engine behaves.
#[derive(Debug, Clone)]
pub struct DmaBehaviour {
    /// Probability that `desc_ready` is high in a clock.
    pub desc_ready: f64,
    /// Descriptors the engine works on at once.
    pub max_in_flight: usize,
    /// Probability a pending read command is offered in a clock.
    pub cmd_valid: f64,
    /// Probability `rd_resp_ready` is high in a clock.
    pub resp_ready: f64,
    /// Status latency after the last byte is read, in clocks.
    pub status_latency: std::ops::Range<u64>,
    /// Probability a write fails (error status, nothing written).
    pub error: f64,
    /// Clock ranges in which the engine takes no descriptor and reads nothing.
    pub stalls: Vec<std::ops::Range<u64>>,
}

impl DmaBehaviour {
    /// An engine that is always ready and answers at once.
    pub fn eager() -> Self {
        Self {
            desc_ready: 1.0,
            max_in_flight: 4,
            cmd_valid: 1.0,
            resp_ready: 1.0,
            status_latency: 1..2,
            error: 0.0,
            stalls: Vec::new(),
        }
    }

    /// An engine that stalls, answers late and drops reads, at random.
    pub fn jittery() -> Self {
        Self {
            desc_ready: 0.6,
            max_in_flight: 3,
            cmd_valid: 0.7,
            resp_ready: 0.7,
            status_latency: 1..40,
            error: 0.0,
            stalls: Vec::new(),
        }
    }

    fn stalled(&self, cycle: u64) -> bool {
        self.stalls.iter().any(|r| r.contains(&cycle))
    }
}

/// A payload the block must hand to the DMA engine.
#[derive(Debug, Clone)]
struct Expected {
    frame: usize,
    decided_at: u64,
    addr: u64,
    payload: Vec<u8>,
}

/// A descriptor the driver took.
#[derive(Debug)]
struct InFlight {
    desc: DescOut,
    expected: Expected,
    /// Line reads still to answer: (line sequence number, segment).
    outstanding: usize,
    /// Bytes read so far, by RAM byte address (unwrapped from `ram_addr`).
    read: BTreeMap<u64, u8>,
}

/// What a run did.
#[derive(Debug, Default, Clone)]
pub struct PlaceReport {
    /// Clocks run.
    pub cycles: u64,
    /// Clocks with a frame beat.
    pub beats: u64,
    /// Frames.
    pub frames: u64,
    /// Frames stored whole.
    pub stored: u64,
    /// Frames decided "place".
    pub decided_place: u64,
    /// "Place" decisions for frames that were not stored.
    pub dropped: u64,
    /// Payloads written to host memory.
    pub written: u64,
    /// Writes that failed (error status).
    pub failed: u64,
    /// Descriptors that had to wait for `desc_ready`.
    pub desc_waits: u64,
    /// Fewest clocks from a decision to its descriptor on the port.
    pub min_desc_latency: Option<u64>,
    /// Fewest clocks from an accepted read command to its response.
    pub min_read_latency: Option<u64>,
    /// Per frame: stored or not.
    pub stored_flags: Vec<bool>,
    /// Host memory: every byte the DMA engine wrote.
    pub host: BTreeMap<u64, u8>,
    /// The block's counters at the end.
    pub stats: PlaceStats,
}

/// Runs `jobs` through the block behind a DMA engine behaving as `dma`, checks every
/// handshake and payload, and returns what happened. `host` is host memory before the run;
/// `allowed` is where the DMA engine may write (a write elsewhere fails the test).
pub fn run_placement(
    block: &mut impl PlacementPorts,
    jobs: &[FrameJob],
    dma: &DmaBehaviour,
    seed: u64,
    allowed: std::ops::Range<u64>,
) -> PlaceReport {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut report = PlaceReport {
        stored_flags: Vec::with_capacity(jobs.len()),
        ..PlaceReport::default()
    };

    // The input schedule: beats back to back (after each job's gap), decisions in order.
    let mut schedule: Vec<(Option<Beat>, Option<usize>)> = Vec::new();
    let mut last_beat_at = Vec::with_capacity(jobs.len());
    for job in jobs {
        schedule.extend((0..job.gap).map(|_| (None, None)));
        for beat in beats(&RxFrame {
            bytes: job.bytes.clone(),
            bad_frame: false,
        }) {
            schedule.push((Some(beat), None));
        }
        last_beat_at.push(schedule.len() as u64 - 1);
    }
    let mut decide_at = Vec::with_capacity(jobs.len());
    let mut previous: Option<u64> = None;
    for (i, job) in jobs.iter().enumerate() {
        assert!((1..=DECISION_DEADLINE).contains(&job.delay));
        let at = (last_beat_at[i] + job.delay).max(previous.map_or(0, |p| p + 1));
        assert!(at <= last_beat_at[i] + DECISION_DEADLINE);
        decide_at.push(at);
        previous = Some(at);
    }
    let end_of_input = decide_at.last().copied().unwrap_or(0) + 1;
    schedule.resize(end_of_input as usize, (None, None));
    for (i, &at) in decide_at.iter().enumerate() {
        schedule[at as usize].1 = Some(i);
    }

    let mut expected: VecDeque<Expected> = VecDeque::new();
    let mut captures_due: VecDeque<(u64, usize)> = last_beat_at
        .iter()
        .enumerate()
        .map(|(i, &at)| (at + CAPTURE_LATENCY, i))
        .collect();
    let mut in_flight: VecDeque<InFlight> = VecDeque::new();
    // Per segment: reads to offer, reads offered and not answered: (in-flight id, line seq).
    let mut to_read: [VecDeque<(u64, u64, u16)>; RAM_SEG_COUNT] = Default::default();
    let mut awaiting: [VecDeque<(u64, u64, u64)>; RAM_SEG_COUNT] = Default::default();
    let mut offered: [Option<(u64, u64, u16)>; RAM_SEG_COUNT] = [None; RAM_SEG_COUNT];
    let mut next_flight_id = 0u64;
    let mut first_flight_id = 0u64;
    let mut statuses: Vec<(u64, u16, u8)> = Vec::new();
    let mut cycle = 0u64;
    let mut failed = 0u64;
    let ram_bytes = 1u64 << RAM_ADDR_WIDTH;

    let limit = end_of_input + 200_000;
    loop {
        let input_left = (cycle as usize) < schedule.len();
        if !input_left
            && expected.is_empty()
            && in_flight.is_empty()
            && statuses.is_empty()
            && captures_due.is_empty()
        {
            break;
        }
        assert!(cycle < limit, "the run did not drain: {report:?}");
        let stalled = dma.stalled(cycle);
        let (beat, decision_of) = schedule
            .get(cycle as usize)
            .cloned()
            .unwrap_or((None, None));
        let mut inputs = PlaceInputs {
            beat,
            decision: decision_of.map(|i| jobs[i].decision),
            desc_ready: !stalled
                && in_flight.len() < dma.max_in_flight
                && rng.random_bool(dma.desc_ready),
            ..PlaceInputs::default()
        };
        if inputs.beat.is_some() {
            report.beats += 1;
        }
        // One status per clock, the earliest due.
        statuses.sort_by_key(|s| s.0);
        if statuses.first().is_some_and(|s| s.0 <= cycle) {
            let (_, tag, error) = statuses.remove(0);
            inputs.status = Some((tag, error));
        }
        for seg in 0..RAM_SEG_COUNT {
            if offered[seg].is_none() && !stalled && rng.random_bool(dma.cmd_valid) {
                offered[seg] = to_read[seg].pop_front();
            }
            inputs.rd_cmd[seg] = offered[seg].map(|(_, _, line)| line);
            inputs.rd_resp_ready[seg] = rng.random_bool(dma.resp_ready);
        }
        inputs.wr_cmd_valid = rng.random_range(0..4);
        block.drive(&inputs);
        let out = block.outputs();

        assert!(
            out.frame_tready,
            "cycle {cycle}: the frame stream must never stall"
        );
        assert_eq!(out.wr_cmd_ready, 3, "the RAM write port is tied off ready");
        assert_eq!(
            out.wr_done, inputs.wr_cmd_valid,
            "tied-off writes are done at once"
        );
        match captures_due.front() {
            Some(&(due, frame)) if due == cycle => {
                captures_due.pop_front();
                let stored = out
                    .capture
                    .unwrap_or_else(|| panic!("cycle {cycle}: frame {frame} not reported"));
                report.frames += 1;
                report.stored += u64::from(stored);
                report.stored_flags.push(stored);
            }
            _ => assert_eq!(out.capture, None, "cycle {cycle}: capture of no frame"),
        }
        if let Some(frame) = decision_of {
            let d = jobs[frame].decision;
            let stored = report.stored_flags[frame];
            if d.place {
                report.decided_place += 1;
                if !stored {
                    report.dropped += 1;
                } else if d.len > 0 {
                    let start = usize::from(d.offset);
                    expected.push_back(Expected {
                        frame,
                        decided_at: cycle,
                        addr: d.addr,
                        payload: jobs[frame].bytes[start..start + usize::from(d.len)].to_vec(),
                    });
                }
            }
        }

        // The descriptor handshake.
        if let (Some(_), Some(head)) = (out.desc, expected.front()) {
            let latency = cycle - head.decided_at;
            report.min_desc_latency =
                Some(report.min_desc_latency.map_or(latency, |m| m.min(latency)));
        }
        if let Some(desc) = out.desc {
            if inputs.desc_ready {
                let want = expected.pop_front().unwrap_or_else(|| {
                    panic!("cycle {cycle}: descriptor {desc:?} for no placed frame")
                });
                assert_eq!(
                    (desc.dma_addr, desc.len, desc.ram_sel, desc.imm, desc.imm_en),
                    (want.addr, want.payload.len() as u64, 0, 0, false),
                    "cycle {cycle}: descriptor of frame {}",
                    want.frame
                );
                assert!(desc.tag < TAG_COUNT as u64, "tag {} out of range", desc.tag);
                assert!(
                    in_flight.iter().all(|f| f.desc.tag != desc.tag),
                    "cycle {cycle}: tag {} reused while in flight",
                    desc.tag
                );
                let id = next_flight_id;
                next_flight_id += 1;
                let first_line = desc.ram_addr / LINE_BYTES as u64;
                let end = desc.ram_addr + desc.len;
                let mut outstanding = 0;
                for seq in 0..(end - 1) / LINE_BYTES as u64 + 1 - first_line {
                    let line = first_line + seq;
                    for (seg, queue) in to_read.iter_mut().enumerate() {
                        let lo = line * LINE_BYTES as u64 + (seg * RAM_SEG_BE_WIDTH) as u64;
                        let hi = lo + RAM_SEG_BE_WIDTH as u64;
                        if lo < end && hi > desc.ram_addr {
                            let wrapped = (line % LINE_COUNT as u64) as u16;
                            queue.push_back((id, seq, wrapped));
                            outstanding += 1;
                        }
                    }
                }
                in_flight.push_back(InFlight {
                    desc,
                    expected: want,
                    outstanding,
                    read: BTreeMap::new(),
                });
            } else {
                report.desc_waits += 1;
            }
        }

        // The RAM read port.
        for seg in 0..RAM_SEG_COUNT {
            if let (Some(cmd), true) = (offered[seg], out.rd_cmd_ready[seg]) {
                awaiting[seg].push_back((cmd.0, cmd.1, cycle));
                offered[seg] = None;
            }
            if let (Some(_), Some(&(_, _, accepted_at))) = (out.rd_resp[seg], awaiting[seg].front())
            {
                let latency = cycle - accepted_at;
                report.min_read_latency =
                    Some(report.min_read_latency.map_or(latency, |m| m.min(latency)));
            }
            if let (Some(data), true) = (out.rd_resp[seg], inputs.rd_resp_ready[seg]) {
                let (id, seq, _) = awaiting[seg]
                    .pop_front()
                    .unwrap_or_else(|| panic!("cycle {cycle}: response to no read"));
                let flight = &mut in_flight[(id - first_flight_id) as usize];
                let first_line = flight.desc.ram_addr / LINE_BYTES as u64;
                let base = (first_line + seq) * LINE_BYTES as u64 + (seg * RAM_SEG_BE_WIDTH) as u64;
                for (k, &byte) in data.iter().enumerate() {
                    flight.read.insert(base + k as u64, byte);
                }
                flight.outstanding -= 1;
            }
        }
        // Finished descriptors, in order: check the bytes, write host memory, send status.
        while let Some(flight) = in_flight.front() {
            if flight.outstanding > 0 {
                break;
            }
            let flight = in_flight.pop_front().expect("front");
            first_flight_id += 1;
            let bytes: Vec<u8> = (flight.desc.ram_addr..flight.desc.ram_addr + flight.desc.len)
                .map(|a| flight.read[&a])
                .collect();
            assert!(
                bytes == flight.expected.payload,
                "cycle {cycle}: frame {} payload read from the DMA RAM (ram_addr {:#x}, \
                 wrapping at {ram_bytes:#x}) differs from the frame's",
                flight.expected.frame,
                flight.desc.ram_addr
            );
            let error = if rng.random_bool(dma.error) { 1 } else { 0 };
            if error == 0 {
                for (k, &byte) in bytes.iter().enumerate() {
                    let addr = flight.desc.dma_addr + k as u64;
                    assert!(
                        allowed.contains(&addr),
                        "frame {}: DMA write at {addr:#x} outside the region",
                        flight.expected.frame
                    );
                    report.host.insert(addr, byte);
                }
                report.written += 1;
            } else {
                failed += 1;
            }
            let latency = rng.random_range(dma.status_latency.clone());
            statuses.push((cycle + latency, flight.desc.tag as u16, error));
        }

        block.tick();
        cycle += 1;
    }
    let out = block.outputs();
    report.cycles = cycle;
    report.failed = failed;
    report.stats = out.stats;
    assert_eq!(
        report.stats,
        PlaceStats {
            placed: report.written + report.failed,
            dropped_full: report.dropped,
            dma_error: report.failed,
            protocol_error: 0,
        },
        "counters: {report:?}"
    );
    report
}

/// Host memory as the reference places it: the payload of every frame decided "place"
/// and stored, written in frame order.
pub fn reference_host(jobs: &[FrameJob], stored: &[bool]) -> BTreeMap<u64, u8> {
    let mut host = BTreeMap::new();
    for (job, &stored) in jobs.iter().zip(stored) {
        let d = job.decision;
        if d.place && stored {
            let start = usize::from(d.offset);
            for (k, &byte) in job.bytes[start..start + usize::from(d.len)]
                .iter()
                .enumerate()
            {
                host.insert(d.addr + k as u64, byte);
            }
        }
    }
    host
}

/// Where the random decisions send payloads: a 64 MiB window of host memory.
pub const HOST_WINDOW: std::ops::Range<u64> = 0x4000_0000..0x4400_0000;

/// Offset of a DATA packet's payload in its frame: the Ethernet/IPv4/UDP headers and the
/// DATA header, as `metaroce::wire` lays them out.
pub const DATA_PAYLOAD_OFFSET: u16 =
    (metaroce::wire::FRAME_HEADER_LEN + metaroce::wire::field::DATA_HEADER_LEN) as u16;

/// A valid DATA WRITE frame with `payload_len` random payload bytes.
pub fn data_frame(rng: &mut ChaCha8Rng, payload_len: u16) -> Vec<u8> {
    use metaroce::wire::{Body, DataKind, DataRepr, Ecn, Flags, Header, Repr};
    let payload: Vec<u8> = (0..payload_len).map(|_| rng.random()).collect();
    let repr = Repr {
        header: Header {
            flags: Flags(0),
            conn_id: rng.random(),
            path_id: rng.random_range(0..8),
            path_epoch: 0,
        },
        body: Body::Data(DataRepr {
            kind: DataKind::Write {
                remote_addr: rng.random(),
                rkey: rng.random(),
            },
            psn: rng.random(),
            stream: 0,
            msn: 0,
            offset: 0,
            payload_len,
            timestamp: rng.random(),
            msg_len: u32::from(payload_len),
        }),
    };
    super::frames::emit(&repr, &payload, rng.random(), Ecn::NotEct)
}

/// The payload length and offset of a DATA frame, read back with `metaroce::wire`.
pub fn data_payload(frame: &[u8]) -> Option<(u16, u64)> {
    use metaroce::wire::{Body, DataKind, Frame, FrameRepr, Packet, Repr};
    let frame = Frame::new_checked(frame).ok()?;
    FrameRepr::parse(&frame, super::frames::PORT).ok()?;
    let packet = Packet::new_checked(frame.payload()).ok()?;
    match Repr::parse(&packet).ok()?.body {
        Body::Data(data) => Some((
            data.payload_len,
            match data.kind {
                DataKind::Write { remote_addr, .. } => remote_addr,
                DataKind::Send => 0,
            },
        )),
        _ => None,
    }
}

/// Per job: whether its frame is DATA (the only frames the block stores).
pub fn data_flags(jobs: &[FrameJob]) -> Vec<bool> {
    jobs.iter()
        .map(|j| data_payload(&j.bytes).is_some())
        .collect()
}

/// Random jobs: frames of every opcode (`FrameStream::valid`, minimum sizes included) and
/// some long DATA frames, mostly back to back; DATA frames decided "place" with
/// probability `place`, to disjoint host addresses; everything else "no" with junk fields.
pub fn random_jobs(seed: u64, count: usize, place: f64) -> Vec<FrameJob> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut frames = super::frames::FrameStream::new(seed ^ 0x5eed);
    let mut next_addr = HOST_WINDOW.start;
    (0..count)
        .map(|_| {
            let bytes = match rng.random_range(0..10) {
                0 => {
                    let len = rng.random_range(400..3000);
                    data_frame(&mut rng, len)
                }
                1 => data_frame(&mut rng, 0),
                _ => frames.valid(),
            };
            let decision = match data_payload(&bytes) {
                Some((len, _)) if rng.random_bool(place) => {
                    let addr = next_addr;
                    next_addr += u64::from(len) + rng.random_range(0..64);
                    DecisionIn {
                        place: true,
                        addr,
                        len,
                        offset: DATA_PAYLOAD_OFFSET,
                    }
                }
                _ => DecisionIn {
                    place: false,
                    addr: rng.random(),
                    len: rng.random(),
                    offset: rng.random(),
                },
            };
            assert!(next_addr < HOST_WINDOW.end);
            FrameJob {
                bytes,
                decision,
                gap: if rng.random_bool(0.9) {
                    0
                } else {
                    rng.random_range(1..6)
                },
                delay: match rng.random_range(0..10) {
                    0 => 1,
                    1 => DECISION_DEADLINE,
                    _ => rng.random_range(1..=DECISION_DEADLINE),
                },
            }
        })
        .collect()
}

/// A valid CLOSE frame: 62 bytes, the shortest MetaRoCE frame (one beat).
pub fn close_frame(rng: &mut ChaCha8Rng) -> Vec<u8> {
    use metaroce::wire::{Body, CloseRepr, Ecn, Flags, Header, Repr};
    let repr = Repr {
        header: Header {
            flags: Flags(0),
            conn_id: rng.random(),
            path_id: 0,
            path_epoch: 0,
        },
        body: Body::Close(CloseRepr {
            src_conn_id: rng.random(),
            reason: rng.random(),
        }),
    };
    let frame = super::frames::emit(&repr, &[], rng.random(), Ecn::NotEct);
    assert!(frame.len() <= LINE_BYTES);
    frame
}

/// `count` one-beat frames back to back, each decided "no" as late as allowed: the most
/// frames that can wait for a decision at once.
pub fn undecided_burst(seed: u64, count: usize) -> Vec<FrameJob> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    (0..count)
        .map(|_| FrameJob {
            bytes: close_frame(&mut rng),
            decision: DecisionIn::default(),
            gap: 0,
            delay: DECISION_DEADLINE,
        })
        .collect()
}

/// `count` DATA frames of `payload_len` bytes, back to back, all decided "place" at the
/// deadline, to consecutive host addresses from `addr`.
pub fn placed_burst(seed: u64, count: usize, payload_len: u16, addr: u64) -> Vec<FrameJob> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    (0..count)
        .map(|i| FrameJob {
            bytes: data_frame(&mut rng, payload_len),
            decision: DecisionIn {
                place: true,
                addr: addr + i as u64 * u64::from(payload_len),
                len: payload_len,
                offset: DATA_PAYLOAD_OFFSET,
            },
            gap: 0,
            delay: DECISION_DEADLINE,
        })
        .collect()
}

/// Runs `first_frames` random frames with DMA errors, resets `block`, and fails unless the
/// counters read zero and every tag and line came back: a burst that fills exactly the
/// 256 tags under a stalled engine is stored whole, and only the three frames after it
/// are dropped (the second run's counters count its own frames only).
pub fn assert_reset_clears_counters_and_queues(
    block: &mut impl PlacementPorts,
    seed: u64,
    first_frames: usize,
) {
    let mut dma = DmaBehaviour::jittery();
    dma.error = 0.05;
    let first = run_placement(
        block,
        &random_jobs(seed, first_frames, 0.8),
        &dma,
        1,
        HOST_WINDOW,
    );
    assert!(first.stats.placed > 0 && first.stats.dma_error > 0);
    block.reset();
    assert_eq!(block.outputs().stats, PlaceStats::default());
    let mut jobs = placed_burst(9, TAG_COUNT + 3, 40, 0x4100_0000);
    jobs.extend(random_jobs(seed + 1, first_frames / 3, 0.8));
    jobs[TAG_COUNT + 3].gap = 3000;
    dma.error = 0.0;
    dma.stalls.push(0..1200);
    let second = run_placement(block, &jobs, &dma, 2, HOST_WINDOW);
    assert_eq!(second.stats.dropped_full, 3);
    assert!(second.stored_flags[..TAG_COUNT].iter().all(|&s| s));
}

/// Drives a DATA frame whose second beat is partial (a broken stream: every beat but the
/// last holds 64 bytes), then the same frame whole, each decided "place": the first is not
/// stored (its decision counted in `dropped_full`, no descriptor), the second is placed.
pub fn assert_partial_beat_before_the_last_drops_its_frame(block: &mut impl PlacementPorts) {
    let mut rng = ChaCha8Rng::seed_from_u64(0xba7_be47);
    let payload_len = 300;
    let frame = data_frame(&mut rng, payload_len);
    let decision = DecisionIn {
        place: true,
        addr: HOST_WINDOW.start,
        len: payload_len,
        offset: DATA_PAYLOAD_OFFSET,
    };
    let idle = PlaceInputs {
        desc_ready: true,
        ..PlaceInputs::default()
    };
    block.reset();
    let mut captured = Vec::new();
    let mut descriptors = Vec::new();
    for broken in [true, false] {
        let mut frame_beats = beats(&RxFrame {
            bytes: frame.clone(),
            bad_frame: false,
        });
        assert!(
            frame_beats.len() >= 3,
            "the frame has beats after the broken one"
        );
        if broken {
            frame_beats[1].keep = u64::MAX >> 1;
        }
        let mut schedule: Vec<PlaceInputs> = frame_beats
            .into_iter()
            .map(|beat| PlaceInputs {
                beat: Some(beat),
                ..idle.clone()
            })
            .collect();
        schedule.push(PlaceInputs {
            decision: Some(decision),
            ..idle.clone()
        });
        schedule.extend(std::iter::repeat_n(idle.clone(), 20));
        for inputs in &schedule {
            block.drive(inputs);
            let out = block.outputs();
            captured.extend(out.capture);
            descriptors.extend(out.desc);
            block.tick();
        }
    }
    assert_eq!(
        captured,
        [false, true],
        "stored flags of the broken and the whole frame"
    );
    let stats = block.outputs().stats;
    assert_eq!((stats.dropped_full, stats.placed), (1, 1));
    assert_eq!(descriptors.len(), 1, "one descriptor, the whole frame's");
    assert_eq!(
        (descriptors[0].dma_addr, descriptors[0].len),
        (HOST_WINDOW.start, u64::from(payload_len))
    );
}

/// What the reference endpoint did with a WRITE exchange.
pub struct EndpointRun {
    /// Every frame the receiver got, in order, with its verdict as the decision.
    pub jobs: Vec<FrameJob>,
    /// The receiver's region.
    pub region: std::ops::Range<u64>,
    /// The region's bytes after the exchange, as the receiver's transport core wrote them.
    pub memory: Vec<u8>,
    /// DATA frames the receiver placed.
    pub placed: usize,
    /// DATA frames it did not (duplicates, refused WRITEs).
    pub not_placed: usize,
}

impl EndpointRun {
    /// Runs `block` on this exchange's frames under a jittery DMA engine (`dma_seed`), and
    /// fails unless nothing was dropped and host memory equals the endpoint's region byte
    /// for byte.
    pub fn assert_block_writes_what_the_endpoint_wrote(
        &self,
        block: &mut impl PlacementPorts,
        dma_seed: u64,
    ) {
        println!(
            "{} frames, {} DATA placed, {} not",
            self.jobs.len(),
            self.placed,
            self.not_placed
        );
        let mut dma = DmaBehaviour::jittery();
        dma.desc_ready = 0.95;
        dma.cmd_valid = 1.0;
        dma.resp_ready = 0.95;
        dma.max_in_flight = 8;
        let report = run_placement(block, &self.jobs, &dma, dma_seed, self.region.clone());
        assert_eq!(report.dropped, 0);
        let mut host = vec![0u8; self.memory.len()];
        for (&addr, &byte) in &report.host {
            host[(addr - self.region.start) as usize] = byte;
        }
        let differing = host
            .iter()
            .zip(&self.memory)
            .filter(|(a, b)| a != b)
            .count();
        assert_eq!(differing, 0, "bytes differing from the endpoint's region");
    }
}

/// Wraps a MetaRoCE packet from `src_ip` into the Ethernet/IPv4/UDP frame it travels in.
fn frame_of(src_ip: std::net::Ipv4Addr, t: &metaroce::Transmit, packet: &[u8]) -> Vec<u8> {
    use metaroce::wire::{Ecn, FRAME_HEADER_LEN, FrameRepr};
    let repr = FrameRepr {
        dst_mac: [2, 0, 0, 0, 0, 2],
        src_mac: [2, 0, 0, 0, 0, 1],
        src_ip,
        dst_ip: t.dst_addr,
        ecn: Ecn::NotEct,
        ident: 0,
        ttl: 64,
        src_port: t.src_port,
        dst_port: t.dst_port,
        payload_len: t.len,
    };
    let mut frame = vec![0u8; repr.buffer_len()];
    repr.emit(&mut frame);
    frame[FRAME_HEADER_LEN..].copy_from_slice(&packet[..t.len]);
    frame
}

/// Two `metaroce::transport::Endpoint`s: A WRITEs `writes` random messages (some out of
/// the region's bounds, NACKed) into a region of B over a link that drops, duplicates and
/// reorders DATA. Every frame B receives is recorded with B's own verdict as its decision:
/// "place" exactly when B's transport core took it without counting a drop (so it wrote
/// the payload at the packet's remote address).
pub fn endpoint_exchange(seed: u64, writes: usize) -> EndpointRun {
    use std::net::Ipv4Addr;
    use std::time::Duration;

    use metaroce::transport::{Access, Endpoint, EndpointConfig, Event};
    use metaroce::{ConnectionConfig, Instant, WriteRequest};

    const REGION_BASE: u64 = 0x7000_0000;
    const REGION_LEN: u64 = 48 * 1024;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let (ip_a, ip_b) = (Ipv4Addr::new(10, 0, 0, 1), Ipv4Addr::new(10, 0, 0, 2));
    let mut a = Endpoint::new(EndpointConfig::new(ip_a)).expect("endpoint A");
    let mut b = Endpoint::new(EndpointConfig::new(ip_b)).expect("endpoint B");
    let src = a
        .register_memory(0x1000, REGION_LEN, Access::LOCAL_READ)
        .expect("source region");
    rng.fill(a.memory_mut(src).expect("source bytes"));
    let dst = b
        .register_memory(REGION_BASE, REGION_LEN, Access::REMOTE_WRITE)
        .expect("target region");
    let mut now = Instant::ZERO;
    let conn = a
        .connect(
            now,
            ip_b,
            super::frames::PORT,
            ConnectionConfig {
                paths: 4,
                mtu: 700,
                initial_psn: rng.random(),
                ..ConnectionConfig::default()
            },
        )
        .expect("connect");
    for wr_id in 0..writes as u64 {
        let len = rng.random_range(1..6000u64);
        let local_offset = rng.random_range(0..REGION_LEN - len);
        let remote_offset = if rng.random_bool(0.15) {
            REGION_LEN - len + rng.random_range(1..=len) // runs past the region's end
        } else {
            rng.random_range(0..=REGION_LEN - len)
        };
        a.post_write(
            conn,
            rng.random_range(0..2),
            WriteRequest {
                wr_id,
                local_key: src,
                local_offset,
                len,
                remote_addr: REGION_BASE + remote_offset,
                rkey: dst,
            },
        )
        .expect("post");
    }

    let mut jobs = Vec::new();
    let (mut placed, mut not_placed, mut completions) = (0, 0, 0);
    let mut buf = vec![0u8; 4096];
    for _round in 0..20_000 {
        if completions == writes {
            break;
        }
        now = now + Duration::from_micros(2);
        for endpoint in [&mut a, &mut b] {
            if endpoint.poll_timeout().is_some_and(|t| t <= now) {
                endpoint.handle_timeout(now);
            }
        }
        let mut to_b = Vec::new();
        while let Some(t) = a.poll_transmit(now, &mut buf) {
            let frame = frame_of(ip_a, &t, &buf);
            let roll = rng.random_range(0..100);
            if roll >= 5 {
                to_b.push(frame.clone()); // 5 % lost
            }
            if roll >= 95 {
                to_b.push(frame); // 5 % duplicated
            }
        }
        for i in 1..to_b.len() {
            if rng.random_bool(0.1) {
                to_b.swap(i - 1, i);
            }
        }
        for frame in to_b {
            let dropped_before = b.drops().total();
            b.handle_frame(now, &frame);
            let decision = match data_payload(&frame) {
                Some((len, remote_addr)) if b.drops().total() == dropped_before => {
                    placed += 1;
                    DecisionIn {
                        place: true,
                        addr: remote_addr,
                        len,
                        offset: DATA_PAYLOAD_OFFSET,
                    }
                }
                Some(_) => {
                    not_placed += 1;
                    DecisionIn::default()
                }
                None => DecisionIn::default(),
            };
            jobs.push(FrameJob {
                bytes: frame,
                decision,
                gap: usize::from(rng.random_bool(0.05)),
                delay: rng.random_range(1..=DECISION_DEADLINE),
            });
        }
        while let Some(t) = b.poll_transmit(now, &mut buf) {
            a.handle_frame(now, &frame_of(ip_b, &t, &buf));
        }
        while let Some(event) = a.poll_event() {
            if matches!(event, Event::Completion(_)) {
                completions += 1;
            }
        }
        while b.poll_event().is_some() {}
    }
    assert_eq!(completions, writes, "every WRITE completed");
    EndpointRun {
        jobs,
        region: REGION_BASE..REGION_BASE + REGION_LEN,
        memory: b.memory(dst).expect("target bytes").to_vec(),
        placed,
        not_placed,
    }
}

/// What the test DMA engine drives into a block's DMA ports in one clock.
#[derive(Debug, Clone, Copy, Default)]
pub struct DmaInputs {
    /// `m_axis_data_dma_write_desc_ready`.
    pub desc_ready: bool,
    /// A write status: `(tag, error)`.
    pub status: Option<(u16, u8)>,
    /// Read command per segment: the line address.
    pub rd_cmd: [Option<u16>; RAM_SEG_COUNT],
    /// `rd_resp_ready` per segment.
    pub rd_resp_ready: [bool; RAM_SEG_COUNT],
}

/// Reads placement's DMA-side outputs (`m_axis_data_dma_write_desc_*`,
/// `data_dma_ram_rd_cmd_ready`, `data_dma_ram_rd_resp_*`) and counters (`m_stat_*`) off any
/// Rust-HDL circuit that has placement's ports — placement itself or the top level — as
/// `(DmaOutputs, PlaceStats)`. A macro because the two circuits are different types with
/// the same port names.
#[allow(unused_macros)] // used by the Rust-HDL placement and top-level tests only
macro_rules! rust_hdl_dma_outputs {
    ($c:expr) => {{
        let c = $c;
        let resp_data = c.data_dma_ram_rd_resp_data.val();
        let resp_valid = c.data_dma_ram_rd_resp_valid.val().to_u64();
        let cmd_ready = c.data_dma_ram_rd_cmd_ready.val().to_u64();
        let dma = $crate::common::place_lockstep::DmaOutputs {
            desc: c.m_axis_data_dma_write_desc_valid.val().then(|| {
                $crate::common::place_lockstep::DescOut {
                    dma_addr: c.m_axis_data_dma_write_desc_dma_addr.val().to_u64(),
                    ram_sel: c.m_axis_data_dma_write_desc_ram_sel.val().to_u64(),
                    ram_addr: c.m_axis_data_dma_write_desc_ram_addr.val().to_u64(),
                    imm: c.m_axis_data_dma_write_desc_imm.val().to_u64(),
                    imm_en: c.m_axis_data_dma_write_desc_imm_en.val(),
                    len: c.m_axis_data_dma_write_desc_len.val().to_u64(),
                    tag: c.m_axis_data_dma_write_desc_tag.val().to_u64(),
                }
            }),
            rd_cmd_ready: std::array::from_fn(|s| cmd_ready >> s & 1 == 1),
            rd_resp: std::array::from_fn(|s| {
                (resp_valid >> s & 1 == 1).then(|| {
                    std::array::from_fn(|k| {
                        resp_data
                            .get_bits::<8>(
                                8 * (s * metaroce_hdl::place::encoding::RAM_SEG_BE_WIDTH + k),
                            )
                            .to_u8()
                    })
                })
            }),
        };
        let stats = $crate::common::place_lockstep::PlaceStats {
            placed: c.m_stat_placed.val().to_u64(),
            dropped_full: c.m_stat_dropped_full.val().to_u64(),
            dma_error: c.m_stat_dma_error.val().to_u64(),
            protocol_error: c.m_stat_protocol_error.val().to_u64(),
        };
        (dma, stats)
    }};
}
#[allow(unused_imports)]
pub(crate) use rust_hdl_dma_outputs;

/// What a block's DMA ports drive in one clock.
#[derive(Debug, Clone, Default)]
pub struct DmaOutputs {
    /// The offered descriptor.
    pub desc: Option<DescOut>,
    /// `rd_cmd_ready` per segment.
    pub rd_cmd_ready: [bool; RAM_SEG_COUNT],
    /// `rd_resp_valid` → `rd_resp_data` per segment.
    pub rd_resp: [Option<[u8; RAM_SEG_BE_WIDTH]>; RAM_SEG_COUNT],
}

/// A descriptor the engine took and is executing.
#[derive(Debug)]
struct EngineFlight {
    desc: DescOut,
    outstanding: usize,
    read: BTreeMap<u64, u8>,
}

/// The placement tests' DMA engine on its own, for blocks that decide placement themselves
/// (the top level): it executes every write descriptor as Corundum's engine does — reads the
/// payload out of the DMA RAM through the segmented `rd_cmd`/`rd_resp` port, writes it into
/// host memory in descriptor order, answers each tag with a status after a random latency
/// — with the random timing of a [`DmaBehaviour`]. It never writes outside `allowed`.
#[derive(Debug)]
pub struct DmaEngine {
    rng: ChaCha8Rng,
    dma: DmaBehaviour,
    allowed: std::ops::Range<u64>,
    in_flight: VecDeque<EngineFlight>,
    to_read: [VecDeque<(u64, u64, u16)>; RAM_SEG_COUNT],
    awaiting: [VecDeque<(u64, u64)>; RAM_SEG_COUNT],
    offered: [Option<(u64, u64, u16)>; RAM_SEG_COUNT],
    next_flight_id: u64,
    first_flight_id: u64,
    statuses: Vec<(u64, u16, u8)>,
    /// Host memory: every byte written.
    pub host: BTreeMap<u64, u8>,
    /// Descriptors executed.
    pub written: u64,
}

impl DmaEngine {
    /// An engine behaving as `dma`, reproducible from `seed`.
    pub fn new(dma: DmaBehaviour, seed: u64, allowed: std::ops::Range<u64>) -> Self {
        Self {
            rng: ChaCha8Rng::seed_from_u64(seed),
            dma,
            allowed,
            in_flight: VecDeque::new(),
            to_read: Default::default(),
            awaiting: Default::default(),
            offered: [None; RAM_SEG_COUNT],
            next_flight_id: 0,
            first_flight_id: 0,
            statuses: Vec::new(),
            host: BTreeMap::new(),
            written: 0,
        }
    }

    /// Nothing in flight and no status owed.
    pub fn is_idle(&self) -> bool {
        self.in_flight.is_empty() && self.statuses.is_empty()
    }

    /// What the engine drives in clock `cycle`.
    pub fn inputs(&mut self, cycle: u64) -> DmaInputs {
        let stalled = self.dma.stalled(cycle);
        let mut inputs = DmaInputs {
            desc_ready: !stalled
                && self.in_flight.len() < self.dma.max_in_flight
                && self.rng.random_bool(self.dma.desc_ready),
            ..DmaInputs::default()
        };
        self.statuses.sort_by_key(|s| s.0);
        if self.statuses.first().is_some_and(|s| s.0 <= cycle) {
            let (_, tag, error) = self.statuses.remove(0);
            inputs.status = Some((tag, error));
        }
        for seg in 0..RAM_SEG_COUNT {
            if self.offered[seg].is_none() && !stalled && self.rng.random_bool(self.dma.cmd_valid) {
                self.offered[seg] = self.to_read[seg].pop_front();
            }
            inputs.rd_cmd[seg] = self.offered[seg].map(|(_, _, line)| line);
            inputs.rd_resp_ready[seg] = self.rng.random_bool(self.dma.resp_ready);
        }
        inputs
    }

    /// The handshakes of clock `cycle`: `inputs` as driven, `out` as the block answered.
    pub fn clock(&mut self, cycle: u64, inputs: &DmaInputs, out: &DmaOutputs) {
        if let (Some(desc), true) = (out.desc, inputs.desc_ready) {
            assert!(desc.tag < TAG_COUNT as u64, "tag {} out of range", desc.tag);
            assert!(
                self.in_flight.iter().all(|f| f.desc.tag != desc.tag),
                "cycle {cycle}: tag {} reused while in flight",
                desc.tag
            );
            assert_eq!((desc.ram_sel, desc.imm, desc.imm_en), (0, 0, false));
            let id = self.next_flight_id;
            self.next_flight_id += 1;
            let first_line = desc.ram_addr / LINE_BYTES as u64;
            let end = desc.ram_addr + desc.len;
            let mut outstanding = 0;
            for seq in 0..(end - 1) / LINE_BYTES as u64 + 1 - first_line {
                let line = first_line + seq;
                for (seg, queue) in self.to_read.iter_mut().enumerate() {
                    let lo = line * LINE_BYTES as u64 + (seg * RAM_SEG_BE_WIDTH) as u64;
                    let hi = lo + RAM_SEG_BE_WIDTH as u64;
                    if lo < end && hi > desc.ram_addr {
                        queue.push_back((id, seq, (line % LINE_COUNT as u64) as u16));
                        outstanding += 1;
                    }
                }
            }
            self.in_flight.push_back(EngineFlight {
                desc,
                outstanding,
                read: BTreeMap::new(),
            });
        }
        for seg in 0..RAM_SEG_COUNT {
            if let (Some(cmd), true) = (self.offered[seg], out.rd_cmd_ready[seg]) {
                self.awaiting[seg].push_back((cmd.0, cmd.1));
                self.offered[seg] = None;
            }
            if let (Some(data), true) = (out.rd_resp[seg], inputs.rd_resp_ready[seg]) {
                let (id, seq) = self.awaiting[seg]
                    .pop_front()
                    .unwrap_or_else(|| panic!("cycle {cycle}: response to no read"));
                let flight = &mut self.in_flight[(id - self.first_flight_id) as usize];
                let first_line = flight.desc.ram_addr / LINE_BYTES as u64;
                let base = (first_line + seq) * LINE_BYTES as u64 + (seg * RAM_SEG_BE_WIDTH) as u64;
                for (k, &byte) in data.iter().enumerate() {
                    flight.read.insert(base + k as u64, byte);
                }
                flight.outstanding -= 1;
            }
        }
        while self.in_flight.front().is_some_and(|f| f.outstanding == 0) {
            let flight = self.in_flight.pop_front().expect("front");
            self.first_flight_id += 1;
            for (k, addr) in
                (flight.desc.ram_addr..flight.desc.ram_addr + flight.desc.len).enumerate()
            {
                let host_addr = flight.desc.dma_addr + k as u64;
                assert!(
                    self.allowed.contains(&host_addr),
                    "cycle {cycle}: DMA write at {host_addr:#x} outside {:#x?}",
                    self.allowed
                );
                self.host.insert(host_addr, flight.read[&addr]);
            }
            self.written += 1;
            let latency = self.rng.random_range(self.dma.status_latency.clone());
            self.statuses
                .push((cycle + latency, flight.desc.tag as u16, 0));
        }
    }
}
