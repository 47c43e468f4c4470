//! The register block circuit: an AXI-Lite slave in front of MetaRoCE's configuration,
//! the table write ports and the counters.
//!
//! AXI-Lite handling: the write address and the write data are each taken into a holding
//! register whenever it is empty (`awready`/`wready` are "holding register empty"), so they
//! may come in either order or together; the write is done in the first cycle both are held
//! and no write response is waiting, and `bvalid` rises a clock later and stays until
//! `bready`. A read address is taken while no read is in progress and answered two clocks
//! later (the word index registered, then the read-data select in two steps); `rdata` is
//! registered and held with `rvalid` until `rready`. Every response is OKAY (bad writes set
//! sticky error bits instead, see `map`).
//!
//! Address decoding uses the word index `addr[11:2]` as literal `case` labels (Rust-HDL
//! cannot name a Rust constant in its Verilog); each label names its `map` constant in a
//! comment, and the tests reach every register through the `map` constants only.

use rust_hdl::prelude::*;
use rust_hdl::widgets::prelude::DFF;

use super::cpl_fifo::{CplEntry, CplFifo};
use super::map::{AXIL_ADDR_WIDTH as AW, AXIL_STRB_WIDTH as SW};
use crate::conn::encoding::{CONN_SLOT_WIDTH, PATH_COUNT_WIDTH, WINDOW_WIDTH};
use crate::memory::encoding::REGION_INDEX_WIDTH;
use crate::recv::encoding::{
    CONN_SLOT_WIDTH as RECV_CONN_WIDTH, MTU_SHIFT_WIDTH, STREAM_SLOT_WIDTH, WRITE_LATENCY,
};
use crate::sack::encoding::WINDOW_INDEX_WIDTH;

/// Clocks from a post's pulse on `m_recv_write_*` to the receive table's refusal on
/// `s_recv_error_*`: the top level's register stage on the table's write port, then the
/// table's `WRITE_LATENCY`. The post's write response waits as long (`post_wait`, whose
/// last bit, bit 1, is named by literal in the circuit).
pub const POST_VERDICT_DELAY: usize = 1 + WRITE_LATENCY as usize;
const _: () = assert!(POST_VERDICT_DELAY == 2, "post_wait's last bit is bit 1");

/// Bits of the word index decoded: `addr[AW-1:2]`.
const WORD_WIDTH: usize = AW - 2;

/// The MetaRoCE register block (Verilog module `metaroce_regs`).
#[derive(LogicBlock, Default)]
pub struct RegisterBlock {
    /// Core clock.
    pub clk: Signal<In, Clock>,
    /// Synchronous reset, active high: registers to their reset values, counters to zero,
    /// transactions in progress dropped.
    pub rst: Signal<In, bool>,
    /// AXI-Lite write address.
    pub s_axil_awaddr: Signal<In, Bits<AW>>,
    /// AXI-Lite write protection (ignored).
    pub s_axil_awprot: Signal<In, Bits<3>>,
    /// AXI-Lite write address valid.
    pub s_axil_awvalid: Signal<In, bool>,
    /// AXI-Lite write address ready.
    pub s_axil_awready: Signal<Out, bool>,
    /// AXI-Lite write data.
    pub s_axil_wdata: Signal<In, Bits<32>>,
    /// AXI-Lite write strobes.
    pub s_axil_wstrb: Signal<In, Bits<SW>>,
    /// AXI-Lite write data valid.
    pub s_axil_wvalid: Signal<In, bool>,
    /// AXI-Lite write data ready.
    pub s_axil_wready: Signal<Out, bool>,
    /// AXI-Lite write response (always OKAY).
    pub s_axil_bresp: Signal<Out, Bits<2>>,
    /// AXI-Lite write response valid.
    pub s_axil_bvalid: Signal<Out, bool>,
    /// AXI-Lite write response ready.
    pub s_axil_bready: Signal<In, bool>,
    /// AXI-Lite read address.
    pub s_axil_araddr: Signal<In, Bits<AW>>,
    /// AXI-Lite read protection (ignored).
    pub s_axil_arprot: Signal<In, Bits<3>>,
    /// AXI-Lite read address valid.
    pub s_axil_arvalid: Signal<In, bool>,
    /// AXI-Lite read address ready.
    pub s_axil_arready: Signal<Out, bool>,
    /// AXI-Lite read data.
    pub s_axil_rdata: Signal<Out, Bits<32>>,
    /// AXI-Lite read response (always OKAY).
    pub s_axil_rresp: Signal<Out, Bits<2>>,
    /// AXI-Lite read data valid.
    pub s_axil_rvalid: Signal<Out, bool>,
    /// AXI-Lite read data ready.
    pub s_axil_rready: Signal<In, bool>,

    /// The MetaRoCE UDP port (to the RX parser).
    pub udp_port: Signal<Out, Bits<16>>,
    /// K (to the SACK unit).
    pub ack_every: Signal<Out, Bits<16>>,
    /// The ACK timer in clocks.
    pub ack_timer: Signal<Out, Bits<32>>,
    /// The rate hint for ACKs, Mb/s.
    pub rate_hint: Signal<Out, Bits<32>>,
    /// This port's IPv4 address.
    pub local_ip: Signal<Out, Bits<32>>,
    /// This port's Ethernet address.
    pub local_mac: Signal<Out, Bits<48>>,

    /// Connection table write port (`metaroce_conn_table`'s `s_conn_write_*`): one-clock pulse.
    pub m_conn_write_valid: Signal<Out, bool>,
    /// Slot.
    pub m_conn_write_slot: Signal<Out, Bits<CONN_SLOT_WIDTH>>,
    /// Store (true) or empty the slot.
    pub m_conn_write_enable: Signal<Out, bool>,
    /// Established.
    pub m_conn_write_established: Signal<Out, bool>,
    /// Local connection id.
    pub m_conn_write_conn_id: Signal<Out, Bits<32>>,
    /// Peer address.
    pub m_conn_write_peer_ip: Signal<Out, Bits<32>>,
    /// Path count.
    pub m_conn_write_path_count: Signal<Out, Bits<PATH_COUNT_WIDTH>>,
    /// Peer connection id.
    pub m_conn_write_peer_conn_id: Signal<Out, Bits<32>>,
    /// Peer MetaRoCE port.
    pub m_conn_write_peer_port: Signal<Out, Bits<16>>,
    /// Peer Ethernet address.
    pub m_conn_write_peer_mac: Signal<Out, Bits<48>>,
    /// Connection table path-epoch write port: one-clock pulse.
    pub m_path_write_valid: Signal<Out, bool>,
    /// Window index.
    pub m_path_write_window: Signal<Out, Bits<WINDOW_WIDTH>>,
    /// Epoch.
    pub m_path_write_epoch: Signal<Out, Bits<8>>,

    /// Memory-region table write port (`metaroce_mr_table`'s `s_write_*`): one-clock pulse.
    pub m_mr_write_valid: Signal<Out, bool>,
    /// Slot.
    pub m_mr_write_index: Signal<Out, Bits<REGION_INDEX_WIDTH>>,
    /// Store (true) or empty the slot.
    pub m_mr_write_enable: Signal<Out, bool>,
    /// Key.
    pub m_mr_write_key: Signal<Out, Bits<32>>,
    /// Base address.
    pub m_mr_write_base: Signal<Out, Bits<64>>,
    /// Length.
    pub m_mr_write_length: Signal<Out, Bits<64>>,
    /// Grants remote write.
    pub m_mr_write_remote_write: Signal<Out, bool>,
    /// Grants local write (a posted receive's buffer may be written by SENDs).
    pub m_mr_write_local_write: Signal<Out, bool>,

    /// The window whose CE count `s_ce_count` shows (`CE_WINDOW`).
    pub ce_window: Signal<Out, Bits<WINDOW_INDEX_WIDTH>>,
    /// The CE count of window `ce_window` (read as `CE_COUNT`).
    pub s_ce_count: Signal<In, Bits<32>>,
    /// The SEND receive table's MTU shift (`metaroce_recv_table`'s `mtu_shift`).
    pub recv_mtu_shift: Signal<Out, Bits<MTU_SHIFT_WIDTH>>,
    /// SEND receive table write port (`metaroce_recv_table`'s `s_write_*`): one-clock pulse.
    pub m_recv_write_valid: Signal<Out, bool>,
    /// Post a receive (true) or bind / unbind the slot (false).
    pub m_recv_write_post: Signal<Out, bool>,
    /// Stream slot.
    pub m_recv_write_slot: Signal<Out, Bits<STREAM_SLOT_WIDTH>>,
    /// Bind: bind (true) or unbind (false); low for a post.
    pub m_recv_write_enable: Signal<Out, bool>,
    /// Bind: connection slot.
    pub m_recv_write_conn: Signal<Out, Bits<RECV_CONN_WIDTH>>,
    /// Bind: stream id.
    pub m_recv_write_stream: Signal<Out, Bits<32>>,
    /// Post: region key.
    pub m_recv_write_key: Signal<Out, Bits<32>>,
    /// Post: buffer address.
    pub m_recv_write_addr: Signal<Out, Bits<64>>,
    /// Post: buffer length.
    pub m_recv_write_len: Signal<Out, Bits<64>>,
    /// The table refused the post of [`POST_VERDICT_DELAY`] clocks ago: ring full.
    pub s_recv_error_full: Signal<In, bool>,
    /// The table refused the post of [`POST_VERDICT_DELAY`] clocks ago: slot not bound.
    pub s_recv_error_unbound: Signal<In, bool>,
    /// The table refused the post of [`POST_VERDICT_DELAY`] clocks ago: too long.
    pub s_recv_error_too_long: Signal<In, bool>,
    /// The SACK unit refused an update (`m_update_refused`: a window updated in two
    /// consecutive clocks, which the datapath never does) or a command the top level let go
    /// (only for a clock without an update): `ERROR` bit 7, a hardware fault.
    pub s_sack_refused: Signal<In, bool>,
    /// A receive completed (`metaroce_recv_table`'s `m_cpl_*`): into the completion FIFO.
    pub s_cpl_valid: Signal<In, bool>,
    /// Its stream slot.
    pub s_cpl_slot: Signal<In, Bits<STREAM_SLOT_WIDTH>>,
    /// Its MSN.
    pub s_cpl_msn: Signal<In, Bits<32>>,
    /// Its bytes.
    pub s_cpl_bytes: Signal<In, Bits<32>>,
    /// Its status (`recv::encoding::STATUS_*`).
    pub s_cpl_status: Signal<In, bool>,

