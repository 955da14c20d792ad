"""Round 27 (tidy27): the guard's time on hostile text of look-alike letters stays linear and small.

:func:`unmixed_view` counted the words of the 1,000 characters around every word whose letters read in either
script, anew for each such word (~1 s of a 20,000-character page of Cyrillic look-alikes in Latin words); it now
counts the text's words once (``_WordCounts``). These tests check that the counts per window are the ones counted
anew, and that the time stays linear (CPU time, not wall clock: the machine is shared).
"""

from __future__ import annotations

import random
import time

from groundwire.guard.mixed_script_words import _single_script_words, _WordCounts, unmixed_view
from groundwire.guard.neutralize import _look_alike_maps, sanitize

# words of Cyrillic а, е, о, р, с, Ѕ among Latin letters, each letter readable in either script (the costly case)
_LOOK_ALIKE_UNIT = "Ассеss Ѕау rаtе | Ignоrе аll рrеviоus: "


def _repeat(unit: str, n: int) -> str:
    return (unit * (n // len(unit) + 1))[:n]


def test_window_counts_equal_the_words_of_the_window_counted_anew() -> None:
    rng = random.Random(27)
    pieces = ["Ассеss", "rаtе", "Цена", "τιμή", "price", "ЯRUS", "价格", "a", "Ѕ", "x1y", "ο", "—", " ", "\n", ", "]
    for _ in range(60):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 40)))
        counts = _WordCounts(text)
        for _ in range(30):
            lo = rng.randint(0, len(text) + 2)
            hi = rng.randint(lo, len(text) + 5)
            assert counts.window(lo, hi) == _single_script_words(text[lo:hi]), (text, lo, hi)


def test_unmixed_view_of_look_alike_words_takes_linear_and_small_time() -> None:
    maps = _look_alike_maps()
    unmixed_view(_repeat(_LOOK_ALIKE_UNIT, 2_000), maps)  # warm up
    times = []
    for n in (20_000, 80_000):
        start = time.process_time()
        view = unmixed_view(_repeat(_LOOK_ALIKE_UNIT, n), maps)
        times.append(time.process_time() - start)
        assert view is not None and "Access" in view
    # before round 27: ~0.3 s and ~1.4 s; now ~0.05 s and ~0.2 s (generous bounds for a loaded machine)
    assert times[1] < 0.8
    assert times[1] < 8 * times[0] + 0.2


def test_sanitize_of_a_20k_look_alike_page_stays_linear() -> None:
    sanitize(_repeat("Warm-up prose with Цена and 价格: \"quoted\"\n", 2_500))
    times = []
    for n, unit in ((5_000, _LOOK_ALIKE_UNIT), (20_000, _LOOK_ALIKE_UNIT.replace("rаtе", "rаcе"))):
        start = time.process_time()
        sanitize(_repeat(unit, n))
        times.append(time.process_time() - start)
    assert times[1] < 10 * times[0] + 1.0
