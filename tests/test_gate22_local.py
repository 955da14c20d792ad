"""gate22-local: an ending told of a named subject searches; frames that fix the answer stay local
(decide/gate_ended_claim.py, gate_modern_name.py, gate_inside_work.py, gate_age_noun.py, gate_deceased.py,
gate_source_claim.py, gate_game_rule.py, gate_fixed_now_zh.py, gate_mentioned.py's word-about slot).

Each cause is checked in wordings other than the rows that showed it (wave 35's fit half, wave 33's fit half and its
spent held half), beside twins of the same shape on the other side.
"""

from __future__ import annotations

from datetime import date

import pytest

from groundwire.decide.gate import decide, rule_holds, rule_probe
from groundwire.decide.gate_age_noun import age_by_noun, dead_as_noun
from groundwire.decide.gate_deceased import deceased_ask
from groundwire.decide.gate_ended_claim import ended_claim
from groundwire.decide.gate_fixed_now_zh import fixed_now_zh
from groundwire.decide.gate_game_rule import game_rule
from groundwire.decide.gate_inside_work import inside_work
from groundwire.decide.gate_local21 import settled_frame
from groundwire.decide.gate_mentioned import mentioned_word
from groundwire.decide.gate_modern_name import modern_name
from groundwire.decide.gate_source_claim import source_claim
from groundwire.decide.gate_work_awards import work_awards

TODAY = date(2026, 12, 6)

SEARCHED = [
    # an ending told of a named subject not known to be over: news or a false premise about the present
    "Why did Rihanna retire from music?",
    "when did Disney shut down?",
    "In what year did Samsung stop making smartphones?",
    "When did Uber go out of business?",
    "When did Instagram change its name back?",
    "Why did Hulu drop ads?",
    "Why did Disney close down?",
    "C罗是什么时候宣布退役的？",
    "字节跳动为什么倒闭了",
    "小米是哪一年被华为收购的？",
    # a named living person's age asked with the noun
    "What's Jackie Chan's age?",
    "What is Serena Williams's current age?",
    # present-state twins of the kept-local frames
    "Which city is Taylor Swift in now?",
    "What is Kanye West now known as?",
    "What is the new name of Twitter?",
    "What is the last episode of One Piece?",
    "《名侦探柯南》一共多少集",
    "Is Paul McCartney still alive?",
    "How old is Dolly Parton?",
    "张学友今年多大了",
    "I read that Netflix is shutting down, is that true?",
    "How many points is a touchdown worth under the new rules?",
    "Who is ranked number one in chess?",
    "目前已知最大的恒星是哪颗",
    "现在世界上最高的建筑是哪座",
    "How many Oscars did Meryl Streep win?",  # a person's tally runs
    "How many Grammys did Coldplay win?",  # a band's Grammys keep counting
]

KEPT_LOCAL = [
    # an ending of something known to be over, a year, a couple, the user's own
    "When did Michael Jordan retire?",
    "Why did the Beatles break up?",
    "When did Ford stop making the Model T?",
    "When did Apple stop making the iPod?",
    "Why did Lehman Brothers go bankrupt?",
    "why did my band break up",
    "姚明什么时候退役的",
    "运动员一般什么时候退役？",  # a kind, not a name
    "银行为什么会破产",
    "When did Nokia stop making phones in 2014?",
    "Why did Oasis break up?",  # a band of old: no name of today's news
    "When did Blockbuster close down?",
    # a thing of the past on today's map or under today's name
    "What country is Timbuktu in now?",
    "Which state is the Grand Canyon in today?",
    "Which company is now known as Meta?",
    "What is the modern name of Persia?",
    "What is the new name of Zaire?",
    "古代的长安是现在的哪个城市",
    "汴京相当于如今的哪座城市",
    "楼兰古国现在属于哪个省",
    # a fact inside one finished work
    "Who is the president in the film Deep Impact?",
    "Who is the mayor in Jaws (the movie)?",
    "What is the opening track of the album Nevermind?",
    "What is the first track on Radiohead's OK Computer?",
    "《三国演义》里一共有多少个人物",
    # the dead as a noun; a fixed count in pairs
    "Who is the Norse goddess of the dead?",
    "Is the Egyptian god of the dead Anubis or Osiris?",
    "How many pairs of ribs do humans have?",
    # a person who has died: alive, age, home
    "Is Nelson Mandela alive?",
    "quick q: how old is Stephen Hawking",
    "Where does Kobe Bryant live?",
    "how old is pele now",
    "金庸还活着吗",
    "邓丽君今年多大了",
    # a word's origin or usage
    "where does the phrase 'breaking news' come from",
    "What's the origin of the word deadline?",
    "why do people say 'current events'",
    "What does the 'X' in SpaceX stand for?",
    # a past claim off a reference source
    "My textbook says the Great Fire of London started in a bakery. Which street was it on?",
    "I read that Napoleon was very short, is that a myth?",
    "The museum guide said the Rosetta Stone was found by soldiers - which army?",
    # a value set by a game's rules
    "How much is Mayfair in Monopoly?",
    "How many points is a field goal worth in American football?",
    "How many points is the letter Z worth in Scrabble?",
    "how many points does a team get for a draw in la liga",
    "篮球比赛每队上场几名球员",
    # a bare now before nature's or a charter's answer
    "现在世界杯几年举办一次",
    "目前人体最大的器官是什么",
    "如今地球上最深的海沟是哪一条",
    # a released work's award tally in the past tense
    "How many Academy Awards did Schindler's List win?",
    "How many Emmys did The Sopranos win?",
    "Ben-Hur won how many Oscars?",
    "How many Grammys did the album Rumours win?",
]


