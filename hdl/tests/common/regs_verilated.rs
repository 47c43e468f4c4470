//! The Verilator model of the register block behind the AXI-Lite host's ports.

use std::collections::HashMap;

use metaroce_hdl::cosim::{Port, VerilatedModel};

use super::regs_lockstep::{
    ConnWritePulse, MrWritePulse, ProbePulse, RecvWritePulse, RegsInputs, RegsOutputs, RegsPorts,
};

/// The Verilator model of `metaroce_regs` behind the AXI-Lite host's ports.
pub struct VerilatedRegs {
    model: VerilatedModel,
    ports: HashMap<&'static str, Port>,
}

const INPUTS: [&str; 36] = [
    "rst",
    "s_axil_awaddr",
    "s_axil_awprot",
    "s_axil_awvalid",
    "s_axil_wdata",
    "s_axil_wstrb",
    "s_axil_wvalid",
    "s_axil_bready",
    "s_axil_araddr",
    "s_axil_arprot",
    "s_axil_arvalid",
    "s_axil_rready",
    "m_sack_cmd_ready",
    "m_probe_ready",
    "s_ce_count",
    "s_parser_verdict_valid",
    "s_parser_verdict_reason",
    "s_drop_unknown_connection",
    "s_drop_not_established",
    "s_drop_bad_path",
    "s_drop_stale_epoch",
    "s_drop_duplicate",
    "s_drop_out_of_window",
    "s_drop_access_violation",
    "s_nack_dropped",
    "s_drop_receiver_not_ready",
    "s_recv_error_full",
    "s_recv_error_unbound",
    "s_recv_error_too_long",
    "s_sack_refused",
    "s_cpl_valid",
    "s_cpl_slot",
    "s_cpl_msn",
    "s_cpl_bytes",
    "s_cpl_status",
    "clk",
];

const OUTPUTS: [&str; 54] = [
    "s_axil_awready",
    "s_axil_wready",
    "s_axil_bvalid",
    "s_axil_bresp",
    "s_axil_arready",
    "s_axil_rvalid",
    "s_axil_rdata",
    "s_axil_rresp",
    "m_conn_write_valid",
    "m_conn_write_slot",
    "m_conn_write_enable",
    "m_conn_write_established",
    "m_conn_write_conn_id",
    "m_conn_write_peer_ip",
    "m_conn_write_path_count",
    "m_conn_write_peer_conn_id",
    "m_conn_write_peer_port",
    "m_conn_write_peer_mac",
    "m_path_write_valid",
    "m_path_write_window",
    "m_path_write_epoch",
    "m_mr_write_valid",
    "m_mr_write_index",
    "m_mr_write_enable",
    "m_mr_write_key",
    "m_mr_write_base",
    "m_mr_write_length",
    "m_mr_write_remote_write",
    "m_mr_write_local_write",
    "recv_mtu_shift",
    "ce_window",
    "m_recv_write_valid",
    "m_recv_write_post",
    "m_recv_write_slot",
    "m_recv_write_enable",
    "m_recv_write_conn",
    "m_recv_write_stream",
    "m_recv_write_key",
    "m_recv_write_addr",
    "m_recv_write_len",
    "m_sack_cmd_valid",
    "m_sack_cmd_window",
    "m_sack_cmd_base",
    "m_probe_valid",
    "m_probe_fresh",
    "m_probe_base",
    "m_probe_src_port",
    "m_probe_timestamp",
    "udp_port",
    "ack_every",
    "ack_timer",
    "rate_hint",
    "local_ip",
    "local_mac",
];

impl VerilatedRegs {
    /// A fresh model.
    pub fn new() -> Self {
        let model = VerilatedModel::new("metaroce_regs").unwrap_or_else(|e| panic!("{e}"));
        let ports = INPUTS
            .iter()
            .chain(OUTPUTS.iter())
            .map(|&n| (n, model.port(n).unwrap_or_else(|e| panic!("{e}"))))
            .collect();
        Self { model, ports }
    }

    fn set(&mut self, name: &str, value: u64) {
        let port = self.ports[name];
        self.model.set_u64(port, value);
    }

    fn get(&self, name: &str) -> u64 {
        self.model.get_u64(self.ports[name])
    }

    fn flag(&self, name: &str) -> bool {
        self.get(name) != 0
    }
}

