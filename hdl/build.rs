//! Builds a Verilator model of every module in `generated/` (the committed, emitted Verilog)
//! for the co-simulation tests, each behind a small generated extern "C" shim.
//!
//! * The Verilator runtime (`verilated.cpp`, `verilated_threads.cpp`) is compiled once per
//!   Verilator version into `target/<profile>/verilator-runtime/<key>/` and reused by every
//!   later build, so regenerating Verilog or editing a test never recompiles it.
//! * Each model is verilated into `OUT_DIR` and compiled with the `cc` crate, with a shim
//!   that reads and writes any port as 32-bit words by index.
//! * `OUT_DIR/verilator_models.rs` lists the models, their ports and their shim functions.
//!
//! Without `verilator` on PATH (or `$VERILATOR`) the models are listed without functions and
//! the crate is built with `cfg(metaroce_verilator_missing)`: every co-simulation test then
//! fails with a message naming `scripts/install-hdl-tools` — never a silent skip.

use std::collections::hash_map::DefaultHasher;
use std::env;
use std::fmt::Write as _;
use std::fs;
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};
use std::process::Command;

/// Warning flags Verilator's own makefile turns off for its generated C++.
const QUIET_CXX_FLAGS: &[&str] = &[
    "-std=gnu++17",
    "-faligned-new",
    "-Wno-bool-operation",
    "-Wno-sign-compare",
    "-Wno-uninitialized",
    "-Wno-unused-but-set-variable",
    "-Wno-unused-parameter",
    "-Wno-unused-variable",
    "-Wno-shadow",
];

struct Port {
    name: String,
    width: u32,
    is_input: bool,
}

fn main() {
    println!("cargo::rustc-check-cfg=cfg(metaroce_verilator_missing)");
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rerun-if-changed=generated");
    println!("cargo::rerun-if-changed=csrc");
    println!("cargo::rerun-if-env-changed=VERILATOR");

    let manifest = PathBuf::from(env::var_os("CARGO_MANIFEST_DIR").expect("set by cargo"));
    let out = PathBuf::from(env::var_os("OUT_DIR").expect("set by cargo"));
    let tops = generated_tops(&manifest.join("generated"));

    let verilator = env::var("VERILATOR").unwrap_or_else(|_| "verilator".to_owned());
    let version = Command::new(&verilator)
        .arg("--version")
        .output()
        .ok()
        .filter(|o| o.status.success())
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_owned());

    let mut built = Vec::new();
    let mut failures: Vec<(String, String)> = Vec::new();
    match version {
        None => {
            println!(
                "cargo::warning=verilator not found: the co-simulation models are not built and \
                 their tests will fail; run scripts/install-hdl-tools"
            );
            println!("cargo::rustc-cfg=metaroce_verilator_missing");
            // Look again once it is installed: any change to a directory on PATH (where
            // `scripts/install-hdl-tools` puts it) reruns this script.
            println!("cargo::rerun-if-env-changed=PATH");
            for dir in env::split_paths(&env::var_os("PATH").unwrap_or_default()) {
                if dir.is_dir() {
                    println!("cargo::rerun-if-changed={}", dir.display());
                }
            }
        }
        Some(version) => {
            let root = verilator_root(&verilator);
            let runtime = runtime_library(&root, &version, &out);
            for (top, path) in &tops {
                // A module Verilator rejects must not break the build: the crate's
                // `emit-verilog` binary is how it gets fixed. Its tests fail instead.
                match build_model(&verilator, &root, top, path, &out, &manifest) {
                    Ok(()) => built.push(top.clone()),
                    Err(error) => {
                        println!("cargo::warning=model {top} not built: {error}");
                        failures.push((top.clone(), error));
                    }
                }
            }
            println!("cargo::rustc-link-search=native={}", runtime.display());
            println!("cargo::rustc-link-lib=static=metaroce_verilated_runtime");
            println!("cargo::rustc-link-lib=dylib=stdc++");
            println!("cargo::rustc-link-lib=dylib=pthread");
            println!("cargo::rustc-link-lib=dylib=atomic");
        }
    }
    write_model_table(&tops, &built, &failures, &out);
}

/// `(module name, path)` of every `generated/*.v`, sorted.
fn generated_tops(dir: &Path) -> Vec<(String, PathBuf)> {
    let mut tops: Vec<(String, PathBuf)> = fs::read_dir(dir)
        .map(|entries| {
            entries
                .filter_map(Result::ok)
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|e| e == "v"))
                .map(|p| {
                    println!("cargo::rerun-if-changed={}", p.display());
                    let stem = p.file_stem().expect("file").to_string_lossy().into_owned();
                    (stem, p)
                })
                .collect()
        })
        .unwrap_or_default();
    tops.sort();
    tops
}

