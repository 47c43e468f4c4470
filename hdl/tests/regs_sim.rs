//! The register block in the Rust-HDL simulator, driven through AXI-Lite like a host:
//! identification and reset values, random traffic with the address before, with or after
//! the data and back-pressured responses, bad addresses and values (each range at its edges), table-write pulses
//! carrying the staged values, counters, and the SACK command's handshake.

mod common;

use common::regs_lockstep::{
    ConnWritePulse, Host, MrWritePulse, ProbePulse, RecvWritePulse, RegsInputs, RegsOutputs,
    RegsPorts, check_completion_fifo, check_identification_and_resets, check_range_edges,
    check_sack_command_waits, run_random_traffic,
};
use metaroce_hdl::cycle::Clocked;
use metaroce_hdl::regs::RegisterBlock;
use rust_hdl::prelude::ToBits;

struct SimulatedRegs(Clocked<RegisterBlock>);

impl SimulatedRegs {
    fn new() -> Self {
        Self(
            Clocked::new(RegisterBlock::default(), "metaroce_regs", |r| &mut r.clk)
                .expect("the register block passes Rust-HDL's checks"),
        )
    }
}

impl RegsPorts for SimulatedRegs {
    fn drive(&mut self, i: &RegsInputs) {
        let r = &mut self.0.circuit;
        r.rst.next = i.rst;
        r.s_axil_awvalid.next = i.awvalid;
        r.s_axil_awaddr.next = i.awaddr.to_bits();
        r.s_axil_awprot.next = 0.into();
        r.s_axil_wvalid.next = i.wvalid;
        r.s_axil_wdata.next = i.wdata.to_bits();
        r.s_axil_wstrb.next = i.wstrb.to_bits();
        r.s_axil_bready.next = i.bready;
        r.s_axil_arvalid.next = i.arvalid;
        r.s_axil_araddr.next = i.araddr.to_bits();
        r.s_axil_arprot.next = 0.into();
        r.s_axil_rready.next = i.rready;
        r.m_sack_cmd_ready.next = i.sack_ready;
        r.m_probe_ready.next = i.probe_ready;
        r.s_ce_count.next = i.ce_count.to_bits();
        r.s_parser_verdict_valid.next = i.parser_verdict.is_some();
        r.s_parser_verdict_reason.next = i.parser_verdict.unwrap_or(0).to_bits();
        let [
            unknown,
            not_established,
            bad_path,
            stale,
            duplicate,
            out_of_window,
            access,
            not_ready,
        ] = i.drops;
        r.s_drop_unknown_connection.next = unknown;
        r.s_drop_not_established.next = not_established;
        r.s_drop_bad_path.next = bad_path;
        r.s_drop_stale_epoch.next = stale;
        r.s_drop_duplicate.next = duplicate;
        r.s_drop_out_of_window.next = out_of_window;
        r.s_drop_access_violation.next = access;
        r.s_nack_dropped.next = i.nack_dropped;
        r.s_drop_receiver_not_ready.next = not_ready;
        r.s_recv_error_full.next = i.recv_errors[0];
        r.s_recv_error_unbound.next = i.recv_errors[1];
        r.s_recv_error_too_long.next = i.recv_errors[2];
        r.s_sack_refused.next = i.sack_refused;
        let cpl = i.cpl.unwrap_or_default();
        r.s_cpl_valid.next = i.cpl.is_some();
        r.s_cpl_slot.next = cpl.slot.to_bits();
        r.s_cpl_msn.next = cpl.msn.to_bits();
        r.s_cpl_bytes.next = cpl.bytes.to_bits();
        r.s_cpl_status.next = cpl.error;
        self.0.settle();
    }

