//! Runs an ACK frame builder (Rust-HDL simulation or Verilator model) on streams of ACK and
//! NACK requests and checks every frame on the TX stream against `metaroce::wire`'s emission.

use std::collections::VecDeque;
use std::net::Ipv4Addr;

use metaroce::wire::{
    AckRepr, Body, Ecn, Flags, FrameRepr, Header, NackCode, NackRepr, Opcode, Repr, SackBits,
};
use metaroce_hdl::ack::{ACK_FRAME_LEN, NACK_FRAME_LEN};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::frames::{Vector, emit_frame, random_nack_body};
use super::parser_lockstep::Beat;

/// Everything an ACK or NACK frame says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AckRequest {
    /// Ethernet/IPv4/UDP fields (`payload_len` is the body's 64 or 32 bytes).
    pub frame: FrameRepr,
    /// Common header.
    pub header: Header,
    /// The window (driven for a NACK too, where the builder must ignore it).
    pub ack: AckRepr,
    /// A NACK request: its body (`s_request_nack` set).
    pub nack: Option<NackRepr>,
}

/// The Ethernet/IPv4/UDP fields of a golden vector's frame, `payload_len` bytes of body.
fn golden_frame(vector: &Vector, payload_len: usize) -> FrameRepr {
    FrameRepr {
        dst_mac: [2, 0, 0, 0, 0, 2],
        src_mac: [2, 0, 0, 0, 0, 1],
        src_ip: vector.str("src_ip").parse().expect("ip"),
        dst_ip: vector.str("dst_ip").parse().expect("ip"),
        ecn: Ecn::from_bits(vector.int("ecn") as u8),
        ident: 7,
        ttl: 64,
        src_port: vector.int("src_port") as u16,
        dst_port: vector.int("dst_port") as u16,
        payload_len,
    }
}

/// The common header of a golden vector's frame.
fn golden_header(vector: &Vector) -> Header {
    Header {
        flags: Flags(vector.int("flags") as u16),
        conn_id: vector.int("conn_id") as u32,
        path_id: vector.int("path_id") as u16,
        path_epoch: vector.int("epoch") as u8,
    }
}

impl AckRequest {
    /// The frame `metaroce::wire` emits for this request.
    pub fn expected_bytes(&self) -> Vec<u8> {
        let body = match self.nack {
            Some(nack) => Body::Nack(nack),
            None => Body::Ack(self.ack),
        };
        let repr = Repr {
            header: self.header,
            body,
        };
        emit_frame(&self.frame, &repr, &[])
    }

    /// A random NACK request (random window fields beside it, which must not show).
    pub fn random_nack(rng: &mut ChaCha8Rng) -> Self {
        let mut request = Self::random(rng);
        request.frame.payload_len = 32;
        request.nack = Some(random_nack_body(rng));
        request
    }

    /// Random requests, a third of them NACKs.
    pub fn random_mix(rng: &mut ChaCha8Rng, count: usize) -> Vec<Self> {
        (0..count)
            .map(|_| {
                if rng.random_range(0..3) == 0 {
                    Self::random_nack(rng)
                } else {
                    Self::random(rng)
                }
            })
            .collect()
    }

    /// Random requests (a third NACKs) whose IPv4 header checksum is 0x0000: the header's
    /// one's-complement sum is 0xffff, the edge where a checksum adder's carry wraps
    /// around. The destination address's low word is moved by the checksum to get there.
    pub fn random_mix_with_zero_checksum(rng: &mut ChaCha8Rng, count: usize) -> Vec<Self> {
        let mut requests = Self::random_mix(rng, count);
        for request in &mut requests {
            let bytes = request.expected_bytes();
            let checksum = u16::from_be_bytes([bytes[24], bytes[25]]);
            let dst = u32::from(request.frame.dst_ip);
            let sum = (dst & 0xffff) + u32::from(checksum);
            let low = (sum & 0xffff) + (sum >> 16);
            request.frame.dst_ip = Ipv4Addr::from((dst & 0xffff_0000) | low);
            let bytes = request.expected_bytes();
            assert_eq!([bytes[24], bytes[25]], [0, 0], "the test's own request");
        }
        requests
    }

    /// The request that must reproduce golden vector `nack-remote-access`.
    pub fn from_golden_nack(vector: &Vector) -> Self {
        let mut rng = ChaCha8Rng::seed_from_u64(0x6ac);
        let mut request = Self::random(&mut rng);
        request.frame = golden_frame(vector, 32);
        request.header = golden_header(vector);
        assert_eq!(vector.str("nack_opcode"), "write");
        request.nack = Some(NackRepr {
            code: NackCode::from_u8(vector.int("code") as u8).expect("code"),
            stream: vector.int("stream") as u32,
            msn: vector.int("msn") as u32,
            psn: vector.int("psn") as u32,
            opcode: Opcode::Write,
        });
        request
    }

