//! Runs an RX parser (Rust-HDL simulation or Verilator model) on back-to-back frames and
//! checks every verdict, every decoded field and both output streams against `metaroce::wire`.

use std::collections::VecDeque;

use metaroce::wire::{Body, DataKind, Flags, Frame, FrameRepr, Malformed, Packet, Repr};
use metaroce_hdl::parser::encoding::{
    HEADER_LATENCY, REASON_BAD_ETHERTYPE, REASON_BAD_FIELD, REASON_BAD_FRAME,
    REASON_BAD_IP_CHECKSUM, REASON_BAD_IP_HEADER, REASON_BAD_LENGTH, REASON_BAD_OPCODE,
    REASON_BAD_PORT, REASON_BAD_VERSION, REASON_COUNT, REASON_OK, REASON_TRUNCATED, STREAM_LATENCY,
    is_bypassed,
};

use super::frames::{PORT, RxFrame};

/// One 512-bit beat.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Beat {
    /// 64 bytes, lane order.
    pub data: [u8; 64],
    /// Byte enables.
    pub keep: u64,
    /// Last beat.
    pub last: bool,
    /// Bad-frame flag.
    pub user: bool,
}

/// What the parser reports for one frame.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct HeaderOut {
    pub reason: u64,
    pub frame_len: u64,
    pub ecn: u64,
    pub src_ip: u64,
    pub src_port: u64,
    pub opcode: u64,
    pub flags: u64,
    pub conn_id: u64,
    pub path_id: u64,
    pub epoch: u64,
    pub psn: u64,
    pub stream: u64,
    pub msn: u64,
    pub offset: u64,
    pub payload_len: u64,
    pub timestamp: u64,
    pub remote_addr: u64,
    pub rkey: u64,
    pub msg_len: u64,
    /// The frame went out on the frame stream with `tdest` set (a WRITE).
    pub datapath: bool,
}

/// Everything the parser drives in one cycle.
#[derive(Debug, Clone, Default)]
pub struct ParserOutputs {
    pub bypass: Option<Beat>,
    pub frame: Option<Beat>,
    /// `m_axis_frame_tdest` with the frame beat: the frame is a WRITE.
    pub frame_tdest: bool,
    pub header: Option<HeaderOut>,
    pub tready: bool,
}

/// The ports of an RX parser, one clock at a time.
pub trait ParserPorts {
    /// Drives the input stream (None: no beat) and the configured port.
    fn drive(&mut self, beat: Option<&Beat>, udp_port: u16);
    /// One clock cycle.
    fn tick(&mut self);
    /// The registered outputs after the last tick.
    fn outputs(&self) -> ParserOutputs;
}

/// The beats of a frame.
pub fn beats(frame: &RxFrame) -> Vec<Beat> {
    let chunks: Vec<&[u8]> = frame.bytes.chunks(64).collect();
    let count = chunks.len();
    chunks
        .into_iter()
        .enumerate()
        .map(|(i, chunk)| {
            let mut data = [0u8; 64];
            data[..chunk.len()].copy_from_slice(chunk);
            let keep = if chunk.len() == 64 {
                u64::MAX
            } else {
                (1u64 << chunk.len()) - 1
            };
            Beat {
                data,
                keep,
                last: i + 1 == count,
                user: i + 1 == count && frame.bad_frame,
            }
        })
        .collect()
}

fn malformed_code(reason: Malformed) -> u64 {
    match reason {
        Malformed::Truncated => REASON_TRUNCATED,
        Malformed::BadLength => REASON_BAD_LENGTH,
        Malformed::BadEthertype => REASON_BAD_ETHERTYPE,
        Malformed::BadIpHeader => REASON_BAD_IP_HEADER,
        Malformed::BadIpChecksum => REASON_BAD_IP_CHECKSUM,
        Malformed::BadPort => REASON_BAD_PORT,
        Malformed::BadVersion => REASON_BAD_VERSION,
        Malformed::BadOpcode => REASON_BAD_OPCODE,
        Malformed::BadField => REASON_BAD_FIELD,
    }
}

/// The verdict code of a `Malformed` name as the golden vectors spell it.
pub fn malformed_name_code(name: &str) -> u64 {
    match name {
        "ok" => REASON_OK,
        "Truncated" => REASON_TRUNCATED,
        "BadLength" => REASON_BAD_LENGTH,
        "BadEthertype" => REASON_BAD_ETHERTYPE,
        "BadIpHeader" => REASON_BAD_IP_HEADER,
        "BadIpChecksum" => REASON_BAD_IP_CHECKSUM,
        "BadPort" => REASON_BAD_PORT,
        "BadVersion" => REASON_BAD_VERSION,
        "BadOpcode" => REASON_BAD_OPCODE,
        "BadField" => REASON_BAD_FIELD,
        other => panic!("unknown reason {other}"),
    }
}

