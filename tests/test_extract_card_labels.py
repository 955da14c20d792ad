"""Short controls and labels every card of a grid repeats go (read.card_labels); the items' own lines stay."""

from __future__ import annotations

import time

from lxml import html as lxml_html

from groundwire.read.card_labels import MAX_LABEL_CHARS, MIN_CARDS, control_keys, drop_card_labels
from groundwire.read.extract import extract

CONTROLS = {"add to basket", "quick look", "sold out", "ships in a recyclable tin"}


def _controls() -> set[str]:
    return CONTROLS


def _cards(names: list[str], *extra: str) -> str:
    return "\n".join(line for name in names for line in (name, *extra))


TEAS = ["Jade Cloud green tea", "Smoked lapsang", "Rooibos vanilla", "Assam breakfast", "Nilgiri frost", "Genmaicha"]


def test_a_label_in_every_card_goes_everywhere() -> None:
    text = _cards(TEAS, "Add to basket", "  - Quick look ")
    assert drop_card_labels(text, _controls) == "\n".join(TEAS)


def test_lines_with_a_digit_stay_even_when_repeated() -> None:
    text = _cards(TEAS, "£4.50", "250 g", "Quick look")
    assert drop_card_labels(text, _controls) == _cards(TEAS, "£4.50", "250 g")


def test_fewer_copies_than_a_grid_or_longer_lines_stay() -> None:
    few = _cards(TEAS[: MIN_CARDS - 1], "Add to basket")
    assert drop_card_labels(few, _controls) == few
    long_line = "Ships in a recyclable tin"  # longer than a label
    assert len(long_line) > MAX_LABEL_CHARS
    text = _cards(TEAS, long_line)
    assert drop_card_labels(text, _controls) == text


def test_case_and_bullets_do_not_hide_a_repeat() -> None:
    text = _cards(TEAS[:3], "SOLD OUT") + "\n" + _cards(TEAS[3:], "- sold out")
    assert drop_card_labels(text, _controls) == "\n".join(TEAS)


def test_a_repeated_line_that_is_no_control_stays() -> None:
    text = _cards(TEAS, "In stock", "Quick look")
    assert drop_card_labels(text, _controls) == _cards(TEAS, "In stock")


def test_the_page_is_read_only_when_a_line_repeats() -> None:
    asked: list[int] = []
    drop_card_labels(_cards(TEAS[:2], "Quick look"), lambda: asked.append(1) or CONTROLS)
    assert not asked


def test_control_keys_are_buttons_links_and_screen_reader_text() -> None:
    tree = lxml_html.fromstring(
        "<div><button> Quick  view </button><a href='/x'>Compare</a><span class='visually-hidden'>Sale price</span>"
        "<div class='availability'>In stock</div><a href='/p/1'>" + "A very long card link " * 10 + "</a></div>")
    assert control_keys(tree) == {"quick view", "compare", "sale price"}


def test_adversarial_input_stays_linear() -> None:
    for text in ("Quick look\n" * 4000, "x" * 20000, " " * 20000, "\n" * 20000, "a\nb\n" * 10000):
        start = time.perf_counter()
        drop_card_labels(text, _controls)
        assert time.perf_counter() - start < 0.1


def _grid_page() -> str:
    cards = "".join(
        f"<div class='card'><div class='name'><a href='/p/{i}'>{name}</a></div><div class='price'>${9 + i}.00</div>"
        f"<div class='qv'><a href='#q{i}'>Quick view</a></div><div class='stock'>In stock</div></div>"
        for i, name in enumerate(
            ["Walnut desk organiser", "Cork pin board", "Brass paper clips", "Linen notebook A5", "Felt desk mat",
             "Oak pen tray", "Glass paperweight"])
    )
    return ("<html><head><title>Desk things</title></head><body><nav><a href='/'>Home</a></nav><main><h1>Desk things"
            "</h1><p>Everything for a tidy desk, made by small workshops in Portugal and Wales.</p>"
            f"<div class='grid'>{cards}</div></main><footer>© Paper &amp; Oak</footer></body></html>")


def test_a_category_grid_loses_its_per_card_link_text_not_its_status() -> None:
    page = extract(_grid_page(), "https://paperandoak.example/category/desk/")
    assert "Cork pin board" in page.text and "Oak pen tray" in page.text and "$14.00" in page.text
    assert "Quick view" not in page.text, page.text
    assert page.text.count("In stock") == 7, page.text  # a status shown as text is no control


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
