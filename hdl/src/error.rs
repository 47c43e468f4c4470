//! The one error type of the crate: what can go wrong emitting Verilog or driving a model.

use std::path::PathBuf;

/// Errors of `metaroce-hdl`.
#[derive(Debug, thiserror::Error)]
pub enum HdlError {
    /// Rust-HDL's structural check (unconnected inputs, logic loops, ...) rejected a block.
    #[error("Rust-HDL check of block `{block}` failed: {reason}")]
    BlockCheck {
        /// The block's Verilog module name.
        block: &'static str,
        /// Rust-HDL's description of the problem.
        reason: String,
    },
    /// Reading or writing a file failed.
    #[error("cannot access {path}")]
    Io {
        /// The file.
        path: PathBuf,
        /// The underlying error.
        #[source]
        source: std::io::Error,
    },
    /// A co-simulation model has no port of this name.
    #[error("Verilator model `{model}` has no port `{port}`")]
    UnknownPort {
        /// The model's top module.
        model: &'static str,
        /// The port asked for.
        port: String,
    },
    /// A co-simulation model is not available (Verilator missing at build time, or it
    /// rejected the emitted Verilog).
    #[error("Verilator model `{model}` is not available: {reason}")]
    ModelNotBuilt {
        /// The model's top module.
        model: &'static str,
        /// Why.
        reason: &'static str,
    },
}
