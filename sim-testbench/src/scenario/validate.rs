//! Range and consistency checks on a parsed scenario. Each error names the offending field
//! as it is written in the file (`topology.switch_ports`, `faults.links[2].a`, ...). Checks
//! that need the built topology (link names, how many core links exist) live where the
//! topology is known (`faults`), and name their field the same way.

use super::schema::{Scenario, TopologyKind, WorkloadKind};
use crate::error::SimError;

/// The largest network the simulator accepts.
pub const MAX_HOSTS: u64 = 65_536;
/// The largest number of flows a workload may generate.
pub const MAX_FLOWS: u64 = 2_000_000;
/// The most logical paths a MetaRoCE connection may use.
pub const MAX_PATHS: u32 = 256;
/// The most delivery bins (`output.delivery_bin_us`) a run may record per flow.
pub const MAX_DELIVERY_BINS: u64 = 100_000;

fn check(condition: bool, field: &str, reason: impl FnOnce() -> String) -> Result<(), SimError> {
    if condition {
        Ok(())
    } else {
        Err(SimError::invalid(field, reason()))
    }
}

fn positive_rate(value: f64, field: &str) -> Result<(), SimError> {
    check(
        value.is_finite() && value > 0.0 && value <= 100_000.0,
        field,
        || format!("must be a rate in (0, 100000] Gb/s, got {value}"),
    )
}

fn probability(value: f64, field: &str, upper_inclusive: bool) -> Result<(), SimError> {
    let in_range = value >= 0.0
        && if upper_inclusive {
            value <= 1.0
        } else {
            value < 1.0
        };
    check(value.is_finite() && in_range, field, || {
        let upper = if upper_inclusive { "1]" } else { "1)" };
        format!("must be a probability in [0, {upper}, got {value}")
    })
}

fn fraction(value: f64, field: &str) -> Result<(), SimError> {
    check(
        value.is_finite() && value > 0.0 && value <= 1.0,
        field,
        || format!("must be in (0, 1], got {value}"),
    )
}

pub fn validate(s: &Scenario) -> Result<(), SimError> {
    check(!s.name.trim().is_empty(), "name", || {
        "must not be empty".into()
    })?;
    check(s.duration_us > 0, "duration_us", || {
        "must be positive".into()
    })?;
    check(s.duration_us <= 3_600_000_000, "duration_us", || {
        "must be at most one hour of simulated time".into()
    })?;
    validate_topology(s)?;
    validate_switch(s)?;
    validate_faults(s)?;
    validate_workload(s)?;
    validate_transport(s)?;
    check(
        s.output.sample_interval_ns > 0,
        "output.sample_interval_ns",
        || "must be positive".into(),
    )?;
    check(s.output.max_samples >= 2, "output.max_samples", || {
        "must be at least 2".into()
    })?;
    let bin = s.output.delivery_bin_us;
    check(
        bin == 0 || s.duration_us / bin <= MAX_DELIVERY_BINS,
        "output.delivery_bin_us",
        || format!("gives more than {MAX_DELIVERY_BINS} bins over duration_us; use wider bins"),
    )?;
    Ok(())
}

fn validate_topology(s: &Scenario) -> Result<(), SimError> {
    let t = &s.topology;
    match t.kind {
        TopologyKind::FatTree => {
            for (value, field) in [
                (t.leaves.is_some(), "topology.leaves"),
                (t.spines.is_some(), "topology.spines"),
                (t.hosts_per_leaf.is_some(), "topology.hosts_per_leaf"),
                (t.uplink_gbps.is_some(), "topology.uplink_gbps"),
            ] {
                check(!value, field, || {
                    "applies to kind = \"leaf-spine\" only".into()
                })?;
            }
            let k = t.fat_tree_k();
            check(k >= 2 && k % 2 == 0, "topology.switch_ports", || {
                format!("a fat tree needs an even number of ports >= 2, got {k}")
            })?;
        }
        TopologyKind::LeafSpine => {
            check(t.switch_ports.is_none(), "topology.switch_ports", || {
                "applies to kind = \"fat-tree\" only; use leaves, spines, hosts_per_leaf".into()
            })?;
            for (value, field) in [
                (t.leaf_count(), "topology.leaves"),
                (t.spine_count(), "topology.spines"),
                (t.hosts_per_leaf_count(), "topology.hosts_per_leaf"),
            ] {
                check((1..=4096).contains(&value), field, || {
                    format!("must be in 1..=4096, got {value}")
                })?;
            }
            let fabric_links = u64::from(t.leaf_count()) * u64::from(t.spine_count());
            check(fabric_links <= MAX_HOSTS, "topology.spines", || {
                format!("leaves x spines gives {fabric_links} links; at most {MAX_HOSTS}")
            })?;
            positive_rate(t.uplink_rate_gbps(), "topology.uplink_gbps")?;
        }
    }
    let hosts = t.host_count();
    let size_field = match t.kind {
        TopologyKind::FatTree => "topology.switch_ports",
        TopologyKind::LeafSpine => "topology.hosts_per_leaf",
    };
    check((2..=MAX_HOSTS).contains(&hosts), size_field, || {
        format!("gives {hosts} hosts; the simulator takes 2..={MAX_HOSTS}")
    })?;
    positive_rate(t.link_gbps, "topology.link_gbps")?;
    check(
        t.hop_delay_ns <= 1_000_000_000,
        "topology.hop_delay_ns",
        || format!("must be at most one second, got {}", t.hop_delay_ns),
    )?;
    check(
        (64..=16_384).contains(&t.mtu_bytes),
        "topology.mtu_bytes",
        || format!("must be in 64..=16384, got {}", t.mtu_bytes),
    )?;
    Ok(())
}

