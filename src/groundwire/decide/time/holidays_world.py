"""Holidays of other countries and religions through the ``holidays`` package (python-holidays, MIT): Hindu, Sikh
and Parsi festivals as India's calendar lists them, and national days of Canada, New Zealand, Australia and South
Africa.

Each of our canonical names maps to one country's calendar and the library's own holiday names; a year the library
does not cover (its Hindu tables run 2001-2035; a national day before it was instituted) gives no date rather than
a guessed one. When the library lists a name twice in a year (Janmashtami by two traditions), the first day is
taken. The library is imported on first use, so the planner's start-up does not pay for it.
"""

from __future__ import annotations

import warnings
from datetime import date, timedelta
from functools import lru_cache

# canonical name -> (country code, the library's names for it)
_ENTRIES: dict[str, tuple[str, tuple[str, ...]]] = {
    "diwali": ("IN", ("Diwali",)),
    "govardhan puja": ("IN", ("Govardhan Puja",)),
    "bhai dooj": ("IN", ("Bhai Duj",)),
    "chhath": ("IN", ("Pratihar Shashthi or Surya Shashthi (Chhath Puja)",)),
    "maha saptami": ("IN", ("Dussehra (Saptami)",)),
    "maha ashtami": ("IN", ("Dussehra (Mahashtami)",)),
    "maha navami": ("IN", ("Dussehra (Mahanavami)",)),
    "dussehra": ("IN", ("Dussehra",)),
    "karva chauth": ("IN", ("Karaka Chaturthi (Karwa Chouth)",)),
    "rath yatra": ("IN", ("Rath Yatra",)),
    "raksha bandhan": ("IN", ("Raksha Bandhan",)),
    "mahavir jayanti": ("IN", ("Mahavira's Birthday",)),
    "maha shivaratri": ("IN", ("Maha Shivaratri",)),
    "pongal": ("IN", ("Pongal",)),
    "makar sankranti": ("IN", ("Makar Sankranti",)),
    "vaisakhi": ("IN", ("Vaisakhi",)),
    "onam": ("IN", ("Onam",)),
    "vasant panchami": ("IN", ("Basant Panchami / Shri Panchami",)),
    "holika dahan": ("IN", ("Holika Dahan",)),
    "holi": ("IN", ("Holi",)),
    "janmashtami": ("IN", ("Janmashtami (Smarta)", "Janmashtami (Vaishnava)")),
    "ganesh chaturthi": ("IN", ("Ganesh Chaturthi / Vinayak Chaturthi",)),
    "ram navami": ("IN", ("Ram Navami",)),
    "buddha purnima": ("IN", ("Buddha Purnima",)),
    "guru nanak jayanti": ("IN", ("Guru Nanak's Birthday",)),
    "parsi new year": ("IN", ("Parsi New Year",)),
    "ugadi": ("IN", ("Ugadi",)),
    "victoria day": ("CA", ("Victoria Day",)),
    "remembrance day": ("CA", ("Remembrance Day",)),
    "canada day": ("CA", ("Canada Day",)),
    "waitangi day": ("NZ", ("Waitangi Day",)),
    "anzac day": ("NZ", ("Anzac Day",)),
    "australia day": ("AU", ("Australia Day",)),
    "day of reconciliation": ("ZA", ("Day of Reconciliation",)),
    "freedom day": ("ZA", ("Freedom Day",)),
    "heritage day": ("ZA", ("Heritage Day",)),
    "day of goodwill": ("ZA", ("Day of Goodwill",)),
}
# canonical name -> (the holiday it is counted from, days after it): Choti Diwali (Naraka Chaturdashi as kept in the
# north) is the eve of Diwali; the library lists only the southern observance, on Diwali itself from 2019
_OFFSETS = {"choti diwali": ("diwali", -1)}
NAMES = frozenset(_ENTRIES) | frozenset(_OFFSETS)

# spelling (lower case, apostrophes dropped) -> canonical name, for holidays_en.ALIASES: each canonical name spells
# itself, except a bare "pongal" (a dish; "thai pongal" and "pongal festival" name the day), and the other spellings
ALIASES = {name: name for name in NAMES - {"pongal"}} | {
    "chhoti diwali": "choti diwali", "narak chaturdashi": "choti diwali", "deepavali": "diwali", "divali": "diwali",
    "lakshmi puja": "diwali", "bhai duj": "bhai dooj", "bhaiya dooj": "bhai dooj", "bhau beej": "bhai dooj",
    "chhath puja": "chhath", "surya shashthi": "chhath", "dala puja": "chhath", "durga ashtami": "maha ashtami",
    "dasara": "dussehra", "vijayadashami": "dussehra", "vijaya dashami": "dussehra", "karwa chauth": "karva chauth",
    "ratha yatra": "rath yatra", "mahaveer jayanti": "mahavir jayanti", "mahavir janma kalyanak": "mahavir jayanti",
    "mahaveer janma kalyanak": "mahavir jayanti", "maha shivratri": "maha shivaratri",
    "mahashivratri": "maha shivaratri", "mahashivaratri": "maha shivaratri", "thai pongal": "pongal",
    "pongal festival": "pongal", "makara sankranti": "makar sankranti", "makara sankranthi": "makar sankranti",
    "baisakhi": "vaisakhi", "vaishakhi": "vaisakhi", "vasakhi": "vaisakhi", "thiruvonam": "onam", "thiru onam": "onam",
    "basant panchami": "vasant panchami", "chhoti holi": "holika dahan", "choti holi": "holika dahan",
    "dhulandi": "holi", "phagwah": "holi", "krishna janmashtami": "janmashtami", "gokulashtami": "janmashtami",
    "vinayaka chaturthi": "ganesh chaturthi", "vinayak chaturthi": "ganesh chaturthi", "rama navami": "ram navami",
    "guru nanaks birthday": "guru nanak jayanti", "gurpurab": "guru nanak jayanti", "jamshedi navroz": "parsi new year",
    "gudi padwa": "ugadi",
}


@lru_cache(maxsize=64)
def _calendar(country: str, year: int):
    import holidays  # lazy: the package costs tens of milliseconds to import

    with warnings.catch_warnings():  # a year outside the Hindu tables warns and lists nothing of them
        warnings.simplefilter("ignore")
        cls = holidays.country_holidays(country).__class__
        return holidays.country_holidays(country, years=year, categories=cls.supported_categories)


@lru_cache(maxsize=1024)
def holiday_in(name: str, year: int) -> date | None:
    """The day of ``name`` in Gregorian ``year`` by the library's calendar, or None (unknown name or year)."""
    if name in _OFFSETS:
        base, days = _OFFSETS[name]
        day = holiday_in(base, year)
        return day + timedelta(days=days) if day else None
    entry = _ENTRIES.get(name)
    if entry is None or not 1900 <= year <= 2200:
        return None
    country, library_names = entry
    days = [d for d, label in _calendar(country, year).items()
            if any(part.strip() in library_names for part in label.split(";"))]
    return min(days) if days else None
