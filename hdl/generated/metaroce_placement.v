// SPDX-License-Identifier: MIT OR Apache-2.0
// Generated from hdl/src/place/unit.rs by `cargo run -p metaroce-hdl --bin emit-verilog`.
// Do not edit: change the Rust-HDL source and regenerate.
// Language: Verilog 2001

`resetall
`timescale 1ns / 1ps
`default_nettype none


module metaroce_placement(clk,rst,s_axis_frame_tdata,s_axis_frame_tkeep,s_axis_frame_tvalid,s_axis_frame_tready,s_axis_frame_tlast,m_capture_valid,m_capture_stored,s_decision_valid,s_decision_place,s_decision_addr,s_decision_len,s_decision_offset,m_axis_data_dma_write_desc_dma_addr,m_axis_data_dma_write_desc_ram_sel,m_axis_data_dma_write_desc_ram_addr,m_axis_data_dma_write_desc_imm,m_axis_data_dma_write_desc_imm_en,m_axis_data_dma_write_desc_len,m_axis_data_dma_write_desc_tag,m_axis_data_dma_write_desc_valid,m_axis_data_dma_write_desc_ready,s_axis_data_dma_write_desc_status_tag,s_axis_data_dma_write_desc_status_error,s_axis_data_dma_write_desc_status_valid,data_dma_ram_wr_cmd_sel,data_dma_ram_wr_cmd_be,data_dma_ram_wr_cmd_addr,data_dma_ram_wr_cmd_data,data_dma_ram_wr_cmd_valid,data_dma_ram_wr_cmd_ready,data_dma_ram_wr_done,data_dma_ram_rd_cmd_sel,data_dma_ram_rd_cmd_addr,data_dma_ram_rd_cmd_valid,data_dma_ram_rd_cmd_ready,data_dma_ram_rd_resp_data,data_dma_ram_rd_resp_valid,data_dma_ram_rd_resp_ready,m_stat_placed,m_stat_dropped_full,m_stat_dma_error,m_stat_protocol_error);

    // Module arguments
    input wire  clk;
    input wire  rst;
    input wire  [511:0] s_axis_frame_tdata;
    input wire  [63:0] s_axis_frame_tkeep;
    input wire  s_axis_frame_tvalid;
    output reg  s_axis_frame_tready;
    input wire  s_axis_frame_tlast;
    output reg  m_capture_valid;
    output reg  m_capture_stored;
    input wire  s_decision_valid;
    input wire  s_decision_place;
    input wire  [63:0] s_decision_addr;
    input wire  [15:0] s_decision_len;
    input wire  [15:0] s_decision_offset;
    output reg  [63:0] m_axis_data_dma_write_desc_dma_addr;
    output reg  m_axis_data_dma_write_desc_ram_sel;
    output reg  [16:0] m_axis_data_dma_write_desc_ram_addr;
    output reg  [31:0] m_axis_data_dma_write_desc_imm;
    output reg  m_axis_data_dma_write_desc_imm_en;
    output reg  [15:0] m_axis_data_dma_write_desc_len;
    output reg  [13:0] m_axis_data_dma_write_desc_tag;
    output reg  m_axis_data_dma_write_desc_valid;
    input wire  m_axis_data_dma_write_desc_ready;
    input wire  [13:0] s_axis_data_dma_write_desc_status_tag;
    input wire  [3:0] s_axis_data_dma_write_desc_status_error;
    input wire  s_axis_data_dma_write_desc_status_valid;
    input wire  [1:0] data_dma_ram_wr_cmd_sel;
    input wire  [63:0] data_dma_ram_wr_cmd_be;
    input wire  [21:0] data_dma_ram_wr_cmd_addr;
    input wire  [511:0] data_dma_ram_wr_cmd_data;
    input wire  [1:0] data_dma_ram_wr_cmd_valid;
    output reg  [1:0] data_dma_ram_wr_cmd_ready;
    output reg  [1:0] data_dma_ram_wr_done;
    input wire  [1:0] data_dma_ram_rd_cmd_sel;
    input wire  [21:0] data_dma_ram_rd_cmd_addr;
    input wire  [1:0] data_dma_ram_rd_cmd_valid;
    output reg  [1:0] data_dma_ram_rd_cmd_ready;
    output reg  [511:0] data_dma_ram_rd_resp_data;
    output reg  [1:0] data_dma_ram_rd_resp_valid;
    input wire  [1:0] data_dma_ram_rd_resp_ready;
    output reg  [31:0] m_stat_placed;
    output reg  [31:0] m_stat_dropped_full;
    output reg  [31:0] m_stat_dma_error;
    output reg  [31:0] m_stat_protocol_error;

    // Stub signals
    reg  [10:0] seg0$read_address;
    reg  seg0$read_clock;
    wire  [255:0] seg0$read_data;
    reg  [10:0] seg0$write_address;
    reg  seg0$write_clock;
    reg  [255:0] seg0$write_data;
    reg  seg0$write_enable;
    reg  [10:0] seg1$read_address;
    reg  seg1$read_clock;
    wire  [255:0] seg1$read_data;
    reg  [10:0] seg1$write_address;
    reg  seg1$write_clock;
    reg  [255:0] seg1$write_data;
    reg  seg1$write_enable;
    reg  [4:0] decisions$read_address;
    reg  decisions$read_clock;
    wire  [35:0] decisions$read_data;
    reg  [4:0] decisions$write_address;
    reg  decisions$write_clock;
    reg  [35:0] decisions$write_data;
    reg  decisions$write_enable;
    reg  [7:0] line_ends$read_address;
    reg  line_ends$read_clock;
    wire  [11:0] line_ends$read_data;
    reg  [7:0] line_ends$write_address;
    reg  line_ends$write_clock;
    reg  [11:0] line_ends$write_data;
    reg  line_ends$write_enable;
    reg  [7:0] descriptors$read_address;
    reg  descriptors$read_clock;
    wire  [104:0] descriptors$read_data;
    reg  [7:0] descriptors$write_address;
    reg  descriptors$write_clock;
    reg  [104:0] descriptors$write_data;
    reg  descriptors$write_enable;
    reg  in_frame$d;
    wire  in_frame$q;
    reg  in_frame$clock;
    reg  [11:0] cur_line$d;
    wire  [11:0] cur_line$q;
    reg  cur_line$clock;
    reg  [11:0] first_line$d;
    wire  [11:0] first_line$q;
    reg  first_line$clock;
    reg  frame_ok$d;
    wire  frame_ok$q;
    reg  frame_ok$clock;
    reg  [15:0] frame_bytes$d;
    wire  [15:0] frame_bytes$q;
    reg  frame_bytes$clock;
    reg  [11:0] wr_ptr$d;
    wire  [11:0] wr_ptr$q;
    reg  wr_ptr$clock;
    reg  [11:0] free_ptr$d;
    wire  [11:0] free_ptr$q;
    reg  free_ptr$clock;
    reg  [8:0] alloc_tag$d;
    wire  [8:0] alloc_tag$q;
    reg  alloc_tag$clock;
    reg  [8:0] retire_tag$d;
    wire  [8:0] retire_tag$q;
    reg  retire_tag$clock;
    reg  [255:0] done$d;
    wire  [255:0] done$q;
    reg  done$clock;
    reg  [8:0] retire_tag_line$d;
    wire  [8:0] retire_tag_line$q;
    reg  retire_tag_line$clock;
    reg  done0_line$d;
    wire  done0_line$q;
    reg  done0_line$clock;
    reg  [7:0] retire_tag_mark$d;
    wire  [7:0] retire_tag_mark$q;
    reg  retire_tag_mark$clock;
    reg  [255:0] released_mask$d;
    wire  [255:0] released_mask$q;
    reg  released_mask$clock;
    reg  [255:0] written_mask$d;
    wire  [255:0] written_mask$q;
    reg  written_mask$clock;
    reg  released_valid$d;
    wire  released_valid$q;
    reg  released_valid$clock;
    reg  written_valid$d;
    wire  written_valid$q;
    reg  written_valid$clock;
    reg  protocol_event$d;
    wire  protocol_event$q;
    reg  protocol_event$clock;
    reg  capture_valid$d;
    wire  capture_valid$q;
    reg  capture_valid$clock;
    reg  capture_stored$d;
    wire  capture_stored$q;
    reg  capture_stored$clock;
    reg  [5:0] dq_head$d;
    wire  [5:0] dq_head$q;
    reg  dq_head$clock;
    reg  [5:0] dq_tail$d;
    wire  [5:0] dq_tail$q;
    reg  dq_tail$clock;
    reg  dq_any$d;
    wire  dq_any$q;
    reg  dq_any$clock;
    reg  dq_full$d;
    wire  dq_full$q;
    reg  dq_full$clock;
    reg  d_valid$d;
    wire  d_valid$q;
    reg  d_valid$clock;
    reg  d_place$d;
    wire  d_place$q;
    reg  d_place$clock;
    reg  [63:0] d_addr$d;
    wire  [63:0] d_addr$q;
    reg  d_addr$clock;
    reg  [15:0] d_len$d;
    wire  [15:0] d_len$q;
    reg  d_len$clock;
    reg  [15:0] d_offset$d;
    wire  [15:0] d_offset$q;
    reg  d_offset$clock;
    reg  [16:0] d_payload_end$d;
    wire  [16:0] d_payload_end$q;
    reg  d_payload_end$clock;
    reg  d_len_nonzero$d;
    wire  d_len_nonzero$q;
    reg  d_len_nonzero$clock;
    reg  issue_q$d;
    wire  issue_q$q;
    reg  issue_q$clock;
    reg  [104:0] desc_q$d;
    wire  [104:0] desc_q$q;
    reg  desc_q$clock;
    reg  [8:0] desc_head$d;
    wire  [8:0] desc_head$q;
    reg  desc_head$clock;
    reg  [8:0] desc_tail$d;
    wire  [8:0] desc_tail$q;
    reg  desc_tail$clock;
    reg  desc_read$clk;
    reg  desc_read$rst;
    reg  desc_read$s_cmd_valid;
    reg  [7:0] desc_read$s_cmd_line;
    wire  desc_read$s_cmd_ready;
    wire  desc_read$m_resp_valid;
    wire  [104:0] desc_read$m_resp_data;
    reg  desc_read$m_resp_ready;
    wire  [7:0] desc_read$m_ram_line;
    reg  [104:0] desc_read$s_ram_data;
    reg  read0$clk;
    reg  read0$rst;
    reg  read0$s_cmd_valid;
    reg  [10:0] read0$s_cmd_line;
    wire  read0$s_cmd_ready;
    wire  read0$m_resp_valid;
    wire  [255:0] read0$m_resp_data;
    reg  read0$m_resp_ready;
    wire  [10:0] read0$m_ram_line;
    reg  [255:0] read0$s_ram_data;
    reg  read1$clk;
    reg  read1$rst;
    reg  read1$s_cmd_valid;
    reg  [10:0] read1$s_cmd_line;
    wire  read1$s_cmd_ready;
    wire  read1$m_resp_valid;
    wire  [255:0] read1$m_resp_data;
    reg  read1$m_resp_ready;
    wire  [10:0] read1$m_ram_line;
    reg  [255:0] read1$s_ram_data;
    reg  [31:0] placed$d;
    wire  [31:0] placed$q;
    reg  placed$clock;
    reg  [31:0] dropped_full$d;
    wire  [31:0] dropped_full$q;
    reg  dropped_full$clock;
    reg  [31:0] dma_error$d;
    wire  [31:0] dma_error$q;
    reg  dma_error$clock;
    reg  [31:0] protocol_error$d;
    wire  [31:0] protocol_error$q;
    reg  protocol_error$clock;
    reg  [63:0] keep_bytes$keep;
    wire  [6:0] keep_bytes$count;

    // Local signals
    reg  [15:0] keep_count;
    reg  [11:0] beat_line;
    reg  [11:0] beat_first_line;
    reg  [15:0] beat_bytes;
    reg  [15:0] beat_base;
    reg  [15:0] beat_base_full;
    reg  [11:0] lines_used;
    reg  [8:0] tags_used;
    reg  dq_push;
    reg  [5:0] dq_next_head;
    reg  [5:0] dq_next_tail;
    reg  [5:0] dq_next_used;
    reg  line_room;
    reg  write_beat;
    reg  beat_ok;
    reg  tag_room;
    reg  dq_room;
    reg  frame_end;
    reg  commit;
    reg  [35:0] queued;
    reg  dq_pop;
    reg  [35:0] head;
    reg  fits;
    reg  issue;
    reg  release_now;
    reg  [104:0] new_desc;
    reg  desc_unread;
    reg  status_ours;
    reg  retire;
    reg  [255:0] one;
    reg  [255:0] release_onehot;
    reg  [255:0] status_onehot;
    reg  [255:0] done_set;
    reg  [7:0] release_offset;
    reg  [255:0] mask_keep;
    reg  done0_next;
    reg  [7:0] mark_step;
    reg  [7:0] status_offset;
    reg  [8:0] next_retire;
    reg  retire_line;
    reg  [8:0] next_retire_line;
    reg  [1:0] cmd_ready;
    reg  [1:0] resp_valid;

    // Sub module instances
    metaroce_placement__seg0 seg0(
        .read_address(seg0$read_address),
        .read_clock(seg0$read_clock),
        .read_data(seg0$read_data),
        .write_address(seg0$write_address),
        .write_clock(seg0$write_clock),
        .write_data(seg0$write_data),
        .write_enable(seg0$write_enable)
    );
    metaroce_placement__seg1 seg1(
        .read_address(seg1$read_address),
        .read_clock(seg1$read_clock),
        .read_data(seg1$read_data),
        .write_address(seg1$write_address),
        .write_clock(seg1$write_clock),
        .write_data(seg1$write_data),
        .write_enable(seg1$write_enable)
    );
    metaroce_placement__decisions decisions(
        .read_address(decisions$read_address),
        .read_clock(decisions$read_clock),
        .read_data(decisions$read_data),
        .write_address(decisions$write_address),
        .write_clock(decisions$write_clock),
        .write_data(decisions$write_data),
        .write_enable(decisions$write_enable)
    );
    metaroce_placement__line_ends line_ends(
        .read_address(line_ends$read_address),
        .read_clock(line_ends$read_clock),
        .read_data(line_ends$read_data),
        .write_address(line_ends$write_address),
        .write_clock(line_ends$write_clock),
        .write_data(line_ends$write_data),
        .write_enable(line_ends$write_enable)
    );
    metaroce_placement__descriptors descriptors(
        .read_address(descriptors$read_address),
        .read_clock(descriptors$read_clock),
        .read_data(descriptors$read_data),
        .write_address(descriptors$write_address),
        .write_clock(descriptors$write_clock),
        .write_data(descriptors$write_data),
        .write_enable(descriptors$write_enable)
    );
    metaroce_placement__in_frame in_frame(
        .d(in_frame$d),
        .q(in_frame$q),
        .clock(in_frame$clock)
    );
    metaroce_placement__cur_line cur_line(
        .d(cur_line$d),
        .q(cur_line$q),
        .clock(cur_line$clock)
    );
    metaroce_placement__first_line first_line(
        .d(first_line$d),
        .q(first_line$q),
        .clock(first_line$clock)
    );
    metaroce_placement__frame_ok frame_ok(
        .d(frame_ok$d),
        .q(frame_ok$q),
        .clock(frame_ok$clock)
    );
    metaroce_placement__frame_bytes frame_bytes(
        .d(frame_bytes$d),
        .q(frame_bytes$q),
        .clock(frame_bytes$clock)
    );
    metaroce_placement__wr_ptr wr_ptr(
        .d(wr_ptr$d),
        .q(wr_ptr$q),
        .clock(wr_ptr$clock)
    );
    metaroce_placement__free_ptr free_ptr(
        .d(free_ptr$d),
        .q(free_ptr$q),
        .clock(free_ptr$clock)
    );
    metaroce_placement__alloc_tag alloc_tag(
        .d(alloc_tag$d),
        .q(alloc_tag$q),
        .clock(alloc_tag$clock)
    );
    metaroce_placement__retire_tag retire_tag(
        .d(retire_tag$d),
        .q(retire_tag$q),
        .clock(retire_tag$clock)
    );
    metaroce_placement__done done(
        .d(done$d),
        .q(done$q),
        .clock(done$clock)
    );
    metaroce_placement__retire_tag_line retire_tag_line(
        .d(retire_tag_line$d),
        .q(retire_tag_line$q),
        .clock(retire_tag_line$clock)
    );
    metaroce_placement__done0_line done0_line(
        .d(done0_line$d),
        .q(done0_line$q),
        .clock(done0_line$clock)
    );
    metaroce_placement__retire_tag_mark retire_tag_mark(
        .d(retire_tag_mark$d),
        .q(retire_tag_mark$q),
        .clock(retire_tag_mark$clock)
    );
    metaroce_placement__released_mask released_mask(
        .d(released_mask$d),
        .q(released_mask$q),
        .clock(released_mask$clock)
    );
    metaroce_placement__written_mask written_mask(
        .d(written_mask$d),
        .q(written_mask$q),
        .clock(written_mask$clock)
    );
    metaroce_placement__released_valid released_valid(
        .d(released_valid$d),
        .q(released_valid$q),
        .clock(released_valid$clock)
    );
    metaroce_placement__written_valid written_valid(
        .d(written_valid$d),
        .q(written_valid$q),
        .clock(written_valid$clock)
    );
    metaroce_placement__protocol_event protocol_event(
        .d(protocol_event$d),
        .q(protocol_event$q),
        .clock(protocol_event$clock)
    );
    metaroce_placement__capture_valid capture_valid(
        .d(capture_valid$d),
        .q(capture_valid$q),
        .clock(capture_valid$clock)
    );
    metaroce_placement__capture_stored capture_stored(
        .d(capture_stored$d),
        .q(capture_stored$q),
        .clock(capture_stored$clock)
    );
    metaroce_placement__dq_head dq_head(
        .d(dq_head$d),
        .q(dq_head$q),
        .clock(dq_head$clock)
    );
    metaroce_placement__dq_tail dq_tail(
        .d(dq_tail$d),
        .q(dq_tail$q),
        .clock(dq_tail$clock)
    );
    metaroce_placement__dq_any dq_any(
        .d(dq_any$d),
        .q(dq_any$q),
        .clock(dq_any$clock)
    );
    metaroce_placement__dq_full dq_full(
        .d(dq_full$d),
        .q(dq_full$q),
        .clock(dq_full$clock)
    );
    metaroce_placement__d_valid d_valid(
        .d(d_valid$d),
        .q(d_valid$q),
        .clock(d_valid$clock)
    );
    metaroce_placement__d_place d_place(
        .d(d_place$d),
        .q(d_place$q),
        .clock(d_place$clock)
    );
    metaroce_placement__d_addr d_addr(
        .d(d_addr$d),
        .q(d_addr$q),
        .clock(d_addr$clock)
    );
    metaroce_placement__d_len d_len(
        .d(d_len$d),
        .q(d_len$q),
        .clock(d_len$clock)
    );
    metaroce_placement__d_offset d_offset(
        .d(d_offset$d),
        .q(d_offset$q),
        .clock(d_offset$clock)
    );
    metaroce_placement__d_payload_end d_payload_end(
        .d(d_payload_end$d),
        .q(d_payload_end$q),
        .clock(d_payload_end$clock)
    );
    metaroce_placement__d_len_nonzero d_len_nonzero(
        .d(d_len_nonzero$d),
        .q(d_len_nonzero$q),
        .clock(d_len_nonzero$clock)
    );
    metaroce_placement__issue_q issue_q(
        .d(issue_q$d),
        .q(issue_q$q),
        .clock(issue_q$clock)
    );
    metaroce_placement__desc_q desc_q(
        .d(desc_q$d),
        .q(desc_q$q),
        .clock(desc_q$clock)
    );
    metaroce_placement__desc_head desc_head(
        .d(desc_head$d),
        .q(desc_head$q),
        .clock(desc_head$clock)
    );
    metaroce_placement__desc_tail desc_tail(
        .d(desc_tail$d),
        .q(desc_tail$q),
        .clock(desc_tail$clock)
    );
    metaroce_placement__desc_read desc_read(
        .clk(desc_read$clk),
        .rst(desc_read$rst),
        .s_cmd_valid(desc_read$s_cmd_valid),
        .s_cmd_line(desc_read$s_cmd_line),
        .s_cmd_ready(desc_read$s_cmd_ready),
        .m_resp_valid(desc_read$m_resp_valid),
        .m_resp_data(desc_read$m_resp_data),
        .m_resp_ready(desc_read$m_resp_ready),
        .m_ram_line(desc_read$m_ram_line),
        .s_ram_data(desc_read$s_ram_data)
    );
    metaroce_placement__read0 read0(
        .clk(read0$clk),
        .rst(read0$rst),
        .s_cmd_valid(read0$s_cmd_valid),
        .s_cmd_line(read0$s_cmd_line),
        .s_cmd_ready(read0$s_cmd_ready),
        .m_resp_valid(read0$m_resp_valid),
        .m_resp_data(read0$m_resp_data),
        .m_resp_ready(read0$m_resp_ready),
        .m_ram_line(read0$m_ram_line),
        .s_ram_data(read0$s_ram_data)
    );
    metaroce_placement__read1 read1(
        .clk(read1$clk),
        .rst(read1$rst),
        .s_cmd_valid(read1$s_cmd_valid),
        .s_cmd_line(read1$s_cmd_line),
        .s_cmd_ready(read1$s_cmd_ready),
        .m_resp_valid(read1$m_resp_valid),
        .m_resp_data(read1$m_resp_data),
        .m_resp_ready(read1$m_resp_ready),
        .m_ram_line(read1$m_ram_line),
        .s_ram_data(read1$s_ram_data)
    );
    metaroce_placement__placed placed(
        .d(placed$d),
        .q(placed$q),
        .clock(placed$clock)
    );
    metaroce_placement__dropped_full dropped_full(
        .d(dropped_full$d),
        .q(dropped_full$q),
        .clock(dropped_full$clock)
    );
    metaroce_placement__dma_error dma_error(
        .d(dma_error$d),
        .q(dma_error$q),
        .clock(dma_error$clock)
    );
    metaroce_placement__protocol_error protocol_error(
        .d(protocol_error$d),
        .q(protocol_error$q),
        .clock(protocol_error$clock)
    );
    metaroce_placement__keep_bytes keep_bytes(
        .keep(keep_bytes$keep),
        .count(keep_bytes$count)
    );

    // Update code
    always @(*) begin
        in_frame$clock = clk;
        cur_line$clock = clk;
        first_line$clock = clk;
        frame_ok$clock = clk;
        frame_bytes$clock = clk;
        wr_ptr$clock = clk;
        free_ptr$clock = clk;
        alloc_tag$clock = clk;
        retire_tag$clock = clk;
        done$clock = clk;
        released_mask$clock = clk;
        written_mask$clock = clk;
        released_valid$clock = clk;
        written_valid$clock = clk;
        protocol_event$clock = clk;
        capture_valid$clock = clk;
        capture_stored$clock = clk;
        dq_head$clock = clk;
        dq_tail$clock = clk;
        dq_any$clock = clk;
        dq_full$clock = clk;
        d_valid$clock = clk;
        d_place$clock = clk;
        d_addr$clock = clk;
        d_len$clock = clk;
        d_offset$clock = clk;
        d_payload_end$clock = clk;
        d_len_nonzero$clock = clk;
        issue_q$clock = clk;
        desc_q$clock = clk;
        desc_head$clock = clk;
        desc_tail$clock = clk;
        placed$clock = clk;
        dropped_full$clock = clk;
        dma_error$clock = clk;
        protocol_error$clock = clk;
        in_frame$d = in_frame$q;
        cur_line$d = cur_line$q;
        first_line$d = first_line$q;
        frame_ok$d = frame_ok$q;
        frame_bytes$d = frame_bytes$q;
        wr_ptr$d = wr_ptr$q;
        free_ptr$d = free_ptr$q;
        alloc_tag$d = alloc_tag$q;
        retire_tag$d = retire_tag$q;
        done$d = done$q;
        released_mask$d = released_mask$q;
        written_mask$d = written_mask$q;
        released_valid$d = released_valid$q;
        written_valid$d = written_valid$q;
        protocol_event$d = protocol_event$q;
        capture_valid$d = capture_valid$q;
        capture_stored$d = capture_stored$q;
        dq_head$d = dq_head$q;
        dq_tail$d = dq_tail$q;
        dq_any$d = dq_any$q;
        dq_full$d = dq_full$q;
        d_valid$d = d_valid$q;
        d_place$d = d_place$q;
        d_addr$d = d_addr$q;
        d_len$d = d_len$q;
        d_offset$d = d_offset$q;
        d_payload_end$d = d_payload_end$q;
        d_len_nonzero$d = d_len_nonzero$q;
        issue_q$d = issue_q$q;
        desc_q$d = desc_q$q;
        desc_head$d = desc_head$q;
        desc_tail$d = desc_tail$q;
        placed$d = placed$q;
        dropped_full$d = dropped_full$q;
        dma_error$d = dma_error$q;
        protocol_error$d = protocol_error$q;
        seg0$read_clock = clk;
        seg0$write_clock = clk;
        seg1$read_clock = clk;
        seg1$write_clock = clk;
        decisions$read_clock = clk;
        decisions$write_clock = clk;
        line_ends$read_clock = clk;
        retire_tag_line$clock = clk;
        done0_line$clock = clk;
        retire_tag_mark$clock = clk;
        line_ends$write_clock = clk;
        descriptors$read_clock = clk;
        descriptors$write_clock = clk;
        s_axis_frame_tready = 1'b1;
        one = 32'h1;
        dq_pop = d_valid$q & dq_any$q;
        keep_bytes$keep = s_axis_frame_tkeep;
        keep_count = ((keep_bytes$count[(32'h0)+:(6)]) & 16'hffff);
        if (in_frame$q) begin
            beat_line = cur_line$q;
            beat_first_line = first_line$q;
            beat_base = frame_bytes$q;
            beat_ok = frame_ok$q;
        end
        else begin
            beat_line = wr_ptr$q;
            beat_first_line = wr_ptr$q;
            beat_base = 32'h0;
            beat_ok = (s_axis_frame_tdata[(32'h158)+:(8)] == 32'h1) | (s_axis_frame_tdata[(32'h158)+:(8)] == 32'h2);
        end
        beat_base_full = beat_base + 32'h40;
        if (s_axis_frame_tkeep[32'h3f]) begin
            beat_bytes = beat_base_full;
        end
        else begin
            beat_bytes = beat_base | keep_count;
        end
        lines_used = beat_line - free_ptr$q;
        tags_used = alloc_tag$q - retire_tag$q;
        line_room = lines_used < 32'h800;
        tag_room = tags_used < 32'h100;
        dq_room = ~dq_full$q | dq_pop;
        write_beat = s_axis_frame_tvalid & beat_ok & line_room;
        seg0$write_enable = write_beat;
        seg1$write_enable = write_beat;
        seg0$write_address = ((beat_line) & 11'h7ff);
        seg1$write_address = ((beat_line) & 11'h7ff);
        seg0$write_data = s_axis_frame_tdata[(32'h0)+:(256)];
        seg1$write_data = s_axis_frame_tdata[(32'h100)+:(256)];
        frame_end = s_axis_frame_tvalid & s_axis_frame_tlast;
        commit = frame_end & beat_ok & line_room & tag_room & dq_room;
        if (s_axis_frame_tvalid) begin
            in_frame$d = ~s_axis_frame_tlast;
            cur_line$d = beat_line + 32'h1;
            first_line$d = beat_first_line;
            frame_ok$d = beat_ok & line_room & s_axis_frame_tkeep[32'h3f];
            frame_bytes$d = beat_base_full;
        end
        queued[(64'h0)+:(1)] = commit;
        queued[(64'h1)+:(8)] = ((alloc_tag$q) & 8'hff);
        queued[(64'h9)+:(11)] = ((beat_first_line) & 11'h7ff);
        queued[(64'h14)+:(16)] = beat_bytes;
        dq_push = frame_end & dq_room;
        decisions$write_enable = dq_push;
        decisions$write_address = ((dq_tail$q) & 5'h1f);
        decisions$write_data = queued;
        dq_next_tail = dq_tail$q;
        if (dq_push) begin
            dq_next_tail = dq_tail$q + 32'h1;
        end
        dq_tail$d = dq_next_tail;
        line_ends$write_enable = commit;
        line_ends$write_address = ((alloc_tag$q) & 8'hff);
        line_ends$write_data = beat_line + 32'h1;
        if (commit) begin
            alloc_tag$d = alloc_tag$q + 32'h1;
            wr_ptr$d = beat_line + 32'h1;
        end
        capture_valid$d = frame_end & ~rst;
        capture_stored$d = commit;
        m_capture_valid = capture_valid$q;
        m_capture_stored = capture_stored$q;
        d_valid$d = s_decision_valid & ~rst;
        d_place$d = s_decision_place;
        d_addr$d = s_decision_addr;
        d_len$d = s_decision_len;
        d_offset$d = s_decision_offset;
        d_payload_end$d = ((s_decision_offset) & 17'h1ffff) + ((s_decision_len) & 17'h1ffff);
        d_len_nonzero$d = s_decision_len != 32'h0;
        head = decisions$read_data;
        fits = (d_payload_end$q <= ((head[(64'h14)+:(16)]) & 17'h1ffff)) & d_len_nonzero$q;
        issue = dq_pop & d_place$q & head[(64'h0)+:(1)] & fits;
        release_now = dq_pop & head[(64'h0)+:(1)] & ~issue;
        dq_next_head = dq_head$q;
        if (dq_pop) begin
            dq_next_head = dq_head$q + 32'h1;
        end
        dq_head$d = dq_next_head;
        decisions$read_address = ((dq_next_head) & 5'h1f);
        dq_any$d = dq_next_head != dq_next_tail;
        dq_next_used = dq_next_tail - dq_next_head;
        dq_full$d = dq_next_used == 32'h20;
        new_desc[(64'h0)+:(64)] = d_addr$q;
        new_desc[(64'h40)+:(17)] = (((head[(64'h9)+:(11)]) & 17'h1ffff) << 32'h6) + ((d_offset$q) & 17'h1ffff);
        new_desc[(64'h51)+:(16)] = d_len$q;
        new_desc[(64'h61)+:(8)] = head[(64'h1)+:(8)];
        issue_q$d = issue & ~rst;
        desc_q$d = new_desc;
        descriptors$write_enable = issue_q$q;
        descriptors$write_address = ((desc_tail$q) & 8'hff);
        descriptors$write_data = desc_q$q;
        if (issue_q$q) begin
            desc_tail$d = desc_tail$q + 32'h1;
        end
        desc_read$clk = clk;
        desc_read$rst = rst;
        desc_unread = (desc_head$q != desc_tail$q) | issue_q$q;
        desc_read$s_cmd_valid = desc_unread;
        desc_read$s_cmd_line = ((desc_head$q) & 8'hff);
        if (desc_unread & desc_read$s_cmd_ready) begin
            desc_head$d = desc_head$q + 32'h1;
        end
        descriptors$read_address = desc_read$m_ram_line;
        desc_read$s_ram_data = descriptors$read_data;
        desc_read$m_resp_ready = m_axis_data_dma_write_desc_ready;
        m_axis_data_dma_write_desc_valid = desc_read$m_resp_valid;
        m_axis_data_dma_write_desc_dma_addr = desc_read$m_resp_data[(64'h0)+:(64)];
        m_axis_data_dma_write_desc_ram_sel = 32'h0;
        m_axis_data_dma_write_desc_ram_addr = desc_read$m_resp_data[(64'h40)+:(17)];
        m_axis_data_dma_write_desc_imm = 32'h0;
        m_axis_data_dma_write_desc_imm_en = 1'b0;
        m_axis_data_dma_write_desc_len = desc_read$m_resp_data[(64'h51)+:(16)];
        m_axis_data_dma_write_desc_tag = ((desc_read$m_resp_data[(64'h61)+:(8)]) & 14'h3fff);
        status_ours = s_axis_data_dma_write_desc_status_valid & (s_axis_data_dma_write_desc_status_tag[(32'h8)+:(6)] == 32'h0);
        retire = done$q[32'h0];
        release_offset = head[(64'h1)+:(8)] - retire_tag_mark$q;
        status_offset = s_axis_data_dma_write_desc_status_tag[(32'h0)+:(8)] - retire_tag_mark$q;
        release_onehot = one << release_offset;
        status_onehot = one << status_offset;
        mask_keep = ~((32'h0) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff);
        if (retire) begin
            mask_keep = ~((32'h0) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) >> 32'h1;
        end
        released_mask$d = release_onehot & mask_keep;
        written_mask$d = status_onehot & mask_keep;
        released_valid$d = release_now & ~rst;
        written_valid$d = status_ours & ~rst;
        done_set = done$q;
        if (released_valid$q) begin
            done_set = done_set | released_mask$q;
        end
        if (written_valid$q) begin
            done_set = done_set | written_mask$q;
        end
        next_retire = retire_tag$q;
        done$d = done_set;
        if (retire) begin
            next_retire = retire_tag$q + 32'h1;
            free_ptr$d = line_ends$read_data;
            done$d = done_set >> 32'h1;
        end
        retire_tag$d = next_retire;
        done0_next = done_set[32'h0];
        if (retire) begin
            done0_next = done_set[32'h1];
        end
        done0_line$d = done0_next;
        mark_step = 32'h0;
        if (done0_next) begin
            mark_step = 32'h1;
        end
        retire_tag_mark$d = next_retire[(32'h0)+:(8)] + mark_step;
        retire_line = done0_line$q;
        next_retire_line = retire_tag_line$q;
        if (retire_line) begin
            next_retire_line = retire_tag_line$q + 32'h1;
        end
        retire_tag_line$d = next_retire_line;
        line_ends$read_address = ((next_retire_line) & 8'hff);
        read0$clk = clk;
        read1$clk = clk;
        read0$rst = rst;
        read1$rst = rst;
        read0$s_cmd_valid = data_dma_ram_rd_cmd_valid[32'h0];
        read1$s_cmd_valid = data_dma_ram_rd_cmd_valid[32'h1];
        read0$s_cmd_line = data_dma_ram_rd_cmd_addr[(32'h0)+:(11)];
        read1$s_cmd_line = data_dma_ram_rd_cmd_addr[(32'hb)+:(11)];
        read0$m_resp_ready = data_dma_ram_rd_resp_ready[32'h0];
        read1$m_resp_ready = data_dma_ram_rd_resp_ready[32'h1];
        seg0$read_address = read0$m_ram_line;
        seg1$read_address = read1$m_ram_line;
        read0$s_ram_data = seg0$read_data;
        read1$s_ram_data = seg1$read_data;
        cmd_ready = 32'h0;
        cmd_ready = (cmd_ready & ~(1 << (32'h0)) | ((read0$s_cmd_ready) << (32'h0)));
        cmd_ready = (cmd_ready & ~(1 << (32'h1)) | ((read1$s_cmd_ready) << (32'h1)));
        resp_valid = 32'h0;
        resp_valid = (resp_valid & ~(1 << (32'h0)) | ((read0$m_resp_valid) << (32'h0)));
        resp_valid = (resp_valid & ~(1 << (32'h1)) | ((read1$m_resp_valid) << (32'h1)));
        data_dma_ram_rd_cmd_ready = cmd_ready;
        data_dma_ram_rd_resp_valid = resp_valid;
        data_dma_ram_rd_resp_data = ((read0$m_resp_data) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) | (((read1$m_resp_data) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h100);
        data_dma_ram_wr_cmd_ready = 32'h3;
        data_dma_ram_wr_done = data_dma_ram_wr_cmd_valid;
        if (issue) begin
            placed$d = placed$q + 32'h1;
        end
        if (dq_pop & d_place$q & ~head[(64'h0)+:(1)]) begin
            dropped_full$d = dropped_full$q + 32'h1;
        end
        if (status_ours & (s_axis_data_dma_write_desc_status_error != 32'h0)) begin
            dma_error$d = dma_error$q + 32'h1;
        end
        protocol_event$d = ((d_valid$q & ~dq_any$q) | (frame_end & ~dq_room) | (dq_pop & d_place$q & head[(64'h0)+:(1)] & ~fits & d_len_nonzero$q) | (s_axis_data_dma_write_desc_status_valid & ~status_ours)) & ~rst;
        if (protocol_event$q) begin
            protocol_error$d = protocol_error$q + 32'h1;
        end
        m_stat_placed = placed$q;
        m_stat_dropped_full = dropped_full$q;
        m_stat_dma_error = dma_error$q;
        m_stat_protocol_error = protocol_error$q;
        if (rst) begin
            in_frame$d = 1'b0;
            wr_ptr$d = 32'h0;
            free_ptr$d = 32'h0;
            alloc_tag$d = 32'h0;
            retire_tag$d = 32'h0;
            done$d = 32'h0;
            retire_tag_line$d = 32'h0;
            done0_line$d = 1'b0;
            retire_tag_mark$d = 32'h0;
            dq_head$d = 32'h0;
            dq_tail$d = 32'h0;
            dq_any$d = 1'b0;
            dq_full$d = 1'b0;
            desc_head$d = 32'h0;
            desc_tail$d = 32'h0;
            placed$d = 32'h0;
            dropped_full$d = 32'h0;
            dma_error$d = 32'h0;
            protocol_error$d = 32'h0;
        end
    end

endmodule // metaroce_placement


module metaroce_placement__alloc_tag(d,q,clock);

    // Module arguments
    input wire  [8:0] d;
    output reg  [8:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 9'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_placement__alloc_tag


module metaroce_placement__capture_stored(d,q,clock);

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

endmodule // metaroce_placement__capture_stored


module metaroce_placement__capture_valid(d,q,clock);

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

endmodule // metaroce_placement__capture_valid


module metaroce_placement__cur_line(d,q,clock);

    // Module arguments
    input wire  [11:0] d;
    output reg  [11:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 12'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_placement__cur_line


module metaroce_placement__d_addr(d,q,clock);

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

endmodule // metaroce_placement__d_addr


module metaroce_placement__d_len(d,q,clock);

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

endmodule // metaroce_placement__d_len


module metaroce_placement__d_len_nonzero(d,q,clock);

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

endmodule // metaroce_placement__d_len_nonzero


module metaroce_placement__d_offset(d,q,clock);

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

endmodule // metaroce_placement__d_offset


module metaroce_placement__d_payload_end(d,q,clock);

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

endmodule // metaroce_placement__d_payload_end


module metaroce_placement__d_place(d,q,clock);

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

endmodule // metaroce_placement__d_place


module metaroce_placement__d_valid(d,q,clock);

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

endmodule // metaroce_placement__d_valid


module metaroce_placement__decisions(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);

    // Module arguments
    input wire  [4:0] read_address;
    input wire  read_clock;
    output reg  [35:0] read_data;
    input wire  [4:0] write_address;
    input wire  write_clock;
    input wire  [35:0] write_data;
    input wire  write_enable;

    // Update code (custom)
    reg[35:0] mem[31:0];



    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end

    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end

endmodule // metaroce_placement__decisions


module metaroce_placement__desc_head(d,q,clock);

    // Module arguments
    input wire  [8:0] d;
    output reg  [8:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 9'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_placement__desc_head


module metaroce_placement__desc_q(d,q,clock);

    // Module arguments
    input wire  [104:0] d;
    output reg  [104:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 105'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_placement__desc_q


module metaroce_placement__desc_read(clk,rst,s_cmd_valid,s_cmd_line,s_cmd_ready,m_resp_valid,m_resp_data,m_resp_ready,m_ram_line,s_ram_data);

    // Module arguments
    input wire  clk;
    input wire  rst;
    input wire  s_cmd_valid;
    input wire  [7:0] s_cmd_line;
    output reg  s_cmd_ready;
    output reg  m_resp_valid;
    output reg  [104:0] m_resp_data;
    input wire  m_resp_ready;
    output reg  [7:0] m_ram_line;
    input wire  [104:0] s_ram_data;

    // Stub signals
    reg  [7:0] line$d;
    wire  [7:0] line$q;
    reg  line$clock;
    reg  line_valid$d;
    wire  line_valid$q;
    reg  line_valid$clock;
    reg  read_valid$d;
    wire  read_valid$q;
    reg  read_valid$clock;
    reg  [104:0] data$d;
    wire  [104:0] data$q;
    reg  data$clock;
    reg  data_valid$d;
    wire  data_valid$q;
    reg  data_valid$clock;
    reg  [1:0] held$d;
    wire  [1:0] held$q;
    reg  held$clock;
    reg  [104:0] held_first$d;
    wire  [104:0] held_first$q;
    reg  held_first$clock;
    reg  [104:0] held_second$d;
    wire  [104:0] held_second$q;
    reg  held_second$clock;
    reg  [104:0] held_third$d;
    wire  [104:0] held_third$q;
    reg  held_third$clock;

    // Local signals
    reg  [2:0] outstanding;
    reg  offered;
    reg  taken;
    reg  accept;
    reg  pop;
    reg  push;

    // Sub module instances
    metaroce_placement__desc_read$line line(
        .d(line$d),
        .q(line$q),
        .clock(line$clock)
    );
    metaroce_placement__desc_read$line_valid line_valid(
        .d(line_valid$d),
        .q(line_valid$q),
        .clock(line_valid$clock)
    );
    metaroce_placement__desc_read$read_valid read_valid(
        .d(read_valid$d),
        .q(read_valid$q),
        .clock(read_valid$clock)
    );
    metaroce_placement__desc_read$data data(
        .d(data$d),
        .q(data$q),
        .clock(data$clock)
    );
    metaroce_placement__desc_read$data_valid data_valid(
        .d(data_valid$d),
        .q(data_valid$q),
        .clock(data_valid$clock)
    );
    metaroce_placement__desc_read$held held(
        .d(held$d),
        .q(held$q),
        .clock(held$clock)
    );
    metaroce_placement__desc_read$held_first held_first(
        .d(held_first$d),
        .q(held_first$q),
        .clock(held_first$clock)
    );
    metaroce_placement__desc_read$held_second held_second(
        .d(held_second$d),
        .q(held_second$q),
        .clock(held_second$clock)
    );
    metaroce_placement__desc_read$held_third held_third(
        .d(held_third$d),
        .q(held_third$q),
        .clock(held_third$clock)
    );

    // Update code
    always @(*) begin
        line$clock = clk;
        line_valid$clock = clk;
        read_valid$clock = clk;
        data$clock = clk;
        data_valid$clock = clk;
        held$clock = clk;
        held_first$clock = clk;
        held_second$clock = clk;
        held_third$clock = clk;
        line$d = line$q;
        line_valid$d = line_valid$q;
        read_valid$d = read_valid$q;
        data$d = data$q;
        data_valid$d = data_valid$q;
        held$d = held$q;
        held_first$d = held_first$q;
        held_second$d = held_second$q;
        held_third$d = held_third$q;
        outstanding = ((line_valid$q) & 3'h7) + ((read_valid$q) & 3'h7) + ((data_valid$q) & 3'h7) + ((held$q) & 3'h7);
        offered = data_valid$q | |held$q;
        taken = offered & m_resp_ready;
        s_cmd_ready = (outstanding < 32'h3) | ((outstanding == 32'h3) & taken);
        accept = s_cmd_valid & s_cmd_ready;
        if (accept) begin
            line$d = s_cmd_line;
        end
        line_valid$d = accept & ~rst;
        read_valid$d = line_valid$q & ~rst;
        data$d = s_ram_data;
        data_valid$d = read_valid$q & ~rst;
        m_ram_line = line$q;
        m_resp_valid = offered;
        m_resp_data = data$q;
        if (|held$q) begin
            m_resp_data = held_first$q;
        end
        pop = taken & |held$q;
        push = data_valid$q & ~(taken & ~|held$q);
        if (held$q == 32'h0) begin
            if (push) begin
                held_first$d = data$q;
            end
        end
        else if (held$q == 32'h1) begin
            if (pop & push) begin
                held_first$d = data$q;
            end
            else if (push) begin
                held_second$d = data$q;
            end
        end
        else if (held$q == 32'h2) begin
            if (pop) begin
                held_first$d = held_second$q;
                if (push) begin
                    held_second$d = data$q;
                end
            end
            else if (push) begin
                held_third$d = data$q;
            end
        end
        else if (pop) begin
            held_first$d = held_second$q;
            held_second$d = held_third$q;
        end
        held$d = held$q + ((push) & 2'h3) - ((pop) & 2'h3);
        if (rst) begin
            held$d = 32'h0;
        end
    end

endmodule // metaroce_placement__desc_read


module metaroce_placement__desc_read$data(d,q,clock);

    // Module arguments
    input wire  [104:0] d;
    output reg  [104:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 105'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_placement__desc_read$data


module metaroce_placement__desc_read$data_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_placement__desc_read$data_valid


module metaroce_placement__desc_read$held(d,q,clock);

    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 2'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_placement__desc_read$held


module metaroce_placement__desc_read$held_first(d,q,clock);

    // Module arguments
    input wire  [104:0] d;
    output reg  [104:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 105'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_placement__desc_read$held_first


module metaroce_placement__desc_read$held_second(d,q,clock);

    // Module arguments
    input wire  [104:0] d;
    output reg  [104:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 105'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_placement__desc_read$held_second


module metaroce_placement__desc_read$held_third(d,q,clock);

    // Module arguments
    input wire  [104:0] d;
    output reg  [104:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 105'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_placement__desc_read$held_third


module metaroce_placement__desc_read$line(d,q,clock);

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

endmodule // metaroce_placement__desc_read$line


module metaroce_placement__desc_read$line_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_placement__desc_read$line_valid


module metaroce_placement__desc_read$read_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_placement__desc_read$read_valid


module metaroce_placement__desc_tail(d,q,clock);

    // Module arguments
    input wire  [8:0] d;
    output reg  [8:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 9'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_placement__desc_tail


module metaroce_placement__descriptors(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);

    // Module arguments
    input wire  [7:0] read_address;
    input wire  read_clock;
    output reg  [104:0] read_data;
    input wire  [7:0] write_address;
    input wire  write_clock;
    input wire  [104:0] write_data;
    input wire  write_enable;

    // Update code (custom)
    reg[104:0] mem[255:0];



    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end

    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end

endmodule // metaroce_placement__descriptors


module metaroce_placement__dma_error(d,q,clock);

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

endmodule // metaroce_placement__dma_error


module metaroce_placement__done(d,q,clock);

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

endmodule // metaroce_placement__done


module metaroce_placement__done0_line(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_placement__done0_line


module metaroce_placement__dq_any(d,q,clock);

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

endmodule // metaroce_placement__dq_any


module metaroce_placement__dq_full(d,q,clock);

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

endmodule // metaroce_placement__dq_full


module metaroce_placement__dq_head(d,q,clock);

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

endmodule // metaroce_placement__dq_head


module metaroce_placement__dq_tail(d,q,clock);

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

endmodule // metaroce_placement__dq_tail


module metaroce_placement__dropped_full(d,q,clock);

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

endmodule // metaroce_placement__dropped_full


module metaroce_placement__first_line(d,q,clock);

    // Module arguments
    input wire  [11:0] d;
    output reg  [11:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 12'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_placement__first_line


module metaroce_placement__frame_bytes(d,q,clock);

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

endmodule // metaroce_placement__frame_bytes


module metaroce_placement__frame_ok(d,q,clock);

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

endmodule // metaroce_placement__frame_ok


module metaroce_placement__free_ptr(d,q,clock);

    // Module arguments
    input wire  [11:0] d;
    output reg  [11:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 12'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_placement__free_ptr


module metaroce_placement__in_frame(d,q,clock);

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

endmodule // metaroce_placement__in_frame


module metaroce_placement__issue_q(d,q,clock);

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

endmodule // metaroce_placement__issue_q


module metaroce_placement__keep_bytes(keep,count);

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

endmodule // metaroce_placement__keep_bytes


module metaroce_placement__line_ends(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);

    // Module arguments
    input wire  [7:0] read_address;
    input wire  read_clock;
    output reg  [11:0] read_data;
    input wire  [7:0] write_address;
    input wire  write_clock;
    input wire  [11:0] write_data;
    input wire  write_enable;

    // Update code (custom)
    reg[11:0] mem[255:0];



    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end

    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end

endmodule // metaroce_placement__line_ends


module metaroce_placement__placed(d,q,clock);

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

endmodule // metaroce_placement__placed


module metaroce_placement__protocol_error(d,q,clock);

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

endmodule // metaroce_placement__protocol_error


module metaroce_placement__protocol_event(d,q,clock);

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

endmodule // metaroce_placement__protocol_event


module metaroce_placement__read0(clk,rst,s_cmd_valid,s_cmd_line,s_cmd_ready,m_resp_valid,m_resp_data,m_resp_ready,m_ram_line,s_ram_data);

    // Module arguments
    input wire  clk;
    input wire  rst;
    input wire  s_cmd_valid;
    input wire  [10:0] s_cmd_line;
    output reg  s_cmd_ready;
    output reg  m_resp_valid;
    output reg  [255:0] m_resp_data;
    input wire  m_resp_ready;
    output reg  [10:0] m_ram_line;
    input wire  [255:0] s_ram_data;

    // Stub signals
    reg  lane0$clk;
    reg  lane0$rst;
    reg  lane0$s_cmd_valid;
    reg  [10:0] lane0$s_cmd_line;
    wire  lane0$s_cmd_ready;
    wire  lane0$m_resp_valid;
    wire  [31:0] lane0$m_resp_data;
    reg  lane0$m_resp_ready;
    wire  [10:0] lane0$m_ram_line;
    reg  [31:0] lane0$s_ram_data;
    reg  lane1$clk;
    reg  lane1$rst;
    reg  lane1$s_cmd_valid;
    reg  [10:0] lane1$s_cmd_line;
    wire  lane1$s_cmd_ready;
    wire  lane1$m_resp_valid;
    wire  [31:0] lane1$m_resp_data;
    reg  lane1$m_resp_ready;
    wire  [10:0] lane1$m_ram_line;
    reg  [31:0] lane1$s_ram_data;
    reg  lane2$clk;
    reg  lane2$rst;
    reg  lane2$s_cmd_valid;
    reg  [10:0] lane2$s_cmd_line;
    wire  lane2$s_cmd_ready;
    wire  lane2$m_resp_valid;
    wire  [31:0] lane2$m_resp_data;
    reg  lane2$m_resp_ready;
    wire  [10:0] lane2$m_ram_line;
    reg  [31:0] lane2$s_ram_data;
    reg  lane3$clk;
    reg  lane3$rst;
    reg  lane3$s_cmd_valid;
    reg  [10:0] lane3$s_cmd_line;
    wire  lane3$s_cmd_ready;
    wire  lane3$m_resp_valid;
    wire  [31:0] lane3$m_resp_data;
    reg  lane3$m_resp_ready;
    wire  [10:0] lane3$m_ram_line;
    reg  [31:0] lane3$s_ram_data;
    reg  lane4$clk;
    reg  lane4$rst;
    reg  lane4$s_cmd_valid;
    reg  [10:0] lane4$s_cmd_line;
    wire  lane4$s_cmd_ready;
    wire  lane4$m_resp_valid;
    wire  [31:0] lane4$m_resp_data;
    reg  lane4$m_resp_ready;
    wire  [10:0] lane4$m_ram_line;
    reg  [31:0] lane4$s_ram_data;
    reg  lane5$clk;
    reg  lane5$rst;
    reg  lane5$s_cmd_valid;
    reg  [10:0] lane5$s_cmd_line;
    wire  lane5$s_cmd_ready;
    wire  lane5$m_resp_valid;
    wire  [31:0] lane5$m_resp_data;
    reg  lane5$m_resp_ready;
    wire  [10:0] lane5$m_ram_line;
    reg  [31:0] lane5$s_ram_data;
    reg  lane6$clk;
    reg  lane6$rst;
    reg  lane6$s_cmd_valid;
    reg  [10:0] lane6$s_cmd_line;
    wire  lane6$s_cmd_ready;
    wire  lane6$m_resp_valid;
    wire  [31:0] lane6$m_resp_data;
    reg  lane6$m_resp_ready;
    wire  [10:0] lane6$m_ram_line;
    reg  [31:0] lane6$s_ram_data;
    reg  lane7$clk;
    reg  lane7$rst;
    reg  lane7$s_cmd_valid;
    reg  [10:0] lane7$s_cmd_line;
    wire  lane7$s_cmd_ready;
    wire  lane7$m_resp_valid;
    wire  [31:0] lane7$m_resp_data;
    reg  lane7$m_resp_ready;
    wire  [10:0] lane7$m_ram_line;
    reg  [31:0] lane7$s_ram_data;

    // Sub module instances
    metaroce_placement__read0$lane0 lane0(
        .clk(lane0$clk),
        .rst(lane0$rst),
        .s_cmd_valid(lane0$s_cmd_valid),
        .s_cmd_line(lane0$s_cmd_line),
        .s_cmd_ready(lane0$s_cmd_ready),
        .m_resp_valid(lane0$m_resp_valid),
        .m_resp_data(lane0$m_resp_data),
        .m_resp_ready(lane0$m_resp_ready),
        .m_ram_line(lane0$m_ram_line),
        .s_ram_data(lane0$s_ram_data)
    );
    metaroce_placement__read0$lane1 lane1(
        .clk(lane1$clk),
        .rst(lane1$rst),
        .s_cmd_valid(lane1$s_cmd_valid),
        .s_cmd_line(lane1$s_cmd_line),
        .s_cmd_ready(lane1$s_cmd_ready),
        .m_resp_valid(lane1$m_resp_valid),
        .m_resp_data(lane1$m_resp_data),
        .m_resp_ready(lane1$m_resp_ready),
        .m_ram_line(lane1$m_ram_line),
        .s_ram_data(lane1$s_ram_data)
    );
    metaroce_placement__read0$lane2 lane2(
        .clk(lane2$clk),
        .rst(lane2$rst),
        .s_cmd_valid(lane2$s_cmd_valid),
        .s_cmd_line(lane2$s_cmd_line),
        .s_cmd_ready(lane2$s_cmd_ready),
        .m_resp_valid(lane2$m_resp_valid),
        .m_resp_data(lane2$m_resp_data),
        .m_resp_ready(lane2$m_resp_ready),
        .m_ram_line(lane2$m_ram_line),
        .s_ram_data(lane2$s_ram_data)
    );
    metaroce_placement__read0$lane3 lane3(
        .clk(lane3$clk),
        .rst(lane3$rst),
        .s_cmd_valid(lane3$s_cmd_valid),
        .s_cmd_line(lane3$s_cmd_line),
        .s_cmd_ready(lane3$s_cmd_ready),
        .m_resp_valid(lane3$m_resp_valid),
        .m_resp_data(lane3$m_resp_data),
        .m_resp_ready(lane3$m_resp_ready),
        .m_ram_line(lane3$m_ram_line),
        .s_ram_data(lane3$s_ram_data)
    );
    metaroce_placement__read0$lane4 lane4(
        .clk(lane4$clk),
        .rst(lane4$rst),
        .s_cmd_valid(lane4$s_cmd_valid),
        .s_cmd_line(lane4$s_cmd_line),
        .s_cmd_ready(lane4$s_cmd_ready),
        .m_resp_valid(lane4$m_resp_valid),
        .m_resp_data(lane4$m_resp_data),
        .m_resp_ready(lane4$m_resp_ready),
        .m_ram_line(lane4$m_ram_line),
        .s_ram_data(lane4$s_ram_data)
    );
    metaroce_placement__read0$lane5 lane5(
        .clk(lane5$clk),
        .rst(lane5$rst),
        .s_cmd_valid(lane5$s_cmd_valid),
        .s_cmd_line(lane5$s_cmd_line),
        .s_cmd_ready(lane5$s_cmd_ready),
        .m_resp_valid(lane5$m_resp_valid),
        .m_resp_data(lane5$m_resp_data),
        .m_resp_ready(lane5$m_resp_ready),
        .m_ram_line(lane5$m_ram_line),
        .s_ram_data(lane5$s_ram_data)
    );
    metaroce_placement__read0$lane6 lane6(
        .clk(lane6$clk),
        .rst(lane6$rst),
        .s_cmd_valid(lane6$s_cmd_valid),
        .s_cmd_line(lane6$s_cmd_line),
        .s_cmd_ready(lane6$s_cmd_ready),
        .m_resp_valid(lane6$m_resp_valid),
        .m_resp_data(lane6$m_resp_data),
        .m_resp_ready(lane6$m_resp_ready),
        .m_ram_line(lane6$m_ram_line),
        .s_ram_data(lane6$s_ram_data)
    );
    metaroce_placement__read0$lane7 lane7(
        .clk(lane7$clk),
        .rst(lane7$rst),
        .s_cmd_valid(lane7$s_cmd_valid),
        .s_cmd_line(lane7$s_cmd_line),
        .s_cmd_ready(lane7$s_cmd_ready),
        .m_resp_valid(lane7$m_resp_valid),
        .m_resp_data(lane7$m_resp_data),
        .m_resp_ready(lane7$m_resp_ready),
        .m_ram_line(lane7$m_ram_line),
        .s_ram_data(lane7$s_ram_data)
    );

    // Update code
    always @(*) begin
        lane0$clk = clk;
        lane0$rst = rst;
        lane0$s_cmd_valid = s_cmd_valid;
        lane0$s_cmd_line = s_cmd_line;
        lane0$m_resp_ready = m_resp_ready;
        lane0$s_ram_data = s_ram_data[(32'h0)+:(32)];
        lane1$clk = clk;
        lane1$rst = rst;
        lane1$s_cmd_valid = s_cmd_valid;
        lane1$s_cmd_line = s_cmd_line;
        lane1$m_resp_ready = m_resp_ready;
        lane1$s_ram_data = s_ram_data[(32'h20)+:(32)];
        lane2$clk = clk;
        lane2$rst = rst;
        lane2$s_cmd_valid = s_cmd_valid;
        lane2$s_cmd_line = s_cmd_line;
        lane2$m_resp_ready = m_resp_ready;
        lane2$s_ram_data = s_ram_data[(32'h40)+:(32)];
        lane3$clk = clk;
        lane3$rst = rst;
        lane3$s_cmd_valid = s_cmd_valid;
        lane3$s_cmd_line = s_cmd_line;
        lane3$m_resp_ready = m_resp_ready;
        lane3$s_ram_data = s_ram_data[(32'h60)+:(32)];
        lane4$clk = clk;
        lane4$rst = rst;
        lane4$s_cmd_valid = s_cmd_valid;
        lane4$s_cmd_line = s_cmd_line;
        lane4$m_resp_ready = m_resp_ready;
        lane4$s_ram_data = s_ram_data[(32'h80)+:(32)];
        lane5$clk = clk;
        lane5$rst = rst;
        lane5$s_cmd_valid = s_cmd_valid;
        lane5$s_cmd_line = s_cmd_line;
        lane5$m_resp_ready = m_resp_ready;
        lane5$s_ram_data = s_ram_data[(32'ha0)+:(32)];
        lane6$clk = clk;
        lane6$rst = rst;
        lane6$s_cmd_valid = s_cmd_valid;
        lane6$s_cmd_line = s_cmd_line;
        lane6$m_resp_ready = m_resp_ready;
        lane6$s_ram_data = s_ram_data[(32'hc0)+:(32)];
        lane7$clk = clk;
        lane7$rst = rst;
        lane7$s_cmd_valid = s_cmd_valid;
        lane7$s_cmd_line = s_cmd_line;
        lane7$m_resp_ready = m_resp_ready;
        lane7$s_ram_data = s_ram_data[(32'he0)+:(32)];
        m_ram_line = lane0$m_ram_line;
        s_cmd_ready = lane0$s_cmd_ready;
        m_resp_valid = lane0$m_resp_valid;
        m_resp_data = ((lane0$m_resp_data) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) | (((lane1$m_resp_data) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h20) | (((lane2$m_resp_data) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h40) | (((lane3$m_resp_data) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h60) | (((lane4$m_resp_data) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h80) | (((lane5$m_resp_data) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'ha0) | (((lane6$m_resp_data) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'hc0) | (((lane7$m_resp_data) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'he0);
    end

endmodule // metaroce_placement__read0


module metaroce_placement__read0$lane0(clk,rst,s_cmd_valid,s_cmd_line,s_cmd_ready,m_resp_valid,m_resp_data,m_resp_ready,m_ram_line,s_ram_data);

    // Module arguments
    input wire  clk;
    input wire  rst;
    input wire  s_cmd_valid;
    input wire  [10:0] s_cmd_line;
    output reg  s_cmd_ready;
    output reg  m_resp_valid;
    output reg  [31:0] m_resp_data;
    input wire  m_resp_ready;
    output reg  [10:0] m_ram_line;
    input wire  [31:0] s_ram_data;

    // Stub signals
    reg  [10:0] line$d;
    wire  [10:0] line$q;
    reg  line$clock;
    reg  line_valid$d;
    wire  line_valid$q;
    reg  line_valid$clock;
    reg  read_valid$d;
    wire  read_valid$q;
    reg  read_valid$clock;
    reg  [31:0] data$d;
    wire  [31:0] data$q;
    reg  data$clock;
    reg  data_valid$d;
    wire  data_valid$q;
    reg  data_valid$clock;
    reg  [1:0] held$d;
    wire  [1:0] held$q;
    reg  held$clock;
    reg  [31:0] held_first$d;
    wire  [31:0] held_first$q;
    reg  held_first$clock;
    reg  [31:0] held_second$d;
    wire  [31:0] held_second$q;
    reg  held_second$clock;
    reg  [31:0] held_third$d;
    wire  [31:0] held_third$q;
    reg  held_third$clock;

    // Local signals
    reg  [2:0] outstanding;
    reg  offered;
    reg  taken;
    reg  accept;
    reg  pop;
    reg  push;

    // Sub module instances
    metaroce_placement__read0$lane0$line line(
        .d(line$d),
        .q(line$q),
        .clock(line$clock)
    );
    metaroce_placement__read0$lane0$line_valid line_valid(
        .d(line_valid$d),
        .q(line_valid$q),
        .clock(line_valid$clock)
    );
    metaroce_placement__read0$lane0$read_valid read_valid(
        .d(read_valid$d),
        .q(read_valid$q),
        .clock(read_valid$clock)
    );
    metaroce_placement__read0$lane0$data data(
        .d(data$d),
        .q(data$q),
        .clock(data$clock)
    );
    metaroce_placement__read0$lane0$data_valid data_valid(
        .d(data_valid$d),
        .q(data_valid$q),
        .clock(data_valid$clock)
    );
    metaroce_placement__read0$lane0$held held(
        .d(held$d),
        .q(held$q),
        .clock(held$clock)
    );
    metaroce_placement__read0$lane0$held_first held_first(
        .d(held_first$d),
        .q(held_first$q),
        .clock(held_first$clock)
    );
    metaroce_placement__read0$lane0$held_second held_second(
        .d(held_second$d),
        .q(held_second$q),
        .clock(held_second$clock)
    );
    metaroce_placement__read0$lane0$held_third held_third(
        .d(held_third$d),
        .q(held_third$q),
        .clock(held_third$clock)
    );

    // Update code
    always @(*) begin
        line$clock = clk;
        line_valid$clock = clk;
        read_valid$clock = clk;
        data$clock = clk;
        data_valid$clock = clk;
        held$clock = clk;
        held_first$clock = clk;
        held_second$clock = clk;
        held_third$clock = clk;
        line$d = line$q;
        line_valid$d = line_valid$q;
        read_valid$d = read_valid$q;
        data$d = data$q;
        data_valid$d = data_valid$q;
        held$d = held$q;
        held_first$d = held_first$q;
        held_second$d = held_second$q;
        held_third$d = held_third$q;
        outstanding = ((line_valid$q) & 3'h7) + ((read_valid$q) & 3'h7) + ((data_valid$q) & 3'h7) + ((held$q) & 3'h7);
        offered = data_valid$q | |held$q;
        taken = offered & m_resp_ready;
        s_cmd_ready = (outstanding < 32'h3) | ((outstanding == 32'h3) & taken);
        accept = s_cmd_valid & s_cmd_ready;
        if (accept) begin
            line$d = s_cmd_line;
        end
        line_valid$d = accept & ~rst;
        read_valid$d = line_valid$q & ~rst;
        data$d = s_ram_data;
        data_valid$d = read_valid$q & ~rst;
        m_ram_line = line$q;
        m_resp_valid = offered;
        m_resp_data = data$q;
        if (|held$q) begin
            m_resp_data = held_first$q;
        end
        pop = taken & |held$q;
        push = data_valid$q & ~(taken & ~|held$q);
        if (held$q == 32'h0) begin
            if (push) begin
                held_first$d = data$q;
            end
        end
        else if (held$q == 32'h1) begin
            if (pop & push) begin
                held_first$d = data$q;
            end
            else if (push) begin
                held_second$d = data$q;
            end
        end
        else if (held$q == 32'h2) begin
            if (pop) begin
                held_first$d = held_second$q;
                if (push) begin
                    held_second$d = data$q;
                end
            end
            else if (push) begin
                held_third$d = data$q;
            end
        end
        else if (pop) begin
            held_first$d = held_second$q;
            held_second$d = held_third$q;
        end
        held$d = held$q + ((push) & 2'h3) - ((pop) & 2'h3);
        if (rst) begin
            held$d = 32'h0;
        end
    end

endmodule // metaroce_placement__read0$lane0


module metaroce_placement__read0$lane0$data(d,q,clock);

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

endmodule // metaroce_placement__read0$lane0$data


module metaroce_placement__read0$lane0$data_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_placement__read0$lane0$data_valid


module metaroce_placement__read0$lane0$held(d,q,clock);

    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 2'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_placement__read0$lane0$held


module metaroce_placement__read0$lane0$held_first(d,q,clock);

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

endmodule // metaroce_placement__read0$lane0$held_first


module metaroce_placement__read0$lane0$held_second(d,q,clock);

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

endmodule // metaroce_placement__read0$lane0$held_second


module metaroce_placement__read0$lane0$held_third(d,q,clock);

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

endmodule // metaroce_placement__read0$lane0$held_third


module metaroce_placement__read0$lane0$line(d,q,clock);

    // Module arguments
    input wire  [10:0] d;
    output reg  [10:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 11'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_placement__read0$lane0$line


module metaroce_placement__read0$lane0$line_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_placement__read0$lane0$line_valid


module metaroce_placement__read0$lane0$read_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_placement__read0$lane0$read_valid


module metaroce_placement__read0$lane1(clk,rst,s_cmd_valid,s_cmd_line,s_cmd_ready,m_resp_valid,m_resp_data,m_resp_ready,m_ram_line,s_ram_data);

    // Module arguments
    input wire  clk;
    input wire  rst;
    input wire  s_cmd_valid;
    input wire  [10:0] s_cmd_line;
    output reg  s_cmd_ready;
    output reg  m_resp_valid;
    output reg  [31:0] m_resp_data;
    input wire  m_resp_ready;
    output reg  [10:0] m_ram_line;
    input wire  [31:0] s_ram_data;

    // Stub signals
    reg  [10:0] line$d;
    wire  [10:0] line$q;
    reg  line$clock;
    reg  line_valid$d;
    wire  line_valid$q;
    reg  line_valid$clock;
    reg  read_valid$d;
    wire  read_valid$q;
    reg  read_valid$clock;
    reg  [31:0] data$d;
    wire  [31:0] data$q;
    reg  data$clock;
    reg  data_valid$d;
    wire  data_valid$q;
    reg  data_valid$clock;
    reg  [1:0] held$d;
    wire  [1:0] held$q;
    reg  held$clock;
    reg  [31:0] held_first$d;
    wire  [31:0] held_first$q;
    reg  held_first$clock;
    reg  [31:0] held_second$d;
    wire  [31:0] held_second$q;
    reg  held_second$clock;
    reg  [31:0] held_third$d;
    wire  [31:0] held_third$q;
    reg  held_third$clock;

    // Local signals
    reg  [2:0] outstanding;
    reg  offered;
    reg  taken;
    reg  accept;
    reg  pop;
    reg  push;

    // Sub module instances
    metaroce_placement__read0$lane1$line line(
        .d(line$d),
        .q(line$q),
        .clock(line$clock)
    );
    metaroce_placement__read0$lane1$line_valid line_valid(
        .d(line_valid$d),
        .q(line_valid$q),
        .clock(line_valid$clock)
    );
    metaroce_placement__read0$lane1$read_valid read_valid(
        .d(read_valid$d),
        .q(read_valid$q),
        .clock(read_valid$clock)
    );
    metaroce_placement__read0$lane1$data data(
        .d(data$d),
        .q(data$q),
        .clock(data$clock)
    );
    metaroce_placement__read0$lane1$data_valid data_valid(
        .d(data_valid$d),
        .q(data_valid$q),
        .clock(data_valid$clock)
    );
    metaroce_placement__read0$lane1$held held(
        .d(held$d),
        .q(held$q),
        .clock(held$clock)
    );
    metaroce_placement__read0$lane1$held_first held_first(
        .d(held_first$d),
        .q(held_first$q),
        .clock(held_first$clock)
    );
    metaroce_placement__read0$lane1$held_second held_second(
        .d(held_second$d),
        .q(held_second$q),
        .clock(held_second$clock)
    );
    metaroce_placement__read0$lane1$held_third held_third(
        .d(held_third$d),
        .q(held_third$q),
        .clock(held_third$clock)
    );

    // Update code
    always @(*) begin
        line$clock = clk;
        line_valid$clock = clk;
        read_valid$clock = clk;
        data$clock = clk;
        data_valid$clock = clk;
        held$clock = clk;
        held_first$clock = clk;
        held_second$clock = clk;
        held_third$clock = clk;
        line$d = line$q;
        line_valid$d = line_valid$q;
        read_valid$d = read_valid$q;
        data$d = data$q;
        data_valid$d = data_valid$q;
        held$d = held$q;
        held_first$d = held_first$q;
        held_second$d = held_second$q;
        held_third$d = held_third$q;
        outstanding = ((line_valid$q) & 3'h7) + ((read_valid$q) & 3'h7) + ((data_valid$q) & 3'h7) + ((held$q) & 3'h7);
        offered = data_valid$q | |held$q;
        taken = offered & m_resp_ready;
        s_cmd_ready = (outstanding < 32'h3) | ((outstanding == 32'h3) & taken);
        accept = s_cmd_valid & s_cmd_ready;
        if (accept) begin
            line$d = s_cmd_line;
        end
        line_valid$d = accept & ~rst;
        read_valid$d = line_valid$q & ~rst;
        data$d = s_ram_data;
        data_valid$d = read_valid$q & ~rst;
        m_ram_line = line$q;
        m_resp_valid = offered;
        m_resp_data = data$q;
        if (|held$q) begin
            m_resp_data = held_first$q;
        end
        pop = taken & |held$q;
        push = data_valid$q & ~(taken & ~|held$q);
        if (held$q == 32'h0) begin
            if (push) begin
                held_first$d = data$q;
            end
        end
        else if (held$q == 32'h1) begin
            if (pop & push) begin
                held_first$d = data$q;
            end
            else if (push) begin
                held_second$d = data$q;
            end
        end
        else if (held$q == 32'h2) begin
            if (pop) begin
                held_first$d = held_second$q;
                if (push) begin
                    held_second$d = data$q;
                end
            end
            else if (push) begin
                held_third$d = data$q;
            end
        end
        else if (pop) begin
            held_first$d = held_second$q;
            held_second$d = held_third$q;
        end
        held$d = held$q + ((push) & 2'h3) - ((pop) & 2'h3);
        if (rst) begin
            held$d = 32'h0;
        end
    end

endmodule // metaroce_placement__read0$lane1


module metaroce_placement__read0$lane1$data(d,q,clock);

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

endmodule // metaroce_placement__read0$lane1$data


module metaroce_placement__read0$lane1$data_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_placement__read0$lane1$data_valid


module metaroce_placement__read0$lane1$held(d,q,clock);

    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 2'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_placement__read0$lane1$held


module metaroce_placement__read0$lane1$held_first(d,q,clock);

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

endmodule // metaroce_placement__read0$lane1$held_first


module metaroce_placement__read0$lane1$held_second(d,q,clock);

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

endmodule // metaroce_placement__read0$lane1$held_second


module metaroce_placement__read0$lane1$held_third(d,q,clock);

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

endmodule // metaroce_placement__read0$lane1$held_third


module metaroce_placement__read0$lane1$line(d,q,clock);

    // Module arguments
    input wire  [10:0] d;
    output reg  [10:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 11'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_placement__read0$lane1$line


module metaroce_placement__read0$lane1$line_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_placement__read0$lane1$line_valid


module metaroce_placement__read0$lane1$read_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_placement__read0$lane1$read_valid


module metaroce_placement__read0$lane2(clk,rst,s_cmd_valid,s_cmd_line,s_cmd_ready,m_resp_valid,m_resp_data,m_resp_ready,m_ram_line,s_ram_data);

    // Module arguments
    input wire  clk;
    input wire  rst;
    input wire  s_cmd_valid;
    input wire  [10:0] s_cmd_line;
    output reg  s_cmd_ready;
    output reg  m_resp_valid;
    output reg  [31:0] m_resp_data;
    input wire  m_resp_ready;
    output reg  [10:0] m_ram_line;
    input wire  [31:0] s_ram_data;

    // Stub signals
    reg  [10:0] line$d;
    wire  [10:0] line$q;
    reg  line$clock;
    reg  line_valid$d;
    wire  line_valid$q;
    reg  line_valid$clock;
    reg  read_valid$d;
    wire  read_valid$q;
    reg  read_valid$clock;
    reg  [31:0] data$d;
    wire  [31:0] data$q;
    reg  data$clock;
    reg  data_valid$d;
    wire  data_valid$q;
    reg  data_valid$clock;
    reg  [1:0] held$d;
    wire  [1:0] held$q;
    reg  held$clock;
    reg  [31:0] held_first$d;
    wire  [31:0] held_first$q;
    reg  held_first$clock;
    reg  [31:0] held_second$d;
    wire  [31:0] held_second$q;
    reg  held_second$clock;
    reg  [31:0] held_third$d;
    wire  [31:0] held_third$q;
    reg  held_third$clock;

    // Local signals
    reg  [2:0] outstanding;
    reg  offered;
    reg  taken;
    reg  accept;
    reg  pop;
    reg  push;

    // Sub module instances
    metaroce_placement__read0$lane2$line line(
        .d(line$d),
        .q(line$q),
        .clock(line$clock)
    );
    metaroce_placement__read0$lane2$line_valid line_valid(
        .d(line_valid$d),
        .q(line_valid$q),
        .clock(line_valid$clock)
    );
    metaroce_placement__read0$lane2$read_valid read_valid(
        .d(read_valid$d),
        .q(read_valid$q),
        .clock(read_valid$clock)
    );
    metaroce_placement__read0$lane2$data data(
        .d(data$d),
        .q(data$q),
        .clock(data$clock)
    );
    metaroce_placement__read0$lane2$data_valid data_valid(
        .d(data_valid$d),
        .q(data_valid$q),
        .clock(data_valid$clock)
    );
    metaroce_placement__read0$lane2$held held(
        .d(held$d),
        .q(held$q),
        .clock(held$clock)
    );
    metaroce_placement__read0$lane2$held_first held_first(
        .d(held_first$d),
        .q(held_first$q),
        .clock(held_first$clock)
    );
    metaroce_placement__read0$lane2$held_second held_second(
        .d(held_second$d),
        .q(held_second$q),
        .clock(held_second$clock)
    );
    metaroce_placement__read0$lane2$held_third held_third(
        .d(held_third$d),
        .q(held_third$q),
        .clock(held_third$clock)
    );

    // Update code
    always @(*) begin
        line$clock = clk;
        line_valid$clock = clk;
        read_valid$clock = clk;
        data$clock = clk;
        data_valid$clock = clk;
        held$clock = clk;
        held_first$clock = clk;
        held_second$clock = clk;
        held_third$clock = clk;
        line$d = line$q;
        line_valid$d = line_valid$q;
        read_valid$d = read_valid$q;
        data$d = data$q;
        data_valid$d = data_valid$q;
        held$d = held$q;
        held_first$d = held_first$q;
        held_second$d = held_second$q;
        held_third$d = held_third$q;
        outstanding = ((line_valid$q) & 3'h7) + ((read_valid$q) & 3'h7) + ((data_valid$q) & 3'h7) + ((held$q) & 3'h7);
        offered = data_valid$q | |held$q;
        taken = offered & m_resp_ready;
        s_cmd_ready = (outstanding < 32'h3) | ((outstanding == 32'h3) & taken);
        accept = s_cmd_valid & s_cmd_ready;
        if (accept) begin
            line$d = s_cmd_line;
        end
        line_valid$d = accept & ~rst;
        read_valid$d = line_valid$q & ~rst;
        data$d = s_ram_data;
        data_valid$d = read_valid$q & ~rst;
        m_ram_line = line$q;
        m_resp_valid = offered;
        m_resp_data = data$q;
        if (|held$q) begin
            m_resp_data = held_first$q;
        end
        pop = taken & |held$q;
        push = data_valid$q & ~(taken & ~|held$q);
        if (held$q == 32'h0) begin
            if (push) begin
                held_first$d = data$q;
            end
        end
        else if (held$q == 32'h1) begin
            if (pop & push) begin
                held_first$d = data$q;
            end
            else if (push) begin
                held_second$d = data$q;
            end
        end
        else if (held$q == 32'h2) begin
            if (pop) begin
                held_first$d = held_second$q;
                if (push) begin
                    held_second$d = data$q;
                end
            end
            else if (push) begin
                held_third$d = data$q;
            end
        end
        else if (pop) begin
            held_first$d = held_second$q;
            held_second$d = held_third$q;
        end
        held$d = held$q + ((push) & 2'h3) - ((pop) & 2'h3);
        if (rst) begin
            held$d = 32'h0;
        end
    end

endmodule // metaroce_placement__read0$lane2


module metaroce_placement__read0$lane2$data(d,q,clock);

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

endmodule // metaroce_placement__read0$lane2$data


module metaroce_placement__read0$lane2$data_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_placement__read0$lane2$data_valid


module metaroce_placement__read0$lane2$held(d,q,clock);

    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 2'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_placement__read0$lane2$held


module metaroce_placement__read0$lane2$held_first(d,q,clock);

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

endmodule // metaroce_placement__read0$lane2$held_first


module metaroce_placement__read0$lane2$held_second(d,q,clock);

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

endmodule // metaroce_placement__read0$lane2$held_second


module metaroce_placement__read0$lane2$held_third(d,q,clock);

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

endmodule // metaroce_placement__read0$lane2$held_third


module metaroce_placement__read0$lane2$line(d,q,clock);

    // Module arguments
    input wire  [10:0] d;
    output reg  [10:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 11'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_placement__read0$lane2$line


module metaroce_placement__read0$lane2$line_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_placement__read0$lane2$line_valid


module metaroce_placement__read0$lane2$read_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_placement__read0$lane2$read_valid


module metaroce_placement__read0$lane3(clk,rst,s_cmd_valid,s_cmd_line,s_cmd_ready,m_resp_valid,m_resp_data,m_resp_ready,m_ram_line,s_ram_data);

    // Module arguments
    input wire  clk;
    input wire  rst;
    input wire  s_cmd_valid;
    input wire  [10:0] s_cmd_line;
    output reg  s_cmd_ready;
    output reg  m_resp_valid;
    output reg  [31:0] m_resp_data;
    input wire  m_resp_ready;
    output reg  [10:0] m_ram_line;
    input wire  [31:0] s_ram_data;

    // Stub signals
    reg  [10:0] line$d;
    wire  [10:0] line$q;
    reg  line$clock;
    reg  line_valid$d;
    wire  line_valid$q;
    reg  line_valid$clock;
    reg  read_valid$d;
    wire  read_valid$q;
    reg  read_valid$clock;
    reg  [31:0] data$d;
    wire  [31:0] data$q;
    reg  data$clock;
    reg  data_valid$d;
    wire  data_valid$q;
    reg  data_valid$clock;
    reg  [1:0] held$d;
    wire  [1:0] held$q;
    reg  held$clock;
    reg  [31:0] held_first$d;
    wire  [31:0] held_first$q;
    reg  held_first$clock;
    reg  [31:0] held_second$d;
    wire  [31:0] held_second$q;
    reg  held_second$clock;
    reg  [31:0] held_third$d;
    wire  [31:0] held_third$q;
    reg  held_third$clock;

    // Local signals
    reg  [2:0] outstanding;
    reg  offered;
    reg  taken;
    reg  accept;
    reg  pop;
    reg  push;

    // Sub module instances
    metaroce_placement__read0$lane3$line line(
        .d(line$d),
        .q(line$q),
        .clock(line$clock)
    );
    metaroce_placement__read0$lane3$line_valid line_valid(
        .d(line_valid$d),
        .q(line_valid$q),
        .clock(line_valid$clock)
    );
    metaroce_placement__read0$lane3$read_valid read_valid(
        .d(read_valid$d),
        .q(read_valid$q),
        .clock(read_valid$clock)
    );
    metaroce_placement__read0$lane3$data data(
        .d(data$d),
        .q(data$q),
        .clock(data$clock)
    );
    metaroce_placement__read0$lane3$data_valid data_valid(
        .d(data_valid$d),
        .q(data_valid$q),
        .clock(data_valid$clock)
    );
    metaroce_placement__read0$lane3$held held(
        .d(held$d),
        .q(held$q),
        .clock(held$clock)
    );
    metaroce_placement__read0$lane3$held_first held_first(
        .d(held_first$d),
        .q(held_first$q),
        .clock(held_first$clock)
    );
    metaroce_placement__read0$lane3$held_second held_second(
        .d(held_second$d),
        .q(held_second$q),
        .clock(held_second$clock)
    );
    metaroce_placement__read0$lane3$held_third held_third(
        .d(held_third$d),
        .q(held_third$q),
        .clock(held_third$clock)
    );

    // Update code
    always @(*) begin
        line$clock = clk;
        line_valid$clock = clk;
        read_valid$clock = clk;
        data$clock = clk;
        data_valid$clock = clk;
        held$clock = clk;
        held_first$clock = clk;
        held_second$clock = clk;
        held_third$clock = clk;
        line$d = line$q;
        line_valid$d = line_valid$q;
        read_valid$d = read_valid$q;
        data$d = data$q;
        data_valid$d = data_valid$q;
        held$d = held$q;
        held_first$d = held_first$q;
        held_second$d = held_second$q;
        held_third$d = held_third$q;
        outstanding = ((line_valid$q) & 3'h7) + ((read_valid$q) & 3'h7) + ((data_valid$q) & 3'h7) + ((held$q) & 3'h7);
        offered = data_valid$q | |held$q;
        taken = offered & m_resp_ready;
        s_cmd_ready = (outstanding < 32'h3) | ((outstanding == 32'h3) & taken);
        accept = s_cmd_valid & s_cmd_ready;
        if (accept) begin
            line$d = s_cmd_line;
        end
        line_valid$d = accept & ~rst;
        read_valid$d = line_valid$q & ~rst;
        data$d = s_ram_data;
        data_valid$d = read_valid$q & ~rst;
        m_ram_line = line$q;
        m_resp_valid = offered;
        m_resp_data = data$q;
        if (|held$q) begin
            m_resp_data = held_first$q;
        end
        pop = taken & |held$q;
        push = data_valid$q & ~(taken & ~|held$q);
        if (held$q == 32'h0) begin
            if (push) begin
                held_first$d = data$q;
            end
        end
        else if (held$q == 32'h1) begin
            if (pop & push) begin
                held_first$d = data$q;
            end
            else if (push) begin
                held_second$d = data$q;
            end
        end
        else if (held$q == 32'h2) begin
            if (pop) begin
                held_first$d = held_second$q;
                if (push) begin
                    held_second$d = data$q;
                end
            end
            else if (push) begin
                held_third$d = data$q;
            end
        end
        else if (pop) begin
            held_first$d = held_second$q;
            held_second$d = held_third$q;
        end
        held$d = held$q + ((push) & 2'h3) - ((pop) & 2'h3);
        if (rst) begin
            held$d = 32'h0;
        end
    end

endmodule // metaroce_placement__read0$lane3


module metaroce_placement__read0$lane3$data(d,q,clock);

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

endmodule // metaroce_placement__read0$lane3$data


module metaroce_placement__read0$lane3$data_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_placement__read0$lane3$data_valid


module metaroce_placement__read0$lane3$held(d,q,clock);

    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 2'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_placement__read0$lane3$held


module metaroce_placement__read0$lane3$held_first(d,q,clock);

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

endmodule // metaroce_placement__read0$lane3$held_first


module metaroce_placement__read0$lane3$held_second(d,q,clock);

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

endmodule // metaroce_placement__read0$lane3$held_second


module metaroce_placement__read0$lane3$held_third(d,q,clock);

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

endmodule // metaroce_placement__read0$lane3$held_third


module metaroce_placement__read0$lane3$line(d,q,clock);

    // Module arguments
    input wire  [10:0] d;
    output reg  [10:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 11'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_placement__read0$lane3$line


module metaroce_placement__read0$lane3$line_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_placement__read0$lane3$line_valid


module metaroce_placement__read0$lane3$read_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_placement__read0$lane3$read_valid


module metaroce_placement__read0$lane4(clk,rst,s_cmd_valid,s_cmd_line,s_cmd_ready,m_resp_valid,m_resp_data,m_resp_ready,m_ram_line,s_ram_data);

    // Module arguments
    input wire  clk;
    input wire  rst;
    input wire  s_cmd_valid;
    input wire  [10:0] s_cmd_line;
    output reg  s_cmd_ready;
    output reg  m_resp_valid;
    output reg  [31:0] m_resp_data;
    input wire  m_resp_ready;
    output reg  [10:0] m_ram_line;
    input wire  [31:0] s_ram_data;

    // Stub signals
    reg  [10:0] line$d;
    wire  [10:0] line$q;
    reg  line$clock;
    reg  line_valid$d;
    wire  line_valid$q;
    reg  line_valid$clock;
    reg  read_valid$d;
    wire  read_valid$q;
    reg  read_valid$clock;
    reg  [31:0] data$d;
    wire  [31:0] data$q;
    reg  data$clock;
    reg  data_valid$d;
    wire  data_valid$q;
    reg  data_valid$clock;
    reg  [1:0] held$d;
    wire  [1:0] held$q;
    reg  held$clock;
    reg  [31:0] held_first$d;
    wire  [31:0] held_first$q;
    reg  held_first$clock;
    reg  [31:0] held_second$d;
    wire  [31:0] held_second$q;
    reg  held_second$clock;
    reg  [31:0] held_third$d;
    wire  [31:0] held_third$q;
    reg  held_third$clock;

    // Local signals
    reg  [2:0] outstanding;
    reg  offered;
    reg  taken;
    reg  accept;
    reg  pop;
    reg  push;

    // Sub module instances
    metaroce_placement__read0$lane4$line line(
        .d(line$d),
        .q(line$q),
        .clock(line$clock)
    );
    metaroce_placement__read0$lane4$line_valid line_valid(
        .d(line_valid$d),
        .q(line_valid$q),
        .clock(line_valid$clock)
    );
    metaroce_placement__read0$lane4$read_valid read_valid(
        .d(read_valid$d),
        .q(read_valid$q),
        .clock(read_valid$clock)
    );
    metaroce_placement__read0$lane4$data data(
        .d(data$d),
        .q(data$q),
        .clock(data$clock)
    );
    metaroce_placement__read0$lane4$data_valid data_valid(
        .d(data_valid$d),
        .q(data_valid$q),
        .clock(data_valid$clock)
    );
    metaroce_placement__read0$lane4$held held(
        .d(held$d),
        .q(held$q),
        .clock(held$clock)
    );
    metaroce_placement__read0$lane4$held_first held_first(
        .d(held_first$d),
        .q(held_first$q),
        .clock(held_first$clock)
    );
    metaroce_placement__read0$lane4$held_second held_second(
        .d(held_second$d),
        .q(held_second$q),
        .clock(held_second$clock)
    );
    metaroce_placement__read0$lane4$held_third held_third(
        .d(held_third$d),
        .q(held_third$q),
        .clock(held_third$clock)
    );

    // Update code
    always @(*) begin
        line$clock = clk;
        line_valid$clock = clk;
        read_valid$clock = clk;
        data$clock = clk;
        data_valid$clock = clk;
        held$clock = clk;
        held_first$clock = clk;
        held_second$clock = clk;
        held_third$clock = clk;
        line$d = line$q;
        line_valid$d = line_valid$q;
        read_valid$d = read_valid$q;
        data$d = data$q;
        data_valid$d = data_valid$q;
        held$d = held$q;
        held_first$d = held_first$q;
        held_second$d = held_second$q;
        held_third$d = held_third$q;
        outstanding = ((line_valid$q) & 3'h7) + ((read_valid$q) & 3'h7) + ((data_valid$q) & 3'h7) + ((held$q) & 3'h7);
        offered = data_valid$q | |held$q;
        taken = offered & m_resp_ready;
        s_cmd_ready = (outstanding < 32'h3) | ((outstanding == 32'h3) & taken);
        accept = s_cmd_valid & s_cmd_ready;
        if (accept) begin
            line$d = s_cmd_line;
        end
        line_valid$d = accept & ~rst;
        read_valid$d = line_valid$q & ~rst;
        data$d = s_ram_data;
        data_valid$d = read_valid$q & ~rst;
        m_ram_line = line$q;
        m_resp_valid = offered;
        m_resp_data = data$q;
        if (|held$q) begin
            m_resp_data = held_first$q;
        end
        pop = taken & |held$q;
        push = data_valid$q & ~(taken & ~|held$q);
        if (held$q == 32'h0) begin
            if (push) begin
                held_first$d = data$q;
            end
        end
        else if (held$q == 32'h1) begin
            if (pop & push) begin
                held_first$d = data$q;
            end
            else if (push) begin
                held_second$d = data$q;
            end
        end
        else if (held$q == 32'h2) begin
            if (pop) begin
                held_first$d = held_second$q;
                if (push) begin
                    held_second$d = data$q;
                end
            end
            else if (push) begin
                held_third$d = data$q;
            end
        end
        else if (pop) begin
            held_first$d = held_second$q;
            held_second$d = held_third$q;
        end
        held$d = held$q + ((push) & 2'h3) - ((pop) & 2'h3);
        if (rst) begin
            held$d = 32'h0;
        end
    end

endmodule // metaroce_placement__read0$lane4


module metaroce_placement__read0$lane4$data(d,q,clock);

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

endmodule // metaroce_placement__read0$lane4$data


module metaroce_placement__read0$lane4$data_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_placement__read0$lane4$data_valid


module metaroce_placement__read0$lane4$held(d,q,clock);

    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 2'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_placement__read0$lane4$held


module metaroce_placement__read0$lane4$held_first(d,q,clock);

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

endmodule // metaroce_placement__read0$lane4$held_first


module metaroce_placement__read0$lane4$held_second(d,q,clock);

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

endmodule // metaroce_placement__read0$lane4$held_second


module metaroce_placement__read0$lane4$held_third(d,q,clock);

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

endmodule // metaroce_placement__read0$lane4$held_third


module metaroce_placement__read0$lane4$line(d,q,clock);

    // Module arguments
    input wire  [10:0] d;
    output reg  [10:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 11'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_placement__read0$lane4$line


module metaroce_placement__read0$lane4$line_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_placement__read0$lane4$line_valid


module metaroce_placement__read0$lane4$read_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_placement__read0$lane4$read_valid


module metaroce_placement__read0$lane5(clk,rst,s_cmd_valid,s_cmd_line,s_cmd_ready,m_resp_valid,m_resp_data,m_resp_ready,m_ram_line,s_ram_data);

    // Module arguments
    input wire  clk;
    input wire  rst;
    input wire  s_cmd_valid;
    input wire  [10:0] s_cmd_line;
    output reg  s_cmd_ready;
    output reg  m_resp_valid;
    output reg  [31:0] m_resp_data;
    input wire  m_resp_ready;
    output reg  [10:0] m_ram_line;
    input wire  [31:0] s_ram_data;

    // Stub signals
    reg  [10:0] line$d;
    wire  [10:0] line$q;
    reg  line$clock;
    reg  line_valid$d;
    wire  line_valid$q;
    reg  line_valid$clock;
    reg  read_valid$d;
    wire  read_valid$q;
    reg  read_valid$clock;
    reg  [31:0] data$d;
    wire  [31:0] data$q;
    reg  data$clock;
    reg  data_valid$d;
    wire  data_valid$q;
    reg  data_valid$clock;
    reg  [1:0] held$d;
    wire  [1:0] held$q;
    reg  held$clock;
    reg  [31:0] held_first$d;
    wire  [31:0] held_first$q;
    reg  held_first$clock;
    reg  [31:0] held_second$d;
    wire  [31:0] held_second$q;
    reg  held_second$clock;
    reg  [31:0] held_third$d;
    wire  [31:0] held_third$q;
    reg  held_third$clock;

    // Local signals
    reg  [2:0] outstanding;
    reg  offered;
    reg  taken;
    reg  accept;
    reg  pop;
    reg  push;

    // Sub module instances
    metaroce_placement__read0$lane5$line line(
        .d(line$d),
        .q(line$q),
        .clock(line$clock)
    );
    metaroce_placement__read0$lane5$line_valid line_valid(
        .d(line_valid$d),
        .q(line_valid$q),
        .clock(line_valid$clock)
    );
    metaroce_placement__read0$lane5$read_valid read_valid(
        .d(read_valid$d),
        .q(read_valid$q),
        .clock(read_valid$clock)
    );
    metaroce_placement__read0$lane5$data data(
        .d(data$d),
        .q(data$q),
        .clock(data$clock)
    );
    metaroce_placement__read0$lane5$data_valid data_valid(
        .d(data_valid$d),
        .q(data_valid$q),
        .clock(data_valid$clock)
    );
    metaroce_placement__read0$lane5$held held(
        .d(held$d),
        .q(held$q),
        .clock(held$clock)
    );
    metaroce_placement__read0$lane5$held_first held_first(
        .d(held_first$d),
        .q(held_first$q),
        .clock(held_first$clock)
    );
    metaroce_placement__read0$lane5$held_second held_second(
        .d(held_second$d),
        .q(held_second$q),
        .clock(held_second$clock)
    );
    metaroce_placement__read0$lane5$held_third held_third(
        .d(held_third$d),
        .q(held_third$q),
        .clock(held_third$clock)
    );

    // Update code
    always @(*) begin
        line$clock = clk;
        line_valid$clock = clk;
        read_valid$clock = clk;
        data$clock = clk;
        data_valid$clock = clk;
        held$clock = clk;
        held_first$clock = clk;
        held_second$clock = clk;
        held_third$clock = clk;
        line$d = line$q;
        line_valid$d = line_valid$q;
        read_valid$d = read_valid$q;
        data$d = data$q;
        data_valid$d = data_valid$q;
        held$d = held$q;
        held_first$d = held_first$q;
        held_second$d = held_second$q;
        held_third$d = held_third$q;
        outstanding = ((line_valid$q) & 3'h7) + ((read_valid$q) & 3'h7) + ((data_valid$q) & 3'h7) + ((held$q) & 3'h7);
        offered = data_valid$q | |held$q;
        taken = offered & m_resp_ready;
        s_cmd_ready = (outstanding < 32'h3) | ((outstanding == 32'h3) & taken);
        accept = s_cmd_valid & s_cmd_ready;
        if (accept) begin
            line$d = s_cmd_line;
        end
        line_valid$d = accept & ~rst;
        read_valid$d = line_valid$q & ~rst;
        data$d = s_ram_data;
        data_valid$d = read_valid$q & ~rst;
        m_ram_line = line$q;
        m_resp_valid = offered;
        m_resp_data = data$q;
        if (|held$q) begin
            m_resp_data = held_first$q;
        end
        pop = taken & |held$q;
        push = data_valid$q & ~(taken & ~|held$q);
        if (held$q == 32'h0) begin
            if (push) begin
                held_first$d = data$q;
            end
        end
        else if (held$q == 32'h1) begin
            if (pop & push) begin
                held_first$d = data$q;
            end
            else if (push) begin
                held_second$d = data$q;
            end
        end
        else if (held$q == 32'h2) begin
            if (pop) begin
                held_first$d = held_second$q;
                if (push) begin
                    held_second$d = data$q;
                end
            end
            else if (push) begin
                held_third$d = data$q;
            end
        end
        else if (pop) begin
            held_first$d = held_second$q;
            held_second$d = held_third$q;
        end
        held$d = held$q + ((push) & 2'h3) - ((pop) & 2'h3);
        if (rst) begin
            held$d = 32'h0;
        end
    end

endmodule // metaroce_placement__read0$lane5


module metaroce_placement__read0$lane5$data(d,q,clock);

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

endmodule // metaroce_placement__read0$lane5$data


module metaroce_placement__read0$lane5$data_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_placement__read0$lane5$data_valid


module metaroce_placement__read0$lane5$held(d,q,clock);

    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 2'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_placement__read0$lane5$held


module metaroce_placement__read0$lane5$held_first(d,q,clock);

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

endmodule // metaroce_placement__read0$lane5$held_first


module metaroce_placement__read0$lane5$held_second(d,q,clock);

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

endmodule // metaroce_placement__read0$lane5$held_second


module metaroce_placement__read0$lane5$held_third(d,q,clock);

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

endmodule // metaroce_placement__read0$lane5$held_third


module metaroce_placement__read0$lane5$line(d,q,clock);

    // Module arguments
    input wire  [10:0] d;
    output reg  [10:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 11'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_placement__read0$lane5$line


module metaroce_placement__read0$lane5$line_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_placement__read0$lane5$line_valid


module metaroce_placement__read0$lane5$read_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_placement__read0$lane5$read_valid


module metaroce_placement__read0$lane6(clk,rst,s_cmd_valid,s_cmd_line,s_cmd_ready,m_resp_valid,m_resp_data,m_resp_ready,m_ram_line,s_ram_data);

    // Module arguments
    input wire  clk;
    input wire  rst;
    input wire  s_cmd_valid;
    input wire  [10:0] s_cmd_line;
    output reg  s_cmd_ready;
    output reg  m_resp_valid;
    output reg  [31:0] m_resp_data;
    input wire  m_resp_ready;
    output reg  [10:0] m_ram_line;
    input wire  [31:0] s_ram_data;

    // Stub signals
    reg  [10:0] line$d;
    wire  [10:0] line$q;
    reg  line$clock;
    reg  line_valid$d;
    wire  line_valid$q;
    reg  line_valid$clock;
    reg  read_valid$d;
    wire  read_valid$q;
    reg  read_valid$clock;
    reg  [31:0] data$d;
    wire  [31:0] data$q;
    reg  data$clock;
    reg  data_valid$d;
    wire  data_valid$q;
    reg  data_valid$clock;
    reg  [1:0] held$d;
    wire  [1:0] held$q;
    reg  held$clock;
    reg  [31:0] held_first$d;
    wire  [31:0] held_first$q;
    reg  held_first$clock;
    reg  [31:0] held_second$d;
    wire  [31:0] held_second$q;
    reg  held_second$clock;
    reg  [31:0] held_third$d;
    wire  [31:0] held_third$q;
    reg  held_third$clock;

    // Local signals
    reg  [2:0] outstanding;
    reg  offered;
    reg  taken;
    reg  accept;
    reg  pop;
    reg  push;

    // Sub module instances
    metaroce_placement__read0$lane6$line line(
        .d(line$d),
        .q(line$q),
        .clock(line$clock)
    );
    metaroce_placement__read0$lane6$line_valid line_valid(
        .d(line_valid$d),
        .q(line_valid$q),
        .clock(line_valid$clock)
    );
    metaroce_placement__read0$lane6$read_valid read_valid(
        .d(read_valid$d),
        .q(read_valid$q),
        .clock(read_valid$clock)
    );
    metaroce_placement__read0$lane6$data data(
        .d(data$d),
        .q(data$q),
        .clock(data$clock)
    );
    metaroce_placement__read0$lane6$data_valid data_valid(
        .d(data_valid$d),
        .q(data_valid$q),
        .clock(data_valid$clock)
    );
    metaroce_placement__read0$lane6$held held(
        .d(held$d),
        .q(held$q),
        .clock(held$clock)
    );
    metaroce_placement__read0$lane6$held_first held_first(
        .d(held_first$d),
        .q(held_first$q),
        .clock(held_first$clock)
    );
    metaroce_placement__read0$lane6$held_second held_second(
        .d(held_second$d),
        .q(held_second$q),
        .clock(held_second$clock)
    );
    metaroce_placement__read0$lane6$held_third held_third(
        .d(held_third$d),
        .q(held_third$q),
        .clock(held_third$clock)
    );

    // Update code
    always @(*) begin
        line$clock = clk;
        line_valid$clock = clk;
        read_valid$clock = clk;
        data$clock = clk;
        data_valid$clock = clk;
        held$clock = clk;
        held_first$clock = clk;
        held_second$clock = clk;
        held_third$clock = clk;
        line$d = line$q;
        line_valid$d = line_valid$q;
        read_valid$d = read_valid$q;
        data$d = data$q;
        data_valid$d = data_valid$q;
        held$d = held$q;
        held_first$d = held_first$q;
        held_second$d = held_second$q;
        held_third$d = held_third$q;
        outstanding = ((line_valid$q) & 3'h7) + ((read_valid$q) & 3'h7) + ((data_valid$q) & 3'h7) + ((held$q) & 3'h7);
        offered = data_valid$q | |held$q;
        taken = offered & m_resp_ready;
        s_cmd_ready = (outstanding < 32'h3) | ((outstanding == 32'h3) & taken);
        accept = s_cmd_valid & s_cmd_ready;
        if (accept) begin
            line$d = s_cmd_line;
        end
        line_valid$d = accept & ~rst;
        read_valid$d = line_valid$q & ~rst;
        data$d = s_ram_data;
        data_valid$d = read_valid$q & ~rst;
        m_ram_line = line$q;
        m_resp_valid = offered;
        m_resp_data = data$q;
        if (|held$q) begin
            m_resp_data = held_first$q;
        end
        pop = taken & |held$q;
        push = data_valid$q & ~(taken & ~|held$q);
        if (held$q == 32'h0) begin
            if (push) begin
                held_first$d = data$q;
            end
        end
        else if (held$q == 32'h1) begin
            if (pop & push) begin
                held_first$d = data$q;
            end
            else if (push) begin
                held_second$d = data$q;
            end
        end
        else if (held$q == 32'h2) begin
            if (pop) begin
                held_first$d = held_second$q;
                if (push) begin
                    held_second$d = data$q;
                end
            end
            else if (push) begin
                held_third$d = data$q;
            end
        end
        else if (pop) begin
            held_first$d = held_second$q;
            held_second$d = held_third$q;
        end
        held$d = held$q + ((push) & 2'h3) - ((pop) & 2'h3);
        if (rst) begin
            held$d = 32'h0;
        end
    end

endmodule // metaroce_placement__read0$lane6


module metaroce_placement__read0$lane6$data(d,q,clock);

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

endmodule // metaroce_placement__read0$lane6$data


module metaroce_placement__read0$lane6$data_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_placement__read0$lane6$data_valid


module metaroce_placement__read0$lane6$held(d,q,clock);

    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 2'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_placement__read0$lane6$held


module metaroce_placement__read0$lane6$held_first(d,q,clock);

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

endmodule // metaroce_placement__read0$lane6$held_first


module metaroce_placement__read0$lane6$held_second(d,q,clock);

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

endmodule // metaroce_placement__read0$lane6$held_second


module metaroce_placement__read0$lane6$held_third(d,q,clock);

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

endmodule // metaroce_placement__read0$lane6$held_third


module metaroce_placement__read0$lane6$line(d,q,clock);

    // Module arguments
    input wire  [10:0] d;
    output reg  [10:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 11'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_placement__read0$lane6$line


module metaroce_placement__read0$lane6$line_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_placement__read0$lane6$line_valid


module metaroce_placement__read0$lane6$read_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_placement__read0$lane6$read_valid


module metaroce_placement__read0$lane7(clk,rst,s_cmd_valid,s_cmd_line,s_cmd_ready,m_resp_valid,m_resp_data,m_resp_ready,m_ram_line,s_ram_data);

    // Module arguments
    input wire  clk;
    input wire  rst;
    input wire  s_cmd_valid;
    input wire  [10:0] s_cmd_line;
    output reg  s_cmd_ready;
    output reg  m_resp_valid;
    output reg  [31:0] m_resp_data;
    input wire  m_resp_ready;
    output reg  [10:0] m_ram_line;
    input wire  [31:0] s_ram_data;

    // Stub signals
    reg  [10:0] line$d;
    wire  [10:0] line$q;
    reg  line$clock;
    reg  line_valid$d;
    wire  line_valid$q;
    reg  line_valid$clock;
    reg  read_valid$d;
    wire  read_valid$q;
    reg  read_valid$clock;
    reg  [31:0] data$d;
    wire  [31:0] data$q;
    reg  data$clock;
    reg  data_valid$d;
    wire  data_valid$q;
    reg  data_valid$clock;
    reg  [1:0] held$d;
    wire  [1:0] held$q;
    reg  held$clock;
    reg  [31:0] held_first$d;
    wire  [31:0] held_first$q;
    reg  held_first$clock;
    reg  [31:0] held_second$d;
    wire  [31:0] held_second$q;
    reg  held_second$clock;
    reg  [31:0] held_third$d;
    wire  [31:0] held_third$q;
    reg  held_third$clock;

    // Local signals
    reg  [2:0] outstanding;
    reg  offered;
    reg  taken;
    reg  accept;
    reg  pop;
    reg  push;

    // Sub module instances
    metaroce_placement__read0$lane7$line line(
        .d(line$d),
        .q(line$q),
        .clock(line$clock)
    );
    metaroce_placement__read0$lane7$line_valid line_valid(
        .d(line_valid$d),
        .q(line_valid$q),
        .clock(line_valid$clock)
    );
    metaroce_placement__read0$lane7$read_valid read_valid(
        .d(read_valid$d),
        .q(read_valid$q),
        .clock(read_valid$clock)
    );
    metaroce_placement__read0$lane7$data data(
        .d(data$d),
        .q(data$q),
        .clock(data$clock)
    );
    metaroce_placement__read0$lane7$data_valid data_valid(
        .d(data_valid$d),
        .q(data_valid$q),
        .clock(data_valid$clock)
    );
    metaroce_placement__read0$lane7$held held(
        .d(held$d),
        .q(held$q),
        .clock(held$clock)
    );
    metaroce_placement__read0$lane7$held_first held_first(
        .d(held_first$d),
        .q(held_first$q),
        .clock(held_first$clock)
    );
    metaroce_placement__read0$lane7$held_second held_second(
        .d(held_second$d),
        .q(held_second$q),
        .clock(held_second$clock)
    );
    metaroce_placement__read0$lane7$held_third held_third(
        .d(held_third$d),
        .q(held_third$q),
        .clock(held_third$clock)
    );

    // Update code
    always @(*) begin
        line$clock = clk;
        line_valid$clock = clk;
        read_valid$clock = clk;
        data$clock = clk;
        data_valid$clock = clk;
        held$clock = clk;
        held_first$clock = clk;
        held_second$clock = clk;
        held_third$clock = clk;
        line$d = line$q;
        line_valid$d = line_valid$q;
        read_valid$d = read_valid$q;
        data$d = data$q;
        data_valid$d = data_valid$q;
        held$d = held$q;
        held_first$d = held_first$q;
        held_second$d = held_second$q;
        held_third$d = held_third$q;
        outstanding = ((line_valid$q) & 3'h7) + ((read_valid$q) & 3'h7) + ((data_valid$q) & 3'h7) + ((held$q) & 3'h7);
        offered = data_valid$q | |held$q;
        taken = offered & m_resp_ready;
        s_cmd_ready = (outstanding < 32'h3) | ((outstanding == 32'h3) & taken);
        accept = s_cmd_valid & s_cmd_ready;
        if (accept) begin
            line$d = s_cmd_line;
        end
        line_valid$d = accept & ~rst;
        read_valid$d = line_valid$q & ~rst;
        data$d = s_ram_data;
        data_valid$d = read_valid$q & ~rst;
        m_ram_line = line$q;
        m_resp_valid = offered;
        m_resp_data = data$q;
        if (|held$q) begin
            m_resp_data = held_first$q;
        end
        pop = taken & |held$q;
        push = data_valid$q & ~(taken & ~|held$q);
        if (held$q == 32'h0) begin
            if (push) begin
                held_first$d = data$q;
            end
        end
        else if (held$q == 32'h1) begin
            if (pop & push) begin
                held_first$d = data$q;
            end
            else if (push) begin
                held_second$d = data$q;
            end
        end
        else if (held$q == 32'h2) begin
            if (pop) begin
                held_first$d = held_second$q;
                if (push) begin
                    held_second$d = data$q;
                end
            end
            else if (push) begin
                held_third$d = data$q;
            end
        end
        else if (pop) begin
            held_first$d = held_second$q;
            held_second$d = held_third$q;
        end
        held$d = held$q + ((push) & 2'h3) - ((pop) & 2'h3);
        if (rst) begin
            held$d = 32'h0;
        end
    end

endmodule // metaroce_placement__read0$lane7


module metaroce_placement__read0$lane7$data(d,q,clock);

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

endmodule // metaroce_placement__read0$lane7$data


module metaroce_placement__read0$lane7$data_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_placement__read0$lane7$data_valid


module metaroce_placement__read0$lane7$held(d,q,clock);

    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 2'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_placement__read0$lane7$held


module metaroce_placement__read0$lane7$held_first(d,q,clock);

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

endmodule // metaroce_placement__read0$lane7$held_first


module metaroce_placement__read0$lane7$held_second(d,q,clock);

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

endmodule // metaroce_placement__read0$lane7$held_second


module metaroce_placement__read0$lane7$held_third(d,q,clock);

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

endmodule // metaroce_placement__read0$lane7$held_third


module metaroce_placement__read0$lane7$line(d,q,clock);

    // Module arguments
    input wire  [10:0] d;
    output reg  [10:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 11'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_placement__read0$lane7$line


module metaroce_placement__read0$lane7$line_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_placement__read0$lane7$line_valid


module metaroce_placement__read0$lane7$read_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_placement__read0$lane7$read_valid


module metaroce_placement__read1(clk,rst,s_cmd_valid,s_cmd_line,s_cmd_ready,m_resp_valid,m_resp_data,m_resp_ready,m_ram_line,s_ram_data);

    // Module arguments
    input wire  clk;
    input wire  rst;
    input wire  s_cmd_valid;
    input wire  [10:0] s_cmd_line;
    output reg  s_cmd_ready;
    output reg  m_resp_valid;
    output reg  [255:0] m_resp_data;
    input wire  m_resp_ready;
    output reg  [10:0] m_ram_line;
    input wire  [255:0] s_ram_data;

    // Stub signals
    reg  lane0$clk;
    reg  lane0$rst;
    reg  lane0$s_cmd_valid;
    reg  [10:0] lane0$s_cmd_line;
    wire  lane0$s_cmd_ready;
    wire  lane0$m_resp_valid;
    wire  [31:0] lane0$m_resp_data;
    reg  lane0$m_resp_ready;
    wire  [10:0] lane0$m_ram_line;
    reg  [31:0] lane0$s_ram_data;
    reg  lane1$clk;
    reg  lane1$rst;
    reg  lane1$s_cmd_valid;
    reg  [10:0] lane1$s_cmd_line;
    wire  lane1$s_cmd_ready;
    wire  lane1$m_resp_valid;
    wire  [31:0] lane1$m_resp_data;
    reg  lane1$m_resp_ready;
    wire  [10:0] lane1$m_ram_line;
    reg  [31:0] lane1$s_ram_data;
    reg  lane2$clk;
    reg  lane2$rst;
    reg  lane2$s_cmd_valid;
    reg  [10:0] lane2$s_cmd_line;
    wire  lane2$s_cmd_ready;
    wire  lane2$m_resp_valid;
    wire  [31:0] lane2$m_resp_data;
    reg  lane2$m_resp_ready;
    wire  [10:0] lane2$m_ram_line;
    reg  [31:0] lane2$s_ram_data;
    reg  lane3$clk;
    reg  lane3$rst;
    reg  lane3$s_cmd_valid;
    reg  [10:0] lane3$s_cmd_line;
    wire  lane3$s_cmd_ready;
    wire  lane3$m_resp_valid;
    wire  [31:0] lane3$m_resp_data;
    reg  lane3$m_resp_ready;
    wire  [10:0] lane3$m_ram_line;
    reg  [31:0] lane3$s_ram_data;
    reg  lane4$clk;
    reg  lane4$rst;
    reg  lane4$s_cmd_valid;
    reg  [10:0] lane4$s_cmd_line;
    wire  lane4$s_cmd_ready;
    wire  lane4$m_resp_valid;
    wire  [31:0] lane4$m_resp_data;
    reg  lane4$m_resp_ready;
    wire  [10:0] lane4$m_ram_line;
    reg  [31:0] lane4$s_ram_data;
    reg  lane5$clk;
    reg  lane5$rst;
    reg  lane5$s_cmd_valid;
    reg  [10:0] lane5$s_cmd_line;
    wire  lane5$s_cmd_ready;
    wire  lane5$m_resp_valid;
    wire  [31:0] lane5$m_resp_data;
    reg  lane5$m_resp_ready;
    wire  [10:0] lane5$m_ram_line;
    reg  [31:0] lane5$s_ram_data;
    reg  lane6$clk;
    reg  lane6$rst;
    reg  lane6$s_cmd_valid;
    reg  [10:0] lane6$s_cmd_line;
    wire  lane6$s_cmd_ready;
    wire  lane6$m_resp_valid;
    wire  [31:0] lane6$m_resp_data;
    reg  lane6$m_resp_ready;
    wire  [10:0] lane6$m_ram_line;
    reg  [31:0] lane6$s_ram_data;
    reg  lane7$clk;
    reg  lane7$rst;
    reg  lane7$s_cmd_valid;
    reg  [10:0] lane7$s_cmd_line;
    wire  lane7$s_cmd_ready;
    wire  lane7$m_resp_valid;
    wire  [31:0] lane7$m_resp_data;
    reg  lane7$m_resp_ready;
    wire  [10:0] lane7$m_ram_line;
    reg  [31:0] lane7$s_ram_data;

    // Sub module instances
    metaroce_placement__read1$lane0 lane0(
        .clk(lane0$clk),
        .rst(lane0$rst),
        .s_cmd_valid(lane0$s_cmd_valid),
        .s_cmd_line(lane0$s_cmd_line),
        .s_cmd_ready(lane0$s_cmd_ready),
        .m_resp_valid(lane0$m_resp_valid),
        .m_resp_data(lane0$m_resp_data),
        .m_resp_ready(lane0$m_resp_ready),
        .m_ram_line(lane0$m_ram_line),
        .s_ram_data(lane0$s_ram_data)
    );
    metaroce_placement__read1$lane1 lane1(
        .clk(lane1$clk),
        .rst(lane1$rst),
        .s_cmd_valid(lane1$s_cmd_valid),
        .s_cmd_line(lane1$s_cmd_line),
        .s_cmd_ready(lane1$s_cmd_ready),
        .m_resp_valid(lane1$m_resp_valid),
        .m_resp_data(lane1$m_resp_data),
        .m_resp_ready(lane1$m_resp_ready),
        .m_ram_line(lane1$m_ram_line),
        .s_ram_data(lane1$s_ram_data)
    );
    metaroce_placement__read1$lane2 lane2(
        .clk(lane2$clk),
        .rst(lane2$rst),
        .s_cmd_valid(lane2$s_cmd_valid),
        .s_cmd_line(lane2$s_cmd_line),
        .s_cmd_ready(lane2$s_cmd_ready),
        .m_resp_valid(lane2$m_resp_valid),
        .m_resp_data(lane2$m_resp_data),
        .m_resp_ready(lane2$m_resp_ready),
        .m_ram_line(lane2$m_ram_line),
        .s_ram_data(lane2$s_ram_data)
    );
    metaroce_placement__read1$lane3 lane3(
        .clk(lane3$clk),
        .rst(lane3$rst),
        .s_cmd_valid(lane3$s_cmd_valid),
        .s_cmd_line(lane3$s_cmd_line),
        .s_cmd_ready(lane3$s_cmd_ready),
        .m_resp_valid(lane3$m_resp_valid),
        .m_resp_data(lane3$m_resp_data),
        .m_resp_ready(lane3$m_resp_ready),
        .m_ram_line(lane3$m_ram_line),
        .s_ram_data(lane3$s_ram_data)
    );
    metaroce_placement__read1$lane4 lane4(
        .clk(lane4$clk),
        .rst(lane4$rst),
        .s_cmd_valid(lane4$s_cmd_valid),
        .s_cmd_line(lane4$s_cmd_line),
        .s_cmd_ready(lane4$s_cmd_ready),
        .m_resp_valid(lane4$m_resp_valid),
        .m_resp_data(lane4$m_resp_data),
        .m_resp_ready(lane4$m_resp_ready),
        .m_ram_line(lane4$m_ram_line),
        .s_ram_data(lane4$s_ram_data)
    );
    metaroce_placement__read1$lane5 lane5(
        .clk(lane5$clk),
        .rst(lane5$rst),
        .s_cmd_valid(lane5$s_cmd_valid),
        .s_cmd_line(lane5$s_cmd_line),
        .s_cmd_ready(lane5$s_cmd_ready),
        .m_resp_valid(lane5$m_resp_valid),
        .m_resp_data(lane5$m_resp_data),
        .m_resp_ready(lane5$m_resp_ready),
        .m_ram_line(lane5$m_ram_line),
        .s_ram_data(lane5$s_ram_data)
    );
    metaroce_placement__read1$lane6 lane6(
        .clk(lane6$clk),
        .rst(lane6$rst),
        .s_cmd_valid(lane6$s_cmd_valid),
        .s_cmd_line(lane6$s_cmd_line),
        .s_cmd_ready(lane6$s_cmd_ready),
        .m_resp_valid(lane6$m_resp_valid),
        .m_resp_data(lane6$m_resp_data),
        .m_resp_ready(lane6$m_resp_ready),
        .m_ram_line(lane6$m_ram_line),
        .s_ram_data(lane6$s_ram_data)
    );
    metaroce_placement__read1$lane7 lane7(
        .clk(lane7$clk),
        .rst(lane7$rst),
        .s_cmd_valid(lane7$s_cmd_valid),
        .s_cmd_line(lane7$s_cmd_line),
        .s_cmd_ready(lane7$s_cmd_ready),
        .m_resp_valid(lane7$m_resp_valid),
        .m_resp_data(lane7$m_resp_data),
        .m_resp_ready(lane7$m_resp_ready),
        .m_ram_line(lane7$m_ram_line),
        .s_ram_data(lane7$s_ram_data)
    );

    // Update code
    always @(*) begin
        lane0$clk = clk;
        lane0$rst = rst;
        lane0$s_cmd_valid = s_cmd_valid;
        lane0$s_cmd_line = s_cmd_line;
        lane0$m_resp_ready = m_resp_ready;
        lane0$s_ram_data = s_ram_data[(32'h0)+:(32)];
        lane1$clk = clk;
        lane1$rst = rst;
        lane1$s_cmd_valid = s_cmd_valid;
        lane1$s_cmd_line = s_cmd_line;
        lane1$m_resp_ready = m_resp_ready;
        lane1$s_ram_data = s_ram_data[(32'h20)+:(32)];
        lane2$clk = clk;
        lane2$rst = rst;
        lane2$s_cmd_valid = s_cmd_valid;
        lane2$s_cmd_line = s_cmd_line;
        lane2$m_resp_ready = m_resp_ready;
        lane2$s_ram_data = s_ram_data[(32'h40)+:(32)];
        lane3$clk = clk;
        lane3$rst = rst;
        lane3$s_cmd_valid = s_cmd_valid;
        lane3$s_cmd_line = s_cmd_line;
        lane3$m_resp_ready = m_resp_ready;
        lane3$s_ram_data = s_ram_data[(32'h60)+:(32)];
        lane4$clk = clk;
        lane4$rst = rst;
        lane4$s_cmd_valid = s_cmd_valid;
        lane4$s_cmd_line = s_cmd_line;
        lane4$m_resp_ready = m_resp_ready;
        lane4$s_ram_data = s_ram_data[(32'h80)+:(32)];
        lane5$clk = clk;
        lane5$rst = rst;
        lane5$s_cmd_valid = s_cmd_valid;
        lane5$s_cmd_line = s_cmd_line;
        lane5$m_resp_ready = m_resp_ready;
        lane5$s_ram_data = s_ram_data[(32'ha0)+:(32)];
        lane6$clk = clk;
        lane6$rst = rst;
        lane6$s_cmd_valid = s_cmd_valid;
        lane6$s_cmd_line = s_cmd_line;
        lane6$m_resp_ready = m_resp_ready;
        lane6$s_ram_data = s_ram_data[(32'hc0)+:(32)];
        lane7$clk = clk;
        lane7$rst = rst;
        lane7$s_cmd_valid = s_cmd_valid;
        lane7$s_cmd_line = s_cmd_line;
        lane7$m_resp_ready = m_resp_ready;
        lane7$s_ram_data = s_ram_data[(32'he0)+:(32)];
        m_ram_line = lane0$m_ram_line;
        s_cmd_ready = lane0$s_cmd_ready;
        m_resp_valid = lane0$m_resp_valid;
        m_resp_data = ((lane0$m_resp_data) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) | (((lane1$m_resp_data) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h20) | (((lane2$m_resp_data) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h40) | (((lane3$m_resp_data) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h60) | (((lane4$m_resp_data) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h80) | (((lane5$m_resp_data) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'ha0) | (((lane6$m_resp_data) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'hc0) | (((lane7$m_resp_data) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'he0);
    end

endmodule // metaroce_placement__read1


module metaroce_placement__read1$lane0(clk,rst,s_cmd_valid,s_cmd_line,s_cmd_ready,m_resp_valid,m_resp_data,m_resp_ready,m_ram_line,s_ram_data);

    // Module arguments
    input wire  clk;
    input wire  rst;
    input wire  s_cmd_valid;
    input wire  [10:0] s_cmd_line;
    output reg  s_cmd_ready;
    output reg  m_resp_valid;
    output reg  [31:0] m_resp_data;
    input wire  m_resp_ready;
    output reg  [10:0] m_ram_line;
    input wire  [31:0] s_ram_data;

    // Stub signals
    reg  [10:0] line$d;
    wire  [10:0] line$q;
    reg  line$clock;
    reg  line_valid$d;
    wire  line_valid$q;
    reg  line_valid$clock;
    reg  read_valid$d;
    wire  read_valid$q;
    reg  read_valid$clock;
    reg  [31:0] data$d;
    wire  [31:0] data$q;
    reg  data$clock;
    reg  data_valid$d;
    wire  data_valid$q;
    reg  data_valid$clock;
    reg  [1:0] held$d;
    wire  [1:0] held$q;
    reg  held$clock;
    reg  [31:0] held_first$d;
    wire  [31:0] held_first$q;
    reg  held_first$clock;
    reg  [31:0] held_second$d;
    wire  [31:0] held_second$q;
    reg  held_second$clock;
    reg  [31:0] held_third$d;
    wire  [31:0] held_third$q;
    reg  held_third$clock;

    // Local signals
    reg  [2:0] outstanding;
    reg  offered;
    reg  taken;
    reg  accept;
    reg  pop;
    reg  push;

    // Sub module instances
    metaroce_placement__read1$lane0$line line(
        .d(line$d),
        .q(line$q),
        .clock(line$clock)
    );
    metaroce_placement__read1$lane0$line_valid line_valid(
        .d(line_valid$d),
        .q(line_valid$q),
        .clock(line_valid$clock)
    );
    metaroce_placement__read1$lane0$read_valid read_valid(
        .d(read_valid$d),
        .q(read_valid$q),
        .clock(read_valid$clock)
    );
    metaroce_placement__read1$lane0$data data(
        .d(data$d),
        .q(data$q),
        .clock(data$clock)
    );
    metaroce_placement__read1$lane0$data_valid data_valid(
        .d(data_valid$d),
        .q(data_valid$q),
        .clock(data_valid$clock)
    );
    metaroce_placement__read1$lane0$held held(
        .d(held$d),
        .q(held$q),
        .clock(held$clock)
    );
    metaroce_placement__read1$lane0$held_first held_first(
        .d(held_first$d),
        .q(held_first$q),
        .clock(held_first$clock)
    );
    metaroce_placement__read1$lane0$held_second held_second(
        .d(held_second$d),
        .q(held_second$q),
        .clock(held_second$clock)
    );
    metaroce_placement__read1$lane0$held_third held_third(
        .d(held_third$d),
        .q(held_third$q),
        .clock(held_third$clock)
    );

    // Update code
    always @(*) begin
        line$clock = clk;
        line_valid$clock = clk;
        read_valid$clock = clk;
        data$clock = clk;
        data_valid$clock = clk;
        held$clock = clk;
        held_first$clock = clk;
        held_second$clock = clk;
        held_third$clock = clk;
        line$d = line$q;
        line_valid$d = line_valid$q;
        read_valid$d = read_valid$q;
        data$d = data$q;
        data_valid$d = data_valid$q;
        held$d = held$q;
        held_first$d = held_first$q;
        held_second$d = held_second$q;
        held_third$d = held_third$q;
        outstanding = ((line_valid$q) & 3'h7) + ((read_valid$q) & 3'h7) + ((data_valid$q) & 3'h7) + ((held$q) & 3'h7);
        offered = data_valid$q | |held$q;
        taken = offered & m_resp_ready;
        s_cmd_ready = (outstanding < 32'h3) | ((outstanding == 32'h3) & taken);
        accept = s_cmd_valid & s_cmd_ready;
        if (accept) begin
            line$d = s_cmd_line;
        end
        line_valid$d = accept & ~rst;
        read_valid$d = line_valid$q & ~rst;
        data$d = s_ram_data;
        data_valid$d = read_valid$q & ~rst;
        m_ram_line = line$q;
        m_resp_valid = offered;
        m_resp_data = data$q;
        if (|held$q) begin
            m_resp_data = held_first$q;
        end
        pop = taken & |held$q;
        push = data_valid$q & ~(taken & ~|held$q);
        if (held$q == 32'h0) begin
            if (push) begin
                held_first$d = data$q;
            end
        end
        else if (held$q == 32'h1) begin
            if (pop & push) begin
                held_first$d = data$q;
            end
            else if (push) begin
                held_second$d = data$q;
            end
        end
        else if (held$q == 32'h2) begin
            if (pop) begin
                held_first$d = held_second$q;
                if (push) begin
                    held_second$d = data$q;
                end
            end
            else if (push) begin
                held_third$d = data$q;
            end
        end
        else if (pop) begin
            held_first$d = held_second$q;
            held_second$d = held_third$q;
        end
        held$d = held$q + ((push) & 2'h3) - ((pop) & 2'h3);
        if (rst) begin
            held$d = 32'h0;
        end
    end

endmodule // metaroce_placement__read1$lane0


module metaroce_placement__read1$lane0$data(d,q,clock);

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

endmodule // metaroce_placement__read1$lane0$data


module metaroce_placement__read1$lane0$data_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_placement__read1$lane0$data_valid


module metaroce_placement__read1$lane0$held(d,q,clock);

    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 2'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_placement__read1$lane0$held


module metaroce_placement__read1$lane0$held_first(d,q,clock);

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

endmodule // metaroce_placement__read1$lane0$held_first


module metaroce_placement__read1$lane0$held_second(d,q,clock);

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

endmodule // metaroce_placement__read1$lane0$held_second


module metaroce_placement__read1$lane0$held_third(d,q,clock);

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

endmodule // metaroce_placement__read1$lane0$held_third


module metaroce_placement__read1$lane0$line(d,q,clock);

    // Module arguments
    input wire  [10:0] d;
    output reg  [10:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 11'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_placement__read1$lane0$line


module metaroce_placement__read1$lane0$line_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_placement__read1$lane0$line_valid


module metaroce_placement__read1$lane0$read_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_placement__read1$lane0$read_valid


module metaroce_placement__read1$lane1(clk,rst,s_cmd_valid,s_cmd_line,s_cmd_ready,m_resp_valid,m_resp_data,m_resp_ready,m_ram_line,s_ram_data);

    // Module arguments
    input wire  clk;
    input wire  rst;
    input wire  s_cmd_valid;
    input wire  [10:0] s_cmd_line;
    output reg  s_cmd_ready;
    output reg  m_resp_valid;
    output reg  [31:0] m_resp_data;
    input wire  m_resp_ready;
    output reg  [10:0] m_ram_line;
    input wire  [31:0] s_ram_data;

    // Stub signals
    reg  [10:0] line$d;
    wire  [10:0] line$q;
    reg  line$clock;
    reg  line_valid$d;
    wire  line_valid$q;
    reg  line_valid$clock;
    reg  read_valid$d;
    wire  read_valid$q;
    reg  read_valid$clock;
    reg  [31:0] data$d;
    wire  [31:0] data$q;
    reg  data$clock;
    reg  data_valid$d;
    wire  data_valid$q;
    reg  data_valid$clock;
    reg  [1:0] held$d;
    wire  [1:0] held$q;
    reg  held$clock;
    reg  [31:0] held_first$d;
    wire  [31:0] held_first$q;
    reg  held_first$clock;
    reg  [31:0] held_second$d;
    wire  [31:0] held_second$q;
    reg  held_second$clock;
    reg  [31:0] held_third$d;
    wire  [31:0] held_third$q;
    reg  held_third$clock;

    // Local signals
    reg  [2:0] outstanding;
    reg  offered;
    reg  taken;
    reg  accept;
    reg  pop;
    reg  push;

    // Sub module instances
    metaroce_placement__read1$lane1$line line(
        .d(line$d),
        .q(line$q),
        .clock(line$clock)
    );
    metaroce_placement__read1$lane1$line_valid line_valid(
        .d(line_valid$d),
        .q(line_valid$q),
        .clock(line_valid$clock)
    );
    metaroce_placement__read1$lane1$read_valid read_valid(
        .d(read_valid$d),
        .q(read_valid$q),
        .clock(read_valid$clock)
    );
    metaroce_placement__read1$lane1$data data(
        .d(data$d),
        .q(data$q),
        .clock(data$clock)
    );
    metaroce_placement__read1$lane1$data_valid data_valid(
        .d(data_valid$d),
        .q(data_valid$q),
        .clock(data_valid$clock)
    );
    metaroce_placement__read1$lane1$held held(
        .d(held$d),
        .q(held$q),
        .clock(held$clock)
    );
    metaroce_placement__read1$lane1$held_first held_first(
        .d(held_first$d),
        .q(held_first$q),
        .clock(held_first$clock)
    );
    metaroce_placement__read1$lane1$held_second held_second(
        .d(held_second$d),
        .q(held_second$q),
        .clock(held_second$clock)
    );
    metaroce_placement__read1$lane1$held_third held_third(
        .d(held_third$d),
        .q(held_third$q),
        .clock(held_third$clock)
    );

    // Update code
    always @(*) begin
        line$clock = clk;
        line_valid$clock = clk;
        read_valid$clock = clk;
        data$clock = clk;
        data_valid$clock = clk;
        held$clock = clk;
        held_first$clock = clk;
        held_second$clock = clk;
        held_third$clock = clk;
        line$d = line$q;
        line_valid$d = line_valid$q;
        read_valid$d = read_valid$q;
        data$d = data$q;
        data_valid$d = data_valid$q;
        held$d = held$q;
        held_first$d = held_first$q;
        held_second$d = held_second$q;
        held_third$d = held_third$q;
        outstanding = ((line_valid$q) & 3'h7) + ((read_valid$q) & 3'h7) + ((data_valid$q) & 3'h7) + ((held$q) & 3'h7);
        offered = data_valid$q | |held$q;
        taken = offered & m_resp_ready;
        s_cmd_ready = (outstanding < 32'h3) | ((outstanding == 32'h3) & taken);
        accept = s_cmd_valid & s_cmd_ready;
        if (accept) begin
            line$d = s_cmd_line;
        end
        line_valid$d = accept & ~rst;
        read_valid$d = line_valid$q & ~rst;
        data$d = s_ram_data;
        data_valid$d = read_valid$q & ~rst;
        m_ram_line = line$q;
        m_resp_valid = offered;
        m_resp_data = data$q;
        if (|held$q) begin
            m_resp_data = held_first$q;
        end
        pop = taken & |held$q;
        push = data_valid$q & ~(taken & ~|held$q);
        if (held$q == 32'h0) begin
            if (push) begin
                held_first$d = data$q;
            end
        end
        else if (held$q == 32'h1) begin
            if (pop & push) begin
                held_first$d = data$q;
            end
            else if (push) begin
                held_second$d = data$q;
            end
        end
        else if (held$q == 32'h2) begin
            if (pop) begin
                held_first$d = held_second$q;
                if (push) begin
                    held_second$d = data$q;
                end
            end
            else if (push) begin
                held_third$d = data$q;
            end
        end
        else if (pop) begin
            held_first$d = held_second$q;
            held_second$d = held_third$q;
        end
        held$d = held$q + ((push) & 2'h3) - ((pop) & 2'h3);
        if (rst) begin
            held$d = 32'h0;
        end
    end

endmodule // metaroce_placement__read1$lane1


module metaroce_placement__read1$lane1$data(d,q,clock);

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

endmodule // metaroce_placement__read1$lane1$data


module metaroce_placement__read1$lane1$data_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_placement__read1$lane1$data_valid


module metaroce_placement__read1$lane1$held(d,q,clock);

    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 2'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_placement__read1$lane1$held


module metaroce_placement__read1$lane1$held_first(d,q,clock);

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

endmodule // metaroce_placement__read1$lane1$held_first


module metaroce_placement__read1$lane1$held_second(d,q,clock);

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

endmodule // metaroce_placement__read1$lane1$held_second


module metaroce_placement__read1$lane1$held_third(d,q,clock);

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

endmodule // metaroce_placement__read1$lane1$held_third


module metaroce_placement__read1$lane1$line(d,q,clock);

    // Module arguments
    input wire  [10:0] d;
    output reg  [10:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 11'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_placement__read1$lane1$line


module metaroce_placement__read1$lane1$line_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_placement__read1$lane1$line_valid


module metaroce_placement__read1$lane1$read_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_placement__read1$lane1$read_valid


module metaroce_placement__read1$lane2(clk,rst,s_cmd_valid,s_cmd_line,s_cmd_ready,m_resp_valid,m_resp_data,m_resp_ready,m_ram_line,s_ram_data);

    // Module arguments
    input wire  clk;
    input wire  rst;
    input wire  s_cmd_valid;
    input wire  [10:0] s_cmd_line;
    output reg  s_cmd_ready;
    output reg  m_resp_valid;
    output reg  [31:0] m_resp_data;
    input wire  m_resp_ready;
    output reg  [10:0] m_ram_line;
    input wire  [31:0] s_ram_data;

    // Stub signals
    reg  [10:0] line$d;
    wire  [10:0] line$q;
    reg  line$clock;
    reg  line_valid$d;
    wire  line_valid$q;
    reg  line_valid$clock;
    reg  read_valid$d;
    wire  read_valid$q;
    reg  read_valid$clock;
    reg  [31:0] data$d;
    wire  [31:0] data$q;
    reg  data$clock;
    reg  data_valid$d;
    wire  data_valid$q;
    reg  data_valid$clock;
    reg  [1:0] held$d;
    wire  [1:0] held$q;
    reg  held$clock;
    reg  [31:0] held_first$d;
    wire  [31:0] held_first$q;
    reg  held_first$clock;
    reg  [31:0] held_second$d;
    wire  [31:0] held_second$q;
    reg  held_second$clock;
    reg  [31:0] held_third$d;
    wire  [31:0] held_third$q;
    reg  held_third$clock;

    // Local signals
    reg  [2:0] outstanding;
    reg  offered;
    reg  taken;
    reg  accept;
    reg  pop;
    reg  push;

    // Sub module instances
    metaroce_placement__read1$lane2$line line(
        .d(line$d),
        .q(line$q),
        .clock(line$clock)
    );
    metaroce_placement__read1$lane2$line_valid line_valid(
        .d(line_valid$d),
        .q(line_valid$q),
        .clock(line_valid$clock)
    );
    metaroce_placement__read1$lane2$read_valid read_valid(
        .d(read_valid$d),
        .q(read_valid$q),
        .clock(read_valid$clock)
    );
    metaroce_placement__read1$lane2$data data(
        .d(data$d),
        .q(data$q),
        .clock(data$clock)
    );
    metaroce_placement__read1$lane2$data_valid data_valid(
        .d(data_valid$d),
        .q(data_valid$q),
        .clock(data_valid$clock)
    );
    metaroce_placement__read1$lane2$held held(
        .d(held$d),
        .q(held$q),
        .clock(held$clock)
    );
    metaroce_placement__read1$lane2$held_first held_first(
        .d(held_first$d),
        .q(held_first$q),
        .clock(held_first$clock)
    );
    metaroce_placement__read1$lane2$held_second held_second(
        .d(held_second$d),
        .q(held_second$q),
        .clock(held_second$clock)
    );
    metaroce_placement__read1$lane2$held_third held_third(
        .d(held_third$d),
        .q(held_third$q),
        .clock(held_third$clock)
    );

    // Update code
    always @(*) begin
        line$clock = clk;
        line_valid$clock = clk;
        read_valid$clock = clk;
        data$clock = clk;
        data_valid$clock = clk;
        held$clock = clk;
        held_first$clock = clk;
        held_second$clock = clk;
        held_third$clock = clk;
        line$d = line$q;
        line_valid$d = line_valid$q;
        read_valid$d = read_valid$q;
        data$d = data$q;
        data_valid$d = data_valid$q;
        held$d = held$q;
        held_first$d = held_first$q;
        held_second$d = held_second$q;
        held_third$d = held_third$q;
        outstanding = ((line_valid$q) & 3'h7) + ((read_valid$q) & 3'h7) + ((data_valid$q) & 3'h7) + ((held$q) & 3'h7);
        offered = data_valid$q | |held$q;
        taken = offered & m_resp_ready;
        s_cmd_ready = (outstanding < 32'h3) | ((outstanding == 32'h3) & taken);
        accept = s_cmd_valid & s_cmd_ready;
        if (accept) begin
            line$d = s_cmd_line;
        end
        line_valid$d = accept & ~rst;
        read_valid$d = line_valid$q & ~rst;
        data$d = s_ram_data;
        data_valid$d = read_valid$q & ~rst;
        m_ram_line = line$q;
        m_resp_valid = offered;
        m_resp_data = data$q;
        if (|held$q) begin
            m_resp_data = held_first$q;
        end
        pop = taken & |held$q;
        push = data_valid$q & ~(taken & ~|held$q);
        if (held$q == 32'h0) begin
            if (push) begin
                held_first$d = data$q;
            end
        end
        else if (held$q == 32'h1) begin
            if (pop & push) begin
                held_first$d = data$q;
            end
            else if (push) begin
                held_second$d = data$q;
            end
        end
        else if (held$q == 32'h2) begin
            if (pop) begin
                held_first$d = held_second$q;
                if (push) begin
                    held_second$d = data$q;
                end
            end
            else if (push) begin
                held_third$d = data$q;
            end
        end
        else if (pop) begin
            held_first$d = held_second$q;
            held_second$d = held_third$q;
        end
        held$d = held$q + ((push) & 2'h3) - ((pop) & 2'h3);
        if (rst) begin
            held$d = 32'h0;
        end
    end

endmodule // metaroce_placement__read1$lane2


module metaroce_placement__read1$lane2$data(d,q,clock);

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

endmodule // metaroce_placement__read1$lane2$data


module metaroce_placement__read1$lane2$data_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_placement__read1$lane2$data_valid


module metaroce_placement__read1$lane2$held(d,q,clock);

    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 2'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_placement__read1$lane2$held


module metaroce_placement__read1$lane2$held_first(d,q,clock);

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

endmodule // metaroce_placement__read1$lane2$held_first


module metaroce_placement__read1$lane2$held_second(d,q,clock);

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

endmodule // metaroce_placement__read1$lane2$held_second


module metaroce_placement__read1$lane2$held_third(d,q,clock);

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

endmodule // metaroce_placement__read1$lane2$held_third


module metaroce_placement__read1$lane2$line(d,q,clock);

    // Module arguments
    input wire  [10:0] d;
    output reg  [10:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 11'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_placement__read1$lane2$line


module metaroce_placement__read1$lane2$line_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_placement__read1$lane2$line_valid


module metaroce_placement__read1$lane2$read_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_placement__read1$lane2$read_valid


module metaroce_placement__read1$lane3(clk,rst,s_cmd_valid,s_cmd_line,s_cmd_ready,m_resp_valid,m_resp_data,m_resp_ready,m_ram_line,s_ram_data);

    // Module arguments
    input wire  clk;
    input wire  rst;
    input wire  s_cmd_valid;
    input wire  [10:0] s_cmd_line;
    output reg  s_cmd_ready;
    output reg  m_resp_valid;
    output reg  [31:0] m_resp_data;
    input wire  m_resp_ready;
    output reg  [10:0] m_ram_line;
    input wire  [31:0] s_ram_data;

    // Stub signals
    reg  [10:0] line$d;
    wire  [10:0] line$q;
    reg  line$clock;
    reg  line_valid$d;
    wire  line_valid$q;
    reg  line_valid$clock;
    reg  read_valid$d;
    wire  read_valid$q;
    reg  read_valid$clock;
    reg  [31:0] data$d;
    wire  [31:0] data$q;
    reg  data$clock;
    reg  data_valid$d;
    wire  data_valid$q;
    reg  data_valid$clock;
    reg  [1:0] held$d;
    wire  [1:0] held$q;
    reg  held$clock;
    reg  [31:0] held_first$d;
    wire  [31:0] held_first$q;
    reg  held_first$clock;
    reg  [31:0] held_second$d;
    wire  [31:0] held_second$q;
    reg  held_second$clock;
    reg  [31:0] held_third$d;
    wire  [31:0] held_third$q;
    reg  held_third$clock;

    // Local signals
    reg  [2:0] outstanding;
    reg  offered;
    reg  taken;
    reg  accept;
    reg  pop;
    reg  push;

    // Sub module instances
    metaroce_placement__read1$lane3$line line(
        .d(line$d),
        .q(line$q),
        .clock(line$clock)
    );
    metaroce_placement__read1$lane3$line_valid line_valid(
        .d(line_valid$d),
        .q(line_valid$q),
        .clock(line_valid$clock)
    );
    metaroce_placement__read1$lane3$read_valid read_valid(
        .d(read_valid$d),
        .q(read_valid$q),
        .clock(read_valid$clock)
    );
    metaroce_placement__read1$lane3$data data(
        .d(data$d),
        .q(data$q),
        .clock(data$clock)
    );
    metaroce_placement__read1$lane3$data_valid data_valid(
        .d(data_valid$d),
        .q(data_valid$q),
        .clock(data_valid$clock)
    );
    metaroce_placement__read1$lane3$held held(
        .d(held$d),
        .q(held$q),
        .clock(held$clock)
    );
    metaroce_placement__read1$lane3$held_first held_first(
        .d(held_first$d),
        .q(held_first$q),
        .clock(held_first$clock)
    );
    metaroce_placement__read1$lane3$held_second held_second(
        .d(held_second$d),
        .q(held_second$q),
        .clock(held_second$clock)
    );
    metaroce_placement__read1$lane3$held_third held_third(
        .d(held_third$d),
        .q(held_third$q),
        .clock(held_third$clock)
    );

    // Update code
    always @(*) begin
        line$clock = clk;
        line_valid$clock = clk;
        read_valid$clock = clk;
        data$clock = clk;
        data_valid$clock = clk;
        held$clock = clk;
        held_first$clock = clk;
        held_second$clock = clk;
        held_third$clock = clk;
        line$d = line$q;
        line_valid$d = line_valid$q;
        read_valid$d = read_valid$q;
        data$d = data$q;
        data_valid$d = data_valid$q;
        held$d = held$q;
        held_first$d = held_first$q;
        held_second$d = held_second$q;
        held_third$d = held_third$q;
        outstanding = ((line_valid$q) & 3'h7) + ((read_valid$q) & 3'h7) + ((data_valid$q) & 3'h7) + ((held$q) & 3'h7);
        offered = data_valid$q | |held$q;
        taken = offered & m_resp_ready;
        s_cmd_ready = (outstanding < 32'h3) | ((outstanding == 32'h3) & taken);
        accept = s_cmd_valid & s_cmd_ready;
        if (accept) begin
            line$d = s_cmd_line;
        end
        line_valid$d = accept & ~rst;
        read_valid$d = line_valid$q & ~rst;
        data$d = s_ram_data;
        data_valid$d = read_valid$q & ~rst;
        m_ram_line = line$q;
        m_resp_valid = offered;
        m_resp_data = data$q;
        if (|held$q) begin
            m_resp_data = held_first$q;
        end
        pop = taken & |held$q;
        push = data_valid$q & ~(taken & ~|held$q);
        if (held$q == 32'h0) begin
            if (push) begin
                held_first$d = data$q;
            end
        end
        else if (held$q == 32'h1) begin
            if (pop & push) begin
                held_first$d = data$q;
            end
            else if (push) begin
                held_second$d = data$q;
            end
        end
        else if (held$q == 32'h2) begin
            if (pop) begin
                held_first$d = held_second$q;
                if (push) begin
                    held_second$d = data$q;
                end
            end
            else if (push) begin
                held_third$d = data$q;
            end
        end
        else if (pop) begin
            held_first$d = held_second$q;
            held_second$d = held_third$q;
        end
        held$d = held$q + ((push) & 2'h3) - ((pop) & 2'h3);
        if (rst) begin
            held$d = 32'h0;
        end
    end

endmodule // metaroce_placement__read1$lane3


module metaroce_placement__read1$lane3$data(d,q,clock);

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

endmodule // metaroce_placement__read1$lane3$data


module metaroce_placement__read1$lane3$data_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_placement__read1$lane3$data_valid


module metaroce_placement__read1$lane3$held(d,q,clock);

    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 2'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_placement__read1$lane3$held


module metaroce_placement__read1$lane3$held_first(d,q,clock);

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

endmodule // metaroce_placement__read1$lane3$held_first


module metaroce_placement__read1$lane3$held_second(d,q,clock);

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

endmodule // metaroce_placement__read1$lane3$held_second


module metaroce_placement__read1$lane3$held_third(d,q,clock);

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

endmodule // metaroce_placement__read1$lane3$held_third


module metaroce_placement__read1$lane3$line(d,q,clock);

    // Module arguments
    input wire  [10:0] d;
    output reg  [10:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 11'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_placement__read1$lane3$line


module metaroce_placement__read1$lane3$line_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_placement__read1$lane3$line_valid


module metaroce_placement__read1$lane3$read_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_placement__read1$lane3$read_valid


module metaroce_placement__read1$lane4(clk,rst,s_cmd_valid,s_cmd_line,s_cmd_ready,m_resp_valid,m_resp_data,m_resp_ready,m_ram_line,s_ram_data);

    // Module arguments
    input wire  clk;
    input wire  rst;
    input wire  s_cmd_valid;
    input wire  [10:0] s_cmd_line;
    output reg  s_cmd_ready;
    output reg  m_resp_valid;
    output reg  [31:0] m_resp_data;
    input wire  m_resp_ready;
    output reg  [10:0] m_ram_line;
    input wire  [31:0] s_ram_data;

    // Stub signals
    reg  [10:0] line$d;
    wire  [10:0] line$q;
    reg  line$clock;
    reg  line_valid$d;
    wire  line_valid$q;
    reg  line_valid$clock;
    reg  read_valid$d;
    wire  read_valid$q;
    reg  read_valid$clock;
    reg  [31:0] data$d;
    wire  [31:0] data$q;
    reg  data$clock;
    reg  data_valid$d;
    wire  data_valid$q;
    reg  data_valid$clock;
    reg  [1:0] held$d;
    wire  [1:0] held$q;
    reg  held$clock;
    reg  [31:0] held_first$d;
    wire  [31:0] held_first$q;
    reg  held_first$clock;
    reg  [31:0] held_second$d;
    wire  [31:0] held_second$q;
    reg  held_second$clock;
    reg  [31:0] held_third$d;
    wire  [31:0] held_third$q;
    reg  held_third$clock;

    // Local signals
    reg  [2:0] outstanding;
    reg  offered;
    reg  taken;
    reg  accept;
    reg  pop;
    reg  push;

    // Sub module instances
    metaroce_placement__read1$lane4$line line(
        .d(line$d),
        .q(line$q),
        .clock(line$clock)
    );
    metaroce_placement__read1$lane4$line_valid line_valid(
        .d(line_valid$d),
        .q(line_valid$q),
        .clock(line_valid$clock)
    );
    metaroce_placement__read1$lane4$read_valid read_valid(
        .d(read_valid$d),
        .q(read_valid$q),
        .clock(read_valid$clock)
    );
    metaroce_placement__read1$lane4$data data(
        .d(data$d),
        .q(data$q),
        .clock(data$clock)
    );
    metaroce_placement__read1$lane4$data_valid data_valid(
        .d(data_valid$d),
        .q(data_valid$q),
        .clock(data_valid$clock)
    );
    metaroce_placement__read1$lane4$held held(
        .d(held$d),
        .q(held$q),
        .clock(held$clock)
    );
    metaroce_placement__read1$lane4$held_first held_first(
        .d(held_first$d),
        .q(held_first$q),
        .clock(held_first$clock)
    );
    metaroce_placement__read1$lane4$held_second held_second(
        .d(held_second$d),
        .q(held_second$q),
        .clock(held_second$clock)
    );
    metaroce_placement__read1$lane4$held_third held_third(
        .d(held_third$d),
        .q(held_third$q),
        .clock(held_third$clock)
    );

    // Update code
    always @(*) begin
        line$clock = clk;
        line_valid$clock = clk;
        read_valid$clock = clk;
        data$clock = clk;
        data_valid$clock = clk;
        held$clock = clk;
        held_first$clock = clk;
        held_second$clock = clk;
        held_third$clock = clk;
        line$d = line$q;
        line_valid$d = line_valid$q;
        read_valid$d = read_valid$q;
        data$d = data$q;
        data_valid$d = data_valid$q;
        held$d = held$q;
        held_first$d = held_first$q;
        held_second$d = held_second$q;
        held_third$d = held_third$q;
        outstanding = ((line_valid$q) & 3'h7) + ((read_valid$q) & 3'h7) + ((data_valid$q) & 3'h7) + ((held$q) & 3'h7);
        offered = data_valid$q | |held$q;
        taken = offered & m_resp_ready;
        s_cmd_ready = (outstanding < 32'h3) | ((outstanding == 32'h3) & taken);
        accept = s_cmd_valid & s_cmd_ready;
        if (accept) begin
            line$d = s_cmd_line;
        end
        line_valid$d = accept & ~rst;
        read_valid$d = line_valid$q & ~rst;
        data$d = s_ram_data;
        data_valid$d = read_valid$q & ~rst;
        m_ram_line = line$q;
        m_resp_valid = offered;
        m_resp_data = data$q;
        if (|held$q) begin
            m_resp_data = held_first$q;
        end
        pop = taken & |held$q;
        push = data_valid$q & ~(taken & ~|held$q);
        if (held$q == 32'h0) begin
            if (push) begin
                held_first$d = data$q;
            end
        end
        else if (held$q == 32'h1) begin
            if (pop & push) begin
                held_first$d = data$q;
            end
            else if (push) begin
                held_second$d = data$q;
            end
        end
        else if (held$q == 32'h2) begin
            if (pop) begin
                held_first$d = held_second$q;
                if (push) begin
                    held_second$d = data$q;
                end
            end
            else if (push) begin
                held_third$d = data$q;
            end
        end
        else if (pop) begin
            held_first$d = held_second$q;
            held_second$d = held_third$q;
        end
        held$d = held$q + ((push) & 2'h3) - ((pop) & 2'h3);
        if (rst) begin
            held$d = 32'h0;
        end
    end

endmodule // metaroce_placement__read1$lane4


module metaroce_placement__read1$lane4$data(d,q,clock);

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

endmodule // metaroce_placement__read1$lane4$data


module metaroce_placement__read1$lane4$data_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_placement__read1$lane4$data_valid


module metaroce_placement__read1$lane4$held(d,q,clock);

    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 2'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_placement__read1$lane4$held


module metaroce_placement__read1$lane4$held_first(d,q,clock);

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

endmodule // metaroce_placement__read1$lane4$held_first


module metaroce_placement__read1$lane4$held_second(d,q,clock);

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

endmodule // metaroce_placement__read1$lane4$held_second


module metaroce_placement__read1$lane4$held_third(d,q,clock);

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

endmodule // metaroce_placement__read1$lane4$held_third


module metaroce_placement__read1$lane4$line(d,q,clock);

    // Module arguments
    input wire  [10:0] d;
    output reg  [10:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 11'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_placement__read1$lane4$line


module metaroce_placement__read1$lane4$line_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_placement__read1$lane4$line_valid


module metaroce_placement__read1$lane4$read_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_placement__read1$lane4$read_valid


module metaroce_placement__read1$lane5(clk,rst,s_cmd_valid,s_cmd_line,s_cmd_ready,m_resp_valid,m_resp_data,m_resp_ready,m_ram_line,s_ram_data);

    // Module arguments
    input wire  clk;
    input wire  rst;
    input wire  s_cmd_valid;
    input wire  [10:0] s_cmd_line;
    output reg  s_cmd_ready;
    output reg  m_resp_valid;
    output reg  [31:0] m_resp_data;
    input wire  m_resp_ready;
    output reg  [10:0] m_ram_line;
    input wire  [31:0] s_ram_data;

    // Stub signals
    reg  [10:0] line$d;
    wire  [10:0] line$q;
    reg  line$clock;
    reg  line_valid$d;
    wire  line_valid$q;
    reg  line_valid$clock;
    reg  read_valid$d;
    wire  read_valid$q;
    reg  read_valid$clock;
    reg  [31:0] data$d;
    wire  [31:0] data$q;
    reg  data$clock;
    reg  data_valid$d;
    wire  data_valid$q;
    reg  data_valid$clock;
    reg  [1:0] held$d;
    wire  [1:0] held$q;
    reg  held$clock;
    reg  [31:0] held_first$d;
    wire  [31:0] held_first$q;
    reg  held_first$clock;
    reg  [31:0] held_second$d;
    wire  [31:0] held_second$q;
    reg  held_second$clock;
    reg  [31:0] held_third$d;
    wire  [31:0] held_third$q;
    reg  held_third$clock;

    // Local signals
    reg  [2:0] outstanding;
    reg  offered;
    reg  taken;
    reg  accept;
    reg  pop;
    reg  push;

    // Sub module instances
    metaroce_placement__read1$lane5$line line(
        .d(line$d),
        .q(line$q),
        .clock(line$clock)
    );
    metaroce_placement__read1$lane5$line_valid line_valid(
        .d(line_valid$d),
        .q(line_valid$q),
        .clock(line_valid$clock)
    );
    metaroce_placement__read1$lane5$read_valid read_valid(
        .d(read_valid$d),
        .q(read_valid$q),
        .clock(read_valid$clock)
    );
    metaroce_placement__read1$lane5$data data(
        .d(data$d),
        .q(data$q),
        .clock(data$clock)
    );
    metaroce_placement__read1$lane5$data_valid data_valid(
        .d(data_valid$d),
        .q(data_valid$q),
        .clock(data_valid$clock)
    );
    metaroce_placement__read1$lane5$held held(
        .d(held$d),
        .q(held$q),
        .clock(held$clock)
    );
    metaroce_placement__read1$lane5$held_first held_first(
        .d(held_first$d),
        .q(held_first$q),
        .clock(held_first$clock)
    );
    metaroce_placement__read1$lane5$held_second held_second(
        .d(held_second$d),
        .q(held_second$q),
        .clock(held_second$clock)
    );
    metaroce_placement__read1$lane5$held_third held_third(
        .d(held_third$d),
        .q(held_third$q),
        .clock(held_third$clock)
    );

    // Update code
    always @(*) begin
        line$clock = clk;
        line_valid$clock = clk;
        read_valid$clock = clk;
        data$clock = clk;
        data_valid$clock = clk;
        held$clock = clk;
        held_first$clock = clk;
        held_second$clock = clk;
        held_third$clock = clk;
        line$d = line$q;
        line_valid$d = line_valid$q;
        read_valid$d = read_valid$q;
        data$d = data$q;
        data_valid$d = data_valid$q;
        held$d = held$q;
        held_first$d = held_first$q;
        held_second$d = held_second$q;
        held_third$d = held_third$q;
        outstanding = ((line_valid$q) & 3'h7) + ((read_valid$q) & 3'h7) + ((data_valid$q) & 3'h7) + ((held$q) & 3'h7);
        offered = data_valid$q | |held$q;
        taken = offered & m_resp_ready;
        s_cmd_ready = (outstanding < 32'h3) | ((outstanding == 32'h3) & taken);
        accept = s_cmd_valid & s_cmd_ready;
        if (accept) begin
            line$d = s_cmd_line;
        end
        line_valid$d = accept & ~rst;
        read_valid$d = line_valid$q & ~rst;
        data$d = s_ram_data;
        data_valid$d = read_valid$q & ~rst;
        m_ram_line = line$q;
        m_resp_valid = offered;
        m_resp_data = data$q;
        if (|held$q) begin
            m_resp_data = held_first$q;
        end
        pop = taken & |held$q;
        push = data_valid$q & ~(taken & ~|held$q);
        if (held$q == 32'h0) begin
            if (push) begin
                held_first$d = data$q;
            end
        end
        else if (held$q == 32'h1) begin
            if (pop & push) begin
                held_first$d = data$q;
            end
            else if (push) begin
                held_second$d = data$q;
            end
        end
        else if (held$q == 32'h2) begin
            if (pop) begin
                held_first$d = held_second$q;
                if (push) begin
                    held_second$d = data$q;
                end
            end
            else if (push) begin
                held_third$d = data$q;
            end
        end
        else if (pop) begin
            held_first$d = held_second$q;
            held_second$d = held_third$q;
        end
        held$d = held$q + ((push) & 2'h3) - ((pop) & 2'h3);
        if (rst) begin
            held$d = 32'h0;
        end
    end

endmodule // metaroce_placement__read1$lane5


module metaroce_placement__read1$lane5$data(d,q,clock);

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

endmodule // metaroce_placement__read1$lane5$data


module metaroce_placement__read1$lane5$data_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_placement__read1$lane5$data_valid


module metaroce_placement__read1$lane5$held(d,q,clock);

    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 2'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_placement__read1$lane5$held


module metaroce_placement__read1$lane5$held_first(d,q,clock);

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

endmodule // metaroce_placement__read1$lane5$held_first


module metaroce_placement__read1$lane5$held_second(d,q,clock);

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

endmodule // metaroce_placement__read1$lane5$held_second


module metaroce_placement__read1$lane5$held_third(d,q,clock);

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

endmodule // metaroce_placement__read1$lane5$held_third


module metaroce_placement__read1$lane5$line(d,q,clock);

    // Module arguments
    input wire  [10:0] d;
    output reg  [10:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 11'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_placement__read1$lane5$line


module metaroce_placement__read1$lane5$line_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_placement__read1$lane5$line_valid


module metaroce_placement__read1$lane5$read_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_placement__read1$lane5$read_valid


module metaroce_placement__read1$lane6(clk,rst,s_cmd_valid,s_cmd_line,s_cmd_ready,m_resp_valid,m_resp_data,m_resp_ready,m_ram_line,s_ram_data);

    // Module arguments
    input wire  clk;
    input wire  rst;
    input wire  s_cmd_valid;
    input wire  [10:0] s_cmd_line;
    output reg  s_cmd_ready;
    output reg  m_resp_valid;
    output reg  [31:0] m_resp_data;
    input wire  m_resp_ready;
    output reg  [10:0] m_ram_line;
    input wire  [31:0] s_ram_data;

    // Stub signals
    reg  [10:0] line$d;
    wire  [10:0] line$q;
    reg  line$clock;
    reg  line_valid$d;
    wire  line_valid$q;
    reg  line_valid$clock;
    reg  read_valid$d;
    wire  read_valid$q;
    reg  read_valid$clock;
    reg  [31:0] data$d;
    wire  [31:0] data$q;
    reg  data$clock;
    reg  data_valid$d;
    wire  data_valid$q;
    reg  data_valid$clock;
    reg  [1:0] held$d;
    wire  [1:0] held$q;
    reg  held$clock;
    reg  [31:0] held_first$d;
    wire  [31:0] held_first$q;
    reg  held_first$clock;
    reg  [31:0] held_second$d;
    wire  [31:0] held_second$q;
    reg  held_second$clock;
    reg  [31:0] held_third$d;
    wire  [31:0] held_third$q;
    reg  held_third$clock;

    // Local signals
    reg  [2:0] outstanding;
    reg  offered;
    reg  taken;
    reg  accept;
    reg  pop;
    reg  push;

    // Sub module instances
    metaroce_placement__read1$lane6$line line(
        .d(line$d),
        .q(line$q),
        .clock(line$clock)
    );
    metaroce_placement__read1$lane6$line_valid line_valid(
        .d(line_valid$d),
        .q(line_valid$q),
        .clock(line_valid$clock)
    );
    metaroce_placement__read1$lane6$read_valid read_valid(
        .d(read_valid$d),
        .q(read_valid$q),
        .clock(read_valid$clock)
    );
    metaroce_placement__read1$lane6$data data(
        .d(data$d),
        .q(data$q),
        .clock(data$clock)
    );
    metaroce_placement__read1$lane6$data_valid data_valid(
        .d(data_valid$d),
        .q(data_valid$q),
        .clock(data_valid$clock)
    );
    metaroce_placement__read1$lane6$held held(
        .d(held$d),
        .q(held$q),
        .clock(held$clock)
    );
    metaroce_placement__read1$lane6$held_first held_first(
        .d(held_first$d),
        .q(held_first$q),
        .clock(held_first$clock)
    );
    metaroce_placement__read1$lane6$held_second held_second(
        .d(held_second$d),
        .q(held_second$q),
        .clock(held_second$clock)
    );
    metaroce_placement__read1$lane6$held_third held_third(
        .d(held_third$d),
        .q(held_third$q),
        .clock(held_third$clock)
    );

    // Update code
    always @(*) begin
        line$clock = clk;
        line_valid$clock = clk;
        read_valid$clock = clk;
        data$clock = clk;
        data_valid$clock = clk;
        held$clock = clk;
        held_first$clock = clk;
        held_second$clock = clk;
        held_third$clock = clk;
        line$d = line$q;
        line_valid$d = line_valid$q;
        read_valid$d = read_valid$q;
        data$d = data$q;
        data_valid$d = data_valid$q;
        held$d = held$q;
        held_first$d = held_first$q;
        held_second$d = held_second$q;
        held_third$d = held_third$q;
        outstanding = ((line_valid$q) & 3'h7) + ((read_valid$q) & 3'h7) + ((data_valid$q) & 3'h7) + ((held$q) & 3'h7);
        offered = data_valid$q | |held$q;
        taken = offered & m_resp_ready;
        s_cmd_ready = (outstanding < 32'h3) | ((outstanding == 32'h3) & taken);
        accept = s_cmd_valid & s_cmd_ready;
        if (accept) begin
            line$d = s_cmd_line;
        end
        line_valid$d = accept & ~rst;
        read_valid$d = line_valid$q & ~rst;
        data$d = s_ram_data;
        data_valid$d = read_valid$q & ~rst;
        m_ram_line = line$q;
        m_resp_valid = offered;
        m_resp_data = data$q;
        if (|held$q) begin
            m_resp_data = held_first$q;
        end
        pop = taken & |held$q;
        push = data_valid$q & ~(taken & ~|held$q);
        if (held$q == 32'h0) begin
            if (push) begin
                held_first$d = data$q;
            end
        end
        else if (held$q == 32'h1) begin
            if (pop & push) begin
                held_first$d = data$q;
            end
            else if (push) begin
                held_second$d = data$q;
            end
        end
        else if (held$q == 32'h2) begin
            if (pop) begin
                held_first$d = held_second$q;
                if (push) begin
                    held_second$d = data$q;
                end
            end
            else if (push) begin
                held_third$d = data$q;
            end
        end
        else if (pop) begin
            held_first$d = held_second$q;
            held_second$d = held_third$q;
        end
        held$d = held$q + ((push) & 2'h3) - ((pop) & 2'h3);
        if (rst) begin
            held$d = 32'h0;
        end
    end

endmodule // metaroce_placement__read1$lane6


module metaroce_placement__read1$lane6$data(d,q,clock);

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

endmodule // metaroce_placement__read1$lane6$data


module metaroce_placement__read1$lane6$data_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_placement__read1$lane6$data_valid


module metaroce_placement__read1$lane6$held(d,q,clock);

    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 2'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_placement__read1$lane6$held


module metaroce_placement__read1$lane6$held_first(d,q,clock);

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

endmodule // metaroce_placement__read1$lane6$held_first


module metaroce_placement__read1$lane6$held_second(d,q,clock);

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

endmodule // metaroce_placement__read1$lane6$held_second


module metaroce_placement__read1$lane6$held_third(d,q,clock);

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

endmodule // metaroce_placement__read1$lane6$held_third


module metaroce_placement__read1$lane6$line(d,q,clock);

    // Module arguments
    input wire  [10:0] d;
    output reg  [10:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 11'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_placement__read1$lane6$line


module metaroce_placement__read1$lane6$line_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_placement__read1$lane6$line_valid


module metaroce_placement__read1$lane6$read_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_placement__read1$lane6$read_valid


module metaroce_placement__read1$lane7(clk,rst,s_cmd_valid,s_cmd_line,s_cmd_ready,m_resp_valid,m_resp_data,m_resp_ready,m_ram_line,s_ram_data);

    // Module arguments
    input wire  clk;
    input wire  rst;
    input wire  s_cmd_valid;
    input wire  [10:0] s_cmd_line;
    output reg  s_cmd_ready;
    output reg  m_resp_valid;
    output reg  [31:0] m_resp_data;
    input wire  m_resp_ready;
    output reg  [10:0] m_ram_line;
    input wire  [31:0] s_ram_data;

    // Stub signals
    reg  [10:0] line$d;
    wire  [10:0] line$q;
    reg  line$clock;
    reg  line_valid$d;
    wire  line_valid$q;
    reg  line_valid$clock;
    reg  read_valid$d;
    wire  read_valid$q;
    reg  read_valid$clock;
    reg  [31:0] data$d;
    wire  [31:0] data$q;
    reg  data$clock;
    reg  data_valid$d;
    wire  data_valid$q;
    reg  data_valid$clock;
    reg  [1:0] held$d;
    wire  [1:0] held$q;
    reg  held$clock;
    reg  [31:0] held_first$d;
    wire  [31:0] held_first$q;
    reg  held_first$clock;
    reg  [31:0] held_second$d;
    wire  [31:0] held_second$q;
    reg  held_second$clock;
    reg  [31:0] held_third$d;
    wire  [31:0] held_third$q;
    reg  held_third$clock;

    // Local signals
    reg  [2:0] outstanding;
    reg  offered;
    reg  taken;
    reg  accept;
    reg  pop;
    reg  push;

    // Sub module instances
    metaroce_placement__read1$lane7$line line(
        .d(line$d),
        .q(line$q),
        .clock(line$clock)
    );
    metaroce_placement__read1$lane7$line_valid line_valid(
        .d(line_valid$d),
        .q(line_valid$q),
        .clock(line_valid$clock)
    );
    metaroce_placement__read1$lane7$read_valid read_valid(
        .d(read_valid$d),
        .q(read_valid$q),
        .clock(read_valid$clock)
    );
    metaroce_placement__read1$lane7$data data(
        .d(data$d),
        .q(data$q),
        .clock(data$clock)
    );
    metaroce_placement__read1$lane7$data_valid data_valid(
        .d(data_valid$d),
        .q(data_valid$q),
        .clock(data_valid$clock)
    );
    metaroce_placement__read1$lane7$held held(
        .d(held$d),
        .q(held$q),
        .clock(held$clock)
    );
    metaroce_placement__read1$lane7$held_first held_first(
        .d(held_first$d),
        .q(held_first$q),
        .clock(held_first$clock)
    );
    metaroce_placement__read1$lane7$held_second held_second(
        .d(held_second$d),
        .q(held_second$q),
        .clock(held_second$clock)
    );
    metaroce_placement__read1$lane7$held_third held_third(
        .d(held_third$d),
        .q(held_third$q),
        .clock(held_third$clock)
    );

    // Update code
    always @(*) begin
        line$clock = clk;
        line_valid$clock = clk;
        read_valid$clock = clk;
        data$clock = clk;
        data_valid$clock = clk;
        held$clock = clk;
        held_first$clock = clk;
        held_second$clock = clk;
        held_third$clock = clk;
        line$d = line$q;
        line_valid$d = line_valid$q;
        read_valid$d = read_valid$q;
        data$d = data$q;
        data_valid$d = data_valid$q;
        held$d = held$q;
        held_first$d = held_first$q;
        held_second$d = held_second$q;
        held_third$d = held_third$q;
        outstanding = ((line_valid$q) & 3'h7) + ((read_valid$q) & 3'h7) + ((data_valid$q) & 3'h7) + ((held$q) & 3'h7);
        offered = data_valid$q | |held$q;
        taken = offered & m_resp_ready;
        s_cmd_ready = (outstanding < 32'h3) | ((outstanding == 32'h3) & taken);
        accept = s_cmd_valid & s_cmd_ready;
        if (accept) begin
            line$d = s_cmd_line;
        end
        line_valid$d = accept & ~rst;
        read_valid$d = line_valid$q & ~rst;
        data$d = s_ram_data;
        data_valid$d = read_valid$q & ~rst;
        m_ram_line = line$q;
        m_resp_valid = offered;
        m_resp_data = data$q;
        if (|held$q) begin
            m_resp_data = held_first$q;
        end
        pop = taken & |held$q;
        push = data_valid$q & ~(taken & ~|held$q);
        if (held$q == 32'h0) begin
            if (push) begin
                held_first$d = data$q;
            end
        end
        else if (held$q == 32'h1) begin
            if (pop & push) begin
                held_first$d = data$q;
            end
            else if (push) begin
                held_second$d = data$q;
            end
        end
        else if (held$q == 32'h2) begin
            if (pop) begin
                held_first$d = held_second$q;
                if (push) begin
                    held_second$d = data$q;
                end
            end
            else if (push) begin
                held_third$d = data$q;
            end
        end
        else if (pop) begin
            held_first$d = held_second$q;
            held_second$d = held_third$q;
        end
        held$d = held$q + ((push) & 2'h3) - ((pop) & 2'h3);
        if (rst) begin
            held$d = 32'h0;
        end
    end

endmodule // metaroce_placement__read1$lane7


module metaroce_placement__read1$lane7$data(d,q,clock);

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

endmodule // metaroce_placement__read1$lane7$data


module metaroce_placement__read1$lane7$data_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_placement__read1$lane7$data_valid


module metaroce_placement__read1$lane7$held(d,q,clock);

    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 2'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_placement__read1$lane7$held


module metaroce_placement__read1$lane7$held_first(d,q,clock);

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

endmodule // metaroce_placement__read1$lane7$held_first


module metaroce_placement__read1$lane7$held_second(d,q,clock);

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

endmodule // metaroce_placement__read1$lane7$held_second


module metaroce_placement__read1$lane7$held_third(d,q,clock);

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

endmodule // metaroce_placement__read1$lane7$held_third


module metaroce_placement__read1$lane7$line(d,q,clock);

    // Module arguments
    input wire  [10:0] d;
    output reg  [10:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 11'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_placement__read1$lane7$line


module metaroce_placement__read1$lane7$line_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_placement__read1$lane7$line_valid


module metaroce_placement__read1$lane7$read_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_placement__read1$lane7$read_valid


module metaroce_placement__released_mask(d,q,clock);

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

endmodule // metaroce_placement__released_mask


module metaroce_placement__released_valid(d,q,clock);

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

endmodule // metaroce_placement__released_valid


module metaroce_placement__retire_tag(d,q,clock);

    // Module arguments
    input wire  [8:0] d;
    output reg  [8:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 9'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_placement__retire_tag


module metaroce_placement__retire_tag_line(d,q,clock);

    // Module arguments
    input wire  [8:0] d;
    output reg  [8:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 9'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_placement__retire_tag_line


module metaroce_placement__retire_tag_mark(d,q,clock);

    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 8'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_placement__retire_tag_mark


module metaroce_placement__seg0(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);

    // Module arguments
    input wire  [10:0] read_address;
    input wire  read_clock;
    output reg  [255:0] read_data;
    input wire  [10:0] write_address;
    input wire  write_clock;
    input wire  [255:0] write_data;
    input wire  write_enable;

    // Update code (custom)
    reg[255:0] mem[2047:0];



    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end

    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end

endmodule // metaroce_placement__seg0


module metaroce_placement__seg1(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);

    // Module arguments
    input wire  [10:0] read_address;
    input wire  read_clock;
    output reg  [255:0] read_data;
    input wire  [10:0] write_address;
    input wire  write_clock;
    input wire  [255:0] write_data;
    input wire  write_enable;

    // Update code (custom)
    reg[255:0] mem[2047:0];



    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end

    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end

endmodule // metaroce_placement__seg1


module metaroce_placement__wr_ptr(d,q,clock);

    // Module arguments
    input wire  [11:0] d;
    output reg  [11:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 12'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_placement__wr_ptr


module metaroce_placement__written_mask(d,q,clock);

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

endmodule // metaroce_placement__written_mask


module metaroce_placement__written_valid(d,q,clock);

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

endmodule // metaroce_placement__written_valid

`resetall
