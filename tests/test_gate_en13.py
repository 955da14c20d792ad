"""gate-en13 (issue 8, item 2): English causes read from wave 16 (tuned on from this round) and the known misreads,
written as general shapes, never as rows. Each question is new wording (no row of any bench table); before this
round main's gate got each one wrong except those marked "pins" (what main already did, kept).

Local (specificity):
* "so far" of a distance or a degree ("how can a giraffe stretch its neck so far", "why do swallows fly so far
  south"), not "to date";
* "release" of a substance ("why do pine trees release sap", "which glands release adrenaline"), not a launch;
* the highest / maximum score a rule allows ("the maximum score a gymnast can get on vault", "the highest possible
  break in snooker"), not a record or a result;
* a landmark court decision of the past, asked in the past tense ("how did the Supreme Court rule in Miranda",
  "what did the court decide in Roe"): settled history, while "has ... overturned" / "is ... still" stays news;
* a coding or spec question with "support" or "delay on" (pins: main keeps them local since round 14).
Search (recall):
* how much fell / what happened "overnight", in the past tense: last night's news or weather;
* a named public person's injury or illness asked how it stands ("Is Messi's injury serious?"), while a first
  name alone stays the user's own (pins: gate-hist-zh12).
"""

from __future__ import annotations

from datetime import date

import pytest

from groundwire.decide.gate import decide, decide_by_rules

TODAY = date(2026, 3, 2)


@pytest.mark.parametrize("question", [
    "How can a giraffe stretch its neck so far?",
    "Why do arctic terns fly so far every year?",
    "How do kangaroos jump so far?",
    "Why do pine trees release sap when cut?",  # pins
    "Which glands release adrenaline?",
    "Why do volcanoes release sulfur dioxide?",  # pins
    "What is the maximum score a gymnast can get on vault?",
    "What is the highest possible break in snooker?",  # pins
    "What is a perfect score in ten-pin bowling?",
    "What is the highest score a diving judge can award?",
    "How did the Supreme Court rule in Miranda?",  # pins
    "What did the Supreme Court decide in Roe?",
    "How did the court rule on Loving?",
    "Does Python's asyncio support timeouts on tasks?",  # pins
    "Why is there a delay on keyup in my React input?",  # pins
    "Does SQLite support foreign keys?",  # pins
])
def test_en13_local(question: str) -> None:
    d = decide(question, today=TODAY)
    assert not d.needs_search, (question, d.reason, d.matched)


@pytest.mark.parametrize("question", [
    "How much rain did Seattle get overnight?",
    "What happened overnight in the Asian markets?",
    "How many centimetres of snow fell in Zermatt overnight",
    "Is Messi's injury serious?",
    "How bad is Neymar's knee injury?",
    "Is Mbappe's hamstring injury going to keep him out?",  # pins
    "How serious is the Pope's illness?",
    "Has the Supreme Court overturned Obergefell?",  # pins: a present state of the ruling
    "Is Roe still overturned in every state?",  # pins
    "How many goals has Haaland scored so far?",  # pins: "so far" of time
    "Which studio will release the next Batman film?",  # pins: a release of a work
    "What was the score in the Arsenal game last night?",  # pins
    "What is the highest score in Test cricket history?",  # pins: a record
])
def test_en13_search(question: str) -> None:
    d = decide(question, today=TODAY)
    assert d.needs_search, (question, d.reason, d.matched)


@pytest.mark.parametrize("question", [
    "Is Olivia's injury serious?",  # a first name alone: someone the user knows (gate-hist-zh12)
    "Is Dad's injury serious?",  # a family word: the user's own
    "How bad is my brother's knee injury?",
    "Can I leave cooked rice out overnight?",  # "overnight" with no past deed: a habit
    "How do I make overnight oats?",
])
def test_en13_private_and_habits_stay_local(question: str) -> None:
    d = decide(question, today=TODAY)
    assert not d.needs_search, (question, d.reason, d.matched)


def test_rules_and_gate_agree_on_the_landmark_case() -> None:
    # the learned part must not turn the settled ruling back into a search
    q = "How did the Supreme Court rule on Obergefell?"
    assert not decide_by_rules(q, today=TODAY).needs_search
    assert not decide(q, today=TODAY).needs_search


