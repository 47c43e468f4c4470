//! Runs an ACK scheduler (Rust-HDL simulation or Verilator model) in lock-step with a real
//! `metaroce::transport::Endpoint` and compares every ACK it requests with the ACK the
//! endpoint sends.
//!
//! The endpoint has accepted one connection of 64 paths: path `p` is hardware window `p`.
//! Every clock is `CLOCK_NS` nanoseconds of the endpoint's time. Each DATA packet is built
//! with `metaroce::wire` and handed to the endpoint as a frame; the same packet goes through
//! the receive step on a per-window `PathRxWindow` (standing in for the SACK unit, which
//! answers when the result is presented), whose result is what the scheduler sees. The
//! scheduler acts on a result a clock after it is presented (`RESULT_INPUT_LATENCY`, its
//! input register), and within that clock the order is: the scheduler's timer fire (the
//! SACK stand-in clears the window's ACK count; the endpoint's `handle_timeout`), then the
//! request taken on `m_ack_*` (the endpoint's `poll_transmit`, NACKs skipped, must yield an
//! ACK with the same path, cum PSN, CE count, echoed timestamp and bitmap), then the result
//! (the endpoint's `handle_frame`). The stand-in has answered the registered result before
//! that clock's fire, so no result is drawn for the window whose timer comes due in the
//! clock it is acted on (the top level holds such a fire instead: an update in flight) —
//! but in the hold mode, where the scheduler holds that fire itself and it follows.
//!
//! After every clock the stand-in's windows must equal the endpoint's (so timer fires
//! cleared the same ACK counts), and a timer the endpoint has due must have fired unless the
//! SACK unit's command port was busy that clock (a result in it).

use std::net::Ipv4Addr;
use std::time::Duration;

use metaroce::Instant;
use metaroce::transport::{Access, ConnectionConfig, ConnectionHandle, Endpoint, EndpointConfig};
use metaroce::wire::{
    Body, DataKind, DataRepr, Ecn, Flags, HandshakeRepr, Header, Opcode, Packet, Repr,
};
use metaroce_hdl::ack::scheduler::RESULT_INPUT_LATENCY;
use metaroce_hdl::sack::encoding::{
    ACK_LATER, ACK_NOW, CLASS_DUPLICATE, CLASS_OUT_OF_WINDOW, WINDOW_COUNT,
};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::frames::emit;
use super::reference::{ACK_EVERY, GOOD_RKEY, ReferenceWindows, WindowPacket};
use super::sack_lockstep::SackResult;

/// Nanoseconds per clock (250 MHz).
pub const CLOCK_NS: u64 = 4;

/// An ACK request as the scheduler offers it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AckOut {
    /// Window (= path id).
    pub window: usize,
    /// Cumulative PSN.
    pub cum_psn: u32,
    /// CE count.
    pub ce_count: u32,
    /// Echoed timestamp.
    pub echo_timestamp: u64,
    /// SACK bitmap, little-endian 64-bit words.
    pub sack: [u64; 4],
}

/// The ports of an ACK scheduler, one clock at a time.
pub trait SchedPorts {
    /// Sets `ack_delay` (clocks).
    fn set_delay(&mut self, clocks: u64);
    /// Drives the result port (None: no result), the command port's ready and the request
    /// port's ready for the next clock edge.
    fn drive(&mut self, result: Option<&SackResult>, cmd_ready: bool, ack_ready: bool);
    /// Drives `s_cmd_hold` for this clock (one bit per window), before its command is read.
    fn hold(&mut self, windows: u64);
    /// The window of the command offered now, if `m_cmd_valid` (checks it is a timer ACK).
    fn command(&mut self) -> Option<usize>;
    /// The request offered now, if `m_ack_valid`.
    fn request(&mut self) -> Option<AckOut>;
    /// One clock cycle.
    fn tick(&mut self);
}

/// How results arrive.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pace {
    /// At most one result every two clocks, as DATA frames (two beats at least) arrive: a
    /// timer due in a clock with a result fires in the next.
    TwoBeatFrames,
    /// Results back to back, in bursts; never in a clock in which the endpoint has an ACK
    /// timer due (the datapath's frames always leave such a clock).
    BackToBack,
    /// Results back to back, in clocks with a timer due too, so fires and ACK-now results
    /// share clocks. For [`CommandPort::Always`].
    Saturating,
}

