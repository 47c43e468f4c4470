//! The window RAM of the SACK ring unit: Rust-HDL's `RAM`, with its memory marked for Yosys
//! as never read at the address written in the same clock.
//!
//! The ring unit reads the window of the operation entering its pipeline while the update
//! stage writes a window back. When the two are the same window, the unit never uses the
//! word read: it forwards the update stage's output instead (the pick is decided in cycle 0
//! from the same window compare). Without being told, Yosys keeps a defined read across the
//! two ports of the ECP5 block RAM by emulation — a register of the written word, a
//! collision flag and a select on each of the 1168 read bits, which then drives 1168 loads
//! in front of cycle 1's word pick. The `no_rw_check` attribute says that read does not
//! matter. The Rust model and Verilator still return the old word there.

use std::collections::BTreeMap;

use rust_hdl::core::timing::TimingInfo;
use rust_hdl::prelude::*;

/// A simple dual-port RAM with a registered read (Verilog module `<parent>__<field>`).
#[derive(LogicBlock, Default)]
pub struct WindowRam<D: Synth, const N: usize> {
    /// The address read at the next clock edge.
    pub read_address: Signal<In, Bits<N>>,
    /// The read port's clock.
    pub read_clock: Signal<In, Clock>,
    /// The word at `read_address` of the clock edge before.
    pub read_data: Signal<Out, D>,
    /// The address written at the next clock edge.
    pub write_address: Signal<In, Bits<N>>,
    /// The write port's clock.
    pub write_clock: Signal<In, Clock>,
    /// The word written.
    pub write_data: Signal<In, D>,
    /// Write at the next clock edge.
    pub write_enable: Signal<In, bool>,
    _sim: BTreeMap<Bits<N>, D>,
}

impl<D: Synth, const N: usize> Logic for WindowRam<D, N> {
    fn update(&mut self) {
        if self.read_clock.pos_edge() {
            self.read_data.next = *self
                ._sim
                .get(&self.read_address.val())
                .unwrap_or(&D::default());
        }
        if self.write_clock.pos_edge() && self.write_enable.val() {
            self._sim
                .insert(self.write_address.val(), self.write_data.val());
        }
    }

    fn connect(&mut self) {
        self.read_data.connect();
    }

    fn hdl(&self) -> Verilog {
        Verilog::Custom(format!(
            "\
(* no_rw_check *) reg [{top}:0] mem [{last}:0];

always @(posedge read_clock) begin
   read_data <= mem[read_address];
end

always @(posedge write_clock) begin
   if (write_enable) begin
      mem[write_address] <= write_data;
   end
end",
            top = D::BITS - 1,
            last = (1 << N) - 1,
        ))
    }

    fn timing(&self) -> Vec<TimingInfo> {
        vec![
            TimingInfo {
                name: "ram_read".into(),
                clock: "read_clock".into(),
                inputs: vec!["read_address".into()],
                outputs: vec!["read_data".into()],
            },
            TimingInfo {
                name: "ram_write".into(),
                clock: "write_clock".into(),
                inputs: vec![
                    "write_address".into(),
                    "write_data".into(),
                    "write_enable".into(),
                ],
                outputs: vec![],
            },
        ]
    }
}

impl<D: Synth, const N: usize> std::fmt::Debug for WindowRam<D, N> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("WindowRam").finish_non_exhaustive()
    }
}
