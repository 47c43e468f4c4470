//! The receiver's per-packet work on one DATA packet, as one deterministic step.
//!
//! [`receive_data_packet`] is everything a receiving NIC does with a DATA packet that reached
//! a known connection, path and epoch: decide duplicate / out-of-window against the path's
//! 256-bit SACK window, validate rkey, bounds and access (or match a SEND to its posted
//! receive), decide placement, update the window, count CE, and decide whether to ACK now.
//! It is a pure function of explicit state — no allocation, no clock, no hidden state — so
//! the hardware datapath (`hdl/`) is checked against it bit for bit.

use bitvec::prelude::{BitArray, Lsb0};

use super::memory::{Access, RegionTable};
use crate::wire::{AckRepr, DataKind, DataRepr, Flags, NackCode, SACK_WINDOW, SackBits};

/// The receive window of one path: 256 bits starting at the first PSN not yet received.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PathRxWindow {
    /// The path's current epoch; DATA of other epochs is stale.
    pub epoch: u8,
    /// First PSN not yet received (the cumulative ACK).
    pub base: u32,
    /// Bit `i`: PSN `base + i` was received. Bit 0 is always clear.
    pub received: BitArray<[u64; 4], Lsb0>,
    /// CE-marked new DATA packets received in this epoch.
    pub ce_count: u32,
    /// DATA packets accepted since the last ACK was decided.
    pub since_ack: u16,
    /// Send timestamp of the last DATA packet accepted, echoed in the next ACK.
    pub echo_timestamp: u64,
}

impl PathRxWindow {
    /// A window whose first expected PSN is `first_psn`.
    pub fn new(epoch: u8, first_psn: u32) -> Self {
        Self {
            epoch,
            base: first_psn,
            received: BitArray::ZERO,
            ce_count: 0,
            since_ack: 0,
            echo_timestamp: 0,
        }
    }

    /// Starts a new epoch at `first_psn` (on a PROBE): the old window is forgotten.
    pub fn reset(&mut self, epoch: u8, first_psn: u32) {
        *self = Self::new(epoch, first_psn);
    }

    /// The ACK describing this window, with the given rate hint.
    pub fn ack(&self, rate_hint_mbps: u32) -> AckRepr {
        let mut sack = SackBits::ZERO;
        for (i, word) in self.received.data.iter().enumerate() {
            sack.data[i * 8..i * 8 + 8].copy_from_slice(&word.to_le_bytes());
        }
        AckRepr {
            cum_psn: self.base,
            ce_count: self.ce_count,
            rate_hint_mbps,
            echo_timestamp: self.echo_timestamp,
            sack,
        }
    }

    /// Marks PSN offset `d` (< 256) received and slides past the now-contiguous prefix.
    ///
    /// The slide works on the four 64-bit words directly: bitvec's generic bit-by-bit
    /// shift was 12% of the core's per-packet cost.
    fn mark(&mut self, d: usize) {
        self.received.set(d, true);
        if d == 0 {
            let words = &mut self.received.data;
            let mut advance = 0;
            for &word in words.iter() {
                let ones = word.trailing_ones() as usize;
                advance += ones;
                if ones < 64 {
                    break;
                }
            }
            shift_down(words, advance);
            self.base = self.base.wrapping_add(advance as u32);
        }
    }
}

/// Shifts a 256-bit little-endian word array towards bit 0 by `by` bits (zero fill).
fn shift_down(words: &mut [u64; 4], by: usize) {
    if by >= 256 {
        *words = [0; 4];
        return;
    }
    let (word_shift, bit_shift) = (by / 64, by % 64);
    for i in 0..4 {
        let low = words.get(i + word_shift).copied().unwrap_or(0);
        let high = words.get(i + word_shift + 1).copied().unwrap_or(0);
        words[i] = if bit_shift == 0 {
            low
        } else {
            (low >> bit_shift) | (high << (64 - bit_shift))
        };
    }
}

/// The ACK policy of a receiver.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AckPolicy {
    /// ACK at once after this many accepted packets (K).
    pub every_packets: u16,
}

/// Where a SEND goes, as the receive queue of its stream answers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SendTarget {
    /// A receive is posted: its buffer is `[addr, addr + len)` of region `key`.
    Posted {
        /// Region of the receive buffer.
        key: u32,
        /// Virtual address of the buffer's first byte.
        addr: u64,
        /// Buffer length.
        len: u64,
    },
    /// No receive is posted for this message yet.
    NotPosted,
    /// The message already completed: this is a stale duplicate from another path.
    Completed,
}

/// Matches SENDs to posted receives: implemented by the connection's receive queues (and
/// by the hardware's receive table model).
pub trait SendTable {
    /// The receive that SEND `msn` on `stream` goes to.
    fn send_target(&self, stream: u32, msn: u32) -> SendTarget;
}

/// What to do with the packet's payload.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RxVerdict {
    /// Write the payload at `addr` in region `key`.
    Place {
        /// Target region.
        key: u32,
        /// Virtual address of the payload's first byte.
        addr: u64,
    },
    /// Already received (on this path, or the message already completed): not placed.
    Duplicate,
    /// PSN beyond the window: dropped, not acknowledged.
    OutOfWindow,
    /// Received but refused: answer with a NACK of this code; nothing is written.
    Nack(NackCode),
}

