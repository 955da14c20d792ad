"""Round 24 (extract24): on a product page, the item blocks after the extraction's last line (related items, review
widgets) are not given back; those before it and between its lines still are (read.extract.restores_trailing)."""

from __future__ import annotations

from groundwire.read.extract import extract, restores_trailing
from groundwire.read.item_blocks import container_lines_dropped, dropped_lines
from groundwire.read.parse import parse_html


def _page(ld_type: str) -> str:
    related = "".join(f"<div class='tile'><a href='/p/{i}'>{name}</a><div>{price}</div></div>" for i, (name, price) in
                      enumerate([("Walnut serving board, large", "£48.00"), ("Oak spice rack with six jars", "£36.00"),
                                 ("Beech salad servers, pair", "£18.00"), ("Cherry wood coasters, set of four", "£22.00")]))
    return (
        f"<html><head><title>Ash chopping board</title><script type='application/ld+json'>{{\"@type\": \"{ld_type}\"}}"
        "</script></head><body><main><h1>Ash chopping board</h1><div class='price'>£64.00</div>"
        "<div class='stock'>In stock, ships in two days</div>"
        "<p>Cut from a single plank of English ash felled in a managed woodland in Herefordshire, oiled by hand.</p>"
        "<div class='spec'>Size: 45 x 30 x 3 cm</div><div class='spec'>Finish: food-safe linseed oil</div>"
        "<p>Wipe clean with a damp cloth and oil it again every few months to keep the grain from drying out.</p>"
        f"<div class='tiles'><div class='label'>You may also like</div>{related}</div></main></body></html>"
    )


def test_a_product_page_gets_no_trailing_related_items_back():
    got = extract(_page("Product"), "https://woodshop.example.co.uk/products/ash-board")
    assert got.kind == "product"
    assert "Cut from a single plank" in got.text and "Wipe clean" in got.text
    assert "Size: 45 x 30 x 3 cm" in got.text  # between the kept lines: the product's own specs still come back
    assert "Walnut serving board" not in got.text and "Oak spice rack" not in got.text


def test_the_same_blocks_on_a_page_of_another_kind_still_come_back():
    got = extract(_page("CollectionPage"), "https://woodshop.example.co.uk/collections/boards")
    assert got.kind == "collection"
    assert "Walnut serving board" in got.text and "Size: 45 x 30 x 3 cm" in got.text
    assert restores_trailing("collection") and not restores_trailing("product")


def test_the_trailing_cut_keeps_the_leading_and_inner_lines_and_says_the_container_gave_lines():
    tree = parse_html(_page("Product"))
    text = "Cut from a single plank of English ash felled in a managed woodland in Herefordshire, oiled by hand.\n" \
           "Wipe clean with a damp cloth and oil it again every few months to keep the grain from drying out."
    every, gave = container_lines_dropped(tree, text)
    cut, gave_cut = container_lines_dropped(tree, text, trailing=False)
    assert gave and gave_cut and every == dropped_lines(tree, text)
    assert "Ash chopping board" in cut and "Size: 45 x 30 x 3 cm" in cut  # before and between the kept lines
    assert "You may also like" in every and "You may also like" not in cut
    assert cut == every[: len(cut)]
