"""A service's or a process's live state asked with no time word (gate22; English).

Wave 34's fit half showed askers who want the state of a service or a running process right now, in words no time
rule reads. Each shape is a word class or a grammar slot, read for any named thing:

* a queue, a wait, a waiting list or a processing time at a place or a service: "queues at Dover port?", "how long
  is the queue at the Louvre", "NHS dentist waiting list in Cornwall", "the wait for a GP appointment in Bristol",
  "passport renewal processing time";
* a service running, sailing or having trouble: "Eurostar running ok?", "are calmac ferries to Arran sailing",
  "is microsoft having issues", "Tower Bridge lift times";
* a road, pass or site open or shut after an event: "is the Great Ocean Road open after the landslide";
* a warning or a reading of air, pollen or water where someone is: "flood warning out for Shrewsbury", "whats the
  AQI in lahore", "Wye river level at Monmouth" (not a definition or a method: "what is the AQI scale", "how is a
  pollen count measured");
* a process under way: a recall ("lettuce recall e coli", "a recall on them for the brakes"; not "the Tylenol recall
  in 1982", "what counts as a product recall", "do you recall"), a trial or an inquiry asked where it is at or for
  its charges ("where is the X retrial at", "Horizon prosecutions - any charges?"), things being hit by an event
  ("are flights being hit by that"), a band coming to a place on tour, a named firm asked "what happened with
  Evergrande?".

``service_live(text)`` returns a cue ("svc:<shape> ...") or ``None``. Pure; no nested unbounded quantifiers.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from .time.prefilter import screen_patterns

__all__ = ["service_clause", "service_live"]

# a definition, a method, the past or the user's own thing: no live state asked
_NOT_LIVE = re.compile(r"\b(?:what\s+(?:is|was|are|were)\s+(?:an?|the)\s+(?:\w+\s+){0,2}?(?:scale|index|recall|"
                       r"queue|trial)\b|what\s+counts\s+as|what\s+does|stand\s+for|mean(?:s|ing)?|definition|"
                       r"measured|calculated|how\s+(?:is|are|does|do)\s+(?:an?\s+|the\s+)?(?:\w+\s+){0,3}?"
                       r"(?:work|measured|calculated|made|formed)|why\s+(?:was|were|did)|what\s+(?:was|were)|"
                       r"history|(?:1[5-9]|20)\d\d|\d0s|famous|(?:you|i|we|they|can['’]?t|cannot|to|don['’]t)\s+recall)\b",
                       re.IGNORECASE)
# "where are we on the debt ceiling talks": the public's "we" on a public matter (the user's own "where are we on
# the Henderson account" names no such matter)
_WE_ON_MATTER = re.compile(r"^\s*where\s+are\s+we\s+(?:at\s+)?(?:on|with)\s+(?:the\s+)?(?:[\w'’.&-]+\s+){0,4}?"
                           r"(?:talks|negotiations|shutdown|ceiling|deal|bill|ceasefire|strike|inquiry|trial|election|"
                           r"count|recount|budget|tariffs?|sanctions)\s*+[?!.]*+\s*+$", re.IGNORECASE)
# the user's own queue, wait or trouble right beside the match ("my code keeps having issues", "our queue at work")
_OWN_NEAR = re.compile(r"\b(?:my|our|your|i|we|i['’]m|we['’]re)\b", re.IGNORECASE)
_WAIT = re.compile(r"\b(?:queues?|queue\s+times?|the\s+wait|waiting\s+(?:lists?|times?)|wait\s+times?|"
                   r"processing\s+times?|backlog)\s++(?:(?:is\s+|are\s+)?(?:at|in|for|from|on|to)\s+|(?=[?]?\s*+$))|"
                   r"\b(?:how\s+long\s+(?:is|are)\s+(?:the\s+)?(?:queues?|wait|waiting\s+list)|"
                   r"how\s+long\s+is\s+(?:the\s+)?[\w'’.&-]+(?:\s+[\w'’.&-]+){0,2}?\s+taking\s+to\s+(?:process|issue|"
                   r"renew|approve))\b", re.IGNORECASE)
# (a service running, not running something: "is Docker running containers as root" asks a setting; the verb stands
# alone or before a time, a route or a manner)
_ALONE = (r"(?=\s*+(?:[?!.,;]|$)|\s++(?:ok|okay|normally|now|today|tonight|again|late|on\s+time|on\s+schedule|"
          r"as\s+normal|as\s+usual|to|between|from|at|in|on|this|after|despite|or\s+not)\b)")
_RUNNING = re.compile(r"^\s*(?:is|are)\s+(?:the\s+)?(?:[\w'’.&-]+\s+){1,5}?(?:(?:running|sailing|operating|back\s+up)"
                      rf"{_ALONE}|"
                      r"having\s+(?:issues|problems|trouble|an?\s+outage|outages|technical\s+(?:issues|problems|"
                      r"difficulties))\b)|"
                      r"\b(?:is|are)\s+(?:[\w'’.&-]+\s+){1,3}?having\s+(?:issues|problems|an?\s+outage|outages)\b|"
                      r"^\s*(?:the\s+)?[\w'’.&-]+(?:\s+[\w'’.&-]+){0,2}?\s+(?:running|sailing|operating)\s+"
                      r"(?:ok|okay|normally|as\s+normal|on\s+time)\s*+[?!.]*+\s*+$|"
                      r"\b(?:bridge\s+)?lift\s+times\b", re.IGNORECASE)
_OPEN_AFTER = re.compile(r"^\s*(?:is|are|has|have)\s+(?:the\s+)?(?:[\w'’.&-]+\s+){1,5}?(?:been\s+)?(?:open|closed|"
                         r"shut|reopened|passable|accessible)\s+(?:again\s+)?(?:after|following|because\s+of|due\s+to|"
                         r"since)\b", re.IGNORECASE)
_READING = re.compile(r"\b(?:flood|weather|storm|heat|fire|avalanche|tsunami|travel|air\s+quality)\s+(?:warnings?|"
                      r"alerts?|advisor(?:y|ies))\s+(?:out\s+)?(?:for|in|on|at)\b|"
                      r"\b(?:aqi|air\s+quality|pollen(?:\s+(?:count|levels?|forecast))?|river\s+levels?|"
                      r"water\s+levels?|uv\s+index|smog)\s+(?:(?:is\s+)?(?:in|at|for|of|on)\s+)?(?-i:[A-Z])|"
                      r"\b(?:aqi|air\s+quality|pollen\s+(?:count|levels?)|river\s+levels?)\s+(?:in|at|for)\s+\w|"
                      r"^\s*(?:[\w'’-]+\s+){1,2}?(?:aqi|air\s+quality|pollen\s+(?:count|levels?)|"
                      r"river\s+levels?)\s*+[?!.]*+\s*+$|"
                      # "pollen levels paris", "air quality delhi": a reading and a place, lower case
                      r"^\s*(?:aqi|air\s+quality|pollen\s+(?:count|levels?)|river\s+levels?)\s+(?!(?:index|scale|"
                      # (a reading's word modifying a noun, "air quality sensor", "pollen count chart": a thing, review15d)
                      r"sensors?|monitors?|meters?|charts?|songs?|apps?|maps?|tests?|kits?|devices?|filters?|"
                      r"purifiers?|data|graphs?|calculators?|standards?|regulations?|laws?|categories|category|"
                      r"levels?|gauges?|stations?|records?|history|guide|guidelines|research|study|studies|"
                      r"project|definition|meaning)\b)"
                      r"[\w'’-]+(?:\s+[\w'’-]+)?\s*+[?!.]*+\s*+$", re.IGNORECASE)
_PROCESS = re.compile(r"\b(?<!total\s)(?<!perfect\s)(?<!memory\s)(?<!you\s)(?<!i\s)(?<!we\s)(?<!they\s)"
                      r"(?<!t\s)(?<!to\s)recall(?:s|\s+(?:list|notices?|alerts?|on|for))\b(?!\s+(?:that|when|how|"
                      r"what|who|the\s+time))|"
                      r"^(?:[\w'’.&-]+\s+){1,3}?(?<!total\s)(?<!perfect\s)(?<!memory\s)recall"
                      r"(?:\s+(?:[\w'’.&-]+\s+){0,2}?[\w'’.&-]+)?\s*+[?!.]*+\s*+$|"
                      r"\bwhere\s+(?:is|are)\s+(?:the\s+)?(?:[\w'’.&-]+\s+){0,4}?(?:trial|retrial|appeal|inquiry|"
                      r"inquest|case|lawsuit|talks|negotiations|investigation|probe|bill)\s+at\b|"
                      # "Where does Netanyahu's corruption trial stand?", "How far along is the Key Bridge rebuild?"
                      r"\bwhere\s+(?:does|do|is|are)\s+(?:the\s+)?(?:[\w'’.&-]+\s+){0,4}?(?:trial|retrial|appeal|"
                      r"inquiry|case|lawsuit|talks|negotiations|investigation|probe|bill|deal|rebuild|"
                      r"reconstruction|project|ceasefire|strike|dispute|bid|takeover|merger|acquisition|offer)\s+"
                      r"(?:stand|standing|at)\b|"
                      r"\bhow\s+far\s+along\s+(?:is|are)\s+(?:the\s+)?(?:[\w'’.&-]+\s+){0,4}?(?:rebuild|"
                      r"reconstruction|construction|project|repairs?|works|upgrade|rollout|line|tunnel|bridge|"
                      r"stadium|railway|talks|negotiations|trial|inquiry)\b|"
                      r"\b(?:trial|retrial|prosecutions?|inquiry|investigation|probe|case)\b\s*[-—–:,]?\s*"
                      r"any\s+(?:charges|verdict|ruling|outcome|news|update)\b|"
                      r"\b(?:is|are)\s+(?:[\w'’-]+\s+){0,3}?being\s+(?:hit|affected|cancelled|canceled|delayed|"
                      r"disrupted|grounded|evacuated|suspended)\b|"
                      r"\b(?:coming|come)\s+to\s+(?:[\w'’-]+\s+){0,2}?on\s+tour\b|"
                      # "What happened with Evergrande?": a named firm's or body's running story, bare (a person of
                      # history is left to the caller's fixed-past check)
                      r"^\s*what(?:['’]s|\s+is)?\s+(?:happened|happening|going\s+on)\s+with\s+(?-i:[A-Z])[\w&.'’-]*"
                      r"(?:\s+(?-i:[A-Z])[\w&.'’-]*){0,2}\s*+[?!.]*+\s*+$", re.IGNORECASE)


def service_live(text: str) -> str | None:
    """The cue when ``text`` asks a service's or a running process's state now, else ``None``."""
    if m := _WE_ON_MATTER.search(text):
        return "svc:process " + " ".join(m.group(0).lower().split())[:32]
    for kind, pattern in (("wait", _WAIT), ("running", _RUNNING), ("open", _OPEN_AFTER), ("reading", _READING),
                          ("process", _PROCESS)):
        if ((m := pattern.search(text)) and not _NOT_LIVE.search(_clause_of(text, m.start(), m.end()))
                and not _OWN_NEAR.search(text, max(0, m.start() - 24), m.end())):
            return f"svc:{kind} " + " ".join(m.group(0).lower().split())[:32]
    return None


def service_clause(text: str) -> str:
    """The clause holding the shape :func:`service_live` read (the whole text when none)."""
    if _WE_ON_MATTER.search(text):
        return re.sub(r"\bwe\b", "things", text)  # the public's "we": not the user's own affairs
    for pattern in (_WAIT, _RUNNING, _OPEN_AFTER, _READING, _PROCESS):
        if m := pattern.search(text):
            return _clause_of(text, m.start(), m.end())
    return text


_BOUNDARY = re.compile(r"[,;:—–!?]|\s-\s|\.\s")


def _clause_of(text: str, start: int, end: int) -> str:
    """The clause holding the match: a rambling set-up of the user's own ("my mum is flying ..., are flights being
    hit by that?") does not make the public ask private (wave 34's context-first voice)."""
    before = [b.end() for b in _BOUNDARY.finditer(text, 0, start)]
    after = _BOUNDARY.search(text, end)
    return text[(before[-1] if before else 0):(after.start() if after else len(text))]


screen_patterns(globals())  # each pattern above skips a text lacking a word all its matches need (time/prefilter.py)
