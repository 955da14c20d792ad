"""Follow-ups (issue 12, gate side): refer-back messages are not searched; an entity from the recent user turns may
be carried into a follow-up's query, after the privacy gate, and nothing else from history."""

from __future__ import annotations

import pytest

from groundwire.decide.followup import carry_entity, refers_back_only
from groundwire.decide.gate import decide


@pytest.mark.parametrize("text", [
    "按照刚才的结果整理一下", "把上面的内容做成表格", "上面的翻译成英文", "继续", "请继续", "continue", "Continue please.",
    "format that as a table", "Can you summarize the above?", "turn your answer into bullet points",
    "rewrite what you just wrote in plain English",
])
def test_refer_back_follow_ups_are_not_searched(text: str) -> None:
    assert refers_back_only(text)
    d = decide(text)
    assert not d.needs_search and d.reason == "refers_back", d


@pytest.mark.parametrize("text", [
    "刚刚哪里发生了地震",  # 刚刚 about a fresh event: still a search
    "刚才说的那家公司现在股价多少",  # refers back but asks for a fresh fact
    "what is the latest news about the strike",
    "make a list of the best laptops this year",
])
def test_refer_back_words_that_ask_for_something_new_still_search(text: str) -> None:
    assert refers_back_only(text) == ()
    assert decide(text).needs_search


def test_refer_back_is_searched_in_mode_on() -> None:
    assert decide("continue", mode="on").needs_search


def test_an_entity_is_carried_from_the_recent_user_turns_and_nothing_else() -> None:
    carried = carry_entity("and its price now?", ["Tell me about Acme Motors and their quirky history", "ok thanks"])
    assert carried is not None
    assert carried.entity == "Acme Motors" and carried.turns_back == 2
    assert carried.search_text == "Acme Motors and its price now?"
    assert "quirky" not in carried.search_text and "history" not in carried.search_text


@pytest.mark.parametrize("text,turns,entity", [
    ("how old is he", ["Who is Elon Musk?"], "Elon Musk"),
    ("它现在股价多少", ["介绍一下比亚迪公司"], "比亚迪"),
    ("他多大了", ["马云是谁"], "马云"),
    ("那它的创始人是谁", ["腾讯和阿里巴巴哪个大"], "腾讯"),
])
def test_entities_in_both_languages(text: str, turns: list[str], entity: str) -> None:
    carried = carry_entity(text, turns)
    assert carried is not None and carried.entity == entity


def test_a_follow_up_naming_its_own_subject_borrows_nothing() -> None:
    assert carry_entity("What about Globex Corporation?", ["Tell me about Acme Motors"]) is None


def test_no_pointer_no_history_means_nothing_carried() -> None:
    assert carry_entity("what is the weather in Paris", ["Tell me about Acme Motors"]) is None
    assert carry_entity("and its price now?", []) is None


def test_the_privacy_gate_runs_on_history_first() -> None:
    # a turn about the user's own data lends nothing
    assert carry_entity("how old is he", ["look at my notes about John Smith"]) is None
    # private values are cut before names are looked for: the e-mail never travels
    carried = carry_entity("and its price now?", ["mail ZED@example.com about Acme Motors"])
    assert carried is not None and "example.com" not in carried.search_text.lower() and "zed" not in \
        carried.search_text.lower()
