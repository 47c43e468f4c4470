//! The switched fabric: output queues, links, ECMP forwarding, ECN marking, PFC, link faults
//! and drop accounting. It moves packet ids between ports and schedules arrivals and
//! transmission completions; it never looks inside a packet's transport bytes.

mod ecmp;
mod ecn;
mod port;

use rand::Rng;
use rand_chacha::ChaCha8Rng;
use serde::Serialize;

pub use ecmp::ecmp_choice;
pub use ecn::EcnMarker;
pub use port::OutputPort;

use crate::event::Event;
use crate::event_queue::EventQueue;
use crate::faults::FaultPlan;
use crate::ids::{HostId, LinkId, NodeId, PortId};
use crate::packet::{Ecn, PacketId, PacketPool};
use crate::rng::{self, RngPurpose};
use crate::scenario::Scenario;
use crate::time::{self, SimTime};
use crate::topology::routing::Routing;
use crate::topology::{NodeKind, Topology};

/// Packets the network dropped, by cause.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct DropCounters {
    /// An output queue was full (drop-tail).
    pub buffer_overflow: u64,
    /// Random loss on a link.
    pub random_loss: u64,
    /// Sent into, queued for, or in flight on a link that went down.
    pub link_down: u64,
    /// A switch had no route to the destination.
    pub no_route: u64,
}

impl DropCounters {
    pub fn total(&self) -> u64 {
        self.buffer_overflow + self.random_loss + self.link_down + self.no_route
    }
}

/// PFC thresholds, when PFC is on.
#[derive(Clone, Copy, Debug)]
struct PfcThresholds {
    xoff_bytes: u64,
    xon_bytes: u64,
}

/// The state of every port and link of a topology.
#[derive(Debug)]
pub struct Network {
    topology: Topology,
    routing: Routing,
    ports: Vec<OutputPort>,
    link_up: Vec<bool>,
    /// Per node: the seed its ECMP hash mixes in.
    ecmp_seeds: Vec<u64>,
    marker: EcnMarker,
    pfc: Option<PfcThresholds>,
    loss_rng: ChaCha8Rng,
    ecn_rng: ChaCha8Rng,
    pub drops: DropCounters,
    pub ce_marked: u64,
    /// `(source, destination)` of every packet dropped because of a fault (a down link or no
    /// route), oldest first, until the simulation takes them ([`Network::take_fault_drops`]).
    fault_drops: Vec<(HostId, HostId)>,
}

impl Network {
    pub fn new(scenario: &Scenario, topology: Topology, faults: &FaultPlan) -> Network {
        let sw = &scenario.switch;
        let propagation_ps = SimTime::from_ns(scenario.topology.hop_delay_ns).as_ps();
        let ports = topology
            .ports()
            .iter()
            .map(|port| {
                let setting = faults.link_settings[port.link.index()];
                let is_host_nic = matches!(topology.node(port.node).kind, NodeKind::Host(_));
                let buffer = (sw.buffer_bytes as f64 * setting.buffer_fraction) as u64;
                OutputPort::new(
                    is_host_nic,
                    buffer,
                    time::femtos_per_byte(setting.gbps),
                    propagation_ps,
                    match setting.uplink_loss {
                        Some(loss) if is_host_nic => loss,
                        _ => setting.loss,
                    },
                )
            })
            .collect();
        let link_up = vec![true; topology.links().len()];
        let routing = Routing::compute(&topology, &link_up);
        let mut seeds = rng::stream(scenario.seed, RngPurpose::EcmpSeeds);
        let ecmp_seeds = topology.nodes().iter().map(|_| seeds.random()).collect();
        Network {
            routing,
            ports,
            link_up,
            ecmp_seeds,
            marker: EcnMarker::new(sw.ecn_kmin_bytes, sw.ecn_kmax_bytes, sw.ecn_pmax),
            pfc: sw.pfc.then_some(PfcThresholds {
                xoff_bytes: sw.pfc_xoff_bytes,
                xon_bytes: sw.pfc_xon_bytes,
            }),
            loss_rng: rng::stream(scenario.seed, RngPurpose::LinkLoss),
            ecn_rng: rng::stream(scenario.seed, RngPurpose::EcnMarking),
            drops: DropCounters::default(),
            ce_marked: 0,
            fault_drops: Vec::new(),
            topology,
        }
    }

    pub fn topology(&self) -> &Topology {
        &self.topology
    }

    pub fn ports(&self) -> &[OutputPort] {
        &self.ports
    }

    /// The host owning `port`, if `port` is a host NIC.
    pub fn host_of(&self, port: PortId) -> Option<HostId> {
        match self.topology.node(self.topology.port(port).node).kind {
            NodeKind::Host(host) => Some(host),
            NodeKind::Switch => None,
        }
    }

