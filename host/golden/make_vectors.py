#!/usr/bin/env python3
"""Writes wire-vectors.toml: named MetaRoCE frames as hex with their decoded fields.

This is a second, independent implementation of docs/protocol.md (struct.pack straight
from the byte diagrams), so the golden vectors check the Rust emitter and parser rather than
echo them. Run it from anywhere: `python3 host/golden/make_vectors.py`. The Rust tests
(`cargo test -p metaroce --test golden_vectors`) and the HDL tests read the output.
"""
import os
import struct

PORT = 4792
OPCODES = {"write": 0x01, "send": 0x02, "ack": 0x10, "nack": 0x11,
           "connect": 0x20, "accept": 0x21, "close": 0x22, "probe": 0x23}


def ip_checksum(header: bytes) -> int:
    total = sum(struct.unpack("!10H", header))
    while total > 0xFFFF:
        total = (total & 0xFFFF) + (total >> 16)
    return ~total & 0xFFFF


def frame(payload: bytes, src_port: int, ecn: int = 2, dst_port: int = PORT,
          src_ip=(10, 0, 0, 1), dst_ip=(10, 0, 0, 2), ident=7, ttl=64) -> bytes:
    eth = bytes.fromhex("020000000002") + bytes.fromhex("020000000001") + b"\x08\x00"
    total = 20 + 8 + len(payload)
    ip = struct.pack("!BBHHHBBH4B4B", 0x45, ecn, total, ident, 0x4000, ttl, 17, 0,
                     *src_ip, *dst_ip)
    ip = ip[:10] + struct.pack("!H", ip_checksum(ip)) + ip[12:]
    udp = struct.pack("!HHHH", src_port, dst_port, 8 + len(payload), 0)
    out = eth + ip + udp + payload
    return out + bytes(max(0, 60 - len(out)))


def common(opcode, flags, conn_id, path_id, epoch):
    return struct.pack("!BBHIHBB", 1, OPCODES[opcode], flags, conn_id, path_id, epoch, 0)


def data(opcode, flags, conn_id, path_id, epoch, psn, stream, msn, offset, payload,
         timestamp, remote_addr, rkey, msg_len):
    hdr = common(opcode, flags, conn_id, path_id, epoch)
    hdr += struct.pack("!IIIIHHQQII", psn, stream, msn, offset, len(payload), 0,
                       timestamp, remote_addr, rkey, msg_len)
    assert len(hdr) == 56
    return hdr + payload


