//! The Verilator model of `metaroce_rx_datapath` behind the top-level lock-step's ports.

use std::collections::HashMap;

use metaroce_hdl::cosim::{Port, VerilatedModel};
use metaroce_hdl::place::encoding::RAM_SEG_BE_WIDTH;

use super::parser_lockstep::Beat;
use super::place_lockstep::{DescOut, DmaOutputs, PlaceStats};
use super::regs_lockstep::RegsOutputs;
use super::top_lockstep::{TopInputs, TopOutputs, TopPorts};

/// The Verilator model of the top level.
pub struct VerilatedTop {
    model: VerilatedModel,
    ports: HashMap<&'static str, Port>,
}

const PORTS: [&str; 65] = [
    "clk",
    "rst",
    "s_axis_rx_tdata",
    "s_axis_rx_tkeep",
    "s_axis_rx_tvalid",
    "s_axis_rx_tready",
    "s_axis_rx_tlast",
    "s_axis_rx_tuser",
    "m_axis_host_tdata",
    "m_axis_host_tkeep",
    "m_axis_host_tvalid",
    "m_axis_host_tlast",
    "m_axis_host_tuser",
    "m_axis_tx_tdata",
    "m_axis_tx_tkeep",
    "m_axis_tx_tvalid",
    "m_axis_tx_tready",
    "m_axis_tx_tlast",
    "m_axis_tx_tuser",
    "s_axil_awaddr",
    "s_axil_awprot",
    "s_axil_awvalid",
    "s_axil_awready",
    "s_axil_wdata",
    "s_axil_wstrb",
    "s_axil_wvalid",
    "s_axil_wready",
    "s_axil_bresp",
    "s_axil_bvalid",
    "s_axil_bready",
    "s_axil_araddr",
    "s_axil_arprot",
    "s_axil_arvalid",
    "s_axil_arready",
    "s_axil_rdata",
    "s_axil_rresp",
    "s_axil_rvalid",
    "s_axil_rready",
    "m_axis_data_dma_write_desc_dma_addr",
    "m_axis_data_dma_write_desc_ram_sel",
    "m_axis_data_dma_write_desc_ram_addr",
    "m_axis_data_dma_write_desc_imm",
    "m_axis_data_dma_write_desc_imm_en",
    "m_axis_data_dma_write_desc_len",
    "m_axis_data_dma_write_desc_tag",
    "m_axis_data_dma_write_desc_valid",
    "m_axis_data_dma_write_desc_ready",
    "s_axis_data_dma_write_desc_status_tag",
    "s_axis_data_dma_write_desc_status_error",
    "s_axis_data_dma_write_desc_status_valid",
    "data_dma_ram_wr_cmd_valid",
    "data_dma_ram_rd_cmd_sel",
    "data_dma_ram_rd_cmd_addr",
    "data_dma_ram_rd_cmd_valid",
    "data_dma_ram_rd_cmd_ready",
    "data_dma_ram_rd_resp_data",
    "data_dma_ram_rd_resp_valid",
    "data_dma_ram_rd_resp_ready",
    "m_stat_placed",
    "m_stat_dropped_full",
    "m_stat_dma_error",
    "m_stat_ack_taken",
    "m_stat_protocol_error",
    "data_dma_ram_wr_cmd_ready",
    "data_dma_ram_wr_done",
];

fn words_of(bytes: &[u8; 64]) -> [u32; 16] {
    std::array::from_fn(|i| u32::from_le_bytes(bytes[4 * i..4 * i + 4].try_into().expect("4")))
}

fn bytes_of(words: &[u32]) -> [u8; 64] {
    std::array::from_fn(|i| (words[i / 4] >> (8 * (i % 4))) as u8)
}

impl VerilatedTop {
    /// A fresh model.
    pub fn new() -> Self {
        let model = VerilatedModel::new("metaroce_rx_datapath").unwrap_or_else(|e| panic!("{e}"));
        let ports = PORTS
            .iter()
            .map(|&n| (n, model.port(n).unwrap_or_else(|e| panic!("{e}"))))
            .collect();
        Self { model, ports }
    }

    fn set(&mut self, name: &str, value: u64) {
        let port = self.ports[name];
        self.model.set_u64(port, value);
    }

    fn get(&self, name: &str) -> u64 {
        self.model.get_u64(self.ports[name])
    }

    fn flag(&self, name: &str) -> bool {
        self.get(name) != 0
    }

    fn beat(&self, prefix: &str) -> Option<Beat> {
        self.flag(&format!("{prefix}_tvalid")).then(|| Beat {
            data: bytes_of(
                &self
                    .model
                    .get_words(self.ports[&*format!("{prefix}_tdata")]),
            ),
            keep: self.get(&format!("{prefix}_tkeep")),
            last: self.flag(&format!("{prefix}_tlast")),
            user: self.flag(&format!("{prefix}_tuser")),
        })
    }
}

