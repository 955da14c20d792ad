"""English-named holidays: fixed dates, n-th weekdays (US federal rules) and Easter-based feasts (``dateutil.easter``,
Western and Orthodox), plus the Chinese New Year through :mod:`.lunar` and other countries' and religions' holidays
through :mod:`.holidays_world`.

A bare holiday is its next occurrence from today (today included); "last X" the latest one before today; "this X" /
"next X" the next one; "X 2016" / "X of next year" that year's (the year anchor comes through :mod:`.compose`).
"""

from __future__ import annotations

import re
from datetime import date, timedelta
from functools import lru_cache

from dateutil.easter import EASTER_ORTHODOX, EASTER_WESTERN, easter

from . import feasts, holidays_world, lunar
from .dates import nth_weekday

_FIXED = {"world vegan day": (11, 1), "boxing day": (12, 26), "groundhog day": (2, 2), "juneteenth": (6, 19),
          "all saints day": (11, 1), "all souls day": (11, 2), "epiphany": (1, 6), "assumption day": (8, 15),
          "christmas": (12, 25), "christmas eve": (12, 24), "new year's eve": (12, 31), "new year's day": (1, 1),
          "halloween": (10, 31), "valentine's day": (2, 14), "st patrick's day": (3, 17), "independence day": (7, 4),
          "veterans day": (11, 11), "earth day": (4, 22), "boss's day": (10, 16),
          "st stephen's day": (12, 26),  # Ireland's name for 26 December
          # round 17: fixed days of other countries (France, Mexico, the UK's nations, VE Day; not "May Day": also
          # a name)
          "bastille day": (7, 14), "cinco de mayo": (5, 5), "bonfire night": (11, 5), "burns night": (1, 25),
          "st andrew's day": (11, 30), "st david's day": (3, 1), "st george's day": (4, 23),
          "armistice day": (11, 11), "ve day": (5, 8), "twelfth night": (1, 5), "candlemas": (2, 2),
          "midsummer day": (6, 24), "st nicholas day": (12, 6), "day of the dead": (11, 2),
          "ides of march": (3, 15)}  # round 20: a date by its Roman name (Duckling's "the ides of march")
_NTH = {"thanksgiving": (11, 3, 4), "mlk day": (1, 0, 3), "presidents day": (2, 0, 3), "memorial day": (5, 0, -1),
        "labor day": (9, 0, 1), "columbus day": (10, 0, 2), "mother's day": (5, 6, 2), "father's day": (6, 6, 3),
        "canadian thanksgiving": (10, 0, 2), "remembrance sunday": (11, 6, 2),
        # round 17: England's and Wales's bank holidays by their rule (a year that moved one, as 2020 and 2022 did,
        # is not known) and the US Patriots' Day
        "early may bank holiday": (5, 0, 1), "spring bank holiday": (5, 0, -1), "august bank holiday": (8, 0, -1),
        "patriots day": (4, 0, 3),
        # round 21: Australia's Melbourne Cup Day (first Tuesday of November; Canada's "Family Day" and "civic
        # holiday" are left out: both are everyday phrases, "a family day out")
        "melbourne cup day": (11, 1, 1)}
# the Sundays of Advent, counted back from the last Sunday before Christmas (the fourth): weeks before it
_ADVENT = {"first sunday of advent": 3, "second sunday of advent": 2, "third sunday of advent": 1,
           "fourth sunday of advent": 0}
_RANGES_EASTER = {"lent": (-46, -1)}  # Ash Wednesday to Holy Saturday
_RANGES_ORTHODOX = {"great lent": (-48, -9)}  # Clean Monday to the Friday before Lazarus Saturday
_EASTER = {"holy saturday": -1, "easter": 0, "easter monday": 1, "good friday": -2, "maundy thursday": -3, "palm sunday": -7,
           "mothering sunday": -21,  # round 16: the UK's Mother's Day, Lent's fourth Sunday (Laetare)
           "ash wednesday": -46, "shrove tuesday": -47, "ascension day": 39, "pentecost": 49, "whit monday": 50,
           "trinity sunday": 56}
_ORTHODOX = {"orthodox easter": 0, "orthodox good friday": -2, "clean monday": -48, "lazarus saturday": -8}

