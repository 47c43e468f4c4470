//! The connection table circuit.
//!
//! Pipeline of a lookup (one per clock, result three clocks later):
//!
//! * cycle 0 — the request is registered; the connection slot `conn_id[10:8]` and the path's
//!   epoch at window `slot * 8 + path_id[2:0]` are read from their RAMs;
//! * cycle 1 — both are registered out of the RAMs (their clock-to-out is long on FPGAs);
//! * cycle 2 — the whole id, the peer address, the state, the path count and the epoch
//!   are compared in parallel and the verdict picked in the software's order: unknown
//!   connection, not established, bad path, stale epoch.
//!
//! Writes (from the host, through the register block) store a connection or one path's
//! epoch in one clock; a lookup in the next clock sees them. The host writes an entry when
//! a connection is set up, established or closed, and a path's epoch when a PROBE moved the
//! path to a new epoch (the host library handles PROBEs).

use rust_hdl::prelude::*;
use rust_hdl::widgets::prelude::{DFF, RAM};

use crate::wiring::KeptRegister;

use super::encoding::{
    CONN_SLOT_WIDTH as SW, LOOKUP_TAG_WIDTH as TW, PATH_COUNT_WIDTH as PCW, PATH_SLOT_WIDTH as PW,
    VERDICT_WIDTH as VW, WINDOW_COUNT, WINDOW_WIDTH as WW,
};

/// One slot of the table: a connection as the endpoint knows it, and how its ACKs are
/// addressed (`Connection::emit` sends an ACK to the peer's address and MetaRoCE port,
/// with the peer's connection id in its header).
#[derive(Clone, Copy, Debug, PartialEq, Default, LogicStruct)]
pub struct ConnectionEntry {
    /// The slot holds a connection.
    pub valid: bool,
    /// The connection is established (`ConnectionState::Established`).
    pub established: bool,
    /// The local connection id (what the peer puts in its headers), compared whole.
    pub conn_id: Bits<32>,
    /// The peer's IPv4 address: packets from any other address are unknown.
    pub peer_ip: Bits<32>,
    /// Paths of the connection (0..=8).
    pub path_count: Bits<PCW>,
    /// The peer's connection id (the `conn_id` of the ACK header).
    pub peer_conn_id: Bits<32>,
    /// The peer's MetaRoCE UDP port (the ACK's destination port).
    pub peer_port: Bits<16>,
    /// The Ethernet address ACKs to the peer go to (its MAC or the next hop's).
    pub peer_mac: Bits<48>,
}