def test_history_names_are_looked_up_once_per_question(monkeypatch: pytest.MonkeyPatch) -> None:
    # _patterns and pinned_past read the same lookup (before gate-en13 each called history_person itself: 2 calls)
    from groundwire.decide import gate

    calls: list[str] = []
    real_en, real_zh = gate.history_person, gate.history_person_zh
    monkeypatch.setattr(gate, "history_person", lambda text: calls.append("en") or real_en(text))
    monkeypatch.setattr(gate, "history_person_zh", lambda text: calls.append("zh") or real_zh(text))
    for question in ("Did Galileo have children?", "Is Binance down?", "郑和下西洋一共几次"):
        calls.clear()
        gate.decide_by_rules(question, today=TODAY)
        assert calls.count("en") <= 1 and calls.count("zh") <= 1, (question, calls)


@pytest.mark.parametrize(("question", "person"), [
    ("郑和下西洋一共几次", "郑和"),
    ("郑和号什么时候靠港", None),  # a ship named after him, beside a deed of today
    ("孔子学院在哪些国家", None),  # named after: not the person
    ("What did Galileo see through his telescope?", "galileo"),
    ("Is the Lincoln Tunnel closed?", None),
])
def test_history_lookups_keep_their_answers(question: str, person: str | None) -> None:
    from groundwire.decide.gate_history import history_person
    from groundwire.decide.gate_history_zh import history_person_zh

    assert (history_person(question) or history_person_zh(question)) == person


@pytest.mark.parametrize("question", [
    "How many world titles did Ayrton Senna win?",  # pins
    "How many Grammy awards did Whitney Houston win?",
    "What was the last film Stanley Kubrick directed?",
    "How many Wimbledon titles did Arthur Ashe win?",
    "Who did Muhammad Ali beat to win his first heavyweight title?",  # pins
])
def test_en13_ended_careers_stay_local(question: str) -> None:
    # a life ended (gate_history_names.txt, lives ended 1970-2019), asked in the past tense: a settled tally
    d = decide(question, today=TODAY)
    assert not d.needs_search, (question, d.reason, d.matched)


@pytest.mark.parametrize("question", [
    "Who is playing Freddie Mercury in the new stage show?",  # a new production: news
    "How many Grammys has Beyonce won?",  # a living career: moves
    "Which film won the latest Stanley Kubrick award?",
])
def test_en13_living_tallies_and_new_works_search(question: str) -> None:
    d = decide(question, today=TODAY)
    assert d.needs_search, (question, d.reason, d.matched)


@pytest.mark.parametrize("question", [
    "Which island was Napoleon banished to after his defeat?",
    "Who was arrested for the assassination of John Lennon?",
    "What did Neil Armstrong report from the lunar surface?",
    "Which banks merged to form HSBC Holdings?",
    "Which two companies merged to form GlaxoSmithKline?",
    "Who was convicted of shooting John Lennon?",  # pins
])
def test_en13_history_in_news_voice_stays_local(question: str) -> None:
    # a short past-tense question about a person of history, a firm's founding merger: settled, not a news deed
    d = decide(question, today=TODAY)
    assert not d.needs_search, (question, d.reason, d.matched)


@pytest.mark.parametrize("question", [
    "Which two airlines merged to form a new carrier?",
    "A statue honouring Charles Darwin was unveiled in Shrewsbury after a long campaign by locals. Who made it?",
    "Which auction house sold John Lennon's guitar this week?",  # pins: a time word
])
def test_en13_news_about_history_still_searches(question: str) -> None:
    d = decide(question, today=TODAY)
    assert d.needs_search, (question, d.reason, d.matched)


@pytest.mark.parametrize("question", [
    "How is Pope Leo's health?",
    "How is Messi's recovery going?",  # pins
    "Which team leads the NFC East?",
    "Which country leads the medal table?",
    "Which club tops the Bundesliga?",  # pins
])
def test_en13_present_health_and_standings_search(question: str) -> None:
    d = decide(question, today=TODAY)
    assert d.needs_search, (question, d.reason, d.matched)


@pytest.mark.parametrize("question", [
    "How is Olivia's health?",  # pins: a first name alone, the user's own people
    "Which gene leads to sickle cell anemia?",  # pins: a cause, not a table
    "Which wolf leads the pack?",  # pins
])
def test_en13_own_health_and_causes_stay_local(question: str) -> None:
    d = decide(question, today=TODAY)
    assert not d.needs_search, (question, d.reason, d.matched)