# spelling -> canonical name (lower case; apostrophes optional)
ALIASES = {
    "christmas day": "christmas", "christmas": "christmas", "xmas": "christmas", "christmas eve": "christmas eve",
    "new years eve": "new year's eve", "new year": "new year's day", "new years": "new year's day", "new years day": "new year's day", "halloween": "halloween",
    "valentines day": "valentine's day", "valentine day": "valentine's day", "st patricks day": "st patrick's day",
    "saint patricks day": "st patrick's day", "st paddys day": "st patrick's day",
    "saint paddys day": "st patrick's day", "independence day": "independence day", "veterans day": "veterans day",
    "earth day": "earth day", "bosss day": "boss's day", "boss day": "boss's day", "thanksgiving day": "thanksgiving",
    "thanksgiving": "thanksgiving", "black friday": "black friday", "mlk day": "mlk day", "mlk jr day": "mlk day",
    "martin luther king day": "mlk day", "martin luther kings day": "mlk day",
    "martin luther king jr day": "mlk day", "presidents day": "presidents day",
    "washingtons birthday": "presidents day", "memorial day": "memorial day", "labor day": "labor day",
    "labour day": "labor day", "columbus day": "columbus day", "mothers day": "mother's day",
    "fathers day": "father's day", "easter": "easter", "easter sunday": "easter", "easter monday": "easter monday",
    "easter mon": "easter monday", "good friday": "good friday", "maundy thursday": "maundy thursday",
    "palm sunday": "palm sunday", "mothering sunday": "mothering sunday", "laetare sunday": "mothering sunday",
    "ash wednesday": "ash wednesday", "shrove tuesday": "shrove tuesday",
    "mardi gras": "shrove tuesday", "pancake day": "shrove tuesday", "ascension day": "ascension day",
    "pentecost": "pentecost", "whit sunday": "pentecost", "whitsunday": "pentecost", "whit monday": "whit monday",
    "trinity sunday": "trinity sunday", "orthodox easter": "orthodox easter",
    "orthodox easter sunday": "orthodox easter", "orthodox good friday": "orthodox good friday",
    "orthodox great friday": "orthodox good friday", "clean monday": "clean monday",
    "lazarus saturday": "lazarus saturday", "chinese new year": "chinese new year",
    "chinese new years": "chinese new year", "chinese new years day": "chinese new year",
    "chinese lunar new year": "chinese new year", "chinese lunar new years day": "chinese new year",
    "lunar new year": "chinese new year", "spring festival": "chinese new year",
    # its eve (除夕, the last day of the old lunar year): "CNY eve" in Singapore / Malaysia ("CNY" alone is also the
    # yuan's currency code, so only with its eve)
    "chinese new years eve": "chinese new year's eve", "chinese lunar new years eve": "chinese new year's eve",
    "lunar new years eve": "chinese new year's eve", "cny eve": "chinese new year's eve",
    "mid-autumn festival": "中秋", "mid autumn festival": "中秋", "moon festival": "中秋", "lantern festival": "元宵",
    "rosh hashanah": "rosh hashanah", "rosh hashana": "rosh hashanah", "rosh hashanna": "rosh hashanah",
    "yom kippur": "yom kippur", "sukkot": "sukkot", "succot": "sukkot", "succos": "sukkot", "sukkos": "sukkot",
    "feast of tabernacles": "sukkot", "shemini atzeret": "shemini atzeret", "simchat torah": "simchat torah",
    "hanukkah": "hanukkah", "hanukah": "hanukkah", "chanukah": "hanukkah", "chanukkah": "hanukkah",
    "hannukah": "hanukkah", "hannukkah": "hanukkah", "tu bishvat": "tu bishvat", "tu bshevat": "tu bishvat",
    "purim": "purim", "passover": "passover", "pesach": "passover", "lag baomer": "lag baomer",
    "lag bomer": "lag baomer", "shavuot": "shavuot", "shavuos": "shavuot", "tisha bav": "tisha bav",
    "ramadan": "ramadan", "ramadhan": "ramadan", "eid al fitr": "eid al-fitr", "eid ul fitr": "eid al-fitr",
    "id ul fitr": "eid al-fitr", "eid al adha": "eid al-adha", "eid ul adha": "eid al-adha",
    "id ul adha": "eid al-adha", "bakr id": "eid al-adha", "bakrid": "eid al-adha", "sacrifice feast": "eid al-adha",
    "feast of the sacrifice": "eid al-adha", "day of arafah": "day of arafah", "day of arafat": "day of arafah",
    "arafat day": "day of arafah", "islamic new year": "islamic new year", "hijri new year": "islamic new year",
    "muharram": "islamic new year", "amun jadid": "islamic new year", "ashura": "ashura", "day of ashura": "ashura",
    "mawlid": "mawlid", "mawlid al nabi": "mawlid", "mawlid al nabawi": "mawlid", "milad un nabi": "mawlid",
    "isra and miraj": "isra and miraj", "isra miraj": "isra and miraj", "laylat al qadr": "laylat al-qadr",
    "laylat al kadr": "laylat al-qadr", "night of power": "laylat al-qadr", "jumuatul wida": "jumuatul-wida",
    "jamat ul vida": "jumuatul-wida", "prophets ascension": "isra and miraj",  # not "night journey": a plain phrase
    "lailat al miraj": "isra and miraj", "shab e miraj": "isra and miraj",
    "night of measures": "laylat al-qadr", "night of decree": "laylat al-qadr", "lailat al qadr": "laylat al-qadr",
    "shab e qadr": "laylat al-qadr",
    "lent": "lent", "great lent": "great lent", "great fast": "great lent", "whitsun": "pentecost",
    "white sunday": "pentecost", "monday of the holy spirit": "whit monday", "branch sunday": "palm sunday",
    "covenant thursday": "maundy thursday", "covenant thu": "maundy thursday", "holy thursday": "maundy thursday",
    "thursday of mysteries": "maundy thursday", "thu of mysteries": "maundy thursday",
    "holy saturday": "holy saturday", "orthodox shrove monday": "clean monday", "civil rights day": "mlk day",
    "martin luther king jr day": "mlk day", "shushan purim": "shushan purim", "kings day": "kings day",
    "koningsdag": "kings day", "world vegan day": "world vegan day",
    "boxing day": "boxing day", "cyber monday": "cyber monday", "groundhog day": "groundhog day",
    "juneteenth": "juneteenth", "all saints day": "all saints day",
    "all souls day": "all souls day", "epiphany": "epiphany", "assumption day": "assumption day",
    "st stephens day": "st stephen's day", "saint stephens day": "st stephen's day",
    "canadian thanksgiving": "canadian thanksgiving", "thanksgiving canada": "canadian thanksgiving",
    "remembrance sunday": "remembrance sunday", "advent sunday": "first sunday of advent",
    "gaudete sunday": "third sunday of advent",
    **{f"{the}{nth} sunday of advent": f"{full} sunday of advent" for full, spellings in (
        ("first", ("first", "1st")), ("second", ("second", "2nd")), ("third", ("third", "3rd")),
        ("fourth", ("fourth", "4th"))) for nth in spellings for the in ("", "the ")},
    **{f"{the}{nth} sunday in advent": f"{full} sunday of advent" for full, spellings in (  # round 20: "in Advent"
        ("first", ("first", "1st")), ("second", ("second", "2nd")), ("third", ("third", "3rd")),
        ("fourth", ("fourth", "4th"))) for nth in spellings for the in ("", "the ")},
    "bastille day": "bastille day", "cinco de mayo": "cinco de mayo", "bonfire night": "bonfire night",
    "guy fawkes night": "bonfire night", "guy fawkes day": "bonfire night", "burns night": "burns night",
    "st andrews day": "st andrew's day", "saint andrews day": "st andrew's day", "st davids day": "st david's day",
    "saint davids day": "st david's day", "st georges day": "st george's day", "saint georges day": "st george's day",
    "armistice day": "armistice day", "ve day": "ve day", "victory in europe day": "ve day",
    "twelfth night": "twelfth night", "candlemas": "candlemas", "midsummer day": "midsummer day",
    "midsummers day": "midsummer day", "st nicholas day": "st nicholas day", "saint nicholas day": "st nicholas day",
    "day of the dead": "day of the dead", "dia de los muertos": "day of the dead",
    "hogmanay": "new year's eve", "all hallows eve": "halloween", "st valentines day": "valentine's day",
    "saint valentines day": "valentine's day",
    "early may bank holiday": "early may bank holiday", "may bank holiday": "early may bank holiday",
    "may day bank holiday": "early may bank holiday", "spring bank holiday": "spring bank holiday",
    "late may bank holiday": "spring bank holiday", "whitsun bank holiday": "spring bank holiday",
    "august bank holiday": "august bank holiday", "summer bank holiday": "august bank holiday",
    "late summer bank holiday": "august bank holiday", "patriots day": "patriots day",
    # a bank holiday is said with its article ("the early May bank holiday"), as the Sundays of Advent are
    **{f"the {name}": canon for name, canon in (
        ("early may bank holiday", "early may bank holiday"), ("may bank holiday", "early may bank holiday"),
        ("may day bank holiday", "early may bank holiday"), ("spring bank holiday", "spring bank holiday"),
        ("late may bank holiday", "spring bank holiday"), ("whitsun bank holiday", "spring bank holiday"),
        ("august bank holiday", "august bank holiday"), ("summer bank holiday", "august bank holiday"),
        ("late summer bank holiday", "august bank holiday"))},
    # round 20: the short and older spellings of a few names ("Xmas Eve", "X-mas day", "Hallowe'en", "Good Fri" in a
    # timetable, as "easter mon")
    "xmas day": "christmas", "xmas eve": "christmas eve", "x mas": "christmas", "x mas day": "christmas",
    "x mas eve": "christmas eve", "good fri": "good friday", "halloween day": "halloween",
    # round 21: the other Easter-cycle days with a short weekday, as a timetable or a chat writes them ("Ash Wed",
    # "Maundy Thurs", "Whit Mon"; not "Easter sun", the weather), and Melbourne Cup Day
    "ash wed": "ash wednesday", "maundy thurs": "maundy thursday", "maundy thu": "maundy thursday",
    "whit mon": "whit monday", "shrove tues": "shrove tuesday", "shrove tue": "shrove tuesday",
    "melbourne cup day": "melbourne cup day",
    "ides of march": "ides of march", "the ides of march": "ides of march",
    "dragon boat festival": "端午", "double ninth festival": "重阳", "qixi festival": "七夕",
    "qingming festival": "清明", "tomb sweeping day": "清明", "laba festival": "腊八",
}
ALIASES.update(holidays_world.ALIASES)  # Hindu, Sikh, Parsi festivals and other countries' national days
# spellings with an apostrophe inside a word (canonical() drops it): read in the text, looked up without it
_INNER_APOSTROPHE = ("tisha b'av", "lag b'omer", "isra and mi'raj", "jumu'atul wida", "tu b'shevat", "hallowe'en")
NAMES = sorted({*ALIASES, *_INNER_APOSTROPHE}, key=len, reverse=True)


