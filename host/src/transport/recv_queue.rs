//! The receiver's posted receives: matching SENDs by (stream, MSN), tracking which segments
//! of each message have been placed, and completing receives in posted order per stream.
//!
//! The `k`-th receive posted on a stream takes SEND number `k` of that stream. Packets are
//! placed as they arrive, in any order; a receive completes when every segment of its
//! message has been placed once (duplicates from re-sent segments are counted once).

use std::collections::VecDeque;

use rustc_hash::FxHashMap;

use bitvec::vec::BitVec;

use super::events::CompletionStatus;
use super::receive_step::{SendTable, SendTarget};

#[derive(Debug)]
struct PostedRecv {
    key: u32,
    addr: u64,
    len: u64,
    wr_id: u64,
    placed: BitVec,
    placed_count: u32,
    msg_len: u32,
    status: Option<CompletionStatus>,
}

#[derive(Debug, Default)]
struct StreamRx {
    /// MSN of the receive at the head of `queue`.
    base_msn: u32,
    queue: VecDeque<PostedRecv>,
}

/// A finished receive, ready to be reported.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FinishedRecv {
    /// Stream.
    pub stream: u32,
    /// Work request id.
    pub wr_id: u64,
    /// Outcome.
    pub status: CompletionStatus,
    /// Bytes of the message received.
    pub bytes: u64,
}

/// The posted receives of one connection.
#[derive(Debug, Default)]
pub struct RecvQueues {
    streams: FxHashMap<u32, StreamRx>,
    completable: VecDeque<u32>,
}

impl RecvQueues {
    /// Posts a receive buffer `[addr, addr+len)` of region `key` on `stream`.
    pub fn post(&mut self, stream: u32, key: u32, addr: u64, len: u64, wr_id: u64) {
        self.streams
            .entry(stream)
            .or_default()
            .queue
            .push_back(PostedRecv {
                key,
                addr,
                len,
                wr_id,
                placed: BitVec::new(),
                placed_count: 0,
                msg_len: 0,
                status: None,
            });
    }

    fn get_mut(&mut self, stream: u32, msn: u32) -> Option<&mut PostedRecv> {
        let state = self.streams.get_mut(&stream)?;
        let index = msn.wrapping_sub(state.base_msn) as usize;
        state.queue.get_mut(index)
    }

    /// Records that segment `offset / mtu` of SEND (`stream`, `msn`) of `msg_len` bytes was
    /// placed. Returns whether the segment was new.
    pub fn on_placed(
        &mut self,
        stream: u32,
        msn: u32,
        offset: u32,
        msg_len: u32,
        mtu: u32,
    ) -> bool {
        let Some(recv) = self.get_mut(stream, msn) else {
            return false;
        };
        if recv.status.is_some() {
            return false;
        }
        if recv.placed.is_empty() {
            recv.msg_len = msg_len;
            recv.placed = BitVec::repeat(false, msg_len.div_ceil(mtu).max(1) as usize);
        }
        let index = (offset / mtu) as usize;
        if msg_len != recv.msg_len || index >= recv.placed.len() || recv.placed.replace(index, true)
        {
            return false;
        }
        recv.placed_count += 1;
        if recv.placed_count as usize == recv.placed.len() {
            recv.status = Some(CompletionStatus::Success);
            self.completable.push_back(stream);
        }
        true
    }

    /// SEND (`stream`, `msn`) was refused with a remote access error (too long for its
    /// buffer, or the buffer's region vanished): the receive completes in error, once.
    pub fn on_refused(&mut self, stream: u32, msn: u32) {
        if let Some(recv) = self.get_mut(stream, msn)
            && recv.status.is_none()
        {
            recv.status = Some(CompletionStatus::RemoteAccessError);
            self.completable.push_back(stream);
        }
    }

    /// The next finished receive at the head of a stream, in posted order.
    pub fn poll_finished(&mut self) -> Option<FinishedRecv> {
        while let Some(&stream) = self.completable.front() {
            let state = self.streams.get_mut(&stream).expect("stream exists");
            match state.queue.front() {
                Some(recv) if recv.status.is_some() => {
                    let recv = state.queue.pop_front().expect("head");
                    state.base_msn = state.base_msn.wrapping_add(1);
                    return Some(FinishedRecv {
                        stream,
                        wr_id: recv.wr_id,
                        status: recv.status.expect("finished"),
                        bytes: u64::from(recv.msg_len),
                    });
                }
                _ => {
                    self.completable.pop_front();
                }
            }
        }
        None
    }

    /// Fails every receive still posted (the connection closed).
    pub fn fail_all(&mut self) {
        for (&stream, state) in &mut self.streams {
            for recv in &mut state.queue {
                recv.status
                    .get_or_insert(CompletionStatus::ConnectionClosed);
            }
            self.completable.push_back(stream);
        }
    }
}

impl SendTable for RecvQueues {
    fn send_target(&self, stream: u32, msn: u32) -> SendTarget {
        let Some(state) = self.streams.get(&stream) else {
            return SendTarget::NotPosted;
        };
        let index = msn.wrapping_sub(state.base_msn);
        if index >= 1 << 31 {
            return SendTarget::Completed; // behind the head: already completed
        }
        match state.queue.get(index as usize) {
            Some(recv) if recv.status.is_some() => SendTarget::Completed,
            Some(recv) => SendTarget::Posted {
                key: recv.key,
                addr: recv.addr,
                len: recv.len,
            },
            None => SendTarget::NotPosted,
        }
    }
}
