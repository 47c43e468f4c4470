//! Runs a SACK unit (Rust-HDL simulation or Verilator model) in lock-step with the
//! reference receive step and compares every result.

use std::collections::VecDeque;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use metaroce::transport::{AckDecision, RxVerdict};
use metaroce_hdl::sack::encoding::{
    ACK_LATER, ACK_NONE, ACK_NOW, CLASS_DUPLICATE, CLASS_NEW, CLASS_OUT_OF_WINDOW, WINDOW_COUNT,
};

use super::reference::{ReferenceWindows, WindowPacket};
use super::streams::{WindowOp, WindowOpStream};

/// What a SACK unit reports for one update.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SackResult {
    /// Window index.
    pub window: usize,
    /// `CLASS_*` code.
    pub class: u64,
    /// The packet opened a hole.
    pub new_hole: bool,
    /// Base after the update.
    pub base: u32,
    /// Bitmap after the update, little-endian words.
    pub bitmap: [u64; 4],
    /// CE count after the update.
    pub ce_count: u32,
    /// `ACK_*` code.
    pub ack: u64,
    /// Accepted packets since the last ACK, after the update.
    pub since_ack: u16,
    /// Timestamp the next ACK echoes.
    pub echo_timestamp: u64,
}

/// The ports of a SACK unit, one clock at a time.
pub trait SackPorts {
    /// Clock cycles from an update to its result (`encoding::RING_RESULT_LATENCY`).
    fn latency(&self) -> u64;
    /// Drives `op` on the inputs for the next clock edge.
    fn drive(&mut self, op: WindowOp);
    /// Drives K (`ack_every`) from the next clock edge on.
    fn set_ack_every(&mut self, k: u16);
    /// Whether a command driven now would be taken (`s_cmd_ready`).
    fn command_ready(&mut self) -> bool;
    /// One clock cycle.
    fn tick(&mut self);
    /// The registered result outputs after the last tick, if `m_result_valid`.
    fn result(&self) -> Option<SackResult>;
    /// `m_update_refused` after the last tick: the update of the clock before was refused.
    fn refused(&self) -> bool;
}

/// What the reference says the unit must report for an update (the receive step run on
/// the reference's window).
pub fn expected(
    reference: &mut ReferenceWindows,
    window: usize,
    packet: &WindowPacket,
) -> SackResult {
    let outcome = reference.receive(window, packet);
    let class = match outcome.verdict {
        RxVerdict::Place { .. } | RxVerdict::Nack(_) => CLASS_NEW,
        RxVerdict::Duplicate => CLASS_DUPLICATE,
        RxVerdict::OutOfWindow => CLASS_OUT_OF_WINDOW,
    };
    let ack = match outcome.ack {
        AckDecision::None => ACK_NONE,
        AckDecision::Later => ACK_LATER,
        AckDecision::Now => ACK_NOW,
    };
    let state = &reference.windows[window];
    SackResult {
        window,
        class,
        new_hole: outcome.new_hole,
        base: state.base,
        bitmap: reference.bitmap_words(window),
        ce_count: state.ce_count,
        ack,
        since_ack: state.since_ack,
        echo_timestamp: state.echo_timestamp,
    }
}

