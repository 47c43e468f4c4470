//! The 3-tier k-ary fat tree (Al-Fares et al.): k pods, each with k/2 edge switches (k/2
//! hosts each) and k/2 aggregation switches; (k/2)^2 core switches, core `j` linked to
//! aggregation switch `j / (k/2)` of every pod. Full bisection bandwidth.

use super::Topology;

pub fn build(k: u32, gbps: f64) -> Topology {
    let half = k / 2;
    let mut topo = Topology::default();
    let mut edges = Vec::new();
    let mut aggs = Vec::new();
    // Hosts first, so host i is node i.
    let hosts: Vec<_> = (0..k * half * half).map(|_| topo.add_host()).collect();
    for pod in 0..k {
        for i in 0..half {
            edges.push(topo.add_switch(format!("edge-{pod}-{i}")));
        }
        for i in 0..half {
            aggs.push(topo.add_switch(format!("agg-{pod}-{i}")));
        }
    }
    let cores: Vec<_> = (0..half * half)
        .map(|j| topo.add_switch(format!("core-{j}")))
        .collect();
    for (edge_index, &edge) in edges.iter().enumerate() {
        for h in 0..half as usize {
            topo.connect(hosts[edge_index * half as usize + h], edge, gbps, false);
        }
    }
    for pod in 0..k as usize {
        for e in 0..half as usize {
            for a in 0..half as usize {
                let edge = edges[pod * half as usize + e];
                let agg = aggs[pod * half as usize + a];
                topo.connect(edge, agg, gbps, false);
            }
        }
    }
    for (j, &core) in cores.iter().enumerate() {
        let a = j / half as usize;
        for pod in 0..k as usize {
            topo.connect(aggs[pod * half as usize + a], core, gbps, true);
        }
    }
    topo.description = format!(
        "fat tree k={k}: {} hosts, {} switches, {gbps} Gb/s links",
        hosts.len(),
        topo.switch_count()
    );
    topo
}
