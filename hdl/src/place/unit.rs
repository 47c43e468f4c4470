//! The placement circuit.
//!
//! * **Capture** (every clock a frame beat arrives): each beat of a DATA frame (opcode
//!   0x01 or 0x02 in the first beat; nothing else is ever placed) is written whole into the
//!   next line of a 2048-line ring in the DMA RAM (64 bytes a line: the RAM is Corundum's
//!   two 256-bit segments side by side). A frame takes consecutive lines from the ring's
//!   write pointer, wrapping at the top of the RAM. A beat that finds the ring full is not
//!   written, and its frame is not *stored*: the write pointer goes back to the frame's first
//!   line when it ends. Every beat but the last holds 64 bytes (as the parser counts them):
//!   after a partial beat before the last, the rest of the frame is not written and the
//!   frame is not stored. So the frame's length is 64 bytes a beat before the last plus
//!   the last's count, and the count's low six bits only fill in a multiple of 64 (no
//!   adder after the count). At the last beat a DATA frame is *committed* (it needs a free tag
//!   too: at most 256 frames hold lines); every frame is queued for its decision, and
//!   `m_capture_*` reports whether it was stored one clock later.
//! * **Decision** (registered on entry, with `offset + len` and `len > 0`): the oldest
//!   queued frame takes it. Placed (and stored, with `offset + len` inside the frame and
//!   `len > 0`): a descriptor `{host address, RAM address of the payload = first line *
//!   64 + offset, len, tag}` is registered and written into the descriptor queue a clock
//!   later. Otherwise the frame's tag is released: marked done.
//! * **Descriptors** leave the queue on `m_axis_data_dma_write_desc_*` as the DMA engine
//!   takes them. The queue holds one entry per tag, so it never overflows.
//! * **Status** from the DMA engine marks the tag done. A release or a status is decoded
//!   into a one-hot mask and registered, with its valid flag apart, and marks its tag a
//!   clock later. Tags retire in order, one per clock, each moving the ring's free pointer
//!   past its frame's lines; the done flags are kept aligned to the retire pointer (bit `k`
//!   is tag `retire_tag + k`, shifted down at each retire), so the retire step reads one bit
//!   instead of selecting one of 256, and a mask is decoded at its tag's offset from the
//!   pointer as it will be when it is ORed in (a copy counted a clock ahead). Only a tag in
//!   flight is ever set done (the DMA engine answers only descriptors it was given), so bit
//!   0 set means the ring holds that tag: the retire test is bit 0 alone, with no pointer
//!   compare.
//! * **RAM read port** (per segment, as Corundum's `dma_psdpram`, and for the descriptor
//!   queue; `read_port`): a command is answered three clocks later, one a clock while the
//!   responses are taken; the RAM's read address and its output are registers, and a
//!   response not taken waits in a queue of three.
//!
//! The pending-decision queue, the line ends and the descriptor queue are RAMs with a
//! registered read; each is read at the address its head will have after the clock (the
//! FIFO "look-ahead" read), so its head entry is always on the RAM's output. An entry is
//! used no earlier than the second clock after it was written (decisions are registered and
//! come at least one clock after the last beat; the descriptor queue's fill count is
//! delayed by a clock), so it is never read in the clock it is written.

use rust_hdl::prelude::*;
use rust_hdl::widgets::prelude::{DFF, RAM};

use super::read_port::{RamReadPort, SegmentReadPort};

use super::encoding::{
    DECISION_QUEUE_BITS as QB, DMA_ADDR_WIDTH as AW, DMA_IMM_WIDTH as IW, DMA_LEN_WIDTH as LW,
    DMA_TAG_WIDTH as TW, RAM_ADDR_WIDTH as RAW, RAM_SEG_ADDR_WIDTH as SAW, RAM_SEG_BE_WIDTH,
    RAM_SEG_COUNT, RAM_SEG_DATA_WIDTH as SDW, RAM_SEL_WIDTH, TAG_BITS as TB,
};
use crate::keep::KeepByteCount;
use crate::parser::encoding::{AXIS_DATA_WIDTH as DW, AXIS_KEEP_WIDTH as KW};
use crate::wiring::KeptRegister;

/// Bits of a line pointer: a line index plus a wrap bit (full and empty differ).
const PW: usize = SAW + 1;
/// Bits of a tag pointer: a tag plus a wrap bit.
const TPW: usize = TB + 1;
/// Bits of a decision-queue pointer.
const QPW: usize = QB + 1;
const SEL_BITS: usize = RAM_SEG_COUNT * RAM_SEL_WIDTH;
const SEG_ADDR_BITS: usize = RAM_SEG_COUNT * SAW;
const BE_BITS: usize = RAM_SEG_COUNT * RAM_SEG_BE_WIDTH;
const TAGS: usize = 1 << TB;
/// DMA tag bits above the frame tag (always 0 in the tags this block issues).
const TAG_HIGH: usize = TW - TB;

