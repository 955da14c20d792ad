"""A fact inside one finished work: the story's own roles, a track's or a chapter's place, a count in the tale
(gate22-local).

"Who is the president in the movie Independence Day?", "Who is the president of the United States in the film Air
Force One?", "What is the last song on Pink Floyd's The Dark Side of the Moon?", "What's the opening track of the
album Nevermind?", "《西游记》里唐僧一共有几个徒弟", "《水浒传》中梁山好汉一共多少人": a role held inside a released film or a
novel, a place in a track list or a book, a count inside a story are fixed by the work; "president", "last", 一共 only
read as a changing holder, a recency or a running count (wave 33's held half: the movie Independence Day; wave 35's
fit half: a track list, a story's count). ``gate_fiction`` already pins a person's team, age or voice in a stated work;
this module reads the other slots.

The grammar:

* a present-tense question ending "in the movie / film / novel / book / play / musical / opera <Title>" or "in
  <Title> (the movie / film)" — a single finished work (a series, a show or a game runs on and is left out);
* "the first / last / final / opening / closing song / track / chapter / line / sentence / scene / movement on / of /
  in" + an album, a novel or a possessive title ("Pink Floyd's The Wall"); not "new / latest / upcoming / next";
* Chinese: 《title》 + 里 / 中 / 里面 + a count (几 / 多少) that is not of the work's own parts (集 / 季 / 部 / 章 / 话 /
  期 / 卷 / 册 / 本 / 篇: a running series' length still moves).

``inside_work(text)`` returns the cue or ``None``; ``gate_local21.settled_frame`` reads it.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from .time.prefilter import screen_patterns

__all__ = ["inside_work"]

_TITLE = r"(?-i:[A-Z0-9][\w'’:.!-]*)(?:\s+(?:(?-i:[A-Z0-9][\w'’:.!-]*)|and|of|the|a|an|to|in|on|&)){0,6}"
_IN_ONE_WORK = re.compile(
    rf"\bin\s+(?:the\s+)?(?:(?:\d{{4}}\s+)?(?:movie|film|motion\s+picture|novel|book|play|musical|opera)\s+(?:['\"“‘])?"
    rf"{_TITLE}|(?:['\"“‘])?{_TITLE}(?:['\"”’])?\s*\(?(?:the\s+)?(?:movie|film|novel)\)?)\s*+['\"”’]?\s*+[?.!]*+\s*+$",
    re.IGNORECASE)
_PRESENT_ASK = re.compile(r"^\s*(?:who|what|which|where|how\s+many|how\s+old)\b", re.IGNORECASE)
_PLACE_IN_WORK = re.compile(
    r"\b(?:first|last|final|opening|closing|second|third)\s+(?:song|track|number|chapter|line|sentence|word|scene|"
    r"shot|movement|verse|stanza|poem|story)\s+(?:on|of|in|from)\s+(?:the\s+)?(?:(?:album|record|lp|novel|book|poem|"
    r"play|opera|symphony|collection)\b|(?-i:[A-Z][\w'’.-]*)(?:\s+(?-i:[A-Z][\w'’.-]*))*['’]s?\s+(?:album\s+|novel\s+)?"
    r"(?-i:[A-Z0-9\"“]))", re.IGNORECASE)
_LIVE = re.compile(r"\b(?:new|newest|latest|upcoming|next|recent|current|currently|this\s+year|now|today)\b",
                   re.IGNORECASE)
_COUNT_IN_TALE_ZH = re.compile(r"《[^》]{1,20}》(?:里|中|里面|当中|中的|里的)[^，。？?]{0,16}?(?:几|多少)"
                               r"(?!集|季|部|章|话|期|卷|册|本|篇|回)")


def inside_work(text: str) -> str | None:
    """The cue of a fact fixed inside one finished work (see the module's docstring), or ``None``."""
    if re.search(r"[\u4e00-\u9fff]", text):
        m = _COUNT_IN_TALE_ZH.search(text)
        return "work:" + m.group(0)[:12] if m and not re.search(r"现在|目前|最新|今年|更新|连载", text) else None
    if _LIVE.search(text):
        return None
    if _PRESENT_ASK.match(text) and (m := _IN_ONE_WORK.search(text)):
        return "work:" + " ".join(m.group(0).lower().split()[:3])
    if m := _PLACE_IN_WORK.search(text):
        return "work:" + " ".join(m.group(0).lower().split()[:2])
    return None


screen_patterns(globals())  # each pattern above skips a text lacking a word all its matches need (time/prefilter.py)
