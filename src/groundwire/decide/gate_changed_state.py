"""A named thing's present state said to have changed, in words the reversal and offer rules do not read (gate20).

A question that presumes a change of a named thing's present state ("why can't you watch Friends on Netflix
anymore", "why is Pluto counted as a planet again", "why is Taylor Swift's music gone from Spotify", "why did Netflix
remove all the anime", "when did the Eiffel Tower close permanently", "which countries still drive on the left now
that the UK switched sides", "苹果已经不在中国卖iPhone了吗", "美国队长的演员还演漫威吗") is either recent news or a false
premise about the present (FreshQA's kind): only a search can tell which (wave 29's fit half; the spent held halves of
waves 23, 25 and 26). ``gate_reversal`` reads "rejoin / bring back / no longer" and ``gate_bare.offer_state`` "no
longer free / stopped selling"; this module reads the other slots of the same claim:

* "anymore" after a negated present ("can't / isn't / doesn't ... anymore") of a named thing;
* "again" after a present state word ("counted / allowed / legal / available / open ... again") asked why;
* gone / removed / pulled from a named service, or a named firm removing a catalogue (shows, songs, games ...);
* a named place or firm closed for good;
* a presumed change in a clause ("now that the UK switched sides", "since Apple pulled out");
* Chinese: 不在 / 不再在 ... 卖 / 运营 了, and a named subject's 还 + verb ... 吗 ("还演漫威吗", "还生产手机吗", "新冠疫苗还要打吗").

A stated year pins the change to a finished past and stands the rule down, as does a subject with no name (the
user's own "why can't I sleep anymore", "why don't kids play outside anymore").
``changed_state(text)`` returns the cue or ``None``; ``gate.decide_by_rules`` asks it beside ``reversed_state``.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from .gate_news import named_actor
from .time.prefilter import screen_patterns

__all__ = ["changed_state"]

_YEAR = re.compile(r"(?<!\d)(?:1[0-9]|20)\d\d(?!\d)|\d{2,4}\s*年|以前|当年|小时候|当时|那时|"
                   # a time anchored to a finished event (review20g): "乔丹第一次退役后还打篮球吗", "披头士解散之后还一起演出吗"
                   r"第[一二三四五六七八九十\d]+次|(?:退役|退位|退休|去世|逝世|解散|倒闭|破产|卸任|下台|离任|分手|离婚|"
                   r"停播|完结|亡国|灭亡|战败)(?:了)?(?:以后|之后|后|那年|时)")
_ASKS_EN = re.compile(r"^\s*(?:why|how\s+come|since\s+when|when|what\s+happened|is\s+it\s+true|did|does|do|is|are|has|"
                      r"have|can|where|which|how)\b", re.IGNORECASE)
# a negated present, then "anymore": "why can't you watch Friends on Netflix anymore", "why isn't Vine around anymore"
_ANYMORE = re.compile(r"\b(?:can['’]?t|cannot|can\s+not|won['’]?t|isn['’]?t|aren['’]?t|doesn['’]?t|don['’]?t|is\s+not|"
                      r"are\s+not|does\s+not|do\s+not)\b[^?.!]{1,60}?\b(?:anymore|any\s+more)\b", re.IGNORECASE)
# a present state word, then "again", asked why: "why is pluto counted as a planet again", "how come TikTok is allowed
# in the US again" (not "who wrote Hamlet again?": a reminder, no state word)
_AGAIN = re.compile(r"^\s*(?:why|how\s+come|since\s+when)\b[^?]{0,60}?\b(?:counted|considered|classed|classified|"
                    r"recogni[sz]ed|listed|allowed|legal|banned|available|open|closed|sold|on\s+sale|free|back|"
                    r"a\s+member|a\s+planet|in\s+the)\b[^?]{0,40}?\bagain\b", re.IGNORECASE)
# gone from / pulled off a named service: "why is taylor swift's music gone from spotify"
_GONE_FROM = re.compile(r"\b(?:gone|missing|removed|pulled|disappeared|taken\s+(?:down|off)|delisted|vanished)\s+"
                        r"(?:from|off)\s+(?:the\s+)?(?P<where>[\w'’.&+-]+)", re.IGNORECASE)
# a named firm removing a catalogue: "why did netflix remove all the anime" (not "why did Apple remove the headphone
# jack": a feature of a product, a settled past)
_REMOVED_CATALOGUE = re.compile(
    r"^\s*(?:why|how\s+come|when)\b[^?]{0,40}?\b(?:remove|removed|removing|pull|pulled|delete|deleted|drop|dropped|"
    r"take\s+down|took\s+down)\s+(?:all\s+|most\s+)?(?:(?:the|its|their|his|her)\s+)?(?:[\w'’-]+\s+){0,2}?"
    r"(?:anime|shows|series|movies|films|songs|music|albums|games|apps|videos|episodes|channels|podcasts|books|"
    r"catalog(?:ue)?|library)\b", re.IGNORECASE)
# closed for good: "since the Louvre closed for good", "when did the Eiffel Tower close permanently"
_CLOSED_FOR_GOOD = re.compile(r"\b(?:clos(?:e|ed|es|ing)|shut|shuts|shutting)\s+(?:down\s+)?(?:its\s+doors\s+)?"
                              r"(?:for\s+good|permanently|forever|for\s+ever)\b", re.IGNORECASE)
# a presumed change in a clause: "now that the UK switched sides", "since Apple pulled out (of the EU)"
_PRESUMED = re.compile(r"\b(?:now\s+that|since)\s+(?:the\s+)?(?P<who>(?:[\w'’.&-]+\s+){0,2}?[\w'’.&-]+)\s+"
                       r"(?:has\s+|have\s+)?(?:pulled\s+out|switched|withdrew|withdrawn|went\s+bust|gone\s+bust|"
                       r"shut\s+down|banned|quit|left\s+the|stopped|dropped|scrapped|abolished)\b", re.IGNORECASE)
_PRONOUN = re.compile(r"^(?:i|you|we|they|he|she|it|my|our|your|people|kids|everyone|someone|things)\b", re.IGNORECASE)
_OWN = re.compile(r"\b(?:my|our|mine|me)\b", re.IGNORECASE)
_CAPITALISED = re.compile(r"(?<=\s)(?-i:(?!I\b)[A-Z][\w'’&.+-]*)")  # not the pronoun "I"

# Chinese: no longer sold / run in a place ("苹果已经不在中国卖iPhone了"), or a named subject still doing ("美国队长的演员
# 还演漫威吗", "诺基亚还生产手机吗"); the user's own ("我还能吃吗") is left alone
_NOT_THERE_ZH = re.compile(r"(?:不在|不再在)[^，。？?]{1,8}?(?:卖|销售|发售|上市|运营|营业|播出?|提供|上架)[^，。？?]{0,10}?了")
_STILL_DOING_ZH = re.compile(r"(?P<who>[\u4e00-\u9fffA-Za-z]{2,})还(?:在)?(?:要|需要|用|演|唱|拍|踢|打|卖|开|做|生产|营业|播|更新|连载|"
                             r"出|用|参加|代言)[^，。？?]{0,10}?(?:吗|没|么|不)")
_OWN_ZH = re.compile(r"我|咱|俺|你|您|自己|孩子|宝宝|老公|老婆|家里")


def _named(text: str, start: int = 0) -> bool:
    return bool(named_actor(text[start:]) or _CAPITALISED.search(text, start))


def changed_state(text: str) -> str | None:
    """The cue of a named thing's present state said to have changed (see the module's docstring), or ``None``."""
    if _YEAR.search(text):
        return None
    if re.search(r"[\u4e00-\u9fff]", text):
        if m := _NOT_THERE_ZH.search(text):
            return m.group(0)
        if (m := _STILL_DOING_ZH.search(text)) and not _OWN_ZH.search(m.group("who")):
            return m.group(0)
        return None
    if not _ASKS_EN.match(text) or _OWN.search(text):
        return None
    if (m := _ANYMORE.search(text)) and _named(text, m.start()):
        return " ".join(m.group(0).lower().split()[-3:])
    if m := _AGAIN.search(text):
        return "again"
    if (m := _GONE_FROM.search(text)) and (named_actor(m.group("where")) or m.group("where")[:1].isupper()):
        return " ".join(m.group(0).lower().split())
    if (m := _REMOVED_CATALOGUE.search(text)) and _named(text):
        return " ".join(m.group(0).lower().split()[-2:])
    if (m := _CLOSED_FOR_GOOD.search(text)) and _named(text):
        return " ".join(m.group(0).lower().split())
    if (m := _PRESUMED.search(text)) and not _PRONOUN.match(m.group("who")) and (
            named_actor(m.group("who")) or m.group("who")[:1].isupper()):
        return " ".join(m.group(0).lower().split())
    return None


screen_patterns(globals())  # each pattern above skips a text lacking a word all its matches need (time/prefilter.py)
