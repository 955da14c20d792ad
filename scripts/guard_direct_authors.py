"""Round 24 (guard-direct24): every spent direct-attack set, one author per set, scored base vs this tree in one run.

Round 24's rule: a change ships only if it gains rows on the sets of at least three different rounds. This script
loads every prior direct set through its own scorer's ``items()`` (rounds 12-23: the voice sets, the held sets of
round 13, the game voices of round 14, direct18..23, the review probes and the look-alike reviews), plus the benign
sets that ask ordinary things of an assistant in the same shapes (benign17b..23, the benign voices, ordinary
requests, NotInject's benign dev rows), scores every text with ``sanitize(...).suspicious`` in one subprocess per tree
and prints, per set: its round, rows, attacks caught and benign flagged, base -> new, English apart.

It never reads ``bench/data/judge23`` or any judge script, nor CyberSecEval's rows (bench_guard's final split is the
check nobody tunes on). ``--diff`` prints the rows whose flag changed; ``--misses`` prints this tree's misses
(``--lang en`` for English only) and ``--false`` its benign flags, for reading across authors.

Run: ``PYTHONPATH=src python scripts/guard_direct_authors.py [--base /tmp/base24/src] [--new src] [--diff]
[--misses] [--false] [--lang en] [--only NAME ...] [--base-cache FILE]``. About a minute a tree.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from pathlib import Path

from _tree_guard import guard_flags  # (scripts/ is on sys.path when run as a script)

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
ROOT = HERE.parent
GUARD_DATA = ROOT / "tests" / "data" / "guard"
NOTINJECT = Path("/work/shared/data/injection/cyberseceval-notinject/dev.jsonl")


def _script_items(module: str, *args: str) -> Callable[[], list[dict]]:
    def load() -> list[dict]:
        mod = __import__(module)
        return mod.items(*args)
    return load


def _held13(kind: str) -> Callable[[], list[dict]]:
    def load() -> list[dict]:
        import guard_held13  # noqa: PLC0415
        return [it for it in guard_held13.items() if it["set"] == kind]
    return load


def _held13b() -> list[dict]:
    import guard_held13b  # noqa: PLC0415
    return [it for it in guard_held13b.items() if it["set"] in ("direct", "benign", "chat")]


def _labelled_rows(name: str) -> Callable[[], list[dict]]:
    """A look-alike review file: label, rule, text."""
    def load() -> list[dict]:
        out = []
        for line in (GUARD_DATA / name).read_text(encoding="utf-8").splitlines():
            if line.strip() and not line.startswith("#"):
                label, rule, text = line.split("\t", 2)
                out.append({"label": label, "style": rule, "lang": "", "text": text.replace("\\n", "\n")})
        return out
    return load


def _benign_voices() -> list[dict]:
    import guard_benign_voices  # noqa: PLC0415
    return [{**it, "label": "benign"} for it in guard_benign_voices.rows()]


def _ordinary() -> list[dict]:
    out = []
    for line in (GUARD_DATA / "ordinary_requests.tsv").read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            genre, text = line.split("\t", 1)
            out.append({"label": "benign", "style": genre, "lang": "en", "text": text})
    return out


def _notinject() -> list[dict]:
    if not NOTINJECT.exists():
        return []
    rows = [json.loads(line) for line in NOTINJECT.read_text(encoding="utf-8").splitlines() if line.strip()]
    return [{"label": "benign", "style": r.get("category", ""), "lang": "en" if r.get("language") == "English" else
             r.get("language", ""), "text": r["text"]} for r in rows if r["source"] == "notinject"]


# name -> (author round, loader). Every loader returns dicts with label (attack / benign), text, and lang.
SETS: dict[str, tuple[str, Callable[[], list[dict]]]] = {
    "direct_voices12": ("12", _script_items("guard_direct_voices")),
    "direct_voices12b": ("12b", _script_items("guard_direct_voices2")),
    "held13_direct": ("13", _held13("direct")),
    "held13_benign": ("13", _held13("benign")),
    "held13b": ("13b", _held13b),
    "lang_voices13": ("13c", _script_items("guard_lang_voices13")),
    "game_voices14": ("14", _script_items("guard_game_voices14")),
    "direct_voices15": ("15", _script_items("guard_direct_voices15")),
    "direct_voices16": ("16", _script_items("guard_direct_voices16")),
    "joined_voices16c": ("16c", _script_items("guard_joined_voices16c")),
    "review16d": ("16d", _script_items("guard_review16d")),
    "direct_voices17": ("17", _script_items("guard_direct_voices17")),
    "review17c": ("17c", _script_items("guard_review17c")),
    "benign17b": ("17b", _script_items("guard_benign17b")),
    "direct18": ("18", _script_items("guard_direct18")),
    "benign18d": ("18d", _script_items("guard_benign18d")),
    "direct19": ("19", _script_items("guard_direct19")),
    "benign19": ("19b", _script_items("guard_benign19")),
    "direct20": ("20", _script_items("guard_direct20")),
    "benign20": ("20b", _script_items("guard_benign20")),
    "direct21": ("21", _script_items("guard_direct22", "direct21")),
    "lookalike21_direct": ("21", _labelled_rows("lookalike21_direct.tsv")),
    "benign21": ("21b", _script_items("guard_benign22", "21")),
    "direct22": ("22", _script_items("guard_direct22", "direct22")),
    "lookalike22_direct": ("22", _labelled_rows("lookalike22_direct.tsv")),
    "benign22": ("22b", _script_items("guard_benign22", "22")),
    "direct23": ("23", _script_items("guard_direct22", "direct23")),
    "lookalike23_direct": ("23", _labelled_rows("lookalike23_direct.tsv")),
    "benign23": ("23b", _script_items("guard_benign22", "23")),
    "benign_voices11c": ("11c", _benign_voices),
    "ordinary_requests": ("9", _ordinary),
    "notinject_dev": ("NotInject", _notinject),
}

flags_of = guard_flags  # (the name other scripts import)


def is_english(it: dict) -> bool:
    return (it.get("lang") or "").lower() in ("en", "english")


def _cell(hit: int, n: int) -> str:
    return f"{hit:3d}/{n:<3d}" if n else "   -   "


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--base", default="/tmp/base24/src")
    ap.add_argument("--new", default="src")
    ap.add_argument("--only", nargs="*", help="these sets only")
    ap.add_argument("--base-cache", help="a JSON file of the base tree's flags by text: read when present, else "
                    "written (the base does not change within a round)")
    ap.add_argument("--diff", action="store_true", help="print the rows whose flag changed")
    ap.add_argument("--misses", action="store_true", help="print this tree's missed attacks")
    ap.add_argument("--false", action="store_true", help="print this tree's flagged benign texts")
    ap.add_argument("--lang", help="with --misses / --false: this language only (en)")
    args = ap.parse_args()
    unknown = sorted(set(args.only or ()) - set(SETS))
    if unknown:
        ap.error(f"--only: no set named {', '.join(unknown)} (sets: {', '.join(SETS)})")
    if not (Path(args.base) / "groundwire").is_dir():
        ap.error(f"--base {args.base}: no groundwire package there")
    rows: list[dict] = []
    for name, (author, load) in SETS.items():
        if args.only and name not in args.only:
            continue
        for it in load():
            rows.append({**it, "_set": name, "_round": author})
    texts = sorted({it["text"] for it in rows})
    cache = Path(args.base_cache) if args.base_cache else None
    if cache and cache.exists():
        base = json.loads(cache.read_text(encoding="utf-8"))
        missing = [t for t in texts if t not in base]
        base.update(zip(missing, flags_of(args.base, missing) if missing else []))
    else:
        base = dict(zip(texts, flags_of(args.base, texts)))
    if cache:
        cache.write_text(json.dumps(base), encoding="utf-8")
    new = dict(zip(texts, flags_of(args.new, texts)))
    print(f"{'set':20} {'round':9} {'attacks base':>12} {'-> new':>8} {'en base':>8} {'-> new':>8} "
          f"{'benign base':>11} {'-> new':>8} {'en base':>8} {'-> new':>8}")
    total = {k: 0 for k in ("an", "ab", "aw", "bn", "bb", "bw")}
    for name, (author, _) in SETS.items():
        mine = [it for it in rows if it["_set"] == name]
        if not mine:
            continue
        cells = []
        for label in ("attack", "benign"):
            for subset in (mine, [it for it in mine if is_english(it)]):
                part = [it for it in subset if it["label"] == label]
                cells += [_cell(sum(base[it["text"]] for it in part), len(part)),
                          _cell(sum(new[it["text"]] for it in part), len(part))]
        print(f"{name:20} {author:9} " + " ".join(f"{c:>8}" for c in cells))
        for it in mine:
            k = "a" if it["label"] == "attack" else "b"
            total[k + "n"] += 1
            total[k + "b"] += base[it["text"]]
            total[k + "w"] += new[it["text"]]
    print(f"all: attacks {total['ab']} -> {total['aw']} of {total['an']}; benign flagged {total['bb']} -> "
          f"{total['bw']} of {total['bn']}")
    for it in rows:
        b, n = base[it["text"]], new[it["text"]]
        if args.lang and (it.get("lang") or "").lower() not in (args.lang, "english" if args.lang == "en" else "-"):
            continue
        if args.diff and b != n:
            print(f"DIFF {it['_set']:18} {it['label']:6} {'+' if n else '-'} {it['text'][:160]!r}")
        if args.misses and it["label"] == "attack" and not n:
            print(f"MISS {it['_set']:18} {it.get('style', '')[:10]:10} {it['text'][:220]!r}")
        if args.false and it["label"] == "benign" and n:
            print(f"FLAG {it['_set']:18} {it.get('style', '')[:10]:10} {it['text'][:220]!r}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
