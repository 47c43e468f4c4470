//! The ACK frame builder, which also builds NACK frames.
//!
//! A request carries everything the frame says: the Ethernet/IPv4/UDP fields (as
//! `metaroce::wire::FrameRepr`), the common header (as `Header`) and either the window (as
//! `AckRepr`) or, with `s_request_nack` set, a NACK body (as `NackRepr`). The NACK body's
//! fields sit at the offsets of ACK fields (code in the cumulative PSN's first byte, stream
//! at the CE count, MSN at the rate hint, PSN and opcode in the echoed timestamp's first five
//! bytes), so a NACK is taken into the same held registers and laid out by the same
//! assembly: only the opcode, the IPv4 and UDP lengths, the checksum and the last beat's
//! byte enables differ (a NACK is 74 bytes, 10 of them on the second beat). The frame is assembled as one big-endian number (every field at its fixed
//! offset, the IPv4 checksum computed alongside), laid onto two 512-bit beats, and sent
//! with AXI-Stream handshaking: one frame every two clocks while `m_axis_tx_tready` is high.
//!
//! `s_request_ready` is a flip-flop: a request is taken into an entry register (`next`)
//! whenever it is empty, and moves into the held frame — the one being sent — when that is
//! free in a clock (nothing held, or its last beat leaving). So the TX link's `tready`
//! picks which registers load, inside the builder, and reaches neither the requesters'
//! handshakes (the NACK queue's pop, the scheduler's take and its clears of the timer set,
//! across the chip) nor their RAMs, and the requesters' RAM outputs (the ACK addressing)
//! go straight into the entry register, with no mux of the held frame's after them. A
//! frame's first beat leaves two clocks after its take when nothing is held; back to back,
//! still one frame every two clocks.
//!
//! The SACK bitmap is little-endian on the wire (bit `i` of the window is bit `i % 8` of
//! byte `i / 8`), so it goes straight into lanes 10..42 of the second beat.

use rust_hdl::prelude::*;
use rust_hdl::widgets::prelude::DFF;

use crate::wiring::HeaderBeats;

/// A frame's fields as the builder holds them (a NACK's body already on the ACK fields at
/// its offsets, its bitmap zero).
#[derive(Clone, Copy, Debug, PartialEq, Default, LogicStruct)]
pub struct FrameFields {
    /// Ethernet destination.
    pub dst_mac: Bits<48>,
    /// Ethernet source.
    pub src_mac: Bits<48>,
    /// IPv4 source.
    pub src_ip: Bits<32>,
    /// IPv4 destination.
    pub dst_ip: Bits<32>,
    /// IPv4 ECN codepoint.
    pub ecn: Bits<2>,
    /// IPv4 identification.
    pub ident: Bits<16>,
    /// IPv4 time to live.
    pub ttl: Bits<8>,
    /// UDP source port.
    pub src_port: Bits<16>,
    /// UDP destination port.
    pub dst_port: Bits<16>,
    /// Common-header flags (the four the ACK carries).
    pub flags: Bits<4>,
    /// The peer's connection id.
    pub conn_id: Bits<32>,
    /// Path id.
    pub path_id: Bits<16>,
    /// Path epoch.
    pub epoch: Bits<8>,
    /// Cumulative PSN (a NACK: its code in the first byte).
    pub cum_psn: Bits<32>,
    /// CE count (a NACK: its stream).
    pub ce_count: Bits<32>,
    /// Rate hint (a NACK: its MSN).
    pub rate_hint: Bits<32>,
    /// Echoed timestamp (a NACK: its PSN and opcode).
    pub echo_timestamp: Bits<64>,
    /// SACK bitmap (a NACK: zero).
    pub sack: Bits<256>,
    /// The frame is a NACK.
    pub nack: bool,
}