def _atoms(name: str) -> list[str]:
    """A spelling as regex atoms (one literal character or one optional/separator piece each), for the trie."""
    out: list[str] = []
    for i, w in enumerate(name.split(" ")):
        if i:
            out.append(r"[\s\-]+")
        if "'" not in w and w.endswith("s") and len(w) > 2:
            out += [re.escape(c) for c in w[:-1]] + ["['’]?", "s", "['’]?"]  # Presidents' Day too
        else:
            out += ["['’‘]?" if c == "'" else re.escape(c) for c in w]
        if w in ("jr", "st", "fri", "mon", "wed", "thu", "thurs", "tue", "tues", "sun"):  # ("Good Fri.", "Ash Wed.")
            out.append(r"\.?")
    return out


def names_regex(names: list[str]) -> str:
    """One alternation of all spellings, factored as a trie: a text position tries a handful of first letters
    instead of every name (the plain alternation cost about a tenth of ``resolve``). Longer continuations come
    first, so the longest spelling wins as in the plain alternation."""
    trie: dict = {}
    for n in names:
        node = trie
        for a in _atoms(n):
            node = node.setdefault(a, {})
        node[""] = {}

    def render(node: dict) -> str:
        alts = [a + render(child) for a, child in node.items() if a]
        if not alts:
            return ""
        body = "|".join(sorted(alts, key=lambda alt: (-len(alt), alt)))  # ties by text: the same pattern in every process
        if "" in node:
            return f"(?:{body})?"
        return body if len(alts) == 1 else f"(?:{body})"

    return render(trie)


