"""Round 30 (guard-det30): benign passages of other origins as training negatives for the guard's detector.

Round 29 (guard-benign29, reverted) retrained the detector with ~220 benign passages of four public packages'
texts (WritingBench, tau2-bench, gdm_stealth, newspaper4k; scripts/guard_public_benign.py builds them): public
benign flagged 179 -> 49 of 3,244, but Chinese attacks were lost on every check holding them (held13, CyberSecEval,
garak translation, the judges). WritingBench's flags are Chinese prose: the new Chinese negatives taught the
model that the characters Chinese attacks are written with are benign. This module rebuilds those negatives
(training only) so train_guard.py can pair them with Chinese attack passages (``--public-negatives``).

What is taken: only texts of the ``dev`` half (guard_public_sources._half; the ``final`` half is never read here)
and of those only the ``fit`` part (CRC32 of "fit" + text even), so the dev half's other part stays a check the
model never saw. Of each text, the passages (detector.segments) that address someone and that the shipped
detector scores at least ``min_score`` (the ones near the boundary; the rest teach nothing), without a passage
holding one of the detector's attack cues (``#cue:`` features). tau2's simulated users' instructions
(``tau2_user``) are left out: they are prompts written for a model playing a user, the shape of a direct order.
"""

from __future__ import annotations

import zlib
from pathlib import Path

import guard_public_benign

from groundwire.guard import detector as det_mod

PACKAGE_DIRS = (Path("/tmp/pkgs/inspect_evals"), Path("/tmp/pkgs/agentdojo"),
                Path("/tmp/pkgs/sdist/newspaper4k-0.9.6"))
LEFT_OUT_SOURCES = frozenset({"tau2_user"})


def is_fit(text: str) -> bool:
    """The fit part of the dev half (half of it, by a CRC32 of its own)."""
    return zlib.crc32(("fit" + text).encode("utf-8")) % 2 == 0


def has_han(text: str, at_least: int = 10) -> bool:
    """Whether ``text`` holds at least ``at_least`` Han characters (Chinese, or Japanese kanji)."""
    return sum(1 for ch in text if "\u4e00" <= ch <= "\u9fff" or "\u3400" <= ch <= "\u4dbf") >= at_least


def negatives(dirs: tuple[Path, ...] = PACKAGE_DIRS, min_score: float = 0.3,
              detector: det_mod.Detector | None = None) -> list[tuple[str, str]]:
    """(passage, source) of every fit text of the dev half, as the module docstring says, in a fixed order,
    each passage once."""
    model = detector or det_mod.detector()
    if model is None:
        raise RuntimeError("no shipped detector to pick the passages with")
    items = guard_public_benign.build([d for d in dirs if d.is_dir()])
    out, seen = [], set()
    for it in items:
        if it["half"] != "dev" or it["source"] in LEFT_OUT_SOURCES or not is_fit(it["text"]):
            continue
        for a, b in det_mod.segments(it["text"]):
            passage = it["text"][a:b]
            if passage in seen or not det_mod.addresses_someone(passage):
                continue
            if any(f.startswith("#cue:") for f in det_mod.features(passage)):
                continue
            if model.score(passage) >= min_score:
                seen.add(passage)
                out.append((passage, it["source"]))
    return out