    /// SACK unit command "start window at base" (`metaroce_sack_ring_unit`'s `s_cmd_*` with
    /// `s_cmd_op` = start), held until taken.
    pub m_sack_cmd_valid: Signal<Out, bool>,
    /// The SACK unit takes the command.
    pub m_sack_cmd_ready: Signal<In, bool>,
    /// Window.
    pub m_sack_cmd_window: Signal<Out, Bits<WINDOW_INDEX_WIDTH>>,
    /// First expected PSN.
    pub m_sack_cmd_base: Signal<Out, Bits<32>>,

    /// The ACK a PROBE asks for (`PROBE_COMMIT`), held until taken; the write's response
    /// waits for the take. The window, its receive epoch and the peer's addressing are the
    /// staged `PATH_WINDOW`, `PATH_EPOCH` and `CONN_PEER_*` (`m_path_write_*`,
    /// `m_conn_write_peer_*`, stable while the command waits: no other write is taken).
    pub m_probe_valid: Signal<Out, bool>,
    /// The top level takes it.
    pub m_probe_ready: Signal<In, bool>,
    /// The PROBE started the window afresh (a newer epoch): its ACK state is the fresh
    /// window's (cum PSN `m_probe_base`, no bit, CE count 0, the PROBE's timestamp).
    pub m_probe_fresh: Signal<Out, bool>,
    /// The fresh window's first PSN (`SACK_BASE`).
    pub m_probe_base: Signal<Out, Bits<32>>,
    /// The PROBE's UDP source port: the path's ACKs go to it from now on.
    pub m_probe_src_port: Signal<Out, Bits<16>>,
    /// The PROBE's send timestamp.
    pub m_probe_timestamp: Signal<Out, Bits<64>>,

    /// The RX parser gave a verdict (`metaroce_rx_parser`'s `m_header_valid`).
    pub s_parser_verdict_valid: Signal<In, bool>,
    /// Its code (`parser::encoding::REASON_*`).
    pub s_parser_verdict_reason: Signal<In, Bits<4>>,
    /// Count one packet dropped as `DropCounters::unknown_connection`.
    pub s_drop_unknown_connection: Signal<In, bool>,
    /// Count one packet dropped as `DropCounters::not_established`.
    pub s_drop_not_established: Signal<In, bool>,
    /// Count one packet dropped as `DropCounters::bad_path`.
    pub s_drop_bad_path: Signal<In, bool>,
    /// Count one packet dropped as `DropCounters::stale_epoch`.
    pub s_drop_stale_epoch: Signal<In, bool>,
    /// Count one packet dropped as `DropCounters::duplicate`.
    pub s_drop_duplicate: Signal<In, bool>,
    /// Count one packet dropped as `DropCounters::out_of_window`.
    pub s_drop_out_of_window: Signal<In, bool>,
    /// Count one packet dropped as `DropCounters::access_violation`.
    pub s_drop_access_violation: Signal<In, bool>,
    /// Count one NACK dropped because the NACK queue was full.
    pub s_nack_dropped: Signal<In, bool>,
    /// Count one SEND NACKed as `DropCounters::receiver_not_ready`.
    pub s_drop_receiver_not_ready: Signal<In, bool>,

    cpl: CplFifo,

    aw_held: DFF<bool>,
    aw_addr: DFF<Bits<AW>>,
    w_held: DFF<bool>,
    w_data: DFF<Bits<32>>,
    w_strb: DFF<Bits<SW>>,
    bvalid: DFF<bool>,
    rvalid: DFF<bool>,
    rdata: DFF<Bits<32>>,
    err_value_rejected: DFF<bool>,
    err_bad_address: DFF<bool>,
    err_sack_busy: DFF<bool>,
    err_recv_full: DFF<bool>,
    err_recv_unbound: DFF<bool>,
    err_recv_too_long: DFF<bool>,
    err_cpl_overflow: DFF<bool>,
    err_sack_refused: DFF<bool>,
    recv_write_pulse: DFF<bool>,
    recv_commit_post: DFF<bool>,
    recv_commit_enable: DFF<bool>,
    /// A post's response waits [`POST_VERDICT_DELAY`] clocks (a shift register, one bit a
    /// clock), so the table's refusal is in `ERROR` before it.
    post_wait: DFF<Bits<POST_VERDICT_DELAY>>,
    reg_recv_mtu_shift: DFF<Bits<32>>,
    reg_recv_slot: DFF<Bits<32>>,
    reg_recv_conn_slot: DFF<Bits<32>>,
    reg_recv_stream: DFF<Bits<32>>,
    reg_recv_key: DFF<Bits<32>>,
    reg_recv_addr_lo: DFF<Bits<32>>,
    reg_recv_addr_hi: DFF<Bits<32>>,
    reg_recv_len_lo: DFF<Bits<32>>,
    reg_recv_len_hi: DFF<Bits<32>>,
    reg_ce_window: DFF<Bits<32>>,
    count_receiver_not_ready: DFF<Bits<32>>,
    count_cpl_dropped: DFF<Bits<32>>,
    mr_commit_local_write: DFF<bool>,
    cpl_pop: DFF<bool>,
    cpl_h_valid: DFF<bool>,
    cpl_h_entry: DFF<CplEntry>,
    cpl_h_count: DFF<Bits<9>>,
    rd_wait: DFF<bool>,
    /// The word index of the read in progress as a one-hot (words 0–127; none above: no
    /// register lives there), decoded from the address before its register, so each
    /// group's select is an AND-OR on flip-flops (the top level's route at a4a1051 had the
    /// index's decode and the eight-way select in one clock, −0.26 ns).
    rd_word_oh: DFF<Bits<128>>,
    grp_wait: DFF<bool>,
    read_group0: DFF<Bits<32>>,
    read_group1: DFF<Bits<32>>,
    read_group2: DFF<Bits<32>>,
    read_group3: DFF<Bits<32>>,
    read_group4: DFF<Bits<32>>,
    read_group5: DFF<Bits<32>>,
    read_group6: DFF<Bits<32>>,
    read_group7: DFF<Bits<32>>,
    read_group8: DFF<Bits<32>>,
    read_group9: DFF<Bits<32>>,
    read_group10: DFF<Bits<32>>,
    read_group11: DFF<Bits<32>>,
    conn_write_pulse: DFF<bool>,
    conn_commit_enable: DFF<bool>,
    conn_commit_established: DFF<bool>,
    path_write_pulse: DFF<bool>,
    mr_write_pulse: DFF<bool>,
    mr_commit_enable: DFF<bool>,
    mr_commit_remote_write: DFF<bool>,
    sack_pending: DFF<bool>,
    probe_pending: DFF<bool>,
    probe_fresh: DFF<bool>,
    reg_probe_port: DFF<Bits<32>>,
    reg_probe_ts_lo: DFF<Bits<32>>,
    reg_probe_ts_hi: DFF<Bits<32>>,
    sack_cmd_window: DFF<Bits<32>>,
    sack_cmd_base: DFF<Bits<32>>,
    reg_udp_port: DFF<Bits<32>>,
    reg_ack_every: DFF<Bits<32>>,
    reg_ack_timer: DFF<Bits<32>>,
    reg_rate_hint: DFF<Bits<32>>,
    reg_local_ip: DFF<Bits<32>>,
    reg_local_mac_lo: DFF<Bits<32>>,
    reg_local_mac_hi: DFF<Bits<32>>,
    reg_conn_slot: DFF<Bits<32>>,
    reg_conn_id: DFF<Bits<32>>,
    reg_conn_peer_ip: DFF<Bits<32>>,
    reg_conn_peer_conn_id: DFF<Bits<32>>,
    reg_conn_peer_port: DFF<Bits<32>>,
    reg_conn_peer_mac_lo: DFF<Bits<32>>,
    reg_conn_peer_mac_hi: DFF<Bits<32>>,
    reg_conn_path_count: DFF<Bits<32>>,
    reg_path_window: DFF<Bits<32>>,
    reg_path_epoch: DFF<Bits<32>>,
    reg_mr_index: DFF<Bits<32>>,
    reg_mr_key: DFF<Bits<32>>,
    reg_mr_base_lo: DFF<Bits<32>>,
    reg_mr_base_hi: DFF<Bits<32>>,
    reg_mr_length_lo: DFF<Bits<32>>,
    reg_mr_length_hi: DFF<Bits<32>>,
    reg_sack_window: DFF<Bits<32>>,
    reg_sack_base: DFF<Bits<32>>,
    count_ok: DFF<Bits<32>>,
    count_truncated: DFF<Bits<32>>,
    count_bad_length: DFF<Bits<32>>,
    count_bad_ethertype: DFF<Bits<32>>,
    count_bad_ip_header: DFF<Bits<32>>,
    count_bad_ip_checksum: DFF<Bits<32>>,
    count_bad_port: DFF<Bits<32>>,
    count_bad_version: DFF<Bits<32>>,
    count_bad_opcode: DFF<Bits<32>>,
    count_bad_field: DFF<Bits<32>>,
    count_bad_frame: DFF<Bits<32>>,
    count_unknown_connection: DFF<Bits<32>>,
    count_not_established: DFF<Bits<32>>,
    count_bad_path: DFF<Bits<32>>,
    count_stale_epoch: DFF<Bits<32>>,
    count_duplicate: DFF<Bits<32>>,
    count_out_of_window: DFF<Bits<32>>,
    count_access_violation: DFF<Bits<32>>,
    count_nack_dropped: DFF<Bits<32>>,
    /// A write taken from the channels, applied the clock after (the strobe merge and the
    /// register update get a clock of their own, after the range checks' clock).
    wr_go: DFF<bool>,
    wr_word: DFF<Bits<WORD_WIDTH>>,
    wr_mask: DFF<Bits<32>>,
    wr_strobed: DFF<Bits<32>>,
    /// The range checks of the write, made in the clock it is taken so that the clock it is
    /// applied in holds only the merge and the reject OR. A stored register never has a bit
    /// set above its range (every write to it passes these checks; its reset value is in
    /// range), so "bits at or above N set after the strobe merge" is "bits at or above N
    /// set in the strobed data", whatever register the write is for.
    wr_above_3: DFF<bool>,
    wr_above_4: DFF<bool>,
    wr_above_6: DFF<bool>,
    wr_above_8: DFF<bool>,
    wr_above_12: DFF<bool>,
    wr_above_16: DFF<bool>,
    /// The checks that need the register's old bits: each register's own, made every
    /// write whatever its address.
    wr_udp_port_zero: DFF<bool>,
    wr_ack_every_zero: DFF<bool>,
    wr_ack_timer_zero: DFF<bool>,
    wr_path_count_over_8: DFF<bool>,
    wr_mtu_shift_under_6: DFF<bool>,

