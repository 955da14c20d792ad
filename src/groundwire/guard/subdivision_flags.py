"""The flags of England, Scotland and Wales kept by the step that strips tag characters (round 29 review29b; moved
to that step in guard-perf30, issue 9).

Each of the three is a black flag, tag letters naming the subdivision and a cancel tag (🏴 + "gbeng" + U+E007F). The
guard strips tag characters as smuggling, and flagged every sports page showing one. Round 29 swapped a flag for a
private-use stand-in at ``sanitize``'s entry and back at its exit; the stripping step is where tag characters are
decided, so it is where the flags are kept now: :func:`swap_out` gives the text with each flag as one stand-in
character (the strip reads it as round 29's entry swap did: neighbours of a stand-in are no emoji, no Han letter),
:func:`swap_back` puts the flags back in the stripped text; :func:`without_flags` and :func:`flag_spans` serve the
readers that look for the characters the guard strips in the text as written. Only the three flags Unicode recommends (RGI) are kept:
any other tag word after a black flag could spell a hidden message one flag at a time.
"""

from __future__ import annotations

import re

__all__ = ["flag_spans", "swap_back", "swap_out", "without_flags"]

_BLACK_FLAG = "\U0001f3f4"
_FLAG_RE = re.compile(_BLACK_FLAG + "(?:" + "|".join("".join(chr(0xE0000 + ord(c)) for c in code)
                                                    for code in ("gbeng", "gbsct", "gbwls")) + ")\U000e007f")
_STAND_IN_BASE = 0xF0000  # Supplementary Private Use Area-A
_STAND_IN_RE = re.compile("[\U000f0000-\U000fffff]")


def swap_out(text: str) -> tuple[str, dict[str, str]]:
    """``text`` with each RGI subdivision flag as a private-use stand-in, and the stand-ins' flags; ``(text, {})``
    when it holds none, or holds a character of the stand-ins' range already (then read as it is, flags stripped)."""
    if _BLACK_FLAG not in text or _FLAG_RE.search(text) is None or _STAND_IN_RE.search(text):
        return text, {}
    flags = list(dict.fromkeys(_FLAG_RE.findall(text)))  # (at most three)
    stand_in = {flag: chr(_STAND_IN_BASE + i) for i, flag in enumerate(flags)}
    return _FLAG_RE.sub(lambda m: stand_in[m.group()], text), {v: k for k, v in stand_in.items()}


def swap_back(text: str, flags: dict[str, str]) -> str:
    """The stand-ins of :func:`swap_out` in ``text`` (a stripped text) as their flags again."""
    return _STAND_IN_RE.sub(lambda m: flags.get(m.group(), m.group()), text) if flags else text


def without_flags(text: str) -> str:
    """``text`` with its RGI subdivision flags' tag characters left out (the black flags stay)."""
    return _FLAG_RE.sub(_BLACK_FLAG, text) if _BLACK_FLAG in text else text


def flag_spans(text: str) -> list[tuple[int, int]]:
    """Where ``text``'s RGI subdivision flags stand (start, end), in order."""
    return [m.span() for m in _FLAG_RE.finditer(text)] if _BLACK_FLAG in text else []
