"""Is a bare English weekday told as past news? "The company said on Monday that ...", "Officials said Thursday the
storm had weakened", "What happened on Friday?": news and questions about events name the latest such day, while
"the store will open on Monday", "the meeting was moved to Friday" or "book a table for Saturday" look ahead.

The test is the clause before the weekday: a past-tense verb of saying or happening, and between it and the day no
word that turns towards the future (will, would, going to, moved to, until, for ...)."""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

_I = re.IGNORECASE
# the past-tense verbs every "told in the past" check shares (colloquial_en's weekend, rules_en's deadlines, the
# weekdays and yearless dates here); each adds its own few (see there)
PAST_CORE = r"did|was|were|had|happened|went|took\s+place|occurred|got|saw|made|won|lost|played|scored|announced|released"
# the verbs of news reports and of questions about what happened (no bare "last" or "ago": those are other spans)
_PAST_VERB = re.compile(
    rf"\b(?:{PAST_CORE}|"
    r"said|told|reported|confirmed|added|declined|revealed|warned|denied|admitted|launched|unveiled|"
    r"disclosed|filed|signed|resigned|died|struck|hit|closed|fell|rose|voted|ruled|passed|arrested|killed|"
    r"met|spoke|wrote|posted|tweeted|began|started|ended|opened|came|left|arrived|returned|held|reached|"
    r"sold|bought|paid|sent|received|collapsed|crashed|erupted|exploded|attacked|invaded|landed|approved|"
    r"rejected|elected|appointed|fired|hired|married|published|aired|premiered|debuted|shut|finished|"
    r"completed|stopped|raised|cut|sued|sentenced|convicted|named|called|asked|answered|heard|found|gave|"
    r"took|broke|became|ran|flew|drove|grew|dropped|surged|jumped|slipped|climbed|plunged|soared|tumbled|"
    r"rallied|beat|defeated|edged|routed|thrashed|crushed|drew|tied|trailed|clinched|swept|upset|"
    # round 22: the rest of a market report's moves ("On Monday, markets slid", "stocks sank Friday")
    r"slid|sank|shed|eased|dipped|gained|advanced|retreated|steadied|rebounded|recovered|slumped|spiked|"
    r"shipped|delivered|ordered|visited|rained|snowed|stayed|lived|worked|studied|graduated|retired|"
    # the verbs of court reports and hearings ("appeared before magistrates on Thursday", "pleaded guilty on Monday")
    r"appeared|pleaded|testified|remanded|granted|bailed|acquitted|jailed|adjourned|attended|refused|dismissed|"
    r"overturned|upheld|quashed|fined|banned|suspended|charged|detained|freed|rescued|evacuated|seized|raided|"
    r"recalled|withdrew|toured|hosted|performed|tackled|fought|caught|fled|stood|led|sang|wore|threw|brought|"
    r"urged|vowed|pledged|praised|welcomed|condemned|critici[sz]ed|slammed|stated|noted|explained|insisted|"
    # the verbs of deferring and shelving ("the council deferred its decision on Monday"; "deferred to Monday" looks
    # ahead by its "to", round 14)
    r"deferred|postponed|shelved|scrapped|delayed|rescheduled|cancell?ed|halted|paused|resumed|adopted|endorsed|"
    r"blocked|vetoed|"
    # "sat" after its subject only: in lower-case chat "drinks sat then brunch on sunday" it is Saturday (review13a)
    r"(?:I|we|you|he|she|they|it|who|(?-i:[A-Z][\w'’-]*)|(?:the|a|an|my|our|your|his|her|their|its)\s+[\w'’-]+"
    r"(?:\s+[\w'’-]+)?)\s+(?-i:sat)|"
    # the verbs of results and markets ("margins narrowed in the third quarter", "shares slumped on Monday")
    r"increased|decreased|widened|narrowed|improved|worsened|earned|totaled|totalled|doubled|tripled|halved|"
    r"slumped|eased|gained|rebounded|recovered|contracted|expanded|shrank|slowed|accelerated|peaked|"
    r"picked\s+up|ticked\s+(?:up|down)|softened|weakened|strengthened|moderated|dipped|stalled|cooled|"
    # any regular past right after a pronoun ("it rained", "we visited"), but not a verb that plans ahead ("we
    # scheduled it for ...") nor a present in -eed ("they need")
    r"(?:I|we|you|u|he|she|it|they|who|what)\s+(?!(?:scheduled|planned|booked|expected|intended|hoped|wanted|needed|"
    r"arranged|slated|aimed|decided|agreed|promised|asked|offered|proposed|invited)\b)[a-z]{2,}(?<!e)ed|"
    # a capitalised plural noun opening the sentence as its subject, then a regular past ("Officers responded to a
    # break-in between 10pm Friday and 6am Saturday", "Firefighters battled the blaze on Sunday"; round 18b)
    r"(?:^|(?<=[.!?]\s)|(?<=\n))(?-i:[A-Z][a-z]{2,}s)\s+(?!(?:scheduled|planned|booked|expected|intended|hoped|wanted|"
    r"needed|arranged|slated|aimed|decided|agreed|promised|offered|proposed|invited|reserved|limited|extended|reduced|"
    r"closed)\b)(?-i:[a-z]{2,}(?<!e)ed)|"
    # chat drops the subject: a regular past in lower case opening its clause ("missed ur call on thurs", "sry,
    # emailed them fri"); a capital one is a notice's participle ("Limited seats Friday", "Reduced service Sunday";
    # round 17b)
    r"(?:^|(?<=[,;:!?(]\s)|(?<=[,;:!?(]))(?!(?:scheduled|planned|booked|expected|intended|hoped|wanted|needed|arranged|slated|"
    r"aimed|decided|agreed|promised|offered|proposed|invited|reserved|limited|extended|reduced|closed)\b)"
    r"(?-i:[a-z]{2,}(?<!e)ed)"
    r")\b", _I)  # (the line before the last: match reports; "who hosted", "what caused": a question's past)
