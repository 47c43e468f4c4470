//! An in-memory network for driving endpoints deterministically: tests, examples, benches.
//!
//! Hosts are joined by a fabric of `routes`. A packet's route is chosen by an ECMP-style
//! hash of its 5-tuple, so each MetaRoCE path (UDP source port) follows one route and a
//! re-pathed path most likely lands on another. Each route has its own delay, jitter,
//! random loss, CE-marking probability, and can be blackholed; it is FIFO, as one route
//! through a real fabric is. In front of every host sits a switch egress port with a rate,
//! a byte buffer (drop-tail) and an ECN threshold, where incast queues build. Time is
//! virtual and the RNG seeded: the same setup gives the same run.

use std::cmp::Reverse;
use std::collections::BinaryHeap;
use std::net::Ipv4Addr;
use std::time::Duration;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::transport::{Endpoint, EndpointConfig, Event};
use crate::wire::{Ecn, Opcode};
use crate::{Datagram, Instant};

/// One route through the fabric.
#[derive(Debug, Clone, PartialEq)]
pub struct Route {
    /// One-way propagation delay.
    pub delay: Duration,
    /// Extra delay drawn uniformly from `[0, jitter]` (FIFO is kept).
    pub jitter: Duration,
    /// Probability a packet is dropped.
    pub loss: f64,
    /// Probability a packet is CE-marked.
    pub ce: f64,
    /// Drops everything.
    pub blackholed: bool,
    /// DATA packets that took this route (dropped or not).
    pub data_packets: u64,
    last_arrival: Instant,
}

impl Route {
    /// A clean route with this delay.
    pub fn new(delay: Duration) -> Self {
        Self {
            delay,
            jitter: Duration::ZERO,
            loss: 0.0,
            ce: 0.0,
            blackholed: false,
            data_packets: 0,
            last_arrival: Instant::ZERO,
        }
    }
}

/// Counters of what the network did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct NetStats {
    /// DATA packets that left a host.
    pub data_sent: u64,
    /// DATA packets dropped by random loss.
    pub data_lost: u64,
    /// DATA packets dropped by a blackholed route.
    pub data_blackholed: u64,
    /// Packets dropped at a full egress buffer.
    pub buffer_drops: u64,
    /// Packets CE-marked (route marking or egress queue).
    pub ce_marked: u64,
    /// Packets of any kind dropped by random loss.
    pub packets_lost: u64,
    /// Packets delivered.
    pub delivered: u64,
    /// Packets dropped by the test's [`DropFilter`].
    pub filtered: u64,
}

/// The switch port in front of a host.
#[derive(Debug, Clone, Copy)]
struct Egress {
    gbps: f64,
    buffer_bytes: u64,
    ecn_threshold_bytes: u64,
    free_at: Instant,
    peak_bytes: u64,
}

#[derive(Debug)]
struct InFlight {
    dst: usize,
    src_addr: Ipv4Addr,
    src_port: u16,
    ecn: Ecn,
    bytes: Vec<u8>,
    /// Past the route and through the egress port: the next event delivers it. Before,
    /// the next event is its arrival at the egress port, which serves packets in the order
    /// they arrive there — so packets on a shorter route overtake those on a longer one.
    through_egress: bool,
}

/// One host: an endpoint and its NIC.
#[derive(Debug)]
pub struct Host {
    /// The endpoint.
    pub endpoint: Endpoint,
    /// Events polled from the endpoint, in order.
    pub events: Vec<Event>,
    nic_gbps: f64,
    nic_free_at: Instant,
}

/// Settings of the network.
#[derive(Debug, Clone)]
pub struct NetworkConfig {
    /// Routes of the fabric (ECMP buckets).
    pub routes: Vec<Route>,
    /// NIC line rate of every host.
    pub nic_gbps: f64,
    /// Egress rate towards every host.
    pub egress_gbps: f64,
    /// Egress buffer.
    pub egress_buffer_bytes: u64,
    /// Egress queue depth above which packets are CE-marked.
    pub egress_ecn_threshold_bytes: u64,
    /// Seed of the RNG and the ECMP hash.
    pub seed: u64,
}

