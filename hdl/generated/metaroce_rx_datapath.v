// SPDX-License-Identifier: MIT OR Apache-2.0
// Generated from hdl/src/top/datapath.rs by `cargo run -p metaroce-hdl --bin emit-verilog`.
// Do not edit: change the Rust-HDL source and regenerate.
// Language: Verilog 2001

`resetall
`timescale 1ns / 1ps
`default_nettype none


module metaroce_rx_datapath(clk,rst,s_axis_rx_tdata,s_axis_rx_tkeep,s_axis_rx_tvalid,s_axis_rx_tready,s_axis_rx_tlast,s_axis_rx_tuser,m_axis_host_tdata,m_axis_host_tkeep,m_axis_host_tvalid,m_axis_host_tlast,m_axis_host_tuser,m_axis_tx_tdata,m_axis_tx_tkeep,m_axis_tx_tvalid,m_axis_tx_tready,m_axis_tx_tlast,m_axis_tx_tuser,s_axil_awaddr,s_axil_awprot,s_axil_awvalid,s_axil_awready,s_axil_wdata,s_axil_wstrb,s_axil_wvalid,s_axil_wready,s_axil_bresp,s_axil_bvalid,s_axil_bready,s_axil_araddr,s_axil_arprot,s_axil_arvalid,s_axil_arready,s_axil_rdata,s_axil_rresp,s_axil_rvalid,s_axil_rready,m_axis_data_dma_write_desc_dma_addr,m_axis_data_dma_write_desc_ram_sel,m_axis_data_dma_write_desc_ram_addr,m_axis_data_dma_write_desc_imm,m_axis_data_dma_write_desc_imm_en,m_axis_data_dma_write_desc_len,m_axis_data_dma_write_desc_tag,m_axis_data_dma_write_desc_valid,m_axis_data_dma_write_desc_ready,s_axis_data_dma_write_desc_status_tag,s_axis_data_dma_write_desc_status_error,s_axis_data_dma_write_desc_status_valid,data_dma_ram_wr_cmd_sel,data_dma_ram_wr_cmd_be,data_dma_ram_wr_cmd_addr,data_dma_ram_wr_cmd_data,data_dma_ram_wr_cmd_valid,data_dma_ram_wr_cmd_ready,data_dma_ram_wr_done,data_dma_ram_rd_cmd_sel,data_dma_ram_rd_cmd_addr,data_dma_ram_rd_cmd_valid,data_dma_ram_rd_cmd_ready,data_dma_ram_rd_resp_data,data_dma_ram_rd_resp_valid,data_dma_ram_rd_resp_ready,m_stat_placed,m_stat_dropped_full,m_stat_dma_error,m_stat_protocol_error,m_stat_ack_taken);

    // Module arguments
    input wire  clk;
    input wire  rst;
    input wire  [511:0] s_axis_rx_tdata;
    input wire  [63:0] s_axis_rx_tkeep;
    input wire  s_axis_rx_tvalid;
    output reg  s_axis_rx_tready;
    input wire  s_axis_rx_tlast;
    input wire  s_axis_rx_tuser;
    output reg  [511:0] m_axis_host_tdata;
    output reg  [63:0] m_axis_host_tkeep;
    output reg  m_axis_host_tvalid;
    output reg  m_axis_host_tlast;
    output reg  m_axis_host_tuser;
    output reg  [511:0] m_axis_tx_tdata;
    output reg  [63:0] m_axis_tx_tkeep;
    output reg  m_axis_tx_tvalid;
    input wire  m_axis_tx_tready;
    output reg  m_axis_tx_tlast;
    output reg  m_axis_tx_tuser;
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
    output reg  m_stat_ack_taken;

    // Stub signals
    reg  parser$clk;
    reg  parser$rst;
    reg  [15:0] parser$udp_port;
    reg  [511:0] parser$s_axis_tdata;
    reg  [63:0] parser$s_axis_tkeep;
    reg  parser$s_axis_tvalid;
    wire  parser$s_axis_tready;
    reg  parser$s_axis_tlast;
    reg  parser$s_axis_tuser;
    wire  [511:0] parser$m_axis_bypass_tdata;
    wire  [63:0] parser$m_axis_bypass_tkeep;
    wire  parser$m_axis_bypass_tvalid;
    wire  parser$m_axis_bypass_tlast;
    wire  parser$m_axis_bypass_tuser;
    wire  [511:0] parser$m_axis_frame_tdata;
    wire  [63:0] parser$m_axis_frame_tkeep;
    wire  parser$m_axis_frame_tvalid;
    wire  parser$m_axis_frame_tlast;
    wire  parser$m_axis_frame_tuser;
    wire  parser$m_axis_frame_tdest;
    wire  parser$m_header_valid;
    wire  [3:0] parser$m_header_reason;
    wire  [15:0] parser$m_header_frame_len;
    wire  [1:0] parser$m_header_ecn;
    wire  [31:0] parser$m_header_src_ip;
    wire  [15:0] parser$m_header_src_port;
    wire  [7:0] parser$m_header_opcode;
    wire  [15:0] parser$m_header_flags;
    wire  [31:0] parser$m_header_conn_id;
    wire  [15:0] parser$m_header_path_id;
    wire  [7:0] parser$m_header_epoch;
    wire  [31:0] parser$m_header_psn;
    wire  [31:0] parser$m_header_stream;
    wire  [31:0] parser$m_header_msn;
    wire  [31:0] parser$m_header_offset;
    wire  [15:0] parser$m_header_payload_len;
    wire  [63:0] parser$m_header_timestamp;
    wire  [63:0] parser$m_header_remote_addr;
    wire  [31:0] parser$m_header_rkey;
    wire  [31:0] parser$m_header_msg_len;
    wire  parser$m_header_datapath;
    reg  place$clk;
    reg  place$rst;
    reg  [511:0] place$s_axis_frame_tdata;
    reg  [63:0] place$s_axis_frame_tkeep;
    reg  place$s_axis_frame_tvalid;
    wire  place$s_axis_frame_tready;
    reg  place$s_axis_frame_tlast;
    wire  place$m_capture_valid;
    wire  place$m_capture_stored;
    reg  place$s_decision_valid;
    reg  place$s_decision_place;
    reg  [63:0] place$s_decision_addr;
    reg  [15:0] place$s_decision_len;
    reg  [15:0] place$s_decision_offset;
    wire  [63:0] place$m_axis_data_dma_write_desc_dma_addr;
    wire  place$m_axis_data_dma_write_desc_ram_sel;
    wire  [16:0] place$m_axis_data_dma_write_desc_ram_addr;
    wire  [31:0] place$m_axis_data_dma_write_desc_imm;
    wire  place$m_axis_data_dma_write_desc_imm_en;
    wire  [15:0] place$m_axis_data_dma_write_desc_len;
    wire  [13:0] place$m_axis_data_dma_write_desc_tag;
    wire  place$m_axis_data_dma_write_desc_valid;
    reg  place$m_axis_data_dma_write_desc_ready;
    reg  [13:0] place$s_axis_data_dma_write_desc_status_tag;
    reg  [3:0] place$s_axis_data_dma_write_desc_status_error;
    reg  place$s_axis_data_dma_write_desc_status_valid;
    reg  [1:0] place$data_dma_ram_wr_cmd_sel;
    reg  [63:0] place$data_dma_ram_wr_cmd_be;
    reg  [21:0] place$data_dma_ram_wr_cmd_addr;
    reg  [511:0] place$data_dma_ram_wr_cmd_data;
    reg  [1:0] place$data_dma_ram_wr_cmd_valid;
    wire  [1:0] place$data_dma_ram_wr_cmd_ready;
    wire  [1:0] place$data_dma_ram_wr_done;
    reg  [1:0] place$data_dma_ram_rd_cmd_sel;
    reg  [21:0] place$data_dma_ram_rd_cmd_addr;
    reg  [1:0] place$data_dma_ram_rd_cmd_valid;
    wire  [1:0] place$data_dma_ram_rd_cmd_ready;
    wire  [511:0] place$data_dma_ram_rd_resp_data;
    wire  [1:0] place$data_dma_ram_rd_resp_valid;
    reg  [1:0] place$data_dma_ram_rd_resp_ready;
    wire  [31:0] place$m_stat_placed;
    wire  [31:0] place$m_stat_dropped_full;
    wire  [31:0] place$m_stat_dma_error;
    wire  [31:0] place$m_stat_protocol_error;
    reg  conn$clk;
    reg  conn$rst;
    reg  conn$s_conn_write_valid;
    reg  [2:0] conn$s_conn_write_slot;
    reg  conn$s_conn_write_enable;
    reg  conn$s_conn_write_established;
    reg  [31:0] conn$s_conn_write_conn_id;
    reg  [31:0] conn$s_conn_write_peer_ip;
    reg  [3:0] conn$s_conn_write_path_count;
    reg  [31:0] conn$s_conn_write_peer_conn_id;
    reg  [15:0] conn$s_conn_write_peer_port;
    reg  [47:0] conn$s_conn_write_peer_mac;
    reg  conn$s_path_write_valid;
    reg  [5:0] conn$s_path_write_window;
    reg  [7:0] conn$s_path_write_epoch;
    reg  conn$s_lookup_valid;
    reg  [31:0] conn$s_lookup_conn_id;
    reg  [31:0] conn$s_lookup_src_ip;
    reg  [15:0] conn$s_lookup_src_port;
    reg  [15:0] conn$s_lookup_path_id;
    reg  [7:0] conn$s_lookup_epoch;
    reg  [7:0] conn$s_lookup_tag;
    wire  conn$m_result_valid;
    wire  [7:0] conn$m_result_tag;
    wire  [2:0] conn$m_result_verdict;
    wire  [2:0] conn$m_result_slot;
    wire  [5:0] conn$m_result_window;
    wire  [5:0] conn$m_result_window_copy;
    wire  [31:0] conn$m_result_peer_conn_id;
    wire  [31:0] conn$m_result_peer_ip;
    wire  [15:0] conn$m_result_peer_port;
    wire  [15:0] conn$m_result_ack_src_port;
    wire  [47:0] conn$m_result_peer_mac;
    reg  mr$clk;
    reg  mr$rst;
    reg  mr$s_write_valid;
    reg  [7:0] mr$s_write_index;
    reg  mr$s_write_enable;
    reg  [31:0] mr$s_write_key;
    reg  [63:0] mr$s_write_base;
    reg  [63:0] mr$s_write_length;
    reg  mr$s_write_remote_write;
    reg  mr$s_write_local_write;
    reg  mr$s_lookup_valid;
    reg  [31:0] mr$s_lookup_rkey;
    reg  [63:0] mr$s_lookup_addr;
    reg  [31:0] mr$s_lookup_len;
    reg  mr$s_lookup_local;
    reg  [7:0] mr$s_lookup_tag;
    wire  mr$m_result_valid;
    wire  [7:0] mr$m_result_tag;
    wire  mr$m_result_allowed;
    reg  recv$clk;
    reg  recv$rst;
    reg  [3:0] recv$mtu_shift;
    reg  recv$s_write_valid;
    reg  recv$s_write_post;
    reg  [3:0] recv$s_write_slot;
    reg  recv$s_write_enable;
    reg  [2:0] recv$s_write_conn;
    reg  [31:0] recv$s_write_stream;
    reg  [31:0] recv$s_write_key;
    reg  [63:0] recv$s_write_addr;
    reg  [63:0] recv$s_write_len;
    wire  recv$m_write_posted;
    wire  recv$m_write_error_full;
    wire  recv$m_write_error_unbound;
    wire  recv$m_write_error_too_long;
    reg  recv$s_lookup_valid;
    reg  [2:0] recv$s_lookup_conn;
    reg  [31:0] recv$s_lookup_stream;
    reg  [31:0] recv$s_lookup_msn;
    reg  [31:0] recv$s_lookup_offset;
    reg  [31:0] recv$s_lookup_msg_len;
    reg  [7:0] recv$s_lookup_tag;
    wire  recv$m_result_valid;
    wire  [7:0] recv$m_result_tag;
    wire  recv$m_result_hit;
    wire  [3:0] recv$m_result_slot;
    wire  [1:0] recv$m_result_target;
    wire  [31:0] recv$m_result_key;
    wire  [63:0] recv$m_result_addr;
    wire  [31:0] recv$m_result_len;
    wire  [63:0] recv$m_result_target_addr;
    wire  recv$m_result_fits;
    reg  recv$s_placed_valid;
    reg  recv$s_placed_refused;
    reg  [3:0] recv$s_placed_slot;
    reg  [31:0] recv$s_placed_msn;
    reg  [31:0] recv$s_placed_offset;
    reg  [31:0] recv$s_placed_msg_len;
    wire  recv$m_placed_verdict_valid;
    wire  recv$m_placed_stale;
    wire  recv$m_cpl_valid;
    wire  [3:0] recv$m_cpl_slot;
    wire  [31:0] recv$m_cpl_msn;
    wire  [31:0] recv$m_cpl_bytes;
    wire  recv$m_cpl_status;
    reg  sack$clk;
    reg  sack$rst;
    reg  sack$s_update_due;
    reg  sack$s_update_valid;
    reg  [5:0] sack$s_update_window;
    reg  [5:0] sack$s_update_window_tests;
    reg  [31:0] sack$s_update_psn;
    reg  sack$s_update_ce;
    reg  [63:0] sack$s_update_timestamp;
    reg  sack$s_update_ack_req;
    reg  sack$s_update_placed;
    wire  sack$m_update_refused;
    reg  [15:0] sack$ack_every;
    reg  sack$s_cmd_valid;
    wire  sack$s_cmd_ready;
    reg  sack$s_cmd_op;
    reg  [5:0] sack$s_cmd_window;
    reg  [5:0] sack$s_cmd_window_tests;
    reg  [31:0] sack$s_cmd_base;
    wire  sack$m_result_valid;
    wire  [5:0] sack$m_result_window;
    wire  [1:0] sack$m_result_class;
    wire  sack$m_result_new_hole;
    wire  [31:0] sack$m_result_base;
    wire  [255:0] sack$m_result_bitmap;
    wire  [31:0] sack$m_result_ce_count;
    wire  [1:0] sack$m_result_ack;
    wire  [15:0] sack$m_result_since_ack;
    wire  [63:0] sack$m_result_echo_timestamp;
    reg  sched$clk;
    reg  sched$rst;
    reg  sched$s_result_valid;
    reg  [5:0] sched$s_result_window;
    reg  [1:0] sched$s_result_class;
    reg  [31:0] sched$s_result_base;
    reg  [255:0] sched$s_result_bitmap;
    reg  [31:0] sched$s_result_ce_count;
    reg  [1:0] sched$s_result_ack;
    reg  [63:0] sched$s_result_echo_timestamp;
    reg  [11:0] sched$ack_delay;
    reg  [63:0] sched$s_cmd_hold;
    wire  sched$m_cmd_valid;
    reg  sched$m_cmd_ready;
    wire  sched$m_cmd_op;
    wire  [5:0] sched$m_cmd_window;
    wire  sched$m_ack_valid;
    reg  sched$m_ack_ready;
    wire  [5:0] sched$m_ack_window;
    wire  [31:0] sched$m_ack_cum_psn;
    wire  [31:0] sched$m_ack_ce_count;
    wire  [63:0] sched$m_ack_echo_timestamp;
    wire  [255:0] sched$m_ack_sack;
    reg  builder$clk;
    reg  builder$rst;
    reg  builder$s_request_valid;
    wire  builder$s_request_ready;
    reg  [47:0] builder$s_request_dst_mac;
    reg  [47:0] builder$s_request_src_mac;
    reg  [31:0] builder$s_request_src_ip;
    reg  [31:0] builder$s_request_dst_ip;
    reg  [1:0] builder$s_request_ecn;
    reg  [15:0] builder$s_request_ident;
    reg  [7:0] builder$s_request_ttl;
    reg  [15:0] builder$s_request_src_port;
    reg  [15:0] builder$s_request_dst_port;
    reg  [15:0] builder$s_request_flags;
    reg  [31:0] builder$s_request_conn_id;
    reg  [15:0] builder$s_request_path_id;
    reg  [7:0] builder$s_request_epoch;
    reg  [31:0] builder$s_request_cum_psn;
    reg  [31:0] builder$s_request_ce_count;
    reg  [31:0] builder$s_request_rate_hint;
    reg  [63:0] builder$s_request_echo_timestamp;
    reg  [255:0] builder$s_request_sack;
    reg  builder$s_request_nack;
    reg  [7:0] builder$s_request_nack_code;
    reg  [31:0] builder$s_request_nack_stream;
    reg  [31:0] builder$s_request_nack_msn;
    reg  [31:0] builder$s_request_nack_psn;
    reg  [7:0] builder$s_request_nack_opcode;
    wire  [511:0] builder$m_axis_tx_tdata;
    wire  [63:0] builder$m_axis_tx_tkeep;
    wire  builder$m_axis_tx_tvalid;
    reg  builder$m_axis_tx_tready;
    wire  builder$m_axis_tx_tlast;
    wire  builder$m_axis_tx_tuser;
    reg  nacks$clk;
    reg  nacks$rst;
    reg  nacks$s_push;
    reg  [5:0] nacks$s_push_window;
    reg  [31:0] nacks$s_push_stream;
    reg  [31:0] nacks$s_push_msn;
    reg  [31:0] nacks$s_push_psn;
    reg  nacks$s_push_send;
    reg  nacks$s_push_not_ready;
    wire  nacks$m_pending;
    wire  nacks$m_valid;
    reg  nacks$m_ready;
    wire  [5:0] nacks$m_window;
    wire  [31:0] nacks$m_stream;
    wire  [31:0] nacks$m_msn;
    wire  [31:0] nacks$m_psn;
    wire  nacks$m_send;
    wire  nacks$m_not_ready;
    wire  nacks$m_dropped;
    reg  regs$clk;
    reg  regs$rst;
    reg  [11:0] regs$s_axil_awaddr;
    reg  [2:0] regs$s_axil_awprot;
    reg  regs$s_axil_awvalid;
    wire  regs$s_axil_awready;
    reg  [31:0] regs$s_axil_wdata;
    reg  [3:0] regs$s_axil_wstrb;
    reg  regs$s_axil_wvalid;
    wire  regs$s_axil_wready;
    wire  [1:0] regs$s_axil_bresp;
    wire  regs$s_axil_bvalid;
    reg  regs$s_axil_bready;
    reg  [11:0] regs$s_axil_araddr;
    reg  [2:0] regs$s_axil_arprot;
    reg  regs$s_axil_arvalid;
    wire  regs$s_axil_arready;
    wire  [31:0] regs$s_axil_rdata;
    wire  [1:0] regs$s_axil_rresp;
    wire  regs$s_axil_rvalid;
    reg  regs$s_axil_rready;
    wire  [15:0] regs$udp_port;
    wire  [15:0] regs$ack_every;
    wire  [31:0] regs$ack_timer;
    wire  [31:0] regs$rate_hint;
    wire  [31:0] regs$local_ip;
    wire  [47:0] regs$local_mac;
    wire  regs$m_conn_write_valid;
    wire  [2:0] regs$m_conn_write_slot;
    wire  regs$m_conn_write_enable;
    wire  regs$m_conn_write_established;
    wire  [31:0] regs$m_conn_write_conn_id;
    wire  [31:0] regs$m_conn_write_peer_ip;
    wire  [3:0] regs$m_conn_write_path_count;
    wire  [31:0] regs$m_conn_write_peer_conn_id;
    wire  [15:0] regs$m_conn_write_peer_port;
    wire  [47:0] regs$m_conn_write_peer_mac;
    wire  regs$m_path_write_valid;
    wire  [5:0] regs$m_path_write_window;
    wire  [7:0] regs$m_path_write_epoch;
    wire  regs$m_mr_write_valid;
    wire  [7:0] regs$m_mr_write_index;
    wire  regs$m_mr_write_enable;
    wire  [31:0] regs$m_mr_write_key;
    wire  [63:0] regs$m_mr_write_base;
    wire  [63:0] regs$m_mr_write_length;
    wire  regs$m_mr_write_remote_write;
    wire  regs$m_mr_write_local_write;
    wire  [5:0] regs$ce_window;
    reg  [31:0] regs$s_ce_count;
    wire  [3:0] regs$recv_mtu_shift;
    wire  regs$m_recv_write_valid;
    wire  regs$m_recv_write_post;
    wire  [3:0] regs$m_recv_write_slot;
    wire  regs$m_recv_write_enable;
    wire  [2:0] regs$m_recv_write_conn;
    wire  [31:0] regs$m_recv_write_stream;
    wire  [31:0] regs$m_recv_write_key;
    wire  [63:0] regs$m_recv_write_addr;
    wire  [63:0] regs$m_recv_write_len;
    reg  regs$s_recv_error_full;
    reg  regs$s_recv_error_unbound;
    reg  regs$s_recv_error_too_long;
    reg  regs$s_sack_refused;
    reg  regs$s_cpl_valid;
    reg  [3:0] regs$s_cpl_slot;
    reg  [31:0] regs$s_cpl_msn;
    reg  [31:0] regs$s_cpl_bytes;
    reg  regs$s_cpl_status;
    wire  regs$m_sack_cmd_valid;
    reg  regs$m_sack_cmd_ready;
    wire  [5:0] regs$m_sack_cmd_window;
    wire  [31:0] regs$m_sack_cmd_base;
    wire  regs$m_probe_valid;
    reg  regs$m_probe_ready;
    wire  regs$m_probe_fresh;
    wire  [31:0] regs$m_probe_base;
    wire  [15:0] regs$m_probe_src_port;
    wire  [63:0] regs$m_probe_timestamp;
    reg  regs$s_parser_verdict_valid;
    reg  [3:0] regs$s_parser_verdict_reason;
    reg  regs$s_drop_unknown_connection;
    reg  regs$s_drop_not_established;
    reg  regs$s_drop_bad_path;
    reg  regs$s_drop_stale_epoch;
    reg  regs$s_drop_duplicate;
    reg  regs$s_drop_out_of_window;
    reg  regs$s_drop_access_violation;
    reg  regs$s_nack_dropped;
    reg  regs$s_drop_receiver_not_ready;
    reg  stored_line$clk;
    reg  stored_line$rst;
    reg  stored_line$d;
    wire  stored_line$q;
    reg  header_line$clk;
    reg  header_line$rst;
    reg  [509:0] header_line$d;
    wire  [509:0] header_line$q;
    reg  lookup_line$clk;
    reg  lookup_line$rst;
    reg  [323:0] lookup_line$d;
    wire  [323:0] lookup_line$q;
    reg  lookup_soon$clk;
    reg  lookup_soon$rst;
    reg  lookup_soon$d;
    wire  lookup_soon$q;
    reg  lookup_in_two$clk;
    reg  lookup_in_two$rst;
    reg  lookup_in_two$d;
    wire  lookup_in_two$q;
    reg  sack_line$clk;
    reg  sack_line$rst;
    reg  [333:0] sack_line$d;
    wire  [333:0] sack_line$q;
    reg  placed_line$clk;
    reg  placed_line$rst;
    reg  [67:0] placed_line$d;
    wire  [67:0] placed_line$q;
    reg  verdict_line$clk;
    reg  verdict_line$rst;
    reg  [191:0] verdict_line$d;
    wire  [191:0] verdict_line$q;
    reg  [5:0] addresses$read_address;
    reg  addresses$read_clock;
    wire  [151:0] addresses$read_data;
    reg  [5:0] addresses$write_address;
    reg  addresses$write_clock;
    reg  [151:0] addresses$write_data;
    reg  addresses$write_enable;
    reg  [5:0] ce_counts$read_address;
    reg  ce_counts$read_clock;
    wire  [31:0] ce_counts$read_data;
    reg  [5:0] ce_counts$write_address;
    reg  ce_counts$write_clock;
    reg  [31:0] ce_counts$write_data;
    reg  ce_counts$write_enable;
    reg  [831:0] in_flight_masks$d;
    wire  [831:0] in_flight_masks$q;
    reg  in_flight_masks$clock;
    reg  [63:0] in_flight_windows$d;
    wire  [63:0] in_flight_windows$q;
    reg  in_flight_windows$clock;
    reg  [333:0] sack_last$d;
    wire  [333:0] sack_last$q;
    reg  sack_last$clock;
    reg  cmd_valid$d;
    wire  cmd_valid$q;
    reg  cmd_valid$clock;
    reg  cmd_op$d;
    wire  cmd_op$q;
    reg  cmd_op$clock;
    reg  [5:0] cmd_window$d;
    wire  [5:0] cmd_window$q;
    reg  cmd_window$clock;
    reg  [5:0] cmd_window_tests$d;
    wire  [5:0] cmd_window_tests$q;
    reg  cmd_window_tests$clock;
    reg  [31:0] cmd_base$d;
    wire  [31:0] cmd_base$q;
    reg  cmd_base$clock;
    reg  [3:0] nack_ahead$d;
    wire  [3:0] nack_ahead$q;
    reg  nack_ahead$clock;
    reg  nack_ahead_any$d;
    wire  nack_ahead_any$q;
    reg  nack_ahead_any$clock;
    reg  [5:0] probe_wait$d;
    wire  [5:0] probe_wait$q;
    reg  probe_wait$clock;
    reg  probe_go$d;
    wire  probe_go$q;
    reg  probe_go$clock;
    reg  [12:0] probe_line$d;
    wire  [12:0] probe_line$q;
    reg  probe_line$clock;
    reg  [5:0] probe_window_last$d;
    wire  [5:0] probe_window_last$q;
    reg  probe_window_last$clock;
    reg  [7:0] probe_line_settle$d;
    wire  [7:0] probe_line_settle$q;
    reg  probe_line_settle$clock;
    reg  [15:0] cfg_udp_port$d;
    wire  [15:0] cfg_udp_port$q;
    reg  cfg_udp_port$clock;
    reg  [15:0] cfg_ack_every$d;
    wire  [15:0] cfg_ack_every$q;
    reg  cfg_ack_every$clock;
    reg  [11:0] cfg_ack_delay$d;
    wire  [11:0] cfg_ack_delay$q;
    reg  cfg_ack_delay$clock;
    reg  [3:0] cfg_mtu_shift$d;
    wire  [3:0] cfg_mtu_shift$q;
    reg  cfg_mtu_shift$clock;
    reg  recv_write_valid$d;
    wire  recv_write_valid$q;
    reg  recv_write_valid$clock;
    reg  recv_write_post$d;
    wire  recv_write_post$q;
    reg  recv_write_post$clock;
    reg  [3:0] recv_write_slot$d;
    wire  [3:0] recv_write_slot$q;
    reg  recv_write_slot$clock;
    reg  recv_write_enable$d;
    wire  recv_write_enable$q;
    reg  recv_write_enable$clock;
    reg  [2:0] recv_write_conn$d;
    wire  [2:0] recv_write_conn$q;
    reg  recv_write_conn$clock;
    reg  [31:0] recv_write_stream$d;
    wire  [31:0] recv_write_stream$q;
    reg  recv_write_stream$clock;
    reg  [31:0] recv_write_key$d;
    wire  [31:0] recv_write_key$q;
    reg  recv_write_key$clock;
    reg  [63:0] recv_write_addr$d;
    wire  [63:0] recv_write_addr$q;
    reg  recv_write_addr$clock;
    reg  cpl_valid$d;
    wire  cpl_valid$q;
    reg  cpl_valid$clock;
    reg  [3:0] cpl_slot$d;
    wire  [3:0] cpl_slot$q;
    reg  cpl_slot$clock;
    reg  [31:0] cpl_msn$d;
    wire  [31:0] cpl_msn$q;
    reg  cpl_msn$clock;
    reg  [31:0] cpl_bytes$d;
    wire  [31:0] cpl_bytes$q;
    reg  cpl_bytes$clock;
    reg  cpl_status$d;
    wire  cpl_status$q;
    reg  cpl_status$clock;
    reg  [31:0] ce_count_read$d;
    wire  [31:0] ce_count_read$q;
    reg  ce_count_read$clock;
    reg  start_taken$d;
    wire  start_taken$q;
    reg  start_taken$clock;
    reg  start_seen$d;
    wire  start_seen$q;
    reg  start_seen$clock;
    reg  cmd_ready$d;
    wire  cmd_ready$q;
    reg  cmd_ready$clock;
    reg  req_fresh$d;
    wire  req_fresh$q;
    reg  req_fresh$clock;
    reg  req_nack$d;
    wire  req_nack$q;
    reg  req_nack$clock;
    reg  [5:0] req_window$d;
    wire  [5:0] req_window$q;
    reg  req_window$clock;
    reg  aw_valid$d;
    wire  aw_valid$q;
    reg  aw_valid$clock;
    reg  [5:0] aw_window$d;
    wire  [5:0] aw_window$q;
    reg  aw_window$clock;
    reg  [151:0] aw_address$d;
    wire  [151:0] aw_address$q;
    reg  aw_address$clock;

    // Local signals
    reg  host_from_frame;
    reg  header_write;
    reg  [509:0] header_ctx;
    reg  [509:0] header_q;
    reg  [64:0] message_base;
    reg  send_new;
    reg  send_posted;
    reg  [191:0] verdict_ctx;
    reg  [191:0] verdict;
    reg  stale;
    reg  nack_hold;
    reg  [3:0] nack_ahead_next;
    reg  send_placed;
    reg  send_refused;
    reg  send_not_ready;
    reg  send_stale;
    reg  write_refused;
    reg  [323:0] lookup_ctx;
    reg  update;
    reg  [333:0] sack_ctx;
    reg  [67:0] placed_ctx;
    reg  [333:0] result_ctx;
    reg  counted;
    reg  [63:0] unit;
    reg  [63:0] update_mask;
    reg  [63:0] in_flight_next;
    reg  [63:0] in_flight_kept;
    reg  probe_lookup_due;
    reg  probe_line_stale;
    reg  seen_next;
    reg  start_next;
    reg  probe_held;
    reg  probe_take;
    reg  addr_write;
    reg  [5:0] addr_write_window;
    reg  ce_write;
    reg  [31:0] ce_write_count;
    reg  fire_ok;
    reg  start_ok;
    reg  [5:0] cmd_window_next;
    reg  [151:0] address_write;
    reg  [151:0] address;
    reg  placed;
    reg  result_valid;
    reg  refused;
    reg  head_nack;
    reg  [5:0] head_window;
    reg  head_valid;
    reg  req_taken;

    // Sub module instances
    metaroce_rx_datapath__parser parser(
        .clk(parser$clk),
        .rst(parser$rst),
        .udp_port(parser$udp_port),
        .s_axis_tdata(parser$s_axis_tdata),
        .s_axis_tkeep(parser$s_axis_tkeep),
        .s_axis_tvalid(parser$s_axis_tvalid),
        .s_axis_tready(parser$s_axis_tready),
        .s_axis_tlast(parser$s_axis_tlast),
        .s_axis_tuser(parser$s_axis_tuser),
        .m_axis_bypass_tdata(parser$m_axis_bypass_tdata),
        .m_axis_bypass_tkeep(parser$m_axis_bypass_tkeep),
        .m_axis_bypass_tvalid(parser$m_axis_bypass_tvalid),
        .m_axis_bypass_tlast(parser$m_axis_bypass_tlast),
        .m_axis_bypass_tuser(parser$m_axis_bypass_tuser),
        .m_axis_frame_tdata(parser$m_axis_frame_tdata),
        .m_axis_frame_tkeep(parser$m_axis_frame_tkeep),
        .m_axis_frame_tvalid(parser$m_axis_frame_tvalid),
        .m_axis_frame_tlast(parser$m_axis_frame_tlast),
        .m_axis_frame_tuser(parser$m_axis_frame_tuser),
        .m_axis_frame_tdest(parser$m_axis_frame_tdest),
        .m_header_valid(parser$m_header_valid),
        .m_header_reason(parser$m_header_reason),
        .m_header_frame_len(parser$m_header_frame_len),
        .m_header_ecn(parser$m_header_ecn),
        .m_header_src_ip(parser$m_header_src_ip),
        .m_header_src_port(parser$m_header_src_port),
        .m_header_opcode(parser$m_header_opcode),
        .m_header_flags(parser$m_header_flags),
        .m_header_conn_id(parser$m_header_conn_id),
        .m_header_path_id(parser$m_header_path_id),
        .m_header_epoch(parser$m_header_epoch),
        .m_header_psn(parser$m_header_psn),
        .m_header_stream(parser$m_header_stream),
        .m_header_msn(parser$m_header_msn),
        .m_header_offset(parser$m_header_offset),
        .m_header_payload_len(parser$m_header_payload_len),
        .m_header_timestamp(parser$m_header_timestamp),
        .m_header_remote_addr(parser$m_header_remote_addr),
        .m_header_rkey(parser$m_header_rkey),
        .m_header_msg_len(parser$m_header_msg_len),
        .m_header_datapath(parser$m_header_datapath)
    );
    metaroce_rx_datapath__place place(
        .clk(place$clk),
        .rst(place$rst),
        .s_axis_frame_tdata(place$s_axis_frame_tdata),
        .s_axis_frame_tkeep(place$s_axis_frame_tkeep),
        .s_axis_frame_tvalid(place$s_axis_frame_tvalid),
        .s_axis_frame_tready(place$s_axis_frame_tready),
        .s_axis_frame_tlast(place$s_axis_frame_tlast),
        .m_capture_valid(place$m_capture_valid),
        .m_capture_stored(place$m_capture_stored),
        .s_decision_valid(place$s_decision_valid),
        .s_decision_place(place$s_decision_place),
        .s_decision_addr(place$s_decision_addr),
        .s_decision_len(place$s_decision_len),
        .s_decision_offset(place$s_decision_offset),
        .m_axis_data_dma_write_desc_dma_addr(place$m_axis_data_dma_write_desc_dma_addr),
        .m_axis_data_dma_write_desc_ram_sel(place$m_axis_data_dma_write_desc_ram_sel),
        .m_axis_data_dma_write_desc_ram_addr(place$m_axis_data_dma_write_desc_ram_addr),
        .m_axis_data_dma_write_desc_imm(place$m_axis_data_dma_write_desc_imm),
        .m_axis_data_dma_write_desc_imm_en(place$m_axis_data_dma_write_desc_imm_en),
        .m_axis_data_dma_write_desc_len(place$m_axis_data_dma_write_desc_len),
        .m_axis_data_dma_write_desc_tag(place$m_axis_data_dma_write_desc_tag),
        .m_axis_data_dma_write_desc_valid(place$m_axis_data_dma_write_desc_valid),
        .m_axis_data_dma_write_desc_ready(place$m_axis_data_dma_write_desc_ready),
        .s_axis_data_dma_write_desc_status_tag(place$s_axis_data_dma_write_desc_status_tag),
        .s_axis_data_dma_write_desc_status_error(place$s_axis_data_dma_write_desc_status_error),
        .s_axis_data_dma_write_desc_status_valid(place$s_axis_data_dma_write_desc_status_valid),
        .data_dma_ram_wr_cmd_sel(place$data_dma_ram_wr_cmd_sel),
        .data_dma_ram_wr_cmd_be(place$data_dma_ram_wr_cmd_be),
        .data_dma_ram_wr_cmd_addr(place$data_dma_ram_wr_cmd_addr),
        .data_dma_ram_wr_cmd_data(place$data_dma_ram_wr_cmd_data),
        .data_dma_ram_wr_cmd_valid(place$data_dma_ram_wr_cmd_valid),
        .data_dma_ram_wr_cmd_ready(place$data_dma_ram_wr_cmd_ready),
        .data_dma_ram_wr_done(place$data_dma_ram_wr_done),
        .data_dma_ram_rd_cmd_sel(place$data_dma_ram_rd_cmd_sel),
        .data_dma_ram_rd_cmd_addr(place$data_dma_ram_rd_cmd_addr),
        .data_dma_ram_rd_cmd_valid(place$data_dma_ram_rd_cmd_valid),
        .data_dma_ram_rd_cmd_ready(place$data_dma_ram_rd_cmd_ready),
        .data_dma_ram_rd_resp_data(place$data_dma_ram_rd_resp_data),
        .data_dma_ram_rd_resp_valid(place$data_dma_ram_rd_resp_valid),
        .data_dma_ram_rd_resp_ready(place$data_dma_ram_rd_resp_ready),
        .m_stat_placed(place$m_stat_placed),
        .m_stat_dropped_full(place$m_stat_dropped_full),
        .m_stat_dma_error(place$m_stat_dma_error),
        .m_stat_protocol_error(place$m_stat_protocol_error)
    );
    metaroce_rx_datapath__conn conn(
        .clk(conn$clk),
        .rst(conn$rst),
        .s_conn_write_valid(conn$s_conn_write_valid),
        .s_conn_write_slot(conn$s_conn_write_slot),
        .s_conn_write_enable(conn$s_conn_write_enable),
        .s_conn_write_established(conn$s_conn_write_established),
        .s_conn_write_conn_id(conn$s_conn_write_conn_id),
        .s_conn_write_peer_ip(conn$s_conn_write_peer_ip),
        .s_conn_write_path_count(conn$s_conn_write_path_count),
        .s_conn_write_peer_conn_id(conn$s_conn_write_peer_conn_id),
        .s_conn_write_peer_port(conn$s_conn_write_peer_port),
        .s_conn_write_peer_mac(conn$s_conn_write_peer_mac),
        .s_path_write_valid(conn$s_path_write_valid),
        .s_path_write_window(conn$s_path_write_window),
        .s_path_write_epoch(conn$s_path_write_epoch),
        .s_lookup_valid(conn$s_lookup_valid),
        .s_lookup_conn_id(conn$s_lookup_conn_id),
        .s_lookup_src_ip(conn$s_lookup_src_ip),
        .s_lookup_src_port(conn$s_lookup_src_port),
        .s_lookup_path_id(conn$s_lookup_path_id),
        .s_lookup_epoch(conn$s_lookup_epoch),
        .s_lookup_tag(conn$s_lookup_tag),
        .m_result_valid(conn$m_result_valid),
        .m_result_tag(conn$m_result_tag),
        .m_result_verdict(conn$m_result_verdict),
        .m_result_slot(conn$m_result_slot),
        .m_result_window(conn$m_result_window),
        .m_result_window_copy(conn$m_result_window_copy),
        .m_result_peer_conn_id(conn$m_result_peer_conn_id),
        .m_result_peer_ip(conn$m_result_peer_ip),
        .m_result_peer_port(conn$m_result_peer_port),
        .m_result_ack_src_port(conn$m_result_ack_src_port),
        .m_result_peer_mac(conn$m_result_peer_mac)
    );
    metaroce_rx_datapath__mr mr(
        .clk(mr$clk),
        .rst(mr$rst),
        .s_write_valid(mr$s_write_valid),
        .s_write_index(mr$s_write_index),
        .s_write_enable(mr$s_write_enable),
        .s_write_key(mr$s_write_key),
        .s_write_base(mr$s_write_base),
        .s_write_length(mr$s_write_length),
        .s_write_remote_write(mr$s_write_remote_write),
        .s_write_local_write(mr$s_write_local_write),
        .s_lookup_valid(mr$s_lookup_valid),
        .s_lookup_rkey(mr$s_lookup_rkey),
        .s_lookup_addr(mr$s_lookup_addr),
        .s_lookup_len(mr$s_lookup_len),
        .s_lookup_local(mr$s_lookup_local),
        .s_lookup_tag(mr$s_lookup_tag),
        .m_result_valid(mr$m_result_valid),
        .m_result_tag(mr$m_result_tag),
        .m_result_allowed(mr$m_result_allowed)
    );
    metaroce_rx_datapath__recv recv(
        .clk(recv$clk),
        .rst(recv$rst),
        .mtu_shift(recv$mtu_shift),
        .s_write_valid(recv$s_write_valid),
        .s_write_post(recv$s_write_post),
        .s_write_slot(recv$s_write_slot),
        .s_write_enable(recv$s_write_enable),
        .s_write_conn(recv$s_write_conn),
        .s_write_stream(recv$s_write_stream),
        .s_write_key(recv$s_write_key),
        .s_write_addr(recv$s_write_addr),
        .s_write_len(recv$s_write_len),
        .m_write_posted(recv$m_write_posted),
        .m_write_error_full(recv$m_write_error_full),
        .m_write_error_unbound(recv$m_write_error_unbound),
        .m_write_error_too_long(recv$m_write_error_too_long),
        .s_lookup_valid(recv$s_lookup_valid),
        .s_lookup_conn(recv$s_lookup_conn),
        .s_lookup_stream(recv$s_lookup_stream),
        .s_lookup_msn(recv$s_lookup_msn),
        .s_lookup_offset(recv$s_lookup_offset),
        .s_lookup_msg_len(recv$s_lookup_msg_len),
        .s_lookup_tag(recv$s_lookup_tag),
        .m_result_valid(recv$m_result_valid),
        .m_result_tag(recv$m_result_tag),
        .m_result_hit(recv$m_result_hit),
        .m_result_slot(recv$m_result_slot),
        .m_result_target(recv$m_result_target),
        .m_result_key(recv$m_result_key),
        .m_result_addr(recv$m_result_addr),
        .m_result_len(recv$m_result_len),
        .m_result_target_addr(recv$m_result_target_addr),
        .m_result_fits(recv$m_result_fits),
        .s_placed_valid(recv$s_placed_valid),
        .s_placed_refused(recv$s_placed_refused),
        .s_placed_slot(recv$s_placed_slot),
        .s_placed_msn(recv$s_placed_msn),
        .s_placed_offset(recv$s_placed_offset),
        .s_placed_msg_len(recv$s_placed_msg_len),
        .m_placed_verdict_valid(recv$m_placed_verdict_valid),
        .m_placed_stale(recv$m_placed_stale),
        .m_cpl_valid(recv$m_cpl_valid),
        .m_cpl_slot(recv$m_cpl_slot),
        .m_cpl_msn(recv$m_cpl_msn),
        .m_cpl_bytes(recv$m_cpl_bytes),
        .m_cpl_status(recv$m_cpl_status)
    );
    metaroce_rx_datapath__sack sack(
        .clk(sack$clk),
        .rst(sack$rst),
        .s_update_due(sack$s_update_due),
        .s_update_valid(sack$s_update_valid),
        .s_update_window(sack$s_update_window),
        .s_update_window_tests(sack$s_update_window_tests),
        .s_update_psn(sack$s_update_psn),
        .s_update_ce(sack$s_update_ce),
        .s_update_timestamp(sack$s_update_timestamp),
        .s_update_ack_req(sack$s_update_ack_req),
        .s_update_placed(sack$s_update_placed),
        .m_update_refused(sack$m_update_refused),
        .ack_every(sack$ack_every),
        .s_cmd_valid(sack$s_cmd_valid),
        .s_cmd_ready(sack$s_cmd_ready),
        .s_cmd_op(sack$s_cmd_op),
        .s_cmd_window(sack$s_cmd_window),
        .s_cmd_window_tests(sack$s_cmd_window_tests),
        .s_cmd_base(sack$s_cmd_base),
        .m_result_valid(sack$m_result_valid),
        .m_result_window(sack$m_result_window),
        .m_result_class(sack$m_result_class),
        .m_result_new_hole(sack$m_result_new_hole),
        .m_result_base(sack$m_result_base),
        .m_result_bitmap(sack$m_result_bitmap),
        .m_result_ce_count(sack$m_result_ce_count),
        .m_result_ack(sack$m_result_ack),
        .m_result_since_ack(sack$m_result_since_ack),
        .m_result_echo_timestamp(sack$m_result_echo_timestamp)
    );
    metaroce_rx_datapath__sched sched(
        .clk(sched$clk),
        .rst(sched$rst),
        .s_result_valid(sched$s_result_valid),
        .s_result_window(sched$s_result_window),
        .s_result_class(sched$s_result_class),
        .s_result_base(sched$s_result_base),
        .s_result_bitmap(sched$s_result_bitmap),
        .s_result_ce_count(sched$s_result_ce_count),
        .s_result_ack(sched$s_result_ack),
        .s_result_echo_timestamp(sched$s_result_echo_timestamp),
        .ack_delay(sched$ack_delay),
        .s_cmd_hold(sched$s_cmd_hold),
        .m_cmd_valid(sched$m_cmd_valid),
        .m_cmd_ready(sched$m_cmd_ready),
        .m_cmd_op(sched$m_cmd_op),
        .m_cmd_window(sched$m_cmd_window),
        .m_ack_valid(sched$m_ack_valid),
        .m_ack_ready(sched$m_ack_ready),
        .m_ack_window(sched$m_ack_window),
        .m_ack_cum_psn(sched$m_ack_cum_psn),
        .m_ack_ce_count(sched$m_ack_ce_count),
        .m_ack_echo_timestamp(sched$m_ack_echo_timestamp),
        .m_ack_sack(sched$m_ack_sack)
    );
    metaroce_rx_datapath__builder builder(
        .clk(builder$clk),
        .rst(builder$rst),
        .s_request_valid(builder$s_request_valid),
        .s_request_ready(builder$s_request_ready),
        .s_request_dst_mac(builder$s_request_dst_mac),
        .s_request_src_mac(builder$s_request_src_mac),
        .s_request_src_ip(builder$s_request_src_ip),
        .s_request_dst_ip(builder$s_request_dst_ip),
        .s_request_ecn(builder$s_request_ecn),
        .s_request_ident(builder$s_request_ident),
        .s_request_ttl(builder$s_request_ttl),
        .s_request_src_port(builder$s_request_src_port),
        .s_request_dst_port(builder$s_request_dst_port),
        .s_request_flags(builder$s_request_flags),
        .s_request_conn_id(builder$s_request_conn_id),
        .s_request_path_id(builder$s_request_path_id),
        .s_request_epoch(builder$s_request_epoch),
        .s_request_cum_psn(builder$s_request_cum_psn),
        .s_request_ce_count(builder$s_request_ce_count),
        .s_request_rate_hint(builder$s_request_rate_hint),
        .s_request_echo_timestamp(builder$s_request_echo_timestamp),
        .s_request_sack(builder$s_request_sack),
        .s_request_nack(builder$s_request_nack),
        .s_request_nack_code(builder$s_request_nack_code),
        .s_request_nack_stream(builder$s_request_nack_stream),
        .s_request_nack_msn(builder$s_request_nack_msn),
        .s_request_nack_psn(builder$s_request_nack_psn),
        .s_request_nack_opcode(builder$s_request_nack_opcode),
        .m_axis_tx_tdata(builder$m_axis_tx_tdata),
        .m_axis_tx_tkeep(builder$m_axis_tx_tkeep),
        .m_axis_tx_tvalid(builder$m_axis_tx_tvalid),
        .m_axis_tx_tready(builder$m_axis_tx_tready),
        .m_axis_tx_tlast(builder$m_axis_tx_tlast),
        .m_axis_tx_tuser(builder$m_axis_tx_tuser)
    );
    metaroce_rx_datapath__nacks nacks(
        .clk(nacks$clk),
        .rst(nacks$rst),
        .s_push(nacks$s_push),
        .s_push_window(nacks$s_push_window),
        .s_push_stream(nacks$s_push_stream),
        .s_push_msn(nacks$s_push_msn),
        .s_push_psn(nacks$s_push_psn),
        .s_push_send(nacks$s_push_send),
        .s_push_not_ready(nacks$s_push_not_ready),
        .m_pending(nacks$m_pending),
        .m_valid(nacks$m_valid),
        .m_ready(nacks$m_ready),
        .m_window(nacks$m_window),
        .m_stream(nacks$m_stream),
        .m_msn(nacks$m_msn),
        .m_psn(nacks$m_psn),
        .m_send(nacks$m_send),
        .m_not_ready(nacks$m_not_ready),
        .m_dropped(nacks$m_dropped)
    );
    metaroce_rx_datapath__regs regs(
        .clk(regs$clk),
        .rst(regs$rst),
        .s_axil_awaddr(regs$s_axil_awaddr),
        .s_axil_awprot(regs$s_axil_awprot),
        .s_axil_awvalid(regs$s_axil_awvalid),
        .s_axil_awready(regs$s_axil_awready),
        .s_axil_wdata(regs$s_axil_wdata),
        .s_axil_wstrb(regs$s_axil_wstrb),
        .s_axil_wvalid(regs$s_axil_wvalid),
        .s_axil_wready(regs$s_axil_wready),
        .s_axil_bresp(regs$s_axil_bresp),
        .s_axil_bvalid(regs$s_axil_bvalid),
        .s_axil_bready(regs$s_axil_bready),
        .s_axil_araddr(regs$s_axil_araddr),
        .s_axil_arprot(regs$s_axil_arprot),
        .s_axil_arvalid(regs$s_axil_arvalid),
        .s_axil_arready(regs$s_axil_arready),
        .s_axil_rdata(regs$s_axil_rdata),
        .s_axil_rresp(regs$s_axil_rresp),
        .s_axil_rvalid(regs$s_axil_rvalid),
        .s_axil_rready(regs$s_axil_rready),
        .udp_port(regs$udp_port),
        .ack_every(regs$ack_every),
        .ack_timer(regs$ack_timer),
        .rate_hint(regs$rate_hint),
        .local_ip(regs$local_ip),
        .local_mac(regs$local_mac),
        .m_conn_write_valid(regs$m_conn_write_valid),
        .m_conn_write_slot(regs$m_conn_write_slot),
        .m_conn_write_enable(regs$m_conn_write_enable),
        .m_conn_write_established(regs$m_conn_write_established),
        .m_conn_write_conn_id(regs$m_conn_write_conn_id),
        .m_conn_write_peer_ip(regs$m_conn_write_peer_ip),
        .m_conn_write_path_count(regs$m_conn_write_path_count),
        .m_conn_write_peer_conn_id(regs$m_conn_write_peer_conn_id),
        .m_conn_write_peer_port(regs$m_conn_write_peer_port),
        .m_conn_write_peer_mac(regs$m_conn_write_peer_mac),
        .m_path_write_valid(regs$m_path_write_valid),
        .m_path_write_window(regs$m_path_write_window),
        .m_path_write_epoch(regs$m_path_write_epoch),
        .m_mr_write_valid(regs$m_mr_write_valid),
        .m_mr_write_index(regs$m_mr_write_index),
        .m_mr_write_enable(regs$m_mr_write_enable),
        .m_mr_write_key(regs$m_mr_write_key),
        .m_mr_write_base(regs$m_mr_write_base),
        .m_mr_write_length(regs$m_mr_write_length),
        .m_mr_write_remote_write(regs$m_mr_write_remote_write),
        .m_mr_write_local_write(regs$m_mr_write_local_write),
        .ce_window(regs$ce_window),
        .s_ce_count(regs$s_ce_count),
        .recv_mtu_shift(regs$recv_mtu_shift),
        .m_recv_write_valid(regs$m_recv_write_valid),
        .m_recv_write_post(regs$m_recv_write_post),
        .m_recv_write_slot(regs$m_recv_write_slot),
        .m_recv_write_enable(regs$m_recv_write_enable),
        .m_recv_write_conn(regs$m_recv_write_conn),
        .m_recv_write_stream(regs$m_recv_write_stream),
        .m_recv_write_key(regs$m_recv_write_key),
        .m_recv_write_addr(regs$m_recv_write_addr),
        .m_recv_write_len(regs$m_recv_write_len),
        .s_recv_error_full(regs$s_recv_error_full),
        .s_recv_error_unbound(regs$s_recv_error_unbound),
        .s_recv_error_too_long(regs$s_recv_error_too_long),
        .s_sack_refused(regs$s_sack_refused),
        .s_cpl_valid(regs$s_cpl_valid),
        .s_cpl_slot(regs$s_cpl_slot),
        .s_cpl_msn(regs$s_cpl_msn),
        .s_cpl_bytes(regs$s_cpl_bytes),
        .s_cpl_status(regs$s_cpl_status),
        .m_sack_cmd_valid(regs$m_sack_cmd_valid),
        .m_sack_cmd_ready(regs$m_sack_cmd_ready),
        .m_sack_cmd_window(regs$m_sack_cmd_window),
        .m_sack_cmd_base(regs$m_sack_cmd_base),
        .m_probe_valid(regs$m_probe_valid),
        .m_probe_ready(regs$m_probe_ready),
        .m_probe_fresh(regs$m_probe_fresh),
        .m_probe_base(regs$m_probe_base),
        .m_probe_src_port(regs$m_probe_src_port),
        .m_probe_timestamp(regs$m_probe_timestamp),
        .s_parser_verdict_valid(regs$s_parser_verdict_valid),
        .s_parser_verdict_reason(regs$s_parser_verdict_reason),
        .s_drop_unknown_connection(regs$s_drop_unknown_connection),
        .s_drop_not_established(regs$s_drop_not_established),
        .s_drop_bad_path(regs$s_drop_bad_path),
        .s_drop_stale_epoch(regs$s_drop_stale_epoch),
        .s_drop_duplicate(regs$s_drop_duplicate),
        .s_drop_out_of_window(regs$s_drop_out_of_window),
        .s_drop_access_violation(regs$s_drop_access_violation),
        .s_nack_dropped(regs$s_nack_dropped),
        .s_drop_receiver_not_ready(regs$s_drop_receiver_not_ready)
    );
    metaroce_rx_datapath__stored_line stored_line(
        .clk(stored_line$clk),
        .rst(stored_line$rst),
        .d(stored_line$d),
        .q(stored_line$q)
    );
    metaroce_rx_datapath__header_line header_line(
        .clk(header_line$clk),
        .rst(header_line$rst),
        .d(header_line$d),
        .q(header_line$q)
    );
    metaroce_rx_datapath__lookup_line lookup_line(
        .clk(lookup_line$clk),
        .rst(lookup_line$rst),
        .d(lookup_line$d),
        .q(lookup_line$q)
    );
    metaroce_rx_datapath__lookup_soon lookup_soon(
        .clk(lookup_soon$clk),
        .rst(lookup_soon$rst),
        .d(lookup_soon$d),
        .q(lookup_soon$q)
    );
    metaroce_rx_datapath__lookup_in_two lookup_in_two(
        .clk(lookup_in_two$clk),
        .rst(lookup_in_two$rst),
        .d(lookup_in_two$d),
        .q(lookup_in_two$q)
    );
    metaroce_rx_datapath__sack_line sack_line(
        .clk(sack_line$clk),
        .rst(sack_line$rst),
        .d(sack_line$d),
        .q(sack_line$q)
    );
    metaroce_rx_datapath__placed_line placed_line(
        .clk(placed_line$clk),
        .rst(placed_line$rst),
        .d(placed_line$d),
        .q(placed_line$q)
    );
    metaroce_rx_datapath__verdict_line verdict_line(
        .clk(verdict_line$clk),
        .rst(verdict_line$rst),
        .d(verdict_line$d),
        .q(verdict_line$q)
    );
    metaroce_rx_datapath__addresses addresses(
        .read_address(addresses$read_address),
        .read_clock(addresses$read_clock),
        .read_data(addresses$read_data),
        .write_address(addresses$write_address),
        .write_clock(addresses$write_clock),
        .write_data(addresses$write_data),
        .write_enable(addresses$write_enable)
    );
    metaroce_rx_datapath__ce_counts ce_counts(
        .read_address(ce_counts$read_address),
        .read_clock(ce_counts$read_clock),
        .read_data(ce_counts$read_data),
        .write_address(ce_counts$write_address),
        .write_clock(ce_counts$write_clock),
        .write_data(ce_counts$write_data),
        .write_enable(ce_counts$write_enable)
    );
    metaroce_rx_datapath__in_flight_masks in_flight_masks(
        .d(in_flight_masks$d),
        .q(in_flight_masks$q),
        .clock(in_flight_masks$clock)
    );
    metaroce_rx_datapath__in_flight_windows in_flight_windows(
        .d(in_flight_windows$d),
        .q(in_flight_windows$q),
        .clock(in_flight_windows$clock)
    );
    metaroce_rx_datapath__sack_last sack_last(
        .d(sack_last$d),
        .q(sack_last$q),
        .clock(sack_last$clock)
    );
    metaroce_rx_datapath__cmd_valid cmd_valid(
        .d(cmd_valid$d),
        .q(cmd_valid$q),
        .clock(cmd_valid$clock)
    );
    metaroce_rx_datapath__cmd_op cmd_op(
        .d(cmd_op$d),
        .q(cmd_op$q),
        .clock(cmd_op$clock)
    );
    metaroce_rx_datapath__cmd_window cmd_window(
        .d(cmd_window$d),
        .q(cmd_window$q),
        .clock(cmd_window$clock)
    );
    metaroce_rx_datapath__cmd_window_tests cmd_window_tests(
        .d(cmd_window_tests$d),
        .q(cmd_window_tests$q),
        .clock(cmd_window_tests$clock)
    );
    metaroce_rx_datapath__cmd_base cmd_base(
        .d(cmd_base$d),
        .q(cmd_base$q),
        .clock(cmd_base$clock)
    );
    metaroce_rx_datapath__nack_ahead nack_ahead(
        .d(nack_ahead$d),
        .q(nack_ahead$q),
        .clock(nack_ahead$clock)
    );
    metaroce_rx_datapath__nack_ahead_any nack_ahead_any(
        .d(nack_ahead_any$d),
        .q(nack_ahead_any$q),
        .clock(nack_ahead_any$clock)
    );
    metaroce_rx_datapath__probe_wait probe_wait(
        .d(probe_wait$d),
        .q(probe_wait$q),
        .clock(probe_wait$clock)
    );
    metaroce_rx_datapath__probe_go probe_go(
        .d(probe_go$d),
        .q(probe_go$q),
        .clock(probe_go$clock)
    );
    metaroce_rx_datapath__probe_line probe_line(
        .d(probe_line$d),
        .q(probe_line$q),
        .clock(probe_line$clock)
    );
    metaroce_rx_datapath__probe_window_last probe_window_last(
        .d(probe_window_last$d),
        .q(probe_window_last$q),
        .clock(probe_window_last$clock)
    );
    metaroce_rx_datapath__probe_line_settle probe_line_settle(
        .d(probe_line_settle$d),
        .q(probe_line_settle$q),
        .clock(probe_line_settle$clock)
    );
    metaroce_rx_datapath__cfg_udp_port cfg_udp_port(
        .d(cfg_udp_port$d),
        .q(cfg_udp_port$q),
        .clock(cfg_udp_port$clock)
    );
    metaroce_rx_datapath__cfg_ack_every cfg_ack_every(
        .d(cfg_ack_every$d),
        .q(cfg_ack_every$q),
        .clock(cfg_ack_every$clock)
    );
    metaroce_rx_datapath__cfg_ack_delay cfg_ack_delay(
        .d(cfg_ack_delay$d),
        .q(cfg_ack_delay$q),
        .clock(cfg_ack_delay$clock)
    );
    metaroce_rx_datapath__cfg_mtu_shift cfg_mtu_shift(
        .d(cfg_mtu_shift$d),
        .q(cfg_mtu_shift$q),
        .clock(cfg_mtu_shift$clock)
    );
    metaroce_rx_datapath__recv_write_valid recv_write_valid(
        .d(recv_write_valid$d),
        .q(recv_write_valid$q),
        .clock(recv_write_valid$clock)
    );
    metaroce_rx_datapath__recv_write_post recv_write_post(
        .d(recv_write_post$d),
        .q(recv_write_post$q),
        .clock(recv_write_post$clock)
    );
    metaroce_rx_datapath__recv_write_slot recv_write_slot(
        .d(recv_write_slot$d),
        .q(recv_write_slot$q),
        .clock(recv_write_slot$clock)
    );
    metaroce_rx_datapath__recv_write_enable recv_write_enable(
        .d(recv_write_enable$d),
        .q(recv_write_enable$q),
        .clock(recv_write_enable$clock)
    );
    metaroce_rx_datapath__recv_write_conn recv_write_conn(
        .d(recv_write_conn$d),
        .q(recv_write_conn$q),
        .clock(recv_write_conn$clock)
    );
    metaroce_rx_datapath__recv_write_stream recv_write_stream(
        .d(recv_write_stream$d),
        .q(recv_write_stream$q),
        .clock(recv_write_stream$clock)
    );
    metaroce_rx_datapath__recv_write_key recv_write_key(
        .d(recv_write_key$d),
        .q(recv_write_key$q),
        .clock(recv_write_key$clock)
    );
    metaroce_rx_datapath__recv_write_addr recv_write_addr(
        .d(recv_write_addr$d),
        .q(recv_write_addr$q),
        .clock(recv_write_addr$clock)
    );
    metaroce_rx_datapath__cpl_valid cpl_valid(
        .d(cpl_valid$d),
        .q(cpl_valid$q),
        .clock(cpl_valid$clock)
    );
    metaroce_rx_datapath__cpl_slot cpl_slot(
        .d(cpl_slot$d),
        .q(cpl_slot$q),
        .clock(cpl_slot$clock)
    );
    metaroce_rx_datapath__cpl_msn cpl_msn(
        .d(cpl_msn$d),
        .q(cpl_msn$q),
        .clock(cpl_msn$clock)
    );
    metaroce_rx_datapath__cpl_bytes cpl_bytes(
        .d(cpl_bytes$d),
        .q(cpl_bytes$q),
        .clock(cpl_bytes$clock)
    );
    metaroce_rx_datapath__cpl_status cpl_status(
        .d(cpl_status$d),
        .q(cpl_status$q),
        .clock(cpl_status$clock)
    );
    metaroce_rx_datapath__ce_count_read ce_count_read(
        .d(ce_count_read$d),
        .q(ce_count_read$q),
        .clock(ce_count_read$clock)
    );
    metaroce_rx_datapath__start_taken start_taken(
        .d(start_taken$d),
        .q(start_taken$q),
        .clock(start_taken$clock)
    );
    metaroce_rx_datapath__start_seen start_seen(
        .d(start_seen$d),
        .q(start_seen$q),
        .clock(start_seen$clock)
    );
    metaroce_rx_datapath__cmd_ready cmd_ready(
        .d(cmd_ready$d),
        .q(cmd_ready$q),
        .clock(cmd_ready$clock)
    );
    metaroce_rx_datapath__req_fresh req_fresh(
        .d(req_fresh$d),
        .q(req_fresh$q),
        .clock(req_fresh$clock)
    );
    metaroce_rx_datapath__req_nack req_nack(
        .d(req_nack$d),
        .q(req_nack$q),
        .clock(req_nack$clock)
    );
    metaroce_rx_datapath__req_window req_window(
        .d(req_window$d),
        .q(req_window$q),
        .clock(req_window$clock)
    );
    metaroce_rx_datapath__aw_valid aw_valid(
        .d(aw_valid$d),
        .q(aw_valid$q),
        .clock(aw_valid$clock)
    );
    metaroce_rx_datapath__aw_window aw_window(
        .d(aw_window$d),
        .q(aw_window$q),
        .clock(aw_window$clock)
    );
    metaroce_rx_datapath__aw_address aw_address(
        .d(aw_address$d),
        .q(aw_address$q),
        .clock(aw_address$clock)
    );

    // Update code
    always @(*) begin
        in_flight_masks$clock = clk;
        in_flight_windows$clock = clk;
        cmd_valid$clock = clk;
        cmd_op$clock = clk;
        cmd_base$clock = clk;
        nack_ahead$clock = clk;
        nack_ahead_any$clock = clk;
        probe_wait$clock = clk;
        probe_line$clock = clk;
        probe_window_last$clock = clk;
        probe_line_settle$clock = clk;
        probe_go$clock = clk;
        start_taken$clock = clk;
        start_seen$clock = clk;
        cmd_ready$clock = clk;
        cfg_udp_port$clock = clk;
        cfg_ack_every$clock = clk;
        cfg_ack_delay$clock = clk;
        cfg_mtu_shift$clock = clk;
        recv_write_valid$clock = clk;
        recv_write_post$clock = clk;
        recv_write_slot$clock = clk;
        recv_write_enable$clock = clk;
        recv_write_conn$clock = clk;
        recv_write_stream$clock = clk;
        recv_write_key$clock = clk;
        recv_write_addr$clock = clk;
        cpl_valid$clock = clk;
        cpl_slot$clock = clk;
        cpl_msn$clock = clk;
        cpl_bytes$clock = clk;
        cpl_status$clock = clk;
        ce_count_read$clock = clk;
        req_fresh$clock = clk;
        req_nack$clock = clk;
        req_window$clock = clk;
        aw_valid$clock = clk;
        aw_address$clock = clk;
        in_flight_masks$d = in_flight_masks$q;
        in_flight_windows$d = in_flight_windows$q;
        cmd_valid$d = cmd_valid$q;
        cmd_op$d = cmd_op$q;
        cmd_base$d = cmd_base$q;
        nack_ahead$d = nack_ahead$q;
        nack_ahead_any$d = nack_ahead_any$q;
        probe_wait$d = probe_wait$q;
        probe_line$d = probe_line$q;
        probe_window_last$d = probe_window_last$q;
        probe_line_settle$d = probe_line_settle$q;
        probe_go$d = probe_go$q;
        start_taken$d = start_taken$q;
        start_seen$d = start_seen$q;
        cmd_ready$d = cmd_ready$q;
        cfg_udp_port$d = cfg_udp_port$q;
        cfg_ack_every$d = cfg_ack_every$q;
        cfg_ack_delay$d = cfg_ack_delay$q;
        cfg_mtu_shift$d = cfg_mtu_shift$q;
        recv_write_valid$d = recv_write_valid$q;
        recv_write_post$d = recv_write_post$q;
        recv_write_slot$d = recv_write_slot$q;
        recv_write_enable$d = recv_write_enable$q;
        recv_write_conn$d = recv_write_conn$q;
        recv_write_stream$d = recv_write_stream$q;
        recv_write_key$d = recv_write_key$q;
        recv_write_addr$d = recv_write_addr$q;
        cpl_valid$d = cpl_valid$q;
        cpl_slot$d = cpl_slot$q;
        cpl_msn$d = cpl_msn$q;
        cpl_bytes$d = cpl_bytes$q;
        cpl_status$d = cpl_status$q;
        ce_count_read$d = ce_count_read$q;
        req_fresh$d = req_fresh$q;
        req_nack$d = req_nack$q;
        req_window$d = req_window$q;
        aw_valid$d = aw_valid$q;
        aw_address$d = aw_address$q;
        sack_last$clock = clk;
        cmd_window$clock = clk;
        aw_window$clock = clk;
        parser$clk = clk;
        place$clk = clk;
        conn$clk = clk;
        mr$clk = clk;
        recv$clk = clk;
        header_line$clk = clk;
        sack$clk = clk;
        sched$clk = clk;
        builder$clk = clk;
        nacks$clk = clk;
        regs$clk = clk;
        stored_line$clk = clk;
        lookup_line$clk = clk;
        lookup_soon$clk = clk;
        lookup_in_two$clk = clk;
        sack_line$clk = clk;
        placed_line$clk = clk;
        verdict_line$clk = clk;
        addresses$read_clock = clk;
        addresses$write_clock = clk;
        ce_counts$read_clock = clk;
        ce_counts$write_clock = clk;
        parser$rst = rst;
        place$rst = rst;
        conn$rst = rst;
        mr$rst = rst;
        recv$rst = rst;
        header_line$rst = rst;
        sack$rst = rst;
        sched$rst = rst;
        builder$rst = rst;
        nacks$rst = rst;
        regs$rst = rst;
        stored_line$rst = rst;
        lookup_line$rst = rst;
        lookup_soon$rst = rst;
        lookup_in_two$rst = rst;
        sack_line$rst = rst;
        placed_line$rst = rst;
        verdict_line$rst = rst;
        regs$s_axil_awaddr = s_axil_awaddr;
        regs$s_axil_awprot = s_axil_awprot;
        regs$s_axil_awvalid = s_axil_awvalid;
        s_axil_awready = regs$s_axil_awready;
        regs$s_axil_wdata = s_axil_wdata;
        regs$s_axil_wstrb = s_axil_wstrb;
        regs$s_axil_wvalid = s_axil_wvalid;
        s_axil_wready = regs$s_axil_wready;
        s_axil_bresp = regs$s_axil_bresp;
        s_axil_bvalid = regs$s_axil_bvalid;
        regs$s_axil_bready = s_axil_bready;
        regs$s_axil_araddr = s_axil_araddr;
        regs$s_axil_arprot = s_axil_arprot;
        regs$s_axil_arvalid = s_axil_arvalid;
        s_axil_arready = regs$s_axil_arready;
        s_axil_rdata = regs$s_axil_rdata;
        s_axil_rresp = regs$s_axil_rresp;
        s_axil_rvalid = regs$s_axil_rvalid;
        regs$s_axil_rready = s_axil_rready;
        conn$s_conn_write_valid = regs$m_conn_write_valid;
        conn$s_conn_write_slot = regs$m_conn_write_slot;
        conn$s_conn_write_enable = regs$m_conn_write_enable;
        conn$s_conn_write_established = regs$m_conn_write_established;
        conn$s_conn_write_conn_id = regs$m_conn_write_conn_id;
        conn$s_conn_write_peer_ip = regs$m_conn_write_peer_ip;
        conn$s_conn_write_path_count = regs$m_conn_write_path_count;
        conn$s_conn_write_peer_conn_id = regs$m_conn_write_peer_conn_id;
        conn$s_conn_write_peer_port = regs$m_conn_write_peer_port;
        conn$s_conn_write_peer_mac = regs$m_conn_write_peer_mac;
        conn$s_path_write_valid = regs$m_path_write_valid;
        conn$s_path_write_window = regs$m_path_write_window;
        conn$s_path_write_epoch = regs$m_path_write_epoch;
        mr$s_write_valid = regs$m_mr_write_valid;
        mr$s_write_index = regs$m_mr_write_index;
        mr$s_write_enable = regs$m_mr_write_enable;
        mr$s_write_key = regs$m_mr_write_key;
        mr$s_write_base = regs$m_mr_write_base;
        mr$s_write_length = regs$m_mr_write_length;
        mr$s_write_remote_write = regs$m_mr_write_remote_write;
        mr$s_write_local_write = regs$m_mr_write_local_write;
        cfg_mtu_shift$d = regs$recv_mtu_shift;
        recv$mtu_shift = cfg_mtu_shift$q;
        recv_write_valid$d = regs$m_recv_write_valid & ~rst;
        recv_write_post$d = regs$m_recv_write_post;
        recv_write_slot$d = regs$m_recv_write_slot;
        recv_write_enable$d = regs$m_recv_write_enable;
        recv_write_conn$d = regs$m_recv_write_conn;
        recv_write_stream$d = regs$m_recv_write_stream;
        recv_write_key$d = regs$m_recv_write_key;
        recv_write_addr$d = regs$m_recv_write_addr;
        recv$s_write_valid = recv_write_valid$q;
        recv$s_write_post = recv_write_post$q;
        recv$s_write_slot = recv_write_slot$q;
        recv$s_write_enable = recv_write_enable$q;
        recv$s_write_conn = recv_write_conn$q;
        recv$s_write_stream = recv_write_stream$q;
        recv$s_write_key = recv_write_key$q;
        recv$s_write_addr = recv_write_addr$q;
        recv$s_write_len = regs$m_recv_write_len;
        regs$s_recv_error_full = recv$m_write_error_full;
        regs$s_recv_error_unbound = recv$m_write_error_unbound;
        regs$s_recv_error_too_long = recv$m_write_error_too_long;
        regs$s_sack_refused = sack$m_update_refused | (cmd_valid$q & ~sack$s_cmd_ready);
        cpl_valid$d = recv$m_cpl_valid & ~rst;
        cpl_slot$d = recv$m_cpl_slot;
        cpl_msn$d = recv$m_cpl_msn;
        cpl_bytes$d = recv$m_cpl_bytes;
        cpl_status$d = recv$m_cpl_status;
        regs$s_cpl_valid = cpl_valid$q;
        regs$s_cpl_slot = cpl_slot$q;
        regs$s_cpl_msn = cpl_msn$q;
        regs$s_cpl_bytes = cpl_bytes$q;
        regs$s_cpl_status = cpl_status$q;
        cfg_udp_port$d = regs$udp_port;
        cfg_ack_every$d = regs$ack_every;
        cfg_ack_delay$d = regs$ack_timer[(32'h0)+:(12)];
        parser$udp_port = cfg_udp_port$q;
        sack$ack_every = cfg_ack_every$q;
        sched$ack_delay = cfg_ack_delay$q;
        parser$s_axis_tdata = s_axis_rx_tdata;
        parser$s_axis_tkeep = s_axis_rx_tkeep;
        parser$s_axis_tvalid = s_axis_rx_tvalid;
        parser$s_axis_tlast = s_axis_rx_tlast;
        parser$s_axis_tuser = s_axis_rx_tuser;
        s_axis_rx_tready = parser$s_axis_tready;
        host_from_frame = parser$m_axis_frame_tvalid & ~parser$m_axis_frame_tdest;
        m_axis_host_tvalid = parser$m_axis_bypass_tvalid | host_from_frame;
        if (host_from_frame) begin
            m_axis_host_tdata = parser$m_axis_frame_tdata;
            m_axis_host_tkeep = parser$m_axis_frame_tkeep;
            m_axis_host_tlast = parser$m_axis_frame_tlast;
            m_axis_host_tuser = parser$m_axis_frame_tuser;
        end
        else begin
            m_axis_host_tdata = parser$m_axis_bypass_tdata;
            m_axis_host_tkeep = parser$m_axis_bypass_tkeep;
            m_axis_host_tlast = parser$m_axis_bypass_tlast;
            m_axis_host_tuser = parser$m_axis_bypass_tuser;
        end
        place$s_axis_frame_tdata = parser$m_axis_frame_tdata;
        place$s_axis_frame_tkeep = parser$m_axis_frame_tkeep;
        place$s_axis_frame_tvalid = parser$m_axis_frame_tvalid & parser$m_axis_frame_tdest;
        place$s_axis_frame_tlast = parser$m_axis_frame_tlast;
        stored_line$d = place$m_capture_valid & place$m_capture_stored;
        header_write = parser$m_header_valid & parser$m_header_datapath;
        header_ctx[(64'h0)+:(1)] = header_write;
        header_ctx[(64'h1)+:(1)] = header_write & (parser$m_header_reason == 32'h0) & stored_line$q;
        header_ctx[(64'h2)+:(1)] = parser$m_header_opcode == 32'h2;
        header_ctx[(64'h3)+:(32)] = parser$m_header_conn_id;
        header_ctx[(64'h23)+:(32)] = parser$m_header_src_ip;
        header_ctx[(64'h43)+:(16)] = parser$m_header_src_port;
        header_ctx[(64'h53)+:(16)] = parser$m_header_path_id;
        header_ctx[(64'h63)+:(8)] = parser$m_header_epoch;
        header_ctx[(64'h6b)+:(32)] = parser$m_header_rkey;
        header_ctx[(64'h8b)+:(65)] = ((parser$m_header_remote_addr) & 65'h1ffffffffffffffff) - ((parser$m_header_offset) & 65'h1ffffffffffffffff);
        header_ctx[(64'hcc)+:(32)] = parser$m_header_msg_len;
        header_ctx[(64'hec)+:(32)] = parser$m_header_offset;
        header_ctx[(64'h10c)+:(32)] = parser$m_header_psn;
        header_ctx[(64'h12c)+:(32)] = parser$m_header_stream;
        header_ctx[(64'h14c)+:(32)] = parser$m_header_msn;
        header_ctx[(64'h16c)+:(1)] = parser$m_header_ecn == 32'h3;
        header_ctx[(64'h16d)+:(64)] = parser$m_header_timestamp;
        header_ctx[(64'h1ad)+:(1)] = parser$m_header_flags[32'h2];
        header_ctx[(64'h1ae)+:(64)] = parser$m_header_remote_addr;
        header_ctx[(64'h1ee)+:(16)] = parser$m_header_payload_len;
        header_line$d = header_ctx;
        recv$s_lookup_valid = header_ctx[(64'h1)+:(1)] & header_ctx[(64'h2)+:(1)];
        recv$s_lookup_conn = parser$m_header_conn_id[(32'h8)+:(3)];
        recv$s_lookup_stream = parser$m_header_stream;
        recv$s_lookup_msn = parser$m_header_msn;
        recv$s_lookup_offset = parser$m_header_offset;
        recv$s_lookup_msg_len = parser$m_header_msg_len;
        recv$s_lookup_tag = 32'h0;
        header_q = header_line$q;
        message_base = header_q[(64'h8b)+:(65)];
        lookup_ctx[(64'h0)+:(1)] = header_q[(64'h0)+:(1)];
        lookup_ctx[(64'h1)+:(1)] = header_q[(64'h1)+:(1)];
        lookup_ctx[(64'h2)+:(32)] = header_q[(64'h10c)+:(32)];
        lookup_ctx[(64'h22)+:(32)] = header_q[(64'h12c)+:(32)];
        lookup_ctx[(64'h42)+:(32)] = header_q[(64'h14c)+:(32)];
        lookup_ctx[(64'h62)+:(1)] = header_q[(64'h16c)+:(1)];
        lookup_ctx[(64'h63)+:(64)] = header_q[(64'h16d)+:(64)];
        lookup_ctx[(64'ha3)+:(1)] = header_q[(64'h1ad)+:(1)];
        lookup_ctx[(64'ha4)+:(8)] = header_q[(64'h63)+:(8)];
        lookup_ctx[(64'hec)+:(16)] = header_q[(64'h1ee)+:(16)];
        lookup_ctx[(64'hfc)+:(1)] = header_q[(64'h2)+:(1)];
        lookup_ctx[(64'hfd)+:(2)] = recv$m_result_target;
        lookup_ctx[(64'hff)+:(1)] = recv$m_result_fits;
        lookup_ctx[(64'h100)+:(4)] = recv$m_result_slot;
        lookup_ctx[(64'h104)+:(32)] = header_q[(64'hec)+:(32)];
        lookup_ctx[(64'h124)+:(32)] = header_q[(64'hcc)+:(32)];
        if (header_q[(64'h2)+:(1)]) begin
            lookup_ctx[(64'hac)+:(64)] = recv$m_result_target_addr;
        end
        else begin
            lookup_ctx[(64'hac)+:(64)] = header_q[(64'h1ae)+:(64)];
        end
        lookup_line$d = lookup_ctx;
        lookup_soon$d = lookup_ctx[(64'h1)+:(1)];
        lookup_in_two$d = lookup_ctx[(64'h1)+:(1)];
        conn$s_lookup_valid = header_q[(64'h1)+:(1)];
        conn$s_lookup_conn_id = header_q[(64'h3)+:(32)];
        conn$s_lookup_src_ip = header_q[(64'h23)+:(32)];
        conn$s_lookup_src_port = header_q[(64'h43)+:(16)];
        conn$s_lookup_path_id = header_q[(64'h53)+:(16)];
        conn$s_lookup_epoch = header_q[(64'h63)+:(8)];
        conn$s_lookup_tag = 32'h0;
        mr$s_lookup_valid = header_q[(64'h1)+:(1)];
        mr$s_lookup_local = header_q[(64'h2)+:(1)];
        if (header_q[(64'h2)+:(1)]) begin
            mr$s_lookup_rkey = recv$m_result_key;
            mr$s_lookup_addr = recv$m_result_target_addr;
            mr$s_lookup_len = ((header_q[(64'h1ee)+:(16)]) & 32'hffffffff);
            mr$s_lookup_tag = 32'h0;
        end
        else begin
            mr$s_lookup_rkey = header_q[(64'h6b)+:(32)];
            mr$s_lookup_addr = message_base[(32'h0)+:(64)];
            mr$s_lookup_len = header_q[(64'hcc)+:(32)];
            mr$s_lookup_tag = ((message_base[(32'h40)+:(1)]) & 8'hff);
        end
        update = lookup_line$q[(64'h1)+:(1)] & conn$m_result_valid & (conn$m_result_verdict == 32'h0);
        counted = lookup_line$q[(64'h1)+:(1)] & conn$m_result_valid;
        regs$s_drop_unknown_connection = counted & (conn$m_result_verdict == 32'h1);
        regs$s_drop_not_established = counted & (conn$m_result_verdict == 32'h2);
        regs$s_drop_bad_path = counted & (conn$m_result_verdict == 32'h3);
        regs$s_drop_stale_epoch = counted & (conn$m_result_verdict == 32'h4);
        sack$s_update_due = lookup_line$q[(64'h1)+:(1)];
        sack$s_update_valid = update;
        sack$s_update_window = conn$m_result_window;
        sack$s_update_window_tests = conn$m_result_window_copy;
        sack$s_update_psn = lookup_line$q[(64'h2)+:(32)];
        sack$s_update_ce = lookup_line$q[(64'h62)+:(1)];
        sack$s_update_timestamp = lookup_line$q[(64'h63)+:(64)];
        sack$s_update_ack_req = lookup_line$q[(64'ha3)+:(1)];
        placed = mr$m_result_allowed & ~mr$m_result_tag[32'h0] & mr$m_result_valid & (~lookup_line$q[(64'hfc)+:(1)] | ((lookup_line$q[(64'hfd)+:(2)] == 32'h2) & lookup_line$q[(64'hff)+:(1)]));
        sack$s_update_placed = placed;
        sack_ctx[(64'h0)+:(1)] = lookup_line$q[(64'h0)+:(1)];
        sack_ctx[(64'h1)+:(1)] = update;
        sack_ctx[(64'h2)+:(1)] = placed;
        sack_ctx[(64'h3)+:(1)] = lookup_line$q[(64'hfc)+:(1)];
        sack_ctx[(64'h4)+:(2)] = lookup_line$q[(64'hfd)+:(2)];
        placed_ctx[(64'h0)+:(4)] = lookup_line$q[(64'h100)+:(4)];
        placed_ctx[(64'h4)+:(32)] = lookup_line$q[(64'h104)+:(32)];
        placed_ctx[(64'h24)+:(32)] = lookup_line$q[(64'h124)+:(32)];
        placed_line$d = placed_ctx;
        sack_ctx[(64'h6)+:(64)] = lookup_line$q[(64'hac)+:(64)];
        sack_ctx[(64'h46)+:(16)] = lookup_line$q[(64'hec)+:(16)];
        sack_ctx[(64'h56)+:(32)] = lookup_line$q[(64'h2)+:(32)];
        sack_ctx[(64'h76)+:(32)] = lookup_line$q[(64'h22)+:(32)];
        sack_ctx[(64'h96)+:(32)] = lookup_line$q[(64'h42)+:(32)];
        sack_ctx[(64'hb6)+:(32)] = conn$m_result_peer_conn_id;
        sack_ctx[(64'hd6)+:(32)] = conn$m_result_peer_ip;
        sack_ctx[(64'hf6)+:(16)] = conn$m_result_peer_port;
        sack_ctx[(64'h106)+:(48)] = conn$m_result_peer_mac;
        sack_ctx[(64'h136)+:(16)] = conn$m_result_ack_src_port;
        sack_ctx[(64'h146)+:(8)] = lookup_line$q[(64'ha4)+:(8)];
        sack_line$d = sack_ctx;
        unit = 32'h1;
        update_mask = 32'h0;
        if (update) begin
            update_mask = unit << conn$m_result_window;
        end
        in_flight_masks$d = (in_flight_masks$q << 32'h40) | ((update_mask) & 832'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff);
        in_flight_kept = 32'h0;
        in_flight_kept = in_flight_kept | in_flight_masks$q[(0 * 32'h40)+:(64)];
        in_flight_kept = in_flight_kept | in_flight_masks$q[(1 * 32'h40)+:(64)];
        in_flight_kept = in_flight_kept | in_flight_masks$q[(2 * 32'h40)+:(64)];
        in_flight_kept = in_flight_kept | in_flight_masks$q[(3 * 32'h40)+:(64)];
        in_flight_kept = in_flight_kept | in_flight_masks$q[(4 * 32'h40)+:(64)];
        in_flight_kept = in_flight_kept | in_flight_masks$q[(5 * 32'h40)+:(64)];
        in_flight_kept = in_flight_kept | in_flight_masks$q[(6 * 32'h40)+:(64)];
        in_flight_kept = in_flight_kept | in_flight_masks$q[(7 * 32'h40)+:(64)];
        in_flight_kept = in_flight_kept | in_flight_masks$q[(8 * 32'h40)+:(64)];
        in_flight_kept = in_flight_kept | in_flight_masks$q[(9 * 32'h40)+:(64)];
        in_flight_kept = in_flight_kept | in_flight_masks$q[(10 * 32'h40)+:(64)];
        in_flight_kept = in_flight_kept | in_flight_masks$q[(11 * 32'h40)+:(64)];
        in_flight_kept = in_flight_kept | in_flight_masks$q[(12 * 32'h40)+:(64)];
        in_flight_next = update_mask | in_flight_kept;
        in_flight_windows$d = in_flight_next;
        if (rst) begin
            in_flight_masks$d = 32'h0;
            in_flight_windows$d = 32'h0;
        end
        sched$s_cmd_hold = in_flight_windows$q;
        start_ok = start_seen$q & ~start_taken$q & ~lookup_soon$q;
        seen_next = regs$m_sack_cmd_valid & ~start_taken$q & ~rst;
        start_seen$d = seen_next;
        start_taken$d = start_ok & ~rst;
        start_next = seen_next & ~start_ok & ~lookup_in_two$q;
        cmd_ready$d = ~lookup_soon$q & ~lookup_in_two$q & ~start_next;
        fire_ok = sched$m_cmd_valid & cmd_ready$q;
        cmd_valid$d = (fire_ok | start_ok) & ~rst;
        if (start_ok) begin
            cmd_op$d = 1'b0;
            cmd_window_next = regs$m_sack_cmd_window;
        end
        else begin
            cmd_op$d = sched$m_cmd_op;
            cmd_window_next = sched$m_cmd_window;
        end
        cmd_base$d = regs$m_sack_cmd_base;
        cmd_window$d = cmd_window_next;
        cmd_window_tests$clock = clk;
        cmd_window_tests$d = cmd_window_next;
        sched$m_cmd_ready = cmd_ready$q;
        regs$m_sack_cmd_ready = start_taken$q;
        sack$s_cmd_valid = cmd_valid$q;
        sack$s_cmd_op = cmd_op$q;
        sack$s_cmd_window = cmd_window$q;
        sack$s_cmd_window_tests = cmd_window_tests$q;
        sack$s_cmd_base = cmd_base$q;
        sack_last$d = sack_line$q;
        result_ctx = sack_last$q;
        result_valid = result_ctx[(64'h1)+:(1)] & sack$m_result_valid;
        probe_lookup_due = lookup_line$q[(64'h1)+:(1)] & (conn$m_result_window == regs$m_path_write_window);
        probe_line$d = probe_line$q << 32'h1;
        if (update & (conn$m_result_window == regs$m_path_write_window)) begin
            probe_line$d = (probe_line$q << 32'h1) | 32'h1;
        end
        probe_window_last$d = regs$m_path_write_window;
        probe_line_stale = (probe_line_settle$q != 32'h0) | (probe_window_last$q != regs$m_path_write_window);
        probe_line_settle$d = 32'h0;
        if (probe_window_last$q != regs$m_path_write_window) begin
            probe_line_settle$d = 32'hd;
        end
        else if (probe_line_settle$q != 32'h0) begin
            probe_line_settle$d = probe_line_settle$q - 32'h1;
        end
        if (rst) begin
            probe_line$d = 32'h0;
        end
        probe_held = regs$m_sack_cmd_valid;
        if ((|probe_line$q | probe_line_stale | probe_lookup_due) & (probe_wait$q != 32'h3f)) begin
            probe_held = 1'b1;
        end
        probe_take = probe_go$q;
        probe_go$d = regs$m_probe_valid & ~probe_take & ~probe_held & ~sack_line$q[(64'h1)+:(1)] & ~rst;
        regs$m_probe_ready = probe_take;
        probe_wait$d = 32'h0;
        if (regs$m_probe_valid & ~probe_take) begin
            probe_wait$d = probe_wait$q + 32'h1;
            if (probe_wait$q == 32'h3f) begin
                probe_wait$d = 32'h3f;
            end
        end
        sched$s_result_valid = result_valid | probe_take;
        if (probe_take) begin
            sched$s_result_window = regs$m_path_write_window;
            if (regs$m_probe_fresh) begin
                sched$s_result_class = 32'h0;
            end
            else begin
                sched$s_result_class = 32'h2;
            end
            sched$s_result_base = regs$m_probe_base;
            sched$s_result_bitmap = 32'h0;
            sched$s_result_ce_count = 32'h0;
            sched$s_result_ack = 32'h2;
            sched$s_result_echo_timestamp = regs$m_probe_timestamp;
        end
        else begin
            sched$s_result_window = sack$m_result_window;
            sched$s_result_class = sack$m_result_class;
            sched$s_result_base = sack$m_result_base;
            sched$s_result_bitmap = sack$m_result_bitmap;
            sched$s_result_ce_count = sack$m_result_ce_count;
            sched$s_result_ack = sack$m_result_ack;
            sched$s_result_echo_timestamp = sack$m_result_echo_timestamp;
        end
        send_new = result_valid & (sack$m_result_class == 32'h0) & result_ctx[(64'h3)+:(1)];
        send_posted = send_new & (result_ctx[(64'h4)+:(2)] == 32'h2);
        recv$s_placed_valid = send_posted;
        recv$s_placed_refused = ~sack_line$q[(64'h2)+:(1)];
        recv$s_placed_slot = placed_line$q[(64'h0)+:(4)];
        recv$s_placed_msn = sack_line$q[(64'h96)+:(32)];
        recv$s_placed_offset = placed_line$q[(64'h4)+:(32)];
        recv$s_placed_msg_len = placed_line$q[(64'h24)+:(32)];
        verdict_ctx[(64'h0)+:(1)] = result_ctx[(64'h0)+:(1)];
        verdict_ctx[(64'h1)+:(1)] = result_valid & (sack$m_result_class == 32'h1);
        verdict_ctx[(64'h2)+:(1)] = result_valid & (sack$m_result_class == 32'h2);
        verdict_ctx[(64'h3)+:(1)] = result_valid & (sack$m_result_class == 32'h0) & ~result_ctx[(64'h3)+:(1)] & result_ctx[(64'h2)+:(1)];
        verdict_ctx[(64'h4)+:(1)] = result_valid & (sack$m_result_class == 32'h0) & ~result_ctx[(64'h3)+:(1)] & ~result_ctx[(64'h2)+:(1)];
        verdict_ctx[(64'h5)+:(1)] = send_posted;
        verdict_ctx[(64'h6)+:(1)] = result_ctx[(64'h2)+:(1)];
        verdict_ctx[(64'h7)+:(1)] = send_new & (result_ctx[(64'h4)+:(2)] == 32'h1);
        verdict_ctx[(64'h8)+:(1)] = send_new & (result_ctx[(64'h4)+:(2)] == 32'h0);
        verdict_ctx[(64'h9)+:(1)] = result_ctx[(64'h3)+:(1)];
        verdict_ctx[(64'ha)+:(6)] = sack$m_result_window;
        verdict_ctx[(64'h10)+:(32)] = result_ctx[(64'h56)+:(32)];
        verdict_ctx[(64'h30)+:(32)] = result_ctx[(64'h76)+:(32)];
        verdict_ctx[(64'h50)+:(32)] = result_ctx[(64'h96)+:(32)];
        verdict_ctx[(64'h70)+:(64)] = result_ctx[(64'h6)+:(64)];
        verdict_ctx[(64'hb0)+:(16)] = result_ctx[(64'h46)+:(16)];
        verdict_line$d = verdict_ctx;
        nack_ahead_next = (nack_ahead$q << 32'h1) | (((verdict_ctx[(64'h4)+:(1)] | (send_posted & ~result_ctx[(64'h2)+:(1)]) | verdict_ctx[(64'h8)+:(1)])) & 4'hf);
        if (rst) begin
            nack_ahead_next = 32'h0;
        end
        nack_ahead$d = nack_ahead_next;
        nack_ahead_any$d = |nack_ahead_next;
        verdict = verdict_line$q;
        stale = verdict[(64'h5)+:(1)] & recv$m_placed_verdict_valid & recv$m_placed_stale;
        send_placed = verdict[(64'h5)+:(1)] & verdict[(64'h6)+:(1)] & ~stale;
        send_refused = verdict[(64'h5)+:(1)] & ~verdict[(64'h6)+:(1)] & ~stale;
        send_not_ready = verdict[(64'h8)+:(1)];
        send_stale = verdict[(64'h7)+:(1)] | stale;
        write_refused = verdict[(64'h4)+:(1)];
        regs$s_drop_duplicate = verdict[(64'h1)+:(1)] | send_stale;
        regs$s_drop_out_of_window = verdict[(64'h2)+:(1)];
        refused = write_refused | send_refused;
        regs$s_drop_access_violation = refused;
        regs$s_drop_receiver_not_ready = send_not_ready;
        nacks$s_push = refused | send_not_ready;
        nacks$s_push_window = verdict[(64'ha)+:(6)];
        nacks$s_push_stream = verdict[(64'h30)+:(32)];
        nacks$s_push_msn = verdict[(64'h50)+:(32)];
        nacks$s_push_psn = verdict[(64'h10)+:(32)];
        nacks$s_push_send = verdict[(64'h9)+:(1)];
        nacks$s_push_not_ready = send_not_ready;
        regs$s_nack_dropped = nacks$m_dropped;
        regs$s_parser_verdict_valid = parser$m_header_valid;
        regs$s_parser_verdict_reason = parser$m_header_reason;
        address_write[(64'h0)+:(32)] = result_ctx[(64'hb6)+:(32)];
        address_write[(64'h20)+:(32)] = result_ctx[(64'hd6)+:(32)];
        address_write[(64'h40)+:(16)] = result_ctx[(64'hf6)+:(16)];
        address_write[(64'h50)+:(48)] = result_ctx[(64'h106)+:(48)];
        address_write[(64'h80)+:(16)] = result_ctx[(64'h136)+:(16)];
        address_write[(64'h90)+:(8)] = result_ctx[(64'h146)+:(8)];
        addr_write_window = sack$m_result_window;
        if (probe_take) begin
            address_write[(64'h0)+:(32)] = regs$m_conn_write_peer_conn_id;
            address_write[(64'h20)+:(32)] = regs$m_conn_write_peer_ip;
            address_write[(64'h40)+:(16)] = regs$m_conn_write_peer_port;
            address_write[(64'h50)+:(48)] = regs$m_conn_write_peer_mac;
            address_write[(64'h80)+:(16)] = regs$m_probe_src_port;
            address_write[(64'h90)+:(8)] = regs$m_path_write_epoch;
            addr_write_window = regs$m_path_write_window;
        end
        addr_write = result_valid | probe_take;
        aw_valid$d = addr_write & ~rst;
        aw_window$d = addr_write_window;
        aw_address$d = address_write;
        addresses$write_address = aw_window$q;
        addresses$write_data = aw_address$q;
        addresses$write_enable = aw_valid$q;
        ce_write = (result_valid & (sack$m_result_class != 32'h2)) | (probe_take & regs$m_probe_fresh);
        ce_write_count = sack$m_result_ce_count;
        if (probe_take) begin
            ce_write_count = 32'h0;
        end
        ce_counts$write_address = addr_write_window;
        ce_counts$write_data = ce_write_count;
        ce_counts$write_enable = ce_write;
        ce_counts$read_address = regs$ce_window;
        ce_count_read$d = ce_counts$read_data;
        regs$s_ce_count = ce_count_read$q;
        place$s_decision_valid = verdict[(64'h0)+:(1)];
        place$s_decision_place = verdict[(64'h3)+:(1)] | send_placed;
        place$s_decision_addr = verdict[(64'h70)+:(64)];
        place$s_decision_len = verdict[(64'hb0)+:(16)];
        place$s_decision_offset = 32'h62;
        head_nack = nacks$m_valid;
        if (head_nack) begin
            head_window = nacks$m_window;
        end
        else begin
            head_window = sched$m_ack_window;
        end
        head_valid = nacks$m_valid | sched$m_ack_valid;
        addresses$read_address = head_window;
        req_taken = builder$s_request_valid & builder$s_request_ready;
        req_fresh$d = head_valid & ~req_taken & ~(aw_valid$q & (aw_window$q == head_window)) & ~rst;
        req_nack$d = head_nack;
        req_window$d = head_window;
        address = addresses$read_data;
        nack_hold = nacks$m_pending | nack_ahead_any$q;
        builder$s_request_valid = req_fresh$q & (req_nack$q | (sched$m_ack_valid & ~nack_hold));
        sched$m_ack_ready = builder$s_request_ready & req_fresh$q & ~nack_hold;
        nacks$m_ready = builder$s_request_ready & req_fresh$q & req_nack$q;
        builder$s_request_nack = req_nack$q;
        if (nacks$m_not_ready) begin
            builder$s_request_nack_code = 32'h2;
        end
        else begin
            builder$s_request_nack_code = 32'h1;
        end
        if (nacks$m_send) begin
            builder$s_request_nack_opcode = 32'h2;
        end
        else begin
            builder$s_request_nack_opcode = 32'h1;
        end
        builder$s_request_nack_stream = nacks$m_stream;
        builder$s_request_nack_msn = nacks$m_msn;
        builder$s_request_nack_psn = nacks$m_psn;
        builder$s_request_dst_mac = address[(64'h50)+:(48)];
        builder$s_request_src_mac = regs$local_mac;
        builder$s_request_src_ip = regs$local_ip;
        builder$s_request_dst_ip = address[(64'h20)+:(32)];
        builder$s_request_ecn = 32'h2;
        builder$s_request_ident = 32'h0;
        builder$s_request_ttl = 32'h40;
        builder$s_request_src_port = address[(64'h80)+:(16)];
        builder$s_request_dst_port = address[(64'h40)+:(16)];
        builder$s_request_flags = 32'h0;
        builder$s_request_conn_id = address[(64'h0)+:(32)];
        builder$s_request_path_id = ((req_window$q[(32'h0)+:(3)]) & 16'hffff);
        builder$s_request_epoch = address[(64'h90)+:(8)];
        builder$s_request_cum_psn = sched$m_ack_cum_psn;
        builder$s_request_ce_count = sched$m_ack_ce_count;
        builder$s_request_rate_hint = regs$rate_hint;
        builder$s_request_echo_timestamp = sched$m_ack_echo_timestamp;
        builder$s_request_sack = sched$m_ack_sack;
        m_axis_tx_tdata = builder$m_axis_tx_tdata;
        m_axis_tx_tkeep = builder$m_axis_tx_tkeep;
        m_axis_tx_tvalid = builder$m_axis_tx_tvalid;
        builder$m_axis_tx_tready = m_axis_tx_tready;
        m_axis_tx_tlast = builder$m_axis_tx_tlast;
        m_axis_tx_tuser = builder$m_axis_tx_tuser;
        m_axis_data_dma_write_desc_dma_addr = place$m_axis_data_dma_write_desc_dma_addr;
        m_axis_data_dma_write_desc_ram_sel = place$m_axis_data_dma_write_desc_ram_sel;
        m_axis_data_dma_write_desc_ram_addr = place$m_axis_data_dma_write_desc_ram_addr;
        m_axis_data_dma_write_desc_imm = place$m_axis_data_dma_write_desc_imm;
        m_axis_data_dma_write_desc_imm_en = place$m_axis_data_dma_write_desc_imm_en;
        m_axis_data_dma_write_desc_len = place$m_axis_data_dma_write_desc_len;
        m_axis_data_dma_write_desc_tag = place$m_axis_data_dma_write_desc_tag;
        m_axis_data_dma_write_desc_valid = place$m_axis_data_dma_write_desc_valid;
        place$m_axis_data_dma_write_desc_ready = m_axis_data_dma_write_desc_ready;
        place$s_axis_data_dma_write_desc_status_tag = s_axis_data_dma_write_desc_status_tag;
        place$s_axis_data_dma_write_desc_status_error = s_axis_data_dma_write_desc_status_error;
        place$s_axis_data_dma_write_desc_status_valid = s_axis_data_dma_write_desc_status_valid;
        place$data_dma_ram_wr_cmd_sel = data_dma_ram_wr_cmd_sel;
        place$data_dma_ram_wr_cmd_be = data_dma_ram_wr_cmd_be;
        place$data_dma_ram_wr_cmd_addr = data_dma_ram_wr_cmd_addr;
        place$data_dma_ram_wr_cmd_data = data_dma_ram_wr_cmd_data;
        place$data_dma_ram_wr_cmd_valid = data_dma_ram_wr_cmd_valid;
        data_dma_ram_wr_cmd_ready = place$data_dma_ram_wr_cmd_ready;
        data_dma_ram_wr_done = place$data_dma_ram_wr_done;
        place$data_dma_ram_rd_cmd_sel = data_dma_ram_rd_cmd_sel;
        place$data_dma_ram_rd_cmd_addr = data_dma_ram_rd_cmd_addr;
        place$data_dma_ram_rd_cmd_valid = data_dma_ram_rd_cmd_valid;
        data_dma_ram_rd_cmd_ready = place$data_dma_ram_rd_cmd_ready;
        data_dma_ram_rd_resp_data = place$data_dma_ram_rd_resp_data;
        data_dma_ram_rd_resp_valid = place$data_dma_ram_rd_resp_valid;
        place$data_dma_ram_rd_resp_ready = data_dma_ram_rd_resp_ready;
        m_stat_placed = place$m_stat_placed;
        m_stat_dropped_full = place$m_stat_dropped_full;
        m_stat_dma_error = place$m_stat_dma_error;
        m_stat_ack_taken = req_taken;
        m_stat_protocol_error = place$m_stat_protocol_error;
    end

endmodule // metaroce_rx_datapath


module metaroce_rx_datapath__addresses(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);

    // Module arguments
    input wire  [5:0] read_address;
    input wire  read_clock;
    output reg  [151:0] read_data;
    input wire  [5:0] write_address;
    input wire  write_clock;
    input wire  [151:0] write_data;
    input wire  write_enable;

    // Update code (custom)
    reg[151:0] mem[63:0];



    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end

    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end

endmodule // metaroce_rx_datapath__addresses


module metaroce_rx_datapath__aw_address(d,q,clock);

    // Module arguments
    input wire  [151:0] d;
    output reg  [151:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 152'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__aw_address


module metaroce_rx_datapath__aw_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__aw_valid


module metaroce_rx_datapath__aw_window(d,q,clock);

    // Module arguments
    input wire  [5:0] d;
    output reg  [5:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 6'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_rx_datapath__aw_window


module metaroce_rx_datapath__builder(clk,rst,s_request_valid,s_request_ready,s_request_dst_mac,s_request_src_mac,s_request_src_ip,s_request_dst_ip,s_request_ecn,s_request_ident,s_request_ttl,s_request_src_port,s_request_dst_port,s_request_flags,s_request_conn_id,s_request_path_id,s_request_epoch,s_request_cum_psn,s_request_ce_count,s_request_rate_hint,s_request_echo_timestamp,s_request_sack,s_request_nack,s_request_nack_code,s_request_nack_stream,s_request_nack_msn,s_request_nack_psn,s_request_nack_opcode,m_axis_tx_tdata,m_axis_tx_tkeep,m_axis_tx_tvalid,m_axis_tx_tready,m_axis_tx_tlast,m_axis_tx_tuser);

    // Module arguments
    input wire  clk;
    input wire  rst;
    input wire  s_request_valid;
    output reg  s_request_ready;
    input wire  [47:0] s_request_dst_mac;
    input wire  [47:0] s_request_src_mac;
    input wire  [31:0] s_request_src_ip;
    input wire  [31:0] s_request_dst_ip;
    input wire  [1:0] s_request_ecn;
    input wire  [15:0] s_request_ident;
    input wire  [7:0] s_request_ttl;
    input wire  [15:0] s_request_src_port;
    input wire  [15:0] s_request_dst_port;
    input wire  [15:0] s_request_flags;
    input wire  [31:0] s_request_conn_id;
    input wire  [15:0] s_request_path_id;
    input wire  [7:0] s_request_epoch;
    input wire  [31:0] s_request_cum_psn;
    input wire  [31:0] s_request_ce_count;
    input wire  [31:0] s_request_rate_hint;
    input wire  [63:0] s_request_echo_timestamp;
    input wire  [255:0] s_request_sack;
    input wire  s_request_nack;
    input wire  [7:0] s_request_nack_code;
    input wire  [31:0] s_request_nack_stream;
    input wire  [31:0] s_request_nack_msn;
    input wire  [31:0] s_request_nack_psn;
    input wire  [7:0] s_request_nack_opcode;
    output reg  [511:0] m_axis_tx_tdata;
    output reg  [63:0] m_axis_tx_tkeep;
    output reg  m_axis_tx_tvalid;
    input wire  m_axis_tx_tready;
    output reg  m_axis_tx_tlast;
    output reg  m_axis_tx_tuser;

    // Stub signals
    reg  busy$d;
    wire  busy$q;
    reg  busy$clock;
    reg  sending_second$d;
    wire  sending_second$q;
    reg  sending_second$clock;
    reg  [694:0] held$d;
    wire  [694:0] held$q;
    reg  held$clock;
    reg  [694:0] next$d;
    wire  [694:0] next$q;
    reg  next$clock;
    reg  next_valid$d;
    wire  next_valid$q;
    reg  next_valid$clock;
    reg  [1023:0] beats$big_endian;
    wire  [511:0] beats$first_beat;
    wire  [511:0] beats$second_beat;

    // Local signals
    reg  take;
    reg  beat_taken;
    reg  held_free;
    reg  [694:0] request;
    reg  [31:0] held_src_ip;
    reg  [31:0] held_dst_ip;
    reg  [15:0] ip_len;
    reg  [15:0] udp_len;
    reg  [15:0] word_ver;
    reg  [15:0] word_ttl;
    reg  [15:0] word_len;
    reg  [15:0] sum1a;
    reg  [15:0] carry1a;
    reg  [15:0] sum1b;
    reg  [15:0] carry1b;
    reg  [15:0] sum2a;
    reg  [15:0] carry2a;
    reg  [15:0] sum2b;
    reg  [15:0] carry2b;
    reg  [15:0] sum3;
    reg  [15:0] carry3;
    reg  [15:0] sum4;
    reg  [15:0] carry4;
    reg  [16:0] pair_sum;
    reg  [15:0] pair_sum_plus_one;
    reg  [15:0] ip_sum_final;
    reg  [15:0] ip_checksum;
    reg  [1023:0] frame_be;
    reg  [511:0] second_beat;

    // Sub module instances
    metaroce_rx_datapath__builder$busy busy(
        .d(busy$d),
        .q(busy$q),
        .clock(busy$clock)
    );
    metaroce_rx_datapath__builder$sending_second sending_second(
        .d(sending_second$d),
        .q(sending_second$q),
        .clock(sending_second$clock)
    );
    metaroce_rx_datapath__builder$held held(
        .d(held$d),
        .q(held$q),
        .clock(held$clock)
    );
    metaroce_rx_datapath__builder$next next(
        .d(next$d),
        .q(next$q),
        .clock(next$clock)
    );
    metaroce_rx_datapath__builder$next_valid next_valid(
        .d(next_valid$d),
        .q(next_valid$q),
        .clock(next_valid$clock)
    );
    metaroce_rx_datapath__builder$beats beats(
        .big_endian(beats$big_endian),
        .first_beat(beats$first_beat),
        .second_beat(beats$second_beat)
    );

    // Update code
    always @(*) begin
        busy$clock = clk;
        sending_second$clock = clk;
        held$clock = clk;
        next$clock = clk;
        next_valid$clock = clk;
        busy$d = busy$q;
        sending_second$d = sending_second$q;
        held$d = held$q;
        next$d = next$q;
        next_valid$d = next_valid$q;
        request[(64'h0)+:(48)] = s_request_dst_mac;
        request[(64'h30)+:(48)] = s_request_src_mac;
        request[(64'h60)+:(32)] = s_request_src_ip;
        request[(64'h80)+:(32)] = s_request_dst_ip;
        request[(64'ha0)+:(2)] = s_request_ecn;
        request[(64'ha2)+:(16)] = s_request_ident;
        request[(64'hb2)+:(8)] = s_request_ttl;
        request[(64'hba)+:(16)] = s_request_src_port;
        request[(64'hca)+:(16)] = s_request_dst_port;
        request[(64'hda)+:(4)] = s_request_flags[(32'h0)+:(4)];
        request[(64'hde)+:(32)] = s_request_conn_id;
        request[(64'hfe)+:(16)] = s_request_path_id;
        request[(64'h10e)+:(8)] = s_request_epoch;
        request[(64'h2b6)+:(1)] = s_request_nack;
        if (s_request_nack) begin
            request[(64'h116)+:(32)] = ((s_request_nack_code) & 32'hffffffff) << 32'h18;
            request[(64'h136)+:(32)] = s_request_nack_stream;
            request[(64'h156)+:(32)] = s_request_nack_msn;
            request[(64'h176)+:(64)] = (((s_request_nack_psn) & 64'hffffffffffffffff) << 32'h20) | (((s_request_nack_opcode) & 64'hffffffffffffffff) << 32'h18);
            request[(64'h1b6)+:(256)] = 32'h0;
        end
        else begin
            request[(64'h116)+:(32)] = s_request_cum_psn;
            request[(64'h136)+:(32)] = s_request_ce_count;
            request[(64'h156)+:(32)] = s_request_rate_hint;
            request[(64'h176)+:(64)] = s_request_echo_timestamp;
            request[(64'h1b6)+:(256)] = s_request_sack;
        end
        beat_taken = busy$q & m_axis_tx_tready;
        held_free = ~busy$q | (sending_second$q & beat_taken);
        s_request_ready = ~next_valid$q;
        take = s_request_valid & ~next_valid$q;
        if (beat_taken) begin
            sending_second$d = ~sending_second$q;
            busy$d = ~sending_second$q;
        end
        if (take) begin
            next$d = request;
            next_valid$d = 1'b1;
        end
        if (held_free & next_valid$q) begin
            busy$d = 1'b1;
            sending_second$d = 1'b0;
            next_valid$d = 1'b0;
            held$d = next$q;
        end
        if (rst) begin
            busy$d = 1'b0;
            sending_second$d = 1'b0;
            next_valid$d = 1'b0;
        end
        if (held$q[(64'h2b6)+:(1)]) begin
            ip_len = 32'h3c;
            udp_len = 32'h28;
        end
        else begin
            ip_len = 32'h5c;
            udp_len = 32'h48;
        end
        held_src_ip = held$q[(64'h60)+:(32)];
        held_dst_ip = held$q[(64'h80)+:(32)];
        word_ver = 64'h4500 | ((held$q[(64'ha0)+:(2)]) & 16'hffff);
        word_ttl = (((held$q[(64'hb2)+:(8)]) & 16'hffff) << 32'h8) | 32'h11;
        word_len = ip_len + 32'h4000;
        sum1a = word_ver ^ word_ttl ^ word_len;
        carry1a = (word_ver & word_ttl) | (word_ver & word_len) | (word_ttl & word_len);
        carry1a = (carry1a << 32'h1) | (carry1a >> 32'hf);
        sum1b = held$q[(64'ha2)+:(16)] ^ held_src_ip[(32'h10)+:(16)] ^ held_src_ip[(32'h0)+:(16)];
        carry1b = (held$q[(64'ha2)+:(16)] & held_src_ip[(32'h10)+:(16)]) | (held$q[(64'ha2)+:(16)] & held_src_ip[(32'h0)+:(16)]) | (held_src_ip[(32'h10)+:(16)] & held_src_ip[(32'h0)+:(16)]);
        carry1b = (carry1b << 32'h1) | (carry1b >> 32'hf);
        sum2a = sum1a ^ carry1a ^ sum1b;
        carry2a = (sum1a & carry1a) | (sum1a & sum1b) | (carry1a & sum1b);
        carry2a = (carry2a << 32'h1) | (carry2a >> 32'hf);
        sum2b = carry1b ^ held_dst_ip[(32'h10)+:(16)] ^ held_dst_ip[(32'h0)+:(16)];
        carry2b = (carry1b & held_dst_ip[(32'h10)+:(16)]) | (carry1b & held_dst_ip[(32'h0)+:(16)]) | (held_dst_ip[(32'h10)+:(16)] & held_dst_ip[(32'h0)+:(16)]);
        carry2b = (carry2b << 32'h1) | (carry2b >> 32'hf);
        sum3 = sum2a ^ carry2a ^ sum2b;
        carry3 = (sum2a & carry2a) | (sum2a & sum2b) | (carry2a & sum2b);
        carry3 = (carry3 << 32'h1) | (carry3 >> 32'hf);
        sum4 = sum3 ^ carry3 ^ carry2b;
        carry4 = (sum3 & carry3) | (sum3 & carry2b) | (carry3 & carry2b);
        carry4 = (carry4 << 32'h1) | (carry4 >> 32'hf);
        pair_sum = ((sum4) & 17'h1ffff) + ((carry4) & 17'h1ffff);
        pair_sum_plus_one = sum4 + carry4 + 32'h1;
        ip_sum_final = pair_sum[(32'h0)+:(16)];
        if (pair_sum[32'h10]) begin
            ip_sum_final = pair_sum_plus_one;
        end
        ip_checksum = ~ip_sum_final;
        frame_be = (((held$q[(64'h0)+:(48)]) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h3d0) | (((held$q[(64'h30)+:(48)]) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h3a0) | (64'h800 << 32'h390) | (64'h45 << 32'h388) | (((held$q[(64'ha0)+:(2)]) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h380) | (((ip_len) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h370) | (((held$q[(64'ha2)+:(16)]) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h360) | (64'h4000 << 32'h350) | (((held$q[(64'hb2)+:(8)]) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h348) | (64'h11 << 32'h340) | (((ip_checksum) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h330) | (((held$q[(64'h60)+:(32)]) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h310) | (((held$q[(64'h80)+:(32)]) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h2f0) | (((held$q[(64'hba)+:(16)]) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h2e0) | (((held$q[(64'hca)+:(16)]) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h2d0) | (((udp_len) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h2c0) | (64'h1 << 32'h2a8) | (64'h10 << 32'h2a0) | (((held$q[(64'h2b6)+:(1)]) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h2a0) | (((held$q[(64'hda)+:(4)]) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h290) | (((held$q[(64'hde)+:(32)]) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h270) | (((held$q[(64'hfe)+:(16)]) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h260) | (((held$q[(64'h10e)+:(8)]) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h258) | (((held$q[(64'h116)+:(32)]) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h230) | (((held$q[(64'h136)+:(32)]) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h210) | (((held$q[(64'h156)+:(32)]) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h1f0) | (((held$q[(64'h176)+:(64)]) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h1b0);
        beats$big_endian = frame_be;
        second_beat = beats$second_beat | (((held$q[(64'h1b6)+:(256)]) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h50);
        m_axis_tx_tvalid = busy$q;
        m_axis_tx_tuser = 1'b0;
        m_axis_tx_tlast = sending_second$q;
        if (sending_second$q) begin
            m_axis_tx_tdata = second_beat;
            if (held$q[(64'h2b6)+:(1)]) begin
                m_axis_tx_tkeep = 64'h3ff;
            end
            else begin
                m_axis_tx_tkeep = 64'h3ffffffffff;
            end
        end
        else begin
            m_axis_tx_tdata = beats$first_beat;
            m_axis_tx_tkeep = 64'hffffffffffffffff;
        end
    end

endmodule // metaroce_rx_datapath__builder


module metaroce_rx_datapath__builder$beats(big_endian,first_beat,second_beat);

    // Module arguments
    input wire  [1023:0] big_endian;
    output reg  [511:0] first_beat;
    output reg  [511:0] second_beat;

    // Update code (custom)
    integer byte_index;
    always @(*) begin
        for (byte_index = 0; byte_index < 64; byte_index = byte_index + 1) begin
            first_beat[8 * byte_index +: 8] = big_endian[8 * (127 - byte_index) +: 8];
            second_beat[8 * byte_index +: 8] = big_endian[8 * (63 - byte_index) +: 8];
        end
    end
endmodule // metaroce_rx_datapath__builder$beats


module metaroce_rx_datapath__builder$busy(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__builder$busy


module metaroce_rx_datapath__builder$held(d,q,clock);

    // Module arguments
    input wire  [694:0] d;
    output reg  [694:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 695'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__builder$held


module metaroce_rx_datapath__builder$next(d,q,clock);

    // Module arguments
    input wire  [694:0] d;
    output reg  [694:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 695'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__builder$next


module metaroce_rx_datapath__builder$next_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__builder$next_valid


module metaroce_rx_datapath__builder$sending_second(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__builder$sending_second


module metaroce_rx_datapath__ce_count_read(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__ce_count_read


module metaroce_rx_datapath__ce_counts(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);

    // Module arguments
    input wire  [5:0] read_address;
    input wire  read_clock;
    output reg  [31:0] read_data;
    input wire  [5:0] write_address;
    input wire  write_clock;
    input wire  [31:0] write_data;
    input wire  write_enable;

    // Update code (custom)
    reg[31:0] mem[63:0];



    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end

    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end

endmodule // metaroce_rx_datapath__ce_counts


module metaroce_rx_datapath__cfg_ack_delay(d,q,clock);

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

endmodule // metaroce_rx_datapath__cfg_ack_delay


module metaroce_rx_datapath__cfg_ack_every(d,q,clock);

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

endmodule // metaroce_rx_datapath__cfg_ack_every


module metaroce_rx_datapath__cfg_mtu_shift(d,q,clock);

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

endmodule // metaroce_rx_datapath__cfg_mtu_shift


module metaroce_rx_datapath__cfg_udp_port(d,q,clock);

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

endmodule // metaroce_rx_datapath__cfg_udp_port


module metaroce_rx_datapath__cmd_base(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__cmd_base


module metaroce_rx_datapath__cmd_op(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__cmd_op


module metaroce_rx_datapath__cmd_ready(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__cmd_ready


module metaroce_rx_datapath__cmd_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__cmd_valid


module metaroce_rx_datapath__cmd_window(d,q,clock);

    // Module arguments
    input wire  [5:0] d;
    output reg  [5:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 6'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_rx_datapath__cmd_window


module metaroce_rx_datapath__cmd_window_tests(d,q,clock);

    // Module arguments
    input wire  [5:0] d;
    output reg  [5:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 6'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_rx_datapath__cmd_window_tests


module metaroce_rx_datapath__conn(clk,rst,s_conn_write_valid,s_conn_write_slot,s_conn_write_enable,s_conn_write_established,s_conn_write_conn_id,s_conn_write_peer_ip,s_conn_write_path_count,s_conn_write_peer_conn_id,s_conn_write_peer_port,s_conn_write_peer_mac,s_path_write_valid,s_path_write_window,s_path_write_epoch,s_lookup_valid,s_lookup_conn_id,s_lookup_src_ip,s_lookup_src_port,s_lookup_path_id,s_lookup_epoch,s_lookup_tag,m_result_valid,m_result_tag,m_result_verdict,m_result_slot,m_result_window,m_result_window_copy,m_result_peer_conn_id,m_result_peer_ip,m_result_peer_port,m_result_ack_src_port,m_result_peer_mac);

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
    metaroce_rx_datapath__conn$connections connections(
        .read_address(connections$read_address),
        .read_clock(connections$read_clock),
        .read_data(connections$read_data),
        .write_address(connections$write_address),
        .write_clock(connections$write_clock),
        .write_data(connections$write_data),
        .write_enable(connections$write_enable)
    );
    metaroce_rx_datapath__conn$epochs epochs(
        .read_address(epochs$read_address),
        .read_clock(epochs$read_clock),
        .read_data(epochs$read_data),
        .write_address(epochs$write_address),
        .write_clock(epochs$write_clock),
        .write_data(epochs$write_data),
        .write_enable(epochs$write_enable)
    );
    metaroce_rx_datapath__conn$s1_valid s1_valid(
        .d(s1_valid$d),
        .q(s1_valid$q),
        .clock(s1_valid$clock)
    );
    metaroce_rx_datapath__conn$s1_conn_id s1_conn_id(
        .d(s1_conn_id$d),
        .q(s1_conn_id$q),
        .clock(s1_conn_id$clock)
    );
    metaroce_rx_datapath__conn$s1_src_ip s1_src_ip(
        .d(s1_src_ip$d),
        .q(s1_src_ip$q),
        .clock(s1_src_ip$clock)
    );
    metaroce_rx_datapath__conn$s1_src_port s1_src_port(
        .d(s1_src_port$d),
        .q(s1_src_port$q),
        .clock(s1_src_port$clock)
    );
    metaroce_rx_datapath__conn$s1_path_id s1_path_id(
        .d(s1_path_id$d),
        .q(s1_path_id$q),
        .clock(s1_path_id$clock)
    );
    metaroce_rx_datapath__conn$s1_epoch s1_epoch(
        .d(s1_epoch$d),
        .q(s1_epoch$q),
        .clock(s1_epoch$clock)
    );
    metaroce_rx_datapath__conn$s1_tag s1_tag(
        .d(s1_tag$d),
        .q(s1_tag$q),
        .clock(s1_tag$clock)
    );
    metaroce_rx_datapath__conn$s1_window s1_window(
        .d(s1_window$d),
        .q(s1_window$q),
        .clock(s1_window$clock)
    );
    metaroce_rx_datapath__conn$s2_valid s2_valid(
        .d(s2_valid$d),
        .q(s2_valid$q),
        .clock(s2_valid$clock)
    );
    metaroce_rx_datapath__conn$s2_conn_id s2_conn_id(
        .d(s2_conn_id$d),
        .q(s2_conn_id$q),
        .clock(s2_conn_id$clock)
    );
    metaroce_rx_datapath__conn$s2_src_ip s2_src_ip(
        .d(s2_src_ip$d),
        .q(s2_src_ip$q),
        .clock(s2_src_ip$clock)
    );
    metaroce_rx_datapath__conn$s2_src_port s2_src_port(
        .d(s2_src_port$d),
        .q(s2_src_port$q),
        .clock(s2_src_port$clock)
    );
    metaroce_rx_datapath__conn$s2_path_id s2_path_id(
        .d(s2_path_id$d),
        .q(s2_path_id$q),
        .clock(s2_path_id$clock)
    );
    metaroce_rx_datapath__conn$s2_epoch s2_epoch(
        .d(s2_epoch$d),
        .q(s2_epoch$q),
        .clock(s2_epoch$clock)
    );
    metaroce_rx_datapath__conn$s2_tag s2_tag(
        .d(s2_tag$d),
        .q(s2_tag$q),
        .clock(s2_tag$clock)
    );
    metaroce_rx_datapath__conn$s2_window s2_window(
        .d(s2_window$d),
        .q(s2_window$q),
        .clock(s2_window$clock)
    );
    metaroce_rx_datapath__conn$s2_entry s2_entry(
        .d(s2_entry$d),
        .q(s2_entry$q),
        .clock(s2_entry$clock)
    );
    metaroce_rx_datapath__conn$s2_path_epoch s2_path_epoch(
        .d(s2_path_epoch$d),
        .q(s2_path_epoch$q),
        .clock(s2_path_epoch$clock)
    );
    metaroce_rx_datapath__conn$result_valid result_valid(
        .d(result_valid$d),
        .q(result_valid$q),
        .clock(result_valid$clock)
    );
    metaroce_rx_datapath__conn$result_tag result_tag(
        .d(result_tag$d),
        .q(result_tag$q),
        .clock(result_tag$clock)
    );
    metaroce_rx_datapath__conn$result_verdict result_verdict(
        .d(result_verdict$d),
        .q(result_verdict$q),
        .clock(result_verdict$clock)
    );
    metaroce_rx_datapath__conn$result_window result_window(
        .d(result_window$d),
        .q(result_window$q),
        .clock(result_window$clock)
    );
    metaroce_rx_datapath__conn$result_window_copy result_window_copy(
        .d(result_window_copy$d),
        .q(result_window_copy$q),
        .clock(result_window_copy$clock)
    );
    metaroce_rx_datapath__conn$result_src_port result_src_port(
        .d(result_src_port$d),
        .q(result_src_port$q),
        .clock(result_src_port$clock)
    );
    metaroce_rx_datapath__conn$result_entry result_entry(
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
        result_src_port$d = s2_src_port$q;
        result_entry$d = s2_entry$q;
        m_result_valid = result_valid$q;
        m_result_tag = result_tag$q;
        m_result_verdict = result_verdict$q;
        m_result_slot = result_window$q[(32'h3)+:(3)];
        m_result_window = result_window$q;
        m_result_window_copy = result_window_copy$q;
        m_result_peer_conn_id = result_entry$q[(64'h46)+:(32)];
        m_result_peer_ip = result_entry$q[(64'h22)+:(32)];
        m_result_peer_port = result_entry$q[(64'h66)+:(16)];
        m_result_ack_src_port = result_src_port$q;
        m_result_peer_mac = result_entry$q[(64'h76)+:(48)];
    end

endmodule // metaroce_rx_datapath__conn


module metaroce_rx_datapath__conn$connections(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);

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

endmodule // metaroce_rx_datapath__conn$connections


module metaroce_rx_datapath__conn$epochs(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);

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

endmodule // metaroce_rx_datapath__conn$epochs


module metaroce_rx_datapath__conn$result_entry(d,q,clock);

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

endmodule // metaroce_rx_datapath__conn$result_entry


module metaroce_rx_datapath__conn$result_src_port(d,q,clock);

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

endmodule // metaroce_rx_datapath__conn$result_src_port


module metaroce_rx_datapath__conn$result_tag(d,q,clock);

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

endmodule // metaroce_rx_datapath__conn$result_tag


module metaroce_rx_datapath__conn$result_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__conn$result_valid


module metaroce_rx_datapath__conn$result_verdict(d,q,clock);

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

endmodule // metaroce_rx_datapath__conn$result_verdict


module metaroce_rx_datapath__conn$result_window(d,q,clock);

    // Module arguments
    input wire  [5:0] d;
    output reg  [5:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 6'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_rx_datapath__conn$result_window


module metaroce_rx_datapath__conn$result_window_copy(d,q,clock);

    // Module arguments
    input wire  [5:0] d;
    output reg  [5:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 6'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_rx_datapath__conn$result_window_copy


module metaroce_rx_datapath__conn$s1_conn_id(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__conn$s1_conn_id


module metaroce_rx_datapath__conn$s1_epoch(d,q,clock);

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

endmodule // metaroce_rx_datapath__conn$s1_epoch


module metaroce_rx_datapath__conn$s1_path_id(d,q,clock);

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

endmodule // metaroce_rx_datapath__conn$s1_path_id


module metaroce_rx_datapath__conn$s1_src_ip(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__conn$s1_src_ip


module metaroce_rx_datapath__conn$s1_src_port(d,q,clock);

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

endmodule // metaroce_rx_datapath__conn$s1_src_port


module metaroce_rx_datapath__conn$s1_tag(d,q,clock);

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

endmodule // metaroce_rx_datapath__conn$s1_tag


module metaroce_rx_datapath__conn$s1_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__conn$s1_valid


module metaroce_rx_datapath__conn$s1_window(d,q,clock);

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

endmodule // metaroce_rx_datapath__conn$s1_window


module metaroce_rx_datapath__conn$s2_conn_id(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__conn$s2_conn_id


module metaroce_rx_datapath__conn$s2_entry(d,q,clock);

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

endmodule // metaroce_rx_datapath__conn$s2_entry


module metaroce_rx_datapath__conn$s2_epoch(d,q,clock);

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

endmodule // metaroce_rx_datapath__conn$s2_epoch


module metaroce_rx_datapath__conn$s2_path_epoch(d,q,clock);

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

endmodule // metaroce_rx_datapath__conn$s2_path_epoch


module metaroce_rx_datapath__conn$s2_path_id(d,q,clock);

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

endmodule // metaroce_rx_datapath__conn$s2_path_id


module metaroce_rx_datapath__conn$s2_src_ip(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__conn$s2_src_ip


module metaroce_rx_datapath__conn$s2_src_port(d,q,clock);

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

endmodule // metaroce_rx_datapath__conn$s2_src_port


module metaroce_rx_datapath__conn$s2_tag(d,q,clock);

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

endmodule // metaroce_rx_datapath__conn$s2_tag


module metaroce_rx_datapath__conn$s2_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__conn$s2_valid


module metaroce_rx_datapath__conn$s2_window(d,q,clock);

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

endmodule // metaroce_rx_datapath__conn$s2_window


module metaroce_rx_datapath__cpl_bytes(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__cpl_bytes


module metaroce_rx_datapath__cpl_msn(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__cpl_msn


module metaroce_rx_datapath__cpl_slot(d,q,clock);

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

endmodule // metaroce_rx_datapath__cpl_slot


module metaroce_rx_datapath__cpl_status(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__cpl_status


module metaroce_rx_datapath__cpl_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__cpl_valid


module metaroce_rx_datapath__header_line(clk,rst,d,q);

    // Module arguments
    input wire  clk;
    input wire  rst;
    input wire  [509:0] d;
    output reg  [509:0] q;

    // Update code (custom)
    reg [2549:0] stages;
    initial begin
        stages = {2550{1'b0}};
    end
    always @(posedge clk) begin
        if (rst) begin
            stages <= {2550{1'b0}};
        end else begin
            stages <= {stages[2039:0], d};
        end
    end
    always @(*) begin
        q = stages[2549:2040];
    end
endmodule // metaroce_rx_datapath__header_line


module metaroce_rx_datapath__in_flight_masks(d,q,clock);

    // Module arguments
    input wire  [831:0] d;
    output reg  [831:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 832'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__in_flight_masks


module metaroce_rx_datapath__in_flight_windows(d,q,clock);

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

endmodule // metaroce_rx_datapath__in_flight_windows


module metaroce_rx_datapath__lookup_in_two(clk,rst,d,q);

    // Module arguments
    input wire  clk;
    input wire  rst;
    input wire  d;
    output reg  q;

    // Update code (custom)
    reg [0:0] stages;
    initial begin
        stages = {1{1'b0}};
    end
    always @(posedge clk) begin
        if (rst) begin
            stages <= {1{1'b0}};
        end else begin
            stages <= d;
        end
    end
    always @(*) begin
        q = stages[0:0];
    end
endmodule // metaroce_rx_datapath__lookup_in_two


module metaroce_rx_datapath__lookup_line(clk,rst,d,q);

    // Module arguments
    input wire  clk;
    input wire  rst;
    input wire  [323:0] d;
    output reg  [323:0] q;

    // Update code (custom)
    reg [971:0] stages;
    initial begin
        stages = {972{1'b0}};
    end
    always @(posedge clk) begin
        if (rst) begin
            stages <= {972{1'b0}};
        end else begin
            stages <= {stages[647:0], d};
        end
    end
    always @(*) begin
        q = stages[971:648];
    end
endmodule // metaroce_rx_datapath__lookup_line


module metaroce_rx_datapath__lookup_soon(clk,rst,d,q);

    // Module arguments
    input wire  clk;
    input wire  rst;
    input wire  d;
    output reg  q;

    // Update code (custom)
    reg [1:0] stages;
    initial begin
        stages = {2{1'b0}};
    end
    always @(posedge clk) begin
        if (rst) begin
            stages <= {2{1'b0}};
        end else begin
            stages <= {stages[0:0], d};
        end
    end
    always @(*) begin
        q = stages[1:1];
    end
endmodule // metaroce_rx_datapath__lookup_soon


module metaroce_rx_datapath__mr(clk,rst,s_write_valid,s_write_index,s_write_enable,s_write_key,s_write_base,s_write_length,s_write_remote_write,s_write_local_write,s_lookup_valid,s_lookup_rkey,s_lookup_addr,s_lookup_len,s_lookup_local,s_lookup_tag,m_result_valid,m_result_tag,m_result_allowed);

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
    metaroce_rx_datapath__mr$regions regions(
        .read_address(regions$read_address),
        .read_clock(regions$read_clock),
        .read_data(regions$read_data),
        .write_address(regions$write_address),
        .write_clock(regions$write_clock),
        .write_data(regions$write_data),
        .write_enable(regions$write_enable)
    );
    metaroce_rx_datapath__mr$s1_valid s1_valid(
        .d(s1_valid$d),
        .q(s1_valid$q),
        .clock(s1_valid$clock)
    );
    metaroce_rx_datapath__mr$s1_rkey s1_rkey(
        .d(s1_rkey$d),
        .q(s1_rkey$q),
        .clock(s1_rkey$clock)
    );
    metaroce_rx_datapath__mr$s1_addr s1_addr(
        .d(s1_addr$d),
        .q(s1_addr$q),
        .clock(s1_addr$clock)
    );
    metaroce_rx_datapath__mr$s1_len s1_len(
        .d(s1_len$d),
        .q(s1_len$q),
        .clock(s1_len$clock)
    );
    metaroce_rx_datapath__mr$s1_tag s1_tag(
        .d(s1_tag$d),
        .q(s1_tag$q),
        .clock(s1_tag$clock)
    );
    metaroce_rx_datapath__mr$s1_local s1_local(
        .d(s1_local$d),
        .q(s1_local$q),
        .clock(s1_local$clock)
    );
    metaroce_rx_datapath__mr$s2_local s2_local(
        .d(s2_local$d),
        .q(s2_local$q),
        .clock(s2_local$clock)
    );
    metaroce_rx_datapath__mr$s2_valid s2_valid(
        .d(s2_valid$d),
        .q(s2_valid$q),
        .clock(s2_valid$clock)
    );
    metaroce_rx_datapath__mr$s2_rkey s2_rkey(
        .d(s2_rkey$d),
        .q(s2_rkey$q),
        .clock(s2_rkey$clock)
    );
    metaroce_rx_datapath__mr$s2_addr s2_addr(
        .d(s2_addr$d),
        .q(s2_addr$q),
        .clock(s2_addr$clock)
    );
    metaroce_rx_datapath__mr$s2_end s2_end(
        .d(s2_end$d),
        .q(s2_end$q),
        .clock(s2_end$clock)
    );
    metaroce_rx_datapath__mr$s2_tag s2_tag(
        .d(s2_tag$d),
        .q(s2_tag$q),
        .clock(s2_tag$clock)
    );
    metaroce_rx_datapath__mr$s2_region s2_region(
        .d(s2_region$d),
        .q(s2_region$q),
        .clock(s2_region$clock)
    );
    metaroce_rx_datapath__mr$result_valid result_valid(
        .d(result_valid$d),
        .q(result_valid$q),
        .clock(result_valid$clock)
    );
    metaroce_rx_datapath__mr$result_tag result_tag(
        .d(result_tag$d),
        .q(result_tag$q),
        .clock(result_tag$clock)
    );
    metaroce_rx_datapath__mr$result_allowed result_allowed(
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

endmodule // metaroce_rx_datapath__mr


module metaroce_rx_datapath__mr$regions(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);

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

endmodule // metaroce_rx_datapath__mr$regions


module metaroce_rx_datapath__mr$result_allowed(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__mr$result_allowed


module metaroce_rx_datapath__mr$result_tag(d,q,clock);

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

endmodule // metaroce_rx_datapath__mr$result_tag


module metaroce_rx_datapath__mr$result_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__mr$result_valid


module metaroce_rx_datapath__mr$s1_addr(d,q,clock);

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

endmodule // metaroce_rx_datapath__mr$s1_addr


module metaroce_rx_datapath__mr$s1_len(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__mr$s1_len


module metaroce_rx_datapath__mr$s1_local(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__mr$s1_local


module metaroce_rx_datapath__mr$s1_rkey(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__mr$s1_rkey


module metaroce_rx_datapath__mr$s1_tag(d,q,clock);

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

endmodule // metaroce_rx_datapath__mr$s1_tag


module metaroce_rx_datapath__mr$s1_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__mr$s1_valid


module metaroce_rx_datapath__mr$s2_addr(d,q,clock);

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

endmodule // metaroce_rx_datapath__mr$s2_addr


module metaroce_rx_datapath__mr$s2_end(d,q,clock);

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

endmodule // metaroce_rx_datapath__mr$s2_end


module metaroce_rx_datapath__mr$s2_local(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__mr$s2_local


module metaroce_rx_datapath__mr$s2_region(d,q,clock);

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

endmodule // metaroce_rx_datapath__mr$s2_region


module metaroce_rx_datapath__mr$s2_rkey(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__mr$s2_rkey


module metaroce_rx_datapath__mr$s2_tag(d,q,clock);

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

endmodule // metaroce_rx_datapath__mr$s2_tag


module metaroce_rx_datapath__mr$s2_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__mr$s2_valid


module metaroce_rx_datapath__nack_ahead(d,q,clock);

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

endmodule // metaroce_rx_datapath__nack_ahead


module metaroce_rx_datapath__nack_ahead_any(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__nack_ahead_any


module metaroce_rx_datapath__nacks(clk,rst,s_push,s_push_window,s_push_stream,s_push_msn,s_push_psn,s_push_send,s_push_not_ready,m_pending,m_valid,m_ready,m_window,m_stream,m_msn,m_psn,m_send,m_not_ready,m_dropped);

    // Module arguments
    input wire  clk;
    input wire  rst;
    input wire  s_push;
    input wire  [5:0] s_push_window;
    input wire  [31:0] s_push_stream;
    input wire  [31:0] s_push_msn;
    input wire  [31:0] s_push_psn;
    input wire  s_push_send;
    input wire  s_push_not_ready;
    output reg  m_pending;
    output reg  m_valid;
    input wire  m_ready;
    output reg  [5:0] m_window;
    output reg  [31:0] m_stream;
    output reg  [31:0] m_msn;
    output reg  [31:0] m_psn;
    output reg  m_send;
    output reg  m_not_ready;
    output reg  m_dropped;

    // Stub signals
    reg  fifo$clk;
    reg  fifo$rst;
    reg  fifo$s_push;
    reg  [103:0] fifo$s_entry;
    wire  fifo$m_valid;
    wire  [103:0] fifo$m_entry;
    reg  fifo$m_pop;
    wire  [4:0] fifo$m_count;
    wire  fifo$m_any;
    wire  fifo$m_dropped;

    // Local signals
    reg  [103:0] pushed;

    // Sub module instances
    metaroce_rx_datapath__nacks$fifo fifo(
        .clk(fifo$clk),
        .rst(fifo$rst),
        .s_push(fifo$s_push),
        .s_entry(fifo$s_entry),
        .m_valid(fifo$m_valid),
        .m_entry(fifo$m_entry),
        .m_pop(fifo$m_pop),
        .m_count(fifo$m_count),
        .m_any(fifo$m_any),
        .m_dropped(fifo$m_dropped)
    );

    // Update code
    always @(*) begin
        fifo$clk = clk;
        fifo$rst = rst;
        pushed[(64'h0)+:(6)] = s_push_window;
        pushed[(64'h6)+:(32)] = s_push_stream;
        pushed[(64'h26)+:(32)] = s_push_msn;
        pushed[(64'h46)+:(32)] = s_push_psn;
        pushed[(64'h66)+:(1)] = s_push_send;
        pushed[(64'h67)+:(1)] = s_push_not_ready;
        fifo$s_push = s_push;
        fifo$s_entry = pushed;
        m_pending = fifo$m_any;
        m_valid = fifo$m_valid;
        fifo$m_pop = m_ready;
        m_window = fifo$m_entry[(64'h0)+:(6)];
        m_stream = fifo$m_entry[(64'h6)+:(32)];
        m_msn = fifo$m_entry[(64'h26)+:(32)];
        m_psn = fifo$m_entry[(64'h46)+:(32)];
        m_send = fifo$m_entry[(64'h66)+:(1)];
        m_not_ready = fifo$m_entry[(64'h67)+:(1)];
        m_dropped = fifo$m_dropped;
    end

endmodule // metaroce_rx_datapath__nacks


module metaroce_rx_datapath__nacks$fifo(clk,rst,s_push,s_entry,m_valid,m_entry,m_pop,m_count,m_any,m_dropped);

    // Module arguments
    input wire  clk;
    input wire  rst;
    input wire  s_push;
    input wire  [103:0] s_entry;
    output reg  m_valid;
    output reg  [103:0] m_entry;
    input wire  m_pop;
    output reg  [4:0] m_count;
    output reg  m_any;
    output reg  m_dropped;

    // Stub signals
    reg  [2:0] even$read_address;
    reg  even$read_clock;
    wire  [103:0] even$read_data;
    reg  [2:0] even$write_address;
    reg  even$write_clock;
    reg  [103:0] even$write_data;
    reg  even$write_enable;
    reg  [2:0] odd$read_address;
    reg  odd$read_clock;
    wire  [103:0] odd$read_data;
    reg  [2:0] odd$write_address;
    reg  odd$write_clock;
    reg  [103:0] odd$write_data;
    reg  odd$write_enable;
    reg  [4:0] wr_ptr$d;
    wire  [4:0] wr_ptr$q;
    reg  wr_ptr$clock;
    reg  [4:0] rd_ptr$d;
    wire  [4:0] rd_ptr$q;
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

    // Local signals
    reg  [4:0] count;
    reg  [4:0] wr_next;
    reg  [4:0] rd_next;
    reg  full;
    reg  push_ok;
    reg  pop;
    reg  [4:0] wr_plus;
    reg  [4:0] rd_plus;

    // Sub module instances
    metaroce_rx_datapath__nacks$fifo$even even(
        .read_address(even$read_address),
        .read_clock(even$read_clock),
        .read_data(even$read_data),
        .write_address(even$write_address),
        .write_clock(even$write_clock),
        .write_data(even$write_data),
        .write_enable(even$write_enable)
    );
    metaroce_rx_datapath__nacks$fifo$odd odd(
        .read_address(odd$read_address),
        .read_clock(odd$read_clock),
        .read_data(odd$read_data),
        .write_address(odd$write_address),
        .write_clock(odd$write_clock),
        .write_data(odd$write_data),
        .write_enable(odd$write_enable)
    );
    metaroce_rx_datapath__nacks$fifo$wr_ptr wr_ptr(
        .d(wr_ptr$d),
        .q(wr_ptr$q),
        .clock(wr_ptr$clock)
    );
    metaroce_rx_datapath__nacks$fifo$rd_ptr rd_ptr(
        .d(rd_ptr$d),
        .q(rd_ptr$q),
        .clock(rd_ptr$clock)
    );
    metaroce_rx_datapath__nacks$fifo$valid valid(
        .d(valid$d),
        .q(valid$q),
        .clock(valid$clock)
    );
    metaroce_rx_datapath__nacks$fifo$dropped dropped(
        .d(dropped$d),
        .q(dropped$q),
        .clock(dropped$clock)
    );
    metaroce_rx_datapath__nacks$fifo$any any(
        .d(any$d),
        .q(any$q),
        .clock(any$clock)
    );

    // Update code
    always @(*) begin
        wr_ptr$clock = clk;
        rd_ptr$clock = clk;
        valid$clock = clk;
        dropped$clock = clk;
        any$clock = clk;
        wr_ptr$d = wr_ptr$q;
        rd_ptr$d = rd_ptr$q;
        valid$d = valid$q;
        dropped$d = dropped$q;
        any$d = any$q;
        even$read_clock = clk;
        even$write_clock = clk;
        odd$read_clock = clk;
        odd$write_clock = clk;
        count = wr_ptr$q - rd_ptr$q;
        full = |count & ~|((count) & 4'hf);
        push_ok = s_push & ~full;
        even$write_enable = push_ok & ~wr_ptr$q[32'h0];
        odd$write_enable = push_ok & wr_ptr$q[32'h0];
        even$write_address = wr_ptr$q[(32'h1)+:(3)];
        odd$write_address = wr_ptr$q[(32'h1)+:(3)];
        even$write_data = s_entry;
        odd$write_data = s_entry;
        wr_plus = wr_ptr$q + 32'h1;
        wr_next = wr_ptr$q;
        if (push_ok) begin
            wr_next = wr_plus;
        end
        wr_ptr$d = wr_next;
        dropped$d = s_push & full;
        m_valid = valid$q;
        m_count = count;
        pop = valid$q & m_pop;
        rd_plus = rd_ptr$q + 32'h1;
        rd_next = rd_ptr$q;
        if (pop) begin
            rd_next = rd_plus;
        end
        rd_ptr$d = rd_next;
        odd$read_address = rd_ptr$q[(32'h1)+:(3)];
        even$read_address = rd_plus[(32'h1)+:(3)];
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
        end
    end

endmodule // metaroce_rx_datapath__nacks$fifo


module metaroce_rx_datapath__nacks$fifo$any(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__nacks$fifo$any


module metaroce_rx_datapath__nacks$fifo$dropped(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__nacks$fifo$dropped


module metaroce_rx_datapath__nacks$fifo$even(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);

    // Module arguments
    input wire  [2:0] read_address;
    input wire  read_clock;
    output reg  [103:0] read_data;
    input wire  [2:0] write_address;
    input wire  write_clock;
    input wire  [103:0] write_data;
    input wire  write_enable;

    // Update code (custom)
    reg[103:0] mem[7:0];



    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end

    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end

endmodule // metaroce_rx_datapath__nacks$fifo$even


module metaroce_rx_datapath__nacks$fifo$odd(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);

    // Module arguments
    input wire  [2:0] read_address;
    input wire  read_clock;
    output reg  [103:0] read_data;
    input wire  [2:0] write_address;
    input wire  write_clock;
    input wire  [103:0] write_data;
    input wire  write_enable;

    // Update code (custom)
    reg[103:0] mem[7:0];



    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end

    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end

endmodule // metaroce_rx_datapath__nacks$fifo$odd


module metaroce_rx_datapath__nacks$fifo$rd_ptr(d,q,clock);

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

endmodule // metaroce_rx_datapath__nacks$fifo$rd_ptr


module metaroce_rx_datapath__nacks$fifo$valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__nacks$fifo$valid


module metaroce_rx_datapath__nacks$fifo$wr_ptr(d,q,clock);

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

endmodule // metaroce_rx_datapath__nacks$fifo$wr_ptr


module metaroce_rx_datapath__parser(clk,rst,udp_port,s_axis_tdata,s_axis_tkeep,s_axis_tvalid,s_axis_tready,s_axis_tlast,s_axis_tuser,m_axis_bypass_tdata,m_axis_bypass_tkeep,m_axis_bypass_tvalid,m_axis_bypass_tlast,m_axis_bypass_tuser,m_axis_frame_tdata,m_axis_frame_tkeep,m_axis_frame_tvalid,m_axis_frame_tlast,m_axis_frame_tuser,m_axis_frame_tdest,m_header_valid,m_header_reason,m_header_frame_len,m_header_ecn,m_header_src_ip,m_header_src_port,m_header_opcode,m_header_flags,m_header_conn_id,m_header_path_id,m_header_epoch,m_header_psn,m_header_stream,m_header_msn,m_header_offset,m_header_payload_len,m_header_timestamp,m_header_remote_addr,m_header_rkey,m_header_msg_len,m_header_datapath);

    // Module arguments
    input wire  clk;
    input wire  rst;
    input wire  [15:0] udp_port;
    input wire  [511:0] s_axis_tdata;
    input wire  [63:0] s_axis_tkeep;
    input wire  s_axis_tvalid;
    output reg  s_axis_tready;
    input wire  s_axis_tlast;
    input wire  s_axis_tuser;
    output reg  [511:0] m_axis_bypass_tdata;
    output reg  [63:0] m_axis_bypass_tkeep;
    output reg  m_axis_bypass_tvalid;
    output reg  m_axis_bypass_tlast;
    output reg  m_axis_bypass_tuser;
    output reg  [511:0] m_axis_frame_tdata;
    output reg  [63:0] m_axis_frame_tkeep;
    output reg  m_axis_frame_tvalid;
    output reg  m_axis_frame_tlast;
    output reg  m_axis_frame_tuser;
    output reg  m_axis_frame_tdest;
    output reg  m_header_valid;
    output reg  [3:0] m_header_reason;
    output reg  [15:0] m_header_frame_len;
    output reg  [1:0] m_header_ecn;
    output reg  [31:0] m_header_src_ip;
    output reg  [15:0] m_header_src_port;
    output reg  [7:0] m_header_opcode;
    output reg  [15:0] m_header_flags;
    output reg  [31:0] m_header_conn_id;
    output reg  [15:0] m_header_path_id;
    output reg  [7:0] m_header_epoch;
    output reg  [31:0] m_header_psn;
    output reg  [31:0] m_header_stream;
    output reg  [31:0] m_header_msn;
    output reg  [31:0] m_header_offset;
    output reg  [15:0] m_header_payload_len;
    output reg  [63:0] m_header_timestamp;
    output reg  [63:0] m_header_remote_addr;
    output reg  [31:0] m_header_rkey;
    output reg  [31:0] m_header_msg_len;
    output reg  m_header_datapath;

    // Stub signals
    reg  [511:0] in_tdata$d;
    wire  [511:0] in_tdata$q;
    reg  in_tdata$clock;
    reg  [63:0] in_tkeep$d;
    wire  [63:0] in_tkeep$q;
    reg  in_tkeep$clock;
    reg  in_tvalid$d;
    wire  in_tvalid$q;
    reg  in_tvalid$clock;
    reg  in_tlast$d;
    wire  in_tlast$q;
    reg  in_tlast$clock;
    reg  in_tuser$d;
    wire  in_tuser$q;
    reg  in_tuser$clock;
    reg  [15:0] in_keep_count$d;
    wire  [15:0] in_keep_count$q;
    reg  in_keep_count$clock;
    reg  in_ours$d;
    wire  in_ours$q;
    reg  in_ours$clock;
    reg  in_runt$d;
    wire  in_runt$q;
    reg  in_runt$clock;
    reg  in_write$d;
    wire  in_write$q;
    reg  in_write$clock;
    reg  in_frame$d;
    wire  in_frame$q;
    reg  in_frame$clock;
    reg  [1:0] beats_seen$d;
    wire  [1:0] beats_seen$q;
    reg  beats_seen$clock;
    reg  [15:0] frame_bytes$d;
    wire  [15:0] frame_bytes$q;
    reg  frame_bytes$clock;
    reg  route_ours$d;
    wire  route_ours$q;
    reg  route_ours$clock;
    reg  route_runt$d;
    wire  route_runt$q;
    reg  route_runt$clock;
    reg  route_write$d;
    wire  route_write$q;
    reg  route_write$clock;
    reg  [511:0] first_beat$d;
    wire  [511:0] first_beat$q;
    reg  first_beat$clock;
    reg  [511:0] second_beat$d;
    wire  [511:0] second_beat$q;
    reg  second_beat$clock;
    reg  end_valid$d;
    wire  end_valid$q;
    reg  end_valid$clock;
    reg  [15:0] end_len$d;
    wire  [15:0] end_len$q;
    reg  end_len$clock;
    reg  end_bad_frame$d;
    wire  end_bad_frame$q;
    reg  end_bad_frame$clock;
    reg  end_ours$d;
    wire  end_ours$q;
    reg  end_ours$clock;
    reg  end_runt$d;
    wire  end_runt$q;
    reg  end_runt$clock;
    reg  end_datapath$d;
    wire  end_datapath$q;
    reg  end_datapath$clock;
    reg  [511:0] bypass_tdata$d;
    wire  [511:0] bypass_tdata$q;
    reg  bypass_tdata$clock;
    reg  [63:0] bypass_tkeep$d;
    wire  [63:0] bypass_tkeep$q;
    reg  bypass_tkeep$clock;
    reg  bypass_tvalid$d;
    wire  bypass_tvalid$q;
    reg  bypass_tvalid$clock;
    reg  bypass_tlast$d;
    wire  bypass_tlast$q;
    reg  bypass_tlast$clock;
    reg  bypass_tuser$d;
    wire  bypass_tuser$q;
    reg  bypass_tuser$clock;
    reg  frame_tvalid$d;
    wire  frame_tvalid$q;
    reg  frame_tvalid$clock;
    reg  frame_tdest$d;
    wire  frame_tdest$q;
    reg  frame_tdest$clock;
    reg  v1$d;
    wire  v1$q;
    reg  v1$clock;
    reg  [14:0] checks1$d;
    wire  [14:0] checks1$q;
    reg  checks1$clock;
    reg  [84:0] pairs1$d;
    wire  [84:0] pairs1$q;
    reg  pairs1$clock;
    reg  [1023:0] be1$d;
    wire  [1023:0] be1$q;
    reg  be1$clock;
    reg  [15:0] len1$d;
    wire  [15:0] len1$q;
    reg  len1$clock;
    reg  v2$d;
    wire  v2$q;
    reg  v2$clock;
    reg  [14:0] checks2$d;
    wire  [14:0] checks2$q;
    reg  checks2$clock;
    reg  [19:0] ip_sum2$d;
    wire  [19:0] ip_sum2$q;
    reg  ip_sum2$clock;
    reg  [1023:0] be2$d;
    wire  [1023:0] be2$q;
    reg  be2$clock;
    reg  [15:0] len2$d;
    wire  [15:0] len2$q;
    reg  len2$clock;
    reg  header_valid$d;
    wire  header_valid$q;
    reg  header_valid$clock;
    reg  [3:0] header_reason$d;
    wire  [3:0] header_reason$q;
    reg  header_reason$clock;
    reg  [15:0] header_frame_len$d;
    wire  [15:0] header_frame_len$q;
    reg  header_frame_len$clock;
    reg  [1023:0] header_be_kept$d;
    wire  [1023:0] header_be_kept$q;
    reg  header_be_kept$clock;
    reg  header_datapath$d;
    wire  header_datapath$q;
    reg  header_datapath$clock;
    reg  [511:0] kept_header$first_beat;
    reg  [511:0] kept_header$second_beat;
    wire  [1023:0] kept_header$big_endian;
    reg  [63:0] keep_bytes$keep;
    wire  [6:0] keep_bytes$count;

    // Local signals
    reg  first;
    reg  ours_now;
    reg  runt_now;
    reg  beat_ours;
    reg  beat_runt;
    reg  write_now;
    reg  beat_write;
    reg  [1023:0] header_be;
    reg  [15:0] ip_len;
    reg  [15:0] udp_len;
    reg  [15:0] packet_len;
    reg  [7:0] opcode;
    reg  opcode_known;
    reg  opcode_is_data;
    reg  [15:0] header_len;
    reg  [15:0] payload_len;
    reg  [34:0] end_offset;
    reg  [34:0] end_payload;
    reg  [34:0] end_not_msg_len;
    reg  [34:0] end_sum;
    reg  [34:0] end_carry;
    reg  [34:0] end_total;
    reg  [31:0] msg_len;
    reg  [7:0] nack_opcode;
    reg  [7:0] nack_code;
    reg  [14:0] checks;
    reg  [84:0] ip_pairs;
    reg  [19:0] pair_a;
    reg  [19:0] pair_b;
    reg  [19:0] pair_c;
    reg  [19:0] pair_d;
    reg  [19:0] pair_e;
    reg  [19:0] save_sum_1;
    reg  [19:0] save_carry_1;
    reg  [19:0] save_sum_2;
    reg  [19:0] save_carry_2;
    reg  [19:0] save_sum_3;
    reg  [19:0] save_carry_3;
    reg  checksum_ok;
    reg  [3:0] reason;

    // Sub module instances
    metaroce_rx_datapath__parser$in_tdata in_tdata(
        .d(in_tdata$d),
        .q(in_tdata$q),
        .clock(in_tdata$clock)
    );
    metaroce_rx_datapath__parser$in_tkeep in_tkeep(
        .d(in_tkeep$d),
        .q(in_tkeep$q),
        .clock(in_tkeep$clock)
    );
    metaroce_rx_datapath__parser$in_tvalid in_tvalid(
        .d(in_tvalid$d),
        .q(in_tvalid$q),
        .clock(in_tvalid$clock)
    );
    metaroce_rx_datapath__parser$in_tlast in_tlast(
        .d(in_tlast$d),
        .q(in_tlast$q),
        .clock(in_tlast$clock)
    );
    metaroce_rx_datapath__parser$in_tuser in_tuser(
        .d(in_tuser$d),
        .q(in_tuser$q),
        .clock(in_tuser$clock)
    );
    metaroce_rx_datapath__parser$in_keep_count in_keep_count(
        .d(in_keep_count$d),
        .q(in_keep_count$q),
        .clock(in_keep_count$clock)
    );
    metaroce_rx_datapath__parser$in_ours in_ours(
        .d(in_ours$d),
        .q(in_ours$q),
        .clock(in_ours$clock)
    );
    metaroce_rx_datapath__parser$in_runt in_runt(
        .d(in_runt$d),
        .q(in_runt$q),
        .clock(in_runt$clock)
    );
    metaroce_rx_datapath__parser$in_write in_write(
        .d(in_write$d),
        .q(in_write$q),
        .clock(in_write$clock)
    );
    metaroce_rx_datapath__parser$in_frame in_frame(
        .d(in_frame$d),
        .q(in_frame$q),
        .clock(in_frame$clock)
    );
    metaroce_rx_datapath__parser$beats_seen beats_seen(
        .d(beats_seen$d),
        .q(beats_seen$q),
        .clock(beats_seen$clock)
    );
    metaroce_rx_datapath__parser$frame_bytes frame_bytes(
        .d(frame_bytes$d),
        .q(frame_bytes$q),
        .clock(frame_bytes$clock)
    );
    metaroce_rx_datapath__parser$route_ours route_ours(
        .d(route_ours$d),
        .q(route_ours$q),
        .clock(route_ours$clock)
    );
    metaroce_rx_datapath__parser$route_runt route_runt(
        .d(route_runt$d),
        .q(route_runt$q),
        .clock(route_runt$clock)
    );
    metaroce_rx_datapath__parser$route_write route_write(
        .d(route_write$d),
        .q(route_write$q),
        .clock(route_write$clock)
    );
    metaroce_rx_datapath__parser$first_beat first_beat(
        .d(first_beat$d),
        .q(first_beat$q),
        .clock(first_beat$clock)
    );
    metaroce_rx_datapath__parser$second_beat second_beat(
        .d(second_beat$d),
        .q(second_beat$q),
        .clock(second_beat$clock)
    );
    metaroce_rx_datapath__parser$end_valid end_valid(
        .d(end_valid$d),
        .q(end_valid$q),
        .clock(end_valid$clock)
    );
    metaroce_rx_datapath__parser$end_len end_len(
        .d(end_len$d),
        .q(end_len$q),
        .clock(end_len$clock)
    );
    metaroce_rx_datapath__parser$end_bad_frame end_bad_frame(
        .d(end_bad_frame$d),
        .q(end_bad_frame$q),
        .clock(end_bad_frame$clock)
    );
    metaroce_rx_datapath__parser$end_ours end_ours(
        .d(end_ours$d),
        .q(end_ours$q),
        .clock(end_ours$clock)
    );
    metaroce_rx_datapath__parser$end_runt end_runt(
        .d(end_runt$d),
        .q(end_runt$q),
        .clock(end_runt$clock)
    );
    metaroce_rx_datapath__parser$end_datapath end_datapath(
        .d(end_datapath$d),
        .q(end_datapath$q),
        .clock(end_datapath$clock)
    );
    metaroce_rx_datapath__parser$bypass_tdata bypass_tdata(
        .d(bypass_tdata$d),
        .q(bypass_tdata$q),
        .clock(bypass_tdata$clock)
    );
    metaroce_rx_datapath__parser$bypass_tkeep bypass_tkeep(
        .d(bypass_tkeep$d),
        .q(bypass_tkeep$q),
        .clock(bypass_tkeep$clock)
    );
    metaroce_rx_datapath__parser$bypass_tvalid bypass_tvalid(
        .d(bypass_tvalid$d),
        .q(bypass_tvalid$q),
        .clock(bypass_tvalid$clock)
    );
    metaroce_rx_datapath__parser$bypass_tlast bypass_tlast(
        .d(bypass_tlast$d),
        .q(bypass_tlast$q),
        .clock(bypass_tlast$clock)
    );
    metaroce_rx_datapath__parser$bypass_tuser bypass_tuser(
        .d(bypass_tuser$d),
        .q(bypass_tuser$q),
        .clock(bypass_tuser$clock)
    );
    metaroce_rx_datapath__parser$frame_tvalid frame_tvalid(
        .d(frame_tvalid$d),
        .q(frame_tvalid$q),
        .clock(frame_tvalid$clock)
    );
    metaroce_rx_datapath__parser$frame_tdest frame_tdest(
        .d(frame_tdest$d),
        .q(frame_tdest$q),
        .clock(frame_tdest$clock)
    );
    metaroce_rx_datapath__parser$v1 v1(
        .d(v1$d),
        .q(v1$q),
        .clock(v1$clock)
    );
    metaroce_rx_datapath__parser$checks1 checks1(
        .d(checks1$d),
        .q(checks1$q),
        .clock(checks1$clock)
    );
    metaroce_rx_datapath__parser$pairs1 pairs1(
        .d(pairs1$d),
        .q(pairs1$q),
        .clock(pairs1$clock)
    );
    metaroce_rx_datapath__parser$be1 be1(
        .d(be1$d),
        .q(be1$q),
        .clock(be1$clock)
    );
    metaroce_rx_datapath__parser$len1 len1(
        .d(len1$d),
        .q(len1$q),
        .clock(len1$clock)
    );
    metaroce_rx_datapath__parser$v2 v2(
        .d(v2$d),
        .q(v2$q),
        .clock(v2$clock)
    );
    metaroce_rx_datapath__parser$checks2 checks2(
        .d(checks2$d),
        .q(checks2$q),
        .clock(checks2$clock)
    );
    metaroce_rx_datapath__parser$ip_sum2 ip_sum2(
        .d(ip_sum2$d),
        .q(ip_sum2$q),
        .clock(ip_sum2$clock)
    );
    metaroce_rx_datapath__parser$be2 be2(
        .d(be2$d),
        .q(be2$q),
        .clock(be2$clock)
    );
    metaroce_rx_datapath__parser$len2 len2(
        .d(len2$d),
        .q(len2$q),
        .clock(len2$clock)
    );
    metaroce_rx_datapath__parser$header_valid header_valid(
        .d(header_valid$d),
        .q(header_valid$q),
        .clock(header_valid$clock)
    );
    metaroce_rx_datapath__parser$header_reason header_reason(
        .d(header_reason$d),
        .q(header_reason$q),
        .clock(header_reason$clock)
    );
    metaroce_rx_datapath__parser$header_frame_len header_frame_len(
        .d(header_frame_len$d),
        .q(header_frame_len$q),
        .clock(header_frame_len$clock)
    );
    metaroce_rx_datapath__parser$header_be_kept header_be_kept(
        .d(header_be_kept$d),
        .q(header_be_kept$q),
        .clock(header_be_kept$clock)
    );
    metaroce_rx_datapath__parser$header_datapath header_datapath(
        .d(header_datapath$d),
        .q(header_datapath$q),
        .clock(header_datapath$clock)
    );
    metaroce_rx_datapath__parser$kept_header kept_header(
        .first_beat(kept_header$first_beat),
        .second_beat(kept_header$second_beat),
        .big_endian(kept_header$big_endian)
    );
    metaroce_rx_datapath__parser$keep_bytes keep_bytes(
        .keep(keep_bytes$keep),
        .count(keep_bytes$count)
    );

    // Update code
    always @(*) begin
        in_tdata$clock = clk;
        in_tkeep$clock = clk;
        in_tvalid$clock = clk;
        in_tlast$clock = clk;
        in_tuser$clock = clk;
        in_keep_count$clock = clk;
        in_ours$clock = clk;
        in_runt$clock = clk;
        in_write$clock = clk;
        in_frame$clock = clk;
        beats_seen$clock = clk;
        frame_bytes$clock = clk;
        route_ours$clock = clk;
        route_runt$clock = clk;
        route_write$clock = clk;
        first_beat$clock = clk;
        second_beat$clock = clk;
        end_valid$clock = clk;
        end_len$clock = clk;
        end_bad_frame$clock = clk;
        end_ours$clock = clk;
        end_runt$clock = clk;
        end_datapath$clock = clk;
        bypass_tdata$clock = clk;
        bypass_tkeep$clock = clk;
        bypass_tvalid$clock = clk;
        bypass_tlast$clock = clk;
        bypass_tuser$clock = clk;
        frame_tvalid$clock = clk;
        frame_tdest$clock = clk;
        v1$clock = clk;
        checks1$clock = clk;
        pairs1$clock = clk;
        be1$clock = clk;
        len1$clock = clk;
        v2$clock = clk;
        checks2$clock = clk;
        ip_sum2$clock = clk;
        be2$clock = clk;
        len2$clock = clk;
        header_valid$clock = clk;
        header_reason$clock = clk;
        header_frame_len$clock = clk;
        header_be_kept$clock = clk;
        header_datapath$clock = clk;
        in_tdata$d = in_tdata$q;
        in_tkeep$d = in_tkeep$q;
        in_tvalid$d = in_tvalid$q;
        in_tlast$d = in_tlast$q;
        in_tuser$d = in_tuser$q;
        in_keep_count$d = in_keep_count$q;
        in_ours$d = in_ours$q;
        in_runt$d = in_runt$q;
        in_write$d = in_write$q;
        in_frame$d = in_frame$q;
        beats_seen$d = beats_seen$q;
        frame_bytes$d = frame_bytes$q;
        route_ours$d = route_ours$q;
        route_runt$d = route_runt$q;
        route_write$d = route_write$q;
        first_beat$d = first_beat$q;
        second_beat$d = second_beat$q;
        end_valid$d = end_valid$q;
        end_len$d = end_len$q;
        end_bad_frame$d = end_bad_frame$q;
        end_ours$d = end_ours$q;
        end_runt$d = end_runt$q;
        end_datapath$d = end_datapath$q;
        bypass_tdata$d = bypass_tdata$q;
        bypass_tkeep$d = bypass_tkeep$q;
        bypass_tvalid$d = bypass_tvalid$q;
        bypass_tlast$d = bypass_tlast$q;
        bypass_tuser$d = bypass_tuser$q;
        frame_tvalid$d = frame_tvalid$q;
        frame_tdest$d = frame_tdest$q;
        v1$d = v1$q;
        checks1$d = checks1$q;
        pairs1$d = pairs1$q;
        be1$d = be1$q;
        len1$d = len1$q;
        v2$d = v2$q;
        checks2$d = checks2$q;
        ip_sum2$d = ip_sum2$q;
        be2$d = be2$q;
        len2$d = len2$q;
        header_valid$d = header_valid$q;
        header_reason$d = header_reason$q;
        header_frame_len$d = header_frame_len$q;
        header_be_kept$d = header_be_kept$q;
        header_datapath$d = header_datapath$q;
        s_axis_tready = 1'b1;
        in_tdata$d = s_axis_tdata;
        in_tkeep$d = s_axis_tkeep;
        in_tvalid$d = s_axis_tvalid & ~rst;
        in_tlast$d = s_axis_tlast;
        in_tuser$d = s_axis_tuser;
        ours_now = (s_axis_tdata[(32'h60)+:(16)] == 32'h8) & (s_axis_tdata[(32'h70)+:(8)] == 32'h45) & (s_axis_tdata[(32'ha0)+:(6)] == 32'h0) & (s_axis_tdata[(32'ha8)+:(8)] == 32'h0) & (s_axis_tdata[(32'hb8)+:(8)] == 32'h11) & (s_axis_tdata[(32'h120)+:(8)] == udp_port[(32'h8)+:(8)]) & (s_axis_tdata[(32'h128)+:(8)] == udp_port[(32'h0)+:(8)]);
        keep_bytes$keep = s_axis_tkeep;
        in_keep_count$d = ((keep_bytes$count) & 16'hffff);
        runt_now = s_axis_tlast & ~s_axis_tkeep[32'h29];
        write_now = s_axis_tkeep[32'h2b] & ((s_axis_tdata[(32'h158)+:(8)] == 32'h1) | (s_axis_tdata[(32'h158)+:(8)] == 32'h2));
        in_ours$d = ours_now;
        in_runt$d = runt_now;
        in_write$d = write_now;
        first = ~in_frame$q;
        if (first) begin
            beat_ours = in_ours$q & ~in_runt$q;
            beat_runt = in_runt$q;
            beat_write = in_write$q;
        end
        else begin
            beat_ours = route_ours$q;
            beat_runt = route_runt$q;
            beat_write = route_write$q;
        end
        if (in_tvalid$q) begin
            in_frame$d = ~in_tlast$q;
            route_ours$d = beat_ours;
            route_runt$d = beat_runt;
            route_write$d = beat_write;
            if (in_tlast$q) begin
                frame_bytes$d = 32'h0;
                beats_seen$d = 32'h0;
            end
            else begin
                frame_bytes$d = frame_bytes$q + 32'h40;
                if (beats_seen$q != 32'h3) begin
                    beats_seen$d = beats_seen$q + 32'h1;
                end
            end
            if (beats_seen$q == 32'h0) begin
                first_beat$d = in_tdata$q;
            end
            if (beats_seen$q == 32'h1) begin
                second_beat$d = in_tdata$q;
            end
        end
        if (rst) begin
            in_frame$d = 1'b0;
            frame_bytes$d = 32'h0;
            beats_seen$d = 32'h0;
        end
        end_valid$d = in_tvalid$q & in_tlast$q & ~rst;
        end_len$d = frame_bytes$q + in_keep_count$q;
        end_bad_frame$d = in_tuser$q;
        end_ours$d = beat_ours;
        end_runt$d = beat_runt;
        end_datapath$d = beat_ours & beat_write;
        bypass_tdata$d = in_tdata$q;
        bypass_tkeep$d = in_tkeep$q;
        bypass_tlast$d = in_tlast$q;
        bypass_tuser$d = in_tuser$q;
        bypass_tvalid$d = in_tvalid$q & ~beat_ours & ~beat_runt & ~rst;
        frame_tvalid$d = in_tvalid$q & beat_ours & ~rst;
        frame_tdest$d = beat_write;
        m_axis_bypass_tdata = bypass_tdata$q;
        m_axis_bypass_tkeep = bypass_tkeep$q;
        m_axis_bypass_tvalid = bypass_tvalid$q;
        m_axis_bypass_tlast = bypass_tlast$q;
        m_axis_bypass_tuser = bypass_tuser$q;
        m_axis_frame_tdata = bypass_tdata$q;
        m_axis_frame_tkeep = bypass_tkeep$q;
        m_axis_frame_tvalid = frame_tvalid$q;
        m_axis_frame_tlast = bypass_tlast$q;
        m_axis_frame_tuser = bypass_tuser$q;
        m_axis_frame_tdest = frame_tdest$q;
        kept_header$first_beat = first_beat$q;
        kept_header$second_beat = second_beat$q;
        header_be = kept_header$big_endian;
        ip_len = header_be[(32'h370)+:(16)];
        udp_len = header_be[(32'h2c0)+:(16)];
        checks[(64'h6)+:(1)] = (ip_len < 32'h1c) | ((((ip_len) & 17'h1ffff) + 32'he) > ((end_len$q) & 17'h1ffff)) | (udp_len != ip_len - 32'h14);
        packet_len = ip_len - 32'h1c;
        opcode = header_be[(32'h2a0)+:(8)];
        opcode_is_data = (opcode == 32'h1) | (opcode == 32'h2);
        opcode_known = opcode_is_data | (opcode == 32'h10) | (opcode == 32'h11) | (opcode == 32'h20) | (opcode == 32'h21) | (opcode == 32'h22) | (opcode == 32'h23);
        header_len = 32'h40;
        if (opcode_is_data) begin
            header_len = 32'h38;
        end
        if (opcode == 32'h11) begin
            header_len = 32'h20;
        end
        if ((opcode == 32'h20) | (opcode == 32'h21)) begin
            header_len = 32'h24;
        end
        if (opcode == 32'h22) begin
            header_len = 32'h14;
        end
        if (opcode == 32'h23) begin
            header_len = 32'h18;
        end
        payload_len = header_be[(32'h1c0)+:(16)];
        msg_len = header_be[(32'hf0)+:(32)];
        end_offset = ((header_be[(32'h1d0)+:(32)]) & 35'h7ffffffff);
        end_payload = ((payload_len) & 35'h7ffffffff);
        end_not_msg_len = ~((msg_len) & 35'h7ffffffff) & ((64'h3ffffffff) & 35'h7ffffffff);
        end_sum = end_offset ^ end_payload ^ end_not_msg_len;
        end_carry = ((end_offset & end_payload) | (end_offset & end_not_msg_len) | (end_payload & end_not_msg_len)) << 32'h1;
        end_total = end_sum + end_carry;
        nack_opcode = header_be[(32'h1c8)+:(8)];
        nack_code = header_be[(32'h248)+:(8)];
        checks[(64'hd)+:(1)] = 1'b0;
        if (opcode_is_data) begin
            checks[(64'hd)+:(1)] = end_total[32'h22] | ((payload_len == 32'h0) & (msg_len != 32'h0));
        end
        if (opcode == 32'h11) begin
            checks[(64'hd)+:(1)] = (nack_code == 32'h0) | (nack_code > 32'h2) | ~((nack_opcode == 32'h1) | (nack_opcode == 32'h2));
        end
        if ((opcode == 32'h20) | (opcode == 32'h21)) begin
            checks[(64'hd)+:(1)] = (header_be[(32'h220)+:(16)] == 32'h0) | (header_be[(32'h210)+:(16)] == 32'h0);
        end
        checks[(64'hc)+:(1)] = (opcode == 32'h11) & ~((nack_opcode == 32'h1) | (nack_opcode == 32'h2) | (nack_opcode == 32'h10) | (nack_opcode == 32'h11) | (nack_opcode == 32'h20) | (nack_opcode == 32'h21) | (nack_opcode == 32'h22) | (nack_opcode == 32'h23));
        checks[(64'hb)+:(1)] = opcode_is_data & (((packet_len) & 17'h1ffff) != ((payload_len) & 17'h1ffff) + 32'h38);
        checks[(64'ha)+:(1)] = packet_len < header_len;
        checks[(64'h9)+:(1)] = ~opcode_known;
        checks[(64'h8)+:(1)] = header_be[(32'h2a8)+:(8)] != 32'h1;
        checks[(64'h7)+:(1)] = packet_len < 32'hc;
        checks[(64'h5)+:(1)] = end_bad_frame$q;
        checks[(64'h1)+:(1)] = ~end_ours$q;
        checks[(64'h4)+:(1)] = header_be[(32'h2d0)+:(16)] != udp_port;
        checks[(64'h3)+:(1)] = (header_be[(32'h388)+:(8)] != 32'h45) | (header_be[(32'h350)+:(14)] != 32'h0) | (header_be[(32'h340)+:(8)] != 32'h11);
        checks[(64'h2)+:(1)] = header_be[(32'h390)+:(16)] != 32'h800;
        checks[(64'h0)+:(1)] = end_runt$q;
        checks[(64'he)+:(1)] = end_datapath$q;
        ip_pairs[(64'h0)+:(17)] = ((header_be[(32'h380)+:(16)]) & 17'h1ffff) + ((header_be[(32'h370)+:(16)]) & 17'h1ffff);
        ip_pairs[(64'h11)+:(17)] = ((header_be[(32'h360)+:(16)]) & 17'h1ffff) + ((header_be[(32'h350)+:(16)]) & 17'h1ffff);
        ip_pairs[(64'h22)+:(17)] = ((header_be[(32'h340)+:(16)]) & 17'h1ffff) + ((header_be[(32'h330)+:(16)]) & 17'h1ffff);
        ip_pairs[(64'h33)+:(17)] = ((header_be[(32'h320)+:(16)]) & 17'h1ffff) + ((header_be[(32'h310)+:(16)]) & 17'h1ffff);
        ip_pairs[(64'h44)+:(17)] = ((header_be[(32'h300)+:(16)]) & 17'h1ffff) + ((header_be[(32'h2f0)+:(16)]) & 17'h1ffff);
        v1$d = end_valid$q & ~rst;
        checks1$d = checks;
        pairs1$d = ip_pairs;
        be1$d = header_be;
        len1$d = end_len$q;
        pair_a = ((pairs1$q[(64'h0)+:(17)]) & 20'hfffff);
        pair_b = ((pairs1$q[(64'h11)+:(17)]) & 20'hfffff);
        pair_c = ((pairs1$q[(64'h22)+:(17)]) & 20'hfffff);
        pair_d = ((pairs1$q[(64'h33)+:(17)]) & 20'hfffff);
        pair_e = ((pairs1$q[(64'h44)+:(17)]) & 20'hfffff);
        save_sum_1 = pair_a ^ pair_b ^ pair_c;
        save_carry_1 = ((pair_a & pair_b) | (pair_a & pair_c) | (pair_b & pair_c)) << 32'h1;
        save_sum_2 = save_sum_1 ^ save_carry_1 ^ pair_d;
        save_carry_2 = ((save_sum_1 & save_carry_1) | (save_sum_1 & pair_d) | (save_carry_1 & pair_d)) << 32'h1;
        save_sum_3 = save_sum_2 ^ save_carry_2 ^ pair_e;
        save_carry_3 = ((save_sum_2 & save_carry_2) | (save_sum_2 & pair_e) | (save_carry_2 & pair_e)) << 32'h1;
        v2$d = v1$q & ~rst;
        checks2$d = checks1$q;
        ip_sum2$d = save_sum_3 + save_carry_3;
        be2$d = be1$q;
        len2$d = len1$q;
        checksum_ok = (ip_sum2$q == 32'hffff) | (ip_sum2$q == 32'h1fffe) | (ip_sum2$q == 32'h2fffd) | (ip_sum2$q == 32'h3fffc) | (ip_sum2$q == 32'h4fffb) | (ip_sum2$q == 32'h5fffa) | (ip_sum2$q == 32'h6fff9) | (ip_sum2$q == 32'h7fff8) | (ip_sum2$q == 32'h8fff7) | (ip_sum2$q == 32'h9fff6);
        reason = 32'h0;
        if (checks2$q[(64'hd)+:(1)]) begin
            reason = 32'h9;
        end
        if (checks2$q[(64'hc)+:(1)]) begin
            reason = 32'h8;
        end
        if (checks2$q[(64'hb)+:(1)]) begin
            reason = 32'h2;
        end
        if (checks2$q[(64'ha)+:(1)]) begin
            reason = 32'h1;
        end
        if (checks2$q[(64'h9)+:(1)]) begin
            reason = 32'h8;
        end
        if (checks2$q[(64'h8)+:(1)]) begin
            reason = 32'h7;
        end
        if (checks2$q[(64'h7)+:(1)]) begin
            reason = 32'h1;
        end
        if (~checksum_ok) begin
            reason = 32'h5;
        end
        if (checks2$q[(64'h6)+:(1)]) begin
            reason = 32'h2;
        end
        if (checks2$q[(64'h5)+:(1)]) begin
            reason = 32'ha;
        end
        if (checks2$q[(64'h1)+:(1)]) begin
            if (checks2$q[(64'h4)+:(1)]) begin
                reason = 32'h6;
            end
            if (checks2$q[(64'h3)+:(1)]) begin
                reason = 32'h4;
            end
            if (checks2$q[(64'h2)+:(1)]) begin
                reason = 32'h3;
            end
        end
        if (checks2$q[(64'h0)+:(1)]) begin
            reason = 32'h1;
        end
        header_valid$d = v2$q & ~rst;
        header_reason$d = reason;
        header_frame_len$d = len2$q;
        header_be_kept$d = be2$q;
        header_datapath$d = checks2$q[(64'he)+:(1)];
        m_header_valid = header_valid$q;
        m_header_reason = header_reason$q;
        m_header_frame_len = header_frame_len$q;
        m_header_ecn = header_be_kept$q[(32'h380)+:(2)];
        m_header_src_ip = header_be_kept$q[(32'h310)+:(32)];
        m_header_src_port = header_be_kept$q[(32'h2e0)+:(16)];
        m_header_opcode = header_be_kept$q[(32'h2a0)+:(8)];
        m_header_flags = header_be_kept$q[(32'h290)+:(16)];
        m_header_conn_id = header_be_kept$q[(32'h270)+:(32)];
        m_header_path_id = header_be_kept$q[(32'h260)+:(16)];
        m_header_epoch = header_be_kept$q[(32'h258)+:(8)];
        m_header_psn = header_be_kept$q[(32'h230)+:(32)];
        m_header_stream = header_be_kept$q[(32'h210)+:(32)];
        m_header_msn = header_be_kept$q[(32'h1f0)+:(32)];
        m_header_offset = header_be_kept$q[(32'h1d0)+:(32)];
        m_header_payload_len = header_be_kept$q[(32'h1c0)+:(16)];
        m_header_timestamp = header_be_kept$q[(32'h170)+:(64)];
        m_header_remote_addr = header_be_kept$q[(32'h130)+:(64)];
        m_header_rkey = header_be_kept$q[(32'h110)+:(32)];
        m_header_msg_len = header_be_kept$q[(32'hf0)+:(32)];
        m_header_datapath = header_datapath$q;
    end

endmodule // metaroce_rx_datapath__parser


module metaroce_rx_datapath__parser$be1(d,q,clock);

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

endmodule // metaroce_rx_datapath__parser$be1


module metaroce_rx_datapath__parser$be2(d,q,clock);

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

endmodule // metaroce_rx_datapath__parser$be2


module metaroce_rx_datapath__parser$beats_seen(d,q,clock);

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

endmodule // metaroce_rx_datapath__parser$beats_seen


module metaroce_rx_datapath__parser$bypass_tdata(d,q,clock);

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

endmodule // metaroce_rx_datapath__parser$bypass_tdata


module metaroce_rx_datapath__parser$bypass_tkeep(d,q,clock);

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

endmodule // metaroce_rx_datapath__parser$bypass_tkeep


module metaroce_rx_datapath__parser$bypass_tlast(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__parser$bypass_tlast


module metaroce_rx_datapath__parser$bypass_tuser(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__parser$bypass_tuser


module metaroce_rx_datapath__parser$bypass_tvalid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__parser$bypass_tvalid


module metaroce_rx_datapath__parser$checks1(d,q,clock);

    // Module arguments
    input wire  [14:0] d;
    output reg  [14:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 15'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__parser$checks1


module metaroce_rx_datapath__parser$checks2(d,q,clock);

    // Module arguments
    input wire  [14:0] d;
    output reg  [14:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 15'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__parser$checks2


module metaroce_rx_datapath__parser$end_bad_frame(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__parser$end_bad_frame


module metaroce_rx_datapath__parser$end_datapath(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__parser$end_datapath


module metaroce_rx_datapath__parser$end_len(d,q,clock);

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

endmodule // metaroce_rx_datapath__parser$end_len


module metaroce_rx_datapath__parser$end_ours(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__parser$end_ours


module metaroce_rx_datapath__parser$end_runt(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__parser$end_runt


module metaroce_rx_datapath__parser$end_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__parser$end_valid


module metaroce_rx_datapath__parser$first_beat(d,q,clock);

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

endmodule // metaroce_rx_datapath__parser$first_beat


module metaroce_rx_datapath__parser$frame_bytes(d,q,clock);

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

endmodule // metaroce_rx_datapath__parser$frame_bytes


module metaroce_rx_datapath__parser$frame_tdest(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__parser$frame_tdest


module metaroce_rx_datapath__parser$frame_tvalid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__parser$frame_tvalid


module metaroce_rx_datapath__parser$header_be_kept(d,q,clock);

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

endmodule // metaroce_rx_datapath__parser$header_be_kept


module metaroce_rx_datapath__parser$header_datapath(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__parser$header_datapath


module metaroce_rx_datapath__parser$header_frame_len(d,q,clock);

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

endmodule // metaroce_rx_datapath__parser$header_frame_len


module metaroce_rx_datapath__parser$header_reason(d,q,clock);

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

endmodule // metaroce_rx_datapath__parser$header_reason


module metaroce_rx_datapath__parser$header_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__parser$header_valid


module metaroce_rx_datapath__parser$in_frame(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__parser$in_frame


module metaroce_rx_datapath__parser$in_keep_count(d,q,clock);

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

endmodule // metaroce_rx_datapath__parser$in_keep_count


module metaroce_rx_datapath__parser$in_ours(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__parser$in_ours


module metaroce_rx_datapath__parser$in_runt(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__parser$in_runt


module metaroce_rx_datapath__parser$in_tdata(d,q,clock);

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

endmodule // metaroce_rx_datapath__parser$in_tdata


module metaroce_rx_datapath__parser$in_tkeep(d,q,clock);

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

endmodule // metaroce_rx_datapath__parser$in_tkeep


module metaroce_rx_datapath__parser$in_tlast(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__parser$in_tlast


module metaroce_rx_datapath__parser$in_tuser(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__parser$in_tuser


module metaroce_rx_datapath__parser$in_tvalid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__parser$in_tvalid


module metaroce_rx_datapath__parser$in_write(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__parser$in_write


module metaroce_rx_datapath__parser$ip_sum2(d,q,clock);

    // Module arguments
    input wire  [19:0] d;
    output reg  [19:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 20'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__parser$ip_sum2


module metaroce_rx_datapath__parser$keep_bytes(keep,count);

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

endmodule // metaroce_rx_datapath__parser$keep_bytes


module metaroce_rx_datapath__parser$kept_header(first_beat,second_beat,big_endian);

    // Module arguments
    input wire  [511:0] first_beat;
    input wire  [511:0] second_beat;
    output reg  [1023:0] big_endian;

    // Update code (custom)
    integer byte_index;
    always @(*) begin
        for (byte_index = 0; byte_index < 64; byte_index = byte_index + 1) begin
            big_endian[8 * (127 - byte_index) +: 8] = first_beat[8 * byte_index +: 8];
            big_endian[8 * (63 - byte_index) +: 8] = second_beat[8 * byte_index +: 8];
        end
    end
endmodule // metaroce_rx_datapath__parser$kept_header


module metaroce_rx_datapath__parser$len1(d,q,clock);

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

endmodule // metaroce_rx_datapath__parser$len1


module metaroce_rx_datapath__parser$len2(d,q,clock);

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

endmodule // metaroce_rx_datapath__parser$len2


module metaroce_rx_datapath__parser$pairs1(d,q,clock);

    // Module arguments
    input wire  [84:0] d;
    output reg  [84:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 85'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__parser$pairs1


module metaroce_rx_datapath__parser$route_ours(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__parser$route_ours


module metaroce_rx_datapath__parser$route_runt(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__parser$route_runt


module metaroce_rx_datapath__parser$route_write(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__parser$route_write


module metaroce_rx_datapath__parser$second_beat(d,q,clock);

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

endmodule // metaroce_rx_datapath__parser$second_beat


module metaroce_rx_datapath__parser$v1(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__parser$v1


module metaroce_rx_datapath__parser$v2(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__parser$v2


module metaroce_rx_datapath__place(clk,rst,s_axis_frame_tdata,s_axis_frame_tkeep,s_axis_frame_tvalid,s_axis_frame_tready,s_axis_frame_tlast,m_capture_valid,m_capture_stored,s_decision_valid,s_decision_place,s_decision_addr,s_decision_len,s_decision_offset,m_axis_data_dma_write_desc_dma_addr,m_axis_data_dma_write_desc_ram_sel,m_axis_data_dma_write_desc_ram_addr,m_axis_data_dma_write_desc_imm,m_axis_data_dma_write_desc_imm_en,m_axis_data_dma_write_desc_len,m_axis_data_dma_write_desc_tag,m_axis_data_dma_write_desc_valid,m_axis_data_dma_write_desc_ready,s_axis_data_dma_write_desc_status_tag,s_axis_data_dma_write_desc_status_error,s_axis_data_dma_write_desc_status_valid,data_dma_ram_wr_cmd_sel,data_dma_ram_wr_cmd_be,data_dma_ram_wr_cmd_addr,data_dma_ram_wr_cmd_data,data_dma_ram_wr_cmd_valid,data_dma_ram_wr_cmd_ready,data_dma_ram_wr_done,data_dma_ram_rd_cmd_sel,data_dma_ram_rd_cmd_addr,data_dma_ram_rd_cmd_valid,data_dma_ram_rd_cmd_ready,data_dma_ram_rd_resp_data,data_dma_ram_rd_resp_valid,data_dma_ram_rd_resp_ready,m_stat_placed,m_stat_dropped_full,m_stat_dma_error,m_stat_protocol_error);

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
    reg  released_valid$d;
    wire  released_valid$q;
    reg  released_valid$clock;
    reg  [7:0] released_tag$d;
    wire  [7:0] released_tag$q;
    reg  released_tag$clock;
    reg  written_valid$d;
    wire  written_valid$q;
    reg  written_valid$clock;
    reg  [7:0] written_tag$d;
    wire  [7:0] written_tag$q;
    reg  written_tag$clock;
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
    reg  [8:0] desc_tail_seen$d;
    wire  [8:0] desc_tail_seen$q;
    reg  desc_tail_seen$clock;
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
    reg  [5:0] dq_used;
    reg  line_room;
    reg  write_beat;
    reg  beat_ok;
    reg  tag_room;
    reg  dq_room;
    reg  frame_end;
    reg  commit;
    reg  [35:0] queued;
    reg  dq_empty;
    reg  dq_pop;
    reg  [35:0] head;
    reg  fits;
    reg  issue;
    reg  release_now;
    reg  [104:0] new_desc;
    reg  desc_valid;
    reg  desc_pop;
    reg  status_ours;
    reg  retire;
    reg  [255:0] one;
    reg  [255:0] set_release;
    reg  [255:0] set_status;
    reg  [255:0] done_set;
    reg  [7:0] release_offset;
    reg  [7:0] status_offset;
    reg  [8:0] next_retire;
    reg  [1:0] cmd_ready;
    reg  [1:0] resp_valid;

    // Sub module instances
    metaroce_rx_datapath__place$seg0 seg0(
        .read_address(seg0$read_address),
        .read_clock(seg0$read_clock),
        .read_data(seg0$read_data),
        .write_address(seg0$write_address),
        .write_clock(seg0$write_clock),
        .write_data(seg0$write_data),
        .write_enable(seg0$write_enable)
    );
    metaroce_rx_datapath__place$seg1 seg1(
        .read_address(seg1$read_address),
        .read_clock(seg1$read_clock),
        .read_data(seg1$read_data),
        .write_address(seg1$write_address),
        .write_clock(seg1$write_clock),
        .write_data(seg1$write_data),
        .write_enable(seg1$write_enable)
    );
    metaroce_rx_datapath__place$decisions decisions(
        .read_address(decisions$read_address),
        .read_clock(decisions$read_clock),
        .read_data(decisions$read_data),
        .write_address(decisions$write_address),
        .write_clock(decisions$write_clock),
        .write_data(decisions$write_data),
        .write_enable(decisions$write_enable)
    );
    metaroce_rx_datapath__place$line_ends line_ends(
        .read_address(line_ends$read_address),
        .read_clock(line_ends$read_clock),
        .read_data(line_ends$read_data),
        .write_address(line_ends$write_address),
        .write_clock(line_ends$write_clock),
        .write_data(line_ends$write_data),
        .write_enable(line_ends$write_enable)
    );
    metaroce_rx_datapath__place$descriptors descriptors(
        .read_address(descriptors$read_address),
        .read_clock(descriptors$read_clock),
        .read_data(descriptors$read_data),
        .write_address(descriptors$write_address),
        .write_clock(descriptors$write_clock),
        .write_data(descriptors$write_data),
        .write_enable(descriptors$write_enable)
    );
    metaroce_rx_datapath__place$in_frame in_frame(
        .d(in_frame$d),
        .q(in_frame$q),
        .clock(in_frame$clock)
    );
    metaroce_rx_datapath__place$cur_line cur_line(
        .d(cur_line$d),
        .q(cur_line$q),
        .clock(cur_line$clock)
    );
    metaroce_rx_datapath__place$first_line first_line(
        .d(first_line$d),
        .q(first_line$q),
        .clock(first_line$clock)
    );
    metaroce_rx_datapath__place$frame_ok frame_ok(
        .d(frame_ok$d),
        .q(frame_ok$q),
        .clock(frame_ok$clock)
    );
    metaroce_rx_datapath__place$frame_bytes frame_bytes(
        .d(frame_bytes$d),
        .q(frame_bytes$q),
        .clock(frame_bytes$clock)
    );
    metaroce_rx_datapath__place$wr_ptr wr_ptr(
        .d(wr_ptr$d),
        .q(wr_ptr$q),
        .clock(wr_ptr$clock)
    );
    metaroce_rx_datapath__place$free_ptr free_ptr(
        .d(free_ptr$d),
        .q(free_ptr$q),
        .clock(free_ptr$clock)
    );
    metaroce_rx_datapath__place$alloc_tag alloc_tag(
        .d(alloc_tag$d),
        .q(alloc_tag$q),
        .clock(alloc_tag$clock)
    );
    metaroce_rx_datapath__place$retire_tag retire_tag(
        .d(retire_tag$d),
        .q(retire_tag$q),
        .clock(retire_tag$clock)
    );
    metaroce_rx_datapath__place$done done(
        .d(done$d),
        .q(done$q),
        .clock(done$clock)
    );
    metaroce_rx_datapath__place$released_valid released_valid(
        .d(released_valid$d),
        .q(released_valid$q),
        .clock(released_valid$clock)
    );
    metaroce_rx_datapath__place$released_tag released_tag(
        .d(released_tag$d),
        .q(released_tag$q),
        .clock(released_tag$clock)
    );
    metaroce_rx_datapath__place$written_valid written_valid(
        .d(written_valid$d),
        .q(written_valid$q),
        .clock(written_valid$clock)
    );
    metaroce_rx_datapath__place$written_tag written_tag(
        .d(written_tag$d),
        .q(written_tag$q),
        .clock(written_tag$clock)
    );
    metaroce_rx_datapath__place$capture_valid capture_valid(
        .d(capture_valid$d),
        .q(capture_valid$q),
        .clock(capture_valid$clock)
    );
    metaroce_rx_datapath__place$capture_stored capture_stored(
        .d(capture_stored$d),
        .q(capture_stored$q),
        .clock(capture_stored$clock)
    );
    metaroce_rx_datapath__place$dq_head dq_head(
        .d(dq_head$d),
        .q(dq_head$q),
        .clock(dq_head$clock)
    );
    metaroce_rx_datapath__place$dq_tail dq_tail(
        .d(dq_tail$d),
        .q(dq_tail$q),
        .clock(dq_tail$clock)
    );
    metaroce_rx_datapath__place$d_valid d_valid(
        .d(d_valid$d),
        .q(d_valid$q),
        .clock(d_valid$clock)
    );
    metaroce_rx_datapath__place$d_place d_place(
        .d(d_place$d),
        .q(d_place$q),
        .clock(d_place$clock)
    );
    metaroce_rx_datapath__place$d_addr d_addr(
        .d(d_addr$d),
        .q(d_addr$q),
        .clock(d_addr$clock)
    );
    metaroce_rx_datapath__place$d_len d_len(
        .d(d_len$d),
        .q(d_len$q),
        .clock(d_len$clock)
    );
    metaroce_rx_datapath__place$d_offset d_offset(
        .d(d_offset$d),
        .q(d_offset$q),
        .clock(d_offset$clock)
    );
    metaroce_rx_datapath__place$d_payload_end d_payload_end(
        .d(d_payload_end$d),
        .q(d_payload_end$q),
        .clock(d_payload_end$clock)
    );
    metaroce_rx_datapath__place$d_len_nonzero d_len_nonzero(
        .d(d_len_nonzero$d),
        .q(d_len_nonzero$q),
        .clock(d_len_nonzero$clock)
    );
    metaroce_rx_datapath__place$issue_q issue_q(
        .d(issue_q$d),
        .q(issue_q$q),
        .clock(issue_q$clock)
    );
    metaroce_rx_datapath__place$desc_q desc_q(
        .d(desc_q$d),
        .q(desc_q$q),
        .clock(desc_q$clock)
    );
    metaroce_rx_datapath__place$desc_head desc_head(
        .d(desc_head$d),
        .q(desc_head$q),
        .clock(desc_head$clock)
    );
    metaroce_rx_datapath__place$desc_tail desc_tail(
        .d(desc_tail$d),
        .q(desc_tail$q),
        .clock(desc_tail$clock)
    );
    metaroce_rx_datapath__place$desc_tail_seen desc_tail_seen(
        .d(desc_tail_seen$d),
        .q(desc_tail_seen$q),
        .clock(desc_tail_seen$clock)
    );
    metaroce_rx_datapath__place$read0 read0(
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
    metaroce_rx_datapath__place$read1 read1(
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
    metaroce_rx_datapath__place$placed placed(
        .d(placed$d),
        .q(placed$q),
        .clock(placed$clock)
    );
    metaroce_rx_datapath__place$dropped_full dropped_full(
        .d(dropped_full$d),
        .q(dropped_full$q),
        .clock(dropped_full$clock)
    );
    metaroce_rx_datapath__place$dma_error dma_error(
        .d(dma_error$d),
        .q(dma_error$q),
        .clock(dma_error$clock)
    );
    metaroce_rx_datapath__place$protocol_error protocol_error(
        .d(protocol_error$d),
        .q(protocol_error$q),
        .clock(protocol_error$clock)
    );
    metaroce_rx_datapath__place$keep_bytes keep_bytes(
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
        released_valid$clock = clk;
        released_tag$clock = clk;
        written_valid$clock = clk;
        written_tag$clock = clk;
        capture_valid$clock = clk;
        capture_stored$clock = clk;
        dq_head$clock = clk;
        dq_tail$clock = clk;
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
        desc_tail_seen$clock = clk;
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
        released_valid$d = released_valid$q;
        released_tag$d = released_tag$q;
        written_valid$d = written_valid$q;
        written_tag$d = written_tag$q;
        capture_valid$d = capture_valid$q;
        capture_stored$d = capture_stored$q;
        dq_head$d = dq_head$q;
        dq_tail$d = dq_tail$q;
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
        desc_tail_seen$d = desc_tail_seen$q;
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
        line_ends$write_clock = clk;
        descriptors$read_clock = clk;
        descriptors$write_clock = clk;
        s_axis_frame_tready = 1'b1;
        one = 32'h1;
        dq_empty = dq_head$q == dq_tail$q;
        dq_pop = d_valid$q & ~dq_empty;
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
        dq_used = dq_tail$q - dq_head$q;
        line_room = lines_used < 32'h800;
        tag_room = tags_used < 32'h100;
        dq_room = (dq_used < 32'h20) | dq_pop;
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
        decisions$write_enable = frame_end & dq_room;
        decisions$write_address = ((dq_tail$q) & 5'h1f);
        decisions$write_data = queued;
        if (frame_end & dq_room) begin
            dq_tail$d = dq_tail$q + 32'h1;
        end
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
        if (dq_pop) begin
            dq_head$d = dq_head$q + 32'h1;
            decisions$read_address = ((dq_head$q + 32'h1) & 5'h1f);
        end
        else begin
            decisions$read_address = ((dq_head$q) & 5'h1f);
        end
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
        desc_tail_seen$d = desc_tail$q;
        desc_valid = desc_head$q != desc_tail_seen$q;
        desc_pop = desc_valid & m_axis_data_dma_write_desc_ready;
        if (desc_pop) begin
            desc_head$d = desc_head$q + 32'h1;
            descriptors$read_address = ((desc_head$q + 32'h1) & 8'hff);
        end
        else begin
            descriptors$read_address = ((desc_head$q) & 8'hff);
        end
        m_axis_data_dma_write_desc_valid = desc_valid;
        m_axis_data_dma_write_desc_dma_addr = descriptors$read_data[(64'h0)+:(64)];
        m_axis_data_dma_write_desc_ram_sel = 32'h0;
        m_axis_data_dma_write_desc_ram_addr = descriptors$read_data[(64'h40)+:(17)];
        m_axis_data_dma_write_desc_imm = 32'h0;
        m_axis_data_dma_write_desc_imm_en = 1'b0;
        m_axis_data_dma_write_desc_len = descriptors$read_data[(64'h51)+:(16)];
        m_axis_data_dma_write_desc_tag = ((descriptors$read_data[(64'h61)+:(8)]) & 14'h3fff);
        status_ours = s_axis_data_dma_write_desc_status_valid & (s_axis_data_dma_write_desc_status_tag[(32'h8)+:(6)] == 32'h0);
        released_valid$d = release_now & ~rst;
        released_tag$d = head[(64'h1)+:(8)];
        written_valid$d = status_ours & ~rst;
        written_tag$d = s_axis_data_dma_write_desc_status_tag[(32'h0)+:(8)];
        release_offset = released_tag$q - retire_tag$q[(32'h0)+:(8)];
        status_offset = written_tag$q - retire_tag$q[(32'h0)+:(8)];
        set_release = 32'h0;
        if (released_valid$q) begin
            set_release = one << release_offset;
        end
        set_status = 32'h0;
        if (written_valid$q) begin
            set_status = one << status_offset;
        end
        retire = (retire_tag$q != alloc_tag$q) & done$q[32'h0];
        done_set = done$q | set_release | set_status;
        next_retire = retire_tag$q;
        done$d = done_set;
        if (retire) begin
            next_retire = retire_tag$q + 32'h1;
            free_ptr$d = line_ends$read_data;
            done$d = done_set >> 32'h1;
        end
        retire_tag$d = next_retire;
        line_ends$read_address = ((next_retire) & 8'hff);
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
        if ((d_valid$q & dq_empty) | (frame_end & ~dq_room) | (dq_pop & d_place$q & head[(64'h0)+:(1)] & ~fits & d_len_nonzero$q) | (s_axis_data_dma_write_desc_status_valid & ~status_ours)) begin
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
            dq_head$d = 32'h0;
            dq_tail$d = 32'h0;
            desc_head$d = 32'h0;
            desc_tail$d = 32'h0;
            desc_tail_seen$d = 32'h0;
            placed$d = 32'h0;
            dropped_full$d = 32'h0;
            dma_error$d = 32'h0;
            protocol_error$d = 32'h0;
        end
    end

endmodule // metaroce_rx_datapath__place


module metaroce_rx_datapath__place$alloc_tag(d,q,clock);

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

endmodule // metaroce_rx_datapath__place$alloc_tag


module metaroce_rx_datapath__place$capture_stored(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__place$capture_stored


module metaroce_rx_datapath__place$capture_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__place$capture_valid


module metaroce_rx_datapath__place$cur_line(d,q,clock);

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

endmodule // metaroce_rx_datapath__place$cur_line


module metaroce_rx_datapath__place$d_addr(d,q,clock);

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

endmodule // metaroce_rx_datapath__place$d_addr


module metaroce_rx_datapath__place$d_len(d,q,clock);

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

endmodule // metaroce_rx_datapath__place$d_len


module metaroce_rx_datapath__place$d_len_nonzero(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__place$d_len_nonzero


module metaroce_rx_datapath__place$d_offset(d,q,clock);

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

endmodule // metaroce_rx_datapath__place$d_offset


module metaroce_rx_datapath__place$d_payload_end(d,q,clock);

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

endmodule // metaroce_rx_datapath__place$d_payload_end


module metaroce_rx_datapath__place$d_place(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__place$d_place


module metaroce_rx_datapath__place$d_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__place$d_valid


module metaroce_rx_datapath__place$decisions(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);

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

endmodule // metaroce_rx_datapath__place$decisions


module metaroce_rx_datapath__place$desc_head(d,q,clock);

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

endmodule // metaroce_rx_datapath__place$desc_head


module metaroce_rx_datapath__place$desc_q(d,q,clock);

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

endmodule // metaroce_rx_datapath__place$desc_q


module metaroce_rx_datapath__place$desc_tail(d,q,clock);

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

endmodule // metaroce_rx_datapath__place$desc_tail


module metaroce_rx_datapath__place$desc_tail_seen(d,q,clock);

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

endmodule // metaroce_rx_datapath__place$desc_tail_seen


module metaroce_rx_datapath__place$descriptors(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);

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

endmodule // metaroce_rx_datapath__place$descriptors


module metaroce_rx_datapath__place$dma_error(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__place$dma_error


module metaroce_rx_datapath__place$done(d,q,clock);

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

endmodule // metaroce_rx_datapath__place$done


module metaroce_rx_datapath__place$dq_head(d,q,clock);

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

endmodule // metaroce_rx_datapath__place$dq_head


module metaroce_rx_datapath__place$dq_tail(d,q,clock);

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

endmodule // metaroce_rx_datapath__place$dq_tail


module metaroce_rx_datapath__place$dropped_full(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__place$dropped_full


module metaroce_rx_datapath__place$first_line(d,q,clock);

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

endmodule // metaroce_rx_datapath__place$first_line


module metaroce_rx_datapath__place$frame_bytes(d,q,clock);

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

endmodule // metaroce_rx_datapath__place$frame_bytes


module metaroce_rx_datapath__place$frame_ok(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__place$frame_ok


module metaroce_rx_datapath__place$free_ptr(d,q,clock);

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

endmodule // metaroce_rx_datapath__place$free_ptr


module metaroce_rx_datapath__place$in_frame(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__place$in_frame


module metaroce_rx_datapath__place$issue_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__place$issue_q


module metaroce_rx_datapath__place$keep_bytes(keep,count);

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

endmodule // metaroce_rx_datapath__place$keep_bytes


module metaroce_rx_datapath__place$line_ends(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);

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

endmodule // metaroce_rx_datapath__place$line_ends


module metaroce_rx_datapath__place$placed(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__place$placed


module metaroce_rx_datapath__place$protocol_error(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__place$protocol_error


module metaroce_rx_datapath__place$read0(clk,rst,s_cmd_valid,s_cmd_line,s_cmd_ready,m_resp_valid,m_resp_data,m_resp_ready,m_ram_line,s_ram_data);

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
    reg  [10:0] line$d;
    wire  [10:0] line$q;
    reg  line$clock;
    reg  line_valid$d;
    wire  line_valid$q;
    reg  line_valid$clock;
    reg  read_valid$d;
    wire  read_valid$q;
    reg  read_valid$clock;
    reg  [1:0] held$d;
    wire  [1:0] held$q;
    reg  held$clock;
    reg  [255:0] held_first$d;
    wire  [255:0] held_first$q;
    reg  held_first$clock;
    reg  [255:0] held_second$d;
    wire  [255:0] held_second$q;
    reg  held_second$clock;

    // Local signals
    reg  [1:0] outstanding;
    reg  offered;
    reg  taken;
    reg  accept;
    reg  pop;
    reg  push;

    // Sub module instances
    metaroce_rx_datapath__place$read0$line line(
        .d(line$d),
        .q(line$q),
        .clock(line$clock)
    );
    metaroce_rx_datapath__place$read0$line_valid line_valid(
        .d(line_valid$d),
        .q(line_valid$q),
        .clock(line_valid$clock)
    );
    metaroce_rx_datapath__place$read0$read_valid read_valid(
        .d(read_valid$d),
        .q(read_valid$q),
        .clock(read_valid$clock)
    );
    metaroce_rx_datapath__place$read0$held held(
        .d(held$d),
        .q(held$q),
        .clock(held$clock)
    );
    metaroce_rx_datapath__place$read0$held_first held_first(
        .d(held_first$d),
        .q(held_first$q),
        .clock(held_first$clock)
    );
    metaroce_rx_datapath__place$read0$held_second held_second(
        .d(held_second$d),
        .q(held_second$q),
        .clock(held_second$clock)
    );

    // Update code
    always @(*) begin
        line$clock = clk;
        line_valid$clock = clk;
        read_valid$clock = clk;
        held$clock = clk;
        held_first$clock = clk;
        held_second$clock = clk;
        line$d = line$q;
        line_valid$d = line_valid$q;
        read_valid$d = read_valid$q;
        held$d = held$q;
        held_first$d = held_first$q;
        held_second$d = held_second$q;
        outstanding = ((line_valid$q) & 2'h3) + ((read_valid$q) & 2'h3) + held$q;
        offered = read_valid$q | |held$q;
        taken = offered & m_resp_ready;
        s_cmd_ready = ~outstanding[32'h1] | (~outstanding[32'h0] & taken);
        accept = s_cmd_valid & s_cmd_ready;
        if (accept) begin
            line$d = s_cmd_line;
        end
        line_valid$d = accept & ~rst;
        read_valid$d = line_valid$q & ~rst;
        m_ram_line = line$q;
        m_resp_valid = offered;
        m_resp_data = s_ram_data;
        if (|held$q) begin
            m_resp_data = held_first$q;
        end
        pop = taken & |held$q;
        push = read_valid$q & ~(taken & ~|held$q);
        if (held$q == 32'h0) begin
            if (push) begin
                held_first$d = s_ram_data;
            end
        end
        else if (held$q == 32'h1) begin
            if (pop & push) begin
                held_first$d = s_ram_data;
            end
            else if (push) begin
                held_second$d = s_ram_data;
            end
        end
        else if (pop) begin
            held_first$d = held_second$q;
        end
        held$d = held$q + ((push) & 2'h3) - ((pop) & 2'h3);
        if (rst) begin
            held$d = 32'h0;
        end
    end

endmodule // metaroce_rx_datapath__place$read0


module metaroce_rx_datapath__place$read0$held(d,q,clock);

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

endmodule // metaroce_rx_datapath__place$read0$held


module metaroce_rx_datapath__place$read0$held_first(d,q,clock);

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

endmodule // metaroce_rx_datapath__place$read0$held_first


module metaroce_rx_datapath__place$read0$held_second(d,q,clock);

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

endmodule // metaroce_rx_datapath__place$read0$held_second


module metaroce_rx_datapath__place$read0$line(d,q,clock);

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

endmodule // metaroce_rx_datapath__place$read0$line


module metaroce_rx_datapath__place$read0$line_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__place$read0$line_valid


module metaroce_rx_datapath__place$read0$read_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__place$read0$read_valid


module metaroce_rx_datapath__place$read1(clk,rst,s_cmd_valid,s_cmd_line,s_cmd_ready,m_resp_valid,m_resp_data,m_resp_ready,m_ram_line,s_ram_data);

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
    reg  [10:0] line$d;
    wire  [10:0] line$q;
    reg  line$clock;
    reg  line_valid$d;
    wire  line_valid$q;
    reg  line_valid$clock;
    reg  read_valid$d;
    wire  read_valid$q;
    reg  read_valid$clock;
    reg  [1:0] held$d;
    wire  [1:0] held$q;
    reg  held$clock;
    reg  [255:0] held_first$d;
    wire  [255:0] held_first$q;
    reg  held_first$clock;
    reg  [255:0] held_second$d;
    wire  [255:0] held_second$q;
    reg  held_second$clock;

    // Local signals
    reg  [1:0] outstanding;
    reg  offered;
    reg  taken;
    reg  accept;
    reg  pop;
    reg  push;

    // Sub module instances
    metaroce_rx_datapath__place$read1$line line(
        .d(line$d),
        .q(line$q),
        .clock(line$clock)
    );
    metaroce_rx_datapath__place$read1$line_valid line_valid(
        .d(line_valid$d),
        .q(line_valid$q),
        .clock(line_valid$clock)
    );
    metaroce_rx_datapath__place$read1$read_valid read_valid(
        .d(read_valid$d),
        .q(read_valid$q),
        .clock(read_valid$clock)
    );
    metaroce_rx_datapath__place$read1$held held(
        .d(held$d),
        .q(held$q),
        .clock(held$clock)
    );
    metaroce_rx_datapath__place$read1$held_first held_first(
        .d(held_first$d),
        .q(held_first$q),
        .clock(held_first$clock)
    );
    metaroce_rx_datapath__place$read1$held_second held_second(
        .d(held_second$d),
        .q(held_second$q),
        .clock(held_second$clock)
    );

    // Update code
    always @(*) begin
        line$clock = clk;
        line_valid$clock = clk;
        read_valid$clock = clk;
        held$clock = clk;
        held_first$clock = clk;
        held_second$clock = clk;
        line$d = line$q;
        line_valid$d = line_valid$q;
        read_valid$d = read_valid$q;
        held$d = held$q;
        held_first$d = held_first$q;
        held_second$d = held_second$q;
        outstanding = ((line_valid$q) & 2'h3) + ((read_valid$q) & 2'h3) + held$q;
        offered = read_valid$q | |held$q;
        taken = offered & m_resp_ready;
        s_cmd_ready = ~outstanding[32'h1] | (~outstanding[32'h0] & taken);
        accept = s_cmd_valid & s_cmd_ready;
        if (accept) begin
            line$d = s_cmd_line;
        end
        line_valid$d = accept & ~rst;
        read_valid$d = line_valid$q & ~rst;
        m_ram_line = line$q;
        m_resp_valid = offered;
        m_resp_data = s_ram_data;
        if (|held$q) begin
            m_resp_data = held_first$q;
        end
        pop = taken & |held$q;
        push = read_valid$q & ~(taken & ~|held$q);
        if (held$q == 32'h0) begin
            if (push) begin
                held_first$d = s_ram_data;
            end
        end
        else if (held$q == 32'h1) begin
            if (pop & push) begin
                held_first$d = s_ram_data;
            end
            else if (push) begin
                held_second$d = s_ram_data;
            end
        end
        else if (pop) begin
            held_first$d = held_second$q;
        end
        held$d = held$q + ((push) & 2'h3) - ((pop) & 2'h3);
        if (rst) begin
            held$d = 32'h0;
        end
    end

endmodule // metaroce_rx_datapath__place$read1


module metaroce_rx_datapath__place$read1$held(d,q,clock);

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

endmodule // metaroce_rx_datapath__place$read1$held


module metaroce_rx_datapath__place$read1$held_first(d,q,clock);

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

endmodule // metaroce_rx_datapath__place$read1$held_first


module metaroce_rx_datapath__place$read1$held_second(d,q,clock);

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

endmodule // metaroce_rx_datapath__place$read1$held_second


module metaroce_rx_datapath__place$read1$line(d,q,clock);

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

endmodule // metaroce_rx_datapath__place$read1$line


module metaroce_rx_datapath__place$read1$line_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__place$read1$line_valid


module metaroce_rx_datapath__place$read1$read_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__place$read1$read_valid


module metaroce_rx_datapath__place$released_tag(d,q,clock);

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

endmodule // metaroce_rx_datapath__place$released_tag


module metaroce_rx_datapath__place$released_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__place$released_valid


module metaroce_rx_datapath__place$retire_tag(d,q,clock);

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

endmodule // metaroce_rx_datapath__place$retire_tag


module metaroce_rx_datapath__place$seg0(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);

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

endmodule // metaroce_rx_datapath__place$seg0


module metaroce_rx_datapath__place$seg1(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);

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

endmodule // metaroce_rx_datapath__place$seg1


module metaroce_rx_datapath__place$wr_ptr(d,q,clock);

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

endmodule // metaroce_rx_datapath__place$wr_ptr


module metaroce_rx_datapath__place$written_tag(d,q,clock);

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

endmodule // metaroce_rx_datapath__place$written_tag


module metaroce_rx_datapath__place$written_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__place$written_valid


module metaroce_rx_datapath__placed_line(clk,rst,d,q);

    // Module arguments
    input wire  clk;
    input wire  rst;
    input wire  [67:0] d;
    output reg  [67:0] q;

    // Update code (custom)
    reg [815:0] stages;
    initial begin
        stages = {816{1'b0}};
    end
    always @(posedge clk) begin
        if (rst) begin
            stages <= {816{1'b0}};
        end else begin
            stages <= {stages[747:0], d};
        end
    end
    always @(*) begin
        q = stages[815:748];
    end
endmodule // metaroce_rx_datapath__placed_line


module metaroce_rx_datapath__probe_go(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__probe_go


module metaroce_rx_datapath__probe_line(d,q,clock);

    // Module arguments
    input wire  [12:0] d;
    output reg  [12:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 13'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__probe_line


module metaroce_rx_datapath__probe_line_settle(d,q,clock);

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

endmodule // metaroce_rx_datapath__probe_line_settle


module metaroce_rx_datapath__probe_wait(d,q,clock);

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

endmodule // metaroce_rx_datapath__probe_wait


module metaroce_rx_datapath__probe_window_last(d,q,clock);

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

endmodule // metaroce_rx_datapath__probe_window_last


module metaroce_rx_datapath__recv(clk,rst,mtu_shift,s_write_valid,s_write_post,s_write_slot,s_write_enable,s_write_conn,s_write_stream,s_write_key,s_write_addr,s_write_len,m_write_posted,m_write_error_full,m_write_error_unbound,m_write_error_too_long,s_lookup_valid,s_lookup_conn,s_lookup_stream,s_lookup_msn,s_lookup_offset,s_lookup_msg_len,s_lookup_tag,m_result_valid,m_result_tag,m_result_hit,m_result_slot,m_result_target,m_result_key,m_result_addr,m_result_len,m_result_target_addr,m_result_fits,s_placed_valid,s_placed_refused,s_placed_slot,s_placed_msn,s_placed_offset,s_placed_msg_len,m_placed_verdict_valid,m_placed_stale,m_cpl_valid,m_cpl_slot,m_cpl_msn,m_cpl_bytes,m_cpl_status);

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
    reg  l3_done$d;
    wire  l3_done$q;
    reg  l3_done$clock;
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
    reg  [1:0] l4_target$d;
    wire  [1:0] l4_target$q;
    reg  l4_target$clock;
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
    reg  u1_started$d;
    wire  u1_started$q;
    reg  u1_started$clock;
    reg  u1_done$d;
    wire  u1_done$q;
    reg  u1_done$clock;
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
    reg  [109:0] u2_base$d;
    wire  [109:0] u2_base$q;
    reg  u2_base$clock;
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
    reg  u3_segments_ok$d;
    wire  u3_segments_ok$q;
    reg  u3_segments_ok$clock;
    reg  [109:0] u3_row$d;
    wire  [109:0] u3_row$q;
    reg  u3_row$clock;
    reg  u3_started$d;
    wire  u3_started$q;
    reg  u3_started$clock;
    reg  u3_done$d;
    wire  u3_done$q;
    reg  u3_done$clock;
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
    reg  [31:0] l_index;
    reg  [1:0] l_target;
    reg  [7:0] l_entry;
    reg  [4:0] u_fill;
    reg  [31:0] u_q;
    reg  [31:0] u_dist;
    reg  [7:0] u_entry;
    reg  [6:0] u_segments;
    reg  [109:0] r_base;
    reg  [109:0] a_base;
    reg  [63:0] a_bitmap;
    reg  a_started;
    reg  a_same_len;
    reg  a_base_lt;
    reg  a_left1;
    reg  a_left2;
    reg  b_p_wrote;
    reg  b_p_accepted;
    reg  b_started;
    reg  b_done;
    reg  b_match;
    reg  b_lt;
    reg  b_bit;
    reg  b_last;
    reg  [109:0] b_row;
    reg  [4:0] b_dist;
    reg  b_pop;
    reg  [109:0] r_alt;
    reg  [109:0] new_row;
    reg  live;
    reg  accepted;
    reg  wrote;
    reg  finish;
    reg  is_head;
    reg  [31:0] k_q;
    reg  [7:0] k_entry;
    reg  [7:0] q_front;
    reg  [3:0] q_next_pos;
    reg  report;
    reg  keep;
    reg  [15:0] k_group_done;
    reg  [255:0] entry_mask;
    reg  [255:0] pop_mask;
    reg  [255:0] clear_mask;
    reg  [255:0] done_set;
    reg  [255:0] started_set;

    // Sub module instances
    metaroce_rx_datapath__recv$slot0 slot0(
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
    metaroce_rx_datapath__recv$slot1 slot1(
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
    metaroce_rx_datapath__recv$slot2 slot2(
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
    metaroce_rx_datapath__recv$slot3 slot3(
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
    metaroce_rx_datapath__recv$slot4 slot4(
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
    metaroce_rx_datapath__recv$slot5 slot5(
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
    metaroce_rx_datapath__recv$slot6 slot6(
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
    metaroce_rx_datapath__recv$slot7 slot7(
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
    metaroce_rx_datapath__recv$slot8 slot8(
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
    metaroce_rx_datapath__recv$slot9 slot9(
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
    metaroce_rx_datapath__recv$slot10 slot10(
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
    metaroce_rx_datapath__recv$slot11 slot11(
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
    metaroce_rx_datapath__recv$slot12 slot12(
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
    metaroce_rx_datapath__recv$slot13 slot13(
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
    metaroce_rx_datapath__recv$slot14 slot14(
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
    metaroce_rx_datapath__recv$slot15 slot15(
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
    metaroce_rx_datapath__recv$buffers buffers(
        .read_address(buffers$read_address),
        .read_clock(buffers$read_clock),
        .read_data(buffers$read_data),
        .write_address(buffers$write_address),
        .write_clock(buffers$write_clock),
        .write_data(buffers$write_data),
        .write_enable(buffers$write_enable)
    );
    metaroce_rx_datapath__recv$progress progress(
        .read_address(progress$read_address),
        .read_clock(progress$read_clock),
        .read_data(progress$read_data),
        .write_address(progress$write_address),
        .write_clock(progress$write_clock),
        .write_data(progress$write_data),
        .write_enable(progress$write_enable)
    );
    metaroce_rx_datapath__recv$records records(
        .read_address(records$read_address),
        .read_clock(records$read_clock),
        .read_data(records$read_data),
        .write_address(records$write_address),
        .write_clock(records$write_clock),
        .write_data(records$write_data),
        .write_enable(records$write_enable)
    );
    metaroce_rx_datapath__recv$done done(
        .d(done$d),
        .q(done$q),
        .clock(done$clock)
    );
    metaroce_rx_datapath__recv$started started(
        .d(started$d),
        .q(started$q),
        .clock(started$clock)
    );
    metaroce_rx_datapath__recv$queue queue(
        .d(queue$d),
        .q(queue$q),
        .clock(queue$clock)
    );
    metaroce_rx_datapath__recv$queue_head queue_head(
        .d(queue_head$d),
        .q(queue_head$q),
        .clock(queue_head$clock)
    );
    metaroce_rx_datapath__recv$queue_tail queue_tail(
        .d(queue_tail$d),
        .q(queue_tail$q),
        .clock(queue_tail$clock)
    );
    metaroce_rx_datapath__recv$w_posted w_posted(
        .d(w_posted$d),
        .q(w_posted$q),
        .clock(w_posted$clock)
    );
    metaroce_rx_datapath__recv$w_full w_full(
        .d(w_full$d),
        .q(w_full$q),
        .clock(w_full$clock)
    );
    metaroce_rx_datapath__recv$w_unbound w_unbound(
        .d(w_unbound$d),
        .q(w_unbound$q),
        .clock(w_unbound$clock)
    );
    metaroce_rx_datapath__recv$w_too_long w_too_long(
        .d(w_too_long$d),
        .q(w_too_long$q),
        .clock(w_too_long$clock)
    );
    metaroce_rx_datapath__recv$w_len_mask w_len_mask(
        .d(w_len_mask$d),
        .q(w_len_mask$q),
        .clock(w_len_mask$clock)
    );
    metaroce_rx_datapath__recv$w_len_limit w_len_limit(
        .d(w_len_limit$d),
        .q(w_len_limit$q),
        .clock(w_len_limit$clock)
    );
    metaroce_rx_datapath__recv$w_len_ok w_len_ok(
        .d(w_len_ok$d),
        .q(w_len_ok$q),
        .clock(w_len_ok$clock)
    );
    metaroce_rx_datapath__recv$w_len w_len(
        .d(w_len$d),
        .q(w_len$q),
        .clock(w_len$clock)
    );
    metaroce_rx_datapath__recv$l1_valid l1_valid(
        .d(l1_valid$d),
        .q(l1_valid$q),
        .clock(l1_valid$clock)
    );
    metaroce_rx_datapath__recv$l1_conn l1_conn(
        .d(l1_conn$d),
        .q(l1_conn$q),
        .clock(l1_conn$clock)
    );
    metaroce_rx_datapath__recv$l1_stream l1_stream(
        .d(l1_stream$d),
        .q(l1_stream$q),
        .clock(l1_stream$clock)
    );
    metaroce_rx_datapath__recv$l1_msn l1_msn(
        .d(l1_msn$d),
        .q(l1_msn$q),
        .clock(l1_msn$clock)
    );
    metaroce_rx_datapath__recv$l1_offset l1_offset(
        .d(l1_offset$d),
        .q(l1_offset$q),
        .clock(l1_offset$clock)
    );
    metaroce_rx_datapath__recv$l1_msg_len l1_msg_len(
        .d(l1_msg_len$d),
        .q(l1_msg_len$q),
        .clock(l1_msg_len$clock)
    );
    metaroce_rx_datapath__recv$l1_tag l1_tag(
        .d(l1_tag$d),
        .q(l1_tag$q),
        .clock(l1_tag$clock)
    );
    metaroce_rx_datapath__recv$l2_valid l2_valid(
        .d(l2_valid$d),
        .q(l2_valid$q),
        .clock(l2_valid$clock)
    );
    metaroce_rx_datapath__recv$l2_hit l2_hit(
        .d(l2_hit$d),
        .q(l2_hit$q),
        .clock(l2_hit$clock)
    );
    metaroce_rx_datapath__recv$l2_slot l2_slot(
        .d(l2_slot$d),
        .q(l2_slot$q),
        .clock(l2_slot$clock)
    );
    metaroce_rx_datapath__recv$l2_msn l2_msn(
        .d(l2_msn$d),
        .q(l2_msn$q),
        .clock(l2_msn$clock)
    );
    metaroce_rx_datapath__recv$l2_offset l2_offset(
        .d(l2_offset$d),
        .q(l2_offset$q),
        .clock(l2_offset$clock)
    );
    metaroce_rx_datapath__recv$l2_msg_len l2_msg_len(
        .d(l2_msg_len$d),
        .q(l2_msg_len$q),
        .clock(l2_msg_len$clock)
    );
    metaroce_rx_datapath__recv$l2_tag l2_tag(
        .d(l2_tag$d),
        .q(l2_tag$q),
        .clock(l2_tag$clock)
    );
    metaroce_rx_datapath__recv$l3_valid l3_valid(
        .d(l3_valid$d),
        .q(l3_valid$q),
        .clock(l3_valid$clock)
    );
    metaroce_rx_datapath__recv$l3_hit l3_hit(
        .d(l3_hit$d),
        .q(l3_hit$q),
        .clock(l3_hit$clock)
    );
    metaroce_rx_datapath__recv$l3_slot l3_slot(
        .d(l3_slot$d),
        .q(l3_slot$q),
        .clock(l3_slot$clock)
    );
    metaroce_rx_datapath__recv$l3_msn l3_msn(
        .d(l3_msn$d),
        .q(l3_msn$q),
        .clock(l3_msn$clock)
    );
    metaroce_rx_datapath__recv$l3_q l3_q(
        .d(l3_q$d),
        .q(l3_q$q),
        .clock(l3_q$clock)
    );
    metaroce_rx_datapath__recv$l3_fill l3_fill(
        .d(l3_fill$d),
        .q(l3_fill$q),
        .clock(l3_fill$clock)
    );
    metaroce_rx_datapath__recv$l3_live l3_live(
        .d(l3_live$d),
        .q(l3_live$q),
        .clock(l3_live$clock)
    );
    metaroce_rx_datapath__recv$l3_done l3_done(
        .d(l3_done$d),
        .q(l3_done$q),
        .clock(l3_done$clock)
    );
    metaroce_rx_datapath__recv$l3_done_fwd l3_done_fwd(
        .d(l3_done_fwd$d),
        .q(l3_done_fwd$q),
        .clock(l3_done_fwd$clock)
    );
    metaroce_rx_datapath__recv$l3_offset l3_offset(
        .d(l3_offset$d),
        .q(l3_offset$q),
        .clock(l3_offset$clock)
    );
    metaroce_rx_datapath__recv$l3_msg_len l3_msg_len(
        .d(l3_msg_len$d),
        .q(l3_msg_len$q),
        .clock(l3_msg_len$clock)
    );
    metaroce_rx_datapath__recv$l3_tag l3_tag(
        .d(l3_tag$d),
        .q(l3_tag$q),
        .clock(l3_tag$clock)
    );
    metaroce_rx_datapath__recv$l4_valid l4_valid(
        .d(l4_valid$d),
        .q(l4_valid$q),
        .clock(l4_valid$clock)
    );
    metaroce_rx_datapath__recv$l4_hit l4_hit(
        .d(l4_hit$d),
        .q(l4_hit$q),
        .clock(l4_hit$clock)
    );
    metaroce_rx_datapath__recv$l4_slot l4_slot(
        .d(l4_slot$d),
        .q(l4_slot$q),
        .clock(l4_slot$clock)
    );
    metaroce_rx_datapath__recv$l4_target l4_target(
        .d(l4_target$d),
        .q(l4_target$q),
        .clock(l4_target$clock)
    );
    metaroce_rx_datapath__recv$l4_tag l4_tag(
        .d(l4_tag$d),
        .q(l4_tag$q),
        .clock(l4_tag$clock)
    );
    metaroce_rx_datapath__recv$l4_offset l4_offset(
        .d(l4_offset$d),
        .q(l4_offset$q),
        .clock(l4_offset$clock)
    );
    metaroce_rx_datapath__recv$l4_msg_len l4_msg_len(
        .d(l4_msg_len$d),
        .q(l4_msg_len$q),
        .clock(l4_msg_len$clock)
    );
    metaroce_rx_datapath__recv$l4_buffer l4_buffer(
        .d(l4_buffer$d),
        .q(l4_buffer$q),
        .clock(l4_buffer$clock)
    );
    metaroce_rx_datapath__recv$r_valid r_valid(
        .d(r_valid$d),
        .q(r_valid$q),
        .clock(r_valid$clock)
    );
    metaroce_rx_datapath__recv$r_hit r_hit(
        .d(r_hit$d),
        .q(r_hit$q),
        .clock(r_hit$clock)
    );
    metaroce_rx_datapath__recv$r_slot r_slot(
        .d(r_slot$d),
        .q(r_slot$q),
        .clock(r_slot$clock)
    );
    metaroce_rx_datapath__recv$r_target r_target(
        .d(r_target$d),
        .q(r_target$q),
        .clock(r_target$clock)
    );
    metaroce_rx_datapath__recv$r_tag r_tag(
        .d(r_tag$d),
        .q(r_tag$q),
        .clock(r_tag$clock)
    );
    metaroce_rx_datapath__recv$r_key r_key(
        .d(r_key$d),
        .q(r_key$q),
        .clock(r_key$clock)
    );
    metaroce_rx_datapath__recv$r_addr r_addr(
        .d(r_addr$d),
        .q(r_addr$q),
        .clock(r_addr$clock)
    );
    metaroce_rx_datapath__recv$r_len r_len(
        .d(r_len$d),
        .q(r_len$q),
        .clock(r_len$clock)
    );
    metaroce_rx_datapath__recv$r_target_addr r_target_addr(
        .d(r_target_addr$d),
        .q(r_target_addr$q),
        .clock(r_target_addr$clock)
    );
    metaroce_rx_datapath__recv$r_fits r_fits(
        .d(r_fits$d),
        .q(r_fits$q),
        .clock(r_fits$clock)
    );
    metaroce_rx_datapath__recv$p_refused p_refused(
        .d(p_refused$d),
        .q(p_refused$q),
        .clock(p_refused$clock)
    );
    metaroce_rx_datapath__recv$p_slot p_slot(
        .d(p_slot$d),
        .q(p_slot$q),
        .clock(p_slot$clock)
    );
    metaroce_rx_datapath__recv$p_msn p_msn(
        .d(p_msn$d),
        .q(p_msn$q),
        .clock(p_msn$clock)
    );
    metaroce_rx_datapath__recv$p_offset p_offset(
        .d(p_offset$d),
        .q(p_offset$q),
        .clock(p_offset$clock)
    );
    metaroce_rx_datapath__recv$p_msg_len p_msg_len(
        .d(p_msg_len$d),
        .q(p_msg_len$q),
        .clock(p_msg_len$clock)
    );
    metaroce_rx_datapath__recv$u1_valid u1_valid(
        .d(u1_valid$d),
        .q(u1_valid$q),
        .clock(u1_valid$clock)
    );
    metaroce_rx_datapath__recv$u1_refused u1_refused(
        .d(u1_refused$d),
        .q(u1_refused$q),
        .clock(u1_refused$clock)
    );
    metaroce_rx_datapath__recv$u1_slot u1_slot(
        .d(u1_slot$d),
        .q(u1_slot$q),
        .clock(u1_slot$clock)
    );
    metaroce_rx_datapath__recv$u1_entry u1_entry(
        .d(u1_entry$d),
        .q(u1_entry$q),
        .clock(u1_entry$clock)
    );
    metaroce_rx_datapath__recv$u1_segment u1_segment(
        .d(u1_segment$d),
        .q(u1_segment$q),
        .clock(u1_segment$clock)
    );
    metaroce_rx_datapath__recv$u1_msg_len u1_msg_len(
        .d(u1_msg_len$d),
        .q(u1_msg_len$q),
        .clock(u1_msg_len$clock)
    );
    metaroce_rx_datapath__recv$u1_whole u1_whole(
        .d(u1_whole$d),
        .q(u1_whole$q),
        .clock(u1_whole$clock)
    );
    metaroce_rx_datapath__recv$u1_part u1_part(
        .d(u1_part$d),
        .q(u1_part$q),
        .clock(u1_part$clock)
    );
    metaroce_rx_datapath__recv$u1_started u1_started(
        .d(u1_started$d),
        .q(u1_started$q),
        .clock(u1_started$clock)
    );
    metaroce_rx_datapath__recv$u1_done u1_done(
        .d(u1_done$d),
        .q(u1_done$q),
        .clock(u1_done$clock)
    );
    metaroce_rx_datapath__recv$u1_fwd2 u1_fwd2(
        .d(u1_fwd2$d),
        .q(u1_fwd2$q),
        .clock(u1_fwd2$clock)
    );
    metaroce_rx_datapath__recv$u1_fwd3 u1_fwd3(
        .d(u1_fwd3$d),
        .q(u1_fwd3$q),
        .clock(u1_fwd3$clock)
    );
    metaroce_rx_datapath__recv$u1_fwd4 u1_fwd4(
        .d(u1_fwd4$d),
        .q(u1_fwd4$q),
        .clock(u1_fwd4$clock)
    );
    metaroce_rx_datapath__recv$u1_row4 u1_row4(
        .d(u1_row4$d),
        .q(u1_row4$q),
        .clock(u1_row4$clock)
    );
    metaroce_rx_datapath__recv$u1_msn u1_msn(
        .d(u1_msn$d),
        .q(u1_msn$q),
        .clock(u1_msn$clock)
    );
    metaroce_rx_datapath__recv$u1_q u1_q(
        .d(u1_q$d),
        .q(u1_q$q),
        .clock(u1_q$clock)
    );
    metaroce_rx_datapath__recv$u1_fill u1_fill(
        .d(u1_fill$d),
        .q(u1_fill$q),
        .clock(u1_fill$clock)
    );
    metaroce_rx_datapath__recv$u1_pop u1_pop(
        .d(u1_pop$d),
        .q(u1_pop$q),
        .clock(u1_pop$clock)
    );
    metaroce_rx_datapath__recv$u2_valid u2_valid(
        .d(u2_valid$d),
        .q(u2_valid$q),
        .clock(u2_valid$clock)
    );
    metaroce_rx_datapath__recv$u2_refused u2_refused(
        .d(u2_refused$d),
        .q(u2_refused$q),
        .clock(u2_refused$clock)
    );
    metaroce_rx_datapath__recv$u2_slot u2_slot(
        .d(u2_slot$d),
        .q(u2_slot$q),
        .clock(u2_slot$clock)
    );
    metaroce_rx_datapath__recv$u2_entry u2_entry(
        .d(u2_entry$d),
        .q(u2_entry$q),
        .clock(u2_entry$clock)
    );
    metaroce_rx_datapath__recv$u2_segment u2_segment(
        .d(u2_segment$d),
        .q(u2_segment$q),
        .clock(u2_segment$clock)
    );
    metaroce_rx_datapath__recv$u2_msg_len u2_msg_len(
        .d(u2_msg_len$d),
        .q(u2_msg_len$q),
        .clock(u2_msg_len$clock)
    );
    metaroce_rx_datapath__recv$u2_segments u2_segments(
        .d(u2_segments$d),
        .q(u2_segments$q),
        .clock(u2_segments$clock)
    );
    metaroce_rx_datapath__recv$u2_segments_ok u2_segments_ok(
        .d(u2_segments_ok$d),
        .q(u2_segments_ok$q),
        .clock(u2_segments_ok$clock)
    );
    metaroce_rx_datapath__recv$u2_base u2_base(
        .d(u2_base$d),
        .q(u2_base$q),
        .clock(u2_base$clock)
    );
    metaroce_rx_datapath__recv$u2_started u2_started(
        .d(u2_started$d),
        .q(u2_started$q),
        .clock(u2_started$clock)
    );
    metaroce_rx_datapath__recv$u2_done u2_done(
        .d(u2_done$d),
        .q(u2_done$q),
        .clock(u2_done$clock)
    );
    metaroce_rx_datapath__recv$u2_fwd2 u2_fwd2(
        .d(u2_fwd2$d),
        .q(u2_fwd2$q),
        .clock(u2_fwd2$clock)
    );
    metaroce_rx_datapath__recv$u2_dist u2_dist(
        .d(u2_dist$d),
        .q(u2_dist$q),
        .clock(u2_dist$clock)
    );
    metaroce_rx_datapath__recv$u2_in_ring u2_in_ring(
        .d(u2_in_ring$d),
        .q(u2_in_ring$q),
        .clock(u2_in_ring$clock)
    );
    metaroce_rx_datapath__recv$u2_pop u2_pop(
        .d(u2_pop$d),
        .q(u2_pop$q),
        .clock(u2_pop$clock)
    );
    metaroce_rx_datapath__recv$u3_valid u3_valid(
        .d(u3_valid$d),
        .q(u3_valid$q),
        .clock(u3_valid$clock)
    );
    metaroce_rx_datapath__recv$u3_issued u3_issued(
        .d(u3_issued$d),
        .q(u3_issued$q),
        .clock(u3_issued$clock)
    );
    metaroce_rx_datapath__recv$u3_refused u3_refused(
        .d(u3_refused$d),
        .q(u3_refused$q),
        .clock(u3_refused$clock)
    );
    metaroce_rx_datapath__recv$u3_slot u3_slot(
        .d(u3_slot$d),
        .q(u3_slot$q),
        .clock(u3_slot$clock)
    );
    metaroce_rx_datapath__recv$u3_entry u3_entry(
        .d(u3_entry$d),
        .q(u3_entry$q),
        .clock(u3_entry$clock)
    );
    metaroce_rx_datapath__recv$u3_segment u3_segment(
        .d(u3_segment$d),
        .q(u3_segment$q),
        .clock(u3_segment$clock)
    );
    metaroce_rx_datapath__recv$u3_msg_len u3_msg_len(
        .d(u3_msg_len$d),
        .q(u3_msg_len$q),
        .clock(u3_msg_len$clock)
    );
    metaroce_rx_datapath__recv$u3_segments u3_segments(
        .d(u3_segments$d),
        .q(u3_segments$q),
        .clock(u3_segments$clock)
    );
    metaroce_rx_datapath__recv$u3_segments_ok u3_segments_ok(
        .d(u3_segments_ok$d),
        .q(u3_segments_ok$q),
        .clock(u3_segments_ok$clock)
    );
    metaroce_rx_datapath__recv$u3_row u3_row(
        .d(u3_row$d),
        .q(u3_row$q),
        .clock(u3_row$clock)
    );
    metaroce_rx_datapath__recv$u3_started u3_started(
        .d(u3_started$d),
        .q(u3_started$q),
        .clock(u3_started$clock)
    );
    metaroce_rx_datapath__recv$u3_done u3_done(
        .d(u3_done$d),
        .q(u3_done$q),
        .clock(u3_done$clock)
    );
    metaroce_rx_datapath__recv$u3_fwd_p u3_fwd_p(
        .d(u3_fwd_p$d),
        .q(u3_fwd_p$q),
        .clock(u3_fwd_p$clock)
    );
    metaroce_rx_datapath__recv$u3_bit u3_bit(
        .d(u3_bit$d),
        .q(u3_bit$q),
        .clock(u3_bit$clock)
    );
    metaroce_rx_datapath__recv$u3_same_seg u3_same_seg(
        .d(u3_same_seg$d),
        .q(u3_same_seg$q),
        .clock(u3_same_seg$clock)
    );
    metaroce_rx_datapath__recv$u3_s1_match u3_s1_match(
        .d(u3_s1_match$d),
        .q(u3_s1_match$q),
        .clock(u3_s1_match$clock)
    );
    metaroce_rx_datapath__recv$u3_s1_lt u3_s1_lt(
        .d(u3_s1_lt$d),
        .q(u3_s1_lt$q),
        .clock(u3_s1_lt$clock)
    );
    metaroce_rx_datapath__recv$u3_s1_last u3_s1_last(
        .d(u3_s1_last$d),
        .q(u3_s1_last$q),
        .clock(u3_s1_last$clock)
    );
    metaroce_rx_datapath__recv$u3_s2_match u3_s2_match(
        .d(u3_s2_match$d),
        .q(u3_s2_match$q),
        .clock(u3_s2_match$clock)
    );
    metaroce_rx_datapath__recv$u3_s2_lt u3_s2_lt(
        .d(u3_s2_lt$d),
        .q(u3_s2_lt$q),
        .clock(u3_s2_lt$clock)
    );
    metaroce_rx_datapath__recv$u3_s2a_last u3_s2a_last(
        .d(u3_s2a_last$d),
        .q(u3_s2a_last$q),
        .clock(u3_s2a_last$clock)
    );
    metaroce_rx_datapath__recv$u3_s2b_last u3_s2b_last(
        .d(u3_s2b_last$d),
        .q(u3_s2b_last$q),
        .clock(u3_s2b_last$clock)
    );
    metaroce_rx_datapath__recv$u3_dist u3_dist(
        .d(u3_dist$d),
        .q(u3_dist$q),
        .clock(u3_dist$clock)
    );
    metaroce_rx_datapath__recv$u3_pop u3_pop(
        .d(u3_pop$d),
        .q(u3_pop$q),
        .clock(u3_pop$clock)
    );
    metaroce_rx_datapath__recv$last_valid last_valid(
        .d(last_valid$d),
        .q(last_valid$q),
        .clock(last_valid$clock)
    );
    metaroce_rx_datapath__recv$last_accepted last_accepted(
        .d(last_accepted$d),
        .q(last_accepted$q),
        .clock(last_accepted$clock)
    );
    metaroce_rx_datapath__recv$last_finish last_finish(
        .d(last_finish$d),
        .q(last_finish$q),
        .clock(last_finish$clock)
    );
    metaroce_rx_datapath__recv$last_issued last_issued(
        .d(last_issued$d),
        .q(last_issued$q),
        .clock(last_issued$clock)
    );
    metaroce_rx_datapath__recv$last_stale last_stale(
        .d(last_stale$d),
        .q(last_stale$q),
        .clock(last_stale$clock)
    );
    metaroce_rx_datapath__recv$last_row last_row(
        .d(last_row$d),
        .q(last_row$q),
        .clock(last_row$clock)
    );
    metaroce_rx_datapath__recv$last_entry last_entry(
        .d(last_entry$d),
        .q(last_entry$q),
        .clock(last_entry$clock)
    );
    metaroce_rx_datapath__recv$last_slot last_slot(
        .d(last_slot$d),
        .q(last_slot$q),
        .clock(last_slot$clock)
    );
    metaroce_rx_datapath__recv$last_record last_record(
        .d(last_record$d),
        .q(last_record$q),
        .clock(last_record$clock)
    );
    metaroce_rx_datapath__recv$last_head_now last_head_now(
        .d(last_head_now$d),
        .q(last_head_now$q),
        .clock(last_head_now$clock)
    );
    metaroce_rx_datapath__recv$last_head_next last_head_next(
        .d(last_head_next$d),
        .q(last_head_next$q),
        .clock(last_head_next$clock)
    );
    metaroce_rx_datapath__recv$f_valid f_valid(
        .d(f_valid$d),
        .q(f_valid$q),
        .clock(f_valid$clock)
    );
    metaroce_rx_datapath__recv$f_ready f_ready(
        .d(f_ready$d),
        .q(f_ready$q),
        .clock(f_ready$clock)
    );
    metaroce_rx_datapath__recv$f_slot f_slot(
        .d(f_slot$d),
        .q(f_slot$q),
        .clock(f_slot$clock)
    );
    metaroce_rx_datapath__recv$f_pos f_pos(
        .d(f_pos$d),
        .q(f_pos$q),
        .clock(f_pos$clock)
    );
    metaroce_rx_datapath__recv$f_next f_next(
        .d(f_next$d),
        .q(f_next$q),
        .clock(f_next$clock)
    );
    metaroce_rx_datapath__recv$f_slot_oh f_slot_oh(
        .d(f_slot_oh$d),
        .q(f_slot_oh$q),
        .clock(f_slot_oh$clock)
    );
    metaroce_rx_datapath__recv$f_next_oh f_next_oh(
        .d(f_next_oh$d),
        .q(f_next_oh$q),
        .clock(f_next_oh$clock)
    );
    metaroce_rx_datapath__recv$pc_valid pc_valid(
        .d(pc_valid$d),
        .q(pc_valid$q),
        .clock(pc_valid$clock)
    );
    metaroce_rx_datapath__recv$pc_entry pc_entry(
        .d(pc_entry$d),
        .q(pc_entry$q),
        .clock(pc_entry$clock)
    );
    metaroce_rx_datapath__recv$bc_valid bc_valid(
        .d(bc_valid$d),
        .q(bc_valid$q),
        .clock(bc_valid$clock)
    );
    metaroce_rx_datapath__recv$bc_slot bc_slot(
        .d(bc_slot$d),
        .q(bc_slot$q),
        .clock(bc_slot$clock)
    );
    metaroce_rx_datapath__recv$c_valid c_valid(
        .d(c_valid$d),
        .q(c_valid$q),
        .clock(c_valid$clock)
    );
    metaroce_rx_datapath__recv$c_slot c_slot(
        .d(c_slot$d),
        .q(c_slot$q),
        .clock(c_slot$clock)
    );
    metaroce_rx_datapath__recv$c_msn c_msn(
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
        l3_done$clock = clk;
        l3_done_fwd$clock = clk;
        l3_offset$clock = clk;
        l3_msg_len$clock = clk;
        l3_tag$clock = clk;
        l4_valid$clock = clk;
        l4_hit$clock = clk;
        l4_slot$clock = clk;
        l4_target$clock = clk;
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
        u1_started$clock = clk;
        u1_done$clock = clk;
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
        u2_base$clock = clk;
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
        u3_segments_ok$clock = clk;
        u3_row$clock = clk;
        u3_started$clock = clk;
        u3_done$clock = clk;
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
        queue_head$d = queue_head$q;
        queue_tail$d = queue_tail$q;
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
        l3_done$d = l3_done$q;
        l3_done_fwd$d = l3_done_fwd$q;
        l3_offset$d = l3_offset$q;
        l3_msg_len$d = l3_msg_len$q;
        l3_tag$d = l3_tag$q;
        l4_valid$d = l4_valid$q;
        l4_hit$d = l4_hit$q;
        l4_slot$d = l4_slot$q;
        l4_target$d = l4_target$q;
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
        u1_started$d = u1_started$q;
        u1_done$d = u1_done$q;
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
        u2_base$d = u2_base$q;
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
        u3_segments_ok$d = u3_segments_ok$q;
        u3_row$d = u3_row$q;
        u3_started$d = u3_started$q;
        u3_done$d = u3_done$q;
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
        if (l2_slot$q == 32'h0) begin
            l_fill = slot0$fill;
            l_q = slot0$popped;
            l_active = slot0$active;
        end
        if (p_slot$q == 32'h0) begin
            u_fill = slot0$fill;
            u_q = slot0$popped;
        end
        if (f_slot$q == 32'h0) begin
            k_q = slot0$popped;
        end
        if (s_write_slot == 32'h1) begin
            w_tail = slot1$tail;
            w_ring_full = slot1$fill[32'h4];
            w_bound = slot1$bound;
        end
        if (l2_slot$q == 32'h1) begin
            l_fill = slot1$fill;
            l_q = slot1$popped;
            l_active = slot1$active;
        end
        if (p_slot$q == 32'h1) begin
            u_fill = slot1$fill;
            u_q = slot1$popped;
        end
        if (f_slot$q == 32'h1) begin
            k_q = slot1$popped;
        end
        if (s_write_slot == 32'h2) begin
            w_tail = slot2$tail;
            w_ring_full = slot2$fill[32'h4];
            w_bound = slot2$bound;
        end
        if (l2_slot$q == 32'h2) begin
            l_fill = slot2$fill;
            l_q = slot2$popped;
            l_active = slot2$active;
        end
        if (p_slot$q == 32'h2) begin
            u_fill = slot2$fill;
            u_q = slot2$popped;
        end
        if (f_slot$q == 32'h2) begin
            k_q = slot2$popped;
        end
        if (s_write_slot == 32'h3) begin
            w_tail = slot3$tail;
            w_ring_full = slot3$fill[32'h4];
            w_bound = slot3$bound;
        end
        if (l2_slot$q == 32'h3) begin
            l_fill = slot3$fill;
            l_q = slot3$popped;
            l_active = slot3$active;
        end
        if (p_slot$q == 32'h3) begin
            u_fill = slot3$fill;
            u_q = slot3$popped;
        end
        if (f_slot$q == 32'h3) begin
            k_q = slot3$popped;
        end
        if (s_write_slot == 32'h4) begin
            w_tail = slot4$tail;
            w_ring_full = slot4$fill[32'h4];
            w_bound = slot4$bound;
        end
        if (l2_slot$q == 32'h4) begin
            l_fill = slot4$fill;
            l_q = slot4$popped;
            l_active = slot4$active;
        end
        if (p_slot$q == 32'h4) begin
            u_fill = slot4$fill;
            u_q = slot4$popped;
        end
        if (f_slot$q == 32'h4) begin
            k_q = slot4$popped;
        end
        if (s_write_slot == 32'h5) begin
            w_tail = slot5$tail;
            w_ring_full = slot5$fill[32'h4];
            w_bound = slot5$bound;
        end
        if (l2_slot$q == 32'h5) begin
            l_fill = slot5$fill;
            l_q = slot5$popped;
            l_active = slot5$active;
        end
        if (p_slot$q == 32'h5) begin
            u_fill = slot5$fill;
            u_q = slot5$popped;
        end
        if (f_slot$q == 32'h5) begin
            k_q = slot5$popped;
        end
        if (s_write_slot == 32'h6) begin
            w_tail = slot6$tail;
            w_ring_full = slot6$fill[32'h4];
            w_bound = slot6$bound;
        end
        if (l2_slot$q == 32'h6) begin
            l_fill = slot6$fill;
            l_q = slot6$popped;
            l_active = slot6$active;
        end
        if (p_slot$q == 32'h6) begin
            u_fill = slot6$fill;
            u_q = slot6$popped;
        end
        if (f_slot$q == 32'h6) begin
            k_q = slot6$popped;
        end
        if (s_write_slot == 32'h7) begin
            w_tail = slot7$tail;
            w_ring_full = slot7$fill[32'h4];
            w_bound = slot7$bound;
        end
        if (l2_slot$q == 32'h7) begin
            l_fill = slot7$fill;
            l_q = slot7$popped;
            l_active = slot7$active;
        end
        if (p_slot$q == 32'h7) begin
            u_fill = slot7$fill;
            u_q = slot7$popped;
        end
        if (f_slot$q == 32'h7) begin
            k_q = slot7$popped;
        end
        if (s_write_slot == 32'h8) begin
            w_tail = slot8$tail;
            w_ring_full = slot8$fill[32'h4];
            w_bound = slot8$bound;
        end
        if (l2_slot$q == 32'h8) begin
            l_fill = slot8$fill;
            l_q = slot8$popped;
            l_active = slot8$active;
        end
        if (p_slot$q == 32'h8) begin
            u_fill = slot8$fill;
            u_q = slot8$popped;
        end
        if (f_slot$q == 32'h8) begin
            k_q = slot8$popped;
        end
        if (s_write_slot == 32'h9) begin
            w_tail = slot9$tail;
            w_ring_full = slot9$fill[32'h4];
            w_bound = slot9$bound;
        end
        if (l2_slot$q == 32'h9) begin
            l_fill = slot9$fill;
            l_q = slot9$popped;
            l_active = slot9$active;
        end
        if (p_slot$q == 32'h9) begin
            u_fill = slot9$fill;
            u_q = slot9$popped;
        end
        if (f_slot$q == 32'h9) begin
            k_q = slot9$popped;
        end
        if (s_write_slot == 32'ha) begin
            w_tail = slot10$tail;
            w_ring_full = slot10$fill[32'h4];
            w_bound = slot10$bound;
        end
        if (l2_slot$q == 32'ha) begin
            l_fill = slot10$fill;
            l_q = slot10$popped;
            l_active = slot10$active;
        end
        if (p_slot$q == 32'ha) begin
            u_fill = slot10$fill;
            u_q = slot10$popped;
        end
        if (f_slot$q == 32'ha) begin
            k_q = slot10$popped;
        end
        if (s_write_slot == 32'hb) begin
            w_tail = slot11$tail;
            w_ring_full = slot11$fill[32'h4];
            w_bound = slot11$bound;
        end
        if (l2_slot$q == 32'hb) begin
            l_fill = slot11$fill;
            l_q = slot11$popped;
            l_active = slot11$active;
        end
        if (p_slot$q == 32'hb) begin
            u_fill = slot11$fill;
            u_q = slot11$popped;
        end
        if (f_slot$q == 32'hb) begin
            k_q = slot11$popped;
        end
        if (s_write_slot == 32'hc) begin
            w_tail = slot12$tail;
            w_ring_full = slot12$fill[32'h4];
            w_bound = slot12$bound;
        end
        if (l2_slot$q == 32'hc) begin
            l_fill = slot12$fill;
            l_q = slot12$popped;
            l_active = slot12$active;
        end
        if (p_slot$q == 32'hc) begin
            u_fill = slot12$fill;
            u_q = slot12$popped;
        end
        if (f_slot$q == 32'hc) begin
            k_q = slot12$popped;
        end
        if (s_write_slot == 32'hd) begin
            w_tail = slot13$tail;
            w_ring_full = slot13$fill[32'h4];
            w_bound = slot13$bound;
        end
        if (l2_slot$q == 32'hd) begin
            l_fill = slot13$fill;
            l_q = slot13$popped;
            l_active = slot13$active;
        end
        if (p_slot$q == 32'hd) begin
            u_fill = slot13$fill;
            u_q = slot13$popped;
        end
        if (f_slot$q == 32'hd) begin
            k_q = slot13$popped;
        end
        if (s_write_slot == 32'he) begin
            w_tail = slot14$tail;
            w_ring_full = slot14$fill[32'h4];
            w_bound = slot14$bound;
        end
        if (l2_slot$q == 32'he) begin
            l_fill = slot14$fill;
            l_q = slot14$popped;
            l_active = slot14$active;
        end
        if (p_slot$q == 32'he) begin
            u_fill = slot14$fill;
            u_q = slot14$popped;
        end
        if (f_slot$q == 32'he) begin
            k_q = slot14$popped;
        end
        if (s_write_slot == 32'hf) begin
            w_tail = slot15$tail;
            w_ring_full = slot15$fill[32'h4];
            w_bound = slot15$bound;
        end
        if (l2_slot$q == 32'hf) begin
            l_fill = slot15$fill;
            l_q = slot15$popped;
            l_active = slot15$active;
        end
        if (p_slot$q == 32'hf) begin
            u_fill = slot15$fill;
            u_q = slot15$popped;
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
        l3_done$d = done$q[l_entry];
        l3_done_fwd$d = last_finish$q & (last_entry$q == l_entry);
        l3_valid$d = l2_valid$q & ~rst;
        l3_hit$d = l2_hit$q;
        l3_slot$d = l2_slot$q;
        l3_offset$d = l2_offset$q;
        l3_msg_len$d = l2_msg_len$q;
        l3_tag$d = l2_tag$q;
        l_index = l3_msn$q - l3_q$q;
        l_target = 32'h0;
        if (l3_live$q) begin
            if (l_index[32'h1f]) begin
                l_target = 32'h1;
            end
            else if (~|l_index[(32'h5)+:(27)] & (l_index[(32'h0)+:(5)] < l3_fill$q)) begin
                if (l3_done$q | l3_done_fwd$q) begin
                    l_target = 32'h1;
                end
                else begin
                    l_target = 32'h2;
                end
            end
        end
        l4_valid$d = l3_valid$q & ~rst;
        l4_hit$d = l3_hit$q;
        l4_slot$d = l3_slot$q;
        l4_target$d = l_target;
        l4_tag$d = l3_tag$q;
        l4_offset$d = l3_offset$q;
        l4_msg_len$d = l3_msg_len$q;
        l4_buffer$d = buffers$read_data;
        r_valid$d = l4_valid$q & ~rst;
        r_hit$d = l4_hit$q;
        r_slot$d = l4_slot$q;
        r_target$d = l4_target$q;
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
        u1_started$d = started$q[u_entry] | (last_valid$q & (u_entry == last_entry$q));
        u1_done$d = done$q[u_entry] | (last_finish$q & (u_entry == last_entry$q));
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
        r_base = progress$read_data;
        if ((u1_fwd3$q & last_valid$q) | u1_fwd4$q) begin
            r_base = r_alt;
        end
        u2_base$d = r_base;
        u2_started$d = u1_started$q | (u1_fwd3$q & last_valid$q);
        u2_done$d = u1_done$q | (u1_fwd3$q & last_finish$q);
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
        a_base = u2_base$q;
        if (u2_fwd2$q & last_valid$q) begin
            a_base = last_row$q;
        end
        a_started = u2_started$q | (u2_fwd2$q & last_valid$q);
        a_same_len = a_base[(64'h0)+:(32)] == u2_msg_len$q;
        a_base_lt = u2_segment$q < a_base[(64'h20)+:(7)];
        a_left1 = a_base[(64'h27)+:(7)] == 32'h1;
        a_left2 = a_base[(64'h27)+:(7)] == 32'h2;
        u3_row$d = a_base;
        if (~a_started) begin
            u3_row$d[(64'h0)+:(32)] = u2_msg_len$q;
            u3_row$d[(64'h20)+:(7)] = u2_segments$q;
            u3_row$d[(64'h27)+:(7)] = u2_segments$q;
            u3_row$d[(64'h2e)+:(64)] = 32'h0;
        end
        u3_started$d = a_started;
        u3_done$d = u2_done$q | (u2_fwd2$q & last_finish$q);
        u3_fwd_p$d = u2_entry$q == u3_entry$q;
        a_bitmap = a_base[(64'h2e)+:(64)];
        u3_bit$d = a_started & a_bitmap[u2_segment$q[(32'h0)+:(6)]];
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
        u3_segments_ok$d = u2_segments_ok$q;
        b_p_wrote = u3_fwd_p$q & last_valid$q;
        b_p_accepted = u3_fwd_p$q & last_accepted$q;
        b_started = u3_started$q | b_p_wrote;
        b_done = u3_done$q | (u3_fwd_p$q & last_finish$q);
        b_match = u3_s1_match$q;
        b_lt = u3_s1_lt$q;
        b_last = u3_s1_last$q;
        b_row = u3_row$q;
        if (b_p_wrote) begin
            b_match = u3_s2_match$q;
            b_lt = u3_s2_lt$q;
            b_last = u3_s2a_last$q;
            b_row = last_row$q;
        end
        if (b_p_accepted) begin
            b_last = u3_s2b_last$q;
        end
        b_bit = u3_bit$q | (b_p_accepted & u3_same_seg$q);
        live = u3_valid$q & ~b_done;
        wrote = live & ~u3_refused$q & (b_started | u3_segments_ok$q);
        accepted = wrote & b_match & b_lt & ~b_bit;
        new_row = b_row;
        if (accepted) begin
            new_row[(64'h2e)+:(64)] = b_row[(64'h2e)+:(64)] | (((32'h1) & 64'hffffffffffffffff) << u3_segment$q[(32'h0)+:(6)]);
            new_row[(64'h27)+:(7)] = b_row[(64'h27)+:(7)] - 32'h1;
        end
        finish = (live & u3_refused$q) | (accepted & b_last);
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
        q_front = queue$q[(queue_head$q[(32'h0)+:(4)] * 32'h8)+:(8)];
        q_next_pos = q_front[(32'h0)+:(4)] + 32'h1;
        queue_head$d = queue_head$q;
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
            f_next$d = q_next_pos;
            f_slot_oh$d = ((32'h1) & 16'hffff) << q_front[(32'h4)+:(4)];
            f_next_oh$d = ((32'h1) & 16'hffff) << q_next_pos;
            queue_head$d = queue_head$q + 32'h1;
        end
        else begin
            f_valid$d = 1'b0;
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
        queue$d = queue$q;
        queue_tail$d = queue_tail$q;
        if (last_finish$q & is_head) begin
            queue$d = ((((((((queue$q & ~(1 << (queue_tail$q[(32'h0)+:(4)] * 32'h8)) | ((last_entry$q[32'h0]) << (queue_tail$q[(32'h0)+:(4)] * 32'h8))) & ~(1 << (queue_tail$q[(32'h0)+:(4)] * 32'h8 + 32'h1)) | ((last_entry$q[32'h1]) << (queue_tail$q[(32'h0)+:(4)] * 32'h8 + 32'h1))) & ~(1 << (queue_tail$q[(32'h0)+:(4)] * 32'h8 + 32'h2)) | ((last_entry$q[32'h2]) << (queue_tail$q[(32'h0)+:(4)] * 32'h8 + 32'h2))) & ~(1 << (queue_tail$q[(32'h0)+:(4)] * 32'h8 + 32'h3)) | ((last_entry$q[32'h3]) << (queue_tail$q[(32'h0)+:(4)] * 32'h8 + 32'h3))) & ~(1 << (queue_tail$q[(32'h0)+:(4)] * 32'h8 + 32'h4)) | ((last_entry$q[32'h4]) << (queue_tail$q[(32'h0)+:(4)] * 32'h8 + 32'h4))) & ~(1 << (queue_tail$q[(32'h0)+:(4)] * 32'h8 + 32'h5)) | ((last_entry$q[32'h5]) << (queue_tail$q[(32'h0)+:(4)] * 32'h8 + 32'h5))) & ~(1 << (queue_tail$q[(32'h0)+:(4)] * 32'h8 + 32'h6)) | ((last_entry$q[32'h6]) << (queue_tail$q[(32'h0)+:(4)] * 32'h8 + 32'h6))) & ~(1 << (queue_tail$q[(32'h0)+:(4)] * 32'h8 + 32'h7)) | ((last_entry$q[32'h7]) << (queue_tail$q[(32'h0)+:(4)] * 32'h8 + 32'h7)));
            queue_tail$d = queue_tail$q + 32'h1;
        end
    end

endmodule // metaroce_rx_datapath__recv


module metaroce_rx_datapath__recv$bc_slot(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$bc_slot


module metaroce_rx_datapath__recv$bc_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$bc_valid


module metaroce_rx_datapath__recv$buffers(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);

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

endmodule // metaroce_rx_datapath__recv$buffers


module metaroce_rx_datapath__recv$c_msn(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$c_msn


module metaroce_rx_datapath__recv$c_slot(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$c_slot


module metaroce_rx_datapath__recv$c_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$c_valid


module metaroce_rx_datapath__recv$done(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$done


module metaroce_rx_datapath__recv$f_next(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$f_next


module metaroce_rx_datapath__recv$f_next_oh(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$f_next_oh


module metaroce_rx_datapath__recv$f_pos(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$f_pos


module metaroce_rx_datapath__recv$f_ready(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$f_ready


module metaroce_rx_datapath__recv$f_slot(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$f_slot


module metaroce_rx_datapath__recv$f_slot_oh(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$f_slot_oh


module metaroce_rx_datapath__recv$f_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$f_valid


module metaroce_rx_datapath__recv$l1_conn(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$l1_conn


module metaroce_rx_datapath__recv$l1_msg_len(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$l1_msg_len


module metaroce_rx_datapath__recv$l1_msn(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$l1_msn


module metaroce_rx_datapath__recv$l1_offset(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$l1_offset


module metaroce_rx_datapath__recv$l1_stream(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$l1_stream


module metaroce_rx_datapath__recv$l1_tag(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$l1_tag


module metaroce_rx_datapath__recv$l1_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$l1_valid


module metaroce_rx_datapath__recv$l2_hit(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$l2_hit


module metaroce_rx_datapath__recv$l2_msg_len(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$l2_msg_len


module metaroce_rx_datapath__recv$l2_msn(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$l2_msn


module metaroce_rx_datapath__recv$l2_offset(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$l2_offset


module metaroce_rx_datapath__recv$l2_slot(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$l2_slot


module metaroce_rx_datapath__recv$l2_tag(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$l2_tag


module metaroce_rx_datapath__recv$l2_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$l2_valid


module metaroce_rx_datapath__recv$l3_done(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$l3_done


module metaroce_rx_datapath__recv$l3_done_fwd(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$l3_done_fwd


module metaroce_rx_datapath__recv$l3_fill(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$l3_fill


module metaroce_rx_datapath__recv$l3_hit(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$l3_hit


module metaroce_rx_datapath__recv$l3_live(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$l3_live


module metaroce_rx_datapath__recv$l3_msg_len(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$l3_msg_len


module metaroce_rx_datapath__recv$l3_msn(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$l3_msn


module metaroce_rx_datapath__recv$l3_offset(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$l3_offset


module metaroce_rx_datapath__recv$l3_q(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$l3_q


module metaroce_rx_datapath__recv$l3_slot(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$l3_slot


module metaroce_rx_datapath__recv$l3_tag(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$l3_tag


module metaroce_rx_datapath__recv$l3_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$l3_valid


module metaroce_rx_datapath__recv$l4_buffer(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$l4_buffer


module metaroce_rx_datapath__recv$l4_hit(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$l4_hit


module metaroce_rx_datapath__recv$l4_msg_len(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$l4_msg_len


module metaroce_rx_datapath__recv$l4_offset(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$l4_offset


module metaroce_rx_datapath__recv$l4_slot(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$l4_slot


module metaroce_rx_datapath__recv$l4_tag(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$l4_tag


module metaroce_rx_datapath__recv$l4_target(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$l4_target


module metaroce_rx_datapath__recv$l4_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$l4_valid


module metaroce_rx_datapath__recv$last_accepted(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$last_accepted


module metaroce_rx_datapath__recv$last_entry(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$last_entry


module metaroce_rx_datapath__recv$last_finish(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$last_finish


module metaroce_rx_datapath__recv$last_head_next(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$last_head_next


module metaroce_rx_datapath__recv$last_head_now(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$last_head_now


module metaroce_rx_datapath__recv$last_issued(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$last_issued


module metaroce_rx_datapath__recv$last_record(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$last_record


module metaroce_rx_datapath__recv$last_row(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$last_row


module metaroce_rx_datapath__recv$last_slot(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$last_slot


module metaroce_rx_datapath__recv$last_stale(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$last_stale


module metaroce_rx_datapath__recv$last_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$last_valid


module metaroce_rx_datapath__recv$p_msg_len(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$p_msg_len


module metaroce_rx_datapath__recv$p_msn(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_rx_datapath__recv$p_msn


module metaroce_rx_datapath__recv$p_offset(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$p_offset


module metaroce_rx_datapath__recv$p_refused(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$p_refused


module metaroce_rx_datapath__recv$p_slot(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$p_slot


module metaroce_rx_datapath__recv$pc_entry(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$pc_entry


module metaroce_rx_datapath__recv$pc_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$pc_valid


module metaroce_rx_datapath__recv$progress(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);

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

endmodule // metaroce_rx_datapath__recv$progress


module metaroce_rx_datapath__recv$queue(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$queue


module metaroce_rx_datapath__recv$queue_head(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$queue_head


module metaroce_rx_datapath__recv$queue_tail(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$queue_tail


module metaroce_rx_datapath__recv$r_addr(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$r_addr


module metaroce_rx_datapath__recv$r_fits(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$r_fits


module metaroce_rx_datapath__recv$r_hit(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$r_hit


module metaroce_rx_datapath__recv$r_key(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$r_key


module metaroce_rx_datapath__recv$r_len(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$r_len


module metaroce_rx_datapath__recv$r_slot(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$r_slot


module metaroce_rx_datapath__recv$r_tag(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$r_tag


module metaroce_rx_datapath__recv$r_target(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$r_target


module metaroce_rx_datapath__recv$r_target_addr(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$r_target_addr


module metaroce_rx_datapath__recv$r_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$r_valid


module metaroce_rx_datapath__recv$records(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);

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

endmodule // metaroce_rx_datapath__recv$records


module metaroce_rx_datapath__recv$slot0(clk,bind_valid,bind_enable,bind_conn,bind_stream,post,pop,bound,active,conn,stream,tail,popped,fill);

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
    metaroce_rx_datapath__recv$slot0$r_bound r_bound(
        .d(r_bound$d),
        .q(r_bound$q),
        .clock(r_bound$clock)
    );
    metaroce_rx_datapath__recv$slot0$r_active r_active(
        .d(r_active$d),
        .q(r_active$q),
        .clock(r_active$clock)
    );
    metaroce_rx_datapath__recv$slot0$r_conn r_conn(
        .d(r_conn$d),
        .q(r_conn$q),
        .clock(r_conn$clock)
    );
    metaroce_rx_datapath__recv$slot0$r_stream r_stream(
        .d(r_stream$d),
        .q(r_stream$q),
        .clock(r_stream$clock)
    );
    metaroce_rx_datapath__recv$slot0$r_tail r_tail(
        .d(r_tail$d),
        .q(r_tail$q),
        .clock(r_tail$clock)
    );
    metaroce_rx_datapath__recv$slot0$r_popped r_popped(
        .d(r_popped$d),
        .q(r_popped$q),
        .clock(r_popped$clock)
    );
    metaroce_rx_datapath__recv$slot0$r_fill r_fill(
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

endmodule // metaroce_rx_datapath__recv$slot0


module metaroce_rx_datapath__recv$slot0$r_active(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$slot0$r_active


module metaroce_rx_datapath__recv$slot0$r_bound(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$slot0$r_bound


module metaroce_rx_datapath__recv$slot0$r_conn(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$slot0$r_conn


module metaroce_rx_datapath__recv$slot0$r_fill(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$slot0$r_fill


module metaroce_rx_datapath__recv$slot0$r_popped(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$slot0$r_popped


module metaroce_rx_datapath__recv$slot0$r_stream(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$slot0$r_stream


module metaroce_rx_datapath__recv$slot0$r_tail(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$slot0$r_tail


module metaroce_rx_datapath__recv$slot1(clk,bind_valid,bind_enable,bind_conn,bind_stream,post,pop,bound,active,conn,stream,tail,popped,fill);

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
    metaroce_rx_datapath__recv$slot1$r_bound r_bound(
        .d(r_bound$d),
        .q(r_bound$q),
        .clock(r_bound$clock)
    );
    metaroce_rx_datapath__recv$slot1$r_active r_active(
        .d(r_active$d),
        .q(r_active$q),
        .clock(r_active$clock)
    );
    metaroce_rx_datapath__recv$slot1$r_conn r_conn(
        .d(r_conn$d),
        .q(r_conn$q),
        .clock(r_conn$clock)
    );
    metaroce_rx_datapath__recv$slot1$r_stream r_stream(
        .d(r_stream$d),
        .q(r_stream$q),
        .clock(r_stream$clock)
    );
    metaroce_rx_datapath__recv$slot1$r_tail r_tail(
        .d(r_tail$d),
        .q(r_tail$q),
        .clock(r_tail$clock)
    );
    metaroce_rx_datapath__recv$slot1$r_popped r_popped(
        .d(r_popped$d),
        .q(r_popped$q),
        .clock(r_popped$clock)
    );
    metaroce_rx_datapath__recv$slot1$r_fill r_fill(
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

endmodule // metaroce_rx_datapath__recv$slot1


module metaroce_rx_datapath__recv$slot1$r_active(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$slot1$r_active


module metaroce_rx_datapath__recv$slot1$r_bound(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$slot1$r_bound


module metaroce_rx_datapath__recv$slot1$r_conn(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$slot1$r_conn


module metaroce_rx_datapath__recv$slot1$r_fill(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$slot1$r_fill


module metaroce_rx_datapath__recv$slot1$r_popped(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$slot1$r_popped


module metaroce_rx_datapath__recv$slot1$r_stream(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$slot1$r_stream


module metaroce_rx_datapath__recv$slot1$r_tail(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$slot1$r_tail


module metaroce_rx_datapath__recv$slot10(clk,bind_valid,bind_enable,bind_conn,bind_stream,post,pop,bound,active,conn,stream,tail,popped,fill);

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
    metaroce_rx_datapath__recv$slot10$r_bound r_bound(
        .d(r_bound$d),
        .q(r_bound$q),
        .clock(r_bound$clock)
    );
    metaroce_rx_datapath__recv$slot10$r_active r_active(
        .d(r_active$d),
        .q(r_active$q),
        .clock(r_active$clock)
    );
    metaroce_rx_datapath__recv$slot10$r_conn r_conn(
        .d(r_conn$d),
        .q(r_conn$q),
        .clock(r_conn$clock)
    );
    metaroce_rx_datapath__recv$slot10$r_stream r_stream(
        .d(r_stream$d),
        .q(r_stream$q),
        .clock(r_stream$clock)
    );
    metaroce_rx_datapath__recv$slot10$r_tail r_tail(
        .d(r_tail$d),
        .q(r_tail$q),
        .clock(r_tail$clock)
    );
    metaroce_rx_datapath__recv$slot10$r_popped r_popped(
        .d(r_popped$d),
        .q(r_popped$q),
        .clock(r_popped$clock)
    );
    metaroce_rx_datapath__recv$slot10$r_fill r_fill(
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

endmodule // metaroce_rx_datapath__recv$slot10


module metaroce_rx_datapath__recv$slot10$r_active(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$slot10$r_active


module metaroce_rx_datapath__recv$slot10$r_bound(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$slot10$r_bound


module metaroce_rx_datapath__recv$slot10$r_conn(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$slot10$r_conn


module metaroce_rx_datapath__recv$slot10$r_fill(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$slot10$r_fill


module metaroce_rx_datapath__recv$slot10$r_popped(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$slot10$r_popped


module metaroce_rx_datapath__recv$slot10$r_stream(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$slot10$r_stream


module metaroce_rx_datapath__recv$slot10$r_tail(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$slot10$r_tail


module metaroce_rx_datapath__recv$slot11(clk,bind_valid,bind_enable,bind_conn,bind_stream,post,pop,bound,active,conn,stream,tail,popped,fill);

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
    metaroce_rx_datapath__recv$slot11$r_bound r_bound(
        .d(r_bound$d),
        .q(r_bound$q),
        .clock(r_bound$clock)
    );
    metaroce_rx_datapath__recv$slot11$r_active r_active(
        .d(r_active$d),
        .q(r_active$q),
        .clock(r_active$clock)
    );
    metaroce_rx_datapath__recv$slot11$r_conn r_conn(
        .d(r_conn$d),
        .q(r_conn$q),
        .clock(r_conn$clock)
    );
    metaroce_rx_datapath__recv$slot11$r_stream r_stream(
        .d(r_stream$d),
        .q(r_stream$q),
        .clock(r_stream$clock)
    );
    metaroce_rx_datapath__recv$slot11$r_tail r_tail(
        .d(r_tail$d),
        .q(r_tail$q),
        .clock(r_tail$clock)
    );
    metaroce_rx_datapath__recv$slot11$r_popped r_popped(
        .d(r_popped$d),
        .q(r_popped$q),
        .clock(r_popped$clock)
    );
    metaroce_rx_datapath__recv$slot11$r_fill r_fill(
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

endmodule // metaroce_rx_datapath__recv$slot11


module metaroce_rx_datapath__recv$slot11$r_active(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$slot11$r_active


module metaroce_rx_datapath__recv$slot11$r_bound(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$slot11$r_bound


module metaroce_rx_datapath__recv$slot11$r_conn(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$slot11$r_conn


module metaroce_rx_datapath__recv$slot11$r_fill(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$slot11$r_fill


module metaroce_rx_datapath__recv$slot11$r_popped(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$slot11$r_popped


module metaroce_rx_datapath__recv$slot11$r_stream(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$slot11$r_stream


module metaroce_rx_datapath__recv$slot11$r_tail(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$slot11$r_tail


module metaroce_rx_datapath__recv$slot12(clk,bind_valid,bind_enable,bind_conn,bind_stream,post,pop,bound,active,conn,stream,tail,popped,fill);

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
    metaroce_rx_datapath__recv$slot12$r_bound r_bound(
        .d(r_bound$d),
        .q(r_bound$q),
        .clock(r_bound$clock)
    );
    metaroce_rx_datapath__recv$slot12$r_active r_active(
        .d(r_active$d),
        .q(r_active$q),
        .clock(r_active$clock)
    );
    metaroce_rx_datapath__recv$slot12$r_conn r_conn(
        .d(r_conn$d),
        .q(r_conn$q),
        .clock(r_conn$clock)
    );
    metaroce_rx_datapath__recv$slot12$r_stream r_stream(
        .d(r_stream$d),
        .q(r_stream$q),
        .clock(r_stream$clock)
    );
    metaroce_rx_datapath__recv$slot12$r_tail r_tail(
        .d(r_tail$d),
        .q(r_tail$q),
        .clock(r_tail$clock)
    );
    metaroce_rx_datapath__recv$slot12$r_popped r_popped(
        .d(r_popped$d),
        .q(r_popped$q),
        .clock(r_popped$clock)
    );
    metaroce_rx_datapath__recv$slot12$r_fill r_fill(
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

endmodule // metaroce_rx_datapath__recv$slot12


module metaroce_rx_datapath__recv$slot12$r_active(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$slot12$r_active


module metaroce_rx_datapath__recv$slot12$r_bound(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$slot12$r_bound


module metaroce_rx_datapath__recv$slot12$r_conn(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$slot12$r_conn


module metaroce_rx_datapath__recv$slot12$r_fill(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$slot12$r_fill


module metaroce_rx_datapath__recv$slot12$r_popped(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$slot12$r_popped


module metaroce_rx_datapath__recv$slot12$r_stream(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$slot12$r_stream


module metaroce_rx_datapath__recv$slot12$r_tail(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$slot12$r_tail


module metaroce_rx_datapath__recv$slot13(clk,bind_valid,bind_enable,bind_conn,bind_stream,post,pop,bound,active,conn,stream,tail,popped,fill);

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
    metaroce_rx_datapath__recv$slot13$r_bound r_bound(
        .d(r_bound$d),
        .q(r_bound$q),
        .clock(r_bound$clock)
    );
    metaroce_rx_datapath__recv$slot13$r_active r_active(
        .d(r_active$d),
        .q(r_active$q),
        .clock(r_active$clock)
    );
    metaroce_rx_datapath__recv$slot13$r_conn r_conn(
        .d(r_conn$d),
        .q(r_conn$q),
        .clock(r_conn$clock)
    );
    metaroce_rx_datapath__recv$slot13$r_stream r_stream(
        .d(r_stream$d),
        .q(r_stream$q),
        .clock(r_stream$clock)
    );
    metaroce_rx_datapath__recv$slot13$r_tail r_tail(
        .d(r_tail$d),
        .q(r_tail$q),
        .clock(r_tail$clock)
    );
    metaroce_rx_datapath__recv$slot13$r_popped r_popped(
        .d(r_popped$d),
        .q(r_popped$q),
        .clock(r_popped$clock)
    );
    metaroce_rx_datapath__recv$slot13$r_fill r_fill(
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

endmodule // metaroce_rx_datapath__recv$slot13


module metaroce_rx_datapath__recv$slot13$r_active(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$slot13$r_active


module metaroce_rx_datapath__recv$slot13$r_bound(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$slot13$r_bound


module metaroce_rx_datapath__recv$slot13$r_conn(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$slot13$r_conn


module metaroce_rx_datapath__recv$slot13$r_fill(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$slot13$r_fill


module metaroce_rx_datapath__recv$slot13$r_popped(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$slot13$r_popped


module metaroce_rx_datapath__recv$slot13$r_stream(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$slot13$r_stream


module metaroce_rx_datapath__recv$slot13$r_tail(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$slot13$r_tail


module metaroce_rx_datapath__recv$slot14(clk,bind_valid,bind_enable,bind_conn,bind_stream,post,pop,bound,active,conn,stream,tail,popped,fill);

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
    metaroce_rx_datapath__recv$slot14$r_bound r_bound(
        .d(r_bound$d),
        .q(r_bound$q),
        .clock(r_bound$clock)
    );
    metaroce_rx_datapath__recv$slot14$r_active r_active(
        .d(r_active$d),
        .q(r_active$q),
        .clock(r_active$clock)
    );
    metaroce_rx_datapath__recv$slot14$r_conn r_conn(
        .d(r_conn$d),
        .q(r_conn$q),
        .clock(r_conn$clock)
    );
    metaroce_rx_datapath__recv$slot14$r_stream r_stream(
        .d(r_stream$d),
        .q(r_stream$q),
        .clock(r_stream$clock)
    );
    metaroce_rx_datapath__recv$slot14$r_tail r_tail(
        .d(r_tail$d),
        .q(r_tail$q),
        .clock(r_tail$clock)
    );
    metaroce_rx_datapath__recv$slot14$r_popped r_popped(
        .d(r_popped$d),
        .q(r_popped$q),
        .clock(r_popped$clock)
    );
    metaroce_rx_datapath__recv$slot14$r_fill r_fill(
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

endmodule // metaroce_rx_datapath__recv$slot14


module metaroce_rx_datapath__recv$slot14$r_active(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$slot14$r_active


module metaroce_rx_datapath__recv$slot14$r_bound(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$slot14$r_bound


module metaroce_rx_datapath__recv$slot14$r_conn(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$slot14$r_conn


module metaroce_rx_datapath__recv$slot14$r_fill(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$slot14$r_fill


module metaroce_rx_datapath__recv$slot14$r_popped(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$slot14$r_popped


module metaroce_rx_datapath__recv$slot14$r_stream(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$slot14$r_stream


module metaroce_rx_datapath__recv$slot14$r_tail(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$slot14$r_tail


module metaroce_rx_datapath__recv$slot15(clk,bind_valid,bind_enable,bind_conn,bind_stream,post,pop,bound,active,conn,stream,tail,popped,fill);

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
    metaroce_rx_datapath__recv$slot15$r_bound r_bound(
        .d(r_bound$d),
        .q(r_bound$q),
        .clock(r_bound$clock)
    );
    metaroce_rx_datapath__recv$slot15$r_active r_active(
        .d(r_active$d),
        .q(r_active$q),
        .clock(r_active$clock)
    );
    metaroce_rx_datapath__recv$slot15$r_conn r_conn(
        .d(r_conn$d),
        .q(r_conn$q),
        .clock(r_conn$clock)
    );
    metaroce_rx_datapath__recv$slot15$r_stream r_stream(
        .d(r_stream$d),
        .q(r_stream$q),
        .clock(r_stream$clock)
    );
    metaroce_rx_datapath__recv$slot15$r_tail r_tail(
        .d(r_tail$d),
        .q(r_tail$q),
        .clock(r_tail$clock)
    );
    metaroce_rx_datapath__recv$slot15$r_popped r_popped(
        .d(r_popped$d),
        .q(r_popped$q),
        .clock(r_popped$clock)
    );
    metaroce_rx_datapath__recv$slot15$r_fill r_fill(
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

endmodule // metaroce_rx_datapath__recv$slot15


module metaroce_rx_datapath__recv$slot15$r_active(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$slot15$r_active


module metaroce_rx_datapath__recv$slot15$r_bound(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$slot15$r_bound


module metaroce_rx_datapath__recv$slot15$r_conn(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$slot15$r_conn


module metaroce_rx_datapath__recv$slot15$r_fill(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$slot15$r_fill


module metaroce_rx_datapath__recv$slot15$r_popped(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$slot15$r_popped


module metaroce_rx_datapath__recv$slot15$r_stream(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$slot15$r_stream


module metaroce_rx_datapath__recv$slot15$r_tail(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$slot15$r_tail


module metaroce_rx_datapath__recv$slot2(clk,bind_valid,bind_enable,bind_conn,bind_stream,post,pop,bound,active,conn,stream,tail,popped,fill);

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
    metaroce_rx_datapath__recv$slot2$r_bound r_bound(
        .d(r_bound$d),
        .q(r_bound$q),
        .clock(r_bound$clock)
    );
    metaroce_rx_datapath__recv$slot2$r_active r_active(
        .d(r_active$d),
        .q(r_active$q),
        .clock(r_active$clock)
    );
    metaroce_rx_datapath__recv$slot2$r_conn r_conn(
        .d(r_conn$d),
        .q(r_conn$q),
        .clock(r_conn$clock)
    );
    metaroce_rx_datapath__recv$slot2$r_stream r_stream(
        .d(r_stream$d),
        .q(r_stream$q),
        .clock(r_stream$clock)
    );
    metaroce_rx_datapath__recv$slot2$r_tail r_tail(
        .d(r_tail$d),
        .q(r_tail$q),
        .clock(r_tail$clock)
    );
    metaroce_rx_datapath__recv$slot2$r_popped r_popped(
        .d(r_popped$d),
        .q(r_popped$q),
        .clock(r_popped$clock)
    );
    metaroce_rx_datapath__recv$slot2$r_fill r_fill(
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

endmodule // metaroce_rx_datapath__recv$slot2


module metaroce_rx_datapath__recv$slot2$r_active(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$slot2$r_active


module metaroce_rx_datapath__recv$slot2$r_bound(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$slot2$r_bound


module metaroce_rx_datapath__recv$slot2$r_conn(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$slot2$r_conn


module metaroce_rx_datapath__recv$slot2$r_fill(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$slot2$r_fill


module metaroce_rx_datapath__recv$slot2$r_popped(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$slot2$r_popped


module metaroce_rx_datapath__recv$slot2$r_stream(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$slot2$r_stream


module metaroce_rx_datapath__recv$slot2$r_tail(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$slot2$r_tail


module metaroce_rx_datapath__recv$slot3(clk,bind_valid,bind_enable,bind_conn,bind_stream,post,pop,bound,active,conn,stream,tail,popped,fill);

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
    metaroce_rx_datapath__recv$slot3$r_bound r_bound(
        .d(r_bound$d),
        .q(r_bound$q),
        .clock(r_bound$clock)
    );
    metaroce_rx_datapath__recv$slot3$r_active r_active(
        .d(r_active$d),
        .q(r_active$q),
        .clock(r_active$clock)
    );
    metaroce_rx_datapath__recv$slot3$r_conn r_conn(
        .d(r_conn$d),
        .q(r_conn$q),
        .clock(r_conn$clock)
    );
    metaroce_rx_datapath__recv$slot3$r_stream r_stream(
        .d(r_stream$d),
        .q(r_stream$q),
        .clock(r_stream$clock)
    );
    metaroce_rx_datapath__recv$slot3$r_tail r_tail(
        .d(r_tail$d),
        .q(r_tail$q),
        .clock(r_tail$clock)
    );
    metaroce_rx_datapath__recv$slot3$r_popped r_popped(
        .d(r_popped$d),
        .q(r_popped$q),
        .clock(r_popped$clock)
    );
    metaroce_rx_datapath__recv$slot3$r_fill r_fill(
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

endmodule // metaroce_rx_datapath__recv$slot3


module metaroce_rx_datapath__recv$slot3$r_active(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$slot3$r_active


module metaroce_rx_datapath__recv$slot3$r_bound(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$slot3$r_bound


module metaroce_rx_datapath__recv$slot3$r_conn(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$slot3$r_conn


module metaroce_rx_datapath__recv$slot3$r_fill(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$slot3$r_fill


module metaroce_rx_datapath__recv$slot3$r_popped(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$slot3$r_popped


module metaroce_rx_datapath__recv$slot3$r_stream(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$slot3$r_stream


module metaroce_rx_datapath__recv$slot3$r_tail(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$slot3$r_tail


module metaroce_rx_datapath__recv$slot4(clk,bind_valid,bind_enable,bind_conn,bind_stream,post,pop,bound,active,conn,stream,tail,popped,fill);

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
    metaroce_rx_datapath__recv$slot4$r_bound r_bound(
        .d(r_bound$d),
        .q(r_bound$q),
        .clock(r_bound$clock)
    );
    metaroce_rx_datapath__recv$slot4$r_active r_active(
        .d(r_active$d),
        .q(r_active$q),
        .clock(r_active$clock)
    );
    metaroce_rx_datapath__recv$slot4$r_conn r_conn(
        .d(r_conn$d),
        .q(r_conn$q),
        .clock(r_conn$clock)
    );
    metaroce_rx_datapath__recv$slot4$r_stream r_stream(
        .d(r_stream$d),
        .q(r_stream$q),
        .clock(r_stream$clock)
    );
    metaroce_rx_datapath__recv$slot4$r_tail r_tail(
        .d(r_tail$d),
        .q(r_tail$q),
        .clock(r_tail$clock)
    );
    metaroce_rx_datapath__recv$slot4$r_popped r_popped(
        .d(r_popped$d),
        .q(r_popped$q),
        .clock(r_popped$clock)
    );
    metaroce_rx_datapath__recv$slot4$r_fill r_fill(
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

endmodule // metaroce_rx_datapath__recv$slot4


module metaroce_rx_datapath__recv$slot4$r_active(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$slot4$r_active


module metaroce_rx_datapath__recv$slot4$r_bound(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$slot4$r_bound


module metaroce_rx_datapath__recv$slot4$r_conn(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$slot4$r_conn


module metaroce_rx_datapath__recv$slot4$r_fill(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$slot4$r_fill


module metaroce_rx_datapath__recv$slot4$r_popped(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$slot4$r_popped


module metaroce_rx_datapath__recv$slot4$r_stream(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$slot4$r_stream


module metaroce_rx_datapath__recv$slot4$r_tail(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$slot4$r_tail


module metaroce_rx_datapath__recv$slot5(clk,bind_valid,bind_enable,bind_conn,bind_stream,post,pop,bound,active,conn,stream,tail,popped,fill);

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
    metaroce_rx_datapath__recv$slot5$r_bound r_bound(
        .d(r_bound$d),
        .q(r_bound$q),
        .clock(r_bound$clock)
    );
    metaroce_rx_datapath__recv$slot5$r_active r_active(
        .d(r_active$d),
        .q(r_active$q),
        .clock(r_active$clock)
    );
    metaroce_rx_datapath__recv$slot5$r_conn r_conn(
        .d(r_conn$d),
        .q(r_conn$q),
        .clock(r_conn$clock)
    );
    metaroce_rx_datapath__recv$slot5$r_stream r_stream(
        .d(r_stream$d),
        .q(r_stream$q),
        .clock(r_stream$clock)
    );
    metaroce_rx_datapath__recv$slot5$r_tail r_tail(
        .d(r_tail$d),
        .q(r_tail$q),
        .clock(r_tail$clock)
    );
    metaroce_rx_datapath__recv$slot5$r_popped r_popped(
        .d(r_popped$d),
        .q(r_popped$q),
        .clock(r_popped$clock)
    );
    metaroce_rx_datapath__recv$slot5$r_fill r_fill(
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

endmodule // metaroce_rx_datapath__recv$slot5


module metaroce_rx_datapath__recv$slot5$r_active(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$slot5$r_active


module metaroce_rx_datapath__recv$slot5$r_bound(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$slot5$r_bound


module metaroce_rx_datapath__recv$slot5$r_conn(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$slot5$r_conn


module metaroce_rx_datapath__recv$slot5$r_fill(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$slot5$r_fill


module metaroce_rx_datapath__recv$slot5$r_popped(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$slot5$r_popped


module metaroce_rx_datapath__recv$slot5$r_stream(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$slot5$r_stream


module metaroce_rx_datapath__recv$slot5$r_tail(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$slot5$r_tail


module metaroce_rx_datapath__recv$slot6(clk,bind_valid,bind_enable,bind_conn,bind_stream,post,pop,bound,active,conn,stream,tail,popped,fill);

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
    metaroce_rx_datapath__recv$slot6$r_bound r_bound(
        .d(r_bound$d),
        .q(r_bound$q),
        .clock(r_bound$clock)
    );
    metaroce_rx_datapath__recv$slot6$r_active r_active(
        .d(r_active$d),
        .q(r_active$q),
        .clock(r_active$clock)
    );
    metaroce_rx_datapath__recv$slot6$r_conn r_conn(
        .d(r_conn$d),
        .q(r_conn$q),
        .clock(r_conn$clock)
    );
    metaroce_rx_datapath__recv$slot6$r_stream r_stream(
        .d(r_stream$d),
        .q(r_stream$q),
        .clock(r_stream$clock)
    );
    metaroce_rx_datapath__recv$slot6$r_tail r_tail(
        .d(r_tail$d),
        .q(r_tail$q),
        .clock(r_tail$clock)
    );
    metaroce_rx_datapath__recv$slot6$r_popped r_popped(
        .d(r_popped$d),
        .q(r_popped$q),
        .clock(r_popped$clock)
    );
    metaroce_rx_datapath__recv$slot6$r_fill r_fill(
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

endmodule // metaroce_rx_datapath__recv$slot6


module metaroce_rx_datapath__recv$slot6$r_active(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$slot6$r_active


module metaroce_rx_datapath__recv$slot6$r_bound(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$slot6$r_bound


module metaroce_rx_datapath__recv$slot6$r_conn(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$slot6$r_conn


module metaroce_rx_datapath__recv$slot6$r_fill(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$slot6$r_fill


module metaroce_rx_datapath__recv$slot6$r_popped(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$slot6$r_popped


module metaroce_rx_datapath__recv$slot6$r_stream(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$slot6$r_stream


module metaroce_rx_datapath__recv$slot6$r_tail(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$slot6$r_tail


module metaroce_rx_datapath__recv$slot7(clk,bind_valid,bind_enable,bind_conn,bind_stream,post,pop,bound,active,conn,stream,tail,popped,fill);

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
    metaroce_rx_datapath__recv$slot7$r_bound r_bound(
        .d(r_bound$d),
        .q(r_bound$q),
        .clock(r_bound$clock)
    );
    metaroce_rx_datapath__recv$slot7$r_active r_active(
        .d(r_active$d),
        .q(r_active$q),
        .clock(r_active$clock)
    );
    metaroce_rx_datapath__recv$slot7$r_conn r_conn(
        .d(r_conn$d),
        .q(r_conn$q),
        .clock(r_conn$clock)
    );
    metaroce_rx_datapath__recv$slot7$r_stream r_stream(
        .d(r_stream$d),
        .q(r_stream$q),
        .clock(r_stream$clock)
    );
    metaroce_rx_datapath__recv$slot7$r_tail r_tail(
        .d(r_tail$d),
        .q(r_tail$q),
        .clock(r_tail$clock)
    );
    metaroce_rx_datapath__recv$slot7$r_popped r_popped(
        .d(r_popped$d),
        .q(r_popped$q),
        .clock(r_popped$clock)
    );
    metaroce_rx_datapath__recv$slot7$r_fill r_fill(
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

endmodule // metaroce_rx_datapath__recv$slot7


module metaroce_rx_datapath__recv$slot7$r_active(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$slot7$r_active


module metaroce_rx_datapath__recv$slot7$r_bound(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$slot7$r_bound


module metaroce_rx_datapath__recv$slot7$r_conn(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$slot7$r_conn


module metaroce_rx_datapath__recv$slot7$r_fill(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$slot7$r_fill


module metaroce_rx_datapath__recv$slot7$r_popped(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$slot7$r_popped


module metaroce_rx_datapath__recv$slot7$r_stream(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$slot7$r_stream


module metaroce_rx_datapath__recv$slot7$r_tail(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$slot7$r_tail


module metaroce_rx_datapath__recv$slot8(clk,bind_valid,bind_enable,bind_conn,bind_stream,post,pop,bound,active,conn,stream,tail,popped,fill);

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
    metaroce_rx_datapath__recv$slot8$r_bound r_bound(
        .d(r_bound$d),
        .q(r_bound$q),
        .clock(r_bound$clock)
    );
    metaroce_rx_datapath__recv$slot8$r_active r_active(
        .d(r_active$d),
        .q(r_active$q),
        .clock(r_active$clock)
    );
    metaroce_rx_datapath__recv$slot8$r_conn r_conn(
        .d(r_conn$d),
        .q(r_conn$q),
        .clock(r_conn$clock)
    );
    metaroce_rx_datapath__recv$slot8$r_stream r_stream(
        .d(r_stream$d),
        .q(r_stream$q),
        .clock(r_stream$clock)
    );
    metaroce_rx_datapath__recv$slot8$r_tail r_tail(
        .d(r_tail$d),
        .q(r_tail$q),
        .clock(r_tail$clock)
    );
    metaroce_rx_datapath__recv$slot8$r_popped r_popped(
        .d(r_popped$d),
        .q(r_popped$q),
        .clock(r_popped$clock)
    );
    metaroce_rx_datapath__recv$slot8$r_fill r_fill(
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

endmodule // metaroce_rx_datapath__recv$slot8


module metaroce_rx_datapath__recv$slot8$r_active(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$slot8$r_active


module metaroce_rx_datapath__recv$slot8$r_bound(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$slot8$r_bound


module metaroce_rx_datapath__recv$slot8$r_conn(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$slot8$r_conn


module metaroce_rx_datapath__recv$slot8$r_fill(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$slot8$r_fill


module metaroce_rx_datapath__recv$slot8$r_popped(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$slot8$r_popped


module metaroce_rx_datapath__recv$slot8$r_stream(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$slot8$r_stream


module metaroce_rx_datapath__recv$slot8$r_tail(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$slot8$r_tail


module metaroce_rx_datapath__recv$slot9(clk,bind_valid,bind_enable,bind_conn,bind_stream,post,pop,bound,active,conn,stream,tail,popped,fill);

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
    metaroce_rx_datapath__recv$slot9$r_bound r_bound(
        .d(r_bound$d),
        .q(r_bound$q),
        .clock(r_bound$clock)
    );
    metaroce_rx_datapath__recv$slot9$r_active r_active(
        .d(r_active$d),
        .q(r_active$q),
        .clock(r_active$clock)
    );
    metaroce_rx_datapath__recv$slot9$r_conn r_conn(
        .d(r_conn$d),
        .q(r_conn$q),
        .clock(r_conn$clock)
    );
    metaroce_rx_datapath__recv$slot9$r_stream r_stream(
        .d(r_stream$d),
        .q(r_stream$q),
        .clock(r_stream$clock)
    );
    metaroce_rx_datapath__recv$slot9$r_tail r_tail(
        .d(r_tail$d),
        .q(r_tail$q),
        .clock(r_tail$clock)
    );
    metaroce_rx_datapath__recv$slot9$r_popped r_popped(
        .d(r_popped$d),
        .q(r_popped$q),
        .clock(r_popped$clock)
    );
    metaroce_rx_datapath__recv$slot9$r_fill r_fill(
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

endmodule // metaroce_rx_datapath__recv$slot9


module metaroce_rx_datapath__recv$slot9$r_active(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$slot9$r_active


module metaroce_rx_datapath__recv$slot9$r_bound(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$slot9$r_bound


module metaroce_rx_datapath__recv$slot9$r_conn(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$slot9$r_conn


module metaroce_rx_datapath__recv$slot9$r_fill(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$slot9$r_fill


module metaroce_rx_datapath__recv$slot9$r_popped(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$slot9$r_popped


module metaroce_rx_datapath__recv$slot9$r_stream(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$slot9$r_stream


module metaroce_rx_datapath__recv$slot9$r_tail(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$slot9$r_tail


module metaroce_rx_datapath__recv$started(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$started


module metaroce_rx_datapath__recv$u1_done(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$u1_done


module metaroce_rx_datapath__recv$u1_entry(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$u1_entry


module metaroce_rx_datapath__recv$u1_fill(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$u1_fill


module metaroce_rx_datapath__recv$u1_fwd2(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$u1_fwd2


module metaroce_rx_datapath__recv$u1_fwd3(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$u1_fwd3


module metaroce_rx_datapath__recv$u1_fwd4(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$u1_fwd4


module metaroce_rx_datapath__recv$u1_msg_len(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$u1_msg_len


module metaroce_rx_datapath__recv$u1_msn(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$u1_msn


module metaroce_rx_datapath__recv$u1_part(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$u1_part


module metaroce_rx_datapath__recv$u1_pop(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$u1_pop


module metaroce_rx_datapath__recv$u1_q(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$u1_q


module metaroce_rx_datapath__recv$u1_refused(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$u1_refused


module metaroce_rx_datapath__recv$u1_row4(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$u1_row4


module metaroce_rx_datapath__recv$u1_segment(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$u1_segment


module metaroce_rx_datapath__recv$u1_slot(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$u1_slot


module metaroce_rx_datapath__recv$u1_started(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$u1_started


module metaroce_rx_datapath__recv$u1_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$u1_valid


module metaroce_rx_datapath__recv$u1_whole(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$u1_whole


module metaroce_rx_datapath__recv$u2_base(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$u2_base


module metaroce_rx_datapath__recv$u2_dist(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$u2_dist


module metaroce_rx_datapath__recv$u2_done(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$u2_done


module metaroce_rx_datapath__recv$u2_entry(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$u2_entry


module metaroce_rx_datapath__recv$u2_fwd2(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$u2_fwd2


module metaroce_rx_datapath__recv$u2_in_ring(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$u2_in_ring


module metaroce_rx_datapath__recv$u2_msg_len(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$u2_msg_len


module metaroce_rx_datapath__recv$u2_pop(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$u2_pop


module metaroce_rx_datapath__recv$u2_refused(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$u2_refused


module metaroce_rx_datapath__recv$u2_segment(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$u2_segment


module metaroce_rx_datapath__recv$u2_segments(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$u2_segments


module metaroce_rx_datapath__recv$u2_segments_ok(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$u2_segments_ok


module metaroce_rx_datapath__recv$u2_slot(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$u2_slot


module metaroce_rx_datapath__recv$u2_started(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$u2_started


module metaroce_rx_datapath__recv$u2_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$u2_valid


module metaroce_rx_datapath__recv$u3_bit(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$u3_bit


module metaroce_rx_datapath__recv$u3_dist(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$u3_dist


module metaroce_rx_datapath__recv$u3_done(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$u3_done


module metaroce_rx_datapath__recv$u3_entry(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$u3_entry


module metaroce_rx_datapath__recv$u3_fwd_p(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$u3_fwd_p


module metaroce_rx_datapath__recv$u3_issued(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$u3_issued


module metaroce_rx_datapath__recv$u3_msg_len(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$u3_msg_len


module metaroce_rx_datapath__recv$u3_pop(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$u3_pop


module metaroce_rx_datapath__recv$u3_refused(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$u3_refused


module metaroce_rx_datapath__recv$u3_row(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$u3_row


module metaroce_rx_datapath__recv$u3_s1_last(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$u3_s1_last


module metaroce_rx_datapath__recv$u3_s1_lt(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$u3_s1_lt


module metaroce_rx_datapath__recv$u3_s1_match(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$u3_s1_match


module metaroce_rx_datapath__recv$u3_s2_lt(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$u3_s2_lt


module metaroce_rx_datapath__recv$u3_s2_match(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$u3_s2_match


module metaroce_rx_datapath__recv$u3_s2a_last(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$u3_s2a_last


module metaroce_rx_datapath__recv$u3_s2b_last(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$u3_s2b_last


module metaroce_rx_datapath__recv$u3_same_seg(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$u3_same_seg


module metaroce_rx_datapath__recv$u3_segment(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$u3_segment


module metaroce_rx_datapath__recv$u3_segments(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$u3_segments


module metaroce_rx_datapath__recv$u3_segments_ok(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$u3_segments_ok


module metaroce_rx_datapath__recv$u3_slot(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$u3_slot


module metaroce_rx_datapath__recv$u3_started(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$u3_started


module metaroce_rx_datapath__recv$u3_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$u3_valid


module metaroce_rx_datapath__recv$w_full(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$w_full


module metaroce_rx_datapath__recv$w_len(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$w_len


module metaroce_rx_datapath__recv$w_len_limit(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$w_len_limit


module metaroce_rx_datapath__recv$w_len_mask(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv$w_len_mask


module metaroce_rx_datapath__recv$w_len_ok(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$w_len_ok


module metaroce_rx_datapath__recv$w_posted(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$w_posted


module metaroce_rx_datapath__recv$w_too_long(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$w_too_long


module metaroce_rx_datapath__recv$w_unbound(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv$w_unbound


module metaroce_rx_datapath__recv_write_addr(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv_write_addr


module metaroce_rx_datapath__recv_write_conn(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv_write_conn


module metaroce_rx_datapath__recv_write_enable(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv_write_enable


module metaroce_rx_datapath__recv_write_key(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv_write_key


module metaroce_rx_datapath__recv_write_post(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv_write_post


module metaroce_rx_datapath__recv_write_slot(d,q,clock);

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

endmodule // metaroce_rx_datapath__recv_write_slot


module metaroce_rx_datapath__recv_write_stream(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv_write_stream


module metaroce_rx_datapath__recv_write_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__recv_write_valid


module metaroce_rx_datapath__regs(clk,rst,s_axil_awaddr,s_axil_awprot,s_axil_awvalid,s_axil_awready,s_axil_wdata,s_axil_wstrb,s_axil_wvalid,s_axil_wready,s_axil_bresp,s_axil_bvalid,s_axil_bready,s_axil_araddr,s_axil_arprot,s_axil_arvalid,s_axil_arready,s_axil_rdata,s_axil_rresp,s_axil_rvalid,s_axil_rready,udp_port,ack_every,ack_timer,rate_hint,local_ip,local_mac,m_conn_write_valid,m_conn_write_slot,m_conn_write_enable,m_conn_write_established,m_conn_write_conn_id,m_conn_write_peer_ip,m_conn_write_path_count,m_conn_write_peer_conn_id,m_conn_write_peer_port,m_conn_write_peer_mac,m_path_write_valid,m_path_write_window,m_path_write_epoch,m_mr_write_valid,m_mr_write_index,m_mr_write_enable,m_mr_write_key,m_mr_write_base,m_mr_write_length,m_mr_write_remote_write,m_mr_write_local_write,ce_window,s_ce_count,recv_mtu_shift,m_recv_write_valid,m_recv_write_post,m_recv_write_slot,m_recv_write_enable,m_recv_write_conn,m_recv_write_stream,m_recv_write_key,m_recv_write_addr,m_recv_write_len,s_recv_error_full,s_recv_error_unbound,s_recv_error_too_long,s_sack_refused,s_cpl_valid,s_cpl_slot,s_cpl_msn,s_cpl_bytes,s_cpl_status,m_sack_cmd_valid,m_sack_cmd_ready,m_sack_cmd_window,m_sack_cmd_base,m_probe_valid,m_probe_ready,m_probe_fresh,m_probe_base,m_probe_src_port,m_probe_timestamp,s_parser_verdict_valid,s_parser_verdict_reason,s_drop_unknown_connection,s_drop_not_established,s_drop_bad_path,s_drop_stale_epoch,s_drop_duplicate,s_drop_out_of_window,s_drop_access_violation,s_nack_dropped,s_drop_receiver_not_ready);

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
    reg  [9:0] rd_word$d;
    wire  [9:0] rd_word$q;
    reg  rd_word$clock;
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
    metaroce_rx_datapath__regs$cpl cpl(
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
    metaroce_rx_datapath__regs$aw_held aw_held(
        .d(aw_held$d),
        .q(aw_held$q),
        .clock(aw_held$clock)
    );
    metaroce_rx_datapath__regs$aw_addr aw_addr(
        .d(aw_addr$d),
        .q(aw_addr$q),
        .clock(aw_addr$clock)
    );
    metaroce_rx_datapath__regs$w_held w_held(
        .d(w_held$d),
        .q(w_held$q),
        .clock(w_held$clock)
    );
    metaroce_rx_datapath__regs$w_data w_data(
        .d(w_data$d),
        .q(w_data$q),
        .clock(w_data$clock)
    );
    metaroce_rx_datapath__regs$w_strb w_strb(
        .d(w_strb$d),
        .q(w_strb$q),
        .clock(w_strb$clock)
    );
    metaroce_rx_datapath__regs$bvalid bvalid(
        .d(bvalid$d),
        .q(bvalid$q),
        .clock(bvalid$clock)
    );
    metaroce_rx_datapath__regs$rvalid rvalid(
        .d(rvalid$d),
        .q(rvalid$q),
        .clock(rvalid$clock)
    );
    metaroce_rx_datapath__regs$rdata rdata(
        .d(rdata$d),
        .q(rdata$q),
        .clock(rdata$clock)
    );
    metaroce_rx_datapath__regs$err_value_rejected err_value_rejected(
        .d(err_value_rejected$d),
        .q(err_value_rejected$q),
        .clock(err_value_rejected$clock)
    );
    metaroce_rx_datapath__regs$err_bad_address err_bad_address(
        .d(err_bad_address$d),
        .q(err_bad_address$q),
        .clock(err_bad_address$clock)
    );
    metaroce_rx_datapath__regs$err_sack_busy err_sack_busy(
        .d(err_sack_busy$d),
        .q(err_sack_busy$q),
        .clock(err_sack_busy$clock)
    );
    metaroce_rx_datapath__regs$err_recv_full err_recv_full(
        .d(err_recv_full$d),
        .q(err_recv_full$q),
        .clock(err_recv_full$clock)
    );
    metaroce_rx_datapath__regs$err_recv_unbound err_recv_unbound(
        .d(err_recv_unbound$d),
        .q(err_recv_unbound$q),
        .clock(err_recv_unbound$clock)
    );
    metaroce_rx_datapath__regs$err_recv_too_long err_recv_too_long(
        .d(err_recv_too_long$d),
        .q(err_recv_too_long$q),
        .clock(err_recv_too_long$clock)
    );
    metaroce_rx_datapath__regs$err_cpl_overflow err_cpl_overflow(
        .d(err_cpl_overflow$d),
        .q(err_cpl_overflow$q),
        .clock(err_cpl_overflow$clock)
    );
    metaroce_rx_datapath__regs$err_sack_refused err_sack_refused(
        .d(err_sack_refused$d),
        .q(err_sack_refused$q),
        .clock(err_sack_refused$clock)
    );
    metaroce_rx_datapath__regs$recv_write_pulse recv_write_pulse(
        .d(recv_write_pulse$d),
        .q(recv_write_pulse$q),
        .clock(recv_write_pulse$clock)
    );
    metaroce_rx_datapath__regs$recv_commit_post recv_commit_post(
        .d(recv_commit_post$d),
        .q(recv_commit_post$q),
        .clock(recv_commit_post$clock)
    );
    metaroce_rx_datapath__regs$recv_commit_enable recv_commit_enable(
        .d(recv_commit_enable$d),
        .q(recv_commit_enable$q),
        .clock(recv_commit_enable$clock)
    );
    metaroce_rx_datapath__regs$post_wait post_wait(
        .d(post_wait$d),
        .q(post_wait$q),
        .clock(post_wait$clock)
    );
    metaroce_rx_datapath__regs$reg_recv_mtu_shift reg_recv_mtu_shift(
        .d(reg_recv_mtu_shift$d),
        .q(reg_recv_mtu_shift$q),
        .clock(reg_recv_mtu_shift$clock)
    );
    metaroce_rx_datapath__regs$reg_recv_slot reg_recv_slot(
        .d(reg_recv_slot$d),
        .q(reg_recv_slot$q),
        .clock(reg_recv_slot$clock)
    );
    metaroce_rx_datapath__regs$reg_recv_conn_slot reg_recv_conn_slot(
        .d(reg_recv_conn_slot$d),
        .q(reg_recv_conn_slot$q),
        .clock(reg_recv_conn_slot$clock)
    );
    metaroce_rx_datapath__regs$reg_recv_stream reg_recv_stream(
        .d(reg_recv_stream$d),
        .q(reg_recv_stream$q),
        .clock(reg_recv_stream$clock)
    );
    metaroce_rx_datapath__regs$reg_recv_key reg_recv_key(
        .d(reg_recv_key$d),
        .q(reg_recv_key$q),
        .clock(reg_recv_key$clock)
    );
    metaroce_rx_datapath__regs$reg_recv_addr_lo reg_recv_addr_lo(
        .d(reg_recv_addr_lo$d),
        .q(reg_recv_addr_lo$q),
        .clock(reg_recv_addr_lo$clock)
    );
    metaroce_rx_datapath__regs$reg_recv_addr_hi reg_recv_addr_hi(
        .d(reg_recv_addr_hi$d),
        .q(reg_recv_addr_hi$q),
        .clock(reg_recv_addr_hi$clock)
    );
    metaroce_rx_datapath__regs$reg_recv_len_lo reg_recv_len_lo(
        .d(reg_recv_len_lo$d),
        .q(reg_recv_len_lo$q),
        .clock(reg_recv_len_lo$clock)
    );
    metaroce_rx_datapath__regs$reg_recv_len_hi reg_recv_len_hi(
        .d(reg_recv_len_hi$d),
        .q(reg_recv_len_hi$q),
        .clock(reg_recv_len_hi$clock)
    );
    metaroce_rx_datapath__regs$reg_ce_window reg_ce_window(
        .d(reg_ce_window$d),
        .q(reg_ce_window$q),
        .clock(reg_ce_window$clock)
    );
    metaroce_rx_datapath__regs$count_receiver_not_ready count_receiver_not_ready(
        .d(count_receiver_not_ready$d),
        .q(count_receiver_not_ready$q),
        .clock(count_receiver_not_ready$clock)
    );
    metaroce_rx_datapath__regs$count_cpl_dropped count_cpl_dropped(
        .d(count_cpl_dropped$d),
        .q(count_cpl_dropped$q),
        .clock(count_cpl_dropped$clock)
    );
    metaroce_rx_datapath__regs$mr_commit_local_write mr_commit_local_write(
        .d(mr_commit_local_write$d),
        .q(mr_commit_local_write$q),
        .clock(mr_commit_local_write$clock)
    );
    metaroce_rx_datapath__regs$cpl_pop cpl_pop(
        .d(cpl_pop$d),
        .q(cpl_pop$q),
        .clock(cpl_pop$clock)
    );
    metaroce_rx_datapath__regs$cpl_h_valid cpl_h_valid(
        .d(cpl_h_valid$d),
        .q(cpl_h_valid$q),
        .clock(cpl_h_valid$clock)
    );
    metaroce_rx_datapath__regs$cpl_h_entry cpl_h_entry(
        .d(cpl_h_entry$d),
        .q(cpl_h_entry$q),
        .clock(cpl_h_entry$clock)
    );
    metaroce_rx_datapath__regs$cpl_h_count cpl_h_count(
        .d(cpl_h_count$d),
        .q(cpl_h_count$q),
        .clock(cpl_h_count$clock)
    );
    metaroce_rx_datapath__regs$rd_wait rd_wait(
        .d(rd_wait$d),
        .q(rd_wait$q),
        .clock(rd_wait$clock)
    );
    metaroce_rx_datapath__regs$rd_word rd_word(
        .d(rd_word$d),
        .q(rd_word$q),
        .clock(rd_word$clock)
    );
    metaroce_rx_datapath__regs$grp_wait grp_wait(
        .d(grp_wait$d),
        .q(grp_wait$q),
        .clock(grp_wait$clock)
    );
    metaroce_rx_datapath__regs$read_group0 read_group0(
        .d(read_group0$d),
        .q(read_group0$q),
        .clock(read_group0$clock)
    );
    metaroce_rx_datapath__regs$read_group1 read_group1(
        .d(read_group1$d),
        .q(read_group1$q),
        .clock(read_group1$clock)
    );
    metaroce_rx_datapath__regs$read_group2 read_group2(
        .d(read_group2$d),
        .q(read_group2$q),
        .clock(read_group2$clock)
    );
    metaroce_rx_datapath__regs$read_group3 read_group3(
        .d(read_group3$d),
        .q(read_group3$q),
        .clock(read_group3$clock)
    );
    metaroce_rx_datapath__regs$read_group4 read_group4(
        .d(read_group4$d),
        .q(read_group4$q),
        .clock(read_group4$clock)
    );
    metaroce_rx_datapath__regs$read_group5 read_group5(
        .d(read_group5$d),
        .q(read_group5$q),
        .clock(read_group5$clock)
    );
    metaroce_rx_datapath__regs$read_group6 read_group6(
        .d(read_group6$d),
        .q(read_group6$q),
        .clock(read_group6$clock)
    );
    metaroce_rx_datapath__regs$read_group7 read_group7(
        .d(read_group7$d),
        .q(read_group7$q),
        .clock(read_group7$clock)
    );
    metaroce_rx_datapath__regs$read_group8 read_group8(
        .d(read_group8$d),
        .q(read_group8$q),
        .clock(read_group8$clock)
    );
    metaroce_rx_datapath__regs$read_group9 read_group9(
        .d(read_group9$d),
        .q(read_group9$q),
        .clock(read_group9$clock)
    );
    metaroce_rx_datapath__regs$read_group10 read_group10(
        .d(read_group10$d),
        .q(read_group10$q),
        .clock(read_group10$clock)
    );
    metaroce_rx_datapath__regs$read_group11 read_group11(
        .d(read_group11$d),
        .q(read_group11$q),
        .clock(read_group11$clock)
    );
    metaroce_rx_datapath__regs$conn_write_pulse conn_write_pulse(
        .d(conn_write_pulse$d),
        .q(conn_write_pulse$q),
        .clock(conn_write_pulse$clock)
    );
    metaroce_rx_datapath__regs$conn_commit_enable conn_commit_enable(
        .d(conn_commit_enable$d),
        .q(conn_commit_enable$q),
        .clock(conn_commit_enable$clock)
    );
    metaroce_rx_datapath__regs$conn_commit_established conn_commit_established(
        .d(conn_commit_established$d),
        .q(conn_commit_established$q),
        .clock(conn_commit_established$clock)
    );
    metaroce_rx_datapath__regs$path_write_pulse path_write_pulse(
        .d(path_write_pulse$d),
        .q(path_write_pulse$q),
        .clock(path_write_pulse$clock)
    );
    metaroce_rx_datapath__regs$mr_write_pulse mr_write_pulse(
        .d(mr_write_pulse$d),
        .q(mr_write_pulse$q),
        .clock(mr_write_pulse$clock)
    );
    metaroce_rx_datapath__regs$mr_commit_enable mr_commit_enable(
        .d(mr_commit_enable$d),
        .q(mr_commit_enable$q),
        .clock(mr_commit_enable$clock)
    );
    metaroce_rx_datapath__regs$mr_commit_remote_write mr_commit_remote_write(
        .d(mr_commit_remote_write$d),
        .q(mr_commit_remote_write$q),
        .clock(mr_commit_remote_write$clock)
    );
    metaroce_rx_datapath__regs$sack_pending sack_pending(
        .d(sack_pending$d),
        .q(sack_pending$q),
        .clock(sack_pending$clock)
    );
    metaroce_rx_datapath__regs$probe_pending probe_pending(
        .d(probe_pending$d),
        .q(probe_pending$q),
        .clock(probe_pending$clock)
    );
    metaroce_rx_datapath__regs$probe_fresh probe_fresh(
        .d(probe_fresh$d),
        .q(probe_fresh$q),
        .clock(probe_fresh$clock)
    );
    metaroce_rx_datapath__regs$reg_probe_port reg_probe_port(
        .d(reg_probe_port$d),
        .q(reg_probe_port$q),
        .clock(reg_probe_port$clock)
    );
    metaroce_rx_datapath__regs$reg_probe_ts_lo reg_probe_ts_lo(
        .d(reg_probe_ts_lo$d),
        .q(reg_probe_ts_lo$q),
        .clock(reg_probe_ts_lo$clock)
    );
    metaroce_rx_datapath__regs$reg_probe_ts_hi reg_probe_ts_hi(
        .d(reg_probe_ts_hi$d),
        .q(reg_probe_ts_hi$q),
        .clock(reg_probe_ts_hi$clock)
    );
    metaroce_rx_datapath__regs$sack_cmd_window sack_cmd_window(
        .d(sack_cmd_window$d),
        .q(sack_cmd_window$q),
        .clock(sack_cmd_window$clock)
    );
    metaroce_rx_datapath__regs$sack_cmd_base sack_cmd_base(
        .d(sack_cmd_base$d),
        .q(sack_cmd_base$q),
        .clock(sack_cmd_base$clock)
    );
    metaroce_rx_datapath__regs$reg_udp_port reg_udp_port(
        .d(reg_udp_port$d),
        .q(reg_udp_port$q),
        .clock(reg_udp_port$clock)
    );
    metaroce_rx_datapath__regs$reg_ack_every reg_ack_every(
        .d(reg_ack_every$d),
        .q(reg_ack_every$q),
        .clock(reg_ack_every$clock)
    );
    metaroce_rx_datapath__regs$reg_ack_timer reg_ack_timer(
        .d(reg_ack_timer$d),
        .q(reg_ack_timer$q),
        .clock(reg_ack_timer$clock)
    );
    metaroce_rx_datapath__regs$reg_rate_hint reg_rate_hint(
        .d(reg_rate_hint$d),
        .q(reg_rate_hint$q),
        .clock(reg_rate_hint$clock)
    );
    metaroce_rx_datapath__regs$reg_local_ip reg_local_ip(
        .d(reg_local_ip$d),
        .q(reg_local_ip$q),
        .clock(reg_local_ip$clock)
    );
    metaroce_rx_datapath__regs$reg_local_mac_lo reg_local_mac_lo(
        .d(reg_local_mac_lo$d),
        .q(reg_local_mac_lo$q),
        .clock(reg_local_mac_lo$clock)
    );
    metaroce_rx_datapath__regs$reg_local_mac_hi reg_local_mac_hi(
        .d(reg_local_mac_hi$d),
        .q(reg_local_mac_hi$q),
        .clock(reg_local_mac_hi$clock)
    );
    metaroce_rx_datapath__regs$reg_conn_slot reg_conn_slot(
        .d(reg_conn_slot$d),
        .q(reg_conn_slot$q),
        .clock(reg_conn_slot$clock)
    );
    metaroce_rx_datapath__regs$reg_conn_id reg_conn_id(
        .d(reg_conn_id$d),
        .q(reg_conn_id$q),
        .clock(reg_conn_id$clock)
    );
    metaroce_rx_datapath__regs$reg_conn_peer_ip reg_conn_peer_ip(
        .d(reg_conn_peer_ip$d),
        .q(reg_conn_peer_ip$q),
        .clock(reg_conn_peer_ip$clock)
    );
    metaroce_rx_datapath__regs$reg_conn_peer_conn_id reg_conn_peer_conn_id(
        .d(reg_conn_peer_conn_id$d),
        .q(reg_conn_peer_conn_id$q),
        .clock(reg_conn_peer_conn_id$clock)
    );
    metaroce_rx_datapath__regs$reg_conn_peer_port reg_conn_peer_port(
        .d(reg_conn_peer_port$d),
        .q(reg_conn_peer_port$q),
        .clock(reg_conn_peer_port$clock)
    );
    metaroce_rx_datapath__regs$reg_conn_peer_mac_lo reg_conn_peer_mac_lo(
        .d(reg_conn_peer_mac_lo$d),
        .q(reg_conn_peer_mac_lo$q),
        .clock(reg_conn_peer_mac_lo$clock)
    );
    metaroce_rx_datapath__regs$reg_conn_peer_mac_hi reg_conn_peer_mac_hi(
        .d(reg_conn_peer_mac_hi$d),
        .q(reg_conn_peer_mac_hi$q),
        .clock(reg_conn_peer_mac_hi$clock)
    );
    metaroce_rx_datapath__regs$reg_conn_path_count reg_conn_path_count(
        .d(reg_conn_path_count$d),
        .q(reg_conn_path_count$q),
        .clock(reg_conn_path_count$clock)
    );
    metaroce_rx_datapath__regs$reg_path_window reg_path_window(
        .d(reg_path_window$d),
        .q(reg_path_window$q),
        .clock(reg_path_window$clock)
    );
    metaroce_rx_datapath__regs$reg_path_epoch reg_path_epoch(
        .d(reg_path_epoch$d),
        .q(reg_path_epoch$q),
        .clock(reg_path_epoch$clock)
    );
    metaroce_rx_datapath__regs$reg_mr_index reg_mr_index(
        .d(reg_mr_index$d),
        .q(reg_mr_index$q),
        .clock(reg_mr_index$clock)
    );
    metaroce_rx_datapath__regs$reg_mr_key reg_mr_key(
        .d(reg_mr_key$d),
        .q(reg_mr_key$q),
        .clock(reg_mr_key$clock)
    );
    metaroce_rx_datapath__regs$reg_mr_base_lo reg_mr_base_lo(
        .d(reg_mr_base_lo$d),
        .q(reg_mr_base_lo$q),
        .clock(reg_mr_base_lo$clock)
    );
    metaroce_rx_datapath__regs$reg_mr_base_hi reg_mr_base_hi(
        .d(reg_mr_base_hi$d),
        .q(reg_mr_base_hi$q),
        .clock(reg_mr_base_hi$clock)
    );
    metaroce_rx_datapath__regs$reg_mr_length_lo reg_mr_length_lo(
        .d(reg_mr_length_lo$d),
        .q(reg_mr_length_lo$q),
        .clock(reg_mr_length_lo$clock)
    );
    metaroce_rx_datapath__regs$reg_mr_length_hi reg_mr_length_hi(
        .d(reg_mr_length_hi$d),
        .q(reg_mr_length_hi$q),
        .clock(reg_mr_length_hi$clock)
    );
    metaroce_rx_datapath__regs$reg_sack_window reg_sack_window(
        .d(reg_sack_window$d),
        .q(reg_sack_window$q),
        .clock(reg_sack_window$clock)
    );
    metaroce_rx_datapath__regs$reg_sack_base reg_sack_base(
        .d(reg_sack_base$d),
        .q(reg_sack_base$q),
        .clock(reg_sack_base$clock)
    );
    metaroce_rx_datapath__regs$count_ok count_ok(
        .d(count_ok$d),
        .q(count_ok$q),
        .clock(count_ok$clock)
    );
    metaroce_rx_datapath__regs$count_truncated count_truncated(
        .d(count_truncated$d),
        .q(count_truncated$q),
        .clock(count_truncated$clock)
    );
    metaroce_rx_datapath__regs$count_bad_length count_bad_length(
        .d(count_bad_length$d),
        .q(count_bad_length$q),
        .clock(count_bad_length$clock)
    );
    metaroce_rx_datapath__regs$count_bad_ethertype count_bad_ethertype(
        .d(count_bad_ethertype$d),
        .q(count_bad_ethertype$q),
        .clock(count_bad_ethertype$clock)
    );
    metaroce_rx_datapath__regs$count_bad_ip_header count_bad_ip_header(
        .d(count_bad_ip_header$d),
        .q(count_bad_ip_header$q),
        .clock(count_bad_ip_header$clock)
    );
    metaroce_rx_datapath__regs$count_bad_ip_checksum count_bad_ip_checksum(
        .d(count_bad_ip_checksum$d),
        .q(count_bad_ip_checksum$q),
        .clock(count_bad_ip_checksum$clock)
    );
    metaroce_rx_datapath__regs$count_bad_port count_bad_port(
        .d(count_bad_port$d),
        .q(count_bad_port$q),
        .clock(count_bad_port$clock)
    );
    metaroce_rx_datapath__regs$count_bad_version count_bad_version(
        .d(count_bad_version$d),
        .q(count_bad_version$q),
        .clock(count_bad_version$clock)
    );
    metaroce_rx_datapath__regs$count_bad_opcode count_bad_opcode(
        .d(count_bad_opcode$d),
        .q(count_bad_opcode$q),
        .clock(count_bad_opcode$clock)
    );
    metaroce_rx_datapath__regs$count_bad_field count_bad_field(
        .d(count_bad_field$d),
        .q(count_bad_field$q),
        .clock(count_bad_field$clock)
    );
    metaroce_rx_datapath__regs$count_bad_frame count_bad_frame(
        .d(count_bad_frame$d),
        .q(count_bad_frame$q),
        .clock(count_bad_frame$clock)
    );
    metaroce_rx_datapath__regs$count_unknown_connection count_unknown_connection(
        .d(count_unknown_connection$d),
        .q(count_unknown_connection$q),
        .clock(count_unknown_connection$clock)
    );
    metaroce_rx_datapath__regs$count_not_established count_not_established(
        .d(count_not_established$d),
        .q(count_not_established$q),
        .clock(count_not_established$clock)
    );
    metaroce_rx_datapath__regs$count_bad_path count_bad_path(
        .d(count_bad_path$d),
        .q(count_bad_path$q),
        .clock(count_bad_path$clock)
    );
    metaroce_rx_datapath__regs$count_stale_epoch count_stale_epoch(
        .d(count_stale_epoch$d),
        .q(count_stale_epoch$q),
        .clock(count_stale_epoch$clock)
    );
    metaroce_rx_datapath__regs$count_duplicate count_duplicate(
        .d(count_duplicate$d),
        .q(count_duplicate$q),
        .clock(count_duplicate$clock)
    );
    metaroce_rx_datapath__regs$count_out_of_window count_out_of_window(
        .d(count_out_of_window$d),
        .q(count_out_of_window$q),
        .clock(count_out_of_window$clock)
    );
    metaroce_rx_datapath__regs$count_access_violation count_access_violation(
        .d(count_access_violation$d),
        .q(count_access_violation$q),
        .clock(count_access_violation$clock)
    );
    metaroce_rx_datapath__regs$count_nack_dropped count_nack_dropped(
        .d(count_nack_dropped$d),
        .q(count_nack_dropped$q),
        .clock(count_nack_dropped$clock)
    );
    metaroce_rx_datapath__regs$wr_go wr_go(
        .d(wr_go$d),
        .q(wr_go$q),
        .clock(wr_go$clock)
    );
    metaroce_rx_datapath__regs$wr_word wr_word(
        .d(wr_word$d),
        .q(wr_word$q),
        .clock(wr_word$clock)
    );
    metaroce_rx_datapath__regs$wr_mask wr_mask(
        .d(wr_mask$d),
        .q(wr_mask$q),
        .clock(wr_mask$clock)
    );
    metaroce_rx_datapath__regs$wr_strobed wr_strobed(
        .d(wr_strobed$d),
        .q(wr_strobed$q),
        .clock(wr_strobed$clock)
    );
    metaroce_rx_datapath__regs$wr_above_3 wr_above_3(
        .d(wr_above_3$d),
        .q(wr_above_3$q),
        .clock(wr_above_3$clock)
    );
    metaroce_rx_datapath__regs$wr_above_4 wr_above_4(
        .d(wr_above_4$d),
        .q(wr_above_4$q),
        .clock(wr_above_4$clock)
    );
    metaroce_rx_datapath__regs$wr_above_6 wr_above_6(
        .d(wr_above_6$d),
        .q(wr_above_6$q),
        .clock(wr_above_6$clock)
    );
    metaroce_rx_datapath__regs$wr_above_8 wr_above_8(
        .d(wr_above_8$d),
        .q(wr_above_8$q),
        .clock(wr_above_8$clock)
    );
    metaroce_rx_datapath__regs$wr_above_12 wr_above_12(
        .d(wr_above_12$d),
        .q(wr_above_12$q),
        .clock(wr_above_12$clock)
    );
    metaroce_rx_datapath__regs$wr_above_16 wr_above_16(
        .d(wr_above_16$d),
        .q(wr_above_16$q),
        .clock(wr_above_16$clock)
    );
    metaroce_rx_datapath__regs$wr_udp_port_zero wr_udp_port_zero(
        .d(wr_udp_port_zero$d),
        .q(wr_udp_port_zero$q),
        .clock(wr_udp_port_zero$clock)
    );
    metaroce_rx_datapath__regs$wr_ack_every_zero wr_ack_every_zero(
        .d(wr_ack_every_zero$d),
        .q(wr_ack_every_zero$q),
        .clock(wr_ack_every_zero$clock)
    );
    metaroce_rx_datapath__regs$wr_ack_timer_zero wr_ack_timer_zero(
        .d(wr_ack_timer_zero$d),
        .q(wr_ack_timer_zero$q),
        .clock(wr_ack_timer_zero$clock)
    );
    metaroce_rx_datapath__regs$wr_path_count_over_8 wr_path_count_over_8(
        .d(wr_path_count_over_8$d),
        .q(wr_path_count_over_8$q),
        .clock(wr_path_count_over_8$clock)
    );
    metaroce_rx_datapath__regs$wr_mtu_shift_under_6 wr_mtu_shift_under_6(
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
        rd_word$clock = clk;
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
        rd_word$d = rd_word$q;
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
        read_group0$d = 32'h0;
        case (rd_word$q)
            0:
                begin
                    read_group0$d = 32'h4d524345;
                end
            1:
                begin
                    read_group0$d = 32'h400;
                end
            3:
                begin
                    read_group0$d = ((err_value_rejected$q) & 32'hffffffff) | (((err_bad_address$q) & 32'hffffffff) << 32'h1) | (((err_sack_busy$q) & 32'hffffffff) << 32'h2) | (((err_recv_full$q) & 32'hffffffff) << 32'h3) | (((err_recv_unbound$q) & 32'hffffffff) << 32'h4) | (((err_recv_too_long$q) & 32'hffffffff) << 32'h5) | (((err_cpl_overflow$q) & 32'hffffffff) << 32'h6) | (((err_sack_refused$q) & 32'hffffffff) << 32'h7);
                end
            4:
                begin
                    read_group0$d = reg_udp_port$q;
                end
            5:
                begin
                    read_group0$d = reg_ack_every$q;
                end
            6:
                begin
                    read_group0$d = reg_ack_timer$q;
                end
            7:
                begin
                    read_group0$d = reg_rate_hint$q;
                end
            default:
                begin
                end
        endcase
        read_group1$d = 32'h0;
        case (rd_word$q)
            8:
                begin
                    read_group1$d = reg_local_ip$q;
                end
            9:
                begin
                    read_group1$d = reg_local_mac_lo$q;
                end
            10:
                begin
                    read_group1$d = reg_local_mac_hi$q;
                end
            default:
                begin
                end
        endcase
        read_group2$d = 32'h0;
        case (rd_word$q)
            16:
                begin
                    read_group2$d = reg_conn_slot$q;
                end
            17:
                begin
                    read_group2$d = reg_conn_id$q;
                end
            18:
                begin
                    read_group2$d = reg_conn_peer_ip$q;
                end
            19:
                begin
                    read_group2$d = reg_conn_peer_conn_id$q;
                end
            20:
                begin
                    read_group2$d = reg_conn_peer_port$q;
                end
            21:
                begin
                    read_group2$d = reg_conn_peer_mac_lo$q;
                end
            22:
                begin
                    read_group2$d = reg_conn_peer_mac_hi$q;
                end
            23:
                begin
                    read_group2$d = reg_conn_path_count$q;
                end
            default:
                begin
                end
        endcase
        read_group3$d = 32'h0;
        case (rd_word$q)
            25:
                begin
                    read_group3$d = reg_path_window$q;
                end
            26:
                begin
                    read_group3$d = reg_path_epoch$q;
                end
            28:
                begin
                    read_group3$d = reg_probe_port$q;
                end
            29:
                begin
                    read_group3$d = reg_probe_ts_lo$q;
                end
            30:
                begin
                    read_group3$d = reg_probe_ts_hi$q;
                end
            default:
                begin
                end
        endcase
        read_group4$d = 32'h0;
        case (rd_word$q)
            32:
                begin
                    read_group4$d = reg_mr_index$q;
                end
            33:
                begin
                    read_group4$d = reg_mr_key$q;
                end
            34:
                begin
                    read_group4$d = reg_mr_base_lo$q;
                end
            35:
                begin
                    read_group4$d = reg_mr_base_hi$q;
                end
            36:
                begin
                    read_group4$d = reg_mr_length_lo$q;
                end
            37:
                begin
                    read_group4$d = reg_mr_length_hi$q;
                end
            default:
                begin
                end
        endcase
        read_group5$d = 32'h0;
        case (rd_word$q)
            40:
                begin
                    read_group5$d = reg_sack_window$q;
                end
            41:
                begin
                    read_group5$d = reg_sack_base$q;
                end
            42:
                begin
                    read_group5$d = ((sack_pending$q) & 32'hffffffff);
                end
            44:
                begin
                    read_group5$d = reg_recv_mtu_shift$q;
                end
            45:
                begin
                    read_group5$d = reg_recv_slot$q;
                end
            46:
                begin
                    read_group5$d = reg_recv_conn_slot$q;
                end
            47:
                begin
                    read_group5$d = reg_recv_stream$q;
                end
            default:
                begin
                end
        endcase
        read_group6$d = 32'h0;
        case (rd_word$q)
            49:
                begin
                    read_group6$d = reg_recv_key$q;
                end
            50:
                begin
                    read_group6$d = reg_recv_addr_lo$q;
                end
            51:
                begin
                    read_group6$d = reg_recv_addr_hi$q;
                end
            52:
                begin
                    read_group6$d = reg_recv_len_lo$q;
                end
            53:
                begin
                    read_group6$d = reg_recv_len_hi$q;
                end
            default:
                begin
                end
        endcase
        read_group7$d = 32'h0;
        case (rd_word$q)
            57:
                begin
                    read_group7$d = cpl_info;
                end
            58:
                begin
                    read_group7$d = cpl_msn;
                end
            59:
                begin
                    read_group7$d = cpl_bytes;
                end
            60:
                begin
                    read_group7$d = reg_ce_window$q;
                end
            61:
                begin
                    read_group7$d = s_ce_count;
                end
            56:
                begin
                    read_group7$d = ((cpl_h_valid$q) & 32'hffffffff) | (((cpl_h_count$q) & 32'hffffffff) << 32'h10);
                end
            default:
                begin
                end
        endcase
        read_group8$d = 32'h0;
        case (rd_word$q)
            64:
                begin
                    read_group8$d = count_ok$q;
                end
            65:
                begin
                    read_group8$d = count_truncated$q;
                end
            66:
                begin
                    read_group8$d = count_bad_length$q;
                end
            67:
                begin
                    read_group8$d = count_bad_ethertype$q;
                end
            68:
                begin
                    read_group8$d = count_bad_ip_header$q;
                end
            69:
                begin
                    read_group8$d = count_bad_ip_checksum$q;
                end
            70:
                begin
                    read_group8$d = count_bad_port$q;
                end
            71:
                begin
                    read_group8$d = count_bad_version$q;
                end
            default:
                begin
                end
        endcase
        read_group9$d = 32'h0;
        case (rd_word$q)
            72:
                begin
                    read_group9$d = count_bad_opcode$q;
                end
            73:
                begin
                    read_group9$d = count_bad_field$q;
                end
            74:
                begin
                    read_group9$d = count_bad_frame$q;
                end
            default:
                begin
                end
        endcase
        read_group10$d = 32'h0;
        case (rd_word$q)
            87:
                begin
                    read_group10$d = count_receiver_not_ready$q;
                end
            80:
                begin
                    read_group10$d = count_unknown_connection$q;
                end
            81:
                begin
                    read_group10$d = count_not_established$q;
                end
            82:
                begin
                    read_group10$d = count_bad_path$q;
                end
            83:
                begin
                    read_group10$d = count_stale_epoch$q;
                end
            84:
                begin
                    read_group10$d = count_duplicate$q;
                end
            85:
                begin
                    read_group10$d = count_out_of_window$q;
                end
            86:
                begin
                    read_group10$d = count_access_violation$q;
                end
            default:
                begin
                end
        endcase
        read_group11$d = 32'h0;
        case (rd_word$q)
            89:
                begin
                    read_group11$d = count_cpl_dropped$q;
                end
            88:
                begin
                    read_group11$d = count_nack_dropped$q;
                end
            default:
                begin
                end
        endcase
        read_value = read_group0$q | read_group1$q | read_group2$q | read_group3$q | read_group4$q | read_group5$q | read_group6$q | read_group7$q | read_group8$q | read_group9$q | read_group10$q | read_group11$q;
        cpl_pop$d = do_read & (read_word == 32'h3b) & cpl$m_valid;
        cpl$m_pop = cpl_pop$q;
        cpl$s_push = s_cpl_valid;
        cpl$s_entry[(64'h0)+:(4)] = s_cpl_slot;
        cpl$s_entry[(64'h4)+:(32)] = s_cpl_msn;
        cpl$s_entry[(64'h24)+:(32)] = s_cpl_bytes;
        cpl$s_entry[(64'h44)+:(1)] = s_cpl_status;
        rd_wait$d = do_read;
        rd_word$d = read_word;
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

endmodule // metaroce_rx_datapath__regs


module metaroce_rx_datapath__regs$aw_addr(d,q,clock);

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

endmodule // metaroce_rx_datapath__regs$aw_addr


module metaroce_rx_datapath__regs$aw_held(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$aw_held


module metaroce_rx_datapath__regs$bvalid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$bvalid


module metaroce_rx_datapath__regs$conn_commit_enable(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$conn_commit_enable


module metaroce_rx_datapath__regs$conn_commit_established(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$conn_commit_established


module metaroce_rx_datapath__regs$conn_write_pulse(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$conn_write_pulse


module metaroce_rx_datapath__regs$count_access_violation(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$count_access_violation


module metaroce_rx_datapath__regs$count_bad_ethertype(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$count_bad_ethertype


module metaroce_rx_datapath__regs$count_bad_field(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$count_bad_field


module metaroce_rx_datapath__regs$count_bad_frame(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$count_bad_frame


module metaroce_rx_datapath__regs$count_bad_ip_checksum(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$count_bad_ip_checksum


module metaroce_rx_datapath__regs$count_bad_ip_header(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$count_bad_ip_header


module metaroce_rx_datapath__regs$count_bad_length(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$count_bad_length


module metaroce_rx_datapath__regs$count_bad_opcode(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$count_bad_opcode


module metaroce_rx_datapath__regs$count_bad_path(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$count_bad_path


module metaroce_rx_datapath__regs$count_bad_port(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$count_bad_port


module metaroce_rx_datapath__regs$count_bad_version(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$count_bad_version


module metaroce_rx_datapath__regs$count_cpl_dropped(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$count_cpl_dropped


module metaroce_rx_datapath__regs$count_duplicate(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$count_duplicate


module metaroce_rx_datapath__regs$count_nack_dropped(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$count_nack_dropped


module metaroce_rx_datapath__regs$count_not_established(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$count_not_established


module metaroce_rx_datapath__regs$count_ok(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$count_ok


module metaroce_rx_datapath__regs$count_out_of_window(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$count_out_of_window


module metaroce_rx_datapath__regs$count_receiver_not_ready(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$count_receiver_not_ready


module metaroce_rx_datapath__regs$count_stale_epoch(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$count_stale_epoch


module metaroce_rx_datapath__regs$count_truncated(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$count_truncated


module metaroce_rx_datapath__regs$count_unknown_connection(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$count_unknown_connection


module metaroce_rx_datapath__regs$cpl(clk,rst,s_push,s_entry,m_valid,m_entry,m_pop,m_count,m_any,m_dropped);

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

    // Local signals
    reg  [8:0] count;
    reg  [8:0] wr_next;
    reg  [8:0] rd_next;
    reg  full;
    reg  push_ok;
    reg  pop;
    reg  [8:0] wr_plus;
    reg  [8:0] rd_plus;

    // Sub module instances
    metaroce_rx_datapath__regs$cpl$even even(
        .read_address(even$read_address),
        .read_clock(even$read_clock),
        .read_data(even$read_data),
        .write_address(even$write_address),
        .write_clock(even$write_clock),
        .write_data(even$write_data),
        .write_enable(even$write_enable)
    );
    metaroce_rx_datapath__regs$cpl$odd odd(
        .read_address(odd$read_address),
        .read_clock(odd$read_clock),
        .read_data(odd$read_data),
        .write_address(odd$write_address),
        .write_clock(odd$write_clock),
        .write_data(odd$write_data),
        .write_enable(odd$write_enable)
    );
    metaroce_rx_datapath__regs$cpl$wr_ptr wr_ptr(
        .d(wr_ptr$d),
        .q(wr_ptr$q),
        .clock(wr_ptr$clock)
    );
    metaroce_rx_datapath__regs$cpl$rd_ptr rd_ptr(
        .d(rd_ptr$d),
        .q(rd_ptr$q),
        .clock(rd_ptr$clock)
    );
    metaroce_rx_datapath__regs$cpl$valid valid(
        .d(valid$d),
        .q(valid$q),
        .clock(valid$clock)
    );
    metaroce_rx_datapath__regs$cpl$dropped dropped(
        .d(dropped$d),
        .q(dropped$q),
        .clock(dropped$clock)
    );
    metaroce_rx_datapath__regs$cpl$any any(
        .d(any$d),
        .q(any$q),
        .clock(any$clock)
    );

    // Update code
    always @(*) begin
        wr_ptr$clock = clk;
        rd_ptr$clock = clk;
        valid$clock = clk;
        dropped$clock = clk;
        any$clock = clk;
        wr_ptr$d = wr_ptr$q;
        rd_ptr$d = rd_ptr$q;
        valid$d = valid$q;
        dropped$d = dropped$q;
        any$d = any$q;
        even$read_clock = clk;
        even$write_clock = clk;
        odd$read_clock = clk;
        odd$write_clock = clk;
        count = wr_ptr$q - rd_ptr$q;
        full = |count & ~|((count) & 8'hff);
        push_ok = s_push & ~full;
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
        dropped$d = s_push & full;
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
        end
    end

endmodule // metaroce_rx_datapath__regs$cpl


module metaroce_rx_datapath__regs$cpl$any(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$cpl$any


module metaroce_rx_datapath__regs$cpl$dropped(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$cpl$dropped


module metaroce_rx_datapath__regs$cpl$even(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);

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

endmodule // metaroce_rx_datapath__regs$cpl$even


module metaroce_rx_datapath__regs$cpl$odd(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);

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

endmodule // metaroce_rx_datapath__regs$cpl$odd


module metaroce_rx_datapath__regs$cpl$rd_ptr(d,q,clock);

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

endmodule // metaroce_rx_datapath__regs$cpl$rd_ptr


module metaroce_rx_datapath__regs$cpl$valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$cpl$valid


module metaroce_rx_datapath__regs$cpl$wr_ptr(d,q,clock);

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

endmodule // metaroce_rx_datapath__regs$cpl$wr_ptr


module metaroce_rx_datapath__regs$cpl_h_count(d,q,clock);

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

endmodule // metaroce_rx_datapath__regs$cpl_h_count


module metaroce_rx_datapath__regs$cpl_h_entry(d,q,clock);

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

endmodule // metaroce_rx_datapath__regs$cpl_h_entry


module metaroce_rx_datapath__regs$cpl_h_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$cpl_h_valid


module metaroce_rx_datapath__regs$cpl_pop(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$cpl_pop


module metaroce_rx_datapath__regs$err_bad_address(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$err_bad_address


module metaroce_rx_datapath__regs$err_cpl_overflow(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$err_cpl_overflow


module metaroce_rx_datapath__regs$err_recv_full(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$err_recv_full


module metaroce_rx_datapath__regs$err_recv_too_long(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$err_recv_too_long


module metaroce_rx_datapath__regs$err_recv_unbound(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$err_recv_unbound


module metaroce_rx_datapath__regs$err_sack_busy(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$err_sack_busy


module metaroce_rx_datapath__regs$err_sack_refused(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$err_sack_refused


module metaroce_rx_datapath__regs$err_value_rejected(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$err_value_rejected


module metaroce_rx_datapath__regs$grp_wait(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$grp_wait


module metaroce_rx_datapath__regs$mr_commit_enable(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$mr_commit_enable


module metaroce_rx_datapath__regs$mr_commit_local_write(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$mr_commit_local_write


module metaroce_rx_datapath__regs$mr_commit_remote_write(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$mr_commit_remote_write


module metaroce_rx_datapath__regs$mr_write_pulse(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$mr_write_pulse


module metaroce_rx_datapath__regs$path_write_pulse(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$path_write_pulse


module metaroce_rx_datapath__regs$post_wait(d,q,clock);

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

endmodule // metaroce_rx_datapath__regs$post_wait


module metaroce_rx_datapath__regs$probe_fresh(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$probe_fresh


module metaroce_rx_datapath__regs$probe_pending(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$probe_pending


module metaroce_rx_datapath__regs$rd_wait(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$rd_wait


module metaroce_rx_datapath__regs$rd_word(d,q,clock);

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

endmodule // metaroce_rx_datapath__regs$rd_word


module metaroce_rx_datapath__regs$rdata(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$rdata


module metaroce_rx_datapath__regs$read_group0(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$read_group0


module metaroce_rx_datapath__regs$read_group1(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$read_group1


module metaroce_rx_datapath__regs$read_group10(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$read_group10


module metaroce_rx_datapath__regs$read_group11(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$read_group11


module metaroce_rx_datapath__regs$read_group2(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$read_group2


module metaroce_rx_datapath__regs$read_group3(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$read_group3


module metaroce_rx_datapath__regs$read_group4(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$read_group4


module metaroce_rx_datapath__regs$read_group5(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$read_group5


module metaroce_rx_datapath__regs$read_group6(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$read_group6


module metaroce_rx_datapath__regs$read_group7(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$read_group7


module metaroce_rx_datapath__regs$read_group8(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$read_group8


module metaroce_rx_datapath__regs$read_group9(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$read_group9


module metaroce_rx_datapath__regs$recv_commit_enable(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$recv_commit_enable


module metaroce_rx_datapath__regs$recv_commit_post(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$recv_commit_post


module metaroce_rx_datapath__regs$recv_write_pulse(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$recv_write_pulse


module metaroce_rx_datapath__regs$reg_ack_every(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$reg_ack_every


module metaroce_rx_datapath__regs$reg_ack_timer(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$reg_ack_timer


module metaroce_rx_datapath__regs$reg_ce_window(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$reg_ce_window


module metaroce_rx_datapath__regs$reg_conn_id(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$reg_conn_id


module metaroce_rx_datapath__regs$reg_conn_path_count(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$reg_conn_path_count


module metaroce_rx_datapath__regs$reg_conn_peer_conn_id(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$reg_conn_peer_conn_id


module metaroce_rx_datapath__regs$reg_conn_peer_ip(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$reg_conn_peer_ip


module metaroce_rx_datapath__regs$reg_conn_peer_mac_hi(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$reg_conn_peer_mac_hi


module metaroce_rx_datapath__regs$reg_conn_peer_mac_lo(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$reg_conn_peer_mac_lo


module metaroce_rx_datapath__regs$reg_conn_peer_port(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$reg_conn_peer_port


module metaroce_rx_datapath__regs$reg_conn_slot(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$reg_conn_slot


module metaroce_rx_datapath__regs$reg_local_ip(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$reg_local_ip


module metaroce_rx_datapath__regs$reg_local_mac_hi(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$reg_local_mac_hi


module metaroce_rx_datapath__regs$reg_local_mac_lo(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$reg_local_mac_lo


module metaroce_rx_datapath__regs$reg_mr_base_hi(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$reg_mr_base_hi


module metaroce_rx_datapath__regs$reg_mr_base_lo(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$reg_mr_base_lo


module metaroce_rx_datapath__regs$reg_mr_index(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$reg_mr_index


module metaroce_rx_datapath__regs$reg_mr_key(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$reg_mr_key


module metaroce_rx_datapath__regs$reg_mr_length_hi(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$reg_mr_length_hi


module metaroce_rx_datapath__regs$reg_mr_length_lo(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$reg_mr_length_lo


module metaroce_rx_datapath__regs$reg_path_epoch(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$reg_path_epoch


module metaroce_rx_datapath__regs$reg_path_window(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$reg_path_window


module metaroce_rx_datapath__regs$reg_probe_port(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$reg_probe_port


module metaroce_rx_datapath__regs$reg_probe_ts_hi(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$reg_probe_ts_hi


module metaroce_rx_datapath__regs$reg_probe_ts_lo(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$reg_probe_ts_lo


module metaroce_rx_datapath__regs$reg_rate_hint(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$reg_rate_hint


module metaroce_rx_datapath__regs$reg_recv_addr_hi(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$reg_recv_addr_hi


module metaroce_rx_datapath__regs$reg_recv_addr_lo(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$reg_recv_addr_lo


module metaroce_rx_datapath__regs$reg_recv_conn_slot(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$reg_recv_conn_slot


module metaroce_rx_datapath__regs$reg_recv_key(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$reg_recv_key


module metaroce_rx_datapath__regs$reg_recv_len_hi(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$reg_recv_len_hi


module metaroce_rx_datapath__regs$reg_recv_len_lo(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$reg_recv_len_lo


module metaroce_rx_datapath__regs$reg_recv_mtu_shift(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$reg_recv_mtu_shift


module metaroce_rx_datapath__regs$reg_recv_slot(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$reg_recv_slot


module metaroce_rx_datapath__regs$reg_recv_stream(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$reg_recv_stream


module metaroce_rx_datapath__regs$reg_sack_base(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$reg_sack_base


module metaroce_rx_datapath__regs$reg_sack_window(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$reg_sack_window


module metaroce_rx_datapath__regs$reg_udp_port(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$reg_udp_port


module metaroce_rx_datapath__regs$rvalid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$rvalid


module metaroce_rx_datapath__regs$sack_cmd_base(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$sack_cmd_base


module metaroce_rx_datapath__regs$sack_cmd_window(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$sack_cmd_window


module metaroce_rx_datapath__regs$sack_pending(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$sack_pending


module metaroce_rx_datapath__regs$w_data(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$w_data


module metaroce_rx_datapath__regs$w_held(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$w_held


module metaroce_rx_datapath__regs$w_strb(d,q,clock);

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

endmodule // metaroce_rx_datapath__regs$w_strb


module metaroce_rx_datapath__regs$wr_above_12(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$wr_above_12


module metaroce_rx_datapath__regs$wr_above_16(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$wr_above_16


module metaroce_rx_datapath__regs$wr_above_3(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$wr_above_3


module metaroce_rx_datapath__regs$wr_above_4(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$wr_above_4


module metaroce_rx_datapath__regs$wr_above_6(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$wr_above_6


module metaroce_rx_datapath__regs$wr_above_8(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$wr_above_8


module metaroce_rx_datapath__regs$wr_ack_every_zero(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$wr_ack_every_zero


module metaroce_rx_datapath__regs$wr_ack_timer_zero(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$wr_ack_timer_zero


module metaroce_rx_datapath__regs$wr_go(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$wr_go


module metaroce_rx_datapath__regs$wr_mask(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$wr_mask


module metaroce_rx_datapath__regs$wr_mtu_shift_under_6(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$wr_mtu_shift_under_6


module metaroce_rx_datapath__regs$wr_path_count_over_8(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$wr_path_count_over_8


module metaroce_rx_datapath__regs$wr_strobed(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$wr_strobed


module metaroce_rx_datapath__regs$wr_udp_port_zero(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__regs$wr_udp_port_zero


module metaroce_rx_datapath__regs$wr_word(d,q,clock);

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

endmodule // metaroce_rx_datapath__regs$wr_word


module metaroce_rx_datapath__req_fresh(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__req_fresh


module metaroce_rx_datapath__req_nack(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__req_nack


module metaroce_rx_datapath__req_window(d,q,clock);

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

endmodule // metaroce_rx_datapath__req_window


module metaroce_rx_datapath__sack(clk,rst,s_update_due,s_update_valid,s_update_window,s_update_window_tests,s_update_psn,s_update_ce,s_update_timestamp,s_update_ack_req,s_update_placed,m_update_refused,ack_every,s_cmd_valid,s_cmd_ready,s_cmd_op,s_cmd_window,s_cmd_window_tests,s_cmd_base,m_result_valid,m_result_window,m_result_class,m_result_new_hole,m_result_base,m_result_bitmap,m_result_ce_count,m_result_ack,m_result_since_ack,m_result_echo_timestamp);

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
    reg  a_two_gate$d;
    wire  [4:0] a_two_gate$q;
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
    reg  a_take_w$d;
    wire  [16:0] a_take_w$q;
    reg  a_take_w$clock;
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
    wire  [16:0] b_sel_w$q;
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
    reg  c_two_q0$d;
    wire  [3:0] c_two_q0$q;
    reg  c_two_q0$clock;
    reg  c_two_q1$d;
    wire  [3:0] c_two_q1$q;
    reg  c_two_q1$clock;
    reg  c_two_q2$d;
    wire  [3:0] c_two_q2$q;
    reg  c_two_q2$clock;
    reg  c_two_q3$d;
    wire  [3:0] c_two_q3$q;
    reg  c_two_q3$clock;
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
    reg  [15:0] r1_from_low$d;
    wire  [15:0] r1_from_low$q;
    reg  r1_from_low$clock;
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

    // Local signals
    reg  [15:0] ones16;
    reg  [15:0] one16;
    reg  [7:0] one8;
    reg  [4:0] one5;
    reg  [3:0] one4;
    reg  [31:0] one32;
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
    reg  t_busy_b;
    reg  t_busy_p;
    reg  t_busy_c;
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
    reg  t_w_if_same;
    reg  tu_take_p;
    reg  tu_take_w;
    reg  tc_take_p;
    reg  tc_take_w;
    reg  [1023:0] q_take_p_mask;
    reg  [1023:0] q_take_w_mask;
    reg  [15:0] q_in_block_oh;
    reg  [3:0] q_in_slot_a;
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
    reg  [31:0] q_start_gap;
    reg  [31:0] q_start_behind;
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
    reg  [15:0] q_two16;
    reg  q_bit_off;
    reg  e_adv;
    reg  [1023:0] r_ring1;
    reg  [15:0] r_full;
    reg  [3:0] r_low_slot;
    reg  [15:0] r_open_high;
    reg  [15:0] r_open_all;
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
    metaroce_rx_datapath__sack$windows windows(
        .read_address(windows$read_address),
        .read_clock(windows$read_clock),
        .read_data(windows$read_data),
        .write_address(windows$write_address),
        .write_clock(windows$write_clock),
        .write_data(windows$write_data),
        .write_enable(windows$write_enable)
    );
    metaroce_rx_datapath__sack$refused refused(
        .d(refused$d),
        .q(refused$q),
        .clock(refused$clock)
    );
    metaroce_rx_datapath__sack$a_update a_update(
        .d(a_update$d),
        .q(a_update$q),
        .clock(a_update$clock)
    );
    metaroce_rx_datapath__sack$a_cmd a_cmd(
        .d(a_cmd$d),
        .q(a_cmd$q),
        .clock(a_cmd$clock)
    );
    metaroce_rx_datapath__sack$a_op a_op(
        .d(a_op$d),
        .q(a_op$q),
        .clock(a_op$clock)
    );
    metaroce_rx_datapath__sack$a_window a_window(
        .d(a_window$d),
        .q(a_window$q),
        .clock(a_window$clock)
    );
    metaroce_rx_datapath__sack$a_psn a_psn(
        .d(a_psn$d),
        .q(a_psn$q),
        .clock(a_psn$clock)
    );
    metaroce_rx_datapath__sack$a_low_oh a_low_oh(
        .d(a_low_oh$d),
        .q(a_low_oh$q),
        .clock(a_low_oh$clock)
    );
    metaroce_rx_datapath__sack$a_high_oh a_high_oh(
        .d(a_high_oh$d),
        .q(a_high_oh$q),
        .clock(a_high_oh$clock)
    );
    metaroce_rx_datapath__sack$a_notail_a a_notail_a(
        .d(a_notail_a$d),
        .q(a_notail_a$q),
        .clock(a_notail_a$clock)
    );
    metaroce_rx_datapath__sack$a_notail_b a_notail_b(
        .d(a_notail_b$d),
        .q(a_notail_b$q),
        .clock(a_notail_b$clock)
    );
    metaroce_rx_datapath__sack$a_slot_a_oh a_slot_a_oh(
        .d(a_slot_a_oh$d),
        .q(a_slot_a_oh$q),
        .clock(a_slot_a_oh$clock)
    );
    metaroce_rx_datapath__sack$a_slot_b_oh a_slot_b_oh(
        .d(a_slot_b_oh$d),
        .q(a_slot_b_oh$q),
        .clock(a_slot_b_oh$clock)
    );
    metaroce_rx_datapath__sack$a_ce a_ce(
        .d(a_ce$d),
        .q(a_ce$q),
        .clock(a_ce$clock)
    );
    metaroce_rx_datapath__sack$a_timestamp a_timestamp(
        .d(a_timestamp$d),
        .q(a_timestamp$q),
        .clock(a_timestamp$clock)
    );
    metaroce_rx_datapath__sack$a_ack_req a_ack_req(
        .d(a_ack_req$d),
        .q(a_ack_req$q),
        .clock(a_ack_req$clock)
    );
    metaroce_rx_datapath__sack$a_placed a_placed(
        .d(a_placed$d),
        .q(a_placed$q),
        .clock(a_placed$clock)
    );
    metaroce_rx_datapath__sack$a_same_b a_same_b(
        .d(a_same_b$d),
        .q(a_same_b$q),
        .clock(a_same_b$clock)
    );
    metaroce_rx_datapath__sack$a_two_gate a_two_gate(
        .d(a_two_gate$d),
        .q(a_two_gate$q),
        .clock(a_two_gate$clock)
    );
    metaroce_rx_datapath__sack$a_same_p a_same_p(
        .d(a_same_p$d),
        .q(a_same_p$q),
        .clock(a_same_p$clock)
    );
    metaroce_rx_datapath__sack$a_ahead_takes_w a_ahead_takes_w(
        .d(a_ahead_takes_w$d),
        .q(a_ahead_takes_w$q),
        .clock(a_ahead_takes_w$clock)
    );
    metaroce_rx_datapath__sack$a_take_p a_take_p(
        .d(a_take_p$d),
        .q(a_take_p$q),
        .clock(a_take_p$clock)
    );
    metaroce_rx_datapath__sack$a_take_w a_take_w(
        .d(a_take_w$d),
        .q(a_take_w$q),
        .clock(a_take_w$clock)
    );
    metaroce_rx_datapath__sack$b_update b_update(
        .d(b_update$d),
        .q(b_update$q),
        .clock(b_update$clock)
    );
    metaroce_rx_datapath__sack$b_cmd b_cmd(
        .d(b_cmd$d),
        .q(b_cmd$q),
        .clock(b_cmd$clock)
    );
    metaroce_rx_datapath__sack$b_op b_op(
        .d(b_op$d),
        .q(b_op$q),
        .clock(b_op$clock)
    );
    metaroce_rx_datapath__sack$b_window b_window(
        .d(b_window$d),
        .q(b_window$q),
        .clock(b_window$clock)
    );
    metaroce_rx_datapath__sack$b_psn b_psn(
        .d(b_psn$d),
        .q(b_psn$q),
        .clock(b_psn$clock)
    );
    metaroce_rx_datapath__sack$b_psn_m1 b_psn_m1(
        .d(b_psn_m1$d),
        .q(b_psn_m1$q),
        .clock(b_psn_m1$clock)
    );
    metaroce_rx_datapath__sack$b_onehot b_onehot(
        .d(b_onehot$d),
        .q(b_onehot$q),
        .clock(b_onehot$clock)
    );
    metaroce_rx_datapath__sack$b_ce b_ce(
        .d(b_ce$d),
        .q(b_ce$q),
        .clock(b_ce$clock)
    );
    metaroce_rx_datapath__sack$b_timestamp b_timestamp(
        .d(b_timestamp$d),
        .q(b_timestamp$q),
        .clock(b_timestamp$clock)
    );
    metaroce_rx_datapath__sack$b_ack_req b_ack_req(
        .d(b_ack_req$d),
        .q(b_ack_req$q),
        .clock(b_ack_req$clock)
    );
    metaroce_rx_datapath__sack$b_placed b_placed(
        .d(b_placed$d),
        .q(b_placed$q),
        .clock(b_placed$clock)
    );
    metaroce_rx_datapath__sack$b_word b_word(
        .d(b_word$d),
        .q(b_word$q),
        .clock(b_word$clock)
    );
    metaroce_rx_datapath__sack$b_same2 b_same2(
        .d(b_same2$d),
        .q(b_same2$q),
        .clock(b_same2$clock)
    );
    metaroce_rx_datapath__sack$b_sel_w b_sel_w(
        .d(b_sel_w$d),
        .q(b_sel_w$q),
        .clock(b_sel_w$clock)
    );
    metaroce_rx_datapath__sack$b_start b_start(
        .d(b_start$d),
        .q(b_start$q),
        .clock(b_start$clock)
    );
    metaroce_rx_datapath__sack$b_psn_m_hi b_psn_m_hi(
        .d(b_psn_m_hi$d),
        .q(b_psn_m_hi$q),
        .clock(b_psn_m_hi$clock)
    );
    metaroce_rx_datapath__sack$b_psn_lo_any b_psn_lo_any(
        .d(b_psn_lo_any$d),
        .q(b_psn_lo_any$q),
        .clock(b_psn_lo_any$clock)
    );
    metaroce_rx_datapath__sack$b_low_hi b_low_hi(
        .d(b_low_hi$d),
        .q(b_low_hi$q),
        .clock(b_low_hi$clock)
    );
    metaroce_rx_datapath__sack$b_end_slot_a b_end_slot_a(
        .d(b_end_slot_a$d),
        .q(b_end_slot_a$q),
        .clock(b_end_slot_a$clock)
    );
    metaroce_rx_datapath__sack$b_mask_a b_mask_a(
        .d(b_mask_a$d),
        .q(b_mask_a$q),
        .clock(b_mask_a$clock)
    );
    metaroce_rx_datapath__sack$b_mask_b b_mask_b(
        .d(b_mask_b$d),
        .q(b_mask_b$q),
        .clock(b_mask_b$clock)
    );
    metaroce_rx_datapath__sack$b_fresh_block b_fresh_block(
        .d(b_fresh_block$d),
        .q(b_fresh_block$q),
        .clock(b_fresh_block$clock)
    );
    metaroce_rx_datapath__sack$b_blk b_blk(
        .d(b_blk$d),
        .q(b_blk$q),
        .clock(b_blk$clock)
    );
    metaroce_rx_datapath__sack$b_psn_eq2 b_psn_eq2(
        .d(b_psn_eq2$d),
        .q(b_psn_eq2$q),
        .clock(b_psn_eq2$clock)
    );
    metaroce_rx_datapath__sack$p_update p_update(
        .d(p_update$d),
        .q(p_update$q),
        .clock(p_update$clock)
    );
    metaroce_rx_datapath__sack$p_cmd p_cmd(
        .d(p_cmd$d),
        .q(p_cmd$q),
        .clock(p_cmd$clock)
    );
    metaroce_rx_datapath__sack$p_op p_op(
        .d(p_op$d),
        .q(p_op$q),
        .clock(p_op$clock)
    );
    metaroce_rx_datapath__sack$p_window p_window(
        .d(p_window$d),
        .q(p_window$q),
        .clock(p_window$clock)
    );
    metaroce_rx_datapath__sack$p_psn p_psn(
        .d(p_psn$d),
        .q(p_psn$q),
        .clock(p_psn$clock)
    );
    metaroce_rx_datapath__sack$p_onehot p_onehot(
        .d(p_onehot$d),
        .q(p_onehot$q),
        .clock(p_onehot$clock)
    );
    metaroce_rx_datapath__sack$p_ce p_ce(
        .d(p_ce$d),
        .q(p_ce$q),
        .clock(p_ce$clock)
    );
    metaroce_rx_datapath__sack$p_timestamp p_timestamp(
        .d(p_timestamp$d),
        .q(p_timestamp$q),
        .clock(p_timestamp$clock)
    );
    metaroce_rx_datapath__sack$p_ack_req p_ack_req(
        .d(p_ack_req$d),
        .q(p_ack_req$q),
        .clock(p_ack_req$clock)
    );
    metaroce_rx_datapath__sack$p_placed p_placed(
        .d(p_placed$d),
        .q(p_placed$q),
        .clock(p_placed$clock)
    );
    metaroce_rx_datapath__sack$p_word p_word(
        .d(p_word$d),
        .q(p_word$q),
        .clock(p_word$clock)
    );
    metaroce_rx_datapath__sack$p_pick_p p_pick_p(
        .d(p_pick_p$d),
        .q(p_pick_p$q),
        .clock(p_pick_p$clock)
    );
    metaroce_rx_datapath__sack$p_same1 p_same1(
        .d(p_same1$d),
        .q(p_same1$q),
        .clock(p_same1$clock)
    );
    metaroce_rx_datapath__sack$p_same2 p_same2(
        .d(p_same2$d),
        .q(p_same2$q),
        .clock(p_same2$clock)
    );
    metaroce_rx_datapath__sack$p_after_start p_after_start(
        .d(p_after_start$d),
        .q(p_after_start$q),
        .clock(p_after_start$clock)
    );
    metaroce_rx_datapath__sack$p_flags_w p_flags_w(
        .d(p_flags_w$d),
        .q(p_flags_w$q),
        .clock(p_flags_w$clock)
    );
    metaroce_rx_datapath__sack$p_flags_b p_flags_b(
        .d(p_flags_b$d),
        .q(p_flags_b$q),
        .clock(p_flags_b$clock)
    );
    metaroce_rx_datapath__sack$p_sel_w p_sel_w(
        .d(p_sel_w$d),
        .q(p_sel_w$q),
        .clock(p_sel_w$clock)
    );
    metaroce_rx_datapath__sack$p_low_full0 p_low_full0(
        .d(p_low_full0$d),
        .q(p_low_full0$q),
        .clock(p_low_full0$clock)
    );
    metaroce_rx_datapath__sack$p_low_full1 p_low_full1(
        .d(p_low_full1$d),
        .q(p_low_full1$q),
        .clock(p_low_full1$clock)
    );
    metaroce_rx_datapath__sack$p_pre_a p_pre_a(
        .d(p_pre_a$d),
        .q(p_pre_a$q),
        .clock(p_pre_a$clock)
    );
    metaroce_rx_datapath__sack$p_pre_b p_pre_b(
        .d(p_pre_b$d),
        .q(p_pre_b$q),
        .clock(p_pre_b$clock)
    );
    metaroce_rx_datapath__sack$p_bit p_bit(
        .d(p_bit$d),
        .q(p_bit$q),
        .clock(p_bit$clock)
    );
    metaroce_rx_datapath__sack$p_bit_m1 p_bit_m1(
        .d(p_bit_m1$d),
        .q(p_bit_m1$q),
        .clock(p_bit_m1$clock)
    );
    metaroce_rx_datapath__sack$p_start_class p_start_class(
        .d(p_start_class$d),
        .q(p_start_class$q),
        .clock(p_start_class$clock)
    );
    metaroce_rx_datapath__sack$p_start_hole p_start_hole(
        .d(p_start_hole$d),
        .q(p_start_hole$q),
        .clock(p_start_hole$clock)
    );
    metaroce_rx_datapath__sack$c_update c_update(
        .d(c_update$d),
        .q(c_update$q),
        .clock(c_update$clock)
    );
    metaroce_rx_datapath__sack$c_cmd c_cmd(
        .d(c_cmd$d),
        .q(c_cmd$q),
        .clock(c_cmd$clock)
    );
    metaroce_rx_datapath__sack$c_op c_op(
        .d(c_op$d),
        .q(c_op$q),
        .clock(c_op$clock)
    );
    metaroce_rx_datapath__sack$c_window c_window(
        .d(c_window$d),
        .q(c_window$q),
        .clock(c_window$clock)
    );
    metaroce_rx_datapath__sack$c_psn c_psn(
        .d(c_psn$d),
        .q(c_psn$q),
        .clock(c_psn$clock)
    );
    metaroce_rx_datapath__sack$c_onehot c_onehot(
        .d(c_onehot$d),
        .q(c_onehot$q),
        .clock(c_onehot$clock)
    );
    metaroce_rx_datapath__sack$c_ce c_ce(
        .d(c_ce$d),
        .q(c_ce$q),
        .clock(c_ce$clock)
    );
    metaroce_rx_datapath__sack$c_timestamp c_timestamp(
        .d(c_timestamp$d),
        .q(c_timestamp$q),
        .clock(c_timestamp$clock)
    );
    metaroce_rx_datapath__sack$c_urgent c_urgent(
        .d(c_urgent$d),
        .q(c_urgent$q),
        .clock(c_urgent$clock)
    );
    metaroce_rx_datapath__sack$c_word c_word(
        .d(c_word$d),
        .q(c_word$q),
        .clock(c_word$clock)
    );
    metaroce_rx_datapath__sack$c_take_w c_take_w(
        .d(c_take_w$d),
        .q(c_take_w$q),
        .clock(c_take_w$clock)
    );
    metaroce_rx_datapath__sack$c_lowoh c_lowoh(
        .d(c_lowoh$d),
        .q(c_lowoh$q),
        .clock(c_lowoh$clock)
    );
    metaroce_rx_datapath__sack$c_isnew0 c_isnew0(
        .d(c_isnew0$d),
        .q(c_isnew0$q),
        .clock(c_isnew0$clock)
    );
    metaroce_rx_datapath__sack$c_two_q0 c_two_q0(
        .d(c_two_q0$d),
        .q(c_two_q0$q),
        .clock(c_two_q0$clock)
    );
    metaroce_rx_datapath__sack$c_two_q1 c_two_q1(
        .d(c_two_q1$d),
        .q(c_two_q1$q),
        .clock(c_two_q1$clock)
    );
    metaroce_rx_datapath__sack$c_two_q2 c_two_q2(
        .d(c_two_q2$d),
        .q(c_two_q2$q),
        .clock(c_two_q2$clock)
    );
    metaroce_rx_datapath__sack$c_two_q3 c_two_q3(
        .d(c_two_q3$d),
        .q(c_two_q3$q),
        .clock(c_two_q3$clock)
    );
    metaroce_rx_datapath__sack$c_two c_two(
        .d(c_two$d),
        .q(c_two$q),
        .clock(c_two$clock)
    );
    metaroce_rx_datapath__sack$c_class0 c_class0(
        .d(c_class0$d),
        .q(c_class0$q),
        .clock(c_class0$clock)
    );
    metaroce_rx_datapath__sack$c_hole0 c_hole0(
        .d(c_hole0$d),
        .q(c_hole0$q),
        .clock(c_hole0$clock)
    );
    metaroce_rx_datapath__sack$c_full0 c_full0(
        .d(c_full0$d),
        .q(c_full0$q),
        .clock(c_full0$clock)
    );
    metaroce_rx_datapath__sack$c_reach_k c_reach_k(
        .d(c_reach_k$d),
        .q(c_reach_k$q),
        .clock(c_reach_k$clock)
    );
    metaroce_rx_datapath__sack$k_minus_1 k_minus_1(
        .d(k_minus_1$d),
        .q(k_minus_1$q),
        .clock(k_minus_1$clock)
    );
    metaroce_rx_datapath__sack$w_valid w_valid(
        .d(w_valid$d),
        .q(w_valid$q),
        .clock(w_valid$clock)
    );
    metaroce_rx_datapath__sack$w_update w_update(
        .d(w_update$d),
        .q(w_update$q),
        .clock(w_update$clock)
    );
    metaroce_rx_datapath__sack$w_window w_window(
        .d(w_window$d),
        .q(w_window$q),
        .clock(w_window$clock)
    );
    metaroce_rx_datapath__sack$w_new w_new(
        .d(w_new$d),
        .q(w_new$q),
        .clock(w_new$clock)
    );
    metaroce_rx_datapath__sack$w_advanced w_advanced(
        .d(w_advanced$d),
        .q(w_advanced$q),
        .clock(w_advanced$clock)
    );
    metaroce_rx_datapath__sack$w_lowoh w_lowoh(
        .d(w_lowoh$d),
        .q(w_lowoh$q),
        .clock(w_lowoh$clock)
    );
    metaroce_rx_datapath__sack$w_word w_word(
        .d(w_word$d),
        .q(w_word$q),
        .clock(w_word$clock)
    );
    metaroce_rx_datapath__sack$w_low_hi w_low_hi(
        .d(w_low_hi$d),
        .q(w_low_hi$q),
        .clock(w_low_hi$clock)
    );
    metaroce_rx_datapath__sack$low_tests_w low_tests_w(
        .psn_hi(low_tests_w$psn_hi),
        .low_hi(low_tests_w$low_hi),
        .in_ring(low_tests_w$in_ring),
        .near(low_tests_w$near),
        .at_low(low_tests_w$at_low)
    );
    metaroce_rx_datapath__sack$low_tests_b low_tests_b(
        .psn_hi(low_tests_b$psn_hi),
        .low_hi(low_tests_b$low_hi),
        .in_ring(low_tests_b$in_ring),
        .near(low_tests_b$near),
        .at_low(low_tests_b$at_low)
    );
    metaroce_rx_datapath__sack$w_class w_class(
        .d(w_class$d),
        .q(w_class$q),
        .clock(w_class$clock)
    );
    metaroce_rx_datapath__sack$w_hole w_hole(
        .d(w_hole$d),
        .q(w_hole$q),
        .clock(w_hole$clock)
    );
    metaroce_rx_datapath__sack$w_ack w_ack(
        .d(w_ack$d),
        .q(w_ack$q),
        .clock(w_ack$clock)
    );
    metaroce_rx_datapath__sack$r1_valid r1_valid(
        .d(r1_valid$d),
        .q(r1_valid$q),
        .clock(r1_valid$clock)
    );
    metaroce_rx_datapath__sack$r1_window r1_window(
        .d(r1_window$d),
        .q(r1_window$q),
        .clock(r1_window$clock)
    );
    metaroce_rx_datapath__sack$r1_class r1_class(
        .d(r1_class$d),
        .q(r1_class$q),
        .clock(r1_class$clock)
    );
    metaroce_rx_datapath__sack$r1_hole r1_hole(
        .d(r1_hole$d),
        .q(r1_hole$q),
        .clock(r1_hole$clock)
    );
    metaroce_rx_datapath__sack$r1_ack r1_ack(
        .d(r1_ack$d),
        .q(r1_ack$q),
        .clock(r1_ack$clock)
    );
    metaroce_rx_datapath__sack$r1_word r1_word(
        .d(r1_word$d),
        .q(r1_word$q),
        .clock(r1_word$clock)
    );
    metaroce_rx_datapath__sack$r1_full r1_full(
        .d(r1_full$d),
        .q(r1_full$q),
        .clock(r1_full$clock)
    );
    metaroce_rx_datapath__sack$r1_from_low r1_from_low(
        .d(r1_from_low$d),
        .q(r1_from_low$q),
        .clock(r1_from_low$clock)
    );
    metaroce_rx_datapath__sack$r2_valid r2_valid(
        .d(r2_valid$d),
        .q(r2_valid$q),
        .clock(r2_valid$clock)
    );
    metaroce_rx_datapath__sack$r2_window r2_window(
        .d(r2_window$d),
        .q(r2_window$q),
        .clock(r2_window$clock)
    );
    metaroce_rx_datapath__sack$r2_class r2_class(
        .d(r2_class$d),
        .q(r2_class$q),
        .clock(r2_class$clock)
    );
    metaroce_rx_datapath__sack$r2_hole r2_hole(
        .d(r2_hole$d),
        .q(r2_hole$q),
        .clock(r2_hole$clock)
    );
    metaroce_rx_datapath__sack$r2_ack r2_ack(
        .d(r2_ack$d),
        .q(r2_ack$q),
        .clock(r2_ack$clock)
    );
    metaroce_rx_datapath__sack$r2_word r2_word(
        .d(r2_word$d),
        .q(r2_word$q),
        .clock(r2_word$clock)
    );
    metaroce_rx_datapath__sack$r2_slot r2_slot(
        .d(r2_slot$d),
        .q(r2_slot$q),
        .clock(r2_slot$clock)
    );
    metaroce_rx_datapath__sack$r2_wrap r2_wrap(
        .d(r2_wrap$d),
        .q(r2_wrap$q),
        .clock(r2_wrap$clock)
    );
    metaroce_rx_datapath__sack$r3_valid r3_valid(
        .d(r3_valid$d),
        .q(r3_valid$q),
        .clock(r3_valid$clock)
    );
    metaroce_rx_datapath__sack$r3_window r3_window(
        .d(r3_window$d),
        .q(r3_window$q),
        .clock(r3_window$clock)
    );
    metaroce_rx_datapath__sack$r3_class r3_class(
        .d(r3_class$d),
        .q(r3_class$q),
        .clock(r3_class$clock)
    );
    metaroce_rx_datapath__sack$r3_hole r3_hole(
        .d(r3_hole$d),
        .q(r3_hole$q),
        .clock(r3_hole$clock)
    );
    metaroce_rx_datapath__sack$r3_ack r3_ack(
        .d(r3_ack$d),
        .q(r3_ack$q),
        .clock(r3_ack$clock)
    );
    metaroce_rx_datapath__sack$r3_ce_count r3_ce_count(
        .d(r3_ce_count$d),
        .q(r3_ce_count$q),
        .clock(r3_ce_count$clock)
    );
    metaroce_rx_datapath__sack$r3_since_ack r3_since_ack(
        .d(r3_since_ack$d),
        .q(r3_since_ack$q),
        .clock(r3_since_ack$clock)
    );
    metaroce_rx_datapath__sack$r3_echo_timestamp r3_echo_timestamp(
        .d(r3_echo_timestamp$d),
        .q(r3_echo_timestamp$q),
        .clock(r3_echo_timestamp$clock)
    );
    metaroce_rx_datapath__sack$r3_block_base r3_block_base(
        .d(r3_block_base$d),
        .q(r3_block_base$q),
        .clock(r3_block_base$clock)
    );
    metaroce_rx_datapath__sack$r3_half r3_half(
        .d(r3_half$d),
        .q(r3_half$q),
        .clock(r3_half$clock)
    );
    metaroce_rx_datapath__sack$r2_quarter_hi r2_quarter_hi(
        .d(r2_quarter_hi$d),
        .q(r2_quarter_hi$q),
        .clock(r2_quarter_hi$clock)
    );
    metaroce_rx_datapath__sack$r2_quarter_lo r2_quarter_lo(
        .d(r2_quarter_lo$d),
        .q(r2_quarter_lo$q),
        .clock(r2_quarter_lo$clock)
    );
    metaroce_rx_datapath__sack$r3_block_hi r3_block_hi(
        .d(r3_block_hi$d),
        .q(r3_block_hi$q),
        .clock(r3_block_hi$clock)
    );
    metaroce_rx_datapath__sack$r3_block_lo r3_block_lo(
        .d(r3_block_lo$d),
        .q(r3_block_lo$q),
        .clock(r3_block_lo$clock)
    );
    metaroce_rx_datapath__sack$r5_group_hi r5_group_hi(
        .d(r5_group_hi$d),
        .q(r5_group_hi$q),
        .clock(r5_group_hi$clock)
    );
    metaroce_rx_datapath__sack$r5_group_lo r5_group_lo(
        .d(r5_group_lo$d),
        .q(r5_group_lo$q),
        .clock(r5_group_lo$clock)
    );
    metaroce_rx_datapath__sack$r6_nibble_hi r6_nibble_hi(
        .d(r6_nibble_hi$d),
        .q(r6_nibble_hi$q),
        .clock(r6_nibble_hi$clock)
    );
    metaroce_rx_datapath__sack$r6_nibble_lo r6_nibble_lo(
        .d(r6_nibble_lo$d),
        .q(r6_nibble_lo$q),
        .clock(r6_nibble_lo$clock)
    );
    metaroce_rx_datapath__sack$r7_bit_hi r7_bit_hi(
        .d(r7_bit_hi$d),
        .q(r7_bit_hi$q),
        .clock(r7_bit_hi$clock)
    );
    metaroce_rx_datapath__sack$r7_bit_lo r7_bit_lo(
        .d(r7_bit_lo$d),
        .q(r7_bit_lo$q),
        .clock(r7_bit_lo$clock)
    );
    metaroce_rx_datapath__sack$r4_valid r4_valid(
        .d(r4_valid$d),
        .q(r4_valid$q),
        .clock(r4_valid$clock)
    );
    metaroce_rx_datapath__sack$r4_window r4_window(
        .d(r4_window$d),
        .q(r4_window$q),
        .clock(r4_window$clock)
    );
    metaroce_rx_datapath__sack$r4_class r4_class(
        .d(r4_class$d),
        .q(r4_class$q),
        .clock(r4_class$clock)
    );
    metaroce_rx_datapath__sack$r4_hole r4_hole(
        .d(r4_hole$d),
        .q(r4_hole$q),
        .clock(r4_hole$clock)
    );
    metaroce_rx_datapath__sack$r4_ack r4_ack(
        .d(r4_ack$d),
        .q(r4_ack$q),
        .clock(r4_ack$clock)
    );
    metaroce_rx_datapath__sack$r4_ce_count r4_ce_count(
        .d(r4_ce_count$d),
        .q(r4_ce_count$q),
        .clock(r4_ce_count$clock)
    );
    metaroce_rx_datapath__sack$r4_since_ack r4_since_ack(
        .d(r4_since_ack$d),
        .q(r4_since_ack$q),
        .clock(r4_since_ack$clock)
    );
    metaroce_rx_datapath__sack$r4_echo_timestamp r4_echo_timestamp(
        .d(r4_echo_timestamp$d),
        .q(r4_echo_timestamp$q),
        .clock(r4_echo_timestamp$clock)
    );
    metaroce_rx_datapath__sack$r4_block_base r4_block_base(
        .d(r4_block_base$d),
        .q(r4_block_base$q),
        .clock(r4_block_base$clock)
    );
    metaroce_rx_datapath__sack$r4_span r4_span(
        .d(r4_span$d),
        .q(r4_span$q),
        .clock(r4_span$clock)
    );
    metaroce_rx_datapath__sack$r5_valid r5_valid(
        .d(r5_valid$d),
        .q(r5_valid$q),
        .clock(r5_valid$clock)
    );
    metaroce_rx_datapath__sack$r5_window r5_window(
        .d(r5_window$d),
        .q(r5_window$q),
        .clock(r5_window$clock)
    );
    metaroce_rx_datapath__sack$r5_class r5_class(
        .d(r5_class$d),
        .q(r5_class$q),
        .clock(r5_class$clock)
    );
    metaroce_rx_datapath__sack$r5_hole r5_hole(
        .d(r5_hole$d),
        .q(r5_hole$q),
        .clock(r5_hole$clock)
    );
    metaroce_rx_datapath__sack$r5_ack r5_ack(
        .d(r5_ack$d),
        .q(r5_ack$q),
        .clock(r5_ack$clock)
    );
    metaroce_rx_datapath__sack$r5_ce_count r5_ce_count(
        .d(r5_ce_count$d),
        .q(r5_ce_count$q),
        .clock(r5_ce_count$clock)
    );
    metaroce_rx_datapath__sack$r5_since_ack r5_since_ack(
        .d(r5_since_ack$d),
        .q(r5_since_ack$q),
        .clock(r5_since_ack$clock)
    );
    metaroce_rx_datapath__sack$r5_echo_timestamp r5_echo_timestamp(
        .d(r5_echo_timestamp$d),
        .q(r5_echo_timestamp$q),
        .clock(r5_echo_timestamp$clock)
    );
    metaroce_rx_datapath__sack$r5_block_base r5_block_base(
        .d(r5_block_base$d),
        .q(r5_block_base$q),
        .clock(r5_block_base$clock)
    );
    metaroce_rx_datapath__sack$r5_first_zero r5_first_zero(
        .d(r5_first_zero$d),
        .q(r5_first_zero$q),
        .clock(r5_first_zero$clock)
    );
    metaroce_rx_datapath__sack$r5_zero_high r5_zero_high(
        .d(r5_zero_high$d),
        .q(r5_zero_high$q),
        .clock(r5_zero_high$clock)
    );
    metaroce_rx_datapath__sack$r5_span r5_span(
        .d(r5_span$d),
        .q(r5_span$q),
        .clock(r5_span$clock)
    );
    metaroce_rx_datapath__sack$r6_valid r6_valid(
        .d(r6_valid$d),
        .q(r6_valid$q),
        .clock(r6_valid$clock)
    );
    metaroce_rx_datapath__sack$r6_window r6_window(
        .d(r6_window$d),
        .q(r6_window$q),
        .clock(r6_window$clock)
    );
    metaroce_rx_datapath__sack$r6_class r6_class(
        .d(r6_class$d),
        .q(r6_class$q),
        .clock(r6_class$clock)
    );
    metaroce_rx_datapath__sack$r6_hole r6_hole(
        .d(r6_hole$d),
        .q(r6_hole$q),
        .clock(r6_hole$clock)
    );
    metaroce_rx_datapath__sack$r6_ack r6_ack(
        .d(r6_ack$d),
        .q(r6_ack$q),
        .clock(r6_ack$clock)
    );
    metaroce_rx_datapath__sack$r6_ce_count r6_ce_count(
        .d(r6_ce_count$d),
        .q(r6_ce_count$q),
        .clock(r6_ce_count$clock)
    );
    metaroce_rx_datapath__sack$r6_since_ack r6_since_ack(
        .d(r6_since_ack$d),
        .q(r6_since_ack$q),
        .clock(r6_since_ack$clock)
    );
    metaroce_rx_datapath__sack$r6_echo_timestamp r6_echo_timestamp(
        .d(r6_echo_timestamp$d),
        .q(r6_echo_timestamp$q),
        .clock(r6_echo_timestamp$clock)
    );
    metaroce_rx_datapath__sack$r6_base r6_base(
        .d(r6_base$d),
        .q(r6_base$q),
        .clock(r6_base$clock)
    );
    metaroce_rx_datapath__sack$r6_zero_low r6_zero_low(
        .d(r6_zero_low$d),
        .q(r6_zero_low$q),
        .clock(r6_zero_low$clock)
    );
    metaroce_rx_datapath__sack$r6_span r6_span(
        .d(r6_span$d),
        .q(r6_span$q),
        .clock(r6_span$clock)
    );
    metaroce_rx_datapath__sack$r7_valid r7_valid(
        .d(r7_valid$d),
        .q(r7_valid$q),
        .clock(r7_valid$clock)
    );
    metaroce_rx_datapath__sack$r7_window r7_window(
        .d(r7_window$d),
        .q(r7_window$q),
        .clock(r7_window$clock)
    );
    metaroce_rx_datapath__sack$r7_class r7_class(
        .d(r7_class$d),
        .q(r7_class$q),
        .clock(r7_class$clock)
    );
    metaroce_rx_datapath__sack$r7_hole r7_hole(
        .d(r7_hole$d),
        .q(r7_hole$q),
        .clock(r7_hole$clock)
    );
    metaroce_rx_datapath__sack$r7_ack r7_ack(
        .d(r7_ack$d),
        .q(r7_ack$q),
        .clock(r7_ack$clock)
    );
    metaroce_rx_datapath__sack$r7_ce_count r7_ce_count(
        .d(r7_ce_count$d),
        .q(r7_ce_count$q),
        .clock(r7_ce_count$clock)
    );
    metaroce_rx_datapath__sack$r7_since_ack r7_since_ack(
        .d(r7_since_ack$d),
        .q(r7_since_ack$q),
        .clock(r7_since_ack$clock)
    );
    metaroce_rx_datapath__sack$r7_echo_timestamp r7_echo_timestamp(
        .d(r7_echo_timestamp$d),
        .q(r7_echo_timestamp$q),
        .clock(r7_echo_timestamp$clock)
    );
    metaroce_rx_datapath__sack$r7_base r7_base(
        .d(r7_base$d),
        .q(r7_base$q),
        .clock(r7_base$clock)
    );
    metaroce_rx_datapath__sack$r7_quarter r7_quarter(
        .d(r7_quarter$d),
        .q(r7_quarter$q),
        .clock(r7_quarter$clock)
    );
    metaroce_rx_datapath__sack$out_valid out_valid(
        .d(out_valid$d),
        .q(out_valid$q),
        .clock(out_valid$clock)
    );
    metaroce_rx_datapath__sack$out_window out_window(
        .d(out_window$d),
        .q(out_window$q),
        .clock(out_window$clock)
    );
    metaroce_rx_datapath__sack$out_class out_class(
        .d(out_class$d),
        .q(out_class$q),
        .clock(out_class$clock)
    );
    metaroce_rx_datapath__sack$out_hole out_hole(
        .d(out_hole$d),
        .q(out_hole$q),
        .clock(out_hole$clock)
    );
    metaroce_rx_datapath__sack$out_ack out_ack(
        .d(out_ack$d),
        .q(out_ack$q),
        .clock(out_ack$clock)
    );
    metaroce_rx_datapath__sack$out_base out_base(
        .d(out_base$d),
        .q(out_base$q),
        .clock(out_base$clock)
    );
    metaroce_rx_datapath__sack$out_bitmap out_bitmap(
        .d(out_bitmap$d),
        .q(out_bitmap$q),
        .clock(out_bitmap$clock)
    );
    metaroce_rx_datapath__sack$out_ce_count out_ce_count(
        .d(out_ce_count$d),
        .q(out_ce_count$q),
        .clock(out_ce_count$clock)
    );
    metaroce_rx_datapath__sack$out_since_ack out_since_ack(
        .d(out_since_ack$d),
        .q(out_since_ack$q),
        .clock(out_since_ack$clock)
    );
    metaroce_rx_datapath__sack$out_echo_timestamp out_echo_timestamp(
        .d(out_echo_timestamp$d),
        .q(out_echo_timestamp$q),
        .clock(out_echo_timestamp$clock)
    );
    metaroce_rx_datapath__sack$u_ce_new u_ce_new(
        .select(u_ce_new$select),
        .when_set(u_ce_new$when_set),
        .when_clear(u_ce_new$when_clear),
        .picked(u_ce_new$picked)
    );
    metaroce_rx_datapath__sack$u_echo_low_new u_echo_low_new(
        .select(u_echo_low_new$select),
        .when_set(u_echo_low_new$when_set),
        .when_clear(u_echo_low_new$when_clear),
        .picked(u_echo_low_new$picked)
    );
    metaroce_rx_datapath__sack$u_echo_high_new u_echo_high_new(
        .select(u_echo_high_new$select),
        .when_set(u_echo_high_new$when_set),
        .when_clear(u_echo_high_new$when_clear),
        .picked(u_echo_high_new$picked)
    );
    metaroce_rx_datapath__sack$u_since_new u_since_new(
        .select(u_since_new$select),
        .when_set(u_since_new$when_set),
        .when_clear(u_since_new$when_clear),
        .picked(u_since_new$picked)
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
        a_same_b$clock = clk;
        a_same_p$clock = clk;
        a_ahead_takes_w$clock = clk;
        b_update$clock = clk;
        b_cmd$clock = clk;
        b_op$clock = clk;
        b_window$clock = clk;
        b_psn$clock = clk;
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
        r1_from_low$clock = clk;
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
        a_same_b$d = a_same_b$q;
        a_same_p$d = a_same_p$q;
        a_ahead_takes_w$d = a_ahead_takes_w$q;
        b_update$d = b_update$q;
        b_cmd$d = b_cmd$q;
        b_op$d = b_op$q;
        b_window$d = b_window$q;
        b_psn$d = b_psn$q;
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
        r1_from_low$d = r1_from_low$q;
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
        w_word$clock = clk;
        w_low_hi$clock = clk;
        a_take_w$clock = clk;
        b_sel_w$clock = clk;
        b_start$clock = clk;
        p_pick_p$clock = clk;
        c_take_w$clock = clk;
        c_isnew0$clock = clk;
        c_two_q0$clock = clk;
        c_two_q1$clock = clk;
        c_two_q2$clock = clk;
        c_two_q3$clock = clk;
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
        c_two_q0$d = a_two_gate$q[32'h0] & ~rst & e_in_ring_now;
        c_two_q1$d = a_two_gate$q[32'h1] & ~rst & e_in_ring_now;
        c_two_q2$d = a_two_gate$q[32'h2] & ~rst & e_in_ring_now;
        c_two_q3$d = a_two_gate$q[32'h3] & ~rst & e_in_ring_now;
        c_two$d = a_two_gate$q[32'h4] & ~rst & e_in_ring_now;
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
        if (b_sel_w$q[32'h10]) begin
            q_state = w_word$q;
        end
        else begin
            q_state = b_word$q;
        end
        q_state_mask = zero1024;
        if (|(b_sel_w$q[(32'h0)+:(16)] & (one16 << 0))) begin
            q_state_mask = q_state_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (0 * 32'h40));
        end
        if (|(b_sel_w$q[(32'h0)+:(16)] & (one16 << 1))) begin
            q_state_mask = q_state_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (1 * 32'h40));
        end
        if (|(b_sel_w$q[(32'h0)+:(16)] & (one16 << 2))) begin
            q_state_mask = q_state_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (2 * 32'h40));
        end
        if (|(b_sel_w$q[(32'h0)+:(16)] & (one16 << 3))) begin
            q_state_mask = q_state_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (3 * 32'h40));
        end
        if (|(b_sel_w$q[(32'h0)+:(16)] & (one16 << 4))) begin
            q_state_mask = q_state_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (4 * 32'h40));
        end
        if (|(b_sel_w$q[(32'h0)+:(16)] & (one16 << 5))) begin
            q_state_mask = q_state_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (5 * 32'h40));
        end
        if (|(b_sel_w$q[(32'h0)+:(16)] & (one16 << 6))) begin
            q_state_mask = q_state_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (6 * 32'h40));
        end
        if (|(b_sel_w$q[(32'h0)+:(16)] & (one16 << 7))) begin
            q_state_mask = q_state_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (7 * 32'h40));
        end
        if (|(b_sel_w$q[(32'h0)+:(16)] & (one16 << 8))) begin
            q_state_mask = q_state_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (8 * 32'h40));
        end
        if (|(b_sel_w$q[(32'h0)+:(16)] & (one16 << 9))) begin
            q_state_mask = q_state_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (9 * 32'h40));
        end
        if (|(b_sel_w$q[(32'h0)+:(16)] & (one16 << 10))) begin
            q_state_mask = q_state_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (10 * 32'h40));
        end
        if (|(b_sel_w$q[(32'h0)+:(16)] & (one16 << 11))) begin
            q_state_mask = q_state_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (11 * 32'h40));
        end
        if (|(b_sel_w$q[(32'h0)+:(16)] & (one16 << 12))) begin
            q_state_mask = q_state_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (12 * 32'h40));
        end
        if (|(b_sel_w$q[(32'h0)+:(16)] & (one16 << 13))) begin
            q_state_mask = q_state_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (13 * 32'h40));
        end
        if (|(b_sel_w$q[(32'h0)+:(16)] & (one16 << 14))) begin
            q_state_mask = q_state_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (14 * 32'h40));
        end
        if (|(b_sel_w$q[(32'h0)+:(16)] & (one16 << 15))) begin
            q_state_mask = q_state_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (15 * 32'h40));
        end
        q_state[(64'h0)+:(1024)] = (w_word$q[(64'h0)+:(1024)] & q_state_mask) | (b_word$q[(64'h0)+:(1024)] & ~q_state_mask);
        q_two16 = ((c_two_q0$q) & 16'hffff) | (((c_two_q1$q) & 16'hffff) << 32'h4) | (((c_two_q2$q) & 16'hffff) << 32'h8) | (((c_two_q3$q) & 16'hffff) << 32'hc);
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
        if (b_sel_w$q[32'h10]) begin
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
        p_sel_w$d = b_sel_w$q[32'h10];
        p_same1$d = (p_update$q | p_cmd$q) & (p_window$q == b_window$q);
        p_after_start$d = p_cmd$q & ~p_op$q & (p_window$q == b_window$q);
        q_start_gap = b_psn$q - p_psn$q;
        q_start_behind = p_psn$q - b_psn$q;
        if (~|q_start_gap[(32'h8)+:(24)]) begin
            p_start_class$d = 32'h0;
        end
        else if (~q_start_behind[32'h1f] & |q_start_behind) begin
            p_start_class$d = 32'h1;
        end
        else begin
            p_start_class$d = 32'h2;
        end
        p_start_hole$d = |q_start_gap;
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
        q_take_w_mask = zero1024;
        if (|(a_take_p$q[(32'h0)+:(16)] & (one16 << 0))) begin
            q_take_p_mask = q_take_p_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (0 * 32'h40));
        end
        if (|(a_take_w$q[(32'h0)+:(16)] & (one16 << 0))) begin
            q_take_w_mask = q_take_w_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (0 * 32'h40));
        end
        if (|(a_take_p$q[(32'h0)+:(16)] & (one16 << 1))) begin
            q_take_p_mask = q_take_p_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (1 * 32'h40));
        end
        if (|(a_take_w$q[(32'h0)+:(16)] & (one16 << 1))) begin
            q_take_w_mask = q_take_w_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (1 * 32'h40));
        end
        if (|(a_take_p$q[(32'h0)+:(16)] & (one16 << 2))) begin
            q_take_p_mask = q_take_p_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (2 * 32'h40));
        end
        if (|(a_take_w$q[(32'h0)+:(16)] & (one16 << 2))) begin
            q_take_w_mask = q_take_w_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (2 * 32'h40));
        end
        if (|(a_take_p$q[(32'h0)+:(16)] & (one16 << 3))) begin
            q_take_p_mask = q_take_p_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (3 * 32'h40));
        end
        if (|(a_take_w$q[(32'h0)+:(16)] & (one16 << 3))) begin
            q_take_w_mask = q_take_w_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (3 * 32'h40));
        end
        if (|(a_take_p$q[(32'h0)+:(16)] & (one16 << 4))) begin
            q_take_p_mask = q_take_p_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (4 * 32'h40));
        end
        if (|(a_take_w$q[(32'h0)+:(16)] & (one16 << 4))) begin
            q_take_w_mask = q_take_w_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (4 * 32'h40));
        end
        if (|(a_take_p$q[(32'h0)+:(16)] & (one16 << 5))) begin
            q_take_p_mask = q_take_p_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (5 * 32'h40));
        end
        if (|(a_take_w$q[(32'h0)+:(16)] & (one16 << 5))) begin
            q_take_w_mask = q_take_w_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (5 * 32'h40));
        end
        if (|(a_take_p$q[(32'h0)+:(16)] & (one16 << 6))) begin
            q_take_p_mask = q_take_p_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (6 * 32'h40));
        end
        if (|(a_take_w$q[(32'h0)+:(16)] & (one16 << 6))) begin
            q_take_w_mask = q_take_w_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (6 * 32'h40));
        end
        if (|(a_take_p$q[(32'h0)+:(16)] & (one16 << 7))) begin
            q_take_p_mask = q_take_p_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (7 * 32'h40));
        end
        if (|(a_take_w$q[(32'h0)+:(16)] & (one16 << 7))) begin
            q_take_w_mask = q_take_w_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (7 * 32'h40));
        end
        if (|(a_take_p$q[(32'h0)+:(16)] & (one16 << 8))) begin
            q_take_p_mask = q_take_p_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (8 * 32'h40));
        end
        if (|(a_take_w$q[(32'h0)+:(16)] & (one16 << 8))) begin
            q_take_w_mask = q_take_w_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (8 * 32'h40));
        end
        if (|(a_take_p$q[(32'h0)+:(16)] & (one16 << 9))) begin
            q_take_p_mask = q_take_p_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (9 * 32'h40));
        end
        if (|(a_take_w$q[(32'h0)+:(16)] & (one16 << 9))) begin
            q_take_w_mask = q_take_w_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (9 * 32'h40));
        end
        if (|(a_take_p$q[(32'h0)+:(16)] & (one16 << 10))) begin
            q_take_p_mask = q_take_p_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (10 * 32'h40));
        end
        if (|(a_take_w$q[(32'h0)+:(16)] & (one16 << 10))) begin
            q_take_w_mask = q_take_w_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (10 * 32'h40));
        end
        if (|(a_take_p$q[(32'h0)+:(16)] & (one16 << 11))) begin
            q_take_p_mask = q_take_p_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (11 * 32'h40));
        end
        if (|(a_take_w$q[(32'h0)+:(16)] & (one16 << 11))) begin
            q_take_w_mask = q_take_w_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (11 * 32'h40));
        end
        if (|(a_take_p$q[(32'h0)+:(16)] & (one16 << 12))) begin
            q_take_p_mask = q_take_p_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (12 * 32'h40));
        end
        if (|(a_take_w$q[(32'h0)+:(16)] & (one16 << 12))) begin
            q_take_w_mask = q_take_w_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (12 * 32'h40));
        end
        if (|(a_take_p$q[(32'h0)+:(16)] & (one16 << 13))) begin
            q_take_p_mask = q_take_p_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (13 * 32'h40));
        end
        if (|(a_take_w$q[(32'h0)+:(16)] & (one16 << 13))) begin
            q_take_w_mask = q_take_w_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (13 * 32'h40));
        end
        if (|(a_take_p$q[(32'h0)+:(16)] & (one16 << 14))) begin
            q_take_p_mask = q_take_p_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (14 * 32'h40));
        end
        if (|(a_take_w$q[(32'h0)+:(16)] & (one16 << 14))) begin
            q_take_w_mask = q_take_w_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (14 * 32'h40));
        end
        if (|(a_take_p$q[(32'h0)+:(16)] & (one16 << 15))) begin
            q_take_p_mask = q_take_p_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (15 * 32'h40));
        end
        if (|(a_take_w$q[(32'h0)+:(16)] & (one16 << 15))) begin
            q_take_w_mask = q_take_w_mask | (((ones64) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (15 * 32'h40));
        end
        if (a_take_p$q[32'h10]) begin
            b_word$d = p_word$q;
            b_low_hi$d = ((p_word$q[(64'h400)+:(32)] >> 32'h6) & 26'h3ffffff);
        end
        else if (a_take_w$q[32'h10]) begin
            b_word$d = w_word$q;
            b_low_hi$d = ((w_word$q[(64'h400)+:(32)] >> 32'h6) & 26'h3ffffff);
        end
        else begin
            b_word$d = windows$read_data;
            b_low_hi$d = ((windows$read_data[(64'h400)+:(32)] >> 32'h6) & 26'h3ffffff);
        end
        b_word$d[(64'h0)+:(1024)] = (p_word$q[(64'h0)+:(1024)] & q_take_p_mask) | (w_word$q[(64'h0)+:(1024)] & ~q_take_p_mask & q_take_w_mask) | (windows$read_data[(64'h0)+:(1024)] & ~q_take_p_mask & ~q_take_w_mask);
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
        a_low_oh$d = one32 << in_psn[(32'h0)+:(5)];
        a_high_oh$d = one32 << in_psn[(32'h5)+:(5)];
        q_in_slot_a = in_psn[(32'h6)+:(4)] - 32'h4;
        a_slot_a_oh$d = one16 << q_in_slot_a;
        a_notail_a$d = ~((ones64 << in_psn[(32'h0)+:(6)]) << 32'h1);
        q_in_block_oh = one16 << in_psn[(32'h6)+:(4)];
        a_slot_b_oh$d = q_in_block_oh;
        a_notail_b$d = ~(ones64 << in_psn[(32'h0)+:(6)]);
        if (~|in_psn[(32'h0)+:(6)]) begin
            a_slot_b_oh$d = (q_in_block_oh >> 32'h1) | (q_in_block_oh << 32'hf);
            a_notail_b$d = ones64;
        end
        a_window$d = in_window;
        windows$read_address = in_window;
        t_busy_b = b_update$q | b_cmd$q;
        t_busy_p = p_update$q | p_cmd$q;
        t_busy_c = c_update$q | c_cmd$q;
        tu_same_b = t_busy_b & (b_window$q == s_update_window_tests);
        tu_same_p = t_busy_p & (p_window$q == s_update_window_tests);
        tu_same_c = t_busy_c & (c_window$q == s_update_window_tests);
        tc_same_b = t_busy_b & (b_window$q == s_cmd_window_tests);
        tc_same_p = t_busy_p & (p_window$q == s_cmd_window_tests);
        tc_same_c = t_busy_c & (c_window$q == s_cmd_window_tests);
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
        t_ahead_takes_w = (p_update$q | p_cmd$q) & (p_window$q == b_window$q) & ~t_ahead_start;
        t_p_if_same = ~t_ahead_takes_w & (t_ahead_start | ~b_same2$q);
        t_w_if_same = ~t_ahead_takes_w & ~t_p_if_same;
        tu_take_p = tu_same_b & t_p_if_same;
        tc_take_p = tc_same_b & t_p_if_same;
        tu_take_w = (tu_same_b & t_w_if_same) | (~tu_same_b & tu_same_c);
        tc_take_w = (tc_same_b & t_w_if_same) | (~tc_same_b & tc_same_c);
        if (s_update_due) begin
            a_take_p$d = tu_take_p;
            a_take_w$d = tu_take_w;
        end
        else begin
            a_take_p$d = tc_take_p;
            a_take_w$d = tc_take_w;
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
        r1_from_low$d = ones16 << r_low_slot;
        r_open_all = ~r1_full$q;
        r_open_high = ~r1_full$q & r1_from_low$q;
        r_first_all = r_open_all & (~r_open_all + 32'h1);
        r_first_high = r_open_high & (~r_open_high + 32'h1);
        r_slot_all = 32'h0;
        r_slot_high = 32'h0;
        r_slot_all = ((((r_slot_all & ~(1 << (32'h0)) | ((|(r_first_all & index_bit0[(32'h0)+:(16)])) << (32'h0))) & ~(1 << (32'h1)) | ((|(r_first_all & index_bit1[(32'h0)+:(16)])) << (32'h1))) & ~(1 << (32'h2)) | ((|(r_first_all & index_bit2[(32'h0)+:(16)])) << (32'h2))) & ~(1 << (32'h3)) | ((|(r_first_all & index_bit3[(32'h0)+:(16)])) << (32'h3)));
        r_slot_high = ((((r_slot_high & ~(1 << (32'h0)) | ((|(r_first_high & index_bit0[(32'h0)+:(16)])) << (32'h0))) & ~(1 << (32'h1)) | ((|(r_first_high & index_bit1[(32'h0)+:(16)])) << (32'h1))) & ~(1 << (32'h2)) | ((|(r_first_high & index_bit2[(32'h0)+:(16)])) << (32'h2))) & ~(1 << (32'h3)) | ((|(r_first_high & index_bit3[(32'h0)+:(16)])) << (32'h3)));
        if (|r_open_high) begin
            r2_slot$d = r_slot_high;
            r2_quarter_hi$d = r_slot_high[32'h3];
            r2_quarter_lo$d = r_slot_high[32'h2];
        end
        else begin
            r2_slot$d = r_slot_all;
            r2_quarter_hi$d = r_slot_all[32'h3];
            r2_quarter_lo$d = r_slot_all[32'h2];
        end
        r2_wrap$d = ~|r_open_high;
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

endmodule // metaroce_rx_datapath__sack


module metaroce_rx_datapath__sack$a_ack_req(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$a_ack_req


module metaroce_rx_datapath__sack$a_ahead_takes_w(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$a_ahead_takes_w


module metaroce_rx_datapath__sack$a_ce(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$a_ce


module metaroce_rx_datapath__sack$a_cmd(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$a_cmd


module metaroce_rx_datapath__sack$a_high_oh(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$a_high_oh


module metaroce_rx_datapath__sack$a_low_oh(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$a_low_oh


module metaroce_rx_datapath__sack$a_notail_a(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$a_notail_a


module metaroce_rx_datapath__sack$a_notail_b(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$a_notail_b


module metaroce_rx_datapath__sack$a_op(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$a_op


module metaroce_rx_datapath__sack$a_placed(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$a_placed


module metaroce_rx_datapath__sack$a_psn(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$a_psn


module metaroce_rx_datapath__sack$a_same_b(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$a_same_b


module metaroce_rx_datapath__sack$a_same_p(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$a_same_p


module metaroce_rx_datapath__sack$a_slot_a_oh(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$a_slot_a_oh


module metaroce_rx_datapath__sack$a_slot_b_oh(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$a_slot_b_oh


module metaroce_rx_datapath__sack$a_take_p(d,q,clock);

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
endmodule // metaroce_rx_datapath__sack$a_take_p


module metaroce_rx_datapath__sack$a_take_w(d,q,clock);

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
endmodule // metaroce_rx_datapath__sack$a_take_w


module metaroce_rx_datapath__sack$a_timestamp(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$a_timestamp


module metaroce_rx_datapath__sack$a_two_gate(d,q,clock);

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
endmodule // metaroce_rx_datapath__sack$a_two_gate


module metaroce_rx_datapath__sack$a_update(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$a_update


module metaroce_rx_datapath__sack$a_window(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$a_window


module metaroce_rx_datapath__sack$b_ack_req(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$b_ack_req


module metaroce_rx_datapath__sack$b_blk(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$b_blk


module metaroce_rx_datapath__sack$b_ce(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$b_ce


module metaroce_rx_datapath__sack$b_cmd(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$b_cmd


module metaroce_rx_datapath__sack$b_end_slot_a(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$b_end_slot_a


module metaroce_rx_datapath__sack$b_fresh_block(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$b_fresh_block


module metaroce_rx_datapath__sack$b_low_hi(d,q,clock);

    // Module arguments
    input wire  [25:0] d;
    output reg  [25:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 26'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_rx_datapath__sack$b_low_hi


module metaroce_rx_datapath__sack$b_mask_a(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$b_mask_a


module metaroce_rx_datapath__sack$b_mask_b(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$b_mask_b


module metaroce_rx_datapath__sack$b_onehot(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$b_onehot


module metaroce_rx_datapath__sack$b_op(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$b_op


module metaroce_rx_datapath__sack$b_placed(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$b_placed


module metaroce_rx_datapath__sack$b_psn(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$b_psn


module metaroce_rx_datapath__sack$b_psn_eq2(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$b_psn_eq2


module metaroce_rx_datapath__sack$b_psn_lo_any(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$b_psn_lo_any


module metaroce_rx_datapath__sack$b_psn_m1(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$b_psn_m1


module metaroce_rx_datapath__sack$b_psn_m_hi(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$b_psn_m_hi


module metaroce_rx_datapath__sack$b_same2(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$b_same2


module metaroce_rx_datapath__sack$b_sel_w(d,q,clock);

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
endmodule // metaroce_rx_datapath__sack$b_sel_w


module metaroce_rx_datapath__sack$b_start(d,q,clock);

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
endmodule // metaroce_rx_datapath__sack$b_start


module metaroce_rx_datapath__sack$b_timestamp(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$b_timestamp


module metaroce_rx_datapath__sack$b_update(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$b_update


module metaroce_rx_datapath__sack$b_window(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$b_window


module metaroce_rx_datapath__sack$b_word(d,q,clock);

    // Module arguments
    input wire  [1167:0] d;
    output reg  [1167:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1168'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_rx_datapath__sack$b_word


module metaroce_rx_datapath__sack$c_ce(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$c_ce


module metaroce_rx_datapath__sack$c_class0(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$c_class0


module metaroce_rx_datapath__sack$c_cmd(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$c_cmd


module metaroce_rx_datapath__sack$c_full0(d,q,clock);

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
endmodule // metaroce_rx_datapath__sack$c_full0


module metaroce_rx_datapath__sack$c_hole0(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$c_hole0


module metaroce_rx_datapath__sack$c_isnew0(d,q,clock);

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
endmodule // metaroce_rx_datapath__sack$c_isnew0


module metaroce_rx_datapath__sack$c_lowoh(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$c_lowoh


module metaroce_rx_datapath__sack$c_onehot(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$c_onehot


module metaroce_rx_datapath__sack$c_op(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$c_op


module metaroce_rx_datapath__sack$c_psn(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$c_psn


module metaroce_rx_datapath__sack$c_reach_k(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$c_reach_k


module metaroce_rx_datapath__sack$c_take_w(d,q,clock);

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
endmodule // metaroce_rx_datapath__sack$c_take_w


module metaroce_rx_datapath__sack$c_timestamp(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$c_timestamp


module metaroce_rx_datapath__sack$c_two(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$c_two


module metaroce_rx_datapath__sack$c_two_q0(d,q,clock);

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
endmodule // metaroce_rx_datapath__sack$c_two_q0


module metaroce_rx_datapath__sack$c_two_q1(d,q,clock);

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
endmodule // metaroce_rx_datapath__sack$c_two_q1


module metaroce_rx_datapath__sack$c_two_q2(d,q,clock);

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
endmodule // metaroce_rx_datapath__sack$c_two_q2


module metaroce_rx_datapath__sack$c_two_q3(d,q,clock);

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
endmodule // metaroce_rx_datapath__sack$c_two_q3


module metaroce_rx_datapath__sack$c_update(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$c_update


module metaroce_rx_datapath__sack$c_urgent(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$c_urgent


module metaroce_rx_datapath__sack$c_window(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$c_window


module metaroce_rx_datapath__sack$c_word(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$c_word


module metaroce_rx_datapath__sack$k_minus_1(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$k_minus_1


module metaroce_rx_datapath__sack$low_tests_b(psn_hi,low_hi,in_ring,near,at_low);

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

endmodule // metaroce_rx_datapath__sack$low_tests_b


module metaroce_rx_datapath__sack$low_tests_w(psn_hi,low_hi,in_ring,near,at_low);

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

endmodule // metaroce_rx_datapath__sack$low_tests_w


module metaroce_rx_datapath__sack$out_ack(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$out_ack


module metaroce_rx_datapath__sack$out_base(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$out_base


module metaroce_rx_datapath__sack$out_bitmap(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$out_bitmap


module metaroce_rx_datapath__sack$out_ce_count(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$out_ce_count


module metaroce_rx_datapath__sack$out_class(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$out_class


module metaroce_rx_datapath__sack$out_echo_timestamp(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$out_echo_timestamp


module metaroce_rx_datapath__sack$out_hole(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$out_hole


module metaroce_rx_datapath__sack$out_since_ack(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$out_since_ack


module metaroce_rx_datapath__sack$out_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$out_valid


module metaroce_rx_datapath__sack$out_window(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$out_window


module metaroce_rx_datapath__sack$p_ack_req(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$p_ack_req


module metaroce_rx_datapath__sack$p_after_start(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$p_after_start


module metaroce_rx_datapath__sack$p_bit(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$p_bit


module metaroce_rx_datapath__sack$p_bit_m1(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$p_bit_m1


module metaroce_rx_datapath__sack$p_ce(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$p_ce


module metaroce_rx_datapath__sack$p_cmd(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$p_cmd


module metaroce_rx_datapath__sack$p_flags_b(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$p_flags_b


module metaroce_rx_datapath__sack$p_flags_w(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$p_flags_w


module metaroce_rx_datapath__sack$p_low_full0(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$p_low_full0


module metaroce_rx_datapath__sack$p_low_full1(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$p_low_full1


module metaroce_rx_datapath__sack$p_onehot(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$p_onehot


module metaroce_rx_datapath__sack$p_op(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$p_op


module metaroce_rx_datapath__sack$p_pick_p(d,q,clock);

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
endmodule // metaroce_rx_datapath__sack$p_pick_p


module metaroce_rx_datapath__sack$p_placed(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$p_placed


module metaroce_rx_datapath__sack$p_pre_a(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$p_pre_a


module metaroce_rx_datapath__sack$p_pre_b(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$p_pre_b


module metaroce_rx_datapath__sack$p_psn(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$p_psn


module metaroce_rx_datapath__sack$p_same1(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$p_same1


module metaroce_rx_datapath__sack$p_same2(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$p_same2


module metaroce_rx_datapath__sack$p_sel_w(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$p_sel_w


module metaroce_rx_datapath__sack$p_start_class(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$p_start_class


module metaroce_rx_datapath__sack$p_start_hole(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$p_start_hole


module metaroce_rx_datapath__sack$p_timestamp(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$p_timestamp


module metaroce_rx_datapath__sack$p_update(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$p_update


module metaroce_rx_datapath__sack$p_window(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$p_window


module metaroce_rx_datapath__sack$p_word(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$p_word


module metaroce_rx_datapath__sack$r1_ack(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$r1_ack


module metaroce_rx_datapath__sack$r1_class(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$r1_class


module metaroce_rx_datapath__sack$r1_from_low(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$r1_from_low


module metaroce_rx_datapath__sack$r1_full(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$r1_full


module metaroce_rx_datapath__sack$r1_hole(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$r1_hole


module metaroce_rx_datapath__sack$r1_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$r1_valid


module metaroce_rx_datapath__sack$r1_window(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$r1_window


module metaroce_rx_datapath__sack$r1_word(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$r1_word


module metaroce_rx_datapath__sack$r2_ack(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$r2_ack


module metaroce_rx_datapath__sack$r2_class(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$r2_class


module metaroce_rx_datapath__sack$r2_hole(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$r2_hole


module metaroce_rx_datapath__sack$r2_quarter_hi(d,q,clock);

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
endmodule // metaroce_rx_datapath__sack$r2_quarter_hi


module metaroce_rx_datapath__sack$r2_quarter_lo(d,q,clock);

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
endmodule // metaroce_rx_datapath__sack$r2_quarter_lo


module metaroce_rx_datapath__sack$r2_slot(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$r2_slot


module metaroce_rx_datapath__sack$r2_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$r2_valid


module metaroce_rx_datapath__sack$r2_window(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$r2_window


module metaroce_rx_datapath__sack$r2_word(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$r2_word


module metaroce_rx_datapath__sack$r2_wrap(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$r2_wrap


module metaroce_rx_datapath__sack$r3_ack(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$r3_ack


module metaroce_rx_datapath__sack$r3_block_base(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$r3_block_base


module metaroce_rx_datapath__sack$r3_block_hi(d,q,clock);

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
endmodule // metaroce_rx_datapath__sack$r3_block_hi


module metaroce_rx_datapath__sack$r3_block_lo(d,q,clock);

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
endmodule // metaroce_rx_datapath__sack$r3_block_lo


module metaroce_rx_datapath__sack$r3_ce_count(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$r3_ce_count


module metaroce_rx_datapath__sack$r3_class(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$r3_class


module metaroce_rx_datapath__sack$r3_echo_timestamp(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$r3_echo_timestamp


module metaroce_rx_datapath__sack$r3_half(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$r3_half


module metaroce_rx_datapath__sack$r3_hole(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$r3_hole


module metaroce_rx_datapath__sack$r3_since_ack(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$r3_since_ack


module metaroce_rx_datapath__sack$r3_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$r3_valid


module metaroce_rx_datapath__sack$r3_window(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$r3_window


module metaroce_rx_datapath__sack$r4_ack(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$r4_ack


module metaroce_rx_datapath__sack$r4_block_base(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$r4_block_base


module metaroce_rx_datapath__sack$r4_ce_count(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$r4_ce_count


module metaroce_rx_datapath__sack$r4_class(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$r4_class


module metaroce_rx_datapath__sack$r4_echo_timestamp(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$r4_echo_timestamp


module metaroce_rx_datapath__sack$r4_hole(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$r4_hole


module metaroce_rx_datapath__sack$r4_since_ack(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$r4_since_ack


module metaroce_rx_datapath__sack$r4_span(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$r4_span


module metaroce_rx_datapath__sack$r4_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$r4_valid


module metaroce_rx_datapath__sack$r4_window(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$r4_window


module metaroce_rx_datapath__sack$r5_ack(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$r5_ack


module metaroce_rx_datapath__sack$r5_block_base(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$r5_block_base


module metaroce_rx_datapath__sack$r5_ce_count(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$r5_ce_count


module metaroce_rx_datapath__sack$r5_class(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$r5_class


module metaroce_rx_datapath__sack$r5_echo_timestamp(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$r5_echo_timestamp


module metaroce_rx_datapath__sack$r5_first_zero(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$r5_first_zero


module metaroce_rx_datapath__sack$r5_group_hi(d,q,clock);

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
endmodule // metaroce_rx_datapath__sack$r5_group_hi


module metaroce_rx_datapath__sack$r5_group_lo(d,q,clock);

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
endmodule // metaroce_rx_datapath__sack$r5_group_lo


module metaroce_rx_datapath__sack$r5_hole(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$r5_hole


module metaroce_rx_datapath__sack$r5_since_ack(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$r5_since_ack


module metaroce_rx_datapath__sack$r5_span(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$r5_span


module metaroce_rx_datapath__sack$r5_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$r5_valid


module metaroce_rx_datapath__sack$r5_window(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$r5_window


module metaroce_rx_datapath__sack$r5_zero_high(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$r5_zero_high


module metaroce_rx_datapath__sack$r6_ack(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$r6_ack


module metaroce_rx_datapath__sack$r6_base(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$r6_base


module metaroce_rx_datapath__sack$r6_ce_count(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$r6_ce_count


module metaroce_rx_datapath__sack$r6_class(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$r6_class


module metaroce_rx_datapath__sack$r6_echo_timestamp(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$r6_echo_timestamp


module metaroce_rx_datapath__sack$r6_hole(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$r6_hole


module metaroce_rx_datapath__sack$r6_nibble_hi(d,q,clock);

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
endmodule // metaroce_rx_datapath__sack$r6_nibble_hi


module metaroce_rx_datapath__sack$r6_nibble_lo(d,q,clock);

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
endmodule // metaroce_rx_datapath__sack$r6_nibble_lo


module metaroce_rx_datapath__sack$r6_since_ack(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$r6_since_ack


module metaroce_rx_datapath__sack$r6_span(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$r6_span


module metaroce_rx_datapath__sack$r6_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$r6_valid


module metaroce_rx_datapath__sack$r6_window(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$r6_window


module metaroce_rx_datapath__sack$r6_zero_low(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$r6_zero_low


module metaroce_rx_datapath__sack$r7_ack(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$r7_ack


module metaroce_rx_datapath__sack$r7_base(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$r7_base


module metaroce_rx_datapath__sack$r7_bit_hi(d,q,clock);

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
endmodule // metaroce_rx_datapath__sack$r7_bit_hi


module metaroce_rx_datapath__sack$r7_bit_lo(d,q,clock);

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
endmodule // metaroce_rx_datapath__sack$r7_bit_lo


module metaroce_rx_datapath__sack$r7_ce_count(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$r7_ce_count


module metaroce_rx_datapath__sack$r7_class(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$r7_class


module metaroce_rx_datapath__sack$r7_echo_timestamp(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$r7_echo_timestamp


module metaroce_rx_datapath__sack$r7_hole(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$r7_hole


module metaroce_rx_datapath__sack$r7_quarter(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$r7_quarter


module metaroce_rx_datapath__sack$r7_since_ack(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$r7_since_ack


module metaroce_rx_datapath__sack$r7_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$r7_valid


module metaroce_rx_datapath__sack$r7_window(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$r7_window


module metaroce_rx_datapath__sack$refused(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$refused


module metaroce_rx_datapath__sack$u_ce_new(select,when_set,when_clear,picked);

    // Module arguments
    input wire  select;
    input wire  [31:0] when_set;
    input wire  [31:0] when_clear;
    output reg  [31:0] picked;

    // Update code (custom)
    (* keep *) wire [31:0] set_kept = when_set;
    (* keep *) wire [31:0] clear_kept = when_clear;
    always @(*) picked = select ? set_kept : clear_kept;
endmodule // metaroce_rx_datapath__sack$u_ce_new


module metaroce_rx_datapath__sack$u_echo_high_new(select,when_set,when_clear,picked);

    // Module arguments
    input wire  select;
    input wire  [31:0] when_set;
    input wire  [31:0] when_clear;
    output reg  [31:0] picked;

    // Update code (custom)
    (* keep *) wire [31:0] set_kept = when_set;
    (* keep *) wire [31:0] clear_kept = when_clear;
    always @(*) picked = select ? set_kept : clear_kept;
endmodule // metaroce_rx_datapath__sack$u_echo_high_new


module metaroce_rx_datapath__sack$u_echo_low_new(select,when_set,when_clear,picked);

    // Module arguments
    input wire  select;
    input wire  [31:0] when_set;
    input wire  [31:0] when_clear;
    output reg  [31:0] picked;

    // Update code (custom)
    (* keep *) wire [31:0] set_kept = when_set;
    (* keep *) wire [31:0] clear_kept = when_clear;
    always @(*) picked = select ? set_kept : clear_kept;
endmodule // metaroce_rx_datapath__sack$u_echo_low_new


module metaroce_rx_datapath__sack$u_since_new(select,when_set,when_clear,picked);

    // Module arguments
    input wire  select;
    input wire  [15:0] when_set;
    input wire  [15:0] when_clear;
    output reg  [15:0] picked;

    // Update code (custom)
    (* keep *) wire [15:0] set_kept = when_set;
    (* keep *) wire [15:0] clear_kept = when_clear;
    always @(*) picked = select ? set_kept : clear_kept;
endmodule // metaroce_rx_datapath__sack$u_since_new


module metaroce_rx_datapath__sack$w_ack(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$w_ack


module metaroce_rx_datapath__sack$w_advanced(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$w_advanced


module metaroce_rx_datapath__sack$w_class(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$w_class


module metaroce_rx_datapath__sack$w_hole(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$w_hole


module metaroce_rx_datapath__sack$w_low_hi(d,q,clock);

    // Module arguments
    input wire  [25:0] d;
    output reg  [25:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 26'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_rx_datapath__sack$w_low_hi


module metaroce_rx_datapath__sack$w_lowoh(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$w_lowoh


module metaroce_rx_datapath__sack$w_new(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$w_new


module metaroce_rx_datapath__sack$w_update(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$w_update


module metaroce_rx_datapath__sack$w_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sack$w_valid


module metaroce_rx_datapath__sack$w_window(d,q,clock);

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

endmodule // metaroce_rx_datapath__sack$w_window


module metaroce_rx_datapath__sack$w_word(d,q,clock);

    // Module arguments
    input wire  [1167:0] d;
    output reg  [1167:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1168'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_rx_datapath__sack$w_word


module metaroce_rx_datapath__sack$windows(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);

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
endmodule // metaroce_rx_datapath__sack$windows


module metaroce_rx_datapath__sack_last(d,q,clock);

    // Module arguments
    input wire  [333:0] d;
    output reg  [333:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 334'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_rx_datapath__sack_last


module metaroce_rx_datapath__sack_line(clk,rst,d,q);

    // Module arguments
    input wire  clk;
    input wire  rst;
    input wire  [333:0] d;
    output reg  [333:0] q;

    // Update code (custom)
    reg [4007:0] stages;
    initial begin
        stages = {4008{1'b0}};
    end
    always @(posedge clk) begin
        if (rst) begin
            stages <= {4008{1'b0}};
        end else begin
            stages <= {stages[3673:0], d};
        end
    end
    always @(*) begin
        q = stages[4007:3674];
    end
endmodule // metaroce_rx_datapath__sack_line


module metaroce_rx_datapath__sched(clk,rst,s_result_valid,s_result_window,s_result_class,s_result_base,s_result_bitmap,s_result_ce_count,s_result_ack,s_result_echo_timestamp,ack_delay,s_cmd_hold,m_cmd_valid,m_cmd_ready,m_cmd_op,m_cmd_window,m_ack_valid,m_ack_ready,m_ack_window,m_ack_cum_psn,m_ack_ce_count,m_ack_echo_timestamp,m_ack_sack);

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
    reg  [63:0] out_onehot$d;
    wire  [63:0] out_onehot$q;
    reg  out_onehot$clock;
    reg  [383:0] out_state$d;
    wire  [383:0] out_state$q;
    reg  out_state$clock;

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
    reg  [63:0] fire_open;
    reg  take;
    reg  [63:0] fire_clear;
    reg  [63:0] take_clear;
    reg  [63:0] now_clear;
    reg  [63:0] clears;
    reg  take_here;
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
    reg  [63:0] l2_onehot;
    reg  live;
    reg  [5:0] cand;
    reg  [63:0] pick_a;
    reg  [63:0] pick_b;
    reg  [63:0] pick_at;
    reg  [63:0] pick_bt;
    reg  [63:0] first_a;
    reg  [63:0] first_b;
    reg  [63:0] first_at;
    reg  [63:0] first_bt;
    reg  push_first;
    reg  push_second;
    reg  [5:0] first_window;
    reg  [4:0] wr_row;
    reg  [5:0] q_head;
    reg  pop;
    reg  [6:0] q_rd_next;
    reg  [6:0] q_rd_after;
    reg  [383:0] loaded;
    reg  fwd_hit;
    reg  result_hit;
    reg  from_ram;

    // Sub module instances
    metaroce_rx_datapath__sched$states states(
        .read_address(states$read_address),
        .read_clock(states$read_clock),
        .read_data(states$read_data),
        .write_address(states$write_address),
        .write_clock(states$write_clock),
        .write_data(states$write_data),
        .write_enable(states$write_enable)
    );
    metaroce_rx_datapath__sched$r_window r_window(
        .d(r_window$d),
        .q(r_window$q),
        .clock(r_window$clock)
    );
    metaroce_rx_datapath__sched$r_state r_state(
        .d(r_state$d),
        .q(r_state$q),
        .clock(r_state$clock)
    );
    metaroce_rx_datapath__sched$r_changes r_changes(
        .d(r_changes$d),
        .q(r_changes$q),
        .clock(r_changes$clock)
    );
    metaroce_rx_datapath__sched$r_now r_now(
        .d(r_now$d),
        .q(r_now$q),
        .clock(r_now$clock)
    );
    metaroce_rx_datapath__sched$r_later r_later(
        .d(r_later$d),
        .q(r_later$q),
        .clock(r_later$clock)
    );
    metaroce_rx_datapath__sched$r_mask r_mask(
        .d(r_mask$d),
        .q(r_mask$q),
        .clock(r_mask$clock)
    );
    metaroce_rx_datapath__sched$r_now_mask r_now_mask(
        .d(r_now_mask$d),
        .q(r_now_mask$q),
        .clock(r_now_mask$clock)
    );
    metaroce_rx_datapath__sched$arm_times arm_times(
        .read_address(arm_times$read_address),
        .read_clock(arm_times$read_clock),
        .read_data(arm_times$read_data),
        .write_address(arm_times$write_address),
        .write_clock(arm_times$write_clock),
        .write_data(arm_times$write_data),
        .write_enable(arm_times$write_enable)
    );
    metaroce_rx_datapath__sched$delay_line delay_line(
        .read_address(delay_line$read_address),
        .read_clock(delay_line$read_clock),
        .read_data(delay_line$read_data),
        .write_address(delay_line$write_address),
        .write_clock(delay_line$write_clock),
        .write_data(delay_line$write_data),
        .write_enable(delay_line$write_enable)
    );
    metaroce_rx_datapath__sched$queue_even queue_even(
        .read_address(queue_even$read_address),
        .read_clock(queue_even$read_clock),
        .read_data(queue_even$read_data),
        .write_address(queue_even$write_address),
        .write_clock(queue_even$write_clock),
        .write_data(queue_even$write_data),
        .write_enable(queue_even$write_enable)
    );
    metaroce_rx_datapath__sched$queue_odd queue_odd(
        .read_address(queue_odd$read_address),
        .read_clock(queue_odd$read_clock),
        .read_data(queue_odd$read_data),
        .write_address(queue_odd$write_address),
        .write_clock(queue_odd$write_clock),
        .write_data(queue_odd$write_data),
        .write_enable(queue_odd$write_enable)
    );
    metaroce_rx_datapath__sched$now now(
        .d(now$d),
        .q(now$q),
        .clock(now$clock)
    );
    metaroce_rx_datapath__sched$armed armed(
        .d(armed$d),
        .q(armed$q),
        .clock(armed$clock)
    );
    metaroce_rx_datapath__sched$due due(
        .d(due$d),
        .q(due$q),
        .clock(due$clock)
    );
    metaroce_rx_datapath__sched$pick_due pick_due(
        .d(pick_due$d),
        .q(pick_due$q),
        .clock(pick_due$clock)
    );
    metaroce_rx_datapath__sched$pending pending(
        .d(pending$d),
        .q(pending$q),
        .clock(pending$clock)
    );
    metaroce_rx_datapath__sched$read_offset read_offset(
        .d(read_offset$d),
        .q(read_offset$q),
        .clock(read_offset$clock)
    );
    metaroce_rx_datapath__sched$l0_slot l0_slot(
        .d(l0_slot$d),
        .q(l0_slot$q),
        .clock(l0_slot$clock)
    );
    metaroce_rx_datapath__sched$l1_slot l1_slot(
        .d(l1_slot$d),
        .q(l1_slot$q),
        .clock(l1_slot$clock)
    );
    metaroce_rx_datapath__sched$l2_slot l2_slot(
        .d(l2_slot$d),
        .q(l2_slot$q),
        .clock(l2_slot$clock)
    );
    metaroce_rx_datapath__sched$l0_written_c0 l0_written_c0(
        .d(l0_written_c0$d),
        .q(l0_written_c0$q),
        .clock(l0_written_c0$clock)
    );
    metaroce_rx_datapath__sched$l0_written_c1 l0_written_c1(
        .d(l0_written_c1$d),
        .q(l0_written_c1$q),
        .clock(l0_written_c1$clock)
    );
    metaroce_rx_datapath__sched$l0_written_c2 l0_written_c2(
        .d(l0_written_c2$d),
        .q(l0_written_c2$q),
        .clock(l0_written_c2$clock)
    );
    metaroce_rx_datapath__sched$l1_written_c0 l1_written_c0(
        .d(l1_written_c0$d),
        .q(l1_written_c0$q),
        .clock(l1_written_c0$clock)
    );
    metaroce_rx_datapath__sched$l1_written_c1 l1_written_c1(
        .d(l1_written_c1$d),
        .q(l1_written_c1$q),
        .clock(l1_written_c1$clock)
    );
    metaroce_rx_datapath__sched$l1_written_c2 l1_written_c2(
        .d(l1_written_c2$d),
        .q(l1_written_c2$q),
        .clock(l1_written_c2$clock)
    );
    metaroce_rx_datapath__sched$l1_word l1_word(
        .d(l1_word$d),
        .q(l1_word$q),
        .clock(l1_word$clock)
    );
    metaroce_rx_datapath__sched$l2_entry l2_entry(
        .d(l2_entry$d),
        .q(l2_entry$q),
        .clock(l2_entry$clock)
    );
    metaroce_rx_datapath__sched$written_one written_one(
        .d(written_one$d),
        .q(written_one$q),
        .clock(written_one$clock)
    );
    metaroce_rx_datapath__sched$written_two written_two(
        .d(written_two$d),
        .q(written_two$q),
        .clock(written_two$clock)
    );
    metaroce_rx_datapath__sched$l3_valid l3_valid(
        .d(l3_valid$d),
        .q(l3_valid$q),
        .clock(l3_valid$clock)
    );
    metaroce_rx_datapath__sched$l3_armed l3_armed(
        .d(l3_armed$d),
        .q(l3_armed$q),
        .clock(l3_armed$clock)
    );
    metaroce_rx_datapath__sched$l3_window l3_window(
        .d(l3_window$d),
        .q(l3_window$q),
        .clock(l3_window$clock)
    );
    metaroce_rx_datapath__sched$l3_onehot l3_onehot(
        .d(l3_onehot$d),
        .q(l3_onehot$q),
        .clock(l3_onehot$clock)
    );
    metaroce_rx_datapath__sched$l3_slot l3_slot(
        .d(l3_slot$d),
        .q(l3_slot$q),
        .clock(l3_slot$clock)
    );
    metaroce_rx_datapath__sched$rearm_valid rearm_valid(
        .d(rearm_valid$d),
        .q(rearm_valid$q),
        .clock(rearm_valid$clock)
    );
    metaroce_rx_datapath__sched$rearm_window rearm_window(
        .d(rearm_window$d),
        .q(rearm_window$q),
        .clock(rearm_window$clock)
    );
    metaroce_rx_datapath__sched$cand_valid cand_valid(
        .d(cand_valid$d),
        .q(cand_valid$q),
        .clock(cand_valid$clock)
    );
    metaroce_rx_datapath__sched$cand_onehot cand_onehot(
        .d(cand_onehot$d),
        .q(cand_onehot$q),
        .clock(cand_onehot$clock)
    );
    metaroce_rx_datapath__sched$q_wr q_wr(
        .d(q_wr$d),
        .q(q_wr$q),
        .clock(q_wr$clock)
    );
    metaroce_rx_datapath__sched$q_rd q_rd(
        .d(q_rd$d),
        .q(q_rd$q),
        .clock(q_rd$clock)
    );
    metaroce_rx_datapath__sched$q_bypass_at_rd q_bypass_at_rd(
        .d(q_bypass_at_rd$d),
        .q(q_bypass_at_rd$q),
        .clock(q_bypass_at_rd$clock)
    );
    metaroce_rx_datapath__sched$q_bypass_after_rd q_bypass_after_rd(
        .d(q_bypass_after_rd$d),
        .q(q_bypass_after_rd$q),
        .clock(q_bypass_after_rd$clock)
    );
    metaroce_rx_datapath__sched$q_bypass q_bypass(
        .d(q_bypass$d),
        .q(q_bypass$q),
        .clock(q_bypass$clock)
    );
    metaroce_rx_datapath__sched$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    metaroce_rx_datapath__sched$qw_first qw_first(
        .d(qw_first$d),
        .q(qw_first$q),
        .clock(qw_first$clock)
    );
    metaroce_rx_datapath__sched$qw_second qw_second(
        .d(qw_second$d),
        .q(qw_second$q),
        .clock(qw_second$clock)
    );
    metaroce_rx_datapath__sched$qw_first_window qw_first_window(
        .d(qw_first_window$d),
        .q(qw_first_window$q),
        .clock(qw_first_window$clock)
    );
    metaroce_rx_datapath__sched$qw_second_window qw_second_window(
        .d(qw_second_window$d),
        .q(qw_second_window$q),
        .clock(qw_second_window$clock)
    );
    metaroce_rx_datapath__sched$o1_valid o1_valid(
        .d(o1_valid$d),
        .q(o1_valid$q),
        .clock(o1_valid$clock)
    );
    metaroce_rx_datapath__sched$o1_window o1_window(
        .d(o1_window$d),
        .q(o1_window$q),
        .clock(o1_window$clock)
    );
    metaroce_rx_datapath__sched$fwd_valid fwd_valid(
        .d(fwd_valid$d),
        .q(fwd_valid$q),
        .clock(fwd_valid$clock)
    );
    metaroce_rx_datapath__sched$fwd_window fwd_window(
        .d(fwd_window$d),
        .q(fwd_window$q),
        .clock(fwd_window$clock)
    );
    metaroce_rx_datapath__sched$fwd_state fwd_state(
        .d(fwd_state$d),
        .q(fwd_state$q),
        .clock(fwd_state$clock)
    );
    metaroce_rx_datapath__sched$out_valid out_valid(
        .d(out_valid$d),
        .q(out_valid$q),
        .clock(out_valid$clock)
    );
    metaroce_rx_datapath__sched$out_window out_window(
        .d(out_window$d),
        .q(out_window$q),
        .clock(out_window$clock)
    );
    metaroce_rx_datapath__sched$out_onehot out_onehot(
        .d(out_onehot$d),
        .q(out_onehot$q),
        .clock(out_onehot$clock)
    );
    metaroce_rx_datapath__sched$out_state out_state(
        .d(out_state$d),
        .q(out_state$q),
        .clock(out_state$clock)
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
        l3_valid$clock = clk;
        l3_armed$clock = clk;
        l3_window$clock = clk;
        l3_onehot$clock = clk;
        l3_slot$clock = clk;
        rearm_valid$clock = clk;
        rearm_window$clock = clk;
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
        fwd_valid$clock = clk;
        fwd_window$clock = clk;
        fwd_state$clock = clk;
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
        l3_valid$d = l3_valid$q;
        l3_armed$d = l3_armed$q;
        l3_window$d = l3_window$q;
        l3_onehot$d = l3_onehot$q;
        l3_slot$d = l3_slot$q;
        rearm_valid$d = rearm_valid$q;
        rearm_window$d = rearm_window$q;
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
        fwd_valid$d = fwd_valid$q;
        fwd_window$d = fwd_window$q;
        fwd_state$d = fwd_state$q;
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
        r_changes$d = in_valid & (s_result_class != 32'h2);
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
        fire_push = fire_go & |(fire_open & ~pending$q);
        take_here = take & (out_window$q == result_window);
        armed_after_here = |(armed$q & result_mask) & ~take_here;
        pending_after_here = |(pending$q & result_mask) & ~take_here;
        now_push = result_now & ~pending_after_here;
        arm = result_later & ~armed_after_here;
        armed_after = armed$q & ~fire_clear & ~take_clear;
        pending_after = (pending$q | fire_clear) & ~take_clear;
        armed$d = armed_after & ~now_clear;
        if (arm) begin
            armed$d = armed_after | result_mask;
        end
        pending$d = pending_after;
        if (now_push) begin
            pending$d = pending_after | result_mask;
        end
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
        arm_times$write_address = result_window;
        arm_times$write_data = now$q;
        arm_times$write_enable = arm;
        rearm_valid$d = arm & ~rst;
        rearm_window$d = result_window;
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
        arm_times$read_address = l2_entry$q[(64'h1)+:(6)];
        l3_valid$d = l2_entry$q[(64'h0)+:(1)] & ~rst;
        l3_window$d = l2_entry$q[(64'h1)+:(6)];
        l2_onehot = unit << l2_entry$q[(64'h1)+:(6)];
        l3_onehot$d = l2_onehot;
        l3_armed$d = |(armed$q & ~now_clear & l2_onehot) & ~(fire_go & |(fire_open & l2_onehot)) & ~(m_ack_ready & |(out_onehot$q & l2_onehot));
        l3_slot$d = l2_slot$q;
        live = l3_valid$q & l3_armed$q & (arm_times$read_data == l3_slot$q) & ~(rearm_valid$q & (rearm_window$q == l3_window$q));
        due_next = due$q & ~fire_clear & ~clears;
        if (live) begin
            due_next = (due$q | l3_onehot$q) & ~fire_clear & ~clears;
        end
        due$d = due_next;
        pick_due$d = due_next & ~now_mask_in;
        pick_a = pick_due$q;
        pick_b = pick_a & ~fire_open;
        pick_at = pick_a & ~out_onehot$q;
        pick_bt = pick_b & ~out_onehot$q;
        first_a = pick_a & (~pick_a + 32'h1);
        first_b = pick_b & (~pick_b + 32'h1);
        first_at = pick_at & (~pick_at + 32'h1);
        first_bt = pick_bt & (~pick_bt + 32'h1);
        if (fire_go) begin
            if (m_ack_ready) begin
                cand_valid$d = |pick_bt;
                cand_onehot$d = first_bt;
            end
            else begin
                cand_valid$d = |pick_b;
                cand_onehot$d = first_b;
            end
        end
        else if (m_ack_ready) begin
            cand_valid$d = |pick_at;
            cand_onehot$d = first_at;
        end
        else begin
            cand_valid$d = |pick_a;
            cand_onehot$d = first_a;
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
        fwd_valid$d = changes;
        fwd_window$d = result_window;
        fwd_state$d = result_state;
        fwd_hit = fwd_valid$q & (fwd_window$q == o1_window$q);
        result_hit = changes & (result_window == o1_window$q);
        from_ram = o1_valid$q & ~fwd_hit & ~result_hit;
        loaded = out_state$q;
        if (o1_valid$q) begin
            out_valid$d = 1'b1;
            out_window$d = o1_window$q;
            out_onehot$d = unit << o1_window$q;
            if (result_hit) begin
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
            if (changes & (result_window == out_window$q)) begin
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

endmodule // metaroce_rx_datapath__sched


module metaroce_rx_datapath__sched$arm_times(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);

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

endmodule // metaroce_rx_datapath__sched$arm_times


module metaroce_rx_datapath__sched$armed(d,q,clock);

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

endmodule // metaroce_rx_datapath__sched$armed


module metaroce_rx_datapath__sched$cand_onehot(d,q,clock);

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

endmodule // metaroce_rx_datapath__sched$cand_onehot


module metaroce_rx_datapath__sched$cand_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sched$cand_valid


module metaroce_rx_datapath__sched$delay_line(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);

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

endmodule // metaroce_rx_datapath__sched$delay_line


module metaroce_rx_datapath__sched$due(d,q,clock);

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

endmodule // metaroce_rx_datapath__sched$due


module metaroce_rx_datapath__sched$fwd_state(d,q,clock);

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

endmodule // metaroce_rx_datapath__sched$fwd_state


module metaroce_rx_datapath__sched$fwd_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sched$fwd_valid


module metaroce_rx_datapath__sched$fwd_window(d,q,clock);

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

endmodule // metaroce_rx_datapath__sched$fwd_window


module metaroce_rx_datapath__sched$head(d,q,clock);

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

endmodule // metaroce_rx_datapath__sched$head


module metaroce_rx_datapath__sched$l0_slot(d,q,clock);

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

endmodule // metaroce_rx_datapath__sched$l0_slot


module metaroce_rx_datapath__sched$l0_written_c0(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sched$l0_written_c0


module metaroce_rx_datapath__sched$l0_written_c1(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sched$l0_written_c1


module metaroce_rx_datapath__sched$l0_written_c2(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sched$l0_written_c2


module metaroce_rx_datapath__sched$l1_slot(d,q,clock);

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

endmodule // metaroce_rx_datapath__sched$l1_slot


module metaroce_rx_datapath__sched$l1_word(d,q,clock);

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

endmodule // metaroce_rx_datapath__sched$l1_word


module metaroce_rx_datapath__sched$l1_written_c0(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sched$l1_written_c0


module metaroce_rx_datapath__sched$l1_written_c1(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sched$l1_written_c1


module metaroce_rx_datapath__sched$l1_written_c2(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sched$l1_written_c2


module metaroce_rx_datapath__sched$l2_entry(d,q,clock);

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

endmodule // metaroce_rx_datapath__sched$l2_entry


module metaroce_rx_datapath__sched$l2_slot(d,q,clock);

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

endmodule // metaroce_rx_datapath__sched$l2_slot


module metaroce_rx_datapath__sched$l3_armed(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sched$l3_armed


module metaroce_rx_datapath__sched$l3_onehot(d,q,clock);

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

endmodule // metaroce_rx_datapath__sched$l3_onehot


module metaroce_rx_datapath__sched$l3_slot(d,q,clock);

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

endmodule // metaroce_rx_datapath__sched$l3_slot


module metaroce_rx_datapath__sched$l3_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sched$l3_valid


module metaroce_rx_datapath__sched$l3_window(d,q,clock);

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

endmodule // metaroce_rx_datapath__sched$l3_window


module metaroce_rx_datapath__sched$now(d,q,clock);

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

endmodule // metaroce_rx_datapath__sched$now


module metaroce_rx_datapath__sched$o1_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sched$o1_valid


module metaroce_rx_datapath__sched$o1_window(d,q,clock);

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

endmodule // metaroce_rx_datapath__sched$o1_window


module metaroce_rx_datapath__sched$out_onehot(d,q,clock);

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

endmodule // metaroce_rx_datapath__sched$out_onehot


module metaroce_rx_datapath__sched$out_state(d,q,clock);

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

endmodule // metaroce_rx_datapath__sched$out_state


module metaroce_rx_datapath__sched$out_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sched$out_valid


module metaroce_rx_datapath__sched$out_window(d,q,clock);

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

endmodule // metaroce_rx_datapath__sched$out_window


module metaroce_rx_datapath__sched$pending(d,q,clock);

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

endmodule // metaroce_rx_datapath__sched$pending


module metaroce_rx_datapath__sched$pick_due(d,q,clock);

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

endmodule // metaroce_rx_datapath__sched$pick_due


module metaroce_rx_datapath__sched$q_bypass(d,q,clock);

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

endmodule // metaroce_rx_datapath__sched$q_bypass


module metaroce_rx_datapath__sched$q_bypass_after_rd(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sched$q_bypass_after_rd


module metaroce_rx_datapath__sched$q_bypass_at_rd(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sched$q_bypass_at_rd


module metaroce_rx_datapath__sched$q_rd(d,q,clock);

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

endmodule // metaroce_rx_datapath__sched$q_rd


module metaroce_rx_datapath__sched$q_wr(d,q,clock);

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

endmodule // metaroce_rx_datapath__sched$q_wr


module metaroce_rx_datapath__sched$queue_even(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);

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

endmodule // metaroce_rx_datapath__sched$queue_even


module metaroce_rx_datapath__sched$queue_odd(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);

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

endmodule // metaroce_rx_datapath__sched$queue_odd


module metaroce_rx_datapath__sched$qw_first(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sched$qw_first


module metaroce_rx_datapath__sched$qw_first_window(d,q,clock);

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

endmodule // metaroce_rx_datapath__sched$qw_first_window


module metaroce_rx_datapath__sched$qw_second(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sched$qw_second


module metaroce_rx_datapath__sched$qw_second_window(d,q,clock);

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

endmodule // metaroce_rx_datapath__sched$qw_second_window


module metaroce_rx_datapath__sched$r_changes(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sched$r_changes


module metaroce_rx_datapath__sched$r_later(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sched$r_later


module metaroce_rx_datapath__sched$r_mask(d,q,clock);

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

endmodule // metaroce_rx_datapath__sched$r_mask


module metaroce_rx_datapath__sched$r_now(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sched$r_now


module metaroce_rx_datapath__sched$r_now_mask(d,q,clock);

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

endmodule // metaroce_rx_datapath__sched$r_now_mask


module metaroce_rx_datapath__sched$r_state(d,q,clock);

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

endmodule // metaroce_rx_datapath__sched$r_state


module metaroce_rx_datapath__sched$r_window(d,q,clock);

    // Module arguments
    input wire  [5:0] d;
    output reg  [5:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 6'h0;
    end

    (* keep *) always @(posedge clock) q <= d;
endmodule // metaroce_rx_datapath__sched$r_window


module metaroce_rx_datapath__sched$read_offset(d,q,clock);

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

endmodule // metaroce_rx_datapath__sched$read_offset


module metaroce_rx_datapath__sched$rearm_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__sched$rearm_valid


module metaroce_rx_datapath__sched$rearm_window(d,q,clock);

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

endmodule // metaroce_rx_datapath__sched$rearm_window


module metaroce_rx_datapath__sched$states(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);

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

endmodule // metaroce_rx_datapath__sched$states


module metaroce_rx_datapath__sched$written_one(d,q,clock);

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

endmodule // metaroce_rx_datapath__sched$written_one


module metaroce_rx_datapath__sched$written_two(d,q,clock);

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

endmodule // metaroce_rx_datapath__sched$written_two


module metaroce_rx_datapath__start_seen(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__start_seen


module metaroce_rx_datapath__start_taken(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // metaroce_rx_datapath__start_taken


module metaroce_rx_datapath__stored_line(clk,rst,d,q);

    // Module arguments
    input wire  clk;
    input wire  rst;
    input wire  d;
    output reg  q;

    // Update code (custom)
    reg [1:0] stages;
    initial begin
        stages = {2{1'b0}};
    end
    always @(posedge clk) begin
        if (rst) begin
            stages <= {2{1'b0}};
        end else begin
            stages <= {stages[0:0], d};
        end
    end
    always @(*) begin
        q = stages[1:1];
    end
endmodule // metaroce_rx_datapath__stored_line


module metaroce_rx_datapath__verdict_line(clk,rst,d,q);

    // Module arguments
    input wire  clk;
    input wire  rst;
    input wire  [191:0] d;
    output reg  [191:0] q;

    // Update code (custom)
    reg [767:0] stages;
    initial begin
        stages = {768{1'b0}};
    end
    always @(posedge clk) begin
        if (rst) begin
            stages <= {768{1'b0}};
        end else begin
            stages <= {stages[575:0], d};
        end
    end
    always @(*) begin
        q = stages[767:576];
    end
endmodule // metaroce_rx_datapath__verdict_line

`resetall
