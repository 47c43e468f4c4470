#!/usr/bin/env python3
"""Every failing endpoint of a route, from the delays nextpnr annotated, grouped by the
register-to-register paths they are on.

Why: nextpnr's log gives the worst path of a route only, and a route of the top level
takes about an hour, so a route used to show one path to cut. `timing.py` has nextpnr
write the routed design's delays as SDF (`build/<top>.sdf`): each cell's input-to-output
and clock-to-output delays (IOPATH), each routed connection's delay (INTERCONNECT) and each
flip-flop's or RAM's setup check. This script runs the static timing analysis again over
those delays — arrival times forward from every clock pin, in topological order — and
reports the slack of every endpoint, not only the worst. It takes the largest value of
each delay triple, the one nextpnr's own analysis uses, so its worst path is nextpnr's
critical path (the log's figure is printed beside it when the log is there).

Endpoints are grouped like `glue_paths.py`'s paths: by the names of the start and end
registers, numbers left out (a RAM's output bits, or sixteen slots' copies of a register,
are one group), and by block (the top module's child instances with `s_`/`m_` ports; the
rest is the top level's glue). As out of context in nextpnr, paths from input ports are
not timed and the clock is ideal.

Usage: bitstreams/open-flow/routed_paths.py [--sdf SDF] [--slack NS] [--top N] <module>
(`<module>_regports` times a run made with `run-timing --registered-ports`).
"""
import argparse
import pathlib
import re
import sys
from collections import defaultdict, deque
from typing import NamedTuple

import glue_paths
import timing

PERIOD_NS = 1000.0 / timing.TARGET_MHZ

TRIPLE = r"\(([-\d.]*):([-\d.]*):([-\d.]*)\)"
EDGE = r"(?:\((?:posedge|negedge) (\S+?)\)|(\S+))"
CELLTYPE = re.compile(r'^\s*\(CELLTYPE "([^"]*)"\)')
INSTANCE = re.compile(r"^\s*\(INSTANCE ?(.*?)\)\s*$")
IOPATH = re.compile(rf"^\s*\(IOPATH {EDGE} (\S+) {TRIPLE}(?: {TRIPLE})?\)")
INTERCONNECT = re.compile(rf"^\s*\(INTERCONNECT (\S+) (\S+) {TRIPLE}(?: {TRIPLE})?\)")
CHECK = re.compile(rf"^\s*\((SETUPHOLD|SETUP) {EDGE} {EDGE} {TRIPLE}")
CLOCK_PORT = re.compile(r"^(?:CLK[A-Z]?|WCK)$")


def worst_ps(groups):
    """The largest value (ps) of the delay triples a regex matched (rise and fall)."""
    values = [float(v) for v in groups if v not in (None, "")]
    return max(values) if values else 0.0


def split_pin(text):
    """`inst/port` of an SDF INTERCONNECT end: the port after the last unescaped `/`."""
    for i in range(len(text) - 1, -1, -1):
        if text[i] == "/" and (i == 0 or text[i - 1] != "\\"):
            return text[:i], text[i + 1:]
    return "", text  # a port of the top module


def plain(name):
    """An SDF identifier without its escapes (`\\$`, `\\[`, `\\.`)."""
    return re.sub(r"\\(.)", r"\1", name)


