//! The responder side of one RoCEv2 QP: accepts only the expected PSN (go-back-N), checks the
//! bytes against the flow's pattern as they are placed, acknowledges every few packets,
//! sends one NAK per gap, and is DCQCN's notification point (at most one CNP per interval).

use std::net::Ipv4Addr;

use crate::ids::FlowId;
use crate::pattern::FlowPattern;
use crate::time::SimTime;

/// What the responder wants to send back after a data packet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reply {
    None,
    Ack(u32),
    Nak(u32),
}

/// What became of a data packet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Placement {
    /// In order: placed and verified.
    Placed,
    /// Already received earlier.
    Duplicate,
    /// Ahead of the expected PSN: discarded.
    OutOfOrder,
}

#[derive(Debug)]
pub struct RecvQp {
    pub flow: FlowId,
    pub peer: Ipv4Addr,
    pub bytes: u64,
    pub packets: u32,
    pub pattern: FlowPattern,
    /// Expected PSN.
    pub epsn: u32,
    nak_sent: bool,
    unacked: u32,
    pub last_cnp_at: Option<SimTime>,
    pub verified_bytes: u64,
    pub corrupt_bytes: u64,
    /// When the first packet was placed.
    pub first_data_at: Option<SimTime>,
}

impl RecvQp {
    pub fn new(flow: FlowId, peer: Ipv4Addr, bytes: u64, mtu: u32, pattern: FlowPattern) -> Self {
        RecvQp {
            flow,
            peer,
            bytes,
            packets: u32::try_from(bytes.div_ceil(u64::from(mtu)).max(1)).unwrap_or(u32::MAX),
            pattern,
            epsn: 0,
            nak_sent: false,
            unacked: 0,
            last_cnp_at: None,
            verified_bytes: 0,
            corrupt_bytes: 0,
            first_data_at: None,
        }
    }

    pub fn is_complete(&self) -> bool {
        self.epsn >= self.packets
    }

    /// A data packet `psn` with `payload` arrived.
    pub fn on_data(
        &mut self,
        psn: u32,
        ack_requested: bool,
        payload: &[u8],
        mtu: u32,
        ack_every: u32,
    ) -> (Placement, Reply) {
        if psn == self.epsn && !self.is_complete() {
            let offset = u64::from(psn) * u64::from(mtu);
            let expected = (self.bytes - offset).min(u64::from(mtu)) as usize;
            let placed = &payload[..payload.len().min(expected)];
            let matching = self.pattern.count_matching(offset, placed);
            self.verified_bytes += matching;
            self.corrupt_bytes += expected as u64 - matching;
            self.epsn += 1;
            self.nak_sent = false;
            self.unacked += 1;
            let reply = if self.is_complete() || ack_requested || self.unacked >= ack_every {
                self.unacked = 0;
                Reply::Ack(self.epsn)
            } else {
                Reply::None
            };
            (Placement::Placed, reply)
        } else if psn < self.epsn {
            self.unacked += 1;
            let reply = if ack_requested || self.unacked >= ack_every {
                self.unacked = 0;
                Reply::Ack(self.epsn)
            } else {
                Reply::None
            };
            (Placement::Duplicate, reply)
        } else if !self.nak_sent && !self.is_complete() {
            self.nak_sent = true;
            (Placement::OutOfOrder, Reply::Nak(self.epsn))
        } else {
            (Placement::OutOfOrder, Reply::None)
        }
    }

    /// A CE-marked packet arrived: whether a CNP is due (at most one per `interval_ps`).
    pub fn cnp_due(&mut self, now: SimTime, interval_ps: u64) -> bool {
        let due = self
            .last_cnp_at
            .is_none_or(|last| now.ps_since(last) >= interval_ps);
        if due {
            self.last_cnp_at = Some(now);
        }
        due
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn qp() -> RecvQp {
        RecvQp::new(
            FlowId(0),
            Ipv4Addr::LOCALHOST,
            10,
            4,
            FlowPattern::new(1, FlowId(0)),
        )
    }

    fn data(psn: u32) -> Vec<u8> {
        let mut bytes = vec![0; if psn == 2 { 2 } else { 4 }];
        FlowPattern::new(1, FlowId(0)).fill(u64::from(psn) * 4, &mut bytes);
        bytes
    }

    #[test]
    fn gap_gets_one_nak_and_out_of_order_data_is_dropped() {
        let mut r = qp();
        assert_eq!(r.on_data(0, false, &data(0), 4, 8).0, Placement::Placed);
        assert_eq!(
            r.on_data(2, false, &data(2), 4, 8),
            (Placement::OutOfOrder, Reply::Nak(1))
        );
        assert_eq!(
            r.on_data(2, false, &data(2), 4, 8),
            (Placement::OutOfOrder, Reply::None)
        );
        assert_eq!(r.on_data(1, false, &data(1), 4, 8).0, Placement::Placed);
        assert_eq!(
            r.on_data(2, false, &data(2), 4, 8),
            (Placement::Placed, Reply::Ack(3))
        );
        assert!(r.is_complete());
        assert_eq!((r.verified_bytes, r.corrupt_bytes), (10, 0));
        assert_eq!(
            r.on_data(0, true, &data(0), 4, 8),
            (Placement::Duplicate, Reply::Ack(3))
        );
    }

    #[test]
    fn wrong_bytes_are_counted_corrupt() {
        let mut r = qp();
        r.on_data(0, false, &[0xAA; 4], 4, 8);
        assert_eq!(r.verified_bytes + r.corrupt_bytes, 4);
        assert!(r.corrupt_bytes >= 3);
    }
}
