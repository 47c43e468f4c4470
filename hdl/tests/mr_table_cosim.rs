//! The emitted Verilog of the memory-region table, compiled by Verilator: every lookup of a
//! long random stream is allowed exactly when the transport core's receive step places the
//! WRITE.

mod common;

use common::mr_lockstep::{TableOp, TablePorts, TableStream, run_table};
use metaroce::transport::Access;
use metaroce_hdl::cosim::{Port, VerilatedModel};

struct VerilatedTable {
    model: VerilatedModel,
    clk: Port,
    write: [Port; 8],
    lookup: [Port; 6],
    result: [Port; 3],
}

impl TablePorts for VerilatedTable {
    fn drive(&mut self, op: TableOp) {
        let [
            w_valid,
            w_index,
            w_enable,
            w_key,
            w_base,
            w_length,
            w_access,
            w_local,
        ] = self.write;
        let [l_valid, l_rkey, l_addr, l_len, l_tag, l_local] = self.lookup;
        let m = &mut self.model;
        m.set_bool(w_valid, false);
        m.set_bool(l_valid, false);
        match op {
            TableOp::Idle => {}
            TableOp::Write { index, region } => {
                m.set_bool(w_valid, true);
                m.set_u64(w_index, index as u64);
                m.set_bool(w_enable, region.is_some());
                if let Some((key, entry)) = region {
                    m.set_u64(w_key, u64::from(key));
                    m.set_u64(w_base, entry.base);
                    m.set_u64(w_length, entry.len);
                    m.set_bool(w_access, entry.access.contains(Access::REMOTE_WRITE));
                    m.set_bool(w_local, entry.access.contains(Access::LOCAL_WRITE));
                }
            }
            TableOp::Lookup {
                rkey,
                addr,
                len,
                tag,
                local,
            } => {
                m.set_bool(l_valid, true);
                m.set_bool(l_local, local);
                m.set_u64(l_rkey, u64::from(rkey));
                m.set_u64(l_addr, addr);
                m.set_u64(l_len, u64::from(len));
                m.set_u64(l_tag, u64::from(tag));
            }
        }
    }

    fn tick(&mut self) {
        self.model.tick(self.clk);
    }

    fn result(&self) -> Option<(u8, bool)> {
        let [valid, tag, allowed] = self.result;
        let m = &self.model;
        m.get_bool(valid)
            .then(|| (m.get_u64(tag) as u8, m.get_bool(allowed)))
    }
}

#[test]
fn verilated_mr_table_allows_exactly_what_the_receive_step_places() {
    let mut model = VerilatedModel::new("metaroce_mr_table").unwrap_or_else(|e| panic!("{e}"));
    let port =
        |model: &VerilatedModel, name: &str| model.port(name).unwrap_or_else(|e| panic!("{e}"));
    let rst = port(&model, "rst");
    model.set_bool(rst, false);
    let mut table = VerilatedTable {
        clk: port(&model, "clk"),
        write: [
            "s_write_valid",
            "s_write_index",
            "s_write_enable",
            "s_write_key",
            "s_write_base",
            "s_write_length",
            "s_write_remote_write",
            "s_write_local_write",
        ]
        .map(|n| port(&model, n)),
        lookup: [
            "s_lookup_valid",
            "s_lookup_rkey",
            "s_lookup_addr",
            "s_lookup_len",
            "s_lookup_tag",
            "s_lookup_local",
        ]
        .map(|n| port(&model, n)),
        result: ["m_result_valid", "m_result_tag", "m_result_allowed"].map(|n| port(&model, n)),
        model,
    };
    let coverage = run_table(&mut table, &mut TableStream::new(0xc0_3e), 200_000);
    println!("{coverage:?}");
    assert!(coverage.allowed >= 10_000 && coverage.refused >= 10_000);
}
