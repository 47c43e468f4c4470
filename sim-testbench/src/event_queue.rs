//! The pending-event set: a binary min-heap keyed by (time, insertion number). The insertion
//! number breaks ties, so events at the same instant run in the order they were scheduled and
//! a run never depends on heap internals.

use std::cmp::Ordering;
use std::collections::BinaryHeap;

use crate::time::SimTime;

/// An event and its key: time in the high 64 bits, insertion number in the low 64 bits, so
/// one integer comparison orders by time and then by insertion.
#[derive(Debug)]
struct Scheduled<E> {
    key: u128,
    event: E,
}

impl<E> PartialEq for Scheduled<E> {
    fn eq(&self, other: &Self) -> bool {
        self.key == other.key
    }
}

impl<E> Eq for Scheduled<E> {}

impl<E> PartialOrd for Scheduled<E> {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl<E> Ord for Scheduled<E> {
    fn cmp(&self, other: &Self) -> Ordering {
        // Reversed: the heap's maximum is the earliest event.
        other.key.cmp(&self.key)
    }
}

/// Events waiting to happen, earliest first, ties in scheduling order.
#[derive(Debug)]
pub struct EventQueue<E> {
    heap: BinaryHeap<Scheduled<E>>,
    next_seq: u64,
}

impl<E> Default for EventQueue<E> {
    fn default() -> Self {
        EventQueue {
            heap: BinaryHeap::new(),
            next_seq: 0,
        }
    }
}

impl<E> EventQueue<E> {
    /// Schedules `event` at `time`.
    pub fn push(&mut self, time: SimTime, event: E) {
        let seq = self.next_seq;
        self.next_seq += 1;
        let key = (u128::from(time.as_ps()) << 64) | u128::from(seq);
        self.heap.push(Scheduled { key, event });
    }

    /// Removes and returns the earliest event.
    pub fn pop(&mut self) -> Option<(SimTime, E)> {
        self.heap
            .pop()
            .map(|s| (SimTime::from_ps((s.key >> 64) as u64), s.event))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pops_earliest_first_and_ties_in_push_order() {
        let mut q = EventQueue::default();
        q.push(SimTime::from_ns(5), "late");
        q.push(SimTime::from_ns(1), "first");
        q.push(SimTime::from_ns(1), "second");
        q.push(SimTime::from_ns(3), "middle");
        let order: Vec<_> = std::iter::from_fn(|| q.pop().map(|(_, e)| e)).collect();
        assert_eq!(order, ["first", "second", "middle", "late"]);
    }
}
