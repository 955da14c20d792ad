"""What a pattern's own lookaheads require of a text, as patterns to search first (guard22-speed).

A rule written ``^ … machine word (?=[^\\n]{0,400}?(?:user|tool|silently|…)) …`` tries its lookahead at every place
the words before it can end: on a line of 20,000 letters of one glued word (``"ассистентассистент…"``) every backtrack
of the word's ``\\w*`` read 400 characters through a long alternation, 4 s of CPU for one text. Such a lookahead stands
at the top level of the pattern, so every match passes through it: the text must hold its body (the gap of
non-line-break characters before it left out) somewhere. :func:`required_patterns` compiles those bodies from the
pattern's own parse, so they cannot drift from it; a text none of them is found in cannot match, and one search of
each (linear: no gap to try) tells.

Hand-written because the standard library offers no such analysis; it reads the parse of ``re._parser`` as
:mod:`.prescreen` does.
"""

from __future__ import annotations

import re
from re import _compiler as sre_compile  # type: ignore[attr-defined]  # the stdlib's own regex compiler
from re import _constants as sre_constants  # type: ignore[attr-defined]
from re import _parser as sre_parse  # type: ignore[attr-defined]

__all__ = ["required_patterns"]

_REPEATS = (sre_constants.MIN_REPEAT, sre_constants.MAX_REPEAT)
_NEWLINE = 10


def required_patterns(rx: re.Pattern[str]) -> tuple[re.Pattern[str], ...]:
    """Patterns each of which finds a match in every text ``rx`` finds one in (searched over the whole text): the
    bodies of the lookaheads at ``rx``'s top level, each without its leading gap of non-line-break characters. Empty
    when there are none (or the pattern cannot be read so)."""
    try:
        parsed = sre_parse.parse(rx.pattern, rx.flags)
    except (re.error, TypeError, ValueError):
        return ()
    out = []
    for op, av in parsed.data:
        if op != sre_constants.ASSERT or av[0] != 1:  # (a lookahead: direction 1)
            continue
        body = list(av[1].data)
        while body and _is_line_gap(body[0]):
            body = body[1:]
        if not body or _refers_to_groups(body) or _opens_with_a_run(body):
            continue
        try:
            out.append(sre_compile.compile(sre_parse.SubPattern(parsed.state, body), rx.flags))
        except (re.error, TypeError, ValueError, RecursionError):
            continue
    return tuple(out)


def _is_line_gap(item: tuple[object, object]) -> bool:
    """Whether ``item`` is ``[^\\n]{0,n}`` or ``.{0,n}`` (lazy or greedy, ``n`` unbounded too): a run of characters,
    empty included. Left in the body, the gap would be tried from every position of the text (quadratic: round 22's
    first version kept ``.*?`` and took 160 s on 100,000 characters)."""
    op, av = item
    if op not in _REPEATS or av[0] != 0:  # type: ignore[index]
        return False
    inner = list(av[2])  # type: ignore[index]
    if len(inner) != 1:
        return False
    iop, iav = inner[0]
    if iop == sre_constants.ANY:  # ("." : any character but a line break, or any at all under DOTALL)
        return True
    if iop == sre_constants.NOT_LITERAL:
        return iav == _NEWLINE
    return (iop == sre_constants.IN and len(iav) == 2 and iav[0] == (sre_constants.NEGATE, None)
            and iav[1] == (sre_constants.LITERAL, _NEWLINE))


def _opens_with_a_run(items: list[tuple[object, object]]) -> bool:
    """Whether a match of ``items`` may start with a repeat (``\\s*[.!]``): searched over a long run of its
    characters, such a body reads the rest of the run from every position (quadratic), so it is not used."""
    for op, av in items:
        if op in (sre_constants.ASSERT, sre_constants.ASSERT_NOT, sre_constants.AT):
            continue  # (zero-width: the next item opens the match)
        if op in _REPEATS or op == sre_constants.POSSESSIVE_REPEAT:
            return True
        if op == sre_constants.SUBPATTERN:
            return _opens_with_a_run(list(av[-1].data))  # type: ignore[index]
        if op == sre_constants.ATOMIC_GROUP:
            return _opens_with_a_run(list(av.data))  # type: ignore[union-attr]
        if op == sre_constants.BRANCH:
            return any(_opens_with_a_run(list(branch.data)) for branch in av[1])  # type: ignore[index]
        return False
    return True  # (zero-width only)


def _refers_to_groups(items: object) -> bool:
    """Whether a back-reference (to a group the body may not hold) is among ``items``."""
    for item in items:  # type: ignore[attr-defined]
        if isinstance(item, tuple) and len(item) == 2 and item[0] in (sre_constants.GROUPREF,
                                                                      sre_constants.GROUPREF_EXISTS):
            return True
        if isinstance(item, (tuple, list, sre_parse.SubPattern)) and _refers_to_groups(item):
            return True
    return False
