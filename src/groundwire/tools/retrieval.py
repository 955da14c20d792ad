"""Lexical tool retrieval: Okapi BM25 over each tool's name and description, and over its example requests.

Not ``rank_bm25``: it scores every tool for every request word in Python (O(words x tools)); here each word's
per-tool weights are precomputed as numpy arrays, so a request costs a few vector additions (bench/bench_tools.py
times 20, 200 and 2,000 tools). The formula is Okapi BM25 (k1=1.5, b=0.75) with Lucene's always-positive IDF.

A tool's score is its description score plus, when it has examples, its best-matching example's score, each
divided by the best score of the request so that the two scales meet.
"""

from __future__ import annotations

import math
from collections import Counter, defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import numpy as np

from .catalogue import Catalogue
from .chargrams import CharGramIndex
from .text import split_name, terms

K1, B = 1.5, 0.75
SEARCH_LIMIT = 64  # tools returned per search: enough for k, capability ordering and the supplement
NAME_WEIGHT = 2  # the name's words count twice: names are short and chosen to say what the tool does
DESC_WEIGHT = 1.0  # name + description, when the catalogue has examples too
EXAMPLE_WEIGHT = 0.5  # the best single example
POOLED_WEIGHT = 2.0  # all of a tool's examples as one text: the breadth of what it is asked for
POOLED_K1, POOLED_B = 1.5, 0.75
CHAR_WEIGHT = 3.0  # character n-grams over examples + description (chargrams.py), when the catalogue has examples
CHAR_WEIGHT_ZERO_SHOT = 0.0  # ... and over the descriptions alone


class BM25:
    """Okapi BM25 over pre-tokenised documents. Each word's contribution to each document it occurs in does not
    depend on the query, so it is computed once here; scoring a query adds a few numpy slices."""

    def __init__(self, docs: Sequence[Sequence[str]], k1: float = K1, b: float = B) -> None:
        self.n = len(docs)
        lengths = np.array([len(d) for d in docs], dtype=np.float64)
        avg = float(lengths.mean()) if self.n and lengths.sum() else 1.0
        norm = k1 * (1 - b + b * lengths / avg)
        postings: dict[str, dict[int, int]] = defaultdict(dict)
        for i, doc in enumerate(docs):
            for term, tf in Counter(doc).items():
                postings[term][i] = tf
        self.weights: dict[str, tuple[np.ndarray, np.ndarray]] = {}
        for term, posting in postings.items():
            # Lucene's IDF, always positive: rank_bm25's classic IDF is zero or negative for a word in half the
            # tools or more, which in a catalogue of two (or one example) makes every match worthless
            idf = math.log(1 + (self.n - len(posting) + 0.5) / (len(posting) + 0.5))
            ids = np.fromiter(posting.keys(), dtype=np.int64, count=len(posting))
            tf = np.fromiter(posting.values(), dtype=np.float64, count=len(posting))
            self.weights[term] = (ids, idf * tf * (k1 + 1) / (tf + norm[ids]))

    def scores(self, query: Sequence[str]) -> np.ndarray:
        out = np.zeros(self.n)
        for term, qtf in Counter(query).items():
            entry = self.weights.get(term)
            if entry is not None:
                out[entry[0]] += qtf * entry[1]  # ids are unique within one term
        return out


def tool_terms(name: str, description: str) -> list[str]:
    return terms(split_name(name)) * NAME_WEIGHT + terms(description)


@dataclass(frozen=True, slots=True)
class Hit:
    index: int
    score: float


class ToolIndex:
    """BM25 over a catalogue's descriptions and (when any) example requests."""

    def __init__(self, catalogue: Catalogue) -> None:
        self.catalogue = catalogue
        self.desc = BM25([tool_terms(t.name, t.description) for t in catalogue.tools])
        owners: list[int] = []
        docs: list[list[str]] = []
        for i, t in enumerate(catalogue.tools):
            for example in t.examples:
                owners.append(i)
                docs.append(terms(example))
        self.example_owner = np.array(owners, dtype=np.int64)
        self.examples = BM25(docs) if docs else None
        pooled = [[term for e in t.examples for term in terms(e)] for t in catalogue.tools]
        self.pooled = BM25(pooled, POOLED_K1, POOLED_B) if docs else None
        self.char_weight = CHAR_WEIGHT if docs else CHAR_WEIGHT_ZERO_SHOT
        self.chars = None
        if self.char_weight > 0:
            texts = [f"{split_name(t.name)} {t.description}" for t in catalogue.tools]
            texts += [e for t in catalogue.tools for e in t.examples]
            self.chars = CharGramIndex(texts, list(range(len(catalogue.tools))) + owners, len(catalogue.tools))

    def search(self, query_terms: Sequence[str], *, query_text: str = "", extra_terms: Sequence[str] = (),
               extra_text: str = "", extra_weight: float = 0.3, boost: Mapping[int, float] | None = None,
               limit: int = SEARCH_LIMIT) -> list[Hit]:
        """The best ``limit`` tools by descending score (positive scores only). ``query_text`` is the request as
        written (for the character n-grams; ``query_terms`` are its :func:`terms`). ``extra_terms`` /
        ``extra_text`` (earlier turns) count ``extra_weight`` as much as the request; ``boost`` adds per-tool
        scores (embeddings)."""
        combined = np.zeros(len(self.catalogue.tools))
        for weight, q, text in ((1.0, query_terms, query_text), (extra_weight, extra_terms, extra_text)):
            if not q or weight <= 0:
                continue
            parts = [(DESC_WEIGHT if self.examples is not None else 1.0, self.desc.scores(q))]
            if self.examples is not None and self.pooled is not None:
                parts += [(EXAMPLE_WEIGHT, self._example_scores(q)), (POOLED_WEIGHT, self.pooled.scores(q))]
            if self.chars is not None and text:
                parts.append((self.char_weight, self.chars.scores(text)))
            for part_weight, part in parts:
                top = float(part.max()) if part.size else 0.0
                if top > 0:
                    combined += (weight * part_weight / top) * part
        for i, extra in (boost or {}).items():
            combined[i] += extra
        positive = np.flatnonzero(combined > 0)
        if positive.size > limit:
            positive = positive[np.argpartition(-combined[positive], limit - 1)[:limit]]
        order = positive[np.lexsort((positive, -combined[positive]))]  # best first, then catalogue order
        return [Hit(int(i), float(combined[i])) for i in order]

    def _example_scores(self, q: Sequence[str]) -> np.ndarray:
        best = np.zeros(len(self.catalogue.tools))
        if self.examples is not None:
            np.maximum.at(best, self.example_owner, self.examples.scores(q))
        return best
