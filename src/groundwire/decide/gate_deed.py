"""Deeds that make this week's news, asked of someone or something left unnamed.

Weekly quizzes ask about a court's or an office's act on a person they do not name ("Who was sentenced for the
attack on the mosque?", "Who was elected pope?"), about a thing that met a disaster ("Which tour boat sank off the
coast?", "Which baby food was recalled?"), about a death reported in the news' words ("Which veteran actor has died
aged 88?") and about the first case of a disease somewhere ("Which country confirmed its first case of ...?").
The gate's other news shapes want a name, a listed kind of actor or a long set-up; these read the deed itself:

* ``person_deed``: "who was / were / has been" + an act of a court, a police force or an office on a person
  (sentenced, jailed, charged, arrested, released, acquitted, extradited, appointed, elected, sacked ...) or
  "who pleaded guilty". In cased text a capitalised name that is not a known name (``gate_names.txt``) tells a
  story of history ("Who was arrested for the Lindbergh kidnapping?") and is left alone.
* ``thing_deed``: "which / what" + up to three words + a disaster or a recall (capsized, sank, collapsed, burst,
  derailed, was recalled, was evacuated, was cut off, went on strike), a death told as news ("has died", "died
  aged 91"), or a plan ("plan to merge").
* ``first_case``: a first case reported, confirmed or detected ("the first case of bird flu was confirmed"), and
  not "who was the first case of typhoid" (no verb of reporting).

The caller (``gate._news``) rules out stated years, "when ..." history and chat requests first. Each function
returns the words that matched, or ``None``.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from .gate_event import HISTORY_VERBS
from .gate_news import ACTOR_NOUNS, named_actor
from .time.prefilter import screen_patterns

__all__ = ["FIRST_OF_A_KIND", "age_of_history", "first_case", "names_unknown", "person_deed", "thing_deed", "which_thing_did",
           "words_of"]

_ON_A_PERSON = (r"sentenced|jailed|imprisoned|convicted|acquitted|cleared|charged|arrested|released|freed|detained|"
                r"extradited|indicted|pardoned|deported|expelled|suspended|banned|fined|sacked|ousted|fired|"
                r"appointed|elected|re-elected|crowned|knighted|hired|drafted|cast|kidnapped|abducted|rescued|"
                r"hospitali[sz]ed|found\s+(?:guilty|not\s+guilty|dead|alive)|taken\s+into\s+custody|"
                r"sent\s+off|benched|booked|substituted|traded|waived|sidelined|ruled\s+out|stretchered\s+off|"
                r"named\s+(?!after\b|for\b)|granted\s+bail|refused\s+bail|remanded|bailed")
_PERSON_DEED = re.compile(
    rf"^\s*(?:who\s+|(?:which|what)\s+(?:[\w'’-]+\s+){{1,3}}?)(?:was|were|has\s+been|have\s+been|is\s+being|got)\s+(?:(?:just|finally|reportedly|also)\s+)?"
    rf"(?:{_ON_A_PERSON})(?:\b|(?<=\s))|^\s*who\s+(?:pleaded|pled)\s+(?:not\s+)?guilty\b",
    re.IGNORECASE)
# A first is a fixed record ("who was appointed the first chief justice"); "for the first time in years" is news.
FIRST_OF_A_KIND = (r"\b(?:first|inaugural|founding|original)\b(?!\s+time\s+(?:in|since|ever)\b|"
                   r"\s+(?:half|leg|round|quarter|innings|period|set|lap)\b)")
_FIRST = re.compile(FIRST_OF_A_KIND, re.IGNORECASE)
# "in AD 79", "300 BC": an era's date, as fixed as a stated year
_ERA = re.compile(r"\b(?:AD|BC|BCE|CE)\s*\d{1,4}\b|\b\d{1,4}\s*(?:AD|BC|BCE|CE)\b|\bcentur(?:y|ies)\b")
# "the Vesuvius eruption", "the Lindbergh kidnapping", "the Titanic sank": one named event or thing of history
_NAMED_EVENT = re.compile(r"\bthe\s+[A-Z][a-z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*\s+[a-z]{3,}")
# "after the South Sea Bubble": a named thing after "the" ("off the coast of Bali" names a place, which is no sign)
_NAMED_THING = re.compile(r"\bthe\s+[A-Z][a-z][\w'’-]*(?:\s+[A-Z][\w'’-]*)+")
# "the Lindbergh kidnapping", "Julius Caesar": a capitalised word after the first that is no known name
_CAPITALISED = re.compile(r"(?<=\s)[A-Z][a-z][\w'’-]*(?:\s+(?:of\s+|the\s+)?[A-Z][\w'’-]*)*")

_THING_DEED = re.compile(
    r"^\s*(?:which|what)\s+(?:[\w'’-]+\s+){1,3}?(?:"
    r"capsized|sank|collapsed|drowned|exploded|derailed|crashed|burst|caught\s+fire|ran\s+aground|went\s+bust|"
    r"went\s+bankrupt|went\s+on\s+strike|(?:is|are)\s+on\s+strike|walked\s+out|went\s+on\s+sale|"
    r"(?:goes|go)\s+on\s+sale|hit\s+(?:the\s+)?shelves|sold\s+out|"
    r"(?:is|are)\s+(?:going\s+)?on\s+(?:hiatus|strike|trial|tour|leave)|"
    r"(?:was|were|has\s+been|have\s+been|is\s+being|are\s+being)\s+(?:recalled|evacuated|cut\s+off|destroyed|"
    r"flooded|grounded|hacked|stranded|swept\s+away|buried|spotted|pulled\s+from\s+(?:shelves|sale))|"
    r"(?:has|have)\s+died|died\s+(?:aged|at\s+the\s+age|after|following|on\s+\w+day|this\s+week)|"
    r"plans?\s+to|(?:is|are)\s+planning\s+to|made\s+landfall|"
    r"(?:was|were|has\s+been|have\s+been)\s+declared\s+(?:extinct|bankrupt|insolvent|missing|dead|a\s+disaster))\b|"
    # "where did the cyclone make landfall": a storm's path this week
    r"^\s*(?:where|when)\s+(?:did|will|is)\s+(?:the\s+)?(?:[\w'’-]+\s+){0,2}?(?:make|making)\s+landfall\b|"
    # "how many migrants drowned when their boat capsized", "where did the migrant boat capsize"
    r"^\s*how\s+many\s+[^?]{0,60}?\b(?:capsized|sank|collapsed|derailed|exploded|crashed|ran\s+aground)\b|"
    r"^\s*(?:where|why|how)\s+did\s+(?:the|a|an)\s+(?:[\w'’-]+\s+){0,3}?(?:capsize|sink|collapse|derail|"
    r"run\s+aground)\b",
    re.IGNORECASE)
_FIRST_CASE = re.compile(
    r"\b(?:report(?:ed|s)?|confirm(?:ed|s)?|detect(?:ed|s)?|record(?:ed|s)?|identif(?:ied|ies)|announc(?:ed|es)|"
    r"diagnos(?:ed|es)|register(?:ed|s)?)\s+(?:its\s+|the\s+|a\s+|their\s+)?first\s+(?:[\w-]+\s+){0,2}?cases?\b|"
    r"\bfirst\s+(?:[\w-]+\s+){0,2}?cases?\s+(?:of\s+(?:[\w'’-]+\s+){1,5}?)?(?:was\s+|were\s+|has\s+been\s+|"
    r"have\s+been\s+)?(?:reported|confirmed|detected|recorded|identified|diagnosed|found)\b",
    re.IGNORECASE)


# "Which volcano erupted", "which chocolate bar is being discontinued", "which newspaper apologised": any thing
# named by "which", with a deed that is no verb of founding, making or history (HISTORY_VERBS).
# Participles that describe what a thing is, not what happened to it: "which bones are fused", "which soil is suited",
# "which word was borrowed from french", "which dinosaur lived in the jurassic"; "-eed" words are no past tense
# ("which dog breed sheds", "which seed needed").
_STATIVE = (r"fused|shaped|suited|preferred|used|needed|called|named|based|related|derived|located|situated|composed|"
            r"made|considered|classified|associated|involved|required|allowed|designed|intended|supposed|borrowed|"
            r"removed|lived|covered|filled|shared|owned|linked|connected|attached|protected|affected|infected|"
            r"colou?red|sized|priced|rated|ranked|listed|marked|labell?ed|spelled|spelt|pronounced|measured|counted")
_DEED_WORD = rf"(?!(?:{HISTORY_VERBS}|{_STATIVE})\b)[a-z]{{3,}}"
_WHICH_THING_DID = re.compile(
    rf"^\s*which\s+(?:[\w’'-]+\s+){{1,3}}?(?:(?:was|were|has\s+been|have\s+been|is\s+being|are\s+being)\s+"
    rf"{_DEED_WORD}(?<!e)(?:ed|en)|(?:has|have)\s+{_DEED_WORD}(?<!e)ed|"
    rf"{_DEED_WORD}(?:(?<!e)ed|ised|ized))\b",
    re.IGNORECASE)
# Verbs of ideas and scholarship: "which scientist proposed the theory of evolution", "which word was coined by"
_THEORY = re.compile(r"\b(?:theory|theories|theorem|law\s+of|principle\s+of|coined|postulated|formulated|devised|"
                     r"patented|translated|deciphered|decoded)\b", re.IGNORECASE)
_FAVOURITE = re.compile(r"\b(?:the\s+)?(?:favourites?|favorites?|odds-on|front-?runners?)\s+to\s+(?:win|become|take|lift)\b",
                        re.IGNORECASE)


def words_of(m: re.Match[str]) -> str:
    """The match, lower-cased, its spaces collapsed: how a cue names what fired."""
    return " ".join(m.group(0).lower().split())


# Lower-case history, where no capital letter shows the name: a succession after someone named ("who was crowned
# king after henry viii", not "after the sacking"), a regnal number ("pius xii"), an age of history ("the french
# revolution", "the salem witch trials")
_AFTER_SOMEONE = re.compile(r"\b(?:after|before|succeeding|preceding|replacing)\s+(?!(?:the|a|an|his|her|its|their|this|"
                            r"that|last|next|being|he|she|they|it|weeks?|months?|days?|years?|hours?|\d+)\b)"
                            r"(?![a-z]+ing\b)[a-z]{3,}", re.IGNORECASE)
_ACTOR_NOUN_FIRST = re.compile(rf"(?:{ACTOR_NOUNS})\b", re.IGNORECASE)
_REGNAL = re.compile(r"\b[a-z]{3,}\s+(?:ii|iii|iv|vi|vii|viii|ix|xi|xii|xiii|xiv|xv|xvi|xvii|xviii)\b", re.IGNORECASE)
_AGE_OF_HISTORY = re.compile(r"\b(?:revolution|rebellion|massacre|dynasty|empire|crusades?|inquisition|reign|kingdom|"
                             r"ancient|medieval|colonial|witch\s+trials?|gunpowder|civil\s+war|world\s+war|"
                             # round 14 (wave 13, read): "did the New Deal end the Great Depression"
                             r"great\s+depression|cold\s+war|new\s+deal|marshall\s+plan|middle\s+ages|dark\s+ages|"
                             r"renaissance|reformation|holocaust|dust\s+bowl|black\s+death|(?:bronze|iron|stone)\s+age|"
                             r"apartheid|pharaohs?)\b",
                             re.IGNORECASE)


# a place, body or day named after the age ("the Cold War museum", "the Renaissance Hotel", "Reformation Day"): today's
# thing, whose state is news (review12c)
_NAMED_AFTER_AGE = re.compile(r"(?:['’]s)?\s+(?:museums?|memorials?|hotels?|centers?|centres?|exhibits?|exhibitions?|"
                              r"day|parks?|sites?|archives?|library|festivals?|fairs?|faires?|bars?|restaurants?|"
                              r"theat(?:er|re)s?|halls?|schools?|church|churches|institutes?|studies\s+center)\b",
                              re.IGNORECASE)


def age_of_history(text: str) -> bool:
    """ "during the french revolution", "in the salem witch trials": an age of history named in any case."""
    return any(not _NAMED_AFTER_AGE.match(text, m.end()) for m in _AGE_OF_HISTORY.finditer(text))


def person_deed(text: str) -> str | None:
    """ "Who was sentenced for the attack", "who was elected pope": an act on a person nobody names."""
    m = _PERSON_DEED.search(text)
    if not m or _FIRST.search(text) or _ERA.search(text) or _NAMED_EVENT.search(text) or names_unknown(text):
        return None
    after = _AFTER_SOMEONE.search(text)
    if after and (_ACTOR_NOUN_FIRST.match(text, after.end() - len(after.group(0).split()[-1]))
                  or named_actor(text[after.end() - len(after.group(0).split()[-1]):][:40])):
        after = None  # "after police raided", "after russia invaded": an actor of this week's news, no one of history
    if after or _REGNAL.search(text) or _AGE_OF_HISTORY.search(text):
        return None
    return words_of(m)


def names_unknown(text: str) -> bool:
    """A capitalised name that is no known name: "the Lindbergh kidnapping", "Queen Victoria", "Les Miserables"."""
    return not text.islower() and any(not (named_actor(c.group(0)) or named_actor(c.group(0) + "s"))
                                      for c in _CAPITALISED.finditer(text))  # "Philippine": "philippines"


def thing_deed(text: str) -> str | None:
    """ "Which tour boat sank off the coast", "which baby food was recalled", "which actor has died aged 88"."""
    m = _THING_DEED.search(text)
    if not m or _FIRST.search(text) or _ERA.search(text) or _NAMED_EVENT.search(text) or _NAMED_THING.search(text):
        return None  # "which village was destroyed by the Vesuvius eruption": history
    return words_of(m)


def first_case(text: str) -> str | None:
    """ "Which country confirmed its first case of ...", "where was the first case of the variant detected"."""
    m = _FIRST_CASE.search(text)
    return words_of(m) if m else None


def which_thing_did(text: str) -> str | None:
    """ "Which volcano erupted", "which newspaper apologised", "who is favourite to win": a deed or a contest now."""
    m = _WHICH_THING_DID.search(text) or _FAVOURITE.search(text)
    if not m or _FIRST.search(text) or _ERA.search(text) or names_unknown(text) or _THEORY.search(text):
        return None  # the broadest deed shape: any unknown capitalised name reads as history
    return words_of(m)


screen_patterns(globals())  # each pattern above skips a text lacking a word all its matches need (time/prefilter.py)
