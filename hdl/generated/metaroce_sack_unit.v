// SPDX-License-Identifier: MIT OR Apache-2.0
// Generated from hdl/src/sack/unit.rs by `cargo run -p metaroce-hdl --bin emit-verilog`.
// Do not edit: change the Rust-HDL source and regenerate.
// Language: Verilog 2001

`resetall
`timescale 1ns / 1ps
`default_nettype none


module metaroce_sack_unit(clk,rst,s_update_valid,s_update_window,s_update_psn,s_update_ce,s_update_timestamp,s_update_ack_req,s_update_placed,ack_every,s_cmd_valid,s_cmd_ready,s_cmd_op,s_cmd_window,s_cmd_base,m_result_valid,m_result_window,m_result_class,m_result_new_hole,m_result_base,m_result_bitmap,m_result_ce_count,m_result_ack,m_result_since_ack,m_result_echo_timestamp);

    // Module arguments
    input wire  clk;
    input wire  rst;
    input wire  s_update_valid;
    input wire  [5:0] s_update_window;
    input wire  [31:0] s_update_psn;
    input wire  s_update_ce;
    input wire  [63:0] s_update_timestamp;
    input wire  s_update_ack_req;
    input wire  s_update_placed;
    input wire  [15:0] ack_every;
    input wire  s_cmd_valid;
    output reg  s_cmd_ready;
    input wire  s_cmd_op;
    input wire  [5:0] s_cmd_window;
    input wire  [31:0] s_cmd_base;
    output reg  m_result_valid;
    output reg  [5:0] m_result_window;
    output reg  [1:0] m_result_class;
    output reg  m_result_new_hole;
    output reg  [31:0] m_result_base;
    output reg  [255:0] m_result_bitmap;
    output reg  [31:0] m_result_ce_count;
    output reg  [1:0] m_result_ack;
    output reg  [15:0] m_result_since_ack;
    output reg  [63:0] m_result_echo_timestamp;

    // Stub signals
    reg  [5:0] windows$read_address;
    reg  windows$read_clock;
    wire  [399:0] windows$read_data;
    reg  [5:0] windows$write_address;
    reg  windows$write_clock;
    reg  [399:0] windows$write_data;
    reg  windows$write_enable;
    reg  s1_valid$d;
    wire  s1_valid$q;
    reg  s1_valid$clock;
    reg  s1_init$d;
    wire  s1_init$q;
    reg  s1_init$clock;
    reg  [5:0] s1_window$d;
    wire  [5:0] s1_window$q;
    reg  s1_window$clock;
    reg  [31:0] s1_psn$d;
    wire  [31:0] s1_psn$q;
    reg  s1_psn$clock;
    reg  s1_ce$d;
    wire  s1_ce$q;
    reg  s1_ce$clock;
    reg  [63:0] s1_timestamp$d;
    wire  [63:0] s1_timestamp$q;
    reg  s1_timestamp$clock;
    reg  s1_ack_req$d;
    wire  s1_ack_req$q;
    reg  s1_ack_req$clock;
    reg  s1_placed$d;
    wire  s1_placed$q;
    reg  s1_placed$clock;
    reg  s1_op$d;
    wire  s1_op$q;
    reg  s1_op$clock;
    reg  written_valid$d;
    wire  written_valid$q;
    reg  written_valid$clock;
    reg  [5:0] written_window$d;
    wire  [5:0] written_window$q;
    reg  written_window$clock;
    reg  [399:0] written_word$d;
    wire  [399:0] written_word$q;
    reg  written_word$clock;
    reg  result_valid$d;
    wire  result_valid$q;
    reg  result_valid$clock;
    reg  [5:0] result_window$d;
    wire  [5:0] result_window$q;
    reg  result_window$clock;
    reg  [1:0] result_class$d;
    wire  [1:0] result_class$q;
    reg  result_class$clock;
    reg  result_new_hole$d;
    wire  result_new_hole$q;
    reg  result_new_hole$clock;
    reg  [1:0] result_ack$d;
    wire  [1:0] result_ack$q;
    reg  result_ack$clock;
    reg  [399:0] result_word$d;
    wire  [399:0] result_word$q;
    reg  result_word$clock;

    // Local signals
    reg  command_taken;
    reg  new_hole;
    reg  [15:0] counted;
    reg  urgent;
    reg  [1:0] ack;
    reg  [399:0] word;
    reg  [255:0] bitmap;
    reg  [31:0] base;
    reg  [31:0] ce_count;
    reg  [31:0] offset;
    reg  [31:0] gap_behind;
    reg  in_window;
    reg  behind;
    reg  [7:0] previous_offset;
    reg  offset_received;
    reg  previous_received;
    reg  is_new;
    reg  [255:0] marked;
    reg  [4:0] first_open_group;
    reg  [15:0] open_group_bits;
    reg  [4:0] first_zero_in_group;
    reg  [8:0] slide;
    reg  [399:0] new_word;
    reg  [1:0] verdict;

    // Sub module instances
    metaroce_sack_unit__windows windows(
        .read_address(windows$read_address),
        .read_clock(windows$read_clock),
        .read_data(windows$read_data),
        .write_address(windows$write_address),
        .write_clock(windows$write_clock),
        .write_data(windows$write_data),
        .write_enable(windows$write_enable)
    );
    metaroce_sack_unit__s1_valid s1_valid(
        .d(s1_valid$d),
        .q(s1_valid$q),
        .clock(s1_valid$clock)
    );
    metaroce_sack_unit__s1_init s1_init(
        .d(s1_init$d),
        .q(s1_init$q),
        .clock(s1_init$clock)
    );
    metaroce_sack_unit__s1_window s1_window(
        .d(s1_window$d),
        .q(s1_window$q),
        .clock(s1_window$clock)
    );
    metaroce_sack_unit__s1_psn s1_psn(
        .d(s1_psn$d),
        .q(s1_psn$q),
        .clock(s1_psn$clock)
    );
    metaroce_sack_unit__s1_ce s1_ce(
        .d(s1_ce$d),
        .q(s1_ce$q),
        .clock(s1_ce$clock)
    );
    metaroce_sack_unit__s1_timestamp s1_timestamp(
        .d(s1_timestamp$d),
        .q(s1_timestamp$q),
        .clock(s1_timestamp$clock)
    );
    metaroce_sack_unit__s1_ack_req s1_ack_req(
        .d(s1_ack_req$d),
        .q(s1_ack_req$q),
        .clock(s1_ack_req$clock)
    );
    metaroce_sack_unit__s1_placed s1_placed(
        .d(s1_placed$d),
        .q(s1_placed$q),
        .clock(s1_placed$clock)
    );
    metaroce_sack_unit__s1_op s1_op(
        .d(s1_op$d),
        .q(s1_op$q),
        .clock(s1_op$clock)
    );
    metaroce_sack_unit__written_valid written_valid(
        .d(written_valid$d),
        .q(written_valid$q),
        .clock(written_valid$clock)
    );
    metaroce_sack_unit__written_window written_window(
        .d(written_window$d),
        .q(written_window$q),
        .clock(written_window$clock)
    );
    metaroce_sack_unit__written_word written_word(
        .d(written_word$d),
        .q(written_word$q),
        .clock(written_word$clock)
    );
    metaroce_sack_unit__result_valid result_valid(
        .d(result_valid$d),
        .q(result_valid$q),
        .clock(result_valid$clock)
    );
    metaroce_sack_unit__result_window result_window(
        .d(result_window$d),
        .q(result_window$q),
        .clock(result_window$clock)
    );
    metaroce_sack_unit__result_class result_class(
        .d(result_class$d),
        .q(result_class$q),
        .clock(result_class$clock)
    );
    metaroce_sack_unit__result_new_hole result_new_hole(
        .d(result_new_hole$d),
        .q(result_new_hole$q),
        .clock(result_new_hole$clock)
    );
    metaroce_sack_unit__result_ack result_ack(
        .d(result_ack$d),
        .q(result_ack$q),
        .clock(result_ack$clock)
    );
    metaroce_sack_unit__result_word result_word(
        .d(result_word$d),
        .q(result_word$q),
        .clock(result_word$clock)
    );

    // Update code
    always @(*) begin
        s1_valid$clock = clk;
        s1_init$clock = clk;
        s1_window$clock = clk;
        s1_psn$clock = clk;
        s1_ce$clock = clk;
        s1_timestamp$clock = clk;
        s1_ack_req$clock = clk;
        s1_placed$clock = clk;
        s1_op$clock = clk;
        written_valid$clock = clk;
        written_window$clock = clk;
        written_word$clock = clk;
        result_valid$clock = clk;
        result_window$clock = clk;
        result_class$clock = clk;
        result_new_hole$clock = clk;
        result_ack$clock = clk;
        result_word$clock = clk;
        s1_valid$d = s1_valid$q;
        s1_init$d = s1_init$q;
        s1_window$d = s1_window$q;
        s1_psn$d = s1_psn$q;
        s1_ce$d = s1_ce$q;
        s1_timestamp$d = s1_timestamp$q;
        s1_ack_req$d = s1_ack_req$q;
        s1_placed$d = s1_placed$q;
        s1_op$d = s1_op$q;
        written_valid$d = written_valid$q;
        written_window$d = written_window$q;
        written_word$d = written_word$q;
        result_valid$d = result_valid$q;
        result_window$d = result_window$q;
        result_class$d = result_class$q;
        result_new_hole$d = result_new_hole$q;
        result_ack$d = result_ack$q;
        result_word$d = result_word$q;
        windows$read_clock = clk;
        windows$write_clock = clk;
        command_taken = s_cmd_valid & ~s_update_valid;
        s_cmd_ready = ~s_update_valid;
        s1_valid$d = s_update_valid & ~rst;
        s1_init$d = command_taken & ~rst;
        s1_op$d = s_cmd_op;
        s1_ce$d = s_update_ce;
        s1_timestamp$d = s_update_timestamp;
        s1_ack_req$d = s_update_ack_req;
        s1_placed$d = s_update_placed;
        if (s_update_valid) begin
            s1_window$d = s_update_window;
            s1_psn$d = s_update_psn;
            windows$read_address = s_update_window;
        end
        else begin
            s1_window$d = s_cmd_window;
            s1_psn$d = s_cmd_base;
            windows$read_address = s_cmd_window;
        end
        if (written_valid$q & (written_window$q == s1_window$q)) begin
            word = written_word$q;
        end
        else begin
            word = windows$read_data;
        end
        bitmap = word[(64'h0)+:(256)];
        base = word[(64'h100)+:(32)];
        ce_count = word[(64'h120)+:(32)];
        offset = s1_psn$q - base;
        gap_behind = base - s1_psn$q;
        in_window = ~|offset[(32'h8)+:(24)];
        behind = ~gap_behind[32'h1f] & |gap_behind;
        offset_received = bitmap[offset[(32'h0)+:(8)]];
        previous_offset = offset[(32'h0)+:(8)] - 32'h1;
        previous_received = bitmap[previous_offset];
        is_new = s1_valid$q & in_window & ~offset_received;
        if (is_new) begin
            verdict = 32'h0;
        end
        else if (in_window | behind) begin
            verdict = 32'h1;
        end
        else begin
            verdict = 32'h2;
        end
        marked = bitmap;
        if (is_new) begin
            marked = (bitmap & ~(1 << (offset[(32'h0)+:(8)])) | ((1'b1) << (offset[(32'h0)+:(8)])));
        end
        first_open_group = 32'h10;
        if (~&marked[((32'hf - 0) * 32'h10)+:(16)]) begin
            first_open_group = (32'hf - 0);
        end
        if (~&marked[((32'hf - 1) * 32'h10)+:(16)]) begin
            first_open_group = (32'hf - 1);
        end
        if (~&marked[((32'hf - 2) * 32'h10)+:(16)]) begin
            first_open_group = (32'hf - 2);
        end
        if (~&marked[((32'hf - 3) * 32'h10)+:(16)]) begin
            first_open_group = (32'hf - 3);
        end
        if (~&marked[((32'hf - 4) * 32'h10)+:(16)]) begin
            first_open_group = (32'hf - 4);
        end
        if (~&marked[((32'hf - 5) * 32'h10)+:(16)]) begin
            first_open_group = (32'hf - 5);
        end
        if (~&marked[((32'hf - 6) * 32'h10)+:(16)]) begin
            first_open_group = (32'hf - 6);
        end
        if (~&marked[((32'hf - 7) * 32'h10)+:(16)]) begin
            first_open_group = (32'hf - 7);
        end
        if (~&marked[((32'hf - 8) * 32'h10)+:(16)]) begin
            first_open_group = (32'hf - 8);
        end
        if (~&marked[((32'hf - 9) * 32'h10)+:(16)]) begin
            first_open_group = (32'hf - 9);
        end
        if (~&marked[((32'hf - 10) * 32'h10)+:(16)]) begin
            first_open_group = (32'hf - 10);
        end
        if (~&marked[((32'hf - 11) * 32'h10)+:(16)]) begin
            first_open_group = (32'hf - 11);
        end
        if (~&marked[((32'hf - 12) * 32'h10)+:(16)]) begin
            first_open_group = (32'hf - 12);
        end
        if (~&marked[((32'hf - 13) * 32'h10)+:(16)]) begin
            first_open_group = (32'hf - 13);
        end
        if (~&marked[((32'hf - 14) * 32'h10)+:(16)]) begin
            first_open_group = (32'hf - 14);
        end
        if (~&marked[((32'hf - 15) * 32'h10)+:(16)]) begin
            first_open_group = (32'hf - 15);
        end
        open_group_bits = marked[(first_open_group[(32'h0)+:(4)] * 32'h10)+:(16)];
        first_zero_in_group = 32'h10;
        if (~open_group_bits[32'hf - 0]) begin
            first_zero_in_group = (32'hf - 0);
        end
        if (~open_group_bits[32'hf - 1]) begin
            first_zero_in_group = (32'hf - 1);
        end
        if (~open_group_bits[32'hf - 2]) begin
            first_zero_in_group = (32'hf - 2);
        end
        if (~open_group_bits[32'hf - 3]) begin
            first_zero_in_group = (32'hf - 3);
        end
        if (~open_group_bits[32'hf - 4]) begin
            first_zero_in_group = (32'hf - 4);
        end
        if (~open_group_bits[32'hf - 5]) begin
            first_zero_in_group = (32'hf - 5);
        end
        if (~open_group_bits[32'hf - 6]) begin
            first_zero_in_group = (32'hf - 6);
        end
        if (~open_group_bits[32'hf - 7]) begin
            first_zero_in_group = (32'hf - 7);
        end
        if (~open_group_bits[32'hf - 8]) begin
            first_zero_in_group = (32'hf - 8);
        end
        if (~open_group_bits[32'hf - 9]) begin
            first_zero_in_group = (32'hf - 9);
        end
        if (~open_group_bits[32'hf - 10]) begin
            first_zero_in_group = (32'hf - 10);
        end
        if (~open_group_bits[32'hf - 11]) begin
            first_zero_in_group = (32'hf - 11);
        end
        if (~open_group_bits[32'hf - 12]) begin
            first_zero_in_group = (32'hf - 12);
        end
        if (~open_group_bits[32'hf - 13]) begin
            first_zero_in_group = (32'hf - 13);
        end
        if (~open_group_bits[32'hf - 14]) begin
            first_zero_in_group = (32'hf - 14);
        end
        if (~open_group_bits[32'hf - 15]) begin
            first_zero_in_group = (32'hf - 15);
        end
        slide = 32'h0;
        if (is_new & ~|offset) begin
            if (first_open_group[32'h4]) begin
                slide = 32'h100;
            end
            else begin
                slide = (((first_open_group) & 9'h1ff) << 32'h4) + ((first_zero_in_group) & 9'h1ff);
            end
        end
        new_word[(64'h0)+:(256)] = marked >> slide;
        new_word[(64'h100)+:(32)] = base + ((slide) & 32'hffffffff);
        new_word[(64'h120)+:(32)] = ce_count;
        if (is_new & s1_ce$q) begin
            new_word[(64'h120)+:(32)] = ce_count + 32'h1;
        end
        new_hole = is_new & |offset & ~previous_received;
        counted = word[(64'h140)+:(16)];
        if (word[(64'h140)+:(16)] != 32'hffff) begin
            counted = word[(64'h140)+:(16)] + 32'h1;
        end
        urgent = new_hole | s1_ack_req$q | ~s1_placed$q | (counted >= ack_every);
        new_word[(64'h140)+:(16)] = word[(64'h140)+:(16)];
        new_word[(64'h150)+:(64)] = word[(64'h150)+:(64)];
        ack = 32'h0;
        if (is_new) begin
            new_word[(64'h150)+:(64)] = s1_timestamp$q;
            if (urgent) begin
                new_word[(64'h140)+:(16)] = 32'h0;
                ack = 32'h2;
            end
            else begin
                new_word[(64'h140)+:(16)] = counted;
                ack = 32'h1;
            end
        end
        else if (s1_valid$q & (in_window | behind)) begin
            new_word[(64'h140)+:(16)] = 32'h0;
            new_word[(64'h150)+:(64)] = s1_timestamp$q;
            ack = 32'h2;
        end
        if (s1_init$q) begin
            new_word[(64'h140)+:(16)] = 32'h0;
            if (~s1_op$q) begin
                new_word[(64'h0)+:(256)] = 32'h0;
                new_word[(64'h100)+:(32)] = s1_psn$q;
                new_word[(64'h120)+:(32)] = 32'h0;
                new_word[(64'h150)+:(64)] = 32'h0;
            end
        end
        windows$write_address = s1_window$q;
        windows$write_data = new_word;
        windows$write_enable = s1_valid$q | s1_init$q;
        written_valid$d = (s1_valid$q | s1_init$q) & ~rst;
        written_window$d = s1_window$q;
        written_word$d = new_word;
        result_valid$d = s1_valid$q & ~rst;
        result_window$d = s1_window$q;
        result_class$d = verdict;
        result_new_hole$d = new_hole;
        result_ack$d = ack;
        result_word$d = new_word;
        m_result_valid = result_valid$q;
        m_result_window = result_window$q;
        m_result_class = result_class$q;
        m_result_new_hole = result_new_hole$q;
        m_result_bitmap = result_word$q[(64'h0)+:(256)];
        m_result_base = result_word$q[(64'h100)+:(32)];
        m_result_ce_count = result_word$q[(64'h120)+:(32)];
        m_result_ack = result_ack$q;
        m_result_since_ack = result_word$q[(64'h140)+:(16)];
        m_result_echo_timestamp = result_word$q[(64'h150)+:(64)];
    end

endmodule // metaroce_sack_unit


module metaroce_sack_unit__result_ack(d,q,clock);

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

endmodule // metaroce_sack_unit__result_ack


module metaroce_sack_unit__result_class(d,q,clock);

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

endmodule // metaroce_sack_unit__result_class


module metaroce_sack_unit__result_new_hole(d,q,clock);

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

endmodule // metaroce_sack_unit__result_new_hole


module metaroce_sack_unit__result_valid(d,q,clock);

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

endmodule // metaroce_sack_unit__result_valid


module metaroce_sack_unit__result_window(d,q,clock);

    // Module arguments
    input wire  [5:0] d;
    output reg  [5:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 6'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_sack_unit__result_window


module metaroce_sack_unit__result_word(d,q,clock);

    // Module arguments
    input wire  [399:0] d;
    output reg  [399:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 400'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_sack_unit__result_word


module metaroce_sack_unit__s1_ack_req(d,q,clock);

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

endmodule // metaroce_sack_unit__s1_ack_req


module metaroce_sack_unit__s1_ce(d,q,clock);

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

endmodule // metaroce_sack_unit__s1_ce


module metaroce_sack_unit__s1_init(d,q,clock);

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

endmodule // metaroce_sack_unit__s1_init


module metaroce_sack_unit__s1_op(d,q,clock);

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

endmodule // metaroce_sack_unit__s1_op


module metaroce_sack_unit__s1_placed(d,q,clock);

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

endmodule // metaroce_sack_unit__s1_placed


module metaroce_sack_unit__s1_psn(d,q,clock);

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

endmodule // metaroce_sack_unit__s1_psn


module metaroce_sack_unit__s1_timestamp(d,q,clock);

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

endmodule // metaroce_sack_unit__s1_timestamp


module metaroce_sack_unit__s1_valid(d,q,clock);

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

endmodule // metaroce_sack_unit__s1_valid


module metaroce_sack_unit__s1_window(d,q,clock);

    // Module arguments
    input wire  [5:0] d;
    output reg  [5:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 6'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_sack_unit__s1_window


module metaroce_sack_unit__windows(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);

    // Module arguments
    input wire  [5:0] read_address;
    input wire  read_clock;
    output reg  [399:0] read_data;
    input wire  [5:0] write_address;
    input wire  write_clock;
    input wire  [399:0] write_data;
    input wire  write_enable;

    // Update code (custom)
    reg[399:0] mem[63:0];



    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end

    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end

endmodule // metaroce_sack_unit__windows


module metaroce_sack_unit__written_valid(d,q,clock);

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

endmodule // metaroce_sack_unit__written_valid


module metaroce_sack_unit__written_window(d,q,clock);

    // Module arguments
    input wire  [5:0] d;
    output reg  [5:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 6'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_sack_unit__written_window


module metaroce_sack_unit__written_word(d,q,clock);

    // Module arguments
    input wire  [399:0] d;
    output reg  [399:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 400'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_sack_unit__written_word

`resetall
