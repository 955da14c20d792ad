"""Pure parts of deep research: the verbatim check, what needs verifying, the evidence table, citations, budgets,
state files and answer validation."""

from __future__ import annotations

import json

import pytest

from groundwire.errors import ResearchError, UsageError
from groundwire.research.answers import CardsAnswer, PlanAnswer, ReflectAnswer, VerdictAnswer
from groundwire.research.budget import Budget, BudgetExhausted
from groundwire.research.claims import strong_claims
from groundwire.research.config import ResearchConfig
from groundwire.research.evidence import evidence_table, value_key
from groundwire.research.extract import cards_from_answer
from groundwire.research.merge import DISPUTED_MARK, _mark_refuted
from groundwire.research.quotes import quote_on_page
from groundwire.research.records import Card, SourceRecord
from groundwire.research.state import RunState, read_jsonl
from groundwire.research.write import check_citations, uncited_sentences

PAGE = "Nimbus on Monday unveiled the Nimbus 5 smartphone,\n  priced from $799.\u00a0Shipping starts on December 12."


@pytest.mark.parametrize(("quote", "found"), [
    ("Nimbus on Monday unveiled the Nimbus 5 smartphone, priced from $799.", True),  # line break and spaces
    ('"Shipping starts on December 12."', True),  # surrounding quotation marks
    ("...priced from $799. Shipping starts...", True),  # edge ellipses
    ("Nimbus on Monday unveiled the Nimbus 5 phone", False),  # paraphrase
    ("nimbus on monday unveiled", False),  # case matters
    ("$799", False),  # too short to be evidence
    ("", False),
])
def test_quote_must_be_literally_on_the_page(quote, found):
    assert quote_on_page(quote, PAGE) is found


def test_short_cjk_quotes_count():
    assert quote_on_page("起售价 799 美元", "Nimbus 5 手机，起售价 799 美元。")
    assert not quote_on_page("起售价 899 美元", "Nimbus 5 手机，起售价 799 美元。")


def _source(sid: str = "s1", url: str = "https://www.reuters.com/a") -> SourceRecord:
    return SourceRecord(sid, url, "t", None, "news", "2026-11-30T00:00:00+00:00", "en")


def test_cards_from_answer_drops_invented_quotes_and_repeats():
    answer = CardsAnswer.model_validate({"cards": [
        {"quote": "priced from $799.", "claim": "It costs $799", "metric": "price", "value": "$799"},
        {"quote": "priced   from $799.", "claim": "again"},
        {"quote": "The best phone ever made.", "claim": "invented"},
        {"claim": "no quote at all"},
    ]})
    kept, dropped = cards_from_answer(answer, section_id="S1", source=_source(), page_text=PAGE,
                                      next_id=lambda n: f"c{n + 1}", round_=0)
    assert [c.claim for c in kept] == ["It costs $799"]
    assert [d["quote"] for d in dropped] == ["The best phone ever made."]


@pytest.mark.parametrize(("text", "expected"), [
    ("Nimbus is the first phone with satellite messaging [s1]. It costs $799 [s2].",
     ["Nimbus is the first phone with satellite messaging."]),
    ("该公司是国内首家发布卫星短信手机的厂商[s1]。价格为799美元[s2]。", ["该公司是国内首家发布卫星短信手机的厂商。"]),
    ("Sales reached 3 million units [s1].", ["Sales reached 3 million units."]),
    ("The phone ships on December 12 [s1].", []),
])
def test_strong_claims_are_superlatives_firsts_and_scale_numbers(text, expected):
    assert strong_claims(text) == expected


def _card(cid: str, url: str, value: str | None, metric: str | None = "price", claim: str = "c") -> Card:
    return Card(cid, "S1", claim, "q", cid.replace("c", "s"), url, None, metric, value, None, "high", "en")


def test_evidence_table_three_ways():
    cards = [
        _card("c1", "https://www.reuters.com/a", "$799"),
        _card("c2", "https://reddit.com/r/x", "799 USD"),
        _card("c3", "https://techreviewer.blog/x", "two days", "battery life", "battery lasts two days"),
        _card("c4", "https://news.example/a", "6.3-inch", "display", "6.3-inch display"),
        _card("c5", "https://www.news.example/b", "6.3 inch", "display", "6.3-inch display"),  # same site
    ]
    table = evidence_table(cards)
    assert [r.cards for r in table.established] == [("c1", "c2")]
    assert {r.cards for r in table.single} == {("c3",), ("c4", "c5")}
    assert not table.disputed
    disputed = evidence_table([*cards, _card("c6", "https://farm.example/x", "$999")]).disputed
    assert len(disputed) == 1 and "$999" in disputed[0].note and "$799" in disputed[0].note


