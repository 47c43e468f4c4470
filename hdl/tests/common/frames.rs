//! Frames for the parser tests: valid MetaRoCE frames of every opcode built with
//! `metaroce::wire`, malformed variants, other traffic, and the golden vectors.

use std::net::Ipv4Addr;

use metaroce::wire::{
    AckRepr, Body, CloseRepr, DataKind, DataRepr, Ecn, FRAME_HEADER_LEN, Flags, Frame, FrameRepr,
    HandshakeRepr, Header, NackCode, NackRepr, Opcode, Packet, ProbeRepr, Repr, SackBits,
};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::Deserialize;

/// The MetaRoCE port the tests configure.
pub const PORT: u16 = metaroce::wire::DEFAULT_UDP_PORT;

/// A frame as the MAC delivers it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RxFrame {
    /// The bytes, without FCS.
    pub bytes: Vec<u8>,
    /// The MAC's bad-frame flag.
    pub bad_frame: bool,
}

/// A NACK body with every field random (either code, either opcode).
pub fn random_nack_body(rng: &mut ChaCha8Rng) -> NackRepr {
    NackRepr {
        code: if rng.random_bool(0.5) {
            NackCode::RemoteAccess
        } else {
            NackCode::ReceiverNotReady
        },
        stream: rng.random(),
        msn: rng.random(),
        psn: rng.random(),
        opcode: if rng.random_bool(0.5) {
            Opcode::Write
        } else {
            Opcode::Send
        },
    }
}

/// Emits `repr` (with `payload` for DATA) in the frame `frame_repr` describes, as the
/// software datapath does: `FrameRepr::emit`, then `Repr::emit` into the UDP payload.
pub fn emit_frame(frame_repr: &FrameRepr, repr: &Repr, payload: &[u8]) -> Vec<u8> {
    let mut buf = vec![0u8; frame_repr.buffer_len()];
    frame_repr.emit(&mut buf);
    let end = FRAME_HEADER_LEN + repr.buffer_len();
    let mut packet = Packet::new_unchecked(&mut buf[FRAME_HEADER_LEN..end]);
    repr.emit(&mut packet);
    if matches!(repr.body, Body::Data(_)) {
        packet.data_payload_mut().copy_from_slice(payload);
    }
    buf
}

/// Emits `repr` (with `payload` for DATA) in a frame from `src_port`.
pub fn emit(repr: &Repr, payload: &[u8], src_port: u16, ecn: Ecn) -> Vec<u8> {
    let frame_repr = FrameRepr {
        dst_mac: [2, 0, 0, 0, 0, 2],
        src_mac: [2, 0, 0, 0, 0, 1],
        src_ip: Ipv4Addr::new(10, 0, 0, 1),
        dst_ip: Ipv4Addr::new(10, 0, 0, 2),
        ecn,
        ident: 7,
        ttl: 64,
        src_port,
        dst_port: PORT,
        payload_len: repr.buffer_len(),
    };
    emit_frame(&frame_repr, repr, payload)
}

/// Random frames: valid ones of every opcode, malformed ones, other traffic, runts.
pub struct FrameStream {
    rng: ChaCha8Rng,
}

impl FrameStream {
    /// A stream reproducible from `seed`.
    pub fn new(seed: u64) -> Self {
        Self {
            rng: ChaCha8Rng::seed_from_u64(seed),
        }
    }

    /// A valid MetaRoCE frame of a random opcode.
    pub fn valid(&mut self) -> Vec<u8> {
        let rng = &mut self.rng;
        let header = Header {
            flags: Flags(rng.random_range(0..16)),
            conn_id: rng.random(),
            path_id: rng.random_range(0..64),
            path_epoch: rng.random(),
        };
        let hs = |rng: &mut ChaCha8Rng| HandshakeRepr {
            src_conn_id: rng.random(),
            path_count: rng.random_range(1..64),
            mtu: rng.random_range(1..9000),
            initial_psn: rng.random(),
            udp_port: PORT,
            first_src_port: rng.random(),
            ingress_rate_mbps: rng.random(),
            rate_hint_mbps: rng.random(),
        };
        let mut payload = Vec::new();
        let body = match rng.random_range(0..10) {
            0..=3 => {
                let payload_len: u16 = if rng.random_bool(0.1) {
                    0
                } else {
                    rng.random_range(1..400)
                };
                payload = (0..payload_len).map(|_| rng.random()).collect();
                let offset = if payload_len == 0 {
                    0
                } else {
                    rng.random_range(0..1 << 20)
                };
                let msg_len = if payload_len == 0 {
                    0
                } else {
                    offset + u32::from(payload_len) + rng.random_range(0..5000)
                };
                Body::Data(DataRepr {
                    kind: if rng.random_bool(0.7) {
                        DataKind::Write {
                            remote_addr: rng.random(),
                            rkey: rng.random(),
                        }
                    } else {
                        DataKind::Send
                    },
                    psn: rng.random(),
                    stream: rng.random(),
                    msn: rng.random(),
                    offset,
                    payload_len,
                    timestamp: rng.random(),
                    msg_len,
                })
            }
            4 => {
                let mut sack = SackBits::ZERO;
                sack.data = rng.random();
                Body::Ack(AckRepr {
                    cum_psn: rng.random(),
                    ce_count: rng.random(),
                    rate_hint_mbps: rng.random(),
                    echo_timestamp: rng.random(),
                    sack,
                })
            }
            5 => Body::Nack(random_nack_body(rng)),
            6 => Body::Connect(hs(rng)),
            7 => Body::Accept(hs(rng)),
            8 => Body::Close(CloseRepr {
                src_conn_id: rng.random(),
                reason: rng.random(),
            }),
            _ => Body::Probe(ProbeRepr {
                first_psn: rng.random(),
                timestamp: rng.random(),
            }),
        };
        let ecn = Ecn::from_bits(rng.random_range(0..4));
        emit(&Repr { header, body }, &payload, rng.random(), ecn)
    }