/// Counts of what a lock-step run exercised, so a test can show it reached every case.
#[derive(Debug, Default, Clone, Copy)]
pub struct Coverage {
    /// Results compared.
    pub results: u64,
    /// New packets.
    pub new: u64,
    /// Duplicates.
    pub duplicate: u64,
    /// Out of window.
    pub out_of_window: u64,
    /// New holes.
    pub new_hole: u64,
    /// Slides of more than one group (16 PSNs).
    pub long_slides: u64,
    /// Updates two clocks after an update of the same window (the closest a window's
    /// updates may come: a DATA frame takes two beats).
    pub same_window_two_clocks_apart: u64,
    /// Updates refused (on the window of the update of the clock before).
    pub refused: u64,
    /// Lookups due but dropped (the unit reads their window and must change nothing).
    pub dropped: u64,
    /// Inits.
    pub inits: u64,
    /// Timer ACKs.
    pub timer_acks: u64,
    /// ACKs decided at once.
    pub ack_now: u64,
    /// ACKs left to the timer.
    pub ack_later: u64,
    /// New packets that were not placed (NACKed).
    pub not_placed: u64,
    /// Index `d - 1`: updates `d` clocks after a start of their window — the unit forwards
    /// a start to the operations up to four clocks behind it (its pipeline depth).
    pub update_after_start: [u64; 4],
    /// Index `d - 1`: operations `d` clocks after a new packet of their window (one that
    /// set its bit) — forwarded like a start. (An update one clock after an update of its
    /// window is refused, so index 0 counts commands only.)
    pub after_new: [u64; 4],
    /// Operations whose three operations ahead (one, two and three clocks before) were all
    /// on their window: the deepest the unit's forwarding goes between one window's.
    pub four_on_one_window: u64,
    /// Of those, commands (a timer ACK or a start) behind three operations of their window.
    pub command_fourth_on_one_window: u64,
}

/// What an operation taken was: for the contract checks and the forwarding coverage.
#[derive(Clone, Copy, PartialEq)]
enum Taken {
    Start,
    TimerAck,
    /// An update whose packet was new.
    NewPacket,
    /// An update whose packet was a duplicate or out of window.
    OtherPacket,
}

/// The window of an entry of `run_clocks`' history when it is an update.
fn update_window(entry: Option<(usize, Taken)>) -> Option<usize> {
    entry
        .filter(|(_, kind)| matches!(kind, Taken::NewPacket | Taken::OtherPacket))
        .map(|(window, _)| window)
}

/// Compares the unit's result outputs after clock `cycle` with the result due then, if any,
/// and its refusal flag with whether the update of that clock was to be refused.
fn check_outputs(
    unit: &impl SackPorts,
    pending: &mut VecDeque<(u64, SackResult)>,
    cycle: u64,
    refusal_due: bool,
    coverage: &mut Coverage,
) {
    assert_eq!(
        unit.refused(),
        refusal_due,
        "cycle {cycle}: m_update_refused differs"
    );
    coverage.refused += u64::from(refusal_due);
    let got = unit.result();
    match pending.front() {
        Some(&(due, want)) if due == cycle => {
            pending.pop_front();
            let got = got.unwrap_or_else(|| panic!("cycle {cycle}: no result, want {want:?}"));
            assert_eq!(
                got, want,
                "cycle {cycle}: result differs from the reference"
            );
            coverage.results += 1;
        }
        _ => assert!(got.is_none(), "cycle {cycle}: unexpected result {got:?}"),
    }
}

/// One clock of a run: the operation, and whether the unit must refuse it.
#[derive(Debug, Clone, Copy)]
pub struct Clock {
    /// What is driven.
    pub op: WindowOp,
    /// An update the unit must refuse (it follows an update of its window at once): the
    /// reference does not see it.
    pub refuse: bool,
}

