//! Clock-by-clock driving of a Rust-HDL circuit, without Rust-HDL's threaded testbench.
//!
//! Rust-HDL's `Simulation` runs each testbench on its own thread and hands the circuit back
//! and forth on every clock edge, which is far too slow for the long random packet streams
//! the tests push through the blocks. The circuit itself is an ordinary value, so a test can
//! set inputs, settle the combinational logic, and toggle the clock itself: the evaluation
//! (`Block::update_all` until nothing changes) is exactly the one `Simulation` uses.

use rust_hdl::prelude::{Block, Clock, Signal, check_all, simulate};

use crate::HdlError;

/// Passes of `update_all` allowed for the logic to settle after a change.
const SETTLE_PASSES: usize = 1000;

/// A circuit with a single clock input, stepped one clock cycle at a time.
#[derive(Debug)]
pub struct Clocked<B: Block> {
    /// The circuit. Set its inputs' `.next` between calls to [`Clocked::tick`].
    pub circuit: B,
    clock: fn(&mut B) -> &mut Signal<rust_hdl::prelude::In, Clock>,
    cycles: u64,
}

impl<B: Block> Clocked<B> {
    /// Connects `circuit`, checks it (Rust-HDL's connectivity and loop checks) and settles
    /// it with the clock low. `clock` picks the circuit's clock input.
    pub fn new(
        mut circuit: B,
        block: &'static str,
        clock: fn(&mut B) -> &mut Signal<rust_hdl::prelude::In, Clock>,
    ) -> Result<Self, HdlError> {
        circuit.connect_all();
        check_all(&circuit).map_err(|e| HdlError::BlockCheck {
            block,
            reason: format!("{e:?}"),
        })?;
        let mut clocked = Self {
            circuit,
            clock,
            cycles: 0,
        };
        clocked.set_clock(false);
        Ok(clocked)
    }

    fn set_clock(&mut self, level: bool) {
        (self.clock)(&mut self.circuit).next = Clock::from(level);
        self.settle();
    }

    /// Settles the logic on the current inputs without a clock edge (to read combinational
    /// outputs such as a `ready`).
    pub fn settle(&mut self) {
        assert!(
            simulate(&mut self.circuit, SETTLE_PASSES),
            "circuit did not settle: combinational loop"
        );
    }

    /// One full clock cycle: the clock falls and the inputs settle together, then it rises.
    /// Registered outputs read afterwards hold what the rising edge captured. (Nothing in the
    /// crate acts on the falling edge, so merging it with the input settle is exact.)
    pub fn tick(&mut self) {
        self.set_clock(false);
        self.set_clock(true);
        self.cycles += 1;
    }

    /// Clock cycles run so far.
    pub fn cycles(&self) -> u64 {
        self.cycles
    }
}