fn verilator_root(verilator: &str) -> PathBuf {
    let output = Command::new(verilator)
        .args(["--getenv", "VERILATOR_ROOT"])
        .output()
        .expect("verilator runs");
    assert!(
        output.status.success(),
        "verilator --getenv VERILATOR_ROOT failed"
    );
    PathBuf::from(String::from_utf8_lossy(&output.stdout).trim())
}

/// The compiled Verilator runtime, built at most once per Verilator version and compiler.
fn runtime_library(root: &Path, version: &str, out: &Path) -> PathBuf {
    let compiler = cc::Build::new().cpp(true).get_compiler();
    let mut hasher = DefaultHasher::new();
    (version, root, compiler.path(), QUIET_CXX_FLAGS).hash(&mut hasher);
    let key = format!("{:016x}", hasher.finish());
    // OUT_DIR is target/<profile>/build/<crate>-<hash>/out: keep the runtime beside build/.
    let profile_dir = out.ancestors().nth(3).expect("OUT_DIR is inside target/");
    let dir = profile_dir.join("verilator-runtime").join(&key);
    let library = dir.join("libmetaroce_verilated_runtime.a");
    if library.exists() {
        return dir;
    }
    let staging = profile_dir
        .join("verilator-runtime")
        .join(format!("{key}.{}", std::process::id()));
    fs::create_dir_all(&staging).expect("create runtime staging directory");
    let include = root.join("include");
    let mut build = cc::Build::new();
    build
        .cpp(true)
        .files([
            include.join("verilated.cpp"),
            include.join("verilated_threads.cpp"),
        ])
        .include(&include)
        .include(include.join("vltstd"))
        .opt_level(2)
        .debug(false)
        .warnings(false)
        .cargo_metadata(false)
        .out_dir(&staging);
    for flag in QUIET_CXX_FLAGS {
        build.flag(flag);
    }
    build.compile("metaroce_verilated_runtime");
    if fs::rename(&staging, &dir).is_err() {
        // Another build finished first: use its copy.
        let _ = fs::remove_dir_all(&staging);
    }
    assert!(
        library.exists(),
        "Verilator runtime missing at {}",
        library.display()
    );
    dir
}

/// Verilates `top`, writes its shim and compiles both into `lib<top>_model.a`.
fn build_model(
    verilator: &str,
    root: &Path,
    top: &str,
    verilog: &Path,
    out: &Path,
    manifest: &Path,
) -> Result<(), String> {
    let mdir = out.join("verilated").join(top);
    let _ = fs::remove_dir_all(&mdir);
    fs::create_dir_all(&mdir).expect("create model directory");
    let output = Command::new(verilator)
        .args([
            "--cc",
            "--no-timing",
            "-O3",
            "--x-assign",
            "0",
            "--x-initial",
            "0",
        ])
        .args(["-Wno-fatal", "-Wno-lint", "-Wno-style"])
        .arg("--top-module")
        .arg(top)
        .arg("--prefix")
        .arg(format!("V{top}"))
        .arg("--Mdir")
        .arg(&mdir)
        .arg(verilog)
        .output()
        .map_err(|e| format!("cannot run verilator: {e}"))?;
    if !output.status.success() {
        let stderr = String::from_utf8_lossy(&output.stderr);
        let first = stderr.lines().next().unwrap_or("no message");
        return Err(format!("verilator rejected {}: {first}", verilog.display()));
    }

    let ports = top_ports(&fs::read_to_string(verilog).expect("read Verilog"), top);
    let shim = mdir.join(format!("{top}_shim.cpp"));
    fs::write(&shim, shim_source(top, &ports)).expect("write shim");

    let mut sources: Vec<PathBuf> = fs::read_dir(&mdir)
        .expect("model directory")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "cpp"))
        .collect();
    sources.sort();
    let include = root.join("include");
    let mut build = cc::Build::new();
    build
        .cpp(true)
        .files(&sources)
        .include(&include)
        .include(include.join("vltstd"))
        .include(&mdir)
        .include(manifest.join("csrc"))
        .define("VM_COVERAGE", "0")
        .define("VM_SC", "0")
        .define("VM_TRACE", "0")
        .define("VM_TRACE_FST", "0")
        .define("VM_TRACE_VCD", "0")
        .opt_level(1)
        .debug(false)
        .warnings(false)
        .cargo_metadata(false)
        .out_dir(out);
    for flag in QUIET_CXX_FLAGS {
        build.flag(flag);
    }
    build.compile(&format!("{top}_model"));
    println!("cargo::rustc-link-search=native={}", out.display());
    println!("cargo::rustc-link-lib=static={top}_model");
    Ok(())
}

