"""``python -m carc_assist.cli.bench_memory``: time and peak memory of replaying one long road.

A user tile set of straight roads (as many ids as the count bound needs, all ``like`` the
first) laid ``n`` in a row east of the start, replayed from its record: every placement joins
the new tile's road and two fields to features as long as the board. Each size runs in a fresh
process, so the figures are that process's time and peak resident memory (the interpreter and
its imports included: ``n = 0`` shows that floor).
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import time

from carc_assist.files.limits import MAX_COUNT

SIZES = (0, 500, 1000, 2000, 4000, 8000)
SET = "longroad"


def road_set(n: int) -> dict[str, object]:
    """Straight east-west road tiles, enough copies for the start tile and ``n`` more."""
    kinds = max(1, -(-(n + 1) // MAX_COUNT))
    first = {
        "id": f"{SET}/I0",
        "count": MAX_COUNT,
        "features": [
            {"kind": "road", "at": ["E", "W"]},
            {"kind": "field", "at": ["Nw", "Ne", "En", "Wn"]},
            {"kind": "field", "at": ["Es", "Se", "Sw", "Ws"]},
        ],
    }
    others = [{"id": f"{SET}/I{k}", "count": MAX_COUNT, "like": f"{SET}/I0"} for k in range(1, kinds)]
    return {
        "format": "carc-assist-tileset",
        "version": 1,
        "set": SET,
        "name": "One long road",
        "start": f"{SET}/I0",
        "tiles": [first, *others],
    }


def road_record(n: int) -> str:
    """The record of ``n`` road tiles laid in a row east of the start tile."""
    actions: list[dict[str, object]] = []
    for i in range(1, n + 1):
        tile = f"{SET}/I{i // MAX_COUNT}"
        actions += [{"draw": tile}, {"place": tile, "at": [i, 0], "rotation": 0}]
    record = {
        "format": "carc-assist-record",
        "version": 1,
        "setup": {"players": [{"name": "A"}, {"name": "B"}], "sets": [SET], "tiles": [road_set(n)]},
        "actions": actions,
    }
    return json.dumps(record)


def measure_here(n: int) -> dict[str, float]:
    """Replay the road of ``n`` tiles in this process: seconds and peak resident MiB."""
    from carc_assist.storage.record import replay_text

    text = road_record(n)
    start = time.perf_counter()
    game = replay_text(text)
    seconds = time.perf_counter() - start
    assert len(game.board.cells) == n + 1
    peak_kib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return {"n": n, "seconds": round(seconds, 3), "peak_mib": round(peak_kib / 1024, 1)}


def measure(n: int) -> dict[str, float]:
    """``measure_here`` in a fresh process, so that each size's peak is its own."""
    code = f"import json, carc_assist.cli.bench_memory as b; print(json.dumps(b.measure_here({n})))"
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    figures: dict[str, float] = json.loads(run.stdout)
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m carc_assist.cli.bench_memory", description=__doc__)
    parser.add_argument("sizes", nargs="*", type=int, default=list(SIZES), help="road lengths")
    parser.add_argument("--json", action="store_true", help="print one JSON list")
    args = parser.parse_args()
    rows = [measure(n) for n in args.sizes]
    if args.json:
        print(json.dumps(rows))
        return
    print(f"{'tiles':>6} {'seconds':>8} {'peak MiB':>9}")
    for row in rows:
        print(f"{row['n']:>6} {row['seconds']:>8.2f} {row['peak_mib']:>9.1f}")


if __name__ == "__main__":
    main()
