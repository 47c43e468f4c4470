//! The RX parser circuit.
//!
//! Pipeline:
//!
//! * input stage — every beat is registered as it is, with its byte count and the tests
//!   of a first beat's fixed offsets (IPv4, no options, not fragmented, UDP, destination
//!   port; the opcode byte's class, DATA and known; under 42 bytes), each a flag;
//! * input beat — from those flags the first beat of a frame decides its route and whether
//!   it is DATA, a WRITE or a SEND (`tdest`, held for the whole frame); every beat is
//!   registered onto the
//!   bypass or the frame stream; the first two beats (the first 128 bytes, which hold every
//!   header) are kept, the packet length taken from the first and the tests on the DATA and
//!   NACK fields of the second made as they are; the last beat's byte count closes the
//!   frame length;
//! * the cycle after the last beat — the kept bytes are read as one big-endian number and
//!   every check is evaluated in parallel; the IPv4 header words are summed in pairs;
//! * the next cycle — the pair sums are reduced as carry-save rows and added (20 bits);
//! * the next — the checksum is judged (a non-zero multiple of 0xffff) and a priority chain
//!   picks the verdict in the order `metaroce::wire` checks (lengths, checksum, then the
//!   MetaRoCE header), registered onto `m_header_*`: five clocks after the last beat
//!   enters.
//!
//! Frames shorter than the Ethernet/IPv4/UDP headers (42 bytes) are dropped as truncated
//! rather than bypassed. Beats of one frame are contiguous; `tkeep` is contiguous from lane 0.

use rust_hdl::prelude::*;
use rust_hdl::widgets::prelude::DFF;

use super::encoding::{AXIS_DATA_WIDTH as DW, AXIS_KEEP_WIDTH as KW};
use super::opcode::OpcodeClass;
use crate::keep::KeepByteCount;
use crate::wiring::BigEndianHeader;

/// The outcome of every check of a frame, computed in parallel and carried down the
/// pipeline to the stage that picks the verdict.
#[derive(Clone, Copy, Debug, PartialEq, Default, LogicStruct)]
pub struct Checks {
    /// Shorter than the fixed headers (one beat of under 42 bytes).
    pub runt: bool,
    /// Not IPv4/UDP to the MetaRoCE port: bypassed.
    pub not_ours: bool,
    /// Ethertype is not IPv4.
    pub bad_ethertype: bool,
    /// IPv4 options, fragment, or not UDP.
    pub bad_ip_header: bool,
    /// UDP destination is not the MetaRoCE port.
    pub bad_port: bool,
    /// The MAC flagged the frame.
    pub bad_frame: bool,
    /// IPv4 total length or UDP length disagrees with the frame.
    pub bad_lengths: bool,
    /// UDP payload shorter than the common header.
    pub short_common: bool,
    /// Version is not 1.
    pub bad_version: bool,
    /// Unknown opcode.
    pub bad_opcode: bool,
    /// UDP payload shorter than the opcode's header.
    pub short_header: bool,
    /// DATA payload length disagrees with the packet.
    pub bad_data_length: bool,
    /// NACK names an unknown opcode.
    pub bad_nacked_opcode: bool,
    /// A field value the protocol forbids.
    pub bad_field: bool,
    /// The frame went out on the frame stream with `tdest` set (DATA for the datapath).
    pub datapath: bool,
}

/// The ten IPv4 header words summed in pairs (first step of the checksum).
#[derive(Clone, Copy, Debug, PartialEq, Default, LogicStruct)]
pub struct IpPairs {
    /// Words 0 + 1.
    pub a: Bits<17>,
    /// Words 2 + 3.
    pub b: Bits<17>,
    /// Words 4 + 5.
    pub c: Bits<17>,
    /// Words 6 + 7.
    pub d: Bits<17>,
    /// Words 8 + 9.
    pub e: Bits<17>,
}

