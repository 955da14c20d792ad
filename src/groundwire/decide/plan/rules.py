"""Rule planner: turn a question into at most two search queries without any model.

Steps: drop filler ("请问", "can you tell me"), make time absolute (timeframe), keep entities, versions and quoted
phrases, segment Chinese with jieba to drop function words, pick freshness, and add a second query in the other
language when that is where the sources are: English for a Chinese question about an international topic
(Latin-script product names, global companies), Chinese for an English question about a Chinese topic.
The bilingual glossary lives in ``data/planner_glossary.tsv``. Hand-written because no library plans search
queries; jieba does the segmentation (warm it up with :func:`warm_up` to keep the first call fast).
"""

from __future__ import annotations

import logging
import re
import unicodedata
from datetime import date, tzinfo
from functools import lru_cache
from importlib import resources
from typing import Any

from ... import lazy_re
from ..gate import Decision, decide
from ...models import Freshness, PlannedQuery, TimeRange
from ..time.prefilter import ScreenedPattern, prepare_screens
from ..timeframe import TimeGrounding, TimeSpan, resolve
from .types import Plan

__all__ = ["plan_rules", "compress_en", "detect_language", "strip_filler", "warm_up", "MAX_QUERY_CHARS"]

MAX_QUERY_CHARS = 200
MAX_INPUT_CHARS = 2_000  # a question longer than this is planned from its beginning
_MONTHS = ["", "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
           "November", "December"]



@lru_cache(maxsize=1)
def _jieba() -> Any:
    """jieba, imported on first use. Round 28 (startup28): the import alone (with the pkg_resources it pulls in) cost
    about 0.4 s of CPU in every ``plan``, English questions included; only Chinese text needs it."""
    import jieba

    jieba.setLogLevel(logging.WARNING)
    return jieba

# --------------------------------------------------------------------------- language and filler

_HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
_KANA_HANGUL = re.compile(r"[\u3040-\u30ff\uac00-\ud7af]")
_LATIN = re.compile(r"[A-Za-z\u00c0-\u024f]")
_OTHER_LETTER = re.compile(r"[^\W\d_A-Za-z\u00c0-\u024f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")


def detect_language(text: str) -> str:
    """``zh`` | ``en`` | ``other`` by script: Han characters mean Chinese unless kana/hangul say otherwise."""
    han = len(_HAN.findall(text))
    if _KANA_HANGUL.search(text):
        return "other"
    if han >= 2 or (han and not _LATIN.search(text)):
        return "zh"
    latin = len(_LATIN.findall(text))
    other = len(_OTHER_LETTER.findall(text))
    if latin and latin >= other:
        return "en"
    return "other"


_FILLER_ZH = re.compile(
    r"请问一下|请问|麻烦你?|能不能告诉我|能否告诉我|可不可以告诉我|可以告诉我|能告诉我|告诉我|我想知道|我想了解|我想问一下|"
    r"我想问|想问一下|想问下|你知道|你觉得|帮我搜索一下|帮我搜一下|帮我搜搜|帮我查一下|帮我查查|帮我查|帮我搜|帮我找一下|"
    r"帮我看看|帮忙查一下|搜索一下|搜一下|搜一搜|查一下|查一查|去查查|查查|上网查一下|上网查|网上查一下|百度一下|谷歌一下|"
    r"给我讲讲|讲一讲|谢谢你?|多谢")
_TRAILING_ZH = re.compile(r"(?:[吗呢吧啊呀嘛哦呗？?！!。，,~～\s]|(?<![什怎那这多要])么)+$")
_FILLER_EN = re.compile(
    r"\b(?:i\s+was\s+wondering(?:\s+(?:if|whether))?|i\s+wonder(?:\s+(?:if|whether))?|"
    r"(?:can|could|would|will)\s+you\s+(?:please\s+)?(?:tell|show|let)\s+me(?:\s+know)?|"
    r"(?:can|could|would|will)\s+you\s+(?:please\s+)?(?:search|look\s+up|find|check)(?:\s+for)?|"
    r"please|pls|plz|kindly|search\s+(?:the\s+web\s+|online\s+|google\s+)?for|look\s+up|google\s+it|"
    r"i\s+(?:want|would\s+like|'d\s+like)\s+to\s+know|do\s+you\s+know|tell\s+me|quick\s+question|"
    r"thanks|thank\s+you|hey|hello|hi)\b[\s,:;!]*", re.IGNORECASE)


