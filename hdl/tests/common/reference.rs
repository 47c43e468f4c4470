//! The transport core's receive step, driven per SACK window.

use metaroce::transport::{
    Access, AckPolicy, PathRxWindow, RegionEntry, RegionTable, RxOutcome, SendTable, SendTarget,
    receive_data_packet,
};
use metaroce::wire::{DataKind, DataRepr, Flags};

/// A region table that grants every WRITE: the SACK window does not depend on placement.
pub struct GrantAll;

impl RegionTable for GrantAll {
    fn region(&self, _key: u32) -> Option<RegionEntry> {
        Some(RegionEntry {
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

/// A WRITE of one byte with the given PSN and timestamp.
pub fn write_data(psn: u32, timestamp: u64) -> DataRepr {
    DataRepr {
        kind: DataKind::Write {
            remote_addr: 0x1000,
            rkey: 1,
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

/// One reference window per hardware window index.
pub struct ReferenceWindows {
    /// The windows, indexed like the hardware's.
    pub windows: Vec<PathRxWindow>,
}

impl ReferenceWindows {
    /// `count` windows, all starting at PSN 0 (what a cleared window RAM holds).
    pub fn new(count: usize) -> Self {
        Self {
            windows: (0..count).map(|_| PathRxWindow::new(0, 0)).collect(),
        }
    }

    /// Starts window `index` afresh at `base`.
    pub fn init(&mut self, index: usize, base: u32) {
        self.windows[index].reset(0, base);
    }

    /// The receive step for one DATA packet on window `index`.
    pub fn receive(&mut self, index: usize, psn: u32, ce: bool) -> RxOutcome {
        receive_data_packet(
            &mut self.windows[index],
            AckPolicy { every_packets: 4 },
            &GrantAll,
            &NoSends,
            &write_data(psn, 0),
            Flags(0),
            ce,
        )
    }

    /// The window's bitmap as four little-endian 64-bit words.
    pub fn bitmap_words(&self, index: usize) -> [u64; 4] {
        self.windows[index].received.data
    }
}
