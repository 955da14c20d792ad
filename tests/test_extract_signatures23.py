"""Round 23 (extract23): a thread's signatures are no part of its text (groundwire.read.signatures).

Threads written for these tests, in other forum programs and wordings than the rows that showed the cause (an
Invision thread's gear list, a phpBB investor's disclaimer, GameFAQs' and Tapatalk's signatures): a beekeeping
thread with Invision-style signatures, a phpBB-style model railway thread, a post wrapped in ``has-signature`` (kept whole).
"""

from __future__ import annotations

import lxml.html

from groundwire.read.extract import extract
from groundwire.read.signatures import drop_signature_lines, signature_texts

_BEES = (
    "Swarm caught in the plum tree, now what? It hung there about two hours before I could get a box under it, and "
    "I shook most of them in with one hard knock on the branch."
)
_REPLY = (
    "Give them a frame of open brood from another hive if you can. It anchors them and they rarely abscond once "
    "there is brood to look after; feed 1:1 syrup for the first week."
)


def _thread(signature_markup: str) -> str:
    posts = "".join(
        f"<article class='message message--post'><div class='message-userDetails'><h4>{who}</h4></div>"
        f"<div class='message-content'><div class='bbWrapper'>{body}</div></div>{signature_markup}</article>"
        for who, body in (("hivehannah", _BEES), ("old_skep", _REPLY))
    )
    return (
        "<html><head><title>Swarm caught in the plum tree</title></head><body>"
        "<h1 class='p-title-value'>Swarm caught in the plum tree, now what?</h1>"
        f"<div class='block-body js-replyNewMessageContainer'>{posts}</div></body></html>"
    )


def test_a_signature_line_goes_and_the_posts_stay() -> None:
    html = _thread(
        "<div class='ipsEntry__signature ipsRichText'><p>Two Langstroths and a top bar, zone 7b, "
        "third season</p></div>"
    )
    text = extract(html, "https://beeforum.example/threads/swarm-caught-in-the-plum-tree.55120/").text
    assert "frame of open brood" in text and "one hard knock" in text
    assert "Two Langstroths" not in text


def test_signature_texts_reads_phpbb_and_invision_signatures() -> None:
    tree = lxml.html.fromstring(
        "<html><body><div class='postbody'><div class='content'>Ballast the sidings last.</div>"
        "<div id='sig3' class='signature'>Modelling the GWR in 00, 1930s, slowly</div></div>"
        "<div data-role='memberSignature'><p>N gauge | DCC | Kato track</p></div></body></html>"
    )
    assert signature_texts(tree) == {"Modelling the GWR in 00, 1930s, slowly", "N gauge | DCC | Kato track"}


def test_a_post_wrapped_in_has_signature_is_no_signature() -> None:
    body = "Ballast the sidings last, after the wiring is tested. " * 20
    tree = lxml.html.fromstring(f"<html><body><div class='post has-signature'><p>{body}</p></div></body></html>")
    assert signature_texts(tree) == set()


def test_short_lines_and_parts_of_a_signature_stay() -> None:
    text = "old_skep\nGive them brood.\nTwo Langstroths and a top bar\nThird season, zone 7b, no treatments"
    signatures = {"Two Langstroths and a top bar, zone 7b", "old_skep", "Third season, zone 7b, no treatments"}
    assert drop_signature_lines(text, signatures) == "old_skep\nGive them brood.\nTwo Langstroths and a top bar"
