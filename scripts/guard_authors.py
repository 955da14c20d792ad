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


def _items(module: str) -> Callable[[], list[dict]]:
    """The loader of a set whose script has ``items()`` with no argument."""
    return lambda: _mod(module).items()


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


# round -> set name -> loader of its items (dicts with text, label attack / benign, payload when in a carrier)
AUTHORS: dict[int, dict[str, Callable[[], list[dict]]]] = {
    11: {"agent_voices": _items("guard_agent_voices"), "benign_voices": _benign_voices},
    12: {"direct_voices": _items("guard_direct_voices"),
         "direct_voices2": _items("guard_direct_voices2")},
    13: {"lang_voices13": _items("guard_lang_voices13"),
         "agent_voices13": _items("guard_agent_voices13"),
         "held13": _items("guard_held13"), "held13b": _items("guard_held13b"),
         "tidy13": _tidy13},
    14: {"game_voices14": _items("guard_game_voices14"),
         "benign_voices14": _items("guard_benign_voices14"),
         "embed_voices14": _items("guard_embed_voices14")},
    15: {"direct_voices15": _items("guard_direct_voices15"),
         "tool_voices15": _items("guard_tool_voices15"), "tool_probes15": _probes15},
    16: {"direct_voices16": _items("guard_direct_voices16"),
         "joined_voices16c": _items("guard_joined_voices16c"),
         "review16d": _items("guard_review16d")},
    17: {"direct_voices17": _items("guard_direct_voices17"),
         "benign17b": _items("guard_benign17b"), "review17c": _items("guard_review17c")},
    18: {"direct18": _items("guard_direct18"), "tool_voices18": _items("guard_tool_voices18"),
         "benign18d": _items("guard_benign18d")},
    19: {"direct19": _items("guard_direct19"), "tool_voices19": _items("guard_tool_voices19"),
         "benign19": _items("guard_benign19")},
    20: {"direct20": _items("guard_direct20"), "tool_voices20": _items("guard_tool_voices20"),
         "benign20": _items("guard_benign20")},
    21: {"direct21": _items("guard_direct21"), "tool_voices21": lambda: _tool21(False),
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