def strip_filler(text: str, lang: str) -> str:
    """Remove politeness and search-request phrases; keep everything that carries meaning."""
    if lang == "zh":
        out = _FILLER_ZH.sub(" ", text)
        out = _FILLER_EN.sub(" ", out)
        out = _TRAILING_ZH.sub("", out.strip())
    else:
        out = _FILLER_EN.sub(" ", text)
        out = re.sub(r"^[\s,;:]+|[\s?!.,;:]+$", "", out)
    out = re.sub(r"\s+", " ", out).strip()
    return out or text.strip()


# --------------------------------------------------------------------------- English compression

# Words a search engine gains nothing from: question words, auxiliaries, articles and a few empty prepositions.
# "how many/much" stays (it says a number is wanted); so do negations, names, numbers and time words.
_EN_DROP = frozenset("who whom whose what which where when why is are was were am be been being do does did has have "
                     "had can could will would should shall may might must the a an of for about me us i you please "
                     "tell show give know".split())
_EN_TOKEN = re.compile(r"[“\"][^”\"]{1,60}[”\"]|[^\s]+")
# A question word fused with "is" / "are" ("what's", "who’re", "whats"): as empty for an engine as the two words apart.
_EN_WH_CONTRACTION = re.compile(r"(?:who|what|where|when|why|how)(?:['’](?:s|re)|s)", re.IGNORECASE)


_EN_QUESTION = re.compile(r"^\s*(?:who|whom|whose|what|which|where|when|why|how|is|are|was|were|do|does|did|has|"
                          r"have|had|can|could|will|would|should)\b|\?\s*$", re.IGNORECASE)


_MONTH_LEAD = frozenset("in on of by since until till from to through early mid late end beginning next last this "
                        "every each".split())


def _the_month_may(tokens: list[str], i: int) -> bool:
    """"May" the month, not the modal: before a number ("May 2027", "May 1, 2027": time grounding writes months so)
    or after a word that leads a date ("in May", "by May", "early May")."""
    if tokens[i].strip("?!.,;:").lower() != "may":
        return False
    after = tokens[i + 1] if i + 1 < len(tokens) else ""
    before = tokens[i - 1].strip("?!.,;:").lower() if i > 0 else ""
    return after[:1].isdigit() or before in _MONTH_LEAD


def compress_en(text: str, *, asked: bool = False) -> str:
    """The searchable core of an English question: "Who is the current CEO of Twitter" -> "current CEO Twitter".

    Only questions are compressed (a wh-word or auxiliary first, or a question mark; ``asked``: the question mark
    stood in the text before the filler was stripped, as in "In 2021, which astronomer ...?" or "X happened this
    week. Which team ...?"): keyword text is already a query. Quoted phrases stay whole; a question that would
    shrink to fewer than two words is kept as it was."""
    if not (asked or _EN_QUESTION.search(text)):
        return text.strip()
    words: list[str] = []
    tokens = _EN_TOKEN.findall(text)
    for i, tok in enumerate(tokens):
        bare = tok.strip("?!.,;:").lower()
        if bare == "how" and i + 1 < len(tokens) and tokens[i + 1].strip("?!.,;:").lower() in ("many", "much"):
            words.append(tok.strip("?!,;:"))
            continue
        if (bare in _EN_DROP or bare == "how" or _EN_WH_CONTRACTION.fullmatch(bare)) and not _the_month_may(tokens, i):
            continue
        word = tok if tok[:1] in "“\"" else tok.strip("?!,;:")
        if word.endswith(".") and not re.search(r"\.\w", word) and not re.fullmatch(r"(?:[A-Za-z]\.)+", word):
            word = word[:-1]  # a sentence's full stop, not "U.S." or "3.13"
        if word:
            words.append(word)
    if len(words) >= 2 or (words and words[0][:1] in "“\""):  # a quoted title alone is the best query
        return " ".join(words)
    return text.strip()


# --------------------------------------------------------------------------- Chinese segmentation

