//! The emitted Verilog of the SACK unit, compiled by Verilator, in lock-step with the
//! transport core's receive step on long random streams (the same streams and checks as the
//! Rust-HDL simulation test).

mod common;

use common::sack_lockstep::{SackPorts, SackResult, random_run};
use common::streams::WindowOp;
use metaroce_hdl::cosim::{Port, VerilatedModel};

struct Ports {
    clk: Port,
    rst: Port,
    update_valid: Port,
    update_window: Port,
    update_psn: Port,
    update_ce: Port,
    init_valid: Port,
    init_ready: Port,
    init_window: Port,
    init_base: Port,
    result_valid: Port,
    result_window: Port,
    result_class: Port,
    result_new_hole: Port,
    result_base: Port,
    result_bitmap: Port,
    result_ce_count: Port,
}

struct VerilatedSack {
    model: VerilatedModel,
    ports: Ports,
}

fn verilated() -> VerilatedSack {
    let model = VerilatedModel::new("metaroce_sack_unit").unwrap_or_else(|e| panic!("{e}"));
    let port = |name: &str| model.port(name).unwrap_or_else(|e| panic!("{e}"));
    let ports = Ports {
        clk: port("clk"),
        rst: port("rst"),
        update_valid: port("s_update_valid"),
        update_window: port("s_update_window"),
        update_psn: port("s_update_psn"),
        update_ce: port("s_update_ce"),
        init_valid: port("s_init_valid"),
        init_ready: port("s_init_ready"),
        init_window: port("s_init_window"),
        init_base: port("s_init_base"),
        result_valid: port("m_result_valid"),
        result_window: port("m_result_window"),
        result_class: port("m_result_class"),
        result_new_hole: port("m_result_new_hole"),
        result_base: port("m_result_base"),
        result_bitmap: port("m_result_bitmap"),
        result_ce_count: port("m_result_ce_count"),
    };
    let mut unit = VerilatedSack { model, ports };
    unit.model.set_bool(unit.ports.rst, false);
    unit.model.eval();
    unit
}

impl SackPorts for VerilatedSack {
    fn drive(&mut self, op: WindowOp) {
        let (m, p) = (&mut self.model, &self.ports);
        m.set_bool(p.update_valid, false);
        m.set_bool(p.init_valid, false);
        match op {
            WindowOp::Idle => {}
            WindowOp::Update { window, psn, ce } => {
                m.set_bool(p.update_valid, true);
                m.set_u64(p.update_window, window as u64);
                m.set_u64(p.update_psn, u64::from(psn));
                m.set_bool(p.update_ce, ce);
            }
            WindowOp::Init { window, base } => {
                m.set_bool(p.init_valid, true);
                m.set_u64(p.init_window, window as u64);
                m.set_u64(p.init_base, u64::from(base));
            }
        }
    }

    fn init_ready(&mut self) -> bool {
        self.model.eval();
        self.model.get_bool(self.ports.init_ready)
    }

    fn tick(&mut self) {
        self.model.tick(self.ports.clk);
    }

    fn result(&self) -> Option<SackResult> {
        let (m, p) = (&self.model, &self.ports);
        if !m.get_bool(p.result_valid) {
            return None;
        }
        let words = m.get_words(p.result_bitmap);
        Some(SackResult {
            window: m.get_u64(p.result_window) as usize,
            class: m.get_u64(p.result_class),
            new_hole: m.get_bool(p.result_new_hole),
            base: m.get_u64(p.result_base) as u32,
            bitmap: std::array::from_fn(|i| {
                u64::from(words[2 * i]) | (u64::from(words[2 * i + 1]) << 32)
            }),
            ce_count: m.get_u64(p.result_ce_count) as u32,
        })
    }
}

#[test]
fn verilated_sack_unit_matches_the_receive_step_on_a_long_random_stream() {
    let mut unit = verilated();
    let coverage = random_run(&mut unit, 0xc0_5ac4, 100_000);
    println!("{coverage:?}");
    assert!(coverage.results > 90_000);
    for (what, count) in [
        ("new", coverage.new),
        ("duplicate", coverage.duplicate),
        ("out of window", coverage.out_of_window),
        ("new hole", coverage.new_hole),
        ("long slide", coverage.long_slides),
        (
            "back-to-back same window",
            coverage.back_to_back_same_window,
        ),
        ("init", coverage.inits),
    ] {
        assert!(count >= 20, "only {count} {what} cases: {coverage:?}");
    }
}
