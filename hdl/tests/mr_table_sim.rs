//! The memory-region table in the Rust-HDL simulator: every lookup is allowed exactly when
//! the transport core's receive step places the WRITE.

mod common;

use common::mr_lockstep::{TableOp, TablePorts, TableStream, run_table};
use metaroce::transport::Access;
use metaroce_hdl::cycle::Clocked;
use metaroce_hdl::memory::MemoryRegionTable;
use rust_hdl::prelude::ToBits;

struct SimulatedTable(Clocked<MemoryRegionTable>);

impl TablePorts for SimulatedTable {
    fn drive(&mut self, op: TableOp) {
        let t = &mut self.0.circuit;
        t.s_write_valid.next = false;
        t.s_lookup_valid.next = false;
        match op {
            TableOp::Idle => {}
            TableOp::Write { index, region } => {
                t.s_write_valid.next = true;
                t.s_write_index.next = index.to_bits();
                t.s_write_enable.next = region.is_some();
                if let Some((key, entry)) = region {
                    t.s_write_key.next = key.to_bits();
                    t.s_write_base.next = entry.base.to_bits();
                    t.s_write_length.next = entry.len.to_bits();
                    t.s_write_remote_write.next = entry.access.contains(Access::REMOTE_WRITE);
                    t.s_write_local_write.next = entry.access.contains(Access::LOCAL_WRITE);
                }
            }
            TableOp::Lookup {
                rkey,
                addr,
                len,
                tag,
                local,
            } => {
                t.s_lookup_valid.next = true;
                t.s_lookup_local.next = local;
                t.s_lookup_rkey.next = rkey.to_bits();
                t.s_lookup_addr.next = addr.to_bits();
                t.s_lookup_len.next = len.to_bits();
                t.s_lookup_tag.next = tag.to_bits();
            }
        }
    }

    fn tick(&mut self) {
        self.0.tick();
    }

    fn result(&self) -> Option<(u8, bool)> {
        let t = &self.0.circuit;
        t.m_result_valid
            .val()
            .then(|| (t.m_result_tag.val().to_u8(), t.m_result_allowed.val()))
    }
}

#[test]
fn mr_table_allows_exactly_what_the_receive_step_places() {
    let table = Clocked::new(MemoryRegionTable::default(), "metaroce_mr_table", |t| {
        &mut t.clk
    })
    .expect("the table passes Rust-HDL's checks");
    let coverage = run_table(
        &mut SimulatedTable(table),
        &mut TableStream::new(0x3e),
        4000,
    );
    println!("{coverage:?}");
    assert!(coverage.allowed >= 200 && coverage.refused >= 200 && coverage.writes >= 200);
}
