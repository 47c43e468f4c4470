//! The emitted Verilog of the placement block, compiled by Verilator, behind the same test
//! DMA engine as the simulation: long random frame streams land in host memory byte for
//! byte as the reference places them, a full ring drops and counts, a reset empties the
//! block, and a WRITE exchange between two `metaroce` endpoints leaves host memory exactly
//! as the receiver's region.

mod common;

use common::place_lockstep::{
    DescOut, DmaBehaviour, HOST_WINDOW, PlaceInputs, PlaceOutputs, PlaceStats, PlacementPorts,
    assert_partial_beat_before_the_last_drops_its_frame, assert_reset_clears_counters_and_queues,
    data_flags, endpoint_exchange, placed_burst, random_jobs, reference_host, run_placement,
    undecided_burst,
};
use metaroce_hdl::cosim::{Port, VerilatedModel};
use metaroce_hdl::place::encoding::{
    DESCRIPTOR_LATENCY, RAM_READ_LATENCY, RAM_SEG_BE_WIDTH, RAM_SEG_COUNT, TAG_COUNT,
};

/// The model and its ports, looked up once.
struct VerilatedPlacement {
    model: VerilatedModel,
    clk: Port,
    frame: [Port; 4],
    decision: [Port; 5],
    desc_ready: Port,
    status: [Port; 3],
    rd_cmd: [Port; 3],
    rd_resp_ready: Port,
    wr_cmd: [Port; 5],
    frame_tready: Port,
    capture: [Port; 2],
    desc: [Port; 8],
    rd_cmd_ready: Port,
    rd_resp: [Port; 2],
    wr_out: [Port; 2],
    stats: [Port; 4],
}

fn verilated() -> VerilatedPlacement {
    let mut model = VerilatedModel::new("metaroce_placement").unwrap_or_else(|e| panic!("{e}"));
    let port = |m: &VerilatedModel, name: &str| m.port(name).unwrap_or_else(|e| panic!("{e}"));
    let rst = port(&model, "rst");
    model.set_bool(rst, false);
    let ports = |m: &VerilatedModel, names: &[&str]| -> Vec<Port> {
        names.iter().map(|n| port(m, n)).collect()
    };
    VerilatedPlacement {
        clk: port(&model, "clk"),
        frame: ports(
            &model,
            &[
                "s_axis_frame_tdata",
                "s_axis_frame_tkeep",
                "s_axis_frame_tvalid",
                "s_axis_frame_tlast",
            ],
        )
        .try_into()
        .expect("4"),
        decision: ports(
            &model,
            &[
                "s_decision_valid",
                "s_decision_place",
                "s_decision_addr",
                "s_decision_len",
                "s_decision_offset",
            ],
        )
        .try_into()
        .expect("5"),
        desc_ready: port(&model, "m_axis_data_dma_write_desc_ready"),
        status: ports(
            &model,
            &[
                "s_axis_data_dma_write_desc_status_valid",
                "s_axis_data_dma_write_desc_status_tag",
                "s_axis_data_dma_write_desc_status_error",
            ],
        )
        .try_into()
        .expect("3"),
        rd_cmd: ports(
            &model,
            &[
                "data_dma_ram_rd_cmd_sel",
                "data_dma_ram_rd_cmd_addr",
                "data_dma_ram_rd_cmd_valid",
            ],
        )
        .try_into()
        .expect("3"),
        rd_resp_ready: port(&model, "data_dma_ram_rd_resp_ready"),
        wr_cmd: ports(
            &model,
            &[
                "data_dma_ram_wr_cmd_sel",
                "data_dma_ram_wr_cmd_be",
                "data_dma_ram_wr_cmd_addr",
                "data_dma_ram_wr_cmd_data",
                "data_dma_ram_wr_cmd_valid",
            ],
        )
        .try_into()
        .expect("5"),
        frame_tready: port(&model, "s_axis_frame_tready"),
        capture: ports(&model, &["m_capture_valid", "m_capture_stored"])
            .try_into()
            .expect("2"),
        desc: ports(
            &model,
            &[
                "m_axis_data_dma_write_desc_valid",
                "m_axis_data_dma_write_desc_dma_addr",
                "m_axis_data_dma_write_desc_ram_sel",
                "m_axis_data_dma_write_desc_ram_addr",
                "m_axis_data_dma_write_desc_imm",
                "m_axis_data_dma_write_desc_imm_en",
                "m_axis_data_dma_write_desc_len",
                "m_axis_data_dma_write_desc_tag",
            ],
        )
        .try_into()
        .expect("8"),
        rd_cmd_ready: port(&model, "data_dma_ram_rd_cmd_ready"),
        rd_resp: ports(
            &model,
            &["data_dma_ram_rd_resp_valid", "data_dma_ram_rd_resp_data"],
        )
        .try_into()
        .expect("2"),
        wr_out: ports(
            &model,
            &["data_dma_ram_wr_cmd_ready", "data_dma_ram_wr_done"],
        )
        .try_into()
        .expect("2"),
        stats: ports(
            &model,
            &[
                "m_stat_placed",
                "m_stat_dropped_full",
                "m_stat_dma_error",
                "m_stat_protocol_error",
            ],
        )
        .try_into()
        .expect("4"),
        model,
    }
}

