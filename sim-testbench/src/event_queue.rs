//! The pending-event set: a radix heap (a monotone priority queue) over event times, with
//! ties run in the order they were scheduled. A discrete-event simulation never schedules an
//! event before the one it is running, which is what a radix heap needs: events are kept in
//! buckets by the highest bit in which their time differs from the current time, and a
//! bucket is only redistributed when it becomes the lowest one — so an event moves a few
//! times instead of sifting through a binary heap on every push and pop. Events due at the
//! current time wait in a FIFO in insertion order, so a run never depends on the queue's
//! internals.

use std::collections::VecDeque;

use crate::time::SimTime;

/// Bucket `b > 0` holds events whose time differs from the current time first in bit `b - 1`.
const BUCKETS: usize = 65;

#[derive(Debug)]
struct Scheduled<E> {
    time: u64,
    seq: u64,
    event: E,
}

/// Events waiting to happen, earliest first, ties in scheduling order.
#[derive(Debug)]
pub struct EventQueue<E> {
    /// Events due at `now`, in insertion order.
    due: VecDeque<Scheduled<E>>,
    /// Later events; index 0 unused.
    buckets: Vec<Vec<Scheduled<E>>>,
    /// Scratch space for events that become due when a bucket is redistributed.
    scratch: Vec<Scheduled<E>>,
    /// Bit `b` set: bucket `b` is not empty.
    occupied: u128,
    /// The time of the events in `due` (no queued event is earlier).
    now: u64,
    len: usize,
    next_seq: u64,
}

impl<E> Default for EventQueue<E> {
    fn default() -> Self {
        EventQueue {
            due: VecDeque::new(),
            buckets: (0..BUCKETS).map(|_| Vec::new()).collect(),
            scratch: Vec::new(),
            occupied: 0,
            now: 0,
            len: 0,
            next_seq: 0,
        }
    }
}

impl<E> EventQueue<E> {
    /// Schedules `event` at `time`. A time before the event last popped is taken as that
    /// event's time (the clock never runs backwards).
    pub fn push(&mut self, time: SimTime, event: E) {
        let seq = self.next_seq;
        self.next_seq += 1;
        self.len += 1;
        let time = time.as_ps().max(self.now);
        self.insert(Scheduled { time, seq, event });
    }

    fn insert(&mut self, item: Scheduled<E>) {
        if item.time == self.now {
            self.due.push_back(item);
        } else {
            let bucket = (64 - (item.time ^ self.now).leading_zeros()) as usize;
            self.buckets[bucket].push(item);
            self.occupied |= 1 << bucket;
        }
    }

    /// Removes and returns the earliest event.
    pub fn pop(&mut self) -> Option<(SimTime, E)> {
        if self.due.is_empty() {
            if self.occupied == 0 {
                return None;
            }
            // The lowest bucket holds the earliest events: its earliest time becomes the
            // current time and every other event of the bucket moves to a lower bucket.
            let bucket = self.occupied.trailing_zeros() as usize;
            self.occupied &= !(1 << bucket);
            let mut items = std::mem::take(&mut self.buckets[bucket]);
            self.now = items.iter().map(|item| item.time).min().unwrap_or(self.now);
            // A bucket mixes events pushed directly with events moved down from higher
            // buckets, so those now due are put in insertion order.
            let mut due = std::mem::take(&mut self.scratch);
            for item in items.drain(..) {
                if item.time == self.now {
                    due.push(item);
                } else {
                    self.insert(item);
                }
            }
            due.sort_unstable_by_key(|item| item.seq);
            self.due.extend(due.drain(..));
            self.scratch = due;
            self.buckets[bucket] = items;
        }
        let item = self.due.pop_front()?;
        self.len -= 1;
        Some((SimTime::from_ps(item.time), item.event))
    }

    /// Events waiting.
    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::Rng;
    use rand::SeedableRng;

    #[test]
    fn pops_earliest_first_and_ties_in_push_order() {
        let mut q = EventQueue::default();
        q.push(SimTime::from_ns(5), "late");
        q.push(SimTime::from_ns(1), "first");
        q.push(SimTime::from_ns(1), "second");
        q.push(SimTime::from_ns(3), "middle");
        let order: Vec<_> = std::iter::from_fn(|| q.pop().map(|(_, e)| e)).collect();
        assert_eq!(order, ["first", "second", "middle", "late"]);
        assert!(q.is_empty());
    }

    #[test]
    fn matches_a_sorted_order_when_pushes_and_pops_interleave() {
        // Like a simulation: each popped event schedules a few more at or after its time.
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
        let mut q = EventQueue::default();
        let mut reference = std::collections::BTreeMap::new();
        let mut seq = 0u64;
        let mut push =
            |q: &mut EventQueue<u64>, reference: &mut std::collections::BTreeMap<_, _>, t: u64| {
                q.push(SimTime::from_ps(t), seq);
                reference.insert((t, seq), seq);
                seq += 1;
            };
        for _ in 0..10 {
            push(&mut q, &mut reference, rng.random_range(0..1_000));
        }
        let mut now = 0;
        while let Some((time, event)) = q.pop() {
            let (&(t, s), _) = reference.iter().next().unwrap();
            assert_eq!((time.as_ps(), event), (t, s));
            reference.remove(&(t, s));
            assert!(time.as_ps() >= now);
            now = time.as_ps();
            if s < 20_000 {
                for _ in 0..rng.random_range(0..3) {
                    let delay = match rng.random_range(0..4) {
                        0 => 0,
                        1 => rng.random_range(0..1_000),
                        2 => rng.random_range(0..1_000_000),
                        _ => rng.random_range(0..1_000_000_000_000),
                    };
                    push(&mut q, &mut reference, now + delay);
                }
            }
        }
        assert!(reference.is_empty());
        assert_eq!(q.len(), 0);
    }

    #[test]
    fn a_time_in_the_past_runs_now() {
        let mut q = EventQueue::default();
        q.push(SimTime::from_ns(10), 1);
        assert_eq!(q.pop(), Some((SimTime::from_ns(10), 1)));
        q.push(SimTime::from_ns(3), 2);
        q.push(SimTime::from_ns(10), 3);
        assert_eq!(q.pop(), Some((SimTime::from_ns(10), 2)));
        assert_eq!(q.pop(), Some((SimTime::from_ns(10), 3)));
    }
}
