"""A past-tense question pinned by an adverb of past time (gate21-local).

"google acquired youtube for how much back then?", "who set Berkshire Hathaway up originally", "what did the
Louisiana Purchase cost at the time", "which woman was awarded a Nobel Prize before any other woman", "the largest
prime found by hand, before computers": the adverb fixes the answer in a past that has closed, so fresh-looking words
beside it ("acquired", "awarded", "largest") date nothing (wave 33's fit half; the spent rows of waves 29 and 30 and
review20g: five rows, five wordings).

Not when a present or future mark sits beside it ("what was X originally called and what is it called now"), nor in
a news item's wording of a plan that moved ("the launch originally scheduled for May", "what the minister originally
said about the tariff": plans and statements are reported as they change).

``past_adverb(text)`` returns a cue or ``None``.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from .time.prefilter import screen_patterns

__all__ = ["past_adverb"]

_ADVERB_EN = re.compile(
    r"\b(?:back\s+then|back\s+in\s+the\s+day|at\s+the\s+time|in\s+those\s+days|originally|at\s+first|initially|"
    r"in\s+the\s+beginning|to\s+begin\s+with|before\s+computers|before\s+the\s+(?:internet|printing\s+press|"
    r"industrial\s+revolution)|before\s+any(?:one)?\s+(?:other|else)|before\s+anybody\s+else)\b", re.IGNORECASE)
_PAST_EN = re.compile(r"\b(?:did|was|were|had|[a-z]{3,}ed|began|began|became|built|bought|brought|came|cost|found|"
                      r"founded|gave|got|held|invented|knew|led|made|meant|paid|ran|sang|sold|set|stood|took|told|"
                      r"went|won|wrote)\b", re.IGNORECASE)
_NOW_EN = re.compile(r"\b(?:now|nowadays|currently|current|latest|newest|new|still|today|today['’]s|tonight|this\s+year|"
                     r"these\s+days|next|will|going\s+to|upcoming|anymore|any\s+more|yet|so\s+far|recent(?:ly)?)\b",
                     re.IGNORECASE)
# a plan or a statement reported as it changes: news wording
_REPORTED_EN = re.compile(r"\b(?:scheduled|planned|expected|supposed|slated|set\s+to|due|proposed|announced|said|"
                          r"says|claimed|estimated|forecast|reported|intended|budgeted|projected|targeted)\b",
                          re.IGNORECASE)
# a news item's own dating: a day of a month or of the week with no year, officials at work ("What incident initially
# brought X to the attention of Delaware authorities on March 11?")
_NEWS_DATING_EN = re.compile(r"\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?\b|"
                             r"\b\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|"
                             r"\bon\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|"
                             r"\b(?:authorities|police|officials|prosecutors|investigators|regulators|lawmakers)\b",
                             re.IGNORECASE)
_MAX_WORDS = 16


def past_adverb(text: str) -> str | None:
    """A cue when ``text`` is a short past-tense question pinned by an adverb of past time; else ``None``."""
    if not (m := _ADVERB_EN.search(text)) or len(text.split()) > _MAX_WORDS:
        return None
    if not _PAST_EN.search(text) or _NOW_EN.search(text) or _REPORTED_EN.search(text) or _NEWS_DATING_EN.search(text):
        return None
    return f"past:{m.group(0).lower()}"


screen_patterns(globals())  # each pattern above skips a text lacking a word all its matches need (time/prefilter.py)
