#!/usr/bin/env python3
"""Ranks a synthesized module's register-to-register paths by an estimated delay, before
place and route, so that many slow paths are found from one synthesis instead of one per
route.

Why: nextpnr prints only the worst path of a route, and a route of the top level takes an
hour. The top level misses timing on glue between blocks: paths whose hops cross from one
block's logic to another's, which the place spreads across the chip (2 to 3 ns a hop, where
a hop inside a block costs well under one). This script reads the ECP5 netlist that
`timing.py` writes (`build/<module>.ecp5.json`, Yosys `synth_ecp5 -nowidelut`), walks every
combinational path from a flip-flop or RAM output to a flip-flop or RAM input, and
estimates its delay with a simple model: a logic cost per LUT, carry cell or LUT-RAM read,
plus a routing cost per hop that is larger when the hop changes block. A block is a child
instance of the top module with `s_`/`m_` ports (the parser, the SACK unit, the
scheduler, ...); everything else (the top level's own registers, delay lines and RAMs) is
the top level's glue. A cell belongs to the block its output net is named in by the
emitted Verilog (a block's output port counts for the block, its input port for the top
level); a cell whose net has only names Yosys made up sits in its critical input's block.

The model's constants come from the hops of routed critical paths of the top level (see
docs/hardware.md, *Top level*, *Size and timing*); it ranks paths, it does not replace the
route. Paths from input ports or constants are untimed, as out of context in nextpnr.

With `--merged` it lists instead the registers Yosys merged into another register of the
same input (opt_merge, after flattening): a private copy that is not private, or a block's
input register left driven from another block's flip-flop across the chip; a register kept
apart (`hdl/src/wiring.rs`, `KeptRegister`) is never merged, and a plain one merges even
into a kept twin.

Usage: bitstreams/open-flow/glue_paths.py [--synthesize | --netlist JSON] [--top N] [--over NS]
[--all | --merged] <module>
"""
import argparse
import json
import pathlib
import re
import sys
from collections import defaultdict
from typing import NamedTuple

import timing

BUILD = timing.BUILD

# Delay model (ns), ECP5 speed 8; see the module docstring.
CLK_TO_Q = 0.5
SETUP = 0.1
RAM_CLK_TO_OUT = 4.3  # DP16KD clock to output, as routed in the SACK unit (docs/hardware.md)
LUT = 0.25
LUTRAM_READ = 0.5
CARRY_THROUGH = 0.05  # CIN to COUT of one CCU2C (two bits)
CARRY_SUM = 0.3  # CIN to S0/S1
HOP_LOCAL = 0.7
HOP_CROSSING = 2.4

COMB_INPUTS = {
    "LUT4": {"Z": ["A", "B", "C", "D"]},
    "CCU2C": {
        "S0": ["A0", "B0", "C0", "D0"],
        "S1": ["A1", "B1", "C1", "D1"],
        "COUT": ["A0", "B0", "C0", "D0", "A1", "B1", "C1", "D1"],
    },
    "TRELLIS_DPR16X4": {f"DO[{i}]": ["RAD"] for i in range(4)},
}
SEQUENTIAL = {"TRELLIS_FF", "DP16KD"}


AUTONAME = re.compile(r"_(?:LUT4|TRELLIS_FF|TRELLIS_DPR16X4|CCU2C|DP16KD)(?:_|$)")


def is_design_name(name):
    """A net named in the emitted Verilog, not by Yosys after a mapped cell next to it (an
    autoname such as `sack.p_word.d_LUT4_Z_37_C`, which may name a neighbour's block)."""
    return not name.startswith("$") and not AUTONAME.search(name)


class Arrival(NamedTuple):
    """The latest signal at a net: when it arrives, the block of the cell driving it, and
    the path it took from its start point."""

    delay: float
    block: str
    start: str
    start_block: str
    path: list
    levels: int
    crossings: int


