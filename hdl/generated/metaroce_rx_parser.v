// SPDX-License-Identifier: MIT OR Apache-2.0
// Generated from hdl/src/parser/unit.rs by `cargo run -p metaroce-hdl --bin emit-verilog`.
// Do not edit: change the Rust-HDL source and regenerate.
// Language: Verilog 2001

`resetall
`timescale 1ns / 1ps
`default_nettype none


module metaroce_rx_parser(clk,rst,udp_port,s_axis_tdata,s_axis_tkeep,s_axis_tvalid,s_axis_tready,s_axis_tlast,s_axis_tuser,m_axis_bypass_tdata,m_axis_bypass_tkeep,m_axis_bypass_tvalid,m_axis_bypass_tlast,m_axis_bypass_tuser,m_axis_frame_tdata,m_axis_frame_tkeep,m_axis_frame_tvalid,m_axis_frame_tlast,m_axis_frame_tuser,m_axis_frame_tdest,m_header_valid,m_header_reason,m_header_frame_len,m_header_ecn,m_header_src_ip,m_header_src_port,m_header_opcode,m_header_flags,m_header_conn_id,m_header_path_id,m_header_epoch,m_header_psn,m_header_stream,m_header_msn,m_header_offset,m_header_payload_len,m_header_timestamp,m_header_remote_addr,m_header_rkey,m_header_msg_len,m_header_datapath);

    // Module arguments
    input wire  clk;
    input wire  rst;
    input wire  [15:0] udp_port;
    input wire  [511:0] s_axis_tdata;
    input wire  [63:0] s_axis_tkeep;
    input wire  s_axis_tvalid;
    output reg  s_axis_tready;
    input wire  s_axis_tlast;
    input wire  s_axis_tuser;
    output reg  [511:0] m_axis_bypass_tdata;
    output reg  [63:0] m_axis_bypass_tkeep;
    output reg  m_axis_bypass_tvalid;
    output reg  m_axis_bypass_tlast;
    output reg  m_axis_bypass_tuser;
    output reg  [511:0] m_axis_frame_tdata;
    output reg  [63:0] m_axis_frame_tkeep;
    output reg  m_axis_frame_tvalid;
    output reg  m_axis_frame_tlast;
    output reg  m_axis_frame_tuser;
    output reg  m_axis_frame_tdest;
    output reg  m_header_valid;
    output reg  [3:0] m_header_reason;
    output reg  [15:0] m_header_frame_len;
    output reg  [1:0] m_header_ecn;
    output reg  [31:0] m_header_src_ip;
    output reg  [15:0] m_header_src_port;
    output reg  [7:0] m_header_opcode;
    output reg  [15:0] m_header_flags;
    output reg  [31:0] m_header_conn_id;
    output reg  [15:0] m_header_path_id;
    output reg  [7:0] m_header_epoch;
    output reg  [31:0] m_header_psn;
    output reg  [31:0] m_header_stream;
    output reg  [31:0] m_header_msn;
    output reg  [31:0] m_header_offset;
    output reg  [15:0] m_header_payload_len;
    output reg  [63:0] m_header_timestamp;
    output reg  [63:0] m_header_remote_addr;
    output reg  [31:0] m_header_rkey;
    output reg  [31:0] m_header_msg_len;
    output reg  m_header_datapath;

    // Stub signals
    reg  [511:0] in_tdata$d;
    wire  [511:0] in_tdata$q;
    reg  in_tdata$clock;
    reg  [63:0] in_tkeep$d;
    wire  [63:0] in_tkeep$q;
    reg  in_tkeep$clock;
    reg  in_tvalid$d;
    wire  in_tvalid$q;
    reg  in_tvalid$clock;
    reg  in_tlast$d;
    wire  in_tlast$q;
    reg  in_tlast$clock;
    reg  in_tuser$d;
    wire  in_tuser$q;
    reg  in_tuser$clock;
    reg  [15:0] in_keep_count$d;
    wire  [15:0] in_keep_count$q;
    reg  in_keep_count$clock;
    reg  in_ours$d;
    wire  in_ours$q;
    reg  in_ours$clock;
    reg  in_runt$d;
    wire  in_runt$q;
    reg  in_runt$clock;
    reg  in_write$d;
    wire  in_write$q;
    reg  in_write$clock;
    reg  in_opcode_data$d;
    wire  in_opcode_data$q;
    reg  in_opcode_data$clock;
    reg  in_opcode_known$d;
    wire  in_opcode_known$q;
    reg  in_opcode_known$clock;
    reg  in_frame$d;
    wire  in_frame$q;
    reg  in_frame$clock;
    reg  [1:0] beats_seen$d;
    wire  [1:0] beats_seen$q;
    reg  beats_seen$clock;
    reg  [15:0] frame_bytes$d;
    wire  [15:0] frame_bytes$q;
    reg  frame_bytes$clock;
    reg  route_ours$d;
    wire  route_ours$q;
    reg  route_ours$clock;
    reg  route_runt$d;
    wire  route_runt$q;
    reg  route_runt$clock;
    reg  route_write$d;
    wire  route_write$q;
    reg  route_write$clock;
    reg  [511:0] first_beat$d;
    wire  [511:0] first_beat$q;
    reg  first_beat$clock;
    reg  [15:0] first_packet_len$d;
    wire  [15:0] first_packet_len$q;
    reg  first_packet_len$clock;
    reg  first_bad_lengths$d;
    wire  first_bad_lengths$q;
    reg  first_bad_lengths$clock;
    reg  [16:0] first_claimed_len$d;
    wire  [16:0] first_claimed_len$q;
    reg  first_claimed_len$clock;
    reg  first_opcode_data$d;
    wire  first_opcode_data$q;
    reg  first_opcode_data$clock;
    reg  first_opcode_known$d;
    wire  first_opcode_known$q;
    reg  first_opcode_known$clock;
    reg  [511:0] second_beat$d;
    wire  [511:0] second_beat$q;
    reg  second_beat$clock;
    reg  second_end_beyond$d;
    wire  second_end_beyond$q;
    reg  second_end_beyond$clock;
    reg  second_payload_zero$d;
    wire  second_payload_zero$q;
    reg  second_payload_zero$clock;
    reg  second_msg_len_zero$d;
    wire  second_msg_len_zero$q;
    reg  second_msg_len_zero$clock;
    reg  [16:0] second_data_len$d;
    wire  [16:0] second_data_len$q;
    reg  second_data_len$clock;
    reg  second_nack_data$d;
    wire  second_nack_data$q;
    reg  second_nack_data$clock;
    reg  second_nack_known$d;
    wire  second_nack_known$q;
    reg  second_nack_known$clock;
    reg  end_valid$d;
    wire  end_valid$q;
    reg  end_valid$clock;
    reg  [15:0] end_len$d;
    wire  [15:0] end_len$q;
    reg  end_len$clock;
    reg  end_bad_frame$d;
    wire  end_bad_frame$q;
    reg  end_bad_frame$clock;
    reg  end_ours$d;
    wire  end_ours$q;
    reg  end_ours$clock;
    reg  end_runt$d;
    wire  end_runt$q;
    reg  end_runt$clock;
    reg  end_datapath$d;
    wire  end_datapath$q;
    reg  end_datapath$clock;
    reg  [511:0] bypass_tdata$d;
    wire  [511:0] bypass_tdata$q;
    reg  bypass_tdata$clock;
    reg  [63:0] bypass_tkeep$d;
    wire  [63:0] bypass_tkeep$q;
    reg  bypass_tkeep$clock;
    reg  bypass_tvalid$d;
    wire  bypass_tvalid$q;
    reg  bypass_tvalid$clock;
    reg  bypass_tlast$d;
    wire  bypass_tlast$q;
    reg  bypass_tlast$clock;
    reg  bypass_tuser$d;
    wire  bypass_tuser$q;
    reg  bypass_tuser$clock;
    reg  frame_tvalid$d;
    wire  frame_tvalid$q;
    reg  frame_tvalid$clock;
    reg  frame_tdest$d;
    wire  frame_tdest$q;
    reg  frame_tdest$clock;
    reg  v1$d;
    wire  v1$q;
    reg  v1$clock;
    reg  [14:0] checks1$d;
    wire  [14:0] checks1$q;
    reg  checks1$clock;
    reg  [84:0] pairs1$d;
    wire  [84:0] pairs1$q;
    reg  pairs1$clock;
    reg  [1023:0] be1$d;
    wire  [1023:0] be1$q;
    reg  be1$clock;
    reg  [15:0] len1$d;
    wire  [15:0] len1$q;
    reg  len1$clock;
    reg  v2$d;
    wire  v2$q;
    reg  v2$clock;
    reg  [14:0] checks2$d;
    wire  [14:0] checks2$q;
    reg  checks2$clock;
    reg  [19:0] ip_sum2$d;
    wire  [19:0] ip_sum2$q;
    reg  ip_sum2$clock;
    reg  [1023:0] be2$d;
    wire  [1023:0] be2$q;
    reg  be2$clock;
    reg  [15:0] len2$d;
    wire  [15:0] len2$q;
    reg  len2$clock;
    reg  header_valid$d;
    wire  header_valid$q;
    reg  header_valid$clock;
    reg  [3:0] header_reason$d;
    wire  [3:0] header_reason$q;
    reg  header_reason$clock;
    reg  [15:0] header_frame_len$d;
    wire  [15:0] header_frame_len$q;
    reg  header_frame_len$clock;
    reg  [1023:0] header_be_kept$d;
    wire  [1023:0] header_be_kept$q;
    reg  header_be_kept$clock;
    reg  header_datapath$d;
    wire  header_datapath$q;
    reg  header_datapath$clock;
    reg  [511:0] kept_header$first_beat;
    reg  [511:0] kept_header$second_beat;
    wire  [1023:0] kept_header$big_endian;
    reg  [63:0] keep_bytes$keep;
    wire  [6:0] keep_bytes$count;
    reg  [7:0] opcode_class$opcode;
    wire  opcode_class$is_data;
    wire  opcode_class$known;
    reg  [7:0] nack_opcode_class$opcode;
    wire  nack_opcode_class$is_data;
    wire  nack_opcode_class$known;

    // Local signals
    reg  first;
    reg  ours_now;
    reg  runt_now;
    reg  beat_ours;
    reg  beat_runt;
    reg  write_now;
    reg  beat_write;
    reg  [1023:0] header_be;
    reg  [15:0] ip_len;
    reg  [15:0] udp_len;
    reg  [15:0] packet_len;
    reg  [7:0] opcode;
    reg  opcode_known;
    reg  opcode_is_data;
    reg  [15:0] header_len;
    reg  [31:0] offset;
    reg  [15:0] payload_len;
    reg  [34:0] end_offset;
    reg  [34:0] end_payload;
    reg  [34:0] end_not_msg_len;
    reg  [34:0] end_sum;
    reg  [34:0] end_carry;
    reg  [34:0] end_total;
    reg  [31:0] msg_len;
    reg  [7:0] nack_opcode;
    reg  [7:0] nack_code;
    reg  [14:0] checks;
    reg  [84:0] ip_pairs;
    reg  [19:0] pair_a;
    reg  [19:0] pair_b;
    reg  [19:0] pair_c;
    reg  [19:0] pair_d;
    reg  [19:0] pair_e;
    reg  [19:0] save_sum_1;
    reg  [19:0] save_carry_1;
    reg  [19:0] save_sum_2;
    reg  [19:0] save_carry_2;
    reg  [19:0] save_sum_3;
    reg  [19:0] save_carry_3;
    reg  checksum_ok;
    reg  [3:0] reason;

    // Sub module instances
    metaroce_rx_parser__in_tdata in_tdata(
        .d(in_tdata$d),
        .q(in_tdata$q),
        .clock(in_tdata$clock)
    );
    metaroce_rx_parser__in_tkeep in_tkeep(
        .d(in_tkeep$d),
        .q(in_tkeep$q),
        .clock(in_tkeep$clock)
    );
    metaroce_rx_parser__in_tvalid in_tvalid(
        .d(in_tvalid$d),
        .q(in_tvalid$q),
        .clock(in_tvalid$clock)
    );
    metaroce_rx_parser__in_tlast in_tlast(
        .d(in_tlast$d),
        .q(in_tlast$q),
        .clock(in_tlast$clock)
    );
    metaroce_rx_parser__in_tuser in_tuser(
        .d(in_tuser$d),
        .q(in_tuser$q),
        .clock(in_tuser$clock)
    );
    metaroce_rx_parser__in_keep_count in_keep_count(
        .d(in_keep_count$d),
        .q(in_keep_count$q),
        .clock(in_keep_count$clock)
    );
    metaroce_rx_parser__in_ours in_ours(
        .d(in_ours$d),
        .q(in_ours$q),
        .clock(in_ours$clock)
    );
    metaroce_rx_parser__in_runt in_runt(
        .d(in_runt$d),
        .q(in_runt$q),
        .clock(in_runt$clock)
    );
    metaroce_rx_parser__in_write in_write(
        .d(in_write$d),
        .q(in_write$q),
        .clock(in_write$clock)
    );
    metaroce_rx_parser__in_opcode_data in_opcode_data(
        .d(in_opcode_data$d),
        .q(in_opcode_data$q),
        .clock(in_opcode_data$clock)
    );
    metaroce_rx_parser__in_opcode_known in_opcode_known(
        .d(in_opcode_known$d),
        .q(in_opcode_known$q),
        .clock(in_opcode_known$clock)
    );
    metaroce_rx_parser__in_frame in_frame(
        .d(in_frame$d),
        .q(in_frame$q),
        .clock(in_frame$clock)
    );
    metaroce_rx_parser__beats_seen beats_seen(
        .d(beats_seen$d),
        .q(beats_seen$q),
        .clock(beats_seen$clock)
    );
    metaroce_rx_parser__frame_bytes frame_bytes(
        .d(frame_bytes$d),
        .q(frame_bytes$q),
        .clock(frame_bytes$clock)
    );
    metaroce_rx_parser__route_ours route_ours(
        .d(route_ours$d),
        .q(route_ours$q),
        .clock(route_ours$clock)
    );
    metaroce_rx_parser__route_runt route_runt(
        .d(route_runt$d),
        .q(route_runt$q),
        .clock(route_runt$clock)
    );
    metaroce_rx_parser__route_write route_write(
        .d(route_write$d),
        .q(route_write$q),
        .clock(route_write$clock)
    );
    metaroce_rx_parser__first_beat first_beat(
        .d(first_beat$d),
        .q(first_beat$q),
        .clock(first_beat$clock)
    );
    metaroce_rx_parser__first_packet_len first_packet_len(
        .d(first_packet_len$d),
        .q(first_packet_len$q),
        .clock(first_packet_len$clock)
    );
    metaroce_rx_parser__first_bad_lengths first_bad_lengths(
        .d(first_bad_lengths$d),
        .q(first_bad_lengths$q),
        .clock(first_bad_lengths$clock)
    );
    metaroce_rx_parser__first_claimed_len first_claimed_len(
        .d(first_claimed_len$d),
        .q(first_claimed_len$q),
        .clock(first_claimed_len$clock)
    );
    metaroce_rx_parser__first_opcode_data first_opcode_data(
        .d(first_opcode_data$d),
        .q(first_opcode_data$q),
        .clock(first_opcode_data$clock)
    );
    metaroce_rx_parser__first_opcode_known first_opcode_known(
        .d(first_opcode_known$d),
        .q(first_opcode_known$q),
        .clock(first_opcode_known$clock)
    );
    metaroce_rx_parser__second_beat second_beat(
        .d(second_beat$d),
        .q(second_beat$q),
        .clock(second_beat$clock)
    );
    metaroce_rx_parser__second_end_beyond second_end_beyond(
        .d(second_end_beyond$d),
        .q(second_end_beyond$q),
        .clock(second_end_beyond$clock)
    );
    metaroce_rx_parser__second_payload_zero second_payload_zero(
        .d(second_payload_zero$d),
        .q(second_payload_zero$q),
        .clock(second_payload_zero$clock)
    );
    metaroce_rx_parser__second_msg_len_zero second_msg_len_zero(
        .d(second_msg_len_zero$d),
        .q(second_msg_len_zero$q),
        .clock(second_msg_len_zero$clock)
    );
    metaroce_rx_parser__second_data_len second_data_len(
        .d(second_data_len$d),
        .q(second_data_len$q),
        .clock(second_data_len$clock)
    );
    metaroce_rx_parser__second_nack_data second_nack_data(
        .d(second_nack_data$d),
        .q(second_nack_data$q),
        .clock(second_nack_data$clock)
    );
    metaroce_rx_parser__second_nack_known second_nack_known(
        .d(second_nack_known$d),
        .q(second_nack_known$q),
        .clock(second_nack_known$clock)
    );
    metaroce_rx_parser__end_valid end_valid(
        .d(end_valid$d),
        .q(end_valid$q),
        .clock(end_valid$clock)
    );
    metaroce_rx_parser__end_len end_len(
        .d(end_len$d),
        .q(end_len$q),
        .clock(end_len$clock)
    );
    metaroce_rx_parser__end_bad_frame end_bad_frame(
        .d(end_bad_frame$d),
        .q(end_bad_frame$q),
        .clock(end_bad_frame$clock)
    );
    metaroce_rx_parser__end_ours end_ours(
        .d(end_ours$d),
        .q(end_ours$q),
        .clock(end_ours$clock)
    );
    metaroce_rx_parser__end_runt end_runt(
        .d(end_runt$d),
        .q(end_runt$q),
        .clock(end_runt$clock)
    );
    metaroce_rx_parser__end_datapath end_datapath(
        .d(end_datapath$d),
        .q(end_datapath$q),
        .clock(end_datapath$clock)
    );
    metaroce_rx_parser__bypass_tdata bypass_tdata(
        .d(bypass_tdata$d),
        .q(bypass_tdata$q),
        .clock(bypass_tdata$clock)
    );
    metaroce_rx_parser__bypass_tkeep bypass_tkeep(
        .d(bypass_tkeep$d),
        .q(bypass_tkeep$q),
        .clock(bypass_tkeep$clock)
    );
    metaroce_rx_parser__bypass_tvalid bypass_tvalid(
        .d(bypass_tvalid$d),
        .q(bypass_tvalid$q),
        .clock(bypass_tvalid$clock)
    );
    metaroce_rx_parser__bypass_tlast bypass_tlast(
        .d(bypass_tlast$d),
        .q(bypass_tlast$q),
        .clock(bypass_tlast$clock)
    );
    metaroce_rx_parser__bypass_tuser bypass_tuser(
        .d(bypass_tuser$d),
        .q(bypass_tuser$q),
        .clock(bypass_tuser$clock)
    );
    metaroce_rx_parser__frame_tvalid frame_tvalid(
        .d(frame_tvalid$d),
        .q(frame_tvalid$q),
        .clock(frame_tvalid$clock)
    );
    metaroce_rx_parser__frame_tdest frame_tdest(
        .d(frame_tdest$d),
        .q(frame_tdest$q),
        .clock(frame_tdest$clock)
    );
    metaroce_rx_parser__v1 v1(
        .d(v1$d),
        .q(v1$q),
        .clock(v1$clock)
    );
    metaroce_rx_parser__checks1 checks1(
        .d(checks1$d),
        .q(checks1$q),
        .clock(checks1$clock)
    );
    metaroce_rx_parser__pairs1 pairs1(
        .d(pairs1$d),
        .q(pairs1$q),
        .clock(pairs1$clock)
    );
    metaroce_rx_parser__be1 be1(
        .d(be1$d),
        .q(be1$q),
        .clock(be1$clock)
    );
    metaroce_rx_parser__len1 len1(
        .d(len1$d),
        .q(len1$q),
        .clock(len1$clock)
    );
    metaroce_rx_parser__v2 v2(
        .d(v2$d),
        .q(v2$q),
        .clock(v2$clock)
    );
    metaroce_rx_parser__checks2 checks2(
        .d(checks2$d),
        .q(checks2$q),
        .clock(checks2$clock)
    );
    metaroce_rx_parser__ip_sum2 ip_sum2(
        .d(ip_sum2$d),
        .q(ip_sum2$q),
        .clock(ip_sum2$clock)
    );
    metaroce_rx_parser__be2 be2(
        .d(be2$d),
        .q(be2$q),
        .clock(be2$clock)
    );
    metaroce_rx_parser__len2 len2(
        .d(len2$d),
        .q(len2$q),
        .clock(len2$clock)
    );
    metaroce_rx_parser__header_valid header_valid(
        .d(header_valid$d),
        .q(header_valid$q),
        .clock(header_valid$clock)
    );
    metaroce_rx_parser__header_reason header_reason(
        .d(header_reason$d),
        .q(header_reason$q),
        .clock(header_reason$clock)
    );
    metaroce_rx_parser__header_frame_len header_frame_len(
        .d(header_frame_len$d),
        .q(header_frame_len$q),
        .clock(header_frame_len$clock)
    );
    metaroce_rx_parser__header_be_kept header_be_kept(
        .d(header_be_kept$d),
        .q(header_be_kept$q),
        .clock(header_be_kept$clock)
    );
    metaroce_rx_parser__header_datapath header_datapath(
        .d(header_datapath$d),
        .q(header_datapath$q),
        .clock(header_datapath$clock)
    );
    metaroce_rx_parser__kept_header kept_header(
        .first_beat(kept_header$first_beat),
        .second_beat(kept_header$second_beat),
        .big_endian(kept_header$big_endian)
    );
    metaroce_rx_parser__keep_bytes keep_bytes(
        .keep(keep_bytes$keep),
        .count(keep_bytes$count)
    );
    metaroce_rx_parser__opcode_class opcode_class(
        .opcode(opcode_class$opcode),
        .is_data(opcode_class$is_data),
        .known(opcode_class$known)
    );
    metaroce_rx_parser__nack_opcode_class nack_opcode_class(
        .opcode(nack_opcode_class$opcode),
        .is_data(nack_opcode_class$is_data),
        .known(nack_opcode_class$known)
    );

    // Update code
    always @(*) begin
        in_tdata$clock = clk;
        in_tkeep$clock = clk;
        in_tvalid$clock = clk;
        in_tlast$clock = clk;
        in_tuser$clock = clk;
        in_keep_count$clock = clk;
        in_ours$clock = clk;
        in_runt$clock = clk;
        in_write$clock = clk;
        in_opcode_data$clock = clk;
        in_opcode_known$clock = clk;
        in_frame$clock = clk;
        beats_seen$clock = clk;
        frame_bytes$clock = clk;
        route_ours$clock = clk;
        route_runt$clock = clk;
        route_write$clock = clk;
        first_beat$clock = clk;
        first_packet_len$clock = clk;
        first_bad_lengths$clock = clk;
        first_claimed_len$clock = clk;
        first_opcode_data$clock = clk;
        first_opcode_known$clock = clk;
        second_beat$clock = clk;
        second_end_beyond$clock = clk;
        second_payload_zero$clock = clk;
        second_msg_len_zero$clock = clk;
        second_data_len$clock = clk;
        second_nack_data$clock = clk;
        second_nack_known$clock = clk;
        end_valid$clock = clk;
        end_len$clock = clk;
        end_bad_frame$clock = clk;
        end_ours$clock = clk;
        end_runt$clock = clk;
        end_datapath$clock = clk;
        bypass_tdata$clock = clk;
        bypass_tkeep$clock = clk;
        bypass_tvalid$clock = clk;
        bypass_tlast$clock = clk;
        bypass_tuser$clock = clk;
        frame_tvalid$clock = clk;
        frame_tdest$clock = clk;
        v1$clock = clk;
        checks1$clock = clk;
        pairs1$clock = clk;
        be1$clock = clk;
        len1$clock = clk;
        v2$clock = clk;
        checks2$clock = clk;
        ip_sum2$clock = clk;
        be2$clock = clk;
        len2$clock = clk;
        header_valid$clock = clk;
        header_reason$clock = clk;
        header_frame_len$clock = clk;
        header_be_kept$clock = clk;
        header_datapath$clock = clk;
        in_tdata$d = in_tdata$q;
        in_tkeep$d = in_tkeep$q;
        in_tvalid$d = in_tvalid$q;
        in_tlast$d = in_tlast$q;
        in_tuser$d = in_tuser$q;
        in_keep_count$d = in_keep_count$q;
        in_ours$d = in_ours$q;
        in_runt$d = in_runt$q;
        in_write$d = in_write$q;
        in_opcode_data$d = in_opcode_data$q;
        in_opcode_known$d = in_opcode_known$q;
        in_frame$d = in_frame$q;
        beats_seen$d = beats_seen$q;
        frame_bytes$d = frame_bytes$q;
        route_ours$d = route_ours$q;
        route_runt$d = route_runt$q;
        route_write$d = route_write$q;
        first_beat$d = first_beat$q;
        first_packet_len$d = first_packet_len$q;
        first_bad_lengths$d = first_bad_lengths$q;
        first_claimed_len$d = first_claimed_len$q;
        first_opcode_data$d = first_opcode_data$q;
        first_opcode_known$d = first_opcode_known$q;
        second_beat$d = second_beat$q;
        second_end_beyond$d = second_end_beyond$q;
        second_payload_zero$d = second_payload_zero$q;
        second_msg_len_zero$d = second_msg_len_zero$q;
        second_data_len$d = second_data_len$q;
        second_nack_data$d = second_nack_data$q;
        second_nack_known$d = second_nack_known$q;
        end_valid$d = end_valid$q;
        end_len$d = end_len$q;
        end_bad_frame$d = end_bad_frame$q;
        end_ours$d = end_ours$q;
        end_runt$d = end_runt$q;
        end_datapath$d = end_datapath$q;
        bypass_tdata$d = bypass_tdata$q;
        bypass_tkeep$d = bypass_tkeep$q;
        bypass_tvalid$d = bypass_tvalid$q;
        bypass_tlast$d = bypass_tlast$q;
        bypass_tuser$d = bypass_tuser$q;
        frame_tvalid$d = frame_tvalid$q;
        frame_tdest$d = frame_tdest$q;
        v1$d = v1$q;
        checks1$d = checks1$q;
        pairs1$d = pairs1$q;
        be1$d = be1$q;
        len1$d = len1$q;
        v2$d = v2$q;
        checks2$d = checks2$q;
        ip_sum2$d = ip_sum2$q;
        be2$d = be2$q;
        len2$d = len2$q;
        header_valid$d = header_valid$q;
        header_reason$d = header_reason$q;
        header_frame_len$d = header_frame_len$q;
        header_be_kept$d = header_be_kept$q;
        header_datapath$d = header_datapath$q;
        s_axis_tready = 1'b1;
        in_tdata$d = s_axis_tdata;
        in_tkeep$d = s_axis_tkeep;
        in_tvalid$d = s_axis_tvalid & ~rst;
        in_tlast$d = s_axis_tlast;
        in_tuser$d = s_axis_tuser;
        ours_now = (s_axis_tdata[(32'h60)+:(16)] == 32'h8) & (s_axis_tdata[(32'h70)+:(8)] == 32'h45) & (s_axis_tdata[(32'ha0)+:(6)] == 32'h0) & (s_axis_tdata[(32'ha8)+:(8)] == 32'h0) & (s_axis_tdata[(32'hb8)+:(8)] == 32'h11) & (s_axis_tdata[(32'h120)+:(8)] == udp_port[(32'h8)+:(8)]) & (s_axis_tdata[(32'h128)+:(8)] == udp_port[(32'h0)+:(8)]);
        keep_bytes$keep = s_axis_tkeep;
        in_keep_count$d = ((keep_bytes$count) & 16'hffff);
        runt_now = s_axis_tlast & ~s_axis_tkeep[32'h29];
        opcode_class$opcode = s_axis_tdata[(32'h158)+:(8)];
        write_now = s_axis_tkeep[32'h2b] & opcode_class$is_data;
        in_opcode_data$d = opcode_class$is_data;
        in_opcode_known$d = opcode_class$known;
        in_ours$d = ours_now;
        in_runt$d = runt_now;
        in_write$d = write_now;
        ip_len = (((in_tdata$q[(32'h80)+:(8)]) & 16'hffff) << 32'h8) | ((in_tdata$q[(32'h88)+:(8)]) & 16'hffff);
        udp_len = (((in_tdata$q[(32'h130)+:(8)]) & 16'hffff) << 32'h8) | ((in_tdata$q[(32'h138)+:(8)]) & 16'hffff);
        offset = (((in_tdata$q[(32'h10)+:(8)]) & 32'hffffffff) << 32'h18) | (((in_tdata$q[(32'h18)+:(8)]) & 32'hffffffff) << 32'h10) | (((in_tdata$q[(32'h20)+:(8)]) & 32'hffffffff) << 32'h8) | ((in_tdata$q[(32'h28)+:(8)]) & 32'hffffffff);
        payload_len = (((in_tdata$q[(32'h30)+:(8)]) & 16'hffff) << 32'h8) | ((in_tdata$q[(32'h38)+:(8)]) & 16'hffff);
        nack_opcode = in_tdata$q[(32'h30)+:(8)];
        nack_opcode_class$opcode = nack_opcode;
        msg_len = (((in_tdata$q[(32'hf0)+:(8)]) & 32'hffffffff) << 32'h18) | (((in_tdata$q[(32'hf8)+:(8)]) & 32'hffffffff) << 32'h10) | (((in_tdata$q[(32'h100)+:(8)]) & 32'hffffffff) << 32'h8) | ((in_tdata$q[(32'h108)+:(8)]) & 32'hffffffff);
        end_offset = ((offset) & 35'h7ffffffff);
        end_payload = ((payload_len) & 35'h7ffffffff);
        end_not_msg_len = ~((msg_len) & 35'h7ffffffff) & ((64'h3ffffffff) & 35'h7ffffffff);
        end_sum = end_offset ^ end_payload ^ end_not_msg_len;
        end_carry = ((end_offset & end_payload) | (end_offset & end_not_msg_len) | (end_payload & end_not_msg_len)) << 32'h1;
        end_total = end_sum + end_carry;
        first = ~in_frame$q;
        if (first) begin
            beat_ours = in_ours$q & ~in_runt$q;
            beat_runt = in_runt$q;
            beat_write = in_write$q;
        end
        else begin
            beat_ours = route_ours$q;
            beat_runt = route_runt$q;
            beat_write = route_write$q;
        end
        if (in_tvalid$q) begin
            in_frame$d = ~in_tlast$q;
            route_ours$d = beat_ours;
            route_runt$d = beat_runt;
            route_write$d = beat_write;
            if (in_tlast$q) begin
                frame_bytes$d = 32'h0;
                beats_seen$d = 32'h0;
            end
            else begin
                frame_bytes$d = frame_bytes$q + 32'h40;
                if (beats_seen$q != 32'h3) begin
                    beats_seen$d = beats_seen$q + 32'h1;
                end
            end
            if (beats_seen$q == 32'h0) begin
                first_beat$d = in_tdata$q;
                first_packet_len$d = ip_len - 32'h1c;
                first_bad_lengths$d = (ip_len < 32'h1c) | (udp_len != ip_len - 32'h14);
                first_claimed_len$d = ((ip_len) & 17'h1ffff) + 32'he;
                first_opcode_data$d = in_opcode_data$q;
                first_opcode_known$d = in_opcode_known$q;
            end
            if (beats_seen$q == 32'h1) begin
                second_beat$d = in_tdata$q;
                second_end_beyond$d = end_total[32'h22];
                second_payload_zero$d = payload_len == 32'h0;
                second_msg_len_zero$d = msg_len == 32'h0;
                second_data_len$d = ((payload_len) & 17'h1ffff) + 32'h38;
                second_nack_data$d = nack_opcode_class$is_data;
                second_nack_known$d = nack_opcode_class$known;
            end
        end
        if (rst) begin
            in_frame$d = 1'b0;
            frame_bytes$d = 32'h0;
            beats_seen$d = 32'h0;
        end
        end_valid$d = in_tvalid$q & in_tlast$q & ~rst;
        end_len$d = frame_bytes$q + in_keep_count$q;
        end_bad_frame$d = in_tuser$q;
        end_ours$d = beat_ours;
        end_runt$d = beat_runt;
        end_datapath$d = beat_ours & beat_write;
        bypass_tdata$d = in_tdata$q;
        bypass_tkeep$d = in_tkeep$q;
        bypass_tlast$d = in_tlast$q;
        bypass_tuser$d = in_tuser$q;
        bypass_tvalid$d = in_tvalid$q & ~beat_ours & ~beat_runt & ~rst;
        frame_tvalid$d = in_tvalid$q & beat_ours & ~rst;
        frame_tdest$d = beat_write;
        m_axis_bypass_tdata = bypass_tdata$q;
        m_axis_bypass_tkeep = bypass_tkeep$q;
        m_axis_bypass_tvalid = bypass_tvalid$q;
        m_axis_bypass_tlast = bypass_tlast$q;
        m_axis_bypass_tuser = bypass_tuser$q;
        m_axis_frame_tdata = bypass_tdata$q;
        m_axis_frame_tkeep = bypass_tkeep$q;
        m_axis_frame_tvalid = frame_tvalid$q;
        m_axis_frame_tlast = bypass_tlast$q;
        m_axis_frame_tuser = bypass_tuser$q;
        m_axis_frame_tdest = frame_tdest$q;
        kept_header$first_beat = first_beat$q;
        kept_header$second_beat = second_beat$q;
        header_be = kept_header$big_endian;
        checks[(64'h6)+:(1)] = first_bad_lengths$q | (first_claimed_len$q > ((end_len$q) & 17'h1ffff));
        packet_len = first_packet_len$q;
        opcode = header_be[(32'h2a0)+:(8)];
        opcode_is_data = first_opcode_data$q;
        opcode_known = first_opcode_known$q;
        header_len = 32'h40;
        if (opcode_is_data) begin
            header_len = 32'h38;
        end
        if (opcode == 32'h11) begin
            header_len = 32'h20;
        end
        if ((opcode == 32'h20) | (opcode == 32'h21)) begin
            header_len = 32'h24;
        end
        if (opcode == 32'h22) begin
            header_len = 32'h14;
        end
        if (opcode == 32'h23) begin
            header_len = 32'h18;
        end
        nack_code = header_be[(32'h248)+:(8)];
        checks[(64'hd)+:(1)] = 1'b0;
        if (opcode_is_data) begin
            checks[(64'hd)+:(1)] = second_end_beyond$q | (second_payload_zero$q & ~second_msg_len_zero$q);
        end
        if (opcode == 32'h11) begin
            checks[(64'hd)+:(1)] = (nack_code == 32'h0) | (nack_code > 32'h2) | ~second_nack_data$q;
        end
        if ((opcode == 32'h20) | (opcode == 32'h21)) begin
            checks[(64'hd)+:(1)] = (header_be[(32'h220)+:(16)] == 32'h0) | (header_be[(32'h210)+:(16)] == 32'h0);
        end
        checks[(64'hc)+:(1)] = (opcode == 32'h11) & ~second_nack_known$q;
        checks[(64'hb)+:(1)] = opcode_is_data & (((packet_len) & 17'h1ffff) != second_data_len$q);
        checks[(64'ha)+:(1)] = packet_len < header_len;
        checks[(64'h9)+:(1)] = ~opcode_known;
        checks[(64'h8)+:(1)] = header_be[(32'h2a8)+:(8)] != 32'h1;
        checks[(64'h7)+:(1)] = packet_len < 32'hc;
        checks[(64'h5)+:(1)] = end_bad_frame$q;
        checks[(64'h1)+:(1)] = ~end_ours$q;
        checks[(64'h4)+:(1)] = header_be[(32'h2d0)+:(16)] != udp_port;
        checks[(64'h3)+:(1)] = (header_be[(32'h388)+:(8)] != 32'h45) | (header_be[(32'h350)+:(14)] != 32'h0) | (header_be[(32'h340)+:(8)] != 32'h11);
        checks[(64'h2)+:(1)] = header_be[(32'h390)+:(16)] != 32'h800;
        checks[(64'h0)+:(1)] = end_runt$q;
        checks[(64'he)+:(1)] = end_datapath$q;
        ip_pairs[(64'h0)+:(17)] = ((header_be[(32'h380)+:(16)]) & 17'h1ffff) + ((header_be[(32'h370)+:(16)]) & 17'h1ffff);
        ip_pairs[(64'h11)+:(17)] = ((header_be[(32'h360)+:(16)]) & 17'h1ffff) + ((header_be[(32'h350)+:(16)]) & 17'h1ffff);
        ip_pairs[(64'h22)+:(17)] = ((header_be[(32'h340)+:(16)]) & 17'h1ffff) + ((header_be[(32'h330)+:(16)]) & 17'h1ffff);
        ip_pairs[(64'h33)+:(17)] = ((header_be[(32'h320)+:(16)]) & 17'h1ffff) + ((header_be[(32'h310)+:(16)]) & 17'h1ffff);
        ip_pairs[(64'h44)+:(17)] = ((header_be[(32'h300)+:(16)]) & 17'h1ffff) + ((header_be[(32'h2f0)+:(16)]) & 17'h1ffff);
        v1$d = end_valid$q & ~rst;
        checks1$d = checks;
        pairs1$d = ip_pairs;
        be1$d = header_be;
        len1$d = end_len$q;
        pair_a = ((pairs1$q[(64'h0)+:(17)]) & 20'hfffff);
        pair_b = ((pairs1$q[(64'h11)+:(17)]) & 20'hfffff);
        pair_c = ((pairs1$q[(64'h22)+:(17)]) & 20'hfffff);
        pair_d = ((pairs1$q[(64'h33)+:(17)]) & 20'hfffff);
        pair_e = ((pairs1$q[(64'h44)+:(17)]) & 20'hfffff);
        save_sum_1 = pair_a ^ pair_b ^ pair_c;
        save_carry_1 = ((pair_a & pair_b) | (pair_a & pair_c) | (pair_b & pair_c)) << 32'h1;
        save_sum_2 = save_sum_1 ^ save_carry_1 ^ pair_d;
        save_carry_2 = ((save_sum_1 & save_carry_1) | (save_sum_1 & pair_d) | (save_carry_1 & pair_d)) << 32'h1;
        save_sum_3 = save_sum_2 ^ save_carry_2 ^ pair_e;
        save_carry_3 = ((save_sum_2 & save_carry_2) | (save_sum_2 & pair_e) | (save_carry_2 & pair_e)) << 32'h1;
        v2$d = v1$q & ~rst;
        checks2$d = checks1$q;
        ip_sum2$d = save_sum_3 + save_carry_3;
        be2$d = be1$q;
        len2$d = len1$q;
        checksum_ok = (ip_sum2$q == 32'hffff) | (ip_sum2$q == 32'h1fffe) | (ip_sum2$q == 32'h2fffd) | (ip_sum2$q == 32'h3fffc) | (ip_sum2$q == 32'h4fffb) | (ip_sum2$q == 32'h5fffa) | (ip_sum2$q == 32'h6fff9) | (ip_sum2$q == 32'h7fff8) | (ip_sum2$q == 32'h8fff7) | (ip_sum2$q == 32'h9fff6);
        reason = 32'h0;
        if (checks2$q[(64'hd)+:(1)]) begin
            reason = 32'h9;
        end
        if (checks2$q[(64'hc)+:(1)]) begin
            reason = 32'h8;
        end
        if (checks2$q[(64'hb)+:(1)]) begin
            reason = 32'h2;
        end
        if (checks2$q[(64'ha)+:(1)]) begin
            reason = 32'h1;
        end
        if (checks2$q[(64'h9)+:(1)]) begin
            reason = 32'h8;
        end
        if (checks2$q[(64'h8)+:(1)]) begin
            reason = 32'h7;
        end
        if (checks2$q[(64'h7)+:(1)]) begin
            reason = 32'h1;
        end
        if (~checksum_ok) begin
            reason = 32'h5;
        end
        if (checks2$q[(64'h6)+:(1)]) begin
            reason = 32'h2;
        end
        if (checks2$q[(64'h5)+:(1)]) begin
            reason = 32'ha;
        end
        if (checks2$q[(64'h1)+:(1)]) begin
            if (checks2$q[(64'h4)+:(1)]) begin
                reason = 32'h6;
            end
            if (checks2$q[(64'h3)+:(1)]) begin
                reason = 32'h4;
            end
            if (checks2$q[(64'h2)+:(1)]) begin
                reason = 32'h3;
            end
        end
        if (checks2$q[(64'h0)+:(1)]) begin
            reason = 32'h1;
        end
        header_valid$d = v2$q & ~rst;
        header_reason$d = reason;
        header_frame_len$d = len2$q;
        header_be_kept$d = be2$q;
        header_datapath$d = checks2$q[(64'he)+:(1)];
        m_header_valid = header_valid$q;
        m_header_reason = header_reason$q;
        m_header_frame_len = header_frame_len$q;
        m_header_ecn = header_be_kept$q[(32'h380)+:(2)];
        m_header_src_ip = header_be_kept$q[(32'h310)+:(32)];
        m_header_src_port = header_be_kept$q[(32'h2e0)+:(16)];
        m_header_opcode = header_be_kept$q[(32'h2a0)+:(8)];
        m_header_flags = header_be_kept$q[(32'h290)+:(16)];
        m_header_conn_id = header_be_kept$q[(32'h270)+:(32)];
        m_header_path_id = header_be_kept$q[(32'h260)+:(16)];
        m_header_epoch = header_be_kept$q[(32'h258)+:(8)];
        m_header_psn = header_be_kept$q[(32'h230)+:(32)];
        m_header_stream = header_be_kept$q[(32'h210)+:(32)];
        m_header_msn = header_be_kept$q[(32'h1f0)+:(32)];
        m_header_offset = header_be_kept$q[(32'h1d0)+:(32)];
        m_header_payload_len = header_be_kept$q[(32'h1c0)+:(16)];
        m_header_timestamp = header_be_kept$q[(32'h170)+:(64)];
        m_header_remote_addr = header_be_kept$q[(32'h130)+:(64)];
        m_header_rkey = header_be_kept$q[(32'h110)+:(32)];
        m_header_msg_len = header_be_kept$q[(32'hf0)+:(32)];
        m_header_datapath = header_datapath$q;
    end

endmodule // metaroce_rx_parser


module metaroce_rx_parser__be1(d,q,clock);

    // Module arguments
    input wire  [1023:0] d;
    output reg  [1023:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1024'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_parser__be1


module metaroce_rx_parser__be2(d,q,clock);

    // Module arguments
    input wire  [1023:0] d;
    output reg  [1023:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1024'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_parser__be2


module metaroce_rx_parser__beats_seen(d,q,clock);

    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 2'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_parser__beats_seen


module metaroce_rx_parser__bypass_tdata(d,q,clock);

    // Module arguments
    input wire  [511:0] d;
    output reg  [511:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 512'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_parser__bypass_tdata


module metaroce_rx_parser__bypass_tkeep(d,q,clock);

    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 64'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_parser__bypass_tkeep


module metaroce_rx_parser__bypass_tlast(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_parser__bypass_tlast


module metaroce_rx_parser__bypass_tuser(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_parser__bypass_tuser


module metaroce_rx_parser__bypass_tvalid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_parser__bypass_tvalid


module metaroce_rx_parser__checks1(d,q,clock);

    // Module arguments
    input wire  [14:0] d;
    output reg  [14:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 15'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_parser__checks1


module metaroce_rx_parser__checks2(d,q,clock);

    // Module arguments
    input wire  [14:0] d;
    output reg  [14:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 15'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_parser__checks2


module metaroce_rx_parser__end_bad_frame(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_parser__end_bad_frame


module metaroce_rx_parser__end_datapath(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_parser__end_datapath


module metaroce_rx_parser__end_len(d,q,clock);

    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 16'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_parser__end_len


module metaroce_rx_parser__end_ours(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_parser__end_ours


module metaroce_rx_parser__end_runt(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_parser__end_runt


module metaroce_rx_parser__end_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_parser__end_valid


module metaroce_rx_parser__first_bad_lengths(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_parser__first_bad_lengths


module metaroce_rx_parser__first_beat(d,q,clock);

    // Module arguments
    input wire  [511:0] d;
    output reg  [511:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 512'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_parser__first_beat


module metaroce_rx_parser__first_claimed_len(d,q,clock);

    // Module arguments
    input wire  [16:0] d;
    output reg  [16:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 17'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_parser__first_claimed_len


module metaroce_rx_parser__first_opcode_data(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_parser__first_opcode_data


module metaroce_rx_parser__first_opcode_known(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_parser__first_opcode_known


module metaroce_rx_parser__first_packet_len(d,q,clock);

    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 16'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_parser__first_packet_len


module metaroce_rx_parser__frame_bytes(d,q,clock);

    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 16'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_parser__frame_bytes


module metaroce_rx_parser__frame_tdest(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_parser__frame_tdest


module metaroce_rx_parser__frame_tvalid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_parser__frame_tvalid


module metaroce_rx_parser__header_be_kept(d,q,clock);

    // Module arguments
    input wire  [1023:0] d;
    output reg  [1023:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1024'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_parser__header_be_kept


module metaroce_rx_parser__header_datapath(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_parser__header_datapath


module metaroce_rx_parser__header_frame_len(d,q,clock);

    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 16'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_parser__header_frame_len


module metaroce_rx_parser__header_reason(d,q,clock);

    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 4'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_parser__header_reason


module metaroce_rx_parser__header_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_parser__header_valid


module metaroce_rx_parser__in_frame(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_parser__in_frame


module metaroce_rx_parser__in_keep_count(d,q,clock);

    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 16'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_parser__in_keep_count


module metaroce_rx_parser__in_opcode_data(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_parser__in_opcode_data


module metaroce_rx_parser__in_opcode_known(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_parser__in_opcode_known


module metaroce_rx_parser__in_ours(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_parser__in_ours


module metaroce_rx_parser__in_runt(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_parser__in_runt


module metaroce_rx_parser__in_tdata(d,q,clock);

    // Module arguments
    input wire  [511:0] d;
    output reg  [511:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 512'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_parser__in_tdata


module metaroce_rx_parser__in_tkeep(d,q,clock);

    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 64'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_parser__in_tkeep


module metaroce_rx_parser__in_tlast(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_parser__in_tlast


module metaroce_rx_parser__in_tuser(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_parser__in_tuser


module metaroce_rx_parser__in_tvalid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_parser__in_tvalid


module metaroce_rx_parser__in_write(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_parser__in_write


module metaroce_rx_parser__ip_sum2(d,q,clock);

    // Module arguments
    input wire  [19:0] d;
    output reg  [19:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 20'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_parser__ip_sum2


module metaroce_rx_parser__keep_bytes(keep,count);

    // Module arguments
    input wire  [63:0] keep;
    output reg  [6:0] count;

    // Local signals
    reg  [63:0] boundary;

    // Update code
    always @(*) begin
        boundary = (keep << 32'h1) & ~keep;
        count = 32'h0;
        if (|(boundary & ((64'haaaaaaaaaaaaaaaa) & 64'hffffffffffffffff))) begin
            count = count | 32'h1;
        end
        if (|(boundary & ((64'hcccccccccccccccc) & 64'hffffffffffffffff))) begin
            count = count | 32'h2;
        end
        if (|(boundary & ((64'hf0f0f0f0f0f0f0f0) & 64'hffffffffffffffff))) begin
            count = count | 32'h4;
        end
        if (|(boundary & ((64'hff00ff00ff00ff00) & 64'hffffffffffffffff))) begin
            count = count | 32'h8;
        end
        if (|(boundary & ((64'hffff0000ffff0000) & 64'hffffffffffffffff))) begin
            count = count | 32'h10;
        end
        if (|(boundary & ((64'hffffffff00000000) & 64'hffffffffffffffff))) begin
            count = count | 32'h20;
        end
        if (keep[32'h3f]) begin
            count = count | 32'h40;
        end
    end

endmodule // metaroce_rx_parser__keep_bytes


module metaroce_rx_parser__kept_header(first_beat,second_beat,big_endian);

    // Module arguments
    input wire  [511:0] first_beat;
    input wire  [511:0] second_beat;
    output reg  [1023:0] big_endian;

    // Update code (custom)
    integer byte_index;
    always @(*) begin
        for (byte_index = 0; byte_index < 64; byte_index = byte_index + 1) begin
            big_endian[8 * (127 - byte_index) +: 8] = first_beat[8 * byte_index +: 8];
            big_endian[8 * (63 - byte_index) +: 8] = second_beat[8 * byte_index +: 8];
        end
    end
endmodule // metaroce_rx_parser__kept_header


module metaroce_rx_parser__len1(d,q,clock);

    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 16'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_parser__len1


module metaroce_rx_parser__len2(d,q,clock);

    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 16'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_parser__len2


module metaroce_rx_parser__nack_opcode_class(opcode,is_data,known);

    // Module arguments
    input wire  [7:0] opcode;
    output reg  is_data;
    output reg  known;

    // Update code
    always @(*) begin
        is_data = (opcode == 32'h1) | (opcode == 32'h2);
        known = (opcode == 32'h1) | (opcode == 32'h2) | (opcode == 32'h10) | (opcode == 32'h11) | (opcode == 32'h20) | (opcode == 32'h21) | (opcode == 32'h22) | (opcode == 32'h23);
    end

endmodule // metaroce_rx_parser__nack_opcode_class


module metaroce_rx_parser__opcode_class(opcode,is_data,known);

    // Module arguments
    input wire  [7:0] opcode;
    output reg  is_data;
    output reg  known;

    // Update code
    always @(*) begin
        is_data = (opcode == 32'h1) | (opcode == 32'h2);
        known = (opcode == 32'h1) | (opcode == 32'h2) | (opcode == 32'h10) | (opcode == 32'h11) | (opcode == 32'h20) | (opcode == 32'h21) | (opcode == 32'h22) | (opcode == 32'h23);
    end

endmodule // metaroce_rx_parser__opcode_class


module metaroce_rx_parser__pairs1(d,q,clock);

    // Module arguments
    input wire  [84:0] d;
    output reg  [84:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 85'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_parser__pairs1


module metaroce_rx_parser__route_ours(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_parser__route_ours


module metaroce_rx_parser__route_runt(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_parser__route_runt


module metaroce_rx_parser__route_write(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_parser__route_write


module metaroce_rx_parser__second_beat(d,q,clock);

    // Module arguments
    input wire  [511:0] d;
    output reg  [511:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 512'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_parser__second_beat


module metaroce_rx_parser__second_data_len(d,q,clock);

    // Module arguments
    input wire  [16:0] d;
    output reg  [16:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 17'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_parser__second_data_len


module metaroce_rx_parser__second_end_beyond(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_parser__second_end_beyond


module metaroce_rx_parser__second_msg_len_zero(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_parser__second_msg_len_zero


module metaroce_rx_parser__second_nack_data(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_parser__second_nack_data


module metaroce_rx_parser__second_nack_known(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_parser__second_nack_known


module metaroce_rx_parser__second_payload_zero(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_parser__second_payload_zero


module metaroce_rx_parser__v1(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_parser__v1


module metaroce_rx_parser__v2(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_parser__v2

`resetall
