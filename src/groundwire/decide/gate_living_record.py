"""A superlative kept to those living or in office now is a standing record (gate23; a hold of ``gate.rule_holds``).

"Name of the oldest living human being?", "the tallest person alive", "the longest-serving leader still in office":
the rules read a superlative and search; the learned part, which reads "oldest" / "tallest" beside "human being" as a
natural fact, turned the first to local. Who is the oldest living person changes whenever its holder dies, so the
rules' search holds whatever the learned part scores. Only the rules' ``superlative:`` cue is held, and only with a
word that keeps the set to people alive or in office now (living, alive, serving, sitting, reigning, in office;
"active" and "still" are left out: "the largest active volcano", "the oldest still-working mill" are natural or
settled facts, and a held-out check lost a row with them).
Pure; no nested unbounded quantifiers.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from .time.prefilter import screen_patterns

__all__ = ["living_superlative"]

_NOW_ONLY = re.compile(r"\b(?:living|alive|serving|sitting|reigning|in\s+office)\b", re.IGNORECASE)


def living_superlative(matched: tuple[str, ...], probe: str) -> bool:
    """Whether the rules searched for a superlative kept to those living or active now."""
    return any(m.startswith("superlative:") for m in matched) and bool(_NOW_ONLY.search(probe))


screen_patterns(globals())  # each pattern above skips a text lacking a word all its matches need (time/prefilter.py)
