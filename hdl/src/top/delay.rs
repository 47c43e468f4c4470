//! A fixed-length delay line, for carrying a packet's context beside a block whose latency
//! is a constant of that block.
//!
//! The top level waits for the connection table, the memory-region table and the SACK unit
//! by delaying what it needs afterwards by exactly their exported latencies
//! (`LOOKUP_LATENCY`, `RING_RESULT_LATENCY`, ...). Those constants are const-generic
//! arguments here, so when a block is re-pipelined and its constant changes, the line follows
//! on the next build. Rust-HDL's `hdl_gen` subset has no arrays of registers, so the line is
//! a leaf block with its own Verilog (a register array shifted every clock), like
//! `wiring.rs`'s blocks; the Verilator co-simulation checks it against this Rust.

use std::collections::VecDeque;

use rust_hdl::prelude::*;

/// `d` delayed by `N` clocks (`N` registers; `q` in clock `c + N` is `d` of clock `c`).
/// A synchronous reset clears every stage to the type's zero (so no stale `valid` bit
/// comes out after a reset).
#[derive(LogicBlock)]
pub struct DelayLine<T: Synth, const N: usize> {
    /// Clock.
    pub clk: Signal<In, Clock>,
    /// Synchronous reset, active high.
    pub rst: Signal<In, bool>,
    /// Input.
    pub d: Signal<In, T>,
    /// Output: `d` of `N` clocks ago.
    pub q: Signal<Out, T>,
    _stages: VecDeque<T>,
}

impl<T: Synth, const N: usize> Default for DelayLine<T, N> {
    fn default() -> Self {
        const { assert!(N >= 1, "a delay line has at least one stage") };
        Self {
            clk: Signal::default(),
            rst: Signal::default(),
            d: Signal::default(),
            q: Signal::default(),
            _stages: (0..N).map(|_| T::default()).collect(),
        }
    }
}

impl<T: Synth, const N: usize> Logic for DelayLine<T, N> {
    fn update(&mut self) {
        if self.clk.pos_edge() {
            if self.rst.val() {
                self._stages.iter_mut().for_each(|s| *s = T::default());
            } else {
                self._stages.push_front(self.d.val());
                self._stages.pop_back();
            }
            self.q.next = self._stages[N - 1];
        }
    }

    fn connect(&mut self) {
        self.q.connect();
    }

    fn hdl(&self) -> Verilog {
        // One flat vector, stage k at bits [k*W +: W] (a register array would be a memory
        // to Yosys): shifted up by one stage every clock.
        let bits = T::BITS;
        let total = bits * N;
        let shifted = if N == 1 {
            "d".to_owned()
        } else {
            format!("{{stages[{}:0], d}}", total - bits - 1)
        };
        Verilog::Custom(format!(
            "\
reg [{msb}:0] stages;
initial begin
    stages = {{{total}{{1'b0}}}};
end
always @(posedge clk) begin
    if (rst) begin
        stages <= {{{total}{{1'b0}}}};
    end else begin
        stages <= {shifted};
    end
end
always @(*) begin
    q = stages[{msb}:{low}];
end",
            msb = total - 1,
            low = total - bits,
        ))
    }

    fn timing(&self) -> Vec<rust_hdl::core::timing::TimingInfo> {
        vec![rust_hdl::core::timing::TimingInfo {
            name: "delay_line".into(),
            clock: "clk".into(),
            inputs: vec!["d".into(), "rst".into()],
            outputs: vec!["q".into()],
        }]
    }
}

impl<T: Synth, const N: usize> std::fmt::Debug for DelayLine<T, N> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DelayLine")
            .field("stages", &N)
            .finish_non_exhaustive()
    }
}
