//! Picks the transport for a run, builds its endpoints, runs the simulation and turns it into
//! a report. `compare` runs every transport variant on the same scenario and seed: the
//! network, faults and flows are identical, only the endpoints (and, for `rocev2-pfc`, PFC in
//! the switches) differ.

use std::time::Instant;

use crate::endpoint::TransportEndpoint;
use crate::error::SimError;
use crate::ids::HostId;
use crate::metaroce_adapter::{MetaroceEndpoint, MetaroceSettings};
use crate::report::RunReport;
use crate::rocev2::{RoceEndpoint, RoceSettings};
use crate::scenario::{Scenario, TransportKind, WorkloadKind};
use crate::simulation::{Progress, Simulation};
use crate::timeseries::TimeSeries;

/// MetaRoCE keeps every posted message in simulated host memory (the core owns the bytes):
/// runs needing more than this are refused rather than exhausting the machine.
const METAROCE_MEMORY_LIMIT_BYTES: u64 = 8 << 30;

/// A transport and the configuration knobs `compare` varies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TransportVariant {
    /// MetaRoCE as the scenario's `[transport]` table configures it.
    Metaroce,
    /// Ablation: one path per connection on one source port (no multipathing: one ECMP
    /// route, as a RoCEv2 QP takes).
    MetaroceSinglePath,
    /// Ablation: receivers send no fair-share rate hints.
    MetaroceNoHints,
    /// The RoCEv2 baseline; `pfc` turns PFC on in every switch for this run.
    Rocev2 { pfc: bool },
}

impl TransportVariant {
    /// The transport the scenario's `[transport]` table names.
    pub fn configured(scenario: &Scenario) -> TransportVariant {
        match scenario.transport.kind {
            TransportKind::Metaroce => TransportVariant::Metaroce,
            TransportKind::Rocev2 => TransportVariant::Rocev2 {
                pfc: scenario.switch.pfc,
            },
        }
    }

    /// Every variant `compare` runs.
    pub fn all() -> Vec<TransportVariant> {
        vec![
            TransportVariant::Metaroce,
            TransportVariant::MetaroceSinglePath,
            TransportVariant::MetaroceNoHints,
            TransportVariant::Rocev2 { pfc: false },
            TransportVariant::Rocev2 { pfc: true },
        ]
    }

    /// The name used in reports, tables and file names.
    pub fn label(&self) -> &'static str {
        match self {
            TransportVariant::Metaroce => "metaroce",
            TransportVariant::MetaroceSinglePath => "metaroce-1path",
            TransportVariant::MetaroceNoHints => "metaroce-no-hints",
            TransportVariant::Rocev2 { pfc: false } => "rocev2",
            TransportVariant::Rocev2 { pfc: true } => "rocev2-pfc",
        }
    }

    /// The scenario as this variant runs it.
    pub fn apply(&self, scenario: &Scenario) -> Scenario {
        let mut scenario = scenario.clone();
        match *self {
            TransportVariant::Metaroce => scenario.transport.kind = TransportKind::Metaroce,
            TransportVariant::MetaroceSinglePath => {
                scenario.transport.kind = TransportKind::Metaroce;
                scenario.transport.paths = 1;
                scenario.transport.metaroce.entropies_per_path = Some(1);
            }
            TransportVariant::MetaroceNoHints => {
                scenario.transport.kind = TransportKind::Metaroce;
                scenario.transport.receiver_hints = false;
            }
            TransportVariant::Rocev2 { pfc } => {
                scenario.transport.kind = TransportKind::Rocev2;
                scenario.switch.pfc = pfc;
            }
        }
        scenario
    }
}

/// The result of one run.
#[derive(Debug)]
pub struct RunOutput {
    pub report: RunReport,
    /// Present when series were recorded.
    pub series: Option<TimeSeries>,
}

/// Runs `variant` on `scenario`. With `record_series`, time series for plots are kept.
pub fn run(
    scenario: &Scenario,
    variant: TransportVariant,
    record_series: bool,
    progress: &mut dyn FnMut(&Progress),
) -> Result<RunOutput, SimError> {
    let effective = variant.apply(scenario);
    effective.validate()?;
    let label = variant.label();
    match effective.transport.kind {
        TransportKind::Rocev2 => {
            let settings = RoceSettings::new(&effective);
            run_with(&effective, label, record_series, progress, |host| {
                Ok(RoceEndpoint::new(host, settings))
            })
        }
        TransportKind::Metaroce => {
            check_metaroce_memory(&effective)?;
            let t = &effective.transport;
            let settings = MetaroceSettings::new(&effective, t.paths, t.receiver_hints);
            run_with(&effective, label, record_series, progress, |host| {
                MetaroceEndpoint::new(host, settings.clone())
            })
        }
    }
}

/// Refuses MetaRoCE runs whose concurrently posted messages (a send buffer and a receive
/// buffer each) would not fit [`METAROCE_MEMORY_LIMIT_BYTES`].
fn check_metaroce_memory(scenario: &Scenario) -> Result<(), SimError> {
    let w = &scenario.workload;
    let hosts = scenario.topology.host_count();
    let concurrent_flows = match w.kind {
        WorkloadKind::Permutation | WorkloadKind::AllreduceRing => hosts,
        WorkloadKind::Incast => u64::from(w.incast_senders),
        WorkloadKind::AllToAll => hosts * (hosts - 1),
    };
    let message = match w.kind {
        WorkloadKind::AllreduceRing => w.message_bytes.div_ceil(hosts),
        _ => w.message_bytes,
    };
    let needed = concurrent_flows.saturating_mul(message).saturating_mul(2);
    if needed > METAROCE_MEMORY_LIMIT_BYTES {
        return Err(SimError::invalid(
            "workload.message_bytes",
            format!(
                "MetaRoCE keeps every in-flight message in simulated host memory: this workload \
                 needs {:.1} GiB, more than the {} GiB limit; use smaller messages",
                needed as f64 / f64::from(1u32 << 30),
                METAROCE_MEMORY_LIMIT_BYTES >> 30
            ),
        ));
    }
    Ok(())
}

fn run_with<E: TransportEndpoint>(
    scenario: &Scenario,
    label: &str,
    record_series: bool,
    progress: &mut dyn FnMut(&Progress),
    make_endpoint: impl FnMut(HostId) -> Result<E, SimError>,
) -> Result<RunOutput, SimError> {
    let mut sim = Simulation::new(scenario, record_series, make_endpoint)?;
    let started = Instant::now();
    sim.run(progress)?;
    let wall_seconds = started.elapsed().as_secs_f64();
    let report = RunReport::new(&scenario.name, scenario.seed, label, &sim, wall_seconds);
    let series = sim
        .take_recorder()
        .map(|recorder| recorder.finish(sim.network()));
    Ok(RunOutput { report, series })
}
