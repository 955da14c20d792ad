"""Teasers cut short by an ellipsis are no story's sentences (round 22, extract22): a section front that declares
itself an article gets its cards back when what trafilatura kept of it is summaries that trail off."""

from __future__ import annotations

import trafilatura

from groundwire.read.extract import extract
from groundwire.read.item_blocks import reads_as_sentences

TEASERS = [
    ("Ferry fares to rise 6% from January, operator confirms",
     "Passengers on the island route will pay more from the new year, and season tickets are going up as well, "
     "the company said in a letter to councillors that..."),
    ("Harbour dredging finally starts after two-year delay",
     "Diggers arrived at the inner harbour on Monday morning, two years after the work was first promised to the "
     "fishing fleet, who say the silt has…"),
    ("New bakery opens in the old post office on Fore Street",
     "Queues stretched past the chapel on Saturday as the family-run bakery opened its doors for the first time, "
     "selling out of saffron buns by..."),
    ("Lifeboat crew called out three times in one night",
     "Volunteers were paged just after midnight to a yacht with a fouled propeller, then to a kayaker reported "
     "missing near the point, and again at…"),
]


def test_teasers_that_trail_off_are_not_sentences() -> None:
    text = "\n".join(summary for _, summary in TEASERS)
    assert not reads_as_sentences(text)
    finished = "\n".join(summary.rstrip(".…") + "." for _, summary in TEASERS)
    assert reads_as_sentences(finished)


def test_a_story_with_one_line_trailing_off_is_still_a_story() -> None:
    story = [
        "The lifeboat station will close for six weeks in February while its slipway is rebuilt, the charity said.",
        "Crews from the neighbouring station will cover the bay, and the all-weather boat will moor in the harbour.",
        "'We have waited a long time for this, and the old slipway was getting dangerous,' said the coxswain...",
        "Work is expected to finish before the Easter holidays, when the station is at its busiest.",
    ]
    assert reads_as_sentences("\n".join(story))


def _section_front(card: str = "div", grid: str = "div") -> str:
    cards = "".join(
        f"<{card} class='teaser'><div class='headline'><a href='/news/{i}'>{head}</a></div>"
        f"<p class='summary'>{summary}</p></{card}>"
        for i, (head, summary) in enumerate(TEASERS)
    )
    return ("<html><head><title>Harbour news</title><meta property='og:type' content='article'></head><body>"
            "<nav><a href='/'>Home</a> <a href='/sport'>Sport</a></nav><main><h1>Harbour</h1>"
            f"<{grid} class='teasers'>{cards}</{grid}></main><footer>© The Quay Gazette</footer></body></html>")


def test_a_declared_section_front_gets_its_headlines_back() -> None:
    html = _section_front()
    plain = trafilatura.extract(html) or ""
    assert "saffron buns" in plain and "Ferry fares to rise" not in plain  # the library keeps summaries only
    got = extract(html, "https://quaygazette.example/topic/harbour")
    assert got.kind == "article"
    assert all(head in got.text for head, _ in TEASERS), got.text
    assert "Sport" not in got.text.split("\n") and "The Quay Gazette" not in got.text


def test_trailing_off_lines_are_read_in_linear_time() -> None:
    import time

    for text in ("." * 20000 + "x", "…" * 20000 + "x", "... " * 5000, " " * 20000, "Rental cars can... " * 1000,
                 ".\n" * 10000):
        start = time.process_time()
        reads_as_sentences(text)
        assert time.process_time() - start < 0.1
