"""Written forms of core English phrases other hands use (round 23), read as the usual phrase (the spans map back onto
the words as written, as variants_en):

- a two-digit year after a month's name with an apostrophe, at the end of a day range ("12-15 Mar '27", "3–5 Jan
  ’27"): the year written out, so the range keeps its first day ("Mar '27" alone was already read);
- a digit ordinal before a count of units ("the 1st 3 months of 2027", "the 2nd 6 months"): the ordinal in words,
  as "the first 3 months of 2027" reads;
- a report header's ISO week with a capital W before its year ("W53 2026", "W05 2027"): "week 53 2026";
- two days of the month in words in a range frame ("between the third and the seventh", "from the third to the
  fifth of January 2027"): their digits, as "between the 3rd and the 7th" reads.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from .rules_en import MON
from .gated_rewrites import GatedRewrites

_I = re.IGNORECASE
_ORDINAL_WORDS = {"1st": "first", "2nd": "second", "3rd": "third", "4th": "fourth", "5th": "fifth"}
_DAY_WORDS = {w: n for n, w in enumerate(
    ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh",
     "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth", "eighteenth", "nineteenth",
     "twentieth"), start=1)}
_DAY_WORD = r"(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|" \
            r"fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth)"


def _day_digits(word: str) -> str:
    if word[0].isdigit():  # (spoken_en writes some out first: "the seventh" -> "the 7th")
        return word
    n = _DAY_WORDS[word.lower()]
    return f"{n}{'st' if n in (1, 21) else 'nd' if n in (2, 22) else 'rd' if n in (3, 23) else 'th'}"


_REWRITES: tuple[tuple[re.Pattern[str], object], ...] = (
    (re.compile(rf"(?<=\d)(?P<r>\s*[-–]\s*\d{{1,2}}(?:st|nd|rd|th)?\s+{MON}\.?)\s*['’](?P<y>[0-4]\d)(?![\w'’])", _I),
     lambda m: f"{m.group('r')} 20{m.group('y')}"),
    (re.compile(r"\bthe\s+(?P<o>1st|2nd|3rd|4th|5th)(?=\s+(?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)\s+"
                r"(?:days|weeks|months|quarters|years)\b)", _I),
     lambda m: f"the {_ORDINAL_WORDS[m.group('o').lower()]}"),
    (re.compile(r"(?<![\w-])(?-i:W)(?P<w>0?[1-9]|[1-4]\d|5[0-3])\s+(?P<y>(?:19|20)\d{2})\b"),
     lambda m: f"week {int(m.group('w'))} {m.group('y')}"),
    (re.compile(rf"\b(?P<lead>between|from)\s+the\s+(?P<a>{_DAY_WORD})\s+(?P<j>and|to|through|till|until)\s+the\s+"
                rf"(?P<b>{_DAY_WORD}|(?:[12]\d|3[01]|[1-9])(?:st|nd|rd|th))\b(?!\s+(?:day|week|month|year|quarter|half|time|place|of\s+(?:the|each|every)))",
                _I),
     lambda m: f"{m.group('lead')} the {_day_digits(m.group('a'))} {m.group('j')} the {_day_digits(m.group('b'))}"),
)
_GATES: tuple[tuple[str, ...], ...] = (("'", "’"), ("the 1st", "the 2nd", "the 3rd", "the 4th", "the 5th"), ("W",),
                                       ("between the", "from the"))  # ("W" asked of the text as written, below)
# every gate string in one scan; matches kept apart linearly (:mod:`.gated_rewrites`, shared with anchored_en)
_REWRITER = GatedRewrites(_REWRITES, _GATES, frozenset({"W"}))


def rewrite(text: str) -> tuple[str, list[int] | None]:
    """``text`` with these forms read as the usual phrases, and for each character of the result the index of the
    character it stands for in ``text``; no index when nothing was rewritten."""
    wanted = _REWRITER.wanted(text.lower()) | ({2} if "W" in text else set())  # (a capital W as written)
    return _REWRITER.rewrite(text, wanted)
