"""Property-based tests (Hypothesis) for pure helpers with many edge cases."""

from __future__ import annotations

from datetime import date

from hypothesis import given, settings
from hypothesis import strategies as st

from groundwire.guard.context import Source, build_context
from groundwire.rank.urls import normalize_url

_hosts = st.sampled_from(["example.com", "WWW.Example.com", "m.example.com", "news.example.org", "127.0.0.1",
                          "[2001:db8::1]", "xn--bcher-kva.example"])
_paths = st.lists(st.text(alphabet="abcXYZ019-_.~%/", min_size=0, max_size=8), max_size=4).map("/".join)
_params = st.lists(st.tuples(st.sampled_from(["utm_source", "q", "id", "fbclid", "page", "ref"]),
                             st.text(alphabet="abc123", max_size=5)), max_size=4)


@st.composite
def urls(draw: st.DrawFn) -> str:
    scheme = draw(st.sampled_from(["http", "https", "HTTPS"]))
    query = "&".join(f"{k}={v}" for k, v in draw(_params))
    fragment = draw(st.sampled_from(["", "#top", "#:~:text=x"]))
    return f"{scheme}://{draw(_hosts)}/{draw(_paths)}" + (f"?{query}" if query else "") + fragment


@given(urls())
@settings(max_examples=300, deadline=None)
def test_url_key_is_idempotent_and_ignores_fragments(url: str) -> None:
    key = normalize_url(url)
    assert normalize_url(key) == key
    assert normalize_url(url.split("#", 1)[0]) == key


@given(st.text(max_size=300))
@settings(max_examples=300, deadline=None)
def test_url_key_never_raises(text: str) -> None:
    assert isinstance(normalize_url(text), str)


_source_text = st.text(st.characters(blacklist_categories=("Cs",)), max_size=400)


@given(st.lists(st.tuples(_source_text, _source_text), min_size=0, max_size=6), st.integers(300, 4000))
@settings(max_examples=150, deadline=None)
def test_context_never_exceeds_its_budget(pairs: list[tuple[str, str]], budget: int) -> None:
    sources = [Source(id=f"s{i}", title=t or "untitled", url=f"https://example.com/{i}", date=None,
                      passages=(p,) if p else (), snippet="")
               for i, (t, p) in enumerate(pairs, start=1)]
    ctx = build_context("what changed?", sources, budget_chars=budget, today=date(2026, 11, 30))
    assert len(ctx.text) <= budget
    for used in ctx.sources_used:  # a cited source is never cut mid-citation: its id appears in the block
        assert f"[{used.id}]" in ctx.text or used.id in ctx.text
