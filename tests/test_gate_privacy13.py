"""privacy13 (issue 8, item 2): a bare first name's health stays off the web.

Round 13's ``_CONDITION_NOW`` ("Is Messi's injury serious?" searches) sent a private health question to the web
whenever the bare first name was missing from the 590 common given names ("Is Lily's fracture bad?"). A single
capitalised name owning an injury or illness is now the user's own person when it is any census first name (or a
word-name such as Lily, Grace, Rose, Harry), unless it is a known public single name (a mononym, a place, a brand)
or a frequent surname alone (how the press names a player). Full names still search.

Wordings are our own, not rows of any bench table. Rows marked "main searched" fail on main (the tests first).
"""

from __future__ import annotations

from datetime import date

import pytest

from groundwire.decide.gate import decide_by_rules
from groundwire.decide.gate_private_health import private_health

TODAY = date(2026, 12, 5)


@pytest.mark.parametrize("question", [
    "Is Lily's fracture bad?",  # main searched
    "Is Harry's calf ok?",  # main searched
    "How is Grace's recovery going?",  # main searched
    "Is Kate's surgery serious?",  # main searched
    "How bad is Rosie’s broken wrist?",  # pins: main already local (curly apostrophe)
    "is Martha's hamstring injury serious",  # pins: main already local (own_work; lower-case, no "?")
    "Any update on Rose's recovery?",  # main searched
    "How serious is Bernadette's concussion?",  # main searched
    "Is Gus's heart condition serious?",  # main searched
    "Is Delilah's ankle injury healing?",  # main searched
    "Is Olivia's fever going down?",  # pins: main already local (the 590-name list)
])
def test_a_bare_first_names_health_stays_local(question):
    decision = decide_by_rules(question, today=TODAY)
    assert not decision.needs_search, decision


@pytest.mark.parametrize("question", [
    "Is Messi's injury serious?",  # a sports mononym
    "How bad is Neymar's knee injury?",
    "Is Beyoncé's surgery serious?",
    "How is Serena's recovery going?",  # a mononym that is also a census name
    "Is Madonna's illness serious?",
    "Is Harry Kane's hamstring ok?",  # a full name
    "Is Lionel Messi's injury serious?",
    "How serious is Kate Middleton's surgery?",
    "Is Brady's shoulder injury serious?",  # a frequent surname alone: the press names a player so
    "How bad is Kane's ankle injury?",
    "Is Biden's health getting worse?",
    "How bad is LeBron's groin injury?",
    "Is Charlotte's health system good?",  # a city's health service, not a person's health
])
def test_public_twins_keep_searching(question):
    decision = decide_by_rules(question, today=TODAY)
    assert decision.needs_search, decision


def test_private_health_reads_the_full_census_names_but_not_public_single_names():
    assert private_health("Is Lily's fracture bad?") == "Lily"  # main: None (word-name left out of the 590)
    assert private_health("How bad is Delilah’s ankle injury?") == "Delilah"  # main: None (census, not top 300)
    assert private_health("Is Serena's ankle injury serious?") is None  # public mononym
    assert private_health("Is China's health system failing?") is None  # a place (gate_names.txt)
    assert private_health("Is Brady's shoulder injury serious?") is None  # a surname alone
    assert private_health("Is Tom Brady's shoulder injury serious?") is None  # a full name
    assert private_health("Is Charlotte's health system good?") is None  # a public body's service
