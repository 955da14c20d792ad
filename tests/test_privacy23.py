"""privacy23: the user's own people, things and organisation stay off the web by a grammar of possession
(``gate_possession``, hooked at the end of ``gate_workplace.own_work``), while public twins in the same frames search.

The private cases are privacy23's own wordings (not rows of bench/data/gate_r23_private.tsv): each was searched by the
gate before this change (main at f9135387) because a time or status word ("last night", "right now", "yet", 今天)
came in. The public twins put a public disruption, a recall, a market, a public place or a public person beside the
same frames.
"""

from __future__ import annotations

from datetime import date

import pytest

from groundwire.decide.gate import decide
from groundwire.decide.gate_possession import owned_matter

TODAY = date(2026, 12, 6)


@pytest.mark.parametrize("query", [
    # my / our + a person the user has
    "is my girlfriend still upset from this morning",
    "did my nephew get home safe last night",
    "has my brother paid me back yet for the tickets",
    "what did my manager email about tomorrow",
    # my / our + a system, a record, a budget
    "what's the load on our prod cluster right now",
    "did our web server reboot last night",
    "how much is left in our marketing budget this quarter",
    # a private role with "the", a first name owning a record, an allowance counted for a first name
    "has the nanny left yet today",
    "is Chloe's homework done yet",
    "how many vacation days does Marcus still have",
    # a pasted snippet of the user's own mail: "your" inside the quote is the user's
    '"Your booking ABC123 is confirmed" what date was that for',
    # "any news on" is a status ask about the user's own application, not the press
    "any news on my visa application",
    # Chinese: an owner before a private noun, a firm's record, a department over there
    "我们店今天卖了多少钱",
    "我的订单现在到哪了",
    "我们群里今天谁发了红包",
    "财务那边工资条出来了吗",
    "我对象今天加班吗",
    "我们宿舍今晚几点断电",
    # a teacher or a doctor the user has, by title and surname, in their class or clinic
    "did Mrs. Okoye grade the spelling test yet",
    "is Dr. Patel seeing patients at the clinic this week",
])
def test_own_matter_stays_local(query: str) -> None:
    d = decide(query, today=TODAY)
    assert not d.needs_search, (query, d.reason, d.matched)
    assert d.reason == "own_work"


@pytest.mark.parametrize("query", [
    "is my flight delayed because of the storm today",
    "is there a recall on my car's airbags right now",
    "what's the weather in my city today",
    "is our country in a recession right now",
    "did Prince William's charity announce anything this week",
    "what did my dad say about the stock market crash today",
    "is Netflix down right now",
    "我们国家今年GDP增长多少",
    "最低工资标准今年调了吗",
    "今天金价多少",
    "what did Dr. Fauci say about the new variant this week",
    "我们这边今天限行吗",
    # a person the user has who only asks or argues: the question is the public one
    "my grandma wants to know: who won the election in Brazil this year",
    "my teacher asked us to find out who the prime minister of Japan is now",
])
def test_public_twin_still_searches(query: str) -> None:
    d = decide(query, today=TODAY)
    assert d.needs_search, (query, d.reason, d.matched)


@pytest.mark.parametrize("query, owned", [
    ("is our staging box still up", True),
    ("did my tutor cancel tomorrow", True),  # what a person the user has says or does
    ("the SOW we signed, when does it end", True),
    ("has payroll run this week", True),
    ("is my favorite band touring", False),
    ("what's the mortgage rate on my house", False),
    ("my city's recycling schedule", False),
    ("公司年会定在哪天", True),
    ("我的世界最新版本是多少", False),
    ("我们市今天限行吗", False),
    # the look-alike review's cost fixes, in other wordings
    ("is the nanny tax changing next year", False),  # a role as a modifier of a public thing
    ("has legal aid funding been cut this year", False),  # a department word before a noun, not a deed
    ("has finance signed off on my trip", True),
    ("where is the tracking on my FedEx at now", True),  # a thing "on my" service
    ("did Dr. Chen say anything new about the measles outbreak", False),  # a doctor on public health
])
def test_owned_matter_reads_the_owner_and_the_thing(query: str, owned: bool) -> None:
    assert (owned_matter(query) is not None) == owned, (query, owned_matter(query))


def test_a_reported_claim_is_not_the_users_own_matter() -> None:
    from groundwire.decide.gate_workplace import own_work

    assert own_work("my boss keeps saying the fed cut rates again, is that true?") is None
    assert own_work("did my boss say the offsite moved to friday") is not None


def test_explicit_search_request_still_wins() -> None:
    d = decide("search the web: is our staging server down right now", today=TODAY)
    assert d.needs_search and d.reason == "explicit_request"