    do_write: Signal<Local, bool>,
    do_read: Signal<Local, bool>,
    read_busy: Signal<Local, bool>,
    write_word: Signal<Local, Bits<WORD_WIDTH>>,
    read_word: Signal<Local, Bits<WORD_WIDTH>>,
    read_word_oh: Signal<Local, Bits<128>>,
    read_acc0: Signal<Local, Bits<32>>,
    read_acc1: Signal<Local, Bits<32>>,
    read_acc2: Signal<Local, Bits<32>>,
    read_acc3: Signal<Local, Bits<32>>,
    read_acc4: Signal<Local, Bits<32>>,
    read_acc5: Signal<Local, Bits<32>>,
    read_acc6: Signal<Local, Bits<32>>,
    read_acc7: Signal<Local, Bits<32>>,
    read_acc8: Signal<Local, Bits<32>>,
    read_acc9: Signal<Local, Bits<32>>,
    read_acc10: Signal<Local, Bits<32>>,
    read_acc11: Signal<Local, Bits<32>>,
    byte_mask_0: Signal<Local, Bits<32>>,
    byte_mask_1: Signal<Local, Bits<32>>,
    byte_mask_2: Signal<Local, Bits<32>>,
    byte_mask_3: Signal<Local, Bits<32>>,
    mask: Signal<Local, Bits<32>>,
    strobed: Signal<Local, Bits<32>>,
    udp_port_merged: Signal<Local, Bits<16>>,
    ack_every_merged: Signal<Local, Bits<16>>,
    ack_timer_merged: Signal<Local, Bits<12>>,
    path_count_merged: Signal<Local, Bits<4>>,
    mtu_shift_merged: Signal<Local, Bits<4>>,
    value: Signal<Local, Bits<32>>,
    reject: Signal<Local, bool>,
    bad_address: Signal<Local, bool>,
    sack_taken: Signal<Local, bool>,
    read_value: Signal<Local, Bits<32>>,
    cpl_info: Signal<Local, Bits<32>>,
    cpl_msn: Signal<Local, Bits<32>>,
    cpl_bytes: Signal<Local, Bits<32>>,
}

