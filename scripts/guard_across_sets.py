"""Every prior guard set, one author (round) each, scored by two source trees in one run (round 24, guard-benign24).

Round 24's rule: a guard change ships only when it gains on the sets of at least three rounds and loses no attacks
on any set beyond one row. This script puts the figures side by side: per set (benign / look-alike / direct / tool
sets of rounds 9-23, round 13's held sets, the dev and final splits of ``scripts/train_guard.py`` that
``bench/bench_guard.py`` reads), the benign texts flagged, the attacks caught and the clean paragraphs altered, base
tree vs new tree, each tree's ``sanitize`` run in a subprocess. It never reads a judge set (``bench/data/judge*``).

``--rows SET`` prints the rows of that set whose decision differs between the trees; ``--false SET`` prints the new
tree's false flags (benign flagged, clean altered) of that set with the guard's reasons. The base tree's decisions
are cached in ``/tmp`` by the tree's path and the data's hash.

Run: ``PYTHONPATH=src python scripts/guard_across_sets.py [--base /tmp/base24/src] [--new src] [--only SUBSTR]
[--skip SUBSTR ...] [--rows SET] [--false SET] [--detector-cue]``. A few minutes (two trees over ~15,000 texts).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from collections.abc import Callable
from pathlib import Path

from _tree_guard import run_in_tree, sanitize_child  # (scripts/ is on sys.path when run as a script)

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

# (label, text, how): label "attack" / "benign" / "clean"; a clean text counts when altered, the others when flagged


def _labelled(items: list[dict]) -> list[tuple[str, str]]:
    return [(it["label"], it["text"]) for it in items]


def _module_items(module: str, *args) -> Callable[[], list[tuple[str, str]]]:
    def load():
        return _labelled(__import__(module).items(*args))
    return load


def _benign_voices(path_name: str) -> Callable[[], list[tuple[str, str]]]:
    def load():
        import guard_benign_voices as gbv  # noqa: PLC0415

        label = "attack" if path_name == "PROBES" else "benign"
        out = []
        for r in gbv.rows(getattr(gbv, path_name)):
            out.append((label, r["text"]))
            out.append((label, gbv._carrier(r["text"])[1]))
        return out
    return load


def _tidy13():
    import guard_tidy13_set  # noqa: PLC0415

    return [("attack" if part == "twin" else "benign", text.replace("\\n", "\n"))
            for part, _, _, text in guard_tidy13_set.rows()]


def _ordinary():
    path = ROOT / "tests" / "data" / "guard" / "ordinary_requests.tsv"
    return [("benign", line.split("\t", 1)[1]) for line in path.read_text(encoding="utf-8").splitlines()
            if line.strip() and not line.startswith("#")]


def _lookalike(name: str):
    def load():
        path = ROOT / "tests" / "data" / "guard" / name
        rows = [line.split("\t") for line in path.read_text(encoding="utf-8").splitlines()
                if line.strip() and not line.startswith("#")]
        return [(r[0], r[-1].replace("\\n", "\n")) for r in rows]
    return load


def _train_split(split: str):
    def load():
        import train_guard  # noqa: PLC0415

        out = []
        for d in train_guard.load_all():
            if d.split == split and d.source != "ordinary":
                out.append(("clean" if d.kind == "clean" else "attack" if d.label else "benign", d.text,
                            f"{d.source}/{d.kind}"))
        return out
    return load


# set name -> (author round, loader)
SETS: dict[str, tuple[str, Callable[[], list]]] = {
    "ordinary_requests": ("9", _ordinary),
    "benign_voices": ("11c", _benign_voices("DATA")),
    "benign_voices_w2": ("11c", _benign_voices("WAVE2")),
    "benign_voices_w3": ("12", _benign_voices("WAVE3")),
    "benign_voices_w3_probes": ("12", _benign_voices("PROBES")),
    "held13": ("13", _module_items("guard_held13")),
    "held13b": ("13b", _module_items("guard_held13b")),
    "tidy13": ("13", _tidy13),
    "benign_voices14": ("14", _module_items("guard_benign_voices14")),
    "direct_voices16": ("16", _module_items("guard_direct_voices16")),
    "review16d": ("16d", _module_items("guard_review16d")),
    "direct_voices17": ("17", _module_items("guard_direct_voices17")),
    "review17c": ("17c", _module_items("guard_review17c")),
    "benign17b": ("17b", _module_items("guard_benign17b")),
    "benign18d": ("18d", _module_items("guard_benign18d")),
    "direct18": ("18", _module_items("guard_direct18")),
    "tool_voices18": ("18", _module_items("guard_tool_voices18")),
    "benign19": ("19", _module_items("guard_benign19")),
    "direct19": ("19", _module_items("guard_direct19")),
    "tool_voices19": ("19", _module_items("guard_tool_voices19")),
    "benign20": ("20", _module_items("guard_benign20")),
    "direct20": ("20", _module_items("guard_direct20")),
    "tool_voices20": ("20", _module_items("guard_tool_voices20")),
    "benign21": ("21", _module_items("guard_benign22", "21")),
    "lookalike21": ("21", _lookalike("lookalike21.tsv")),
    "lookalike21_direct": ("21", _lookalike("lookalike21_direct.tsv")),
    "direct21": ("21", _module_items("guard_direct21")),
    "tool_voices21": ("21", _module_items("guard_tool_voices21")),
    "benign22": ("22", _module_items("guard_benign22", "22")),
    "lookalike22": ("22", _lookalike("lookalike22.tsv")),
    "lookalike22_direct": ("22", _lookalike("lookalike22_direct.tsv")),
    "direct22": ("22", _module_items("guard_direct22", "direct22")),
    "tool_voices22": ("22", _module_items("guard_tool_voices22")),
    "benign23": ("23", _module_items("guard_benign22", "23")),
    "lookalike23": ("23", _lookalike("lookalike23.tsv")),
    "lookalike23_direct": ("23", _lookalike("lookalike23_direct.tsv")),
    "lookalike23_tool": ("23", _lookalike("lookalike23_tool.tsv")),
    "direct23": ("23", _module_items("guard_direct22", "direct23")),
    "bench_dev": ("bench", _train_split("dev")),
    "bench_final (never tuned)": ("bench", _train_split("final")),
}


def _tool_voices23():
    import guard_tool_voices22  # noqa: PLC0415

    return _labelled(guard_tool_voices22.items23())


SETS["tool_voices23"] = ("23", _tool_voices23)

_CHILD = sanitize_child("[bool(r.suspicious), r.text != t, sorted({x.reason for x in r.removed})]")


def decide(tree: str, texts: list[str], cache: Path | None) -> dict[str, list]:
    """``text -> [suspicious, altered, reasons]`` by ``tree``'s sanitize in a subprocess; ``cache`` reused if present."""
    if cache and cache.is_file():
        return json.loads(cache.read_text(encoding="utf-8"))
    got = dict(zip(texts, run_in_tree(tree, _CHILD, texts), strict=True))
    if cache:
        cache.write_text(json.dumps(got), encoding="utf-8")
    return got


