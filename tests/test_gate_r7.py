"""Round-7 cues: new records and interim posts (gate_lead.py), a quiz stem with any subject (a past deed told first, the question word left inside it) and more
irregular deeds after "which X" (gate_wire.py). Each with questions that must search and look-alikes that must stay
local. Our own wording, not taken from the bench tables or any data set."""

from __future__ import annotations

import pytest

from groundwire.decide.gate import decide
from groundwire.decide.gate_lead import interim_post, new_record
from groundwire.decide.gate_wire import quiz_stem, unnamed_deed


@pytest.mark.parametrize("question,cue", [
    ("The gale ripped the roof off which sports hall?", quiz_stem),  # a storm is no news actor, the grammar is news
    ("Burglars smashed their way into which jewellery shop?", quiz_stem),
    ("the ferry ran aground off which island", None),  # no question mark: read by the older thing-deed shape
    ("A hailstorm flattened crops across how many farms?", quiz_stem),
    ("Thieves took a golden toilet from which stately home?", quiz_stem),
    ("the heatwave pushed power demand to what level?", quiz_stem),
    ("Which payments firm froze thousands of accounts?", unnamed_deed),
    ("which rival overtook the market leader in sales", unnamed_deed),
    ("Which bakery chain withdrew its vegan sausage roll?", unnamed_deed),
])
def test_new_shapes_search(question: str, cue) -> None:
    if cue is not None:
        assert cue(question), question
    d = decide(question)
    assert d.needs_search and d.reason == "news_shape", d


@pytest.mark.parametrize("question", [
    "The Titanic sank in which ocean?",  # a capitalised name that is no known name: one event of history
    "The hero fled to which city at the end of the novel?",  # a story
    "In the myth, the boy flew too close to which star?",  # opens with a preposition, a myth
    "The great storm of 1703 wrecked how many ships?",  # a stated year
    "ancient sailors steered by which star?",  # an era
    "The first astronauts stepped onto which sea of the moon?",  # a first
    "Water boils at what temperature?",  # present tense: a fact of nature
    "The pyramids were built by whom?",  # a verb of making
    "Which composer lost his hearing?",  # a kind of person whose life is history
    "Which explorer fled to Spain in disgrace?",
    "Which king broke with the church of rome?",
])
def test_look_alikes_stay_local(question: str) -> None:
    d = decide(question)
    assert not d.needs_search, d


@pytest.mark.parametrize("question,cue", [
    ("Who set a new world record in the 800m?", new_record),  # "800m" is no stated year
    ("who broke the national record in the 2000m steeplechase", new_record),  # nor is "2000m"
    ("The relay team smashed the European record by how much?", new_record),
    ("Which club named a caretaker manager after the sacking?", interim_post),
    ("who is the interim ceo of the airline", interim_post),
    ("Which bird hatched in the wild for the first time in 300 years?", None),  # a lead even beside "hatched"
    ("What species was born in captivity for the first time in 2,000 years?", None),  # and beside "born"
])
def test_leads_search(question: str, cue) -> None:
    if cue is not None:
        assert cue(question), question
    d = decide(question)
    assert d.needs_search and d.reason in ("news_shape", "time_sensitive_pattern"), d


@pytest.mark.parametrize("question", [
    "Who set a new world record in the 800m in 1981?",  # a stated year
    "Who set the first world record for the mile?",  # a first
    "Who set a land speed record in the Bluebird?",  # a capitalised name that is no known name
    "Which ancient runner set a record at the games?",  # an era
    "who was the caretaker prime minister in 1945",  # a stated year
    "Who was born in Stratford-upon-Avon?",  # born, with no lead: history
])
def test_lead_look_alikes_stay_local(question: str) -> None:
    d = decide(question)
    assert not d.needs_search, d


