"""Three news shapes round 10 found missing: a headline turned into a question, a reaction asked with "how did", and
a post changing hands.

* ``headline_ask``: a headline, then a colon and the question about it ("Minister quits over housing scandal: who
  replaces her?", "Stadium collapse in Lagos: what caused it?", "Chip export curbs tightened: which companies are
  affected?"). The headline carries a deed in headline grammar (a present or past verb, "quits", "tightened") or an
  event noun ("collapse", "strike", "talks"); a section label ("Quiz 3:", "History:") or a lead of fewer than three
  words is no headline.
* ``reaction_ask``: "how did X react / respond / fare / get on / perform / vote" ("How did investors react to
  Nvidia's results?", "How did Arsenal get on against Newcastle?"): an outcome asked of someone, not the "how did"
  of an explanation ("how did the romans build aqueducts").
* ``succession_ask``: who took a post from someone, or whom a body chose, or whether it passed a bill ("Who replaced Marta Ilves as finance minister?", "Who took over
  as chair of the African Union?", "who will succeed the governor"): the post changed hands, which is news unless
  the question is pinned to history (the caller rules out stated years and "when ..."; an empire, a dynasty, a war,
  a reign or a regnal number stand it down here, and so do the highest offices — president, prime minister,
  chancellor, a crown — whose successions quizzes of history ask most: "Who succeeded Lincoln as president?").

Each returns the words that matched, or ``None``. The caller (``gate._news``) rules out stated years, chat requests
and "invented / founded / born" history first.
"""

from __future__ import annotations

import re

from .gate_deed import age_of_history
from .gate_drift import succession_premise
from .time.prefilter import screen_patterns

__all__ = ["headline_ask", "reaction_ask", "succession_ask"]

_QUESTION = r"(?:who|whom|whose|what|which|when|where|why|how|is|are|was|were|did|does|do|will|can|has|have)\b"
# "Headline words: question?" with a lead that is no question itself and no section label
_HEADLINE = re.compile(
    r"^\s*(?!(?:who|whom|whose|what|which|when|where|why|how|quiz|question|q|round|part|section|chapter|lesson|"
    r"exercise|problem|example|note|hint|tip|step|bonus|trivia|history|science|maths?|geography|definition|"
    r"true\s+or\s+false)\b)(?P<lead>[^:?]+?)\s*[:—–]\s+" + _QUESTION + r"[^:]*\?\s*$", re.IGNORECASE)
# headline grammar: a verb in the present or past ("quits", "survives", "tightened", "hit") or an event noun
_HEADLINE_DEED = re.compile(
    r"\b(?!(?:was|has|does|this|its|his|hers|ours|yours|theirs|is|us|plus|less|thus|always|news|series|species|"
    r"physics|politics|economics|mathematics|chaos|bus|gas|class|glass|lens|boss|loss|cross|press|process|"
    r"business|address|access|success|progress|congress|status|census|bonus|campus|virus|focus|crisis|analysis|"
    r"basis|thesis|axis|tennis|various|serious|famous|previous|obvious|nervous|enormous|dangerous|"
    r"anonymous)\b)[a-z]{3,}(?:s|ed)\b|\b(?:hit|cut|set|quit|shut|sold|won|lost|fell|rose|beat|struck|"
    r"collapse|strike|talks|attack|outbreak|scandal|shutdown|crash|fire|blaze|flood(?:ing)?|blast|explosion|row|"
    r"deal|vote|crisis|protests?|ban|probe|heatwave|storm|quake|earthquake|derailment|outage|blackout|recall|"
    r"layoffs|merger|takeover|bid|ruling|verdict|sentence|poll|defeat|victory|leak|hack|breach|spill|"
    r"walk(?:s|ed)?\s+out|walkout|ceasefire|truce|standoff|shooting|stabbing|raid|arrest|charges|lawsuit|fine|rate|rates)\b")
_REACTION = re.compile(
    r"^\s*how\s+did\s+(?:[\w’'.&-]+\s+){1,6}?(?:react|respond|reply|retaliate|fare|get\s+on|perform|finish|vote|"
    r"take\s+the\s+news|do\s+(?:in|at|against|on)\b)", re.IGNORECASE)
_SUCCESSION = re.compile(
    r"^\s*(?:who|which\s+[\w-]+(?:\s+[\w-]+)?)\s+(?:(?:has|have|will|is|are|was)\s+)?(?:been\s+)?"
    r"(?:replaced?|replaces|replacing|succeed(?:ed|s)?|succeeding|took\s+over|takes\s+over|taking\s+over|"
    r"take\s+over|stepped\s+in|steps\s+in)\b(?!\s+(?:the\s+)?(?:throne|crown)\b)", re.IGNORECASE)
# "who did the Democrats nominate for governor", "did the senate pass the spending bill": a body's choice or vote
_BODY_CHOICE = re.compile(
    r"^\s*who\s+did\s+(?:the\s+)?(?:[\w’'.&-]+\s+){1,3}?(?:nominate|pick|choose|select|appoint|name|endorse|hire|"
    r"sign|draft|elect|tap)\b|"
    r"^\s*(?:did|has|have|will)\s+(?:the\s+)?(?:senate|house|congress|parliament|lawmakers|council|assembly|"
    r"supreme\s+court|court|judge|jury|committee|board|regulators?|cabinet|government|fed|ecb|union|members|"
    r"shareholders|voters)\s+(?:finally\s+)?(?:pass|approve|reject|block|vote|back|ratify|veto|uphold|overturn|"
    r"strike\s+down|rule|accept|agree|sign\s+off)\b", re.IGNORECASE)
_OLD_ORDER = re.compile(r"\b(?:president|presidency|prime\s+minister|premier|chancellor|king|queen|emperor|empress|tsar|czar|pharaoh|pope|sultan|shah|kaiser|caesar|"
                        r"throne|crown|reign|regime\s+of|roman|greek|ottoman|byzantine|mughal|ming|qing|tudor|"
                        r"stuart|habsburg|napoleon|[a-z]+\s+(?:ii|iii|iv|vi|vii|viii|ix|x|xi|xii|xiii|xiv|xv|xvi))\b",
                        re.IGNORECASE)


def headline_ask(text: str) -> str | None:
    """ "Minister quits over housing scandal: who replaces her?": a headline of three words or more with a deed."""
    m = _HEADLINE.match(text)
    if not m or len(m.group("lead").split()) < 3:
        return None
    deed = _HEADLINE_DEED.search(m.group("lead"))
    return f"headline:{deed.group(0).lower()}" if deed else None


def reaction_ask(text: str) -> str | None:
    """ "How did investors react to ...", "how did Arsenal get on against Newcastle"."""
    m = _REACTION.match(text)
    return " ".join(m.group(0).lower().split())[:40] if m and not age_of_history(text) else None


def succession_ask(text: str) -> str | None:
    """ "Who replaced Marta Ilves as finance minister?", "who took over as chair of the African Union?", "who did
    the Democrats nominate for governor", "did the senate pass the spending bill"."""
    m = _SUCCESSION.match(text) or _BODY_CHOICE.match(text)
    if not m or age_of_history(text) or _OLD_ORDER.search(text) or succession_premise(text):
        return None
    return " ".join(m.group(0).lower().split())[:40]


screen_patterns(globals())  # each pattern above skips a text lacking a word all its matches need (time/prefilter.py)