impl RegsPorts for VerilatedRegs {
    fn drive(&mut self, i: &RegsInputs) {
        self.set("rst", i.rst.into());
        self.set("s_axil_awvalid", i.awvalid.into());
        self.set("s_axil_awaddr", i.awaddr.into());
        self.set("s_axil_awprot", 0);
        self.set("s_axil_wvalid", i.wvalid.into());
        self.set("s_axil_wdata", i.wdata.into());
        self.set("s_axil_wstrb", i.wstrb.into());
        self.set("s_axil_bready", i.bready.into());
        self.set("s_axil_arvalid", i.arvalid.into());
        self.set("s_axil_araddr", i.araddr.into());
        self.set("s_axil_arprot", 0);
        self.set("s_axil_rready", i.rready.into());
        self.set("m_sack_cmd_ready", i.sack_ready.into());
        self.set("m_probe_ready", i.probe_ready.into());
        self.set("s_ce_count", i.ce_count.into());
        self.set("s_parser_verdict_valid", i.parser_verdict.is_some().into());
        self.set(
            "s_parser_verdict_reason",
            i.parser_verdict.unwrap_or(0).into(),
        );
        for (name, &pulse) in [
            "s_drop_unknown_connection",
            "s_drop_not_established",
            "s_drop_bad_path",
            "s_drop_stale_epoch",
            "s_drop_duplicate",
            "s_drop_out_of_window",
            "s_drop_access_violation",
            "s_drop_receiver_not_ready",
        ]
        .into_iter()
        .zip(&i.drops)
        {
            self.set(name, pulse.into());
        }
        self.set("s_nack_dropped", i.nack_dropped.into());
        for (name, &pulse) in [
            "s_recv_error_full",
            "s_recv_error_unbound",
            "s_recv_error_too_long",
        ]
        .into_iter()
        .zip(&i.recv_errors)
        {
            self.set(name, pulse.into());
        }
        self.set("s_sack_refused", i.sack_refused.into());
        let cpl = i.cpl.unwrap_or_default();
        self.set("s_cpl_valid", i.cpl.is_some().into());
        self.set("s_cpl_slot", cpl.slot.into());
        self.set("s_cpl_msn", cpl.msn.into());
        self.set("s_cpl_bytes", cpl.bytes.into());
        self.set("s_cpl_status", cpl.error.into());
        self.model.eval();
    }

    fn outputs(&self) -> RegsOutputs {
        RegsOutputs {
            awready: self.flag("s_axil_awready"),
            wready: self.flag("s_axil_wready"),
            bvalid: self.flag("s_axil_bvalid"),
            bresp: self.get("s_axil_bresp") as u8,
            arready: self.flag("s_axil_arready"),
            rvalid: self.flag("s_axil_rvalid"),
            rdata: self.get("s_axil_rdata") as u32,
            rresp: self.get("s_axil_rresp") as u8,
            conn_write: self.flag("m_conn_write_valid").then(|| ConnWritePulse {
                slot: self.get("m_conn_write_slot") as u32,
                enable: self.flag("m_conn_write_enable"),
                established: self.flag("m_conn_write_established"),
                conn_id: self.get("m_conn_write_conn_id") as u32,
                peer_ip: self.get("m_conn_write_peer_ip") as u32,
                path_count: self.get("m_conn_write_path_count") as u32,
                peer_conn_id: self.get("m_conn_write_peer_conn_id") as u32,
                peer_port: self.get("m_conn_write_peer_port") as u32,
                peer_mac: self.get("m_conn_write_peer_mac"),
            }),
            path_write: self.flag("m_path_write_valid").then(|| {
                (
                    self.get("m_path_write_window") as u32,
                    self.get("m_path_write_epoch") as u32,
                )
            }),
            mr_write: self.flag("m_mr_write_valid").then(|| MrWritePulse {
                index: self.get("m_mr_write_index") as u32,
                enable: self.flag("m_mr_write_enable"),
                key: self.get("m_mr_write_key") as u32,
                base: self.get("m_mr_write_base"),
                length: self.get("m_mr_write_length"),
                remote_write: self.flag("m_mr_write_remote_write"),
                local_write: self.flag("m_mr_write_local_write"),
            }),
            recv_write: self.flag("m_recv_write_valid").then(|| RecvWritePulse {
                post: self.flag("m_recv_write_post"),
                slot: self.get("m_recv_write_slot") as u32,
                enable: self.flag("m_recv_write_enable"),
                conn: self.get("m_recv_write_conn") as u32,
                stream: self.get("m_recv_write_stream") as u32,
                key: self.get("m_recv_write_key") as u32,
                addr: self.get("m_recv_write_addr"),
                len: self.get("m_recv_write_len"),
            }),
            recv_mtu_shift: self.get("recv_mtu_shift") as u32,
            ce_window: self.get("ce_window") as u32,
            probe: self.flag("m_probe_valid").then(|| ProbePulse {
                window: self.get("m_path_write_window") as u32,
                epoch: self.get("m_path_write_epoch") as u32,
                fresh: self.flag("m_probe_fresh"),
                base: self.get("m_probe_base") as u32,
                src_port: self.get("m_probe_src_port") as u32,
                timestamp: self.get("m_probe_timestamp"),
                peer_ip: self.get("m_conn_write_peer_ip") as u32,
                peer_conn_id: self.get("m_conn_write_peer_conn_id") as u32,
                peer_port: self.get("m_conn_write_peer_port") as u32,
                peer_mac: self.get("m_conn_write_peer_mac"),
            }),
            sack_cmd: self.flag("m_sack_cmd_valid").then(|| {
                (
                    self.get("m_sack_cmd_window") as u32,
                    self.get("m_sack_cmd_base") as u32,
                )
            }),
            config: (
                self.get("udp_port") as u32,
                self.get("ack_every") as u32,
                self.get("ack_timer") as u32,
                self.get("rate_hint") as u32,
                self.get("local_ip") as u32,
                self.get("local_mac"),
            ),
        }
    }

    fn tick(&mut self) {
        let clk = self.ports["clk"];
        self.model.tick(clk);
    }
}
