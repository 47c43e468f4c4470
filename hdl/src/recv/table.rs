//! The SEND receive table circuit.
//!
//! State:
//!
//! * 16 stream slots ([`StreamSlot`], registers): bound, key (connection slot, stream id),
//!   `active` (a receive was ever posted, as the reference creates a stream's queue on its
//!   first post), `popped` (receives completed and reported), `fill` (receives in the ring,
//!   0..=16) and `tail` (receives posted since the bind, modulo 16). MSN `m` of a stream is
//!   its `m`-th receive, at ring position `m % 16`: `popped` is the MSN at the ring's head,
//!   `popped + fill` the next MSN to post; the narrow `fill` keeps the ring-full and in-ring
//!   tests short.
//! * Per entry (slot, ring position), 256 of each: `done` and `started` flags (registers,
//!   cleared the clock after the entry leaves its ring: reported, or its slot bound), the
//!   posted buffer {key, address, length} (RAM, written by posts, read by lookups), the
//!   placement progress {message length, segments, segments left, 64-bit segment bitmap}
//!   (RAM, read-modify-written by placed updates) and the completion record {bytes, status}
//!   (RAM, written when a message finishes, read when it is reported).
//! * The completion queue: entries (slot, position) that finished their slot's ring head, in
//!   the order they finished (16 deep: a slot is queued at most once, see below), and the
//!   front register, the entry being reported.
//!
//! Lookup (one SEND per clock, result `LOOKUP_LATENCY` = 5 clocks later):
//!
//! * cycle 0 — the request is registered;
//! * cycle 1 — the 16 keys are compared in full, in parallel (connection slot and 32-bit
//!   stream id); the matching slot is registered;
//! * cycle 2 — the slot's counts (`popped`, `fill`, `active`) and its 16 `done` flags are
//!   registered: the ring as of this clock (cycle 3 picks the entry's flag by the MSN's
//!   one-hot); the buffer RAM is read at the entry;
//! * cycle 3 — `index = msn - popped`: behind the head (`index >= 2^31`) is completed,
//!   within the ring (`index < fill`) is completed if the entry is `done` and posted
//!   otherwise, anything else (and a stream no slot holds, or one never posted to) not
//!   posted — `SendTable::send_target` of `RecvQueues`; the buffer out of the RAM is
//!   registered (the RAM's clock-to-output is most of a clock);
//! * cycle 4 — target address `addr + offset` (64-bit add) and whether the message fits
//!   (`msg_len <= len`).
//!
//! Placed update (one per clock, `RecvQueues::on_placed` or `on_refused`), a
//! read-modify-write of the entry's progress over four clocks (`PLACED_LATENCY` = 4) and a
//! fifth, the commit clock, that writes it:
//!
//! * the clock before — the update's fields are presented (the top level takes them from
//!   its context line a stage early) and registered (`p_*`), so cycle 0 starts from
//!   registers beside it and only the valid pulse crosses from the top level in its clock;
//! * cycle 0 — the entry `(slot, msn % 16)` and the slot's counts are registered; the
//!   progress RAM and the entry's flags are read; `offset >> mtu_shift` and
//!   `msg_len >> mtu_shift` are registered with "a part segment follows" (only shifts and
//!   a masked OR after the ports);
//! * cycle 1 — whether the MSN was in the ring (else the update is dropped) and its
//!   distance from the head; the segment (clamped to 64) and the message's segment count
//!   `max(1, ceil(msg_len / mtu))` with its "fits the bitmap" test; the progress out of the
//!   RAM is registered as it comes (its clock-to-output is most of a clock), and beside it
//!   the row the commit clock wrote in the clock edge of the read (kept in cycle 0) or the
//!   edge after (`last_row`), with whether it replaces the RAM's;
//! * cycle 2 — the compares, against that row or the one the update two ahead wrote
//!   (`last_row`); an entry not yet `started` takes this packet's message length and
//!   segment count, as the reference sizes its bitmap on the first placed packet. The
//!   update one ahead (now in cycle 3) may change the entry before this one's turn, so the
//!   compares (message length, segment in range, segment's bit, last segment) are made for
//!   each of its outcomes: it does not write the entry, it writes it (sizing it if not
//!   `started`), or it also sets a bit;
//! * cycle 3 — that update's outcome (registered) picks the compares, and its written row
//!   replaces this one's base (four-deep forwarding in all: back-to-back updates of one
//!   message count every segment). A new segment of the right message length sets its bit;
//!   the last one finishes the receive; a refused SEND finishes it with an error status.
//!   The outcome, the new row and the record are registered (`last_*`);
//! * commit clock (cycle 4) — from those registers only (the effects fan out across the
//!   chip): the progress row and the `started` flag are written and, when it finished, the
//!   `done` flag, the completion record and, if the entry is the ring's head (after this
//!   clock's report), the queue. The flag reads of this clock (lookup cycle 2, placed cycle
//!   0) take its outcome from `last_*`, so it is seen as if written in cycle 3's edge.
//!   The verdict leaves in this clock too (`m_placed_verdict_valid`, `m_placed_stale`):
//!   stale when the receive was no longer in the ring or already finished, so the update
//!   was ignored — `send_target` would have answered `Completed`.
//!
//! Reporting (one completion per clock within a stream): the front entry, when ready
//! (finished), is reported: its record is read, `popped` advances, and the front moves to
//! the slot's next receive, ready if that one is `done` now. A front not ready is dropped
//! for the queue's front entry (had it finished meanwhile, it was queued then). An entry is
//! queued only when it finishes its slot's head, so the queue and the front never hold a
//! slot twice. The completion leaves on `m_cpl_*` one clock after it is read.
//!
//! Host writes (`s_write_*`) bind or unbind a slot (counts reset: MSNs start at 0) or post
//! a receive at position `posted % 16`; the ring is full when the slot's `fill` reaches 16
//! (one registered bit per slot, so a post's decision is a slot select and a few gates). A post into a full ring, onto an unbound slot, or
//! longer than `SEGMENTS << mtu_shift` bytes is refused, with a one-clock pulse on
//! `m_write_error_full`, `m_write_error_unbound` or `m_write_error_too_long`. The length's
//! limit is decoded from `mtu_shift` a clock ahead (`w_len_mask`, `w_len_limit`), and a
//! post's length comes a clock ahead of its pulse (a staged register), checked against the
//! limit and kept in that clock (`w_len_ok`, `w_len`): a new `mtu_shift` applies to posts
//! two clocks on.

use super::progress_tests::ProgressTests;
use crate::wiring::KeptRegister;
use rust_hdl::prelude::*;
use rust_hdl::widgets::prelude::{DFF, RAM};

use super::encoding::{
    CONN_SLOT_WIDTH as CW, ENTRY_WIDTH as EW, LOOKUP_TAG_WIDTH as TW, MTU_SHIFT_WIDTH as MW,
    SEGMENT_COUNT_WIDTH as NW, STREAM_SLOT_WIDTH as SW, TARGET_WIDTH as GW,
};

// The lookup's one-hot slot encoding spells 16 slots (masks 0xaaaa, 0xcccc, ...).
const _: () = assert!(SW == 4);

/// One stream slot's registers.
#[derive(LogicBlock, Default)]
pub struct StreamSlot {
    /// Core clock.
    pub clk: Signal<In, Clock>,
    /// Bind (with `bind_enable`) or unbind the slot; resets its counts.
    pub bind_valid: Signal<In, bool>,
    /// Bind (true) or unbind (false).
    pub bind_enable: Signal<In, bool>,
    /// The bound stream's connection slot.
    pub bind_conn: Signal<In, Bits<CW>>,
    /// The bound stream's id.
    pub bind_stream: Signal<In, Bits<32>>,
    /// A receive was posted on the slot.
    pub post: Signal<In, bool>,
    /// The receive at the head was reported.
    pub pop: Signal<In, bool>,
    /// The slot holds a stream.
    pub bound: Signal<Out, bool>,
    /// A receive was posted since the bind.
    pub active: Signal<Out, bool>,
    /// Its connection slot.
    pub conn: Signal<Out, Bits<CW>>,
    /// Its stream id.
    pub stream: Signal<Out, Bits<32>>,
    /// Receives posted since the bind, modulo 16: the ring position the next receive takes
    /// (the ring's fill is `fill`, so no wider count is needed).
    pub tail: Signal<Out, Bits<4>>,
    /// Receives reported since the bind (the MSN at the ring's head).
    pub popped: Signal<Out, Bits<32>>,
    /// Receives in the ring, `posted - popped` (0..=16), kept in its own narrow register so
    /// the ring-full and in-ring tests need no 32-bit subtraction.
    pub fill: Signal<Out, Bits<5>>,

    r_bound: DFF<bool>,
    r_active: DFF<bool>,
    r_conn: DFF<Bits<CW>>,
    r_stream: DFF<Bits<32>>,
    r_tail: DFF<Bits<4>>,
    r_popped: DFF<Bits<32>>,
    r_fill: DFF<Bits<5>>,
}

impl Logic for StreamSlot {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clk, r_bound, r_active, r_conn, r_stream, r_tail, r_popped, r_fill
        );
        if self.post.val() {
            self.r_tail.d.next = self.r_tail.q.val() + 1;
            self.r_active.d.next = true;
        }
        if self.pop.val() {
            self.r_popped.d.next = self.r_popped.q.val() + 1;
        }
        if self.post.val() & !self.pop.val() {
            self.r_fill.d.next = self.r_fill.q.val() + 1;
        }
        if self.pop.val() & !self.post.val() {
            self.r_fill.d.next = self.r_fill.q.val() - 1;
        }
        if self.bind_valid.val() {
            self.r_bound.d.next = self.bind_enable.val();
            self.r_active.d.next = false;
            self.r_conn.d.next = self.bind_conn.val();
            self.r_stream.d.next = self.bind_stream.val();
            self.r_tail.d.next = 0.into();
            self.r_popped.d.next = 0.into();
            self.r_fill.d.next = 0.into();
        }
        self.bound.next = self.r_bound.q.val();
        self.active.next = self.r_active.q.val();
        self.conn.next = self.r_conn.q.val();
        self.stream.next = self.r_stream.q.val();
        self.tail.next = self.r_tail.q.val();
        self.popped.next = self.r_popped.q.val();
        self.fill.next = self.r_fill.q.val();
    }
}