# "is closed", "will be held", "gets paid", "can they beat": a verb in the passive or after an auxiliary tells no past
_NOT_PAST_BEFORE = re.compile(r"\b(?:is|are|am|be|being|will|'s|’s|gets?|to|can|could|should|might|must|may|"
                              r"would|shall)\s+$", _I)
# between that verb and the day: anything looking ahead makes the day a coming one
# (a verb of rescheduling looks ahead only with its "to" / "until" / "for": "was moved to Friday"; "deliveries were
# delayed between Dec 28 and Jan 2" tells of days gone)
# ("before" / "after" only when they govern the day: "filed before Friday"; "appeared before magistrates on Thursday"
# puts a person, not a time, after it)
# (a modal but "could" looks ahead too: "owners should visit a dealer on Monday", "anyone refused can complain on
# Monday"; "could not be reached on Monday" is news, review13a)
_AHEAD = re.compile(r"\b(?:will|would|wo|shall|going|gonna|to|until|till|by|for|next|coming|due|scheduled|expected|is|are|"
                    r"should|can|(?-i:may)|might|must|"  # (not the month: "fell in May")
                    r"plans?|planned|(?:before|after)(?=\s+(?:on\s+)?(?:the\s+)?$))\b|'ll\b|’ll\b", _I)
# "was born on December 18", "was founded on a Monday": a day that comes back each year, no news of one past day
_RECURRING_DAY = re.compile(r"\b(?:born|founded|established|celebrated|observed)\b", _I)
# a notice that opens with a state, no subject before it ("Closed 24th Dec – 2nd Jan", "Shut on Mondays")
_STATES = re.compile(r"closed|shut", _I)
# a notice's one bare noun before its state ("Office closed Dec 24 - Jan 1", "Libraries shut on Monday"), the date
# right after the state: a sign, not news ("Apple closed at a record on Monday" has words between)
_NOTICE_SUBJECT = re.compile(r"[A-Z][a-z]+", 0)
_STATE_TO_DATE = re.compile(r"\s+(?:on|from)\s+|\s*:\s*|\s+", _I)
_CLAUSE_END = re.compile(r"(?<!\b[ap]\.m)(?!(?<=\b[ap])\.m\b)[.!?;]|\b(?:but|and\s+(?:will|is|are))\b", _I)  # "a.m." ends none


# a question opened by a modal or a present auxiliary asks about what is to come or what holds now
_ASKED_AHEAD = re.compile(r"\s*(?:can|could|will|would|should|shall|may|might|must|do|does|is|are)\b", _I)


_CLAUSE_REACH = 200  # characters looked back for a clause's end; callers read at most 60 (keeps resolve() linear)


def _clause_start(text: str, start: int) -> int:
    """Where the clause holding ``start`` opens, looked for within ``_CLAUSE_REACH`` characters (a clause opening
    further back counts as opening there: every caller only asks whether it opens within its own short window)."""
    reach = max(0, start - _CLAUSE_REACH)
    ends = list(_CLAUSE_END.finditer(text, reach, start))
    return ends[-1].end() if ends else reach


def _a_notice(text: str, verb_start: int, verb_end: int, start: int) -> bool:
    """Does the state word (closed / shut) at ``verb_start`` open a notice: nothing before it in its clause ("Closed
    24th Dec – 2nd Jan"), or one bare capitalised noun with the date right after the word ("Office closed Dec 24")?"""
    before = text[_clause_start(text, verb_start):verb_start].strip(" \t\n\"'(:-–—")
    if not before:
        return True
    return bool(_NOTICE_SUBJECT.fullmatch(before) and _STATE_TO_DATE.fullmatch(text, verb_end, start))


# thanks for something done ("thanks for coming round on Thursday", "thank you so much for hosting us on Friday")
_THANKED_FOR = re.compile(r"\b(?:thanks|thank\s+you|cheers|grateful)(?:\s+(?:so\s+much|again|a\s+lot))*\s+for\s+"
                          r"[a-z]+ing(?:\s+(?:by|round|over|in|out|up|along))?\b", _I)  # "dropping by": no "by" that looks ahead
