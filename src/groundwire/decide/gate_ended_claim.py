"""An ending told of a named subject that is not known to be over: recent news or a false premise (gate22-local).

"When did Netflix shut down?", "Why did Taylor Swift retire from music?", "When did Tesla stop making electric cars?",
"Why did X change its name back to Twitter?", "When did Spotify remove ads for free users?", "梅西是什么时候退役的",
"腾讯为什么退市了", "腾讯是哪一年被阿里巴巴收购的": each presumes that a named firm, band or person has ended what it does
now (its business, its career, its whole line of goods, its name, its ads, its independence). Either the end is
recent news or it never happened (a false premise about the present, FreshQA's kind): only a search can tell which.
Round 21 left these as "no trigger" (wave 33's fit and held halves: Amazon, Taylor Swift, Facebook / Meta, Netflix,
腾讯) and wave 35's fit half showed the same slots in other words.

The grammar: a when / why / what-year question in the past tense, a named subject, and an ending verb:

* retire / quit / break up / split up / disband / shut down / go out of business / go bankrupt / close down / fold;
* stop making / selling / producing ... a whole kind of goods (a plain lower-case plural or mass noun: "electric
  cars", "video games", "film"; not one named product, "the iPod", whose end is a settled past);
* change its name back / rename itself back (a return to a former name);
* remove / drop / scrap / end ads or fees (an offer's terms now);
* Chinese: 退役 / 退休 / 退圈 / 解散 / 倒闭 / 破产 / 退市 / 停止运营 / 关闭, or 被 ... 收购, asked 什么时候 / 哪一年 / 为什么.

A whole body's end (shut down, go out of business, close down, break up) needs a name the gate knows as today's
news-maker (``data/gate_names.txt``): a firm or a band of old ("when did Blockbuster close down", "why did Oasis break
up") ended for good as often as not (the look-alike review). It stands down for a subject known to be over (``data/gate_careers_over.txt``: "why did the Beatles break up",
"when did Michael Jordan retire", "乔丹是什么时候退役的"), a person of history, a stated year, the user's own ("why did
my band break up") and a couple ("why did Brad and Angelina split": two people's parting is as often settled).
``ended_claim(text)`` returns the cue or ``None``; ``gate.decide_by_rules`` reads it beside ``changed_state``.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from .gate_career import _careers_over, _own_name_zh
from .gate_history import history_person
from .gate_history_zh import history_person_zh
from .gate_news import named_actor
from .time.prefilter import screen_patterns

__all__ = ["ended_claim"]

_YEAR = re.compile(r"(?<!\d)(?:1[0-9]|20)\d\d(?!\d)|\d{2,4}\s*年|第[一二三四五六七八九十\d]+次|first\s+time|"
                   r"(?:first|second|third|last)\s+retire", re.IGNORECASE)
_ASK_EN = re.compile(r"^\s*(?:when|why|how\s+come|in\s+what\s+year|what\s+year|which\s+year|in\s+which\s+year)\s+did\s+"
                     r"(?P<who>[^?]{1,60}?)\s+(?P<verb>"
                     r"retire|quit|break\s+up|split\s+up|disband|shut\s+down|close\s+down|fold|go\s+(?:out\s+of\s+business|"
                     r"bankrupt|bust|under)|"
                     r"(?:stop|cease|quit)\s+(?:making|selling|producing|building|manufacturing|releasing|publishing|"
                     r"offering)\s+(?P<goods>(?-i:[a-z][a-z-]*(?:\s+[a-z][a-z-]*){0,2}))(?=\s*(?:[?.!]|$))|"
                     r"(?:change|changed)\s+(?:its|their|his|her)\s+name\s+back|rename\s+(?:itself|themselves)\s+back|"
                     r"(?:remove|drop|scrap|end|eliminate|get\s+rid\s+of)\s+(?:all\s+)?(?:the\s+)?(?:ads|adverts|"
                     r"advertising|advertisements|fees)\b)", re.IGNORECASE)
# a whole kind of goods, not one named product or "the" one thing ("stop making the iPod": settled)
_NOT_GOODS = re.compile(r"^(?:the|its|their|his|her|a|an|this|that|any)\b|\b(?:in|for|at|to)\b", re.IGNORECASE)
_OWN = re.compile(r"\b(?:i|me|my|we|our|you|your)\b", re.IGNORECASE)
_COUPLE = re.compile(r"\s(?:and|&)\s", re.IGNORECASE)
_CAPITALISED = re.compile(r"(?-i:[A-Z][\w'’.&+-]*)")
# a whole body's end (a firm closing, a band splitting): only of a name the gate knows as today's news-maker
# (data/gate_names.txt: "netflix", "disney"); a firm or band of old ("Blockbuster", "Toys R Us", "Oasis") ended for
# good as often as not (gate22-local's look-alike review)
_WHOLE_END = re.compile(r"(?:shut|close|fold|go|break|split|disband)\b", re.IGNORECASE)

_ENDED_ZH = re.compile(r"^(?P<who>[\u4e00-\u9fffA-Za-z0-9·]{2,12}?)(?:一般|通常|大多|大都|往往|多半|都)?(?:是|又|竟然|已经|会)?(?:在)?(?:什么时候|哪一年|哪年|何时|"
                       r"为什么|为啥|因为什么)(?:就)?(?:宣布|正式)?(?P<verb>退役|退休|退圈|解散|倒闭|破产|退市|"
                       r"停止运营|停运|关闭|关门|被[\u4e00-\u9fffA-Za-z]{1,8}收购)")
# a kind, not a name ("公司是怎么宣布破产的": how a company goes bankrupt; 怎么 asks a process and is left out)
_GENERIC_ZH = re.compile(r"(?:一(?:个|家|支|名)|这(?:个|家)|那(?:个|家)|某)?(?:公司|企业|银行|工厂|商店|店铺|球员|运动员|明星|"
                         r"演员|歌手|乐队|人|老人|国家|球队|品牌|平台|网站|上市公司|外企|国企)")
_OWN_ZH = re.compile(r"我|咱|俺|你|您|自己|孩子|老公|老婆|朋友|同学|同事")


def _over_en(who: str) -> bool:
    words = " ".join(re.sub(r"[^\w'’.&!-]+", " ", who.lower()).split())
    english = _careers_over()[0]
    return any(n in english for n in (words, words[4:] if words.startswith("the ") else "", f"the {words}"))


def _named_en(who: str) -> bool:
    return bool(named_actor(who) or _CAPITALISED.match(who.strip()))


def ended_claim(text: str) -> str | None:
    """The cue of an ending told of a named subject not known to be over (see the module's docstring), or ``None``."""
    if _YEAR.search(text):
        return None
    if re.search(r"[\u4e00-\u9fff]", text):
        m = _ENDED_ZH.search(text)
        if not m or _OWN_ZH.search(m.group("who")) or _GENERIC_ZH.fullmatch(m.group("who")) or history_person_zh(text):
            return None
        if any(_own_name_zh(text, n) for n in _careers_over()[1]):
            return None
        return f"ended:{m.group('verb')}"
    m = _ASK_EN.match(text)
    if not m:
        return None
    who, goods = m.group("who"), m.group("goods")
    if _OWN.search(who) or _COUPLE.search(who) or not _named_en(who) or _over_en(who) or history_person(text):
        return None
    if goods is not None and _NOT_GOODS.search(goods):
        return None
    if _WHOLE_END.match(m.group("verb")) and not named_actor(who):
        return None  # "why did Oasis break up", "when did Blockbuster close down": an end of old, not today's name
    return "ended:" + " ".join(m.group("verb").lower().split()[:2])


screen_patterns(globals())  # each pattern above skips a text lacking a word all its matches need (time/prefilter.py)
