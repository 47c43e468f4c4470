//! Runs a SEND receive table (Rust-HDL simulation or Verilator model) in lock-step with the
//! transport core's `RecvQueues` (one per connection slot): the same posts and placed (or
//! refused) SENDs go into both; every lookup must answer what `SendTable::send_target`
//! answers at the clock the table reads its state, and every completion must be the
//! reference's next finished receive of that stream (`RecvQueues::poll_finished`, polled
//! after every placed packet). The reference's queues are unbounded: a post the table
//! refuses (ring full, too long, unbound slot) is checked to be refused for exactly that
//! reason and is not posted to the reference.

use std::collections::{HashMap, VecDeque};

use metaroce::transport::{CompletionStatus, RecvQueues, SendTable, SendTarget};
use metaroce_hdl::recv::encoding::{
    LOOKUP_LATENCY, LOOKUP_STATE_STAGE, PLACED_LATENCY, RING_DEPTH, SEGMENTS, STATUS_SUCCESS,
    STREAM_SLOTS, TARGET_COMPLETED, TARGET_NOT_POSTED, TARGET_POSTED, WRITE_LATENCY,
};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// A host table write.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WriteOp {
    /// Bind `slot` to (`conn`, `stream`).
    Bind {
        /// Stream slot.
        slot: u8,
        /// Connection slot.
        conn: u8,
        /// Stream id.
        stream: u32,
    },
    /// Post a receive on `slot`.
    Post {
        /// Stream slot.
        slot: u8,
        /// Region key.
        key: u32,
        /// Buffer address.
        addr: u64,
        /// Buffer length.
        len: u64,
    },
}

/// A SEND to look up.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Lookup {
    /// Connection slot.
    pub conn: u8,
    /// Stream id.
    pub stream: u32,
    /// MSN.
    pub msn: u32,
    /// Offset in the message.
    pub offset: u32,
    /// Message length.
    pub msg_len: u32,
    /// Tag.
    pub tag: u8,
}

/// A placed (or refused) SEND packet.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Placed {
    /// Refused rather than placed.
    pub refused: bool,
    /// Stream slot.
    pub slot: u8,
    /// MSN.
    pub msn: u32,
    /// Offset.
    pub offset: u32,
    /// Message length.
    pub msg_len: u32,
}

impl Placed {
    /// The fields presented in a clock with no update staged: unlike any update's, so a
    /// table that took the pulse clock's fields instead of the staged ones would go wrong.
    pub const UNSTAGED: Placed = Placed {
        refused: true,
        slot: 0,
        msn: u32::MAX,
        offset: u32::MAX,
        msg_len: u32::MAX,
    };
}

/// One clock's inputs.
#[derive(Debug, Clone, Copy, Default)]
pub struct Inputs {
    /// Host write.
    pub write: Option<WriteOp>,
    /// `s_write_len` this clock: a post's length is presented the clock before its pulse
    /// (the register block's staged `RECV_LEN_*`), so a post's `len` is the one staged then.
    pub staged_len: u64,
    /// Lookup.
    pub lookup: Option<Lookup>,
    /// Placed update pulsed this clock (its fields were presented the clock before, as
    /// `staged_placed`).
    pub placed: Option<Placed>,
    /// `s_placed_*` fields this clock: the update pulsed next clock, if any (the table
    /// registers them; the fields presented in a clock without one are arbitrary).
    pub staged_placed: Option<Placed>,
}

/// The outcome of the previous clock's write.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct WriteResult {
    /// The post was taken.
    pub posted: bool,
    /// Refused: ring full.
    pub full: bool,
    /// Refused: slot unbound.
    pub unbound: bool,
    /// Refused: too long.
    pub too_long: bool,
}

/// A lookup's result.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LookupResult {
    /// Tag.
    pub tag: u8,
    /// A slot holds the stream.
    pub hit: bool,
    /// The slot.
    pub slot: u8,
    /// `TARGET_*`.
    pub target: u64,
    /// Region key.
    pub key: u32,
    /// Buffer address.
    pub addr: u64,
    /// Buffer length.
    pub len: u64,
    /// `addr + offset`.
    pub target_addr: u64,
    /// `msg_len <= len`.
    pub fits: bool,
}

/// A completion record.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CompletionRecord {
    /// Stream slot.
    pub slot: u8,
    /// MSN.
    pub msn: u32,
    /// Bytes.
    pub bytes: u32,
    /// `STATUS_*`.
    pub status: u64,
}

