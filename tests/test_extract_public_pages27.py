"""Round 27 (extract27): scripts/extract_public_pages.py builds cases from an extractor library's test layout.

Tiny layouts made here (no library is needed): a newspaper-style ``tests/data/html`` + ``txt`` (+ ``metadata``)
tree, a trafilatura-style ``tests/resources`` tree, and a directory with neither.
"""

from __future__ import annotations

import gzip
import json

from script_modules import load_script

public = load_script("extract_public_pages")


def test_newspaper_layout_pairs_pages_with_their_text(tmp_path):
    data = tmp_path / "newspaper-x" / "tests" / "data"
    for sub in ("html", "txt", "metadata"):
        (data / sub).mkdir(parents=True)
    (data / "html" / "b.html").write_text("<html><body><p>Beta story.</p></body></html>", encoding="utf8")
    (data / "html" / "a.html").write_text("<html><body><p>Alpha story.</p></body></html>", encoding="utf8")
    (data / "html" / "lonely.html").write_text("<html><body><p>No text file.</p></body></html>", encoding="utf8")
    (data / "txt" / "a.txt").write_text("Alpha story.", encoding="utf8")
    (data / "txt" / "b.txt").write_text("Beta story.", encoding="utf8")
    (data / "metadata" / "a.json").write_text(json.dumps({"url": "https://news.example.com/a"}), encoding="utf8")
    cases = public.cases_of(tmp_path / "newspaper-x")
    assert [c.name for c in cases] == ["a", "b"]  # sorted, the page without a text left out
    assert cases[0].url == "https://news.example.com/a" and cases[1].url is None
    assert cases[0].truth == "Alpha story." and "Alpha story." in cases[0].html


def test_trafilatura_layout_gives_snippet_checks(tmp_path):
    resources = tmp_path / "trafilatura-x" / "tests" / "resources"
    resources.mkdir(parents=True)
    (resources / "webpage.html.gz").write_bytes(gzip.compress(b"<html><body><p>Long story short, x</p></body></html>"))
    cases = public.cases_of(tmp_path / "trafilatura-x")
    assert [c.name for c in cases] == ["webpage.html.gz"]
    case = cases[0]
    assert case.truth is None and case.check_count() == 1
    assert public.checks_passed(case, "Long story short, it rained") == 1
    assert public.checks_passed(case, "Short story long") == 0


def test_checks_of_every_kind_and_an_unknown_layout(tmp_path):
    case = public.Case("s", "n", None, "", None, ("keep me",), ("drop me",), True)
    assert case.check_count() == 3
    assert public.checks_passed(case, "keep me") == 2  # "no text" fails: there are words
    assert public.checks_passed(case, "drop me") == 0
    assert public.checks_passed(case, " \n ") == 2
    (tmp_path / "other" / "tests").mkdir(parents=True)
    assert public.cases_of(tmp_path / "other") == []


def test_newspaper_cases_know_the_headings_and_captions_their_text_leaves_out(tmp_path):
    """Round 28: newspaper's expected text has no headings or captions; they are scored a second time without."""
    data = tmp_path / "newspaper-y" / "tests" / "data"
    for sub in ("html", "txt"):
        (data / sub).mkdir(parents=True)
    page = ("<html><body><h1>The  title</h1><figure><img src=x><figcaption>A photo</figcaption></figure>"
            "<p class='image-caption'>Credit line</p><p>The story.</p></body></html>")
    (data / "html" / "a.html").write_text(page, encoding="utf8")
    (data / "txt" / "a.txt").write_text("The story.", encoding="utf8")
    case = public.cases_of(tmp_path / "newspaper-y")[0]
    assert case.convention == frozenset({"The title", "A photo", "Credit line"})
    assert public.without("The title\nA photo\nThe story.\nCredit  line", case.convention) == "The story."
    assert public.without("The story.", frozenset()) == "The story."


def test_trafilatura_checks_include_the_exotic_tags_page(tmp_path):
    resources = tmp_path / "trafilatura-z" / "tests" / "resources"
    resources.mkdir(parents=True)
    (resources / "exotic_tags.html").write_text("<html><body><p>x</p></body></html>", encoding="utf8")
    (case,) = public.cases_of(tmp_path / "trafilatura-z")
    assert case.must_contain == ("Teletype text", "My new car is silver.")
    assert public.checks_passed(case, "Teletype text\nMy new car is silver.") == 2
