"""Everything a run knows, kept under ``--out DIR`` so Ctrl-C, a crash or a kill loses at most the step in flight.

Layout::

    DIR/state.json     phase, plan, per-section progress, drafts, reflections, verdicts, budget used, status
    DIR/plan.json      the plan (for people)
    DIR/facts.jsonl    one verified card per line (appended as cards are made)
    DIR/sources.json   the source map
    DIR/pages/<n>.txt  the guarded text of each page read (quotes are checked against it; extraction resumes from it)
    DIR/trace.jsonl    one event per line
    DIR/report.md      the report (written last)

Every JSON file is written to a temporary name and renamed, so a kill never leaves half a file; a torn last line of
an append-only ``.jsonl`` file is ignored when read back.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import Any

from ..errors import ResearchError, UsageError
from ..rank.urls import normalize_url
from .records import Card, SourceRecord

STATE_VERSION = 1


def write_atomic(path: Path, text: str) -> None:
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, path)


def read_jsonl(path: Path) -> list[dict[str, Any]]:
    if not path.exists():
        return []
    out = []
    for line in path.read_text(encoding="utf-8", errors="replace").split("\n"):  # a quote may hold U+2028
        try:
            item = json.loads(line)
        except (ValueError, RecursionError):
            continue  # a torn last line after a kill, or a line no run of ours wrote
        if isinstance(item, dict):
            out.append(item)
    return out


def _records(kind: Any, rows: list[Any]) -> list[Any]:
    """``kind.from_dict`` of every row that is one (a row missing fields or of another shape is left out: the
    page it came from is read again, like a torn line)."""
    out = []
    for row in rows:
        if isinstance(row, dict):
            try:
                out.append(kind.from_dict(row))
            except (TypeError, ValueError):
                continue
    return out


@dataclass
class RunState:
    """Mutable state of one research job; :meth:`save` persists it."""

    out: Path
    question: str
    today: str
    config: dict[str, Any]
    phase: str = "plan"
    status: str = "running"  # running | done | partial | failed
    error: str | None = None
    plan: list[dict[str, Any]] = field(default_factory=list)  # sections: id, title, question, queries, ...
    sections: dict[str, dict[str, Any]] = field(default_factory=dict)  # id -> {rounds_searched, pages: {url: status}}
    drafts: dict[str, str] = field(default_factory=dict)
    written_at_cards: dict[str, int] = field(default_factory=dict)  # section -> number of cards when written
    summary: str | None = None
    reflections: list[dict[str, Any]] = field(default_factory=list)
    verdicts: list[dict[str, Any]] = field(default_factory=list)
    rounds_done: int = 0
    notes: list[str] = field(default_factory=list)
    dropped_quotes: list[dict[str, Any]] = field(default_factory=list)
    languages_searched: list[str] = field(default_factory=list)
    local_checked: dict[str, int] = field(default_factory=lambda: {"hits": 0, "searches": 0})
    budget: dict[str, Any] = field(default_factory=dict)
    cards: list[Card] = field(default_factory=list)
    sources: list[SourceRecord] = field(default_factory=list)

    # --- files -----------------------------------------------------------------------------------

    @property
    def pages_dir(self) -> Path:
        return self.out / "pages"

    def page_path(self, source_id: str) -> Path:
        return self.pages_dir / f"{source_id}.txt"

    @classmethod
    def create(cls, out: Path, question: str, today: date, config: dict[str, Any]) -> RunState:
        if (out / "state.json").exists():
            raise UsageError(f"{out} already holds a research run: use --resume to continue it, or another --out")
        try:
            out.mkdir(parents=True, exist_ok=True)
            (out / "pages").mkdir(exist_ok=True)
        except OSError as exc:
            raise UsageError(f"cannot create {out}: {exc.strerror or exc}") from None
        state = cls(out=out, question=question, today=today.isoformat(), config=config)
        for name in ("facts.jsonl", "trace.jsonl"):
            (out / name).write_text("", encoding="utf-8")
        state.save()
        return state

    @classmethod
    def load(cls, out: Path) -> RunState:
        path = out / "state.json"
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            raise ResearchError("no_state", f"nothing to resume in {out} (no state.json)") from None
        except (OSError, ValueError) as exc:
            raise ResearchError("no_state", f"cannot read {path}: {exc}") from None
        except RecursionError:
            raise ResearchError("no_state", f"cannot read {path}: JSON nested too deep") from None
        if not isinstance(data, dict) or data.get("version") != STATE_VERSION or not (
                isinstance(data.get("question"), str) and isinstance(data.get("today"), str)):
            raise ResearchError("no_state", f"{path} is not a groundwire research state")
        state = cls(out=out, question=data["question"], today=data["today"], config=data.get("config") or {})
        for name in ("phase", "status", "error", "plan", "sections", "drafts", "written_at_cards", "summary",
                     "reflections", "verdicts", "rounds_done", "notes", "dropped_quotes", "languages_searched",
                     "local_checked", "budget"):
            if name in data:
                setattr(state, name, data[name])
        state.cards = _records(Card, read_jsonl(out / "facts.jsonl"))
        try:
            sources = json.loads((out / "sources.json").read_text(encoding="utf-8"))
        except (OSError, ValueError, RecursionError):
            sources = []
        state.sources = _records(SourceRecord, sources if isinstance(sources, list) else [])
        # a page whose card lines were torn by a kill is extracted again
        have = {c.source_id for c in state.cards}
        for sec in state.sections.values():
            for url, info in sec.get("pages", {}).items():
                if info.get("status") == "extracted" and info.get("cards", 0) and info.get("source_id") not in have:
                    info["status"] = "read"
        (out / "pages").mkdir(exist_ok=True)
        return state

    def save(self) -> None:
        data = {
            "version": STATE_VERSION, "question": self.question, "today": self.today, "config": self.config,
            "phase": self.phase, "status": self.status, "error": self.error, "plan": self.plan,
            "sections": self.sections, "drafts": self.drafts, "written_at_cards": self.written_at_cards,
            "summary": self.summary, "reflections": self.reflections, "verdicts": self.verdicts,
            "rounds_done": self.rounds_done, "notes": self.notes, "dropped_quotes": self.dropped_quotes,
            "languages_searched": self.languages_searched, "local_checked": self.local_checked,
            "budget": self.budget, "cards": len(self.cards),
        }
        write_atomic(self.out / "sources.json",
                     json.dumps([s.to_dict() for s in self.sources], ensure_ascii=False, indent=1))
        if self.plan:
            write_atomic(self.out / "plan.json", json.dumps({"question": self.question, "today": self.today,
                                                             "sections": self.plan}, ensure_ascii=False, indent=1))
        write_atomic(self.out / "state.json", json.dumps(data, ensure_ascii=False, indent=1))

    def add_cards(self, cards: list[Card]) -> None:
        if not cards:
            return
        with (self.out / "facts.jsonl").open("a", encoding="utf-8") as fh:
            for card in cards:
                fh.write(json.dumps(card.to_dict(), ensure_ascii=False) + "\n")
        self.cards.extend(cards)

    def trace(self, step: str, **fields: Any) -> None:
        with (self.out / "trace.jsonl").open("a", encoding="utf-8") as fh:
            fh.write(json.dumps({"step": step, **fields}, ensure_ascii=False, default=str) + "\n")

    def note(self, text: str) -> None:
        if text not in self.notes:
            self.notes.append(text)

    # --- ids -------------------------------------------------------------------------------------

    def next_card_id(self) -> str:
        return f"c{len(self.cards) + 1}"

    def source_for(self, url: str) -> SourceRecord | None:
        """The source already read for ``url`` or any variant of it (www., tracking parameters, slash ...)."""
        key = normalize_url(url)
        return next((s for s in self.sources if normalize_url(s.url) == key), None)

    def cards_of(self, section_id: str) -> list[Card]:
        return [c for c in self.cards if c.section == section_id]
