"""Lexical tool retrieval: Okapi BM25 over each tool's name and description, and over its example requests.

A small inverted index rather than ``rank_bm25``: rank_bm25 scores every tool for every request word in Python
(O(words x tools)); the postings here touch only the tools that share a word, which keeps routing 2,000 tools
in about a millisecond (bench/bench_tools.py). The formula is Okapi BM25 (k1=1.5, b=0.75) with Lucene's always-positive IDF.

A tool's score is its description score plus, when it has examples, its best-matching example's score, each
divided by the best score of the request so that the two scales meet.
"""

from __future__ import annotations

import math
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass

from .catalogue import Catalogue
from .text import split_name, terms

K1, B = 1.5, 0.75
NAME_WEIGHT = 2  # the name's words count twice: names are short and chosen to say what the tool does
EXAMPLE_WEIGHT = 0.5  # the best single example
POOLED_WEIGHT = 2.0  # all of a tool's examples as one text: the breadth of what it is asked for
POOLED_K1, POOLED_B = 1.5, 0.75


class BM25:
    """Okapi BM25 over pre-tokenised documents with an inverted index."""

    def __init__(self, docs: Sequence[Sequence[str]], k1: float = K1, b: float = B) -> None:
        self.k1 = k1
        self.n = len(docs)
        self.lengths = [len(d) for d in docs]
        self.avg = (sum(self.lengths) / self.n) if self.n else 0.0
        postings: dict[str, dict[int, int]] = defaultdict(dict)
        for i, doc in enumerate(docs):
            for term, tf in Counter(doc).items():
                postings[term][i] = tf
        self.postings = dict(postings)
        # Lucene's IDF, always positive: rank_bm25's classic IDF is zero or negative for a word in half the tools
        # or more, which in a catalogue of two (or one example) makes every match worthless
        self.idf = {t: math.log(1 + (self.n - len(p) + 0.5) / (len(p) + 0.5)) for t, p in self.postings.items()}
        self.norm = [k1 * (1 - b + b * length / self.avg) if self.avg else k1 for length in self.lengths]

    def scores(self, query: Sequence[str]) -> dict[int, float]:
        out: dict[int, float] = defaultdict(float)
        for term, qtf in Counter(query).items():
            posting = self.postings.get(term)
            if not posting:
                continue
            idf = self.idf[term]
            for doc, tf in posting.items():
                out[doc] += qtf * idf * tf * (self.k1 + 1) / (tf + self.norm[doc])
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
        self.example_owner = owners
        self.examples = BM25(docs) if docs else None
        pooled = [[term for e in t.examples for term in terms(e)] for t in catalogue.tools]
        self.pooled = BM25(pooled, POOLED_K1, POOLED_B) if docs else None

    def search(self, query_terms: Sequence[str], *, extra_terms: Sequence[str] = (), extra_weight: float = 0.3
               ) -> list[Hit]:
        """Tools by descending score (only tools with a positive score). ``extra_terms`` (earlier turns) count
        ``extra_weight`` as much as the request's own words."""
        combined: dict[int, float] = defaultdict(float)
        for weight, q in ((1.0, query_terms), (extra_weight, extra_terms)):
            if not q or weight <= 0:
                continue
            parts = [(1.0, self.desc.scores(q))]
            if self.examples is not None and self.pooled is not None:
                parts += [(EXAMPLE_WEIGHT, self._example_scores(q)), (POOLED_WEIGHT, self.pooled.scores(q))]
            for part_weight, part in parts:
                top = max(part.values(), default=0.0)
                if top <= 0:
                    continue
                for i, s in part.items():
                    combined[i] += weight * part_weight * s / top
        hits = [Hit(i, s) for i, s in combined.items() if s > 0]
        hits.sort(key=lambda h: (-h.score, h.index))
        return hits

    def _example_scores(self, q: Sequence[str]) -> dict[int, float]:
        if self.examples is None:
            return {}
        best: dict[int, float] = {}
        for doc, s in self.examples.scores(q).items():
            owner = self.example_owner[doc]
            if s > best.get(owner, 0.0):
                best[owner] = s
        return best