/// `metaroce::wire`'s whole parse of a received frame.
fn wire_parse(bytes: &[u8]) -> Result<(FrameRepr, Repr), Malformed> {
    let frame = Frame::new_checked(bytes)?;
    let frame_repr = FrameRepr::parse(&frame, PORT)?;
    let repr = Repr::parse(&Packet::new_checked(frame.payload())?)?;
    Ok((frame_repr, repr))
}

/// The verdict the hardware must give, and the decoded frame when it is accepted.
///
/// It is `metaroce::wire`'s parse, with the hardware's routing rule in front: frames shorter
/// than the fixed headers are truncated, and frames that are not IPv4/UDP to the MetaRoCE
/// port go to the bypass (named by the first of `FrameRepr::parse`'s checks they fail) even
/// when their bytes would also fail `Frame::new_checked`'s length checks — an ARP frame must
/// reach the host. The IPv4-header test reads the same bytes as `FrameRepr::parse` (the wire
/// crate has no public accessor for version/IHL, fragmentation and protocol).
pub fn expected_verdict(frame: &RxFrame) -> (u64, Option<(FrameRepr, Repr)>) {
    let bytes = &frame.bytes;
    if bytes.len() < metaroce::wire::FRAME_HEADER_LEN {
        return (REASON_TRUNCATED, None);
    }
    let view = Frame::new_unchecked(&bytes[..]);
    if view.ethertype() != metaroce::wire::ETHERTYPE_IPV4 {
        return (REASON_BAD_ETHERTYPE, None);
    }
    let fragmented = u16::from_be_bytes([bytes[20], bytes[21]]) & 0x3fff != 0;
    if bytes[14] != 0x45 || fragmented || bytes[23] != metaroce::wire::IP_PROTO_UDP {
        return (REASON_BAD_IP_HEADER, None);
    }
    if view.dst_port() != PORT {
        return (REASON_BAD_PORT, None);
    }
    if frame.bad_frame {
        return (REASON_BAD_FRAME, None);
    }
    match wire_parse(bytes) {
        Ok(parsed) => (REASON_OK, Some(parsed)),
        Err(reason) => (malformed_code(reason), None),
    }
}

/// Checks the decoded fields of an accepted frame against `metaroce::wire`'s parse.
fn check_fields(got: &HeaderOut, bytes: &[u8], parsed: &(FrameRepr, Repr), what: &str) {
    let (frame, repr) = parsed;
    assert_eq!(got.frame_len, bytes.len() as u64, "{what}: frame length");
    assert_eq!(got.ecn, frame.ecn as u64, "{what}: ecn");
    assert_eq!(
        got.src_ip,
        u64::from(u32::from(frame.src_ip)),
        "{what}: src ip"
    );
    assert_eq!(got.src_port, u64::from(frame.src_port), "{what}: src port");
    assert_eq!(got.opcode, repr.body.opcode() as u64, "{what}: opcode");
    assert_eq!(
        got.flags & u64::from(Flags::DEFINED),
        u64::from(repr.header.flags.0)
    );
    assert_eq!(
        got.conn_id,
        u64::from(repr.header.conn_id),
        "{what}: conn id"
    );
    assert_eq!(
        got.path_id,
        u64::from(repr.header.path_id),
        "{what}: path id"
    );
    assert_eq!(
        got.epoch,
        u64::from(repr.header.path_epoch),
        "{what}: epoch"
    );
    if let Body::Data(data) = repr.body {
        assert_eq!(got.psn, u64::from(data.psn), "{what}: psn");
        assert_eq!(got.stream, u64::from(data.stream), "{what}: stream");
        assert_eq!(got.msn, u64::from(data.msn), "{what}: msn");
        assert_eq!(got.offset, u64::from(data.offset), "{what}: offset");
        assert_eq!(
            got.payload_len,
            u64::from(data.payload_len),
            "{what}: payload len"
        );
        assert_eq!(got.timestamp, data.timestamp, "{what}: timestamp");
        assert_eq!(got.msg_len, u64::from(data.msg_len), "{what}: msg len");
        if let DataKind::Write { remote_addr, rkey } = data.kind {
            assert_eq!(got.remote_addr, remote_addr, "{what}: remote addr");
            assert_eq!(got.rkey, u64::from(rkey), "{what}: rkey");
        }
    }
}

/// What a run exercised: frames per verdict, and accepted DATA frames.
#[derive(Debug, Default, Clone)]
pub struct ParserCoverage {
    /// Frames per verdict code.
    pub per_reason: [u64; REASON_COUNT],
    /// Accepted DATA frames.
    pub data_frames: u64,
    /// Cycles in which a beat was offered.
    pub busy_cycles: u64,
    /// All cycles.
    pub cycles: u64,
}

/// A verdict due at a cycle: (cycle, frame name, reason, decoded frame, frame bytes).
type DueVerdict = (u64, String, u64, Option<(FrameRepr, Repr)>, Vec<u8>);