impl Logic for RegisterBlock {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self,
            clk,
            aw_held,
            aw_addr,
            w_held,
            w_data,
            w_strb,
            bvalid,
            rvalid,
            rdata,
            err_value_rejected,
            err_bad_address,
            err_sack_busy,
            err_recv_full,
            err_recv_unbound,
            err_recv_too_long,
            err_cpl_overflow,
            err_sack_refused,
            recv_write_pulse,
            recv_commit_post,
            recv_commit_enable,
            post_wait,
            reg_recv_mtu_shift,
            reg_recv_slot,
            reg_recv_conn_slot,
            reg_recv_stream,
            reg_recv_key,
            reg_recv_addr_lo,
            reg_recv_addr_hi,
            reg_recv_len_lo,
            reg_recv_len_hi,
            reg_ce_window,
            count_receiver_not_ready,
            count_cpl_dropped,
            mr_commit_local_write,
            cpl_pop,
            cpl_h_valid,
            cpl_h_entry,
            cpl_h_count,
            rd_wait,
            rd_word_oh,
            grp_wait,
            read_group0,
            read_group1,
            read_group2,
            read_group3,
            read_group4,
            read_group5,
            read_group6,
            read_group7,
            read_group8,
            read_group9,
            read_group10,
            read_group11,
            conn_write_pulse,
            conn_commit_enable,
            conn_commit_established,
            path_write_pulse,
            mr_write_pulse,
            mr_commit_enable,
            mr_commit_remote_write,
            sack_pending,
            probe_pending,
            probe_fresh,
            reg_probe_port,
            reg_probe_ts_lo,
            reg_probe_ts_hi,
            sack_cmd_window,
            sack_cmd_base,
            reg_udp_port,
            reg_ack_every,
            reg_ack_timer,
            reg_rate_hint,
            reg_local_ip,
            reg_local_mac_lo,
            reg_local_mac_hi,
            reg_conn_slot,
            reg_conn_id,
            reg_conn_peer_ip,
            reg_conn_peer_conn_id,
            reg_conn_peer_port,
            reg_conn_peer_mac_lo,
            reg_conn_peer_mac_hi,
            reg_conn_path_count,
            reg_path_window,
            reg_path_epoch,
            reg_mr_index,
            reg_mr_key,
            reg_mr_base_lo,
            reg_mr_base_hi,
            reg_mr_length_lo,
            reg_mr_length_hi,
            reg_sack_window,
            reg_sack_base,
            count_ok,
            count_truncated,
            count_bad_length,
            count_bad_ethertype,
            count_bad_ip_header,
            count_bad_ip_checksum,
            count_bad_port,
            count_bad_version,
            count_bad_opcode,
            count_bad_field,
            count_bad_frame,
            count_unknown_connection,
            count_not_established,
            count_bad_path,
            count_stale_epoch,
            count_duplicate,
            count_out_of_window,
            count_access_violation,
            count_nack_dropped,
            wr_go,
            wr_word,
            wr_mask,
            wr_strobed,
            wr_above_3,
            wr_above_4,
            wr_above_6,
            wr_above_8,
            wr_above_12,
            wr_above_16,
            wr_udp_port_zero,
            wr_ack_every_zero,
            wr_ack_timer_zero,
            wr_path_count_over_8,
            wr_mtu_shift_under_6
        );

        // Write channel: address and data each into a holding register when it is empty.
        self.s_axil_awready.next = !self.aw_held.q.val();
        self.s_axil_wready.next = !self.w_held.q.val();
        if self.s_axil_awvalid.val() & !self.aw_held.q.val() {
            self.aw_held.d.next = true;
            self.aw_addr.d.next = self.s_axil_awaddr.val();
        }
        if self.s_axil_wvalid.val() & !self.w_held.q.val() {
            self.w_held.d.next = true;
            self.w_data.d.next = self.s_axil_wdata.val();
            self.w_strb.d.next = self.s_axil_wstrb.val();
        }
        self.cpl.clk.next = self.clk.val();
        self.cpl.rst.next = self.rst.val();
        self.do_write.next = self.aw_held.q.val()
            & self.w_held.q.val()
            & !self.bvalid.q.val()
            & !self.wr_go.q.val()
            & !self.post_wait.q.val().any()
            & !self.probe_pending.q.val();
        if self.bvalid.q.val() & self.s_axil_bready.val() {
            self.bvalid.d.next = false;
        }
        self.s_axil_bvalid.next = self.bvalid.q.val();
        self.s_axil_bresp.next = 0.into(); // OKAY

        // The strobed bytes of the write data replace those of the register's old value.
        self.byte_mask_0.next = 0.into();
        self.byte_mask_1.next = 0.into();
        self.byte_mask_2.next = 0.into();
        self.byte_mask_3.next = 0.into();
        if self.w_strb.q.val().get_bit(0) {
            self.byte_mask_0.next = 0xff.into();
        }
        if self.w_strb.q.val().get_bit(1) {
            self.byte_mask_1.next = 0xff00.into();
        }
        if self.w_strb.q.val().get_bit(2) {
            self.byte_mask_2.next = 0xff_0000.into();
        }
        if self.w_strb.q.val().get_bit(3) {
            self.byte_mask_3.next = 0xff00_0000_u64.into();
        }
        self.mask.next = self.byte_mask_0.val()
            | self.byte_mask_1.val()
            | self.byte_mask_2.val()
            | self.byte_mask_3.val();
        self.strobed.next = self.w_data.q.val() & self.mask.val();
        self.write_word.next = self.aw_addr.q.val().get_bits::<WORD_WIDTH>(2);
        // The low bits of the registers whose checks need them, merged as the write would.
        self.udp_port_merged.next = (self.reg_udp_port.q.val().get_bits::<16>(0)
            & !self.mask.val().get_bits::<16>(0))
            | self.strobed.val().get_bits::<16>(0);
        self.ack_every_merged.next = (self.reg_ack_every.q.val().get_bits::<16>(0)
            & !self.mask.val().get_bits::<16>(0))
            | self.strobed.val().get_bits::<16>(0);
        self.ack_timer_merged.next = (self.reg_ack_timer.q.val().get_bits::<12>(0)
            & !self.mask.val().get_bits::<12>(0))
            | self.strobed.val().get_bits::<12>(0);
        self.path_count_merged.next = (self.reg_conn_path_count.q.val().get_bits::<4>(0)
            & !self.mask.val().get_bits::<4>(0))
            | self.strobed.val().get_bits::<4>(0);
        self.mtu_shift_merged.next = (self.reg_recv_mtu_shift.q.val().get_bits::<4>(0)
            & !self.mask.val().get_bits::<4>(0))
            | self.strobed.val().get_bits::<4>(0);

        // Pulses last one clock; the SACK command waits for the unit.
        self.conn_write_pulse.d.next = false;
        self.path_write_pulse.d.next = false;
        self.mr_write_pulse.d.next = false;
        self.recv_write_pulse.d.next = false;
        self.post_wait.d.next = self.post_wait.q.val() << 1;
        if self.post_wait.q.val().get_bit(1) {
            self.bvalid.d.next = true;
        }
        // A PROBE's ACK waits for the top level; its write response follows the take.
        if self.probe_pending.q.val() & self.m_probe_ready.val() {
            self.probe_pending.d.next = false;
            self.bvalid.d.next = true;
        }
        self.sack_taken.next = self.sack_pending.q.val() & self.m_sack_cmd_ready.val();
        if self.sack_taken.val() {
            self.sack_pending.d.next = false;
        }

        // The write, register by register.
        self.value.next = 0.into();
        self.reject.next = false;
        self.bad_address.next = false;
        // A write is taken in one clock and applied in the next; its response follows.
        self.wr_go.d.next = false;
        if self.do_write.val() {
            self.aw_held.d.next = false;
            self.w_held.d.next = false;
            self.wr_go.d.next = true;
            self.wr_word.d.next = self.write_word.val();
            self.wr_mask.d.next = self.mask.val();
            self.wr_strobed.d.next = self.strobed.val();
            self.wr_above_3.d.next = self.strobed.val().get_bits::<29>(3).any();
            self.wr_above_4.d.next = self.strobed.val().get_bits::<28>(4).any();
            self.wr_above_6.d.next = self.strobed.val().get_bits::<26>(6).any();
            self.wr_above_8.d.next = self.strobed.val().get_bits::<24>(8).any();
            self.wr_above_12.d.next = self.strobed.val().get_bits::<20>(12).any();
            self.wr_above_16.d.next = self.strobed.val().get_bits::<16>(16).any();
            self.wr_udp_port_zero.d.next = !self.udp_port_merged.val().any();
            self.wr_ack_every_zero.d.next = !self.ack_every_merged.val().any();
            self.wr_ack_timer_zero.d.next = !self.ack_timer_merged.val().any();
            self.wr_path_count_over_8.d.next = self.path_count_merged.val() > 8;
            self.wr_mtu_shift_under_6.d.next = self.mtu_shift_merged.val() < 6;
        }
        if self.wr_go.q.val() {
            self.bvalid.d.next = true;
            match self.wr_word.q.val().index() {
                3 => {
                    // ERROR: write 1 to clear.
                    if self.wr_strobed.q.val().get_bit(0) {
                        self.err_value_rejected.d.next = false;
                    }
                    if self.wr_strobed.q.val().get_bit(1) {
                        self.err_bad_address.d.next = false;
                    }
                    if self.wr_strobed.q.val().get_bit(2) {
                        self.err_sack_busy.d.next = false;
                    }
                    if self.wr_strobed.q.val().get_bit(3) {
                        self.err_recv_full.d.next = false;
                    }
                    if self.wr_strobed.q.val().get_bit(4) {
                        self.err_recv_unbound.d.next = false;
                    }
                    if self.wr_strobed.q.val().get_bit(5) {
                        self.err_recv_too_long.d.next = false;
                    }
                    if self.wr_strobed.q.val().get_bit(6) {
                        self.err_cpl_overflow.d.next = false;
                    }
                    if self.wr_strobed.q.val().get_bit(7) {
                        self.err_sack_refused.d.next = false;
                    }
                }
                4 => {
                    // UDP_PORT
                    self.value.next = (self.reg_udp_port.q.val() & !self.wr_mask.q.val())
                        | self.wr_strobed.q.val();
                    if self.wr_above_16.q.val() | self.wr_udp_port_zero.q.val() {
                        self.reject.next = true;
                    } else {
                        self.reg_udp_port.d.next = self.value.val();
                    }
                }
                5 => {
                    // ACK_EVERY
                    self.value.next = (self.reg_ack_every.q.val() & !self.wr_mask.q.val())
                        | self.wr_strobed.q.val();
                    if self.wr_above_16.q.val() | self.wr_ack_every_zero.q.val() {
                        self.reject.next = true;
                    } else {
                        self.reg_ack_every.d.next = self.value.val();
                    }
                }
                6 => {
                    // ACK_TIMER: 1..=4095 (the ACK scheduler's delay line, MAX_ACK_DELAY)
                    self.value.next = (self.reg_ack_timer.q.val() & !self.wr_mask.q.val())
                        | self.wr_strobed.q.val();
                    if self.wr_above_12.q.val() | self.wr_ack_timer_zero.q.val() {
                        self.reject.next = true;
                    } else {
                        self.reg_ack_timer.d.next = self.value.val();
                    }
                }
                7 => {
                    // RATE_HINT
                    self.value.next = (self.reg_rate_hint.q.val() & !self.wr_mask.q.val())
                        | self.wr_strobed.q.val();
                    self.reg_rate_hint.d.next = self.value.val();
                }
                8 => {
                    // LOCAL_IP
                    self.value.next = (self.reg_local_ip.q.val() & !self.wr_mask.q.val())
                        | self.wr_strobed.q.val();
                    self.reg_local_ip.d.next = self.value.val();
                }
                9 => {
                    // LOCAL_MAC_LO
                    self.value.next = (self.reg_local_mac_lo.q.val() & !self.wr_mask.q.val())
                        | self.wr_strobed.q.val();
                    self.reg_local_mac_lo.d.next = self.value.val();
                }
                10 => {
                    // LOCAL_MAC_HI
                    self.value.next = (self.reg_local_mac_hi.q.val() & !self.wr_mask.q.val())
                        | self.wr_strobed.q.val();
                    if self.wr_above_16.q.val() {
                        self.reject.next = true;
                    } else {
                        self.reg_local_mac_hi.d.next = self.value.val();
                    }
                }
                16 => {
                    // CONN_SLOT
                    self.value.next = (self.reg_conn_slot.q.val() & !self.wr_mask.q.val())
                        | self.wr_strobed.q.val();
                    if self.wr_above_3.q.val() {
                        self.reject.next = true;
                    } else {
                        self.reg_conn_slot.d.next = self.value.val();
                    }
                }
                17 => {
                    // CONN_ID
                    self.value.next = (self.reg_conn_id.q.val() & !self.wr_mask.q.val())
                        | self.wr_strobed.q.val();
                    self.reg_conn_id.d.next = self.value.val();
                }
                18 => {
                    // CONN_PEER_IP
                    self.value.next = (self.reg_conn_peer_ip.q.val() & !self.wr_mask.q.val())
                        | self.wr_strobed.q.val();
                    self.reg_conn_peer_ip.d.next = self.value.val();
                }
                19 => {
                    // CONN_PEER_CONN_ID
                    self.value.next = (self.reg_conn_peer_conn_id.q.val() & !self.wr_mask.q.val())
                        | self.wr_strobed.q.val();
                    self.reg_conn_peer_conn_id.d.next = self.value.val();
                }
                20 => {
                    // CONN_PEER_PORT
                    self.value.next = (self.reg_conn_peer_port.q.val() & !self.wr_mask.q.val())
                        | self.wr_strobed.q.val();
                    if self.wr_above_16.q.val() {
                        self.reject.next = true;
                    } else {
                        self.reg_conn_peer_port.d.next = self.value.val();
                    }
                }
                21 => {
                    // CONN_PEER_MAC_LO
                    self.value.next = (self.reg_conn_peer_mac_lo.q.val() & !self.wr_mask.q.val())
                        | self.wr_strobed.q.val();
                    self.reg_conn_peer_mac_lo.d.next = self.value.val();
                }
                22 => {
                    // CONN_PEER_MAC_HI
                    self.value.next = (self.reg_conn_peer_mac_hi.q.val() & !self.wr_mask.q.val())
                        | self.wr_strobed.q.val();
                    if self.wr_above_16.q.val() {
                        self.reject.next = true;
                    } else {
                        self.reg_conn_peer_mac_hi.d.next = self.value.val();
                    }
                }
                23 => {
                    // CONN_PATH_COUNT
                    self.value.next = (self.reg_conn_path_count.q.val() & !self.wr_mask.q.val())
                        | self.wr_strobed.q.val();
                    if self.wr_above_4.q.val() | self.wr_path_count_over_8.q.val() {
                        self.reject.next = true;
                    } else {
                        self.reg_conn_path_count.d.next = self.value.val();
                    }
                }
                25 => {
                    // PATH_WINDOW
                    self.value.next = (self.reg_path_window.q.val() & !self.wr_mask.q.val())
                        | self.wr_strobed.q.val();
                    if self.wr_above_6.q.val() {
                        self.reject.next = true;
                    } else {
                        self.reg_path_window.d.next = self.value.val();
                    }
                }
                26 => {
                    // PATH_EPOCH
                    self.value.next = (self.reg_path_epoch.q.val() & !self.wr_mask.q.val())
                        | self.wr_strobed.q.val();
                    if self.wr_above_8.q.val() {
                        self.reject.next = true;
                    } else {
                        self.reg_path_epoch.d.next = self.value.val();
                    }
                }
                32 => {
                    // MR_INDEX
                    self.value.next = (self.reg_mr_index.q.val() & !self.wr_mask.q.val())
                        | self.wr_strobed.q.val();
                    if self.wr_above_8.q.val() {
                        self.reject.next = true;
                    } else {
                        self.reg_mr_index.d.next = self.value.val();
                    }
                }
                33 => {
                    // MR_KEY
                    self.value.next =
                        (self.reg_mr_key.q.val() & !self.wr_mask.q.val()) | self.wr_strobed.q.val();
                    self.reg_mr_key.d.next = self.value.val();
                }
                34 => {
                    // MR_BASE_LO
                    self.value.next = (self.reg_mr_base_lo.q.val() & !self.wr_mask.q.val())
                        | self.wr_strobed.q.val();
                    self.reg_mr_base_lo.d.next = self.value.val();
                }
                35 => {
                    // MR_BASE_HI
                    self.value.next = (self.reg_mr_base_hi.q.val() & !self.wr_mask.q.val())
                        | self.wr_strobed.q.val();
                    self.reg_mr_base_hi.d.next = self.value.val();
                }
                36 => {
                    // MR_LENGTH_LO
                    self.value.next = (self.reg_mr_length_lo.q.val() & !self.wr_mask.q.val())
                        | self.wr_strobed.q.val();
                    self.reg_mr_length_lo.d.next = self.value.val();
                }
                37 => {
                    // MR_LENGTH_HI
                    self.value.next = (self.reg_mr_length_hi.q.val() & !self.wr_mask.q.val())
                        | self.wr_strobed.q.val();
                    self.reg_mr_length_hi.d.next = self.value.val();
                }
                40 => {
                    // SACK_WINDOW
                    self.value.next = (self.reg_sack_window.q.val() & !self.wr_mask.q.val())
                        | self.wr_strobed.q.val();
                    if self.wr_above_6.q.val() {
                        self.reject.next = true;
                    } else {
                        self.reg_sack_window.d.next = self.value.val();
                    }
                }
                41 => {
                    // SACK_BASE
                    self.value.next = (self.reg_sack_base.q.val() & !self.wr_mask.q.val())
                        | self.wr_strobed.q.val();
                    self.reg_sack_base.d.next = self.value.val();
                }
                44 => {
                    // RECV_MTU_SHIFT: 6..=15
                    self.value.next = (self.reg_recv_mtu_shift.q.val() & !self.wr_mask.q.val())
                        | self.wr_strobed.q.val();
                    if self.wr_above_4.q.val() | self.wr_mtu_shift_under_6.q.val() {
                        self.reject.next = true;
                    } else {
                        self.reg_recv_mtu_shift.d.next = self.value.val();
                    }
                }
                45 => {
                    // RECV_SLOT
                    self.value.next = (self.reg_recv_slot.q.val() & !self.wr_mask.q.val())
                        | self.wr_strobed.q.val();
                    if self.wr_above_4.q.val() {
                        self.reject.next = true;
                    } else {
                        self.reg_recv_slot.d.next = self.value.val();
                    }
                }
                46 => {
                    // RECV_CONN_SLOT
                    self.value.next = (self.reg_recv_conn_slot.q.val() & !self.wr_mask.q.val())
                        | self.wr_strobed.q.val();
                    if self.wr_above_3.q.val() {
                        self.reject.next = true;
                    } else {
                        self.reg_recv_conn_slot.d.next = self.value.val();
                    }
                }
                47 => {
                    // RECV_STREAM
                    self.value.next = (self.reg_recv_stream.q.val() & !self.wr_mask.q.val())
                        | self.wr_strobed.q.val();
                    self.reg_recv_stream.d.next = self.value.val();
                }
                49 => {
                    // RECV_KEY
                    self.value.next = (self.reg_recv_key.q.val() & !self.wr_mask.q.val())
                        | self.wr_strobed.q.val();
                    self.reg_recv_key.d.next = self.value.val();
                }
                50 => {
                    // RECV_ADDR_LO
                    self.value.next = (self.reg_recv_addr_lo.q.val() & !self.wr_mask.q.val())
                        | self.wr_strobed.q.val();
                    self.reg_recv_addr_lo.d.next = self.value.val();
                }
                51 => {
                    // RECV_ADDR_HI
                    self.value.next = (self.reg_recv_addr_hi.q.val() & !self.wr_mask.q.val())
                        | self.wr_strobed.q.val();
                    self.reg_recv_addr_hi.d.next = self.value.val();
                }
                60 => {
                    // CE_WINDOW
                    self.value.next = (self.reg_ce_window.q.val() & !self.wr_mask.q.val())
                        | self.wr_strobed.q.val();
                    if self.wr_above_6.q.val() {
                        self.reject.next = true;
                    } else {
                        self.reg_ce_window.d.next = self.value.val();
                    }
                }
                52 => {
                    // RECV_LEN_LO
                    self.value.next = (self.reg_recv_len_lo.q.val() & !self.wr_mask.q.val())
                        | self.wr_strobed.q.val();
                    self.reg_recv_len_lo.d.next = self.value.val();
                }
                53 => {
                    // RECV_LEN_HI
                    self.value.next = (self.reg_recv_len_hi.q.val() & !self.wr_mask.q.val())
                        | self.wr_strobed.q.val();
                    self.reg_recv_len_hi.d.next = self.value.val();
                }
                48 => {
                    // RECV_BIND_COMMIT
                    self.recv_write_pulse.d.next = true;
                    self.recv_commit_post.d.next = false;
                    self.recv_commit_enable.d.next = self.wr_strobed.q.val().get_bit(0);
                }
                54 => {
                    // RECV_POST_COMMIT: the response waits a clock for the table's verdict
                    self.recv_write_pulse.d.next = true;
                    self.recv_commit_post.d.next = true;
                    self.recv_commit_enable.d.next = false;
                    self.bvalid.d.next = false;
                    self.post_wait.d.next = 1.into();
                }
                24 => {
                    // CONN_COMMIT
                    self.conn_write_pulse.d.next = true;
                    self.conn_commit_enable.d.next = self.wr_strobed.q.val().get_bit(0);
                    self.conn_commit_established.d.next = self.wr_strobed.q.val().get_bit(1);
                }
                27 => {
                    // PATH_COMMIT
                    self.path_write_pulse.d.next = true;
                }
                38 => {
                    // MR_COMMIT
                    self.mr_write_pulse.d.next = true;
                    self.mr_commit_enable.d.next = self.wr_strobed.q.val().get_bit(0);
                    self.mr_commit_remote_write.d.next = self.wr_strobed.q.val().get_bit(1);
                    self.mr_commit_local_write.d.next = self.wr_strobed.q.val().get_bit(2);
                }
                28 => {
                    // PROBE_PORT
                    self.value.next = (self.reg_probe_port.q.val() & !self.wr_mask.q.val())
                        | self.wr_strobed.q.val();
                    if self.wr_above_16.q.val() {
                        self.reject.next = true;
                    } else {
                        self.reg_probe_port.d.next = self.value.val();
                    }
                }
                29 => {
                    // PROBE_TS_LO
                    self.value.next = (self.reg_probe_ts_lo.q.val() & !self.wr_mask.q.val())
                        | self.wr_strobed.q.val();
                    self.reg_probe_ts_lo.d.next = self.value.val();
                }
                30 => {
                    // PROBE_TS_HI
                    self.value.next = (self.reg_probe_ts_hi.q.val() & !self.wr_mask.q.val())
                        | self.wr_strobed.q.val();
                    self.reg_probe_ts_hi.d.next = self.value.val();
                }
                31 => {
                    // PROBE_COMMIT: the response waits until the ACK request is taken
                    self.probe_pending.d.next = true;
                    self.probe_fresh.d.next = self.wr_strobed.q.val().get_bit(0);
                    self.bvalid.d.next = false;
                }
                42 => {
                    // SACK_COMMIT
                    if self.sack_pending.q.val() & !self.sack_taken.val() {
                        self.err_sack_busy.d.next = true;
                    } else {
                        self.sack_pending.d.next = true;
                        self.sack_cmd_window.d.next = self.reg_sack_window.q.val();
                        self.sack_cmd_base.d.next = self.reg_sack_base.q.val();
                    }
                }
                _ => {
                    // Unknown or read-only (type, version, next, counters).
                    self.bad_address.next = true;
                }
            }
        }
        if self.reject.val() {
            self.err_value_rejected.d.next = true;
        }
        if self.bad_address.val() {
            self.err_bad_address.d.next = true;
        }
        if self.s_recv_error_full.val() {
            self.err_recv_full.d.next = true;
        }
        if self.s_recv_error_unbound.val() {
            self.err_recv_unbound.d.next = true;
        }
        if self.s_recv_error_too_long.val() {
            self.err_recv_too_long.d.next = true;
        }
        if self.s_sack_refused.val() {
            self.err_sack_refused.d.next = true;
        }
        if self.cpl.m_dropped.val() {
            self.err_cpl_overflow.d.next = true;
            self.count_cpl_dropped.d.next = self.count_cpl_dropped.q.val() + 1;
        }

        // Read channel: take an address while no read is in progress; it is answered two
        // clocks later, the data registered.
        self.read_busy.next = self.rvalid.q.val() | self.rd_wait.q.val() | self.grp_wait.q.val();
        self.s_axil_arready.next = !self.read_busy.val();
        self.do_read.next = self.s_axil_arvalid.val() & !self.read_busy.val();
        self.read_word.next = self.s_axil_araddr.val().get_bits::<WORD_WIDTH>(2);
        // The completion FIFO's head, 0 when none is shown: CPL_INFO is the slot (bits 3:0)
        // and the status (bit 8).
        // The head is registered out of the FIFO's RAM (its clock-to-output is most of a
        // clock) with the FIFO's count every clock; a read of CPL_STATUS, CPL_INFO, CPL_MSN
        // or CPL_BYTES taken in clock c is answered from that copy: the FIFO as of clock c.
        self.cpl_h_valid.d.next = self.cpl.m_valid.val();
        self.cpl_h_entry.d.next = self.cpl.m_entry.val();
        self.cpl_h_count.d.next = self.cpl.m_count.val();
        self.cpl_info.next = 0.into();
        self.cpl_msn.next = 0.into();
        self.cpl_bytes.next = 0.into();
        if self.cpl_h_valid.q.val() {
            self.cpl_info.next = bit_cast::<32, 4>(self.cpl_h_entry.q.val().slot)
                | (bit_cast::<32, 1>(self.cpl_h_entry.q.val().status.into()) << 8);
            self.cpl_msn.next = self.cpl_h_entry.q.val().msn;
            self.cpl_bytes.next = self.cpl_h_entry.q.val().bytes;
        }
        // The read-data select in two clocks: a group of eight words by each of twelve
        // selects on the registered one-hot word index (an eight-way AND-OR), registered,
        // then the OR of the twelve (every group is 0 outside its words).
        self.read_acc0.next = 0.into();
        if self.rd_word_oh.q.val().get_bit(0) {
            // RB_TYPE: METAROCE_RB_TYPE
            self.read_acc0.next = self.read_acc0.val() | bits::<32>(0x4d52_4345);
        }
        if self.rd_word_oh.q.val().get_bit(1) {
            // RB_VERSION: METAROCE_RB_VERSION
            self.read_acc0.next = self.read_acc0.val() | bits::<32>(0x0000_0400);
        }
        if self.rd_word_oh.q.val().get_bit(3) {
            // ERROR
            self.read_acc0.next = self.read_acc0.val()
                | (bit_cast::<32, 1>(self.err_value_rejected.q.val().into())
                    | (bit_cast::<32, 1>(self.err_bad_address.q.val().into()) << 1)
                    | (bit_cast::<32, 1>(self.err_sack_busy.q.val().into()) << 2)
                    | (bit_cast::<32, 1>(self.err_recv_full.q.val().into()) << 3)
                    | (bit_cast::<32, 1>(self.err_recv_unbound.q.val().into()) << 4)
                    | (bit_cast::<32, 1>(self.err_recv_too_long.q.val().into()) << 5)
                    | (bit_cast::<32, 1>(self.err_cpl_overflow.q.val().into()) << 6)
                    | (bit_cast::<32, 1>(self.err_sack_refused.q.val().into()) << 7));
        }
        if self.rd_word_oh.q.val().get_bit(4) {
            self.read_acc0.next = self.read_acc0.val() | self.reg_udp_port.q.val(); // UDP_PORT
        }
        if self.rd_word_oh.q.val().get_bit(5) {
            self.read_acc0.next = self.read_acc0.val() | self.reg_ack_every.q.val(); // ACK_EVERY
        }
        if self.rd_word_oh.q.val().get_bit(6) {
            self.read_acc0.next = self.read_acc0.val() | self.reg_ack_timer.q.val(); // ACK_TIMER
        }
        if self.rd_word_oh.q.val().get_bit(7) {
            self.read_acc0.next = self.read_acc0.val() | self.reg_rate_hint.q.val(); // RATE_HINT
        }
        self.read_group0.d.next = self.read_acc0.val();
        self.read_acc1.next = 0.into();
        if self.rd_word_oh.q.val().get_bit(8) {
            self.read_acc1.next = self.read_acc1.val() | self.reg_local_ip.q.val(); // LOCAL_IP
        }
        if self.rd_word_oh.q.val().get_bit(9) {
            // LOCAL_MAC_LO
            self.read_acc1.next = self.read_acc1.val() | self.reg_local_mac_lo.q.val();
        }
        if self.rd_word_oh.q.val().get_bit(10) {
            // LOCAL_MAC_HI
            self.read_acc1.next = self.read_acc1.val() | self.reg_local_mac_hi.q.val();
        }
        self.read_group1.d.next = self.read_acc1.val();
        self.read_acc2.next = 0.into();
        if self.rd_word_oh.q.val().get_bit(16) {
            self.read_acc2.next = self.read_acc2.val() | self.reg_conn_slot.q.val(); // CONN_SLOT
        }
        if self.rd_word_oh.q.val().get_bit(17) {
            self.read_acc2.next = self.read_acc2.val() | self.reg_conn_id.q.val(); // CONN_ID
        }
        if self.rd_word_oh.q.val().get_bit(18) {
            // CONN_PEER_IP
            self.read_acc2.next = self.read_acc2.val() | self.reg_conn_peer_ip.q.val();
        }
        if self.rd_word_oh.q.val().get_bit(19) {
            // CONN_PEER_CONN_ID
            self.read_acc2.next = self.read_acc2.val() | self.reg_conn_peer_conn_id.q.val();
        }
        if self.rd_word_oh.q.val().get_bit(20) {
            // CONN_PEER_PORT
            self.read_acc2.next = self.read_acc2.val() | self.reg_conn_peer_port.q.val();
        }
        if self.rd_word_oh.q.val().get_bit(21) {
            // CONN_PEER_MAC_LO
            self.read_acc2.next = self.read_acc2.val() | self.reg_conn_peer_mac_lo.q.val();
        }
        if self.rd_word_oh.q.val().get_bit(22) {
            // CONN_PEER_MAC_HI
            self.read_acc2.next = self.read_acc2.val() | self.reg_conn_peer_mac_hi.q.val();
        }
        if self.rd_word_oh.q.val().get_bit(23) {
            // CONN_PATH_COUNT
            self.read_acc2.next = self.read_acc2.val() | self.reg_conn_path_count.q.val();
        }
        self.read_group2.d.next = self.read_acc2.val();
        self.read_acc3.next = 0.into();
        if self.rd_word_oh.q.val().get_bit(25) {
            // PATH_WINDOW
            self.read_acc3.next = self.read_acc3.val() | self.reg_path_window.q.val();
        }
        if self.rd_word_oh.q.val().get_bit(26) {
            self.read_acc3.next = self.read_acc3.val() | self.reg_path_epoch.q.val(); // PATH_EPOCH
        }
        if self.rd_word_oh.q.val().get_bit(28) {
            self.read_acc3.next = self.read_acc3.val() | self.reg_probe_port.q.val(); // PROBE_PORT
        }
        if self.rd_word_oh.q.val().get_bit(29) {
            // PROBE_TS_LO
            self.read_acc3.next = self.read_acc3.val() | self.reg_probe_ts_lo.q.val();
        }
        if self.rd_word_oh.q.val().get_bit(30) {
            // PROBE_TS_HI
            self.read_acc3.next = self.read_acc3.val() | self.reg_probe_ts_hi.q.val();
        }
        self.read_group3.d.next = self.read_acc3.val();
        self.read_acc4.next = 0.into();
        if self.rd_word_oh.q.val().get_bit(32) {
            self.read_acc4.next = self.read_acc4.val() | self.reg_mr_index.q.val(); // MR_INDEX
        }
        if self.rd_word_oh.q.val().get_bit(33) {
            self.read_acc4.next = self.read_acc4.val() | self.reg_mr_key.q.val(); // MR_KEY
        }
        if self.rd_word_oh.q.val().get_bit(34) {
            self.read_acc4.next = self.read_acc4.val() | self.reg_mr_base_lo.q.val(); // MR_BASE_LO
        }
        if self.rd_word_oh.q.val().get_bit(35) {
            self.read_acc4.next = self.read_acc4.val() | self.reg_mr_base_hi.q.val(); // MR_BASE_HI
        }
        if self.rd_word_oh.q.val().get_bit(36) {
            // MR_LENGTH_LO
            self.read_acc4.next = self.read_acc4.val() | self.reg_mr_length_lo.q.val();
        }
        if self.rd_word_oh.q.val().get_bit(37) {
            // MR_LENGTH_HI
            self.read_acc4.next = self.read_acc4.val() | self.reg_mr_length_hi.q.val();
        }
        self.read_group4.d.next = self.read_acc4.val();
        self.read_acc5.next = 0.into();
        if self.rd_word_oh.q.val().get_bit(40) {
            // SACK_WINDOW
            self.read_acc5.next = self.read_acc5.val() | self.reg_sack_window.q.val();
        }
        if self.rd_word_oh.q.val().get_bit(41) {
            self.read_acc5.next = self.read_acc5.val() | self.reg_sack_base.q.val(); // SACK_BASE
        }
        if self.rd_word_oh.q.val().get_bit(42) {
            // SACK_COMMIT: a command is waiting
            self.read_acc5.next =
                self.read_acc5.val() | (bit_cast::<32, 1>(self.sack_pending.q.val().into()));
        }
        if self.rd_word_oh.q.val().get_bit(44) {
            // RECV_MTU_SHIFT
            self.read_acc5.next = self.read_acc5.val() | self.reg_recv_mtu_shift.q.val();
        }
        if self.rd_word_oh.q.val().get_bit(45) {
            self.read_acc5.next = self.read_acc5.val() | self.reg_recv_slot.q.val(); // RECV_SLOT
        }
        if self.rd_word_oh.q.val().get_bit(46) {
            // RECV_CONN_SLOT
            self.read_acc5.next = self.read_acc5.val() | self.reg_recv_conn_slot.q.val();
        }
        if self.rd_word_oh.q.val().get_bit(47) {
            // RECV_STREAM
            self.read_acc5.next = self.read_acc5.val() | self.reg_recv_stream.q.val();
        }
        self.read_group5.d.next = self.read_acc5.val();
        self.read_acc6.next = 0.into();
        if self.rd_word_oh.q.val().get_bit(49) {
            self.read_acc6.next = self.read_acc6.val() | self.reg_recv_key.q.val(); // RECV_KEY
        }
        if self.rd_word_oh.q.val().get_bit(50) {
            // RECV_ADDR_LO
            self.read_acc6.next = self.read_acc6.val() | self.reg_recv_addr_lo.q.val();
        }
        if self.rd_word_oh.q.val().get_bit(51) {
            // RECV_ADDR_HI
            self.read_acc6.next = self.read_acc6.val() | self.reg_recv_addr_hi.q.val();
        }
        if self.rd_word_oh.q.val().get_bit(52) {
            // RECV_LEN_LO
            self.read_acc6.next = self.read_acc6.val() | self.reg_recv_len_lo.q.val();
        }
        if self.rd_word_oh.q.val().get_bit(53) {
            // RECV_LEN_HI
            self.read_acc6.next = self.read_acc6.val() | self.reg_recv_len_hi.q.val();
        }
        self.read_group6.d.next = self.read_acc6.val();
        self.read_acc7.next = 0.into();
        if self.rd_word_oh.q.val().get_bit(57) {
            self.read_acc7.next = self.read_acc7.val() | self.cpl_info.val(); // CPL_INFO
        }
        if self.rd_word_oh.q.val().get_bit(58) {
            self.read_acc7.next = self.read_acc7.val() | self.cpl_msn.val(); // CPL_MSN
        }
        if self.rd_word_oh.q.val().get_bit(59) {
            self.read_acc7.next = self.read_acc7.val() | self.cpl_bytes.val(); // CPL_BYTES
        }
        if self.rd_word_oh.q.val().get_bit(60) {
            self.read_acc7.next = self.read_acc7.val() | self.reg_ce_window.q.val(); // CE_WINDOW
        }
        if self.rd_word_oh.q.val().get_bit(61) {
            self.read_acc7.next = self.read_acc7.val() | self.s_ce_count.val(); // CE_COUNT
        }
        if self.rd_word_oh.q.val().get_bit(56) {
            // CPL_STATUS: bit 0 head shown, bits 24:16 completions waiting
            self.read_acc7.next = self.read_acc7.val()
                | (bit_cast::<32, 1>(self.cpl_h_valid.q.val().into())
                    | (bit_cast::<32, 9>(self.cpl_h_count.q.val()) << 16));
        }
        self.read_group7.d.next = self.read_acc7.val();
        self.read_acc8.next = 0.into();
        if self.rd_word_oh.q.val().get_bit(64) {
            // PARSER_COUNTERS + 4 * REASON_OK
            self.read_acc8.next = self.read_acc8.val() | self.count_ok.q.val();
        }
        if self.rd_word_oh.q.val().get_bit(65) {
            // PARSER_COUNTERS + 4 * REASON_TRUNCATED
            self.read_acc8.next = self.read_acc8.val() | self.count_truncated.q.val();
        }
        if self.rd_word_oh.q.val().get_bit(66) {
            // PARSER_COUNTERS + 4 * REASON_BAD_LENGTH
            self.read_acc8.next = self.read_acc8.val() | self.count_bad_length.q.val();
        }
        if self.rd_word_oh.q.val().get_bit(67) {
            // PARSER_COUNTERS + 4 * REASON_BAD_ETHERTYPE
            self.read_acc8.next = self.read_acc8.val() | self.count_bad_ethertype.q.val();
        }
        if self.rd_word_oh.q.val().get_bit(68) {
            // PARSER_COUNTERS + 4 * REASON_BAD_IP_HEADER
            self.read_acc8.next = self.read_acc8.val() | self.count_bad_ip_header.q.val();
        }
        if self.rd_word_oh.q.val().get_bit(69) {
            // PARSER_COUNTERS + 4 * REASON_BAD_IP_CHECKSUM
            self.read_acc8.next = self.read_acc8.val() | self.count_bad_ip_checksum.q.val();
        }
        if self.rd_word_oh.q.val().get_bit(70) {
            // PARSER_COUNTERS + 4 * REASON_BAD_PORT
            self.read_acc8.next = self.read_acc8.val() | self.count_bad_port.q.val();
        }
        if self.rd_word_oh.q.val().get_bit(71) {
            // PARSER_COUNTERS + 4 * REASON_BAD_VERSION
            self.read_acc8.next = self.read_acc8.val() | self.count_bad_version.q.val();
        }
        self.read_group8.d.next = self.read_acc8.val();
        self.read_acc9.next = 0.into();
        if self.rd_word_oh.q.val().get_bit(72) {
            // PARSER_COUNTERS + 4 * REASON_BAD_OPCODE
            self.read_acc9.next = self.read_acc9.val() | self.count_bad_opcode.q.val();
        }
        if self.rd_word_oh.q.val().get_bit(73) {
            // PARSER_COUNTERS + 4 * REASON_BAD_FIELD
            self.read_acc9.next = self.read_acc9.val() | self.count_bad_field.q.val();
        }
        if self.rd_word_oh.q.val().get_bit(74) {
            // PARSER_COUNTERS + 4 * REASON_BAD_FRAME
            self.read_acc9.next = self.read_acc9.val() | self.count_bad_frame.q.val();
        }
        self.read_group9.d.next = self.read_acc9.val();
        self.read_acc10.next = 0.into();
        if self.rd_word_oh.q.val().get_bit(87) {
            // DROP_COUNTERS + 28 (receiver_not_ready)
            self.read_acc10.next = self.read_acc10.val() | self.count_receiver_not_ready.q.val();
        }
        if self.rd_word_oh.q.val().get_bit(80) {
            // DROP_COUNTERS + 0 (unknown_connection)
            self.read_acc10.next = self.read_acc10.val() | self.count_unknown_connection.q.val();
        }
        if self.rd_word_oh.q.val().get_bit(81) {
            // DROP_COUNTERS + 4 (not_established)
            self.read_acc10.next = self.read_acc10.val() | self.count_not_established.q.val();
        }
        if self.rd_word_oh.q.val().get_bit(82) {
            // DROP_COUNTERS + 8 (bad_path)
            self.read_acc10.next = self.read_acc10.val() | self.count_bad_path.q.val();
        }
        if self.rd_word_oh.q.val().get_bit(83) {
            // DROP_COUNTERS + 12 (stale_epoch)
            self.read_acc10.next = self.read_acc10.val() | self.count_stale_epoch.q.val();
        }
        if self.rd_word_oh.q.val().get_bit(84) {
            // DROP_COUNTERS + 16 (duplicate)
            self.read_acc10.next = self.read_acc10.val() | self.count_duplicate.q.val();
        }
        if self.rd_word_oh.q.val().get_bit(85) {
            // DROP_COUNTERS + 20 (out_of_window)
            self.read_acc10.next = self.read_acc10.val() | self.count_out_of_window.q.val();
        }
        if self.rd_word_oh.q.val().get_bit(86) {
            // DROP_COUNTERS + 24 (access_violation)
            self.read_acc10.next = self.read_acc10.val() | self.count_access_violation.q.val();
        }
        self.read_group10.d.next = self.read_acc10.val();
        self.read_acc11.next = 0.into();
        if self.rd_word_oh.q.val().get_bit(89) {
            // CPL_DROPPED
            self.read_acc11.next = self.read_acc11.val() | self.count_cpl_dropped.q.val();
        }
        if self.rd_word_oh.q.val().get_bit(88) {
            // NACK_DROPPED
            self.read_acc11.next = self.read_acc11.val() | self.count_nack_dropped.q.val();
        }
        self.read_group11.d.next = self.read_acc11.val();
        self.read_value.next = self.read_group0.q.val()
            | self.read_group1.q.val()
            | self.read_group2.q.val()
            | self.read_group3.q.val()
            | self.read_group4.q.val()
            | self.read_group5.q.val()
            | self.read_group6.q.val()
            | self.read_group7.q.val()
            | self.read_group8.q.val()
            | self.read_group9.q.val()
            | self.read_group10.q.val()
            | self.read_group11.q.val();
        // A read of CPL_BYTES (word 59) that found a completion pops it the clock after (a
        // register: the FIFO's head is not in the read's combinational path); the next read
        // is answered two clocks after this one at the earliest, from the next head.
        self.cpl_pop.d.next =
            self.do_read.val() & (self.read_word.val() == 59) & self.cpl.m_valid.val();
        self.cpl.m_pop.next = self.cpl_pop.q.val();
        self.cpl.s_push.next = self.s_cpl_valid.val();
        self.cpl.s_entry.next.slot = self.s_cpl_slot.val();
        self.cpl.s_entry.next.msn = self.s_cpl_msn.val();
        self.cpl.s_entry.next.bytes = self.s_cpl_bytes.val();
        self.cpl.s_entry.next.status = self.s_cpl_status.val();
        // Every read is answered two clocks after its address is taken: the word index is
        // registered, then the groups' selects, then their OR into `rdata`.
        self.rd_wait.d.next = self.do_read.val();
        self.read_word_oh.next = 0.into();
        if !self.read_word.val().get_bits::<3>(7).any() {
            self.read_word_oh.next = bits::<128>(1) << self.read_word.val().get_bits::<7>(0);
        }
        self.rd_word_oh.d.next = self.read_word_oh.val();
        self.grp_wait.d.next = self.rd_wait.q.val();
        if self.grp_wait.q.val() {
            self.rvalid.d.next = true;
            self.rdata.d.next = self.read_value.val();
        }
        if self.rvalid.q.val() & self.s_axil_rready.val() {
            self.rvalid.d.next = false;
        }
        self.s_axil_rvalid.next = self.rvalid.q.val();
        self.s_axil_rdata.next = self.rdata.q.val();
        self.s_axil_rresp.next = 0.into(); // OKAY

        // Counters (wrapping at 2^32).
        if self.s_parser_verdict_valid.val() & (self.s_parser_verdict_reason.val() == 0) {
            self.count_ok.d.next = self.count_ok.q.val() + 1; // REASON_OK
        }
        if self.s_parser_verdict_valid.val() & (self.s_parser_verdict_reason.val() == 1) {
            self.count_truncated.d.next = self.count_truncated.q.val() + 1; // REASON_TRUNCATED
        }
        if self.s_parser_verdict_valid.val() & (self.s_parser_verdict_reason.val() == 2) {
            self.count_bad_length.d.next = self.count_bad_length.q.val() + 1; // REASON_BAD_LENGTH
        }
        if self.s_parser_verdict_valid.val() & (self.s_parser_verdict_reason.val() == 3) {
            self.count_bad_ethertype.d.next = self.count_bad_ethertype.q.val() + 1; // REASON_BAD_ETHERTYPE
        }
        if self.s_parser_verdict_valid.val() & (self.s_parser_verdict_reason.val() == 4) {
            self.count_bad_ip_header.d.next = self.count_bad_ip_header.q.val() + 1; // REASON_BAD_IP_HEADER
        }
        if self.s_parser_verdict_valid.val() & (self.s_parser_verdict_reason.val() == 5) {
            self.count_bad_ip_checksum.d.next = self.count_bad_ip_checksum.q.val() + 1; // REASON_BAD_IP_CHECKSUM
        }
        if self.s_parser_verdict_valid.val() & (self.s_parser_verdict_reason.val() == 6) {
            self.count_bad_port.d.next = self.count_bad_port.q.val() + 1; // REASON_BAD_PORT
        }
        if self.s_parser_verdict_valid.val() & (self.s_parser_verdict_reason.val() == 7) {
            self.count_bad_version.d.next = self.count_bad_version.q.val() + 1; // REASON_BAD_VERSION
        }
        if self.s_parser_verdict_valid.val() & (self.s_parser_verdict_reason.val() == 8) {
            self.count_bad_opcode.d.next = self.count_bad_opcode.q.val() + 1; // REASON_BAD_OPCODE
        }
        if self.s_parser_verdict_valid.val() & (self.s_parser_verdict_reason.val() == 9) {
            self.count_bad_field.d.next = self.count_bad_field.q.val() + 1; // REASON_BAD_FIELD
        }
        if self.s_parser_verdict_valid.val() & (self.s_parser_verdict_reason.val() == 10) {
            self.count_bad_frame.d.next = self.count_bad_frame.q.val() + 1; // REASON_BAD_FRAME
        }
        if self.s_drop_unknown_connection.val() {
            self.count_unknown_connection.d.next = self.count_unknown_connection.q.val() + 1;
        }
        if self.s_drop_not_established.val() {
            self.count_not_established.d.next = self.count_not_established.q.val() + 1;
        }
        if self.s_drop_bad_path.val() {
            self.count_bad_path.d.next = self.count_bad_path.q.val() + 1;
        }
        if self.s_drop_stale_epoch.val() {
            self.count_stale_epoch.d.next = self.count_stale_epoch.q.val() + 1;
        }
        if self.s_drop_duplicate.val() {
            self.count_duplicate.d.next = self.count_duplicate.q.val() + 1;
        }
        if self.s_drop_out_of_window.val() {
            self.count_out_of_window.d.next = self.count_out_of_window.q.val() + 1;
        }
        if self.s_drop_access_violation.val() {
            self.count_access_violation.d.next = self.count_access_violation.q.val() + 1;
        }
        if self.s_nack_dropped.val() {
            self.count_nack_dropped.d.next = self.count_nack_dropped.q.val() + 1;
        }
        if self.s_drop_receiver_not_ready.val() {
            self.count_receiver_not_ready.d.next = self.count_receiver_not_ready.q.val() + 1;
        }

        // Outputs.
        self.udp_port.next = self.reg_udp_port.q.val().get_bits::<16>(0);
        self.ack_every.next = self.reg_ack_every.q.val().get_bits::<16>(0);
        self.ack_timer.next = self.reg_ack_timer.q.val();
        self.rate_hint.next = self.reg_rate_hint.q.val();
        self.local_ip.next = self.reg_local_ip.q.val();
        self.local_mac.next = (bit_cast::<48, 32>(self.reg_local_mac_hi.q.val()) << 32)
            | bit_cast::<48, 32>(self.reg_local_mac_lo.q.val());
        self.m_conn_write_valid.next = self.conn_write_pulse.q.val();
        self.m_conn_write_slot.next = self.reg_conn_slot.q.val().get_bits::<CONN_SLOT_WIDTH>(0);
        self.m_conn_write_enable.next = self.conn_commit_enable.q.val();
        self.m_conn_write_established.next = self.conn_commit_established.q.val();
        self.m_conn_write_conn_id.next = self.reg_conn_id.q.val();
        self.m_conn_write_peer_ip.next = self.reg_conn_peer_ip.q.val();
        self.m_conn_write_path_count.next = self
            .reg_conn_path_count
            .q
            .val()
            .get_bits::<PATH_COUNT_WIDTH>(0);
        self.m_conn_write_peer_conn_id.next = self.reg_conn_peer_conn_id.q.val();
        self.m_conn_write_peer_port.next = self.reg_conn_peer_port.q.val().get_bits::<16>(0);
        self.m_conn_write_peer_mac.next = (bit_cast::<48, 32>(self.reg_conn_peer_mac_hi.q.val())
            << 32)
            | bit_cast::<48, 32>(self.reg_conn_peer_mac_lo.q.val());
        self.m_path_write_valid.next = self.path_write_pulse.q.val();
        self.m_path_write_window.next = self.reg_path_window.q.val().get_bits::<WINDOW_WIDTH>(0);
        self.m_path_write_epoch.next = self.reg_path_epoch.q.val().get_bits::<8>(0);
        self.m_mr_write_valid.next = self.mr_write_pulse.q.val();
        self.m_mr_write_index.next = self.reg_mr_index.q.val().get_bits::<REGION_INDEX_WIDTH>(0);
        self.m_mr_write_enable.next = self.mr_commit_enable.q.val();
        self.m_mr_write_key.next = self.reg_mr_key.q.val();
        self.m_mr_write_base.next = (bit_cast::<64, 32>(self.reg_mr_base_hi.q.val()) << 32)
            | bit_cast::<64, 32>(self.reg_mr_base_lo.q.val());
        self.m_mr_write_length.next = (bit_cast::<64, 32>(self.reg_mr_length_hi.q.val()) << 32)
            | bit_cast::<64, 32>(self.reg_mr_length_lo.q.val());
        self.m_mr_write_remote_write.next = self.mr_commit_remote_write.q.val();
        self.m_mr_write_local_write.next = self.mr_commit_local_write.q.val();
        self.recv_mtu_shift.next = self
            .reg_recv_mtu_shift
            .q
            .val()
            .get_bits::<MTU_SHIFT_WIDTH>(0);
        self.m_recv_write_valid.next = self.recv_write_pulse.q.val();
        self.m_recv_write_post.next = self.recv_commit_post.q.val();
        self.m_recv_write_slot.next = self.reg_recv_slot.q.val().get_bits::<STREAM_SLOT_WIDTH>(0);
        self.m_recv_write_enable.next = self.recv_commit_enable.q.val();
        self.m_recv_write_conn.next = self
            .reg_recv_conn_slot
            .q
            .val()
            .get_bits::<RECV_CONN_WIDTH>(0);
        self.m_recv_write_stream.next = self.reg_recv_stream.q.val();
        self.m_recv_write_key.next = self.reg_recv_key.q.val();
        self.m_recv_write_addr.next = (bit_cast::<64, 32>(self.reg_recv_addr_hi.q.val()) << 32)
            | bit_cast::<64, 32>(self.reg_recv_addr_lo.q.val());
        self.m_recv_write_len.next = (bit_cast::<64, 32>(self.reg_recv_len_hi.q.val()) << 32)
            | bit_cast::<64, 32>(self.reg_recv_len_lo.q.val());
        self.ce_window.next = self.reg_ce_window.q.val().get_bits::<WINDOW_INDEX_WIDTH>(0);
        self.m_sack_cmd_valid.next = self.sack_pending.q.val();
        self.m_sack_cmd_window.next = self
            .sack_cmd_window
            .q
            .val()
            .get_bits::<WINDOW_INDEX_WIDTH>(0);
        self.m_sack_cmd_base.next = self.sack_cmd_base.q.val();
        self.m_probe_valid.next = self.probe_pending.q.val();
        self.m_probe_fresh.next = self.probe_fresh.q.val();
        self.m_probe_base.next = self.reg_sack_base.q.val();
        self.m_probe_src_port.next = self.reg_probe_port.q.val().get_bits::<16>(0);
        self.m_probe_timestamp.next = (bit_cast::<64, 32>(self.reg_probe_ts_hi.q.val()) << 32)
            | bit_cast::<64, 32>(self.reg_probe_ts_lo.q.val());

        // Reset: configuration to its reset values, counters and errors to zero, transactions
        // dropped.
        if self.rst.val() {
            self.wr_go.d.next = false;
            self.aw_held.d.next = false;
            self.w_held.d.next = false;
            self.bvalid.d.next = false;
            self.rvalid.d.next = false;
            self.err_value_rejected.d.next = false;
            self.err_bad_address.d.next = false;
            self.err_sack_busy.d.next = false;
            self.err_recv_full.d.next = false;
            self.err_recv_unbound.d.next = false;
            self.err_recv_too_long.d.next = false;
            self.err_cpl_overflow.d.next = false;
            self.err_sack_refused.d.next = false;
            self.recv_write_pulse.d.next = false;
            self.post_wait.d.next = 0.into();
            self.cpl_pop.d.next = false;
            self.rd_wait.d.next = false;
            self.grp_wait.d.next = false;
            self.reg_recv_mtu_shift.d.next = 12.into(); // RECV_MTU_SHIFT_RESET
            self.reg_recv_slot.d.next = 0.into();
            self.reg_recv_conn_slot.d.next = 0.into();
            self.reg_recv_stream.d.next = 0.into();
            self.reg_recv_key.d.next = 0.into();
            self.reg_recv_addr_lo.d.next = 0.into();
            self.reg_recv_addr_hi.d.next = 0.into();
            self.reg_recv_len_lo.d.next = 0.into();
            self.reg_recv_len_hi.d.next = 0.into();
            self.reg_ce_window.d.next = 0.into();
            self.count_receiver_not_ready.d.next = 0.into();
            self.count_cpl_dropped.d.next = 0.into();
            self.conn_write_pulse.d.next = false;
            self.path_write_pulse.d.next = false;
            self.mr_write_pulse.d.next = false;
            self.sack_pending.d.next = false;
            self.probe_pending.d.next = false;
            self.probe_fresh.d.next = false;
            self.reg_probe_port.d.next = 0.into();
            self.reg_probe_ts_lo.d.next = 0.into();
            self.reg_probe_ts_hi.d.next = 0.into();
            self.reg_udp_port.d.next = 4792.into(); // UDP_PORT
            self.reg_ack_every.d.next = 4.into(); // ACK_EVERY
            self.reg_ack_timer.d.next = 2500.into(); // ACK_TIMER
            self.reg_rate_hint.d.next = 0.into();
            self.reg_local_ip.d.next = 0.into();
            self.reg_local_mac_lo.d.next = 0.into();
            self.reg_local_mac_hi.d.next = 0.into();
            self.reg_conn_slot.d.next = 0.into();
            self.reg_conn_id.d.next = 0.into();
            self.reg_conn_peer_ip.d.next = 0.into();
            self.reg_conn_peer_conn_id.d.next = 0.into();
            self.reg_conn_peer_port.d.next = 0.into();
            self.reg_conn_peer_mac_lo.d.next = 0.into();
            self.reg_conn_peer_mac_hi.d.next = 0.into();
            self.reg_conn_path_count.d.next = 0.into();
            self.reg_path_window.d.next = 0.into();
            self.reg_path_epoch.d.next = 0.into();
            self.reg_mr_index.d.next = 0.into();
            self.reg_mr_key.d.next = 0.into();
            self.reg_mr_base_lo.d.next = 0.into();
            self.reg_mr_base_hi.d.next = 0.into();
            self.reg_mr_length_lo.d.next = 0.into();
            self.reg_mr_length_hi.d.next = 0.into();
            self.reg_sack_window.d.next = 0.into();
            self.reg_sack_base.d.next = 0.into();
            self.count_ok.d.next = 0.into();
            self.count_truncated.d.next = 0.into();
            self.count_bad_length.d.next = 0.into();
            self.count_bad_ethertype.d.next = 0.into();
            self.count_bad_ip_header.d.next = 0.into();
            self.count_bad_ip_checksum.d.next = 0.into();
            self.count_bad_port.d.next = 0.into();
            self.count_bad_version.d.next = 0.into();
            self.count_bad_opcode.d.next = 0.into();
            self.count_bad_field.d.next = 0.into();
            self.count_bad_frame.d.next = 0.into();
            self.count_unknown_connection.d.next = 0.into();
            self.count_not_established.d.next = 0.into();
            self.count_bad_path.d.next = 0.into();
            self.count_stale_epoch.d.next = 0.into();
            self.count_duplicate.d.next = 0.into();
            self.count_out_of_window.d.next = 0.into();
            self.count_access_violation.d.next = 0.into();
            self.count_nack_dropped.d.next = 0.into();
        }
    }
}

impl std::fmt::Debug for RegisterBlock {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RegisterBlock").finish_non_exhaustive()
    }
}
