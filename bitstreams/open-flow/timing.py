#!/usr/bin/env python3
"""Area and Fmax of every emitted Verilog module, written into docs/hardware.md.

For each module of hdl/generated/ (or the ones named on the command line):
  * Yosys `synth_xilinx -flatten` gives LUTs, flip-flops, block RAMs and carry cells on a
    7-series/UltraScale-style fabric (Corundum's boards are Xilinx);
  * Yosys `synth_ecp5 -nowidelut` (the abc -lut 4 flow; YoWASP's abc9 traps), its
    identical LUTs merged (`MERGE_IDENTICAL_LUTS`), and nextpnr-ecp5 (LFE5UM-85F, speed 8,
    out of context, 125 MHz target) give Fmax on the open ECP5 flow, the only fabric with
    an open place and route here.
The table between the `timing-table` markers of docs/hardware.md is replaced; the raw logs
are left in build/ beside this script. Run through ./run-timing, which installs nextpnr.
"""
import argparse
import pathlib
import re
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parent.parent
GENERATED = ROOT / "hdl" / "generated"
DOC = ROOT / "docs" / "hardware.md"
BUILD = HERE / "build"
TARGET_MHZ = 125
BEGIN = "<!-- timing-table:begin -->"
END = "<!-- timing-table:end -->"


def run(cmd, log):
    with open(log, "w") as out:
        result = subprocess.run(cmd, stdout=out, stderr=subprocess.STDOUT, cwd=BUILD)
    if result.returncode != 0:
        sys.exit(f"timing: {' '.join(map(str, cmd))} failed, see {log}")
    return pathlib.Path(log).read_text()


def cell_counts(log):
    """Cell counts of the last `stat` in a Yosys log."""
    section = log.rsplit("Number of cells:", 1)[1]
    counts = {}
    for line in section.splitlines()[1:]:
        match = re.match(r"\s+(\S+)\s+(\d+)$", line)
        if not match:
            if counts:
                break
            continue
        counts[match.group(1)] = int(match.group(2))
    return counts


def xilinx_area(module):
    verilog = GENERATED / f"{module}.v"
    log = run(
        ["yosys", "-p", f"read_verilog {verilog}; synth_xilinx -flatten -top {module}; stat"],
        BUILD / f"{module}.xilinx.log",
    )
    cells = cell_counts(log)
    luts = sum(n for c, n in cells.items() if re.fullmatch(r"LUT\d", c))
    ffs = sum(n for c, n in cells.items() if re.fullmatch(r"FD[CPRS]E?", c))
    brams = sum(n for c, n in cells.items() if c.startswith("RAMB"))
    lutram = sum(n for c, n in cells.items() if re.fullmatch(r"RAM\d+[MSX].*", c))
    carry = sum(n for c, n in cells.items() if c.startswith("CARRY"))
    return luts, ffs, brams, lutram, carry


PORT = re.compile(r"^\s*(input|output)\s+(?:wire|reg)\s+(\[[^\]]+\])?\s*(\w+);", re.M)


def registered_ports_wrapper(module):
    """Verilog of `<module>_regports`: the module with a flip-flop on every port but the
    clock, so nextpnr times the paths from its inputs and to its outputs. Out of context,
    a module's own ports are not timed, yet in the top level they are the ends of
    block-to-block paths; this wrapper shows each side of such a path on its own."""
    text = (GENERATED / f"{module}.v").read_text()
    body = re.search(rf"^module {module}\(.*?^endmodule", text, re.M | re.S)
    if not body:
        sys.exit(f"timing: no module {module} in {module}.v")
    ports = PORT.findall(body.group(0))
    if not ports or ports[0][2] != "clk":
        sys.exit(f"timing: {module}.v does not start its ports with clk")
    ports = ports[1:]
    decls = [f"    {d} wire {w} {n};" for d, w, n in ports]
    regs = [f"    reg {w} {n}_q;" for _, w, n in ports]
    wires = [f"    wire {w} {n}_d;" for d, w, n in ports if d == "output"]
    flops = [
        f"        {n}_q <= {n};" if d == "input" else f"        {n}_q <= {n}_d;"
        for d, _, n in ports
    ]
    outs = [f"    assign {n} = {n}_q;" for d, _, n in ports if d == "output"]
    conns = ",\n".join(
        f"        .{n}({n}_q)" if d == "input" else f"        .{n}({n}_d)" for d, _, n in ports
    )
    return "\n".join([
        f"module {module}_regports(clk, {', '.join(n for _, _, n in ports)});",
        "    input wire clk;",
        *decls, *regs, *wires,
        "    always @(posedge clk) begin",
        *flops,
        "    end",
        *outs,
        f"    {module} inner(\n        .clk(clk),\n{conns}\n    );",
        "endmodule",
        "",
    ])