    fn outputs(&self) -> RegsOutputs {
        let r = &self.0.circuit;
        RegsOutputs {
            awready: r.s_axil_awready.val(),
            wready: r.s_axil_wready.val(),
            bvalid: r.s_axil_bvalid.val(),
            bresp: r.s_axil_bresp.val().to_u8(),
            arready: r.s_axil_arready.val(),
            rvalid: r.s_axil_rvalid.val(),
            rdata: r.s_axil_rdata.val().to_u32(),
            rresp: r.s_axil_rresp.val().to_u8(),
            conn_write: r.m_conn_write_valid.val().then(|| ConnWritePulse {
                slot: r.m_conn_write_slot.val().to_u32(),
                enable: r.m_conn_write_enable.val(),
                established: r.m_conn_write_established.val(),
                conn_id: r.m_conn_write_conn_id.val().to_u32(),
                peer_ip: r.m_conn_write_peer_ip.val().to_u32(),
                path_count: r.m_conn_write_path_count.val().to_u32(),
                peer_conn_id: r.m_conn_write_peer_conn_id.val().to_u32(),
                peer_port: r.m_conn_write_peer_port.val().to_u32(),
                peer_mac: r.m_conn_write_peer_mac.val().to_u64(),
            }),
            path_write: r.m_path_write_valid.val().then(|| {
                (
                    r.m_path_write_window.val().to_u32(),
                    r.m_path_write_epoch.val().to_u32(),
                )
            }),
            mr_write: r.m_mr_write_valid.val().then(|| MrWritePulse {
                index: r.m_mr_write_index.val().to_u32(),
                enable: r.m_mr_write_enable.val(),
                key: r.m_mr_write_key.val().to_u32(),
                base: r.m_mr_write_base.val().to_u64(),
                length: r.m_mr_write_length.val().to_u64(),
                remote_write: r.m_mr_write_remote_write.val(),
                local_write: r.m_mr_write_local_write.val(),
            }),
            recv_write: r.m_recv_write_valid.val().then(|| RecvWritePulse {
                post: r.m_recv_write_post.val(),
                slot: r.m_recv_write_slot.val().to_u32(),
                enable: r.m_recv_write_enable.val(),
                conn: r.m_recv_write_conn.val().to_u32(),
                stream: r.m_recv_write_stream.val().to_u32(),
                key: r.m_recv_write_key.val().to_u32(),
                addr: r.m_recv_write_addr.val().to_u64(),
                len: r.m_recv_write_len.val().to_u64(),
            }),
            recv_mtu_shift: r.recv_mtu_shift.val().to_u32(),
            ce_window: r.ce_window.val().to_u32(),
            probe: r.m_probe_valid.val().then(|| ProbePulse {
                window: r.m_path_write_window.val().to_u32(),
                epoch: r.m_path_write_epoch.val().to_u32(),
                fresh: r.m_probe_fresh.val(),
                base: r.m_probe_base.val().to_u32(),
                src_port: r.m_probe_src_port.val().to_u32(),
                timestamp: r.m_probe_timestamp.val().to_u64(),
                peer_ip: r.m_conn_write_peer_ip.val().to_u32(),
                peer_conn_id: r.m_conn_write_peer_conn_id.val().to_u32(),
                peer_port: r.m_conn_write_peer_port.val().to_u32(),
                peer_mac: r.m_conn_write_peer_mac.val().to_u64(),
            }),
            sack_cmd: r.m_sack_cmd_valid.val().then(|| {
                (
                    r.m_sack_cmd_window.val().to_u32(),
                    r.m_sack_cmd_base.val().to_u32(),
                )
            }),
            config: (
                r.udp_port.val().to_u32(),
                r.ack_every.val().to_u32(),
                r.ack_timer.val().to_u32(),
                r.rate_hint.val().to_u32(),
                r.local_ip.val().to_u32(),
                r.local_mac.val().to_u64(),
            ),
        }
    }

    fn tick(&mut self) {
        self.0.tick();
    }
}

#[test]
fn regs_identify_themselves_and_reset_to_the_transport_defaults() {
    let mut regs = SimulatedRegs::new();
    check_identification_and_resets(&mut Host::new(&mut regs, 1));
}

#[test]
fn regs_answer_random_back_pressured_traffic_as_the_map_says() {
    let mut regs = SimulatedRegs::new();
    let mut host = Host::new(&mut regs, 2);
    let coverage = run_random_traffic(&mut host, 0x5e, 1500);
    println!("{coverage:?}");
    assert!(coverage.stored >= 300 && coverage.rejected >= 50 && coverage.bad_address >= 30);
    assert!(coverage.reads >= 500 && coverage.commits >= 50 && coverage.probes >= 5);
    assert!(coverage.ce_reads >= 5, "{coverage:?}");
    assert!(coverage.sack_refusals >= 5, "{coverage:?}");
}

#[test]
fn regs_completion_fifo_keeps_order_and_counts_overflow() {
    let mut regs = SimulatedRegs::new();
    check_completion_fifo(&mut Host::new(&mut regs, 4));
}

#[test]
fn regs_sack_command_waits_for_the_unit() {
    let mut regs = SimulatedRegs::new();
    check_sack_command_waits(&mut Host::new(&mut regs, 3));
}

#[test]
fn regs_reject_every_value_outside_a_range_and_keep_the_old_one() {
    let mut regs = SimulatedRegs::new();
    check_range_edges(&mut Host::new(&mut regs, 3));
}
