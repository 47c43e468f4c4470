// SPDX-License-Identifier: MIT OR Apache-2.0
// Generated from hdl/src/conn/table.rs by `cargo run -p metaroce-hdl --bin emit-verilog`.
// Do not edit: change the Rust-HDL source and regenerate.
// Language: Verilog 2001

`resetall
`timescale 1ns / 1ps
`default_nettype none


module metaroce_conn_table(clk,rst,s_conn_write_valid,s_conn_write_slot,s_conn_write_enable,s_conn_write_established,s_conn_write_conn_id,s_conn_write_peer_ip,s_conn_write_path_count,s_conn_write_peer_conn_id,s_conn_write_peer_port,s_conn_write_peer_mac,s_path_write_valid,s_path_write_window,s_path_write_epoch,s_lookup_valid,s_lookup_conn_id,s_lookup_src_ip,s_lookup_src_port,s_lookup_path_id,s_lookup_epoch,s_lookup_tag,m_result_valid,m_result_tag,m_result_verdict,m_result_slot,m_result_window,m_result_window_copy,m_result_ok,m_result_window_oh,m_result_peer_conn_id,m_result_peer_ip,m_result_peer_port,m_result_ack_src_port,m_result_peer_mac);

    // Module arguments
    input wire  clk;
    input wire  rst;
    input wire  s_conn_write_valid;
    input wire  [2:0] s_conn_write_slot;
    input wire  s_conn_write_enable;
    input wire  s_conn_write_established;
    input wire  [31:0] s_conn_write_conn_id;
    input wire  [31:0] s_conn_write_peer_ip;
    input wire  [3:0] s_conn_write_path_count;
    input wire  [31:0] s_conn_write_peer_conn_id;
    input wire  [15:0] s_conn_write_peer_port;
    input wire  [47:0] s_conn_write_peer_mac;
    input wire  s_path_write_valid;
    input wire  [5:0] s_path_write_window;
    input wire  [7:0] s_path_write_epoch;
    input wire  s_lookup_valid;
    input wire  [31:0] s_lookup_conn_id;
    input wire  [31:0] s_lookup_src_ip;
    input wire  [15:0] s_lookup_src_port;
    input wire  [15:0] s_lookup_path_id;
    input wire  [7:0] s_lookup_epoch;
    input wire  [7:0] s_lookup_tag;
    output reg  m_result_valid;
    output reg  [7:0] m_result_tag;
    output reg  [2:0] m_result_verdict;
    output reg  [2:0] m_result_slot;
    output reg  [5:0] m_result_window;
    output reg  [5:0] m_result_window_copy;
    output reg  m_result_ok;
    output reg  [63:0] m_result_window_oh;
    output reg  [31:0] m_result_peer_conn_id;
    output reg  [31:0] m_result_peer_ip;
    output reg  [15:0] m_result_peer_port;
    output reg  [15:0] m_result_ack_src_port;
    output reg  [47:0] m_result_peer_mac;

    // Stub signals
    reg  [2:0] connections$read_address;
    reg  connections$read_clock;
    wire  [165:0] connections$read_data;
    reg  [2:0] connections$write_address;
    reg  connections$write_clock;
    reg  [165:0] connections$write_data;
    reg  connections$write_enable;
    reg  [5:0] epochs$read_address;
    reg  epochs$read_clock;
    wire  [7:0] epochs$read_data;
    reg  [5:0] epochs$write_address;
    reg  epochs$write_clock;
    reg  [7:0] epochs$write_data;
    reg  epochs$write_enable;
    reg  s1_valid$d;
    wire  s1_valid$q;
    reg  s1_valid$clock;
    reg  [31:0] s1_conn_id$d;
    wire  [31:0] s1_conn_id$q;
    reg  s1_conn_id$clock;
    reg  [31:0] s1_src_ip$d;
    wire  [31:0] s1_src_ip$q;
    reg  s1_src_ip$clock;
    reg  [15:0] s1_src_port$d;
    wire  [15:0] s1_src_port$q;
    reg  s1_src_port$clock;
    reg  [15:0] s1_path_id$d;
    wire  [15:0] s1_path_id$q;
    reg  s1_path_id$clock;
    reg  [7:0] s1_epoch$d;
    wire  [7:0] s1_epoch$q;
    reg  s1_epoch$clock;
    reg  [7:0] s1_tag$d;
    wire  [7:0] s1_tag$q;
    reg  s1_tag$clock;
    reg  [5:0] s1_window$d;
    wire  [5:0] s1_window$q;
    reg  s1_window$clock;
    reg  s2_valid$d;
    wire  s2_valid$q;
    reg  s2_valid$clock;
    reg  [31:0] s2_conn_id$d;
    wire  [31:0] s2_conn_id$q;
    reg  s2_conn_id$clock;
    reg  [31:0] s2_src_ip$d;
    wire  [31:0] s2_src_ip$q;
    reg  s2_src_ip$clock;
    reg  [15:0] s2_src_port$d;
    wire  [15:0] s2_src_port$q;
    reg  s2_src_port$clock;
    reg  [15:0] s2_path_id$d;
    wire  [15:0] s2_path_id$q;
    reg  s2_path_id$clock;
    reg  [7:0] s2_epoch$d;
    wire  [7:0] s2_epoch$q;
    reg  s2_epoch$clock;
    reg  [7:0] s2_tag$d;
    wire  [7:0] s2_tag$q;
    reg  s2_tag$clock;
    reg  [5:0] s2_window$d;
    wire  [5:0] s2_window$q;
    reg  s2_window$clock;
    reg  [165:0] s2_entry$d;
    wire  [165:0] s2_entry$q;
    reg  s2_entry$clock;
    reg  [7:0] s2_path_epoch$d;
    wire  [7:0] s2_path_epoch$q;
    reg  s2_path_epoch$clock;
    reg  result_valid$d;
    wire  result_valid$q;
    reg  result_valid$clock;
    reg  [7:0] result_tag$d;
    wire  [7:0] result_tag$q;
    reg  result_tag$clock;
    reg  [2:0] result_verdict$d;
    wire  [2:0] result_verdict$q;
    reg  result_verdict$clock;
    reg  [5:0] result_window$d;
    wire  [5:0] result_window$q;
    reg  result_window$clock;
    reg  [5:0] result_window_copy$d;
    wire  [5:0] result_window_copy$q;
    reg  result_window_copy$clock;
    reg  result_ok$d;
    wire  result_ok$q;
    reg  result_ok$clock;
    reg  [63:0] result_window_oh$d;
    wire  [63:0] result_window_oh$q;
    reg  result_window_oh$clock;
    reg  [15:0] result_src_port$d;
    wire  [15:0] result_src_port$q;
    reg  result_src_port$clock;
    reg  [165:0] result_entry$d;
    wire  [165:0] result_entry$q;
    reg  result_entry$clock;

    // Local signals
    reg  [165:0] written;
    reg  [5:0] lookup_window;
    reg  [2:0] verdict;

    // Sub module instances
    metaroce_conn_table__connections connections(
        .read_address(connections$read_address),
        .read_clock(connections$read_clock),
        .read_data(connections$read_data),
        .write_address(connections$write_address),
        .write_clock(connections$write_clock),
        .write_data(connections$write_data),
        .write_enable(connections$write_enable)
    );
    metaroce_conn_table__epochs epochs(
        .read_address(epochs$read_address),
        .read_clock(epochs$read_clock),
        .read_data(epochs$read_data),
        .write_address(epochs$write_address),
        .write_clock(epochs$write_clock),
        .write_data(epochs$write_data),
        .write_enable(epochs$write_enable)
    );
    metaroce_conn_table__s1_valid s1_valid(
        .d(s1_valid$d),
        .q(s1_valid$q),
        .clock(s1_valid$clock)
    );
    metaroce_conn_table__s1_conn_id s1_conn_id(
        .d(s1_conn_id$d),
        .q(s1_conn_id$q),
        .clock(s1_conn_id$clock)
    );
    metaroce_conn_table__s1_src_ip s1_src_ip(
        .d(s1_src_ip$d),
        .q(s1_src_ip$q),
        .clock(s1_src_ip$clock)
    );
    metaroce_conn_table__s1_src_port s1_src_port(
        .d(s1_src_port$d),
        .q(s1_src_port$q),
        .clock(s1_src_port$clock)
    );
    metaroce_conn_table__s1_path_id s1_path_id(
        .d(s1_path_id$d),
        .q(s1_path_id$q),
        .clock(s1_path_id$clock)
    );
    metaroce_conn_table__s1_epoch s1_epoch(
        .d(s1_epoch$d),
        .q(s1_epoch$q),
        .clock(s1_epoch$clock)
    );
    metaroce_conn_table__s1_tag s1_tag(
        .d(s1_tag$d),
        .q(s1_tag$q),
        .clock(s1_tag$clock)
    );
    metaroce_conn_table__s1_window s1_window(
        .d(s1_window$d),
        .q(s1_window$q),
        .clock(s1_window$clock)
    );
    metaroce_conn_table__s2_valid s2_valid(
        .d(s2_valid$d),
        .q(s2_valid$q),
        .clock(s2_valid$clock)
    );
    metaroce_conn_table__s2_conn_id s2_conn_id(
        .d(s2_conn_id$d),
        .q(s2_conn_id$q),
        .clock(s2_conn_id$clock)
    );
    metaroce_conn_table__s2_src_ip s2_src_ip(
        .d(s2_src_ip$d),
        .q(s2_src_ip$q),
        .clock(s2_src_ip$clock)
    );
    metaroce_conn_table__s2_src_port s2_src_port(
        .d(s2_src_port$d),
        .q(s2_src_port$q),
        .clock(s2_src_port$clock)
    );
    metaroce_conn_table__s2_path_id s2_path_id(
        .d(s2_path_id$d),
        .q(s2_path_id$q),
        .clock(s2_path_id$clock)
    );
    metaroce_conn_table__s2_epoch s2_epoch(
        .d(s2_epoch$d),
        .q(s2_epoch$q),
        .clock(s2_epoch$clock)
    );
    metaroce_conn_table__s2_tag s2_tag(
        .d(s2_tag$d),
        .q(s2_tag$q),
        .clock(s2_tag$clock)
    );
    metaroce_conn_table__s2_window s2_window(
        .d(s2_window$d),
        .q(s2_window$q),
        .clock(s2_window$clock)
    );
    metaroce_conn_table__s2_entry s2_entry(
        .d(s2_entry$d),
        .q(s2_entry$q),
        .clock(s2_entry$clock)
    );
    metaroce_conn_table__s2_path_epoch s2_path_epoch(
        .d(s2_path_epoch$d),
        .q(s2_path_epoch$q),
        .clock(s2_path_epoch$clock)
    );
    metaroce_conn_table__result_valid result_valid(
        .d(result_valid$d),
        .q(result_valid$q),
        .clock(result_valid$clock)
    );
    metaroce_conn_table__result_tag result_tag(
        .d(result_tag$d),
        .q(result_tag$q),
        .clock(result_tag$clock)
    );
    metaroce_conn_table__result_verdict result_verdict(
        .d(result_verdict$d),
        .q(result_verdict$q),
        .clock(result_verdict$clock)
    );
    metaroce_conn_table__result_window result_window(
        .d(result_window$d),
        .q(result_window$q),
        .clock(result_window$clock)
    );
    metaroce_conn_table__result_window_copy result_window_copy(
        .d(result_window_copy$d),
        .q(result_window_copy$q),
        .clock(result_window_copy$clock)
    );
    metaroce_conn_table__result_ok result_ok(
        .d(result_ok$d),
        .q(result_ok$q),
        .clock(result_ok$clock)
    );
    metaroce_conn_table__result_window_oh result_window_oh(
        .d(result_window_oh$d),
        .q(result_window_oh$q),
        .clock(result_window_oh$clock)
    );
    metaroce_conn_table__result_src_port result_src_port(
        .d(result_src_port$d),
        .q(result_src_port$q),
        .clock(result_src_port$clock)
    );
    metaroce_conn_table__result_entry result_entry(
        .d(result_entry$d),
        .q(result_entry$q),
        .clock(result_entry$clock)
    );

    // Update code
    always @(*) begin
        s1_valid$clock = clk;
        s1_conn_id$clock = clk;
        s1_src_ip$clock = clk;
        s1_src_port$clock = clk;
        s1_path_id$clock = clk;
        s1_epoch$clock = clk;
        s1_tag$clock = clk;
        s1_window$clock = clk;
        s2_valid$clock = clk;
        s2_conn_id$clock = clk;
        s2_src_ip$clock = clk;
        s2_src_port$clock = clk;
        s2_path_id$clock = clk;
        s2_epoch$clock = clk;
        s2_tag$clock = clk;
        s2_window$clock = clk;
        s2_entry$clock = clk;
        s2_path_epoch$clock = clk;
        result_valid$clock = clk;
        result_tag$clock = clk;
        result_verdict$clock = clk;
        result_ok$clock = clk;
        result_window_oh$clock = clk;
        result_src_port$clock = clk;
        result_entry$clock = clk;
        s1_valid$d = s1_valid$q;
        s1_conn_id$d = s1_conn_id$q;
        s1_src_ip$d = s1_src_ip$q;
        s1_src_port$d = s1_src_port$q;
        s1_path_id$d = s1_path_id$q;
        s1_epoch$d = s1_epoch$q;
        s1_tag$d = s1_tag$q;
        s1_window$d = s1_window$q;
        s2_valid$d = s2_valid$q;
        s2_conn_id$d = s2_conn_id$q;
        s2_src_ip$d = s2_src_ip$q;
        s2_src_port$d = s2_src_port$q;
        s2_path_id$d = s2_path_id$q;
        s2_epoch$d = s2_epoch$q;
        s2_tag$d = s2_tag$q;
        s2_window$d = s2_window$q;
        s2_entry$d = s2_entry$q;
        s2_path_epoch$d = s2_path_epoch$q;
        result_valid$d = result_valid$q;
        result_tag$d = result_tag$q;
        result_verdict$d = result_verdict$q;
        result_ok$d = result_ok$q;
        result_window_oh$d = result_window_oh$q;
        result_src_port$d = result_src_port$q;
        result_entry$d = result_entry$q;
        connections$read_clock = clk;
        connections$write_clock = clk;
        epochs$read_clock = clk;
        epochs$write_clock = clk;
        connections$write_enable = s_conn_write_valid;
        connections$write_address = s_conn_write_slot;
        written[(64'h0)+:(1)] = s_conn_write_enable;
        written[(64'h1)+:(1)] = s_conn_write_established;
        written[(64'h2)+:(32)] = s_conn_write_conn_id;
        written[(64'h22)+:(32)] = s_conn_write_peer_ip;
        written[(64'h42)+:(4)] = s_conn_write_path_count;
        written[(64'h46)+:(32)] = s_conn_write_peer_conn_id;
        written[(64'h66)+:(16)] = s_conn_write_peer_port;
        written[(64'h76)+:(48)] = s_conn_write_peer_mac;
        connections$write_data = written;
        epochs$write_enable = s_path_write_valid;
        epochs$write_address = s_path_write_window;
        epochs$write_data = s_path_write_epoch;
        lookup_window = (((s_lookup_conn_id[(32'h8)+:(3)]) & 6'h3f) << 32'h3) | ((s_lookup_path_id[(32'h0)+:(3)]) & 6'h3f);
        connections$read_address = s_lookup_conn_id[(32'h8)+:(3)];
        epochs$read_address = lookup_window;
        s1_valid$d = s_lookup_valid & ~rst;
        s1_conn_id$d = s_lookup_conn_id;
        s1_src_ip$d = s_lookup_src_ip;
        s1_src_port$d = s_lookup_src_port;
        s1_path_id$d = s_lookup_path_id;
        s1_epoch$d = s_lookup_epoch;
        s1_tag$d = s_lookup_tag;
        s1_window$d = lookup_window;
        s2_valid$d = s1_valid$q & ~rst;
        s2_conn_id$d = s1_conn_id$q;
        s2_src_ip$d = s1_src_ip$q;
        s2_src_port$d = s1_src_port$q;
        s2_path_id$d = s1_path_id$q;
        s2_epoch$d = s1_epoch$q;
        s2_tag$d = s1_tag$q;
        s2_window$d = s1_window$q;
        s2_entry$d = connections$read_data;
        s2_path_epoch$d = epochs$read_data;
        verdict = 32'h0;
        if (s2_epoch$q != s2_path_epoch$q) begin
            verdict = 32'h4;
        end
        if (s2_path_id$q >= ((s2_entry$q[(64'h42)+:(4)]) & 16'hffff)) begin
            verdict = 32'h3;
        end
        if (~s2_entry$q[(64'h1)+:(1)]) begin
            verdict = 32'h2;
        end
        if (~s2_entry$q[(64'h0)+:(1)] | (s2_entry$q[(64'h2)+:(32)] != s2_conn_id$q) | (s2_entry$q[(64'h22)+:(32)] != s2_src_ip$q)) begin
            verdict = 32'h1;
        end
        result_valid$d = s2_valid$q & ~rst;
        result_tag$d = s2_tag$q;
        result_verdict$d = verdict;
        result_window$clock = clk;
        result_window$d = s2_window$q;
        result_window_copy$clock = clk;
        result_window_copy$d = s2_window$q;
        result_ok$d = s2_valid$q & (verdict == 32'h0) & ~rst;
        result_window_oh$d = ((32'h1) & 64'hffffffffffffffff) << s2_window$q;
        result_src_port$d = s2_src_port$q;
        result_entry$d = s2_entry$q;
        m_result_valid = result_valid$q;
        m_result_tag = result_tag$q;
        m_result_verdict = result_verdict$q;
        m_result_slot = result_window$q[(32'h3)+:(3)];
        m_result_window = result_window$q;
        m_result_window_copy = result_window_copy$q;
        m_result_ok = result_ok$q;
        m_result_window_oh = result_window_oh$q;
        m_result_peer_conn_id = result_entry$q[(64'h46)+:(32)];
        m_result_peer_ip = result_entry$q[(64'h22)+:(32)];
        m_result_peer_port = result_entry$q[(64'h66)+:(16)];
        m_result_ack_src_port = result_src_port$q;
        m_result_peer_mac = result_entry$q[(64'h76)+:(48)];
    end

endmodule // metaroce_conn_table


module metaroce_conn_table__connections(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);

    // Module arguments
    input wire  [2:0] read_address;
    input wire  read_clock;
    output reg  [165:0] read_data;
    input wire  [2:0] write_address;
    input wire  write_clock;
    input wire  [165:0] write_data;
    input wire  write_enable;

    // Update code (custom)
    reg[165:0] mem[7:0];



    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end

    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end

endmodule // metaroce_conn_table__connections


module metaroce_conn_table__epochs(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);

    // Module arguments
    input wire  [5:0] read_address;
    input wire  read_clock;
    output reg  [7:0] read_data;
    input wire  [5:0] write_address;
    input wire  write_clock;
    input wire  [7:0] write_data;
    input wire  write_enable;

    // Update code (custom)
    reg[7:0] mem[63:0];



    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end

    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end

endmodule // metaroce_conn_table__epochs


module metaroce_conn_table__result_entry(d,q,clock);

    // Module arguments
    input wire  [165:0] d;
    output reg  [165:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 166'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_conn_table__result_entry


module metaroce_conn_table__result_ok(d,q,clock);

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

endmodule // metaroce_conn_table__result_ok


module metaroce_conn_table__result_src_port(d,q,clock);

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

endmodule // metaroce_conn_table__result_src_port


module metaroce_conn_table__result_tag(d,q,clock);

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

endmodule // metaroce_conn_table__result_tag


module metaroce_conn_table__result_valid(d,q,clock);

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

endmodule // metaroce_conn_table__result_valid


module metaroce_conn_table__result_verdict(d,q,clock);

    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 3'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_conn_table__result_verdict


module metaroce_conn_table__result_window(d,q,clock);

    // Module arguments
    input wire  [5:0] d;
    output reg  [5:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 6'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_conn_table__result_window


module metaroce_conn_table__result_window_copy(d,q,clock);

    // Module arguments
    input wire  [5:0] d;
    output reg  [5:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 6'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_conn_table__result_window_copy


module metaroce_conn_table__result_window_oh(d,q,clock);

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

endmodule // metaroce_conn_table__result_window_oh


module metaroce_conn_table__s1_conn_id(d,q,clock);

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

endmodule // metaroce_conn_table__s1_conn_id


module metaroce_conn_table__s1_epoch(d,q,clock);

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

endmodule // metaroce_conn_table__s1_epoch


module metaroce_conn_table__s1_path_id(d,q,clock);

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

endmodule // metaroce_conn_table__s1_path_id


module metaroce_conn_table__s1_src_ip(d,q,clock);

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

endmodule // metaroce_conn_table__s1_src_ip


module metaroce_conn_table__s1_src_port(d,q,clock);

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

endmodule // metaroce_conn_table__s1_src_port


module metaroce_conn_table__s1_tag(d,q,clock);

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

endmodule // metaroce_conn_table__s1_tag


module metaroce_conn_table__s1_valid(d,q,clock);

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

endmodule // metaroce_conn_table__s1_valid


module metaroce_conn_table__s1_window(d,q,clock);

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

endmodule // metaroce_conn_table__s1_window


module metaroce_conn_table__s2_conn_id(d,q,clock);

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

endmodule // metaroce_conn_table__s2_conn_id


module metaroce_conn_table__s2_entry(d,q,clock);

    // Module arguments
    input wire  [165:0] d;
    output reg  [165:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 166'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_conn_table__s2_entry


module metaroce_conn_table__s2_epoch(d,q,clock);

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

endmodule // metaroce_conn_table__s2_epoch


module metaroce_conn_table__s2_path_epoch(d,q,clock);

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

endmodule // metaroce_conn_table__s2_path_epoch


module metaroce_conn_table__s2_path_id(d,q,clock);

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

endmodule // metaroce_conn_table__s2_path_id


module metaroce_conn_table__s2_src_ip(d,q,clock);

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

endmodule // metaroce_conn_table__s2_src_ip


module metaroce_conn_table__s2_src_port(d,q,clock);

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

endmodule // metaroce_conn_table__s2_src_port


module metaroce_conn_table__s2_tag(d,q,clock);

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

endmodule // metaroce_conn_table__s2_tag


module metaroce_conn_table__s2_valid(d,q,clock);

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

endmodule // metaroce_conn_table__s2_valid


module metaroce_conn_table__s2_window(d,q,clock);

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

endmodule // metaroce_conn_table__s2_window

`resetall