/// The ACK frame builder (Verilog module `metaroce_ack_builder`).
#[derive(LogicBlock, Default)]
pub struct AckFrameBuilder {
    /// Core clock.
    pub clk: Signal<In, Clock>,
    /// Synchronous reset, active high: drops the frame in progress.
    pub rst: Signal<In, bool>,
    /// A frame to send.
    pub s_request_valid: Signal<In, bool>,
    /// The request is taken this cycle.
    pub s_request_ready: Signal<Out, bool>,
    /// Ethernet destination.
    pub s_request_dst_mac: Signal<In, Bits<48>>,
    /// Ethernet source.
    pub s_request_src_mac: Signal<In, Bits<48>>,
    /// IPv4 source.
    pub s_request_src_ip: Signal<In, Bits<32>>,
    /// IPv4 destination.
    pub s_request_dst_ip: Signal<In, Bits<32>>,
    /// IPv4 ECN codepoint.
    pub s_request_ecn: Signal<In, Bits<2>>,
    /// IPv4 identification.
    pub s_request_ident: Signal<In, Bits<16>>,
    /// IPv4 time to live.
    pub s_request_ttl: Signal<In, Bits<8>>,
    /// UDP source port.
    pub s_request_src_port: Signal<In, Bits<16>>,
    /// UDP destination port.
    pub s_request_dst_port: Signal<In, Bits<16>>,
    /// Common-header flags (only the defined bits are sent).
    pub s_request_flags: Signal<In, Bits<16>>,
    /// The peer's connection id.
    pub s_request_conn_id: Signal<In, Bits<32>>,
    /// Path id.
    pub s_request_path_id: Signal<In, Bits<16>>,
    /// Path epoch.
    pub s_request_epoch: Signal<In, Bits<8>>,
    /// Cumulative PSN (the window's base).
    pub s_request_cum_psn: Signal<In, Bits<32>>,
    /// CE count.
    pub s_request_ce_count: Signal<In, Bits<32>>,
    /// Rate hint, Mb/s.
    pub s_request_rate_hint: Signal<In, Bits<32>>,
    /// Echoed timestamp.
    pub s_request_echo_timestamp: Signal<In, Bits<64>>,
    /// SACK bitmap: bit `i` is PSN `cum_psn + i`.
    pub s_request_sack: Signal<In, Bits<256>>,
    /// The request is a NACK: the `s_request_nack_*` fields are its body and the window
    /// fields (cumulative PSN to SACK bitmap) are ignored.
    pub s_request_nack: Signal<In, bool>,
    /// NACK code (`metaroce::wire::NackCode`).
    pub s_request_nack_code: Signal<In, Bits<8>>,
    /// NACK: the offending packet's stream.
    pub s_request_nack_stream: Signal<In, Bits<32>>,
    /// NACK: the offending packet's MSN.
    pub s_request_nack_msn: Signal<In, Bits<32>>,
    /// NACK: the offending packet's PSN.
    pub s_request_nack_psn: Signal<In, Bits<32>>,
    /// NACK: the offending packet's opcode.
    pub s_request_nack_opcode: Signal<In, Bits<8>>,
    /// The ACK or NACK frame.
    pub m_axis_tx_tdata: Signal<Out, Bits<512>>,
    /// Byte enables.
    pub m_axis_tx_tkeep: Signal<Out, Bits<64>>,
    /// A beat is present.
    pub m_axis_tx_tvalid: Signal<Out, bool>,
    /// The beat is taken.
    pub m_axis_tx_tready: Signal<In, bool>,
    /// Last beat of the frame.
    pub m_axis_tx_tlast: Signal<Out, bool>,
    /// Never a bad frame.
    pub m_axis_tx_tuser: Signal<Out, bool>,

    busy: DFF<bool>,
    sending_second: DFF<bool>,
    /// The frame being sent.
    held: DFF<FrameFields>,
    /// The request taken, until the held frame is free (`next_valid`).
    next: DFF<FrameFields>,
    next_valid: DFF<bool>,
    beats: HeaderBeats,

