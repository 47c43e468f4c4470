// SPDX-License-Identifier: MIT OR Apache-2.0
// Generated from hdl/src/recv/table.rs by `cargo run -p metaroce-hdl --bin emit-verilog`.
// Do not edit: change the Rust-HDL source and regenerate.
// Language: Verilog 2001

`resetall
`timescale 1ns / 1ps
`default_nettype none


module metaroce_recv_table(clk,rst,mtu_shift,s_write_valid,s_write_post,s_write_slot,s_write_enable,s_write_conn,s_write_stream,s_write_key,s_write_addr,s_write_len,m_write_posted,m_write_error_full,m_write_error_unbound,m_write_error_too_long,s_lookup_valid,s_lookup_conn,s_lookup_stream,s_lookup_msn,s_lookup_offset,s_lookup_msg_len,s_lookup_tag,m_result_valid,m_result_tag,m_result_hit,m_result_slot,m_result_target,m_result_key,m_result_addr,m_result_len,m_result_target_addr,m_result_fits,s_placed_valid,s_placed_refused,s_placed_slot,s_placed_msn,s_placed_offset,s_placed_msg_len,m_cpl_valid,m_cpl_slot,m_cpl_msn,m_cpl_bytes,m_cpl_status);

    // Module arguments
    input wire  clk;
    input wire  rst;
    input wire  [3:0] mtu_shift;
    input wire  s_write_valid;
    input wire  s_write_post;
    input wire  [3:0] s_write_slot;
    input wire  s_write_enable;
    input wire  [2:0] s_write_conn;
    input wire  [31:0] s_write_stream;
    input wire  [31:0] s_write_key;
    input wire  [63:0] s_write_addr;
    input wire  [63:0] s_write_len;
    output reg  m_write_posted;
    output reg  m_write_error_full;
    output reg  m_write_error_unbound;
    output reg  m_write_error_too_long;
    input wire  s_lookup_valid;
    input wire  [2:0] s_lookup_conn;
    input wire  [31:0] s_lookup_stream;
    input wire  [31:0] s_lookup_msn;
    input wire  [31:0] s_lookup_offset;
    input wire  [31:0] s_lookup_msg_len;
    input wire  [7:0] s_lookup_tag;
    output reg  m_result_valid;
    output reg  [7:0] m_result_tag;
    output reg  m_result_hit;
    output reg  [3:0] m_result_slot;
    output reg  [1:0] m_result_target;
    output reg  [31:0] m_result_key;
    output reg  [63:0] m_result_addr;
    output reg  [31:0] m_result_len;
    output reg  [63:0] m_result_target_addr;
    output reg  m_result_fits;
    input wire  s_placed_valid;
    input wire  s_placed_refused;
    input wire  [3:0] s_placed_slot;
    input wire  [31:0] s_placed_msn;
    input wire  [31:0] s_placed_offset;
    input wire  [31:0] s_placed_msg_len;
    output reg  m_cpl_valid;
    output reg  [3:0] m_cpl_slot;
    output reg  [31:0] m_cpl_msn;
    output reg  [31:0] m_cpl_bytes;
    output reg  m_cpl_status;

    // Stub signals
    reg  slot0$clk;
    reg  slot0$bind_valid;
    reg  slot0$bind_enable;
    reg  [2:0] slot0$bind_conn;
    reg  [31:0] slot0$bind_stream;
    reg  slot0$post;
    reg  slot0$pop;
    wire  slot0$bound;
    wire  slot0$active;
    wire  [2:0] slot0$conn;
    wire  [31:0] slot0$stream;
    wire  [31:0] slot0$posted;
    wire  [31:0] slot0$popped;
    reg  slot1$clk;
    reg  slot1$bind_valid;
    reg  slot1$bind_enable;
    reg  [2:0] slot1$bind_conn;
    reg  [31:0] slot1$bind_stream;
    reg  slot1$post;
    reg  slot1$pop;
    wire  slot1$bound;
    wire  slot1$active;
    wire  [2:0] slot1$conn;
    wire  [31:0] slot1$stream;
    wire  [31:0] slot1$posted;
    wire  [31:0] slot1$popped;
    reg  slot2$clk;
    reg  slot2$bind_valid;
    reg  slot2$bind_enable;
    reg  [2:0] slot2$bind_conn;
    reg  [31:0] slot2$bind_stream;
    reg  slot2$post;
    reg  slot2$pop;
    wire  slot2$bound;
    wire  slot2$active;
    wire  [2:0] slot2$conn;
    wire  [31:0] slot2$stream;
    wire  [31:0] slot2$posted;
    wire  [31:0] slot2$popped;
    reg  slot3$clk;
    reg  slot3$bind_valid;
    reg  slot3$bind_enable;
    reg  [2:0] slot3$bind_conn;
    reg  [31:0] slot3$bind_stream;
    reg  slot3$post;
    reg  slot3$pop;
    wire  slot3$bound;
    wire  slot3$active;
    wire  [2:0] slot3$conn;
    wire  [31:0] slot3$stream;
    wire  [31:0] slot3$posted;
    wire  [31:0] slot3$popped;
    reg  slot4$clk;
    reg  slot4$bind_valid;
    reg  slot4$bind_enable;
    reg  [2:0] slot4$bind_conn;
    reg  [31:0] slot4$bind_stream;
    reg  slot4$post;
    reg  slot4$pop;
    wire  slot4$bound;
    wire  slot4$active;
    wire  [2:0] slot4$conn;
    wire  [31:0] slot4$stream;
    wire  [31:0] slot4$posted;
    wire  [31:0] slot4$popped;
    reg  slot5$clk;
    reg  slot5$bind_valid;
    reg  slot5$bind_enable;
    reg  [2:0] slot5$bind_conn;
    reg  [31:0] slot5$bind_stream;
    reg  slot5$post;
    reg  slot5$pop;
    wire  slot5$bound;
    wire  slot5$active;
    wire  [2:0] slot5$conn;
    wire  [31:0] slot5$stream;
    wire  [31:0] slot5$posted;
    wire  [31:0] slot5$popped;
    reg  slot6$clk;
    reg  slot6$bind_valid;
    reg  slot6$bind_enable;
    reg  [2:0] slot6$bind_conn;
    reg  [31:0] slot6$bind_stream;
    reg  slot6$post;
    reg  slot6$pop;
    wire  slot6$bound;
    wire  slot6$active;
    wire  [2:0] slot6$conn;
    wire  [31:0] slot6$stream;
    wire  [31:0] slot6$posted;
    wire  [31:0] slot6$popped;
    reg  slot7$clk;
    reg  slot7$bind_valid;
    reg  slot7$bind_enable;
    reg  [2:0] slot7$bind_conn;
    reg  [31:0] slot7$bind_stream;
    reg  slot7$post;
    reg  slot7$pop;
    wire  slot7$bound;
    wire  slot7$active;
    wire  [2:0] slot7$conn;
    wire  [31:0] slot7$stream;
    wire  [31:0] slot7$posted;
    wire  [31:0] slot7$popped;
    reg  slot8$clk;
    reg  slot8$bind_valid;
    reg  slot8$bind_enable;
    reg  [2:0] slot8$bind_conn;
    reg  [31:0] slot8$bind_stream;
    reg  slot8$post;
    reg  slot8$pop;
    wire  slot8$bound;
    wire  slot8$active;
    wire  [2:0] slot8$conn;
    wire  [31:0] slot8$stream;
    wire  [31:0] slot8$posted;
    wire  [31:0] slot8$popped;
    reg  slot9$clk;
    reg  slot9$bind_valid;
    reg  slot9$bind_enable;
    reg  [2:0] slot9$bind_conn;
    reg  [31:0] slot9$bind_stream;
    reg  slot9$post;
    reg  slot9$pop;
    wire  slot9$bound;
    wire  slot9$active;
    wire  [2:0] slot9$conn;
    wire  [31:0] slot9$stream;
    wire  [31:0] slot9$posted;
    wire  [31:0] slot9$popped;
    reg  slot10$clk;
    reg  slot10$bind_valid;
    reg  slot10$bind_enable;
    reg  [2:0] slot10$bind_conn;
    reg  [31:0] slot10$bind_stream;
    reg  slot10$post;
    reg  slot10$pop;
    wire  slot10$bound;
    wire  slot10$active;
    wire  [2:0] slot10$conn;
    wire  [31:0] slot10$stream;
    wire  [31:0] slot10$posted;
    wire  [31:0] slot10$popped;
    reg  slot11$clk;
    reg  slot11$bind_valid;
    reg  slot11$bind_enable;
    reg  [2:0] slot11$bind_conn;
    reg  [31:0] slot11$bind_stream;
    reg  slot11$post;
    reg  slot11$pop;
    wire  slot11$bound;
    wire  slot11$active;
    wire  [2:0] slot11$conn;
    wire  [31:0] slot11$stream;
    wire  [31:0] slot11$posted;
    wire  [31:0] slot11$popped;
    reg  slot12$clk;
    reg  slot12$bind_valid;
    reg  slot12$bind_enable;
    reg  [2:0] slot12$bind_conn;
    reg  [31:0] slot12$bind_stream;
    reg  slot12$post;
    reg  slot12$pop;
    wire  slot12$bound;
    wire  slot12$active;
    wire  [2:0] slot12$conn;
    wire  [31:0] slot12$stream;
    wire  [31:0] slot12$posted;
    wire  [31:0] slot12$popped;
    reg  slot13$clk;
    reg  slot13$bind_valid;
    reg  slot13$bind_enable;
    reg  [2:0] slot13$bind_conn;
    reg  [31:0] slot13$bind_stream;
    reg  slot13$post;
    reg  slot13$pop;
    wire  slot13$bound;
    wire  slot13$active;
    wire  [2:0] slot13$conn;
    wire  [31:0] slot13$stream;
    wire  [31:0] slot13$posted;
    wire  [31:0] slot13$popped;
    reg  slot14$clk;
    reg  slot14$bind_valid;
    reg  slot14$bind_enable;
    reg  [2:0] slot14$bind_conn;
    reg  [31:0] slot14$bind_stream;
    reg  slot14$post;
    reg  slot14$pop;
    wire  slot14$bound;
    wire  slot14$active;
    wire  [2:0] slot14$conn;
    wire  [31:0] slot14$stream;
    wire  [31:0] slot14$posted;
    wire  [31:0] slot14$popped;
    reg  slot15$clk;
    reg  slot15$bind_valid;
    reg  slot15$bind_enable;
    reg  [2:0] slot15$bind_conn;
    reg  [31:0] slot15$bind_stream;
    reg  slot15$post;
    reg  slot15$pop;
    wire  slot15$bound;
    wire  slot15$active;
    wire  [2:0] slot15$conn;
    wire  [31:0] slot15$stream;
    wire  [31:0] slot15$posted;
    wire  [31:0] slot15$popped;
    reg  [7:0] buffers$read_address;
    reg  buffers$read_clock;
    wire  [127:0] buffers$read_data;
    reg  [7:0] buffers$write_address;
    reg  buffers$write_clock;
    reg  [127:0] buffers$write_data;
    reg  buffers$write_enable;
    reg  [7:0] progress$read_address;
    reg  progress$read_clock;
    wire  [109:0] progress$read_data;
    reg  [7:0] progress$write_address;
    reg  progress$write_clock;
    reg  [109:0] progress$write_data;
    reg  progress$write_enable;
    reg  [7:0] records$read_address;
    reg  records$read_clock;
    wire  [32:0] records$read_data;
    reg  [7:0] records$write_address;
    reg  records$write_clock;
    reg  [32:0] records$write_data;
    reg  records$write_enable;
    reg  [255:0] done$d;
    wire  [255:0] done$q;
    reg  done$clock;
    reg  [255:0] started$d;
    wire  [255:0] started$q;
    reg  started$clock;
    reg  [63:0] queue$d;
    wire  [63:0] queue$q;
    reg  queue$clock;
    reg  [4:0] queue_head$d;
    wire  [4:0] queue_head$q;
    reg  queue_head$clock;
    reg  [4:0] queue_tail$d;
    wire  [4:0] queue_tail$q;
    reg  queue_tail$clock;
    reg  w_posted$d;
    wire  w_posted$q;
    reg  w_posted$clock;
    reg  w_full$d;
    wire  w_full$q;
    reg  w_full$clock;
    reg  w_unbound$d;
    wire  w_unbound$q;
    reg  w_unbound$clock;
    reg  w_too_long$d;
    wire  w_too_long$q;
    reg  w_too_long$clock;
    reg  l1_valid$d;
    wire  l1_valid$q;
    reg  l1_valid$clock;
    reg  [2:0] l1_conn$d;
    wire  [2:0] l1_conn$q;
    reg  l1_conn$clock;
    reg  [31:0] l1_stream$d;
    wire  [31:0] l1_stream$q;
    reg  l1_stream$clock;
    reg  [31:0] l1_msn$d;
    wire  [31:0] l1_msn$q;
    reg  l1_msn$clock;
    reg  [31:0] l1_offset$d;
    wire  [31:0] l1_offset$q;
    reg  l1_offset$clock;
    reg  [31:0] l1_msg_len$d;
    wire  [31:0] l1_msg_len$q;
    reg  l1_msg_len$clock;
    reg  [7:0] l1_tag$d;
    wire  [7:0] l1_tag$q;
    reg  l1_tag$clock;
    reg  l2_valid$d;
    wire  l2_valid$q;
    reg  l2_valid$clock;
    reg  l2_hit$d;
    wire  l2_hit$q;
    reg  l2_hit$clock;
    reg  [3:0] l2_slot$d;
    wire  [3:0] l2_slot$q;
    reg  l2_slot$clock;
    reg  [31:0] l2_msn$d;
    wire  [31:0] l2_msn$q;
    reg  l2_msn$clock;
    reg  [31:0] l2_offset$d;
    wire  [31:0] l2_offset$q;
    reg  l2_offset$clock;
    reg  [31:0] l2_msg_len$d;
    wire  [31:0] l2_msg_len$q;
    reg  l2_msg_len$clock;
    reg  [7:0] l2_tag$d;
    wire  [7:0] l2_tag$q;
    reg  l2_tag$clock;
    reg  l3_valid$d;
    wire  l3_valid$q;
    reg  l3_valid$clock;
    reg  l3_hit$d;
    wire  l3_hit$q;
    reg  l3_hit$clock;
    reg  [3:0] l3_slot$d;
    wire  [3:0] l3_slot$q;
    reg  l3_slot$clock;
    reg  [1:0] l3_target$d;
    wire  [1:0] l3_target$q;
    reg  l3_target$clock;
    reg  [31:0] l3_offset$d;
    wire  [31:0] l3_offset$q;
    reg  l3_offset$clock;
    reg  [31:0] l3_msg_len$d;
    wire  [31:0] l3_msg_len$q;
    reg  l3_msg_len$clock;
    reg  [7:0] l3_tag$d;
    wire  [7:0] l3_tag$q;
    reg  l3_tag$clock;
    reg  r_valid$d;
    wire  r_valid$q;
    reg  r_valid$clock;
    reg  r_hit$d;
    wire  r_hit$q;
    reg  r_hit$clock;
    reg  [3:0] r_slot$d;
    wire  [3:0] r_slot$q;
    reg  r_slot$clock;
    reg  [1:0] r_target$d;
    wire  [1:0] r_target$q;
    reg  r_target$clock;
    reg  [7:0] r_tag$d;
    wire  [7:0] r_tag$q;
    reg  r_tag$clock;
    reg  [31:0] r_key$d;
    wire  [31:0] r_key$q;
    reg  r_key$clock;
    reg  [63:0] r_addr$d;
    wire  [63:0] r_addr$q;
    reg  r_addr$clock;
    reg  [31:0] r_len$d;
    wire  [31:0] r_len$q;
    reg  r_len$clock;
    reg  [63:0] r_target_addr$d;
    wire  [63:0] r_target_addr$q;
    reg  r_target_addr$clock;
    reg  r_fits$d;
    wire  r_fits$q;
    reg  r_fits$clock;
    reg  u1_valid$d;
    wire  u1_valid$q;
    reg  u1_valid$clock;
    reg  u1_refused$d;
    wire  u1_refused$q;
    reg  u1_refused$clock;
    reg  [3:0] u1_slot$d;
    wire  [3:0] u1_slot$q;
    reg  u1_slot$clock;
    reg  [7:0] u1_entry$d;
    wire  [7:0] u1_entry$q;
    reg  u1_entry$clock;
    reg  [31:0] u1_msn$d;
    wire  [31:0] u1_msn$q;
    reg  u1_msn$clock;
    reg  [6:0] u1_segment$d;
    wire  [6:0] u1_segment$q;
    reg  u1_segment$clock;
    reg  [31:0] u1_msg_len$d;
    wire  [31:0] u1_msg_len$q;
    reg  u1_msg_len$clock;
    reg  [6:0] u1_segments$d;
    wire  [6:0] u1_segments$q;
    reg  u1_segments$clock;
    reg  u1_segments_ok$d;
    wire  u1_segments_ok$q;
    reg  u1_segments_ok$clock;
    reg  last_valid$d;
    wire  last_valid$q;
    reg  last_valid$clock;
    reg  [7:0] last_entry$d;
    wire  [7:0] last_entry$q;
    reg  last_entry$clock;
    reg  [109:0] last_row$d;
    wire  [109:0] last_row$q;
    reg  last_row$clock;
    reg  c_valid$d;
    wire  c_valid$q;
    reg  c_valid$clock;
    reg  [3:0] c_slot$d;
    wire  [3:0] c_slot$q;
    reg  c_slot$clock;
    reg  [31:0] c_msn$d;
    wire  [31:0] c_msn$q;
    reg  c_msn$clock;

    // Local signals
    reg  [31:0] w_p;
    reg  [31:0] w_q;
    reg  w_bound;
    reg  [7:0] w_entry;
    reg  post_ok;
    reg  bind_now;
    reg  l_hit;
    reg  [3:0] l_slot;
    reg  [31:0] l_p;
    reg  [31:0] l_q;
    reg  l_active;
    reg  [31:0] l_index;
    reg  [7:0] l_entry;
    reg  [31:0] u_p;
    reg  [31:0] u_q;
    reg  [31:0] u_segment;
    reg  [32:0] u_rounded;
    reg  [32:0] u_segments;
    reg  [31:0] v_q;
    reg  [109:0] row_in;
    reg  [109:0] row;
    reg  [109:0] new_row;
    reg  [63:0] row_bitmap;
    reg  entry_started;
    reg  live;
    reg  accepted;
    reg  finish;
    reg  is_head;
    reg  [3:0] k_slot;
    reg  [31:0] k_p;
    reg  [31:0] k_q;
    reg  [3:0] k_next;
    reg  report;
    reg  keep;
    reg  [255:0] entry_mask;
    reg  [255:0] tail_mask;
    reg  [255:0] done_set;
    reg  [255:0] started_set;

    // Sub module instances
    metaroce_recv_table__slot0 slot0(
        .clk(slot0$clk),
        .bind_valid(slot0$bind_valid),
        .bind_enable(slot0$bind_enable),
        .bind_conn(slot0$bind_conn),
        .bind_stream(slot0$bind_stream),
        .post(slot0$post),
        .pop(slot0$pop),
        .bound(slot0$bound),
        .active(slot0$active),
        .conn(slot0$conn),
        .stream(slot0$stream),
        .posted(slot0$posted),
        .popped(slot0$popped)
    );
    metaroce_recv_table__slot1 slot1(
        .clk(slot1$clk),
        .bind_valid(slot1$bind_valid),
        .bind_enable(slot1$bind_enable),
        .bind_conn(slot1$bind_conn),
        .bind_stream(slot1$bind_stream),
        .post(slot1$post),
        .pop(slot1$pop),
        .bound(slot1$bound),
        .active(slot1$active),
        .conn(slot1$conn),
        .stream(slot1$stream),
        .posted(slot1$posted),
        .popped(slot1$popped)
    );
    metaroce_recv_table__slot2 slot2(
        .clk(slot2$clk),
        .bind_valid(slot2$bind_valid),
        .bind_enable(slot2$bind_enable),
        .bind_conn(slot2$bind_conn),
        .bind_stream(slot2$bind_stream),
        .post(slot2$post),
        .pop(slot2$pop),
        .bound(slot2$bound),
        .active(slot2$active),
        .conn(slot2$conn),
        .stream(slot2$stream),
        .posted(slot2$posted),
        .popped(slot2$popped)
    );
    metaroce_recv_table__slot3 slot3(
        .clk(slot3$clk),
        .bind_valid(slot3$bind_valid),
        .bind_enable(slot3$bind_enable),
        .bind_conn(slot3$bind_conn),
        .bind_stream(slot3$bind_stream),
        .post(slot3$post),
        .pop(slot3$pop),
        .bound(slot3$bound),
        .active(slot3$active),
        .conn(slot3$conn),
        .stream(slot3$stream),
        .posted(slot3$posted),
        .popped(slot3$popped)
    );
    metaroce_recv_table__slot4 slot4(
        .clk(slot4$clk),
        .bind_valid(slot4$bind_valid),
        .bind_enable(slot4$bind_enable),
        .bind_conn(slot4$bind_conn),
        .bind_stream(slot4$bind_stream),
        .post(slot4$post),
        .pop(slot4$pop),
        .bound(slot4$bound),
        .active(slot4$active),
        .conn(slot4$conn),
        .stream(slot4$stream),
        .posted(slot4$posted),
        .popped(slot4$popped)
    );
    metaroce_recv_table__slot5 slot5(
        .clk(slot5$clk),
        .bind_valid(slot5$bind_valid),
        .bind_enable(slot5$bind_enable),
        .bind_conn(slot5$bind_conn),
        .bind_stream(slot5$bind_stream),
        .post(slot5$post),
        .pop(slot5$pop),
        .bound(slot5$bound),
        .active(slot5$active),
        .conn(slot5$conn),
        .stream(slot5$stream),
        .posted(slot5$posted),
        .popped(slot5$popped)
    );
    metaroce_recv_table__slot6 slot6(
        .clk(slot6$clk),
        .bind_valid(slot6$bind_valid),
        .bind_enable(slot6$bind_enable),
        .bind_conn(slot6$bind_conn),
        .bind_stream(slot6$bind_stream),
        .post(slot6$post),
        .pop(slot6$pop),
        .bound(slot6$bound),
        .active(slot6$active),
        .conn(slot6$conn),
        .stream(slot6$stream),
        .posted(slot6$posted),
        .popped(slot6$popped)
    );
    metaroce_recv_table__slot7 slot7(
        .clk(slot7$clk),
        .bind_valid(slot7$bind_valid),
        .bind_enable(slot7$bind_enable),
        .bind_conn(slot7$bind_conn),
        .bind_stream(slot7$bind_stream),
        .post(slot7$post),
        .pop(slot7$pop),
        .bound(slot7$bound),
        .active(slot7$active),
        .conn(slot7$conn),
        .stream(slot7$stream),
        .posted(slot7$posted),
        .popped(slot7$popped)
    );
    metaroce_recv_table__slot8 slot8(
        .clk(slot8$clk),
        .bind_valid(slot8$bind_valid),
        .bind_enable(slot8$bind_enable),
        .bind_conn(slot8$bind_conn),
        .bind_stream(slot8$bind_stream),
        .post(slot8$post),
        .pop(slot8$pop),
        .bound(slot8$bound),
        .active(slot8$active),
        .conn(slot8$conn),
        .stream(slot8$stream),
        .posted(slot8$posted),
        .popped(slot8$popped)
    );
    metaroce_recv_table__slot9 slot9(
        .clk(slot9$clk),
        .bind_valid(slot9$bind_valid),
        .bind_enable(slot9$bind_enable),
        .bind_conn(slot9$bind_conn),
        .bind_stream(slot9$bind_stream),
        .post(slot9$post),
        .pop(slot9$pop),
        .bound(slot9$bound),
        .active(slot9$active),
        .conn(slot9$conn),
        .stream(slot9$stream),
        .posted(slot9$posted),
        .popped(slot9$popped)
    );
    metaroce_recv_table__slot10 slot10(
        .clk(slot10$clk),
        .bind_valid(slot10$bind_valid),
        .bind_enable(slot10$bind_enable),
        .bind_conn(slot10$bind_conn),
        .bind_stream(slot10$bind_stream),
        .post(slot10$post),
        .pop(slot10$pop),
        .bound(slot10$bound),
        .active(slot10$active),
        .conn(slot10$conn),
        .stream(slot10$stream),
        .posted(slot10$posted),
        .popped(slot10$popped)
    );
    metaroce_recv_table__slot11 slot11(
        .clk(slot11$clk),
        .bind_valid(slot11$bind_valid),
        .bind_enable(slot11$bind_enable),
        .bind_conn(slot11$bind_conn),
        .bind_stream(slot11$bind_stream),
        .post(slot11$post),
        .pop(slot11$pop),
        .bound(slot11$bound),
        .active(slot11$active),
        .conn(slot11$conn),
        .stream(slot11$stream),
        .posted(slot11$posted),
        .popped(slot11$popped)
    );
    metaroce_recv_table__slot12 slot12(
        .clk(slot12$clk),
        .bind_valid(slot12$bind_valid),
        .bind_enable(slot12$bind_enable),
        .bind_conn(slot12$bind_conn),
        .bind_stream(slot12$bind_stream),
        .post(slot12$post),
        .pop(slot12$pop),
        .bound(slot12$bound),
        .active(slot12$active),
        .conn(slot12$conn),
        .stream(slot12$stream),
        .posted(slot12$posted),
        .popped(slot12$popped)
    );
    metaroce_recv_table__slot13 slot13(
        .clk(slot13$clk),
        .bind_valid(slot13$bind_valid),
        .bind_enable(slot13$bind_enable),
        .bind_conn(slot13$bind_conn),
        .bind_stream(slot13$bind_stream),
        .post(slot13$post),
        .pop(slot13$pop),
        .bound(slot13$bound),
        .active(slot13$active),
        .conn(slot13$conn),
        .stream(slot13$stream),
        .posted(slot13$posted),
        .popped(slot13$popped)
    );
    metaroce_recv_table__slot14 slot14(
        .clk(slot14$clk),
        .bind_valid(slot14$bind_valid),
        .bind_enable(slot14$bind_enable),
        .bind_conn(slot14$bind_conn),
        .bind_stream(slot14$bind_stream),
        .post(slot14$post),
        .pop(slot14$pop),
        .bound(slot14$bound),
        .active(slot14$active),
        .conn(slot14$conn),
        .stream(slot14$stream),
        .posted(slot14$posted),
        .popped(slot14$popped)
    );
    metaroce_recv_table__slot15 slot15(
        .clk(slot15$clk),
        .bind_valid(slot15$bind_valid),
        .bind_enable(slot15$bind_enable),
        .bind_conn(slot15$bind_conn),
        .bind_stream(slot15$bind_stream),
        .post(slot15$post),
        .pop(slot15$pop),
        .bound(slot15$bound),
        .active(slot15$active),
        .conn(slot15$conn),
        .stream(slot15$stream),
        .posted(slot15$posted),
        .popped(slot15$popped)
    );
    metaroce_recv_table__buffers buffers(
        .read_address(buffers$read_address),
        .read_clock(buffers$read_clock),
        .read_data(buffers$read_data),
        .write_address(buffers$write_address),
        .write_clock(buffers$write_clock),
        .write_data(buffers$write_data),
        .write_enable(buffers$write_enable)
    );
    metaroce_recv_table__progress progress(
        .read_address(progress$read_address),
        .read_clock(progress$read_clock),
        .read_data(progress$read_data),
        .write_address(progress$write_address),
        .write_clock(progress$write_clock),
        .write_data(progress$write_data),
        .write_enable(progress$write_enable)
    );
    metaroce_recv_table__records records(
        .read_address(records$read_address),
        .read_clock(records$read_clock),
        .read_data(records$read_data),
        .write_address(records$write_address),
        .write_clock(records$write_clock),
        .write_data(records$write_data),
        .write_enable(records$write_enable)
    );
    metaroce_recv_table__done done(
        .d(done$d),
        .q(done$q),
        .clock(done$clock)
    );
    metaroce_recv_table__started started(
        .d(started$d),
        .q(started$q),
        .clock(started$clock)
    );
    metaroce_recv_table__queue queue(
        .d(queue$d),
        .q(queue$q),
        .clock(queue$clock)
    );
    metaroce_recv_table__queue_head queue_head(
        .d(queue_head$d),
        .q(queue_head$q),
        .clock(queue_head$clock)
    );
    metaroce_recv_table__queue_tail queue_tail(
        .d(queue_tail$d),
        .q(queue_tail$q),
        .clock(queue_tail$clock)
    );
    metaroce_recv_table__w_posted w_posted(
        .d(w_posted$d),
        .q(w_posted$q),
        .clock(w_posted$clock)
    );
    metaroce_recv_table__w_full w_full(
        .d(w_full$d),
        .q(w_full$q),
        .clock(w_full$clock)
    );
    metaroce_recv_table__w_unbound w_unbound(
        .d(w_unbound$d),
        .q(w_unbound$q),
        .clock(w_unbound$clock)
    );
    metaroce_recv_table__w_too_long w_too_long(
        .d(w_too_long$d),
        .q(w_too_long$q),
        .clock(w_too_long$clock)
    );
    metaroce_recv_table__l1_valid l1_valid(
        .d(l1_valid$d),
        .q(l1_valid$q),
        .clock(l1_valid$clock)
    );
    metaroce_recv_table__l1_conn l1_conn(
        .d(l1_conn$d),
        .q(l1_conn$q),
        .clock(l1_conn$clock)
    );
    metaroce_recv_table__l1_stream l1_stream(
        .d(l1_stream$d),
        .q(l1_stream$q),
        .clock(l1_stream$clock)
    );
    metaroce_recv_table__l1_msn l1_msn(
        .d(l1_msn$d),
        .q(l1_msn$q),
        .clock(l1_msn$clock)
    );
    metaroce_recv_table__l1_offset l1_offset(
        .d(l1_offset$d),
        .q(l1_offset$q),
        .clock(l1_offset$clock)
    );
    metaroce_recv_table__l1_msg_len l1_msg_len(
        .d(l1_msg_len$d),
        .q(l1_msg_len$q),
        .clock(l1_msg_len$clock)
    );
    metaroce_recv_table__l1_tag l1_tag(
        .d(l1_tag$d),
        .q(l1_tag$q),
        .clock(l1_tag$clock)
    );
    metaroce_recv_table__l2_valid l2_valid(
        .d(l2_valid$d),
        .q(l2_valid$q),
        .clock(l2_valid$clock)
    );
    metaroce_recv_table__l2_hit l2_hit(
        .d(l2_hit$d),
        .q(l2_hit$q),
        .clock(l2_hit$clock)
    );
    metaroce_recv_table__l2_slot l2_slot(
        .d(l2_slot$d),
        .q(l2_slot$q),
        .clock(l2_slot$clock)
    );
    metaroce_recv_table__l2_msn l2_msn(
        .d(l2_msn$d),
        .q(l2_msn$q),
        .clock(l2_msn$clock)
    );
    metaroce_recv_table__l2_offset l2_offset(
        .d(l2_offset$d),
        .q(l2_offset$q),
        .clock(l2_offset$clock)
    );
    metaroce_recv_table__l2_msg_len l2_msg_len(
        .d(l2_msg_len$d),
        .q(l2_msg_len$q),
        .clock(l2_msg_len$clock)
    );
    metaroce_recv_table__l2_tag l2_tag(
        .d(l2_tag$d),
        .q(l2_tag$q),
        .clock(l2_tag$clock)
    );
    metaroce_recv_table__l3_valid l3_valid(
        .d(l3_valid$d),
        .q(l3_valid$q),
        .clock(l3_valid$clock)
    );
    metaroce_recv_table__l3_hit l3_hit(
        .d(l3_hit$d),
        .q(l3_hit$q),
        .clock(l3_hit$clock)
    );
    metaroce_recv_table__l3_slot l3_slot(
        .d(l3_slot$d),
        .q(l3_slot$q),
        .clock(l3_slot$clock)
    );
    metaroce_recv_table__l3_target l3_target(
        .d(l3_target$d),
        .q(l3_target$q),
        .clock(l3_target$clock)
    );
    metaroce_recv_table__l3_offset l3_offset(
        .d(l3_offset$d),
        .q(l3_offset$q),
        .clock(l3_offset$clock)
    );
    metaroce_recv_table__l3_msg_len l3_msg_len(
        .d(l3_msg_len$d),
        .q(l3_msg_len$q),
        .clock(l3_msg_len$clock)
    );
    metaroce_recv_table__l3_tag l3_tag(
        .d(l3_tag$d),
        .q(l3_tag$q),
        .clock(l3_tag$clock)
    );
    metaroce_recv_table__r_valid r_valid(
        .d(r_valid$d),
        .q(r_valid$q),
        .clock(r_valid$clock)
    );
    metaroce_recv_table__r_hit r_hit(
        .d(r_hit$d),
        .q(r_hit$q),
        .clock(r_hit$clock)
    );
    metaroce_recv_table__r_slot r_slot(
        .d(r_slot$d),
        .q(r_slot$q),
        .clock(r_slot$clock)
    );
    metaroce_recv_table__r_target r_target(
        .d(r_target$d),
        .q(r_target$q),
        .clock(r_target$clock)
    );
    metaroce_recv_table__r_tag r_tag(
        .d(r_tag$d),
        .q(r_tag$q),
        .clock(r_tag$clock)
    );
    metaroce_recv_table__r_key r_key(
        .d(r_key$d),
        .q(r_key$q),
        .clock(r_key$clock)
    );
    metaroce_recv_table__r_addr r_addr(
        .d(r_addr$d),
        .q(r_addr$q),
        .clock(r_addr$clock)
    );
    metaroce_recv_table__r_len r_len(
        .d(r_len$d),
        .q(r_len$q),
        .clock(r_len$clock)
    );
    metaroce_recv_table__r_target_addr r_target_addr(
        .d(r_target_addr$d),
        .q(r_target_addr$q),
        .clock(r_target_addr$clock)
    );
    metaroce_recv_table__r_fits r_fits(
        .d(r_fits$d),
        .q(r_fits$q),
        .clock(r_fits$clock)
    );
    metaroce_recv_table__u1_valid u1_valid(
        .d(u1_valid$d),
        .q(u1_valid$q),
        .clock(u1_valid$clock)
    );
    metaroce_recv_table__u1_refused u1_refused(
        .d(u1_refused$d),
        .q(u1_refused$q),
        .clock(u1_refused$clock)
    );
    metaroce_recv_table__u1_slot u1_slot(
        .d(u1_slot$d),
        .q(u1_slot$q),
        .clock(u1_slot$clock)
    );
    metaroce_recv_table__u1_entry u1_entry(
        .d(u1_entry$d),
        .q(u1_entry$q),
        .clock(u1_entry$clock)
    );
    metaroce_recv_table__u1_msn u1_msn(
        .d(u1_msn$d),
        .q(u1_msn$q),
        .clock(u1_msn$clock)
    );
    metaroce_recv_table__u1_segment u1_segment(
        .d(u1_segment$d),
        .q(u1_segment$q),
        .clock(u1_segment$clock)
    );
    metaroce_recv_table__u1_msg_len u1_msg_len(
        .d(u1_msg_len$d),
        .q(u1_msg_len$q),
        .clock(u1_msg_len$clock)
    );
    metaroce_recv_table__u1_segments u1_segments(
        .d(u1_segments$d),
        .q(u1_segments$q),
        .clock(u1_segments$clock)
    );
    metaroce_recv_table__u1_segments_ok u1_segments_ok(
        .d(u1_segments_ok$d),
        .q(u1_segments_ok$q),
        .clock(u1_segments_ok$clock)
    );
    metaroce_recv_table__last_valid last_valid(
        .d(last_valid$d),
        .q(last_valid$q),
        .clock(last_valid$clock)
    );
    metaroce_recv_table__last_entry last_entry(
        .d(last_entry$d),
        .q(last_entry$q),
        .clock(last_entry$clock)
    );
    metaroce_recv_table__last_row last_row(
        .d(last_row$d),
        .q(last_row$q),
        .clock(last_row$clock)
    );
    metaroce_recv_table__c_valid c_valid(
        .d(c_valid$d),
        .q(c_valid$q),
        .clock(c_valid$clock)
    );
    metaroce_recv_table__c_slot c_slot(
        .d(c_slot$d),
        .q(c_slot$q),
        .clock(c_slot$clock)
    );
    metaroce_recv_table__c_msn c_msn(
        .d(c_msn$d),
        .q(c_msn$q),
        .clock(c_msn$clock)
    );

    // Update code
    always @(*) begin
        done$clock = clk;
        started$clock = clk;
        queue$clock = clk;
        queue_head$clock = clk;
        queue_tail$clock = clk;
        w_posted$clock = clk;
        w_full$clock = clk;
        w_unbound$clock = clk;
        w_too_long$clock = clk;
        l1_valid$clock = clk;
        l1_conn$clock = clk;
        l1_stream$clock = clk;
        l1_msn$clock = clk;
        l1_offset$clock = clk;
        l1_msg_len$clock = clk;
        l1_tag$clock = clk;
        l2_valid$clock = clk;
        l2_hit$clock = clk;
        l2_slot$clock = clk;
        l2_msn$clock = clk;
        l2_offset$clock = clk;
        l2_msg_len$clock = clk;
        l2_tag$clock = clk;
        l3_valid$clock = clk;
        l3_hit$clock = clk;
        l3_slot$clock = clk;
        l3_target$clock = clk;
        l3_offset$clock = clk;
        l3_msg_len$clock = clk;
        l3_tag$clock = clk;
        r_valid$clock = clk;
        r_hit$clock = clk;
        r_slot$clock = clk;
        r_target$clock = clk;
        r_tag$clock = clk;
        r_key$clock = clk;
        r_addr$clock = clk;
        r_len$clock = clk;
        r_target_addr$clock = clk;
        r_fits$clock = clk;
        u1_valid$clock = clk;
        u1_refused$clock = clk;
        u1_slot$clock = clk;
        u1_entry$clock = clk;
        u1_msn$clock = clk;
        u1_segment$clock = clk;
        u1_msg_len$clock = clk;
        u1_segments$clock = clk;
        u1_segments_ok$clock = clk;
        last_valid$clock = clk;
        last_entry$clock = clk;
        last_row$clock = clk;
        c_valid$clock = clk;
        c_slot$clock = clk;
        c_msn$clock = clk;
        done$d = done$q;
        started$d = started$q;
        queue$d = queue$q;
        queue_head$d = queue_head$q;
        queue_tail$d = queue_tail$q;
        w_posted$d = w_posted$q;
        w_full$d = w_full$q;
        w_unbound$d = w_unbound$q;
        w_too_long$d = w_too_long$q;
        l1_valid$d = l1_valid$q;
        l1_conn$d = l1_conn$q;
        l1_stream$d = l1_stream$q;
        l1_msn$d = l1_msn$q;
        l1_offset$d = l1_offset$q;
        l1_msg_len$d = l1_msg_len$q;
        l1_tag$d = l1_tag$q;
        l2_valid$d = l2_valid$q;
        l2_hit$d = l2_hit$q;
        l2_slot$d = l2_slot$q;
        l2_msn$d = l2_msn$q;
        l2_offset$d = l2_offset$q;
        l2_msg_len$d = l2_msg_len$q;
        l2_tag$d = l2_tag$q;
        l3_valid$d = l3_valid$q;
        l3_hit$d = l3_hit$q;
        l3_slot$d = l3_slot$q;
        l3_target$d = l3_target$q;
        l3_offset$d = l3_offset$q;
        l3_msg_len$d = l3_msg_len$q;
        l3_tag$d = l3_tag$q;
        r_valid$d = r_valid$q;
        r_hit$d = r_hit$q;
        r_slot$d = r_slot$q;
        r_target$d = r_target$q;
        r_tag$d = r_tag$q;
        r_key$d = r_key$q;
        r_addr$d = r_addr$q;
        r_len$d = r_len$q;
        r_target_addr$d = r_target_addr$q;
        r_fits$d = r_fits$q;
        u1_valid$d = u1_valid$q;
        u1_refused$d = u1_refused$q;
        u1_slot$d = u1_slot$q;
        u1_entry$d = u1_entry$q;
        u1_msn$d = u1_msn$q;
        u1_segment$d = u1_segment$q;
        u1_msg_len$d = u1_msg_len$q;
        u1_segments$d = u1_segments$q;
        u1_segments_ok$d = u1_segments_ok$q;
        last_valid$d = last_valid$q;
        last_entry$d = last_entry$q;
        last_row$d = last_row$q;
        c_valid$d = c_valid$q;
        c_slot$d = c_slot$q;
        c_msn$d = c_msn$q;
        buffers$read_clock = clk;
        buffers$write_clock = clk;
        progress$read_clock = clk;
        progress$write_clock = clk;
        records$read_clock = clk;
        records$write_clock = clk;
        slot0$clk = clk;
        slot0$bind_enable = s_write_enable;
        slot0$bind_conn = s_write_conn;
        slot0$bind_stream = s_write_stream;
        slot1$clk = clk;
        slot1$bind_enable = s_write_enable;
        slot1$bind_conn = s_write_conn;
        slot1$bind_stream = s_write_stream;
        slot2$clk = clk;
        slot2$bind_enable = s_write_enable;
        slot2$bind_conn = s_write_conn;
        slot2$bind_stream = s_write_stream;
        slot3$clk = clk;
        slot3$bind_enable = s_write_enable;
        slot3$bind_conn = s_write_conn;
        slot3$bind_stream = s_write_stream;
        slot4$clk = clk;
        slot4$bind_enable = s_write_enable;
        slot4$bind_conn = s_write_conn;
        slot4$bind_stream = s_write_stream;
        slot5$clk = clk;
        slot5$bind_enable = s_write_enable;
        slot5$bind_conn = s_write_conn;
        slot5$bind_stream = s_write_stream;
        slot6$clk = clk;
        slot6$bind_enable = s_write_enable;
        slot6$bind_conn = s_write_conn;
        slot6$bind_stream = s_write_stream;
        slot7$clk = clk;
        slot7$bind_enable = s_write_enable;
        slot7$bind_conn = s_write_conn;
        slot7$bind_stream = s_write_stream;
        slot8$clk = clk;
        slot8$bind_enable = s_write_enable;
        slot8$bind_conn = s_write_conn;
        slot8$bind_stream = s_write_stream;
        slot9$clk = clk;
        slot9$bind_enable = s_write_enable;
        slot9$bind_conn = s_write_conn;
        slot9$bind_stream = s_write_stream;
        slot10$clk = clk;
        slot10$bind_enable = s_write_enable;
        slot10$bind_conn = s_write_conn;
        slot10$bind_stream = s_write_stream;
        slot11$clk = clk;
        slot11$bind_enable = s_write_enable;
        slot11$bind_conn = s_write_conn;
        slot11$bind_stream = s_write_stream;
        slot12$clk = clk;
        slot12$bind_enable = s_write_enable;
        slot12$bind_conn = s_write_conn;
        slot12$bind_stream = s_write_stream;
        slot13$clk = clk;
        slot13$bind_enable = s_write_enable;
        slot13$bind_conn = s_write_conn;
        slot13$bind_stream = s_write_stream;
        slot14$clk = clk;
        slot14$bind_enable = s_write_enable;
        slot14$bind_conn = s_write_conn;
        slot14$bind_stream = s_write_stream;
        slot15$clk = clk;
        slot15$bind_enable = s_write_enable;
        slot15$bind_conn = s_write_conn;
        slot15$bind_stream = s_write_stream;
        k_slot = queue$q[(queue_head$q[(32'h0)+:(4)] * 32'h4)+:(4)];
        w_p = 32'h0;
        w_q = 32'h0;
        w_bound = 1'b0;
        l_p = 32'h0;
        l_q = 32'h0;
        l_active = 1'b0;
        u_p = 32'h0;
        u_q = 32'h0;
        v_q = 32'h0;
        k_p = 32'h0;
        k_q = 32'h0;
        if (s_write_slot == 32'h0) begin
            w_p = slot0$posted;
            w_q = slot0$popped;
            w_bound = slot0$bound;
        end
        if (l2_slot$q == 32'h0) begin
            l_p = slot0$posted;
            l_q = slot0$popped;
            l_active = slot0$active;
        end
        if (s_placed_slot == 32'h0) begin
            u_p = slot0$posted;
            u_q = slot0$popped;
        end
        if (u1_slot$q == 32'h0) begin
            v_q = slot0$popped;
        end
        if (k_slot == 32'h0) begin
            k_p = slot0$posted;
            k_q = slot0$popped;
        end
        if (s_write_slot == 32'h1) begin
            w_p = slot1$posted;
            w_q = slot1$popped;
            w_bound = slot1$bound;
        end
        if (l2_slot$q == 32'h1) begin
            l_p = slot1$posted;
            l_q = slot1$popped;
            l_active = slot1$active;
        end
        if (s_placed_slot == 32'h1) begin
            u_p = slot1$posted;
            u_q = slot1$popped;
        end
        if (u1_slot$q == 32'h1) begin
            v_q = slot1$popped;
        end
        if (k_slot == 32'h1) begin
            k_p = slot1$posted;
            k_q = slot1$popped;
        end
        if (s_write_slot == 32'h2) begin
            w_p = slot2$posted;
            w_q = slot2$popped;
            w_bound = slot2$bound;
        end
        if (l2_slot$q == 32'h2) begin
            l_p = slot2$posted;
            l_q = slot2$popped;
            l_active = slot2$active;
        end
        if (s_placed_slot == 32'h2) begin
            u_p = slot2$posted;
            u_q = slot2$popped;
        end
        if (u1_slot$q == 32'h2) begin
            v_q = slot2$popped;
        end
        if (k_slot == 32'h2) begin
            k_p = slot2$posted;
            k_q = slot2$popped;
        end
        if (s_write_slot == 32'h3) begin
            w_p = slot3$posted;
            w_q = slot3$popped;
            w_bound = slot3$bound;
        end
        if (l2_slot$q == 32'h3) begin
            l_p = slot3$posted;
            l_q = slot3$popped;
            l_active = slot3$active;
        end
        if (s_placed_slot == 32'h3) begin
            u_p = slot3$posted;
            u_q = slot3$popped;
        end
        if (u1_slot$q == 32'h3) begin
            v_q = slot3$popped;
        end
        if (k_slot == 32'h3) begin
            k_p = slot3$posted;
            k_q = slot3$popped;
        end
        if (s_write_slot == 32'h4) begin
            w_p = slot4$posted;
            w_q = slot4$popped;
            w_bound = slot4$bound;
        end
        if (l2_slot$q == 32'h4) begin
            l_p = slot4$posted;
            l_q = slot4$popped;
            l_active = slot4$active;
        end
        if (s_placed_slot == 32'h4) begin
            u_p = slot4$posted;
            u_q = slot4$popped;
        end
        if (u1_slot$q == 32'h4) begin
            v_q = slot4$popped;
        end
        if (k_slot == 32'h4) begin
            k_p = slot4$posted;
            k_q = slot4$popped;
        end
        if (s_write_slot == 32'h5) begin
            w_p = slot5$posted;
            w_q = slot5$popped;
            w_bound = slot5$bound;
        end
        if (l2_slot$q == 32'h5) begin
            l_p = slot5$posted;
            l_q = slot5$popped;
            l_active = slot5$active;
        end
        if (s_placed_slot == 32'h5) begin
            u_p = slot5$posted;
            u_q = slot5$popped;
        end
        if (u1_slot$q == 32'h5) begin
            v_q = slot5$popped;
        end
        if (k_slot == 32'h5) begin
            k_p = slot5$posted;
            k_q = slot5$popped;
        end
        if (s_write_slot == 32'h6) begin
            w_p = slot6$posted;
            w_q = slot6$popped;
            w_bound = slot6$bound;
        end
        if (l2_slot$q == 32'h6) begin
            l_p = slot6$posted;
            l_q = slot6$popped;
            l_active = slot6$active;
        end
        if (s_placed_slot == 32'h6) begin
            u_p = slot6$posted;
            u_q = slot6$popped;
        end
        if (u1_slot$q == 32'h6) begin
            v_q = slot6$popped;
        end
        if (k_slot == 32'h6) begin
            k_p = slot6$posted;
            k_q = slot6$popped;
        end
        if (s_write_slot == 32'h7) begin
            w_p = slot7$posted;
            w_q = slot7$popped;
            w_bound = slot7$bound;
        end
        if (l2_slot$q == 32'h7) begin
            l_p = slot7$posted;
            l_q = slot7$popped;
            l_active = slot7$active;
        end
        if (s_placed_slot == 32'h7) begin
            u_p = slot7$posted;
            u_q = slot7$popped;
        end
        if (u1_slot$q == 32'h7) begin
            v_q = slot7$popped;
        end
        if (k_slot == 32'h7) begin
            k_p = slot7$posted;
            k_q = slot7$popped;
        end
        if (s_write_slot == 32'h8) begin
            w_p = slot8$posted;
            w_q = slot8$popped;
            w_bound = slot8$bound;
        end
        if (l2_slot$q == 32'h8) begin
            l_p = slot8$posted;
            l_q = slot8$popped;
            l_active = slot8$active;
        end
        if (s_placed_slot == 32'h8) begin
            u_p = slot8$posted;
            u_q = slot8$popped;
        end
        if (u1_slot$q == 32'h8) begin
            v_q = slot8$popped;
        end
        if (k_slot == 32'h8) begin
            k_p = slot8$posted;
            k_q = slot8$popped;
        end
        if (s_write_slot == 32'h9) begin
            w_p = slot9$posted;
            w_q = slot9$popped;
            w_bound = slot9$bound;
        end
        if (l2_slot$q == 32'h9) begin
            l_p = slot9$posted;
            l_q = slot9$popped;
            l_active = slot9$active;
        end
        if (s_placed_slot == 32'h9) begin
            u_p = slot9$posted;
            u_q = slot9$popped;
        end
        if (u1_slot$q == 32'h9) begin
            v_q = slot9$popped;
        end
        if (k_slot == 32'h9) begin
            k_p = slot9$posted;
            k_q = slot9$popped;
        end
        if (s_write_slot == 32'ha) begin
            w_p = slot10$posted;
            w_q = slot10$popped;
            w_bound = slot10$bound;
        end
        if (l2_slot$q == 32'ha) begin
            l_p = slot10$posted;
            l_q = slot10$popped;
            l_active = slot10$active;
        end
        if (s_placed_slot == 32'ha) begin
            u_p = slot10$posted;
            u_q = slot10$popped;
        end
        if (u1_slot$q == 32'ha) begin
            v_q = slot10$popped;
        end
        if (k_slot == 32'ha) begin
            k_p = slot10$posted;
            k_q = slot10$popped;
        end
        if (s_write_slot == 32'hb) begin
            w_p = slot11$posted;
            w_q = slot11$popped;
            w_bound = slot11$bound;
        end
        if (l2_slot$q == 32'hb) begin
            l_p = slot11$posted;
            l_q = slot11$popped;
            l_active = slot11$active;
        end
        if (s_placed_slot == 32'hb) begin
            u_p = slot11$posted;
            u_q = slot11$popped;
        end
        if (u1_slot$q == 32'hb) begin
            v_q = slot11$popped;
        end
        if (k_slot == 32'hb) begin
            k_p = slot11$posted;
            k_q = slot11$popped;
        end
        if (s_write_slot == 32'hc) begin
            w_p = slot12$posted;
            w_q = slot12$popped;
            w_bound = slot12$bound;
        end
        if (l2_slot$q == 32'hc) begin
            l_p = slot12$posted;
            l_q = slot12$popped;
            l_active = slot12$active;
        end
        if (s_placed_slot == 32'hc) begin
            u_p = slot12$posted;
            u_q = slot12$popped;
        end
        if (u1_slot$q == 32'hc) begin
            v_q = slot12$popped;
        end
        if (k_slot == 32'hc) begin
            k_p = slot12$posted;
            k_q = slot12$popped;
        end
        if (s_write_slot == 32'hd) begin
            w_p = slot13$posted;
            w_q = slot13$popped;
            w_bound = slot13$bound;
        end
        if (l2_slot$q == 32'hd) begin
            l_p = slot13$posted;
            l_q = slot13$popped;
            l_active = slot13$active;
        end
        if (s_placed_slot == 32'hd) begin
            u_p = slot13$posted;
            u_q = slot13$popped;
        end
        if (u1_slot$q == 32'hd) begin
            v_q = slot13$popped;
        end
        if (k_slot == 32'hd) begin
            k_p = slot13$posted;
            k_q = slot13$popped;
        end
        if (s_write_slot == 32'he) begin
            w_p = slot14$posted;
            w_q = slot14$popped;
            w_bound = slot14$bound;
        end
        if (l2_slot$q == 32'he) begin
            l_p = slot14$posted;
            l_q = slot14$popped;
            l_active = slot14$active;
        end
        if (s_placed_slot == 32'he) begin
            u_p = slot14$posted;
            u_q = slot14$popped;
        end
        if (u1_slot$q == 32'he) begin
            v_q = slot14$popped;
        end
        if (k_slot == 32'he) begin
            k_p = slot14$posted;
            k_q = slot14$popped;
        end
        if (s_write_slot == 32'hf) begin
            w_p = slot15$posted;
            w_q = slot15$popped;
            w_bound = slot15$bound;
        end
        if (l2_slot$q == 32'hf) begin
            l_p = slot15$posted;
            l_q = slot15$popped;
            l_active = slot15$active;
        end
        if (s_placed_slot == 32'hf) begin
            u_p = slot15$posted;
            u_q = slot15$popped;
        end
        if (u1_slot$q == 32'hf) begin
            v_q = slot15$popped;
        end
        if (k_slot == 32'hf) begin
            k_p = slot15$posted;
            k_q = slot15$popped;
        end
        bind_now = s_write_valid & ~s_write_post;
        w_entry = (((s_write_slot) & 8'hff) << 32'h4) | ((w_p[(32'h0)+:(4)]) & 8'hff);
        w_unbound$d = s_write_valid & s_write_post & ~w_bound;
        w_full$d = s_write_valid & s_write_post & w_bound & ((w_p - w_q) >= 32'h10);
        w_too_long$d = s_write_valid & s_write_post & w_bound & ((w_p - w_q) < 32'h10) & (s_write_len > (((32'h40) & 64'hffffffffffffffff) << mtu_shift));
        post_ok = s_write_valid & s_write_post & w_bound & ((w_p - w_q) < 32'h10) & (s_write_len <= (((32'h40) & 64'hffffffffffffffff) << mtu_shift));
        w_posted$d = post_ok;
        buffers$write_enable = post_ok;
        buffers$write_address = w_entry;
        buffers$write_data[(64'h0)+:(32)] = s_write_key;
        buffers$write_data[(64'h20)+:(64)] = s_write_addr;
        buffers$write_data[(64'h60)+:(32)] = s_write_len[(32'h0)+:(32)];
        slot0$bind_valid = bind_now & (s_write_slot == 32'h0);
        slot0$post = post_ok & (s_write_slot == 32'h0);
        slot1$bind_valid = bind_now & (s_write_slot == 32'h1);
        slot1$post = post_ok & (s_write_slot == 32'h1);
        slot2$bind_valid = bind_now & (s_write_slot == 32'h2);
        slot2$post = post_ok & (s_write_slot == 32'h2);
        slot3$bind_valid = bind_now & (s_write_slot == 32'h3);
        slot3$post = post_ok & (s_write_slot == 32'h3);
        slot4$bind_valid = bind_now & (s_write_slot == 32'h4);
        slot4$post = post_ok & (s_write_slot == 32'h4);
        slot5$bind_valid = bind_now & (s_write_slot == 32'h5);
        slot5$post = post_ok & (s_write_slot == 32'h5);
        slot6$bind_valid = bind_now & (s_write_slot == 32'h6);
        slot6$post = post_ok & (s_write_slot == 32'h6);
        slot7$bind_valid = bind_now & (s_write_slot == 32'h7);
        slot7$post = post_ok & (s_write_slot == 32'h7);
        slot8$bind_valid = bind_now & (s_write_slot == 32'h8);
        slot8$post = post_ok & (s_write_slot == 32'h8);
        slot9$bind_valid = bind_now & (s_write_slot == 32'h9);
        slot9$post = post_ok & (s_write_slot == 32'h9);
        slot10$bind_valid = bind_now & (s_write_slot == 32'ha);
        slot10$post = post_ok & (s_write_slot == 32'ha);
        slot11$bind_valid = bind_now & (s_write_slot == 32'hb);
        slot11$post = post_ok & (s_write_slot == 32'hb);
        slot12$bind_valid = bind_now & (s_write_slot == 32'hc);
        slot12$post = post_ok & (s_write_slot == 32'hc);
        slot13$bind_valid = bind_now & (s_write_slot == 32'hd);
        slot13$post = post_ok & (s_write_slot == 32'hd);
        slot14$bind_valid = bind_now & (s_write_slot == 32'he);
        slot14$post = post_ok & (s_write_slot == 32'he);
        slot15$bind_valid = bind_now & (s_write_slot == 32'hf);
        slot15$post = post_ok & (s_write_slot == 32'hf);
        m_write_posted = w_posted$q;
        m_write_error_full = w_full$q;
        m_write_error_unbound = w_unbound$q;
        m_write_error_too_long = w_too_long$q;
        l1_valid$d = s_lookup_valid & ~rst;
        l1_conn$d = s_lookup_conn;
        l1_stream$d = s_lookup_stream;
        l1_msn$d = s_lookup_msn;
        l1_offset$d = s_lookup_offset;
        l1_msg_len$d = s_lookup_msg_len;
        l1_tag$d = s_lookup_tag;
        l_hit = 1'b0;
        l_slot = 32'h0;
        if (slot0$bound & (slot0$conn == l1_conn$q) & (slot0$stream == l1_stream$q)) begin
            l_hit = 1'b1;
            l_slot = 32'h0;
        end
        if (slot1$bound & (slot1$conn == l1_conn$q) & (slot1$stream == l1_stream$q)) begin
            l_hit = 1'b1;
            l_slot = 32'h1;
        end
        if (slot2$bound & (slot2$conn == l1_conn$q) & (slot2$stream == l1_stream$q)) begin
            l_hit = 1'b1;
            l_slot = 32'h2;
        end
        if (slot3$bound & (slot3$conn == l1_conn$q) & (slot3$stream == l1_stream$q)) begin
            l_hit = 1'b1;
            l_slot = 32'h3;
        end
        if (slot4$bound & (slot4$conn == l1_conn$q) & (slot4$stream == l1_stream$q)) begin
            l_hit = 1'b1;
            l_slot = 32'h4;
        end
        if (slot5$bound & (slot5$conn == l1_conn$q) & (slot5$stream == l1_stream$q)) begin
            l_hit = 1'b1;
            l_slot = 32'h5;
        end
        if (slot6$bound & (slot6$conn == l1_conn$q) & (slot6$stream == l1_stream$q)) begin
            l_hit = 1'b1;
            l_slot = 32'h6;
        end
        if (slot7$bound & (slot7$conn == l1_conn$q) & (slot7$stream == l1_stream$q)) begin
            l_hit = 1'b1;
            l_slot = 32'h7;
        end
        if (slot8$bound & (slot8$conn == l1_conn$q) & (slot8$stream == l1_stream$q)) begin
            l_hit = 1'b1;
            l_slot = 32'h8;
        end
        if (slot9$bound & (slot9$conn == l1_conn$q) & (slot9$stream == l1_stream$q)) begin
            l_hit = 1'b1;
            l_slot = 32'h9;
        end
        if (slot10$bound & (slot10$conn == l1_conn$q) & (slot10$stream == l1_stream$q)) begin
            l_hit = 1'b1;
            l_slot = 32'ha;
        end
        if (slot11$bound & (slot11$conn == l1_conn$q) & (slot11$stream == l1_stream$q)) begin
            l_hit = 1'b1;
            l_slot = 32'hb;
        end
        if (slot12$bound & (slot12$conn == l1_conn$q) & (slot12$stream == l1_stream$q)) begin
            l_hit = 1'b1;
            l_slot = 32'hc;
        end
        if (slot13$bound & (slot13$conn == l1_conn$q) & (slot13$stream == l1_stream$q)) begin
            l_hit = 1'b1;
            l_slot = 32'hd;
        end
        if (slot14$bound & (slot14$conn == l1_conn$q) & (slot14$stream == l1_stream$q)) begin
            l_hit = 1'b1;
            l_slot = 32'he;
        end
        if (slot15$bound & (slot15$conn == l1_conn$q) & (slot15$stream == l1_stream$q)) begin
            l_hit = 1'b1;
            l_slot = 32'hf;
        end
        l2_valid$d = l1_valid$q & ~rst;
        l2_hit$d = l_hit;
        l2_slot$d = l_slot;
        l2_msn$d = l1_msn$q;
        l2_offset$d = l1_offset$q;
        l2_msg_len$d = l1_msg_len$q;
        l2_tag$d = l1_tag$q;
        l_index = l2_msn$q - l_q;
        l_entry = (((l2_slot$q) & 8'hff) << 32'h4) | ((l2_msn$q[(32'h0)+:(4)]) & 8'hff);
        buffers$read_address = l_entry;
        l3_target$d = 32'h0;
        if (l2_hit$q & l_active) begin
            if (l_index[32'h1f]) begin
                l3_target$d = 32'h1;
            end
            else if (l_index < (l_p - l_q)) begin
                if (done$q[l_entry]) begin
                    l3_target$d = 32'h1;
                end
                else begin
                    l3_target$d = 32'h2;
                end
            end
        end
        l3_valid$d = l2_valid$q & ~rst;
        l3_hit$d = l2_hit$q;
        l3_slot$d = l2_slot$q;
        l3_offset$d = l2_offset$q;
        l3_msg_len$d = l2_msg_len$q;
        l3_tag$d = l2_tag$q;
        r_valid$d = l3_valid$q & ~rst;
        r_hit$d = l3_hit$q;
        r_slot$d = l3_slot$q;
        r_target$d = l3_target$q;
        r_tag$d = l3_tag$q;
        r_key$d = buffers$read_data[(64'h0)+:(32)];
        r_addr$d = buffers$read_data[(64'h20)+:(64)];
        r_len$d = buffers$read_data[(64'h60)+:(32)];
        r_target_addr$d = buffers$read_data[(64'h20)+:(64)] + ((l3_offset$q) & 64'hffffffffffffffff);
        r_fits$d = l3_msg_len$q <= buffers$read_data[(64'h60)+:(32)];
        m_result_valid = r_valid$q;
        m_result_tag = r_tag$q;
        m_result_hit = r_hit$q;
        m_result_slot = r_slot$q;
        m_result_target = r_target$q;
        m_result_key = r_key$q;
        m_result_addr = r_addr$q;
        m_result_len = r_len$q;
        m_result_target_addr = r_target_addr$q;
        m_result_fits = r_fits$q;
        u1_valid$d = s_placed_valid & ~rst & ((s_placed_msn - u_q) < (u_p - u_q));
        u1_refused$d = s_placed_refused;
        u1_slot$d = s_placed_slot;
        u1_entry$d = (((s_placed_slot) & 8'hff) << 32'h4) | ((s_placed_msn[(32'h0)+:(4)]) & 8'hff);
        progress$read_address = (((s_placed_slot) & 8'hff) << 32'h4) | ((s_placed_msn[(32'h0)+:(4)]) & 8'hff);
        u1_msn$d = s_placed_msn;
        u_segment = s_placed_offset >> mtu_shift;
        u1_segment$d = u_segment[(32'h0)+:(7)];
        if (u_segment > 32'h40) begin
            u1_segment$d = 32'h40;
        end
        u1_msg_len$d = s_placed_msg_len;
        u_rounded = ((s_placed_msg_len) & 33'h1ffffffff) + ((((32'h1) & 33'h1ffffffff) << mtu_shift) - 32'h1);
        u_segments = u_rounded >> mtu_shift;
        u1_segments$d = u_segments[(32'h0)+:(7)];
        if (~|u_segments) begin
            u1_segments$d = 32'h1;
        end
        u1_segments_ok$d = u_segments <= 32'h40;
        row_in = progress$read_data;
        if (last_valid$q & (last_entry$q == u1_entry$q)) begin
            row_in = last_row$q;
        end
        entry_started = started$q[u1_entry$q];
        row = row_in;
        if (~entry_started) begin
            row[(64'h0)+:(32)] = u1_msg_len$q;
            row[(64'h20)+:(7)] = u1_segments$q;
            row[(64'h27)+:(7)] = 32'h0;
            row[(64'h2e)+:(64)] = 32'h0;
        end
        row_bitmap = row[(64'h2e)+:(64)];
        live = u1_valid$q & ~done$q[u1_entry$q];
        progress$write_enable = live & ~u1_refused$q & (entry_started | u1_segments_ok$q);
        progress$write_address = u1_entry$q;
        accepted = progress$write_enable & (u1_msg_len$q == row[(64'h0)+:(32)]) & (u1_segment$q < row[(64'h20)+:(7)]) & ~row_bitmap[u1_segment$q[(32'h0)+:(6)]];
        new_row = row;
        if (accepted) begin
            new_row[(64'h2e)+:(64)] = (row_bitmap & ~(1 << (u1_segment$q[(32'h0)+:(6)])) | ((1'b1) << (u1_segment$q[(32'h0)+:(6)])));
            new_row[(64'h27)+:(7)] = row[(64'h27)+:(7)] + 32'h1;
        end
        progress$write_data = new_row;
        last_valid$d = progress$write_enable;
        last_entry$d = u1_entry$q;
        last_row$d = new_row;
        finish = (live & u1_refused$q) | (accepted & ((row[(64'h27)+:(7)] + 32'h1) == row[(64'h20)+:(7)]));
        records$write_enable = finish;
        records$write_address = u1_entry$q;
        records$write_data[(64'h20)+:(1)] = u1_refused$q;
        records$write_data[(64'h0)+:(32)] = u1_msg_len$q;
        if (u1_refused$q) begin
            records$write_data[(64'h0)+:(32)] = 32'h0;
            if (entry_started) begin
                records$write_data[(64'h0)+:(32)] = row_in[(64'h0)+:(32)];
            end
        end
        entry_mask = ((32'h1) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << u1_entry$q;
        tail_mask = ((32'h1) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << w_entry;
        done_set = done$q;
        if (finish) begin
            done_set = done$q | entry_mask;
        end
        started_set = started$q;
        if (progress$write_enable) begin
            started_set = started$q | entry_mask;
        end
        done$d = done_set;
        started$d = started_set;
        if (post_ok) begin
            done$d = done_set & ~tail_mask;
            started$d = started_set & ~tail_mask;
        end
        report = queue_head$q != queue_tail$q;
        records$read_address = (((k_slot) & 8'hff) << 32'h4) | ((k_q[(32'h0)+:(4)]) & 8'hff);
        k_next = k_q[(32'h0)+:(4)] + 32'h1;
        keep = ((k_p - k_q) > 32'h1) & done$q[((((k_slot) & 8'hff) << 32'h4) | ((k_next) & 8'hff))];
        slot0$pop = report & (k_slot == 32'h0);
        slot1$pop = report & (k_slot == 32'h1);
        slot2$pop = report & (k_slot == 32'h2);
        slot3$pop = report & (k_slot == 32'h3);
        slot4$pop = report & (k_slot == 32'h4);
        slot5$pop = report & (k_slot == 32'h5);
        slot6$pop = report & (k_slot == 32'h6);
        slot7$pop = report & (k_slot == 32'h7);
        slot8$pop = report & (k_slot == 32'h8);
        slot9$pop = report & (k_slot == 32'h9);
        slot10$pop = report & (k_slot == 32'ha);
        slot11$pop = report & (k_slot == 32'hb);
        slot12$pop = report & (k_slot == 32'hc);
        slot13$pop = report & (k_slot == 32'hd);
        slot14$pop = report & (k_slot == 32'he);
        slot15$pop = report & (k_slot == 32'hf);
        queue_head$d = queue_head$q;
        if (report & ~keep) begin
            queue_head$d = queue_head$q + 32'h1;
        end
        c_valid$d = report;
        c_slot$d = k_slot;
        c_msn$d = k_q;
        m_cpl_valid = c_valid$q;
        m_cpl_slot = c_slot$q;
        m_cpl_msn = c_msn$q;
        m_cpl_bytes = records$read_data[(64'h0)+:(32)];
        m_cpl_status = records$read_data[(64'h20)+:(1)];
        is_head = (u1_msn$q == v_q) | (report & (k_slot == u1_slot$q) & (u1_msn$q == (v_q + 32'h1)));
        queue$d = queue$q;
        queue_tail$d = queue_tail$q;
        if (finish & is_head) begin
            queue$d = ((((queue$q & ~(1 << (queue_tail$q[(32'h0)+:(4)] * 32'h4)) | ((u1_slot$q[32'h0]) << (queue_tail$q[(32'h0)+:(4)] * 32'h4))) & ~(1 << (queue_tail$q[(32'h0)+:(4)] * 32'h4 + 32'h1)) | ((u1_slot$q[32'h1]) << (queue_tail$q[(32'h0)+:(4)] * 32'h4 + 32'h1))) & ~(1 << (queue_tail$q[(32'h0)+:(4)] * 32'h4 + 32'h2)) | ((u1_slot$q[32'h2]) << (queue_tail$q[(32'h0)+:(4)] * 32'h4 + 32'h2))) & ~(1 << (queue_tail$q[(32'h0)+:(4)] * 32'h4 + 32'h3)) | ((u1_slot$q[32'h3]) << (queue_tail$q[(32'h0)+:(4)] * 32'h4 + 32'h3)));
            queue_tail$d = queue_tail$q + 32'h1;
        end
    end

endmodule // metaroce_recv_table


module metaroce_recv_table__buffers(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);

    // Module arguments
    input wire  [7:0] read_address;
    input wire  read_clock;
    output reg  [127:0] read_data;
    input wire  [7:0] write_address;
    input wire  write_clock;
    input wire  [127:0] write_data;
    input wire  write_enable;

    // Update code (custom)
    reg[127:0] mem[255:0];



    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end

    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end

endmodule // metaroce_recv_table__buffers


module metaroce_recv_table__c_msn(d,q,clock);

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

endmodule // metaroce_recv_table__c_msn


module metaroce_recv_table__c_slot(d,q,clock);

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

endmodule // metaroce_recv_table__c_slot


module metaroce_recv_table__c_valid(d,q,clock);

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

endmodule // metaroce_recv_table__c_valid


module metaroce_recv_table__done(d,q,clock);

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

endmodule // metaroce_recv_table__done


module metaroce_recv_table__l1_conn(d,q,clock);

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

endmodule // metaroce_recv_table__l1_conn


module metaroce_recv_table__l1_msg_len(d,q,clock);

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

endmodule // metaroce_recv_table__l1_msg_len


module metaroce_recv_table__l1_msn(d,q,clock);

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

endmodule // metaroce_recv_table__l1_msn


module metaroce_recv_table__l1_offset(d,q,clock);

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

endmodule // metaroce_recv_table__l1_offset


module metaroce_recv_table__l1_stream(d,q,clock);

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

endmodule // metaroce_recv_table__l1_stream


module metaroce_recv_table__l1_tag(d,q,clock);

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

endmodule // metaroce_recv_table__l1_tag


module metaroce_recv_table__l1_valid(d,q,clock);

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

endmodule // metaroce_recv_table__l1_valid


module metaroce_recv_table__l2_hit(d,q,clock);

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

endmodule // metaroce_recv_table__l2_hit


module metaroce_recv_table__l2_msg_len(d,q,clock);

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

endmodule // metaroce_recv_table__l2_msg_len


module metaroce_recv_table__l2_msn(d,q,clock);

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

endmodule // metaroce_recv_table__l2_msn


module metaroce_recv_table__l2_offset(d,q,clock);

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

endmodule // metaroce_recv_table__l2_offset


module metaroce_recv_table__l2_slot(d,q,clock);

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

endmodule // metaroce_recv_table__l2_slot


module metaroce_recv_table__l2_tag(d,q,clock);

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

endmodule // metaroce_recv_table__l2_tag


module metaroce_recv_table__l2_valid(d,q,clock);

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

endmodule // metaroce_recv_table__l2_valid


module metaroce_recv_table__l3_hit(d,q,clock);

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

endmodule // metaroce_recv_table__l3_hit


module metaroce_recv_table__l3_msg_len(d,q,clock);

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

endmodule // metaroce_recv_table__l3_msg_len


module metaroce_recv_table__l3_offset(d,q,clock);

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

endmodule // metaroce_recv_table__l3_offset


module metaroce_recv_table__l3_slot(d,q,clock);

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

endmodule // metaroce_recv_table__l3_slot


module metaroce_recv_table__l3_tag(d,q,clock);

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

endmodule // metaroce_recv_table__l3_tag


module metaroce_recv_table__l3_target(d,q,clock);

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

endmodule // metaroce_recv_table__l3_target


module metaroce_recv_table__l3_valid(d,q,clock);

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

endmodule // metaroce_recv_table__l3_valid


module metaroce_recv_table__last_entry(d,q,clock);

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

endmodule // metaroce_recv_table__last_entry


module metaroce_recv_table__last_row(d,q,clock);

    // Module arguments
    input wire  [109:0] d;
    output reg  [109:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 110'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_recv_table__last_row


module metaroce_recv_table__last_valid(d,q,clock);

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

endmodule // metaroce_recv_table__last_valid


module metaroce_recv_table__progress(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);

    // Module arguments
    input wire  [7:0] read_address;
    input wire  read_clock;
    output reg  [109:0] read_data;
    input wire  [7:0] write_address;
    input wire  write_clock;
    input wire  [109:0] write_data;
    input wire  write_enable;

    // Update code (custom)
    reg[109:0] mem[255:0];



    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end

    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end

endmodule // metaroce_recv_table__progress


module metaroce_recv_table__queue(d,q,clock);

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

endmodule // metaroce_recv_table__queue


module metaroce_recv_table__queue_head(d,q,clock);

    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 5'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_recv_table__queue_head


module metaroce_recv_table__queue_tail(d,q,clock);

    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 5'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_recv_table__queue_tail


module metaroce_recv_table__r_addr(d,q,clock);

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

endmodule // metaroce_recv_table__r_addr


module metaroce_recv_table__r_fits(d,q,clock);

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

endmodule // metaroce_recv_table__r_fits


module metaroce_recv_table__r_hit(d,q,clock);

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

endmodule // metaroce_recv_table__r_hit


module metaroce_recv_table__r_key(d,q,clock);

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

endmodule // metaroce_recv_table__r_key


module metaroce_recv_table__r_len(d,q,clock);

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

endmodule // metaroce_recv_table__r_len


module metaroce_recv_table__r_slot(d,q,clock);

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

endmodule // metaroce_recv_table__r_slot


module metaroce_recv_table__r_tag(d,q,clock);

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

endmodule // metaroce_recv_table__r_tag


module metaroce_recv_table__r_target(d,q,clock);

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

endmodule // metaroce_recv_table__r_target


module metaroce_recv_table__r_target_addr(d,q,clock);

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

endmodule // metaroce_recv_table__r_target_addr


module metaroce_recv_table__r_valid(d,q,clock);

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

endmodule // metaroce_recv_table__r_valid


module metaroce_recv_table__records(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);

    // Module arguments
    input wire  [7:0] read_address;
    input wire  read_clock;
    output reg  [32:0] read_data;
    input wire  [7:0] write_address;
    input wire  write_clock;
    input wire  [32:0] write_data;
    input wire  write_enable;

    // Update code (custom)
    reg[32:0] mem[255:0];



    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end

    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end

endmodule // metaroce_recv_table__records


module metaroce_recv_table__slot0(clk,bind_valid,bind_enable,bind_conn,bind_stream,post,pop,bound,active,conn,stream,posted,popped);

    // Module arguments
    input wire  clk;
    input wire  bind_valid;
    input wire  bind_enable;
    input wire  [2:0] bind_conn;
    input wire  [31:0] bind_stream;
    input wire  post;
    input wire  pop;
    output reg  bound;
    output reg  active;
    output reg  [2:0] conn;
    output reg  [31:0] stream;
    output reg  [31:0] posted;
    output reg  [31:0] popped;

    // Stub signals
    reg  r_bound$d;
    wire  r_bound$q;
    reg  r_bound$clock;
    reg  r_active$d;
    wire  r_active$q;
    reg  r_active$clock;
    reg  [2:0] r_conn$d;
    wire  [2:0] r_conn$q;
    reg  r_conn$clock;
    reg  [31:0] r_stream$d;
    wire  [31:0] r_stream$q;
    reg  r_stream$clock;
    reg  [31:0] r_posted$d;
    wire  [31:0] r_posted$q;
    reg  r_posted$clock;
    reg  [31:0] r_popped$d;
    wire  [31:0] r_popped$q;
    reg  r_popped$clock;

    // Sub module instances
    metaroce_recv_table__slot0$r_bound r_bound(
        .d(r_bound$d),
        .q(r_bound$q),
        .clock(r_bound$clock)
    );
    metaroce_recv_table__slot0$r_active r_active(
        .d(r_active$d),
        .q(r_active$q),
        .clock(r_active$clock)
    );
    metaroce_recv_table__slot0$r_conn r_conn(
        .d(r_conn$d),
        .q(r_conn$q),
        .clock(r_conn$clock)
    );
    metaroce_recv_table__slot0$r_stream r_stream(
        .d(r_stream$d),
        .q(r_stream$q),
        .clock(r_stream$clock)
    );
    metaroce_recv_table__slot0$r_posted r_posted(
        .d(r_posted$d),
        .q(r_posted$q),
        .clock(r_posted$clock)
    );
    metaroce_recv_table__slot0$r_popped r_popped(
        .d(r_popped$d),
        .q(r_popped$q),
        .clock(r_popped$clock)
    );

    // Update code
    always @(*) begin
        r_bound$clock = clk;
        r_active$clock = clk;
        r_conn$clock = clk;
        r_stream$clock = clk;
        r_posted$clock = clk;
        r_popped$clock = clk;
        r_bound$d = r_bound$q;
        r_active$d = r_active$q;
        r_conn$d = r_conn$q;
        r_stream$d = r_stream$q;
        r_posted$d = r_posted$q;
        r_popped$d = r_popped$q;
        if (post) begin
            r_posted$d = r_posted$q + 32'h1;
            r_active$d = 1'b1;
        end
        if (pop) begin
            r_popped$d = r_popped$q + 32'h1;
        end
        if (bind_valid) begin
            r_bound$d = bind_enable;
            r_active$d = 1'b0;
            r_conn$d = bind_conn;
            r_stream$d = bind_stream;
            r_posted$d = 32'h0;
            r_popped$d = 32'h0;
        end
        bound = r_bound$q;
        active = r_active$q;
        conn = r_conn$q;
        stream = r_stream$q;
        posted = r_posted$q;
        popped = r_popped$q;
    end

endmodule // metaroce_recv_table__slot0


module metaroce_recv_table__slot0$r_active(d,q,clock);

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

endmodule // metaroce_recv_table__slot0$r_active


module metaroce_recv_table__slot0$r_bound(d,q,clock);

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

endmodule // metaroce_recv_table__slot0$r_bound


module metaroce_recv_table__slot0$r_conn(d,q,clock);

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

endmodule // metaroce_recv_table__slot0$r_conn


module metaroce_recv_table__slot0$r_popped(d,q,clock);

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

endmodule // metaroce_recv_table__slot0$r_popped


module metaroce_recv_table__slot0$r_posted(d,q,clock);

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

endmodule // metaroce_recv_table__slot0$r_posted


module metaroce_recv_table__slot0$r_stream(d,q,clock);

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

endmodule // metaroce_recv_table__slot0$r_stream


module metaroce_recv_table__slot1(clk,bind_valid,bind_enable,bind_conn,bind_stream,post,pop,bound,active,conn,stream,posted,popped);

    // Module arguments
    input wire  clk;
    input wire  bind_valid;
    input wire  bind_enable;
    input wire  [2:0] bind_conn;
    input wire  [31:0] bind_stream;
    input wire  post;
    input wire  pop;
    output reg  bound;
    output reg  active;
    output reg  [2:0] conn;
    output reg  [31:0] stream;
    output reg  [31:0] posted;
    output reg  [31:0] popped;

    // Stub signals
    reg  r_bound$d;
    wire  r_bound$q;
    reg  r_bound$clock;
    reg  r_active$d;
    wire  r_active$q;
    reg  r_active$clock;
    reg  [2:0] r_conn$d;
    wire  [2:0] r_conn$q;
    reg  r_conn$clock;
    reg  [31:0] r_stream$d;
    wire  [31:0] r_stream$q;
    reg  r_stream$clock;
    reg  [31:0] r_posted$d;
    wire  [31:0] r_posted$q;
    reg  r_posted$clock;
    reg  [31:0] r_popped$d;
    wire  [31:0] r_popped$q;
    reg  r_popped$clock;

    // Sub module instances
    metaroce_recv_table__slot1$r_bound r_bound(
        .d(r_bound$d),
        .q(r_bound$q),
        .clock(r_bound$clock)
    );
    metaroce_recv_table__slot1$r_active r_active(
        .d(r_active$d),
        .q(r_active$q),
        .clock(r_active$clock)
    );
    metaroce_recv_table__slot1$r_conn r_conn(
        .d(r_conn$d),
        .q(r_conn$q),
        .clock(r_conn$clock)
    );
    metaroce_recv_table__slot1$r_stream r_stream(
        .d(r_stream$d),
        .q(r_stream$q),
        .clock(r_stream$clock)
    );
    metaroce_recv_table__slot1$r_posted r_posted(
        .d(r_posted$d),
        .q(r_posted$q),
        .clock(r_posted$clock)
    );
    metaroce_recv_table__slot1$r_popped r_popped(
        .d(r_popped$d),
        .q(r_popped$q),
        .clock(r_popped$clock)
    );

    // Update code
    always @(*) begin
        r_bound$clock = clk;
        r_active$clock = clk;
        r_conn$clock = clk;
        r_stream$clock = clk;
        r_posted$clock = clk;
        r_popped$clock = clk;
        r_bound$d = r_bound$q;
        r_active$d = r_active$q;
        r_conn$d = r_conn$q;
        r_stream$d = r_stream$q;
        r_posted$d = r_posted$q;
        r_popped$d = r_popped$q;
        if (post) begin
            r_posted$d = r_posted$q + 32'h1;
            r_active$d = 1'b1;
        end
        if (pop) begin
            r_popped$d = r_popped$q + 32'h1;
        end
        if (bind_valid) begin
            r_bound$d = bind_enable;
            r_active$d = 1'b0;
            r_conn$d = bind_conn;
            r_stream$d = bind_stream;
            r_posted$d = 32'h0;
            r_popped$d = 32'h0;
        end
        bound = r_bound$q;
        active = r_active$q;
        conn = r_conn$q;
        stream = r_stream$q;
        posted = r_posted$q;
        popped = r_popped$q;
    end

endmodule // metaroce_recv_table__slot1


module metaroce_recv_table__slot1$r_active(d,q,clock);

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

endmodule // metaroce_recv_table__slot1$r_active


module metaroce_recv_table__slot1$r_bound(d,q,clock);

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

endmodule // metaroce_recv_table__slot1$r_bound


module metaroce_recv_table__slot1$r_conn(d,q,clock);

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

endmodule // metaroce_recv_table__slot1$r_conn


module metaroce_recv_table__slot1$r_popped(d,q,clock);

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

endmodule // metaroce_recv_table__slot1$r_popped


module metaroce_recv_table__slot1$r_posted(d,q,clock);

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

endmodule // metaroce_recv_table__slot1$r_posted


module metaroce_recv_table__slot1$r_stream(d,q,clock);

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

endmodule // metaroce_recv_table__slot1$r_stream


module metaroce_recv_table__slot10(clk,bind_valid,bind_enable,bind_conn,bind_stream,post,pop,bound,active,conn,stream,posted,popped);

    // Module arguments
    input wire  clk;
    input wire  bind_valid;
    input wire  bind_enable;
    input wire  [2:0] bind_conn;
    input wire  [31:0] bind_stream;
    input wire  post;
    input wire  pop;
    output reg  bound;
    output reg  active;
    output reg  [2:0] conn;
    output reg  [31:0] stream;
    output reg  [31:0] posted;
    output reg  [31:0] popped;

    // Stub signals
    reg  r_bound$d;
    wire  r_bound$q;
    reg  r_bound$clock;
    reg  r_active$d;
    wire  r_active$q;
    reg  r_active$clock;
    reg  [2:0] r_conn$d;
    wire  [2:0] r_conn$q;
    reg  r_conn$clock;
    reg  [31:0] r_stream$d;
    wire  [31:0] r_stream$q;
    reg  r_stream$clock;
    reg  [31:0] r_posted$d;
    wire  [31:0] r_posted$q;
    reg  r_posted$clock;
    reg  [31:0] r_popped$d;
    wire  [31:0] r_popped$q;
    reg  r_popped$clock;

    // Sub module instances
    metaroce_recv_table__slot10$r_bound r_bound(
        .d(r_bound$d),
        .q(r_bound$q),
        .clock(r_bound$clock)
    );
    metaroce_recv_table__slot10$r_active r_active(
        .d(r_active$d),
        .q(r_active$q),
        .clock(r_active$clock)
    );
    metaroce_recv_table__slot10$r_conn r_conn(
        .d(r_conn$d),
        .q(r_conn$q),
        .clock(r_conn$clock)
    );
    metaroce_recv_table__slot10$r_stream r_stream(
        .d(r_stream$d),
        .q(r_stream$q),
        .clock(r_stream$clock)
    );
    metaroce_recv_table__slot10$r_posted r_posted(
        .d(r_posted$d),
        .q(r_posted$q),
        .clock(r_posted$clock)
    );
    metaroce_recv_table__slot10$r_popped r_popped(
        .d(r_popped$d),
        .q(r_popped$q),
        .clock(r_popped$clock)
    );

    // Update code
    always @(*) begin
        r_bound$clock = clk;
        r_active$clock = clk;
        r_conn$clock = clk;
        r_stream$clock = clk;
        r_posted$clock = clk;
        r_popped$clock = clk;
        r_bound$d = r_bound$q;
        r_active$d = r_active$q;
        r_conn$d = r_conn$q;
        r_stream$d = r_stream$q;
        r_posted$d = r_posted$q;
        r_popped$d = r_popped$q;
        if (post) begin
            r_posted$d = r_posted$q + 32'h1;
            r_active$d = 1'b1;
        end
        if (pop) begin
            r_popped$d = r_popped$q + 32'h1;
        end
        if (bind_valid) begin
            r_bound$d = bind_enable;
            r_active$d = 1'b0;
            r_conn$d = bind_conn;
            r_stream$d = bind_stream;
            r_posted$d = 32'h0;
            r_popped$d = 32'h0;
        end
        bound = r_bound$q;
        active = r_active$q;
        conn = r_conn$q;
        stream = r_stream$q;
        posted = r_posted$q;
        popped = r_popped$q;
    end

endmodule // metaroce_recv_table__slot10


module metaroce_recv_table__slot10$r_active(d,q,clock);

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

endmodule // metaroce_recv_table__slot10$r_active


module metaroce_recv_table__slot10$r_bound(d,q,clock);

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

endmodule // metaroce_recv_table__slot10$r_bound


module metaroce_recv_table__slot10$r_conn(d,q,clock);

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

endmodule // metaroce_recv_table__slot10$r_conn


module metaroce_recv_table__slot10$r_popped(d,q,clock);

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

endmodule // metaroce_recv_table__slot10$r_popped


module metaroce_recv_table__slot10$r_posted(d,q,clock);

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

endmodule // metaroce_recv_table__slot10$r_posted


module metaroce_recv_table__slot10$r_stream(d,q,clock);

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

endmodule // metaroce_recv_table__slot10$r_stream


module metaroce_recv_table__slot11(clk,bind_valid,bind_enable,bind_conn,bind_stream,post,pop,bound,active,conn,stream,posted,popped);

    // Module arguments
    input wire  clk;
    input wire  bind_valid;
    input wire  bind_enable;
    input wire  [2:0] bind_conn;
    input wire  [31:0] bind_stream;
    input wire  post;
    input wire  pop;
    output reg  bound;
    output reg  active;
    output reg  [2:0] conn;
    output reg  [31:0] stream;
    output reg  [31:0] posted;
    output reg  [31:0] popped;

    // Stub signals
    reg  r_bound$d;
    wire  r_bound$q;
    reg  r_bound$clock;
    reg  r_active$d;
    wire  r_active$q;
    reg  r_active$clock;
    reg  [2:0] r_conn$d;
    wire  [2:0] r_conn$q;
    reg  r_conn$clock;
    reg  [31:0] r_stream$d;
    wire  [31:0] r_stream$q;
    reg  r_stream$clock;
    reg  [31:0] r_posted$d;
    wire  [31:0] r_posted$q;
    reg  r_posted$clock;
    reg  [31:0] r_popped$d;
    wire  [31:0] r_popped$q;
    reg  r_popped$clock;

    // Sub module instances
    metaroce_recv_table__slot11$r_bound r_bound(
        .d(r_bound$d),
        .q(r_bound$q),
        .clock(r_bound$clock)
    );
    metaroce_recv_table__slot11$r_active r_active(
        .d(r_active$d),
        .q(r_active$q),
        .clock(r_active$clock)
    );
    metaroce_recv_table__slot11$r_conn r_conn(
        .d(r_conn$d),
        .q(r_conn$q),
        .clock(r_conn$clock)
    );
    metaroce_recv_table__slot11$r_stream r_stream(
        .d(r_stream$d),
        .q(r_stream$q),
        .clock(r_stream$clock)
    );
    metaroce_recv_table__slot11$r_posted r_posted(
        .d(r_posted$d),
        .q(r_posted$q),
        .clock(r_posted$clock)
    );
    metaroce_recv_table__slot11$r_popped r_popped(
        .d(r_popped$d),
        .q(r_popped$q),
        .clock(r_popped$clock)
    );

    // Update code
    always @(*) begin
        r_bound$clock = clk;
        r_active$clock = clk;
        r_conn$clock = clk;
        r_stream$clock = clk;
        r_posted$clock = clk;
        r_popped$clock = clk;
        r_bound$d = r_bound$q;
        r_active$d = r_active$q;
        r_conn$d = r_conn$q;
        r_stream$d = r_stream$q;
        r_posted$d = r_posted$q;
        r_popped$d = r_popped$q;
        if (post) begin
            r_posted$d = r_posted$q + 32'h1;
            r_active$d = 1'b1;
        end
        if (pop) begin
            r_popped$d = r_popped$q + 32'h1;
        end
        if (bind_valid) begin
            r_bound$d = bind_enable;
            r_active$d = 1'b0;
            r_conn$d = bind_conn;
            r_stream$d = bind_stream;
            r_posted$d = 32'h0;
            r_popped$d = 32'h0;
        end
        bound = r_bound$q;
        active = r_active$q;
        conn = r_conn$q;
        stream = r_stream$q;
        posted = r_posted$q;
        popped = r_popped$q;
    end

endmodule // metaroce_recv_table__slot11


module metaroce_recv_table__slot11$r_active(d,q,clock);

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

endmodule // metaroce_recv_table__slot11$r_active


module metaroce_recv_table__slot11$r_bound(d,q,clock);

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

endmodule // metaroce_recv_table__slot11$r_bound


module metaroce_recv_table__slot11$r_conn(d,q,clock);

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

endmodule // metaroce_recv_table__slot11$r_conn


module metaroce_recv_table__slot11$r_popped(d,q,clock);

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

endmodule // metaroce_recv_table__slot11$r_popped


module metaroce_recv_table__slot11$r_posted(d,q,clock);

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

endmodule // metaroce_recv_table__slot11$r_posted


module metaroce_recv_table__slot11$r_stream(d,q,clock);

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

endmodule // metaroce_recv_table__slot11$r_stream


module metaroce_recv_table__slot12(clk,bind_valid,bind_enable,bind_conn,bind_stream,post,pop,bound,active,conn,stream,posted,popped);

    // Module arguments
    input wire  clk;
    input wire  bind_valid;
    input wire  bind_enable;
    input wire  [2:0] bind_conn;
    input wire  [31:0] bind_stream;
    input wire  post;
    input wire  pop;
    output reg  bound;
    output reg  active;
    output reg  [2:0] conn;
    output reg  [31:0] stream;
    output reg  [31:0] posted;
    output reg  [31:0] popped;

    // Stub signals
    reg  r_bound$d;
    wire  r_bound$q;
    reg  r_bound$clock;
    reg  r_active$d;
    wire  r_active$q;
    reg  r_active$clock;
    reg  [2:0] r_conn$d;
    wire  [2:0] r_conn$q;
    reg  r_conn$clock;
    reg  [31:0] r_stream$d;
    wire  [31:0] r_stream$q;
    reg  r_stream$clock;
    reg  [31:0] r_posted$d;
    wire  [31:0] r_posted$q;
    reg  r_posted$clock;
    reg  [31:0] r_popped$d;
    wire  [31:0] r_popped$q;
    reg  r_popped$clock;

    // Sub module instances
    metaroce_recv_table__slot12$r_bound r_bound(
        .d(r_bound$d),
        .q(r_bound$q),
        .clock(r_bound$clock)
    );
    metaroce_recv_table__slot12$r_active r_active(
        .d(r_active$d),
        .q(r_active$q),
        .clock(r_active$clock)
    );
    metaroce_recv_table__slot12$r_conn r_conn(
        .d(r_conn$d),
        .q(r_conn$q),
        .clock(r_conn$clock)
    );
    metaroce_recv_table__slot12$r_stream r_stream(
        .d(r_stream$d),
        .q(r_stream$q),
        .clock(r_stream$clock)
    );
    metaroce_recv_table__slot12$r_posted r_posted(
        .d(r_posted$d),
        .q(r_posted$q),
        .clock(r_posted$clock)
    );
    metaroce_recv_table__slot12$r_popped r_popped(
        .d(r_popped$d),
        .q(r_popped$q),
        .clock(r_popped$clock)
    );

    // Update code
    always @(*) begin
        r_bound$clock = clk;
        r_active$clock = clk;
        r_conn$clock = clk;
        r_stream$clock = clk;
        r_posted$clock = clk;
        r_popped$clock = clk;
        r_bound$d = r_bound$q;
        r_active$d = r_active$q;
        r_conn$d = r_conn$q;
        r_stream$d = r_stream$q;
        r_posted$d = r_posted$q;
        r_popped$d = r_popped$q;
        if (post) begin
            r_posted$d = r_posted$q + 32'h1;
            r_active$d = 1'b1;
        end
        if (pop) begin
            r_popped$d = r_popped$q + 32'h1;
        end
        if (bind_valid) begin
            r_bound$d = bind_enable;
            r_active$d = 1'b0;
            r_conn$d = bind_conn;
            r_stream$d = bind_stream;
            r_posted$d = 32'h0;
            r_popped$d = 32'h0;
        end
        bound = r_bound$q;
        active = r_active$q;
        conn = r_conn$q;
        stream = r_stream$q;
        posted = r_posted$q;
        popped = r_popped$q;
    end

endmodule // metaroce_recv_table__slot12


module metaroce_recv_table__slot12$r_active(d,q,clock);

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

endmodule // metaroce_recv_table__slot12$r_active


module metaroce_recv_table__slot12$r_bound(d,q,clock);

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

endmodule // metaroce_recv_table__slot12$r_bound


module metaroce_recv_table__slot12$r_conn(d,q,clock);

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

endmodule // metaroce_recv_table__slot12$r_conn


module metaroce_recv_table__slot12$r_popped(d,q,clock);

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

endmodule // metaroce_recv_table__slot12$r_popped


module metaroce_recv_table__slot12$r_posted(d,q,clock);

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

endmodule // metaroce_recv_table__slot12$r_posted


module metaroce_recv_table__slot12$r_stream(d,q,clock);

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

endmodule // metaroce_recv_table__slot12$r_stream


module metaroce_recv_table__slot13(clk,bind_valid,bind_enable,bind_conn,bind_stream,post,pop,bound,active,conn,stream,posted,popped);

    // Module arguments
    input wire  clk;
    input wire  bind_valid;
    input wire  bind_enable;
    input wire  [2:0] bind_conn;
    input wire  [31:0] bind_stream;
    input wire  post;
    input wire  pop;
    output reg  bound;
    output reg  active;
    output reg  [2:0] conn;
    output reg  [31:0] stream;
    output reg  [31:0] posted;
    output reg  [31:0] popped;

    // Stub signals
    reg  r_bound$d;
    wire  r_bound$q;
    reg  r_bound$clock;
    reg  r_active$d;
    wire  r_active$q;
    reg  r_active$clock;
    reg  [2:0] r_conn$d;
    wire  [2:0] r_conn$q;
    reg  r_conn$clock;
    reg  [31:0] r_stream$d;
    wire  [31:0] r_stream$q;
    reg  r_stream$clock;
    reg  [31:0] r_posted$d;
    wire  [31:0] r_posted$q;
    reg  r_posted$clock;
    reg  [31:0] r_popped$d;
    wire  [31:0] r_popped$q;
    reg  r_popped$clock;

    // Sub module instances
    metaroce_recv_table__slot13$r_bound r_bound(
        .d(r_bound$d),
        .q(r_bound$q),
        .clock(r_bound$clock)
    );
    metaroce_recv_table__slot13$r_active r_active(
        .d(r_active$d),
        .q(r_active$q),
        .clock(r_active$clock)
    );
    metaroce_recv_table__slot13$r_conn r_conn(
        .d(r_conn$d),
        .q(r_conn$q),
        .clock(r_conn$clock)
    );
    metaroce_recv_table__slot13$r_stream r_stream(
        .d(r_stream$d),
        .q(r_stream$q),
        .clock(r_stream$clock)
    );
    metaroce_recv_table__slot13$r_posted r_posted(
        .d(r_posted$d),
        .q(r_posted$q),
        .clock(r_posted$clock)
    );
    metaroce_recv_table__slot13$r_popped r_popped(
        .d(r_popped$d),
        .q(r_popped$q),
        .clock(r_popped$clock)
    );

    // Update code
    always @(*) begin
        r_bound$clock = clk;
        r_active$clock = clk;
        r_conn$clock = clk;
        r_stream$clock = clk;
        r_posted$clock = clk;
        r_popped$clock = clk;
        r_bound$d = r_bound$q;
        r_active$d = r_active$q;
        r_conn$d = r_conn$q;
        r_stream$d = r_stream$q;
        r_posted$d = r_posted$q;
        r_popped$d = r_popped$q;
        if (post) begin
            r_posted$d = r_posted$q + 32'h1;
            r_active$d = 1'b1;
        end
        if (pop) begin
            r_popped$d = r_popped$q + 32'h1;
        end
        if (bind_valid) begin
            r_bound$d = bind_enable;
            r_active$d = 1'b0;
            r_conn$d = bind_conn;
            r_stream$d = bind_stream;
            r_posted$d = 32'h0;
            r_popped$d = 32'h0;
        end
        bound = r_bound$q;
        active = r_active$q;
        conn = r_conn$q;
        stream = r_stream$q;
        posted = r_posted$q;
        popped = r_popped$q;
    end

endmodule // metaroce_recv_table__slot13


module metaroce_recv_table__slot13$r_active(d,q,clock);

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

endmodule // metaroce_recv_table__slot13$r_active


module metaroce_recv_table__slot13$r_bound(d,q,clock);

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

endmodule // metaroce_recv_table__slot13$r_bound


module metaroce_recv_table__slot13$r_conn(d,q,clock);

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

endmodule // metaroce_recv_table__slot13$r_conn


module metaroce_recv_table__slot13$r_popped(d,q,clock);

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

endmodule // metaroce_recv_table__slot13$r_popped


module metaroce_recv_table__slot13$r_posted(d,q,clock);

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

endmodule // metaroce_recv_table__slot13$r_posted


module metaroce_recv_table__slot13$r_stream(d,q,clock);

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

endmodule // metaroce_recv_table__slot13$r_stream


module metaroce_recv_table__slot14(clk,bind_valid,bind_enable,bind_conn,bind_stream,post,pop,bound,active,conn,stream,posted,popped);

    // Module arguments
    input wire  clk;
    input wire  bind_valid;
    input wire  bind_enable;
    input wire  [2:0] bind_conn;
    input wire  [31:0] bind_stream;
    input wire  post;
    input wire  pop;
    output reg  bound;
    output reg  active;
    output reg  [2:0] conn;
    output reg  [31:0] stream;
    output reg  [31:0] posted;
    output reg  [31:0] popped;

    // Stub signals
    reg  r_bound$d;
    wire  r_bound$q;
    reg  r_bound$clock;
    reg  r_active$d;
    wire  r_active$q;
    reg  r_active$clock;
    reg  [2:0] r_conn$d;
    wire  [2:0] r_conn$q;
    reg  r_conn$clock;
    reg  [31:0] r_stream$d;
    wire  [31:0] r_stream$q;
    reg  r_stream$clock;
    reg  [31:0] r_posted$d;
    wire  [31:0] r_posted$q;
    reg  r_posted$clock;
    reg  [31:0] r_popped$d;
    wire  [31:0] r_popped$q;
    reg  r_popped$clock;

    // Sub module instances
    metaroce_recv_table__slot14$r_bound r_bound(
        .d(r_bound$d),
        .q(r_bound$q),
        .clock(r_bound$clock)
    );
    metaroce_recv_table__slot14$r_active r_active(
        .d(r_active$d),
        .q(r_active$q),
        .clock(r_active$clock)
    );
    metaroce_recv_table__slot14$r_conn r_conn(
        .d(r_conn$d),
        .q(r_conn$q),
        .clock(r_conn$clock)
    );
    metaroce_recv_table__slot14$r_stream r_stream(
        .d(r_stream$d),
        .q(r_stream$q),
        .clock(r_stream$clock)
    );
    metaroce_recv_table__slot14$r_posted r_posted(
        .d(r_posted$d),
        .q(r_posted$q),
        .clock(r_posted$clock)
    );
    metaroce_recv_table__slot14$r_popped r_popped(
        .d(r_popped$d),
        .q(r_popped$q),
        .clock(r_popped$clock)
    );

    // Update code
    always @(*) begin
        r_bound$clock = clk;
        r_active$clock = clk;
        r_conn$clock = clk;
        r_stream$clock = clk;
        r_posted$clock = clk;
        r_popped$clock = clk;
        r_bound$d = r_bound$q;
        r_active$d = r_active$q;
        r_conn$d = r_conn$q;
        r_stream$d = r_stream$q;
        r_posted$d = r_posted$q;
        r_popped$d = r_popped$q;
        if (post) begin
            r_posted$d = r_posted$q + 32'h1;
            r_active$d = 1'b1;
        end
        if (pop) begin
            r_popped$d = r_popped$q + 32'h1;
        end
        if (bind_valid) begin
            r_bound$d = bind_enable;
            r_active$d = 1'b0;
            r_conn$d = bind_conn;
            r_stream$d = bind_stream;
            r_posted$d = 32'h0;
            r_popped$d = 32'h0;
        end
        bound = r_bound$q;
        active = r_active$q;
        conn = r_conn$q;
        stream = r_stream$q;
        posted = r_posted$q;
        popped = r_popped$q;
    end

endmodule // metaroce_recv_table__slot14


module metaroce_recv_table__slot14$r_active(d,q,clock);

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

endmodule // metaroce_recv_table__slot14$r_active


module metaroce_recv_table__slot14$r_bound(d,q,clock);

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

endmodule // metaroce_recv_table__slot14$r_bound


module metaroce_recv_table__slot14$r_conn(d,q,clock);

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

endmodule // metaroce_recv_table__slot14$r_conn


module metaroce_recv_table__slot14$r_popped(d,q,clock);

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

endmodule // metaroce_recv_table__slot14$r_popped


module metaroce_recv_table__slot14$r_posted(d,q,clock);

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

endmodule // metaroce_recv_table__slot14$r_posted


module metaroce_recv_table__slot14$r_stream(d,q,clock);

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

endmodule // metaroce_recv_table__slot14$r_stream


module metaroce_recv_table__slot15(clk,bind_valid,bind_enable,bind_conn,bind_stream,post,pop,bound,active,conn,stream,posted,popped);

    // Module arguments
    input wire  clk;
    input wire  bind_valid;
    input wire  bind_enable;
    input wire  [2:0] bind_conn;
    input wire  [31:0] bind_stream;
    input wire  post;
    input wire  pop;
    output reg  bound;
    output reg  active;
    output reg  [2:0] conn;
    output reg  [31:0] stream;
    output reg  [31:0] posted;
    output reg  [31:0] popped;

    // Stub signals
    reg  r_bound$d;
    wire  r_bound$q;
    reg  r_bound$clock;
    reg  r_active$d;
    wire  r_active$q;
    reg  r_active$clock;
    reg  [2:0] r_conn$d;
    wire  [2:0] r_conn$q;
    reg  r_conn$clock;
    reg  [31:0] r_stream$d;
    wire  [31:0] r_stream$q;
    reg  r_stream$clock;
    reg  [31:0] r_posted$d;
    wire  [31:0] r_posted$q;
    reg  r_posted$clock;
    reg  [31:0] r_popped$d;
    wire  [31:0] r_popped$q;
    reg  r_popped$clock;

    // Sub module instances
    metaroce_recv_table__slot15$r_bound r_bound(
        .d(r_bound$d),
        .q(r_bound$q),
        .clock(r_bound$clock)
    );
    metaroce_recv_table__slot15$r_active r_active(
        .d(r_active$d),
        .q(r_active$q),
        .clock(r_active$clock)
    );
    metaroce_recv_table__slot15$r_conn r_conn(
        .d(r_conn$d),
        .q(r_conn$q),
        .clock(r_conn$clock)
    );
    metaroce_recv_table__slot15$r_stream r_stream(
        .d(r_stream$d),
        .q(r_stream$q),
        .clock(r_stream$clock)
    );
    metaroce_recv_table__slot15$r_posted r_posted(
        .d(r_posted$d),
        .q(r_posted$q),
        .clock(r_posted$clock)
    );
    metaroce_recv_table__slot15$r_popped r_popped(
        .d(r_popped$d),
        .q(r_popped$q),
        .clock(r_popped$clock)
    );

    // Update code
    always @(*) begin
        r_bound$clock = clk;
        r_active$clock = clk;
        r_conn$clock = clk;
        r_stream$clock = clk;
        r_posted$clock = clk;
        r_popped$clock = clk;
        r_bound$d = r_bound$q;
        r_active$d = r_active$q;
        r_conn$d = r_conn$q;
        r_stream$d = r_stream$q;
        r_posted$d = r_posted$q;
        r_popped$d = r_popped$q;
        if (post) begin
            r_posted$d = r_posted$q + 32'h1;
            r_active$d = 1'b1;
        end
        if (pop) begin
            r_popped$d = r_popped$q + 32'h1;
        end
        if (bind_valid) begin
            r_bound$d = bind_enable;
            r_active$d = 1'b0;
            r_conn$d = bind_conn;
            r_stream$d = bind_stream;
            r_posted$d = 32'h0;
            r_popped$d = 32'h0;
        end
        bound = r_bound$q;
        active = r_active$q;
        conn = r_conn$q;
        stream = r_stream$q;
        posted = r_posted$q;
        popped = r_popped$q;
    end

endmodule // metaroce_recv_table__slot15


module metaroce_recv_table__slot15$r_active(d,q,clock);

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

endmodule // metaroce_recv_table__slot15$r_active


module metaroce_recv_table__slot15$r_bound(d,q,clock);

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

endmodule // metaroce_recv_table__slot15$r_bound


module metaroce_recv_table__slot15$r_conn(d,q,clock);

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

endmodule // metaroce_recv_table__slot15$r_conn


module metaroce_recv_table__slot15$r_popped(d,q,clock);

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

endmodule // metaroce_recv_table__slot15$r_popped


module metaroce_recv_table__slot15$r_posted(d,q,clock);

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

endmodule // metaroce_recv_table__slot15$r_posted


module metaroce_recv_table__slot15$r_stream(d,q,clock);

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

endmodule // metaroce_recv_table__slot15$r_stream


module metaroce_recv_table__slot2(clk,bind_valid,bind_enable,bind_conn,bind_stream,post,pop,bound,active,conn,stream,posted,popped);

    // Module arguments
    input wire  clk;
    input wire  bind_valid;
    input wire  bind_enable;
    input wire  [2:0] bind_conn;
    input wire  [31:0] bind_stream;
    input wire  post;
    input wire  pop;
    output reg  bound;
    output reg  active;
    output reg  [2:0] conn;
    output reg  [31:0] stream;
    output reg  [31:0] posted;
    output reg  [31:0] popped;

    // Stub signals
    reg  r_bound$d;
    wire  r_bound$q;
    reg  r_bound$clock;
    reg  r_active$d;
    wire  r_active$q;
    reg  r_active$clock;
    reg  [2:0] r_conn$d;
    wire  [2:0] r_conn$q;
    reg  r_conn$clock;
    reg  [31:0] r_stream$d;
    wire  [31:0] r_stream$q;
    reg  r_stream$clock;
    reg  [31:0] r_posted$d;
    wire  [31:0] r_posted$q;
    reg  r_posted$clock;
    reg  [31:0] r_popped$d;
    wire  [31:0] r_popped$q;
    reg  r_popped$clock;

    // Sub module instances
    metaroce_recv_table__slot2$r_bound r_bound(
        .d(r_bound$d),
        .q(r_bound$q),
        .clock(r_bound$clock)
    );
    metaroce_recv_table__slot2$r_active r_active(
        .d(r_active$d),
        .q(r_active$q),
        .clock(r_active$clock)
    );
    metaroce_recv_table__slot2$r_conn r_conn(
        .d(r_conn$d),
        .q(r_conn$q),
        .clock(r_conn$clock)
    );
    metaroce_recv_table__slot2$r_stream r_stream(
        .d(r_stream$d),
        .q(r_stream$q),
        .clock(r_stream$clock)
    );
    metaroce_recv_table__slot2$r_posted r_posted(
        .d(r_posted$d),
        .q(r_posted$q),
        .clock(r_posted$clock)
    );
    metaroce_recv_table__slot2$r_popped r_popped(
        .d(r_popped$d),
        .q(r_popped$q),
        .clock(r_popped$clock)
    );

    // Update code
    always @(*) begin
        r_bound$clock = clk;
        r_active$clock = clk;
        r_conn$clock = clk;
        r_stream$clock = clk;
        r_posted$clock = clk;
        r_popped$clock = clk;
        r_bound$d = r_bound$q;
        r_active$d = r_active$q;
        r_conn$d = r_conn$q;
        r_stream$d = r_stream$q;
        r_posted$d = r_posted$q;
        r_popped$d = r_popped$q;
        if (post) begin
            r_posted$d = r_posted$q + 32'h1;
            r_active$d = 1'b1;
        end
        if (pop) begin
            r_popped$d = r_popped$q + 32'h1;
        end
        if (bind_valid) begin
            r_bound$d = bind_enable;
            r_active$d = 1'b0;
            r_conn$d = bind_conn;
            r_stream$d = bind_stream;
            r_posted$d = 32'h0;
            r_popped$d = 32'h0;
        end
        bound = r_bound$q;
        active = r_active$q;
        conn = r_conn$q;
        stream = r_stream$q;
        posted = r_posted$q;
        popped = r_popped$q;
    end

endmodule // metaroce_recv_table__slot2


module metaroce_recv_table__slot2$r_active(d,q,clock);

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

endmodule // metaroce_recv_table__slot2$r_active


module metaroce_recv_table__slot2$r_bound(d,q,clock);

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

endmodule // metaroce_recv_table__slot2$r_bound


module metaroce_recv_table__slot2$r_conn(d,q,clock);

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

endmodule // metaroce_recv_table__slot2$r_conn


module metaroce_recv_table__slot2$r_popped(d,q,clock);

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

endmodule // metaroce_recv_table__slot2$r_popped


module metaroce_recv_table__slot2$r_posted(d,q,clock);

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

endmodule // metaroce_recv_table__slot2$r_posted


module metaroce_recv_table__slot2$r_stream(d,q,clock);

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

endmodule // metaroce_recv_table__slot2$r_stream


module metaroce_recv_table__slot3(clk,bind_valid,bind_enable,bind_conn,bind_stream,post,pop,bound,active,conn,stream,posted,popped);

    // Module arguments
    input wire  clk;
    input wire  bind_valid;
    input wire  bind_enable;
    input wire  [2:0] bind_conn;
    input wire  [31:0] bind_stream;
    input wire  post;
    input wire  pop;
    output reg  bound;
    output reg  active;
    output reg  [2:0] conn;
    output reg  [31:0] stream;
    output reg  [31:0] posted;
    output reg  [31:0] popped;

    // Stub signals
    reg  r_bound$d;
    wire  r_bound$q;
    reg  r_bound$clock;
    reg  r_active$d;
    wire  r_active$q;
    reg  r_active$clock;
    reg  [2:0] r_conn$d;
    wire  [2:0] r_conn$q;
    reg  r_conn$clock;
    reg  [31:0] r_stream$d;
    wire  [31:0] r_stream$q;
    reg  r_stream$clock;
    reg  [31:0] r_posted$d;
    wire  [31:0] r_posted$q;
    reg  r_posted$clock;
    reg  [31:0] r_popped$d;
    wire  [31:0] r_popped$q;
    reg  r_popped$clock;

    // Sub module instances
    metaroce_recv_table__slot3$r_bound r_bound(
        .d(r_bound$d),
        .q(r_bound$q),
        .clock(r_bound$clock)
    );
    metaroce_recv_table__slot3$r_active r_active(
        .d(r_active$d),
        .q(r_active$q),
        .clock(r_active$clock)
    );
    metaroce_recv_table__slot3$r_conn r_conn(
        .d(r_conn$d),
        .q(r_conn$q),
        .clock(r_conn$clock)
    );
    metaroce_recv_table__slot3$r_stream r_stream(
        .d(r_stream$d),
        .q(r_stream$q),
        .clock(r_stream$clock)
    );
    metaroce_recv_table__slot3$r_posted r_posted(
        .d(r_posted$d),
        .q(r_posted$q),
        .clock(r_posted$clock)
    );
    metaroce_recv_table__slot3$r_popped r_popped(
        .d(r_popped$d),
        .q(r_popped$q),
        .clock(r_popped$clock)
    );

    // Update code
    always @(*) begin
        r_bound$clock = clk;
        r_active$clock = clk;
        r_conn$clock = clk;
        r_stream$clock = clk;
        r_posted$clock = clk;
        r_popped$clock = clk;
        r_bound$d = r_bound$q;
        r_active$d = r_active$q;
        r_conn$d = r_conn$q;
        r_stream$d = r_stream$q;
        r_posted$d = r_posted$q;
        r_popped$d = r_popped$q;
        if (post) begin
            r_posted$d = r_posted$q + 32'h1;
            r_active$d = 1'b1;
        end
        if (pop) begin
            r_popped$d = r_popped$q + 32'h1;
        end
        if (bind_valid) begin
            r_bound$d = bind_enable;
            r_active$d = 1'b0;
            r_conn$d = bind_conn;
            r_stream$d = bind_stream;
            r_posted$d = 32'h0;
            r_popped$d = 32'h0;
        end
        bound = r_bound$q;
        active = r_active$q;
        conn = r_conn$q;
        stream = r_stream$q;
        posted = r_posted$q;
        popped = r_popped$q;
    end

endmodule // metaroce_recv_table__slot3


module metaroce_recv_table__slot3$r_active(d,q,clock);

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

endmodule // metaroce_recv_table__slot3$r_active


module metaroce_recv_table__slot3$r_bound(d,q,clock);

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

endmodule // metaroce_recv_table__slot3$r_bound


module metaroce_recv_table__slot3$r_conn(d,q,clock);

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

endmodule // metaroce_recv_table__slot3$r_conn


module metaroce_recv_table__slot3$r_popped(d,q,clock);

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

endmodule // metaroce_recv_table__slot3$r_popped


module metaroce_recv_table__slot3$r_posted(d,q,clock);

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

endmodule // metaroce_recv_table__slot3$r_posted


module metaroce_recv_table__slot3$r_stream(d,q,clock);

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

endmodule // metaroce_recv_table__slot3$r_stream


module metaroce_recv_table__slot4(clk,bind_valid,bind_enable,bind_conn,bind_stream,post,pop,bound,active,conn,stream,posted,popped);

    // Module arguments
    input wire  clk;
    input wire  bind_valid;
    input wire  bind_enable;
    input wire  [2:0] bind_conn;
    input wire  [31:0] bind_stream;
    input wire  post;
    input wire  pop;
    output reg  bound;
    output reg  active;
    output reg  [2:0] conn;
    output reg  [31:0] stream;
    output reg  [31:0] posted;
    output reg  [31:0] popped;

    // Stub signals
    reg  r_bound$d;
    wire  r_bound$q;
    reg  r_bound$clock;
    reg  r_active$d;
    wire  r_active$q;
    reg  r_active$clock;
    reg  [2:0] r_conn$d;
    wire  [2:0] r_conn$q;
    reg  r_conn$clock;
    reg  [31:0] r_stream$d;
    wire  [31:0] r_stream$q;
    reg  r_stream$clock;
    reg  [31:0] r_posted$d;
    wire  [31:0] r_posted$q;
    reg  r_posted$clock;
    reg  [31:0] r_popped$d;
    wire  [31:0] r_popped$q;
    reg  r_popped$clock;

    // Sub module instances
    metaroce_recv_table__slot4$r_bound r_bound(
        .d(r_bound$d),
        .q(r_bound$q),
        .clock(r_bound$clock)
    );
    metaroce_recv_table__slot4$r_active r_active(
        .d(r_active$d),
        .q(r_active$q),
        .clock(r_active$clock)
    );
    metaroce_recv_table__slot4$r_conn r_conn(
        .d(r_conn$d),
        .q(r_conn$q),
        .clock(r_conn$clock)
    );
    metaroce_recv_table__slot4$r_stream r_stream(
        .d(r_stream$d),
        .q(r_stream$q),
        .clock(r_stream$clock)
    );
    metaroce_recv_table__slot4$r_posted r_posted(
        .d(r_posted$d),
        .q(r_posted$q),
        .clock(r_posted$clock)
    );
    metaroce_recv_table__slot4$r_popped r_popped(
        .d(r_popped$d),
        .q(r_popped$q),
        .clock(r_popped$clock)
    );

    // Update code
    always @(*) begin
        r_bound$clock = clk;
        r_active$clock = clk;
        r_conn$clock = clk;
        r_stream$clock = clk;
        r_posted$clock = clk;
        r_popped$clock = clk;
        r_bound$d = r_bound$q;
        r_active$d = r_active$q;
        r_conn$d = r_conn$q;
        r_stream$d = r_stream$q;
        r_posted$d = r_posted$q;
        r_popped$d = r_popped$q;
        if (post) begin
            r_posted$d = r_posted$q + 32'h1;
            r_active$d = 1'b1;
        end
        if (pop) begin
            r_popped$d = r_popped$q + 32'h1;
        end
        if (bind_valid) begin
            r_bound$d = bind_enable;
            r_active$d = 1'b0;
            r_conn$d = bind_conn;
            r_stream$d = bind_stream;
            r_posted$d = 32'h0;
            r_popped$d = 32'h0;
        end
        bound = r_bound$q;
        active = r_active$q;
        conn = r_conn$q;
        stream = r_stream$q;
        posted = r_posted$q;
        popped = r_popped$q;
    end

endmodule // metaroce_recv_table__slot4


module metaroce_recv_table__slot4$r_active(d,q,clock);

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

endmodule // metaroce_recv_table__slot4$r_active


module metaroce_recv_table__slot4$r_bound(d,q,clock);

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

endmodule // metaroce_recv_table__slot4$r_bound


module metaroce_recv_table__slot4$r_conn(d,q,clock);

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

endmodule // metaroce_recv_table__slot4$r_conn


module metaroce_recv_table__slot4$r_popped(d,q,clock);

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

endmodule // metaroce_recv_table__slot4$r_popped


module metaroce_recv_table__slot4$r_posted(d,q,clock);

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

endmodule // metaroce_recv_table__slot4$r_posted


module metaroce_recv_table__slot4$r_stream(d,q,clock);

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

endmodule // metaroce_recv_table__slot4$r_stream


module metaroce_recv_table__slot5(clk,bind_valid,bind_enable,bind_conn,bind_stream,post,pop,bound,active,conn,stream,posted,popped);

    // Module arguments
    input wire  clk;
    input wire  bind_valid;
    input wire  bind_enable;
    input wire  [2:0] bind_conn;
    input wire  [31:0] bind_stream;
    input wire  post;
    input wire  pop;
    output reg  bound;
    output reg  active;
    output reg  [2:0] conn;
    output reg  [31:0] stream;
    output reg  [31:0] posted;
    output reg  [31:0] popped;

    // Stub signals
    reg  r_bound$d;
    wire  r_bound$q;
    reg  r_bound$clock;
    reg  r_active$d;
    wire  r_active$q;
    reg  r_active$clock;
    reg  [2:0] r_conn$d;
    wire  [2:0] r_conn$q;
    reg  r_conn$clock;
    reg  [31:0] r_stream$d;
    wire  [31:0] r_stream$q;
    reg  r_stream$clock;
    reg  [31:0] r_posted$d;
    wire  [31:0] r_posted$q;
    reg  r_posted$clock;
    reg  [31:0] r_popped$d;
    wire  [31:0] r_popped$q;
    reg  r_popped$clock;

    // Sub module instances
    metaroce_recv_table__slot5$r_bound r_bound(
        .d(r_bound$d),
        .q(r_bound$q),
        .clock(r_bound$clock)
    );
    metaroce_recv_table__slot5$r_active r_active(
        .d(r_active$d),
        .q(r_active$q),
        .clock(r_active$clock)
    );
    metaroce_recv_table__slot5$r_conn r_conn(
        .d(r_conn$d),
        .q(r_conn$q),
        .clock(r_conn$clock)
    );
    metaroce_recv_table__slot5$r_stream r_stream(
        .d(r_stream$d),
        .q(r_stream$q),
        .clock(r_stream$clock)
    );
    metaroce_recv_table__slot5$r_posted r_posted(
        .d(r_posted$d),
        .q(r_posted$q),
        .clock(r_posted$clock)
    );
    metaroce_recv_table__slot5$r_popped r_popped(
        .d(r_popped$d),
        .q(r_popped$q),
        .clock(r_popped$clock)
    );

    // Update code
    always @(*) begin
        r_bound$clock = clk;
        r_active$clock = clk;
        r_conn$clock = clk;
        r_stream$clock = clk;
        r_posted$clock = clk;
        r_popped$clock = clk;
        r_bound$d = r_bound$q;
        r_active$d = r_active$q;
        r_conn$d = r_conn$q;
        r_stream$d = r_stream$q;
        r_posted$d = r_posted$q;
        r_popped$d = r_popped$q;
        if (post) begin
            r_posted$d = r_posted$q + 32'h1;
            r_active$d = 1'b1;
        end
        if (pop) begin
            r_popped$d = r_popped$q + 32'h1;
        end
        if (bind_valid) begin
            r_bound$d = bind_enable;
            r_active$d = 1'b0;
            r_conn$d = bind_conn;
            r_stream$d = bind_stream;
            r_posted$d = 32'h0;
            r_popped$d = 32'h0;
        end
        bound = r_bound$q;
        active = r_active$q;
        conn = r_conn$q;
        stream = r_stream$q;
        posted = r_posted$q;
        popped = r_popped$q;
    end

endmodule // metaroce_recv_table__slot5


module metaroce_recv_table__slot5$r_active(d,q,clock);

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

endmodule // metaroce_recv_table__slot5$r_active


module metaroce_recv_table__slot5$r_bound(d,q,clock);

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

endmodule // metaroce_recv_table__slot5$r_bound


module metaroce_recv_table__slot5$r_conn(d,q,clock);

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

endmodule // metaroce_recv_table__slot5$r_conn


module metaroce_recv_table__slot5$r_popped(d,q,clock);

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

endmodule // metaroce_recv_table__slot5$r_popped


module metaroce_recv_table__slot5$r_posted(d,q,clock);

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

endmodule // metaroce_recv_table__slot5$r_posted


module metaroce_recv_table__slot5$r_stream(d,q,clock);

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

endmodule // metaroce_recv_table__slot5$r_stream


module metaroce_recv_table__slot6(clk,bind_valid,bind_enable,bind_conn,bind_stream,post,pop,bound,active,conn,stream,posted,popped);

    // Module arguments
    input wire  clk;
    input wire  bind_valid;
    input wire  bind_enable;
    input wire  [2:0] bind_conn;
    input wire  [31:0] bind_stream;
    input wire  post;
    input wire  pop;
    output reg  bound;
    output reg  active;
    output reg  [2:0] conn;
    output reg  [31:0] stream;
    output reg  [31:0] posted;
    output reg  [31:0] popped;

    // Stub signals
    reg  r_bound$d;
    wire  r_bound$q;
    reg  r_bound$clock;
    reg  r_active$d;
    wire  r_active$q;
    reg  r_active$clock;
    reg  [2:0] r_conn$d;
    wire  [2:0] r_conn$q;
    reg  r_conn$clock;
    reg  [31:0] r_stream$d;
    wire  [31:0] r_stream$q;
    reg  r_stream$clock;
    reg  [31:0] r_posted$d;
    wire  [31:0] r_posted$q;
    reg  r_posted$clock;
    reg  [31:0] r_popped$d;
    wire  [31:0] r_popped$q;
    reg  r_popped$clock;

    // Sub module instances
    metaroce_recv_table__slot6$r_bound r_bound(
        .d(r_bound$d),
        .q(r_bound$q),
        .clock(r_bound$clock)
    );
    metaroce_recv_table__slot6$r_active r_active(
        .d(r_active$d),
        .q(r_active$q),
        .clock(r_active$clock)
    );
    metaroce_recv_table__slot6$r_conn r_conn(
        .d(r_conn$d),
        .q(r_conn$q),
        .clock(r_conn$clock)
    );
    metaroce_recv_table__slot6$r_stream r_stream(
        .d(r_stream$d),
        .q(r_stream$q),
        .clock(r_stream$clock)
    );
    metaroce_recv_table__slot6$r_posted r_posted(
        .d(r_posted$d),
        .q(r_posted$q),
        .clock(r_posted$clock)
    );
    metaroce_recv_table__slot6$r_popped r_popped(
        .d(r_popped$d),
        .q(r_popped$q),
        .clock(r_popped$clock)
    );

    // Update code
    always @(*) begin
        r_bound$clock = clk;
        r_active$clock = clk;
        r_conn$clock = clk;
        r_stream$clock = clk;
        r_posted$clock = clk;
        r_popped$clock = clk;
        r_bound$d = r_bound$q;
        r_active$d = r_active$q;
        r_conn$d = r_conn$q;
        r_stream$d = r_stream$q;
        r_posted$d = r_posted$q;
        r_popped$d = r_popped$q;
        if (post) begin
            r_posted$d = r_posted$q + 32'h1;
            r_active$d = 1'b1;
        end
        if (pop) begin
            r_popped$d = r_popped$q + 32'h1;
        end
        if (bind_valid) begin
            r_bound$d = bind_enable;
            r_active$d = 1'b0;
            r_conn$d = bind_conn;
            r_stream$d = bind_stream;
            r_posted$d = 32'h0;
            r_popped$d = 32'h0;
        end
        bound = r_bound$q;
        active = r_active$q;
        conn = r_conn$q;
        stream = r_stream$q;
        posted = r_posted$q;
        popped = r_popped$q;
    end

endmodule // metaroce_recv_table__slot6


module metaroce_recv_table__slot6$r_active(d,q,clock);

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

endmodule // metaroce_recv_table__slot6$r_active


module metaroce_recv_table__slot6$r_bound(d,q,clock);

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

endmodule // metaroce_recv_table__slot6$r_bound


module metaroce_recv_table__slot6$r_conn(d,q,clock);

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

endmodule // metaroce_recv_table__slot6$r_conn


module metaroce_recv_table__slot6$r_popped(d,q,clock);

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

endmodule // metaroce_recv_table__slot6$r_popped


module metaroce_recv_table__slot6$r_posted(d,q,clock);

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

endmodule // metaroce_recv_table__slot6$r_posted


module metaroce_recv_table__slot6$r_stream(d,q,clock);

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

endmodule // metaroce_recv_table__slot6$r_stream


module metaroce_recv_table__slot7(clk,bind_valid,bind_enable,bind_conn,bind_stream,post,pop,bound,active,conn,stream,posted,popped);

    // Module arguments
    input wire  clk;
    input wire  bind_valid;
    input wire  bind_enable;
    input wire  [2:0] bind_conn;
    input wire  [31:0] bind_stream;
    input wire  post;
    input wire  pop;
    output reg  bound;
    output reg  active;
    output reg  [2:0] conn;
    output reg  [31:0] stream;
    output reg  [31:0] posted;
    output reg  [31:0] popped;

    // Stub signals
    reg  r_bound$d;
    wire  r_bound$q;
    reg  r_bound$clock;
    reg  r_active$d;
    wire  r_active$q;
    reg  r_active$clock;
    reg  [2:0] r_conn$d;
    wire  [2:0] r_conn$q;
    reg  r_conn$clock;
    reg  [31:0] r_stream$d;
    wire  [31:0] r_stream$q;
    reg  r_stream$clock;
    reg  [31:0] r_posted$d;
    wire  [31:0] r_posted$q;
    reg  r_posted$clock;
    reg  [31:0] r_popped$d;
    wire  [31:0] r_popped$q;
    reg  r_popped$clock;

    // Sub module instances
    metaroce_recv_table__slot7$r_bound r_bound(
        .d(r_bound$d),
        .q(r_bound$q),
        .clock(r_bound$clock)
    );
    metaroce_recv_table__slot7$r_active r_active(
        .d(r_active$d),
        .q(r_active$q),
        .clock(r_active$clock)
    );
    metaroce_recv_table__slot7$r_conn r_conn(
        .d(r_conn$d),
        .q(r_conn$q),
        .clock(r_conn$clock)
    );
    metaroce_recv_table__slot7$r_stream r_stream(
        .d(r_stream$d),
        .q(r_stream$q),
        .clock(r_stream$clock)
    );
    metaroce_recv_table__slot7$r_posted r_posted(
        .d(r_posted$d),
        .q(r_posted$q),
        .clock(r_posted$clock)
    );
    metaroce_recv_table__slot7$r_popped r_popped(
        .d(r_popped$d),
        .q(r_popped$q),
        .clock(r_popped$clock)
    );

    // Update code
    always @(*) begin
        r_bound$clock = clk;
        r_active$clock = clk;
        r_conn$clock = clk;
        r_stream$clock = clk;
        r_posted$clock = clk;
        r_popped$clock = clk;
        r_bound$d = r_bound$q;
        r_active$d = r_active$q;
        r_conn$d = r_conn$q;
        r_stream$d = r_stream$q;
        r_posted$d = r_posted$q;
        r_popped$d = r_popped$q;
        if (post) begin
            r_posted$d = r_posted$q + 32'h1;
            r_active$d = 1'b1;
        end
        if (pop) begin
            r_popped$d = r_popped$q + 32'h1;
        end
        if (bind_valid) begin
            r_bound$d = bind_enable;
            r_active$d = 1'b0;
            r_conn$d = bind_conn;
            r_stream$d = bind_stream;
            r_posted$d = 32'h0;
            r_popped$d = 32'h0;
        end
        bound = r_bound$q;
        active = r_active$q;
        conn = r_conn$q;
        stream = r_stream$q;
        posted = r_posted$q;
        popped = r_popped$q;
    end

endmodule // metaroce_recv_table__slot7


module metaroce_recv_table__slot7$r_active(d,q,clock);

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

endmodule // metaroce_recv_table__slot7$r_active


module metaroce_recv_table__slot7$r_bound(d,q,clock);

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

endmodule // metaroce_recv_table__slot7$r_bound


module metaroce_recv_table__slot7$r_conn(d,q,clock);

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

endmodule // metaroce_recv_table__slot7$r_conn


module metaroce_recv_table__slot7$r_popped(d,q,clock);

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

endmodule // metaroce_recv_table__slot7$r_popped


module metaroce_recv_table__slot7$r_posted(d,q,clock);

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

endmodule // metaroce_recv_table__slot7$r_posted


module metaroce_recv_table__slot7$r_stream(d,q,clock);

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

endmodule // metaroce_recv_table__slot7$r_stream


module metaroce_recv_table__slot8(clk,bind_valid,bind_enable,bind_conn,bind_stream,post,pop,bound,active,conn,stream,posted,popped);

    // Module arguments
    input wire  clk;
    input wire  bind_valid;
    input wire  bind_enable;
    input wire  [2:0] bind_conn;
    input wire  [31:0] bind_stream;
    input wire  post;
    input wire  pop;
    output reg  bound;
    output reg  active;
    output reg  [2:0] conn;
    output reg  [31:0] stream;
    output reg  [31:0] posted;
    output reg  [31:0] popped;

    // Stub signals
    reg  r_bound$d;
    wire  r_bound$q;
    reg  r_bound$clock;
    reg  r_active$d;
    wire  r_active$q;
    reg  r_active$clock;
    reg  [2:0] r_conn$d;
    wire  [2:0] r_conn$q;
    reg  r_conn$clock;
    reg  [31:0] r_stream$d;
    wire  [31:0] r_stream$q;
    reg  r_stream$clock;
    reg  [31:0] r_posted$d;
    wire  [31:0] r_posted$q;
    reg  r_posted$clock;
    reg  [31:0] r_popped$d;
    wire  [31:0] r_popped$q;
    reg  r_popped$clock;

    // Sub module instances
    metaroce_recv_table__slot8$r_bound r_bound(
        .d(r_bound$d),
        .q(r_bound$q),
        .clock(r_bound$clock)
    );
    metaroce_recv_table__slot8$r_active r_active(
        .d(r_active$d),
        .q(r_active$q),
        .clock(r_active$clock)
    );
    metaroce_recv_table__slot8$r_conn r_conn(
        .d(r_conn$d),
        .q(r_conn$q),
        .clock(r_conn$clock)
    );
    metaroce_recv_table__slot8$r_stream r_stream(
        .d(r_stream$d),
        .q(r_stream$q),
        .clock(r_stream$clock)
    );
    metaroce_recv_table__slot8$r_posted r_posted(
        .d(r_posted$d),
        .q(r_posted$q),
        .clock(r_posted$clock)
    );
    metaroce_recv_table__slot8$r_popped r_popped(
        .d(r_popped$d),
        .q(r_popped$q),
        .clock(r_popped$clock)
    );

    // Update code
    always @(*) begin
        r_bound$clock = clk;
        r_active$clock = clk;
        r_conn$clock = clk;
        r_stream$clock = clk;
        r_posted$clock = clk;
        r_popped$clock = clk;
        r_bound$d = r_bound$q;
        r_active$d = r_active$q;
        r_conn$d = r_conn$q;
        r_stream$d = r_stream$q;
        r_posted$d = r_posted$q;
        r_popped$d = r_popped$q;
        if (post) begin
            r_posted$d = r_posted$q + 32'h1;
            r_active$d = 1'b1;
        end
        if (pop) begin
            r_popped$d = r_popped$q + 32'h1;
        end
        if (bind_valid) begin
            r_bound$d = bind_enable;
            r_active$d = 1'b0;
            r_conn$d = bind_conn;
            r_stream$d = bind_stream;
            r_posted$d = 32'h0;
            r_popped$d = 32'h0;
        end
        bound = r_bound$q;
        active = r_active$q;
        conn = r_conn$q;
        stream = r_stream$q;
        posted = r_posted$q;
        popped = r_popped$q;
    end

endmodule // metaroce_recv_table__slot8


module metaroce_recv_table__slot8$r_active(d,q,clock);

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

endmodule // metaroce_recv_table__slot8$r_active


module metaroce_recv_table__slot8$r_bound(d,q,clock);

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

endmodule // metaroce_recv_table__slot8$r_bound


module metaroce_recv_table__slot8$r_conn(d,q,clock);

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

endmodule // metaroce_recv_table__slot8$r_conn


module metaroce_recv_table__slot8$r_popped(d,q,clock);

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

endmodule // metaroce_recv_table__slot8$r_popped


module metaroce_recv_table__slot8$r_posted(d,q,clock);

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

endmodule // metaroce_recv_table__slot8$r_posted


module metaroce_recv_table__slot8$r_stream(d,q,clock);

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

endmodule // metaroce_recv_table__slot8$r_stream


module metaroce_recv_table__slot9(clk,bind_valid,bind_enable,bind_conn,bind_stream,post,pop,bound,active,conn,stream,posted,popped);

    // Module arguments
    input wire  clk;
    input wire  bind_valid;
    input wire  bind_enable;
    input wire  [2:0] bind_conn;
    input wire  [31:0] bind_stream;
    input wire  post;
    input wire  pop;
    output reg  bound;
    output reg  active;
    output reg  [2:0] conn;
    output reg  [31:0] stream;
    output reg  [31:0] posted;
    output reg  [31:0] popped;

    // Stub signals
    reg  r_bound$d;
    wire  r_bound$q;
    reg  r_bound$clock;
    reg  r_active$d;
    wire  r_active$q;
    reg  r_active$clock;
    reg  [2:0] r_conn$d;
    wire  [2:0] r_conn$q;
    reg  r_conn$clock;
    reg  [31:0] r_stream$d;
    wire  [31:0] r_stream$q;
    reg  r_stream$clock;
    reg  [31:0] r_posted$d;
    wire  [31:0] r_posted$q;
    reg  r_posted$clock;
    reg  [31:0] r_popped$d;
    wire  [31:0] r_popped$q;
    reg  r_popped$clock;

    // Sub module instances
    metaroce_recv_table__slot9$r_bound r_bound(
        .d(r_bound$d),
        .q(r_bound$q),
        .clock(r_bound$clock)
    );
    metaroce_recv_table__slot9$r_active r_active(
        .d(r_active$d),
        .q(r_active$q),
        .clock(r_active$clock)
    );
    metaroce_recv_table__slot9$r_conn r_conn(
        .d(r_conn$d),
        .q(r_conn$q),
        .clock(r_conn$clock)
    );
    metaroce_recv_table__slot9$r_stream r_stream(
        .d(r_stream$d),
        .q(r_stream$q),
        .clock(r_stream$clock)
    );
    metaroce_recv_table__slot9$r_posted r_posted(
        .d(r_posted$d),
        .q(r_posted$q),
        .clock(r_posted$clock)
    );
    metaroce_recv_table__slot9$r_popped r_popped(
        .d(r_popped$d),
        .q(r_popped$q),
        .clock(r_popped$clock)
    );

    // Update code
    always @(*) begin
        r_bound$clock = clk;
        r_active$clock = clk;
        r_conn$clock = clk;
        r_stream$clock = clk;
        r_posted$clock = clk;
        r_popped$clock = clk;
        r_bound$d = r_bound$q;
        r_active$d = r_active$q;
        r_conn$d = r_conn$q;
        r_stream$d = r_stream$q;
        r_posted$d = r_posted$q;
        r_popped$d = r_popped$q;
        if (post) begin
            r_posted$d = r_posted$q + 32'h1;
            r_active$d = 1'b1;
        end
        if (pop) begin
            r_popped$d = r_popped$q + 32'h1;
        end
        if (bind_valid) begin
            r_bound$d = bind_enable;
            r_active$d = 1'b0;
            r_conn$d = bind_conn;
            r_stream$d = bind_stream;
            r_posted$d = 32'h0;
            r_popped$d = 32'h0;
        end
        bound = r_bound$q;
        active = r_active$q;
        conn = r_conn$q;
        stream = r_stream$q;
        posted = r_posted$q;
        popped = r_popped$q;
    end

endmodule // metaroce_recv_table__slot9


module metaroce_recv_table__slot9$r_active(d,q,clock);

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

endmodule // metaroce_recv_table__slot9$r_active


module metaroce_recv_table__slot9$r_bound(d,q,clock);

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

endmodule // metaroce_recv_table__slot9$r_bound


module metaroce_recv_table__slot9$r_conn(d,q,clock);

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

endmodule // metaroce_recv_table__slot9$r_conn


module metaroce_recv_table__slot9$r_popped(d,q,clock);

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

endmodule // metaroce_recv_table__slot9$r_popped


module metaroce_recv_table__slot9$r_posted(d,q,clock);

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

endmodule // metaroce_recv_table__slot9$r_posted


module metaroce_recv_table__slot9$r_stream(d,q,clock);

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

endmodule // metaroce_recv_table__slot9$r_stream


module metaroce_recv_table__started(d,q,clock);

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

endmodule // metaroce_recv_table__started


module metaroce_recv_table__u1_entry(d,q,clock);

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

endmodule // metaroce_recv_table__u1_entry


module metaroce_recv_table__u1_msg_len(d,q,clock);

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

endmodule // metaroce_recv_table__u1_msg_len


module metaroce_recv_table__u1_msn(d,q,clock);

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

endmodule // metaroce_recv_table__u1_msn


module metaroce_recv_table__u1_refused(d,q,clock);

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

endmodule // metaroce_recv_table__u1_refused


module metaroce_recv_table__u1_segment(d,q,clock);

    // Module arguments
    input wire  [6:0] d;
    output reg  [6:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 7'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_recv_table__u1_segment


module metaroce_recv_table__u1_segments(d,q,clock);

    // Module arguments
    input wire  [6:0] d;
    output reg  [6:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 7'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_recv_table__u1_segments


module metaroce_recv_table__u1_segments_ok(d,q,clock);

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

endmodule // metaroce_recv_table__u1_segments_ok


module metaroce_recv_table__u1_slot(d,q,clock);

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

endmodule // metaroce_recv_table__u1_slot


module metaroce_recv_table__u1_valid(d,q,clock);

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

endmodule // metaroce_recv_table__u1_valid


module metaroce_recv_table__w_full(d,q,clock);

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

endmodule // metaroce_recv_table__w_full


module metaroce_recv_table__w_posted(d,q,clock);

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

endmodule // metaroce_recv_table__w_posted


module metaroce_recv_table__w_too_long(d,q,clock);

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

endmodule // metaroce_recv_table__w_too_long


module metaroce_recv_table__w_unbound(d,q,clock);

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

endmodule // metaroce_recv_table__w_unbound

`resetall
