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
)
# A cue can only fire when the passage has one of these tokens: a cheap set test keeps prose away from the regexes.
_AI_WORDS = frozenset("ai assistant chatbot bot agent model llm gpt chatgpt claude gemini copilot system language".split())
_CUE_NEEDS: dict[str, frozenset[str]] = {
    "addressed_to_ai": _AI_WORDS | {"if"},
    "before_answering": frozenset("before instead prior after when".split()),
    "send_to_address": frozenset({"to"}),
    "tool_name": frozenset("tool function api plugin command use call invoke run execute".split()),
    "urgency": frozenset("important urgent immediately right asap mandatory critical warning must required".split()),
    "my_possession": frozenset({"my", "our"}),
    "you_must": frozenset({"you"}),
    "say_exactly": frozenset("say print output respond reply answer begin start repeat".split()),
    "sensitive_imperative": frozenset(
        "transfer send forward delete remove move download pay grant unlock share export approve print reveal run "
        "execute install uninstall disable cancel order post email mail give change reset wire sell buy book invite "
        "add create upload leak copy visit open click tell inform say respond reply write include recommend".split()),
    "ai_vocative": _AI_WORDS,
}
_CUE_RES = tuple((f"#cue:{name}", re.compile(rx, re.IGNORECASE), _CUE_NEEDS[name]) for name, rx in _CUE_SPECS)


def _cues(text: str, toks: list[str]) -> Iterator[str]:
    present = set(toks)
    for name, rx, needs in _CUE_RES:
        if not present.isdisjoint(needs) and rx.search(text):
            yield name


def tokens(text: str) -> list[str]:
    """Lower-cased tokens, digits folded to ``0`` (pure; training and scoring share it)."""
    return _TOKEN_RE.findall(text.lower().translate(_DIGITS))


def features(text: str) -> list[str]:
    """Every feature of a passage, with repeats: unigrams, bigrams (``"a b"``) and cue names."""
    toks = tokens(text)
    out = list(toks)
    out.extend(map("{} {}".format, toks, toks[1:]))
    out.extend(_cues(text, toks))
    return out


# ---------------------------------------------------------------------------------------------------- passages

_LINE_RE = re.compile(r"[^\n]+")
_SENT_RE = re.compile(r"[^.!?。！？]+(?:[.!?。！？]+[\"'”’»)\]]*(?=\s|$)|$)|[.!?。！？]+")
_LONG_LINE = 300  # a line up to this long is one passage
_MIN_SENT = 60  # shorter sentences are scored together with the next one


def segments(text: str) -> Iterator[tuple[int, int]]:
    """Passages to score, as (start, end) spans: a short line whole, a long line by sentences (short ones joined
    to the next). Lines inside a fenced code block are skipped."""
    in_code = False
    for line in _LINE_RE.finditer(text):
        a, b = line.span()
        if text.startswith("```", a) or text[a:b].lstrip().startswith("```"):
            in_code = not in_code  # a fenced code block is code, not prose addressed to anyone: not scored
            continue
        if in_code:
            continue
        if b - a <= _LONG_LINE:
            if text[a:b].strip():
                yield a, b
            continue
        start = a
        for m in _SENT_RE.finditer(text, a, b):
            if m.end() - start < _MIN_SENT and m.end() < b:
                continue
            yield from _windows(text, start, m.end())
            start = m.end()
        if start < b:
            yield from _windows(text, start, b)


def _windows(text: str, a: int, b: int) -> Iterator[tuple[int, int]]:
    """A sentence as one passage, or (longer than two lines' worth, e.g. text without punctuation) as windows of
    about ``_LONG_LINE`` characters cut at spaces."""
    while b - a > 2 * _LONG_LINE:
        cut = text.rfind(" ", a + _LONG_LINE // 2, a + _LONG_LINE)
        cut = a + _LONG_LINE if cut < 0 else cut + 1
        if text[a:cut].strip():
            yield a, cut
        a = cut
    if text[a:b].strip():
        yield a, b


# ---------------------------------------------------------------------------------------------------- the model


# An English passage with none of these words addresses nobody: documentation ("Use the following snippet to
# connect:") rather than an instruction to an agent. Text in other scripts is not gated.
_ADDRESS = frozenset(
    "you your yours yourself u assistant ai agent model bot chatbot gpt llm chatgpt system my me i we our us please "
    "kindly instructions instruction ignore prompt".split()
)


def _addresses_someone(text: str, lowered: str) -> bool:
    if not text.isascii():
        return True
    return not _ADDRESS.isdisjoint(_TOKEN_RE.findall(lowered))


def _sigmoid(z: float) -> float:
    return 1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, z))))


