//! The transport core's receive step, driven per SACK window.

use metaroce::transport::{
    Access, AckPolicy, PathRxWindow, RegionEntry, RegionTable, RxOutcome, SendTable, SendTarget,
    receive_data_packet,
};
use metaroce::wire::{DataKind, DataRepr, Flags};

/// A region table with one region, rkey 1, spanning the address space: a WRITE with rkey 1
/// is placed, any other is NACKed (the window is updated either way).
pub struct OneRegion;

/// The rkey [`OneRegion`] knows.
pub const GOOD_RKEY: u32 = 1;

impl RegionTable for OneRegion {
    fn region(&self, key: u32) -> Option<RegionEntry> {
        (key == GOOD_RKEY).then_some(RegionEntry {
            base: 0,
            len: u64::MAX,
            access: Access::ALL,
        })
    }
}

/// No SENDs are used by the window tests.
pub struct NoSends;

impl SendTable for NoSends {
    fn send_target(&self, _stream: u32, _msn: u32) -> SendTarget {
        SendTarget::NotPosted
    }
}

/// A WRITE of one byte with the given PSN, timestamp and rkey.
pub fn write_data(psn: u32, timestamp: u64, rkey: u32) -> DataRepr {
    DataRepr {
        kind: DataKind::Write {
            remote_addr: 0x1000,
            rkey,
        },
        psn,
        stream: 0,
        msn: 0,
        offset: 0,
        payload_len: 1,
        timestamp,
        msg_len: 1,
    }
}

/// K of the tests' ACK policy.
pub const ACK_EVERY: u16 = 4;

/// What the SACK unit is told of one DATA packet.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WindowPacket {
    /// Path PSN.
    pub psn: u32,
    /// IPv4 ECN was CE.
    pub ce: bool,
    /// Send timestamp.
    pub timestamp: u64,
    /// ACK_REQ flag.
    pub ack_req: bool,
    /// The WRITE's rkey ([`GOOD_RKEY`] is placed, others NACKed).
    pub rkey: u32,
}

/// One reference window per hardware window index.
pub struct ReferenceWindows {
    /// The windows, indexed like the hardware's.
    pub windows: Vec<PathRxWindow>,
    /// K of the ACK policy the receive step runs with.
    pub ack_every: u16,
}

impl ReferenceWindows {
    /// `count` windows, all starting at PSN 0 (what a cleared window RAM holds).
    pub fn new(count: usize) -> Self {
        Self {
            windows: (0..count).map(|_| PathRxWindow::new(0, 0)).collect(),
            ack_every: ACK_EVERY,
        }
    }

    /// Starts window `index` afresh at `base`.
    pub fn init(&mut self, index: usize, base: u32) {
        self.windows[index].reset(0, base);
    }

    /// The receive step for one DATA packet on window `index`.
    pub fn receive(&mut self, index: usize, packet: &WindowPacket) -> RxOutcome {
        let flags = if packet.ack_req { Flags::ACK_REQ } else { 0 };
        receive_data_packet(
            &mut self.windows[index],
            AckPolicy {
                every_packets: self.ack_every,
            },
            &OneRegion,
            &NoSends,
            &write_data(packet.psn, packet.timestamp, packet.rkey),
            Flags(flags),
            packet.ce,
        )
    }

    /// The ACK timer of window `index` fired: its ACK was sent.
    pub fn timer_ack(&mut self, index: usize) {
        self.windows[index].since_ack = 0;
    }

    /// The window's bitmap as four little-endian 64-bit words.
    pub fn bitmap_words(&self, index: usize) -> [u64; 4] {
        self.windows[index].received.data
    }
}
