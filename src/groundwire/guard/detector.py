"""A small learned injection detector: word/character n-gram logistic regression shipped as data.

The rules in :mod:`.neutralize` catch the injection families somebody wrote a pattern for; this detector scores
every passage for *instruction-to-an-agent-ness* so that unseen phrasings are caught too. It is deterministic and
pure Python: features are lower-cased word unigrams and bigrams (each CJK/Thai/kana character is its own token, so
scripts without spaces get character bigrams), digits folded to ``0``, plus a handful of structure cues (text
addressed to an assistant, "before you answer", "send/forward … to <address>", tool names, urgency). A passage's
score is ``sigmoid(bias + Σ weight·count / √tokens)``.

The weights are trained by ``scripts/train_guard.py`` (fixed seed, data licences in its docstring) and ship as
``groundwire/data/guard_detector.tsv.gz``: one ``feature<TAB>weight`` line each, the first line holding the
format, the bias and the threshold chosen on the development split.
"""

from __future__ import annotations

import functools
import gzip
import math
import re
from collections.abc import Iterator
from dataclasses import dataclass
from importlib import resources
from itertools import repeat

from ..errors import ConfigError

__all__ = ["Detector", "MODEL_FILE", "detector", "features", "segments", "tokens"]

MODEL_FILE = "guard_detector.tsv.gz"
FORMAT = "gw-guard-detector/1"

# One token per CJK / kana / Thai character (those scripts have no spaces); words otherwise; some punctuation
# that carries structure (":" after "instructions", "!!!", braces of a fake tool call) is a token of its own.
_NOSPACE = "\u0e00-\u0e7f\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
_TOKEN_RE = re.compile(f"[{_NOSPACE}]|[^\\W\\d_{_NOSPACE}]+|\\d+|[:!?@$<>{{}}\\[\\]#*|]")
_DIGITS = str.maketrans("123456789", "000000000")

# Structure cues, each a feature of its own (its weight is learned like any other).
_AI = r"(?:ai|assistant|chatbot|bot|agent|model|llm|gpt|chatgpt|claude|gemini|copilot|system)"
_CUE_SPECS: tuple[tuple[str, str], ...] = (
    ("addressed_to_ai", r"\b(?:dear|hey|hi|hello|attention|note to(?: the)?|to the|for the|calling all)\s+" + _AI
     + r"s?\b|\b(?:as|you are) an? (?:ai|language model|assistant|agent)\b|\bif you are an?\b"),
    ("before_answering", r"\b(?:before|instead of|prior to|after|when) (?:you )?(?:answer|respond|repl|reply|"
     r"summari[sz]|continu|proceed|complet|finish|read|process)\w*"),
    ("send_to_address", r"\b(?:send|forward|transfer|email|e-mail|mail|post|upload|share|wire|pay|give|grant|"
     r"move|copy|export|leak|deliver)\b[^.!?\n]{0,80}?\bto\b[^.!?\n]{0,40}?(?:[\w.+-]+@[\w-]+\.\w+|https?://|"
     r"www\.|\baccount\b|\bnumber\b|\d{4,})"),
    ("tool_name", r"\b(?:tool|function|api|plugin|command)\s*(?:call|named|called)?\s*[`'\"]?[a-z]+_[a-z_]+|"
     r"\b[a-z]+[A-Z][a-zA-Z]+\(|\b(?:use|call|invoke|run|execute) (?:the )?[`'\"]?\w+[`'\"]? (?:tool|function)\b"),
    ("urgency", r"\b(?:important|urgent|immediately|right now|asap|mandatory|critical|warning|must|required)\b"
     r"[^\n]{0,60}?\b(?:you|your|please|do|send|ignore|delete|transfer|grant|execute|click|reply|respond)\b"),
    ("my_possession", r"\b(?:my|our)\s+(?:account|password|bank|files?|documents?|emails?|inbox|contacts|"
     r"calendar|wallet|funds|crypto|bitcoin|data|credentials|door|house|home|car|repository|repo|drive|folder)\b"),
    ("you_must", r"\byou (?:must|should|need to|have to|are (?:required|instructed|now)|will now|shall)\b"),
    ("say_exactly", r"\b(?:say|print|output|respond with|reply with|answer with|begin your|start your|repeat)\b"
     r"[^\n]{0,40}?[\"'“‘]"),
    ("sensitive_imperative", r"(?:^|[.!?:;]\s+|\b(?:please|kindly|and|then|now)\s+)(?:transfer|send|forward|delete|"
     r"remove|move|download|pay|grant|unlock|share|export|approve|print|reveal|run|execute|install|uninstall|disable|"
     r"cancel|order|post|e-?mail|give|change|reset|wire|sell|buy|book|invite|add|create|upload|leak|copy|visit|open|"
     r"click|tell|inform|say|respond|reply|write|include|recommend)\b"),
    ("ai_vocative", r"(?:^|[.!?:;]\s+)\W*(?:dear\s+|hey\s+|hi\s+)?(?:assistant|ai|agent|model|bot|chatbot|gpt|"
     r"llm)\b\s*[,:!]"),
    ("caps_shout", r"\b[A-Z]{4,}(?:\s+[A-Z]{2,}){1,}\b"),
)
_CUE_RES = tuple((f"#cue:{name}", re.compile(rx, 0 if name == "caps_shout" else re.IGNORECASE))
                 for name, rx in _CUE_SPECS)


