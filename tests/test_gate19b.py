"""gate19b: other outlets' voices (``decide/gate_news_voice.py``): a present tie asked in place, as a cloze or a
triple; an owner; a post filled (由谁担任); a life fact of whoever holds a post now; a news quiz's unnamed deed.

Wordings are our own, in other words than wave 27's rows (its held half is only scored). Rows marked "main" failed on
main cdd9aef (the tests first); "pin" rows are twins that must stay as they are. The last test reads wave 27's FIT
half only.
"""

from __future__ import annotations

import zlib
from datetime import date
from pathlib import Path

import pytest

from groundwire.decide.gate import decide, pinned_past
from groundwire.decide.gate_news_voice import (as_quiz_reads, changing_triple, holder_life_fact, news_voice,
                                                post_holder_zh, present_tie, quiz_deed)

TODAY = date(2026, 12, 6)
WAVE27 = Path(__file__).resolve().parent.parent / "bench" / "data" / "gate_r19_wave27.tsv"


def _searches(question: str) -> bool:
    return decide(question, today=TODAY).needs_search


# --- a present tie, asked in place (a blank, a mask, an in-situ "which") or in a "which K is X on" frame
@pytest.mark.parametrize("question", [
    "Erling Haaland plays for ____.",  # main
    "Satya Nadella is employed by [MASK].",  # main
    "Jude Bellingham is a member of the sports team ____",  # main
    "Olivia Rodrigo is signed to which label?",  # main
    "Pep Guardiola manages which club?",  # main
    "Which club does Pep Guardiola manage?",  # main
    "which nba team is luka doncic on",  # main
    "What club is Declan Rice with?",  # main
    "Keir Starmer holds which position?",  # main
    "What position does Keir Starmer hold?",  # main
    "Sam Altman's employer is ____.",  # main
    "Which political party does Marine Le Pen belong to?",  # main
    "Q: Lionel Messi plays for? A:",  # main
])
def test_a_present_tie_asked_in_place_searches(question):
    assert present_tie(question)
    assert _searches(question)


@pytest.mark.parametrize("question", [
    "In 2016, Cristiano Ronaldo played for ____.",  # a stated year
    "Before Bayern, Harry Kane played for ____.",  # a past word
    "The first secretary-general of NATO was ____.",  # a first holder
    "what team does michael jordan play for",  # a career that is over (gate_finished)
    "Atomic number 79 belongs to which element?",  # a class of things, no tie
    "What position does a goalkeeper hold?",  # a kind, not a named holder
    "what club is a junior player normally put in",  # a kind (gate19's look-alike, in other words)
])
def test_a_past_or_finished_tie_is_no_present_tie(question):
    assert not present_tie(question)
    assert not _searches(question)


# --- an owner in the present tense
@pytest.mark.parametrize("question", [
    "Which company owns WhatsApp?",  # main
    "What firm owns YouTube?",  # main
    "Who is the parent company of Snapchat?",  # main
    "哪家公司拥有抖音",  # main
])
def test_an_owner_now_searches(question):
    assert present_tie(question) or post_holder_zh(question)
    assert _searches(question)


@pytest.mark.parametrize("question", [
    "Who was the first owner of Chelsea?",  # pin
    "Which company owned Chelsea before 2003?",  # pin
])
def test_a_past_owner_stays_local(question):
    assert not present_tie(question)
    assert not _searches(question)


# --- knowledge-graph triples: a relation that changes searches, a fixed one does not
@pytest.mark.parametrize("question", [
    "(Satya Nadella, employer, ?)",  # main
    "<Rishi Sunak, position held, ?>",  # main
    "Lionel Messi | member of sports team | ?",  # main
    "subject=Sadiq Khan; relation=position held; object=?",  # main
    "（马斯克，职位，？）",  # main
])
def test_a_changing_triple_searches(question):
    assert changing_triple(question)
    assert _searches(question)


@pytest.mark.parametrize("question", [
    "(Rishi Sunak, place of birth, ?)",
    "query: (Apple, founded by, ?)",
    "（马斯克，出生地，？）",
])
def test_a_fixed_triple_stays_local(question):
    assert changing_triple(question) is None
    assert not _searches(question)


# --- a post filled, in Chinese
@pytest.mark.parametrize("question", [
    "日本央行由谁担任行长？",  # main
    "谁担任美联储主席",  # main
    "欧洲央行现由谁执掌",  # main
])
def test_a_post_filled_now_searches_zh(question):
    assert post_holder_zh(question)
    assert _searches(question)


