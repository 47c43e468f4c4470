//! Drives a register block (Rust-HDL simulation or Verilator model) through its AXI-Lite
//! port like a host would — write address before, with or after the data, back-pressured
//! responses — and checks what it answers and what it drives, using only the register map
//! of `metaroce_hdl::regs::map`.

use std::collections::{HashMap, VecDeque};

use metaroce_hdl::parser::encoding::REASON_COUNT;
use metaroce_hdl::regs::POST_VERDICT_DELAY;
use metaroce_hdl::regs::map::{
    ACK_EVERY, ACK_EVERY_RESET, ACK_TIMER, ACK_TIMER_RESET, CE_COUNT, CE_WINDOW, CONN_COMMIT,
    CONN_ID, CONN_PATH_COUNT, CONN_PEER_CONN_ID, CONN_PEER_IP, CONN_PEER_MAC_HI, CONN_PEER_MAC_LO,
    CONN_PEER_PORT, CONN_SLOT, DROP_REASONS, ERROR, ERROR_BAD_ADDRESS, ERROR_VALUE_REJECTED,
    LOCAL_IP, LOCAL_MAC_HI, LOCAL_MAC_LO, METAROCE_RB_TYPE, METAROCE_RB_VERSION, MR_BASE_HI,
    MR_BASE_LO, MR_COMMIT, MR_INDEX, MR_KEY, MR_LENGTH_HI, MR_LENGTH_LO, NACK_DROPPED, PATH_COMMIT,
    PATH_EPOCH, PATH_WINDOW, PROBE_COMMIT, PROBE_PORT, PROBE_TS_HI, PROBE_TS_LO, RATE_HINT,
    RB_NEXT, RB_TYPE, RB_VERSION, SACK_BASE, SACK_COMMIT, SACK_WINDOW, UDP_PORT, UDP_PORT_RESET,
    WRITABLE, Writable, drop_counter, parser_counter,
};
use metaroce_hdl::regs::map::{
    CPL_BYTES, CPL_DROPPED, CPL_FIFO_DEPTH, CPL_INFO, CPL_MSN, CPL_STATUS, ERROR_CPL_OVERFLOW,
    ERROR_RECV_FULL, ERROR_RECV_TOO_LONG, ERROR_RECV_UNBOUND, ERROR_SACK_REFUSED, RECV_ADDR_HI,
    RECV_ADDR_LO, RECV_BIND_COMMIT, RECV_CONN_SLOT, RECV_KEY, RECV_LEN_HI, RECV_LEN_LO,
    RECV_MTU_SHIFT, RECV_MTU_SHIFT_RESET, RECV_POST_COMMIT, RECV_SLOT, RECV_STREAM,
};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Inputs of the block for one clock.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct RegsInputs {
    /// Reset.
    pub rst: bool,
    /// Write address channel.
    pub awvalid: bool,
    /// Write address.
    pub awaddr: u32,
    /// Write data channel.
    pub wvalid: bool,
    /// Write data.
    pub wdata: u32,
    /// Write strobes.
    pub wstrb: u8,
    /// Write response ready.
    pub bready: bool,
    /// Read address channel.
    pub arvalid: bool,
    /// Read address.
    pub araddr: u32,
    /// Read data ready.
    pub rready: bool,
    /// The SACK unit takes a command.
    pub sack_ready: bool,
    /// `m_probe_ready`.
    pub probe_ready: bool,
    /// `s_ce_count` (the CE count of window `ce_window`).
    pub ce_count: u32,
    /// A parser verdict this clock, with its code.
    pub parser_verdict: Option<u8>,
    /// Drop pulses, in `map::DROP_REASONS` order.
    pub drops: [bool; 8],
    /// A NACK dropped by the NACK queue (`s_nack_dropped`).
    pub nack_dropped: bool,
    /// The receive table's refusal of the post of a clock ago: full, unbound, too long.
    pub recv_errors: [bool; 3],
    /// The SACK unit's refusal pulse (`s_sack_refused`).
    pub sack_refused: bool,
    /// A receive completion from the table (`s_cpl_*`).
    pub cpl: Option<Completion>,
}

/// A receive completion (`s_cpl_*` in, `CPL_*` registers out).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Completion {
    /// Stream slot.
    pub slot: u32,
    /// MSN.
    pub msn: u32,
    /// Bytes.
    pub bytes: u32,
    /// Status (set: remote access error).
    pub error: bool,
}

/// A SEND receive table write seen on `m_recv_write_*`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RecvWritePulse {
    /// Post (true) or bind.
    pub post: bool,
    /// Stream slot.
    pub slot: u32,
    /// Bind: bind or unbind.
    pub enable: bool,
    /// Bind: connection slot.
    pub conn: u32,
    /// Bind: stream.
    pub stream: u32,
    /// Post: key.
    pub key: u32,
    /// Post: address.
    pub addr: u64,
    /// Post: length.
    pub len: u64,
}

