"""English look-alikes of news that stay local (round 12, read from wave 11's fit half and earlier read waves).

* ``method_ask``: how a table, a prize or a draw is ordered or decided ("How is the Premier League table ordered when
  teams are level on points?", "How are the Oscars decided?"): a rule of the game, not this year's outcome.
* ``given_sum``: a sum on figures the user states ("A car costs $32,000 with 7% tax; what is the total?"): the price
  words are the sum's inputs, not a market's price asked.
* ``school_subject``: "current events" as a school subject ("a current events worksheet due tomorrow"): "current"
  names the class, it asks no present state.
* ``best_way``: "the best / easiest way to ...": advice, not a ranking that changes.
* ``other_sense``: a time word in another sense, FreshQA's never-changing look-alikes: "how long do blue whales
  live" (a lifespan, not a broadcast), "the unit of electric current" (a flow, not the present), "what is Byzantium
  called today" (a modern name, not today's news); gate-en13: "so far" of a distance ("how do owls turn their heads
  so far"), "release" of a substance ("which trees release pollen"), the highest score a rule allows.
* ``work_tally``: "how many Oscars did the film Gandhi win": a finished work's awards, fixed once given.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from .gate_entity import name_in
from .time.prefilter import screen_patterns

__all__ = ["best_way", "given_sum", "method_ask", "number_superlative", "other_sense", "school_subject", "still_advice",
           "timing_advice", "work_tally", "kind_count"]

_METHOD = re.compile(
    r"^\s*how\s+(?:is|are)\s+(?:[\w'’.&-]+\s+){1,6}?(?:ordered|ranked|decided|determined|calculated|chosen|selected|"
    r"picked|seeded|scored|awarded|judged|drawn|split|settled)\b"
    r"(?!.*\b(?:this|next|last)\s+(?:year|season|week|month|time)\b)", re.IGNORECASE)
# an amount given ("$32,000", "3,000 dollars") and then the result asked ("what is the total", "what's the new ...");
# a rate alone ("Tesla dropped 5% today, what's the price now") states no amount to sum: the price is to look up
_GIVEN_FIGURE = re.compile(r"(?:[$£€¥]\s?\d|\d[\d,.]*\s*(?:dollars|pounds|euros)\b)", re.IGNORECASE)
_RESULT_ASKED = re.compile(
    r"[;,.:]\s*(?:so\s+|then\s+)?(?:what(?:'s|’s|\s+is|\s+will\s+be|\s+would\s+be)\s+(?:the\s+|my\s+|our\s+)?"
    r"(?:new\s+|final\s+)?(?:total|answer|result|sum|difference|amount|price|cost|balance|change|remainder|"
    r"payment|average)|how\s+much\s+(?:is\s+left|do\s+(?:i|we)\s+(?:pay|owe|save|get)|will\s+(?:i|we)\s+"
    r"(?:pay|owe|save|get)|in\s+total))\b", re.IGNORECASE)
_SCHOOL_SUBJECT = re.compile(
    r"\bcurrent[\s-]+events?\s+(?:worksheet|homework|assignment|class|quiz|lesson|project|essay|report|test|"
    r"teacher|unit|journal|presentation|discussion)s?\b", re.IGNORECASE)
_BEST_WAY = re.compile(
    r"\b(?:best|easiest|simplest|safest|quickest|fastest)\s+(?:ways?|methods?|techniques?|approach|practices?)\s+"
    r"(?:to|of|for)\b", re.IGNORECASE)

_LIFESPAN_OR_HOME = re.compile(
    # a kind's lifespan or habitat ("where do penguins live", "where does a koala live"); where a person or one named
    # thing lives ("where does the singer live") moves
    r"^\s*(?:how\s+long\s+(?:do|does|can|could|will|would|did|might)\s+|where\s+(?:do|did)\s+|"
    r"where\s+(?:does|did)\s+an?\s+)(?:[\w'’-]+\s+){1,5}?"
    r"live\b(?!\s+(?:now|today|currently|these\s+days|nowadays|stream|on\s+(?:tv|air)))", re.IGNORECASE)
_WHERE_DO = re.compile(r"(\s*where\s+do\s+)", re.IGNORECASE)  # present "where do": named people's home moves
_FLOW = re.compile(r"\b(?:electric(?:al)?|alternating|direct|ocean|rip|tidal|sea|jet|convection|gulf\s+stream|"
                   r"humboldt|labrador|kuroshio|agulhas)\s+currents?\b|\bcurrents?\s+(?:flows?|flowing)\b|"
                   r"\bunits?\s+of\s+(?:electric\s+)?current\b", re.IGNORECASE)
_MODERN_NAME = re.compile(r"\b(?:called|known(?:\s+as)?|named)\s+today\b", re.IGNORECASE)
# a call-up or a naming told in the past ("who was called today to testify", "which players were named today"): news
_PAST_BE_BEFORE = re.compile(r"\b(?:was|were|been|got)\s+(?:[\w'’-]+\s+){0,5}$", re.IGNORECASE)
_WORK_TALLY = re.compile(
    r"^\s*how\s+many\s+(?:[\w'’-]+\s+){1,4}?did\s+the\s+(?:film|movie|album|musical|play|song|novel|book|series|"
    r"show|single|record|opera|ballet)\s+(?:[\w'’:&.-]+\s+){1,6}?win\b|"
    # round 13: "how many Grammys did Michael Jackson win for Thriller": the awards of one finished work, its title
    # capitalised or a number ("win for 21")
    r"^\s*how\s+many\s+(?:[\w'’-]+\s+){1,3}?did\s+(?:[\w'’.&-]+\s+){1,4}?win\s+for\s+"
    r"(?:(?i:the|his|her|their)\s+(?:(?i:film|movie|album|musical|play|song|novel|book|series|show|single|role)\s+)?)?"
    r"(?-i:[A-Z0-9“\"])", re.IGNORECASE)
# round 13: "is it still safe / okay to ...": whether a habit is safe, advice; "still" asks no news
_STILL_ADVICE = re.compile(r"^\s*is\s+it\s+still\s+(?:safe|ok|okay|fine|healthy|alright|all\s+right|good|bad|"
                           r"possible|advisable|wise)\s+to\b", re.IGNORECASE)
# gate18 (wave 22b's spent half): the right time for a task or a habit ("when should tulip bulbs be planted", "when
# should you prune roses", "when should I start potty training"): advice that holds; not a named body's next move
# ("when should the Fed cut rates": its subject is no plain person or thing)
_TIMING_ADVICE = re.compile(r"^\s*when\s+should\s+(?:(?:i|you|we|one|people|parents|kids|children|beginners)\b|"
                            r"(?:an?|my|your|our)\s+[a-z]|(?!the\b)[a-z]+(?:\s+[a-z]+)?\s+be\s+[a-z]+(?:ed|en|wn)\b)")
# round 13: "Breaking" opening a capitalised title ("Breaking Bad", "Breaking Dawn"), not "Breaking News"
_TITLE_BREAKING = re.compile(r"\bBreaking\s+(?!News\b)[A-Z]")
# round 13: a temperature in a unit ("at what temperature in Kelvin does water boil"): a measure, not the weather
_TEMPERATURE_UNIT = re.compile(r"\btemperature\s+in\s+(?:degrees\s+)?(?:kelvin|celsius|centigrade|fahrenheit|"
                               r"rankine)\b", re.IGNORECASE)
# round 14 (wave 13, read): "stock" in a term of equity pay ("a stock option plan", "restricted stock units"), no
# market price asked
_EQUITY_PAY = re.compile(r"\bstocks?[\s-]+(?:options?|grants?|awards?|units?|purchase\s+plans?|compensation|"
                         r"based\s+compensation|vesting)\b", re.IGNORECASE)
# gate-en13 (wave 16, read): "so far" of a distance or a degree, in a generic present ("how do owls turn their
# heads so far", "why do terns fly so far south"), or before "away / from / apart ..." ("so far from the sun"); not
# "how many has X scored so far" (a perfect or a past: to date)
_DEGREE_SO_FAR = re.compile(
    r"^\s*(?:how|why)\s+(?:do|does|can|(could|did))\s+(?!(?:[\w'’-]+\s+){0,6}?(?:been|scored|won|raised|sold|made|"
    r"had|got|gotten|look|looks|stand|stack|fare|compare|rank|rate|perform|doing|going|think|feel|"
    # told in the past, a value's move ("how did Nvidia shares fall so far"): a market's recent news, not a
    # distance ("how do cats fall so far" stays one, review13a)
    r"(?(1)(?:fall|drop|sink|slide|slip|plunge|plummet|tumble|crash|decline|rise|climb|surge|soar|jump|rally|"
    r"spike)|(?!)))\b)"
    r"(?:[\w'’-]+\s+){1,8}?so\s+far\b(?!\s+(?:this|in|today|to\s+date)\b)|"
    r"\bso\s+far\s+(?:away|from|apart|north|south|east|west|behind|ahead\s+of|out|up|down|back|into)\b",
    re.IGNORECASE)
# gate-en13 (wave 16, read): a living thing, an organ or matter giving off a substance ("which trees release
# pollen", "which glands release adrenaline"): biology and chemistry, not a launch
_SUBSTANCE_RELEASE = re.compile(
    r"\breleas(?:e|es|ed|ing)\s+(?:(?:the|a|an|its|their|more|less|much|so\s+much)\s+)?(?:[\w-]+\s+)?"
    r"(?:pollen|spores?|seeds?|sap|resin|hormones?|adrenaline|insulin|dopamine|serotonin|oxytocin|cortisol|"
    r"endorphins?|histamine|enzymes?|bile|saliva|sweat|toxins?|venom|ink|pheromones?|eggs|sperm|gas(?:es)?|"
    r"oxygen|carbon(?:\s+dioxide)?|co2|methane|sulfur|sulphur|steam|vapou?r|heat|energy|radiation|light|"
    r"electrons?|ions?|neurotransmitters?|chemicals?|odou?rs?|scents?|fluids?|water|ash|lava|magma)\b",
    re.IGNORECASE)
# gate-en13 (wave 16, read): the highest / maximum score a rule allows ("the highest score a judge can give", "a
# perfect score in bowling", "the maximum possible score"), not a record set ("the highest score in IPL history")
_RULE_SCORE = re.compile(
    r"\b(?:highest|maximum|max|lowest|minimum|top|perfect)\s+(?:possible\s+)?scores?\s+(?:(?:that\s+)?(?:a|an|one|you|"
    r"each|any|the)\s+(?:[\w'’-]+\s+){0,3}?(?:can|could|may|is\s+able\s+to)\b|(?:possible|allowed)\b)|"
    r"\b(?:possible|perfect)\s+scores?\b(?!.*\b(?:history|ever|record|this|last)\b)", re.IGNORECASE)
# review14b: "this term" as a word asked about ("define this term", "I don't understand this term: ..."), not a court's
# or a school's term
_WORD_ASKED = re.compile(r"\b(?:define|explain|translate|pronounce|spell|understand|clarify|paraphrase|rephrase|"
                         r"look\s+up|know)\s+this\s+term\b|\bthis\s+term\s*[:\"“'‘(]", re.IGNORECASE)
# gate18 (spent halves): a score that rates a person or a sample, not a game ("what does a higher credit score mean",
# "what IQ score counts as gifted", "how is a z-score read")
_METRIC_SCORE = re.compile(r"\b(?:credit|fico|iq|sat|act|gre|gmat|lsat|mcat|ielts|toefl|apgar|z|t|f|p|bleu|f1|"
                           r"sentiment|risk|test|exam)[\s-]scores?\b", re.IGNORECASE)
# gate18 (wave 23's fit half): a temperature bound of physics ("the coldest temperature theoretically possible",
# "the lowest temperature possible in the universe"), not the weather's record
_PHYSICS_TEMPERATURE = re.compile(r"\b(?:lowest|coldest|highest|hottest)\s+(?:possible\s+)?temperatures?\s+"
                                  r"(?:(?:that\s+is\s+|is\s+)?(?:theoretically|physically)\s+possible|possible|"
                                  r"(?:allowed|permitted)\s+by\s+physics|in\s+(?:physics|theory|the\s+universe))\b|"
                                  r"\b(?:lowest|coldest|highest|hottest)\s+possible\s+temperatures?\b|\babsolute\s+zero\b",
                                  re.IGNORECASE)
_TEMPERATURE_SENSE = re.compile(_TEMPERATURE_UNIT.pattern + "|" + _PHYSICS_TEMPERATURE.pattern, re.IGNORECASE)
# gate18: the smallest unit of a thing, a definition ("what's the smallest unit of life", "the smallest unit of
# information"), not a record
_DEFINING_UNIT = re.compile(r"smallest\s+(?:[\w-]+\s+)?units?\s+of\b", re.IGNORECASE)
_SCORE_SENSE = re.compile(_RULE_SCORE.pattern + "|" + _METRIC_SCORE.pattern, re.IGNORECASE)
_OTHER_SENSE = {"live": _LIFESPAN_OR_HOME, "current": _FLOW, "today": _MODERN_NAME, "breaking": _TITLE_BREAKING,
                "temperature in": _TEMPERATURE_SENSE, "stock": _EQUITY_PAY, "stocks": _EQUITY_PAY,
                "so far": _DEGREE_SO_FAR, "release": _SUBSTANCE_RELEASE, "releases": _SUBSTANCE_RELEASE,
                "released": _SUBSTANCE_RELEASE, "score": _SCORE_SENSE, "scores": _SCORE_SENSE,
                **{f"{sup} temperature{s}": _PHYSICS_TEMPERATURE for sup in ("lowest", "coldest", "highest", "hottest")
                   for s in ("", "s")},
                "this term": _WORD_ASKED}


def other_sense(word: str, text: str) -> bool:
    """The hard time word ``word`` is used in ``text`` in a sense that is no time ("how long do whales live")."""
    shape = _OTHER_SENSE.get(" ".join(word.lower().split()))
    m = shape.search(text) if shape else None
    if m and word.lower() == "today" and _PAST_BE_BEFORE.search(text, max(0, m.start() - 60), m.start()):
        return False  # "who was called today to testify": an event of today, not a modern name
    if m and word.lower() == "live" and (w := _WHERE_DO.match(m.group(0))) and name_in(" " + m.group(0)[w.end():]):
        return False  # "where do Taylor Swift and Travis Kelce live": named people's home now, not a habitat
    return bool(m)


# round 13: a count per generic unit ("how many players does each NBA team have", "how many lanes does a typical
# motorway have"): a kind's make-up, not one named thing's holdings
_KIND_COUNT = re.compile(r"\bhow\s+many\s+(?:[\w'’-]+\s+){1,3}?(?:does|do)\s+(?:each|every|an?|one|any|"
                         r"the\s+(?:average|typical))\s", re.IGNORECASE)
# gate-en14: the moons of the Sun and of the rocky planets are fixed by nature (none, none, one, two: "how many moons
# does Earth have"); the giant planets' counts grow with each survey and stay with the count shape
_FIXED_MOONS = re.compile(r"\bhow\s+many\s+(?:natural\s+)?(?:moons|satellites)\b(?![^?]{0,40}\b(?:known|discovered|"
                          r"found|confirmed)\b)[^?]{0,30}?\b(?:the\s+sun|sun's|mercury|venus|earth|mars)\b",
                          re.IGNORECASE)


# round 14 (wave 13, read): a superlative over numbers ("the smallest perfect number", "the lowest common multiple
# of 4 and 6"): maths, fixed; not a record found by search ("the largest known prime") nor a count ("the largest
# number of speakers")
_NUMBER_SUPERLATIVE = re.compile(
    r"(?:smallest|largest|biggest|greatest|lowest|highest|least)\s+(?:[\w-]+\s+){0,2}?"
    r"(?:numbers?(?!\s+of\b)|primes?|integers?|common\s+(?:multiple|divisor|factor|denominator)|divisors?|factors?|multiples?|squares?|cubes?|fractions?|"
    r"digits?)\b(?![^?]{0,40}\b(?:known|found|discovered|computed|calculated\s+so\s+far|on\s+record)\b)",
    re.IGNORECASE)
_KNOWN_RECORD = re.compile(r"\b(?:known|found|discovered|computed|on\s+record)\b", re.IGNORECASE)


def number_superlative(text: str, at: int) -> bool:
    """The superlative at ``at`` ranks numbers ("the smallest perfect number"): maths, not a record; or names the
    highest score a rule allows ("the highest score a judge can give", gate-en13)."""
    return ((bool(_NUMBER_SUPERLATIVE.match(text, at)) and not _KNOWN_RECORD.search(text))
            or bool(_RULE_SCORE.match(text, at))
            or bool(_PHYSICS_TEMPERATURE.match(text, at))  # "the coldest temperature possible" (gate18)
            or bool(_DEFINING_UNIT.match(text, at)))  # "the smallest unit of life" (gate18)


def kind_count(text: str) -> bool:
    """ "How many lanes does a typical motorway have": the parts of a kind; "how many moons does Mars have": fixed by
    nature (gate-en14)."""
    return bool(_KIND_COUNT.search(text) or _FIXED_MOONS.search(text))


def still_advice(text: str) -> bool:
    """ "Is it still safe to eat bread with the mould cut off?": advice on a habit; not about a named place or thing
    ("is it still safe to travel to Israel", "… to use Windows 10": its state now is news, review 12b)."""
    return bool((m := _STILL_ADVICE.match(text)) and not name_in(" " + text[m.end():]))


def timing_advice(text: str) -> bool:
    """ "When should tulip bulbs be planted?": the right time for a task, advice (gate18)."""
    return bool(_TIMING_ADVICE.match(text))


def work_tally(text: str) -> bool:
    """ "How many Grammys did the album Thriller win": a finished work's awards."""
    return bool(_WORK_TALLY.match(text))


def method_ask(text: str) -> bool:
    """ "How is the table ordered when teams are level": how a result is reached, a rule that holds."""
    return bool(_METHOD.match(text))


def given_sum(text: str) -> bool:
    """An amount stated, then a result asked: a sum to work out, not a price to look up."""
    return bool(_GIVEN_FIGURE.search(text) and _RESULT_ASKED.search(text))


def school_subject(text: str) -> bool:
    """ "current events" naming a school subject or task."""
    return bool(_SCHOOL_SUBJECT.search(text))


def best_way(text: str, at: int) -> bool:
    """The superlative at ``at`` opens "best way to ...": advice."""
    return bool(_BEST_WAY.match(text, at))


screen_patterns(globals())  # each pattern above skips a text lacking a word all its matches need (time/prefilter.py)
