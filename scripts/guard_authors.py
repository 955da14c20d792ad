"""The guard's blind sets of rounds 11-23 grouped by author (round 24, guard-learned24): each round's sets were
written by other helpers in other voices, so a round is one author. ``AUTHORS`` maps a round to its sets' loaders (the
sets' own scripts: fit and held halves, look-alike and review files, probes); :func:`author_items` gives every row as
``text``, ``attack`` and ``payload`` (the planted text when a carrier holds it, else None). Used by
``scripts/train_guard.py`` (``load_authors``: training rows) and ``scripts/guard_author_study.py`` (leave one round
out). Not covered: the training files written for training (attack_train13*, benign_train*), round 23's judge sets
(never read) and the generators' training sources (train_guard's own loaders).
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))

GUARD = ROOT / "tests" / "data" / "guard"


def _mod(name: str):
    return importlib.import_module(name)


def _benign_voices() -> list[dict]:
    bv = _mod("guard_benign_voices")
    out = [{**r, "label": "benign"} for p in (bv.DATA, bv.WAVE2, bv.WAVE3) for r in bv.rows(p)]
    return out + [{**r, "label": "attack"} for r in bv.rows(bv.PROBES)]


def _tidy13() -> list[dict]:
    return [{"text": t.replace("\\n", "\n"), "label": "attack" if part == "twin" else "benign"}
            for part, _, _, t in _mod("guard_tidy13_set").rows()]


def _label_rule_text(path: Path) -> list[dict]:
    """A look-alike review file of rows label, rule, text (``\\n`` a line break)."""
    rows = [line.split("\t") for line in path.read_text(encoding="utf-8").splitlines()
            if line.strip() and not line.startswith("#")]
    return [{"label": label, "text": text.replace("\\n", "\n")} for label, _, text in rows]


def _probes15() -> list[dict]:
    m = _mod("guard_tool_probes15")
    return [it for batch in (1, 2, 3) for it in m.items(batch)]


def _tool21(review: bool) -> list[dict]:
    m = _mod("guard_tool_voices21")
    return m.items(m.REVIEW) if review else m.items()


def _tool22(which: str) -> list[dict]:
    m = _mod("guard_tool_voices22")
    return {"22": m.items, "review22": lambda: m.items(m.REVIEW), "23": m.items23,
            "look23": lambda: m.items23(GUARD / "lookalike23_tool.tsv")}[which]()


def _b22(which: str, look: bool = False) -> list[dict]:
    m = _mod("guard_benign22")
    return m.lookalike_items(which) if look else m.items(which)


# round -> set name -> loader of its items (dicts with text, label attack / benign, and payload when placed in a carrier)
AUTHORS: dict[int, dict[str, Callable[[], list[dict]]]] = {
    11: {"agent_voices": lambda: _mod("guard_agent_voices").items(), "benign_voices": _benign_voices},
    12: {"direct_voices": lambda: _mod("guard_direct_voices").items(),
         "direct_voices2": lambda: _mod("guard_direct_voices2").items()},
    13: {"lang_voices13": lambda: _mod("guard_lang_voices13").items(),
         "agent_voices13": lambda: _mod("guard_agent_voices13").items(),
         "held13": lambda: _mod("guard_held13").items(), "held13b": lambda: _mod("guard_held13b").items(),
         "tidy13": _tidy13},
    14: {"game_voices14": lambda: _mod("guard_game_voices14").items(),
         "benign_voices14": lambda: _mod("guard_benign_voices14").items(),
         "embed_voices14": lambda: _mod("guard_embed_voices14").items()},
    15: {"direct_voices15": lambda: _mod("guard_direct_voices15").items(),
         "tool_voices15": lambda: _mod("guard_tool_voices15").items(), "tool_probes15": _probes15},
    16: {"direct_voices16": lambda: _mod("guard_direct_voices16").items(),
         "joined_voices16c": lambda: _mod("guard_joined_voices16c").items(),
         "review16d": lambda: _mod("guard_review16d").items()},
    17: {"direct_voices17": lambda: _mod("guard_direct_voices17").items(),
         "benign17b": lambda: _mod("guard_benign17b").items(), "review17c": lambda: _mod("guard_review17c").items()},
    18: {"direct18": lambda: _mod("guard_direct18").items(), "tool_voices18": lambda: _mod("guard_tool_voices18").items(),
         "benign18d": lambda: _mod("guard_benign18d").items()},
    19: {"direct19": lambda: _mod("guard_direct19").items(), "tool_voices19": lambda: _mod("guard_tool_voices19").items(),
         "benign19": lambda: _mod("guard_benign19").items()},
    20: {"direct20": lambda: _mod("guard_direct20").items(), "tool_voices20": lambda: _mod("guard_tool_voices20").items(),
         "benign20": lambda: _mod("guard_benign20").items()},
    21: {"direct21": lambda: _mod("guard_direct21").items(), "tool_voices21": lambda: _tool21(False),
         "benign21": lambda: _b22("21"), "lookalike21": lambda: _b22("21", True),
         "lookalike21_direct": lambda: _label_rule_text(GUARD / "lookalike21_direct.tsv"),
         "review21_tool": lambda: _tool21(True)},
    22: {"direct22": lambda: _mod("guard_direct22").items("direct22"), "tool_voices22": lambda: _tool22("22"),
         "benign22": lambda: _b22("22"), "lookalike22": lambda: _b22("22", True),
         "lookalike22_direct": lambda: _label_rule_text(GUARD / "lookalike22_direct.tsv"),
         "review22_tool": lambda: _tool22("review22")},
    23: {"direct23": lambda: _mod("guard_direct22").items("direct23"), "tool_voices23": lambda: _tool22("23"),
         "benign23": lambda: _b22("23"), "lookalike23": lambda: _b22("23", True),
         "lookalike23_direct": lambda: _label_rule_text(GUARD / "lookalike23_direct.tsv"),
         "lookalike23_tool": lambda: _tool22("look23")},
}


def author_items(rnd: int) -> dict[str, list[dict]]:
    """Set name -> items of one round, each with ``text``, ``attack`` (bool) and ``payload`` (None when bare)."""
    out = {}
    for name, load in AUTHORS[rnd].items():
        rows = []
        for it in load():
            payload = it.get("payload")
            rows.append({"text": it["text"], "attack": it["label"] == "attack",
                         "payload": payload if payload and payload != it["text"] else None})
        out[name] = rows
    return out