/// A PROBE's ACK command seen on `m_probe_*`, with the staged window, epoch and peer
/// addressing it stands for (`m_path_write_*`, `m_conn_write_peer_*`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ProbePulse {
    /// `PATH_WINDOW`.
    pub window: u32,
    /// `PATH_EPOCH`.
    pub epoch: u32,
    /// Commit bit 0.
    pub fresh: bool,
    /// `SACK_BASE`.
    pub base: u32,
    /// `PROBE_PORT`.
    pub src_port: u32,
    /// `PROBE_TS_HI:PROBE_TS_LO`.
    pub timestamp: u64,
    /// `CONN_PEER_IP`.
    pub peer_ip: u32,
    /// `CONN_PEER_CONN_ID`.
    pub peer_conn_id: u32,
    /// `CONN_PEER_PORT`.
    pub peer_port: u32,
    /// `CONN_PEER_MAC_HI:_LO`.
    pub peer_mac: u64,
}

/// A connection-table write seen on `m_conn_write_*`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ConnWritePulse {
    /// Slot.
    pub slot: u32,
    /// Store or empty.
    pub enable: bool,
    /// Established.
    pub established: bool,
    /// Local id.
    pub conn_id: u32,
    /// Peer address.
    pub peer_ip: u32,
    /// Path count.
    pub path_count: u32,
    /// Peer id.
    pub peer_conn_id: u32,
    /// Peer port.
    pub peer_port: u32,
    /// Peer MAC.
    pub peer_mac: u64,
}

/// A memory-region-table write seen on `m_mr_write_*`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MrWritePulse {
    /// Slot.
    pub index: u32,
    /// Store or empty.
    pub enable: bool,
    /// Key.
    pub key: u32,
    /// Base.
    pub base: u64,
    /// Length.
    pub length: u64,
    /// Remote write.
    pub remote_write: bool,
    /// Local write.
    pub local_write: bool,
}

/// Outputs of the block in the current clock (before its edge).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct RegsOutputs {
    /// `awready`.
    pub awready: bool,
    /// `wready`.
    pub wready: bool,
    /// `bvalid`.
    pub bvalid: bool,
    /// `bresp`.
    pub bresp: u8,
    /// `arready`.
    pub arready: bool,
    /// `rvalid`.
    pub rvalid: bool,
    /// `rdata`.
    pub rdata: u32,
    /// `rresp`.
    pub rresp: u8,
    /// `m_conn_write_*` when valid.
    pub conn_write: Option<ConnWritePulse>,
    /// `m_path_write_*` (window, epoch) when valid.
    pub path_write: Option<(u32, u32)>,
    /// `m_mr_write_*` when valid.
    pub mr_write: Option<MrWritePulse>,
    /// `m_sack_cmd_*` (window, base) when valid.
    pub sack_cmd: Option<(u32, u32)>,
    /// `m_probe_*` when valid.
    pub probe: Option<ProbePulse>,
    /// `m_recv_write_*` when valid.
    pub recv_write: Option<RecvWritePulse>,
    /// `recv_mtu_shift`.
    pub recv_mtu_shift: u32,
    /// `ce_window`.
    pub ce_window: u32,
    /// Configuration outputs: UDP port, K, ACK timer, rate hint, local IP, local MAC.
    pub config: (u32, u32, u32, u32, u32, u64),
}

/// The ports of a register block, one clock at a time.
pub trait RegsPorts {
    /// Drives `inputs` and settles the logic.
    fn drive(&mut self, inputs: &RegsInputs);
    /// The outputs on the inputs driven last.
    fn outputs(&self) -> RegsOutputs;
    /// One clock edge.
    fn tick(&mut self);
}

/// How a transaction is offered on the bus.
#[derive(Debug, Clone, Copy)]
struct Timing {
    /// Cycles before `awvalid` (or `arvalid`).
    addr_delay: u32,
    /// Cycles before `wvalid`.
    data_delay: u32,
    /// Probability `bready`/`rready` is high in a cycle.
    ready_probability: f64,
}

/// One host access.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Access {
    /// Write `data` with strobes `strb` at byte offset `addr`.
    Write {
        /// Offset.
        addr: u32,
        /// Data.
        data: u32,
        /// Strobes.
        strb: u8,
    },
    /// Read at byte offset `addr`.
    Read {
        /// Offset.
        addr: u32,
    },
}

/// An AXI-Lite master running one access at a time with random timing, while the counter
/// inputs and the SACK unit's `ready` are driven every clock.
pub struct Host<'a, P: RegsPorts> {
    ports: &'a mut P,
    rng: ChaCha8Rng,
    /// Counter pulses driven so far, per parser verdict and per drop reason.
    pub parser_counts: [u32; REASON_COUNT],
    /// Drop pulses driven so far.
    pub drop_counts: [u32; 8],
    /// NACK-dropped pulses driven so far.
    pub nack_dropped_count: u32,
    /// Probability of a counter pulse per input per clock.
    pub pulse_probability: f64,
    /// `m_sack_cmd_ready` is driven high with this probability.
    pub sack_ready_probability: f64,
    /// `m_probe_ready` is driven high with this probability.
    pub probe_ready_probability: f64,
    /// PROBE commands taken (valid and ready in the same clock).
    pub probes: VecDeque<ProbePulse>,
    /// Table-write pulses and SACK commands seen, in order.
    pub conn_writes: VecDeque<ConnWritePulse>,
    /// Path-epoch writes seen.
    pub path_writes: VecDeque<(u32, u32)>,
    /// Memory-region writes seen.
    pub mr_writes: VecDeque<MrWritePulse>,
    /// SACK commands taken (valid and ready in the same clock).
    pub sack_cmds: VecDeque<(u32, u32)>,
    /// Receive table writes seen.
    pub recv_writes: VecDeque<RecvWritePulse>,
    /// Probability a post is refused by the stand-in table (one of its three reasons).
    pub recv_error_probability: f64,
    /// Refusals to drive: (clock, index into `recv_errors`), `POST_VERDICT_DELAY` clocks
    /// after their post's pulse (the top level's register stage and the table's clock).
    recv_error_due: VecDeque<(u64, usize)>,
    /// `ERROR` bits of the refusals driven since last taken.
    pub recv_error_bits: u32,
    /// Probability of a completion pushed per clock.
    pub cpl_probability: f64,
    /// Completions pushed and not yet popped: (push clock, completion).
    pub cpl_model: VecDeque<(u64, Completion)>,
    /// The outputs in the last clock.
    pub last: RegsOutputs,
    /// Clocks run.
    pub cycles: u64,
    /// Back-pressure on: responses are taken only some clocks.
    pub back_pressure: bool,
    /// The clock the last read's address was taken.
    pub cycles_at_address: u64,
}