# the day as the subject of "was" / "were" / "fell" ("Boxing Day fell on a Saturday", "Thursday was the busiest day", "the fair on Sunday was a success",
# "Tuesday's storms were ..."), up to three words between, none a verb of the clause's own; not a plan or a move
# after it ("was going to", "was due", "was moved to", "was cancelled": said of a coming day too)
_SUBJECT_OF_WAS = re.compile(
    r"(?:['’]s)?(?:\s+[a-z][a-z-]*){0,3}?\s+(?:was|were|fell)\s+(?!(?:going|due|set|about|supposed|meant|to|scheduled|"
    r"expected|planned|slated|booked|moved|postponed|rescheduled|cancell?ed|called|delayed|pushed|brought|changed|"
    r"switched|put|bumped|rebooked|reserved|also|still|not)\b)", _I)


def told_as_past_after(text: str, end: int) -> bool:
    """True when the day ending at ``end`` is the subject of a "was" / "were" of its own clause."""
    return bool(_SUBJECT_OF_WAS.match(text, end))


# round 22: a day fronted before its clause's comma ("On Monday, markets slid.", "LONDON (AP) — Friday, the
# company said ..."), nothing in lower case before it in its clause (a dateline's capitals may be), told by a past
# verb within six words after the comma with nothing between that looks ahead ("On Monday, we will ..." does)
_FRONTED_COMMA = re.compile(r"\s*,\s+")
_LOWER_WORD_BEFORE = re.compile(r"\b[a-z]{2,}")


def told_as_past_fronted(text: str, start: int, end: int) -> bool:
    """True when the day text[start:end] opens its clause before a comma and the clause goes on in the past."""
    comma = _FRONTED_COMMA.match(text, end)
    if not comma or _LOWER_WORD_BEFORE.search(text, _clause_start(text, start), start):
        return False
    rest = text[comma.end():comma.end() + 60]
    stop = _CLAUSE_END.search(rest)
    rest = rest[:stop.start()] if stop else rest
    verb = _PAST_VERB.search(rest)
    if not verb or len(rest[:verb.start()].split()) > 6:
        return False
    return not _NOT_PAST_BEFORE.search(rest, 0, verb.start()) and not _AHEAD.search(rest, 0, verb.start())


def told_as_past(text: str, start: int, reach: int = 60) -> bool:
    """True when the weekday starting at ``start`` follows a past-tense verb of its own clause with nothing between
    them that looks ahead."""
    window = text[max(0, start - reach):start]
    ends = list(_CLAUSE_END.finditer(window))
    if ends:
        window = window[ends[-1].end():]
    if start - len(window) <= _clause_start(text, start) and _ASKED_AHEAD.match(window):
        return False  # "Can the Yankees beat the Red Sox on Saturday?": a question about what is to come
    offset = start - len(window)
    thanked = list(_THANKED_FOR.finditer(window))
    if thanked and not _AHEAD.search(window, thanked[-1].end()):
        return True
    verbs = [v for v in _PAST_VERB.finditer(window) if not _NOT_PAST_BEFORE.search(window, 0, v.start())
             and not (_STATES.fullmatch(v.group(0)) and _a_notice(text, offset + v.start(), offset + v.end(), start))]
    if not verbs or _RECURRING_DAY.search(window, verbs[-1].end()):
        return False
    after = verbs[-1].end()
    to = _TO_AN_OBJECT.match(window, after)
    if to and _PLACES_THE_DAY.search(text, offset + to.end(), min(len(text), start + 4)):
        after = to.end()  # "flew to Paris on Friday", "responded to reports ... between 10pm Friday and ...": no aim
    return not _AHEAD.search(window, after)


# round 18b: a "to" right after the past verb, before a thing or a place ("flew to Paris", "returned to work",
# "responded to reports of a break-in", "spoke to reporters"), is the verb's preposition, not an aim ahead, when the
# day has a preposition of its own after it ("... on Friday"); "was moved to Friday", "agreed to meet on Friday" and
# "pushed to the 14th" still look ahead
_TO_AN_OBJECT = re.compile(r"\s+to\s+(?=(?:the|a|an|his|her|their|its|our|my|your|these|those|work|school|church|"
                           r"bed|hospital|court|town|office)\b|(?-i:[A-Z])|[a-z]*[^su\W]s\b)", _I)
_PLACES_THE_DAY = re.compile(r"\b(?:on|at|between|from|during|over)\s", _I)



def tells_past(clause: str) -> bool:
    """A past-tense verb of news or a story in ``clause``, not after an auxiliary ("the markets rallied"; not "will be
    held", "is closed")."""
    return any(not _NOT_PAST_BEFORE.search(clause, 0, v.start()) for v in _PAST_VERB.finditer(clause))
