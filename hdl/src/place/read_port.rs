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
//!
//! A DMA RAM segment's port ([`SegmentReadPort`]) is that port in eight 32-bit lanes, each
//! with its own copy of the handshake state. Why: the segment's `data` and held queue sit
//! beside its block RAMs, across the chip, and one copy of the state (`held`, `data_valid`)
//! steering all 1,024 of their flip-flops was placed away from most of them: the top
//! level's route at 8be54bb had 240 endpoints at −2.01 ns on `held` → `data_valid` →
//! `held_second`, with hops of 3.41 and 4.58 ns. A lane's copy steers 128 flip-flops beside
//! its own four block RAMs. The copies hold the same values (the lanes see the same
//! handshakes), so they are kept registers: synthesis would merge them back into one.

use rust_hdl::prelude::*;
use rust_hdl::widgets::prelude::DFF;

use crate::wiring::KeptRegister;

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
    // The handshake state is kept: a segment's lanes hold copies of it.
    /// A command was taken the clock before: the RAM reads its line now.
    line_valid: KeptRegister<bool>,
    /// The RAM's output is for a command (taken two clocks ago).
    read_valid: KeptRegister<bool>,
    /// The RAM's output, registered with nothing else on it.
    data: DFF<D>,
    /// `data` is a response (its command taken three clocks ago).
    data_valid: KeptRegister<bool>,
    /// Responses held, in order: 0 to 3.
    held: KeptRegister<Bits<2>>,
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

/// Bits of a segment.
const SDW: usize = crate::place::encoding::RAM_SEG_DATA_WIDTH;
/// Bits of a lane of a segment's read port: four ECP5 block RAMs in their 2048 x 9 shape.
const LANE_BITS: usize = 32;
const _: () = assert!(SDW == 8 * LANE_BITS, "a segment is eight lanes");

/// The read port of a DMA RAM segment: [`RamReadPort`] in eight lanes of 32 bits, each with
/// its own (kept) handshake state, so no state register steers the whole segment's data
/// (see the module doc). Its ports are [`RamReadPort`]'s; the RAM's address, the command's
/// readiness and the response's validity are lane 0's (every lane's are the same).
#[derive(LogicBlock, Default)]
pub struct SegmentReadPort<const SAW: usize> {
    /// Core clock.
    pub clk: Signal<In, Clock>,
    /// Synchronous reset, active high: drops what is outstanding.
    pub rst: Signal<In, bool>,
    /// A read of a line is offered.
    pub s_cmd_valid: Signal<In, bool>,
    /// Its line.
    pub s_cmd_line: Signal<In, Bits<SAW>>,
    /// The read is taken.
    pub s_cmd_ready: Signal<Out, bool>,
    /// A response is offered, in command order.
    pub m_resp_valid: Signal<Out, bool>,
    /// Its data.
    pub m_resp_data: Signal<Out, Bits<SDW>>,
    /// The response is taken.
    pub m_resp_ready: Signal<In, bool>,
    /// The RAM's read address: a register.
    pub m_ram_line: Signal<Out, Bits<SAW>>,
    /// The RAM's output: the line it was addressed with the clock before.
    pub s_ram_data: Signal<In, Bits<SDW>>,

    lane0: RamReadPort<Bits<LANE_BITS>, SAW>,
    lane1: RamReadPort<Bits<LANE_BITS>, SAW>,
    lane2: RamReadPort<Bits<LANE_BITS>, SAW>,
    lane3: RamReadPort<Bits<LANE_BITS>, SAW>,
    lane4: RamReadPort<Bits<LANE_BITS>, SAW>,
    lane5: RamReadPort<Bits<LANE_BITS>, SAW>,
    lane6: RamReadPort<Bits<LANE_BITS>, SAW>,
    lane7: RamReadPort<Bits<LANE_BITS>, SAW>,
}

/// The lanes' wiring, once per lane: a declarative macro expands the copies before
/// `hdl_gen` reads the function (Rust-HDL has no arrays of blocks). Each lane gets the
/// command, the handshake and its 32 bits of the RAM's output (at its offset); lane 0's
/// address and handshake stand for all, and the response's data is every lane's in place.
macro_rules! segment_read_port_logic {
    (
        lanes: $($lane:ident => $offset:tt),*;
        first: $first:ident;
        others: $($other:ident => $other_offset:tt),* $(,)?
    ) => {
        impl<const SAW: usize> Logic for SegmentReadPort<SAW> {
            #[hdl_gen]
            fn update(&mut self) {
                $(
                    self.$lane.clk.next = self.clk.val();
                    self.$lane.rst.next = self.rst.val();
                    self.$lane.s_cmd_valid.next = self.s_cmd_valid.val();
                    self.$lane.s_cmd_line.next = self.s_cmd_line.val();
                    self.$lane.m_resp_ready.next = self.m_resp_ready.val();
                    self.$lane.s_ram_data.next =
                        self.s_ram_data.val().get_bits::<LANE_BITS>($offset);
                )*
                self.m_ram_line.next = self.$first.m_ram_line.val();
                self.s_cmd_ready.next = self.$first.s_cmd_ready.val();
                self.m_resp_valid.next = self.$first.m_resp_valid.val();
                self.m_resp_data.next = bit_cast::<SDW, LANE_BITS>(self.$first.m_resp_data.val())
                    $(
                        | (bit_cast::<SDW, LANE_BITS>(self.$other.m_resp_data.val())
                            << $other_offset)
                    )*;
            }
        }
    };
}

