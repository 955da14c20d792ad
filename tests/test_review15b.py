"""review15b: a fresh reader's review of round 15's English gate changes (gate-en15: gate_underway.py, the running
tally, the prize / first / role / body-part rules). Each test pins one defect found by probing the merged gate with
our own sentences (none is a row of any bench table); the rows marked "main" fail on main 5eab6dd, the rest are
twins that held there and must keep holding. Today is injected.
"""

from __future__ import annotations

from datetime import date

import pytest

from groundwire.decide.gate import decide

TODAY = date(2026, 12, 5)


def _searches(question: str) -> bool:
    return decide(question, today=TODAY).needs_search


# --- defect 1: the running tally (gate-en15) ignored a life's end told by the question's own words --------------
@pytest.mark.parametrize("question", [
    "How many poems did Sylvia Plath publish in her lifetime?",  # main: count (running tally)
    "How many novels did Terry Pratchett write in his lifetime?",  # main: count
    "How many novels did Terry Pratchett write before his death?",  # main: count
    "How many operas did Gian Menotti compose during his life?",  # main: count
    "How many novels did Terry Pratchett write in his career?",  # pin (gate-en14's closing word)
    "How many films did the late Nora Ephron direct?",  # pin ("the late": no name of four words)
])
def test_a_life_closed_by_the_question_s_own_words_stays_local(question):
    assert not _searches(question)


@pytest.mark.parametrize("question", [
    "How many novels did Stephen King publish?",  # gate-en15's running tally: the maker lives
    "How many films did Steven Spielberg direct?",
    "How many albums has Taylor Swift released in her career?",  # the perfect: still counting
])
def test_a_living_maker_s_catalogue_still_searches(question):
    assert _searches(question)


# --- defect 2: the closing clause itself ("before they split", "before he died") was read as a news deed -----------
@pytest.mark.parametrize("question", [
    "How many albums did Led Zeppelin record before they split?",  # main: news_shape (led+split)
    "How many albums did ABBA record before they broke up?",  # main: news_shape (abba+broke up)
    "How many novels did Terry Pratchett write before he died?",  # main: news_shape (terry+died)
    "How many albums did Nirvana release before they split?",  # pin
])
def test_a_tally_closed_by_a_split_or_a_death_stays_local(question):
    assert not _searches(question)


@pytest.mark.parametrize("question", [
    "Which band split up last week?",
    "How many albums did Coldplay release before they announced their world tour last month?",  # a time word
])
def test_a_split_asked_as_news_still_searches(question):
    assert _searches(question)


# --- defect 3: "just" (gate_underway) read the user's own moment as news ---------------------------------------------
@pytest.mark.parametrize("question", [
    "My dog has just eaten chocolate, what should I do?",  # main: underway:just
    "I was just bitten by a spider, what should I do?",  # main: underway:just
    "I have just opened a bottle of wine, how long does it keep?",  # main: underway:just
    "Our cat has just given birth, what should we feed her?",  # main: underway:just
    "Did he arrive just in time?",  # pin: "just" in another sense
    "What is a just war?",  # pin
])
def test_just_in_one_s_own_life_or_another_sense_stays_local(question):
    assert not _searches(question)


@pytest.mark.parametrize("question", [
    "Who was just elected mayor of Chicago?",  # gate-en15's own case
    "Which striker has just signed for Chelsea?",
    "What was just announced by the ECB?",
    "Do you know who was just elected mayor of Chicago?",  # fails at 029cfde: "you" asks, "who" is the subject
])
def test_a_deed_just_done_by_others_still_searches(question):
    assert _searches(question)


# --- defect 4: "how many named ..." (gate_underway's known count) is no count of discoveries -------------------------
@pytest.mark.parametrize("question", [
    "How many named dwarfs are in Snow White?",  # main: underway:known count
    "How many named reindeer pull Santa's sleigh?",  # main: underway:known count
])
def test_named_members_of_a_fixed_set_stay_local(question):
    assert not _searches(question)


