//! The emitted Verilog of the SACK unit, compiled by Verilator, in lock-step with the
//! transport core's receive step on long random streams (the same streams and checks as the
//! Rust-HDL simulation test).

mod common;

use common::reference::{ACK_EVERY, GOOD_RKEY};
use common::sack_lockstep::{
    SackPorts, SackResult, changing_k_run, check_command_interleave, lazy_base_run, left_block_run,
    random_run, refusal_run, shared_position_run,
};
use common::streams::WindowOp;
use metaroce_hdl::cosim::{Port, VerilatedModel};
use metaroce_hdl::sack::encoding::{COMMAND_START, COMMAND_TIMER_ACK, RING_RESULT_LATENCY};

struct Ports {
    clk: Port,
    rst: Port,
    update_due: Port,
    update_valid: Port,
    update_window: Port,
    update_window_tests: Port,
    update_psn: Port,
    update_ce: Port,
    update_timestamp: Port,
    update_ack_req: Port,
    update_placed: Port,
    ack_every: Port,
    cmd_valid: Port,
    cmd_ready: Port,
    cmd_op: Port,
    cmd_window: Port,
    cmd_window_tests: Port,
    cmd_base: Port,
    update_refused: Port,
    result_valid: Port,
    result_window: Port,
    result_class: Port,
    result_new_hole: Port,
    result_base: Port,
    result_bitmap: Port,
    result_ce_count: Port,
    result_ack: Port,
    result_since_ack: Port,
    result_echo_timestamp: Port,
}

struct VerilatedSack {
    model: VerilatedModel,
    ports: Ports,
    latency: u64,
}

/// The Verilator model of `module` (`metaroce_sack_ring_unit`), whose results come
/// `latency` clocks after the update.
fn verilated(module: &'static str, latency: u64) -> VerilatedSack {
    let model = VerilatedModel::new(module).unwrap_or_else(|e| panic!("{e}"));
    let port = |name: &str| model.port(name).unwrap_or_else(|e| panic!("{e}"));
    let ports = Ports {
        clk: port("clk"),
        rst: port("rst"),
        update_due: port("s_update_due"),
        update_valid: port("s_update_valid"),
        update_window: port("s_update_window"),
        update_window_tests: port("s_update_window_tests"),
        update_psn: port("s_update_psn"),
        update_ce: port("s_update_ce"),
        update_timestamp: port("s_update_timestamp"),
        update_ack_req: port("s_update_ack_req"),
        update_placed: port("s_update_placed"),
        ack_every: port("ack_every"),
        cmd_valid: port("s_cmd_valid"),
        cmd_ready: port("s_cmd_ready"),
        cmd_op: port("s_cmd_op"),
        cmd_window: port("s_cmd_window"),
        cmd_window_tests: port("s_cmd_window_tests"),
        cmd_base: port("s_cmd_base"),
        update_refused: port("m_update_refused"),
        result_valid: port("m_result_valid"),
        result_window: port("m_result_window"),
        result_class: port("m_result_class"),
        result_new_hole: port("m_result_new_hole"),
        result_base: port("m_result_base"),
        result_bitmap: port("m_result_bitmap"),
        result_ce_count: port("m_result_ce_count"),
        result_ack: port("m_result_ack"),
        result_since_ack: port("m_result_since_ack"),
        result_echo_timestamp: port("m_result_echo_timestamp"),
    };
    let mut unit = VerilatedSack {
        model,
        ports,
        latency,
    };
    unit.model.set_bool(unit.ports.rst, false);
    unit.model
        .set_u64(unit.ports.ack_every, u64::from(ACK_EVERY));
    unit.model.eval();
    unit
}

impl SackPorts for VerilatedSack {
    fn latency(&self) -> u64 {
        self.latency
    }

    fn set_ack_every(&mut self, k: u16) {
        self.model.set_u64(self.ports.ack_every, u64::from(k));
    }

    fn drive(&mut self, op: WindowOp) {
        let (m, p) = (&mut self.model, &self.ports);
        m.set_bool(p.update_due, false);
        m.set_bool(p.update_valid, false);
        m.set_bool(p.cmd_valid, false);
        match op {
            WindowOp::Idle => {}
            WindowOp::Dropped { window, psn } => {
                m.set_bool(p.update_due, true);
                m.set_u64(p.update_window, window as u64);
                m.set_u64(p.update_window_tests, window as u64);
                m.set_u64(p.update_psn, u64::from(psn));
            }
            WindowOp::Update { window, packet } => {
                m.set_bool(p.update_due, true);
                m.set_bool(p.update_valid, true);
                m.set_u64(p.update_window, window as u64);
                m.set_u64(p.update_window_tests, window as u64);
                m.set_u64(p.update_psn, u64::from(packet.psn));
                m.set_bool(p.update_ce, packet.ce);
                m.set_u64(p.update_timestamp, packet.timestamp);
                m.set_bool(p.update_ack_req, packet.ack_req);
                m.set_bool(p.update_placed, packet.rkey == GOOD_RKEY);
            }
            WindowOp::Init { window, base } => {
                m.set_bool(p.cmd_valid, true);
                m.set_bool(p.cmd_op, COMMAND_START);
                m.set_u64(p.cmd_window, window as u64);
                m.set_u64(p.cmd_window_tests, window as u64);
                m.set_u64(p.cmd_base, u64::from(base));
            }
            WindowOp::TimerAck { window } => {
                m.set_bool(p.cmd_valid, true);
                m.set_bool(p.cmd_op, COMMAND_TIMER_ACK);
                m.set_u64(p.cmd_window, window as u64);
                m.set_u64(p.cmd_window_tests, window as u64);
            }
        }
    }