/// Bytes as little-endian 32-bit words.
fn words(bytes: &[u8]) -> Vec<u32> {
    bytes
        .chunks(4)
        .map(|c| c.iter().rev().fold(0, |acc, &b| acc << 8 | u32::from(b)))
        .collect()
}

impl PlacementPorts for VerilatedPlacement {
    fn drive(&mut self, i: &PlaceInputs) {
        let m = &mut self.model;
        let [tdata, tkeep, tvalid, tlast] = self.frame;
        m.set_bool(tvalid, i.beat.is_some());
        if let Some(beat) = &i.beat {
            m.set_words(tdata, &words(&beat.data));
            m.set_u64(tkeep, beat.keep);
            m.set_bool(tlast, beat.last);
        }
        let [d_valid, d_place, d_addr, d_len, d_offset] = self.decision;
        m.set_bool(d_valid, i.decision.is_some());
        if let Some(d) = i.decision {
            m.set_bool(d_place, d.place);
            m.set_u64(d_addr, d.addr);
            m.set_u64(d_len, u64::from(d.len));
            m.set_u64(d_offset, u64::from(d.offset));
        }
        m.set_bool(self.desc_ready, i.desc_ready);
        let [s_valid, s_tag, s_error] = self.status;
        m.set_bool(s_valid, i.status.is_some());
        if let Some((tag, error)) = i.status {
            m.set_u64(s_tag, u64::from(tag));
            m.set_u64(s_error, u64::from(error));
        }
        let [sel, addr, valid] = self.rd_cmd;
        let lines = i.rd_cmd.map(|l| u64::from(l.unwrap_or(0)));
        m.set_u64(sel, 0);
        m.set_u64(addr, lines[0] | lines[1] << 11);
        m.set_u64(
            valid,
            u64::from(i.rd_cmd[0].is_some()) | u64::from(i.rd_cmd[1].is_some()) << 1,
        );
        m.set_u64(
            self.rd_resp_ready,
            u64::from(i.rd_resp_ready[0]) | u64::from(i.rd_resp_ready[1]) << 1,
        );
        let [w_sel, w_be, w_addr, w_data, w_valid] = self.wr_cmd;
        m.set_u64(w_sel, 0);
        m.set_words(w_be, &[0, 0]);
        m.set_u64(w_addr, 0);
        m.set_words(w_data, &[0; 16]);
        m.set_u64(w_valid, u64::from(i.wr_cmd_valid));
    }

    fn outputs(&mut self) -> PlaceOutputs {
        self.model.eval();
        let m = &self.model;
        let [c_valid, c_stored] = self.capture;
        let [valid, dma_addr, ram_sel, ram_addr, imm, imm_en, len, tag] = self.desc;
        let cmd_ready = m.get_u64(self.rd_cmd_ready);
        let resp_valid = m.get_u64(self.rd_resp[0]);
        let data: Vec<u8> = m
            .get_words(self.rd_resp[1])
            .iter()
            .flat_map(|w| w.to_le_bytes())
            .collect();
        let [placed, dropped_full, dma_error, protocol_error] = self.stats.map(|p| m.get_u64(p));
        PlaceOutputs {
            frame_tready: m.get_bool(self.frame_tready),
            capture: m.get_bool(c_valid).then(|| m.get_bool(c_stored)),
            desc: m.get_bool(valid).then(|| DescOut {
                dma_addr: m.get_u64(dma_addr),
                ram_sel: m.get_u64(ram_sel),
                ram_addr: m.get_u64(ram_addr),
                imm: m.get_u64(imm),
                imm_en: m.get_bool(imm_en),
                len: m.get_u64(len),
                tag: m.get_u64(tag),
            }),
            rd_cmd_ready: std::array::from_fn(|s| cmd_ready >> s & 1 == 1),
            rd_resp: std::array::from_fn(|s| {
                (resp_valid >> s & 1 == 1)
                    .then(|| std::array::from_fn(|k| data[s * RAM_SEG_BE_WIDTH + k]))
            }),
            wr_cmd_ready: m.get_u64(self.wr_out[0]) as u8,
            wr_done: m.get_u64(self.wr_out[1]) as u8,
            stats: PlaceStats {
                placed,
                dropped_full,
                dma_error,
                protocol_error,
            },
        }
    }