class Netlist:
    def __init__(self, module_json, blocks):
        self.cells = module_json["cells"]
        self.netnames = module_json["netnames"]
        self.blocks = blocks
        self.driver = {}  # bit -> (cell, port, index)
        for name, cell in self.cells.items():
            dirs = cell.get("port_directions", {})
            for port, bits in cell["connections"].items():
                if dirs.get(port) == "output":
                    for i, bit in enumerate(bits):
                        if isinstance(bit, int):
                            self.driver[bit] = (name, port, i)
        self.bit_name = {}
        self.bit_block = {}
        for net, info in module_json["netnames"].items():
            if not is_design_name(net):
                continue
            block = self.driving_block(net)
            for bit in info["bits"]:
                if isinstance(bit, int):
                    old = self.bit_name.get(bit)
                    if old is None or len(net) < len(old):
                        self.bit_name[bit] = net
                    if block != "top" or bit not in self.bit_block:
                        self.bit_block[bit] = block
        self.memo = {}

    def merged_registers(self):
        """Registers synthesis merged into another: (register, {other register: bits}) for
        each register net (`<name>.q`) with bits driven by flip-flops named after another
        register. Flip-flops of a constant input (zero or one from the first clock on) are
        left out: synthesis merges every one of a value, wherever they are."""
        found = []
        for net, info in self.netnames.items():
            if not net.endswith(".q") or not is_design_name(net):
                continue
            others = defaultdict(int)
            for bit in info["bits"]:
                cell = self.driver.get(bit, (None,))[0]
                if cell is None or self.cells[cell]["type"] != "TRELLIS_FF":
                    continue
                if not isinstance(self.cells[cell]["connections"]["DI"][0], int):
                    continue  # a constant input
                owner = base_name(cell)
                if not owner.startswith(f"{net.removesuffix('.q')}."):  # not its own cells
                    others[owner] += 1
            if others:
                found.append((net, dict(others)))
        return found

    def block_of(self, name):
        head = name.split(".", 1)[0]
        return head if head in self.blocks else "top"

    def driving_block(self, name):
        """The block whose logic drives a net of this name: a block's own net, or its
        output port seen from either side (`sched.m_ack_valid`, `sched$m_ack_valid`); a
        block's input port is driven by the top level."""
        port = re.fullmatch(r"(\w+)[.$](\w+)", name)
        if port and port[1] in self.blocks:
            inputs = self.blocks[port[1]]
            return "top" if port[2] in inputs else port[1]
        return self.block_of(name)

    def arrival(self, bit):
        """The Arrival at a bit, or None for an untimed bit (input port, constant)."""
        if not isinstance(bit, int):
            return None
        stack = [bit]
        while stack:
            top = stack[-1]
            if top in self.memo:
                stack.pop()
                continue
            pending = [b for b in self.inputs_of(top) if isinstance(b, int) and b not in self.memo]
            if pending:
                stack.extend(pending)
                continue
            stack.pop()
            self.memo[top] = self.evaluate(top)
        return self.memo[bit]

    def inputs_of(self, bit):
        """The bits a combinational cell's output depends on (none for a start point)."""
        drv = self.driver.get(bit)
        if drv is None:
            return []
        cell, port, index = drv
        ctype = self.cells[cell]["type"]
        table = COMB_INPUTS.get(ctype)
        if table is None:
            return []
        key = port if ctype != "TRELLIS_DPR16X4" else f"{port}[{index}]"
        conns = self.cells[cell]["connections"]
        bits = [b for p in table.get(key, []) for b in conns.get(p, [])]
        if ctype == "CCU2C":
            bits += conns.get("CIN", [])
        return bits

    def start_point(self, cell, bit, delay):
        label = self.bit_name.get(bit) or base_name(cell)
        block = self.bit_block.get(bit) or self.block_of(cell)
        return Arrival(delay, block, label, block, [label], 0, 0)

    def evaluate(self, bit):
        drv = self.driver.get(bit)
        if drv is None:
            return None
        cell, port, _ = drv
        ctype = self.cells[cell]["type"]
        if ctype == "TRELLIS_FF":
            return self.start_point(cell, bit, CLK_TO_Q)
        if ctype == "DP16KD":
            return self.start_point(cell, bit, RAM_CLK_TO_OUT)
        if ctype not in COMB_INPUTS:
            return None
        own_block = self.bit_block.get(bit)  # None: taken to sit in its input's block
        named = [self.bit_name[bit]] if bit in self.bit_name else []
        carry_in = self.cells[cell]["connections"].get("CIN", [])
        best = None
        for b in self.inputs_of(bit):
            a = self.memo.get(b) if isinstance(b, int) else None
            if a is None:
                continue
            block = own_block or a.block
            if b in carry_in:
                cost, crossing, level = (CARRY_THROUGH if port == "COUT" else CARRY_SUM), 0, 0
            else:
                crossing, level = int(a.block != block), 1
                cost = (HOP_CROSSING if crossing else HOP_LOCAL) + (
                    LUTRAM_READ if ctype == "TRELLIS_DPR16X4" else LUT
                )
            if best is None or a.delay + cost > best.delay:
                best = a._replace(
                    delay=a.delay + cost,
                    block=block,
                    path=a.path + named,
                    levels=a.levels + level,
                    crossings=a.crossings + crossing,
                )
        if best is None and ctype == "TRELLIS_DPR16X4":
            # A LUT-RAM read from a constant address: its contents are the start.
            return self.start_point(cell, bit, LUTRAM_READ)
        return best

    def endpoints(self):
        """(endpoint label, endpoint block, Arrival with the last hop and the setup added)
        for every timed input of a sequential cell or a LUT-RAM's write port."""
        for name, cell in self.cells.items():
            ctype = cell["type"]
            if ctype in SEQUENTIAL:
                ports = [p for p, d in cell.get("port_directions", {}).items() if d == "input"]
                ports = [p for p in ports if p not in ("CLK", "CLKA", "CLKB")]
            elif ctype == "TRELLIS_DPR16X4":
                ports = ["WAD", "DI", "WRE"]
            else:
                continue
            end, end_block = base_name(name), self.block_of(name)
            if ctype == "TRELLIS_FF":
                q = cell["connections"]["Q"][0]
                end = self.bit_name.get(q, end)
                end_block = self.bit_block.get(q, end_block)
            for port in ports:
                for bit in cell["connections"].get(port, []):
                    a = self.arrival(bit)
                    if a is None:
                        continue
                    crossing = int(a.block != end_block)
                    yield end, end_block, a._replace(
                        delay=a.delay + (HOP_CROSSING if crossing else HOP_LOCAL) + SETUP,
                        crossings=a.crossings + crossing,
                    )