impl NetworkConfig {
    /// `routes` clean routes of `delay`, 100 Gb/s everywhere, 1 MB buffers, ECN at 100 KB.
    pub fn uniform(routes: usize, delay: Duration) -> Self {
        Self {
            routes: vec![Route::new(delay); routes],
            nic_gbps: 100.0,
            egress_gbps: 100.0,
            egress_buffer_bytes: 1_000_000,
            egress_ecn_threshold_bytes: 100_000,
            seed: 1,
        }
    }
}

/// Wire overhead per packet: Ethernet + IPv4 + UDP headers, FCS, preamble and gap.
pub const WIRE_OVERHEAD: usize = 42 + 4 + 20;

/// Decides, from its MetaRoCE bytes, whether a packet is dropped.
pub type DropFn = dyn FnMut(&[u8]) -> bool;

/// A test's hand on the wire: returns true for a packet (MetaRoCE bytes) to drop.
pub struct DropFilter(pub Box<DropFn>);

impl std::fmt::Debug for DropFilter {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("DropFilter")
    }
}

/// Hosts joined by a lossy, reordering multipath fabric, on a virtual clock.
#[derive(Debug)]
pub struct Network {
    /// Drops chosen packets (for targeted-loss tests); counted as `filtered`.
    pub drop_filter: Option<DropFilter>,
    /// The hosts, by index; host `i` has address `10.0.0.(i+1)`.
    pub hosts: Vec<Host>,
    /// The routes (change them mid-run to cut or mark).
    pub routes: Vec<Route>,
    /// What happened.
    pub stats: NetStats,
    egress: Vec<Egress>,
    queue: BinaryHeap<Reverse<(Instant, u64, usize)>>,
    packets: Vec<Option<InFlight>>,
    free_slots: Vec<usize>,
    seq: u64,
    now: Instant,
    rng: ChaCha8Rng,
    seed: u64,
    buf: Vec<u8>,
}

/// The address of host `index`.
pub fn host_addr(index: usize) -> Ipv4Addr {
    Ipv4Addr::new(10, 0, (index / 250) as u8, (index % 250 + 1) as u8)
}

impl Network {
    /// `hosts` endpoints, each made with `endpoint(i, default_config)`.
    pub fn new(
        config: NetworkConfig,
        hosts: usize,
        mut endpoint: impl FnMut(usize, EndpointConfig) -> EndpointConfig,
    ) -> Self {
        let hosts = (0..hosts)
            .map(|i| {
                let mut base = EndpointConfig::new(host_addr(i));
                base.ingress_rate_mbps = (config.egress_gbps * 1000.0) as u32;
                base.seed = config.seed.wrapping_add(i as u64);
                Host {
                    endpoint: Endpoint::new(endpoint(i, base)).expect("valid endpoint config"),
                    events: Vec::new(),
                    nic_gbps: config.nic_gbps,
                    nic_free_at: Instant::ZERO,
                }
            })
            .collect::<Vec<_>>();
        let egress = Egress {
            gbps: config.egress_gbps,
            buffer_bytes: config.egress_buffer_bytes,
            ecn_threshold_bytes: config.egress_ecn_threshold_bytes,
            free_at: Instant::ZERO,
            peak_bytes: 0,
        };
        Self {
            drop_filter: None,
            egress: vec![egress; hosts.len()],
            hosts,
            routes: config.routes,
            stats: NetStats::default(),
            queue: BinaryHeap::new(),
            packets: Vec::new(),
            free_slots: Vec::new(),
            seq: 0,
            now: Instant::ZERO,
            rng: ChaCha8Rng::seed_from_u64(config.seed),
            seed: config.seed,
            buf: vec![0; 65536],
        }
    }

