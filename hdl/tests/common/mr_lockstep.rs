//! Runs a memory-region table (Rust-HDL simulation or Verilator model) against the receive
//! step's placement check: every WRITE lookup must be allowed exactly when
//! `metaroce::transport::receive_data_packet` places the WRITE (and NACKs it otherwise), and
//! every SEND-mode lookup (`s_lookup_local`: a posted buffer's key, the payload's target and
//! length) exactly when it places a SEND whose receive is posted there.

use std::collections::{HashMap, VecDeque};

use metaroce::transport::{
    Access, AckPolicy, PathRxWindow, RegionEntry, RegionTable, RxVerdict, SendTable, SendTarget,
    receive_data_packet,
};
use metaroce::wire::{DataKind, DataRepr, Flags};
use metaroce_hdl::memory::encoding::{KEY_INDEX_SHIFT, LOOKUP_LATENCY, REGION_COUNT};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// One clock's input to the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TableOp {
    /// Nothing.
    Idle,
    /// Store (or, with `region: None`, empty) slot `index`.
    Write {
        /// Slot.
        index: usize,
        /// The region and its key.
        region: Option<(u32, RegionEntry)>,
    },
    /// Check a WRITE.
    Lookup {
        /// Its rkey.
        rkey: u32,
        /// Its remote address.
        addr: u64,
        /// Its payload length.
        len: u16,
        /// Tag carried to the result.
        tag: u8,
        /// SEND mode: `rkey` is a posted buffer's key, `addr` the payload's target; local
        /// write is checked instead of remote write.
        local: bool,
    },
}

/// The ports of a memory-region table, one clock at a time.
pub trait TablePorts {
    /// Drives `op` for the next clock edge.
    fn drive(&mut self, op: TableOp);
    /// One clock cycle.
    fn tick(&mut self);
    /// `(tag, allowed)` after the last tick, if `m_result_valid`.
    fn result(&self) -> Option<(u8, bool)>;
}

/// The regions written to the table, looked up by key the way the table finds them (the
/// slot named by the key's index bits, holding that very key).
#[derive(Default)]
struct WrittenRegions {
    slots: HashMap<usize, (u32, RegionEntry)>,
}

impl RegionTable for WrittenRegions {
    fn region(&self, key: u32) -> Option<RegionEntry> {
        let slot = (key as usize >> KEY_INDEX_SHIFT) % REGION_COUNT;
        self.slots
            .get(&slot)
            .filter(|(stored, _)| *stored == key)
            .map(|(_, entry)| *entry)
    }
}

/// A receive posted at `addr` of region `key`, long enough for any SEND.
struct OnePosted {
    key: u32,
    addr: u64,
}

impl SendTable for OnePosted {
    fn send_target(&self, _stream: u32, _msn: u32) -> SendTarget {
        SendTarget::Posted {
            key: self.key,
            addr: self.addr,
            len: u64::MAX,
        }
    }
}

/// Whether the receive step places a WRITE (or, `local`, a SEND posted at `addr` of region
/// `rkey`) with these fields, given `regions`.
fn reference_allows(regions: &WrittenRegions, rkey: u32, addr: u64, len: u16, local: bool) -> bool {
    let mut window = PathRxWindow::new(0, 0);
    let kind = if local {
        DataKind::Send
    } else {
        DataKind::Write {
            remote_addr: addr,
            rkey,
        }
    };
    let data = DataRepr {
        kind,
        psn: 0,
        stream: 0,
        msn: 0,
        offset: 0,
        payload_len: len,
        timestamp: 0,
        msg_len: u32::from(len),
    };
    let outcome = receive_data_packet(
        &mut window,
        AckPolicy { every_packets: 1 },
        regions,
        &OnePosted { key: rkey, addr },
        &data,
        Flags(0),
        false,
    );
    match outcome.verdict {
        RxVerdict::Place { .. } => true,
        RxVerdict::Nack(_) => false,
        other => panic!("a first packet at the base is placed or NACKed, not {other:?}"),
    }
}

/// The rights whose bits are set in `bits`, built from the transport's own constants.
fn access_from_bits(bits: u8) -> Access {
    [
        Access::LOCAL_READ,
        Access::LOCAL_WRITE,
        Access::REMOTE_WRITE,
    ]
    .into_iter()
    .filter(|right| bits & right.bits() != 0)
    .fold(Access::default(), Access::union)
}

/// Random table traffic: region writes (valid, emptied, without remote write, near the top
/// of the address space) and lookups at and around every region edge.
pub struct TableStream {
    rng: ChaCha8Rng,
    /// What each slot holds now (lookups aim at live regions).
    live: Vec<Option<(u32, RegionEntry)>>,
}

