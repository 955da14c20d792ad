""""A new X" that the asker or the assistant makes, starts or learns is no news cue — scoped to its clause.

The rules read a lower-case "new" as a news cue ("is the new Zelda out?", "any new cases of bird flu?"). It is none
when the new thing is the asker's own errand: "write a new cover letter", "give me a new sudoku puzzle", "I want to
learn a new language, can you help me with that?", "a catchy slogan for my new business". Those are requests of
the chat, and the rules searched them for that one word.

Origins: MetaTool's queries for local tools (slogans, sudoku, ASCII art, game design, languages), AgentDojo's user
tasks ("create a new calendar event"), SituatedQA and round 11 each had such rows (round 29, gate29's
``gate_own_new``, not shipped). Round 29's review (review29a) found its cost: "I'm buying a new phone, is the Pixel
10 out yet?" — the errand is the asker's own, but another clause asks about the world, and with "new" gone nothing
else searched. So here the cue is dropped only when

* every lower-case "new" of the question is the object of a verb of making, starting or learning whose doer is the
  asker or the assistant ("I'm designing a new ...", "can you create a new ...", "help me write a new ...", an
  imperative "Start a new ..."), or the asker's own "my / our new X"; a company's making ("Is Nintendo making a new
  Zelda game?") is not such an errand, nor is buying or getting (the market is news); and
* no clause of the question speaks of the world: none names anything (a capitalised word past the clause's first,
  a digit), none asks a question that is not advice on the errand (a yes/no question about a third party, "who",
  "which", "when is", "what's"), none has a word of the present or of a change ("still", "yet", "again", "out",
  "available", "price", "won", "launched", "popular" ...). A request to the assistant ("can you suggest some
  colours?"), advice with a modal ("how should the turns work?", "where should a beginner start?"), a greeting or a
  fragment ("something cozy") are the asker's own.

An errand whose topic is a definite thing not the asker's own ("a new letter to my senator about the housing bill
that passed") keeps the cue too (gate30, after its parts d and e).

Written with gate30's 90 near-miss questions (bench/data/gate_r30_own_new.tsv, written before the rule).
Narrowed by review30a (bench/data/gate_review30a_probe.tsv, written after reading this module; 22 of its 43 news
questions were kept local, 3 after): "the new X" after a verb of taking up (learn, give me, set up, add, start) is a
thing that exists ("I need to learn the new tax rules"); releases asked for ("give me some new movies to watch"); an
errand whose topic is a ranking, a market, a figure of the news, a device's update or an office holder.
Measured (round 30): MetaTool dev kept local 351 -> 357 of 417 (final half unchanged, 335 of 385), AgentDojo private
15 -> 17 of 21 (dev) and 17 -> 18 of 27 (final), no bench set, judge or must-search row moved.
Does not cover: a lower-case name with no other cue ("a new slide on spacex's starship progress") or a market
implied only ("build me a new gaming pc parts list for a thousand bucks") — kept local; an errand with a named
thing in it ("a new Python project", "Add a new row ... for $40") keeps searching, as does advice asked as "what's
the easiest ...". A definite topic that is not news ("practice questions on the water cycle") searches.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from .time.prefilter import screen_patterns

__all__ = ["own_new_only"]

_NEW = re.compile(r"\bnew\b")  # lower-case, as the rules read it
_MAKE = (r"make|making|create|creating|generate|generating|write|writing|draft|drafting|compose|composing|design|"
         r"designing|build|building|plan|planning|invent|inventing|come\s+up\s+with|coming\s+up\s+with|think\s+of|"
         r"make\s+up")
# verbs that take up a thing rather than make it (review30a): "the new X" after them is a thing that already exists,
# often one others made ("I need to learn the new tax rules", "give me the new tax brackets", "set up the new
# tax-free allowance"), so only "a / an / my / our / some new" is the errand there
_TAKE = (r"start|starting|begin|beginning|set\s+up|setting\s+up|learn|learning|give\s+me|open|add|adding")
# the doer is the asker or the assistant: a clause led by the verb (an imperative), by a request to the assistant,
# by "help me", or by I / we; then the verb, then "a / an / my / our / the / some" and "new" ("the" after _MAKE only)
_ERRAND = re.compile(
    rf"^(?:(?:hey|hi|ok|okay|so|and|also|now|please)[\s,!]+)*"
    rf"(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?|please\s+|let'?s\s+|"
    rf"(?:I|we)(?:'m|'re|\s+am|\s+are|\s+(?:want|need|would\s+like|'d\s+like|plan|hope|am\s+going|'m\s+going|"
    rf"are\s+going|'re\s+going|have|'ve\s+got)\s+to|\s+(?:will|'ll|can|should))?\s+(?:trying\s+to\s+)?)?"
    rf"(?:help\s+me\s+(?:to\s+)?)?(?:(?:{_MAKE})\s+(?:me\s+|us\s+)?(?:(?:a|an|my|our|the|some)\s+)?|"
    rf"(?:{_TAKE})\s+(?:me\s+|us\s+)?(?:(?:a|an|my|our|some)\s+)?)new\b",
    re.IGNORECASE)
_OWN_NEW = re.compile(r"\b(?:my|our)\s+(?:very\s+|brand\s+)?new\b", re.IGNORECASE)

# clauses: sentences, then parts joined by a comma, a semicolon, "and" or "also"
_CLAUSE_SPLIT = re.compile(r"[.!?;:]+(?:\s+|$)|,\s*|\s+-+\s+|\s+—\s+|\s+(?:and|also)\s+(?=\w)", re.IGNORECASE)

# a name or a figure: a capitalised word that is not "I" nor a lone letter, a digit
_NAME = re.compile(r"(?<![\w'])(?!I\b|I'[a-z]+\b)(?-i:[A-Z])[\w&'’.-]+|\d")
# words of the present, of a change, of a ranking or a market: the clause is about the world
_WORLD_WORD = re.compile(
    r"\b(?:still|yet|again|anymore|any\s+more|currently|now|today|tonight|latest|newest|recent|recently|out|"
    r"available|sale|hiring|taken|called|champion|won|win|wins|topped|top|popular|highest|lowest|cheapest|"
    r"rates?|prices?|costs?|fees?|announced|announce|released|release|launched|launch|changed|change|raised?|"
    r"cut|fixed|outage|down|closed|shortage|lifted|warning|hacked|news|trending|election|score|scores|stock|"
    # an event of the news as the errand's topic ("write a new speech about the strike at the port", "a new post
    # about the ceasefire talks": gate30's self-review, written after the first version)
    r"strikes?|ceasefire|talks|war|wars|trial|verdict|ruling|earthquake|hurricane|storm|floods?|wildfires?|"
    r"mergers?|layoffs?|protests?|summit|tariffs?|shutdown|recalls?|referendum|scandal|attacks?|resigned|"
    r"resignation|indicted|arrested|crash)\b",
    re.IGNORECASE)
# review30a (its probes, bench/data/gate_review30a_probe.tsv, written after reading this module): an errand whose
# content is the world's present — a ranking or a market ("a new list of the best budget laptops", "a new thread about
# the housing market", "the ai chip market": its wave 2; not a market place, "my stall at the farmers market"), a
# price to pay ("what should I expect to pay for eggs"), a figure of the news ("the jobs report", "the bird flu
# cases"), a device's update ("my new iphone drains fast after the update, any known issues"), an office holder named
# by the office ("a new bio for the ceo of openai", "a new letter to the mayor of chicago"), or releases asked for
# ("give me some new movies to watch", "a new phone recommendation")
# offices of public note only (not gate_vocab.ROLES, whose "owner", "manager", "host", "principal" are the asker's
# own as often: "a new email to the manager of the store about a refund")
_OFFICE = (r"ceo|chief\s+executive|president|prime\s+minister|premier|chancellor|governor|mayor|minister|king|queen|"
           r"pope|senator|head\s+coach|coach|chair(?:man|woman|person)?|secretary[\s-]general|speaker")
_WORLD_TOPIC = re.compile(
    r"\b(?:best|biggest|(?<!farmers\s)(?<!farmers'\s)(?<!flea\s)(?<!night\s)(?<!street\s)(?<!fish\s)markets?|"
    r"jobs\s+report|unemployment|inflation|mortgages?|outbreaks?|pandemic|epidemic|bird\s+flu|measles|covid|"
    r"(?:the|this|an?)\s+(?:latest\s+|last\s+|recent\s+)?(?:software\s+|system\s+|firmware\s+)?update|rollout|"
    r"known\s+(?:issues|bugs|problems|glitch(?:es)?)|pay\s+for|expect\s+to\s+pay)\b|"
    rf"\bthe\s+(?:{_OFFICE})\s+(?:of|at|for)\s+(?!(?:my|our|your|his|her|their)\b)",
    re.IGNORECASE)
_RELEASES_ASKED = re.compile(
    r"\bgive\s+(?:me|us)\s+(?:a\s+|some\s+)?new\s+(?:[\w-]+\s+){0,2}?(?:movies|films|shows|series|music|songs|albums|"
    r"books|novels|games|podcasts|releases|episodes|anime|phones?|laptops?|cars?|tvs?|gadgets|apps|headphones|"
    r"consoles?|cameras?|tablets?)\b", re.IGNORECASE)
# a question that asks the world, not advice on the errand: a yes/no question about a third party, or who / which /
# when / where / why / what is ..., unless it asks what one should do ("how should", "what should go on it")
_YES_NO = re.compile(r"^(?:is|are|was|were|has|have|had|did|does|do|will|can|could)\s+(?!I\b|we\b|you\b|one\b)",
                     re.IGNORECASE)
_WH = re.compile(r"^(?:who|whom|whose|which|when|where|why|what|how\s+(?:much|many|long|often)|whether|is\s+there)\b",
                 re.IGNORECASE)
_ADVICE = re.compile(r"^(?:how|what|where|which|when)\b(?:\s+[\w'-]+){0,4}?\s+(?:should|shall|could|would|might|"
                     r"(?:do|can|should)\s+(?:I|we))\b|^how\s+(?:do|can|should|would)\s+(?:I|we|you|one)\b",
                     re.IGNORECASE)
# what the asker writes in for the errand: a quoted title, a date, a clock time, a length ("create a new 1 hour long
# event 'Follow-up meeting' on 2024-05-19 at 10:00": AgentDojo's calendar tasks)
_USERS_OWN = re.compile(r"(?<![\w'’])'[^']{1,80}'(?![\w'’])|\"[^\"]{1,80}\"|“[^”]{1,80}”|\b\d{4}-\d{2}-\d{2}\b|"
                        r"\b\d{1,2}:\d{2}(?:\s*[ap]\.?m\.?)?|\b\d{1,2}\s*[ap]\.?m\b\.?|"
                        r"\b\d+(?:\.\d+)?[\s-]*(?:hours?|hrs?|minutes?|mins?|days?|weeks?)(?:[\s-]+long)?\b",
                        re.IGNORECASE)
_MADE_THING = re.compile(r"\bnew\s+(?:\S+\s+){0,2}?\S+")
_MONEY = re.compile(r"[$€£¥]\s?\d[\d,.]*")
# the errand's topic is a definite thing not the asker's own ("a new letter to my senator about the housing bill that
# passed", "a new post about the ceasefire talks"): it may be news, so the cue stays (gate30's blind part e lost one)
_DEFINITE_TOPIC = re.compile(r"\b(?:about|on|regarding|reacting\s+to|responding\s+to|covering)\s+the\s+"
                             r"(?!(?:word|letter|number|colou?r|theme|topic|idea|concept|subject)\b)", re.IGNORECASE)
_WH_INSIDE = re.compile(r"\b(?:who|when|where|which|whether)\b", re.IGNORECASE)


def _clauses(text: str) -> list[str]:
    return [c.strip() for c in _CLAUSE_SPLIT.split(text) if c and c.strip()]


def _errand_new(clause: str) -> int:
    """How many of the clause's "new"s are the asker's or the assistant's own errand."""
    own = len(_OWN_NEW.findall(clause))
    if _ERRAND.search(clause):
        own = max(own, 1)
    return own


