//! The placement block in the Rust-HDL simulator, behind a test DMA engine that executes
//! its write descriptors by reading the DMA RAM: payloads land in host memory byte for byte
//! as the reference places them, refused frames write nothing, a full ring drops (and
//! counts) instead of stalling, a reset empties the block, and a WRITE exchange between two
//! `metaroce` endpoints leaves host memory exactly as the receiving endpoint's region.

mod common;

use common::place_lockstep::{
    DmaBehaviour, HOST_WINDOW, PlaceInputs, PlaceOutputs, PlacementPorts,
    assert_partial_beat_before_the_last_drops_its_frame, assert_reset_clears_counters_and_queues,
    data_flags, endpoint_exchange, placed_burst, random_jobs, reference_host, run_placement,
    rust_hdl_dma_outputs, undecided_burst,
};
use metaroce_hdl::cycle::Clocked;
use metaroce_hdl::place::PlacementUnit;
use metaroce_hdl::place::encoding::{
    DESCRIPTOR_LATENCY, RAM_READ_LATENCY, RAM_SEG_COUNT, TAG_COUNT,
};
use rust_hdl::prelude::{Bits, ToBits, bit_cast};

struct SimulatedPlacement(Clocked<PlacementUnit>);

fn bits_of(bytes: &[u8; 64]) -> Bits<512> {
    let mut bits: Bits<512> = 0.into();
    for (i, &byte) in bytes.iter().enumerate() {
        bits = bits | (bit_cast::<512, 8>(byte.to_bits()) << (8 * i as u64));
    }
    bits
}

fn bits2(values: [bool; 2]) -> Bits<2> {
    (u64::from(values[0]) | u64::from(values[1]) << 1).to_bits()
}

impl PlacementPorts for SimulatedPlacement {
    fn drive(&mut self, i: &PlaceInputs) {
        let p = &mut self.0.circuit;
        p.rst.next = false;
        p.s_axis_frame_tvalid.next = i.beat.is_some();
        if let Some(beat) = &i.beat {
            p.s_axis_frame_tdata.next = bits_of(&beat.data);
            p.s_axis_frame_tkeep.next = beat.keep.to_bits();
            p.s_axis_frame_tlast.next = beat.last;
        }
        p.s_decision_valid.next = i.decision.is_some();
        if let Some(d) = i.decision {
            p.s_decision_place.next = d.place;
            p.s_decision_addr.next = d.addr.to_bits();
            p.s_decision_len.next = d.len.to_bits();
            p.s_decision_offset.next = d.offset.to_bits();
        }
        p.m_axis_data_dma_write_desc_ready.next = i.desc_ready;
        p.s_axis_data_dma_write_desc_status_valid.next = i.status.is_some();
        if let Some((tag, error)) = i.status {
            p.s_axis_data_dma_write_desc_status_tag.next = tag.to_bits();
            p.s_axis_data_dma_write_desc_status_error.next = error.to_bits();
        }
        let lines = i.rd_cmd.map(|l| u64::from(l.unwrap_or(0)));
        p.data_dma_ram_rd_cmd_addr.next = (lines[0] | lines[1] << 11).to_bits();
        p.data_dma_ram_rd_cmd_valid.next = bits2(i.rd_cmd.map(|l| l.is_some()));
        p.data_dma_ram_rd_cmd_sel.next = 0.into();
        p.data_dma_ram_rd_resp_ready.next = bits2(i.rd_resp_ready);
        p.data_dma_ram_wr_cmd_valid.next = i.wr_cmd_valid.to_bits();
        p.data_dma_ram_wr_cmd_sel.next = 0.into();
        p.data_dma_ram_wr_cmd_be.next = 0.into();
        p.data_dma_ram_wr_cmd_addr.next = 0.into();
        p.data_dma_ram_wr_cmd_data.next = 0.into();
    }

    fn outputs(&mut self) -> PlaceOutputs {
        self.0.settle();
        let p = &self.0.circuit;
        let (dma, stats) = rust_hdl_dma_outputs!(p);
        PlaceOutputs {
            frame_tready: p.s_axis_frame_tready.val(),
            capture: p.m_capture_valid.val().then(|| p.m_capture_stored.val()),
            desc: dma.desc,
            rd_cmd_ready: dma.rd_cmd_ready,
            rd_resp: dma.rd_resp,
            wr_cmd_ready: p.data_dma_ram_wr_cmd_ready.val().to_u8(),
            wr_done: p.data_dma_ram_wr_done.val().to_u8(),
            stats,
        }
    }

    fn tick(&mut self) {
        self.0.tick();
    }

    fn reset(&mut self) {
        self.drive(&PlaceInputs::default());
        self.0.circuit.rst.next = true;
        self.0.tick();
        self.0.circuit.rst.next = false;
    }
}

fn simulated() -> SimulatedPlacement {
    assert_eq!(RAM_SEG_COUNT, 2);
    SimulatedPlacement(
        Clocked::new(PlacementUnit::default(), "metaroce_placement", |p| {
            &mut p.clk
        })
        .expect("the placement block passes Rust-HDL's checks"),
    )
}