@dataclass(frozen=True)
class Detector:
    """Feature weights, bias and the decision threshold of one trained model."""

    weights: dict[str, float]
    bias: float
    threshold: float
    name: str = ""

    def score(self, text: str) -> float:
        """Probability-like score in [0, 1] that ``text`` instructs an agent."""
        z, _ = self._logit(text, None)
        return _sigmoid(z)

    def _logit(self, text: str, floor: float | None, lowered: str | None = None) -> tuple[float, bool]:
        """(logit, complete); with ``floor``, cue regexes are skipped when even every positive cue firing could
        not lift the logit to ``floor`` (the answer is then a lower bound, flagged incomplete). ``lowered`` is
        ``text`` already lower-cased with digits folded, when the caller has it."""
        toks = tokens(text) if lowered is None else _TOKEN_RE.findall(lowered)
        if not toks:
            return -60.0, True
        get = self.weights.get
        total = sum(map(get, toks, repeat(0.0)))
        total += sum(map(get, map("{} {}".format, toks, toks[1:]), repeat(0.0)))
        z = self.bias + total / math.sqrt(len(toks))
        if floor is not None and z + self._cue_headroom < floor:
            return z, False
        for name in _cues(text, toks):
            z += get(name, 0.0)
        return z, True

    @functools.cached_property
    def _cue_headroom(self) -> float:
        return sum(max(0.0, self.weights.get(name, 0.0)) for name, _, _ in _CUE_RES)

    @functools.cached_property
    def _threshold_logit(self) -> float:
        t = min(max(self.threshold, 1e-9), 1 - 1e-9)
        return math.log(t / (1 - t))

    def flagged(self, text: str) -> tuple[tuple[int, int, float], ...]:
        """Passages of ``text`` scoring at or above the threshold: (start, end, score)."""
        floor = self._threshold_logit
        low = text.lower().translate(_DIGITS)
        same = len(low) == len(text)  # lower() kept every offset (it does except for a few letters such as "İ")
        hits = []
        for a, b in segments(text):
            z, _ = self._logit(text[a:b], floor, low[a:b] if same else None)
            if z >= floor and _addresses_someone(text[a:b], low[a:b] if same else text[a:b].lower()):
                hits.append((a, b, _sigmoid(z)))
        return tuple(hits)

    @classmethod
    def from_lines(cls, lines: Iterator[str] | list[str], name: str = "") -> Detector:
        return cls.from_text("".join(line if line.endswith("\n") else line + "\n" for line in lines), name)

    @classmethod
    def from_text(cls, text: str, name: str = "") -> Detector:
        """Parse the file format (header line, then ``feature<TAB>weight`` lines); ``ConfigError`` if unreadable."""
        head_line, _, body = text.partition("\n")
        head = head_line.split("\t")
        label = name or "detector file"
        if len(head) != 3 or head[0] != FORMAT:
            raise ConfigError(f"{label}: not a {FORMAT} file")
        parts = body.rstrip("\n").replace("\n", "\t").split("\t") if body.strip() else []
        if len(parts) % 2:
            raise ConfigError(f"{label}: a weight line is not feature<TAB>weight")
        try:
            weights = dict(zip(parts[0::2], map(float, parts[1::2]), strict=True))
            return cls(weights, float(head[1]), float(head[2]), name)
        except ValueError as exc:
            raise ConfigError(f"{label}: unreadable weights ({exc})") from exc

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
    return Detector.from_text(gzip.decompress(raw).decode("utf-8"), MODEL_FILE)