    take: Signal<Local, bool>,
    beat_taken: Signal<Local, bool>,
    held_free: Signal<Local, bool>,
    request: Signal<Local, FrameFields>,
    /// The held fields sliced below (a slice of a struct field is not Verilog Yosys reads).
    held_src_ip: Signal<Local, Bits<32>>,
    held_dst_ip: Signal<Local, Bits<32>>,
    ip_len: Signal<Local, Bits<16>>,
    udp_len: Signal<Local, Bits<16>>,
    word_ver: Signal<Local, Bits<16>>,
    word_ttl: Signal<Local, Bits<16>>,
    word_len: Signal<Local, Bits<16>>,
    sum1a: Signal<Local, Bits<16>>,
    carry1a: Signal<Local, Bits<16>>,
    sum1b: Signal<Local, Bits<16>>,
    carry1b: Signal<Local, Bits<16>>,
    sum2a: Signal<Local, Bits<16>>,
    carry2a: Signal<Local, Bits<16>>,
    sum2b: Signal<Local, Bits<16>>,
    carry2b: Signal<Local, Bits<16>>,
    sum3: Signal<Local, Bits<16>>,
    carry3: Signal<Local, Bits<16>>,
    sum4: Signal<Local, Bits<16>>,
    carry4: Signal<Local, Bits<16>>,
    pair_sum: Signal<Local, Bits<17>>,
    pair_sum_plus_one: Signal<Local, Bits<16>>,
    ip_sum_final: Signal<Local, Bits<16>>,
    ip_checksum: Signal<Local, Bits<16>>,
    frame_be: Signal<Local, Bits<1024>>,
    second_beat: Signal<Local, Bits<512>>,
}