    /// Current virtual time.
    pub fn now(&self) -> Instant {
        self.now
    }

    /// The route a packet with this 5-tuple takes (what an ECMP switch would pick).
    pub fn route_of(&self, src: Ipv4Addr, dst: Ipv4Addr, src_port: u16, dst_port: u16) -> usize {
        let key = (u64::from(u32::from(src)) << 32 | u64::from(u32::from(dst)))
            ^ (u64::from(src_port) << 16 | u64::from(dst_port)).rotate_left(17);
        let mut z = key ^ self.seed.wrapping_mul(0x9e37_79b9_7f4a_7c15);
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        ((z ^ (z >> 31)) % self.routes.len() as u64) as usize
    }

    /// Deepest egress queue seen in front of host `index`, in bytes.
    pub fn peak_queue_bytes(&self, index: usize) -> u64 {
        self.egress[index].peak_bytes
    }

    fn host_index(&self, addr: Ipv4Addr) -> Option<usize> {
        let o = addr.octets();
        (o[0] == 10 && o[3] >= 1).then(|| usize::from(o[2]) * 250 + usize::from(o[3]) - 1)
    }

    fn serialization(bytes: usize, gbps: f64) -> Duration {
        Duration::from_nanos((((bytes + WIRE_OVERHEAD) * 8) as f64 / gbps) as u64)
    }

    /// Lets every host send what it can at `now`, then polls its events.
    fn pump(&mut self, index: usize) {
        let now = self.now;
        while self.hosts[index].nic_free_at <= now {
            let Some(transmit) = self.hosts[index].endpoint.poll_transmit(now, &mut self.buf)
            else {
                break;
            };
            let host = &mut self.hosts[index];
            let done = now + Self::serialization(transmit.len, host.nic_gbps);
            host.nic_free_at = done;
            let src_addr = host.endpoint.config().local_addr;
            let Some(dst) = self
                .host_index(transmit.dst_addr)
                .filter(|&d| d < self.hosts.len())
            else {
                continue;
            };
            let is_data = matches!(transmit.opcode, Opcode::Write | Opcode::Send);
            self.stats.data_sent += u64::from(is_data);
            if let Some(DropFilter(filter)) = &mut self.drop_filter
                && filter(&self.buf[..transmit.len])
            {
                self.stats.filtered += 1;
                continue;
            }
            let route_index = self.route_of(
                src_addr,
                transmit.dst_addr,
                transmit.src_port,
                transmit.dst_port,
            );
            let route = &mut self.routes[route_index];
            route.data_packets += u64::from(is_data);
            if route.blackholed {
                self.stats.data_blackholed += u64::from(is_data);
                continue;
            }
            if route.loss > 0.0 && self.rng.random_bool(route.loss) {
                self.stats.data_lost += u64::from(is_data);
                self.stats.packets_lost += 1;
                continue;
            }
            let mut ecn = Ecn::Ect0;
            if route.ce > 0.0 && self.rng.random_bool(route.ce) {
                ecn = Ecn::Ce;
                self.stats.ce_marked += 1;
            }
            let jitter = if route.jitter.is_zero() {
                Duration::ZERO
            } else {
                Duration::from_nanos(self.rng.random_range(0..=route.jitter.as_nanos() as u64))
            };
            let at_switch = (done + route.delay + jitter).max(route.last_arrival);
            route.last_arrival = at_switch;
            let packet = InFlight {
                dst,
                src_addr,
                src_port: transmit.src_port,
                ecn,
                bytes: self.buf[..transmit.len].to_vec(),
                through_egress: false,
            };
            let slot = match self.free_slots.pop() {
                Some(slot) => {
                    self.packets[slot] = Some(packet);
                    slot
                }
                None => {
                    self.packets.push(Some(packet));
                    self.packets.len() - 1
                }
            };
            self.seq += 1;
            self.queue.push(Reverse((at_switch, self.seq, slot)));
        }
        let host = &mut self.hosts[index];
        while let Some(event) = host.endpoint.poll_event() {
            host.events.push(event);
        }
    }

