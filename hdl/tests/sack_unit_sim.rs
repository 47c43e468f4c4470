//! The SACK unit in the Rust-HDL simulator, in lock-step with the transport core's receive
//! step (`metaroce::transport::receive_data_packet`) on long random streams.

mod common;

use common::on_big_stack;
use common::reference::{ACK_EVERY, GOOD_RKEY};
use common::sack_lockstep::{
    SackPorts, SackResult, changing_k_run, check_command_interleave, lazy_base_run, left_block_run,
    random_run, refusal_run, shared_position_run,
};
use common::streams::WindowOp;
use metaroce_hdl::cycle::Clocked;
use metaroce_hdl::sack::SackRingUnit;
use metaroce_hdl::sack::encoding::{COMMAND_START, COMMAND_TIMER_ACK, RING_RESULT_LATENCY};
use rust_hdl::prelude::{Bits, Block, ToBits};

/// A unit in the Rust-HDL simulator, behind the lock-step harness's ports, and the K it
/// drives.
struct Simulated<U: Block>(Clocked<U>, u16);

fn words(bits: Bits<256>) -> [u64; 4] {
    std::array::from_fn(|i| bits.get_bits::<64>(i * 64).to_u64())
}

/// Implements the harness's ports for a SACK circuit (both have the same port names).
macro_rules! sack_ports {
    ($unit:ident, $module:literal, $latency:expr, $ctor:ident) => {
        fn $ctor() -> Simulated<$unit> {
            let unit = Clocked::new($unit::default(), $module, |u| &mut u.clk)
                .expect("the SACK unit passes Rust-HDL's checks");
            Simulated(unit, ACK_EVERY)
        }

        impl SackPorts for Simulated<$unit> {
            fn latency(&self) -> u64 {
                $latency
            }

            fn set_ack_every(&mut self, k: u16) {
                self.1 = k;
            }

            fn drive(&mut self, op: WindowOp) {
                let unit = &mut self.0.circuit;
                unit.ack_every.next = self.1.to_bits();
                unit.s_update_due.next = false;
                unit.s_update_valid.next = false;
                unit.s_cmd_valid.next = false;
                match op {
                    WindowOp::Idle => {}
                    WindowOp::Dropped { window, psn } => {
                        unit.s_update_due.next = true;
                        unit.s_update_window.next = window.to_bits();
                        unit.s_update_window_tests.next = window.to_bits();
                        unit.s_update_psn.next = psn.to_bits();
                    }
                    WindowOp::Update { window, packet } => {
                        unit.s_update_due.next = true;
                        unit.s_update_valid.next = true;
                        unit.s_update_window.next = window.to_bits();
                        unit.s_update_window_tests.next = window.to_bits();
                        unit.s_update_psn.next = packet.psn.to_bits();
                        unit.s_update_ce.next = packet.ce;
                        unit.s_update_timestamp.next = packet.timestamp.to_bits();
                        unit.s_update_ack_req.next = packet.ack_req;
                        unit.s_update_placed.next = packet.rkey == GOOD_RKEY;
                    }
                    WindowOp::Init { window, base } => {
                        unit.s_cmd_valid.next = true;
                        unit.s_cmd_op.next = COMMAND_START;
                        unit.s_cmd_window.next = window.to_bits();
                        unit.s_cmd_window_tests.next = window.to_bits();
                        unit.s_cmd_base.next = base.to_bits();
                    }
                    WindowOp::TimerAck { window } => {
                        unit.s_cmd_valid.next = true;
                        unit.s_cmd_op.next = COMMAND_TIMER_ACK;
                        unit.s_cmd_window.next = window.to_bits();
                        unit.s_cmd_window_tests.next = window.to_bits();
                    }
                }
            }

            fn command_ready(&mut self) -> bool {
                self.0.settle();
                self.0.circuit.s_cmd_ready.val()
            }

            fn tick(&mut self) {
                self.0.tick();
            }

            fn refused(&self) -> bool {
                self.0.circuit.m_update_refused.val()
            }

            fn result(&self) -> Option<SackResult> {
                let unit = &self.0.circuit;
                unit.m_result_valid.val().then(|| SackResult {
                    window: unit.m_result_window.val().index(),
                    class: unit.m_result_class.val().to_u64(),
                    new_hole: unit.m_result_new_hole.val(),
                    base: unit.m_result_base.val().to_u32(),
                    bitmap: words(unit.m_result_bitmap.val()),
                    ce_count: unit.m_result_ce_count.val().to_u32(),
                    ack: unit.m_result_ack.val().to_u64(),
                    since_ack: unit.m_result_since_ack.val().to_u16(),
                    echo_timestamp: unit.m_result_echo_timestamp.val().to_u64(),
                })
            }
        }
    };
}

sack_ports!(
    SackRingUnit,
    "metaroce_sack_ring_unit",
    RING_RESULT_LATENCY,
    simulated_ring
);