/// The RX parser (Verilog module `metaroce_rx_parser`).
#[derive(LogicBlock, Default)]
pub struct RxParser {
    /// Core clock.
    pub clk: Signal<In, Clock>,
    /// Synchronous reset, active high.
    pub rst: Signal<In, bool>,
    /// The MetaRoCE UDP port (host configured).
    pub udp_port: Signal<In, Bits<16>>,
    /// Received frames, one beat per clock, no backpressure.
    pub s_axis_tdata: Signal<In, Bits<DW>>,
    /// Byte enables of the beat.
    pub s_axis_tkeep: Signal<In, Bits<KW>>,
    /// A beat is present.
    pub s_axis_tvalid: Signal<In, bool>,
    /// Always high: the parser never stalls.
    pub s_axis_tready: Signal<Out, bool>,
    /// Last beat of a frame.
    pub s_axis_tlast: Signal<In, bool>,
    /// Bit 0: the MAC flags the frame bad (valid on the last beat).
    pub s_axis_tuser: Signal<In, bool>,
    /// Frames that are not MetaRoCE, untouched.
    pub m_axis_bypass_tdata: Signal<Out, Bits<DW>>,
    /// Byte enables.
    pub m_axis_bypass_tkeep: Signal<Out, Bits<KW>>,
    /// A beat is present.
    pub m_axis_bypass_tvalid: Signal<Out, bool>,
    /// Last beat of a frame.
    pub m_axis_bypass_tlast: Signal<Out, bool>,
    /// The MAC's bad-frame flag, passed through.
    pub m_axis_bypass_tuser: Signal<Out, bool>,
    /// MetaRoCE frames (whatever their verdict), for placement.
    pub m_axis_frame_tdata: Signal<Out, Bits<DW>>,
    /// Byte enables.
    pub m_axis_frame_tkeep: Signal<Out, Bits<KW>>,
    /// A beat is present.
    pub m_axis_frame_tvalid: Signal<Out, bool>,
    /// Last beat of a frame.
    pub m_axis_frame_tlast: Signal<Out, bool>,
    /// The MAC's bad-frame flag, passed through.
    pub m_axis_frame_tuser: Signal<Out, bool>,
    /// The frame's route, decided on its first beat and held for all its beats: set for
    /// DATA, a WRITE or a SEND (opcode byte 0x01 or 0x02 present in the first beat), which
    /// the datapath places; clear for every other MetaRoCE frame (ACK, NACK, CONNECT,
    /// ACCEPT, PROBE, CLOSE, or a broken opcode), which goes to the host.
    pub m_axis_frame_tdest: Signal<Out, bool>,
    /// One pulse per frame (bypassed or not): its verdict and header fields.
    pub m_header_valid: Signal<Out, bool>,
    /// `encoding::REASON_*`.
    pub m_header_reason: Signal<Out, Bits<4>>,
    /// Bytes in the frame.
    pub m_header_frame_len: Signal<Out, Bits<16>>,
    /// IPv4 ECN codepoint.
    pub m_header_ecn: Signal<Out, Bits<2>>,
    /// IPv4 source address.
    pub m_header_src_ip: Signal<Out, Bits<32>>,
    /// UDP source port (the path's entropy).
    pub m_header_src_port: Signal<Out, Bits<16>>,
    /// MetaRoCE opcode.
    pub m_header_opcode: Signal<Out, Bits<8>>,
    /// Flags of the common header (as received).
    pub m_header_flags: Signal<Out, Bits<16>>,
    /// Receiver's connection id.
    pub m_header_conn_id: Signal<Out, Bits<32>>,
    /// Path id.
    pub m_header_path_id: Signal<Out, Bits<16>>,
    /// Path epoch.
    pub m_header_epoch: Signal<Out, Bits<8>>,
    /// DATA: path PSN.
    pub m_header_psn: Signal<Out, Bits<32>>,
    /// DATA: stream id.
    pub m_header_stream: Signal<Out, Bits<32>>,
    /// DATA: message sequence number.
    pub m_header_msn: Signal<Out, Bits<32>>,
    /// DATA: byte offset in the message.
    pub m_header_offset: Signal<Out, Bits<32>>,
    /// DATA: payload length.
    pub m_header_payload_len: Signal<Out, Bits<16>>,
    /// DATA: send timestamp.
    pub m_header_timestamp: Signal<Out, Bits<64>>,
    /// WRITE: remote virtual address.
    pub m_header_remote_addr: Signal<Out, Bits<64>>,
    /// WRITE: rkey.
    pub m_header_rkey: Signal<Out, Bits<32>>,
    /// DATA: message length.
    pub m_header_msg_len: Signal<Out, Bits<32>>,
    /// The frame went out on the frame stream with `m_axis_frame_tdest` set.
    pub m_header_datapath: Signal<Out, bool>,