impl std::fmt::Debug for StreamSlot {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("StreamSlot").finish_non_exhaustive()
    }
}

/// A posted receive's buffer.
#[derive(Clone, Copy, Debug, PartialEq, Default, LogicStruct)]
pub struct Buffer {
    /// Region key.
    pub key: Bits<32>,
    /// Virtual address of its first byte.
    pub addr: Bits<64>,
    /// Its length (at most `SEGMENTS << mtu_shift`, checked when posted).
    pub len: Bits<32>,
}

/// A receive's placement progress.
#[derive(Clone, Copy, Debug, PartialEq, Default, LogicStruct)]
pub struct Progress {
    /// The message length of its first placed packet; others must match.
    pub msg_len: Bits<32>,
    /// `max(1, ceil(msg_len / mtu))`.
    pub segments: Bits<NW>,
    /// Segments still to place (`segments` when sized; the message is finished when the
    /// last one is placed): the last-segment test is an equality, with no adder.
    pub left: Bits<NW>,
    /// Bit `i`: segment `i` was placed.
    pub bitmap: Bits<64>,
}

/// A finished receive's completion record.
#[derive(Clone, Copy, Debug, PartialEq, Default, LogicStruct)]
pub struct Record {
    /// Bytes of the message (its length; 0 for a refused SEND none of whose packets was
    /// placed, as the reference reports).
    pub bytes: Bits<32>,
    /// Refused (`STATUS_REMOTE_ACCESS_ERROR`) rather than placed.
    pub error: bool,
}

/// The SEND receive table (Verilog module `metaroce_recv_table`).
#[derive(LogicBlock, Default)]
pub struct RecvTable {
    /// Core clock.
    pub clk: Signal<In, Clock>,
    /// Synchronous reset, active high: drops lookups and updates in flight (the table, the
    /// rings and the completion queue are kept).
    pub rst: Signal<In, bool>,
    /// The MTU is `1 << mtu_shift` bytes (host configured; segment `i` of a message starts
    /// at offset `i << mtu_shift`).
    pub mtu_shift: Signal<In, Bits<MW>>,
    /// A host table write.
    pub s_write_valid: Signal<In, bool>,
    /// Post a receive (true) or bind / unbind the slot (false).
    pub s_write_post: Signal<In, bool>,
    /// The stream slot.
    pub s_write_slot: Signal<In, Bits<SW>>,
    /// Bind: bind the slot (true) or unbind it (false).
    pub s_write_enable: Signal<In, bool>,
    /// Bind: the stream's connection slot.
    pub s_write_conn: Signal<In, Bits<CW>>,
    /// Bind: the stream id.
    pub s_write_stream: Signal<In, Bits<32>>,
    /// Post: the buffer's region key.
    pub s_write_key: Signal<In, Bits<32>>,
    /// Post: the buffer's virtual address.
    pub s_write_addr: Signal<In, Bits<64>>,
    /// Post: the buffer's length, presented the clock before the post's `s_write_valid`
    /// (it is a staged register, like the register block's `RECV_LEN_*`): the table checks
    /// it against the limit in that clock and keeps it, so the post's clock holds no
    /// 64-bit check.
    pub s_write_len: Signal<In, Bits<64>>,
    /// The post of the previous clock was taken.
    pub m_write_posted: Signal<Out, bool>,
    /// The post of the previous clock was refused: the slot's ring was full.
    pub m_write_error_full: Signal<Out, bool>,
    /// The post of the previous clock was refused: the slot is not bound.
    pub m_write_error_unbound: Signal<Out, bool>,
    /// The post of the previous clock was refused: longer than `SEGMENTS << mtu_shift`.
    pub m_write_error_too_long: Signal<Out, bool>,
    /// Look up one SEND.
    pub s_lookup_valid: Signal<In, bool>,
    /// Its connection slot.
    pub s_lookup_conn: Signal<In, Bits<CW>>,
    /// Its stream id.
    pub s_lookup_stream: Signal<In, Bits<32>>,
    /// Its MSN.
    pub s_lookup_msn: Signal<In, Bits<32>>,
    /// Its offset in the message.
    pub s_lookup_offset: Signal<In, Bits<32>>,
    /// Its message length.
    pub s_lookup_msg_len: Signal<In, Bits<32>>,
    /// Carried to the result unchanged.
    pub s_lookup_tag: Signal<In, Bits<TW>>,
    /// The result of the lookup of five clocks earlier (`LOOKUP_LATENCY`).
    pub m_result_valid: Signal<Out, bool>,
    /// Its tag.
    pub m_result_tag: Signal<Out, Bits<TW>>,
    /// A slot holds the stream.
    pub m_result_hit: Signal<Out, bool>,
    /// The slot (for the placed port).
    pub m_result_slot: Signal<Out, Bits<SW>>,
    /// `encoding::TARGET_*`.
    pub m_result_target: Signal<Out, Bits<GW>>,
    /// Posted: the buffer's region key.
    pub m_result_key: Signal<Out, Bits<32>>,
    /// Posted: the buffer's address.
    pub m_result_addr: Signal<Out, Bits<64>>,
    /// Posted: the buffer's length.
    pub m_result_len: Signal<Out, Bits<32>>,
    /// Posted: where the payload goes, `addr + offset`.
    pub m_result_target_addr: Signal<Out, Bits<64>>,
    /// Posted: the message fits the buffer (`msg_len <= len`). The region check of the
    /// target (key, bounds, local write) is the memory-region table's.
    pub m_result_fits: Signal<Out, bool>,
    /// A SEND packet was placed (or refused): the update whose fields were presented the
    /// clock before.
    pub s_placed_valid: Signal<In, bool>,
    /// The fields below are presented the clock before their update's pulse (and
    /// registered here, so the slot and MSN that pick the entry's flags come from
    /// registers beside them). Refused (`RecvQueues::on_refused`: too long, or the region
    /// check failed) rather than placed.
    pub s_placed_refused: Signal<In, bool>,
    /// Its stream slot (`m_result_slot`).
    pub s_placed_slot: Signal<In, Bits<SW>>,
    /// Its MSN.
    pub s_placed_msn: Signal<In, Bits<32>>,
    /// Its offset in the message.
    pub s_placed_offset: Signal<In, Bits<32>>,
    /// Its message length.
    pub s_placed_msg_len: Signal<In, Bits<32>>,
    /// A placed update's verdict, `PLACED_LATENCY` clocks after it was issued (one for
    /// every update, in issue order).
    pub m_placed_verdict_valid: Signal<Out, bool>,
    /// The update came too late: its receive had already completed (an earlier update
    /// finished it, or it was reported) — `send_target` would answer `Completed` now, so
    /// the packet is a stale duplicate and the update was ignored. The top level issues a
    /// SEND's update before it decides the packet (the lookup is ~20 clocks older than the
    /// updates in flight) and takes this as the final word.
    pub m_placed_stale: Signal<Out, bool>,
    /// A receive completed.
    pub m_cpl_valid: Signal<Out, bool>,
    /// Its stream slot.
    pub m_cpl_slot: Signal<Out, Bits<SW>>,
    /// Its MSN (the number of the receive on its stream).
    pub m_cpl_msn: Signal<Out, Bits<32>>,
    /// Bytes of the message.
    pub m_cpl_bytes: Signal<Out, Bits<32>>,
    /// `encoding::STATUS_*`.
    pub m_cpl_status: Signal<Out, bool>,

    slot0: StreamSlot,
    slot1: StreamSlot,
    slot2: StreamSlot,
    slot3: StreamSlot,
    slot4: StreamSlot,
    slot5: StreamSlot,
    slot6: StreamSlot,
    slot7: StreamSlot,
    slot8: StreamSlot,
    slot9: StreamSlot,
    slot10: StreamSlot,
    slot11: StreamSlot,
    slot12: StreamSlot,
    slot13: StreamSlot,
    slot14: StreamSlot,
    slot15: StreamSlot,

    buffers: RAM<Buffer, EW>,
    progress: RAM<Progress, EW>,
    records: RAM<Record, EW>,
    done: DFF<Bits<256>>,
    started: DFF<Bits<256>>,
    queue: DFF<Bits<128>>,
    /// Each queued entry's slot and next position as one-hots, and its next position,
    /// decoded when it is queued: the front's pick by the head's one-hot is then the last
    /// logic before the front's registers (decoding after the pick was the top level's
    /// failing paths at 2ea9efa, 47 endpoints at −0.94 ns).
    queue_slot_oh: DFF<Bits<256>>,
    queue_next_oh: DFF<Bits<256>>,
    queue_next_pos: DFF<Bits<64>>,
    queue_head: DFF<Bits<5>>,
    queue_tail: DFF<Bits<5>>,
    /// The head's and tail's entries as one-hots: each the decode of its pointer, or that
    /// decode turned by one place when the pointer advances — both from the pointer's
    /// register, so the advance only picks between them (an increment and a decode after
    /// the queue's write decision were the top level's worst path at 2ea9efa, −1.32 ns).
    /// Right from the first clock edge, before any entry can be queued.
    queue_head_oh: DFF<Bits<16>>,
    queue_tail_oh: DFF<Bits<16>>,

    // Host writes.
    w_posted: DFF<bool>,
    w_full: DFF<bool>,
    w_unbound: DFF<bool>,
    w_too_long: DFF<bool>,
    /// The bits of a post's length at or above bit `mtu_shift + 6`, decoded from
    /// `mtu_shift` a clock before any post uses it, so no shifter sits between a post and
    /// its slot's enables.
    w_len_mask: DFF<Bits<64>>,
    /// `64 << mtu_shift` (`SEGMENTS << mtu_shift`, the longest receive), registered like
    /// `w_len_mask`.
    w_len_limit: DFF<Bits<64>>,
    /// `s_write_len` of the previous clock within the limit (the post's length check).
    w_len_ok: DFF<bool>,
    /// `s_write_len` of the previous clock: the length a post stores.
    w_len: DFF<Bits<32>>,

