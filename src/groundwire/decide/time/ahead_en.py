"""Which year does a yearless English date take when this year's lies far behind? "Applications are accepted
between January 5 and February 13", "the board meets on the last Friday of January", "shipments resume in early
January", said on December 1, are about the coming January: next year's is the nearer one (more than half a year
separates today from this year's), and nothing in the sentence looks back. A sentence that looks back keeps this
year's ("sales rose in January", "since March", "has doubled since May"), and so does a bare phrase without a
clause around it ("the 7th of March", "first Monday in May": our tables' convention, this year's).

Parsers disagree here: Duckling takes the next one, SUTime and HeidelTime this year's unless the tense says
otherwise, Recognizers-Text gives both. This is the nearest one, the tense deciding."""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)
from datetime import date
from bisect import bisect_left, bisect_right
from functools import lru_cache

from .rules_en import MON
from .tense_en import _NOT_PAST_BEFORE, _PAST_VERB

_I = re.IGNORECASE
FAR = 183  # days: more than half a year behind

# a month named in the span (a name, glued to its day too: "10JAN-28FEB", "23DEC"; a US month/day, a European day.month.), without a year or a word that places it
# ("next March", "January 2027", "'19", "May last year", "March this year", "three days after March 15": an offset is
# read from its own anchor)
_MONTH = re.compile(rf"(?:\b|(?<=\d)){MON}(?:\b|(?=\d))\.?|(?<![\d/.])(?:1[0-2]|0?[1-9])/(?:3[01]|[12]\d|0?[1-9])(?![\d/])"
                    r"|(?<![\d/.])(?:3[01]|[12]\d|0?[1-9])\.(?:1[0-2]|0?[1-9])\.?(?!\d)", _I)  # and "Sat 19.12."
_PLACED = re.compile(rf"\d{{4}}|'\d{{2}}|’\d{{2}}|\b(?:this|next|last|previous|past|coming)\s+(?:{MON}|year)\b|"
                     r"\b(?:ago|from\s+now|since)\b", _I)
# (round 23: "after" / "before" no longer place it: "the second leg is a week after Jan 20" said in December moves
# its anchor to next year as "the second leg is on Jan 27" would; a bare "a week after Jan 20" stays this year's,
# its operator words being the phrase's own, _FRAME_WORD)

# words that look back without a past-tense verb: "since January", "so far", "has doubled" (not the verb "to last")
_BACKWARD = re.compile(r"\b(?:since|ago|(?<!the\s)(?<!to\s)(?<!will\s)(?<!would\s)(?<!could\s)(?<!may\s)(?<!might\s)last|previous|past|earlier|so\s+far|to\s+date|until\s+now|up\s+to\s+now|"
                       r"history|historical|record(?:ed)?|has|have|hasn't|haven't)\b", _I)
_SENTENCE_END = re.compile(r"[.!?;](?:\s|$)")

# the words of a bare date phrase itself ("from the 1st to the 7th of January", "first Monday in May")
_FRAME_WORD = re.compile(
    r"(?:the|of|in|on|at|from|to|through|thru|till|until|between|and|or|first|second|third|fourth|fifth|last|final|"
    r"next|this|days?|weeks?|weekends?|months?|early|mid|late|start|beginning|end|half|middle|one|two|three|four|"
    r"after|before|prior|following|preceding|fortnight|business|working|"
    r"five|six|seven|eight|nine|ten|a|couple|few|am|pm|a\.m|p\.m|noon|midnight|morning|afternoon|evening|night|"
    r"o'clock|"
    rf"{MON}|(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?|\d+(?:st|nd|rd|th)?)", _I)
_WORD = re.compile(r"[A-Za-z][A-Za-z']*|\d+(?:st|nd|rd|th)?")


def sentence_of(text: str, start: int) -> str:
    """The sentence (or clause after ; ) holding ``start``."""
    stops = _sentence_stops(text)  # round 22: found once per text, not once per date ("Mr. March " * 2000 was 1 s)
    k = bisect_right(stops, start, key=lambda m: m[1]) - 1  # the last stop ending at or before ``start``
    while k >= 0 and stops[k][1] > start:
        k -= 1
    a = start if start and text[start - 1] in ".!?;" else stops[k][1] if k >= 0 else 0  # a stop right before
    j = bisect_left(stops, start, key=lambda m: m[0])  # the first stop beginning at or after ``start``
    return text[a:stops[j][0] if j < len(stops) else len(text)]


@lru_cache(maxsize=8)
def _sentence_stops(text: str) -> tuple[tuple[int, int], ...]:
    """(start, end) of each sentence end of ``text``, in order (a long text's dates share one scan)."""
    return tuple((m.start(), m.end()) for m in _SENTENCE_END.finditer(text))


# every yearless date of one long sentence asks it again (review13a: 20 kB of "9% x APR " took 170 s)
@lru_cache(maxsize=64)
def looks_back(sentence: str) -> bool:
    """A past-tense verb (not after is/will/to …) or a word that looks back ("since", "ago", "so far", "has")."""
    sentence = _NOTICE_OF_A_CHANGE.sub("is", sentence)  # "your flight on 02JAN has been cancelled": a state (round 18)
    if _BACKWARD.search(sentence):
        return True
    return any(not _NOT_PAST_BEFORE.search(sentence, 0, v.start()) and not _reports_ahead(sentence, v)
               and not _moved_ahead(sentence, v) for v in _PAST_VERB.finditer(sentence))


