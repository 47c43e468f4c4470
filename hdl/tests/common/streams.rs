//! Random streams of SACK-window operations that reach every case of the receive step.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::reference::{GOOD_RKEY, ReferenceWindows, WindowPacket};

/// One cycle's input to a SACK unit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WindowOp {
    /// No operation this cycle.
    Idle,
    /// A DATA packet on `window`.
    Update {
        /// Window index.
        window: usize,
        /// The packet.
        packet: WindowPacket,
    },
    /// A DATA packet's lookup result due on `window` with `psn`, but the packet dropped by
    /// the connection table (`s_update_due` without `s_update_valid`): nothing changes.
    Dropped {
        /// Window index.
        window: usize,
        /// The dropped packet's PSN.
        psn: u32,
    },
    /// The ACK timer of `window` fired.
    TimerAck {
        /// Window index.
        window: usize,
    },
    /// Start `window` afresh at `base`.
    Init {
        /// Window index.
        window: usize,
        /// First expected PSN.
        base: u32,
    },
}

/// Draws operations against the current reference state so that in-order, reordered,
/// duplicate, behind-the-window, beyond-the-window, window-edge and wrapping PSNs all occur,
/// often back to back on the same window.
pub struct WindowOpStream {
    rng: ChaCha8Rng,
    windows_used: usize,
}

impl WindowOpStream {
    /// A stream over windows `0..windows_used`, reproducible from `seed`.
    pub fn new(seed: u64, windows_used: usize) -> Self {
        Self {
            rng: ChaCha8Rng::seed_from_u64(seed),
            windows_used,
        }
    }

    /// The next operation, chosen from the reference's current windows.
    pub fn next_op(&mut self, reference: &ReferenceWindows) -> WindowOp {
        let rng = &mut self.rng;
        let roll = rng.random_range(0..1000);
        if roll < 40 {
            return WindowOp::Idle;
        }
        let window = if rng.random_bool(0.6) {
            0
        } else {
            rng.random_range(0..self.windows_used)
        };
        if (50..60).contains(&roll) {
            return WindowOp::TimerAck { window };
        }
        if (60..80).contains(&roll) {
            let psn = reference.windows[window]
                .base
                .wrapping_add(rng.random_range(0..300));
            return WindowOp::Dropped { window, psn };
        }
        if roll < 50 {
            let base = match rng.random_range(0..3) {
                0 => u32::MAX - rng.random_range(0..300),
                1 => rng.random(),
                _ => rng.random_range(0..1000),
            };
            return WindowOp::Init { window, base };
        }
        let base = reference.windows[window].base;
        let psn = match rng.random_range(0..100) {
            // mostly near the base: in order, small reordering, refilling holes
            0..=44 => base.wrapping_add(rng.random_range(0..8)),
            45..=64 => base.wrapping_add(rng.random_range(0..256)),
            // the window's edges
            65..=72 => base.wrapping_add(rng.random_range(250..262)),
            // behind the base: duplicates
            73..=82 => base.wrapping_sub(rng.random_range(1..300)),
            // beyond the window
            83..=90 => base.wrapping_add(rng.random_range(256..5000)),
            // half the PSN space away, where "behind" flips to "beyond"
            91..=94 => base
                .wrapping_add(1 << 31)
                .wrapping_add(rng.random_range(0..3))
                .wrapping_sub(1),
            _ => rng.random(),
        };
        WindowOp::Update {
            window,
            packet: self.packet(psn),
        }
    }

    /// A packet with `psn` and random CE, timestamp, ACK_REQ and rkey.
    fn packet(&mut self, psn: u32) -> WindowPacket {
        let rng = &mut self.rng;
        WindowPacket {
            psn,
            ce: rng.random_bool(0.2),
            timestamp: rng.random(),
            ack_req: rng.random_bool(0.05),
            rkey: if rng.random_bool(0.95) {
                GOOD_RKEY
            } else {
                rng.random()
            },
        }
    }

    /// A packet with PSN `psn` on `window`, other fields random.
    pub fn update(&mut self, window: usize, psn: u32) -> WindowOp {
        WindowOp::Update {
            window,
            packet: self.packet(psn),
        }
    }

    /// Sets up a run of windows that are nearly full, so the slide crosses many groups
    /// (and the whole window): returns the operations that fill window `window` from
    /// `base + 1` to `base + 255` in a random order, leaving `base` missing.
    pub fn fill_window(&mut self, reference: &ReferenceWindows, window: usize) -> Vec<WindowOp> {
        let base = reference.windows[window].base;
        let mut offsets: Vec<u32> = (1..256).collect();
        for i in (1..offsets.len()).rev() {
            let j = self.rng.random_range(0..=i);
            offsets.swap(i, j);
        }
        offsets
            .into_iter()
            .map(|offset| WindowOp::Update {
                window,
                packet: self.packet(base.wrapping_add(offset)),
            })
            .collect()
    }
}
