//! The datapath's top level in the Rust-HDL simulator, in lock-step with a real
//! `metaroce::transport::Endpoint` programmed through AXI-Lite (see
//! `common/top_lockstep.rs`): host stream, ACK and NACK frames (in the endpoint's order),
//! host memory and counters all equal the endpoint's.

mod common;

use common::on_big_stack;
use common::parser_lockstep::Beat;
use common::place_lockstep::rust_hdl_dma_outputs;
use common::regs_lockstep::RegsOutputs;
use common::top_lockstep::{
    TopInputs, TopOutputs, TopPorts, Traffic, assert_line_rate,
    assert_probe_waits_out_a_window_switch, run, run_probe_under_flood,
};
use metaroce_hdl::cycle::Clocked;
use metaroce_hdl::top::RxDatapath;
use rust_hdl::prelude::{Bits, ToBits, bit_cast};

struct SimulatedTop(Clocked<RxDatapath>);

fn bits_of(bytes: &[u8; 64]) -> Bits<512> {
    let mut bits: Bits<512> = 0.into();
    for (i, &byte) in bytes.iter().enumerate() {
        bits = bits | (bit_cast::<512, 8>(byte.to_bits()) << (8 * i as u64));
    }
    bits
}

fn bytes_of(bits: Bits<512>) -> [u8; 64] {
    std::array::from_fn(|i| bits.get_bits::<8>(8 * i).to_u8())
}

fn bits2(values: [bool; 2]) -> Bits<2> {
    (u64::from(values[0]) | u64::from(values[1]) << 1).to_bits()
}

impl TopPorts for SimulatedTop {
    fn drive(&mut self, i: &TopInputs) {
        let t = &mut self.0.circuit;
        t.rst.next = i.rst;
        t.s_axis_rx_tvalid.next = i.rx.is_some();
        if let Some(beat) = &i.rx {
            t.s_axis_rx_tdata.next = bits_of(&beat.data);
            t.s_axis_rx_tkeep.next = beat.keep.to_bits();
            t.s_axis_rx_tlast.next = beat.last;
            t.s_axis_rx_tuser.next = beat.user;
        } else {
            t.s_axis_rx_tlast.next = false;
            t.s_axis_rx_tuser.next = false;
        }
        t.m_axis_tx_tready.next = i.tx_ready;
        let a = &i.axil;
        t.s_axil_awaddr.next = u64::from(a.awaddr).to_bits();
        t.s_axil_awprot.next = 0.into();
        t.s_axil_awvalid.next = a.awvalid;
        t.s_axil_wdata.next = u64::from(a.wdata).to_bits();
        t.s_axil_wstrb.next = u64::from(a.wstrb).to_bits();
        t.s_axil_wvalid.next = a.wvalid;
        t.s_axil_bready.next = a.bready;
        t.s_axil_araddr.next = u64::from(a.araddr).to_bits();
        t.s_axil_arprot.next = 0.into();
        t.s_axil_arvalid.next = a.arvalid;
        t.s_axil_rready.next = a.rready;
        let d = &i.dma;
        t.m_axis_data_dma_write_desc_ready.next = d.desc_ready;
        t.s_axis_data_dma_write_desc_status_valid.next = d.status.is_some();
        if let Some((tag, error)) = d.status {
            t.s_axis_data_dma_write_desc_status_tag.next = tag.to_bits();
            t.s_axis_data_dma_write_desc_status_error.next = error.to_bits();
        }
        let lines = d.rd_cmd.map(|l| u64::from(l.unwrap_or(0)));
        t.data_dma_ram_rd_cmd_addr.next = (lines[0] | lines[1] << 11).to_bits();
        t.data_dma_ram_rd_cmd_valid.next = bits2(d.rd_cmd.map(|l| l.is_some()));
        t.data_dma_ram_rd_cmd_sel.next = 0.into();
        t.data_dma_ram_rd_resp_ready.next = bits2(d.rd_resp_ready);
        t.data_dma_ram_wr_cmd_valid.next = 0.into();
        t.data_dma_ram_wr_cmd_sel.next = 0.into();
        t.data_dma_ram_wr_cmd_be.next = 0.into();
        t.data_dma_ram_wr_cmd_addr.next = 0.into();
        t.data_dma_ram_wr_cmd_data.next = 0.into();
    }