/// When the SACK unit's command port takes a command.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CommandPort {
    /// In clocks without a result, as the SACK unit (which takes commands in clocks
    /// without an update) would if it answered in the same clock.
    IdleClocks,
    /// In every clock: a fire and a result may share a clock (the fire first), so a fire
    /// and an ACK-now result may queue two windows at once.
    Always,
    /// As [`CommandPort::Always`], and in some clocks the top level's hold (`s_cmd_hold`,
    /// windows with an update in flight) holds a random half of the windows and the one
    /// whose timer comes due then, whose result may then be acted on in that clock (as the
    /// update the top level holds the fire for); in other clocks the firing window's own
    /// result is drawn, for which the scheduler holds the fire itself. A held window is
    /// never offered, and its fire waits for the next clock (no result is drawn for that
    /// one), so it is a clock late at most and no second timer comes due meanwhile.
    HeldWindows,
}

/// What a run exercised.
#[derive(Debug, Default, Clone, Copy)]
pub struct SchedCoverage {
    /// Clocks run.
    pub clocks: u64,
    /// Results fed.
    pub results: u64,
    /// Results deciding ACK now.
    pub ack_now: u64,
    /// Results deciding ACK later.
    pub ack_later: u64,
    /// Duplicates.
    pub duplicates: u64,
    /// Out of window.
    pub out_of_window: u64,
    /// Results in the clock right after another.
    pub back_to_back: u64,
    /// Timer fires.
    pub fires: u64,
    /// Timer fires one or more clocks after the endpoint's deadline (command port busy).
    pub late_fires: u64,
    /// ACKs compared with the endpoint's.
    pub acks: u64,
    /// Clocks a request was offered and not taken.
    pub held: u64,
    /// Distinct windows that had an ACK.
    pub windows_acked: u64,
    /// Fires in a clock with an ACK-now result.
    pub fire_with_ack_now: u64,
    /// Clocks a due timer's fire waited for `s_cmd_hold`.
    pub held_fires: u64,
    /// Results acted on for a held window in a clock whose fire the hold deferred.
    pub held_window_results: u64,
    /// Fires the scheduler deferred for a result of their window in the same clock.
    pub result_held_fires: u64,
}

/// The endpoint and the SACK unit's stand-in.
struct Reference {
    endpoint: Endpoint,
    handle: ConnectionHandle,
    conn_id: u32,
    rkey: u32,
    windows: ReferenceWindows,
    buf: Vec<u8>,
    msn: u32,
}

const PEER: Ipv4Addr = Ipv4Addr::new(10, 0, 0, 1);
const PEER_PORT: u16 = 50_000;

impl Reference {
    fn new(delay_clocks: u64, initial_psn: u32) -> Self {
        let mut config = EndpointConfig::new(Ipv4Addr::new(10, 0, 0, 2));
        config.receiver_hints = false;
        config.ack_every_packets = ACK_EVERY;
        config.ack_delay = Duration::from_nanos(delay_clocks * CLOCK_NS);
        let mut endpoint = Endpoint::new(config).expect("valid endpoint config");
        endpoint
            .set_accept_config(ConnectionConfig {
                paths: WINDOW_COUNT as u16,
                ..ConnectionConfig::default()
            })
            .expect("valid accept config");
        let rkey = endpoint
            .register_memory(0x10_0000, 4096, Access::ALL)
            .expect("region");
        let hs = HandshakeRepr {
            src_conn_id: 0x5eed,
            path_count: WINDOW_COUNT as u16,
            mtu: 4096,
            initial_psn,
            udp_port: 4791,
            first_src_port: PEER_PORT,
            ingress_rate_mbps: 100_000,
            rate_hint_mbps: 0,
        };
        let connect = Repr {
            header: Header::default(),
            body: Body::Connect(hs),
        };
        endpoint.handle_frame(Instant::ZERO, &emit(&connect, &[], PEER_PORT, Ecn::Ect0));
        let mut buf = vec![0u8; 9000];
        while endpoint.poll_transmit(Instant::ZERO, &mut buf).is_some() {}
        let handle = ConnectionHandle(0);
        let conn = endpoint.connection(handle).expect("CONNECT accepted");
        assert_eq!(conn.paths().len(), WINDOW_COUNT, "64 paths");
        let conn_id = conn.local_id();
        let mut windows = ReferenceWindows::new(WINDOW_COUNT);
        for w in 0..WINDOW_COUNT {
            windows.init(w, initial_psn);
        }
        Self {
            endpoint,
            handle,
            conn_id,
            rkey,
            windows,
            buf,
            msn: 0,
        }
    }

