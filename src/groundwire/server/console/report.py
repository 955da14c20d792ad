"""A research report for the console: Markdown rendered with raw HTML disabled (markdown-it escapes it and refuses
``javascript:`` links), ``[sN]`` citations turned into links to the source and its verbatim cards."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from markdown_it import MarkdownIt
from markupsafe import Markup

_MD = MarkdownIt("commonmark", {"html": False}).enable("table")
_CITE = re.compile(r"\[(s\d{1,5})\]")


def research_sources(job_dir: Path) -> list[dict[str, Any]]:
    """``sources.json`` with each source's cards from ``facts.jsonl`` (empty when the job ran on another instance)."""
    try:
        sources = json.loads((job_dir / "sources.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return []
    cards: dict[str, list[dict[str, Any]]] = {}
    try:
        for line in (job_dir / "facts.jsonl").read_text(encoding="utf-8").split("\n"):  # a quote may hold U+2028
            try:
                card = json.loads(line)
            except ValueError:
                continue
            if isinstance(card, dict):
                cards.setdefault(str(card.get("source_id")), []).append(card)
    except OSError:
        pass
    out = []
    for src in sources if isinstance(sources, list) else []:
        if isinstance(src, dict) and src.get("id") is not None:
            sid = str(src["id"])
            sid = sid if sid.startswith("s") else f"s{sid}"
            out.append({**src, "sid": sid, "cards": cards.get(str(src["id"]), []) + cards.get(sid, [])})
    return out


def render_report(markdown: str, sources: list[dict[str, Any]]) -> Markup:
    """Safe HTML: markdown-it escapes every raw tag; citations of known sources become in-page links."""
    known = {s["sid"] for s in sources}
    html = _MD.render(markdown)
    linked = _CITE.sub(lambda m: f'<a class="cite" href="#card-{m.group(1)}">[{m.group(1)}]</a>'
                       if m.group(1) in known else m.group(0), html)
    return Markup(linked)  # noqa: S704 - built by markdown-it with html disabled; the inserted links are fixed text
