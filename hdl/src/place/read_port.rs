//! A read port on a RAM with a registered read (Corundum's `dma_psdpram` protocol: a command
//! of an address, a response of the data there, each with valid/ready), answered three
//! clocks after the command, one command a clock while the responses are taken. Each
//! segment of the DMA RAM has one, and so has the descriptor queue.
//!
//! Why: a segment is 31 block RAMs spread over the chip, so the RAM's read address must come
//! straight from a register — any logic before that fan-out (a held address picked against
//! the command's by the response handshake) adds a LUT to a 5 ns route (the top level's
//! route at 5530ed9; the descriptor queue's look-ahead address, `pop ? head + 1 : head`,
//! cost the same at cca1f96). So the command's address is registered (`line`) and the RAM
//! reads it every clock. Nor may the RAM's output feed logic: an ECP5 block RAM without
//! its output register (which Yosys does not map) has 4.26 ns from clock to data, and the
//! placement block with its ports registered had 3.1 ns of route from a far block RAM to the
//! held queue (a76fd5e: 118.4 MHz). So the output is registered as it is (`data`, one
//! flip-flop a bit with nothing else on the RAM's output: it sits beside its block RAM) and
//! that register, valid the clock after (`data_valid`), is the response when no response
//! waits, else it goes into a three-entry queue behind them (`held_first`, `held_second`,
//! `held_third`): a response not taken is held there, never by holding the RAM's address.
//! At most three commands are outstanding (taken and their responses not), which is what
//! one command a clock needs at this latency, and what the queue can hold: the command is
//! ready while fewer are outstanding, or three are and one is taken this clock.

use rust_hdl::prelude::*;
use rust_hdl::widgets::prelude::DFF;

/// The read port of a RAM of `D` entries with `SAW` address bits.
#[derive(LogicBlock, Default)]
pub struct RamReadPort<D: Synth, const SAW: usize> {
    /// Core clock.
    pub clk: Signal<In, Clock>,
    /// Synchronous reset, active high: drops what is outstanding.
    pub rst: Signal<In, bool>,
    /// A read of a line is offered.
    pub s_cmd_valid: Signal<In, bool>,
    /// Its line.
    pub s_cmd_line: Signal<In, Bits<SAW>>,
    /// The read is taken (fewer than three outstanding, or three and one answered now).
    pub s_cmd_ready: Signal<Out, bool>,
    /// A response is offered, in command order.
    pub m_resp_valid: Signal<Out, bool>,
    /// Its data.
    pub m_resp_data: Signal<Out, D>,
    /// The response is taken.
    pub m_resp_ready: Signal<In, bool>,
    /// The RAM's read address: a register.
    pub m_ram_line: Signal<Out, Bits<SAW>>,
    /// The RAM's output: the line it was addressed with the clock before.
    pub s_ram_data: Signal<In, D>,

    line: DFF<Bits<SAW>>,
    /// A command was taken the clock before: the RAM reads its line now.
    line_valid: DFF<bool>,
    /// The RAM's output is for a command (taken two clocks ago).
    read_valid: DFF<bool>,
    /// The RAM's output, registered with nothing else on it.
    data: DFF<D>,
    /// `data` is a response (its command taken three clocks ago).
    data_valid: DFF<bool>,
    /// Responses held, in order: 0 to 3.
    held: DFF<Bits<2>>,
    held_first: DFF<D>,
    held_second: DFF<D>,
    held_third: DFF<D>,

    outstanding: Signal<Local, Bits<3>>,
    offered: Signal<Local, bool>,
    taken: Signal<Local, bool>,
    accept: Signal<Local, bool>,
    pop: Signal<Local, bool>,
    push: Signal<Local, bool>,
}