    // Lookup pipeline.
    l1_valid: DFF<bool>,
    l1_conn: DFF<Bits<CW>>,
    l1_stream: DFF<Bits<32>>,
    l1_msn: DFF<Bits<32>>,
    l1_offset: DFF<Bits<32>>,
    l1_msg_len: DFF<Bits<32>>,
    l1_tag: DFF<Bits<TW>>,
    l2_valid: DFF<bool>,
    l2_hit: DFF<bool>,
    l2_slot: DFF<Bits<SW>>,
    /// `l2_slot` as a one-hot: the pick of the slot's counts.
    l2_slot_oh: DFF<Bits<16>>,
    l2_msn: DFF<Bits<32>>,
    l2_offset: DFF<Bits<32>>,
    l2_msg_len: DFF<Bits<32>>,
    l2_tag: DFF<Bits<TW>>,
    l3_valid: DFF<bool>,
    l3_hit: DFF<bool>,
    l3_slot: DFF<Bits<SW>>,
    l3_msn: DFF<Bits<32>>,
    l3_q: DFF<Bits<32>>,
    l3_fill: DFF<Bits<5>>,
    l3_live: DFF<bool>,
    /// The `done` flags of the looked-up slot's 16 entries, and the entry's position as a
    /// one-hot: the 256-way pick of the entry's flag in two clocks, a 16-way AND-OR each
    /// (one 256-way pick from the slot's and the MSN's registers was the top level's route
    /// at a4a1051, `l2_slot` into `l3_done`, six LUTs deep, −0.54 ns). The same flags as
    /// before: read in lookup cycle 2, only picked a clock later.
    l3_done_row: DFF<Bits<16>>,
    l3_pos_oh: DFF<Bits<16>>,
    l3_done_fwd: DFF<bool>,
    l3_offset: DFF<Bits<32>>,
    l3_msg_len: DFF<Bits<32>>,
    l3_tag: DFF<Bits<TW>>,
    l4_valid: DFF<bool>,
    l4_hit: DFF<bool>,
    l4_slot: DFF<Bits<SW>>,
    l4_index: DFF<Bits<32>>,
    l4_fill: DFF<Bits<5>>,
    l4_live: DFF<bool>,
    l4_done: DFF<bool>,
    l4_tag: DFF<Bits<TW>>,
    l4_offset: DFF<Bits<32>>,
    l4_msg_len: DFF<Bits<32>>,
    l4_buffer: DFF<Buffer>,
    r_valid: DFF<bool>,
    r_hit: DFF<bool>,
    r_slot: DFF<Bits<SW>>,
    r_target: DFF<Bits<GW>>,
    r_tag: DFF<Bits<TW>>,
    r_key: DFF<Bits<32>>,
    r_addr: DFF<Bits<64>>,
    r_len: DFF<Bits<32>>,
    r_target_addr: DFF<Bits<64>>,
    r_fits: DFF<bool>,

    // Placed pipeline: the registers of the update in cycle 1 (`u1_*`, the RAM's output),
    // cycle 2 (`u2_*`, the compares) and cycle 3 (`u3_*`, the new row and flags), and what
    // cycle 3 decided (`last_*`, for the next updates' forwarding).
    // The fields of the update pulsed this clock (presented the clock before).
    p_refused: DFF<bool>,
    p_slot: DFF<Bits<SW>>,
    /// `p_slot` as a one-hot: the pick of the slot's counts.
    p_slot_oh: DFF<Bits<16>>,
    /// Kept: the top level registers the same MSN (its SACK context's last stage).
    p_msn: KeptRegister<Bits<32>>,
    p_offset: DFF<Bits<32>>,
    p_msg_len: DFF<Bits<32>>,
    u1_valid: DFF<bool>,
    u1_refused: DFF<bool>,
    u1_slot: DFF<Bits<SW>>,
    u1_entry: DFF<Bits<EW>>,
    u1_segment: DFF<Bits<32>>,
    u1_msg_len: DFF<Bits<32>>,
    u1_whole: DFF<Bits<32>>,
    u1_part: DFF<bool>,
    /// The updated slot's 16 `started` and `done` flags, read in placed cycle 0, and the
    /// entry's position as a one-hot: the entry's flags are picked from them in cycle 1, as
    /// lookup's are (`l3_done_row`; the top level's route at a4a1051 had `p_msn` through the
    /// 256-way pick into `u1_done`, −0.39 ns). `u1_done_fwd` is the update four ahead's
    /// finish on this entry (its `u1_fwd4` for `started`).
    u1_started_row: DFF<Bits<16>>,
    u1_done_row: DFF<Bits<16>>,
    u1_done_fwd: DFF<bool>,
    u1_pos_oh: DFF<Bits<16>>,
    u1_fwd2: DFF<bool>,
    u1_fwd3: DFF<bool>,
    u1_fwd4: DFF<bool>,
    u1_row4: DFF<Progress>,
    u1_msn: DFF<Bits<32>>,
    u1_q: DFF<Bits<32>>,
    u1_fill: DFF<Bits<5>>,
    u1_pop: DFF<bool>,
    u2_valid: DFF<bool>,
    u2_refused: DFF<bool>,
    u2_slot: DFF<Bits<SW>>,
    u2_entry: DFF<Bits<EW>>,
    u2_segment: DFF<Bits<NW>>,
    u2_msg_len: DFF<Bits<32>>,
    u2_segments: DFF<Bits<NW>>,
    /// The message's segments fit the 64-bit bitmap. A guard: a packet not refused always
    /// fits (a post longer than 64 segments is refused, and so is a packet whose message
    /// is longer than its buffer), so no test can tell it is there.
    u2_segments_ok: DFF<bool>,
    /// The progress row out of the RAM, registered as it comes (no logic between: the
    /// RAM's clock-to-output is half the clock, and its blocks spread across the chip; the
    /// top level's route at f6dff49 lost 1.57 ns from the RAM through the forwarding pick).
    u2_ram: DFF<Progress>,
    /// The row an update three or four ahead wrote to the entry, and whether to take it
    /// instead of the RAM's (picked in cycle 2, in one LUT before the two-ahead pick).
    u2_alt: DFF<Progress>,
    u2_use_alt: DFF<bool>,
    u2_started: DFF<bool>,
    u2_done: DFF<bool>,
    u2_fwd2: DFF<bool>,
    u2_dist: DFF<Bits<5>>,
    u2_in_ring: DFF<bool>,
    u2_pop: DFF<bool>,
    u3_valid: DFF<bool>,
    /// An update is in cycle 3 (`u3_valid` without the in-ring test).
    u3_issued: DFF<bool>,
    u3_refused: DFF<bool>,
    u3_slot: DFF<Bits<SW>>,
    u3_entry: DFF<Bits<EW>>,
    u3_segment: DFF<Bits<NW>>,
    u3_msg_len: DFF<Bits<32>>,
    u3_segments: DFF<Bits<NW>>,
    u3_row: DFF<Progress>,
    u3_started: DFF<bool>,
    u3_done: DFF<bool>,
    /// Cycle 3's liveness, made in cycle 2 so the verdicts start from registers (the top
    /// level's route at 97a7071: `u3_done` through the liveness, the verdicts and
    /// `accepted` into `last_row`, −0.51 ns): the update is valid, its receive in the ring
    /// and not finished by an earlier update (`u3_live`); and not refused (`u3_live_ok`:
    /// it writes if the update one ahead wrote this entry), or refused (`u3_live_refused`:
    /// it finishes the receive); and it writes if the update one ahead did not write this
    /// entry (`u3_wrote_n`: also started, or its segments fit the bitmap).
    u3_live: DFF<bool>,
    u3_live_ok: DFF<bool>,
    u3_live_refused: DFF<bool>,
    u3_wrote_n: DFF<bool>,
    u3_fwd_p: DFF<bool>,
    u3_bit: DFF<bool>,
    u3_same_seg: DFF<bool>,
    u3_s1_match: DFF<bool>,
    u3_s1_lt: DFF<bool>,
    u3_s1_last: DFF<bool>,
    u3_s2_match: DFF<bool>,
    u3_s2_lt: DFF<bool>,
    u3_s2a_last: DFF<bool>,
    u3_s2b_last: DFF<bool>,
    u3_dist: DFF<Bits<5>>,
    u3_pop: DFF<bool>,
    last_valid: DFF<bool>,
    last_accepted: DFF<bool>,
    last_finish: DFF<bool>,
    last_issued: DFF<bool>,
    last_stale: DFF<bool>,
    last_row: DFF<Progress>,
    last_entry: DFF<Bits<EW>>,
    last_slot: DFF<Bits<SW>>,
    last_record: DFF<Record>,
    last_head_now: DFF<bool>,
    last_head_next: DFF<bool>,

    // The front: the entry being reported (`f_valid`: its slot's head, finished), out of
    // the queue, and the position after it.
    f_valid: DFF<bool>,
    f_ready: DFF<bool>,
    f_slot: DFF<Bits<SW>>,
    f_pos: DFF<Bits<4>>,
    f_next: DFF<Bits<4>>,
    f_slot_oh: DFF<Bits<16>>,
    f_next_oh: DFF<Bits<16>>,

    // Entry flags to clear: a reported entry's, a bound slot's 16.
    pc_valid: DFF<bool>,
    pc_entry: DFF<Bits<EW>>,
    bc_valid: DFF<bool>,
    bc_slot: DFF<Bits<SW>>,

    // Reporting.
    c_valid: DFF<bool>,
    c_slot: DFF<Bits<SW>>,
    c_msn: DFF<Bits<32>>,

    /// The placed update's cycle-2 tests of each candidate row (the progress RAM's, the
    /// kept one, the one the update two ahead wrote), picked after.
    ram_tests: ProgressTests,
    alt_tests: ProgressTests,
    last_tests: ProgressTests,