// `hdl_gen` writes a bit index or shift amount into the Verilog as written, so the circuit
// spells these widths as literals (a constant's name would reach the Verilog undefined).
const _: () = assert!(SDW == 256 && SAW == 11 && TB == 8 && QB == 5 && RAM_SEG_COUNT == 2);

/// A frame waiting for its decision.
#[derive(Clone, Copy, Debug, PartialEq, Default, LogicStruct)]
pub struct Decision {
    /// The frame holds lines (it was stored whole and got a tag).
    pub stored: bool,
    /// Its tag.
    pub tag: Bits<TB>,
    /// Its first line.
    pub first_line: Bits<SAW>,
    /// Its length in bytes.
    pub frame_len: Bits<16>,
}

/// A DMA write descriptor waiting for the engine.
#[derive(Clone, Copy, Debug, PartialEq, Default, LogicStruct)]
pub struct Descriptor {
    /// Host address of the payload's first byte.
    pub dma_addr: Bits<AW>,
    /// RAM address of the payload's first byte.
    pub ram_addr: Bits<RAW>,
    /// Payload bytes.
    pub len: Bits<LW>,
    /// The frame's tag.
    pub tag: Bits<TB>,
}

/// The placement block (Verilog module `metaroce_placement`).
#[derive(LogicBlock, Default)]
pub struct PlacementUnit {
    /// Core clock.
    pub clk: Signal<In, Clock>,
    /// Synchronous reset, active high: empties the ring and every queue, clears counters.
    pub rst: Signal<In, bool>,

    /// MetaRoCE frames from the RX parser (`m_axis_frame_*`), one beat per clock.
    pub s_axis_frame_tdata: Signal<In, Bits<DW>>,
    /// Byte enables, contiguous from lane 0.
    pub s_axis_frame_tkeep: Signal<In, Bits<KW>>,
    /// A beat is present.
    pub s_axis_frame_tvalid: Signal<In, bool>,
    /// Always high: capture never stalls.
    pub s_axis_frame_tready: Signal<Out, bool>,
    /// Last beat of a frame.
    pub s_axis_frame_tlast: Signal<In, bool>,

    /// One pulse per frame, the clock after its last beat.
    pub m_capture_valid: Signal<Out, bool>,
    /// The frame is held whole in the RAM. When low for a DATA frame it was dropped for a
    /// full ring: the top level must treat the packet as lost on the wire (not mark it
    /// received), so the sender retransmits it. Low for every other opcode.
    pub m_capture_stored: Signal<Out, bool>,

    /// The decision for the oldest undecided frame (frames are decided in order, one
    /// decision each, from one to `DECISION_DEADLINE` clocks after their last beat).
    pub s_decision_valid: Signal<In, bool>,
    /// Write the payload to the host.
    pub s_decision_place: Signal<In, bool>,
    /// Host address of the payload's first byte.
    pub s_decision_addr: Signal<In, Bits<AW>>,
    /// Payload bytes.
    pub s_decision_len: Signal<In, Bits<LW>>,
    /// Offset of the payload's first byte in the frame.
    pub s_decision_offset: Signal<In, Bits<16>>,

    /// Corundum's DMA write descriptor: host address.
    pub m_axis_data_dma_write_desc_dma_addr: Signal<Out, Bits<AW>>,
    /// RAM select (one RAM: 0).
    pub m_axis_data_dma_write_desc_ram_sel: Signal<Out, Bits<RAM_SEL_WIDTH>>,
    /// RAM byte address of the payload.
    pub m_axis_data_dma_write_desc_ram_addr: Signal<Out, Bits<RAW>>,
    /// Immediate data (unused: 0).
    pub m_axis_data_dma_write_desc_imm: Signal<Out, Bits<IW>>,
    /// Immediate enable (0).
    pub m_axis_data_dma_write_desc_imm_en: Signal<Out, bool>,
    /// Bytes.
    pub m_axis_data_dma_write_desc_len: Signal<Out, Bits<LW>>,
    /// Tag, returned with the status.
    pub m_axis_data_dma_write_desc_tag: Signal<Out, Bits<TW>>,
    /// A descriptor is offered.
    pub m_axis_data_dma_write_desc_valid: Signal<Out, bool>,
    /// The DMA engine takes it.
    pub m_axis_data_dma_write_desc_ready: Signal<In, bool>,
    /// The tag of a finished write.
    pub s_axis_data_dma_write_desc_status_tag: Signal<In, Bits<TW>>,
    /// Its error code (0: written).
    pub s_axis_data_dma_write_desc_status_error: Signal<In, Bits<4>>,
    /// A status is present.
    pub s_axis_data_dma_write_desc_status_valid: Signal<In, bool>,