segment_read_port_logic!(
    lanes: lane0 => 0, lane1 => 32, lane2 => 64, lane3 => 96, lane4 => 128, lane5 => 160,
        lane6 => 192, lane7 => 224;
    first: lane0;
    others: lane1 => 32, lane2 => 64, lane3 => 96, lane4 => 128, lane5 => 160, lane6 => 192,
        lane7 => 224,
);

impl<const SAW: usize> std::fmt::Debug for SegmentReadPort<SAW> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SegmentReadPort").finish_non_exhaustive()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cycle::Clocked;
    use rand::{Rng, SeedableRng};
    use std::collections::VecDeque;

    /// The data the RAM model holds at a line: a different word in each 32-bit lane, so a
    /// lane wired to the wrong bits or answering a different line shows.
    fn data_of(line: u64) -> Bits<256> {
        (0..8u64).fold(Bits::<256>::default(), |data, lane| {
            let word: Bits<256> = ((line * 3 + 1) ^ (lane << 24)).to_bits();
            data | (word << (32 * lane))
        })
    }

    /// The ports the harness drives, the same on both read ports.
    trait ReadPort: Block + Default {
        const NAME: &'static str;
        fn clock(&mut self) -> &mut Signal<In, Clock>;
        fn drive(&mut self, rst: bool, cmd: Option<u64>, resp_ready: bool, ram: Bits<256>);
        /// (`m_resp_valid`, `m_resp_data`, `s_cmd_ready`, `m_ram_line`).
        fn outputs(&self) -> (bool, Bits<256>, bool, u64);
    }

    macro_rules! read_port_harness {
        ($port:ty, $name:literal) => {
            impl ReadPort for $port {
                const NAME: &'static str = $name;
                fn clock(&mut self) -> &mut Signal<In, Clock> {
                    &mut self.clk
                }
                fn drive(&mut self, rst: bool, cmd: Option<u64>, resp_ready: bool, ram: Bits<256>) {
                    self.rst.next = rst;
                    self.s_cmd_valid.next = cmd.is_some();
                    self.s_cmd_line.next = cmd.unwrap_or(0).to_bits();
                    self.m_resp_ready.next = resp_ready;
                    self.s_ram_data.next = ram;
                }
                fn outputs(&self) -> (bool, Bits<256>, bool, u64) {
                    (
                        self.m_resp_valid.val(),
                        self.m_resp_data.val(),
                        self.s_cmd_ready.val(),
                        self.m_ram_line.val().to_u64(),
                    )
                }
            }
        };
    }
    read_port_harness!(RamReadPort<Bits<256>, 11>, "RAM read port");
    read_port_harness!(SegmentReadPort<11>, "segment read port");

    /// The port beside a RAM model, driven with commands and response readiness drawn at
    /// random: every response taken is the data of its command's line, in command order;
    /// none comes without a command; never more than three are outstanding. Returns the
    /// responses taken and the clocks run.
    fn run<P: ReadPort>(seed: u64, cmd_rate: f64, ready_rate: f64) -> (u64, u64) {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        let mut port = Clocked::new(P::default(), P::NAME, P::clock).expect("the port checks");
        let mut ram_out = data_of(0);
        let mut awaiting = VecDeque::new();
        let mut offered: Option<u64> = None;
        let (mut taken, clocks) = (0, 4000);
        for _ in 0..2 {
            port.circuit.drive(true, None, false, ram_out);
            port.tick();
        }
        for clock in 0..clocks {
            if offered.is_none() && rng.random_bool(cmd_rate) {
                offered = Some(rng.random_range(0..2048));
            }
            let ready = rng.random_bool(ready_rate);
            port.circuit.drive(false, offered, ready, ram_out);
            port.settle();
            let (resp_valid, resp_data, cmd_ready, line) = port.circuit.outputs();
            if resp_valid && ready {
                let line = awaiting
                    .pop_front()
                    .unwrap_or_else(|| panic!("clock {clock}: a response to no command"));
                assert_eq!(resp_data, data_of(line), "clock {clock}, line {line}");
                taken += 1;
            }
            if offered.is_some() && cmd_ready {
                awaiting.push_back(offered.take().expect("offered"));
            }
            assert!(
                awaiting.len() <= 3,
                "clock {clock}: {} outstanding",
                awaiting.len()
            );
            port.tick();
            ram_out = data_of(line);
        }
        (taken, clocks)
    }

    #[test]
    fn responses_carry_their_lines_data_in_order_under_random_readiness() {
        for seed in 0..8 {
            let (taken, _) = run::<RamReadPort<Bits<256>, 11>>(seed, 0.7, 0.6);
            assert!(taken > 1500, "seed {seed}: only {taken} responses taken");
        }
    }

    #[test]
    fn one_read_a_clock_while_every_response_is_taken() {
        let (taken, clocks) = run::<RamReadPort<Bits<256>, 11>>(1, 1.0, 1.0);
        assert!(taken + 3 >= clocks, "{taken} responses in {clocks} clocks");
    }

    #[test]
    fn segment_port_lanes_answer_whole_lines_in_order_under_random_readiness() {
        for seed in 0..4 {
            let (taken, _) = run::<SegmentReadPort<11>>(seed, 0.7, 0.6);
            assert!(taken > 1500, "seed {seed}: only {taken} responses taken");
        }
    }

    #[test]
    fn segment_port_reads_one_line_a_clock_while_every_response_is_taken() {
        let (taken, clocks) = run::<SegmentReadPort<11>>(1, 1.0, 1.0);
        assert!(taken + 3 >= clocks, "{taken} responses in {clocks} clocks");
    }
}
