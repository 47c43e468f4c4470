"""Unit tests of the open flow's scripts: the timing table's merge (timing.py), the
glue-path estimate (glue_paths.py) on netlists small enough to work out by hand, and the
analysis of a route's delays (routed_paths.py) on a small SDF file written by hand.

Why: these scripts write what the hardware doc reports (the table's rows, the paths the
cuts follow), and none runs in a test otherwise (a route takes an hour). Run by
`hdl/tests/open_flow_scripts.rs` (`python3 -m unittest`), so `./scripts/test` runs them.
"""
import json
import pathlib
import subprocess
import tempfile
import unittest

import control_sets
import glue_paths
import routed_paths
import timing
from glue_paths import CARRY_THROUGH, CLK_TO_Q, HOP_CROSSING, HOP_LOCAL, LUT, SETUP

# Modules the table rows below name: emitted ones (table_rows keeps only those).
EMITTED = sorted(p.stem for p in timing.GENERATED.glob("*.v"))


def row(module, cells):
    return f"| `{module}` | {' | '.join(cells)} | meets |"


class TimingTableTest(unittest.TestCase):
    def setUp(self):
        self.assertGreaterEqual(len(EMITTED), 2, f"no emitted Verilog in {timing.GENERATED}")
        self.a, self.b = EMITTED[:2]
        counts = [str(n) for n in range(1, 9)]
        self.table = "\n".join([
            row(self.a, counts + ["130.0", "126.0"]),
            row(self.b, counts + ["140.0", "—"]),
            row("metaroce_not_emitted", counts + ["150.0", "150.0"]),
        ])

    def test_rows_of_modules_no_longer_emitted_are_dropped(self):
        rows = timing.table_rows(self.table)
        self.assertEqual(sorted(rows), [self.a, self.b])
        self.assertEqual(rows[self.a][-2:], ["130.0", "126.0"])

    def test_a_run_replaces_only_the_cells_it_measured(self):
        rows = timing.table_rows(self.table)
        merged = timing.merge_rows(rows, {self.b: {timing.COLUMNS - 2: "131.5"}})
        self.assertEqual(merged[self.a], rows[self.a], "a row this run did not measure")
        self.assertEqual(merged[self.b][:-1], rows[self.b][:-1], "the out-of-context cells")
        self.assertEqual(merged[self.b][-1], "131.5")
        self.assertEqual(rows[self.b][-1], "—", "the rows read are left as they were")

    def test_a_module_without_a_row_gets_dashes_where_nothing_was_measured(self):
        merged = timing.merge_rows({}, {self.a: {timing.COLUMNS - 3: "99.9"}})
        self.assertEqual(merged[self.a], ["—"] * 8 + ["99.9", "—"])

    def test_a_row_meets_only_when_every_figure_measured_does(self):
        counts = ["1"] * 8
        self.assertTrue(timing.format_row("m", counts + ["130.0", "125.0"]).endswith("| meets |"))
        self.assertIn("**misses**", timing.format_row("m", counts + ["130.0", "124.7"]))
        self.assertIn("**misses**", timing.format_row("m", counts + ["110.8 (429128f)", "—"]))
        self.assertIn("meets out of context", timing.format_row("m", counts + ["130.0", "—"]))

    def test_a_row_of_an_older_table_reads_its_registered_ports_column_as_not_measured(self):
        cells = timing.parse_row("| `m` | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 130.0 | meets |")
        self.assertEqual(cells[-2:], ["130.0", "—"])

    def test_a_figure_names_what_it_was_routed_with_only_when_not_the_default(self):
        self.assertEqual(timing.figure_note("router1", 1, []), "")
        self.assertEqual(timing.figure_note("router1", 3, []), " (--seed 3)")
        self.assertEqual(
            timing.figure_note("router2", 2, ["--tmg-ripup"]), " (router2 --seed 2 --tmg-ripup)"
        )

    def test_the_table_round_trips_through_its_text(self):
        rows = timing.table_rows(self.table)
        text = timing.format_table(rows)
        self.assertTrue(text.startswith(timing.BEGIN) and text.endswith(timing.END))
        self.assertEqual(timing.table_rows(text), rows)


# Eight flip-flops cleared by one register's low level: Yosys infers an active-low
# synchronous reset, which `synth_ecp5` gives each flip-flop an inverter of its own.
SHARED_LOW_RESET = """
module shared_low_reset(input clk, input keep, input [7:0] x, output reg [7:0] q);
  reg keep_q;
  reg [7:0] x_q;
  always @(posedge clk) begin
    keep_q <= keep;
    x_q <= x;
    if (keep_q) q <= x_q; else q <= 8'h0;
  end
endmodule
"""