impl<'a, P: RegsPorts> Host<'a, P> {
    /// A host on `ports`, reproducible from `seed`; resets the block first.
    pub fn new(ports: &'a mut P, seed: u64) -> Self {
        let mut host = Self::attach(ports, seed);
        for _ in 0..2 {
            host.clock(RegsInputs {
                rst: true,
                ..RegsInputs::default()
            });
        }
        host
    }

    /// A host on `ports` as they are (no reset), reproducible from `seed`.
    pub fn attach(ports: &'a mut P, seed: u64) -> Self {
        Self {
            ports,
            rng: ChaCha8Rng::seed_from_u64(seed),
            parser_counts: [0; REASON_COUNT],
            drop_counts: [0; 8],
            nack_dropped_count: 0,
            pulse_probability: 0.0,
            sack_ready_probability: 1.0,
            probe_ready_probability: 0.3,
            probes: VecDeque::new(),
            conn_writes: VecDeque::new(),
            path_writes: VecDeque::new(),
            mr_writes: VecDeque::new(),
            sack_cmds: VecDeque::new(),
            recv_writes: VecDeque::new(),
            recv_error_probability: 0.0,
            recv_error_due: VecDeque::new(),
            recv_error_bits: 0,
            cpl_probability: 0.0,
            cpl_model: VecDeque::new(),
            last: RegsOutputs::default(),
            cycles: 0,
            back_pressure: true,
            cycles_at_address: 0,
        }
    }

    /// One clock with the bus inputs `bus` (counter and SACK inputs added here); returns
    /// the outputs seen before the edge.
    fn clock(&mut self, mut bus: RegsInputs) -> RegsOutputs {
        if !bus.rst {
            let p = self.pulse_probability;
            if p > 0.0 && self.rng.random_bool(p) {
                let reason = self.rng.random_range(0..16u8);
                bus.parser_verdict = Some(reason);
                if usize::from(reason) < REASON_COUNT {
                    self.parser_counts[usize::from(reason)] += 1;
                }
            }
            for (i, pulse) in bus.drops.iter_mut().enumerate() {
                *pulse = p > 0.0 && self.rng.random_bool(p);
                self.drop_counts[i] += u32::from(*pulse);
            }
            bus.nack_dropped = p > 0.0 && self.rng.random_bool(p);
            self.nack_dropped_count += u32::from(bus.nack_dropped);
            bus.sack_ready = self.rng.random_bool(self.sack_ready_probability);
            bus.probe_ready = self.rng.random_bool(self.probe_ready_probability);
            bus.ce_count = ce_count_at(self.cycles);
            if let Some(&(_, e)) = self
                .recv_error_due
                .front()
                .filter(|(due, _)| *due == self.cycles)
            {
                self.recv_error_due.pop_front();
                bus.recv_errors[e] = true;
                self.recv_error_bits |=
                    [ERROR_RECV_FULL, ERROR_RECV_UNBOUND, ERROR_RECV_TOO_LONG][e];
            }
            // (at most 200 waiting: the random traffic stays clear of the FIFO's 256, which
            // `check_completion_fifo` overflows on purpose)
            if self.cpl_probability > 0.0
                && self.cpl_model.len() < 200
                && self.rng.random_bool(self.cpl_probability)
            {
                let cpl = Completion {
                    slot: self.rng.random_range(0..16),
                    msn: self.rng.random(),
                    bytes: self.rng.random(),
                    error: self.rng.random_bool(0.3),
                };
                assert!(
                    self.cpl_model.len() < CPL_FIFO_DEPTH as usize,
                    "the random traffic never overflows the completion FIFO"
                );
                self.cpl_model.push_back((self.cycles, cpl));
                bus.cpl = Some(cpl);
            }
        }
        self.ports.drive(&bus);
        let out = self.ports.outputs();
        if !bus.rst {
            self.conn_writes.extend(out.conn_write);
            self.path_writes.extend(out.path_write);
            self.mr_writes.extend(out.mr_write);
            if bus.sack_ready {
                self.sack_cmds.extend(out.sack_cmd);
            }
            if bus.probe_ready {
                self.probes.extend(out.probe);
            }
            self.recv_writes.extend(out.recv_write);
            if out.recv_write.is_some_and(|w| w.post)
                && self.recv_error_probability > 0.0
                && self.rng.random_bool(self.recv_error_probability)
            {
                let due = self.cycles + POST_VERDICT_DELAY as u64;
                self.recv_error_due
                    .push_back((due, self.rng.random_range(0..3)));
            }
        }
        self.ports.tick();
        self.cycles += 1;
        self.last = out;
        out
    }

