// SPDX-License-Identifier: MIT OR Apache-2.0
// Generated from hdl/src/memory/table.rs by `cargo run -p metaroce-hdl --bin emit-verilog`.
// Do not edit: change the Rust-HDL source and regenerate.
// Language: Verilog 2001

`resetall
`timescale 1ns / 1ps
`default_nettype none


module metaroce_mr_table(clk,rst,s_write_valid,s_write_index,s_write_enable,s_write_key,s_write_base,s_write_length,s_write_remote_write,s_write_local_write,s_lookup_valid,s_lookup_rkey,s_lookup_addr,s_lookup_len,s_lookup_local,s_lookup_tag,m_result_valid,m_result_tag,m_result_allowed);

    // Module arguments
    input wire  clk;
    input wire  rst;
    input wire  s_write_valid;
    input wire  [7:0] s_write_index;
    input wire  s_write_enable;
    input wire  [31:0] s_write_key;
    input wire  [63:0] s_write_base;
    input wire  [63:0] s_write_length;
    input wire  s_write_remote_write;
    input wire  s_write_local_write;
    input wire  s_lookup_valid;
    input wire  [31:0] s_lookup_rkey;
    input wire  [63:0] s_lookup_addr;
    input wire  [31:0] s_lookup_len;
    input wire  s_lookup_local;
    input wire  [7:0] s_lookup_tag;
    output reg  m_result_valid;
    output reg  [7:0] m_result_tag;
    output reg  m_result_allowed;

    // Stub signals
    reg  [7:0] regions$read_address;
    reg  regions$read_clock;
    wire  [163:0] regions$read_data;
    reg  [7:0] regions$write_address;
    reg  regions$write_clock;
    reg  [163:0] regions$write_data;
    reg  regions$write_enable;
    reg  s1_valid$d;
    wire  s1_valid$q;
    reg  s1_valid$clock;
    reg  [31:0] s1_rkey$d;
    wire  [31:0] s1_rkey$q;
    reg  s1_rkey$clock;
    reg  [63:0] s1_addr$d;
    wire  [63:0] s1_addr$q;
    reg  s1_addr$clock;
    reg  [31:0] s1_len$d;
    wire  [31:0] s1_len$q;
    reg  s1_len$clock;
    reg  [7:0] s1_tag$d;
    wire  [7:0] s1_tag$q;
    reg  s1_tag$clock;
    reg  s1_local$d;
    wire  s1_local$q;
    reg  s1_local$clock;
    reg  s2_local$d;
    wire  s2_local$q;
    reg  s2_local$clock;
    reg  s2_valid$d;
    wire  s2_valid$q;
    reg  s2_valid$clock;
    reg  [31:0] s2_rkey$d;
    wire  [31:0] s2_rkey$q;
    reg  s2_rkey$clock;
    reg  [63:0] s2_addr$d;
    wire  [63:0] s2_addr$q;
    reg  s2_addr$clock;
    reg  [64:0] s2_end$d;
    wire  [64:0] s2_end$q;
    reg  s2_end$clock;
    reg  [7:0] s2_tag$d;
    wire  [7:0] s2_tag$q;
    reg  s2_tag$clock;
    reg  [163:0] s2_region$d;
    wire  [163:0] s2_region$q;
    reg  s2_region$clock;
    reg  result_valid$d;
    wire  result_valid$q;
    reg  result_valid$clock;
    reg  [7:0] result_tag$d;
    wire  [7:0] result_tag$q;
    reg  result_tag$clock;
    reg  result_allowed$d;
    wire  result_allowed$q;
    reg  result_allowed$clock;

    // Local signals
    reg  [163:0] written;

    // Sub module instances
    metaroce_mr_table__regions regions(
        .read_address(regions$read_address),
        .read_clock(regions$read_clock),
        .read_data(regions$read_data),
        .write_address(regions$write_address),
        .write_clock(regions$write_clock),
        .write_data(regions$write_data),
        .write_enable(regions$write_enable)
    );
    metaroce_mr_table__s1_valid s1_valid(
        .d(s1_valid$d),
        .q(s1_valid$q),
        .clock(s1_valid$clock)
    );
    metaroce_mr_table__s1_rkey s1_rkey(
        .d(s1_rkey$d),
        .q(s1_rkey$q),
        .clock(s1_rkey$clock)
    );
    metaroce_mr_table__s1_addr s1_addr(
        .d(s1_addr$d),
        .q(s1_addr$q),
        .clock(s1_addr$clock)
    );
    metaroce_mr_table__s1_len s1_len(
        .d(s1_len$d),
        .q(s1_len$q),
        .clock(s1_len$clock)
    );
    metaroce_mr_table__s1_tag s1_tag(
        .d(s1_tag$d),
        .q(s1_tag$q),
        .clock(s1_tag$clock)
    );
    metaroce_mr_table__s1_local s1_local(
        .d(s1_local$d),
        .q(s1_local$q),
        .clock(s1_local$clock)
    );
    metaroce_mr_table__s2_local s2_local(
        .d(s2_local$d),
        .q(s2_local$q),
        .clock(s2_local$clock)
    );
    metaroce_mr_table__s2_valid s2_valid(
        .d(s2_valid$d),
        .q(s2_valid$q),
        .clock(s2_valid$clock)
    );
    metaroce_mr_table__s2_rkey s2_rkey(
        .d(s2_rkey$d),
        .q(s2_rkey$q),
        .clock(s2_rkey$clock)
    );
    metaroce_mr_table__s2_addr s2_addr(
        .d(s2_addr$d),
        .q(s2_addr$q),
        .clock(s2_addr$clock)
    );
    metaroce_mr_table__s2_end s2_end(
        .d(s2_end$d),
        .q(s2_end$q),
        .clock(s2_end$clock)
    );
    metaroce_mr_table__s2_tag s2_tag(
        .d(s2_tag$d),
        .q(s2_tag$q),
        .clock(s2_tag$clock)
    );
    metaroce_mr_table__s2_region s2_region(
        .d(s2_region$d),
        .q(s2_region$q),
        .clock(s2_region$clock)
    );
    metaroce_mr_table__result_valid result_valid(
        .d(result_valid$d),
        .q(result_valid$q),
        .clock(result_valid$clock)
    );
    metaroce_mr_table__result_tag result_tag(
        .d(result_tag$d),
        .q(result_tag$q),
        .clock(result_tag$clock)
    );
    metaroce_mr_table__result_allowed result_allowed(
        .d(result_allowed$d),
        .q(result_allowed$q),
        .clock(result_allowed$clock)
    );

    // Update code
    always @(*) begin
        s1_valid$clock = clk;
        s1_rkey$clock = clk;
        s1_addr$clock = clk;
        s1_len$clock = clk;
        s1_tag$clock = clk;
        s1_local$clock = clk;
        s2_local$clock = clk;
        s2_valid$clock = clk;
        s2_rkey$clock = clk;
        s2_addr$clock = clk;
        s2_end$clock = clk;
        s2_tag$clock = clk;
        s2_region$clock = clk;
        result_valid$clock = clk;
        result_tag$clock = clk;
        result_allowed$clock = clk;
        s1_valid$d = s1_valid$q;
        s1_rkey$d = s1_rkey$q;
        s1_addr$d = s1_addr$q;
        s1_len$d = s1_len$q;
        s1_tag$d = s1_tag$q;
        s1_local$d = s1_local$q;
        s2_local$d = s2_local$q;
        s2_valid$d = s2_valid$q;
        s2_rkey$d = s2_rkey$q;
        s2_addr$d = s2_addr$q;
        s2_end$d = s2_end$q;
        s2_tag$d = s2_tag$q;
        s2_region$d = s2_region$q;
        result_valid$d = result_valid$q;
        result_tag$d = result_tag$q;
        result_allowed$d = result_allowed$q;
        regions$read_clock = clk;
        regions$write_clock = clk;
        written[(64'h0)+:(1)] = s_write_enable;
        written[(64'h1)+:(32)] = s_write_key;
        written[(64'h21)+:(64)] = s_write_base;
        written[(64'h61)+:(65)] = ((s_write_base) & 65'h1ffffffffffffffff) + ((s_write_length) & 65'h1ffffffffffffffff);
        written[(64'ha2)+:(1)] = s_write_remote_write;
        written[(64'ha3)+:(1)] = s_write_local_write;
        regions$write_enable = s_write_valid;
        regions$write_address = s_write_index;
        regions$write_data = written;
        regions$read_address = s_lookup_rkey[(32'h8)+:(8)];
        s1_valid$d = s_lookup_valid & ~rst;
        s1_rkey$d = s_lookup_rkey;
        s1_addr$d = s_lookup_addr;
        s1_len$d = s_lookup_len;
        s1_tag$d = s_lookup_tag;
        s1_local$d = s_lookup_local;
        s2_valid$d = s1_valid$q & ~rst;
        s2_rkey$d = s1_rkey$q;
        s2_addr$d = s1_addr$q;
        s2_end$d = ((s1_addr$q) & 65'h1ffffffffffffffff) + ((s1_len$q) & 65'h1ffffffffffffffff);
        s2_tag$d = s1_tag$q;
        s2_local$d = s1_local$q;
        s2_region$d = regions$read_data;
        result_valid$d = s2_valid$q & ~rst;
        result_tag$d = s2_tag$q;
        result_allowed$d = s2_region$q[(64'h0)+:(1)] & (s2_region$q[(64'h1)+:(32)] == s2_rkey$q) & ((s2_region$q[(64'ha2)+:(1)] & ~s2_local$q) | (s2_region$q[(64'ha3)+:(1)] & s2_local$q)) & (s2_addr$q >= s2_region$q[(64'h21)+:(64)]) & (s2_end$q <= s2_region$q[(64'h61)+:(65)]);
        m_result_valid = result_valid$q;
        m_result_tag = result_tag$q;
        m_result_allowed = result_allowed$q;
    end

endmodule // metaroce_mr_table


module metaroce_mr_table__regions(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);

    // Module arguments
    input wire  [7:0] read_address;
    input wire  read_clock;
    output reg  [163:0] read_data;
    input wire  [7:0] write_address;
    input wire  write_clock;
    input wire  [163:0] write_data;
    input wire  write_enable;

    // Update code (custom)
    reg[163:0] mem[255:0];



    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end

    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end

endmodule // metaroce_mr_table__regions


module metaroce_mr_table__result_allowed(d,q,clock);

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

endmodule // metaroce_mr_table__result_allowed


module metaroce_mr_table__result_tag(d,q,clock);

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

endmodule // metaroce_mr_table__result_tag


module metaroce_mr_table__result_valid(d,q,clock);

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

endmodule // metaroce_mr_table__result_valid


module metaroce_mr_table__s1_addr(d,q,clock);

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

endmodule // metaroce_mr_table__s1_addr


module metaroce_mr_table__s1_len(d,q,clock);

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

endmodule // metaroce_mr_table__s1_len


module metaroce_mr_table__s1_local(d,q,clock);

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

endmodule // metaroce_mr_table__s1_local


module metaroce_mr_table__s1_rkey(d,q,clock);

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

endmodule // metaroce_mr_table__s1_rkey


module metaroce_mr_table__s1_tag(d,q,clock);

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

endmodule // metaroce_mr_table__s1_tag


module metaroce_mr_table__s1_valid(d,q,clock);

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

endmodule // metaroce_mr_table__s1_valid


module metaroce_mr_table__s2_addr(d,q,clock);

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

endmodule // metaroce_mr_table__s2_addr


module metaroce_mr_table__s2_end(d,q,clock);

    // Module arguments
    input wire  [64:0] d;
    output reg  [64:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 65'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_mr_table__s2_end


module metaroce_mr_table__s2_local(d,q,clock);

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

endmodule // metaroce_mr_table__s2_local


module metaroce_mr_table__s2_region(d,q,clock);

    // Module arguments
    input wire  [163:0] d;
    output reg  [163:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 164'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_mr_table__s2_region


module metaroce_mr_table__s2_rkey(d,q,clock);

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

endmodule // metaroce_mr_table__s2_rkey


module metaroce_mr_table__s2_tag(d,q,clock);

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

endmodule // metaroce_mr_table__s2_tag


module metaroce_mr_table__s2_valid(d,q,clock);

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

endmodule // metaroce_mr_table__s2_valid

`resetall