_STOP_ZH = frozenset(
    "的 地 得 了 吗 呢 吧 啊 呀 嘛 哦 么 呗 着 过 是 在 有 和 与 及 或 也 都 就 还 又 被 把 让 给 对 从 向 跟 而 之 其 "
    "这 那 这个 那个 这些 那些 什么 啥 哪些 哪个 哪里 哪儿 怎么 怎么样 怎样 如何 为什么 请问 一下 一些 一个 个 我 你 他 "
    "她 它 我们 你们 他们 想 要 能 会 可以 应该 知道 告诉 帮 帮忙 搜 查 看看 吗 呢 现在 目前 当前 如今".split())
_PUNCT = re.compile(r"^[\W_]+$")
_PROTECT = re.compile(
    r"“[^”]{1,60}”|\"[^\"]{1,60}\"|「[^」]{1,60}」|『[^』]{1,60}』|《[^》]{1,60}》|"
    r"\d{4}年(?:\d{1,2}月(?:\d{1,2}日)?|[上下]半年|第[一二三四]季度)?|\d{1,2}月\d{1,2}日|"
    r"[A-Za-z0-9][A-Za-z0-9.+#&'_-]*(?:\s+[A-Za-z0-9][A-Za-z0-9.+#&'_-]*)*")


@lru_cache(maxsize=1)
def _protected() -> re.Pattern[str]:
    """:data:`_PROTECT` plus the glossary's Chinese terms, which jieba's dictionary may lack and cut into pieces
    ("比特币" -> "比特" "币", "英伟达" -> "英" "伟达")."""
    terms = _glossary()[2].pattern
    return re.compile(f"{_PROTECT.pattern}|{terms}") if terms else _PROTECT


def time_words(grounding: TimeGrounding) -> tuple[str, ...]:
    """The time expressions as they stand in ``grounding.rewritten`` (the absolute wording where a span was
    rewritten: "2027年初", "2026年第三季度"; the span itself otherwise: "下个月中旬"), in order. "Now" words
    (现在, 目前) are left out: they are stop words of the query."""
    return tuple(w for s in grounding.spans if s.kind != "now" and (w := (s.absolute or s.text).strip()))


def _segments(text: str, keep: tuple[str, ...] = ()) -> list[tuple[str, bool]]:
    """Split into (piece, protected) pieces: ``keep`` (the question's time words, found in order), quoted phrases,
    absolute dates and Latin runs stay whole."""
    pieces: list[tuple[str, bool]] = []
    pos = 0
    for word in keep:
        at = text.find(word, pos)
        if at < 0:
            continue
        pieces += _segments(text[pos:at])
        pieces.append((word, True))
        pos = at + len(word)
    if keep:
        return pieces + _segments(text[pos:])
    for m in _protected().finditer(text):
        if m.start() > pos:
            pieces.append((text[pos:m.start()], False))
        pieces.append((m.group(0), True))
        pos = m.end()
    if pos < len(text):
        pieces.append((text[pos:], False))
    return pieces


def _zh_tokens(text: str, keep: tuple[str, ...] = ()) -> list[str]:
    """Search words of a Chinese text: jieba's words without function words; ``keep`` stays whole (time words:
    jieba would cut "2027年初" into "2027年" "初")."""
    tokens: list[str] = []
    for piece, protected in _segments(text, keep):
        if protected:
            tokens.append(piece.strip())
            continue
        for tok in _jieba().lcut(piece, HMM=False):
            tok = tok.strip()
            if tok and tok not in _STOP_ZH and not _PUNCT.match(tok):
                tokens.append(tok)
    return tokens


def warm_up() -> None:
    """Load jieba's dictionary, read the gate's screened patterns and compile the lazy ones (groundwire/lazy_re.py)
    now (about a second, half a second and three seconds) instead of on the first questions."""
    prepare_screens()
    lazy_re.compile_all()
    _jieba().initialize()
    _jieba().lcut("预热分词词典", HMM=False)


# --------------------------------------------------------------------------- glossary

@lru_cache(maxsize=1)
def _glossary() -> tuple[dict[str, tuple[str, str]], dict[str, tuple[str, str]], re.Pattern[str]]:
    """(zh -> (en, kind), lower-case en -> (zh, kind), a pattern finding the Chinese terms)."""
    zh_map: dict[str, tuple[str, str]] = {}
    en_map: dict[str, tuple[str, str]] = {}
    text = resources.files(__name__.partition(".")[0]).joinpath("data/planner_glossary.tsv").read_text(encoding="utf-8")
    for line in text.splitlines():
        parts = line.split("\t")
        if line.startswith("#") or len(parts) != 3:
            continue
        zh, en, kind = (p.strip() for p in parts)
        zh_map.setdefault(zh, (en, kind))
        en_map.setdefault(en.lower(), (zh, kind))
    zh_alt = "|".join(sorted(map(re.escape, zh_map), key=len, reverse=True))
    return zh_map, en_map, re.compile(zh_alt)