/// Feeds `clocks` to `unit` one per clock and checks each result (and each refusal)
/// against the reference.
pub fn run_clocks(
    unit: &mut impl SackPorts,
    reference: &mut ReferenceWindows,
    clocks: impl IntoIterator<Item = Clock>,
    coverage: &mut Coverage,
) {
    let mut pending: VecDeque<(u64, SackResult)> = VecDeque::new();
    let mut cycle = 0u64;
    // The window and kind of the operations taken one to four clocks ago.
    let mut history: [Option<(usize, Taken)>; 4] = [None; 4];
    for Clock { op, refuse } in clocks {
        unit.drive(op);
        if matches!(op, WindowOp::Init { .. } | WindowOp::TimerAck { .. }) {
            assert!(
                unit.command_ready(),
                "a command without an update must be taken"
            );
        }
        let mut now: Option<(usize, Taken)> = None;
        match op {
            WindowOp::Idle => {}
            WindowOp::Dropped { .. } => coverage.dropped += 1,
            WindowOp::Init { window, base } => {
                reference.init(window, base);
                coverage.inits += 1;
                now = Some((window, Taken::Start));
            }
            WindowOp::TimerAck { window } => {
                reference.timer_ack(window);
                coverage.timer_acks += 1;
                now = Some((window, Taken::TimerAck));
            }
            WindowOp::Update { window, .. } if refuse => {
                assert_eq!(
                    update_window(history[0]),
                    Some(window),
                    "only a back-to-back update is refused"
                );
            }
            WindowOp::Update { window, packet } => {
                assert_ne!(
                    update_window(history[0]),
                    Some(window),
                    "updates of one window two clocks apart"
                );
                let before = reference.windows[window].base;
                let want = expected(reference, window, &packet);
                coverage.ack_now += u64::from(want.ack == ACK_NOW);
                coverage.ack_later += u64::from(want.ack == ACK_LATER);
                coverage.not_placed += u64::from(
                    want.class == CLASS_NEW && packet.rkey != super::reference::GOOD_RKEY,
                );
                match want.class {
                    CLASS_NEW => coverage.new += 1,
                    CLASS_DUPLICATE => coverage.duplicate += 1,
                    _ => coverage.out_of_window += 1,
                }
                coverage.new_hole += u64::from(want.new_hole);
                coverage.long_slides += u64::from(want.base.wrapping_sub(before) > 16);
                coverage.same_window_two_clocks_apart +=
                    u64::from(update_window(history[1]) == Some(window));
                for (d, ahead) in history.iter().enumerate() {
                    if *ahead == Some((window, Taken::Start)) {
                        coverage.update_after_start[d] += 1;
                    }
                }
                let kind = if want.class == CLASS_NEW {
                    Taken::NewPacket
                } else {
                    Taken::OtherPacket
                };
                now = Some((window, kind));
                pending.push_back((cycle + unit.latency(), want));
            }
        }
        if let Some((window, kind)) = now {
            for (d, ahead) in history.iter().enumerate() {
                if *ahead == Some((window, Taken::NewPacket)) {
                    coverage.after_new[d] += 1;
                }
            }
            if history[..3]
                .iter()
                .all(|ahead| ahead.is_some_and(|(w, _)| w == window))
            {
                coverage.four_on_one_window += 1;
                coverage.command_fourth_on_one_window +=
                    u64::from(matches!(kind, Taken::Start | Taken::TimerAck));
            }
        }
        history = [now, history[0], history[1], history[2]];
        unit.tick();
        cycle += 1;
        check_outputs(unit, &mut pending, cycle, refuse, coverage);
    }
    unit.drive(WindowOp::Idle);
    while !pending.is_empty() {
        unit.tick();
        cycle += 1;
        check_outputs(unit, &mut pending, cycle, false, coverage);
    }
}

/// A fresh reference with `windows` started (window, base) on `unit` too, and the coverage
/// the starts count in.
fn started(unit: &mut impl SackPorts, windows: &[(usize, u32)]) -> (ReferenceWindows, Coverage) {
    let mut reference = ReferenceWindows::new(WINDOW_COUNT);
    let mut coverage = Coverage::default();
    let starts = windows
        .iter()
        .map(|&(window, base)| WindowOp::Init { window, base });
    run_ops(unit, &mut reference, starts, &mut coverage);
    (reference, coverage)
}

