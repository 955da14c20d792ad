"""Round 25 (gate25): the gate's learned part trained on many authors — every round's sets are one author's rows
(``train_gate.round_of`` / ``author_sets`` / ``with_authors``), the leave-one-author-out study
(``scripts/gate_author_study.py``) and the manifest that lets ``train_gate.py --check`` reproduce the shipped file."""

from __future__ import annotations

import gzip
import sys
from datetime import date

import pytest

from tests.script_modules import load_script


@pytest.mark.parametrize(("name", "expected"), [
    ("r19b w27 held: news", 19), ("p23 private fit: public", 23), ("r20l w31 fit: search", 20),
    ("r12 zh wave 13: local", 12), ("r5 blind: news", 5),
    ("SituatedQA dev split", None), ("ours: news quizzes", None), ("RealTimeQA 2023 news", None),
    ("timeless explanations", None)])
def test_a_set_name_gives_its_author_round(name, expected):
    assert load_script("train_gate").round_of(name) == expected


def test_author_sets_leave_out_unions_lower_cased_copies_and_the_checks():
    tg = load_script("train_gate")
    from bench_gate import FRESHQA_STYLE  # bench/ is on the path once train_gate is loaded

    row = [("who won the vote today", True, None)]
    check = [("who is the pope", True, None)]
    sets = {"r19 w26 held: search": (row, "blind"), "r19 w26 held en: all": (row, "blind"),
            "r19 w26 held zh: all": (row, "blind"), "r7 blind: news": (check, "blind"),
            "r9 news lower-cased": (row, "ours"), FRESHQA_STYLE: (row, "ours"), "FreshQA dev": (check, "check"),
            "SituatedQA train split": (row, "tuned on")}
    assert tg.author_sets(sets) == {"r19 w26 held: search": (19, row)}
    # a round's row that repeats a check's question (case and spacing aside) is no author row either
    sets["FreshQA dev"] = ([("Who won the vote  today?", True, None)], "check")
    sets["r19 w26 held: search"] = ([("who won the vote today?", True, None), *row], "blind")
    assert tg.author_sets(sets)["r19 w26 held: search"] == (19, row)


def test_leaving_an_author_out_drops_its_text_everywhere_and_keeps_the_rest_once():
    tg = load_script("train_gate")
    asked = date(2026, 12, 1)
    held_q, other_q = "Who chairs the central bank now?", "Which team topped the league this week?"
    base = [tg.Row(held_q.upper(), True, "ours: news"), tg.Row("who wrote moby dick", False, "ours: local")]
    authors = {"r21 w32 held: search": (21, [(held_q, True, asked)]),
               "r22 w34 held: search": (22, [(other_q, True, asked), (held_q, True, asked)]),
               "r22 w34 fit: local": (22, [("今天的新闻是什么", False, asked),
                                           ("who wrote moby dick", False, None)])}
    rows = tg.with_authors(base, authors, held=21)
    # round 21's question is left out of today's rows too (case aside), round 22's copy of it as well; the Chinese
    # row is unreadable to the model and a row already in today's rows is not added twice
    assert [(r.question, r.group) for r in rows] == [("who wrote moby dick", "ours: local"),
                                                     (other_q, tg.AUTHORS_GROUP)]
    assert rows[1].asked == asked
    every = tg.with_authors(base, authors)
    assert {r.question for r in every} == {held_q.upper(), "who wrote moby dick", held_q, other_q}
    per_round = tg.with_authors(base, authors, held=21, per_round=True)
    assert per_round[1].group == "r22: author"
    # the source that classes are balanced within is the part before the colon: one for the authors, one per round
    assert tg.AUTHORS_GROUP.split(":")[0] != "ours"


def test_the_manifest_round_trips_through_shipped_rows(tmp_path):
    from tests.test_gate_time_study import skip_without_shared_gate_data

    skip_without_shared_gate_data()
    tg = load_script("train_gate")
    from bench_gate import load_sets

    sets = load_sets()
    name = next(n for n in sets if tg.round_of(n) == 22 and n.endswith("held: search"))
    rows = [tg.Row(q, bool(label), tg.AUTHORS_GROUP, asked) for q, label, asked in sets[name][0][:5]]
    manifest = tmp_path / "rows.tsv.gz"
    tg.write_manifest(rows, manifest)
    assert tg.shipped_rows(manifest) == rows
    assert all(len(line.split("\t")) == 4 for line in gzip.decompress(manifest.read_bytes()).decode().splitlines())