def _zh_to_en(word: str) -> tuple[str, str] | None:
    return _glossary()[0].get(word)


_EN_WORD = re.compile(r"[A-Za-z0-9][A-Za-z0-9&.+'-]*")
_EN_WORD_END = re.compile(r"(?:'s|’s|[.'])$")  # "Apple's", "Inc.": the glossary's form


@lru_cache(maxsize=1)
def _en_first_words() -> frozenset[str]:
    """The first word of every English glossary term: a term can start only where one of them stands."""
    return frozenset(key.split(" ", 1)[0] for key in _glossary()[1])


def _en_glossary_hits(text: str) -> list[tuple[int, int, tuple[str, str]]]:
    """Glossary terms in English text, longest first (up to three words), as (start, end, (zh, kind))."""
    en_map, firsts = _glossary()[1], _en_first_words()
    words = []
    for m in _EN_WORD.finditer(text):
        word = m.group(0)
        if word[-1] in "s.'":
            word = _EN_WORD_END.sub("", word)
        words.append((m.start(), m.end(), word.lower()))
    hits: list[tuple[int, int, tuple[str, str]]] = []
    i = 0
    while i < len(words):
        if words[i][2] not in firsts:  # no term starts here: the joins below would all miss
            i += 1
            continue
        for n in (3, 2, 1):
            if i + n <= len(words):
                key = " ".join(w[2] for w in words[i:i + n])
                if key in en_map:
                    hits.append((words[i][0], words[i + n - 1][1], en_map[key]))
                    i += n
                    break
        else:
            i += 1
    return hits


# --------------------------------------------------------------------------- time and freshness

def _time_text(span: TimeSpan, lang: str) -> str | None:
    s, e = span.start, span.end
    if span.kind == "year":
        return f"{s.year}年" if lang == "zh" else str(s.year)
    if span.kind == "half":
        half = 1 if s.month == 1 else 2
        return f"{s.year}年{'上' if half == 1 else '下'}半年" if lang == "zh" else f"H{half} {s.year}"
    if span.kind == "quarter":
        q = (s.month - 1) // 3 + 1
        return f"{s.year}年第{'一二三四'[q - 1]}季度" if lang == "zh" else f"Q{q} {s.year}"
    if span.kind == "month":
        return f"{s.year}年{s.month}月" if lang == "zh" else f"{_MONTHS[s.month]} {s.year}"
    if span.kind == "day":
        return f"{s.year}年{s.month}月{s.day}日" if lang == "zh" else f"{_MONTHS[s.month]} {s.day}, {s.year}"
    if span.kind in ("range", "since") and s.year == e.year and span.kind == "range":
        return f"{s.year}年" if lang == "zh" else str(s.year)
    return None


_FRESH_DAY = re.compile(r"\b(?:prices?|stocks?|share\s+price|scores?|weather|forecast|exchange\s+rate|live|breaking|"
                        r"right\s+now|today|tonight)\b|股价|汇率|比分|天气|气温|行情|油价|金价|实时|今天|直播|现在|刚刚|刚才|此刻|眼下",
                        re.IGNORECASE)
_FRESH_WEEK = re.compile(r"\b(?:news|headlines?|this\s+week)\b|新闻|热搜|本周|这周", re.IGNORECASE)
_FRESH_MONTH = re.compile(r"\b(?:recent|recently|lately|this\s+month)\b|最近|近期|近来|本月|这个月", re.IGNORECASE)
_FRESH_YEAR = re.compile(r"\b(?:latest|newest|most\s+recent|new\s+release|this\s+year|upcoming|next)\b|最新|新款|"
                         r"今年|发布会|新版", re.IGNORECASE)


def _freshness(text: str, grounding: TimeGrounding) -> Freshness | None:
    if grounding.time_range is not None:
        return grounding.freshness  # a stated time wins, including "none" for a past range
    for pattern, bucket in ((_FRESH_DAY, Freshness.DAY), (_FRESH_WEEK, Freshness.WEEK),
                            (_FRESH_MONTH, Freshness.MONTH), (_FRESH_YEAR, Freshness.YEAR)):
        if pattern.search(text):
            return bucket
    return None