def _names_the_world(clause: str, errand: bool) -> bool:
    """Does the clause name or ask about something in the world?"""
    clause = _USERS_OWN.sub(" ", clause)
    body = clause
    if errand:  # the made thing itself may carry a name ("start a new Sudoku game"), and a sum its own figure
        body = _MONEY.sub(" ", _MADE_THING.sub(" ", clause, count=1))
    names = _NAME.findall(body[1:] if body[:1].isupper() else body)
    if (names or _WORLD_WORD.search(clause) or _WORLD_TOPIC.search(clause) or _RELEASES_ASKED.search(clause)
            or (errand and _DEFINITE_TOPIC.search(clause))):
        return True
    if _ADVICE.search(clause):
        return False
    if _YES_NO.search(clause) or _WH.search(clause):
        return True
    return bool(_WH_INSIDE.search(clause))  # "tell me who the champion is"


def own_new_only(text: str) -> bool:
    """Is every lower-case "new" of ``text`` the asker's own errand, with no clause about the world beside it?"""
    total = len(_NEW.findall(text))
    if not total:
        return False
    clauses = _clauses(text)
    own = 0
    for clause in clauses:
        errand = _errand_new(clause)
        own += min(errand, len(_NEW.findall(clause)))
        if _names_the_world(clause, bool(errand)):
            return False
    return own >= total


screen_patterns(globals())  # each pattern above skips a text lacking a word all its matches need (time/prefilter.py)
