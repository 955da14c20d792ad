"""Cut extracted text into passages and keep the few that best answer a question (BM25).

Passages are verbatim slices of the text (``text[start:start + len(passage.text)]``), cut at sentence ends
(English ``.!?``, Chinese ``。！？；``, line breaks) and merged to roughly ``min_chars``-``max_chars`` characters.
Scoring uses rank-bm25 with Lucene's always-positive idf (``BM25Okapi``'s idf goes negative on the tiny
corpora one page gives, which would rank a matching passage below a non-matching one). Chinese is tokenised
with jieba (search mode), everything else as lower-cased words minus stopwords with a light plural fold.
"""

from __future__ import annotations

import functools
import logging
import math
import re
from dataclasses import dataclass

import jieba
import simplemma
from rank_bm25 import BM25Okapi

from ..errors import UsageError

jieba.setLogLevel(logging.WARNING)

DEFAULT_MIN_CHARS = 300
DEFAULT_MAX_CHARS = 600
DEFAULT_K = 3
DEFAULT_BUDGET_CHARS = 1800


@dataclass(frozen=True, slots=True)
class Passage:
    text: str
    score: float
    start: int  # offset of ``text`` in the source text


# --------------------------------------------------------------------------- splitting (pure)

_CLOSERS = "」』”’\"')]）》】"
_SENTENCE_END = re.compile(
    rf"[。！？!?…；]+[{re.escape(_CLOSERS)}]*"  # CJK/any strong end, then closing quotes
    rf"|\.[{re.escape(_CLOSERS)}]*(?=\s)"  # a full stop followed by space
    r"|\n\s*"  # a line break (paragraph) ends a sentence too
)


def _sentences(text: str) -> list[tuple[int, int, bool]]:
    """(start, end, ends_paragraph) spans of sentences, whitespace trimmed."""
    spans: list[tuple[int, int, bool]] = []
    last = 0
    for m in _SENTENCE_END.finditer(text):
        spans.append((last, m.end(), "\n" in m.group()))
        last = m.end()
    if last < len(text):
        spans.append((last, len(text), True))
    out = []
    for s, e, para in spans:
        while s < e and text[s].isspace():
            s += 1
        while e > s and text[e - 1].isspace():
            e -= 1
        if s < e:
            out.append((s, e, para))
    return out


