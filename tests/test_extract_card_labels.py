"""Short controls and labels every card of a grid repeats go (read.card_labels); the items' own lines stay."""

from __future__ import annotations

import time

from groundwire.read.card_labels import MAX_LABEL_CHARS, MIN_CARDS, drop_card_labels
from groundwire.read.extract import extract


def _cards(names: list[str], *extra: str) -> str:
    return "\n".join(line for name in names for line in (name, *extra))


TEAS = ["Jade Cloud green tea", "Smoked lapsang", "Rooibos vanilla", "Assam breakfast", "Nilgiri frost", "Genmaicha"]


def test_a_label_in_every_card_goes_everywhere() -> None:
    text = _cards(TEAS, "Add to basket", "  - Quick look ")
    assert drop_card_labels(text) == "\n".join(TEAS)


def test_lines_with_a_digit_stay_even_when_repeated() -> None:
    text = _cards(TEAS, "£4.50", "250 g", "Quick look")
    assert drop_card_labels(text) == _cards(TEAS, "£4.50", "250 g")


def test_fewer_copies_than_a_grid_or_longer_lines_stay() -> None:
    few = _cards(TEAS[: MIN_CARDS - 1], "Add to basket")
    assert drop_card_labels(few) == few
    long_line = "Ships in a recyclable tin"  # longer than a label
    assert len(long_line) > MAX_LABEL_CHARS
    text = _cards(TEAS, long_line)
    assert drop_card_labels(text) == text


def test_case_and_bullets_do_not_hide_a_repeat() -> None:
    text = _cards(TEAS[:3], "SOLD OUT") + "\n" + _cards(TEAS[3:], "- sold out")
    assert drop_card_labels(text) == "\n".join(TEAS)


def test_adversarial_input_stays_linear() -> None:
    for text in ("Quick look\n" * 4000, "x" * 20000, " " * 20000, "\n" * 20000, "a\nb\n" * 10000):
        start = time.perf_counter()
        drop_card_labels(text)
        assert time.perf_counter() - start < 0.1


def _grid_page(card_extra: str) -> str:
    cards = "".join(
        f"<li class='card'><a href='/p/{i}'>{name}</a><span class='price'>${9 + i}.00</span>{card_extra}</li>"
        for i, name in enumerate(
            ["Walnut desk organiser", "Cork pin board", "Brass paper clips", "Linen notebook A5", "Felt desk mat",
             "Oak pen tray", "Glass paperweight"])
    )
    return (f"<html><head><title>Desk things</title></head><body><nav><a href='/'>Home</a></nav><main><h1>Desk things"
            f"</h1><ul class='grid'>{cards}</ul></main><footer>© Paper &amp; Oak</footer></body></html>")


def test_a_category_grid_loses_its_per_card_button_text() -> None:
    page = extract(_grid_page("<span class='qv'>Quick view</span>"), "https://paperandoak.example/category/desk/")
    assert "Cork pin board" in page.text and "Oak pen tray" in page.text
    assert "Quick view" not in page.text, page.text


def test_an_article_keeps_its_repeated_headings() -> None:
    tail = (" We carried it on commutes, on two overnight hikes in the Peak District and on a rainy week in Skye, and we"
            " weighed it, packed it and dropped it on gravel.")
    reviews = "".join(
        f"<h2>{name}</h2><p>{name} is the one we reached for most in six weeks of testing, and it showed.{tail}</p>"
        f"<h3>Pros</h3><ul><li>{name}: light and quiet</li><li>Simple to clean</li></ul>"
        f"<h3>Cons</h3><ul><li>{name}: the strap frays</li></ul>"
        for name in ("The Ridge 20", "The Pika 18", "The Summit 25", "The Vale 22", "The Crest 30")
    )
    html = f"<html><head><title>Best daypacks</title></head><body><article><h1>Best daypacks</h1>{reviews}</article></body></html>"
    text = extract(html, "https://outdoors.example/best-daypacks").text
    assert text.count("Pros") == 5 and text.count("Cons") == 5 and text.count("Simple to clean") == 5, text


def test_a_product_page_keeps_its_repeated_headings() -> None:
    variants = "".join(
        f"<h3>{colour}</h3><p>Fabric content</p><p>100% cotton percale</p><p>Ideal for</p><p>Hot sleepers</p>"
        for colour in ("White", "Sand", "Slate", "Sage", "Blush")
    )
    html = (f"<html><head><title>Sheet set</title><meta property='og:type' content='product'></head><body><main>"
            f"<h1>Classic sheet set</h1>{variants}</main></body></html>")
    page = extract(html, "https://linens.example/products/classic-sheet-set")
    assert page.kind == "product"
    assert page.text.count("Fabric content") == 5, page.text
