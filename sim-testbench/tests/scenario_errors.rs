//! Bad scenario files are rejected with an error that names the offending field, and never
//! panic.

use metaroce_sim::scenario::Scenario;

/// A small valid scenario as (table, key, value) rows; "" is the top level.
const BASE: &[(&str, &str, &str)] = &[
    ("", "name", "\"small\""),
    ("", "seed", "3"),
    ("", "duration_us", "10000"),
    ("topology", "kind", "\"fat-tree\""),
    ("topology", "switch_ports", "4"),
    ("workload", "kind", "\"permutation\""),
    ("workload", "message_bytes", "65536"),
    ("transport", "kind", "\"rocev2\""),
];

/// Renders `BASE` with `changes` applied: a row with the same table and key is replaced, a
/// new one added; a value of `None` removes the row.
fn scenario(changes: &[(&str, &str, Option<&str>)]) -> String {
    let mut rows: Vec<(String, String, String)> = BASE
        .iter()
        .map(|(t, k, v)| (t.to_string(), k.to_string(), v.to_string()))
        .collect();
    for (table, key, value) in changes {
        rows.retain(|(t, k, _)| !(t == table && k == key));
        if let Some(value) = value {
            rows.push((table.to_string(), key.to_string(), value.to_string()));
        }
    }
    let mut tables: Vec<String> = Vec::new();
    for (table, _, _) in &rows {
        if !tables.contains(table) {
            tables.push(table.clone());
        }
    }
    tables.sort_by_key(|t| !t.is_empty());
    let mut text = String::new();
    for table in tables {
        if !table.is_empty() {
            text.push_str(&format!("[{table}]\n"));
        }
        for (_, key, value) in rows.iter().filter(|(t, _, _)| *t == table) {
            text.push_str(&format!("{key} = {value}\n"));
        }
    }
    text
}

fn error_for(text: &str) -> String {
    match Scenario::from_toml_str(text) {
        Ok(_) => panic!("scenario was accepted:\n{text}"),
        Err(error) => error.to_string(),
    }
}

fn error_with(table: &str, key: &str, value: &str) -> String {
    error_for(&scenario(&[(table, key, Some(value))]))
}

#[test]
fn valid_scenario_is_accepted() {
    let parsed = Scenario::from_toml_str(&scenario(&[])).unwrap();
    assert_eq!(parsed.topology.host_count(), 16);
}

#[test]
fn unknown_field_is_named() {
    let error = error_with("topology", "switch_prots", "4");
    assert!(error.contains("switch_prots"), "{error}");
}

#[test]
fn unknown_table_is_named() {
    let error = error_with("routing", "mode", "\"ecmp\"");
    assert!(error.contains("routing"), "{error}");
}

#[test]
fn mistyped_value_names_the_field() {
    let error = error_with("topology", "link_gbps", "\"fast\"");
    assert!(error.contains("link_gbps"), "{error}");
}

#[test]
fn unknown_enum_value_is_reported_with_the_choices() {
    let error = error_with("workload", "kind", "\"broadcast\"");
    assert!(
        error.contains("broadcast") && error.contains("permutation"),
        "{error}"
    );
}

#[test]
fn missing_required_field_is_named() {
    let error = error_for(&scenario(&[("", "duration_us", None)]));
    assert!(error.contains("duration_us"), "{error}");
}

#[test]
fn out_of_range_values_name_their_field() {
    for (table, key, value, field) in [
        ("topology", "switch_ports", "7", "topology.switch_ports"),
        ("topology", "link_gbps", "-1.0", "topology.link_gbps"),
        ("topology", "mtu_bytes", "10", "topology.mtu_bytes"),
        ("topology", "leaves", "4", "topology.leaves"),
        (
            "switch",
            "ecn_kmin_bytes",
            "500000",
            "switch.ecn_kmin_bytes",
        ),
        ("switch", "ecn_pmax", "1.5", "switch.ecn_pmax"),
        ("switch", "buffer_bytes", "100", "switch.buffer_bytes"),
        ("faults", "loss", "1.0", "faults.loss"),
        (
            "faults",
            "degraded_buffer_fraction",
            "0.0",
            "faults.degraded_buffer_fraction",
        ),
        ("workload", "message_bytes", "0", "workload.message_bytes"),
        ("transport", "paths", "0", "transport.paths"),
        ("", "duration_us", "0", "duration_us"),
        (
            "transport.metaroce",
            "ack_every_packets",
            "0",
            "transport.metaroce.ack_every_packets",
        ),
        (
            "transport.metaroce",
            "min_rto_us",
            "0",
            "transport.metaroce.min_rto_us",
        ),
        (
            "transport.metaroce",
            "additive_increase_packets",
            "-2.0",
            "transport.metaroce.additive_increase_packets",
        ),
        (
            "transport.metaroce",
            "ingress_rate_gbps",
            "0.0",
            "transport.metaroce.ingress_rate_gbps",
        ),
        (
            "transport.metaroce",
            "repath_slow_fraction",
            "1.5",
            "transport.metaroce.repath_slow_fraction",
        ),
        (
            "transport.metaroce",
            "entropies_per_path",
            "0",
            "transport.metaroce.entropies_per_path",
        ),
        (
            "transport.metaroce",
            "entropies_per_path",
            "1025",
            "transport.metaroce.entropies_per_path",
        ),
        ("output", "delivery_bin_us", "0.5", "delivery_bin_us"),
    ] {
        let error = error_with(table, key, value);
        assert!(error.contains(field), "{key} = {value}: {error}");
    }
}

#[test]
fn too_many_delivery_bins_name_the_field() {
    let error = error_for(&scenario(&[
        ("", "duration_us", Some("1000000")),
        ("output", "delivery_bin_us", Some("1")),
    ]));
    assert!(error.contains("output.delivery_bin_us"), "{error}");
}

#[test]
fn unknown_loss_placement_is_reported_with_the_choices() {
    let error = error_with("faults", "loss_on", "\"core-links\"");
    assert!(
        error.contains("core-links") && error.contains("host-uplinks"),
        "{error}"
    );
}

#[test]
fn incast_larger_than_the_network_names_the_field() {
    let error = error_for(&scenario(&[
        ("workload", "kind", Some("\"incast\"")),
        ("workload", "incast_senders", Some("16")),
    ]));
    assert!(error.contains("workload.incast_senders"), "{error}");
}

#[test]
fn garbage_is_rejected_without_panicking() {
    for text in [
        "",
        "\u{0}\u{1}binary",
        "[[[",
        "name = ",
        "name = \"x\"\n[topology]\nkind = 5",
    ] {
        assert!(Scenario::from_toml_str(text).is_err(), "{text:?}");
    }
}

#[test]
fn bad_scenario_file_fails_the_cli_with_the_field_name() {
    let dir = std::env::temp_dir().join(format!("metaroce-sim-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("bad.toml");
    std::fs::write(
        &path,
        scenario(&[("switch", "ecn_kmax_bytes", Some("1000"))]),
    )
    .unwrap();
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_metaroce-sim"))
        .arg("run")
        .arg(&path)
        .output()
        .unwrap();
    std::fs::remove_dir_all(&dir).ok();
    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("switch.ecn_kmin_bytes"), "{stderr}");
}

#[test]
fn unknown_compare_variant_fails_the_cli_naming_the_choices() {
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_metaroce-sim"))
        .args(["compare", "unused.toml", "--variants", "metaroce,tcp"])
        .output()
        .unwrap();
    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("tcp") && stderr.contains("rocev2-pfc"),
        "{stderr}"
    );
}
