//! The emitted Verilog of the connection table, compiled by Verilator, in lock-step with a
//! real `metaroce::transport::Endpoint` over a long stream of well-formed and forged DATA
//! packets, PROBEs, closes and new connections.

mod common;

use common::conn_lockstep::{Scenario, run_conn_table};
use common::conn_verilated::VerilatedConnTable;

#[test]
fn verilated_conn_table_drops_exactly_what_the_endpoint_drops() {
    let mut table = VerilatedConnTable::new();
    let coverage = run_conn_table(&mut table, &mut Scenario::new(0xc0_c0), 60_000);
    println!("{coverage:?}");
    coverage.assert_every_verdict_seen(1000);
    assert!(coverage.acks_compared >= 10_000 && coverage.repaths >= 200);
}
