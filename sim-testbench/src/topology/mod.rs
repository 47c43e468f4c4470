//! The network graph: hosts, switches, and the links between their ports. A topology is built
//! once from the scenario and never changes; link state (up, rate, buffer) lives in the
//! network model, and routes in [`routing`]. Nodes have names (`host-3`, `edge-0-1`,
//! `agg-2-0`, `core-5`, `leaf-1`, `spine-0`) so scenario files can point at links.

mod fat_tree;
mod leaf_spine;
pub mod routing;

use std::collections::HashMap;

use crate::ids::{HostId, LinkId, NodeId, PortId};
use crate::scenario::{TopologyConfig, TopologyKind};

/// What a node is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NodeKind {
    Host(HostId),
    Switch,
}

/// One host or switch.
#[derive(Clone, Debug)]
pub struct Node {
    pub name: String,
    pub kind: NodeKind,
    pub ports: Vec<PortId>,
}

/// One side of a link, owned by a node; it transmits towards `peer`.
#[derive(Clone, Copy, Debug)]
pub struct Port {
    pub node: NodeId,
    pub link: LinkId,
    pub peer: PortId,
}

/// A full-duplex link.
#[derive(Clone, Copy, Debug)]
pub struct Link {
    pub ports: [PortId; 2],
    pub gbps: f64,
    /// A top-tier link (aggregation-core, or leaf-spine): where core faults are placed.
    pub is_core: bool,
}

/// The graph of a network.
#[derive(Clone, Debug, Default)]
pub struct Topology {
    nodes: Vec<Node>,
    ports: Vec<Port>,
    links: Vec<Link>,
    hosts: Vec<NodeId>,
    names: HashMap<String, NodeId>,
    description: String,
}

impl Topology {
    /// Builds the topology a (validated) scenario describes.
    pub fn build(config: &TopologyConfig) -> Topology {
        match config.kind {
            TopologyKind::FatTree => fat_tree::build(config.fat_tree_k(), config.link_gbps),
            TopologyKind::LeafSpine => leaf_spine::build(
                config.leaf_count(),
                config.spine_count(),
                config.hosts_per_leaf_count(),
                config.link_gbps,
                config.uplink_rate_gbps(),
            ),
        }
    }

    fn add_node(&mut self, name: String, kind: NodeKind) -> NodeId {
        let id = NodeId(self.nodes.len() as u32);
        if let NodeKind::Host(host) = kind {
            debug_assert_eq!(host.index(), self.hosts.len());
            self.hosts.push(id);
        }
        self.names.insert(name.clone(), id);
        self.nodes.push(Node {
            name,
            kind,
            ports: Vec::new(),
        });
        id
    }

    fn add_host(&mut self) -> NodeId {
        let host = HostId(self.hosts.len() as u32);
        self.add_node(format!("host-{}", host.0), NodeKind::Host(host))
    }

    fn add_switch(&mut self, name: String) -> NodeId {
        self.add_node(name, NodeKind::Switch)
    }

    fn connect(&mut self, a: NodeId, b: NodeId, gbps: f64, is_core: bool) -> LinkId {
        let link = LinkId(self.links.len() as u32);
        let port_a = PortId(self.ports.len() as u32);
        let port_b = PortId(port_a.0 + 1);
        self.ports.push(Port {
            node: a,
            link,
            peer: port_b,
        });
        self.ports.push(Port {
            node: b,
            link,
            peer: port_a,
        });
        self.nodes[a.index()].ports.push(port_a);
        self.nodes[b.index()].ports.push(port_b);
        self.links.push(Link {
            ports: [port_a, port_b],
            gbps,
            is_core,
        });
        link
    }

    pub fn nodes(&self) -> &[Node] {
        &self.nodes
    }

    pub fn node(&self, id: NodeId) -> &Node {
        &self.nodes[id.index()]
    }

    pub fn ports(&self) -> &[Port] {
        &self.ports
    }

    pub fn port(&self, id: PortId) -> &Port {
        &self.ports[id.index()]
    }

    pub fn links(&self) -> &[Link] {
        &self.links
    }

    pub fn link(&self, id: LinkId) -> &Link {
        &self.links[id.index()]
    }

    pub fn host_count(&self) -> usize {
        self.hosts.len()
    }

    pub fn host_node(&self, host: HostId) -> NodeId {
        self.hosts[host.index()]
    }

    /// The host's NIC port (every host has exactly one).
    pub fn host_port(&self, host: HostId) -> PortId {
        self.nodes[self.hosts[host.index()].index()].ports[0]
    }

    pub fn node_by_name(&self, name: &str) -> Option<NodeId> {
        self.names.get(name).copied()
    }

    /// The link joining two nodes, if they are neighbours.
    pub fn link_between(&self, a: NodeId, b: NodeId) -> Option<LinkId> {
        self.nodes[a.index()]
            .ports
            .iter()
            .map(|&p| self.ports[p.index()])
            .find(|p| self.ports[p.peer.index()].node == b)
            .map(|p| p.link)
    }

    /// The top-tier links, in a fixed order.
    pub fn core_links(&self) -> Vec<LinkId> {
        (0..self.links.len() as u32)
            .map(LinkId)
            .filter(|&l| self.links[l.index()].is_core)
            .collect()
    }

    /// A human-readable name of the link (`agg-0-1 <-> core-2`).
    pub fn link_name(&self, link: LinkId) -> String {
        let [a, b] = self.links[link.index()].ports;
        format!(
            "{} <-> {}",
            self.nodes[self.ports[a.index()].node.index()].name,
            self.nodes[self.ports[b.index()].node.index()].name
        )
    }

    /// One line saying what this network is.
    pub fn description(&self) -> &str {
        &self.description
    }

    pub fn switch_count(&self) -> usize {
        self.nodes.len() - self.hosts.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fat_tree(k: u32) -> Topology {
        Topology::build(&TopologyConfig {
            switch_ports: Some(k),
            ..TopologyConfig::default()
        })
    }

    #[test]
    fn fat_tree_has_k_cubed_over_four_hosts_and_uniform_switch_radix() {
        for (k, hosts) in [(4, 16), (8, 128), (16, 1024)] {
            let topo = fat_tree(k);
            assert_eq!(topo.host_count(), hosts);
            assert_eq!(topo.switch_count() as u32, 5 * k * k / 4);
            for node in topo.nodes() {
                let expected = if node.kind == NodeKind::Switch { k } else { 1 };
                assert_eq!(node.ports.len() as u32, expected, "{}", node.name);
            }
            assert_eq!(topo.core_links().len() as u32, k * k * k / 4);
        }
    }

    #[test]
    fn leaf_spine_connects_every_leaf_to_every_spine() {
        let topo = Topology::build(&TopologyConfig {
            kind: TopologyKind::LeafSpine,
            leaves: Some(4),
            spines: Some(2),
            hosts_per_leaf: Some(8),
            uplink_gbps: Some(200.0),
            ..TopologyConfig::default()
        });
        assert_eq!(topo.host_count(), 32);
        assert_eq!(topo.core_links().len(), 8);
        let leaf = topo.node_by_name("leaf-3").unwrap();
        let spine = topo.node_by_name("spine-1").unwrap();
        let link = topo.link_between(leaf, spine).unwrap();
        assert_eq!(topo.link(link).gbps, 200.0);
        assert!(topo.description().contains("oversubscription 2:1"));
    }
}
