"""Is a two-digit "decade" a temperature or an age? "Highs in the mid-40s", "lows in the 50s", "temperatures in the
upper 90s" (a forecast's degrees), "a woman in her mid-30s", "men in their 50s" (an age): no decade of years. A
decade written in full ("temperatures in the 1950s") or with an apostrophe ("the '50s") stays a decade.

Also: is a pair of four-digit numbers a run of numbered things? "pages 1997-2003", "Lot 1925–1930", "§§ 1981-1983",
"rows 2010-2020" (a word that numbers things just before): no years."""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

# a weather reading earlier in the same clause ("Highs in the mid-40s", "temperatures will reach the 90s")
_READING = re.compile(r"\b(?:highs?|lows?|temperatures?|temps?|readings?|wind\s*chills?|heat\s+index|dew\s*points?|"
                      r"thermometers?|mercury|degrees?|feels\s+like)\b[^.;!?\d]{0,30}$", re.IGNORECASE)
# a possessive right before: an age ("in her mid-30s", "in their early 20s")
_AGE = re.compile(r"\b(?:his|her|their|my|your|our|its)\s+(?:the\s+)?$", re.IGNORECASE)
_DEGREES_AFTER = re.compile(r"\s*(?:°|º|degrees?\b)", re.IGNORECASE)


def measured(text: str, start: int, end: int) -> bool:
    """True when the short decade ``text[start:end]`` ("the mid-40s", "50s") reads as degrees or an age."""
    before = text[max(0, start - 48):start]
    return bool(_READING.search(before) or _AGE.search(before) or _DEGREES_AFTER.match(text, end))


# a word that numbers things, right before a number ("pages 1997-2003", "Lot 1925–1930", "issue #2024")
_RUN_LABEL = re.compile(r"(?:\b(?:pages?|pp|pgs?|lots?|units?|sections?|secs?|chapters?|ch|rows?|lines?|seats?|items?|"
                        r"invoices?|accounts?|routes?|exits?|platforms?|channels?|vols?|volumes?|nos?|numbers?|parts?|"
                        r"rooms?|codes?|tickets?)|§+)\.?\s*(?:#\s*)?$", re.IGNORECASE)


def numbered(text: str, start: int) -> bool:
    """True when the number at ``text[start]`` follows a word that numbers things ("pages 1997-2003")."""
    return bool(_RUN_LABEL.search(text, max(0, start - 16), start))


# a lower-case "march" before a number and a distance or a count of rounds walked is the verb ("the scouts march 12
# miles", "we march 20 km"; round 14); "march 12" alone or before a clock stays the 12th of March
_MARCH_SPAN = re.compile(r"march\s+\d{1,2}")
_DISTANCE_AFTER = re.compile(r"\s*(?:km|kms|kilomet(?:re|er)s?|miles?|mi|metres?|meters?|m|yards?|yds?|blocks?|laps?|"
                             r"steps?|paces?|leagues?)\b")


def marched(text: str, start: int, end: int) -> bool:
    """True when ``text[start:end]`` is a lower-case "march <number>" followed by a distance: the verb."""
    return bool(_MARCH_SPAN.fullmatch(text, start, end)) and bool(_DISTANCE_AFTER.match(text, end))


# a bare month right before a day number no month holds (32-99) alone, with an ordinal's suffix or with a year ("May
# 32", "Oct 33 a holiday?", "Aug. 77, 2027"; round 14): an impossible date, no month; "May 45 people" counts people
_MONTH_ONLY = re.compile(r"(?i:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?")
_NO_MONTH_DAY_AFTER = re.compile(r"\.?\s+(?:3[2-9]|[4-9]\d)(?:st|nd|rd|th)?(?=\s*$|\s*[?!;)]|[.,](?:\s|$)|,?\s+\d{4}\b|"
                                 r"\s+(?:a|an|the|is|was|will|at|in|on|this|next|last)\b)", re.IGNORECASE)


def before_a_day_no_month_holds(text: str, start: int, end: int) -> bool:
    """True when the bare month ``text[start:end]`` is followed by a day number from 32 to 99 that counts nothing."""
    return bool(_MONTH_ONLY.fullmatch(text, start, end)) and bool(_NO_MONTH_DAY_AFTER.match(text, end))


# round 20: one four-digit number after a word that labels a numbered thing ("episode 2026 of", "ext. 2027", "Candidate
# number 2024", "§ 1983", "account no. 2026") or before a unit of measure or a second dimension ("2010 Nm of torque",
# "1920 x 1080", "2027 rpm") is that number, not a year. Singular labels only: "the accounts 2026" may be a year's.
_ONE_LABEL = re.compile(r"(?:\b(?:ext|extension|number|no|num|account|acct|candidate|ticket|invoice|order|"
                        r"ref|reference|pin|serial|page|pg|p|pp|chapter|ch|vol|volume|issue|para|paragraph|art|article|route|bus|flight|platform|channel|seat|gate|exit|item|lot|"
                        r"unit|apt|apartment|suite|box|tel|phone|room|rm|code|badge|employee|member|customer|policy|"
                        r"claim|case|docket|batch|roll|registration|reg)|§+|#)\.?\s*(?:#\s*|:\s*)?$", re.IGNORECASE)
_UNIT_AFTER = re.compile(r"\s*(?:nm\b|n·m|hp\b|bhp\b|kw\b|kwh\b|rpm\b|mah\b|mm\b|cm\b|px\b|dpi\b|ppi\b|mph\b|kph\b|"
                         r"km/h|lbs?\b|oz\b|ml\b|cc\b|ft\b|sq\.?\s*ft\b|[x×]\s*\d)", re.IGNORECASE)


# an episode's number only when "of" a show follows ("episode 2026 of the show"): "the last episode 2017" is the
# year's episode
_EPISODE_BEFORE = re.compile(r"\b(?:episode|ep)\.?\s*(?:#\s*)?$", re.IGNORECASE)
_OF_AFTER = re.compile(r"\s+of\b", re.IGNORECASE)


def labelled_or_measured(text: str, start: int, end: int) -> bool:
    """True when the four-digit number ``text[start:end]`` follows a word that labels one numbered thing or comes
    before a unit of measure (see above)."""
    if _EPISODE_BEFORE.search(text, max(0, start - 12), start) and _OF_AFTER.match(text, end):
        return True
    return bool(_ONE_LABEL.search(text, max(0, start - 24), start) or _UNIT_AFTER.match(text, end))
