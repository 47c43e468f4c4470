// SPDX-License-Identifier: MIT OR Apache-2.0
// Generated from hdl/src/ack/builder.rs by `cargo run -p metaroce-hdl --bin emit-verilog`.
// Do not edit: change the Rust-HDL source and regenerate.
// Language: Verilog 2001

`resetall
`timescale 1ns / 1ps
`default_nettype none


module metaroce_ack_builder(clk,rst,s_request_valid,s_request_ready,s_request_dst_mac,s_request_src_mac,s_request_src_ip,s_request_dst_ip,s_request_ecn,s_request_ident,s_request_ttl,s_request_src_port,s_request_dst_port,s_request_flags,s_request_conn_id,s_request_path_id,s_request_epoch,s_request_cum_psn,s_request_ce_count,s_request_rate_hint,s_request_echo_timestamp,s_request_sack,s_request_nack,s_request_nack_code,s_request_nack_stream,s_request_nack_msn,s_request_nack_psn,s_request_nack_opcode,m_axis_tx_tdata,m_axis_tx_tkeep,m_axis_tx_tvalid,m_axis_tx_tready,m_axis_tx_tlast,m_axis_tx_tuser);

    // Module arguments
    input wire  clk;
    input wire  rst;
    input wire  s_request_valid;
    output reg  s_request_ready;
    input wire  [47:0] s_request_dst_mac;
    input wire  [47:0] s_request_src_mac;
    input wire  [31:0] s_request_src_ip;
    input wire  [31:0] s_request_dst_ip;
    input wire  [1:0] s_request_ecn;
    input wire  [15:0] s_request_ident;
    input wire  [7:0] s_request_ttl;
    input wire  [15:0] s_request_src_port;
    input wire  [15:0] s_request_dst_port;
    input wire  [15:0] s_request_flags;
    input wire  [31:0] s_request_conn_id;
    input wire  [15:0] s_request_path_id;
    input wire  [7:0] s_request_epoch;
    input wire  [31:0] s_request_cum_psn;
    input wire  [31:0] s_request_ce_count;
    input wire  [31:0] s_request_rate_hint;
    input wire  [63:0] s_request_echo_timestamp;
    input wire  [255:0] s_request_sack;
    input wire  s_request_nack;
    input wire  [7:0] s_request_nack_code;
    input wire  [31:0] s_request_nack_stream;
    input wire  [31:0] s_request_nack_msn;
    input wire  [31:0] s_request_nack_psn;
    input wire  [7:0] s_request_nack_opcode;
    output reg  [511:0] m_axis_tx_tdata;
    output reg  [63:0] m_axis_tx_tkeep;
    output reg  m_axis_tx_tvalid;
    input wire  m_axis_tx_tready;
    output reg  m_axis_tx_tlast;
    output reg  m_axis_tx_tuser;

    // Stub signals
    reg  busy$d;
    wire  busy$q;
    reg  busy$clock;
    reg  sending_second$d;
    wire  sending_second$q;
    reg  sending_second$clock;
    reg  [47:0] held_dst_mac$d;
    wire  [47:0] held_dst_mac$q;
    reg  held_dst_mac$clock;
    reg  [47:0] held_src_mac$d;
    wire  [47:0] held_src_mac$q;
    reg  held_src_mac$clock;
    reg  [31:0] held_src_ip$d;
    wire  [31:0] held_src_ip$q;
    reg  held_src_ip$clock;
    reg  [31:0] held_dst_ip$d;
    wire  [31:0] held_dst_ip$q;
    reg  held_dst_ip$clock;
    reg  [1:0] held_ecn$d;
    wire  [1:0] held_ecn$q;
    reg  held_ecn$clock;
    reg  [15:0] held_ident$d;
    wire  [15:0] held_ident$q;
    reg  held_ident$clock;
    reg  [7:0] held_ttl$d;
    wire  [7:0] held_ttl$q;
    reg  held_ttl$clock;
    reg  [15:0] held_src_port$d;
    wire  [15:0] held_src_port$q;
    reg  held_src_port$clock;
    reg  [15:0] held_dst_port$d;
    wire  [15:0] held_dst_port$q;
    reg  held_dst_port$clock;
    reg  [15:0] held_flags$d;
    wire  [15:0] held_flags$q;
    reg  held_flags$clock;
    reg  [31:0] held_conn_id$d;
    wire  [31:0] held_conn_id$q;
    reg  held_conn_id$clock;
    reg  [15:0] held_path_id$d;
    wire  [15:0] held_path_id$q;
    reg  held_path_id$clock;
    reg  [7:0] held_epoch$d;
    wire  [7:0] held_epoch$q;
    reg  held_epoch$clock;
    reg  [31:0] held_cum_psn$d;
    wire  [31:0] held_cum_psn$q;
    reg  held_cum_psn$clock;
    reg  [31:0] held_ce_count$d;
    wire  [31:0] held_ce_count$q;
    reg  held_ce_count$clock;
    reg  [31:0] held_rate_hint$d;
    wire  [31:0] held_rate_hint$q;
    reg  held_rate_hint$clock;
    reg  [63:0] held_echo_timestamp$d;
    wire  [63:0] held_echo_timestamp$q;
    reg  held_echo_timestamp$clock;
    reg  [255:0] held_sack$d;
    wire  [255:0] held_sack$q;
    reg  held_sack$clock;
    reg  held_nack$d;
    wire  held_nack$q;
    reg  held_nack$clock;
    reg  [1023:0] beats$big_endian;
    wire  [511:0] beats$first_beat;
    wire  [511:0] beats$second_beat;

    // Local signals
    reg  take;
    reg  beat_taken;
    reg  [15:0] ip_len;
    reg  [15:0] udp_len;
    reg  [15:0] word_ver;
    reg  [15:0] word_ttl;
    reg  [15:0] word_len;
    reg  [15:0] sum1a;
    reg  [15:0] carry1a;
    reg  [15:0] sum1b;
    reg  [15:0] carry1b;
    reg  [15:0] sum2a;
    reg  [15:0] carry2a;
    reg  [15:0] sum2b;
    reg  [15:0] carry2b;
    reg  [15:0] sum3;
    reg  [15:0] carry3;
    reg  [15:0] sum4;
    reg  [15:0] carry4;
    reg  [16:0] pair_sum;
    reg  [15:0] pair_sum_plus_one;
    reg  [15:0] ip_sum_final;
    reg  [15:0] ip_checksum;
    reg  [1023:0] frame_be;
    reg  [511:0] second_beat;

    // Sub module instances
    metaroce_ack_builder__busy busy(
        .d(busy$d),
        .q(busy$q),
        .clock(busy$clock)
    );
    metaroce_ack_builder__sending_second sending_second(
        .d(sending_second$d),
        .q(sending_second$q),
        .clock(sending_second$clock)
    );
    metaroce_ack_builder__held_dst_mac held_dst_mac(
        .d(held_dst_mac$d),
        .q(held_dst_mac$q),
        .clock(held_dst_mac$clock)
    );
    metaroce_ack_builder__held_src_mac held_src_mac(
        .d(held_src_mac$d),
        .q(held_src_mac$q),
        .clock(held_src_mac$clock)
    );
    metaroce_ack_builder__held_src_ip held_src_ip(
        .d(held_src_ip$d),
        .q(held_src_ip$q),
        .clock(held_src_ip$clock)
    );
    metaroce_ack_builder__held_dst_ip held_dst_ip(
        .d(held_dst_ip$d),
        .q(held_dst_ip$q),
        .clock(held_dst_ip$clock)
    );
    metaroce_ack_builder__held_ecn held_ecn(
        .d(held_ecn$d),
        .q(held_ecn$q),
        .clock(held_ecn$clock)
    );
    metaroce_ack_builder__held_ident held_ident(
        .d(held_ident$d),
        .q(held_ident$q),
        .clock(held_ident$clock)
    );
    metaroce_ack_builder__held_ttl held_ttl(
        .d(held_ttl$d),
        .q(held_ttl$q),
        .clock(held_ttl$clock)
    );
    metaroce_ack_builder__held_src_port held_src_port(
        .d(held_src_port$d),
        .q(held_src_port$q),
        .clock(held_src_port$clock)
    );
    metaroce_ack_builder__held_dst_port held_dst_port(
        .d(held_dst_port$d),
        .q(held_dst_port$q),
        .clock(held_dst_port$clock)
    );
    metaroce_ack_builder__held_flags held_flags(
        .d(held_flags$d),
        .q(held_flags$q),
        .clock(held_flags$clock)
    );
    metaroce_ack_builder__held_conn_id held_conn_id(
        .d(held_conn_id$d),
        .q(held_conn_id$q),
        .clock(held_conn_id$clock)
    );
    metaroce_ack_builder__held_path_id held_path_id(
        .d(held_path_id$d),
        .q(held_path_id$q),
        .clock(held_path_id$clock)
    );
    metaroce_ack_builder__held_epoch held_epoch(
        .d(held_epoch$d),
        .q(held_epoch$q),
        .clock(held_epoch$clock)
    );
    metaroce_ack_builder__held_cum_psn held_cum_psn(
        .d(held_cum_psn$d),
        .q(held_cum_psn$q),
        .clock(held_cum_psn$clock)
    );
    metaroce_ack_builder__held_ce_count held_ce_count(
        .d(held_ce_count$d),
        .q(held_ce_count$q),
        .clock(held_ce_count$clock)
    );
    metaroce_ack_builder__held_rate_hint held_rate_hint(
        .d(held_rate_hint$d),
        .q(held_rate_hint$q),
        .clock(held_rate_hint$clock)
    );
    metaroce_ack_builder__held_echo_timestamp held_echo_timestamp(
        .d(held_echo_timestamp$d),
        .q(held_echo_timestamp$q),
        .clock(held_echo_timestamp$clock)
    );
    metaroce_ack_builder__held_sack held_sack(
        .d(held_sack$d),
        .q(held_sack$q),
        .clock(held_sack$clock)
    );
    metaroce_ack_builder__held_nack held_nack(
        .d(held_nack$d),
        .q(held_nack$q),
        .clock(held_nack$clock)
    );
    metaroce_ack_builder__beats beats(
        .big_endian(beats$big_endian),
        .first_beat(beats$first_beat),
        .second_beat(beats$second_beat)
    );

    // Update code
    always @(*) begin
        busy$clock = clk;
        sending_second$clock = clk;
        held_dst_mac$clock = clk;
        held_src_mac$clock = clk;
        held_src_ip$clock = clk;
        held_dst_ip$clock = clk;
        held_ecn$clock = clk;
        held_ident$clock = clk;
        held_ttl$clock = clk;
        held_src_port$clock = clk;
        held_dst_port$clock = clk;
        held_flags$clock = clk;
        held_conn_id$clock = clk;
        held_path_id$clock = clk;
        held_epoch$clock = clk;
        held_cum_psn$clock = clk;
        held_ce_count$clock = clk;
        held_rate_hint$clock = clk;
        held_echo_timestamp$clock = clk;
        held_sack$clock = clk;
        held_nack$clock = clk;
        busy$d = busy$q;
        sending_second$d = sending_second$q;
        held_dst_mac$d = held_dst_mac$q;
        held_src_mac$d = held_src_mac$q;
        held_src_ip$d = held_src_ip$q;
        held_dst_ip$d = held_dst_ip$q;
        held_ecn$d = held_ecn$q;
        held_ident$d = held_ident$q;
        held_ttl$d = held_ttl$q;
        held_src_port$d = held_src_port$q;
        held_dst_port$d = held_dst_port$q;
        held_flags$d = held_flags$q;
        held_conn_id$d = held_conn_id$q;
        held_path_id$d = held_path_id$q;
        held_epoch$d = held_epoch$q;
        held_cum_psn$d = held_cum_psn$q;
        held_ce_count$d = held_ce_count$q;
        held_rate_hint$d = held_rate_hint$q;
        held_echo_timestamp$d = held_echo_timestamp$q;
        held_sack$d = held_sack$q;
        held_nack$d = held_nack$q;
        beat_taken = busy$q & m_axis_tx_tready;
        take = s_request_valid & (~busy$q | (sending_second$q & beat_taken));
        s_request_ready = ~busy$q | (sending_second$q & beat_taken);
        if (beat_taken) begin
            sending_second$d = ~sending_second$q;
            busy$d = ~sending_second$q;
        end
        if (take) begin
            busy$d = 1'b1;
            sending_second$d = 1'b0;
            held_dst_mac$d = s_request_dst_mac;
            held_src_mac$d = s_request_src_mac;
            held_src_ip$d = s_request_src_ip;
            held_dst_ip$d = s_request_dst_ip;
            held_ecn$d = s_request_ecn;
            held_ident$d = s_request_ident;
            held_ttl$d = s_request_ttl;
            held_src_port$d = s_request_src_port;
            held_dst_port$d = s_request_dst_port;
            held_flags$d = s_request_flags;
            held_conn_id$d = s_request_conn_id;
            held_path_id$d = s_request_path_id;
            held_epoch$d = s_request_epoch;
            held_nack$d = s_request_nack;
            if (s_request_nack) begin
                held_cum_psn$d = ((s_request_nack_code) & 32'hffffffff) << 32'h18;
                held_ce_count$d = s_request_nack_stream;
                held_rate_hint$d = s_request_nack_msn;
                held_echo_timestamp$d = (((s_request_nack_psn) & 64'hffffffffffffffff) << 32'h20) | (((s_request_nack_opcode) & 64'hffffffffffffffff) << 32'h18);
                held_sack$d = 32'h0;
            end
            else begin
                held_cum_psn$d = s_request_cum_psn;
                held_ce_count$d = s_request_ce_count;
                held_rate_hint$d = s_request_rate_hint;
                held_echo_timestamp$d = s_request_echo_timestamp;
                held_sack$d = s_request_sack;
            end
        end
        if (rst) begin
            busy$d = 1'b0;
            sending_second$d = 1'b0;
        end
        if (held_nack$q) begin
            ip_len = 32'h3c;
            udp_len = 32'h28;
        end
        else begin
            ip_len = 32'h5c;
            udp_len = 32'h48;
        end
        word_ver = 64'h4500 | ((held_ecn$q) & 16'hffff);
        word_ttl = (((held_ttl$q) & 16'hffff) << 32'h8) | 32'h11;
        word_len = ip_len + 32'h4000;
        sum1a = word_ver ^ word_ttl ^ word_len;
        carry1a = (word_ver & word_ttl) | (word_ver & word_len) | (word_ttl & word_len);
        carry1a = (carry1a << 32'h1) | (carry1a >> 32'hf);
        sum1b = held_ident$q ^ held_src_ip$q[(32'h10)+:(16)] ^ held_src_ip$q[(32'h0)+:(16)];
        carry1b = (held_ident$q & held_src_ip$q[(32'h10)+:(16)]) | (held_ident$q & held_src_ip$q[(32'h0)+:(16)]) | (held_src_ip$q[(32'h10)+:(16)] & held_src_ip$q[(32'h0)+:(16)]);
        carry1b = (carry1b << 32'h1) | (carry1b >> 32'hf);
        sum2a = sum1a ^ carry1a ^ sum1b;
        carry2a = (sum1a & carry1a) | (sum1a & sum1b) | (carry1a & sum1b);
        carry2a = (carry2a << 32'h1) | (carry2a >> 32'hf);
        sum2b = carry1b ^ held_dst_ip$q[(32'h10)+:(16)] ^ held_dst_ip$q[(32'h0)+:(16)];
        carry2b = (carry1b & held_dst_ip$q[(32'h10)+:(16)]) | (carry1b & held_dst_ip$q[(32'h0)+:(16)]) | (held_dst_ip$q[(32'h10)+:(16)] & held_dst_ip$q[(32'h0)+:(16)]);
        carry2b = (carry2b << 32'h1) | (carry2b >> 32'hf);
        sum3 = sum2a ^ carry2a ^ sum2b;
        carry3 = (sum2a & carry2a) | (sum2a & sum2b) | (carry2a & sum2b);
        carry3 = (carry3 << 32'h1) | (carry3 >> 32'hf);
        sum4 = sum3 ^ carry3 ^ carry2b;
        carry4 = (sum3 & carry3) | (sum3 & carry2b) | (carry3 & carry2b);
        carry4 = (carry4 << 32'h1) | (carry4 >> 32'hf);
        pair_sum = ((sum4) & 17'h1ffff) + ((carry4) & 17'h1ffff);
        pair_sum_plus_one = sum4 + carry4 + 32'h1;
        ip_sum_final = pair_sum[(32'h0)+:(16)];
        if (pair_sum[32'h10]) begin
            ip_sum_final = pair_sum_plus_one;
        end
        ip_checksum = ~ip_sum_final;
        frame_be = (((held_dst_mac$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h3d0) | (((held_src_mac$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h3a0) | (64'h800 << 32'h390) | (64'h45 << 32'h388) | (((held_ecn$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h380) | (((ip_len) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h370) | (((held_ident$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h360) | (64'h4000 << 32'h350) | (((held_ttl$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h348) | (64'h11 << 32'h340) | (((ip_checksum) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h330) | (((held_src_ip$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h310) | (((held_dst_ip$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h2f0) | (((held_src_port$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h2e0) | (((held_dst_port$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h2d0) | (((udp_len) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h2c0) | (64'h1 << 32'h2a8) | (64'h10 << 32'h2a0) | (((held_nack$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h2a0) | (((held_flags$q[(32'h0)+:(4)]) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h290) | (((held_conn_id$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h270) | (((held_path_id$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h260) | (((held_epoch$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h258) | (((held_cum_psn$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h230) | (((held_ce_count$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h210) | (((held_rate_hint$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h1f0) | (((held_echo_timestamp$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h1b0);
        beats$big_endian = frame_be;
        second_beat = beats$second_beat | (((held_sack$q) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h50);
        m_axis_tx_tvalid = busy$q;
        m_axis_tx_tuser = 1'b0;
        m_axis_tx_tlast = sending_second$q;
        if (sending_second$q) begin
            m_axis_tx_tdata = second_beat;
            if (held_nack$q) begin
                m_axis_tx_tkeep = 64'h3ff;
            end
            else begin
                m_axis_tx_tkeep = 64'h3ffffffffff;
            end
        end
        else begin
            m_axis_tx_tdata = beats$first_beat;
            m_axis_tx_tkeep = 64'hffffffffffffffff;
        end
    end

endmodule // metaroce_ack_builder


module metaroce_ack_builder__beats(big_endian,first_beat,second_beat);

    // Module arguments
    input wire  [1023:0] big_endian;
    output reg  [511:0] first_beat;
    output reg  [511:0] second_beat;

    // Update code (custom)
    integer byte_index;
    always @(*) begin
        for (byte_index = 0; byte_index < 64; byte_index = byte_index + 1) begin
            first_beat[8 * byte_index +: 8] = big_endian[8 * (127 - byte_index) +: 8];
            second_beat[8 * byte_index +: 8] = big_endian[8 * (63 - byte_index) +: 8];
        end
    end
endmodule // metaroce_ack_builder__beats


module metaroce_ack_builder__busy(d,q,clock);

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

endmodule // metaroce_ack_builder__busy


module metaroce_ack_builder__held_ce_count(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_ack_builder__held_ce_count


module metaroce_ack_builder__held_conn_id(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_ack_builder__held_conn_id


module metaroce_ack_builder__held_cum_psn(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_ack_builder__held_cum_psn


module metaroce_ack_builder__held_dst_ip(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_ack_builder__held_dst_ip


module metaroce_ack_builder__held_dst_mac(d,q,clock);

    // Module arguments
    input wire  [47:0] d;
    output reg  [47:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 48'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_ack_builder__held_dst_mac


module metaroce_ack_builder__held_dst_port(d,q,clock);

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

endmodule // metaroce_ack_builder__held_dst_port


module metaroce_ack_builder__held_echo_timestamp(d,q,clock);

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

endmodule // metaroce_ack_builder__held_echo_timestamp


module metaroce_ack_builder__held_ecn(d,q,clock);

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

endmodule // metaroce_ack_builder__held_ecn


module metaroce_ack_builder__held_epoch(d,q,clock);

    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 8'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_ack_builder__held_epoch


module metaroce_ack_builder__held_flags(d,q,clock);

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

endmodule // metaroce_ack_builder__held_flags


module metaroce_ack_builder__held_ident(d,q,clock);

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

endmodule // metaroce_ack_builder__held_ident


module metaroce_ack_builder__held_nack(d,q,clock);

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

endmodule // metaroce_ack_builder__held_nack


module metaroce_ack_builder__held_path_id(d,q,clock);

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

endmodule // metaroce_ack_builder__held_path_id


module metaroce_ack_builder__held_rate_hint(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_ack_builder__held_rate_hint


module metaroce_ack_builder__held_sack(d,q,clock);

    // Module arguments
    input wire  [255:0] d;
    output reg  [255:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 256'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_ack_builder__held_sack


module metaroce_ack_builder__held_src_ip(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_ack_builder__held_src_ip


module metaroce_ack_builder__held_src_mac(d,q,clock);

    // Module arguments
    input wire  [47:0] d;
    output reg  [47:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 48'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_ack_builder__held_src_mac


module metaroce_ack_builder__held_src_port(d,q,clock);

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

endmodule // metaroce_ack_builder__held_src_port


module metaroce_ack_builder__held_ttl(d,q,clock);

    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 8'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_ack_builder__held_ttl


module metaroce_ack_builder__sending_second(d,q,clock);

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

endmodule // metaroce_ack_builder__sending_second

`resetall