impl Logic for AckFrameBuilder {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clk, busy, sending_second, held, next, next_valid);

        // The request's fields as a frame holds them: a NACK's body bytes 12..29 onto the
        // ACK fields at the same offsets.
        self.request.next.dst_mac = self.s_request_dst_mac.val();
        self.request.next.src_mac = self.s_request_src_mac.val();
        self.request.next.src_ip = self.s_request_src_ip.val();
        self.request.next.dst_ip = self.s_request_dst_ip.val();
        self.request.next.ecn = self.s_request_ecn.val();
        self.request.next.ident = self.s_request_ident.val();
        self.request.next.ttl = self.s_request_ttl.val();
        self.request.next.src_port = self.s_request_src_port.val();
        self.request.next.dst_port = self.s_request_dst_port.val();
        self.request.next.flags = self.s_request_flags.val().get_bits::<4>(0);
        self.request.next.conn_id = self.s_request_conn_id.val();
        self.request.next.path_id = self.s_request_path_id.val();
        self.request.next.epoch = self.s_request_epoch.val();
        self.request.next.nack = self.s_request_nack.val();
        if self.s_request_nack.val() {
            self.request.next.cum_psn = bit_cast::<32, 8>(self.s_request_nack_code.val()) << 24;
            self.request.next.ce_count = self.s_request_nack_stream.val();
            self.request.next.rate_hint = self.s_request_nack_msn.val();
            self.request.next.echo_timestamp = (bit_cast::<64, 32>(self.s_request_nack_psn.val())
                << 32)
                | (bit_cast::<64, 8>(self.s_request_nack_opcode.val()) << 24);
            self.request.next.sack = 0.into();
        } else {
            self.request.next.cum_psn = self.s_request_cum_psn.val();
            self.request.next.ce_count = self.s_request_ce_count.val();
            self.request.next.rate_hint = self.s_request_rate_hint.val();
            self.request.next.echo_timestamp = self.s_request_echo_timestamp.val();
            self.request.next.sack = self.s_request_sack.val();
        }

        // Handshakes: a beat leaves when valid and ready; a request is taken into the entry
        // register while it is empty, and moves into the held frame when that is free in a
        // clock (nothing held, or its last beat leaving).
        self.beat_taken.next = self.busy.q.val() & self.m_axis_tx_tready.val();
        self.held_free.next =
            !self.busy.q.val() | (self.sending_second.q.val() & self.beat_taken.val());
        self.s_request_ready.next = !self.next_valid.q.val();
        self.take.next = self.s_request_valid.val() & !self.next_valid.q.val();
        if self.beat_taken.val() {
            self.sending_second.d.next = !self.sending_second.q.val();
            self.busy.d.next = !self.sending_second.q.val();
        }
        if self.take.val() {
            self.next.d.next = self.request.val();
            self.next_valid.d.next = true;
        }
        if self.held_free.val() & self.next_valid.q.val() {
            self.busy.d.next = true;
            self.sending_second.d.next = false;
            self.next_valid.d.next = false;
            self.held.d.next = self.next.q.val();
        }
        if self.rst.val() {
            self.busy.d.next = false;
            self.sending_second.d.next = false;
            self.next_valid.d.next = false;
        }

        // IPv4 total length and UDP length: 92 and 72 for an ACK (64-byte body), 60 and 40
        // for a NACK (32-byte body).
        if self.held.q.val().nack {
            self.ip_len.next = 60.into();
            self.udp_len.next = 40.into();
        } else {
            self.ip_len.next = 92.into();
            self.udp_len.next = 72.into();
        }
        // IPv4 header checksum over version/IHL and ECN, total length, identification,
        // DF, TTL and protocol 17, and the addresses: nine 16-bit words (the constant ones
        // merged into three) summed in one's complement. A carry-save tree whose carries
        // wrap from bit 15 to bit 0 (2^16 = 1 modulo 0xffff) takes them to two words in four
        // LUT levels; one add with its carry added back (both sums made at once, the carry
        // picks) ends it: no 20-bit sum folded twice after the held registers. The result is
        // never 0 (the constant words are not), so 0xffff stands for zero as when folding.
        self.held_src_ip.next = self.held.q.val().src_ip;
        self.held_dst_ip.next = self.held.q.val().dst_ip;
        self.word_ver.next = 0x4500_u64.to_bits::<16>() | bit_cast::<16, 2>(self.held.q.val().ecn);
        self.word_ttl.next = (bit_cast::<16, 8>(self.held.q.val().ttl) << 8) | 17;
        self.word_len.next = self.ip_len.val() + 0x4000;
        self.sum1a.next = self.word_ver.val() ^ self.word_ttl.val() ^ self.word_len.val();
        self.carry1a.next = (self.word_ver.val() & self.word_ttl.val())
            | (self.word_ver.val() & self.word_len.val())
            | (self.word_ttl.val() & self.word_len.val());
        self.carry1a.next = (self.carry1a.val() << 1) | (self.carry1a.val() >> 15);
        self.sum1b.next = self.held.q.val().ident
            ^ self.held_src_ip.val().get_bits::<16>(16)
            ^ self.held_src_ip.val().get_bits::<16>(0);
        self.carry1b.next = (self.held.q.val().ident & self.held_src_ip.val().get_bits::<16>(16))
            | (self.held.q.val().ident & self.held_src_ip.val().get_bits::<16>(0))
            | (self.held_src_ip.val().get_bits::<16>(16)
                & self.held_src_ip.val().get_bits::<16>(0));
        self.carry1b.next = (self.carry1b.val() << 1) | (self.carry1b.val() >> 15);
        self.sum2a.next = self.sum1a.val() ^ self.carry1a.val() ^ self.sum1b.val();
        self.carry2a.next = (self.sum1a.val() & self.carry1a.val())
            | (self.sum1a.val() & self.sum1b.val())
            | (self.carry1a.val() & self.sum1b.val());
        self.carry2a.next = (self.carry2a.val() << 1) | (self.carry2a.val() >> 15);
        self.sum2b.next = self.carry1b.val()
            ^ self.held_dst_ip.val().get_bits::<16>(16)
            ^ self.held_dst_ip.val().get_bits::<16>(0);
        self.carry2b.next = (self.carry1b.val() & self.held_dst_ip.val().get_bits::<16>(16))
            | (self.carry1b.val() & self.held_dst_ip.val().get_bits::<16>(0))
            | (self.held_dst_ip.val().get_bits::<16>(16)
                & self.held_dst_ip.val().get_bits::<16>(0));
        self.carry2b.next = (self.carry2b.val() << 1) | (self.carry2b.val() >> 15);
        self.sum3.next = self.sum2a.val() ^ self.carry2a.val() ^ self.sum2b.val();
        self.carry3.next = (self.sum2a.val() & self.carry2a.val())
            | (self.sum2a.val() & self.sum2b.val())
            | (self.carry2a.val() & self.sum2b.val());
        self.carry3.next = (self.carry3.val() << 1) | (self.carry3.val() >> 15);
        self.sum4.next = self.sum3.val() ^ self.carry3.val() ^ self.carry2b.val();
        self.carry4.next = (self.sum3.val() & self.carry3.val())
            | (self.sum3.val() & self.carry2b.val())
            | (self.carry3.val() & self.carry2b.val());
        self.carry4.next = (self.carry4.val() << 1) | (self.carry4.val() >> 15);
        self.pair_sum.next =
            bit_cast::<17, 16>(self.sum4.val()) + bit_cast::<17, 16>(self.carry4.val());
        self.pair_sum_plus_one.next = self.sum4.val() + self.carry4.val() + 1;
        self.ip_sum_final.next = self.pair_sum.val().get_bits::<16>(0);
        if self.pair_sum.val().get_bit(16) {
            self.ip_sum_final.next = self.pair_sum_plus_one.val();
        }
        self.ip_checksum.next = !self.ip_sum_final.val();

        // Frame bytes 0..74 as one big-endian number: a field of n bytes at frame offset a
        // sits at bit 8 * (128 - a - n).
        self.frame_be.next = (bit_cast::<1024, 48>(self.held.q.val().dst_mac) << 976)
            | (bit_cast::<1024, 48>(self.held.q.val().src_mac) << 928)
            | (0x0800_u64.to_bits::<1024>() << 912)
            | (0x45_u64.to_bits::<1024>() << 904)
            | (bit_cast::<1024, 2>(self.held.q.val().ecn) << 896)
            | (bit_cast::<1024, 16>(self.ip_len.val()) << 880)
            | (bit_cast::<1024, 16>(self.held.q.val().ident) << 864)
            | (0x4000_u64.to_bits::<1024>() << 848)
            | (bit_cast::<1024, 8>(self.held.q.val().ttl) << 840)
            | (17_u64.to_bits::<1024>() << 832)
            | (bit_cast::<1024, 16>(self.ip_checksum.val()) << 816)
            | (bit_cast::<1024, 32>(self.held.q.val().src_ip) << 784)
            | (bit_cast::<1024, 32>(self.held.q.val().dst_ip) << 752)
            | (bit_cast::<1024, 16>(self.held.q.val().src_port) << 736)
            | (bit_cast::<1024, 16>(self.held.q.val().dst_port) << 720)
            | (bit_cast::<1024, 16>(self.udp_len.val()) << 704)
            | (1_u64.to_bits::<1024>() << 680)
            | (0x10_u64.to_bits::<1024>() << 672)
            | (bit_cast::<1024, 1>(self.held.q.val().nack.into()) << 672)
            | (bit_cast::<1024, 4>(self.held.q.val().flags) << 656)
            | (bit_cast::<1024, 32>(self.held.q.val().conn_id) << 624)
            | (bit_cast::<1024, 16>(self.held.q.val().path_id) << 608)
            | (bit_cast::<1024, 8>(self.held.q.val().epoch) << 600)
            | (bit_cast::<1024, 32>(self.held.q.val().cum_psn) << 560)
            | (bit_cast::<1024, 32>(self.held.q.val().ce_count) << 528)
            | (bit_cast::<1024, 32>(self.held.q.val().rate_hint) << 496)
            | (bit_cast::<1024, 64>(self.held.q.val().echo_timestamp) << 432);
        self.beats.big_endian.next = self.frame_be.val();
        // The bitmap, little-endian, at frame bytes 74..106: lanes 10..42 of the second beat
        // (zero for a NACK, whose frame ends at byte 74).
        self.second_beat.next =
            self.beats.second_beat.val() | (bit_cast::<512, 256>(self.held.q.val().sack) << 80);

        self.m_axis_tx_tvalid.next = self.busy.q.val();
        self.m_axis_tx_tuser.next = false;
        self.m_axis_tx_tlast.next = self.sending_second.q.val();
        if self.sending_second.q.val() {
            self.m_axis_tx_tdata.next = self.second_beat.val();
            if self.held.q.val().nack {
                self.m_axis_tx_tkeep.next = 0x3ff_u64.to_bits();
            } else {
                self.m_axis_tx_tkeep.next = 0x3ff_ffff_ffff_u64.to_bits();
            }
        } else {
            self.m_axis_tx_tdata.next = self.beats.first_beat.val();
            self.m_axis_tx_tkeep.next = 0xffff_ffff_ffff_ffff_u64.to_bits();
        }
    }
}

impl std::fmt::Debug for AckFrameBuilder {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AckFrameBuilder").finish_non_exhaustive()
    }
}
