"""Round 24 (extract24): a collection page's repeated card labels are said once (groundwire.read.card_labels)."""

from __future__ import annotations

from groundwire.read.card_labels import MIN_COPIES, drop_card_labels
from groundwire.read.extract import extract


def _cards(label: str, n: int = 5) -> list[str]:
    names = ["Harbour mist candle", "Cedar and smoke candle", "Fig leaf diffuser", "Sea salt soap bar",
             "Linen room spray", "Amber wax melt", "Juniper hand balm"]
    return [line for name in names[:n] for line in (name, label)]


def test_a_label_on_every_card_keeps_its_first_copy():
    text = "\n".join(["Candles and home scents", *_cards("Add to basket")])
    out = drop_card_labels(text).split("\n")
    assert out.count("Add to basket") == 1
    assert out.index("Add to basket") == 2  # the first copy stays where it was
    assert all(name in out for name in ("Harbour mist candle", "Sea salt soap bar", "Linen room spray"))


def test_case_and_spaces_do_not_make_another_label():
    text = "\n".join(["Quick  view", "Tide pool mug", "quick view", "Glazed bowl", "QUICK VIEW ", "Salt dish"])
    assert [line for line in drop_card_labels(text).split("\n") if "view" in line.lower()] == ["Quick  view"]


def test_fewer_copies_digits_and_long_lines_stay():
    twice = "\n".join(["Pros", "Light and quiet", "Cons", "Short cable", "Pros", "Cheap", "Cons", "Loud"])
    assert drop_card_labels(twice) == twice  # two copies: an article's sections, not a grid
    values = "\n".join(["2 bed 1 bath", "Harbour Road", "2 bed 1 bath", "Quarry Street", "2 bed 1 bath", "Mill Lane"])
    assert drop_card_labels(values) == values  # a value the items share is the items' text
    long_line = "Free delivery on every order over forty pounds"
    sentences = "\n".join([long_line, "Mug", long_line, "Bowl", long_line, "Plate"])
    assert drop_card_labels(sentences) == sentences  # left to read.repeats
    assert MIN_COPIES == 3


def _grid_page(ld_type: str) -> str:
    cards = "".join(
        f'<div class="card"><h3><a href="/p/{i}">{name}</a></h3><p>{blurb}</p><div class="lbl">Choose options</div>'
        f"</div>"
        for i, (name, blurb) in enumerate([
            ("Harbour mist candle", "Hand-poured soy wax with a cotton wick, burns for about forty hours."),
            ("Cedar and smoke candle", "A woody blend poured in a recycled amber glass jar with a tin lid."),
            ("Fig leaf diffuser", "Rattan reeds in a ribbed bottle that scent a small room for three months."),
            ("Sea salt soap bar", "Cold-process olive oil soap with a fine sea salt scrub and no palm oil."),
            ("Linen room spray", "A light spray for bedding and curtains, mixed and bottled in our workshop."),
        ]))
    return (f'<html><head><title>Home scents</title><script type="application/ld+json">{{"@type": "{ld_type}"}}'
            f'</script></head><body><main><h1>Home scents</h1><p>Candles, diffusers and soaps made in small batches '
            f'in our coastal workshop, wrapped without plastic.</p><div class="grid">{cards}</div></main></body></html>')


def test_a_collection_page_says_its_card_label_once():
    text = extract(_grid_page("CollectionPage"), "https://shop.example.org/collections/home-scents").text
    assert "Linen room spray" in text and "Sea salt soap bar" in text
    assert text.split("\n").count("Choose options") == 1


def test_a_page_not_read_as_a_collection_keeps_its_labels():
    before = extract(_grid_page("Article"), "https://shop.example.org/journal/home-scents").text
    assert before.split("\n").count("Choose options") >= MIN_COPIES