#[test]
fn placed_payloads_land_byte_for_byte_and_refused_frames_write_nothing() {
    let jobs = random_jobs(0x91ace, 1500, 0.7);
    let mut dma = DmaBehaviour::jittery();
    dma.error = 0.03;
    let report = run_placement(&mut simulated(), &jobs, &dma, 0x91ace, HOST_WINDOW);
    println!(
        "{} frames, {} stored, {} decided place, {} written, {} failed, {} dropped, {} \
         descriptor waits, {} beats in {} clocks",
        report.frames,
        report.stored,
        report.decided_place,
        report.written,
        report.failed,
        report.dropped,
        report.desc_waits,
        report.beats,
        report.cycles
    );
    let mut expected = reference_host(&jobs, &report.stored_flags);
    // A failed write leaves its bytes unwritten: take them out of the reference.
    if report.failed > 0 {
        expected.retain(|addr, _| report.host.contains_key(addr));
    }
    assert_eq!(report.host.len(), expected.len(), "bytes written");
    assert!(
        report.host == expected,
        "host memory differs from the reference"
    );
    assert!(report.written >= 300 && report.decided_place > report.written);
    assert!(report.desc_waits > 0 && report.failed > 0);
}

#[test]
fn an_eager_dma_engine_never_loses_a_frame_even_at_line_rate() {
    // Minimum-size frames and long ones, back to back, decisions as late as allowed.
    let mut jobs = random_jobs(0xfa57, 1500, 0.9);
    jobs.splice(100..100, undecided_burst(0xc105e, 100));
    for job in &mut jobs {
        job.gap = 0;
    }
    let report = run_placement(
        &mut simulated(),
        &jobs,
        &DmaBehaviour::eager(),
        7,
        HOST_WINDOW,
    );
    assert_eq!(
        report.stored_flags,
        data_flags(&jobs),
        "every DATA frame stored"
    );
    assert_eq!(report.dropped, 0);
    assert!(report.host == reference_host(&jobs, &report.stored_flags));
    assert_eq!(report.min_desc_latency, Some(DESCRIPTOR_LATENCY));
    assert_eq!(report.min_read_latency, Some(RAM_READ_LATENCY));
}

#[test]
fn a_stalled_dma_engine_drops_and_counts_at_exactly_the_rings_capacity() {
    // After a drained warm-up: a burst of small placed frames while the engine takes no
    // descriptor fills the 64 tags (the 65th frame on is dropped), then a burst of large
    // ones fills the 2048 lines (33 lines a frame: 62 fit), then traffic flows again.
    let mut jobs = random_jobs(0x57a11, 40, 0.7);
    let tags_at = jobs.len();
    let mut burst = placed_burst(1, TAG_COUNT + 6, 30, 0x4100_0000);
    burst[0].gap = 2000;
    jobs.extend(burst);
    let lines_at = jobs.len();
    let mut burst = placed_burst(2, 66, 2000, 0x4200_0000);
    burst[0].gap = 5000;
    jobs.extend(burst);
    let after_at = jobs.len();
    let mut after = random_jobs(0xaf7e5, 30, 0.7);
    after[0].gap = 8000;
    jobs.extend(after);

    // Stall the engine from the first burst's first beat to well after its last decision,
    // and likewise for the second burst.
    let start_of = |index: usize| -> u64 {
        jobs[..=index]
            .iter()
            .map(|j| (j.gap + j.bytes.len().div_ceil(64)) as u64)
            .sum::<u64>()
            - jobs[index].bytes.len().div_ceil(64) as u64
    };
    let mut dma = DmaBehaviour::jittery();
    dma.stalls = vec![
        start_of(tags_at)..start_of(tags_at) + 1500,
        start_of(lines_at)..start_of(lines_at) + 2900,
    ];
    let report = run_placement(&mut simulated(), &jobs, &dma, 3, HOST_WINDOW);
    let flags = &report.stored_flags;
    let data = data_flags(&jobs);
    assert_eq!(flags[..tags_at], data[..tags_at], "warm-up: DATA stored");
    let tags: Vec<bool> = flags[tags_at..lines_at].to_vec();
    assert_eq!(tags.iter().filter(|&&s| s).count(), TAG_COUNT, "{tags:?}");
    assert!(tags[..TAG_COUNT].iter().all(|&s| s));
    let lines: Vec<bool> = flags[lines_at..after_at].to_vec();
    assert_eq!(lines.iter().filter(|&&s| s).count(), 62, "{lines:?}");
    assert!(lines[..62].iter().all(|&s| s));
    assert_eq!(flags[after_at..], data[after_at..], "traffic flows again");
    assert_eq!(report.stats.dropped_full, 6 + 4);
    assert!(report.host == reference_host(&jobs, flags));
}

#[test]
fn host_memory_matches_the_region_a_metaroce_endpoint_wrote() {
    let run = endpoint_exchange(0xe4d, 60);
    assert!(run.placed >= 150 && run.not_placed >= 10);
    run.assert_block_writes_what_the_endpoint_wrote(&mut simulated(), 11);
    assert!(run.memory.iter().filter(|&&b| b != 0).count() > 10_000);
}

#[test]
fn a_reset_between_runs_clears_the_counters_and_every_queue() {
    assert_reset_clears_counters_and_queues(&mut simulated(), 0x1e5e7, 300);
}

#[test]
fn a_partial_beat_before_the_last_leaves_its_frame_unstored() {
    assert_partial_beat_before_the_last_drops_its_frame(&mut simulated());
}
