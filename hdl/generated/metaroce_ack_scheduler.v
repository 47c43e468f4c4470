// SPDX-License-Identifier: MIT OR Apache-2.0
// Generated from hdl/src/ack/scheduler.rs by `cargo run -p metaroce-hdl --bin emit-verilog`.
// Do not edit: change the Rust-HDL source and regenerate.
// Language: Verilog 2001

`resetall
`timescale 1ns / 1ps
`default_nettype none


module metaroce_ack_scheduler(clk,rst,s_result_valid,s_result_window,s_result_class,s_result_base,s_result_bitmap,s_result_ce_count,s_result_ack,s_result_echo_timestamp,ack_delay,s_cmd_hold,m_cmd_valid,m_cmd_ready,m_cmd_op,m_cmd_window,m_ack_valid,m_ack_ready,m_ack_window,m_ack_cum_psn,m_ack_ce_count,m_ack_echo_timestamp,m_ack_sack);

    // Module arguments
    input wire  clk;
    input wire  rst;
    input wire  s_result_valid;
    input wire  [5:0] s_result_window;
    input wire  [1:0] s_result_class;
    input wire  [31:0] s_result_base;
    input wire  [255:0] s_result_bitmap;
    input wire  [31:0] s_result_ce_count;
    input wire  [1:0] s_result_ack;
    input wire  [63:0] s_result_echo_timestamp;
    input wire  [11:0] ack_delay;
    input wire  [63:0] s_cmd_hold;
    output reg  m_cmd_valid;
    input wire  m_cmd_ready;
    output reg  m_cmd_op;
    output reg  [5:0] m_cmd_window;
    output reg  m_ack_valid;
    input wire  m_ack_ready;
    output reg  [5:0] m_ack_window;
    output reg  [31:0] m_ack_cum_psn;
    output reg  [31:0] m_ack_ce_count;
    output reg  [63:0] m_ack_echo_timestamp;
    output reg  [255:0] m_ack_sack;

    // Stub signals
    reg  [5:0] states$read_address;
    reg  states$read_clock;
    wire  [383:0] states$read_data;
    reg  [5:0] states$write_address;
    reg  states$write_clock;
    reg  [383:0] states$write_data;
    reg  states$write_enable;
    reg  [5:0] r_window$d;
    wire  [5:0] r_window$q;
    reg  r_window$clock;
    reg  [383:0] r_state$d;
    wire  [383:0] r_state$q;
    reg  r_state$clock;
    reg  r_changes$d;
    wire  r_changes$q;
    reg  r_changes$clock;
    reg  r_now$d;
    wire  r_now$q;
    reg  r_now$clock;
    reg  r_later$d;
    wire  r_later$q;
    reg  r_later$clock;
    reg  [63:0] r_mask$d;
    wire  [63:0] r_mask$q;
    reg  r_mask$clock;
    reg  [63:0] r_now_mask$d;
    wire  [63:0] r_now_mask$q;
    reg  r_now_mask$clock;
    reg  [5:0] arm_times$read_address;
    reg  arm_times$read_clock;
    wire  [11:0] arm_times$read_data;
    reg  [5:0] arm_times$write_address;
    reg  arm_times$write_clock;
    reg  [11:0] arm_times$write_data;
    reg  arm_times$write_enable;
    reg  [11:0] delay_line$read_address;
    reg  delay_line$read_clock;
    wire  [6:0] delay_line$read_data;
    reg  [11:0] delay_line$write_address;
    reg  delay_line$write_clock;
    reg  [6:0] delay_line$write_data;
    reg  delay_line$write_enable;
    reg  [4:0] queue_even$read_address;
    reg  queue_even$read_clock;
    wire  [5:0] queue_even$read_data;
    reg  [4:0] queue_even$write_address;
    reg  queue_even$write_clock;
    reg  [5:0] queue_even$write_data;
    reg  queue_even$write_enable;
    reg  [4:0] queue_odd$read_address;
    reg  queue_odd$read_clock;
    wire  [5:0] queue_odd$read_data;
    reg  [4:0] queue_odd$write_address;
    reg  queue_odd$write_clock;
    reg  [5:0] queue_odd$write_data;
    reg  queue_odd$write_enable;
    reg  [11:0] now$d;
    wire  [11:0] now$q;
    reg  now$clock;
    reg  [63:0] armed$d;
    wire  [63:0] armed$q;
    reg  armed$clock;
    reg  [63:0] due$d;
    wire  [63:0] due$q;
    reg  due$clock;
    reg  [63:0] pick_due$d;
    wire  [63:0] pick_due$q;
    reg  pick_due$clock;
    reg  [63:0] pending$d;
    wire  [63:0] pending$q;
    reg  pending$clock;
    reg  [11:0] read_offset$d;
    wire  [11:0] read_offset$q;
    reg  read_offset$clock;
    reg  [11:0] l0_slot$d;
    wire  [11:0] l0_slot$q;
    reg  l0_slot$clock;
    reg  [11:0] l1_slot$d;
    wire  [11:0] l1_slot$q;
    reg  l1_slot$clock;
    reg  [11:0] l2_slot$d;
    wire  [11:0] l2_slot$q;
    reg  l2_slot$clock;
    reg  l0_written_c0$d;
    wire  l0_written_c0$q;
    reg  l0_written_c0$clock;
    reg  l0_written_c1$d;
    wire  l0_written_c1$q;
    reg  l0_written_c1$clock;
    reg  l0_written_c2$d;
    wire  l0_written_c2$q;
    reg  l0_written_c2$clock;
    reg  l1_written_c0$d;
    wire  l1_written_c0$q;
    reg  l1_written_c0$clock;
    reg  l1_written_c1$d;
    wire  l1_written_c1$q;
    reg  l1_written_c1$clock;
    reg  l1_written_c2$d;
    wire  l1_written_c2$q;
    reg  l1_written_c2$clock;
    reg  [6:0] l1_word$d;
    wire  [6:0] l1_word$q;
    reg  l1_word$clock;
    reg  [6:0] l2_entry$d;
    wire  [6:0] l2_entry$q;
    reg  l2_entry$clock;
    reg  [6:0] written_one$d;
    wire  [6:0] written_one$q;
    reg  written_one$clock;
    reg  [6:0] written_two$d;
    wire  [6:0] written_two$q;
    reg  written_two$clock;
    reg  [63:0] written_one_onehot$d;
    wire  [63:0] written_one_onehot$q;
    reg  written_one_onehot$clock;
    reg  [63:0] written_two_onehot$d;
    wire  [63:0] written_two_onehot$q;
    reg  written_two_onehot$clock;
    reg  [63:0] l2_onehot_q$d;
    wire  [63:0] l2_onehot_q$q;
    reg  l2_onehot_q$clock;
    reg  l3_valid$d;
    wire  l3_valid$q;
    reg  l3_valid$clock;
    reg  l3_armed$d;
    wire  l3_armed$q;
    reg  l3_armed$clock;
    reg  [5:0] l3_window$d;
    wire  [5:0] l3_window$q;
    reg  l3_window$clock;
    reg  [63:0] l3_onehot$d;
    wire  [63:0] l3_onehot$q;
    reg  l3_onehot$clock;
    reg  [11:0] l3_slot$d;
    wire  [11:0] l3_slot$q;
    reg  l3_slot$clock;
    reg  rearm_valid$d;
    wire  rearm_valid$q;
    reg  rearm_valid$clock;
    reg  [5:0] rearm_window$d;
    wire  [5:0] rearm_window$q;
    reg  rearm_window$clock;
    reg  [11:0] rearm_time$d;
    wire  [11:0] rearm_time$q;
    reg  rearm_time$clock;
    reg  l3_fwd_hit$d;
    wire  l3_fwd_hit$q;
    reg  l3_fwd_hit$clock;
    reg  l3_fwd_match$d;
    wire  l3_fwd_match$q;
    reg  l3_fwd_match$clock;
    reg  cand_valid$d;
    wire  cand_valid$q;
    reg  cand_valid$clock;
    reg  [63:0] cand_onehot$d;
    wire  [63:0] cand_onehot$q;
    reg  cand_onehot$clock;
    reg  [6:0] q_wr$d;
    wire  [6:0] q_wr$q;
    reg  q_wr$clock;
    reg  [6:0] q_rd$d;
    wire  [6:0] q_rd$q;
    reg  q_rd$clock;
    reg  q_bypass_at_rd$d;
    wire  q_bypass_at_rd$q;
    reg  q_bypass_at_rd$clock;
    reg  q_bypass_after_rd$d;
    wire  q_bypass_after_rd$q;
    reg  q_bypass_after_rd$clock;
    reg  [5:0] q_bypass$d;
    wire  [5:0] q_bypass$q;
    reg  q_bypass$clock;
    reg  [5:0] head$d;
    wire  [5:0] head$q;
    reg  head$clock;
    reg  qw_first$d;
    wire  qw_first$q;
    reg  qw_first$clock;
    reg  qw_second$d;
    wire  qw_second$q;
    reg  qw_second$clock;
    reg  [5:0] qw_first_window$d;
    wire  [5:0] qw_first_window$q;
    reg  qw_first_window$clock;
    reg  [5:0] qw_second_window$d;
    wire  [5:0] qw_second_window$q;
    reg  qw_second_window$clock;
    reg  o1_valid$d;
    wire  o1_valid$q;
    reg  o1_valid$clock;
    reg  [5:0] o1_window$d;
    wire  [5:0] o1_window$q;
    reg  o1_window$clock;
    reg  [383:0] fwd_state$d;
    wire  [383:0] fwd_state$q;
    reg  fwd_state$clock;
    reg  o1_result_hit$d;
    wire  o1_result_hit$q;
    reg  o1_result_hit$clock;
    reg  o1_fwd_hit$d;
    wire  o1_fwd_hit$q;
    reg  o1_fwd_hit$clock;
    reg  out_result_hit$d;
    wire  out_result_hit$q;
    reg  out_result_hit$clock;
    reg  out_valid$d;
    wire  out_valid$q;
    reg  out_valid$clock;
    reg  [5:0] out_window$d;
    wire  [5:0] out_window$q;
    reg  out_window$clock;
    reg  [63:0] out_onehot$d;
    wire  [63:0] out_onehot$q;
    reg  out_onehot$clock;
    reg  [383:0] out_state$d;
    wire  [383:0] out_state$q;
    reg  out_state$clock;
    reg  [63:0] first_a$x;
    wire  [63:0] first_a$first;
    reg  [63:0] first_b$x;
    wire  [63:0] first_b$first;
    reg  [63:0] first_at$x;
    wire  [63:0] first_at$first;
    reg  [63:0] first_bt$x;
    wire  [63:0] first_bt$first;

    // Local signals
    reg  [63:0] unit;
    reg  [63:0] index_bit0;
    reg  [63:0] index_bit1;
    reg  [63:0] index_bit2;
    reg  [63:0] index_bit3;
    reg  [63:0] index_bit4;
    reg  [63:0] index_bit5;
    reg  in_valid;
    reg  [63:0] now_mask_in;
    reg  [63:0] due_next;
    reg  [5:0] result_window;
    reg  [383:0] result_state;
    reg  changes;
    reg  result_now;
    reg  result_later;
    reg  [63:0] result_mask;
    reg  fire_go;
    reg  fired;
    reg  cand_pending;
    reg  [63:0] fire_open;
    reg  take;
    reg  [63:0] fire_clear;
    reg  [63:0] take_clear;
    reg  [63:0] now_clear;
    reg  [63:0] clears;
    reg  take_here;
    reg  [63:0] arm_set;
    reg  [63:0] now_set;
    reg  armed_after_here;
    reg  pending_after_here;
    reg  [63:0] armed_after;
    reg  [63:0] pending_after;
    reg  fire_push;
    reg  now_push;
    reg  arm;
    reg  [11:0] eff_delay;
    reg  [11:0] slot_read;
    reg  [6:0] arm_slot;
    reg  [6:0] forwarded_entry;
    reg  [63:0] forwarded_onehot;
    reg  [63:0] l2_onehot;
    reg  arm_time_match;
    reg  live;
    reg  [5:0] cand;
    reg  [63:0] pick_a;
    reg  [63:0] pick_b;
    reg  [63:0] pick_at;
    reg  [63:0] pick_bt;
    reg  push_first;
    reg  push_second;
    reg  [5:0] first_window;
    reg  [4:0] wr_row;
    reg  [5:0] q_head;
    reg  pop;
    reg  [6:0] q_rd_next;
    reg  [6:0] q_rd_after;
    reg  [383:0] loaded;
    reg  changes_in;
    reg  [5:0] out_window_next;
    reg  from_ram;

    // Sub module instances
    metaroce_ack_scheduler__states states(
        .read_address(states$read_address),
        .read_clock(states$read_clock),
        .read_data(states$read_data),
        .write_address(states$write_address),
        .write_clock(states$write_clock),
        .write_data(states$write_data),
        .write_enable(states$write_enable)
    );
    metaroce_ack_scheduler__r_window r_window(
        .d(r_window$d),
        .q(r_window$q),
        .clock(r_window$clock)
    );
    metaroce_ack_scheduler__r_state r_state(
        .d(r_state$d),
        .q(r_state$q),
        .clock(r_state$clock)
    );
    metaroce_ack_scheduler__r_changes r_changes(
        .d(r_changes$d),
        .q(r_changes$q),
        .clock(r_changes$clock)
    );
    metaroce_ack_scheduler__r_now r_now(
        .d(r_now$d),
        .q(r_now$q),
        .clock(r_now$clock)
    );
    metaroce_ack_scheduler__r_later r_later(
        .d(r_later$d),
        .q(r_later$q),
        .clock(r_later$clock)
    );
    metaroce_ack_scheduler__r_mask r_mask(
        .d(r_mask$d),
        .q(r_mask$q),
        .clock(r_mask$clock)
    );
    metaroce_ack_scheduler__r_now_mask r_now_mask(
        .d(r_now_mask$d),
        .q(r_now_mask$q),
        .clock(r_now_mask$clock)
    );
    metaroce_ack_scheduler__arm_times arm_times(
        .read_address(arm_times$read_address),
        .read_clock(arm_times$read_clock),
        .read_data(arm_times$read_data),
        .write_address(arm_times$write_address),
        .write_clock(arm_times$write_clock),
        .write_data(arm_times$write_data),
        .write_enable(arm_times$write_enable)
    );
    metaroce_ack_scheduler__delay_line delay_line(
        .read_address(delay_line$read_address),
        .read_clock(delay_line$read_clock),
        .read_data(delay_line$read_data),
        .write_address(delay_line$write_address),
        .write_clock(delay_line$write_clock),
        .write_data(delay_line$write_data),
        .write_enable(delay_line$write_enable)
    );
    metaroce_ack_scheduler__queue_even queue_even(
        .read_address(queue_even$read_address),
        .read_clock(queue_even$read_clock),
        .read_data(queue_even$read_data),
        .write_address(queue_even$write_address),
        .write_clock(queue_even$write_clock),
        .write_data(queue_even$write_data),
        .write_enable(queue_even$write_enable)
    );
    metaroce_ack_scheduler__queue_odd queue_odd(
        .read_address(queue_odd$read_address),
        .read_clock(queue_odd$read_clock),
        .read_data(queue_odd$read_data),
        .write_address(queue_odd$write_address),
        .write_clock(queue_odd$write_clock),
        .write_data(queue_odd$write_data),
        .write_enable(queue_odd$write_enable)
    );
    metaroce_ack_scheduler__now now(
        .d(now$d),
        .q(now$q),
        .clock(now$clock)
    );
    metaroce_ack_scheduler__armed armed(
        .d(armed$d),
        .q(armed$q),
        .clock(armed$clock)
    );
    metaroce_ack_scheduler__due due(
        .d(due$d),
        .q(due$q),
        .clock(due$clock)
    );
    metaroce_ack_scheduler__pick_due pick_due(
        .d(pick_due$d),
        .q(pick_due$q),
        .clock(pick_due$clock)
    );
    metaroce_ack_scheduler__pending pending(
        .d(pending$d),
        .q(pending$q),
        .clock(pending$clock)
    );
    metaroce_ack_scheduler__read_offset read_offset(
        .d(read_offset$d),
        .q(read_offset$q),
        .clock(read_offset$clock)
    );
    metaroce_ack_scheduler__l0_slot l0_slot(
        .d(l0_slot$d),
        .q(l0_slot$q),
        .clock(l0_slot$clock)
    );
    metaroce_ack_scheduler__l1_slot l1_slot(
        .d(l1_slot$d),
        .q(l1_slot$q),
        .clock(l1_slot$clock)
    );
    metaroce_ack_scheduler__l2_slot l2_slot(
        .d(l2_slot$d),
        .q(l2_slot$q),
        .clock(l2_slot$clock)
    );
    metaroce_ack_scheduler__l0_written_c0 l0_written_c0(
        .d(l0_written_c0$d),
        .q(l0_written_c0$q),
        .clock(l0_written_c0$clock)
    );
    metaroce_ack_scheduler__l0_written_c1 l0_written_c1(
        .d(l0_written_c1$d),
        .q(l0_written_c1$q),
        .clock(l0_written_c1$clock)
    );
    metaroce_ack_scheduler__l0_written_c2 l0_written_c2(
        .d(l0_written_c2$d),
        .q(l0_written_c2$q),
        .clock(l0_written_c2$clock)
    );
    metaroce_ack_scheduler__l1_written_c0 l1_written_c0(
        .d(l1_written_c0$d),
        .q(l1_written_c0$q),
        .clock(l1_written_c0$clock)
    );
    metaroce_ack_scheduler__l1_written_c1 l1_written_c1(
        .d(l1_written_c1$d),
        .q(l1_written_c1$q),
        .clock(l1_written_c1$clock)
    );
    metaroce_ack_scheduler__l1_written_c2 l1_written_c2(
        .d(l1_written_c2$d),
        .q(l1_written_c2$q),
        .clock(l1_written_c2$clock)
    );
    metaroce_ack_scheduler__l1_word l1_word(
        .d(l1_word$d),
        .q(l1_word$q),
        .clock(l1_word$clock)
    );
    metaroce_ack_scheduler__l2_entry l2_entry(
        .d(l2_entry$d),
        .q(l2_entry$q),
        .clock(l2_entry$clock)
    );
    metaroce_ack_scheduler__written_one written_one(
        .d(written_one$d),
        .q(written_one$q),
        .clock(written_one$clock)
    );
    metaroce_ack_scheduler__written_two written_two(
        .d(written_two$d),
        .q(written_two$q),
        .clock(written_two$clock)
    );
    metaroce_ack_scheduler__written_one_onehot written_one_onehot(
        .d(written_one_onehot$d),
        .q(written_one_onehot$q),
        .clock(written_one_onehot$clock)
    );
    metaroce_ack_scheduler__written_two_onehot written_two_onehot(
        .d(written_two_onehot$d),
        .q(written_two_onehot$q),
        .clock(written_two_onehot$clock)
    );
    metaroce_ack_scheduler__l2_onehot_q l2_onehot_q(
        .d(l2_onehot_q$d),
        .q(l2_onehot_q$q),
        .clock(l2_onehot_q$clock)
    );
    metaroce_ack_scheduler__l3_valid l3_valid(
        .d(l3_valid$d),
        .q(l3_valid$q),
        .clock(l3_valid$clock)
    );
    metaroce_ack_scheduler__l3_armed l3_armed(
        .d(l3_armed$d),
        .q(l3_armed$q),
        .clock(l3_armed$clock)
    );
    metaroce_ack_scheduler__l3_window l3_window(
        .d(l3_window$d),
        .q(l3_window$q),
        .clock(l3_window$clock)
    );
    metaroce_ack_scheduler__l3_onehot l3_onehot(
        .d(l3_onehot$d),
        .q(l3_onehot$q),
        .clock(l3_onehot$clock)
    );
    metaroce_ack_scheduler__l3_slot l3_slot(
        .d(l3_slot$d),
        .q(l3_slot$q),
        .clock(l3_slot$clock)
    );
    metaroce_ack_scheduler__rearm_valid rearm_valid(
        .d(rearm_valid$d),
        .q(rearm_valid$q),
        .clock(rearm_valid$clock)
    );
    metaroce_ack_scheduler__rearm_window rearm_window(
        .d(rearm_window$d),
        .q(rearm_window$q),
        .clock(rearm_window$clock)
    );
    metaroce_ack_scheduler__rearm_time rearm_time(
        .d(rearm_time$d),
        .q(rearm_time$q),
        .clock(rearm_time$clock)
    );
    metaroce_ack_scheduler__l3_fwd_hit l3_fwd_hit(
        .d(l3_fwd_hit$d),
        .q(l3_fwd_hit$q),
        .clock(l3_fwd_hit$clock)
    );
    metaroce_ack_scheduler__l3_fwd_match l3_fwd_match(
        .d(l3_fwd_match$d),
        .q(l3_fwd_match$q),
        .clock(l3_fwd_match$clock)
    );
    metaroce_ack_scheduler__cand_valid cand_valid(
        .d(cand_valid$d),
        .q(cand_valid$q),
        .clock(cand_valid$clock)
    );
    metaroce_ack_scheduler__cand_onehot cand_onehot(
        .d(cand_onehot$d),
        .q(cand_onehot$q),
        .clock(cand_onehot$clock)
    );
    metaroce_ack_scheduler__q_wr q_wr(
        .d(q_wr$d),
        .q(q_wr$q),
        .clock(q_wr$clock)
    );
    metaroce_ack_scheduler__q_rd q_rd(
        .d(q_rd$d),
        .q(q_rd$q),
        .clock(q_rd$clock)
    );
    metaroce_ack_scheduler__q_bypass_at_rd q_bypass_at_rd(
        .d(q_bypass_at_rd$d),
        .q(q_bypass_at_rd$q),
        .clock(q_bypass_at_rd$clock)
    );
    metaroce_ack_scheduler__q_bypass_after_rd q_bypass_after_rd(
        .d(q_bypass_after_rd$d),
        .q(q_bypass_after_rd$q),
        .clock(q_bypass_after_rd$clock)
    );
    metaroce_ack_scheduler__q_bypass q_bypass(
        .d(q_bypass$d),
        .q(q_bypass$q),
        .clock(q_bypass$clock)
    );
    metaroce_ack_scheduler__head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    metaroce_ack_scheduler__qw_first qw_first(
        .d(qw_first$d),
        .q(qw_first$q),
        .clock(qw_first$clock)
    );
    metaroce_ack_scheduler__qw_second qw_second(
        .d(qw_second$d),
        .q(qw_second$q),
        .clock(qw_second$clock)
    );
    metaroce_ack_scheduler__qw_first_window qw_first_window(
        .d(qw_first_window$d),
        .q(qw_first_window$q),
        .clock(qw_first_window$clock)
    );
    metaroce_ack_scheduler__qw_second_window qw_second_window(
        .d(qw_second_window$d),
        .q(qw_second_window$q),
        .clock(qw_second_window$clock)
    );
    metaroce_ack_scheduler__o1_valid o1_valid(
        .d(o1_valid$d),
        .q(o1_valid$q),
        .clock(o1_valid$clock)
    );
    metaroce_ack_scheduler__o1_window o1_window(
        .d(o1_window$d),
        .q(o1_window$q),
        .clock(o1_window$clock)
    );
    metaroce_ack_scheduler__fwd_state fwd_state(
        .d(fwd_state$d),
        .q(fwd_state$q),
        .clock(fwd_state$clock)
    );
    metaroce_ack_scheduler__o1_result_hit o1_result_hit(
        .d(o1_result_hit$d),
        .q(o1_result_hit$q),
        .clock(o1_result_hit$clock)
    );
    metaroce_ack_scheduler__o1_fwd_hit o1_fwd_hit(
        .d(o1_fwd_hit$d),
        .q(o1_fwd_hit$q),
        .clock(o1_fwd_hit$clock)
    );
    metaroce_ack_scheduler__out_result_hit out_result_hit(
        .d(out_result_hit$d),
        .q(out_result_hit$q),
        .clock(out_result_hit$clock)
    );
    metaroce_ack_scheduler__out_valid out_valid(
        .d(out_valid$d),
        .q(out_valid$q),
        .clock(out_valid$clock)
    );
    metaroce_ack_scheduler__out_window out_window(
        .d(out_window$d),
        .q(out_window$q),
        .clock(out_window$clock)
    );
    metaroce_ack_scheduler__out_onehot out_onehot(
        .d(out_onehot$d),
        .q(out_onehot$q),
        .clock(out_onehot$clock)
    );
    metaroce_ack_scheduler__out_state out_state(
        .d(out_state$d),
        .q(out_state$q),
        .clock(out_state$clock)
    );
    metaroce_ack_scheduler__first_a first_a(
        .x(first_a$x),
        .first(first_a$first)
    );
    metaroce_ack_scheduler__first_b first_b(
        .x(first_b$x),
        .first(first_b$first)
    );
    metaroce_ack_scheduler__first_at first_at(
        .x(first_at$x),
        .first(first_at$first)
    );
    metaroce_ack_scheduler__first_bt first_bt(
        .x(first_bt$x),
        .first(first_bt$first)
    );

    // Update code
    always @(*) begin
        r_state$clock = clk;
        r_changes$clock = clk;
        r_now$clock = clk;
        r_later$clock = clk;
        r_mask$clock = clk;
        r_now_mask$clock = clk;
        now$clock = clk;
        armed$clock = clk;
        due$clock = clk;
        pick_due$clock = clk;
        pending$clock = clk;
        read_offset$clock = clk;
        l0_slot$clock = clk;
        l1_slot$clock = clk;
        l2_slot$clock = clk;
        l0_written_c0$clock = clk;
        l0_written_c1$clock = clk;
        l0_written_c2$clock = clk;
        l1_written_c0$clock = clk;
        l1_written_c1$clock = clk;
        l1_written_c2$clock = clk;
        l1_word$clock = clk;
        l2_entry$clock = clk;
        written_one$clock = clk;
        written_two$clock = clk;
        written_one_onehot$clock = clk;
        written_two_onehot$clock = clk;
        l2_onehot_q$clock = clk;
        l3_valid$clock = clk;
        l3_armed$clock = clk;
        l3_window$clock = clk;
        l3_onehot$clock = clk;
        l3_slot$clock = clk;
        rearm_valid$clock = clk;
        rearm_window$clock = clk;
        rearm_time$clock = clk;
        l3_fwd_hit$clock = clk;
        l3_fwd_match$clock = clk;
        cand_valid$clock = clk;
        cand_onehot$clock = clk;
        q_wr$clock = clk;
        q_rd$clock = clk;
        q_bypass_at_rd$clock = clk;
        q_bypass_after_rd$clock = clk;
        q_bypass$clock = clk;
        head$clock = clk;
        qw_first$clock = clk;
        qw_second$clock = clk;
        qw_first_window$clock = clk;
        qw_second_window$clock = clk;
        o1_valid$clock = clk;
        o1_window$clock = clk;
        fwd_state$clock = clk;
        o1_result_hit$clock = clk;
        o1_fwd_hit$clock = clk;
        out_result_hit$clock = clk;
        out_valid$clock = clk;
        out_window$clock = clk;
        out_onehot$clock = clk;
        out_state$clock = clk;
        r_state$d = r_state$q;
        r_changes$d = r_changes$q;
        r_now$d = r_now$q;
        r_later$d = r_later$q;
        r_mask$d = r_mask$q;
        r_now_mask$d = r_now_mask$q;
        now$d = now$q;
        armed$d = armed$q;
        due$d = due$q;
        pick_due$d = pick_due$q;
        pending$d = pending$q;
        read_offset$d = read_offset$q;
        l0_slot$d = l0_slot$q;
        l1_slot$d = l1_slot$q;
        l2_slot$d = l2_slot$q;
        l0_written_c0$d = l0_written_c0$q;
        l0_written_c1$d = l0_written_c1$q;
        l0_written_c2$d = l0_written_c2$q;
        l1_written_c0$d = l1_written_c0$q;
        l1_written_c1$d = l1_written_c1$q;
        l1_written_c2$d = l1_written_c2$q;
        l1_word$d = l1_word$q;
        l2_entry$d = l2_entry$q;
        written_one$d = written_one$q;
        written_two$d = written_two$q;
        written_one_onehot$d = written_one_onehot$q;
        written_two_onehot$d = written_two_onehot$q;
        l2_onehot_q$d = l2_onehot_q$q;
        l3_valid$d = l3_valid$q;
        l3_armed$d = l3_armed$q;
        l3_window$d = l3_window$q;
        l3_onehot$d = l3_onehot$q;
        l3_slot$d = l3_slot$q;
        rearm_valid$d = rearm_valid$q;
        rearm_window$d = rearm_window$q;
        rearm_time$d = rearm_time$q;
        l3_fwd_hit$d = l3_fwd_hit$q;
        l3_fwd_match$d = l3_fwd_match$q;
        cand_valid$d = cand_valid$q;
        cand_onehot$d = cand_onehot$q;
        q_wr$d = q_wr$q;
        q_rd$d = q_rd$q;
        q_bypass_at_rd$d = q_bypass_at_rd$q;
        q_bypass_after_rd$d = q_bypass_after_rd$q;
        q_bypass$d = q_bypass$q;
        head$d = head$q;
        qw_first$d = qw_first$q;
        qw_second$d = qw_second$q;
        qw_first_window$d = qw_first_window$q;
        qw_second_window$d = qw_second_window$q;
        o1_valid$d = o1_valid$q;
        o1_window$d = o1_window$q;
        fwd_state$d = fwd_state$q;
        o1_result_hit$d = o1_result_hit$q;
        o1_fwd_hit$d = o1_fwd_hit$q;
        out_result_hit$d = out_result_hit$q;
        out_valid$d = out_valid$q;
        out_window$d = out_window$q;
        out_onehot$d = out_onehot$q;
        out_state$d = out_state$q;
        states$read_clock = clk;
        states$write_clock = clk;
        arm_times$read_clock = clk;
        arm_times$write_clock = clk;
        delay_line$read_clock = clk;
        delay_line$write_clock = clk;
        queue_even$read_clock = clk;
        queue_even$write_clock = clk;
        queue_odd$read_clock = clk;
        queue_odd$write_clock = clk;
        index_bit0 = 64'haaaaaaaaaaaaaaaa;
        index_bit1 = 64'hcccccccccccccccc;
        index_bit2 = 64'hf0f0f0f0f0f0f0f0;
        index_bit3 = 64'hff00ff00ff00ff00;
        index_bit4 = 64'hffff0000ffff0000;
        index_bit5 = 64'hffffffff00000000;
        unit = 32'h1;
        in_valid = s_result_valid & ~rst;
        r_window$clock = clk;
        r_window$d = s_result_window;
        r_state$d[(64'h0)+:(32)] = s_result_base;
        r_state$d[(64'h20)+:(32)] = s_result_ce_count;
        r_state$d[(64'h40)+:(64)] = s_result_echo_timestamp;
        r_state$d[(64'h80)+:(256)] = s_result_bitmap;
        changes_in = in_valid & (s_result_class != 32'h2);
        r_changes$d = changes_in;
        r_now$d = in_valid & (s_result_ack == 32'h2);
        r_later$d = in_valid & (s_result_ack == 32'h1);
        r_mask$d = 32'h0;
        if (in_valid) begin
            r_mask$d = unit << s_result_window;
        end
        now_mask_in = 32'h0;
        if (in_valid & (s_result_ack == 32'h2)) begin
            now_mask_in = unit << s_result_window;
        end
        r_now_mask$d = now_mask_in;
        result_window = r_window$q;
        result_state = r_state$q;
        changes = r_changes$q;
        result_now = r_now$q;
        result_later = r_later$q;
        result_mask = r_mask$q;
        cand = 32'h0;
        cand = ((((((cand & ~(1 << (32'h0)) | ((|(cand_onehot$q & index_bit0)) << (32'h0))) & ~(1 << (32'h1)) | ((|(cand_onehot$q & index_bit1)) << (32'h1))) & ~(1 << (32'h2)) | ((|(cand_onehot$q & index_bit2)) << (32'h2))) & ~(1 << (32'h3)) | ((|(cand_onehot$q & index_bit3)) << (32'h3))) & ~(1 << (32'h4)) | ((|(cand_onehot$q & index_bit4)) << (32'h4))) & ~(1 << (32'h5)) | ((|(cand_onehot$q & index_bit5)) << (32'h5)));
        fire_open = cand_onehot$q & ~s_cmd_hold & ~result_mask;
        m_cmd_valid = cand_valid$q & |fire_open;
        m_cmd_op = 1'b1;
        m_cmd_window = cand;
        fire_go = cand_valid$q & m_cmd_ready;
        fired = m_cmd_valid & m_cmd_ready;
        take = out_valid$q & m_ack_ready;
        fire_clear = 32'h0;
        if (fire_go) begin
            fire_clear = fire_open;
        end
        take_clear = 32'h0;
        if (m_ack_ready) begin
            take_clear = out_onehot$q;
        end
        now_clear = r_now_mask$q;
        clears = take_clear | now_clear;
        cand_pending = |(cand_onehot$q & pending$q);
        fire_push = fired & ~cand_pending;
        take_here = take & (out_window$q == result_window);
        armed_after_here = |(armed$q & result_mask) & ~take_here;
        pending_after_here = |(pending$q & result_mask) & ~take_here;
        now_push = result_now & ~pending_after_here;
        arm = result_later & ~armed_after_here;
        armed_after = armed$q & ~fire_clear & ~take_clear;
        pending_after = (pending$q | fire_clear) & ~take_clear;
        arm_set = 32'h0;
        if (result_later) begin
            arm_set = result_mask & (~armed$q | take_clear);
        end
        now_set = 32'h0;
        if (result_now) begin
            now_set = result_mask & (~pending$q | take_clear);
        end
        armed$d = (armed_after & ~now_clear) | arm_set;
        pending$d = pending_after | now_set;
        now$d = now$q + 32'h1;
        eff_delay = ack_delay;
        if (ack_delay < 32'h4) begin
            eff_delay = 32'h4;
        end
        delay_line$write_address = now$q;
        arm_slot[(64'h0)+:(1)] = arm;
        arm_slot[(64'h1)+:(6)] = result_window;
        delay_line$write_data = arm_slot;
        delay_line$write_enable = 1'b1;
        rearm_valid$d = arm & ~rst;
        rearm_window$d = result_window;
        rearm_time$d = now$q;
        arm_times$write_address = rearm_window$q;
        arm_times$write_data = rearm_time$q;
        arm_times$write_enable = rearm_valid$q;
        read_offset$d = ((32'h6) & 12'hfff) - eff_delay;
        slot_read = now$q + read_offset$q;
        delay_line$read_address = slot_read;
        l0_slot$d = slot_read;
        l0_written_c0$d = read_offset$q == 32'h0;
        l0_written_c1$d = read_offset$q == 32'h1;
        l0_written_c2$d = read_offset$q == 32'h2;
        l1_slot$d = l0_slot$q;
        l2_slot$d = l1_slot$q;
        l1_written_c0$d = l0_written_c0$q;
        l1_written_c1$d = l0_written_c1$q;
        l1_written_c2$d = l0_written_c2$q;
        l1_word$d = delay_line$read_data;
        written_one$d = arm_slot;
        written_two$d = written_one$q;
        forwarded_entry = l1_word$q;
        if (l1_written_c0$q) begin
            forwarded_entry = written_two$q;
        end
        if (l1_written_c1$q) begin
            forwarded_entry = written_one$q;
        end
        if (l1_written_c2$q) begin
            forwarded_entry = arm_slot;
        end
        l2_entry$d = forwarded_entry;
        forwarded_onehot = unit << l1_word$q[(64'h1)+:(6)];
        if (l1_written_c0$q) begin
            forwarded_onehot = written_two_onehot$q;
        end
        if (l1_written_c1$q) begin
            forwarded_onehot = written_one_onehot$q;
        end
        if (l1_written_c2$q) begin
            forwarded_onehot = result_mask;
        end
        l2_onehot_q$d = forwarded_onehot;
        written_one_onehot$d = result_mask;
        written_two_onehot$d = written_one_onehot$q;
        arm_times$read_address = l2_entry$q[(64'h1)+:(6)];
        l3_valid$d = l2_entry$q[(64'h0)+:(1)] & ~rst;
        l3_window$d = l2_entry$q[(64'h1)+:(6)];
        l2_onehot = l2_onehot_q$q;
        l3_onehot$d = l2_onehot;
        l3_armed$d = |(armed$q & ~now_clear & l2_onehot) & ~(fired & |(cand_onehot$q & l2_onehot)) & ~(m_ack_ready & |(out_onehot$q & l2_onehot));
        l3_slot$d = l2_slot$q;
        l3_fwd_hit$d = rearm_valid$q & (rearm_window$q == l2_entry$q[(64'h1)+:(6)]);
        l3_fwd_match$d = rearm_time$q == l2_slot$q;
        arm_time_match = arm_times$read_data == l3_slot$q;
        if (l3_fwd_hit$q) begin
            arm_time_match = l3_fwd_match$q;
        end
        live = l3_valid$q & l3_armed$q & arm_time_match & ~(rearm_valid$q & (rearm_window$q == l3_window$q));
        due_next = due$q & ~fire_clear & ~clears;
        if (live) begin
            due_next = (due$q | l3_onehot$q) & ~fire_clear & ~clears;
        end
        due$d = due_next;
        pick_due$d = due_next & ~now_mask_in;
        pick_a = pick_due$q;
        pick_b = pick_a & ~cand_onehot$q;
        pick_at = pick_a & ~out_onehot$q;
        pick_bt = pick_b & ~out_onehot$q;
        first_a$x = pick_a;
        first_b$x = pick_b;
        first_at$x = pick_at;
        first_bt$x = pick_bt;
        if (fired) begin
            if (m_ack_ready) begin
                cand_valid$d = |pick_bt;
                cand_onehot$d = first_bt$first;
            end
            else begin
                cand_valid$d = |pick_b;
                cand_onehot$d = first_b$first;
            end
        end
        else if (m_ack_ready) begin
            cand_valid$d = |pick_at;
            cand_onehot$d = first_at$first;
        end
        else begin
            cand_valid$d = |pick_a;
            cand_onehot$d = first_a$first;
        end
        push_first = fire_push | now_push;
        push_second = fire_push & now_push;
        first_window = result_window;
        if (fire_push) begin
            first_window = cand;
        end
        qw_first$d = push_first & ~rst;
        qw_second$d = push_second & ~rst;
        qw_first_window$d = first_window;
        qw_second_window$d = result_window;
        wr_row = q_wr$q[(32'h1)+:(5)];
        if (q_wr$q[32'h0]) begin
            queue_odd$write_address = wr_row;
            queue_odd$write_data = qw_first_window$q;
            queue_odd$write_enable = qw_first$q;
            queue_even$write_address = wr_row + 32'h1;
            queue_even$write_data = qw_second_window$q;
            queue_even$write_enable = qw_second$q;
        end
        else begin
            queue_even$write_address = wr_row;
            queue_even$write_data = qw_first_window$q;
            queue_even$write_enable = qw_first$q;
            queue_odd$write_address = wr_row;
            queue_odd$write_data = qw_second_window$q;
            queue_odd$write_enable = qw_second$q;
        end
        q_head = queue_even$read_data;
        if (q_rd$q[32'h0]) begin
            q_head = queue_odd$read_data;
        end
        if (o1_valid$q) begin
            if (q_bypass_after_rd$q) begin
                q_head = q_bypass$q;
            end
        end
        else if (q_bypass_at_rd$q) begin
            q_head = q_bypass$q;
        end
        head$d = q_head;
        if (qw_first$q & (q_wr$q == q_rd$q)) begin
            head$d = qw_first_window$q;
        end
        pop = (q_wr$q != q_rd$q) & ~o1_valid$q & (~out_valid$q | take);
        q_rd_next = q_rd$q;
        if (pop) begin
            q_rd_next = q_rd$q + 32'h1;
        end
        q_rd_after = q_rd$q + 32'h1;
        queue_even$read_address = q_rd_after[(32'h1)+:(5)];
        queue_odd$read_address = q_rd$q[(32'h1)+:(5)];
        q_rd$d = q_rd_next;
        q_wr$d = q_wr$q;
        if (qw_second$q) begin
            q_wr$d = q_wr$q + 32'h2;
        end
        else if (qw_first$q) begin
            q_wr$d = q_wr$q + 32'h1;
        end
        q_bypass_at_rd$d = qw_first$q & (q_wr$q == q_rd$q);
        q_bypass_after_rd$d = qw_first$q & (q_wr$q == q_rd_after);
        q_bypass$d = qw_first_window$q;
        states$write_address = result_window;
        states$write_data = result_state;
        states$write_enable = changes;
        states$read_address = head$q;
        o1_valid$d = pop & ~rst;
        o1_window$d = head$q;
        fwd_state$d = result_state;
        out_window_next = out_window$q;
        if (o1_valid$q) begin
            out_window_next = o1_window$q;
        end
        o1_result_hit$d = changes_in & (s_result_window == head$q);
        o1_fwd_hit$d = changes & (result_window == head$q);
        out_result_hit$d = changes_in & (s_result_window == out_window_next);
        from_ram = o1_valid$q & ~o1_fwd_hit$q & ~o1_result_hit$q;
        loaded = out_state$q;
        if (o1_valid$q) begin
            out_valid$d = 1'b1;
            out_window$d = o1_window$q;
            out_onehot$d = unit << o1_window$q;
            if (o1_result_hit$q) begin
                loaded = result_state;
            end
            else begin
                loaded = fwd_state$q;
            end
        end
        else begin
            if (take) begin
                out_valid$d = 1'b0;
                out_onehot$d = 32'h0;
            end
            if (out_result_hit$q) begin
                loaded = result_state;
            end
        end
        out_state$d = loaded;
        if (from_ram) begin
            out_state$d = states$read_data;
        end
        m_ack_valid = out_valid$q;
        m_ack_window = out_window$q;
        m_ack_cum_psn = out_state$q[(64'h0)+:(32)];
        m_ack_ce_count = out_state$q[(64'h20)+:(32)];
        m_ack_echo_timestamp = out_state$q[(64'h40)+:(64)];
        m_ack_sack = out_state$q[(64'h80)+:(256)];
        if (rst) begin
            armed$d = 32'h0;
            due$d = 32'h0;
            pick_due$d = 32'h0;
            pending$d = 32'h0;
            cand_valid$d = 1'b0;
            cand_onehot$d = 32'h0;
            q_wr$d = 32'h0;
            q_rd$d = 32'h0;
            q_bypass_at_rd$d = 1'b0;
            q_bypass_after_rd$d = 1'b0;
            qw_first$d = 1'b0;
            qw_second$d = 1'b0;
            out_valid$d = 1'b0;
            out_onehot$d = 32'h0;
        end
    end

endmodule // metaroce_ack_scheduler


module metaroce_ack_scheduler__arm_times(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);

    // Module arguments
    input wire  [5:0] read_address;
    input wire  read_clock;
    output reg  [11:0] read_data;
    input wire  [5:0] write_address;
    input wire  write_clock;
    input wire  [11:0] write_data;
    input wire  write_enable;

    // Update code (custom)
    reg[11:0] mem[63:0];



    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end

    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end

endmodule // metaroce_ack_scheduler__arm_times


module metaroce_ack_scheduler__armed(d,q,clock);

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

endmodule // metaroce_ack_scheduler__armed


module metaroce_ack_scheduler__cand_onehot(d,q,clock);

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

endmodule // metaroce_ack_scheduler__cand_onehot


module metaroce_ack_scheduler__cand_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_ack_scheduler__cand_valid


module metaroce_ack_scheduler__delay_line(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);

    // Module arguments
    input wire  [11:0] read_address;
    input wire  read_clock;
    output reg  [6:0] read_data;
    input wire  [11:0] write_address;
    input wire  write_clock;
    input wire  [6:0] write_data;
    input wire  write_enable;

    // Update code (custom)
    reg[6:0] mem[4095:0];



    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end

    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end

endmodule // metaroce_ack_scheduler__delay_line


module metaroce_ack_scheduler__due(d,q,clock);

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

endmodule // metaroce_ack_scheduler__due


module metaroce_ack_scheduler__first_a(x,first);

    // Module arguments
    input wire  [63:0] x;
    output reg  [63:0] first;

    // Local signals
    reg  [31:0] low_not;
    reg  [32:0] low_sum;
    reg  [31:0] high_sum;

    // Update code
    always @(*) begin
        low_not = ~x[(32'h0)+:(32)];
        low_sum = ((low_not) & 33'h1ffffffff) + 32'h1;
        high_sum = ~x[(32'h20)+:(32)] + 32'h1;
        first = ((x[(32'h0)+:(32)] & low_sum[(32'h0)+:(32)]) & 64'hffffffffffffffff);
        if (low_sum[32'h20]) begin
            first = ((x[(32'h20)+:(32)] & high_sum) & 64'hffffffffffffffff) << 32'h20;
        end
    end

endmodule // metaroce_ack_scheduler__first_a


module metaroce_ack_scheduler__first_at(x,first);

    // Module arguments
    input wire  [63:0] x;
    output reg  [63:0] first;

    // Local signals
    reg  [31:0] low_not;
    reg  [32:0] low_sum;
    reg  [31:0] high_sum;

    // Update code
    always @(*) begin
        low_not = ~x[(32'h0)+:(32)];
        low_sum = ((low_not) & 33'h1ffffffff) + 32'h1;
        high_sum = ~x[(32'h20)+:(32)] + 32'h1;
        first = ((x[(32'h0)+:(32)] & low_sum[(32'h0)+:(32)]) & 64'hffffffffffffffff);
        if (low_sum[32'h20]) begin
            first = ((x[(32'h20)+:(32)] & high_sum) & 64'hffffffffffffffff) << 32'h20;
        end
    end

endmodule // metaroce_ack_scheduler__first_at


module metaroce_ack_scheduler__first_b(x,first);

    // Module arguments
    input wire  [63:0] x;
    output reg  [63:0] first;

    // Local signals
    reg  [31:0] low_not;
    reg  [32:0] low_sum;
    reg  [31:0] high_sum;

    // Update code
    always @(*) begin
        low_not = ~x[(32'h0)+:(32)];
        low_sum = ((low_not) & 33'h1ffffffff) + 32'h1;
        high_sum = ~x[(32'h20)+:(32)] + 32'h1;
        first = ((x[(32'h0)+:(32)] & low_sum[(32'h0)+:(32)]) & 64'hffffffffffffffff);
        if (low_sum[32'h20]) begin
            first = ((x[(32'h20)+:(32)] & high_sum) & 64'hffffffffffffffff) << 32'h20;
        end
    end

endmodule // metaroce_ack_scheduler__first_b


module metaroce_ack_scheduler__first_bt(x,first);

    // Module arguments
    input wire  [63:0] x;
    output reg  [63:0] first;

    // Local signals
    reg  [31:0] low_not;
    reg  [32:0] low_sum;
    reg  [31:0] high_sum;

    // Update code
    always @(*) begin
        low_not = ~x[(32'h0)+:(32)];
        low_sum = ((low_not) & 33'h1ffffffff) + 32'h1;
        high_sum = ~x[(32'h20)+:(32)] + 32'h1;
        first = ((x[(32'h0)+:(32)] & low_sum[(32'h0)+:(32)]) & 64'hffffffffffffffff);
        if (low_sum[32'h20]) begin
            first = ((x[(32'h20)+:(32)] & high_sum) & 64'hffffffffffffffff) << 32'h20;
        end
    end

endmodule // metaroce_ack_scheduler__first_bt


module metaroce_ack_scheduler__fwd_state(d,q,clock);

    // Module arguments
    input wire  [383:0] d;
    output reg  [383:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 384'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_ack_scheduler__fwd_state


module metaroce_ack_scheduler__head(d,q,clock);

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

endmodule // metaroce_ack_scheduler__head


module metaroce_ack_scheduler__l0_slot(d,q,clock);

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

endmodule // metaroce_ack_scheduler__l0_slot


module metaroce_ack_scheduler__l0_written_c0(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_ack_scheduler__l0_written_c0


module metaroce_ack_scheduler__l0_written_c1(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_ack_scheduler__l0_written_c1


module metaroce_ack_scheduler__l0_written_c2(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_ack_scheduler__l0_written_c2


module metaroce_ack_scheduler__l1_slot(d,q,clock);

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

endmodule // metaroce_ack_scheduler__l1_slot


module metaroce_ack_scheduler__l1_word(d,q,clock);

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

endmodule // metaroce_ack_scheduler__l1_word


module metaroce_ack_scheduler__l1_written_c0(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_ack_scheduler__l1_written_c0


module metaroce_ack_scheduler__l1_written_c1(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_ack_scheduler__l1_written_c1


module metaroce_ack_scheduler__l1_written_c2(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_ack_scheduler__l1_written_c2


module metaroce_ack_scheduler__l2_entry(d,q,clock);

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

endmodule // metaroce_ack_scheduler__l2_entry


module metaroce_ack_scheduler__l2_onehot_q(d,q,clock);

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

endmodule // metaroce_ack_scheduler__l2_onehot_q


module metaroce_ack_scheduler__l2_slot(d,q,clock);

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

endmodule // metaroce_ack_scheduler__l2_slot


module metaroce_ack_scheduler__l3_armed(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_ack_scheduler__l3_armed


module metaroce_ack_scheduler__l3_fwd_hit(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_ack_scheduler__l3_fwd_hit


module metaroce_ack_scheduler__l3_fwd_match(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_ack_scheduler__l3_fwd_match


module metaroce_ack_scheduler__l3_onehot(d,q,clock);

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

endmodule // metaroce_ack_scheduler__l3_onehot


module metaroce_ack_scheduler__l3_slot(d,q,clock);

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

endmodule // metaroce_ack_scheduler__l3_slot


module metaroce_ack_scheduler__l3_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_ack_scheduler__l3_valid


module metaroce_ack_scheduler__l3_window(d,q,clock);

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

endmodule // metaroce_ack_scheduler__l3_window


module metaroce_ack_scheduler__now(d,q,clock);

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

endmodule // metaroce_ack_scheduler__now


module metaroce_ack_scheduler__o1_fwd_hit(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_ack_scheduler__o1_fwd_hit


module metaroce_ack_scheduler__o1_result_hit(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_ack_scheduler__o1_result_hit


module metaroce_ack_scheduler__o1_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_ack_scheduler__o1_valid


module metaroce_ack_scheduler__o1_window(d,q,clock);

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

endmodule // metaroce_ack_scheduler__o1_window


module metaroce_ack_scheduler__out_onehot(d,q,clock);

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

endmodule // metaroce_ack_scheduler__out_onehot


module metaroce_ack_scheduler__out_result_hit(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_ack_scheduler__out_result_hit


module metaroce_ack_scheduler__out_state(d,q,clock);

    // Module arguments
    input wire  [383:0] d;
    output reg  [383:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 384'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_ack_scheduler__out_state


module metaroce_ack_scheduler__out_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_ack_scheduler__out_valid


module metaroce_ack_scheduler__out_window(d,q,clock);

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

endmodule // metaroce_ack_scheduler__out_window


module metaroce_ack_scheduler__pending(d,q,clock);

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

endmodule // metaroce_ack_scheduler__pending


module metaroce_ack_scheduler__pick_due(d,q,clock);

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

endmodule // metaroce_ack_scheduler__pick_due


module metaroce_ack_scheduler__q_bypass(d,q,clock);

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

endmodule // metaroce_ack_scheduler__q_bypass


module metaroce_ack_scheduler__q_bypass_after_rd(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_ack_scheduler__q_bypass_after_rd


module metaroce_ack_scheduler__q_bypass_at_rd(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_ack_scheduler__q_bypass_at_rd


module metaroce_ack_scheduler__q_rd(d,q,clock);

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

endmodule // metaroce_ack_scheduler__q_rd


module metaroce_ack_scheduler__q_wr(d,q,clock);

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

endmodule // metaroce_ack_scheduler__q_wr


module metaroce_ack_scheduler__queue_even(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);

    // Module arguments
    input wire  [4:0] read_address;
    input wire  read_clock;
    output reg  [5:0] read_data;
    input wire  [4:0] write_address;
    input wire  write_clock;
    input wire  [5:0] write_data;
    input wire  write_enable;

    // Update code (custom)
    reg[5:0] mem[31:0];



    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end

    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end

endmodule // metaroce_ack_scheduler__queue_even


module metaroce_ack_scheduler__queue_odd(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);

    // Module arguments
    input wire  [4:0] read_address;
    input wire  read_clock;
    output reg  [5:0] read_data;
    input wire  [4:0] write_address;
    input wire  write_clock;
    input wire  [5:0] write_data;
    input wire  write_enable;

    // Update code (custom)
    reg[5:0] mem[31:0];



    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end

    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end

endmodule // metaroce_ack_scheduler__queue_odd


module metaroce_ack_scheduler__qw_first(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_ack_scheduler__qw_first


module metaroce_ack_scheduler__qw_first_window(d,q,clock);

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

endmodule // metaroce_ack_scheduler__qw_first_window


module metaroce_ack_scheduler__qw_second(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_ack_scheduler__qw_second


module metaroce_ack_scheduler__qw_second_window(d,q,clock);

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

endmodule // metaroce_ack_scheduler__qw_second_window


module metaroce_ack_scheduler__r_changes(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_ack_scheduler__r_changes


module metaroce_ack_scheduler__r_later(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_ack_scheduler__r_later


module metaroce_ack_scheduler__r_mask(d,q,clock);

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

endmodule // metaroce_ack_scheduler__r_mask


module metaroce_ack_scheduler__r_now(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_ack_scheduler__r_now


module metaroce_ack_scheduler__r_now_mask(d,q,clock);

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

endmodule // metaroce_ack_scheduler__r_now_mask


module metaroce_ack_scheduler__r_state(d,q,clock);

    // Module arguments
    input wire  [383:0] d;
    output reg  [383:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 384'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_ack_scheduler__r_state


module metaroce_ack_scheduler__r_window(d,q,clock);

    // Module arguments
    input wire  [5:0] d;
    output reg  [5:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 6'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_ack_scheduler__r_window


module metaroce_ack_scheduler__read_offset(d,q,clock);

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

endmodule // metaroce_ack_scheduler__read_offset


module metaroce_ack_scheduler__rearm_time(d,q,clock);

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

endmodule // metaroce_ack_scheduler__rearm_time


module metaroce_ack_scheduler__rearm_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_ack_scheduler__rearm_valid


module metaroce_ack_scheduler__rearm_window(d,q,clock);

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

endmodule // metaroce_ack_scheduler__rearm_window


module metaroce_ack_scheduler__states(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);

    // Module arguments
    input wire  [5:0] read_address;
    input wire  read_clock;
    output reg  [383:0] read_data;
    input wire  [5:0] write_address;
    input wire  write_clock;
    input wire  [383:0] write_data;
    input wire  write_enable;

    // Update code (custom)
    reg[383:0] mem[63:0];



    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end

    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end

endmodule // metaroce_ack_scheduler__states


module metaroce_ack_scheduler__written_one(d,q,clock);

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

endmodule // metaroce_ack_scheduler__written_one


module metaroce_ack_scheduler__written_one_onehot(d,q,clock);

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

endmodule // metaroce_ack_scheduler__written_one_onehot


module metaroce_ack_scheduler__written_two(d,q,clock);

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

endmodule // metaroce_ack_scheduler__written_two


module metaroce_ack_scheduler__written_two_onehot(d,q,clock);

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

endmodule // metaroce_ack_scheduler__written_two_onehot

`resetall
