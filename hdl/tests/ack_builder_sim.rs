//! The ACK frame builder in the Rust-HDL simulator: every ACK and NACK frame it sends is
//! byte for byte what `metaroce::wire` emits for the same fields (golden vectors `ack-sack`
//! and `nack-remote-access` included, and headers whose checksum sum wraps to 0xffff), at
//! one frame per two clocks, with and without TX backpressure.

mod common;

use common::ack_lockstep::{AckPorts, AckRequest, run_requests};
use common::frames::golden_vectors;
use common::parser_lockstep::Beat;
use metaroce_hdl::ack::AckFrameBuilder;
use metaroce_hdl::cycle::Clocked;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use rust_hdl::prelude::{Bits, ToBits};

struct SimulatedBuilder(Clocked<AckFrameBuilder>);

fn mac(bytes: [u8; 6]) -> Bits<48> {
    let mut padded = [0u8; 8];
    padded[2..].copy_from_slice(&bytes);
    u64::from_be_bytes(padded).to_bits()
}

fn words_to_bits(words: [u64; 4]) -> Bits<256> {
    let mut bits: Bits<256> = 0.into();
    for (i, word) in words.iter().enumerate() {
        bits = bits | (rust_hdl::prelude::bit_cast::<256, 64>(word.to_bits()) << (64 * i as u64));
    }
    bits
}

impl AckPorts for SimulatedBuilder {
    fn drive(&mut self, request: Option<&AckRequest>, tx_ready: bool) {
        let b = &mut self.0.circuit;
        b.m_axis_tx_tready.next = tx_ready;
        b.s_request_valid.next = request.is_some();
        if let Some(r) = request {
            b.s_request_dst_mac.next = mac(r.frame.dst_mac);
            b.s_request_src_mac.next = mac(r.frame.src_mac);
            b.s_request_src_ip.next = u32::from(r.frame.src_ip).to_bits();
            b.s_request_dst_ip.next = u32::from(r.frame.dst_ip).to_bits();
            b.s_request_ecn.next = (r.frame.ecn as u8).to_bits();
            b.s_request_ident.next = r.frame.ident.to_bits();
            b.s_request_ttl.next = r.frame.ttl.to_bits();
            b.s_request_src_port.next = r.frame.src_port.to_bits();
            b.s_request_dst_port.next = r.frame.dst_port.to_bits();
            b.s_request_flags.next = r.header.flags.0.to_bits();
            b.s_request_conn_id.next = r.header.conn_id.to_bits();
            b.s_request_path_id.next = r.header.path_id.to_bits();
            b.s_request_epoch.next = r.header.path_epoch.to_bits();
            b.s_request_cum_psn.next = r.ack.cum_psn.to_bits();
            b.s_request_ce_count.next = r.ack.ce_count.to_bits();
            b.s_request_rate_hint.next = r.ack.rate_hint_mbps.to_bits();
            b.s_request_echo_timestamp.next = r.ack.echo_timestamp.to_bits();
            let sack: [u64; 4] = std::array::from_fn(|i| {
                u64::from_le_bytes(r.ack.sack.data[8 * i..8 * i + 8].try_into().expect("8"))
            });
            b.s_request_sack.next = words_to_bits(sack);
            b.s_request_nack.next = r.nack.is_some();
            if let Some(n) = r.nack {
                b.s_request_nack_code.next = (n.code as u8).to_bits();
                b.s_request_nack_stream.next = n.stream.to_bits();
                b.s_request_nack_msn.next = n.msn.to_bits();
                b.s_request_nack_psn.next = n.psn.to_bits();
                b.s_request_nack_opcode.next = (n.opcode as u8).to_bits();
            }
        }
    }

    fn request_ready(&mut self) -> bool {
        self.0.settle();
        self.0.circuit.s_request_ready.val()
    }

    fn tx(&mut self) -> Option<Beat> {
        self.0.settle();
        let b = &self.0.circuit;
        b.m_axis_tx_tvalid.val().then(|| Beat {
            data: std::array::from_fn(|i| b.m_axis_tx_tdata.val().get_bits::<8>(8 * i).to_u8()),
            keep: b.m_axis_tx_tkeep.val().to_u64(),
            last: b.m_axis_tx_tlast.val(),
            user: b.m_axis_tx_tuser.val(),
        })
    }

    fn tick(&mut self) {
        self.0.tick();
    }
}

fn simulated() -> SimulatedBuilder {
    SimulatedBuilder(
        Clocked::new(AckFrameBuilder::default(), "metaroce_ack_builder", |b| {
            &mut b.clk
        })
        .expect("the ACK builder passes Rust-HDL's checks"),
    )
}

#[test]
fn ack_builder_reproduces_the_golden_ack_frame() {
    let vectors = golden_vectors();
    let vector = vectors
        .iter()
        .find(|v| v.name == "ack-sack")
        .expect("ack vector");
    let request = AckRequest::from_golden(vector);
    assert_eq!(
        hex::encode(request.expected_bytes()),
        vector.frame,
        "test's own request"
    );
    run_requests(&mut simulated(), &[request], 1.0, 1);
}

#[test]
fn ack_builder_reproduces_the_golden_nack_frame() {
    let vectors = golden_vectors();
    let vector = vectors
        .iter()
        .find(|v| v.name == "nack-remote-access")
        .expect("nack vector");
    let request = AckRequest::from_golden_nack(vector);
    assert_eq!(
        hex::encode(request.expected_bytes()),
        vector.frame,
        "test's own request"
    );
    run_requests(&mut simulated(), &[request], 1.0, 1);
}

#[test]
fn ack_builder_frames_match_the_wire_crate_at_one_frame_per_two_clocks() {
    let mut rng = ChaCha8Rng::seed_from_u64(0xac4);
    let requests = AckRequest::random_mix(&mut rng, 300);
    let cycles = run_requests(&mut simulated(), &requests, 1.0, 2);
    // Two clocks from the first take to its first beat, then a frame every two clocks.
    assert!(cycles <= 2 * 300 + 2, "{cycles} cycles for 300 frames");
}

#[test]
fn ack_builder_frames_survive_tx_backpressure() {
    let mut rng = ChaCha8Rng::seed_from_u64(0xac5);
    let requests = AckRequest::random_mix(&mut rng, 200);
    run_requests(&mut simulated(), &requests, 0.6, 3);
}

#[test]
fn ack_builder_checksums_headers_whose_sum_is_all_ones() {
    let mut rng = ChaCha8Rng::seed_from_u64(0xac6);
    let requests = AckRequest::random_mix_with_zero_checksum(&mut rng, 60);
    run_requests(&mut simulated(), &requests, 1.0, 4);
}