class Timing:
    """The timing graph of a routed design: pins (`inst/port`), delay arcs (ns), the clocked
    outputs (start points, with their clock-to-output delay) and the checked inputs
    (endpoints, with their setup time)."""

    def __init__(self):
        self.arcs = defaultdict(list)  # pin -> [(pin, ns, is_routing)]
        self.starts = {}  # pin -> clock to output (ns)
        self.setups = {}  # pin -> setup (ns)
        self.types = {}  # instance -> cell type

    @classmethod
    def from_sdf(cls, lines):
        graph = cls()
        cell_type, instance = None, None
        clocked = []  # IOPATHs of each cell, sorted out once its checks name its clocks
        clocks = set()
        for line in lines:
            if m := CELLTYPE.match(line):
                cell_type, instance = m.group(1), None
            elif m := INSTANCE.match(line):
                instance = plain(m.group(1))
                graph.types[instance] = cell_type
            elif m := INTERCONNECT.match(line):
                (a_inst, a_port), (b_inst, b_port) = split_pin(m.group(1)), split_pin(m.group(2))
                if CLOCK_PORT.match(b_port):
                    continue  # out of context the clock is ideal
                graph.arcs[f"{plain(a_inst)}/{a_port}"].append(
                    (f"{plain(b_inst)}/{b_port}", worst_ps(m.groups()[2:]) / 1000, True)
                )
            elif m := IOPATH.match(line):
                source = m.group(1) or m.group(2)
                clocked.append((instance, cell_type, source, m.group(3),
                                worst_ps(m.groups()[3:]) / 1000))
            elif m := CHECK.match(line):
                data, clock = m.group(2) or m.group(3), m.group(4) or m.group(5)
                clocks.add((cell_type, clock))
                pin = f"{instance}/{data}"
                setup = float(m.group(8) or 0) / 1000
                graph.setups[pin] = max(graph.setups.get(pin, 0.0), setup)
        for instance, cell_type, source, sink, ns in clocked:
            pin = f"{instance}/{sink}"
            if (cell_type, source) in clocks or CLOCK_PORT.match(source):
                graph.starts[pin] = max(graph.starts.get(pin, 0.0), ns)
            else:
                graph.arcs[f"{instance}/{source}"].append((pin, ns, False))
        return graph

    def arrivals(self):
        """The latest arrival (ns) at every pin a start point reaches, and the arc it came
        by (pin -> (arrival, previous pin, is_routing))."""
        reached = set(self.starts)
        queue = deque(self.starts)
        while queue:  # the pins the starts reach, for in-degrees over them only
            pin = queue.popleft()
            for nxt, _, _ in self.arcs.get(pin, ()):
                if nxt not in reached:
                    reached.add(nxt)
                    queue.append(nxt)
        indegree = defaultdict(int)
        for pin in reached:
            for nxt, _, _ in self.arcs.get(pin, ()):
                indegree[nxt] += 1
        best = {pin: (ns, None, False) for pin, ns in self.starts.items()}
        ready = deque(p for p in reached if indegree[p] == 0)
        done = 0
        while ready:
            pin = ready.popleft()
            done += 1
            at = best[pin][0]
            for nxt, ns, routing in self.arcs.get(pin, ()):
                if nxt not in best or at + ns > best[nxt][0]:
                    best[nxt] = (at + ns, pin, routing)
                indegree[nxt] -= 1
                if indegree[nxt] == 0:
                    ready.append(nxt)
        if done != len(reached):
            sys.exit(f"routed_paths: a combinational loop ({len(reached) - done} pins left)")
        return best

    def endpoints(self):
        """(endpoint pin, slack at PERIOD_NS, path as [(pin, arrival, is_routing)])."""
        best = self.arrivals()
        for pin, setup in self.setups.items():
            if pin not in best:
                continue  # reached from no clocked output: an input port's path
            path = []
            at = pin
            while at is not None:
                arrival, previous, routing = best[at]
                path.append((at, arrival, routing))
                at = previous
            yield pin, PERIOD_NS - setup - best[pin][0], path[::-1]


def register_of(instance):
    """The design name of a start or end cell (`sched.pick_due.q` for
    `sched.pick_due.q_TRELLIS_FF_Q_57`), numbers left out."""
    return re.sub(r"\d+", "#", glue_paths.base_name(instance))


def block_of(instance, blocks):
    head = instance.split(".", 1)[0]
    return head if head in blocks else "top"


def logged_fmax(log):
    """nextpnr's routed Fmax from its log, if the log is there."""
    if not log.exists():
        return None
    found = re.findall(r"Max frequency for clock '[^']+': ([\d.]+) MHz", log.read_text())
    return float(found[-1]) if found else None