    fn tick(&mut self) {
        self.model.tick(self.clk);
    }

    fn reset(&mut self) {
        self.drive(&PlaceInputs::default());
        let rst = self.model.port("rst").unwrap_or_else(|e| panic!("{e}"));
        self.model.set_bool(rst, true);
        self.model.tick(self.clk);
        self.model.set_bool(rst, false);
    }
}

#[test]
fn verilated_placement_lands_long_random_streams_byte_for_byte() {
    assert_eq!(RAM_SEG_COUNT, 2);
    let jobs = random_jobs(0xc091ace, 30_000, 0.7);
    // An engine slower than the wire: the ring fills now and then and frames are dropped.
    let mut dma = DmaBehaviour::jittery();
    dma.error = 0.01;
    dma.cmd_valid = 0.5;
    dma.resp_ready = 0.5;
    dma.max_in_flight = 2;
    let report = run_placement(&mut verilated(), &jobs, &dma, 0xc0, HOST_WINDOW);
    println!(
        "{} frames, {} stored, {} written, {} failed, {} dropped, {} beats in {} clocks",
        report.frames,
        report.stored,
        report.written,
        report.failed,
        report.dropped,
        report.beats,
        report.cycles
    );
    let mut expected = reference_host(&jobs, &report.stored_flags);
    expected.retain(|addr, _| report.host.contains_key(addr) || report.failed == 0);
    assert!(
        report.host == expected,
        "host memory differs from the reference"
    );
    assert!(report.written >= 5000 && report.dropped >= 500 && report.failed > 0);
}

#[test]
fn verilated_placement_never_loses_a_frame_behind_an_eager_engine() {
    let mut jobs = random_jobs(0xc0fa57, 30_000, 0.9);
    for at in [500, 10_000, 20_000] {
        jobs.splice(at..at, undecided_burst(at as u64, 200));
    }
    for job in &mut jobs {
        job.gap = 0;
    }
    let report = run_placement(
        &mut verilated(),
        &jobs,
        &DmaBehaviour::eager(),
        0xc1,
        HOST_WINDOW,
    );
    assert_eq!(
        report.stored_flags,
        data_flags(&jobs),
        "every DATA frame stored"
    );
    assert!(report.host == reference_host(&jobs, &report.stored_flags));
    assert_eq!(report.min_desc_latency, Some(DESCRIPTOR_LATENCY));
    assert_eq!(report.min_read_latency, Some(RAM_READ_LATENCY));
}

#[test]
fn verilated_placement_drops_at_exactly_the_rings_capacity() {
    let mut jobs = random_jobs(0xc057a11, 200, 0.7);
    let tags_at = jobs.len();
    let mut burst = placed_burst(5, TAG_COUNT + 9, 1, 0x4100_0000);
    burst[0].gap = 4000;
    jobs.extend(burst);
    let after_at = jobs.len();
    let mut after = random_jobs(0xc0af7e5, 200, 0.7);
    after[0].gap = 4000;
    jobs.extend(after);
    let start: u64 = jobs[..tags_at]
        .iter()
        .map(|j| (j.gap + j.bytes.len().div_ceil(64)) as u64)
        .sum::<u64>()
        + jobs[tags_at].gap as u64;
    let mut dma = DmaBehaviour::jittery();
    dma.stalls.push(start..start + 1000);
    let report = run_placement(&mut verilated(), &jobs, &dma, 0xc2, HOST_WINDOW);
    let flags = &report.stored_flags;
    let data = data_flags(&jobs);
    assert_eq!(flags[..tags_at], data[..tags_at]);
    assert!(flags[tags_at..tags_at + TAG_COUNT].iter().all(|&s| s));
    assert!(flags[tags_at + TAG_COUNT..after_at].iter().all(|&s| !s));
    assert_eq!(flags[after_at..], data[after_at..]);
    assert_eq!(report.stats.dropped_full, 9);
    assert!(report.host == reference_host(&jobs, flags));
}

#[test]
fn verilated_host_memory_matches_the_region_a_metaroce_endpoint_wrote() {
    let run = endpoint_exchange(0xc0e4d, 300);
    assert!(run.placed >= 1000 && run.not_placed >= 50);
    run.assert_block_writes_what_the_endpoint_wrote(&mut verilated(), 0xc3);
}

#[test]
fn verilated_reset_between_runs_clears_the_counters_and_every_queue() {
    assert_reset_clears_counters_and_queues(&mut verilated(), 0xc01e5e7, 3000);
}

#[test]
fn a_partial_beat_before_the_last_leaves_its_frame_unstored() {
    assert_partial_beat_before_the_last_drops_its_frame(&mut verilated());
}
