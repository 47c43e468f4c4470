//! Verilog emission: every block the crate ships, as Corundum-style Verilog files.
//!
//! Rust-HDL names the top module `top` and its children `top$child`; the files committed in
//! `hdl/generated/` name each module after the block (`metaroce_sack_ring_unit`,
//! `metaroce_sack_unit__windows`, ...), start with an SPDX header and
//! `` `default_nettype none``, and end with `` `resetall``, as Corundum's sources do. The
//! `emit-verilog` binary writes them; a test fails when they are stale.

use std::path::{Path, PathBuf};

use rust_hdl::prelude::{Block, check_all, generate_verilog_unchecked};

use crate::HdlError;
use crate::ack::{AckFrameBuilder, AckScheduler};
use crate::conn::ConnectionTable;
use crate::memory::MemoryRegionTable;
use crate::parser::RxParser;
use crate::place::PlacementUnit;
use crate::recv::RecvTable;
use crate::regs::RegisterBlock;
use crate::sack::SackRingUnit;
use crate::top::RxDatapath;

/// One emitted Verilog file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EmittedModule {
    /// The top module's name, also the file's stem.
    pub name: &'static str,
    /// The Rust source the module is generated from (for the header).
    pub source: &'static str,
    /// The whole file.
    pub text: String,
}

impl EmittedModule {
    /// The file's name inside `hdl/generated/`.
    pub fn file_name(&self) -> String {
        format!("{}.v", self.name)
    }
}

/// Where the committed Verilog lives.
pub fn generated_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("generated")
}

/// Emits block `circuit` as module `name`.
pub fn emit_block<B: Block>(
    mut circuit: B,
    name: &'static str,
    source: &'static str,
) -> Result<EmittedModule, HdlError> {
    circuit.connect_all();
    check_all(&circuit).map_err(|e| HdlError::BlockCheck {
        block: name,
        reason: format!("{e:?}"),
    })?;
    let body = rename_modules(&generate_verilog_unchecked(&circuit), name);
    let text = format!(
        "// SPDX-License-Identifier: MIT OR Apache-2.0\n\
         // Generated from {source} by `cargo run -p metaroce-hdl --bin emit-verilog`.\n\
         // Do not edit: change the Rust-HDL source and regenerate.\n\
         // Language: Verilog 2001\n\
         \n\
         `resetall\n\
         `timescale 1ns / 1ps\n\
         `default_nettype none\n\
         {body}\n\
         `resetall\n"
    );
    Ok(EmittedModule { name, source, text })
}

/// Names Rust-HDL's `top` after the block and its children `<block>__<child>`.
fn rename_modules(verilog: &str, name: &str) -> String {
    let mut out = String::with_capacity(verilog.len());
    for line in verilog.lines() {
        let line = line.trim_end();
        let line = if let Some(rest) = line.strip_prefix("module top(") {
            format!("module {name}({rest}")
        } else if line == "endmodule // top" {
            format!("endmodule // {name}")
        } else {
            line.to_owned()
        };
        out.push_str(&replace_child_prefix(&line, name));
        out.push('\n');
    }
    out
}

/// Replaces `top$` at the start of an identifier by `<name>__`.
fn replace_child_prefix(line: &str, name: &str) -> String {
    let mut out = String::with_capacity(line.len());
    let mut rest = line;
    while let Some(at) = rest.find("top$") {
        let starts_identifier = rest[..at]
            .chars()
            .next_back()
            .is_none_or(|c| !(c.is_ascii_alphanumeric() || c == '_' || c == '$'));
        out.push_str(&rest[..at]);
        if starts_identifier {
            out.push_str(name);
            out.push_str("__");
        } else {
            out.push_str("top$");
        }
        rest = &rest[at + 4..];
    }
    out.push_str(rest);
    out
}

/// Every block of the crate, emitted.
pub fn emit_all() -> Result<Vec<EmittedModule>, HdlError> {
    Ok(vec![
        emit_block(
            AckFrameBuilder::default(),
            "metaroce_ack_builder",
            "hdl/src/ack/builder.rs",
        )?,
        emit_block(
            AckScheduler::default(),
            "metaroce_ack_scheduler",
            "hdl/src/ack/scheduler.rs",
        )?,
        emit_block(
            ConnectionTable::default(),
            "metaroce_conn_table",
            "hdl/src/conn/table.rs",
        )?,
        emit_block(
            MemoryRegionTable::default(),
            "metaroce_mr_table",
            "hdl/src/memory/table.rs",
        )?,
        emit_block(
            PlacementUnit::default(),
            "metaroce_placement",
            "hdl/src/place/unit.rs",
        )?,
        emit_block(
            RxDatapath::default(),
            "metaroce_rx_datapath",
            "hdl/src/top/datapath.rs",
        )?,
        emit_block(
            RxParser::default(),
            "metaroce_rx_parser",
            "hdl/src/parser/unit.rs",
        )?,
        emit_block(
            RecvTable::default(),
            "metaroce_recv_table",
            "hdl/src/recv/table.rs",
        )?,
        emit_block(
            RegisterBlock::default(),
            "metaroce_regs",
            "hdl/src/regs/block.rs",
        )?,
        emit_block(
            SackRingUnit::default(),
            "metaroce_sack_ring_unit",
            "hdl/src/sack/ring.rs",
        )?,
    ])
}

/// Writes every emitted module into `dir`; returns the paths written.
pub fn write_all(dir: &Path) -> Result<Vec<PathBuf>, HdlError> {
    let io = |path: &Path| {
        let path = path.to_owned();
        move |source| HdlError::Io { path, source }
    };
    std::fs::create_dir_all(dir).map_err(io(dir))?;
    let mut written = Vec::new();
    for module in emit_all()? {
        let path = dir.join(module.file_name());
        std::fs::write(&path, &module.text).map_err(io(&path))?;
        written.push(path);
    }
    Ok(written)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn children_are_renamed_but_not_signals_that_contain_top() {
        assert_eq!(
            replace_child_prefix("    top$windows windows(.x(stop$q), .y(top$a));", "m"),
            "    m__windows windows(.x(stop$q), .y(m__a));"
        );
    }
}