    /// Corundum's DMA RAM write port (the engine's path for read descriptors, which this
    /// block never issues): tied off as Corundum's template does.
    pub data_dma_ram_wr_cmd_sel: Signal<In, Bits<SEL_BITS>>,
    /// Byte enables, per segment.
    pub data_dma_ram_wr_cmd_be: Signal<In, Bits<BE_BITS>>,
    /// Segment addresses.
    pub data_dma_ram_wr_cmd_addr: Signal<In, Bits<SEG_ADDR_BITS>>,
    /// Segment data.
    pub data_dma_ram_wr_cmd_data: Signal<In, Bits<DW>>,
    /// Per segment.
    pub data_dma_ram_wr_cmd_valid: Signal<In, Bits<RAM_SEG_COUNT>>,
    /// Always ready.
    pub data_dma_ram_wr_cmd_ready: Signal<Out, Bits<RAM_SEG_COUNT>>,
    /// Done as soon as offered (nothing is written).
    pub data_dma_ram_wr_done: Signal<Out, Bits<RAM_SEG_COUNT>>,
    /// Corundum's DMA RAM read port: RAM select per segment (one RAM: ignored).
    pub data_dma_ram_rd_cmd_sel: Signal<In, Bits<SEL_BITS>>,
    /// Segment (line) addresses.
    pub data_dma_ram_rd_cmd_addr: Signal<In, Bits<SEG_ADDR_BITS>>,
    /// Per segment.
    pub data_dma_ram_rd_cmd_valid: Signal<In, Bits<RAM_SEG_COUNT>>,
    /// Per segment.
    pub data_dma_ram_rd_cmd_ready: Signal<Out, Bits<RAM_SEG_COUNT>>,
    /// Segment data.
    pub data_dma_ram_rd_resp_data: Signal<Out, Bits<DW>>,
    /// Per segment.
    pub data_dma_ram_rd_resp_valid: Signal<Out, Bits<RAM_SEG_COUNT>>,
    /// Per segment.
    pub data_dma_ram_rd_resp_ready: Signal<In, Bits<RAM_SEG_COUNT>>,

    /// Descriptors issued (payloads sent to the host).
    pub m_stat_placed: Signal<Out, Bits<32>>,
    /// Frames decided "place" that were not stored (ring or tags full): dropped, to be
    /// retransmitted.
    pub m_stat_dropped_full: Signal<Out, Bits<32>>,
    /// DMA writes that returned an error status.
    pub m_stat_dma_error: Signal<Out, Bits<32>>,
    /// Broken contract on the ports: a decision with no frame waiting, a frame with the
    /// decision queue full, a payload outside its frame, a status for no write in flight
    /// (counted a clock later than the other counters count their events).
    pub m_stat_protocol_error: Signal<Out, Bits<32>>,

    seg0: RAM<Bits<SDW>, SAW>,
    seg1: RAM<Bits<SDW>, SAW>,
    decisions: RAM<Decision, QB>,
    line_ends: RAM<Bits<PW>, TB>,
    descriptors: RAM<Descriptor, TB>,

    // Capture.
    in_frame: DFF<bool>,
    cur_line: DFF<Bits<PW>>,
    first_line: DFF<Bits<PW>>,
    frame_ok: DFF<bool>,
    /// Bytes of the frame's beats before this one: 64 each.
    frame_bytes: DFF<Bits<16>>,
    wr_ptr: DFF<Bits<PW>>,
    free_ptr: DFF<Bits<PW>>,
    alloc_tag: DFF<Bits<TPW>>,
    retire_tag: DFF<Bits<TPW>>,
    /// Done flags aligned to the retire pointer: bit `k` is tag `retire_tag + k`.
    done: DFF<Bits<TAGS>>,
    /// Private copies of the retire step's registers, always equal to them, for the
    /// line-ends RAM's read address (`retire_tag_line`, `done0_line`: the retire step made
    /// again beside the RAM): the originals drive the 256 done flags' shift, and the top
    /// level's route at 80db325 placed them 2.5–3.6 ns from the RAM and from the offsets'
    /// subtractions (−1.89 ns into the RAM's address, −1.46 ns into `done`).
    retire_tag_line: KeptRegister<Bits<TPW>>,
    done0_line: KeptRegister<bool>,
    /// The retire pointer as it will be after this clock (`retire_tag`, plus one when flag
    /// 0 is set), counted a clock ahead, for the offsets of the tags set done: a decoded
    /// offset then needs no shift by this clock's retire (the top level's route at a4a1051
    /// had the subtraction, the decode and the shift in one clock, −0.31 ns).
    retire_tag_mark: KeptRegister<Bits<TB>>,
    /// The tag released at its decision (`released_mask`) or written, from a status
    /// (`written_mask`), in the last clock, one-hot and aligned to the retire pointer after
    /// that clock: decoded before the register, so marking it done is an AND-OR with its
    /// valid flag. The top level's route at 97a7071 had the offset's subtraction and decode
    /// between the registers and the 256 done flags (−1.09 ns, 197 endpoints). The masks
    /// are decoded whether or not a tag is released or written: the release's valid
    /// (`release_now`, after the fit test's compare) gating all 256 mask bits was the
    /// route's worst path at 88850c3 (`dq_any` through `issue` into `released_mask`,
    /// −1.70 ns).
    released_mask: DFF<Bits<TAGS>>,
    written_mask: DFF<Bits<TAGS>>,
    released_valid: DFF<bool>,
    written_valid: DFF<bool>,
    /// A broken port contract seen in the last clock, counted a clock later (the fit
    /// test's compare into the counter's 32-bit increment was the route's second path at
    /// 88850c3, −0.72 ns).
    protocol_event: DFF<bool>,
    capture_valid: DFF<bool>,
    capture_stored: DFF<bool>,
    dq_head: DFF<Bits<QPW>>,
    dq_tail: DFF<Bits<QPW>>,
    /// The decision queue holds a frame, and holds all it can: flags registered from the
    /// pointers' next values, so the queue's write enable (a LUT RAM's, fanned out over
    /// its cells) is a LUT of registers and ports, not a pointer subtraction and compare
    /// (cca1f96's route: `dq_tail` to the write enable, −0.62 ns).
    dq_any: DFF<bool>,
    dq_full: DFF<bool>,
    // Decision, registered.
    d_valid: DFF<bool>,
    d_place: DFF<bool>,
    d_addr: DFF<Bits<AW>>,
    d_len: DFF<Bits<LW>>,
    d_offset: DFF<Bits<16>>,
    d_payload_end: DFF<Bits<17>>,
    d_len_nonzero: DFF<bool>,
    /// A descriptor issued, written into the descriptor queue a clock later: the fit test
    /// (the queue head's frame length out of its RAM, a compare) and the queue's write
    /// enable and tail are in different clocks, so the place may put them apart.
    issue_q: DFF<bool>,
    desc_q: DFF<Descriptor>,
    // Descriptor queue: entries are read in order through `desc_read` (the RAM's read
    // address a register); `desc_head` is the next entry to read.
    desc_head: DFF<Bits<TPW>>,
    desc_tail: DFF<Bits<TPW>>,
    desc_read: RamReadPort<Descriptor, TB>,
    // RAM read port, per segment.
    read0: SegmentReadPort<SAW>,
    read1: SegmentReadPort<SAW>,
    // Counters.
    placed: DFF<Bits<32>>,
    dropped_full: DFF<Bits<32>>,
    dma_error: DFF<Bits<32>>,
    protocol_error: DFF<Bits<32>>,

