//! Properties of the wire codecs: arbitrary bytes never panic a parser, and every
//! representable header survives `emit` then `parse` unchanged.

use metaroce::wire::{
    AckRepr, Body, CloseRepr, DataKind, DataRepr, Ecn, Flags, Frame, FrameRepr, HandshakeRepr,
    Header, NackCode, NackRepr, Opcode, Packet, ProbeRepr, Repr, SackBits,
};
use proptest::prelude::*;

fn header() -> impl Strategy<Value = Header> {
    (0u16..16, any::<u32>(), any::<u16>(), any::<u8>()).prop_map(|(flags, conn, path, epoch)| {
        Header {
            flags: Flags(flags),
            conn_id: conn,
            path_id: path,
            path_epoch: epoch,
        }
    })
}

fn data() -> impl Strategy<Value = DataRepr> {
    (
        prop_oneof![
            Just(DataKind::Send),
            (any::<u64>(), any::<u32>())
                .prop_map(|(remote_addr, rkey)| DataKind::Write { remote_addr, rkey }),
        ],
        any::<u32>(),
        any::<u32>(),
        any::<u32>(),
        (0u32..1 << 20, 1u16..9000, 0u32..1 << 20),
        any::<u64>(),
    )
        .prop_map(
            |(kind, psn, stream, msn, (offset, len, extra), timestamp)| DataRepr {
                kind,
                psn,
                stream,
                msn,
                offset,
                payload_len: len,
                timestamp,
                msg_len: offset + u32::from(len) + extra,
            },
        )
}

fn handshake() -> impl Strategy<Value = HandshakeRepr> {
    (
        any::<u32>(),
        1u16..=u16::MAX,
        1u16..=u16::MAX,
        any::<u32>(),
        any::<u16>(),
        any::<u16>(),
        (any::<u32>(), any::<u32>()),
    )
        .prop_map(
            |(id, paths, mtu, psn, port, first, (rate, hint))| HandshakeRepr {
                src_conn_id: id,
                path_count: paths,
                mtu,
                initial_psn: psn,
                udp_port: port,
                first_src_port: first,
                ingress_rate_mbps: rate,
                rate_hint_mbps: hint,
            },
        )
}

fn body() -> impl Strategy<Value = Body> {
    prop_oneof![
        data().prop_map(Body::Data),
        (
            any::<u32>(),
            any::<u32>(),
            any::<u32>(),
            any::<u64>(),
            any::<[u8; 32]>()
        )
            .prop_map(|(cum, ce, hint, ts, bits)| Body::Ack(AckRepr {
                cum_psn: cum,
                ce_count: ce,
                rate_hint_mbps: hint,
                echo_timestamp: ts,
                sack: SackBits::new(bits),
            })),
        (
            prop_oneof![
                Just(NackCode::RemoteAccess),
                Just(NackCode::ReceiverNotReady)
            ],
            any::<u32>(),
            any::<u32>(),
            any::<u32>(),
            prop_oneof![Just(Opcode::Write), Just(Opcode::Send)]
        )
            .prop_map(|(code, stream, msn, psn, opcode)| Body::Nack(NackRepr {
                code,
                stream,
                msn,
                psn,
                opcode
            })),
        handshake().prop_map(Body::Connect),
        handshake().prop_map(Body::Accept),
        (any::<u32>(), any::<u32>()).prop_map(|(id, reason)| Body::Close(CloseRepr {
            src_conn_id: id,
            reason
        })),
        (any::<u32>(), any::<u64>()).prop_map(|(psn, ts)| Body::Probe(ProbeRepr {
            first_psn: psn,
            timestamp: ts
        })),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn arbitrary_bytes_never_panic_the_header_parser(bytes in proptest::collection::vec(any::<u8>(), 0..200)) {
        if let Ok(packet) = Packet::new_checked(&bytes[..]) {
            let _ = Repr::parse(&packet);
        }
        // An unchecked view must not panic Repr::parse either.
        let _ = Repr::parse(&Packet::new_unchecked(&bytes[..]));
    }

    #[test]
    fn arbitrary_bytes_never_panic_the_frame_parser(bytes in proptest::collection::vec(any::<u8>(), 0..200), port in any::<u16>()) {
        let _ = FrameRepr::parse(&Frame::new_unchecked(&bytes[..]), port);
        if let Ok(frame) = Frame::new_checked(&bytes[..]) {
            let _ = frame.payload();
        }
    }

    #[test]
    fn mutated_valid_packets_never_panic(body in body(), header in header(), flips in proptest::collection::vec((any::<usize>(), any::<u8>()), 1..8), cut in any::<usize>()) {
        let repr = Repr { header, body };
        let mut buf = vec![0u8; repr.buffer_len()];
        repr.emit_into(&mut buf);
        for (at, value) in flips {
            let at = at % buf.len();
            buf[at] = value;
        }
        let cut = cut % (buf.len() + 1);
        let _ = Repr::parse(&Packet::new_unchecked(&buf[..cut]));
    }

    #[test]
    fn parse_of_emit_is_identity(body in body(), header in header()) {
        let repr = Repr { header, body };
        let mut buf = vec![0u8; repr.buffer_len()];
        repr.emit_into(&mut buf);
        let packet = Packet::new_checked(&buf[..]).expect("emitted packet is well formed");
        prop_assert_eq!(Repr::parse(&packet).expect("emitted packet parses"), repr);
    }

    #[test]
    fn frame_parse_of_emit_is_identity(src in any::<[u8; 4]>(), dst in any::<[u8; 4]>(), sport in any::<u16>(), ident in any::<u16>(), len in 0usize..9000, ecn in 0u8..4) {
        let repr = FrameRepr {
            dst_mac: [1, 2, 3, 4, 5, 6],
            src_mac: [6, 5, 4, 3, 2, 1],
            src_ip: src.into(),
            dst_ip: dst.into(),
            ecn: Ecn::from_bits(ecn),
            ident,
            ttl: 64,
            src_port: sport,
            dst_port: 4792,
            payload_len: len,
        };
        let mut buf = vec![0u8; repr.buffer_len()];
        repr.emit(&mut buf);
        let parsed = FrameRepr::parse(&Frame::new_checked(&buf[..]).unwrap(), 4792).unwrap();
        prop_assert_eq!(parsed, repr);
    }
}