/// The ports of a SEND receive table, one clock at a time.
pub trait RecvTablePorts {
    /// Sets the MTU (`1 << shift` bytes).
    fn set_mtu_shift(&mut self, shift: u8);
    /// Drives `inputs` for the next clock edge.
    fn drive(&mut self, inputs: &Inputs);
    /// One clock cycle.
    fn tick(&mut self);
    /// The previous clock's write outcome, after the tick.
    fn write_result(&self) -> WriteResult;
    /// The lookup result, if `m_result_valid`.
    fn lookup_result(&self) -> Option<LookupResult>;
    /// The completion, if `m_cpl_valid`.
    fn completion(&self) -> Option<CompletionRecord>;
    /// A placed update's verdict, if `m_placed_verdict_valid`: whether it was stale.
    fn placed_verdict(&self) -> Option<bool>;
}

/// What a run exercised.
#[derive(Debug, Default, Clone, Copy)]
pub struct RecvCoverage {
    /// Lookups answered posted (and fitting).
    pub posted: u64,
    /// Posted but too long for the buffer.
    pub too_long_sends: u64,
    /// Lookups answered not posted (RNR), of a bound stream.
    pub not_posted: u64,
    /// Lookups answered completed (stale duplicates).
    pub completed: u64,
    /// Lookups of streams no slot holds.
    pub unbound_lookups: u64,
    /// Placed packets the reference counted as new segments.
    pub new_segments: u64,
    /// Placed packets the reference ignored (duplicates, mismatched lengths, finished).
    pub ignored_segments: u64,
    /// Placed updates of the message the previous clock's update touched.
    pub back_to_back: u64,
    /// Placed updates that came after their message completed (verdict: stale).
    pub stale_updates: u64,
    /// Refused SENDs driven.
    pub refused: u64,
    /// Completions, successful and in error.
    pub completions: u64,
    /// Completions in error.
    pub error_completions: u64,
    /// Completions that waited for an earlier receive of their stream (out of order).
    pub waited: u64,
    /// Posts taken.
    pub posts: u64,
    /// Posts refused: ring full.
    pub full: u64,
    /// Posts refused: too long.
    pub too_long_posts: u64,
    /// Posts refused: unbound.
    pub unbound_posts: u64,
}

/// An event in the reference, applied at the clock the table's state takes it.
#[derive(Debug, Clone, Copy)]
enum Effect {
    Post {
        slot: u8,
        key: u32,
        addr: u64,
        len: u64,
    },
    Placed(Placed),
}

/// The sender side of one bound stream: message lengths, chosen once per message.
#[derive(Default)]
struct Sender {
    msg_lens: HashMap<u32, u32>,
}

/// The test's knowledge of one bound slot.
struct Bound {
    conn: u8,
    stream: u32,
    /// Receives posted to the reference (= taken by the table).
    posted: u32,
    /// Completions the table reported.
    reported: u32,
    /// Buffer length of each posted receive (to size messages).
    lens: Vec<u64>,
    /// Expected completions (from the reference), in order.
    expected: VecDeque<CompletionRecord>,
    sender: Sender,
}