def name_pattern(name: str) -> str:
    """A spelling as a regex: words joined by spaces or hyphens, an inner apostrophe optional (straight or curly),
    and a word's final s may take one ("mothers day" is also "mother's day")."""
    words = []
    for w in name.split(" "):
        if "'" in w:
            words.append(re.escape(w).replace("'", "['’‘]?"))
        elif w in ("jr", "st"):
            words.append(w + r"\.?")
        elif w.endswith("s") and len(w) > 2:
            words.append(re.escape(w[:-1]) + "['’]?s")
        else:
            words.append(re.escape(w))
    return r"[\s\-]+".join(words)


def canonical(text: str) -> str | None:
    key = re.sub(r"[’'‘.]", "", text.lower()).replace("-", " ")
    key = re.sub(r"\s+", " ", key).strip()
    return ALIASES.get(key)


@lru_cache(maxsize=1024)
def holiday_in(name: str, year: int) -> date | None:
    if not 1583 <= year <= 4099:
        return None
    if name in _FIXED:
        d = date(year, *_FIXED[name])
        if name == "boss's day" and d.weekday() >= 5:  # observed on the nearest weekday
            d += timedelta(days=-1 if d.weekday() == 5 else 1)
        return d
    if name in _NTH:
        m, wd, n = _NTH[name]
        return nth_weekday(date(year, m, 1), date(year, m, 28 if m == 2 else 30), wd, n) if n > 0 else \
            nth_weekday(date(year, m, 1), date(year, m, 31), wd, n)
    if name in _ADVENT:
        christmas = date(year, 12, 25)
        fourth = christmas - timedelta(days=christmas.weekday() + 1)  # the Sunday before (Mon=0 .. Sun=6 -> 7 back)
        return fourth - timedelta(weeks=_ADVENT[name])
    if name == "black friday":
        t = holiday_in("thanksgiving", year)
        return t + timedelta(days=1) if t else None
    if name == "cyber monday":
        t = holiday_in("thanksgiving", year)
        return t + timedelta(days=4) if t else None
    if name == "kings day":  # Koningsdag: April 27, a Saturday before when the 27th is a Sunday (since 2014)
        d = date(year, 4, 27) if year >= 2014 else date(year, 4, 30)
        return d - timedelta(days=1) if d.weekday() == 6 else d
    if name in _RANGES_EASTER or name in _RANGES_ORTHODOX:
        span = holiday_span(name, year)
        return span[0] if span else None
    if name in _EASTER:
        return easter(year, EASTER_WESTERN) + timedelta(days=_EASTER[name])
    if name in _ORTHODOX:
        return easter(year, EASTER_ORTHODOX) + timedelta(days=_ORTHODOX[name])
    if name in feasts.NAMES:
        span = feasts.feast_span(name, year)
        return span[0] if span else None
    if name == "chinese new year":
        return lunar.festival_in("春节", year)
    if name == "chinese new year's eve":  # the day before the new year, in the Gregorian year the new year falls in
        d = lunar.festival_in("春节", year)
        return d - timedelta(days=1) if d else None
    if name in lunar.LUNAR_FESTIVALS or name in lunar.SOLAR_TERMS:
        return lunar.festival_in(name, year)
    if name in holidays_world.NAMES:
        return holidays_world.holiday_in(name, year)
    return None


