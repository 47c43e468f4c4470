//! The SEND receive table circuit.
//!
//! State:
//!
//! * 16 stream slots ([`StreamSlot`], registers): bound, key (connection slot, stream id),
//!   `active` (a receive was ever posted, as the reference creates a stream's queue on its
//!   first post), `posted` (receives posted since the bind) and `popped` (receives completed
//!   and reported). MSN `m` of a stream is its `m`-th receive, at ring position `m % 16`:
//!   `popped` is the MSN at the ring's head, `posted - popped` the ring's fill.
//! * Per entry (slot, ring position), 256 of each: `done` and `started` flags (registers), the
//!   posted buffer {key, address, length} (RAM, written by posts, read by lookups), the
//!   placement progress {message length, segments, segments placed, 64-bit segment bitmap}
//!   (RAM, read-modify-written by placed updates) and the completion record {bytes, status}
//!   (RAM, written when a message finishes, read when it is reported).
//! * The completion queue: stream slots with a finished receive at their ring's head, in
//!   the order they finished (16 deep: a slot is queued at most once, see below).
//!
//! Lookup (one SEND per clock, result `LOOKUP_LATENCY` = 4 clocks later):
//!
//! * cycle 0 — the request is registered;
//! * cycle 1 — the 16 keys are compared in full, in parallel (connection slot and 32-bit
//!   stream id); the matching slot is registered;
//! * cycle 2 — the slot's counts are read: `index = msn - popped`; behind the head
//!   (`index >= 2^31`) is completed, within the ring (`index < posted - popped`) is
//!   completed if the entry's `done` flag is set and posted otherwise, anything else (and a
//!   stream no slot holds, or one never posted to) not posted — `SendTable::send_target`
//!   of `RecvQueues`; the buffer RAM is read at the entry;
//! * cycle 3 — the buffer out of the RAM: target address `addr + offset` (64-bit add) and
//!   whether the message fits (`msg_len <= len`).
//!
//! Placed update (one per clock, `RecvQueues::on_placed` or `on_refused`):
//!
//! * cycle 0 — the entry `(slot, msn % 16)` and whether the MSN is in the ring are decided
//!   from the slot's counts; the progress RAM is read; the segment `offset >> mtu_shift` and
//!   the message's segment count `max(1, ceil(msg_len / mtu))` are computed;
//! * cycle 1 — the progress out of the RAM, or the row this stage wrote one clock earlier
//!   when it is the same entry (read-modify-write forwarding, so back-to-back updates of one
//!   message count every segment); an entry not yet `started` takes this packet's message
//!   length and segment count, as the reference sizes its bitmap on the first placed
//!   packet. A new segment of the right message length sets its bit; the last one sets
//!   `done`, writes the completion record and, if the entry is the ring's head (after this
//!   clock's report), queues the slot. A refused SEND sets `done` with an error status.
//!
//! Reporting (one completion per clock): the slot at the queue's front has a finished
//! receive at its head; its record is read, `popped` advances, and the slot stays at the
//! front while the next receive is finished too. A slot is queued only when its head
//! finishes, so each queued slot reports at least one receive and the queue never holds a
//! slot twice. The completion leaves on `m_cpl_*` one clock after it is read.
//!
//! Host writes (`s_write_*`) bind or unbind a slot (counts reset: MSNs start at 0) or post
//! a receive at position `posted % 16`. A post into a full ring, onto an unbound slot, or
//! longer than `SEGMENTS << mtu_shift` bytes is refused, with a one-clock pulse on
//! `m_write_error_full`, `m_write_error_unbound` or `m_write_error_too_long`.

use rust_hdl::prelude::*;
use rust_hdl::widgets::prelude::{DFF, RAM};

use super::encoding::{
    CONN_SLOT_WIDTH as CW, ENTRY_WIDTH as EW, LOOKUP_TAG_WIDTH as TW, MTU_SHIFT_WIDTH as MW,
    SEGMENT_COUNT_WIDTH as NW, STREAM_SLOT_WIDTH as SW, TARGET_WIDTH as GW,
};

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
    /// Receives posted since the bind (the next receive takes this MSN).
    pub posted: Signal<Out, Bits<32>>,
    /// Receives reported since the bind (the MSN at the ring's head).
    pub popped: Signal<Out, Bits<32>>,

    r_bound: DFF<bool>,
    r_active: DFF<bool>,
    r_conn: DFF<Bits<CW>>,
    r_stream: DFF<Bits<32>>,
    r_posted: DFF<Bits<32>>,
    r_popped: DFF<Bits<32>>,
}

