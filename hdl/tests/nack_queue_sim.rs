//! The NACK queue in the Rust-HDL simulator against a model queue of the same depth: entries
//! come out in order and unchanged, each offered from the second clock after its push,
//! `m_pending` from the first; a push that finds the queue full is dropped (the input never
//! waits) and pulses `m_dropped` a clock later, exactly once per dropped NACK.

use std::collections::VecDeque;

use metaroce_hdl::ack::NackQueue;
use metaroce_hdl::ack::nack_queue::NACK_QUEUE_DEPTH;
use metaroce_hdl::cycle::Clocked;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use rust_hdl::prelude::ToBits;

/// One queued NACK as the model holds it: (window, stream, msn, psn, send, not ready) and
/// its push clock.
type Entry = ((u8, u32, u32, u32, bool, bool), u64);

fn simulated() -> Clocked<NackQueue> {
    Clocked::new(NackQueue::default(), "nack_queue", |q| &mut q.clk)
        .expect("the NACK queue passes Rust-HDL's checks")
}

/// Runs `clocks` clocks with pushes at odds `push_odds` and `m_ready` at odds `ready_odds`,
/// checking every output against the model; returns (pushed, popped, dropped).
fn run(seed: u64, clocks: u64, push_odds: f64, ready_odds: f64) -> (u64, u64, u64) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut q = simulated();
    q.circuit.rst.next = true;
    q.tick();
    q.circuit.rst.next = false;
    let mut model: VecDeque<Entry> = VecDeque::new();
    let (mut pushed, mut popped, mut dropped) = (0, 0, 0);
    let mut drop_pending = false;
    for clock in 0..clocks {
        let push = rng.random_bool(push_odds);
        let fields: (u8, u32, u32, u32, bool, bool) = (
            rng.random_range(0..64u8),
            rng.random(),
            rng.random(),
            rng.random(),
            rng.random(),
            rng.random(),
        );
        let ready = rng.random_bool(ready_odds);
        let c = &mut q.circuit;
        c.s_push.next = push;
        c.s_push_window.next = fields.0.to_bits();
        c.s_push_stream.next = fields.1.to_bits();
        c.s_push_msn.next = fields.2.to_bits();
        c.s_push_psn.next = fields.3.to_bits();
        c.s_push_send.next = fields.4;
        c.s_push_not_ready.next = fields.5;
        c.m_ready.next = ready;
        q.settle();
        let c = &q.circuit;

        assert_eq!(
            c.m_pending.val(),
            !model.is_empty(),
            "clock {clock}: m_pending"
        );
        let offered = model.front().filter(|&&(_, at)| at + 2 <= clock);
        assert_eq!(c.m_valid.val(), offered.is_some(), "clock {clock}: m_valid");
        if let Some(&(want, _)) = offered {
            let got = (
                c.m_window.val().to_u8(),
                c.m_stream.val().to_u32(),
                c.m_msn.val().to_u32(),
                c.m_psn.val().to_u32(),
                c.m_send.val(),
                c.m_not_ready.val(),
            );
            assert_eq!(got, want, "clock {clock}: head entry");
        }
        assert_eq!(c.m_dropped.val(), drop_pending, "clock {clock}: m_dropped");

        let full = model.len() == NACK_QUEUE_DEPTH;
        if offered.is_some() && ready {
            model.pop_front();
            popped += 1;
        }
        drop_pending = push && full;
        if push {
            if full {
                dropped += 1;
            } else {
                model.push_back((fields, clock));
                pushed += 1;
            }
        }
        q.tick();
    }
    (pushed, popped, dropped)
}

#[test]
fn nack_queue_keeps_order_and_offers_each_entry_two_clocks_after_its_push() {
    let (pushed, popped, dropped) = run(0x9ac1, 20_000, 0.4, 0.6);
    assert!(pushed > 5_000 && popped + 20 > pushed, "{pushed} {popped}");
    assert_eq!(
        dropped, 0,
        "a queue drained faster than it fills drops nothing"
    );
}

#[test]
fn nack_queue_drops_and_flags_pushes_that_find_it_full() {
    let (pushed, popped, dropped) = run(0x9ac2, 20_000, 0.5, 0.1);
    assert!(dropped > 1_000, "{dropped} dropped");
    assert!(pushed > 1_000 && popped > 1_000, "{pushed} {popped}");
}
