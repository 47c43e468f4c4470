//! The emitted Verilog of the ACK scheduler, compiled by Verilator, in lock-step with a real
//! `metaroce::transport::Endpoint` on long random streams (the same streams and checks as
//! the Rust-HDL simulation test): every ACK, every timer fire, every window.

mod common;

use common::sack_lockstep::SackResult;
use common::sched_lockstep::{AckOut, CommandPort, Pace, SchedPorts, assert_covers, run};
use metaroce_hdl::ack::scheduler::{MAX_ACK_DELAY, MIN_ACK_DELAY};
use metaroce_hdl::cosim::{Port, VerilatedModel};
use metaroce_hdl::sack::encoding::COMMAND_TIMER_ACK;

struct VerilatedScheduler {
    model: VerilatedModel,
    clk: Port,
    ack_delay: Port,
    result: [Port; 8],
    hold: Port,
    cmd: [Port; 4],
    ack: [Port; 7],
}

fn verilated() -> VerilatedScheduler {
    let mut model = VerilatedModel::new("metaroce_ack_scheduler").unwrap_or_else(|e| panic!("{e}"));
    let port =
        |model: &VerilatedModel, name: &str| model.port(name).unwrap_or_else(|e| panic!("{e}"));
    let rst = port(&model, "rst");
    model.set_bool(rst, false);
    VerilatedScheduler {
        clk: port(&model, "clk"),
        ack_delay: port(&model, "ack_delay"),
        result: [
            "s_result_valid",
            "s_result_window",
            "s_result_class",
            "s_result_base",
            "s_result_bitmap",
            "s_result_ce_count",
            "s_result_ack",
            "s_result_echo_timestamp",
        ]
        .map(|n| port(&model, n)),
        hold: port(&model, "s_cmd_hold"),
        cmd: ["m_cmd_valid", "m_cmd_ready", "m_cmd_op", "m_cmd_window"].map(|n| port(&model, n)),
        ack: [
            "m_ack_valid",
            "m_ack_ready",
            "m_ack_window",
            "m_ack_cum_psn",
            "m_ack_ce_count",
            "m_ack_echo_timestamp",
            "m_ack_sack",
        ]
        .map(|n| port(&model, n)),
        model,
    }
}

impl SchedPorts for VerilatedScheduler {
    fn set_delay(&mut self, clocks: u64) {
        self.model.set_u64(self.ack_delay, clocks);
    }

    fn drive(&mut self, result: Option<&SackResult>, cmd_ready: bool, ack_ready: bool) {
        let m = &mut self.model;
        let [valid, window, class, base, bitmap, ce_count, ack, echo] = self.result;
        m.set_bool(self.cmd[1], cmd_ready);
        m.set_bool(self.ack[1], ack_ready);
        m.set_bool(valid, result.is_some());
        if let Some(r) = result {
            m.set_u64(window, r.window as u64);
            m.set_u64(class, r.class);
            m.set_u64(base, u64::from(r.base));
            let words: Vec<u32> = r
                .bitmap
                .iter()
                .flat_map(|w| [*w as u32, (*w >> 32) as u32])
                .collect();
            m.set_words(bitmap, &words);
            m.set_u64(ce_count, u64::from(r.ce_count));
            m.set_u64(ack, r.ack);
            m.set_u64(echo, r.echo_timestamp);
        }
    }

    fn hold(&mut self, windows: u64) {
        self.model.set_u64(self.hold, windows);
    }

    fn command(&mut self) -> Option<usize> {
        self.model.eval();
        let m = &self.model;
        let [valid, _, op, window] = self.cmd;
        m.get_bool(valid).then(|| {
            assert_eq!(m.get_bool(op), COMMAND_TIMER_ACK, "timer ACK command");
            m.get_u64(window) as usize
        })
    }

    fn request(&mut self) -> Option<AckOut> {
        self.model.eval();
        let m = &self.model;
        let [valid, _, window, cum_psn, ce_count, echo, sack] = self.ack;
        m.get_bool(valid).then(|| {
            let words = m.get_words(sack);
            AckOut {
                window: m.get_u64(window) as usize,
                cum_psn: m.get_u64(cum_psn) as u32,
                ce_count: m.get_u64(ce_count) as u32,
                echo_timestamp: m.get_u64(echo),
                sack: std::array::from_fn(|i| {
                    u64::from(words[2 * i]) | (u64::from(words[2 * i + 1]) << 32)
                }),
            }
        })
    }

    fn tick(&mut self) {
        self.model.tick(self.clk);
    }
}

const TWO_BEAT: (Pace, CommandPort) = (Pace::TwoBeatFrames, CommandPort::IdleClocks);
const BACK_TO_BACK: (Pace, CommandPort) = (Pace::BackToBack, CommandPort::IdleClocks);
const SHARED_CLOCKS: (Pace, CommandPort) = (Pace::Saturating, CommandPort::Always);
const HELD: (Pace, CommandPort) = (Pace::TwoBeatFrames, CommandPort::HeldWindows);

#[test]
fn verilated_ack_scheduler_matches_the_endpoint_at_two_beat_frame_rate() {
    let coverage = run(&mut verilated(), 0xc05c_4e01, TWO_BEAT, 250, 150_000);
    println!("{coverage:?}");
    assert_covers(&coverage, TWO_BEAT);
}

#[test]
fn verilated_ack_scheduler_matches_the_endpoint_with_back_to_back_results() {
    let coverage = run(&mut verilated(), 0xc05c_4e02, BACK_TO_BACK, 2500, 150_000);
    println!("{coverage:?}");
    assert_covers(&coverage, BACK_TO_BACK);
}

#[test]
fn verilated_ack_scheduler_queues_fires_and_ack_now_results_of_one_clock_in_order() {
    let coverage = run(&mut verilated(), 0xc05c_4e04, SHARED_CLOCKS, 300, 150_000);
    println!("{coverage:?}");
    assert_covers(&coverage, SHARED_CLOCKS);
}

#[test]
fn verilated_ack_scheduler_never_offers_a_held_window_and_fires_it_once_released() {
    let coverage = run(&mut verilated(), 0xc05c_4e05, HELD, 250, 150_000);
    println!("{coverage:?}");
    assert_covers(&coverage, HELD);
}

#[test]
fn verilated_ack_scheduler_fires_the_shortest_and_longest_timers_exactly() {
    for delay in [MIN_ACK_DELAY, MAX_ACK_DELAY] {
        let coverage = run(
            &mut verilated(),
            0xc05c_4e03 + delay,
            BACK_TO_BACK,
            delay,
            30_000,
        );
        println!("{coverage:?}");
        assert!(
            coverage.fires > 10 && coverage.late_fires == 0,
            "{coverage:?}"
        );
    }
}

#[test]
fn verilated_ack_scheduler_fires_timers_of_each_delay_the_delay_line_forwards_exactly() {
    // Delays 4, 5 and 6 read a delay-line slot written in the clock it is read or one of
    // the next two (forwarded from the writes), 7 the RAM's word of the clock after the
    // write.
    for delay in MIN_ACK_DELAY..=MIN_ACK_DELAY + 3 {
        let coverage = run(
            &mut verilated(),
            0xc05c_4e10 + delay,
            BACK_TO_BACK,
            delay,
            20_000,
        );
        println!("{coverage:?}");
        assert!(
            coverage.fires > 50 && coverage.late_fires == 0,
            "delay {delay}: {coverage:?}"
        );
    }
}
