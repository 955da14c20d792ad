"""Numbers that look like dates but are parts of something else (round 21), each no span:

- a slashed month/day with a two-digit "year" after a comma ("Flat 12/3, 14 Harbour St", "items 4/5, 21 and 22"): a
  date's year after a comma is written in four digits ("12/3, 2014" stays a date), so the pair is an address's flat
  and house, or a list;
- a four-digit "year" inside a run of digit groups ("Call 0800 123 2026", "+44 20 7946 2026", "1-800-555-2026"): a
  phone number or an account's groups, not the year (a day before a year, "March 5 2026", has one or two digits);
- a month's or weekday's name after an honorific ("Dear Mr. March", "Dr. June Almeida", "Mrs May said") is a
  surname or a given name, and one glued to a web domain ("Monday.com", "friday.app") a company's name;
- a four-digit "year" right after a number and a colon ("ISO 9001:2015", "IEC 27001:2022") is a standard's edition
  (round 22); a clock's minutes are two digits.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

_SLASH_PAIR_SHORT_YEAR = re.compile(r"\d{1,2}/\d{1,2},\s*\d{2}")
_YEAR = re.compile(r"(?:1[6-9]|2\d)\d{2}")
_GROUP_BEFORE = re.compile(r"(?:\+\d{1,3}[\s-]+|\d{3,}[\s-]+|\(\d{2,5}\)\s*|\d+[\s-]+\d{2,}[\s-]+)$")
# a standard's edition after its number and a colon ("ISO 9001:2015", "IEC 62443-3-3:2013"): no year
_STANDARD_BEFORE = re.compile(r"\d:$")
_GROUP_AFTER = re.compile(r"[\s-]+\d{3,}(?![\d/.:])")


_NAME_WORD = re.compile(r"(?:(?:on|in|by|from|until|till|since|last|next|this)\s+)?"
                        r"(?:jan(?:uary)?|feb(?:ruary)?|march|april|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|"
                        r"oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|(?:mon|tues|wednes|thurs|fri|satur|sun)day)", re.IGNORECASE)
_HONORIFIC_BEFORE = re.compile(r"\b(?-i:Mr|Mrs|Ms|Mx|Miss|Dr|Prof|Sir|Dame|Lord|Lady|Rev|Capt|Col|Gen|Sgt|Judge|Justice|"
                               r"Senator|Sen|Rep|Governor|Gov|Mayor|Aunt|Uncle|Auntie)\.?\s+$")
_DOMAIN_AFTER = re.compile(r"\.(?:com|org|net|io|ai|app|co|dev|tv|me)\b", re.IGNORECASE)


def not_a_date(text: str, start: int, end: int) -> bool:
    """True when ``text[start:end]`` is one of the look-alikes above."""
    found = text[start:end]
    if _SLASH_PAIR_SHORT_YEAR.fullmatch(found):
        return True
    if _NAME_WORD.fullmatch(found) and (_HONORIFIC_BEFORE.search(text, max(0, start - 12), start)
                                        or _DOMAIN_AFTER.match(text, end)):
        return True
    if _YEAR.fullmatch(found):
        if _STANDARD_BEFORE.search(text, max(0, start - 8), start):  # "ISO 9001:2015", "27001:2022" (round 22)
            return True
        return bool(_GROUP_BEFORE.search(text, max(0, start - 24), start) or _GROUP_AFTER.match(text, end))
    return False