    // Combinational.
    w_tail: Signal<Local, Bits<4>>,
    w_ring_full: Signal<Local, bool>,
    w_bound: Signal<Local, bool>,
    w_entry: Signal<Local, Bits<EW>>,
    post_ok: Signal<Local, bool>,
    bind_now: Signal<Local, bool>,
    l_match: Signal<Local, Bits<16>>,
    l_hit: Signal<Local, bool>,
    l_slot: Signal<Local, Bits<SW>>,
    l_fill: Signal<Local, Bits<5>>,
    l_q: Signal<Local, Bits<32>>,
    l_active: Signal<Local, bool>,
    l_entry: Signal<Local, Bits<EW>>,
    u_fill: Signal<Local, Bits<5>>,
    u_q: Signal<Local, Bits<32>>,
    u_dist: Signal<Local, Bits<32>>,
    u_entry: Signal<Local, Bits<EW>>,
    u_segments: Signal<Local, Bits<NW>>,
    a_kept: Signal<Local, Progress>,
    a_base: Signal<Local, Progress>,
    /// The update two ahead wrote this entry: its row (`last_row`) is the one to test.
    a_fwd: Signal<Local, bool>,
    a_placed: Signal<Local, bool>,
    a_started: Signal<Local, bool>,
    /// Finished: before, or by the update two ahead (now in cycle 3).
    a_done: Signal<Local, bool>,
    /// Valid, its receive in the ring, and not finished.
    a_live: Signal<Local, bool>,
    a_same_len: Signal<Local, bool>,
    a_base_lt: Signal<Local, bool>,
    a_left1: Signal<Local, bool>,
    a_left2: Signal<Local, bool>,
    b_p_wrote: Signal<Local, bool>,
    b_p_accepted: Signal<Local, bool>,
    b_started: Signal<Local, bool>,
    b_done: Signal<Local, bool>,
    b_row: Signal<Local, Progress>,
    b_dist: Signal<Local, Bits<5>>,
    b_pop: Signal<Local, bool>,
    r_alt: Signal<Local, Progress>,
    new_row: Signal<Local, Progress>,
    live: Signal<Local, bool>,
    // The placed cycle 3's verdicts for each thing the update one ahead can have done to
    // this entry, from cycle 3's registers only (`n_*`: nothing — not this entry, or it did
    // not write; `w_*`: wrote, not accepted; `a_*`: accepted), then picked by the one-ahead
    // flags in the last LUTs, so the one-clock loop through `last_*` is short: picking
    // first put the flags six LUTs deep (the top level's route at a3d61bb: `u3_fwd_p`
    // through `b_p_wrote`, the compares' picks and `accepted` into `last_finish`, −0.65 ns).
    n_wrote: Signal<Local, bool>,
    n_accepted: Signal<Local, bool>,
    n_finish: Signal<Local, bool>,
    w_wrote: Signal<Local, bool>,
    w_accepted: Signal<Local, bool>,
    w_finish: Signal<Local, bool>,
    a_accepted: Signal<Local, bool>,
    a_finish: Signal<Local, bool>,
    one_ahead_finished: Signal<Local, bool>,
    accepted: Signal<Local, bool>,
    wrote: Signal<Local, bool>,
    finish: Signal<Local, bool>,
    is_head: Signal<Local, bool>,
    k_q: Signal<Local, Bits<32>>,
    k_entry: Signal<Local, Bits<EW>>,
    q_front: Signal<Local, Bits<EW>>,
    queue_head_next: Signal<Local, Bits<5>>,
    queue_tail_next: Signal<Local, Bits<5>>,
    queue_write: Signal<Local, bool>,
    queue_mask: Signal<Local, Bits<128>>,
    queue_entry: Signal<Local, Bits<128>>,
    queue_oh_mask: Signal<Local, Bits<256>>,
    queue_pos_mask: Signal<Local, Bits<64>>,
    queue_slot_oh_entry: Signal<Local, Bits<256>>,
    queue_next_oh_entry: Signal<Local, Bits<256>>,
    queue_next_pos_entry: Signal<Local, Bits<64>>,
    last_pos_oh: Signal<Local, Bits<16>>,
    last_slot_oh: Signal<Local, Bits<16>>,
    last_next_oh: Signal<Local, Bits<16>>,
    last_next_pos: Signal<Local, Bits<4>>,
    q_front_slot_oh: Signal<Local, Bits<16>>,
    q_front_next_oh: Signal<Local, Bits<16>>,
    q_front_next_pos: Signal<Local, Bits<4>>,
    queue_head_dec: Signal<Local, Bits<16>>,
    queue_tail_dec: Signal<Local, Bits<16>>,
    queue_head_advance: Signal<Local, bool>,
    report: Signal<Local, bool>,
    keep: Signal<Local, bool>,
    k_group_done: Signal<Local, Bits<16>>,
    l_done_row: Signal<Local, Bits<16>>,
    u_started_row: Signal<Local, Bits<16>>,
    u_done_row: Signal<Local, Bits<16>>,
    entry_mask: Signal<Local, Bits<256>>,
    pop_mask: Signal<Local, Bits<256>>,
    clear_mask: Signal<Local, Bits<256>>,
    done_set: Signal<Local, Bits<256>>,
    started_set: Signal<Local, Bits<256>>,
}