/// Feeds `ops` to `unit` one per clock, as the datapath would: an update of the window the
/// update just before was on waits a clock (the unit's contract: a DATA frame takes at
/// least two beats, so one window's updates come at least two clocks apart). Checks each
/// result against the reference.
pub fn run_ops(
    unit: &mut impl SackPorts,
    reference: &mut ReferenceWindows,
    ops: impl IntoIterator<Item = WindowOp>,
    coverage: &mut Coverage,
) {
    let mut clocks = Vec::new();
    let mut last_update: Option<usize> = None;
    for op in ops {
        let window = match op {
            WindowOp::Update { window, .. } => Some(window),
            _ => None,
        };
        if window.is_some() && window == last_update {
            clocks.push(Clock {
                op: WindowOp::Idle,
                refuse: false,
            });
        }
        last_update = window;
        clocks.push(Clock { op, refuse: false });
    }
    run_clocks(unit, reference, clocks, coverage);
}

/// Updates that break the contract: each right after an update of its window (refused,
/// and the window must stay as if it never came), mixed with updates the unit must take
/// — another window's in between, the same window's again two clocks later, an update
/// right after a refused one. Returns what it exercised.
pub fn refusal_run(unit: &mut impl SackPorts, seed: u64, rounds: usize) -> Coverage {
    let mut stream = WindowOpStream::new(seed, 2);
    let (a, b) = (9, 10);
    let (mut reference, mut coverage) = started(unit, &[(a, 1000), (b, u32::MAX - 3)]);
    let take = |op| Clock { op, refuse: false };
    let refuse = |op| Clock { op, refuse: true };
    for round in 0..rounds {
        let base_a = reference.windows[a].base;
        let base_b = reference.windows[b].base;
        let gap = 1 + round as u32 % 3;
        let clocks = [
            // A hole, then its base refused: were the refused update applied, the base
            // taken two clocks later would be a duplicate and slide nothing.
            take(stream.update(a, base_a.wrapping_add(gap))),
            refuse(stream.update(a, base_a)),
            take(stream.update(a, base_a)),
            take(stream.update(b, base_b)),
            refuse(stream.update(b, base_b.wrapping_add(1))),
            // Right after a refused update: taken (no update was taken the clock before).
            take(stream.update(b, base_b.wrapping_add(2))),
            take(stream.update(a, base_a.wrapping_add(gap + 1))),
            take(WindowOp::TimerAck { window: b }),
            take(stream.update(b, base_b.wrapping_add(1))),
            take(WindowOp::Idle),
        ];
        run_clocks(unit, &mut reference, clocks, &mut coverage);
    }
    coverage
}

/// Two windows started at the same base (again every 64 rounds), so their packets share
/// ring positions, updated in turns one, two and three clocks apart: each window's tests and updates must see only
/// its own packets, whatever the other window's packet at the same position one to four
/// clocks ahead did (a packet of either window new there, the other's a duplicate or new).
/// Returns what it exercised.
pub fn shared_position_run(unit: &mut impl SackPorts, seed: u64, rounds: usize) -> Coverage {
    let mut stream = WindowOpStream::new(seed, 2);
    let (a, b) = (11, 12);
    let base = 0x0123_4000;
    let (mut reference, mut coverage) = started(unit, &[(a, base), (b, base)]);
    let take = |op| Clock { op, refuse: false };
    for round in 0..rounds {
        // `b` keeps a hole per round, so both windows start afresh every 64 rounds (at a
        // base that moves on), before `b`'s packets leave its window.
        let epoch = (round / 64) as u32;
        let first = base.wrapping_add(epoch.wrapping_mul(0x0101_0400));
        let psn = first.wrapping_add(3 * (round % 64) as u32);
        let mut clocks = Vec::new();
        if round % 64 == 0 && round > 0 {
            clocks.push(take(WindowOp::Init {
                window: a,
                base: first,
            }));
            clocks.push(take(WindowOp::Init {
                window: b,
                base: first,
            }));
        }
        clocks.push(take(stream.update(b, psn)));
        // `a`'s packet at the same PSN, one to three clocks after `b`'s.
        for _ in 0..round % 3 {
            clocks.push(take(WindowOp::Idle));
        }
        clocks.push(take(stream.update(a, psn)));
        // The next PSN, then both again (duplicates now), one clock apart.
        clocks.push(take(stream.update(b, psn.wrapping_add(1))));
        clocks.push(take(stream.update(a, psn.wrapping_add(1))));
        clocks.push(take(stream.update(b, psn)));
        clocks.push(take(stream.update(a, psn)));
        // A PSN only `a` receives (`b` keeps the hole), two clocks on.
        clocks.push(take(WindowOp::Idle));
        clocks.push(take(stream.update(a, psn.wrapping_add(2))));
        clocks.push(take(WindowOp::Idle));
        run_clocks(unit, &mut reference, clocks, &mut coverage);
    }
    coverage
}