def base_name(name):
    """A mapped cell's name without the suffix Yosys gave it (`sack_line.stages` for
    `sack_line.stages_TRELLIS_FF_Q_2431`)."""
    return AUTONAME.split(name, maxsplit=1)[0]


def blocks_of(verilog, top):
    """Child instances of `top` whose module has `s_`/`m_` ports, each with the names of
    its input ports."""
    text = verilog.read_text()
    modules = {}
    for name, ports, body in re.findall(
        r"^module (\S+?)\(([^)]*)\);(.*?)^endmodule", text, flags=re.M | re.S
    ):
        inputs = set(re.findall(r"^\s+input wire\s+(?:\[[^]]*\]\s*)?(\w+);", body, flags=re.M))
        modules[name] = ([p.strip() for p in ports.split(",")], inputs, body)
    body = modules[top][2]
    found = {}
    for module, instance in re.findall(r"^\s+(\S+) (\w+)\($", body, flags=re.M):
        ports, inputs, _ = modules.get(module, ([], set(), ""))
        if any(p.startswith(("s_", "m_")) for p in ports):
            found[instance] = inputs
    return found


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("module")
    parser.add_argument(
        "--netlist", type=pathlib.Path,
        help="the ECP5 netlist to read (default: build/<module>.ecp5.json, synthesized when "
        "missing)",
    )
    parser.add_argument(
        "--synthesize", action="store_true",
        help="synthesize the module now (after the Verilog changed); about 7 minutes for the "
        "top level",
    )
    parser.add_argument("--top", type=int, default=25, help="path groups to print")
    parser.add_argument("--over", type=float, default=8.0, help="estimate (ns) to count")
    parser.add_argument(
        "--all", action="store_true", help="paths inside one block too (default: glue only)"
    )
    parser.add_argument(
        "--merged", action="store_true",
        help="list the registers synthesis merged into another instead (a private copy that "
        "is not private, a block's input register driven from another block)",
    )
    args = parser.parse_args()
    netlist_path = args.netlist or BUILD / f"{args.module}.ecp5.json"
    verilog = timing.GENERATED / f"{args.module}.v"
    if not verilog.exists():
        sys.exit(f"glue_paths: no emitted module {verilog}")
    if args.synthesize or not netlist_path.exists():
        print(f"glue_paths: synthesizing {args.module} (Yosys synth_ecp5)", file=sys.stderr)
        _, netlist_path, _ = timing.ecp5_netlist(args.module)
    try:
        modules = json.loads(netlist_path.read_text())["modules"]
    except (OSError, ValueError, KeyError, TypeError) as e:
        sys.exit(f"glue_paths: {netlist_path} is not a Yosys JSON netlist ({e})")
    if args.module not in modules:
        sys.exit(f"glue_paths: {netlist_path} has no module {args.module} (made for another top?)")
    net = Netlist(modules[args.module], blocks_of(verilog, args.module))
    if args.merged:
        merged = net.merged_registers()
        print(f"{args.module}: {len(merged)} registers merged into another")
        for register, others in sorted(merged):
            into = ", ".join(f"{o} ({n} bits, {net.block_of(o)})" for o, n in sorted(others.items()))
            print(f"  {register} ({net.block_of(register)}) -> {into}")
        return

    groups = defaultdict(lambda: [0, None])
    pairs = defaultdict(int)
    over = 0
    for end, end_block, a in net.endpoints():
        if a.delay < args.over:
            continue
        over += 1
        pairs[(a.start_block, end_block)] += 1
        if not args.all and a.crossings == 0:
            continue
        # (Numbers are left out of a group's key: one RAM's output bits, or the same
        # register of sixteen slots, are one group.)
        group = groups[(re.sub(r"\d+", "#", a.start), re.sub(r"\d+", "#", end))]
        group[0] += 1
        if group[1] is None or a.delay > group[1].delay:
            group[1] = a._replace(path=a.path + [end])
    print(f"{args.module}: blocks {', '.join(sorted(net.blocks))}")
    print(f"endpoints estimated over {args.over} ns: {over}; by (start block, end block):")
    for (a, b), n in sorted(pairs.items(), key=lambda kv: -kv[1]):
        print(f"  {a} -> {b}: {n}")
    ranked = sorted(groups.items(), key=lambda kv: -kv[1][1].delay)
    for _, (count, a) in ranked[: args.top]:
        print(f"\n{a.delay:5.1f} ns  {a.levels} LUTs  {a.crossings} crossings  {count} endpoints")
        print("   " + " -> ".join(dict.fromkeys(a.path)))


if __name__ == "__main__":
    main()
