"""The rest of the cards an extraction kept a line of comes back (read.item_cards); pages in our own wording."""

from __future__ import annotations

import lxml.html

from groundwire.read.item_cards import card_lines

TEASERS = [
    "A slow ferry ride past the old lighthouses turns out to be the calmest way to see the whole northern coast.",
    "Three bakeries on one street compete for the best rye loaf, and the neighbours have strong opinions on it.",
    "The mountain hut reopened after a long winter, with a new kitchen and a dozen more bunks for hikers.",
    "A retired ship's cook now runs the smallest museum in the harbour, open only on rainy afternoons.",
]
TITLES = ["Ferry days on the north coast", "The rye loaf rivalry", "Back to the hut", "A museum for rainy days"]


def _tree(body: str) -> lxml.html.HtmlElement:
    return lxml.html.fromstring(f"<html><head><title>t</title></head><body>{body}</body></html>")


def _listing(card_tag: str = "div") -> str:
    cards = "".join(
        f"<{card_tag} class='story-card'><h3><a href='/s/{i}'>{title}</a></h3><span class='when'>12 May</span>"
        f"<p>{teaser}</p></{card_tag}>"
        for i, (title, teaser) in enumerate(zip(TITLES, TEASERS))
    )
    return f"<nav><a href='/'>Home</a></nav><main><h1>Travel notes</h1><section class='grid'>{cards}</section></main>"


def test_titles_of_a_card_grid_come_back_when_the_teasers_were_kept() -> None:
    added = card_lines(_tree(_listing()), "\n".join(TEASERS))
    for title in TITLES:
        assert title in added
    assert not any(teaser in added for teaser in TEASERS)  # what the text holds is not added twice


def test_cards_as_list_items_count_too() -> None:
    body = _listing("li").replace("<section class='grid'>", "<ul class='grid'>").replace("</section>", "</ul>")
    assert TITLES[2] in card_lines(_tree(body), "\n".join(TEASERS))


def test_paragraphs_of_a_story_are_no_cards() -> None:
    story = "".join(f"<p>{teaser}</p>" for teaser in TEASERS)
    body = f"<article><h1>One long walk</h1>{story}<p class='share'>Share this story with a friend</p></article>"
    assert card_lines(_tree(body), "\n".join(TEASERS)) == []


def test_a_related_grid_that_holds_no_kept_line_stays_out() -> None:
    story = "".join(f"<p>{teaser}</p>" for teaser in TEASERS[:2])
    related = "".join(f"<div class='related'><h4>{title}</h4><p>More from our desk</p></div>" for title in TITLES)
    body = f"<article>{story}</article><div class='more'>{related}</div>"
    assert card_lines(_tree(body), "\n".join(TEASERS[:2])) == []


def test_a_kept_line_that_starts_in_a_short_brand_name_is_found() -> None:
    products = [("Nordhaus", "Trail Shelter 2 with porch", "$240.00"), ("Kestrel", "Dome 4 family tent", "$310.00"),
                ("Nordhaus", "Bivvy Solo ultralight", "$180.00"), ("Otterbay", "Cabin 6 with screen room", "$450.00")]
    cards = "".join(f"<li class='tile'><div><span>{brand}</span><a>{name}</a><b>{price}</b></div>"
                    f"<div class='rating'>Rated 4.5 of 5 by campers</div></li>" for brand, name, price in products)
    text = "\n".join(f"{brand}{name}{price}" for brand, name, price in products)  # one run of text per tile
    added = card_lines(_tree(f"<main><ul class='tiles'>{cards}</ul></main>"), text)
    assert "Rated 4.5 of 5 by campers" in added


def test_fewer_than_three_cards_are_no_grid() -> None:
    body = _listing().replace(f"<div class='story-card'><h3><a href='/s/2'>{TITLES[2]}", "<div class='x'><h3><a>x")
    body = body.replace(f"<div class='story-card'><h3><a href='/s/3'>{TITLES[3]}", "<div class='y'><h3><a>y")
    assert card_lines(_tree(body), "\n".join(TEASERS)) == []


def test_no_text_no_cards() -> None:
    assert card_lines(_tree(_listing()), "") == []


def test_cards_are_looked_for_on_list_pages_not_on_a_declared_story() -> None:
    from groundwire.read.extract import restores_cards

    story_head = '<meta property="og:type" content="article">'
    story = lxml.html.fromstring(f"<html><head>{story_head}</head><body><p>x</p></body></html>")
    plain = _tree(_listing())
    prose = "\n".join(TEASERS)
    assert not restores_cards(story, "article", prose)  # one story in sentences: its cards are teasers
    assert restores_cards(story, "article", "\n".join(TITLES))  # a list page that says article on every page
    assert restores_cards(plain, "article", prose)
    assert restores_cards(plain, "collection", prose)
    assert not restores_cards(plain, "forum", prose)
    assert not restores_cards(plain, "documentation", prose)