    fn timing(&mut self) -> Timing {
        let rng = &mut self.rng;
        Timing {
            addr_delay: rng.random_range(0..4),
            data_delay: rng.random_range(0..4),
            ready_probability: if self.back_pressure {
                rng.random_range(0.2..1.0)
            } else {
                1.0
            },
        }
    }

    /// One write; returns `bresp`. The address and the data are offered after their own
    /// random delays (either first, or together), each held until taken; `bready` is
    /// random while back-pressure is on.
    pub fn write(&mut self, addr: u32, data: u32, strb: u8) -> u8 {
        let timing = self.timing();
        let (mut aw_done, mut w_done) = (false, false);
        let mut cycle = 0;
        loop {
            let ready = self.rng.random_bool(timing.ready_probability);
            let bus = RegsInputs {
                awvalid: !aw_done && cycle >= timing.addr_delay,
                awaddr: addr,
                wvalid: !w_done && cycle >= timing.data_delay,
                wdata: data,
                wstrb: strb,
                bready: ready,
                ..RegsInputs::default()
            };
            let out = self.clock(bus);
            assert!(cycle < 100, "write to {addr:#x} never answered");
            aw_done |= bus.awvalid && out.awready;
            w_done |= bus.wvalid && out.wready;
            if out.bvalid {
                assert!(
                    aw_done && w_done,
                    "bvalid before the address and data were taken"
                );
                // A post's response waits for the table's verdict: a refusal is driven
                // no later than the response's first clock, so it is in `ERROR` first.
                assert!(
                    self.recv_error_due.is_empty(),
                    "write to {addr:#x} answered before its post's refusal came back"
                );
                if ready {
                    return out.bresp;
                }
            }
            cycle += 1;
        }
    }

    /// One read; returns `(rdata, rresp)`. `rdata` must hold still while `rready` is low.
    pub fn read(&mut self, addr: u32) -> (u32, u8) {
        self.read_sampled(addr, |_| {})
    }

    /// [`Host::read`], calling `at_sample` with the host in the clock the block reads the
    /// register — the clock after the address is taken (`cycles_at_address`), before that
    /// clock's edge — to snapshot what the read must return.
    pub fn read_sampled(&mut self, addr: u32, mut at_sample: impl FnMut(&Self)) -> (u32, u8) {
        let timing = self.timing();
        let mut ar_done = false;
        let mut sample_now = false;
        let mut held: Option<(u32, u8)> = None;
        let mut cycle = 0;
        loop {
            if std::mem::take(&mut sample_now) {
                at_sample(self);
            }
            let ready = self.rng.random_bool(timing.ready_probability);
            let bus = RegsInputs {
                arvalid: !ar_done && cycle >= timing.addr_delay,
                araddr: addr,
                rready: ready,
                ..RegsInputs::default()
            };
            // The outputs before this edge decide the handshakes: look first.
            self.ports.drive(&bus);
            let before = self.ports.outputs();
            if bus.arvalid && before.arready {
                self.cycles_at_address = self.cycles;
                sample_now = true;
            }
            let out = self.clock(bus);
            assert!(cycle < 100, "read of {addr:#x} never answered");
            ar_done |= bus.arvalid && out.arready;
            if out.rvalid {
                assert!(ar_done, "rvalid before the address was taken");
                let data = (out.rdata, out.rresp);
                if let Some(previous) = held {
                    assert_eq!(previous, data, "rdata changed while rvalid waited");
                }
                held = Some(data);
                if ready {
                    return data;
                }
            }
            cycle += 1;
        }
    }

    /// Runs idle clocks.
    pub fn idle(&mut self, clocks: u32) {
        for _ in 0..clocks {
            self.clock(RegsInputs::default());
        }
    }
}

/// Read-only registers and their fixed values.
pub const READ_ONLY: [(u32, u32); 3] = [
    (RB_TYPE, METAROCE_RB_TYPE),
    (RB_VERSION, METAROCE_RB_VERSION),
    (RB_NEXT, 0),
];

/// The byte mask of strobes `strb`.
pub fn strobe_mask(strb: u8) -> u32 {
    (0..4)
        .filter(|b| strb & (1 << b) != 0)
        .fold(0, |m, b| m | (0xff << (8 * b)))
}

/// What a run exercised.
#[derive(Debug, Default, Clone, Copy)]
pub struct RegsCoverage {
    /// Writes stored.
    pub stored: u64,
    /// Writes rejected for their value.
    pub rejected: u64,
    /// Writes to unknown or read-only addresses.
    pub bad_address: u64,
    /// Reads checked.
    pub reads: u64,
    /// Table-write pulses and SACK commands checked.
    pub commits: u64,
    /// Completions popped through `CPL_BYTES`.
    pub cpl_pops: u64,
    /// PROBE commits whose response came after their take.
    pub probes: u64,
    /// `CE_COUNT` reads.
    pub ce_reads: u64,
    /// SACK refusal pulses driven (each sets `ERROR` bit 7).
    pub sack_refusals: u64,
}

/// The CE count the host model drives on `s_ce_count` in clock `cycle` (a new value every
/// clock, so a read answers the value of exactly the clock its address was taken).
pub fn ce_count_at(cycle: u64) -> u32 {
    (cycle as u32).wrapping_mul(0x9e37_79b9) ^ 0x5bd1_e995
}