impl TableStream {
    /// A stream reproducible from `seed`.
    pub fn new(seed: u64) -> Self {
        Self {
            rng: ChaCha8Rng::seed_from_u64(seed),
            live: vec![None; REGION_COUNT],
        }
    }

    /// The next operation.
    pub fn next_op(&mut self) -> TableOp {
        let rng = &mut self.rng;
        match rng.random_range(0..100) {
            0..=5 => {
                let index = rng.random_range(0..REGION_COUNT);
                if rng.random_bool(0.1) {
                    self.live[index] = None;
                    return TableOp::Write {
                        index,
                        region: None,
                    };
                }
                let key = ((index as u32) << KEY_INDEX_SHIFT)
                    | rng.random_range(0..256)
                    | (rng.random_range(0..4) << 16);
                let len = if rng.random_bool(0.5) {
                    rng.random_range(1..1 << 20)
                } else {
                    rng.random_range(1..u64::MAX / 4)
                };
                let base = if rng.random_bool(0.2) {
                    u64::MAX - len - rng.random_range(0..4096).min(u64::MAX - len)
                } else {
                    rng.random_range(0..u64::MAX - len)
                };
                let bits = rng.random_range(0..8) | if rng.random_bool(0.75) { 4 } else { 0 };
                let access = access_from_bits(bits);
                let entry = RegionEntry { base, len, access };
                self.live[index] = Some((key, entry));
                TableOp::Write {
                    index,
                    region: Some((key, entry)),
                }
            }
            6..=9 => TableOp::Idle,
            _ => {
                let tag = rng.random();
                let len: u16 = if rng.random_bool(0.1) {
                    0
                } else {
                    rng.random()
                };
                let live: Vec<(u32, RegionEntry)> = self.live.iter().flatten().copied().collect();
                if live.is_empty() || rng.random_bool(0.1) {
                    return TableOp::Lookup {
                        rkey: rng.random(),
                        addr: rng.random(),
                        len,
                        tag,
                        local: rng.random_bool(0.3),
                    };
                }
                let (mut rkey, entry) = live[rng.random_range(0..live.len())];
                if rng.random_bool(0.05) {
                    rkey ^= 1 << rng.random_range(0..32);
                }
                let span = u64::from(len);
                let end = entry.base + entry.len;
                let addr = match rng.random_range(0..8) {
                    0 => entry.base,
                    1 => entry.base.wrapping_sub(1),
                    2 => end.wrapping_sub(span),
                    3 => end.wrapping_sub(span).wrapping_add(1),
                    4 => u64::MAX - rng.random_range(0..span.max(1)),
                    5 => entry.base + rng.random_range(0..entry.len),
                    _ => entry
                        .base
                        .wrapping_add(rng.random_range(0..entry.len.saturating_add(span))),
                };
                TableOp::Lookup {
                    rkey,
                    addr,
                    len,
                    tag,
                    local: rng.random_bool(0.3),
                }
            }
        }
    }
}

/// What a run exercised.
#[derive(Debug, Default, Clone, Copy)]
pub struct TableCoverage {
    /// Lookups allowed.
    pub allowed: u64,
    /// Lookups refused.
    pub refused: u64,
    /// Writes.
    pub writes: u64,
}

/// Feeds `count` operations of `stream` and checks every result.
pub fn run_table(
    table: &mut impl TablePorts,
    stream: &mut TableStream,
    count: usize,
) -> TableCoverage {
    let mut regions = WrittenRegions::default();
    let mut coverage = TableCoverage::default();
    let mut pending: VecDeque<(u64, u8, bool)> = VecDeque::new();
    let mut cycle = 0u64;
    let ops = (0..count)
        .map(|_| stream.next_op())
        .chain(std::iter::repeat_n(TableOp::Idle, 4));
    for op in ops {
        table.drive(op);
        match op {
            TableOp::Idle => {}
            TableOp::Write { index, region } => {
                coverage.writes += 1;
                match region {
                    Some(region) => regions.slots.insert(index, region),
                    None => regions.slots.remove(&index),
                };
            }
            TableOp::Lookup {
                rkey,
                addr,
                len,
                tag,
                local,
            } => {
                let allowed = reference_allows(&regions, rkey, addr, len, local);
                if allowed {
                    coverage.allowed += 1;
                } else {
                    coverage.refused += 1;
                }
                pending.push_back((cycle + LOOKUP_LATENCY, tag, allowed));
            }
        }
        table.tick();
        cycle += 1;
        let got = table.result();
        match pending.front() {
            Some(&(due, tag, allowed)) if due == cycle => {
                pending.pop_front();
                assert_eq!(
                    got,
                    Some((tag, allowed)),
                    "cycle {cycle}: placement check differs from the receive step"
                );
            }
            _ => assert_eq!(got, None, "cycle {cycle}: unexpected result"),
        }
    }
    assert!(pending.is_empty());
    coverage
}
