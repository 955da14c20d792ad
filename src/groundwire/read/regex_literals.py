"""Literal strings one of which every match of a regular expression must contain.

``required_literals("^shar|social|(?:^| )ad-")`` is ``["shar", "social", "ad-"]``: a string that contains none of
them cannot match. :mod:`groundwire.read.xpath_guard` puts such a test (XPath ``contains()``, answered in C) in front
of trafilatura's ``re:test`` calls, each of which is a call from libxml2 into Python: most ``class`` and ``id``
values on a page hold none of the literals and are settled without that call.

The pattern is read with Python's own parser (``re._parser``, as ``re`` compiles it), so what counts as a literal is
what the regular-expression engine will require, not a guess from the pattern's text: in a sequence, a run of plain
characters outside any repeat or set is required; an alternation needs one literal from each branch, a group the
literals of its content. When some branch has no run of at least :data:`MIN_LITERAL` characters, there is no test
(None). Hand-written: no maintained library extracts required substrings from a Python pattern.

Case-sensitive patterns only: under lxml's ``'i'`` flag (``re.IGNORECASE | re.UNICODE``) a literal's letters
match other cases and a few non-ASCII characters (K KELVIN SIGN for k, ſ for s, İ and ı for i), and XPath 1.0 has
no case-folded ``contains()`` short of a ``translate()``, which was measured slower than the ``re:test`` it guards.
"""

from __future__ import annotations

import re

try:  # Python 3.11+: the parser re.compile uses
    from re import _constants as _sre_constants
    from re import _parser as _sre_parser
except ImportError:  # pragma: no cover - older Pythons
    import sre_constants as _sre_constants  # type: ignore[no-redef]
    import sre_parse as _sre_parser  # type: ignore[no-redef]

MIN_LITERAL = 2  # a shorter required run filters too little to be worth a test
_LITERAL, _BRANCH, _SUBPATTERN, _AT = (
    _sre_constants.LITERAL, _sre_constants.BRANCH, _sre_constants.SUBPATTERN, _sre_constants.AT,
)


def required_literals(pattern: str) -> list[str] | None:
    """Strings one of which any match of *pattern* (compiled case-sensitively) contains, or None."""
    flags = re.UNICODE
    try:
        re.compile(pattern, flags)
        parsed = _sre_parser.parse(pattern, flags)
    except (re.error, ValueError, TypeError, AttributeError):
        return None
    found = _sequence(list(parsed))
    return None if found is None else list(dict.fromkeys(found))


def _sequence(items: list[tuple[object, object]]) -> list[str] | None:
    """The best set of required literals of a sequence of parsed items (the one whose shortest is longest)."""
    options: list[list[str]] = []
    run = ""
    for op, av in items:
        if op is _LITERAL:
            run += chr(av)  # type: ignore[arg-type]
            continue
        if len(run) >= MIN_LITERAL:
            options.append([run])
        run = ""
        if op is _BRANCH:
            alternatives = _branches(av[1])  # type: ignore[index]
        elif op is _SUBPATTERN:
            alternatives = _sequence(list(av[-1]))  # type: ignore[index]
        else:  # anchors, sets, repeats, backreferences: nothing required, and they end the run
            continue
        if alternatives is not None:
            options.append(alternatives)
    if len(run) >= MIN_LITERAL:
        options.append([run])
    if not options:
        return None
    return max(options, key=lambda literals: (min(map(len, literals)), -len(literals)))


def _branches(branches: list[object]) -> list[str] | None:
    found: list[str] = []
    for branch in branches:
        literals = _sequence(list(branch))  # type: ignore[call-overload]
        if literals is None:
            return None
        found.extend(literals)
    return found
