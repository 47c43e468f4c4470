//! The register block and the connection table together, both as Verilator-compiled
//! Verilog: the host programs the table only through AXI-Lite (staging registers and commit
//! strobes at the offsets of `regs::map`), with random handshake timing, and the table
//! still drops exactly what a real `metaroce::transport::Endpoint` drops; the table's drop
//! verdicts feed the register block's drop counters, which read back what the endpoint
//! counted.

mod common;

use common::conn_lockstep::{ConnOp, ConnTablePorts, LookupResult, Scenario, run_conn_table};
use common::conn_verilated::VerilatedConnTable;
use common::regs_lockstep::{Host, RegsInputs, RegsOutputs, RegsPorts};
use common::regs_verilated::VerilatedRegs;
use metaroce_hdl::conn::encoding::{
    VERDICT_BAD_PATH, VERDICT_NOT_ESTABLISHED, VERDICT_STALE_EPOCH, VERDICT_UNKNOWN_CONNECTION,
};
use metaroce_hdl::regs::map::{
    CONN_COMMIT, CONN_ID, CONN_PATH_COUNT, CONN_PEER_CONN_ID, CONN_PEER_IP, CONN_PEER_MAC_HI,
    CONN_PEER_MAC_LO, CONN_PEER_PORT, CONN_SLOT, DROP_REASONS, ERROR, PATH_COMMIT, PATH_EPOCH,
    PATH_WINDOW, drop_counter,
};

/// The register block's table-write outputs wired to the table's write ports, and the
/// table's verdicts to the block's drop-counter inputs, clock by clock (what the top level
/// will do).
struct RegsAndTable {
    regs: VerilatedRegs,
    table: VerilatedConnTable,
}

impl RegsPorts for RegsAndTable {
    fn drive(&mut self, inputs: &RegsInputs) {
        let mut inputs = *inputs;
        if let Some(result) = self.table.result() {
            // Drop counters in `map::DROP_REASONS` order: the table's four verdicts first.
            let counter = match result.verdict {
                VERDICT_UNKNOWN_CONNECTION => Some(0),
                VERDICT_NOT_ESTABLISHED => Some(1),
                VERDICT_BAD_PATH => Some(2),
                VERDICT_STALE_EPOCH => Some(3),
                _ => None,
            };
            if let Some(i) = counter {
                inputs.drops[i] = true;
            }
        }
        self.regs.drive(&inputs);
        let out = self.regs.outputs();
        let op = if let Some(w) = out.conn_write {
            ConnOp::WriteConn {
                slot: w.slot as usize,
                entry: w.enable.then_some(common::conn_lockstep::ConnWrite {
                    established: w.established,
                    conn_id: w.conn_id,
                    peer_ip: w.peer_ip,
                    path_count: w.path_count as u8,
                    peer_conn_id: w.peer_conn_id,
                    peer_port: w.peer_port as u16,
                    peer_mac: w.peer_mac,
                }),
            }
        } else if let Some((window, epoch)) = out.path_write {
            ConnOp::WritePath {
                window: window as usize,
                epoch: epoch as u8,
            }
        } else {
            ConnOp::Idle
        };
        self.table.drive(op);
    }

    fn outputs(&self) -> RegsOutputs {
        self.regs.outputs()
    }

    fn tick(&mut self) {
        self.regs.tick();
        self.table.tick();
    }
}

/// The lock-step harness's table ports, with every write made by the host through the
/// register block (many clocks, while no lookup is in flight) and lookups straight to the
/// table.
struct ThroughRegisters {
    wired: RegsAndTable,
    pending: ConnOp,
    seed: u64,
}

impl ThroughRegisters {
    fn host_writes(&mut self, writes: &[(u32, u32)]) {
        self.seed += 1;
        let mut host = Host::attach(&mut self.wired, self.seed);
        for &(addr, value) in writes {
            assert_eq!(host.write(addr, value, 0xf), 0, "write to {addr:#x}");
        }
        assert_eq!(host.read(ERROR), (0, 0), "every value was in range");
    }
}

impl ConnTablePorts for ThroughRegisters {
    fn drive(&mut self, op: ConnOp) {
        self.pending = op;
    }

    fn tick(&mut self) {
        match self.pending {
            ConnOp::WriteConn { slot, entry } => {
                let mut writes = vec![(CONN_SLOT, slot as u32)];
                let commit = if let Some(e) = entry {
                    writes.extend([
                        (CONN_ID, e.conn_id),
                        (CONN_PEER_IP, e.peer_ip),
                        (CONN_PATH_COUNT, e.path_count.into()),
                        (CONN_PEER_CONN_ID, e.peer_conn_id),
                        (CONN_PEER_PORT, e.peer_port.into()),
                        (CONN_PEER_MAC_LO, e.peer_mac as u32),
                        (CONN_PEER_MAC_HI, (e.peer_mac >> 32) as u32),
                    ]);
                    1 | u32::from(e.established) << 1
                } else {
                    0
                };
                writes.push((CONN_COMMIT, commit));
                self.host_writes(&writes);
            }
            ConnOp::WritePath { window, epoch } => self.host_writes(&[
                (PATH_WINDOW, window as u32),
                (PATH_EPOCH, epoch.into()),
                (PATH_COMMIT, 1),
            ]),
            op => {
                self.wired.drive(&RegsInputs::default());
                self.wired.table.drive(op);
                self.wired.tick();
            }
        }
        self.pending = ConnOp::Idle;
    }

    fn result(&self) -> Option<LookupResult> {
        self.wired.table.result()
    }
}

#[test]
fn conn_table_programmed_through_the_registers_drops_and_counts_what_the_endpoint_drops() {
    let mut ports = ThroughRegisters {
        wired: RegsAndTable {
            regs: VerilatedRegs::new(),
            table: VerilatedConnTable::new(),
        },
        pending: ConnOp::Idle,
        seed: 0,
    };
    Host::new(&mut ports.wired, 0);
    let mut scenario = Scenario::new(0x4e95);
    scenario.writes_wait_for_lookups = true;
    let coverage = run_conn_table(&mut ports, &mut scenario, 20_000);
    println!("{coverage:?}");
    coverage.assert_every_verdict_seen(300);
    assert!(coverage.acks_compared >= 3000 && coverage.writes >= 500);
    let mut host = Host::attach(&mut ports.wired, 1);
    // The last verdicts reach the counters on the next clock edges.
    host.idle(2);
    for (i, verdict) in [
        VERDICT_UNKNOWN_CONNECTION,
        VERDICT_NOT_ESTABLISHED,
        VERDICT_BAD_PATH,
        VERDICT_STALE_EPOCH,
    ]
    .into_iter()
    .enumerate()
    {
        assert_eq!(
            u64::from(host.read(drop_counter(i)).0),
            coverage.verdicts[verdict as usize],
            "drop counter {} against the endpoint's DropCounters::{}",
            i,
            DROP_REASONS[i]
        );
    }
}
