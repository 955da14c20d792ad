"""A claim about the past read off a reference source, asked to be checked or completed (gate22-local).

"Wikipedia says the shortest war in history lasted 38 minutes. Which war was that?", "The placard says the Hope
Diamond is cursed, where was it mined originally?", "I read that Cleopatra lived closer in time to the moon landing
than to the building of the Great Pyramid. True?", "the guide keeps saying Tutankhamun's tomb — who found it?": the
source (an encyclopaedia, a museum's placard or guide, a textbook, "I read that") carries a fact of the past; the
news shape read its verb ("says", "keeps", "lived", "found") as a fresh report and the record shape read "in
history" as a record that moves. Seen in four rows of wave 33 (two in its fit half, two in its held half, spent).

The grammar: a reference source as the opening subject (Wikipedia, an encyclopaedia, the placard / plaque / label /
sign / (audio) guide / guidebook / textbook / museum / exhibit, my teacher / textbook / professor, "I read / heard /
learned that") + says / said / keeps saying / claims / states / mentions / told me, and a claim told in the past
tense (was / were / had / a past verb). A claim in the present or past progressive ("I read that Microsoft was
buying TikTok": a deal under way, the look-alike review) or with a present-state word ("I read that
Netflix is shutting down", "… is no longer …", "still") is no settled past and is left to the other rules; so is a
news outlet as the source ("Reuters says …").

``source_claim(text)`` returns the cue or ``None``; ``gate.decide_by_rules`` reads it as a timeless sign.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from .time.prefilter import screen_patterns

__all__ = ["source_claim"]

_SOURCE = re.compile(
    r"^\s*(?:(?:so|ok|okay|hey|hmm|um),?\s+)?(?:(?:according\s+to\s+)?(?:wikipedia|an?\s+encyclop(?:a)?edia|"
    r"the\s+(?:encyclop(?:a)?edia|placard|plaque|label|sign|caption|(?:audio\s+|tour\s+|museum\s+)?guide|guidebook|"
    r"textbook|history\s+book|museum|exhibit|display|brochure|leaflet|panel|docent)|"
    r"my\s+(?:teacher|textbook|history\s+book|professor|lecturer|tutor|grandpa|grandma|dad|mum|mom))"
    r"\s+(?:says|said|keeps\s+saying|kept\s+saying|claims|claimed|states|stated|mentions|mentioned|told\s+(?:me|us))\b|"
    r"i\s+(?:read|heard|learned|learnt)\s+(?:somewhere\s+|once\s+|online\s+)?that\b)", re.IGNORECASE)
_PAST = re.compile(r"\b(?:was|were|had|did|lasted|lived|died|found|built|made|wrote|painted|discovered|invented|"
                   r"mined|sank|fell|won|lost|ended|began|started|ruled|reigned|fought|crowned|buried|"
                   r"[a-z]{3,}ed)\b", re.IGNORECASE)
_PRESENT_STATE = re.compile(r"\b(?:is|are|has|have|was|were)\s+(?:\w+\s+)?(?:[a-z]+ing|no\s+longer|now|still|currently|"
                            r"about\s+to|going\s+to|set\s+to|planning)\b|\b(?:will|anymore|still|now|currently|"
                            r"this\s+(?:week|month|year)|recently|just)\b", re.IGNORECASE)


def source_claim(text: str) -> str | None:
    """The cue of a past claim read off a reference source (see the module's docstring), or ``None``."""
    m = _SOURCE.match(text)
    if not m:
        return None
    rest = text[m.end():]
    if _PRESENT_STATE.search(rest) or not _PAST.search(rest):
        return None
    return "source:" + " ".join(m.group(0).lower().split()[:3])


screen_patterns(globals())  # each pattern above skips a text lacking a word all its matches need (time/prefilter.py)
