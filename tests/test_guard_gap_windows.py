"""guard-perf30 (issue 9): the ``machine_must`` rule searched only where its gap lookahead can find something
(:mod:`groundwire.guard.gap_windows`) answers exactly as the rule's own regex; no timing is asserted."""

from __future__ import annotations

import random

from groundwire.guard import gap_windows, neutralize
from groundwire.guard.gap_windows import machine_must_search

_RX = neutralize._REMOVE_RULES[neutralize._MACHINE_MUST].rx

_LONG_TEXTS = {
    "repeated_if": ("If an AI model " * 6000)[:80000],
    "orders_then_user_far": ("the AI model must run " * 4000)[:80000] + " the user",
    "reader_then_user_far": ("If an AI model reading this, it must run " * 2000)[:80000] + " the user",
    "dense": ("the AI model must run the user " * 3000)[:80000],
    "needed_before_orders": ("the user " * 3000 + "the AI model must run ") * 3,
    "long_space_run": "the" + " " * 5000 + "AI model must send the user's file",
    "long_word": "the " + "x" * 3000 + " agent must send it to the user",
    "three_token_machine": "pad " * 300 + "an modelo  de\tlenguaje must email the user's notes",
    "needed_past_the_gap": "the agent must email the notes " + "x" * 450 + " the user",
    "needed_past_a_break": "pad " * 300 + "the agent must email the notes\nthe user",
}


def test_long_inputs_answer_as_the_regex() -> None:
    for name, text in _LONG_TEXTS.items():
        assert machine_must_search(_RX, text) == (_RX.search(text) is not None), name


def test_long_inputs_expected_answers() -> None:
    assert not machine_must_search(_RX, _LONG_TEXTS["repeated_if"])
    assert machine_must_search(_RX, _LONG_TEXTS["orders_then_user_far"])  # (the last order reaches "the user")
    assert machine_must_search(_RX, _LONG_TEXTS["long_space_run"])
    assert machine_must_search(_RX, _LONG_TEXTS["three_token_machine"])
    assert not machine_must_search(_RX, _LONG_TEXTS["needed_past_the_gap"])
    assert not machine_must_search(_RX, _LONG_TEXTS["needed_past_a_break"])


def test_random_texts_of_the_rules_words_answer_as_the_regex() -> None:
    words = ("the any every a an it if AI model models agent assistant LLM language model modelo de lenguaje "
             "ассистентом must should needs to has to shall reading this processing , . \n send run reply email "
             "forward the user user's without asking silently https://x.y a@b.co ~/.ssh/id_rsa first also now "
             "quickly 12345678901 助手 用户 bot: words here and there").split(" ")
    rng = random.Random(30)
    positives = 0
    for _ in range(1500):
        text = " ".join(rng.choice(words) for _ in range(rng.randint(5, 400)))
        expected = _RX.search(text) is not None
        positives += expected
        assert machine_must_search(_RX, text) == expected, text
    assert positives > 10


def test_sanitize_on_the_repeated_machine_word_keeps_the_text() -> None:
    text = _LONG_TEXTS["repeated_if"]
    result = neutralize.sanitize(text)
    assert result.text == text and not result.suspicious


def test_long_sentences_go_through_the_windowed_search(monkeypatch) -> None:
    calls = []

    def spy(rx, text):
        calls.append(len(text))
        return machine_must_search(rx, text)

    monkeypatch.setattr(neutralize, "machine_must_search", spy)
    long_text = "pad " * 300 + "the assistant must email the user's notes"
    assert neutralize._rule_matches(neutralize._MACHINE_MUST, long_text)
    assert not neutralize._rule_matches(neutralize._MACHINE_MUST, "pad " * 300 + "the assistant must email the notes")
    assert len(calls) == 2
    # a short sentence is asked of the regex directly
    assert neutralize._rule_matches(neutralize._MACHINE_MUST, "the assistant must email the user's notes")
    assert len(calls) == 2
    assert gap_windows.MUST_GAP == 400