    keep_bytes: KeepByteCount,
    /// The low six bits of the beat's byte count: all of it but a full beat's 64.
    keep_count: Signal<Local, Bits<16>>,
    beat_line: Signal<Local, Bits<PW>>,
    beat_first_line: Signal<Local, Bits<PW>>,
    beat_bytes: Signal<Local, Bits<16>>,
    /// Bytes of the frame before this beat (0 at a first beat), a multiple of 64.
    beat_base: Signal<Local, Bits<16>>,
    /// `beat_base + 64`: the frame's bytes after a full beat, from registers only.
    beat_base_full: Signal<Local, Bits<16>>,
    lines_used: Signal<Local, Bits<PW>>,
    tags_used: Signal<Local, Bits<TPW>>,
    dq_push: Signal<Local, bool>,
    dq_next_head: Signal<Local, Bits<QPW>>,
    dq_next_tail: Signal<Local, Bits<QPW>>,
    /// Frames queued after the clock (a signal of its own: Verilog would widen the
    /// subtraction inside the compare).
    dq_next_used: Signal<Local, Bits<QPW>>,
    line_room: Signal<Local, bool>,
    write_beat: Signal<Local, bool>,
    beat_ok: Signal<Local, bool>,
    tag_room: Signal<Local, bool>,
    dq_room: Signal<Local, bool>,
    frame_end: Signal<Local, bool>,
    commit: Signal<Local, bool>,
    queued: Signal<Local, Decision>,
    dq_pop: Signal<Local, bool>,
    head: Signal<Local, Decision>,
    fits: Signal<Local, bool>,
    issue: Signal<Local, bool>,
    release_now: Signal<Local, bool>,
    new_desc: Signal<Local, Descriptor>,
    desc_unread: Signal<Local, bool>,
    status_ours: Signal<Local, bool>,
    retire: Signal<Local, bool>,
    one: Signal<Local, Bits<TAGS>>,
    release_onehot: Signal<Local, Bits<TAGS>>,
    status_onehot: Signal<Local, Bits<TAGS>>,
    done_set: Signal<Local, Bits<TAGS>>,
    release_offset: Signal<Local, Bits<TB>>,
    mask_keep: Signal<Local, Bits<TAGS>>,
    done0_next: Signal<Local, bool>,
    mark_step: Signal<Local, Bits<TB>>,
    status_offset: Signal<Local, Bits<TB>>,
    next_retire: Signal<Local, Bits<TPW>>,
    retire_line: Signal<Local, bool>,
    next_retire_line: Signal<Local, Bits<TPW>>,
    cmd_ready: Signal<Local, Bits<RAM_SEG_COUNT>>,
    resp_valid: Signal<Local, Bits<RAM_SEG_COUNT>>,
}