/// Whether the head of `model` is shown at clock `cycle` (from the second clock after its
/// push).
fn cpl_shown(cycle: u64, model: &VecDeque<(u64, Completion)>) -> bool {
    model.front().is_some_and(|&(at, _)| at + 2 <= cycle)
}

/// What a read of completion register `addr` returns: the completion FIFO as of the clock
/// its address was taken.
fn cpl_read<P: RegsPorts>(host: &Host<'_, P>, addr: u32) -> u32 {
    let cycle = host.cycles_at_address;
    let shown = cpl_shown(cycle, &host.cpl_model);
    let head = host.cpl_model.front().map(|&(_, c)| c).unwrap_or_default();
    let waiting = host.cpl_model.iter().filter(|&&(at, _)| at < cycle).count() as u32;
    match addr {
        CPL_STATUS => u32::from(shown) | waiting << 16,
        CPL_INFO if shown => head.slot | u32::from(head.error) << 8,
        CPL_MSN if shown => head.msn,
        CPL_BYTES if shown => head.bytes,
        _ => 0,
    }
}

/// Random host traffic: writes (partial strobes, out-of-range values, unknown and read-only
/// addresses, commits) and reads of every register, with the values every read and every
/// table-write pulse must carry, and the counters against the pulses driven.
pub fn run_random_traffic<P: RegsPorts>(
    host: &mut Host<'_, P>,
    seed: u64,
    accesses: usize,
) -> RegsCoverage {
    let mut coverage = RegsCoverage::default();
    let limits = WRITABLE;
    let mut values: HashMap<u32, u32> = limits.iter().map(|r| (r.offset, r.reset)).collect();
    let mut error = 0u32;
    let mut expected_conn = VecDeque::new();
    let mut expected_path = VecDeque::new();
    let mut expected_mr = VecDeque::new();
    let mut expected_sack = VecDeque::new();
    let mut expected_probe = VecDeque::new();
    let mut expected_recv = VecDeque::new();
    host.pulse_probability = 0.3;
    host.recv_error_probability = 0.5;
    host.cpl_probability = 0.02;
    host.sack_ready_probability = 1.0;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    for _ in 0..accesses {
        let roll = rng.random_range(0..100);
        if roll < 45 {
            // A write to a writable register: random strobes, sometimes out of range.
            let register = limits[rng.random_range(0..limits.len())];
            let (addr, max) = (register.offset, register.max);
            let strb = if rng.random_bool(0.8) {
                0xf
            } else {
                rng.random_range(0..16)
            };
            let data = match rng.random_range(0..4) {
                0 => rng.random(),
                1 => 0,
                2 => max.wrapping_add(rng.random_range(0..3)),
                _ => rng.random_range(0..=max),
            };
            let mask = strobe_mask(strb);
            let old = values[&addr];
            let merged = (old & !mask) | (data & mask);
            let bresp = host.write(addr, data, strb);
            assert_eq!(bresp, 0, "writes are answered OKAY");
            if !register.accepts(merged) {
                error |= ERROR_VALUE_REJECTED;
                coverage.rejected += 1;
            } else {
                values.insert(addr, merged);
                coverage.stored += 1;
            }
        } else if roll < 50 {
            // A write to a read-only, counter or unknown address: ignored, flagged.
            let addr = match rng.random_range(0..4) {
                0 => READ_ONLY[rng.random_range(0..READ_ONLY.len())].0,
                1 => parser_counter(rng.random_range(0..REASON_COUNT as u64)),
                2 if rng.random_bool(0.2) => NACK_DROPPED,
                2 => drop_counter(rng.random_range(0..DROP_REASONS.len())),
                _ => 0x200 + 4 * rng.random_range(0..0x180),
            };
            assert_eq!(host.write(addr, rng.random(), 0xf), 0);
            error |= ERROR_BAD_ADDRESS;
            coverage.bad_address += 1;
        } else if roll < 53 {
            // Clear some error bits.
            // (Sometimes a SACK refusal first: the fault bit is set a clock later.)
            if rng.random_bool(0.5) {
                host.clock(RegsInputs {
                    sack_refused: true,
                    ..RegsInputs::default()
                });
                error |= ERROR_SACK_REFUSED;
                coverage.sack_refusals += 1;
            }
            let clear: u32 = rng.random_range(0..256);
            assert_eq!(host.write(ERROR, clear, 0xf), 0);
            error &= !clear;
        } else if roll < 60 {
            // A commit: the table write port pulses with the staged values.
            let bits: u32 = rng.random_range(0..8);
            let mac = |lo, hi| u64::from(values[&lo]) | (u64::from(values[&hi]) << 32);
            let addr = match rng.random_range(0..7) {
                6 => {
                    expected_probe.push_back(ProbePulse {
                        window: values[&PATH_WINDOW],
                        epoch: values[&PATH_EPOCH],
                        fresh: bits & 1 != 0,
                        base: values[&SACK_BASE],
                        src_port: values[&PROBE_PORT],
                        timestamp: mac(PROBE_TS_LO, PROBE_TS_HI),
                        peer_ip: values[&CONN_PEER_IP],
                        peer_conn_id: values[&CONN_PEER_CONN_ID],
                        peer_port: values[&CONN_PEER_PORT],
                        peer_mac: mac(CONN_PEER_MAC_LO, CONN_PEER_MAC_HI),
                    });
                    PROBE_COMMIT
                }
                0 => {
                    expected_conn.push_back(ConnWritePulse {
                        slot: values[&CONN_SLOT],
                        enable: bits & 1 != 0,
                        established: bits & 2 != 0,
                        conn_id: values[&CONN_ID],
                        peer_ip: values[&CONN_PEER_IP],
                        path_count: values[&CONN_PATH_COUNT],
                        peer_conn_id: values[&CONN_PEER_CONN_ID],
                        peer_port: values[&CONN_PEER_PORT],
                        peer_mac: mac(CONN_PEER_MAC_LO, CONN_PEER_MAC_HI),
                    });
                    CONN_COMMIT
                }
                1 => {
                    expected_path.push_back((values[&PATH_WINDOW], values[&PATH_EPOCH]));
                    PATH_COMMIT
                }
                2 => {
                    expected_mr.push_back(MrWritePulse {
                        index: values[&MR_INDEX],
                        enable: bits & 1 != 0,
                        key: values[&MR_KEY],
                        base: mac(MR_BASE_LO, MR_BASE_HI),
                        length: mac(MR_LENGTH_LO, MR_LENGTH_HI),
                        remote_write: bits & 2 != 0,
                        local_write: bits & 4 != 0,
                    });
                    MR_COMMIT
                }
                4 | 5 => {
                    let post = rng.random_bool(0.5);
                    expected_recv.push_back(RecvWritePulse {
                        post,
                        slot: values[&RECV_SLOT],
                        enable: !post && bits & 1 != 0,
                        conn: values[&RECV_CONN_SLOT],
                        stream: values[&RECV_STREAM],
                        key: values[&RECV_KEY],
                        addr: mac(RECV_ADDR_LO, RECV_ADDR_HI),
                        len: mac(RECV_LEN_LO, RECV_LEN_HI),
                    });
                    if post {
                        RECV_POST_COMMIT
                    } else {
                        RECV_BIND_COMMIT
                    }
                }
                _ => {
                    expected_sack.push_back((values[&SACK_WINDOW], values[&SACK_BASE]));
                    SACK_COMMIT
                }
            };
            let taken = host.probes.len();
            assert_eq!(host.write(addr, bits, 0xf), 0);
            if addr == PROBE_COMMIT {
                // The response waited for the take.
                assert_eq!(
                    host.probes.len(),
                    taken + 1,
                    "PROBE answered before its take"
                );
                coverage.probes += 1;
            }
            // A refused post's error bit is set before the write's response.
            error |= std::mem::take(&mut host.recv_error_bits);
            coverage.commits += 1;
        } else {
            // A read of any register.
            let kind = rng.random_range(0..7);
            let (addr, expected) = match kind {
                0 => {
                    let a = limits[rng.random_range(0..limits.len())].offset;
                    (a, Some(values[&a]))
                }
                1 => {
                    let (a, v) = READ_ONLY[rng.random_range(0..READ_ONLY.len())];
                    (a, Some(v))
                }
                2 => (ERROR, Some(error)),
                3 if rng.random_bool(0.3) => {
                    // CE_COUNT: the `s_ce_count` of the clock the block reads it.
                    let mut want = 0;
                    let (data, rresp) =
                        host.read_sampled(CE_COUNT, |h| want = ce_count_at(h.cycles));
                    assert_eq!(rresp, 0);
                    assert_eq!(data, want, "read of CE_COUNT");
                    coverage.reads += 1;
                    coverage.ce_reads += 1;
                    continue;
                }
                3 => (0x200 + 4 * rng.random_range(0..0x180), Some(0)),
                4 => {
                    // The completion FIFO: its head's words (a read of CPL_BYTES pops it).
                    let addr = [CPL_STATUS, CPL_INFO, CPL_MSN, CPL_BYTES, CPL_BYTES]
                        [rng.random_range(0..5)];
                    let mut want = 0;
                    let (data, rresp) = host.read_sampled(addr, |h| want = cpl_read(h, addr));
                    if addr == CPL_BYTES && cpl_shown(host.cycles_at_address, &host.cpl_model) {
                        host.cpl_model.pop_front();
                        coverage.cpl_pops += 1;
                    }
                    assert_eq!(rresp, 0);
                    assert_eq!(data, want, "read of {addr:#x}");
                    coverage.reads += 1;
                    continue;
                }
                _ => {
                    // Counters: checked against the pulses driven before the clock the block
                    // reads them (the one after the address is taken).
                    // Kind 0: a parser verdict counter, 1: a drop counter, 2: NACK_DROPPED.
                    let kind = rng.random_range(0..6).min(3);
                    let index = match kind {
                        0 => rng.random_range(0..REASON_COUNT),
                        1 => rng.random_range(0..DROP_REASONS.len()),
                        _ => 0,
                    };
                    let addr = match kind {
                        0 => parser_counter(index as u64),
                        1 => drop_counter(index),
                        2 => NACK_DROPPED,
                        _ => CPL_DROPPED,
                    };
                    let mut snapshot = 0;
                    let (data, rresp) = host.read_sampled(addr, |h| {
                        snapshot = match kind {
                            0 => h.parser_counts[index],
                            1 => h.drop_counts[index],
                            2 => h.nack_dropped_count,
                            _ => 0,
                        };
                    });
                    assert_eq!(rresp, 0);
                    assert_eq!(data, snapshot, "counter at {addr:#x}");
                    coverage.reads += 1;
                    continue;
                }
            };
            let (data, rresp) = host.read(addr);
            assert_eq!(rresp, 0, "reads are answered OKAY");
            assert_eq!(Some(data), expected, "read of {addr:#x}");
            coverage.reads += 1;
        }
    }
    host.idle(4);
    assert_eq!(
        host.conn_writes, expected_conn,
        "connection-table write pulses"
    );
    assert_eq!(host.path_writes, expected_path, "path-epoch write pulses");
    assert_eq!(host.mr_writes, expected_mr, "memory-region write pulses");
    assert_eq!(host.sack_cmds, expected_sack, "SACK window commands");
    assert_eq!(host.probes, expected_probe, "PROBE ACK commands");
    assert_eq!(
        host.recv_writes, expected_recv,
        "receive table write pulses"
    );
    assert_eq!(host.last.recv_mtu_shift, values[&RECV_MTU_SHIFT]);
    assert_eq!(host.last.ce_window, values[&CE_WINDOW]);
    // The configuration outputs carry the registers.
    let (udp, k, timer, hint, ip, mac) = host.last.config;
    assert_eq!(
        (udp, k, timer, hint, ip, mac),
        (
            values[&UDP_PORT],
            values[&ACK_EVERY],
            values[&ACK_TIMER],
            values[&RATE_HINT],
            values[&LOCAL_IP],
            u64::from(values[&LOCAL_MAC_LO]) | (u64::from(values[&LOCAL_MAC_HI]) << 32)
        )
    );
    coverage
}

