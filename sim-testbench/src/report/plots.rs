//! SVG plots of a run (plotters, SVG backend only, so no font or image libraries are needed):
//! the FCT CDF of each transport, the traced flow's per-path window (or rate) and goodput over
//! time, and the occupancy of the hottest queue.

use std::path::Path;

use plotters::prelude::*;

use crate::error::SimError;
use crate::timeseries::{FlowTrace, QueueSeries};

fn plot_error(path: &Path, error: impl std::fmt::Display) -> SimError {
    SimError::Plot {
        path: path.to_path_buf(),
        reason: error.to_string(),
    }
}

fn axis_max(values: impl Iterator<Item = f64>) -> f64 {
    let max = values.fold(0.0f64, f64::max);
    if max > 0.0 { max * 1.05 } else { 1.0 }
}

/// Cumulative distribution of flow completion times, one line per transport.
pub fn fct_cdf(path: &Path, runs: &[(String, Vec<f64>)]) -> Result<(), SimError> {
    let root = SVGBackend::new(path, (960, 600)).into_drawing_area();
    root.fill(&WHITE).map_err(|e| plot_error(path, e))?;
    let x_max = axis_max(runs.iter().flat_map(|(_, fcts)| fcts.iter().copied()));
    let mut chart = ChartBuilder::on(&root)
        .caption("Flow completion time CDF", ("sans-serif", 22))
        .margin(15)
        .x_label_area_size(45)
        .y_label_area_size(60)
        .build_cartesian_2d(0.0..x_max, 0.0..1.0)
        .map_err(|e| plot_error(path, e))?;
    chart
        .configure_mesh()
        .x_desc("FCT (us)")
        .y_desc("fraction of flows")
        .draw()
        .map_err(|e| plot_error(path, e))?;
    for (i, (label, fcts)) in runs.iter().enumerate() {
        let mut sorted = fcts.clone();
        sorted.sort_by(f64::total_cmp);
        let n = sorted.len().max(1) as f64;
        let points: Vec<(f64, f64)> = std::iter::once((0.0, 0.0))
            .chain(
                sorted
                    .iter()
                    .enumerate()
                    .flat_map(|(k, &x)| [(x, k as f64 / n), (x, (k + 1) as f64 / n)]),
            )
            .collect();
        let color = Palette99::pick(i).to_rgba();
        chart
            .draw_series(LineSeries::new(points, color.stroke_width(2)))
            .map_err(|e| plot_error(path, e))?
            .label(label.clone())
            .legend(move |(x, y)| PathElement::new(vec![(x, y), (x + 20, y)], color));
    }
    chart
        .configure_series_labels()
        .position(SeriesLabelPosition::LowerRight)
        .background_style(WHITE.mix(0.8))
        .border_style(BLACK)
        .draw()
        .map_err(|e| plot_error(path, e))?;
    root.present().map_err(|e| plot_error(path, e))
}

/// The traced flow: per-path window (or rate) on top, per-path goodput below.
pub fn flow_paths(path: &Path, transport: &str, trace: &FlowTrace) -> Result<(), SimError> {
    let root = SVGBackend::new(path, (960, 800)).into_drawing_area();
    root.fill(&WHITE).map_err(|e| plot_error(path, e))?;
    let (upper, lower) = root.split_vertically(400);
    let points = || trace.paths.iter().flat_map(|p| p.points.iter());
    let t_max = axis_max(points().map(|p| p.time_us));
    let uses_window = points().any(|p| p.window_bytes.is_some());
    let state = |p: &crate::timeseries::PathPoint| {
        if uses_window {
            p.window_bytes.map(|w| w as f64 / 1e3)
        } else {
            p.rate_gbps
        }
    };
    let (state_label, state_desc) = if uses_window {
        ("congestion window", "window (KB)")
    } else {
        ("sending rate", "rate (Gb/s)")
    };
    let title = format!(
        "{transport}: flow {} (host {} -> {}), {state_label} per path",
        trace.flow.0, trace.src.0, trace.dst.0
    );
    let y_max = axis_max(points().filter_map(state));
    let mut chart = ChartBuilder::on(&upper)
        .caption(title, ("sans-serif", 20))
        .margin(15)
        .x_label_area_size(40)
        .y_label_area_size(60)
        .build_cartesian_2d(0.0..t_max, 0.0..y_max)
        .map_err(|e| plot_error(path, e))?;
    chart
        .configure_mesh()
        .x_desc("time (us)")
        .y_desc(state_desc)
        .draw()
        .map_err(|e| plot_error(path, e))?;
    for (i, path_trace) in trace.paths.iter().enumerate() {
        let color = Palette99::pick(i).to_rgba();
        let series = path_trace
            .points
            .iter()
            .filter_map(|p| state(p).map(|v| (p.time_us, v)));
        chart
            .draw_series(LineSeries::new(series, color))
            .map_err(|e| plot_error(path, e))?
            .label(format!("path {}", path_trace.path))
            .legend(move |(x, y)| PathElement::new(vec![(x, y), (x + 20, y)], color));
    }
    chart
        .configure_series_labels()
        .background_style(WHITE.mix(0.8))
        .border_style(BLACK)
        .draw()
        .map_err(|e| plot_error(path, e))?;

    let g_max = axis_max(points().map(|p| p.goodput_gbps));
    let mut chart = ChartBuilder::on(&lower)
        .caption("goodput per path", ("sans-serif", 20))
        .margin(15)
        .x_label_area_size(40)
        .y_label_area_size(60)
        .build_cartesian_2d(0.0..t_max, 0.0..g_max)
        .map_err(|e| plot_error(path, e))?;
    chart
        .configure_mesh()
        .x_desc("time (us)")
        .y_desc("goodput (Gb/s)")
        .draw()
        .map_err(|e| plot_error(path, e))?;
    for (i, path_trace) in trace.paths.iter().enumerate() {
        let color = Palette99::pick(i).to_rgba();
        let series = path_trace
            .points
            .iter()
            .map(|p| (p.time_us, p.goodput_gbps));
        chart
            .draw_series(LineSeries::new(series, color))
            .map_err(|e| plot_error(path, e))?;
    }
    root.present().map_err(|e| plot_error(path, e))
}

/// Occupancy of the hottest queue over time.
pub fn queue_occupancy(path: &Path, transport: &str, queue: &QueueSeries) -> Result<(), SimError> {
    let root = SVGBackend::new(path, (960, 500)).into_drawing_area();
    root.fill(&WHITE).map_err(|e| plot_error(path, e))?;
    let t_max = axis_max(queue.points.iter().map(|p| p.0));
    let y_max = axis_max(queue.points.iter().map(|p| p.1 as f64 / 1e3));
    let mut chart = ChartBuilder::on(&root)
        .caption(
            format!(
                "{transport}: hottest queue {} (peak {:.1} KB)",
                queue.port,
                queue.peak_bytes as f64 / 1e3
            ),
            ("sans-serif", 20),
        )
        .margin(15)
        .x_label_area_size(40)
        .y_label_area_size(60)
        .build_cartesian_2d(0.0..t_max, 0.0..y_max)
        .map_err(|e| plot_error(path, e))?;
    chart
        .configure_mesh()
        .x_desc("time (us)")
        .y_desc("queued (KB, sampled)")
        .draw()
        .map_err(|e| plot_error(path, e))?;
    chart
        .draw_series(LineSeries::new(
            queue
                .points
                .iter()
                .map(|&(t, bytes)| (t, bytes as f64 / 1e3)),
            BLUE,
        ))
        .map_err(|e| plot_error(path, e))?;
    root.present().map_err(|e| plot_error(path, e))
}
