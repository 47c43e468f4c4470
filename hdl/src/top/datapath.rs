//! The receive datapath's top level: every block wired into one circuit.
//!
//! * **Routing** (parser, first beat): frames that are not IPv4/UDP to the MetaRoCE port
//!   leave on the parser's bypass stream; MetaRoCE frames leave on its frame stream with
//!   `tdest` set for a WRITE (opcode 0x01) and clear for everything else. The host stream
//!   `m_axis_host_*` is the bypass stream merged with the frame stream's `tdest = 0` frames
//!   (ACK, NACK, CONNECT, ACCEPT, PROBE, CLOSE — the host library's — and SEND, which has no
//!   receive table in hardware yet); both come from the same beat registers, one beat per
//!   clock at most, so the merge is a pick. WRITEs go to placement, which captures them into
//!   its DMA RAM as they stream.
//! * **Per WRITE**, all clocks after the header verdict (`m_header_*`, `HEADER_LATENCY`
//!   clocks after the last beat):
//!   * header clock — placement's capture report (`CAPTURE_TO_HEADER` clocks earlier, held
//!     in a delay line) says whether the frame was stored; a well-formed, stored WRITE is
//!     looked up in the connection table (id, peer, state, path, epoch) and, in the same
//!     clock, in the memory-region table (rkey, `REMOTE_WRITE`, and the whole message's
//!     bounds: `remote_addr - offset` for `msg_len` bytes, a borrow meaning "refused", as
//!     the receive step checks it). A frame placement could not store is treated as lost
//!     on the wire: no lookup, no SACK update, no ACK — the sender resends it;
//!   * result clock (`LOOKUP_LATENCY` later) — a drop verdict pulses its drop counter; an
//!     accepted packet is the SACK update, with *placed* = the region check's verdict;
//!   * SACK result clock (`RING_RESULT_LATENCY` later) — the result goes to the ACK
//!     scheduler; duplicate, out of window and access violation (new but refused) pulse
//!     their counters, and an access violation is pushed on the NACK queue; the path's
//!     ACK addressing (peer MAC, IP, MetaRoCE port, connection
//!     id, the path's receive epoch and this packet's UDP source port — the reference
//!     records the source port of every packet its path checks pass) is written into a
//!     per-window RAM; and placement gets the frame's decision: place exactly when the
//!     packet was new and its region check passed.
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
//!   request. While the queue holds a NACK (from the clock after its push) no ACK is taken:
//!   the reference's `poll_transmit` sends its queued NACKs before its ACKs, and an ACK
//!   taken in the push's own clock is one the reference took before handling the frame.
//! * **Timer ACKs**: the scheduler's command clears the window's ACK count in the SACK
//!   unit. The SACK unit orders it among the updates it has taken, the scheduler among the
//!   results it has seen; the two orders differ for an update still inside the SACK unit.
//!   So a timer ACK for a window with an update in flight (one of the last
//!   `IN_FLIGHT_STAGES` updates) is held back until that update's result has reached the
//!   scheduler: then both see update-then-clear, as the reference does.
//! * **Commands to the SACK unit**: the held timer ACK has priority over the register
//!   block's window start (which waits, as its handshake allows); the SACK unit takes either
//!   only in a clock without an update.
//! * **Registers**: the register block's table writes go to the connection and
//!   memory-region tables, its configuration to the parser (UDP port), the SACK unit (K),
//!   the scheduler (ACK timer) and the ACK builder (rate hint, local IP and MAC); its
//!   counters take the parser's verdicts (every frame) and the drop reasons above.

use rust_hdl::prelude::*;
use rust_hdl::widgets::prelude::{DFF, RAM};