def _hard_split(text: str, s: int, e: int, max_chars: int) -> list[tuple[int, int]]:
    """Split an over-long sentence at whitespace (or anywhere, for unspaced scripts)."""
    pieces = []
    while e - s > max_chars:
        cut = text.rfind(" ", s + max_chars // 2, s + max_chars)
        cut = cut if cut > s else s + max_chars
        pieces.append((s, cut))
        s = cut
        while s < e and text[s].isspace():
            s += 1
    if s < e:
        pieces.append((s, e))
    return pieces


def split_passages(
    text: str, *, min_chars: int = DEFAULT_MIN_CHARS, max_chars: int = DEFAULT_MAX_CHARS
) -> list[Passage]:
    """Sentence-aware passages of about ``min_chars``-``max_chars`` characters (score 0)."""
    if min_chars < 1 or max_chars < min_chars:
        raise UsageError("need 1 <= min_chars <= max_chars")
    if not text:
        return []
    spans: list[tuple[int, int]] = []
    cur: tuple[int, int] | None = None
    cur_para = False
    for s, e, para in _sentences(text):
        for ps, pe in _hard_split(text, s, e, max_chars):
            if cur is None:
                cur = (ps, pe)
            elif pe - cur[0] > max_chars or (cur_para and cur[1] - cur[0] >= min_chars):
                spans.append(cur)
                cur = (ps, pe)
            else:
                cur = (cur[0], pe)
        cur_para = para
    if cur is not None:
        spans.append(cur)
    return [Passage(text[s:e], 0.0, s) for s, e in spans]


# --------------------------------------------------------------------------- tokenising (pure)

_HAN_RUN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+")
_WORD = re.compile(r"[^\W_]+")
_EN_STOP = frozenset(
    """a an and are as at be been but by can could did do does for from had has have how i if in into is it
    its me my no not of on or our she he so than that the their them then there these they this to too us
    was we were what when where which who whom why will with would you your about after before over under
    again also any all just more most other some such only own same very s t don now""".split()
)
_ZH_STOP = frozenset(
    """的 了 是 在 和 有 与 及 或 也 就 都 而 但 把 被 对 从 向 吗 呢 吧 啊 么 什么 哪 哪些 怎么 如何 为什么 多少
    一个 这 那 这个 那个 我 你 他 她 它 我们 你们 他们""".split()
)


@functools.lru_cache(maxsize=65536)
def _fold(word: str) -> str:
    """The English dictionary lemma (simplemma), so words match as a reader expects: buses -> bus, news -> news
    (not "new"), cities -> city, ran -> run. A suffix stemmer gets these wrong (Porter 2: buses -> "buse");
    unknown words stay as they are. Applied to question and passages alike."""
    return simplemma.lemmatize(word, lang="en")


def tokenize(text: str) -> list[str]:
    """Lower-cased search tokens: jieba words for Chinese, other words minus stopwords."""
    tokens: list[str] = []
    pos = 0
    lowered = text.lower()
    for m in _HAN_RUN.finditer(lowered):
        tokens.extend(_fold(w) for w in _WORD.findall(lowered[pos : m.start()]) if w not in _EN_STOP)
        tokens.extend(w for w in jieba.lcut_for_search(m.group()) if w.strip() and w not in _ZH_STOP)
        pos = m.end()
    tokens.extend(_fold(w) for w in _WORD.findall(lowered[pos:]) if w not in _EN_STOP)
    return tokens


class _LuceneBM25(BM25Okapi):
    """BM25Okapi with Lucene's idf ``log(1 + (N - n + 0.5) / (n + 0.5))``: never negative."""

    def _calc_idf(self, nd: dict[str, int]) -> None:  # noqa: D401 (rank-bm25 hook)
        self.idf = {w: math.log(1 + (self.corpus_size - n + 0.5) / (n + 0.5)) for w, n in nd.items()}
        self.average_idf = sum(self.idf.values()) / max(1, len(self.idf))


# --------------------------------------------------------------------------- selection


def select_passages(
    question: str,
    text: str,
    *,
    k: int = DEFAULT_K,
    max_chars: int = DEFAULT_BUDGET_CHARS,
    min_passage_chars: int = DEFAULT_MIN_CHARS,
    max_passage_chars: int = DEFAULT_MAX_CHARS,
    fallback_lead: bool = True,
) -> list[Passage]:
    """The (at most) ``k`` passages that best match ``question``, best first, within ``max_chars`` in total.

    Only passages sharing a term with the question are returned; when none does, the lead passage is
    returned with score 0.0 (``fallback_lead=False`` returns ``[]`` instead).
    """
    if k < 1 or max_chars < 1:
        raise UsageError("k and max_chars must be >= 1")
    passages = split_passages(text or "", min_chars=min_passage_chars, max_chars=max_passage_chars)
    if not passages:
        return []
    query = tokenize(question or "")
    docs = [tokenize(p.text) for p in passages]
    scored: list[Passage] = []
    if query and any(docs):
        scores = _LuceneBM25(docs).get_scores(query)
        scored = [Passage(p.text, float(s), p.start) for p, s in zip(passages, scores) if s > 0]
        scored.sort(key=lambda p: (-p.score, p.start))
    if not scored:
        lead = passages[0]
        return [Passage(lead.text[:max_chars], 0.0, lead.start)] if fallback_lead else []
    chosen: list[Passage] = []
    used = 0
    for p in scored:
        if len(chosen) == k:
            break
        if used + len(p.text) <= max_chars:
            chosen.append(p)
            used += len(p.text)
    if not chosen:  # the best passage alone is over budget: keep its verbatim head
        best = scored[0]
        chosen = [Passage(best.text[:max_chars], best.score, best.start)]
    return chosen
