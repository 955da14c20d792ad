"""Follow-ups: messages that only refer back to the conversation, and the one thing history may lend a query.

* ``refers_back_only(text)``: "按照刚才的结果整理一下", "continue", "format that as a table", "上面的翻译成英文" work on
  what is already in the chat. They are not web searches (刚才/上面 are time words only in form). A follow-up that
  asks for something new ("刚才说的那家公司现在股价多少", "and its price now?") is not one of them.
* ``carry_entity(text, recent_user_turns)``: a follow-up that leans on an earlier turn through a pronoun ("its",
  "they", "这家公司", "它") and names nothing itself may borrow the most recent *named entity* from the recent user
  turns: only that name travels on, never other history text. Each earlier turn passes the privacy gate first (a
  blocked turn lends nothing; private values are cut out before names are looked for).

Pure functions; hand-written patterns (English and Chinese): no library marks conversational refer-backs.
"""

from __future__ import annotations

import logging
from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)
from collections.abc import Sequence
from dataclasses import dataclass

from .privacy import scan

__all__ = ["refers_back_only", "carry_entity", "Carried", "MAX_RECENT_TURNS"]

MAX_RECENT_TURNS = 5  # issue 12: the last five user turns are the follow-up's context
MAX_TURN_CHARS = 2_000

_BACK_ZH = r"(?:刚才|刚刚|上面|上文|前面|之前|上一条|上一个|上次|以上|这些|这个结果|那个结果|你说的|你刚)"
_BACK_EN = (r"(?:(?:that|this|these|those|it)(?=\s*(?:$|[.,!?;:]|\s+(?:as|into|in|to|for|with|please|again|"
            r"up|down|shorter|longer|simpler)\b))|the\s+(?:above|previous|last)\s+\w+|(?:the\s+)?above|"
            r"(?:what\s+)?you\s+(?:just\s+)?(?:said|wrote|listed|found)|your\s+(?:answer|list|result|reply)|"
            r"the\s+(?:results?|answer|list|table|text|code|summary))")
_WORK_ZH = r"(?:整理|总结|归纳|概括|翻译|改写|重写|润色|格式|做成|列成|转成|转换|改成|排版|表格|列表|精简|缩短|扩写|展开|解释|排序|合并|对比一下|继续|接着)"
_WORK_EN = (r"(?:format|summari[sz]e|sum\s+up|rewrite|rephrase|translate|shorten|expand|elaborate|simplify|"
            r"turn|convert|put|make|sort|reorder|list|tabulate|explain|clean\s+up|polish|proofread|condense|"
            r"continue|go\s+on|keep\s+going|carry\s+on)")
_REFER_BACK = [
    re.compile(rf"{_BACK_ZH}.{{0,12}}{_WORK_ZH}|{_WORK_ZH}.{{0,8}}{_BACK_ZH}"),
    re.compile(rf"^\s*(?:请)?(?:继续|接着说|接着写|继续写|继续说|go\s+on|continue|keep\s+going|carry\s+on|more)"
               r"[\s,.!。！，…]*(?:please|吧|一下)?[\s.!。！]*$", re.IGNORECASE),
    re.compile(rf"\b{_WORK_EN}\b.{{0,40}}\b{_BACK_EN}\b|\b{_BACK_EN}\b.{{0,20}}\b(?:as|into)\s+(?:a\s+)?"
               r"(?:table|list|bullets?|markdown|json|csv|bullet\s+points)\b", re.IGNORECASE),
]
# Something new is asked for: the refer-back still needs a fresh fact, so it is not "only" a refer-back.
_NEW_FACT = re.compile(r"现在|目前|最新|今天|价格|股价|多少钱|行情|比分|天气|新闻|搜|查一下|\b(?:now|today|latest|current|"
                       r"price|news|weather|score|search|look\s+up)\b", re.IGNORECASE)


def refers_back_only(text: str) -> tuple[str, ...]:
    """The refer-back words when ``text`` only works on what the chat already holds; ``()`` otherwise."""
    probe = text[:MAX_TURN_CHARS]
    if _NEW_FACT.search(re.sub(_BACK_ZH, " ", probe)):
        return ()
    for pattern in _REFER_BACK:
        m = pattern.search(probe)
        if m:
            return (re.sub(r"\s+", " ", m.group(0).strip().lower())[:40],)
    return ()


# --------------------------------------------------------------------------- entity carry