    /// The next instant something happens, if anything will.
    fn next_event(&self) -> Option<Instant> {
        let arrival = self.queue.peek().map(|Reverse((at, _, _))| *at);
        // A timer already due waits for its host's NIC (a due PROBE or CONNECT goes out
        // when the NIC frees up); never return `now` again, or time would stand still.
        let now = self.now;
        let timers = self.hosts.iter().filter_map(|h| {
            let at = h.endpoint.poll_timeout()?;
            Some(if at > now {
                at
            } else {
                h.nic_free_at.max(now + Duration::from_nanos(1))
            })
        });
        let nics = self
            .hosts
            .iter()
            .map(|h| h.nic_free_at)
            .filter(|&at| at > self.now);
        arrival.into_iter().chain(timers).chain(nics).min()
    }

    /// Runs until `done` holds (checked after every step) or virtual time passes `limit`.
    /// Returns whether `done` held.
    pub fn run_until(&mut self, limit: Instant, mut done: impl FnMut(&Self) -> bool) -> bool {
        for index in 0..self.hosts.len() {
            self.pump(index);
        }
        loop {
            if done(self) {
                return true;
            }
            let Some(next) = self.next_event() else {
                return done(self);
            };
            if next > limit {
                return false;
            }
            self.now = next.max(self.now);
            while let Some(Reverse((at, _, slot))) = self.queue.peek().copied() {
                if at > self.now {
                    break;
                }
                self.queue.pop();
                if !self.packets[slot]
                    .as_ref()
                    .expect("queued packet")
                    .through_egress
                {
                    self.enter_egress(slot);
                    continue;
                }
                let packet = self.packets[slot].take().expect("queued packet");
                self.free_slots.push(slot);
                self.stats.delivered += 1;
                self.hosts[packet.dst].endpoint.handle_datagram(
                    self.now,
                    Datagram {
                        src_addr: packet.src_addr,
                        src_port: packet.src_port,
                        ecn: packet.ecn,
                        payload: &packet.bytes,
                    },
                );
            }
            for index in 0..self.hosts.len() {
                let endpoint = &mut self.hosts[index].endpoint;
                if endpoint.poll_timeout().is_some_and(|at| at <= self.now) {
                    endpoint.handle_timeout(self.now);
                }
                self.pump(index);
            }
        }
    }

    /// The packet in `slot` reaches the egress port in front of its host now: a FIFO at the
    /// egress rate with a drop-tail buffer, marking CE above its threshold.
    fn enter_egress(&mut self, slot: usize) {
        let now = self.now;
        let packet = self.packets[slot].as_mut().expect("queued packet");
        let egress = &mut self.egress[packet.dst];
        let backlog = egress.free_at.saturating_duration_since(now);
        let queued = (backlog.as_nanos() as f64 * egress.gbps / 8.0) as u64;
        let bytes = (packet.bytes.len() + WIRE_OVERHEAD) as u64;
        if queued + bytes > egress.buffer_bytes {
            self.stats.buffer_drops += 1;
            self.packets[slot] = None;
            self.free_slots.push(slot);
            return;
        }
        egress.peak_bytes = egress.peak_bytes.max(queued + bytes);
        if queued > egress.ecn_threshold_bytes && packet.ecn != Ecn::Ce {
            packet.ecn = Ecn::Ce;
            self.stats.ce_marked += 1;
        }
        let departure =
            egress.free_at.max(now) + Self::serialization(packet.bytes.len(), egress.gbps);
        egress.free_at = departure;
        packet.through_egress = true;
        self.seq += 1;
        self.queue.push(Reverse((departure, self.seq, slot)));
    }

    /// Runs for `duration` of virtual time.
    pub fn run_for(&mut self, duration: Duration) {
        let limit = self.now + duration;
        self.run_until(limit, |_| false);
        self.now = self.now.max(limit);
    }
}
