"""report.md from the state: summary, sections, the evidence table and the verification checklist. Pure."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from .evidence import EvidenceTable, Row
from .records import SourceRecord
from .write import clean_sentence

VERDICT_MARK = {"refuted": "✗ refuted", "supported": "✓ supported", "unclear": "? unclear",
                "unverified": "– unverified"}


_SPAN = re.compile(r"[^.!?。！？\n]+[.!?。！？]*(?:\s*\[s\d+\])*")
DISPUTED_MARK = " **[disputed: an independent check refuted this]**"


def _mark_refuted(text: str, verdicts: Sequence[dict[str, Any]]) -> str:
    """Flag, in the prose, the sentences an independent check refuted."""
    refuted = {v["claim"] for v in verdicts if v.get("verdict") == "refuted"}
    if not refuted:
        return text

    def mark(m: re.Match[str]) -> str:
        return m.group(0) + DISPUTED_MARK if clean_sentence(m.group(0)) in refuted else m.group(0)

    return _SPAN.sub(mark, text)


def _rows(rows: Sequence[Row], with_note: bool = False) -> list[str]:
    out = []
    for r in rows:
        cites = "".join(f"[{s}]" for s in r.sources) or "—"
        note = f" — {r.note}" if with_note and r.note else ""
        out.append(f"- {r.claim} {cites}{note}")
    return out or ["- (none)"]


def render_report(*, question: str, today: str, plan: Sequence[dict[str, Any]], drafts: dict[str, str],
                  summary: str | None, table: EvidenceTable, verdicts: Sequence[dict[str, Any]],
                  sources: Sequence[SourceRecord], cited: set[str], notes: Sequence[str], languages: Sequence[str],
                  local_checked: dict[str, int], open_questions: Sequence[str], dropped_quotes: int,
                  budget: dict[str, Any], status: str) -> str:
    lines = [f"# {question}", "", f"*Research report, as of {today}. Every factual sentence cites its source as "
             "[s<id>]; the sources are listed at the end.*", ""]
    if status != "done":
        lines += [f"> **Incomplete report** ({status}): " + "; ".join(notes[:5] or ["see the checklist"]), ""]
    lines += ["## Summary", "", _mark_refuted(summary, verdicts) if summary else "(no summary could be written)", ""]
    for sec in plan:
        lines += [f"## {sec['title']}", ""]
        text = drafts.get(sec["id"]) or "Nothing could be established for this section from the sources read."
        lines += [_mark_refuted(text, verdicts), ""]
    lines += ["## Evidence", "", "### Established (two or more independent sources)", *_rows(table.established), "",
              "### Single source", *_rows(table.single), "",
              "### Disputed or unverified", *_rows(table.disputed, with_note=True), ""]
    checks = [f"- Local knowledge checked: {'hit' if local_checked.get('hits') else 'miss'} "
              f"({local_checked.get('searches', 0)} searches with the local index)",
              f"- Languages searched: {', '.join(languages) or 'none'}",
              f"- Quotes dropped because they were not on the page: {dropped_quotes}"]
    if verdicts:
        checks.append("- Claims verified independently:")
        checks += [f"  - {VERDICT_MARK.get(v['verdict'], v['verdict'])}: {v['claim']}"
                   + (f" — {v['reason']}" if v.get("reason") else "") for v in verdicts]
    else:
        checks.append("- Claims verified independently: none needed checking")
    checks.append("- Open questions:" if open_questions else "- Open questions: none recorded")
    checks += [f"  - {q}" for q in open_questions]
    checks.append(f"- Budget used: {budget.get('llm_calls', 0)}/{budget.get('max_llm_calls', '?')} model calls, "
                  f"{budget.get('pages', 0)}/{budget.get('max_pages', '?')} pages, "
                  f"{budget.get('prompt_tokens', 0) + budget.get('completion_tokens', 0)} tokens"
                  + (f"; exhausted: {', '.join(budget['exhausted'])}" if budget.get("exhausted") else ""))
    if notes:
        checks.append("- Notes:")
        checks += [f"  - {n}" for n in notes]
    lines += ["## Verification checklist", "", *checks, "", "## Sources", ""]
    for s in sources:
        if s.id not in cited:
            continue
        flag = f" ⚠ {', '.join(s.flagged)}" if s.flagged else ""
        lines.append(f"- [{s.id}] {s.title} — {s.url} ({s.published or 'undated'}, {s.source_tier}){flag}")
    return "\n".join(lines).rstrip() + "\n"