_ANAPHOR = re.compile(r"\b(?:its|it|they|them|their|he|him|his|she|her|that\s+(?:company|one|team|person|guy|"
                      r"product|city|country|film|movie|show|book|game|app|model|phone|stock)|the\s+same)\b|"
                      r"它|它们|他|她|他们|她们|其|该公司|这家公司|那家公司|这家|那家|这个公司|那个公司|这款|那款|这个人|那个人|"
                      r"这部|那部|这支|那支|这只|那只", re.IGNORECASE)
_FOLLOW_START = re.compile(r"^\s*(?:and|what\s+about|how\s+about|also|so|then|那|那么|还有|另外)\b", re.IGNORECASE)
_NAME_EN = re.compile(r"(?<![\w.])(?:[A-Z][\w&'’.-]*[\w&]|[A-Z])(?:\s+(?:[A-Z][\w&'’.-]*[\w&]|of|de|&)){0,4}"
                      r"(?:\s+\d[\w.]*)?")
_LATIN_IN_ZH = re.compile(r"[A-Za-z][A-Za-z0-9.+&-]*(?:\s+[A-Za-z0-9][A-Za-z0-9.+&-]*){0,3}")
_QUOTED = re.compile(r"“([^”]{2,40})”|\"([^\"]{2,40})\"|《([^》]{2,40})》|「([^」]{2,40})」")
_ZH_NAME = re.compile(r"(?<![\u4e00-\u9fff])[\u4e00-\u9fff]{2,6}(?:公司|集团|银行|大学)")
_NOT_NAMES = frozenset("I What Who Which When Where Why How Is Are Was Were Do Does Did Can Could Will Would Should "
                       "The A An And Or But If Please Tell Show Give Find Thanks Thank Hi Hello Hey OK Okay Yes No "
                       "It Its They Their He She His Her This That These Those My Our Your We You".split())


@dataclass(frozen=True, slots=True)
class Carried:
    """The entity lent to a follow-up, the follow-up's new search text, and which earlier turn lent it."""

    entity: str
    search_text: str
    turns_back: int


def _names(text: str) -> list[str]:
    """Named entities in a user turn, in order: quoted titles, capitalised names, Latin names in Chinese, 某某公司."""
    found: list[tuple[int, str]] = []
    for m in _QUOTED.finditer(text):
        found.append((m.start(), next(g for g in m.groups() if g)))
    han = bool(re.search(r"[\u4e00-\u9fff]", text))
    for m in (_LATIN_IN_ZH if han else _NAME_EN).finditer(text):
        words = m.group(0).split()
        while words and words[0] in _NOT_NAMES:
            words = words[1:]
        if words and (han or words[0][:1].isupper()) and len(" ".join(words)) >= 2:
            found.append((m.start(), " ".join(words)))
    if han:
        found += _zh_proper_nouns(text)
    return [name for _, name in sorted(found)]


def _zh_proper_nouns(text: str) -> list[tuple[int, str]]:
    """Chinese person, place, organisation and other proper names by jieba's part-of-speech tags."""
    import jieba.posseg  # loaded only for a Chinese follow-up that needs it

    jieba.setLogLevel(logging.WARNING)  # as jieba's other users do (plan/rules.py no longer sets it at import)

    out: list[tuple[int, str]] = []
    pos = 0
    for word, flag in jieba.posseg.lcut(text):
        start = text.find(word, pos)
        pos = start + len(word) if start >= 0 else pos
        if flag in ("nr", "ns", "nt", "nz") and len(word) >= 2:
            out.append((max(start, 0), word))
    for m in _ZH_NAME.finditer(text):  # "比亚迪公司": the name before 公司/集团/银行
        out.append((m.start(), m.group(0)))
    return out


def _own_name(text: str) -> bool:
    return any(n.split()[0] not in _NOT_NAMES for n in _names(text) if n)


def carry_entity(text: str, recent_user_turns: Sequence[str]) -> Carried | None:
    """The most recent named entity from ``recent_user_turns`` (oldest first) for a follow-up that only points at
    it, or ``None``. Only the name is used; blocked turns lend nothing; private values never count as names."""
    probe = text[:MAX_TURN_CHARS]
    if not recent_user_turns or not (_ANAPHOR.search(probe) or _FOLLOW_START.search(probe)):
        return None
    if _own_name(re.sub(r"^\s*\w+", "", probe)):  # it names its own subject: nothing to borrow
        return None
    turns = [t for t in recent_user_turns if isinstance(t, str)][-MAX_RECENT_TURNS:]
    for back, turn in enumerate(reversed(turns), start=1):
        finding = scan(turn[:MAX_TURN_CHARS])
        if finding.action == "blocked":
            continue
        names = _names(finding.redacted_text)
        if names:
            entity = names[0][:80]
            return Carried(entity, f"{entity} {probe.strip()}", back)
    return None
