//! The memory-region table circuit.
//!
//! Pipeline of a lookup (one per clock, result three clocks later):
//!
//! * cycle 0 — the request is registered and the slot `rkey[15:8]` is read;
//! * cycle 1 — the slot is registered out of the RAM (its clock-to-out is long on FPGAs),
//!   and the end of the write, `addr + len`, is computed on 65 bits;
//! * cycle 2 — key, validity, access and both bounds are compared in parallel against the
//!   stored region, whose end `base + length` was computed on 65 bits when it was written.
//!   The access checked is remote write (a WRITE's message) or, with `s_lookup_local`,
//!   local write (a SEND's payload at its posted buffer's target, as the receive step
//!   checks it).
//!
//! Writes (from the host, through the register block) store a slot in one clock.

use rust_hdl::prelude::*;
use rust_hdl::widgets::prelude::{DFF, RAM};

use super::encoding::{LOOKUP_TAG_WIDTH as TW, REGION_INDEX_WIDTH as RW};

/// One slot of the table.
#[derive(Clone, Copy, Debug, PartialEq, Default, LogicStruct)]
pub struct Region {
    /// The slot holds a region.
    pub valid: bool,
    /// The region's whole key.
    pub key: Bits<32>,
    /// Virtual address of its first byte.
    pub base: Bits<64>,
    /// `base + length`, on 65 bits.
    pub end: Bits<65>,
    /// The region grants remote write (`metaroce::transport::Access::REMOTE_WRITE`).
    pub remote_write: bool,
    /// The region grants local write (`Access::LOCAL_WRITE`: SENDs into posted receives).
    pub local_write: bool,
}

/// The memory-region table (Verilog module `metaroce_mr_table`).
#[derive(LogicBlock, Default)]
pub struct MemoryRegionTable {
    /// Core clock.
    pub clk: Signal<In, Clock>,
    /// Synchronous reset, active high: drops lookups in flight (the table is kept).
    pub rst: Signal<In, bool>,
    /// Store a slot.
    pub s_write_valid: Signal<In, bool>,
    /// The slot.
    pub s_write_index: Signal<In, Bits<RW>>,
    /// Store a region (true) or empty the slot (false).
    pub s_write_enable: Signal<In, bool>,
    /// The region's key.
    pub s_write_key: Signal<In, Bits<32>>,
    /// Its base virtual address.
    pub s_write_base: Signal<In, Bits<64>>,
    /// Its length in bytes.
    pub s_write_length: Signal<In, Bits<64>>,
    /// Whether it grants remote write (`metaroce::transport::Access::REMOTE_WRITE`; the
    /// other rights do not concern the datapath).
    pub s_write_remote_write: Signal<In, bool>,
    /// Whether it grants local write (`Access::LOCAL_WRITE`), which a SEND's target needs.
    pub s_write_local_write: Signal<In, bool>,
    /// Check one WRITE.
    pub s_lookup_valid: Signal<In, bool>,
    /// Its rkey.
    pub s_lookup_rkey: Signal<In, Bits<32>>,
    /// The first address the WRITE may touch: the packet's remote address for a lone
    /// packet, its message's first byte (`remote_addr - offset`) when the whole message is
    /// checked, as the receive step does.
    pub s_lookup_addr: Signal<In, Bits<64>>,
    /// Bytes from that address: the payload length, or the message length (`msg_len`).
    pub s_lookup_len: Signal<In, Bits<32>>,
    /// Check mode: the access a SEND's target needs (local write, the receive step's check
    /// of a posted buffer) rather than a WRITE's (remote write).
    pub s_lookup_local: Signal<In, bool>,
    /// Carried to the result unchanged.
    pub s_lookup_tag: Signal<In, Bits<TW>>,
    /// The result of the lookup of three clocks earlier.
    pub m_result_valid: Signal<Out, bool>,
    /// Its tag.
    pub m_result_tag: Signal<Out, Bits<TW>>,
    /// The WRITE may be placed.
    pub m_result_allowed: Signal<Out, bool>,

