""""APR" written in capitals is the annual percentage rate of a loan or a card more often than April: "22.9% APR",
"APR 19.9%", "APR of 29.9%", "compare the APR". A span holding it names no month when a percentage stands within a
few characters of the word, or when the span is the bare word in mixed-case prose (a month there is written "Apr")
and no word that places a time stands before it; "12 APR", "APR 30 2027", "APR-JUN", "sales rose in APR" and an
all-capitals "DEPARTS APR" stay April."""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

_APR = re.compile(r"(?<![A-Za-z])APR(?![A-Za-z])")  # case as written
# a percentage within reach of the word, either side ("4.9% APR", "APR: 19.9%", "APR of 24.9%", "APR is 6.1%")
_PERCENT_BEFORE = re.compile(r"\d\s*%(?:\s*\))?(?:\s*[A-Za-z.()]{1,12})?\s*$")  # (no two runs of spaces meet)
_PERCENT_AFTER = re.compile(r"(?:\s*(?::|of|is|at|=))?\s*\d+(?:[.,]\d+)?\s*%")
_LOWER = re.compile(r"[a-z]{3,}")
_PLACED = re.compile(r"\b(?:in|on|from|since|until|till|through|during|by|before|after|of|to|and|or)\s+$",
                     re.IGNORECASE)
# another month's short form beside it ("APR/MAY", "MAR-APR", "APR & MAY"): a list of months (review13a)
_MON = r"(?:JAN|FEB|MAR|APR|MAY|JUNE?|JULY?|AUG|SEPT?|OCT|NOV|DEC)"
_MONTH_AFTER = re.compile(rf"\s*[/&–—-]\s*{_MON}(?![A-Za-z])", re.IGNORECASE)
_MONTH_BEFORE = re.compile(rf"(?<![A-Za-z]){_MON}\s*[/&–—-]\s*$", re.IGNORECASE)
_PROSE_REACH = 200  # characters each side read for mixed-case prose (a local look keeps resolve() linear)


def is_a_rate(text: str, start: int, end: int) -> bool:
    """Is the span ``text[start:end]`` built on a capitalised "APR" that is a rate, not the month?"""
    word = _APR.search(text, start, end)
    if word is None:
        return False
    if _PERCENT_AFTER.match(text, word.end()):
        return True
    # a word that places a time right before it outweighs a percentage before that ("0% until APR 2027", review13a)
    if _PLACED.search(text, max(0, word.start() - 12), word.start()):
        return False
    if _PERCENT_BEFORE.search(text, max(0, word.start() - 24), word.start()):
        return True
    if (text[start:end].strip(" .,") != "APR" or _PLACED.search(text, max(0, start - 12), start)
            or _MONTH_AFTER.match(text, word.end())
            or _MONTH_BEFORE.search(text, max(0, word.start() - 8), word.start())):
        return False  # "12 APR", "APR-JUN", "rose in APR", "APR/MAY": a month
    return _LOWER.search(text, max(0, start - _PROSE_REACH), end + _PROSE_REACH) is not None