/// The connection table (Verilog module `metaroce_conn_table`).
#[derive(LogicBlock, Default)]
pub struct ConnectionTable {
    /// Core clock.
    pub clk: Signal<In, Clock>,
    /// Synchronous reset, active high: drops lookups in flight (the table is kept).
    pub rst: Signal<In, bool>,
    /// Store a connection slot.
    pub s_conn_write_valid: Signal<In, bool>,
    /// The slot.
    pub s_conn_write_slot: Signal<In, Bits<SW>>,
    /// Store a connection (true) or empty the slot (false).
    pub s_conn_write_enable: Signal<In, bool>,
    /// The connection is established.
    pub s_conn_write_established: Signal<In, bool>,
    /// Its local connection id.
    pub s_conn_write_conn_id: Signal<In, Bits<32>>,
    /// The peer's IPv4 address.
    pub s_conn_write_peer_ip: Signal<In, Bits<32>>,
    /// Its path count (0..=8).
    pub s_conn_write_path_count: Signal<In, Bits<PCW>>,
    /// The peer's connection id.
    pub s_conn_write_peer_conn_id: Signal<In, Bits<32>>,
    /// The peer's MetaRoCE UDP port.
    pub s_conn_write_peer_port: Signal<In, Bits<16>>,
    /// The Ethernet address of the peer (or the next hop).
    pub s_conn_write_peer_mac: Signal<In, Bits<48>>,
    /// Store one path's receive epoch.
    pub s_path_write_valid: Signal<In, bool>,
    /// The path's window index, `slot * 8 + path`.
    pub s_path_write_window: Signal<In, Bits<WW>>,
    /// Its receive epoch (`PathRxWindow::epoch`).
    pub s_path_write_epoch: Signal<In, Bits<8>>,
    /// Look one DATA packet up.
    pub s_lookup_valid: Signal<In, bool>,
    /// Its header's connection id.
    pub s_lookup_conn_id: Signal<In, Bits<32>>,
    /// Its IPv4 source address.
    pub s_lookup_src_ip: Signal<In, Bits<32>>,
    /// Its UDP source port (the path's port; its ACK leaves from it).
    pub s_lookup_src_port: Signal<In, Bits<16>>,
    /// Its header's path id.
    pub s_lookup_path_id: Signal<In, Bits<16>>,
    /// Its header's path epoch.
    pub s_lookup_epoch: Signal<In, Bits<8>>,
    /// Carried to the result unchanged.
    pub s_lookup_tag: Signal<In, Bits<TW>>,
    /// The result of the lookup of three clocks earlier.
    pub m_result_valid: Signal<Out, bool>,
    /// Its tag.
    pub m_result_tag: Signal<Out, Bits<TW>>,
    /// `encoding::VERDICT_*`.
    pub m_result_verdict: Signal<Out, Bits<VW>>,
    /// The connection's slot (meaningful when the verdict is OK).
    pub m_result_slot: Signal<Out, Bits<SW>>,
    /// The SACK window of the packet's path, `slot * 8 + path` (when OK).
    pub m_result_window: Signal<Out, Bits<WW>>,
    /// `m_result_window` again, from a register of its own: for a load that sits far from
    /// the result's other loads (the top level's SACK unit's compares with the windows
    /// ahead, `s_update_window_tests`), so that register can be placed beside it.
    pub m_result_window_copy: Signal<Out, Bits<WW>>,
    /// `m_result_valid` with the verdict OK, and a result's window as a one-hot (all zero
    /// before the first lookup), each from a register of its own: a lookup's SACK update
    /// and its window in flight are then a flip-flop and a flip-flop per window (the
    /// verdict's compare and the window's decode were in front of the top level's
    /// in-flight window masks: its route at 2b3c2b7, −0.72 ns).
    pub m_result_ok: Signal<Out, bool>,
    pub m_result_window_oh: Signal<Out, Bits<WINDOW_COUNT>>,
    /// The path's ACK: the peer's connection id (when OK).
    pub m_result_peer_conn_id: Signal<Out, Bits<32>>,
    /// The path's ACK: destination IPv4 address, the peer's (when OK).
    pub m_result_peer_ip: Signal<Out, Bits<32>>,
    /// The path's ACK: destination UDP port, the peer's MetaRoCE port (when OK).
    pub m_result_peer_port: Signal<Out, Bits<16>>,
    /// The path's ACK: source UDP port, the port this packet came from — the receive path
    /// records it as the path's `peer_port` for every packet it takes (when OK).
    pub m_result_ack_src_port: Signal<Out, Bits<16>>,
    /// The path's ACK: destination Ethernet address (when OK).
    pub m_result_peer_mac: Signal<Out, Bits<48>>,