impl TopPorts for VerilatedTop {
    fn drive(&mut self, i: &TopInputs) {
        self.set("rst", i.rst.into());
        self.set("s_axis_rx_tvalid", i.rx.is_some().into());
        let beat = i.rx.clone().unwrap_or(Beat {
            data: [0; 64],
            keep: 0,
            last: false,
            user: false,
        });
        let port = self.ports["s_axis_rx_tdata"];
        self.model.set_words(port, &words_of(&beat.data));
        self.set("s_axis_rx_tkeep", beat.keep);
        self.set("s_axis_rx_tlast", beat.last.into());
        self.set("s_axis_rx_tuser", beat.user.into());
        self.set("m_axis_tx_tready", i.tx_ready.into());
        let a = &i.axil;
        self.set("s_axil_awaddr", a.awaddr.into());
        self.set("s_axil_awprot", 0);
        self.set("s_axil_awvalid", a.awvalid.into());
        self.set("s_axil_wdata", a.wdata.into());
        self.set("s_axil_wstrb", a.wstrb.into());
        self.set("s_axil_wvalid", a.wvalid.into());
        self.set("s_axil_bready", a.bready.into());
        self.set("s_axil_araddr", a.araddr.into());
        self.set("s_axil_arprot", 0);
        self.set("s_axil_arvalid", a.arvalid.into());
        self.set("s_axil_rready", a.rready.into());
        let d = &i.dma;
        self.set("m_axis_data_dma_write_desc_ready", d.desc_ready.into());
        self.set(
            "s_axis_data_dma_write_desc_status_valid",
            d.status.is_some().into(),
        );
        let (tag, error) = d.status.unwrap_or((0, 0));
        self.set("s_axis_data_dma_write_desc_status_tag", tag.into());
        self.set("s_axis_data_dma_write_desc_status_error", error.into());
        let lines = d.rd_cmd.map(|l| u64::from(l.unwrap_or(0)));
        self.set("data_dma_ram_rd_cmd_addr", lines[0] | lines[1] << 11);
        let valid = d.rd_cmd.map(|l| l.is_some());
        self.set(
            "data_dma_ram_rd_cmd_valid",
            u64::from(valid[0]) | u64::from(valid[1]) << 1,
        );
        self.set("data_dma_ram_rd_cmd_sel", 0);
        self.set(
            "data_dma_ram_rd_resp_ready",
            u64::from(d.rd_resp_ready[0]) | u64::from(d.rd_resp_ready[1]) << 1,
        );
        self.set("data_dma_ram_wr_cmd_valid", 0);
        self.model.eval();
    }

    fn outputs(&mut self) -> TopOutputs {
        let resp_words = self
            .model
            .get_words(self.ports["data_dma_ram_rd_resp_data"]);
        let resp_bytes = bytes_of(&resp_words);
        let resp_valid = self.get("data_dma_ram_rd_resp_valid");
        let cmd_ready = self.get("data_dma_ram_rd_cmd_ready");
        TopOutputs {
            rx_ready: self.flag("s_axis_rx_tready"),
            host: self.beat("m_axis_host"),
            tx: self.beat("m_axis_tx"),
            axil: RegsOutputs {
                awready: self.flag("s_axil_awready"),
                wready: self.flag("s_axil_wready"),
                bvalid: self.flag("s_axil_bvalid"),
                bresp: self.get("s_axil_bresp") as u8,
                arready: self.flag("s_axil_arready"),
                rvalid: self.flag("s_axil_rvalid"),
                rdata: self.get("s_axil_rdata") as u32,
                rresp: self.get("s_axil_rresp") as u8,
                ..RegsOutputs::default()
            },
            dma: DmaOutputs {
                desc: self
                    .flag("m_axis_data_dma_write_desc_valid")
                    .then(|| DescOut {
                        dma_addr: self.get("m_axis_data_dma_write_desc_dma_addr"),
                        ram_sel: self.get("m_axis_data_dma_write_desc_ram_sel"),
                        ram_addr: self.get("m_axis_data_dma_write_desc_ram_addr"),
                        imm: self.get("m_axis_data_dma_write_desc_imm"),
                        imm_en: self.flag("m_axis_data_dma_write_desc_imm_en"),
                        len: self.get("m_axis_data_dma_write_desc_len"),
                        tag: self.get("m_axis_data_dma_write_desc_tag"),
                    }),
                rd_cmd_ready: std::array::from_fn(|s| cmd_ready >> s & 1 == 1),
                rd_resp: std::array::from_fn(|s| {
                    (resp_valid >> s & 1 == 1)
                        .then(|| std::array::from_fn(|k| resp_bytes[s * RAM_SEG_BE_WIDTH + k]))
                }),
            },
            stats: PlaceStats {
                placed: self.get("m_stat_placed"),
                dropped_full: self.get("m_stat_dropped_full"),
                dma_error: self.get("m_stat_dma_error"),
                protocol_error: self.get("m_stat_protocol_error"),
            },
            ack_taken: self.flag("m_stat_ack_taken"),
        }
    }

    fn tick(&mut self) {
        let clk = self.ports["clk"];
        self.model.tick(clk);
    }
}
