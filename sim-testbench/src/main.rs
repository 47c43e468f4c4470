//! The `metaroce-sim` command line: run a scenario with its configured transport (`run`), with
//! every transport (`compare`), or, with no arguments, the embedded default scenario with
//! MetaRoCE and RoCEv2 side by side. Prints a table; writes JSON and SVG plots on request.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Args, Parser, Subcommand};
use indicatif::{ProgressBar, ProgressStyle};
use serde::Serialize;

use metaroce_sim::SimError;
use metaroce_sim::report::{RunReport, plots, table};
use metaroce_sim::runner::{self, RunOutput, TransportVariant};
use metaroce_sim::scenario::Scenario;
use metaroce_sim::simulation::Progress;

#[derive(Debug, Parser)]
#[command(
    name = "metaroce-sim",
    version,
    about = "Deterministic network simulator: MetaRoCE against RoCEv2 on lossy multipath fabrics",
    long_about = "Deterministic network simulator: MetaRoCE against RoCEv2 on lossy multipath \
                  fabrics.\n\nWith no command, runs the embedded default scenario (128-host fat \
                  tree, permutation of 2 MiB messages, 0.1% loss, one core link cut mid-run) \
                  with MetaRoCE and RoCEv2 and prints a table."
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Run a scenario with the transport its [transport] table names.
    Run(RunArgs),
    /// Run a scenario with every transport variant (same network, faults and flows).
    Compare(RunArgs),
}

#[derive(Debug, Args)]
struct RunArgs {
    /// Scenario file (TOML); see sim-testbench/scenarios/.
    scenario: PathBuf,
    /// Override the scenario's seed.
    #[arg(long)]
    seed: Option<u64>,
    /// Write the JSON report here.
    #[arg(long)]
    json: Option<PathBuf>,
    /// Write the JSON report, time series and SVG plots into this directory.
    #[arg(long)]
    out: Option<PathBuf>,
}

/// The JSON written when several transports ran.
#[derive(Serialize)]
struct Comparison<'a> {
    scenario: &'a str,
    seed: u64,
    runs: Vec<&'a RunReport>,
}

fn main() -> ExitCode {
    env_logger::Builder::from_env(env_logger::Env::default().default_filter_or("warn")).init();
    let cli = Cli::parse();
    let result = match cli.command {
        None => Scenario::default_scenario().and_then(|scenario| {
            let variants = [
                TransportVariant::Metaroce,
                TransportVariant::Rocev2 { pfc: false },
            ];
            execute(&scenario, &variants, None, None, false)
        }),
        Some(Command::Run(args)) => load(&args).and_then(|scenario| {
            let variant = TransportVariant::configured(&scenario);
            execute(
                &scenario,
                &[variant],
                args.json.as_deref(),
                args.out.as_deref(),
                true,
            )
        }),
        Some(Command::Compare(args)) => load(&args).and_then(|scenario| {
            let variants = TransportVariant::all();
            execute(
                &scenario,
                &variants,
                args.json.as_deref(),
                args.out.as_deref(),
                false,
            )
        }),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("error: {error}");
            let mut source = std::error::Error::source(&error);
            while let Some(cause) = source {
                eprintln!("  caused by: {cause}");
                source = cause.source();
            }
            ExitCode::FAILURE
        }
    }
}

fn load(args: &RunArgs) -> Result<Scenario, SimError> {
    let mut scenario = Scenario::from_file(&args.scenario)?;
    if let Some(seed) = args.seed {
        scenario.seed = seed;
    }
    Ok(scenario)
}

fn execute(
    scenario: &Scenario,
    variants: &[TransportVariant],
    json: Option<&Path>,
    out: Option<&Path>,
    single_report: bool,
) -> Result<(), SimError> {
    println!("scenario: {} (seed {})", scenario.name, scenario.seed);
    let mut outputs = Vec::new();
    for &variant in variants {
        let output = run_with_progress(scenario, variant, out.is_some())?;
        if outputs.is_empty() {
            println!("network:  {}", output.report.topology);
            for fault in &output.report.faults {
                println!("fault:    {fault}");
            }
            println!();
        }
        outputs.push(output);
    }
    let reports: Vec<&RunReport> = outputs.iter().map(|o| &o.report).collect();
    print!("{}", table::render(&reports));
    let json_text = if single_report {
        serde_json::to_string_pretty(reports[0])?
    } else {
        serde_json::to_string_pretty(&Comparison {
            scenario: &scenario.name,
            seed: scenario.seed,
            runs: reports,
        })?
    };
    if let Some(path) = json {
        write_file(path, json_text.as_bytes())?;
        println!("\nJSON report: {}", path.display());
    }
    if let Some(dir) = out {
        write_outputs(dir, &outputs, &json_text)?;
        println!("\nplots and JSON: {}", dir.display());
    }
    Ok(())
}

fn run_with_progress(
    scenario: &Scenario,
    variant: TransportVariant,
    record_series: bool,
) -> Result<RunOutput, SimError> {
    let bar = ProgressBar::new(0);
    bar.set_style(
        ProgressStyle::with_template("{prefix:>18} [{bar:30}] {pos}/{len} flows  {msg}")
            .unwrap_or_else(|_| ProgressStyle::default_bar())
            .progress_chars("=> "),
    );
    bar.set_prefix(variant.label());
    let mut update = |p: &Progress| {
        bar.set_length(p.flows_total as u64);
        bar.set_position(p.flows_received as u64);
        bar.set_message(format!(
            "sim {:.0} us, {:.1}M events",
            p.now.as_us_f64(),
            p.events as f64 / 1e6
        ));
    };
    let output = runner::run(scenario, variant, record_series, &mut update);
    bar.finish_and_clear();
    output
}

fn write_file(path: &Path, bytes: &[u8]) -> Result<(), SimError> {
    std::fs::write(path, bytes).map_err(|source| SimError::WriteOutput {
        path: path.to_path_buf(),
        source,
    })
}

fn write_outputs(dir: &Path, outputs: &[RunOutput], json_text: &str) -> Result<(), SimError> {
    std::fs::create_dir_all(dir).map_err(|source| SimError::WriteOutput {
        path: dir.to_path_buf(),
        source,
    })?;
    write_file(&dir.join("report.json"), json_text.as_bytes())?;
    let cdf: Vec<(String, Vec<f64>)> = outputs
        .iter()
        .map(|o| (o.report.transport.clone(), o.report.fcts_us()))
        .collect();
    plots::fct_cdf(&dir.join("fct_cdf.svg"), &cdf)?;
    for output in outputs {
        let label = &output.report.transport;
        let Some(series) = &output.series else {
            continue;
        };
        write_file(
            &dir.join(format!("{label}_series.json")),
            serde_json::to_string(series)?.as_bytes(),
        )?;
        plots::flow_paths(
            &dir.join(format!("{label}_paths.svg")),
            label,
            &series.trace,
        )?;
        if let Some(queue) = &series.hottest_queue {
            plots::queue_occupancy(
                &dir.join(format!("{label}_hottest_queue.svg")),
                label,
                queue,
            )?;
        }
    }
    Ok(())
}
