//! The crate's one error type, so callers (the CLI, tests) match on a single enum and every
//! message names what was wrong: the scenario field, the file, or the transport that refused.

use std::path::PathBuf;

/// Everything that can go wrong while loading, building or running a simulation.
#[derive(Debug, thiserror::Error)]
pub enum SimError {
    /// The scenario file could not be read.
    #[error("cannot read scenario file {path}")]
    ReadScenario {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    /// The scenario text is not valid TOML or does not fit the schema (unknown or
    /// mistyped field); the message names the field and its line.
    #[error("scenario does not fit the schema: {message}")]
    ScenarioSyntax { message: String },
    /// A field has a value the simulator cannot use.
    #[error("invalid scenario field `{field}`: {reason}")]
    InvalidField { field: String, reason: String },
    /// A transport endpoint refused an operation (for example a memory registration).
    #[error("transport endpoint on host {host} failed: {reason}")]
    Endpoint { host: u32, reason: String },
    /// Writing an output file (JSON, SVG) failed.
    #[error("cannot write {path}")]
    WriteOutput {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    /// Serializing the report to JSON failed.
    #[error("cannot serialize the report")]
    Json(#[from] serde_json::Error),
    /// Drawing a plot failed.
    #[error("cannot draw plot {path}: {reason}")]
    Plot { path: PathBuf, reason: String },
}

impl SimError {
    /// Shorthand for [`SimError::InvalidField`].
    pub fn invalid(field: impl Into<String>, reason: impl Into<String>) -> Self {
        SimError::InvalidField {
            field: field.into(),
            reason: reason.into(),
        }
    }
}
