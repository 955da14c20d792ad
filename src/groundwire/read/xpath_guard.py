"""XPath expressions whose ``re:test`` calls into Python only on elements that carry the attributes it reads.

trafilatura's boilerplate expressions test ``id``, ``class`` and ``style`` with EXSLT ``re:test``. lxml answers each
test by calling back into Python (argument conversion, a compiled-pattern look-up, ``re.search``), once per element
the expression visits, also when the element has none of the attributes: then the test reads the empty string.
Most elements of a page have no ``id`` or ``class``, so most of those calls are known to fail before they are made.

:func:`guarded_path` puts an attribute test in front of each such call: ``re:test(@id|@class, 'p')`` becomes
``((@id or @class) and re:test(@id|@class, 'p'))``. This changes nothing the expression selects, provided the
pattern cannot match the empty string (checked here, with the flags lxml uses: ``re.UNICODE``, and ``IGNORECASE``
when the flags argument holds ``i``): an element without the attributes passes lxml the empty string, which such
a pattern does not match, so the test was false anyway. XPath's ``and`` does not evaluate its second operand when the
first is false, so no Python call is made for those elements. A test whose arguments are not plain attributes of
the context element, or whose pattern can match the empty string, is left as it is.

For a case-sensitive pattern whose every match holds one of at most :data:`MAX_LITERALS` literal strings
(:mod:`groundwire.read.regex_literals`: ``'hidden'``, ``'^shar|social'``, a comment section's four names) a
``contains()`` of each literal comes next, so values holding none of them are settled in C as well (round 19:
trafilatura's comment expressions ~18 % faster, the boilerplate and body ones ~5 %; with more literals, or with
``translate()`` to fold case for the ``'i'`` flag, the tests cost more than the calls they save).

Hand-written: no library rewrites XPath; it is one regular-expression substitution over the expression's text.
"""

from __future__ import annotations

import re

from lxml import etree

from .regex_literals import required_literals

MAX_LITERALS = 4  # more contains() tests than this cost more than the re:test call they may save

REGEXP_NS = "http://exslt.org/regular-expressions"
# re:test(@a|@b, 'pattern') or re:test(@a, 'pattern', 'flags'): an XPath literal holds no quote of its own kind
_RE_TEST = re.compile(r"re:test\(\s*(@[\w-]+(?:\s*\|\s*@[\w-]+)*)\s*,\s*'([^']*)'\s*(?:,\s*'([^']*)'\s*)?\)")


def _matches_nothing_empty(pattern: str, flags: str) -> bool:
    """Can *pattern* (as lxml compiles it for ``re:test``) not match the empty string?"""
    try:
        compiled = re.compile(pattern, re.UNICODE | (re.IGNORECASE if "i" in flags else 0))
    except re.error:
        return False
    return compiled.search("") is None


def literal_test(value: str, pattern: str, flags: str) -> str:
    """An XPath test, ending in `` and ``, that *value* holds one of the literals every match of *pattern* holds
    (:mod:`groundwire.read.regex_literals`); "" when there is none to test."""
    if "i" in flags:
        return ""
    literals = required_literals(pattern)
    if not literals or len(literals) > MAX_LITERALS or any("'" in literal for literal in literals):
        return ""
    return "(" + " or ".join(f"contains({value}, '{literal}')" for literal in literals) + ") and "


def guarded_path(path: str) -> str:
    """*path* with an attribute test in front of each ``re:test`` that can have one (see the module docstring)."""

    def rewrite(m: re.Match[str]) -> str:
        if not _matches_nothing_empty(m.group(2), m.group(3) or ""):
            return m.group(0)
        attributes = " or ".join(a.strip() for a in m.group(1).split("|"))
        return f"(({attributes}) and {literal_test(m.group(1).strip(), m.group(2), m.group(3) or '')}{m.group(0)})"

    return _RE_TEST.sub(rewrite, path)


def guarded(expression: etree.XPath) -> etree.XPath:
    """A compiled copy of *expression*, which selects elements, with :func:`guarded_path` applied (itself when
    nothing changes). The copy passes the attribute values it tests to Python as plain strings
    (``smart_strings=False``: no parent reference is built for each), which changes no element it selects."""
    path = guarded_path(expression.path)
    if path == expression.path:
        return expression
    return etree.XPath(path, namespaces={"re": REGEXP_NS}, smart_strings=False)
