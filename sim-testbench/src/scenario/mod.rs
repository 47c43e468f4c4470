//! What a run simulates, as read from a TOML file: topology, switches, faults, workload,
//! transport and output. The schema is strict (`deny_unknown_fields`) and every value is
//! checked by [`validate`] before a run starts, so a typo or an impossible value is reported
//! with the field's name instead of silently simulating something else.

mod schema;
mod validate;

use std::path::Path;

pub use schema::{
    DcqcnConfig, FaultConfig, LinkFaultConfig, LossOn, MetaroceTuning, OutputConfig, RoceConfig,
    Scenario, SwitchConfig, TopologyConfig, TopologyKind, TransportConfig, TransportKind,
    WorkloadConfig, WorkloadKind,
};

use crate::error::SimError;

/// The scenario run when the CLI gets no arguments (`scenarios/default.toml`).
pub const DEFAULT_SCENARIO_TOML: &str = include_str!("../../scenarios/default.toml");

impl Scenario {
    /// Parses and validates a scenario.
    pub fn from_toml_str(text: &str) -> Result<Scenario, SimError> {
        let scenario: Scenario =
            toml::from_str(text).map_err(|error| SimError::ScenarioSyntax {
                message: error.to_string(),
            })?;
        validate::validate(&scenario)?;
        Ok(scenario)
    }

    /// Reads, parses and validates a scenario file.
    pub fn from_file(path: &Path) -> Result<Scenario, SimError> {
        let text = std::fs::read_to_string(path).map_err(|source| SimError::ReadScenario {
            path: path.to_path_buf(),
            source,
        })?;
        Scenario::from_toml_str(&text)
    }

    /// The embedded default scenario.
    pub fn default_scenario() -> Result<Scenario, SimError> {
        Scenario::from_toml_str(DEFAULT_SCENARIO_TOML)
    }

    /// Checks every field; called by the parsers, public for scenarios built in code.
    pub fn validate(&self) -> Result<(), SimError> {
        validate::validate(self)
    }
}
