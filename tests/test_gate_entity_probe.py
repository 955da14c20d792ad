"""False alarms of gate_entity.py (round 11b) and its neighbours on private or timeless English questions that name
something (round 11c's probe, bench/data/gate_r11c_entity_probe.txt): a thinker's teaching, a myth checked, the
user's code or device at hand, a story's plot, a name with an apostrophe before "always", "VS Code".

Each case searched on main (dca1b2f); the news look-alikes at the end must still search.
"""

from __future__ import annotations

from datetime import date

import pytest

from groundwire.decide.gate import decide

TODAY = date(2026, 3, 2)


@pytest.mark.parametrize("question", [
    # what a thinker taught about a virtue or an idea: a teaching, not a statement in the news
    "What did Seneca say about anger?",
    "What did Epictetus say about control?",
    "What did Martin Luther King say about justice?",
    # a myth or a quote checked: "really"
    "Did Marie Antoinette really say let them eat cake?",
    "Did Galileo really drop balls from the tower of Pisa?",
    # the user's code, file or device at hand
    "Will Go compile this function without a return?",
    "Will Pandas copy this dataframe when I slice it?",
    "Did Java print this line before the exception?",
    "Is Redis still holding my old session keys?",
    "Is my Postgres server still running after the reboot?",
    # a story's plot, fixed in the book or film
    "Has Dumbledore died before the last book begins?",
    "Is Boromir still alive at the end of The Fellowship of the Ring?",
    # an apostrophe in the name must not hide "always"
    "Has Grandpa's watch always run slow?",
    # "VS Code" is an editor, not a comparison
    "Is VS Code open source?",
])
def test_named_but_private_or_timeless_stays_local(question: str) -> None:
    d = decide(question, today=TODAY)
    assert not d.needs_search, d


@pytest.mark.parametrize("question", [
    "What did Powell say about inflation?",
    "Did the FDA approve the new obesity pill?",
    "Is Binance down?",
    "Will the Fed cut rates in March?",
    "Did Coldplay cancel the Mumbai show?",
    "Is the Coachella lineup out?",
    "Python vs Rust for web servers in 2026?",
])
def test_news_about_named_things_still_searches(question: str) -> None:
    assert decide(question, today=TODAY).needs_search
