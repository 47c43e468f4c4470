//! Shortest-path ECMP routes. For every switch and every destination, the set of output ports
//! on a shortest path over the links that are up. Hosts hang off one switch each (their
//! attachment switch), so routes are computed per attachment switch, not per host: a 1024-host
//! fat tree needs 320 x 128 entries, not 320 x 1024. Groups of ports are de-duplicated.

use std::collections::{HashMap, VecDeque};

use super::{NodeKind, Topology};
use crate::ids::{HostId, NodeId, PortId};

const NO_GROUP: u32 = u32::MAX;

/// ECMP next hops for every (switch, destination host).
#[derive(Clone, Debug)]
pub struct Routing {
    /// Per node: its row in `table` (switches only).
    switch_row: Vec<u32>,
    /// Per host: the column of its attachment switch.
    host_column: Vec<u32>,
    /// Per host: the port of its attachment switch that faces it.
    host_facing_port: Vec<PortId>,
    /// Per host: its attachment switch.
    host_attachment: Vec<NodeId>,
    columns: usize,
    /// `row * columns + column` -> group.
    table: Vec<u32>,
    groups: Vec<(u32, u32)>,
    group_ports: Vec<PortId>,
}

impl Routing {
    /// Routes over the links with `link_up[link] == true`.
    pub fn compute(topo: &Topology, link_up: &[bool]) -> Routing {
        let nodes = topo.nodes();
        let mut switch_row = vec![u32::MAX; nodes.len()];
        let mut rows = 0u32;
        for (i, node) in nodes.iter().enumerate() {
            if node.kind == NodeKind::Switch {
                switch_row[i] = rows;
                rows += 1;
            }
        }
        let mut attachment_column: HashMap<NodeId, u32> = HashMap::new();
        let mut attachments = Vec::new();
        let mut host_column = Vec::with_capacity(topo.host_count());
        let mut host_facing_port = Vec::with_capacity(topo.host_count());
        let mut host_attachment = Vec::with_capacity(topo.host_count());
        for h in 0..topo.host_count() as u32 {
            let nic = topo.port(topo.host_port(HostId(h)));
            let switch_port = nic.peer;
            let switch = topo.port(switch_port).node;
            let column = *attachment_column.entry(switch).or_insert_with(|| {
                attachments.push(switch);
                attachments.len() as u32 - 1
            });
            host_column.push(column);
            host_facing_port.push(switch_port);
            host_attachment.push(switch);
        }
        let columns = attachments.len();
        let mut routing = Routing {
            switch_row,
            host_column,
            host_facing_port,
            host_attachment,
            columns,
            table: vec![NO_GROUP; rows as usize * columns],
            groups: Vec::new(),
            group_ports: Vec::new(),
        };
        let mut group_of: HashMap<Vec<PortId>, u32> = HashMap::new();
        let mut distance = vec![u32::MAX; nodes.len()];
        let mut frontier = VecDeque::new();
        let mut hops = Vec::new();
        for (column, &target) in attachments.iter().enumerate() {
            distance.fill(u32::MAX);
            distance[target.index()] = 0;
            frontier.clear();
            frontier.push_back(target);
            while let Some(node) = frontier.pop_front() {
                let d = distance[node.index()];
                for &port in &nodes[node.index()].ports {
                    let p = topo.port(port);
                    if !link_up[p.link.index()] {
                        continue;
                    }
                    let peer = topo.port(p.peer).node;
                    if nodes[peer.index()].kind == NodeKind::Switch
                        && distance[peer.index()] == u32::MAX
                    {
                        distance[peer.index()] = d + 1;
                        frontier.push_back(peer);
                    }
                }
            }
            for (i, node) in nodes.iter().enumerate() {
                let d = distance[i];
                if node.kind != NodeKind::Switch || d == u32::MAX || d == 0 {
                    continue;
                }
                hops.clear();
                for &port in &node.ports {
                    let p = topo.port(port);
                    let peer = topo.port(p.peer).node;
                    if link_up[p.link.index()]
                        && nodes[peer.index()].kind == NodeKind::Switch
                        && distance[peer.index()] == d - 1
                    {
                        hops.push(port);
                    }
                }
                let group = match group_of.get(&hops) {
                    Some(&g) => g,
                    None => {
                        let g = routing.groups.len() as u32;
                        routing
                            .groups
                            .push((routing.group_ports.len() as u32, hops.len() as u32));
                        routing.group_ports.extend_from_slice(&hops);
                        group_of.insert(hops.clone(), g);
                        g
                    }
                };
                let row = routing.switch_row[i] as usize;
                routing.table[row * columns + column] = group;
            }
        }
        routing
    }

    /// The ports of `switch` on a shortest path to `dst`; empty when there is none.
    pub fn next_hops(&self, switch: NodeId, dst: HostId) -> &[PortId] {
        let Some(&attachment) = self.host_attachment.get(dst.index()) else {
            return &[];
        };
        if attachment == switch {
            return std::slice::from_ref(&self.host_facing_port[dst.index()]);
        }
        let row = self.switch_row[switch.index()];
        if row == u32::MAX {
            return &[];
        }
        let column = self.host_column[dst.index()] as usize;
        match self.table[row as usize * self.columns + column] {
            NO_GROUP => &[],
            group => {
                let (start, len) = self.groups[group as usize];
                &self.group_ports[start as usize..(start + len) as usize]
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scenario::TopologyConfig;

    fn fat_tree(k: u32) -> Topology {
        Topology::build(&TopologyConfig {
            switch_ports: Some(k),
            ..TopologyConfig::default()
        })
    }

    #[test]
    fn fat_tree_edge_has_k_over_two_uplinks_to_another_pod() {
        let topo = fat_tree(8);
        let routing = Routing::compute(&topo, &vec![true; topo.links().len()]);
        let edge = topo.node_by_name("edge-0-0").unwrap();
        // host 127 is in pod 7.
        assert_eq!(routing.next_hops(edge, HostId(127)).len(), 4);
        let agg = topo.node_by_name("agg-0-0").unwrap();
        assert_eq!(routing.next_hops(agg, HostId(127)).len(), 4);
        let core = topo.node_by_name("core-0").unwrap();
        assert_eq!(routing.next_hops(core, HostId(127)).len(), 1);
        // Same edge switch: straight to the host.
        let to_host_1 = routing.next_hops(edge, HostId(1));
        assert_eq!(to_host_1.len(), 1);
        assert_eq!(
            topo.port(topo.port(to_host_1[0]).peer).node,
            topo.host_node(HostId(1))
        );
    }

    #[test]
    fn routes_avoid_a_down_link() {
        let topo = fat_tree(4);
        let mut up = vec![true; topo.links().len()];
        let agg = topo.node_by_name("agg-0-0").unwrap();
        let core = topo.node_by_name("core-0").unwrap();
        let cut = topo.link_between(agg, core).unwrap();
        up[cut.index()] = false;
        let routing = Routing::compute(&topo, &up);
        let hops = routing.next_hops(agg, HostId(15));
        assert_eq!(hops.len(), 1);
        assert_ne!(topo.port(hops[0]).link, cut);
    }
}
