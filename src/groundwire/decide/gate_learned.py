"""The search gate's small learned part: a word uni/bigram logistic regression shipped as data.

The rules in :mod:`.gate` decide first; this model only reviews two of their verdicts (see :func:`review`): a
rule "no trigger" becomes a search when the model is very sure the answer depends on when it is asked (score at
least the file's high threshold), and a rule search from a drifting shape or the news shape is kept local when
the model is very sure it does not (score at most the low threshold). Explicit requests, hard time words, the
timeless cues, a confident knowledge base, follow-ups and the privacy gate are never overruled, a "no" that
the rules hold stays as it is: ``gate.rule_holds`` is the one list (a "no" pinned to a fixed past — a stated year,
history, an origin, a question asking the year, decade or century of something done, :func:`asks_past_date`; a "yes"
for an office or role held now), read by the runtime and by the training script alike.

Features (pure Python, deterministic): the question lower-cased, curly quotes folded, split into words; numbers
folded (a year 1900-2099 to ``<year>``, any other number to ``<num>``); every word, every pair of neighbouring
words, the first word and first two words marked (``^who``, ``^who is``: the question word), and one shape, a
plain past-tense verb (``#past``: a word ending in "-ed"; a stated year is the ``<year>`` word). Capital letters
and punctuation are not read: the training negatives (SituatedQA) are lower-case without "?", so "has a capitalised
name" would teach the data's origin rather than the news.
Only questions written in Latin letters are scored (the model saw no other script).

``score = sigmoid(bias + Σ weight(feature))`` over the distinct features. The weights are trained by
``scripts/train_gate.py`` (fixed seed; its docstring names the data and their licences — research and evaluation
use: the shipped file holds derived numbers only, no question text beyond single words and word pairs) and ship as
``groundwire/data/gate_learned.tsv.gz``: the first line ``gw-gate-learned/1<TAB>bias<TAB>high<TAB>low``, then one
``feature<TAB>weight`` line each.

The file is read once, on first use, under a lock (the proxy decides in worker threads: every thread sees either
no model yet and waits, or the whole model). A missing file means rules alone; an unreadable one raises
:class:`~groundwire.errors.ConfigError` from :func:`load`, and :func:`learned_gate` then warns once and falls back
to rules alone.
"""

from __future__ import annotations

import math
from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)
import threading
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from ..errors import ConfigError

__all__ = ["FORMAT", "LearnedGate", "MAY_KEEP_LOCAL", "MAY_SEARCH", "MODEL_FILE", "asks_past_date", "features",
           "learned_gate", "load", "overrule", "review"]

MODEL_FILE = "gate_learned.tsv.gz"
FORMAT = "gw-gate-learned/1"
MAX_WORDS = 60  # a question's first words: the rules read its beginning too

_WORD = re.compile(r"[a-z0-9]+(?:'[a-z]+)?")
_YEAR = re.compile(r"(?:19|20)\d\d")
_QUOTES = str.maketrans({"’": "'", "‘": "'", "`": "'"})

# the rule verdicts the model may review: a "no" for want of any trigger, a "yes" from a drifting or news shape
MAY_SEARCH = frozenset({"no_trigger"})
MAY_KEEP_LOCAL = frozenset({"news_shape", "time_sensitive_pattern"})


def _fold(word: str) -> str:
    if word.isdigit():
        return "<year>" if len(word) == 4 and _YEAR.fullmatch(word) else "<num>"
    return word


def words(question: str) -> list[str]:
    """The question's words as the model reads them (lower-cased, numbers folded), at most ``MAX_WORDS``."""
    return [_fold(w) for w in _WORD.findall(question.lower().translate(_QUOTES))[:MAX_WORDS]]


