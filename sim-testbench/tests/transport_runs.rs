//! End-to-end runs on small networks: every byte arrives and is verified, nothing is
//! retransmitted when nothing is lost, runs repeat exactly, and each workload and fault kind
//! completes. Kept small so the suite stays fast in debug builds.

use metaroce_sim::report::RunReport;
use metaroce_sim::runner::{self, TransportVariant};
use metaroce_sim::scenario::Scenario;

const ROCEV2: TransportVariant = TransportVariant::Rocev2 { pfc: false };
const METAROCE: TransportVariant = TransportVariant::Metaroce;
/// MetaRoCE spraying over 8 paths and RoCEv2 pinned to one.
const BOTH: [TransportVariant; 2] = [METAROCE, ROCEV2];

fn scenario(body: &str) -> Scenario {
    let text = format!("name = \"test\"\nseed = 7\nduration_us = 200000\n{body}");
    Scenario::from_toml_str(&text).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

fn run(scenario: &Scenario, variant: TransportVariant) -> RunReport {
    runner::run(scenario, variant, false, &mut |_| {})
        .unwrap()
        .report
}

fn assert_all_bytes_verified(report: &RunReport) {
    let s = &report.summary;
    let total: u64 = report.flows.iter().map(|f| f.bytes).sum();
    assert_eq!(
        s.flows_completed, s.flows_total,
        "{}: {s:?}",
        report.transport
    );
    assert_eq!(s.bytes_verified, total, "{}", report.transport);
    assert_eq!(s.corrupt_bytes, 0, "{}", report.transport);
    assert!(report.flows.iter().all(|f| f.verified_bytes == f.bytes));
}

const LOSSY_FAT_TREE: &str = r#"
[topology]
kind = "fat-tree"
switch_ports = 4
[faults]
loss = 0.01
cut_core_links = 1
cut_at_us = 5
reroute_after_us = 200
[workload]
kind = "permutation"
message_bytes = 300000
"#;

#[test]
fn every_byte_is_delivered_and_verified_despite_loss_and_a_cut_link() {
    let s = scenario(LOSSY_FAT_TREE);
    for variant in BOTH {
        let report = run(&s, variant);
        assert_all_bytes_verified(&report);
        assert!(report.drops.random_loss > 0, "{:?}", report.drops);
        assert!(report.drops.link_down > 0, "{:?}", report.drops);
        assert!(report.summary.retransmitted_packets > 0);
    }
}

/// A permutation on a small fat tree with buffers too deep to overflow.
const LOSSLESS_FAT_TREE: &str = r#"
[topology]
kind = "fat-tree"
switch_ports = 4
[switch]
buffer_bytes = 8000000
[workload]
kind = "permutation"
message_bytes = 300000
start_jitter_us = 20
"#;

#[test]
fn nothing_is_retransmitted_when_nothing_is_lost() {
    let s = scenario(LOSSLESS_FAT_TREE);
    for variant in [METAROCE, TransportVariant::MetaroceSinglePath, ROCEV2] {
        let report = run(&s, variant);
        assert_all_bytes_verified(&report);
        assert_eq!(
            report.summary.dropped_packets, 0,
            "precondition: a lossless run"
        );
        assert_eq!(
            report.summary.retransmitted_packets, 0,
            "{}",
            report.transport
        );
        assert_eq!(
            report.summary.spurious_retransmits, 0,
            "{}",
            report.transport
        );
    }
}

fn json_without_wall_clock(report: &RunReport) -> serde_json::Value {
    let mut value = serde_json::to_value(report).unwrap();
    let summary = value["summary"].as_object_mut().unwrap();
    summary.remove("wall_seconds");
    summary.remove("events_per_second");
    value
}

#[test]
fn same_seed_gives_identical_json_and_another_seed_does_not() {
    let s = scenario(LOSSY_FAT_TREE);
    for variant in BOTH {
        let first = json_without_wall_clock(&run(&s, variant));
        let second = json_without_wall_clock(&run(&s, variant));
        assert_eq!(first, second);
        let mut other = s.clone();
        other.seed += 1;
        assert_ne!(first, json_without_wall_clock(&run(&other, variant)));
    }
}

#[test]
fn every_workload_completes_on_a_leaf_spine() {
    for workload in [
        "kind = \"incast\"\nincast_senders = 6\nmessage_bytes = 100000",
        "kind = \"all-to-all\"\nmessage_bytes = 20000\nstart_jitter_us = 5",
        "kind = \"allreduce-ring\"\nmessage_bytes = 400000",
    ] {
        let s = scenario(&format!(
            "[topology]\nkind = \"leaf-spine\"\nleaves = 2\nspines = 2\nhosts_per_leaf = 4\n\
             [workload]\n{workload}\n"
        ));
        for variant in BOTH {
            assert_all_bytes_verified(&run(&s, variant));
        }
    }
}

#[test]
fn ring_allreduce_steps_start_only_after_their_inputs_arrived() {
    let s = scenario(
        "[topology]\nkind = \"leaf-spine\"\nleaves = 2\nspines = 1\nhosts_per_leaf = 2\n\
         [workload]\nkind = \"allreduce-ring\"\nmessage_bytes = 40000\n",
    );
    let report = run(&s, METAROCE);
    assert_all_bytes_verified(&report);
    let n = 4;
    let finish = |f: &metaroce_sim::report::FlowRecord| f.start_us.unwrap() + f.fct_us.unwrap();
    for (i, flow) in report.flows.iter().enumerate().skip(n) {
        let own = &report.flows[i - n];
        let left = &report.flows[i - n - (flow.src as usize) + ((flow.src as usize + n - 1) % n)];
        assert_eq!(left.dst, flow.src);
        // Start and finish are whole picoseconds; allow for their sum in floating point.
        assert!(flow.start_us.unwrap() >= finish(own).max(finish(left)) - 1e-6);
    }
}

#[test]
fn pfc_turns_incast_overflow_into_pauses() {
    let s = scenario(
        r#"
[topology]
kind = "leaf-spine"
leaves = 2
spines = 2
hosts_per_leaf = 8
[switch]
buffer_bytes = 1000000
pfc_xoff_bytes = 20000
pfc_xon_bytes = 10000
[workload]
kind = "incast"
incast_senders = 12
message_bytes = 200000
[transport.dcqcn]
enabled = false
"#,
    );
    let lossy = run(&s, TransportVariant::Rocev2 { pfc: false });
    let lossless = run(&s, TransportVariant::Rocev2 { pfc: true });
    assert!(
        lossy.drops.buffer_overflow > 0,
        "precondition: incast overflows"
    );
    assert_eq!(lossless.drops.buffer_overflow, 0);
    assert_eq!(lossless.summary.retransmitted_packets, 0);
    assert_all_bytes_verified(&lossy);
    assert_all_bytes_verified(&lossless);
}

#[test]
fn degraded_and_flapping_links_still_deliver_everything() {
    let s = scenario(
        r#"
[topology]
kind = "fat-tree"
switch_ports = 4
[faults]
degraded_core_links = 2
degraded_gbps = 10.0
flapping_core_links = 1
flap_period_us = 100
flap_down_us = 30
reroute_after_us = 10
[[faults.links]]
a = "edge-1-0"
b = "agg-1-1"
loss = 0.02
[workload]
kind = "permutation"
message_bytes = 200000
"#,
    );
    for variant in BOTH {
        let report = run(&s, variant);
        assert_all_bytes_verified(&report);
        assert!(report.drops.link_down + report.drops.random_loss > 0);
    }
}

#[test]
fn metaroce_run_too_big_for_memory_is_refused_naming_the_field() {
    let s = scenario(
        "[topology]\nkind = \"fat-tree\"\nswitch_ports = 16\n\
         [workload]\nkind = \"all-to-all\"\nmessage_bytes = 2000000\n",
    );
    let error = runner::run(&s, METAROCE, false, &mut |_| {}).unwrap_err();
    assert!(
        error.to_string().contains("workload.message_bytes"),
        "{error}"
    );
}

#[test]
fn time_series_cover_the_traced_flow_and_the_hottest_queue() {
    let s = scenario(
        "[topology]\nkind = \"leaf-spine\"\nleaves = 2\nspines = 2\nhosts_per_leaf = 4\n\
         [workload]\nkind = \"incast\"\nincast_senders = 4\nmessage_bytes = 200000\n\
         [output]\nmax_samples = 16\n",
    );
    for variant in BOTH {
        let output = runner::run(&s, variant, true, &mut |_| {}).unwrap();
        let series = output.series.unwrap();
        let hottest = series.hottest_queue.unwrap();
        assert_eq!(
            Some(&hottest.port),
            output.report.hottest_queue.as_ref().map(|q| &q.port)
        );
        assert!(
            hottest.points.len() < 16,
            "samples are decimated to the cap"
        );
        assert!(hottest.points.iter().any(|&(_, bytes)| bytes > 0));
        let expected_paths = if variant == METAROCE { 8 } else { 1 };
        assert_eq!(series.trace.paths.len(), expected_paths);
        assert!(
            series
                .trace
                .paths
                .iter()
                .any(|p| p.points.iter().any(|x| x.goodput_gbps > 0.0))
        );
    }
}

#[test]
fn host_uplink_loss_hits_only_host_nics_and_everything_still_arrives() {
    use metaroce_sim::faults::FaultPlan;
    use metaroce_sim::network::Network;
    use metaroce_sim::topology::{NodeKind, Topology};

    let s = scenario(
        "[topology]\nkind = \"fat-tree\"\nswitch_ports = 4\n\
         [faults]\nloss = 0.02\nloss_on = \"host-uplinks\"\n\
         [workload]\nkind = \"permutation\"\nmessage_bytes = 200000\n",
    );
    let topology = Topology::build(&s.topology);
    let plan = FaultPlan::new(&s, &topology).unwrap();
    let network = Network::new(&s, topology, &plan);
    for (i, port) in network.ports().iter().enumerate() {
        let owner = network
            .topology()
            .node(network.topology().ports()[i].node)
            .kind;
        let expected = if matches!(owner, NodeKind::Host(_)) {
            0.02
        } else {
            0.0
        };
        assert_eq!(port.loss(), expected, "port {i}");
    }
    for variant in BOTH {
        let report = run(&s, variant);
        assert_all_bytes_verified(&report);
        assert!(report.drops.random_loss > 0);
    }
}

#[test]
fn delivery_series_and_fault_drops_follow_each_flow() {
    let cut = scenario(
        r#"
[topology]
kind = "fat-tree"
switch_ports = 4
[faults]
cut_core_links = 2
cut_at_us = 20
reroute_after_us = 100
[workload]
kind = "permutation"
message_bytes = 300000
[output]
delivery_bin_us = 5
"#,
    );
    let mut clean = cut.clone();
    clean.faults.cut_core_links = 0;
    for variant in BOTH {
        let report = run(&cut, variant);
        assert_all_bytes_verified(&report);
        assert!(report.flows.iter().any(|f| f.fault_drops > 0));
        assert_eq!(report.delivery_bin_us, Some(5.0));
        for flow in &report.flows {
            let (delivered, in_order) = (&flow.delivered_bytes, &flow.in_order_bytes);
            assert!(!delivered.is_empty());
            assert_eq!(delivered.len(), in_order.len());
            assert!(delivered.windows(2).all(|w| w[0] <= w[1]));
            assert!(in_order.windows(2).all(|w| w[0] <= w[1]));
            assert!(in_order.iter().zip(delivered).all(|(i, d)| i <= d));
            // The last bin ends at or after the flow's completion.
            assert_eq!(delivered.last(), Some(&flow.bytes), "{}", report.transport);
            assert!(flow.first_data_us.is_some_and(|t| t > 0.0));
        }
        let report = run(&clean, variant);
        assert!(report.flows.iter().all(|f| f.fault_drops == 0));
        assert_eq!(report.summary.path_failures, 0);
    }
}

/// Bytes of `report`'s link tier named `from -> to`, as (max, mean, sum over its links).
fn tier_bytes(report: &RunReport, tier: &str) -> (u64, f64, f64) {
    let t = report
        .link_tiers
        .iter()
        .find(|t| t.tier == tier)
        .unwrap_or_else(|| panic!("no tier {tier} in {:?}", report.link_tiers));
    (t.bytes_max, t.bytes_mean, t.bytes_mean * f64::from(t.links))
}

#[test]
fn link_tiers_conserve_bytes_and_show_spraying_spreads_the_load() {
    let s = scenario(LOSSLESS_FAT_TREE);
    let sprayed = run(&s, METAROCE);
    let pinned = run(&s, TransportVariant::MetaroceSinglePath);
    for report in [&sprayed, &pinned] {
        assert_all_bytes_verified(report);
        assert_eq!(report.summary.dropped_packets, 0, "precondition: lossless");
        // With nothing dropped, what the hosts received is what they sent, less what was
        // still on the wire when the last flow finished (final ACKs, a CLOSE), and so for
        // the bytes into and out of the core.
        let conserved =
            |sent: f64, received: f64| received <= sent && sent - received < 0.01 * sent;
        let (_, _, up) = tier_bytes(report, "host -> edge");
        let (_, _, down) = tier_bytes(report, "edge -> host");
        assert!(
            up > 0.0 && conserved(up, down),
            "{}: {up} {down}",
            report.transport
        );
        let (_, _, to_core) = tier_bytes(report, "agg -> core");
        let (_, _, from_core) = tier_bytes(report, "core -> agg");
        assert!(to_core > 0.0, "a permutation crosses pods");
        assert!(
            conserved(to_core, from_core),
            "{}: {to_core} {from_core}",
            report.transport
        );
    }
    let busiest = |r: &RunReport| {
        r.link_tiers
            .iter()
            .filter(|t| !t.tier.contains("host"))
            .map(|t| t.max_over_mean)
            .fold(0.0, f64::max)
    };
    assert!(
        busiest(&sprayed) < busiest(&pinned),
        "sprayed {} pinned {}",
        busiest(&sprayed),
        busiest(&pinned)
    );
}
