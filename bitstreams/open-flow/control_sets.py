#!/usr/bin/env python3
"""Control sets of an ECP5 netlist: flip-flops grouped by the nets on their clock-enable and
reset pins.

Why: a slice's two flip-flops must share clock, enable and reset, so many control sets of
one flip-flop each leave nextpnr's HeAP searching for slices they fit (the reason
`timing.py` merges identical LUTs after `synth_ecp5`; docs/hardware.md, *Timing and area*).

Usage: bitstreams/open-flow/control_sets.py <netlist.json> [top]
"""
import json
import sys
from collections import Counter


def control_sets(module):
    """Flip-flops per (clock enable, reset) pair of nets of a Yosys JSON module."""
    sets = Counter()
    for cell in module["cells"].values():
        if cell["type"] == "TRELLIS_FF":
            pins = cell["connections"]
            sets[(tuple(pins.get("CE", [])), tuple(pins.get("LSR", [])))] += 1
    return sets


def summary(module):
    """Flip-flops, control sets and control sets of a single flip-flop."""
    sets = control_sets(module)
    return sum(sets.values()), len(sets), sum(1 for n in sets.values() if n == 1)


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__.strip().splitlines()[-1])
    try:
        with open(sys.argv[1]) as netlist:
            modules = json.load(netlist)["modules"]
    except (OSError, ValueError, KeyError, TypeError) as error:
        sys.exit(f"control_sets: {sys.argv[1]} is not a Yosys JSON netlist: {error!r}")
    top = sys.argv[2] if len(sys.argv) == 3 else next(
        (name for name, m in modules.items() if m.get("attributes", {}).get("top")),
        None,
    )
    if top not in modules:
        sys.exit(f"control_sets: no module {top!r} in {sys.argv[1]}; name the top")
    flip_flops, sets, single = summary(modules[top])
    print(f"{top}: {flip_flops} flip-flops, {sets} control sets, {single} of one flip-flop")


if __name__ == "__main__":
    main()
