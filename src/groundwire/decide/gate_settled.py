"""English questions that name something yet are settled or at hand: a teaching, a myth checked, a story's plot,
the user's own code, file or device.

Round 11b's ``gate_entity.py`` searches a named thing asked how it stands or what it just did ("Is Binance down?",
"Did T1 qualify?"). Round 11c probed it with private and timeless questions in the same shapes
(``bench/data/gate_r11c_entity_probe.txt``): 35 of 66 were searched. The grammar that marks them:

* what a thinker taught about a virtue or an idea: "What did Kant say about duty?" (a teaching, not a statement in
  the news: "What did Powell say about inflation?" asks no virtue);
* a myth or a quote checked with "really": "Did Napoleon really say ...", "Did Galileo really drop ...";
* a story's plot, fixed in the work: "at the end of The Dark Knight Rises", "before the play begins", "in the novel";
* the user's own code, file or device at hand: "this code / function / line", "my ... server / file / keys",
  "while I write", "when I slice it";
* a landmark court decision asked in the past simple: "How did the Supreme Court rule on Obergefell?"
  (``gate_landmark.py``, gate-en13).

``settled_ask(text)`` returns the cue that matched, or ``None``; the gate reads a match as a timeless cue.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from .gate_landmark import landmark_ruling
from .time.prefilter import screen_patterns

__all__ = ["settled_ask"]

# virtues and ideas a thinker teaches about; news topics (rates, war, the deal, a name) are not among them
_TEACHING = re.compile(
    r"^\s*what\s+did\s+.+?\b(?:say|teach|write|think|believe|mean)\s+(?:about|on|of)\s+(?:the\s+)?(?:an?\s+)?"
    r"(?:duty|friendship|wisdom|learning|knowledge|love|death|life|virtue|justice|happiness|art|beauty|truth|god|"
    r"freedom|liberty|education|courage|ethics|morality|soul|mind|human\s+nature|suffering|anger|control|desire|"
    r"water|silence|kindness|honesty|patience|faith|youth|old\s+age|fate|the\s+self|self|nature|reason|time|"
    r"fear|pleasure|pain|good|evil|the\s+good\s+life|eye\s+for\s+an\s+eye|non-?violence|forgiveness|gratitude)\b",
    re.IGNORECASE)
# a myth or a quote checked: "Did Napoleon really say ...", "Was Nero really fiddling ..."
_MYTH = re.compile(r"^\s*(?:did|was|were)\s+(?:[\w'’.-]+\s+){1,4}?really\b", re.IGNORECASE)
# a story's plot: "at the end of The Dark Knight Rises", "before the last book begins", "in the novel"
_PLOT = re.compile(
    r"\bat\s+the\s+end\s+of\s+(?:(?-i:The\s+|[A-Z])|(?:the\s+)?(?:\w+\s+)?(?:play|novel|book|film|movie|story|"
    r"saga|trilogy|chapter)\b)|\b(?:play|novel|book|film|movie|story|chapter)\s+(?:begins|starts|opens)\b|"
    r"\bin\s+the\s+(?:play|novel|books?|story|myth|saga|trilogy|poem|opera)\b", re.IGNORECASE)
# the user's code, file or device at hand: "this function", "my old session keys", "while I write to it"
_AT_HAND = re.compile(
    r"\b(?:this|these|my)\s+(?:[\w'’-]+\s+){0,2}?(?:code|script|snippet|function|component|query|formula|dataframe|"
    r"number|file|program|loop|regex|command|promise|object|class|method|variable|line|commit|branch|repo|"
    r"repository|container|database|pod|server|session|keys?|playlist|extension|profile|settings|spreadsheet|"
    r"cell|column|laptop|computer|pc|router|printer)s?\b|\b(?:if|when|while|once)\s+I\s+(?!(?:get|arrive|land|"
    r"travel|visit|go)\b)[a-z]+", re.IGNORECASE)


def settled_ask(text: str) -> str | None:
    """The cue when ``text`` asks a teaching, a myth, a story's plot or the user's thing at hand, else ``None``."""
    m = _TEACHING.match(text) or _MYTH.match(text) or _PLOT.search(text) or _AT_HAND.search(text)
    if not m and (case := landmark_ruling(text)):
        return f"landmark:{case.lower()}"[:40]  # "how did the Supreme Court rule on Obergefell" (gate-en13)
    return ' '.join(m.group(0).lower().split())[:40] if m else None


screen_patterns(globals())  # each pattern above skips a text lacking a word all its matches need (time/prefilter.py)
