//! The `metaroce-sim` command line: run a scenario with its configured transport (`run`), with
//! every transport (`compare`), or, with no arguments, the embedded default scenario with
//! MetaRoCE and RoCEv2 side by side. Prints a table; writes JSON and SVG plots on request.

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::{AtomicUsize, Ordering};

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
    Compare(CompareArgs),
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

#[derive(Debug, Args)]
struct CompareArgs {
    #[command(flatten)]
    run: RunArgs,
    /// The variants to run, comma-separated (default: all of them: metaroce,
    /// metaroce-1path, metaroce-no-hints, rocev2, rocev2-pfc).
    #[arg(long, value_delimiter = ',', value_parser = parse_variant)]
    variants: Vec<TransportVariant>,
    /// Run up to this many variants at once, one per thread (each run is single-threaded
    /// and independent, so the reports do not change; memory adds up).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=256))]
    jobs: u32,
}

fn parse_variant(name: &str) -> Result<TransportVariant, String> {
    TransportVariant::all()
        .into_iter()
        .find(|v| v.label() == name)
        .ok_or_else(|| {
            let names: Vec<&str> = TransportVariant::all().iter().map(|v| v.label()).collect();
            format!(
                "unknown variant `{name}`; expected one of {}",
                names.join(", ")
            )
        })
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
            execute(&scenario, &variants, None, None, false, 1)
        }),
        Some(Command::Run(args)) => load(&args).and_then(|scenario| {
            let variant = TransportVariant::configured(&scenario);
            execute(
                &scenario,
                &[variant],
                args.json.as_deref(),
                args.out.as_deref(),
                true,
                1,
            )
        }),
        Some(Command::Compare(args)) => load(&args.run).and_then(|scenario| {
            let variants = if args.variants.is_empty() {
                TransportVariant::all()
            } else {
                args.variants.clone()
            };
            execute(
                &scenario,
                &variants,
                args.run.json.as_deref(),
                args.run.out.as_deref(),
                false,
                args.jobs as usize,
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
    jobs: usize,
) -> Result<(), SimError> {
    println!("scenario: {} (seed {})", scenario.name, scenario.seed);
    let outputs = if jobs > 1 {
        run_in_parallel(scenario, variants, out.is_some(), jobs)?
    } else {
        variants
            .iter()
            .map(|&variant| run_with_progress(scenario, variant, out.is_some()))
            .collect::<Result<Vec<_>, _>>()?
    };
    if let Some(first) = outputs.first() {
        println!("network:  {}", first.report.topology);
        for fault in &first.report.faults {
            println!("fault:    {fault}");
        }
        println!();
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

/// Runs the variants on up to `jobs` threads; the outputs come back in variant order.
fn run_in_parallel(
    scenario: &Scenario,
    variants: &[TransportVariant],
    record_series: bool,
    jobs: usize,
) -> Result<Vec<RunOutput>, SimError> {
    let next = AtomicUsize::new(0);
    let mut done: Vec<(usize, Result<RunOutput, SimError>)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..jobs.min(variants.len()))
            .map(|_| {
                scope.spawn(|| {
                    let mut mine = Vec::new();
                    loop {
                        let index = next.fetch_add(1, Ordering::Relaxed);
                        let Some(&variant) = variants.get(index) else {
                            break mine;
                        };
                        eprintln!("running {}", variant.label());
                        mine.push((
                            index,
                            runner::run(scenario, variant, record_series, &mut |_| {}),
                        ));
                    }
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|worker| {
                worker
                    .join()
                    .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
            })
            .collect()
    });
    done.sort_by_key(|(index, _)| *index);
    done.into_iter().map(|(_, output)| output).collect()
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
