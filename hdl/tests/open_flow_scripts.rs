//! The open flow's Python scripts (`bitstreams/open-flow`): the timing table's merge and
//! the glue-path estimate, whose unit tests (`test_open_flow.py`) run here so that the
//! README's test command runs them. They need `python3` (`scripts/setup` installs it): a
//! missing interpreter fails this test.

use std::path::Path;
use std::process::Command;

#[test]
fn open_flow_scripts_pass_their_unit_tests() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../bitstreams/open-flow");
    let output = Command::new("python3")
        .args([
            "-B",
            "-m",
            "unittest",
            "discover",
            "-v",
            "-p",
            "test_*.py",
            "-s",
        ])
        .arg(&dir)
        .output()
        .unwrap_or_else(|e| panic!("python3 runs the open flow's script tests: {e}"));
    let report = String::from_utf8_lossy(&output.stderr);
    println!("{report}");
    assert!(
        output.status.success(),
        "the open flow's script tests failed:\n{report}"
    );
    assert!(
        report.contains("Ran ") && !report.contains("Ran 0 tests"),
        "no script test ran:\n{report}"
    );
}
