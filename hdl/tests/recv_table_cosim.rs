//! The emitted Verilog of the SEND receive table, compiled by Verilator, in lock-step with
//! the transport core's `RecvQueues`: every lookup answers what `SendTable::send_target`
//! answers, and every completion is the reference's next finished receive of its stream.

mod common;

use common::recv_lockstep::{
    CompletionRecord, Inputs, LookupResult, Placed, RecvTablePorts, WriteOp, WriteResult,
    run_finish_during_reports, run_recv,
};
use metaroce_hdl::cosim::{Port, VerilatedModel};

const WRITE: [&str; 9] = [
    "s_write_valid",
    "s_write_post",
    "s_write_slot",
    "s_write_enable",
    "s_write_conn",
    "s_write_stream",
    "s_write_key",
    "s_write_addr",
    "s_write_len",
];
const WRITE_RESULT: [&str; 4] = [
    "m_write_posted",
    "m_write_error_full",
    "m_write_error_unbound",
    "m_write_error_too_long",
];
const LOOKUP: [&str; 7] = [
    "s_lookup_valid",
    "s_lookup_conn",
    "s_lookup_stream",
    "s_lookup_msn",
    "s_lookup_offset",
    "s_lookup_msg_len",
    "s_lookup_tag",
];
const RESULT: [&str; 10] = [
    "m_result_valid",
    "m_result_tag",
    "m_result_hit",
    "m_result_slot",
    "m_result_target",
    "m_result_key",
    "m_result_addr",
    "m_result_len",
    "m_result_target_addr",
    "m_result_fits",
];
const PLACED: [&str; 6] = [
    "s_placed_valid",
    "s_placed_refused",
    "s_placed_slot",
    "s_placed_msn",
    "s_placed_offset",
    "s_placed_msg_len",
];
const CPL: [&str; 5] = [
    "m_cpl_valid",
    "m_cpl_slot",
    "m_cpl_msn",
    "m_cpl_bytes",
    "m_cpl_status",
];

struct VerilatedTable {
    model: VerilatedModel,
    clk: Port,
    mtu_shift: Port,
    write: [Port; 9],
    write_result: [Port; 4],
    lookup: [Port; 7],
    result: [Port; 10],
    placed: [Port; 6],
    cpl: [Port; 5],
    verdict: [Port; 2],
}

impl VerilatedTable {
    fn new() -> Self {
        let mut model =
            VerilatedModel::new("metaroce_recv_table").unwrap_or_else(|e| panic!("{e}"));
        let port =
            |model: &VerilatedModel, name: &str| model.port(name).unwrap_or_else(|e| panic!("{e}"));
        let rst = port(&model, "rst");
        model.set_bool(rst, false);
        Self {
            clk: port(&model, "clk"),
            mtu_shift: port(&model, "mtu_shift"),
            write: WRITE.map(|n| port(&model, n)),
            write_result: WRITE_RESULT.map(|n| port(&model, n)),
            lookup: LOOKUP.map(|n| port(&model, n)),
            result: RESULT.map(|n| port(&model, n)),
            placed: PLACED.map(|n| port(&model, n)),
            cpl: CPL.map(|n| port(&model, n)),
            verdict: ["m_placed_verdict_valid", "m_placed_stale"].map(|n| port(&model, n)),
            model,
        }
    }
}

impl RecvTablePorts for VerilatedTable {
    fn set_mtu_shift(&mut self, shift: u8) {
        self.model.set_u64(self.mtu_shift, u64::from(shift));
    }