# Run after `synth_ecp5`: merges LUT4s of the same function on the same inputs, then drops
# what is left unused. Why: `synth_ecp5` legalises a flip-flop with an active-low
# synchronous reset (Yosys infers one from `q <= sel ? x : 0`, e.g. the SACK unit's packet
# one-hot, 1024 flip-flops ANDed from two 32-bit one-hots) into one with an active-high
# reset and an inverter of its own, after its last merge pass; each such flip-flop then has
# a reset net of its own. A slice's two flip-flops share their clock, enable and reset (a
# control set), so each of those stands alone in its slice, and nextpnr's HeAP spends its
# strict legalisation looking for slices they fit: at 8be54bb the top level had 1,368
# control sets, 1,157 of them a single flip-flop (1,024 the one-hot's), and a HeAP
# iteration took 137 to 330 s; merged, 280 control sets (31 single), 9 to 45 s.
# Flip-flops are not merged: copies kept on purpose (`RegisterCopies`) stay apart.
MERGE_IDENTICAL_LUTS = "opt_merge -share_all t:LUT4; opt_clean"


def ecp5_synthesis_script(sources, top, netlist):
    """The Yosys script of the ECP5 netlist: `synth_ecp5 -nowidelut`, the identical LUTs
    merged, the cell counts (`stat`) and the netlist written as JSON."""
    return (
        f"read_verilog {' '.join(map(str, sources))}; synth_ecp5 -nowidelut -top {top}; "
        f"{MERGE_IDENTICAL_LUTS}; stat; write_json {netlist}"
    )


def ecp5_netlist(module, registered_ports=False):
    """Yosys `synth_ecp5 -nowidelut` of a module (inside its registered-ports wrapper if
    asked): the top's name, the netlist's path (build/<top>.ecp5.json) and the cell counts."""
    BUILD.mkdir(exist_ok=True)
    verilog = GENERATED / f"{module}.v"
    top, sources = module, [verilog]
    if registered_ports:
        top = f"{module}_regports"
        sources.append(BUILD / f"{top}.v")
        sources[-1].write_text(registered_ports_wrapper(module))
    netlist = BUILD / f"{top}.ecp5.json"
    log = run(
        ["yosys", "-p", ecp5_synthesis_script(sources, top, netlist)],
        BUILD / f"{top}.ecp5.log",
    )
    return top, netlist, cell_counts(log)


def ecp5_fmax(module, nextpnr, router, registered_ports=False, pnr_options=(), seed=1):
    top, netlist, cells = ecp5_netlist(module, registered_ports)
    pnr = run(
        [nextpnr, "--85k", "--package", "CABGA381", "--speed", "8", "--out-of-context",
         "--freq", str(TARGET_MHZ), "--timing-allow-fail", "--seed", str(seed),
         "--router", router,
         *pnr_options, "--json", str(netlist), "--sdf", str(BUILD / f"{top}.sdf")],
        BUILD / f"{top}.nextpnr.log",
    )
    found = re.findall(r"Max frequency for clock '[^']+': ([\d.]+) MHz", pnr)
    if not found:
        sys.exit(f"timing: no Fmax in {BUILD / (top + '.nextpnr.log')}")
    return float(found[-1]), cells.get("LUT4", 0), cells.get("TRELLIS_FF", 0), cells.get("DP16KD", 0)


def split_doc(text):
    """The parts of docs/hardware.md before, inside and after the table's markers."""
    if BEGIN not in text or END not in text:
        sys.exit(f"timing: {DOC} lacks the {BEGIN} / {END} markers")
    head, rest = text.split(BEGIN, 1)
    table, tail = rest.split(END, 1)
    return head, table, tail


COLUMNS = 11  # module, 8 counts, Fmax, Fmax with ports registered (the verdict is derived)


def parse_row(line):
    """A table row's cells after the module name (rows of older tables lack the
    registered-ports column: it reads as not measured)."""
    cells = [c.strip() for c in line.strip().strip("|").split("|")][1:-1]  # no verdict
    if len(cells) == COLUMNS - 2:  # no registered-ports column yet
        cells.append("—")
    return cells


def format_row(module, cells):
    """A row with its verdict: it meets the target only when every figure measured does."""
    figures = [float(m.group(1)) for c in cells[-2:] if (m := re.match(r"([\d.]+)", c))]
    verdict = "meets" if figures and min(figures) >= TARGET_MHZ else "**misses**"
    if verdict == "meets" and len(figures) < 2:
        verdict = "meets out of context"  # its port paths not timed yet
    return f"| `{module}` | {' | '.join(cells)} | {verdict} |"


def table_rows(table):
    """The rows of a table's text, by module (only modules still emitted)."""
    return {
        m.group(1): parse_row(line)
        for line in table.splitlines()
        if (m := re.match(r"\| `([^`]+)` \|", line)) and (GENERATED / f"{m.group(1)}.v").exists()
    }


def merge_rows(rows, measured):
    """`rows` with the cells this run measured (module -> {column index: text}) written
    over them; a module without a row gets one of dashes first."""
    merged = {m: list(cells) for m, cells in rows.items()}
    for module, cells in measured.items():
        row = merged.setdefault(module, ["—"] * (COLUMNS - 1))
        for index, text in cells.items():
            row[index] = text
    return merged


