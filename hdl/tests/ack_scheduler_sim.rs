//! The ACK scheduler in the Rust-HDL simulator, in lock-step with a real
//! `metaroce::transport::Endpoint`: every ACK it requests is the endpoint's next ACK (same
//! path, cum PSN, CE count, echoed timestamp and bitmap), every timer fires in the clock the
//! endpoint's is due (or the first clock the SACK unit's command port is free), and ACK-now
//! floods coalesce per window while TX is held back.

mod common;

use common::sack_lockstep::SackResult;
use common::sched_lockstep::{AckOut, CommandPort, Pace, SchedPorts, assert_covers, run};
use metaroce_hdl::ack::AckScheduler;
use metaroce_hdl::ack::scheduler::MIN_ACK_DELAY;
use metaroce_hdl::cycle::Clocked;
use metaroce_hdl::sack::encoding::COMMAND_TIMER_ACK;
use rust_hdl::prelude::{Bits, ToBits, bit_cast};

struct SimulatedScheduler(Clocked<AckScheduler>);

fn words_to_bits(words: [u64; 4]) -> Bits<256> {
    let mut bits: Bits<256> = 0.into();
    for (i, word) in words.iter().enumerate() {
        bits = bits | (bit_cast::<256, 64>(word.to_bits()) << (64 * i as u64));
    }
    bits
}

impl SchedPorts for SimulatedScheduler {
    fn set_delay(&mut self, clocks: u64) {
        self.0.circuit.ack_delay.next = clocks.to_bits();
    }

    fn drive(&mut self, result: Option<&SackResult>, cmd_ready: bool, ack_ready: bool) {
        let s = &mut self.0.circuit;
        s.rst.next = false;
        s.m_cmd_ready.next = cmd_ready;
        s.m_ack_ready.next = ack_ready;
        s.s_result_valid.next = result.is_some();
        if let Some(r) = result {
            s.s_result_window.next = r.window.to_bits();
            s.s_result_class.next = r.class.to_bits();
            s.s_result_base.next = r.base.to_bits();
            s.s_result_bitmap.next = words_to_bits(r.bitmap);
            s.s_result_ce_count.next = r.ce_count.to_bits();
            s.s_result_ack.next = r.ack.to_bits();
            s.s_result_echo_timestamp.next = r.echo_timestamp.to_bits();
        }
    }

    fn hold(&mut self, windows: u64) {
        self.0.circuit.s_cmd_hold.next = windows.to_bits();
    }

    fn command(&mut self) -> Option<usize> {
        self.0.settle();
        let s = &self.0.circuit;
        s.m_cmd_valid.val().then(|| {
            assert_eq!(s.m_cmd_op.val(), COMMAND_TIMER_ACK, "timer ACK command");
            s.m_cmd_window.val().index()
        })
    }

    fn request(&mut self) -> Option<AckOut> {
        self.0.settle();
        let s = &self.0.circuit;
        s.m_ack_valid.val().then(|| AckOut {
            window: s.m_ack_window.val().index(),
            cum_psn: s.m_ack_cum_psn.val().to_u32(),
            ce_count: s.m_ack_ce_count.val().to_u32(),
            echo_timestamp: s.m_ack_echo_timestamp.val().to_u64(),
            sack: std::array::from_fn(|i| s.m_ack_sack.val().get_bits::<64>(64 * i).to_u64()),
        })
    }

    fn tick(&mut self) {
        self.0.tick();
    }
}

fn simulated() -> SimulatedScheduler {
    SimulatedScheduler(
        Clocked::new(AckScheduler::default(), "metaroce_ack_scheduler", |s| {
            &mut s.clk
        })
        .expect("the ACK scheduler passes Rust-HDL's checks"),
    )
}

const TWO_BEAT: (Pace, CommandPort) = (Pace::TwoBeatFrames, CommandPort::IdleClocks);
const BACK_TO_BACK: (Pace, CommandPort) = (Pace::BackToBack, CommandPort::IdleClocks);
const SHARED_CLOCKS: (Pace, CommandPort) = (Pace::Saturating, CommandPort::Always);
const HELD: (Pace, CommandPort) = (Pace::TwoBeatFrames, CommandPort::HeldWindows);

#[test]
fn ack_scheduler_matches_the_endpoint_at_two_beat_frame_rate() {
    let coverage = run(&mut simulated(), 0x5c4e_0001, TWO_BEAT, 60, 12_000);
    println!("{coverage:?}");
    assert_covers(&coverage, TWO_BEAT);
}

#[test]
fn ack_scheduler_matches_the_endpoint_with_back_to_back_results_and_coalesces_floods() {
    let coverage = run(&mut simulated(), 0x5c4e_0002, BACK_TO_BACK, 90, 12_000);
    println!("{coverage:?}");
    assert_covers(&coverage, BACK_TO_BACK);
}

#[test]
fn ack_scheduler_queues_a_fire_and_an_ack_now_result_of_the_same_clock_in_order() {
    let coverage = run(&mut simulated(), 0x5c4e_0004, SHARED_CLOCKS, 70, 12_000);
    println!("{coverage:?}");
    assert_covers(&coverage, SHARED_CLOCKS);
}

#[test]
fn ack_scheduler_never_offers_a_held_window_and_fires_it_once_released() {
    let coverage = run(&mut simulated(), 0x5c4e_0005, HELD, 60, 12_000);
    println!("{coverage:?}");
    assert_covers(&coverage, HELD);
}

#[test]
fn ack_scheduler_fires_short_timers_exactly() {
    // The shortest delay the timer pipeline allows.
    let coverage = run(
        &mut simulated(),
        0x5c4e_0003,
        BACK_TO_BACK,
        MIN_ACK_DELAY,
        4_000,
    );
    println!("{coverage:?}");
    assert!(
        coverage.fires > 50 && coverage.late_fires == 0,
        "{coverage:?}"
    );
}

#[test]
fn ack_scheduler_fires_timers_of_each_delay_the_delay_line_forwards_exactly() {
    // Delays 4, 5 and 6 read a delay-line slot written in the clock it is read or one of
    // the next two (forwarded from the writes), 7 the RAM's word of the clock after the
    // write.
    for delay in MIN_ACK_DELAY..=MIN_ACK_DELAY + 3 {
        let coverage = run(
            &mut simulated(),
            0x5c4e_0010 + delay,
            BACK_TO_BACK,
            delay,
            3_000,
        );
        println!("{coverage:?}");
        assert!(
            coverage.fires > 50 && coverage.late_fires == 0,
            "delay {delay}: {coverage:?}"
        );
    }
}