@pytest.mark.parametrize("question", [
    "How many known moons orbit Uranus?",  # gate-en15's own case: the count grows with each discovery
    "How many confirmed exoplanets are there?",
])
def test_a_count_of_what_is_known_still_searches(question):
    assert _searches(question)


# --- defect 5: a world record of a first (gate_underway) is one fixed deed --------------------------------------------
@pytest.mark.parametrize("question", [
    "Who holds the world record for the first solo transatlantic flight?",  # main: underway:record
    "What is the world record for the first ascent of Everest without oxygen?",  # main: underway:record
])
def test_the_world_record_of_a_first_stays_local(question):
    assert not _searches(question)


@pytest.mark.parametrize("question", [
    "What is the pole vault world record?",  # gate-en15's own case
    "Who holds the world record for the fastest marathon?",
])
def test_a_world_record_asked_now_still_searches(question):
    assert _searches(question)


# --- defect 6: pole told in the past with no year stayed local while "who won the Monaco GP" searches -------------
@pytest.mark.parametrize("question", [
    "Who was on pole at the Monaco GP?",  # main: local (gate_underway reads only "is / will be on pole")
    "Who took pole at Monza?",  # main: local
    "who qualified on pole in las vegas",  # main: local
    "Who is on pole for Sunday's race?",  # pin (gate-en15)
])
def test_the_latest_pole_asked_without_a_year_searches(question):
    assert _searches(question)


@pytest.mark.parametrize("question", [
    "Who was on pole at the 1988 Monaco GP?",  # a year: one fixed race
    "Who took pole at the first Indianapolis 500?",  # a first: one fixed race
    "What does it mean to be on pole?",
])
def test_a_fixed_pole_stays_local(question):
    assert not _searches(question)


# --- defect 7: a prize for a deed told as new (gate_career.prize_for_deed) hid the news ------------------------------
@pytest.mark.parametrize("question", [
    "Who received the award for developing the new malaria vaccine?",  # main: local (prize_for_deed)
    "Which team won the prize for inventing the latest battery chemistry?",  # pin
])
def test_a_prize_for_a_new_deed_still_searches(question):
    assert _searches(question)


@pytest.mark.parametrize("question", [
    "Who won the Nobel Prize in Physics for discovering X-rays?",  # gate-en15's own case
    "Who won the Nobel Prize for inventing the laser?",
])
def test_a_prize_for_a_named_old_deed_stays_local(question):
    assert not _searches(question)


# --- defect 8: the body-part hold (gate.py _BODY_PART_COUNT) kept a race's legs local ------------------------------
@pytest.mark.parametrize("question", [
    "How many legs are left in the Tour de France?",  # main: local (the learned part's search held back)
])
def test_the_legs_of_a_race_still_search(question):
    assert _searches(question)


@pytest.mark.parametrize("question", [
    "A crab has how many legs?",  # gate-en15's own case
    "How many legs does a spider have?",
    "An octopus has how many hearts?",
    "A dragonfly flies with how many wings?",  # fails at 34bd096 (no "has"): a kind as the subject
    "A horse runs on how many legs?",  # fails at 34bd096
])
def test_an_animal_s_body_parts_stay_local(question):
    assert not _searches(question)


# --- defect 9: "the deepest point" (gate-en15's nature) read a human record as nature ---------------------------
@pytest.mark.parametrize("question", [
    "What is the deepest point reached by a submarine?",  # main: local
    "What is the deepest spot a human has free-dived to?",  # main: local
    "What is the highest point reached by a hot-air balloon?",  # pin
])
def test_the_deepest_point_reached_by_people_is_a_record_that_searches(question):
    assert _searches(question)


@pytest.mark.parametrize("question", [
    "What is the deepest point in the ocean?",  # gate-en15's own case
    "What is the deepest point on Earth?",
    "What is the highest point in England?",
    "What is the lowest point in Australia?",
])
def test_the_deepest_point_of_nature_stays_local(question):
    assert not _searches(question)