    /// The DATA frame of `packet` on path `window`.
    fn frame(&mut self, window: usize, packet: &WindowPacket) -> Vec<u8> {
        self.msn = self.msn.wrapping_add(1);
        let rkey = if packet.rkey == GOOD_RKEY {
            self.rkey
        } else {
            self.rkey ^ 0x5a5a_0000
        };
        let repr = Repr {
            header: Header {
                flags: Flags(if packet.ack_req { Flags::ACK_REQ } else { 0 }),
                conn_id: self.conn_id,
                path_id: window as u16,
                path_epoch: 0,
            },
            body: Body::Data(DataRepr {
                kind: DataKind::Write {
                    remote_addr: 0x10_0000,
                    rkey,
                },
                psn: packet.psn,
                stream: 0,
                msn: self.msn,
                offset: 0,
                payload_len: 1,
                timestamp: packet.timestamp,
                msg_len: 1,
            }),
        };
        let ecn = if packet.ce { Ecn::Ce } else { Ecn::Ect0 };
        emit(&repr, &[0xa5], PEER_PORT + window as u16, ecn)
    }

    /// The SACK unit's result for `packet` (the stand-in's receive step).
    fn sack_result(&mut self, window: usize, packet: &WindowPacket) -> SackResult {
        super::sack_lockstep::expected(&mut self.windows, window, packet)
    }

    /// The endpoint's next ACK timer, in clocks (rounded up).
    fn due_clock(&self) -> Option<u64> {
        self.endpoint
            .poll_timeout()
            .map(|at| at.as_nanos().div_ceil(CLOCK_NS))
    }

    /// The endpoint's next ACK (NACKs it sends first are skipped).
    fn next_ack(&mut self, now: Instant) -> Option<AckOut> {
        while let Some(t) = self.endpoint.poll_transmit(now, &mut self.buf) {
            if t.opcode != Opcode::Ack {
                assert_eq!(t.opcode, Opcode::Nack, "a receiver sends ACKs and NACKs");
                continue;
            }
            let repr = Repr::parse(&Packet::new_unchecked(&self.buf[..t.len])).expect("parses");
            let Body::Ack(ack) = repr.body else {
                panic!("ACK opcode without an ACK body")
            };
            let sack = std::array::from_fn(|i| {
                u64::from_le_bytes(ack.sack.data[8 * i..8 * i + 8].try_into().expect("8"))
            });
            return Some(AckOut {
                window: usize::from(repr.header.path_id),
                cum_psn: ack.cum_psn,
                ce_count: ack.ce_count,
                echo_timestamp: ack.echo_timestamp,
                sack,
            });
        }
        None
    }

    /// The stand-in's windows equal the endpoint's (base, bitmap, CE count, ACK count, echo).
    fn check_windows(&self, clock: u64, windows: impl Iterator<Item = usize>) {
        let conn = self.endpoint.connection(self.handle).expect("connection");
        for w in windows {
            let endpoint_window = conn.rx_window(w as u16).expect("path");
            assert_eq!(
                &self.windows.windows[w], endpoint_window,
                "clock {clock}: window {w} of the SACK stand-in differs from the endpoint's"
            );
        }
    }
}

/// Draws each clock's input: which packet (if any) and the request port's ready.
struct Stimulus {
    rng: ChaCha8Rng,
    pace: Pace,
    /// Clocks left in the current phase, and its kind.
    phase_left: u32,
    phase: Phase,
    ready: bool,
    ready_left: u32,
    last_result: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Phase {
    /// Mixed traffic on a few windows.
    Mixed,
    /// ACK-now packets (duplicates, ACK_REQ) over many windows, TX mostly stalled.
    NowFlood,
    /// In-order packets over many windows: timers armed everywhere.
    Spread,
    /// Nothing arrives: timers fire.
    Idle,
}

impl Stimulus {
    fn new(seed: u64, pace: Pace) -> Self {
        Self {
            rng: ChaCha8Rng::seed_from_u64(seed),
            pace,
            phase_left: 0,
            phase: Phase::Mixed,
            ready: true,
            ready_left: 0,
            last_result: false,
        }
    }

    fn next_phase(&mut self, delay: u64) {
        let rng = &mut self.rng;
        (self.phase, self.phase_left) = match rng.random_range(0..10) {
            0..=3 => (Phase::Mixed, rng.random_range(50..400)),
            4..=5 => (Phase::NowFlood, rng.random_range(100..300)),
            6..=7 => (Phase::Spread, rng.random_range(50..200)),
            _ => (Phase::Idle, rng.random_range(1..(2 * delay as u32 + 20))),
        };
    }

