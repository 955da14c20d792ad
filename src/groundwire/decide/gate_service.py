"""Transport services running now: routes, carriers and operating hours asked bare (gate20).

"Is there a direct train from London to Amsterdam", "which airlines fly direct from London to Tokyo", "does the Paris
metro run all night on Saturdays", "does the Eurostar stop at Ebbsfleet", "do trains run on Christmas Day in the UK":
routes open and close, carriers come and go, timetables change (wave 29's fit half; the spent held halves of waves
26 and 28). A "why" or "how" about how trains work ("why do trains slow down on curves") and a past tense ("when did
the London Underground open") are not these shapes.

Also whether a people may travel to a named place ("can Americans travel to Cuba": rules change) and Chinese direct
routes ("哪家航空公司飞北京到伦敦直飞", "上海到大阪有直飞吗").

``service_now(text)`` returns a cue ("service:...") or ``None``; ``gate._shape_cues`` reads it where no stated year and
no past-only tense pins the question.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from .time.prefilter import screen_patterns

__all__ = ["service_now"]

_MODES = (r"trains?|flights?|planes?|bus(?:es)?|coach(?:es)?|ferr(?:y|ies)|boats?|trams?|routes?|services?|"
          r"connections?|shuttles?|sleepers?|night\s+trains?|metro|subway|tube|underground|overground|railway|"
          r"light\s+rail|monorail|cable\s+car|eurostar|airport\s+express|express|line")
# "is there a direct train from X to Y", "are there any night buses between X and Y"
_ROUTE_EXISTS = re.compile(rf"^\s*(?:is|are)\s+there\s+(?:a|an|any)\s+(?:(?:direct|nonstop|non-stop|overnight|night|"
                           rf"sleeper|high[- ]speed|daily|regular|cheap)\s+)*(?:{_MODES})\s+(?:from|between|to|into|"
                           rf"out\s+of)\b", re.IGNORECASE)
# "which airlines fly direct from X to Y", "what ferries sail between X and Y"
_CARRIERS = re.compile(r"^\s*(?:which|what)\s+(?:airlines?|carriers?|operators?|companies|trains?|ferr(?:y|ies)|"
                       r"bus(?:es)?|coach\s+companies)\s+(?:still\s+)?(?:fly|flies|run|runs|operate|operates|go|goes|"
                       r"serve|serves|sail|sails)\s+(?:(?:direct|directly|nonstop|non-stop)\s+)?(?:from|between|to|into|"
                       r"out\s+of)\b", re.IGNORECASE)
# "does the Paris metro run all night", "do trains run on Christmas Day", "does the Eurostar stop at Ebbsfleet"
_RUNS = re.compile(rf"^\s*(?:does|do|is|are)\s+(?:the\s+)?(?:[\w'’.&-]+\s+){{0,3}}?(?:{_MODES})\s+(?:still\s+)?"
                   rf"(?:run|runs|running|operate|operates|operating|stop|stops|stopping|call\s+at|go|goes|serve|"
                   rf"serves|open|opens|close|closes)\b", re.IGNORECASE)


_MAY_TRAVEL = re.compile(r"^\s*(?:can|may|are)\s+(?-i:[A-Z])[a-z]+(?:ns|ese|ish|is|ans|ians|ers|s)\s+(?:allowed\s+to\s+|"
                         r"still\s+)?(?:travel|go|fly|visit|move|emigrate)\s+(?:to|into)\s+(?-i:[A-Z])", re.IGNORECASE)
_DIRECT_ZH = re.compile(r"(?:哪家|哪些|什么)(?:航空公司|航司|公司)[^，。？?]{0,12}?(?:直飞|直达)|(?:有没有|有)[^，。？?]{0,12}?(?:直飞|直达)"
                        r"(?:的)?(?:航班|火车|高铁|列车|大巴)?|(?:直飞|直达)(?:的)?(?:航班|火车|高铁|列车|大巴)?吗")


def service_now(text: str) -> str | None:
    """A cue when ``text`` asks whether a route, carrier or service runs now, else ``None``."""
    if m := _DIRECT_ZH.search(text):
        return f"service:{m.group(0)}"
    if m := _MAY_TRAVEL.match(text):
        return f"service:{' '.join(m.group(0).lower().split())[:40]}"
    if m := _ROUTE_EXISTS.match(text) or _CARRIERS.match(text) or _RUNS.match(text):
        return f"service:{' '.join(m.group(0).lower().split())[:40]}"
    return None


screen_patterns(globals())  # each pattern above skips a text lacking a word all its matches need (time/prefilter.py)
