"""Words for tool retrieval: English (lower case, CamelCase and snake_case split, stop words dropped, Snowball
stemmed) and Chinese (jieba, function words dropped), plus concept tags from ``tools/data/concepts.tsv``.

A concept tag (``@weather``) is added for every word that belongs to a concept group, to the tool text and to the
request alike, so "will it rain tomorrow" meets a tool described as "forecasts" without any model.
"""

from __future__ import annotations

import logging
import re
from functools import cache, lru_cache
from importlib import resources

import snowballstemmer

_WORD = re.compile(r"[A-Za-z][A-Za-z0-9']*|[0-9]+|[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+")
_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])")
_HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")

STOP_EN = frozenset("""
a about above after again against all also am an and any are aren as at be because been before being below between
both but by can could couldn did do does doing don down during each few for from further had has have having he her
here hers herself him himself his how i if in into is isn it its itself just let lets me might more most much must my
myself need needs no nor not now of off on once only or other our ours ourselves out over own please same she should
so some such than that the their theirs them themselves then there these they this those through to too under until
up very was we were what when where which while who whom why will with would you your yours yourself yourselves
tell know want wants wanted like looking look give help get got go going im ive id youre hey hi hello thanks thank
kindly could would something anything someone anyone way ways really sure possible provide any some one s t
""".split())
STOP_ZH = frozenset("""
的 了 吗 呢 吧 啊 是 在 我 你 他 她 它 们 我们 你们 这 那 这个 那个 一下 一个 请 请问 帮 帮我 给 给我 把 和 与 及 也 都
就 还 要 想 能 可以 可不可以 能不能 会 有 没有 什么 怎么 如何 哪些 哪个 多少 一些 一点 些 呀 么 并 然后 再 又 让 用 对 从
""".split())

_stemmer = snowballstemmer.stemmer("english")


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    return _stemmer.stemWord(word)


def split_name(name: str) -> str:
    """``getWeatherForecast`` / ``get_weather-forecast`` -> ``get Weather Forecast``."""
    return " ".join(_CAMEL.sub(" ", part) for part in re.split(r"[_\-./:\s]+", name) if part)


def _jieba_cut(text: str) -> list[str]:
    import jieba  # lazy: its dictionary costs ~1 s to load (the proxy warms it up at start)

    jieba.setLogLevel(logging.WARNING)
    return [w for w in jieba.cut_for_search(text) if w.strip()]  # words and their parts: 翻译成 -> 翻译


@cache
def concept_table() -> dict[str, tuple[str, ...]]:
    """word (stemmed English, or Chinese as written) -> concept names, from ``data/concepts.tsv``."""
    table: dict[str, set[str]] = {}
    text = resources.files(__package__).joinpath("data/concepts.tsv").read_text(encoding="utf-8")
    for line in text.splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        concept, _, words = line.partition("\t")
        for word in words.split():
            key = word if _HAN.search(word) else stem(word.lower())
            table.setdefault(key, set()).add(concept.strip())
    return {k: tuple(sorted(v)) for k, v in table.items()}


def words(text: str) -> list[str]:
    """Content words of ``text``, stemmed (English) or segmented (Chinese), in order."""
    out: list[str] = []
    for token in _WORD.findall(split_name(text) if "_" in text else text):
        if _HAN.match(token):
            out += [w for w in _jieba_cut(token) if w not in STOP_ZH]
            continue
        for part in _CAMEL.sub(" ", token).split():
            low = part.lower().replace("'", "")
            if low in STOP_EN or len(low) < 2 and not low.isdigit():
                continue
            out.append(stem(low))
    return out


def terms(text: str, *, concepts: bool = True) -> list[str]:
    """Index terms: :func:`words` plus one ``@concept`` term per word that belongs to a concept group."""
    found = words(text)
    if not concepts:
        return found
    table = concept_table()
    extra = [f"@{c}" for w in found for c in table.get(w, ())]
    return found + extra


def has_han(text: str) -> bool:
    return bool(_HAN.search(text))
