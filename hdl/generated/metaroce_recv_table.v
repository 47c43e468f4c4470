// SPDX-License-Identifier: MIT OR Apache-2.0
// Generated from hdl/src/recv/table.rs by `cargo run -p metaroce-hdl --bin emit-verilog`.
// Do not edit: change the Rust-HDL source and regenerate.
// Language: Verilog 2001

`resetall
`timescale 1ns / 1ps
`default_nettype none


module metaroce_recv_table(clk,rst,mtu_shift,s_write_valid,s_write_post,s_write_slot,s_write_enable,s_write_conn,s_write_stream,s_write_key,s_write_addr,s_write_len,m_write_posted,m_write_error_full,m_write_error_unbound,m_write_error_too_long,s_lookup_valid,s_lookup_conn,s_lookup_stream,s_lookup_msn,s_lookup_offset,s_lookup_msg_len,s_lookup_tag,m_result_valid,m_result_tag,m_result_hit,m_result_slot,m_result_target,m_result_key,m_result_addr,m_result_len,m_result_target_addr,m_result_fits,s_placed_valid,s_placed_refused,s_placed_slot,s_placed_msn,s_placed_offset,s_placed_msg_len,m_placed_verdict_valid,m_placed_stale,m_cpl_valid,m_cpl_slot,m_cpl_msn,m_cpl_bytes,m_cpl_status);

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
    output reg  m_placed_verdict_valid;
    output reg  m_placed_stale;
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
    wire  [3:0] slot0$tail;
    wire  [31:0] slot0$popped;
    wire  [4:0] slot0$fill;
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
    wire  [3:0] slot1$tail;
    wire  [31:0] slot1$popped;
    wire  [4:0] slot1$fill;
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
    wire  [3:0] slot2$tail;
    wire  [31:0] slot2$popped;
    wire  [4:0] slot2$fill;
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
    wire  [3:0] slot3$tail;
    wire  [31:0] slot3$popped;
    wire  [4:0] slot3$fill;
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
    wire  [3:0] slot4$tail;
    wire  [31:0] slot4$popped;
    wire  [4:0] slot4$fill;
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
    wire  [3:0] slot5$tail;
    wire  [31:0] slot5$popped;
    wire  [4:0] slot5$fill;
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
    wire  [3:0] slot6$tail;
    wire  [31:0] slot6$popped;
    wire  [4:0] slot6$fill;
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
    wire  [3:0] slot7$tail;
    wire  [31:0] slot7$popped;
    wire  [4:0] slot7$fill;
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
    wire  [3:0] slot8$tail;
    wire  [31:0] slot8$popped;
    wire  [4:0] slot8$fill;
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
    wire  [3:0] slot9$tail;
    wire  [31:0] slot9$popped;
    wire  [4:0] slot9$fill;
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
    wire  [3:0] slot10$tail;
    wire  [31:0] slot10$popped;
    wire  [4:0] slot10$fill;
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
    wire  [3:0] slot11$tail;
    wire  [31:0] slot11$popped;
    wire  [4:0] slot11$fill;
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
    wire  [3:0] slot12$tail;
    wire  [31:0] slot12$popped;
    wire  [4:0] slot12$fill;
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
    wire  [3:0] slot13$tail;
    wire  [31:0] slot13$popped;
    wire  [4:0] slot13$fill;
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
    wire  [3:0] slot14$tail;
    wire  [31:0] slot14$popped;
    wire  [4:0] slot14$fill;
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
    wire  [3:0] slot15$tail;
    wire  [31:0] slot15$popped;
    wire  [4:0] slot15$fill;
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
    reg  [127:0] queue$d;
    wire  [127:0] queue$q;
    reg  queue$clock;
    reg  [255:0] queue_slot_oh$d;
    wire  [255:0] queue_slot_oh$q;
    reg  queue_slot_oh$clock;
    reg  [255:0] queue_next_oh$d;
    wire  [255:0] queue_next_oh$q;
    reg  queue_next_oh$clock;
    reg  [63:0] queue_next_pos$d;
    wire  [63:0] queue_next_pos$q;
    reg  queue_next_pos$clock;
    reg  [4:0] queue_head$d;
    wire  [4:0] queue_head$q;
    reg  queue_head$clock;
    reg  [4:0] queue_tail$d;
    wire  [4:0] queue_tail$q;
    reg  queue_tail$clock;
    reg  [15:0] queue_head_oh$d;
    wire  [15:0] queue_head_oh$q;
    reg  queue_head_oh$clock;
    reg  [15:0] queue_tail_oh$d;
    wire  [15:0] queue_tail_oh$q;
    reg  queue_tail_oh$clock;
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
    reg  [63:0] w_len_mask$d;
    wire  [63:0] w_len_mask$q;
    reg  w_len_mask$clock;
    reg  [63:0] w_len_limit$d;
    wire  [63:0] w_len_limit$q;
    reg  w_len_limit$clock;
    reg  w_len_ok$d;
    wire  w_len_ok$q;
    reg  w_len_ok$clock;
    reg  [31:0] w_len$d;
    wire  [31:0] w_len$q;
    reg  w_len$clock;
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
    reg  [15:0] l2_slot_oh$d;
    wire  [15:0] l2_slot_oh$q;
    reg  l2_slot_oh$clock;
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
    reg  [31:0] l3_msn$d;
    wire  [31:0] l3_msn$q;
    reg  l3_msn$clock;
    reg  [31:0] l3_q$d;
    wire  [31:0] l3_q$q;
    reg  l3_q$clock;
    reg  [4:0] l3_fill$d;
    wire  [4:0] l3_fill$q;
    reg  l3_fill$clock;
    reg  l3_live$d;
    wire  l3_live$q;
    reg  l3_live$clock;
    reg  [15:0] l3_done_row$d;
    wire  [15:0] l3_done_row$q;
    reg  l3_done_row$clock;
    reg  [15:0] l3_pos_oh$d;
    wire  [15:0] l3_pos_oh$q;
    reg  l3_pos_oh$clock;
    reg  l3_done_fwd$d;
    wire  l3_done_fwd$q;
    reg  l3_done_fwd$clock;
    reg  [31:0] l3_offset$d;
    wire  [31:0] l3_offset$q;
    reg  l3_offset$clock;
    reg  [31:0] l3_msg_len$d;
    wire  [31:0] l3_msg_len$q;
    reg  l3_msg_len$clock;
    reg  [7:0] l3_tag$d;
    wire  [7:0] l3_tag$q;
    reg  l3_tag$clock;
    reg  l4_valid$d;
    wire  l4_valid$q;
    reg  l4_valid$clock;
    reg  l4_hit$d;
    wire  l4_hit$q;
    reg  l4_hit$clock;
    reg  [3:0] l4_slot$d;
    wire  [3:0] l4_slot$q;
    reg  l4_slot$clock;
    reg  [31:0] l4_index$d;
    wire  [31:0] l4_index$q;
    reg  l4_index$clock;
    reg  [4:0] l4_fill$d;
    wire  [4:0] l4_fill$q;
    reg  l4_fill$clock;
    reg  l4_live$d;
    wire  l4_live$q;
    reg  l4_live$clock;
    reg  l4_done$d;
    wire  l4_done$q;
    reg  l4_done$clock;
    reg  [7:0] l4_tag$d;
    wire  [7:0] l4_tag$q;
    reg  l4_tag$clock;
    reg  [31:0] l4_offset$d;
    wire  [31:0] l4_offset$q;
    reg  l4_offset$clock;
    reg  [31:0] l4_msg_len$d;
    wire  [31:0] l4_msg_len$q;
    reg  l4_msg_len$clock;
    reg  [127:0] l4_buffer$d;
    wire  [127:0] l4_buffer$q;
    reg  l4_buffer$clock;
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
    reg  p_refused$d;
    wire  p_refused$q;
    reg  p_refused$clock;
    reg  [3:0] p_slot$d;
    wire  [3:0] p_slot$q;
    reg  p_slot$clock;
    reg  [15:0] p_slot_oh$d;
    wire  [15:0] p_slot_oh$q;
    reg  p_slot_oh$clock;
    reg  [31:0] p_msn$d;
    wire  [31:0] p_msn$q;
    reg  p_msn$clock;
    reg  [31:0] p_offset$d;
    wire  [31:0] p_offset$q;
    reg  p_offset$clock;
    reg  [31:0] p_msg_len$d;
    wire  [31:0] p_msg_len$q;
    reg  p_msg_len$clock;
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
    reg  [31:0] u1_segment$d;
    wire  [31:0] u1_segment$q;
    reg  u1_segment$clock;
    reg  [31:0] u1_msg_len$d;
    wire  [31:0] u1_msg_len$q;
    reg  u1_msg_len$clock;
    reg  [31:0] u1_whole$d;
    wire  [31:0] u1_whole$q;
    reg  u1_whole$clock;
    reg  u1_part$d;
    wire  u1_part$q;
    reg  u1_part$clock;
    reg  [15:0] u1_started_row$d;
    wire  [15:0] u1_started_row$q;
    reg  u1_started_row$clock;
    reg  [15:0] u1_done_row$d;
    wire  [15:0] u1_done_row$q;
    reg  u1_done_row$clock;
    reg  u1_done_fwd$d;
    wire  u1_done_fwd$q;
    reg  u1_done_fwd$clock;
    reg  [15:0] u1_pos_oh$d;
    wire  [15:0] u1_pos_oh$q;
    reg  u1_pos_oh$clock;
    reg  u1_fwd2$d;
    wire  u1_fwd2$q;
    reg  u1_fwd2$clock;
    reg  u1_fwd3$d;
    wire  u1_fwd3$q;
    reg  u1_fwd3$clock;
    reg  u1_fwd4$d;
    wire  u1_fwd4$q;
    reg  u1_fwd4$clock;
    reg  [109:0] u1_row4$d;
    wire  [109:0] u1_row4$q;
    reg  u1_row4$clock;
    reg  [31:0] u1_msn$d;
    wire  [31:0] u1_msn$q;
    reg  u1_msn$clock;
    reg  [31:0] u1_q$d;
    wire  [31:0] u1_q$q;
    reg  u1_q$clock;
    reg  [4:0] u1_fill$d;
    wire  [4:0] u1_fill$q;
    reg  u1_fill$clock;
    reg  u1_pop$d;
    wire  u1_pop$q;
    reg  u1_pop$clock;
    reg  u2_valid$d;
    wire  u2_valid$q;
    reg  u2_valid$clock;
    reg  u2_refused$d;
    wire  u2_refused$q;
    reg  u2_refused$clock;
    reg  [3:0] u2_slot$d;
    wire  [3:0] u2_slot$q;
    reg  u2_slot$clock;
    reg  [7:0] u2_entry$d;
    wire  [7:0] u2_entry$q;
    reg  u2_entry$clock;
    reg  [6:0] u2_segment$d;
    wire  [6:0] u2_segment$q;
    reg  u2_segment$clock;
    reg  [31:0] u2_msg_len$d;
    wire  [31:0] u2_msg_len$q;
    reg  u2_msg_len$clock;
    reg  [6:0] u2_segments$d;
    wire  [6:0] u2_segments$q;
    reg  u2_segments$clock;
    reg  u2_segments_ok$d;
    wire  u2_segments_ok$q;
    reg  u2_segments_ok$clock;
    reg  [109:0] u2_ram$d;
    wire  [109:0] u2_ram$q;
    reg  u2_ram$clock;
    reg  [109:0] u2_alt$d;
    wire  [109:0] u2_alt$q;
    reg  u2_alt$clock;
    reg  u2_use_alt$d;
    wire  u2_use_alt$q;
    reg  u2_use_alt$clock;
    reg  u2_started$d;
    wire  u2_started$q;
    reg  u2_started$clock;
    reg  u2_done$d;
    wire  u2_done$q;
    reg  u2_done$clock;
    reg  u2_fwd2$d;
    wire  u2_fwd2$q;
    reg  u2_fwd2$clock;
    reg  [4:0] u2_dist$d;
    wire  [4:0] u2_dist$q;
    reg  u2_dist$clock;
    reg  u2_in_ring$d;
    wire  u2_in_ring$q;
    reg  u2_in_ring$clock;
    reg  u2_pop$d;
    wire  u2_pop$q;
    reg  u2_pop$clock;
    reg  u3_valid$d;
    wire  u3_valid$q;
    reg  u3_valid$clock;
    reg  u3_issued$d;
    wire  u3_issued$q;
    reg  u3_issued$clock;
    reg  u3_refused$d;
    wire  u3_refused$q;
    reg  u3_refused$clock;
    reg  [3:0] u3_slot$d;
    wire  [3:0] u3_slot$q;
    reg  u3_slot$clock;
    reg  [7:0] u3_entry$d;
    wire  [7:0] u3_entry$q;
    reg  u3_entry$clock;
    reg  [6:0] u3_segment$d;
    wire  [6:0] u3_segment$q;
    reg  u3_segment$clock;
    reg  [31:0] u3_msg_len$d;
    wire  [31:0] u3_msg_len$q;
    reg  u3_msg_len$clock;
    reg  [6:0] u3_segments$d;
    wire  [6:0] u3_segments$q;
    reg  u3_segments$clock;
    reg  [109:0] u3_row$d;
    wire  [109:0] u3_row$q;
    reg  u3_row$clock;
    reg  u3_started$d;
    wire  u3_started$q;
    reg  u3_started$clock;
    reg  u3_done$d;
    wire  u3_done$q;
    reg  u3_done$clock;
    reg  u3_live$d;
    wire  u3_live$q;
    reg  u3_live$clock;
    reg  u3_live_ok$d;
    wire  u3_live_ok$q;
    reg  u3_live_ok$clock;
    reg  u3_live_refused$d;
    wire  u3_live_refused$q;
    reg  u3_live_refused$clock;
    reg  u3_wrote_n$d;
    wire  u3_wrote_n$q;
    reg  u3_wrote_n$clock;
    reg  u3_fwd_p$d;
    wire  u3_fwd_p$q;
    reg  u3_fwd_p$clock;
    reg  u3_bit$d;
    wire  u3_bit$q;
    reg  u3_bit$clock;
    reg  u3_same_seg$d;
    wire  u3_same_seg$q;
    reg  u3_same_seg$clock;
    reg  u3_s1_match$d;
    wire  u3_s1_match$q;
    reg  u3_s1_match$clock;
    reg  u3_s1_lt$d;
    wire  u3_s1_lt$q;
    reg  u3_s1_lt$clock;
    reg  u3_s1_last$d;
    wire  u3_s1_last$q;
    reg  u3_s1_last$clock;
    reg  u3_s2_match$d;
    wire  u3_s2_match$q;
    reg  u3_s2_match$clock;
    reg  u3_s2_lt$d;
    wire  u3_s2_lt$q;
    reg  u3_s2_lt$clock;
    reg  u3_s2a_last$d;
    wire  u3_s2a_last$q;
    reg  u3_s2a_last$clock;
    reg  u3_s2b_last$d;
    wire  u3_s2b_last$q;
    reg  u3_s2b_last$clock;
    reg  [4:0] u3_dist$d;
    wire  [4:0] u3_dist$q;
    reg  u3_dist$clock;
    reg  u3_pop$d;
    wire  u3_pop$q;
    reg  u3_pop$clock;
    reg  last_valid$d;
    wire  last_valid$q;
    reg  last_valid$clock;
    reg  last_accepted$d;
    wire  last_accepted$q;
    reg  last_accepted$clock;
    reg  last_finish$d;
    wire  last_finish$q;
    reg  last_finish$clock;
    reg  last_issued$d;
    wire  last_issued$q;
    reg  last_issued$clock;
    reg  last_stale$d;
    wire  last_stale$q;
    reg  last_stale$clock;
    reg  [109:0] last_row$d;
    wire  [109:0] last_row$q;
    reg  last_row$clock;
    reg  [7:0] last_entry$d;
    wire  [7:0] last_entry$q;
    reg  last_entry$clock;
    reg  [3:0] last_slot$d;
    wire  [3:0] last_slot$q;
    reg  last_slot$clock;
    reg  [32:0] last_record$d;
    wire  [32:0] last_record$q;
    reg  last_record$clock;
    reg  last_head_now$d;
    wire  last_head_now$q;
    reg  last_head_now$clock;
    reg  last_head_next$d;
    wire  last_head_next$q;
    reg  last_head_next$clock;
    reg  f_valid$d;
    wire  f_valid$q;
    reg  f_valid$clock;
    reg  f_ready$d;
    wire  f_ready$q;
    reg  f_ready$clock;
    reg  [3:0] f_slot$d;
    wire  [3:0] f_slot$q;
    reg  f_slot$clock;
    reg  [3:0] f_pos$d;
    wire  [3:0] f_pos$q;
    reg  f_pos$clock;
    reg  [3:0] f_next$d;
    wire  [3:0] f_next$q;
    reg  f_next$clock;
    reg  [15:0] f_slot_oh$d;
    wire  [15:0] f_slot_oh$q;
    reg  f_slot_oh$clock;
    reg  [15:0] f_next_oh$d;
    wire  [15:0] f_next_oh$q;
    reg  f_next_oh$clock;
    reg  pc_valid$d;
    wire  pc_valid$q;
    reg  pc_valid$clock;
    reg  [7:0] pc_entry$d;
    wire  [7:0] pc_entry$q;
    reg  pc_entry$clock;
    reg  bc_valid$d;
    wire  bc_valid$q;
    reg  bc_valid$clock;
    reg  [3:0] bc_slot$d;
    wire  [3:0] bc_slot$q;
    reg  bc_slot$clock;
    reg  c_valid$d;
    wire  c_valid$q;
    reg  c_valid$clock;
    reg  [3:0] c_slot$d;
    wire  [3:0] c_slot$q;
    reg  c_slot$clock;
    reg  [31:0] c_msn$d;
    wire  [31:0] c_msn$q;
    reg  c_msn$clock;
    reg  [109:0] ram_tests$row;
    reg  [6:0] ram_tests$segment;
    reg  [31:0] ram_tests$msg_len;
    wire  ram_tests$same_len;
    wire  ram_tests$segment_lt;
    wire  ram_tests$left1;
    wire  ram_tests$left2;
    wire  ram_tests$placed;
    reg  [109:0] alt_tests$row;
    reg  [6:0] alt_tests$segment;
    reg  [31:0] alt_tests$msg_len;
    wire  alt_tests$same_len;
    wire  alt_tests$segment_lt;
    wire  alt_tests$left1;
    wire  alt_tests$left2;
    wire  alt_tests$placed;
    reg  [109:0] last_tests$row;
    reg  [6:0] last_tests$segment;
    reg  [31:0] last_tests$msg_len;
    wire  last_tests$same_len;
    wire  last_tests$segment_lt;
    wire  last_tests$left1;
    wire  last_tests$left2;
    wire  last_tests$placed;

    // Local signals
    reg  [3:0] w_tail;
    reg  w_ring_full;
    reg  w_bound;
    reg  [7:0] w_entry;
    reg  post_ok;
    reg  bind_now;
    reg  [15:0] l_match;
    reg  l_hit;
    reg  [3:0] l_slot;
    reg  [4:0] l_fill;
    reg  [31:0] l_q;
    reg  l_active;
    reg  [7:0] l_entry;
    reg  [4:0] u_fill;
    reg  [31:0] u_q;
    reg  [31:0] u_dist;
    reg  [7:0] u_entry;
    reg  [6:0] u_segments;
    reg  [109:0] a_kept;
    reg  [109:0] a_base;
    reg  a_fwd;
    reg  a_placed;
    reg  a_started;
    reg  a_done;
    reg  a_live;
    reg  a_same_len;
    reg  a_base_lt;
    reg  a_left1;
    reg  a_left2;
    reg  b_p_wrote;
    reg  b_p_accepted;
    reg  b_started;
    reg  b_done;
    reg  [109:0] b_row;
    reg  [4:0] b_dist;
    reg  b_pop;
    reg  [109:0] r_alt;
    reg  [109:0] new_row;
    reg  live;
    reg  n_wrote;
    reg  n_accepted;
    reg  n_finish;
    reg  w_wrote;
    reg  w_accepted;
    reg  w_finish;
    reg  a_accepted;
    reg  a_finish;
    reg  one_ahead_finished;
    reg  accepted;
    reg  wrote;
    reg  finish;
    reg  is_head;
    reg  [31:0] k_q;
    reg  [7:0] k_entry;
    reg  [7:0] q_front;
    reg  [4:0] queue_head_next;
    reg  [4:0] queue_tail_next;
    reg  queue_write;
    reg  [127:0] queue_mask;
    reg  [127:0] queue_entry;
    reg  [255:0] queue_oh_mask;
    reg  [63:0] queue_pos_mask;
    reg  [255:0] queue_slot_oh_entry;
    reg  [255:0] queue_next_oh_entry;
    reg  [63:0] queue_next_pos_entry;
    reg  [15:0] last_pos_oh;
    reg  [15:0] last_slot_oh;
    reg  [15:0] last_next_oh;
    reg  [3:0] last_next_pos;
    reg  [15:0] q_front_slot_oh;
    reg  [15:0] q_front_next_oh;
    reg  [3:0] q_front_next_pos;
    reg  [15:0] queue_head_dec;
    reg  [15:0] queue_tail_dec;
    reg  queue_head_advance;
    reg  report;
    reg  keep;
    reg  [15:0] k_group_done;
    reg  [15:0] l_done_row;
    reg  [15:0] u_started_row;
    reg  [15:0] u_done_row;
    reg  [255:0] entry_mask;
    reg  [255:0] pop_mask;
    reg  [255:0] clear_mask;
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
        .tail(slot0$tail),
        .popped(slot0$popped),
        .fill(slot0$fill)
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
        .tail(slot1$tail),
        .popped(slot1$popped),
        .fill(slot1$fill)
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
        .tail(slot2$tail),
        .popped(slot2$popped),
        .fill(slot2$fill)
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
        .tail(slot3$tail),
        .popped(slot3$popped),
        .fill(slot3$fill)
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
        .tail(slot4$tail),
        .popped(slot4$popped),
        .fill(slot4$fill)
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
        .tail(slot5$tail),
        .popped(slot5$popped),
        .fill(slot5$fill)
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
        .tail(slot6$tail),
        .popped(slot6$popped),
        .fill(slot6$fill)
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
        .tail(slot7$tail),
        .popped(slot7$popped),
        .fill(slot7$fill)
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
        .tail(slot8$tail),
        .popped(slot8$popped),
        .fill(slot8$fill)
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
        .tail(slot9$tail),
        .popped(slot9$popped),
        .fill(slot9$fill)
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
        .tail(slot10$tail),
        .popped(slot10$popped),
        .fill(slot10$fill)
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
        .tail(slot11$tail),
        .popped(slot11$popped),
        .fill(slot11$fill)
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
        .tail(slot12$tail),
        .popped(slot12$popped),
        .fill(slot12$fill)
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
        .tail(slot13$tail),
        .popped(slot13$popped),
        .fill(slot13$fill)
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
        .tail(slot14$tail),
        .popped(slot14$popped),
        .fill(slot14$fill)
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
        .tail(slot15$tail),
        .popped(slot15$popped),
        .fill(slot15$fill)
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
    metaroce_recv_table__queue_slot_oh queue_slot_oh(
        .d(queue_slot_oh$d),
        .q(queue_slot_oh$q),
        .clock(queue_slot_oh$clock)
    );
    metaroce_recv_table__queue_next_oh queue_next_oh(
        .d(queue_next_oh$d),
        .q(queue_next_oh$q),
        .clock(queue_next_oh$clock)
    );
    metaroce_recv_table__queue_next_pos queue_next_pos(
        .d(queue_next_pos$d),
        .q(queue_next_pos$q),
        .clock(queue_next_pos$clock)
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
    metaroce_recv_table__queue_head_oh queue_head_oh(
        .d(queue_head_oh$d),
        .q(queue_head_oh$q),
        .clock(queue_head_oh$clock)
    );
    metaroce_recv_table__queue_tail_oh queue_tail_oh(
        .d(queue_tail_oh$d),
        .q(queue_tail_oh$q),
        .clock(queue_tail_oh$clock)
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
    metaroce_recv_table__w_len_mask w_len_mask(
        .d(w_len_mask$d),
        .q(w_len_mask$q),
        .clock(w_len_mask$clock)
    );
    metaroce_recv_table__w_len_limit w_len_limit(
        .d(w_len_limit$d),
        .q(w_len_limit$q),
        .clock(w_len_limit$clock)
    );
    metaroce_recv_table__w_len_ok w_len_ok(
        .d(w_len_ok$d),
        .q(w_len_ok$q),
        .clock(w_len_ok$clock)
    );
    metaroce_recv_table__w_len w_len(
        .d(w_len$d),
        .q(w_len$q),
        .clock(w_len$clock)
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
    metaroce_recv_table__l2_slot_oh l2_slot_oh(
        .d(l2_slot_oh$d),
        .q(l2_slot_oh$q),
        .clock(l2_slot_oh$clock)
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
    metaroce_recv_table__l3_msn l3_msn(
        .d(l3_msn$d),
        .q(l3_msn$q),
        .clock(l3_msn$clock)
    );
    metaroce_recv_table__l3_q l3_q(
        .d(l3_q$d),
        .q(l3_q$q),
        .clock(l3_q$clock)
    );
    metaroce_recv_table__l3_fill l3_fill(
        .d(l3_fill$d),
        .q(l3_fill$q),
        .clock(l3_fill$clock)
    );
    metaroce_recv_table__l3_live l3_live(
        .d(l3_live$d),
        .q(l3_live$q),
        .clock(l3_live$clock)
    );
    metaroce_recv_table__l3_done_row l3_done_row(
        .d(l3_done_row$d),
        .q(l3_done_row$q),
        .clock(l3_done_row$clock)
    );
    metaroce_recv_table__l3_pos_oh l3_pos_oh(
        .d(l3_pos_oh$d),
        .q(l3_pos_oh$q),
        .clock(l3_pos_oh$clock)
    );
    metaroce_recv_table__l3_done_fwd l3_done_fwd(
        .d(l3_done_fwd$d),
        .q(l3_done_fwd$q),
        .clock(l3_done_fwd$clock)
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
    metaroce_recv_table__l4_valid l4_valid(
        .d(l4_valid$d),
        .q(l4_valid$q),
        .clock(l4_valid$clock)
    );
    metaroce_recv_table__l4_hit l4_hit(
        .d(l4_hit$d),
        .q(l4_hit$q),
        .clock(l4_hit$clock)
    );
    metaroce_recv_table__l4_slot l4_slot(
        .d(l4_slot$d),
        .q(l4_slot$q),
        .clock(l4_slot$clock)
    );
    metaroce_recv_table__l4_index l4_index(
        .d(l4_index$d),
        .q(l4_index$q),
        .clock(l4_index$clock)
    );
    metaroce_recv_table__l4_fill l4_fill(
        .d(l4_fill$d),
        .q(l4_fill$q),
        .clock(l4_fill$clock)
    );
    metaroce_recv_table__l4_live l4_live(
        .d(l4_live$d),
        .q(l4_live$q),
        .clock(l4_live$clock)
    );
    metaroce_recv_table__l4_done l4_done(
        .d(l4_done$d),
        .q(l4_done$q),
        .clock(l4_done$clock)
    );
    metaroce_recv_table__l4_tag l4_tag(
        .d(l4_tag$d),
        .q(l4_tag$q),
        .clock(l4_tag$clock)
    );
    metaroce_recv_table__l4_offset l4_offset(
        .d(l4_offset$d),
        .q(l4_offset$q),
        .clock(l4_offset$clock)
    );
    metaroce_recv_table__l4_msg_len l4_msg_len(
        .d(l4_msg_len$d),
        .q(l4_msg_len$q),
        .clock(l4_msg_len$clock)
    );
    metaroce_recv_table__l4_buffer l4_buffer(
        .d(l4_buffer$d),
        .q(l4_buffer$q),
        .clock(l4_buffer$clock)
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
    metaroce_recv_table__p_refused p_refused(
        .d(p_refused$d),
        .q(p_refused$q),
        .clock(p_refused$clock)
    );
    metaroce_recv_table__p_slot p_slot(
        .d(p_slot$d),
        .q(p_slot$q),
        .clock(p_slot$clock)
    );
    metaroce_recv_table__p_slot_oh p_slot_oh(
        .d(p_slot_oh$d),
        .q(p_slot_oh$q),
        .clock(p_slot_oh$clock)
    );
    metaroce_recv_table__p_msn p_msn(
        .d(p_msn$d),
        .q(p_msn$q),
        .clock(p_msn$clock)
    );
    metaroce_recv_table__p_offset p_offset(
        .d(p_offset$d),
        .q(p_offset$q),
        .clock(p_offset$clock)
    );
    metaroce_recv_table__p_msg_len p_msg_len(
        .d(p_msg_len$d),
        .q(p_msg_len$q),
        .clock(p_msg_len$clock)
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
    metaroce_recv_table__u1_whole u1_whole(
        .d(u1_whole$d),
        .q(u1_whole$q),
        .clock(u1_whole$clock)
    );
    metaroce_recv_table__u1_part u1_part(
        .d(u1_part$d),
        .q(u1_part$q),
        .clock(u1_part$clock)
    );
    metaroce_recv_table__u1_started_row u1_started_row(
        .d(u1_started_row$d),
        .q(u1_started_row$q),
        .clock(u1_started_row$clock)
    );
    metaroce_recv_table__u1_done_row u1_done_row(
        .d(u1_done_row$d),
        .q(u1_done_row$q),
        .clock(u1_done_row$clock)
    );
    metaroce_recv_table__u1_done_fwd u1_done_fwd(
        .d(u1_done_fwd$d),
        .q(u1_done_fwd$q),
        .clock(u1_done_fwd$clock)
    );
    metaroce_recv_table__u1_pos_oh u1_pos_oh(
        .d(u1_pos_oh$d),
        .q(u1_pos_oh$q),
        .clock(u1_pos_oh$clock)
    );
    metaroce_recv_table__u1_fwd2 u1_fwd2(
        .d(u1_fwd2$d),
        .q(u1_fwd2$q),
        .clock(u1_fwd2$clock)
    );
    metaroce_recv_table__u1_fwd3 u1_fwd3(
        .d(u1_fwd3$d),
        .q(u1_fwd3$q),
        .clock(u1_fwd3$clock)
    );
    metaroce_recv_table__u1_fwd4 u1_fwd4(
        .d(u1_fwd4$d),
        .q(u1_fwd4$q),
        .clock(u1_fwd4$clock)
    );
    metaroce_recv_table__u1_row4 u1_row4(
        .d(u1_row4$d),
        .q(u1_row4$q),
        .clock(u1_row4$clock)
    );
    metaroce_recv_table__u1_msn u1_msn(
        .d(u1_msn$d),
        .q(u1_msn$q),
        .clock(u1_msn$clock)
    );
    metaroce_recv_table__u1_q u1_q(
        .d(u1_q$d),
        .q(u1_q$q),
        .clock(u1_q$clock)
    );
    metaroce_recv_table__u1_fill u1_fill(
        .d(u1_fill$d),
        .q(u1_fill$q),
        .clock(u1_fill$clock)
    );
    metaroce_recv_table__u1_pop u1_pop(
        .d(u1_pop$d),
        .q(u1_pop$q),
        .clock(u1_pop$clock)
    );
    metaroce_recv_table__u2_valid u2_valid(
        .d(u2_valid$d),
        .q(u2_valid$q),
        .clock(u2_valid$clock)
    );
    metaroce_recv_table__u2_refused u2_refused(
        .d(u2_refused$d),
        .q(u2_refused$q),
        .clock(u2_refused$clock)
    );
    metaroce_recv_table__u2_slot u2_slot(
        .d(u2_slot$d),
        .q(u2_slot$q),
        .clock(u2_slot$clock)
    );
    metaroce_recv_table__u2_entry u2_entry(
        .d(u2_entry$d),
        .q(u2_entry$q),
        .clock(u2_entry$clock)
    );
    metaroce_recv_table__u2_segment u2_segment(
        .d(u2_segment$d),
        .q(u2_segment$q),
        .clock(u2_segment$clock)
    );
    metaroce_recv_table__u2_msg_len u2_msg_len(
        .d(u2_msg_len$d),
        .q(u2_msg_len$q),
        .clock(u2_msg_len$clock)
    );
    metaroce_recv_table__u2_segments u2_segments(
        .d(u2_segments$d),
        .q(u2_segments$q),
        .clock(u2_segments$clock)
    );
    metaroce_recv_table__u2_segments_ok u2_segments_ok(
        .d(u2_segments_ok$d),
        .q(u2_segments_ok$q),
        .clock(u2_segments_ok$clock)
    );
    metaroce_recv_table__u2_ram u2_ram(
        .d(u2_ram$d),
        .q(u2_ram$q),
        .clock(u2_ram$clock)
    );
    metaroce_recv_table__u2_alt u2_alt(
        .d(u2_alt$d),
        .q(u2_alt$q),
        .clock(u2_alt$clock)
    );
    metaroce_recv_table__u2_use_alt u2_use_alt(
        .d(u2_use_alt$d),
        .q(u2_use_alt$q),
        .clock(u2_use_alt$clock)
    );
    metaroce_recv_table__u2_started u2_started(
        .d(u2_started$d),
        .q(u2_started$q),
        .clock(u2_started$clock)
    );
    metaroce_recv_table__u2_done u2_done(
        .d(u2_done$d),
        .q(u2_done$q),
        .clock(u2_done$clock)
    );
    metaroce_recv_table__u2_fwd2 u2_fwd2(
        .d(u2_fwd2$d),
        .q(u2_fwd2$q),
        .clock(u2_fwd2$clock)
    );
    metaroce_recv_table__u2_dist u2_dist(
        .d(u2_dist$d),
        .q(u2_dist$q),
        .clock(u2_dist$clock)
    );
    metaroce_recv_table__u2_in_ring u2_in_ring(
        .d(u2_in_ring$d),
        .q(u2_in_ring$q),
        .clock(u2_in_ring$clock)
    );
    metaroce_recv_table__u2_pop u2_pop(
        .d(u2_pop$d),
        .q(u2_pop$q),
        .clock(u2_pop$clock)
    );
    metaroce_recv_table__u3_valid u3_valid(
        .d(u3_valid$d),
        .q(u3_valid$q),
        .clock(u3_valid$clock)
    );
    metaroce_recv_table__u3_issued u3_issued(
        .d(u3_issued$d),
        .q(u3_issued$q),
        .clock(u3_issued$clock)
    );
    metaroce_recv_table__u3_refused u3_refused(
        .d(u3_refused$d),
        .q(u3_refused$q),
        .clock(u3_refused$clock)
    );
    metaroce_recv_table__u3_slot u3_slot(
        .d(u3_slot$d),
        .q(u3_slot$q),
        .clock(u3_slot$clock)
    );
    metaroce_recv_table__u3_entry u3_entry(
        .d(u3_entry$d),
        .q(u3_entry$q),
        .clock(u3_entry$clock)
    );
    metaroce_recv_table__u3_segment u3_segment(
        .d(u3_segment$d),
        .q(u3_segment$q),
        .clock(u3_segment$clock)
    );
    metaroce_recv_table__u3_msg_len u3_msg_len(
        .d(u3_msg_len$d),
        .q(u3_msg_len$q),
        .clock(u3_msg_len$clock)
    );
    metaroce_recv_table__u3_segments u3_segments(
        .d(u3_segments$d),
        .q(u3_segments$q),
        .clock(u3_segments$clock)
    );
    metaroce_recv_table__u3_row u3_row(
        .d(u3_row$d),
        .q(u3_row$q),
        .clock(u3_row$clock)
    );
    metaroce_recv_table__u3_started u3_started(
        .d(u3_started$d),
        .q(u3_started$q),
        .clock(u3_started$clock)
    );
    metaroce_recv_table__u3_done u3_done(
        .d(u3_done$d),
        .q(u3_done$q),
        .clock(u3_done$clock)
    );
    metaroce_recv_table__u3_live u3_live(
        .d(u3_live$d),
        .q(u3_live$q),
        .clock(u3_live$clock)
    );
    metaroce_recv_table__u3_live_ok u3_live_ok(
        .d(u3_live_ok$d),
        .q(u3_live_ok$q),
        .clock(u3_live_ok$clock)
    );
    metaroce_recv_table__u3_live_refused u3_live_refused(
        .d(u3_live_refused$d),
        .q(u3_live_refused$q),
        .clock(u3_live_refused$clock)
    );
    metaroce_recv_table__u3_wrote_n u3_wrote_n(
        .d(u3_wrote_n$d),
        .q(u3_wrote_n$q),
        .clock(u3_wrote_n$clock)
    );
    metaroce_recv_table__u3_fwd_p u3_fwd_p(
        .d(u3_fwd_p$d),
        .q(u3_fwd_p$q),
        .clock(u3_fwd_p$clock)
    );
    metaroce_recv_table__u3_bit u3_bit(
        .d(u3_bit$d),
        .q(u3_bit$q),
        .clock(u3_bit$clock)
    );
    metaroce_recv_table__u3_same_seg u3_same_seg(
        .d(u3_same_seg$d),
        .q(u3_same_seg$q),
        .clock(u3_same_seg$clock)
    );
    metaroce_recv_table__u3_s1_match u3_s1_match(
        .d(u3_s1_match$d),
        .q(u3_s1_match$q),
        .clock(u3_s1_match$clock)
    );
    metaroce_recv_table__u3_s1_lt u3_s1_lt(
        .d(u3_s1_lt$d),
        .q(u3_s1_lt$q),
        .clock(u3_s1_lt$clock)
    );
    metaroce_recv_table__u3_s1_last u3_s1_last(
        .d(u3_s1_last$d),
        .q(u3_s1_last$q),
        .clock(u3_s1_last$clock)
    );
    metaroce_recv_table__u3_s2_match u3_s2_match(
        .d(u3_s2_match$d),
        .q(u3_s2_match$q),
        .clock(u3_s2_match$clock)
    );
    metaroce_recv_table__u3_s2_lt u3_s2_lt(
        .d(u3_s2_lt$d),
        .q(u3_s2_lt$q),
        .clock(u3_s2_lt$clock)
    );
    metaroce_recv_table__u3_s2a_last u3_s2a_last(
        .d(u3_s2a_last$d),
        .q(u3_s2a_last$q),
        .clock(u3_s2a_last$clock)
    );
    metaroce_recv_table__u3_s2b_last u3_s2b_last(
        .d(u3_s2b_last$d),
        .q(u3_s2b_last$q),
        .clock(u3_s2b_last$clock)
    );
    metaroce_recv_table__u3_dist u3_dist(
        .d(u3_dist$d),
        .q(u3_dist$q),
        .clock(u3_dist$clock)
    );
    metaroce_recv_table__u3_pop u3_pop(
        .d(u3_pop$d),
        .q(u3_pop$q),
        .clock(u3_pop$clock)
    );
    metaroce_recv_table__last_valid last_valid(
        .d(last_valid$d),
        .q(last_valid$q),
        .clock(last_valid$clock)
    );
    metaroce_recv_table__last_accepted last_accepted(
        .d(last_accepted$d),
        .q(last_accepted$q),
        .clock(last_accepted$clock)
    );
    metaroce_recv_table__last_finish last_finish(
        .d(last_finish$d),
        .q(last_finish$q),
        .clock(last_finish$clock)
    );
    metaroce_recv_table__last_issued last_issued(
        .d(last_issued$d),
        .q(last_issued$q),
        .clock(last_issued$clock)
    );
    metaroce_recv_table__last_stale last_stale(
        .d(last_stale$d),
        .q(last_stale$q),
        .clock(last_stale$clock)
    );
    metaroce_recv_table__last_row last_row(
        .d(last_row$d),
        .q(last_row$q),
        .clock(last_row$clock)
    );
    metaroce_recv_table__last_entry last_entry(
        .d(last_entry$d),
        .q(last_entry$q),
        .clock(last_entry$clock)
    );
    metaroce_recv_table__last_slot last_slot(
        .d(last_slot$d),
        .q(last_slot$q),
        .clock(last_slot$clock)
    );
    metaroce_recv_table__last_record last_record(
        .d(last_record$d),
        .q(last_record$q),
        .clock(last_record$clock)
    );
    metaroce_recv_table__last_head_now last_head_now(
        .d(last_head_now$d),
        .q(last_head_now$q),
        .clock(last_head_now$clock)
    );
    metaroce_recv_table__last_head_next last_head_next(
        .d(last_head_next$d),
        .q(last_head_next$q),
        .clock(last_head_next$clock)
    );
    metaroce_recv_table__f_valid f_valid(
        .d(f_valid$d),
        .q(f_valid$q),
        .clock(f_valid$clock)
    );
    metaroce_recv_table__f_ready f_ready(
        .d(f_ready$d),
        .q(f_ready$q),
        .clock(f_ready$clock)
    );
    metaroce_recv_table__f_slot f_slot(
        .d(f_slot$d),
        .q(f_slot$q),
        .clock(f_slot$clock)
    );
    metaroce_recv_table__f_pos f_pos(
        .d(f_pos$d),
        .q(f_pos$q),
        .clock(f_pos$clock)
    );
    metaroce_recv_table__f_next f_next(
        .d(f_next$d),
        .q(f_next$q),
        .clock(f_next$clock)
    );
    metaroce_recv_table__f_slot_oh f_slot_oh(
        .d(f_slot_oh$d),
        .q(f_slot_oh$q),
        .clock(f_slot_oh$clock)
    );
    metaroce_recv_table__f_next_oh f_next_oh(
        .d(f_next_oh$d),
        .q(f_next_oh$q),
        .clock(f_next_oh$clock)
    );
    metaroce_recv_table__pc_valid pc_valid(
        .d(pc_valid$d),
        .q(pc_valid$q),
        .clock(pc_valid$clock)
    );
    metaroce_recv_table__pc_entry pc_entry(
        .d(pc_entry$d),
        .q(pc_entry$q),
        .clock(pc_entry$clock)
    );
    metaroce_recv_table__bc_valid bc_valid(
        .d(bc_valid$d),
        .q(bc_valid$q),
        .clock(bc_valid$clock)
    );
    metaroce_recv_table__bc_slot bc_slot(
        .d(bc_slot$d),
        .q(bc_slot$q),
        .clock(bc_slot$clock)
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
    metaroce_recv_table__ram_tests ram_tests(
        .row(ram_tests$row),
        .segment(ram_tests$segment),
        .msg_len(ram_tests$msg_len),
        .same_len(ram_tests$same_len),
        .segment_lt(ram_tests$segment_lt),
        .left1(ram_tests$left1),
        .left2(ram_tests$left2),
        .placed(ram_tests$placed)
    );
    metaroce_recv_table__alt_tests alt_tests(
        .row(alt_tests$row),
        .segment(alt_tests$segment),
        .msg_len(alt_tests$msg_len),
        .same_len(alt_tests$same_len),
        .segment_lt(alt_tests$segment_lt),
        .left1(alt_tests$left1),
        .left2(alt_tests$left2),
        .placed(alt_tests$placed)
    );
    metaroce_recv_table__last_tests last_tests(
        .row(last_tests$row),
        .segment(last_tests$segment),
        .msg_len(last_tests$msg_len),
        .same_len(last_tests$same_len),
        .segment_lt(last_tests$segment_lt),
        .left1(last_tests$left1),
        .left2(last_tests$left2),
        .placed(last_tests$placed)
    );

    // Update code
    always @(*) begin
        done$clock = clk;
        started$clock = clk;
        queue$clock = clk;
        queue_slot_oh$clock = clk;
        queue_next_oh$clock = clk;
        queue_next_pos$clock = clk;
        queue_head$clock = clk;
        queue_tail$clock = clk;
        queue_head_oh$clock = clk;
        queue_tail_oh$clock = clk;
        f_valid$clock = clk;
        f_ready$clock = clk;
        f_slot$clock = clk;
        f_pos$clock = clk;
        f_next$clock = clk;
        f_slot_oh$clock = clk;
        f_next_oh$clock = clk;
        w_posted$clock = clk;
        w_full$clock = clk;
        w_unbound$clock = clk;
        w_too_long$clock = clk;
        w_len_mask$clock = clk;
        w_len_limit$clock = clk;
        w_len_ok$clock = clk;
        w_len$clock = clk;
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
        l2_slot_oh$clock = clk;
        l2_msn$clock = clk;
        l2_offset$clock = clk;
        l2_msg_len$clock = clk;
        l2_tag$clock = clk;
        l3_valid$clock = clk;
        l3_hit$clock = clk;
        l3_slot$clock = clk;
        l3_msn$clock = clk;
        l3_q$clock = clk;
        l3_fill$clock = clk;
        l3_live$clock = clk;
        l3_done_row$clock = clk;
        l3_pos_oh$clock = clk;
        l3_done_fwd$clock = clk;
        l3_offset$clock = clk;
        l3_msg_len$clock = clk;
        l3_tag$clock = clk;
        l4_valid$clock = clk;
        l4_hit$clock = clk;
        l4_slot$clock = clk;
        l4_index$clock = clk;
        l4_fill$clock = clk;
        l4_live$clock = clk;
        l4_done$clock = clk;
        l4_tag$clock = clk;
        l4_offset$clock = clk;
        l4_msg_len$clock = clk;
        l4_buffer$clock = clk;
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
        p_refused$clock = clk;
        p_slot$clock = clk;
        p_slot_oh$clock = clk;
        p_offset$clock = clk;
        p_msg_len$clock = clk;
        u1_valid$clock = clk;
        u1_refused$clock = clk;
        u1_slot$clock = clk;
        u1_entry$clock = clk;
        u1_segment$clock = clk;
        u1_msg_len$clock = clk;
        u1_whole$clock = clk;
        u1_part$clock = clk;
        u1_started_row$clock = clk;
        u1_done_row$clock = clk;
        u1_done_fwd$clock = clk;
        u1_pos_oh$clock = clk;
        u1_fwd2$clock = clk;
        u1_fwd3$clock = clk;
        u1_fwd4$clock = clk;
        u1_row4$clock = clk;
        u1_msn$clock = clk;
        u1_q$clock = clk;
        u1_fill$clock = clk;
        u1_pop$clock = clk;
        u2_valid$clock = clk;
        u2_refused$clock = clk;
        u2_slot$clock = clk;
        u2_entry$clock = clk;
        u2_segment$clock = clk;
        u2_msg_len$clock = clk;
        u2_segments$clock = clk;
        u2_segments_ok$clock = clk;
        u2_ram$clock = clk;
        u2_alt$clock = clk;
        u2_use_alt$clock = clk;
        u2_started$clock = clk;
        u2_done$clock = clk;
        u2_fwd2$clock = clk;
        u2_dist$clock = clk;
        u2_in_ring$clock = clk;
        u2_pop$clock = clk;
        u3_valid$clock = clk;
        u3_refused$clock = clk;
        u3_slot$clock = clk;
        u3_entry$clock = clk;
        u3_segment$clock = clk;
        u3_msg_len$clock = clk;
        u3_segments$clock = clk;
        u3_row$clock = clk;
        u3_started$clock = clk;
        u3_done$clock = clk;
        u3_live$clock = clk;
        u3_live_ok$clock = clk;
        u3_live_refused$clock = clk;
        u3_wrote_n$clock = clk;
        u3_fwd_p$clock = clk;
        u3_bit$clock = clk;
        u3_same_seg$clock = clk;
        u3_s1_match$clock = clk;
        u3_s1_lt$clock = clk;
        u3_s1_last$clock = clk;
        u3_s2_match$clock = clk;
        u3_s2_lt$clock = clk;
        u3_s2a_last$clock = clk;
        u3_s2b_last$clock = clk;
        u3_dist$clock = clk;
        u3_pop$clock = clk;
        u3_issued$clock = clk;
        last_valid$clock = clk;
        last_accepted$clock = clk;
        last_finish$clock = clk;
        last_issued$clock = clk;
        last_stale$clock = clk;
        last_row$clock = clk;
        last_entry$clock = clk;
        last_slot$clock = clk;
        last_record$clock = clk;
        last_head_now$clock = clk;
        last_head_next$clock = clk;
        pc_valid$clock = clk;
        pc_entry$clock = clk;
        bc_valid$clock = clk;
        bc_slot$clock = clk;
        c_valid$clock = clk;
        c_slot$clock = clk;
        c_msn$clock = clk;
        done$d = done$q;
        started$d = started$q;
        queue$d = queue$q;
        queue_slot_oh$d = queue_slot_oh$q;
        queue_next_oh$d = queue_next_oh$q;
        queue_next_pos$d = queue_next_pos$q;
        queue_head$d = queue_head$q;
        queue_tail$d = queue_tail$q;
        queue_head_oh$d = queue_head_oh$q;
        queue_tail_oh$d = queue_tail_oh$q;
        f_valid$d = f_valid$q;
        f_ready$d = f_ready$q;
        f_slot$d = f_slot$q;
        f_pos$d = f_pos$q;
        f_next$d = f_next$q;
        f_slot_oh$d = f_slot_oh$q;
        f_next_oh$d = f_next_oh$q;
        w_posted$d = w_posted$q;
        w_full$d = w_full$q;
        w_unbound$d = w_unbound$q;
        w_too_long$d = w_too_long$q;
        w_len_mask$d = w_len_mask$q;
        w_len_limit$d = w_len_limit$q;
        w_len_ok$d = w_len_ok$q;
        w_len$d = w_len$q;
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
        l2_slot_oh$d = l2_slot_oh$q;
        l2_msn$d = l2_msn$q;
        l2_offset$d = l2_offset$q;
        l2_msg_len$d = l2_msg_len$q;
        l2_tag$d = l2_tag$q;
        l3_valid$d = l3_valid$q;
        l3_hit$d = l3_hit$q;
        l3_slot$d = l3_slot$q;
        l3_msn$d = l3_msn$q;
        l3_q$d = l3_q$q;
        l3_fill$d = l3_fill$q;
        l3_live$d = l3_live$q;
        l3_done_row$d = l3_done_row$q;
        l3_pos_oh$d = l3_pos_oh$q;
        l3_done_fwd$d = l3_done_fwd$q;
        l3_offset$d = l3_offset$q;
        l3_msg_len$d = l3_msg_len$q;
        l3_tag$d = l3_tag$q;
        l4_valid$d = l4_valid$q;
        l4_hit$d = l4_hit$q;
        l4_slot$d = l4_slot$q;
        l4_index$d = l4_index$q;
        l4_fill$d = l4_fill$q;
        l4_live$d = l4_live$q;
        l4_done$d = l4_done$q;
        l4_tag$d = l4_tag$q;
        l4_offset$d = l4_offset$q;
        l4_msg_len$d = l4_msg_len$q;
        l4_buffer$d = l4_buffer$q;
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
        p_refused$d = p_refused$q;
        p_slot$d = p_slot$q;
        p_slot_oh$d = p_slot_oh$q;
        p_offset$d = p_offset$q;
        p_msg_len$d = p_msg_len$q;
        u1_valid$d = u1_valid$q;
        u1_refused$d = u1_refused$q;
        u1_slot$d = u1_slot$q;
        u1_entry$d = u1_entry$q;
        u1_segment$d = u1_segment$q;
        u1_msg_len$d = u1_msg_len$q;
        u1_whole$d = u1_whole$q;
        u1_part$d = u1_part$q;
        u1_started_row$d = u1_started_row$q;
        u1_done_row$d = u1_done_row$q;
        u1_done_fwd$d = u1_done_fwd$q;
        u1_pos_oh$d = u1_pos_oh$q;
        u1_fwd2$d = u1_fwd2$q;
        u1_fwd3$d = u1_fwd3$q;
        u1_fwd4$d = u1_fwd4$q;
        u1_row4$d = u1_row4$q;
        u1_msn$d = u1_msn$q;
        u1_q$d = u1_q$q;
        u1_fill$d = u1_fill$q;
        u1_pop$d = u1_pop$q;
        u2_valid$d = u2_valid$q;
        u2_refused$d = u2_refused$q;
        u2_slot$d = u2_slot$q;
        u2_entry$d = u2_entry$q;
        u2_segment$d = u2_segment$q;
        u2_msg_len$d = u2_msg_len$q;
        u2_segments$d = u2_segments$q;
        u2_segments_ok$d = u2_segments_ok$q;
        u2_ram$d = u2_ram$q;
        u2_alt$d = u2_alt$q;
        u2_use_alt$d = u2_use_alt$q;
        u2_started$d = u2_started$q;
        u2_done$d = u2_done$q;
        u2_fwd2$d = u2_fwd2$q;
        u2_dist$d = u2_dist$q;
        u2_in_ring$d = u2_in_ring$q;
        u2_pop$d = u2_pop$q;
        u3_valid$d = u3_valid$q;
        u3_refused$d = u3_refused$q;
        u3_slot$d = u3_slot$q;
        u3_entry$d = u3_entry$q;
        u3_segment$d = u3_segment$q;
        u3_msg_len$d = u3_msg_len$q;
        u3_segments$d = u3_segments$q;
        u3_row$d = u3_row$q;
        u3_started$d = u3_started$q;
        u3_done$d = u3_done$q;
        u3_live$d = u3_live$q;
        u3_live_ok$d = u3_live_ok$q;
        u3_live_refused$d = u3_live_refused$q;
        u3_wrote_n$d = u3_wrote_n$q;
        u3_fwd_p$d = u3_fwd_p$q;
        u3_bit$d = u3_bit$q;
        u3_same_seg$d = u3_same_seg$q;
        u3_s1_match$d = u3_s1_match$q;
        u3_s1_lt$d = u3_s1_lt$q;
        u3_s1_last$d = u3_s1_last$q;
        u3_s2_match$d = u3_s2_match$q;
        u3_s2_lt$d = u3_s2_lt$q;
        u3_s2a_last$d = u3_s2a_last$q;
        u3_s2b_last$d = u3_s2b_last$q;
        u3_dist$d = u3_dist$q;
        u3_pop$d = u3_pop$q;
        u3_issued$d = u3_issued$q;
        last_valid$d = last_valid$q;
        last_accepted$d = last_accepted$q;
        last_finish$d = last_finish$q;
        last_issued$d = last_issued$q;
        last_stale$d = last_stale$q;
        last_row$d = last_row$q;
        last_entry$d = last_entry$q;
        last_slot$d = last_slot$q;
        last_record$d = last_record$q;
        last_head_now$d = last_head_now$q;
        last_head_next$d = last_head_next$q;
        pc_valid$d = pc_valid$q;
        pc_entry$d = pc_entry$q;
        bc_valid$d = bc_valid$q;
        bc_slot$d = bc_slot$q;
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
        report = f_valid$q & f_ready$q;
        w_tail = 32'h0;
        w_ring_full = 1'b0;
        w_bound = 1'b0;
        l_fill = 32'h0;
        l_q = 32'h0;
        l_active = 1'b0;
        u_fill = 32'h0;
        u_q = 32'h0;
        k_q = 32'h0;
        if (s_write_slot == 32'h0) begin
            w_tail = slot0$tail;
            w_ring_full = slot0$fill[32'h4];
            w_bound = slot0$bound;
        end
        if (l2_slot_oh$q[32'h0]) begin
            l_fill = l_fill | slot0$fill;
            l_q = l_q | slot0$popped;
            l_active = l_active | slot0$active;
        end
        if (p_slot_oh$q[32'h0]) begin
            u_fill = u_fill | slot0$fill;
            u_q = u_q | slot0$popped;
        end
        if (f_slot$q == 32'h0) begin
            k_q = slot0$popped;
        end
        if (s_write_slot == 32'h1) begin
            w_tail = slot1$tail;
            w_ring_full = slot1$fill[32'h4];
            w_bound = slot1$bound;
        end
        if (l2_slot_oh$q[32'h1]) begin
            l_fill = l_fill | slot1$fill;
            l_q = l_q | slot1$popped;
            l_active = l_active | slot1$active;
        end
        if (p_slot_oh$q[32'h1]) begin
            u_fill = u_fill | slot1$fill;
            u_q = u_q | slot1$popped;
        end
        if (f_slot$q == 32'h1) begin
            k_q = slot1$popped;
        end
        if (s_write_slot == 32'h2) begin
            w_tail = slot2$tail;
            w_ring_full = slot2$fill[32'h4];
            w_bound = slot2$bound;
        end
        if (l2_slot_oh$q[32'h2]) begin
            l_fill = l_fill | slot2$fill;
            l_q = l_q | slot2$popped;
            l_active = l_active | slot2$active;
        end
        if (p_slot_oh$q[32'h2]) begin
            u_fill = u_fill | slot2$fill;
            u_q = u_q | slot2$popped;
        end
        if (f_slot$q == 32'h2) begin
            k_q = slot2$popped;
        end
        if (s_write_slot == 32'h3) begin
            w_tail = slot3$tail;
            w_ring_full = slot3$fill[32'h4];
            w_bound = slot3$bound;
        end
        if (l2_slot_oh$q[32'h3]) begin
            l_fill = l_fill | slot3$fill;
            l_q = l_q | slot3$popped;
            l_active = l_active | slot3$active;
        end
        if (p_slot_oh$q[32'h3]) begin
            u_fill = u_fill | slot3$fill;
            u_q = u_q | slot3$popped;
        end
        if (f_slot$q == 32'h3) begin
            k_q = slot3$popped;
        end
        if (s_write_slot == 32'h4) begin
            w_tail = slot4$tail;
            w_ring_full = slot4$fill[32'h4];
            w_bound = slot4$bound;
        end
        if (l2_slot_oh$q[32'h4]) begin
            l_fill = l_fill | slot4$fill;
            l_q = l_q | slot4$popped;
            l_active = l_active | slot4$active;
        end
        if (p_slot_oh$q[32'h4]) begin
            u_fill = u_fill | slot4$fill;
            u_q = u_q | slot4$popped;
        end
        if (f_slot$q == 32'h4) begin
            k_q = slot4$popped;
        end
        if (s_write_slot == 32'h5) begin
            w_tail = slot5$tail;
            w_ring_full = slot5$fill[32'h4];
            w_bound = slot5$bound;
        end
        if (l2_slot_oh$q[32'h5]) begin
            l_fill = l_fill | slot5$fill;
            l_q = l_q | slot5$popped;
            l_active = l_active | slot5$active;
        end
        if (p_slot_oh$q[32'h5]) begin
            u_fill = u_fill | slot5$fill;
            u_q = u_q | slot5$popped;
        end
        if (f_slot$q == 32'h5) begin
            k_q = slot5$popped;
        end
        if (s_write_slot == 32'h6) begin
            w_tail = slot6$tail;
            w_ring_full = slot6$fill[32'h4];
            w_bound = slot6$bound;
        end
        if (l2_slot_oh$q[32'h6]) begin
            l_fill = l_fill | slot6$fill;
            l_q = l_q | slot6$popped;
            l_active = l_active | slot6$active;
        end
        if (p_slot_oh$q[32'h6]) begin
            u_fill = u_fill | slot6$fill;
            u_q = u_q | slot6$popped;
        end
        if (f_slot$q == 32'h6) begin
            k_q = slot6$popped;
        end
        if (s_write_slot == 32'h7) begin
            w_tail = slot7$tail;
            w_ring_full = slot7$fill[32'h4];
            w_bound = slot7$bound;
        end
        if (l2_slot_oh$q[32'h7]) begin
            l_fill = l_fill | slot7$fill;
            l_q = l_q | slot7$popped;
            l_active = l_active | slot7$active;
        end
        if (p_slot_oh$q[32'h7]) begin
            u_fill = u_fill | slot7$fill;
            u_q = u_q | slot7$popped;
        end
        if (f_slot$q == 32'h7) begin
            k_q = slot7$popped;
        end
        if (s_write_slot == 32'h8) begin
            w_tail = slot8$tail;
            w_ring_full = slot8$fill[32'h4];
            w_bound = slot8$bound;
        end
        if (l2_slot_oh$q[32'h8]) begin
            l_fill = l_fill | slot8$fill;
            l_q = l_q | slot8$popped;
            l_active = l_active | slot8$active;
        end
        if (p_slot_oh$q[32'h8]) begin
            u_fill = u_fill | slot8$fill;
            u_q = u_q | slot8$popped;
        end
        if (f_slot$q == 32'h8) begin
            k_q = slot8$popped;
        end
        if (s_write_slot == 32'h9) begin
            w_tail = slot9$tail;
            w_ring_full = slot9$fill[32'h4];
            w_bound = slot9$bound;
        end
        if (l2_slot_oh$q[32'h9]) begin
            l_fill = l_fill | slot9$fill;
            l_q = l_q | slot9$popped;
            l_active = l_active | slot9$active;
        end
        if (p_slot_oh$q[32'h9]) begin
            u_fill = u_fill | slot9$fill;
            u_q = u_q | slot9$popped;
        end
        if (f_slot$q == 32'h9) begin
            k_q = slot9$popped;
        end
        if (s_write_slot == 32'ha) begin
            w_tail = slot10$tail;
            w_ring_full = slot10$fill[32'h4];
            w_bound = slot10$bound;
        end
        if (l2_slot_oh$q[32'ha]) begin
            l_fill = l_fill | slot10$fill;
            l_q = l_q | slot10$popped;
            l_active = l_active | slot10$active;
        end
        if (p_slot_oh$q[32'ha]) begin
            u_fill = u_fill | slot10$fill;
            u_q = u_q | slot10$popped;
        end
        if (f_slot$q == 32'ha) begin
            k_q = slot10$popped;
        end
        if (s_write_slot == 32'hb) begin
            w_tail = slot11$tail;
            w_ring_full = slot11$fill[32'h4];
            w_bound = slot11$bound;
        end
        if (l2_slot_oh$q[32'hb]) begin
            l_fill = l_fill | slot11$fill;
            l_q = l_q | slot11$popped;
            l_active = l_active | slot11$active;
        end
        if (p_slot_oh$q[32'hb]) begin
            u_fill = u_fill | slot11$fill;
            u_q = u_q | slot11$popped;
        end
        if (f_slot$q == 32'hb) begin
            k_q = slot11$popped;
        end
        if (s_write_slot == 32'hc) begin
            w_tail = slot12$tail;
            w_ring_full = slot12$fill[32'h4];
            w_bound = slot12$bound;
        end
        if (l2_slot_oh$q[32'hc]) begin
            l_fill = l_fill | slot12$fill;
            l_q = l_q | slot12$popped;
            l_active = l_active | slot12$active;
        end
        if (p_slot_oh$q[32'hc]) begin
            u_fill = u_fill | slot12$fill;
            u_q = u_q | slot12$popped;
        end
        if (f_slot$q == 32'hc) begin
            k_q = slot12$popped;
        end
        if (s_write_slot == 32'hd) begin
            w_tail = slot13$tail;
            w_ring_full = slot13$fill[32'h4];
            w_bound = slot13$bound;
        end
        if (l2_slot_oh$q[32'hd]) begin
            l_fill = l_fill | slot13$fill;
            l_q = l_q | slot13$popped;
            l_active = l_active | slot13$active;
        end
        if (p_slot_oh$q[32'hd]) begin
            u_fill = u_fill | slot13$fill;
            u_q = u_q | slot13$popped;
        end
        if (f_slot$q == 32'hd) begin
            k_q = slot13$popped;
        end
        if (s_write_slot == 32'he) begin
            w_tail = slot14$tail;
            w_ring_full = slot14$fill[32'h4];
            w_bound = slot14$bound;
        end
        if (l2_slot_oh$q[32'he]) begin
            l_fill = l_fill | slot14$fill;
            l_q = l_q | slot14$popped;
            l_active = l_active | slot14$active;
        end
        if (p_slot_oh$q[32'he]) begin
            u_fill = u_fill | slot14$fill;
            u_q = u_q | slot14$popped;
        end
        if (f_slot$q == 32'he) begin
            k_q = slot14$popped;
        end
        if (s_write_slot == 32'hf) begin
            w_tail = slot15$tail;
            w_ring_full = slot15$fill[32'h4];
            w_bound = slot15$bound;
        end
        if (l2_slot_oh$q[32'hf]) begin
            l_fill = l_fill | slot15$fill;
            l_q = l_q | slot15$popped;
            l_active = l_active | slot15$active;
        end
        if (p_slot_oh$q[32'hf]) begin
            u_fill = u_fill | slot15$fill;
            u_q = u_q | slot15$popped;
        end
        if (f_slot$q == 32'hf) begin
            k_q = slot15$popped;
        end
        bind_now = s_write_valid & ~s_write_post;
        w_entry = (((s_write_slot) & 8'hff) << 32'h4) | ((w_tail) & 8'hff);
        w_len_mask$d = ((64'hffffffffffffffc0) & 64'hffffffffffffffff) << mtu_shift;
        w_len_limit$d = ((32'h40) & 64'hffffffffffffffff) << mtu_shift;
        w_len_ok$d = ~|(s_write_len & w_len_mask$q) | (s_write_len == w_len_limit$q);
        w_len$d = s_write_len[(32'h0)+:(32)];
        w_unbound$d = s_write_valid & s_write_post & ~w_bound;
        w_full$d = s_write_valid & s_write_post & w_bound & w_ring_full;
        w_too_long$d = s_write_valid & s_write_post & w_bound & ~w_ring_full & ~w_len_ok$q;
        post_ok = s_write_valid & s_write_post & w_bound & ~w_ring_full & w_len_ok$q;
        w_posted$d = post_ok;
        buffers$write_enable = post_ok;
        buffers$write_address = w_entry;
        buffers$write_data[(64'h0)+:(32)] = s_write_key;
        buffers$write_data[(64'h20)+:(64)] = s_write_addr;
        buffers$write_data[(64'h60)+:(32)] = w_len$q;
        slot0$bind_valid = bind_now & (s_write_slot == 32'h0);
        slot0$post = s_write_valid & s_write_post & (s_write_slot == 32'h0) & slot0$bound & ~slot0$fill[32'h4] & w_len_ok$q;
        slot1$bind_valid = bind_now & (s_write_slot == 32'h1);
        slot1$post = s_write_valid & s_write_post & (s_write_slot == 32'h1) & slot1$bound & ~slot1$fill[32'h4] & w_len_ok$q;
        slot2$bind_valid = bind_now & (s_write_slot == 32'h2);
        slot2$post = s_write_valid & s_write_post & (s_write_slot == 32'h2) & slot2$bound & ~slot2$fill[32'h4] & w_len_ok$q;
        slot3$bind_valid = bind_now & (s_write_slot == 32'h3);
        slot3$post = s_write_valid & s_write_post & (s_write_slot == 32'h3) & slot3$bound & ~slot3$fill[32'h4] & w_len_ok$q;
        slot4$bind_valid = bind_now & (s_write_slot == 32'h4);
        slot4$post = s_write_valid & s_write_post & (s_write_slot == 32'h4) & slot4$bound & ~slot4$fill[32'h4] & w_len_ok$q;
        slot5$bind_valid = bind_now & (s_write_slot == 32'h5);
        slot5$post = s_write_valid & s_write_post & (s_write_slot == 32'h5) & slot5$bound & ~slot5$fill[32'h4] & w_len_ok$q;
        slot6$bind_valid = bind_now & (s_write_slot == 32'h6);
        slot6$post = s_write_valid & s_write_post & (s_write_slot == 32'h6) & slot6$bound & ~slot6$fill[32'h4] & w_len_ok$q;
        slot7$bind_valid = bind_now & (s_write_slot == 32'h7);
        slot7$post = s_write_valid & s_write_post & (s_write_slot == 32'h7) & slot7$bound & ~slot7$fill[32'h4] & w_len_ok$q;
        slot8$bind_valid = bind_now & (s_write_slot == 32'h8);
        slot8$post = s_write_valid & s_write_post & (s_write_slot == 32'h8) & slot8$bound & ~slot8$fill[32'h4] & w_len_ok$q;
        slot9$bind_valid = bind_now & (s_write_slot == 32'h9);
        slot9$post = s_write_valid & s_write_post & (s_write_slot == 32'h9) & slot9$bound & ~slot9$fill[32'h4] & w_len_ok$q;
        slot10$bind_valid = bind_now & (s_write_slot == 32'ha);
        slot10$post = s_write_valid & s_write_post & (s_write_slot == 32'ha) & slot10$bound & ~slot10$fill[32'h4] & w_len_ok$q;
        slot11$bind_valid = bind_now & (s_write_slot == 32'hb);
        slot11$post = s_write_valid & s_write_post & (s_write_slot == 32'hb) & slot11$bound & ~slot11$fill[32'h4] & w_len_ok$q;
        slot12$bind_valid = bind_now & (s_write_slot == 32'hc);
        slot12$post = s_write_valid & s_write_post & (s_write_slot == 32'hc) & slot12$bound & ~slot12$fill[32'h4] & w_len_ok$q;
        slot13$bind_valid = bind_now & (s_write_slot == 32'hd);
        slot13$post = s_write_valid & s_write_post & (s_write_slot == 32'hd) & slot13$bound & ~slot13$fill[32'h4] & w_len_ok$q;
        slot14$bind_valid = bind_now & (s_write_slot == 32'he);
        slot14$post = s_write_valid & s_write_post & (s_write_slot == 32'he) & slot14$bound & ~slot14$fill[32'h4] & w_len_ok$q;
        slot15$bind_valid = bind_now & (s_write_slot == 32'hf);
        slot15$post = s_write_valid & s_write_post & (s_write_slot == 32'hf) & slot15$bound & ~slot15$fill[32'h4] & w_len_ok$q;
        m_write_posted = w_posted$q;
        m_write_error_full = w_full$q;
        m_write_error_unbound = w_unbound$q;
        m_write_error_too_long = w_too_long$q;
        bc_valid$d = bind_now;
        bc_slot$d = s_write_slot;
        l1_valid$d = s_lookup_valid & ~rst;
        l1_conn$d = s_lookup_conn;
        l1_stream$d = s_lookup_stream;
        l1_msn$d = s_lookup_msn;
        l1_offset$d = s_lookup_offset;
        l1_msg_len$d = s_lookup_msg_len;
        l1_tag$d = s_lookup_tag;
        l_match = ((32'h0) & 16'hffff) | ((((slot0$bound & (slot0$conn == l1_conn$q) & (slot0$stream == l1_stream$q))) & 16'hffff) << 32'h0) | ((((slot1$bound & (slot1$conn == l1_conn$q) & (slot1$stream == l1_stream$q))) & 16'hffff) << 32'h1) | ((((slot2$bound & (slot2$conn == l1_conn$q) & (slot2$stream == l1_stream$q))) & 16'hffff) << 32'h2) | ((((slot3$bound & (slot3$conn == l1_conn$q) & (slot3$stream == l1_stream$q))) & 16'hffff) << 32'h3) | ((((slot4$bound & (slot4$conn == l1_conn$q) & (slot4$stream == l1_stream$q))) & 16'hffff) << 32'h4) | ((((slot5$bound & (slot5$conn == l1_conn$q) & (slot5$stream == l1_stream$q))) & 16'hffff) << 32'h5) | ((((slot6$bound & (slot6$conn == l1_conn$q) & (slot6$stream == l1_stream$q))) & 16'hffff) << 32'h6) | ((((slot7$bound & (slot7$conn == l1_conn$q) & (slot7$stream == l1_stream$q))) & 16'hffff) << 32'h7) | ((((slot8$bound & (slot8$conn == l1_conn$q) & (slot8$stream == l1_stream$q))) & 16'hffff) << 32'h8) | ((((slot9$bound & (slot9$conn == l1_conn$q) & (slot9$stream == l1_stream$q))) & 16'hffff) << 32'h9) | ((((slot10$bound & (slot10$conn == l1_conn$q) & (slot10$stream == l1_stream$q))) & 16'hffff) << 32'ha) | ((((slot11$bound & (slot11$conn == l1_conn$q) & (slot11$stream == l1_stream$q))) & 16'hffff) << 32'hb) | ((((slot12$bound & (slot12$conn == l1_conn$q) & (slot12$stream == l1_stream$q))) & 16'hffff) << 32'hc) | ((((slot13$bound & (slot13$conn == l1_conn$q) & (slot13$stream == l1_stream$q))) & 16'hffff) << 32'hd) | ((((slot14$bound & (slot14$conn == l1_conn$q) & (slot14$stream == l1_stream$q))) & 16'hffff) << 32'he) | ((((slot15$bound & (slot15$conn == l1_conn$q) & (slot15$stream == l1_stream$q))) & 16'hffff) << 32'hf);
        l_hit = |l_match;
        l_slot = ((|(l_match & 32'haaaa)) & 4'hf) | (((|(l_match & 32'hcccc)) & 4'hf) << 32'h1) | (((|(l_match & 32'hf0f0)) & 4'hf) << 32'h2) | (((|(l_match & 32'hff00)) & 4'hf) << 32'h3);
        l2_valid$d = l1_valid$q & ~rst;
        l2_hit$d = l_hit;
        l2_slot$d = l_slot;
        l2_slot_oh$d = l_match;
        if (~|(l_match & 32'hfffe)) begin
            l2_slot_oh$d = l_match | 32'h1;
        end
        l2_msn$d = l1_msn$q;
        l2_offset$d = l1_offset$q;
        l2_msg_len$d = l1_msg_len$q;
        l2_tag$d = l1_tag$q;
        l_entry = (((l2_slot$q) & 8'hff) << 32'h4) | ((l2_msn$q[(32'h0)+:(4)]) & 8'hff);
        buffers$read_address = l_entry;
        l3_msn$d = l2_msn$q;
        l3_q$d = l_q;
        l3_fill$d = l_fill;
        l3_live$d = l2_hit$q & l_active;
        l_done_row = 32'h0;
        if (l2_slot_oh$q[32'h0]) begin
            l_done_row = l_done_row | done$q[(32'h0 * 32'h10)+:(16)];
        end
        if (l2_slot_oh$q[32'h1]) begin
            l_done_row = l_done_row | done$q[(32'h1 * 32'h10)+:(16)];
        end
        if (l2_slot_oh$q[32'h2]) begin
            l_done_row = l_done_row | done$q[(32'h2 * 32'h10)+:(16)];
        end
        if (l2_slot_oh$q[32'h3]) begin
            l_done_row = l_done_row | done$q[(32'h3 * 32'h10)+:(16)];
        end
        if (l2_slot_oh$q[32'h4]) begin
            l_done_row = l_done_row | done$q[(32'h4 * 32'h10)+:(16)];
        end
        if (l2_slot_oh$q[32'h5]) begin
            l_done_row = l_done_row | done$q[(32'h5 * 32'h10)+:(16)];
        end
        if (l2_slot_oh$q[32'h6]) begin
            l_done_row = l_done_row | done$q[(32'h6 * 32'h10)+:(16)];
        end
        if (l2_slot_oh$q[32'h7]) begin
            l_done_row = l_done_row | done$q[(32'h7 * 32'h10)+:(16)];
        end
        if (l2_slot_oh$q[32'h8]) begin
            l_done_row = l_done_row | done$q[(32'h8 * 32'h10)+:(16)];
        end
        if (l2_slot_oh$q[32'h9]) begin
            l_done_row = l_done_row | done$q[(32'h9 * 32'h10)+:(16)];
        end
        if (l2_slot_oh$q[32'ha]) begin
            l_done_row = l_done_row | done$q[(32'ha * 32'h10)+:(16)];
        end
        if (l2_slot_oh$q[32'hb]) begin
            l_done_row = l_done_row | done$q[(32'hb * 32'h10)+:(16)];
        end
        if (l2_slot_oh$q[32'hc]) begin
            l_done_row = l_done_row | done$q[(32'hc * 32'h10)+:(16)];
        end
        if (l2_slot_oh$q[32'hd]) begin
            l_done_row = l_done_row | done$q[(32'hd * 32'h10)+:(16)];
        end
        if (l2_slot_oh$q[32'he]) begin
            l_done_row = l_done_row | done$q[(32'he * 32'h10)+:(16)];
        end
        if (l2_slot_oh$q[32'hf]) begin
            l_done_row = l_done_row | done$q[(32'hf * 32'h10)+:(16)];
        end
        l3_done_row$d = l_done_row;
        l3_pos_oh$d = ((32'h1) & 16'hffff) << l2_msn$q[(32'h0)+:(4)];
        l3_done_fwd$d = last_finish$q & (last_entry$q == l_entry);
        l3_valid$d = l2_valid$q & ~rst;
        l3_hit$d = l2_hit$q;
        l3_slot$d = l2_slot$q;
        l3_offset$d = l2_offset$q;
        l3_msg_len$d = l2_msg_len$q;
        l3_tag$d = l2_tag$q;
        l4_index$d = l3_msn$q - l3_q$q;
        l4_fill$d = l3_fill$q;
        l4_live$d = l3_live$q;
        l4_done$d = |(l3_done_row$q & l3_pos_oh$q) | l3_done_fwd$q;
        l4_valid$d = l3_valid$q & ~rst;
        l4_hit$d = l3_hit$q;
        l4_slot$d = l3_slot$q;
        l4_tag$d = l3_tag$q;
        l4_offset$d = l3_offset$q;
        l4_msg_len$d = l3_msg_len$q;
        l4_buffer$d = buffers$read_data;
        r_valid$d = l4_valid$q & ~rst;
        r_hit$d = l4_hit$q;
        r_slot$d = l4_slot$q;
        r_target$d = 32'h0;
        if (l4_live$q) begin
            if (l4_index$q[32'h1f]) begin
                r_target$d = 32'h1;
            end
            else if (~|l4_index$q[(32'h5)+:(27)] & (l4_index$q[(32'h0)+:(5)] < l4_fill$q)) begin
                if (l4_done$q) begin
                    r_target$d = 32'h1;
                end
                else begin
                    r_target$d = 32'h2;
                end
            end
        end
        r_tag$d = l4_tag$q;
        r_key$d = l4_buffer$q[(64'h0)+:(32)];
        r_addr$d = l4_buffer$q[(64'h20)+:(64)];
        r_len$d = l4_buffer$q[(64'h60)+:(32)];
        r_target_addr$d = l4_buffer$q[(64'h20)+:(64)] + ((l4_offset$q) & 64'hffffffffffffffff);
        r_fits$d = l4_msg_len$q <= l4_buffer$q[(64'h60)+:(32)];
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
        p_refused$d = s_placed_refused;
        p_slot$d = s_placed_slot;
        p_slot_oh$d = ((32'h1) & 16'hffff) << s_placed_slot;
        p_msn$clock = clk;
        p_msn$d = s_placed_msn;
        p_offset$d = s_placed_offset;
        p_msg_len$d = s_placed_msg_len;
        u_entry = (((p_slot$q) & 8'hff) << 32'h4) | ((p_msn$q[(32'h0)+:(4)]) & 8'hff);
        u1_valid$d = s_placed_valid & ~rst;
        u1_msn$d = p_msn$q;
        u1_q$d = u_q;
        u1_fill$d = u_fill;
        u1_refused$d = p_refused$q;
        u1_slot$d = p_slot$q;
        u1_entry$d = u_entry;
        progress$read_address = u_entry;
        u1_fwd4$d = last_valid$q & (u_entry == last_entry$q);
        u_started_row = 32'h0;
        u_done_row = 32'h0;
        if (p_slot_oh$q[32'h0]) begin
            u_started_row = u_started_row | started$q[(32'h0 * 32'h10)+:(16)];
            u_done_row = u_done_row | done$q[(32'h0 * 32'h10)+:(16)];
        end
        if (p_slot_oh$q[32'h1]) begin
            u_started_row = u_started_row | started$q[(32'h1 * 32'h10)+:(16)];
            u_done_row = u_done_row | done$q[(32'h1 * 32'h10)+:(16)];
        end
        if (p_slot_oh$q[32'h2]) begin
            u_started_row = u_started_row | started$q[(32'h2 * 32'h10)+:(16)];
            u_done_row = u_done_row | done$q[(32'h2 * 32'h10)+:(16)];
        end
        if (p_slot_oh$q[32'h3]) begin
            u_started_row = u_started_row | started$q[(32'h3 * 32'h10)+:(16)];
            u_done_row = u_done_row | done$q[(32'h3 * 32'h10)+:(16)];
        end
        if (p_slot_oh$q[32'h4]) begin
            u_started_row = u_started_row | started$q[(32'h4 * 32'h10)+:(16)];
            u_done_row = u_done_row | done$q[(32'h4 * 32'h10)+:(16)];
        end
        if (p_slot_oh$q[32'h5]) begin
            u_started_row = u_started_row | started$q[(32'h5 * 32'h10)+:(16)];
            u_done_row = u_done_row | done$q[(32'h5 * 32'h10)+:(16)];
        end
        if (p_slot_oh$q[32'h6]) begin
            u_started_row = u_started_row | started$q[(32'h6 * 32'h10)+:(16)];
            u_done_row = u_done_row | done$q[(32'h6 * 32'h10)+:(16)];
        end
        if (p_slot_oh$q[32'h7]) begin
            u_started_row = u_started_row | started$q[(32'h7 * 32'h10)+:(16)];
            u_done_row = u_done_row | done$q[(32'h7 * 32'h10)+:(16)];
        end
        if (p_slot_oh$q[32'h8]) begin
            u_started_row = u_started_row | started$q[(32'h8 * 32'h10)+:(16)];
            u_done_row = u_done_row | done$q[(32'h8 * 32'h10)+:(16)];
        end
        if (p_slot_oh$q[32'h9]) begin
            u_started_row = u_started_row | started$q[(32'h9 * 32'h10)+:(16)];
            u_done_row = u_done_row | done$q[(32'h9 * 32'h10)+:(16)];
        end
        if (p_slot_oh$q[32'ha]) begin
            u_started_row = u_started_row | started$q[(32'ha * 32'h10)+:(16)];
            u_done_row = u_done_row | done$q[(32'ha * 32'h10)+:(16)];
        end
        if (p_slot_oh$q[32'hb]) begin
            u_started_row = u_started_row | started$q[(32'hb * 32'h10)+:(16)];
            u_done_row = u_done_row | done$q[(32'hb * 32'h10)+:(16)];
        end
        if (p_slot_oh$q[32'hc]) begin
            u_started_row = u_started_row | started$q[(32'hc * 32'h10)+:(16)];
            u_done_row = u_done_row | done$q[(32'hc * 32'h10)+:(16)];
        end
        if (p_slot_oh$q[32'hd]) begin
            u_started_row = u_started_row | started$q[(32'hd * 32'h10)+:(16)];
            u_done_row = u_done_row | done$q[(32'hd * 32'h10)+:(16)];
        end
        if (p_slot_oh$q[32'he]) begin
            u_started_row = u_started_row | started$q[(32'he * 32'h10)+:(16)];
            u_done_row = u_done_row | done$q[(32'he * 32'h10)+:(16)];
        end
        if (p_slot_oh$q[32'hf]) begin
            u_started_row = u_started_row | started$q[(32'hf * 32'h10)+:(16)];
            u_done_row = u_done_row | done$q[(32'hf * 32'h10)+:(16)];
        end
        u1_started_row$d = u_started_row;
        u1_done_row$d = u_done_row;
        u1_pos_oh$d = ((32'h1) & 16'hffff) << p_msn$q[(32'h0)+:(4)];
        u1_done_fwd$d = last_finish$q & (u_entry == last_entry$q);
        u1_row4$d = last_row$q;
        u1_fwd3$d = u_entry == u3_entry$q;
        u1_fwd2$d = u_entry == u2_entry$q;
        u1_pop$d = report & (f_slot$q == p_slot$q);
        u1_segment$d = p_offset$q >> mtu_shift;
        u1_msg_len$d = p_msg_len$q;
        u1_whole$d = p_msg_len$q >> mtu_shift;
        u1_part$d = |(p_msg_len$q & ~(((64'hffffffff) & 32'hffffffff) << mtu_shift));
        r_alt = u1_row4$q;
        if (u1_fwd3$q & last_valid$q) begin
            r_alt = last_row$q;
        end
        u2_ram$d = progress$read_data;
        u2_alt$d = r_alt;
        u2_use_alt$d = (u1_fwd3$q & last_valid$q) | u1_fwd4$q;
        u2_started$d = |(u1_started_row$q & u1_pos_oh$q) | u1_fwd4$q | (u1_fwd3$q & last_valid$q);
        u2_done$d = |(u1_done_row$q & u1_pos_oh$q) | u1_done_fwd$q | (u1_fwd3$q & last_finish$q);
        u2_fwd2$d = u1_fwd2$q;
        u_dist = u1_msn$q - u1_q$q;
        u2_in_ring$d = ~|u_dist[(32'h5)+:(27)] & (u_dist[(32'h0)+:(5)] < u1_fill$q);
        u2_dist$d = u_dist[(32'h0)+:(5)];
        if (u1_pop$q) begin
            u2_dist$d = u_dist[(32'h0)+:(5)] - 32'h1;
        end
        u2_pop$d = report & (f_slot$q == u1_slot$q);
        u2_valid$d = u1_valid$q;
        u2_refused$d = u1_refused$q;
        u2_slot$d = u1_slot$q;
        u2_entry$d = u1_entry$q;
        u2_segment$d = u1_segment$q[(32'h0)+:(7)];
        if (u1_segment$q > 32'h40) begin
            u2_segment$d = 32'h40;
        end
        u2_msg_len$d = u1_msg_len$q;
        u_segments = u1_whole$q[(32'h0)+:(7)];
        if (u1_part$q) begin
            u_segments = u1_whole$q[(32'h0)+:(7)] + 32'h1;
        end
        u2_segments$d = u_segments;
        if (~|u1_whole$q & ~u1_part$q) begin
            u2_segments$d = 32'h1;
        end
        u2_segments_ok$d = (u1_whole$q < 32'h40) | ((u1_whole$q == 32'h40) & ~u1_part$q);
        a_kept = u2_ram$q;
        if (u2_use_alt$q) begin
            a_kept = u2_alt$q;
        end
        a_fwd = u2_fwd2$q & last_valid$q;
        a_base = a_kept;
        if (a_fwd) begin
            a_base = last_row$q;
        end
        a_started = u2_started$q | a_fwd;
        ram_tests$row = u2_ram$q;
        ram_tests$segment = u2_segment$q;
        ram_tests$msg_len = u2_msg_len$q;
        alt_tests$row = u2_alt$q;
        alt_tests$segment = u2_segment$q;
        alt_tests$msg_len = u2_msg_len$q;
        last_tests$row = last_row$q;
        last_tests$segment = u2_segment$q;
        last_tests$msg_len = u2_msg_len$q;
        a_same_len = ram_tests$same_len;
        a_base_lt = ram_tests$segment_lt;
        a_left1 = ram_tests$left1;
        a_left2 = ram_tests$left2;
        a_placed = ram_tests$placed;
        if (u2_use_alt$q) begin
            a_same_len = alt_tests$same_len;
            a_base_lt = alt_tests$segment_lt;
            a_left1 = alt_tests$left1;
            a_left2 = alt_tests$left2;
            a_placed = alt_tests$placed;
        end
        if (a_fwd) begin
            a_same_len = last_tests$same_len;
            a_base_lt = last_tests$segment_lt;
            a_left1 = last_tests$left1;
            a_left2 = last_tests$left2;
            a_placed = last_tests$placed;
        end
        u3_row$d = a_base;
        if (~a_started) begin
            u3_row$d[(64'h0)+:(32)] = u2_msg_len$q;
            u3_row$d[(64'h20)+:(7)] = u2_segments$q;
            u3_row$d[(64'h27)+:(7)] = u2_segments$q;
            u3_row$d[(64'h2e)+:(64)] = 32'h0;
        end
        u3_started$d = a_started;
        a_done = u2_done$q | (u2_fwd2$q & last_finish$q);
        a_live = u2_valid$q & u2_in_ring$q & ~a_done;
        u3_done$d = a_done;
        u3_live$d = a_live;
        u3_live_ok$d = a_live & ~u2_refused$q;
        u3_live_refused$d = a_live & u2_refused$q;
        u3_wrote_n$d = a_live & ~u2_refused$q & (a_started | u2_segments_ok$q);
        u3_fwd_p$d = u2_entry$q == u3_entry$q;
        u3_bit$d = a_started & a_placed;
        u3_same_seg$d = u2_segment$q == u3_segment$q;
        u3_s1_match$d = ~a_started | a_same_len;
        u3_s1_lt$d = u2_segment$q < u2_segments$q;
        u3_s1_last$d = u2_segments$q == 32'h1;
        u3_s2_match$d = u3_msg_len$q == u2_msg_len$q;
        u3_s2_lt$d = u2_segment$q < u3_segments$q;
        u3_s2a_last$d = u3_segments$q == 32'h1;
        u3_s2b_last$d = u3_segments$q == 32'h2;
        if (a_started) begin
            u3_s1_lt$d = a_base_lt;
            u3_s1_last$d = a_left1;
            u3_s2_match$d = a_same_len;
            u3_s2_lt$d = a_base_lt;
            u3_s2a_last$d = a_left1;
            u3_s2b_last$d = a_left2;
        end
        u3_dist$d = u2_dist$q;
        if (u2_pop$q) begin
            u3_dist$d = u2_dist$q - 32'h1;
        end
        u3_pop$d = report & (f_slot$q == u2_slot$q);
        u3_valid$d = u2_valid$q & u2_in_ring$q;
        u3_issued$d = u2_valid$q;
        u3_refused$d = u2_refused$q;
        u3_slot$d = u2_slot$q;
        u3_entry$d = u2_entry$q;
        u3_segment$d = u2_segment$q;
        u3_msg_len$d = u2_msg_len$q;
        u3_segments$d = u2_segments$q;
        b_p_wrote = u3_fwd_p$q & last_valid$q;
        b_p_accepted = u3_fwd_p$q & last_accepted$q;
        one_ahead_finished = u3_fwd_p$q & last_finish$q;
        b_started = u3_started$q | b_p_wrote;
        b_done = u3_done$q | one_ahead_finished;
        b_row = u3_row$q;
        if (b_p_wrote) begin
            b_row = last_row$q;
        end
        live = u3_valid$q & ~b_done;
        n_wrote = u3_wrote_n$q;
        n_accepted = n_wrote & u3_s1_match$q & u3_s1_lt$q & ~u3_bit$q;
        n_finish = u3_live_refused$q | (n_accepted & u3_s1_last$q);
        w_wrote = u3_live_ok$q;
        w_accepted = w_wrote & u3_s2_match$q & u3_s2_lt$q & ~u3_bit$q;
        w_finish = u3_live_refused$q | (w_accepted & u3_s2a_last$q);
        a_accepted = w_accepted & ~u3_same_seg$q;
        a_finish = u3_live_refused$q | (a_accepted & u3_s2b_last$q);
        wrote = n_wrote;
        accepted = n_accepted;
        finish = n_finish;
        if (b_p_wrote) begin
            wrote = w_wrote;
            accepted = w_accepted;
            finish = w_finish;
        end
        if (b_p_accepted) begin
            accepted = a_accepted;
            finish = a_finish;
        end
        if (one_ahead_finished) begin
            wrote = 1'b0;
            accepted = 1'b0;
            finish = 1'b0;
        end
        new_row = b_row;
        if (accepted) begin
            new_row[(64'h2e)+:(64)] = b_row[(64'h2e)+:(64)] | (((32'h1) & 64'hffffffffffffffff) << u3_segment$q[(32'h0)+:(6)]);
            new_row[(64'h27)+:(7)] = b_row[(64'h27)+:(7)] - 32'h1;
        end
        last_valid$d = wrote;
        last_accepted$d = accepted;
        last_finish$d = finish;
        last_issued$d = u3_issued$q;
        last_stale$d = u3_issued$q & ~live;
        m_placed_verdict_valid = last_issued$q;
        m_placed_stale = last_stale$q;
        last_row$d = new_row;
        last_entry$d = u3_entry$q;
        last_slot$d = u3_slot$q;
        last_record$d[(64'h20)+:(1)] = u3_refused$q;
        last_record$d[(64'h0)+:(32)] = u3_msg_len$q;
        if (u3_refused$q) begin
            last_record$d[(64'h0)+:(32)] = 32'h0;
            if (b_started) begin
                last_record$d[(64'h0)+:(32)] = b_row[(64'h0)+:(32)];
            end
        end
        b_dist = u3_dist$q;
        if (u3_pop$q) begin
            b_dist = u3_dist$q - 32'h1;
        end
        b_pop = report & (f_slot$q == u3_slot$q);
        last_head_now$d = (b_dist == 32'h0) | (b_pop & (b_dist == 32'h1));
        last_head_next$d = b_dist == 32'h1;
        if (b_pop) begin
            last_head_next$d = b_dist == 32'h2;
        end
        progress$write_enable = last_valid$q;
        progress$write_address = last_entry$q;
        progress$write_data = last_row$q;
        records$write_enable = last_finish$q;
        records$write_address = last_entry$q;
        records$write_data = last_record$q;
        entry_mask = ((32'h1) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << last_entry$q;
        done_set = done$q;
        if (last_finish$q) begin
            done_set = done$q | entry_mask;
        end
        started_set = started$q;
        if (last_valid$q) begin
            started_set = started$q | entry_mask;
        end
        pop_mask = 32'h0;
        if (pc_valid$q) begin
            pop_mask = ((32'h1) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << pc_entry$q;
        end
        clear_mask = pop_mask;
        if (bc_valid$q) begin
            clear_mask = pop_mask | (((32'hffff) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (((bc_slot$q) & 8'hff) << 32'h4));
        end
        done$d = done_set & ~clear_mask;
        started$d = started_set & ~clear_mask;
        k_entry = (((f_slot$q) & 8'hff) << 32'h4) | ((f_pos$q) & 8'hff);
        records$read_address = k_entry;
        k_group_done = ((((((((((((((((((32'h0) & 16'hffff) & ~(1 << (32'h0)) | (((slot0$fill > 32'h1) & |(done$q[(32'h0 * 32'h10)+:(16)] & f_next_oh$q)) << (32'h0))) & ~(1 << (32'h1)) | (((slot1$fill > 32'h1) & |(done$q[(32'h1 * 32'h10)+:(16)] & f_next_oh$q)) << (32'h1))) & ~(1 << (32'h2)) | (((slot2$fill > 32'h1) & |(done$q[(32'h2 * 32'h10)+:(16)] & f_next_oh$q)) << (32'h2))) & ~(1 << (32'h3)) | (((slot3$fill > 32'h1) & |(done$q[(32'h3 * 32'h10)+:(16)] & f_next_oh$q)) << (32'h3))) & ~(1 << (32'h4)) | (((slot4$fill > 32'h1) & |(done$q[(32'h4 * 32'h10)+:(16)] & f_next_oh$q)) << (32'h4))) & ~(1 << (32'h5)) | (((slot5$fill > 32'h1) & |(done$q[(32'h5 * 32'h10)+:(16)] & f_next_oh$q)) << (32'h5))) & ~(1 << (32'h6)) | (((slot6$fill > 32'h1) & |(done$q[(32'h6 * 32'h10)+:(16)] & f_next_oh$q)) << (32'h6))) & ~(1 << (32'h7)) | (((slot7$fill > 32'h1) & |(done$q[(32'h7 * 32'h10)+:(16)] & f_next_oh$q)) << (32'h7))) & ~(1 << (32'h8)) | (((slot8$fill > 32'h1) & |(done$q[(32'h8 * 32'h10)+:(16)] & f_next_oh$q)) << (32'h8))) & ~(1 << (32'h9)) | (((slot9$fill > 32'h1) & |(done$q[(32'h9 * 32'h10)+:(16)] & f_next_oh$q)) << (32'h9))) & ~(1 << (32'ha)) | (((slot10$fill > 32'h1) & |(done$q[(32'ha * 32'h10)+:(16)] & f_next_oh$q)) << (32'ha))) & ~(1 << (32'hb)) | (((slot11$fill > 32'h1) & |(done$q[(32'hb * 32'h10)+:(16)] & f_next_oh$q)) << (32'hb))) & ~(1 << (32'hc)) | (((slot12$fill > 32'h1) & |(done$q[(32'hc * 32'h10)+:(16)] & f_next_oh$q)) << (32'hc))) & ~(1 << (32'hd)) | (((slot13$fill > 32'h1) & |(done$q[(32'hd * 32'h10)+:(16)] & f_next_oh$q)) << (32'hd))) & ~(1 << (32'he)) | (((slot14$fill > 32'h1) & |(done$q[(32'he * 32'h10)+:(16)] & f_next_oh$q)) << (32'he))) & ~(1 << (32'hf)) | (((slot15$fill > 32'h1) & |(done$q[(32'hf * 32'h10)+:(16)] & f_next_oh$q)) << (32'hf)));
        keep = |(k_group_done & f_slot_oh$q);
        slot0$pop = report & (f_slot$q == 32'h0);
        slot1$pop = report & (f_slot$q == 32'h1);
        slot2$pop = report & (f_slot$q == 32'h2);
        slot3$pop = report & (f_slot$q == 32'h3);
        slot4$pop = report & (f_slot$q == 32'h4);
        slot5$pop = report & (f_slot$q == 32'h5);
        slot6$pop = report & (f_slot$q == 32'h6);
        slot7$pop = report & (f_slot$q == 32'h7);
        slot8$pop = report & (f_slot$q == 32'h8);
        slot9$pop = report & (f_slot$q == 32'h9);
        slot10$pop = report & (f_slot$q == 32'ha);
        slot11$pop = report & (f_slot$q == 32'hb);
        slot12$pop = report & (f_slot$q == 32'hc);
        slot13$pop = report & (f_slot$q == 32'hd);
        slot14$pop = report & (f_slot$q == 32'he);
        slot15$pop = report & (f_slot$q == 32'hf);
        pc_valid$d = report;
        pc_entry$d = k_entry;
        q_front = 32'h0;
        q_front_slot_oh = 32'h0;
        q_front_next_oh = 32'h0;
        q_front_next_pos = 32'h0;
        if (queue_head_oh$q[32'h0]) begin
            q_front = q_front | queue$q[(32'h0 * 32'h8)+:(8)];
            q_front_slot_oh = q_front_slot_oh | queue_slot_oh$q[(32'h0 * 32'h10)+:(16)];
            q_front_next_oh = q_front_next_oh | queue_next_oh$q[(32'h0 * 32'h10)+:(16)];
            q_front_next_pos = q_front_next_pos | queue_next_pos$q[(32'h0 * 32'h4)+:(4)];
        end
        if (queue_head_oh$q[32'h1]) begin
            q_front = q_front | queue$q[(32'h1 * 32'h8)+:(8)];
            q_front_slot_oh = q_front_slot_oh | queue_slot_oh$q[(32'h1 * 32'h10)+:(16)];
            q_front_next_oh = q_front_next_oh | queue_next_oh$q[(32'h1 * 32'h10)+:(16)];
            q_front_next_pos = q_front_next_pos | queue_next_pos$q[(32'h1 * 32'h4)+:(4)];
        end
        if (queue_head_oh$q[32'h2]) begin
            q_front = q_front | queue$q[(32'h2 * 32'h8)+:(8)];
            q_front_slot_oh = q_front_slot_oh | queue_slot_oh$q[(32'h2 * 32'h10)+:(16)];
            q_front_next_oh = q_front_next_oh | queue_next_oh$q[(32'h2 * 32'h10)+:(16)];
            q_front_next_pos = q_front_next_pos | queue_next_pos$q[(32'h2 * 32'h4)+:(4)];
        end
        if (queue_head_oh$q[32'h3]) begin
            q_front = q_front | queue$q[(32'h3 * 32'h8)+:(8)];
            q_front_slot_oh = q_front_slot_oh | queue_slot_oh$q[(32'h3 * 32'h10)+:(16)];
            q_front_next_oh = q_front_next_oh | queue_next_oh$q[(32'h3 * 32'h10)+:(16)];
            q_front_next_pos = q_front_next_pos | queue_next_pos$q[(32'h3 * 32'h4)+:(4)];
        end
        if (queue_head_oh$q[32'h4]) begin
            q_front = q_front | queue$q[(32'h4 * 32'h8)+:(8)];
            q_front_slot_oh = q_front_slot_oh | queue_slot_oh$q[(32'h4 * 32'h10)+:(16)];
            q_front_next_oh = q_front_next_oh | queue_next_oh$q[(32'h4 * 32'h10)+:(16)];
            q_front_next_pos = q_front_next_pos | queue_next_pos$q[(32'h4 * 32'h4)+:(4)];
        end
        if (queue_head_oh$q[32'h5]) begin
            q_front = q_front | queue$q[(32'h5 * 32'h8)+:(8)];
            q_front_slot_oh = q_front_slot_oh | queue_slot_oh$q[(32'h5 * 32'h10)+:(16)];
            q_front_next_oh = q_front_next_oh | queue_next_oh$q[(32'h5 * 32'h10)+:(16)];
            q_front_next_pos = q_front_next_pos | queue_next_pos$q[(32'h5 * 32'h4)+:(4)];
        end
        if (queue_head_oh$q[32'h6]) begin
            q_front = q_front | queue$q[(32'h6 * 32'h8)+:(8)];
            q_front_slot_oh = q_front_slot_oh | queue_slot_oh$q[(32'h6 * 32'h10)+:(16)];
            q_front_next_oh = q_front_next_oh | queue_next_oh$q[(32'h6 * 32'h10)+:(16)];
            q_front_next_pos = q_front_next_pos | queue_next_pos$q[(32'h6 * 32'h4)+:(4)];
        end
        if (queue_head_oh$q[32'h7]) begin
            q_front = q_front | queue$q[(32'h7 * 32'h8)+:(8)];
            q_front_slot_oh = q_front_slot_oh | queue_slot_oh$q[(32'h7 * 32'h10)+:(16)];
            q_front_next_oh = q_front_next_oh | queue_next_oh$q[(32'h7 * 32'h10)+:(16)];
            q_front_next_pos = q_front_next_pos | queue_next_pos$q[(32'h7 * 32'h4)+:(4)];
        end
        if (queue_head_oh$q[32'h8]) begin
            q_front = q_front | queue$q[(32'h8 * 32'h8)+:(8)];
            q_front_slot_oh = q_front_slot_oh | queue_slot_oh$q[(32'h8 * 32'h10)+:(16)];
            q_front_next_oh = q_front_next_oh | queue_next_oh$q[(32'h8 * 32'h10)+:(16)];
            q_front_next_pos = q_front_next_pos | queue_next_pos$q[(32'h8 * 32'h4)+:(4)];
        end
        if (queue_head_oh$q[32'h9]) begin
            q_front = q_front | queue$q[(32'h9 * 32'h8)+:(8)];
            q_front_slot_oh = q_front_slot_oh | queue_slot_oh$q[(32'h9 * 32'h10)+:(16)];
            q_front_next_oh = q_front_next_oh | queue_next_oh$q[(32'h9 * 32'h10)+:(16)];
            q_front_next_pos = q_front_next_pos | queue_next_pos$q[(32'h9 * 32'h4)+:(4)];
        end
        if (queue_head_oh$q[32'ha]) begin
            q_front = q_front | queue$q[(32'ha * 32'h8)+:(8)];
            q_front_slot_oh = q_front_slot_oh | queue_slot_oh$q[(32'ha * 32'h10)+:(16)];
            q_front_next_oh = q_front_next_oh | queue_next_oh$q[(32'ha * 32'h10)+:(16)];
            q_front_next_pos = q_front_next_pos | queue_next_pos$q[(32'ha * 32'h4)+:(4)];
        end
        if (queue_head_oh$q[32'hb]) begin
            q_front = q_front | queue$q[(32'hb * 32'h8)+:(8)];
            q_front_slot_oh = q_front_slot_oh | queue_slot_oh$q[(32'hb * 32'h10)+:(16)];
            q_front_next_oh = q_front_next_oh | queue_next_oh$q[(32'hb * 32'h10)+:(16)];
            q_front_next_pos = q_front_next_pos | queue_next_pos$q[(32'hb * 32'h4)+:(4)];
        end
        if (queue_head_oh$q[32'hc]) begin
            q_front = q_front | queue$q[(32'hc * 32'h8)+:(8)];
            q_front_slot_oh = q_front_slot_oh | queue_slot_oh$q[(32'hc * 32'h10)+:(16)];
            q_front_next_oh = q_front_next_oh | queue_next_oh$q[(32'hc * 32'h10)+:(16)];
            q_front_next_pos = q_front_next_pos | queue_next_pos$q[(32'hc * 32'h4)+:(4)];
        end
        if (queue_head_oh$q[32'hd]) begin
            q_front = q_front | queue$q[(32'hd * 32'h8)+:(8)];
            q_front_slot_oh = q_front_slot_oh | queue_slot_oh$q[(32'hd * 32'h10)+:(16)];
            q_front_next_oh = q_front_next_oh | queue_next_oh$q[(32'hd * 32'h10)+:(16)];
            q_front_next_pos = q_front_next_pos | queue_next_pos$q[(32'hd * 32'h4)+:(4)];
        end
        if (queue_head_oh$q[32'he]) begin
            q_front = q_front | queue$q[(32'he * 32'h8)+:(8)];
            q_front_slot_oh = q_front_slot_oh | queue_slot_oh$q[(32'he * 32'h10)+:(16)];
            q_front_next_oh = q_front_next_oh | queue_next_oh$q[(32'he * 32'h10)+:(16)];
            q_front_next_pos = q_front_next_pos | queue_next_pos$q[(32'he * 32'h4)+:(4)];
        end
        if (queue_head_oh$q[32'hf]) begin
            q_front = q_front | queue$q[(32'hf * 32'h8)+:(8)];
            q_front_slot_oh = q_front_slot_oh | queue_slot_oh$q[(32'hf * 32'h10)+:(16)];
            q_front_next_oh = q_front_next_oh | queue_next_oh$q[(32'hf * 32'h10)+:(16)];
            q_front_next_pos = q_front_next_pos | queue_next_pos$q[(32'hf * 32'h4)+:(4)];
        end
        queue_head_next = queue_head$q;
        queue_head_advance = 1'b0;
        if (report) begin
            f_pos$d = f_next$q;
            f_next$d = f_next$q + 32'h1;
            f_next_oh$d = (f_next_oh$q << 32'h1) | (f_next_oh$q >> 32'hf);
            f_ready$d = keep;
        end
        else if (queue_head$q != queue_tail$q) begin
            f_valid$d = 1'b1;
            f_ready$d = 1'b1;
            f_slot$d = q_front[(32'h4)+:(4)];
            f_pos$d = q_front[(32'h0)+:(4)];
            f_next$d = q_front_next_pos;
            f_slot_oh$d = q_front_slot_oh;
            f_next_oh$d = q_front_next_oh;
            queue_head_next = queue_head$q + 32'h1;
            queue_head_advance = 1'b1;
        end
        else begin
            f_valid$d = 1'b0;
        end
        queue_head$d = queue_head_next;
        queue_head_dec = ((32'h1) & 16'hffff) << queue_head$q[(32'h0)+:(4)];
        queue_head_oh$d = queue_head_dec;
        if (queue_head_advance) begin
            queue_head_oh$d = (queue_head_dec << 32'h1) | (queue_head_dec >> 32'hf);
        end
        c_valid$d = report;
        c_slot$d = f_slot$q;
        c_msn$d = k_q;
        m_cpl_valid = c_valid$q;
        m_cpl_slot = c_slot$q;
        m_cpl_msn = c_msn$q;
        m_cpl_bytes = records$read_data[(64'h0)+:(32)];
        m_cpl_status = records$read_data[(64'h20)+:(1)];
        is_head = last_head_now$q | (report & (f_slot$q == last_slot$q) & last_head_next$q);
        queue_write = last_finish$q & is_head;
        queue_mask = 32'h0;
        queue_oh_mask = 32'h0;
        queue_pos_mask = 32'h0;
        queue_entry = 32'h0;
        queue_slot_oh_entry = 32'h0;
        queue_next_oh_entry = 32'h0;
        queue_next_pos_entry = 32'h0;
        last_pos_oh = ((32'h1) & 16'hffff) << last_entry$q[(32'h0)+:(4)];
        last_slot_oh = ((32'h1) & 16'hffff) << last_entry$q[(32'h4)+:(4)];
        last_next_oh = (last_pos_oh << 32'h1) | (last_pos_oh >> 32'hf);
        last_next_pos = last_entry$q[(32'h0)+:(4)] + 32'h1;
        if (queue_tail_oh$q[32'h0]) begin
            queue_mask = queue_mask | (((32'hff) & 128'hffffffffffffffffffffffffffffffff) << (32'h0 * 32'h8));
            queue_oh_mask = queue_oh_mask | (((32'hffff) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (32'h0 * 32'h10));
            queue_pos_mask = queue_pos_mask | (((32'hf) & 64'hffffffffffffffff) << (32'h0 * 32'h4));
        end
        queue_entry = queue_entry | (((last_entry$q) & 128'hffffffffffffffffffffffffffffffff) << (32'h0 * 32'h8));
        queue_slot_oh_entry = queue_slot_oh_entry | (((last_slot_oh) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (32'h0 * 32'h10));
        queue_next_oh_entry = queue_next_oh_entry | (((last_next_oh) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (32'h0 * 32'h10));
        queue_next_pos_entry = queue_next_pos_entry | (((last_next_pos) & 64'hffffffffffffffff) << (32'h0 * 32'h4));
        if (queue_tail_oh$q[32'h1]) begin
            queue_mask = queue_mask | (((32'hff) & 128'hffffffffffffffffffffffffffffffff) << (32'h1 * 32'h8));
            queue_oh_mask = queue_oh_mask | (((32'hffff) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (32'h1 * 32'h10));
            queue_pos_mask = queue_pos_mask | (((32'hf) & 64'hffffffffffffffff) << (32'h1 * 32'h4));
        end
        queue_entry = queue_entry | (((last_entry$q) & 128'hffffffffffffffffffffffffffffffff) << (32'h1 * 32'h8));
        queue_slot_oh_entry = queue_slot_oh_entry | (((last_slot_oh) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (32'h1 * 32'h10));
        queue_next_oh_entry = queue_next_oh_entry | (((last_next_oh) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (32'h1 * 32'h10));
        queue_next_pos_entry = queue_next_pos_entry | (((last_next_pos) & 64'hffffffffffffffff) << (32'h1 * 32'h4));
        if (queue_tail_oh$q[32'h2]) begin
            queue_mask = queue_mask | (((32'hff) & 128'hffffffffffffffffffffffffffffffff) << (32'h2 * 32'h8));
            queue_oh_mask = queue_oh_mask | (((32'hffff) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (32'h2 * 32'h10));
            queue_pos_mask = queue_pos_mask | (((32'hf) & 64'hffffffffffffffff) << (32'h2 * 32'h4));
        end
        queue_entry = queue_entry | (((last_entry$q) & 128'hffffffffffffffffffffffffffffffff) << (32'h2 * 32'h8));
        queue_slot_oh_entry = queue_slot_oh_entry | (((last_slot_oh) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (32'h2 * 32'h10));
        queue_next_oh_entry = queue_next_oh_entry | (((last_next_oh) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (32'h2 * 32'h10));
        queue_next_pos_entry = queue_next_pos_entry | (((last_next_pos) & 64'hffffffffffffffff) << (32'h2 * 32'h4));
        if (queue_tail_oh$q[32'h3]) begin
            queue_mask = queue_mask | (((32'hff) & 128'hffffffffffffffffffffffffffffffff) << (32'h3 * 32'h8));
            queue_oh_mask = queue_oh_mask | (((32'hffff) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (32'h3 * 32'h10));
            queue_pos_mask = queue_pos_mask | (((32'hf) & 64'hffffffffffffffff) << (32'h3 * 32'h4));
        end
        queue_entry = queue_entry | (((last_entry$q) & 128'hffffffffffffffffffffffffffffffff) << (32'h3 * 32'h8));
        queue_slot_oh_entry = queue_slot_oh_entry | (((last_slot_oh) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (32'h3 * 32'h10));
        queue_next_oh_entry = queue_next_oh_entry | (((last_next_oh) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (32'h3 * 32'h10));
        queue_next_pos_entry = queue_next_pos_entry | (((last_next_pos) & 64'hffffffffffffffff) << (32'h3 * 32'h4));
        if (queue_tail_oh$q[32'h4]) begin
            queue_mask = queue_mask | (((32'hff) & 128'hffffffffffffffffffffffffffffffff) << (32'h4 * 32'h8));
            queue_oh_mask = queue_oh_mask | (((32'hffff) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (32'h4 * 32'h10));
            queue_pos_mask = queue_pos_mask | (((32'hf) & 64'hffffffffffffffff) << (32'h4 * 32'h4));
        end
        queue_entry = queue_entry | (((last_entry$q) & 128'hffffffffffffffffffffffffffffffff) << (32'h4 * 32'h8));
        queue_slot_oh_entry = queue_slot_oh_entry | (((last_slot_oh) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (32'h4 * 32'h10));
        queue_next_oh_entry = queue_next_oh_entry | (((last_next_oh) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (32'h4 * 32'h10));
        queue_next_pos_entry = queue_next_pos_entry | (((last_next_pos) & 64'hffffffffffffffff) << (32'h4 * 32'h4));
        if (queue_tail_oh$q[32'h5]) begin
            queue_mask = queue_mask | (((32'hff) & 128'hffffffffffffffffffffffffffffffff) << (32'h5 * 32'h8));
            queue_oh_mask = queue_oh_mask | (((32'hffff) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (32'h5 * 32'h10));
            queue_pos_mask = queue_pos_mask | (((32'hf) & 64'hffffffffffffffff) << (32'h5 * 32'h4));
        end
        queue_entry = queue_entry | (((last_entry$q) & 128'hffffffffffffffffffffffffffffffff) << (32'h5 * 32'h8));
        queue_slot_oh_entry = queue_slot_oh_entry | (((last_slot_oh) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (32'h5 * 32'h10));
        queue_next_oh_entry = queue_next_oh_entry | (((last_next_oh) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (32'h5 * 32'h10));
        queue_next_pos_entry = queue_next_pos_entry | (((last_next_pos) & 64'hffffffffffffffff) << (32'h5 * 32'h4));
        if (queue_tail_oh$q[32'h6]) begin
            queue_mask = queue_mask | (((32'hff) & 128'hffffffffffffffffffffffffffffffff) << (32'h6 * 32'h8));
            queue_oh_mask = queue_oh_mask | (((32'hffff) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (32'h6 * 32'h10));
            queue_pos_mask = queue_pos_mask | (((32'hf) & 64'hffffffffffffffff) << (32'h6 * 32'h4));
        end
        queue_entry = queue_entry | (((last_entry$q) & 128'hffffffffffffffffffffffffffffffff) << (32'h6 * 32'h8));
        queue_slot_oh_entry = queue_slot_oh_entry | (((last_slot_oh) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (32'h6 * 32'h10));
        queue_next_oh_entry = queue_next_oh_entry | (((last_next_oh) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (32'h6 * 32'h10));
        queue_next_pos_entry = queue_next_pos_entry | (((last_next_pos) & 64'hffffffffffffffff) << (32'h6 * 32'h4));
        if (queue_tail_oh$q[32'h7]) begin
            queue_mask = queue_mask | (((32'hff) & 128'hffffffffffffffffffffffffffffffff) << (32'h7 * 32'h8));
            queue_oh_mask = queue_oh_mask | (((32'hffff) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (32'h7 * 32'h10));
            queue_pos_mask = queue_pos_mask | (((32'hf) & 64'hffffffffffffffff) << (32'h7 * 32'h4));
        end
        queue_entry = queue_entry | (((last_entry$q) & 128'hffffffffffffffffffffffffffffffff) << (32'h7 * 32'h8));
        queue_slot_oh_entry = queue_slot_oh_entry | (((last_slot_oh) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (32'h7 * 32'h10));
        queue_next_oh_entry = queue_next_oh_entry | (((last_next_oh) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (32'h7 * 32'h10));
        queue_next_pos_entry = queue_next_pos_entry | (((last_next_pos) & 64'hffffffffffffffff) << (32'h7 * 32'h4));
        if (queue_tail_oh$q[32'h8]) begin
            queue_mask = queue_mask | (((32'hff) & 128'hffffffffffffffffffffffffffffffff) << (32'h8 * 32'h8));
            queue_oh_mask = queue_oh_mask | (((32'hffff) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (32'h8 * 32'h10));
            queue_pos_mask = queue_pos_mask | (((32'hf) & 64'hffffffffffffffff) << (32'h8 * 32'h4));
        end
        queue_entry = queue_entry | (((last_entry$q) & 128'hffffffffffffffffffffffffffffffff) << (32'h8 * 32'h8));
        queue_slot_oh_entry = queue_slot_oh_entry | (((last_slot_oh) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (32'h8 * 32'h10));
        queue_next_oh_entry = queue_next_oh_entry | (((last_next_oh) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (32'h8 * 32'h10));
        queue_next_pos_entry = queue_next_pos_entry | (((last_next_pos) & 64'hffffffffffffffff) << (32'h8 * 32'h4));
        if (queue_tail_oh$q[32'h9]) begin
            queue_mask = queue_mask | (((32'hff) & 128'hffffffffffffffffffffffffffffffff) << (32'h9 * 32'h8));
            queue_oh_mask = queue_oh_mask | (((32'hffff) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (32'h9 * 32'h10));
            queue_pos_mask = queue_pos_mask | (((32'hf) & 64'hffffffffffffffff) << (32'h9 * 32'h4));
        end
        queue_entry = queue_entry | (((last_entry$q) & 128'hffffffffffffffffffffffffffffffff) << (32'h9 * 32'h8));
        queue_slot_oh_entry = queue_slot_oh_entry | (((last_slot_oh) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (32'h9 * 32'h10));
        queue_next_oh_entry = queue_next_oh_entry | (((last_next_oh) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (32'h9 * 32'h10));
        queue_next_pos_entry = queue_next_pos_entry | (((last_next_pos) & 64'hffffffffffffffff) << (32'h9 * 32'h4));
        if (queue_tail_oh$q[32'ha]) begin
            queue_mask = queue_mask | (((32'hff) & 128'hffffffffffffffffffffffffffffffff) << (32'ha * 32'h8));
            queue_oh_mask = queue_oh_mask | (((32'hffff) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (32'ha * 32'h10));
            queue_pos_mask = queue_pos_mask | (((32'hf) & 64'hffffffffffffffff) << (32'ha * 32'h4));
        end
        queue_entry = queue_entry | (((last_entry$q) & 128'hffffffffffffffffffffffffffffffff) << (32'ha * 32'h8));
        queue_slot_oh_entry = queue_slot_oh_entry | (((last_slot_oh) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (32'ha * 32'h10));
        queue_next_oh_entry = queue_next_oh_entry | (((last_next_oh) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (32'ha * 32'h10));
        queue_next_pos_entry = queue_next_pos_entry | (((last_next_pos) & 64'hffffffffffffffff) << (32'ha * 32'h4));
        if (queue_tail_oh$q[32'hb]) begin
            queue_mask = queue_mask | (((32'hff) & 128'hffffffffffffffffffffffffffffffff) << (32'hb * 32'h8));
            queue_oh_mask = queue_oh_mask | (((32'hffff) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (32'hb * 32'h10));
            queue_pos_mask = queue_pos_mask | (((32'hf) & 64'hffffffffffffffff) << (32'hb * 32'h4));
        end
        queue_entry = queue_entry | (((last_entry$q) & 128'hffffffffffffffffffffffffffffffff) << (32'hb * 32'h8));
        queue_slot_oh_entry = queue_slot_oh_entry | (((last_slot_oh) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (32'hb * 32'h10));
        queue_next_oh_entry = queue_next_oh_entry | (((last_next_oh) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (32'hb * 32'h10));
        queue_next_pos_entry = queue_next_pos_entry | (((last_next_pos) & 64'hffffffffffffffff) << (32'hb * 32'h4));
        if (queue_tail_oh$q[32'hc]) begin
            queue_mask = queue_mask | (((32'hff) & 128'hffffffffffffffffffffffffffffffff) << (32'hc * 32'h8));
            queue_oh_mask = queue_oh_mask | (((32'hffff) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (32'hc * 32'h10));
            queue_pos_mask = queue_pos_mask | (((32'hf) & 64'hffffffffffffffff) << (32'hc * 32'h4));
        end
        queue_entry = queue_entry | (((last_entry$q) & 128'hffffffffffffffffffffffffffffffff) << (32'hc * 32'h8));
        queue_slot_oh_entry = queue_slot_oh_entry | (((last_slot_oh) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (32'hc * 32'h10));
        queue_next_oh_entry = queue_next_oh_entry | (((last_next_oh) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (32'hc * 32'h10));
        queue_next_pos_entry = queue_next_pos_entry | (((last_next_pos) & 64'hffffffffffffffff) << (32'hc * 32'h4));
        if (queue_tail_oh$q[32'hd]) begin
            queue_mask = queue_mask | (((32'hff) & 128'hffffffffffffffffffffffffffffffff) << (32'hd * 32'h8));
            queue_oh_mask = queue_oh_mask | (((32'hffff) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (32'hd * 32'h10));
            queue_pos_mask = queue_pos_mask | (((32'hf) & 64'hffffffffffffffff) << (32'hd * 32'h4));
        end
        queue_entry = queue_entry | (((last_entry$q) & 128'hffffffffffffffffffffffffffffffff) << (32'hd * 32'h8));
        queue_slot_oh_entry = queue_slot_oh_entry | (((last_slot_oh) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (32'hd * 32'h10));
        queue_next_oh_entry = queue_next_oh_entry | (((last_next_oh) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (32'hd * 32'h10));
        queue_next_pos_entry = queue_next_pos_entry | (((last_next_pos) & 64'hffffffffffffffff) << (32'hd * 32'h4));
        if (queue_tail_oh$q[32'he]) begin
            queue_mask = queue_mask | (((32'hff) & 128'hffffffffffffffffffffffffffffffff) << (32'he * 32'h8));
            queue_oh_mask = queue_oh_mask | (((32'hffff) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (32'he * 32'h10));
            queue_pos_mask = queue_pos_mask | (((32'hf) & 64'hffffffffffffffff) << (32'he * 32'h4));
        end
        queue_entry = queue_entry | (((last_entry$q) & 128'hffffffffffffffffffffffffffffffff) << (32'he * 32'h8));
        queue_slot_oh_entry = queue_slot_oh_entry | (((last_slot_oh) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (32'he * 32'h10));
        queue_next_oh_entry = queue_next_oh_entry | (((last_next_oh) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (32'he * 32'h10));
        queue_next_pos_entry = queue_next_pos_entry | (((last_next_pos) & 64'hffffffffffffffff) << (32'he * 32'h4));
        if (queue_tail_oh$q[32'hf]) begin
            queue_mask = queue_mask | (((32'hff) & 128'hffffffffffffffffffffffffffffffff) << (32'hf * 32'h8));
            queue_oh_mask = queue_oh_mask | (((32'hffff) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (32'hf * 32'h10));
            queue_pos_mask = queue_pos_mask | (((32'hf) & 64'hffffffffffffffff) << (32'hf * 32'h4));
        end
        queue_entry = queue_entry | (((last_entry$q) & 128'hffffffffffffffffffffffffffffffff) << (32'hf * 32'h8));
        queue_slot_oh_entry = queue_slot_oh_entry | (((last_slot_oh) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (32'hf * 32'h10));
        queue_next_oh_entry = queue_next_oh_entry | (((last_next_oh) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (32'hf * 32'h10));
        queue_next_pos_entry = queue_next_pos_entry | (((last_next_pos) & 64'hffffffffffffffff) << (32'hf * 32'h4));
        queue$d = (queue$q & ~queue_mask) | (queue_entry & queue_mask);
        queue_slot_oh$d = (queue_slot_oh$q & ~queue_oh_mask) | (queue_slot_oh_entry & queue_oh_mask);
        queue_next_oh$d = (queue_next_oh$q & ~queue_oh_mask) | (queue_next_oh_entry & queue_oh_mask);
        queue_next_pos$d = (queue_next_pos$q & ~queue_pos_mask) | (queue_next_pos_entry & queue_pos_mask);
        queue_tail_next = queue_tail$q;
        if (queue_write) begin
            queue_tail_next = queue_tail$q + 32'h1;
        end
        queue_tail$d = queue_tail_next;
        queue_tail_dec = ((32'h1) & 16'hffff) << queue_tail$q[(32'h0)+:(4)];
        queue_tail_oh$d = queue_tail_dec;
        if (queue_write) begin
            queue_tail_oh$d = (queue_tail_dec << 32'h1) | (queue_tail_dec >> 32'hf);
        end
    end

endmodule // metaroce_recv_table


module metaroce_recv_table__alt_tests(row,segment,msg_len,same_len,segment_lt,left1,left2,placed);

    // Module arguments
    input wire  [109:0] row;
    input wire  [6:0] segment;
    input wire  [31:0] msg_len;
    output reg  same_len;
    output reg  segment_lt;
    output reg  left1;
    output reg  left2;
    output reg  placed;

    // Local signals
    reg  [63:0] bitmap;

    // Update code
    always @(*) begin
        same_len = row[(64'h0)+:(32)] == msg_len;
        segment_lt = segment < row[(64'h20)+:(7)];
        left1 = row[(64'h27)+:(7)] == 32'h1;
        left2 = row[(64'h27)+:(7)] == 32'h2;
        bitmap = row[(64'h2e)+:(64)];
        placed = bitmap[segment[(32'h0)+:(6)]];
    end

endmodule // metaroce_recv_table__alt_tests


module metaroce_recv_table__bc_slot(d,q,clock);

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

endmodule // metaroce_recv_table__bc_slot


module metaroce_recv_table__bc_valid(d,q,clock);

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

endmodule // metaroce_recv_table__bc_valid


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


module metaroce_recv_table__f_next(d,q,clock);

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

endmodule // metaroce_recv_table__f_next


module metaroce_recv_table__f_next_oh(d,q,clock);

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

endmodule // metaroce_recv_table__f_next_oh


module metaroce_recv_table__f_pos(d,q,clock);

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

endmodule // metaroce_recv_table__f_pos


module metaroce_recv_table__f_ready(d,q,clock);

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

endmodule // metaroce_recv_table__f_ready


module metaroce_recv_table__f_slot(d,q,clock);

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

endmodule // metaroce_recv_table__f_slot


module metaroce_recv_table__f_slot_oh(d,q,clock);

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

endmodule // metaroce_recv_table__f_slot_oh


module metaroce_recv_table__f_valid(d,q,clock);

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

endmodule // metaroce_recv_table__f_valid


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


module metaroce_recv_table__l2_slot_oh(d,q,clock);

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

endmodule // metaroce_recv_table__l2_slot_oh


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


module metaroce_recv_table__l3_done_fwd(d,q,clock);

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

endmodule // metaroce_recv_table__l3_done_fwd


module metaroce_recv_table__l3_done_row(d,q,clock);

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

endmodule // metaroce_recv_table__l3_done_row


module metaroce_recv_table__l3_fill(d,q,clock);

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

endmodule // metaroce_recv_table__l3_fill


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


module metaroce_recv_table__l3_live(d,q,clock);

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

endmodule // metaroce_recv_table__l3_live


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


module metaroce_recv_table__l3_msn(d,q,clock);

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

endmodule // metaroce_recv_table__l3_msn


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


module metaroce_recv_table__l3_pos_oh(d,q,clock);

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

endmodule // metaroce_recv_table__l3_pos_oh


module metaroce_recv_table__l3_q(d,q,clock);

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

endmodule // metaroce_recv_table__l3_q


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


module metaroce_recv_table__l4_buffer(d,q,clock);

    // Module arguments
    input wire  [127:0] d;
    output reg  [127:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 128'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_recv_table__l4_buffer


module metaroce_recv_table__l4_done(d,q,clock);

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

endmodule // metaroce_recv_table__l4_done


module metaroce_recv_table__l4_fill(d,q,clock);

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

endmodule // metaroce_recv_table__l4_fill


module metaroce_recv_table__l4_hit(d,q,clock);

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

endmodule // metaroce_recv_table__l4_hit


module metaroce_recv_table__l4_index(d,q,clock);

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

endmodule // metaroce_recv_table__l4_index


module metaroce_recv_table__l4_live(d,q,clock);

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

endmodule // metaroce_recv_table__l4_live


module metaroce_recv_table__l4_msg_len(d,q,clock);

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

endmodule // metaroce_recv_table__l4_msg_len


module metaroce_recv_table__l4_offset(d,q,clock);

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

endmodule // metaroce_recv_table__l4_offset


module metaroce_recv_table__l4_slot(d,q,clock);

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

endmodule // metaroce_recv_table__l4_slot


module metaroce_recv_table__l4_tag(d,q,clock);

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

endmodule // metaroce_recv_table__l4_tag


module metaroce_recv_table__l4_valid(d,q,clock);

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

endmodule // metaroce_recv_table__l4_valid


module metaroce_recv_table__last_accepted(d,q,clock);

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

endmodule // metaroce_recv_table__last_accepted


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


module metaroce_recv_table__last_finish(d,q,clock);

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

endmodule // metaroce_recv_table__last_finish


module metaroce_recv_table__last_head_next(d,q,clock);

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

endmodule // metaroce_recv_table__last_head_next


module metaroce_recv_table__last_head_now(d,q,clock);

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

endmodule // metaroce_recv_table__last_head_now


module metaroce_recv_table__last_issued(d,q,clock);

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

endmodule // metaroce_recv_table__last_issued


module metaroce_recv_table__last_record(d,q,clock);

    // Module arguments
    input wire  [32:0] d;
    output reg  [32:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 33'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_recv_table__last_record


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


module metaroce_recv_table__last_slot(d,q,clock);

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

endmodule // metaroce_recv_table__last_slot


module metaroce_recv_table__last_stale(d,q,clock);

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

endmodule // metaroce_recv_table__last_stale


module metaroce_recv_table__last_tests(row,segment,msg_len,same_len,segment_lt,left1,left2,placed);

    // Module arguments
    input wire  [109:0] row;
    input wire  [6:0] segment;
    input wire  [31:0] msg_len;
    output reg  same_len;
    output reg  segment_lt;
    output reg  left1;
    output reg  left2;
    output reg  placed;

    // Local signals
    reg  [63:0] bitmap;

    // Update code
    always @(*) begin
        same_len = row[(64'h0)+:(32)] == msg_len;
        segment_lt = segment < row[(64'h20)+:(7)];
        left1 = row[(64'h27)+:(7)] == 32'h1;
        left2 = row[(64'h27)+:(7)] == 32'h2;
        bitmap = row[(64'h2e)+:(64)];
        placed = bitmap[segment[(32'h0)+:(6)]];
    end

endmodule // metaroce_recv_table__last_tests


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


module metaroce_recv_table__p_msg_len(d,q,clock);

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

endmodule // metaroce_recv_table__p_msg_len


module metaroce_recv_table__p_msn(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_recv_table__p_msn


module metaroce_recv_table__p_offset(d,q,clock);

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

endmodule // metaroce_recv_table__p_offset


module metaroce_recv_table__p_refused(d,q,clock);

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

endmodule // metaroce_recv_table__p_refused


module metaroce_recv_table__p_slot(d,q,clock);

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

endmodule // metaroce_recv_table__p_slot


module metaroce_recv_table__p_slot_oh(d,q,clock);

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

endmodule // metaroce_recv_table__p_slot_oh


module metaroce_recv_table__pc_entry(d,q,clock);

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

endmodule // metaroce_recv_table__pc_entry


module metaroce_recv_table__pc_valid(d,q,clock);

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

endmodule // metaroce_recv_table__pc_valid


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
    input wire  [127:0] d;
    output reg  [127:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 128'h0;
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


module metaroce_recv_table__queue_head_oh(d,q,clock);

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

endmodule // metaroce_recv_table__queue_head_oh


module metaroce_recv_table__queue_next_oh(d,q,clock);

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

endmodule // metaroce_recv_table__queue_next_oh


module metaroce_recv_table__queue_next_pos(d,q,clock);

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

endmodule // metaroce_recv_table__queue_next_pos


module metaroce_recv_table__queue_slot_oh(d,q,clock);

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

endmodule // metaroce_recv_table__queue_slot_oh


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


module metaroce_recv_table__queue_tail_oh(d,q,clock);

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

endmodule // metaroce_recv_table__queue_tail_oh


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


module metaroce_recv_table__ram_tests(row,segment,msg_len,same_len,segment_lt,left1,left2,placed);

    // Module arguments
    input wire  [109:0] row;
    input wire  [6:0] segment;
    input wire  [31:0] msg_len;
    output reg  same_len;
    output reg  segment_lt;
    output reg  left1;
    output reg  left2;
    output reg  placed;

    // Local signals
    reg  [63:0] bitmap;

    // Update code
    always @(*) begin
        same_len = row[(64'h0)+:(32)] == msg_len;
        segment_lt = segment < row[(64'h20)+:(7)];
        left1 = row[(64'h27)+:(7)] == 32'h1;
        left2 = row[(64'h27)+:(7)] == 32'h2;
        bitmap = row[(64'h2e)+:(64)];
        placed = bitmap[segment[(32'h0)+:(6)]];
    end

endmodule // metaroce_recv_table__ram_tests


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


module metaroce_recv_table__slot0(clk,bind_valid,bind_enable,bind_conn,bind_stream,post,pop,bound,active,conn,stream,tail,popped,fill);

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
    output reg  [3:0] tail;
    output reg  [31:0] popped;
    output reg  [4:0] fill;

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
    reg  [3:0] r_tail$d;
    wire  [3:0] r_tail$q;
    reg  r_tail$clock;
    reg  [31:0] r_popped$d;
    wire  [31:0] r_popped$q;
    reg  r_popped$clock;
    reg  [4:0] r_fill$d;
    wire  [4:0] r_fill$q;
    reg  r_fill$clock;

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
    metaroce_recv_table__slot0$r_tail r_tail(
        .d(r_tail$d),
        .q(r_tail$q),
        .clock(r_tail$clock)
    );
    metaroce_recv_table__slot0$r_popped r_popped(
        .d(r_popped$d),
        .q(r_popped$q),
        .clock(r_popped$clock)
    );
    metaroce_recv_table__slot0$r_fill r_fill(
        .d(r_fill$d),
        .q(r_fill$q),
        .clock(r_fill$clock)
    );

    // Update code
    always @(*) begin
        r_bound$clock = clk;
        r_active$clock = clk;
        r_conn$clock = clk;
        r_stream$clock = clk;
        r_tail$clock = clk;
        r_popped$clock = clk;
        r_fill$clock = clk;
        r_bound$d = r_bound$q;
        r_active$d = r_active$q;
        r_conn$d = r_conn$q;
        r_stream$d = r_stream$q;
        r_tail$d = r_tail$q;
        r_popped$d = r_popped$q;
        r_fill$d = r_fill$q;
        if (post) begin
            r_tail$d = r_tail$q + 32'h1;
            r_active$d = 1'b1;
        end
        if (pop) begin
            r_popped$d = r_popped$q + 32'h1;
        end
        if (post & ~pop) begin
            r_fill$d = r_fill$q + 32'h1;
        end
        if (pop & ~post) begin
            r_fill$d = r_fill$q - 32'h1;
        end
        if (bind_valid) begin
            r_bound$d = bind_enable;
            r_active$d = 1'b0;
            r_conn$d = bind_conn;
            r_stream$d = bind_stream;
            r_tail$d = 32'h0;
            r_popped$d = 32'h0;
            r_fill$d = 32'h0;
        end
        bound = r_bound$q;
        active = r_active$q;
        conn = r_conn$q;
        stream = r_stream$q;
        tail = r_tail$q;
        popped = r_popped$q;
        fill = r_fill$q;
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


module metaroce_recv_table__slot0$r_fill(d,q,clock);

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

endmodule // metaroce_recv_table__slot0$r_fill


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


module metaroce_recv_table__slot0$r_tail(d,q,clock);

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

endmodule // metaroce_recv_table__slot0$r_tail


module metaroce_recv_table__slot1(clk,bind_valid,bind_enable,bind_conn,bind_stream,post,pop,bound,active,conn,stream,tail,popped,fill);

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
    output reg  [3:0] tail;
    output reg  [31:0] popped;
    output reg  [4:0] fill;

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
    reg  [3:0] r_tail$d;
    wire  [3:0] r_tail$q;
    reg  r_tail$clock;
    reg  [31:0] r_popped$d;
    wire  [31:0] r_popped$q;
    reg  r_popped$clock;
    reg  [4:0] r_fill$d;
    wire  [4:0] r_fill$q;
    reg  r_fill$clock;

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
    metaroce_recv_table__slot1$r_tail r_tail(
        .d(r_tail$d),
        .q(r_tail$q),
        .clock(r_tail$clock)
    );
    metaroce_recv_table__slot1$r_popped r_popped(
        .d(r_popped$d),
        .q(r_popped$q),
        .clock(r_popped$clock)
    );
    metaroce_recv_table__slot1$r_fill r_fill(
        .d(r_fill$d),
        .q(r_fill$q),
        .clock(r_fill$clock)
    );

    // Update code
    always @(*) begin
        r_bound$clock = clk;
        r_active$clock = clk;
        r_conn$clock = clk;
        r_stream$clock = clk;
        r_tail$clock = clk;
        r_popped$clock = clk;
        r_fill$clock = clk;
        r_bound$d = r_bound$q;
        r_active$d = r_active$q;
        r_conn$d = r_conn$q;
        r_stream$d = r_stream$q;
        r_tail$d = r_tail$q;
        r_popped$d = r_popped$q;
        r_fill$d = r_fill$q;
        if (post) begin
            r_tail$d = r_tail$q + 32'h1;
            r_active$d = 1'b1;
        end
        if (pop) begin
            r_popped$d = r_popped$q + 32'h1;
        end
        if (post & ~pop) begin
            r_fill$d = r_fill$q + 32'h1;
        end
        if (pop & ~post) begin
            r_fill$d = r_fill$q - 32'h1;
        end
        if (bind_valid) begin
            r_bound$d = bind_enable;
            r_active$d = 1'b0;
            r_conn$d = bind_conn;
            r_stream$d = bind_stream;
            r_tail$d = 32'h0;
            r_popped$d = 32'h0;
            r_fill$d = 32'h0;
        end
        bound = r_bound$q;
        active = r_active$q;
        conn = r_conn$q;
        stream = r_stream$q;
        tail = r_tail$q;
        popped = r_popped$q;
        fill = r_fill$q;
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


module metaroce_recv_table__slot1$r_fill(d,q,clock);

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

endmodule // metaroce_recv_table__slot1$r_fill


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


module metaroce_recv_table__slot1$r_tail(d,q,clock);

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

endmodule // metaroce_recv_table__slot1$r_tail


module metaroce_recv_table__slot10(clk,bind_valid,bind_enable,bind_conn,bind_stream,post,pop,bound,active,conn,stream,tail,popped,fill);

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
    output reg  [3:0] tail;
    output reg  [31:0] popped;
    output reg  [4:0] fill;

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
    reg  [3:0] r_tail$d;
    wire  [3:0] r_tail$q;
    reg  r_tail$clock;
    reg  [31:0] r_popped$d;
    wire  [31:0] r_popped$q;
    reg  r_popped$clock;
    reg  [4:0] r_fill$d;
    wire  [4:0] r_fill$q;
    reg  r_fill$clock;

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
    metaroce_recv_table__slot10$r_tail r_tail(
        .d(r_tail$d),
        .q(r_tail$q),
        .clock(r_tail$clock)
    );
    metaroce_recv_table__slot10$r_popped r_popped(
        .d(r_popped$d),
        .q(r_popped$q),
        .clock(r_popped$clock)
    );
    metaroce_recv_table__slot10$r_fill r_fill(
        .d(r_fill$d),
        .q(r_fill$q),
        .clock(r_fill$clock)
    );

    // Update code
    always @(*) begin
        r_bound$clock = clk;
        r_active$clock = clk;
        r_conn$clock = clk;
        r_stream$clock = clk;
        r_tail$clock = clk;
        r_popped$clock = clk;
        r_fill$clock = clk;
        r_bound$d = r_bound$q;
        r_active$d = r_active$q;
        r_conn$d = r_conn$q;
        r_stream$d = r_stream$q;
        r_tail$d = r_tail$q;
        r_popped$d = r_popped$q;
        r_fill$d = r_fill$q;
        if (post) begin
            r_tail$d = r_tail$q + 32'h1;
            r_active$d = 1'b1;
        end
        if (pop) begin
            r_popped$d = r_popped$q + 32'h1;
        end
        if (post & ~pop) begin
            r_fill$d = r_fill$q + 32'h1;
        end
        if (pop & ~post) begin
            r_fill$d = r_fill$q - 32'h1;
        end
        if (bind_valid) begin
            r_bound$d = bind_enable;
            r_active$d = 1'b0;
            r_conn$d = bind_conn;
            r_stream$d = bind_stream;
            r_tail$d = 32'h0;
            r_popped$d = 32'h0;
            r_fill$d = 32'h0;
        end
        bound = r_bound$q;
        active = r_active$q;
        conn = r_conn$q;
        stream = r_stream$q;
        tail = r_tail$q;
        popped = r_popped$q;
        fill = r_fill$q;
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


module metaroce_recv_table__slot10$r_fill(d,q,clock);

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

endmodule // metaroce_recv_table__slot10$r_fill


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


module metaroce_recv_table__slot10$r_tail(d,q,clock);

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

endmodule // metaroce_recv_table__slot10$r_tail


module metaroce_recv_table__slot11(clk,bind_valid,bind_enable,bind_conn,bind_stream,post,pop,bound,active,conn,stream,tail,popped,fill);

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
    output reg  [3:0] tail;
    output reg  [31:0] popped;
    output reg  [4:0] fill;

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
    reg  [3:0] r_tail$d;
    wire  [3:0] r_tail$q;
    reg  r_tail$clock;
    reg  [31:0] r_popped$d;
    wire  [31:0] r_popped$q;
    reg  r_popped$clock;
    reg  [4:0] r_fill$d;
    wire  [4:0] r_fill$q;
    reg  r_fill$clock;

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
    metaroce_recv_table__slot11$r_tail r_tail(
        .d(r_tail$d),
        .q(r_tail$q),
        .clock(r_tail$clock)
    );
    metaroce_recv_table__slot11$r_popped r_popped(
        .d(r_popped$d),
        .q(r_popped$q),
        .clock(r_popped$clock)
    );
    metaroce_recv_table__slot11$r_fill r_fill(
        .d(r_fill$d),
        .q(r_fill$q),
        .clock(r_fill$clock)
    );

    // Update code
    always @(*) begin
        r_bound$clock = clk;
        r_active$clock = clk;
        r_conn$clock = clk;
        r_stream$clock = clk;
        r_tail$clock = clk;
        r_popped$clock = clk;
        r_fill$clock = clk;
        r_bound$d = r_bound$q;
        r_active$d = r_active$q;
        r_conn$d = r_conn$q;
        r_stream$d = r_stream$q;
        r_tail$d = r_tail$q;
        r_popped$d = r_popped$q;
        r_fill$d = r_fill$q;
        if (post) begin
            r_tail$d = r_tail$q + 32'h1;
            r_active$d = 1'b1;
        end
        if (pop) begin
            r_popped$d = r_popped$q + 32'h1;
        end
        if (post & ~pop) begin
            r_fill$d = r_fill$q + 32'h1;
        end
        if (pop & ~post) begin
            r_fill$d = r_fill$q - 32'h1;
        end
        if (bind_valid) begin
            r_bound$d = bind_enable;
            r_active$d = 1'b0;
            r_conn$d = bind_conn;
            r_stream$d = bind_stream;
            r_tail$d = 32'h0;
            r_popped$d = 32'h0;
            r_fill$d = 32'h0;
        end
        bound = r_bound$q;
        active = r_active$q;
        conn = r_conn$q;
        stream = r_stream$q;
        tail = r_tail$q;
        popped = r_popped$q;
        fill = r_fill$q;
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


module metaroce_recv_table__slot11$r_fill(d,q,clock);

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

endmodule // metaroce_recv_table__slot11$r_fill


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


module metaroce_recv_table__slot11$r_tail(d,q,clock);

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

endmodule // metaroce_recv_table__slot11$r_tail


module metaroce_recv_table__slot12(clk,bind_valid,bind_enable,bind_conn,bind_stream,post,pop,bound,active,conn,stream,tail,popped,fill);

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
    output reg  [3:0] tail;
    output reg  [31:0] popped;
    output reg  [4:0] fill;

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
    reg  [3:0] r_tail$d;
    wire  [3:0] r_tail$q;
    reg  r_tail$clock;
    reg  [31:0] r_popped$d;
    wire  [31:0] r_popped$q;
    reg  r_popped$clock;
    reg  [4:0] r_fill$d;
    wire  [4:0] r_fill$q;
    reg  r_fill$clock;

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
    metaroce_recv_table__slot12$r_tail r_tail(
        .d(r_tail$d),
        .q(r_tail$q),
        .clock(r_tail$clock)
    );
    metaroce_recv_table__slot12$r_popped r_popped(
        .d(r_popped$d),
        .q(r_popped$q),
        .clock(r_popped$clock)
    );
    metaroce_recv_table__slot12$r_fill r_fill(
        .d(r_fill$d),
        .q(r_fill$q),
        .clock(r_fill$clock)
    );

    // Update code
    always @(*) begin
        r_bound$clock = clk;
        r_active$clock = clk;
        r_conn$clock = clk;
        r_stream$clock = clk;
        r_tail$clock = clk;
        r_popped$clock = clk;
        r_fill$clock = clk;
        r_bound$d = r_bound$q;
        r_active$d = r_active$q;
        r_conn$d = r_conn$q;
        r_stream$d = r_stream$q;
        r_tail$d = r_tail$q;
        r_popped$d = r_popped$q;
        r_fill$d = r_fill$q;
        if (post) begin
            r_tail$d = r_tail$q + 32'h1;
            r_active$d = 1'b1;
        end
        if (pop) begin
            r_popped$d = r_popped$q + 32'h1;
        end
        if (post & ~pop) begin
            r_fill$d = r_fill$q + 32'h1;
        end
        if (pop & ~post) begin
            r_fill$d = r_fill$q - 32'h1;
        end
        if (bind_valid) begin
            r_bound$d = bind_enable;
            r_active$d = 1'b0;
            r_conn$d = bind_conn;
            r_stream$d = bind_stream;
            r_tail$d = 32'h0;
            r_popped$d = 32'h0;
            r_fill$d = 32'h0;
        end
        bound = r_bound$q;
        active = r_active$q;
        conn = r_conn$q;
        stream = r_stream$q;
        tail = r_tail$q;
        popped = r_popped$q;
        fill = r_fill$q;
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


module metaroce_recv_table__slot12$r_fill(d,q,clock);

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

endmodule // metaroce_recv_table__slot12$r_fill


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


module metaroce_recv_table__slot12$r_tail(d,q,clock);

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

endmodule // metaroce_recv_table__slot12$r_tail


module metaroce_recv_table__slot13(clk,bind_valid,bind_enable,bind_conn,bind_stream,post,pop,bound,active,conn,stream,tail,popped,fill);

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
    output reg  [3:0] tail;
    output reg  [31:0] popped;
    output reg  [4:0] fill;

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
    reg  [3:0] r_tail$d;
    wire  [3:0] r_tail$q;
    reg  r_tail$clock;
    reg  [31:0] r_popped$d;
    wire  [31:0] r_popped$q;
    reg  r_popped$clock;
    reg  [4:0] r_fill$d;
    wire  [4:0] r_fill$q;
    reg  r_fill$clock;

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
    metaroce_recv_table__slot13$r_tail r_tail(
        .d(r_tail$d),
        .q(r_tail$q),
        .clock(r_tail$clock)
    );
    metaroce_recv_table__slot13$r_popped r_popped(
        .d(r_popped$d),
        .q(r_popped$q),
        .clock(r_popped$clock)
    );
    metaroce_recv_table__slot13$r_fill r_fill(
        .d(r_fill$d),
        .q(r_fill$q),
        .clock(r_fill$clock)
    );

    // Update code
    always @(*) begin
        r_bound$clock = clk;
        r_active$clock = clk;
        r_conn$clock = clk;
        r_stream$clock = clk;
        r_tail$clock = clk;
        r_popped$clock = clk;
        r_fill$clock = clk;
        r_bound$d = r_bound$q;
        r_active$d = r_active$q;
        r_conn$d = r_conn$q;
        r_stream$d = r_stream$q;
        r_tail$d = r_tail$q;
        r_popped$d = r_popped$q;
        r_fill$d = r_fill$q;
        if (post) begin
            r_tail$d = r_tail$q + 32'h1;
            r_active$d = 1'b1;
        end
        if (pop) begin
            r_popped$d = r_popped$q + 32'h1;
        end
        if (post & ~pop) begin
            r_fill$d = r_fill$q + 32'h1;
        end
        if (pop & ~post) begin
            r_fill$d = r_fill$q - 32'h1;
        end
        if (bind_valid) begin
            r_bound$d = bind_enable;
            r_active$d = 1'b0;
            r_conn$d = bind_conn;
            r_stream$d = bind_stream;
            r_tail$d = 32'h0;
            r_popped$d = 32'h0;
            r_fill$d = 32'h0;
        end
        bound = r_bound$q;
        active = r_active$q;
        conn = r_conn$q;
        stream = r_stream$q;
        tail = r_tail$q;
        popped = r_popped$q;
        fill = r_fill$q;
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


module metaroce_recv_table__slot13$r_fill(d,q,clock);

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

endmodule // metaroce_recv_table__slot13$r_fill


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


module metaroce_recv_table__slot13$r_tail(d,q,clock);

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

endmodule // metaroce_recv_table__slot13$r_tail


module metaroce_recv_table__slot14(clk,bind_valid,bind_enable,bind_conn,bind_stream,post,pop,bound,active,conn,stream,tail,popped,fill);

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
    output reg  [3:0] tail;
    output reg  [31:0] popped;
    output reg  [4:0] fill;

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
    reg  [3:0] r_tail$d;
    wire  [3:0] r_tail$q;
    reg  r_tail$clock;
    reg  [31:0] r_popped$d;
    wire  [31:0] r_popped$q;
    reg  r_popped$clock;
    reg  [4:0] r_fill$d;
    wire  [4:0] r_fill$q;
    reg  r_fill$clock;

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
    metaroce_recv_table__slot14$r_tail r_tail(
        .d(r_tail$d),
        .q(r_tail$q),
        .clock(r_tail$clock)
    );
    metaroce_recv_table__slot14$r_popped r_popped(
        .d(r_popped$d),
        .q(r_popped$q),
        .clock(r_popped$clock)
    );
    metaroce_recv_table__slot14$r_fill r_fill(
        .d(r_fill$d),
        .q(r_fill$q),
        .clock(r_fill$clock)
    );

    // Update code
    always @(*) begin
        r_bound$clock = clk;
        r_active$clock = clk;
        r_conn$clock = clk;
        r_stream$clock = clk;
        r_tail$clock = clk;
        r_popped$clock = clk;
        r_fill$clock = clk;
        r_bound$d = r_bound$q;
        r_active$d = r_active$q;
        r_conn$d = r_conn$q;
        r_stream$d = r_stream$q;
        r_tail$d = r_tail$q;
        r_popped$d = r_popped$q;
        r_fill$d = r_fill$q;
        if (post) begin
            r_tail$d = r_tail$q + 32'h1;
            r_active$d = 1'b1;
        end
        if (pop) begin
            r_popped$d = r_popped$q + 32'h1;
        end
        if (post & ~pop) begin
            r_fill$d = r_fill$q + 32'h1;
        end
        if (pop & ~post) begin
            r_fill$d = r_fill$q - 32'h1;
        end
        if (bind_valid) begin
            r_bound$d = bind_enable;
            r_active$d = 1'b0;
            r_conn$d = bind_conn;
            r_stream$d = bind_stream;
            r_tail$d = 32'h0;
            r_popped$d = 32'h0;
            r_fill$d = 32'h0;
        end
        bound = r_bound$q;
        active = r_active$q;
        conn = r_conn$q;
        stream = r_stream$q;
        tail = r_tail$q;
        popped = r_popped$q;
        fill = r_fill$q;
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


module metaroce_recv_table__slot14$r_fill(d,q,clock);

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

endmodule // metaroce_recv_table__slot14$r_fill


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


module metaroce_recv_table__slot14$r_tail(d,q,clock);

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

endmodule // metaroce_recv_table__slot14$r_tail


module metaroce_recv_table__slot15(clk,bind_valid,bind_enable,bind_conn,bind_stream,post,pop,bound,active,conn,stream,tail,popped,fill);

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
    output reg  [3:0] tail;
    output reg  [31:0] popped;
    output reg  [4:0] fill;

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
    reg  [3:0] r_tail$d;
    wire  [3:0] r_tail$q;
    reg  r_tail$clock;
    reg  [31:0] r_popped$d;
    wire  [31:0] r_popped$q;
    reg  r_popped$clock;
    reg  [4:0] r_fill$d;
    wire  [4:0] r_fill$q;
    reg  r_fill$clock;

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
    metaroce_recv_table__slot15$r_tail r_tail(
        .d(r_tail$d),
        .q(r_tail$q),
        .clock(r_tail$clock)
    );
    metaroce_recv_table__slot15$r_popped r_popped(
        .d(r_popped$d),
        .q(r_popped$q),
        .clock(r_popped$clock)
    );
    metaroce_recv_table__slot15$r_fill r_fill(
        .d(r_fill$d),
        .q(r_fill$q),
        .clock(r_fill$clock)
    );

    // Update code
    always @(*) begin
        r_bound$clock = clk;
        r_active$clock = clk;
        r_conn$clock = clk;
        r_stream$clock = clk;
        r_tail$clock = clk;
        r_popped$clock = clk;
        r_fill$clock = clk;
        r_bound$d = r_bound$q;
        r_active$d = r_active$q;
        r_conn$d = r_conn$q;
        r_stream$d = r_stream$q;
        r_tail$d = r_tail$q;
        r_popped$d = r_popped$q;
        r_fill$d = r_fill$q;
        if (post) begin
            r_tail$d = r_tail$q + 32'h1;
            r_active$d = 1'b1;
        end
        if (pop) begin
            r_popped$d = r_popped$q + 32'h1;
        end
        if (post & ~pop) begin
            r_fill$d = r_fill$q + 32'h1;
        end
        if (pop & ~post) begin
            r_fill$d = r_fill$q - 32'h1;
        end
        if (bind_valid) begin
            r_bound$d = bind_enable;
            r_active$d = 1'b0;
            r_conn$d = bind_conn;
            r_stream$d = bind_stream;
            r_tail$d = 32'h0;
            r_popped$d = 32'h0;
            r_fill$d = 32'h0;
        end
        bound = r_bound$q;
        active = r_active$q;
        conn = r_conn$q;
        stream = r_stream$q;
        tail = r_tail$q;
        popped = r_popped$q;
        fill = r_fill$q;
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


module metaroce_recv_table__slot15$r_fill(d,q,clock);

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

endmodule // metaroce_recv_table__slot15$r_fill


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


module metaroce_recv_table__slot15$r_tail(d,q,clock);

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

endmodule // metaroce_recv_table__slot15$r_tail


module metaroce_recv_table__slot2(clk,bind_valid,bind_enable,bind_conn,bind_stream,post,pop,bound,active,conn,stream,tail,popped,fill);

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
    output reg  [3:0] tail;
    output reg  [31:0] popped;
    output reg  [4:0] fill;

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
    reg  [3:0] r_tail$d;
    wire  [3:0] r_tail$q;
    reg  r_tail$clock;
    reg  [31:0] r_popped$d;
    wire  [31:0] r_popped$q;
    reg  r_popped$clock;
    reg  [4:0] r_fill$d;
    wire  [4:0] r_fill$q;
    reg  r_fill$clock;

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
    metaroce_recv_table__slot2$r_tail r_tail(
        .d(r_tail$d),
        .q(r_tail$q),
        .clock(r_tail$clock)
    );
    metaroce_recv_table__slot2$r_popped r_popped(
        .d(r_popped$d),
        .q(r_popped$q),
        .clock(r_popped$clock)
    );
    metaroce_recv_table__slot2$r_fill r_fill(
        .d(r_fill$d),
        .q(r_fill$q),
        .clock(r_fill$clock)
    );

    // Update code
    always @(*) begin
        r_bound$clock = clk;
        r_active$clock = clk;
        r_conn$clock = clk;
        r_stream$clock = clk;
        r_tail$clock = clk;
        r_popped$clock = clk;
        r_fill$clock = clk;
        r_bound$d = r_bound$q;
        r_active$d = r_active$q;
        r_conn$d = r_conn$q;
        r_stream$d = r_stream$q;
        r_tail$d = r_tail$q;
        r_popped$d = r_popped$q;
        r_fill$d = r_fill$q;
        if (post) begin
            r_tail$d = r_tail$q + 32'h1;
            r_active$d = 1'b1;
        end
        if (pop) begin
            r_popped$d = r_popped$q + 32'h1;
        end
        if (post & ~pop) begin
            r_fill$d = r_fill$q + 32'h1;
        end
        if (pop & ~post) begin
            r_fill$d = r_fill$q - 32'h1;
        end
        if (bind_valid) begin
            r_bound$d = bind_enable;
            r_active$d = 1'b0;
            r_conn$d = bind_conn;
            r_stream$d = bind_stream;
            r_tail$d = 32'h0;
            r_popped$d = 32'h0;
            r_fill$d = 32'h0;
        end
        bound = r_bound$q;
        active = r_active$q;
        conn = r_conn$q;
        stream = r_stream$q;
        tail = r_tail$q;
        popped = r_popped$q;
        fill = r_fill$q;
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


module metaroce_recv_table__slot2$r_fill(d,q,clock);

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

endmodule // metaroce_recv_table__slot2$r_fill


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


module metaroce_recv_table__slot2$r_tail(d,q,clock);

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

endmodule // metaroce_recv_table__slot2$r_tail


module metaroce_recv_table__slot3(clk,bind_valid,bind_enable,bind_conn,bind_stream,post,pop,bound,active,conn,stream,tail,popped,fill);

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
    output reg  [3:0] tail;
    output reg  [31:0] popped;
    output reg  [4:0] fill;

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
    reg  [3:0] r_tail$d;
    wire  [3:0] r_tail$q;
    reg  r_tail$clock;
    reg  [31:0] r_popped$d;
    wire  [31:0] r_popped$q;
    reg  r_popped$clock;
    reg  [4:0] r_fill$d;
    wire  [4:0] r_fill$q;
    reg  r_fill$clock;

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
    metaroce_recv_table__slot3$r_tail r_tail(
        .d(r_tail$d),
        .q(r_tail$q),
        .clock(r_tail$clock)
    );
    metaroce_recv_table__slot3$r_popped r_popped(
        .d(r_popped$d),
        .q(r_popped$q),
        .clock(r_popped$clock)
    );
    metaroce_recv_table__slot3$r_fill r_fill(
        .d(r_fill$d),
        .q(r_fill$q),
        .clock(r_fill$clock)
    );

    // Update code
    always @(*) begin
        r_bound$clock = clk;
        r_active$clock = clk;
        r_conn$clock = clk;
        r_stream$clock = clk;
        r_tail$clock = clk;
        r_popped$clock = clk;
        r_fill$clock = clk;
        r_bound$d = r_bound$q;
        r_active$d = r_active$q;
        r_conn$d = r_conn$q;
        r_stream$d = r_stream$q;
        r_tail$d = r_tail$q;
        r_popped$d = r_popped$q;
        r_fill$d = r_fill$q;
        if (post) begin
            r_tail$d = r_tail$q + 32'h1;
            r_active$d = 1'b1;
        end
        if (pop) begin
            r_popped$d = r_popped$q + 32'h1;
        end
        if (post & ~pop) begin
            r_fill$d = r_fill$q + 32'h1;
        end
        if (pop & ~post) begin
            r_fill$d = r_fill$q - 32'h1;
        end
        if (bind_valid) begin
            r_bound$d = bind_enable;
            r_active$d = 1'b0;
            r_conn$d = bind_conn;
            r_stream$d = bind_stream;
            r_tail$d = 32'h0;
            r_popped$d = 32'h0;
            r_fill$d = 32'h0;
        end
        bound = r_bound$q;
        active = r_active$q;
        conn = r_conn$q;
        stream = r_stream$q;
        tail = r_tail$q;
        popped = r_popped$q;
        fill = r_fill$q;
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


module metaroce_recv_table__slot3$r_fill(d,q,clock);

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

endmodule // metaroce_recv_table__slot3$r_fill


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


module metaroce_recv_table__slot3$r_tail(d,q,clock);

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

endmodule // metaroce_recv_table__slot3$r_tail


module metaroce_recv_table__slot4(clk,bind_valid,bind_enable,bind_conn,bind_stream,post,pop,bound,active,conn,stream,tail,popped,fill);

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
    output reg  [3:0] tail;
    output reg  [31:0] popped;
    output reg  [4:0] fill;

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
    reg  [3:0] r_tail$d;
    wire  [3:0] r_tail$q;
    reg  r_tail$clock;
    reg  [31:0] r_popped$d;
    wire  [31:0] r_popped$q;
    reg  r_popped$clock;
    reg  [4:0] r_fill$d;
    wire  [4:0] r_fill$q;
    reg  r_fill$clock;

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
    metaroce_recv_table__slot4$r_tail r_tail(
        .d(r_tail$d),
        .q(r_tail$q),
        .clock(r_tail$clock)
    );
    metaroce_recv_table__slot4$r_popped r_popped(
        .d(r_popped$d),
        .q(r_popped$q),
        .clock(r_popped$clock)
    );
    metaroce_recv_table__slot4$r_fill r_fill(
        .d(r_fill$d),
        .q(r_fill$q),
        .clock(r_fill$clock)
    );

    // Update code
    always @(*) begin
        r_bound$clock = clk;
        r_active$clock = clk;
        r_conn$clock = clk;
        r_stream$clock = clk;
        r_tail$clock = clk;
        r_popped$clock = clk;
        r_fill$clock = clk;
        r_bound$d = r_bound$q;
        r_active$d = r_active$q;
        r_conn$d = r_conn$q;
        r_stream$d = r_stream$q;
        r_tail$d = r_tail$q;
        r_popped$d = r_popped$q;
        r_fill$d = r_fill$q;
        if (post) begin
            r_tail$d = r_tail$q + 32'h1;
            r_active$d = 1'b1;
        end
        if (pop) begin
            r_popped$d = r_popped$q + 32'h1;
        end
        if (post & ~pop) begin
            r_fill$d = r_fill$q + 32'h1;
        end
        if (pop & ~post) begin
            r_fill$d = r_fill$q - 32'h1;
        end
        if (bind_valid) begin
            r_bound$d = bind_enable;
            r_active$d = 1'b0;
            r_conn$d = bind_conn;
            r_stream$d = bind_stream;
            r_tail$d = 32'h0;
            r_popped$d = 32'h0;
            r_fill$d = 32'h0;
        end
        bound = r_bound$q;
        active = r_active$q;
        conn = r_conn$q;
        stream = r_stream$q;
        tail = r_tail$q;
        popped = r_popped$q;
        fill = r_fill$q;
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


module metaroce_recv_table__slot4$r_fill(d,q,clock);

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

endmodule // metaroce_recv_table__slot4$r_fill


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


module metaroce_recv_table__slot4$r_tail(d,q,clock);

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

endmodule // metaroce_recv_table__slot4$r_tail


module metaroce_recv_table__slot5(clk,bind_valid,bind_enable,bind_conn,bind_stream,post,pop,bound,active,conn,stream,tail,popped,fill);

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
    output reg  [3:0] tail;
    output reg  [31:0] popped;
    output reg  [4:0] fill;

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
    reg  [3:0] r_tail$d;
    wire  [3:0] r_tail$q;
    reg  r_tail$clock;
    reg  [31:0] r_popped$d;
    wire  [31:0] r_popped$q;
    reg  r_popped$clock;
    reg  [4:0] r_fill$d;
    wire  [4:0] r_fill$q;
    reg  r_fill$clock;

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
    metaroce_recv_table__slot5$r_tail r_tail(
        .d(r_tail$d),
        .q(r_tail$q),
        .clock(r_tail$clock)
    );
    metaroce_recv_table__slot5$r_popped r_popped(
        .d(r_popped$d),
        .q(r_popped$q),
        .clock(r_popped$clock)
    );
    metaroce_recv_table__slot5$r_fill r_fill(
        .d(r_fill$d),
        .q(r_fill$q),
        .clock(r_fill$clock)
    );

    // Update code
    always @(*) begin
        r_bound$clock = clk;
        r_active$clock = clk;
        r_conn$clock = clk;
        r_stream$clock = clk;
        r_tail$clock = clk;
        r_popped$clock = clk;
        r_fill$clock = clk;
        r_bound$d = r_bound$q;
        r_active$d = r_active$q;
        r_conn$d = r_conn$q;
        r_stream$d = r_stream$q;
        r_tail$d = r_tail$q;
        r_popped$d = r_popped$q;
        r_fill$d = r_fill$q;
        if (post) begin
            r_tail$d = r_tail$q + 32'h1;
            r_active$d = 1'b1;
        end
        if (pop) begin
            r_popped$d = r_popped$q + 32'h1;
        end
        if (post & ~pop) begin
            r_fill$d = r_fill$q + 32'h1;
        end
        if (pop & ~post) begin
            r_fill$d = r_fill$q - 32'h1;
        end
        if (bind_valid) begin
            r_bound$d = bind_enable;
            r_active$d = 1'b0;
            r_conn$d = bind_conn;
            r_stream$d = bind_stream;
            r_tail$d = 32'h0;
            r_popped$d = 32'h0;
            r_fill$d = 32'h0;
        end
        bound = r_bound$q;
        active = r_active$q;
        conn = r_conn$q;
        stream = r_stream$q;
        tail = r_tail$q;
        popped = r_popped$q;
        fill = r_fill$q;
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


module metaroce_recv_table__slot5$r_fill(d,q,clock);

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

endmodule // metaroce_recv_table__slot5$r_fill


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


module metaroce_recv_table__slot5$r_tail(d,q,clock);

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

endmodule // metaroce_recv_table__slot5$r_tail


module metaroce_recv_table__slot6(clk,bind_valid,bind_enable,bind_conn,bind_stream,post,pop,bound,active,conn,stream,tail,popped,fill);

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
    output reg  [3:0] tail;
    output reg  [31:0] popped;
    output reg  [4:0] fill;

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
    reg  [3:0] r_tail$d;
    wire  [3:0] r_tail$q;
    reg  r_tail$clock;
    reg  [31:0] r_popped$d;
    wire  [31:0] r_popped$q;
    reg  r_popped$clock;
    reg  [4:0] r_fill$d;
    wire  [4:0] r_fill$q;
    reg  r_fill$clock;

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
    metaroce_recv_table__slot6$r_tail r_tail(
        .d(r_tail$d),
        .q(r_tail$q),
        .clock(r_tail$clock)
    );
    metaroce_recv_table__slot6$r_popped r_popped(
        .d(r_popped$d),
        .q(r_popped$q),
        .clock(r_popped$clock)
    );
    metaroce_recv_table__slot6$r_fill r_fill(
        .d(r_fill$d),
        .q(r_fill$q),
        .clock(r_fill$clock)
    );

    // Update code
    always @(*) begin
        r_bound$clock = clk;
        r_active$clock = clk;
        r_conn$clock = clk;
        r_stream$clock = clk;
        r_tail$clock = clk;
        r_popped$clock = clk;
        r_fill$clock = clk;
        r_bound$d = r_bound$q;
        r_active$d = r_active$q;
        r_conn$d = r_conn$q;
        r_stream$d = r_stream$q;
        r_tail$d = r_tail$q;
        r_popped$d = r_popped$q;
        r_fill$d = r_fill$q;
        if (post) begin
            r_tail$d = r_tail$q + 32'h1;
            r_active$d = 1'b1;
        end
        if (pop) begin
            r_popped$d = r_popped$q + 32'h1;
        end
        if (post & ~pop) begin
            r_fill$d = r_fill$q + 32'h1;
        end
        if (pop & ~post) begin
            r_fill$d = r_fill$q - 32'h1;
        end
        if (bind_valid) begin
            r_bound$d = bind_enable;
            r_active$d = 1'b0;
            r_conn$d = bind_conn;
            r_stream$d = bind_stream;
            r_tail$d = 32'h0;
            r_popped$d = 32'h0;
            r_fill$d = 32'h0;
        end
        bound = r_bound$q;
        active = r_active$q;
        conn = r_conn$q;
        stream = r_stream$q;
        tail = r_tail$q;
        popped = r_popped$q;
        fill = r_fill$q;
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


module metaroce_recv_table__slot6$r_fill(d,q,clock);

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

endmodule // metaroce_recv_table__slot6$r_fill


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


module metaroce_recv_table__slot6$r_tail(d,q,clock);

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

endmodule // metaroce_recv_table__slot6$r_tail


module metaroce_recv_table__slot7(clk,bind_valid,bind_enable,bind_conn,bind_stream,post,pop,bound,active,conn,stream,tail,popped,fill);

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
    output reg  [3:0] tail;
    output reg  [31:0] popped;
    output reg  [4:0] fill;

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
    reg  [3:0] r_tail$d;
    wire  [3:0] r_tail$q;
    reg  r_tail$clock;
    reg  [31:0] r_popped$d;
    wire  [31:0] r_popped$q;
    reg  r_popped$clock;
    reg  [4:0] r_fill$d;
    wire  [4:0] r_fill$q;
    reg  r_fill$clock;

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
    metaroce_recv_table__slot7$r_tail r_tail(
        .d(r_tail$d),
        .q(r_tail$q),
        .clock(r_tail$clock)
    );
    metaroce_recv_table__slot7$r_popped r_popped(
        .d(r_popped$d),
        .q(r_popped$q),
        .clock(r_popped$clock)
    );
    metaroce_recv_table__slot7$r_fill r_fill(
        .d(r_fill$d),
        .q(r_fill$q),
        .clock(r_fill$clock)
    );

    // Update code
    always @(*) begin
        r_bound$clock = clk;
        r_active$clock = clk;
        r_conn$clock = clk;
        r_stream$clock = clk;
        r_tail$clock = clk;
        r_popped$clock = clk;
        r_fill$clock = clk;
        r_bound$d = r_bound$q;
        r_active$d = r_active$q;
        r_conn$d = r_conn$q;
        r_stream$d = r_stream$q;
        r_tail$d = r_tail$q;
        r_popped$d = r_popped$q;
        r_fill$d = r_fill$q;
        if (post) begin
            r_tail$d = r_tail$q + 32'h1;
            r_active$d = 1'b1;
        end
        if (pop) begin
            r_popped$d = r_popped$q + 32'h1;
        end
        if (post & ~pop) begin
            r_fill$d = r_fill$q + 32'h1;
        end
        if (pop & ~post) begin
            r_fill$d = r_fill$q - 32'h1;
        end
        if (bind_valid) begin
            r_bound$d = bind_enable;
            r_active$d = 1'b0;
            r_conn$d = bind_conn;
            r_stream$d = bind_stream;
            r_tail$d = 32'h0;
            r_popped$d = 32'h0;
            r_fill$d = 32'h0;
        end
        bound = r_bound$q;
        active = r_active$q;
        conn = r_conn$q;
        stream = r_stream$q;
        tail = r_tail$q;
        popped = r_popped$q;
        fill = r_fill$q;
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


module metaroce_recv_table__slot7$r_fill(d,q,clock);

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

endmodule // metaroce_recv_table__slot7$r_fill


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


module metaroce_recv_table__slot7$r_tail(d,q,clock);

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

endmodule // metaroce_recv_table__slot7$r_tail


module metaroce_recv_table__slot8(clk,bind_valid,bind_enable,bind_conn,bind_stream,post,pop,bound,active,conn,stream,tail,popped,fill);

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
    output reg  [3:0] tail;
    output reg  [31:0] popped;
    output reg  [4:0] fill;

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
    reg  [3:0] r_tail$d;
    wire  [3:0] r_tail$q;
    reg  r_tail$clock;
    reg  [31:0] r_popped$d;
    wire  [31:0] r_popped$q;
    reg  r_popped$clock;
    reg  [4:0] r_fill$d;
    wire  [4:0] r_fill$q;
    reg  r_fill$clock;

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
    metaroce_recv_table__slot8$r_tail r_tail(
        .d(r_tail$d),
        .q(r_tail$q),
        .clock(r_tail$clock)
    );
    metaroce_recv_table__slot8$r_popped r_popped(
        .d(r_popped$d),
        .q(r_popped$q),
        .clock(r_popped$clock)
    );
    metaroce_recv_table__slot8$r_fill r_fill(
        .d(r_fill$d),
        .q(r_fill$q),
        .clock(r_fill$clock)
    );

    // Update code
    always @(*) begin
        r_bound$clock = clk;
        r_active$clock = clk;
        r_conn$clock = clk;
        r_stream$clock = clk;
        r_tail$clock = clk;
        r_popped$clock = clk;
        r_fill$clock = clk;
        r_bound$d = r_bound$q;
        r_active$d = r_active$q;
        r_conn$d = r_conn$q;
        r_stream$d = r_stream$q;
        r_tail$d = r_tail$q;
        r_popped$d = r_popped$q;
        r_fill$d = r_fill$q;
        if (post) begin
            r_tail$d = r_tail$q + 32'h1;
            r_active$d = 1'b1;
        end
        if (pop) begin
            r_popped$d = r_popped$q + 32'h1;
        end
        if (post & ~pop) begin
            r_fill$d = r_fill$q + 32'h1;
        end
        if (pop & ~post) begin
            r_fill$d = r_fill$q - 32'h1;
        end
        if (bind_valid) begin
            r_bound$d = bind_enable;
            r_active$d = 1'b0;
            r_conn$d = bind_conn;
            r_stream$d = bind_stream;
            r_tail$d = 32'h0;
            r_popped$d = 32'h0;
            r_fill$d = 32'h0;
        end
        bound = r_bound$q;
        active = r_active$q;
        conn = r_conn$q;
        stream = r_stream$q;
        tail = r_tail$q;
        popped = r_popped$q;
        fill = r_fill$q;
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


module metaroce_recv_table__slot8$r_fill(d,q,clock);

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

endmodule // metaroce_recv_table__slot8$r_fill


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


module metaroce_recv_table__slot8$r_tail(d,q,clock);

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

endmodule // metaroce_recv_table__slot8$r_tail


module metaroce_recv_table__slot9(clk,bind_valid,bind_enable,bind_conn,bind_stream,post,pop,bound,active,conn,stream,tail,popped,fill);

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
    output reg  [3:0] tail;
    output reg  [31:0] popped;
    output reg  [4:0] fill;

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
    reg  [3:0] r_tail$d;
    wire  [3:0] r_tail$q;
    reg  r_tail$clock;
    reg  [31:0] r_popped$d;
    wire  [31:0] r_popped$q;
    reg  r_popped$clock;
    reg  [4:0] r_fill$d;
    wire  [4:0] r_fill$q;
    reg  r_fill$clock;

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
    metaroce_recv_table__slot9$r_tail r_tail(
        .d(r_tail$d),
        .q(r_tail$q),
        .clock(r_tail$clock)
    );
    metaroce_recv_table__slot9$r_popped r_popped(
        .d(r_popped$d),
        .q(r_popped$q),
        .clock(r_popped$clock)
    );
    metaroce_recv_table__slot9$r_fill r_fill(
        .d(r_fill$d),
        .q(r_fill$q),
        .clock(r_fill$clock)
    );

    // Update code
    always @(*) begin
        r_bound$clock = clk;
        r_active$clock = clk;
        r_conn$clock = clk;
        r_stream$clock = clk;
        r_tail$clock = clk;
        r_popped$clock = clk;
        r_fill$clock = clk;
        r_bound$d = r_bound$q;
        r_active$d = r_active$q;
        r_conn$d = r_conn$q;
        r_stream$d = r_stream$q;
        r_tail$d = r_tail$q;
        r_popped$d = r_popped$q;
        r_fill$d = r_fill$q;
        if (post) begin
            r_tail$d = r_tail$q + 32'h1;
            r_active$d = 1'b1;
        end
        if (pop) begin
            r_popped$d = r_popped$q + 32'h1;
        end
        if (post & ~pop) begin
            r_fill$d = r_fill$q + 32'h1;
        end
        if (pop & ~post) begin
            r_fill$d = r_fill$q - 32'h1;
        end
        if (bind_valid) begin
            r_bound$d = bind_enable;
            r_active$d = 1'b0;
            r_conn$d = bind_conn;
            r_stream$d = bind_stream;
            r_tail$d = 32'h0;
            r_popped$d = 32'h0;
            r_fill$d = 32'h0;
        end
        bound = r_bound$q;
        active = r_active$q;
        conn = r_conn$q;
        stream = r_stream$q;
        tail = r_tail$q;
        popped = r_popped$q;
        fill = r_fill$q;
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


module metaroce_recv_table__slot9$r_fill(d,q,clock);

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

endmodule // metaroce_recv_table__slot9$r_fill


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


module metaroce_recv_table__slot9$r_tail(d,q,clock);

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

endmodule // metaroce_recv_table__slot9$r_tail


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


module metaroce_recv_table__u1_done_fwd(d,q,clock);

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

endmodule // metaroce_recv_table__u1_done_fwd


module metaroce_recv_table__u1_done_row(d,q,clock);

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

endmodule // metaroce_recv_table__u1_done_row


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


module metaroce_recv_table__u1_fill(d,q,clock);

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

endmodule // metaroce_recv_table__u1_fill


module metaroce_recv_table__u1_fwd2(d,q,clock);

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

endmodule // metaroce_recv_table__u1_fwd2


module metaroce_recv_table__u1_fwd3(d,q,clock);

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

endmodule // metaroce_recv_table__u1_fwd3


module metaroce_recv_table__u1_fwd4(d,q,clock);

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

endmodule // metaroce_recv_table__u1_fwd4


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


module metaroce_recv_table__u1_part(d,q,clock);

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

endmodule // metaroce_recv_table__u1_part


module metaroce_recv_table__u1_pop(d,q,clock);

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

endmodule // metaroce_recv_table__u1_pop


module metaroce_recv_table__u1_pos_oh(d,q,clock);

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

endmodule // metaroce_recv_table__u1_pos_oh


module metaroce_recv_table__u1_q(d,q,clock);

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

endmodule // metaroce_recv_table__u1_q


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


module metaroce_recv_table__u1_row4(d,q,clock);

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

endmodule // metaroce_recv_table__u1_row4


module metaroce_recv_table__u1_segment(d,q,clock);

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

endmodule // metaroce_recv_table__u1_segment


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


module metaroce_recv_table__u1_started_row(d,q,clock);

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

endmodule // metaroce_recv_table__u1_started_row


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


module metaroce_recv_table__u1_whole(d,q,clock);

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

endmodule // metaroce_recv_table__u1_whole


module metaroce_recv_table__u2_alt(d,q,clock);

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

endmodule // metaroce_recv_table__u2_alt


module metaroce_recv_table__u2_dist(d,q,clock);

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

endmodule // metaroce_recv_table__u2_dist


module metaroce_recv_table__u2_done(d,q,clock);

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

endmodule // metaroce_recv_table__u2_done


module metaroce_recv_table__u2_entry(d,q,clock);

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

endmodule // metaroce_recv_table__u2_entry


module metaroce_recv_table__u2_fwd2(d,q,clock);

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

endmodule // metaroce_recv_table__u2_fwd2


module metaroce_recv_table__u2_in_ring(d,q,clock);

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

endmodule // metaroce_recv_table__u2_in_ring


module metaroce_recv_table__u2_msg_len(d,q,clock);

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

endmodule // metaroce_recv_table__u2_msg_len


module metaroce_recv_table__u2_pop(d,q,clock);

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

endmodule // metaroce_recv_table__u2_pop


module metaroce_recv_table__u2_ram(d,q,clock);

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

endmodule // metaroce_recv_table__u2_ram


module metaroce_recv_table__u2_refused(d,q,clock);

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

endmodule // metaroce_recv_table__u2_refused


module metaroce_recv_table__u2_segment(d,q,clock);

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

endmodule // metaroce_recv_table__u2_segment


module metaroce_recv_table__u2_segments(d,q,clock);

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

endmodule // metaroce_recv_table__u2_segments


module metaroce_recv_table__u2_segments_ok(d,q,clock);

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

endmodule // metaroce_recv_table__u2_segments_ok


module metaroce_recv_table__u2_slot(d,q,clock);

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

endmodule // metaroce_recv_table__u2_slot


module metaroce_recv_table__u2_started(d,q,clock);

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

endmodule // metaroce_recv_table__u2_started


module metaroce_recv_table__u2_use_alt(d,q,clock);

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

endmodule // metaroce_recv_table__u2_use_alt


module metaroce_recv_table__u2_valid(d,q,clock);

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

endmodule // metaroce_recv_table__u2_valid


module metaroce_recv_table__u3_bit(d,q,clock);

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

endmodule // metaroce_recv_table__u3_bit


module metaroce_recv_table__u3_dist(d,q,clock);

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

endmodule // metaroce_recv_table__u3_dist


module metaroce_recv_table__u3_done(d,q,clock);

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

endmodule // metaroce_recv_table__u3_done


module metaroce_recv_table__u3_entry(d,q,clock);

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

endmodule // metaroce_recv_table__u3_entry


module metaroce_recv_table__u3_fwd_p(d,q,clock);

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

endmodule // metaroce_recv_table__u3_fwd_p


module metaroce_recv_table__u3_issued(d,q,clock);

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

endmodule // metaroce_recv_table__u3_issued


module metaroce_recv_table__u3_live(d,q,clock);

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

endmodule // metaroce_recv_table__u3_live


module metaroce_recv_table__u3_live_ok(d,q,clock);

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

endmodule // metaroce_recv_table__u3_live_ok


module metaroce_recv_table__u3_live_refused(d,q,clock);

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

endmodule // metaroce_recv_table__u3_live_refused


module metaroce_recv_table__u3_msg_len(d,q,clock);

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

endmodule // metaroce_recv_table__u3_msg_len


module metaroce_recv_table__u3_pop(d,q,clock);

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

endmodule // metaroce_recv_table__u3_pop


module metaroce_recv_table__u3_refused(d,q,clock);

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

endmodule // metaroce_recv_table__u3_refused


module metaroce_recv_table__u3_row(d,q,clock);

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

endmodule // metaroce_recv_table__u3_row


module metaroce_recv_table__u3_s1_last(d,q,clock);

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

endmodule // metaroce_recv_table__u3_s1_last


module metaroce_recv_table__u3_s1_lt(d,q,clock);

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

endmodule // metaroce_recv_table__u3_s1_lt


module metaroce_recv_table__u3_s1_match(d,q,clock);

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

endmodule // metaroce_recv_table__u3_s1_match


module metaroce_recv_table__u3_s2_lt(d,q,clock);

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

endmodule // metaroce_recv_table__u3_s2_lt


module metaroce_recv_table__u3_s2_match(d,q,clock);

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

endmodule // metaroce_recv_table__u3_s2_match


module metaroce_recv_table__u3_s2a_last(d,q,clock);

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

endmodule // metaroce_recv_table__u3_s2a_last


module metaroce_recv_table__u3_s2b_last(d,q,clock);

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

endmodule // metaroce_recv_table__u3_s2b_last


module metaroce_recv_table__u3_same_seg(d,q,clock);

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

endmodule // metaroce_recv_table__u3_same_seg


module metaroce_recv_table__u3_segment(d,q,clock);

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

endmodule // metaroce_recv_table__u3_segment


module metaroce_recv_table__u3_segments(d,q,clock);

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

endmodule // metaroce_recv_table__u3_segments


module metaroce_recv_table__u3_slot(d,q,clock);

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

endmodule // metaroce_recv_table__u3_slot


module metaroce_recv_table__u3_started(d,q,clock);

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

endmodule // metaroce_recv_table__u3_started


module metaroce_recv_table__u3_valid(d,q,clock);

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

endmodule // metaroce_recv_table__u3_valid


module metaroce_recv_table__u3_wrote_n(d,q,clock);

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

endmodule // metaroce_recv_table__u3_wrote_n


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


module metaroce_recv_table__w_len(d,q,clock);

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

endmodule // metaroce_recv_table__w_len


module metaroce_recv_table__w_len_limit(d,q,clock);

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

endmodule // metaroce_recv_table__w_len_limit


module metaroce_recv_table__w_len_mask(d,q,clock);

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

endmodule // metaroce_recv_table__w_len_mask


module metaroce_recv_table__w_len_ok(d,q,clock);

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

endmodule // metaroce_recv_table__w_len_ok


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
