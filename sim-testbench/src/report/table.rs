//! The terminal table that puts transports side by side.

use super::RunReport;

fn micros(value: Option<f64>) -> String {
    value.map_or_else(|| "-".to_string(), |v| format!("{v:.1}"))
}

/// One row per run, one column per headline figure.
pub fn render(reports: &[&RunReport]) -> String {
    let header = [
        "transport",
        "flows done",
        "FCT mean us",
        "p50 us",
        "p99 us",
        "max us",
        "makespan us",
        "goodput Gb/s",
        "retx pkts",
        "spurious",
        "drops",
        "CE marks",
        "verified MB",
        "events/s",
    ];
    let rows: Vec<[String; 14]> = reports
        .iter()
        .map(|r| {
            let s = &r.summary;
            [
                r.transport.clone(),
                format!("{}/{}", s.flows_completed, s.flows_total),
                micros(s.fct_us_mean),
                micros(s.fct_us_p50),
                micros(s.fct_us_p99),
                micros(s.fct_us_max),
                format!("{:.1}", s.makespan_us),
                format!("{:.1}", s.goodput_gbps_total),
                s.retransmitted_packets.to_string(),
                s.spurious_retransmits.to_string(),
                s.dropped_packets.to_string(),
                s.ce_marked_packets.to_string(),
                format!("{:.1}", s.bytes_verified as f64 / 1e6),
                format!("{:.2}M", s.events_per_second / 1e6),
            ]
        })
        .collect();
    let mut widths: Vec<usize> = header.iter().map(|h| h.len()).collect();
    for row in &rows {
        for (width, cell) in widths.iter_mut().zip(row) {
            *width = (*width).max(cell.len());
        }
    }
    let line = |cells: &mut dyn Iterator<Item = &str>| {
        let parts: Vec<String> = cells
            .zip(&widths)
            .enumerate()
            .map(|(i, (cell, &width))| {
                if i == 0 {
                    format!("{cell:<width$}")
                } else {
                    format!("{cell:>width$}")
                }
            })
            .collect();
        parts.join("  ").trim_end().to_string()
    };
    let mut out = line(&mut header.iter().copied());
    out.push('\n');
    out.push_str(&"-".repeat(widths.iter().sum::<usize>() + 2 * (widths.len() - 1)));
    out.push('\n');
    for row in &rows {
        out.push_str(&line(&mut row.iter().map(String::as_str)));
        out.push('\n');
    }
    out
}
