"""The command line shared by the guard's blind voice sets whose items carry a payload, a label, a fit / held half and
tags (``guard_agent_voices.py``, ``guard_agent_voices13.py``, ``guard_embed_voices14.py``, ``guard_tool_voices15.py``):
score every item with the shipped guard and print the share flagged per half, label and group. Four copies of this
loop stood in those scripts before round 15's review; three copies of the carrier placement (``carrier_items``)
before round 20."""

from __future__ import annotations

import argparse
import json
import sys
import zlib
from collections import defaultdict
from collections.abc import Callable, Sequence
from typing import Any


def two_of(payload: str, names: Sequence[str]) -> tuple[str, str]:
    """The two carriers a payload goes in, chosen by its CRC32 (two different ones when there are two or more)."""
    h = zlib.crc32(payload.encode("utf-8"))
    first = h % len(names)
    second = (first + 1 + (h >> 8) % (len(names) - 1)) % len(names)
    return names[first], names[second]


def carrier_items(salt: str, rows: dict[str, Sequence[tuple[str, str, str]]],
                  carriers: dict[str, Callable[[str], str]]) -> list[dict[str, Any]]:
    """Every ``(style, lang, payload)`` row of each label in two carriers (``two_of``), with its label, style, language,
    carrier, row number and half (``fit`` when CRC32 of ``salt + payload`` is even, else ``held``)."""
    names = sorted(carriers)
    out = []
    for label, labelled in rows.items():
        for k, (style, lang, payload) in enumerate(labelled):
            half = "fit" if zlib.crc32((salt + payload).encode("utf-8")) % 2 == 0 else "held"
            for c in two_of(payload, names):
                out.append({"text": carriers[c](payload), "payload": payload, "label": label, "style": style,
                            "lang": lang, "carrier": c, "half": half, "row": k})
    return out


def main(items: Callable[[], list[dict[str, Any]]], *, description: str, tags: Sequence[str]) -> int:
    """``--dump`` prints the items as JSON lines; otherwise each item is scored (a hit is ``suspicious``), ``--by`` one
    of ``tags`` breaks the figures down, ``--misses fit|held`` prints that half's misses and false alarms labelled
    with the tags."""
    ap = argparse.ArgumentParser(description=description)
    ap.add_argument("--misses", choices=("fit", "held"), help="print that half's misses and false alarms")
    ap.add_argument("--by", choices=tuple(tags), help="also break the figures down by this")
    ap.add_argument("--dump", action="store_true", help="print the items as JSON lines and exit")
    args = ap.parse_args()
    data = items()
    if args.dump:
        for it in data:
            print(json.dumps(it, ensure_ascii=False))
        return 0
    import groundwire  # noqa: PLC0415
    from groundwire.guard.neutralize import sanitize  # noqa: PLC0415

    print(f"groundwire from {groundwire.__file__}", file=sys.stderr)
    counts: dict[tuple[str, str, str], list[int]] = defaultdict(lambda: [0, 0])
    for it in data:
        result = sanitize(it["text"])
        hit = result.suspicious
        groups = ["all"] + ([f"{args.by}={it[args.by]}"] if args.by else [])
        for g in groups:
            c = counts[(it["half"], it["label"], g)]
            c[0] += hit
            c[1] += 1
        if args.misses == it["half"] and (hit != (it["label"] == "attack")):
            what = "MISS" if it["label"] == "attack" else "FALSE ALARM"
            print(f"{what} [{'/'.join(str(it[t]) for t in tags)}] {it['payload'][:110]!r}"
                  + (f" -> {[(r.reason, r.text[:60]) for r in result.removed]}" if hit else ""))
    print(f"{'half':5} {'label':7} {'group':24} {'n':>4} flagged")
    for (half, label, g), (hit, n) in sorted(counts.items()):
        print(f"{half:5} {label:7} {g:24} {n:4d} {hit / n:6.1%}")
    return 0