def tokens(text: str) -> list[str]:
    """Lower-cased tokens, digits folded to ``0`` (pure; training and scoring share it)."""
    return _TOKEN_RE.findall(text.lower().translate(_DIGITS))


def features(text: str) -> list[str]:
    """Every feature of a passage, with repeats: unigrams, bigrams (``"a b"``) and cue names."""
    toks = tokens(text)
    out = list(toks)
    out.extend(map("{} {}".format, toks, toks[1:]))
    out.extend(name for name, rx in _CUE_RES if rx.search(text))
    return out


# ---------------------------------------------------------------------------------------------------- passages

_LINE_RE = re.compile(r"[^\n]+")
_SENT_RE = re.compile(r"[^.!?。！？]+(?:[.!?。！？]+[\"'”’»)\]]*(?=\s|$)|$)|[.!?。！？]+")
_LONG_LINE = 300  # a line up to this long is one passage
_MIN_SENT = 60  # shorter sentences are scored together with the next one


def segments(text: str) -> Iterator[tuple[int, int]]:
    """Passages to score, as (start, end) spans: a short line whole, a long line by sentences (short ones joined
    to the next)."""
    for line in _LINE_RE.finditer(text):
        a, b = line.span()
        if b - a <= _LONG_LINE:
            if text[a:b].strip():
                yield a, b
            continue
        start = a
        for m in _SENT_RE.finditer(text, a, b):
            if m.end() - start < _MIN_SENT and m.end() < b:
                continue
            if text[start : m.end()].strip():
                yield start, m.end()
            start = m.end()
        if start < b and text[start:b].strip():
            yield start, b


# ---------------------------------------------------------------------------------------------------- the model


@dataclass(frozen=True)
class Detector:
    """Feature weights, bias and the decision threshold of one trained model."""

    weights: dict[str, float]
    bias: float
    threshold: float
    name: str = ""

    def score(self, text: str) -> float:
        """Probability-like score in [0, 1] that ``text`` instructs an agent."""
        toks = tokens(text)
        if not toks:
            return 0.0
        get = self.weights.get
        total = sum(map(get, toks, repeat(0.0)))
        total += sum(map(get, map("{} {}".format, toks, toks[1:]), repeat(0.0)))
        for name, rx in _CUE_RES:
            w = get(name)
            if w and rx.search(text):
                total += w
        z = self.bias + total / math.sqrt(len(toks))
        return 1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, z))))

    def flagged(self, text: str) -> tuple[tuple[int, int, float], ...]:
        """Passages of ``text`` scoring at or above the threshold: (start, end, score)."""
        hits = []
        for a, b in segments(text):
            s = self.score(text[a:b])
            if s >= self.threshold:
                hits.append((a, b, s))
        return tuple(hits)

    @classmethod
    def from_lines(cls, lines: Iterator[str] | list[str], name: str = "") -> Detector:
        it = iter(lines)
        head = next(it, "").rstrip("\n").split("\t")
        if len(head) != 3 or head[0] != FORMAT:
            raise ConfigError(f"{name or 'detector file'}: not a {FORMAT} file")
        try:
            bias, threshold = float(head[1]), float(head[2])
            weights = {}
            for line in it:
                feat, _, w = line.rstrip("\n").rpartition("\t")
                if feat:
                    weights[feat] = float(w)
        except ValueError as exc:
            raise ConfigError(f"{name or 'detector file'}: unreadable weights ({exc})") from exc
        return cls(weights, bias, threshold, name)

    def to_lines(self) -> Iterator[str]:
        yield f"{FORMAT}\t{self.bias:.6g}\t{self.threshold:.6g}\n"
        for feat, w in sorted(self.weights.items()):
            if "\t" not in feat and "\n" not in feat:
                yield f"{feat}\t{w:.4g}\n"


@functools.cache
def detector() -> Detector | None:
    """The shipped model, loaded once; ``None`` when the package carries no model file."""
    try:
        raw = resources.files("groundwire").joinpath("data", MODEL_FILE).read_bytes()
    except (FileNotFoundError, ModuleNotFoundError):
        return None
    text = gzip.decompress(raw).decode("utf-8")
    return Detector.from_lines(text.splitlines(), MODEL_FILE)
