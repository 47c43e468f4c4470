//! The requester side of one RoCEv2 QP: go-back-N over a single path. Packets go out in PSN
//! order, paced at the DCQCN rate; a NAK or a retransmission timeout rewinds to the first
//! unacknowledged packet and sends everything from there again.

use std::net::Ipv4Addr;

use super::dcqcn::{DcqcnParams, DcqcnRate};
use crate::pattern::FlowPattern;
use crate::time::SimTime;

#[derive(Debug)]
pub struct SendQp {
    pub dst: Ipv4Addr,
    pub src_port: u16,
    pub bytes: u64,
    pub packets: u32,
    pub pattern: FlowPattern,
    /// First unacknowledged PSN.
    pub snd_una: u32,
    /// Next PSN to send.
    pub snd_nxt: u32,
    /// One past the highest PSN ever sent: anything below it is a retransmission.
    pub max_sent: u32,
    pub rto_at: Option<SimTime>,
    /// Not before this time (pacing at the DCQCN rate).
    pub next_send_at: SimTime,
    pub rate: DcqcnRate,
    pub retransmitted: u64,
}

impl SendQp {
    pub fn new(
        dst: Ipv4Addr,
        src_port: u16,
        bytes: u64,
        mtu: u32,
        pattern: FlowPattern,
        params: &DcqcnParams,
    ) -> Self {
        SendQp {
            dst,
            src_port,
            bytes,
            packets: u32::try_from(bytes.div_ceil(u64::from(mtu)).max(1)).unwrap_or(u32::MAX),
            pattern,
            snd_una: 0,
            snd_nxt: 0,
            max_sent: 0,
            rto_at: None,
            next_send_at: SimTime::ZERO,
            rate: DcqcnRate::new(params),
            retransmitted: 0,
        }
    }

    pub fn has_unsent(&self) -> bool {
        self.snd_nxt < self.packets
    }

    pub fn can_send(&self, now: SimTime) -> bool {
        self.has_unsent() && self.next_send_at <= now
    }

    pub fn is_complete(&self) -> bool {
        self.snd_una >= self.packets
    }

    /// Byte range `(offset, len)` of packet `psn`.
    pub fn segment(&self, psn: u32, mtu: u32) -> (u64, usize) {
        let offset = u64::from(psn) * u64::from(mtu);
        let len = (self.bytes - offset.min(self.bytes)).min(u64::from(mtu));
        (offset, len as usize)
    }

    /// Packet `snd_nxt` of `wire_bytes` left at `now`. Returns whether it was a retransmission.
    pub fn on_sent(
        &mut self,
        now: SimTime,
        wire_bytes: u32,
        rto_ps: u64,
        params: Option<&DcqcnParams>,
    ) -> bool {
        let retransmission = self.snd_nxt < self.max_sent;
        if retransmission {
            self.retransmitted += 1;
        }
        self.snd_nxt += 1;
        self.max_sent = self.max_sent.max(self.snd_nxt);
        if self.rto_at.is_none() {
            self.rto_at = Some(now.plus_ps(rto_ps));
        }
        if let Some(params) = params {
            self.rate.on_sent(u64::from(wire_bytes), params);
            if self.rate.is_limited(params) {
                // bytes * 8 bits / (rate Mb/s) = bytes * 8e6 / rate picoseconds.
                let gap = f64::from(wire_bytes) * 8.0e6 / self.rate.rate_mbps();
                self.next_send_at = now.plus_ps(gap.ceil() as u64);
            }
        }
        retransmission
    }

    /// Cumulative acknowledgement of every PSN below `psn`.
    pub fn on_ack(&mut self, now: SimTime, psn: u32, rto_ps: u64) {
        let psn = psn.min(self.max_sent);
        if psn > self.snd_una {
            self.snd_una = psn;
            self.rto_at = (self.snd_una < self.max_sent).then(|| now.plus_ps(rto_ps));
        }
        self.snd_nxt = self.snd_nxt.max(self.snd_una);
    }

    /// The receiver saw a gap: everything below `psn` arrived, resend from `psn`.
    pub fn on_nak(&mut self, now: SimTime, psn: u32, rto_ps: u64) {
        self.on_ack(now, psn, rto_ps);
        let psn = psn.min(self.max_sent);
        if psn < self.snd_nxt {
            self.snd_nxt = psn;
        }
        if self.snd_una < self.max_sent {
            self.rto_at = Some(now.plus_ps(rto_ps));
        }
    }

    /// The retransmission timer fired: go back to the first unacknowledged packet.
    pub fn on_timeout(&mut self) {
        self.snd_nxt = self.snd_una;
        self.rto_at = None;
    }

    /// Bytes acknowledged so far.
    pub fn acked_bytes(&self, mtu: u32) -> u64 {
        (u64::from(self.snd_una) * u64::from(mtu)).min(self.bytes)
    }
}