@pytest.mark.parametrize("question", [
    "A new species of gecko was discovered on which island?",  # a find, told beside "discovered"
    "which new species of beetle was named after a pop star",
    "Which typhoon made landfall near Manila?",  # a storm's path
    "where did the tropical storm make landfall",
    "Which frog was declared extinct by the conservation body?",
    "who was granted bail by the magistrates",
    "who was remanded in custody over the stabbing",
    "how many were hurt in the tram accident",  # an accident, unnamed
    "who is favourite in the leadership contest",
    "why was the village fair called off",  # a fair called off
    "who got the top job at the central bank",
    "what did nintendo launch",  # a known company's launch
])
def test_round7_deeds_search(question: str) -> None:
    d = decide(question)
    assert d.needs_search and d.reason in ("news_shape", "time_sensitive_pattern"), d


@pytest.mark.parametrize("question", [
    "Which new species did Darwin describe in the Galapagos?",  # a capitalised name that is no known name
    "A new species was described in 1758 by whom?",  # a stated year
    "Which hurricane made landfall in 2005 and flooded New Orleans?",  # a stated year
    "Which bird was declared extinct in the 17th century?",  # an era
    "how does a tropical storm make landfall",  # how a thing works
    "what is bail",
    "what causes a car accident",  # the kind of event
    "what did the romans launch their ships from",  # a people of history, no public body or known name
])
def test_round7_deed_look_alikes_stay_local(question: str) -> None:
    d = decide(question)
    assert not d.needs_search, d


@pytest.mark.parametrize("question", [
    "Who was the last queen of Hawaii?",  # a crown asked in the past tense: the line has ended
    "who was the last sultan of zanzibar",
    "What is the name of the composer's eldest son?",  # the first-born stays the first-born
    "What was the previous name of Zimbabwe?",  # a rename that has happened
    "Which country has the longest coastline?",  # a fact of geography
])
def test_fixed_lookalikes_stay_local(question: str) -> None:
    d = decide(question)
    assert not d.needs_search, d


@pytest.mark.parametrize("question", [
    "Who is the king of Sweden?",  # a reign going on
    "Who was the last president to visit Cuba?",  # the latest occurrence moves
    "Who is the eldest member of the royal family?",  # eldest among the living
    "Who was the previous manager of the club?",  # the one before the current one
    "Which country has the largest population?",
])
def test_drifting_counterparts_search(question: str) -> None:
    d = decide(question)
    assert d.needs_search, d


@pytest.mark.parametrize("question,searches", [
    ("Why did Netflix stop sharing passwords?", True),  # a known company changing course: news or a false premise
    ("why did the nfl move the game to london", True),
    ("why did nato change its rules on membership", True),
    ("Why did the Romans leave Britain?", False),  # a people of history: no known name acting
    ("why did the dinosaurs stop growing", False),
    ("why did my laptop stop charging", False),  # the user's own thing
])
def test_known_body_changing_course(question: str, searches: bool) -> None:
    assert decide(question).needs_search is searches


@pytest.mark.parametrize("question,searches", [
    ("what does a bus pass cost in leeds", True),  # a price asked now
    ("What does a driving test cost?", True),
    ("what did the eiffel tower cost to build", False),  # a price in the past
    ("what does the cost function measure", False),  # a term, no price
    ("which plays are showing in the west end", True),  # a programme running now
    ("which films are on at the local cinema", True),
    ("which pigment is showing through the paint", False),  # no venue or evening
    ("Who is the surgeon general of the United States?", True),  # offices whose holder changes
    ("who is the solicitor general", True),
    ("Who was the first attorney general of the United States?", False),  # a first holder
])
def test_round7_drifting_shapes(question: str, searches: bool) -> None:
    assert decide(question).needs_search is searches


@pytest.mark.parametrize("question,searches", [
    ("who is the rugby player of the year", True),  # this year's pick
    ("Who is the PFA young player of the year?", True),
    ("who was the first footballer of the year", False),  # a first, in the past
    ("what is the name of the chicago bears head coach", True),  # the holder named after the team
    ("what is the name of the coach in the film hoosiers", False),  # a part in a film
    ("who is the quarterback for the packers", True),
    ("who is the governer of texas", True),  # a search-box misspelling of an office
])
def test_round7_holders_and_picks(question: str, searches: bool) -> None:
    assert decide(question).needs_search is searches