impl<D: Synth, const SAW: usize> Logic for RamReadPort<D, SAW> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self,
            clk,
            line,
            line_valid,
            read_valid,
            data,
            data_valid,
            held,
            held_first,
            held_second,
            held_third
        );
        // Outstanding: the command in the RAM's address register, the one on its output,
        // the one in `data` and the ones held (never more than three in all).
        self.outstanding.next = bit_cast::<3, 1>(self.line_valid.q.val().into())
            + bit_cast::<3, 1>(self.read_valid.q.val().into())
            + bit_cast::<3, 1>(self.data_valid.q.val().into())
            + bit_cast::<3, 2>(self.held.q.val());
        self.offered.next = self.data_valid.q.val() | self.held.q.val().any();
        self.taken.next = self.offered.val() & self.m_resp_ready.val();
        self.s_cmd_ready.next =
            (self.outstanding.val() < 3) | ((self.outstanding.val() == 3) & self.taken.val());
        self.accept.next = self.s_cmd_valid.val() & self.s_cmd_ready.val();
        if self.accept.val() {
            self.line.d.next = self.s_cmd_line.val();
        }
        self.line_valid.d.next = self.accept.val() & !self.rst.val();
        self.read_valid.d.next = self.line_valid.q.val() & !self.rst.val();
        self.data.d.next = self.s_ram_data.val();
        self.data_valid.d.next = self.read_valid.q.val() & !self.rst.val();
        self.m_ram_line.next = self.line.q.val();

        // The head: the first held response, else the registered RAM output.
        self.m_resp_valid.next = self.offered.val();
        self.m_resp_data.next = self.data.q.val();
        if self.held.q.val().any() {
            self.m_resp_data.next = self.held_first.q.val();
        }
        // A held head taken leaves; `data` is held unless it was the head taken.
        self.pop.next = self.taken.val() & self.held.q.val().any();
        self.push.next = self.data_valid.q.val() & !(self.taken.val() & !self.held.q.val().any());
        if self.held.q.val() == 0 {
            if self.push.val() {
                self.held_first.d.next = self.data.q.val();
            }
        } else if self.held.q.val() == 1 {
            if self.pop.val() & self.push.val() {
                self.held_first.d.next = self.data.q.val();
            } else if self.push.val() {
                self.held_second.d.next = self.data.q.val();
            }
        } else if self.held.q.val() == 2 {
            if self.pop.val() {
                self.held_first.d.next = self.held_second.q.val();
                if self.push.val() {
                    self.held_second.d.next = self.data.q.val();
                }
            } else if self.push.val() {
                self.held_third.d.next = self.data.q.val();
            }
        } else if self.pop.val() {
            // Three held: nothing else is outstanding, so nothing is pushed.
            self.held_first.d.next = self.held_second.q.val();
            self.held_second.d.next = self.held_third.q.val();
        }
        self.held.d.next = self.held.q.val() + bit_cast::<2, 1>(self.push.val().into())
            - bit_cast::<2, 1>(self.pop.val().into());
        if self.rst.val() {
            self.held.d.next = 0.into();
        }
    }
}

impl<D: Synth, const SAW: usize> std::fmt::Debug for RamReadPort<D, SAW> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RamReadPort").finish_non_exhaustive()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cycle::Clocked;
    use rand::{Rng, SeedableRng};
    use std::collections::VecDeque;

    /// The data the RAM model holds at a line.
    fn data_of(line: u64) -> Bits<256> {
        (line * 3 + 1).to_bits()
    }

    /// The port beside a RAM model, driven with commands and response readiness drawn at
    /// random: every response taken is the data of its command's line, in command order;
    /// none comes without a command; never more than three are outstanding. Returns the
    /// responses taken and the clocks run.
    fn run(seed: u64, cmd_rate: f64, ready_rate: f64) -> (u64, u64) {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        let mut port = Clocked::new(
            RamReadPort::<Bits<256>, 11>::default(),
            "segment read port",
            |p| &mut p.clk,
        )
        .expect("the port checks");
        let mut ram_out = data_of(0);
        let mut awaiting = VecDeque::new();
        let mut offered: Option<u64> = None;
        let (mut taken, clocks) = (0, 4000);
        port.circuit.rst.next = true;
        port.tick();
        port.tick();
        port.circuit.rst.next = false;
        for clock in 0..clocks {
            if offered.is_none() && rng.random_bool(cmd_rate) {
                offered = Some(rng.random_range(0..2048));
            }
            let c = &mut port.circuit;
            c.s_cmd_valid.next = offered.is_some();
            c.s_cmd_line.next = offered.unwrap_or(0).to_bits();
            c.m_resp_ready.next = rng.random_bool(ready_rate);
            c.s_ram_data.next = ram_out;
            port.settle();
            let c = &port.circuit;
            if c.m_resp_valid.val() && c.m_resp_ready.val() {
                let line = awaiting
                    .pop_front()
                    .unwrap_or_else(|| panic!("clock {clock}: a response to no command"));
                assert_eq!(
                    c.m_resp_data.val(),
                    data_of(line),
                    "clock {clock}, line {line}"
                );
                taken += 1;
            }
            if offered.is_some() && c.s_cmd_ready.val() {
                awaiting.push_back(offered.take().expect("offered"));
            }
            assert!(
                awaiting.len() <= 3,
                "clock {clock}: {} outstanding",
                awaiting.len()
            );
            let line = c.m_ram_line.val().to_u64();
            port.tick();
            ram_out = data_of(line);
        }
        (taken, clocks)
    }

    #[test]
    fn responses_carry_their_lines_data_in_order_under_random_readiness() {
        for seed in 0..8 {
            let (taken, _) = run(seed, 0.7, 0.6);
            assert!(taken > 1500, "seed {seed}: only {taken} responses taken");
        }
    }

    #[test]
    fn one_read_a_clock_while_every_response_is_taken() {
        let (taken, clocks) = run(1, 1.0, 1.0);
        assert!(taken + 3 >= clocks, "{taken} responses in {clocks} clocks");
    }
}
