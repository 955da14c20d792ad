"""Which kinds of character a time rule cannot match without: a Han character, a digit.

About ninety rules scan every question; on an English question the Chinese rules can never match, yet scanning them
cost about half of ``resolve``. :func:`needs` reads a compiled pattern's syntax tree (the standard library's own
parser, ``re._parser``) and answers soundly: a kind is reported only when *every* way through the pattern consumes
such a character (an optional part, a look-around or one branch without it means "not needed"). The caller skips a
rule when the text has none of what it needs. Hand-written because no library answers "what must any match
contain"; it is a dozen lines over the parse tree.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

try:  # Python 3.11+
    from re import _parser as sre_parse  # type: ignore[attr-defined]
except ImportError:  # pragma: no cover - older layouts
    import sre_parse  # type: ignore[no-redef]

HAN_RANGES = ((0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF), (0x3007, 0x3007), (0x25CB, 0x25CB))  # 〇 ○
HAN = re.compile("[" + "".join(f"{chr(a)}-{chr(b)}" for a, b in HAN_RANGES) + "]")
DIGIT = re.compile(r"\d")


def _is_han(code: int) -> bool:
    return HAN.fullmatch(chr(code)) is not None


def _class_all(items: list[tuple[Any, Any]], kind: str) -> bool:
    """Does every character of a class ``[...]`` belong to ``kind``?"""
    if not items:
        return False
    for op, arg in items:
        name = str(op)
        if name == "LITERAL":
            ok = _is_han(arg) if kind == "han" else chr(arg).isdigit() and chr(arg).isascii()
        elif name == "RANGE":
            lo, hi = arg
            ok = (any(a <= lo <= hi <= b for a, b in HAN_RANGES) if kind == "han" else 0x30 <= lo <= hi <= 0x39)
        elif name == "CATEGORY":
            ok = kind == "digit" and str(arg) == "CATEGORY_DIGIT"
        else:  # NEGATE and anything unusual: no promise
            ok = False
        if not ok:
            return False
    return True


def _requires(seq: Any, kind: str) -> bool:
    """Must every match of the parsed sequence ``seq`` consume a character of ``kind``?"""
    for op, arg in seq:
        name = str(op)
        if name == "LITERAL":
            if (_is_han(arg) if kind == "han" else 0x30 <= arg <= 0x39):
                return True
        elif name == "IN":
            if _class_all(arg, kind):
                return True
        elif name == "SUBPATTERN":
            if _requires(arg[-1], kind):
                return True
        elif name == "BRANCH":
            if all(_requires(branch, kind) for branch in arg[1]):
                return True
        elif name in ("MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT"):
            low, _high, item = arg
            if low >= 1 and _requires(item, kind):
                return True
        elif name == "ATOMIC_GROUP":
            if _requires(arg, kind):
                return True
        # AT, ASSERT, ASSERT_NOT, GROUPREF, CATEGORY, ANY...: nothing promised
    return False


@lru_cache(maxsize=512)
def needs(pattern: re.Pattern[str]) -> tuple[bool, bool]:
    """(needs a Han character, needs an ASCII digit) for any match of ``pattern``; (False, False) when unsure."""
    try:
        tree = sre_parse.parse(pattern.pattern, pattern.flags)
    except Exception:  # noqa: BLE001 - an unparsable tree only means no shortcut
        return False, False
    return _requires(tree, "han"), _requires(tree, "digit")
