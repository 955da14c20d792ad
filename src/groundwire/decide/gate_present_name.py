"""What a named thing is called now: renames (gate20).

Teams, firms, platforms, places and people are renamed ("what's the NFL team in Washington called", "what does
Google Maps call the Gulf of Mexico", "is Twitter called X", "what is Kanye West's legal name", "推特改名叫什么了"):
the present name is a slot whose answer a year from now may differ (wave 29's fit half; wave 28's spent held half).
A kind's name ("what is a baby kangaroo called", "what is the fear of spiders called"), a word in another language
("what is Japan called in Japanese"), a nickname ("also called", "nicknamed") and a past name ("what was Sri Lanka
called before 1972") are left alone: they do not move.

``present_name(text)`` returns a cue ("name:...") or ``None``; ``gate._shape_cues`` reads it where no stated year,
no past-only tense and no finished career pins the question.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from .gate_news import named_actor
from .time.prefilter import screen_patterns

__all__ = ["present_name"]

# a named organisation's kind, the subject of "what is the ... called"
_ORG_KINDS = (r"team|club|franchise|side|company|firm|brand|airline|app|platform|network|channel|station|band|group|"
              r"party|stadium|arena|ground|airport|league|cup|tournament|championship|show|bank|carrier|operator|"
              r"service|console|phone|chatbot|browser|account|handle")
# "what is / what's the <...> <kind> <...> called", present tense
_KIND_CALLED = re.compile(rf"^\s*what\s+(?:is|are)\s+(?:the\s+)?(?:[\w'’.&+-]+\s+){{0,4}}?(?:{_ORG_KINDS})\b"
                          rf"(?:\s+(?:[\w'’.&+-]+\s+){{0,3}}?)?\s*called\b", re.IGNORECASE)
# "what is <Name> called" with a capitalised name (cased text): "what is Kanye called", "what's Facebook called"
_NAME_CALLED = re.compile(r"^\s*what\s+(?:is|are)\s+(?-i:(?P<name>(?:[A-Z][\w'’.&+-]*\s+){0,3}[A-Z][\w'’.&+-]*))\s+"
                          r"(?:(?:officially|legally)\s+)?called\b", re.IGNORECASE)
# "what does <Name> call X", "is <Name> called X", "is X still called Y"
_CALLS = re.compile(r"^\s*what\s+(?:does|do)\s+(?-i:[A-Z])[\w'’.&+-]*(?:\s+[\w'’.&+-]+){0,3}?\s+call\b|"
                    r"^\s*(?:is|are)\s+(?:the\s+)?(?-i:[A-Z])[\w'’.&+-]*(?:\s+[\w'’.&+-]+){0,3}?\s+"
                    r"(?:(?:still|now|officially)\s+)?(?:called|named|known\s+as)\s+(?-i:[A-Z0-9\"“'‘])",
                    re.IGNORECASE)
# "what is X's legal / new / official name", "X's new name", "what is the new name of X"
_NEW_NAME = re.compile(r"\b(?:legal|new|current|official)\s+name\b|\bname\s+(?:now|these\s+days)\b|"
                       r"\b(?:was|is|got|been|get|being)\s+renamed\b|\brenamed\s+(?:to|as)\s+what\b", re.IGNORECASE)
_NEW_NAME_ASK = re.compile(r"^\s*(?:what|what['’]s|whats|is|has|did|why)\b", re.IGNORECASE)
# left alone: another language, a nickname, a kind, a past name, a past tense
_NOT_A_RENAME = re.compile(r"\bcalled\s+(?:in|by|because|that|for)\b|\bin\s+(?:english|french|spanish|german|japanese|"
                           r"chinese|mandarin|italian|latin|greek|arabic|russian|korean|hindi|portuguese|dutch)\b|"
                           r"\b(?:also|sometimes|commonly|often|usually|originally|first|formerly|once)\s+(?:called|named|"
                           r"known)\b|\bnickname|\bfear\s+of\b|\bwhat\s+(?:is|are)\s+an?\s|\b(?:was|were|used\s+to\s+be)\s+"
                           r"(?:called|named)\b|\bbefore\b|\bfirst\s+name\b|\bbirth\s+name\b|\bmaiden\s+name\b",
                           re.IGNORECASE)
# "what is Byzantium called today": an old name's modern one, history (gate_report.other_sense decides it, review12a)
_MODERN_NAME = re.compile(r"\b(?:called|named|known\s+as)\s+(?:today|now|nowadays|these\s+days)\b", re.IGNORECASE)
# Chinese: "改名叫什么", "改名为啥", "新名字叫什么", "现在叫什么名字"
_RENAMED_ZH = re.compile(r"改名(?:叫|为|成)?(?:了)?(?:什么|啥)|更名(?:为|成)?(?:了)?(?:什么|啥)|新名字(?:叫|是)(?:什么|啥)")


_CAPITAL_INSIDE = re.compile(r"(?<=\s)(?-i:[A-Z][\w'’.&+-]*)")


def _named_in(span: str) -> bool:
    """A name inside the subject: a capitalised word after the first, or a known name ("the nfl team in washington")."""
    return bool(_CAPITAL_INSIDE.search(span) or named_actor(span))


def present_name(text: str) -> str | None:
    """A cue when ``text`` asks what a named thing is called now (see the module's docstring), else ``None``."""
    if m := _RENAMED_ZH.search(text):
        return f"name:{m.group(0)}"
    if _NOT_A_RENAME.search(text) or _MODERN_NAME.search(text):
        return None
    m = _CALLS.match(text)
    if not m and (kind := _KIND_CALLED.match(text)) and _named_in(kind.group(0)):
        m = kind  # "what's the NFL team in Washington called" (not "what's the minor league in baseball called")
    if not m and (named := _NAME_CALLED.match(text)) and not named.group("name").startswith(("The ", "A ")):
        m = named
    if not m and _NEW_NAME_ASK.match(text):
        m = _NEW_NAME.search(text)
    return f"name:{' '.join(m.group(0).lower().split())[:40]}" if m else None


screen_patterns(globals())  # each pattern above skips a text lacking a word all its matches need (time/prefilter.py)