use super::delay::DelayLine;
use super::encoding::{
    CAPTURE_TO_HEADER, IN_FLIGHT_STAGES as IFS, LOOKUP_LATENCY, RESULT_LATENCY, UPDATE_LATENCY,
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
use crate::regs::RegisterBlock;
use crate::regs::map::{AXIL_ADDR_WIDTH as XAW, AXIL_STRB_WIDTH as XSW};
use crate::sack::SackRingUnit;
use crate::sack::encoding::{RING_RESULT_LATENCY, WINDOW_INDEX_WIDTH as W};

const SEL_BITS: usize = RAM_SEG_COUNT * RAM_SEL_WIDTH;
const SEG_ADDR_BITS: usize = RAM_SEG_COUNT * SAW;
const BE_BITS: usize = RAM_SEG_COUNT * RAM_SEG_BE_WIDTH;
/// Bits of one in-flight entry: a valid bit above the window.
const IFE: usize = W + 1;
/// Bits of the in-flight register: one entry per clock of the SACK unit's latency.
const IFB: usize = IFE * IFS;

const CAPTURE_DELAY: usize = CAPTURE_TO_HEADER as usize;
const LOOKUP_DELAY: usize = LOOKUP_LATENCY as usize;
const SACK_DELAY: usize = RING_RESULT_LATENCY as usize;
const _: () = assert!(UPDATE_LATENCY + RING_RESULT_LATENCY == RESULT_LATENCY);

// `hdl_gen` writes a bit index or shift amount into the Verilog as written, so the circuit
// spells these as literals (a constant's name would reach the Verilog undefined).
const _: () = assert!(W == 6 && IFE == 7 && ACK_DELAY_WIDTH == 12 && PATH_SLOT_WIDTH == 3);

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
    /// Remote address of the payload.
    pub remote_addr: Bits<64>,
    /// Payload bytes.
    pub payload_len: Bits<16>,
}

/// What a SACK update leaves for the clock of its result.
#[derive(Clone, Copy, Debug, PartialEq, Default, LogicStruct)]
pub struct SackContext {
    /// A frame on placement's stream: it needs a decision.
    pub decide: bool,
    /// The SACK unit was updated (its result comes in this clock).
    pub updated: bool,
    /// The region check passed.
    pub allowed: bool,
    /// Remote address of the payload.
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

    parser: RxParser,
    place: PlacementUnit,
    conn: ConnectionTable,
    mr: MemoryRegionTable,
    sack: SackRingUnit,
    sched: AckScheduler,
    builder: AckFrameBuilder,
    nacks: NackQueue,
    regs: RegisterBlock,
    stored_line: DelayLine<bool, CAPTURE_DELAY>,
    lookup_line: DelayLine<LookupContext, LOOKUP_DELAY>,
    sack_line: DelayLine<SackContext, SACK_DELAY>,
    addresses: RAM<AckAddress, W>,
    in_flight: DFF<Bits<IFB>>,
    addr_window: DFF<Bits<W>>,
    addr_valid: DFF<bool>,

    host_from_frame: Signal<Local, bool>,
    message_base: Signal<Local, Bits<65>>,
    header_write: Signal<Local, bool>,
    lookup_ctx: Signal<Local, LookupContext>,
    update: Signal<Local, bool>,
    sack_ctx: Signal<Local, SackContext>,
    result_ctx: Signal<Local, SackContext>,
    counted: Signal<Local, bool>,
    in_flight_entry: Signal<Local, Bits<IFE>>,
    cmd_key: Signal<Local, Bits<IFE>>,
    fire_held: Signal<Local, bool>,
    fire_ok: Signal<Local, bool>,
    address_write: Signal<Local, AckAddress>,
    address: Signal<Local, AckAddress>,
    address_fresh: Signal<Local, bool>,
    placed: Signal<Local, bool>,
    result_valid: Signal<Local, bool>,
    refused: Signal<Local, bool>,
    req_nack: Signal<Local, bool>,
    req_window: Signal<Local, Bits<W>>,
    req_valid: Signal<Local, bool>,
}

