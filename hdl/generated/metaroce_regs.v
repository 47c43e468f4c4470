// SPDX-License-Identifier: MIT OR Apache-2.0
// Generated from hdl/src/regs/block.rs by `cargo run -p metaroce-hdl --bin emit-verilog`.
// Do not edit: change the Rust-HDL source and regenerate.
// Language: Verilog 2001

`resetall
`timescale 1ns / 1ps
`default_nettype none


module metaroce_regs(clk,rst,s_axil_awaddr,s_axil_awprot,s_axil_awvalid,s_axil_awready,s_axil_wdata,s_axil_wstrb,s_axil_wvalid,s_axil_wready,s_axil_bresp,s_axil_bvalid,s_axil_bready,s_axil_araddr,s_axil_arprot,s_axil_arvalid,s_axil_arready,s_axil_rdata,s_axil_rresp,s_axil_rvalid,s_axil_rready,udp_port,ack_every,ack_timer,rate_hint,local_ip,local_mac,m_conn_write_valid,m_conn_write_slot,m_conn_write_enable,m_conn_write_established,m_conn_write_conn_id,m_conn_write_peer_ip,m_conn_write_path_count,m_conn_write_peer_conn_id,m_conn_write_peer_port,m_conn_write_peer_mac,m_path_write_valid,m_path_write_window,m_path_write_epoch,m_mr_write_valid,m_mr_write_index,m_mr_write_enable,m_mr_write_key,m_mr_write_base,m_mr_write_length,m_mr_write_remote_write,m_mr_write_local_write,ce_window,s_ce_count,recv_mtu_shift,m_recv_write_valid,m_recv_write_post,m_recv_write_slot,m_recv_write_enable,m_recv_write_conn,m_recv_write_stream,m_recv_write_key,m_recv_write_addr,m_recv_write_len,s_recv_error_full,s_recv_error_unbound,s_recv_error_too_long,s_sack_refused,s_cpl_valid,s_cpl_slot,s_cpl_msn,s_cpl_bytes,s_cpl_status,m_sack_cmd_valid,m_sack_cmd_ready,m_sack_cmd_window,m_sack_cmd_base,m_probe_valid,m_probe_ready,m_probe_fresh,m_probe_base,m_probe_src_port,m_probe_timestamp,s_parser_verdict_valid,s_parser_verdict_reason,s_drop_unknown_connection,s_drop_not_established,s_drop_bad_path,s_drop_stale_epoch,s_drop_duplicate,s_drop_out_of_window,s_drop_access_violation,s_nack_dropped,s_drop_receiver_not_ready);

    // Module arguments
    input wire  clk;
    input wire  rst;
    input wire  [11:0] s_axil_awaddr;
    input wire  [2:0] s_axil_awprot;
    input wire  s_axil_awvalid;
    output reg  s_axil_awready;
    input wire  [31:0] s_axil_wdata;
    input wire  [3:0] s_axil_wstrb;
    input wire  s_axil_wvalid;
    output reg  s_axil_wready;
    output reg  [1:0] s_axil_bresp;
    output reg  s_axil_bvalid;
    input wire  s_axil_bready;
    input wire  [11:0] s_axil_araddr;
    input wire  [2:0] s_axil_arprot;
    input wire  s_axil_arvalid;
    output reg  s_axil_arready;
    output reg  [31:0] s_axil_rdata;
    output reg  [1:0] s_axil_rresp;
    output reg  s_axil_rvalid;
    input wire  s_axil_rready;
    output reg  [15:0] udp_port;
    output reg  [15:0] ack_every;
    output reg  [31:0] ack_timer;
    output reg  [31:0] rate_hint;
    output reg  [31:0] local_ip;
    output reg  [47:0] local_mac;
    output reg  m_conn_write_valid;
    output reg  [2:0] m_conn_write_slot;
    output reg  m_conn_write_enable;
    output reg  m_conn_write_established;
    output reg  [31:0] m_conn_write_conn_id;
    output reg  [31:0] m_conn_write_peer_ip;
    output reg  [3:0] m_conn_write_path_count;
    output reg  [31:0] m_conn_write_peer_conn_id;
    output reg  [15:0] m_conn_write_peer_port;
    output reg  [47:0] m_conn_write_peer_mac;
    output reg  m_path_write_valid;
    output reg  [5:0] m_path_write_window;
    output reg  [7:0] m_path_write_epoch;
    output reg  m_mr_write_valid;
    output reg  [7:0] m_mr_write_index;
    output reg  m_mr_write_enable;
    output reg  [31:0] m_mr_write_key;
    output reg  [63:0] m_mr_write_base;
    output reg  [63:0] m_mr_write_length;
    output reg  m_mr_write_remote_write;
    output reg  m_mr_write_local_write;
    output reg  [5:0] ce_window;
    input wire  [31:0] s_ce_count;
    output reg  [3:0] recv_mtu_shift;
    output reg  m_recv_write_valid;
    output reg  m_recv_write_post;
    output reg  [3:0] m_recv_write_slot;
    output reg  m_recv_write_enable;
    output reg  [2:0] m_recv_write_conn;
    output reg  [31:0] m_recv_write_stream;
    output reg  [31:0] m_recv_write_key;
    output reg  [63:0] m_recv_write_addr;
    output reg  [63:0] m_recv_write_len;
    input wire  s_recv_error_full;
    input wire  s_recv_error_unbound;
    input wire  s_recv_error_too_long;
    input wire  s_sack_refused;
    input wire  s_cpl_valid;
    input wire  [3:0] s_cpl_slot;
    input wire  [31:0] s_cpl_msn;
    input wire  [31:0] s_cpl_bytes;
    input wire  s_cpl_status;
    output reg  m_sack_cmd_valid;
    input wire  m_sack_cmd_ready;
    output reg  [5:0] m_sack_cmd_window;
    output reg  [31:0] m_sack_cmd_base;
    output reg  m_probe_valid;
    input wire  m_probe_ready;
    output reg  m_probe_fresh;
    output reg  [31:0] m_probe_base;
    output reg  [15:0] m_probe_src_port;
    output reg  [63:0] m_probe_timestamp;
    input wire  s_parser_verdict_valid;
    input wire  [3:0] s_parser_verdict_reason;
    input wire  s_drop_unknown_connection;
    input wire  s_drop_not_established;
    input wire  s_drop_bad_path;
    input wire  s_drop_stale_epoch;
    input wire  s_drop_duplicate;
    input wire  s_drop_out_of_window;
    input wire  s_drop_access_violation;
    input wire  s_nack_dropped;
    input wire  s_drop_receiver_not_ready;

    // Stub signals
    reg  cpl$clk;
    reg  cpl$rst;
    reg  cpl$s_push;
    reg  [68:0] cpl$s_entry;
    wire  cpl$m_valid;
    wire  [68:0] cpl$m_entry;
    reg  cpl$m_pop;
    wire  [8:0] cpl$m_count;
    wire  cpl$m_any;
    wire  cpl$m_dropped;
    reg  aw_held$d;
    wire  aw_held$q;
    reg  aw_held$clock;
    reg  [11:0] aw_addr$d;
    wire  [11:0] aw_addr$q;
    reg  aw_addr$clock;
    reg  w_held$d;
    wire  w_held$q;
    reg  w_held$clock;
    reg  [31:0] w_data$d;
    wire  [31:0] w_data$q;
    reg  w_data$clock;
    reg  [3:0] w_strb$d;
    wire  [3:0] w_strb$q;
    reg  w_strb$clock;
    reg  bvalid$d;
    wire  bvalid$q;
    reg  bvalid$clock;
    reg  rvalid$d;
    wire  rvalid$q;
    reg  rvalid$clock;
    reg  [31:0] rdata$d;
    wire  [31:0] rdata$q;
    reg  rdata$clock;
    reg  err_value_rejected$d;
    wire  err_value_rejected$q;
    reg  err_value_rejected$clock;
    reg  err_bad_address$d;
    wire  err_bad_address$q;
    reg  err_bad_address$clock;
    reg  err_sack_busy$d;
    wire  err_sack_busy$q;
    reg  err_sack_busy$clock;
    reg  err_recv_full$d;
    wire  err_recv_full$q;
    reg  err_recv_full$clock;
    reg  err_recv_unbound$d;
    wire  err_recv_unbound$q;
    reg  err_recv_unbound$clock;
    reg  err_recv_too_long$d;
    wire  err_recv_too_long$q;
    reg  err_recv_too_long$clock;
    reg  err_cpl_overflow$d;
    wire  err_cpl_overflow$q;
    reg  err_cpl_overflow$clock;
    reg  err_sack_refused$d;
    wire  err_sack_refused$q;
    reg  err_sack_refused$clock;
    reg  recv_write_pulse$d;
    wire  recv_write_pulse$q;
    reg  recv_write_pulse$clock;
    reg  recv_commit_post$d;
    wire  recv_commit_post$q;
    reg  recv_commit_post$clock;
    reg  recv_commit_enable$d;
    wire  recv_commit_enable$q;
    reg  recv_commit_enable$clock;
    reg  [1:0] post_wait$d;
    wire  [1:0] post_wait$q;
    reg  post_wait$clock;
    reg  [31:0] reg_recv_mtu_shift$d;
    wire  [31:0] reg_recv_mtu_shift$q;
    reg  reg_recv_mtu_shift$clock;
    reg  [31:0] reg_recv_slot$d;
    wire  [31:0] reg_recv_slot$q;
    reg  reg_recv_slot$clock;
    reg  [31:0] reg_recv_conn_slot$d;
    wire  [31:0] reg_recv_conn_slot$q;
    reg  reg_recv_conn_slot$clock;
    reg  [31:0] reg_recv_stream$d;
    wire  [31:0] reg_recv_stream$q;
    reg  reg_recv_stream$clock;
    reg  [31:0] reg_recv_key$d;
    wire  [31:0] reg_recv_key$q;
    reg  reg_recv_key$clock;
    reg  [31:0] reg_recv_addr_lo$d;
    wire  [31:0] reg_recv_addr_lo$q;
    reg  reg_recv_addr_lo$clock;
    reg  [31:0] reg_recv_addr_hi$d;
    wire  [31:0] reg_recv_addr_hi$q;
    reg  reg_recv_addr_hi$clock;
    reg  [31:0] reg_recv_len_lo$d;
    wire  [31:0] reg_recv_len_lo$q;
    reg  reg_recv_len_lo$clock;
    reg  [31:0] reg_recv_len_hi$d;
    wire  [31:0] reg_recv_len_hi$q;
    reg  reg_recv_len_hi$clock;
    reg  [31:0] reg_ce_window$d;
    wire  [31:0] reg_ce_window$q;
    reg  reg_ce_window$clock;
    reg  [31:0] count_receiver_not_ready$d;
    wire  [31:0] count_receiver_not_ready$q;
    reg  count_receiver_not_ready$clock;
    reg  [31:0] count_cpl_dropped$d;
    wire  [31:0] count_cpl_dropped$q;
    reg  count_cpl_dropped$clock;
    reg  mr_commit_local_write$d;
    wire  mr_commit_local_write$q;
    reg  mr_commit_local_write$clock;
    reg  cpl_pop$d;
    wire  cpl_pop$q;
    reg  cpl_pop$clock;
    reg  cpl_h_valid$d;
    wire  cpl_h_valid$q;
    reg  cpl_h_valid$clock;
    reg  [68:0] cpl_h_entry$d;
    wire  [68:0] cpl_h_entry$q;
    reg  cpl_h_entry$clock;
    reg  [8:0] cpl_h_count$d;
    wire  [8:0] cpl_h_count$q;
    reg  cpl_h_count$clock;
    reg  rd_wait$d;
    wire  rd_wait$q;
    reg  rd_wait$clock;
    reg  [127:0] rd_word_oh$d;
    wire  [127:0] rd_word_oh$q;
    reg  rd_word_oh$clock;
    reg  grp_wait$d;
    wire  grp_wait$q;
    reg  grp_wait$clock;
    reg  [31:0] read_group0$d;
    wire  [31:0] read_group0$q;
    reg  read_group0$clock;
    reg  [31:0] read_group1$d;
    wire  [31:0] read_group1$q;
    reg  read_group1$clock;
    reg  [31:0] read_group2$d;
    wire  [31:0] read_group2$q;
    reg  read_group2$clock;
    reg  [31:0] read_group3$d;
    wire  [31:0] read_group3$q;
    reg  read_group3$clock;
    reg  [31:0] read_group4$d;
    wire  [31:0] read_group4$q;
    reg  read_group4$clock;
    reg  [31:0] read_group5$d;
    wire  [31:0] read_group5$q;
    reg  read_group5$clock;
    reg  [31:0] read_group6$d;
    wire  [31:0] read_group6$q;
    reg  read_group6$clock;
    reg  [31:0] read_group7$d;
    wire  [31:0] read_group7$q;
    reg  read_group7$clock;
    reg  [31:0] read_group8$d;
    wire  [31:0] read_group8$q;
    reg  read_group8$clock;
    reg  [31:0] read_group9$d;
    wire  [31:0] read_group9$q;
    reg  read_group9$clock;
    reg  [31:0] read_group10$d;
    wire  [31:0] read_group10$q;
    reg  read_group10$clock;
    reg  [31:0] read_group11$d;
    wire  [31:0] read_group11$q;
    reg  read_group11$clock;
    reg  conn_write_pulse$d;
    wire  conn_write_pulse$q;
    reg  conn_write_pulse$clock;
    reg  conn_commit_enable$d;
    wire  conn_commit_enable$q;
    reg  conn_commit_enable$clock;
    reg  conn_commit_established$d;
    wire  conn_commit_established$q;
    reg  conn_commit_established$clock;
    reg  path_write_pulse$d;
    wire  path_write_pulse$q;
    reg  path_write_pulse$clock;
    reg  mr_write_pulse$d;
    wire  mr_write_pulse$q;
    reg  mr_write_pulse$clock;
    reg  mr_commit_enable$d;
    wire  mr_commit_enable$q;
    reg  mr_commit_enable$clock;
    reg  mr_commit_remote_write$d;
    wire  mr_commit_remote_write$q;
    reg  mr_commit_remote_write$clock;
    reg  sack_pending$d;
    wire  sack_pending$q;
    reg  sack_pending$clock;
    reg  probe_pending$d;
    wire  probe_pending$q;
    reg  probe_pending$clock;
    reg  probe_fresh$d;
    wire  probe_fresh$q;
    reg  probe_fresh$clock;
    reg  [31:0] reg_probe_port$d;
    wire  [31:0] reg_probe_port$q;
    reg  reg_probe_port$clock;
    reg  [31:0] reg_probe_ts_lo$d;
    wire  [31:0] reg_probe_ts_lo$q;
    reg  reg_probe_ts_lo$clock;
    reg  [31:0] reg_probe_ts_hi$d;
    wire  [31:0] reg_probe_ts_hi$q;
    reg  reg_probe_ts_hi$clock;
    reg  [31:0] sack_cmd_window$d;
    wire  [31:0] sack_cmd_window$q;
    reg  sack_cmd_window$clock;
    reg  [31:0] sack_cmd_base$d;
    wire  [31:0] sack_cmd_base$q;
    reg  sack_cmd_base$clock;
    reg  [31:0] reg_udp_port$d;
    wire  [31:0] reg_udp_port$q;
    reg  reg_udp_port$clock;
    reg  [31:0] reg_ack_every$d;
    wire  [31:0] reg_ack_every$q;
    reg  reg_ack_every$clock;
    reg  [31:0] reg_ack_timer$d;
    wire  [31:0] reg_ack_timer$q;
    reg  reg_ack_timer$clock;
    reg  [31:0] reg_rate_hint$d;
    wire  [31:0] reg_rate_hint$q;
    reg  reg_rate_hint$clock;
    reg  [31:0] reg_local_ip$d;
    wire  [31:0] reg_local_ip$q;
    reg  reg_local_ip$clock;
    reg  [31:0] reg_local_mac_lo$d;
    wire  [31:0] reg_local_mac_lo$q;
    reg  reg_local_mac_lo$clock;
    reg  [31:0] reg_local_mac_hi$d;
    wire  [31:0] reg_local_mac_hi$q;
    reg  reg_local_mac_hi$clock;
    reg  [31:0] reg_conn_slot$d;
    wire  [31:0] reg_conn_slot$q;
    reg  reg_conn_slot$clock;
    reg  [31:0] reg_conn_id$d;
    wire  [31:0] reg_conn_id$q;
    reg  reg_conn_id$clock;
    reg  [31:0] reg_conn_peer_ip$d;
    wire  [31:0] reg_conn_peer_ip$q;
    reg  reg_conn_peer_ip$clock;
    reg  [31:0] reg_conn_peer_conn_id$d;
    wire  [31:0] reg_conn_peer_conn_id$q;
    reg  reg_conn_peer_conn_id$clock;
    reg  [31:0] reg_conn_peer_port$d;
    wire  [31:0] reg_conn_peer_port$q;
    reg  reg_conn_peer_port$clock;
    reg  [31:0] reg_conn_peer_mac_lo$d;
    wire  [31:0] reg_conn_peer_mac_lo$q;
    reg  reg_conn_peer_mac_lo$clock;
    reg  [31:0] reg_conn_peer_mac_hi$d;
    wire  [31:0] reg_conn_peer_mac_hi$q;
    reg  reg_conn_peer_mac_hi$clock;
    reg  [31:0] reg_conn_path_count$d;
    wire  [31:0] reg_conn_path_count$q;
    reg  reg_conn_path_count$clock;
    reg  [31:0] reg_path_window$d;
    wire  [31:0] reg_path_window$q;
    reg  reg_path_window$clock;
    reg  [31:0] reg_path_epoch$d;
    wire  [31:0] reg_path_epoch$q;
    reg  reg_path_epoch$clock;
    reg  [31:0] reg_mr_index$d;
    wire  [31:0] reg_mr_index$q;
    reg  reg_mr_index$clock;
    reg  [31:0] reg_mr_key$d;
    wire  [31:0] reg_mr_key$q;
    reg  reg_mr_key$clock;
    reg  [31:0] reg_mr_base_lo$d;
    wire  [31:0] reg_mr_base_lo$q;
    reg  reg_mr_base_lo$clock;
    reg  [31:0] reg_mr_base_hi$d;
    wire  [31:0] reg_mr_base_hi$q;
    reg  reg_mr_base_hi$clock;
    reg  [31:0] reg_mr_length_lo$d;
    wire  [31:0] reg_mr_length_lo$q;
    reg  reg_mr_length_lo$clock;
    reg  [31:0] reg_mr_length_hi$d;
    wire  [31:0] reg_mr_length_hi$q;
    reg  reg_mr_length_hi$clock;
    reg  [31:0] reg_sack_window$d;
    wire  [31:0] reg_sack_window$q;
    reg  reg_sack_window$clock;
    reg  [31:0] reg_sack_base$d;
    wire  [31:0] reg_sack_base$q;
    reg  reg_sack_base$clock;
    reg  [31:0] count_ok$d;
    wire  [31:0] count_ok$q;
    reg  count_ok$clock;
    reg  [31:0] count_truncated$d;
    wire  [31:0] count_truncated$q;
    reg  count_truncated$clock;
    reg  [31:0] count_bad_length$d;
    wire  [31:0] count_bad_length$q;
    reg  count_bad_length$clock;
    reg  [31:0] count_bad_ethertype$d;
    wire  [31:0] count_bad_ethertype$q;
    reg  count_bad_ethertype$clock;
    reg  [31:0] count_bad_ip_header$d;
    wire  [31:0] count_bad_ip_header$q;
    reg  count_bad_ip_header$clock;
    reg  [31:0] count_bad_ip_checksum$d;
    wire  [31:0] count_bad_ip_checksum$q;
    reg  count_bad_ip_checksum$clock;
    reg  [31:0] count_bad_port$d;
    wire  [31:0] count_bad_port$q;
    reg  count_bad_port$clock;
    reg  [31:0] count_bad_version$d;
    wire  [31:0] count_bad_version$q;
    reg  count_bad_version$clock;
    reg  [31:0] count_bad_opcode$d;
    wire  [31:0] count_bad_opcode$q;
    reg  count_bad_opcode$clock;
    reg  [31:0] count_bad_field$d;
    wire  [31:0] count_bad_field$q;
    reg  count_bad_field$clock;
    reg  [31:0] count_bad_frame$d;
    wire  [31:0] count_bad_frame$q;
    reg  count_bad_frame$clock;
    reg  [31:0] count_unknown_connection$d;
    wire  [31:0] count_unknown_connection$q;
    reg  count_unknown_connection$clock;
    reg  [31:0] count_not_established$d;
    wire  [31:0] count_not_established$q;
    reg  count_not_established$clock;
    reg  [31:0] count_bad_path$d;
    wire  [31:0] count_bad_path$q;
    reg  count_bad_path$clock;
    reg  [31:0] count_stale_epoch$d;
    wire  [31:0] count_stale_epoch$q;
    reg  count_stale_epoch$clock;
    reg  [31:0] count_duplicate$d;
    wire  [31:0] count_duplicate$q;
    reg  count_duplicate$clock;
    reg  [31:0] count_out_of_window$d;
    wire  [31:0] count_out_of_window$q;
    reg  count_out_of_window$clock;
    reg  [31:0] count_access_violation$d;
    wire  [31:0] count_access_violation$q;
    reg  count_access_violation$clock;
    reg  [31:0] count_nack_dropped$d;
    wire  [31:0] count_nack_dropped$q;
    reg  count_nack_dropped$clock;
    reg  wr_go$d;
    wire  wr_go$q;
    reg  wr_go$clock;
    reg  [9:0] wr_word$d;
    wire  [9:0] wr_word$q;
    reg  wr_word$clock;
    reg  [31:0] wr_mask$d;
    wire  [31:0] wr_mask$q;
    reg  wr_mask$clock;
    reg  [31:0] wr_strobed$d;
    wire  [31:0] wr_strobed$q;
    reg  wr_strobed$clock;
    reg  wr_above_3$d;
    wire  wr_above_3$q;
    reg  wr_above_3$clock;
    reg  wr_above_4$d;
    wire  wr_above_4$q;
    reg  wr_above_4$clock;
    reg  wr_above_6$d;
    wire  wr_above_6$q;
    reg  wr_above_6$clock;
    reg  wr_above_8$d;
    wire  wr_above_8$q;
    reg  wr_above_8$clock;
    reg  wr_above_12$d;
    wire  wr_above_12$q;
    reg  wr_above_12$clock;
    reg  wr_above_16$d;
    wire  wr_above_16$q;
    reg  wr_above_16$clock;
    reg  wr_udp_port_zero$d;
    wire  wr_udp_port_zero$q;
    reg  wr_udp_port_zero$clock;
    reg  wr_ack_every_zero$d;
    wire  wr_ack_every_zero$q;
    reg  wr_ack_every_zero$clock;
    reg  wr_ack_timer_zero$d;
    wire  wr_ack_timer_zero$q;
    reg  wr_ack_timer_zero$clock;
    reg  wr_path_count_over_8$d;
    wire  wr_path_count_over_8$q;
    reg  wr_path_count_over_8$clock;
    reg  wr_mtu_shift_under_6$d;
    wire  wr_mtu_shift_under_6$q;
    reg  wr_mtu_shift_under_6$clock;

    // Local signals
    reg  do_write;
    reg  do_read;
    reg  read_busy;
    reg  [9:0] write_word;
    reg  [9:0] read_word;
    reg  [127:0] read_word_oh;
    reg  [31:0] read_acc0;
    reg  [31:0] read_acc1;
    reg  [31:0] read_acc2;
    reg  [31:0] read_acc3;
    reg  [31:0] read_acc4;
    reg  [31:0] read_acc5;
    reg  [31:0] read_acc6;
    reg  [31:0] read_acc7;
    reg  [31:0] read_acc8;
    reg  [31:0] read_acc9;
    reg  [31:0] read_acc10;
    reg  [31:0] read_acc11;
    reg  [31:0] byte_mask_0;
    reg  [31:0] byte_mask_1;
    reg  [31:0] byte_mask_2;
    reg  [31:0] byte_mask_3;
    reg  [31:0] mask;
    reg  [31:0] strobed;
    reg  [15:0] udp_port_merged;
    reg  [15:0] ack_every_merged;
    reg  [11:0] ack_timer_merged;
    reg  [3:0] path_count_merged;
    reg  [3:0] mtu_shift_merged;
    reg  [31:0] value;
    reg  reject;
    reg  bad_address;
    reg  sack_taken;
    reg  [31:0] read_value;
    reg  [31:0] cpl_info;
    reg  [31:0] cpl_msn;
    reg  [31:0] cpl_bytes;

    // Sub module instances
    metaroce_regs__cpl cpl(
        .clk(cpl$clk),
        .rst(cpl$rst),
        .s_push(cpl$s_push),
        .s_entry(cpl$s_entry),
        .m_valid(cpl$m_valid),
        .m_entry(cpl$m_entry),
        .m_pop(cpl$m_pop),
        .m_count(cpl$m_count),
        .m_any(cpl$m_any),
        .m_dropped(cpl$m_dropped)
    );
    metaroce_regs__aw_held aw_held(
        .d(aw_held$d),
        .q(aw_held$q),
        .clock(aw_held$clock)
    );
    metaroce_regs__aw_addr aw_addr(
        .d(aw_addr$d),
        .q(aw_addr$q),
        .clock(aw_addr$clock)
    );
    metaroce_regs__w_held w_held(
        .d(w_held$d),
        .q(w_held$q),
        .clock(w_held$clock)
    );
    metaroce_regs__w_data w_data(
        .d(w_data$d),
        .q(w_data$q),
        .clock(w_data$clock)
    );
    metaroce_regs__w_strb w_strb(
        .d(w_strb$d),
        .q(w_strb$q),
        .clock(w_strb$clock)
    );
    metaroce_regs__bvalid bvalid(
        .d(bvalid$d),
        .q(bvalid$q),
        .clock(bvalid$clock)
    );
    metaroce_regs__rvalid rvalid(
        .d(rvalid$d),
        .q(rvalid$q),
        .clock(rvalid$clock)
    );
    metaroce_regs__rdata rdata(
        .d(rdata$d),
        .q(rdata$q),
        .clock(rdata$clock)
    );
    metaroce_regs__err_value_rejected err_value_rejected(
        .d(err_value_rejected$d),
        .q(err_value_rejected$q),
        .clock(err_value_rejected$clock)
    );
    metaroce_regs__err_bad_address err_bad_address(
        .d(err_bad_address$d),
        .q(err_bad_address$q),
        .clock(err_bad_address$clock)
    );
    metaroce_regs__err_sack_busy err_sack_busy(
        .d(err_sack_busy$d),
        .q(err_sack_busy$q),
        .clock(err_sack_busy$clock)
    );
    metaroce_regs__err_recv_full err_recv_full(
        .d(err_recv_full$d),
        .q(err_recv_full$q),
        .clock(err_recv_full$clock)
    );
    metaroce_regs__err_recv_unbound err_recv_unbound(
        .d(err_recv_unbound$d),
        .q(err_recv_unbound$q),
        .clock(err_recv_unbound$clock)
    );
    metaroce_regs__err_recv_too_long err_recv_too_long(
        .d(err_recv_too_long$d),
        .q(err_recv_too_long$q),
        .clock(err_recv_too_long$clock)
    );
    metaroce_regs__err_cpl_overflow err_cpl_overflow(
        .d(err_cpl_overflow$d),
        .q(err_cpl_overflow$q),
        .clock(err_cpl_overflow$clock)
    );
    metaroce_regs__err_sack_refused err_sack_refused(
        .d(err_sack_refused$d),
        .q(err_sack_refused$q),
        .clock(err_sack_refused$clock)
    );
    metaroce_regs__recv_write_pulse recv_write_pulse(
        .d(recv_write_pulse$d),
        .q(recv_write_pulse$q),
        .clock(recv_write_pulse$clock)
    );
    metaroce_regs__recv_commit_post recv_commit_post(
        .d(recv_commit_post$d),
        .q(recv_commit_post$q),
        .clock(recv_commit_post$clock)
    );
    metaroce_regs__recv_commit_enable recv_commit_enable(
        .d(recv_commit_enable$d),
        .q(recv_commit_enable$q),
        .clock(recv_commit_enable$clock)
    );
    metaroce_regs__post_wait post_wait(
        .d(post_wait$d),
        .q(post_wait$q),
        .clock(post_wait$clock)
    );
    metaroce_regs__reg_recv_mtu_shift reg_recv_mtu_shift(
        .d(reg_recv_mtu_shift$d),
        .q(reg_recv_mtu_shift$q),
        .clock(reg_recv_mtu_shift$clock)
    );
    metaroce_regs__reg_recv_slot reg_recv_slot(
        .d(reg_recv_slot$d),
        .q(reg_recv_slot$q),
        .clock(reg_recv_slot$clock)
    );
    metaroce_regs__reg_recv_conn_slot reg_recv_conn_slot(
        .d(reg_recv_conn_slot$d),
        .q(reg_recv_conn_slot$q),
        .clock(reg_recv_conn_slot$clock)
    );
    metaroce_regs__reg_recv_stream reg_recv_stream(
        .d(reg_recv_stream$d),
        .q(reg_recv_stream$q),
        .clock(reg_recv_stream$clock)
    );
    metaroce_regs__reg_recv_key reg_recv_key(
        .d(reg_recv_key$d),
        .q(reg_recv_key$q),
        .clock(reg_recv_key$clock)
    );
    metaroce_regs__reg_recv_addr_lo reg_recv_addr_lo(
        .d(reg_recv_addr_lo$d),
        .q(reg_recv_addr_lo$q),
        .clock(reg_recv_addr_lo$clock)
    );
    metaroce_regs__reg_recv_addr_hi reg_recv_addr_hi(
        .d(reg_recv_addr_hi$d),
        .q(reg_recv_addr_hi$q),
        .clock(reg_recv_addr_hi$clock)
    );
    metaroce_regs__reg_recv_len_lo reg_recv_len_lo(
        .d(reg_recv_len_lo$d),
        .q(reg_recv_len_lo$q),
        .clock(reg_recv_len_lo$clock)
    );
    metaroce_regs__reg_recv_len_hi reg_recv_len_hi(
        .d(reg_recv_len_hi$d),
        .q(reg_recv_len_hi$q),
        .clock(reg_recv_len_hi$clock)
    );
    metaroce_regs__reg_ce_window reg_ce_window(
        .d(reg_ce_window$d),
        .q(reg_ce_window$q),
        .clock(reg_ce_window$clock)
    );
    metaroce_regs__count_receiver_not_ready count_receiver_not_ready(
        .d(count_receiver_not_ready$d),
        .q(count_receiver_not_ready$q),
        .clock(count_receiver_not_ready$clock)
    );
    metaroce_regs__count_cpl_dropped count_cpl_dropped(
        .d(count_cpl_dropped$d),
        .q(count_cpl_dropped$q),
        .clock(count_cpl_dropped$clock)
    );
    metaroce_regs__mr_commit_local_write mr_commit_local_write(
        .d(mr_commit_local_write$d),
        .q(mr_commit_local_write$q),
        .clock(mr_commit_local_write$clock)
    );
    metaroce_regs__cpl_pop cpl_pop(
        .d(cpl_pop$d),
        .q(cpl_pop$q),
        .clock(cpl_pop$clock)
    );
    metaroce_regs__cpl_h_valid cpl_h_valid(
        .d(cpl_h_valid$d),
        .q(cpl_h_valid$q),
        .clock(cpl_h_valid$clock)
    );
    metaroce_regs__cpl_h_entry cpl_h_entry(
        .d(cpl_h_entry$d),
        .q(cpl_h_entry$q),
        .clock(cpl_h_entry$clock)
    );
    metaroce_regs__cpl_h_count cpl_h_count(
        .d(cpl_h_count$d),
        .q(cpl_h_count$q),
        .clock(cpl_h_count$clock)
    );
    metaroce_regs__rd_wait rd_wait(
        .d(rd_wait$d),
        .q(rd_wait$q),
        .clock(rd_wait$clock)
    );
    metaroce_regs__rd_word_oh rd_word_oh(
        .d(rd_word_oh$d),
        .q(rd_word_oh$q),
        .clock(rd_word_oh$clock)
    );
    metaroce_regs__grp_wait grp_wait(
        .d(grp_wait$d),
        .q(grp_wait$q),
        .clock(grp_wait$clock)
    );
    metaroce_regs__read_group0 read_group0(
        .d(read_group0$d),
        .q(read_group0$q),
        .clock(read_group0$clock)
    );
    metaroce_regs__read_group1 read_group1(
        .d(read_group1$d),
        .q(read_group1$q),
        .clock(read_group1$clock)
    );
    metaroce_regs__read_group2 read_group2(
        .d(read_group2$d),
        .q(read_group2$q),
        .clock(read_group2$clock)
    );
    metaroce_regs__read_group3 read_group3(
        .d(read_group3$d),
        .q(read_group3$q),
        .clock(read_group3$clock)
    );
    metaroce_regs__read_group4 read_group4(
        .d(read_group4$d),
        .q(read_group4$q),
        .clock(read_group4$clock)
    );
    metaroce_regs__read_group5 read_group5(
        .d(read_group5$d),
        .q(read_group5$q),
        .clock(read_group5$clock)
    );
    metaroce_regs__read_group6 read_group6(
        .d(read_group6$d),
        .q(read_group6$q),
        .clock(read_group6$clock)
    );
    metaroce_regs__read_group7 read_group7(
        .d(read_group7$d),
        .q(read_group7$q),
        .clock(read_group7$clock)
    );
    metaroce_regs__read_group8 read_group8(
        .d(read_group8$d),
        .q(read_group8$q),
        .clock(read_group8$clock)
    );
    metaroce_regs__read_group9 read_group9(
        .d(read_group9$d),
        .q(read_group9$q),
        .clock(read_group9$clock)
    );
    metaroce_regs__read_group10 read_group10(
        .d(read_group10$d),
        .q(read_group10$q),
        .clock(read_group10$clock)
    );
    metaroce_regs__read_group11 read_group11(
        .d(read_group11$d),
        .q(read_group11$q),
        .clock(read_group11$clock)
    );
    metaroce_regs__conn_write_pulse conn_write_pulse(
        .d(conn_write_pulse$d),
        .q(conn_write_pulse$q),
        .clock(conn_write_pulse$clock)
    );
    metaroce_regs__conn_commit_enable conn_commit_enable(
        .d(conn_commit_enable$d),
        .q(conn_commit_enable$q),
        .clock(conn_commit_enable$clock)
    );
    metaroce_regs__conn_commit_established conn_commit_established(
        .d(conn_commit_established$d),
        .q(conn_commit_established$q),
        .clock(conn_commit_established$clock)
    );
    metaroce_regs__path_write_pulse path_write_pulse(
        .d(path_write_pulse$d),
        .q(path_write_pulse$q),
        .clock(path_write_pulse$clock)
    );
    metaroce_regs__mr_write_pulse mr_write_pulse(
        .d(mr_write_pulse$d),
        .q(mr_write_pulse$q),
        .clock(mr_write_pulse$clock)
    );
    metaroce_regs__mr_commit_enable mr_commit_enable(
        .d(mr_commit_enable$d),
        .q(mr_commit_enable$q),
        .clock(mr_commit_enable$clock)
    );
    metaroce_regs__mr_commit_remote_write mr_commit_remote_write(
        .d(mr_commit_remote_write$d),
        .q(mr_commit_remote_write$q),
        .clock(mr_commit_remote_write$clock)
    );
    metaroce_regs__sack_pending sack_pending(
        .d(sack_pending$d),
        .q(sack_pending$q),
        .clock(sack_pending$clock)
    );
    metaroce_regs__probe_pending probe_pending(
        .d(probe_pending$d),
        .q(probe_pending$q),
        .clock(probe_pending$clock)
    );
    metaroce_regs__probe_fresh probe_fresh(
        .d(probe_fresh$d),
        .q(probe_fresh$q),
        .clock(probe_fresh$clock)
    );
    metaroce_regs__reg_probe_port reg_probe_port(
        .d(reg_probe_port$d),
        .q(reg_probe_port$q),
        .clock(reg_probe_port$clock)
    );
    metaroce_regs__reg_probe_ts_lo reg_probe_ts_lo(
        .d(reg_probe_ts_lo$d),
        .q(reg_probe_ts_lo$q),
        .clock(reg_probe_ts_lo$clock)
    );
    metaroce_regs__reg_probe_ts_hi reg_probe_ts_hi(
        .d(reg_probe_ts_hi$d),
        .q(reg_probe_ts_hi$q),
        .clock(reg_probe_ts_hi$clock)
    );
    metaroce_regs__sack_cmd_window sack_cmd_window(
        .d(sack_cmd_window$d),
        .q(sack_cmd_window$q),
        .clock(sack_cmd_window$clock)
    );
    metaroce_regs__sack_cmd_base sack_cmd_base(
        .d(sack_cmd_base$d),
        .q(sack_cmd_base$q),
        .clock(sack_cmd_base$clock)
    );
    metaroce_regs__reg_udp_port reg_udp_port(
        .d(reg_udp_port$d),
        .q(reg_udp_port$q),
        .clock(reg_udp_port$clock)
    );
    metaroce_regs__reg_ack_every reg_ack_every(
        .d(reg_ack_every$d),
        .q(reg_ack_every$q),
        .clock(reg_ack_every$clock)
    );
    metaroce_regs__reg_ack_timer reg_ack_timer(
        .d(reg_ack_timer$d),
        .q(reg_ack_timer$q),
        .clock(reg_ack_timer$clock)
    );
    metaroce_regs__reg_rate_hint reg_rate_hint(
        .d(reg_rate_hint$d),
        .q(reg_rate_hint$q),
        .clock(reg_rate_hint$clock)
    );
    metaroce_regs__reg_local_ip reg_local_ip(
        .d(reg_local_ip$d),
        .q(reg_local_ip$q),
        .clock(reg_local_ip$clock)
    );
    metaroce_regs__reg_local_mac_lo reg_local_mac_lo(
        .d(reg_local_mac_lo$d),
        .q(reg_local_mac_lo$q),
        .clock(reg_local_mac_lo$clock)
    );
    metaroce_regs__reg_local_mac_hi reg_local_mac_hi(
        .d(reg_local_mac_hi$d),
        .q(reg_local_mac_hi$q),
        .clock(reg_local_mac_hi$clock)
    );
    metaroce_regs__reg_conn_slot reg_conn_slot(
        .d(reg_conn_slot$d),
        .q(reg_conn_slot$q),
        .clock(reg_conn_slot$clock)
    );
    metaroce_regs__reg_conn_id reg_conn_id(
        .d(reg_conn_id$d),
        .q(reg_conn_id$q),
        .clock(reg_conn_id$clock)
    );
    metaroce_regs__reg_conn_peer_ip reg_conn_peer_ip(
        .d(reg_conn_peer_ip$d),
        .q(reg_conn_peer_ip$q),
        .clock(reg_conn_peer_ip$clock)
    );
    metaroce_regs__reg_conn_peer_conn_id reg_conn_peer_conn_id(
        .d(reg_conn_peer_conn_id$d),
        .q(reg_conn_peer_conn_id$q),
        .clock(reg_conn_peer_conn_id$clock)
    );
    metaroce_regs__reg_conn_peer_port reg_conn_peer_port(
        .d(reg_conn_peer_port$d),
        .q(reg_conn_peer_port$q),
        .clock(reg_conn_peer_port$clock)
    );
    metaroce_regs__reg_conn_peer_mac_lo reg_conn_peer_mac_lo(
        .d(reg_conn_peer_mac_lo$d),
        .q(reg_conn_peer_mac_lo$q),
        .clock(reg_conn_peer_mac_lo$clock)
    );
    metaroce_regs__reg_conn_peer_mac_hi reg_conn_peer_mac_hi(
        .d(reg_conn_peer_mac_hi$d),
        .q(reg_conn_peer_mac_hi$q),
        .clock(reg_conn_peer_mac_hi$clock)
    );
    metaroce_regs__reg_conn_path_count reg_conn_path_count(
        .d(reg_conn_path_count$d),
        .q(reg_conn_path_count$q),
        .clock(reg_conn_path_count$clock)
    );
    metaroce_regs__reg_path_window reg_path_window(
        .d(reg_path_window$d),
        .q(reg_path_window$q),
        .clock(reg_path_window$clock)
    );
    metaroce_regs__reg_path_epoch reg_path_epoch(
        .d(reg_path_epoch$d),
        .q(reg_path_epoch$q),
        .clock(reg_path_epoch$clock)
    );
    metaroce_regs__reg_mr_index reg_mr_index(
        .d(reg_mr_index$d),
        .q(reg_mr_index$q),
        .clock(reg_mr_index$clock)
    );
    metaroce_regs__reg_mr_key reg_mr_key(
        .d(reg_mr_key$d),
        .q(reg_mr_key$q),
        .clock(reg_mr_key$clock)
    );
    metaroce_regs__reg_mr_base_lo reg_mr_base_lo(
        .d(reg_mr_base_lo$d),
        .q(reg_mr_base_lo$q),
        .clock(reg_mr_base_lo$clock)
    );
    metaroce_regs__reg_mr_base_hi reg_mr_base_hi(
        .d(reg_mr_base_hi$d),
        .q(reg_mr_base_hi$q),
        .clock(reg_mr_base_hi$clock)
    );
    metaroce_regs__reg_mr_length_lo reg_mr_length_lo(
        .d(reg_mr_length_lo$d),
        .q(reg_mr_length_lo$q),
        .clock(reg_mr_length_lo$clock)
    );
    metaroce_regs__reg_mr_length_hi reg_mr_length_hi(
        .d(reg_mr_length_hi$d),
        .q(reg_mr_length_hi$q),
        .clock(reg_mr_length_hi$clock)
    );
    metaroce_regs__reg_sack_window reg_sack_window(
        .d(reg_sack_window$d),
        .q(reg_sack_window$q),
        .clock(reg_sack_window$clock)
    );
    metaroce_regs__reg_sack_base reg_sack_base(
        .d(reg_sack_base$d),
        .q(reg_sack_base$q),
        .clock(reg_sack_base$clock)
    );
    metaroce_regs__count_ok count_ok(
        .d(count_ok$d),
        .q(count_ok$q),
        .clock(count_ok$clock)
    );
    metaroce_regs__count_truncated count_truncated(
        .d(count_truncated$d),
        .q(count_truncated$q),
        .clock(count_truncated$clock)
    );
    metaroce_regs__count_bad_length count_bad_length(
        .d(count_bad_length$d),
        .q(count_bad_length$q),
        .clock(count_bad_length$clock)
    );
    metaroce_regs__count_bad_ethertype count_bad_ethertype(
        .d(count_bad_ethertype$d),
        .q(count_bad_ethertype$q),
        .clock(count_bad_ethertype$clock)
    );
    metaroce_regs__count_bad_ip_header count_bad_ip_header(
        .d(count_bad_ip_header$d),
        .q(count_bad_ip_header$q),
        .clock(count_bad_ip_header$clock)
    );
    metaroce_regs__count_bad_ip_checksum count_bad_ip_checksum(
        .d(count_bad_ip_checksum$d),
        .q(count_bad_ip_checksum$q),
        .clock(count_bad_ip_checksum$clock)
    );
    metaroce_regs__count_bad_port count_bad_port(
        .d(count_bad_port$d),
        .q(count_bad_port$q),
        .clock(count_bad_port$clock)
    );
    metaroce_regs__count_bad_version count_bad_version(
        .d(count_bad_version$d),
        .q(count_bad_version$q),
        .clock(count_bad_version$clock)
    );
    metaroce_regs__count_bad_opcode count_bad_opcode(
        .d(count_bad_opcode$d),
        .q(count_bad_opcode$q),
        .clock(count_bad_opcode$clock)
    );
    metaroce_regs__count_bad_field count_bad_field(
        .d(count_bad_field$d),
        .q(count_bad_field$q),
        .clock(count_bad_field$clock)
    );
    metaroce_regs__count_bad_frame count_bad_frame(
        .d(count_bad_frame$d),
        .q(count_bad_frame$q),
        .clock(count_bad_frame$clock)
    );
    metaroce_regs__count_unknown_connection count_unknown_connection(
        .d(count_unknown_connection$d),
        .q(count_unknown_connection$q),
        .clock(count_unknown_connection$clock)
    );
    metaroce_regs__count_not_established count_not_established(
        .d(count_not_established$d),
        .q(count_not_established$q),
        .clock(count_not_established$clock)
    );
    metaroce_regs__count_bad_path count_bad_path(
        .d(count_bad_path$d),
        .q(count_bad_path$q),
        .clock(count_bad_path$clock)
    );
    metaroce_regs__count_stale_epoch count_stale_epoch(
        .d(count_stale_epoch$d),
        .q(count_stale_epoch$q),
        .clock(count_stale_epoch$clock)
    );
    metaroce_regs__count_duplicate count_duplicate(
        .d(count_duplicate$d),
        .q(count_duplicate$q),
        .clock(count_duplicate$clock)
    );
    metaroce_regs__count_out_of_window count_out_of_window(
        .d(count_out_of_window$d),
        .q(count_out_of_window$q),
        .clock(count_out_of_window$clock)
    );
    metaroce_regs__count_access_violation count_access_violation(
        .d(count_access_violation$d),
        .q(count_access_violation$q),
        .clock(count_access_violation$clock)
    );
    metaroce_regs__count_nack_dropped count_nack_dropped(
        .d(count_nack_dropped$d),
        .q(count_nack_dropped$q),
        .clock(count_nack_dropped$clock)
    );
    metaroce_regs__wr_go wr_go(
        .d(wr_go$d),
        .q(wr_go$q),
        .clock(wr_go$clock)
    );
    metaroce_regs__wr_word wr_word(
        .d(wr_word$d),
        .q(wr_word$q),
        .clock(wr_word$clock)
    );
    metaroce_regs__wr_mask wr_mask(
        .d(wr_mask$d),
        .q(wr_mask$q),
        .clock(wr_mask$clock)
    );
    metaroce_regs__wr_strobed wr_strobed(
        .d(wr_strobed$d),
        .q(wr_strobed$q),
        .clock(wr_strobed$clock)
    );
    metaroce_regs__wr_above_3 wr_above_3(
        .d(wr_above_3$d),
        .q(wr_above_3$q),
        .clock(wr_above_3$clock)
    );
    metaroce_regs__wr_above_4 wr_above_4(
        .d(wr_above_4$d),
        .q(wr_above_4$q),
        .clock(wr_above_4$clock)
    );
    metaroce_regs__wr_above_6 wr_above_6(
        .d(wr_above_6$d),
        .q(wr_above_6$q),
        .clock(wr_above_6$clock)
    );
    metaroce_regs__wr_above_8 wr_above_8(
        .d(wr_above_8$d),
        .q(wr_above_8$q),
        .clock(wr_above_8$clock)
    );
    metaroce_regs__wr_above_12 wr_above_12(
        .d(wr_above_12$d),
        .q(wr_above_12$q),
        .clock(wr_above_12$clock)
    );
    metaroce_regs__wr_above_16 wr_above_16(
        .d(wr_above_16$d),
        .q(wr_above_16$q),
        .clock(wr_above_16$clock)
    );
    metaroce_regs__wr_udp_port_zero wr_udp_port_zero(
        .d(wr_udp_port_zero$d),
        .q(wr_udp_port_zero$q),
        .clock(wr_udp_port_zero$clock)
    );
    metaroce_regs__wr_ack_every_zero wr_ack_every_zero(
        .d(wr_ack_every_zero$d),
        .q(wr_ack_every_zero$q),
        .clock(wr_ack_every_zero$clock)
    );
    metaroce_regs__wr_ack_timer_zero wr_ack_timer_zero(
        .d(wr_ack_timer_zero$d),
        .q(wr_ack_timer_zero$q),
        .clock(wr_ack_timer_zero$clock)
    );
    metaroce_regs__wr_path_count_over_8 wr_path_count_over_8(
        .d(wr_path_count_over_8$d),
        .q(wr_path_count_over_8$q),
        .clock(wr_path_count_over_8$clock)
    );
    metaroce_regs__wr_mtu_shift_under_6 wr_mtu_shift_under_6(
        .d(wr_mtu_shift_under_6$d),
        .q(wr_mtu_shift_under_6$q),
        .clock(wr_mtu_shift_under_6$clock)
    );

    // Update code
    always @(*) begin
        aw_held$clock = clk;
        aw_addr$clock = clk;
        w_held$clock = clk;
        w_data$clock = clk;
        w_strb$clock = clk;
        bvalid$clock = clk;
        rvalid$clock = clk;
        rdata$clock = clk;
        err_value_rejected$clock = clk;
        err_bad_address$clock = clk;
        err_sack_busy$clock = clk;
        err_recv_full$clock = clk;
        err_recv_unbound$clock = clk;
        err_recv_too_long$clock = clk;
        err_cpl_overflow$clock = clk;
        err_sack_refused$clock = clk;
        recv_write_pulse$clock = clk;
        recv_commit_post$clock = clk;
        recv_commit_enable$clock = clk;
        post_wait$clock = clk;
        reg_recv_mtu_shift$clock = clk;
        reg_recv_slot$clock = clk;
        reg_recv_conn_slot$clock = clk;
        reg_recv_stream$clock = clk;
        reg_recv_key$clock = clk;
        reg_recv_addr_lo$clock = clk;
        reg_recv_addr_hi$clock = clk;
        reg_recv_len_lo$clock = clk;
        reg_recv_len_hi$clock = clk;
        reg_ce_window$clock = clk;
        count_receiver_not_ready$clock = clk;
        count_cpl_dropped$clock = clk;
        mr_commit_local_write$clock = clk;
        cpl_pop$clock = clk;
        cpl_h_valid$clock = clk;
        cpl_h_entry$clock = clk;
        cpl_h_count$clock = clk;
        rd_wait$clock = clk;
        rd_word_oh$clock = clk;
        grp_wait$clock = clk;
        read_group0$clock = clk;
        read_group1$clock = clk;
        read_group2$clock = clk;
        read_group3$clock = clk;
        read_group4$clock = clk;
        read_group5$clock = clk;
        read_group6$clock = clk;
        read_group7$clock = clk;
        read_group8$clock = clk;
        read_group9$clock = clk;
        read_group10$clock = clk;
        read_group11$clock = clk;
        conn_write_pulse$clock = clk;
        conn_commit_enable$clock = clk;
        conn_commit_established$clock = clk;
        path_write_pulse$clock = clk;
        mr_write_pulse$clock = clk;
        mr_commit_enable$clock = clk;
        mr_commit_remote_write$clock = clk;
        sack_pending$clock = clk;
        probe_pending$clock = clk;
        probe_fresh$clock = clk;
        reg_probe_port$clock = clk;
        reg_probe_ts_lo$clock = clk;
        reg_probe_ts_hi$clock = clk;
        sack_cmd_window$clock = clk;
        sack_cmd_base$clock = clk;
        reg_udp_port$clock = clk;
        reg_ack_every$clock = clk;
        reg_ack_timer$clock = clk;
        reg_rate_hint$clock = clk;
        reg_local_ip$clock = clk;
        reg_local_mac_lo$clock = clk;
        reg_local_mac_hi$clock = clk;
        reg_conn_slot$clock = clk;
        reg_conn_id$clock = clk;
        reg_conn_peer_ip$clock = clk;
        reg_conn_peer_conn_id$clock = clk;
        reg_conn_peer_port$clock = clk;
        reg_conn_peer_mac_lo$clock = clk;
        reg_conn_peer_mac_hi$clock = clk;
        reg_conn_path_count$clock = clk;
        reg_path_window$clock = clk;
        reg_path_epoch$clock = clk;
        reg_mr_index$clock = clk;
        reg_mr_key$clock = clk;
        reg_mr_base_lo$clock = clk;
        reg_mr_base_hi$clock = clk;
        reg_mr_length_lo$clock = clk;
        reg_mr_length_hi$clock = clk;
        reg_sack_window$clock = clk;
        reg_sack_base$clock = clk;
        count_ok$clock = clk;
        count_truncated$clock = clk;
        count_bad_length$clock = clk;
        count_bad_ethertype$clock = clk;
        count_bad_ip_header$clock = clk;
        count_bad_ip_checksum$clock = clk;
        count_bad_port$clock = clk;
        count_bad_version$clock = clk;
        count_bad_opcode$clock = clk;
        count_bad_field$clock = clk;
        count_bad_frame$clock = clk;
        count_unknown_connection$clock = clk;
        count_not_established$clock = clk;
        count_bad_path$clock = clk;
        count_stale_epoch$clock = clk;
        count_duplicate$clock = clk;
        count_out_of_window$clock = clk;
        count_access_violation$clock = clk;
        count_nack_dropped$clock = clk;
        wr_go$clock = clk;
        wr_word$clock = clk;
        wr_mask$clock = clk;
        wr_strobed$clock = clk;
        wr_above_3$clock = clk;
        wr_above_4$clock = clk;
        wr_above_6$clock = clk;
        wr_above_8$clock = clk;
        wr_above_12$clock = clk;
        wr_above_16$clock = clk;
        wr_udp_port_zero$clock = clk;
        wr_ack_every_zero$clock = clk;
        wr_ack_timer_zero$clock = clk;
        wr_path_count_over_8$clock = clk;
        wr_mtu_shift_under_6$clock = clk;
        aw_held$d = aw_held$q;
        aw_addr$d = aw_addr$q;
        w_held$d = w_held$q;
        w_data$d = w_data$q;
        w_strb$d = w_strb$q;
        bvalid$d = bvalid$q;
        rvalid$d = rvalid$q;
        rdata$d = rdata$q;
        err_value_rejected$d = err_value_rejected$q;
        err_bad_address$d = err_bad_address$q;
        err_sack_busy$d = err_sack_busy$q;
        err_recv_full$d = err_recv_full$q;
        err_recv_unbound$d = err_recv_unbound$q;
        err_recv_too_long$d = err_recv_too_long$q;
        err_cpl_overflow$d = err_cpl_overflow$q;
        err_sack_refused$d = err_sack_refused$q;
        recv_write_pulse$d = recv_write_pulse$q;
        recv_commit_post$d = recv_commit_post$q;
        recv_commit_enable$d = recv_commit_enable$q;
        post_wait$d = post_wait$q;
        reg_recv_mtu_shift$d = reg_recv_mtu_shift$q;
        reg_recv_slot$d = reg_recv_slot$q;
        reg_recv_conn_slot$d = reg_recv_conn_slot$q;
        reg_recv_stream$d = reg_recv_stream$q;
        reg_recv_key$d = reg_recv_key$q;
        reg_recv_addr_lo$d = reg_recv_addr_lo$q;
        reg_recv_addr_hi$d = reg_recv_addr_hi$q;
        reg_recv_len_lo$d = reg_recv_len_lo$q;
        reg_recv_len_hi$d = reg_recv_len_hi$q;
        reg_ce_window$d = reg_ce_window$q;
        count_receiver_not_ready$d = count_receiver_not_ready$q;
        count_cpl_dropped$d = count_cpl_dropped$q;
        mr_commit_local_write$d = mr_commit_local_write$q;
        cpl_pop$d = cpl_pop$q;
        cpl_h_valid$d = cpl_h_valid$q;
        cpl_h_entry$d = cpl_h_entry$q;
        cpl_h_count$d = cpl_h_count$q;
        rd_wait$d = rd_wait$q;
        rd_word_oh$d = rd_word_oh$q;
        grp_wait$d = grp_wait$q;
        read_group0$d = read_group0$q;
        read_group1$d = read_group1$q;
        read_group2$d = read_group2$q;
        read_group3$d = read_group3$q;
        read_group4$d = read_group4$q;
        read_group5$d = read_group5$q;
        read_group6$d = read_group6$q;
        read_group7$d = read_group7$q;
        read_group8$d = read_group8$q;
        read_group9$d = read_group9$q;
        read_group10$d = read_group10$q;
        read_group11$d = read_group11$q;
        conn_write_pulse$d = conn_write_pulse$q;
        conn_commit_enable$d = conn_commit_enable$q;
        conn_commit_established$d = conn_commit_established$q;
        path_write_pulse$d = path_write_pulse$q;
        mr_write_pulse$d = mr_write_pulse$q;
        mr_commit_enable$d = mr_commit_enable$q;
        mr_commit_remote_write$d = mr_commit_remote_write$q;
        sack_pending$d = sack_pending$q;
        probe_pending$d = probe_pending$q;
        probe_fresh$d = probe_fresh$q;
        reg_probe_port$d = reg_probe_port$q;
        reg_probe_ts_lo$d = reg_probe_ts_lo$q;
        reg_probe_ts_hi$d = reg_probe_ts_hi$q;
        sack_cmd_window$d = sack_cmd_window$q;
        sack_cmd_base$d = sack_cmd_base$q;
        reg_udp_port$d = reg_udp_port$q;
        reg_ack_every$d = reg_ack_every$q;
        reg_ack_timer$d = reg_ack_timer$q;
        reg_rate_hint$d = reg_rate_hint$q;
        reg_local_ip$d = reg_local_ip$q;
        reg_local_mac_lo$d = reg_local_mac_lo$q;
        reg_local_mac_hi$d = reg_local_mac_hi$q;
        reg_conn_slot$d = reg_conn_slot$q;
        reg_conn_id$d = reg_conn_id$q;
        reg_conn_peer_ip$d = reg_conn_peer_ip$q;
        reg_conn_peer_conn_id$d = reg_conn_peer_conn_id$q;
        reg_conn_peer_port$d = reg_conn_peer_port$q;
        reg_conn_peer_mac_lo$d = reg_conn_peer_mac_lo$q;
        reg_conn_peer_mac_hi$d = reg_conn_peer_mac_hi$q;
        reg_conn_path_count$d = reg_conn_path_count$q;
        reg_path_window$d = reg_path_window$q;
        reg_path_epoch$d = reg_path_epoch$q;
        reg_mr_index$d = reg_mr_index$q;
        reg_mr_key$d = reg_mr_key$q;
        reg_mr_base_lo$d = reg_mr_base_lo$q;
        reg_mr_base_hi$d = reg_mr_base_hi$q;
        reg_mr_length_lo$d = reg_mr_length_lo$q;
        reg_mr_length_hi$d = reg_mr_length_hi$q;
        reg_sack_window$d = reg_sack_window$q;
        reg_sack_base$d = reg_sack_base$q;
        count_ok$d = count_ok$q;
        count_truncated$d = count_truncated$q;
        count_bad_length$d = count_bad_length$q;
        count_bad_ethertype$d = count_bad_ethertype$q;
        count_bad_ip_header$d = count_bad_ip_header$q;
        count_bad_ip_checksum$d = count_bad_ip_checksum$q;
        count_bad_port$d = count_bad_port$q;
        count_bad_version$d = count_bad_version$q;
        count_bad_opcode$d = count_bad_opcode$q;
        count_bad_field$d = count_bad_field$q;
        count_bad_frame$d = count_bad_frame$q;
        count_unknown_connection$d = count_unknown_connection$q;
        count_not_established$d = count_not_established$q;
        count_bad_path$d = count_bad_path$q;
        count_stale_epoch$d = count_stale_epoch$q;
        count_duplicate$d = count_duplicate$q;
        count_out_of_window$d = count_out_of_window$q;
        count_access_violation$d = count_access_violation$q;
        count_nack_dropped$d = count_nack_dropped$q;
        wr_go$d = wr_go$q;
        wr_word$d = wr_word$q;
        wr_mask$d = wr_mask$q;
        wr_strobed$d = wr_strobed$q;
        wr_above_3$d = wr_above_3$q;
        wr_above_4$d = wr_above_4$q;
        wr_above_6$d = wr_above_6$q;
        wr_above_8$d = wr_above_8$q;
        wr_above_12$d = wr_above_12$q;
        wr_above_16$d = wr_above_16$q;
        wr_udp_port_zero$d = wr_udp_port_zero$q;
        wr_ack_every_zero$d = wr_ack_every_zero$q;
        wr_ack_timer_zero$d = wr_ack_timer_zero$q;
        wr_path_count_over_8$d = wr_path_count_over_8$q;
        wr_mtu_shift_under_6$d = wr_mtu_shift_under_6$q;
        s_axil_awready = ~aw_held$q;
        s_axil_wready = ~w_held$q;
        if (s_axil_awvalid & ~aw_held$q) begin
            aw_held$d = 1'b1;
            aw_addr$d = s_axil_awaddr;
        end
        if (s_axil_wvalid & ~w_held$q) begin
            w_held$d = 1'b1;
            w_data$d = s_axil_wdata;
            w_strb$d = s_axil_wstrb;
        end
        cpl$clk = clk;
        cpl$rst = rst;
        do_write = aw_held$q & w_held$q & ~bvalid$q & ~wr_go$q & ~|post_wait$q & ~probe_pending$q;
        if (bvalid$q & s_axil_bready) begin
            bvalid$d = 1'b0;
        end
        s_axil_bvalid = bvalid$q;
        s_axil_bresp = 32'h0;
        byte_mask_0 = 32'h0;
        byte_mask_1 = 32'h0;
        byte_mask_2 = 32'h0;
        byte_mask_3 = 32'h0;
        if (w_strb$q[32'h0]) begin
            byte_mask_0 = 32'hff;
        end
        if (w_strb$q[32'h1]) begin
            byte_mask_1 = 32'hff00;
        end
        if (w_strb$q[32'h2]) begin
            byte_mask_2 = 32'hff0000;
        end
        if (w_strb$q[32'h3]) begin
            byte_mask_3 = 64'hff000000;
        end
        mask = byte_mask_0 | byte_mask_1 | byte_mask_2 | byte_mask_3;
        strobed = w_data$q & mask;
        write_word = aw_addr$q[(32'h2)+:(10)];
        udp_port_merged = (reg_udp_port$q[(32'h0)+:(16)] & ~mask[(32'h0)+:(16)]) | strobed[(32'h0)+:(16)];
        ack_every_merged = (reg_ack_every$q[(32'h0)+:(16)] & ~mask[(32'h0)+:(16)]) | strobed[(32'h0)+:(16)];
        ack_timer_merged = (reg_ack_timer$q[(32'h0)+:(12)] & ~mask[(32'h0)+:(12)]) | strobed[(32'h0)+:(12)];
        path_count_merged = (reg_conn_path_count$q[(32'h0)+:(4)] & ~mask[(32'h0)+:(4)]) | strobed[(32'h0)+:(4)];
        mtu_shift_merged = (reg_recv_mtu_shift$q[(32'h0)+:(4)] & ~mask[(32'h0)+:(4)]) | strobed[(32'h0)+:(4)];
        conn_write_pulse$d = 1'b0;
        path_write_pulse$d = 1'b0;
        mr_write_pulse$d = 1'b0;
        recv_write_pulse$d = 1'b0;
        post_wait$d = post_wait$q << 32'h1;
        if (post_wait$q[32'h1]) begin
            bvalid$d = 1'b1;
        end
        if (probe_pending$q & m_probe_ready) begin
            probe_pending$d = 1'b0;
            bvalid$d = 1'b1;
        end
        sack_taken = sack_pending$q & m_sack_cmd_ready;
        if (sack_taken) begin
            sack_pending$d = 1'b0;
        end
        value = 32'h0;
        reject = 1'b0;
        bad_address = 1'b0;
        wr_go$d = 1'b0;
        if (do_write) begin
            aw_held$d = 1'b0;
            w_held$d = 1'b0;
            wr_go$d = 1'b1;
            wr_word$d = write_word;
            wr_mask$d = mask;
            wr_strobed$d = strobed;
            wr_above_3$d = |strobed[(32'h3)+:(29)];
            wr_above_4$d = |strobed[(32'h4)+:(28)];
            wr_above_6$d = |strobed[(32'h6)+:(26)];
            wr_above_8$d = |strobed[(32'h8)+:(24)];
            wr_above_12$d = |strobed[(32'hc)+:(20)];
            wr_above_16$d = |strobed[(32'h10)+:(16)];
            wr_udp_port_zero$d = ~|udp_port_merged;
            wr_ack_every_zero$d = ~|ack_every_merged;
            wr_ack_timer_zero$d = ~|ack_timer_merged;
            wr_path_count_over_8$d = path_count_merged > 32'h8;
            wr_mtu_shift_under_6$d = mtu_shift_merged < 32'h6;
        end
        if (wr_go$q) begin
            bvalid$d = 1'b1;
            case (wr_word$q)
                3:
                    begin
                        if (wr_strobed$q[32'h0]) begin
                            err_value_rejected$d = 1'b0;
                        end
                        if (wr_strobed$q[32'h1]) begin
                            err_bad_address$d = 1'b0;
                        end
                        if (wr_strobed$q[32'h2]) begin
                            err_sack_busy$d = 1'b0;
                        end
                        if (wr_strobed$q[32'h3]) begin
                            err_recv_full$d = 1'b0;
                        end
                        if (wr_strobed$q[32'h4]) begin
                            err_recv_unbound$d = 1'b0;
                        end
                        if (wr_strobed$q[32'h5]) begin
                            err_recv_too_long$d = 1'b0;
                        end
                        if (wr_strobed$q[32'h6]) begin
                            err_cpl_overflow$d = 1'b0;
                        end
                        if (wr_strobed$q[32'h7]) begin
                            err_sack_refused$d = 1'b0;
                        end
                    end
                4:
                    begin
                        value = (reg_udp_port$q & ~wr_mask$q) | wr_strobed$q;
                        if (wr_above_16$q | wr_udp_port_zero$q) begin
                            reject = 1'b1;
                        end
                        else begin
                            reg_udp_port$d = value;
                        end
                    end
                5:
                    begin
                        value = (reg_ack_every$q & ~wr_mask$q) | wr_strobed$q;
                        if (wr_above_16$q | wr_ack_every_zero$q) begin
                            reject = 1'b1;
                        end
                        else begin
                            reg_ack_every$d = value;
                        end
                    end
                6:
                    begin
                        value = (reg_ack_timer$q & ~wr_mask$q) | wr_strobed$q;
                        if (wr_above_12$q | wr_ack_timer_zero$q) begin
                            reject = 1'b1;
                        end
                        else begin
                            reg_ack_timer$d = value;
                        end
                    end
                7:
                    begin
                        value = (reg_rate_hint$q & ~wr_mask$q) | wr_strobed$q;
                        reg_rate_hint$d = value;
                    end
                8:
                    begin
                        value = (reg_local_ip$q & ~wr_mask$q) | wr_strobed$q;
                        reg_local_ip$d = value;
                    end
                9:
                    begin
                        value = (reg_local_mac_lo$q & ~wr_mask$q) | wr_strobed$q;
                        reg_local_mac_lo$d = value;
                    end
                10:
                    begin
                        value = (reg_local_mac_hi$q & ~wr_mask$q) | wr_strobed$q;
                        if (wr_above_16$q) begin
                            reject = 1'b1;
                        end
                        else begin
                            reg_local_mac_hi$d = value;
                        end
                    end
                16:
                    begin
                        value = (reg_conn_slot$q & ~wr_mask$q) | wr_strobed$q;
                        if (wr_above_3$q) begin
                            reject = 1'b1;
                        end
                        else begin
                            reg_conn_slot$d = value;
                        end
                    end
                17:
                    begin
                        value = (reg_conn_id$q & ~wr_mask$q) | wr_strobed$q;
                        reg_conn_id$d = value;
                    end
                18:
                    begin
                        value = (reg_conn_peer_ip$q & ~wr_mask$q) | wr_strobed$q;
                        reg_conn_peer_ip$d = value;
                    end
                19:
                    begin
                        value = (reg_conn_peer_conn_id$q & ~wr_mask$q) | wr_strobed$q;
                        reg_conn_peer_conn_id$d = value;
                    end
                20:
                    begin
                        value = (reg_conn_peer_port$q & ~wr_mask$q) | wr_strobed$q;
                        if (wr_above_16$q) begin
                            reject = 1'b1;
                        end
                        else begin
                            reg_conn_peer_port$d = value;
                        end
                    end
                21:
                    begin
                        value = (reg_conn_peer_mac_lo$q & ~wr_mask$q) | wr_strobed$q;
                        reg_conn_peer_mac_lo$d = value;
                    end
                22:
                    begin
                        value = (reg_conn_peer_mac_hi$q & ~wr_mask$q) | wr_strobed$q;
                        if (wr_above_16$q) begin
                            reject = 1'b1;
                        end
                        else begin
                            reg_conn_peer_mac_hi$d = value;
                        end
                    end
                23:
                    begin
                        value = (reg_conn_path_count$q & ~wr_mask$q) | wr_strobed$q;
                        if (wr_above_4$q | wr_path_count_over_8$q) begin
                            reject = 1'b1;
                        end
                        else begin
                            reg_conn_path_count$d = value;
                        end
                    end
                25:
                    begin
                        value = (reg_path_window$q & ~wr_mask$q) | wr_strobed$q;
                        if (wr_above_6$q) begin
                            reject = 1'b1;
                        end
                        else begin
                            reg_path_window$d = value;
                        end
                    end
                26:
                    begin
                        value = (reg_path_epoch$q & ~wr_mask$q) | wr_strobed$q;
                        if (wr_above_8$q) begin
                            reject = 1'b1;
                        end
                        else begin
                            reg_path_epoch$d = value;
                        end
                    end
                32:
                    begin
                        value = (reg_mr_index$q & ~wr_mask$q) | wr_strobed$q;
                        if (wr_above_8$q) begin
                            reject = 1'b1;
                        end
                        else begin
                            reg_mr_index$d = value;
                        end
                    end
                33:
                    begin
                        value = (reg_mr_key$q & ~wr_mask$q) | wr_strobed$q;
                        reg_mr_key$d = value;
                    end
                34:
                    begin
                        value = (reg_mr_base_lo$q & ~wr_mask$q) | wr_strobed$q;
                        reg_mr_base_lo$d = value;
                    end
                35:
                    begin
                        value = (reg_mr_base_hi$q & ~wr_mask$q) | wr_strobed$q;
                        reg_mr_base_hi$d = value;
                    end
                36:
                    begin
                        value = (reg_mr_length_lo$q & ~wr_mask$q) | wr_strobed$q;
                        reg_mr_length_lo$d = value;
                    end
                37:
                    begin
                        value = (reg_mr_length_hi$q & ~wr_mask$q) | wr_strobed$q;
                        reg_mr_length_hi$d = value;
                    end
                40:
                    begin
                        value = (reg_sack_window$q & ~wr_mask$q) | wr_strobed$q;
                        if (wr_above_6$q) begin
                            reject = 1'b1;
                        end
                        else begin
                            reg_sack_window$d = value;
                        end
                    end
                41:
                    begin
                        value = (reg_sack_base$q & ~wr_mask$q) | wr_strobed$q;
                        reg_sack_base$d = value;
                    end
                44:
                    begin
                        value = (reg_recv_mtu_shift$q & ~wr_mask$q) | wr_strobed$q;
                        if (wr_above_4$q | wr_mtu_shift_under_6$q) begin
                            reject = 1'b1;
                        end
                        else begin
                            reg_recv_mtu_shift$d = value;
                        end
                    end
                45:
                    begin
                        value = (reg_recv_slot$q & ~wr_mask$q) | wr_strobed$q;
                        if (wr_above_4$q) begin
                            reject = 1'b1;
                        end
                        else begin
                            reg_recv_slot$d = value;
                        end
                    end
                46:
                    begin
                        value = (reg_recv_conn_slot$q & ~wr_mask$q) | wr_strobed$q;
                        if (wr_above_3$q) begin
                            reject = 1'b1;
                        end
                        else begin
                            reg_recv_conn_slot$d = value;
                        end
                    end
                47:
                    begin
                        value = (reg_recv_stream$q & ~wr_mask$q) | wr_strobed$q;
                        reg_recv_stream$d = value;
                    end
                49:
                    begin
                        value = (reg_recv_key$q & ~wr_mask$q) | wr_strobed$q;
                        reg_recv_key$d = value;
                    end
                50:
                    begin
                        value = (reg_recv_addr_lo$q & ~wr_mask$q) | wr_strobed$q;
                        reg_recv_addr_lo$d = value;
                    end
                51:
                    begin
                        value = (reg_recv_addr_hi$q & ~wr_mask$q) | wr_strobed$q;
                        reg_recv_addr_hi$d = value;
                    end
                60:
                    begin
                        value = (reg_ce_window$q & ~wr_mask$q) | wr_strobed$q;
                        if (wr_above_6$q) begin
                            reject = 1'b1;
                        end
                        else begin
                            reg_ce_window$d = value;
                        end
                    end
                52:
                    begin
                        value = (reg_recv_len_lo$q & ~wr_mask$q) | wr_strobed$q;
                        reg_recv_len_lo$d = value;
                    end
                53:
                    begin
                        value = (reg_recv_len_hi$q & ~wr_mask$q) | wr_strobed$q;
                        reg_recv_len_hi$d = value;
                    end
                48:
                    begin
                        recv_write_pulse$d = 1'b1;
                        recv_commit_post$d = 1'b0;
                        recv_commit_enable$d = wr_strobed$q[32'h0];
                    end
                54:
                    begin
                        recv_write_pulse$d = 1'b1;
                        recv_commit_post$d = 1'b1;
                        recv_commit_enable$d = 1'b0;
                        bvalid$d = 1'b0;
                        post_wait$d = 32'h1;
                    end
                24:
                    begin
                        conn_write_pulse$d = 1'b1;
                        conn_commit_enable$d = wr_strobed$q[32'h0];
                        conn_commit_established$d = wr_strobed$q[32'h1];
                    end
                27:
                    begin
                        path_write_pulse$d = 1'b1;
                    end
                38:
                    begin
                        mr_write_pulse$d = 1'b1;
                        mr_commit_enable$d = wr_strobed$q[32'h0];
                        mr_commit_remote_write$d = wr_strobed$q[32'h1];
                        mr_commit_local_write$d = wr_strobed$q[32'h2];
                    end
                28:
                    begin
                        value = (reg_probe_port$q & ~wr_mask$q) | wr_strobed$q;
                        if (wr_above_16$q) begin
                            reject = 1'b1;
                        end
                        else begin
                            reg_probe_port$d = value;
                        end
                    end
                29:
                    begin
                        value = (reg_probe_ts_lo$q & ~wr_mask$q) | wr_strobed$q;
                        reg_probe_ts_lo$d = value;
                    end
                30:
                    begin
                        value = (reg_probe_ts_hi$q & ~wr_mask$q) | wr_strobed$q;
                        reg_probe_ts_hi$d = value;
                    end
                31:
                    begin
                        probe_pending$d = 1'b1;
                        probe_fresh$d = wr_strobed$q[32'h0];
                        bvalid$d = 1'b0;
                    end
                42:
                    begin
                        if (sack_pending$q & ~sack_taken) begin
                            err_sack_busy$d = 1'b1;
                        end
                        else begin
                            sack_pending$d = 1'b1;
                            sack_cmd_window$d = reg_sack_window$q;
                            sack_cmd_base$d = reg_sack_base$q;
                        end
                    end
                default:
                    begin
                        bad_address = 1'b1;
                    end
            endcase
        end
        if (reject) begin
            err_value_rejected$d = 1'b1;
        end
        if (bad_address) begin
            err_bad_address$d = 1'b1;
        end
        if (s_recv_error_full) begin
            err_recv_full$d = 1'b1;
        end
        if (s_recv_error_unbound) begin
            err_recv_unbound$d = 1'b1;
        end
        if (s_recv_error_too_long) begin
            err_recv_too_long$d = 1'b1;
        end
        if (s_sack_refused) begin
            err_sack_refused$d = 1'b1;
        end
        if (cpl$m_dropped) begin
            err_cpl_overflow$d = 1'b1;
            count_cpl_dropped$d = count_cpl_dropped$q + 32'h1;
        end
        read_busy = rvalid$q | rd_wait$q | grp_wait$q;
        s_axil_arready = ~read_busy;
        do_read = s_axil_arvalid & ~read_busy;
        read_word = s_axil_araddr[(32'h2)+:(10)];
        cpl_h_valid$d = cpl$m_valid;
        cpl_h_entry$d = cpl$m_entry;
        cpl_h_count$d = cpl$m_count;
        cpl_info = 32'h0;
        cpl_msn = 32'h0;
        cpl_bytes = 32'h0;
        if (cpl_h_valid$q) begin
            cpl_info = ((cpl_h_entry$q[(64'h0)+:(4)]) & 32'hffffffff) | (((cpl_h_entry$q[(64'h44)+:(1)]) & 32'hffffffff) << 32'h8);
            cpl_msn = cpl_h_entry$q[(64'h4)+:(32)];
            cpl_bytes = cpl_h_entry$q[(64'h24)+:(32)];
        end
        read_acc0 = 32'h0;
        if (rd_word_oh$q[32'h0]) begin
            read_acc0 = read_acc0 | ((32'h4d524345) & 32'hffffffff);
        end
        if (rd_word_oh$q[32'h1]) begin
            read_acc0 = read_acc0 | ((32'h400) & 32'hffffffff);
        end
        if (rd_word_oh$q[32'h3]) begin
            read_acc0 = read_acc0 | (((err_value_rejected$q) & 32'hffffffff) | (((err_bad_address$q) & 32'hffffffff) << 32'h1) | (((err_sack_busy$q) & 32'hffffffff) << 32'h2) | (((err_recv_full$q) & 32'hffffffff) << 32'h3) | (((err_recv_unbound$q) & 32'hffffffff) << 32'h4) | (((err_recv_too_long$q) & 32'hffffffff) << 32'h5) | (((err_cpl_overflow$q) & 32'hffffffff) << 32'h6) | (((err_sack_refused$q) & 32'hffffffff) << 32'h7));
        end
        if (rd_word_oh$q[32'h4]) begin
            read_acc0 = read_acc0 | reg_udp_port$q;
        end
        if (rd_word_oh$q[32'h5]) begin
            read_acc0 = read_acc0 | reg_ack_every$q;
        end
        if (rd_word_oh$q[32'h6]) begin
            read_acc0 = read_acc0 | reg_ack_timer$q;
        end
        if (rd_word_oh$q[32'h7]) begin
            read_acc0 = read_acc0 | reg_rate_hint$q;
        end
        read_group0$d = read_acc0;
        read_acc1 = 32'h0;
        if (rd_word_oh$q[32'h8]) begin
            read_acc1 = read_acc1 | reg_local_ip$q;
        end
        if (rd_word_oh$q[32'h9]) begin
            read_acc1 = read_acc1 | reg_local_mac_lo$q;
        end
        if (rd_word_oh$q[32'ha]) begin
            read_acc1 = read_acc1 | reg_local_mac_hi$q;
        end
        read_group1$d = read_acc1;
        read_acc2 = 32'h0;
        if (rd_word_oh$q[32'h10]) begin
            read_acc2 = read_acc2 | reg_conn_slot$q;
        end
        if (rd_word_oh$q[32'h11]) begin
            read_acc2 = read_acc2 | reg_conn_id$q;
        end
        if (rd_word_oh$q[32'h12]) begin
            read_acc2 = read_acc2 | reg_conn_peer_ip$q;
        end
        if (rd_word_oh$q[32'h13]) begin
            read_acc2 = read_acc2 | reg_conn_peer_conn_id$q;
        end
        if (rd_word_oh$q[32'h14]) begin
            read_acc2 = read_acc2 | reg_conn_peer_port$q;
        end
        if (rd_word_oh$q[32'h15]) begin
            read_acc2 = read_acc2 | reg_conn_peer_mac_lo$q;
        end
        if (rd_word_oh$q[32'h16]) begin
            read_acc2 = read_acc2 | reg_conn_peer_mac_hi$q;
        end
        if (rd_word_oh$q[32'h17]) begin
            read_acc2 = read_acc2 | reg_conn_path_count$q;
        end
        read_group2$d = read_acc2;
        read_acc3 = 32'h0;
        if (rd_word_oh$q[32'h19]) begin
            read_acc3 = read_acc3 | reg_path_window$q;
        end
        if (rd_word_oh$q[32'h1a]) begin
            read_acc3 = read_acc3 | reg_path_epoch$q;
        end
        if (rd_word_oh$q[32'h1c]) begin
            read_acc3 = read_acc3 | reg_probe_port$q;
        end
        if (rd_word_oh$q[32'h1d]) begin
            read_acc3 = read_acc3 | reg_probe_ts_lo$q;
        end
        if (rd_word_oh$q[32'h1e]) begin
            read_acc3 = read_acc3 | reg_probe_ts_hi$q;
        end
        read_group3$d = read_acc3;
        read_acc4 = 32'h0;
        if (rd_word_oh$q[32'h20]) begin
            read_acc4 = read_acc4 | reg_mr_index$q;
        end
        if (rd_word_oh$q[32'h21]) begin
            read_acc4 = read_acc4 | reg_mr_key$q;
        end
        if (rd_word_oh$q[32'h22]) begin
            read_acc4 = read_acc4 | reg_mr_base_lo$q;
        end
        if (rd_word_oh$q[32'h23]) begin
            read_acc4 = read_acc4 | reg_mr_base_hi$q;
        end
        if (rd_word_oh$q[32'h24]) begin
            read_acc4 = read_acc4 | reg_mr_length_lo$q;
        end
        if (rd_word_oh$q[32'h25]) begin
            read_acc4 = read_acc4 | reg_mr_length_hi$q;
        end
        read_group4$d = read_acc4;
        read_acc5 = 32'h0;
        if (rd_word_oh$q[32'h28]) begin
            read_acc5 = read_acc5 | reg_sack_window$q;
        end
        if (rd_word_oh$q[32'h29]) begin
            read_acc5 = read_acc5 | reg_sack_base$q;
        end
        if (rd_word_oh$q[32'h2a]) begin
            read_acc5 = read_acc5 | (((sack_pending$q) & 32'hffffffff));
        end
        if (rd_word_oh$q[32'h2c]) begin
            read_acc5 = read_acc5 | reg_recv_mtu_shift$q;
        end
        if (rd_word_oh$q[32'h2d]) begin
            read_acc5 = read_acc5 | reg_recv_slot$q;
        end
        if (rd_word_oh$q[32'h2e]) begin
            read_acc5 = read_acc5 | reg_recv_conn_slot$q;
        end
        if (rd_word_oh$q[32'h2f]) begin
            read_acc5 = read_acc5 | reg_recv_stream$q;
        end
        read_group5$d = read_acc5;
        read_acc6 = 32'h0;
        if (rd_word_oh$q[32'h31]) begin
            read_acc6 = read_acc6 | reg_recv_key$q;
        end
        if (rd_word_oh$q[32'h32]) begin
            read_acc6 = read_acc6 | reg_recv_addr_lo$q;
        end
        if (rd_word_oh$q[32'h33]) begin
            read_acc6 = read_acc6 | reg_recv_addr_hi$q;
        end
        if (rd_word_oh$q[32'h34]) begin
            read_acc6 = read_acc6 | reg_recv_len_lo$q;
        end
        if (rd_word_oh$q[32'h35]) begin
            read_acc6 = read_acc6 | reg_recv_len_hi$q;
        end
        read_group6$d = read_acc6;
        read_acc7 = 32'h0;
        if (rd_word_oh$q[32'h39]) begin
            read_acc7 = read_acc7 | cpl_info;
        end
        if (rd_word_oh$q[32'h3a]) begin
            read_acc7 = read_acc7 | cpl_msn;
        end
        if (rd_word_oh$q[32'h3b]) begin
            read_acc7 = read_acc7 | cpl_bytes;
        end
        if (rd_word_oh$q[32'h3c]) begin
            read_acc7 = read_acc7 | reg_ce_window$q;
        end
        if (rd_word_oh$q[32'h3d]) begin
            read_acc7 = read_acc7 | s_ce_count;
        end
        if (rd_word_oh$q[32'h38]) begin
            read_acc7 = read_acc7 | (((cpl_h_valid$q) & 32'hffffffff) | (((cpl_h_count$q) & 32'hffffffff) << 32'h10));
        end
        read_group7$d = read_acc7;
        read_acc8 = 32'h0;
        if (rd_word_oh$q[32'h40]) begin
            read_acc8 = read_acc8 | count_ok$q;
        end
        if (rd_word_oh$q[32'h41]) begin
            read_acc8 = read_acc8 | count_truncated$q;
        end
        if (rd_word_oh$q[32'h42]) begin
            read_acc8 = read_acc8 | count_bad_length$q;
        end
        if (rd_word_oh$q[32'h43]) begin
            read_acc8 = read_acc8 | count_bad_ethertype$q;
        end
        if (rd_word_oh$q[32'h44]) begin
            read_acc8 = read_acc8 | count_bad_ip_header$q;
        end
        if (rd_word_oh$q[32'h45]) begin
            read_acc8 = read_acc8 | count_bad_ip_checksum$q;
        end
        if (rd_word_oh$q[32'h46]) begin
            read_acc8 = read_acc8 | count_bad_port$q;
        end
        if (rd_word_oh$q[32'h47]) begin
            read_acc8 = read_acc8 | count_bad_version$q;
        end
        read_group8$d = read_acc8;
        read_acc9 = 32'h0;
        if (rd_word_oh$q[32'h48]) begin
            read_acc9 = read_acc9 | count_bad_opcode$q;
        end
        if (rd_word_oh$q[32'h49]) begin
            read_acc9 = read_acc9 | count_bad_field$q;
        end
        if (rd_word_oh$q[32'h4a]) begin
            read_acc9 = read_acc9 | count_bad_frame$q;
        end
        read_group9$d = read_acc9;
        read_acc10 = 32'h0;
        if (rd_word_oh$q[32'h57]) begin
            read_acc10 = read_acc10 | count_receiver_not_ready$q;
        end
        if (rd_word_oh$q[32'h50]) begin
            read_acc10 = read_acc10 | count_unknown_connection$q;
        end
        if (rd_word_oh$q[32'h51]) begin
            read_acc10 = read_acc10 | count_not_established$q;
        end
        if (rd_word_oh$q[32'h52]) begin
            read_acc10 = read_acc10 | count_bad_path$q;
        end
        if (rd_word_oh$q[32'h53]) begin
            read_acc10 = read_acc10 | count_stale_epoch$q;
        end
        if (rd_word_oh$q[32'h54]) begin
            read_acc10 = read_acc10 | count_duplicate$q;
        end
        if (rd_word_oh$q[32'h55]) begin
            read_acc10 = read_acc10 | count_out_of_window$q;
        end
        if (rd_word_oh$q[32'h56]) begin
            read_acc10 = read_acc10 | count_access_violation$q;
        end
        read_group10$d = read_acc10;
        read_acc11 = 32'h0;
        if (rd_word_oh$q[32'h59]) begin
            read_acc11 = read_acc11 | count_cpl_dropped$q;
        end
        if (rd_word_oh$q[32'h58]) begin
            read_acc11 = read_acc11 | count_nack_dropped$q;
        end
        read_group11$d = read_acc11;
        read_value = read_group0$q | read_group1$q | read_group2$q | read_group3$q | read_group4$q | read_group5$q | read_group6$q | read_group7$q | read_group8$q | read_group9$q | read_group10$q | read_group11$q;
        cpl_pop$d = do_read & (read_word == 32'h3b) & cpl$m_valid;
        cpl$m_pop = cpl_pop$q;
        cpl$s_push = s_cpl_valid;
        cpl$s_entry[(64'h0)+:(4)] = s_cpl_slot;
        cpl$s_entry[(64'h4)+:(32)] = s_cpl_msn;
        cpl$s_entry[(64'h24)+:(32)] = s_cpl_bytes;
        cpl$s_entry[(64'h44)+:(1)] = s_cpl_status;
        rd_wait$d = do_read;
        read_word_oh = 32'h0;
        if (~|read_word[(32'h7)+:(3)]) begin
            read_word_oh = ((32'h1) & 128'hffffffffffffffffffffffffffffffff) << read_word[(32'h0)+:(7)];
        end
        rd_word_oh$d = read_word_oh;
        grp_wait$d = rd_wait$q;
        if (grp_wait$q) begin
            rvalid$d = 1'b1;
            rdata$d = read_value;
        end
        if (rvalid$q & s_axil_rready) begin
            rvalid$d = 1'b0;
        end
        s_axil_rvalid = rvalid$q;
        s_axil_rdata = rdata$q;
        s_axil_rresp = 32'h0;
        if (s_parser_verdict_valid & (s_parser_verdict_reason == 32'h0)) begin
            count_ok$d = count_ok$q + 32'h1;
        end
        if (s_parser_verdict_valid & (s_parser_verdict_reason == 32'h1)) begin
            count_truncated$d = count_truncated$q + 32'h1;
        end
        if (s_parser_verdict_valid & (s_parser_verdict_reason == 32'h2)) begin
            count_bad_length$d = count_bad_length$q + 32'h1;
        end
        if (s_parser_verdict_valid & (s_parser_verdict_reason == 32'h3)) begin
            count_bad_ethertype$d = count_bad_ethertype$q + 32'h1;
        end
        if (s_parser_verdict_valid & (s_parser_verdict_reason == 32'h4)) begin
            count_bad_ip_header$d = count_bad_ip_header$q + 32'h1;
        end
        if (s_parser_verdict_valid & (s_parser_verdict_reason == 32'h5)) begin
            count_bad_ip_checksum$d = count_bad_ip_checksum$q + 32'h1;
        end
        if (s_parser_verdict_valid & (s_parser_verdict_reason == 32'h6)) begin
            count_bad_port$d = count_bad_port$q + 32'h1;
        end
        if (s_parser_verdict_valid & (s_parser_verdict_reason == 32'h7)) begin
            count_bad_version$d = count_bad_version$q + 32'h1;
        end
        if (s_parser_verdict_valid & (s_parser_verdict_reason == 32'h8)) begin
            count_bad_opcode$d = count_bad_opcode$q + 32'h1;
        end
        if (s_parser_verdict_valid & (s_parser_verdict_reason == 32'h9)) begin
            count_bad_field$d = count_bad_field$q + 32'h1;
        end
        if (s_parser_verdict_valid & (s_parser_verdict_reason == 32'ha)) begin
            count_bad_frame$d = count_bad_frame$q + 32'h1;
        end
        if (s_drop_unknown_connection) begin
            count_unknown_connection$d = count_unknown_connection$q + 32'h1;
        end
        if (s_drop_not_established) begin
            count_not_established$d = count_not_established$q + 32'h1;
        end
        if (s_drop_bad_path) begin
            count_bad_path$d = count_bad_path$q + 32'h1;
        end
        if (s_drop_stale_epoch) begin
            count_stale_epoch$d = count_stale_epoch$q + 32'h1;
        end
        if (s_drop_duplicate) begin
            count_duplicate$d = count_duplicate$q + 32'h1;
        end
        if (s_drop_out_of_window) begin
            count_out_of_window$d = count_out_of_window$q + 32'h1;
        end
        if (s_drop_access_violation) begin
            count_access_violation$d = count_access_violation$q + 32'h1;
        end
        if (s_nack_dropped) begin
            count_nack_dropped$d = count_nack_dropped$q + 32'h1;
        end
        if (s_drop_receiver_not_ready) begin
            count_receiver_not_ready$d = count_receiver_not_ready$q + 32'h1;
        end
        udp_port = reg_udp_port$q[(32'h0)+:(16)];
        ack_every = reg_ack_every$q[(32'h0)+:(16)];
        ack_timer = reg_ack_timer$q;
        rate_hint = reg_rate_hint$q;
        local_ip = reg_local_ip$q;
        local_mac = (((reg_local_mac_hi$q) & 48'hffffffffffff) << 32'h20) | ((reg_local_mac_lo$q) & 48'hffffffffffff);
        m_conn_write_valid = conn_write_pulse$q;
        m_conn_write_slot = reg_conn_slot$q[(32'h0)+:(3)];
        m_conn_write_enable = conn_commit_enable$q;
        m_conn_write_established = conn_commit_established$q;
        m_conn_write_conn_id = reg_conn_id$q;
        m_conn_write_peer_ip = reg_conn_peer_ip$q;
        m_conn_write_path_count = reg_conn_path_count$q[(32'h0)+:(4)];
        m_conn_write_peer_conn_id = reg_conn_peer_conn_id$q;
        m_conn_write_peer_port = reg_conn_peer_port$q[(32'h0)+:(16)];
        m_conn_write_peer_mac = (((reg_conn_peer_mac_hi$q) & 48'hffffffffffff) << 32'h20) | ((reg_conn_peer_mac_lo$q) & 48'hffffffffffff);
        m_path_write_valid = path_write_pulse$q;
        m_path_write_window = reg_path_window$q[(32'h0)+:(6)];
        m_path_write_epoch = reg_path_epoch$q[(32'h0)+:(8)];
        m_mr_write_valid = mr_write_pulse$q;
        m_mr_write_index = reg_mr_index$q[(32'h0)+:(8)];
        m_mr_write_enable = mr_commit_enable$q;
        m_mr_write_key = reg_mr_key$q;
        m_mr_write_base = (((reg_mr_base_hi$q) & 64'hffffffffffffffff) << 32'h20) | ((reg_mr_base_lo$q) & 64'hffffffffffffffff);
        m_mr_write_length = (((reg_mr_length_hi$q) & 64'hffffffffffffffff) << 32'h20) | ((reg_mr_length_lo$q) & 64'hffffffffffffffff);
        m_mr_write_remote_write = mr_commit_remote_write$q;
        m_mr_write_local_write = mr_commit_local_write$q;
        recv_mtu_shift = reg_recv_mtu_shift$q[(32'h0)+:(4)];
        m_recv_write_valid = recv_write_pulse$q;
        m_recv_write_post = recv_commit_post$q;
        m_recv_write_slot = reg_recv_slot$q[(32'h0)+:(4)];
        m_recv_write_enable = recv_commit_enable$q;
        m_recv_write_conn = reg_recv_conn_slot$q[(32'h0)+:(3)];
        m_recv_write_stream = reg_recv_stream$q;
        m_recv_write_key = reg_recv_key$q;
        m_recv_write_addr = (((reg_recv_addr_hi$q) & 64'hffffffffffffffff) << 32'h20) | ((reg_recv_addr_lo$q) & 64'hffffffffffffffff);
        m_recv_write_len = (((reg_recv_len_hi$q) & 64'hffffffffffffffff) << 32'h20) | ((reg_recv_len_lo$q) & 64'hffffffffffffffff);
        ce_window = reg_ce_window$q[(32'h0)+:(6)];
        m_sack_cmd_valid = sack_pending$q;
        m_sack_cmd_window = sack_cmd_window$q[(32'h0)+:(6)];
        m_sack_cmd_base = sack_cmd_base$q;
        m_probe_valid = probe_pending$q;
        m_probe_fresh = probe_fresh$q;
        m_probe_base = reg_sack_base$q;
        m_probe_src_port = reg_probe_port$q[(32'h0)+:(16)];
        m_probe_timestamp = (((reg_probe_ts_hi$q) & 64'hffffffffffffffff) << 32'h20) | ((reg_probe_ts_lo$q) & 64'hffffffffffffffff);
        if (rst) begin
            wr_go$d = 1'b0;
            aw_held$d = 1'b0;
            w_held$d = 1'b0;
            bvalid$d = 1'b0;
            rvalid$d = 1'b0;
            err_value_rejected$d = 1'b0;
            err_bad_address$d = 1'b0;
            err_sack_busy$d = 1'b0;
            err_recv_full$d = 1'b0;
            err_recv_unbound$d = 1'b0;
            err_recv_too_long$d = 1'b0;
            err_cpl_overflow$d = 1'b0;
            err_sack_refused$d = 1'b0;
            recv_write_pulse$d = 1'b0;
            post_wait$d = 32'h0;
            cpl_pop$d = 1'b0;
            rd_wait$d = 1'b0;
            grp_wait$d = 1'b0;
            reg_recv_mtu_shift$d = 32'hc;
            reg_recv_slot$d = 32'h0;
            reg_recv_conn_slot$d = 32'h0;
            reg_recv_stream$d = 32'h0;
            reg_recv_key$d = 32'h0;
            reg_recv_addr_lo$d = 32'h0;
            reg_recv_addr_hi$d = 32'h0;
            reg_recv_len_lo$d = 32'h0;
            reg_recv_len_hi$d = 32'h0;
            reg_ce_window$d = 32'h0;
            count_receiver_not_ready$d = 32'h0;
            count_cpl_dropped$d = 32'h0;
            conn_write_pulse$d = 1'b0;
            path_write_pulse$d = 1'b0;
            mr_write_pulse$d = 1'b0;
            sack_pending$d = 1'b0;
            probe_pending$d = 1'b0;
            probe_fresh$d = 1'b0;
            reg_probe_port$d = 32'h0;
            reg_probe_ts_lo$d = 32'h0;
            reg_probe_ts_hi$d = 32'h0;
            reg_udp_port$d = 32'h12b8;
            reg_ack_every$d = 32'h4;
            reg_ack_timer$d = 32'h9c4;
            reg_rate_hint$d = 32'h0;
            reg_local_ip$d = 32'h0;
            reg_local_mac_lo$d = 32'h0;
            reg_local_mac_hi$d = 32'h0;
            reg_conn_slot$d = 32'h0;
            reg_conn_id$d = 32'h0;
            reg_conn_peer_ip$d = 32'h0;
            reg_conn_peer_conn_id$d = 32'h0;
            reg_conn_peer_port$d = 32'h0;
            reg_conn_peer_mac_lo$d = 32'h0;
            reg_conn_peer_mac_hi$d = 32'h0;
            reg_conn_path_count$d = 32'h0;
            reg_path_window$d = 32'h0;
            reg_path_epoch$d = 32'h0;
            reg_mr_index$d = 32'h0;
            reg_mr_key$d = 32'h0;
            reg_mr_base_lo$d = 32'h0;
            reg_mr_base_hi$d = 32'h0;
            reg_mr_length_lo$d = 32'h0;
            reg_mr_length_hi$d = 32'h0;
            reg_sack_window$d = 32'h0;
            reg_sack_base$d = 32'h0;
            count_ok$d = 32'h0;
            count_truncated$d = 32'h0;
            count_bad_length$d = 32'h0;
            count_bad_ethertype$d = 32'h0;
            count_bad_ip_header$d = 32'h0;
            count_bad_ip_checksum$d = 32'h0;
            count_bad_port$d = 32'h0;
            count_bad_version$d = 32'h0;
            count_bad_opcode$d = 32'h0;
            count_bad_field$d = 32'h0;
            count_bad_frame$d = 32'h0;
            count_unknown_connection$d = 32'h0;
            count_not_established$d = 32'h0;
            count_bad_path$d = 32'h0;
            count_stale_epoch$d = 32'h0;
            count_duplicate$d = 32'h0;
            count_out_of_window$d = 32'h0;
            count_access_violation$d = 32'h0;
            count_nack_dropped$d = 32'h0;
        end
    end

endmodule // metaroce_regs


module metaroce_regs__aw_addr(d,q,clock);

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

endmodule // metaroce_regs__aw_addr


module metaroce_regs__aw_held(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_regs__aw_held


module metaroce_regs__bvalid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_regs__bvalid


module metaroce_regs__conn_commit_enable(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_regs__conn_commit_enable


module metaroce_regs__conn_commit_established(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_regs__conn_commit_established


module metaroce_regs__conn_write_pulse(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_regs__conn_write_pulse


module metaroce_regs__count_access_violation(d,q,clock);

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

endmodule // metaroce_regs__count_access_violation


module metaroce_regs__count_bad_ethertype(d,q,clock);

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

endmodule // metaroce_regs__count_bad_ethertype


module metaroce_regs__count_bad_field(d,q,clock);

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

endmodule // metaroce_regs__count_bad_field


module metaroce_regs__count_bad_frame(d,q,clock);

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

endmodule // metaroce_regs__count_bad_frame


module metaroce_regs__count_bad_ip_checksum(d,q,clock);

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

endmodule // metaroce_regs__count_bad_ip_checksum


module metaroce_regs__count_bad_ip_header(d,q,clock);

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

endmodule // metaroce_regs__count_bad_ip_header


module metaroce_regs__count_bad_length(d,q,clock);

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

endmodule // metaroce_regs__count_bad_length


module metaroce_regs__count_bad_opcode(d,q,clock);

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

endmodule // metaroce_regs__count_bad_opcode


module metaroce_regs__count_bad_path(d,q,clock);

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

endmodule // metaroce_regs__count_bad_path


module metaroce_regs__count_bad_port(d,q,clock);

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

endmodule // metaroce_regs__count_bad_port


module metaroce_regs__count_bad_version(d,q,clock);

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

endmodule // metaroce_regs__count_bad_version


module metaroce_regs__count_cpl_dropped(d,q,clock);

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

endmodule // metaroce_regs__count_cpl_dropped


module metaroce_regs__count_duplicate(d,q,clock);

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

endmodule // metaroce_regs__count_duplicate


module metaroce_regs__count_nack_dropped(d,q,clock);

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

endmodule // metaroce_regs__count_nack_dropped


module metaroce_regs__count_not_established(d,q,clock);

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

endmodule // metaroce_regs__count_not_established


module metaroce_regs__count_ok(d,q,clock);

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

endmodule // metaroce_regs__count_ok


module metaroce_regs__count_out_of_window(d,q,clock);

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

endmodule // metaroce_regs__count_out_of_window


module metaroce_regs__count_receiver_not_ready(d,q,clock);

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

endmodule // metaroce_regs__count_receiver_not_ready


module metaroce_regs__count_stale_epoch(d,q,clock);

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

endmodule // metaroce_regs__count_stale_epoch


module metaroce_regs__count_truncated(d,q,clock);

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

endmodule // metaroce_regs__count_truncated


module metaroce_regs__count_unknown_connection(d,q,clock);

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

endmodule // metaroce_regs__count_unknown_connection


module metaroce_regs__cpl(clk,rst,s_push,s_entry,m_valid,m_entry,m_pop,m_count,m_any,m_dropped);

    // Module arguments
    input wire  clk;
    input wire  rst;
    input wire  s_push;
    input wire  [68:0] s_entry;
    output reg  m_valid;
    output reg  [68:0] m_entry;
    input wire  m_pop;
    output reg  [8:0] m_count;
    output reg  m_any;
    output reg  m_dropped;

    // Stub signals
    reg  [6:0] even$read_address;
    reg  even$read_clock;
    wire  [68:0] even$read_data;
    reg  [6:0] even$write_address;
    reg  even$write_clock;
    reg  [68:0] even$write_data;
    reg  even$write_enable;
    reg  [6:0] odd$read_address;
    reg  odd$read_clock;
    wire  [68:0] odd$read_data;
    reg  [6:0] odd$write_address;
    reg  odd$write_clock;
    reg  [68:0] odd$write_data;
    reg  odd$write_enable;
    reg  [8:0] wr_ptr$d;
    wire  [8:0] wr_ptr$q;
    reg  wr_ptr$clock;
    reg  [8:0] rd_ptr$d;
    wire  [8:0] rd_ptr$q;
    reg  rd_ptr$clock;
    reg  valid$d;
    wire  valid$q;
    reg  valid$clock;
    reg  dropped$d;
    wire  dropped$q;
    reg  dropped$clock;
    reg  any$d;
    wire  any$q;
    reg  any$clock;
    reg  full$d;
    wire  full$q;
    reg  full$clock;

    // Local signals
    reg  [8:0] count;
    reg  [8:0] wr_next;
    reg  [8:0] rd_next;
    reg  almost_full;
    reg  push_ok;
    reg  pop;
    reg  [8:0] wr_plus;
    reg  [8:0] rd_plus;

    // Sub module instances
    metaroce_regs__cpl$even even(
        .read_address(even$read_address),
        .read_clock(even$read_clock),
        .read_data(even$read_data),
        .write_address(even$write_address),
        .write_clock(even$write_clock),
        .write_data(even$write_data),
        .write_enable(even$write_enable)
    );
    metaroce_regs__cpl$odd odd(
        .read_address(odd$read_address),
        .read_clock(odd$read_clock),
        .read_data(odd$read_data),
        .write_address(odd$write_address),
        .write_clock(odd$write_clock),
        .write_data(odd$write_data),
        .write_enable(odd$write_enable)
    );
    metaroce_regs__cpl$wr_ptr wr_ptr(
        .d(wr_ptr$d),
        .q(wr_ptr$q),
        .clock(wr_ptr$clock)
    );
    metaroce_regs__cpl$rd_ptr rd_ptr(
        .d(rd_ptr$d),
        .q(rd_ptr$q),
        .clock(rd_ptr$clock)
    );
    metaroce_regs__cpl$valid valid(
        .d(valid$d),
        .q(valid$q),
        .clock(valid$clock)
    );
    metaroce_regs__cpl$dropped dropped(
        .d(dropped$d),
        .q(dropped$q),
        .clock(dropped$clock)
    );
    metaroce_regs__cpl$any any(
        .d(any$d),
        .q(any$q),
        .clock(any$clock)
    );
    metaroce_regs__cpl$full full(
        .d(full$d),
        .q(full$q),
        .clock(full$clock)
    );

    // Update code
    always @(*) begin
        wr_ptr$clock = clk;
        rd_ptr$clock = clk;
        valid$clock = clk;
        dropped$clock = clk;
        any$clock = clk;
        full$clock = clk;
        wr_ptr$d = wr_ptr$q;
        rd_ptr$d = rd_ptr$q;
        valid$d = valid$q;
        dropped$d = dropped$q;
        any$d = any$q;
        full$d = full$q;
        even$read_clock = clk;
        even$write_clock = clk;
        odd$read_clock = clk;
        odd$write_clock = clk;
        count = wr_ptr$q - rd_ptr$q;
        almost_full = ~|((~count) & 8'hff);
        push_ok = s_push & ~full$q;
        even$write_enable = push_ok & ~wr_ptr$q[32'h0];
        odd$write_enable = push_ok & wr_ptr$q[32'h0];
        even$write_address = wr_ptr$q[(32'h1)+:(7)];
        odd$write_address = wr_ptr$q[(32'h1)+:(7)];
        even$write_data = s_entry;
        odd$write_data = s_entry;
        wr_plus = wr_ptr$q + 32'h1;
        wr_next = wr_ptr$q;
        if (push_ok) begin
            wr_next = wr_plus;
        end
        wr_ptr$d = wr_next;
        dropped$d = s_push & full$q;
        m_valid = valid$q;
        m_count = count;
        pop = valid$q & m_pop;
        rd_plus = rd_ptr$q + 32'h1;
        rd_next = rd_ptr$q;
        if (pop) begin
            rd_next = rd_plus;
        end
        rd_ptr$d = rd_next;
        odd$read_address = rd_ptr$q[(32'h1)+:(7)];
        even$read_address = rd_plus[(32'h1)+:(7)];
        valid$d = wr_ptr$q != rd_ptr$q;
        if (pop) begin
            valid$d = wr_ptr$q != rd_plus;
        end
        any$d = wr_ptr$q != rd_ptr$q;
        if (push_ok & ~pop) begin
            any$d = wr_plus != rd_ptr$q;
        end
        if (~push_ok & pop) begin
            any$d = wr_ptr$q != rd_plus;
        end
        full$d = (full$q | (almost_full & s_push)) & ~pop;
        m_any = any$q;
        m_entry = even$read_data;
        if (rd_ptr$q[32'h0]) begin
            m_entry = odd$read_data;
        end
        m_dropped = dropped$q;
        if (rst) begin
            wr_ptr$d = 32'h0;
            rd_ptr$d = 32'h0;
            valid$d = 1'b0;
            dropped$d = 1'b0;
            any$d = 1'b0;
            full$d = 1'b0;
        end
    end

endmodule // metaroce_regs__cpl


module metaroce_regs__cpl$any(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_regs__cpl$any


module metaroce_regs__cpl$dropped(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_regs__cpl$dropped


module metaroce_regs__cpl$even(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);

    // Module arguments
    input wire  [6:0] read_address;
    input wire  read_clock;
    output reg  [68:0] read_data;
    input wire  [6:0] write_address;
    input wire  write_clock;
    input wire  [68:0] write_data;
    input wire  write_enable;

    // Update code (custom)
    reg[68:0] mem[127:0];



    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end

    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end

endmodule // metaroce_regs__cpl$even


module metaroce_regs__cpl$full(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_regs__cpl$full


module metaroce_regs__cpl$odd(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);

    // Module arguments
    input wire  [6:0] read_address;
    input wire  read_clock;
    output reg  [68:0] read_data;
    input wire  [6:0] write_address;
    input wire  write_clock;
    input wire  [68:0] write_data;
    input wire  write_enable;

    // Update code (custom)
    reg[68:0] mem[127:0];



    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end

    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end

endmodule // metaroce_regs__cpl$odd


module metaroce_regs__cpl$rd_ptr(d,q,clock);

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

endmodule // metaroce_regs__cpl$rd_ptr


module metaroce_regs__cpl$valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_regs__cpl$valid


module metaroce_regs__cpl$wr_ptr(d,q,clock);

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

endmodule // metaroce_regs__cpl$wr_ptr


module metaroce_regs__cpl_h_count(d,q,clock);

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

endmodule // metaroce_regs__cpl_h_count


module metaroce_regs__cpl_h_entry(d,q,clock);

    // Module arguments
    input wire  [68:0] d;
    output reg  [68:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 69'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_regs__cpl_h_entry


module metaroce_regs__cpl_h_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_regs__cpl_h_valid


module metaroce_regs__cpl_pop(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_regs__cpl_pop


module metaroce_regs__err_bad_address(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_regs__err_bad_address


module metaroce_regs__err_cpl_overflow(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_regs__err_cpl_overflow


module metaroce_regs__err_recv_full(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_regs__err_recv_full


module metaroce_regs__err_recv_too_long(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_regs__err_recv_too_long


module metaroce_regs__err_recv_unbound(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_regs__err_recv_unbound


module metaroce_regs__err_sack_busy(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_regs__err_sack_busy


module metaroce_regs__err_sack_refused(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_regs__err_sack_refused


module metaroce_regs__err_value_rejected(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_regs__err_value_rejected


module metaroce_regs__grp_wait(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_regs__grp_wait


module metaroce_regs__mr_commit_enable(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_regs__mr_commit_enable


module metaroce_regs__mr_commit_local_write(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_regs__mr_commit_local_write


module metaroce_regs__mr_commit_remote_write(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_regs__mr_commit_remote_write


module metaroce_regs__mr_write_pulse(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_regs__mr_write_pulse


module metaroce_regs__path_write_pulse(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_regs__path_write_pulse


module metaroce_regs__post_wait(d,q,clock);

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

endmodule // metaroce_regs__post_wait


module metaroce_regs__probe_fresh(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_regs__probe_fresh


module metaroce_regs__probe_pending(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_regs__probe_pending


module metaroce_regs__rd_wait(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_regs__rd_wait


module metaroce_regs__rd_word_oh(d,q,clock);

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

endmodule // metaroce_regs__rd_word_oh


module metaroce_regs__rdata(d,q,clock);

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

endmodule // metaroce_regs__rdata


module metaroce_regs__read_group0(d,q,clock);

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

endmodule // metaroce_regs__read_group0


module metaroce_regs__read_group1(d,q,clock);

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

endmodule // metaroce_regs__read_group1


module metaroce_regs__read_group10(d,q,clock);

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

endmodule // metaroce_regs__read_group10


module metaroce_regs__read_group11(d,q,clock);

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

endmodule // metaroce_regs__read_group11


module metaroce_regs__read_group2(d,q,clock);

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

endmodule // metaroce_regs__read_group2


module metaroce_regs__read_group3(d,q,clock);

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

endmodule // metaroce_regs__read_group3


module metaroce_regs__read_group4(d,q,clock);

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

endmodule // metaroce_regs__read_group4


module metaroce_regs__read_group5(d,q,clock);

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

endmodule // metaroce_regs__read_group5


module metaroce_regs__read_group6(d,q,clock);

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

endmodule // metaroce_regs__read_group6


module metaroce_regs__read_group7(d,q,clock);

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

endmodule // metaroce_regs__read_group7


module metaroce_regs__read_group8(d,q,clock);

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

endmodule // metaroce_regs__read_group8


module metaroce_regs__read_group9(d,q,clock);

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

endmodule // metaroce_regs__read_group9


module metaroce_regs__recv_commit_enable(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_regs__recv_commit_enable


module metaroce_regs__recv_commit_post(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_regs__recv_commit_post


module metaroce_regs__recv_write_pulse(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_regs__recv_write_pulse


module metaroce_regs__reg_ack_every(d,q,clock);

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

endmodule // metaroce_regs__reg_ack_every


module metaroce_regs__reg_ack_timer(d,q,clock);

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

endmodule // metaroce_regs__reg_ack_timer


module metaroce_regs__reg_ce_window(d,q,clock);

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

endmodule // metaroce_regs__reg_ce_window


module metaroce_regs__reg_conn_id(d,q,clock);

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

endmodule // metaroce_regs__reg_conn_id


module metaroce_regs__reg_conn_path_count(d,q,clock);

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

endmodule // metaroce_regs__reg_conn_path_count


module metaroce_regs__reg_conn_peer_conn_id(d,q,clock);

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

endmodule // metaroce_regs__reg_conn_peer_conn_id


module metaroce_regs__reg_conn_peer_ip(d,q,clock);

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

endmodule // metaroce_regs__reg_conn_peer_ip


module metaroce_regs__reg_conn_peer_mac_hi(d,q,clock);

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

endmodule // metaroce_regs__reg_conn_peer_mac_hi


module metaroce_regs__reg_conn_peer_mac_lo(d,q,clock);

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

endmodule // metaroce_regs__reg_conn_peer_mac_lo


module metaroce_regs__reg_conn_peer_port(d,q,clock);

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

endmodule // metaroce_regs__reg_conn_peer_port


module metaroce_regs__reg_conn_slot(d,q,clock);

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

endmodule // metaroce_regs__reg_conn_slot


module metaroce_regs__reg_local_ip(d,q,clock);

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

endmodule // metaroce_regs__reg_local_ip


module metaroce_regs__reg_local_mac_hi(d,q,clock);

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

endmodule // metaroce_regs__reg_local_mac_hi


module metaroce_regs__reg_local_mac_lo(d,q,clock);

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

endmodule // metaroce_regs__reg_local_mac_lo


module metaroce_regs__reg_mr_base_hi(d,q,clock);

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

endmodule // metaroce_regs__reg_mr_base_hi


module metaroce_regs__reg_mr_base_lo(d,q,clock);

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

endmodule // metaroce_regs__reg_mr_base_lo


module metaroce_regs__reg_mr_index(d,q,clock);

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

endmodule // metaroce_regs__reg_mr_index


module metaroce_regs__reg_mr_key(d,q,clock);

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

endmodule // metaroce_regs__reg_mr_key


module metaroce_regs__reg_mr_length_hi(d,q,clock);

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

endmodule // metaroce_regs__reg_mr_length_hi


module metaroce_regs__reg_mr_length_lo(d,q,clock);

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

endmodule // metaroce_regs__reg_mr_length_lo


module metaroce_regs__reg_path_epoch(d,q,clock);

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

endmodule // metaroce_regs__reg_path_epoch


module metaroce_regs__reg_path_window(d,q,clock);

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

endmodule // metaroce_regs__reg_path_window


module metaroce_regs__reg_probe_port(d,q,clock);

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

endmodule // metaroce_regs__reg_probe_port


module metaroce_regs__reg_probe_ts_hi(d,q,clock);

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

endmodule // metaroce_regs__reg_probe_ts_hi


module metaroce_regs__reg_probe_ts_lo(d,q,clock);

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

endmodule // metaroce_regs__reg_probe_ts_lo


module metaroce_regs__reg_rate_hint(d,q,clock);

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

endmodule // metaroce_regs__reg_rate_hint


module metaroce_regs__reg_recv_addr_hi(d,q,clock);

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

endmodule // metaroce_regs__reg_recv_addr_hi


module metaroce_regs__reg_recv_addr_lo(d,q,clock);

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

endmodule // metaroce_regs__reg_recv_addr_lo


module metaroce_regs__reg_recv_conn_slot(d,q,clock);

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

endmodule // metaroce_regs__reg_recv_conn_slot


module metaroce_regs__reg_recv_key(d,q,clock);

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

endmodule // metaroce_regs__reg_recv_key


module metaroce_regs__reg_recv_len_hi(d,q,clock);

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

endmodule // metaroce_regs__reg_recv_len_hi


module metaroce_regs__reg_recv_len_lo(d,q,clock);

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

endmodule // metaroce_regs__reg_recv_len_lo


module metaroce_regs__reg_recv_mtu_shift(d,q,clock);

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

endmodule // metaroce_regs__reg_recv_mtu_shift


module metaroce_regs__reg_recv_slot(d,q,clock);

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

endmodule // metaroce_regs__reg_recv_slot


module metaroce_regs__reg_recv_stream(d,q,clock);

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

endmodule // metaroce_regs__reg_recv_stream


module metaroce_regs__reg_sack_base(d,q,clock);

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

endmodule // metaroce_regs__reg_sack_base


module metaroce_regs__reg_sack_window(d,q,clock);

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

endmodule // metaroce_regs__reg_sack_window


module metaroce_regs__reg_udp_port(d,q,clock);

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

endmodule // metaroce_regs__reg_udp_port


module metaroce_regs__rvalid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_regs__rvalid


module metaroce_regs__sack_cmd_base(d,q,clock);

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

endmodule // metaroce_regs__sack_cmd_base


module metaroce_regs__sack_cmd_window(d,q,clock);

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

endmodule // metaroce_regs__sack_cmd_window


module metaroce_regs__sack_pending(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_regs__sack_pending


module metaroce_regs__w_data(d,q,clock);

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

endmodule // metaroce_regs__w_data


module metaroce_regs__w_held(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_regs__w_held


module metaroce_regs__w_strb(d,q,clock);

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

endmodule // metaroce_regs__w_strb


module metaroce_regs__wr_above_12(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_regs__wr_above_12


module metaroce_regs__wr_above_16(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_regs__wr_above_16


module metaroce_regs__wr_above_3(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_regs__wr_above_3


module metaroce_regs__wr_above_4(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_regs__wr_above_4


module metaroce_regs__wr_above_6(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_regs__wr_above_6


module metaroce_regs__wr_above_8(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_regs__wr_above_8


module metaroce_regs__wr_ack_every_zero(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_regs__wr_ack_every_zero


module metaroce_regs__wr_ack_timer_zero(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_regs__wr_ack_timer_zero


module metaroce_regs__wr_go(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_regs__wr_go


module metaroce_regs__wr_mask(d,q,clock);

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

endmodule // metaroce_regs__wr_mask


module metaroce_regs__wr_mtu_shift_under_6(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_regs__wr_mtu_shift_under_6


module metaroce_regs__wr_path_count_over_8(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_regs__wr_path_count_over_8


module metaroce_regs__wr_strobed(d,q,clock);

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

endmodule // metaroce_regs__wr_strobed


module metaroce_regs__wr_udp_port_zero(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_regs__wr_udp_port_zero


module metaroce_regs__wr_word(d,q,clock);

    // Module arguments
    input wire  [9:0] d;
    output reg  [9:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 10'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_regs__wr_word

`resetall
