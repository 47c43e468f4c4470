//! The receive datapath's top level: every block wired into one circuit.
//!
//! * **Routing** (parser, first beat): frames that are not IPv4/UDP to the MetaRoCE port
//!   leave on the parser's bypass stream; MetaRoCE frames leave on its frame stream with
//!   `tdest` set for DATA (WRITE 0x01, SEND 0x02) and clear for everything else. The host
//!   stream `m_axis_host_*` is the bypass stream merged with the frame stream's `tdest = 0`
//!   frames (ACK, NACK, CONNECT, ACCEPT, PROBE, CLOSE — the host library's); both come from
//!   the same beat registers, one beat per clock at most, so the merge is a pick. DATA goes
//!   to placement, which captures it into its DMA RAM as it streams.
//! * **Per DATA frame**, all clocks after the header verdict (`m_header_*`,
//!   `HEADER_LATENCY` clocks after the last beat):
//!   * header clock — placement's capture report (`CAPTURE_TO_HEADER` clocks earlier, held
//!     in a delay line) says whether the frame was stored; a well-formed, stored SEND is
//!     looked up in the SEND receive table (connection slot, stream, MSN, offset, message
//!     length). A frame placement could not store is treated as lost on the wire: no
//!     lookup, no SACK update, no ACK — the sender resends it;
//!   * lookup clock (`SEND_LOOKUP_LATENCY` later; a WRITE waits as long, so both kinds
//!     share one pipeline) — the frame is looked up in the connection table (id, peer,
//!     state, path, epoch) and, in the same clock, in the memory-region table: a WRITE's
//!     rkey with `REMOTE_WRITE` and its whole message's bounds (`remote_addr - offset` for
//!     `msg_len` bytes, a borrow meaning "refused", as the receive step checks it); a
//!     SEND's posted buffer's key with `LOCAL_WRITE` and its payload's bounds at the target
//!     `addr + offset`;
//!   * result clock (`LOOKUP_LATENCY` later) — a drop verdict pulses its drop counter; an
//!     accepted packet is the SACK update, with *placed* = the region check's verdict (for
//!     a SEND also: its receive is posted and the message fits the buffer);
//!   * SACK result clock (`RING_RESULT_LATENCY` later) — the result goes to the ACK
//!     scheduler (which acts on it a clock later, after its input register) and the path's ACK addressing (peer MAC, IP, MetaRoCE port, connection
//!     id, the path's receive epoch and this packet's UDP source port — the reference
//!     records the source port of every packet its path checks pass) is written into a
//!     per-window RAM. A new SEND whose receive the lookup found posted has its
//!     receive-table update issued now (placed, or refused: too long, region check);
//!   * verdict clock (`VERDICT_LATENCY` later) — the table's verdict on that update says
//!     whether an earlier packet completed the message after the lookup (stale), and every
//!     frame is decided: duplicate, out of window and access violation pulse their
//!     counters; an access violation is pushed on the NACK queue; placement gets the
//!     frame's decision: place exactly when the packet was new and placed (for a SEND: not
//!     stale). A new SEND: posted → placed, or refused with a NACK REMOTE_ACCESS; stale,
//!     or completed at the lookup → a stale duplicate (counted, no NACK); not posted →
//!     NACK RECEIVER_NOT_READY (counted).
//!
//!   What each stage needs later travels in delay lines whose lengths are those blocks'
//!   latency constants; every WRITE on placement's stream gets its decision in the same
//!   clock offset (`DECISION_LATENCY`), in order, checked at compile time against
//!   placement's `DECISION_DEADLINE`.
//! * **ACKs**: the scheduler's request (window, window state) is completed with the window's
//!   addressing (read from the per-window RAM at the window the request shows, one clock
//!   ahead), the local IP and MAC and the `RATE_HINT` register, and handed to the ACK
//!   builder in the clock the scheduler lets it go (both see the same handshake), so the
//!   window state is the state as of that clock, as the reference reads it when it sends.
//! * **NACKs**: the NACK queue's head is completed the same way (the addressing read port
//!   reads the head's window while one is offered) and goes to the builder as a NACK
//!   request. While the queue holds a NACK (from the clock after its push), or a result
//!   that may push one is on its way to its verdict clock, no ACK is taken: the reference's
//!   `poll_transmit` sends its queued NACKs before its ACKs (it queued the NACK when it
//!   took the frame, in the clock the scheduler acts on the frame's SACK result,
//!   `ACK_RESULT_LATENCY`), and an ACK taken in the result's own clock or the next is one
//!   the reference took before handling the frame (holding the second is only early).
//! * **Timer ACKs**: the scheduler's command clears the window's ACK count in the SACK
//!   unit. The SACK unit orders it among the updates it has taken, the scheduler among the
//!   results it has seen; the two orders differ for an update still inside the SACK unit.
//!   So a timer ACK for a window with an update in flight (one of the last
//!   `IN_FLIGHT_STAGES` updates: the SACK unit's latency and the scheduler's input
//!   register) is held back until the scheduler has acted on that update's result: then
//!   both see update-then-clear, as the reference does.
//! * **PROBEs** go to the host, which writes the path's epoch and starts its window (a newer
//!   epoch), then commits the PROBE's ACK (`PROBE_COMMIT`); the top level takes it in a
//!   clock without a SACK result and with no update of its window in flight, writes the
//!   window's ACK addressing and hands the scheduler an ACK-now result of its own (the
//!   fresh window's state for a newer epoch, else the stored state kept).
//! * **Commands to the SACK unit** go through a register (`cmd_*`) the unit takes from in
//!   the next clock, so neither the scheduler's fire logic nor the register block's
//!   handshake reaches into the unit's command decode in one clock. A command is let go
//!   only when no update can come in that next clock (no lookup result is due then:
//!   `lookup_soon`), and a timer ACK also not in a clock with a lookup result due (an
//!   update the unit takes before the command, which the scheduler would see after its
//!   fire; whether the connection table dropped the packet is not waited for). The
//!   register block's window start has priority over a timer ACK, which waits; the start
//!   goes a clock after it is offered (`start_seen`) and its handshake's ready comes a
//!   clock after it goes (`start_taken`), so the fire's decision does not reach the
//!   register block, and the scheduler's ready is a register decided a clock ahead
//!   (`cmd_ready`, from `lookup_in_two` and the start's registers).
//! * **Registers**: the register block's table writes go to the connection,
//!   memory-region and SEND receive tables (bind, post; the table's refusals back to its
//!   `ERROR` bits, its completions, registered, into its completion FIFO), its configuration to the
//!   parser (UDP port), the receive table (MTU shift), the SACK unit (K),
//!   the scheduler (ACK timer) and the ACK builder (rate hint, local IP and MAC) — the
//!   first four through copies a clock behind (`cfg_*`), which the place puts beside the
//!   blocks, away from the register block's flip-flops, and so do the receive table's
//!   writes (`recv_write_*`; the register block waits `POST_VERDICT_DELAY` clocks for a
//!   post's refusal); its counters take the parser's verdicts (every frame) and the drop
//!   reasons above.

use rust_hdl::prelude::*;
use rust_hdl::widgets::prelude::{DFF, RAM};

use super::delay::DelayLine;
use super::encoding::{
    CAPTURE_TO_HEADER, IN_FLIGHT_STAGES as IFS, LOOKUP_LATENCY, RESULT_LATENCY,
    SEND_LOOKUP_LATENCY, UPDATE_LATENCY, VERDICT_LATENCY,
};
use crate::ack::scheduler::ACK_DELAY_WIDTH;
use crate::ack::{AckFrameBuilder, AckScheduler, NackQueue};
use crate::conn::ConnectionTable;
use crate::conn::encoding::PATH_SLOT_WIDTH;
use crate::memory::MemoryRegionTable;
use crate::parser::RxParser;
use crate::parser::encoding::{AXIS_DATA_WIDTH as DW, AXIS_KEEP_WIDTH as KW};
use crate::place::PlacementUnit;
use crate::place::encoding::{
    DMA_ADDR_WIDTH as AW, DMA_IMM_WIDTH as IW, DMA_LEN_WIDTH as LW, DMA_TAG_WIDTH as TW,
    RAM_ADDR_WIDTH as RAW, RAM_SEG_ADDR_WIDTH as SAW, RAM_SEG_BE_WIDTH, RAM_SEG_COUNT,
    RAM_SEL_WIDTH,
};
use crate::recv::RecvTable;
use crate::recv::encoding::{
    CONN_SLOT_WIDTH as RCW, MTU_SHIFT_WIDTH, STREAM_SLOT_WIDTH as RSW, TARGET_WIDTH as GW,
};
use crate::regs::RegisterBlock;
use crate::regs::map::{AXIL_ADDR_WIDTH as XAW, AXIL_STRB_WIDTH as XSW};
use crate::sack::SackRingUnit;
use crate::sack::encoding::{RING_RESULT_LATENCY, WINDOW_INDEX_WIDTH as W};
use crate::wiring::KeptRegister;

const SEL_BITS: usize = RAM_SEG_COUNT * RAM_SEL_WIDTH;
const SEG_ADDR_BITS: usize = RAM_SEG_COUNT * SAW;
const BE_BITS: usize = RAM_SEG_COUNT * RAM_SEG_BE_WIDTH;
/// Windows, one bit each in the in-flight masks.
const WINDOWS: usize = 1 << W;
/// In-flight masks kept in the line: the oldest of the `IFS` clocks in flight is gone a
/// clock later, so the line that decides the next clock's hold needs the others only.
const IFS_KEPT: usize = IFS - 1;
// The PROBE hold's settle count after a window change is written as the literal 13 (the
// Verilog emitter writes a constant's name): it must cover `probe_line`.
const _: () = assert!(
    IFS_KEPT == 13,
    "update probe_line_settle's count to IFS_KEPT"
);
/// Bits of the in-flight line: one window mask per kept clock.
const IFM: usize = WINDOWS * IFS_KEPT;

const CAPTURE_DELAY: usize = CAPTURE_TO_HEADER as usize;
const SEND_LOOKUP_DELAY: usize = SEND_LOOKUP_LATENCY as usize;
const LOOKUP_DELAY: usize = LOOKUP_LATENCY as usize;
/// A lookup's flag one clock before its result: whether an update can come next clock.
const LOOKUP_SOON_DELAY: usize = LOOKUP_DELAY - 1;
/// A lookup's flag two clocks before its result: the scheduler's command ready is decided
/// a clock ahead, into a register.
const LOOKUP_IN_TWO_DELAY: usize = LOOKUP_DELAY - 2;
const SACK_DELAY: usize = RING_RESULT_LATENCY as usize;
/// A SACK update's context one clock before its result (its `updated`: whether a result
/// can come next clock; its receive-table fields, which the table takes a clock ahead).
const SACK_SOON_DELAY: usize = SACK_DELAY - 1;
const VERDICT_DELAY: usize = VERDICT_LATENCY as usize;
const _: () = assert!(UPDATE_LATENCY + RING_RESULT_LATENCY == RESULT_LATENCY);