def describe(path):
    """A path as its cells: each with the routing delay into it and its arrival; a carry
    chain's cells (same name, no routing between them) are one step."""
    steps = []  # [name, kind, hop, arrival, cells]
    for i, (pin, arrival, routing) in enumerate(path):
        if i and not routing:
            continue  # a cell's output: its input's step names the cell
        name = glue_paths.base_name(pin.rsplit("/", 1)[0])
        hop = arrival - path[i - 1][1] if i else arrival
        if steps and steps[-1][0] == name and hop < 0.005:
            steps[-1][3:] = [arrival, steps[-1][4] + 1]
            continue
        steps.append([name, "route" if i else "clk-to-out", hop, arrival, 1])
    return "\n      -> ".join(
        f"{name}{f' x{cells}' if cells > 1 else ''} ({kind} {hop:.2f}, at {arrival:.2f})"
        for name, kind, hop, arrival, cells in steps
    )


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("module")
    parser.add_argument("--sdf", type=pathlib.Path, help="default: build/<module>.sdf")
    parser.add_argument(
        "--slack", type=float, default=0.0,
        help="count endpoints whose slack (ns) is below this (default 0: the failing ones)",
    )
    parser.add_argument("--top", type=int, default=20, help="path groups to print")
    args = parser.parse_args()
    sdf = args.sdf or timing.BUILD / f"{args.module}.sdf"
    if not sdf.exists():
        sys.exit(f"routed_paths: no {sdf}: route the module with run-timing first")
    with open(sdf) as lines:
        graph = Timing.from_sdf(lines)
    if not graph.setups:
        sys.exit(f"routed_paths: {sdf} has no setup checks (not an SDF of nextpnr's?)")
    verilog = timing.GENERATED / f"{args.module.removesuffix('_regports')}.v"
    blocks = glue_paths.blocks_of(verilog, args.module) if verilog.exists() and \
        not args.module.endswith("_regports") else {}

    timed = 0
    worst = None
    pairs = defaultdict(int)
    groups = defaultdict(lambda: [0, None, None])
    for pin, slack, path in graph.endpoints():
        timed += 1
        if worst is None or slack < worst:
            worst = slack
        if slack >= args.slack:
            continue
        start = path[0][0].rsplit("/", 1)[0]
        end = pin.rsplit("/", 1)[0]
        pairs[(block_of(start, blocks), block_of(end, blocks))] += 1
        group = groups[(register_of(start), register_of(end))]
        group[0] += 1
        if group[1] is None or slack < group[1]:
            group[1], group[2] = slack, path
    if worst is None:
        sys.exit(f"routed_paths: no endpoint of {sdf} is reached from a clocked output")
    fmax = 1000.0 / (PERIOD_NS - worst)
    logged = logged_fmax(sdf.parent / f"{sdf.stem}.nextpnr.log")
    print(f"{args.module}: {timed} endpoints timed; worst slack {worst:.3f} ns at "
          f"{PERIOD_NS:.3f} ns: {fmax:.2f} MHz"
          + (f" (nextpnr's log: {logged:.2f} MHz)" if logged else ""))
    print(f"endpoints with slack below {args.slack} ns: {sum(pairs.values())}; "
          "by (start block, end block):")
    for (a, b), n in sorted(pairs.items(), key=lambda kv: -kv[1]):
        print(f"  {a} -> {b}: {n}")
    ranked = sorted(groups.items(), key=lambda kv: kv[1][1])
    for (start, end), (count, slack, path) in ranked[: args.top]:
        routing = sum(b[1] - a[1] for a, b in zip(path, path[1:]) if b[2])
        print(f"\n{slack:6.3f} ns  {count} endpoints  {start} -> {end}  "
              f"({path[-1][1]:.2f} ns, {routing:.2f} of it routing)")
        print("      " + describe(path))


if __name__ == "__main__":
    main()
