//! The committed Verilog in `hdl/generated/` is what the Rust-HDL sources emit today, passes
//! Verilator's `-Wall` lint (with only the waivers listed in `hdl/lint/`) and Yosys'
//! `hierarchy -check; proc`, and every module has a Verilator model built by `build.rs`.
//! A missing `verilator` or `yosys` fails these tests; it never skips them.

use std::collections::BTreeSet;
use std::path::Path;
use std::process::Command;

use metaroce_hdl::cosim::{VerilatedModel, models};
use metaroce_hdl::verilog::{emit_all, generated_dir};

const REGENERATE: &str = "cargo run -p metaroce-hdl --bin emit-verilog";

#[test]
fn generated_verilog_is_current() {
    let dir = generated_dir();
    let emitted = emit_all().unwrap_or_else(|e| panic!("emitting Verilog failed: {e}"));
    for module in &emitted {
        let path = dir.join(module.file_name());
        let committed = std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("{} missing ({e}): run `{REGENERATE}`", path.display()));
        assert!(
            committed == module.text,
            "{} is stale: run `{REGENERATE}` and commit the result",
            path.display()
        );
    }
    let expected: BTreeSet<String> = emitted.iter().map(|m| m.file_name()).collect();
    let present: BTreeSet<String> = std::fs::read_dir(&dir)
        .expect("hdl/generated exists")
        .filter_map(Result::ok)
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".v"))
        .collect();
    assert_eq!(
        present, expected,
        "hdl/generated holds files no block emits (or lacks some): run `{REGENERATE}`"
    );
}

#[test]
fn generated_files_follow_corundum_conventions() {
    for module in emit_all().expect("emit") {
        assert!(module.text.starts_with("// SPDX-License-Identifier: "));
        assert!(module.text.contains("\n`default_nettype none\n"));
        assert!(module.text.contains(&format!("\nmodule {}(", module.name)));
        assert!(!module.text.contains("module top"), "{}", module.name);
    }
}

fn run(tool: &str, args: &[&str], cwd: &Path) -> (bool, String) {
    let output = Command::new(tool)
        .args(args)
        .current_dir(cwd)
        .output()
        .unwrap_or_else(|e| {
            panic!("cannot run {tool} ({e}): install it with scripts/install-hdl-tools")
        });
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    (output.status.success(), text)
}

#[test]
fn generated_verilog_is_verilator_lint_clean() {
    let crate_dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    for module in emit_all().expect("emit") {
        let file = format!("generated/{}", module.file_name());
        let (ok, output) = run(
            "verilator",
            &[
                "--lint-only",
                "-Wall",
                "lint/verilator-waivers.vlt",
                &file,
                "--top-module",
                module.name,
            ],
            crate_dir,
        );
        assert!(
            ok && output.trim().is_empty(),
            "verilator lint of {file}:\n{output}"
        );
    }
}

#[test]
fn generated_verilog_passes_yosys_hierarchy_check() {
    let crate_dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    for module in emit_all().expect("emit") {
        let file = format!("generated/{}", module.file_name());
        let script = format!(
            "read_verilog {file}; hierarchy -check -top {}; proc",
            module.name
        );
        let (ok, output) = run("yosys", &["-p", &script], crate_dir);
        let complaints: Vec<&str> = output
            .lines()
            .filter(|l| l.contains("Warning") || l.contains("ERROR"))
            .collect();
        assert!(
            ok && complaints.is_empty(),
            "yosys on {file}:\n{}",
            complaints.join("\n")
        );
    }
}

#[test]
fn every_generated_module_has_a_verilator_model() {
    let names: BTreeSet<&str> = models().iter().map(|m| m.name).collect();
    let emitted: BTreeSet<&str> = emit_all().expect("emit").iter().map(|m| m.name).collect();
    assert_eq!(
        names, emitted,
        "build.rs saw other modules than the crate emits"
    );
    for model in models() {
        VerilatedModel::new(model.name).unwrap_or_else(|e| panic!("{e}"));
    }
}