class Ecp5SynthesisTest(unittest.TestCase):
    """The ECP5 netlist's Yosys script, run on a small module (needs yosys:
    scripts/install-hdl-tools; a missing yosys fails here)."""

    def test_flip_flops_reset_by_one_signal_share_one_reset_net(self):
        with tempfile.TemporaryDirectory() as tmp:
            source = pathlib.Path(tmp) / "shared_low_reset.v"
            source.write_text(SHARED_LOW_RESET)
            netlist = pathlib.Path(tmp) / "shared_low_reset.json"
            script = timing.ecp5_synthesis_script([source], "shared_low_reset", netlist)
            subprocess.run(["yosys", "-q", "-p", script], cwd=tmp, check=True)
            cells = json.loads(netlist.read_text())["modules"]["shared_low_reset"]["cells"]
        resets = {
            tuple(c["connections"]["LSR"])
            for c in cells.values()
            if c["type"] == "TRELLIS_FF" and c["connections"].get("LSR") != ["0"]
        }
        luts = [c for c in cells.values() if c["type"] == "LUT4"]
        self.assertEqual(len(resets), 1, "the eight cleared flip-flops' reset nets")
        self.assertEqual(len(luts), 1, "one inverter of `keep_q`, not one per flip-flop")

    def test_control_sets_group_flip_flops_by_enable_and_reset_nets(self):
        def flip_flop(ce, lsr):
            return {"type": "TRELLIS_FF", "connections": {"CE": [ce], "LSR": [lsr]}}

        module = {"cells": {
            "a": flip_flop(5, 7), "b": flip_flop(5, 7), "c": flip_flop(5, 8),
            "d": flip_flop(6, 7), "lut": {"type": "LUT4", "connections": {"Z": [5]}},
        }}
        self.assertEqual(control_sets.summary(module), (4, 3, 2))


def ff(d, q):
    return {
        "type": "TRELLIS_FF",
        "port_directions": {"CLK": "input", "DI": "input", "Q": "output"},
        "connections": {"CLK": [1], "DI": [d], "Q": [q]},
    }


def lut(a, z):
    return {
        "type": "LUT4",
        "port_directions": {p: "input" for p in "ABCD"} | {"Z": "output"},
        "connections": {"A": [a], "B": ["0"], "C": ["0"], "D": ["0"], "Z": [z]},
    }


def carry(a, cin, cout):
    inputs = ["A0", "B0", "C0", "D0", "A1", "B1", "C1", "D1", "CIN"]
    return {
        "type": "CCU2C",
        "port_directions": {p: "input" for p in inputs} | {"COUT": "output"},
        "connections": {p: ["0"] for p in inputs}
        | {"A0": [a], "CIN": [cin], "COUT": [cout]},
    }


def netlist(cells, names):
    module = {"cells": cells, "netnames": {n: {"bits": [b]} for n, b in names.items()}}
    return glue_paths.Netlist(module, {"a": {"s_in"}, "b": {"s_in"}})


