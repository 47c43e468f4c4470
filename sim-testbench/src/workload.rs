//! The traffic of a run: a list of flows (one message from one host to another), each with the
//! earliest time it may start and the flows it must wait for. Incast, permutation and
//! all-to-all are independent flows; ring all-reduce chains its steps through dependencies.

use rand::Rng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;

use crate::ids::{FlowId, HostId};
use crate::pattern::FlowPattern;
use crate::rng::{self, RngPurpose};
use crate::scenario::{Scenario, WorkloadKind};
use crate::time::SimTime;

/// One message: what a transport is asked to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FlowSpec {
    pub id: FlowId,
    pub src: HostId,
    pub dst: HostId,
    pub bytes: u64,
    pub pattern: FlowPattern,
}

/// A flow and when it may start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlannedFlow {
    pub spec: FlowSpec,
    /// Not before this time...
    pub earliest_start: SimTime,
    /// ...and not before these flows have been received in full.
    pub depends_on: Vec<FlowId>,
}

/// The flows of `scenario` on a network of `hosts` hosts (validated beforehand).
pub fn generate(scenario: &Scenario, hosts: u32) -> Vec<PlannedFlow> {
    let w = &scenario.workload;
    let mut rng = rng::stream(scenario.seed, RngPurpose::Workload);
    let mut flows = Vec::new();
    let add = |flows: &mut Vec<PlannedFlow>, src, dst, bytes, start, deps| {
        let id = FlowId(flows.len() as u32);
        flows.push(PlannedFlow {
            spec: FlowSpec {
                id,
                src: HostId(src),
                dst: HostId(dst),
                bytes,
                pattern: FlowPattern::new(scenario.seed, id),
            },
            earliest_start: start,
            depends_on: deps,
        });
    };
    let jitter_ns = w.start_jitter_us * 1000;
    let jitter = |rng: &mut ChaCha8Rng| {
        if jitter_ns == 0 {
            SimTime::ZERO
        } else {
            SimTime::from_ns(rng.random_range(0..=jitter_ns))
        }
    };
    match w.kind {
        WorkloadKind::Permutation => {
            for (src, dst) in derangement(hosts, &mut rng).into_iter().enumerate() {
                let start = jitter(&mut rng);
                add(
                    &mut flows,
                    src as u32,
                    dst,
                    w.message_bytes,
                    start,
                    Vec::new(),
                );
            }
        }
        WorkloadKind::Incast => {
            let receiver = w
                .incast_receiver
                .unwrap_or_else(|| rng.random_range(0..hosts));
            let mut senders: Vec<u32> = (0..hosts).filter(|&h| h != receiver).collect();
            senders.shuffle(&mut rng);
            senders.truncate(w.incast_senders as usize);
            for src in senders {
                let start = jitter(&mut rng);
                add(
                    &mut flows,
                    src,
                    receiver,
                    w.message_bytes,
                    start,
                    Vec::new(),
                );
            }
        }
        WorkloadKind::AllToAll => {
            for src in 0..hosts {
                for dst in (0..hosts).filter(|&d| d != src) {
                    let start = jitter(&mut rng);
                    add(&mut flows, src, dst, w.message_bytes, start, Vec::new());
                }
            }
        }
        WorkloadKind::AllreduceRing => {
            let n = hosts;
            let chunk = w.message_bytes.div_ceil(u64::from(n));
            let steps = 2 * (n - 1);
            for step in 0..steps {
                for host in 0..n {
                    let (start, deps) = if step == 0 {
                        (jitter(&mut rng), Vec::new())
                    } else {
                        let previous = (step - 1) * n;
                        let left = (host + n - 1) % n;
                        (
                            SimTime::ZERO,
                            vec![FlowId(previous + host), FlowId(previous + left)],
                        )
                    };
                    add(&mut flows, host, (host + 1) % n, chunk, start, deps);
                }
            }
        }
    }
    flows
}

/// A random permutation of `0..n` with no fixed point (n >= 2).
fn derangement(n: u32, rng: &mut ChaCha8Rng) -> Vec<u32> {
    let mut targets: Vec<u32> = (0..n).collect();
    targets.shuffle(rng);
    for i in 0..n as usize {
        if targets[i] == i as u32 {
            let j = (i + 1) % n as usize;
            targets.swap(i, j);
        }
    }
    targets
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scenario(workload: &str) -> Scenario {
        let text = format!(
            "name = \"w\"\nduration_us = 1000\n[topology]\nswitch_ports = 4\n[workload]\n{workload}"
        );
        Scenario::from_toml_str(&text).unwrap()
    }

    #[test]
    fn permutation_sends_and_receives_once_per_host_never_to_itself() {
        for seed in 0..20 {
            let mut s = scenario("kind = \"permutation\"\nmessage_bytes = 100");
            s.seed = seed;
            let flows = generate(&s, 16);
            assert_eq!(flows.len(), 16);
            let mut received = [0; 16];
            for (i, f) in flows.iter().enumerate() {
                assert_eq!(f.spec.src, HostId(i as u32));
                assert_ne!(f.spec.src, f.spec.dst);
                received[f.spec.dst.index()] += 1;
            }
            assert!(received.iter().all(|&r| r == 1));
        }
    }

    #[test]
    fn incast_has_distinct_senders_and_one_receiver() {
        let s = scenario("kind = \"incast\"\nincast_senders = 7\nincast_receiver = 3");
        let flows = generate(&s, 16);
        assert_eq!(flows.len(), 7);
        let mut senders: Vec<_> = flows.iter().map(|f| f.spec.src).collect();
        senders.dedup();
        assert_eq!(senders.len(), 7);
        assert!(
            flows
                .iter()
                .all(|f| f.spec.dst == HostId(3) && f.spec.src != HostId(3))
        );
    }

    #[test]
    fn ring_allreduce_steps_wait_for_own_send_and_left_neighbour() {
        let s = scenario("kind = \"allreduce-ring\"\nmessage_bytes = 1600");
        let flows = generate(&s, 16);
        assert_eq!(flows.len(), 16 * 30);
        assert!(flows.iter().all(|f| f.spec.bytes == 100));
        let f = &flows[16 + 5];
        assert_eq!((f.spec.src, f.spec.dst), (HostId(5), HostId(6)));
        assert_eq!(f.depends_on, vec![FlowId(5), FlowId(4)]);
    }

    #[test]
    fn start_jitter_stays_within_bound() {
        let s = scenario("kind = \"all-to-all\"\nstart_jitter_us = 5");
        let flows = generate(&s, 16);
        assert_eq!(flows.len(), 240);
        assert!(
            flows
                .iter()
                .all(|f| f.earliest_start <= SimTime::from_us(5))
        );
        assert!(flows.iter().any(|f| f.earliest_start > SimTime::ZERO));
    }
}