def format_table(rows):
    """The table's text, markers included, one row a module in name order."""
    return "\n".join([
        BEGIN,
        "| module | Xilinx LUT | FF | RAMB | LUTRAM | CARRY | ECP5 LUT4 | FF | DP16KD "
        f"| ECP5 Fmax (MHz) | ports registered (MHz) | {TARGET_MHZ} MHz |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|",
        *(format_row(m, rows[m]) for m in sorted(rows)),
        END,
    ])


def write_table(measured):
    """Writes this run's figures into the table of docs/hardware.md as the file stands now
    and returns the table. The table is read again at each write and only the cells this
    run measured are replaced: the file may be edited meanwhile, and another run may write
    other rows (two runs at once in one tree used to put back each other's old rows)."""
    head, table, tail = split_doc(DOC.read_text())
    table = format_table(merge_rows(table_rows(table), measured))
    DOC.write_text(head + table + tail)
    return table


def figure_note(router, seed, pnr_options):
    """What a figure was routed with, when it is not every row's default (router1, seed 1,
    no extra option): " (router2 --seed 3 --tmg-ripup)", or "" for the default."""
    notes = (["router2"] if router == "router2" else []) + (
        [f"--seed {seed}"] if seed != 1 else []
    ) + list(pnr_options)
    return f" ({' '.join(notes)})" if notes else ""


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--nextpnr", required=True)
    parser.add_argument(
        "--router", choices=["router1", "router2"], default="router1",
        help="nextpnr's router: router1 (the default, every block's row) or router2 (for the "
        "~40k-LUT top level, which router1 had not routed after an hour); a row routed by "
        "router2 says so beside its Fmax",
    )
    parser.add_argument(
        "--area-only", action="store_true",
        help="only Yosys synth_xilinx: print each module's Xilinx LUT / FF / RAMB / LUTRAM / "
        "CARRY counts and leave docs/hardware.md as it is (for the top level, which the open "
        "flow does not route yet)",
    )
    parser.add_argument(
        "--registered-ports", action="store_true",
        help="time each module inside a wrapper with a flip-flop on every port, so the paths "
        "from its inputs and to its outputs count (out of context they do not, yet in the top "
        "level they are block-to-block paths); fills the table's 'ports registered' column, "
        "keeping the rest of the row",
    )
    parser.add_argument(
        "--pnr-option", action="append", default=[], metavar="OPTION",
        help="one more nextpnr-ecp5 option, repeatable, given with '=' "
        "(--pnr-option=--tmg-ripup --pnr-option=--placer-heap-timingweight=20); a row's "
        "figure names the options it was routed with",
    )
    parser.add_argument(
        "--seed", type=int, default=1,
        help="nextpnr's placement seed (default 1, every row's); a figure of another seed "
        "names it, so runs over seeds show how far a block's figure moves with its place",
    )
    parser.add_argument("modules", nargs="*")
    args = parser.parse_args()
    BUILD.mkdir(exist_ok=True)
    modules = args.modules or sorted(p.stem for p in GENERATED.glob("*.v"))
    # Only the cells measured are written: rows of modules not measured this time are
    # kept (a run may name a few modules), and so is the column a run does not measure
    # (out of context, or ports registered).
    measured = {}
    # The Xilinx synthesis runs beside the ECP5 flow (two processes, one core each): for the
    # top level it takes about as long as placing.
    with ThreadPoolExecutor(max_workers=1) as xilinx:
        for module in modules:
            print(f"timing: {module}", file=sys.stderr)
            if args.area_only:
                luts, ffs, brams, lutram, carry = xilinx_area(module)
                print(f"{module}: Xilinx LUT {luts}, FF {ffs}, RAMB {brams}, LUTRAM {lutram}, "
                      f"CARRY {carry}")
                continue
            # (A registered-ports run keeps the module's own area columns: the wrapper adds
            # a flip-flop a port.)
            area = None if args.registered_ports else xilinx.submit(xilinx_area, module)
            fmax, luts4, ffs_ecp5, dp16 = ecp5_fmax(
                module, args.nextpnr, args.router, args.registered_ports, args.pnr_option,
                args.seed,
            )
            figure = f"{fmax:.1f}{figure_note(args.router, args.seed, args.pnr_option)}"
            if area is None:
                measured[module] = {COLUMNS - 2: figure}
            else:
                luts, ffs, brams, lutram, carry = area.result()
                counts = (luts, ffs, brams, lutram, carry, luts4, ffs_ecp5, dp16)
                measured[module] = {i: str(v) for i, v in enumerate(counts)}
                measured[module][COLUMNS - 3] = figure
            write_table(measured)  # after each module: a long run keeps what it measured
    if not args.area_only:
        print(write_table(measured))


if __name__ == "__main__":
    main()
