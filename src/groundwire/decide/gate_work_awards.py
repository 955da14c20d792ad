"""A released work's award tally asked in the past tense: fixed once the ceremony is over (gate22-local).

"How many Oscars did Titanic win?", "How many Tony Awards did Hamilton win?", "How many Emmys did Breaking Bad
win?", "Titanic won how many Oscars?", "How many Grammys did the album Thriller win?": a film, a show, a musical or
an album is judged once (its season's ceremony), so the count is history; the recurring-award shape read the prize
as this year's edition (FreshQA-style probes of my own, beside wave 35's works' facts: a cause the probes found in
nine wordings, none of them a row of a set).

The grammar: "how many <film / stage / TV award> did <work> win / receive / get / take home" or "<work> won how many
<award>", where the work is no person (a person's tally runs while the career does: "how many Oscars did Meryl
Streep win" still searches; a person is a given name first, a public single name or a name of the lists), and no
time word. Film, stage and TV awards only (Oscars, Academy Awards, Emmys, Tonys, BAFTAs, Golden Globes, Oliviers,
Palme d'Or): they go to works and people, not to bands; a Grammy is read only with a work noun ("the album ...",
"the song ..."), since a band's Grammys keep counting.

``work_awards(text)`` returns the cue or ``None``; ``gate_local21.settled_frame`` reads it.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from .gate_career import _lists
from .time.prefilter import screen_patterns

__all__ = ["work_awards"]

_SCREEN_AWARDS = (r"oscars?|academy\s+awards?|emmys?|emmy\s+awards?|tonys?|tony\s+awards?|baftas?|bafta\s+awards?|"
                  r"golden\s+globes?|golden\s+globe\s+awards?|olivier\s+awards?|oliviers|c[ée]sars?|goyas?")
_ANY_AWARDS = rf"{_SCREEN_AWARDS}|grammys?|grammy\s+awards?|brit\s+awards?"
_WORK_NOUN = r"(?:the\s+)?(?:film|movie|show|series|musical|play|album|song|single|record|opera|documentary)\s+"
_TALLY = re.compile(
    rf"^\s*how\s+many\s+(?P<award>{_ANY_AWARDS})\s+(?:nominations\s+)?did\s+(?P<work_noun>{_WORK_NOUN})?"
    r"(?P<work>[^?]{1,60}?)\s+(?:win|receive|get|earn|take\s+home|pick\s+up|bag|scoop)\b[^?]{0,30}[?.!]*\s*$|"
    rf"^\s*(?P<work_noun2>{_WORK_NOUN})?(?P<work2>[^?]{{1,60}}?)\s+won\s+how\s+many\s+(?P<award2>{_ANY_AWARDS})\b",
    re.IGNORECASE)
_SCREEN = re.compile(rf"^(?:{_SCREEN_AWARDS})$", re.IGNORECASE)
_LIVE = re.compile(r"\b(?:now|so\s+far|to\s+date|this\s+year|last\s+year|latest|new|newest|recent|recently|"
                   r"current|currently|still|in\s+total|altogether|all\s+time|career)\b", re.IGNORECASE)


def _person(work: str) -> bool:
    words = work.split()
    mononyms, given_names = _lists()
    return bool(words) and (words[0] in given_names or work.lower() in mononyms)


def work_awards(text: str) -> str | None:
    """The cue of a released work's award tally asked in the past tense (see the module's docstring), or ``None``."""
    m = _TALLY.match(text)
    if not m or _LIVE.search(text):
        return None
    work = (m.group("work") or m.group("work2") or "").strip()
    award = " ".join((m.group("award") or m.group("award2")).lower().split())
    noun = m.group("work_noun") or m.group("work_noun2")
    if not work or (not noun and (_person(work) or not _SCREEN.match(award))):
        return None
    return f"awards:{award}"


screen_patterns(globals())  # each pattern above skips a text lacking a word all its matches need (time/prefilter.py)
