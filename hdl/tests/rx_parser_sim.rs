//! The RX parser in the Rust-HDL simulator: every golden vector gets its listed verdict, and
//! long back-to-back random streams (valid frames of every opcode, malformed ones, other
//! traffic, runts) get `metaroce::wire`'s verdicts and fields, beat for beat.

mod common;

use common::frames::{FrameStream, RxFrame, emit, golden_vectors, random_nack_body};
use common::parser_lockstep::{
    Beat, HeaderOut, ParserOutputs, ParserPorts, malformed_name_code, run_frames,
};
use metaroce::wire::{Body, Ecn, Flags, Frame, Header, Repr};
use metaroce_hdl::cycle::Clocked;
use metaroce_hdl::parser::RxParser;
use metaroce_hdl::parser::encoding::{
    REASON_BAD_FIELD, REASON_BAD_LENGTH, REASON_BAD_OPCODE, REASON_COUNT, REASON_OK,
};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use rust_hdl::prelude::{Bits, ToBits};

struct SimulatedParser(Clocked<RxParser>);

fn bytes_of(bits: Bits<512>) -> [u8; 64] {
    std::array::from_fn(|i| bits.get_bits::<8>(8 * i).to_u8())
}

fn bits_of(bytes: &[u8; 64]) -> Bits<512> {
    let mut bits: Bits<512> = 0.into();
    for (i, &byte) in bytes.iter().enumerate() {
        bits = bits | (rust_hdl::prelude::bit_cast::<512, 8>(byte.to_bits()) << (8 * i as u64));
    }
    bits
}

impl ParserPorts for SimulatedParser {
    fn drive(&mut self, beat: Option<&Beat>, udp_port: u16) {
        let p = &mut self.0.circuit;
        p.udp_port.next = udp_port.to_bits();
        p.s_axis_tvalid.next = beat.is_some();
        if let Some(beat) = beat {
            p.s_axis_tdata.next = bits_of(&beat.data);
            p.s_axis_tkeep.next = beat.keep.to_bits();
            p.s_axis_tlast.next = beat.last;
            p.s_axis_tuser.next = beat.user;
        }
    }

    fn tick(&mut self) {
        self.0.tick();
    }

    fn outputs(&self) -> ParserOutputs {
        let p = &self.0.circuit;
        let bypass = p.m_axis_bypass_tvalid.val().then(|| Beat {
            data: bytes_of(p.m_axis_bypass_tdata.val()),
            keep: p.m_axis_bypass_tkeep.val().to_u64(),
            last: p.m_axis_bypass_tlast.val(),
            user: p.m_axis_bypass_tuser.val(),
        });
        let frame = p.m_axis_frame_tvalid.val().then(|| Beat {
            data: bytes_of(p.m_axis_frame_tdata.val()),
            keep: p.m_axis_frame_tkeep.val().to_u64(),
            last: p.m_axis_frame_tlast.val(),
            user: p.m_axis_frame_tuser.val(),
        });
        let header = p.m_header_valid.val().then(|| HeaderOut {
            reason: p.m_header_reason.val().to_u64(),
            frame_len: p.m_header_frame_len.val().to_u64(),
            ecn: p.m_header_ecn.val().to_u64(),
            src_ip: p.m_header_src_ip.val().to_u64(),
            src_port: p.m_header_src_port.val().to_u64(),
            opcode: p.m_header_opcode.val().to_u64(),
            flags: p.m_header_flags.val().to_u64(),
            conn_id: p.m_header_conn_id.val().to_u64(),
            path_id: p.m_header_path_id.val().to_u64(),
            epoch: p.m_header_epoch.val().to_u64(),
            psn: p.m_header_psn.val().to_u64(),
            stream: p.m_header_stream.val().to_u64(),
            msn: p.m_header_msn.val().to_u64(),
            offset: p.m_header_offset.val().to_u64(),
            payload_len: p.m_header_payload_len.val().to_u64(),
            timestamp: p.m_header_timestamp.val().to_u64(),
            remote_addr: p.m_header_remote_addr.val().to_u64(),
            rkey: p.m_header_rkey.val().to_u64(),
            msg_len: p.m_header_msg_len.val().to_u64(),
            datapath: p.m_header_datapath.val(),
        });
        ParserOutputs {
            bypass,
            frame,
            frame_tdest: p.m_axis_frame_tdest.val(),
            header,
            tready: p.s_axis_tready.val(),
        }
    }
}

