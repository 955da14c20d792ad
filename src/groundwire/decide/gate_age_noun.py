"""A living person's age asked with the noun "age", and "the dead" as a noun (gate22-local).

"What is Dolly Parton's age?", "What's Jackie Chan's current age?": the age of a named person asked through the
noun moves every year, as "how old is Dolly Parton" does (``gate._AGE_EN`` reads "how old is", "age of" and "is X
alive"; wave 35's fit half asked it with the possessive). A person of history or a life known to be over ("What is
Napoleon's age?" has no answer now; "What was Steve Jobs's age when he died?" is past) stands it down, as does an age
of nature ("the universe's age": ``gate_bare.fixed_age``'s kind).

"Who is the Egyptian god of the dead?", "the Day of the Dead", "the Book of the Dead": "dead" after "of the" is the
noun (the dead), not a person's state; ``gate._AGE_EN``'s "is … dead" read it as one (wave 35's fit half).

``age_by_noun(text)`` returns ``["age:<name>'s age"]`` or ``[]``; ``dead_as_noun(text)`` is true when every "dead" in
``text`` is the noun. Both are read by ``gate._shape_cues``; ``age_noun_held`` by ``gate.rule_holds``.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from .gate_career import _careers_over, _lists, _person
from .gate_history import history_person
from .time.prefilter import screen_patterns

__all__ = ["age_by_noun", "age_noun_held", "dead_as_noun"]

_NAME_WORD = r"(?-i:[A-Z][\w'’.-]*)"
_POSSESSIVE_AGE = re.compile(rf"^\s*(?:what\s+is|what['’]?s|whats)\s+(?P<name>{_NAME_WORD}(?:\s+{_NAME_WORD}){{0,2}})"
                             r"['’]s?\s+(?:current\s+|present\s+|real\s+|actual\s+)?age\b(?!\s+(?:at|when|in)\b)",
                             re.IGNORECASE)
_DEAD_NOUN = re.compile(r"\b(?:of|for|with|to)\s+the\s+dead\b|\bthe\s+(?:living|walking|undead)\s+dead\b|"
                        r"\bgrateful\s+dead\b|\bdead\s+sea\b", re.IGNORECASE)
_DEAD = re.compile(r"\bdead\b", re.IGNORECASE)
_ALIVE = re.compile(r"\b(?:alive|retired|still)\b", re.IGNORECASE)


def age_by_noun(text: str) -> list[str]:
    """``["age:<name>'s age"]`` when ``text`` asks a named living person's age with the noun, else ``[]``."""
    m = _POSSESSIVE_AGE.match(text)
    if not m:
        return []
    name = m.group("name")
    words = name.split()
    mononyms, given_names = _lists()
    if not (words[0] in given_names or name.lower() in mononyms or (len(words) > 1 and _person(name))):
        return []  # "the universe's age", "Rome's age": not a person
    if history_person(text) or name.lower() in _careers_over()[0]:
        return []
    return [f"age:{name.lower()}'s age"]


def age_noun_held(matched: tuple[str, ...]) -> bool:
    """A rule search for a living person's age asked with the noun: it moves every year whatever the words around
    it, so the learned part never keeps it local (``gate.rule_holds``)."""
    return any(m.startswith("age:") and m.endswith("'s age") for m in matched)


def dead_as_noun(text: str) -> bool:
    """Every "dead" in ``text`` is the noun ("the god of the dead", "the Dead Sea"), and nothing asks alive or
    retired."""
    deads = len(_DEAD.findall(text))
    return bool(deads) and deads == len(_DEAD_NOUN.findall(text)) and not _ALIVE.search(text)


screen_patterns(globals())  # each pattern above skips a text lacking a word all its matches need (time/prefilter.py)