/// Timer ACKs and starts between one window's updates, as close as the contract lets them
/// come (an update never right after an update of its window; a command in any clock): runs
/// of four to eight operations on one window back to back — new packets, duplicates, timer
/// ACKs and now and then a start — with another window's update between them at times. So
/// operations meet the three ahead of them on their window in the unit's pipeline, each
/// of any kind. Returns what it exercised.
pub fn command_interleave_run(unit: &mut impl SackPorts, seed: u64, rounds: usize) -> Coverage {
    let mut stream = WindowOpStream::new(seed, 2);
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0xc0de);
    let (a, b) = (5, 6);
    let (mut reference, mut coverage) = started(unit, &[(a, 5000), (b, u32::MAX - 20)]);
    for _ in 0..rounds {
        let base_a = reference.windows[a].base;
        let base_b = reference.windows[b].base;
        let mut clocks = Vec::new();
        let mut last_update = None;
        for _ in 0..rng.random_range(4..=8) {
            let roll = rng.random_range(0..20);
            let (window, op) = if roll == 0 {
                (
                    None,
                    WindowOp::Init {
                        window: a,
                        base: base_a.wrapping_add(rng.random_range(0..4)),
                    },
                )
            } else if roll < 7 || last_update == Some(a) {
                (None, WindowOp::TimerAck { window: a })
            } else if roll == 7 && last_update != Some(b) {
                let psn = base_b.wrapping_add(rng.random_range(0..4));
                (Some(b), stream.update(b, psn))
            } else {
                // Near the base: new packets, holes filled, duplicates.
                let psn = base_a.wrapping_add(rng.random_range(0..6));
                (Some(a), stream.update(a, psn))
            };
            last_update = window;
            clocks.push(Clock { op, refuse: false });
        }
        clocks.push(Clock {
            op: WindowOp::Idle,
            refuse: false,
        });
        run_clocks(unit, &mut reference, clocks, &mut coverage);
    }
    coverage
}

/// `command_interleave_run` for `rounds` rounds, failing unless it exercised what it is for:
/// operations behind three of their window's (commands among them), new packets,
/// duplicates and starts.
pub fn check_command_interleave(unit: &mut impl SackPorts, seed: u64, rounds: usize) {
    let coverage = command_interleave_run(unit, seed, rounds);
    println!("{coverage:?}");
    let rounds = rounds as u64;
    assert!(
        coverage.four_on_one_window >= rounds
            && coverage.command_fourth_on_one_window >= rounds / 2,
        "{coverage:?}"
    );
    assert!(
        coverage.new >= rounds && coverage.duplicate >= rounds / 2,
        "{coverage:?}"
    );
    assert!(coverage.inits >= rounds / 10, "{coverage:?}");
}

