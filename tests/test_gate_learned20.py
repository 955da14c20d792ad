"""Round 20 (gate20-learned): the learned part never turns the rules' "no" into a search for a question that asks
the year (decade, century) of something done, and the study script that compares learned parts.
Questions are our own wording, in other words than the bench rows that showed the miss."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

from groundwire.decide import gate_learned
from groundwire.decide.gate import decide, decide_by_rules, rule_holds, rule_probe
from groundwire.decide.gate_learned import asks_past_date, review

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize("question", [
    "In what year did the Concorde make its last flight?",
    "which decade did vinyl records first lose to cassettes",
    "What year were the first Nobel prizes handed out?",
    "the Hubble telescope launched in which year?",
    "In what century was the printing press invented",
    "Which year had the dot-com crash?",
])
def test_a_question_asking_the_year_of_a_deed_asks_a_fixed_past(question):
    assert asks_past_date(question)


@pytest.mark.parametrize("question", [
    "In what year will the next leap second be added?",
    "the next World Cup is held in which year?",
    "which year is the strongest El Nino on record",
    "what year does the iPhone 18 come out",
    "Which horse won the Grand National?",
    "what year is it",
    "how many years did the war last",
])
def test_a_future_present_or_no_year_question_is_not_one(question):
    assert not asks_past_date(question)


@pytest.mark.parametrize("question", [
    "In which year did Spain win the World Cup?",
    "In which year did Leicester win the Premier League?",
    "In which year did Argentina win its third World Cup?",
])
def test_the_model_would_search_these_but_the_year_they_ask_keeps_them_local(question):
    model = gate_learned.learned_gate()
    assert model is not None
    assert not decide_by_rules(question).needs_search  # the rules find no trigger ...
    assert model.score(question) >= model.high  # ... the model alone would search (it reads "did ... win" as news)
    rules = decide_by_rules(question)
    assert rule_holds(rules, rule_probe(rules))  # ... the year asked holds the rules' "no"
    assert not decide(question).needs_search


@pytest.mark.parametrize("question", ["Which striker won the Golden Boot?", "who won the booker prize"])
def test_news_in_the_past_tense_with_no_year_asked_is_still_searched_by_the_model(question):
    assert not asks_past_date(question)
    verdict = review(False, "no_trigger", question)
    assert verdict is not None and verdict[:2] == (True, "learned_search")


def test_a_rule_search_asking_a_year_is_still_reviewed_as_before():
    """The guard holds only a "no": a drifting / news shape the rules search stays the model's to review."""
    model = gate_learned.learned_gate()
    assert model is not None
    q = "which year did the rover land on mars"
    expected = model.score(q) <= model.low
    assert (review(True, "news_shape", q) is not None) == expected


def _load(name: str):
    spec = importlib.util.spec_from_file_location(name, ROOT / "scripts" / f"{name}.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def test_training_reads_the_year_guard_as_a_hold_like_the_runtime():
    tg = _load("train_gate")
    rows = [tg.Row("In which year did Spain win the World Cup?", False, "x"),
            tg.Row("Which horse won the Grand National?", True, "x")]
    assert tg.rule_verdicts(rows) == [(False, "no_trigger", True), (False, "no_trigger", False)]


def test_the_study_recombines_a_verdict_under_each_policy():
    study = _load("gate_learned_study")
    no = study.Verdict(False, 0.9, "no_trigger")  # the model may search it (0.9 >= high)
    yes = study.Verdict(True, 0.1, "news_shape")  # the model may keep it local (0.1 <= low)
    fixed = study.Verdict(True, None, "hard_trigger")  # the model is not asked
    table = {p: (study.said(no, 0.8, 0.18, p), study.said(yes, 0.8, 0.18, p), study.said(fixed, 0.8, 0.18, p))
             for p in ("both", "search", "local", "none")}
    assert table == {"both": (True, False, True), "search": (True, True, True), "local": (False, False, True),
                     "none": (False, True, True)}
    assert not study.said(no, 0.95, 0.18, "both")  # below a higher high threshold: the rules' "no" stands
    c = study.parse_candidate("x=/tmp/m.tsv.gz:0.85:-:search")
    assert (c.name, c.model, c.high, c.low, c.policy) == ("x", "/tmp/m.tsv.gz", 0.85, None, "search")
    with pytest.raises(SystemExit):
        study.parse_candidate("x=shipped:-:-:sometimes")