    regions: RAM<Region, RW>,
    s1_valid: DFF<bool>,
    s1_rkey: DFF<Bits<32>>,
    s1_addr: DFF<Bits<64>>,
    s1_len: DFF<Bits<32>>,
    s1_tag: DFF<Bits<TW>>,
    s1_local: DFF<bool>,
    s2_local: DFF<bool>,
    s2_valid: DFF<bool>,
    s2_rkey: DFF<Bits<32>>,
    s2_addr: DFF<Bits<64>>,
    s2_end: DFF<Bits<65>>,
    s2_tag: DFF<Bits<TW>>,
    s2_region: DFF<Region>,
    result_valid: DFF<bool>,
    result_tag: DFF<Bits<TW>>,
    result_allowed: DFF<bool>,

    written: Signal<Local, Region>,
}

impl Logic for MemoryRegionTable {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self,
            clk,
            s1_valid,
            s1_rkey,
            s1_addr,
            s1_len,
            s1_tag,
            s1_local,
            s2_local,
            s2_valid,
            s2_rkey,
            s2_addr,
            s2_end,
            s2_tag,
            s2_region,
            result_valid,
            result_tag,
            result_allowed
        );
        self.regions.read_clock.next = self.clk.val();
        self.regions.write_clock.next = self.clk.val();

        // Host writes.
        self.written.next.valid = self.s_write_enable.val();
        self.written.next.key = self.s_write_key.val();
        self.written.next.base = self.s_write_base.val();
        self.written.next.end = bit_cast::<65, 64>(self.s_write_base.val())
            + bit_cast::<65, 64>(self.s_write_length.val());
        self.written.next.remote_write = self.s_write_remote_write.val();
        self.written.next.local_write = self.s_write_local_write.val();
        self.regions.write_enable.next = self.s_write_valid.val();
        self.regions.write_address.next = self.s_write_index.val();
        self.regions.write_data.next = self.written.val();

        // Cycle 0: register the lookup, read its slot.
        self.regions.read_address.next = self.s_lookup_rkey.val().get_bits::<RW>(8);
        self.s1_valid.d.next = self.s_lookup_valid.val() & !self.rst.val();
        self.s1_rkey.d.next = self.s_lookup_rkey.val();
        self.s1_addr.d.next = self.s_lookup_addr.val();
        self.s1_len.d.next = self.s_lookup_len.val();
        self.s1_tag.d.next = self.s_lookup_tag.val();
        self.s1_local.d.next = self.s_lookup_local.val();

        // Cycle 1: the slot out of the RAM; the end of the write on 65 bits.
        self.s2_valid.d.next = self.s1_valid.q.val() & !self.rst.val();
        self.s2_rkey.d.next = self.s1_rkey.q.val();
        self.s2_addr.d.next = self.s1_addr.q.val();
        self.s2_end.d.next =
            bit_cast::<65, 64>(self.s1_addr.q.val()) + bit_cast::<65, 32>(self.s1_len.q.val());
        self.s2_tag.d.next = self.s1_tag.q.val();
        self.s2_local.d.next = self.s1_local.q.val();
        self.s2_region.d.next = self.regions.read_data.val();

        // Cycle 2: key, access and bounds (RegionEntry::contains).
        self.result_valid.d.next = self.s2_valid.q.val() & !self.rst.val();
        self.result_tag.d.next = self.s2_tag.q.val();
        self.result_allowed.d.next = self.s2_region.q.val().valid
            & (self.s2_region.q.val().key == self.s2_rkey.q.val())
            & ((self.s2_region.q.val().remote_write & !self.s2_local.q.val())
                | (self.s2_region.q.val().local_write & self.s2_local.q.val()))
            & (self.s2_addr.q.val() >= self.s2_region.q.val().base)
            & (self.s2_end.q.val() <= self.s2_region.q.val().end);
        self.m_result_valid.next = self.result_valid.q.val();
        self.m_result_tag.next = self.result_tag.q.val();
        self.m_result_allowed.next = self.result_allowed.q.val();
    }
}

impl std::fmt::Debug for MemoryRegionTable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("MemoryRegionTable").finish_non_exhaustive()
    }
}