# --- defect 10: a category's prize asked with the work it was given for is that year's prize, fixed --------------
@pytest.mark.parametrize("question", [
    "Who won Best Director for Schindler's List?",  # main: latest_edition
    "Who won the Oscar for Best Actor for Raging Bull?",  # main: news_shape (oscar+won)
    "Which actress won Best Actress for Annie Hall?",  # main: latest_edition
    "Who won Album of the Year for Rumours?",  # main: latest_edition
])
def test_a_category_won_for_a_named_work_stays_local(question):
    assert not _searches(question)


@pytest.mark.parametrize("question", [
    "Who won Best Director?",  # the latest edition (gate-en15)
    "Who won the Oscar for Best Actor?",
    "Who won Best Actor for the third time?",  # no work named: a running count
    "Who won Best Picture at this year's Oscars?",
    "Who won the Golden Globe for Best Actor for a new series?",  # a new work: this season's
])
def test_a_category_won_without_a_named_work_still_searches(question):
    assert _searches(question)


# --- defect 11: a season or window asked "open" (gate_underway) stayed local while "closed" searched ---------------
@pytest.mark.parametrize("question", [
    "Is the transfer window open?",  # main: local ("is the transfer window closed" searched)
    "is the ski season open in zermatt",  # main: local
])
def test_a_season_or_window_asked_open_searches(question):
    assert _searches(question)


@pytest.mark.parametrize("question", [
    "Is the term open to interpretation?",  # "open to": another sense
])
def test_open_to_in_another_sense_stays_local(question):
    assert not _searches(question)


# --- defect 12: "just" (gate_underway) in a relative clause of a kind ("a puppy that was just vaccinated") -----------
@pytest.mark.parametrize("question", [
    "Can a puppy that was just vaccinated go outside?",  # main: underway:just
    "Should a tattoo that was just inked be covered?",  # main: underway:just
    "Can someone who has just eaten go swimming?",  # main: underway:just
])
def test_just_in_a_generic_relative_clause_stays_local(question):
    assert not _searches(question)


@pytest.mark.parametrize("question", [
    "What law was just passed in California?",  # the deed is the ask
    "Which player was just traded to the Lakers?",
    "Who is the minister who was just sacked?",  # a definite one: this week's
])
def test_a_deed_just_done_asked_of_a_definite_one_still_searches(question):
    assert _searches(question)


# --- defect 13: gate-en15's role and review15b's prize-for-a-work read only capitals: a search-box form missed -------
@pytest.mark.parametrize("question", [
    "which actor starred as vito corleone in the godfather",  # main: news_shape (which actor starred)
    "who won best director for schindler's list",  # main: latest_edition
])
def test_lower_case_role_and_prize_for_a_work_stay_local(question):
    assert not _searches(question)


@pytest.mark.parametrize("question", [
    "who won best actor for the third time",  # no work named: a running count
    "which actor starred as batman in the new batman film",  # a new work
    "who won best actor for a new series",
])
def test_lower_case_twins_with_no_named_or_a_new_work_still_search(question):
    assert _searches(question)


# --- defect 14: a vote or a term asked in general (gate_underway) is how it works, not today's result ---------------
@pytest.mark.parametrize("question", [
    "What is the outcome of a tied vote in the House of Representatives?",  # main: underway:vote results
    "What are the results of a no-confidence vote?",  # main: underway:vote results
    "Is the term over when the bell rings?",  # main: underway:season
])
def test_a_vote_or_a_season_asked_in_general_stays_local(question):
    assert not _searches(question)


@pytest.mark.parametrize("question", [
    "What were the results of the vote?",  # gate-en15: the latest one
    "What were the results of the Estonian parliamentary vote?",
    "Has the wet season started in Darwin?",
])
def test_a_named_vote_or_season_now_still_searches(question):
    assert _searches(question)
