"""A page the page kind reads as an article keeps its comment-marked thread when it is a discussion (read.discussion):
it declares no article, and the thread holds at least twice the text of the extraction without it."""

from __future__ import annotations

import gzip
import importlib
from pathlib import Path

import pytest
import trafilatura

from groundwire.read import cascade
from groundwire.read.charset import decode_body
from groundwire.read.discussion import declares_article, is_discussion, thread_chars
from groundwire.read.extract import extract
from groundwire.read.parse import parse_html

LEMMY = Path(__file__).parent / "data" / "extract_pages" / "wcxb-dev-0573.html.gz"  # tests/data/extract_pages/README.md

POST = (
    "Our small town is thinking about turning the old railway line into a cycle path. Has anyone here lived "
    "somewhere that did this, and did it work out?"
)
REPLY = (
    "REPLY-{n} We did exactly this ten years ago and it changed the town: families cycle to school, the cafes along "
    "the route are busy all year, and the worries about noise never came true."
)


def thread(replies: int) -> str:
    return "<ul class='comments'>" + "".join(
        f"<li class='comment'><span class='author'>user{n}</span> <span class='age'>{n} hours ago</span>"
        f"<p>{REPLY.format(n=n)}</p><a href='#c{n}'>reply</a></li>" for n in range(replies)
    ) + "</ul>"


def discussion_page(head: str = "", replies: int = 5, post: str = POST) -> str:
    return (
        f"<html><head><title>Rail trail?</title>{head}</head><body><nav><a href='/'>Home</a></nav>"
        f"<main><article><h1>Rail trail?</h1><p>{post}</p></article>{thread(replies)}</main></body></html>"
    )


def test_a_discussion_that_declares_nothing_keeps_its_thread() -> None:
    html = discussion_page()
    assert "REPLY-3" not in (trafilatura.extract(html, include_comments=False) or "")  # what an article gets
    got = extract(html, "https://talk.example.net/post/123")
    assert got.kind == "forum"
    assert all(f"REPLY-{n}" in got.text for n in range(5)) and POST[:40] in got.text


@pytest.mark.parametrize("head", [
    '<meta property="og:type" content="article">',
    '<script type="application/ld+json">{"@context": "https://schema.org", "@type": "BlogPosting"}</script>',
    '<script type="application/ld+json">{"@graph": [{"@type": "WebPage"}, {"@type": ["NewsArticle"]}]}</script>',
])
def test_a_page_that_declares_an_article_leaves_its_comments_out(head: str) -> None:
    got = extract(discussion_page(head), "https://blog.example.net/2026/rail-trail")
    assert got.kind == "article" and "REPLY-1" not in got.text and POST[:40] in got.text


def test_a_thread_shorter_than_the_text_stays_out() -> None:
    post = " ".join(f"Paragraph {n}: {POST}" for n in range(8))  # the text outweighs two replies
    got = extract(discussion_page(replies=2, post=post), "https://talk.example.net/post/9")
    assert got.kind == "article" and "REPLY-1" not in got.text


def test_a_page_with_a_comment_box_about_as_long_as_its_text_stays_an_article() -> None:
    # round 9 read a page as a discussion as soon as its thread outweighed the text: a list page (Goodreads, WCXB
    # holdout) with a comment box a little longer than its list lost its list to the comment extractor
    post = " ".join(f"Paragraph {n}: {POST}" for n in range(5))
    html = discussion_page(replies=5, post=post)
    tree = parse_html(html)
    assert tree is not None
    cut: list[object] = []
    text = cascade.extract_text(tree, include_comments=False, on_comment_sections=cut.extend)
    assert len(text) < thread_chars(cut) < 2 * len(text)  # longer than the text, not twice as long
    got = extract(html, "https://talk.example.net/post/10")
    assert got.kind == "article" and "REPLY-1" not in got.text and "Paragraph 4" in got.text


