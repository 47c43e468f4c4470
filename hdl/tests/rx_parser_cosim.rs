//! The emitted Verilog of the RX parser, compiled by Verilator, on the golden vectors and on
//! long back-to-back random frame streams, checked against `metaroce::wire` beat for beat.

mod common;

use common::frames::{FrameStream, RxFrame, golden_vectors};
use common::parser_lockstep::{Beat, HeaderOut, ParserOutputs, ParserPorts, run_frames};
use metaroce_hdl::cosim::{Port, VerilatedModel};
use metaroce_hdl::parser::encoding::REASON_COUNT;

struct VerilatedParser {
    model: VerilatedModel,
    clk: Port,
    inputs: [Port; 6],
    tready: Port,
    bypass: [Port; 5],
    frame: [Port; 6],
    header_valid: Port,
    header: [Port; 20],
}

fn verilated() -> VerilatedParser {
    let model = VerilatedModel::new("metaroce_rx_parser").unwrap_or_else(|e| panic!("{e}"));
    let port = |name: &str| model.port(name).unwrap_or_else(|e| panic!("{e}"));
    let ports = |names: &[&str]| names.iter().map(|n| port(n)).collect::<Vec<_>>();
    let rst = port("rst");
    let clk = port("clk");
    let mut parser = VerilatedParser {
        clk,
        inputs: ports(&[
            "udp_port",
            "s_axis_tdata",
            "s_axis_tkeep",
            "s_axis_tvalid",
            "s_axis_tlast",
            "s_axis_tuser",
        ])
        .try_into()
        .expect("6"),
        tready: port("s_axis_tready"),
        bypass: ports(&[
            "m_axis_bypass_tdata",
            "m_axis_bypass_tkeep",
            "m_axis_bypass_tvalid",
            "m_axis_bypass_tlast",
            "m_axis_bypass_tuser",
        ])
        .try_into()
        .expect("5"),
        frame: ports(&[
            "m_axis_frame_tdata",
            "m_axis_frame_tkeep",
            "m_axis_frame_tvalid",
            "m_axis_frame_tlast",
            "m_axis_frame_tuser",
            "m_axis_frame_tdest",
        ])
        .try_into()
        .expect("6"),
        header_valid: port("m_header_valid"),
        header: ports(&[
            "m_header_reason",
            "m_header_frame_len",
            "m_header_ecn",
            "m_header_src_ip",
            "m_header_src_port",
            "m_header_opcode",
            "m_header_flags",
            "m_header_conn_id",
            "m_header_path_id",
            "m_header_epoch",
            "m_header_psn",
            "m_header_stream",
            "m_header_msn",
            "m_header_offset",
            "m_header_payload_len",
            "m_header_timestamp",
            "m_header_remote_addr",
            "m_header_rkey",
            "m_header_msg_len",
            "m_header_datapath",
        ])
        .try_into()
        .expect("20"),
        model: VerilatedModel::new("metaroce_rx_parser").unwrap_or_else(|e| panic!("{e}")),
    };
    drop(model);
    parser.model.set_bool(rst, false);
    parser.model.eval();
    parser
}

fn lanes(words: &[u32]) -> [u8; 64] {
    let mut bytes = [0u8; 64];
    for (i, word) in words.iter().enumerate() {
        bytes[4 * i..4 * i + 4].copy_from_slice(&word.to_le_bytes());
    }
    bytes
}

impl ParserPorts for VerilatedParser {
    fn drive(&mut self, beat: Option<&Beat>, udp_port: u16) {
        let [port, tdata, tkeep, tvalid, tlast, tuser] = self.inputs;
        let m = &mut self.model;
        m.set_u64(port, u64::from(udp_port));
        m.set_bool(tvalid, beat.is_some());
        if let Some(beat) = beat {
            let words: Vec<u32> = beat
                .data
                .chunks(4)
                .map(|c| u32::from_le_bytes(c.try_into().expect("4 bytes")))
                .collect();
            m.set_words(tdata, &words);
            m.set_u64(tkeep, beat.keep);
            m.set_bool(tlast, beat.last);
            m.set_bool(tuser, beat.user);
        }
    }

