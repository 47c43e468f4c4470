//! The command line: `compare --variants` runs exactly the named variants, and `--jobs`
//! (variants on several threads) changes nothing in the report but the wall-clock fields.

use std::path::Path;
use std::process::Command;

const SCENARIO: &str = r#"
name = "cli"
seed = 3
duration_us = 100000
[topology]
kind = "fat-tree"
switch_ports = 4
[faults]
loss = 0.01
[workload]
kind = "permutation"
message_bytes = 100000
"#;

fn compare(dir: &Path, name: &str, extra: &[&str]) -> serde_json::Value {
    let json = dir.join(format!("{name}.json"));
    let output = Command::new(env!("CARGO_BIN_EXE_metaroce-sim"))
        .arg("compare")
        .arg(dir.join("scenario.toml"))
        .arg("--json")
        .arg(&json)
        .args(extra)
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let mut report: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(json).unwrap()).unwrap();
    for run in report["runs"].as_array_mut().unwrap() {
        let summary = run["summary"].as_object_mut().unwrap();
        summary.remove("wall_seconds");
        summary.remove("events_per_second");
    }
    report
}

#[test]
fn parallel_compare_gives_the_same_report_and_variants_select_runs() {
    let dir = std::env::temp_dir().join(format!("metaroce-sim-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("scenario.toml"), SCENARIO).unwrap();
    let variants = ["--variants", "metaroce,rocev2,metaroce-1path"];
    let sequential = compare(&dir, "one", &variants);
    let parallel = compare(&dir, "two", &[&variants[..], &["--jobs", "2"]].concat());
    std::fs::remove_dir_all(&dir).ok();
    let names: Vec<&str> = sequential["runs"]
        .as_array()
        .unwrap()
        .iter()
        .map(|run| run["transport"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["metaroce", "rocev2", "metaroce-1path"]);
    assert_eq!(sequential, parallel);
}