/// The ports of module `top`, in declaration order.
fn top_ports(verilog: &str, top: &str) -> Vec<Port> {
    let header = format!("module {top}(");
    let mut lines = verilog.lines().skip_while(|l| !l.starts_with(&header));
    lines.next();
    let mut ports = Vec::new();
    for line in lines.take_while(|l| !l.starts_with("endmodule")) {
        let line = line.trim();
        let is_input = line.starts_with("input ");
        if !is_input && !line.starts_with("output ") {
            continue;
        }
        let declaration = line.trim_end_matches(';');
        let name = declaration
            .split_whitespace()
            .last()
            .expect("port name")
            .to_owned();
        let width = match (declaration.find('['), declaration.find(':')) {
            (Some(open), Some(colon)) => {
                declaration[open + 1..colon]
                    .trim()
                    .parse::<u32>()
                    .expect("numeric port range")
                    + 1
            }
            _ => 1,
        };
        ports.push(Port {
            name,
            width,
            is_input,
        });
    }
    assert!(!ports.is_empty(), "no ports found for module {top}");
    ports
}

fn shim_source(top: &str, ports: &[Port]) -> String {
    let mut setters = String::new();
    let mut getters = String::new();
    for (index, port) in ports.iter().enumerate() {
        if port.is_input {
            writeln!(
                setters,
                "        case {index}: metaroce_shim::set(model.{}, words); break;",
                port.name
            )
            .expect("string");
        }
        writeln!(
            getters,
            "        case {index}: metaroce_shim::get(model.{}, words); break;",
            port.name
        )
        .expect("string");
    }
    format!(
        r#"// Generated by metaroce-hdl's build.rs: the extern "C" shim of model V{top}.
#include "V{top}.h"
#include "metaroce_shim.h"

namespace {{
struct Handle {{
    VerilatedContext context;
    V{top} model{{&context}};
}};
}}  // namespace

extern "C" void* metaroce_{top}_new() {{ return new Handle(); }}

extern "C" void metaroce_{top}_delete(void* handle) {{
    Handle* h = static_cast<Handle*>(handle);
    h->model.final();
    delete h;
}}

extern "C" void metaroce_{top}_eval(void* handle) {{ static_cast<Handle*>(handle)->model.eval(); }}

extern "C" void metaroce_{top}_set(void* handle, uint32_t port, const uint32_t* words) {{
    V{top}& model = static_cast<Handle*>(handle)->model;
    switch (port) {{
{setters}        default: break;
    }}
}}

extern "C" void metaroce_{top}_get(void* handle, uint32_t port, uint32_t* words) {{
    V{top}& model = static_cast<Handle*>(handle)->model;
    switch (port) {{
{getters}        default: break;
    }}
}}
"#
    )
}

fn write_model_table(
    tops: &[(String, PathBuf)],
    built: &[String],
    failures: &[(String, String)],
    out: &Path,
) {
    let mut table = String::from("// Generated by metaroce-hdl's build.rs.\n\n");
    for top in built {
        writeln!(
            table,
            "unsafe extern \"C\" {{\n    \
             fn metaroce_{top}_new() -> *mut core::ffi::c_void;\n    \
             fn metaroce_{top}_delete(handle: *mut core::ffi::c_void);\n    \
             fn metaroce_{top}_eval(handle: *mut core::ffi::c_void);\n    \
             fn metaroce_{top}_set(handle: *mut core::ffi::c_void, port: u32, words: *const u32);\n    \
             fn metaroce_{top}_get(handle: *mut core::ffi::c_void, port: u32, words: *mut u32);\n}}\n"
        )
        .expect("string");
    }
    table.push_str("pub(super) static MODELS: &[ModelSpec] = &[\n");
    for (top, path) in tops {
        let ports = top_ports(&fs::read_to_string(path).expect("read Verilog"), top);
        writeln!(
            table,
            "    ModelSpec {{\n        name: {top:?},\n        ports: &["
        )
        .expect("string");
        for port in &ports {
            writeln!(
                table,
                "            PortSpec {{ name: {:?}, width: {}, is_input: {} }},",
                port.name, port.width, port.is_input
            )
            .expect("string");
        }
        table.push_str("        ],\n");
        let failure = failures.iter().find(|(name, _)| name == top);
        let not_built = match failure {
            Some((_, error)) => error.clone(),
            None => "verilator was not found when metaroce-hdl was compiled; run \
                     scripts/install-hdl-tools and rebuild"
                .to_owned(),
        };
        writeln!(table, "        not_built: {not_built:?},").expect("string");
        if built.contains(top) {
            writeln!(
                table,
                "        functions: Some(ModelFunctions {{\n            \
                 new: metaroce_{top}_new,\n            \
                 delete: metaroce_{top}_delete,\n            \
                 eval: metaroce_{top}_eval,\n            \
                 set: metaroce_{top}_set,\n            \
                 get: metaroce_{top}_get,\n        }}),"
            )
            .expect("string");
        } else {
            table.push_str("        functions: Option::<ModelFunctions>::None,\n");
        }
        table.push_str("    },\n");
    }
    table.push_str("];\n");
    fs::write(out.join("verilator_models.rs"), table).expect("write model table");
}