_INTENTS = (
    ("price", re.compile(r"\b(?:price|cost|how\s+much|stock|exchange\s+rate)\b|价格|多少钱|售价|股价|汇率|报价", re.I)),
    ("weather", re.compile(r"\b(?:weather|forecast|temperature)\b|天气|气温|预报", re.I)),
    ("score", re.compile(r"\b(?:score|result|standings|fixtures?)\b|比分|赛果|积分榜|赛程", re.I)),
    ("news", re.compile(r"\b(?:news|headlines?|happened)\b|新闻|热搜|发生了什么", re.I)),
    ("release", re.compile(r"\b(?:release[ds]?|launch(?:ed|es)?|version|update)\b|发布|上市|版本|更新", re.I)),
    ("comparison", re.compile(r"\b(?:vs\.?|versus|compare[ds]?|better)\b|哪个好|对比|比较", re.I)),
    ("person", re.compile(r"^\s*who\b|\bwho\s+is\b|谁", re.I)),
)


# The word lists above are screened (time/prefilter.py): a text lacking every word of one is not scanned by it.
_FILLER_ZH, _FILLER_EN = ScreenedPattern(_FILLER_ZH), ScreenedPattern(_FILLER_EN)
_FRESH_DAY, _FRESH_WEEK = ScreenedPattern(_FRESH_DAY), ScreenedPattern(_FRESH_WEEK)
_FRESH_MONTH, _FRESH_YEAR = ScreenedPattern(_FRESH_MONTH), ScreenedPattern(_FRESH_YEAR)
_INTENTS = tuple((name, ScreenedPattern(pattern)) for name, pattern in _INTENTS)


def _intent(text: str) -> str:
    for name, pattern in _INTENTS:
        if pattern.search(text):
            return name
    return "fact"


# --------------------------------------------------------------------------- entities and queries

_QUOTED = re.compile(r"“([^”]{1,60})”|\"([^\"]{1,60})\"|「([^」]{1,60})」|『([^』]{1,60})』|《([^》]{1,60})》")
_EN_ENTITY = re.compile(r"\b(?:[A-Z][\w&.'+-]*|[a-z]+[A-Z][\w]*|[A-Za-z]+-?\d[\w.]*)(?:\s+(?:[A-Z][\w&.'+-]*|\d[\w.]*))*")
_LATIN_RUN = re.compile(r"[A-Za-z][A-Za-z0-9.+#&'_-]*(?:\s+[A-Za-z0-9][A-Za-z0-9.+#&'_-]*)*")
_QUESTION_WORDS = frozenset("what who whom whose which when where why how is are was were do does did can could "
                            "will would should the a an i in on of for".split())


def _entities(text: str, lang: str) -> list[str]:
    found: list[str] = []

    def add(value: str) -> None:
        value = value.strip(" '\".,?!")
        if len(value) >= 2 and value not in found:
            found.append(value)

    for m in _QUOTED.finditer(text):
        add(next(g for g in m.groups() if g))
    pattern = _LATIN_RUN if lang == "zh" else _EN_ENTITY
    for m in pattern.finditer(text):
        words = m.group(0).split()
        while words and words[0].lower() in _QUESTION_WORDS:
            words = words[1:]
        if words:
            add(" ".join(words))
    if lang == "zh":
        for m in _glossary()[2].finditer(text):
            add(m.group(0))
    return found[:10]


def _clip(text: str) -> str:
    text = re.sub(r"\s+", " ", text).strip()
    if len(text) <= MAX_QUERY_CHARS:
        return text
    cut = text[:MAX_QUERY_CHARS]
    return cut.rsplit(" ", 1)[0] if " " in cut[40:] else cut