/// A random stream: every case of the receive step, often on one window every other clock.
fn check_random_stream(unit: &mut impl SackPorts) {
    let coverage = random_run(unit, 0x5ac4, 6000);
    println!("{coverage:?}");
    assert!(coverage.results > 5000);
    for (what, count) in [
        ("new", coverage.new),
        ("duplicate", coverage.duplicate),
        ("out of window", coverage.out_of_window),
        ("new hole", coverage.new_hole),
        ("long slide", coverage.long_slides),
        (
            "same window two clocks apart",
            coverage.same_window_two_clocks_apart,
        ),
        ("init", coverage.inits),
        ("timer ACK", coverage.timer_acks),
        ("dropped lookup", coverage.dropped),
        ("ACK now", coverage.ack_now),
        ("ACK later", coverage.ack_later),
        ("not placed", coverage.not_placed),
    ] {
        assert!(count >= 5, "only {count} {what} cases: {coverage:?}");
    }
    for d in 0..4 {
        assert!(coverage.update_after_start[d] >= 5, "{coverage:?}");
        assert!(coverage.after_new[d] >= 5, "{coverage:?}");
    }
}

/// Streams that keep a lazy base furthest behind the exact one.
fn check_lazy_base_stream(unit: &mut impl SackPorts) {
    let coverage = lazy_base_run(unit, 0x1a2e, 4);
    println!("{coverage:?}");
    // Three whole-window slides per round, each probed at its edges at once.
    assert!(coverage.long_slides >= 3 * 4, "{coverage:?}");
    assert!(
        coverage.same_window_two_clocks_apart > 1000 * 4,
        "{coverage:?}"
    );
    for (what, count) in [
        ("new", coverage.new),
        ("duplicate", coverage.duplicate),
        ("out of window", coverage.out_of_window),
        ("new hole", coverage.new_hole),
        ("timer ACK", coverage.timer_acks),
    ] {
        assert!(count >= 4, "only {count} {what} cases: {coverage:?}");
    }
}

#[test]
fn sack_ring_unit_matches_the_receive_step_on_a_random_stream() {
    on_big_stack(|| check_random_stream(&mut simulated_ring()));
}

#[test]
fn sack_ring_unit_stays_exact_while_its_lazy_base_lags() {
    on_big_stack(|| check_lazy_base_stream(&mut simulated_ring()));
}

/// Every K from 1 to 16 and 65535, changed between streams.
fn check_changing_k(unit: &mut impl SackPorts) {
    let coverage = changing_k_run(unit, 0x4b4b, 140);
    println!("{coverage:?}");
    assert!(
        coverage.ack_now > 200 && coverage.ack_later > 200,
        "{coverage:?}"
    );
    assert!(coverage.results > 1500, "{coverage:?}");
}

#[test]
fn sack_ring_unit_acks_every_k_packets_for_each_k_it_is_given() {
    on_big_stack(|| check_changing_k(&mut simulated_ring()));
}

/// Updates closer than the contract allows are refused, and leave their window untouched.
fn check_refusals(unit: &mut impl SackPorts, rounds: usize) {
    let coverage = refusal_run(unit, 0x7ef0, rounds);
    println!("{coverage:?}");
    assert_eq!(coverage.refused, 2 * rounds as u64, "{coverage:?}");
    assert!(
        coverage.long_slides == 0 && coverage.new > 5 * rounds as u64,
        "{coverage:?}"
    );
}

#[test]
fn sack_ring_unit_refuses_an_update_of_the_window_it_updated_the_clock_before() {
    on_big_stack(|| check_refusals(&mut simulated_ring(), 40));
}

/// A duplicate in the block the lazy base just left, then the PSN 1024 past it.
fn check_left_block(unit: &mut impl SackPorts, rounds: usize) {
    let coverage = left_block_run(unit, 0x1eb1, rounds);
    println!("{coverage:?}");
    assert!(coverage.duplicate >= rounds as u64, "{coverage:?}");
    assert!(coverage.out_of_window >= rounds as u64, "{coverage:?}");
}

#[test]
fn sack_ring_unit_forgets_a_duplicate_in_the_block_its_lazy_base_just_left() {
    on_big_stack(|| check_left_block(&mut simulated_ring(), 16));
}

#[test]
fn sack_ring_unit_keeps_windows_apart_where_their_packets_share_ring_positions() {
    on_big_stack(|| {
        let rounds = 60;
        let coverage = shared_position_run(&mut simulated_ring(), 0x5a4e, rounds);
        println!("{coverage:?}");
        // Each round: both windows new at one PSN, then at the next, then both duplicates.
        assert!(coverage.new >= 4 * rounds as u64, "{coverage:?}");
        assert!(coverage.duplicate >= 2 * rounds as u64, "{coverage:?}");
    });
}

#[test]
fn sack_ring_unit_forwards_timer_acks_and_starts_between_its_windows_updates() {
    on_big_stack(|| check_command_interleave(&mut simulated_ring(), 0xc0c0, 150));
}
