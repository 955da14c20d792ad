"""gate-terse15 (issue 8, item 2): terse English search-box fragments, in our own wording.

Search side: a noun phrase naming a changeable quantity with no pinning year — a bracket or leaderboard, an index's
close, an office named by its title alone ("secretary general"), deals on a sale day, air quality or a snow report
for a place, an award's category with no year ("grammys best new artist"), a chart's number one, a pole position.
Local side: the same words pinned by a year or asked as a concept (a formula, a definition, a meaning: "stock price
equation", which main searched on "price"), and two terms of one field contrasted ("fission
vs fusion", which main searched as a product comparison).

Wordings are our own, not rows of any bench table. Rows marked "main" failed on main fcd88bb (the tests first);
the rest pin twins that already held.
"""

from __future__ import annotations

from datetime import date

import pytest

from groundwire.decide.gate import decide

TODAY = date(2026, 12, 5)


@pytest.mark.parametrize("question", [
    "march madness bracket",  # main: no_trigger
    "pga championship leaderboard",  # main: no_trigger
    "nasdaq close",  # main: no_trigger
    "nato secretary general",  # main: no_trigger
    "cyber monday deals",  # main: no_trigger
    "air quality beijing",  # main: no_trigger
    "surf report biarritz",  # main: no_trigger
    "grammys best new artist",  # main: no_trigger
    "emmy best drama series",  # main: no_trigger
    "uk singles chart number one",  # main: no_trigger
    "silverstone pole position",  # main: no_trigger
    "bayern munich fixtures",
    "euro to yen",
])
def test_terse_changeable_quantity_searches(question: str) -> None:
    assert decide(question, today=TODAY).needs_search, question


@pytest.mark.parametrize("question", [
    "fission vs fusion",  # main: comparison:vs
    "latitude vs longitude",  # main: comparison:vs
    "aerobic vs anaerobic",  # main: comparison:vs
    "stock price equation",  # main: hard_trigger
    "unemployment rate definition",  # main: time_sensitive_pattern
    "price discrimination meaning",  # main: hard_trigger
    "march madness bracket 1985",
    "bafta best film 1990",
    "oscar history",
    "definition of air quality index",
    "north pole temperature facts",
    "how to read a leaderboard",
])
def test_terse_concepts_and_pinned_fragments_stay_local(question: str) -> None:
    assert not decide(question, today=TODAY).needs_search, question


@pytest.mark.parametrize("question", ["gas price today", "who won the emmy for best drama series", "euro to yen"])
def test_concept_marker_needs_a_fragment(question: str) -> None:
    assert decide(question, today=TODAY).needs_search, question


@pytest.mark.parametrize("question", ["arsenal vs chelsea", "iphone 17 vs pixel 10", "lakers vs celtics"])
def test_terse_matches_and_products_compared_still_search(question: str) -> None:
    assert decide(question, today=TODAY).needs_search, question