/// A long random run over a few windows (so the same window is hit as often as the
/// contract allows: every other clock) plus
/// fully-filled windows; returns what it exercised.
pub fn random_run(unit: &mut impl SackPorts, seed: u64, length: usize) -> Coverage {
    let mut stream = WindowOpStream::new(seed, 4);
    // Start the windows used at bases that wrap soon, and one far from everything.
    let (mut reference, mut coverage) = started(
        unit,
        &[
            (0, u32::MAX - 40),
            (1, 7),
            (2, 0x8000_0000),
            (3, u32::MAX - 1000),
        ],
    );
    let mut done = 0;
    let mut batch = 0u64;
    while done < length {
        batch += 1;
        let ops: Vec<WindowOp> = if batch % 8 == 0 {
            // Fill window 1 but for its base, then deliver the base: a 256-PSN slide.
            let mut ops = stream.fill_window(&reference, 1);
            let base = reference.windows[1].base;
            ops.push(stream.update(1, base));
            ops
        } else {
            let mut shadow = ReferenceWindows {
                windows: reference.windows.clone(),
                ack_every: reference.ack_every,
            };
            let mut ops = Vec::new();
            for _ in 0..100 {
                let op = stream.next_op(&shadow);
                push(&mut shadow, &mut ops, op);
            }
            ops
        };
        done += ops.len();
        run_ops(unit, &mut reference, ops, &mut coverage);
    }
    coverage
}

/// Operations on window `window` that probe the edges of its window as `reference` (a
/// shadow, advanced as the operations are drawn) stands: the base, the last PSN inside,
/// the first beyond, one behind, and the three PSNs half the PSN space away — as close as
/// the contract allows (`run_ops` spaces them two clocks apart).
fn probe_edges(
    stream: &mut WindowOpStream,
    shadow: &mut ReferenceWindows,
    window: usize,
    ops: &mut Vec<WindowOp>,
) {
    for offset in [
        (1u32 << 31) - 1,
        1 << 31,
        (1 << 31) + 1,
        u32::MAX,
        255,
        256,
        0,
        1,
    ] {
        let psn = shadow.windows[window].base.wrapping_add(offset);
        let op = stream.update(window, psn);
        if let WindowOp::Update { packet, .. } = &op {
            shadow.receive(window, packet);
        }
        ops.push(op);
    }
}

/// Pushes `op` and applies it to `shadow`.
fn push(shadow: &mut ReferenceWindows, ops: &mut Vec<WindowOp>, op: WindowOp) {
    match op {
        WindowOp::Update { window, packet } => {
            shadow.receive(window, &packet);
        }
        WindowOp::Init { window, base } => shadow.init(window, base),
        WindowOp::TimerAck { window } => shadow.timer_ack(window),
        WindowOp::Idle | WindowOp::Dropped { .. } => {}
    }
    ops.push(op);
}

/// Streams that keep the unit's lazy base furthest behind the exact base: long in-order
/// runs as dense as the contract allows (a window's updates two clocks apart), whole-window
/// slides right after each other (filled in random and in reverse order), the window's
/// edges probed right after a long slide, and two windows interleaved, the second's
/// updates one to three in a row (with `run_ops`'s spacing, a window's updates two, four
/// and six clocks apart; the random runs bring the odd distances). Returns what it
/// exercised.
pub fn lazy_base_run(unit: &mut impl SackPorts, seed: u64, rounds: usize) -> Coverage {
    let mut stream = WindowOpStream::new(seed, 2);
    let (a, b) = (5, 6);
    let (mut reference, mut coverage) = started(unit, &[(a, u32::MAX - 700), (b, 0x7fff_ffc0)]);
    for round in 0..rounds {
        let mut shadow = ReferenceWindows {
            windows: reference.windows.clone(),
            ack_every: reference.ack_every,
        };
        let mut ops = Vec::new();
        // In order, one every other clock (the closest one window's updates come): the base
        // slides by one with each.
        for _ in 0..150 {
            let psn = shadow.windows[a].base;
            push(&mut shadow, &mut ops, stream.update(a, psn));
        }
        // Whole-window slides back to back, each followed at once by the edges.
        for fill in 0..3 {
            let base = shadow.windows[a].base;
            let mut offsets: Vec<u32> = (1..256).collect();
            if (round + fill) % 2 == 0 {
                offsets.reverse();
            } else {
                let fill_ops = stream.fill_window(&shadow, a);
                offsets = fill_ops
                    .iter()
                    .filter_map(|op| match op {
                        WindowOp::Update { packet, .. } => Some(packet.psn.wrapping_sub(base)),
                        _ => None,
                    })
                    .collect();
            }
            for offset in offsets {
                push(
                    &mut shadow,
                    &mut ops,
                    stream.update(a, base.wrapping_add(offset)),
                );
            }
            push(&mut shadow, &mut ops, stream.update(a, base));
            probe_edges(&mut stream, &mut shadow, a, &mut ops);
        }
        // Two windows interleaved: A B, A B B, A B B B, in order on both.
        for gap in 1..=3 {
            for _ in 0..40 {
                let psn = shadow.windows[a].base;
                push(&mut shadow, &mut ops, stream.update(a, psn));
                for _ in 0..gap {
                    let psn = shadow.windows[b]
                        .base
                        .wrapping_add(u32::from(round as u8 % 3));
                    push(&mut shadow, &mut ops, stream.update(b, psn));
                }
            }
        }
        probe_edges(&mut stream, &mut shadow, b, &mut ops);
        push(&mut shadow, &mut ops, WindowOp::TimerAck { window: a });
        let psn = shadow.windows[a].base.wrapping_add(3);
        push(&mut shadow, &mut ops, stream.update(a, psn));
        run_ops(unit, &mut reference, ops, &mut coverage);
    }
    coverage
}