def test_the_author_study_scores_a_held_round_with_the_gates_own_verdicts():
    study = load_script("gate_author_study")
    verdict_cls = sys.modules["gate_learned_study"].Verdict
    rows = [("q1", True, None), ("q2", False, None), ("q3", True, None), ("q4", False, None)]
    verdict = {("q1", None): verdict_cls(False, 0.9, "no_trigger", "q1"),  # a rule "no" the model may search
               ("q2", None): verdict_cls(True, 0.1, "news_shape", "q2"),  # a rule "yes" the model may keep local
               ("q3", None): verdict_cls(True, None, "explicit"),  # never reviewed
               ("q4", None): verdict_cls(False, None, "timeless")}

    class Fixed:
        def score(self, text):
            return {"q1": 0.9, "q2": 0.1}[text]

    said = study.said_per_row(rows, verdict, Fixed(), 0.8, 0.18, "both")
    assert said == [True, False, True, False]
    assert study.score_round(rows, said) == (1.0, 1.0, 1.0)
    rules = study.said_per_row(rows, verdict, None, 0.8, 0.18, "both")
    assert rules == [False, True, True, False]
    assert study.score_round(rows, rules) == (0.5, 0.5, 0.5)
    assert study.said_per_row(rows, verdict, Fixed(), 0.8, 0.18, "search") == [True, True, True, False]


def test_the_second_opinion_policies_ask_the_shipped_file_in_their_direction_only():
    """Round 26 (gate26): ``agree-local`` keeps a rule search local only when the shipped file agrees, ``agree-search``
    searches a rule "no" only when it agrees, ``agree-both`` asks it both ways, ``either-search`` searches when either
    model would. Fails if a policy stops consulting the second model or consults it in the other direction."""
    study = load_script("gate_author_study")
    verdict_cls = sys.modules["gate_learned_study"].Verdict
    rows = [("no", True, None), ("yes", False, None)]
    verdict = {("no", None): verdict_cls(False, 0.9, "no_trigger", "no"),  # the new model would search it
               ("yes", None): verdict_cls(True, 0.1, "news_shape", "yes")}  # the new model would keep it local

    class Fixed:
        def __init__(self, scores):
            self.scores = scores

        def score(self, text):
            return self.scores[text]

    new = Fixed({"no": 0.9, "yes": 0.1})
    agrees, disagrees = Fixed({"no": 0.9, "yes": 0.1}), Fixed({"no": 0.5, "yes": 0.5})
    for policy in ("agree-local", "agree-search", "agree-both", "either-search"):
        assert study.said_per_row(rows, verdict, new, 0.8, 0.18, policy, agrees) == [True, False], policy
    said = {p: study.said_per_row(rows, verdict, new, 0.8, 0.18, p, disagrees)
            for p in ("agree-local", "agree-search", "agree-both", "either-search")}
    assert said == {"agree-local": [True, True], "agree-search": [False, False], "agree-both": [False, True],
                    "either-search": [True, True]}
    # either-search: the shipped file alone turns a rule "no" into a search
    quiet = Fixed({"no": 0.5, "yes": 0.1})
    assert study.said_per_row(rows, verdict, quiet, 0.8, 0.18, "either-search", agrees) == [True, False]


def test_a_tree_imported_under_another_name_reads_its_own_learned_file(tmp_path):
    """Round 26 (gate26): ``bench_gate.py --base`` imports the base tree as ``groundwire_before`` (bench/_other_tree.py);
    its learned part must read that tree's file, not the running tree's (it did: every "base tree" cell equalled the
    gate's when only the model file differed). Fails if ``gate_learned._read_bytes`` reads ``groundwire`` by name."""
    import shutil
    from pathlib import Path

    from groundwire.decide import gate_learned

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))
    from _other_tree import other_module

    src = Path(gate_learned.__file__).resolve().parents[1]
    other_src = tmp_path / "src"
    shutil.copytree(src, other_src / "groundwire", ignore=shutil.ignore_patterns("__pycache__"))
    (other_src / "groundwire" / "data" / gate_learned.MODEL_FILE).write_bytes(b"another tree's file")
    other = other_module(other_src, "decide.gate_learned", name="groundwire_gate26_other")
    assert other._read_bytes() == b"another tree's file"
    assert gate_learned._read_bytes() != b"another tree's file"
