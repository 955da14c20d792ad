"""A slash date alone on its line ("12/25", "29/2", a cell or a header holding "2/15"): a month/day (or a day/month
that a part over 12 proves), with no preposition or weekday around it to frame it.

Round 26 (time26), from causes shared by four origins: round 21's table ("12/25", "29/2"), Duckling's English corpus
("2/15", "2 / 15"), ctparse's corpora ("3/17" in a booking mail) and round 17's wave (a fixture list's "19/12").
A bare "3/5" inside a sentence stays a fraction (rules_en's frames decide there); on a line of its own it is a date,
except a proper fraction of a small denominator ("1/2", "3/4", "5/8", as rules_en's _fraction_after_event reads one)
and "24/7".

Not covered: a slash date after a label ("Fixtures: 19/12 Home v Rovers", round 17b; one origin only), a dotted
day.month alone ("8.5.", "13.1": decimals far more often).
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

# what may follow the date on its line: spaces, and one closing stop
_AFTER = re.compile(r"[ \t]*(?:[.!?][ \t]*)?(?:\n|$)")


def alone_on_line(text: str, start: int, end: int) -> bool:
    """Is text[start:end] the only thing on its line (bar spaces and a closing stop)? Each match walks back over its
    own spaces only, so a long line of many pairs stays linear."""
    i = start
    while i > 0 and text[i - 1] in " \t":
        i -= 1
    return (i == 0 or text[i - 1] == "\n") and _AFTER.match(text, end) is not None


def not_a_day(a: int, b: int) -> bool:
    """A proper fraction of a small denominator ("1/2", "3/4", "5/8") or round the clock ("24/7"): no day."""
    return a < b <= 8 or (a, b) == (24, 7)
