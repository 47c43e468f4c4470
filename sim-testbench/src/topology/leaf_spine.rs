//! The 2-tier leaf-spine: every leaf switch links to every spine. Oversubscription is the
//! ratio of a leaf's host bandwidth to its uplink bandwidth, set by `hosts_per_leaf`,
//! `spines` and the two link rates.

use super::Topology;

pub fn build(
    leaves: u32,
    spines: u32,
    hosts_per_leaf: u32,
    host_gbps: f64,
    uplink_gbps: f64,
) -> Topology {
    let mut topo = Topology::default();
    let hosts: Vec<_> = (0..leaves * hosts_per_leaf)
        .map(|_| topo.add_host())
        .collect();
    let leaf_nodes: Vec<_> = (0..leaves)
        .map(|i| topo.add_switch(format!("leaf-{i}")))
        .collect();
    let spine_nodes: Vec<_> = (0..spines)
        .map(|i| topo.add_switch(format!("spine-{i}")))
        .collect();
    for (i, &host) in hosts.iter().enumerate() {
        topo.connect(
            host,
            leaf_nodes[i / hosts_per_leaf as usize],
            host_gbps,
            false,
        );
    }
    for &leaf in &leaf_nodes {
        for &spine in &spine_nodes {
            topo.connect(leaf, spine, uplink_gbps, true);
        }
    }
    let ratio = f64::from(hosts_per_leaf) * host_gbps / (f64::from(spines) * uplink_gbps);
    topo.description = format!(
        "leaf-spine {leaves} leaves x {spines} spines: {} hosts, {host_gbps} Gb/s host links, \
         {uplink_gbps} Gb/s uplinks, oversubscription {}:1",
        hosts.len(),
        format_ratio(ratio)
    );
    topo
}

fn format_ratio(ratio: f64) -> String {
    if (ratio - ratio.round()).abs() < 1e-9 {
        format!("{}", ratio.round())
    } else {
        format!("{ratio:.2}")
    }
}
