//! The sender's messages: segmentation, scheduling across streams, and completion in posted
//! order per stream.
//!
//! Streams are independent: a message completes when all of its segments are acknowledged,
//! whatever happens to other streams, and a stream's completions are released in the order
//! its requests were posted. Segments are handed out round-robin across streams so one big
//! message does not starve the others.

use std::collections::VecDeque;

use rustc_hash::FxHashMap;

use bitvec::vec::BitVec;

use super::events::{CompletionStatus, OpKind};
use super::path::SegmentRef;
use crate::Instant;

/// What a message does at the receiver.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OutKind {
    /// WRITE to `remote_addr` in the peer's region `rkey`.
    Write {
        /// Address of the message's first byte at the peer.
        remote_addr: u64,
        /// The peer's region key.
        rkey: u32,
    },
    /// SEND into the peer's next posted receive on the stream.
    Send,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum OutStatus {
    Sending,
    WaitingForReceiver(Instant),
    Done,
    Failed(CompletionStatus),
}

/// One posted WRITE or SEND.
#[derive(Debug)]
pub struct OutMessage {
    /// Stream it was posted on.
    pub stream: u32,
    /// Its MSN (per stream and kind).
    pub msn: u32,
    /// WRITE or SEND.
    pub kind: OutKind,
    /// Local source region and offset.
    pub local_key: u32,
    /// Offset of the first byte in the local region.
    pub local_offset: u64,
    /// Message length.
    pub len: u32,
    wr_id: u64,
    segments: u32,
    next_unsent: u32,
    acked: BitVec,
    acked_count: u32,
    attempt: u32,
    status: OutStatus,
    refusals: u32,
}

impl OutMessage {
    /// Offset and length of segment `index` for packets of `mtu` payload bytes.
    pub fn segment_range(&self, index: u32, mtu: u32) -> (u32, u32) {
        let offset = index * mtu;
        (offset, (self.len - offset).min(mtu))
    }

    /// Whether `index` is the message's last segment.
    pub fn is_last(&self, index: u32) -> bool {
        index + 1 == self.segments
    }
}

#[derive(Debug, Default)]
struct StreamTx {
    posted: VecDeque<u64>,
    unsent: VecDeque<u64>,
    next_write_msn: u32,
    next_send_msn: u32,
}

/// All messages of one connection, by stream.
#[derive(Debug, Default)]
pub struct SendQueue {
    messages: MessageSlab,
    streams: FxHashMap<u32, StreamTx>,
    ready: VecDeque<u32>,
    resend: VecDeque<SegmentRef>,
    waiting: Vec<u64>,
    completable: VecDeque<u32>,
    next_id: u64,
}

/// A finished message, ready to be reported.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Finished {
    /// Stream.
    pub stream: u32,
    /// Work request id.
    pub wr_id: u64,
    /// WRITE or SEND.
    pub kind: OpKind,
    /// Outcome.
    pub status: CompletionStatus,
    /// Message length.
    pub bytes: u64,
}

impl SendQueue {
    /// Queues a message; returns its id.
    #[allow(clippy::too_many_arguments)]
    pub fn post(
        &mut self,
        stream: u32,
        kind: OutKind,
        local_key: u32,
        local_offset: u64,
        len: u32,
        wr_id: u64,
        mtu: u32,
    ) -> u64 {
        let id = self.next_id;
        self.next_id += 1;
        let state = self.streams.entry(stream).or_default();
        let msn = match kind {
            OutKind::Write { .. } => {
                state.next_write_msn = state.next_write_msn.wrapping_add(1);
                state.next_write_msn.wrapping_sub(1)
            }
            OutKind::Send => {
                state.next_send_msn = state.next_send_msn.wrapping_add(1);
                state.next_send_msn.wrapping_sub(1)
            }
        };
        let segments = len.div_ceil(mtu).max(1);
        self.messages.insert(
            id,
            OutMessage {
                stream,
                msn,
                kind,
                local_key,
                local_offset,
                len,
                wr_id,
                segments,
                next_unsent: 0,
                acked: BitVec::repeat(false, segments as usize),
                acked_count: 0,
                attempt: 0,
                status: OutStatus::Sending,
                refusals: 0,
            },
        );
        state.posted.push_back(id);
        if state.unsent.is_empty() {
            self.ready.push_back(stream);
        }
        state.unsent.push_back(id);
        id
    }

    /// The message `id`, if it is still known.
    pub fn message(&self, id: u64) -> Option<&OutMessage> {
        self.messages.get(id)
    }

    /// Whether any segment is waiting to be sent (new or re-sent).
    pub fn has_pending(&self) -> bool {
        !self.ready.is_empty() || !self.resend.is_empty()
    }

