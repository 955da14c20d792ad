"""The gate's cues that do not rely on capital letters, and the fixed facts they must leave alone.

Every question here is our own wording (none is taken from an evaluation set). Each cue has positive rows (must
search, for that reason) and negative rows (timeless or fixed: must stay local)."""

from __future__ import annotations

from datetime import date

import pytest

from groundwire.decide.gate import decide, decide_by_rules
from groundwire.decide.gate_news import action_now, actor_noun, named_actor

TODAY = date(2026, 11, 30)


# --------------------------------------------------------------------------- known names, case-blind

@pytest.mark.parametrize("text,name", [
    ("coca-cola discontinued which one of its drinks", "coca-cola"),
    ("the u.s. senate voted on what", "u.s"),
    ("which company did the european union fine", "european union"),  # the longest name at a word wins
    ("the new york times reported what", "new york times"),
    ("mcdonald’s added which treat", "mcdonald"),  # curly possessive folded
    ("Which UK city banned cars?", "uk"),
    ("a ukrainian court ruled on what", "ukrainian"),
    ("protests in the us grew", "the us"),
])
def test_named_actor_finds_known_names_without_case(text: str, name: str) -> None:
    assert named_actor(text) == name


@pytest.mark.parametrize("text", [
    "tell us how recursion works",  # "us" the pronoun is not the country
    "what does discuss mean",  # no name inside a word
    "who is the author of this book",  # "who" the question word is not the WHO
    "how do i peel an apple",
])
def test_named_actor_ignores_common_words(text: str) -> None:
    assert named_actor(text) is None


@pytest.mark.parametrize("text,noun", [
    ("officials said the bridge will reopen", "officials"),
    ("the company is recalling which cars", "company"),
    ("scientists have found a new moon", "scientists"),
])
def test_actor_noun(text: str, noun: str) -> None:
    assert actor_noun(text) == noun


def test_actor_noun_needs_the_plural_for_official() -> None:
    assert actor_noun("what is the official language of brazil") is None


# --------------------------------------------------------------------------- the verb's shape

@pytest.mark.parametrize("text,verb", [
    ("which airline is slashing flights", "is slashing"),
    ("the union has signed a deal", "has signed"),
    ("voters have rejected the plan", "have rejected"),
    ("the coach will return next month", "will return"),
    ("the league is to trial a new rule", "is to trial"),
    ("the firm has been fined", "has been fined"),
    ("lawmakers have said no", "have said"),
])
def test_action_now_reads_progressive_perfect_and_future(text: str, verb: str) -> None:
    assert action_now(text) == verb


@pytest.mark.parametrize("text", [
    "what will happen if i mix bleach and vinegar",  # a hypothetical, not a report
    "will you explain recursion",
    "who is the only player to have scored twice in a final",  # "to have" is no present perfect
    "the first cells might have formed near vents",
    "what is the meaning of life",
    "which country is to the north of mexico",  # "is to the" is a direction
    "the bird was singing in the morning",  # no -ing noun, but also no actor: see the gate tests below
])
def test_action_now_ignores_hypotheticals_infinitives_and_directions(text: str) -> None:
    if text.startswith("the bird"):
        assert action_now(text) == "was singing"  # the shape alone; the gate still needs an actor or a long report
    else:
        assert action_now(text) is None


# --------------------------------------------------------------------------- the gate: lower-cased news

LOWER_NEWS = [
    # a known name + a reported verb, long enough to be a news set-up
    "the european union has fined which tech company for ignoring its rules on app stores",
    "coca-cola discontinued which one of its drinks after sales fell across europe last spring",
    # a news actor noun + the verb's shape
    "officials in the port city are evacuating residents ahead of which approaching storm",
    "criminal lawyers protesting against pay cuts have voted to strike from which date",
    "the company behind the popular photo app will move its head office to which city",
    # "which airline / state" + a reported verb, short
    "which airline is slashing flights over the holidays?",
    "which state announced it is legalizing jaywalking?",
    # a weekday after a verb, lower-cased
    "what star announced his retirement on tuesday?",
]


@pytest.mark.parametrize("question", LOWER_NEWS)
def test_lower_cased_news_questions_search(question: str) -> None:
    assert question == question.lower()
    d = decide(question)
    assert d.needs_search and d.reason == "news_shape", d


LOWER_FIXED = [
    "how do airlines decide how many flights to schedule on a route",  # timeless how-to
    "what is the official language spoken in the european union",
    "who was sent in command of a force of troops to capture the fort",  # a past deed, "who <past verb>"
    "who agreed to divide germany into zones at the end of world war two",  # history
    "which country is to the north of the united states of america",
    "who won season 12 of the cooking show in america",  # a numbered instalment
    "why are scientists sure the earth is older than six thousand years",
    "what is the capital of france and why was it chosen",
]