// `hdl_gen` writes a bit index or shift amount into the Verilog as written, so the circuit
// spells these as literals (a constant's name would reach the Verilog undefined).
const _: () = assert!(W == 6 && ACK_DELAY_WIDTH == 12 && PATH_SLOT_WIDTH == 3);
const _: () = assert!(
    VERDICT_DELAY == 4 && RSW == 4 && crate::conn::encoding::CONN_ID_SHIFT == 8,
    "`nack_ahead` is Bits<4>"
);

/// What a DATA frame's header leaves for its connection and region lookups, which wait for
/// a SEND's receive-table lookup (`SEND_LOOKUP_LATENCY`).
#[derive(Clone, Copy, Debug, PartialEq, Default, LogicStruct)]
pub struct HeaderContext {
    /// A frame on placement's stream: it needs a decision.
    pub decide: bool,
    /// Well-formed and stored: looked up.
    pub lookup: bool,
    /// A SEND (opcode 0x02), not a WRITE.
    pub send: bool,
    /// Connection id.
    pub conn_id: Bits<32>,
    /// Source IPv4 address.
    pub src_ip: Bits<32>,
    /// Source UDP port.
    pub src_port: Bits<16>,
    /// Path id.
    pub path_id: Bits<16>,
    /// Path epoch.
    pub epoch: Bits<8>,
    /// A WRITE's rkey.
    pub rkey: Bits<32>,
    /// A WRITE's message start `remote_addr - offset` on 65 bits (bit 64: a borrow).
    pub message_base: Bits<65>,
    /// Message length.
    pub msg_len: Bits<32>,
    /// Offset in the message.
    pub offset: Bits<32>,
    /// Path PSN.
    pub psn: Bits<32>,
    /// Stream.
    pub stream: Bits<32>,
    /// MSN.
    pub msn: Bits<32>,
    /// IPv4 ECN was CE.
    pub ce: bool,
    /// Send timestamp.
    pub timestamp: Bits<64>,
    /// ACK_REQ flag.
    pub ack_req: bool,
    /// A WRITE's remote address.
    pub remote_addr: Bits<64>,
    /// Payload bytes.
    pub payload_len: Bits<16>,
}

/// What a WRITE's lookups leave for the clock of their results.
#[derive(Clone, Copy, Debug, PartialEq, Default, LogicStruct)]
pub struct LookupContext {
    /// A frame on placement's stream: it needs a decision.
    pub decide: bool,
    /// Well-formed and stored: looked up.
    pub lookup: bool,
    /// Path PSN.
    pub psn: Bits<32>,
    /// Stream (for a NACK).
    pub stream: Bits<32>,
    /// MSN (for a NACK).
    pub msn: Bits<32>,
    /// IPv4 ECN was CE.
    pub ce: bool,
    /// Send timestamp.
    pub timestamp: Bits<64>,
    /// ACK_REQ flag.
    pub ack_req: bool,
    /// Header path epoch (the path's receive epoch when the table accepts it).
    pub epoch: Bits<8>,
    /// Where the payload goes: a WRITE's remote address, a SEND's target in its posted
    /// buffer.
    pub remote_addr: Bits<64>,
    /// Payload bytes.
    pub payload_len: Bits<16>,
    /// A SEND.
    pub send: bool,
    /// A SEND's receive-table answer (`recv::encoding::TARGET_*`).
    pub target: Bits<GW>,
    /// The message fits its posted buffer.
    pub fits: bool,
    /// A SEND's stream slot in the receive table.
    pub recv_slot: Bits<RSW>,
    /// Offset in the message.
    pub offset: Bits<32>,
    /// Message length.
    pub msg_len: Bits<32>,
}

/// What a SACK update leaves for the receive table, which takes it the clock before the
/// update's result (its MSN and verdict ride in `SackContext`).
#[derive(Clone, Copy, Debug, PartialEq, Default, LogicStruct)]
pub struct PlacedContext {
    /// A SEND's stream slot.
    pub recv_slot: Bits<RSW>,
    /// Offset in the message.
    pub offset: Bits<32>,
    /// Message length.
    pub msg_len: Bits<32>,
}

/// What a SACK update leaves for the clock of its result.
#[derive(Clone, Copy, Debug, PartialEq, Default, LogicStruct)]
pub struct SackContext {
    /// A frame on placement's stream: it needs a decision.
    pub decide: bool,
    /// The SACK unit was updated (its result comes in this clock).
    pub updated: bool,
    /// The region check passed (for a SEND: posted, fits and the region check passed).
    pub allowed: bool,
    /// A SEND.
    pub send: bool,
    /// A SEND's receive-table answer.
    pub target: Bits<GW>,
    /// Where the payload goes.
    pub remote_addr: Bits<64>,
    /// Payload bytes.
    pub payload_len: Bits<16>,
    /// Path PSN (for a NACK).
    pub psn: Bits<32>,
    /// Stream (for a NACK).
    pub stream: Bits<32>,
    /// MSN (for a NACK).
    pub msn: Bits<32>,
    /// The path's ACK addressing as of this packet.
    pub peer_conn_id: Bits<32>,
    /// Peer IPv4 address.
    pub peer_ip: Bits<32>,
    /// Peer MetaRoCE UDP port.
    pub peer_port: Bits<16>,
    /// Peer (next-hop) MAC.
    pub peer_mac: Bits<48>,
    /// This packet's UDP source port.
    pub src_port: Bits<16>,
    /// The path's receive epoch.
    pub epoch: Bits<8>,
}

/// What a SACK result leaves for its verdict clock (`VERDICT_LATENCY` later), where the
/// packet is decided: a SEND found posted has its receive-table update issued at its SACK
/// result, and the table's verdict on that update (stale or not) is the final word on it.
#[derive(Clone, Copy, Debug, PartialEq, Default, LogicStruct)]
pub struct VerdictContext {
    /// A frame on placement's stream: it needs a decision.
    pub decide: bool,
    /// The SACK unit found it a duplicate.
    pub duplicate: bool,
    /// The SACK unit found it out of window.
    pub out_of_window: bool,
    /// A new WRITE whose region check passed.
    pub write_placed: bool,
    /// A new WRITE whose region check failed.
    pub write_refused: bool,
    /// A new SEND found posted: its receive-table update was issued.
    pub send_posted: bool,
    /// Its message fits the buffer and the region check passed.
    pub allowed: bool,
    /// A new SEND found completed at its lookup (a stale duplicate).
    pub send_completed: bool,
    /// A new SEND with no receive posted.
    pub send_not_ready: bool,
    /// A SEND.
    pub send: bool,
    /// The SACK window (for a NACK).
    pub window: Bits<W>,
    /// Path PSN (for a NACK).
    pub psn: Bits<32>,
    /// Stream (for a NACK).
    pub stream: Bits<32>,
    /// MSN (for a NACK).
    pub msn: Bits<32>,
    /// Where the payload goes.
    pub remote_addr: Bits<64>,
    /// Payload bytes.
    pub payload_len: Bits<16>,
}

/// A window's ACK (and NACK) addressing, as its last packet through the SACK unit left it.
#[derive(Clone, Copy, Debug, PartialEq, Default, LogicStruct)]
pub struct AckAddress {
    /// The peer's connection id (ACK header).
    pub peer_conn_id: Bits<32>,
    /// Destination IPv4 address.
    pub peer_ip: Bits<32>,
    /// Destination UDP port.
    pub peer_port: Bits<16>,
    /// Destination MAC.
    pub peer_mac: Bits<48>,
    /// Source UDP port: the path's last packet's.
    pub src_port: Bits<16>,
    /// The path's receive epoch (ACK header).
    pub epoch: Bits<8>,
}

/// The receive datapath (Verilog module `metaroce_rx_datapath`).
#[derive(LogicBlock, Default)]
pub struct RxDatapath {
    /// Core clock.
    pub clk: Signal<In, Clock>,
    /// Synchronous reset, active high.
    pub rst: Signal<In, bool>,

    /// Received frames (Corundum RX, 512-bit, no backpressure).
    pub s_axis_rx_tdata: Signal<In, Bits<DW>>,
    /// Byte enables, contiguous from lane 0.
    pub s_axis_rx_tkeep: Signal<In, Bits<KW>>,
    /// A beat is present.
    pub s_axis_rx_tvalid: Signal<In, bool>,
    /// Always high: the datapath never stalls.
    pub s_axis_rx_tready: Signal<Out, bool>,
    /// Last beat of a frame.
    pub s_axis_rx_tlast: Signal<In, bool>,
    /// The MAC's bad-frame flag (on the last beat).
    pub s_axis_rx_tuser: Signal<In, bool>,

    /// Frames for the host, untouched: not MetaRoCE, or MetaRoCE other than WRITE.
    pub m_axis_host_tdata: Signal<Out, Bits<DW>>,
    /// Byte enables.
    pub m_axis_host_tkeep: Signal<Out, Bits<KW>>,
    /// A beat is present (no backpressure, as Corundum's RX).
    pub m_axis_host_tvalid: Signal<Out, bool>,
    /// Last beat of a frame.
    pub m_axis_host_tlast: Signal<Out, bool>,
    /// The MAC's bad-frame flag, passed through.
    pub m_axis_host_tuser: Signal<Out, bool>,

    /// ACK and NACK frames to send.
    pub m_axis_tx_tdata: Signal<Out, Bits<DW>>,
    /// Byte enables.
    pub m_axis_tx_tkeep: Signal<Out, Bits<KW>>,
    /// A beat is present.
    pub m_axis_tx_tvalid: Signal<Out, bool>,
    /// The beat is taken.
    pub m_axis_tx_tready: Signal<In, bool>,
    /// Last beat of a frame.
    pub m_axis_tx_tlast: Signal<Out, bool>,
    /// Always 0.
    pub m_axis_tx_tuser: Signal<Out, bool>,

    /// AXI-Lite write address (the register block).
    pub s_axil_awaddr: Signal<In, Bits<XAW>>,
    /// Protection (ignored).
    pub s_axil_awprot: Signal<In, Bits<3>>,
    /// Write address valid.
    pub s_axil_awvalid: Signal<In, bool>,
    /// Write address ready.
    pub s_axil_awready: Signal<Out, bool>,
    /// Write data.
    pub s_axil_wdata: Signal<In, Bits<32>>,
    /// Write strobes.
    pub s_axil_wstrb: Signal<In, Bits<XSW>>,
    /// Write data valid.
    pub s_axil_wvalid: Signal<In, bool>,
    /// Write data ready.
    pub s_axil_wready: Signal<Out, bool>,
    /// Write response.
    pub s_axil_bresp: Signal<Out, Bits<2>>,
    /// Write response valid.
    pub s_axil_bvalid: Signal<Out, bool>,
    /// Write response ready.
    pub s_axil_bready: Signal<In, bool>,
    /// Read address.
    pub s_axil_araddr: Signal<In, Bits<XAW>>,
    /// Protection (ignored).
    pub s_axil_arprot: Signal<In, Bits<3>>,
    /// Read address valid.
    pub s_axil_arvalid: Signal<In, bool>,
    /// Read address ready.
    pub s_axil_arready: Signal<Out, bool>,
    /// Read data.
    pub s_axil_rdata: Signal<Out, Bits<32>>,
    /// Read response.
    pub s_axil_rresp: Signal<Out, Bits<2>>,
    /// Read data valid.
    pub s_axil_rvalid: Signal<Out, bool>,
    /// Read data ready.
    pub s_axil_rready: Signal<In, bool>,