/// After reset: the block identifies itself, the configuration holds its reset values —
/// the transport's own defaults — and the configuration outputs carry them.
pub fn check_identification_and_resets<P: RegsPorts>(host: &mut Host<'_, P>) {
    for (addr, value) in READ_ONLY {
        assert_eq!(host.read(addr), (value, 0), "register {addr:#x}");
    }
    let defaults = metaroce::transport::EndpointConfig::new(std::net::Ipv4Addr::UNSPECIFIED);
    assert_eq!(UDP_PORT_RESET, u32::from(metaroce::wire::DEFAULT_UDP_PORT));
    assert_eq!(ACK_EVERY_RESET, u32::from(defaults.ack_every_packets));
    // T at the 250 MHz core clock (4 ns).
    assert_eq!(
        u128::from(ACK_TIMER_RESET) * 4,
        defaults.ack_delay.as_nanos()
    );
    for register in WRITABLE {
        assert_eq!(
            host.read(register.offset),
            (register.reset, 0),
            "register {:#x}",
            register.offset
        );
    }
    assert_eq!(host.read(ERROR), (0, 0));
    assert_eq!(host.last.recv_mtu_shift, RECV_MTU_SHIFT_RESET);
    assert_eq!(host.read(CPL_STATUS), (0, 0), "no completion waiting");
    assert_eq!(
        host.last.config,
        (UDP_PORT_RESET, ACK_EVERY_RESET, ACK_TIMER_RESET, 0, 0, 0)
    );
}