class GluePathsTest(unittest.TestCase):
    def test_a_path_through_two_blocks_costs_two_crossings_and_a_local_hop_at_its_end(self):
        # top's r1 -> a LUT of block a -> a LUT of block b -> b's r2; r1's own input is an
        # undriven bit (an input port): untimed.
        net = netlist(
            {"r1": ff(2, 3), "a.x_LUT4_Z": lut(3, 4), "b.y_LUT4_Z": lut(4, 5),
             "b.r2_TRELLIS_FF_Q": ff(5, 6)},
            {"clk": 1, "d_in": 2, "r1": 3, "a.x": 4, "b.y": 5, "b.r2": 6},
        )
        ends = list(net.endpoints())
        self.assertEqual(len(ends), 1, ends)
        end, end_block, a = ends[0]
        self.assertEqual((end, end_block), ("b.r2", "b"))
        self.assertEqual((a.start, a.start_block), ("r1", "top"))
        self.assertEqual(a.path, ["r1", "a.x", "b.y"])
        self.assertEqual((a.levels, a.crossings), (2, 2))
        expected = CLK_TO_Q + 2 * (HOP_CROSSING + LUT) + HOP_LOCAL + SETUP
        self.assertAlmostEqual(a.delay, expected)

    def test_a_path_into_another_block_register_crosses_at_its_last_hop(self):
        # a's LUT straight into b's register: the crossing is the hop into the flip-flop.
        net = netlist(
            {"r1": ff(2, 3), "a.x_LUT4_Z": lut(3, 4), "b.r2_TRELLIS_FF_Q": ff(4, 6)},
            {"r1": 3, "a.x": 4, "b.r2": 6},
        )
        [(end, end_block, a)] = list(net.endpoints())
        self.assertEqual((end, end_block, a.crossings), ("b.r2", "b", 2))
        expected = CLK_TO_Q + (HOP_CROSSING + LUT) + HOP_CROSSING + SETUP
        self.assertAlmostEqual(a.delay, expected)

    def test_a_block_output_port_counts_for_the_block_and_an_input_port_for_the_top(self):
        net = netlist({}, {})
        self.assertEqual(net.driving_block("a$m_out"), "a")
        self.assertEqual(net.driving_block("a.m_out"), "a")
        self.assertEqual(net.driving_block("a$s_in"), "top")
        self.assertEqual(net.driving_block("cmd_window"), "top")

    def test_a_carry_chain_costs_its_carry_hops_not_lut_hops(self):
        net = netlist(
            {"r1": ff(2, 3), "c0": carry(3, "0", 4), "c1": carry("0", 4, 5),
             "r2": ff(5, 6)},
            {"r1": 3, "r2": 6},
        )
        [(_, _, a)] = list(net.endpoints())
        expected = CLK_TO_Q + (HOP_LOCAL + LUT) + CARRY_THROUGH + HOP_LOCAL + SETUP
        self.assertAlmostEqual(a.delay, expected)
        self.assertEqual(a.levels, 1, "the chain's second cell is no LUT level")

    def test_the_longest_input_decides_a_cell_arrival(self):
        # r2's D is a LUT of r1 (one LUT away) and of a two-LUT path from r0.
        cells = {"r0": ff(9, 2), "r1": ff(9, 3), "p": lut(2, 4), "q": lut(4, 5), "r2": ff(6, 7)}
        cells["m"] = {
            "type": "LUT4",
            "port_directions": {p: "input" for p in "ABCD"} | {"Z": "output"},
            "connections": {"A": [3], "B": [5], "C": ["0"], "D": ["0"], "Z": [6]},
        }
        net = netlist(cells, {"r0": 2, "r1": 3, "r2": 7})
        [(_, _, a)] = list(net.endpoints())
        self.assertEqual(a.start, "r0")
        self.assertEqual(a.levels, 3)

    def test_a_register_driven_by_another_register_flip_flops_is_reported_merged(self):
        # b.r2 was merged into a.r1 (its bit driven by a.r1's flip-flop); a.c's flip-flop
        # has a constant input, so b.k merged into it is not worth a line; a.r3 is its own.
        # a.line's flip-flops are named after its stages: its own.
        cells = {"a.r1.q_TRELLIS_FF_Q": ff(2, 3), "a.r3.q_TRELLIS_FF_Q_1": ff(2, 4),
                 "a.c.q_TRELLIS_FF_Q": ff("1", 5), "a.line.stages_TRELLIS_FF_Q": ff(2, 6)}
        net = netlist(cells, {"a.r1.q": 3, "b.r2.q": 3, "a.r3.q": 4, "a.c.q": 5, "b.k.q": 5,
                              "a.line.q": 6})
        self.assertEqual(net.merged_registers(), [("b.r2.q", {"a.r1.q": 1})])

    def test_blocks_are_the_children_with_stream_ports(self):
        verilog = """\
module top(clk);
    input wire clk;
    child u_child(
        .clk(clk)
    );
    plain u_plain(
        .clk(clk)
    );
endmodule
module child(clk, s_in, m_out);
    input wire clk;
    input wire [3:0] s_in;
    output wire m_out;
endmodule
module plain(clk);
    input wire clk;
endmodule
"""
        with tempfile.TemporaryDirectory() as tmp:
            path = pathlib.Path(tmp) / "top.v"
            path.write_text(verilog)
            self.assertEqual(glue_paths.blocks_of(path, "top"), {"u_child": {"clk", "s_in"}})


def sdf_cell(cell_type, instance, iopaths=(), checks=()):
    """An SDF CELL as nextpnr writes it: IOPATHs (input, output, ps) and setup checks
    (data port, clock port, setup ps)."""
    lines = ["  (CELL", f'    (CELLTYPE "{cell_type}")', f"    (INSTANCE {instance})"]
    if iopaths:
        lines += ["    (DELAY", "      (ABSOLUTE"]
        lines += [f"        (IOPATH {a} {b} (0:0:{ps}) (0:0:{ps}))" for a, b, ps in iopaths]
        lines += ["      )", "    )"]
    if checks:
        lines += ["    (TIMINGCHECK"]
        lines += [f"      (SETUPHOLD (posedge {d}) (posedge {c}) (0:0:{ps}) (0:0:0))"
                  for d, c, ps in checks]
        lines += ["    )"]
    return lines + ["    )"]