    /// DMA write descriptor: host address.
    pub m_axis_data_dma_write_desc_dma_addr: Signal<Out, Bits<AW>>,
    /// RAM select.
    pub m_axis_data_dma_write_desc_ram_sel: Signal<Out, Bits<RAM_SEL_WIDTH>>,
    /// RAM byte address.
    pub m_axis_data_dma_write_desc_ram_addr: Signal<Out, Bits<RAW>>,
    /// Immediate (unused).
    pub m_axis_data_dma_write_desc_imm: Signal<Out, Bits<IW>>,
    /// Immediate enable (0).
    pub m_axis_data_dma_write_desc_imm_en: Signal<Out, bool>,
    /// Bytes.
    pub m_axis_data_dma_write_desc_len: Signal<Out, Bits<LW>>,
    /// Tag.
    pub m_axis_data_dma_write_desc_tag: Signal<Out, Bits<TW>>,
    /// Descriptor valid.
    pub m_axis_data_dma_write_desc_valid: Signal<Out, bool>,
    /// Descriptor taken.
    pub m_axis_data_dma_write_desc_ready: Signal<In, bool>,
    /// Write status: tag.
    pub s_axis_data_dma_write_desc_status_tag: Signal<In, Bits<TW>>,
    /// Write status: error code.
    pub s_axis_data_dma_write_desc_status_error: Signal<In, Bits<4>>,
    /// Write status valid.
    pub s_axis_data_dma_write_desc_status_valid: Signal<In, bool>,
    /// DMA RAM write port (tied off as Corundum's template ties it off).
    pub data_dma_ram_wr_cmd_sel: Signal<In, Bits<SEL_BITS>>,
    /// Write byte enables.
    pub data_dma_ram_wr_cmd_be: Signal<In, Bits<BE_BITS>>,
    /// Write line address.
    pub data_dma_ram_wr_cmd_addr: Signal<In, Bits<SEG_ADDR_BITS>>,
    /// Write data.
    pub data_dma_ram_wr_cmd_data: Signal<In, Bits<DW>>,
    /// Write command valid, per segment.
    pub data_dma_ram_wr_cmd_valid: Signal<In, Bits<RAM_SEG_COUNT>>,
    /// Write command ready, per segment.
    pub data_dma_ram_wr_cmd_ready: Signal<Out, Bits<RAM_SEG_COUNT>>,
    /// Write done, per segment.
    pub data_dma_ram_wr_done: Signal<Out, Bits<RAM_SEG_COUNT>>,
    /// DMA RAM read port: select.
    pub data_dma_ram_rd_cmd_sel: Signal<In, Bits<SEL_BITS>>,
    /// Read line address, per segment.
    pub data_dma_ram_rd_cmd_addr: Signal<In, Bits<SEG_ADDR_BITS>>,
    /// Read command valid, per segment.
    pub data_dma_ram_rd_cmd_valid: Signal<In, Bits<RAM_SEG_COUNT>>,
    /// Read command ready, per segment.
    pub data_dma_ram_rd_cmd_ready: Signal<Out, Bits<RAM_SEG_COUNT>>,
    /// Read data, per segment.
    pub data_dma_ram_rd_resp_data: Signal<Out, Bits<DW>>,
    /// Read response valid, per segment.
    pub data_dma_ram_rd_resp_valid: Signal<Out, Bits<RAM_SEG_COUNT>>,
    /// Read response ready, per segment.
    pub data_dma_ram_rd_resp_ready: Signal<In, Bits<RAM_SEG_COUNT>>,

    /// Placement's counters: descriptors issued.
    pub m_stat_placed: Signal<Out, Bits<32>>,
    /// "Place" decisions for frames placement could not store (DMA RAM or tags full).
    pub m_stat_dropped_full: Signal<Out, Bits<32>>,
    /// Error statuses from the DMA engine.
    pub m_stat_dma_error: Signal<Out, Bits<32>>,
    /// Broken port contracts inside placement (0 unless the top level is wrong).
    pub m_stat_protocol_error: Signal<Out, Bits<32>>,
    /// An ACK or NACK request was taken by the frame builder in this clock: its fields are
    /// read now, and its frame leaves on TX later (two clocks on when the builder holds no
    /// frame, more under TX backpressure), in take order.
    pub m_stat_ack_taken: Signal<Out, bool>,

    parser: RxParser,
    place: PlacementUnit,
    conn: ConnectionTable,
    mr: MemoryRegionTable,
    recv: RecvTable,
    sack: SackRingUnit,
    sched: AckScheduler,
    builder: AckFrameBuilder,
    nacks: NackQueue,
    regs: RegisterBlock,
    stored_line: DelayLine<bool, CAPTURE_DELAY>,
    header_line: DelayLine<HeaderContext, SEND_LOOKUP_DELAY>,
    lookup_line: DelayLine<LookupContext, LOOKUP_DELAY>,
    lookup_soon: DelayLine<bool, LOOKUP_SOON_DELAY>,
    lookup_in_two: DelayLine<bool, LOOKUP_IN_TWO_DELAY>,
    /// The SACK update's context, a clock before its result (`sack_last` holds it then).
    sack_line: DelayLine<SackContext, SACK_SOON_DELAY>,
    /// The receive table's fields of a SEND's update, as far (they stop there).
    placed_line: DelayLine<PlacedContext, SACK_SOON_DELAY>,
    verdict_line: DelayLine<VerdictContext, VERDICT_DELAY>,
    addresses: RAM<AckAddress, W>,
    /// Each window's CE count as its last SACK result or PROBE left it, for `CE_COUNT`.
    ce_counts: RAM<Bits<32>, W>,
    /// The windows of the SACK updates of the last `IFS_KEPT` clocks, one one-hot mask per
    /// clock (zero for a clock without one), newest at the bottom.
    in_flight_masks: DFF<Bits<IFM>>,
    /// The windows with a SACK update in flight in the unit or the scheduler's input
    /// register this clock (the updates of the last `IFS` clocks), registered a clock ahead:
    /// their timer ACKs wait (`s_cmd_hold`).
    in_flight_windows: DFF<Bits<WINDOWS>>,
    /// The SACK update's context in its result clock (the line's last stage). Kept: the
    /// receive table registers its MSN beside the table (`p_msn`) from the same stage, and
    /// synthesis would otherwise leave one of the two driving both across the chip.
    sack_last: KeptRegister<SackContext>,
    /// The command the SACK unit takes this clock (a timer ACK or a window start).
    cmd_valid: DFF<bool>,
    cmd_op: DFF<bool>,
    /// Kept, as its twin is: unkept, synthesis merges it into the twin.
    cmd_window: KeptRegister<Bits<W>>,
    /// `cmd_window` again, for the SACK unit's same-window tests only
    /// (`s_cmd_window_tests`): `cmd_window` also addresses the unit's window RAM.
    cmd_window_tests: KeptRegister<Bits<W>>,
    cmd_base: DFF<Bits<32>>,
    nack_ahead: DFF<Bits<4>>,
    nack_ahead_any: DFF<bool>,
    /// Clocks the PROBE command has waited for its window's updates, saturating.
    probe_wait: DFF<Bits<6>>,
    /// The PROBE is taken this clock: decided a clock ahead (its window's updates, the
    /// window starts, the SACK results), so the take is a flip-flop.
    probe_go: DFF<bool>,
    /// Bit `k`: the update of `k + 1` clocks ago was on the PROBE's window (as it stood
    /// then): the PROBE's share of `in_flight_masks`, so its hold is an OR of flip-flops
    /// beside it, not the masks' OR and a 64-window pick (cca1f96's route: 9.0 ns).
    probe_line: DFF<Bits<IFS_KEPT>>,
    /// The PROBE's window a clock ago.
    probe_window_last: DFF<Bits<W>>,
    /// Clocks until `probe_line` holds only updates compared with the current window:
    /// set when the window changes, counted down to zero.
    probe_line_settle: DFF<Bits<8>>,
    /// Copies of the register block's configuration, a clock behind it, beside the blocks
    /// that use it (the register block's flip-flops sit apart from all of them; a
    /// configuration register is written before traffic flows).
    cfg_udp_port: DFF<Bits<16>>,
    cfg_ack_every: DFF<Bits<16>>,
    cfg_ack_delay: DFF<Bits<ACK_DELAY_WIDTH>>,
    cfg_mtu_shift: DFF<Bits<MTU_SHIFT_WIDTH>>,
    /// The receive table's write port (bind, post), a clock behind the register block:
    /// the post's checks (slot state, length) are the table's, and these flip-flops sit
    /// beside it (the register block waits `POST_VERDICT_DELAY` clocks for a refusal).
    /// The length is not among them: the table takes it a clock ahead of the post's pulse,
    /// straight from the register block's staged `RECV_LEN_*` (which a clock ahead of this
    /// stage's pulse hold what the stage would have taken).
    recv_write_valid: DFF<bool>,
    recv_write_post: DFF<bool>,
    recv_write_slot: DFF<Bits<RSW>>,
    recv_write_enable: DFF<bool>,
    recv_write_conn: DFF<Bits<RCW>>,
    recv_write_stream: DFF<Bits<32>>,
    recv_write_key: DFF<Bits<32>>,
    recv_write_addr: DFF<Bits<64>>,
    /// The receive table's completions, registered on their way to the register block's
    /// completion FIFO: the record's bytes and status come straight out of the table's
    /// record RAM, late in their clock, and the FIFO's RAM is elsewhere.
    cpl_valid: DFF<bool>,
    cpl_slot: DFF<Bits<RSW>>,
    cpl_msn: DFF<Bits<32>>,
    cpl_bytes: DFF<Bits<32>>,
    cpl_status: DFF<bool>,
    /// The CE-count RAM's read (`CE_COUNT`), registered: a block RAM's output is late in
    /// its clock, and the register block's read select follows it.
    ce_count_read: DFF<Bits<32>>,
    /// The register block's window start went into the command register last clock: its
    /// handshake's ready, a clock after the start is decided (a flip-flop).
    start_taken: DFF<bool>,
    /// The register block's window start was offered last clock and not taken then (so it
    /// is still offered now): the start's decision waits a clock for it, so that it, and
    /// with it the scheduler's ready, is known a clock ahead.
    start_seen: DFF<bool>,
    /// The scheduler's command ready (no lookup result due now or next clock, no window
    /// start going), decided a clock ahead: the fire's clears of `due` and `pending` inside
    /// the scheduler start at this flip-flop, not at the lookup lines across the chip.
    cmd_ready: DFF<bool>,
    /// The request offered to the builder this clock: the head (NACK queue first, else the
    /// scheduler's) of the last clock, registered with its window and whether it is a NACK.
    /// `req_fresh`: that head was there, not taken, and its addressing read then was not
    /// disturbed by a write, so the addressing RAM's output is the request's now.
    req_fresh: DFF<bool>,
    req_nack: DFF<bool>,
    req_window: DFF<Bits<W>>,
    /// The addressing RAM's write, a clock after its result (or PROBE): the write's window
    /// comes from the SACK unit across the chip, and the request's freshness check compares
    /// it with the head's; registered, that check starts at flip-flops on both sides.
    aw_valid: DFF<bool>,
    /// Kept: the scheduler's input register (`r_window`) registers the same window.
    aw_window: KeptRegister<Bits<W>>,
    aw_address: DFF<AckAddress>,