@pytest.mark.parametrize("question", SEARCHED)
def test_searched(question: str) -> None:
    assert decide(question, today=TODAY).needs_search, question


@pytest.mark.parametrize("question", KEPT_LOCAL)
def test_kept_local(question: str) -> None:
    assert not decide(question, today=TODAY).needs_search, question


@pytest.mark.parametrize("question, cue", [
    ("When did Tesla stop making electric cars?", "ended:stop making"),
    ("Why did Taylor Swift retire from music?", "ended:retire"),
    ("腾讯为什么退市了？", "ended:退市"),
])
def test_ended_claim_cue(question: str, cue: str) -> None:
    assert ended_claim(question) == cue


@pytest.mark.parametrize("question", [
    "When did Apple stop making the iPod?",  # one named product: a settled past
    "Why did Brad Pitt and Angelina Jolie split up?",  # a couple
    "When did Netflix shut down in 2011?",  # a stated year
    "乔丹是什么时候退役的？",  # a career over
    "Why did Einstein retire?",  # a person of history
])
def test_ended_claim_stands_down(question: str) -> None:
    assert ended_claim(question) is None


def test_frames_read_by_settled_frame() -> None:
    assert settled_frame("Which country is Babylon in today?") == "modern:in today"
    assert settled_frame("Who is the king in the novel The Once and Future King?").startswith("work:")
    assert settled_frame("Is Jimmy Carter still alive?") == "deceased:jimmy carter"
    assert settled_frame("How much is Mayfair in Monopoly?") == "game:in monopoly"
    assert settled_frame("目前人体最大的器官是什么").startswith("fixed_now:")


@pytest.mark.parametrize("function, question", [
    (modern_name, "Which city is he in now?"),  # a person's whereabouts move
    (modern_name, "梅西现在在哪个城市？"),  # 在: where someone is now
    (inside_work, "What is the last song on Adele's new album?"),
    (inside_work, "Who is the president in Brazil?"),  # a country, not a work
    (deceased_ask, "Is Prince William still married?"),
    (deceased_ask, "Is the Steve Jobs biopic still in theaters?"),
    (source_claim, "Reuters says the central bank raised rates"),  # a news outlet
    (source_claim, "I heard that Disney was selling ESPN, did it happen?"),  # a deal under way
    (modern_name, "Which city is the Giro d'Italia finishing in today?"),  # an event on the move
    (mentioned_word, "why do people say 'recession' so much lately"),
    (source_claim, "Wikipedia says the tallest building is in Dubai, which one?"),  # no past claim
    (game_rule, "What is the prize money in the World Series of Poker?"),
    (game_rule, "How much does Monopoly cost at Walmart?"),
    (fixed_now_zh, "现在下一届奥运会在哪里举行"),
    (mentioned_word, "where did the new president come from"),
    (work_awards, "How many Oscars did Leonardo DiCaprio win?"),
    (work_awards, "How many Emmys did The Bear win so far?"),
])
def test_frames_stand_down(function, question: str) -> None:
    assert not function(question), question


def test_age_by_noun_and_dead_as_noun() -> None:
    assert age_by_noun("What is Dolly Parton's age?") == ["age:dolly parton's age"]
    assert age_by_noun("What is the universe's age?") == []
    assert age_by_noun("What was Steve Jobs's age when he died?") == []
    assert dead_as_noun("Who is the Aztec god of the dead?")
    assert not dead_as_noun("Is Bob Weir of the Grateful Dead dead?")
    assert not dead_as_noun("Is Ozzy Osbourne dead?")


def test_living_age_holds_against_the_learned_part() -> None:
    rules = decide("What is Dolly Parton's age?", today=TODAY)
    assert rules.needs_search and rules_hold(rules)


def rules_hold(rules) -> bool:  # noqa: ANN001 - a Decision
    return rule_holds(rules, rule_probe(rules))