impl Logic for PlacementUnit {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self,
            clk,
            in_frame,
            cur_line,
            first_line,
            frame_ok,
            frame_bytes,
            wr_ptr,
            free_ptr,
            alloc_tag,
            retire_tag,
            done,
            released_mask,
            written_mask,
            released_valid,
            written_valid,
            protocol_event,
            capture_valid,
            capture_stored,
            dq_head,
            dq_tail,
            dq_any,
            dq_full,
            d_valid,
            d_place,
            d_addr,
            d_len,
            d_offset,
            d_payload_end,
            d_len_nonzero,
            issue_q,
            desc_q,
            desc_head,
            desc_tail,
            placed,
            dropped_full,
            dma_error,
            protocol_error
        );
        self.seg0.read_clock.next = self.clk.val();
        self.seg0.write_clock.next = self.clk.val();
        self.seg1.read_clock.next = self.clk.val();
        self.seg1.write_clock.next = self.clk.val();
        self.decisions.read_clock.next = self.clk.val();
        self.decisions.write_clock.next = self.clk.val();
        self.line_ends.read_clock.next = self.clk.val();
        self.retire_tag_line.clock.next = self.clk.val();
        self.done0_line.clock.next = self.clk.val();
        self.retire_tag_mark.clock.next = self.clk.val();
        self.line_ends.write_clock.next = self.clk.val();
        self.descriptors.read_clock.next = self.clk.val();
        self.descriptors.write_clock.next = self.clk.val();
        self.s_axis_frame_tready.next = true;
        self.one.next = 1.into();
        // A registered decision takes the oldest queued frame out of the queue.
        self.dq_pop.next = self.d_valid.q.val() & self.dq_any.q.val();

        // ---- Capture: each beat into the next line of the ring.
        // The beat's byte count (contiguous `tkeep`): a full beat's is 64, bit 63 of `tkeep`;
        // a partial one's, the count's low six bits, fills in the frame's multiple of 64.
        self.keep_bytes.keep.next = self.s_axis_frame_tkeep.val();
        self.keep_count.next = bit_cast::<16, 6>(self.keep_bytes.count.val().get_bits::<6>(0));
        if self.in_frame.q.val() {
            self.beat_line.next = self.cur_line.q.val();
            self.beat_first_line.next = self.first_line.q.val();
            self.beat_base.next = self.frame_bytes.q.val();
            self.beat_ok.next = self.frame_ok.q.val();
        } else {
            self.beat_line.next = self.wr_ptr.q.val();
            self.beat_first_line.next = self.wr_ptr.q.val();
            self.beat_base.next = 0.into();
            // Only DATA (opcode 0x01 WRITE or 0x02 SEND, frame byte 43) is ever placed.
            self.beat_ok.next = (self.s_axis_frame_tdata.val().get_bits::<8>(344) == 0x01)
                | (self.s_axis_frame_tdata.val().get_bits::<8>(344) == 0x02);
        }
        self.beat_base_full.next = self.beat_base.val() + 64;
        if self.s_axis_frame_tkeep.val().get_bit(63) {
            self.beat_bytes.next = self.beat_base_full.val();
        } else {
            self.beat_bytes.next = self.beat_base.val() | self.keep_count.val();
        }
        // Lines in use from the free pointer to this beat's line: fewer than the ring holds.
        self.lines_used.next = self.beat_line.val() - self.free_ptr.q.val();
        self.tags_used.next = self.alloc_tag.q.val() - self.retire_tag.q.val();
        self.line_room.next = self.lines_used.val() < 2048; // LINE_COUNT
        self.tag_room.next = self.tags_used.val() < 256; // TAG_COUNT
        // A full queue has room when its head leaves in this clock.
        self.dq_room.next = !self.dq_full.q.val() | self.dq_pop.val();
        self.write_beat.next =
            self.s_axis_frame_tvalid.val() & self.beat_ok.val() & self.line_room.val();
        self.seg0.write_enable.next = self.write_beat.val();
        self.seg1.write_enable.next = self.write_beat.val();
        self.seg0.write_address.next = bit_cast::<SAW, PW>(self.beat_line.val());
        self.seg1.write_address.next = bit_cast::<SAW, PW>(self.beat_line.val());
        self.seg0.write_data.next = self.s_axis_frame_tdata.val().get_bits::<SDW>(0);
        self.seg1.write_data.next = self.s_axis_frame_tdata.val().get_bits::<SDW>(256);
        self.frame_end.next = self.s_axis_frame_tvalid.val() & self.s_axis_frame_tlast.val();
        self.commit.next = self.frame_end.val()
            & self.beat_ok.val()
            & self.line_room.val()
            & self.tag_room.val()
            & self.dq_room.val();
        if self.s_axis_frame_tvalid.val() {
            self.in_frame.d.next = !self.s_axis_frame_tlast.val();
            self.cur_line.d.next = self.beat_line.val() + 1;
            self.first_line.d.next = self.beat_first_line.val();
            // A partial beat before the last: the rest of the frame is not stored.
            self.frame_ok.d.next = self.beat_ok.val()
                & self.line_room.val()
                & self.s_axis_frame_tkeep.val().get_bit(63);
            self.frame_bytes.d.next = self.beat_base_full.val();
        }
        // The frame waits for its decision; a stored one keeps its lines and a tag.
        self.queued.next.stored = self.commit.val();
        self.queued.next.tag = bit_cast::<TB, TPW>(self.alloc_tag.q.val());
        self.queued.next.first_line = bit_cast::<SAW, PW>(self.beat_first_line.val());
        self.queued.next.frame_len = self.beat_bytes.val();
        self.dq_push.next = self.frame_end.val() & self.dq_room.val();
        self.decisions.write_enable.next = self.dq_push.val();
        self.decisions.write_address.next = bit_cast::<QB, QPW>(self.dq_tail.q.val());
        self.decisions.write_data.next = self.queued.val();
        self.dq_next_tail.next = self.dq_tail.q.val();
        if self.dq_push.val() {
            self.dq_next_tail.next = self.dq_tail.q.val() + 1;
        }
        self.dq_tail.d.next = self.dq_next_tail.val();
        self.line_ends.write_enable.next = self.commit.val();
        self.line_ends.write_address.next = bit_cast::<TB, TPW>(self.alloc_tag.q.val());
        self.line_ends.write_data.next = self.beat_line.val() + 1;
        if self.commit.val() {
            self.alloc_tag.d.next = self.alloc_tag.q.val() + 1;
            self.wr_ptr.d.next = self.beat_line.val() + 1;
        }
        self.capture_valid.d.next = self.frame_end.val() & !self.rst.val();
        self.capture_stored.d.next = self.commit.val();
        self.m_capture_valid.next = self.capture_valid.q.val();
        self.m_capture_stored.next = self.capture_stored.q.val();

        // ---- Decision: registered, then applied to the oldest queued frame.
        self.d_valid.d.next = self.s_decision_valid.val() & !self.rst.val();
        self.d_place.d.next = self.s_decision_place.val();
        self.d_addr.d.next = self.s_decision_addr.val();
        self.d_len.d.next = self.s_decision_len.val();
        self.d_offset.d.next = self.s_decision_offset.val();
        // The payload's end and `len > 0` are registered with the decision, so the fit test
        // (which frees the tag of a frame not placed) is one compare against the queue head.
        self.d_payload_end.d.next = bit_cast::<17, 16>(self.s_decision_offset.val())
            + bit_cast::<17, 16>(self.s_decision_len.val());
        self.d_len_nonzero.d.next = self.s_decision_len.val() != 0;
        self.head.next = self.decisions.read_data.val();
        self.fits.next = (self.d_payload_end.q.val()
            <= bit_cast::<17, 16>(self.head.val().frame_len))
            & self.d_len_nonzero.q.val();
        self.issue.next =
            self.dq_pop.val() & self.d_place.q.val() & self.head.val().stored & self.fits.val();
        self.release_now.next = self.dq_pop.val() & self.head.val().stored & !self.issue.val();
        self.dq_next_head.next = self.dq_head.q.val();
        if self.dq_pop.val() {
            self.dq_next_head.next = self.dq_head.q.val() + 1;
        }
        self.dq_head.d.next = self.dq_next_head.val();
        self.decisions.read_address.next = bit_cast::<QB, QPW>(self.dq_next_head.val());
        // Full: the pointers a whole queue (32, DECISION_QUEUE_DEPTH) apart.
        self.dq_any.d.next = self.dq_next_head.val() != self.dq_next_tail.val();
        self.dq_next_used.next = self.dq_next_tail.val() - self.dq_next_head.val();
        self.dq_full.d.next = self.dq_next_used.val() == 32;
        self.new_desc.next.dma_addr = self.d_addr.q.val();
        self.new_desc.next.ram_addr = (bit_cast::<RAW, SAW>(self.head.val().first_line) << 6)
            + bit_cast::<RAW, 16>(self.d_offset.q.val());
        self.new_desc.next.len = self.d_len.q.val();
        self.new_desc.next.tag = self.head.val().tag;
        self.issue_q.d.next = self.issue.val() & !self.rst.val();
        self.desc_q.d.next = self.new_desc.val();
        self.descriptors.write_enable.next = self.issue_q.q.val();
        self.descriptors.write_address.next = bit_cast::<TB, TPW>(self.desc_tail.q.val());
        self.descriptors.write_data.next = self.desc_q.q.val();
        if self.issue_q.q.val() {
            self.desc_tail.d.next = self.desc_tail.q.val() + 1;
        }

        // ---- Descriptors to the DMA engine, oldest first, through a read port: each entry
        // is read (a command) as soon as it is written — in the clock of its write, so an
        // empty queue adds no clock — and offered two clocks later. An entry read leaves the
        // queue; its slot is not written again while its tag is in use.
        self.desc_read.clk.next = self.clk.val();
        self.desc_read.rst.next = self.rst.val();
        self.desc_unread.next =
            (self.desc_head.q.val() != self.desc_tail.q.val()) | self.issue_q.q.val();
        self.desc_read.s_cmd_valid.next = self.desc_unread.val();
        self.desc_read.s_cmd_line.next = bit_cast::<TB, TPW>(self.desc_head.q.val());
        if self.desc_unread.val() & self.desc_read.s_cmd_ready.val() {
            self.desc_head.d.next = self.desc_head.q.val() + 1;
        }
        self.descriptors.read_address.next = self.desc_read.m_ram_line.val();
        self.desc_read.s_ram_data.next = self.descriptors.read_data.val();
        self.desc_read.m_resp_ready.next = self.m_axis_data_dma_write_desc_ready.val();
        self.m_axis_data_dma_write_desc_valid.next = self.desc_read.m_resp_valid.val();
        self.m_axis_data_dma_write_desc_dma_addr.next = self.desc_read.m_resp_data.val().dma_addr;
        self.m_axis_data_dma_write_desc_ram_sel.next = 0.into();
        self.m_axis_data_dma_write_desc_ram_addr.next = self.desc_read.m_resp_data.val().ram_addr;
        self.m_axis_data_dma_write_desc_imm.next = 0.into();
        self.m_axis_data_dma_write_desc_imm_en.next = false;
        self.m_axis_data_dma_write_desc_len.next = self.desc_read.m_resp_data.val().len;
        self.m_axis_data_dma_write_desc_tag.next =
            bit_cast::<TW, TB>(self.desc_read.m_resp_data.val().tag);

        // ---- Done tags (released at the decision, or written), retired in order.
        self.status_ours.next = self.s_axis_data_dma_write_desc_status_valid.val()
            & (self
                .s_axis_data_dma_write_desc_status_tag
                .val()
                .get_bits::<TAG_HIGH>(8)
                == 0);
        // The done flags are kept aligned to the retire pointer (bit `k` is tag
        // `retire_tag + k`), so the retire step reads bit 0 — no 256-way select in its loop —
        // and a retire shifts them down by one; a tag set done lands at its offset from the
        // pointer. A release or a status is decoded at its offset from the pointer as it
        // will be after this clock (`retire_tag_mark`, counted a clock ahead: no shift
        // after the decode), registered, and ORed into the flags a clock later. (The
        // offsets are 8-bit signals: Verilog would widen the subtraction.)
        self.retire.next = self.done.q.val().get_bit(0);
        self.release_offset.next = self.head.val().tag - self.retire_tag_mark.q.val();
        self.status_offset.next = self
            .s_axis_data_dma_write_desc_status_tag
            .val()
            .get_bits::<TB>(0)
            - self.retire_tag_mark.q.val();
        self.release_onehot.next = self.one.val() << self.release_offset.val();
        self.status_onehot.next = self.one.val() << self.status_offset.val();
        // The tag retiring now is one behind the pointer after this clock: offset 255. It
        // is done already, so no release or status can be for it; were one, it is dropped
        // (as the shift of the decoded mask did), not taken for the last tag of the ring.
        self.mask_keep.next = !bits::<TAGS>(0);
        if self.retire.val() {
            self.mask_keep.next = !bits::<TAGS>(0) >> 1;
        }
        self.released_mask.d.next = self.release_onehot.val() & self.mask_keep.val();
        self.written_mask.d.next = self.status_onehot.val() & self.mask_keep.val();
        self.released_valid.d.next = self.release_now.val() & !self.rst.val();
        self.written_valid.d.next = self.status_ours.val() & !self.rst.val();
        self.done_set.next = self.done.q.val();
        if self.released_valid.q.val() {
            self.done_set.next = self.done_set.val() | self.released_mask.q.val();
        }
        if self.written_valid.q.val() {
            self.done_set.next = self.done_set.val() | self.written_mask.q.val();
        }
        self.next_retire.next = self.retire_tag.q.val();
        self.done.d.next = self.done_set.val();
        if self.retire.val() {
            self.next_retire.next = self.retire_tag.q.val() + 1;
            self.free_ptr.d.next = self.line_ends.read_data.val();
            self.done.d.next = self.done_set.val() >> 1;
        }
        self.retire_tag.d.next = self.next_retire.val();
        self.done0_next.next = self.done_set.val().get_bit(0);
        if self.retire.val() {
            self.done0_next.next = self.done_set.val().get_bit(1);
        }
        self.done0_line.d.next = self.done0_next.val();
        // The pointer after the next clock: that clock retires when its flag 0 is set.
        self.mark_step.next = 0.into();
        if self.done0_next.val() {
            self.mark_step.next = 1.into();
        }
        self.retire_tag_mark.d.next =
            self.next_retire.val().get_bits::<TB>(0) + self.mark_step.val();
        // The retire step again, on the private copies, for the line-ends RAM's address.
        self.retire_line.next = self.done0_line.q.val();
        self.next_retire_line.next = self.retire_tag_line.q.val();
        if self.retire_line.val() {
            self.next_retire_line.next = self.retire_tag_line.q.val() + 1;
        }
        self.retire_tag_line.d.next = self.next_retire_line.val();
        self.line_ends.read_address.next = bit_cast::<TB, TPW>(self.next_retire_line.val());

        // ---- The DMA engine reads the RAM, per segment (Corundum's dma_psdpram protocol):
        // the read ports answer two clocks after a command, the RAM's address a register.
        self.read0.clk.next = self.clk.val();
        self.read1.clk.next = self.clk.val();
        self.read0.rst.next = self.rst.val();
        self.read1.rst.next = self.rst.val();
        self.read0.s_cmd_valid.next = self.data_dma_ram_rd_cmd_valid.val().get_bit(0);
        self.read1.s_cmd_valid.next = self.data_dma_ram_rd_cmd_valid.val().get_bit(1);
        self.read0.s_cmd_line.next = self.data_dma_ram_rd_cmd_addr.val().get_bits::<SAW>(0);
        self.read1.s_cmd_line.next = self.data_dma_ram_rd_cmd_addr.val().get_bits::<SAW>(11);
        self.read0.m_resp_ready.next = self.data_dma_ram_rd_resp_ready.val().get_bit(0);
        self.read1.m_resp_ready.next = self.data_dma_ram_rd_resp_ready.val().get_bit(1);
        self.seg0.read_address.next = self.read0.m_ram_line.val();
        self.seg1.read_address.next = self.read1.m_ram_line.val();
        self.read0.s_ram_data.next = self.seg0.read_data.val();
        self.read1.s_ram_data.next = self.seg1.read_data.val();
        self.cmd_ready.next = 0.into();
        self.cmd_ready.next = self
            .cmd_ready
            .val()
            .replace_bit(0, self.read0.s_cmd_ready.val());
        self.cmd_ready.next = self
            .cmd_ready
            .val()
            .replace_bit(1, self.read1.s_cmd_ready.val());
        self.resp_valid.next = 0.into();
        self.resp_valid.next = self
            .resp_valid
            .val()
            .replace_bit(0, self.read0.m_resp_valid.val());
        self.resp_valid.next = self
            .resp_valid
            .val()
            .replace_bit(1, self.read1.m_resp_valid.val());
        self.data_dma_ram_rd_cmd_ready.next = self.cmd_ready.val();
        self.data_dma_ram_rd_resp_valid.next = self.resp_valid.val();
        self.data_dma_ram_rd_resp_data.next = bit_cast::<DW, SDW>(self.read0.m_resp_data.val())
            | (bit_cast::<DW, SDW>(self.read1.m_resp_data.val()) << 256);
        // The write port: never used (no read descriptors), tied off as Corundum's template.
        self.data_dma_ram_wr_cmd_ready.next = 3.into();
        self.data_dma_ram_wr_done.next = self.data_dma_ram_wr_cmd_valid.val();

        // ---- Counters.
        if self.issue.val() {
            self.placed.d.next = self.placed.q.val() + 1;
        }
        if self.dq_pop.val() & self.d_place.q.val() & !self.head.val().stored {
            self.dropped_full.d.next = self.dropped_full.q.val() + 1;
        }
        if self.status_ours.val() & (self.s_axis_data_dma_write_desc_status_error.val() != 0) {
            self.dma_error.d.next = self.dma_error.q.val() + 1;
        }
        self.protocol_event.d.next = ((self.d_valid.q.val() & !self.dq_any.q.val())
            | (self.frame_end.val() & !self.dq_room.val())
            | (self.dq_pop.val()
                & self.d_place.q.val()
                & self.head.val().stored
                & !self.fits.val()
                & self.d_len_nonzero.q.val())
            | (self.s_axis_data_dma_write_desc_status_valid.val() & !self.status_ours.val()))
            & !self.rst.val();
        if self.protocol_event.q.val() {
            self.protocol_error.d.next = self.protocol_error.q.val() + 1;
        }
        self.m_stat_placed.next = self.placed.q.val();
        self.m_stat_dropped_full.next = self.dropped_full.q.val();
        self.m_stat_dma_error.next = self.dma_error.q.val();
        self.m_stat_protocol_error.next = self.protocol_error.q.val();

        // ---- Reset.
        if self.rst.val() {
            self.in_frame.d.next = false;
            self.wr_ptr.d.next = 0.into();
            self.free_ptr.d.next = 0.into();
            self.alloc_tag.d.next = 0.into();
            self.retire_tag.d.next = 0.into();
            self.done.d.next = 0.into();
            self.retire_tag_line.d.next = 0.into();
            self.done0_line.d.next = false;
            self.retire_tag_mark.d.next = 0.into();
            self.dq_head.d.next = 0.into();
            self.dq_tail.d.next = 0.into();
            self.dq_any.d.next = false;
            self.dq_full.d.next = false;
            self.desc_head.d.next = 0.into();
            self.desc_tail.d.next = 0.into();
            self.placed.d.next = 0.into();
            self.dropped_full.d.next = 0.into();
            self.dma_error.d.next = 0.into();
            self.protocol_error.d.next = 0.into();
        }
    }
}

impl std::fmt::Debug for PlacementUnit {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PlacementUnit").finish_non_exhaustive()
    }
}
