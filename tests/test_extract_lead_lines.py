"""Short lines kept above the page's title heading are dropped (read.lead_lines); pages in our own wording."""

from __future__ import annotations

import lxml.html

from groundwire.read.extract import extract
from groundwire.read.lead_lines import MIN_BLOCK_LINES, drop_lead_lines, title_block_lines, title_heading


def test_a_menu_and_a_breadcrumb_above_the_title_go() -> None:
    # round 29: what follows the title is a main text's worth (50 characters); less is read as a closing heading's
    body = "A 15 m hose, kink-free, with a brass spray gun and a wall bracket, £24."
    text = "Shop\nGift cards\nStore finder\nHome > Garden > Hoses\nGarden hoses\n" + body
    assert drop_lead_lines(text, "Garden hoses") == "Garden hoses\n" + body


def test_a_long_line_above_the_title_keeps_everything() -> None:
    text = ("Our correspondent spent a winter with the ferry crews of the outer islands, and came back with this.\n"
            "The last ferry\nIt leaves at six.")
    assert drop_lead_lines(text, "The last ferry") == text


def test_no_heading_line_in_the_text_keeps_it() -> None:
    text = "Menu\nLogin\nThe heading is written differently here\nBody."
    assert drop_lead_lines(text, "The heading") == text
    assert drop_lead_lines(text, "") == text


def test_the_heading_is_matched_with_its_spaces_folded() -> None:
    tides = "High water 06:12 (5.1 m), low water 12:40 (0.9 m), high water 18:31 (5.3 m)"
    assert drop_lead_lines(f"Log in\n  Weekly   tide tables \n{tides}", "Weekly tide tables") == (
        f"  Weekly   tide tables \n{tides}")


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
    # the same short lines above a heading that heads a text still go
    body = "It is silver, it is second-hand, and it starts on the third try in winter."
    assert drop_lead_lines(text + "\n" + body, "invalid TEI tag") == "invalid TEI tag\n" + body


def test_extract_keeps_the_paragraphs_above_a_closing_h1() -> None:
    page = ("<html><body><div id=main><p><tt>Teletype text</tt></p><p>My favourite colour is red!</p>"
            "<p>My new car is silver.</p><h1>a closing heading</h1></div></body></html>")
    text = extract(page).text
    assert "Teletype text" in text and "My new car is silver." in text


# round 29 (extract29): round 28's review found two ways the rule still dropped text: a line or two after a closing
# heading, and short lines of the title's own block (a poem, a list, an address) above the <h1>. Pages in our wording.

_BODY = ("<p>The quay was rebuilt in 1894 after the January storm, and the stones still carry the masons' marks; "
         "the harbour trust opens the old lamp room on the first Sunday of each month.</p>")


def _page(before: str, heading: str, after: str = _BODY) -> str:
    return (f"<html><head><title>t</title></head><body><div id=main>{before}<h1>{heading}</h1>{after}</div>"
            "</body></html>")


def test_a_line_or_two_after_a_closing_heading_keep_the_lines_above() -> None:
    text = "Roll the barrel down the hill\nMary's at the window still\nThe Miller's Wife"
    assert drop_lead_lines(text + "\nTrad., arr. 1952", "The Miller's Wife") == text + "\nTrad., arr. 1952"
    assert drop_lead_lines(text + "\nTrad.\nShare this", "The Miller's Wife") == text + "\nTrad.\nShare this"
    page = _page("<p>Roll the barrel down the hill</p><p>Mary's at the window still</p>", "The Miller's Wife",
                 "<p>Trad., arr. 1952</p>")
    assert "Mary's at the window still" in extract(page).text


def test_the_title_blocks_own_lines_keep_the_text_unit() -> None:
    text = "Log in\nThe tide goes out at four,\nthe gulls go with it,\nand the boats lie down\nLow water\n" + "x " * 40
    block = frozenset({"The tide goes out at four,", "the gulls go with it,", "and the boats lie down"})
    assert drop_lead_lines(text, "Low water", block_lines=block) == text
    assert drop_lead_lines(text, "Low water").startswith("Low water\n")  # without the block: the old reading
    two = frozenset(sorted(block)[:MIN_BLOCK_LINES - 1])
    assert drop_lead_lines(text, "Low water", block_lines=two).startswith("Low water\n")  # a kicker, a date: labels


def test_title_block_lines_leave_out_links_and_separators() -> None:
    tree = lxml.html.fromstring(
        "<html><body><div><nav><a href=/>Home</a> | <a href=/w>Walks</a></nav>"
        "<ul><li><b>250 g</b> plain flour</li><li>2 eggs <a href=/e>(which eggs?)</a></li></ul>"
        "<h1>Pancakes</h1><p>After the title</p></div></body></html>")
    lines = title_block_lines(tree)
    assert "250 g plain flour" in lines and "250 g" in lines and "2 eggs" in lines
    assert not {"Home", "Walks", "|", "(which eggs?)", "Pancakes", "After the title"} & lines
    assert title_block_lines(lxml.html.fromstring("<html><body><p>no heading</p></body></html>")) == frozenset()


def test_extract_keeps_short_lines_the_title_block_writes_above_the_title() -> None:
    shapes = {
        "poem": "<p>The tide goes out at four,<br>the gulls go with it,<br>and the boats lie down<br>"
                "like tired dogs on the sand.</p>",
        "lyric": "<p>Roll the barrel down the hill</p><p>Mary's at the window still</p>"
                 "<p>Sing it once and sing it twice</p>",
        "ingredients": "<ul class=ingredients><li><b>250 g</b> plain flour</li><li>2 eggs</li><li>300 ml milk</li>"
                       "<li>a pinch of salt</li></ul>",
        "address": "<address>The Old Boathouse<br>12 Harbour Road<br>Whitby YO21 3PU<br>01947 600 123</address>",
        "short items": "<p>Open daily</p><p>Dogs welcome</p><p>Step-free entrance</p><p>Card only</p>",
    }
    for name, before in shapes.items():
        lines = [line for line in lxml.html.fromstring(f"<div>{before}</div>").itertext() if line.strip()]
        text = extract(_page(before, "Low water at Staithes")).text
        assert all(line in text for line in lines[-3:]), (name, text)
        assert text.index(lines[-1]) < text.index("Low water at Staithes"), name


def test_extract_still_drops_a_link_bar_and_labels_beside_the_title() -> None:
    bar = "<div class=bar><a href=/>Home</a> | <a href=/shop>Shop</a> | <a href=/about>About us</a></div>"
    labels = "<span class=kicker>Harbours</span><p>6 minute read</p>"
    text = extract(_page(bar + labels, "Low water at Staithes")).text
    assert text.startswith("Low water at Staithes\n"), text


def test_the_title_block_is_asked_for_only_when_lines_would_go() -> None:
    def never() -> frozenset[str]:
        raise AssertionError("asked for the title block's lines without need")

    long_line = "Our correspondent spent a winter with the ferry crews of the outer islands, and came back with this."
    assert drop_lead_lines(f"{long_line}\nThe last ferry\n{long_line}", "The last ferry", block_lines=never)
    assert drop_lead_lines("Menu\nThe last ferry\nIt leaves at six.", "The last ferry", block_lines=never)
    asked = []
    text = "Menu\nLog in\nThe last ferry\n" + long_line
    assert drop_lead_lines(text, "The last ferry", block_lines=lambda: asked.append(1) or frozenset()) == (
        "The last ferry\n" + long_line)
    assert asked == [1]
