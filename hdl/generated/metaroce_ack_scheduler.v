// SPDX-License-Identifier: MIT OR Apache-2.0
// Generated from hdl/src/ack/scheduler.rs by `cargo run -p metaroce-hdl --bin emit-verilog`.
// Do not edit: change the Rust-HDL source and regenerate.
// Language: Verilog 2001

`resetall
`timescale 1ns / 1ps
`default_nettype none


module metaroce_ack_scheduler(clk,rst,s_result_valid,s_result_window,s_result_class,s_result_base,s_result_bitmap,s_result_ce_count,s_result_ack,s_result_echo_timestamp,ack_delay,m_cmd_valid,m_cmd_ready,m_cmd_op,m_cmd_window,m_cmd_base,m_ack_valid,m_ack_ready,m_ack_window,m_ack_cum_psn,m_ack_ce_count,m_ack_echo_timestamp,m_ack_sack);

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
    output reg  m_cmd_valid;
    input wire  m_cmd_ready;
    output reg  m_cmd_op;
    output reg  [5:0] m_cmd_window;
    output reg  [31:0] m_cmd_base;
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
    reg  [5:0] queue$read_address;
    reg  queue$read_clock;
    wire  [5:0] queue$read_data;
    reg  [5:0] queue$write_address;
    reg  queue$write_clock;
    reg  [5:0] queue$write_data;
    reg  queue$write_enable;
    reg  [11:0] now$d;
    wire  [11:0] now$q;
    reg  now$clock;
    reg  [11:0] delay$d;
    wire  [11:0] delay$q;
    reg  delay$clock;
    reg  [63:0] armed$d;
    wire  [63:0] armed$q;
    reg  armed$clock;
    reg  [63:0] due$d;
    wire  [63:0] due$q;
    reg  due$clock;
    reg  [63:0] pending$d;
    wire  [63:0] pending$q;
    reg  pending$clock;
    reg  [11:0] l1_slot$d;
    wire  [11:0] l1_slot$q;
    reg  l1_slot$clock;
    reg  l2_valid$d;
    wire  l2_valid$q;
    reg  l2_valid$clock;
    reg  [5:0] l2_window$d;
    wire  [5:0] l2_window$q;
    reg  l2_window$clock;
    reg  [11:0] l2_slot$d;
    wire  [11:0] l2_slot$q;
    reg  l2_slot$clock;
    reg  rearm_valid$d;
    wire  rearm_valid$q;
    reg  rearm_valid$clock;
    reg  [5:0] rearm_window$d;
    wire  [5:0] rearm_window$q;
    reg  rearm_window$clock;
    reg  cand_valid$d;
    wire  cand_valid$q;
    reg  cand_valid$clock;
    reg  [5:0] cand$d;
    wire  [5:0] cand$q;
    reg  cand$clock;
    reg  [6:0] q_wr$d;
    wire  [6:0] q_wr$q;
    reg  q_wr$clock;
    reg  [6:0] q_rd$d;
    wire  [6:0] q_rd$q;
    reg  q_rd$clock;
    reg  q_bypass_valid$d;
    wire  q_bypass_valid$q;
    reg  q_bypass_valid$clock;
    reg  [5:0] q_bypass$d;
    wire  [5:0] q_bypass$q;
    reg  q_bypass$clock;
    reg  o1_valid$d;
    wire  o1_valid$q;
    reg  o1_valid$clock;
    reg  [5:0] o1_window$d;
    wire  [5:0] o1_window$q;
    reg  o1_window$clock;
    reg  fwd_valid$d;
    wire  fwd_valid$q;
    reg  fwd_valid$clock;
    reg  [5:0] fwd_window$d;
    wire  [5:0] fwd_window$q;
    reg  fwd_window$clock;
    reg  [383:0] fwd_state$d;
    wire  [383:0] fwd_state$q;
    reg  fwd_state$clock;
    reg  out_valid$d;
    wire  out_valid$q;
    reg  out_valid$clock;
    reg  [5:0] out_window$d;
    wire  [5:0] out_window$q;
    reg  out_window$clock;
    reg  [383:0] out_state$d;
    wire  [383:0] out_state$q;
    reg  out_state$clock;
    reg  hold_valid$d;
    wire  hold_valid$q;
    reg  hold_valid$clock;
    reg  [5:0] hold_window$d;
    wire  [5:0] hold_window$q;
    reg  hold_window$clock;

    // Local signals
    reg  [63:0] unit;
    reg  [383:0] result_state;
    reg  changes;
    reg  result_now;
    reg  result_later;
    reg  [63:0] result_mask;
    reg  [63:0] fire_mask;
    reg  [63:0] take_mask;
    reg  [63:0] live_mask;
    reg  fire;
    reg  take;
    reg  [63:0] fire_clear;
    reg  [63:0] take_clear;
    reg  [63:0] now_clear;
    reg  [63:0] armed_after;
    reg  [63:0] pending_after;
    reg  fire_push;
    reg  now_push;
    reg  arm;
    reg  live;
    reg  [63:0] due_set;
    reg  [63:0] due_next;
    reg  [2:0] first_group;
    reg  [7:0] group_bits;
    reg  [2:0] first_in_group;
    reg  push;
    reg  [5:0] push_window;
    reg  [5:0] q_head;
    reg  pop;
    reg  [6:0] q_rd_next;
    reg  [11:0] slot_read;
    reg  [383:0] loaded;

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
    metaroce_ack_scheduler__queue queue(
        .read_address(queue$read_address),
        .read_clock(queue$read_clock),
        .read_data(queue$read_data),
        .write_address(queue$write_address),
        .write_clock(queue$write_clock),
        .write_data(queue$write_data),
        .write_enable(queue$write_enable)
    );
    metaroce_ack_scheduler__now now(
        .d(now$d),
        .q(now$q),
        .clock(now$clock)
    );
    metaroce_ack_scheduler__delay delay(
        .d(delay$d),
        .q(delay$q),
        .clock(delay$clock)
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
    metaroce_ack_scheduler__pending pending(
        .d(pending$d),
        .q(pending$q),
        .clock(pending$clock)
    );
    metaroce_ack_scheduler__l1_slot l1_slot(
        .d(l1_slot$d),
        .q(l1_slot$q),
        .clock(l1_slot$clock)
    );
    metaroce_ack_scheduler__l2_valid l2_valid(
        .d(l2_valid$d),
        .q(l2_valid$q),
        .clock(l2_valid$clock)
    );
    metaroce_ack_scheduler__l2_window l2_window(
        .d(l2_window$d),
        .q(l2_window$q),
        .clock(l2_window$clock)
    );
    metaroce_ack_scheduler__l2_slot l2_slot(
        .d(l2_slot$d),
        .q(l2_slot$q),
        .clock(l2_slot$clock)
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
    metaroce_ack_scheduler__cand_valid cand_valid(
        .d(cand_valid$d),
        .q(cand_valid$q),
        .clock(cand_valid$clock)
    );
    metaroce_ack_scheduler__cand cand(
        .d(cand$d),
        .q(cand$q),
        .clock(cand$clock)
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
    metaroce_ack_scheduler__q_bypass_valid q_bypass_valid(
        .d(q_bypass_valid$d),
        .q(q_bypass_valid$q),
        .clock(q_bypass_valid$clock)
    );
    metaroce_ack_scheduler__q_bypass q_bypass(
        .d(q_bypass$d),
        .q(q_bypass$q),
        .clock(q_bypass$clock)
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
    metaroce_ack_scheduler__fwd_valid fwd_valid(
        .d(fwd_valid$d),
        .q(fwd_valid$q),
        .clock(fwd_valid$clock)
    );
    metaroce_ack_scheduler__fwd_window fwd_window(
        .d(fwd_window$d),
        .q(fwd_window$q),
        .clock(fwd_window$clock)
    );
    metaroce_ack_scheduler__fwd_state fwd_state(
        .d(fwd_state$d),
        .q(fwd_state$q),
        .clock(fwd_state$clock)
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
    metaroce_ack_scheduler__out_state out_state(
        .d(out_state$d),
        .q(out_state$q),
        .clock(out_state$clock)
    );
    metaroce_ack_scheduler__hold_valid hold_valid(
        .d(hold_valid$d),
        .q(hold_valid$q),
        .clock(hold_valid$clock)
    );
    metaroce_ack_scheduler__hold_window hold_window(
        .d(hold_window$d),
        .q(hold_window$q),
        .clock(hold_window$clock)
    );

    // Update code
    always @(*) begin
        now$clock = clk;
        delay$clock = clk;
        armed$clock = clk;
        due$clock = clk;
        pending$clock = clk;
        l1_slot$clock = clk;
        l2_valid$clock = clk;
        l2_window$clock = clk;
        l2_slot$clock = clk;
        rearm_valid$clock = clk;
        rearm_window$clock = clk;
        cand_valid$clock = clk;
        cand$clock = clk;
        q_wr$clock = clk;
        q_rd$clock = clk;
        q_bypass_valid$clock = clk;
        q_bypass$clock = clk;
        o1_valid$clock = clk;
        o1_window$clock = clk;
        fwd_valid$clock = clk;
        fwd_window$clock = clk;
        fwd_state$clock = clk;
        out_valid$clock = clk;
        out_window$clock = clk;
        out_state$clock = clk;
        hold_valid$clock = clk;
        hold_window$clock = clk;
        now$d = now$q;
        delay$d = delay$q;
        armed$d = armed$q;
        due$d = due$q;
        pending$d = pending$q;
        l1_slot$d = l1_slot$q;
        l2_valid$d = l2_valid$q;
        l2_window$d = l2_window$q;
        l2_slot$d = l2_slot$q;
        rearm_valid$d = rearm_valid$q;
        rearm_window$d = rearm_window$q;
        cand_valid$d = cand_valid$q;
        cand$d = cand$q;
        q_wr$d = q_wr$q;
        q_rd$d = q_rd$q;
        q_bypass_valid$d = q_bypass_valid$q;
        q_bypass$d = q_bypass$q;
        o1_valid$d = o1_valid$q;
        o1_window$d = o1_window$q;
        fwd_valid$d = fwd_valid$q;
        fwd_window$d = fwd_window$q;
        fwd_state$d = fwd_state$q;
        out_valid$d = out_valid$q;
        out_window$d = out_window$q;
        out_state$d = out_state$q;
        hold_valid$d = hold_valid$q;
        hold_window$d = hold_window$q;
        states$read_clock = clk;
        states$write_clock = clk;
        arm_times$read_clock = clk;
        arm_times$write_clock = clk;
        delay_line$read_clock = clk;
        delay_line$write_clock = clk;
        queue$read_clock = clk;
        queue$write_clock = clk;
        result_state[(64'h0)+:(32)] = s_result_base;
        result_state[(64'h20)+:(32)] = s_result_ce_count;
        result_state[(64'h40)+:(64)] = s_result_echo_timestamp;
        result_state[(64'h80)+:(256)] = s_result_bitmap;
        changes = s_result_valid & (s_result_class != 32'h2);
        result_now = s_result_valid & (s_result_ack == 32'h2);
        result_later = s_result_valid & (s_result_ack == 32'h1);
        unit = 32'h1;
        result_mask = unit << s_result_window;
        fire_mask = unit << cand$q;
        take_mask = unit << out_window$q;
        live_mask = unit << l2_window$q;
        m_cmd_valid = cand_valid$q & ~(hold_valid$q & s_result_valid);
        m_cmd_op = 1'b1;
        m_cmd_window = cand$q;
        m_cmd_base = 32'h0;
        fire = m_cmd_valid & m_cmd_ready;
        take = out_valid$q & m_ack_ready;
        fire_clear = 32'h0;
        if (fire) begin
            fire_clear = fire_mask;
        end
        take_clear = 32'h0;
        if (take) begin
            take_clear = take_mask;
        end
        now_clear = 32'h0;
        if (result_now) begin
            now_clear = result_mask;
        end
        fire_push = fire & ~pending$q[cand$q];
        armed_after = armed$q & ~fire_clear & ~take_clear;
        pending_after = (pending$q | fire_clear) & ~take_clear;
        now_push = result_now & ~pending_after[s_result_window];
        arm = result_later & ~armed_after[s_result_window];
        armed$d = armed_after & ~now_clear;
        if (arm) begin
            armed$d = armed_after | result_mask;
        end
        pending$d = pending_after;
        if (now_push) begin
            pending$d = pending_after | result_mask;
        end
        now$d = now$q + 32'h1;
        delay$d = ack_delay;
        if (ack_delay < 32'h4) begin
            delay$d = 32'h4;
        end
        delay_line$write_address = now$q;
        delay_line$write_data[(64'h0)+:(1)] = arm;
        delay_line$write_data[(64'h1)+:(6)] = s_result_window;
        delay_line$write_enable = 1'b1;
        arm_times$write_address = s_result_window;
        arm_times$write_data = now$q;
        arm_times$write_enable = arm;
        rearm_valid$d = arm & ~rst;
        rearm_window$d = s_result_window;
        slot_read = now$q + 32'h3 - delay$q;
        delay_line$read_address = slot_read;
        l1_slot$d = slot_read;
        arm_times$read_address = delay_line$read_data[(64'h1)+:(6)];
        l2_valid$d = delay_line$read_data[(64'h0)+:(1)] & ~rst;
        l2_window$d = delay_line$read_data[(64'h1)+:(6)];
        l2_slot$d = l1_slot$q;
        live = l2_valid$q & armed$q[l2_window$q] & (arm_times$read_data == l2_slot$q) & ~(rearm_valid$q & (rearm_window$q == l2_window$q));
        due_set = due$q;
        if (live) begin
            due_set = due$q | live_mask;
        end
        due_next = due_set & ~fire_clear & ~take_clear & ~now_clear;
        due$d = due_next;
        first_group = 32'h0;
        if (|due_next[((32'h7 - 0) * 32'h8)+:(8)]) begin
            first_group = (32'h7 - 0);
        end
        if (|due_next[((32'h7 - 1) * 32'h8)+:(8)]) begin
            first_group = (32'h7 - 1);
        end
        if (|due_next[((32'h7 - 2) * 32'h8)+:(8)]) begin
            first_group = (32'h7 - 2);
        end
        if (|due_next[((32'h7 - 3) * 32'h8)+:(8)]) begin
            first_group = (32'h7 - 3);
        end
        if (|due_next[((32'h7 - 4) * 32'h8)+:(8)]) begin
            first_group = (32'h7 - 4);
        end
        if (|due_next[((32'h7 - 5) * 32'h8)+:(8)]) begin
            first_group = (32'h7 - 5);
        end
        if (|due_next[((32'h7 - 6) * 32'h8)+:(8)]) begin
            first_group = (32'h7 - 6);
        end
        if (|due_next[((32'h7 - 7) * 32'h8)+:(8)]) begin
            first_group = (32'h7 - 7);
        end
        group_bits = due_next[(first_group * 32'h8)+:(8)];
        first_in_group = 32'h0;
        if (group_bits[32'h7 - 0]) begin
            first_in_group = (32'h7 - 0);
        end
        if (group_bits[32'h7 - 1]) begin
            first_in_group = (32'h7 - 1);
        end
        if (group_bits[32'h7 - 2]) begin
            first_in_group = (32'h7 - 2);
        end
        if (group_bits[32'h7 - 3]) begin
            first_in_group = (32'h7 - 3);
        end
        if (group_bits[32'h7 - 4]) begin
            first_in_group = (32'h7 - 4);
        end
        if (group_bits[32'h7 - 5]) begin
            first_in_group = (32'h7 - 5);
        end
        if (group_bits[32'h7 - 6]) begin
            first_in_group = (32'h7 - 6);
        end
        if (group_bits[32'h7 - 7]) begin
            first_in_group = (32'h7 - 7);
        end
        cand_valid$d = |due_next;
        cand$d = (((first_group) & 6'h3f) << 32'h3) | ((first_in_group) & 6'h3f);
        push = hold_valid$q | fire_push | now_push;
        hold_valid$d = 1'b0;
        hold_window$d = s_result_window;
        if (hold_valid$q) begin
            push_window = hold_window$q;
            hold_valid$d = fire_push | now_push;
            if (fire_push) begin
                hold_window$d = cand$q;
            end
        end
        else if (fire_push) begin
            push_window = cand$q;
            hold_valid$d = now_push;
        end
        else begin
            push_window = s_result_window;
        end
        queue$write_address = q_wr$q[(32'h0)+:(6)];
        queue$write_data = push_window;
        queue$write_enable = push;
        q_head = queue$read_data;
        if (q_bypass_valid$q) begin
            q_head = q_bypass$q;
        end
        pop = (q_wr$q != q_rd$q) & ~o1_valid$q & (~out_valid$q | take);
        q_rd_next = q_rd$q;
        if (pop) begin
            q_rd_next = q_rd$q + 32'h1;
        end
        queue$read_address = q_rd_next[(32'h0)+:(6)];
        q_rd$d = q_rd_next;
        q_wr$d = q_wr$q;
        if (push) begin
            q_wr$d = q_wr$q + 32'h1;
        end
        q_bypass_valid$d = push & (q_wr$q == q_rd_next);
        q_bypass$d = push_window;
        states$write_address = s_result_window;
        states$write_data = result_state;
        states$write_enable = changes;
        states$read_address = q_head;
        o1_valid$d = pop & ~rst;
        o1_window$d = q_head;
        fwd_valid$d = changes;
        fwd_window$d = s_result_window;
        fwd_state$d = result_state;
        loaded = states$read_data;
        if (fwd_valid$q & (fwd_window$q == o1_window$q)) begin
            loaded = fwd_state$q;
        end
        if (changes & (s_result_window == o1_window$q)) begin
            loaded = result_state;
        end
        if (o1_valid$q) begin
            out_valid$d = 1'b1;
            out_window$d = o1_window$q;
            out_state$d = loaded;
        end
        else begin
            if (take) begin
                out_valid$d = 1'b0;
            end
            if (changes & (s_result_window == out_window$q)) begin
                out_state$d = result_state;
            end
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
            pending$d = 32'h0;
            cand_valid$d = 1'b0;
            q_wr$d = 32'h0;
            q_rd$d = 32'h0;
            q_bypass_valid$d = 1'b0;
            out_valid$d = 1'b0;
            hold_valid$d = 1'b0;
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


module metaroce_ack_scheduler__cand(d,q,clock);

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

endmodule // metaroce_ack_scheduler__cand


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


module metaroce_ack_scheduler__delay(d,q,clock);

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

endmodule // metaroce_ack_scheduler__delay


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


module metaroce_ack_scheduler__fwd_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_ack_scheduler__fwd_valid


module metaroce_ack_scheduler__fwd_window(d,q,clock);

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

endmodule // metaroce_ack_scheduler__fwd_window


module metaroce_ack_scheduler__hold_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_ack_scheduler__hold_valid


module metaroce_ack_scheduler__hold_window(d,q,clock);

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

endmodule // metaroce_ack_scheduler__hold_window


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


module metaroce_ack_scheduler__l2_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_ack_scheduler__l2_valid


module metaroce_ack_scheduler__l2_window(d,q,clock);

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

endmodule // metaroce_ack_scheduler__l2_window


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


module metaroce_ack_scheduler__q_bypass_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_ack_scheduler__q_bypass_valid


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


module metaroce_ack_scheduler__queue(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);

    // Module arguments
    input wire  [5:0] read_address;
    input wire  read_clock;
    output reg  [5:0] read_data;
    input wire  [5:0] write_address;
    input wire  write_clock;
    input wire  [5:0] write_data;
    input wire  write_enable;

    // Update code (custom)
    reg[5:0] mem[63:0];



    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end

    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end

endmodule // metaroce_ack_scheduler__queue


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

`resetall