    /// The next frame: mostly valid, often malformed in one of the ways a parser must
    /// catch, sometimes not MetaRoCE at all.
    pub fn next_frame(&mut self) -> RxFrame {
        let mut bytes = self.valid();
        let rng = &mut self.rng;
        let mut bad_frame = false;
        let mut fix_checksum = rng.random_bool(0.7);
        match rng.random_range(0..100) {
            0..=39 => {}
            40..=44 => bytes.truncate(rng.random_range(1..bytes.len())),
            45..=49 => bytes.extend((0..rng.random_range(1..80)).map(|_| rng.random::<u8>())),
            50..=54 => {
                let at = rng.random_range(0..bytes.len().min(128));
                bytes[at] = rng.random();
            }
            55..=57 => {
                // IPv4 total length off by a little
                let len = u16::from_be_bytes([bytes[16], bytes[17]]);
                let len = len.wrapping_add(rng.random_range(1..40)).wrapping_sub(20);
                bytes[16..18].copy_from_slice(&len.to_be_bytes());
            }
            58..=59 => {
                let udp = u16::from_be_bytes([bytes[38], bytes[39]]).wrapping_add(1);
                bytes[38..40].copy_from_slice(&udp.to_be_bytes());
            }
            // version, opcode, payload length or NACKed opcode, NACK code or PSN
            60..=62 => set_byte(&mut bytes, 42, rng.random_range(0..4)),
            63..=65 => set_byte(&mut bytes, 43, rng.random()),
            66..=67 => set_byte(&mut bytes, 70, rng.random()),
            68..=69 => set_byte(&mut bytes, 54, rng.random()),
            70..=72 => {
                bytes[36..38].copy_from_slice(&rng.random_range(4790u16..4795).to_be_bytes())
            }
            73..=75 => bytes[12..14].copy_from_slice(&[0x86, 0xdd]), // IPv6
            76..=77 => bytes[23] = 6,                                // TCP
            78..=79 => bytes[20] |= 0x20,                            // more fragments
            80..=81 => bytes[14] = 0x46,                             // IPv4 options
            82..=84 => bad_frame = true,
            85..=89 => {
                // ARP-sized frame of other traffic
                bytes = (0..60).map(|_| rng.random()).collect();
                bytes[12..14].copy_from_slice(&[0x08, 0x06]);
            }
            90..=92 => bytes = (0..rng.random_range(1..42)).map(|_| rng.random()).collect(),
            93..=94 => {
                // a large frame: many beats
                bytes.extend((0..rng.random_range(200..1500)).map(|_| rng.random::<u8>()));
            }
            95..=96 => {
                // DATA: message length below offset + payload; CONNECT/ACCEPT: no paths
                for at in [58, 59, 94, 95, 96, 97] {
                    set_byte(&mut bytes, at, 0);
                }
            }
            _ => {
                // a corrupted IPv4 header (left with its stale checksum)
                let at = rng.random_range(14..34);
                bytes[at] ^= 1 << rng.random_range(0..8);
                fix_checksum = false;
            }
        }
        if fix_checksum && bytes.len() >= 34 && bytes[12..14] == [0x08, 0x00] {
            let mut frame = Frame::new_unchecked(&mut bytes[..]);
            let ecn = frame.ecn();
            frame.set_ecn(ecn);
        }
        RxFrame { bytes, bad_frame }
    }
}

fn set_byte(bytes: &mut [u8], at: usize, value: u8) {
    if let Some(byte) = bytes.get_mut(at) {
        *byte = value;
    }
}

#[derive(Deserialize)]
struct VectorFile {
    udp_port: u16,
    vector: Vec<Vector>,
}

/// One golden vector of `host/golden/wire-vectors.toml`.
#[derive(Deserialize, Debug, Clone)]
pub struct Vector {
    /// Its name.
    pub name: String,
    /// "ok" or the name of the `Malformed` reason.
    pub expect: String,
    /// The frame, hex.
    pub frame: String,
    /// The decoded fields listed for valid frames.
    #[serde(default)]
    pub fields: std::collections::BTreeMap<String, toml::Value>,
}

impl Vector {
    /// Integer field `key`.
    pub fn int(&self, key: &str) -> u64 {
        let value = self
            .fields
            .get(key)
            .unwrap_or_else(|| panic!("{}: no {key}", self.name));
        u64::try_from(value.as_integer().expect("integer")).expect("non-negative")
    }

    /// String field `key`.
    pub fn str(&self, key: &str) -> &str {
        self.fields[key].as_str().expect("string field")
    }
}

/// The golden vectors shared by every implementation of the wire format.
pub fn golden_vectors() -> Vec<Vector> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../host/golden/wire-vectors.toml"
    );
    let text = std::fs::read_to_string(path).expect("golden vectors are checked in");
    let file: VectorFile = toml::from_str(&text).expect("golden vectors parse");
    assert_eq!(file.udp_port, PORT);
    file.vector
}
