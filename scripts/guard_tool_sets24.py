"""Round 24 (guard-tool24): every spent tool-output set of the guard scored per set (one author each), two trees side
by side in one run: attacks caught and benign twins flagged, base -> new, with the rows each side gains or loses.

Run: ``PYTHONPATH=src .venv/bin/python scripts/guard_tool_sets24.py [--base /tmp/base24/src] [--new src]
[--show SET] [--diff]``. Sets: rounds 11 (agent voices), 13 (agent voices, held agent, held embedded), 14 (embedded
voices), 15 (tool voices, probes 1-3), 18-23 (tool voices), 21 / 22 / 23's look-alike reviews, and the benign
instruction-like sets of rounds 19, 21-23 (benign rows only). Both halves of every set are read (all spent). Each
tree runs in a subprocess with ``PYTHONPATH`` set to it. ``--diff`` prints every text whose decision changed;
``--show SET`` prints that set's misses and false alarms under the new tree. Reads nothing of the judges.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from _tree_guard import SUSPICIOUS, sanitize_child, start_in_tree  # (scripts/ is on sys.path when run as a script)

ROOT = Path(__file__).resolve().parents[1]
GUARD_DATA = ROOT / "tests" / "data" / "guard"

_CHILD = sanitize_child(SUSPICIOUS)


def _tagged(name: str, rnd: str, rows: list[dict]) -> list[dict]:
    return [{"set": name, "round": rnd, "label": it["label"], "text": it["text"],
             "payload": it.get("payload", it["text"])} for it in rows]


def sets() -> list[dict]:
    """Every item of every prior tool-output set and the benign sets beside them, tagged with set and round."""
    sys.path[:0] = [str(ROOT / "scripts")]
    import guard_agent_voices
    import guard_agent_voices13
    import guard_benign19
    import guard_benign22
    import guard_embed_voices14
    import guard_held13
    import guard_held13b
    import guard_tool_probes15
    import guard_tool_voices15
    import guard_tool_voices18
    import guard_tool_voices19
    import guard_tool_voices20
    import guard_tool_voices21
    import guard_tool_voices22

    out = []
    out += _tagged("agent_voices", "11", guard_agent_voices.items())
    out += _tagged("agent_voices13", "13", guard_agent_voices13.items())
    out += _tagged("held13_agent", "13", [it for it in guard_held13.items() if it["set"] == "agent"])
    out += _tagged("held13b_embedded", "13b", [it for it in guard_held13b.items() if it["set"] == "embedded"])
    out += _tagged("embed_voices14", "14", guard_embed_voices14.items())
    out += _tagged("tool_voices15", "15", guard_tool_voices15.items())
    for batch in (1, 2, 3):
        out += _tagged(f"probes15_{batch}", "15", guard_tool_probes15.items(batch))
    out += _tagged("tool_voices18", "18", guard_tool_voices18.items())
    out += _tagged("tool_voices19", "19", guard_tool_voices19.items())
    out += _tagged("tool_voices20", "20", guard_tool_voices20.items())
    out += _tagged("tool_voices21", "21", guard_tool_voices21.items())
    out += _tagged("review21_tool", "21", guard_tool_voices21.items(guard_tool_voices21.REVIEW))
    out += _tagged("tool_voices22", "22", guard_tool_voices22.items())
    out += _tagged("review22_tool", "22", guard_tool_voices22.items(guard_tool_voices22.REVIEW))
    out += _tagged("tool_voices23", "23", guard_tool_voices22.items23())
    out += _tagged("lookalike23_tool", "23", guard_tool_voices22.items23(GUARD_DATA / "lookalike23_tool.tsv"))
    out += _tagged("benign19", "19", [it for it in guard_benign19.items() if it["label"] == "benign"])
    for which in ("21", "22", "23"):
        out += _tagged(f"benign{which}", which, [it for it in guard_benign22.items(which) if it["label"] == "benign"])
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--base", default="/tmp/base24/src")
    ap.add_argument("--new", default=str(ROOT / "src"))
    ap.add_argument("--show", help="print this set's misses and false alarms under the new tree")
    ap.add_argument("--diff", action="store_true", help="print every text whose decision changed")
    args = ap.parse_args()
    for tree in (args.base,) + ((args.new,) if hasattr(args, "new") else ()):
        if not (Path(tree) / "groundwire").is_dir():
            ap.error(f"{tree}: no groundwire package there (give a tree's src/)")
    data = sets()
    texts = [it["text"] for it in data]
    runs = [start_in_tree(args.base, _CHILD, texts), start_in_tree(args.new, _CHILD, texts)]  # side by side
    base, new = (result() for result in runs)
    names = list(dict.fromkeys(it["set"] for it in data))
    print(f"{'set':18} {'rnd':4} {'attacks':>7} {'base':>6} {'new':>6} {'+/-':>7} {'benign':>6} {'base':>6} {'new':>6} "
          f"{'+/-':>7}")
    gained_rounds: dict[str, int] = {}
    for name in names:
        idx = [i for i, it in enumerate(data) if it["set"] == name]
        rnd = data[idx[0]]["round"]
        cells = []
        for label in ("attack", "benign"):
            li = [i for i in idx if data[i]["label"] == label]
            b, n = sum(base[i] for i in li), sum(new[i] for i in li)
            up = sum(new[i] and not base[i] for i in li)
            down = sum(base[i] and not new[i] for i in li)
            moved = f"+{up}/-{down}"
            cells.append(f"{len(li):7d} {b:6d} {n:6d} {moved:>7}" if li else f"{'-':>7} {'':6} {'':6} {'':7}")
            if label == "attack" and up > down:
                gained_rounds[rnd] = gained_rounds.get(rnd, 0) + up - down
        print(f"{name:18} {rnd:4} " + " ".join(cells))
    print(f"rounds with a net attack gain: {sorted(gained_rounds)} ({len(gained_rounds)})")
    for i, it in enumerate(data):
        if args.diff and base[i] != new[i]:
            print(f"{'NEW FLAG' if new[i] else 'UNFLAGGED'} [{it['set']}/{it['label']}] {it['text'][:400]!r}")
        if args.show == it["set"] and new[i] != (it["label"] == "attack"):
            print(f"{'MISS' if it['label'] == 'attack' else 'FALSE ALARM'} {it['text'][:400]!r}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
