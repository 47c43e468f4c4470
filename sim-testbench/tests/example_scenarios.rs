//! The documented example scenarios in `sim-testbench/scenarios/` stay valid: each parses,
//! passes validation, and its faults and workload resolve against its topology.

use std::path::Path;

use metaroce_sim::faults::FaultPlan;
use metaroce_sim::scenario::Scenario;
use metaroce_sim::topology::Topology;
use metaroce_sim::workload;

#[test]
fn every_example_scenario_is_valid() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios");
    let mut checked = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "toml") {
            continue;
        }
        let scenario = Scenario::from_file(&path).unwrap_or_else(|e| panic!("{path:?}: {e}"));
        let topology = Topology::build(&scenario.topology);
        FaultPlan::new(&scenario, &topology).unwrap_or_else(|e| panic!("{path:?}: {e}"));
        let flows = workload::generate(&scenario, topology.host_count() as u32);
        assert!(!flows.is_empty(), "{path:?}");
        checked += 1;
    }
    assert!(checked >= 8, "found only {checked} scenarios in {dir:?}");
}

#[test]
fn the_embedded_default_is_the_documented_one() {
    let file = Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios/default.toml");
    let from_file = Scenario::from_file(&file).unwrap();
    let embedded = Scenario::default_scenario().unwrap();
    assert_eq!(format!("{from_file:?}"), format!("{embedded:?}"));
    assert_eq!(embedded.topology.host_count(), 128);
    assert_eq!(embedded.faults.cut_core_links, 1);
}
