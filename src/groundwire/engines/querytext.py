"""Small pure helpers on query text: simplification for the thin-result retry."""

from __future__ import annotations

import logging
import re

_EN_STOP = frozenset(
    """a an the of in on at to for from by with about into over after before and or but is are was were be been
    being do does did what which who whom whose when where why how that this these those it its as than then there
    their they them we you your i me my our us can could should would will shall may might must please tell show
    find search look up google give list any some all most more latest new current today now""".split()
)
_ZH_STOP = frozenset("的 了 吗 呢 吧 啊 是 在 和 与 及 或 有 对 把 被 请 问 请问 一下 帮 我 你 他 她 它 什么 怎么 如何 哪些 哪个 多少".split())
_TOKEN = re.compile(r'"[^"]+"|[\w.+#-]+', re.UNICODE)
_CJK = re.compile(r"[\u3400-\u9fff]")


def _zh_words(text: str) -> list[str]:
    import jieba  # imported lazily: loading its dictionary costs ~1 s (the proxy warms it up at start)

    jieba.setLogLevel(logging.WARNING)

    return [w.strip() for w in jieba.cut(text) if w.strip()]


def core_words(text: str) -> list[str]:
    """Content words in order: quoted phrases, numbers/versions and names first, stop words dropped."""
    if _CJK.search(text):
        words = [w for w in _zh_words(text) if w not in _ZH_STOP and re.search(r"\w", w)]
    else:
        words = [w for w in _TOKEN.findall(text) if w.lower().strip('"') not in _EN_STOP]
    quoted = [w for w in words if w.startswith('"')]
    marked = [w for w in words if not w.startswith('"') and (any(c.isdigit() for c in w) or w[:1].isupper())]
    plain = [w for w in words if w not in quoted and w not in marked]
    ordered: list[str] = []
    for w in quoted + marked + plain:
        if w not in ordered:
            ordered.append(w)
    return ordered


def simplify_query(text: str, max_words: int = 3) -> str:
    """The query reduced to its ``max_words`` core words, kept in their original order."""
    core = core_words(text)[:max_words]
    if not core:
        return text.strip()
    joiner = "" if _CJK.search(text) and not any(w.isascii() for w in core) else " "
    positions = sorted(core, key=lambda w: text.find(w.strip('"')))
    return joiner.join(positions)
