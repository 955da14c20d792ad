"""A thing of the past placed on today's map or under today's name: a fixed answer (gate22-local).

"Which country is Machu Picchu in today?", "What country is Timbuktu in now?", "What is the modern name of
Constantinople?", "What is the new name of Burma?", "Which of Shakespeare's plays is now known as the Scottish
play?", "Which company is now known as Meta?", "北宋的都城现在是哪个城市", "古代的长安相当于如今的哪里": "today" / "now" /
"new" / 现在 here only say which map or which name the answer is given in; where a ruin lies or what an old name
became does not move in a year. wave 35's fit half (Machu Picchu, Burma, the Scottish play, 北宋的都城) and gate17's
"唐朝的都城在今天的哪个城市" (``gate._MODERN_DAY_ZH``, 今天 only) showed the slot; this module widens it to every
present word and to English.

The grammar:

* "which / what <place noun> is <thing> (located / found) in today / now / nowadays" — the thing is not a person
  (a person's whereabouts move: "which city is Taylor Swift in now");
* "which / what <noun> is / are now / today known as / called / named <name>" — the old identity of a new name;
* "the modern / modern-day / present-day / today's name of <thing>", and "the new / current name of <thing>" when the
  thing is no actor the gate knows as news-making (a firm's or a band's rename, "the new name of Twitter", is left to
  the rename rules);
* Chinese: 现在 / 如今 / 今天 / 目前 + 是 / 属于 / 相当于 + 哪个 / 哪 + 城市 / 省 / 国家 / 地方, or (在 / 是 / 位于 / 相当于)
  + 现在 / 如今 + 的 + 哪 … (not 现在在哪个城市: where someone is now).

``modern_name(text)`` returns the cue or ``None``; ``gate_local21.settled_frame`` reads it.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from .gate_career import _lists
from .gate_news import named_actor
from .time.prefilter import screen_patterns

__all__ = ["modern_name"]

_PLACE_NOUN = (r"(?:modern(?:-day)?\s+|present-day\s+)?(?:country|countries|city|cities|state|province|region|nation|"
               r"county|town|continent|island|territory|part\s+of\s+the\s+world)")
_ON_TODAYS_MAP = re.compile(
    rf"^\s*(?:in\s+)?(?:which|what)\s+{_PLACE_NOUN}\s+(?:is|are)\s+(?P<thing>(?:the\s+)?[^?,]{{1,50}}?)\s+"
    r"(?:(?:located|found|situated)\s+)?in\s+(?:today|now|nowadays|the\s+present\s+day)\b", re.IGNORECASE)
_NOW_KNOWN_AS = re.compile(r"^\s*(?:which|what)\s+(?:[\w'’-]+\s+){1,5}?(?:is|are)\s+(?:now|today|nowadays)\s+"
                           r"(?:known|called|named|referred\s+to)\s+(?:as\s+)?(?:the\s+)?(?-i:[\"“'‘A-Z])", re.IGNORECASE)
_MODERN_NAME = re.compile(r"\b(?:the\s+)?(?:modern|modern-day|present-day|today['’]s)\s+name\s+(?:of|for)\s+"
                          r"(?P<thing>[^?,]{2,40})", re.IGNORECASE)
_NEW_NAME = re.compile(r"\b(?:the\s+)?(?:new|current)\s+name\s+(?:of|for)\s+(?P<thing>(?:the\s+)?"
                       r"(?-i:[A-Z][\w'’.-]*)(?:\s+(?-i:[A-Z][\w'’.-]*)){0,2})\s*+[?.!]*+\s*+$", re.IGNORECASE)
_PLACE_ZH = r"(?:哪个|哪一个|哪座|哪|什么)(?:城市|省份?|国家|地方|地区|位置|市|县|省)"
_MODERN_ZH = re.compile(rf"(?:现在|如今|今天|目前|当今)(?:是|属于|相当于|就是|即)(?:中国)?{_PLACE_ZH}|"
                        rf"(?:在|是|位于|相当于|就是|属于|即)(?:现在|如今|当今|今)的?{_PLACE_ZH}")
_OWN = re.compile(r"\b(?:i|me|my|we|our|you|your)\b", re.IGNORECASE)
# a thing on the move or an event: "which city is the Tour de France finishing in today" (the look-alike review)
_ON_THE_MOVE = re.compile(r"\b\w+ing\b|\b(?:tour|race|rally|festival|match|game|concert|show|team|band|circus|"
                          r"tournament|championship|cup|summit|conference|convention|event|exhibition|parade|fleet|"
                          r"ship|plane|flight|train|storm|hurricane|typhoon|cyclone|fire|president|pope|king|queen)\b",
                          re.IGNORECASE)
_PRONOUN = re.compile(r"(?:he|she|they|it|him|her|them|everyone|someone|people)\b", re.IGNORECASE)


def _person(thing: str) -> bool:
    """``thing`` opens with a given name or is a public single name ("Taylor Swift", "Drake"): a person who moves."""
    words = thing.split()
    mononyms, given_names = _lists()
    return bool(words) and (words[0] in given_names or (len(words) == 1 and words[0].lower() in mononyms))


def modern_name(text: str) -> str | None:
    """The cue of a thing of the past placed on today's map or under today's name (see the module's docstring)."""
    if re.search(r"[\u4e00-\u9fff]", text):
        m = _MODERN_ZH.search(text)
        return f"modern:{m.group(0)}" if m and not re.search(r"我|你|您|自己", text) else None
    if _OWN.search(text):
        return None
    if ((m := _ON_TODAYS_MAP.search(text)) and not _person(m.group("thing")) and not _PRONOUN.match(m.group("thing"))
            and not _ON_THE_MOVE.search(m.group("thing"))):
        return "modern:" + " ".join(m.group(0).lower().split()[-2:])
    if m := _NOW_KNOWN_AS.search(text):
        return "modern:now known as"
    if m := _MODERN_NAME.search(text):
        return "modern:" + " ".join(m.group(0).lower().split()[:3])
    if (m := _NEW_NAME.search(text)) and not named_actor(m.group("thing")):
        return "modern:" + " ".join(m.group(0).lower().split()[:3])
    return None


screen_patterns(globals())  # each pattern above skips a text lacking a word all its matches need (time/prefilter.py)