@pytest.mark.parametrize("question", LOWER_FIXED)
def test_lower_cased_fixed_questions_stay_local(question: str) -> None:
    d = decide(question)
    assert not d.needs_search, d


def test_a_question_about_a_first_is_a_record_a_report_of_one_is_news() -> None:
    assert not decide("Which painter was the first to sell a work for a million dollars at auction?").needs_search
    d = decide("The first images from the Oceanus deep-sea probe were released, showing which strange creature?")
    assert d.needs_search and d.reason == "news_shape", d
    # "When she died, ..." is a clause, not a when-question: the report after it is still news
    d = decide("When she died, the singer left four horses behind. Who will care for them now on the farm?")
    assert d.needs_search, d
    d = decide("When she died, the singer left four horses behind. Which charity will care for them?")
    assert d.needs_search and d.reason == "news_shape", d


def test_reported_speech_is_news() -> None:
    d = decide("What did the league's commissioner say was a 'serious concern' for players ahead of the final?")
    assert d.needs_search and d.reason == "news_shape", d
    assert not decide("What does the word serendipity mean?").needs_search


# --------------------------------------------------------------------------- a stated past year pins the question

@pytest.mark.parametrize("question", [
    "what was the population of mexico in 1940",
    "highest run score by a batsman in the 2018 season",
    "who is the health minister of the country 2013",
    "what was the price of gold in january 2011",
    "who won the popular vote in the 2008 presidential election",
    "most subscribed video channel in the world 2017",
])
def test_a_stated_past_year_pins_the_question(question: str) -> None:
    assert not decide(question).needs_search, decide(question)
    assert not decide(question, today=TODAY).needs_search, decide(question, today=TODAY)


@pytest.mark.parametrize("question,reason", [
    ("what is the population of mexico", "hard_trigger"),  # the same questions without their year drift
    ("who is the health minister of the country", "time_sensitive_pattern"),
    ("what is the price of gold", "hard_trigger"),
])
def test_without_the_year_the_same_questions_search(question: str, reason: str) -> None:
    d = decide(question)
    assert d.needs_search and d.reason == reason, d


def test_since_a_year_runs_to_now_and_a_recent_year_is_recent() -> None:
    d = decide("how much has the price of gold risen since 2019", today=TODAY)
    assert d.needs_search and "price" in d.matched, d
    d = decide("what is the population of the city in 2026", today=TODAY)
    assert d.needs_search, d
    assert not decide("what is the population of the city in 2016", today=TODAY).needs_search
    assert decide("what is the latest population figure for 2016", today=TODAY).needs_search  # "latest" stays


# --------------------------------------------------------------------------- time words inside titles

@pytest.mark.parametrize("question", [
    "who sang last night by the traveling wilburys",
    "who wrote the song how do you like me now",
    "who sang the new scooby doo theme song",
    "who plays the hero in legends of tomorrow",
    "who sings no bad news in the musical",
])
def test_time_words_inside_a_title_stay_local(question: str) -> None:
    assert not decide(question).needs_search, decide(question)


@pytest.mark.parametrize("question,word", [
    ("who sang the national anthem at the game last night", "last night"),
    ("who sang the latest bond theme", "latest"),
    ("who plays the villain in a new six-part series about the election", "new"),
])
def test_time_words_outside_a_title_still_search(question: str, word: str) -> None:
    d = decide(question)
    assert d.needs_search and word in d.matched, d


# --------------------------------------------------------------------------- other fixed shapes

@pytest.mark.parametrize("question", [
    "How many sides does a hexagon have?",
    "how many bedrooms does the old manor house have",
    "how many valence electrons do halogens have",
    "How many days are there in a leap year?",
    "What is the next prime number after 7?",
    "what is the next line of the poem after the first stanza",
    "what temperature should i cook chicken at",
    "How much does an elephant eat each day?",
    "how do you say long live the king in latin",
])
def test_fixed_parts_sequences_and_non_weather_words_stay_local(question: str) -> None:
    assert not decide(question).needs_search, decide(question)


@pytest.mark.parametrize("question,reason", [
    ("how many moons does jupiter have", "time_sensitive_pattern"),  # discoveries move this count
    ("how many employees does the company have", "time_sensitive_pattern"),
    ("what is the next match of the national team", "hard_trigger"),
    ("what is the temperature in oslo", "hard_trigger"),
    ("how much does a new electric car cost", "hard_trigger"),
    ("where does the singer live", "hard_trigger"),
])
def test_the_drifting_versions_still_search(question: str, reason: str) -> None:
    d = decide(question)
    assert d.needs_search and d.reason == reason, d


