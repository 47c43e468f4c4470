//! The SEND receive table in the Rust-HDL simulator, in lock-step with the transport core's
//! `RecvQueues`: every lookup answers what `SendTable::send_target` answers, and every
//! completion is the reference's next finished receive of its stream.

mod common;

use common::recv_lockstep::{
    CompletionRecord, Inputs, LookupResult, Placed, RecvTablePorts, WriteOp, WriteResult,
    run_finish_during_reports, run_recv,
};
use metaroce_hdl::cycle::Clocked;
use metaroce_hdl::recv::RecvTable;
use rust_hdl::prelude::ToBits;

struct SimulatedTable(Clocked<RecvTable>);

impl RecvTablePorts for SimulatedTable {
    fn set_mtu_shift(&mut self, shift: u8) {
        self.0.circuit.mtu_shift.next = shift.to_bits();
    }

    fn drive(&mut self, inputs: &Inputs) {
        let t = &mut self.0.circuit;
        t.rst.next = false;
        t.s_write_valid.next = false;
        t.s_lookup_valid.next = false;
        t.s_placed_valid.next = false;
        // A post's length is staged a clock ahead of its pulse.
        t.s_write_len.next = inputs.staged_len.to_bits();
        match inputs.write {
            None => {}
            Some(WriteOp::Bind { slot, conn, stream }) => {
                t.s_write_valid.next = true;
                t.s_write_post.next = false;
                t.s_write_slot.next = slot.to_bits();
                t.s_write_enable.next = true;
                t.s_write_conn.next = conn.to_bits();
                t.s_write_stream.next = stream.to_bits();
            }
            Some(WriteOp::Post {
                slot,
                key,
                addr,
                len: _,
            }) => {
                t.s_write_valid.next = true;
                t.s_write_post.next = true;
                t.s_write_slot.next = slot.to_bits();
                t.s_write_key.next = key.to_bits();
                t.s_write_addr.next = addr.to_bits();
            }
        }
        if let Some(l) = inputs.lookup {
            t.s_lookup_valid.next = true;
            t.s_lookup_conn.next = l.conn.to_bits();
            t.s_lookup_stream.next = l.stream.to_bits();
            t.s_lookup_msn.next = l.msn.to_bits();
            t.s_lookup_offset.next = l.offset.to_bits();
            t.s_lookup_msg_len.next = l.msg_len.to_bits();
            t.s_lookup_tag.next = l.tag.to_bits();
        }
        // An update's fields are staged a clock ahead of its pulse.
        t.s_placed_valid.next = inputs.placed.is_some();
        {
            let p = inputs.staged_placed.unwrap_or(Placed::UNSTAGED);
            t.s_placed_refused.next = p.refused;
            t.s_placed_slot.next = p.slot.to_bits();
            t.s_placed_msn.next = p.msn.to_bits();
            t.s_placed_offset.next = p.offset.to_bits();
            t.s_placed_msg_len.next = p.msg_len.to_bits();
        }
    }

    fn tick(&mut self) {
        self.0.tick();
    }

    fn write_result(&self) -> WriteResult {
        let t = &self.0.circuit;
        WriteResult {
            posted: t.m_write_posted.val(),
            full: t.m_write_error_full.val(),
            unbound: t.m_write_error_unbound.val(),
            too_long: t.m_write_error_too_long.val(),
        }
    }

    fn lookup_result(&self) -> Option<LookupResult> {
        let t = &self.0.circuit;
        t.m_result_valid.val().then(|| LookupResult {
            tag: t.m_result_tag.val().to_u8(),
            hit: t.m_result_hit.val(),
            slot: t.m_result_slot.val().to_u8(),
            target: t.m_result_target.val().to_u64(),
            key: t.m_result_key.val().to_u32(),
            addr: t.m_result_addr.val().to_u64(),
            len: t.m_result_len.val().to_u64(),
            target_addr: t.m_result_target_addr.val().to_u64(),
            fits: t.m_result_fits.val(),
        })
    }

    fn completion(&self) -> Option<CompletionRecord> {
        let t = &self.0.circuit;
        t.m_cpl_valid.val().then(|| CompletionRecord {
            slot: t.m_cpl_slot.val().to_u8(),
            msn: t.m_cpl_msn.val().to_u32(),
            bytes: t.m_cpl_bytes.val().to_u32(),
            status: u64::from(t.m_cpl_status.val()),
        })
    }

    fn placed_verdict(&self) -> Option<bool> {
        let t = &self.0.circuit;
        t.m_placed_verdict_valid
            .val()
            .then(|| t.m_placed_stale.val())
    }
}

fn table() -> SimulatedTable {
    SimulatedTable(
        Clocked::new(RecvTable::default(), "metaroce_recv_table", |t| &mut t.clk)
            .expect("the table passes Rust-HDL's checks"),
    )
}

#[test]
fn recv_table_answers_and_completes_as_recv_queues_in_simulation() {
    for (seed, shift) in [(0x5e_d1, 6u8), (0x5e_d2, 12), (0x5e_d3, 9)] {
        let coverage = run_recv(&mut table(), seed, 30_000, shift);
        println!("{coverage:?}");
        assert!(coverage.posted >= 300 && coverage.not_posted >= 100);
        assert!(coverage.completed >= 100 && coverage.unbound_lookups >= 50);
        assert!(coverage.completions >= 100 && coverage.error_completions >= 10);
        assert!(coverage.ignored_segments >= 50 && coverage.waited >= 10);
        assert!(coverage.full >= 10 && coverage.too_long_posts >= 10);
        assert!(coverage.unbound_posts >= 1 && coverage.too_long_sends >= 10);
        assert!(coverage.back_to_back >= 50 && coverage.stale_updates >= 5);
    }
}

#[test]
fn a_receive_finishing_while_the_receives_before_it_are_reported_completes_in_simulation() {
    assert_eq!(run_finish_during_reports(&mut table()), 15);
}
