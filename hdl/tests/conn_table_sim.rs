//! The connection table in the Rust-HDL simulator, in lock-step with a real
//! `metaroce::transport::Endpoint`: every DATA packet gets the verdict of the drop counter
//! the endpoint incremented (unknown connection, not established, bad path, stale epoch, or
//! none), and an accepted packet's ACK addressing is the one the endpoint's ACKs and NACKs
//! carry.

mod common;

use common::conn_lockstep::{
    AckAddress, ConnOp, ConnTablePorts, LookupResult, Scenario, run_conn_table,
};
use metaroce_hdl::conn::ConnectionTable;
use metaroce_hdl::conn::encoding::VERDICT_OK;
use metaroce_hdl::cycle::Clocked;
use rust_hdl::prelude::ToBits;

struct SimulatedTable(Clocked<ConnectionTable>);

impl ConnTablePorts for SimulatedTable {
    fn drive(&mut self, op: ConnOp) {
        let t = &mut self.0.circuit;
        t.s_conn_write_valid.next = false;
        t.s_path_write_valid.next = false;
        t.s_lookup_valid.next = false;
        match op {
            ConnOp::Idle => {}
            ConnOp::WriteConn { slot, entry } => {
                t.s_conn_write_valid.next = true;
                t.s_conn_write_slot.next = slot.to_bits();
                t.s_conn_write_enable.next = entry.is_some();
                if let Some(e) = entry {
                    t.s_conn_write_established.next = e.established;
                    t.s_conn_write_conn_id.next = e.conn_id.to_bits();
                    t.s_conn_write_peer_ip.next = e.peer_ip.to_bits();
                    t.s_conn_write_path_count.next = e.path_count.to_bits();
                    t.s_conn_write_peer_conn_id.next = e.peer_conn_id.to_bits();
                    t.s_conn_write_peer_port.next = e.peer_port.to_bits();
                    t.s_conn_write_peer_mac.next = e.peer_mac.to_bits();
                }
            }
            ConnOp::WritePath { window, epoch } => {
                t.s_path_write_valid.next = true;
                t.s_path_write_window.next = window.to_bits();
                t.s_path_write_epoch.next = epoch.to_bits();
            }
            ConnOp::Lookup(l) => {
                t.s_lookup_valid.next = true;
                t.s_lookup_conn_id.next = l.conn_id.to_bits();
                t.s_lookup_src_ip.next = l.src_ip.to_bits();
                t.s_lookup_src_port.next = l.src_port.to_bits();
                t.s_lookup_path_id.next = l.path_id.to_bits();
                t.s_lookup_epoch.next = l.epoch.to_bits();
                t.s_lookup_tag.next = l.tag.to_bits();
            }
        }
    }

    fn tick(&mut self) {
        self.0.tick();
    }

    fn result(&self) -> Option<LookupResult> {
        let t = &self.0.circuit;
        assert_eq!(
            t.m_result_window_copy.val(),
            t.m_result_window.val(),
            "the window's second register holds the window"
        );
        if t.m_result_valid.val() {
            assert_eq!(
                t.m_result_window_oh.val().to_u64(),
                1u64 << t.m_result_window.val().index(),
                "the window's one-hot register holds the result's window"
            );
        }
        assert_eq!(
            t.m_result_ok.val(),
            t.m_result_valid.val() && t.m_result_verdict.val().to_u64() == VERDICT_OK,
            "the OK flag is a result with the verdict OK"
        );
        t.m_result_valid.val().then(|| LookupResult {
            tag: t.m_result_tag.val().to_u8(),
            verdict: t.m_result_verdict.val().to_u64(),
            slot: t.m_result_slot.val().index(),
            window: t.m_result_window.val().index(),
            ack: AckAddress {
                peer_conn_id: t.m_result_peer_conn_id.val().to_u32(),
                peer_ip: t.m_result_peer_ip.val().to_u32(),
                peer_port: t.m_result_peer_port.val().to_u16(),
                src_port: t.m_result_ack_src_port.val().to_u16(),
                peer_mac: t.m_result_peer_mac.val().to_u64(),
            },
        })
    }
}

#[test]
fn conn_table_drops_exactly_what_the_endpoint_drops() {
    let table = Clocked::new(ConnectionTable::default(), "metaroce_conn_table", |t| {
        &mut t.clk
    })
    .expect("the table passes Rust-HDL's checks");
    let coverage = run_conn_table(&mut SimulatedTable(table), &mut Scenario::new(0xc0), 6000);
    println!("{coverage:?}");
    coverage.assert_every_verdict_seen(100);
    assert!(coverage.acks_compared >= 1000 && coverage.repaths >= 20);
}