    fn tick(&mut self) {
        self.model.tick(self.clk);
    }

    fn outputs(&self) -> ParserOutputs {
        let m = &self.model;
        let [tdata, tkeep, tvalid, tlast, tuser] = self.bypass;
        let bypass = m.get_bool(tvalid).then(|| Beat {
            data: lanes(&m.get_words(tdata)),
            keep: m.get_u64(tkeep),
            last: m.get_bool(tlast),
            user: m.get_bool(tuser),
        });
        let [tdata, tkeep, tvalid, tlast, tuser, tdest] = self.frame;
        let frame = m.get_bool(tvalid).then(|| Beat {
            data: lanes(&m.get_words(tdata)),
            keep: m.get_u64(tkeep),
            last: m.get_bool(tlast),
            user: m.get_bool(tuser),
        });
        let frame_tdest = m.get_bool(tdest);
        let header = m.get_bool(self.header_valid).then(|| {
            let v: Vec<u64> = self.header.iter().map(|&p| m.get_u64(p)).collect();
            HeaderOut {
                reason: v[0],
                frame_len: v[1],
                ecn: v[2],
                src_ip: v[3],
                src_port: v[4],
                opcode: v[5],
                flags: v[6],
                conn_id: v[7],
                path_id: v[8],
                epoch: v[9],
                psn: v[10],
                stream: v[11],
                msn: v[12],
                offset: v[13],
                payload_len: v[14],
                timestamp: v[15],
                remote_addr: v[16],
                rkey: v[17],
                msg_len: v[18],
                datapath: v[19] != 0,
            }
        });
        ParserOutputs {
            bypass,
            frame,
            frame_tdest,
            header,
            tready: m.get_bool(self.tready),
        }
    }
}

#[test]
fn verilated_parser_gives_every_golden_vector_its_verdict() {
    let frames: Vec<(String, RxFrame)> = golden_vectors()
        .into_iter()
        .map(|v| {
            let bytes = hex::decode(&v.frame).expect("hex");
            (
                v.name,
                RxFrame {
                    bytes,
                    bad_frame: false,
                },
            )
        })
        .collect();
    run_frames(&mut verilated(), &frames, false);
}

#[test]
fn verilated_parser_matches_the_wire_crate_on_a_long_back_to_back_stream() {
    let mut stream = FrameStream::new(0xc05_9a45e);
    let frames: Vec<(String, RxFrame)> = (0..30_000)
        .map(|i| (format!("random frame {i}"), stream.next_frame()))
        .collect();
    let coverage = run_frames(&mut verilated(), &frames, false);
    println!("{coverage:?}");
    assert_eq!(
        coverage.busy_cycles,
        coverage.cycles - 4,
        "no idle input cycle"
    );
    for reason in 0..REASON_COUNT {
        assert!(coverage.per_reason[reason] >= 50, "{coverage:?}");
    }
}

#[test]
fn verilated_parser_keeps_up_with_back_to_back_minimum_size_frames() {
    // 60-byte frames (one beat each), alternating MetaRoCE CLOSE frames (62 bytes need two
    // beats, so use the smallest: a CLOSE is 62) and other traffic, one beat per clock.
    let mut stream = FrameStream::new(7);
    let mut frames = Vec::new();
    for i in 0..5000 {
        let mut bytes = stream.valid();
        if i % 2 == 0 {
            bytes.truncate(60);
            bytes[12..14].copy_from_slice(&[0x08, 0x06]);
        } else {
            bytes.truncate(64);
        }
        frames.push((
            format!("small frame {i}"),
            RxFrame {
                bytes,
                bad_frame: false,
            },
        ));
    }
    let coverage = run_frames(&mut verilated(), &frames, false);
    assert_eq!(
        coverage.busy_cycles, 5000,
        "one beat per frame, one frame per clock"
    );
    assert_eq!(coverage.per_reason.iter().sum::<u64>(), 5000);
}