    /// Whether a host's NIC may start a packet now.
    pub fn nic_ready(&self, host: HostId) -> bool {
        self.ports[self.topology.host_port(host).index()].ready()
    }

    fn drop_packet(&mut self, id: PacketId, pool: &mut PacketPool) {
        pool.release(id);
    }

    /// Drops a packet because of a fault: a down link (`link_down`) or no route.
    fn fault_drop(&mut self, id: PacketId, pool: &mut PacketPool, no_route: bool) {
        if no_route {
            self.drops.no_route += 1;
        } else {
            self.drops.link_down += 1;
        }
        let tuple = pool.get(id).tuple;
        if let (Some(src), Some(dst)) = (HostId::from_addr(tuple.src), HostId::from_addr(tuple.dst))
        {
            self.fault_drops.push((src, dst));
        }
        self.drop_packet(id, pool);
    }

    /// Whether packets were dropped by faults since the last [`Network::take_fault_drops`].
    pub fn has_fault_drops(&self) -> bool {
        !self.fault_drops.is_empty()
    }

    /// The `(source, destination)` hosts of the packets faults dropped since the last call.
    pub fn take_fault_drops(&mut self) -> std::vec::Drain<'_, (HostId, HostId)> {
        self.fault_drops.drain(..)
    }

    /// A packet's last bit reached the node owning `port`. Returns the packet when the node
    /// is a host (to hand to its transport); switches forward it themselves.
    pub fn arrive(
        &mut self,
        now: SimTime,
        port: PortId,
        id: PacketId,
        events: &mut EventQueue<Event>,
        pool: &mut PacketPool,
    ) -> Option<HostId> {
        let info = *self.topology.port(port);
        if !self.link_up[info.link.index()] {
            self.fault_drop(id, pool, false);
            return None;
        }
        match self.topology.node(info.node).kind {
            NodeKind::Host(host) => Some(host),
            NodeKind::Switch => {
                pool.get_mut(id).ingress = Some(port);
                self.forward(now, info.node, id, events, pool);
                None
            }
        }
    }

    fn forward(
        &mut self,
        now: SimTime,
        switch: NodeId,
        id: PacketId,
        events: &mut EventQueue<Event>,
        pool: &mut PacketPool,
    ) {
        let tuple = pool.get(id).tuple;
        let out = HostId::from_addr(tuple.dst).and_then(|dst| {
            let hops = self.routing.next_hops(switch, dst);
            match hops.len() {
                0 => None,
                1 => Some(hops[0]),
                n => Some(hops[ecmp_choice(&tuple, self.ecmp_seeds[switch.index()], n)]),
            }
        });
        match out {
            Some(port) => self.enqueue(now, port, id, events, pool),
            None => self.fault_drop(id, pool, true),
        }
    }

    fn enqueue(
        &mut self,
        now: SimTime,
        port: PortId,
        id: PacketId,
        events: &mut EventQueue<Event>,
        pool: &mut PacketPool,
    ) {
        if !self.link_up[self.topology.port(port).link.index()] {
            self.fault_drop(id, pool, false);
            return;
        }
        let out = &self.ports[port.index()];
        let packet = pool.get(id);
        let size = u64::from(packet.wire_bytes);
        if out.queued_bytes() + size > out.buffer_bytes() {
            self.drops.buffer_overflow += 1;
            self.drop_packet(id, pool);
            return;
        }
        if packet.ecn == Ecn::Ect0 {
            let probability = self.marker.probability(out.queued_bytes());
            if probability >= 1.0
                || (probability > 0.0 && self.ecn_rng.random::<f64>() < probability)
            {
                pool.get_mut(id).ecn = Ecn::Ce;
                self.ce_marked += 1;
            }
        }
        if let (Some(pfc), Some(ingress)) = (self.pfc, pool.get(id).ingress) {
            let ingress_port = &mut self.ports[ingress.index()];
            if ingress_port.add_ingress_bytes(size, pfc.xoff_bytes) {
                let upstream = self.topology.port(ingress).peer;
                let delay = self.ports[ingress.index()].propagation_ps();
                events.push(
                    now.plus_ps(delay),
                    Event::PfcSignal {
                        port: upstream,
                        pause: true,
                    },
                );
            }
        }
        let out = &mut self.ports[port.index()];
        out.push(id, size);
        if out.ready() {
            self.start_next(now, port, events, pool);
        }
    }

    /// Gives back the PFC ingress credit a packet held (when it leaves its queue or drops).
    fn release_ingress(
        &mut self,
        now: SimTime,
        id: PacketId,
        events: &mut EventQueue<Event>,
        pool: &mut PacketPool,
    ) {
        let packet = pool.get(id);
        let (Some(pfc), Some(ingress)) = (self.pfc, packet.ingress) else {
            return;
        };
        let size = u64::from(packet.wire_bytes);
        let ingress_port = &mut self.ports[ingress.index()];
        if ingress_port.remove_ingress_bytes(size, pfc.xon_bytes) {
            let upstream = self.topology.port(ingress).peer;
            let delay = ingress_port.propagation_ps();
            events.push(
                now.plus_ps(delay),
                Event::PfcSignal {
                    port: upstream,
                    pause: false,
                },
            );
        }
    }

    /// Starts serializing the head of `port`'s queue.
    fn start_next(
        &mut self,
        now: SimTime,
        port: PortId,
        events: &mut EventQueue<Event>,
        pool: &mut PacketPool,
    ) {
        let Some(id) = self.ports[port.index()].pop(pool) else {
            return;
        };
        if self.pfc.is_some() {
            self.release_ingress(now, id, events, pool);
            pool.get_mut(id).ingress = None;
        }
        self.transmit(now, port, id, events, pool);
    }

    /// Puts a packet on the wire of `port` (which must be ready).
    fn transmit(
        &mut self,
        now: SimTime,
        port: PortId,
        id: PacketId,
        events: &mut EventQueue<Event>,
        pool: &mut PacketPool,
    ) {
        let out = &mut self.ports[port.index()];
        let done = now.plus_ps(out.start_transmission(pool.get(id).wire_bytes));
        events.push(done, Event::TransmitDone(port));
        let link = self.topology.port(port).link;
        if !self.link_up[link.index()] {
            self.fault_drop(id, pool, false);
            return;
        }
        let loss = out.loss();
        if loss > 0.0 && self.loss_rng.random::<f64>() < loss {
            self.drops.random_loss += 1;
            self.drop_packet(id, pool);
            return;
        }
        let arrival = done.plus_ps(out.propagation_ps());
        let peer = self.topology.port(port).peer;
        events.push(
            arrival,
            Event::PacketArrival {
                port: peer,
                packet: id,
            },
        );
    }

    /// A host's NIC sends a packet its transport produced. The NIC must be ready.
    pub fn send_from_host(
        &mut self,
        now: SimTime,
        host: HostId,
        id: PacketId,
        events: &mut EventQueue<Event>,
        pool: &mut PacketPool,
    ) {
        let port = self.topology.host_port(host);
        self.transmit(now, port, id, events, pool);
    }

    /// `port` finished a packet. Returns the host whose NIC became ready, if it is a NIC.
    pub fn transmit_done(
        &mut self,
        now: SimTime,
        port: PortId,
        events: &mut EventQueue<Event>,
        pool: &mut PacketPool,
    ) -> Option<HostId> {
        self.ports[port.index()].finish_transmission();
        self.resume(now, port, events, pool)
    }

    /// A PFC frame reached `port`. Returns the host whose NIC became ready, if any.
    pub fn pfc_signal(
        &mut self,
        now: SimTime,
        port: PortId,
        pause: bool,
        events: &mut EventQueue<Event>,
        pool: &mut PacketPool,
    ) -> Option<HostId> {
        self.ports[port.index()].set_paused(pause);
        if pause {
            None
        } else {
            self.resume(now, port, events, pool)
        }
    }

    fn resume(
        &mut self,
        now: SimTime,
        port: PortId,
        events: &mut EventQueue<Event>,
        pool: &mut PacketPool,
    ) -> Option<HostId> {
        let out = &self.ports[port.index()];
        if !out.ready() {
            return None;
        }
        if out.is_host_nic() {
            return self.host_of(port);
        }
        self.start_next(now, port, events, pool);
        None
    }

    /// Takes a link down or up. Queues feeding a link that goes down are flushed (their
    /// packets counted as `link_down` drops). Returns hosts whose NIC may send again.
    pub fn set_link(
        &mut self,
        now: SimTime,
        link: LinkId,
        up: bool,
        events: &mut EventQueue<Event>,
        pool: &mut PacketPool,
    ) -> Vec<HostId> {
        self.link_up[link.index()] = up;
        let ports = self.topology.link(link).ports;
        let mut ready_hosts = Vec::new();
        for port in ports {
            if up {
                ready_hosts.extend(self.resume(now, port, events, pool));
            } else {
                while let Some(id) = self.ports[port.index()].pop(pool) {
                    self.release_ingress(now, id, events, pool);
                    self.fault_drop(id, pool, false);
                }
            }
        }
        ready_hosts
    }

    /// Recomputes ECMP groups over the links that are up now.
    pub fn reroute(&mut self) {
        self.routing = Routing::compute(&self.topology, &self.link_up);
    }
}