    connections: RAM<ConnectionEntry, SW>,
    epochs: RAM<Bits<8>, WW>,
    s1_valid: DFF<bool>,
    s1_conn_id: DFF<Bits<32>>,
    s1_src_ip: DFF<Bits<32>>,
    s1_src_port: DFF<Bits<16>>,
    s1_path_id: DFF<Bits<16>>,
    s1_epoch: DFF<Bits<8>>,
    s1_tag: DFF<Bits<TW>>,
    s1_window: DFF<Bits<WW>>,
    s2_valid: DFF<bool>,
    s2_conn_id: DFF<Bits<32>>,
    s2_src_ip: DFF<Bits<32>>,
    s2_src_port: DFF<Bits<16>>,
    s2_path_id: DFF<Bits<16>>,
    s2_epoch: DFF<Bits<8>>,
    s2_tag: DFF<Bits<TW>>,
    s2_window: DFF<Bits<WW>>,
    s2_entry: DFF<ConnectionEntry>,
    s2_path_epoch: DFF<Bits<8>>,
    result_valid: DFF<bool>,
    result_tag: DFF<Bits<TW>>,
    result_verdict: DFF<Bits<VW>>,
    /// Kept, as its copy is: unkept, synthesis merges it into the copy.
    result_window: KeptRegister<Bits<WW>>,
    result_window_copy: KeptRegister<Bits<WW>>,
    result_ok: DFF<bool>,
    result_window_oh: DFF<Bits<WINDOW_COUNT>>,
    result_src_port: DFF<Bits<16>>,
    result_entry: DFF<ConnectionEntry>,

    written: Signal<Local, ConnectionEntry>,
    lookup_window: Signal<Local, Bits<WW>>,
    verdict: Signal<Local, Bits<VW>>,
}

