"""A contest's latest result or a prize's latest round, asked with no time word (gate22; English).

The spent waves 10-15 (rows in six sets) asked the result of the latest match, vote or case in the past tense with no
year, and a prize's latest winners, nominees or lists as a fragment:

* "What was the result of the El Clasico?", "What were the results of the Philippine midterms?", "What was the
  sentence in the Kohberger case?", "what verdict came back in the hush money appeal", "did arsenal win", "How did
  McIlroy do at Augusta?" (a contest or a case named with no year: its latest round; a year, a battle, a war, an age
  of history or "the first" pin it);
* "booker prize shortlist", "grammy album of the year", "What are the Brit Awards nominations", "Who took the Ballon
  d'Or?" (a prize asked with no year or edition: this year's).

``contest_result(text)`` returns a cue ("result:<shape> ...") or ``None``. Pure; no nested unbounded quantifiers.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from .time.prefilter import screen_patterns

__all__ = ["contest_result"]

_PINNED = re.compile(r"\b(?:(?:1[0-9]|20)\d\d|\d0s|first|1st|inaugural|original|battle|war|wars|siege|treaty|"
                     r"revolution|ancient|medieval|century|empire|dynasty|history|historic|famous|ever|all[\s-]time|"
                     r"meaning|mean|means|definition|how\s+(?:is|are|does|do)\s+(?:it|they|the\s+\w+)\s+"
                     r"(?:decided|chosen|picked|work)|referendum|in\s+general)\b", re.IGNORECASE)
_CONTEST = (r"match|game|final|semi[\s-]?final|race|grand\s+prix|gp|clasico|derby|fight|bout|tie|series|"
            r"midterms?|primary|primaries|by[\s-]election|runoff|run-off|recount|trial|retrial|case|appeal|hearing|"
            r"lawsuit|draw|playoff|play-off|showdown|decider|leg")
# (a named "trial" asked in the past is as often history's, "the Scopes trial", "the Nuremberg trials": a result
# shape reads a case, an appeal or a contest, not a trial)
_PAST_RESULT_OF = _CONTEST.replace("trial|retrial|", "").replace("lawsuit|", "")
_RESULT = re.compile(
    rf"^\s*what\s+(?:was|were)\s+the\s+(?:final\s+)?(?:results?|score|outcome|verdict|sentence|scoreline)\s+"
    rf"(?:of|in|from)\s+(?:the\s+)?(?:[\w'’.&-]+\s+){{0,6}}?(?:{_PAST_RESULT_OF})s?\b|"
    rf"^\s*what\s+(?:verdict|sentence|ruling|decision)\s+(?:came\s+back|was\s+(?:handed\s+down|given|reached))\s+"
    rf"(?:in|for)\s+(?:the\s+)?(?:[\w'’.&-]+\s+){{0,5}}?(?:{_CONTEST})\b|"
    r"^\s*did\s+(?:the\s+)?[\w'’.&-]+(?:\s+[\w'’.&-]+)?\s+(?:win|lose|draw|cover(?:\s+the\s+spread)?|qualify|"
    r"advance|go\s+through|make\s+the\s+cut)\s*+[?!.]*+\s*+$|"
    r"^\s*how\s+did\s+(?-i:[A-Z])[\w'’.-]*(?:\s+(?-i:[A-Z])[\w'’.-]*)?\s+(?:do|get\s+on|fare|finish|play)\s+"
    r"(?:at|in)\s+(?:the\s+)?(?-i:[A-Z])", re.IGNORECASE)
_PRIZE = (r"ballon\s+d['’]or|oscars?|academy\s+awards?|grammys?|grammy\s+awards?|brits?|brit\s+awards?|emmys?|baftas?|"
          r"booker(?:\s+prize)?|pulitzers?|pulitzer\s+prize|golden\s+globes?|mercury\s+prize|turner\s+prize|"
          r"tony\s+awards?|tonys|nobel\s+(?:peace\s+)?prize|women['’]s\s+prize|hugo\s+awards?|game\s+awards?|"
          r"goty|ballon\s+dor|laureus|sports\s+personality(?:\s+of\s+the\s+year)?|person\s+of\s+the\s+year")
_PRIZE_ROUND = re.compile(
    rf"^\s*(?:the\s+)?(?:{_PRIZE})\s+(?:shortlist|longlist|nominations|nominees|winners?|results|line-?up|"
    r"(?:best|album|record|song|film|picture|actor|actress|director|novel|book|game|artist)\b[\w\s'’-]{0,30})\s*+[?!.]*+\s*+$|"
    rf"^\s*(?:what|who)\s+(?:are|were|is)\s+(?:the\s+)?(?:{_PRIZE})"
    r"\s+(?:shortlist|longlist|nominations|nominees|winners?)\s*+[?!.]*+\s*+$|"
    # (review22g, read: "what is the booker prize" asks what the prize is; who took it asks its latest winner)
    rf"^\s*who\s+(?:got|took|scooped|picked\s+up|bagged|won)\s+(?:the\s+)?(?:{_PRIZE})\s*+[?!.]*+\s*+$",
    re.IGNORECASE)


def contest_result(text: str) -> str | None:
    """The cue when ``text`` asks a contest's latest result or a prize's latest round, else ``None``."""
    if _PINNED.search(text):
        return None
    if m := _RESULT.search(text) or _PRIZE_ROUND.search(text):
        return "result:" + " ".join(m.group(0).lower().split())[:32]
    return None


screen_patterns(globals())  # each pattern above skips a text lacking a word all its matches need (time/prefilter.py)
