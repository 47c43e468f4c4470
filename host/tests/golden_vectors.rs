//! The golden frames of `host/golden/wire-vectors.toml` (written by an independent Python
//! implementation of the spec) parse to their listed fields, re-emit byte for byte, and the
//! malformed ones are rejected with the listed reason.

use std::collections::BTreeMap;
use std::net::Ipv4Addr;

use metaroce::wire::{
    AckRepr, Body, CloseRepr, DataKind, DataRepr, Ecn, Flags, Frame, FrameRepr, HandshakeRepr,
    Header, Malformed, NackCode, NackRepr, Opcode, Packet, ProbeRepr, Repr, SackBits,
};
use serde::Deserialize;

#[derive(Deserialize)]
struct VectorFile {
    udp_port: u16,
    vector: Vec<Vector>,
}

#[derive(Deserialize)]
struct Vector {
    name: String,
    expect: String,
    frame: String,
    #[serde(default)]
    fields: BTreeMap<String, toml::Value>,
}

fn load() -> VectorFile {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/golden/wire-vectors.toml"
    ))
    .expect("golden vector file is checked in");
    toml::from_str(&text).expect("golden vector file parses")
}

struct Fields<'a>(&'a Vector);

impl Fields<'_> {
    fn int(&self, key: &str) -> u64 {
        let value = self.0.fields.get(key).unwrap_or_else(|| {
            panic!("vector {} lacks field {key}", self.0.name);
        });
        u64::try_from(value.as_integer().expect("integer field")).expect("non-negative")
    }
    fn str(&self, key: &str) -> &str {
        self.0.fields[key].as_str().expect("string field")
    }
    fn opcode(&self, key: &str) -> Opcode {
        match self.str(key) {
            "write" => Opcode::Write,
            "send" => Opcode::Send,
            "ack" => Opcode::Ack,
            "nack" => Opcode::Nack,
            "connect" => Opcode::Connect,
            "accept" => Opcode::Accept,
            "close" => Opcode::Close,
            "probe" => Opcode::Probe,
            other => panic!("unknown opcode name {other}"),
        }
    }
}

/// Builds the expected `Repr` from a vector's listed fields.
fn expected_repr(vector: &Vector) -> Repr {
    let f = Fields(vector);
    let header = Header {
        flags: Flags(f.int("flags") as u16),
        conn_id: f.int("conn_id") as u32,
        path_id: f.int("path_id") as u16,
        path_epoch: f.int("epoch") as u8,
    };
    let opcode = f.opcode("opcode");
    let hs = || HandshakeRepr {
        src_conn_id: f.int("src_conn_id") as u32,
        path_count: f.int("path_count") as u16,
        mtu: f.int("mtu") as u16,
        initial_psn: f.int("initial_psn") as u32,
        udp_port: f.int("udp_port") as u16,
        first_src_port: f.int("first_src_port") as u16,
        ingress_rate_mbps: f.int("ingress_rate_mbps") as u32,
        rate_hint_mbps: f.int("rate_hint_mbps") as u32,
    };
    let body = match opcode {
        Opcode::Write | Opcode::Send => Body::Data(DataRepr {
            kind: if opcode == Opcode::Write {
                DataKind::Write {
                    remote_addr: f.int("remote_addr"),
                    rkey: f.int("rkey") as u32,
                }
            } else {
                DataKind::Send
            },
            psn: f.int("psn") as u32,
            stream: f.int("stream") as u32,
            msn: f.int("msn") as u32,
            offset: f.int("offset") as u32,
            payload_len: f.int("payload_len") as u16,
            timestamp: f.int("timestamp"),
            msg_len: f.int("msg_len") as u32,
        }),
        Opcode::Ack => {
            let mut sack = SackBits::ZERO;
            sack.data
                .copy_from_slice(&hex::decode(f.str("sack")).expect("sack hex"));
            Body::Ack(AckRepr {
                cum_psn: f.int("cum_psn") as u32,
                ce_count: f.int("ce_count") as u32,
                rate_hint_mbps: f.int("rate_hint_mbps") as u32,
                echo_timestamp: f.int("echo_timestamp"),
                sack,
            })
        }
        Opcode::Nack => Body::Nack(NackRepr {
            code: NackCode::from_u8(f.int("code") as u8).expect("code"),
            stream: f.int("stream") as u32,
            msn: f.int("msn") as u32,
            psn: f.int("psn") as u32,
            opcode: f.opcode("nack_opcode"),
        }),
        Opcode::Connect => Body::Connect(hs()),
        Opcode::Accept => Body::Accept(hs()),
        Opcode::Close => Body::Close(CloseRepr {
            src_conn_id: f.int("src_conn_id") as u32,
            reason: f.int("reason") as u32,
        }),
        Opcode::Probe => Body::Probe(ProbeRepr {
            first_psn: f.int("first_psn") as u32,
            timestamp: f.int("timestamp"),
        }),
    };
    Repr { header, body }
}