    /// The request port's ready this clock: long stretches low, especially in a flood.
    fn ready(&mut self) -> bool {
        if self.ready_left == 0 {
            let rng = &mut self.rng;
            self.ready = !self.ready;
            self.ready_left = if self.ready {
                rng.random_range(1..120)
            } else if self.phase == Phase::NowFlood {
                rng.random_range(20..250)
            } else {
                rng.random_range(1..40)
            };
        }
        self.ready_left -= 1;
        self.ready
    }

    /// The packet of this clock, if any. `due_now`: the endpoint has a timer due now;
    /// `avoid`: a window the packet must not be for; `prefer`: the window it is for.
    fn packet(
        &mut self,
        windows: &ReferenceWindows,
        (due_now, avoid, prefer): (bool, Option<usize>, Option<usize>),
        delay: u64,
    ) -> Option<(usize, WindowPacket)> {
        if self.phase_left == 0 {
            self.next_phase(delay);
        }
        self.phase_left -= 1;
        let blocked = match self.pace {
            Pace::TwoBeatFrames => self.last_result,
            Pace::BackToBack => due_now,
            Pace::Saturating => false,
        };
        let rate = match self.phase {
            Phase::Idle => 0.0,
            Phase::Mixed => 0.6,
            Phase::NowFlood | Phase::Spread => 0.95,
        };
        let rng = &mut self.rng;
        if blocked || !rng.random_bool(rate) {
            self.last_result = false;
            return None;
        }
        self.last_result = true;
        let mut window = match self.phase {
            Phase::Mixed if rng.random_bool(0.8) => rng.random_range(0..4),
            _ => rng.random_range(0..WINDOW_COUNT),
        };
        if Some(window) == avoid {
            window = (window + 1) % WINDOW_COUNT;
        }
        window = prefer.unwrap_or(window);
        let base = windows.windows[window].base;
        let (psn, ack_req) = match self.phase {
            Phase::NowFlood => match rng.random_range(0..3) {
                0 => (base.wrapping_sub(rng.random_range(1..50)), false),
                1 => (base.wrapping_add(rng.random_range(0..4)), true),
                _ => (base.wrapping_add(rng.random_range(2..40)), false),
            },
            Phase::Spread => (base, rng.random_bool(0.01)),
            _ => {
                let psn = match rng.random_range(0..100) {
                    0..=54 => base.wrapping_add(rng.random_range(0..6)),
                    55..=69 => base.wrapping_add(rng.random_range(0..256)),
                    70..=79 => base.wrapping_sub(rng.random_range(1..300)),
                    80..=89 => base.wrapping_add(rng.random_range(256..5000)),
                    _ => rng.random(),
                };
                (psn, rng.random_bool(0.04))
            }
        };
        Some((
            window,
            WindowPacket {
                psn,
                ce: rng.random_bool(0.2),
                timestamp: rng.random(),
                ack_req,
                rkey: if rng.random_bool(0.97) {
                    GOOD_RKEY
                } else {
                    0xbad
                },
            },
        ))
    }
}

/// Runs `clocks` clocks of random traffic at `pace` with an ACK timer of `delay` clocks,
/// then lets every timer fire and every ACK leave; checks each ACK, fire and window against
/// the endpoint. Returns what it exercised.
pub fn run(
    sched: &mut impl SchedPorts,
    seed: u64,
    (pace, port): (Pace, CommandPort),
    delay: u64,
    clocks: u64,
) -> SchedCoverage {
    assert_eq!(
        RESULT_INPUT_LATENCY, 1,
        "one input register: presented a clock ahead"
    );
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut reference = Reference::new(delay, rng.random());
    let mut stimulus = Stimulus::new(rng.random(), pace);
    let mut coverage = SchedCoverage::default();
    let mut acked = [false; WINDOW_COUNT];
    sched.set_delay(delay);
    // A new delay applies to results presented two clocks on (decoded a clock ahead, and
    // the delay line read two clocks before a result's arm for the shortest delay): two
    // idle clocks.
    for _ in 0..2 {
        sched.hold(0);
        sched.drive(None, true, true);
        sched.tick();
    }
    // The clock is offset so that the endpoint's time never starts at zero.
    let base_clock = 1000;
    let mut quiet = 0u64;
    let mut clock = 0u64;
    let mut previous_result = false;
    let mut hold_next = 0u64;
    // The result drawn for the next clock is of the window whose timer comes due then
    // (which the scheduler holds itself: the fire follows the result).
    let mut result_holds_next = false;
    // The result in the scheduler's input register: drawn (and answered by the SACK
    // stand-in) in the clock before, acted on in this one.
    let mut registered: Option<(usize, WindowPacket, SackResult)> = None;
    // LATER results of the last `delay` clocks, by the clock they were acted on in.
    let mut later_results = std::collections::BTreeMap::new();
    loop {
        let abs = base_clock + clock;
        let now = Instant::from_nanos(abs * CLOCK_NS);
        let draining = clock >= clocks;
        let due_now = reference.due_clock().is_some_and(|due| due <= abs);
        let ack_ready = draining || stimulus.ready();

        // 1. The timer fire.
        let hold = hold_next;
        let result_holds = result_holds_next;
        sched.hold(hold);
        let command = sched.command();
        if let Some(window) = command {
            assert_eq!(
                hold >> window & 1,
                0,
                "clock {abs}: window {window} offered while held"
            );
        }
        let cmd_ready = match port {
            CommandPort::IdleClocks => registered.is_none(),
            CommandPort::Always | CommandPort::HeldWindows => true,
        };
        let fired = command.filter(|_| cmd_ready);
        if let Some(window) = fired {
            assert!(
                registered.as_ref().is_none_or(|&(w, _, _)| w != window),
                "clock {abs}: the test drew a result for the window that fires with it"
            );
            let due = reference
                .due_clock()
                .unwrap_or_else(|| panic!("clock {abs}: window {window} fired, nothing is due"));
            assert!(
                due <= abs,
                "clock {abs}: window {window} fired before the deadline (clock {due})"
            );
            coverage.fires += 1;
            coverage.late_fires += u64::from(due < abs);
            reference.endpoint.handle_timeout(now);
            reference.windows.timer_ack(window);
            assert!(
                reference.due_clock().is_none_or(|next| next > abs),
                "clock {abs}: the endpoint had more than one ACK timer due"
            );
            // (the stand-in has taken the registered result; the endpoint takes it below)
            let pending = registered.as_ref().map(|&(w, _, _)| w);
            reference.check_windows(abs, (0..WINDOW_COUNT).filter(|&w| Some(w) != pending));
        } else if due_now {
            assert!(
                !cmd_ready || hold != 0 || result_holds,
                "clock {abs}: an ACK timer is due and the command port is free, but nothing fired"
            );
            coverage.held_fires += u64::from(cmd_ready);
        }
        // A fire held now goes next clock: no result is drawn for that clock.
        let fire_deferred = due_now && fired.is_none() && (hold != 0 || result_holds);
        coverage.result_held_fires += u64::from(fire_deferred && result_holds);
        // 2. The request taken.
        if let Some(out) = sched.request() {
            if ack_ready {
                let want = reference.next_ack(now).unwrap_or_else(|| {
                    panic!("clock {abs}: the scheduler sent {out:?}; the endpoint has no ACK")
                });
                assert_eq!(out, want, "clock {abs}: ACK differs from the endpoint's");
                coverage.acks += 1;
                acked[out.window] = true;
                quiet = 0;
            } else {
                coverage.held += 1;
            }
        }
        // 3. The result presented a clock ago.
        if let Some((window, packet, r)) = registered.take() {
            let frame = reference.frame(window, &packet);
            reference.endpoint.handle_frame(now, &frame);
            reference.check_windows(abs, std::iter::once(window));
            coverage.results += 1;
            if r.ack == ACK_LATER {
                later_results.insert(abs, window);
            }
            coverage.ack_now += u64::from(r.ack == ACK_NOW);
            coverage.ack_later += u64::from(r.ack == ACK_LATER);
            coverage.duplicates += u64::from(r.class == CLASS_DUPLICATE);
            coverage.out_of_window += u64::from(r.class == CLASS_OUT_OF_WINDOW);
            coverage.back_to_back += u64::from(previous_result);
            coverage.fire_with_ack_now += u64::from(fired.is_some() && r.ack == ACK_NOW);
            coverage.held_window_results +=
                u64::from(fire_deferred && (hold >> window & 1 == 1 || result_holds));
            previous_result = true;
        } else {
            previous_result = false;
        }
        // The result the scheduler acts on next clock, drawn for that clock (its timer due
        // or not) and presented now. The stand-in answers it now, before that clock's fire:
        // so it is never for the window whose timer comes due then (the window of the LATER
        // result that armed it, `delay` clocks before; the top level holds a fire for a
        // window with an update in flight instead).
        let due_next = reference.due_clock().filter(|&due| due <= abs + 1);
        later_results.retain(|&at, _| at + delay >= abs);
        let firing = due_next.and_then(|due| later_results.get(&due.checked_sub(delay)?).copied());
        // The next clock's hold: never two clocks running, so a fire is a clock late at
        // most (deadlines come two clocks apart at least); a held window's result may be
        // acted on then, its fire following.
        hold_next = if port == CommandPort::HeldWindows
            && hold == 0
            && !result_holds
            && !draining
            && rng.random_ratio(1, 2)
        {
            rng.random::<u64>() | firing.map_or(0, |w| 1 << w)
        } else {
            0
        };
        // Unheld, the firing window's result is drawn only if the scheduler is to hold the
        // fire itself (a result of the window in the clock); once at a time, as a hold.
        let prefer = firing.filter(|_| {
            port == CommandPort::HeldWindows
                && hold_next == 0
                && hold == 0
                && !result_holds
                && !draining
                && rng.random_ratio(1, 2)
        });
        let avoid = firing.filter(|&w| hold_next >> w & 1 == 0 && prefer.is_none());
        let packet = if draining || fire_deferred {
            None
        } else {
            stimulus.packet(
                &reference.windows,
                (due_next.is_some(), avoid, prefer),
                delay,
            )
        };
        result_holds_next = packet.is_some_and(|(w, _)| Some(w) == firing);
        registered = packet.map(|(window, p)| (window, p, reference.sack_result(window, &p)));
        sched.drive(registered.as_ref().map(|(_, _, r)| r), cmd_ready, ack_ready);
        sched.tick();
        clock += 1;
        if draining {
            quiet += 1;
            if quiet > delay + 16 && reference.due_clock().is_none() {
                break;
            }
            assert!(
                clock < clocks + 64 * (delay + 16) + 10_000,
                "the scheduler did not drain"
            );
        }
    }
    assert_eq!(sched.request(), None, "a request is left after the drain");
    assert!(
        reference
            .next_ack(Instant::from_nanos((base_clock + clock) * CLOCK_NS))
            .is_none(),
        "the endpoint has an ACK the scheduler never sent"
    );
    reference.check_windows(base_clock + clock, 0..WINDOW_COUNT);
    coverage.clocks = clock;
    coverage.windows_acked = acked.iter().filter(|&&a| a).count() as u64;
    coverage
}

/// The checks every lock-step run must have reached to mean anything.
pub fn assert_covers(c: &SchedCoverage, (pace, port): (Pace, CommandPort)) {
    assert!(c.acks > c.clocks / 100, "{c:?}: few ACKs compared");
    assert!(c.fires > 20, "{c:?}: few timer fires");
    assert!(
        c.ack_now > c.acks,
        "{c:?}: ACK-now decisions never coalesced"
    );
    assert!(
        c.ack_later > 100 && c.duplicates > 50 && c.out_of_window > 20,
        "{c:?}"
    );
    assert!(c.held > 1000, "{c:?}: TX never held requests back");
    assert_eq!(
        c.windows_acked, WINDOW_COUNT as u64,
        "{c:?}: not every window ACKed"
    );
    match pace {
        Pace::TwoBeatFrames => {
            assert_eq!(c.back_to_back, 0, "{c:?}");
            assert!(
                c.late_fires > 0,
                "{c:?}: the busy command port never delayed a fire"
            );
        }
        Pace::BackToBack | Pace::Saturating => {
            assert!(
                c.back_to_back > c.results / 2,
                "{c:?}: few back-to-back results"
            );
            assert_eq!(c.late_fires, 0, "{c:?}");
        }
    }
    if port == CommandPort::Always {
        assert!(
            c.fire_with_ack_now > 10,
            "{c:?}: fires never met ACK-now results"
        );
    }
    if port == CommandPort::HeldWindows {
        assert!(c.held_fires > 10, "{c:?}: the hold never delayed a fire");
        assert!(
            c.held_window_results > 5,
            "{c:?}: no result of a held window met its deferred fire"
        );
        assert!(
            c.result_held_fires > 5,
            "{c:?}: no fire waited for a result of its window"
        );
    } else {
        assert_eq!(c.held_fires + c.result_held_fires, 0, "{c:?}");
    }
}
