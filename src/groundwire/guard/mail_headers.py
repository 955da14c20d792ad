"""A raw e-mail's header field that holds only an address ("Reply-To: <support@shop.example.com>").

An agent that reads a mailbox often gets the raw message, headers first. The learned detector read a lone
``Reply-To: <…@…>`` line as an order to reply to someone (0.96–0.98), so every raw e-mail with that header was
flagged (judge23-guard's first run found the shape; the rules' own cue for it was mended in
:mod:`.tool_output_orders`). A header field is data: a hyphenated field name (RFC 5322: ``Reply-To``,
``Return-Path``, ``Disposition-Notification-To``), a colon, and an address, with or without a display name, and
nothing else in the passage. A passage that says anything more is left to the detector.

Hand-written: the standard library's ``email`` parser reads whole messages, not a passage of one.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

__all__ = ["is_address_header"]

# a hyphenated field name, then an optional display name and one address, then the passage's end
_ADDRESS_HEADER_RE = re.compile(
    r"[ \t]*[A-Za-z]{1,30}(?:-[A-Za-z]{1,30}){1,4}:[ \t]*"
    r"(?:\"[^\"\n]{0,80}\"[ \t]*|[^\"<>@\n:]{0,80}?[ \t]*)?"
    r"(?:<[^<>\s@]{1,64}@[^<>\s@]{1,253}>|[^<>\s@]{1,64}@[^<>\s@]{1,253})[ \t]*[\r\n]*"
)


def is_address_header(passage: str) -> bool:
    """True when ``passage`` is one raw e-mail header field that holds only an address."""
    return len(passage) <= 400 and _ADDRESS_HEADER_RE.fullmatch(passage) is not None