def _english_for_chinese(tokens: list[str], grounding: TimeGrounding) -> str | None:
    """An English query for a Chinese question about an international topic, or None."""
    out: list[str] = []
    international = False
    translated = 0
    for tok in tokens:
        if _LATIN_RUN.fullmatch(tok) and re.search(r"[A-Za-z]{2,}", tok):
            out.append(tok)
            international = True
            continue
        hit = _zh_to_en(tok)
        if hit:
            out.append(hit[0])
            translated += 1
            international = international or hit[1] == "global"
            continue
        for m in _glossary()[2].finditer(tok):  # a compound jieba kept whole ("苹果发布会")
            hit = _zh_to_en(m.group(0))
            if hit:
                out.append(hit[0])
                translated += 1
                international = international or hit[1] == "global"
    times = [t for s in grounding.spans if (t := _time_text(s, "en"))]
    if not international or not (translated or times):
        return None  # nothing to add: the Latin names alone are already in the Chinese query
    words = list(dict.fromkeys(out + times))
    return _clip(" ".join(words)) if len(words) >= 2 else None


def _chinese_for_english(text: str, grounding: TimeGrounding) -> str | None:
    """A Chinese query for an English question about a Chinese topic, or None."""
    hits = _en_glossary_hits(text)
    if not any(h[2][1] == "cn" for h in hits):
        return None
    out: list[str] = []
    covered = [(s, e) for s, e, _ in hits]
    items: list[tuple[int, str]] = [(s, h[0]) for s, _, h in hits]
    covered += [(sp.offset, sp.offset + len(sp.text)) for sp in grounding.spans]
    for m in _EN_ENTITY.finditer(text):
        for w in re.finditer(r"\S+", m.group(0)):
            start = m.start() + w.start()
            end = start + len(w.group(0))
            if w.group(0).lower() in _QUESTION_WORDS or any(start < e and s < end for s, e in covered):
                continue
            items.append((start, w.group(0).strip(".,?!")))
    for sp in grounding.spans:
        t = _time_text(sp, "zh")
        if t:
            items.append((sp.offset, t))
    for _, word in sorted(items):
        if word not in out:
            out.append(word)
    return _clip(" ".join(out)) if len(out) >= 2 else None


def _clean(question: str) -> str:
    text = unicodedata.normalize("NFKC", question[:MAX_INPUT_CHARS])
    if not text.isprintable():  # fast path: printable text has no control/format characters to blank out
        text = "".join(" " if unicodedata.category(ch)[0] == "C" else ch for ch in text)
    return re.sub(r"\s+", " ", text).strip()


def plan_rules(question: str, today: date, *, locale: str = "en", tz: tzinfo | None = None,
               gate: Decision | None = None) -> Plan:
    """Plan at most two queries for ``question`` as of ``today``. Pure; never raises on odd text.

    ``gate``: the gate's decision when the caller already made it on this text (``make_plan`` passes the
    decision whose ``search_text`` it hands in), so the gate and the privacy scan do not run twice."""
    text = _clean(question if isinstance(question, str) else "")
    decision = gate if gate is not None else (decide(text, today=today) if text else None)
    if not text or decision is None:
        return Plan(False, "empty_question", "rules", (), None)
    if decision.privacy == "blocked":
        return Plan(False, "privacy_blocked", "rules", (), None)
    text = _clean(decision.search_text) or text
    lang = detect_language(text)
    core = strip_filler(text, lang)
    grounding = resolve(core, today, tz)
    freshness = _freshness(core, grounding)
    time_range: TimeRange | None = grounding.time_range
    primary_lang = lang if lang != "other" else (locale.split("-")[0].lower() or None)

    tokens: list[str] = []
    if lang == "zh":
        tokens = _zh_tokens(grounding.rewritten, time_words(grounding))
        primary = _clip(" ".join(tokens)) or _clip(grounding.rewritten)
    elif lang == "en":
        primary = _clip(compress_en(grounding.rewritten, asked=text.rstrip().endswith("?")))
    else:
        primary = _clip(grounding.rewritten)
    queries = [PlannedQuery(primary, freshness, primary_lang, time_range)]

    second: str | None = None
    second_lang = None
    if lang == "zh":
        second, second_lang = _english_for_chinese(tokens, grounding), "en"
    elif lang == "en":
        second, second_lang = _chinese_for_english(core, grounding), "zh"
    if second and second.lower() != primary.lower():
        queries.append(PlannedQuery(second, freshness, second_lang, time_range))

    return Plan(
        needs_search=decision.needs_search,
        reason=decision.reason,
        planner="rules",
        queries=tuple(queries),
        time_range=time_range,
        intent=_intent(core),
        entities=tuple(_entities(core, lang)),
    )
