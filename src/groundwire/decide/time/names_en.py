"""Names and titles that open with an English weekday or month: "Tuesday Weld", "Jan Kowalski", "May Wilson",
"the Sunday Times", "Friday Night Lights", "The March of Dimes", '"March of the Penguins"' (a month after "the" or an
opening quote and before "of" and a capitalised word). A span that is only a capitalised weekday or month name (a part of the
day such as "Night" may follow it) and runs straight into another capitalised word is the start of a name, not a
time, unless

- a word that places a time stands before it ("On Tuesday Apple released ...", "In March Google ...", "by Friday"),
- the word after it is itself a time word or a day number ("Monday December 7", "Friday Night"), or
- the text is written in title case, as headlines are ("Stocks Rally Monday As Fed Holds"): there every word is
  capitalised, so a capital says nothing (a text is taken as title case when no word of four letters or more is
  written in lower case, nor a short word a title would capitalise: "won", "is", "new"; round 25).

Round 25 (time25), from a cause three rounds' tables share (blind8_held4 of round 11: "Sunday Silence won the Derby.";
blind9_held4 of round 12: "The Easter Rising exhibition is in Gallery 3.", "Christmas Pudding 454g, batch 7."; wave23
of round 23: "the Easter Rising centenary"): a one-word holiday name ("Easter", "Christmas", "Thanksgiving") opens a
name as a weekday does, and a short lower-case verb ("won") marks a sentence, not a headline. Not covered: a holiday
name of two words ("Boxing Day Sales" stays the day), a possessive weekday ("Friday's Child"), a name in a headline.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)
from functools import lru_cache

_WEEKDAY = r"(?:Mon|Tues?|Wed(?:nes)?|Thu(?:rs)?|Fri|Satur|Sun)day"
_MONTH = (r"(?:January|February|March|April|May|June|July|August|September|October|November|December"
          r"|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)")
_DAYPART = r"(?:\s+(?:Morning|Afternoon|Evening|Night))?"
_BARE = re.compile(rf"(?:{_WEEKDAY}|{_MONTH}){_DAYPART}")  # the whole span, case as written
# a capitalised word right after the span (one space), that is no time word itself
_TIME_WORDS = (r"(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec|Morning|Afternoon"
               r"|Evening|Night|Noon|Midnight|Week|Weekend|At|From|To|Through|Until|Till|And|Or)")
_NAME_AFTER = re.compile(rf" (?!{_TIME_WORDS})[A-Z][a-z]+(?:['’]s)?\b")
_PLACING_BEFORE = re.compile(r"\b(?:on|in|by|since|until|till|through|thru|during|before|after|from|of|this|next|last|"
                             r"every|each|early|mid|late|come|coming|past|until|every)\s+$", re.IGNORECASE)
# "the <Month> of <a capitalised word>" that is no time word: a name ("The March of Dimes"); "the March of 2020",
# "the March of last year" stay months
# (also "of the <capitalised word>" and after an opening quote: '"March of the Penguins"', round 14)
_MONTH_OF_A_NAME = re.compile(rf" of (?:the )?(?!{_TIME_WORDS}|The\b|This\b|Next\b|Last\b)[A-Z][a-z]+")
_THE_BEFORE = re.compile(r"(?:\b[Tt]he\s+|[\"'“‘])$")
_LOWER_WORD = re.compile(r"\b[a-z][a-z'’]{3,}\b|\b(?!(?:a|an|the|and|but|or|nor|for|so|yet|as|at|by|in|of|off|on|per|to|up|"
                         r"via|vs|v)\b)[a-z]{2,3}\b")  # round 25: a short word a title would capitalise ("won", "is")


# round 18: a month that is also a given name, right before a verb only a person does ("April said she would call",
# "June told me", "May asked about it"), is the person, unless a word that places a time stands before it
_GIVEN_NAME_MONTH = re.compile(r"(?:April|May|June|August|Jan)")
_PERSON_VERB_AFTER = re.compile(r" (?:said|says|told|tells|asked|asks|wrote|writes|texted|texts|replied|replies|"
                                r"thinks|thought|laughed|smiled|shouted|whispered|explained|admitted|insisted|"
                                r"promised|agreed|answered|emailed|messaged|called\s+(?:me|him|her|us|them))\b")


# round 25: a holiday named in one word, capitalised (a span of two words, "Christmas Day", "Easter Monday", is a day)
_ONE_WORD_HOLIDAY = re.compile(r"(?:Easter|Christmas|Xmas|Thanksgiving|Halloween|Hanukkah|Diwali|Passover|Ramadan|Holi|"
                               r"Pentecost|Whitsun|Epiphany|Candlemas|Hogmanay|Juneteenth|Lent|Purim)")


def opens_a_name(text: str, start: int, end: int) -> bool:
    """Is ``text[start:end]`` a capitalised weekday, month or one-word holiday that opens a name or title?"""
    if _GIVEN_NAME_MONTH.fullmatch(text, start, end) and _PERSON_VERB_AFTER.match(text, end) \
            and not _PLACING_BEFORE.search(text, max(0, start - 12), start):
        return True
    if not (_BARE.fullmatch(text, start, end) or _ONE_WORD_HOLIDAY.fullmatch(text, start, end)):
        return False
    if _MONTH_OF_A_NAME.match(text, end) and _THE_BEFORE.search(text, max(0, start - 5), start):
        return True  # "The March of Dimes", "the March of Progress": a title (round 12c)
    if not _NAME_AFTER.match(text, end):
        return False
    if _PLACING_BEFORE.search(text, max(0, start - 12), start):
        return False
    return _has_a_lower_word(text)  # a title-case headline says nothing by its capitals


@lru_cache(maxsize=8)
def _has_a_lower_word(text: str) -> bool:
    """A word in lower case of four letters or more anywhere in ``text`` (asked once per text, not once per date:
    round 22, "Mr. March " * 2000)."""
    return _LOWER_WORD.search(text) is not None


# a capitalised time name right before "Part <number>" titles a work in a series ("Friday the 13th Part 2",
# "Halloween Part II"; round 12c); a lower-case "part 2" is no title
_PART_AFTER = re.compile(r"\s+Part\s+(?:\d{1,2}|[IVX]{1,4})\b")


def titles_a_part(text: str, start: int, end: int) -> bool:
    """Is ``text[start:end]`` a capitalised time name that titles a part of a series?"""
    return text[start:start + 1].isupper() and _PART_AFTER.match(text, end) is not None