def sack_bytes(bits):
    out = bytearray(32)
    for i in bits:
        out[i // 8] |= 1 << (i % 8)
    return bytes(out)


vectors = []


def add(name, description, frame_bytes, fields, expect="ok"):
    vectors.append((name, description, frame_bytes, fields, expect))


def frame_fields(src_port, ecn=2):
    return {"src_ip": "10.0.0.1", "dst_ip": "10.0.0.2", "src_port": src_port,
            "dst_port": PORT, "ecn": ecn}


payload = bytes(range(64))
f = dict(opcode="write", flags=0x1, conn_id=0x00C0FFEE, path_id=3, epoch=0, psn=0xFFFFFFFE,
         stream=5, msn=9, offset=0, timestamp=123456789, remote_addr=0x7F00_0000_1000,
         rkey=0xA5A5_0001, msg_len=4096)
add("write-first", "first packet of a 4 KiB WRITE on path 3, PSN about to wrap, ECT(0)",
    frame(data(f["opcode"], f["flags"], f["conn_id"], f["path_id"], f["epoch"], f["psn"],
               f["stream"], f["msn"], f["offset"], payload, f["timestamp"],
               f["remote_addr"], f["rkey"], f["msg_len"]), src_port=49155),
    {**frame_fields(49155), **f, "payload_len": 64})

f = dict(opcode="send", flags=0x2 | 0x4, conn_id=7, path_id=0, epoch=2, psn=17, stream=1,
         msn=0, offset=4032, timestamp=99, remote_addr=0, rkey=0, msg_len=4096)
add("send-last-ce", "last packet of a SEND with ACK_REQ, CE-marked by a switch, epoch 2",
    frame(data(f["opcode"], f["flags"], f["conn_id"], f["path_id"], f["epoch"], f["psn"],
               f["stream"], f["msn"], f["offset"], payload, f["timestamp"], 0, 0,
               f["msg_len"]), src_port=50000, ecn=3),
    {**frame_fields(50000, ecn=3), **f, "payload_len": 64})

bits = [1, 2, 7, 8, 63, 64, 200, 255]
ack = common("ack", 0, 0x1234, 7, 1) + struct.pack("!IIIQ", 1000, 42, 25000, 777) + \
    sack_bytes(bits)
add("ack-sack", "ACK on path 7: cumulative 1000, holes, 42 CE marks, 25 Gb/s hint",
    frame(ack, src_port=49159),
    {**frame_fields(49159), "opcode": "ack", "flags": 0, "conn_id": 0x1234, "path_id": 7,
     "epoch": 1, "cum_psn": 1000, "ce_count": 42, "rate_hint_mbps": 25000,
     "echo_timestamp": 777, "sack": sack_bytes(bits).hex()})

nack = common("nack", 0, 9, 1, 0) + struct.pack("!B3xIIIB3x", 1, 4, 2, 555, 0x01)
add("nack-remote-access", "NACK: WRITE on stream 4 failed its rkey/bounds check",
    frame(nack, src_port=49153),
    {**frame_fields(49153), "opcode": "nack", "flags": 0, "conn_id": 9, "path_id": 1,
     "epoch": 0, "code": 1, "stream": 4, "msn": 2, "psn": 555, "nack_opcode": "write"})

hs = common("connect", 0, 0, 0, 0) + struct.pack("!IHHIHHII", 0x11, 8, 4096, 0x10, PORT,
                                                  49152, 100000, 0)
add("connect", "CONNECT: 8 paths, 4 KiB MTU, 100 Gb/s ingress",
    frame(hs, src_port=49152),
    {**frame_fields(49152), "opcode": "connect", "flags": 0, "conn_id": 0, "path_id": 0,
     "epoch": 0, "src_conn_id": 0x11, "path_count": 8, "mtu": 4096, "initial_psn": 0x10,
     "udp_port": PORT, "first_src_port": 49152, "ingress_rate_mbps": 100000,
     "rate_hint_mbps": 0})

hs = common("accept", 0, 0x11, 0, 0) + struct.pack("!IHHIHHII", 0x22, 8, 4096, 0x20, PORT,
                                                    50152, 100000, 12500)
add("accept", "ACCEPT answering the CONNECT above, with a 12.5 Gb/s initial hint",
    frame(hs, src_port=50152),
    {**frame_fields(50152), "opcode": "accept", "flags": 0, "conn_id": 0x11, "path_id": 0,
     "epoch": 0, "src_conn_id": 0x22, "path_count": 8, "mtu": 4096, "initial_psn": 0x20,
     "udp_port": PORT, "first_src_port": 50152, "ingress_rate_mbps": 100000,
     "rate_hint_mbps": 12500})

close = common("close", 0, 0x22, 0, 0) + struct.pack("!II", 0x11, 0)
add("close", "CLOSE, normal", frame(close, src_port=49152),
    {**frame_fields(49152), "opcode": "close", "flags": 0, "conn_id": 0x22, "path_id": 0,
     "epoch": 0, "src_conn_id": 0x11, "reason": 0})

probe = common("probe", 0, 0x22, 5, 3) + struct.pack("!IQ", 4242, 31337)
add("probe", "PROBE opening epoch 3 of path 5 at PSN 4242", frame(probe, src_port=60005),
    {**frame_fields(60005), "opcode": "probe", "flags": 0, "conn_id": 0x22, "path_id": 5,
     "epoch": 3, "first_psn": 4242, "timestamp": 31337})

# Malformed frames: each must be rejected with the named reason, never placed.
good = vectors[0][2]
add("bad-ethertype", "VLAN-tagged ethertype", good[:12] + b"\x81\x00" + good[14:], {},
    expect="BadEthertype")
bad = bytearray(good); bad[23] = 6
add("bad-ip-proto", "TCP instead of UDP (checksum fixed)", bytes(
    bad[:24] + struct.pack("!H", ip_checksum(bytes(bad[14:24]) + b"\0\0" + bytes(bad[26:34])))
    + bad[26:]), {}, expect="BadIpHeader")
bad = bytearray(good); bad[25] ^= 0xFF
add("bad-ip-checksum", "IPv4 checksum corrupted", bytes(bad), {}, expect="BadIpChecksum")
add("bad-port", "UDP destination port is not MetaRoCE's",
    frame(vectors[0][2][42:], src_port=49155, dst_port=4791), {}, expect="BadPort")
bad = bytearray(good); bad[42] = 2
add("bad-version", "MetaRoCE version 2", bytes(bad), {}, expect="BadVersion")
bad = bytearray(good); bad[43] = 0x7F
add("bad-opcode", "opcode 0x7f", bytes(bad), {}, expect="BadOpcode")
add("truncated", "frame cut inside the DATA header",
    frame(vectors[0][2][42:42 + 30], src_port=49155), {}, expect="Truncated")
bad = bytearray(vectors[0][2][42:]); bad[28:30] = struct.pack("!H", 65)
add("bad-payload-length", "payload length field says 65, 64 bytes follow",
    frame(bytes(bad), src_port=49155), {}, expect="BadLength")
add("short-frame", "20 bytes", good[:20], {}, expect="Truncated")


def toml_value(v):
    if isinstance(v, str):
        return '"' + v + '"'
    return str(v)


out = ["# Golden MetaRoCE frames. Generated by make_vectors.py (an independent implementation",
       "# of docs/protocol.md); do not edit by hand. `frame` is the whole Ethernet frame",
       "# without FCS. `expect` is \"ok\" or the name of the metaroce::wire::Malformed reason.",
       f"udp_port = {PORT}", ""]
for name, description, frame_bytes, fields, expect in vectors:
    out.append("[[vector]]")
    out.append(f'name = "{name}"')
    out.append(f'description = "{description}"')
    out.append(f'expect = "{expect}"')
    out.append(f'frame = "{frame_bytes.hex()}"')
    if fields:
        out.append("[vector.fields]")
        for key, value in fields.items():
            out.append(f"{key} = {toml_value(value)}")
    out.append("")

path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "wire-vectors.toml")
with open(path, "w") as handle:
    handle.write("\n".join(out))
print(f"wrote {len(vectors)} vectors to {path}")