    /// The input stage: the beat, its byte count and its route's tests.
    in_tdata: DFF<Bits<DW>>,
    in_tkeep: DFF<Bits<KW>>,
    in_tvalid: DFF<bool>,
    in_tlast: DFF<bool>,
    in_tuser: DFF<bool>,
    in_keep_count: DFF<Bits<16>>,
    in_ours: DFF<bool>,
    in_runt: DFF<bool>,
    in_write: DFF<bool>,
    /// The class of the opcode byte's place in the beat (meaningful in a first beat).
    in_opcode_data: DFF<bool>,
    in_opcode_known: DFF<bool>,
    in_frame: DFF<bool>,
    beats_seen: DFF<Bits<2>>,
    frame_bytes: DFF<Bits<16>>,
    route_ours: DFF<bool>,
    route_runt: DFF<bool>,
    route_write: DFF<bool>,
    first_beat: DFF<Bits<DW>>,
    /// The packet's length (the IPv4 total length less 28), subtracted as the first beat
    /// is kept: the length checks then start at a 16-bit register of their own, not at the
    /// 512-bit beat spread over the chip and a carry chain (the top level's route at
    /// 2ea9efa: `first_beat` through the subtraction into `checks1`, −0.71 ns).
    first_packet_len: DFF<Bits<16>>,
    /// The IPv4 and UDP length tests that need no frame length, made as the first beat is
    /// kept, and the IPv4 length plus the Ethernet header (the frame length it claims), so
    /// the checks cycle has one compare against the frame length (the parser's route at
    /// ff913a4: `first_beat` through an add and a compare into `checks1`, two carry
    /// chains; −0.53 ns in the top level's route at 80db325). The IPv4 total length is
    /// under 28 (no UDP header), or the UDP length is not it less 20.
    first_bad_lengths: DFF<bool>,
    /// The IPv4 total length plus 14.
    first_claimed_len: DFF<Bits<17>>,
    /// The packet's opcode is DATA; is known (the class made in the input stage, kept with
    /// the first beat, so the checks read registers, not a compare on the kept header).
    first_opcode_data: DFF<bool>,
    first_opcode_known: DFF<bool>,
    second_beat: DFF<Bits<DW>>,
    /// The tests on the second beat's fields (a DATA packet's offset, payload length and
    /// message length, a NACK's opcode), made as the beat is kept: the checks then start at
    /// a few registers of their own, not at the 512-bit beat spread over the chip and a
    /// carry chain (the top level's route at f6dff49: `second_beat` through the message-end
    /// test into `checks1`, −1.04 ns). `offset + payload_len > msg_len`.
    second_end_beyond: DFF<bool>,
    /// `payload_len == 0`.
    second_payload_zero: DFF<bool>,
    /// `msg_len == 0`.
    second_msg_len_zero: DFF<bool>,
    /// `payload_len + 56`: a DATA packet's length.
    second_data_len: DFF<Bits<17>>,
    /// The NACKed opcode is DATA (0x01 or 0x02).
    second_nack_data: DFF<bool>,
    /// The NACKed opcode is known.
    second_nack_known: DFF<bool>,
    end_valid: DFF<bool>,
    end_len: DFF<Bits<16>>,
    end_bad_frame: DFF<bool>,
    end_ours: DFF<bool>,
    end_runt: DFF<bool>,
    end_datapath: DFF<bool>,
    bypass_tdata: DFF<Bits<DW>>,
    bypass_tkeep: DFF<Bits<KW>>,
    bypass_tvalid: DFF<bool>,
    bypass_tlast: DFF<bool>,
    bypass_tuser: DFF<bool>,
    frame_tvalid: DFF<bool>,
    frame_tdest: DFF<bool>,
    v1: DFF<bool>,
    checks1: DFF<Checks>,
    pairs1: DFF<IpPairs>,
    be1: DFF<Bits<1024>>,
    len1: DFF<Bits<16>>,
    v2: DFF<bool>,
    checks2: DFF<Checks>,
    ip_sum2: DFF<Bits<20>>,
    be2: DFF<Bits<1024>>,
    len2: DFF<Bits<16>>,
    header_valid: DFF<bool>,
    header_reason: DFF<Bits<4>>,
    header_frame_len: DFF<Bits<16>>,
    header_be_kept: DFF<Bits<1024>>,
    header_datapath: DFF<bool>,
    kept_header: BigEndianHeader,
    keep_bytes: KeepByteCount,
    /// The class of the opcode byte in the beat on the input port (a first beat's).
    opcode_class: OpcodeClass,
    /// The class of the opcode a NACK names, as the second beat is kept.
    nack_opcode_class: OpcodeClass,

    first: Signal<Local, bool>,
    ours_now: Signal<Local, bool>,
    runt_now: Signal<Local, bool>,
    beat_ours: Signal<Local, bool>,
    beat_runt: Signal<Local, bool>,
    write_now: Signal<Local, bool>,
    beat_write: Signal<Local, bool>,
    header_be: Signal<Local, Bits<1024>>,
    ip_len: Signal<Local, Bits<16>>,
    udp_len: Signal<Local, Bits<16>>,
    packet_len: Signal<Local, Bits<16>>,
    opcode: Signal<Local, Bits<8>>,
    opcode_known: Signal<Local, bool>,
    opcode_is_data: Signal<Local, bool>,
    header_len: Signal<Local, Bits<16>>,
    /// The second beat's fields, read as it is kept (frame bytes 66, 70, 70 and 94).
    offset: Signal<Local, Bits<32>>,
    payload_len: Signal<Local, Bits<16>>,
    /// `offset + payload_len > msg_len` as one carry chain: `offset + payload_len + !msg_len`
    /// (34 bits; `!msg_len` is `2^34 - 1 - msg_len`) reaches `2^34` exactly when the message
    /// end passes `msg_len`. The three operands meet in a carry-save step (`end_sum` and
    /// `end_carry`, one LUT a bit), then one add — not an add then a compare, two chains.
    end_offset: Signal<Local, Bits<35>>,
    end_payload: Signal<Local, Bits<35>>,
    end_not_msg_len: Signal<Local, Bits<35>>,
    end_sum: Signal<Local, Bits<35>>,
    end_carry: Signal<Local, Bits<35>>,
    end_total: Signal<Local, Bits<35>>,
    msg_len: Signal<Local, Bits<32>>,
    nack_opcode: Signal<Local, Bits<8>>,
    nack_code: Signal<Local, Bits<8>>,
    checks: Signal<Local, Checks>,
    ip_pairs: Signal<Local, IpPairs>,
    pair_a: Signal<Local, Bits<20>>,
    pair_b: Signal<Local, Bits<20>>,
    pair_c: Signal<Local, Bits<20>>,
    pair_d: Signal<Local, Bits<20>>,
    pair_e: Signal<Local, Bits<20>>,
    save_sum_1: Signal<Local, Bits<20>>,
    save_carry_1: Signal<Local, Bits<20>>,
    save_sum_2: Signal<Local, Bits<20>>,
    save_carry_2: Signal<Local, Bits<20>>,
    save_sum_3: Signal<Local, Bits<20>>,
    save_carry_3: Signal<Local, Bits<20>>,
    checksum_ok: Signal<Local, bool>,
    reason: Signal<Local, Bits<4>>,
}