    /// A random request.
    pub fn random(rng: &mut ChaCha8Rng) -> Self {
        let mut sack = SackBits::ZERO;
        sack.data = rng.random();
        sack.set(0, false);
        Self {
            frame: FrameRepr {
                dst_mac: rng.random(),
                src_mac: rng.random(),
                src_ip: Ipv4Addr::from(rng.random::<u32>()),
                dst_ip: Ipv4Addr::from(rng.random::<u32>()),
                ecn: Ecn::from_bits(rng.random_range(0..4)),
                ident: rng.random(),
                ttl: rng.random(),
                src_port: rng.random(),
                dst_port: rng.random(),
                payload_len: 64,
            },
            header: Header {
                flags: Flags(rng.random()),
                conn_id: rng.random(),
                path_id: rng.random(),
                path_epoch: rng.random(),
            },
            ack: AckRepr {
                cum_psn: rng.random(),
                ce_count: rng.random(),
                rate_hint_mbps: rng.random(),
                echo_timestamp: rng.random(),
                sack,
            },
            nack: None,
        }
    }

    /// The request that must reproduce golden vector `ack-sack`.
    pub fn from_golden(vector: &Vector) -> Self {
        let mut sack = SackBits::ZERO;
        sack.data
            .copy_from_slice(&hex::decode(vector.str("sack")).expect("sack hex"));
        Self {
            frame: golden_frame(vector, 64),
            header: golden_header(vector),
            ack: AckRepr {
                cum_psn: vector.int("cum_psn") as u32,
                ce_count: vector.int("ce_count") as u32,
                rate_hint_mbps: vector.int("rate_hint_mbps") as u32,
                echo_timestamp: vector.int("echo_timestamp"),
                sack,
            },
            nack: None,
        }
    }
}

/// The ports of an ACK frame builder, one clock at a time.
pub trait AckPorts {
    /// Drives the request port (None: no request) and the TX `tready`.
    fn drive(&mut self, request: Option<&AckRequest>, tx_ready: bool);
    /// Whether the request driven now is taken at the next edge (`s_request_ready`).
    fn request_ready(&mut self) -> bool;
    /// The TX beat offered now, if `tvalid`.
    fn tx(&mut self) -> Option<Beat>;
    /// One clock cycle.
    fn tick(&mut self);
}

/// Sends `requests` through `builder` with `tready` high with odds `tready_odds` each cycle; checks every
/// frame against `metaroce::wire` and returns the cycles taken.
pub fn run_requests(
    builder: &mut impl AckPorts,
    requests: &[AckRequest],
    tready_odds: f64,
    seed: u64,
) -> u64 {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut queue: VecDeque<&AckRequest> = requests.iter().collect();
    let mut expected: VecDeque<(Vec<u8>, usize)> = requests
        .iter()
        .map(|r| {
            let len = if r.nack.is_some() {
                NACK_FRAME_LEN
            } else {
                ACK_FRAME_LEN
            };
            (r.expected_bytes(), len)
        })
        .collect();
    let mut frame: Vec<u8> = Vec::new();
    let mut cycles = 0u64;
    while !expected.is_empty() {
        assert!(
            cycles < 10 * requests.len() as u64 + 100,
            "the builder stalled"
        );
        let tready = rng.random_bool(tready_odds);
        builder.drive(queue.front().copied(), tready);
        let taken = queue.front().is_some() && builder.request_ready();
        if let Some(beat) = builder.tx() {
            assert!(!beat.user, "ACK and NACK frames are never flagged bad");
            if tready {
                let bytes = beat.keep.count_ones() as usize;
                assert_eq!(beat.keep, u64::MAX >> (64 - bytes), "contiguous tkeep");
                frame.extend_from_slice(&beat.data[..bytes]);
                if beat.last {
                    let (want, len) = expected.pop_front().expect("a frame was requested");
                    assert_eq!(frame.len(), len);
                    assert_eq!(
                        hex::encode(&frame),
                        hex::encode(&want),
                        "ACK/NACK frame differs from metaroce::wire's"
                    );
                    frame.clear();
                }
            }
        }
        if taken {
            queue.pop_front();
        }
        builder.tick();
        cycles += 1;
    }
    assert!(frame.is_empty(), "a frame was left unfinished");
    cycles
}
