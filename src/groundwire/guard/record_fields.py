"""A tool's result whose fields are not one per line: markup records and CSV tables (guard19-tool).

The field passes (:mod:`.tool_output_orders`, :mod:`.holdings_requests`) read a tool's result by its field lines
(``key: value``, a JSON key, a table row, an XML element alone on its line). Round 19's blind set
(``scripts/guard_tool_voices19.py``) rendered the same results as an HTML snippet on one line, XML records on one line
and CSV with a free-text cell: the field passes found no field line there, and the learned detector read the whole
record (ids, dates, tag names and the free text together) as one passage, which both hid an order in a field and
flagged ordinary fields (a benign HTML record was flagged four times in ten). The cause is the layout, not the words.

So this module gives a **record view** of such a text: the same length, every field's value on a line of its own (a
tag is read as a line break and blanks, a CSV cell's comma as a line break), and the stretches that are values. A
text counts as records when

* markup whose first tag opens a line (after at most a label, "Observation: "; a question quoting a table in its
  prose is prose): at least four tags, and three leaf elements that are fields (a bare datum, ``<id>88213</id>``; a
  definition's or a cell's, a classed one, or one named as no prose tag is, ``<severity>Minor</severity>``) — a
  page of prose with a few ``<b>`` tags has none;
* CSV: a header line of three or more names (or two identifiers), then rows of the same number of cells.

:func:`record_field_spans` runs the two field passes on the values (two points, as in a tool's result) and
:func:`record_view` is what the detector reads (one hook each in :mod:`.neutralize`).
"""

from __future__ import annotations

import functools
from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from .holdings_requests import _spans as _holdings_spans  # (the passes' readers of a region, as a tool's fields)
from .tool_output_orders import _spans as _order_spans

__all__ = ["names_a_record_field", "spans_by_fields", "record_field_spans", "record_view"]

_TAG_RE = re.compile(r"</?[A-Za-z][\w:.-]{0,40}(?:\s[^<>\n]{0,300})?/?>|<\?xml[^<>\n]{0,200}\?>|<!--|-->")
# a leaf element that is a record's field: a datum's (digits and no space: "88213", "2026-11-30T18:22:10Z",
# "-64.20"), a definition's or a cell's, a classed one, or a named one that prose markup never uses (XML's own
# names, "<severity>Minor</severity>"); prose's inline tags ("<b>", "<a>", "<em>") around words are none
_LEAF_RE = re.compile(r"<([A-Za-z][\w:.-]{0,40})(\s[^<>\n]{0,300})?>([^<>\n]{0,80})</\1>")
_DATUM_RE = re.compile(r"\s*[#+-]?[\w.:/-]{0,40}\d[\w.:/-]{0,40}\s*$")
_PROSE_TAGS = frozenset("a abbr b big cite code del em font i ins kbd label mark p q s samp small span strong sub sup "
                        "time u var li h1 h2 h3 h4 h5 h6 button div title pre blockquote".split())
_MIN_FIELD_LEAVES = 3
# what may stand before a record's first tag on its line: nothing, or a label ("Observation: ", "[tool] returned:")
_LINE_LABEL_RE = re.compile(r"[ \t]*(?:[\w\[\]().-]{1,40}(?:\s+returned)?:?[ \t]*)?$")


def _is_field_leaf(m: re.Match[str]) -> bool:
    tag, attrs, value = m.group(1).lower(), m.group(2) or "", m.group(3)
    return (tag not in _PROSE_TAGS or "class=" in attrs or _DATUM_RE.match(value) is not None) and ". " not in value


_MIN_TAGS = 4
_MIN_DATUM_LEAVES = 2
# a CSV header: three or more names (a comment line of metadata, "# id=…", may come first)
# (two names when both are identifiers, "name,private_note")
_CSV_HEADER_RE = re.compile(r"^[ \t]*(?:[A-Za-z_][\w .-]{0,30}(?:,[ \t]*[A-Za-z_][\w .-]{0,30}){2,}|"
                            r"[A-Za-z_][\w.-]{0,30},[A-Za-z_][\w.-]{0,30})[ \t]*$", re.M)


def _markup_view(text: str) -> tuple[str, list[tuple[int, int]]] | None:
    if "<" not in text:
        return None
    leaves = 0
    for m in _LEAF_RE.finditer(text, 0, 200_000):
        leaves += _is_field_leaf(m)
        if leaves >= _MIN_FIELD_LEAVES:
            break
    else:
        return None
    tags = list(_TAG_RE.finditer(text))
    if len(tags) < _MIN_TAGS:
        return None
    first = tags[0].start()
    if not _LINE_LABEL_RE.match(text, text.rfind("\n", 0, first) + 1, first):
        return None  # a question or a page quoting a table in its prose ("What is the sum of …: <table>…")
    out: list[str] = []
    regions: list[tuple[int, int]] = []
    last = 0
    for m in tags:
        if text[last : m.start()].strip():
            regions.append((last, m.start()))
        out.append(text[last : m.start()])
        out.append("\n" + " " * (len(m.group()) - 1))
        last = m.end()
    if text[last:].strip():
        regions.append((last, len(text)))
    out.append(text[last:])
    return "".join(out), regions


