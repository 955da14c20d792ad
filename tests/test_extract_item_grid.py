"""The grid of items beside a listing's intro comes back (read.item_grid), an article's own header and footer are
item content, and a table row's cells stay apart (read.item_blocks); pages in our own wording, none of them a row
of a benchmark set."""

from __future__ import annotations

import lxml.html

from groundwire.read.extract import extract
from groundwire.read.item_blocks import container_lines
from groundwire.read.item_grid import grid_lines, item_grid

INTRO = ("Our tea club sends three loose-leaf teas a month from small gardens in Darjeeling, Assam and Nilgiri, and "
         "every tin comes with a note from the grower about the harvest.")
TEAS = [("First flush Darjeeling, Jungpana", "£12.50"), ("Smoky Assam, Halmari estate", "£9.00"),
        ("Nilgiri frost tea, Glendale", "£11.25"), ("Oolong from Ilam, Nepal", "£14.00"),
        ("Kenyan purple leaf", "£10.75")]


def _tree(body: str) -> lxml.html.HtmlElement:
    return lxml.html.fromstring(f"<html><head><title>t</title></head><body>{body}</body></html>")


def _shop(items: str) -> str:
    return (f"<header><a href='/'>Leaf &amp; Tin</a></header><main><div class='wrap'>"
            f"<div class='intro'><h1>Loose-leaf teas</h1><p>{INTRO}</p></div>"
            f"<div class='results'>{items}</div></div></main><footer><p>© Leaf &amp; Tin</p></footer>")


def _cards(tag: str = "div") -> str:
    return "".join(f"<{tag} class='tile'><a href='/t/{i}'><span class='name'>{name}</span></a>"
                   f"<span class='price'>{price}</span></{tag}>" for i, (name, price) in enumerate(TEAS))


def test_the_cards_beside_an_intro_come_back() -> None:
    added = grid_lines(_tree(_shop(_cards())), INTRO)
    assert added == [f"{name} {price}" for name, price in TEAS]  # a name and its price stay apart, the intro not again


def test_list_items_of_a_product_list_are_a_grid_too() -> None:
    body = _shop(f"<ul class='products'>{_cards('li')}</ul>")
    assert [el.tag for el in item_grid(_tree(body).find(".//div[@class='intro']/p"))] == ["li"] * len(TEAS)


def test_a_menu_of_single_words_is_no_grid() -> None:
    menu = "".join(f"<li><a href='/{word}'>{word}</a></li>" for word in ("Black", "Green", "White", "Oolong", "Herbal"))
    assert grid_lines(_tree(_shop(f"<ul class='filters'>{menu}</ul>")), INTRO) == []


def test_fewer_than_four_linked_siblings_are_no_grid() -> None:
    few = "".join(f"<div><a href='/t/{i}'>{name}</a> {price}</div>" for i, (name, price) in enumerate(TEAS[:3]))
    assert grid_lines(_tree(_shop(few)), INTRO) == []


def test_extract_gives_a_collection_page_its_items_beside_the_intro() -> None:
    page = ("<html><head><title>Loose-leaf teas</title>"
            "<script type='application/ld+json'>{\"@type\": \"CollectionPage\"}</script></head>"
            f"<body>{_shop(_cards('article'))}</body></html>")
    text = extract(page).text
    assert "Smoky Assam, Halmari estate" in text and "£14.00" in text


def test_an_articles_own_header_and_footer_are_item_content_but_the_pages_are_not() -> None:
    el = _tree("<header><a href='/'>Site name</a></header><main><article><header><h2>Night trains of Europe</h2>"
               "</header><p>Sleeper routes from Vienna.</p><footer><time>3 March</time></footer></article></main>"
               "<footer>Imprint and privacy</footer>").find("body")
    lines = container_lines(el)
    assert lines == ["Night trains of Europe", "Sleeper routes from Vienna.", "3 March"]


def test_a_table_rows_cells_are_not_glued_together() -> None:
    el = _tree("<table><tr><td>Fri 4 June</td><td>Harbour swim</td><td>free</td></tr></table>").find(".//table")
    assert container_lines(el) == ["Fri 4 June Harbour swim free"]