    host_from_frame: Signal<Local, bool>,
    header_write: Signal<Local, bool>,
    header_ctx: Signal<Local, HeaderContext>,
    header_q: Signal<Local, HeaderContext>,
    message_base: Signal<Local, Bits<65>>,
    send_new: Signal<Local, bool>,
    send_posted: Signal<Local, bool>,
    verdict_ctx: Signal<Local, VerdictContext>,
    verdict: Signal<Local, VerdictContext>,
    stale: Signal<Local, bool>,
    nack_hold: Signal<Local, bool>,
    nack_ahead_next: Signal<Local, Bits<4>>,
    send_placed: Signal<Local, bool>,
    send_refused: Signal<Local, bool>,
    send_not_ready: Signal<Local, bool>,
    send_stale: Signal<Local, bool>,
    write_refused: Signal<Local, bool>,
    lookup_ctx: Signal<Local, LookupContext>,
    update: Signal<Local, bool>,
    sack_ctx: Signal<Local, SackContext>,
    placed_ctx: Signal<Local, PlacedContext>,
    result_ctx: Signal<Local, SackContext>,
    counted: Signal<Local, bool>,
    update_mask: Signal<Local, Bits<WINDOWS>>,
    in_flight_next: Signal<Local, Bits<WINDOWS>>,
    /// The windows of the updates of the last `IFS_KEPT` clocks (flip-flops only).
    in_flight_kept: Signal<Local, Bits<WINDOWS>>,
    /// A lookup result for the PROBE's window is due this clock (an update, unless dropped).
    probe_lookup_due: Signal<Local, bool>,
    /// `probe_line`'s history may be for another window.
    probe_line_stale: Signal<Local, bool>,
    /// `start_seen`'s next value.
    seen_next: Signal<Local, bool>,
    /// The window start goes next clock.
    start_next: Signal<Local, bool>,
    probe_held: Signal<Local, bool>,
    probe_take: Signal<Local, bool>,
    addr_write: Signal<Local, bool>,
    addr_write_window: Signal<Local, Bits<W>>,
    ce_write: Signal<Local, bool>,
    ce_write_count: Signal<Local, Bits<32>>,
    fire_ok: Signal<Local, bool>,
    start_ok: Signal<Local, bool>,
    /// The window of the command the SACK unit takes next clock.
    cmd_window_next: Signal<Local, Bits<W>>,
    address_write: Signal<Local, AckAddress>,
    address: Signal<Local, AckAddress>,
    placed: Signal<Local, bool>,
    result_valid: Signal<Local, bool>,
    refused: Signal<Local, bool>,
    head_nack: Signal<Local, bool>,
    head_window: Signal<Local, Bits<W>>,
    head_valid: Signal<Local, bool>,
    req_taken: Signal<Local, bool>,
}