    /// The next segment to put on a path: first segments rescued from failed paths, then
    /// new segments, round-robin across streams.
    pub fn next_segment(&mut self) -> Option<(SegmentRef, bool)> {
        while let Some(seg) = self.resend.pop_front() {
            let live = self.messages.get(seg.msg).is_some_and(|m| {
                m.status == OutStatus::Sending
                    && m.attempt == seg.attempt
                    && !m.acked[seg.index as usize]
            });
            if live {
                return Some((seg, true));
            }
        }
        while let Some(stream) = self.ready.pop_front() {
            let state = self.streams.get_mut(&stream).expect("ready stream exists");
            let Some(&id) = state.unsent.front() else {
                continue;
            };
            let msg = self.messages.get_mut(id).expect("unsent message exists");
            let seg = SegmentRef {
                msg: id,
                index: msg.next_unsent,
                attempt: msg.attempt,
            };
            msg.next_unsent += 1;
            if msg.next_unsent == msg.segments {
                state.unsent.pop_front();
            }
            if !state.unsent.is_empty() {
                self.ready.push_back(stream);
            }
            return Some((seg, false));
        }
        None
    }

    /// Gives a segment back to be sent again on another path (its path failed).
    pub fn resend(&mut self, seg: SegmentRef) {
        self.resend.push_back(seg);
    }

    /// Records that a packet carrying `seg` was acknowledged.
    pub fn on_acked(&mut self, seg: SegmentRef) {
        let Some(msg) = self.messages.get_mut(seg.msg) else {
            return;
        };
        if msg.attempt != seg.attempt
            || msg.status != OutStatus::Sending
            || msg.acked.replace(seg.index as usize, true)
        {
            return;
        }
        msg.acked_count += 1;
        if msg.acked_count == msg.segments {
            msg.status = OutStatus::Done;
            self.completable.push_back(msg.stream);
        }
    }

    fn find(&self, stream: u32, msn: u32, write: bool) -> Option<u64> {
        let state = self.streams.get(&stream)?;
        state.posted.iter().copied().find(|id| {
            let m = self.messages.expect(*id);
            m.msn == msn && matches!(m.kind, OutKind::Write { .. }) == write
        })
    }

    fn stop_sending(&mut self, id: u64) {
        let msg = self.messages.expect(id);
        let stream = msg.stream;
        if let Some(state) = self.streams.get_mut(&stream) {
            state.unsent.retain(|&m| m != id);
        }
    }

    /// The peer refused message (`stream`, `msn`) for an access error: it fails.
    pub fn on_remote_access_error(&mut self, stream: u32, msn: u32, write: bool) {
        let Some(id) = self.find(stream, msn, write) else {
            return;
        };
        let msg = self.messages.get_mut(id).expect("found");
        if matches!(
            msg.status,
            OutStatus::Sending | OutStatus::WaitingForReceiver(_)
        ) {
            msg.status = OutStatus::Failed(CompletionStatus::RemoteAccessError);
            self.stop_sending(id);
            self.completable.push_back(stream);
        }
    }

    /// The peer had no receive posted for SEND (`stream`, `msn`): wait `delay`, then send
    /// the whole message again (a new attempt), up to `max_refusals` times.
    pub fn on_receiver_not_ready(
        &mut self,
        now: Instant,
        stream: u32,
        msn: u32,
        delay: std::time::Duration,
        max_refusals: u32,
    ) {
        let Some(id) = self.find(stream, msn, false) else {
            return;
        };
        let msg = self.messages.get_mut(id).expect("found");
        if msg.status != OutStatus::Sending {
            return; // already waiting: NACKs of the other packets of this attempt
        }
        msg.refusals += 1;
        if msg.refusals > max_refusals {
            msg.status = OutStatus::Failed(CompletionStatus::ReceiverNotReadyRetryExceeded);
            self.stop_sending(id);
            self.completable.push_back(stream);
            return;
        }
        msg.status = OutStatus::WaitingForReceiver(now + delay);
        msg.attempt += 1;
        msg.acked.fill(false);
        msg.acked_count = 0;
        msg.next_unsent = 0;
        self.stop_sending(id);
        self.waiting.push(id);
    }

    /// A local buffer vanished under message `id`: it fails.
    pub fn on_local_error(&mut self, id: u64) {
        if let Some(msg) = self.messages.get_mut(id)
            && msg.status == OutStatus::Sending
        {
            msg.status = OutStatus::Failed(CompletionStatus::LocalAccessError);
            let stream = msg.stream;
            self.stop_sending(id);
            self.completable.push_back(stream);
        }
    }

