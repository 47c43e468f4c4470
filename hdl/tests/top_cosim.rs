//! The emitted Verilog of the datapath's top level (`metaroce_rx_datapath`), compiled by
//! Verilator, in lock-step with a real `metaroce::transport::Endpoint` programmed through
//! AXI-Lite (see `common/top_lockstep.rs`): ACK and NACK frames, host stream, memory and
//! counters over long random streams, then back-to-back minimum-size WRITEs at one beat per
//! clock.

mod common;

use common::top_lockstep::{
    Traffic, assert_line_rate, assert_probe_waits_out_a_window_switch, run, run_probe_under_flood,
};
use common::top_verilated::VerilatedTop;

#[test]
fn top_level_verilog_places_acks_nacks_and_counts_what_the_endpoint_does_on_mixed_traffic() {
    for seed in [0x7c01, 0x7c02] {
        let mut top = VerilatedTop::new();
        let report = run(&mut top, seed, &Traffic::mixed(15_000));
        println!("{report:?}");
        assert!(
            report.acks > 5_000 && report.timer_fires > 200,
            "{report:?}"
        );
        assert!(
            report.placed > 2_000 && report.host_frames > 1_000,
            "{report:?}"
        );
        assert!(
            report.probes > 40 && report.reprobes > 5,
            "PROBEs answered from PROBE_COMMIT, some sent again: {report:?}"
        );
        let d = report.datapath_drops;
        assert!(
            report.nacks > 300 && report.nacks == d.access_violation + d.receiver_not_ready,
            "a NACK for every access violation and every SEND not posted: {report:?}"
        );
        assert!(
            report.sends > 2_000
                && report.completions > 400
                && report.error_completions > 30
                && report.live_posts > 300
                && d.receiver_not_ready > 100,
            "SENDs placed, refused and not posted, receives posted while traffic flows: {report:?}"
        );
        assert!(
            report.tx_waits > 100,
            "TX back-pressure exercised: {report:?}"
        );
        assert!(
            d.unknown_connection > 50
                && d.not_established > 50
                && d.bad_path > 50
                && d.stale_epoch > 50
                && d.duplicate > 2_000
                && d.out_of_window > 1_000
                && d.access_violation > 300,
            "every drop reason reached often: {report:?}"
        );
    }
}

#[test]
fn top_level_verilog_drops_a_send_copy_whose_message_its_original_completed_while_it_was_looked_up()
{
    let mut top = VerilatedTop::new();
    let report = run(&mut top, 0x7c05, &Traffic::near_copies(12_000));
    println!("{report:?}");
    assert!(
        report.near_copies_stale > 300 && report.completions > 600,
        "copies right behind the segment that completed their message: {report:?}"
    );
}

#[test]
fn top_level_verilog_takes_back_to_back_minimum_writes_and_sends_at_one_beat_per_clock() {
    let frames = 20_000;
    let mut top = VerilatedTop::new();
    let report = run(&mut top, 0x7c03, &Traffic::line_rate(frames));
    println!("{report:?}");
    assert_line_rate(&report, frames as u64);
    assert!(
        report.sends >= 1_000 && report.completions == report.sends,
        "{report:?}"
    );
}

#[test]
fn top_level_verilog_holds_a_timer_ack_while_an_update_of_its_window_is_in_flight() {
    let mut top = VerilatedTop::new();
    let report = run(&mut top, 0x7c04, &Traffic::held_timers(8_000));
    println!("{report:?}");
    assert!(
        report.timer_fires > 400 && report.held_fires > 100,
        "{report:?}"
    );
}

#[test]
fn top_level_verilog_answers_a_probe_commit_while_its_path_floods_the_datapath() {
    let clocks = run_probe_under_flood(&mut VerilatedTop::new());
    assert!(
        (63..100).contains(&clocks),
        "held by the flood's updates, then taken: {clocks} clocks"
    );
}

#[test]
fn top_level_verilog_holds_a_probe_committed_right_after_a_window_switch_for_the_updates_in_flight()
{
    assert_probe_waits_out_a_window_switch(VerilatedTop::new);
}
