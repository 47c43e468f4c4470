//! The emitted Verilog of the ACK frame builder, compiled by Verilator: every ACK and NACK
//! frame it sends is byte for byte what `metaroce::wire` emits for the same fields (golden
//! vectors included), over long request streams with and without TX backpressure.

mod common;

use common::ack_lockstep::{AckPorts, AckRequest, run_requests};
use common::frames::golden_vectors;
use common::parser_lockstep::Beat;
use metaroce_hdl::cosim::{Port, VerilatedModel};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

const REQUEST_PORTS: [&str; 24] = [
    "s_request_dst_mac",
    "s_request_src_mac",
    "s_request_src_ip",
    "s_request_dst_ip",
    "s_request_ecn",
    "s_request_ident",
    "s_request_ttl",
    "s_request_src_port",
    "s_request_dst_port",
    "s_request_flags",
    "s_request_conn_id",
    "s_request_path_id",
    "s_request_epoch",
    "s_request_cum_psn",
    "s_request_ce_count",
    "s_request_rate_hint",
    "s_request_echo_timestamp",
    "s_request_sack",
    "s_request_nack",
    "s_request_nack_code",
    "s_request_nack_stream",
    "s_request_nack_msn",
    "s_request_nack_psn",
    "s_request_nack_opcode",
];

struct VerilatedBuilder {
    model: VerilatedModel,
    clk: Port,
    valid: Port,
    ready: Port,
    fields: Vec<Port>,
    tx: [Port; 6],
}

fn verilated() -> VerilatedBuilder {
    let mut model = VerilatedModel::new("metaroce_ack_builder").unwrap_or_else(|e| panic!("{e}"));
    let port =
        |model: &VerilatedModel, name: &str| model.port(name).unwrap_or_else(|e| panic!("{e}"));
    let rst = port(&model, "rst");
    model.set_bool(rst, false);
    VerilatedBuilder {
        clk: port(&model, "clk"),
        valid: port(&model, "s_request_valid"),
        ready: port(&model, "s_request_ready"),
        fields: REQUEST_PORTS.iter().map(|n| port(&model, n)).collect(),
        tx: [
            "m_axis_tx_tdata",
            "m_axis_tx_tkeep",
            "m_axis_tx_tvalid",
            "m_axis_tx_tready",
            "m_axis_tx_tlast",
            "m_axis_tx_tuser",
        ]
        .map(|n| port(&model, n)),
        model,
    }
}

fn mac(bytes: [u8; 6]) -> u64 {
    let mut padded = [0u8; 8];
    padded[2..].copy_from_slice(&bytes);
    u64::from_be_bytes(padded)
}

impl AckPorts for VerilatedBuilder {
    fn drive(&mut self, request: Option<&AckRequest>, tx_ready: bool) {
        let m = &mut self.model;
        m.set_bool(self.tx[3], tx_ready);
        m.set_bool(self.valid, request.is_some());
        if let Some(r) = request {
            let values = [
                mac(r.frame.dst_mac),
                mac(r.frame.src_mac),
                u64::from(u32::from(r.frame.src_ip)),
                u64::from(u32::from(r.frame.dst_ip)),
                r.frame.ecn as u64,
                u64::from(r.frame.ident),
                u64::from(r.frame.ttl),
                u64::from(r.frame.src_port),
                u64::from(r.frame.dst_port),
                u64::from(r.header.flags.0),
                u64::from(r.header.conn_id),
                u64::from(r.header.path_id),
                u64::from(r.header.path_epoch),
                u64::from(r.ack.cum_psn),
                u64::from(r.ack.ce_count),
                u64::from(r.ack.rate_hint_mbps),
                r.ack.echo_timestamp,
            ];
            for (port, value) in self.fields.iter().zip(values) {
                m.set_u64(*port, value);
            }
            let sack: Vec<u32> = r
                .ack
                .sack
                .data
                .chunks(4)
                .map(|c| u32::from_le_bytes(c.try_into().expect("4 bytes")))
                .collect();
            m.set_words(self.fields[17], &sack);
            let nack = r.nack.map_or([0; 6], |n| {
                [
                    1,
                    u64::from(n.code as u8),
                    u64::from(n.stream),
                    u64::from(n.msn),
                    u64::from(n.psn),
                    u64::from(n.opcode as u8),
                ]
            });
            for (port, value) in self.fields[18..].iter().zip(nack) {
                m.set_u64(*port, value);
            }
        }
    }

    fn request_ready(&mut self) -> bool {
        self.model.eval();
        self.model.get_bool(self.ready)
    }

    fn tx(&mut self) -> Option<Beat> {
        self.model.eval();
        let m = &self.model;
        let [tdata, tkeep, tvalid, _, tlast, tuser] = self.tx;
        m.get_bool(tvalid).then(|| {
            let mut data = [0u8; 64];
            for (i, word) in m.get_words(tdata).iter().enumerate() {
                data[4 * i..4 * i + 4].copy_from_slice(&word.to_le_bytes());
            }
            Beat {
                data,
                keep: m.get_u64(tkeep),
                last: m.get_bool(tlast),
                user: m.get_bool(tuser),
            }
        })
    }

    fn tick(&mut self) {
        self.model.tick(self.clk);
    }
}

#[test]
fn verilated_ack_builder_reproduces_the_golden_ack_frame() {
    let vectors = golden_vectors();
    let vector = vectors
        .iter()
        .find(|v| v.name == "ack-sack")
        .expect("ack vector");
    run_requests(&mut verilated(), &[AckRequest::from_golden(vector)], 1.0, 1);
}

#[test]
fn verilated_ack_builder_reproduces_the_golden_nack_frame() {
    let vectors = golden_vectors();
    let vector = vectors
        .iter()
        .find(|v| v.name == "nack-remote-access")
        .expect("nack vector");
    run_requests(
        &mut verilated(),
        &[AckRequest::from_golden_nack(vector)],
        1.0,
        1,
    );
}

#[test]
fn verilated_ack_builder_matches_the_wire_crate_on_long_streams() {
    let mut rng = ChaCha8Rng::seed_from_u64(0xc0_ac4);
    let requests = AckRequest::random_mix(&mut rng, 20_000);
    let cycles = run_requests(&mut verilated(), &requests, 1.0, 4);
    // Two clocks from the first take to its first beat, then a frame every two clocks.
    assert!(cycles <= 2 * 20_000 + 2, "{cycles} cycles for 20000 frames");
    run_requests(&mut verilated(), &requests[..5000], 0.5, 5);
}

#[test]
fn verilated_ack_builder_checksums_headers_whose_sum_is_all_ones() {
    let mut rng = ChaCha8Rng::seed_from_u64(0xac6);
    let requests = AckRequest::random_mix_with_zero_checksum(&mut rng, 60);
    run_requests(&mut verilated(), &requests, 1.0, 4);
}
