"""Chat and texting spellings of English time words ("cya tmrw", "r u free nxt wk?", "this wknd", "2nite", "3 yrs
ago", "can we do thurs?"): the text is read with each spelling written out ("tomorrow", "next week", "this
weekend", "tonight", "3 years ago", "thursday"), and the spans are mapped back onto the words as written, so a span
keeps the writer's own spelling and offsets.

Only spellings that are no ordinary English word are written out everywhere (tmrw, 2moro, 2nite, tonite, wknd, nxt,
yrs, hrs, wks, thurs, tues, weds); "wk", "yr", "hr" and "mos" only after a word that counts or places a unit ("this
wk", "3 mos", "next yr"; "yr" alone is also "your"), and the three-letter weekdays (some are English words: mon, wed,
sat, sun) only after on / this / next / last / by / until / till / from / to and before no date ("c u on sat", "nxt
fri"; the others, written in lower case, anywhere before no date: "wanna do fri instead?"; "I sat down", "the sun" stay words, and "Thu 12/10" is left to the base rules, which read it by its date);
"mon", "wed", "sat", "sun" after from / to / through (and "sun" after by) only in a range of weekdays ("mon to fri";
"plans to wed", "from sun damage", "dried by sun" stay words). "mon", "wed", "sat" and "sun" right before a clock are
weekdays ("wed 3-4pm ok?", "sun 10:30 brunch?"; not "I sat 10:30"), and a count glued to its unit before "ago" is
written out ("posted 2d ago", "3w ago", "1y ago": social-media timestamps). Australian "arvo" is the afternoon
("this arvo", "Sunday arvo") and "NYE" New Year's Eve, each only as written so ("Arvo Pärt", "Bill Nye" are names);
"tmr" is tomorrow in lower case only ("TMR" is an acronym). Round 16: common misspellings of month and weekday names
("febuary", "decmber", "wensday", "thrusday"), "mnth", "morn" and "untill" are written out everywhere (none is an
English word), and a short weekday after "see you" / "c u" / "cya" is one ("c u mon").
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

import ahocorasick_rs

_ALWAYS = {
    "tmrw": "tomorrow", "tmrow": "tomorrow", "tmrrw": "tomorrow", "2moro": "tomorrow", "2morro": "tomorrow",
    "2morrow": "tomorrow", "2mrw": "tomorrow", "tomoz": "tomorrow", "tomorow": "tomorrow", "tommorow": "tomorrow",
    "tommorrow": "tomorrow", "2nite": "tonight", "2night": "tonight", "tonite": "tonight", "nite": "night",
    "yday": "yesterday", "yesterdy": "yesterday", "wknd": "weekend", "wkend": "weekend", "wkends": "weekends",
    "nxt": "next", "yrs": "years", "hrs": "hours", "wks": "weeks", "thurs": "thursday", "thur": "thursday",
    "tues": "tuesday", "weds": "wednesday", "2day": "today", "2dy": "today",
    "arvo": "afternoon", "nye": "new year's eve",  # Australian "this arvo"; "NYE" (see _AS_WRITTEN)
    "tmr": "tomorrow",  # Singaporean / Malaysian chat ("submit by 5pm tmr"); "TMR" is an acronym (see _AS_WRITTEN)
    "&": "and",  # round 18: "between the 3rd & the 10th", "Mon & Tue" (a word's own "&" stays: "AT&T", "Q&A")
    # round 19: the range words' chat spellings, none an English word ("betwn xmas and NYE", "btwn 3 & 5")
    "btwn": "between", "betwn": "between", "betw": "between",
    "qtrs": "quarters",  # round 19: "the last 3 qtrs" ("qtr" only after a word that counts or places it)
    # round 20: "yest" (no English word) and a day word's possessive written without its apostrophe ("tomorrows
    # meeting", "todays date", "tonights game": the span keeps the whole word, see _STRETCHED)
    "yest": "yesterday", "tomorrows": "tomorrow", "todays": "today", "tonights": "tonight", "yesterdays": "yesterday",
}
# round 20: a replacement shorter than the word it stands for still covers all of it (its last character maps onto
# the word's last), so the span keeps the word as written: "tomorrows", "Y.T.D."
_STRETCHED = frozenset(("tomorrows", "todays", "tonights", "yesterdays"))
# round 20: a dotted initialism of the period-to-date and end-of-day words ("Y.T.D.", "e.o.d.", "C.O.B."), read as
# the initialism ("YTD", "EOD", "COB")
_DOTTED_INITIALS = r"(?:[ymqw]\.t\.d|e\.o\.[db]|c\.o\.b)\.?"
_DOTTED_INITIALS_WORD = re.compile(_DOTTED_INITIALS, re.IGNORECASE)
# round 20: "w/e" is the weekend only after a word that places it ("this w/e", "over the w/e"); alone it is also
# "whatever", and before a date "week ending" ("w/e 12/5")
_WEEKEND_SLASH_BEFORE = re.compile(r"\b(?:this|next|nxt|last|coming|the|past|every)\s+$", re.IGNORECASE)
_DATE_NEXT = re.compile(r"\s*\d")
# round 20: a weekday's short form written with its dot is the weekday wherever the dot stands before a lower-case
# word ("the mon. after next", "tues. morning"); the ones that are words too ("mon", "wed", "sat", "sun") only with
# their capital or in a composition's slot ("the sun. then we left" stays the sun)
_DOTTED_WEEKDAYS = {"mon": "monday", "tue": "tuesday", "tues": "tuesday", "wed": "wednesday", "thu": "thursday",
                    "thur": "thursday", "thurs": "thursday", "fri": "friday", "sat": "saturday", "sun": "sunday"}
# round 16: "mnth", "morn", "untill" and common misspellings of month and weekday names ("febuary 2028", "decmber 25",
# "next thrusday"), none of them an English word, written out everywhere
_TYPOS = {"mnth": "month", "mnths": "months", "mth": "month", "mths": "months", "morn": "morning", "untill": "until",
          "lst": "last", "erly": "early", "erlier": "earlier",  # (round 17: "lst week", "erly next month")
          "aftr": "after", "afta": "after", "dayz": "days", "wkz": "weeks", "mnthz": "months"}  # (round 22: "day aftr tmrw")
_TYPOS.update({typo: name for name, typos in {
    "january": ("janurary", "janaury", "janury"), "february": ("febuary", "feburary", "februrary", "febrary"),
    "april": ("apirl",), "august": ("agust", "augst"), "september": ("septmber", "septemeber", "setpember", "sepember"),
    "october": ("ocotber", "octobor", "octber"), "november": ("novmber", "novemeber", "novembr"),
    "december": ("decmber", "decemeber", "decembr", "dicember"),
    "monday": ("mondy", "monady"), "tuesday": ("tuseday", "tusday", "teusday", "tuesdy"),
    "wednesday": ("wensday", "wendsday", "wednsday", "wedensday", "wednesdy", "wedsday", "wednesay"),
    "thursday": ("thrusday", "thursdy", "thirsday", "thurday", "thursay"), "friday": ("firday", "fridy"),
    "saturday": ("saterday", "satruday", "saturdy", "satuday"), "sunday": ("sundy",)}.items() for typo in typos})
# spellings that are also names, written out only as written here: "Arvo Pärt" and "Bill Nye" stay names
_AS_WRITTEN = {"arvo": "arvo", "nye": "NYE", "tmr": "tmr"}
_AFTER_COUNT = {"wk": "week", "yr": "year", "hr": "hour", "mos": "months", "qtr": "quarter"}
# "mo" (month) only after a word that places it, never after "a" / "one" / "the" alone ("wait a mo", "half a mo"):
# "this mo", "nxt mo", "end of mo", "by the end of the mo", "start of next mo" (round 17b)
_AFTER_PLACE_ONLY = {"mo": "month", "eve": "evening"}
_MO_BEFORE = re.compile(r"(?:\b(?:this|next|nxt|last|per|every|each|coming|past|(?:end|start|beginning|middle|rest|mid)"
                        r"\s+of(?:\s+(?:the|this|next|nxt|last))?)|\d)\s*$", re.IGNORECASE)  # "3 mo ago"
# "eve" (evening) only right after a day word ("tmrw eve", "sat eve", "Friday eve"; "Christmas Eve" is the holiday)
_EVE_BEFORE = re.compile(r"\b(?:today|tomorrow|tmrw|tmrow|tmrrw|tmr|2moro|2day|yesterday|mon|tues?|weds?|thu(?:rs?)?|fri|"
                         r"sat|sun|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+$", re.IGNORECASE)
_AFTER_PLACE = {"mon": "monday", "tue": "tuesday", "wed": "wednesday", "thu": "thursday", "fri": "friday",
                "sat": "saturday", "sun": "sunday"}
# "Thu 12/10", "on Sat, Dec 12": the base rules read a short weekday by its date
# (a clock is no date: "next thu 9am", "this Thu 9-11am", "fri 10:30" are written out, the clock going with the day)
_DATE_AFTER = re.compile(r"[\s,.]*(?:\d(?!\d?(?::\d{2})?\s*(?:[-–]\s*\d{1,2}(?::\d{2})?\s*)?[ap]\.?m\b|\d?:\d{2})"
                         r"|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b)", re.IGNORECASE)
_COUNT_BEFORE = re.compile(r"(?:\b(?:this|next|nxt|last|lst|a|one|per|every|each|the|coming|past|first|second|third|fourth|"
                           r"fifth|final|"
                           # round 19: the other words that place a unit ("the upcoming wk", "the previous yr") and
                           # counts in words ("twelve mos", "two wk", "a couple yrs")
                           r"upcoming|following|previous|preceding|prior|current|two|three|four|five|six|seven|eight|"
                           r"nine|ten|eleven|twelve|eighteen|twenty|couple|few|several|"
                           r"(?:end|start|beginning|middle|rest|mid)\s+of)|\d|\d(?:st|nd|rd|th))\s*$",
                           re.IGNORECASE)  # (round 18: "2nd wk of Jan")
# round 18: "wk" before a week's number is the week ("wk 3 2029", "wk 52", "Wk 10, 2027"), as "week 3 2029"
_WEEK_NUMBER_AFTER = re.compile(r"\s*(?:#\s*)?[1-9]\d?\b(?![.:/]\d)")  # (round 19: past 53 too, "wk 54, 2027": none)
_PLACE_BEFORE = re.compile(r"\b(?:on|this|next|nxt|last|by|until|till|til|from|to|thru|through|b4|between|"
                           r"(?:see|c)\s+(?:you|u|ya)|cya|cu)\s+$", re.IGNORECASE)  # (round 16: "c u mon", "see you sat")
# "mon", "wed", "sat" and "sun" are English words too: after a word that is also an ordinary preposition ("plans to
# wed", "protect your skin from sun damage", "dried by sun") one is a weekday only in a range of weekdays ("mon to
# fri", "from sat to mon", "sat-sun"); "by" so only before "sun" ("by wed" is a deadline)
_WORD_LIKE = frozenset(("mon", "wed", "sat", "sun"))
_LOOSE_PLACE = re.compile(r"\b(?:from|to|thru|through|between)\s+$", re.IGNORECASE)  # "between mon and wed" only
_LOOSE_BEFORE_SUN = re.compile(r"\bby\s+$", re.IGNORECASE)
_WD = r"(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?"
_WEEKDAY_BEFORE = re.compile(rf"\b{_WD}\s*(?:-|–|to|thru|through|till|until|or|and)\s+$", re.IGNORECASE)
# a clock right after one of the weekdays that are words too: "wed 3-4pm", "sun 10:30", "mon 9am" ("I sat 3 hours" has
# no am/pm nor minutes), right after it and not after a subject or a determiner ("I sat 10:30", "the sun 5pm")
_VERB_OR_NOUN_BEFORE = re.compile(r"\b(?:i|we|you|he|she|they|it|who|that|which|the|a|an|my|your|his|her|our|their|"
                                  r"its|this|and|just|had|have|has|was|were)\s+$", re.IGNORECASE)
_CLOCK_AFTER = re.compile(r"\s+(?:at\s+|@\s*)?\d{1,2}(?:(?::\d{2})?[ap]?(?:\s*[-–]\s*\d{1,2}(?::\d{2})?)?(?:\s*[ap]\.?m|[ap])\b|:\d{2}\b)",
                          re.IGNORECASE)
# round 19: a clock right before a short weekday ("6pm Fri", "18:00 Sat", "noon Thu"; "mon" / "wed" / "sat" / "sun"
# only with their capital: "at 6pm sun shines" is no day)
_CLOCK_BEFORE = re.compile(r"(?:\b\d{1,2}(?::\d{2})?\s*[ap]\.?m\.?|\b(?:[01]?\d|2[0-3]):[0-5]\d|\bnoon|\bmidnight"
                           r"|(?<![\w:./,#-])(?:[01]\d|2[0-3])[0-5]\d(?:\s*(?:hrs|h))?)\s+$",
                           re.IGNORECASE)
# a count glued to its unit before "ago" (social-media timestamps): "2d ago", "3w ago", "5mo ago", "1y ago"
_GLUED_UNITS = {"d": "days", "w": "weeks", "wk": "weeks", "mo": "months", "y": "years", "yr": "years",
                "h": "hours", "hr": "hours", "hrs": "hours"}  # (round 21: "updated 2h ago", "5hrs ago": today)
_GLUED = r"\d{1,3}(?:wk|mo|yrs?|hrs?|[dwyh])(?=\s+ago\b)"
_GLUED_WORD = re.compile(r"(\d{1,3})(wk|mo|yr|hrs?|[dwyh])")
# round 20: a count glued to a unit's word or its short form before a word that moves from a day ("2wks from tmrw",
# "3days from now", "6mos later", "2wks ago") or after "in" ("in 2wks"): written apart
_GLUED_LONG = (r"\d{1,3}(?:days?|wks?|weeks?|mos|months?|yrs?|years?|fortnights?)(?=\s+(?:ago|from|later|before|after|hence|"
               r"time)\b)|(?<=\bin )\d{1,3}(?:days|wks?|weeks|mos|months|yrs?|years)(?![\w'’])")
_GLUED_LONG_WORD = re.compile(r"(\d{1,3})(days?|wks?|weeks?|mos|months?|yrs?|years?|fortnights?)")
_GLUED_LONG_UNITS = {"day": "day", "days": "day", "wk": "week", "wks": "week", "week": "week", "weeks": "week",
                     "mos": "month", "month": "month", "months": "month", "yr": "year", "yrs": "year", "year": "year",
                     "years": "year", "fortnight": "fortnight", "fortnights": "fortnight"}
_WEEKDAY_AFTER = re.compile(rf"\s*(?:-|–|to|thru|through|till|until|or|and)\s*{_WD}(?![\w'’-])", re.IGNORECASE)
# round 18: an abbreviated month or weekday's dot before a word in lower case ends the abbreviation, not the sentence:
# it is read without it ("from the 1st of Feb. till the 14th", "Thurs. at 3:30 pm", "Sept. next year")
_ABBR_DOT = (r"(?:(?:jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec|mon|tues?|wed|thu(?:rs?)?|fri|sat|sun)\."
             r"(?=[ \t]+(?-i:[a-z]))"
             # round 18b: a weekday's dot before a comma or a date ("Thurs., Feb. 4, 2027", "Tues. 9 Feb"), as "Thu."
             r"|(?:mon|tues?|wed|thu(?:rs?)?|fri|sat|sun)\.(?=,|[ \t]+(?:\d{1,2}(?!\d)|(?:jan|feb|mar|apr|may|jun|jul|"
             r"aug|sep|oct|nov|dec)[a-z]*\.?[ \t]+\d)))")
# round 19: a calendar quick-add box's clock, "3p" / "10:30a" (Google Calendar's and Fantastical's short am / pm),
# is "3pm" / "10:30am" only right beside a day word ("tmrw 3p", "thu 10a", "3p next tues"; "a 3p coin", "section
# 10a", "10a-f" stay)
_AP_CLOCK = r"(?:1[0-2]|0?[1-9])(?::[0-5]\d)?[ap]"
_AP_CLOCK_WORD = re.compile(_AP_CLOCK, re.IGNORECASE)
_DAY_WORD = (r"(?:today|tonight|tomorrow|tmrw|tmr|2moro|2day|yesterday|(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|"
             r"sat(?:ur)?|sun)(?:day)?|(?:next|this|coming)\s+(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)"
             r"[a-z]*|the\s+(?:[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th))")
_DAY_WORD_BEFORE = re.compile(rf"\b{_DAY_WORD}\.?,?\s+(?:at\s+|@\s*)?(?:{_AP_CLOCK}\s*[-–]\s*)?$", re.IGNORECASE)
# a label's number is no clock ("Form 9a on Monday", "Gate 4a tomorrow", "section 10a")
_LABEL_BEFORE = re.compile(r"\b(?:form|section|sec|room|rm|gate|seat|flight|bus|route|platform|item|no|number|page|pg|"
                           r"rule|article|art|clause|step|exhibit|appendix|annex|schedule|chapter|ch|part|figure|fig|"
                           r"table|unit|apt|suite|floor|level|row|block|lot|box|grade|class|size|type|model|version|"
                           r"ver|plan|question|q|option|exercise|problem|bay|dock|stand|door|pier|terminal|lane|"
                           r"court|hall|ward|bed|locker|zone|line|track|tier)\.?\s*(?:#\s*)?$", re.IGNORECASE)
_AP_RANGE_AFTER = re.compile(rf"\s*[-–]\s*{_AP_CLOCK}(?![\w'’])", re.IGNORECASE)  # "Mon 9a-5p"
_DAY_WORD_AFTER = re.compile(rf"\s+(?:on\s+)?{_DAY_WORD}\b", re.IGNORECASE)
# one pass finds every candidate spelling (a bounded word, so linear); the tables decide what each becomes
_ALTERNATION = "|".join(sorted({*_ALWAYS, *_AFTER_COUNT, *_AFTER_PLACE_ONLY, *_AFTER_PLACE, "w/e"}, key=len, reverse=True))
# the misspellings (round 16) are looked for apart, by one automaton pass over the lower-cased text: in the one
# alternation they cost every text ~2 µs; a text holding one is read with the longer alternation
_TYPO_SCAN = ahocorasick_rs.AhoCorasick(list(_TYPOS))
_WITH_TYPOS = "|".join(sorted({*_ALWAYS, *_TYPOS, *_AFTER_COUNT, *_AFTER_PLACE_ONLY, *_AFTER_PLACE, "w/e"}, key=len,
                              reverse=True))
# (a hyphen beside a spelling is let through only between two weekdays: "Tues-Thurs"; see _hyphened)
_WORD = re.compile(rf"(?<![\w'’])(?:{_ABBR_DOT}|{_DOTTED_INITIALS}|{_ALTERNATION}|{_GLUED}|{_GLUED_LONG}|{_AP_CLOCK})(?![\w'’])",
                   re.IGNORECASE)


def _trie(words: list[str]) -> str:
    """A regex matching exactly ``words``, its alternatives factored by shared prefixes ("t(?:hu(?:rs?)?|ue(?:s)?)"):
    the engine tries one branch per first letter instead of every word (review16b: the screen below reads a question
    in 1.6 µs, 2.4 µs as a flat alternation; a longer word still wins, its optional tail being greedy)."""
    trie: dict[str, dict] = {}
    for w in words:
        node = trie
        for ch in w:
            node = node.setdefault(ch, {})
        node[""] = {}

    def emit(node: dict[str, dict]) -> str:
        alts = [re.escape(ch) + emit(node[ch]) for ch in sorted(k for k in node if k)]
        if not alts:
            return ""
        body = alts[0] if len(alts) == 1 else "(?:" + "|".join(alts) + ")"
        return f"(?:{body})?" if "" in node else body

    return emit(trie)


# the same, case-sensitive on lower-cased text: a third of the time (most texts hold none of these words)
# (round 20: a count glued to a unit's word in the screen's glued branch, looser than _GLUED_LONG; the dotted
# initialisms by a substring test, see expand: as branches of their own they cost every text about a microsecond)
_GLUED_SCREEN = rf"\d{{1,3}}(?:(?:wk|mo|yrs?|hrs?|[dwyh])(?=\s+ago\b)|days?|wks?|weeks?|mos|months?|yrs?|years?|fortnights?)"
_SCREEN = re.compile(rf"(?<![\w'’])(?:{_trie(_ALTERNATION.split('|'))}|{_GLUED_SCREEN}|{_AP_CLOCK})(?![\w'’])"
                     r"|[a-z]\.[ \t]+[a-z]")
_WORD_WITH_TYPOS = re.compile(rf"(?<![\w'’])(?:{_ABBR_DOT}|{_DOTTED_INITIALS}|{_WITH_TYPOS}|{_GLUED}|{_GLUED_LONG}|{_AP_CLOCK})(?![\w'’])",
                              re.IGNORECASE)
# the spelling talked about as a word: "what does fri mean", "thu stands for Thursday"
_TALKED_ABOUT = re.compile(r"['\"’”]?\s+(?:means?|meant|stands?\s+for|is\s+short\s+for)\b", re.IGNORECASE)
# what may follow a bare lower-case "tue / thu / fri" read as a weekday (review11): the end of the phrase or a word
# of chat about a day ("wanna do fri instead?", "tue works", "fri night?"); not the words of another language ("la
# police tue un homme", "fri frakt") or a name ("the thu family")
_CHAT_AFTER_BARE = re.compile(r"\s*(?:$|[?!.,;:)]|(?:instead|then|night|morning|afternoon|evening|eve|too|works?|"
                              r"ok|okay|or|and|at|is|maybe|lol|pls|please|good|better|fine)\b)", re.IGNORECASE)
_HYPHEN_WEEKDAY_AFTER = re.compile(rf"-{_WD}(?![\w'’-])", re.IGNORECASE)
_WEEKDAY_HYPHEN_BEFORE = re.compile(rf"(?<![\w'’-]){_WD}-$", re.IGNORECASE)


def _hyphened(m: re.Match[str]) -> bool:
    """A hyphen glues the spelling to a word ("3-wk", "mid-sat"), unless it joins two weekdays ("Tues-Thurs")."""
    text, start, end = m.string, m.start(), m.end()
    if start and text[start - 1] == "-" and not _WEEKDAY_HYPHEN_BEFORE.search(text, max(0, start - 12), start):
        return True
    return text[end:end + 1] == "-" and not _HYPHEN_WEEKDAY_AFTER.match(text, end)


def _second_of_a_range(text: str, start: int) -> bool:
    """The word at ``start`` follows a weekday and a joiner ("mon and ", "fri - "), and that weekday is one for sure:
    a full or non-word name, or a word one itself placed ("between mon and wed"; not "we sat and sun ...")."""
    first = _WEEKDAY_BEFORE.search(text, max(0, start - 24), start)
    if not first:
        return False
    name = first.group(0).split()[0].lower().rstrip(".-–")
    if name not in _WORD_LIKE:
        return True
    before = text[max(0, first.start() - 12):first.start()]
    if _PLACE_BEFORE.search(before):
        return True
    # round 20: a range's first weekday that no subject or verb slot makes a verb or noun ("closed sat-sun", "sat
    # and sun"; not "we sat and sun came out", "the sun or sat")
    return not (_VERB_OR_NOUN_BEFORE.search(before) or _VERB_SLOT_BEFORE.search(before))


# round 12c: where a lower-case "mon", "wed", "sat" or "sun" is a weekday in chat: before a part of the day that ends
# the phrase ("free sat night?"), before "at" and an hour ending the phrase in a message written all in lower case
# after another word ("brunch sun at 11?"; "The cat sat at 11." is a sentence, and "sat at 10am?" opening a message
# may be the verb, round 10's look-alike), or asked about ("how about wed?", "what about sun?");
# never after a subject or a determiner ("she sat night after night", "the sun at noon")
_DAYPART_AFTER = re.compile(r"\s+(?:night|nite|morning|morn|afternoon|evening|eve|arvo)(?=\s*(?:$|[?!.,;:)]|at\b|@|\d))",
                            re.IGNORECASE)
_HOUR_AFTER = re.compile(r"\s+(?:at|@)\s*\d{1,2}(?::\d{2})?\s*(?:[ap]\.?m\b\.?)?(?:ish)?(?=\s*(?:$|[?!.,;)]))",
                         re.IGNORECASE)
_ASKED_ABOUT = re.compile(r"\b(?:how|what)\s+about\s+$", re.IGNORECASE)
_PHRASE_END = re.compile(r"\s*(?:$|[?!.,;)])")
# a modal or an intention before the word makes it the verb ("they will wed at 3", "we plan to wed at 11", review12c);
# a bare "to" does not ("push it to wed at 3?")
# ("getting wed", "let them wed"), and sunlight in a garden ("partial sun afternoon", "full sun morning")
_VERB_SLOT_BEFORE = re.compile(r"(?:\b(?:will|would|shall|should|can|could|may|might|must|gonna|wanna|gotta|get|gets|"
                               r"got|getting|them|us|him|full|partial|part|direct|midday|midnight|setting|rising|"
                               r"bright|afternoon|morning)|['’]ll|"
                               r"\b(?:plan(?:s|ned|ning)?|want(?:s|ed)?|going|hope[sd]?|hoping|decided|intend(?:s|ed)?|"
                               r"agreed|wish(?:es|ed)?)\s+to)\s+$", re.IGNORECASE)


# round 13: "sat" and "wed" are verbs after a subject opened by a determiner ("the kids sat at 11", "our guests sat at
# 8pm", "the couple wed at 3"); "brunch sun at 11?" and "drinks sat at 8?" have none
_VERBS = frozenset(("sat", "wed"))
_SUBJECT_BEFORE = re.compile(r"\b(?:the|a|an|my|your|his|her|our|their|its|these|those|both|all)"
                             r"(?:\s+(?!(?:for|on|at|to|from|by|until|till|in|of|this|next|last)\b)"
                             r"[a-z'’-]+){1,2}\s+$",
                             re.IGNORECASE)


# a planned thing cannot sit or wed: after its noun the word is the weekday it is on ("the event sat at 7", "all
# lessons wed 9am", "the party sat at 8?"; review13a)
_PLANNED_BEFORE = re.compile(r"\b(?:event|party|parties|meeting|lesson|show|game|match|concert|gig|"
                             r"dinner|lunch|brunch|breakfast|drinks|session|call|appointment|appt|service|ceremony|"
                             r"training|practice|rehearsal|shift|delivery|flight|trip|screening|workshop|webinar|"
                             r"talk|launch|sale|market|tour|booking|reservation|viewing|interview|exam|test)s?\s+$",
                             re.IGNORECASE)


def _after_a_subject(m: re.Match[str]) -> bool:
    return (m.group(0) in _VERBS  # written in lower case: "Sat" is the weekday's short form
            and _SUBJECT_BEFORE.search(m.string, max(0, m.start() - 32), m.start()) is not None
            and not _PLANNED_BEFORE.search(m.string, max(0, m.start() - 16), m.start()))


# round 23: what a word's test asks of the whole text is asked without copying it per word ("wed " * 5000 had
# stripped and lower-cased the whole text once for each of its words: quadratic in the characters copied)
_BLANK = re.compile(r"\s*")
_EDGE_ONLY = re.compile(r"[ \t.,!?]*")


def _alone(m: re.Match[str]) -> bool:
    """The word is all the text holds, blanks and ``.,!?`` aside ("Wed", "Sat." as a parser's test writes them)."""
    return (_EDGE_ONLY.fullmatch(m.string, 0, m.start()) is not None
            and _EDGE_ONLY.fullmatch(m.string, m.end()) is not None)


_LOWER_CACHE: dict[int, tuple[str, bool]] = {}


def _all_lower(text: str) -> bool:
    """``text == text.lower()``, worked out once per text (the last text's answer is kept)."""
    kept = _LOWER_CACHE.get(0)
    if kept is None or kept[0] is not text:
        kept = _LOWER_CACHE[0] = (text, text == text.lower())
    return kept[1]


def _chat_weekday(m: re.Match[str], before: str) -> bool:
    if _VERB_OR_NOUN_BEFORE.search(before) or _VERB_SLOT_BEFORE.search(before):
        return False
    text, end = m.string, m.end()
    if _DAYPART_AFTER.match(text, end):
        return True
    if _HOUR_AFTER.match(text, end) and _all_lower(text) and _BLANK.fullmatch(text, 0, m.start()) is None:
        return True
    return bool(_ASKED_ABOUT.search(before) and _PHRASE_END.match(text, end))


# round 18b: a short weekday in a composition's weekday slot, as the full name fills it: before "after next" / "before
# last", "after" / "before" a day ("the Fri before Christmas", "the Tue after 12/25"), "week" (British "Mon week"),
# "(of) next / last / this week", or after "coming" / "following" / "previous" ("this coming Sat"); the short forms
# that are words too ("mon", "wed", "sat", "sun") only written with their capital, unless before "after next" /
# "before last" ("more sun next week", "we sat before the fire" stay words)
_COMPOSED_AFTER = re.compile(r"\s+(?:(?P<fixed>after\s+next|before\s+last)\b|(?:after|before)\s+(?:the\s+)?(?-i:[A-Z0-9])"
                             r"|(?:of\s+)?(?:next|nxt|last|lst|this|the\s+following|the\s+previous)\s+(?:week|wk)\b|week\b(?![\w'’-]))",
                             re.IGNORECASE)
_RANGE_START_BEFORE = re.compile(rf"\b{_WD}\s*(?:-|–|—|&|to|thru|through|till|until|or|and)\s*$", re.IGNORECASE)
_COMPOSED_BEFORE = re.compile(r"\b(?:coming|upcoming|following|previous)\s+$", re.IGNORECASE)


# (the phrase opens the text or follows punctuation or a lower-case word that no subject, verb slot or name makes the
# word a verb: "lunch wed next week", "c u sat next week"; not "they wed next week", "Harry sat last week")
_UNSUBJECTED = re.compile(r"(?:^|[,;:!?(]\s*|\b(?!(?:i|we|you|he|she|they|it|who|that|which|the|a|an|my|your|his|her|our|"
                          r"their|its|this|and|just|had|have|has|was|were|will|would|shall|should|can|could|may|might|"
                          r"must|gonna|wanna|to|get|got)\s)(?-i:[a-z])[a-z'’]*\s+)$", re.IGNORECASE)


def _composed(m: re.Match[str], word: str, before: str) -> bool:
    if _RANGE_START_BEFORE.search(m.string, max(0, m.start() - 24), m.start()):
        return False  # the second of a range ("Mon–Wed next week"): the range's rule reads both as written
    tail = _COMPOSED_AFTER.match(m.string, m.end())
    cased = word not in _WORD_LIKE or m.group(0)[:1].isupper()
    if tail:
        return cased or (tail.group("fixed") is not None and not _VERB_OR_NOUN_BEFORE.search(before)) or (
            word != "sun"  # ("more sun next week" is weather)
            and tail.group(0).lower().lstrip().startswith(("next", "this", "of"))  # round 20: "wed next week", "sat of
            and _UNSUBJECTED.search(before) is not None and not _after_a_subject(m))  # this week"; not "they wed next week"
    return cased and _COMPOSED_BEFORE.search(before) is not None


def _written_out(m: re.Match[str]) -> str | None:
    word = m.group(0).lower()
    if _AP_CLOCK_WORD.fullmatch(word):  # "tmrw 3p": "3pm" beside a day word (round 19)
        if _LABEL_BEFORE.search(m.string, max(0, m.start() - 16), m.start()):
            return None
        beside = (_DAY_WORD_BEFORE.search(m.string, max(0, m.start() - 24), m.start())
                  or _DAY_WORD_AFTER.match(m.string, m.end()))
        ranged = _AP_RANGE_AFTER.match(m.string, m.end())
        return f"{m.group(0)}m" if beside and (ranged or m.string[m.end():m.end() + 1] != "-") else None
    if _hyphened(m):
        return None
    if _DOTTED_INITIALS_WORD.fullmatch(word):  # "Y.T.D.": "YTD" (round 20)
        return word.replace(".", "").upper()
    if word == "w/e":  # "this w/e": the weekend (round 20)
        placed = _WEEKEND_SLASH_BEFORE.search(m.string, max(0, m.start() - 12), m.start())
        return "weekend" if placed and not _DATE_NEXT.match(m.string, m.end()) else None
    if word.endswith("."):  # "Feb. till": the abbreviation without its dot (round 18)
        inner = word[:-1]
        if inner in _DOTTED_WEEKDAYS and (inner not in _WORD_LIKE or m.group(0)[:1].isupper()
                                          or _COMPOSED_AFTER.match(m.string, m.end())):
            return _DOTTED_WEEKDAYS[inner]  # "the mon. after next", "Thurs. at 3:30 pm" (round 20)
        return _ALWAYS.get(inner, m.group(0)[:-1])
    long_glued = _GLUED_LONG_WORD.fullmatch(word) if word not in _ALWAYS else None  # ("2day" is today)
    if long_glued:  # "2wks from tmrw": "2 weeks from tmrw" (round 20)
        n, unit = long_glued.group(1), _GLUED_LONG_UNITS[long_glued.group(2)]
        return f"{n} {unit}" + ("" if n == "1" else "s")
    glued = _GLUED_WORD.fullmatch(word)
    if glued:  # "2d ago": "2 days ago"
        return f"{glued.group(1)} {_GLUED_UNITS[glued.group(2)]}"
    if word in _AS_WRITTEN and m.group(0) != _AS_WRITTEN[word]:
        return None
    if word in _ALWAYS:
        return _ALWAYS[word]
    if word in _TYPOS:
        return _TYPOS[word]
    before = m.string[max(0, m.start() - 12):m.start()]
    if word in _AFTER_COUNT and _COUNT_BEFORE.search(before):
        return _AFTER_COUNT[word]
    if word == "wk" and _WEEK_NUMBER_AFTER.match(m.string, m.end()):
        return "week"
    if word in _AFTER_PLACE_ONLY:
        lead = _MO_BEFORE if word == "mo" else _EVE_BEFORE
        return _AFTER_PLACE_ONLY[word] if lead.search(m.string, max(0, m.start() - 24), m.start()) else None
    if word in _AFTER_PLACE and _composed(m, word, before):
        return _AFTER_PLACE[word]  # "Mon after next", "the Fri before Christmas", "this coming Sat" (round 18b)
    if word in _AFTER_PLACE and _CLOCK_BEFORE.search(m.string, max(0, m.start() - 16), m.start()) and (
            word not in _WORD_LIKE or m.group(0)[:1].isupper() or _PHRASE_END.match(m.string, m.end())):
        return _AFTER_PLACE[word]  # "6pm Fri to 6am Sat", "18:00 Wed" (round 19: a clock before the short weekday;
        # round 20: a lower-case one ending its phrase, "kick off 3pm sat")
    if word in _AFTER_PLACE and _alone(m) and (
            word not in _WORD_LIKE or m.group(0)[:1].isupper()):
        return _AFTER_PLACE[word]  # "Wed", "Sat." alone, as a parser's test writes it (round 18)
    if _after_a_subject(m):
        return None  # "the kids sat at 11": the verb
    clock = _CLOCK_AFTER.match(m.string, m.end()) if word in _WORD_LIKE else None  # (the base rules read "fri 10:30")
    if clock and clock.group(0)[1:2].isdigit() and not _VERB_OR_NOUN_BEFORE.search(before):
        return _AFTER_PLACE[word]  # "wed 3-4pm ok?", "sun 10:30 brunch?"
    if word in _WORD_LIKE and m.group(0).islower() and _chat_weekday(m, before):
        return _AFTER_PLACE[word]  # "free sat night?", "brunch sun at 11?", "how about wed?"
    if word in _AFTER_PLACE and _second_of_a_range(m.string, m.start()):
        return _AFTER_PLACE[word]  # "between mon and wed", "on sat or sun"
    if (word in _WORD_LIKE and m.group(0).islower() and _WEEKDAY_AFTER.match(m.string, m.end())
            and m.string[m.end():m.end() + 1] not in "-–"  # ("mon-wed" glued is read whole by the range rules)
            and not _VERB_OR_NOUN_BEFORE.search(before)
            and not _VERB_SLOT_BEFORE.search(before)):
        return _AFTER_PLACE[word]  # "mon thru fri next week": the first of a range of weekdays (round 20)
    if (word in _AFTER_PLACE and word not in _WORD_LIKE and m.group(0).islower()
            and _CHAT_AFTER_BARE.match(m.string, m.end()) and not _TALKED_ABOUT.match(m.string, m.end())):
        return _AFTER_PLACE[word]  # "wanna do fri instead?": tue / thu / fri are no English words (a name is "Thu")
    if word in _AFTER_PLACE and _PLACE_BEFORE.search(before) and not _DATE_AFTER.match(m.string, m.end()):
        loose = _LOOSE_PLACE.search(before) or (word == "sun" and _LOOSE_BEFORE_SUN.search(before))
        if (word in _WORD_LIKE and loose and not _WEEKDAY_BEFORE.search(m.string, max(0, m.start() - 24), m.start())
                and not _WEEKDAY_AFTER.match(m.string, m.end())):
            return None  # "plans to wed", "from sun damage": the word
        return _AFTER_PLACE[word]
    return None


def expand(text: str) -> tuple[str, list[int] | None]:
    """``text`` with its chat spellings written out, and for each character of the result the index of the
    character it stands for in ``text``; no index when nothing was written out.
    A written-out word maps onto the spelling it replaces, so a span over it maps back onto the spelling."""
    lowered = text.lower()
    try:
        typo = bool(_TYPO_SCAN.find_matches_as_indexes(lowered))
    except UnicodeEncodeError:  # a lone surrogate (half an emoji from a cut string): the automaton reads UTF-8
        typo = any(t in lowered for t in _TYPOS)
    if (not typo and len(lowered) == len(text) and not _SCREEN.search(lowered)
            and not (".t.d" in lowered or ".o.d" in lowered or ".o.b" in lowered)):
        return text, None
    parts: list[str] = []
    index: list[int] = []
    pos = 0
    for m in (_WORD_WITH_TYPOS if typo else _WORD).finditer(text):
        full = _written_out(m)
        if full is None or full == m.group(0).lower():
            continue
        parts.append(text[pos:m.start()])
        index.extend(range(pos, m.start()))
        parts.append(full)
        last = m.end() - 1
        index.extend(min(m.start() + k, last) for k in range(len(full)))
        if len(full) < len(m.group(0)) and (m.group(0).lower() in _STRETCHED or _DOTTED_INITIALS_WORD.fullmatch(m.group(0))):
            index[-1] = last  # "tomorrows", "Y.T.D.": the span keeps the whole word (round 20)
        pos = m.end()
    if not parts:
        return text, None
    parts.append(text[pos:])
    index.extend(range(pos, len(text)))
    return "".join(parts), index