fn parse_frame(bytes: &[u8], udp_port: u16) -> Result<(FrameRepr, Repr, Vec<u8>), Malformed> {
    let frame = Frame::new_checked(bytes)?;
    let frame_repr = FrameRepr::parse(&frame, udp_port)?;
    let packet = Packet::new_checked(frame.payload())?;
    let repr = Repr::parse(&packet)?;
    let payload = match repr.body {
        Body::Data(_) => packet.data_payload().to_vec(),
        _ => Vec::new(),
    };
    Ok((frame_repr, repr, payload))
}

#[test]
fn every_valid_golden_frame_parses_to_its_listed_fields() {
    let file = load();
    let mut checked = 0;
    for vector in file.vector.iter().filter(|v| v.expect == "ok") {
        let bytes = hex::decode(&vector.frame).expect("frame hex");
        let (frame, repr, payload) = parse_frame(&bytes, file.udp_port)
            .unwrap_or_else(|e| panic!("{} failed to parse: {e}", vector.name));
        let f = Fields(vector);
        assert_eq!(frame.src_ip, f.str("src_ip").parse::<Ipv4Addr>().unwrap());
        assert_eq!(frame.dst_ip, f.str("dst_ip").parse::<Ipv4Addr>().unwrap());
        assert_eq!(
            u64::from(frame.src_port),
            f.int("src_port"),
            "{}",
            vector.name
        );
        assert_eq!(frame.ecn as u64, f.int("ecn"), "{}", vector.name);
        assert_eq!(repr, expected_repr(vector), "{}", vector.name);
        if let Body::Data(data) = repr.body {
            assert_eq!(payload.len(), usize::from(data.payload_len));
            assert!(payload.iter().enumerate().all(|(i, &b)| b == i as u8));
        }
        checked += 1;
    }
    assert!(checked >= 8, "only {checked} valid vectors");
}

#[test]
fn every_valid_golden_frame_is_emitted_byte_for_byte() {
    let file = load();
    for vector in file.vector.iter().filter(|v| v.expect == "ok") {
        let golden = hex::decode(&vector.frame).expect("frame hex");
        let f = Fields(vector);
        let repr = expected_repr(vector);
        let frame_repr = FrameRepr {
            dst_mac: [2, 0, 0, 0, 0, 2],
            src_mac: [2, 0, 0, 0, 0, 1],
            src_ip: f.str("src_ip").parse().unwrap(),
            dst_ip: f.str("dst_ip").parse().unwrap(),
            ecn: Ecn::from_bits(f.int("ecn") as u8),
            ident: 7,
            ttl: 64,
            src_port: f.int("src_port") as u16,
            dst_port: f.int("dst_port") as u16,
            payload_len: repr.buffer_len(),
        };
        let mut buf = vec![0xAAu8; frame_repr.buffer_len()];
        frame_repr.emit(&mut buf);
        let mut packet = Packet::new_unchecked(&mut buf[42..42 + repr.buffer_len()]);
        repr.emit(&mut packet);
        if matches!(repr.body, Body::Data(_)) {
            for (i, byte) in packet.data_payload_mut().iter_mut().enumerate() {
                *byte = i as u8;
            }
        }
        assert_eq!(hex::encode(&buf), vector.frame, "{}", vector.name);
        assert_eq!(buf, golden);
    }
}

#[test]
fn every_malformed_golden_frame_is_rejected_with_its_reason() {
    let file = load();
    let mut checked = 0;
    for vector in file.vector.iter().filter(|v| v.expect != "ok") {
        let bytes = hex::decode(&vector.frame).expect("frame hex");
        let err = parse_frame(&bytes, file.udp_port)
            .err()
            .unwrap_or_else(|| panic!("{} parsed but must not", vector.name));
        assert_eq!(format!("{err:?}"), vector.expect, "{}", vector.name);
        checked += 1;
    }
    assert!(checked >= 8, "only {checked} malformed vectors");
}