/// Random traffic over `STREAM_SLOTS - 1` bound streams (the last slot stays unbound),
/// reproducible from `seed`, checked clock by clock for `cycles` clocks.
pub fn run_recv(
    table: &mut impl RecvTablePorts,
    seed: u64,
    cycles: u64,
    mtu_shift: u8,
) -> RecvCoverage {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mtu = 1u32 << mtu_shift;
    let max_len = (SEGMENTS as u64) << mtu_shift;
    table.set_mtu_shift(mtu_shift);
    let mut coverage = RecvCoverage::default();
    let mut reference: HashMap<u8, RecvQueues> = HashMap::new();
    let bound_count = STREAM_SLOTS - 1;
    let mut slots: Vec<Bound> = Vec::new();
    for slot in 0..bound_count {
        let conn = rng.random_range(0..8u8);
        // A few stream ids repeat on other connections: keys are compared in full. A key
        // is never bound twice.
        let mut stream = if slot > 0 && rng.random_bool(0.3) {
            slots[rng.random_range(0..slot)].stream
        } else {
            rng.random()
        };
        while slots.iter().any(|b| b.conn == conn && b.stream == stream) {
            stream = rng.random();
        }
        slots.push(Bound {
            conn,
            stream,
            posted: 0,
            reported: 0,
            lens: Vec::new(),
            expected: VecDeque::new(),
            sender: Sender::default(),
        });
    }
    // Bind phase.
    for (slot, b) in slots.iter().enumerate() {
        table.drive(&Inputs {
            write: Some(WriteOp::Bind {
                slot: slot as u8,
                conn: b.conn,
                stream: b.stream,
            }),
            ..Inputs::default()
        });
        table.tick();
    }
    table.drive(&Inputs::default());
    table.tick();

    let mut effects: VecDeque<(u64, Effect)> = VecDeque::new();
    let mut lookups: VecDeque<(u64, Lookup)> = VecDeque::new();
    let mut due: VecDeque<(u64, LookupResult, Lookup)> = VecDeque::new();
    // An update decided from a lookup result: staged next clock, pulsed the clock after.
    let mut next_placed: Option<Placed> = None;
    let mut staged_placed: Option<Placed> = None;
    // The table's verdicts on placed updates, with the clock they came out in.
    let mut verdicts: VecDeque<(u64, bool)> = VecDeque::new();
    let mut previous_placed: Option<Placed> = None;
    let mut pending_post: Option<(u8, u32, u64, u64)> = None;
    // A post decided, its length staged, pulsed next clock.
    let mut staged_post: Option<(u8, u32, u64, u64)> = None;
    let mut staged_len = 0;
    let mut post_rate = 0.1;
    // Phases that aim most SENDs at one or two streams: back-to-back updates of one message.
    let mut focus: Option<(usize, usize)> = None;
    let mut tag: u8 = 0;
    let total = cycles + 64;
    for clock in 0..total {
        let generating = clock < cycles;
        if clock % 400 == 0 {
            post_rate = [0.02, 0.1, 0.1, 0.45][rng.random_range(0..4)];
            focus = rng.random_bool(0.5).then(|| {
                (
                    rng.random_range(0..bound_count),
                    rng.random_range(0..bound_count),
                )
            });
        }
        // 1. The reference takes every effect due by now, in issue order.
        while effects.front().is_some_and(|(at, _)| *at <= clock) {
            let (_, effect) = effects.pop_front().expect("front");
            match effect {
                Effect::Post {
                    slot,
                    key,
                    addr,
                    len,
                } => {
                    let b = &mut slots[slot as usize];
                    let wr_id = u64::from(b.posted);
                    reference
                        .entry(b.conn)
                        .or_default()
                        .post(b.stream, key, addr, len, wr_id);
                    b.posted += 1;
                    b.lens.push(len);
                }
                Effect::Placed(p) => {
                    let b = &slots[p.slot as usize];
                    let (conn, stream) = (b.conn, b.stream);
                    let queues = reference.entry(conn).or_default();
                    // The verdict: stale exactly when the reference finds the message
                    // completed as the update takes effect.
                    let target = queues.send_target(stream, p.msn);
                    assert_ne!(target, SendTarget::NotPosted, "an update of a posted SEND");
                    let stale = target == SendTarget::Completed;
                    let verdict = verdicts.pop_front();
                    assert_eq!(
                        verdict,
                        Some((clock, stale)),
                        "clock {clock}: placed verdict (clock out, stale) of {p:?}"
                    );
                    coverage.stale_updates += u64::from(stale);
                    if p.refused {
                        queues.on_refused(stream, p.msn);
                    } else if queues.on_placed(stream, p.msn, p.offset, p.msg_len, mtu) {
                        coverage.new_segments += 1;
                    } else {
                        coverage.ignored_segments += 1;
                    }
                    let mut first = true;
                    while let Some(done) = queues.poll_finished() {
                        let slot = slots
                            .iter()
                            .position(|b| b.conn == conn && b.stream == done.stream)
                            .expect("a bound stream");
                        if !(first && u64::from(p.msn) == done.wr_id) {
                            coverage.waited += 1;
                        }
                        first = false;
                        slots[slot].expected.push_back(CompletionRecord {
                            slot: slot as u8,
                            msn: done.wr_id as u32,
                            bytes: done.bytes as u32,
                            status: match done.status {
                                CompletionStatus::Success => STATUS_SUCCESS,
                                CompletionStatus::RemoteAccessError => 1,
                                other => panic!("unexpected status {other:?}"),
                            },
                        });
                    }
                }
            }
        }
        // 2. Lookups issued LOOKUP_STATE_STAGE clocks ago read the state now.
        while lookups
            .front()
            .is_some_and(|(at, _)| at + LOOKUP_STATE_STAGE <= clock)
        {
            let (at, l) = lookups.pop_front().expect("front");
            let slot = slots
                .iter()
                .position(|b| b.conn == l.conn && b.stream == l.stream);
            let target = reference
                .get(&l.conn)
                .map_or(SendTarget::NotPosted, |q| q.send_target(l.stream, l.msn));
            let mut expected = LookupResult {
                tag: l.tag,
                hit: slot.is_some(),
                slot: slot.unwrap_or(0) as u8,
                target: TARGET_NOT_POSTED,
                key: 0,
                addr: 0,
                len: 0,
                target_addr: 0,
                fits: false,
            };
            match target {
                SendTarget::NotPosted => {}
                SendTarget::Completed => expected.target = TARGET_COMPLETED,
                SendTarget::Posted { key, addr, len } => {
                    expected.target = TARGET_POSTED;
                    expected.key = key;
                    expected.addr = addr;
                    expected.len = len;
                    expected.target_addr = addr + u64::from(l.offset);
                    expected.fits = u64::from(l.msg_len) <= len;
                }
            }
            assert!(
                slot.is_some() || target == SendTarget::NotPosted,
                "the reference holds only bound streams"
            );
            due.push_back((at + LOOKUP_LATENCY, expected, l));
        }

        // 3. This clock's inputs: the post decided last clock (its length staged then) is
        // pulsed now.
        let mut inputs = Inputs {
            placed: staged_placed.take(),
            staged_placed: next_placed.take(),
            ..Inputs::default()
        };
        staged_placed = inputs.staged_placed;
        if let Some((slot, key, addr, len)) = staged_post.take() {
            inputs.write = Some(WriteOp::Post {
                slot,
                key,
                addr,
                len,
            });
            pending_post = Some((slot, key, addr, len));
        }
        if generating && rng.random_bool(post_rate) {
            let slot = if rng.random_bool(0.03) {
                bound_count as u8
            } else {
                rng.random_range(0..bound_count as u8)
            };
            let len = match rng.random_range(0..20) {
                0 => max_len + rng.random_range(1..4 * max_len),
                1 => max_len,
                2 => max_len + 1,
                3..=6 => rng.random_range(u64::from(mtu) * 8..=max_len),
                _ => rng.random_range(1..=u64::from(mtu) * 6),
            };
            let key = rng.random();
            let addr = rng.random_range(0..1u64 << 62);
            staged_post = Some((slot, key, addr, len));
            staged_len = len;
        }
        inputs.staged_len = staged_len;
        if generating && rng.random_bool(0.85) {
            tag = tag.wrapping_add(1);
            let l =
                match rng.random_range(0..100) {
                    0..=6 => Lookup {
                        conn: rng.random_range(0..8),
                        stream: rng.random(),
                        msn: rng.random_range(0..40),
                        offset: 0,
                        msg_len: 1,
                        tag,
                    },
                    7..=9 => {
                        let b = &slots[rng.random_range(0..bound_count)];
                        Lookup {
                            conn: (b.conn + 1) % 8,
                            stream: b.stream,
                            msn: rng.random_range(0..40),
                            offset: 0,
                            msg_len: 1,
                            tag,
                        }
                    }
                    _ => {
                        let slot =
                            match focus {
                                Some((one, other)) if rng.random_bool(0.8) => {
                                    if rng.random_bool(0.7) { one } else { other }
                                }
                                _ => rng.random_range(0..bound_count),
                            };
                        let b = &mut slots[slot];
                        let outstanding = b.posted - b.reported;
                        let msn = match rng.random_range(0..100) {
                            _ if focus.is_some() && outstanding > 0 && rng.random_bool(0.6) => {
                                b.reported + rng.random_range(0..outstanding.min(2))
                            }
                            0..=2 => rng.random(),
                            3..=14 => b.posted + rng.random_range(0..3),
                            _ => b
                                .reported
                                .saturating_sub(rng.random_range(0..4))
                                .wrapping_add(rng.random_range(0..(b.posted - b.reported) + 1)),
                        };
                        let buffer = b.lens.get(msn as usize).copied().unwrap_or(u64::from(mtu));
                        let msg_len = *b.sender.msg_lens.entry(msn).or_insert_with(|| {
                            match rng.random_range(0..10) {
                                0 => (buffer + rng.random_range(1..3 * u64::from(mtu))) as u32,
                                1 => buffer as u32,
                                2 => 1,
                                3 | 4 => rng.random_range(1..=buffer) as u32,
                                _ => rng.random_range(1..=buffer.min(u64::from(mtu) * 5)) as u32,
                            }
                        });
                        let segments = msg_len.div_ceil(mtu).max(1);
                        let mut offset = rng.random_range(0..segments) << mtu_shift;
                        let mut msg_len_sent = msg_len;
                        match rng.random_range(0..50) {
                            0 => offset += rng.random_range(1..mtu),
                            1 => offset = segments << mtu_shift,
                            2 => msg_len_sent = msg_len + mtu,
                            _ => {}
                        }
                        Lookup {
                            conn: b.conn,
                            stream: b.stream,
                            msn,
                            offset,
                            msg_len: msg_len_sent,
                            tag,
                        }
                    }
                };
            inputs.lookup = Some(l);
            lookups.push_back((clock, l));
        }
        if let (Some(p), Some(q)) = (inputs.placed, previous_placed)
            && (p.slot, p.msn) == (q.slot, q.msn)
        {
            coverage.back_to_back += 1;
        }
        previous_placed = inputs.placed;
        if let Some(p) = inputs.placed {
            effects.push_back((clock + PLACED_LATENCY, Effect::Placed(p)));
        }
        // A post is refused for exactly one reason, decided on what the table has reported.
        let expected_write = match inputs.write {
            Some(WriteOp::Post { slot, len, .. }) => {
                if slot as usize >= bound_count {
                    WriteResult {
                        unbound: true,
                        ..WriteResult::default()
                    }
                } else {
                    let b = &slots[slot as usize];
                    if (b.posted - b.reported) as usize >= RING_DEPTH {
                        WriteResult {
                            full: true,
                            ..WriteResult::default()
                        }
                    } else if len > max_len {
                        WriteResult {
                            too_long: true,
                            ..WriteResult::default()
                        }
                    } else {
                        WriteResult {
                            posted: true,
                            ..WriteResult::default()
                        }
                    }
                }
            }
            _ => WriteResult::default(),
        };

        // 4. The clock.
        table.drive(&inputs);
        table.tick();
        let ticks = clock + 1;

        // 5. Outputs.
        let write = table.write_result();
        assert_eq!(write, expected_write, "clock {clock}: post outcome");
        if let Some((slot, key, addr, len)) = pending_post.take()
            && write.posted
        {
            coverage.posts += 1;
            effects.push_back((
                clock + WRITE_LATENCY,
                Effect::Post {
                    slot,
                    key,
                    addr,
                    len,
                },
            ));
            // Keep effects in time order (a post's effect may precede a placed's).
            effects.make_contiguous().sort_by_key(|(at, _)| *at);
        }
        coverage.full += u64::from(write.full);
        coverage.too_long_posts += u64::from(write.too_long);
        coverage.unbound_posts += u64::from(write.unbound);

        let got = table.lookup_result();
        match due.front() {
            Some(&(at, expected, l)) if at == ticks => {
                due.pop_front();
                let got = got.unwrap_or_else(|| panic!("clock {clock}: lookup result missing"));
                let compared = if expected.target == TARGET_POSTED {
                    got
                } else {
                    LookupResult {
                        key: 0,
                        addr: 0,
                        len: 0,
                        target_addr: 0,
                        fits: false,
                        slot: if got.hit { got.slot } else { 0 },
                        ..got
                    }
                };
                assert_eq!(
                    compared, expected,
                    "clock {clock}: lookup answer differs from RecvQueues::send_target"
                );
                match expected.target {
                    TARGET_POSTED if expected.fits => coverage.posted += 1,
                    TARGET_POSTED => coverage.too_long_sends += 1,
                    TARGET_COMPLETED => coverage.completed += 1,
                    _ if expected.hit => coverage.not_posted += 1,
                    _ => coverage.unbound_lookups += 1,
                }
                // The top level: place a fitting SEND (most of the time; a region check
                // may also refuse it), refuse one too long for its buffer.
                if expected.target == TARGET_POSTED && generating {
                    let (msn, offset, msg_len) = (l.msn, l.offset, l.msg_len);
                    let refused = !expected.fits || rng.random_bool(0.01);
                    if refused || rng.random_bool(0.9) {
                        coverage.refused += u64::from(refused);
                        next_placed = Some(Placed {
                            refused,
                            slot: got.slot,
                            msn,
                            offset,
                            msg_len,
                        });
                    }
                }
            }
            _ => assert_eq!(got, None, "clock {clock}: unexpected lookup result"),
        }

        if let Some(stale) = table.placed_verdict() {
            verdicts.push_back((ticks, stale));
        }

        if let Some(cpl) = table.completion() {
            let b = &mut slots[cpl.slot as usize];
            let expected = b.expected.pop_front().unwrap_or_else(|| {
                panic!("clock {clock}: completion {cpl:?} the reference has not finished")
            });
            assert_eq!(cpl, expected, "clock {clock}: completion differs");
            b.reported += 1;
            coverage.completions += 1;
            coverage.error_completions += u64::from(cpl.status != STATUS_SUCCESS);
        }
    }
    assert!(due.is_empty() && lookups.is_empty());
    assert!(
        verdicts.is_empty(),
        "verdicts without an update: {verdicts:?}"
    );
    for b in &slots {
        assert!(
            b.expected.is_empty(),
            "completions the table never reported: {:?}",
            b.expected
        );
    }
    coverage
}