impl Logic for RxParser {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self,
            clk,
            in_tdata,
            in_tkeep,
            in_tvalid,
            in_tlast,
            in_tuser,
            in_keep_count,
            in_ours,
            in_runt,
            in_write,
            in_opcode_data,
            in_opcode_known,
            in_frame,
            beats_seen,
            frame_bytes,
            route_ours,
            route_runt,
            route_write,
            first_beat,
            first_packet_len,
            first_bad_lengths,
            first_claimed_len,
            first_opcode_data,
            first_opcode_known,
            second_beat,
            second_end_beyond,
            second_payload_zero,
            second_msg_len_zero,
            second_data_len,
            second_nack_data,
            second_nack_known,
            end_valid,
            end_len,
            end_bad_frame,
            end_ours,
            end_runt,
            end_datapath,
            bypass_tdata,
            bypass_tkeep,
            bypass_tvalid,
            bypass_tlast,
            bypass_tuser,
            frame_tvalid,
            frame_tdest,
            v1,
            checks1,
            pairs1,
            be1,
            len1,
            v2,
            checks2,
            ip_sum2,
            be2,
            len2,
            header_valid,
            header_reason,
            header_frame_len,
            header_be_kept,
            header_datapath
        );
        self.s_axis_tready.next = true;

        // Input stage: the beat registered as it is, with the route's tests on its fixed
        // offsets (IPv4, no options, not fragmented, UDP, destination port; the opcode;
        // under 42 bytes) and its byte count made here, so the route's decision in the next
        // clock is a few gates (the port's compare is most of a clock).
        self.in_tdata.d.next = self.s_axis_tdata.val();
        self.in_tkeep.d.next = self.s_axis_tkeep.val();
        self.in_tvalid.d.next = self.s_axis_tvalid.val() & !self.rst.val();
        self.in_tlast.d.next = self.s_axis_tlast.val();
        self.in_tuser.d.next = self.s_axis_tuser.val();
        self.ours_now.next = (self.s_axis_tdata.val().get_bits::<16>(96) == 0x0008)
            & (self.s_axis_tdata.val().get_bits::<8>(112) == 0x45)
            & (self.s_axis_tdata.val().get_bits::<6>(160) == 0)
            & (self.s_axis_tdata.val().get_bits::<8>(168) == 0)
            & (self.s_axis_tdata.val().get_bits::<8>(184) == 17)
            & (self.s_axis_tdata.val().get_bits::<8>(288) == self.udp_port.val().get_bits::<8>(8))
            & (self.s_axis_tdata.val().get_bits::<8>(296) == self.udp_port.val().get_bits::<8>(0));
        // Contiguous byte enables: a last beat without lane 41 holds under 42 bytes.
        self.keep_bytes.keep.next = self.s_axis_tkeep.val();
        self.in_keep_count.d.next = bit_cast::<16, 7>(self.keep_bytes.count.val());
        self.runt_now.next = self.s_axis_tlast.val() & !self.s_axis_tkeep.val().get_bit(41);
        // DATA (a WRITE or a SEND): the opcode byte (frame byte 43) is present and 0x01 or
        // 0x02.
        self.opcode_class.opcode.next = self.s_axis_tdata.val().get_bits::<8>(344);
        self.write_now.next = self.s_axis_tkeep.val().get_bit(43) & self.opcode_class.is_data.val();
        self.in_opcode_data.d.next = self.opcode_class.is_data.val();
        self.in_opcode_known.d.next = self.opcode_class.known.val();
        self.in_ours.d.next = self.ours_now.val();
        self.in_runt.d.next = self.runt_now.val();
        self.in_write.d.next = self.write_now.val();

        // Input beat, a clock after the input stage: route (from the stage's flags), keep
        // the first 128 bytes, count bytes.
        // The first beat's IPv4 and UDP lengths (frame bytes 16..18 and 38..40).
        self.ip_len.next = (bit_cast::<16, 8>(self.in_tdata.q.val().get_bits::<8>(128)) << 8)
            | bit_cast::<16, 8>(self.in_tdata.q.val().get_bits::<8>(136));
        self.udp_len.next = (bit_cast::<16, 8>(self.in_tdata.q.val().get_bits::<8>(304)) << 8)
            | bit_cast::<16, 8>(self.in_tdata.q.val().get_bits::<8>(312));
        // The second beat's fields (frame byte 64 + j is beat bits 8j..8j + 8; fields are
        // big-endian): the offset at frame bytes 66..70, the payload length (a NACK's
        // opcode) at 70..72, the message length at 94..98.
        self.offset.next = (bit_cast::<32, 8>(self.in_tdata.q.val().get_bits::<8>(16)) << 24)
            | (bit_cast::<32, 8>(self.in_tdata.q.val().get_bits::<8>(24)) << 16)
            | (bit_cast::<32, 8>(self.in_tdata.q.val().get_bits::<8>(32)) << 8)
            | bit_cast::<32, 8>(self.in_tdata.q.val().get_bits::<8>(40));
        self.payload_len.next = (bit_cast::<16, 8>(self.in_tdata.q.val().get_bits::<8>(48)) << 8)
            | bit_cast::<16, 8>(self.in_tdata.q.val().get_bits::<8>(56));
        self.nack_opcode.next = self.in_tdata.q.val().get_bits::<8>(48);
        self.nack_opcode_class.opcode.next = self.nack_opcode.val();
        self.msg_len.next = (bit_cast::<32, 8>(self.in_tdata.q.val().get_bits::<8>(240)) << 24)
            | (bit_cast::<32, 8>(self.in_tdata.q.val().get_bits::<8>(248)) << 16)
            | (bit_cast::<32, 8>(self.in_tdata.q.val().get_bits::<8>(256)) << 8)
            | bit_cast::<32, 8>(self.in_tdata.q.val().get_bits::<8>(264));
        self.end_offset.next = bit_cast::<35, 32>(self.offset.val());
        self.end_payload.next = bit_cast::<35, 16>(self.payload_len.val());
        self.end_not_msg_len.next =
            !bit_cast::<35, 32>(self.msg_len.val()) & bits::<35>(0x3_FFFF_FFFF_u64);
        self.end_sum.next =
            self.end_offset.val() ^ self.end_payload.val() ^ self.end_not_msg_len.val();
        self.end_carry.next = ((self.end_offset.val() & self.end_payload.val())
            | (self.end_offset.val() & self.end_not_msg_len.val())
            | (self.end_payload.val() & self.end_not_msg_len.val()))
            << 1;
        self.end_total.next = self.end_sum.val() + self.end_carry.val();
        self.first.next = !self.in_frame.q.val();
        if self.first.val() {
            self.beat_ours.next = self.in_ours.q.val() & !self.in_runt.q.val();
            self.beat_runt.next = self.in_runt.q.val();
            self.beat_write.next = self.in_write.q.val();
        } else {
            self.beat_ours.next = self.route_ours.q.val();
            self.beat_runt.next = self.route_runt.q.val();
            self.beat_write.next = self.route_write.q.val();
        }
        if self.in_tvalid.q.val() {
            self.in_frame.d.next = !self.in_tlast.q.val();
            self.route_ours.d.next = self.beat_ours.val();
            self.route_runt.d.next = self.beat_runt.val();
            self.route_write.d.next = self.beat_write.val();
            if self.in_tlast.q.val() {
                self.frame_bytes.d.next = 0.into();
                self.beats_seen.d.next = 0.into();
            } else {
                self.frame_bytes.d.next = self.frame_bytes.q.val() + 64;
                if self.beats_seen.q.val() != 3 {
                    self.beats_seen.d.next = self.beats_seen.q.val() + 1;
                }
            }
            if self.beats_seen.q.val() == 0 {
                self.first_beat.d.next = self.in_tdata.q.val();
                self.first_packet_len.d.next = self.ip_len.val() - 28;
                self.first_bad_lengths.d.next =
                    (self.ip_len.val() < 28) | (self.udp_len.val() != self.ip_len.val() - 20);
                self.first_claimed_len.d.next = bit_cast::<17, 16>(self.ip_len.val()) + 14;
                self.first_opcode_data.d.next = self.in_opcode_data.q.val();
                self.first_opcode_known.d.next = self.in_opcode_known.q.val();
            }
            if self.beats_seen.q.val() == 1 {
                self.second_beat.d.next = self.in_tdata.q.val();
                self.second_end_beyond.d.next = self.end_total.val().get_bit(34);
                self.second_payload_zero.d.next = self.payload_len.val() == 0;
                self.second_msg_len_zero.d.next = self.msg_len.val() == 0;
                self.second_data_len.d.next = bit_cast::<17, 16>(self.payload_len.val()) + 56;
                self.second_nack_data.d.next = self.nack_opcode_class.is_data.val();
                self.second_nack_known.d.next = self.nack_opcode_class.known.val();
            }
        }
        if self.rst.val() {
            self.in_frame.d.next = false;
            self.frame_bytes.d.next = 0.into();
            self.beats_seen.d.next = 0.into();
        }
        self.end_valid.d.next = self.in_tvalid.q.val() & self.in_tlast.q.val() & !self.rst.val();
        self.end_len.d.next = self.frame_bytes.q.val() + self.in_keep_count.q.val();
        self.end_bad_frame.d.next = self.in_tuser.q.val();
        self.end_ours.d.next = self.beat_ours.val();
        self.end_runt.d.next = self.beat_runt.val();
        self.end_datapath.d.next = self.beat_ours.val() & self.beat_write.val();

        self.bypass_tdata.d.next = self.in_tdata.q.val();
        self.bypass_tkeep.d.next = self.in_tkeep.q.val();
        self.bypass_tlast.d.next = self.in_tlast.q.val();
        self.bypass_tuser.d.next = self.in_tuser.q.val();
        self.bypass_tvalid.d.next = self.in_tvalid.q.val()
            & !self.beat_ours.val()
            & !self.beat_runt.val()
            & !self.rst.val();
        self.frame_tvalid.d.next = self.in_tvalid.q.val() & self.beat_ours.val() & !self.rst.val();
        self.frame_tdest.d.next = self.beat_write.val();
        self.m_axis_bypass_tdata.next = self.bypass_tdata.q.val();
        self.m_axis_bypass_tkeep.next = self.bypass_tkeep.q.val();
        self.m_axis_bypass_tvalid.next = self.bypass_tvalid.q.val();
        self.m_axis_bypass_tlast.next = self.bypass_tlast.q.val();
        self.m_axis_bypass_tuser.next = self.bypass_tuser.q.val();
        self.m_axis_frame_tdata.next = self.bypass_tdata.q.val();
        self.m_axis_frame_tkeep.next = self.bypass_tkeep.q.val();
        self.m_axis_frame_tvalid.next = self.frame_tvalid.q.val();
        self.m_axis_frame_tlast.next = self.bypass_tlast.q.val();
        self.m_axis_frame_tuser.next = self.bypass_tuser.q.val();
        self.m_axis_frame_tdest.next = self.frame_tdest.q.val();

        // The cycle after the last beat: frame bytes 0..128 as one big-endian number, so a
        // field of n bytes at frame offset a is the slice at bit 8 * (128 - a - n).
        self.kept_header.first_beat.next = self.first_beat.q.val();
        self.kept_header.second_beat.next = self.second_beat.q.val();
        self.header_be.next = self.kept_header.big_endian.val();
        // IPv4 and UDP lengths (Frame::new_checked).
        self.checks.next.bad_lengths = self.first_bad_lengths.q.val()
            | (self.first_claimed_len.q.val() > bit_cast::<17, 16>(self.end_len.q.val()));
        // The MetaRoCE packet (Packet::new_checked, Repr::parse).
        self.packet_len.next = self.first_packet_len.q.val();
        self.opcode.next = self.header_be.val().get_bits::<8>(672);
        self.opcode_is_data.next = self.first_opcode_data.q.val();
        self.opcode_known.next = self.first_opcode_known.q.val();
        self.header_len.next = 64.into(); // ACK
        if self.opcode_is_data.val() {
            self.header_len.next = 56.into();
        }
        if self.opcode.val() == 0x11 {
            self.header_len.next = 32.into();
        }
        if (self.opcode.val() == 0x20) | (self.opcode.val() == 0x21) {
            self.header_len.next = 36.into();
        }
        if self.opcode.val() == 0x22 {
            self.header_len.next = 20.into();
        }
        if self.opcode.val() == 0x23 {
            self.header_len.next = 24.into();
        }
        self.nack_code.next = self.header_be.val().get_bits::<8>(584);
        self.checks.next.bad_field = false;
        if self.opcode_is_data.val() {
            self.checks.next.bad_field = self.second_end_beyond.q.val()
                | (self.second_payload_zero.q.val() & !self.second_msg_len_zero.q.val());
        }
        if self.opcode.val() == 0x11 {
            self.checks.next.bad_field = (self.nack_code.val() == 0)
                | (self.nack_code.val() > 2)
                | !self.second_nack_data.q.val();
        }
        if (self.opcode.val() == 0x20) | (self.opcode.val() == 0x21) {
            self.checks.next.bad_field = (self.header_be.val().get_bits::<16>(544) == 0)
                | (self.header_be.val().get_bits::<16>(528) == 0);
        }
        self.checks.next.bad_nacked_opcode =
            (self.opcode.val() == 0x11) & !self.second_nack_known.q.val();
        self.checks.next.bad_data_length = self.opcode_is_data.val()
            & (bit_cast::<17, 16>(self.packet_len.val()) != self.second_data_len.q.val());
        self.checks.next.short_header = self.packet_len.val() < self.header_len.val();
        self.checks.next.bad_opcode = !self.opcode_known.val();
        self.checks.next.bad_version = self.header_be.val().get_bits::<8>(680) != 1;
        self.checks.next.short_common = self.packet_len.val() < 12;
        self.checks.next.bad_frame = self.end_bad_frame.q.val();
        self.checks.next.not_ours = !self.end_ours.q.val();
        self.checks.next.bad_port = self.header_be.val().get_bits::<16>(720) != self.udp_port.val();
        self.checks.next.bad_ip_header = (self.header_be.val().get_bits::<8>(904) != 0x45)
            | (self.header_be.val().get_bits::<14>(848) != 0)
            | (self.header_be.val().get_bits::<8>(832) != 17);
        self.checks.next.bad_ethertype = self.header_be.val().get_bits::<16>(912) != 0x0800;
        self.checks.next.runt = self.end_runt.q.val();
        self.checks.next.datapath = self.end_datapath.q.val();
        // IPv4 checksum, first step: the ten header words summed in pairs.
        self.ip_pairs.next.a = bit_cast::<17, 16>(self.header_be.val().get_bits::<16>(896))
            + bit_cast::<17, 16>(self.header_be.val().get_bits::<16>(880));
        self.ip_pairs.next.b = bit_cast::<17, 16>(self.header_be.val().get_bits::<16>(864))
            + bit_cast::<17, 16>(self.header_be.val().get_bits::<16>(848));
        self.ip_pairs.next.c = bit_cast::<17, 16>(self.header_be.val().get_bits::<16>(832))
            + bit_cast::<17, 16>(self.header_be.val().get_bits::<16>(816));
        self.ip_pairs.next.d = bit_cast::<17, 16>(self.header_be.val().get_bits::<16>(800))
            + bit_cast::<17, 16>(self.header_be.val().get_bits::<16>(784));
        self.ip_pairs.next.e = bit_cast::<17, 16>(self.header_be.val().get_bits::<16>(768))
            + bit_cast::<17, 16>(self.header_be.val().get_bits::<16>(752));
        self.v1.d.next = self.end_valid.q.val() & !self.rst.val();
        self.checks1.d.next = self.checks.val();
        self.pairs1.d.next = self.ip_pairs.val();
        self.be1.d.next = self.header_be.val();
        self.len1.d.next = self.end_len.q.val();

        // Second step: the five pair sums added as carry-save rows, then one carry-propagate
        // add (20 bits).
        self.pair_a.next = bit_cast::<20, 17>(self.pairs1.q.val().a);
        self.pair_b.next = bit_cast::<20, 17>(self.pairs1.q.val().b);
        self.pair_c.next = bit_cast::<20, 17>(self.pairs1.q.val().c);
        self.pair_d.next = bit_cast::<20, 17>(self.pairs1.q.val().d);
        self.pair_e.next = bit_cast::<20, 17>(self.pairs1.q.val().e);
        self.save_sum_1.next = self.pair_a.val() ^ self.pair_b.val() ^ self.pair_c.val();
        self.save_carry_1.next = ((self.pair_a.val() & self.pair_b.val())
            | (self.pair_a.val() & self.pair_c.val())
            | (self.pair_b.val() & self.pair_c.val()))
            << 1;
        self.save_sum_2.next = self.save_sum_1.val() ^ self.save_carry_1.val() ^ self.pair_d.val();
        self.save_carry_2.next = ((self.save_sum_1.val() & self.save_carry_1.val())
            | (self.save_sum_1.val() & self.pair_d.val())
            | (self.save_carry_1.val() & self.pair_d.val()))
            << 1;
        self.save_sum_3.next = self.save_sum_2.val() ^ self.save_carry_2.val() ^ self.pair_e.val();
        self.save_carry_3.next = ((self.save_sum_2.val() & self.save_carry_2.val())
            | (self.save_sum_2.val() & self.pair_e.val())
            | (self.save_carry_2.val() & self.pair_e.val()))
            << 1;
        self.v2.d.next = self.v1.q.val() & !self.rst.val();
        self.checks2.d.next = self.checks1.q.val();
        self.ip_sum2.d.next = self.save_sum_3.val() + self.save_carry_3.val();
        self.be2.d.next = self.be1.q.val();
        self.len2.d.next = self.len1.q.val();

        // Third step: the ones'-complement sum is 0xffff exactly when the 20-bit sum is a
        // non-zero multiple of 0xffff (at most ten of them); then the verdict, in
        // metaroce::wire's order (last assignment wins: checks run from the last to the
        // first).
        self.checksum_ok.next = (self.ip_sum2.q.val() == 0xffff)
            | (self.ip_sum2.q.val() == 0x1fffe)
            | (self.ip_sum2.q.val() == 0x2fffd)
            | (self.ip_sum2.q.val() == 0x3fffc)
            | (self.ip_sum2.q.val() == 0x4fffb)
            | (self.ip_sum2.q.val() == 0x5fffa)
            | (self.ip_sum2.q.val() == 0x6fff9)
            | (self.ip_sum2.q.val() == 0x7fff8)
            | (self.ip_sum2.q.val() == 0x8fff7)
            | (self.ip_sum2.q.val() == 0x9fff6);
        self.reason.next = 0.into(); // REASON_OK
        if self.checks2.q.val().bad_field {
            self.reason.next = 9.into(); // REASON_BAD_FIELD
        }
        if self.checks2.q.val().bad_nacked_opcode {
            self.reason.next = 8.into(); // REASON_BAD_OPCODE (the NACKed opcode)
        }
        if self.checks2.q.val().bad_data_length {
            self.reason.next = 2.into(); // REASON_BAD_LENGTH
        }
        if self.checks2.q.val().short_header {
            self.reason.next = 1.into(); // REASON_TRUNCATED
        }
        if self.checks2.q.val().bad_opcode {
            self.reason.next = 8.into(); // REASON_BAD_OPCODE
        }
        if self.checks2.q.val().bad_version {
            self.reason.next = 7.into(); // REASON_BAD_VERSION
        }
        if self.checks2.q.val().short_common {
            self.reason.next = 1.into(); // REASON_TRUNCATED
        }
        if !self.checksum_ok.val() {
            self.reason.next = 5.into(); // REASON_BAD_IP_CHECKSUM
        }
        if self.checks2.q.val().bad_lengths {
            self.reason.next = 2.into(); // REASON_BAD_LENGTH
        }
        if self.checks2.q.val().bad_frame {
            self.reason.next = 10.into(); // REASON_BAD_FRAME
        }
        if self.checks2.q.val().not_ours {
            // Why the frame is not MetaRoCE, in the order of FrameRepr::parse.
            if self.checks2.q.val().bad_port {
                self.reason.next = 6.into(); // REASON_BAD_PORT
            }
            if self.checks2.q.val().bad_ip_header {
                self.reason.next = 4.into(); // REASON_BAD_IP_HEADER
            }
            if self.checks2.q.val().bad_ethertype {
                self.reason.next = 3.into(); // REASON_BAD_ETHERTYPE
            }
        }
        if self.checks2.q.val().runt {
            self.reason.next = 1.into(); // REASON_TRUNCATED
        }

        self.header_valid.d.next = self.v2.q.val() & !self.rst.val();
        self.header_reason.d.next = self.reason.val();
        self.header_frame_len.d.next = self.len2.q.val();
        self.header_be_kept.d.next = self.be2.q.val();
        self.header_datapath.d.next = self.checks2.q.val().datapath;
        self.m_header_valid.next = self.header_valid.q.val();
        self.m_header_reason.next = self.header_reason.q.val();
        self.m_header_frame_len.next = self.header_frame_len.q.val();
        self.m_header_ecn.next = self.header_be_kept.q.val().get_bits::<2>(896);
        self.m_header_src_ip.next = self.header_be_kept.q.val().get_bits::<32>(784);
        self.m_header_src_port.next = self.header_be_kept.q.val().get_bits::<16>(736);
        self.m_header_opcode.next = self.header_be_kept.q.val().get_bits::<8>(672);
        self.m_header_flags.next = self.header_be_kept.q.val().get_bits::<16>(656);
        self.m_header_conn_id.next = self.header_be_kept.q.val().get_bits::<32>(624);
        self.m_header_path_id.next = self.header_be_kept.q.val().get_bits::<16>(608);
        self.m_header_epoch.next = self.header_be_kept.q.val().get_bits::<8>(600);
        self.m_header_psn.next = self.header_be_kept.q.val().get_bits::<32>(560);
        self.m_header_stream.next = self.header_be_kept.q.val().get_bits::<32>(528);
        self.m_header_msn.next = self.header_be_kept.q.val().get_bits::<32>(496);
        self.m_header_offset.next = self.header_be_kept.q.val().get_bits::<32>(464);
        self.m_header_payload_len.next = self.header_be_kept.q.val().get_bits::<16>(448);
        self.m_header_timestamp.next = self.header_be_kept.q.val().get_bits::<64>(368);
        self.m_header_remote_addr.next = self.header_be_kept.q.val().get_bits::<64>(304);
        self.m_header_rkey.next = self.header_be_kept.q.val().get_bits::<32>(272);
        self.m_header_msg_len.next = self.header_be_kept.q.val().get_bits::<32>(240);
        self.m_header_datapath.next = self.header_datapath.q.val();
    }
}

impl std::fmt::Debug for RxParser {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RxParser").finish_non_exhaustive()
    }
}