fn validate_switch(s: &Scenario) -> Result<(), SimError> {
    let sw = &s.switch;
    let largest_packet = u64::from(s.topology.mtu_bytes) + 256;
    check(
        sw.buffer_bytes >= largest_packet,
        "switch.buffer_bytes",
        || {
            format!(
                "must hold at least one full packet ({largest_packet} bytes), got {}",
                sw.buffer_bytes
            )
        },
    )?;
    check(
        sw.ecn_kmin_bytes <= sw.ecn_kmax_bytes,
        "switch.ecn_kmin_bytes",
        || {
            format!(
                "must not exceed ecn_kmax_bytes ({} > {})",
                sw.ecn_kmin_bytes, sw.ecn_kmax_bytes
            )
        },
    )?;
    probability(sw.ecn_pmax, "switch.ecn_pmax", true)?;
    if sw.pfc {
        check(
            sw.pfc_xon_bytes < sw.pfc_xoff_bytes,
            "switch.pfc_xon_bytes",
            || {
                format!(
                    "must be below pfc_xoff_bytes ({} >= {})",
                    sw.pfc_xon_bytes, sw.pfc_xoff_bytes
                )
            },
        )?;
        check(
            sw.pfc_xoff_bytes <= sw.buffer_bytes,
            "switch.pfc_xoff_bytes",
            || {
                format!(
                    "must not exceed buffer_bytes ({} > {})",
                    sw.pfc_xoff_bytes, sw.buffer_bytes
                )
            },
        )?;
    }
    Ok(())
}

fn validate_faults(s: &Scenario) -> Result<(), SimError> {
    let f = &s.faults;
    probability(f.loss, "faults.loss", false)?;
    positive_rate(f.degraded_gbps, "faults.degraded_gbps")?;
    fraction(
        f.degraded_buffer_fraction,
        "faults.degraded_buffer_fraction",
    )?;
    if f.flapping_core_links > 0 {
        check(f.flap_period_us > 0, "faults.flap_period_us", || {
            "must be positive".into()
        })?;
        check(
            f.flap_down_us > 0 && f.flap_down_us < f.flap_period_us,
            "faults.flap_down_us",
            || {
                format!(
                    "must be positive and shorter than flap_period_us ({} vs {})",
                    f.flap_down_us, f.flap_period_us
                )
            },
        )?;
        let flaps = s.duration_us.saturating_sub(f.flap_start_us) / f.flap_period_us.max(1);
        check(
            flaps.saturating_mul(u64::from(f.flapping_core_links)) <= 1_000_000,
            "faults.flap_period_us",
            || "gives more than a million link flaps; use a longer period".into(),
        )?;
    }
    for (i, link) in f.links.iter().enumerate() {
        let field = |name: &str| format!("faults.links[{i}].{name}");
        if let Some(loss) = link.loss {
            probability(loss, &field("loss"), false)?;
        }
        if let Some(gbps) = link.gbps {
            positive_rate(gbps, &field("gbps"))?;
        }
        if let Some(fraction_value) = link.buffer_fraction {
            fraction(fraction_value, &field("buffer_fraction"))?;
        }
        if let Some(restore) = link.restore_at_us {
            let cut = link
                .cut_at_us
                .ok_or_else(|| SimError::invalid(field("restore_at_us"), "needs cut_at_us"))?;
            check(restore > cut, &field("restore_at_us"), || {
                format!("must be later than cut_at_us ({restore} <= {cut})")
            })?;
        }
    }
    Ok(())
}

