"""A thread's signatures out of its text: the lines a poster's profile adds under every post they write.

Forum software prints each poster's signature under their posts, in an element classed for it: phpBB / SMF / MyBB
``div.signature``, XenForo ``aside.message-signature``, Invision Community ``div.ipsEntry__signature`` or
``data-role="memberSignature"``, Tapatalk / GameFAQs ``div.signature``. trafilatura keeps them as lines of the thread;
WCXB's annotators never do (tune half: 4 threads of 4 forum programs held 14 signatures between their posts, none in
the gold; round 23's blind Invision thread holds one). An element is a signature when a token of its class is
"signature" alone or joined to a word (``message-signature``, ``ipsEntry__signature``, ``signaturecontainer``) or its
``data-role`` is ``memberSignature``, and it holds at most :data:`MAX_CHARS` characters (a class such as
``has-signature`` on a whole post must not take the post). The signatures' texts are read on forum pages before the
cascade, and the extraction's lines found in them go after it (:func:`groundwire.read.extract.extract`). Pure lxml;
hand-written: no library knows forum markup.
"""

from __future__ import annotations

import re

from lxml import etree
from lxml.html import HtmlElement

_CANDIDATES = etree.XPath("//*[contains(@class, 'ignature')] | //*[@data-role = 'memberSignature']")
_SIGNATURE = re.compile(r"^(?:[a-z]+(?:__|[-_]))?signature(?:[-_]?[a-z]+)?$", re.I)
_NEVER = frozenset({"html", "body", "main", "article"})
_BLOCKS = ("p", "div", "li", "blockquote", "td", "dd", "h1", "h2", "h3", "h4", "h5", "h6")
MAX_CHARS = 600  # a signature is a line or two; an element holding more is a post classed "has-signature"
MIN_LINE_CHARS = 12  # a shorter line found in a signature may be the poster's name or a word of a post


def _is_signature(el: HtmlElement) -> bool:
    if el.tag in _NEVER:
        return False
    if el.get("data-role") == "memberSignature":
        return True
    return any(_SIGNATURE.match(token) for token in (el.get("class") or "").split())


def signature_texts(tree: HtmlElement) -> set[str]:
    """The lines (spaces folded) of the outermost signatures of a thread's *tree* (see the module docstring): each
    signature's whole text and the text of each block inside it that holds no other block."""
    found = [el for el in _CANDIDATES(tree) if _is_signature(el)]
    chosen = set(found)
    texts: set[str] = set()
    for el in found:
        if any(a in chosen for a in el.iterancestors()):
            continue
        whole = " ".join(el.text_content().split())
        if not whole or len(whole) > MAX_CHARS:
            continue
        texts.add(whole)
        for block in el.iterdescendants(*_BLOCKS):
            if next(block.iterdescendants(*_BLOCKS), None) is None:
                texts.add(" ".join(block.text_content().split()))
    texts.discard("")
    return texts


def drop_signature_lines(text: str, signatures: set[str]) -> str:
    """*text* without its lines of at least :data:`MIN_LINE_CHARS` characters that are a signature's line.

    The lines go from the extraction, not the elements from the tree before it: taking the elements out changed
    which posts trafilatura kept on a MyBB thread (a reply vanished with the signature above it). A line must equal a
    signature's line, not be part of one: a reply may open with the words its poster's signature starts with (the
    round's look-alike thread)."""
    if not signatures:
        return text
    kept = []
    for line in text.split("\n"):
        folded = " ".join(line.split()).lstrip("- ")
        if len(folded) >= MIN_LINE_CHARS and folded in signatures:
            continue
        kept.append(line)
    return "\n".join(kept)