@pytest.mark.parametrize("question,unknown_actor", [
    # only the known name carries these (a plain reported verb, no actor noun, no "which company")
    ("france signed a friendship charter with which country over the long weekend in the south",
     "the garden society signed a friendship charter with which country over the long weekend in the south"),
    # only the actor noun carries these
    ("scientists found which creature living in a deep trench off the coast of a sunny island",
     "somebody found which creature living in a deep trench off the coast of a sunny island"),
])
def test_the_actor_is_what_makes_a_plain_reported_verb_news(question: str, unknown_actor: str) -> None:
    d = decide(question)
    assert d.needs_search and d.reason == "news_shape", d
    # the rules' actor test (the learned part has no actor list and reads both as news: tests/test_gate_learned.py)
    assert not decide_by_rules(unknown_actor).needs_search, decide_by_rules(unknown_actor)


@pytest.mark.parametrize("question", [
    "Coca-Cola discontinued which drink?",  # a capitalised name + a reporting verb
    "the european union is fining which app maker?",  # a known name + the progressive, lower-cased
])
def test_short_news_with_a_name_searches(question: str) -> None:
    d = decide(question)
    assert d.needs_search and d.reason == "news_shape", d


@pytest.mark.parametrize("question", [
    "Who is Nightwing?",  # a capitalised -ing word is a name, not a verb
    "what channels will the final be on",  # "will the" is no verb
    "How many people have walked on the Moon?",  # a short count: the drifting shapes decide it, not the news
])
def test_short_questions_that_are_not_news(question: str) -> None:
    assert decide(question).reason != "news_shape", decide(question)


@pytest.mark.parametrize("question,news", [
    ("A hiker lost in the hills survived for nine days on which two foods?", True),
    ("a fisherman off the coast hooked which rare creature last weekend?", True),
    ("A train leaves the station at 3 pm and travels at 60 mph. When does it arrive?", False),  # a maths problem
    ("A triangle has sides of 3, 4 and 5. What is its area?", False),
])
def test_a_story_about_someone_unnamed_is_news(question: str, news: bool) -> None:
    assert (decide(question).reason == "news_shape") is news, decide(question)


@pytest.mark.parametrize("question,news", [
    ("In which town was the $2 billion lottery ticket sold?", True),
    ("the £120m arts festival is to be investigated by which watchdog?", True),
    ("If I invest $1 million at 5% a year, how much will I have after ten years?", False),  # a sum
    ("How do I calculate the monthly payment on a $2 million loan?", False),
])
def test_a_big_sum_of_money_is_news_but_not_in_a_sum(question: str, news: bool) -> None:
    assert (decide(question).reason == "news_shape") is news, decide(question)


def test_became_the_first_is_news_who_was_the_first_is_a_record() -> None:
    d = decide("Carla Ruiz won the open on the weekend and became the first woman from her country to do what?")
    assert d.needs_search and d.reason == "news_shape", d
    assert not decide("Who was the first woman from her country to win the open?").needs_search


def test_without_today_a_stated_year_is_past_with_today_it_may_be_recent() -> None:
    q = "the 2026 budget: which department gets the most money"
    assert not decide(q).needs_search  # nothing says 2026 is recent
    assert decide(q, today=TODAY).needs_search


@pytest.mark.parametrize("question", [
    "I have attached my code, can you tell me why it is failing on the second loop?",
    "Write a short poem about the sea that will make my grandmother smile on her birthday",
    "We are planning a trip to the mountains, what should we pack for a cold weekend?",
    "our team is migrating from one build server to another, what are the main steps involved",
    "The teacher has asked us to summarise the causes of the revolution in 300 words",
])
def test_chat_requests_about_the_users_own_work_are_not_news(question: str) -> None:
    # the verb shapes of news ("is failing", "will make", "are planning", "has asked") in a first or second person
    # chat request: the user's own work, nothing to look up
    assert not decide(question).needs_search, decide(question)


def test_a_pronoun_inside_a_quoted_title_or_a_roman_numeral_is_not_the_user() -> None:
    d = decide("Singer Maria Lopez has topped the charts again with her song “All I Want Is You.” Which record did"
               " she break?")
    assert d.needs_search and d.reason == "news_shape", d
    d = decide("The space agency has set a date for another try at launching its Artemis I mission. When is it?")
    assert d.needs_search and d.reason == "news_shape", d