fn simulated() -> SimulatedParser {
    SimulatedParser(
        Clocked::new(RxParser::default(), "metaroce_rx_parser", |p| &mut p.clk)
            .expect("the parser passes Rust-HDL's checks"),
    )
}

#[test]
fn every_golden_vector_gets_its_listed_verdict() {
    let vectors = golden_vectors();
    let frames: Vec<(String, RxFrame)> = vectors
        .iter()
        .map(|v| {
            let frame = RxFrame {
                bytes: hex::decode(&v.frame).expect("hex"),
                bad_frame: false,
            };
            let (reason, _) = common::parser_lockstep::expected_verdict(&frame);
            assert_eq!(
                reason,
                malformed_name_code(&v.expect),
                "{}: test's routing",
                v.name
            );
            (v.name.clone(), frame)
        })
        .collect();
    let coverage = run_frames(&mut simulated(), &frames, true);
    assert_eq!(
        coverage.per_reason.iter().sum::<u64>(),
        vectors.len() as u64
    );
    assert!(coverage.per_reason[REASON_OK as usize] >= 8);
}

#[test]
fn a_nack_naming_any_opcode_byte_gets_the_wire_crates_verdict() {
    // The NACKed opcode (frame byte 70, in the second beat) is tested as the beat is kept:
    // every value, so each known opcode and each unknown one is seen.
    let mut rng = ChaCha8Rng::seed_from_u64(70);
    let frames: Vec<(String, RxFrame)> = (0..=255u8)
        .map(|opcode| {
            let repr = Repr {
                header: Header {
                    flags: Flags(0),
                    conn_id: 9,
                    path_id: 1,
                    path_epoch: 0,
                },
                body: Body::Nack(random_nack_body(&mut rng)),
            };
            let mut bytes = emit(&repr, &[], 4000, Ecn::NotEct);
            bytes[70] = opcode;
            let frame = RxFrame {
                bytes,
                bad_frame: false,
            };
            (format!("NACK naming opcode {opcode:#04x}"), frame)
        })
        .collect();
    let coverage = run_frames(&mut simulated(), &frames, false);
    assert_eq!(coverage.per_reason[REASON_OK as usize], 2, "{coverage:?}");
    assert_eq!(
        coverage.per_reason[REASON_BAD_FIELD as usize], 6,
        "{coverage:?}"
    );
    assert_eq!(
        coverage.per_reason[REASON_BAD_OPCODE as usize], 248,
        "{coverage:?}"
    );
}

#[test]
fn frames_at_the_ip_length_boundaries_get_the_wire_crates_verdict() {
    // The IPv4 and UDP length tests are made as the first beat is kept; these frames sit
    // on their edges: one byte short of the length the IPv4 header claims, and a total
    // length of 27 (one short of the IPv4 and UDP headers) with the UDP length agreeing.
    let mut stream = FrameStream::new(16);
    let mut frames: Vec<(String, RxFrame)> = Vec::new();
    for i in 0..40 {
        let mut bytes = stream.valid();
        bytes.pop();
        frames.push((
            format!("frame {i} one byte short"),
            RxFrame {
                bytes,
                bad_frame: false,
            },
        ));
        let mut bytes = stream.valid();
        bytes[16..18].copy_from_slice(&27u16.to_be_bytes());
        bytes[38..40].copy_from_slice(&7u16.to_be_bytes());
        let mut frame = Frame::new_unchecked(&mut bytes[..]);
        let ecn = frame.ecn();
        frame.set_ecn(ecn); // recomputes the header checksum
        frames.push((
            format!("frame {i} with total length 27"),
            RxFrame {
                bytes,
                bad_frame: false,
            },
        ));
    }
    let coverage = run_frames(&mut simulated(), &frames, false);
    assert_eq!(
        coverage.per_reason[REASON_BAD_LENGTH as usize], 80,
        "{coverage:?}"
    );
}

#[test]
fn random_back_to_back_frames_get_the_wire_crates_verdicts_and_fields() {
    let mut stream = FrameStream::new(0x9a45e);
    let frames: Vec<(String, RxFrame)> = (0..800)
        .map(|i| (format!("random frame {i}"), stream.next_frame()))
        .collect();
    let coverage = run_frames(&mut simulated(), &frames, false);
    println!("{coverage:?}");
    assert_eq!(
        coverage.busy_cycles,
        coverage.cycles - 4,
        "no idle input cycle"
    );
    for reason in 0..REASON_COUNT {
        assert!(
            coverage.per_reason[reason] >= 5,
            "verdict {reason} seen {} times: {coverage:?}",
            coverage.per_reason[reason]
        );
    }
}