fn validate_workload(s: &Scenario) -> Result<(), SimError> {
    let w = &s.workload;
    let hosts = s.topology.host_count();
    check(
        (1..=u64::from(u32::MAX)).contains(&w.message_bytes),
        "workload.message_bytes",
        || format!("must be in 1..=4294967295, got {}", w.message_bytes),
    )?;
    match w.kind {
        WorkloadKind::Incast => {
            check(
                w.incast_senders >= 1 && u64::from(w.incast_senders) < hosts,
                "workload.incast_senders",
                || {
                    format!(
                        "must be in 1..{hosts} (the topology has {hosts} hosts), got {}",
                        w.incast_senders
                    )
                },
            )?;
            if let Some(receiver) = w.incast_receiver {
                check(
                    u64::from(receiver) < hosts,
                    "workload.incast_receiver",
                    || format!("must name a host below {hosts}, got {receiver}"),
                )?;
            }
        }
        WorkloadKind::AllToAll => {
            let flows = hosts * (hosts - 1);
            check(flows <= MAX_FLOWS, "workload.kind", || {
                format!("all-to-all on {hosts} hosts gives {flows} flows; at most {MAX_FLOWS}")
            })?;
        }
        WorkloadKind::AllreduceRing => {
            let flows = hosts * 2 * (hosts - 1);
            check(flows <= MAX_FLOWS, "workload.kind", || {
                format!("allreduce-ring on {hosts} hosts gives {flows} flows; at most {MAX_FLOWS}")
            })?;
            check(w.message_bytes >= hosts, "workload.message_bytes", || {
                format!("allreduce-ring needs at least one byte per host ({hosts})")
            })?;
        }
        WorkloadKind::Permutation => {}
    }
    if w.incast_receiver.is_some() && w.kind != WorkloadKind::Incast {
        return Err(SimError::invalid(
            "workload.incast_receiver",
            "applies to kind = \"incast\" only",
        ));
    }
    check(
        w.start_jitter_us <= s.duration_us,
        "workload.start_jitter_us",
        || "must not exceed duration_us".into(),
    )?;
    Ok(())
}

fn validate_transport(s: &Scenario) -> Result<(), SimError> {
    let t = &s.transport;
    check(
        (1..=MAX_PATHS).contains(&t.paths),
        "transport.paths",
        || format!("must be in 1..={MAX_PATHS}, got {}", t.paths),
    )?;
    let m = &t.metaroce;
    if let Some(k) = m.ack_every_packets {
        check(
            (1..=256).contains(&k),
            "transport.metaroce.ack_every_packets",
            || format!("must be in 1..=256, got {k}"),
        )?;
    }
    for (value, field) in [
        (m.ack_delay_us, "transport.metaroce.ack_delay_us"),
        (m.initial_rto_us, "transport.metaroce.initial_rto_us"),
        (m.min_rto_us, "transport.metaroce.min_rto_us"),
    ] {
        if let Some(us) = value {
            check((1..=1_000_000).contains(&us), field, || {
                format!("must be in 1..=1000000 us, got {us}")
            })?;
        }
    }
    if let Some(packets) = m.initial_window_packets {
        check(
            (1..=256).contains(&packets),
            "transport.metaroce.initial_window_packets",
            || format!("must be in 1..=256, got {packets}"),
        )?;
    }
    if let Some(gbps) = m.ingress_rate_gbps {
        positive_rate(gbps, "transport.metaroce.ingress_rate_gbps")?;
    }
    if let Some(fraction) = m.repath_slow_fraction {
        check(
            (0.0..=1.0).contains(&fraction),
            "transport.metaroce.repath_slow_fraction",
            || format!("must be in [0, 1], got {fraction}"),
        )?;
    }
    if let Some(entropies) = m.entropies_per_path {
        let max = metaroce::transport::MAX_ENTROPIES_PER_PATH;
        check(
            (1..=max).contains(&entropies),
            "transport.metaroce.entropies_per_path",
            || format!("must be in 1..={max}, got {entropies}"),
        )?;
    }
    if let Some(packets) = m.additive_increase_packets {
        check(
            packets.is_finite() && packets > 0.0 && packets <= 256.0,
            "transport.metaroce.additive_increase_packets",
            || format!("must be in (0, 256], got {packets}"),
        )?;
    }
    check(t.rocev2.rto_us > 0, "transport.rocev2.rto_us", || {
        "must be positive".into()
    })?;
    check(
        t.rocev2.ack_every >= 1,
        "transport.rocev2.ack_every",
        || "must be at least 1".into(),
    )?;
    let d = &t.dcqcn;
    check(
        d.g.is_finite() && d.g > 0.0 && d.g <= 1.0,
        "transport.dcqcn.g",
        || format!("must be in (0, 1], got {}", d.g),
    )?;
    for (value, field) in [
        (d.alpha_update_us, "transport.dcqcn.alpha_update_us"),
        (d.rate_increase_us, "transport.dcqcn.rate_increase_us"),
        (d.byte_counter_bytes, "transport.dcqcn.byte_counter_bytes"),
    ] {
        check(value > 0, field, || "must be positive".into())?;
    }
    for (value, field) in [
        (d.rate_ai_mbps, "transport.dcqcn.rate_ai_mbps"),
        (d.rate_hai_mbps, "transport.dcqcn.rate_hai_mbps"),
        (d.min_rate_mbps, "transport.dcqcn.min_rate_mbps"),
    ] {
        check(value.is_finite() && value > 0.0, field, || {
            format!("must be a positive rate, got {value}")
        })?;
    }
    Ok(())
}
