"""Where a plain-text tool result shows it is data a tool returned (guard-plain15): the message of a chat log's line
("[Anna] 10:43: …", "[10:43] Anna: …", "#general anna_x: …", "10:43 - Anna: …"), of a tweet ("@anna_x: …"), an SMS
("SMS from +1 555 0199: …"), an issue's or a post's comment ("Comment by anna_x: …"), a review with its rating
("Anna Berg (5 stars): …", "★★★★☆ …"), and the text of a web page's elements (``<p>…</p>``, ``<li>``, ``<td>``).

A page of prose, a letter or a note with no such mark has none: the orders pass (:mod:`.tool_output_orders`) reads
only these stretches of plain text, never the whole of it. Pure functions; the line marks are tried only after a
line break (a ``^`` with ``re.M`` tried every position of a page).
"""

from __future__ import annotations

import functools
from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

__all__ = ["INLINE_TAG_RE", "plain_carrier_regions"]

# a line's mark that what follows is one person's message in a log, a feed or a review
_MARK = (r"[ \t]*(?:"
         r"\[[^\]\n]{1,40}\][ \t]*\d{1,2}:\d\d(?::\d\d)?(?:[ \t]*[ap]m)?[ \t]*:"  # [Anna] 10:43:
         # [10:43] Anna:, [04/12/2026, 10:43:22] Anna Berg: (WhatsApp on iOS), [2026-12-04 10:43] Anna:
         r"|\[(?:\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4},?[ \t]+)?\d{1,2}:\d\d(?::\d\d)?(?:[ \t]*[ap]m)?\][ \t]*[^\n:\[\]]{1,30}:"
         r"|(?:\d{1,2}[/.]\d{1,2}[/.]\d{2,4},?[ \t]+)?\d{1,2}:\d\d(?:[ \t]*[ap]m)?[ \t]+[-–][ \t]+[^\n:]{1,30}:"
         r"|#[\w-]{1,30}[ \t]+@?[\w.-]{1,30}:"  # #general anna_x:
         r"|@[a-z_][\w]{1,30}:"  # @anna_x:
         r"|sms[ \t]+from[ \t]+[^\n:]{1,40}:"
         r"|(?:comment|reply|message|review|post)[ \t]+(?:by|from)[ \t]+[^\n:]{1,40}:"
         r"|[^\n:()]{1,40}\([ \t]*(?:[1-5](?:\.\d)?(?:[ \t]*/[ \t]*5)?[ \t]*stars?|[★☆]{1,5})[ \t]*\)[ \t]*:"
         r"|[★☆]{3,5}(?=[ \t])"
         r")")
_MARK_RE = re.compile(_MARK, re.I)
_NEXT_MARK_RE = re.compile("\n" + _MARK, re.I)
# a web page's text element, with the inline markup of its text ("<b>", "<a href=…>", "<br>", review15e); the inline
# tags are none of the elements, so an element's text is read once, in one pass from its start
_INLINE_TAG = r"<(?:/?(?:a|b|i|u|s|em|strong|small|mark|font|sub|sup|abbr|cite|q)\b[^<>]{0,200}|br\b[^<>]{0,20})>"
INLINE_TAG_RE = re.compile(_INLINE_TAG, re.I)
_ELEMENT_RE = re.compile(rf"<(p|li|td|blockquote|span|div)\b[^<>]{{0,200}}>((?:[^<]|{_INLINE_TAG}){{1,4000}})</\1>",
                         re.I)
_REGION_MAX = 4_000


# (one text read by two passes in a row, :mod:`.tool_output_orders` and :mod:`.holdings_requests`: worked out once;
# callers only read the list)
@functools.lru_cache(maxsize=2)
def plain_carrier_regions(text: str) -> list[tuple[int, int]]:
    """``(start, end)`` of each message of a chat log, a feed, an SMS, a comment or a rated review, and of each text
    element of a web page, in ``text``; ``start`` is just after the mark's colon or the element's ``>`` (the rules'
    look-behinds read it). [] for prose."""
    regions = []
    for m in _marks(text):
        end = text.find("\n", m)
        regions.append((m, min(len(text) if end < 0 else end, m + _REGION_MAX)))
    if "</" in text:
        regions.extend((m.start(2), m.end(2)) for m in _ELEMENT_RE.finditer(text))
    return sorted(set(regions))


def _marks(text: str):
    m = _MARK_RE.match(text)
    if m is not None:
        yield m.end()
    for m in _NEXT_MARK_RE.finditer(text):
        yield m.end()