/// A SACK window command waits (valid held, values steady) until the unit takes it; a
/// commit meanwhile is ignored and sets the busy bit; the command is taken exactly once.
pub fn check_sack_command_waits<P: RegsPorts>(host: &mut Host<'_, P>) {
    use metaroce_hdl::regs::map::ERROR_SACK_BUSY;
    host.sack_ready_probability = 0.0;
    assert_eq!(host.write(SACK_WINDOW, 17, 0xf), 0);
    assert_eq!(host.write(SACK_BASE, 0xfeed_f00d, 0xf), 0);
    assert_eq!(host.write(SACK_COMMIT, 1, 0xf), 0);
    assert_eq!(host.last.sack_cmd, Some((17, 0xfeed_f00d)));
    assert_eq!(host.read(SACK_COMMIT), (1, 0), "a command is waiting");
    assert_eq!(host.write(SACK_WINDOW, 3, 0xf), 0);
    assert_eq!(host.write(SACK_COMMIT, 1, 0xf), 0);
    assert_eq!(host.read(ERROR), (ERROR_SACK_BUSY, 0));
    host.idle(5);
    assert_eq!(
        host.last.sack_cmd,
        Some((17, 0xfeed_f00d)),
        "held unchanged"
    );
    assert!(host.sack_cmds.is_empty());
    host.sack_ready_probability = 1.0;
    host.idle(3);
    assert_eq!(host.sack_cmds, VecDeque::from([(17, 0xfeed_f00d)]));
    assert_eq!(host.last.sack_cmd, None);
    assert_eq!(host.read(SACK_COMMIT), (0, 0));
    // Clearing the busy bit: write 1 to it.
    assert_eq!(host.write(ERROR, ERROR_SACK_BUSY, 0xf), 0);
    assert_eq!(host.read(ERROR), (0, 0));
    // The next commit goes out with the new staging.
    assert_eq!(host.write(SACK_COMMIT, 1, 0xf), 0);
    host.idle(2);
    assert_eq!(host.sack_cmds.back(), Some(&(3, 0xfeed_f00d)));
}

