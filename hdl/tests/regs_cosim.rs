//! The emitted Verilog of the register block, compiled by Verilator, driven through AXI-Lite
//! like a host: the same checks as the Rust-HDL simulation, on a longer random stream.

mod common;

use common::regs_lockstep::{
    Host, check_completion_fifo, check_identification_and_resets, check_range_edges,
    check_sack_command_waits, run_random_traffic,
};
use common::regs_verilated::VerilatedRegs;

#[test]
fn verilated_regs_identify_themselves_and_reset_to_the_transport_defaults() {
    let mut regs = VerilatedRegs::new();
    check_identification_and_resets(&mut Host::new(&mut regs, 11));
}

#[test]
fn verilated_regs_answer_random_back_pressured_traffic_as_the_map_says() {
    let mut regs = VerilatedRegs::new();
    let mut host = Host::new(&mut regs, 12);
    let coverage = run_random_traffic(&mut host, 0xc05e, 30_000);
    println!("{coverage:?}");
    assert!(coverage.stored >= 6000 && coverage.rejected >= 1000 && coverage.bad_address >= 600);
    assert!(coverage.reads >= 10_000 && coverage.commits >= 1000 && coverage.probes >= 100);
    assert!(coverage.ce_reads >= 100, "{coverage:?}");
    assert!(coverage.sack_refusals >= 100, "{coverage:?}");
}

#[test]
fn verilated_regs_completion_fifo_keeps_order_and_counts_overflow() {
    let mut regs = VerilatedRegs::new();
    check_completion_fifo(&mut Host::new(&mut regs, 14));
}

#[test]
fn verilated_regs_sack_command_waits_for_the_unit() {
    let mut regs = VerilatedRegs::new();
    check_sack_command_waits(&mut Host::new(&mut regs, 13));
}

#[test]
fn verilated_regs_reject_every_value_outside_a_range_and_keep_the_old_one() {
    let mut regs = VerilatedRegs::new();
    check_range_edges(&mut Host::new(&mut regs, 13));
}