/// The slot logic, once per slot: a declarative macro expands the 16 copies before
/// `hdl_gen` reads the function.
macro_rules! recv_table_logic {
    ($($k:tt => $f:tt),* $(,)?) => {
        impl Logic for RecvTable {
            #[hdl_gen]
            fn update(&mut self) {
                dff_setup!(
                    self, clk, done, started, queue, queue_slot_oh, queue_next_oh, queue_next_pos,
                    queue_head, queue_tail, queue_head_oh, queue_tail_oh, f_valid, f_ready, f_slot,
                    f_pos, f_next, f_slot_oh, f_next_oh, w_posted, w_full,
                    w_unbound, w_too_long, w_len_mask, w_len_limit, w_len_ok, w_len, l1_valid, l1_conn, l1_stream, l1_msn, l1_offset,
                    l1_msg_len, l1_tag, l2_valid, l2_hit, l2_slot, l2_slot_oh, l2_msn, l2_offset,
                    l2_msg_len, l2_tag, l3_valid, l3_hit, l3_slot, l3_msn, l3_q, l3_fill, l3_live, l3_done_row, l3_pos_oh, l3_done_fwd, l3_offset,
                    l3_msg_len, l3_tag, l4_valid, l4_hit, l4_slot, l4_index, l4_fill, l4_live, l4_done, l4_tag, l4_offset,
                    l4_msg_len, l4_buffer, r_valid, r_hit, r_slot, r_target, r_tag, r_key, r_addr,
                    r_len, r_target_addr, r_fits, p_refused, p_slot, p_slot_oh, p_offset, p_msg_len, u1_valid, u1_refused, u1_slot, u1_entry, u1_segment, u1_msg_len, u1_whole, u1_part, u1_started_row, u1_done_row, u1_done_fwd, u1_pos_oh, u1_fwd2, u1_fwd3, u1_fwd4, u1_row4, u1_msn, u1_q, u1_fill, u1_pop, u2_valid, u2_refused, u2_slot, u2_entry, u2_segment, u2_msg_len, u2_segments, u2_segments_ok, u2_ram, u2_alt, u2_use_alt, u2_started, u2_done, u2_fwd2, u2_dist, u2_in_ring, u2_pop, u3_valid, u3_refused, u3_slot, u3_entry, u3_segment, u3_msg_len, u3_segments, u3_row, u3_started, u3_done, u3_live, u3_live_ok, u3_live_refused, u3_wrote_n, u3_fwd_p, u3_bit, u3_same_seg, u3_s1_match, u3_s1_lt, u3_s1_last, u3_s2_match, u3_s2_lt, u3_s2a_last, u3_s2b_last, u3_dist, u3_pop, u3_issued, last_valid, last_accepted, last_finish, last_issued, last_stale, last_row, last_entry, last_slot, last_record, last_head_now, last_head_next, pc_valid, pc_entry, bc_valid, bc_slot, c_valid,
                    c_slot, c_msn
                );
                self.buffers.read_clock.next = self.clk.val();
                self.buffers.write_clock.next = self.clk.val();
                self.progress.read_clock.next = self.clk.val();
                self.progress.write_clock.next = self.clk.val();
                self.records.read_clock.next = self.clk.val();
                self.records.write_clock.next = self.clk.val();
                $(
                    self.$f.clk.next = self.clk.val();
                    self.$f.bind_enable.next = self.s_write_enable.val();
                    self.$f.bind_conn.next = self.s_write_conn.val();
                    self.$f.bind_stream.next = self.s_write_stream.val();
                )*

                // The front entry is reported this clock when valid (read below).
                self.report.next = self.f_valid.q.val() & self.f_ready.q.val();

                // Slot reads: the host write's, the lookup's (cycle 2), the update's (cycle 0)
                // and the report's.
                self.w_tail.next = 0.into();
                self.w_ring_full.next = false;
                self.w_bound.next = false;
                self.l_fill.next = 0.into();
                self.l_q.next = 0.into();
                self.l_active.next = false;
                self.u_fill.next = 0.into();
                self.u_q.next = 0.into();
                self.k_q.next = 0.into();
                $(
                    if self.s_write_slot.val() == $k {
                        self.w_tail.next = self.$f.tail.val();
                        self.w_ring_full.next = self.$f.fill.val().get_bit(4);
                        self.w_bound.next = self.$f.bound.val();
                    }
                    // (The lookup's and the update's slots as one-hots registered beside
                    // the slot number: an AND-OR pick, no compare before the 16:1 pick.)
                    if self.l2_slot_oh.q.val().get_bit($k) {
                        self.l_fill.next = self.l_fill.val() | self.$f.fill.val();
                        self.l_q.next = self.l_q.val() | self.$f.popped.val();
                        self.l_active.next = self.l_active.val() | self.$f.active.val();
                    }
                    if self.p_slot_oh.q.val().get_bit($k) {
                        self.u_fill.next = self.u_fill.val() | self.$f.fill.val();
                        self.u_q.next = self.u_q.val() | self.$f.popped.val();
                    }
                    if self.f_slot.q.val() == $k {
                        self.k_q.next = self.$f.popped.val();
                    }
                )*

                // Host writes: bind / unbind, or post at position `posted % 16`. The ring is
                // full when its fill count's bit 4 is set (16 receives).
                self.bind_now.next = self.s_write_valid.val() & !self.s_write_post.val();
                self.w_entry.next = (bit_cast::<EW, SW>(self.s_write_slot.val()) << 4)
                    | bit_cast::<EW, 4>(self.w_tail.val());
                // `len <= 64 << mtu_shift` as "no bit at or above bit `mtu_shift + 6`, or
                // exactly that bit": masks decoded from the shift a clock ahead (the shift
                // is configuration, set before any bind), no 64-bit magnitude compare.
                self.w_len_mask.d.next =
                    bits::<64>(0xFFFF_FFFF_FFFF_FFC0_u64) << self.mtu_shift.val();
                self.w_len_limit.d.next = bits::<64>(64) << self.mtu_shift.val();
                self.w_len_ok.d.next = !(self.s_write_len.val() & self.w_len_mask.q.val()).any()
                    | (self.s_write_len.val() == self.w_len_limit.q.val());
                self.w_len.d.next = self.s_write_len.val().get_bits::<32>(0);
                self.w_unbound.d.next =
                    self.s_write_valid.val() & self.s_write_post.val() & !self.w_bound.val();
                self.w_full.d.next = self.s_write_valid.val()
                    & self.s_write_post.val()
                    & self.w_bound.val()
                    & self.w_ring_full.val();
                self.w_too_long.d.next = self.s_write_valid.val()
                    & self.s_write_post.val()
                    & self.w_bound.val()
                    & !self.w_ring_full.val()
                    & !self.w_len_ok.q.val();
                self.post_ok.next = self.s_write_valid.val()
                    & self.s_write_post.val()
                    & self.w_bound.val()
                    & !self.w_ring_full.val()
                    & self.w_len_ok.q.val();
                self.w_posted.d.next = self.post_ok.val();
                self.buffers.write_enable.next = self.post_ok.val();
                self.buffers.write_address.next = self.w_entry.val();
                self.buffers.write_data.next.key = self.s_write_key.val();
                self.buffers.write_data.next.addr = self.s_write_addr.val();
                self.buffers.write_data.next.len = self.w_len.q.val();
                $(
                    self.$f.bind_valid.next = self.bind_now.val() & (self.s_write_slot.val() == $k);
                    // Each slot's post from its own state (no slot select on the way to its
                    // counts); `post_ok` is the same decision through the select.
                    self.$f.post.next = self.s_write_valid.val()
                        & self.s_write_post.val()
                        & (self.s_write_slot.val() == $k)
                        & self.$f.bound.val()
                        & !self.$f.fill.val().get_bit(4)
                        & self.w_len_ok.q.val();
                )*
                self.m_write_posted.next = self.w_posted.q.val();
                self.m_write_error_full.next = self.w_full.q.val();
                self.m_write_error_unbound.next = self.w_unbound.q.val();
                self.m_write_error_too_long.next = self.w_too_long.q.val();
                // A bind empties the slot's ring: its 16 entries' flags are cleared next clock.
                self.bc_valid.d.next = self.bind_now.val();
                self.bc_slot.d.next = self.s_write_slot.val();

                // Lookup cycle 0: register.
                self.l1_valid.d.next = self.s_lookup_valid.val() & !self.rst.val();
                self.l1_conn.d.next = self.s_lookup_conn.val();
                self.l1_stream.d.next = self.s_lookup_stream.val();
                self.l1_msn.d.next = self.s_lookup_msn.val();
                self.l1_offset.d.next = self.s_lookup_offset.val();
                self.l1_msg_len.d.next = self.s_lookup_msg_len.val();
                self.l1_tag.d.next = self.s_lookup_tag.val();

                // Lookup cycle 1: the keys, in full and in parallel, into a one-hot (a key is
                // bound to one slot at most), encoded by OR trees — no priority chain.
                self.l_match.next = bits::<16>(0)
                    $(
                        | (bit_cast::<16, 1>(
                            (self.$f.bound.val()
                                & (self.$f.conn.val() == self.l1_conn.q.val())
                                & (self.$f.stream.val() == self.l1_stream.q.val()))
                            .into(),
                        ) << $k)
                    )*;
                self.l_hit.next = self.l_match.val().any();
                self.l_slot.next = bit_cast::<SW, 1>((self.l_match.val() & 0xaaaa).any().into())
                    | (bit_cast::<SW, 1>((self.l_match.val() & 0xcccc).any().into()) << 1)
                    | (bit_cast::<SW, 1>((self.l_match.val() & 0xf0f0).any().into()) << 2)
                    | (bit_cast::<SW, 1>((self.l_match.val() & 0xff00).any().into()) << 3);
                self.l2_valid.d.next = self.l1_valid.q.val() & !self.rst.val();
                self.l2_hit.d.next = self.l_hit.val();
                self.l2_slot.d.next = self.l_slot.val();
                // (Slot 0 without a hit, as `l_slot` is then: bit 0 when no other slot
                // matches, so the other bits are the matches as they are, not gated by
                // `l_hit`'s OR tree.)
                self.l2_slot_oh.d.next = self.l_match.val();
                if !(self.l_match.val() & 0xfffe).any() {
                    self.l2_slot_oh.d.next = self.l_match.val() | 1;
                }
                self.l2_msn.d.next = self.l1_msn.q.val();
                self.l2_offset.d.next = self.l1_offset.q.val();
                self.l2_msg_len.d.next = self.l1_msg_len.q.val();
                self.l2_tag.d.next = self.l1_tag.q.val();

                // Lookup cycle 2: the slot's counts and the entry's `done` flag, registered
                // (the ring as of this clock); read the buffer.
                self.l_entry.next = (bit_cast::<EW, SW>(self.l2_slot.q.val()) << 4)
                    | bit_cast::<EW, 4>(self.l2_msn.q.val().get_bits::<4>(0));
                self.buffers.read_address.next = self.l_entry.val();
                self.l3_msn.d.next = self.l2_msn.q.val();
                self.l3_q.d.next = self.l_q.val();
                self.l3_fill.d.next = self.l_fill.val();
                self.l3_live.d.next = self.l2_hit.q.val() & self.l_active.val();
                self.l_done_row.next = 0.into();
                $(
                    if self.l2_slot_oh.q.val().get_bit($k) {
                        self.l_done_row.next = self.l_done_row.val()
                            | self.done.q.val().get_bits::<16>($k * 16);
                    }
                )*
                self.l3_done_row.d.next = self.l_done_row.val();
                self.l3_pos_oh.d.next = bits::<16>(1) << self.l2_msn.q.val().get_bits::<4>(0);
                // The update in its commit clock sets the flag in this clock's edge: seen
                // through its registered outcome (as if set a clock earlier).
                self.l3_done_fwd.d.next =
                    self.last_finish.q.val() & (self.last_entry.q.val() == self.l_entry.val());
                self.l3_valid.d.next = self.l2_valid.q.val() & !self.rst.val();
                self.l3_hit.d.next = self.l2_hit.q.val();
                self.l3_slot.d.next = self.l2_slot.q.val();
                self.l3_offset.d.next = self.l2_offset.q.val();
                self.l3_msg_len.d.next = self.l2_msg_len.q.val();
                self.l3_tag.d.next = self.l2_tag.q.val();

                // Lookup cycle 3: `index = msn - popped`, registered with what the target
                // depends on (the subtraction's carry chain fills most of a clock). The buffer
                // out of the RAM, registered (its clock-to-output is most of a clock).
                self.l4_index.d.next = self.l3_msn.q.val() - self.l3_q.q.val();
                self.l4_fill.d.next = self.l3_fill.q.val();
                self.l4_live.d.next = self.l3_live.q.val();
                self.l4_done.d.next = (self.l3_done_row.q.val() & self.l3_pos_oh.q.val()).any()
                    | self.l3_done_fwd.q.val();
                self.l4_valid.d.next = self.l3_valid.q.val() & !self.rst.val();
                self.l4_hit.d.next = self.l3_hit.q.val();
                self.l4_slot.d.next = self.l3_slot.q.val();
                self.l4_tag.d.next = self.l3_tag.q.val();
                self.l4_offset.d.next = self.l3_offset.q.val();
                self.l4_msg_len.d.next = self.l3_msg_len.q.val();
                self.l4_buffer.d.next = self.buffers.read_data.val();

                // Lookup cycle 4: target address and fit.
                self.r_valid.d.next = self.l4_valid.q.val() & !self.rst.val();
                self.r_hit.d.next = self.l4_hit.q.val();
                self.r_slot.d.next = self.l4_slot.q.val();
                // The ring (RecvQueues::send_target): behind the head is completed; within
                // the ring (`index < fill`) completed if `done`, else posted; anything else
                // not posted.
                self.r_target.d.next = 0.into(); // TARGET_NOT_POSTED
                if self.l4_live.q.val() {
                    if self.l4_index.q.val().get_bit(31) {
                        self.r_target.d.next = 1.into(); // TARGET_COMPLETED
                    } else if !self.l4_index.q.val().get_bits::<27>(5).any()
                        & (self.l4_index.q.val().get_bits::<5>(0) < self.l4_fill.q.val())
                    {
                        if self.l4_done.q.val() {
                            self.r_target.d.next = 1.into(); // TARGET_COMPLETED
                        } else {
                            self.r_target.d.next = 2.into(); // TARGET_POSTED
                        }
                    }
                }
                self.r_tag.d.next = self.l4_tag.q.val();
                self.r_key.d.next = self.l4_buffer.q.val().key;
                self.r_addr.d.next = self.l4_buffer.q.val().addr;
                self.r_len.d.next = self.l4_buffer.q.val().len;
                self.r_target_addr.d.next =
                    self.l4_buffer.q.val().addr + bit_cast::<64, 32>(self.l4_offset.q.val());
                self.r_fits.d.next = self.l4_msg_len.q.val() <= self.l4_buffer.q.val().len;
                self.m_result_valid.next = self.r_valid.q.val();
                self.m_result_tag.next = self.r_tag.q.val();
                self.m_result_hit.next = self.r_hit.q.val();
                self.m_result_slot.next = self.r_slot.q.val();
                self.m_result_target.next = self.r_target.q.val();
                self.m_result_key.next = self.r_key.q.val();
                self.m_result_addr.next = self.r_addr.q.val();
                self.m_result_len.next = self.r_len.q.val();
                self.m_result_target_addr.next = self.r_target_addr.q.val();
                self.m_result_fits.next = self.r_fits.q.val();

                // The next update's fields, registered.
                self.p_refused.d.next = self.s_placed_refused.val();
                self.p_slot.d.next = self.s_placed_slot.val();
                self.p_slot_oh.d.next = bits::<16>(1) << self.s_placed_slot.val();
                self.p_msn.clock.next = self.clk.val();
                self.p_msn.d.next = self.s_placed_msn.val();
                self.p_offset.d.next = self.s_placed_offset.val();
                self.p_msg_len.d.next = self.s_placed_msg_len.val();

                // Placed cycle 0: the entry, in the ring or not; read its progress.
                self.u_entry.next = (bit_cast::<EW, SW>(self.p_slot.q.val()) << 4)
                    | bit_cast::<EW, 4>(self.p_msn.q.val().get_bits::<4>(0));
                self.u1_valid.d.next = self.s_placed_valid.val() & !self.rst.val();
                // The slot's counts as of now: cycle 1 decides whether the MSN is in the ring.
                self.u1_msn.d.next = self.p_msn.q.val();
                self.u1_q.d.next = self.u_q.val();
                self.u1_fill.d.next = self.u_fill.val();
                self.u1_refused.d.next = self.p_refused.q.val();
                self.u1_slot.d.next = self.p_slot.q.val();
                self.u1_entry.d.next = self.u_entry.val();
                self.progress.read_address.next = self.u_entry.val();
                // The entry's flags as of now; cycles 1, 2 and 3 add what the updates now in
                // cycles 3, 2 and 1 do to the entry (each decides it in cycle 3 and sets them
                // in its commit clock). The update four ahead (in its commit clock) sets
                // them in this clock's edge: its registered outcome is added here.
                self.u1_fwd4.d.next =
                    self.last_valid.q.val() & (self.u_entry.val() == self.last_entry.q.val());
                self.u_started_row.next = 0.into();
                self.u_done_row.next = 0.into();
                $(
                    if self.p_slot_oh.q.val().get_bit($k) {
                        self.u_started_row.next = self.u_started_row.val()
                            | self.started.q.val().get_bits::<16>($k * 16);
                        self.u_done_row.next = self.u_done_row.val()
                            | self.done.q.val().get_bits::<16>($k * 16);
                    }
                )*
                self.u1_started_row.d.next = self.u_started_row.val();
                self.u1_done_row.d.next = self.u_done_row.val();
                self.u1_pos_oh.d.next = bits::<16>(1) << self.p_msn.q.val().get_bits::<4>(0);
                self.u1_done_fwd.d.next =
                    self.last_finish.q.val() & (self.u_entry.val() == self.last_entry.q.val());
                // The progress RAM is written in the commit clock, from `last_*`: the updates
                // now in the commit clock and in cycles 3 and 2 write it in this read's clock
                // edge, the next and the one after. Cycle 1 takes its row from the update
                // four ahead's (kept here) or three ahead's (`last_row` then), cycle 2 from
                // the one two ahead's (`last_row` then).
                self.u1_row4.d.next = self.last_row.q.val();
                self.u1_fwd3.d.next = self.u_entry.val() == self.u3_entry.q.val();
                self.u1_fwd2.d.next = self.u_entry.val() == self.u2_entry.q.val();
                // The MSN's distance from the ring's head (< 16 in the ring), taken in cycle
                // 1 and kept up to date through the reports of cycles 0 to 2 for cycle 3's
                // head test.
                self.u1_pop.d.next = self.report.val() & (self.f_slot.q.val() == self.p_slot.q.val());
                // The segment and the message's whole segments (`offset >> mtu_shift`,
                // `msg_len >> mtu_shift`) and whether a part segment follows: only shifts
                // and a masked OR here, the clamps and the rounding in cycle 1.
                self.u1_segment.d.next = self.p_offset.q.val() >> self.mtu_shift.val();
                self.u1_msg_len.d.next = self.p_msg_len.q.val();
                self.u1_whole.d.next = self.p_msg_len.q.val() >> self.mtu_shift.val();
                self.u1_part.d.next = (self.p_msg_len.q.val()
                    & !(bits::<32>(0xFFFF_FFFF_u64) << self.mtu_shift.val()))
                .any();

                // Placed cycle 1: the progress out of the RAM (its clock-to-output is most of
                // a clock) registered as it is; beside it the row forwarded from the update
                // three ahead (`last_row` now) or four ahead (kept in cycle 0), and whether
                // it replaces the RAM's.
                self.r_alt.next = self.u1_row4.q.val();
                if self.u1_fwd3.q.val() & self.last_valid.q.val() {
                    self.r_alt.next = self.last_row.q.val();
                }
                self.u2_ram.d.next = self.progress.read_data.val();
                self.u2_alt.d.next = self.r_alt.val();
                self.u2_use_alt.d.next =
                    (self.u1_fwd3.q.val() & self.last_valid.q.val()) | self.u1_fwd4.q.val();
                self.u2_started.d.next = (self.u1_started_row.q.val() & self.u1_pos_oh.q.val())
                    .any()
                    | self.u1_fwd4.q.val()
                    | (self.u1_fwd3.q.val() & self.last_valid.q.val());
                self.u2_done.d.next = (self.u1_done_row.q.val() & self.u1_pos_oh.q.val()).any()
                    | self.u1_done_fwd.q.val()
                    | (self.u1_fwd3.q.val() & self.last_finish.q.val());
                self.u2_fwd2.d.next = self.u1_fwd2.q.val();
                self.u_dist.next = self.u1_msn.q.val() - self.u1_q.q.val();
                self.u2_in_ring.d.next = !self.u_dist.val().get_bits::<27>(5).any()
                    & (self.u_dist.val().get_bits::<5>(0) < self.u1_fill.q.val());
                self.u2_dist.d.next = self.u_dist.val().get_bits::<5>(0);
                if self.u1_pop.q.val() {
                    self.u2_dist.d.next = self.u_dist.val().get_bits::<5>(0) - 1;
                }
                self.u2_pop.d.next = self.report.val() & (self.f_slot.q.val() == self.u1_slot.q.val());
                self.u2_valid.d.next = self.u1_valid.q.val();
                self.u2_refused.d.next = self.u1_refused.q.val();
                self.u2_slot.d.next = self.u1_slot.q.val();
                self.u2_entry.d.next = self.u1_entry.q.val();
                // The segment on 7 bits (64 when beyond the bitmap): a short compare later.
                self.u2_segment.d.next = self.u1_segment.q.val().get_bits::<NW>(0);
                if self.u1_segment.q.val() > 64 {
                    self.u2_segment.d.next = 64.into();
                }
                self.u2_msg_len.d.next = self.u1_msg_len.q.val();
                // Segments: `ceil(msg_len / MTU)`, at least 1; at most 64 fit the bitmap.
                self.u_segments.next = self.u1_whole.q.val().get_bits::<NW>(0);
                if self.u1_part.q.val() {
                    self.u_segments.next = self.u1_whole.q.val().get_bits::<NW>(0) + 1;
                }
                self.u2_segments.d.next = self.u_segments.val();
                if !self.u1_whole.q.val().any() & !self.u1_part.q.val() {
                    self.u2_segments.d.next = 1.into();
                }
                self.u2_segments_ok.d.next = (self.u1_whole.q.val() < 64)
                    | ((self.u1_whole.q.val() == 64) & !self.u1_part.q.val());

                // Placed cycle 2: the compares, against the row as it was before the update
                // now in cycle 3 (`last_row` when the update two ahead wrote this entry), for
                // both cases of that update: it did not write this entry (`s1`: an entry not
                // `started` is sized by this packet), or it did (`s2`: an entry not `started`
                // was sized by its packet; `s2b` when it also set a bit).
                self.a_kept.next = self.u2_ram.q.val();
                if self.u2_use_alt.q.val() {
                    self.a_kept.next = self.u2_alt.q.val();
                }
                self.a_fwd.next = self.u2_fwd2.q.val() & self.last_valid.q.val();
                self.a_base.next = self.a_kept.val();
                if self.a_fwd.val() {
                    self.a_base.next = self.last_row.q.val();
                }
                self.a_started.next = self.u2_started.q.val() | self.a_fwd.val();
                self.ram_tests.row.next = self.u2_ram.q.val();
                self.ram_tests.segment.next = self.u2_segment.q.val();
                self.ram_tests.msg_len.next = self.u2_msg_len.q.val();
                self.alt_tests.row.next = self.u2_alt.q.val();
                self.alt_tests.segment.next = self.u2_segment.q.val();
                self.alt_tests.msg_len.next = self.u2_msg_len.q.val();
                self.last_tests.row.next = self.last_row.q.val();
                self.last_tests.segment.next = self.u2_segment.q.val();
                self.last_tests.msg_len.next = self.u2_msg_len.q.val();
                self.a_same_len.next = self.ram_tests.same_len.val();
                self.a_base_lt.next = self.ram_tests.segment_lt.val();
                self.a_left1.next = self.ram_tests.left1.val();
                self.a_left2.next = self.ram_tests.left2.val();
                self.a_placed.next = self.ram_tests.placed.val();
                if self.u2_use_alt.q.val() {
                    self.a_same_len.next = self.alt_tests.same_len.val();
                    self.a_base_lt.next = self.alt_tests.segment_lt.val();
                    self.a_left1.next = self.alt_tests.left1.val();
                    self.a_left2.next = self.alt_tests.left2.val();
                    self.a_placed.next = self.alt_tests.placed.val();
                }
                if self.a_fwd.val() {
                    self.a_same_len.next = self.last_tests.same_len.val();
                    self.a_base_lt.next = self.last_tests.segment_lt.val();
                    self.a_left1.next = self.last_tests.left1.val();
                    self.a_left2.next = self.last_tests.left2.val();
                    self.a_placed.next = self.last_tests.placed.val();
                }
                self.u3_row.d.next = self.a_base.val();
                if !self.a_started.val() {
                    self.u3_row.d.next.msg_len = self.u2_msg_len.q.val();
                    self.u3_row.d.next.segments = self.u2_segments.q.val();
                    self.u3_row.d.next.left = self.u2_segments.q.val();
                    self.u3_row.d.next.bitmap = 0.into();
                }
                self.u3_started.d.next = self.a_started.val();
                self.a_done.next =
                    self.u2_done.q.val() | (self.u2_fwd2.q.val() & self.last_finish.q.val());
                self.a_live.next =
                    self.u2_valid.q.val() & self.u2_in_ring.q.val() & !self.a_done.val();
                self.u3_done.d.next = self.a_done.val();
                self.u3_live.d.next = self.a_live.val();
                self.u3_live_ok.d.next = self.a_live.val() & !self.u2_refused.q.val();
                self.u3_live_refused.d.next = self.a_live.val() & self.u2_refused.q.val();
                self.u3_wrote_n.d.next = self.a_live.val()
                    & !self.u2_refused.q.val()
                    & (self.a_started.val() | self.u2_segments_ok.q.val());
                self.u3_fwd_p.d.next = self.u2_entry.q.val() == self.u3_entry.q.val();
                self.u3_bit.d.next = self.a_started.val() & self.a_placed.val();
                self.u3_same_seg.d.next = self.u2_segment.q.val() == self.u3_segment.q.val();
                self.u3_s1_match.d.next = !self.a_started.val() | self.a_same_len.val();
                self.u3_s1_lt.d.next = self.u2_segment.q.val() < self.u2_segments.q.val();
                self.u3_s1_last.d.next = self.u2_segments.q.val() == 1;
                self.u3_s2_match.d.next = self.u3_msg_len.q.val() == self.u2_msg_len.q.val();
                self.u3_s2_lt.d.next = self.u2_segment.q.val() < self.u3_segments.q.val();
                self.u3_s2a_last.d.next = self.u3_segments.q.val() == 1;
                self.u3_s2b_last.d.next = self.u3_segments.q.val() == 2;
                if self.a_started.val() {
                    self.u3_s1_lt.d.next = self.a_base_lt.val();
                    self.u3_s1_last.d.next = self.a_left1.val();
                    self.u3_s2_match.d.next = self.a_same_len.val();
                    self.u3_s2_lt.d.next = self.a_base_lt.val();
                    self.u3_s2a_last.d.next = self.a_left1.val();
                    self.u3_s2b_last.d.next = self.a_left2.val();
                }
                self.u3_dist.d.next = self.u2_dist.q.val();
                if self.u2_pop.q.val() {
                    self.u3_dist.d.next = self.u2_dist.q.val() - 1;
                }
                self.u3_pop.d.next = self.report.val() & (self.f_slot.q.val() == self.u2_slot.q.val());
                self.u3_valid.d.next = self.u2_valid.q.val() & self.u2_in_ring.q.val();
                self.u3_issued.d.next = self.u2_valid.q.val();
                self.u3_refused.d.next = self.u2_refused.q.val();
                self.u3_slot.d.next = self.u2_slot.q.val();
                self.u3_entry.d.next = self.u2_entry.q.val();
                self.u3_segment.d.next = self.u2_segment.q.val();
                self.u3_msg_len.d.next = self.u2_msg_len.q.val();
                self.u3_segments.d.next = self.u2_segments.q.val();

                // Placed cycle 3: what the update one ahead (in `last_*`, same entry when
                // `u3_fwd_p`) did picks the verdicts and the row; the new row, whether it
                // finishes the receive, and its record, all registered (`last_*`) for the
                // commit clock.
                self.b_p_wrote.next = self.u3_fwd_p.q.val() & self.last_valid.q.val();
                self.b_p_accepted.next = self.u3_fwd_p.q.val() & self.last_accepted.q.val();
                self.one_ahead_finished.next = self.u3_fwd_p.q.val() & self.last_finish.q.val();
                self.b_started.next = self.u3_started.q.val() | self.b_p_wrote.val();
                self.b_done.next = self.u3_done.q.val() | self.one_ahead_finished.val();
                self.b_row.next = self.u3_row.q.val();
                if self.b_p_wrote.val() {
                    self.b_row.next = self.last_row.q.val();
                }
                self.live.next = self.u3_valid.q.val() & !self.b_done.val();
                self.n_wrote.next = self.u3_wrote_n.q.val();
                self.n_accepted.next = self.n_wrote.val()
                    & self.u3_s1_match.q.val()
                    & self.u3_s1_lt.q.val()
                    & !self.u3_bit.q.val();
                self.n_finish.next = self.u3_live_refused.q.val()
                    | (self.n_accepted.val() & self.u3_s1_last.q.val());
                self.w_wrote.next = self.u3_live_ok.q.val();
                self.w_accepted.next = self.w_wrote.val()
                    & self.u3_s2_match.q.val()
                    & self.u3_s2_lt.q.val()
                    & !self.u3_bit.q.val();
                self.w_finish.next = self.u3_live_refused.q.val()
                    | (self.w_accepted.val() & self.u3_s2a_last.q.val());
                self.a_accepted.next = self.w_accepted.val() & !self.u3_same_seg.q.val();
                self.a_finish.next = self.u3_live_refused.q.val()
                    | (self.a_accepted.val() & self.u3_s2b_last.q.val());
                // (An update one ahead that accepted also wrote: `b_p_accepted` implies
                // `b_p_wrote`. One that finished the receive leaves this update nothing.)
                self.wrote.next = self.n_wrote.val();
                self.accepted.next = self.n_accepted.val();
                self.finish.next = self.n_finish.val();
                if self.b_p_wrote.val() {
                    self.wrote.next = self.w_wrote.val();
                    self.accepted.next = self.w_accepted.val();
                    self.finish.next = self.w_finish.val();
                }
                if self.b_p_accepted.val() {
                    self.accepted.next = self.a_accepted.val();
                    self.finish.next = self.a_finish.val();
                }
                if self.one_ahead_finished.val() {
                    self.wrote.next = false;
                    self.accepted.next = false;
                    self.finish.next = false;
                }
                self.new_row.next = self.b_row.val();
                if self.accepted.val() {
                    self.new_row.next.bitmap = self.b_row.val().bitmap
                        | (bits::<64>(1) << self.u3_segment.q.val().get_bits::<6>(0));
                    self.new_row.next.left = self.b_row.val().left - 1;
                }
                self.last_valid.d.next = self.wrote.val();
                self.last_accepted.d.next = self.accepted.val();
                self.last_finish.d.next = self.finish.val();
                // The verdict: an update of a receive no longer in the ring (reported) or
                // already finished (by an earlier update, forwarded) is stale.
                self.last_issued.d.next = self.u3_issued.q.val();
                self.last_stale.d.next = self.u3_issued.q.val() & !self.live.val();
                self.m_placed_verdict_valid.next = self.last_issued.q.val();
                self.m_placed_stale.next = self.last_stale.q.val();
                self.last_row.d.next = self.new_row.val();
                self.last_entry.d.next = self.u3_entry.q.val();
                self.last_slot.d.next = self.u3_slot.q.val();
                self.last_record.d.next.error = self.u3_refused.q.val();
                self.last_record.d.next.bytes = self.u3_msg_len.q.val();
                if self.u3_refused.q.val() {
                    self.last_record.d.next.bytes = 0.into();
                    if self.b_started.val() {
                        self.last_record.d.next.bytes = self.b_row.val().msg_len;
                    }
                }
                // Whether the entry is its ring's head after this clock's report, and
                // whether it is the next one then (head after a report of its slot in the
                // commit clock).
                self.b_dist.next = self.u3_dist.q.val();
                if self.u3_pop.q.val() {
                    self.b_dist.next = self.u3_dist.q.val() - 1;
                }
                self.b_pop.next =
                    self.report.val() & (self.f_slot.q.val() == self.u3_slot.q.val());
                self.last_head_now.d.next =
                    (self.b_dist.val() == 0) | (self.b_pop.val() & (self.b_dist.val() == 1));
                self.last_head_next.d.next = self.b_dist.val() == 1;
                if self.b_pop.val() {
                    self.last_head_next.d.next = self.b_dist.val() == 2;
                }

                // Placed commit clock (cycle 4): the update's effects, from registers (its
                // outcome fans out to the RAMs, the 256 flags and the queue across the chip):
                // the progress row, the flags, the record; the flag reads of this clock take
                // its outcome from `last_*` (lookup cycle 2, placed cycle 0), so it is seen
                // as if it had taken effect in the clock edge of cycle 3.
                self.progress.write_enable.next = self.last_valid.q.val();
                self.progress.write_address.next = self.last_entry.q.val();
                self.progress.write_data.next = self.last_row.q.val();
                self.records.write_enable.next = self.last_finish.q.val();
                self.records.write_address.next = self.last_entry.q.val();
                self.records.write_data.next = self.last_record.q.val();
                // Flag updates as one-hot masks decoded from registered indices, so the
                // registered outcome only gates them (no 256-bit shifter after it).
                self.entry_mask.next = bits::<256>(1) << self.last_entry.q.val();
                self.done_set.next = self.done.q.val();
                if self.last_finish.q.val() {
                    self.done_set.next = self.done.q.val() | self.entry_mask.val();
                }
                self.started_set.next = self.started.q.val();
                if self.last_valid.q.val() {
                    self.started_set.next = self.started.q.val() | self.entry_mask.val();
                }
                // An entry's flags are cleared the clock after it leaves its ring (reported,
                // or its slot bound), before it can be posted again; an entry out of the ring
                // is never read, nor set.
                self.pop_mask.next = 0.into();
                if self.pc_valid.q.val() {
                    self.pop_mask.next = bits::<256>(1) << self.pc_entry.q.val();
                }
                self.clear_mask.next = self.pop_mask.val();
                if self.bc_valid.q.val() {
                    self.clear_mask.next = self.pop_mask.val()
                        | (bits::<256>(0xffff) << (bit_cast::<EW, SW>(self.bc_slot.q.val()) << 4));
                }
                self.done.d.next = self.done_set.val() & !self.clear_mask.val();
                self.started.d.next = self.started_set.val() & !self.clear_mask.val();

                // Reporting: the front entry (its slot's head), when `f_ready` (finished), is
                // reported: its record is read, the slot's `popped` advances, and the front
                // moves to the slot's next receive, ready if that one's `done` flag is set
                // now (one select at registered indices, into one register). A front entry
                // not ready is dropped for the entry at the queue's front (a bubble): had it
                // finished since, it was queued then, as the ring's head after the report.
                self.k_entry.next = (bit_cast::<EW, SW>(self.f_slot.q.val()) << 4)
                    | bit_cast::<EW, 4>(self.f_pos.q.val());
                self.records.read_address.next = self.k_entry.val();
                // Per slot, whether a receive follows the head (`fill > 1`) and the flag at
                // the front's next position is set; then the front slot's: AND-OR selects on
                // registered one-hot positions and slots.
                self.k_group_done.next = bits::<16>(0)
                    $(
                        .replace_bit(
                            $k,
                            (self.$f.fill.val() > 1)
                                & (self.done.q.val().get_bits::<16>($k * 16)
                                    & self.f_next_oh.q.val())
                                .any(),
                        )
                    )*;
                self.keep.next = (self.k_group_done.val() & self.f_slot_oh.q.val()).any();
                $(
                    self.$f.pop.next = self.report.val() & (self.f_slot.q.val() == $k);
                )*
                self.pc_valid.d.next = self.report.val();
                self.pc_entry.d.next = self.k_entry.val();
                // (The queue's front by the head's one-hot, an AND-OR pick: the entry, its
                // slot's and next position's one-hots and its next position, all decoded when
                // it was queued.)
                self.q_front.next = 0.into();
                self.q_front_slot_oh.next = 0.into();
                self.q_front_next_oh.next = 0.into();
                self.q_front_next_pos.next = 0.into();
                $(
                    if self.queue_head_oh.q.val().get_bit($k) {
                        self.q_front.next =
                            self.q_front.val() | self.queue.q.val().get_bits::<EW>($k * 8);
                        self.q_front_slot_oh.next = self.q_front_slot_oh.val()
                            | self.queue_slot_oh.q.val().get_bits::<16>($k * 16);
                        self.q_front_next_oh.next = self.q_front_next_oh.val()
                            | self.queue_next_oh.q.val().get_bits::<16>($k * 16);
                        self.q_front_next_pos.next = self.q_front_next_pos.val()
                            | self.queue_next_pos.q.val().get_bits::<4>($k * 4);
                    }
                )*
                self.queue_head_next.next = self.queue_head.q.val();
                self.queue_head_advance.next = false;
                if self.report.val() {
                    self.f_pos.d.next = self.f_next.q.val();
                    self.f_next.d.next = self.f_next.q.val() + 1;
                    self.f_next_oh.d.next =
                        (self.f_next_oh.q.val() << 1) | (self.f_next_oh.q.val() >> 15);
                    self.f_ready.d.next = self.keep.val();
                } else if self.queue_head.q.val() != self.queue_tail.q.val() {
                    self.f_valid.d.next = true;
                    self.f_ready.d.next = true;
                    self.f_slot.d.next = self.q_front.val().get_bits::<SW>(4);
                    self.f_pos.d.next = self.q_front.val().get_bits::<4>(0);
                    self.f_next.d.next = self.q_front_next_pos.val();
                    self.f_slot_oh.d.next = self.q_front_slot_oh.val();
                    self.f_next_oh.d.next = self.q_front_next_oh.val();
                    self.queue_head_next.next = self.queue_head.q.val() + 1;
                    self.queue_head_advance.next = true;
                } else {
                    self.f_valid.d.next = false;
                }
                self.queue_head.d.next = self.queue_head_next.val();
                self.queue_head_dec.next =
                    bits::<16>(1) << self.queue_head.q.val().get_bits::<4>(0);
                self.queue_head_oh.d.next = self.queue_head_dec.val();
                if self.queue_head_advance.val() {
                    self.queue_head_oh.d.next =
                        (self.queue_head_dec.val() << 1) | (self.queue_head_dec.val() >> 15);
                }
                self.c_valid.d.next = self.report.val();
                self.c_slot.d.next = self.f_slot.q.val();
                self.c_msn.d.next = self.k_q.val();
                self.m_cpl_valid.next = self.c_valid.q.val();
                self.m_cpl_slot.next = self.c_slot.q.val();
                self.m_cpl_msn.next = self.c_msn.q.val();
                self.m_cpl_bytes.next = self.records.read_data.val().bytes;
                self.m_cpl_status.next = self.records.read_data.val().error;

                // Queue the entry in its commit clock when it finished its slot's head
                // (after this clock's report): the queue holds a slot at most once.
                self.is_head.next = self.last_head_now.q.val()
                    | (self.report.val()
                        & (self.f_slot.q.val() == self.last_slot.q.val())
                        & self.last_head_next.q.val());
                // Written at the tail's one-hot, as a byte mask over the 16 entries (each
                // entry's bits are picked by one gate: no chain of conditional writes).
                self.queue_write.next = self.last_finish.q.val() & self.is_head.val();
                self.queue_mask.next = 0.into();
                self.queue_oh_mask.next = 0.into();
                self.queue_pos_mask.next = 0.into();
                self.queue_entry.next = 0.into();
                self.queue_slot_oh_entry.next = 0.into();
                self.queue_next_oh_entry.next = 0.into();
                self.queue_next_pos_entry.next = 0.into();
                // The entry's slot and next position decoded, and its next position (wrapping
                // on 4 bits), for the front's pick — each in a signal of its width, so the
                // emitted Verilog drops the carry and the turned-out bit as the simulation does.
                self.last_pos_oh.next = bits::<16>(1) << self.last_entry.q.val().get_bits::<4>(0);
                self.last_slot_oh.next = bits::<16>(1) << self.last_entry.q.val().get_bits::<SW>(4);
                self.last_next_oh.next =
                    (self.last_pos_oh.val() << 1) | (self.last_pos_oh.val() >> 15);
                self.last_next_pos.next = self.last_entry.q.val().get_bits::<4>(0) + 1;
                $(
                    if self.queue_tail_oh.q.val().get_bit($k) {
                        self.queue_mask.next =
                            self.queue_mask.val() | (bits::<128>(0xff) << ($k * 8));
                        self.queue_oh_mask.next =
                            self.queue_oh_mask.val() | (bits::<256>(0xffff) << ($k * 16));
                        self.queue_pos_mask.next =
                            self.queue_pos_mask.val() | (bits::<64>(0xf) << ($k * 4));
                    }
                    self.queue_entry.next = self.queue_entry.val()
                        | (bit_cast::<128, EW>(self.last_entry.q.val()) << ($k * 8));
                    self.queue_slot_oh_entry.next = self.queue_slot_oh_entry.val()
                        | (bit_cast::<256, 16>(self.last_slot_oh.val()) << ($k * 16));
                    self.queue_next_oh_entry.next = self.queue_next_oh_entry.val()
                        | (bit_cast::<256, 16>(self.last_next_oh.val()) << ($k * 16));
                    self.queue_next_pos_entry.next = self.queue_next_pos_entry.val()
                        | (bit_cast::<64, 4>(self.last_next_pos.val()) << ($k * 4));
                )*
                // The entry is stored at the tail in every clock, queued or not, so the 704
                // stored bits wait for no decision (the top level's route at a4a1051 had the
                // front's report through the write decision into them, 27 endpoints at
                // −0.63 ns). The tail's entry is free until the write decision advances the
                // tail past it — but when the queue is full, the tail is the head's place.
                // That lasts one clock, and its entry leaves in it: a slot is queued at most
                // once, and a front being reported is not queued too (had its next receive
                // finished as its head, the front would not be ready), so a full queue means
                // a front not reported, which takes the head's entry in that clock (from
                // the register, before the edge that overwrites it).
                self.queue.d.next = (self.queue.q.val() & !self.queue_mask.val())
                    | (self.queue_entry.val() & self.queue_mask.val());
                self.queue_slot_oh.d.next = (self.queue_slot_oh.q.val()
                    & !self.queue_oh_mask.val())
                    | (self.queue_slot_oh_entry.val() & self.queue_oh_mask.val());
                self.queue_next_oh.d.next = (self.queue_next_oh.q.val()
                    & !self.queue_oh_mask.val())
                    | (self.queue_next_oh_entry.val() & self.queue_oh_mask.val());
                self.queue_next_pos.d.next = (self.queue_next_pos.q.val()
                    & !self.queue_pos_mask.val())
                    | (self.queue_next_pos_entry.val() & self.queue_pos_mask.val());
                self.queue_tail_next.next = self.queue_tail.q.val();
                if self.queue_write.val() {
                    self.queue_tail_next.next = self.queue_tail.q.val() + 1;
                }
                self.queue_tail.d.next = self.queue_tail_next.val();
                self.queue_tail_dec.next =
                    bits::<16>(1) << self.queue_tail.q.val().get_bits::<4>(0);
                self.queue_tail_oh.d.next = self.queue_tail_dec.val();
                if self.queue_write.val() {
                    self.queue_tail_oh.d.next =
                        (self.queue_tail_dec.val() << 1) | (self.queue_tail_dec.val() >> 15);
                }
            }
        }
    };
}

recv_table_logic!(
    0 => slot0, 1 => slot1, 2 => slot2, 3 => slot3, 4 => slot4, 5 => slot5, 6 => slot6,
    7 => slot7, 8 => slot8, 9 => slot9, 10 => slot10, 11 => slot11, 12 => slot12,
    13 => slot13, 14 => slot14, 15 => slot15,
);

impl std::fmt::Debug for RecvTable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RecvTable").finish_non_exhaustive()
    }
}