/// Three receives of one stream finish in the order 1, 0, 2 (one single-segment SEND each),
/// the last one `delay` clocks after receive 0, for every `delay` from 1 to 15: whatever
/// clock the last one finishes in (before, while or after the two before it are reported,
/// one per clock), it is completed, after them. Returns how many scenarios ran.
pub fn run_finish_during_reports(table: &mut impl RecvTablePorts) -> u32 {
    const SLOT: u8 = 3;
    const MSG_LEN: u32 = 1000;
    /// One clock: drives `inputs`, collects a completion. An update asked for is staged
    /// now and pulsed next clock (every update a clock later, so their spacing holds).
    fn step(
        table: &mut impl RecvTablePorts,
        inputs: Inputs,
        staged: &mut Option<Placed>,
        completions: &mut Vec<CompletionRecord>,
    ) {
        // Every post here is `MSG_LEN` long: staged from the first clock on.
        let inputs = Inputs {
            staged_len: u64::from(MSG_LEN),
            placed: staged.take(),
            staged_placed: inputs.placed,
            ..inputs
        };
        *staged = inputs.staged_placed;
        table.drive(&inputs);
        table.tick();
        completions.extend(table.completion());
    }
    let placed = |msn: u32| Inputs {
        placed: Some(Placed {
            refused: false,
            slot: SLOT,
            msn,
            offset: 0,
            msg_len: MSG_LEN,
        }),
        ..Inputs::default()
    };
    table.set_mtu_shift(12);
    let mut completions = Vec::new();
    let mut staged = None;
    let bind = Inputs {
        write: Some(WriteOp::Bind {
            slot: SLOT,
            conn: 1,
            stream: 0xfeed,
        }),
        ..Inputs::default()
    };
    step(table, bind, &mut staged, &mut completions);
    let mut scenarios = 0;
    for delay in 1..16 {
        let base = 3 * scenarios;
        for _ in 0..3 {
            let post = Inputs {
                write: Some(WriteOp::Post {
                    slot: SLOT,
                    key: 7,
                    addr: 0x1000,
                    len: u64::from(MSG_LEN),
                }),
                ..Inputs::default()
            };
            step(table, post, &mut staged, &mut completions);
            assert!(table.write_result().posted, "delay {delay}: post refused");
        }
        step(table, Inputs::default(), &mut staged, &mut completions);
        step(table, placed(base + 1), &mut staged, &mut completions);
        step(table, placed(base), &mut staged, &mut completions);
        for _ in 1..delay {
            step(table, Inputs::default(), &mut staged, &mut completions);
        }
        step(table, placed(base + 2), &mut staged, &mut completions);
        for _ in 0..24 {
            step(table, Inputs::default(), &mut staged, &mut completions);
        }
        let expected: Vec<CompletionRecord> = (base..base + 3)
            .map(|msn| CompletionRecord {
                slot: SLOT,
                msn,
                bytes: MSG_LEN,
                status: STATUS_SUCCESS,
            })
            .collect();
        assert_eq!(
            completions, expected,
            "delay {delay}: the completions of the three receives"
        );
        completions.clear();
        scenarios += 1;
    }
    scenarios
}