impl Logic for RxDatapath {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clk, in_flight, addr_window, addr_valid);
        self.parser.clk.next = self.clk.val();
        self.place.clk.next = self.clk.val();
        self.conn.clk.next = self.clk.val();
        self.mr.clk.next = self.clk.val();
        self.sack.clk.next = self.clk.val();
        self.sched.clk.next = self.clk.val();
        self.builder.clk.next = self.clk.val();
        self.nacks.clk.next = self.clk.val();
        self.regs.clk.next = self.clk.val();
        self.stored_line.clk.next = self.clk.val();
        self.lookup_line.clk.next = self.clk.val();
        self.sack_line.clk.next = self.clk.val();
        self.addresses.read_clock.next = self.clk.val();
        self.addresses.write_clock.next = self.clk.val();
        self.parser.rst.next = self.rst.val();
        self.place.rst.next = self.rst.val();
        self.conn.rst.next = self.rst.val();
        self.mr.rst.next = self.rst.val();
        self.sack.rst.next = self.rst.val();
        self.sched.rst.next = self.rst.val();
        self.builder.rst.next = self.rst.val();
        self.nacks.rst.next = self.rst.val();
        self.regs.rst.next = self.rst.val();
        self.stored_line.rst.next = self.rst.val();
        self.lookup_line.rst.next = self.rst.val();
        self.sack_line.rst.next = self.rst.val();

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

        self.parser.udp_port.next = self.regs.udp_port.val();
        self.sack.ack_every.next = self.regs.ack_every.val();
        self.sched.ack_delay.next = self.regs.ack_timer.val().get_bits::<12>(0);

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

        // ---- Header clock: the stored flag, both lookups.
        self.stored_line.d.next =
            self.place.m_capture_valid.val() & self.place.m_capture_stored.val();
        self.header_write.next =
            self.parser.m_header_valid.val() & self.parser.m_header_datapath.val();
        self.lookup_ctx.next.decide = self.header_write.val();
        self.lookup_ctx.next.lookup = self.header_write.val()
            & (self.parser.m_header_reason.val() == 0) // REASON_OK
            & self.stored_line.q.val();
        self.lookup_ctx.next.psn = self.parser.m_header_psn.val();
        self.lookup_ctx.next.stream = self.parser.m_header_stream.val();
        self.lookup_ctx.next.msn = self.parser.m_header_msn.val();
        self.lookup_ctx.next.ce = self.parser.m_header_ecn.val() == 3;
        self.lookup_ctx.next.timestamp = self.parser.m_header_timestamp.val();
        self.lookup_ctx.next.ack_req = self.parser.m_header_flags.val().get_bit(2);
        self.lookup_ctx.next.epoch = self.parser.m_header_epoch.val();
        self.lookup_ctx.next.remote_addr = self.parser.m_header_remote_addr.val();
        self.lookup_ctx.next.payload_len = self.parser.m_header_payload_len.val();
        self.lookup_line.d.next = self.lookup_ctx.val();

        self.conn.s_lookup_valid.next = self.lookup_ctx.val().lookup;
        self.conn.s_lookup_conn_id.next = self.parser.m_header_conn_id.val();
        self.conn.s_lookup_src_ip.next = self.parser.m_header_src_ip.val();
        self.conn.s_lookup_src_port.next = self.parser.m_header_src_port.val();
        self.conn.s_lookup_path_id.next = self.parser.m_header_path_id.val();
        self.conn.s_lookup_epoch.next = self.parser.m_header_epoch.val();
        self.conn.s_lookup_tag.next = 0.into();
        // The whole message must lie in the region: it starts `offset` bytes before this
        // packet's address (a borrow: before address 0, refused) and is `msg_len` long.
        self.message_base.next = bit_cast::<65, 64>(self.parser.m_header_remote_addr.val())
            - bit_cast::<65, 32>(self.parser.m_header_offset.val());
        self.mr.s_lookup_valid.next = self.lookup_ctx.val().lookup;
        self.mr.s_lookup_rkey.next = self.parser.m_header_rkey.val();
        self.mr.s_lookup_addr.next = self.message_base.val().get_bits::<64>(0);
        self.mr.s_lookup_len.next = self.parser.m_header_msg_len.val();
        self.mr.s_lookup_tag.next = bit_cast::<8, 1>(self.message_base.val().get_bits::<1>(64));

        // ---- Lookup results: drop verdicts, the SACK update.
        self.update.next = self.lookup_line.q.val().lookup
            & self.conn.m_result_valid.val()
            & (self.conn.m_result_verdict.val() == 0); // VERDICT_OK
        self.counted.next = self.lookup_line.q.val().lookup & self.conn.m_result_valid.val();
        self.regs.s_drop_unknown_connection.next =
            self.counted.val() & (self.conn.m_result_verdict.val() == 1);
        self.regs.s_drop_not_established.next =
            self.counted.val() & (self.conn.m_result_verdict.val() == 2);
        self.regs.s_drop_bad_path.next =
            self.counted.val() & (self.conn.m_result_verdict.val() == 3);
        self.regs.s_drop_stale_epoch.next =
            self.counted.val() & (self.conn.m_result_verdict.val() == 4);

        self.sack.s_update_valid.next = self.update.val();
        self.sack.s_update_window.next = self.conn.m_result_window.val();
        self.sack.s_update_psn.next = self.lookup_line.q.val().psn;
        self.sack.s_update_ce.next = self.lookup_line.q.val().ce;
        self.sack.s_update_timestamp.next = self.lookup_line.q.val().timestamp;
        self.sack.s_update_ack_req.next = self.lookup_line.q.val().ack_req;
        self.placed.next = self.mr.m_result_allowed.val()
            & !self.mr.m_result_tag.val().get_bit(0)
            & self.mr.m_result_valid.val();
        self.sack.s_update_placed.next = self.placed.val();

        self.sack_ctx.next.decide = self.lookup_line.q.val().decide;
        self.sack_ctx.next.updated = self.update.val();
        self.sack_ctx.next.allowed = self.placed.val();
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

        // Updates in flight in the SACK unit, newest at the bottom: entry k (bits 7k..7k+7)
        // is the update of k + 1 clocks ago, {valid, window}.
        self.in_flight_entry.next = bit_cast::<7, 6>(self.conn.m_result_window.val());
        if self.update.val() {
            self.in_flight_entry.next = bit_cast::<7, 6>(self.conn.m_result_window.val()) | 64;
        }
        self.in_flight.d.next =
            (self.in_flight.q.val() << 7) | bit_cast::<IFB, 7>(self.in_flight_entry.val());
        if self.rst.val() {
            self.in_flight.d.next = 0.into();
        }

        // ---- Commands to the SACK unit: a timer ACK (held while its window has an update
        //      in flight), else the register block's window start.
        self.cmd_key.next = bit_cast::<7, 6>(self.sched.m_cmd_window.val()) | 64;
        self.fire_held.next = false;
        for k in 0..IFS {
            if self.in_flight.q.val().get_bits::<7>(k * 7) == self.cmd_key.val() {
                self.fire_held.next = true;
            }
        }
        self.fire_ok.next = self.sched.m_cmd_valid.val() & !self.fire_held.val();
        self.sack.s_cmd_valid.next = self.fire_ok.val() | self.regs.m_sack_cmd_valid.val();
        if self.fire_ok.val() {
            self.sack.s_cmd_op.next = self.sched.m_cmd_op.val();
            self.sack.s_cmd_window.next = self.sched.m_cmd_window.val();
            self.sack.s_cmd_base.next = self.sched.m_cmd_base.val();
        } else {
            self.sack.s_cmd_op.next = false; // COMMAND_START
            self.sack.s_cmd_window.next = self.regs.m_sack_cmd_window.val();
            self.sack.s_cmd_base.next = self.regs.m_sack_cmd_base.val();
        }
        self.sched.m_cmd_ready.next = self.fire_ok.val() & self.sack.s_cmd_ready.val();
        self.regs.m_sack_cmd_ready.next = !self.fire_ok.val() & self.sack.s_cmd_ready.val();

        // ---- SACK results: scheduler, counters, addressing, placement decision.
        self.result_ctx.next = self.sack_line.q.val();
        self.result_valid.next = self.result_ctx.val().updated & self.sack.m_result_valid.val();
        self.sched.s_result_valid.next = self.result_valid.val();
        self.sched.s_result_window.next = self.sack.m_result_window.val();
        self.sched.s_result_class.next = self.sack.m_result_class.val();
        self.sched.s_result_base.next = self.sack.m_result_base.val();
        self.sched.s_result_bitmap.next = self.sack.m_result_bitmap.val();
        self.sched.s_result_ce_count.next = self.sack.m_result_ce_count.val();
        self.sched.s_result_ack.next = self.sack.m_result_ack.val();
        self.sched.s_result_echo_timestamp.next = self.sack.m_result_echo_timestamp.val();

        self.regs.s_drop_duplicate.next =
            self.result_valid.val() & (self.sack.m_result_class.val() == 1);
        self.regs.s_drop_out_of_window.next =
            self.result_valid.val() & (self.sack.m_result_class.val() == 2);
        // New but refused by its region check: counted, and NACKed as the reference does.
        self.refused.next = self.result_valid.val()
            & (self.sack.m_result_class.val() == 0) // CLASS_NEW
            & !self.result_ctx.val().allowed;
        self.regs.s_drop_access_violation.next = self.refused.val();
        self.nacks.s_push.next = self.refused.val();
        self.nacks.s_push_window.next = self.sack.m_result_window.val();
        self.nacks.s_push_stream.next = self.result_ctx.val().stream;
        self.nacks.s_push_msn.next = self.result_ctx.val().msn;
        self.nacks.s_push_psn.next = self.result_ctx.val().psn;
        self.regs.s_nack_dropped.next = self.nacks.m_dropped.val();
        self.regs.s_parser_verdict_valid.next = self.parser.m_header_valid.val();
        self.regs.s_parser_verdict_reason.next = self.parser.m_header_reason.val();

        self.address_write.next.peer_conn_id = self.result_ctx.val().peer_conn_id;
        self.address_write.next.peer_ip = self.result_ctx.val().peer_ip;
        self.address_write.next.peer_port = self.result_ctx.val().peer_port;
        self.address_write.next.peer_mac = self.result_ctx.val().peer_mac;
        self.address_write.next.src_port = self.result_ctx.val().src_port;
        self.address_write.next.epoch = self.result_ctx.val().epoch;
        self.addresses.write_address.next = self.sack.m_result_window.val();
        self.addresses.write_data.next = self.address_write.val();
        self.addresses.write_enable.next = self.result_valid.val();

        self.place.s_decision_valid.next = self.result_ctx.val().decide;
        self.place.s_decision_place.next = self.result_valid.val()
            & (self.sack.m_result_class.val() == 0) // CLASS_NEW
            & self.result_ctx.val().allowed;
        self.place.s_decision_addr.next = self.result_ctx.val().remote_addr;
        self.place.s_decision_len.next = self.result_ctx.val().payload_len;
        self.place.s_decision_offset.next = 98.into(); // DATA_PAYLOAD_OFFSET

        // ---- ACKs and NACKs: the NACK queue's head goes first, and no ACK is taken while a
        //      NACK is queued (the reference sends its queued NACKs before its ACKs). The
        //      request's window addressing is read a clock ahead; the request goes to the
        //      builder only once the read matches its window (and no write to that window
        //      came in between), in the clock the scheduler or the queue lets it go.
        self.req_nack.next = self.nacks.m_valid.val();
        if self.req_nack.val() {
            self.req_window.next = self.nacks.m_window.val();
        } else {
            self.req_window.next = self.sched.m_ack_window.val();
        }
        self.req_valid.next = self.nacks.m_valid.val() | self.sched.m_ack_valid.val();
        self.addresses.read_address.next = self.req_window.val();
        self.addr_window.d.next = self.req_window.val();
        self.addr_valid.d.next = self.req_valid.val()
            & !(self.result_valid.val()
                & (self.sack.m_result_window.val() == self.req_window.val()))
            & !self.rst.val();
        self.address.next = self.addresses.read_data.val();
        self.address_fresh.next =
            self.addr_valid.q.val() & (self.addr_window.q.val() == self.req_window.val());
        self.builder.s_request_valid.next = self.address_fresh.val()
            & (self.req_nack.val() | (self.sched.m_ack_valid.val() & !self.nacks.m_pending.val()));
        self.sched.m_ack_ready.next = self.builder.s_request_ready.val()
            & self.address_fresh.val()
            & !self.nacks.m_pending.val();
        self.nacks.m_ready.next =
            self.builder.s_request_ready.val() & self.address_fresh.val() & self.req_nack.val();
        self.builder.s_request_nack.next = self.req_nack.val();
        self.builder.s_request_nack_code.next = 1.into(); // NACK_CODE: RemoteAccess
        self.builder.s_request_nack_opcode.next = 1.into(); // NACK_OPCODE: WRITE
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
            bit_cast::<16, 3>(self.req_window.val().get_bits::<3>(0));
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
        self.m_stat_protocol_error.next = self.place.m_stat_protocol_error.val();
    }
}

impl std::fmt::Debug for RxDatapath {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RxDatapath").finish_non_exhaustive()
    }
}
