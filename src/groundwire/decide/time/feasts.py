"""Jewish and Islamic feasts by their own calendars: the Hebrew calendar through ``pyluach`` (arithmetic, exact) and
the Islamic one through ``hijridate`` (the Umm al-Qura tables, 1343-1500 AH, about 1924-2077).

Convention: a feast is the Gregorian day (or days) holding its daytime; the evening before, when Jewish and Islamic
days begin, is not included (Yom Kippur 2018 is Sep 19, though it began at sunset on Sep 18; Duckling gives the
eve). Multi-day feasts are whole ranges: Hanukkah 8 days, Passover 8 days and Sukkot 7 as kept outside Israel,
Rosh Hashanah and Shavuot 2 days, Ramadan the whole month. In a Gregorian year that holds an Islamic feast twice
(the Islamic year is 11 days shorter), the first is taken. Pure functions; the libraries are imported on first use.
"""

from __future__ import annotations

from datetime import date, timedelta
from functools import lru_cache

# name -> (hebrew month, day, length in days); months as pyluach counts them: 1 Nisan ... 7 Tishrei ... 12 Adar
# (13 Adar II in a leap year; Purim then falls in Adar II)
_HEBREW = {"rosh hashanah": (7, 1, 2), "yom kippur": (7, 10, 1), "sukkot": (7, 15, 7), "shemini atzeret": (7, 22, 1),
           "simchat torah": (7, 23, 1), "hanukkah": (9, 25, 8), "tu bishvat": (11, 15, 1), "purim": (12, 14, 1), "shushan purim": (12, 15, 1),
           "passover": (1, 15, 8), "lag baomer": (2, 18, 1), "shavuot": (3, 6, 2), "tisha bav": (5, 9, 1)}
# name -> (hijri month, day, length in days; 0 = to the month's end)
_HIJRI = {"ramadan": (9, 1, 0), "eid al-fitr": (10, 1, 1), "eid al-adha": (12, 10, 1), "day of arafah": (12, 9, 1),
          "islamic new year": (1, 1, 1), "ashura": (1, 10, 1), "mawlid": (3, 12, 1), "isra and miraj": (7, 27, 1),
          "laylat al-qadr": (9, 27, 1)}
NAMES = frozenset(_HEBREW) | frozenset(_HIJRI) | {"jumuatul-wida"}


@lru_cache(maxsize=512)
def feast_span(name: str, year: int) -> tuple[date, date] | None:
    """The days of feast ``name`` in Gregorian ``year``, or None (unknown name, or outside the calendars' range)."""
    if name in _HEBREW:
        return _hebrew_span(name, year)
    if name in _HIJRI or name == "jumuatul-wida":
        return _hijri_span(name, year)
    return None


def _hebrew_span(name: str, year: int) -> tuple[date, date] | None:
    from pyluach import dates, hebrewcal

    month, day, length = _HEBREW[name]
    if not 1 <= year <= 9000:
        return None
    # Tishrei-Kislev fall in the Hebrew year that began that autumn; Shevat-Av in the one that began the autumn before
    hyear = year + 3761 if month in (7, 8, 9) else year + 3760
    if month == 12 and hebrewcal.Year(hyear).leap:
        month = 13
    start = dates.HebrewDate(hyear, month, day).to_pydate()
    return start, start + timedelta(days=length - 1)


def _hijri_span(name: str, year: int) -> tuple[date, date] | None:
    from hijridate import Gregorian, Hijri

    if not 1925 <= year <= 2076:
        return None
    month, day, length = _HIJRI.get(name, (9, 1, 0))
    first_h = Gregorian(year, 1, 1).to_hijri().year
    for hy in (first_h, first_h + 1):
        start = Hijri(hy, month, day).to_gregorian()
        if start.year != year:
            continue
        start = date(start.year, start.month, start.day)
        if name == "jumuatul-wida":  # the last Friday of Ramadan
            end = _hijri_month_end(hy, 9)
            return (end - timedelta(days=(end.weekday() - 4) % 7),) * 2
        end = _hijri_month_end(hy, month) if length == 0 else start + timedelta(days=length - 1)
        return start, end
    return None


def _hijri_month_end(hy: int, month: int) -> date:
    from hijridate import Hijri

    h = Hijri(hy, month, 1)
    g = Hijri(hy, month, h.month_length()).to_gregorian()
    return date(g.year, g.month, g.day)
