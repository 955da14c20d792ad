"""The values of a vCard's or an iCalendar file's content lines (RFC 6350 / RFC 5545), read as a tool's fields.

A contacts or calendar tool returns the file as it is: ``NOTE:…``, ``DESCRIPTION:…``, ``TEL;TYPE=work:…`` — a key,
its parameters and the value glued to the colon, long values folded onto lines that start with a blank. The field
lines of :mod:`.tool_output_orders` want a blank after the colon, so such a file read as prose (round 21's blind set,
``scripts/guard_tool_voices21.py``: a planted request in a vCard's NOTE or an event's DESCRIPTION). Here each content
line's value is one region, its folds included; none when the text is no such file.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

_BEGIN_RE = re.compile(r"(?:^|\n)BEGIN:V(?:CARD|CALENDAR|EVENT|TODO|JOURNAL)\r?(?:\n|$)")
_CONTENT_LINE_RE = re.compile(r"^[A-Z][A-Z0-9-]{0,40}(?:;[^:\n]{0,200})?:([^\n]*(?:\n[ \t][^\n]*)*)", re.M)


def content_line_regions(text: str) -> list[tuple[int, int]]:
    """``(start, end)`` of each content line's value of a vCard / iCalendar text (``[]`` when it is none)."""
    if "BEGIN:V" not in text or _BEGIN_RE.search(text) is None:
        return []
    return [(m.start(1), m.end(1)) for m in _CONTENT_LINE_RE.finditer(text) if m.end(1) > m.start(1)]