    fn outputs(&mut self) -> TopOutputs {
        self.0.settle();
        let t = &self.0.circuit;
        let beat = |valid: bool, data: Bits<512>, keep: Bits<64>, last: bool, user: bool| {
            valid.then(|| Beat {
                data: bytes_of(data),
                keep: keep.to_u64(),
                last,
                user,
            })
        };
        let (dma, stats) = rust_hdl_dma_outputs!(t);
        TopOutputs {
            rx_ready: t.s_axis_rx_tready.val(),
            host: beat(
                t.m_axis_host_tvalid.val(),
                t.m_axis_host_tdata.val(),
                t.m_axis_host_tkeep.val(),
                t.m_axis_host_tlast.val(),
                t.m_axis_host_tuser.val(),
            ),
            tx: beat(
                t.m_axis_tx_tvalid.val(),
                t.m_axis_tx_tdata.val(),
                t.m_axis_tx_tkeep.val(),
                t.m_axis_tx_tlast.val(),
                t.m_axis_tx_tuser.val(),
            ),
            axil: RegsOutputs {
                awready: t.s_axil_awready.val(),
                wready: t.s_axil_wready.val(),
                bvalid: t.s_axil_bvalid.val(),
                bresp: t.s_axil_bresp.val().to_u8(),
                arready: t.s_axil_arready.val(),
                rvalid: t.s_axil_rvalid.val(),
                rdata: t.s_axil_rdata.val().to_u32(),
                rresp: t.s_axil_rresp.val().to_u8(),
                ..RegsOutputs::default()
            },
            dma,
            stats,
            ack_taken: t.m_stat_ack_taken.val(),
        }
    }

    fn tick(&mut self) {
        self.0.tick();
    }
}

fn simulated() -> SimulatedTop {
    SimulatedTop(
        Clocked::new(RxDatapath::default(), "metaroce_rx_datapath", |t| {
            &mut t.clk
        })
        .unwrap_or_else(|e| panic!("{e}")),
    )
}

#[test]
fn top_level_places_acks_nacks_and_counts_what_the_endpoint_does_on_mixed_traffic() {
    on_big_stack(|| {
        let mut top = simulated();
        let report = run(&mut top, 0x7051, &Traffic::mixed(1_500));
        println!("{report:?}");
        assert!(report.acks > 100 && report.timer_fires > 5, "{report:?}");
        let d = report.datapath_drops;
        assert!(
            report.nacks > 0 && report.nacks == d.access_violation + d.receiver_not_ready,
            "a NACK for every access violation and every SEND not posted: {report:?}"
        );
        assert!(
            report.sends > 200
                && report.completions > 40
                && report.error_completions > 3
                && report.live_posts > 30
                && d.receiver_not_ready > 10,
            "SENDs placed, refused and not posted, receives posted while traffic flows: {report:?}"
        );
        assert!(
            report.placed > 200 && report.host_frames > 100,
            "{report:?}"
        );
        assert!(
            report.probes > 3 && report.reprobes > 0,
            "PROBEs answered from PROBE_COMMIT, some sent again: {report:?}"
        );
        assert!(
            d.unknown_connection > 0
                && d.not_established > 0
                && d.bad_path > 0
                && d.stale_epoch > 0
                && d.duplicate > 0
                && d.out_of_window > 0
                && d.access_violation > 0,
            "every drop reason reached: {report:?}"
        );
    });
}

#[test]
fn top_level_drops_a_send_copy_whose_message_its_original_completed_while_it_was_looked_up() {
    on_big_stack(|| {
        let mut top = simulated();
        let report = run(&mut top, 0x7054, &Traffic::near_copies(1_200));
        println!("{report:?}");
        assert!(
            report.near_copies_stale > 30 && report.completions > 60,
            "copies right behind the segment that completed their message: {report:?}"
        );
    });
}

#[test]
fn top_level_takes_back_to_back_minimum_writes_and_sends_at_one_beat_per_clock() {
    on_big_stack(|| {
        let frames = 600;
        let mut top = simulated();
        let report = run(&mut top, 0x7052, &Traffic::line_rate(frames));
        println!("{report:?}");
        assert_line_rate(&report, frames as u64);
        assert!(
            report.sends >= 30 && report.completions == report.sends,
            "{report:?}"
        );
    });
}

#[test]
fn top_level_holds_a_timer_ack_while_an_update_of_its_window_is_in_flight() {
    on_big_stack(|| {
        let mut top = simulated();
        let report = run(&mut top, 0x7053, &Traffic::held_timers(400));
        println!("{report:?}");
        assert!(
            report.timer_fires > 20 && report.held_fires > 5,
            "{report:?}"
        );
    });
}

#[test]
fn top_level_answers_a_probe_commit_while_its_path_floods_the_datapath() {
    on_big_stack(|| {
        let clocks = run_probe_under_flood(&mut simulated());
        assert!(
            (63..100).contains(&clocks),
            "held by the flood's updates, then taken: {clocks} clocks"
        );
    });
}

#[test]
fn top_level_holds_a_probe_committed_right_after_a_window_switch_for_the_updates_in_flight() {
    on_big_stack(|| assert_probe_waits_out_a_window_switch(simulated));
}