@pytest.mark.parametrize("question", ["首任美联储主席由谁担任？", "1998年由谁担任美联储主席？", "二战时期由谁担任英国首相"])
def test_a_first_or_dated_post_stays_local_zh(question):
    assert post_holder_zh(question) is None
    assert not _searches(question)


# --- present-anchored: a life fact of whoever holds a named body's post now
@pytest.mark.parametrize("question", [
    "Where did the Apple CEO go to college?",  # main
    "What nationality is the UEFA president?",  # main
    "In which city was the NATO secretary-general born?",  # main
])
def test_a_life_fact_of_a_post_holder_searches(question):
    assert holder_life_fact(question)
    assert _searches(question)


@pytest.mark.parametrize("question", [
    "How old do you have to be to be the US president?",  # a rule of eligibility
    "Where was the first US president born?",  # a first holder
    "Who was the wife of the Roman emperor Nero?",  # a person of history
])
def test_a_rule_or_past_holder_stays_local(question):
    assert news_voice(question, pinned_past) is None
    assert not _searches(question)


# --- a news quiz's unnamed deed
@pytest.mark.parametrize("question", [
    "A bear wandered into which supermarket?",  # pin
    "The striking nurses are demanding what?",  # main
    "Which statue did protesters topple?",  # main
    "Why did the central bank raise rates?",  # main
    "what caused the airline to cancel its flights",  # main
    "how many workers were trapped in the tunnel collapse",  # pin (the learned part)
    "Whom did the council pick as fire chief?",  # main
    "Which investment firm bought the football club?",  # pin (another rule)
    "What happened to the hikers who went missing on the ridge?",  # main
    "警方通报破获了哪起案件？",  # main
])
def test_a_quiz_deed_searches(question):
    assert quiz_deed(question)
    assert _searches(question)


@pytest.mark.parametrize("question", [
    "Why did the Soviet Union collapse?",  # history: a name before the actor noun
    "Why did the Tacoma Narrows Bridge collapse?",
    "what caused the asian currency crisis?",  # no "to <verb>" after the cause
    "Which carmaker made the Model T?",  # a verb of making
    "What happened to the dinosaurs?",
    "The Romans built which wall in northern England?",
])
def test_history_is_no_quiz_deed(question):
    assert quiz_deed(question) is None
    assert not _searches(question)


# --- the gate's personal check no longer trips on a quiz's words to its reader or on the noun "mine"
@pytest.mark.parametrize("question, read", [
    ("Did you see it? A goat jumped onto which police car?", "A goat jumped onto which police car?"),
    ("Can you name the actor who quit the soap opera?", "Which actor quit the soap opera?"),
    ("how many miners were rescued from the gold mine", "how many miners were rescued from the gold pit"),
])
def test_as_a_quiz_reads(question, read):
    assert as_quiz_reads(question) == read
    assert not pinned_past(read)
    assert _searches(question)


@pytest.mark.parametrize("question", [
    "Is this pen mine?",  # the user's own
    "Can you name the planet closest to the sun?",  # no deed
    "Did you see my keys?",
])
def test_the_user_speaking_stays_local(question):
    assert news_voice(question, pinned_past) is None
    assert not _searches(question)


@pytest.mark.parametrize("question, searches", [
    ("What has the Chinese lander collected?", True),  # main
    ("What was photographed by the solar orbiter?", True),  # main
    ("What did the Voyager probe carry?", False),  # an old mission's cargo
    ("What did the Hubble telescope discover in 1995?", False),  # a stated year
])
def test_a_science_instrument_just_did(question, searches):
    assert _searches(question) is searches


def test_a_name_ending_in_plus_is_read_whole():
    assert quiz_deed("What did Disney+ announce about password sharing?", "What did Disney+ announce") is not None
    assert _searches("What did OPEC+ decide at the ministerial meeting?")


def test_a_confident_knowledge_base_keeps_a_present_tie_local():
    decision = decide("Erling Haaland plays for ____.", kb_confidence=0.9, today=TODAY)
    assert not decision.needs_search and decision.reason == "kb_confident"


def _wave27_fit() -> list[tuple[str, bool]]:
    rows = [ln.split("\t") for ln in WAVE27.read_text(encoding="utf-8").splitlines()
            if ln.strip() and not ln.startswith("#")]
    return [(q, label == "yes") for _, label, q in rows
            if zlib.crc32(("w27:" + q).encode("utf-8")) % 2 == 0]


def test_wave27_fit_half_mostly_right():
    """Wave 27's fit half (read for these rules): at least 0.95 right (it was 0.850 on main cdd9aef)."""
    rows = _wave27_fit()
    assert len(rows) == 120
    right = sum(_searches(q) == label for q, label in rows)
    assert right / len(rows) >= 0.95
