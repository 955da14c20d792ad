"""The definition of a unit of measure or of a scientific term asked with "current" / "present" / "today's"
(gate21-local).

"What is the current SI definition of a metre?", "how is the kilogram defined today", "the present definition of a
second": a unit's definition is fixed by a decision long past (the metre by the speed of light in 1983, the kilogram by
Planck's constant in 2019); "current" only tells it from the older ones, and a year from now it is the same (wave 33's
fit half; tests in other wordings). A figure of policy ("the current definition of the poverty line", "of
full-time work", "of a recession in the UK") is not a unit and keeps its search.

``unit_definition(text)`` returns a cue or ``None``.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from .time.prefilter import screen_patterns

__all__ = ["unit_definition"]

_UNIT = (r"(?:metre|meter|kilogram(?:me)?|gram|second|ampere|amp|kelvin|mole|candela|litre|liter|mile|foot|inch|yard|"
         r"minute|hour|day|year|light[\s-]year|astronomical\s+unit|parsec|calorie|joule|newton|volt|watt|ohm|pascal|"
         r"hertz|tonne|nautical\s+mile|degree\s+celsius|planet|dwarf\s+planet|element|isotope|species|continent)s?")
_DEFINITION = re.compile(
    rf"\b(?:current|present|modern|today['’]s|official|si|scientific|iau)\s+(?:(?:si|official|scientific|iau)\s+)?"
    rf"definition\s+of\s+(?:an?\s+|the\s+)?{_UNIT}\b|"
    rf"\bhow\s+(?:is|are)\s+(?:an?\s+|the\s+)?{_UNIT}\s+(?:currently\s+|now\s+)?defined\b", re.IGNORECASE)


def unit_definition(text: str) -> str | None:
    """A cue when ``text`` asks how a unit or a scientific term is defined (now); else ``None``."""
    return f"definition:{m.group(0)[:30].lower()}" if (m := _DEFINITION.search(text)) else None


screen_patterns(globals())  # each pattern above skips a text lacking a word all its matches need (time/prefilter.py)
