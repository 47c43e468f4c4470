// SPDX-License-Identifier: MIT OR Apache-2.0
// Generated from hdl/src/sack/ring.rs by `cargo run -p metaroce-hdl --bin emit-verilog`.
// Do not edit: change the Rust-HDL source and regenerate.
// Language: Verilog 2001

`resetall
`timescale 1ns / 1ps
`default_nettype none


module metaroce_sack_ring_unit(clk,rst,s_update_due,s_update_valid,s_update_window,s_update_window_tests,s_update_psn,s_update_ce,s_update_timestamp,s_update_ack_req,s_update_placed,m_update_refused,ack_every,s_cmd_valid,s_cmd_ready,s_cmd_op,s_cmd_window,s_cmd_window_tests,s_cmd_base,m_result_valid,m_result_window,m_result_class,m_result_new_hole,m_result_base,m_result_bitmap,m_result_ce_count,m_result_ack,m_result_since_ack,m_result_echo_timestamp);

    // Module arguments
    input wire  clk;
    input wire  rst;
    input wire  s_update_due;
    input wire  s_update_valid;
    input wire  [5:0] s_update_window;
    input wire  [5:0] s_update_window_tests;
    input wire  [31:0] s_update_psn;
    input wire  s_update_ce;
    input wire  [63:0] s_update_timestamp;
    input wire  s_update_ack_req;
    input wire  s_update_placed;
    output reg  m_update_refused;
    input wire  [15:0] ack_every;
    input wire  s_cmd_valid;
    output reg  s_cmd_ready;
    input wire  s_cmd_op;
    input wire  [5:0] s_cmd_window;
    input wire  [5:0] s_cmd_window_tests;
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
    wire  [1167:0] windows$read_data;
    reg  [5:0] windows$write_address;
    reg  windows$write_clock;
    reg  [1167:0] windows$write_data;
    reg  windows$write_enable;
    reg  refused$d;
    wire  refused$q;
    reg  refused$clock;
    reg  a_update$d;
    wire  a_update$q;
    reg  a_update$clock;
    reg  a_cmd$d;
    wire  a_cmd$q;
    reg  a_cmd$clock;
    reg  a_op$d;
    wire  a_op$q;
    reg  a_op$clock;
    reg  [5:0] a_window$d;
    wire  [5:0] a_window$q;
    reg  a_window$clock;
    reg  [31:0] a_psn$d;
    wire  [31:0] a_psn$q;
    reg  a_psn$clock;
    reg  [31:0] a_psn_start$d;
    wire  [31:0] a_psn_start$q;
    reg  a_psn_start$clock;
    reg  [31:0] a_start_gap$d;
    wire  [31:0] a_start_gap$q;
    reg  a_start_gap$clock;
    reg  [31:0] a_low_oh$d;
    wire  [31:0] a_low_oh$q;
    reg  a_low_oh$clock;
    reg  [31:0] a_high_oh$d;
    wire  [31:0] a_high_oh$q;
    reg  a_high_oh$clock;
    reg  [63:0] a_notail_a$d;
    wire  [63:0] a_notail_a$q;
    reg  a_notail_a$clock;
    reg  [63:0] a_notail_b$d;
    wire  [63:0] a_notail_b$q;
    reg  a_notail_b$clock;
    reg  [15:0] a_slot_a_oh$d;
    wire  [15:0] a_slot_a_oh$q;
    reg  a_slot_a_oh$clock;
    reg  [15:0] a_slot_b_oh$d;
    wire  [15:0] a_slot_b_oh$q;
    reg  a_slot_b_oh$clock;
    reg  a_ce$d;
    wire  a_ce$q;
    reg  a_ce$clock;
    reg  [63:0] a_timestamp$d;
    wire  [63:0] a_timestamp$q;
    reg  a_timestamp$clock;
    reg  a_ack_req$d;
    wire  a_ack_req$q;
    reg  a_ack_req$clock;
    reg  a_placed$d;
    wire  a_placed$q;
    reg  a_placed$clock;
    reg  a_same_b$d;
    wire  a_same_b$q;
    reg  a_same_b$clock;
    reg  b_busy$d;
    wire  b_busy$q;
    reg  b_busy$clock;
    reg  p_busy$d;
    wire  p_busy$q;
    reg  p_busy$clock;
    reg  c_busy$d;
    wire  c_busy$q;
    reg  c_busy$clock;
    reg  a_two_gate$d;
    wire  [16:0] a_two_gate$q;
    reg  a_two_gate$clock;
    reg  a_same_p$d;
    wire  a_same_p$q;
    reg  a_same_p$clock;
    reg  a_ahead_takes_w$d;
    wire  a_ahead_takes_w$q;
    reg  a_ahead_takes_w$clock;
    reg  a_take_p$d;
    wire  [16:0] a_take_p$q;
    reg  a_take_p$clock;
    reg  a_take_ram$d;
    wire  [20:0] a_take_ram$q;
    reg  a_take_ram$clock;
    reg  b_update$d;
    wire  b_update$q;
    reg  b_update$clock;
    reg  b_cmd$d;
    wire  b_cmd$q;
    reg  b_cmd$clock;
    reg  b_op$d;
    wire  b_op$q;
    reg  b_op$clock;
    reg  [5:0] b_window$d;
    wire  [5:0] b_window$q;
    reg  b_window$clock;
    reg  [31:0] b_psn$d;
    wire  [31:0] b_psn$q;
    reg  b_psn$clock;
    reg  [1:0] b_start_class$d;
    wire  [1:0] b_start_class$q;
    reg  b_start_class$clock;
    reg  b_start_hole$d;
    wire  b_start_hole$q;
    reg  b_start_hole$clock;
    reg  [31:0] b_psn_m1$d;
    wire  [31:0] b_psn_m1$q;
    reg  b_psn_m1$clock;
    reg  [1023:0] b_onehot$d;
    wire  [1023:0] b_onehot$q;
    reg  b_onehot$clock;
    reg  b_ce$d;
    wire  b_ce$q;
    reg  b_ce$clock;
    reg  [63:0] b_timestamp$d;
    wire  [63:0] b_timestamp$q;
    reg  b_timestamp$clock;
    reg  b_ack_req$d;
    wire  b_ack_req$q;
    reg  b_ack_req$clock;
    reg  b_placed$d;
    wire  b_placed$q;
    reg  b_placed$clock;
    reg  [1167:0] b_word$d;
    wire  [1167:0] b_word$q;
    reg  b_word$clock;
    reg  b_same2$d;
    wire  b_same2$q;
    reg  b_same2$clock;
    reg  b_sel_w$d;
    wire  [65:0] b_sel_w$q;
    reg  b_sel_w$clock;
    reg  b_start$d;
    wire  [16:0] b_start$q;
    reg  b_start$clock;
    reg  [25:0] b_psn_m_hi$d;
    wire  [25:0] b_psn_m_hi$q;
    reg  b_psn_m_hi$clock;
    reg  b_psn_lo_any$d;
    wire  b_psn_lo_any$q;
    reg  b_psn_lo_any$clock;
    reg  [25:0] b_low_hi$d;
    wire  [25:0] b_low_hi$q;
    reg  b_low_hi$clock;
    reg  [3:0] b_end_slot_a$d;
    wire  [3:0] b_end_slot_a$q;
    reg  b_end_slot_a$clock;
    reg  [1023:0] b_mask_a$d;
    wire  [1023:0] b_mask_a$q;
    reg  b_mask_a$clock;
    reg  [1023:0] b_mask_b$d;
    wire  [1023:0] b_mask_b$q;
    reg  b_mask_b$clock;
    reg  [63:0] b_fresh_block$d;
    wire  [63:0] b_fresh_block$q;
    reg  b_fresh_block$clock;
    reg  [15:0] b_blk$d;
    wire  [15:0] b_blk$q;
    reg  b_blk$clock;
    reg  b_psn_eq2$d;
    wire  b_psn_eq2$q;
    reg  b_psn_eq2$clock;
    reg  p_update$d;
    wire  p_update$q;
    reg  p_update$clock;
    reg  p_cmd$d;
    wire  p_cmd$q;
    reg  p_cmd$clock;
    reg  p_op$d;
    wire  p_op$q;
    reg  p_op$clock;
    reg  [5:0] p_window$d;
    wire  [5:0] p_window$q;
    reg  p_window$clock;
    reg  [31:0] p_psn$d;
    wire  [31:0] p_psn$q;
    reg  p_psn$clock;
    reg  [1023:0] p_onehot$d;
    wire  [1023:0] p_onehot$q;
    reg  p_onehot$clock;
    reg  p_ce$d;
    wire  p_ce$q;
    reg  p_ce$clock;
    reg  [63:0] p_timestamp$d;
    wire  [63:0] p_timestamp$q;
    reg  p_timestamp$clock;
    reg  p_ack_req$d;
    wire  p_ack_req$q;
    reg  p_ack_req$clock;
    reg  p_placed$d;
    wire  p_placed$q;
    reg  p_placed$clock;
    reg  [1167:0] p_word$d;
    wire  [1167:0] p_word$q;
    reg  p_word$clock;
    reg  p_pick_p$d;
    wire  [16:0] p_pick_p$q;
    reg  p_pick_p$clock;
    reg  p_same1$d;
    wire  p_same1$q;
    reg  p_same1$clock;
    reg  p_same2$d;
    wire  p_same2$q;
    reg  p_same2$clock;
    reg  p_after_start$d;
    wire  p_after_start$q;
    reg  p_after_start$clock;
    reg  [5:0] p_flags_w$d;
    wire  [5:0] p_flags_w$q;
    reg  p_flags_w$clock;
    reg  [5:0] p_flags_b$d;
    wire  [5:0] p_flags_b$q;
    reg  p_flags_b$clock;
    reg  p_sel_w$d;
    wire  p_sel_w$q;
    reg  p_sel_w$clock;
    reg  [15:0] p_low_full0$d;
    wire  [15:0] p_low_full0$q;
    reg  p_low_full0$clock;
    reg  [15:0] p_low_full1$d;
    wire  [15:0] p_low_full1$q;
    reg  p_low_full1$clock;
    reg  [15:0] p_pre_a$d;
    wire  [15:0] p_pre_a$q;
    reg  p_pre_a$clock;
    reg  [15:0] p_pre_b$d;
    wire  [15:0] p_pre_b$q;
    reg  p_pre_b$clock;
    reg  [15:0] p_bit$d;
    wire  [15:0] p_bit$q;
    reg  p_bit$clock;
    reg  [15:0] p_bit_m1$d;
    wire  [15:0] p_bit_m1$q;
    reg  p_bit_m1$clock;
    reg  [1:0] p_start_class$d;
    wire  [1:0] p_start_class$q;
    reg  p_start_class$clock;
    reg  p_start_hole$d;
    wire  p_start_hole$q;
    reg  p_start_hole$clock;
    reg  c_update$d;
    wire  c_update$q;
    reg  c_update$clock;
    reg  c_cmd$d;
    wire  c_cmd$q;
    reg  c_cmd$clock;
    reg  c_op$d;
    wire  c_op$q;
    reg  c_op$clock;
    reg  [5:0] c_window$d;
    wire  [5:0] c_window$q;
    reg  c_window$clock;
    reg  [31:0] c_psn$d;
    wire  [31:0] c_psn$q;
    reg  c_psn$clock;
    reg  [1023:0] c_onehot$d;
    wire  [1023:0] c_onehot$q;
    reg  c_onehot$clock;
    reg  c_ce$d;
    wire  c_ce$q;
    reg  c_ce$clock;
    reg  [63:0] c_timestamp$d;
    wire  [63:0] c_timestamp$q;
    reg  c_timestamp$clock;
    reg  c_urgent$d;
    wire  c_urgent$q;
    reg  c_urgent$clock;
    reg  [1167:0] c_word$d;
    wire  [1167:0] c_word$q;
    reg  c_word$clock;
    reg  c_take_w$d;
    wire  [16:0] c_take_w$q;
    reg  c_take_w$clock;
    reg  [15:0] c_lowoh$d;
    wire  [15:0] c_lowoh$q;
    reg  c_lowoh$clock;
    reg  c_isnew0$d;
    wire  [20:0] c_isnew0$q;
    reg  c_isnew0$clock;
    reg  [15:0] c_two_blk$d;
    wire  [15:0] c_two_blk$q;
    reg  c_two_blk$clock;
    reg  c_two$d;
    wire  c_two$q;
    reg  c_two$clock;
    reg  [1:0] c_class0$d;
    wire  [1:0] c_class0$q;
    reg  c_class0$clock;
    reg  c_hole0$d;
    wire  c_hole0$q;
    reg  c_hole0$clock;
    reg  c_full0$d;
    wire  [16:0] c_full0$q;
    reg  c_full0$clock;
    reg  c_reach_k$d;
    wire  c_reach_k$q;
    reg  c_reach_k$clock;
    reg  [15:0] k_minus_1$d;
    wire  [15:0] k_minus_1$q;
    reg  k_minus_1$clock;
    reg  w_valid$d;
    wire  w_valid$q;
    reg  w_valid$clock;
    reg  w_update$d;
    wire  w_update$q;
    reg  w_update$clock;
    reg  [5:0] w_window$d;
    wire  [5:0] w_window$q;
    reg  w_window$clock;
    reg  w_new$d;
    wire  w_new$q;
    reg  w_new$clock;
    reg  w_advanced$d;
    wire  w_advanced$q;
    reg  w_advanced$clock;
    reg  [15:0] w_lowoh$d;
    wire  [15:0] w_lowoh$q;
    reg  w_lowoh$clock;
    reg  [1167:0] w_word$d;
    wire  [1167:0] w_word$q;
    reg  w_word$clock;
    reg  [25:0] w_low_hi$d;
    wire  [25:0] w_low_hi$q;
    reg  w_low_hi$clock;
    reg  [1023:0] w_ring_tests$d;
    wire  [1023:0] w_ring_tests$q;
    reg  w_ring_tests$clock;
    reg  [31:0] decode_update$psn;
    reg  [31:0] decode_update$ahead_psn;
    wire  [31:0] decode_update$start_gap;
    wire  [31:0] decode_update$low_oh;
    wire  [31:0] decode_update$high_oh;
    wire  [15:0] decode_update$slot_a_oh;
    wire  [63:0] decode_update$notail_a;
    wire  [15:0] decode_update$slot_b_oh;
    wire  [63:0] decode_update$notail_b;
    reg  [31:0] decode_cmd$psn;
    reg  [31:0] decode_cmd$ahead_psn;
    wire  [31:0] decode_cmd$start_gap;
    wire  [31:0] decode_cmd$low_oh;
    wire  [31:0] decode_cmd$high_oh;
    wire  [15:0] decode_cmd$slot_a_oh;
    wire  [63:0] decode_cmd$notail_a;
    wire  [15:0] decode_cmd$slot_b_oh;
    wire  [63:0] decode_cmd$notail_b;
    reg  [25:0] low_tests_w$psn_hi;
    reg  [25:0] low_tests_w$low_hi;
    wire  low_tests_w$in_ring;
    wire  low_tests_w$near;
    wire  low_tests_w$at_low;
    reg  [25:0] low_tests_b$psn_hi;
    reg  [25:0] low_tests_b$low_hi;
    wire  low_tests_b$in_ring;
    wire  low_tests_b$near;
    wire  low_tests_b$at_low;
    reg  [1:0] w_class$d;
    wire  [1:0] w_class$q;
    reg  w_class$clock;
    reg  w_hole$d;
    wire  w_hole$q;
    reg  w_hole$clock;
    reg  [1:0] w_ack$d;
    wire  [1:0] w_ack$q;
    reg  w_ack$clock;
    reg  r1_valid$d;
    wire  r1_valid$q;
    reg  r1_valid$clock;
    reg  [5:0] r1_window$d;
    wire  [5:0] r1_window$q;
    reg  r1_window$clock;
    reg  [1:0] r1_class$d;
    wire  [1:0] r1_class$q;
    reg  r1_class$clock;
    reg  r1_hole$d;
    wire  r1_hole$q;
    reg  r1_hole$clock;
    reg  [1:0] r1_ack$d;
    wire  [1:0] r1_ack$q;
    reg  r1_ack$clock;
    reg  [1167:0] r1_word$d;
    wire  [1167:0] r1_word$q;
    reg  r1_word$clock;
    reg  [15:0] r1_full$d;
    wire  [15:0] r1_full$q;
    reg  r1_full$clock;
    reg  [15:0] r1_open_high$d;
    wire  [15:0] r1_open_high$q;
    reg  r1_open_high$clock;
    reg  r2_valid$d;
    wire  r2_valid$q;
    reg  r2_valid$clock;
    reg  [5:0] r2_window$d;
    wire  [5:0] r2_window$q;
    reg  r2_window$clock;
    reg  [1:0] r2_class$d;
    wire  [1:0] r2_class$q;
    reg  r2_class$clock;
    reg  r2_hole$d;
    wire  r2_hole$q;
    reg  r2_hole$clock;
    reg  [1:0] r2_ack$d;
    wire  [1:0] r2_ack$q;
    reg  r2_ack$clock;
    reg  [1167:0] r2_word$d;
    wire  [1167:0] r2_word$q;
    reg  r2_word$clock;
    reg  [3:0] r2_slot$d;
    wire  [3:0] r2_slot$q;
    reg  r2_slot$clock;
    reg  r2_wrap$d;
    wire  r2_wrap$q;
    reg  r2_wrap$clock;
    reg  r3_valid$d;
    wire  r3_valid$q;
    reg  r3_valid$clock;
    reg  [5:0] r3_window$d;
    wire  [5:0] r3_window$q;
    reg  r3_window$clock;
    reg  [1:0] r3_class$d;
    wire  [1:0] r3_class$q;
    reg  r3_class$clock;
    reg  r3_hole$d;
    wire  r3_hole$q;
    reg  r3_hole$clock;
    reg  [1:0] r3_ack$d;
    wire  [1:0] r3_ack$q;
    reg  r3_ack$clock;
    reg  [31:0] r3_ce_count$d;
    wire  [31:0] r3_ce_count$q;
    reg  r3_ce_count$clock;
    reg  [15:0] r3_since_ack$d;
    wire  [15:0] r3_since_ack$q;
    reg  r3_since_ack$clock;
    reg  [63:0] r3_echo_timestamp$d;
    wire  [63:0] r3_echo_timestamp$q;
    reg  r3_echo_timestamp$clock;
    reg  [31:0] r3_block_base$d;
    wire  [31:0] r3_block_base$q;
    reg  r3_block_base$clock;
    reg  [511:0] r3_half$d;
    wire  [511:0] r3_half$q;
    reg  r3_half$clock;
    reg  r2_quarter_hi$d;
    wire  [7:0] r2_quarter_hi$q;
    reg  r2_quarter_hi$clock;
    reg  r2_quarter_lo$d;
    wire  [7:0] r2_quarter_lo$q;
    reg  r2_quarter_lo$clock;
    reg  r3_block_hi$d;
    wire  [4:0] r3_block_hi$q;
    reg  r3_block_hi$clock;
    reg  r3_block_lo$d;
    wire  [4:0] r3_block_lo$q;
    reg  r3_block_lo$clock;
    reg  r5_group_hi$d;
    wire  [4:0] r5_group_hi$q;
    reg  r5_group_hi$clock;
    reg  r5_group_lo$d;
    wire  [4:0] r5_group_lo$q;
    reg  r5_group_lo$clock;
    reg  r6_nibble_hi$d;
    wire  [4:0] r6_nibble_hi$q;
    reg  r6_nibble_hi$clock;
    reg  r6_nibble_lo$d;
    wire  [4:0] r6_nibble_lo$q;
    reg  r6_nibble_lo$clock;
    reg  r7_bit_hi$d;
    wire  [3:0] r7_bit_hi$q;
    reg  r7_bit_hi$clock;
    reg  r7_bit_lo$d;
    wire  [3:0] r7_bit_lo$q;
    reg  r7_bit_lo$clock;
    reg  r4_valid$d;
    wire  r4_valid$q;
    reg  r4_valid$clock;
    reg  [5:0] r4_window$d;
    wire  [5:0] r4_window$q;
    reg  r4_window$clock;
    reg  [1:0] r4_class$d;
    wire  [1:0] r4_class$q;
    reg  r4_class$clock;
    reg  r4_hole$d;
    wire  r4_hole$q;
    reg  r4_hole$clock;
    reg  [1:0] r4_ack$d;
    wire  [1:0] r4_ack$q;
    reg  r4_ack$clock;
    reg  [31:0] r4_ce_count$d;
    wire  [31:0] r4_ce_count$q;
    reg  r4_ce_count$clock;
    reg  [15:0] r4_since_ack$d;
    wire  [15:0] r4_since_ack$q;
    reg  r4_since_ack$clock;
    reg  [63:0] r4_echo_timestamp$d;
    wire  [63:0] r4_echo_timestamp$q;
    reg  r4_echo_timestamp$clock;
    reg  [31:0] r4_block_base$d;
    wire  [31:0] r4_block_base$q;
    reg  r4_block_base$clock;
    reg  [319:0] r4_span$d;
    wire  [319:0] r4_span$q;
    reg  r4_span$clock;
    reg  r5_valid$d;
    wire  r5_valid$q;
    reg  r5_valid$clock;
    reg  [5:0] r5_window$d;
    wire  [5:0] r5_window$q;
    reg  r5_window$clock;
    reg  [1:0] r5_class$d;
    wire  [1:0] r5_class$q;
    reg  r5_class$clock;
    reg  r5_hole$d;
    wire  r5_hole$q;
    reg  r5_hole$clock;
    reg  [1:0] r5_ack$d;
    wire  [1:0] r5_ack$q;
    reg  r5_ack$clock;
    reg  [31:0] r5_ce_count$d;
    wire  [31:0] r5_ce_count$q;
    reg  r5_ce_count$clock;
    reg  [15:0] r5_since_ack$d;
    wire  [15:0] r5_since_ack$q;
    reg  r5_since_ack$clock;
    reg  [63:0] r5_echo_timestamp$d;
    wire  [63:0] r5_echo_timestamp$q;
    reg  r5_echo_timestamp$clock;
    reg  [31:0] r5_block_base$d;
    wire  [31:0] r5_block_base$q;
    reg  r5_block_base$clock;
    reg  [63:0] r5_first_zero$d;
    wire  [63:0] r5_first_zero$q;
    reg  r5_first_zero$clock;
    reg  [1:0] r5_zero_high$d;
    wire  [1:0] r5_zero_high$q;
    reg  r5_zero_high$clock;
    reg  [319:0] r5_span$d;
    wire  [319:0] r5_span$q;
    reg  r5_span$clock;
    reg  r6_valid$d;
    wire  r6_valid$q;
    reg  r6_valid$clock;
    reg  [5:0] r6_window$d;
    wire  [5:0] r6_window$q;
    reg  r6_window$clock;
    reg  [1:0] r6_class$d;
    wire  [1:0] r6_class$q;
    reg  r6_class$clock;
    reg  r6_hole$d;
    wire  r6_hole$q;
    reg  r6_hole$clock;
    reg  [1:0] r6_ack$d;
    wire  [1:0] r6_ack$q;
    reg  r6_ack$clock;
    reg  [31:0] r6_ce_count$d;
    wire  [31:0] r6_ce_count$q;
    reg  r6_ce_count$clock;
    reg  [15:0] r6_since_ack$d;
    wire  [15:0] r6_since_ack$q;
    reg  r6_since_ack$clock;
    reg  [63:0] r6_echo_timestamp$d;
    wire  [63:0] r6_echo_timestamp$q;
    reg  r6_echo_timestamp$clock;
    reg  [31:0] r6_base$d;
    wire  [31:0] r6_base$q;
    reg  r6_base$clock;
    reg  [3:0] r6_zero_low$d;
    wire  [3:0] r6_zero_low$q;
    reg  r6_zero_low$clock;
    reg  [271:0] r6_span$d;
    wire  [271:0] r6_span$q;
    reg  r6_span$clock;
    reg  r7_valid$d;
    wire  r7_valid$q;
    reg  r7_valid$clock;
    reg  [5:0] r7_window$d;
    wire  [5:0] r7_window$q;
    reg  r7_window$clock;
    reg  [1:0] r7_class$d;
    wire  [1:0] r7_class$q;
    reg  r7_class$clock;
    reg  r7_hole$d;
    wire  r7_hole$q;
    reg  r7_hole$clock;
    reg  [1:0] r7_ack$d;
    wire  [1:0] r7_ack$q;
    reg  r7_ack$clock;
    reg  [31:0] r7_ce_count$d;
    wire  [31:0] r7_ce_count$q;
    reg  r7_ce_count$clock;
    reg  [15:0] r7_since_ack$d;
    wire  [15:0] r7_since_ack$q;
    reg  r7_since_ack$clock;
    reg  [63:0] r7_echo_timestamp$d;
    wire  [63:0] r7_echo_timestamp$q;
    reg  r7_echo_timestamp$clock;
    reg  [31:0] r7_base$d;
    wire  [31:0] r7_base$q;
    reg  r7_base$clock;
    reg  [259:0] r7_quarter$d;
    wire  [259:0] r7_quarter$q;
    reg  r7_quarter$clock;
    reg  out_valid$d;
    wire  out_valid$q;
    reg  out_valid$clock;
    reg  [5:0] out_window$d;
    wire  [5:0] out_window$q;
    reg  out_window$clock;
    reg  [1:0] out_class$d;
    wire  [1:0] out_class$q;
    reg  out_class$clock;
    reg  out_hole$d;
    wire  out_hole$q;
    reg  out_hole$clock;
    reg  [1:0] out_ack$d;
    wire  [1:0] out_ack$q;
    reg  out_ack$clock;
    reg  [31:0] out_base$d;
    wire  [31:0] out_base$q;
    reg  out_base$clock;
    reg  [255:0] out_bitmap$d;
    wire  [255:0] out_bitmap$q;
    reg  out_bitmap$clock;
    reg  [31:0] out_ce_count$d;
    wire  [31:0] out_ce_count$q;
    reg  out_ce_count$clock;
    reg  [15:0] out_since_ack$d;
    wire  [15:0] out_since_ack$q;
    reg  out_since_ack$clock;
    reg  [63:0] out_echo_timestamp$d;
    wire  [63:0] out_echo_timestamp$q;
    reg  out_echo_timestamp$clock;
    reg  u_ce_new$select;
    reg  [31:0] u_ce_new$when_set;
    reg  [31:0] u_ce_new$when_clear;
    wire  [31:0] u_ce_new$picked;
    reg  u_echo_low_new$select;
    reg  [31:0] u_echo_low_new$when_set;
    reg  [31:0] u_echo_low_new$when_clear;
    wire  [31:0] u_echo_low_new$picked;
    reg  u_echo_high_new$select;
    reg  [31:0] u_echo_high_new$when_set;
    reg  [31:0] u_echo_high_new$when_clear;
    wire  [31:0] u_echo_high_new$picked;
    reg  u_since_new$select;
    reg  [15:0] u_since_new$when_set;
    reg  [15:0] u_since_new$when_clear;
    wire  [15:0] u_since_new$picked;
    reg  [15:0] b_ring_pick$select;
    reg  [1023:0] b_ring_pick$when_set;
    reg  [1023:0] b_ring_pick$when_clear;
    wire  [1023:0] b_ring_pick$picked;
    reg  b_low_pick$select;
    reg  [31:0] b_low_pick$when_set;
    reg  [31:0] b_low_pick$when_clear;
    wire  [31:0] b_low_pick$picked;
    reg  b_ce_pick$select;
    reg  [31:0] b_ce_pick$when_set;
    reg  [31:0] b_ce_pick$when_clear;
    wire  [31:0] b_ce_pick$picked;
    reg  b_since_pick$select;
    reg  [15:0] b_since_pick$when_set;
    reg  [15:0] b_since_pick$when_clear;
    wire  [15:0] b_since_pick$picked;
    reg  b_echo_pick$select;
    reg  [63:0] b_echo_pick$when_set;
    reg  [63:0] b_echo_pick$when_clear;
    wire  [63:0] b_echo_pick$picked;
    reg  b_low_hi_pick$select;
    reg  [25:0] b_low_hi_pick$when_set;
    reg  [25:0] b_low_hi_pick$when_clear;
    wire  [25:0] b_low_hi_pick$picked;

    // Local signals
    reg  [15:0] ones16;
    reg  [15:0] one16;
    reg  [7:0] one8;
    reg  [4:0] one5;
    reg  [3:0] one4;
    reg  [31:0] one32;
    reg  [63:0] one64;
    reg  [63:0] ones64;
    reg  [1023:0] zero1024;
    reg  [1167:0] u_src;
    reg  [1:0] u_class;
    reg  u_hole;
    reg  u_advance;
    reg  u_new;
    reg  [63:0] u_src_echo;
    reg  [15:0] u_take16;
    reg  [1023:0] u_take_mask;
    reg  [15:0] u_newblk;
    reg  [1023:0] u_new_mask;
    reg  [15:0] u_src_lowoh;
    reg  [15:0] u_advblk;
    reg  [15:0] u_clearblk;
    reg  [1023:0] u_clear;
    reg  [15:0] u_counted;
    reg  u_reach_w;
    reg  u_reach;
    reg  u_urgent;
    reg  u_keep_count;
    reg  [15:0] e_since_ack;
    reg  [1:0] u_ack;
    reg  [1167:0] u_word;
    reg  [1167:0] q_state;
    reg  [1023:0] q_ring;
    reg  [1023:0] q_two_mask;
    reg  [5:0] in_window;
    reg  in_refused;
    reg  [31:0] in_psn;
    reg  [1023:0] q_onehot;
    reg  tu_same_b;
    reg  tu_same_p;
    reg  tu_same_c;
    reg  tc_same_b;
    reg  tc_same_p;
    reg  tc_same_c;
    reg  t_same_b;
    reg  t_same_p;
    reg  t_ahead_start;
    reg  t_ahead_takes_w;
    reg  t_p_if_same;
    reg  tu_take_p;
    reg  tu_take_ram;
    reg  tc_take_p;
    reg  tc_take_ram;
    reg  [1023:0] q_take_p_mask;
    reg  [1167:0] q_ahead;
    reg  [1023:0] q_mask_a;
    reg  [1023:0] q_mask_b;
    reg  [1023:0] q_state_mask;
    reg  [1023:0] q_start_mask;
    reg  [1023:0] q_fresh_ring;
    reg  [1023:0] q_pick_mask;
    reg  [3:0] q_p_low_slot;
    reg  [15:0] q_p_lowoh;
    reg  [25:0] q_j_w;
    reg  [25:0] q_j_b;
    reg  [25:0] q_m_w;
    reg  [25:0] q_m_b;
    reg  [5:0] q_flags_w;
    reg  [5:0] q_flags_b;
    reg  [5:0] e_flags;
    reg  [3:0] q_low_slot_w;
    reg  [3:0] q_low_slot_b;
    reg  [1167:0] q_fresh;
    reg  [15:0] q_from_low_w;
    reg  [15:0] q_from_low_b;
    reg  [15:0] q_from_end_a;
    reg  [15:0] q_from_end_b;
    reg  [15:0] q_spare_a_w;
    reg  [15:0] q_spare_a_b;
    reg  [15:0] q_spare_b_w;
    reg  [15:0] q_spare_b_b;
    reg  [15:0] q_full;
    reg  [15:0] q_end_a;
    reg  [15:0] q_end_b;
    reg  [1023:0] q_onehot_m1;
    reg  [15:0] q_spare_a;
    reg  [15:0] q_spare_b;
    reg  [15:0] q_lowoh;
    reg  [15:0] q_lowoh1;
    reg  [15:0] q_t_a;
    reg  [15:0] q_t_b;
    reg  [15:0] q_at_low0;
    reg  [15:0] q_at_low1;
    reg  [15:0] q_bit;
    reg  [15:0] q_bit_m1;
    reg  e_received0;
    reg  e_received_m1_0;
    reg  e_prefix_a0;
    reg  e_prefix_b0;
    reg  [1:0] e_class0;
    reg  e_new0;
    reg  e_in_ring_now;
    reg  [15:0] e_in_ring16;
    reg  [15:0] q_two16;
    reg  q_bit_off;
    reg  e_adv;
    reg  [1023:0] r_ring1;
    reg  [15:0] r_full;
    reg  [3:0] r_low_slot;
    reg  [15:0] r_open_high;
    reg  [15:0] r_open_all;
    reg  [3:0] r_group_high;
    reg  [3:0] r_group_all;
    reg  r_quarter_high_hi;
    reg  r_quarter_high_lo;
    reg  r_quarter_all_hi;
    reg  r_quarter_all_lo;
    reg  [15:0] r_first_high;
    reg  [15:0] r_first_all;
    reg  [3:0] r_slot_high;
    reg  [3:0] r_slot_all;
    reg  [2047:0] r_double;
    reg  [511:0] m_half_0;
    reg  [511:0] m_half_1;
    reg  [511:0] m_half_2;
    reg  [511:0] m_half_3;
    reg  [511:0] r_half_sel;
    reg  [319:0] m_span_0;
    reg  [319:0] m_span_1;
    reg  [319:0] m_span_2;
    reg  [319:0] m_span_3;
    reg  [319:0] r_span_sel;
    reg  [319:0] m_groups_0;
    reg  [319:0] m_groups_1;
    reg  [319:0] m_groups_2;
    reg  [319:0] m_groups_3;
    reg  [271:0] r_groups_sel;
    reg  [319:0] m_nibbles_0;
    reg  [319:0] m_nibbles_1;
    reg  [319:0] m_nibbles_2;
    reg  [319:0] m_nibbles_3;
    reg  [259:0] r_nibbles_sel;
    reg  [255:0] m_bitmap_0;
    reg  [255:0] m_bitmap_1;
    reg  [255:0] m_bitmap_2;
    reg  [255:0] m_bitmap_3;
    reg  [255:0] r_bitmap_sel;
    reg  [63:0] r_block;
    reg  [3:0] r_group_open;
    reg  [1:0] r_zero_high;
    reg  [3:0] r_zero_low;
    reg  [63:0] index_bit0;
    reg  [63:0] index_bit1;
    reg  [63:0] index_bit2;
    reg  [63:0] index_bit3;

    // Sub module instances
    metaroce_sack_ring_unit__windows windows(
        .read_address(windows$read_address),
        .read_clock(windows$read_clock),
        .read_data(windows$read_data),
        .write_address(windows$write_address),
        .write_clock(windows$write_clock),
        .write_data(windows$write_data),
        .write_enable(windows$write_enable)
    );
    metaroce_sack_ring_unit__refused refused(
        .d(refused$d),
        .q(refused$q),
        .clock(refused$clock)
    );
    metaroce_sack_ring_unit__a_update a_update(
        .d(a_update$d),
        .q(a_update$q),
        .clock(a_update$clock)
    );
    metaroce_sack_ring_unit__a_cmd a_cmd(
        .d(a_cmd$d),
        .q(a_cmd$q),
        .clock(a_cmd$clock)
    );
    metaroce_sack_ring_unit__a_op a_op(
        .d(a_op$d),
        .q(a_op$q),
        .clock(a_op$clock)
    );
    metaroce_sack_ring_unit__a_window a_window(
        .d(a_window$d),
        .q(a_window$q),
        .clock(a_window$clock)
    );
    metaroce_sack_ring_unit__a_psn a_psn(
        .d(a_psn$d),
        .q(a_psn$q),
        .clock(a_psn$clock)
    );
    metaroce_sack_ring_unit__a_psn_start a_psn_start(
        .d(a_psn_start$d),
        .q(a_psn_start$q),
        .clock(a_psn_start$clock)
    );
    metaroce_sack_ring_unit__a_start_gap a_start_gap(
        .d(a_start_gap$d),
        .q(a_start_gap$q),
        .clock(a_start_gap$clock)
    );
    metaroce_sack_ring_unit__a_low_oh a_low_oh(
        .d(a_low_oh$d),
        .q(a_low_oh$q),
        .clock(a_low_oh$clock)
    );
    metaroce_sack_ring_unit__a_high_oh a_high_oh(
        .d(a_high_oh$d),
        .q(a_high_oh$q),
        .clock(a_high_oh$clock)
    );
    metaroce_sack_ring_unit__a_notail_a a_notail_a(
        .d(a_notail_a$d),
        .q(a_notail_a$q),
        .clock(a_notail_a$clock)
    );
    metaroce_sack_ring_unit__a_notail_b a_notail_b(
        .d(a_notail_b$d),
        .q(a_notail_b$q),
        .clock(a_notail_b$clock)
    );
    metaroce_sack_ring_unit__a_slot_a_oh a_slot_a_oh(
        .d(a_slot_a_oh$d),
        .q(a_slot_a_oh$q),
        .clock(a_slot_a_oh$clock)
    );
    metaroce_sack_ring_unit__a_slot_b_oh a_slot_b_oh(
        .d(a_slot_b_oh$d),
        .q(a_slot_b_oh$q),
        .clock(a_slot_b_oh$clock)
    );
    metaroce_sack_ring_unit__a_ce a_ce(
        .d(a_ce$d),
        .q(a_ce$q),
        .clock(a_ce$clock)
    );
    metaroce_sack_ring_unit__a_timestamp a_timestamp(
        .d(a_timestamp$d),
        .q(a_timestamp$q),
        .clock(a_timestamp$clock)
    );
    metaroce_sack_ring_unit__a_ack_req a_ack_req(
        .d(a_ack_req$d),
        .q(a_ack_req$q),
        .clock(a_ack_req$clock)
    );
    metaroce_sack_ring_unit__a_placed a_placed(
        .d(a_placed$d),
        .q(a_placed$q),
        .clock(a_placed$clock)
    );
    metaroce_sack_ring_unit__a_same_b a_same_b(
        .d(a_same_b$d),
        .q(a_same_b$q),
        .clock(a_same_b$clock)
    );
    metaroce_sack_ring_unit__b_busy b_busy(
        .d(b_busy$d),
        .q(b_busy$q),
        .clock(b_busy$clock)
    );
    metaroce_sack_ring_unit__p_busy p_busy(
        .d(p_busy$d),
        .q(p_busy$q),
        .clock(p_busy$clock)
    );
    metaroce_sack_ring_unit__c_busy c_busy(
        .d(c_busy$d),
        .q(c_busy$q),
        .clock(c_busy$clock)
    );
    metaroce_sack_ring_unit__a_two_gate a_two_gate(
        .d(a_two_gate$d),
        .q(a_two_gate$q),
        .clock(a_two_gate$clock)
    );
    metaroce_sack_ring_unit__a_same_p a_same_p(
        .d(a_same_p$d),
        .q(a_same_p$q),
        .clock(a_same_p$clock)
    );
    metaroce_sack_ring_unit__a_ahead_takes_w a_ahead_takes_w(
        .d(a_ahead_takes_w$d),
        .q(a_ahead_takes_w$q),
        .clock(a_ahead_takes_w$clock)
    );
    metaroce_sack_ring_unit__a_take_p a_take_p(
        .d(a_take_p$d),
        .q(a_take_p$q),
        .clock(a_take_p$clock)
    );
    metaroce_sack_ring_unit__a_take_ram a_take_ram(
        .d(a_take_ram$d),
        .q(a_take_ram$q),
        .clock(a_take_ram$clock)
    );
    metaroce_sack_ring_unit__b_update b_update(
        .d(b_update$d),
        .q(b_update$q),
        .clock(b_update$clock)
    );
    metaroce_sack_ring_unit__b_cmd b_cmd(
        .d(b_cmd$d),
        .q(b_cmd$q),
        .clock(b_cmd$clock)
    );
    metaroce_sack_ring_unit__b_op b_op(
        .d(b_op$d),
        .q(b_op$q),
        .clock(b_op$clock)
    );
    metaroce_sack_ring_unit__b_window b_window(
        .d(b_window$d),
        .q(b_window$q),
        .clock(b_window$clock)
    );
    metaroce_sack_ring_unit__b_psn b_psn(
        .d(b_psn$d),
        .q(b_psn$q),
        .clock(b_psn$clock)
    );
    metaroce_sack_ring_unit__b_start_class b_start_class(
        .d(b_start_class$d),
        .q(b_start_class$q),
        .clock(b_start_class$clock)
    );
    metaroce_sack_ring_unit__b_start_hole b_start_hole(
        .d(b_start_hole$d),
        .q(b_start_hole$q),
        .clock(b_start_hole$clock)
    );
    metaroce_sack_ring_unit__b_psn_m1 b_psn_m1(
        .d(b_psn_m1$d),
        .q(b_psn_m1$q),
        .clock(b_psn_m1$clock)
    );
    metaroce_sack_ring_unit__b_onehot b_onehot(
        .d(b_onehot$d),
        .q(b_onehot$q),
        .clock(b_onehot$clock)
    );
    metaroce_sack_ring_unit__b_ce b_ce(
        .d(b_ce$d),
        .q(b_ce$q),
        .clock(b_ce$clock)
    );
    metaroce_sack_ring_unit__b_timestamp b_timestamp(
        .d(b_timestamp$d),
        .q(b_timestamp$q),
        .clock(b_timestamp$clock)
    );
    metaroce_sack_ring_unit__b_ack_req b_ack_req(
        .d(b_ack_req$d),
        .q(b_ack_req$q),
        .clock(b_ack_req$clock)
    );
    metaroce_sack_ring_unit__b_placed b_placed(
        .d(b_placed$d),
        .q(b_placed$q),
        .clock(b_placed$clock)
    );
    metaroce_sack_ring_unit__b_word b_word(
        .d(b_word$d),
        .q(b_word$q),
        .clock(b_word$clock)
    );
    metaroce_sack_ring_unit__b_same2 b_same2(
        .d(b_same2$d),
        .q(b_same2$q),
        .clock(b_same2$clock)
    );
    metaroce_sack_ring_unit__b_sel_w b_sel_w(
        .d(b_sel_w$d),
        .q(b_sel_w$q),
        .clock(b_sel_w$clock)
    );
    metaroce_sack_ring_unit__b_start b_start(
        .d(b_start$d),
        .q(b_start$q),
        .clock(b_start$clock)
    );
    metaroce_sack_ring_unit__b_psn_m_hi b_psn_m_hi(
        .d(b_psn_m_hi$d),
        .q(b_psn_m_hi$q),
        .clock(b_psn_m_hi$clock)
    );
    metaroce_sack_ring_unit__b_psn_lo_any b_psn_lo_any(
        .d(b_psn_lo_any$d),
        .q(b_psn_lo_any$q),
        .clock(b_psn_lo_any$clock)
    );
    metaroce_sack_ring_unit__b_low_hi b_low_hi(
        .d(b_low_hi$d),
        .q(b_low_hi$q),
        .clock(b_low_hi$clock)
    );
    metaroce_sack_ring_unit__b_end_slot_a b_end_slot_a(
        .d(b_end_slot_a$d),
        .q(b_end_slot_a$q),
        .clock(b_end_slot_a$clock)
    );
    metaroce_sack_ring_unit__b_mask_a b_mask_a(
        .d(b_mask_a$d),
        .q(b_mask_a$q),
        .clock(b_mask_a$clock)
    );
    metaroce_sack_ring_unit__b_mask_b b_mask_b(
        .d(b_mask_b$d),
        .q(b_mask_b$q),
        .clock(b_mask_b$clock)
    );
    metaroce_sack_ring_unit__b_fresh_block b_fresh_block(
        .d(b_fresh_block$d),
        .q(b_fresh_block$q),
        .clock(b_fresh_block$clock)
    );
    metaroce_sack_ring_unit__b_blk b_blk(
        .d(b_blk$d),
        .q(b_blk$q),
        .clock(b_blk$clock)
    );
    metaroce_sack_ring_unit__b_psn_eq2 b_psn_eq2(
        .d(b_psn_eq2$d),
        .q(b_psn_eq2$q),
        .clock(b_psn_eq2$clock)
    );
    metaroce_sack_ring_unit__p_update p_update(
        .d(p_update$d),
        .q(p_update$q),
        .clock(p_update$clock)
    );
    metaroce_sack_ring_unit__p_cmd p_cmd(
        .d(p_cmd$d),
        .q(p_cmd$q),
        .clock(p_cmd$clock)
    );
    metaroce_sack_ring_unit__p_op p_op(
        .d(p_op$d),
        .q(p_op$q),
        .clock(p_op$clock)
    );
    metaroce_sack_ring_unit__p_window p_window(
        .d(p_window$d),
        .q(p_window$q),
        .clock(p_window$clock)
    );
    metaroce_sack_ring_unit__p_psn p_psn(
        .d(p_psn$d),
        .q(p_psn$q),
        .clock(p_psn$clock)
    );
    metaroce_sack_ring_unit__p_onehot p_onehot(
        .d(p_onehot$d),
        .q(p_onehot$q),
        .clock(p_onehot$clock)
    );
    metaroce_sack_ring_unit__p_ce p_ce(
        .d(p_ce$d),
        .q(p_ce$q),
        .clock(p_ce$clock)
    );
    metaroce_sack_ring_unit__p_timestamp p_timestamp(
        .d(p_timestamp$d),
        .q(p_timestamp$q),
        .clock(p_timestamp$clock)
    );
    metaroce_sack_ring_unit__p_ack_req p_ack_req(
        .d(p_ack_req$d),
        .q(p_ack_req$q),
        .clock(p_ack_req$clock)
    );
    metaroce_sack_ring_unit__p_placed p_placed(
        .d(p_placed$d),
        .q(p_placed$q),
        .clock(p_placed$clock)
    );
    metaroce_sack_ring_unit__p_word p_word(
        .d(p_word$d),
        .q(p_word$q),
        .clock(p_word$clock)
    );
    metaroce_sack_ring_unit__p_pick_p p_pick_p(
        .d(p_pick_p$d),
        .q(p_pick_p$q),
        .clock(p_pick_p$clock)
    );
    metaroce_sack_ring_unit__p_same1 p_same1(
        .d(p_same1$d),
        .q(p_same1$q),
        .clock(p_same1$clock)
    );
    metaroce_sack_ring_unit__p_same2 p_same2(
        .d(p_same2$d),
        .q(p_same2$q),
        .clock(p_same2$clock)
    );
    metaroce_sack_ring_unit__p_after_start p_after_start(
        .d(p_after_start$d),
        .q(p_after_start$q),
        .clock(p_after_start$clock)
    );
    metaroce_sack_ring_unit__p_flags_w p_flags_w(
        .d(p_flags_w$d),
        .q(p_flags_w$q),
        .clock(p_flags_w$clock)
    );
    metaroce_sack_ring_unit__p_flags_b p_flags_b(
        .d(p_flags_b$d),
        .q(p_flags_b$q),
        .clock(p_flags_b$clock)
    );
    metaroce_sack_ring_unit__p_sel_w p_sel_w(
        .d(p_sel_w$d),
        .q(p_sel_w$q),
        .clock(p_sel_w$clock)
    );
    metaroce_sack_ring_unit__p_low_full0 p_low_full0(
        .d(p_low_full0$d),
        .q(p_low_full0$q),
        .clock(p_low_full0$clock)
    );
    metaroce_sack_ring_unit__p_low_full1 p_low_full1(
        .d(p_low_full1$d),
        .q(p_low_full1$q),
        .clock(p_low_full1$clock)
    );
    metaroce_sack_ring_unit__p_pre_a p_pre_a(
        .d(p_pre_a$d),
        .q(p_pre_a$q),
        .clock(p_pre_a$clock)
    );
    metaroce_sack_ring_unit__p_pre_b p_pre_b(
        .d(p_pre_b$d),
        .q(p_pre_b$q),
        .clock(p_pre_b$clock)
    );
    metaroce_sack_ring_unit__p_bit p_bit(
        .d(p_bit$d),
        .q(p_bit$q),
        .clock(p_bit$clock)
    );
    metaroce_sack_ring_unit__p_bit_m1 p_bit_m1(
        .d(p_bit_m1$d),
        .q(p_bit_m1$q),
        .clock(p_bit_m1$clock)
    );
    metaroce_sack_ring_unit__p_start_class p_start_class(
        .d(p_start_class$d),
        .q(p_start_class$q),
        .clock(p_start_class$clock)
    );
    metaroce_sack_ring_unit__p_start_hole p_start_hole(
        .d(p_start_hole$d),
        .q(p_start_hole$q),
        .clock(p_start_hole$clock)
    );
    metaroce_sack_ring_unit__c_update c_update(
        .d(c_update$d),
        .q(c_update$q),
        .clock(c_update$clock)
    );
    metaroce_sack_ring_unit__c_cmd c_cmd(
        .d(c_cmd$d),
        .q(c_cmd$q),
        .clock(c_cmd$clock)
    );
    metaroce_sack_ring_unit__c_op c_op(
        .d(c_op$d),
        .q(c_op$q),
        .clock(c_op$clock)
    );
    metaroce_sack_ring_unit__c_window c_window(
        .d(c_window$d),
        .q(c_window$q),
        .clock(c_window$clock)
    );
    metaroce_sack_ring_unit__c_psn c_psn(
        .d(c_psn$d),
        .q(c_psn$q),
        .clock(c_psn$clock)
    );
    metaroce_sack_ring_unit__c_onehot c_onehot(
        .d(c_onehot$d),
        .q(c_onehot$q),
        .clock(c_onehot$clock)
    );
    metaroce_sack_ring_unit__c_ce c_ce(
        .d(c_ce$d),
        .q(c_ce$q),
        .clock(c_ce$clock)
    );
    metaroce_sack_ring_unit__c_timestamp c_timestamp(
        .d(c_timestamp$d),
        .q(c_timestamp$q),
        .clock(c_timestamp$clock)
    );
    metaroce_sack_ring_unit__c_urgent c_urgent(
        .d(c_urgent$d),
        .q(c_urgent$q),
        .clock(c_urgent$clock)
    );
    metaroce_sack_ring_unit__c_word c_word(
        .d(c_word$d),
        .q(c_word$q),
        .clock(c_word$clock)
    );
    metaroce_sack_ring_unit__c_take_w c_take_w(
        .d(c_take_w$d),
        .q(c_take_w$q),
        .clock(c_take_w$clock)
    );
    metaroce_sack_ring_unit__c_lowoh c_lowoh(
        .d(c_lowoh$d),
        .q(c_lowoh$q),
        .clock(c_lowoh$clock)
    );
    metaroce_sack_ring_unit__c_isnew0 c_isnew0(
        .d(c_isnew0$d),
        .q(c_isnew0$q),
        .clock(c_isnew0$clock)
    );
    metaroce_sack_ring_unit__c_two_blk c_two_blk(
        .d(c_two_blk$d),
        .q(c_two_blk$q),
        .clock(c_two_blk$clock)
    );
    metaroce_sack_ring_unit__c_two c_two(
        .d(c_two$d),
        .q(c_two$q),
        .clock(c_two$clock)
    );
    metaroce_sack_ring_unit__c_class0 c_class0(
        .d(c_class0$d),
        .q(c_class0$q),
        .clock(c_class0$clock)
    );
    metaroce_sack_ring_unit__c_hole0 c_hole0(
        .d(c_hole0$d),
        .q(c_hole0$q),
        .clock(c_hole0$clock)
    );
    metaroce_sack_ring_unit__c_full0 c_full0(
        .d(c_full0$d),
        .q(c_full0$q),
        .clock(c_full0$clock)
    );
    metaroce_sack_ring_unit__c_reach_k c_reach_k(
        .d(c_reach_k$d),
        .q(c_reach_k$q),
        .clock(c_reach_k$clock)
    );
    metaroce_sack_ring_unit__k_minus_1 k_minus_1(
        .d(k_minus_1$d),
        .q(k_minus_1$q),
        .clock(k_minus_1$clock)
    );
    metaroce_sack_ring_unit__w_valid w_valid(
        .d(w_valid$d),
        .q(w_valid$q),
        .clock(w_valid$clock)
    );
    metaroce_sack_ring_unit__w_update w_update(
        .d(w_update$d),
        .q(w_update$q),
        .clock(w_update$clock)
    );
    metaroce_sack_ring_unit__w_window w_window(
        .d(w_window$d),
        .q(w_window$q),
        .clock(w_window$clock)
    );
    metaroce_sack_ring_unit__w_new w_new(
        .d(w_new$d),
        .q(w_new$q),
        .clock(w_new$clock)
    );
    metaroce_sack_ring_unit__w_advanced w_advanced(
        .d(w_advanced$d),
        .q(w_advanced$q),
        .clock(w_advanced$clock)
    );
    metaroce_sack_ring_unit__w_lowoh w_lowoh(
        .d(w_lowoh$d),
        .q(w_lowoh$q),
        .clock(w_lowoh$clock)
    );
    metaroce_sack_ring_unit__w_word w_word(
        .d(w_word$d),
        .q(w_word$q),
        .clock(w_word$clock)
    );
    metaroce_sack_ring_unit__w_low_hi w_low_hi(
        .d(w_low_hi$d),
        .q(w_low_hi$q),
        .clock(w_low_hi$clock)
    );
    metaroce_sack_ring_unit__w_ring_tests w_ring_tests(
        .d(w_ring_tests$d),
        .q(w_ring_tests$q),
        .clock(w_ring_tests$clock)
    );
    metaroce_sack_ring_unit__decode_update decode_update(
        .psn(decode_update$psn),
        .ahead_psn(decode_update$ahead_psn),
        .start_gap(decode_update$start_gap),
        .low_oh(decode_update$low_oh),
        .high_oh(decode_update$high_oh),
        .slot_a_oh(decode_update$slot_a_oh),
        .notail_a(decode_update$notail_a),
        .slot_b_oh(decode_update$slot_b_oh),
        .notail_b(decode_update$notail_b)
    );
    metaroce_sack_ring_unit__decode_cmd decode_cmd(
        .psn(decode_cmd$psn),
        .ahead_psn(decode_cmd$ahead_psn),
        .start_gap(decode_cmd$start_gap),
        .low_oh(decode_cmd$low_oh),
        .high_oh(decode_cmd$high_oh),
        .slot_a_oh(decode_cmd$slot_a_oh),
        .notail_a(decode_cmd$notail_a),
        .slot_b_oh(decode_cmd$slot_b_oh),
        .notail_b(decode_cmd$notail_b)
    );
    metaroce_sack_ring_unit__low_tests_w low_tests_w(
        .psn_hi(low_tests_w$psn_hi),
        .low_hi(low_tests_w$low_hi),
        .in_ring(low_tests_w$in_ring),
        .near(low_tests_w$near),
        .at_low(low_tests_w$at_low)
    );
    metaroce_sack_ring_unit__low_tests_b low_tests_b(
        .psn_hi(low_tests_b$psn_hi),
        .low_hi(low_tests_b$low_hi),
        .in_ring(low_tests_b$in_ring),
        .near(low_tests_b$near),
        .at_low(low_tests_b$at_low)
    );
    metaroce_sack_ring_unit__w_class w_class(
        .d(w_class$d),
        .q(w_class$q),
        .clock(w_class$clock)
    );
    metaroce_sack_ring_unit__w_hole w_hole(
        .d(w_hole$d),
        .q(w_hole$q),
        .clock(w_hole$clock)
    );
    metaroce_sack_ring_unit__w_ack w_ack(
        .d(w_ack$d),
        .q(w_ack$q),
        .clock(w_ack$clock)
    );
    metaroce_sack_ring_unit__r1_valid r1_valid(
        .d(r1_valid$d),
        .q(r1_valid$q),
        .clock(r1_valid$clock)
    );
    metaroce_sack_ring_unit__r1_window r1_window(
        .d(r1_window$d),
        .q(r1_window$q),
        .clock(r1_window$clock)
    );
    metaroce_sack_ring_unit__r1_class r1_class(
        .d(r1_class$d),
        .q(r1_class$q),
        .clock(r1_class$clock)
    );
    metaroce_sack_ring_unit__r1_hole r1_hole(
        .d(r1_hole$d),
        .q(r1_hole$q),
        .clock(r1_hole$clock)
    );
    metaroce_sack_ring_unit__r1_ack r1_ack(
        .d(r1_ack$d),
        .q(r1_ack$q),
        .clock(r1_ack$clock)
    );
    metaroce_sack_ring_unit__r1_word r1_word(
        .d(r1_word$d),
        .q(r1_word$q),
        .clock(r1_word$clock)
    );
    metaroce_sack_ring_unit__r1_full r1_full(
        .d(r1_full$d),
        .q(r1_full$q),
        .clock(r1_full$clock)
    );
    metaroce_sack_ring_unit__r1_open_high r1_open_high(
        .d(r1_open_high$d),
        .q(r1_open_high$q),
        .clock(r1_open_high$clock)
    );
    metaroce_sack_ring_unit__r2_valid r2_valid(
        .d(r2_valid$d),
        .q(r2_valid$q),
        .clock(r2_valid$clock)
    );
    metaroce_sack_ring_unit__r2_window r2_window(
        .d(r2_window$d),
        .q(r2_window$q),
        .clock(r2_window$clock)
    );
    metaroce_sack_ring_unit__r2_class r2_class(
        .d(r2_class$d),
        .q(r2_class$q),
        .clock(r2_class$clock)
    );
    metaroce_sack_ring_unit__r2_hole r2_hole(
        .d(r2_hole$d),
        .q(r2_hole$q),
        .clock(r2_hole$clock)
    );
    metaroce_sack_ring_unit__r2_ack r2_ack(
        .d(r2_ack$d),
        .q(r2_ack$q),
        .clock(r2_ack$clock)
    );
    metaroce_sack_ring_unit__r2_word r2_word(
        .d(r2_word$d),
        .q(r2_word$q),
        .clock(r2_word$clock)
    );
    metaroce_sack_ring_unit__r2_slot r2_slot(
        .d(r2_slot$d),
        .q(r2_slot$q),
        .clock(r2_slot$clock)
    );
    metaroce_sack_ring_unit__r2_wrap r2_wrap(
        .d(r2_wrap$d),
        .q(r2_wrap$q),
        .clock(r2_wrap$clock)
    );
    metaroce_sack_ring_unit__r3_valid r3_valid(
        .d(r3_valid$d),
        .q(r3_valid$q),
        .clock(r3_valid$clock)
    );
    metaroce_sack_ring_unit__r3_window r3_window(
        .d(r3_window$d),
        .q(r3_window$q),
        .clock(r3_window$clock)
    );
    metaroce_sack_ring_unit__r3_class r3_class(
        .d(r3_class$d),
        .q(r3_class$q),
        .clock(r3_class$clock)
    );
    metaroce_sack_ring_unit__r3_hole r3_hole(
        .d(r3_hole$d),
        .q(r3_hole$q),
        .clock(r3_hole$clock)
    );
    metaroce_sack_ring_unit__r3_ack r3_ack(
        .d(r3_ack$d),
        .q(r3_ack$q),
        .clock(r3_ack$clock)
    );
    metaroce_sack_ring_unit__r3_ce_count r3_ce_count(
        .d(r3_ce_count$d),
        .q(r3_ce_count$q),
        .clock(r3_ce_count$clock)
    );
    metaroce_sack_ring_unit__r3_since_ack r3_since_ack(
        .d(r3_since_ack$d),
        .q(r3_since_ack$q),
        .clock(r3_since_ack$clock)
    );
    metaroce_sack_ring_unit__r3_echo_timestamp r3_echo_timestamp(
        .d(r3_echo_timestamp$d),
        .q(r3_echo_timestamp$q),
        .clock(r3_echo_timestamp$clock)
    );
    metaroce_sack_ring_unit__r3_block_base r3_block_base(
        .d(r3_block_base$d),
        .q(r3_block_base$q),
        .clock(r3_block_base$clock)
    );
    metaroce_sack_ring_unit__r3_half r3_half(
        .d(r3_half$d),
        .q(r3_half$q),
        .clock(r3_half$clock)
    );
    metaroce_sack_ring_unit__r2_quarter_hi r2_quarter_hi(
        .d(r2_quarter_hi$d),
        .q(r2_quarter_hi$q),
        .clock(r2_quarter_hi$clock)
    );
    metaroce_sack_ring_unit__r2_quarter_lo r2_quarter_lo(
        .d(r2_quarter_lo$d),
        .q(r2_quarter_lo$q),
        .clock(r2_quarter_lo$clock)
    );
    metaroce_sack_ring_unit__r3_block_hi r3_block_hi(
        .d(r3_block_hi$d),
        .q(r3_block_hi$q),
        .clock(r3_block_hi$clock)
    );
    metaroce_sack_ring_unit__r3_block_lo r3_block_lo(
        .d(r3_block_lo$d),
        .q(r3_block_lo$q),
        .clock(r3_block_lo$clock)
    );
    metaroce_sack_ring_unit__r5_group_hi r5_group_hi(
        .d(r5_group_hi$d),
        .q(r5_group_hi$q),
        .clock(r5_group_hi$clock)
    );
    metaroce_sack_ring_unit__r5_group_lo r5_group_lo(
        .d(r5_group_lo$d),
        .q(r5_group_lo$q),
        .clock(r5_group_lo$clock)
    );
    metaroce_sack_ring_unit__r6_nibble_hi r6_nibble_hi(
        .d(r6_nibble_hi$d),
        .q(r6_nibble_hi$q),
        .clock(r6_nibble_hi$clock)
    );
    metaroce_sack_ring_unit__r6_nibble_lo r6_nibble_lo(
        .d(r6_nibble_lo$d),
        .q(r6_nibble_lo$q),
        .clock(r6_nibble_lo$clock)
    );
    metaroce_sack_ring_unit__r7_bit_hi r7_bit_hi(
        .d(r7_bit_hi$d),
        .q(r7_bit_hi$q),
        .clock(r7_bit_hi$clock)
    );
    metaroce_sack_ring_unit__r7_bit_lo r7_bit_lo(
        .d(r7_bit_lo$d),
        .q(r7_bit_lo$q),
        .clock(r7_bit_lo$clock)
    );
    metaroce_sack_ring_unit__r4_valid r4_valid(
        .d(r4_valid$d),
        .q(r4_valid$q),
        .clock(r4_valid$clock)
    );
    metaroce_sack_ring_unit__r4_window r4_window(
        .d(r4_window$d),
        .q(r4_window$q),
        .clock(r4_window$clock)
    );
    metaroce_sack_ring_unit__r4_class r4_class(
        .d(r4_class$d),
        .q(r4_class$q),
        .clock(r4_class$clock)
    );
    metaroce_sack_ring_unit__r4_hole r4_hole(
        .d(r4_hole$d),
        .q(r4_hole$q),
        .clock(r4_hole$clock)
    );
    metaroce_sack_ring_unit__r4_ack r4_ack(
        .d(r4_ack$d),
        .q(r4_ack$q),
        .clock(r4_ack$clock)
    );
    metaroce_sack_ring_unit__r4_ce_count r4_ce_count(
        .d(r4_ce_count$d),
        .q(r4_ce_count$q),
        .clock(r4_ce_count$clock)
    );
    metaroce_sack_ring_unit__r4_since_ack r4_since_ack(
        .d(r4_since_ack$d),
        .q(r4_since_ack$q),
        .clock(r4_since_ack$clock)
    );
    metaroce_sack_ring_unit__r4_echo_timestamp r4_echo_timestamp(
        .d(r4_echo_timestamp$d),
        .q(r4_echo_timestamp$q),
        .clock(r4_echo_timestamp$clock)
    );
    metaroce_sack_ring_unit__r4_block_base r4_block_base(
        .d(r4_block_base$d),
        .q(r4_block_base$q),
        .clock(r4_block_base$clock)
    );
    metaroce_sack_ring_unit__r4_span r4_span(
        .d(r4_span$d),
        .q(r4_span$q),
        .clock(r4_span$clock)
    );
    metaroce_sack_ring_unit__r5_valid r5_valid(
        .d(r5_valid$d),
        .q(r5_valid$q),
        .clock(r5_valid$clock)
    );
    metaroce_sack_ring_unit__r5_window r5_window(
        .d(r5_window$d),
        .q(r5_window$q),
        .clock(r5_window$clock)
    );
    metaroce_sack_ring_unit__r5_class r5_class(
        .d(r5_class$d),
        .q(r5_class$q),
        .clock(r5_class$clock)
    );
    metaroce_sack_ring_unit__r5_hole r5_hole(
        .d(r5_hole$d),
        .q(r5_hole$q),
        .clock(r5_hole$clock)
    );
    metaroce_sack_ring_unit__r5_ack r5_ack(
        .d(r5_ack$d),
        .q(r5_ack$q),
        .clock(r5_ack$clock)
    );
    metaroce_sack_ring_unit__r5_ce_count r5_ce_count(
        .d(r5_ce_count$d),
        .q(r5_ce_count$q),
        .clock(r5_ce_count$clock)
    );
    metaroce_sack_ring_unit__r5_since_ack r5_since_ack(
        .d(r5_since_ack$d),
        .q(r5_since_ack$q),
        .clock(r5_since_ack$clock)
    );
    metaroce_sack_ring_unit__r5_echo_timestamp r5_echo_timestamp(
        .d(r5_echo_timestamp$d),
        .q(r5_echo_timestamp$q),
        .clock(r5_echo_timestamp$clock)
    );
    metaroce_sack_ring_unit__r5_block_base r5_block_base(
        .d(r5_block_base$d),
        .q(r5_block_base$q),
        .clock(r5_block_base$clock)
    );
    metaroce_sack_ring_unit__r5_first_zero r5_first_zero(
        .d(r5_first_zero$d),
        .q(r5_first_zero$q),
        .clock(r5_first_zero$clock)
    );
    metaroce_sack_ring_unit__r5_zero_high r5_zero_high(
        .d(r5_zero_high$d),
        .q(r5_zero_high$q),
        .clock(r5_zero_high$clock)
    );
    metaroce_sack_ring_unit__r5_span r5_span(
        .d(r5_span$d),
        .q(r5_span$q),
        .clock(r5_span$clock)
    );
    metaroce_sack_ring_unit__r6_valid r6_valid(
        .d(r6_valid$d),
        .q(r6_valid$q),
        .clock(r6_valid$clock)
    );
    metaroce_sack_ring_unit__r6_window r6_window(
        .d(r6_window$d),
        .q(r6_window$q),
        .clock(r6_window$clock)
    );
    metaroce_sack_ring_unit__r6_class r6_class(
        .d(r6_class$d),
        .q(r6_class$q),
        .clock(r6_class$clock)
    );
    metaroce_sack_ring_unit__r6_hole r6_hole(
        .d(r6_hole$d),
        .q(r6_hole$q),
        .clock(r6_hole$clock)
    );
    metaroce_sack_ring_unit__r6_ack r6_ack(
        .d(r6_ack$d),
        .q(r6_ack$q),
        .clock(r6_ack$clock)
    );
    metaroce_sack_ring_unit__r6_ce_count r6_ce_count(
        .d(r6_ce_count$d),
        .q(r6_ce_count$q),
        .clock(r6_ce_count$clock)
    );
    metaroce_sack_ring_unit__r6_since_ack r6_since_ack(
        .d(r6_since_ack$d),
        .q(r6_since_ack$q),
        .clock(r6_since_ack$clock)
    );
    metaroce_sack_ring_unit__r6_echo_timestamp r6_echo_timestamp(
        .d(r6_echo_timestamp$d),
        .q(r6_echo_timestamp$q),
        .clock(r6_echo_timestamp$clock)
    );
    metaroce_sack_ring_unit__r6_base r6_base(
        .d(r6_base$d),
        .q(r6_base$q),
        .clock(r6_base$clock)
    );
    metaroce_sack_ring_unit__r6_zero_low r6_zero_low(
        .d(r6_zero_low$d),
        .q(r6_zero_low$q),
        .clock(r6_zero_low$clock)
    );
    metaroce_sack_ring_unit__r6_span r6_span(
        .d(r6_span$d),
        .q(r6_span$q),
        .clock(r6_span$clock)
    );
    metaroce_sack_ring_unit__r7_valid r7_valid(
        .d(r7_valid$d),
        .q(r7_valid$q),
        .clock(r7_valid$clock)
    );
    metaroce_sack_ring_unit__r7_window r7_window(
        .d(r7_window$d),
        .q(r7_window$q),
        .clock(r7_window$clock)
    );
    metaroce_sack_ring_unit__r7_class r7_class(
        .d(r7_class$d),
        .q(r7_class$q),
        .clock(r7_class$clock)
    );
    metaroce_sack_ring_unit__r7_hole r7_hole(
        .d(r7_hole$d),
        .q(r7_hole$q),
        .clock(r7_hole$clock)
    );
    metaroce_sack_ring_unit__r7_ack r7_ack(
        .d(r7_ack$d),
        .q(r7_ack$q),
        .clock(r7_ack$clock)
    );
    metaroce_sack_ring_unit__r7_ce_count r7_ce_count(
        .d(r7_ce_count$d),
        .q(r7_ce_count$q),
        .clock(r7_ce_count$clock)
    );
    metaroce_sack_ring_unit__r7_since_ack r7_since_ack(
        .d(r7_since_ack$d),
        .q(r7_since_ack$q),
        .clock(r7_since_ack$clock)
    );
    metaroce_sack_ring_unit__r7_echo_timestamp r7_echo_timestamp(
        .d(r7_echo_timestamp$d),
        .q(r7_echo_timestamp$q),
        .clock(r7_echo_timestamp$clock)
    );
    metaroce_sack_ring_unit__r7_base r7_base(
        .d(r7_base$d),
        .q(r7_base$q),
        .clock(r7_base$clock)
    );
    metaroce_sack_ring_unit__r7_quarter r7_quarter(
        .d(r7_quarter$d),
        .q(r7_quarter$q),
        .clock(r7_quarter$clock)
    );
    metaroce_sack_ring_unit__out_valid out_valid(
        .d(out_valid$d),
        .q(out_valid$q),
        .clock(out_valid$clock)
    );
    metaroce_sack_ring_unit__out_window out_window(
        .d(out_window$d),
        .q(out_window$q),
        .clock(out_window$clock)
    );
    metaroce_sack_ring_unit__out_class out_class(
        .d(out_class$d),
        .q(out_class$q),
        .clock(out_class$clock)
    );
    metaroce_sack_ring_unit__out_hole out_hole(
        .d(out_hole$d),
        .q(out_hole$q),
        .clock(out_hole$clock)
    );
    metaroce_sack_ring_unit__out_ack out_ack(
        .d(out_ack$d),
        .q(out_ack$q),
        .clock(out_ack$clock)
    );
    metaroce_sack_ring_unit__out_base out_base(
        .d(out_base$d),
        .q(out_base$q),
        .clock(out_base$clock)
    );
    metaroce_sack_ring_unit__out_bitmap out_bitmap(
        .d(out_bitmap$d),
        .q(out_bitmap$q),
        .clock(out_bitmap$clock)
    );
    metaroce_sack_ring_unit__out_ce_count out_ce_count(
        .d(out_ce_count$d),
        .q(out_ce_count$q),
        .clock(out_ce_count$clock)
    );
    metaroce_sack_ring_unit__out_since_ack out_since_ack(
        .d(out_since_ack$d),
        .q(out_since_ack$q),
        .clock(out_since_ack$clock)
    );
    metaroce_sack_ring_unit__out_echo_timestamp out_echo_timestamp(
        .d(out_echo_timestamp$d),
        .q(out_echo_timestamp$q),
        .clock(out_echo_timestamp$clock)
    );
    metaroce_sack_ring_unit__u_ce_new u_ce_new(
        .select(u_ce_new$select),
        .when_set(u_ce_new$when_set),
        .when_clear(u_ce_new$when_clear),
        .picked(u_ce_new$picked)
    );
    metaroce_sack_ring_unit__u_echo_low_new u_echo_low_new(
        .select(u_echo_low_new$select),
        .when_set(u_echo_low_new$when_set),
        .when_clear(u_echo_low_new$when_clear),
        .picked(u_echo_low_new$picked)
    );
    metaroce_sack_ring_unit__u_echo_high_new u_echo_high_new(
        .select(u_echo_high_new$select),
        .when_set(u_echo_high_new$when_set),
        .when_clear(u_echo_high_new$when_clear),
        .picked(u_echo_high_new$picked)
    );
    metaroce_sack_ring_unit__u_since_new u_since_new(
        .select(u_since_new$select),
        .when_set(u_since_new$when_set),
        .when_clear(u_since_new$when_clear),
        .picked(u_since_new$picked)
    );
    metaroce_sack_ring_unit__b_ring_pick b_ring_pick(
        .select(b_ring_pick$select),
        .when_set(b_ring_pick$when_set),
        .when_clear(b_ring_pick$when_clear),
        .picked(b_ring_pick$picked)
    );
    metaroce_sack_ring_unit__b_low_pick b_low_pick(
        .select(b_low_pick$select),
        .when_set(b_low_pick$when_set),
        .when_clear(b_low_pick$when_clear),
        .picked(b_low_pick$picked)
    );
    metaroce_sack_ring_unit__b_ce_pick b_ce_pick(
        .select(b_ce_pick$select),
        .when_set(b_ce_pick$when_set),
        .when_clear(b_ce_pick$when_clear),
        .picked(b_ce_pick$picked)
    );
    metaroce_sack_ring_unit__b_since_pick b_since_pick(
        .select(b_since_pick$select),
        .when_set(b_since_pick$when_set),
        .when_clear(b_since_pick$when_clear),
        .picked(b_since_pick$picked)
    );
    metaroce_sack_ring_unit__b_echo_pick b_echo_pick(
        .select(b_echo_pick$select),
        .when_set(b_echo_pick$when_set),
        .when_clear(b_echo_pick$when_clear),
        .picked(b_echo_pick$picked)
    );
    metaroce_sack_ring_unit__b_low_hi_pick b_low_hi_pick(
        .select(b_low_hi_pick$select),
        .when_set(b_low_hi_pick$when_set),
        .when_clear(b_low_hi_pick$when_clear),
        .picked(b_low_hi_pick$picked)
    );

    // Update code
    always @(*) begin
        refused$clock = clk;
        a_update$clock = clk;
        a_cmd$clock = clk;
        a_op$clock = clk;
        a_window$clock = clk;
        a_psn$clock = clk;
        a_low_oh$clock = clk;
        a_high_oh$clock = clk;
        a_notail_a$clock = clk;
        a_notail_b$clock = clk;
        a_slot_a_oh$clock = clk;
        a_slot_b_oh$clock = clk;
        a_ce$clock = clk;
        a_timestamp$clock = clk;
        a_ack_req$clock = clk;
        a_placed$clock = clk;
        a_start_gap$clock = clk;
        a_same_b$clock = clk;
        b_busy$clock = clk;
        p_busy$clock = clk;
        c_busy$clock = clk;
        a_same_p$clock = clk;
        a_ahead_takes_w$clock = clk;
        b_update$clock = clk;
        b_cmd$clock = clk;
        b_op$clock = clk;
        b_window$clock = clk;
        b_psn$clock = clk;
        b_start_class$clock = clk;
        b_start_hole$clock = clk;
        b_psn_m1$clock = clk;
        b_onehot$clock = clk;
        b_ce$clock = clk;
        b_timestamp$clock = clk;
        b_ack_req$clock = clk;
        b_placed$clock = clk;
        b_same2$clock = clk;
        b_psn_m_hi$clock = clk;
        b_psn_lo_any$clock = clk;
        b_end_slot_a$clock = clk;
        b_mask_a$clock = clk;
        b_mask_b$clock = clk;
        b_fresh_block$clock = clk;
        b_blk$clock = clk;
        b_psn_eq2$clock = clk;
        c_two$clock = clk;
        p_update$clock = clk;
        p_cmd$clock = clk;
        p_op$clock = clk;
        p_window$clock = clk;
        p_psn$clock = clk;
        p_onehot$clock = clk;
        p_ce$clock = clk;
        p_timestamp$clock = clk;
        p_ack_req$clock = clk;
        p_placed$clock = clk;
        p_word$clock = clk;
        p_same1$clock = clk;
        p_same2$clock = clk;
        p_after_start$clock = clk;
        p_flags_w$clock = clk;
        p_flags_b$clock = clk;
        p_sel_w$clock = clk;
        p_low_full0$clock = clk;
        p_low_full1$clock = clk;
        p_pre_a$clock = clk;
        p_pre_b$clock = clk;
        p_bit$clock = clk;
        p_bit_m1$clock = clk;
        p_start_class$clock = clk;
        p_start_hole$clock = clk;
        c_update$clock = clk;
        c_cmd$clock = clk;
        c_op$clock = clk;
        c_window$clock = clk;
        c_psn$clock = clk;
        c_onehot$clock = clk;
        c_ce$clock = clk;
        c_timestamp$clock = clk;
        c_urgent$clock = clk;
        c_word$clock = clk;
        c_lowoh$clock = clk;
        c_class0$clock = clk;
        c_hole0$clock = clk;
        c_reach_k$clock = clk;
        k_minus_1$clock = clk;
        w_valid$clock = clk;
        w_update$clock = clk;
        w_window$clock = clk;
        w_new$clock = clk;
        w_advanced$clock = clk;
        w_lowoh$clock = clk;
        w_class$clock = clk;
        w_hole$clock = clk;
        w_ack$clock = clk;
        r1_valid$clock = clk;
        r1_window$clock = clk;
        r1_class$clock = clk;
        r1_hole$clock = clk;
        r1_ack$clock = clk;
        r1_word$clock = clk;
        r1_full$clock = clk;
        r1_open_high$clock = clk;
        r2_valid$clock = clk;
        r2_window$clock = clk;
        r2_class$clock = clk;
        r2_hole$clock = clk;
        r2_ack$clock = clk;
        r2_word$clock = clk;
        r2_slot$clock = clk;
        r2_wrap$clock = clk;
        r3_valid$clock = clk;
        r3_window$clock = clk;
        r3_class$clock = clk;
        r3_hole$clock = clk;
        r3_ack$clock = clk;
        r3_ce_count$clock = clk;
        r3_since_ack$clock = clk;
        r3_echo_timestamp$clock = clk;
        r3_block_base$clock = clk;
        r3_half$clock = clk;
        r4_valid$clock = clk;
        r4_window$clock = clk;
        r4_class$clock = clk;
        r4_hole$clock = clk;
        r4_ack$clock = clk;
        r4_ce_count$clock = clk;
        r4_since_ack$clock = clk;
        r4_echo_timestamp$clock = clk;
        r4_block_base$clock = clk;
        r4_span$clock = clk;
        r5_valid$clock = clk;
        r5_window$clock = clk;
        r5_class$clock = clk;
        r5_hole$clock = clk;
        r5_ack$clock = clk;
        r5_ce_count$clock = clk;
        r5_since_ack$clock = clk;
        r5_echo_timestamp$clock = clk;
        r5_block_base$clock = clk;
        r5_first_zero$clock = clk;
        r5_zero_high$clock = clk;
        r5_span$clock = clk;
        r6_valid$clock = clk;
        r6_window$clock = clk;
        r6_class$clock = clk;
        r6_hole$clock = clk;
        r6_ack$clock = clk;
        r6_ce_count$clock = clk;
        r6_since_ack$clock = clk;
        r6_echo_timestamp$clock = clk;
        r6_base$clock = clk;
        r6_zero_low$clock = clk;
        r6_span$clock = clk;
        r7_valid$clock = clk;
        r7_window$clock = clk;
        r7_class$clock = clk;
        r7_hole$clock = clk;
        r7_ack$clock = clk;
        r7_ce_count$clock = clk;
        r7_since_ack$clock = clk;
        r7_echo_timestamp$clock = clk;
        r7_base$clock = clk;
        r7_quarter$clock = clk;
        out_valid$clock = clk;
        out_window$clock = clk;
        out_class$clock = clk;
        out_hole$clock = clk;
        out_ack$clock = clk;
        out_base$clock = clk;
        out_bitmap$clock = clk;
        out_ce_count$clock = clk;
        out_since_ack$clock = clk;
        out_echo_timestamp$clock = clk;
        refused$d = refused$q;
        a_update$d = a_update$q;
        a_cmd$d = a_cmd$q;
        a_op$d = a_op$q;
        a_window$d = a_window$q;
        a_psn$d = a_psn$q;
        a_low_oh$d = a_low_oh$q;
        a_high_oh$d = a_high_oh$q;
        a_notail_a$d = a_notail_a$q;
        a_notail_b$d = a_notail_b$q;
        a_slot_a_oh$d = a_slot_a_oh$q;
        a_slot_b_oh$d = a_slot_b_oh$q;
        a_ce$d = a_ce$q;
        a_timestamp$d = a_timestamp$q;
        a_ack_req$d = a_ack_req$q;
        a_placed$d = a_placed$q;
        a_start_gap$d = a_start_gap$q;
        a_same_b$d = a_same_b$q;
        b_busy$d = b_busy$q;
        p_busy$d = p_busy$q;
        c_busy$d = c_busy$q;
        a_same_p$d = a_same_p$q;
        a_ahead_takes_w$d = a_ahead_takes_w$q;
        b_update$d = b_update$q;
        b_cmd$d = b_cmd$q;
        b_op$d = b_op$q;
        b_window$d = b_window$q;
        b_psn$d = b_psn$q;
        b_start_class$d = b_start_class$q;
        b_start_hole$d = b_start_hole$q;
        b_psn_m1$d = b_psn_m1$q;
        b_onehot$d = b_onehot$q;
        b_ce$d = b_ce$q;
        b_timestamp$d = b_timestamp$q;
        b_ack_req$d = b_ack_req$q;
        b_placed$d = b_placed$q;
        b_same2$d = b_same2$q;
        b_psn_m_hi$d = b_psn_m_hi$q;
        b_psn_lo_any$d = b_psn_lo_any$q;
        b_end_slot_a$d = b_end_slot_a$q;
        b_mask_a$d = b_mask_a$q;
        b_mask_b$d = b_mask_b$q;
        b_fresh_block$d = b_fresh_block$q;
        b_blk$d = b_blk$q;
        b_psn_eq2$d = b_psn_eq2$q;
        c_two$d = c_two$q;
        p_update$d = p_update$q;
        p_cmd$d = p_cmd$q;
        p_op$d = p_op$q;
        p_window$d = p_window$q;
        p_psn$d = p_psn$q;
        p_onehot$d = p_onehot$q;
        p_ce$d = p_ce$q;
        p_timestamp$d = p_timestamp$q;
        p_ack_req$d = p_ack_req$q;
        p_placed$d = p_placed$q;
        p_word$d = p_word$q;
        p_same1$d = p_same1$q;
        p_same2$d = p_same2$q;
        p_after_start$d = p_after_start$q;
        p_flags_w$d = p_flags_w$q;
        p_flags_b$d = p_flags_b$q;
        p_sel_w$d = p_sel_w$q;
        p_low_full0$d = p_low_full0$q;
        p_low_full1$d = p_low_full1$q;
        p_pre_a$d = p_pre_a$q;
        p_pre_b$d = p_pre_b$q;
        p_bit$d = p_bit$q;
        p_bit_m1$d = p_bit_m1$q;
        p_start_class$d = p_start_class$q;
        p_start_hole$d = p_start_hole$q;
        c_update$d = c_update$q;
        c_cmd$d = c_cmd$q;
        c_op$d = c_op$q;
        c_window$d = c_window$q;
        c_psn$d = c_psn$q;
        c_onehot$d = c_onehot$q;
        c_ce$d = c_ce$q;
        c_timestamp$d = c_timestamp$q;
        c_urgent$d = c_urgent$q;
        c_word$d = c_word$q;
        c_lowoh$d = c_lowoh$q;
        c_class0$d = c_class0$q;
        c_hole0$d = c_hole0$q;
        c_reach_k$d = c_reach_k$q;
        k_minus_1$d = k_minus_1$q;
        w_valid$d = w_valid$q;
        w_update$d = w_update$q;
        w_window$d = w_window$q;
        w_new$d = w_new$q;
        w_advanced$d = w_advanced$q;
        w_lowoh$d = w_lowoh$q;
        w_class$d = w_class$q;
        w_hole$d = w_hole$q;
        w_ack$d = w_ack$q;
        r1_valid$d = r1_valid$q;
        r1_window$d = r1_window$q;
        r1_class$d = r1_class$q;
        r1_hole$d = r1_hole$q;
        r1_ack$d = r1_ack$q;
        r1_word$d = r1_word$q;
        r1_full$d = r1_full$q;
        r1_open_high$d = r1_open_high$q;
        r2_valid$d = r2_valid$q;
        r2_window$d = r2_window$q;
        r2_class$d = r2_class$q;
        r2_hole$d = r2_hole$q;
        r2_ack$d = r2_ack$q;
        r2_word$d = r2_word$q;
        r2_slot$d = r2_slot$q;
        r2_wrap$d = r2_wrap$q;
        r3_valid$d = r3_valid$q;
        r3_window$d = r3_window$q;
        r3_class$d = r3_class$q;
        r3_hole$d = r3_hole$q;
        r3_ack$d = r3_ack$q;
        r3_ce_count$d = r3_ce_count$q;
        r3_since_ack$d = r3_since_ack$q;
        r3_echo_timestamp$d = r3_echo_timestamp$q;
        r3_block_base$d = r3_block_base$q;
        r3_half$d = r3_half$q;
        r4_valid$d = r4_valid$q;
        r4_window$d = r4_window$q;
        r4_class$d = r4_class$q;
        r4_hole$d = r4_hole$q;
        r4_ack$d = r4_ack$q;
        r4_ce_count$d = r4_ce_count$q;
        r4_since_ack$d = r4_since_ack$q;
        r4_echo_timestamp$d = r4_echo_timestamp$q;
        r4_block_base$d = r4_block_base$q;
        r4_span$d = r4_span$q;
        r5_valid$d = r5_valid$q;
        r5_window$d = r5_window$q;
        r5_class$d = r5_class$q;
        r5_hole$d = r5_hole$q;
        r5_ack$d = r5_ack$q;
        r5_ce_count$d = r5_ce_count$q;
        r5_since_ack$d = r5_since_ack$q;
        r5_echo_timestamp$d = r5_echo_timestamp$q;
        r5_block_base$d = r5_block_base$q;
        r5_first_zero$d = r5_first_zero$q;
        r5_zero_high$d = r5_zero_high$q;
        r5_span$d = r5_span$q;
        r6_valid$d = r6_valid$q;
        r6_window$d = r6_window$q;
        r6_class$d = r6_class$q;
        r6_hole$d = r6_hole$q;
        r6_ack$d = r6_ack$q;
        r6_ce_count$d = r6_ce_count$q;
        r6_since_ack$d = r6_since_ack$q;
        r6_echo_timestamp$d = r6_echo_timestamp$q;
        r6_base$d = r6_base$q;
        r6_zero_low$d = r6_zero_low$q;
        r6_span$d = r6_span$q;
        r7_valid$d = r7_valid$q;
        r7_window$d = r7_window$q;
        r7_class$d = r7_class$q;
        r7_hole$d = r7_hole$q;
        r7_ack$d = r7_ack$q;
        r7_ce_count$d = r7_ce_count$q;
        r7_since_ack$d = r7_since_ack$q;
        r7_echo_timestamp$d = r7_echo_timestamp$q;
        r7_base$d = r7_base$q;
        r7_quarter$d = r7_quarter$q;
        out_valid$d = out_valid$q;
        out_window$d = out_window$q;
        out_class$d = out_class$q;
        out_hole$d = out_hole$q;
        out_ack$d = out_ack$q;
        out_base$d = out_base$q;
        out_bitmap$d = out_bitmap$q;
        out_ce_count$d = out_ce_count$q;
        out_since_ack$d = out_since_ack$q;
        out_echo_timestamp$d = out_echo_timestamp$q;
        a_take_p$clock = clk;
        b_low_hi$clock = clk;
        b_word$clock = clk;
        a_psn_start$clock = clk;
        w_word$clock = clk;
        w_low_hi$clock = clk;
        w_ring_tests$clock = clk;
        a_take_ram$clock = clk;
        b_sel_w$clock = clk;
        b_start$clock = clk;
        p_pick_p$clock = clk;
        c_take_w$clock = clk;
        c_isnew0$clock = clk;
        c_two_blk$clock = clk;
        a_two_gate$clock = clk;
        c_full0$clock = clk;
        r2_quarter_hi$clock = clk;
        r2_quarter_lo$clock = clk;
        r3_block_hi$clock = clk;
        r3_block_lo$clock = clk;
        r5_group_hi$clock = clk;
        r5_group_lo$clock = clk;
        r6_nibble_hi$clock = clk;
        r6_nibble_lo$clock = clk;
        r7_bit_hi$clock = clk;
        r7_bit_lo$clock = clk;
        windows$read_clock = clk;
        windows$write_clock = clk;
        ones16 = 32'hffff;
        one16 = 32'h1;
        one8 = 32'h1;
        one5 = 32'h1;
        one4 = 32'h1;
        one32 = 32'h1;
        one64 = 32'h1;
        ones64 = 64'hffffffffffffffff;
        zero1024 = 32'h0;
        if (c_take_w$q[32'h10]) begin
            u_src = w_word$q;
        end
        else begin
            u_src = c_word$q;
        end
        u_take16 = c_take_w$q[(32'h0)+:(16)];
        u_take_mask = zero1024;
        if (|(u_take16 & (one16 << 0))) begin
            u_take_mask = u_take_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (0 * 32'h40));
        end
        if (|(u_take16 & (one16 << 1))) begin
            u_take_mask = u_take_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (1 * 32'h40));
        end
        if (|(u_take16 & (one16 << 2))) begin
            u_take_mask = u_take_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (2 * 32'h40));
        end
        if (|(u_take16 & (one16 << 3))) begin
            u_take_mask = u_take_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (3 * 32'h40));
        end
        if (|(u_take16 & (one16 << 4))) begin
            u_take_mask = u_take_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (4 * 32'h40));
        end
        if (|(u_take16 & (one16 << 5))) begin
            u_take_mask = u_take_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (5 * 32'h40));
        end
        if (|(u_take16 & (one16 << 6))) begin
            u_take_mask = u_take_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (6 * 32'h40));
        end
        if (|(u_take16 & (one16 << 7))) begin
            u_take_mask = u_take_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (7 * 32'h40));
        end
        if (|(u_take16 & (one16 << 8))) begin
            u_take_mask = u_take_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (8 * 32'h40));
        end
        if (|(u_take16 & (one16 << 9))) begin
            u_take_mask = u_take_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (9 * 32'h40));
        end
        if (|(u_take16 & (one16 << 10))) begin
            u_take_mask = u_take_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (10 * 32'h40));
        end
        if (|(u_take16 & (one16 << 11))) begin
            u_take_mask = u_take_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (11 * 32'h40));
        end
        if (|(u_take16 & (one16 << 12))) begin
            u_take_mask = u_take_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (12 * 32'h40));
        end
        if (|(u_take16 & (one16 << 13))) begin
            u_take_mask = u_take_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (13 * 32'h40));
        end
        if (|(u_take16 & (one16 << 14))) begin
            u_take_mask = u_take_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (14 * 32'h40));
        end
        if (|(u_take16 & (one16 << 15))) begin
            u_take_mask = u_take_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (15 * 32'h40));
        end
        u_src[(64'h0)+:(1024)] = (w_word$q[(64'h0)+:(1024)] & u_take_mask) | (c_word$q[(64'h0)+:(1024)] & ~u_take_mask);
        u_class = c_class0$q;
        u_hole = c_hole0$q;
        u_new = c_isnew0$q[32'h10];
        u_advance = c_full0$q[32'h10];
        u_newblk = c_isnew0$q[(32'h0)+:(16)];
        u_new_mask = zero1024;
        if (|(u_newblk & (one16 << 0))) begin
            u_new_mask = u_new_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (0 * 32'h40));
        end
        if (|(u_newblk & (one16 << 1))) begin
            u_new_mask = u_new_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (1 * 32'h40));
        end
        if (|(u_newblk & (one16 << 2))) begin
            u_new_mask = u_new_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (2 * 32'h40));
        end
        if (|(u_newblk & (one16 << 3))) begin
            u_new_mask = u_new_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (3 * 32'h40));
        end
        if (|(u_newblk & (one16 << 4))) begin
            u_new_mask = u_new_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (4 * 32'h40));
        end
        if (|(u_newblk & (one16 << 5))) begin
            u_new_mask = u_new_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (5 * 32'h40));
        end
        if (|(u_newblk & (one16 << 6))) begin
            u_new_mask = u_new_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (6 * 32'h40));
        end
        if (|(u_newblk & (one16 << 7))) begin
            u_new_mask = u_new_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (7 * 32'h40));
        end
        if (|(u_newblk & (one16 << 8))) begin
            u_new_mask = u_new_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (8 * 32'h40));
        end
        if (|(u_newblk & (one16 << 9))) begin
            u_new_mask = u_new_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (9 * 32'h40));
        end
        if (|(u_newblk & (one16 << 10))) begin
            u_new_mask = u_new_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (10 * 32'h40));
        end
        if (|(u_newblk & (one16 << 11))) begin
            u_new_mask = u_new_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (11 * 32'h40));
        end
        if (|(u_newblk & (one16 << 12))) begin
            u_new_mask = u_new_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (12 * 32'h40));
        end
        if (|(u_newblk & (one16 << 13))) begin
            u_new_mask = u_new_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (13 * 32'h40));
        end
        if (|(u_newblk & (one16 << 14))) begin
            u_new_mask = u_new_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (14 * 32'h40));
        end
        if (|(u_newblk & (one16 << 15))) begin
            u_new_mask = u_new_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (15 * 32'h40));
        end
        if (c_take_w$q[32'h10]) begin
            u_src_lowoh = w_lowoh$q;
        end
        else begin
            u_src_lowoh = c_lowoh$q;
        end
        u_advblk = c_full0$q[(32'h0)+:(16)];
        u_clearblk = u_advblk & ((u_take16 & w_lowoh$q) | (~u_take16 & c_lowoh$q));
        u_clear = zero1024;
        if (|(u_clearblk & (one16 << 0))) begin
            u_clear = u_clear | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (0 * 32'h40));
        end
        if (|(u_clearblk & (one16 << 1))) begin
            u_clear = u_clear | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (1 * 32'h40));
        end
        if (|(u_clearblk & (one16 << 2))) begin
            u_clear = u_clear | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (2 * 32'h40));
        end
        if (|(u_clearblk & (one16 << 3))) begin
            u_clear = u_clear | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (3 * 32'h40));
        end
        if (|(u_clearblk & (one16 << 4))) begin
            u_clear = u_clear | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (4 * 32'h40));
        end
        if (|(u_clearblk & (one16 << 5))) begin
            u_clear = u_clear | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (5 * 32'h40));
        end
        if (|(u_clearblk & (one16 << 6))) begin
            u_clear = u_clear | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (6 * 32'h40));
        end
        if (|(u_clearblk & (one16 << 7))) begin
            u_clear = u_clear | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (7 * 32'h40));
        end
        if (|(u_clearblk & (one16 << 8))) begin
            u_clear = u_clear | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (8 * 32'h40));
        end
        if (|(u_clearblk & (one16 << 9))) begin
            u_clear = u_clear | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (9 * 32'h40));
        end
        if (|(u_clearblk & (one16 << 10))) begin
            u_clear = u_clear | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (10 * 32'h40));
        end
        if (|(u_clearblk & (one16 << 11))) begin
            u_clear = u_clear | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (11 * 32'h40));
        end
        if (|(u_clearblk & (one16 << 12))) begin
            u_clear = u_clear | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (12 * 32'h40));
        end
        if (|(u_clearblk & (one16 << 13))) begin
            u_clear = u_clear | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (13 * 32'h40));
        end
        if (|(u_clearblk & (one16 << 14))) begin
            u_clear = u_clear | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (14 * 32'h40));
        end
        if (|(u_clearblk & (one16 << 15))) begin
            u_clear = u_clear | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (15 * 32'h40));
        end
        u_word = u_src;
        u_word[(64'h0)+:(1024)] = (u_src[(64'h0)+:(1024)] | (c_onehot$q & u_new_mask)) & ~u_clear;
        w_lowoh$d = u_src_lowoh;
        if (u_advance) begin
            w_lowoh$d = (u_src_lowoh << 32'h1) | (u_src_lowoh >> 32'hf);
        end
        if (u_advance) begin
            u_word[(64'h400)+:(32)] = u_src[(64'h400)+:(32)] + 32'h40;
        end
        u_ce_new$select = c_isnew0$q[32'h11];
        u_ce_new$when_clear = u_src[(64'h420)+:(32)];
        u_ce_new$when_set = u_src[(64'h420)+:(32)];
        if (c_ce$q) begin
            u_ce_new$when_set = u_src[(64'h420)+:(32)] + 32'h1;
        end
        u_word[(64'h420)+:(32)] = u_ce_new$picked;
        u_counted = u_src[(64'h440)+:(16)];
        if (u_src[(64'h440)+:(16)] != 32'hffff) begin
            u_counted = u_src[(64'h440)+:(16)] + 32'h1;
        end
        u_reach_w = w_word$q[(64'h440)+:(16)] >= k_minus_1$q;
        if (c_take_w$q[32'h10]) begin
            u_reach = u_reach_w;
        end
        else begin
            u_reach = c_reach_k$q;
        end
        u_urgent = u_hole | c_urgent$q | u_reach;
        u_keep_count = ~c_cmd$q & ~(c_update$q & (u_class == 32'h1));
        u_echo_low_new$select = c_isnew0$q[32'h12];
        u_echo_high_new$select = c_isnew0$q[32'h13];
        u_echo_low_new$when_set = c_timestamp$q[(32'h0)+:(32)];
        u_echo_high_new$when_set = c_timestamp$q[(32'h20)+:(32)];
        u_src_echo = u_src[(64'h450)+:(64)];
        u_echo_low_new$when_clear = u_src_echo[(32'h0)+:(32)];
        u_echo_high_new$when_clear = u_src_echo[(32'h20)+:(32)];
        if (c_update$q & (u_class == 32'h1)) begin
            u_echo_low_new$when_clear = c_timestamp$q[(32'h0)+:(32)];
            u_echo_high_new$when_clear = c_timestamp$q[(32'h20)+:(32)];
        end
        u_word[(64'h450)+:(64)] = (((u_echo_high_new$picked) & 64'hffffffffffffffff) << 32'h20) | ((u_echo_low_new$picked) & 64'hffffffffffffffff);
        u_since_new$select = c_isnew0$q[32'h14];
        u_since_new$when_set = u_counted;
        if (u_urgent) begin
            u_since_new$when_set = 32'h0;
        end
        u_since_new$when_clear = 32'h0;
        if (u_keep_count) begin
            u_since_new$when_clear = u_src[(64'h440)+:(16)];
        end
        u_word[(64'h440)+:(16)] = u_since_new$picked;
        u_ack = 32'h0;
        if (u_new) begin
            if (u_urgent) begin
                u_ack = 32'h2;
            end
            else begin
                u_ack = 32'h1;
            end
        end
        else if (c_update$q & (u_class == 32'h1)) begin
            u_ack = 32'h2;
        end
        k_minus_1$d = ack_every - 32'h1;
        windows$write_address = c_window$q;
        windows$write_data = u_word;
        windows$write_enable = c_update$q | c_cmd$q;
        w_valid$d = (c_update$q | c_cmd$q) & ~rst;
        w_update$d = c_update$q & ~rst;
        w_window$d = c_window$q;
        w_new$d = u_new;
        w_advanced$d = u_advance;
        w_word$d = u_word;
        w_low_hi$d = ((u_word[(64'h400)+:(32)] >> 32'h6) & 26'h3ffffff);
        w_ring_tests$d = u_word[(64'h0)+:(1024)];
        w_class$d = u_class;
        w_hole$d = u_hole & u_new;
        w_ack$d = u_ack;
        if (p_sel_w$q) begin
            e_flags = p_flags_w$q;
        end
        else begin
            e_flags = p_flags_b$q;
        end
        e_received0 = |p_bit$q;
        e_received_m1_0 = |p_bit_m1$q;
        e_prefix_a0 = &p_pre_a$q;
        e_prefix_b0 = &p_pre_b$q;
        if (p_after_start$q) begin
            e_class0 = p_start_class$q;
        end
        else if (e_flags[32'h0]) begin
            if (e_received0) begin
                e_class0 = 32'h1;
            end
            else if (e_flags[32'h1] | e_prefix_a0) begin
                e_class0 = 32'h0;
            end
            else begin
                e_class0 = 32'h2;
            end
        end
        else if (e_flags[32'h3] & (~e_flags[32'h4] | ~e_prefix_b0)) begin
            e_class0 = 32'h1;
        end
        else begin
            e_class0 = 32'h2;
        end
        if (p_after_start$q) begin
            c_hole0$d = p_start_hole$q;
        end
        else begin
            c_hole0$d = ~e_flags[32'h2] & ~e_received_m1_0;
        end
        e_adv = p_same2$q & w_advanced$q;
        if (e_adv) begin
            c_full0$d = p_update$q & ~rst & ~p_after_start$q & |p_low_full1$q;
        end
        else begin
            c_full0$d = p_update$q & ~rst & ~p_after_start$q & |p_low_full0$q;
        end
        c_class0$d = e_class0;
        if (p_after_start$q) begin
            e_new0 = ~|p_start_class$q;
        end
        else begin
            e_new0 = e_flags[32'h0] & ~e_received0 & (e_flags[32'h1] | e_prefix_a0);
        end
        c_isnew0$d = p_update$q & ~rst & e_new0;
        if (p_after_start$q) begin
            e_in_ring_now = ~|p_start_class$q;
        end
        else begin
            e_in_ring_now = e_flags[32'h0] & ~(e_adv & e_flags[32'h5]);
        end
        e_in_ring16 = 32'h0;
        if (e_in_ring_now & ~rst) begin
            e_in_ring16 = ones16;
        end
        c_two_blk$d = a_two_gate$q[(32'h0)+:(16)] & e_in_ring16;
        c_two$d = a_two_gate$q[32'h10] & ~rst & e_in_ring_now;
        q_pick_mask = zero1024;
        if (|(p_pick_p$q[(32'h0)+:(16)] & (one16 << 0))) begin
            q_pick_mask = q_pick_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (0 * 32'h40));
        end
        if (|(p_pick_p$q[(32'h0)+:(16)] & (one16 << 1))) begin
            q_pick_mask = q_pick_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (1 * 32'h40));
        end
        if (|(p_pick_p$q[(32'h0)+:(16)] & (one16 << 2))) begin
            q_pick_mask = q_pick_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (2 * 32'h40));
        end
        if (|(p_pick_p$q[(32'h0)+:(16)] & (one16 << 3))) begin
            q_pick_mask = q_pick_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (3 * 32'h40));
        end
        if (|(p_pick_p$q[(32'h0)+:(16)] & (one16 << 4))) begin
            q_pick_mask = q_pick_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (4 * 32'h40));
        end
        if (|(p_pick_p$q[(32'h0)+:(16)] & (one16 << 5))) begin
            q_pick_mask = q_pick_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (5 * 32'h40));
        end
        if (|(p_pick_p$q[(32'h0)+:(16)] & (one16 << 6))) begin
            q_pick_mask = q_pick_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (6 * 32'h40));
        end
        if (|(p_pick_p$q[(32'h0)+:(16)] & (one16 << 7))) begin
            q_pick_mask = q_pick_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (7 * 32'h40));
        end
        if (|(p_pick_p$q[(32'h0)+:(16)] & (one16 << 8))) begin
            q_pick_mask = q_pick_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (8 * 32'h40));
        end
        if (|(p_pick_p$q[(32'h0)+:(16)] & (one16 << 9))) begin
            q_pick_mask = q_pick_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (9 * 32'h40));
        end
        if (|(p_pick_p$q[(32'h0)+:(16)] & (one16 << 10))) begin
            q_pick_mask = q_pick_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (10 * 32'h40));
        end
        if (|(p_pick_p$q[(32'h0)+:(16)] & (one16 << 11))) begin
            q_pick_mask = q_pick_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (11 * 32'h40));
        end
        if (|(p_pick_p$q[(32'h0)+:(16)] & (one16 << 12))) begin
            q_pick_mask = q_pick_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (12 * 32'h40));
        end
        if (|(p_pick_p$q[(32'h0)+:(16)] & (one16 << 13))) begin
            q_pick_mask = q_pick_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (13 * 32'h40));
        end
        if (|(p_pick_p$q[(32'h0)+:(16)] & (one16 << 14))) begin
            q_pick_mask = q_pick_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (14 * 32'h40));
        end
        if (|(p_pick_p$q[(32'h0)+:(16)] & (one16 << 15))) begin
            q_pick_mask = q_pick_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (15 * 32'h40));
        end
        q_p_low_slot = ((p_word$q[(64'h400)+:(32)] >> 32'h6) & 4'hf);
        q_p_lowoh = one16 << q_p_low_slot;
        if (p_pick_p$q[32'h10]) begin
            c_word$d = p_word$q;
            c_lowoh$d = q_p_lowoh;
        end
        else begin
            c_word$d = w_word$q;
            c_lowoh$d = w_lowoh$q;
        end
        if (p_pick_p$q[32'h10]) begin
            e_since_ack = p_word$q[(64'h440)+:(16)];
        end
        else begin
            e_since_ack = w_word$q[(64'h440)+:(16)];
        end
        c_reach_k$d = e_since_ack >= k_minus_1$q;
        c_word$d[(64'h0)+:(1024)] = (p_word$q[(64'h0)+:(1024)] & q_pick_mask) | (w_word$q[(64'h0)+:(1024)] & ~q_pick_mask);
        c_take_w$d = p_same1$q & ~(p_cmd$q & ~p_op$q);
        c_update$d = p_update$q & ~rst;
        c_cmd$d = p_cmd$q & ~rst;
        c_op$d = p_op$q;
        c_window$d = p_window$q;
        c_psn$d = p_psn$q;
        c_onehot$d = p_onehot$q;
        c_ce$d = p_ce$q;
        c_timestamp$d = p_timestamp$q;
        c_urgent$d = p_ack_req$q | ~p_placed$q | ~|ack_every;
        if (b_sel_w$q[32'h40]) begin
            q_state = w_word$q;
        end
        else begin
            q_state = b_word$q;
        end
        q_state_mask = zero1024;
        if (|(b_sel_w$q[(32'h0)+:(64)] & (one64 << 0))) begin
            q_state_mask = q_state_mask | (((ones16) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (0 * 32'h10));
        end
        if (|(b_sel_w$q[(32'h0)+:(64)] & (one64 << 1))) begin
            q_state_mask = q_state_mask | (((ones16) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (1 * 32'h10));
        end
        if (|(b_sel_w$q[(32'h0)+:(64)] & (one64 << 2))) begin
            q_state_mask = q_state_mask | (((ones16) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (2 * 32'h10));
        end
        if (|(b_sel_w$q[(32'h0)+:(64)] & (one64 << 3))) begin
            q_state_mask = q_state_mask | (((ones16) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (3 * 32'h10));
        end
        if (|(b_sel_w$q[(32'h0)+:(64)] & (one64 << 4))) begin
            q_state_mask = q_state_mask | (((ones16) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (4 * 32'h10));
        end
        if (|(b_sel_w$q[(32'h0)+:(64)] & (one64 << 5))) begin
            q_state_mask = q_state_mask | (((ones16) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (5 * 32'h10));
        end
        if (|(b_sel_w$q[(32'h0)+:(64)] & (one64 << 6))) begin
            q_state_mask = q_state_mask | (((ones16) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (6 * 32'h10));
        end
        if (|(b_sel_w$q[(32'h0)+:(64)] & (one64 << 7))) begin
            q_state_mask = q_state_mask | (((ones16) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (7 * 32'h10));
        end
        if (|(b_sel_w$q[(32'h0)+:(64)] & (one64 << 8))) begin
            q_state_mask = q_state_mask | (((ones16) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (8 * 32'h10));
        end
        if (|(b_sel_w$q[(32'h0)+:(64)] & (one64 << 9))) begin
            q_state_mask = q_state_mask | (((ones16) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (9 * 32'h10));
        end
        if (|(b_sel_w$q[(32'h0)+:(64)] & (one64 << 10))) begin
            q_state_mask = q_state_mask | (((ones16) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (10 * 32'h10));
        end
        if (|(b_sel_w$q[(32'h0)+:(64)] & (one64 << 11))) begin
            q_state_mask = q_state_mask | (((ones16) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (11 * 32'h10));
        end
        if (|(b_sel_w$q[(32'h0)+:(64)] & (one64 << 12))) begin
            q_state_mask = q_state_mask | (((ones16) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (12 * 32'h10));
        end
        if (|(b_sel_w$q[(32'h0)+:(64)] & (one64 << 13))) begin
            q_state_mask = q_state_mask | (((ones16) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (13 * 32'h10));
        end
        if (|(b_sel_w$q[(32'h0)+:(64)] & (one64 << 14))) begin
            q_state_mask = q_state_mask | (((ones16) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (14 * 32'h10));
        end
        if (|(b_sel_w$q[(32'h0)+:(64)] & (one64 << 15))) begin
            q_state_mask = q_state_mask | (((ones16) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (15 * 32'h10));
        end
        if (|(b_sel_w$q[(32'h0)+:(64)] & (one64 << 16))) begin
            q_state_mask = q_state_mask | (((ones16) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (16 * 32'h10));
        end
        if (|(b_sel_w$q[(32'h0)+:(64)] & (one64 << 17))) begin
            q_state_mask = q_state_mask | (((ones16) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (17 * 32'h10));
        end
        if (|(b_sel_w$q[(32'h0)+:(64)] & (one64 << 18))) begin
            q_state_mask = q_state_mask | (((ones16) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (18 * 32'h10));
        end
        if (|(b_sel_w$q[(32'h0)+:(64)] & (one64 << 19))) begin
            q_state_mask = q_state_mask | (((ones16) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (19 * 32'h10));
        end
        if (|(b_sel_w$q[(32'h0)+:(64)] & (one64 << 20))) begin
            q_state_mask = q_state_mask | (((ones16) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (20 * 32'h10));
        end
        if (|(b_sel_w$q[(32'h0)+:(64)] & (one64 << 21))) begin
            q_state_mask = q_state_mask | (((ones16) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (21 * 32'h10));
        end
        if (|(b_sel_w$q[(32'h0)+:(64)] & (one64 << 22))) begin
            q_state_mask = q_state_mask | (((ones16) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (22 * 32'h10));
        end
        if (|(b_sel_w$q[(32'h0)+:(64)] & (one64 << 23))) begin
            q_state_mask = q_state_mask | (((ones16) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (23 * 32'h10));
        end
        if (|(b_sel_w$q[(32'h0)+:(64)] & (one64 << 24))) begin
            q_state_mask = q_state_mask | (((ones16) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (24 * 32'h10));
        end
        if (|(b_sel_w$q[(32'h0)+:(64)] & (one64 << 25))) begin
            q_state_mask = q_state_mask | (((ones16) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (25 * 32'h10));
        end
        if (|(b_sel_w$q[(32'h0)+:(64)] & (one64 << 26))) begin
            q_state_mask = q_state_mask | (((ones16) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (26 * 32'h10));
        end
        if (|(b_sel_w$q[(32'h0)+:(64)] & (one64 << 27))) begin
            q_state_mask = q_state_mask | (((ones16) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (27 * 32'h10));
        end
        if (|(b_sel_w$q[(32'h0)+:(64)] & (one64 << 28))) begin
            q_state_mask = q_state_mask | (((ones16) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (28 * 32'h10));
        end
        if (|(b_sel_w$q[(32'h0)+:(64)] & (one64 << 29))) begin
            q_state_mask = q_state_mask | (((ones16) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (29 * 32'h10));
        end
        if (|(b_sel_w$q[(32'h0)+:(64)] & (one64 << 30))) begin
            q_state_mask = q_state_mask | (((ones16) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (30 * 32'h10));
        end
        if (|(b_sel_w$q[(32'h0)+:(64)] & (one64 << 31))) begin
            q_state_mask = q_state_mask | (((ones16) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (31 * 32'h10));
        end
        if (|(b_sel_w$q[(32'h0)+:(64)] & (one64 << 32))) begin
            q_state_mask = q_state_mask | (((ones16) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (32 * 32'h10));
        end
        if (|(b_sel_w$q[(32'h0)+:(64)] & (one64 << 33))) begin
            q_state_mask = q_state_mask | (((ones16) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (33 * 32'h10));
        end
        if (|(b_sel_w$q[(32'h0)+:(64)] & (one64 << 34))) begin
            q_state_mask = q_state_mask | (((ones16) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (34 * 32'h10));
        end
        if (|(b_sel_w$q[(32'h0)+:(64)] & (one64 << 35))) begin
            q_state_mask = q_state_mask | (((ones16) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (35 * 32'h10));
        end
        if (|(b_sel_w$q[(32'h0)+:(64)] & (one64 << 36))) begin
            q_state_mask = q_state_mask | (((ones16) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (36 * 32'h10));
        end
        if (|(b_sel_w$q[(32'h0)+:(64)] & (one64 << 37))) begin
            q_state_mask = q_state_mask | (((ones16) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (37 * 32'h10));
        end
        if (|(b_sel_w$q[(32'h0)+:(64)] & (one64 << 38))) begin
            q_state_mask = q_state_mask | (((ones16) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (38 * 32'h10));
        end
        if (|(b_sel_w$q[(32'h0)+:(64)] & (one64 << 39))) begin
            q_state_mask = q_state_mask | (((ones16) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (39 * 32'h10));
        end
        if (|(b_sel_w$q[(32'h0)+:(64)] & (one64 << 40))) begin
            q_state_mask = q_state_mask | (((ones16) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (40 * 32'h10));
        end
        if (|(b_sel_w$q[(32'h0)+:(64)] & (one64 << 41))) begin
            q_state_mask = q_state_mask | (((ones16) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (41 * 32'h10));
        end
        if (|(b_sel_w$q[(32'h0)+:(64)] & (one64 << 42))) begin
            q_state_mask = q_state_mask | (((ones16) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (42 * 32'h10));
        end
        if (|(b_sel_w$q[(32'h0)+:(64)] & (one64 << 43))) begin
            q_state_mask = q_state_mask | (((ones16) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (43 * 32'h10));
        end
        if (|(b_sel_w$q[(32'h0)+:(64)] & (one64 << 44))) begin
            q_state_mask = q_state_mask | (((ones16) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (44 * 32'h10));
        end
        if (|(b_sel_w$q[(32'h0)+:(64)] & (one64 << 45))) begin
            q_state_mask = q_state_mask | (((ones16) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (45 * 32'h10));
        end
        if (|(b_sel_w$q[(32'h0)+:(64)] & (one64 << 46))) begin
            q_state_mask = q_state_mask | (((ones16) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (46 * 32'h10));
        end
        if (|(b_sel_w$q[(32'h0)+:(64)] & (one64 << 47))) begin
            q_state_mask = q_state_mask | (((ones16) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (47 * 32'h10));
        end
        if (|(b_sel_w$q[(32'h0)+:(64)] & (one64 << 48))) begin
            q_state_mask = q_state_mask | (((ones16) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (48 * 32'h10));
        end
        if (|(b_sel_w$q[(32'h0)+:(64)] & (one64 << 49))) begin
            q_state_mask = q_state_mask | (((ones16) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (49 * 32'h10));
        end
        if (|(b_sel_w$q[(32'h0)+:(64)] & (one64 << 50))) begin
            q_state_mask = q_state_mask | (((ones16) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (50 * 32'h10));
        end
        if (|(b_sel_w$q[(32'h0)+:(64)] & (one64 << 51))) begin
            q_state_mask = q_state_mask | (((ones16) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (51 * 32'h10));
        end
        if (|(b_sel_w$q[(32'h0)+:(64)] & (one64 << 52))) begin
            q_state_mask = q_state_mask | (((ones16) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (52 * 32'h10));
        end
        if (|(b_sel_w$q[(32'h0)+:(64)] & (one64 << 53))) begin
            q_state_mask = q_state_mask | (((ones16) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (53 * 32'h10));
        end
        if (|(b_sel_w$q[(32'h0)+:(64)] & (one64 << 54))) begin
            q_state_mask = q_state_mask | (((ones16) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (54 * 32'h10));
        end
        if (|(b_sel_w$q[(32'h0)+:(64)] & (one64 << 55))) begin
            q_state_mask = q_state_mask | (((ones16) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (55 * 32'h10));
        end
        if (|(b_sel_w$q[(32'h0)+:(64)] & (one64 << 56))) begin
            q_state_mask = q_state_mask | (((ones16) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (56 * 32'h10));
        end
        if (|(b_sel_w$q[(32'h0)+:(64)] & (one64 << 57))) begin
            q_state_mask = q_state_mask | (((ones16) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (57 * 32'h10));
        end
        if (|(b_sel_w$q[(32'h0)+:(64)] & (one64 << 58))) begin
            q_state_mask = q_state_mask | (((ones16) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (58 * 32'h10));
        end
        if (|(b_sel_w$q[(32'h0)+:(64)] & (one64 << 59))) begin
            q_state_mask = q_state_mask | (((ones16) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (59 * 32'h10));
        end
        if (|(b_sel_w$q[(32'h0)+:(64)] & (one64 << 60))) begin
            q_state_mask = q_state_mask | (((ones16) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (60 * 32'h10));
        end
        if (|(b_sel_w$q[(32'h0)+:(64)] & (one64 << 61))) begin
            q_state_mask = q_state_mask | (((ones16) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (61 * 32'h10));
        end
        if (|(b_sel_w$q[(32'h0)+:(64)] & (one64 << 62))) begin
            q_state_mask = q_state_mask | (((ones16) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (62 * 32'h10));
        end
        if (|(b_sel_w$q[(32'h0)+:(64)] & (one64 << 63))) begin
            q_state_mask = q_state_mask | (((ones16) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (63 * 32'h10));
        end
        q_state[(64'h0)+:(1024)] = (w_ring_tests$q & q_state_mask) | (b_word$q[(64'h0)+:(1024)] & ~q_state_mask);
        q_two16 = c_two_blk$q;
        q_two_mask = 32'h0;
        if (|(q_two16 & (one16 << 0))) begin
            q_two_mask = q_two_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (0 * 32'h40));
        end
        if (|(q_two16 & (one16 << 1))) begin
            q_two_mask = q_two_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (1 * 32'h40));
        end
        if (|(q_two16 & (one16 << 2))) begin
            q_two_mask = q_two_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (2 * 32'h40));
        end
        if (|(q_two16 & (one16 << 3))) begin
            q_two_mask = q_two_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (3 * 32'h40));
        end
        if (|(q_two16 & (one16 << 4))) begin
            q_two_mask = q_two_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (4 * 32'h40));
        end
        if (|(q_two16 & (one16 << 5))) begin
            q_two_mask = q_two_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (5 * 32'h40));
        end
        if (|(q_two16 & (one16 << 6))) begin
            q_two_mask = q_two_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (6 * 32'h40));
        end
        if (|(q_two16 & (one16 << 7))) begin
            q_two_mask = q_two_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (7 * 32'h40));
        end
        if (|(q_two16 & (one16 << 8))) begin
            q_two_mask = q_two_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (8 * 32'h40));
        end
        if (|(q_two16 & (one16 << 9))) begin
            q_two_mask = q_two_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (9 * 32'h40));
        end
        if (|(q_two16 & (one16 << 10))) begin
            q_two_mask = q_two_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (10 * 32'h40));
        end
        if (|(q_two16 & (one16 << 11))) begin
            q_two_mask = q_two_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (11 * 32'h40));
        end
        if (|(q_two16 & (one16 << 12))) begin
            q_two_mask = q_two_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (12 * 32'h40));
        end
        if (|(q_two16 & (one16 << 13))) begin
            q_two_mask = q_two_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (13 * 32'h40));
        end
        if (|(q_two16 & (one16 << 14))) begin
            q_two_mask = q_two_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (14 * 32'h40));
        end
        if (|(q_two16 & (one16 << 15))) begin
            q_two_mask = q_two_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (15 * 32'h40));
        end
        q_ring = q_state[(64'h0)+:(1024)] | (c_onehot$q & q_two_mask);
        q_low_slot_w = ((w_word$q[(64'h400)+:(32)] >> 32'h6) & 4'hf);
        q_low_slot_b = ((b_word$q[(64'h400)+:(32)] >> 32'h6) & 4'hf);
        q_j_w = ((b_psn$q >> 32'h6) & 26'h3ffffff) - w_low_hi$q;
        q_j_b = ((b_psn$q >> 32'h6) & 26'h3ffffff) - b_low_hi$q;
        q_m_w = b_psn_m_hi$q - w_low_hi$q;
        q_m_b = b_psn_m_hi$q - b_low_hi$q;
        low_tests_w$psn_hi = ((b_psn$q >> 32'h6) & 26'h3ffffff);
        low_tests_w$low_hi = w_low_hi$q;
        low_tests_b$psn_hi = ((b_psn$q >> 32'h6) & 26'h3ffffff);
        low_tests_b$low_hi = b_low_hi$q;
        q_flags_w = 32'h0;
        q_flags_w = ((((((q_flags_w & ~(1 << (32'h0)) | ((low_tests_w$in_ring) << (32'h0))) & ~(1 << (32'h1)) | ((low_tests_w$near) << (32'h1))) & ~(1 << (32'h2)) | ((low_tests_w$at_low & ~b_psn_lo_any$q) << (32'h2))) & ~(1 << (32'h3)) | ((q_j_w[32'h19] & (|q_j_w[(32'h0)+:(25)] | b_psn_lo_any$q)) << (32'h3))) & ~(1 << (32'h4)) | ((~|(q_m_w >> 32'h4)) << (32'h4))) & ~(1 << (32'h5)) | ((b_psn$q[(32'h6)+:(4)] == q_low_slot_w) << (32'h5)));
        q_flags_b = 32'h0;
        q_flags_b = ((((((q_flags_b & ~(1 << (32'h0)) | ((low_tests_b$in_ring) << (32'h0))) & ~(1 << (32'h1)) | ((low_tests_b$near) << (32'h1))) & ~(1 << (32'h2)) | ((low_tests_b$at_low & ~b_psn_lo_any$q) << (32'h2))) & ~(1 << (32'h3)) | ((q_j_b[32'h19] & (|q_j_b[(32'h0)+:(25)] | b_psn_lo_any$q)) << (32'h3))) & ~(1 << (32'h4)) | ((~|(q_m_b >> 32'h4)) << (32'h4))) & ~(1 << (32'h5)) | ((b_psn$q[(32'h6)+:(4)] == q_low_slot_b) << (32'h5)));
        q_from_low_w = ones16 << q_low_slot_w;
        q_from_low_b = ones16 << q_low_slot_b;
        q_from_end_a = ones16 << b_end_slot_a$q;
        q_from_end_b = ones16 << b_psn_m1$q[(32'h6)+:(4)];
        if (q_low_slot_w > b_end_slot_a$q) begin
            q_spare_a_w = ~(q_from_low_w | ~q_from_end_a);
        end
        else begin
            q_spare_a_w = ~(q_from_low_w & ~q_from_end_a);
        end
        if (q_low_slot_b > b_end_slot_a$q) begin
            q_spare_a_b = ~(q_from_low_b | ~q_from_end_a);
        end
        else begin
            q_spare_a_b = ~(q_from_low_b & ~q_from_end_a);
        end
        if (q_low_slot_w > b_psn_m1$q[(32'h6)+:(4)]) begin
            q_spare_b_w = ~(q_from_low_w | ~q_from_end_b);
        end
        else begin
            q_spare_b_w = ~(q_from_low_w & ~q_from_end_b);
        end
        if (q_low_slot_b > b_psn_m1$q[(32'h6)+:(4)]) begin
            q_spare_b_b = ~(q_from_low_b | ~q_from_end_b);
        end
        else begin
            q_spare_b_b = ~(q_from_low_b & ~q_from_end_b);
        end
        if (b_sel_w$q[32'h41]) begin
            q_lowoh = one16 << q_low_slot_w;
            q_spare_a = q_spare_a_w;
            q_spare_b = q_spare_b_w;
        end
        else begin
            q_lowoh = one16 << q_low_slot_b;
            q_spare_a = q_spare_a_b;
            q_spare_b = q_spare_b_b;
        end
        q_lowoh1 = (q_lowoh << 32'h1) | (q_lowoh >> 32'hf);
        q_onehot_m1 = (b_onehot$q >> 32'h1) | (b_onehot$q << 32'h3ff);
        q_full = 32'h0;
        q_end_a = 32'h0;
        q_end_b = 32'h0;
        q_bit = 32'h0;
        q_bit_m1 = 32'h0;
        q_full = (q_full & ~(1 << (0)) | ((&q_ring[(0 * 32'h40)+:(64)]) << (0)));
        q_end_a = (q_end_a & ~(1 << (0)) | ((&(q_ring[(0 * 32'h40)+:(64)] | b_mask_a$q[(0 * 32'h40)+:(64)])) << (0)));
        q_end_b = (q_end_b & ~(1 << (0)) | ((&(q_ring[(0 * 32'h40)+:(64)] | b_mask_b$q[(0 * 32'h40)+:(64)])) << (0)));
        q_bit = (q_bit & ~(1 << (0)) | ((|(q_ring[(0 * 32'h40)+:(64)] & b_onehot$q[(0 * 32'h40)+:(64)])) << (0)));
        q_bit_m1 = (q_bit_m1 & ~(1 << (0)) | ((|(q_ring[(0 * 32'h40)+:(64)] & q_onehot_m1[(0 * 32'h40)+:(64)])) << (0)));
        q_full = (q_full & ~(1 << (1)) | ((&q_ring[(1 * 32'h40)+:(64)]) << (1)));
        q_end_a = (q_end_a & ~(1 << (1)) | ((&(q_ring[(1 * 32'h40)+:(64)] | b_mask_a$q[(1 * 32'h40)+:(64)])) << (1)));
        q_end_b = (q_end_b & ~(1 << (1)) | ((&(q_ring[(1 * 32'h40)+:(64)] | b_mask_b$q[(1 * 32'h40)+:(64)])) << (1)));
        q_bit = (q_bit & ~(1 << (1)) | ((|(q_ring[(1 * 32'h40)+:(64)] & b_onehot$q[(1 * 32'h40)+:(64)])) << (1)));
        q_bit_m1 = (q_bit_m1 & ~(1 << (1)) | ((|(q_ring[(1 * 32'h40)+:(64)] & q_onehot_m1[(1 * 32'h40)+:(64)])) << (1)));
        q_full = (q_full & ~(1 << (2)) | ((&q_ring[(2 * 32'h40)+:(64)]) << (2)));
        q_end_a = (q_end_a & ~(1 << (2)) | ((&(q_ring[(2 * 32'h40)+:(64)] | b_mask_a$q[(2 * 32'h40)+:(64)])) << (2)));
        q_end_b = (q_end_b & ~(1 << (2)) | ((&(q_ring[(2 * 32'h40)+:(64)] | b_mask_b$q[(2 * 32'h40)+:(64)])) << (2)));
        q_bit = (q_bit & ~(1 << (2)) | ((|(q_ring[(2 * 32'h40)+:(64)] & b_onehot$q[(2 * 32'h40)+:(64)])) << (2)));
        q_bit_m1 = (q_bit_m1 & ~(1 << (2)) | ((|(q_ring[(2 * 32'h40)+:(64)] & q_onehot_m1[(2 * 32'h40)+:(64)])) << (2)));
        q_full = (q_full & ~(1 << (3)) | ((&q_ring[(3 * 32'h40)+:(64)]) << (3)));
        q_end_a = (q_end_a & ~(1 << (3)) | ((&(q_ring[(3 * 32'h40)+:(64)] | b_mask_a$q[(3 * 32'h40)+:(64)])) << (3)));
        q_end_b = (q_end_b & ~(1 << (3)) | ((&(q_ring[(3 * 32'h40)+:(64)] | b_mask_b$q[(3 * 32'h40)+:(64)])) << (3)));
        q_bit = (q_bit & ~(1 << (3)) | ((|(q_ring[(3 * 32'h40)+:(64)] & b_onehot$q[(3 * 32'h40)+:(64)])) << (3)));
        q_bit_m1 = (q_bit_m1 & ~(1 << (3)) | ((|(q_ring[(3 * 32'h40)+:(64)] & q_onehot_m1[(3 * 32'h40)+:(64)])) << (3)));
        q_full = (q_full & ~(1 << (4)) | ((&q_ring[(4 * 32'h40)+:(64)]) << (4)));
        q_end_a = (q_end_a & ~(1 << (4)) | ((&(q_ring[(4 * 32'h40)+:(64)] | b_mask_a$q[(4 * 32'h40)+:(64)])) << (4)));
        q_end_b = (q_end_b & ~(1 << (4)) | ((&(q_ring[(4 * 32'h40)+:(64)] | b_mask_b$q[(4 * 32'h40)+:(64)])) << (4)));
        q_bit = (q_bit & ~(1 << (4)) | ((|(q_ring[(4 * 32'h40)+:(64)] & b_onehot$q[(4 * 32'h40)+:(64)])) << (4)));
        q_bit_m1 = (q_bit_m1 & ~(1 << (4)) | ((|(q_ring[(4 * 32'h40)+:(64)] & q_onehot_m1[(4 * 32'h40)+:(64)])) << (4)));
        q_full = (q_full & ~(1 << (5)) | ((&q_ring[(5 * 32'h40)+:(64)]) << (5)));
        q_end_a = (q_end_a & ~(1 << (5)) | ((&(q_ring[(5 * 32'h40)+:(64)] | b_mask_a$q[(5 * 32'h40)+:(64)])) << (5)));
        q_end_b = (q_end_b & ~(1 << (5)) | ((&(q_ring[(5 * 32'h40)+:(64)] | b_mask_b$q[(5 * 32'h40)+:(64)])) << (5)));
        q_bit = (q_bit & ~(1 << (5)) | ((|(q_ring[(5 * 32'h40)+:(64)] & b_onehot$q[(5 * 32'h40)+:(64)])) << (5)));
        q_bit_m1 = (q_bit_m1 & ~(1 << (5)) | ((|(q_ring[(5 * 32'h40)+:(64)] & q_onehot_m1[(5 * 32'h40)+:(64)])) << (5)));
        q_full = (q_full & ~(1 << (6)) | ((&q_ring[(6 * 32'h40)+:(64)]) << (6)));
        q_end_a = (q_end_a & ~(1 << (6)) | ((&(q_ring[(6 * 32'h40)+:(64)] | b_mask_a$q[(6 * 32'h40)+:(64)])) << (6)));
        q_end_b = (q_end_b & ~(1 << (6)) | ((&(q_ring[(6 * 32'h40)+:(64)] | b_mask_b$q[(6 * 32'h40)+:(64)])) << (6)));
        q_bit = (q_bit & ~(1 << (6)) | ((|(q_ring[(6 * 32'h40)+:(64)] & b_onehot$q[(6 * 32'h40)+:(64)])) << (6)));
        q_bit_m1 = (q_bit_m1 & ~(1 << (6)) | ((|(q_ring[(6 * 32'h40)+:(64)] & q_onehot_m1[(6 * 32'h40)+:(64)])) << (6)));
        q_full = (q_full & ~(1 << (7)) | ((&q_ring[(7 * 32'h40)+:(64)]) << (7)));
        q_end_a = (q_end_a & ~(1 << (7)) | ((&(q_ring[(7 * 32'h40)+:(64)] | b_mask_a$q[(7 * 32'h40)+:(64)])) << (7)));
        q_end_b = (q_end_b & ~(1 << (7)) | ((&(q_ring[(7 * 32'h40)+:(64)] | b_mask_b$q[(7 * 32'h40)+:(64)])) << (7)));
        q_bit = (q_bit & ~(1 << (7)) | ((|(q_ring[(7 * 32'h40)+:(64)] & b_onehot$q[(7 * 32'h40)+:(64)])) << (7)));
        q_bit_m1 = (q_bit_m1 & ~(1 << (7)) | ((|(q_ring[(7 * 32'h40)+:(64)] & q_onehot_m1[(7 * 32'h40)+:(64)])) << (7)));
        q_full = (q_full & ~(1 << (8)) | ((&q_ring[(8 * 32'h40)+:(64)]) << (8)));
        q_end_a = (q_end_a & ~(1 << (8)) | ((&(q_ring[(8 * 32'h40)+:(64)] | b_mask_a$q[(8 * 32'h40)+:(64)])) << (8)));
        q_end_b = (q_end_b & ~(1 << (8)) | ((&(q_ring[(8 * 32'h40)+:(64)] | b_mask_b$q[(8 * 32'h40)+:(64)])) << (8)));
        q_bit = (q_bit & ~(1 << (8)) | ((|(q_ring[(8 * 32'h40)+:(64)] & b_onehot$q[(8 * 32'h40)+:(64)])) << (8)));
        q_bit_m1 = (q_bit_m1 & ~(1 << (8)) | ((|(q_ring[(8 * 32'h40)+:(64)] & q_onehot_m1[(8 * 32'h40)+:(64)])) << (8)));
        q_full = (q_full & ~(1 << (9)) | ((&q_ring[(9 * 32'h40)+:(64)]) << (9)));
        q_end_a = (q_end_a & ~(1 << (9)) | ((&(q_ring[(9 * 32'h40)+:(64)] | b_mask_a$q[(9 * 32'h40)+:(64)])) << (9)));
        q_end_b = (q_end_b & ~(1 << (9)) | ((&(q_ring[(9 * 32'h40)+:(64)] | b_mask_b$q[(9 * 32'h40)+:(64)])) << (9)));
        q_bit = (q_bit & ~(1 << (9)) | ((|(q_ring[(9 * 32'h40)+:(64)] & b_onehot$q[(9 * 32'h40)+:(64)])) << (9)));
        q_bit_m1 = (q_bit_m1 & ~(1 << (9)) | ((|(q_ring[(9 * 32'h40)+:(64)] & q_onehot_m1[(9 * 32'h40)+:(64)])) << (9)));
        q_full = (q_full & ~(1 << (10)) | ((&q_ring[(10 * 32'h40)+:(64)]) << (10)));
        q_end_a = (q_end_a & ~(1 << (10)) | ((&(q_ring[(10 * 32'h40)+:(64)] | b_mask_a$q[(10 * 32'h40)+:(64)])) << (10)));
        q_end_b = (q_end_b & ~(1 << (10)) | ((&(q_ring[(10 * 32'h40)+:(64)] | b_mask_b$q[(10 * 32'h40)+:(64)])) << (10)));
        q_bit = (q_bit & ~(1 << (10)) | ((|(q_ring[(10 * 32'h40)+:(64)] & b_onehot$q[(10 * 32'h40)+:(64)])) << (10)));
        q_bit_m1 = (q_bit_m1 & ~(1 << (10)) | ((|(q_ring[(10 * 32'h40)+:(64)] & q_onehot_m1[(10 * 32'h40)+:(64)])) << (10)));
        q_full = (q_full & ~(1 << (11)) | ((&q_ring[(11 * 32'h40)+:(64)]) << (11)));
        q_end_a = (q_end_a & ~(1 << (11)) | ((&(q_ring[(11 * 32'h40)+:(64)] | b_mask_a$q[(11 * 32'h40)+:(64)])) << (11)));
        q_end_b = (q_end_b & ~(1 << (11)) | ((&(q_ring[(11 * 32'h40)+:(64)] | b_mask_b$q[(11 * 32'h40)+:(64)])) << (11)));
        q_bit = (q_bit & ~(1 << (11)) | ((|(q_ring[(11 * 32'h40)+:(64)] & b_onehot$q[(11 * 32'h40)+:(64)])) << (11)));
        q_bit_m1 = (q_bit_m1 & ~(1 << (11)) | ((|(q_ring[(11 * 32'h40)+:(64)] & q_onehot_m1[(11 * 32'h40)+:(64)])) << (11)));
        q_full = (q_full & ~(1 << (12)) | ((&q_ring[(12 * 32'h40)+:(64)]) << (12)));
        q_end_a = (q_end_a & ~(1 << (12)) | ((&(q_ring[(12 * 32'h40)+:(64)] | b_mask_a$q[(12 * 32'h40)+:(64)])) << (12)));
        q_end_b = (q_end_b & ~(1 << (12)) | ((&(q_ring[(12 * 32'h40)+:(64)] | b_mask_b$q[(12 * 32'h40)+:(64)])) << (12)));
        q_bit = (q_bit & ~(1 << (12)) | ((|(q_ring[(12 * 32'h40)+:(64)] & b_onehot$q[(12 * 32'h40)+:(64)])) << (12)));
        q_bit_m1 = (q_bit_m1 & ~(1 << (12)) | ((|(q_ring[(12 * 32'h40)+:(64)] & q_onehot_m1[(12 * 32'h40)+:(64)])) << (12)));
        q_full = (q_full & ~(1 << (13)) | ((&q_ring[(13 * 32'h40)+:(64)]) << (13)));
        q_end_a = (q_end_a & ~(1 << (13)) | ((&(q_ring[(13 * 32'h40)+:(64)] | b_mask_a$q[(13 * 32'h40)+:(64)])) << (13)));
        q_end_b = (q_end_b & ~(1 << (13)) | ((&(q_ring[(13 * 32'h40)+:(64)] | b_mask_b$q[(13 * 32'h40)+:(64)])) << (13)));
        q_bit = (q_bit & ~(1 << (13)) | ((|(q_ring[(13 * 32'h40)+:(64)] & b_onehot$q[(13 * 32'h40)+:(64)])) << (13)));
        q_bit_m1 = (q_bit_m1 & ~(1 << (13)) | ((|(q_ring[(13 * 32'h40)+:(64)] & q_onehot_m1[(13 * 32'h40)+:(64)])) << (13)));
        q_full = (q_full & ~(1 << (14)) | ((&q_ring[(14 * 32'h40)+:(64)]) << (14)));
        q_end_a = (q_end_a & ~(1 << (14)) | ((&(q_ring[(14 * 32'h40)+:(64)] | b_mask_a$q[(14 * 32'h40)+:(64)])) << (14)));
        q_end_b = (q_end_b & ~(1 << (14)) | ((&(q_ring[(14 * 32'h40)+:(64)] | b_mask_b$q[(14 * 32'h40)+:(64)])) << (14)));
        q_bit = (q_bit & ~(1 << (14)) | ((|(q_ring[(14 * 32'h40)+:(64)] & b_onehot$q[(14 * 32'h40)+:(64)])) << (14)));
        q_bit_m1 = (q_bit_m1 & ~(1 << (14)) | ((|(q_ring[(14 * 32'h40)+:(64)] & q_onehot_m1[(14 * 32'h40)+:(64)])) << (14)));
        q_full = (q_full & ~(1 << (15)) | ((&q_ring[(15 * 32'h40)+:(64)]) << (15)));
        q_end_a = (q_end_a & ~(1 << (15)) | ((&(q_ring[(15 * 32'h40)+:(64)] | b_mask_a$q[(15 * 32'h40)+:(64)])) << (15)));
        q_end_b = (q_end_b & ~(1 << (15)) | ((&(q_ring[(15 * 32'h40)+:(64)] | b_mask_b$q[(15 * 32'h40)+:(64)])) << (15)));
        q_bit = (q_bit & ~(1 << (15)) | ((|(q_ring[(15 * 32'h40)+:(64)] & b_onehot$q[(15 * 32'h40)+:(64)])) << (15)));
        q_bit_m1 = (q_bit_m1 & ~(1 << (15)) | ((|(q_ring[(15 * 32'h40)+:(64)] & q_onehot_m1[(15 * 32'h40)+:(64)])) << (15)));
        q_t_a = (q_full | q_spare_a) & q_end_a;
        q_t_b = (q_full | q_spare_b) & q_end_b;
        q_at_low0 = q_full & q_lowoh;
        q_at_low1 = q_full & q_lowoh1;
        p_pre_a$d = q_t_a;
        p_pre_b$d = q_t_b;
        q_bit_off = c_two$q & (c_class0$q == 32'h2) & b_psn_eq2$q;
        if (q_bit_off) begin
            p_bit$d = 32'h0;
        end
        else begin
            p_bit$d = q_bit;
        end
        p_bit_m1$d = q_bit_m1;
        p_low_full0$d = q_at_low0;
        p_low_full1$d = q_at_low1;
        p_flags_w$d = q_flags_w;
        p_flags_b$d = q_flags_b;
        p_sel_w$d = b_sel_w$q[32'h40];
        p_same1$d = (p_update$q | p_cmd$q) & (p_window$q == b_window$q);
        p_after_start$d = p_cmd$q & ~p_op$q & (p_window$q == b_window$q);
        p_start_class$d = b_start_class$q;
        p_start_hole$d = b_start_hole$q;
        p_same2$d = b_same2$q;
        q_fresh_ring = zero1024;
        if (|(b_blk$q & (one16 << 0))) begin
            q_fresh_ring = q_fresh_ring | (((b_fresh_block$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (0 * 32'h40));
        end
        if (|(b_blk$q & (one16 << 1))) begin
            q_fresh_ring = q_fresh_ring | (((b_fresh_block$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (1 * 32'h40));
        end
        if (|(b_blk$q & (one16 << 2))) begin
            q_fresh_ring = q_fresh_ring | (((b_fresh_block$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (2 * 32'h40));
        end
        if (|(b_blk$q & (one16 << 3))) begin
            q_fresh_ring = q_fresh_ring | (((b_fresh_block$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (3 * 32'h40));
        end
        if (|(b_blk$q & (one16 << 4))) begin
            q_fresh_ring = q_fresh_ring | (((b_fresh_block$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (4 * 32'h40));
        end
        if (|(b_blk$q & (one16 << 5))) begin
            q_fresh_ring = q_fresh_ring | (((b_fresh_block$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (5 * 32'h40));
        end
        if (|(b_blk$q & (one16 << 6))) begin
            q_fresh_ring = q_fresh_ring | (((b_fresh_block$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (6 * 32'h40));
        end
        if (|(b_blk$q & (one16 << 7))) begin
            q_fresh_ring = q_fresh_ring | (((b_fresh_block$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (7 * 32'h40));
        end
        if (|(b_blk$q & (one16 << 8))) begin
            q_fresh_ring = q_fresh_ring | (((b_fresh_block$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (8 * 32'h40));
        end
        if (|(b_blk$q & (one16 << 9))) begin
            q_fresh_ring = q_fresh_ring | (((b_fresh_block$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (9 * 32'h40));
        end
        if (|(b_blk$q & (one16 << 10))) begin
            q_fresh_ring = q_fresh_ring | (((b_fresh_block$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (10 * 32'h40));
        end
        if (|(b_blk$q & (one16 << 11))) begin
            q_fresh_ring = q_fresh_ring | (((b_fresh_block$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (11 * 32'h40));
        end
        if (|(b_blk$q & (one16 << 12))) begin
            q_fresh_ring = q_fresh_ring | (((b_fresh_block$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (12 * 32'h40));
        end
        if (|(b_blk$q & (one16 << 13))) begin
            q_fresh_ring = q_fresh_ring | (((b_fresh_block$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (13 * 32'h40));
        end
        if (|(b_blk$q & (one16 << 14))) begin
            q_fresh_ring = q_fresh_ring | (((b_fresh_block$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (14 * 32'h40));
        end
        if (|(b_blk$q & (one16 << 15))) begin
            q_fresh_ring = q_fresh_ring | (((b_fresh_block$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (15 * 32'h40));
        end
        q_fresh[(64'h0)+:(1024)] = q_fresh_ring;
        q_fresh[(64'h400)+:(32)] = (b_psn$q >> 32'h6) << 32'h6;
        q_fresh[(64'h420)+:(32)] = 32'h0;
        q_fresh[(64'h440)+:(16)] = 32'h0;
        q_fresh[(64'h450)+:(64)] = 32'h0;
        q_start_mask = zero1024;
        if (|(b_start$q[(32'h0)+:(16)] & (one16 << 0))) begin
            q_start_mask = q_start_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (0 * 32'h40));
        end
        if (|(b_start$q[(32'h0)+:(16)] & (one16 << 1))) begin
            q_start_mask = q_start_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (1 * 32'h40));
        end
        if (|(b_start$q[(32'h0)+:(16)] & (one16 << 2))) begin
            q_start_mask = q_start_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (2 * 32'h40));
        end
        if (|(b_start$q[(32'h0)+:(16)] & (one16 << 3))) begin
            q_start_mask = q_start_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (3 * 32'h40));
        end
        if (|(b_start$q[(32'h0)+:(16)] & (one16 << 4))) begin
            q_start_mask = q_start_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (4 * 32'h40));
        end
        if (|(b_start$q[(32'h0)+:(16)] & (one16 << 5))) begin
            q_start_mask = q_start_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (5 * 32'h40));
        end
        if (|(b_start$q[(32'h0)+:(16)] & (one16 << 6))) begin
            q_start_mask = q_start_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (6 * 32'h40));
        end
        if (|(b_start$q[(32'h0)+:(16)] & (one16 << 7))) begin
            q_start_mask = q_start_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (7 * 32'h40));
        end
        if (|(b_start$q[(32'h0)+:(16)] & (one16 << 8))) begin
            q_start_mask = q_start_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (8 * 32'h40));
        end
        if (|(b_start$q[(32'h0)+:(16)] & (one16 << 9))) begin
            q_start_mask = q_start_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (9 * 32'h40));
        end
        if (|(b_start$q[(32'h0)+:(16)] & (one16 << 10))) begin
            q_start_mask = q_start_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (10 * 32'h40));
        end
        if (|(b_start$q[(32'h0)+:(16)] & (one16 << 11))) begin
            q_start_mask = q_start_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (11 * 32'h40));
        end
        if (|(b_start$q[(32'h0)+:(16)] & (one16 << 12))) begin
            q_start_mask = q_start_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (12 * 32'h40));
        end
        if (|(b_start$q[(32'h0)+:(16)] & (one16 << 13))) begin
            q_start_mask = q_start_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (13 * 32'h40));
        end
        if (|(b_start$q[(32'h0)+:(16)] & (one16 << 14))) begin
            q_start_mask = q_start_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (14 * 32'h40));
        end
        if (|(b_start$q[(32'h0)+:(16)] & (one16 << 15))) begin
            q_start_mask = q_start_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (15 * 32'h40));
        end
        if (b_start$q[32'h10]) begin
            p_word$d = q_fresh;
        end
        else begin
            p_word$d = q_state;
        end
        p_word$d[(64'h0)+:(1024)] = (q_fresh_ring & q_start_mask) | (q_state[(64'h0)+:(1024)] & ~q_start_mask);
        p_pick_p$d = (b_cmd$q & ~rst & ~b_op$q) | ~b_same2$q;
        p_update$d = b_update$q & ~rst;
        p_cmd$d = b_cmd$q & ~rst;
        p_op$d = b_op$q;
        p_window$d = b_window$q;
        p_psn$d = b_psn$q;
        p_onehot$d = b_onehot$q;
        p_ce$d = b_ce$q;
        p_timestamp$d = b_timestamp$q;
        p_ack_req$d = b_ack_req$q;
        p_placed$d = b_placed$q;
        b_sel_w$d = (a_same_b$q & a_ahead_takes_w$q) | (~a_same_b$q & a_same_p$q);
        q_take_p_mask = zero1024;
        if (|(a_take_p$q[(32'h0)+:(16)] & (one16 << 0))) begin
            q_take_p_mask = q_take_p_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (0 * 32'h40));
        end
        if (|(a_take_p$q[(32'h0)+:(16)] & (one16 << 1))) begin
            q_take_p_mask = q_take_p_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (1 * 32'h40));
        end
        if (|(a_take_p$q[(32'h0)+:(16)] & (one16 << 2))) begin
            q_take_p_mask = q_take_p_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (2 * 32'h40));
        end
        if (|(a_take_p$q[(32'h0)+:(16)] & (one16 << 3))) begin
            q_take_p_mask = q_take_p_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (3 * 32'h40));
        end
        if (|(a_take_p$q[(32'h0)+:(16)] & (one16 << 4))) begin
            q_take_p_mask = q_take_p_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (4 * 32'h40));
        end
        if (|(a_take_p$q[(32'h0)+:(16)] & (one16 << 5))) begin
            q_take_p_mask = q_take_p_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (5 * 32'h40));
        end
        if (|(a_take_p$q[(32'h0)+:(16)] & (one16 << 6))) begin
            q_take_p_mask = q_take_p_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (6 * 32'h40));
        end
        if (|(a_take_p$q[(32'h0)+:(16)] & (one16 << 7))) begin
            q_take_p_mask = q_take_p_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (7 * 32'h40));
        end
        if (|(a_take_p$q[(32'h0)+:(16)] & (one16 << 8))) begin
            q_take_p_mask = q_take_p_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (8 * 32'h40));
        end
        if (|(a_take_p$q[(32'h0)+:(16)] & (one16 << 9))) begin
            q_take_p_mask = q_take_p_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (9 * 32'h40));
        end
        if (|(a_take_p$q[(32'h0)+:(16)] & (one16 << 10))) begin
            q_take_p_mask = q_take_p_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (10 * 32'h40));
        end
        if (|(a_take_p$q[(32'h0)+:(16)] & (one16 << 11))) begin
            q_take_p_mask = q_take_p_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (11 * 32'h40));
        end
        if (|(a_take_p$q[(32'h0)+:(16)] & (one16 << 12))) begin
            q_take_p_mask = q_take_p_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (12 * 32'h40));
        end
        if (|(a_take_p$q[(32'h0)+:(16)] & (one16 << 13))) begin
            q_take_p_mask = q_take_p_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (13 * 32'h40));
        end
        if (|(a_take_p$q[(32'h0)+:(16)] & (one16 << 14))) begin
            q_take_p_mask = q_take_p_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (14 * 32'h40));
        end
        if (|(a_take_p$q[(32'h0)+:(16)] & (one16 << 15))) begin
            q_take_p_mask = q_take_p_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (15 * 32'h40));
        end
        if (a_take_p$q[32'h10]) begin
            q_ahead = p_word$q;
        end
        else begin
            q_ahead = w_word$q;
        end
        q_ahead[(64'h0)+:(1024)] = (p_word$q[(64'h0)+:(1024)] & q_take_p_mask) | (w_word$q[(64'h0)+:(1024)] & ~q_take_p_mask);
        b_ring_pick$select = a_take_ram$q[(32'h0)+:(16)];
        b_ring_pick$when_set = windows$read_data[(64'h0)+:(1024)];
        b_ring_pick$when_clear = q_ahead[(64'h0)+:(1024)];
        b_low_pick$select = a_take_ram$q[32'h10];
        b_low_pick$when_set = windows$read_data[(64'h400)+:(32)];
        b_low_pick$when_clear = q_ahead[(64'h400)+:(32)];
        b_ce_pick$select = a_take_ram$q[32'h11];
        b_ce_pick$when_set = windows$read_data[(64'h420)+:(32)];
        b_ce_pick$when_clear = q_ahead[(64'h420)+:(32)];
        b_since_pick$select = a_take_ram$q[32'h12];
        b_since_pick$when_set = windows$read_data[(64'h440)+:(16)];
        b_since_pick$when_clear = q_ahead[(64'h440)+:(16)];
        b_echo_pick$select = a_take_ram$q[32'h13];
        b_echo_pick$when_set = windows$read_data[(64'h450)+:(64)];
        b_echo_pick$when_clear = q_ahead[(64'h450)+:(64)];
        b_low_hi_pick$select = a_take_ram$q[32'h14];
        b_low_hi_pick$when_set = ((windows$read_data[(64'h400)+:(32)] >> 32'h6) & 26'h3ffffff);
        b_low_hi_pick$when_clear = ((q_ahead[(64'h400)+:(32)] >> 32'h6) & 26'h3ffffff);
        b_word$d[(64'h0)+:(1024)] = b_ring_pick$picked;
        b_word$d[(64'h400)+:(32)] = b_low_pick$picked;
        b_word$d[(64'h420)+:(32)] = b_ce_pick$picked;
        b_word$d[(64'h440)+:(16)] = b_since_pick$picked;
        b_word$d[(64'h450)+:(64)] = b_echo_pick$picked;
        b_low_hi$d = b_low_hi_pick$picked;
        b_psn_m_hi$d = (((a_psn$q + 32'h7fffffff) >> 32'h6) & 26'h3ffffff);
        b_psn_lo_any$d = |a_psn$q[(32'h0)+:(6)];
        b_end_slot_a$d = a_psn$q[(32'h6)+:(4)] - 32'h4;
        q_mask_a = zero1024;
        q_mask_b = zero1024;
        if (|(a_slot_a_oh$q & (one16 << 0))) begin
            q_mask_a = q_mask_a | (((a_notail_a$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (0 * 32'h40));
        end
        if (|(a_slot_b_oh$q & (one16 << 0))) begin
            q_mask_b = q_mask_b | (((a_notail_b$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (0 * 32'h40));
        end
        if (|(a_slot_a_oh$q & (one16 << 1))) begin
            q_mask_a = q_mask_a | (((a_notail_a$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (1 * 32'h40));
        end
        if (|(a_slot_b_oh$q & (one16 << 1))) begin
            q_mask_b = q_mask_b | (((a_notail_b$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (1 * 32'h40));
        end
        if (|(a_slot_a_oh$q & (one16 << 2))) begin
            q_mask_a = q_mask_a | (((a_notail_a$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (2 * 32'h40));
        end
        if (|(a_slot_b_oh$q & (one16 << 2))) begin
            q_mask_b = q_mask_b | (((a_notail_b$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (2 * 32'h40));
        end
        if (|(a_slot_a_oh$q & (one16 << 3))) begin
            q_mask_a = q_mask_a | (((a_notail_a$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (3 * 32'h40));
        end
        if (|(a_slot_b_oh$q & (one16 << 3))) begin
            q_mask_b = q_mask_b | (((a_notail_b$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (3 * 32'h40));
        end
        if (|(a_slot_a_oh$q & (one16 << 4))) begin
            q_mask_a = q_mask_a | (((a_notail_a$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (4 * 32'h40));
        end
        if (|(a_slot_b_oh$q & (one16 << 4))) begin
            q_mask_b = q_mask_b | (((a_notail_b$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (4 * 32'h40));
        end
        if (|(a_slot_a_oh$q & (one16 << 5))) begin
            q_mask_a = q_mask_a | (((a_notail_a$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (5 * 32'h40));
        end
        if (|(a_slot_b_oh$q & (one16 << 5))) begin
            q_mask_b = q_mask_b | (((a_notail_b$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (5 * 32'h40));
        end
        if (|(a_slot_a_oh$q & (one16 << 6))) begin
            q_mask_a = q_mask_a | (((a_notail_a$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (6 * 32'h40));
        end
        if (|(a_slot_b_oh$q & (one16 << 6))) begin
            q_mask_b = q_mask_b | (((a_notail_b$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (6 * 32'h40));
        end
        if (|(a_slot_a_oh$q & (one16 << 7))) begin
            q_mask_a = q_mask_a | (((a_notail_a$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (7 * 32'h40));
        end
        if (|(a_slot_b_oh$q & (one16 << 7))) begin
            q_mask_b = q_mask_b | (((a_notail_b$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (7 * 32'h40));
        end
        if (|(a_slot_a_oh$q & (one16 << 8))) begin
            q_mask_a = q_mask_a | (((a_notail_a$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (8 * 32'h40));
        end
        if (|(a_slot_b_oh$q & (one16 << 8))) begin
            q_mask_b = q_mask_b | (((a_notail_b$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (8 * 32'h40));
        end
        if (|(a_slot_a_oh$q & (one16 << 9))) begin
            q_mask_a = q_mask_a | (((a_notail_a$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (9 * 32'h40));
        end
        if (|(a_slot_b_oh$q & (one16 << 9))) begin
            q_mask_b = q_mask_b | (((a_notail_b$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (9 * 32'h40));
        end
        if (|(a_slot_a_oh$q & (one16 << 10))) begin
            q_mask_a = q_mask_a | (((a_notail_a$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (10 * 32'h40));
        end
        if (|(a_slot_b_oh$q & (one16 << 10))) begin
            q_mask_b = q_mask_b | (((a_notail_b$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (10 * 32'h40));
        end
        if (|(a_slot_a_oh$q & (one16 << 11))) begin
            q_mask_a = q_mask_a | (((a_notail_a$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (11 * 32'h40));
        end
        if (|(a_slot_b_oh$q & (one16 << 11))) begin
            q_mask_b = q_mask_b | (((a_notail_b$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (11 * 32'h40));
        end
        if (|(a_slot_a_oh$q & (one16 << 12))) begin
            q_mask_a = q_mask_a | (((a_notail_a$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (12 * 32'h40));
        end
        if (|(a_slot_b_oh$q & (one16 << 12))) begin
            q_mask_b = q_mask_b | (((a_notail_b$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (12 * 32'h40));
        end
        if (|(a_slot_a_oh$q & (one16 << 13))) begin
            q_mask_a = q_mask_a | (((a_notail_a$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (13 * 32'h40));
        end
        if (|(a_slot_b_oh$q & (one16 << 13))) begin
            q_mask_b = q_mask_b | (((a_notail_b$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (13 * 32'h40));
        end
        if (|(a_slot_a_oh$q & (one16 << 14))) begin
            q_mask_a = q_mask_a | (((a_notail_a$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (14 * 32'h40));
        end
        if (|(a_slot_b_oh$q & (one16 << 14))) begin
            q_mask_b = q_mask_b | (((a_notail_b$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (14 * 32'h40));
        end
        if (|(a_slot_a_oh$q & (one16 << 15))) begin
            q_mask_a = q_mask_a | (((a_notail_a$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (15 * 32'h40));
        end
        if (|(a_slot_b_oh$q & (one16 << 15))) begin
            q_mask_b = q_mask_b | (((a_notail_b$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (15 * 32'h40));
        end
        b_mask_a$d = ~q_mask_a;
        b_mask_b$d = ~q_mask_b;
        b_fresh_block$d = ~(ones64 << a_psn$q[(32'h0)+:(6)]);
        b_blk$d = one16 << a_psn$q[(32'h6)+:(4)];
        b_start$d = a_cmd$q & ~rst & ~a_op$q;
        b_same2$d = a_same_b$q;
        b_psn_eq2$d = a_psn$q == p_psn$q;
        if (~|a_start_gap$q[(32'h8)+:(24)]) begin
            b_start_class$d = 32'h0;
        end
        else if (a_start_gap$q[32'h1f] & |a_start_gap$q[(32'h0)+:(31)]) begin
            b_start_class$d = 32'h1;
        end
        else begin
            b_start_class$d = 32'h2;
        end
        b_start_hole$d = |a_start_gap$q;
        b_update$d = a_update$q & ~rst;
        b_cmd$d = a_cmd$q & ~rst;
        b_op$d = a_op$q;
        b_window$d = a_window$q;
        b_psn$d = a_psn$q;
        b_psn_m1$d = a_psn$q - 32'h1;
        q_onehot = zero1024;
        if (|(a_high_oh$q & (one32 << 0))) begin
            q_onehot = q_onehot | (((a_low_oh$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (0 * 32'h20));
        end
        if (|(a_high_oh$q & (one32 << 1))) begin
            q_onehot = q_onehot | (((a_low_oh$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (1 * 32'h20));
        end
        if (|(a_high_oh$q & (one32 << 2))) begin
            q_onehot = q_onehot | (((a_low_oh$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (2 * 32'h20));
        end
        if (|(a_high_oh$q & (one32 << 3))) begin
            q_onehot = q_onehot | (((a_low_oh$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (3 * 32'h20));
        end
        if (|(a_high_oh$q & (one32 << 4))) begin
            q_onehot = q_onehot | (((a_low_oh$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (4 * 32'h20));
        end
        if (|(a_high_oh$q & (one32 << 5))) begin
            q_onehot = q_onehot | (((a_low_oh$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (5 * 32'h20));
        end
        if (|(a_high_oh$q & (one32 << 6))) begin
            q_onehot = q_onehot | (((a_low_oh$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (6 * 32'h20));
        end
        if (|(a_high_oh$q & (one32 << 7))) begin
            q_onehot = q_onehot | (((a_low_oh$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (7 * 32'h20));
        end
        if (|(a_high_oh$q & (one32 << 8))) begin
            q_onehot = q_onehot | (((a_low_oh$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (8 * 32'h20));
        end
        if (|(a_high_oh$q & (one32 << 9))) begin
            q_onehot = q_onehot | (((a_low_oh$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (9 * 32'h20));
        end
        if (|(a_high_oh$q & (one32 << 10))) begin
            q_onehot = q_onehot | (((a_low_oh$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (10 * 32'h20));
        end
        if (|(a_high_oh$q & (one32 << 11))) begin
            q_onehot = q_onehot | (((a_low_oh$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (11 * 32'h20));
        end
        if (|(a_high_oh$q & (one32 << 12))) begin
            q_onehot = q_onehot | (((a_low_oh$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (12 * 32'h20));
        end
        if (|(a_high_oh$q & (one32 << 13))) begin
            q_onehot = q_onehot | (((a_low_oh$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (13 * 32'h20));
        end
        if (|(a_high_oh$q & (one32 << 14))) begin
            q_onehot = q_onehot | (((a_low_oh$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (14 * 32'h20));
        end
        if (|(a_high_oh$q & (one32 << 15))) begin
            q_onehot = q_onehot | (((a_low_oh$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (15 * 32'h20));
        end
        if (|(a_high_oh$q & (one32 << 16))) begin
            q_onehot = q_onehot | (((a_low_oh$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (16 * 32'h20));
        end
        if (|(a_high_oh$q & (one32 << 17))) begin
            q_onehot = q_onehot | (((a_low_oh$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (17 * 32'h20));
        end
        if (|(a_high_oh$q & (one32 << 18))) begin
            q_onehot = q_onehot | (((a_low_oh$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (18 * 32'h20));
        end
        if (|(a_high_oh$q & (one32 << 19))) begin
            q_onehot = q_onehot | (((a_low_oh$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (19 * 32'h20));
        end
        if (|(a_high_oh$q & (one32 << 20))) begin
            q_onehot = q_onehot | (((a_low_oh$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (20 * 32'h20));
        end
        if (|(a_high_oh$q & (one32 << 21))) begin
            q_onehot = q_onehot | (((a_low_oh$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (21 * 32'h20));
        end
        if (|(a_high_oh$q & (one32 << 22))) begin
            q_onehot = q_onehot | (((a_low_oh$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (22 * 32'h20));
        end
        if (|(a_high_oh$q & (one32 << 23))) begin
            q_onehot = q_onehot | (((a_low_oh$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (23 * 32'h20));
        end
        if (|(a_high_oh$q & (one32 << 24))) begin
            q_onehot = q_onehot | (((a_low_oh$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (24 * 32'h20));
        end
        if (|(a_high_oh$q & (one32 << 25))) begin
            q_onehot = q_onehot | (((a_low_oh$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (25 * 32'h20));
        end
        if (|(a_high_oh$q & (one32 << 26))) begin
            q_onehot = q_onehot | (((a_low_oh$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (26 * 32'h20));
        end
        if (|(a_high_oh$q & (one32 << 27))) begin
            q_onehot = q_onehot | (((a_low_oh$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (27 * 32'h20));
        end
        if (|(a_high_oh$q & (one32 << 28))) begin
            q_onehot = q_onehot | (((a_low_oh$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (28 * 32'h20));
        end
        if (|(a_high_oh$q & (one32 << 29))) begin
            q_onehot = q_onehot | (((a_low_oh$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (29 * 32'h20));
        end
        if (|(a_high_oh$q & (one32 << 30))) begin
            q_onehot = q_onehot | (((a_low_oh$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (30 * 32'h20));
        end
        if (|(a_high_oh$q & (one32 << 31))) begin
            q_onehot = q_onehot | (((a_low_oh$q) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (31 * 32'h20));
        end
        b_onehot$d = q_onehot;
        b_ce$d = a_ce$q;
        b_timestamp$d = a_timestamp$q;
        b_ack_req$d = a_ack_req$q;
        b_placed$d = a_placed$q;
        s_cmd_ready = ~s_update_due;
        in_refused = s_update_valid & a_update$q & (a_window$q == s_update_window_tests);
        refused$d = in_refused & ~rst;
        m_update_refused = refused$q;
        a_update$d = s_update_valid & ~in_refused & ~rst;
        a_cmd$d = s_cmd_valid & ~s_update_due & ~rst;
        a_op$d = s_cmd_op;
        a_ce$d = s_update_ce;
        a_timestamp$d = s_update_timestamp;
        a_ack_req$d = s_update_ack_req;
        a_placed$d = s_update_placed;
        if (s_update_due) begin
            in_window = s_update_window;
            in_psn = s_update_psn;
        end
        else begin
            in_window = s_cmd_window;
            in_psn = s_cmd_base;
        end
        a_psn$d = in_psn;
        a_psn_start$d = in_psn;
        decode_update$psn = s_update_psn;
        decode_update$ahead_psn = a_psn_start$q;
        decode_cmd$psn = s_cmd_base;
        decode_cmd$ahead_psn = a_psn_start$q;
        if (s_update_due) begin
            a_start_gap$d = decode_update$start_gap;
            a_low_oh$d = decode_update$low_oh;
            a_high_oh$d = decode_update$high_oh;
            a_slot_a_oh$d = decode_update$slot_a_oh;
            a_notail_a$d = decode_update$notail_a;
            a_slot_b_oh$d = decode_update$slot_b_oh;
            a_notail_b$d = decode_update$notail_b;
        end
        else begin
            a_start_gap$d = decode_cmd$start_gap;
            a_low_oh$d = decode_cmd$low_oh;
            a_high_oh$d = decode_cmd$high_oh;
            a_slot_a_oh$d = decode_cmd$slot_a_oh;
            a_notail_a$d = decode_cmd$notail_a;
            a_slot_b_oh$d = decode_cmd$slot_b_oh;
            a_notail_b$d = decode_cmd$notail_b;
        end
        a_window$d = in_window;
        windows$read_address = in_window;
        b_busy$d = (a_update$q | a_cmd$q) & ~rst;
        p_busy$d = (b_update$q | b_cmd$q) & ~rst;
        c_busy$d = (p_update$q | p_cmd$q) & ~rst;
        tu_same_b = b_busy$q & (b_window$q == s_update_window_tests);
        tu_same_p = p_busy$q & (p_window$q == s_update_window_tests);
        tu_same_c = c_busy$q & (c_window$q == s_update_window_tests);
        tc_same_b = b_busy$q & (b_window$q == s_cmd_window_tests);
        tc_same_p = p_busy$q & (p_window$q == s_cmd_window_tests);
        tc_same_c = c_busy$q & (c_window$q == s_cmd_window_tests);
        if (s_update_due) begin
            t_same_b = tu_same_b;
            t_same_p = tu_same_p;
        end
        else begin
            t_same_b = tc_same_b;
            t_same_p = tc_same_p;
        end
        a_same_b$d = t_same_b;
        a_two_gate$d = t_same_b & b_update$q & ~rst;
        a_same_p$d = t_same_p;
        t_ahead_start = b_cmd$q & ~rst & ~b_op$q;
        t_ahead_takes_w = p_busy$q & (p_window$q == b_window$q) & ~t_ahead_start;
        t_p_if_same = ~t_ahead_takes_w & (t_ahead_start | ~b_same2$q);
        tu_take_p = tu_same_b & t_p_if_same;
        tc_take_p = tc_same_b & t_p_if_same;
        tu_take_ram = (tu_same_b & t_ahead_takes_w) | (~tu_same_b & ~tu_same_c);
        tc_take_ram = (tc_same_b & t_ahead_takes_w) | (~tc_same_b & ~tc_same_c);
        if (s_update_due) begin
            a_take_p$d = tu_take_p;
            a_take_ram$d = tu_take_ram;
        end
        else begin
            a_take_p$d = tc_take_p;
            a_take_ram$d = tc_take_ram;
        end
        a_ahead_takes_w$d = t_ahead_takes_w;
        index_bit0 = 64'haaaaaaaaaaaaaaaa;
        index_bit1 = 64'hcccccccccccccccc;
        index_bit2 = 64'hf0f0f0f0f0f0f0f0;
        index_bit3 = 64'hff00ff00ff00ff00;
        r1_valid$d = w_update$q & ~rst;
        r1_window$d = w_window$q;
        r1_class$d = w_class$q;
        r1_hole$d = w_hole$q;
        r1_ack$d = w_ack$q;
        r1_word$d = w_word$q;
        r_ring1 = w_word$q[(64'h0)+:(1024)];
        r_full = 32'h0;
        r_full = (r_full & ~(1 << (0)) | ((&r_ring1[(0 * 32'h40)+:(64)]) << (0)));
        r_full = (r_full & ~(1 << (1)) | ((&r_ring1[(1 * 32'h40)+:(64)]) << (1)));
        r_full = (r_full & ~(1 << (2)) | ((&r_ring1[(2 * 32'h40)+:(64)]) << (2)));
        r_full = (r_full & ~(1 << (3)) | ((&r_ring1[(3 * 32'h40)+:(64)]) << (3)));
        r_full = (r_full & ~(1 << (4)) | ((&r_ring1[(4 * 32'h40)+:(64)]) << (4)));
        r_full = (r_full & ~(1 << (5)) | ((&r_ring1[(5 * 32'h40)+:(64)]) << (5)));
        r_full = (r_full & ~(1 << (6)) | ((&r_ring1[(6 * 32'h40)+:(64)]) << (6)));
        r_full = (r_full & ~(1 << (7)) | ((&r_ring1[(7 * 32'h40)+:(64)]) << (7)));
        r_full = (r_full & ~(1 << (8)) | ((&r_ring1[(8 * 32'h40)+:(64)]) << (8)));
        r_full = (r_full & ~(1 << (9)) | ((&r_ring1[(9 * 32'h40)+:(64)]) << (9)));
        r_full = (r_full & ~(1 << (10)) | ((&r_ring1[(10 * 32'h40)+:(64)]) << (10)));
        r_full = (r_full & ~(1 << (11)) | ((&r_ring1[(11 * 32'h40)+:(64)]) << (11)));
        r_full = (r_full & ~(1 << (12)) | ((&r_ring1[(12 * 32'h40)+:(64)]) << (12)));
        r_full = (r_full & ~(1 << (13)) | ((&r_ring1[(13 * 32'h40)+:(64)]) << (13)));
        r_full = (r_full & ~(1 << (14)) | ((&r_ring1[(14 * 32'h40)+:(64)]) << (14)));
        r_full = (r_full & ~(1 << (15)) | ((&r_ring1[(15 * 32'h40)+:(64)]) << (15)));
        r1_full$d = r_full;
        r_low_slot = ((w_word$q[(64'h400)+:(32)] >> 32'h6) & 4'hf);
        r1_open_high$d = ~r_full & (ones16 << r_low_slot);
        r_open_all = ~r1_full$q;
        r_open_high = r1_open_high$q;
        r_first_all = r_open_all & (~r_open_all + 32'h1);
        r_first_high = r_open_high & (~r_open_high + 32'h1);
        r_slot_all = 32'h0;
        r_slot_high = 32'h0;
        r_slot_all = ((((r_slot_all & ~(1 << (32'h0)) | ((|(r_first_all & index_bit0[(32'h0)+:(16)])) << (32'h0))) & ~(1 << (32'h1)) | ((|(r_first_all & index_bit1[(32'h0)+:(16)])) << (32'h1))) & ~(1 << (32'h2)) | ((|(r_first_all & index_bit2[(32'h0)+:(16)])) << (32'h2))) & ~(1 << (32'h3)) | ((|(r_first_all & index_bit3[(32'h0)+:(16)])) << (32'h3)));
        r_slot_high = ((((r_slot_high & ~(1 << (32'h0)) | ((|(r_first_high & index_bit0[(32'h0)+:(16)])) << (32'h0))) & ~(1 << (32'h1)) | ((|(r_first_high & index_bit1[(32'h0)+:(16)])) << (32'h1))) & ~(1 << (32'h2)) | ((|(r_first_high & index_bit2[(32'h0)+:(16)])) << (32'h2))) & ~(1 << (32'h3)) | ((|(r_first_high & index_bit3[(32'h0)+:(16)])) << (32'h3)));
        r_group_high = 32'h0;
        r_group_all = 32'h0;
        r_group_high = (r_group_high & ~(1 << (0)) | ((|r_open_high[(0 * 32'h4)+:(4)]) << (0)));
        r_group_all = (r_group_all & ~(1 << (0)) | ((|r_open_all[(0 * 32'h4)+:(4)]) << (0)));
        r_group_high = (r_group_high & ~(1 << (1)) | ((|r_open_high[(1 * 32'h4)+:(4)]) << (1)));
        r_group_all = (r_group_all & ~(1 << (1)) | ((|r_open_all[(1 * 32'h4)+:(4)]) << (1)));
        r_group_high = (r_group_high & ~(1 << (2)) | ((|r_open_high[(2 * 32'h4)+:(4)]) << (2)));
        r_group_all = (r_group_all & ~(1 << (2)) | ((|r_open_all[(2 * 32'h4)+:(4)]) << (2)));
        r_group_high = (r_group_high & ~(1 << (3)) | ((|r_open_high[(3 * 32'h4)+:(4)]) << (3)));
        r_group_all = (r_group_all & ~(1 << (3)) | ((|r_open_all[(3 * 32'h4)+:(4)]) << (3)));
        r_quarter_high_hi = ~r_group_high[32'h0] & ~r_group_high[32'h1];
        r_quarter_high_lo = ~r_group_high[32'h0] & (r_group_high[32'h1] | ~r_group_high[32'h2]);
        r_quarter_all_hi = ~r_group_all[32'h0] & ~r_group_all[32'h1];
        r_quarter_all_lo = ~r_group_all[32'h0] & (r_group_all[32'h1] | ~r_group_all[32'h2]);
        if (|r_group_high) begin
            r2_slot$d = r_slot_high;
            r2_quarter_hi$d = r_quarter_high_hi;
            r2_quarter_lo$d = r_quarter_high_lo;
        end
        else begin
            r2_slot$d = r_slot_all;
            r2_quarter_hi$d = r_quarter_all_hi;
            r2_quarter_lo$d = r_quarter_all_lo;
        end
        r2_wrap$d = ~|r_group_high;
        r2_valid$d = r1_valid$q & ~rst;
        r2_window$d = r1_window$q;
        r2_class$d = r1_class$q;
        r2_hole$d = r1_hole$q;
        r2_ack$d = r1_ack$q;
        r2_word$d = r1_word$q;
        r_double = ((r2_word$q[(64'h0)+:(1024)]) & 2048'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) | (((r2_word$q[(64'h0)+:(1024)]) & 2048'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h400);
        m_half_0 = 32'h0;
        if (|(r2_quarter_hi$q & (one8 << 0)) & |(r2_quarter_lo$q & (one8 << 0))) begin
            m_half_0 = m_half_0 | (((ones64) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (0 * 32'h40));
        end
        if (|(r2_quarter_hi$q & (one8 << 1)) & |(r2_quarter_lo$q & (one8 << 1))) begin
            m_half_0 = m_half_0 | (((ones64) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (1 * 32'h40));
        end
        if (|(r2_quarter_hi$q & (one8 << 2)) & |(r2_quarter_lo$q & (one8 << 2))) begin
            m_half_0 = m_half_0 | (((ones64) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (2 * 32'h40));
        end
        if (|(r2_quarter_hi$q & (one8 << 3)) & |(r2_quarter_lo$q & (one8 << 3))) begin
            m_half_0 = m_half_0 | (((ones64) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (3 * 32'h40));
        end
        if (|(r2_quarter_hi$q & (one8 << 4)) & |(r2_quarter_lo$q & (one8 << 4))) begin
            m_half_0 = m_half_0 | (((ones64) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (4 * 32'h40));
        end
        if (|(r2_quarter_hi$q & (one8 << 5)) & |(r2_quarter_lo$q & (one8 << 5))) begin
            m_half_0 = m_half_0 | (((ones64) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (5 * 32'h40));
        end
        if (|(r2_quarter_hi$q & (one8 << 6)) & |(r2_quarter_lo$q & (one8 << 6))) begin
            m_half_0 = m_half_0 | (((ones64) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (6 * 32'h40));
        end
        if (|(r2_quarter_hi$q & (one8 << 7)) & |(r2_quarter_lo$q & (one8 << 7))) begin
            m_half_0 = m_half_0 | (((ones64) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (7 * 32'h40));
        end
        m_half_1 = 32'h0;
        if (|(r2_quarter_hi$q & (one8 << 0)) & ~|(r2_quarter_lo$q & (one8 << 0))) begin
            m_half_1 = m_half_1 | (((ones64) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (0 * 32'h40));
        end
        if (|(r2_quarter_hi$q & (one8 << 1)) & ~|(r2_quarter_lo$q & (one8 << 1))) begin
            m_half_1 = m_half_1 | (((ones64) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (1 * 32'h40));
        end
        if (|(r2_quarter_hi$q & (one8 << 2)) & ~|(r2_quarter_lo$q & (one8 << 2))) begin
            m_half_1 = m_half_1 | (((ones64) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (2 * 32'h40));
        end
        if (|(r2_quarter_hi$q & (one8 << 3)) & ~|(r2_quarter_lo$q & (one8 << 3))) begin
            m_half_1 = m_half_1 | (((ones64) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (3 * 32'h40));
        end
        if (|(r2_quarter_hi$q & (one8 << 4)) & ~|(r2_quarter_lo$q & (one8 << 4))) begin
            m_half_1 = m_half_1 | (((ones64) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (4 * 32'h40));
        end
        if (|(r2_quarter_hi$q & (one8 << 5)) & ~|(r2_quarter_lo$q & (one8 << 5))) begin
            m_half_1 = m_half_1 | (((ones64) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (5 * 32'h40));
        end
        if (|(r2_quarter_hi$q & (one8 << 6)) & ~|(r2_quarter_lo$q & (one8 << 6))) begin
            m_half_1 = m_half_1 | (((ones64) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (6 * 32'h40));
        end
        if (|(r2_quarter_hi$q & (one8 << 7)) & ~|(r2_quarter_lo$q & (one8 << 7))) begin
            m_half_1 = m_half_1 | (((ones64) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (7 * 32'h40));
        end
        m_half_2 = 32'h0;
        if (~|(r2_quarter_hi$q & (one8 << 0)) & |(r2_quarter_lo$q & (one8 << 0))) begin
            m_half_2 = m_half_2 | (((ones64) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (0 * 32'h40));
        end
        if (~|(r2_quarter_hi$q & (one8 << 1)) & |(r2_quarter_lo$q & (one8 << 1))) begin
            m_half_2 = m_half_2 | (((ones64) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (1 * 32'h40));
        end
        if (~|(r2_quarter_hi$q & (one8 << 2)) & |(r2_quarter_lo$q & (one8 << 2))) begin
            m_half_2 = m_half_2 | (((ones64) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (2 * 32'h40));
        end
        if (~|(r2_quarter_hi$q & (one8 << 3)) & |(r2_quarter_lo$q & (one8 << 3))) begin
            m_half_2 = m_half_2 | (((ones64) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (3 * 32'h40));
        end
        if (~|(r2_quarter_hi$q & (one8 << 4)) & |(r2_quarter_lo$q & (one8 << 4))) begin
            m_half_2 = m_half_2 | (((ones64) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (4 * 32'h40));
        end
        if (~|(r2_quarter_hi$q & (one8 << 5)) & |(r2_quarter_lo$q & (one8 << 5))) begin
            m_half_2 = m_half_2 | (((ones64) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (5 * 32'h40));
        end
        if (~|(r2_quarter_hi$q & (one8 << 6)) & |(r2_quarter_lo$q & (one8 << 6))) begin
            m_half_2 = m_half_2 | (((ones64) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (6 * 32'h40));
        end
        if (~|(r2_quarter_hi$q & (one8 << 7)) & |(r2_quarter_lo$q & (one8 << 7))) begin
            m_half_2 = m_half_2 | (((ones64) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (7 * 32'h40));
        end
        m_half_3 = 32'h0;
        if (~|(r2_quarter_hi$q & (one8 << 0)) & ~|(r2_quarter_lo$q & (one8 << 0))) begin
            m_half_3 = m_half_3 | (((ones64) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (0 * 32'h40));
        end
        if (~|(r2_quarter_hi$q & (one8 << 1)) & ~|(r2_quarter_lo$q & (one8 << 1))) begin
            m_half_3 = m_half_3 | (((ones64) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (1 * 32'h40));
        end
        if (~|(r2_quarter_hi$q & (one8 << 2)) & ~|(r2_quarter_lo$q & (one8 << 2))) begin
            m_half_3 = m_half_3 | (((ones64) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (2 * 32'h40));
        end
        if (~|(r2_quarter_hi$q & (one8 << 3)) & ~|(r2_quarter_lo$q & (one8 << 3))) begin
            m_half_3 = m_half_3 | (((ones64) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (3 * 32'h40));
        end
        if (~|(r2_quarter_hi$q & (one8 << 4)) & ~|(r2_quarter_lo$q & (one8 << 4))) begin
            m_half_3 = m_half_3 | (((ones64) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (4 * 32'h40));
        end
        if (~|(r2_quarter_hi$q & (one8 << 5)) & ~|(r2_quarter_lo$q & (one8 << 5))) begin
            m_half_3 = m_half_3 | (((ones64) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (5 * 32'h40));
        end
        if (~|(r2_quarter_hi$q & (one8 << 6)) & ~|(r2_quarter_lo$q & (one8 << 6))) begin
            m_half_3 = m_half_3 | (((ones64) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (6 * 32'h40));
        end
        if (~|(r2_quarter_hi$q & (one8 << 7)) & ~|(r2_quarter_lo$q & (one8 << 7))) begin
            m_half_3 = m_half_3 | (((ones64) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (7 * 32'h40));
        end
        r_half_sel = (((r_double >> 32'h300) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) & m_half_0) | (((r_double >> 32'h200) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) & m_half_1) | (((r_double >> 32'h100) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) & m_half_2) | (((r_double) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) & m_half_3);
        r3_half$d = r_half_sel;
        r3_block_hi$d = r2_slot$q[32'h1];
        r3_block_lo$d = r2_slot$q[32'h0];
        r3_block_base$d = ((r2_word$q[(64'h400)+:(32)] >> 32'ha) + ((r2_wrap$q) & 32'hffffffff)) << 32'ha | ((r2_slot$q) & 32'hffffffff) << 32'h6;
        r3_valid$d = r2_valid$q & ~rst;
        r3_window$d = r2_window$q;
        r3_class$d = r2_class$q;
        r3_hole$d = r2_hole$q;
        r3_ack$d = r2_ack$q;
        r3_ce_count$d = r2_word$q[(64'h420)+:(32)];
        r3_since_ack$d = r2_word$q[(64'h440)+:(16)];
        r3_echo_timestamp$d = r2_word$q[(64'h450)+:(64)];
        m_span_0 = 32'h0;
        if (|(r3_block_hi$q & (one5 << 0)) & |(r3_block_lo$q & (one5 << 0))) begin
            m_span_0 = m_span_0 | (((ones64) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (0 * 32'h40));
        end
        if (|(r3_block_hi$q & (one5 << 1)) & |(r3_block_lo$q & (one5 << 1))) begin
            m_span_0 = m_span_0 | (((ones64) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (1 * 32'h40));
        end
        if (|(r3_block_hi$q & (one5 << 2)) & |(r3_block_lo$q & (one5 << 2))) begin
            m_span_0 = m_span_0 | (((ones64) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (2 * 32'h40));
        end
        if (|(r3_block_hi$q & (one5 << 3)) & |(r3_block_lo$q & (one5 << 3))) begin
            m_span_0 = m_span_0 | (((ones64) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (3 * 32'h40));
        end
        if (|(r3_block_hi$q & (one5 << 4)) & |(r3_block_lo$q & (one5 << 4))) begin
            m_span_0 = m_span_0 | (((ones64) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (4 * 32'h40));
        end
        m_span_1 = 32'h0;
        if (|(r3_block_hi$q & (one5 << 0)) & ~|(r3_block_lo$q & (one5 << 0))) begin
            m_span_1 = m_span_1 | (((ones64) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (0 * 32'h40));
        end
        if (|(r3_block_hi$q & (one5 << 1)) & ~|(r3_block_lo$q & (one5 << 1))) begin
            m_span_1 = m_span_1 | (((ones64) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (1 * 32'h40));
        end
        if (|(r3_block_hi$q & (one5 << 2)) & ~|(r3_block_lo$q & (one5 << 2))) begin
            m_span_1 = m_span_1 | (((ones64) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (2 * 32'h40));
        end
        if (|(r3_block_hi$q & (one5 << 3)) & ~|(r3_block_lo$q & (one5 << 3))) begin
            m_span_1 = m_span_1 | (((ones64) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (3 * 32'h40));
        end
        if (|(r3_block_hi$q & (one5 << 4)) & ~|(r3_block_lo$q & (one5 << 4))) begin
            m_span_1 = m_span_1 | (((ones64) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (4 * 32'h40));
        end
        m_span_2 = 32'h0;
        if (~|(r3_block_hi$q & (one5 << 0)) & |(r3_block_lo$q & (one5 << 0))) begin
            m_span_2 = m_span_2 | (((ones64) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (0 * 32'h40));
        end
        if (~|(r3_block_hi$q & (one5 << 1)) & |(r3_block_lo$q & (one5 << 1))) begin
            m_span_2 = m_span_2 | (((ones64) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (1 * 32'h40));
        end
        if (~|(r3_block_hi$q & (one5 << 2)) & |(r3_block_lo$q & (one5 << 2))) begin
            m_span_2 = m_span_2 | (((ones64) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (2 * 32'h40));
        end
        if (~|(r3_block_hi$q & (one5 << 3)) & |(r3_block_lo$q & (one5 << 3))) begin
            m_span_2 = m_span_2 | (((ones64) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (3 * 32'h40));
        end
        if (~|(r3_block_hi$q & (one5 << 4)) & |(r3_block_lo$q & (one5 << 4))) begin
            m_span_2 = m_span_2 | (((ones64) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (4 * 32'h40));
        end
        m_span_3 = 32'h0;
        if (~|(r3_block_hi$q & (one5 << 0)) & ~|(r3_block_lo$q & (one5 << 0))) begin
            m_span_3 = m_span_3 | (((ones64) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (0 * 32'h40));
        end
        if (~|(r3_block_hi$q & (one5 << 1)) & ~|(r3_block_lo$q & (one5 << 1))) begin
            m_span_3 = m_span_3 | (((ones64) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (1 * 32'h40));
        end
        if (~|(r3_block_hi$q & (one5 << 2)) & ~|(r3_block_lo$q & (one5 << 2))) begin
            m_span_3 = m_span_3 | (((ones64) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (2 * 32'h40));
        end
        if (~|(r3_block_hi$q & (one5 << 3)) & ~|(r3_block_lo$q & (one5 << 3))) begin
            m_span_3 = m_span_3 | (((ones64) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (3 * 32'h40));
        end
        if (~|(r3_block_hi$q & (one5 << 4)) & ~|(r3_block_lo$q & (one5 << 4))) begin
            m_span_3 = m_span_3 | (((ones64) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (4 * 32'h40));
        end
        r_span_sel = (((r3_half$q >> 32'hc0) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) & m_span_0) | (((r3_half$q >> 32'h80) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) & m_span_1) | (((r3_half$q >> 32'h40) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) & m_span_2) | (((r3_half$q) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) & m_span_3);
        r4_span$d = r_span_sel;
        r4_block_base$d = r3_block_base$q;
        r4_valid$d = r3_valid$q & ~rst;
        r4_window$d = r3_window$q;
        r4_class$d = r3_class$q;
        r4_hole$d = r3_hole$q;
        r4_ack$d = r3_ack$q;
        r4_ce_count$d = r3_ce_count$q;
        r4_since_ack$d = r3_since_ack$q;
        r4_echo_timestamp$d = r3_echo_timestamp$q;
        r_block = r4_span$q[(32'h0)+:(64)];
        r5_first_zero$d = ~r_block & (r_block + 32'h1);
        r_group_open = 32'h0;
        r_group_open = (r_group_open & ~(1 << (0)) | ((~&r_block[(0 * 32'h10)+:(16)]) << (0)));
        r_group_open = (r_group_open & ~(1 << (1)) | ((~&r_block[(1 * 32'h10)+:(16)]) << (1)));
        r_group_open = (r_group_open & ~(1 << (2)) | ((~&r_block[(2 * 32'h10)+:(16)]) << (2)));
        r_group_open = (r_group_open & ~(1 << (3)) | ((~&r_block[(3 * 32'h10)+:(16)]) << (3)));
        r_zero_high = 32'h0;
        r_zero_high = ((r_zero_high & ~(1 << (32'h0)) | ((~r_group_open[32'h0] & (r_group_open[32'h1] | ~r_group_open[32'h2])) << (32'h0))) & ~(1 << (32'h1)) | ((~r_group_open[32'h0] & ~r_group_open[32'h1]) << (32'h1)));
        r5_zero_high$d = r_zero_high;
        r5_group_hi$d = r_zero_high[32'h1];
        r5_group_lo$d = r_zero_high[32'h0];
        r5_block_base$d = r4_block_base$q;
        r5_span$d = r4_span$q;
        r5_valid$d = r4_valid$q & ~rst;
        r5_window$d = r4_window$q;
        r5_class$d = r4_class$q;
        r5_hole$d = r4_hole$q;
        r5_ack$d = r4_ack$q;
        r5_ce_count$d = r4_ce_count$q;
        r5_since_ack$d = r4_since_ack$q;
        r5_echo_timestamp$d = r4_echo_timestamp$q;
        r_zero_low = 32'h0;
        r_zero_low = ((((r_zero_low & ~(1 << (32'h0)) | ((|(r5_first_zero$q & index_bit0)) << (32'h0))) & ~(1 << (32'h1)) | ((|(r5_first_zero$q & index_bit1)) << (32'h1))) & ~(1 << (32'h2)) | ((|(r5_first_zero$q & index_bit2)) << (32'h2))) & ~(1 << (32'h3)) | ((|(r5_first_zero$q & index_bit3)) << (32'h3)));
        r6_base$d = r5_block_base$q | (((r5_zero_high$q) & 32'hffffffff) << 32'h4) | ((r_zero_low) & 32'hffffffff);
        r6_zero_low$d = r_zero_low;
        r6_nibble_hi$d = r_zero_low[32'h3];
        r6_nibble_lo$d = r_zero_low[32'h2];
        m_groups_0 = 32'h0;
        if (|(r5_group_hi$q & (one5 << 0)) & |(r5_group_lo$q & (one5 << 0))) begin
            m_groups_0 = m_groups_0 | (((ones64) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (0 * 32'h40));
        end
        if (|(r5_group_hi$q & (one5 << 1)) & |(r5_group_lo$q & (one5 << 1))) begin
            m_groups_0 = m_groups_0 | (((ones64) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (1 * 32'h40));
        end
        if (|(r5_group_hi$q & (one5 << 2)) & |(r5_group_lo$q & (one5 << 2))) begin
            m_groups_0 = m_groups_0 | (((ones64) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (2 * 32'h40));
        end
        if (|(r5_group_hi$q & (one5 << 3)) & |(r5_group_lo$q & (one5 << 3))) begin
            m_groups_0 = m_groups_0 | (((ones64) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (3 * 32'h40));
        end
        if (|(r5_group_hi$q & (one5 << 4)) & |(r5_group_lo$q & (one5 << 4))) begin
            m_groups_0 = m_groups_0 | (((ones64) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (4 * 32'h40));
        end
        m_groups_1 = 32'h0;
        if (|(r5_group_hi$q & (one5 << 0)) & ~|(r5_group_lo$q & (one5 << 0))) begin
            m_groups_1 = m_groups_1 | (((ones64) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (0 * 32'h40));
        end
        if (|(r5_group_hi$q & (one5 << 1)) & ~|(r5_group_lo$q & (one5 << 1))) begin
            m_groups_1 = m_groups_1 | (((ones64) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (1 * 32'h40));
        end
        if (|(r5_group_hi$q & (one5 << 2)) & ~|(r5_group_lo$q & (one5 << 2))) begin
            m_groups_1 = m_groups_1 | (((ones64) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (2 * 32'h40));
        end
        if (|(r5_group_hi$q & (one5 << 3)) & ~|(r5_group_lo$q & (one5 << 3))) begin
            m_groups_1 = m_groups_1 | (((ones64) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (3 * 32'h40));
        end
        if (|(r5_group_hi$q & (one5 << 4)) & ~|(r5_group_lo$q & (one5 << 4))) begin
            m_groups_1 = m_groups_1 | (((ones64) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (4 * 32'h40));
        end
        m_groups_2 = 32'h0;
        if (~|(r5_group_hi$q & (one5 << 0)) & |(r5_group_lo$q & (one5 << 0))) begin
            m_groups_2 = m_groups_2 | (((ones64) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (0 * 32'h40));
        end
        if (~|(r5_group_hi$q & (one5 << 1)) & |(r5_group_lo$q & (one5 << 1))) begin
            m_groups_2 = m_groups_2 | (((ones64) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (1 * 32'h40));
        end
        if (~|(r5_group_hi$q & (one5 << 2)) & |(r5_group_lo$q & (one5 << 2))) begin
            m_groups_2 = m_groups_2 | (((ones64) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (2 * 32'h40));
        end
        if (~|(r5_group_hi$q & (one5 << 3)) & |(r5_group_lo$q & (one5 << 3))) begin
            m_groups_2 = m_groups_2 | (((ones64) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (3 * 32'h40));
        end
        if (~|(r5_group_hi$q & (one5 << 4)) & |(r5_group_lo$q & (one5 << 4))) begin
            m_groups_2 = m_groups_2 | (((ones64) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (4 * 32'h40));
        end
        m_groups_3 = 32'h0;
        if (~|(r5_group_hi$q & (one5 << 0)) & ~|(r5_group_lo$q & (one5 << 0))) begin
            m_groups_3 = m_groups_3 | (((ones64) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (0 * 32'h40));
        end
        if (~|(r5_group_hi$q & (one5 << 1)) & ~|(r5_group_lo$q & (one5 << 1))) begin
            m_groups_3 = m_groups_3 | (((ones64) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (1 * 32'h40));
        end
        if (~|(r5_group_hi$q & (one5 << 2)) & ~|(r5_group_lo$q & (one5 << 2))) begin
            m_groups_3 = m_groups_3 | (((ones64) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (2 * 32'h40));
        end
        if (~|(r5_group_hi$q & (one5 << 3)) & ~|(r5_group_lo$q & (one5 << 3))) begin
            m_groups_3 = m_groups_3 | (((ones64) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (3 * 32'h40));
        end
        if (~|(r5_group_hi$q & (one5 << 4)) & ~|(r5_group_lo$q & (one5 << 4))) begin
            m_groups_3 = m_groups_3 | (((ones64) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (4 * 32'h40));
        end
        r_groups_sel = ((((r5_span$q >> 32'h30) & m_groups_0) | ((r5_span$q >> 32'h20) & m_groups_1) | ((r5_span$q >> 32'h10) & m_groups_2) | (r5_span$q & m_groups_3)) & 272'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff);
        r6_span$d = r_groups_sel;
        r6_valid$d = r5_valid$q & ~rst;
        r6_window$d = r5_window$q;
        r6_class$d = r5_class$q;
        r6_hole$d = r5_hole$q;
        r6_ack$d = r5_ack$q;
        r6_ce_count$d = r5_ce_count$q;
        r6_since_ack$d = r5_since_ack$q;
        r6_echo_timestamp$d = r5_echo_timestamp$q;
        m_nibbles_0 = 32'h0;
        if (|(r6_nibble_hi$q & (one5 << 0)) & |(r6_nibble_lo$q & (one5 << 0))) begin
            m_nibbles_0 = m_nibbles_0 | (((ones64) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (0 * 32'h40));
        end
        if (|(r6_nibble_hi$q & (one5 << 1)) & |(r6_nibble_lo$q & (one5 << 1))) begin
            m_nibbles_0 = m_nibbles_0 | (((ones64) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (1 * 32'h40));
        end
        if (|(r6_nibble_hi$q & (one5 << 2)) & |(r6_nibble_lo$q & (one5 << 2))) begin
            m_nibbles_0 = m_nibbles_0 | (((ones64) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (2 * 32'h40));
        end
        if (|(r6_nibble_hi$q & (one5 << 3)) & |(r6_nibble_lo$q & (one5 << 3))) begin
            m_nibbles_0 = m_nibbles_0 | (((ones64) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (3 * 32'h40));
        end
        if (|(r6_nibble_hi$q & (one5 << 4)) & |(r6_nibble_lo$q & (one5 << 4))) begin
            m_nibbles_0 = m_nibbles_0 | (((ones64) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (4 * 32'h40));
        end
        m_nibbles_1 = 32'h0;
        if (|(r6_nibble_hi$q & (one5 << 0)) & ~|(r6_nibble_lo$q & (one5 << 0))) begin
            m_nibbles_1 = m_nibbles_1 | (((ones64) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (0 * 32'h40));
        end
        if (|(r6_nibble_hi$q & (one5 << 1)) & ~|(r6_nibble_lo$q & (one5 << 1))) begin
            m_nibbles_1 = m_nibbles_1 | (((ones64) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (1 * 32'h40));
        end
        if (|(r6_nibble_hi$q & (one5 << 2)) & ~|(r6_nibble_lo$q & (one5 << 2))) begin
            m_nibbles_1 = m_nibbles_1 | (((ones64) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (2 * 32'h40));
        end
        if (|(r6_nibble_hi$q & (one5 << 3)) & ~|(r6_nibble_lo$q & (one5 << 3))) begin
            m_nibbles_1 = m_nibbles_1 | (((ones64) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (3 * 32'h40));
        end
        if (|(r6_nibble_hi$q & (one5 << 4)) & ~|(r6_nibble_lo$q & (one5 << 4))) begin
            m_nibbles_1 = m_nibbles_1 | (((ones64) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (4 * 32'h40));
        end
        m_nibbles_2 = 32'h0;
        if (~|(r6_nibble_hi$q & (one5 << 0)) & |(r6_nibble_lo$q & (one5 << 0))) begin
            m_nibbles_2 = m_nibbles_2 | (((ones64) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (0 * 32'h40));
        end
        if (~|(r6_nibble_hi$q & (one5 << 1)) & |(r6_nibble_lo$q & (one5 << 1))) begin
            m_nibbles_2 = m_nibbles_2 | (((ones64) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (1 * 32'h40));
        end
        if (~|(r6_nibble_hi$q & (one5 << 2)) & |(r6_nibble_lo$q & (one5 << 2))) begin
            m_nibbles_2 = m_nibbles_2 | (((ones64) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (2 * 32'h40));
        end
        if (~|(r6_nibble_hi$q & (one5 << 3)) & |(r6_nibble_lo$q & (one5 << 3))) begin
            m_nibbles_2 = m_nibbles_2 | (((ones64) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (3 * 32'h40));
        end
        if (~|(r6_nibble_hi$q & (one5 << 4)) & |(r6_nibble_lo$q & (one5 << 4))) begin
            m_nibbles_2 = m_nibbles_2 | (((ones64) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (4 * 32'h40));
        end
        m_nibbles_3 = 32'h0;
        if (~|(r6_nibble_hi$q & (one5 << 0)) & ~|(r6_nibble_lo$q & (one5 << 0))) begin
            m_nibbles_3 = m_nibbles_3 | (((ones64) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (0 * 32'h40));
        end
        if (~|(r6_nibble_hi$q & (one5 << 1)) & ~|(r6_nibble_lo$q & (one5 << 1))) begin
            m_nibbles_3 = m_nibbles_3 | (((ones64) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (1 * 32'h40));
        end
        if (~|(r6_nibble_hi$q & (one5 << 2)) & ~|(r6_nibble_lo$q & (one5 << 2))) begin
            m_nibbles_3 = m_nibbles_3 | (((ones64) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (2 * 32'h40));
        end
        if (~|(r6_nibble_hi$q & (one5 << 3)) & ~|(r6_nibble_lo$q & (one5 << 3))) begin
            m_nibbles_3 = m_nibbles_3 | (((ones64) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (3 * 32'h40));
        end
        if (~|(r6_nibble_hi$q & (one5 << 4)) & ~|(r6_nibble_lo$q & (one5 << 4))) begin
            m_nibbles_3 = m_nibbles_3 | (((ones64) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (4 * 32'h40));
        end
        r_nibbles_sel = (((((r6_span$q >> 32'hc) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) & m_nibbles_0) | (((r6_span$q >> 32'h8) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) & m_nibbles_1) | (((r6_span$q >> 32'h4) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) & m_nibbles_2) | (((r6_span$q) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) & m_nibbles_3)) & 260'hfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff);
        r7_quarter$d = r_nibbles_sel;
        r7_bit_hi$d = r6_zero_low$q[32'h1];
        r7_bit_lo$d = r6_zero_low$q[32'h0];
        r7_base$d = r6_base$q;
        r7_valid$d = r6_valid$q & ~rst;
        r7_window$d = r6_window$q;
        r7_class$d = r6_class$q;
        r7_hole$d = r6_hole$q;
        r7_ack$d = r6_ack$q;
        r7_ce_count$d = r6_ce_count$q;
        r7_since_ack$d = r6_since_ack$q;
        r7_echo_timestamp$d = r6_echo_timestamp$q;
        out_valid$d = r7_valid$q & ~rst;
        out_window$d = r7_window$q;
        out_class$d = r7_class$q;
        out_hole$d = r7_hole$q;
        out_ack$d = r7_ack$q;
        out_base$d = r7_base$q;
        m_bitmap_0 = 32'h0;
        if (|(r7_bit_hi$q & (one4 << 0)) & |(r7_bit_lo$q & (one4 << 0))) begin
            m_bitmap_0 = m_bitmap_0 | (((ones64) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (0 * 32'h40));
        end
        if (|(r7_bit_hi$q & (one4 << 1)) & |(r7_bit_lo$q & (one4 << 1))) begin
            m_bitmap_0 = m_bitmap_0 | (((ones64) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (1 * 32'h40));
        end
        if (|(r7_bit_hi$q & (one4 << 2)) & |(r7_bit_lo$q & (one4 << 2))) begin
            m_bitmap_0 = m_bitmap_0 | (((ones64) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (2 * 32'h40));
        end
        if (|(r7_bit_hi$q & (one4 << 3)) & |(r7_bit_lo$q & (one4 << 3))) begin
            m_bitmap_0 = m_bitmap_0 | (((ones64) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (3 * 32'h40));
        end
        m_bitmap_1 = 32'h0;
        if (|(r7_bit_hi$q & (one4 << 0)) & ~|(r7_bit_lo$q & (one4 << 0))) begin
            m_bitmap_1 = m_bitmap_1 | (((ones64) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (0 * 32'h40));
        end
        if (|(r7_bit_hi$q & (one4 << 1)) & ~|(r7_bit_lo$q & (one4 << 1))) begin
            m_bitmap_1 = m_bitmap_1 | (((ones64) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (1 * 32'h40));
        end
        if (|(r7_bit_hi$q & (one4 << 2)) & ~|(r7_bit_lo$q & (one4 << 2))) begin
            m_bitmap_1 = m_bitmap_1 | (((ones64) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (2 * 32'h40));
        end
        if (|(r7_bit_hi$q & (one4 << 3)) & ~|(r7_bit_lo$q & (one4 << 3))) begin
            m_bitmap_1 = m_bitmap_1 | (((ones64) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (3 * 32'h40));
        end
        m_bitmap_2 = 32'h0;
        if (~|(r7_bit_hi$q & (one4 << 0)) & |(r7_bit_lo$q & (one4 << 0))) begin
            m_bitmap_2 = m_bitmap_2 | (((ones64) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (0 * 32'h40));
        end
        if (~|(r7_bit_hi$q & (one4 << 1)) & |(r7_bit_lo$q & (one4 << 1))) begin
            m_bitmap_2 = m_bitmap_2 | (((ones64) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (1 * 32'h40));
        end
        if (~|(r7_bit_hi$q & (one4 << 2)) & |(r7_bit_lo$q & (one4 << 2))) begin
            m_bitmap_2 = m_bitmap_2 | (((ones64) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (2 * 32'h40));
        end
        if (~|(r7_bit_hi$q & (one4 << 3)) & |(r7_bit_lo$q & (one4 << 3))) begin
            m_bitmap_2 = m_bitmap_2 | (((ones64) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (3 * 32'h40));
        end
        m_bitmap_3 = 32'h0;
        if (~|(r7_bit_hi$q & (one4 << 0)) & ~|(r7_bit_lo$q & (one4 << 0))) begin
            m_bitmap_3 = m_bitmap_3 | (((ones64) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (0 * 32'h40));
        end
        if (~|(r7_bit_hi$q & (one4 << 1)) & ~|(r7_bit_lo$q & (one4 << 1))) begin
            m_bitmap_3 = m_bitmap_3 | (((ones64) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (1 * 32'h40));
        end
        if (~|(r7_bit_hi$q & (one4 << 2)) & ~|(r7_bit_lo$q & (one4 << 2))) begin
            m_bitmap_3 = m_bitmap_3 | (((ones64) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (2 * 32'h40));
        end
        if (~|(r7_bit_hi$q & (one4 << 3)) & ~|(r7_bit_lo$q & (one4 << 3))) begin
            m_bitmap_3 = m_bitmap_3 | (((ones64) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (3 * 32'h40));
        end
        r_bitmap_sel = (((r7_quarter$q >> 32'h3) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) & m_bitmap_0) | (((r7_quarter$q >> 32'h2) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) & m_bitmap_1) | (((r7_quarter$q >> 32'h1) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) & m_bitmap_2) | (((r7_quarter$q) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) & m_bitmap_3);
        out_bitmap$d = r_bitmap_sel;
        out_ce_count$d = r7_ce_count$q;
        out_since_ack$d = r7_since_ack$q;
        out_echo_timestamp$d = r7_echo_timestamp$q;
        m_result_valid = out_valid$q;
        m_result_window = out_window$q;
        m_result_class = out_class$q;
        m_result_new_hole = out_hole$q;
        m_result_base = out_base$q;
        m_result_bitmap = out_bitmap$q;
        m_result_ce_count = out_ce_count$q;
        m_result_ack = out_ack$q;
        m_result_since_ack = out_since_ack$q;
        m_result_echo_timestamp = out_echo_timestamp$q;
    end

endmodule // metaroce_sack_ring_unit


module metaroce_sack_ring_unit__a_ack_req(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__a_ack_req


module metaroce_sack_ring_unit__a_ahead_takes_w(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__a_ahead_takes_w


module metaroce_sack_ring_unit__a_ce(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__a_ce


module metaroce_sack_ring_unit__a_cmd(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__a_cmd


module metaroce_sack_ring_unit__a_high_oh(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__a_high_oh


module metaroce_sack_ring_unit__a_low_oh(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__a_low_oh


module metaroce_sack_ring_unit__a_notail_a(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__a_notail_a


module metaroce_sack_ring_unit__a_notail_b(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__a_notail_b


module metaroce_sack_ring_unit__a_op(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__a_op


module metaroce_sack_ring_unit__a_placed(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__a_placed


module metaroce_sack_ring_unit__a_psn(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__a_psn


module metaroce_sack_ring_unit__a_psn_start(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_sack_ring_unit__a_psn_start


module metaroce_sack_ring_unit__a_same_b(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__a_same_b


module metaroce_sack_ring_unit__a_same_p(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__a_same_p


module metaroce_sack_ring_unit__a_slot_a_oh(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__a_slot_a_oh


module metaroce_sack_ring_unit__a_slot_b_oh(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__a_slot_b_oh


module metaroce_sack_ring_unit__a_start_gap(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__a_start_gap


module metaroce_sack_ring_unit__a_take_p(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  [16:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 17'h0;
    end

    genvar copy;
    generate
        for (copy = 0; copy < 17; copy = copy + 1) begin : copies
            (* keep *) always @(posedge clock) q[copy] <= d;
        end
    endgenerate
endmodule // metaroce_sack_ring_unit__a_take_p


module metaroce_sack_ring_unit__a_take_ram(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  [20:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 21'h0;
    end

    genvar copy;
    generate
        for (copy = 0; copy < 21; copy = copy + 1) begin : copies
            (* keep *) always @(posedge clock) q[copy] <= d;
        end
    endgenerate
endmodule // metaroce_sack_ring_unit__a_take_ram


module metaroce_sack_ring_unit__a_timestamp(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__a_timestamp


module metaroce_sack_ring_unit__a_two_gate(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  [16:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 17'h0;
    end

    genvar copy;
    generate
        for (copy = 0; copy < 17; copy = copy + 1) begin : copies
            (* keep *) always @(posedge clock) q[copy] <= d;
        end
    endgenerate
endmodule // metaroce_sack_ring_unit__a_two_gate


module metaroce_sack_ring_unit__a_update(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__a_update


module metaroce_sack_ring_unit__a_window(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__a_window


module metaroce_sack_ring_unit__b_ack_req(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__b_ack_req


module metaroce_sack_ring_unit__b_blk(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__b_blk


module metaroce_sack_ring_unit__b_busy(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__b_busy


module metaroce_sack_ring_unit__b_ce(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__b_ce


module metaroce_sack_ring_unit__b_ce_pick(select,when_set,when_clear,picked);

    // Module arguments
    input wire  select;
    input wire  [31:0] when_set;
    input wire  [31:0] when_clear;
    output reg  [31:0] picked;

    // Update code (custom)
    (* keep *) wire [31:0] set_kept = when_set;
    (* keep *) wire [31:0] clear_kept = when_clear;
    always @(*) picked = select ? set_kept : clear_kept;
endmodule // metaroce_sack_ring_unit__b_ce_pick


module metaroce_sack_ring_unit__b_cmd(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__b_cmd


module metaroce_sack_ring_unit__b_echo_pick(select,when_set,when_clear,picked);

    // Module arguments
    input wire  select;
    input wire  [63:0] when_set;
    input wire  [63:0] when_clear;
    output reg  [63:0] picked;

    // Update code (custom)
    (* keep *) wire [63:0] set_kept = when_set;
    (* keep *) wire [63:0] clear_kept = when_clear;
    always @(*) picked = select ? set_kept : clear_kept;
endmodule // metaroce_sack_ring_unit__b_echo_pick


module metaroce_sack_ring_unit__b_end_slot_a(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__b_end_slot_a


module metaroce_sack_ring_unit__b_fresh_block(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__b_fresh_block


module metaroce_sack_ring_unit__b_low_hi(d,q,clock);

    // Module arguments
    input wire  [25:0] d;
    output reg  [25:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 26'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_sack_ring_unit__b_low_hi


module metaroce_sack_ring_unit__b_low_hi_pick(select,when_set,when_clear,picked);

    // Module arguments
    input wire  select;
    input wire  [25:0] when_set;
    input wire  [25:0] when_clear;
    output reg  [25:0] picked;

    // Update code (custom)
    (* keep *) wire [25:0] set_kept = when_set;
    (* keep *) wire [25:0] clear_kept = when_clear;
    always @(*) picked = select ? set_kept : clear_kept;
endmodule // metaroce_sack_ring_unit__b_low_hi_pick


module metaroce_sack_ring_unit__b_low_pick(select,when_set,when_clear,picked);

    // Module arguments
    input wire  select;
    input wire  [31:0] when_set;
    input wire  [31:0] when_clear;
    output reg  [31:0] picked;

    // Update code (custom)
    (* keep *) wire [31:0] set_kept = when_set;
    (* keep *) wire [31:0] clear_kept = when_clear;
    always @(*) picked = select ? set_kept : clear_kept;
endmodule // metaroce_sack_ring_unit__b_low_pick


module metaroce_sack_ring_unit__b_mask_a(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__b_mask_a


module metaroce_sack_ring_unit__b_mask_b(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__b_mask_b


module metaroce_sack_ring_unit__b_onehot(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__b_onehot


module metaroce_sack_ring_unit__b_op(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__b_op


module metaroce_sack_ring_unit__b_placed(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__b_placed


module metaroce_sack_ring_unit__b_psn(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__b_psn


module metaroce_sack_ring_unit__b_psn_eq2(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__b_psn_eq2


module metaroce_sack_ring_unit__b_psn_lo_any(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__b_psn_lo_any


module metaroce_sack_ring_unit__b_psn_m1(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__b_psn_m1


module metaroce_sack_ring_unit__b_psn_m_hi(d,q,clock);

    // Module arguments
    input wire  [25:0] d;
    output reg  [25:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 26'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_sack_ring_unit__b_psn_m_hi


module metaroce_sack_ring_unit__b_ring_pick(select,when_set,when_clear,picked);

    // Module arguments
    input wire  [15:0] select;
    input wire  [1023:0] when_set;
    input wire  [1023:0] when_clear;
    output reg  [1023:0] picked;

    // Update code (custom)
    (* keep *) wire [1023:0] set_kept = when_set;
    (* keep *) wire [1023:0] clear_kept = when_clear;
    wire [1023:0] block_select;
    genvar block;
    generate
        for (block = 0; block < 16; block = block + 1) begin : blocks
            assign block_select[block * 64 +: 64] = {64{select[block]}};
        end
    endgenerate
    always @(*) picked = (set_kept & block_select) | (clear_kept & ~block_select);
endmodule // metaroce_sack_ring_unit__b_ring_pick


module metaroce_sack_ring_unit__b_same2(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__b_same2


module metaroce_sack_ring_unit__b_sel_w(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  [65:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 66'h0;
    end

    genvar copy;
    generate
        for (copy = 0; copy < 66; copy = copy + 1) begin : copies
            (* keep *) always @(posedge clock) q[copy] <= d;
        end
    endgenerate
endmodule // metaroce_sack_ring_unit__b_sel_w


module metaroce_sack_ring_unit__b_since_pick(select,when_set,when_clear,picked);

    // Module arguments
    input wire  select;
    input wire  [15:0] when_set;
    input wire  [15:0] when_clear;
    output reg  [15:0] picked;

    // Update code (custom)
    (* keep *) wire [15:0] set_kept = when_set;
    (* keep *) wire [15:0] clear_kept = when_clear;
    always @(*) picked = select ? set_kept : clear_kept;
endmodule // metaroce_sack_ring_unit__b_since_pick


module metaroce_sack_ring_unit__b_start(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  [16:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 17'h0;
    end

    genvar copy;
    generate
        for (copy = 0; copy < 17; copy = copy + 1) begin : copies
            (* keep *) always @(posedge clock) q[copy] <= d;
        end
    endgenerate
endmodule // metaroce_sack_ring_unit__b_start


module metaroce_sack_ring_unit__b_start_class(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__b_start_class


module metaroce_sack_ring_unit__b_start_hole(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__b_start_hole


module metaroce_sack_ring_unit__b_timestamp(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__b_timestamp


module metaroce_sack_ring_unit__b_update(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__b_update


module metaroce_sack_ring_unit__b_window(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__b_window


module metaroce_sack_ring_unit__b_word(d,q,clock);

    // Module arguments
    input wire  [1167:0] d;
    output reg  [1167:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1168'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_sack_ring_unit__b_word


module metaroce_sack_ring_unit__c_busy(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__c_busy


module metaroce_sack_ring_unit__c_ce(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__c_ce


module metaroce_sack_ring_unit__c_class0(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__c_class0


module metaroce_sack_ring_unit__c_cmd(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__c_cmd


module metaroce_sack_ring_unit__c_full0(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  [16:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 17'h0;
    end

    genvar copy;
    generate
        for (copy = 0; copy < 17; copy = copy + 1) begin : copies
            (* keep *) always @(posedge clock) q[copy] <= d;
        end
    endgenerate
endmodule // metaroce_sack_ring_unit__c_full0


module metaroce_sack_ring_unit__c_hole0(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__c_hole0


module metaroce_sack_ring_unit__c_isnew0(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  [20:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 21'h0;
    end

    genvar copy;
    generate
        for (copy = 0; copy < 21; copy = copy + 1) begin : copies
            (* keep *) always @(posedge clock) q[copy] <= d;
        end
    endgenerate
endmodule // metaroce_sack_ring_unit__c_isnew0


module metaroce_sack_ring_unit__c_lowoh(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__c_lowoh


module metaroce_sack_ring_unit__c_onehot(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__c_onehot


module metaroce_sack_ring_unit__c_op(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__c_op


module metaroce_sack_ring_unit__c_psn(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__c_psn


module metaroce_sack_ring_unit__c_reach_k(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__c_reach_k


module metaroce_sack_ring_unit__c_take_w(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  [16:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 17'h0;
    end

    genvar copy;
    generate
        for (copy = 0; copy < 17; copy = copy + 1) begin : copies
            (* keep *) always @(posedge clock) q[copy] <= d;
        end
    endgenerate
endmodule // metaroce_sack_ring_unit__c_take_w


module metaroce_sack_ring_unit__c_timestamp(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__c_timestamp


module metaroce_sack_ring_unit__c_two(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__c_two


module metaroce_sack_ring_unit__c_two_blk(d,q,clock);

    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 16'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_sack_ring_unit__c_two_blk


module metaroce_sack_ring_unit__c_update(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__c_update


module metaroce_sack_ring_unit__c_urgent(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__c_urgent


module metaroce_sack_ring_unit__c_window(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__c_window


module metaroce_sack_ring_unit__c_word(d,q,clock);

    // Module arguments
    input wire  [1167:0] d;
    output reg  [1167:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1168'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_sack_ring_unit__c_word


module metaroce_sack_ring_unit__decode_cmd(psn,ahead_psn,start_gap,low_oh,high_oh,slot_a_oh,notail_a,slot_b_oh,notail_b);

    // Module arguments
    input wire  [31:0] psn;
    input wire  [31:0] ahead_psn;
    output reg  [31:0] start_gap;
    output reg  [31:0] low_oh;
    output reg  [31:0] high_oh;
    output reg  [15:0] slot_a_oh;
    output reg  [63:0] notail_a;
    output reg  [15:0] slot_b_oh;
    output reg  [63:0] notail_b;

    // Local signals
    reg  [63:0] ones64;
    reg  [31:0] gap;
    reg  [3:0] slot_a;
    reg  [15:0] block_oh;

    // Update code
    always @(*) begin
        ones64 = 64'hffffffffffffffff;
        gap = psn - ahead_psn;
        start_gap = gap;
        low_oh = ((32'h1) & 32'hffffffff) << psn[(32'h0)+:(5)];
        high_oh = ((32'h1) & 32'hffffffff) << psn[(32'h5)+:(5)];
        slot_a = psn[(32'h6)+:(4)] - 32'h4;
        slot_a_oh = ((32'h1) & 16'hffff) << slot_a;
        notail_a = ~((ones64 << psn[(32'h0)+:(6)]) << 32'h1);
        block_oh = ((32'h1) & 16'hffff) << psn[(32'h6)+:(4)];
        slot_b_oh = block_oh;
        notail_b = ~(ones64 << psn[(32'h0)+:(6)]);
        if (~|psn[(32'h0)+:(6)]) begin
            slot_b_oh = (block_oh >> 32'h1) | (block_oh << 32'hf);
            notail_b = ones64;
        end
    end

endmodule // metaroce_sack_ring_unit__decode_cmd


module metaroce_sack_ring_unit__decode_update(psn,ahead_psn,start_gap,low_oh,high_oh,slot_a_oh,notail_a,slot_b_oh,notail_b);

    // Module arguments
    input wire  [31:0] psn;
    input wire  [31:0] ahead_psn;
    output reg  [31:0] start_gap;
    output reg  [31:0] low_oh;
    output reg  [31:0] high_oh;
    output reg  [15:0] slot_a_oh;
    output reg  [63:0] notail_a;
    output reg  [15:0] slot_b_oh;
    output reg  [63:0] notail_b;

    // Local signals
    reg  [63:0] ones64;
    reg  [31:0] gap;
    reg  [3:0] slot_a;
    reg  [15:0] block_oh;

    // Update code
    always @(*) begin
        ones64 = 64'hffffffffffffffff;
        gap = psn - ahead_psn;
        start_gap = gap;
        low_oh = ((32'h1) & 32'hffffffff) << psn[(32'h0)+:(5)];
        high_oh = ((32'h1) & 32'hffffffff) << psn[(32'h5)+:(5)];
        slot_a = psn[(32'h6)+:(4)] - 32'h4;
        slot_a_oh = ((32'h1) & 16'hffff) << slot_a;
        notail_a = ~((ones64 << psn[(32'h0)+:(6)]) << 32'h1);
        block_oh = ((32'h1) & 16'hffff) << psn[(32'h6)+:(4)];
        slot_b_oh = block_oh;
        notail_b = ~(ones64 << psn[(32'h0)+:(6)]);
        if (~|psn[(32'h0)+:(6)]) begin
            slot_b_oh = (block_oh >> 32'h1) | (block_oh << 32'hf);
            notail_b = ones64;
        end
    end

endmodule // metaroce_sack_ring_unit__decode_update


module metaroce_sack_ring_unit__k_minus_1(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__k_minus_1


module metaroce_sack_ring_unit__low_tests_b(psn_hi,low_hi,in_ring,near,at_low);

    // Module arguments
    input wire  [25:0] psn_hi;
    input wire  [25:0] low_hi;
    output reg  in_ring;
    output reg  near;
    output reg  at_low;

    // Local signals
    reg  [21:0] ring_p;
    reg  [21:0] ring_not_l;
    reg  [21:0] ring_carries;
    reg  [23:0] near_p;
    reg  [23:0] near_not_l;
    reg  [23:0] near_carries;

    // Update code
    always @(*) begin
        ring_p = psn_hi[(32'h4)+:(22)];
        ring_not_l = ~low_hi[(32'h4)+:(22)];
        ring_carries = (ring_p | ring_not_l) << 32'h1;
        if (psn_hi[(32'h0)+:(4)] >= low_hi[(32'h0)+:(4)]) begin
            in_ring = ring_p == ~ring_not_l;
        end
        else begin
            in_ring = (ring_p ^ ring_not_l) == ring_carries;
        end
        near_p = psn_hi[(32'h2)+:(24)];
        near_not_l = ~low_hi[(32'h2)+:(24)];
        near_carries = (near_p | near_not_l) << 32'h1;
        if (psn_hi[(32'h0)+:(2)] >= low_hi[(32'h0)+:(2)]) begin
            near = near_p == ~near_not_l;
        end
        else begin
            near = (near_p ^ near_not_l) == near_carries;
        end
        at_low = psn_hi == low_hi;
    end

endmodule // metaroce_sack_ring_unit__low_tests_b


module metaroce_sack_ring_unit__low_tests_w(psn_hi,low_hi,in_ring,near,at_low);

    // Module arguments
    input wire  [25:0] psn_hi;
    input wire  [25:0] low_hi;
    output reg  in_ring;
    output reg  near;
    output reg  at_low;

    // Local signals
    reg  [21:0] ring_p;
    reg  [21:0] ring_not_l;
    reg  [21:0] ring_carries;
    reg  [23:0] near_p;
    reg  [23:0] near_not_l;
    reg  [23:0] near_carries;

    // Update code
    always @(*) begin
        ring_p = psn_hi[(32'h4)+:(22)];
        ring_not_l = ~low_hi[(32'h4)+:(22)];
        ring_carries = (ring_p | ring_not_l) << 32'h1;
        if (psn_hi[(32'h0)+:(4)] >= low_hi[(32'h0)+:(4)]) begin
            in_ring = ring_p == ~ring_not_l;
        end
        else begin
            in_ring = (ring_p ^ ring_not_l) == ring_carries;
        end
        near_p = psn_hi[(32'h2)+:(24)];
        near_not_l = ~low_hi[(32'h2)+:(24)];
        near_carries = (near_p | near_not_l) << 32'h1;
        if (psn_hi[(32'h0)+:(2)] >= low_hi[(32'h0)+:(2)]) begin
            near = near_p == ~near_not_l;
        end
        else begin
            near = (near_p ^ near_not_l) == near_carries;
        end
        at_low = psn_hi == low_hi;
    end

endmodule // metaroce_sack_ring_unit__low_tests_w


module metaroce_sack_ring_unit__out_ack(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__out_ack


module metaroce_sack_ring_unit__out_base(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__out_base


module metaroce_sack_ring_unit__out_bitmap(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__out_bitmap


module metaroce_sack_ring_unit__out_ce_count(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__out_ce_count


module metaroce_sack_ring_unit__out_class(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__out_class


module metaroce_sack_ring_unit__out_echo_timestamp(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__out_echo_timestamp


module metaroce_sack_ring_unit__out_hole(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__out_hole


module metaroce_sack_ring_unit__out_since_ack(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__out_since_ack


module metaroce_sack_ring_unit__out_valid(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__out_valid


module metaroce_sack_ring_unit__out_window(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__out_window


module metaroce_sack_ring_unit__p_ack_req(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__p_ack_req


module metaroce_sack_ring_unit__p_after_start(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__p_after_start


module metaroce_sack_ring_unit__p_bit(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__p_bit


module metaroce_sack_ring_unit__p_bit_m1(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__p_bit_m1


module metaroce_sack_ring_unit__p_busy(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__p_busy


module metaroce_sack_ring_unit__p_ce(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__p_ce


module metaroce_sack_ring_unit__p_cmd(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__p_cmd


module metaroce_sack_ring_unit__p_flags_b(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__p_flags_b


module metaroce_sack_ring_unit__p_flags_w(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__p_flags_w


module metaroce_sack_ring_unit__p_low_full0(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__p_low_full0


module metaroce_sack_ring_unit__p_low_full1(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__p_low_full1


module metaroce_sack_ring_unit__p_onehot(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__p_onehot


module metaroce_sack_ring_unit__p_op(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__p_op


module metaroce_sack_ring_unit__p_pick_p(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  [16:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 17'h0;
    end

    genvar copy;
    generate
        for (copy = 0; copy < 17; copy = copy + 1) begin : copies
            (* keep *) always @(posedge clock) q[copy] <= d;
        end
    endgenerate
endmodule // metaroce_sack_ring_unit__p_pick_p


module metaroce_sack_ring_unit__p_placed(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__p_placed


module metaroce_sack_ring_unit__p_pre_a(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__p_pre_a


module metaroce_sack_ring_unit__p_pre_b(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__p_pre_b


module metaroce_sack_ring_unit__p_psn(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__p_psn


module metaroce_sack_ring_unit__p_same1(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__p_same1


module metaroce_sack_ring_unit__p_same2(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__p_same2


module metaroce_sack_ring_unit__p_sel_w(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__p_sel_w


module metaroce_sack_ring_unit__p_start_class(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__p_start_class


module metaroce_sack_ring_unit__p_start_hole(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__p_start_hole


module metaroce_sack_ring_unit__p_timestamp(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__p_timestamp


module metaroce_sack_ring_unit__p_update(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__p_update


module metaroce_sack_ring_unit__p_window(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__p_window


module metaroce_sack_ring_unit__p_word(d,q,clock);

    // Module arguments
    input wire  [1167:0] d;
    output reg  [1167:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1168'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_sack_ring_unit__p_word


module metaroce_sack_ring_unit__r1_ack(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__r1_ack


module metaroce_sack_ring_unit__r1_class(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__r1_class


module metaroce_sack_ring_unit__r1_full(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__r1_full


module metaroce_sack_ring_unit__r1_hole(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__r1_hole


module metaroce_sack_ring_unit__r1_open_high(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__r1_open_high


module metaroce_sack_ring_unit__r1_valid(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__r1_valid


module metaroce_sack_ring_unit__r1_window(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__r1_window


module metaroce_sack_ring_unit__r1_word(d,q,clock);

    // Module arguments
    input wire  [1167:0] d;
    output reg  [1167:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1168'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_sack_ring_unit__r1_word


module metaroce_sack_ring_unit__r2_ack(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__r2_ack


module metaroce_sack_ring_unit__r2_class(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__r2_class


module metaroce_sack_ring_unit__r2_hole(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__r2_hole


module metaroce_sack_ring_unit__r2_quarter_hi(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  [7:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 8'h0;
    end

    genvar copy;
    generate
        for (copy = 0; copy < 8; copy = copy + 1) begin : copies
            (* keep *) always @(posedge clock) q[copy] <= d;
        end
    endgenerate
endmodule // metaroce_sack_ring_unit__r2_quarter_hi


module metaroce_sack_ring_unit__r2_quarter_lo(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  [7:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 8'h0;
    end

    genvar copy;
    generate
        for (copy = 0; copy < 8; copy = copy + 1) begin : copies
            (* keep *) always @(posedge clock) q[copy] <= d;
        end
    endgenerate
endmodule // metaroce_sack_ring_unit__r2_quarter_lo


module metaroce_sack_ring_unit__r2_slot(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__r2_slot


module metaroce_sack_ring_unit__r2_valid(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__r2_valid


module metaroce_sack_ring_unit__r2_window(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__r2_window


module metaroce_sack_ring_unit__r2_word(d,q,clock);

    // Module arguments
    input wire  [1167:0] d;
    output reg  [1167:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1168'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_sack_ring_unit__r2_word


module metaroce_sack_ring_unit__r2_wrap(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__r2_wrap


module metaroce_sack_ring_unit__r3_ack(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__r3_ack


module metaroce_sack_ring_unit__r3_block_base(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__r3_block_base


module metaroce_sack_ring_unit__r3_block_hi(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  [4:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 5'h0;
    end

    genvar copy;
    generate
        for (copy = 0; copy < 5; copy = copy + 1) begin : copies
            (* keep *) always @(posedge clock) q[copy] <= d;
        end
    endgenerate
endmodule // metaroce_sack_ring_unit__r3_block_hi


module metaroce_sack_ring_unit__r3_block_lo(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  [4:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 5'h0;
    end

    genvar copy;
    generate
        for (copy = 0; copy < 5; copy = copy + 1) begin : copies
            (* keep *) always @(posedge clock) q[copy] <= d;
        end
    endgenerate
endmodule // metaroce_sack_ring_unit__r3_block_lo


module metaroce_sack_ring_unit__r3_ce_count(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__r3_ce_count


module metaroce_sack_ring_unit__r3_class(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__r3_class


module metaroce_sack_ring_unit__r3_echo_timestamp(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__r3_echo_timestamp


module metaroce_sack_ring_unit__r3_half(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__r3_half


module metaroce_sack_ring_unit__r3_hole(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__r3_hole


module metaroce_sack_ring_unit__r3_since_ack(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__r3_since_ack


module metaroce_sack_ring_unit__r3_valid(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__r3_valid


module metaroce_sack_ring_unit__r3_window(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__r3_window


module metaroce_sack_ring_unit__r4_ack(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__r4_ack


module metaroce_sack_ring_unit__r4_block_base(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__r4_block_base


module metaroce_sack_ring_unit__r4_ce_count(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__r4_ce_count


module metaroce_sack_ring_unit__r4_class(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__r4_class


module metaroce_sack_ring_unit__r4_echo_timestamp(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__r4_echo_timestamp


module metaroce_sack_ring_unit__r4_hole(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__r4_hole


module metaroce_sack_ring_unit__r4_since_ack(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__r4_since_ack


module metaroce_sack_ring_unit__r4_span(d,q,clock);

    // Module arguments
    input wire  [319:0] d;
    output reg  [319:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 320'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_sack_ring_unit__r4_span


module metaroce_sack_ring_unit__r4_valid(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__r4_valid


module metaroce_sack_ring_unit__r4_window(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__r4_window


module metaroce_sack_ring_unit__r5_ack(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__r5_ack


module metaroce_sack_ring_unit__r5_block_base(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__r5_block_base


module metaroce_sack_ring_unit__r5_ce_count(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__r5_ce_count


module metaroce_sack_ring_unit__r5_class(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__r5_class


module metaroce_sack_ring_unit__r5_echo_timestamp(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__r5_echo_timestamp


module metaroce_sack_ring_unit__r5_first_zero(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__r5_first_zero


module metaroce_sack_ring_unit__r5_group_hi(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  [4:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 5'h0;
    end

    genvar copy;
    generate
        for (copy = 0; copy < 5; copy = copy + 1) begin : copies
            (* keep *) always @(posedge clock) q[copy] <= d;
        end
    endgenerate
endmodule // metaroce_sack_ring_unit__r5_group_hi


module metaroce_sack_ring_unit__r5_group_lo(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  [4:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 5'h0;
    end

    genvar copy;
    generate
        for (copy = 0; copy < 5; copy = copy + 1) begin : copies
            (* keep *) always @(posedge clock) q[copy] <= d;
        end
    endgenerate
endmodule // metaroce_sack_ring_unit__r5_group_lo


module metaroce_sack_ring_unit__r5_hole(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__r5_hole


module metaroce_sack_ring_unit__r5_since_ack(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__r5_since_ack


module metaroce_sack_ring_unit__r5_span(d,q,clock);

    // Module arguments
    input wire  [319:0] d;
    output reg  [319:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 320'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_sack_ring_unit__r5_span


module metaroce_sack_ring_unit__r5_valid(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__r5_valid


module metaroce_sack_ring_unit__r5_window(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__r5_window


module metaroce_sack_ring_unit__r5_zero_high(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__r5_zero_high


module metaroce_sack_ring_unit__r6_ack(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__r6_ack


module metaroce_sack_ring_unit__r6_base(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__r6_base


module metaroce_sack_ring_unit__r6_ce_count(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__r6_ce_count


module metaroce_sack_ring_unit__r6_class(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__r6_class


module metaroce_sack_ring_unit__r6_echo_timestamp(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__r6_echo_timestamp


module metaroce_sack_ring_unit__r6_hole(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__r6_hole


module metaroce_sack_ring_unit__r6_nibble_hi(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  [4:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 5'h0;
    end

    genvar copy;
    generate
        for (copy = 0; copy < 5; copy = copy + 1) begin : copies
            (* keep *) always @(posedge clock) q[copy] <= d;
        end
    endgenerate
endmodule // metaroce_sack_ring_unit__r6_nibble_hi


module metaroce_sack_ring_unit__r6_nibble_lo(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  [4:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 5'h0;
    end

    genvar copy;
    generate
        for (copy = 0; copy < 5; copy = copy + 1) begin : copies
            (* keep *) always @(posedge clock) q[copy] <= d;
        end
    endgenerate
endmodule // metaroce_sack_ring_unit__r6_nibble_lo


module metaroce_sack_ring_unit__r6_since_ack(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__r6_since_ack


module metaroce_sack_ring_unit__r6_span(d,q,clock);

    // Module arguments
    input wire  [271:0] d;
    output reg  [271:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 272'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_sack_ring_unit__r6_span


module metaroce_sack_ring_unit__r6_valid(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__r6_valid


module metaroce_sack_ring_unit__r6_window(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__r6_window


module metaroce_sack_ring_unit__r6_zero_low(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__r6_zero_low


module metaroce_sack_ring_unit__r7_ack(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__r7_ack


module metaroce_sack_ring_unit__r7_base(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__r7_base


module metaroce_sack_ring_unit__r7_bit_hi(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  [3:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 4'h0;
    end

    genvar copy;
    generate
        for (copy = 0; copy < 4; copy = copy + 1) begin : copies
            (* keep *) always @(posedge clock) q[copy] <= d;
        end
    endgenerate
endmodule // metaroce_sack_ring_unit__r7_bit_hi


module metaroce_sack_ring_unit__r7_bit_lo(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  [3:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 4'h0;
    end

    genvar copy;
    generate
        for (copy = 0; copy < 4; copy = copy + 1) begin : copies
            (* keep *) always @(posedge clock) q[copy] <= d;
        end
    endgenerate
endmodule // metaroce_sack_ring_unit__r7_bit_lo


module metaroce_sack_ring_unit__r7_ce_count(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__r7_ce_count


module metaroce_sack_ring_unit__r7_class(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__r7_class


module metaroce_sack_ring_unit__r7_echo_timestamp(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__r7_echo_timestamp


module metaroce_sack_ring_unit__r7_hole(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__r7_hole


module metaroce_sack_ring_unit__r7_quarter(d,q,clock);

    // Module arguments
    input wire  [259:0] d;
    output reg  [259:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 260'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_sack_ring_unit__r7_quarter


module metaroce_sack_ring_unit__r7_since_ack(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__r7_since_ack


module metaroce_sack_ring_unit__r7_valid(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__r7_valid


module metaroce_sack_ring_unit__r7_window(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__r7_window


module metaroce_sack_ring_unit__refused(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__refused


module metaroce_sack_ring_unit__u_ce_new(select,when_set,when_clear,picked);

    // Module arguments
    input wire  select;
    input wire  [31:0] when_set;
    input wire  [31:0] when_clear;
    output reg  [31:0] picked;

    // Update code (custom)
    (* keep *) wire [31:0] set_kept = when_set;
    (* keep *) wire [31:0] clear_kept = when_clear;
    always @(*) picked = select ? set_kept : clear_kept;
endmodule // metaroce_sack_ring_unit__u_ce_new


module metaroce_sack_ring_unit__u_echo_high_new(select,when_set,when_clear,picked);

    // Module arguments
    input wire  select;
    input wire  [31:0] when_set;
    input wire  [31:0] when_clear;
    output reg  [31:0] picked;

    // Update code (custom)
    (* keep *) wire [31:0] set_kept = when_set;
    (* keep *) wire [31:0] clear_kept = when_clear;
    always @(*) picked = select ? set_kept : clear_kept;
endmodule // metaroce_sack_ring_unit__u_echo_high_new


module metaroce_sack_ring_unit__u_echo_low_new(select,when_set,when_clear,picked);

    // Module arguments
    input wire  select;
    input wire  [31:0] when_set;
    input wire  [31:0] when_clear;
    output reg  [31:0] picked;

    // Update code (custom)
    (* keep *) wire [31:0] set_kept = when_set;
    (* keep *) wire [31:0] clear_kept = when_clear;
    always @(*) picked = select ? set_kept : clear_kept;
endmodule // metaroce_sack_ring_unit__u_echo_low_new


module metaroce_sack_ring_unit__u_since_new(select,when_set,when_clear,picked);

    // Module arguments
    input wire  select;
    input wire  [15:0] when_set;
    input wire  [15:0] when_clear;
    output reg  [15:0] picked;

    // Update code (custom)
    (* keep *) wire [15:0] set_kept = when_set;
    (* keep *) wire [15:0] clear_kept = when_clear;
    always @(*) picked = select ? set_kept : clear_kept;
endmodule // metaroce_sack_ring_unit__u_since_new


module metaroce_sack_ring_unit__w_ack(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__w_ack


module metaroce_sack_ring_unit__w_advanced(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__w_advanced


module metaroce_sack_ring_unit__w_class(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__w_class


module metaroce_sack_ring_unit__w_hole(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__w_hole


module metaroce_sack_ring_unit__w_low_hi(d,q,clock);

    // Module arguments
    input wire  [25:0] d;
    output reg  [25:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 26'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_sack_ring_unit__w_low_hi


module metaroce_sack_ring_unit__w_lowoh(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__w_lowoh


module metaroce_sack_ring_unit__w_new(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__w_new


module metaroce_sack_ring_unit__w_ring_tests(d,q,clock);

    // Module arguments
    input wire  [1023:0] d;
    output reg  [1023:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1024'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_sack_ring_unit__w_ring_tests


module metaroce_sack_ring_unit__w_update(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__w_update


module metaroce_sack_ring_unit__w_valid(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__w_valid


module metaroce_sack_ring_unit__w_window(d,q,clock);

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

endmodule // metaroce_sack_ring_unit__w_window


module metaroce_sack_ring_unit__w_word(d,q,clock);

    // Module arguments
    input wire  [1167:0] d;
    output reg  [1167:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1168'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_sack_ring_unit__w_word


module metaroce_sack_ring_unit__windows(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);

    // Module arguments
    input wire  [5:0] read_address;
    input wire  read_clock;
    output reg  [1167:0] read_data;
    input wire  [5:0] write_address;
    input wire  write_clock;
    input wire  [1167:0] write_data;
    input wire  write_enable;

    // Update code (custom)
    (* no_rw_check *) reg [1167:0] mem [63:0];

    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end

    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // metaroce_sack_ring_unit__windows

`resetall