impl Logic for StreamSlot {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clk, r_bound, r_active, r_conn, r_stream, r_posted, r_popped
        );
        if self.post.val() {
            self.r_posted.d.next = self.r_posted.q.val() + 1;
            self.r_active.d.next = true;
        }
        if self.pop.val() {
            self.r_popped.d.next = self.r_popped.q.val() + 1;
        }
        if self.bind_valid.val() {
            self.r_bound.d.next = self.bind_enable.val();
            self.r_active.d.next = false;
            self.r_conn.d.next = self.bind_conn.val();
            self.r_stream.d.next = self.bind_stream.val();
            self.r_posted.d.next = 0.into();
            self.r_popped.d.next = 0.into();
        }
        self.bound.next = self.r_bound.q.val();
        self.active.next = self.r_active.q.val();
        self.conn.next = self.r_conn.q.val();
        self.stream.next = self.r_stream.q.val();
        self.posted.next = self.r_posted.q.val();
        self.popped.next = self.r_popped.q.val();
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
    /// Segments placed.
    pub placed: Bits<NW>,
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
    /// Post: the buffer's length.
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
    /// The result of the lookup of four clocks earlier.
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
    /// A SEND packet was placed (or refused).
    pub s_placed_valid: Signal<In, bool>,
    /// Refused (`RecvQueues::on_refused`: too long, or the region check failed) rather
    /// than placed.
    pub s_placed_refused: Signal<In, bool>,
    /// Its stream slot (`m_result_slot`).
    pub s_placed_slot: Signal<In, Bits<SW>>,
    /// Its MSN.
    pub s_placed_msn: Signal<In, Bits<32>>,
    /// Its offset in the message.
    pub s_placed_offset: Signal<In, Bits<32>>,
    /// Its message length.
    pub s_placed_msg_len: Signal<In, Bits<32>>,
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
    queue: DFF<Bits<64>>,
    queue_head: DFF<Bits<5>>,
    queue_tail: DFF<Bits<5>>,

    // Host writes.
    w_posted: DFF<bool>,
    w_full: DFF<bool>,
    w_unbound: DFF<bool>,
    w_too_long: DFF<bool>,

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
    l2_msn: DFF<Bits<32>>,
    l2_offset: DFF<Bits<32>>,
    l2_msg_len: DFF<Bits<32>>,
    l2_tag: DFF<Bits<TW>>,
    l3_valid: DFF<bool>,
    l3_hit: DFF<bool>,
    l3_slot: DFF<Bits<SW>>,
    l3_target: DFF<Bits<GW>>,
    l3_offset: DFF<Bits<32>>,
    l3_msg_len: DFF<Bits<32>>,
    l3_tag: DFF<Bits<TW>>,
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

    // Placed pipeline.
    u1_valid: DFF<bool>,
    u1_refused: DFF<bool>,
    u1_slot: DFF<Bits<SW>>,
    u1_entry: DFF<Bits<EW>>,
    u1_msn: DFF<Bits<32>>,
    u1_segment: DFF<Bits<NW>>,
    u1_msg_len: DFF<Bits<32>>,
    u1_segments: DFF<Bits<NW>>,
    u1_segments_ok: DFF<bool>,
    last_valid: DFF<bool>,
    last_entry: DFF<Bits<EW>>,
    last_row: DFF<Progress>,

    // Reporting.
    c_valid: DFF<bool>,
    c_slot: DFF<Bits<SW>>,
    c_msn: DFF<Bits<32>>,

    // Combinational.
    w_p: Signal<Local, Bits<32>>,
    w_q: Signal<Local, Bits<32>>,
    w_bound: Signal<Local, bool>,
    w_entry: Signal<Local, Bits<EW>>,
    post_ok: Signal<Local, bool>,
    bind_now: Signal<Local, bool>,
    l_hit: Signal<Local, bool>,
    l_slot: Signal<Local, Bits<SW>>,
    l_p: Signal<Local, Bits<32>>,
    l_q: Signal<Local, Bits<32>>,
    l_active: Signal<Local, bool>,
    l_index: Signal<Local, Bits<32>>,
    l_entry: Signal<Local, Bits<EW>>,
    u_p: Signal<Local, Bits<32>>,
    u_q: Signal<Local, Bits<32>>,
    u_segment: Signal<Local, Bits<32>>,
    u_rounded: Signal<Local, Bits<33>>,
    u_segments: Signal<Local, Bits<33>>,
    v_q: Signal<Local, Bits<32>>,
    row_in: Signal<Local, Progress>,
    row: Signal<Local, Progress>,
    new_row: Signal<Local, Progress>,
    row_bitmap: Signal<Local, Bits<64>>,
    entry_started: Signal<Local, bool>,
    live: Signal<Local, bool>,
    accepted: Signal<Local, bool>,
    finish: Signal<Local, bool>,
    is_head: Signal<Local, bool>,
    k_slot: Signal<Local, Bits<SW>>,
    k_p: Signal<Local, Bits<32>>,
    k_q: Signal<Local, Bits<32>>,
    k_next: Signal<Local, Bits<4>>,
    report: Signal<Local, bool>,
    keep: Signal<Local, bool>,
    entry_mask: Signal<Local, Bits<256>>,
    tail_mask: Signal<Local, Bits<256>>,
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
                    self, clk, done, started, queue, queue_head, queue_tail, w_posted, w_full,
                    w_unbound, w_too_long, l1_valid, l1_conn, l1_stream, l1_msn, l1_offset,
                    l1_msg_len, l1_tag, l2_valid, l2_hit, l2_slot, l2_msn, l2_offset,
                    l2_msg_len, l2_tag, l3_valid, l3_hit, l3_slot, l3_target, l3_offset,
                    l3_msg_len, l3_tag, r_valid, r_hit, r_slot, r_target, r_tag, r_key, r_addr,
                    r_len, r_target_addr, r_fits, u1_valid, u1_refused, u1_slot, u1_entry,
                    u1_msn, u1_segment, u1_msg_len, u1_segments, u1_segments_ok, last_valid,
                    last_entry, last_row, c_valid, c_slot, c_msn
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

                // The slot at the report queue's front (read below).
                self.k_slot.next = self
                    .queue
                    .q
                    .val()
                    .get_bits::<SW>(self.queue_head.q.val().get_bits::<4>(0).index() * 4);

                // Slot reads: the host write's, the lookup's (cycle 2), the update's
                // (cycles 0 and 1) and the report's.
                self.w_p.next = 0.into();
                self.w_q.next = 0.into();
                self.w_bound.next = false;
                self.l_p.next = 0.into();
                self.l_q.next = 0.into();
                self.l_active.next = false;
                self.u_p.next = 0.into();
                self.u_q.next = 0.into();
                self.v_q.next = 0.into();
                self.k_p.next = 0.into();
                self.k_q.next = 0.into();
                $(
                    if self.s_write_slot.val() == $k {
                        self.w_p.next = self.$f.posted.val();
                        self.w_q.next = self.$f.popped.val();
                        self.w_bound.next = self.$f.bound.val();
                    }
                    if self.l2_slot.q.val() == $k {
                        self.l_p.next = self.$f.posted.val();
                        self.l_q.next = self.$f.popped.val();
                        self.l_active.next = self.$f.active.val();
                    }
                    if self.s_placed_slot.val() == $k {
                        self.u_p.next = self.$f.posted.val();
                        self.u_q.next = self.$f.popped.val();
                    }
                    if self.u1_slot.q.val() == $k {
                        self.v_q.next = self.$f.popped.val();
                    }
                    if self.k_slot.val() == $k {
                        self.k_p.next = self.$f.posted.val();
                        self.k_q.next = self.$f.popped.val();
                    }
                )*

                // Host writes: bind / unbind, or post at position `posted % 16`.
                self.bind_now.next = self.s_write_valid.val() & !self.s_write_post.val();
                self.w_entry.next = (bit_cast::<EW, SW>(self.s_write_slot.val()) << 4)
                    | bit_cast::<EW, 4>(self.w_p.val().get_bits::<4>(0));
                self.w_unbound.d.next =
                    self.s_write_valid.val() & self.s_write_post.val() & !self.w_bound.val();
                self.w_full.d.next = self.s_write_valid.val()
                    & self.s_write_post.val()
                    & self.w_bound.val()
                    & ((self.w_p.val() - self.w_q.val()) >= 16);
                self.w_too_long.d.next = self.s_write_valid.val()
                    & self.s_write_post.val()
                    & self.w_bound.val()
                    & ((self.w_p.val() - self.w_q.val()) < 16)
                    & (self.s_write_len.val() > (bits::<64>(64) << self.mtu_shift.val()));
                self.post_ok.next = self.s_write_valid.val()
                    & self.s_write_post.val()
                    & self.w_bound.val()
                    & ((self.w_p.val() - self.w_q.val()) < 16)
                    & (self.s_write_len.val() <= (bits::<64>(64) << self.mtu_shift.val()));
                self.w_posted.d.next = self.post_ok.val();
                self.buffers.write_enable.next = self.post_ok.val();
                self.buffers.write_address.next = self.w_entry.val();
                self.buffers.write_data.next.key = self.s_write_key.val();
                self.buffers.write_data.next.addr = self.s_write_addr.val();
                self.buffers.write_data.next.len = self.s_write_len.val().get_bits::<32>(0);
                $(
                    self.$f.bind_valid.next = self.bind_now.val() & (self.s_write_slot.val() == $k);
                    self.$f.post.next = self.post_ok.val() & (self.s_write_slot.val() == $k);
                )*
                self.m_write_posted.next = self.w_posted.q.val();
                self.m_write_error_full.next = self.w_full.q.val();
                self.m_write_error_unbound.next = self.w_unbound.q.val();
                self.m_write_error_too_long.next = self.w_too_long.q.val();

                // Lookup cycle 0: register.
                self.l1_valid.d.next = self.s_lookup_valid.val() & !self.rst.val();
                self.l1_conn.d.next = self.s_lookup_conn.val();
                self.l1_stream.d.next = self.s_lookup_stream.val();
                self.l1_msn.d.next = self.s_lookup_msn.val();
                self.l1_offset.d.next = self.s_lookup_offset.val();
                self.l1_msg_len.d.next = self.s_lookup_msg_len.val();
                self.l1_tag.d.next = self.s_lookup_tag.val();

                // Lookup cycle 1: the keys, in full and in parallel.
                self.l_hit.next = false;
                self.l_slot.next = 0.into();
                $(
                    if self.$f.bound.val()
                        & (self.$f.conn.val() == self.l1_conn.q.val())
                        & (self.$f.stream.val() == self.l1_stream.q.val())
                    {
                        self.l_hit.next = true;
                        self.l_slot.next = $k.into();
                    }
                )*
                self.l2_valid.d.next = self.l1_valid.q.val() & !self.rst.val();
                self.l2_hit.d.next = self.l_hit.val();
                self.l2_slot.d.next = self.l_slot.val();
                self.l2_msn.d.next = self.l1_msn.q.val();
                self.l2_offset.d.next = self.l1_offset.q.val();
                self.l2_msg_len.d.next = self.l1_msg_len.q.val();
                self.l2_tag.d.next = self.l1_tag.q.val();

                // Lookup cycle 2: the ring (RecvQueues::send_target); read the buffer.
                self.l_index.next = self.l2_msn.q.val() - self.l_q.val();
                self.l_entry.next = (bit_cast::<EW, SW>(self.l2_slot.q.val()) << 4)
                    | bit_cast::<EW, 4>(self.l2_msn.q.val().get_bits::<4>(0));
                self.buffers.read_address.next = self.l_entry.val();
                self.l3_target.d.next = 0.into(); // TARGET_NOT_POSTED
                if self.l2_hit.q.val() & self.l_active.val() {
                    if self.l_index.val().get_bit(31) {
                        self.l3_target.d.next = 1.into(); // TARGET_COMPLETED
                    } else if self.l_index.val() < (self.l_p.val() - self.l_q.val()) {
                        if self.done.q.val().get_bit(self.l_entry.val().index()) {
                            self.l3_target.d.next = 1.into(); // TARGET_COMPLETED
                        } else {
                            self.l3_target.d.next = 2.into(); // TARGET_POSTED
                        }
                    }
                }
                self.l3_valid.d.next = self.l2_valid.q.val() & !self.rst.val();
                self.l3_hit.d.next = self.l2_hit.q.val();
                self.l3_slot.d.next = self.l2_slot.q.val();
                self.l3_offset.d.next = self.l2_offset.q.val();
                self.l3_msg_len.d.next = self.l2_msg_len.q.val();
                self.l3_tag.d.next = self.l2_tag.q.val();

                // Lookup cycle 3: the buffer; target address and fit.
                self.r_valid.d.next = self.l3_valid.q.val() & !self.rst.val();
                self.r_hit.d.next = self.l3_hit.q.val();
                self.r_slot.d.next = self.l3_slot.q.val();
                self.r_target.d.next = self.l3_target.q.val();
                self.r_tag.d.next = self.l3_tag.q.val();
                self.r_key.d.next = self.buffers.read_data.val().key;
                self.r_addr.d.next = self.buffers.read_data.val().addr;
                self.r_len.d.next = self.buffers.read_data.val().len;
                self.r_target_addr.d.next = self.buffers.read_data.val().addr
                    + bit_cast::<64, 32>(self.l3_offset.q.val());
                self.r_fits.d.next = self.l3_msg_len.q.val() <= self.buffers.read_data.val().len;
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

                // Placed cycle 0: the entry, in the ring or not; read its progress.
                self.u1_valid.d.next = self.s_placed_valid.val()
                    & !self.rst.val()
                    & ((self.s_placed_msn.val() - self.u_q.val())
                        < (self.u_p.val() - self.u_q.val()));
                self.u1_refused.d.next = self.s_placed_refused.val();
                self.u1_slot.d.next = self.s_placed_slot.val();
                self.u1_entry.d.next = (bit_cast::<EW, SW>(self.s_placed_slot.val()) << 4)
                    | bit_cast::<EW, 4>(self.s_placed_msn.val().get_bits::<4>(0));
                self.progress.read_address.next = (bit_cast::<EW, SW>(self.s_placed_slot.val())
                    << 4)
                    | bit_cast::<EW, 4>(self.s_placed_msn.val().get_bits::<4>(0));
                self.u1_msn.d.next = self.s_placed_msn.val();
                // The segment on 7 bits (64 when beyond the bitmap): a short compare later.
                self.u_segment.next = self.s_placed_offset.val() >> self.mtu_shift.val();
                self.u1_segment.d.next = self.u_segment.val().get_bits::<NW>(0);
                if self.u_segment.val() > 64 {
                    self.u1_segment.d.next = 64.into();
                }
                self.u1_msg_len.d.next = self.s_placed_msg_len.val();
                self.u_rounded.next = bit_cast::<33, 32>(self.s_placed_msg_len.val())
                    + ((bits::<33>(1) << self.mtu_shift.val()) - 1);
                self.u_segments.next = self.u_rounded.val() >> self.mtu_shift.val();
                self.u1_segments.d.next = self.u_segments.val().get_bits::<NW>(0);
                if !self.u_segments.val().any() {
                    self.u1_segments.d.next = 1.into();
                }
                self.u1_segments_ok.d.next = self.u_segments.val() <= 64;

                // Placed cycle 1: read-modify-write of the progress.
                self.row_in.next = self.progress.read_data.val();
                if self.last_valid.q.val() & (self.last_entry.q.val() == self.u1_entry.q.val()) {
                    self.row_in.next = self.last_row.q.val();
                }
                self.entry_started.next = self.started.q.val().get_bit(self.u1_entry.q.val().index());
                self.row.next = self.row_in.val();
                if !self.entry_started.val() {
                    self.row.next.msg_len = self.u1_msg_len.q.val();
                    self.row.next.segments = self.u1_segments.q.val();
                    self.row.next.placed = 0.into();
                    self.row.next.bitmap = 0.into();
                }
                self.row_bitmap.next = self.row.val().bitmap;
                self.live.next = self.u1_valid.q.val()
                    & !self.done.q.val().get_bit(self.u1_entry.q.val().index());
                self.progress.write_enable.next = self.live.val()
                    & !self.u1_refused.q.val()
                    & (self.entry_started.val() | self.u1_segments_ok.q.val());
                self.progress.write_address.next = self.u1_entry.q.val();
                self.accepted.next = self.progress.write_enable.val()
                    & (self.u1_msg_len.q.val() == self.row.val().msg_len)
                    & (self.u1_segment.q.val() < self.row.val().segments)
                    & !self
                        .row_bitmap
                        .val()
                        .get_bit(self.u1_segment.q.val().get_bits::<6>(0).index());
                self.new_row.next = self.row.val();
                if self.accepted.val() {
                    self.new_row.next.bitmap = self
                        .row_bitmap
                        .val()
                        .replace_bit(self.u1_segment.q.val().get_bits::<6>(0).index(), true);
                    self.new_row.next.placed = self.row.val().placed + 1;
                }
                self.progress.write_data.next = self.new_row.val();
                self.last_valid.d.next = self.progress.write_enable.val();
                self.last_entry.d.next = self.u1_entry.q.val();
                self.last_row.d.next = self.new_row.val();
                self.finish.next = (self.live.val() & self.u1_refused.q.val())
                    | (self.accepted.val() & ((self.row.val().placed + 1) == self.row.val().segments));
                self.records.write_enable.next = self.finish.val();
                self.records.write_address.next = self.u1_entry.q.val();
                self.records.write_data.next.error = self.u1_refused.q.val();
                self.records.write_data.next.bytes = self.u1_msg_len.q.val();
                if self.u1_refused.q.val() {
                    self.records.write_data.next.bytes = 0.into();
                    if self.entry_started.val() {
                        self.records.write_data.next.bytes = self.row_in.val().msg_len;
                    }
                }
                // Flag updates as one-hot masks decoded from registered or early indices, so
                // `finish` only gates them (no 256-bit shifter after it).
                self.entry_mask.next = bits::<256>(1) << self.u1_entry.q.val();
                self.tail_mask.next = bits::<256>(1) << self.w_entry.val();
                self.done_set.next = self.done.q.val();
                if self.finish.val() {
                    self.done_set.next = self.done.q.val() | self.entry_mask.val();
                }
                self.started_set.next = self.started.q.val();
                if self.progress.write_enable.val() {
                    self.started_set.next = self.started.q.val() | self.entry_mask.val();
                }
                // A post clears its entry's flags (never an entry in the ring).
                self.done.d.next = self.done_set.val();
                self.started.d.next = self.started_set.val();
                if self.post_ok.val() {
                    self.done.d.next = self.done_set.val() & !self.tail_mask.val();
                    self.started.d.next = self.started_set.val() & !self.tail_mask.val();
                }

                // Reporting: the slot at the queue's front has a finished head.
                self.report.next = self.queue_head.q.val() != self.queue_tail.q.val();
                self.records.read_address.next = (bit_cast::<EW, SW>(self.k_slot.val()) << 4)
                    | bit_cast::<EW, 4>(self.k_q.val().get_bits::<4>(0));
                self.k_next.next = self.k_q.val().get_bits::<4>(0) + 1;
                self.keep.next = ((self.k_p.val() - self.k_q.val()) > 1)
                    & self.done.q.val().get_bit(
                        ((bit_cast::<EW, SW>(self.k_slot.val()) << 4)
                            | bit_cast::<EW, 4>(self.k_next.val()))
                        .index(),
                    );
                $(
                    self.$f.pop.next = self.report.val() & (self.k_slot.val() == $k);
                )*
                self.queue_head.d.next = self.queue_head.q.val();
                if self.report.val() & !self.keep.val() {
                    self.queue_head.d.next = self.queue_head.q.val() + 1;
                }
                self.c_valid.d.next = self.report.val();
                self.c_slot.d.next = self.k_slot.val();
                self.c_msn.d.next = self.k_q.val();
                self.m_cpl_valid.next = self.c_valid.q.val();
                self.m_cpl_slot.next = self.c_slot.q.val();
                self.m_cpl_msn.next = self.c_msn.q.val();
                self.m_cpl_bytes.next = self.records.read_data.val().bytes;
                self.m_cpl_status.next = self.records.read_data.val().error;

                // Queue the slot when its head finished (after this clock's report).
                self.is_head.next = (self.u1_msn.q.val() == self.v_q.val())
                    | (self.report.val()
                        & (self.k_slot.val() == self.u1_slot.q.val())
                        & (self.u1_msn.q.val() == (self.v_q.val() + 1)));
                self.queue.d.next = self.queue.q.val();
                self.queue_tail.d.next = self.queue_tail.q.val();
                if self.finish.val() & self.is_head.val() {
                    self.queue.d.next = self
                        .queue
                        .q
                        .val()
                        .replace_bit(
                            self.queue_tail.q.val().get_bits::<4>(0).index() * 4,
                            self.u1_slot.q.val().get_bit(0),
                        )
                        .replace_bit(
                            self.queue_tail.q.val().get_bits::<4>(0).index() * 4 + 1,
                            self.u1_slot.q.val().get_bit(1),
                        )
                        .replace_bit(
                            self.queue_tail.q.val().get_bits::<4>(0).index() * 4 + 2,
                            self.u1_slot.q.val().get_bit(2),
                        )
                        .replace_bit(
                            self.queue_tail.q.val().get_bits::<4>(0).index() * 4 + 3,
                            self.u1_slot.q.val().get_bit(3),
                        );
                    self.queue_tail.d.next = self.queue_tail.q.val() + 1;
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