    fn command_ready(&mut self) -> bool {
        self.model.eval();
        self.model.get_bool(self.ports.cmd_ready)
    }

    fn tick(&mut self) {
        self.model.tick(self.ports.clk);
    }

    fn refused(&self) -> bool {
        self.model.get_bool(self.ports.update_refused)
    }

    fn result(&self) -> Option<SackResult> {
        let (m, p) = (&self.model, &self.ports);
        if !m.get_bool(p.result_valid) {
            return None;
        }
        let words = m.get_words(p.result_bitmap);
        Some(SackResult {
            window: m.get_u64(p.result_window) as usize,
            class: m.get_u64(p.result_class),
            new_hole: m.get_bool(p.result_new_hole),
            base: m.get_u64(p.result_base) as u32,
            bitmap: std::array::from_fn(|i| {
                u64::from(words[2 * i]) | (u64::from(words[2 * i + 1]) << 32)
            }),
            ce_count: m.get_u64(p.result_ce_count) as u32,
            ack: m.get_u64(p.result_ack),
            since_ack: m.get_u64(p.result_since_ack) as u16,
            echo_timestamp: m.get_u64(p.result_echo_timestamp),
        })
    }
}

fn check_random_stream(unit: &mut VerilatedSack) {
    let coverage = random_run(unit, 0xc0_5ac4, 100_000);
    println!("{coverage:?}");
    assert!(coverage.results > 90_000);
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
        assert!(count >= 20, "only {count} {what} cases: {coverage:?}");
    }
    for d in 0..4 {
        assert!(coverage.update_after_start[d] >= 20, "{coverage:?}");
        assert!(coverage.after_new[d] >= 20, "{coverage:?}");
    }
}

fn check_lazy_base_stream(unit: &mut VerilatedSack) {
    let rounds = 60;
    let coverage = lazy_base_run(unit, 0xc0_1a2e, rounds);
    println!("{coverage:?}");
    // Three whole-window slides per round, each probed at its edges at once.
    assert!(coverage.long_slides >= 3 * rounds as u64, "{coverage:?}");
    assert!(
        coverage.same_window_two_clocks_apart > 1000 * rounds as u64,
        "{coverage:?}"
    );
    for (what, count) in [
        ("new", coverage.new),
        ("duplicate", coverage.duplicate),
        ("out of window", coverage.out_of_window),
        ("new hole", coverage.new_hole),
        ("timer ACK", coverage.timer_acks),
    ] {
        assert!(
            count >= rounds as u64,
            "only {count} {what} cases: {coverage:?}"
        );
    }
}

#[test]
fn verilated_sack_ring_unit_matches_the_receive_step_on_a_long_random_stream() {
    check_random_stream(&mut verilated(
        "metaroce_sack_ring_unit",
        RING_RESULT_LATENCY,
    ));
}

#[test]
fn verilated_sack_ring_unit_stays_exact_while_its_lazy_base_lags() {
    check_lazy_base_stream(&mut verilated(
        "metaroce_sack_ring_unit",
        RING_RESULT_LATENCY,
    ));
}

#[test]
fn verilated_sack_ring_unit_acks_every_k_packets_for_each_k_it_is_given() {
    let mut unit = verilated("metaroce_sack_ring_unit", RING_RESULT_LATENCY);
    let coverage = changing_k_run(&mut unit, 0x4b4c, 400);
    println!("{coverage:?}");
    assert!(
        coverage.ack_now > 2000 && coverage.ack_later > 500,
        "{coverage:?}"
    );
}

#[test]
fn verilated_sack_ring_unit_refuses_an_update_of_the_window_it_updated_the_clock_before() {
    let mut unit = verilated("metaroce_sack_ring_unit", RING_RESULT_LATENCY);
    let rounds = 400;
    let coverage = refusal_run(&mut unit, 0x7ef1, rounds);
    println!("{coverage:?}");
    assert_eq!(coverage.refused, 2 * rounds as u64, "{coverage:?}");
    assert!(coverage.new > 5 * rounds as u64, "{coverage:?}");
}

#[test]
fn verilated_sack_ring_unit_keeps_windows_apart_where_their_packets_share_ring_positions() {
    let rounds = 600;
    let coverage = shared_position_run(
        &mut verilated("metaroce_sack_ring_unit", RING_RESULT_LATENCY),
        0x5a4f,
        rounds,
    );
    println!("{coverage:?}");
    // Each round: both windows new at one PSN, then at the next, then both duplicates.
    assert!(coverage.new >= 4 * rounds as u64, "{coverage:?}");
    assert!(coverage.duplicate >= 2 * rounds as u64, "{coverage:?}");
}

#[test]
fn verilated_sack_ring_unit_forgets_a_duplicate_in_the_block_its_lazy_base_just_left() {
    let rounds = 64;
    let coverage = left_block_run(
        &mut verilated("metaroce_sack_ring_unit", RING_RESULT_LATENCY),
        0x1eb2,
        rounds,
    );
    println!("{coverage:?}");
    assert!(coverage.duplicate >= rounds as u64, "{coverage:?}");
    assert!(coverage.out_of_window >= rounds as u64, "{coverage:?}");
}

#[test]
fn verilated_sack_ring_unit_forwards_timer_acks_and_starts_between_its_windows_updates() {
    check_command_interleave(
        &mut verilated("metaroce_sack_ring_unit", RING_RESULT_LATENCY),
        0xc0c1,
        1500,
    );
}
