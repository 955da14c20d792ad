"""A superlative of what is POSSIBLE, a bound set by nature, the calendar or a game's rules (gate21-local).

"What's the latest possible date for Easter?", "the earliest date Thanksgiving can fall on", "the fastest anything
can travel", "the coldest temperature anything can reach", "the most points you can score with one dart", "the
latest you can add salt to pasta water": the superlative bounds what can happen, it names no record holder, so the
answer does not move (wave 33's fit half: three rows; the spent rows of review20g and wave 23b: three more).

Not a bound when the superlative is of money, a product or a service ("the most you can contribute to a Roth IRA",
"the fastest phone you can buy", "the latest you can book"), of an athlete's or machine's record ("the fastest a
human can run"), of a body's calendar ("the latest possible date for a UK general election"), or when a present mark
dates it ("this year", "now", "in 2027"); one's own doing is a bound only when nature, a recipe or a game sets it
(score, add, plant, see, cook ...: not "the latest time of day you can trade on the NYSE", review part b).

``possible_bound(text)`` returns a cue or ``None``.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from .time.prefilter import screen_patterns

__all__ = ["possible_bound"]

_SUPER = (r"(?:latest|earliest|fastest|slowest|coldest|hottest|lowest|highest|longest|shortest|most|least|maximum|"
          r"minimum|max|min|biggest|smallest|largest)")
_BOUND_EN = re.compile(
    rf"\b{_SUPER}\s+possible\b|"  # "the latest possible date", "the highest possible score"
    # "the fastest anything can travel", "the coldest temperature anything can reach"
    rf"\b{_SUPER}\s+(?:[a-z]+\s+){{0,2}}?(?:anything|something|matter)\s+(?:can|could)\b|"
    # a calendar bound: "the earliest date thanksgiving can fall on", "the latest day easter can be"
    rf"\b{_SUPER}\s+(?:date|day|month)\s+(?:that\s+)?(?:[\w'’]+\s+){{1,3}}?(?:can|could)\s+(?:ever\s+)?"
    r"(?:fall|be|occur|happen|land|start|begin|end)\b|"
    # a bound of one's own doing, by a rule or a recipe: "the most points you can score with one dart", "the latest
    # you can add salt to pasta water"
    rf"\b{_SUPER}\s+(?:(?:points?|score|runs?|moves?|cards?|tiles?|time)\s+(?:(?:of|in)\s+(?:the\s+)?[a-z]+\s+)?)?"
    r"(?:you|one|a\s+player|a\s+team)\s+"
    # (a doing bounded by nature, a recipe or a game: not one an exchange, a shop or a law sets, "trade", "buy")
    r"(?:can|could)\s+(?:ever\s+|still\s+|possibly\s+)?(?:score|add|plant|sow|prune|harvest|pick|cook|bake|boil|fry|"
    r"roast|freeze|eat|drink|see|spot|watch|observe|hear|make|place|play|move|fold|stack|roll|throw\s+in|mix|stir)\b",
    re.IGNORECASE)
# money, goods and services, records of speed or strength, rules of a state: bounds that move
_MOVING_EN = re.compile(
    r"\b(?:(?:you|i|we|one)\s+(?:can|could)\s+(?:\w+\s+)?get|get\s+(?:a|an|the|your|my|into|in)|buy|rent|order|book|afford|download|stream|earn|contribute|withdraw|borrow|deposit|claim|invest|save|put|"
    r"send|transfer|carry|bring|take|stay|retire|vote|apply|register|file|ship|check|drive|fly|run|swim|jump|lift|"
    r"throw|lend|gift|inherit|own|import|export|sell|charge|pay|spend|travel\s+abroad|"
    r"money|cash|dollars?|pounds?|euros?|yuan|tax|taxes|salary|wage|rate|rates|price|prices|fee|fees|cost|interest|"
    r"loan|mortgage|pension|visa|luggage|baggage|internet|phone|car|laptop|tv|plan|account|hsa|ira|401\(?k\)?|isa|"
    # an event a body sets by its own calendar ("the latest possible date for a UK general election")
    r"elections?|referendum|deadline|vote|ballot|budget|summit|strike|"
    r"now|currently|current|today|this\s+year|this\s+season|next|latest\s+(?:version|model|update|release)|"
    r"in\s+20\d\d)\b|[$£€¥]", re.IGNORECASE)


def possible_bound(text: str) -> str | None:
    """A cue when ``text`` asks a superlative of what can be (nature, calendar, a game's or a recipe's bound)."""
    if not (m := _BOUND_EN.search(text)) or _MOVING_EN.search(text):
        return None
    return f"bound:{m.group(0)[:30].lower()}"


screen_patterns(globals())  # each pattern above skips a text lacking a word all its matches need (time/prefilter.py)