/// The completion FIFO keeps `CPL_FIFO_DEPTH` completions pushed back to back, in order;
/// the pushes past that are lost, counted in `CPL_DROPPED` and flagged in `ERROR`; each read
/// of `CPL_BYTES` pops one, a read with none waiting returns 0 and pops nothing.
pub fn check_completion_fifo<P: RegsPorts>(host: &mut Host<'_, P>) {
    let mut rng = ChaCha8Rng::seed_from_u64(0xc9f);
    let depth = CPL_FIFO_DEPTH as usize;
    let extra = 5;
    let pushed: Vec<Completion> = (0..depth + extra)
        .map(|i| Completion {
            slot: rng.random_range(0..16),
            msn: i as u32 ^ rng.random::<u32>() << 9,
            bytes: rng.random(),
            error: rng.random_bool(0.5),
        })
        .collect();
    for &cpl in &pushed {
        host.clock(RegsInputs {
            cpl: Some(cpl),
            ..RegsInputs::default()
        });
    }
    host.idle(2);
    assert_eq!(host.read(ERROR), (ERROR_CPL_OVERFLOW, 0));
    assert_eq!(host.read(CPL_DROPPED), (extra as u32, 0));
    assert_eq!(host.read(CPL_STATUS), (1 | CPL_FIFO_DEPTH << 16, 0));
    for (i, want) in pushed[..depth].iter().enumerate() {
        let info = host.read(CPL_INFO).0;
        let msn = host.read(CPL_MSN).0;
        if i % 17 == 0 {
            let left = (depth - i) as u32;
            assert_eq!(host.read(CPL_STATUS), (1 | left << 16, 0));
        }
        let bytes = host.read(CPL_BYTES).0;
        assert_eq!(
            (info, msn, bytes),
            (want.slot | u32::from(want.error) << 8, want.msn, want.bytes),
            "completion {i}"
        );
    }
    assert_eq!(host.read(CPL_STATUS), (0, 0));
    assert_eq!(host.read(CPL_BYTES), (0, 0), "nothing waiting");
    assert_eq!(host.write(ERROR, ERROR_CPL_OVERFLOW, 0xf), 0);
    assert_eq!(host.read(ERROR), (0, 0));
    // One more: shown from the second clock after its push (the read's address is taken
    // in that clock at the earliest).
    let cpl = pushed[depth];
    host.clock(RegsInputs {
        cpl: Some(cpl),
        ..RegsInputs::default()
    });
    host.idle(1);
    assert_eq!(host.read(CPL_MSN), (cpl.msn, 0));
    assert_eq!(host.read(CPL_BYTES), (cpl.bytes, 0));
    assert_eq!(host.read(CPL_STATUS), (0, 0));
}

/// One write of a range check: `data` under strobes `strb` over a register holding `old`.
fn check_range_write<P: RegsPorts>(
    host: &mut Host<'_, P>,
    register: Writable,
    old: u32,
    data: u32,
    strb: u8,
) {
    let addr = register.offset;
    assert_eq!(host.write(addr, old, 0xf), 0);
    assert_eq!(
        host.read(addr),
        (old, 0),
        "register {addr:#x} holds {old:#x}"
    );
    assert_eq!(host.write(ERROR, ERROR_VALUE_REJECTED, 0xf), 0);
    let mask = strobe_mask(strb);
    let merged = (old & !mask) | (data & mask);
    assert_eq!(host.write(addr, data, strb), 0);
    let (held, rejected) = if register.accepts(merged) {
        (merged, 0)
    } else {
        (old, ERROR_VALUE_REJECTED)
    };
    let what = format!("register {addr:#x} holding {old:#x}, {data:#x} under strobes {strb:#x}");
    assert_eq!(host.read(addr), (held, 0), "{what}");
    assert_eq!(
        host.read(ERROR).0 & ERROR_VALUE_REJECTED,
        rejected,
        "{what}"
    );
}

/// Every bounded register at the edges of its range: the values either side of each
/// bound, each single bit above the range (in every byte lane, so each lane's strobe
/// matters), and partial strobes whose verdict hangs on the bytes the write leaves alone.
pub fn check_range_edges<P: RegsPorts>(host: &mut Host<'_, P>) {
    let mut checked = 0;
    for register in WRITABLE
        .into_iter()
        .filter(|r| r.max < u32::MAX || r.min > 0)
    {
        let (min, max) = (register.min, register.max);
        let width = 32 - max.leading_zeros();
        let mut edges = vec![min, max, max.wrapping_add(1)];
        if min > 0 {
            edges.push(min - 1);
        }
        edges.extend((width..32).map(|bit| 1u32 << bit));
        for data in edges {
            check_range_write(host, register, register.reset, data, 0xf);
            // The same data with only the lane it sets strobed.
            for lane in (0..4).filter(|lane| data >> (8 * lane) & 0xff != 0) {
                check_range_write(host, register, register.reset, data, 1 << lane);
            }
            checked += 1;
        }
        // A write of zero to the low byte alone: accepted or not as the other bytes of
        // the old value make the merged value (nonzero, or inside the range).
        for old in [min, max, (max & 0xff00) | (min & 0xff)] {
            if register.accepts(old) {
                check_range_write(host, register, old, 0, 0x1);
                check_range_write(host, register, old, min.wrapping_sub(1), 0x1);
                check_range_write(host, register, old, max, 0x1);
            }
        }
    }
    assert!(checked >= 17 * 3, "{checked} edge values");
}
