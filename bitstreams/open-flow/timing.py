#!/usr/bin/env python3
"""Area and Fmax of every emitted Verilog module, written into docs/hardware.md.

For each module of hdl/generated/ (or the ones named on the command line):
  * Yosys `synth_xilinx -flatten` gives LUTs, flip-flops, block RAMs and carry cells on a
    7-series/UltraScale-style fabric (Corundum's boards are Xilinx);
  * Yosys `synth_ecp5 -nowidelut` (the abc -lut 4 flow; YoWASP's abc9 traps) and
    nextpnr-ecp5 (LFE5UM-85F, speed 8, out of context, 125 MHz target) give Fmax on the
    open ECP5 flow, the only fabric with an open place and route here.
The table between the `timing-table` markers of docs/hardware.md is replaced; the raw logs
are left in build/ beside this script. Run through ./run-timing, which installs nextpnr.
"""
import argparse
import pathlib
import re
import subprocess
import sys

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


def ecp5_fmax(module, nextpnr, router):
    verilog = GENERATED / f"{module}.v"
    netlist = BUILD / f"{module}.ecp5.json"
    log = run(
        ["yosys", "-p",
         f"read_verilog {verilog}; synth_ecp5 -nowidelut -top {module} -json {netlist}; stat"],
        BUILD / f"{module}.ecp5.log",
    )
    cells = cell_counts(log)
    pnr = run(
        [nextpnr, "--85k", "--package", "CABGA381", "--speed", "8", "--out-of-context",
         "--freq", str(TARGET_MHZ), "--timing-allow-fail", "--seed", "1", "--router", router,
         "--json", str(netlist)],
        BUILD / f"{module}.nextpnr.log",
    )
    found = re.findall(r"Max frequency for clock '[^']+': ([\d.]+) MHz", pnr)
    if not found:
        sys.exit(f"timing: no Fmax in {BUILD / (module + '.nextpnr.log')}")
    return float(found[-1]), cells.get("LUT4", 0), cells.get("TRELLIS_FF", 0), cells.get("DP16KD", 0)


def split_doc(text):
    """The parts of docs/hardware.md before, inside and after the table's markers."""
    if BEGIN not in text or END not in text:
        sys.exit(f"timing: {DOC} lacks the {BEGIN} / {END} markers")
    head, rest = text.split(BEGIN, 1)
    table, tail = rest.split(END, 1)
    return head, table, tail


def write_table(rows):
    """Replaces the table in docs/hardware.md as the file stands now (runs take long; the
    rest of the file may have been edited meanwhile) and returns it."""
    table = "\n".join([
        BEGIN,
        "| module | Xilinx LUT | FF | RAMB | LUTRAM | CARRY | ECP5 LUT4 | FF | DP16KD "
        f"| ECP5 Fmax (MHz) | {TARGET_MHZ} MHz |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|",
        *(rows[m] for m in sorted(rows)),
        END,
    ])
    head, _, tail = split_doc(DOC.read_text())
    DOC.write_text(head + table + tail)
    return table


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
    parser.add_argument("modules", nargs="*")
    args = parser.parse_args()
    BUILD.mkdir(exist_ok=True)
    modules = args.modules or sorted(p.stem for p in GENERATED.glob("*.v"))
    _, old_table, _ = split_doc(DOC.read_text())
    # Rows of modules not measured this time are kept (a run may name a few modules).
    rows = {
        m.group(1): line
        for line in old_table.splitlines()
        if (m := re.match(r"\| `([^`]+)` \|", line)) and (GENERATED / f"{m.group(1)}.v").exists()
    }
    for module in modules:
        print(f"timing: {module}", file=sys.stderr)
        luts, ffs, brams, lutram, carry = xilinx_area(module)
        if args.area_only:
            print(f"{module}: Xilinx LUT {luts}, FF {ffs}, RAMB {brams}, LUTRAM {lutram}, "
                  f"CARRY {carry}")
            continue
        fmax, luts4, ffs_ecp5, dp16 = ecp5_fmax(module, args.nextpnr, args.router)
        verdict = "meets" if fmax >= TARGET_MHZ else "**misses**"
        rows[module] = (
            f"| `{module}` | {luts} | {ffs} | {brams} | {lutram} | {carry} | {luts4} | {ffs_ecp5} "
            f"| {dp16} | {fmax:.1f}{' (router2)' if args.router == 'router2' else ''} | {verdict} |"
        )
        write_table(rows)  # after each module: a long run keeps what it measured
    if not args.area_only:
        print(write_table(rows))


if __name__ == "__main__":
    main()