    fn drive(&mut self, inputs: &Inputs) {
        let [
            w_valid,
            w_post,
            w_slot,
            w_enable,
            w_conn,
            w_stream,
            w_key,
            w_addr,
            w_len,
        ] = self.write;
        let [l_valid, l_conn, l_stream, l_msn, l_offset, l_msg_len, l_tag] = self.lookup;
        let [p_valid, p_refused, p_slot, p_msn, p_offset, p_msg_len] = self.placed;
        let m = &mut self.model;
        m.set_bool(w_valid, false);
        m.set_bool(l_valid, false);
        m.set_bool(p_valid, false);
        // A post's length is staged a clock ahead of its pulse.
        m.set_u64(w_len, inputs.staged_len);
        match inputs.write {
            None => {}
            Some(WriteOp::Bind { slot, conn, stream }) => {
                m.set_bool(w_valid, true);
                m.set_bool(w_post, false);
                m.set_u64(w_slot, u64::from(slot));
                m.set_bool(w_enable, true);
                m.set_u64(w_conn, u64::from(conn));
                m.set_u64(w_stream, u64::from(stream));
            }
            Some(WriteOp::Post {
                slot,
                key,
                addr,
                len: _,
            }) => {
                m.set_bool(w_valid, true);
                m.set_bool(w_post, true);
                m.set_u64(w_slot, u64::from(slot));
                m.set_u64(w_key, u64::from(key));
                m.set_u64(w_addr, addr);
            }
        }
        if let Some(l) = inputs.lookup {
            m.set_bool(l_valid, true);
            m.set_u64(l_conn, u64::from(l.conn));
            m.set_u64(l_stream, u64::from(l.stream));
            m.set_u64(l_msn, u64::from(l.msn));
            m.set_u64(l_offset, u64::from(l.offset));
            m.set_u64(l_msg_len, u64::from(l.msg_len));
            m.set_u64(l_tag, u64::from(l.tag));
        }
        // An update's fields are staged a clock ahead of its pulse.
        m.set_bool(p_valid, inputs.placed.is_some());
        {
            let p = inputs.staged_placed.unwrap_or(Placed::UNSTAGED);
            m.set_bool(p_refused, p.refused);
            m.set_u64(p_slot, u64::from(p.slot));
            m.set_u64(p_msn, u64::from(p.msn));
            m.set_u64(p_offset, u64::from(p.offset));
            m.set_u64(p_msg_len, u64::from(p.msg_len));
        }
    }

    fn tick(&mut self) {
        self.model.tick(self.clk);
    }

    fn write_result(&self) -> WriteResult {
        let [posted, full, unbound, too_long] = self.write_result;
        let m = &self.model;
        WriteResult {
            posted: m.get_bool(posted),
            full: m.get_bool(full),
            unbound: m.get_bool(unbound),
            too_long: m.get_bool(too_long),
        }
    }

    fn lookup_result(&self) -> Option<LookupResult> {
        let [
            valid,
            tag,
            hit,
            slot,
            target,
            key,
            addr,
            len,
            target_addr,
            fits,
        ] = self.result;
        let m = &self.model;
        m.get_bool(valid).then(|| LookupResult {
            tag: m.get_u64(tag) as u8,
            hit: m.get_bool(hit),
            slot: m.get_u64(slot) as u8,
            target: m.get_u64(target),
            key: m.get_u64(key) as u32,
            addr: m.get_u64(addr),
            len: m.get_u64(len),
            target_addr: m.get_u64(target_addr),
            fits: m.get_bool(fits),
        })
    }

    fn completion(&self) -> Option<CompletionRecord> {
        let [valid, slot, msn, bytes, status] = self.cpl;
        let m = &self.model;
        m.get_bool(valid).then(|| CompletionRecord {
            slot: m.get_u64(slot) as u8,
            msn: m.get_u64(msn) as u32,
            bytes: m.get_u64(bytes) as u32,
            status: m.get_u64(status),
        })
    }

    fn placed_verdict(&self) -> Option<bool> {
        let [valid, stale] = self.verdict;
        let m = &self.model;
        m.get_bool(valid).then(|| m.get_bool(stale))
    }
}

#[test]
fn verilated_recv_table_answers_and_completes_as_recv_queues() {
    for (seed, shift) in [(0xc0_5e_d1, 6u8), (0xc0_5e_d2, 12), (0xc0_5e_d3, 10)] {
        let coverage = run_recv(&mut VerilatedTable::new(), seed, 200_000, shift);
        println!("{coverage:?}");
        assert!(coverage.posted >= 10_000 && coverage.not_posted >= 3_000);
        assert!(coverage.completed >= 3_000 && coverage.unbound_lookups >= 1_000);
        assert!(coverage.completions >= 3_000 && coverage.error_completions >= 300);
        assert!(coverage.ignored_segments >= 1_000 && coverage.waited >= 300);
        assert!(coverage.full >= 300 && coverage.too_long_posts >= 300);
        assert!(coverage.unbound_posts >= 50 && coverage.too_long_sends >= 300);
        assert!(coverage.back_to_back >= 1_000 && coverage.stale_updates >= 100);
    }
}

#[test]
fn verilated_receive_finishing_while_the_receives_before_it_are_reported_completes() {
    assert_eq!(run_finish_during_reports(&mut VerilatedTable::new()), 15);
}
