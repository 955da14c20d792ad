"""A structural lint for one kind of catastrophic backtracking: two unbounded whitespace runs that can meet with
nothing but optional parts between them ("\\s*-?\\s*", "\\s*(?:,|and)?\\s*", "([(（])?\\s*" after "\\s*",
"(?:word\\s+){1,3}\\s*"). On a long run of spaces followed by something that fails, the engine tries every split
of the run between the two, once per split of the earlier ones: seconds on 20 kB ("next 3 days" + 20 kB of
spaces + "x" took 50 s in ``resolve``). The same language written with the second run inside the optional part
("\\s*(?:-\\s*)?") is linear.

Read from the parsed pattern (``re._parser``), not from its text, so groups, classes and repeats are all seen.
"""

from __future__ import annotations

import re
import re._constants as C  # noqa: N812
import re._parser as P  # noqa: N812
from typing import Any

_REPEATS = (C.MAX_REPEAT, C.MIN_REPEAT, getattr(C, "POSSESSIVE_REPEAT", C.MAX_REPEAT))
_ZERO_WIDTH = (C.AT, C.ASSERT, C.ASSERT_NOT)


def _matches_space(op: Any, av: Any) -> bool:
    if op is C.LITERAL:
        return chr(av) in " \t\n"
    if op is C.IN:
        for o, a in av:
            if o is C.CATEGORY and a is C.CATEGORY_SPACE:
                return True
            if o is C.LITERAL and chr(a) in " \t\n":
                return True
            if o is C.RANGE and a[0] <= 32 <= a[1]:
                return True
    return False


def _space_run(item: tuple[Any, Any]) -> bool:
    op, av = item
    if op in _REPEATS and op is not getattr(C, "POSSESSIVE_REPEAT", None):
        lo, hi, sub = av
        return hi == C.MAXREPEAT and len(sub) == 1 and _matches_space(*sub[0])
    return False


def _optional(item: tuple[Any, Any]) -> bool:
    op, av = item
    if op in _REPEATS:
        return av[0] == 0 or all(map(_optional, av[2]))
    if op is C.SUBPATTERN:
        return all(map(_optional, av[-1]))
    if op is C.BRANCH:
        return any(all(map(_optional, b)) for b in av[1])
    return op in _ZERO_WIDTH


def _edge_run(seq: list[tuple[Any, Any]], *, last: bool) -> bool:
    """Can ``seq`` end (``last``) or begin with an unbounded whitespace run, optional parts aside?"""
    for item in reversed(seq) if last else seq:
        if _space_run(item):
            return True
        op, av = item
        if op is C.SUBPATTERN and _edge_run(list(av[-1]), last=last):
            return True
        if op is C.BRANCH and any(_edge_run(list(b), last=last) for b in av[1]):
            return True
        if op in _REPEATS and _edge_run(list(av[2]), last=last):
            return True
        if not _optional(item):
            return False
    return False


def _walk(seq: list[tuple[Any, Any]], found: list[int]) -> None:
    for i, item in enumerate(seq):
        if _edge_run([item], last=True):
            for later in seq[i + 1:]:
                if _edge_run([later], last=False):
                    found.append(i)
                    break
                if not _optional(later):
                    break
        op, av = item
        if op is C.SUBPATTERN:
            _walk(list(av[-1]), found)
        elif op is C.BRANCH:
            for branch in av[1]:
                _walk(list(branch), found)
        elif op in _REPEATS:
            _walk(list(av[2]), found)
        elif op in (C.ASSERT, C.ASSERT_NOT):
            _walk(list(av[1]), found)


def meeting_space_runs(pattern: re.Pattern[str]) -> bool:
    """True when two unbounded whitespace runs of ``pattern`` can meet with only optional parts between them."""
    found: list[int] = []
    _walk(list(P.parse(pattern.pattern, pattern.flags)), found)
    return bool(found)
