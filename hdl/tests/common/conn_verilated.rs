//! The Verilator model of the connection table behind the lock-step harness's ports.

use metaroce_hdl::conn::encoding::VERDICT_OK;
use metaroce_hdl::cosim::{Port, VerilatedModel};

use super::conn_lockstep::{AckAddress, ConnOp, ConnTablePorts, LookupResult};

const CONN_WRITE: [&str; 10] = [
    "s_conn_write_valid",
    "s_conn_write_slot",
    "s_conn_write_enable",
    "s_conn_write_established",
    "s_conn_write_conn_id",
    "s_conn_write_peer_ip",
    "s_conn_write_path_count",
    "s_conn_write_peer_conn_id",
    "s_conn_write_peer_port",
    "s_conn_write_peer_mac",
];
const PATH_WRITE: [&str; 3] = [
    "s_path_write_valid",
    "s_path_write_window",
    "s_path_write_epoch",
];
const LOOKUP: [&str; 7] = [
    "s_lookup_valid",
    "s_lookup_conn_id",
    "s_lookup_src_ip",
    "s_lookup_src_port",
    "s_lookup_path_id",
    "s_lookup_epoch",
    "s_lookup_tag",
];
const RESULT: [&str; 13] = [
    "m_result_valid",
    "m_result_tag",
    "m_result_verdict",
    "m_result_slot",
    "m_result_window",
    "m_result_peer_conn_id",
    "m_result_peer_ip",
    "m_result_peer_port",
    "m_result_ack_src_port",
    "m_result_peer_mac",
    "m_result_window_copy",
    "m_result_window_oh",
    "m_result_ok",
];

/// The Verilator model of `metaroce_conn_table` behind the lock-step harness's ports.
pub struct VerilatedConnTable {
    model: VerilatedModel,
    clk: Port,
    conn_write: [Port; 10],
    path_write: [Port; 3],
    lookup: [Port; 7],
    result: [Port; 13],
}

impl VerilatedConnTable {
    /// A fresh model, out of reset.
    pub fn new() -> Self {
        let mut model =
            VerilatedModel::new("metaroce_conn_table").unwrap_or_else(|e| panic!("{e}"));
        let port =
            |model: &VerilatedModel, name: &str| model.port(name).unwrap_or_else(|e| panic!("{e}"));
        let rst = port(&model, "rst");
        model.set_bool(rst, false);
        Self {
            clk: port(&model, "clk"),
            conn_write: CONN_WRITE.map(|n| port(&model, n)),
            path_write: PATH_WRITE.map(|n| port(&model, n)),
            lookup: LOOKUP.map(|n| port(&model, n)),
            result: RESULT.map(|n| port(&model, n)),
            model,
        }
    }
}

impl ConnTablePorts for VerilatedConnTable {
    fn drive(&mut self, op: ConnOp) {
        let [
            c_valid,
            c_slot,
            c_enable,
            c_est,
            c_id,
            c_ip,
            c_paths,
            c_peer_id,
            c_port,
            c_mac,
        ] = self.conn_write;
        let [p_valid, p_window, p_epoch] = self.path_write;
        let [l_valid, l_id, l_ip, l_port, l_path, l_epoch, l_tag] = self.lookup;
        let m = &mut self.model;
        m.set_bool(c_valid, false);
        m.set_bool(p_valid, false);
        m.set_bool(l_valid, false);
        match op {
            ConnOp::Idle => {}
            ConnOp::WriteConn { slot, entry } => {
                m.set_bool(c_valid, true);
                m.set_u64(c_slot, slot as u64);
                m.set_bool(c_enable, entry.is_some());
                if let Some(e) = entry {
                    m.set_bool(c_est, e.established);
                    m.set_u64(c_id, e.conn_id.into());
                    m.set_u64(c_ip, e.peer_ip.into());
                    m.set_u64(c_paths, e.path_count.into());
                    m.set_u64(c_peer_id, e.peer_conn_id.into());
                    m.set_u64(c_port, e.peer_port.into());
                    m.set_u64(c_mac, e.peer_mac);
                }
            }
            ConnOp::WritePath { window, epoch } => {
                m.set_bool(p_valid, true);
                m.set_u64(p_window, window as u64);
                m.set_u64(p_epoch, epoch.into());
            }
            ConnOp::Lookup(l) => {
                m.set_bool(l_valid, true);
                m.set_u64(l_id, l.conn_id.into());
                m.set_u64(l_ip, l.src_ip.into());
                m.set_u64(l_port, l.src_port.into());
                m.set_u64(l_path, l.path_id.into());
                m.set_u64(l_epoch, l.epoch.into());
                m.set_u64(l_tag, l.tag.into());
            }
        }
    }

    fn tick(&mut self) {
        self.model.tick(self.clk);
    }

    fn result(&self) -> Option<LookupResult> {
        let [
            valid,
            tag,
            verdict,
            slot,
            window,
            peer_id,
            peer_ip,
            peer_port,
            src_port,
            mac,
            window_copy,
            window_oh,
            ok,
        ] = self.result;
        let m = &self.model;
        assert_eq!(
            m.get_u64(window_copy),
            m.get_u64(window),
            "the window's second register holds the window"
        );
        if m.get_bool(valid) {
            assert_eq!(
                m.get_u64(window_oh),
                1u64 << m.get_u64(window),
                "the window's one-hot register holds the result's window"
            );
        }
        assert_eq!(
            m.get_bool(ok),
            m.get_bool(valid) && m.get_u64(verdict) == VERDICT_OK,
            "the OK flag is a result with the verdict OK"
        );
        m.get_bool(valid).then(|| LookupResult {
            tag: m.get_u64(tag) as u8,
            verdict: m.get_u64(verdict),
            slot: m.get_u64(slot) as usize,
            window: m.get_u64(window) as usize,
            ack: AckAddress {
                peer_conn_id: m.get_u64(peer_id) as u32,
                peer_ip: m.get_u64(peer_ip) as u32,
                peer_port: m.get_u64(peer_port) as u16,
                src_port: m.get_u64(src_port) as u16,
                peer_mac: m.get_u64(mac),
            },
        })
    }
}
