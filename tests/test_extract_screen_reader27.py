"""Round 27 (extract27): screen-reader-only labels are no main text (groundwire.read.screen_reader_text).

Pages written for these tests in other shapes than the pages that showed the cause (newspaper4k's BBC pages with
"Image caption" / photo-credit labels, WCXB's and our sets' Shopify "Regular price" labels): a museum's exhibition
note with a "visually-hidden" figure label, a club's results with Bootstrap "sr-only" labels inside lines, a long
block under such a class (kept: no label), a plan table whose tick reads "Included" (kept: the cell's value), and
the same pages without the class (the words stay).
"""

from __future__ import annotations

import lxml.html

from groundwire.read.extract import extract
from groundwire.read.screen_reader_text import LABEL_CHARS, drop_screen_reader_text, is_screen_reader_label

_STORY = (
    "<p>The exhibition brings together forty prints that the engraver made during a single winter on the coast, "
    "most of them never shown since the artist's studio sale in 1911, when a dealer bought the whole portfolio.</p>"
    "<p>Curators spent two years tracing the plates, three of which turned up in a parish hall's cupboard under a "
    "stack of hymn books, still wrapped in the newspaper the printer had used to pack them for the journey.</p>"
    "<p>The show runs until the end of March in the east gallery; entry is free on the first Sunday of each month "
    "and a large-print guide is available from the desk beside the cloakroom.</p>"
)


def _page(label_class: str) -> str:
    return ("<html><head><title>Winter prints</title></head><body><article><h1>Winter prints</h1>"
            f"<figure><img src='a.jpg'><figcaption><span class='{label_class}'>Picture label</span> "
            "Harbour at dusk, 1909</figcaption></figure>" + _STORY + "</article></body></html>")


def test_screen_reader_label_leaves_the_text_its_caption_stays():
    text = extract(_page("visually-hidden"), "https://museum.example.org/prints").text
    assert "Picture label" not in text
    assert "The exhibition brings together forty prints" in text


def test_same_words_under_another_class_stay():
    text = extract(_page("caption-label"), "https://museum.example.org/prints").text
    assert "Picture label" in text


def test_tail_after_a_label_is_kept():
    tree = lxml.html.fromstring("<div><p>Won <span class='sr-only'>score:</span>3-1 at home</p></div>")
    assert drop_screen_reader_text(tree) == 1
    assert tree.text_content() == "Won 3-1 at home"


def test_long_block_and_skeleton_are_no_label():
    long_block = lxml.html.fromstring(f"<div class='sr-only'>{'word ' * (LABEL_CHARS // 4)}</div>")
    assert not is_screen_reader_label(long_block)
    assert not is_screen_reader_label(lxml.html.fromstring("<article class='sr-only'>x</article>"))
    assert is_screen_reader_label(lxml.html.fromstring("<span class='x screen-reader-text'>Posted on</span>"))
    assert not is_screen_reader_label(lxml.html.fromstring("<span class='screen-reader-textual'>Posted</span>"))


def test_label_in_a_table_cell_is_the_cells_value():
    tree = lxml.html.fromstring("<table><tr><th>Video calls</th><td><i class='icon-tick'></i>"
                                "<span class='visually-hidden'>Included</span></td></tr></table>")
    assert drop_screen_reader_text(tree) == 0
    assert "Included" in tree.text_content()
    cell_free = lxml.html.fromstring("<div><p>Video calls <span class='visually-hidden'>Included</span></p></div>")
    assert drop_screen_reader_text(cell_free) == 1


def test_nested_labels_go_once():
    tree = lxml.html.fromstring("<div><span class='sr-only'>a <span class='visually-hidden'>b</span></span>c</div>")
    assert drop_screen_reader_text(tree) == 1
    assert tree.text_content() == "c"