# a verb that reports what someone said tells the time of the saying, not of what is said, when the reported clause
# after it has a present or future verb of its own ("mods said new season starts first week of jan", "the club
# announced the draw is in January"); alone ("in March, prosecutors said") it still tells the past (round 17)
_REPORTING = re.compile(r"(?:said|announced|confirmed|told|stated|claimed|revealed|added|noted|explained|wrote|"
                        r"tweeted|posted|reported|warned|promised|predicted|suggested|hinted|indicated|insisted)", _I)
_PRESENT_AFTER = re.compile(r"\b(?:is|are|will|shall|'ll|won't|starts|begins|opens|runs|kicks\s+off|resumes|returns|"
                            r"launches|lands|drops|airs|premieres|arrives|closes|ends|takes\s+place|happens|comes|"
                            r"goes|is\s+due|are\s+due|to\s+(?:start|begin|open|launch|resume|return|close|end))\b", _I)


# round 18: a verb of rescheduling tells where a thing was moved to, not when: with its "to" / "until" / "for" the
# date is the new one ("the judge adjourned the hearing to 14 January", "they postponed the vote until March",
# "the launch was pushed back to Jan 6"), as tense_en reads a weekday
_RESCHEDULING = re.compile(r"(?:adjourned|postponed|deferred|delayed|moved|pushed|rescheduled|rebooked|bumped|"
                           r"put\s+off|brought\s+forward|shifted|switched|changed)", _I)
_TO_A_NEW_DATE = re.compile(r"[^.;!?]{0,40}?\b(?:to|until|till|for)\s+(?:the\s+)?(?:\d|"
                            rf"{MON}\b|(?:mon|tue|wed|thu|fri|sat|sun)|next\b|later\b|early\b|mid|late\b|end\b)", _I)


_RESCHEDULED_AFTER_AUX = re.compile(r"\s+(?:been\s+)?(?:\w+ly\s+)?" + _RESCHEDULING.pattern + r"\b", _I)


# a notice in the present perfect passive tells the state of a thing still ahead ("your flight on 02JAN has been
# cancelled", "the 14 January hearing has been moved", "Monday's class has been rescheduled"): read as "is ..."
_NOTICE_OF_A_CHANGE = re.compile(r"\b(?:has|have)\s+been(?=\s+(?:cancell?ed|moved|rescheduled|postponed|delayed|"
                                 r"changed|rebooked|confirmed|booked|scheduled|extended|updated|approved|called\s+off)\b)",
                                 _I)


# round 19: a verb that grants or books a time names what it is for ("Leave approved for the week commencing 11th
# January", "annual leave was granted for 4-8 January", "rooms booked for 3 Jan"): the date after its "for" is the
# time granted, still ahead; "approved on 5 January" tells when it was done
_GRANTING = re.compile(r"(?:approved|granted|authori[sz]ed|sanctioned|confirmed|booked|reserved|allocated|assigned)", _I)
_GRANTED_AFTER_AUX = re.compile(r"\s+(?:been\s+)?(?:\w+ly\s+)?" + _GRANTING.pattern + r"\b", _I)
_FOR_A_DATE = re.compile(r"[^.;!?]{0,40}?\bfor\s+(?:the\s+)?(?:\d|"
                         rf"{MON}\b|(?:mon|tue|wed|thu|fri|sat|sun)|next\b|week|weekend|fortnight|early\b|mid|late\b|end\b)", _I)


def _moved_ahead(sentence: str, verb: re.Match[str]) -> bool:
    if _GRANTING.fullmatch(verb.group(0)) and _FOR_A_DATE.match(sentence, verb.end()):
        return True
    end = verb.end()
    if verb.group(0).lower() in ("was", "were", "had", "got"):  # "the launch was pushed back to Jan 6"
        passive = _RESCHEDULED_AFTER_AUX.match(sentence, end)
        granted = _GRANTED_AFTER_AUX.match(sentence, end)
        if granted and _FOR_A_DATE.match(sentence, granted.end()):
            return True  # "leave was granted for 4-8 January"
        if not passive:
            return False
        end = passive.end()
    elif not _RESCHEDULING.fullmatch(verb.group(0)):
        return False
    return bool(_TO_A_NEW_DATE.match(sentence, end))


def _reports_ahead(sentence: str, verb: re.Match[str]) -> bool:
    return bool(_REPORTING.fullmatch(verb.group(0)) and _PRESENT_AFTER.search(sentence, verb.end()))


@lru_cache(maxsize=64)
def in_a_clause(sentence: str) -> bool:
    """Words besides a date phrase's own: "the exhibit runs Jan 8", not a bare "7th of March"."""
    return any(not _FRAME_WORD.fullmatch(w) for w in _WORD.findall(sentence))


def yearless_month(span: str) -> bool:
    """The span names a month without a year or a word that places it."""
    return bool(_MONTH.search(span)) and not _PLACED.search(span)


def next_years(text: str, start_i: int, end_i: int, end: date, today: date) -> bool:
    """True when the yearless span text[start_i:end_i], ending on ``end`` this year, is meant as next year's."""
    if (today - end).days <= FAR or not yearless_month(text[start_i:end_i]):
        return False
    sentence = sentence_of(text, start_i)
    return in_a_clause(sentence) and not looks_back(sentence)