def sdf(cells, wires):
    """An SDF file: the top cell's INTERCONNECTs (from pin, to pin, ps), then the cells."""
    lines = ["(DELAYFILE", '  (DIVIDER /)', "  (TIMESCALE 1ps)", "  (CELL",
             '    (CELLTYPE "top")', "    (INSTANCE )", "    (DELAY", "      (ABSOLUTE"]
    lines += [f"        (INTERCONNECT {a} {b} (0:0:{ps}) (0:0:{ps}))" for a, b, ps in wires]
    lines += ["      )", "    )", "    )"]
    for cell in cells:
        lines += cell
    return [line + "\n" for line in lines + [")"]]


def sdf_ff(instance, setup=0):
    return sdf_cell("TRELLIS_FF", instance, [("CLK", "Q", 400)], [("DI", "CLK", setup)])


def sdf_comb(instance, inputs, ps):
    return sdf_cell("TRELLIS_COMB", instance, [(i, "F", ps) for i in inputs])


class RoutedPathsTest(unittest.TestCase):
    def test_the_latest_input_decides_an_endpoint_slack_and_its_path(self):
        # a.r1 -> x (A) -> b.r3 and a.r2 -> x (B) -> b.r3: B's route is longer.
        graph = routed_paths.Timing.from_sdf(sdf(
            [sdf_ff("a.r1_TRELLIS_FF_Q"), sdf_ff("a.r2_TRELLIS_FF_Q"), sdf_comb("x", "AB", 200),
             sdf_ff("b.r3_TRELLIS_FF_Q_7", setup=100)],
            [("a.r1_TRELLIS_FF_Q/Q", "x/A", 1000), ("a.r2_TRELLIS_FF_Q/Q", "x/B", 3000),
             ("x/F", "b.r3_TRELLIS_FF_Q_7/DI", 500)],
        ))
        ends = {pin: (slack, path) for pin, slack, path in graph.endpoints()}
        self.assertEqual(list(ends), ["b.r3_TRELLIS_FF_Q_7/DI"], "flip-flops without a "
                         "clocked path into them are not timed")
        slack, path = ends["b.r3_TRELLIS_FF_Q_7/DI"]
        self.assertAlmostEqual(slack, routed_paths.PERIOD_NS - 0.1 - (0.4 + 3.0 + 0.2 + 0.5))
        self.assertEqual([p for p, _, _ in path],
                         ["a.r2_TRELLIS_FF_Q/Q", "x/B", "x/F", "b.r3_TRELLIS_FF_Q_7/DI"])
        self.assertEqual([r for _, _, r in path], [False, True, False, True])
        self.assertEqual(routed_paths.register_of("b.r3_TRELLIS_FF_Q_7"), "b.r#")

    def test_clock_pins_start_paths_and_routes_into_them_are_ignored(self):
        # The clock's route into CLK would otherwise make r2's path a path from an input.
        graph = routed_paths.Timing.from_sdf(sdf(
            [sdf_ff("r1"), sdf_ff("r2")],
            [("clk", "r1/CLK", 9000), ("r1/Q", "r2/DI", 2000)],
        ))
        [(pin, slack, _)] = list(graph.endpoints())
        self.assertEqual(pin, "r2/DI")
        self.assertAlmostEqual(slack, routed_paths.PERIOD_NS - 2.4)

    def test_a_ram_output_starts_at_its_clock_to_out(self):
        ram = sdf_cell("DP16KD", "ram", [("CLKB", "DOB0", 4250)], [("ADB5", "CLKB", 150)])
        graph = routed_paths.Timing.from_sdf(sdf(
            [ram, sdf_ff("r1")], [("ram/DOB0", "r1/DI", 1000), ("r1/Q", "ram/ADB5", 700)],
        ))
        ends = {pin: slack for pin, slack, _ in graph.endpoints()}
        self.assertAlmostEqual(ends["r1/DI"], routed_paths.PERIOD_NS - 5.25)
        self.assertAlmostEqual(ends["ram/ADB5"], routed_paths.PERIOD_NS - 0.15 - 1.1)

    def test_escaped_names_and_the_top_module_ports_are_split_at_the_right_slash(self):
        self.assertEqual(routed_paths.split_pin(r"a\/b/Q"), (r"a\/b", "Q"))
        self.assertEqual(routed_paths.split_pin("in_port"), ("", "in_port"))
        self.assertEqual(routed_paths.plain(r"\$nextpnr_CCU2C_1\$CCU2_COMB0"),
                         "$nextpnr_CCU2C_1$CCU2_COMB0")

    def test_a_combinational_loop_is_a_clear_error(self):
        graph = routed_paths.Timing.from_sdf(sdf(
            [sdf_ff("r1"), sdf_comb("x", "AB", 100), sdf_comb("y", "A", 100)],
            [("r1/Q", "x/A", 100), ("x/F", "y/A", 100), ("y/F", "x/B", 100)],
        ))
        with self.assertRaises(SystemExit):
            list(graph.endpoints())


if __name__ == "__main__":
    unittest.main()
