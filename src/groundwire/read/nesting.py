"""Pages nested deeper than libxml2 will parse: their wrappers are dropped, their words kept.

libxml2's HTML parser stops at depth 256 ("Excessive depth in document") and drops everything after that point: a
page that wraps its article in 300 ``<div>`` (a hostile page, or a generated one) came out empty. ``too_deep`` asks a
parsed tree whether it stopped at that depth; ``flatten_deep`` then rewrites the HTML with every start / end tag
below ``max_depth`` removed (the text between them stays, in the element at ``max_depth``), so the parser reads the
whole page and the extractors walk a tree of bounded depth (trafilatura and justext recurse over it).

Hand-written over a tag regular expression rather than a second parser: every HTML parser we ship is the one that
stops; the scan runs only on the rare page that hit the limit.
"""

from __future__ import annotations

import re

from lxml.html import HtmlElement

PARSER_DEPTH_LIMIT = 256  # libxml2's xmlParserMaxDepth without XML_PARSE_HUGE
MAX_DEPTH = 120  # what a flattened page may still nest: far below the parser's limit and Python's recursion limit
_DEEP_ENOUGH = PARSER_DEPTH_LIMIT - 8  # how deep the rightmost path of a stopped parse is, at least
_TAG = re.compile(r"<(/?)([A-Za-z][A-Za-z0-9:_-]*)\b[^>]*?(/?)>")
VOID = frozenset("area base br col embed hr img input keygen link meta param source track wbr".split())


def too_deep(tree: HtmlElement) -> bool:
    """Whether the parse stopped at the parser's depth limit. libxml2 stops the whole parse there, so the last
    element it made, at that depth, ends the tree's rightmost path: walking down the last children finds it in a
    few dozen steps on an ordinary page (an XPath probe of every path cost a fifth of the parse)."""
    node, depth = tree.getroottree().getroot(), 0
    while len(node) and depth < _DEEP_ENOUGH:
        node, depth = node[-1], depth + 1
    return depth >= _DEEP_ENOUGH


def flatten_deep(html: str, max_depth: int = MAX_DEPTH) -> str:
    """``html`` with the start and end tags of elements nested below ``max_depth`` removed (text kept)."""
    out: list[str] = []
    stack: list[tuple[str, bool]] = []  # (tag name, kept)
    last = 0
    for match in _TAG.finditer(html):
        closing, name, self_closing = match.group(1), match.group(2).lower(), match.group(3)
        keep = True
        if closing:
            depth = next((i for i in range(len(stack) - 1, -1, -1) if stack[i][0] == name), None)
            if depth is not None:
                keep = stack[depth][1]
                del stack[depth:]
        elif name not in VOID and not self_closing:
            keep = len(stack) < max_depth
            stack.append((name, keep))
        if not keep:
            out.append(html[last:match.start()])
            last = match.end()
    out.append(html[last:])
    return "".join(out)