# Function words are no features on their own (pairs keep them: "who is", "the latest"): alone they teach the
# training data's origin (the news quizzes ask "which ...", SituatedQA rarely does), not whether time matters.
FUNCTION_WORDS = frozenset(
    "a an the of in on at by for to from with about into over after before under between during than as and or but "
    "if so that which what who whom whose when where why how this these those there it its it's they them their he "
    "she his her him is are was were be been being has have had do does did will would can could should may might "
    "must not no".split())


def features(question: str) -> list[str]:
    """The distinct features of ``question``, in first-seen order."""
    ws = words(question)
    feats = [w for w in ws if w not in FUNCTION_WORDS]
    feats += [f"{a} {b}" for a, b in zip(ws, ws[1:])]
    if ws:
        feats.append("^" + ws[0])
        if len(ws) > 1:
            feats.append(f"^{ws[0]} {ws[1]}")
    if any(len(w) > 4 and w.endswith("ed") for w in ws):
        feats.append("#past")
    return list(dict.fromkeys(feats))


def readable(question: str) -> bool:
    """Whether the model can read ``question``: at least two words, and words of plain Latin letters and digits
    make at least half of its characters (not spaces); text in other scripts is left to the rules."""
    found = _WORD.findall(question.lower())
    return len(found) >= 2 and 2 * sum(map(len, found)) >= len(question) - question.count(" ")


@dataclass(frozen=True, slots=True)
class LearnedGate:
    """Weights, bias and the two thresholds of the shipped model."""

    weights: dict[str, float]
    bias: float
    high: float  # a rule "no trigger" searches at or above this score
    low: float  # a rule drifting shape / news shape stays local at or below this score

    def logit(self, feats: Iterable[str]) -> float:
        get = self.weights.get
        return self.bias + sum(get(f, 0.0) for f in feats)

    def score(self, question: str) -> float:
        z = self.logit(features(question))
        return 1.0 / (1.0 + math.exp(-z)) if z > -700 else 0.0

    def to_text(self) -> str:
        head = f"{FORMAT}\t{self.bias:.6g}\t{self.high:.6g}\t{self.low:.6g}\n"
        return head + "".join(f"{f}\t{w:.4g}\n" for f, w in sorted(self.weights.items())
                              if f and "\t" not in f and "\n" not in f)

    @classmethod
    def from_text(cls, text: str, name: str = "gate model") -> LearnedGate:
        """Parse the file format; :class:`ConfigError` when it is not one."""
        head_line, _, body = text.partition("\n")
        head = head_line.split("\t")
        if len(head) != 4 or head[0] != FORMAT:
            raise ConfigError(f"{name}: not a {FORMAT} file")
        weights: dict[str, float] = {}
        try:
            bias, high, low = map(float, head[1:])
            for line in body.splitlines():
                feat, sep, w = line.partition("\t")
                if not sep:
                    raise ValueError(f"line {line[:40]!r} is not feature<TAB>weight")
                weights[feat] = float(w)
        except ValueError as exc:
            raise ConfigError(f"{name}: unreadable weights ({exc})") from exc
        if not all(map(math.isfinite, (bias, high, low, *weights.values()))):
            raise ConfigError(f"{name}: a weight or threshold is not finite")
        return cls(weights, bias, high, low)


def load(raw: bytes, name: str = MODEL_FILE) -> LearnedGate:
    """Read a gzipped model file's bytes; :class:`ConfigError` when they are not one."""
    import gzip  # (gzip, importlib.resources and logging on first use: importing the gate stays as cheap as before)
    import zlib

    try:
        text = gzip.decompress(raw).decode("utf-8")
    except (OSError, EOFError, UnicodeDecodeError, zlib.error) as exc:  # zlib.error: a damaged deflate stream
        raise ConfigError(f"{name}: not a gzipped UTF-8 model file ({exc})") from exc
    return LearnedGate.from_text(text, name)


_UNREAD = object()
_model: object = _UNREAD
_lock = threading.Lock()


