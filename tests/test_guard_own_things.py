"""The writer talking about their own things is no injection: blog prose and account links stay whole.

Round 7 tried a cue for requests in the user's voice ("please withdraw 2 ETH from my wallet") whose loose gap
flagged and removed sentences like these; the review caught it and the cue was withdrawn. These pin the behaviour
for the next attempt: each text must come back from ``sanitize`` unchanged and unflagged.
"""

from __future__ import annotations

import pytest

from groundwire.guard.neutralize import sanitize

OWN_THINGS = [
    "Read my full review of the Pixel 8, my daily phone for a year.",
    "Read my previous post about my home data centre.",
    "Start my day with coffee, then check my email inbox.",
    "Open my laptop and you will see.",
    "Rated 5 stars. Set my thermostat to 19 and forgot about it, saves money.",
    "She said: please read my policy on refunds before buying.",
    "Cancel my subscription",
    "Sync my contacts",
    "Account settings: Change my password | Update my card | Sign out",
]


@pytest.mark.parametrize("text", OWN_THINGS)
def test_the_writers_own_things_stay(text: str) -> None:
    result = sanitize(text)
    assert not result.suspicious, result.removed
    assert result.text == text