def _csv_cells(line: str) -> list[tuple[int, int]] | None:
    """``(start, end)`` of each cell of a CSV line (quotes kept in the cell), or None when a quote is left open."""
    cells: list[tuple[int, int]] = []
    start = 0
    quoted = False
    for k, ch in enumerate(line):
        if ch == '"':
            quoted = not quoted
        elif ch == "," and not quoted:
            cells.append((start, k))
            start = k + 1
    if quoted:
        return None
    cells.append((start, len(line)))
    return cells


def _csv_view(text: str) -> tuple[str, list[tuple[int, int]]] | None:
    if "," not in text:
        return None
    head = _CSV_HEADER_RE.search(text)
    if head is None:
        return None
    width = head.group().count(",") + 1
    chars: list[str] = []  # (copied on the first row read: a line of prose with commas is most headers found, and a
    # copy of the page per pass cost more than the search, guard22-speed)
    regions: list[tuple[int, int]] = []
    pos = head.end() + 1
    while pos < len(text):
        end = text.find("\n", pos)
        end = len(text) if end < 0 else end
        cells = _csv_cells(text[pos:end])
        if cells is None or len(cells) != width:
            break
        if not chars:
            chars = list(text)
        for a, b in cells:
            if a:
                chars[pos + a - 1] = "\n"  # the comma before a cell read as a line break
            if b - a >= 2 and text[pos + a] == '"' and text[pos + b - 1] == '"':  # a quoted cell: its marks as
                chars[pos + a] = chars[pos + b - 1] = " "  # blanks, a doubled quote inside it as one
                for k in range(pos + a + 1, pos + b - 2):
                    if text[k] == '"' and text[k + 1] == '"' and chars[k] == '"':
                        chars[k + 1] = " "
            if text[pos + a : pos + b].strip():
                regions.append((pos + a, pos + b))
        pos = end + 1
    if not regions:
        return None
    return "".join(chars), regions


@functools.lru_cache(maxsize=2)
def _view(text: str) -> tuple[str, list[tuple[int, int]]] | None:
    return _markup_view(text) or _csv_view(text)


def record_view(text: str) -> str:
    """``text`` with a record's fields one per line (the same length), or ``text`` itself when it holds no records."""
    view = _view(text)
    return text if view is None else view[0]


def spans_by_fields(field_pass, text: str) -> list[tuple[int, int, str]]:
    """``field_pass(text)``'s spans, a markup record's read field by field (guard20-tool): a span that holds a tag (one
    XML line of several elements read as one sentence: a search result's ``<title>Export invoices - Help
    Center</title><url>https://…</url>`` was a verb and a link, an order with its target) is dropped, and the pass
    reads the record again with its tags as line breaks (the same length)."""
    if "<" not in text:
        return field_pass(text)
    view = _markup_view(text)
    if view is None:
        return field_pass(text)
    kept = [span for span in field_pass(text) if _TAG_RE.search(text, span[0], span[1]) is None]
    return sorted(set(kept) | set(field_pass(view[0])))


def record_field_spans(text: str) -> list[tuple[int, int, str]]:
    """``(start, end, kind)`` of each order the field passes find in the values of ``text``'s records."""
    view = _view(text)
    if view is None:
        return []
    shown, regions = view
    return sorted(_order_spans(shown, regions=regions) + _holdings_spans(shown, regions, need=2))


# guard20-tool: an XML record's field named "user" or "human" holding a name ("<user>octo-lin</user>", "<human>Kelly
# T.</human>", a GitHub comment's or a Slack message's author) is a field, not a chat turn's role marker: round 20's
# blind set and round 19's held half flagged every such XML rendering. A field here is a leaf element on one line,
# next to another tag, whose value is a name or a handle (at most three words, no sentence); "<user>" before a line
# of text, or around a sentence, is still a role marker.
# (guard21-tool: a display name with its handle or id, "U02KXM (sam.o)", "guest: r.vale", as chat exports write them)
_NAME_FIELD_RE = re.compile(r"<(user|human)>[ \t]*[\w@.'’+():-]{1,40}(?:[ \t]+[\w@.'’+():-]{1,20}){0,2}[ \t]*</\1>",
                            re.I)


def names_a_record_field(text: str, start: int, end: int) -> bool:
    """Whether the role marker ``text[start:end]`` ("<user>" or "</user>") is the tag of a record's name field."""
    tag = text[start:end].lower()
    if tag in ("<user>", "<human>"):
        m = _NAME_FIELD_RE.match(text, start)
    elif tag in ("</user>", "</human>"):
        open_at = text.rfind("<", max(0, start - 80), start)
        m = _NAME_FIELD_RE.match(text, open_at) if open_at >= 0 else None
        if m is not None and m.end() != end:
            m = None
    else:
        return False
    if m is None:
        return False
    before = text[max(0, m.start() - 1) : m.start()]
    after = text[m.end() : m.end() + 1]
    return before == ">" or after == "<"