def _read_bytes() -> bytes | None:
    """The model file of the package this module belongs to. Round 26 (gate26): read from ``__name__``'s top package,
    not the name ``groundwire``: a tree imported under another name beside this one (``bench/_other_tree.py``, e.g.
    ``bench_gate.py --base``) read the running tree's file, so its "base tree" column scored this tree's model."""
    from importlib import resources

    try:
        return resources.files(__name__.partition(".")[0]).joinpath("data", MODEL_FILE).read_bytes()
    except (OSError, ModuleNotFoundError):  # missing, unreadable or not a file: the rules decide alone
        return None


def _read_shipped() -> LearnedGate | None:
    raw = _read_bytes()
    if raw is None:
        return None
    try:
        return load(raw)
    except ConfigError as exc:
        import logging

        logging.getLogger(__name__).warning("%s; the search gate runs on its rules alone", exc)
        return None


def learned_gate() -> LearnedGate | None:
    """The shipped model, read once under a lock; ``None`` when there is none (or it is unreadable)."""
    global _model
    model = _model
    if model is _UNREAD:
        with _lock:
            if _model is _UNREAD:
                _model = _read_shipped()
            model = _model
    return model  # type: ignore[return-value]


def overrule(needs_search: bool, reason: str, score: float, high: float, low: float, held: bool = False) -> bool:
    """Whether a score overrules the rules' verdict ``(needs_search, reason)`` at these thresholds; ``held`` keeps
    the verdict: a "no" the rules saw pinned to a fixed past (a stated year, history, the user speaking), a "yes"
    for an office or role held now (``gate.holds_present``)."""
    if held:
        return False
    if needs_search:
        return reason in MAY_KEEP_LOCAL and score <= low
    return reason in MAY_SEARCH and score >= high


# A question that asks in which year (decade, century) something was done or made asks for a fixed past whatever the
# words around it ("In which year did Apple go public?", "what year was the first iPhone sold", "the wall fell in
# which year?"): the model, trained on news quizzes in the past tense ("which horse won the Grand National?"), never
# turns the rules' "no" for one into a search (round 20, gate20-learned: 3 of the 4 such searches it made were wrong)
_ASKS_PAST_DATE = re.compile(
    r"\b(?:what|which)\s+(?:year|decade|century)\s+(?:did|was|were|had)\b"
    r"|\b(?:did|was|were|had)\b.*\bin\s+(?:what|which)\s+(?:year|decade|century)\b"
    r"|^(?!.*\b(?:will|next|upcoming|is|are)\b).*\bin\s+(?:what|which)\s+(?:year|decade|century)\s*(?:[?.(]|$)",
    re.IGNORECASE)


def asks_past_date(question: str) -> bool:
    """Whether ``question`` asks the year, decade or century of something done (see ``_ASKS_PAST_DATE``)."""
    return bool(_ASKS_PAST_DATE.search(question))


def review(needs_search: bool, reason: str, question: str,
           held: Callable[[], bool] = lambda: False) -> tuple[bool, str, tuple[str, ...], float] | None:
    """The learned part's verdict on a rule decision, or ``None`` when it leaves the rules' verdict alone.

    ``held`` is asked only when the model would overrule the verdict (see :func:`overrule`). Returns
    ``(needs_search, reason, matched, score)``: reason ``learned_search`` (a rule "no trigger" turned into a search)
    or ``learned_local`` (a drifting or news shape kept local); matched names the learned part and the rule reason
    it overruled (a fixed vocabulary, as the log's trigger counts want); score is the model's."""
    if reason not in (MAY_KEEP_LOCAL if needs_search else MAY_SEARCH) or not readable(question):
        return None
    model = learned_gate()
    if model is None:
        return None
    p = model.score(question)
    if not overrule(needs_search, reason, p, model.high, model.low) or held():
        return None
    return (not needs_search, "learned_local" if needs_search else "learned_search", ("learned", f"rules:{reason}"),
            round(p, 3))
