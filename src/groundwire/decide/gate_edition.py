"""A numbered edition read as the year it is held (review14b): "Super Bowl LX" is February 2026, "WrestleMania 43"
spring 2027.

gate-en14 fixed every numbered edition like a past year ("Which team won Super Bowl III?" stays local); an edition
of last year or one still to come is as recent as its year and must be judged like a stated year. Both series run
once a year without a gap: Super Bowl N is played early in 1966 + N (Super Bowl I: January 1967), WrestleMania N in
1984 + N (WrestleMania I: March 1985).
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

__all__ = ["EDITION", "edition_year"]

# "Super Bowl LVIII", "super bowl 58", "WrestleMania 40", "WrestleMania III" (Roman numerals in capitals only: "Super
# Bowl I" but not "super bowl i think")
EDITION = re.compile(r"\b(?P<series>(?i:super\s+bowl|wrestlemania))\s+(?P<number>[IVXLC]+|\d{1,2})\b")
_FIRST_YEAR = {"super bowl": 1966, "wrestlemania": 1984}  # the year before edition I of each series
_ROMAN = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100}


def _roman(numeral: str) -> int:
    """The value of a Roman numeral written in capitals ("LXI": 61)."""
    values = [_ROMAN[c] for c in numeral]
    return sum(-v if i + 1 < len(values) and v < values[i + 1] else v for i, v in enumerate(values))


def edition_year(text: str) -> int | None:
    """The year the first numbered Super Bowl or WrestleMania named in ``text`` is held, else ``None``."""
    m = EDITION.search(text)
    if not m:
        return None
    number = m.group("number")
    n = int(number) if number.isdigit() else _roman(number)
    return _FIRST_YEAR[" ".join(m.group("series").lower().split())] + n if n else None
