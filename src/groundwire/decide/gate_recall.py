"""A recall tag: "again" asking to be reminded of a fixed fact, not a thing happening once more (gate21-local).

"who killed Dumbledore again", "what did Boromir do again in Fellowship", "what was the name of Frodo's gardener
again?", "who wrote Hamlet again?": the final "again" asks the chat to remind the user; the deed happened once
(a killing, a writing, a founding) or inside a fixed work ("in the book", "in Fellowship"), so the answer never moves
(review20g's spent rows: four rows; wave 33's own tests in other wordings).

Not a recall when "again" follows a present state ("why is Pluto counted as a planet again": a state said to be back,
``gate_changed_state``), when the deed recurs ("who won the Super Bowl again", "who was elected again", "when did
the Fed raise rates again": the latest of a series), or when a present mark dates it ("who is the new CEO again").

``recall_again(text)`` returns a cue or ``None``.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from .time.prefilter import screen_patterns

__all__ = ["recall_again"]

# a wh-question ending on "again" (a few words may follow: "again in Fellowship", "again lol")
_AGAIN_END = re.compile(r"^\s*(?:(?:sorry|wait|ok|okay|so|um+|uh+|hey)\W+)*(?:who|what|which|where|why|how)\b"
                        r"[^?]{3,80}?\bagain\b(?:\s+(?:in|from)\s+[^?]{1,40})?\s*(?:lol|haha)?\s*[?.!]*\s*$",
                        re.IGNORECASE)
# a deed done once, or a name asked: the recall of a fixed fact
_ONCE_DEED = re.compile(r"\b(?:killed|murdered|wrote|written|painted|invented|discovered|founded|composed|directed|"
                        r"designed|built|sculpted|coined|named|called|betrayed|created|died|born|sank|"
                        r"the\s+name\s+of|name\s+of|what\s+was\s+\w+['’]s\s+name)\b", re.IGNORECASE)
# a deed inside a fixed work: "in the book", "in Fellowship", "in the first movie"
_IN_WORK = re.compile(r"\bagain\s+in\s+(?:the\s+(?:book|novel|film|movie|play|story|show|series|episode|game|"
                      r"first|second|third|last|original)|(?-i:[A-Z])\w+)|\b(?:in|from)\s+the\s+(?:book|novel|film|"
                      r"movie|play|story|series|episode)\b", re.IGNORECASE)
_DID = re.compile(r"\b(?:did|was|were|had)\b", re.IGNORECASE)
_RECURRING = re.compile(r"\b(?:won|win|wins|elected|election|champions?|cup|final|finals|title|super\s+bowl|award|"
                        r"oscars?|grammys?|prize|rates?|price|record|score|beat|lost|arrested|indicted|fired|"
                        r"resigned|banned|closed|shut|hacked|down|delayed|cancell?ed|postponed)\b", re.IGNORECASE)
_NOW = re.compile(r"\b(?:now|current(?:ly)?|latest|newest|new|still|today|tonight|this\s+(?:year|week|season)|"
                  r"is|are|isn['’]t|aren['’]t|will|next|recent(?:ly)?|last)\b", re.IGNORECASE)


def recall_again(text: str) -> str | None:
    """A cue when ``text`` ends on a recall "again" about a deed done once or inside a fixed work; else ``None``."""
    if not _AGAIN_END.match(text) or _RECURRING.search(text):
        return None
    in_work = bool(_IN_WORK.search(text))
    if not in_work and (not _ONCE_DEED.search(text) or _NOW.search(text)):
        return None
    if in_work and not (_DID.search(text) or _ONCE_DEED.search(text)):
        return None
    return "recall:again"


screen_patterns(globals())  # each pattern above skips a text lacking a word all its matches need (time/prefilter.py)