def test_a_real_discussion_page_keeps_its_thread() -> None:
    # a lemmy.ml post (WCXB dev, tune half, forum type): no og:type article, no JSON-LD, no forum path
    html = decode_body(gzip.decompress(LEMMY.read_bytes()))
    url = "https://lemmy.ml/post/21018364"
    before = trafilatura.extract(html, url=url, include_comments=False) or ""
    got = extract(html, url)
    assert got.kind == "forum" and "Post scheduling is huge" not in before
    assert "Post scheduling is huge" in got.text and "Here is our regular update" in got.text


@pytest.mark.parametrize("head, declared", [
    ('<meta property="og:type" content="article">', True),
    ('<meta property="og:type" content="website">', False),
    ('<script type="application/ld+json">{"@type": ["WebPage", "Article"]}</script>', True),
    ('<script type="application/ld+json">{"@type": "DiscussionForumPosting"}</script>', False),
    ("", False),
])
def test_declares_article(head: str, declared: bool) -> None:
    tree = parse_html(discussion_page(head))
    assert tree is not None and declares_article(tree) is declared


def test_microdata_articles_count_but_comment_microdata_does_not() -> None:
    # WordPress themes mark ordinary blog comments with schema.org Comment / UserComments: not a discussion cue
    body = "<div itemscope itemtype='https://schema.org/UserComments'><p>a comment</p></div>"
    tree = parse_html(f"<html><body>{body}</body></html>")
    assert tree is not None and not declares_article(tree)
    tree = parse_html(f"<html><body><div itemscope itemtype='http://schema.org/BlogPosting'>{body}</div></body></html>")
    assert tree is not None and declares_article(tree)


def test_the_cascade_reports_the_comment_sections_it_cuts() -> None:
    tree = parse_html(discussion_page())
    assert tree is not None
    cut: list[object] = []
    text = cascade.extract_text(tree, include_comments=False, on_comment_sections=cut.extend)
    assert text == (trafilatura.extract(discussion_page(), include_comments=False) or "")
    assert len(cut) == 1 and thread_chars(cut) > len(text)  # the cut subtree is still readable
    assert "REPLY-0" not in tree.text_content()
    assert is_discussion(tree, text, cut) and not is_discussion(tree, text, [])


def test_a_long_article_that_declares_nothing_leaves_its_longer_comment_thread_out() -> None:
    # review10b: a blog or local-news article of several paragraphs without og:type or JSON-LD, under a thread of
    # twice its length, had been read as a discussion and given with every comment
    body = " ".join(f"Paragraph {n}: the council approved the new cycle path after a long debate about parking, "
                    "and work on the old railway line starts in the spring." for n in range(18))
    assert len(body) > 2000
    html = discussion_page(replies=40, post=body)
    got = extract(html, "https://news.example.net/2026/12/rail-trail")
    assert "Paragraph 17" in got.text
    assert "REPLY-3" not in got.text


@pytest.mark.parametrize("head", [
    '<meta property="og:type" content="article">',
    '<script type="application/ld+json">{"@type": "NewsArticle"}</script>',
    "",
])
def test_extract_asks_whether_the_page_declares_an_article_once(head: str, monkeypatch: pytest.MonkeyPatch) -> None:
    # after the cascade the tree is final: the discussion, item-block, prose and card rules share one answer
    extract_module = importlib.import_module("groundwire.read.extract")

    page = discussion_page(head, replies=1, post="Short list.\nOne\nTwo")
    expected = extract(page, "https://example.org/rail-trail")
    asked: list[object] = []
    real = extract_module.declares_article

    def counting(tree: object) -> bool:
        asked.append(tree)
        return real(tree)

    monkeypatch.setattr(extract_module, "declares_article", counting)
    assert extract_module.extract(page, "https://example.org/rail-trail") == expected
    assert 1 <= len(asked) and len(set(map(id, asked))) == len(asked)  # never twice for one tree


def test_declared_once_remembers_the_first_answer() -> None:
    from groundwire.read.extract import DeclaredOnce

    tree = parse_html(discussion_page('<meta property="og:type" content="article">'))
    assert tree is not None
    declared = DeclaredOnce(tree)
    assert declared() is True
    tree.find(".//meta[@property='og:type']").set("content", "website")  # a later change is not seen: by design
    assert declared() is True and not declares_article(tree)