/// When to acknowledge.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AckDecision {
    /// Not at all (out-of-window packets).
    None,
    /// At once (new hole, ACK_REQ, duplicate, NACK, or K packets since the last ACK).
    Now,
    /// When the ACK timer fires, unless something triggers one sooner.
    Later,
}

/// The result of [`receive_data_packet`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RxOutcome {
    /// What happens to the payload.
    pub verdict: RxVerdict,
    /// When to ACK.
    pub ack: AckDecision,
    /// The packet opened a new hole in the window (a loss below it, on a FIFO path).
    pub new_hole: bool,
}

/// The receiver's whole per-packet step for one DATA packet of a known connection, path
/// and epoch. `ce` is whether the IP header carried CE.
pub fn receive_data_packet(
    window: &mut PathRxWindow,
    policy: AckPolicy,
    regions: &impl RegionTable,
    sends: &impl SendTable,
    data: &DataRepr,
    flags: crate::wire::Flags,
    ce: bool,
) -> RxOutcome {
    let d = data.psn.wrapping_sub(window.base) as usize;
    if d >= SACK_WINDOW {
        let behind = (window.base.wrapping_sub(data.psn) as i32) > 0;
        if !behind {
            return RxOutcome {
                verdict: RxVerdict::OutOfWindow,
                ack: AckDecision::None,
                new_hole: false,
            };
        }
        return duplicate(window, data.timestamp);
    }
    if window.received[d] {
        return duplicate(window, data.timestamp);
    }

    let new_hole = d > 0 && !window.received[d - 1];
    let verdict = match data.kind {
        DataKind::Write { remote_addr, rkey } => {
            // The whole message must fit, not only this packet: otherwise the in-bounds
            // packets of a violating WRITE would land and the violation would write.
            let message_base = remote_addr.checked_sub(u64::from(data.offset));
            let allowed = regions.region(rkey).is_some_and(|r| {
                r.access.contains(Access::REMOTE_WRITE)
                    && message_base.is_some_and(|base| r.contains(base, u64::from(data.msg_len)))
            });
            if allowed {
                RxVerdict::Place {
                    key: rkey,
                    addr: remote_addr,
                }
            } else {
                RxVerdict::Nack(NackCode::RemoteAccess)
            }
        }
        DataKind::Send => match sends.send_target(data.stream, data.msn) {
            SendTarget::Posted { key, addr, len } => {
                let fits = u64::from(data.msg_len) <= len;
                let target = addr + u64::from(data.offset);
                let allowed = fits
                    && regions.region(key).is_some_and(|r| {
                        r.access.contains(Access::LOCAL_WRITE)
                            && r.contains(target, u64::from(data.payload_len))
                    });
                if allowed {
                    RxVerdict::Place { key, addr: target }
                } else {
                    RxVerdict::Nack(NackCode::RemoteAccess)
                }
            }
            SendTarget::NotPosted => RxVerdict::Nack(NackCode::ReceiverNotReady),
            SendTarget::Completed => RxVerdict::Duplicate,
        },
    };

    window.mark(d);
    if ce {
        window.ce_count = window.ce_count.wrapping_add(1);
    }
    window.echo_timestamp = data.timestamp;
    window.since_ack = window.since_ack.saturating_add(1);
    let urgent = new_hole
        || flags.contains(Flags::ACK_REQ)
        || !matches!(verdict, RxVerdict::Place { .. })
        || window.since_ack >= policy.every_packets;
    let ack = if urgent {
        window.since_ack = 0;
        AckDecision::Now
    } else {
        AckDecision::Later
    };
    RxOutcome {
        verdict,
        ack,
        new_hole,
    }
}

/// A duplicate is ACKed at once and its own send time is echoed: it is typically a
/// retransmission whose original's ACK was lost, and echoing the original's (older)
/// timestamp would hand the sender a whole retransmission timeout as an RTT sample.
fn duplicate(window: &mut PathRxWindow, timestamp: u64) -> RxOutcome {
    window.since_ack = 0;
    window.echo_timestamp = timestamp;
    RxOutcome {
        verdict: RxVerdict::Duplicate,
        ack: AckDecision::Now,
        new_hole: false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shifting_down_moves_bits_across_words_and_fills_zeros() {
        let mut words = [u64::MAX, 0, 1 << 5, 1 << 63];
        shift_down(&mut words, 70);
        assert_eq!(words, [1 << 63, 0, 1 << 57, 0]);
        let mut words = [0b1010, 0, 0, 1];
        shift_down(&mut words, 1);
        assert_eq!(words, [0b101, 0, 1 << 63, 0]);
        let mut words = [1, 2, 3, 4];
        shift_down(&mut words, 64);
        assert_eq!(words, [2, 3, 4, 0]);
        shift_down(&mut words, 300);
        assert_eq!(words, [0; 4]);
    }

    #[test]
    fn the_window_slides_past_every_contiguous_packet_and_keeps_later_ones() {
        let mut window = PathRxWindow::new(0, u32::MAX - 1);
        for d in [1usize, 2, 3, 70, 200] {
            window.mark(d);
        }
        assert_eq!(window.base, u32::MAX - 1);
        window.mark(0);
        assert_eq!(window.base, 2, "slid past 4 packets, across the PSN wrap");
        let set: Vec<usize> = window.received.iter_ones().collect();
        assert_eq!(set, vec![66, 196]);
    }
}