def test_contradictions_and_refuted_claims_make_cards_disputed():
    cards = [_card("c1", "https://a.example/", "x", "m1", "A is first"),
             _card("c2", "https://b.example/", "y", "m2", "B")]
    table = evidence_table(cards, contradictions=[{"cards": ["c2"], "note": "conflicts with the filing"}],
                           refuted_claims=["A is first.", "Something never carded"])
    notes = {r.claim: r.note for r in table.disputed}
    assert notes["A is first"] == "refuted by an independent check"
    assert notes["B"] == "conflicts with the filing"
    assert notes["Something never carded"] == "refuted by an independent check"
    assert not table.single and not table.established


def test_value_key_compares_numbers_not_currency_spelling():
    assert value_key("$799") == value_key("799 USD") == value_key("799美元") == "799"
    assert value_key("5,200 mAh") == "5200"
    assert value_key("Two Days") == "two days"


def test_citations_of_sources_not_given_are_removed():
    text, removed = check_citations("A [s1]. B [s9][s2].", {"s1", "s2"})
    assert text == "A [s1]. B [s2]." and removed == ["s9"]


def test_uncited_factual_sentences_are_found():
    assert uncited_sentences("The price is $799. It launched [s1].") == ["The price is $799."]


def test_refuted_sentences_are_marked_in_place():
    text = "It launched [s1]. It is the first phone with satellites [s1]. It ships soon [s2]."
    marked = _mark_refuted(text, [{"claim": "It is the first phone with satellites.", "verdict": "refuted"}])
    assert marked.count(DISPUTED_MARK) == 1
    assert marked.index(DISPUTED_MARK) > marked.index("satellites [s1].")
    assert _mark_refuted(text, [{"claim": "It launched.", "verdict": "supported"}]) == text


def test_budget_counts_calls_pages_and_time_with_an_injected_clock():
    now = [0.0]
    budget = Budget(ResearchConfig(max_llm_calls=2, max_pages=3, time_s=10), lambda: now[0])
    budget.take_call()
    budget.take_call()
    with pytest.raises(BudgetExhausted) as info:
        budget.take_call()
    assert info.value.what == "llm_calls" and budget.llm_calls == 2
    assert budget.take_pages(2) == 2 and budget.take_pages(2) == 1 and budget.take_pages(1) == 0
    now[0] = 10.0
    with pytest.raises(BudgetExhausted) as info:
        budget.check_time()
    assert info.value.what == "time"
    assert budget.used()["exhausted"] == ["llm_calls", "pages", "time"]


def test_config_errors_are_usage_errors_naming_the_option():
    with pytest.raises(UsageError, match="depth"):
        ResearchConfig.build(depth=4)
    assert ResearchConfig.build(depth=None).depth == 1


def test_answers_validate_leniently_where_a_detail_can_be_dropped():
    plan = PlanAnswer.model_validate({"sections": [{"title": "t", "question": "q", "queries": "one query",
                                                    "languages": "zh", "answer_criteria": 5}] * 8})
    assert len(plan.sections) == 6 and plan.sections[0].queries == ["one query"]
    assert plan.sections[0].languages == ["zh"]
    with pytest.raises(ValueError):
        PlanAnswer.model_validate({"sections": [{"title": "t", "question": "q", "queries": []}]})
    reflect = ReflectAnswer.model_validate({"gaps": [{"query": "x"}, {"nope": 1}], "contradictions": "bad"})
    assert [g.query for g in reflect.gaps] == ["x"] and reflect.contradictions == []
    assert VerdictAnswer.model_validate({"verdict": " Refuted "}).verdict == "refuted"
    with pytest.raises(ValueError):
        VerdictAnswer.model_validate({"verdict": "probably"})


def test_state_survives_a_torn_card_line_and_redoes_that_page(tmp_path):
    from datetime import date

    state = RunState.create(tmp_path / "o", "q", date(2026, 11, 30), {})
    state.sections = {"S1": {"rounds": [], "pages": {"u1": {"status": "extracted", "cards": 1, "source_id": "s1"}}}}
    state.save()
    with (tmp_path / "o" / "facts.jsonl").open("a") as fh:
        fh.write('{"id": "c1", "section": "S1", "claim": "x", "quo')  # killed mid-write
    loaded = RunState.load(tmp_path / "o")
    assert loaded.cards == [] and loaded.sections["S1"]["pages"]["u1"]["status"] == "read"
    assert read_jsonl(tmp_path / "o" / "facts.jsonl") == []
    with pytest.raises(UsageError, match="--resume"):
        RunState.create(tmp_path / "o", "q", date(2026, 11, 30), {})
    with pytest.raises(ResearchError, match="nothing to resume"):
        RunState.load(tmp_path / "missing")
    (tmp_path / "bad").mkdir()
    (tmp_path / "bad" / "state.json").write_text(json.dumps({"version": 99}))
    with pytest.raises(ResearchError):
        RunState.load(tmp_path / "bad")