/// Feeds `frames` back to back (one beat per clock, no idle cycles unless `gaps`) and checks
/// every output against `metaroce::wire`. Returns what was exercised.
pub fn run_frames(
    parser: &mut impl ParserPorts,
    frames: &[(String, RxFrame)],
    gaps: bool,
) -> ParserCoverage {
    let mut coverage = ParserCoverage::default();
    let mut want_bypass: VecDeque<(u64, Beat)> = VecDeque::new();
    let mut want_frame: VecDeque<(u64, Beat)> = VecDeque::new();
    let mut want_header: VecDeque<DueVerdict> = VecDeque::new();
    // Per frame-stream beat, and per verdict: the route to the datapath (DATA, a WRITE or a
    // SEND: the opcode byte, frame byte 43, present and 0x01 or 0x02).
    let mut want_tdest: VecDeque<bool> = VecDeque::new();
    let mut want_datapath: VecDeque<bool> = VecDeque::new();
    let mut cycle = 0u64;
    let mut schedule: Vec<Option<(usize, Beat)>> = Vec::new();
    for (index, (_, frame)) in frames.iter().enumerate() {
        for beat in beats(frame) {
            schedule.push(Some((index, beat)));
        }
        if gaps && index % 3 == 0 {
            schedule.push(None);
        }
    }
    schedule.extend(std::iter::repeat_n(None, 4));
    for slot in schedule {
        match &slot {
            Some((index, beat)) => {
                let (name, frame) = &frames[*index];
                let (reason, parsed) = expected_verdict(frame);
                let write =
                    frame.bytes.len() > 43 && (frame.bytes[43] == 0x01 || frame.bytes[43] == 0x02);
                let on_frame_stream =
                    !is_bypassed(reason) && (reason != REASON_TRUNCATED || frame.bytes.len() >= 42);
                if reason != REASON_TRUNCATED || frame.bytes.len() >= 42 {
                    let queue = if is_bypassed(reason) {
                        &mut want_bypass
                    } else {
                        want_tdest.push_back(write);
                        &mut want_frame
                    };
                    queue.push_back((cycle + STREAM_LATENCY, beat.clone()));
                }
                if beat.last {
                    want_datapath.push_back(on_frame_stream && write);
                    coverage.per_reason[reason as usize] += 1;
                    if reason == REASON_OK
                        && parsed
                            .as_ref()
                            .is_some_and(|(_, r)| matches!(r.body, Body::Data(_)))
                    {
                        coverage.data_frames += 1;
                    }
                    want_header.push_back((
                        cycle + HEADER_LATENCY,
                        name.clone(),
                        reason,
                        parsed,
                        frame.bytes.clone(),
                    ));
                }
                coverage.busy_cycles += 1;
                parser.drive(Some(beat), PORT);
            }
            None => parser.drive(None, PORT),
        }
        parser.tick();
        cycle += 1;
        let out = parser.outputs();
        assert!(out.tready, "the parser must never stall");
        for (stream, got, queue) in [
            ("bypass", &out.bypass, &mut want_bypass),
            ("frame", &out.frame, &mut want_frame),
        ] {
            match queue.front() {
                Some((due, want)) if *due == cycle => {
                    let got = got
                        .as_ref()
                        .unwrap_or_else(|| panic!("cycle {cycle}: no {stream} beat"));
                    assert_eq!(got.keep, want.keep, "cycle {cycle}: {stream} tkeep");
                    assert_eq!(got.last, want.last, "cycle {cycle}: {stream} tlast");
                    assert_eq!(got.data, want.data, "cycle {cycle}: {stream} tdata");
                    assert_eq!(got.user, want.user, "cycle {cycle}: {stream} tuser");
                    if stream == "frame" {
                        let tdest = want_tdest.pop_front().expect("a route per frame beat");
                        assert_eq!(out.frame_tdest, tdest, "cycle {cycle}: frame tdest");
                    }
                    queue.pop_front();
                }
                _ => assert!(
                    got.is_none(),
                    "cycle {cycle}: unexpected {stream} beat {got:?}"
                ),
            }
        }
        match want_header.front() {
            Some((due, ..)) if *due == cycle => {
                let (_, name, reason, parsed, bytes) = want_header.pop_front().expect("front");
                let got = out
                    .header
                    .unwrap_or_else(|| panic!("cycle {cycle}: no verdict for {name}"));
                assert_eq!(
                    got.reason,
                    reason,
                    "{name} ({} bytes): verdict differs from metaroce::wire",
                    bytes.len()
                );
                let datapath = want_datapath.pop_front().expect("a route per verdict");
                assert_eq!(got.datapath, datapath, "{name}: m_header_datapath");
                if let Some(parsed) = &parsed {
                    check_fields(&got, &bytes, parsed, &name);
                }
            }
            _ => assert!(out.header.is_none(), "cycle {cycle}: unexpected verdict"),
        }
    }
    coverage.cycles = cycle;
    assert!(want_bypass.is_empty() && want_frame.is_empty() && want_header.is_empty());
    coverage
}