def occurrence(name: str, today: date, which: str) -> date | None:
    """The holiday's next occurrence (today included), or with ``which == 'last'`` the latest before today."""
    if which == "last":
        for y in (today.year, today.year - 1, today.year - 2):
            d = holiday_in(name, y)
            if d and d < today:
                return d
        return None
    for y in (today.year - 1, today.year, today.year + 1):
        d = holiday_in(name, y)
        if d and d >= today:
            return d
    return None


def holiday_span(name: str, year: int) -> tuple[date, date] | None:
    """The days of the holiday in ``year``: one day, or a season's whole range (Lent, Hanukkah, Ramadan)."""
    if name in feasts.NAMES:
        return feasts.feast_span(name, year)
    if name in _RANGES_EASTER or name in _RANGES_ORTHODOX:
        if not 1583 <= year <= 4099:
            return None
        kind = EASTER_WESTERN if name in _RANGES_EASTER else EASTER_ORTHODOX
        lo, hi = {**_RANGES_EASTER, **_RANGES_ORTHODOX}[name]
        e = easter(year, kind)
        return e + timedelta(days=lo), e + timedelta(days=hi)
    d = holiday_in(name, year)
    return (d, d) if d else None


def occurrence_span(name: str, today: date, which: str) -> tuple[date, date] | None:
    """As :func:`occurrence`, with the holiday's whole range; a range holding today is the next one."""
    if name in feasts.NAMES and which != "last":
        for y in (today.year - 1, today.year, today.year + 1):
            span = feasts.feast_span(name, y)
            if span and span[1] >= today:
                return span
        return None
    d = occurrence(name, today, which)
    return holiday_span(name, d.year) if d else None