    /// The earliest RECEIVER_NOT_READY wait to end.
    pub fn next_deadline(&self) -> Option<Instant> {
        self.waiting
            .iter()
            .filter_map(|&id| match self.messages.expect(id).status {
                OutStatus::WaitingForReceiver(at) => Some(at),
                _ => None,
            })
            .min()
    }

    /// Ends the RECEIVER_NOT_READY waits that are due: those messages are sent again from
    /// their first segment, in posted order within their stream.
    pub fn on_timeout(&mut self, now: Instant) {
        let mut index = 0;
        while index < self.waiting.len() {
            let id = self.waiting[index];
            let msg = self.messages.get_mut(id).expect("waiting message");
            match msg.status {
                OutStatus::WaitingForReceiver(at) if at <= now => {
                    msg.status = OutStatus::Sending;
                    let stream = msg.stream;
                    self.waiting.swap_remove(index);
                    let state = self.streams.get_mut(&stream).expect("stream");
                    if state.unsent.is_empty() {
                        self.ready.push_back(stream);
                    }
                    // Keep posted order: the restarted message goes before later ones.
                    let pos = state
                        .unsent
                        .iter()
                        .position(|&m| m > id)
                        .unwrap_or(state.unsent.len());
                    state.unsent.insert(pos, id);
                }
                OutStatus::WaitingForReceiver(_) => index += 1,
                _ => {
                    self.waiting.swap_remove(index);
                }
            }
        }
    }

    /// The next finished message at the head of a stream, in posted order.
    pub fn poll_finished(&mut self) -> Option<Finished> {
        while let Some(&stream) = self.completable.front() {
            let state = self.streams.get_mut(&stream).expect("stream");
            let head = state.posted.front().copied();
            let finished = head.and_then(|id| {
                let m = self.messages.expect(id);
                let status = match m.status {
                    OutStatus::Done => CompletionStatus::Success,
                    OutStatus::Failed(status) => status,
                    _ => return None,
                };
                Some(Finished {
                    stream,
                    wr_id: m.wr_id,
                    kind: match m.kind {
                        OutKind::Write { .. } => OpKind::Write,
                        OutKind::Send => OpKind::Send,
                    },
                    status,
                    bytes: u64::from(m.len),
                })
            });
            match finished {
                Some(done) => {
                    let id = state.posted.pop_front().expect("head");
                    self.messages.remove(id);
                    return Some(done);
                }
                None => {
                    self.completable.pop_front();
                }
            }
        }
        None
    }

    /// Fails every message still posted (the connection closed).
    pub fn fail_all(&mut self) {
        for msg in self.messages.values_mut() {
            if !matches!(msg.status, OutStatus::Done | OutStatus::Failed(_)) {
                msg.status = OutStatus::Failed(CompletionStatus::ConnectionClosed);
            }
        }
        for (&stream, state) in &mut self.streams {
            state.unsent.clear();
            self.completable.push_back(stream);
        }
        self.ready.clear();
        self.resend.clear();
        self.waiting.clear();
    }
}

/// Messages by id. Ids are handed out in increasing order and messages finish roughly in
/// that order, so a deque indexed by `id - base` finds them without hashing.
#[derive(Debug, Default)]
struct MessageSlab {
    base: u64,
    slots: VecDeque<Option<OutMessage>>,
}

impl MessageSlab {
    fn insert(&mut self, id: u64, message: OutMessage) {
        if self.slots.is_empty() {
            self.base = id;
        }
        debug_assert_eq!(
            id,
            self.base + self.slots.len() as u64,
            "ids are sequential"
        );
        self.slots.push_back(Some(message));
    }

    fn index(&self, id: u64) -> Option<usize> {
        id.checked_sub(self.base).map(|i| i as usize)
    }

    fn get(&self, id: u64) -> Option<&OutMessage> {
        self.slots.get(self.index(id)?)?.as_ref()
    }

    fn get_mut(&mut self, id: u64) -> Option<&mut OutMessage> {
        let index = self.index(id)?;
        self.slots.get_mut(index)?.as_mut()
    }

    fn expect(&self, id: u64) -> &OutMessage {
        self.get(id).expect("message is live")
    }

    fn remove(&mut self, id: u64) {
        if let Some(index) = self.index(id)
            && let Some(slot) = self.slots.get_mut(index)
        {
            *slot = None;
        }
        while self.slots.front().is_some_and(Option::is_none) {
            self.slots.pop_front();
            self.base += 1;
        }
    }

    fn values_mut(&mut self) -> impl Iterator<Item = &mut OutMessage> {
        self.slots.iter_mut().flatten()
    }
}