impl Logic for ConnectionTable {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self,
            clk,
            s1_valid,
            s1_conn_id,
            s1_src_ip,
            s1_src_port,
            s1_path_id,
            s1_epoch,
            s1_tag,
            s1_window,
            s2_valid,
            s2_conn_id,
            s2_src_ip,
            s2_src_port,
            s2_path_id,
            s2_epoch,
            s2_tag,
            s2_window,
            s2_entry,
            s2_path_epoch,
            result_valid,
            result_tag,
            result_verdict,
            result_ok,
            result_window_oh,
            result_src_port,
            result_entry
        );
        self.connections.read_clock.next = self.clk.val();
        self.connections.write_clock.next = self.clk.val();
        self.epochs.read_clock.next = self.clk.val();
        self.epochs.write_clock.next = self.clk.val();

        // Host writes.
        self.connections.write_enable.next = self.s_conn_write_valid.val();
        self.connections.write_address.next = self.s_conn_write_slot.val();
        self.written.next.valid = self.s_conn_write_enable.val();
        self.written.next.established = self.s_conn_write_established.val();
        self.written.next.conn_id = self.s_conn_write_conn_id.val();
        self.written.next.peer_ip = self.s_conn_write_peer_ip.val();
        self.written.next.path_count = self.s_conn_write_path_count.val();
        self.written.next.peer_conn_id = self.s_conn_write_peer_conn_id.val();
        self.written.next.peer_port = self.s_conn_write_peer_port.val();
        self.written.next.peer_mac = self.s_conn_write_peer_mac.val();
        self.connections.write_data.next = self.written.val();
        self.epochs.write_enable.next = self.s_path_write_valid.val();
        self.epochs.write_address.next = self.s_path_write_window.val();
        self.epochs.write_data.next = self.s_path_write_epoch.val();

        // Cycle 0: register the lookup, read its slot and its path's epoch. The window index
        // is `slot << PATH_SLOT_WIDTH | path` (the shift is a literal: Rust-HDL cannot name a
        // constant in the Verilog; `encoding` asserts it).
        self.lookup_window.next =
            (bit_cast::<WW, SW>(self.s_lookup_conn_id.val().get_bits::<SW>(8)) << 3)
                | bit_cast::<WW, PW>(self.s_lookup_path_id.val().get_bits::<PW>(0));
        self.connections.read_address.next = self.s_lookup_conn_id.val().get_bits::<SW>(8);
        self.epochs.read_address.next = self.lookup_window.val();
        self.s1_valid.d.next = self.s_lookup_valid.val() & !self.rst.val();
        self.s1_conn_id.d.next = self.s_lookup_conn_id.val();
        self.s1_src_ip.d.next = self.s_lookup_src_ip.val();
        self.s1_src_port.d.next = self.s_lookup_src_port.val();
        self.s1_path_id.d.next = self.s_lookup_path_id.val();
        self.s1_epoch.d.next = self.s_lookup_epoch.val();
        self.s1_tag.d.next = self.s_lookup_tag.val();
        self.s1_window.d.next = self.lookup_window.val();

        // Cycle 1: the entry and the epoch out of the RAMs.
        self.s2_valid.d.next = self.s1_valid.q.val() & !self.rst.val();
        self.s2_conn_id.d.next = self.s1_conn_id.q.val();
        self.s2_src_ip.d.next = self.s1_src_ip.q.val();
        self.s2_src_port.d.next = self.s1_src_port.q.val();
        self.s2_path_id.d.next = self.s1_path_id.q.val();
        self.s2_epoch.d.next = self.s1_epoch.q.val();
        self.s2_tag.d.next = self.s1_tag.q.val();
        self.s2_window.d.next = self.s1_window.q.val();
        self.s2_entry.d.next = self.connections.read_data.val();
        self.s2_path_epoch.d.next = self.epochs.read_data.val();

        // Cycle 2: every check in parallel, the verdict in the software's order (codes of
        // `encoding::VERDICT_*`; Rust-HDL cannot name a constant in the Verilog).
        self.verdict.next = 0.into(); // VERDICT_OK
        if self.s2_epoch.q.val() != self.s2_path_epoch.q.val() {
            self.verdict.next = 4.into(); // VERDICT_STALE_EPOCH
        }
        if self.s2_path_id.q.val() >= bit_cast::<16, PCW>(self.s2_entry.q.val().path_count) {
            self.verdict.next = 3.into(); // VERDICT_BAD_PATH
        }
        if !self.s2_entry.q.val().established {
            self.verdict.next = 2.into(); // VERDICT_NOT_ESTABLISHED
        }
        if !self.s2_entry.q.val().valid
            | (self.s2_entry.q.val().conn_id != self.s2_conn_id.q.val())
            | (self.s2_entry.q.val().peer_ip != self.s2_src_ip.q.val())
        {
            self.verdict.next = 1.into(); // VERDICT_UNKNOWN_CONNECTION
        }
        self.result_valid.d.next = self.s2_valid.q.val() & !self.rst.val();
        self.result_tag.d.next = self.s2_tag.q.val();
        self.result_verdict.d.next = self.verdict.val();
        self.result_window.clock.next = self.clk.val();
        self.result_window.d.next = self.s2_window.q.val();
        self.result_window_copy.clock.next = self.clk.val();
        self.result_window_copy.d.next = self.s2_window.q.val();
        // (0: VERDICT_OK.)
        self.result_ok.d.next = self.s2_valid.q.val() & (self.verdict.val() == 0) & !self.rst.val();
        // (64 = `WINDOW_COUNT`, spelled out: the Verilog emitter writes a constant's name.)
        self.result_window_oh.d.next = bits::<64>(1) << self.s2_window.q.val();
        self.result_src_port.d.next = self.s2_src_port.q.val();
        self.result_entry.d.next = self.s2_entry.q.val();

        self.m_result_valid.next = self.result_valid.q.val();
        self.m_result_tag.next = self.result_tag.q.val();
        self.m_result_verdict.next = self.result_verdict.q.val();
        self.m_result_slot.next = self.result_window.q.val().get_bits::<SW>(3);
        self.m_result_window.next = self.result_window.q.val();
        self.m_result_window_copy.next = self.result_window_copy.q.val();
        self.m_result_ok.next = self.result_ok.q.val();
        self.m_result_window_oh.next = self.result_window_oh.q.val();
        self.m_result_peer_conn_id.next = self.result_entry.q.val().peer_conn_id;
        self.m_result_peer_ip.next = self.result_entry.q.val().peer_ip;
        self.m_result_peer_port.next = self.result_entry.q.val().peer_port;
        self.m_result_ack_src_port.next = self.result_src_port.q.val();
        self.m_result_peer_mac.next = self.result_entry.q.val().peer_mac;
    }
}

impl std::fmt::Debug for ConnectionTable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ConnectionTable").finish_non_exhaustive()
    }
}
