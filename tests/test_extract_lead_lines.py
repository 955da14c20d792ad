"""Short lines kept above the page's title heading are dropped (read.lead_lines); pages in our own wording."""

from __future__ import annotations

import lxml.html

from groundwire.read.extract import extract
from groundwire.read.lead_lines import drop_lead_lines, title_heading


def test_a_menu_and_a_breadcrumb_above_the_title_go() -> None:
    text = "Shop\nGift cards\nStore finder\nHome > Garden > Hoses\nGarden hoses\nA 15 m hose, kink-free, £24."
    assert drop_lead_lines(text, "Garden hoses") == "Garden hoses\nA 15 m hose, kink-free, £24."


def test_a_long_line_above_the_title_keeps_everything() -> None:
    text = ("Our correspondent spent a winter with the ferry crews of the outer islands, and came back with this.\n"
            "The last ferry\nIt leaves at six.")
    assert drop_lead_lines(text, "The last ferry") == text


def test_no_heading_line_in_the_text_keeps_it() -> None:
    text = "Menu\nLogin\nThe heading is written differently here\nBody."
    assert drop_lead_lines(text, "The heading") == text
    assert drop_lead_lines(text, "") == text


def test_the_heading_is_matched_with_its_spaces_folded() -> None:
    assert drop_lead_lines("Log in\n  Weekly   tide tables \nHigh water 06:12", "Weekly tide tables") == (
        "  Weekly   tide tables \nHigh water 06:12")


def test_title_heading_is_the_first_h1() -> None:
    tree = lxml.html.fromstring("<html><body><h2>Sign up</h2><h1> Used  bikes </h1><h1>Second</h1></body></html>")
    assert title_heading(tree) == "Used bikes"
    assert title_heading(lxml.html.fromstring("<html><body><p>no heading</p></body></html>")) == ""


def test_extract_drops_a_link_bar_above_a_listings_title() -> None:
    walks = [("Old quarry circuit", 12, "easy"), ("Heron lake path", 7, "easy"),
             ("Ridge of the three masts", 21, "hard"), ("Mill stream ramble", 9, "moderate"),
             ("Beacon hill climb", 15, "hard")]
    items = "".join(f"<li class=r><a href='/r/{i}'>{name}</a> <span>{km} km loop</span> <span>{level}</span></li>"
                    for i, (name, km, level) in enumerate(walks))
    page = ("<html><head><title>walks</title></head><body><div id=bar><b><a href='/'>trailbook</a></b> | "
            "<a href='/add'>add a walk</a> | <a href='/maps'>maps</a> | <a href='/login'>login</a></div>"
            "<h1>circular walks near Ludlow</h1><p class=sub>five loops, measured with a wheel, not a phone.</p>"
            f"<ul class=routes>{items}</ul></body></html>")
    text = extract(page).text
    assert text.startswith("circular walks near Ludlow\n") and "Beacon hill climb" in text
    assert "add a walk" not in text and "login" not in text


def test_a_heading_that_ends_the_text_is_no_title() -> None:
    """Round 28: trafilatura's exotic_tags.html puts its <h1> after every paragraph; the lines before it stay."""
    text = "Hello\nTeletype text\nMy new car is silver.\ninvalid TEI tag"
    assert drop_lead_lines(text, "invalid TEI tag") == text
    assert drop_lead_lines(text + "\n  \n", "invalid TEI tag") == text + "\n  \n"  # blank lines after it: still last
    # the same short lines above a heading that heads a line of text still go
    assert drop_lead_lines(text + "\nIt is silver.", "invalid TEI tag") == "invalid TEI tag\nIt is silver."


def test_extract_keeps_the_paragraphs_above_a_closing_h1() -> None:
    page = ("<html><body><div id=main><p><tt>Teletype text</tt></p><p>My favourite colour is red!</p>"
            "<p>My new car is silver.</p><h1>a closing heading</h1></div></body></html>")
    text = extract(page).text
    assert "Teletype text" in text and "My new car is silver." in text