/// The block the lazy base just left: a window filled in order for one block from a
/// 64-aligned start, then the update that advances its lazy base past that block (which the
/// ring clears: it stands for the PSNs 1024 later now), two clocks later a duplicate in that
/// block, and two clocks after it the PSN 1024 past the duplicate — out of window, at the
/// ring position the duplicate shares. Returns what it exercised.
pub fn left_block_run(unit: &mut impl SackPorts, seed: u64, rounds: usize) -> Coverage {
    let mut stream = WindowOpStream::new(seed, 1);
    let window = 7;
    let mut reference = ReferenceWindows::new(WINDOW_COUNT);
    let mut coverage = Coverage::default();
    for round in 0..rounds as u32 {
        let start = 0x2000_0000u32.wrapping_add(round.wrapping_mul(0x1_0000));
        let mut ops = vec![WindowOp::Init {
            window,
            base: start,
        }];
        ops.extend((0..64).map(|offset| stream.update(window, start + offset)));
        let duplicate = start + round % 64;
        ops.extend([
            stream.update(window, start + 64),
            stream.update(window, duplicate),
            stream.update(window, duplicate + 1024),
        ]);
        run_ops(unit, &mut reference, ops, &mut coverage);
    }
    coverage
}

/// Random streams under a K that changes between them: after each stream the unit drains,
/// K changes on both sides, and the unit idles for two clocks (K is registered) before the
/// next stream. Every K from 1 to 16 and the register's largest, 65535 (no count-based
/// ACK), in a shuffled order. Returns what it exercised.
pub fn changing_k_run(unit: &mut impl SackPorts, seed: u64, per_k: usize) -> Coverage {
    let mut reference = ReferenceWindows::new(WINDOW_COUNT);
    let mut coverage = Coverage::default();
    let mut stream = WindowOpStream::new(seed, 3);
    let mut ks: Vec<u16> = (1..=16).chain([u16::MAX]).collect();
    // A fixed shuffle (the stream's own seed drives the packets).
    ks.sort_by_key(|&k| (u64::from(k) * 0x9e37_79b9) % 97);
    for k in ks {
        unit.set_ack_every(k);
        reference.ack_every = k;
        run_ops(
            unit,
            &mut reference,
            [WindowOp::Idle, WindowOp::Idle],
            &mut coverage,
        );
        let mut shadow = ReferenceWindows {
            windows: reference.windows.clone(),
            ack_every: k,
        };
        let mut ops = Vec::new();
        for _ in 0..per_k {
            let op = stream.next_op(&shadow);
            push(&mut shadow, &mut ops, op);
        }
        run_ops(unit, &mut reference, ops, &mut coverage);
    }
    coverage
}