def _hit(label: str, d: list) -> bool:
    return d[1] if label == "clean" else d[0]


def _has_cue(text: str) -> bool:
    """Whether ``text`` orders an action, says "you", addresses a machine, names the reader's own rules or orders
    something carried out (round 26's "detector needs a cue" study; the tests of the spare passes)."""
    from groundwire.guard.correspondence import addresses_the_reader, gives_an_order  # noqa: PLC0415
    from groundwire.guard.frame_words import carries_out  # noqa: PLC0415
    from groundwire.guard.people_documents import addresses_a_reader_machine, orders_the_reader  # noqa: PLC0415

    return (gives_an_order(text) or addresses_the_reader(text) or addresses_a_reader_machine(text)
            or orders_the_reader(text) or carries_out(text))


def _cue_cells(rows: list, decided: dict[str, list]) -> str:
    """``detector-only attack / benign flags: N / M, of them with no cue: n / m`` for one set's rows."""
    only = {label: [r[1] for r in rows if r[0] == label and decided[r[1]][0] and decided[r[1]][2] == ["detector"]]
            for label in ("attack", "benign")}
    bare = {label: sum(not _has_cue(t) for t in texts) for label, texts in only.items()}
    return (f"detector-only attack / benign: {len(only['attack'])} / {len(only['benign'])}; no cue (spared by the "
            f"policy): {bare['attack']} / {bare['benign']}")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--base", default="/tmp/base24/src")
    ap.add_argument("--new", default="src")
    ap.add_argument("--only", help="only the sets whose name contains this")
    ap.add_argument("--skip", nargs="*", default=[], help="leave out the sets whose name contains any of these "
                    "(round 25: 'never' keeps the final split unread while a change is tuned; round 26: several)")
    ap.add_argument("--rows", help="print the rows of this set whose decision differs")
    ap.add_argument("--false", dest="false_of", help="print the new tree's false flags of this set with reasons")
    ap.add_argument("--detector-cue", action="store_true", help="round 26: per set, the new tree's detector-only "
                    "flags and how many carry no cue (an order, a 'you', a machine addressed, the reader's own rules, "
                    "a carrying-out verb): what a 'detector needs a cue' policy would spare, attacks and benign")
    args = ap.parse_args()
    for tree in (args.base,) + ((args.new,) if hasattr(args, "new") else ()):
        if not (Path(tree) / "groundwire").is_dir():
            ap.error(f"{tree}: no groundwire package there (give a tree's src/)")
    sets = {name: [tuple(r) for r in load()] for name, (_, load) in SETS.items() if (not args.only or args.only in name)
            and not any(s in name for s in args.skip)}
    texts = sorted({r[1] for rows in sets.values() for r in rows})
    digest = hashlib.sha1(("\0".join(texts) + args.base).encode("utf-8")).hexdigest()[:12]
    base = decide(args.base, texts, Path(f"/tmp/guard_across_base_{digest}.json"))
    new = decide(args.new, texts, None)
    print(f"{'set':26} {'round':6} {'benign':>6} {'flagged b->n':>13} {'attacks':>7} {'caught b->n':>13} "
          f"{'clean':>6} {'altered b->n':>13}")
    for name, rows in sets.items():
        cells = []
        for label in ("benign", "attack", "clean"):
            mine = [r for r in rows if r[0] == label]
            b = sum(_hit(label, base[r[1]]) for r in mine)
            n = sum(_hit(label, new[r[1]]) for r in mine)
            cells.append(f"{len(mine):6d} {f'{b} -> {n}' if mine else '-':>13}")
        print(f"{name:26} {SETS[name][0]:6} " + " ".join(cells))
        if args.rows and args.rows == name:
            for r in rows:
                if _hit(r[0], base[r[1]]) != _hit(r[0], new[r[1]]):
                    print(f"   {r[0]:6} base {int(_hit(r[0], base[r[1]]))} new {int(_hit(r[0], new[r[1]]))} "
                          f"{new[r[1]][2] or base[r[1]][2]} {r[1][:160]!r}")
        if args.detector_cue:
            print(" " * 34 + _cue_cells(rows, new))
        if args.false_of and args.false_of == name:
            for r in rows:
                if r[0] != "attack" and _hit(r[0], new[r[1]]):
                    print(f"   FALSE {r[0]:6} {new[r[1]][2]} {r[1][:200]!r}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
