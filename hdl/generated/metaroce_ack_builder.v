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
    reg  [694:0] held$d;
    wire  [694:0] held$q;
    reg  held$clock;
    reg  [694:0] next$d;
    wire  [694:0] next$q;
    reg  next$clock;
    reg  next_valid$d;
    wire  next_valid$q;
    reg  next_valid$clock;
    reg  [1023:0] beats$big_endian;
    wire  [511:0] beats$first_beat;
    wire  [511:0] beats$second_beat;

    // Local signals
    reg  take;
    reg  beat_taken;
    reg  held_free;
    reg  [694:0] request;
    reg  [31:0] held_src_ip;
    reg  [31:0] held_dst_ip;
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
    metaroce_ack_builder__held held(
        .d(held$d),
        .q(held$q),
        .clock(held$clock)
    );
    metaroce_ack_builder__next next(
        .d(next$d),
        .q(next$q),
        .clock(next$clock)
    );
    metaroce_ack_builder__next_valid next_valid(
        .d(next_valid$d),
        .q(next_valid$q),
        .clock(next_valid$clock)
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
        held$clock = clk;
        next$clock = clk;
        next_valid$clock = clk;
        busy$d = busy$q;
        sending_second$d = sending_second$q;
        held$d = held$q;
        next$d = next$q;
        next_valid$d = next_valid$q;
        request[(64'h0)+:(48)] = s_request_dst_mac;
        request[(64'h30)+:(48)] = s_request_src_mac;
        request[(64'h60)+:(32)] = s_request_src_ip;
        request[(64'h80)+:(32)] = s_request_dst_ip;
        request[(64'ha0)+:(2)] = s_request_ecn;
        request[(64'ha2)+:(16)] = s_request_ident;
        request[(64'hb2)+:(8)] = s_request_ttl;
        request[(64'hba)+:(16)] = s_request_src_port;
        request[(64'hca)+:(16)] = s_request_dst_port;
        request[(64'hda)+:(4)] = s_request_flags[(32'h0)+:(4)];
        request[(64'hde)+:(32)] = s_request_conn_id;
        request[(64'hfe)+:(16)] = s_request_path_id;
        request[(64'h10e)+:(8)] = s_request_epoch;
        request[(64'h2b6)+:(1)] = s_request_nack;
        if (s_request_nack) begin
            request[(64'h116)+:(32)] = ((s_request_nack_code) & 32'hffffffff) << 32'h18;
            request[(64'h136)+:(32)] = s_request_nack_stream;
            request[(64'h156)+:(32)] = s_request_nack_msn;
            request[(64'h176)+:(64)] = (((s_request_nack_psn) & 64'hffffffffffffffff) << 32'h20) | (((s_request_nack_opcode) & 64'hffffffffffffffff) << 32'h18);
            request[(64'h1b6)+:(256)] = 32'h0;
        end
        else begin
            request[(64'h116)+:(32)] = s_request_cum_psn;
            request[(64'h136)+:(32)] = s_request_ce_count;
            request[(64'h156)+:(32)] = s_request_rate_hint;
            request[(64'h176)+:(64)] = s_request_echo_timestamp;
            request[(64'h1b6)+:(256)] = s_request_sack;
        end
        beat_taken = busy$q & m_axis_tx_tready;
        held_free = ~busy$q | (sending_second$q & beat_taken);
        s_request_ready = ~next_valid$q;
        take = s_request_valid & ~next_valid$q;
        if (beat_taken) begin
            sending_second$d = ~sending_second$q;
            busy$d = ~sending_second$q;
        end
        if (take) begin
            next$d = request;
            next_valid$d = 1'b1;
        end
        if (held_free & next_valid$q) begin
            busy$d = 1'b1;
            sending_second$d = 1'b0;
            next_valid$d = 1'b0;
            held$d = next$q;
        end
        if (rst) begin
            busy$d = 1'b0;
            sending_second$d = 1'b0;
            next_valid$d = 1'b0;
        end
        if (held$q[(64'h2b6)+:(1)]) begin
            ip_len = 32'h3c;
            udp_len = 32'h28;
        end
        else begin
            ip_len = 32'h5c;
            udp_len = 32'h48;
        end
        held_src_ip = held$q[(64'h60)+:(32)];
        held_dst_ip = held$q[(64'h80)+:(32)];
        word_ver = 64'h4500 | ((held$q[(64'ha0)+:(2)]) & 16'hffff);
        word_ttl = (((held$q[(64'hb2)+:(8)]) & 16'hffff) << 32'h8) | 32'h11;
        word_len = ip_len + 32'h4000;
        sum1a = word_ver ^ word_ttl ^ word_len;
        carry1a = (word_ver & word_ttl) | (word_ver & word_len) | (word_ttl & word_len);
        carry1a = (carry1a << 32'h1) | (carry1a >> 32'hf);
        sum1b = held$q[(64'ha2)+:(16)] ^ held_src_ip[(32'h10)+:(16)] ^ held_src_ip[(32'h0)+:(16)];
        carry1b = (held$q[(64'ha2)+:(16)] & held_src_ip[(32'h10)+:(16)]) | (held$q[(64'ha2)+:(16)] & held_src_ip[(32'h0)+:(16)]) | (held_src_ip[(32'h10)+:(16)] & held_src_ip[(32'h0)+:(16)]);
        carry1b = (carry1b << 32'h1) | (carry1b >> 32'hf);
        sum2a = sum1a ^ carry1a ^ sum1b;
        carry2a = (sum1a & carry1a) | (sum1a & sum1b) | (carry1a & sum1b);
        carry2a = (carry2a << 32'h1) | (carry2a >> 32'hf);
        sum2b = carry1b ^ held_dst_ip[(32'h10)+:(16)] ^ held_dst_ip[(32'h0)+:(16)];
        carry2b = (carry1b & held_dst_ip[(32'h10)+:(16)]) | (carry1b & held_dst_ip[(32'h0)+:(16)]) | (held_dst_ip[(32'h10)+:(16)] & held_dst_ip[(32'h0)+:(16)]);
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
        frame_be = (((held$q[(64'h0)+:(48)]) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h3d0) | (((held$q[(64'h30)+:(48)]) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h3a0) | (64'h800 << 32'h390) | (64'h45 << 32'h388) | (((held$q[(64'ha0)+:(2)]) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h380) | (((ip_len) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h370) | (((held$q[(64'ha2)+:(16)]) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h360) | (64'h4000 << 32'h350) | (((held$q[(64'hb2)+:(8)]) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h348) | (64'h11 << 32'h340) | (((ip_checksum) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h330) | (((held$q[(64'h60)+:(32)]) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h310) | (((held$q[(64'h80)+:(32)]) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h2f0) | (((held$q[(64'hba)+:(16)]) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h2e0) | (((held$q[(64'hca)+:(16)]) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h2d0) | (((udp_len) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h2c0) | (64'h1 << 32'h2a8) | (64'h10 << 32'h2a0) | (((held$q[(64'h2b6)+:(1)]) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h2a0) | (((held$q[(64'hda)+:(4)]) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h290) | (((held$q[(64'hde)+:(32)]) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h270) | (((held$q[(64'hfe)+:(16)]) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h260) | (((held$q[(64'h10e)+:(8)]) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h258) | (((held$q[(64'h116)+:(32)]) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h230) | (((held$q[(64'h136)+:(32)]) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h210) | (((held$q[(64'h156)+:(32)]) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h1f0) | (((held$q[(64'h176)+:(64)]) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h1b0);
        beats$big_endian = frame_be;
        second_beat = beats$second_beat | (((held$q[(64'h1b6)+:(256)]) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h50);
        m_axis_tx_tvalid = busy$q;
        m_axis_tx_tuser = 1'b0;
        m_axis_tx_tlast = sending_second$q;
        if (sending_second$q) begin
            m_axis_tx_tdata = second_beat;
            if (held$q[(64'h2b6)+:(1)]) begin
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


module metaroce_ack_builder__held(d,q,clock);

    // Module arguments
    input wire  [694:0] d;
    output reg  [694:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 695'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_ack_builder__held


module metaroce_ack_builder__next(d,q,clock);

    // Module arguments
    input wire  [694:0] d;
    output reg  [694:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 695'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_ack_builder__next


module metaroce_ack_builder__next_valid(d,q,clock);

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

endmodule // metaroce_ack_builder__next_valid


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