impl Logic for RxDatapath {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self,
            clk,
            in_flight_masks,
            in_flight_windows,
            cmd_valid,
            cmd_op,
            cmd_base,
            nack_ahead,
            nack_ahead_any,
            probe_wait,
            probe_line,
            probe_window_last,
            probe_line_settle,
            probe_go,
            start_taken,
            start_seen,
            cmd_ready,
            cfg_udp_port,
            cfg_ack_every,
            cfg_ack_delay,
            cfg_mtu_shift,
            recv_write_valid,
            recv_write_post,
            recv_write_slot,
            recv_write_enable,
            recv_write_conn,
            recv_write_stream,
            recv_write_key,
            recv_write_addr,
            cpl_valid,
            cpl_slot,
            cpl_msn,
            cpl_bytes,
            cpl_status,
            ce_count_read,
            req_fresh,
            req_nack,
            req_window,
            aw_valid,
            aw_address
        );
        self.sack_last.clock.next = self.clk.val();
        self.cmd_window.clock.next = self.clk.val();
        self.aw_window.clock.next = self.clk.val();
        self.parser.clk.next = self.clk.val();
        self.place.clk.next = self.clk.val();
        self.conn.clk.next = self.clk.val();
        self.mr.clk.next = self.clk.val();
        self.recv.clk.next = self.clk.val();
        self.header_line.clk.next = self.clk.val();
        self.sack.clk.next = self.clk.val();
        self.sched.clk.next = self.clk.val();
        self.builder.clk.next = self.clk.val();
        self.nacks.clk.next = self.clk.val();
        self.regs.clk.next = self.clk.val();
        self.stored_line.clk.next = self.clk.val();
        self.lookup_line.clk.next = self.clk.val();
        self.lookup_soon.clk.next = self.clk.val();
        self.lookup_in_two.clk.next = self.clk.val();
        self.sack_line.clk.next = self.clk.val();
        self.placed_line.clk.next = self.clk.val();
        self.verdict_line.clk.next = self.clk.val();
        self.addresses.read_clock.next = self.clk.val();
        self.addresses.write_clock.next = self.clk.val();
        self.ce_counts.read_clock.next = self.clk.val();
        self.ce_counts.write_clock.next = self.clk.val();
        self.parser.rst.next = self.rst.val();
        self.place.rst.next = self.rst.val();
        self.conn.rst.next = self.rst.val();
        self.mr.rst.next = self.rst.val();
        self.recv.rst.next = self.rst.val();
        self.header_line.rst.next = self.rst.val();
        self.sack.rst.next = self.rst.val();
        self.sched.rst.next = self.rst.val();
        self.builder.rst.next = self.rst.val();
        self.nacks.rst.next = self.rst.val();
        self.regs.rst.next = self.rst.val();
        self.stored_line.rst.next = self.rst.val();
        self.lookup_line.rst.next = self.rst.val();
        self.lookup_soon.rst.next = self.rst.val();
        self.lookup_in_two.rst.next = self.rst.val();
        self.sack_line.rst.next = self.rst.val();
        self.placed_line.rst.next = self.rst.val();
        self.verdict_line.rst.next = self.rst.val();

        // ---- Registers: AXI-Lite, configuration, table writes.
        self.regs.s_axil_awaddr.next = self.s_axil_awaddr.val();
        self.regs.s_axil_awprot.next = self.s_axil_awprot.val();
        self.regs.s_axil_awvalid.next = self.s_axil_awvalid.val();
        self.s_axil_awready.next = self.regs.s_axil_awready.val();
        self.regs.s_axil_wdata.next = self.s_axil_wdata.val();
        self.regs.s_axil_wstrb.next = self.s_axil_wstrb.val();
        self.regs.s_axil_wvalid.next = self.s_axil_wvalid.val();
        self.s_axil_wready.next = self.regs.s_axil_wready.val();
        self.s_axil_bresp.next = self.regs.s_axil_bresp.val();
        self.s_axil_bvalid.next = self.regs.s_axil_bvalid.val();
        self.regs.s_axil_bready.next = self.s_axil_bready.val();
        self.regs.s_axil_araddr.next = self.s_axil_araddr.val();
        self.regs.s_axil_arprot.next = self.s_axil_arprot.val();
        self.regs.s_axil_arvalid.next = self.s_axil_arvalid.val();
        self.s_axil_arready.next = self.regs.s_axil_arready.val();
        self.s_axil_rdata.next = self.regs.s_axil_rdata.val();
        self.s_axil_rresp.next = self.regs.s_axil_rresp.val();
        self.s_axil_rvalid.next = self.regs.s_axil_rvalid.val();
        self.regs.s_axil_rready.next = self.s_axil_rready.val();

        self.conn.s_conn_write_valid.next = self.regs.m_conn_write_valid.val();
        self.conn.s_conn_write_slot.next = self.regs.m_conn_write_slot.val();
        self.conn.s_conn_write_enable.next = self.regs.m_conn_write_enable.val();
        self.conn.s_conn_write_established.next = self.regs.m_conn_write_established.val();
        self.conn.s_conn_write_conn_id.next = self.regs.m_conn_write_conn_id.val();
        self.conn.s_conn_write_peer_ip.next = self.regs.m_conn_write_peer_ip.val();
        self.conn.s_conn_write_path_count.next = self.regs.m_conn_write_path_count.val();
        self.conn.s_conn_write_peer_conn_id.next = self.regs.m_conn_write_peer_conn_id.val();
        self.conn.s_conn_write_peer_port.next = self.regs.m_conn_write_peer_port.val();
        self.conn.s_conn_write_peer_mac.next = self.regs.m_conn_write_peer_mac.val();
        self.conn.s_path_write_valid.next = self.regs.m_path_write_valid.val();
        self.conn.s_path_write_window.next = self.regs.m_path_write_window.val();
        self.conn.s_path_write_epoch.next = self.regs.m_path_write_epoch.val();
        self.mr.s_write_valid.next = self.regs.m_mr_write_valid.val();
        self.mr.s_write_index.next = self.regs.m_mr_write_index.val();
        self.mr.s_write_enable.next = self.regs.m_mr_write_enable.val();
        self.mr.s_write_key.next = self.regs.m_mr_write_key.val();
        self.mr.s_write_base.next = self.regs.m_mr_write_base.val();
        self.mr.s_write_length.next = self.regs.m_mr_write_length.val();
        self.mr.s_write_remote_write.next = self.regs.m_mr_write_remote_write.val();
        self.mr.s_write_local_write.next = self.regs.m_mr_write_local_write.val();
        self.cfg_mtu_shift.d.next = self.regs.recv_mtu_shift.val();
        self.recv.mtu_shift.next = self.cfg_mtu_shift.q.val();
        self.recv_write_valid.d.next = self.regs.m_recv_write_valid.val() & !self.rst.val();
        self.recv_write_post.d.next = self.regs.m_recv_write_post.val();
        self.recv_write_slot.d.next = self.regs.m_recv_write_slot.val();
        self.recv_write_enable.d.next = self.regs.m_recv_write_enable.val();
        self.recv_write_conn.d.next = self.regs.m_recv_write_conn.val();
        self.recv_write_stream.d.next = self.regs.m_recv_write_stream.val();
        self.recv_write_key.d.next = self.regs.m_recv_write_key.val();
        self.recv_write_addr.d.next = self.regs.m_recv_write_addr.val();
        self.recv.s_write_valid.next = self.recv_write_valid.q.val();
        self.recv.s_write_post.next = self.recv_write_post.q.val();
        self.recv.s_write_slot.next = self.recv_write_slot.q.val();
        self.recv.s_write_enable.next = self.recv_write_enable.q.val();
        self.recv.s_write_conn.next = self.recv_write_conn.q.val();
        self.recv.s_write_stream.next = self.recv_write_stream.q.val();
        self.recv.s_write_key.next = self.recv_write_key.q.val();
        self.recv.s_write_addr.next = self.recv_write_addr.q.val();
        self.recv.s_write_len.next = self.regs.m_recv_write_len.val();
        self.regs.s_recv_error_full.next = self.recv.m_write_error_full.val();
        self.regs.s_recv_error_unbound.next = self.recv.m_write_error_unbound.val();
        self.regs.s_recv_error_too_long.next = self.recv.m_write_error_too_long.val();
        // A datapath fault, never expected: the SACK unit refused an update, or did not take
        // the command register's command (let go only for a clock without a lookup due).
        self.regs.s_sack_refused.next = self.sack.m_update_refused.val()
            | (self.cmd_valid.q.val() & !self.sack.s_cmd_ready.val());
        self.cpl_valid.d.next = self.recv.m_cpl_valid.val() & !self.rst.val();
        self.cpl_slot.d.next = self.recv.m_cpl_slot.val();
        self.cpl_msn.d.next = self.recv.m_cpl_msn.val();
        self.cpl_bytes.d.next = self.recv.m_cpl_bytes.val();
        self.cpl_status.d.next = self.recv.m_cpl_status.val();
        self.regs.s_cpl_valid.next = self.cpl_valid.q.val();
        self.regs.s_cpl_slot.next = self.cpl_slot.q.val();
        self.regs.s_cpl_msn.next = self.cpl_msn.q.val();
        self.regs.s_cpl_bytes.next = self.cpl_bytes.q.val();
        self.regs.s_cpl_status.next = self.cpl_status.q.val();

        self.cfg_udp_port.d.next = self.regs.udp_port.val();
        self.cfg_ack_every.d.next = self.regs.ack_every.val();
        self.cfg_ack_delay.d.next = self.regs.ack_timer.val().get_bits::<12>(0);
        self.parser.udp_port.next = self.cfg_udp_port.q.val();
        self.sack.ack_every.next = self.cfg_ack_every.q.val();
        self.sched.ack_delay.next = self.cfg_ack_delay.q.val();

        // ---- Receive stream: parser, host stream, placement's frame stream.
        self.parser.s_axis_tdata.next = self.s_axis_rx_tdata.val();
        self.parser.s_axis_tkeep.next = self.s_axis_rx_tkeep.val();
        self.parser.s_axis_tvalid.next = self.s_axis_rx_tvalid.val();
        self.parser.s_axis_tlast.next = self.s_axis_rx_tlast.val();
        self.parser.s_axis_tuser.next = self.s_axis_rx_tuser.val();
        self.s_axis_rx_tready.next = self.parser.s_axis_tready.val();

        self.host_from_frame.next =
            self.parser.m_axis_frame_tvalid.val() & !self.parser.m_axis_frame_tdest.val();
        self.m_axis_host_tvalid.next =
            self.parser.m_axis_bypass_tvalid.val() | self.host_from_frame.val();
        if self.host_from_frame.val() {
            self.m_axis_host_tdata.next = self.parser.m_axis_frame_tdata.val();
            self.m_axis_host_tkeep.next = self.parser.m_axis_frame_tkeep.val();
            self.m_axis_host_tlast.next = self.parser.m_axis_frame_tlast.val();
            self.m_axis_host_tuser.next = self.parser.m_axis_frame_tuser.val();
        } else {
            self.m_axis_host_tdata.next = self.parser.m_axis_bypass_tdata.val();
            self.m_axis_host_tkeep.next = self.parser.m_axis_bypass_tkeep.val();
            self.m_axis_host_tlast.next = self.parser.m_axis_bypass_tlast.val();
            self.m_axis_host_tuser.next = self.parser.m_axis_bypass_tuser.val();
        }
        self.place.s_axis_frame_tdata.next = self.parser.m_axis_frame_tdata.val();
        self.place.s_axis_frame_tkeep.next = self.parser.m_axis_frame_tkeep.val();
        self.place.s_axis_frame_tvalid.next =
            self.parser.m_axis_frame_tvalid.val() & self.parser.m_axis_frame_tdest.val();
        self.place.s_axis_frame_tlast.next = self.parser.m_axis_frame_tlast.val();

        // ---- Header clock: the stored flag; a SEND's receive-table lookup.
        self.stored_line.d.next =
            self.place.m_capture_valid.val() & self.place.m_capture_stored.val();
        self.header_write.next =
            self.parser.m_header_valid.val() & self.parser.m_header_datapath.val();
        self.header_ctx.next.decide = self.header_write.val();
        self.header_ctx.next.lookup = self.header_write.val()
            & (self.parser.m_header_reason.val() == 0) // REASON_OK
            & self.stored_line.q.val();
        self.header_ctx.next.send = self.parser.m_header_opcode.val() == 0x02; // Opcode::Send
        self.header_ctx.next.conn_id = self.parser.m_header_conn_id.val();
        self.header_ctx.next.src_ip = self.parser.m_header_src_ip.val();
        self.header_ctx.next.src_port = self.parser.m_header_src_port.val();
        self.header_ctx.next.path_id = self.parser.m_header_path_id.val();
        self.header_ctx.next.epoch = self.parser.m_header_epoch.val();
        self.header_ctx.next.rkey = self.parser.m_header_rkey.val();
        // A WRITE's whole message must lie in the region: it starts `offset` bytes before
        // this packet's address (a borrow: before address 0, refused) and is `msg_len` long.
        self.header_ctx.next.message_base =
            bit_cast::<65, 64>(self.parser.m_header_remote_addr.val())
                - bit_cast::<65, 32>(self.parser.m_header_offset.val());
        self.header_ctx.next.msg_len = self.parser.m_header_msg_len.val();
        self.header_ctx.next.offset = self.parser.m_header_offset.val();
        self.header_ctx.next.psn = self.parser.m_header_psn.val();
        self.header_ctx.next.stream = self.parser.m_header_stream.val();
        self.header_ctx.next.msn = self.parser.m_header_msn.val();
        self.header_ctx.next.ce = self.parser.m_header_ecn.val() == 3;
        self.header_ctx.next.timestamp = self.parser.m_header_timestamp.val();
        self.header_ctx.next.ack_req = self.parser.m_header_flags.val().get_bit(2);
        self.header_ctx.next.remote_addr = self.parser.m_header_remote_addr.val();
        self.header_ctx.next.payload_len = self.parser.m_header_payload_len.val();
        self.header_line.d.next = self.header_ctx.val();

        // The receive table keys a stream by (connection slot, stream id): the slot is the
        // connection id's bits 10:8 (`CONN_ID_SHIFT`); a forged id is dropped later by the
        // connection table, and the lookup changes nothing.
        self.recv.s_lookup_valid.next = self.header_ctx.val().lookup & self.header_ctx.val().send;
        self.recv.s_lookup_conn.next = self.parser.m_header_conn_id.val().get_bits::<3>(8);
        self.recv.s_lookup_stream.next = self.parser.m_header_stream.val();
        self.recv.s_lookup_msn.next = self.parser.m_header_msn.val();
        self.recv.s_lookup_offset.next = self.parser.m_header_offset.val();
        self.recv.s_lookup_msg_len.next = self.parser.m_header_msg_len.val();
        self.recv.s_lookup_tag.next = 0.into();

        // ---- Lookup clock (`SEND_LOOKUP_LATENCY` later): the receive table's answer; the
        //      connection and memory-region lookups (a WRITE's message with remote write, a
        //      SEND's payload at its posted buffer's target with local write).
        self.header_q.next = self.header_line.q.val();
        // (A field of a struct signal is sliced only through a signal of its own: Yosys
        // reads no select of a select.)
        self.message_base.next = self.header_q.val().message_base;
        self.lookup_ctx.next.decide = self.header_q.val().decide;
        self.lookup_ctx.next.lookup = self.header_q.val().lookup;
        self.lookup_ctx.next.psn = self.header_q.val().psn;
        self.lookup_ctx.next.stream = self.header_q.val().stream;
        self.lookup_ctx.next.msn = self.header_q.val().msn;
        self.lookup_ctx.next.ce = self.header_q.val().ce;
        self.lookup_ctx.next.timestamp = self.header_q.val().timestamp;
        self.lookup_ctx.next.ack_req = self.header_q.val().ack_req;
        self.lookup_ctx.next.epoch = self.header_q.val().epoch;
        self.lookup_ctx.next.payload_len = self.header_q.val().payload_len;
        self.lookup_ctx.next.send = self.header_q.val().send;
        self.lookup_ctx.next.target = self.recv.m_result_target.val();
        self.lookup_ctx.next.fits = self.recv.m_result_fits.val();
        self.lookup_ctx.next.recv_slot = self.recv.m_result_slot.val();
        self.lookup_ctx.next.offset = self.header_q.val().offset;
        self.lookup_ctx.next.msg_len = self.header_q.val().msg_len;
        if self.header_q.val().send {
            self.lookup_ctx.next.remote_addr = self.recv.m_result_target_addr.val();
        } else {
            self.lookup_ctx.next.remote_addr = self.header_q.val().remote_addr;
        }
        self.lookup_line.d.next = self.lookup_ctx.val();
        self.lookup_soon.d.next = self.lookup_ctx.val().lookup;
        self.lookup_in_two.d.next = self.lookup_ctx.val().lookup;

        self.conn.s_lookup_valid.next = self.header_q.val().lookup;
        self.conn.s_lookup_conn_id.next = self.header_q.val().conn_id;
        self.conn.s_lookup_src_ip.next = self.header_q.val().src_ip;
        self.conn.s_lookup_src_port.next = self.header_q.val().src_port;
        self.conn.s_lookup_path_id.next = self.header_q.val().path_id;
        self.conn.s_lookup_epoch.next = self.header_q.val().epoch;
        self.conn.s_lookup_tag.next = 0.into();
        self.mr.s_lookup_valid.next = self.header_q.val().lookup;
        self.mr.s_lookup_local.next = self.header_q.val().send;
        if self.header_q.val().send {
            self.mr.s_lookup_rkey.next = self.recv.m_result_key.val();
            self.mr.s_lookup_addr.next = self.recv.m_result_target_addr.val();
            self.mr.s_lookup_len.next = bit_cast::<32, 16>(self.header_q.val().payload_len);
            self.mr.s_lookup_tag.next = 0.into();
        } else {
            self.mr.s_lookup_rkey.next = self.header_q.val().rkey;
            self.mr.s_lookup_addr.next = self.message_base.val().get_bits::<64>(0);
            self.mr.s_lookup_len.next = self.header_q.val().msg_len;
            self.mr.s_lookup_tag.next = bit_cast::<8, 1>(self.message_base.val().get_bits::<1>(64));
        }

        // ---- Lookup results: drop verdicts, the SACK update.
        self.update.next = self.lookup_line.q.val().lookup & self.conn.m_result_ok.val();
        self.counted.next = self.lookup_line.q.val().lookup & self.conn.m_result_valid.val();
        self.regs.s_drop_unknown_connection.next =
            self.counted.val() & (self.conn.m_result_verdict.val() == 1);
        self.regs.s_drop_not_established.next =
            self.counted.val() & (self.conn.m_result_verdict.val() == 2);
        self.regs.s_drop_bad_path.next =
            self.counted.val() & (self.conn.m_result_verdict.val() == 3);
        self.regs.s_drop_stale_epoch.next =
            self.counted.val() & (self.conn.m_result_verdict.val() == 4);

        self.sack.s_update_due.next = self.lookup_line.q.val().lookup;
        self.sack.s_update_valid.next = self.update.val();
        // (The window compares from the table's second register, placed beside them.)
        self.sack.s_update_window.next = self.conn.m_result_window.val();
        self.sack.s_update_window_tests.next = self.conn.m_result_window_copy.val();
        self.sack.s_update_psn.next = self.lookup_line.q.val().psn;
        self.sack.s_update_ce.next = self.lookup_line.q.val().ce;
        self.sack.s_update_timestamp.next = self.lookup_line.q.val().timestamp;
        self.sack.s_update_ack_req.next = self.lookup_line.q.val().ack_req;
        // A SEND is placed when its receive is posted, its message fits the buffer and the
        // target passes the region check (local write), as `receive_data_packet` decides.
        self.placed.next = self.mr.m_result_allowed.val()
            & !self.mr.m_result_tag.val().get_bit(0)
            & self.mr.m_result_valid.val()
            & (!self.lookup_line.q.val().send
                | ((self.lookup_line.q.val().target == 2) // TARGET_POSTED
                    & self.lookup_line.q.val().fits));
        self.sack.s_update_placed.next = self.placed.val();

        self.sack_ctx.next.decide = self.lookup_line.q.val().decide;
        self.sack_ctx.next.updated = self.update.val();
        self.sack_ctx.next.allowed = self.placed.val();
        self.sack_ctx.next.send = self.lookup_line.q.val().send;
        self.sack_ctx.next.target = self.lookup_line.q.val().target;
        self.placed_ctx.next.recv_slot = self.lookup_line.q.val().recv_slot;
        self.placed_ctx.next.offset = self.lookup_line.q.val().offset;
        self.placed_ctx.next.msg_len = self.lookup_line.q.val().msg_len;
        self.placed_line.d.next = self.placed_ctx.val();
        self.sack_ctx.next.remote_addr = self.lookup_line.q.val().remote_addr;
        self.sack_ctx.next.payload_len = self.lookup_line.q.val().payload_len;
        self.sack_ctx.next.psn = self.lookup_line.q.val().psn;
        self.sack_ctx.next.stream = self.lookup_line.q.val().stream;
        self.sack_ctx.next.msn = self.lookup_line.q.val().msn;
        self.sack_ctx.next.peer_conn_id = self.conn.m_result_peer_conn_id.val();
        self.sack_ctx.next.peer_ip = self.conn.m_result_peer_ip.val();
        self.sack_ctx.next.peer_port = self.conn.m_result_peer_port.val();
        self.sack_ctx.next.peer_mac = self.conn.m_result_peer_mac.val();
        self.sack_ctx.next.src_port = self.conn.m_result_ack_src_port.val();
        self.sack_ctx.next.epoch = self.lookup_line.q.val().epoch;
        self.sack_line.d.next = self.sack_ctx.val();

        // Updates in flight in the SACK unit and the scheduler's input register, as window
        // masks: this clock's update enters the line; the windows in flight next clock are
        // this clock's and those of the last `IFS_KEPT` clocks.
        self.update_mask.next = 0.into();
        if self.update.val() {
            self.update_mask.next = self.conn.m_result_window_oh.val();
        }
        // (64 = `WINDOWS`, spelled out: the Verilog emitter writes a constant's name.)
        self.in_flight_masks.d.next =
            (self.in_flight_masks.q.val() << 64) | bit_cast::<IFM, WINDOWS>(self.update_mask.val());
        self.in_flight_kept.next = 0.into();
        for k in 0..IFS_KEPT {
            self.in_flight_kept.next = self.in_flight_kept.val()
                | self.in_flight_masks.q.val().get_bits::<WINDOWS>(k * 64);
        }
        self.in_flight_next.next = self.update_mask.val() | self.in_flight_kept.val();
        self.in_flight_windows.d.next = self.in_flight_next.val();
        if self.rst.val() {
            self.in_flight_masks.d.next = 0.into();
            self.in_flight_windows.d.next = 0.into();
        }

        // ---- Commands to the SACK unit: a timer ACK (held while its window has an update
        //      in flight: the scheduler leaves such a window's fire unoffered) or the
        //      register block's window start, the start first, through a register the unit
        //      takes from in the next clock — so no block's handshake logic reaches into the unit's command
        //      decode. Either is let go only when no update can come in that clock (no
        //      lookup result due then: the unit takes commands only without an update
        //      due); a timer ACK also not in a clock with a lookup result due (an update,
        //      which the unit takes before the command and the scheduler sees after its
        //      fire, or a dropped packet: the connection table's verdict does not reach
        //      the scheduler's fire).
        self.sched.s_cmd_hold.next = self.in_flight_windows.q.val();
        // The register block's window start goes before a timer fire: its decision is three
        // flip-flops, and it selects the command register's input, so the scheduler's fire
        // (an OR tree over the windows) reaches only the register's valid. It goes a clock
        // after the register block offers it (`start_seen`: offered then and not taken, so
        // still offered now), and is acknowledged a clock after it goes (`start_taken`, its
        // handshake's ready, so no decision of this clock reaches the register block's
        // registers): it is still offered in that clock, and not taken again. A fire waits
        // at most that clock (a timer ACK a clock later, as if its timer had fired then).
        self.start_ok.next =
            self.start_seen.q.val() & !self.start_taken.q.val() & !self.lookup_soon.q.val();
        self.seen_next.next =
            self.regs.m_sack_cmd_valid.val() & !self.start_taken.q.val() & !self.rst.val();
        self.start_seen.d.next = self.seen_next.val();
        self.start_taken.d.next = self.start_ok.val() & !self.rst.val();
        // The fire goes with no lookup result due now or next clock (`lookup_line`'s last
        // stage is `lookup_soon`'s of a clock before, and `lookup_soon`'s is
        // `lookup_in_two`'s) and no start going: all of it known a clock ahead, so the
        // scheduler's ready is a register (`cmd_ready`), and the fire is its valid ∧ that.
        self.start_next.next =
            self.seen_next.val() & !self.start_ok.val() & !self.lookup_in_two.q.val();
        self.cmd_ready.d.next =
            !self.lookup_soon.q.val() & !self.lookup_in_two.q.val() & !self.start_next.val();
        self.fire_ok.next = self.sched.m_cmd_valid.val() & self.cmd_ready.q.val();
        self.cmd_valid.d.next = (self.fire_ok.val() | self.start_ok.val()) & !self.rst.val();
        if self.start_ok.val() {
            self.cmd_op.d.next = false; // COMMAND_START
            self.cmd_window_next.next = self.regs.m_sack_cmd_window.val();
        } else {
            self.cmd_op.d.next = self.sched.m_cmd_op.val();
            self.cmd_window_next.next = self.sched.m_cmd_window.val();
        }
        // The base is the register block's whatever the command: only a start reads it (a
        // timer ACK's clear reads its window alone), so the register is a plain copy of a
        // register, free to sit beside the SACK unit's PSN decode, the long hop before it.
        self.cmd_base.d.next = self.regs.m_sack_cmd_base.val();
        self.cmd_window.d.next = self.cmd_window_next.val();
        self.cmd_window_tests.clock.next = self.clk.val();
        self.cmd_window_tests.d.next = self.cmd_window_next.val();
        // (The scheduler's ready does not wait for its valid, whose hold is an OR tree.)
        self.sched.m_cmd_ready.next = self.cmd_ready.q.val();
        self.regs.m_sack_cmd_ready.next = self.start_taken.q.val();
        self.sack.s_cmd_valid.next = self.cmd_valid.q.val();
        self.sack.s_cmd_op.next = self.cmd_op.q.val();
        self.sack.s_cmd_window.next = self.cmd_window.q.val();
        self.sack.s_cmd_window_tests.next = self.cmd_window_tests.q.val();
        self.sack.s_cmd_base.next = self.cmd_base.q.val();

        // ---- SACK results: scheduler, counters, addressing, placement decision.
        self.sack_last.d.next = self.sack_line.q.val();
        self.result_ctx.next = self.sack_last.q.val();
        self.result_valid.next = self.result_ctx.val().updated & self.sack.m_result_valid.val();
        // A PROBE's ACK (`PROBE_COMMIT`, the host handled the PROBE) enters the scheduler as
        // a result of its own, in a clock without a SACK result, once no SACK update of its
        // window is in flight and the window start the host committed before it (a newer
        // epoch) was taken: ACK now, and — when the PROBE started the window afresh — the
        // fresh window's state (cum PSN = its base, no bit, CE count 0, the PROBE's
        // timestamp); otherwise class "out of window", which leaves the window's state as
        // it is. So the reference's order holds: the packets it took before the PROBE, the
        // PROBE (`on_probe`: reset if newer, ACK now), the packets after.
        // A peer that keeps sending on the path it probes (without waiting for the PROBE's
        // ACK) would keep an update of the window in flight forever and the host's write
        // waiting: after 64 clocks the command no longer waits for the window's updates.
        // The hold is decided a clock ahead from the windows in flight then (the update of
        // this clock and those of the last `IFS_KEPT` clocks): the PROBE's window and the
        // start flag cannot change while it is pending (the register block takes no write
        // then), and a start taken this clock only holds the PROBE a clock longer. This
        // clock's update counts whenever a lookup result for the PROBE's window is due,
        // whatever its verdict (a dropped packet holds the PROBE a clock for nothing): the
        // connection table's verdict does not reach the hold.
        // The PROBE's window's updates of the last `IFS_KEPT` clocks come from `probe_line`,
        // each compared with the window when it entered; for `IFS_KEPT` clocks after the
        // window changes (never while a PROBE is pending), the PROBE is held.
        self.probe_lookup_due.next = self.lookup_line.q.val().lookup
            & (self.conn.m_result_window.val() == self.regs.m_path_write_window.val());
        self.probe_line.d.next = self.probe_line.q.val() << 1;
        if self.update.val()
            & (self.conn.m_result_window.val() == self.regs.m_path_write_window.val())
        {
            self.probe_line.d.next = (self.probe_line.q.val() << 1) | 1;
        }
        self.probe_window_last.d.next = self.regs.m_path_write_window.val();
        self.probe_line_stale.next = (self.probe_line_settle.q.val() != 0)
            | (self.probe_window_last.q.val() != self.regs.m_path_write_window.val());
        self.probe_line_settle.d.next = 0.into();
        if self.probe_window_last.q.val() != self.regs.m_path_write_window.val() {
            self.probe_line_settle.d.next = 13.into(); // IFS_KEPT (asserted where it is defined)
        } else if self.probe_line_settle.q.val() != 0 {
            self.probe_line_settle.d.next = self.probe_line_settle.q.val() - 1;
        }
        if self.rst.val() {
            self.probe_line.d.next = 0.into();
        }
        self.probe_held.next = self.regs.m_sack_cmd_valid.val();
        if (self.probe_line.q.val().any()
            | self.probe_line_stale.val()
            | self.probe_lookup_due.val())
            & (self.probe_wait.q.val() != 63)
        {
            self.probe_held.next = true;
        }
        // Nor may it share a clock with a SACK result: an update whose result would come
        // next clock (refused or not) holds it too, so the take is a flip-flop and the
        // scheduler's result mux is not behind the SACK unit's valid. (A PROBE pending now
        // and not taken is still pending next clock: the register block drops it only at
        // its take, and takes no write meanwhile; a PROBE just committed waits a clock.)
        self.probe_take.next = self.probe_go.q.val();
        self.probe_go.d.next = self.regs.m_probe_valid.val()
            & !self.probe_take.val()
            & !self.probe_held.val()
            & !self.sack_line.q.val().updated
            & !self.rst.val();
        self.regs.m_probe_ready.next = self.probe_take.val();
        self.probe_wait.d.next = 0.into();
        if self.regs.m_probe_valid.val() & !self.probe_take.val() {
            self.probe_wait.d.next = self.probe_wait.q.val() + 1;
            if self.probe_wait.q.val() == 63 {
                self.probe_wait.d.next = 63.into();
            }
        }
        self.sched.s_result_valid.next = self.result_valid.val() | self.probe_take.val();
        if self.probe_take.val() {
            self.sched.s_result_window.next = self.regs.m_path_write_window.val();
            if self.regs.m_probe_fresh.val() {
                self.sched.s_result_class.next = 0.into(); // CLASS_NEW: the state is written
            } else {
                self.sched.s_result_class.next = 2.into(); // CLASS_OUT_OF_WINDOW: kept
            }
            self.sched.s_result_base.next = self.regs.m_probe_base.val();
            self.sched.s_result_bitmap.next = 0.into();
            self.sched.s_result_ce_count.next = 0.into();
            self.sched.s_result_ack.next = 2.into(); // ACK_NOW
            self.sched.s_result_echo_timestamp.next = self.regs.m_probe_timestamp.val();
        } else {
            self.sched.s_result_window.next = self.sack.m_result_window.val();
            self.sched.s_result_class.next = self.sack.m_result_class.val();
            self.sched.s_result_base.next = self.sack.m_result_base.val();
            self.sched.s_result_bitmap.next = self.sack.m_result_bitmap.val();
            self.sched.s_result_ce_count.next = self.sack.m_result_ce_count.val();
            self.sched.s_result_ack.next = self.sack.m_result_ack.val();
            self.sched.s_result_echo_timestamp.next = self.sack.m_result_echo_timestamp.val();
        }

        // What the SACK result says, decided at the verdict clock (`VERDICT_LATENCY`
        // later). The reference handles packets one at a time, so a SEND sees every earlier
        // packet's effect on its receive; here its lookup is ~20 clocks older than its
        // result, and earlier SENDs' updates issued since may have completed the message
        // (their last segment placed, or a refusal). So a new SEND found posted has its
        // receive-table update issued now — placed if it fits and passed the region check,
        // refused otherwise — and the table, which applies updates in order, says
        // `PLACED_LATENCY` clocks later whether the receive had completed before it (stale:
        // the update was ignored). Everything the packet's verdict drives waits for that
        // answer, every DATA frame alike (one pipeline): placement's decision, the drop
        // counters and the NACK queue's push.
        self.send_new.next = self.result_valid.val()
            & (self.sack.m_result_class.val() == 0) // CLASS_NEW
            & self.result_ctx.val().send;
        self.send_posted.next = self.send_new.val() & (self.result_ctx.val().target == 2); // TARGET_POSTED
        self.recv.s_placed_valid.next = self.send_posted.val();
        // The update's fields go a clock ahead of its pulse, from the line's stage before
        // the result clock (the table registers them beside its flags).
        self.recv.s_placed_refused.next = !self.sack_line.q.val().allowed;
        self.recv.s_placed_slot.next = self.placed_line.q.val().recv_slot;
        self.recv.s_placed_msn.next = self.sack_line.q.val().msn;
        self.recv.s_placed_offset.next = self.placed_line.q.val().offset;
        self.recv.s_placed_msg_len.next = self.placed_line.q.val().msg_len;

        self.verdict_ctx.next.decide = self.result_ctx.val().decide;
        self.verdict_ctx.next.duplicate =
            self.result_valid.val() & (self.sack.m_result_class.val() == 1); // CLASS_DUPLICATE
        self.verdict_ctx.next.out_of_window =
            self.result_valid.val() & (self.sack.m_result_class.val() == 2); // CLASS_OUT_OF_WINDOW
        self.verdict_ctx.next.write_placed = self.result_valid.val()
            & (self.sack.m_result_class.val() == 0)
            & !self.result_ctx.val().send
            & self.result_ctx.val().allowed;
        self.verdict_ctx.next.write_refused = self.result_valid.val()
            & (self.sack.m_result_class.val() == 0)
            & !self.result_ctx.val().send
            & !self.result_ctx.val().allowed;
        self.verdict_ctx.next.send_posted = self.send_posted.val();
        self.verdict_ctx.next.allowed = self.result_ctx.val().allowed;
        self.verdict_ctx.next.send_completed =
            self.send_new.val() & (self.result_ctx.val().target == 1); // TARGET_COMPLETED
        self.verdict_ctx.next.send_not_ready =
            self.send_new.val() & (self.result_ctx.val().target == 0); // TARGET_NOT_POSTED
        self.verdict_ctx.next.send = self.result_ctx.val().send;
        self.verdict_ctx.next.window = self.sack.m_result_window.val();
        self.verdict_ctx.next.psn = self.result_ctx.val().psn;
        self.verdict_ctx.next.stream = self.result_ctx.val().stream;
        self.verdict_ctx.next.msn = self.result_ctx.val().msn;
        self.verdict_ctx.next.remote_addr = self.result_ctx.val().remote_addr;
        self.verdict_ctx.next.payload_len = self.result_ctx.val().payload_len;
        self.verdict_line.d.next = self.verdict_ctx.val();
        // Results that may push a NACK at their verdict clock, one bit per clock in flight:
        // no ACK is taken meanwhile (the reference queued that NACK when it took the frame,
        // at its SACK result, and sends its queued NACKs before its ACKs).
        // (`nack_ahead_any`: any bit set, registered from the next value, so the ACK hold
        // is one gate on flip-flops.)
        self.nack_ahead_next.next = (self.nack_ahead.q.val() << 1)
            | bit_cast::<4, 1>(
                (self.verdict_ctx.val().write_refused
                    | (self.send_posted.val() & !self.result_ctx.val().allowed)
                    | self.verdict_ctx.val().send_not_ready)
                    .into(),
            );
        if self.rst.val() {
            self.nack_ahead_next.next = 0.into();
        }
        self.nack_ahead.d.next = self.nack_ahead_next.val();
        self.nack_ahead_any.d.next = self.nack_ahead_next.val().any();

        // The verdict clock: the table's answer on this packet's update (if it issued one)
        // comes now. Posted and not stale → placed, or refused (too long, region check) with
        // a REMOTE_ACCESS NACK — the table recorded the refusal; stale (an earlier update
        // completed the message) or completed at the lookup → a stale duplicate, counted,
        // neither placed nor NACKed; not posted → NACK RECEIVER_NOT_READY.
        self.verdict.next = self.verdict_line.q.val();
        // (The table answers every update `VERDICT_LATENCY` clocks after it, in order: its
        // valid is this packet's `send_posted`.)
        self.stale.next = self.verdict.val().send_posted
            & self.recv.m_placed_verdict_valid.val()
            & self.recv.m_placed_stale.val();
        self.send_placed.next =
            self.verdict.val().send_posted & self.verdict.val().allowed & !self.stale.val();
        self.send_refused.next =
            self.verdict.val().send_posted & !self.verdict.val().allowed & !self.stale.val();
        self.send_not_ready.next = self.verdict.val().send_not_ready;
        self.send_stale.next = self.verdict.val().send_completed | self.stale.val();
        self.write_refused.next = self.verdict.val().write_refused;
        self.regs.s_drop_duplicate.next = self.verdict.val().duplicate | self.send_stale.val();
        self.regs.s_drop_out_of_window.next = self.verdict.val().out_of_window;
        self.refused.next = self.write_refused.val() | self.send_refused.val();
        self.regs.s_drop_access_violation.next = self.refused.val();
        self.regs.s_drop_receiver_not_ready.next = self.send_not_ready.val();
        self.nacks.s_push.next = self.refused.val() | self.send_not_ready.val();
        self.nacks.s_push_window.next = self.verdict.val().window;
        self.nacks.s_push_stream.next = self.verdict.val().stream;
        self.nacks.s_push_msn.next = self.verdict.val().msn;
        self.nacks.s_push_psn.next = self.verdict.val().psn;
        self.nacks.s_push_send.next = self.verdict.val().send;
        self.nacks.s_push_not_ready.next = self.send_not_ready.val();

        self.regs.s_nack_dropped.next = self.nacks.m_dropped.val();
        self.regs.s_parser_verdict_valid.next = self.parser.m_header_valid.val();
        self.regs.s_parser_verdict_reason.next = self.parser.m_header_reason.val();

        // The window's ACK addressing: each SACK result's packet, or a PROBE's (the staged
        // peer of its connection, its source port, the path's receive epoch).
        self.address_write.next.peer_conn_id = self.result_ctx.val().peer_conn_id;
        self.address_write.next.peer_ip = self.result_ctx.val().peer_ip;
        self.address_write.next.peer_port = self.result_ctx.val().peer_port;
        self.address_write.next.peer_mac = self.result_ctx.val().peer_mac;
        self.address_write.next.src_port = self.result_ctx.val().src_port;
        self.address_write.next.epoch = self.result_ctx.val().epoch;
        self.addr_write_window.next = self.sack.m_result_window.val();
        if self.probe_take.val() {
            self.address_write.next.peer_conn_id = self.regs.m_conn_write_peer_conn_id.val();
            self.address_write.next.peer_ip = self.regs.m_conn_write_peer_ip.val();
            self.address_write.next.peer_port = self.regs.m_conn_write_peer_port.val();
            self.address_write.next.peer_mac = self.regs.m_conn_write_peer_mac.val();
            self.address_write.next.src_port = self.regs.m_probe_src_port.val();
            self.address_write.next.epoch = self.regs.m_path_write_epoch.val();
            self.addr_write_window.next = self.regs.m_path_write_window.val();
        }
        self.addr_write.next = self.result_valid.val() | self.probe_take.val();
        self.aw_valid.d.next = self.addr_write.val() & !self.rst.val();
        self.aw_window.d.next = self.addr_write_window.val();
        self.aw_address.d.next = self.address_write.val();
        self.addresses.write_address.next = self.aw_window.q.val();
        self.addresses.write_data.next = self.aw_address.q.val();
        self.addresses.write_enable.next = self.aw_valid.q.val();
        // The window's CE count (`CE_COUNT`), written where the scheduler stores the
        // window's ACK state: a result that changed the window, a PROBE of a newer epoch.
        self.ce_write.next = (self.result_valid.val() & (self.sack.m_result_class.val() != 2))
            | (self.probe_take.val() & self.regs.m_probe_fresh.val());
        self.ce_write_count.next = self.sack.m_result_ce_count.val();
        if self.probe_take.val() {
            self.ce_write_count.next = 0.into();
        }
        self.ce_counts.write_address.next = self.addr_write_window.val();
        self.ce_counts.write_data.next = self.ce_write_count.val();
        self.ce_counts.write_enable.next = self.ce_write.val();
        self.ce_counts.read_address.next = self.regs.ce_window.val();
        self.ce_count_read.d.next = self.ce_counts.read_data.val();
        self.regs.s_ce_count.next = self.ce_count_read.q.val();

        self.place.s_decision_valid.next = self.verdict.val().decide;
        self.place.s_decision_place.next = self.verdict.val().write_placed | self.send_placed.val();
        self.place.s_decision_addr.next = self.verdict.val().remote_addr;
        self.place.s_decision_len.next = self.verdict.val().payload_len;
        self.place.s_decision_offset.next = 98.into(); // DATA_PAYLOAD_OFFSET

        // ---- ACKs and NACKs: the NACK queue's head goes first, and no ACK is taken while a
        //      NACK is queued (the reference sends its queued NACKs before its ACKs). The
        //      head's window addressing is read in the clock it shows; the head is registered
        //      as the request and offered to the builder in the next clock, the read's output
        //      beside it, if it was not taken and no write to its window came with the read.
        //      (The RAM is written a clock after the result, `aw_*`: a request offered in
        //      that clock is taken before the scheduler acts on the result, so the
        //      addressing before the write is the right one for it.)
        //      The handshake starts at flip-flops: the queue pointers' compares and the window
        //      pick end at the request registers, not in the scheduler's queue read. A head
        //      stays at least a clock (taken the clock after it shows); a taken request's
        //      successor is offered two clocks after the take, the builder's rate.
        self.head_nack.next = self.nacks.m_valid.val();
        if self.head_nack.val() {
            self.head_window.next = self.nacks.m_window.val();
        } else {
            self.head_window.next = self.sched.m_ack_window.val();
        }
        self.head_valid.next = self.nacks.m_valid.val() | self.sched.m_ack_valid.val();
        self.addresses.read_address.next = self.head_window.val();
        self.req_taken.next =
            self.builder.s_request_valid.val() & self.builder.s_request_ready.val();
        self.req_fresh.d.next = self.head_valid.val()
            & !self.req_taken.val()
            & !(self.aw_valid.q.val() & (self.aw_window.q.val() == self.head_window.val()))
            & !self.rst.val();
        self.req_nack.d.next = self.head_nack.val();
        self.req_window.d.next = self.head_window.val();
        self.address.next = self.addresses.read_data.val();
        self.nack_hold.next = self.nacks.m_pending.val() | self.nack_ahead_any.q.val();
        // A NACK offered is still the queue's head (not popped since it showed); an ACK
        // offered is still the scheduler's, whose fields are read now, at the take. A NACK
        // that shows meanwhile holds the ACK (`m_pending` is up the clock before it shows),
        // and so does a NACK offered (it is queued).
        self.builder.s_request_valid.next = self.req_fresh.q.val()
            & (self.req_nack.q.val() | (self.sched.m_ack_valid.val() & !self.nack_hold.val()));
        self.sched.m_ack_ready.next =
            self.builder.s_request_ready.val() & self.req_fresh.q.val() & !self.nack_hold.val();
        self.nacks.m_ready.next =
            self.builder.s_request_ready.val() & self.req_fresh.q.val() & self.req_nack.q.val();
        self.builder.s_request_nack.next = self.req_nack.q.val();
        if self.nacks.m_not_ready.val() {
            self.builder.s_request_nack_code.next = 2.into(); // NACK_CODE_NOT_READY
        } else {
            self.builder.s_request_nack_code.next = 1.into(); // NACK_CODE: RemoteAccess
        }
        if self.nacks.m_send.val() {
            self.builder.s_request_nack_opcode.next = 2.into(); // NACK_OPCODE_SEND
        } else {
            self.builder.s_request_nack_opcode.next = 1.into(); // NACK_OPCODE: WRITE
        }
        self.builder.s_request_nack_stream.next = self.nacks.m_stream.val();
        self.builder.s_request_nack_msn.next = self.nacks.m_msn.val();
        self.builder.s_request_nack_psn.next = self.nacks.m_psn.val();
        self.builder.s_request_dst_mac.next = self.address.val().peer_mac;
        self.builder.s_request_src_mac.next = self.regs.local_mac.val();
        self.builder.s_request_src_ip.next = self.regs.local_ip.val();
        self.builder.s_request_dst_ip.next = self.address.val().peer_ip;
        self.builder.s_request_ecn.next = 2.into(); // ACK_ECN: ECT(0)
        self.builder.s_request_ident.next = 0.into(); // ACK_IDENT
        self.builder.s_request_ttl.next = 64.into(); // ACK_TTL
        self.builder.s_request_src_port.next = self.address.val().src_port;
        self.builder.s_request_dst_port.next = self.address.val().peer_port;
        self.builder.s_request_flags.next = 0.into();
        self.builder.s_request_conn_id.next = self.address.val().peer_conn_id;
        self.builder.s_request_path_id.next =
            bit_cast::<16, 3>(self.req_window.q.val().get_bits::<3>(0));
        self.builder.s_request_epoch.next = self.address.val().epoch;
        self.builder.s_request_cum_psn.next = self.sched.m_ack_cum_psn.val();
        self.builder.s_request_ce_count.next = self.sched.m_ack_ce_count.val();
        self.builder.s_request_rate_hint.next = self.regs.rate_hint.val();
        self.builder.s_request_echo_timestamp.next = self.sched.m_ack_echo_timestamp.val();
        self.builder.s_request_sack.next = self.sched.m_ack_sack.val();
        self.m_axis_tx_tdata.next = self.builder.m_axis_tx_tdata.val();
        self.m_axis_tx_tkeep.next = self.builder.m_axis_tx_tkeep.val();
        self.m_axis_tx_tvalid.next = self.builder.m_axis_tx_tvalid.val();
        self.builder.m_axis_tx_tready.next = self.m_axis_tx_tready.val();
        self.m_axis_tx_tlast.next = self.builder.m_axis_tx_tlast.val();
        self.m_axis_tx_tuser.next = self.builder.m_axis_tx_tuser.val();

        // ---- Placement's DMA ports and counters, passed through.
        self.m_axis_data_dma_write_desc_dma_addr.next =
            self.place.m_axis_data_dma_write_desc_dma_addr.val();
        self.m_axis_data_dma_write_desc_ram_sel.next =
            self.place.m_axis_data_dma_write_desc_ram_sel.val();
        self.m_axis_data_dma_write_desc_ram_addr.next =
            self.place.m_axis_data_dma_write_desc_ram_addr.val();
        self.m_axis_data_dma_write_desc_imm.next = self.place.m_axis_data_dma_write_desc_imm.val();
        self.m_axis_data_dma_write_desc_imm_en.next =
            self.place.m_axis_data_dma_write_desc_imm_en.val();
        self.m_axis_data_dma_write_desc_len.next = self.place.m_axis_data_dma_write_desc_len.val();
        self.m_axis_data_dma_write_desc_tag.next = self.place.m_axis_data_dma_write_desc_tag.val();
        self.m_axis_data_dma_write_desc_valid.next =
            self.place.m_axis_data_dma_write_desc_valid.val();
        self.place.m_axis_data_dma_write_desc_ready.next =
            self.m_axis_data_dma_write_desc_ready.val();
        self.place.s_axis_data_dma_write_desc_status_tag.next =
            self.s_axis_data_dma_write_desc_status_tag.val();
        self.place.s_axis_data_dma_write_desc_status_error.next =
            self.s_axis_data_dma_write_desc_status_error.val();
        self.place.s_axis_data_dma_write_desc_status_valid.next =
            self.s_axis_data_dma_write_desc_status_valid.val();
        self.place.data_dma_ram_wr_cmd_sel.next = self.data_dma_ram_wr_cmd_sel.val();
        self.place.data_dma_ram_wr_cmd_be.next = self.data_dma_ram_wr_cmd_be.val();
        self.place.data_dma_ram_wr_cmd_addr.next = self.data_dma_ram_wr_cmd_addr.val();
        self.place.data_dma_ram_wr_cmd_data.next = self.data_dma_ram_wr_cmd_data.val();
        self.place.data_dma_ram_wr_cmd_valid.next = self.data_dma_ram_wr_cmd_valid.val();
        self.data_dma_ram_wr_cmd_ready.next = self.place.data_dma_ram_wr_cmd_ready.val();
        self.data_dma_ram_wr_done.next = self.place.data_dma_ram_wr_done.val();
        self.place.data_dma_ram_rd_cmd_sel.next = self.data_dma_ram_rd_cmd_sel.val();
        self.place.data_dma_ram_rd_cmd_addr.next = self.data_dma_ram_rd_cmd_addr.val();
        self.place.data_dma_ram_rd_cmd_valid.next = self.data_dma_ram_rd_cmd_valid.val();
        self.data_dma_ram_rd_cmd_ready.next = self.place.data_dma_ram_rd_cmd_ready.val();
        self.data_dma_ram_rd_resp_data.next = self.place.data_dma_ram_rd_resp_data.val();
        self.data_dma_ram_rd_resp_valid.next = self.place.data_dma_ram_rd_resp_valid.val();
        self.place.data_dma_ram_rd_resp_ready.next = self.data_dma_ram_rd_resp_ready.val();
        self.m_stat_placed.next = self.place.m_stat_placed.val();
        self.m_stat_dropped_full.next = self.place.m_stat_dropped_full.val();
        self.m_stat_dma_error.next = self.place.m_stat_dma_error.val();
        self.m_stat_ack_taken.next = self.req_taken.val();
        self.m_stat_protocol_error.next = self.place.m_stat_protocol_error.val();
    }
}

impl std::fmt::Debug for RxDatapath {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RxDatapath").finish_non_exhaustive()
    }
}
