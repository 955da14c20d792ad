"""Weighted reciprocal rank fusion (groundwire.rank.fuse)."""

from __future__ import annotations

import math

import pytest

from groundwire.errors import UsageError
from groundwire.models import FusedHit, Hit
from groundwire.rank import AuthorityPolicy, FusionResult, fuse

NEUTRAL = AuthorityPolicy(tiers=())  # every domain at weight 1.0: isolates the RRF arithmetic


def hits(provider: str, *urls: str, **extra: object) -> list[Hit]:
    return [Hit(url, f"title {url}", f"snippet for {url}", provider, i, **extra) for i, url in enumerate(urls, 1)]  # type: ignore[arg-type]


def urls_of(result: FusionResult) -> list[str]:
    return [h.url for h in result.hits]


def test_rrf_maths_on_a_hand_computed_example() -> None:
    brave = hits("brave", "https://a.example/1", "https://b.example/1", "https://c.example/1")
    exa = hits("exa", "https://c.example/1", "https://d.example/1", "https://a.example/1")
    result = fuse([brave, exa], engine_weights={"brave": 1.0, "exa": 0.5}, policy=NEUTRAL, k=60, top_n=10)
    expected = {
        "https://a.example/1": 1.0 / 61 + 0.5 / 63,  # 0.024330
        "https://c.example/1": 1.0 / 63 + 0.5 / 61,  # 0.024070
        "https://b.example/1": 1.0 / 62,  # 0.016129
        "https://d.example/1": 0.5 / 62,  # 0.008065
    }
    assert urls_of(result) == list(expected)
    for hit in result.hits:
        assert hit.score == pytest.approx(expected[hit.url], rel=1e-12)
    assert [h.rank for h in result.hits] == [1, 2, 3, 4]
    assert result.hits[0].providers == ("brave", "exa")
    assert result.hits[0].positions == (("brave", 1), ("exa", 3))
    assert result.duplicates_merged == 2


def test_k_changes_the_balance() -> None:
    lists = [hits("e1", "https://a.example/", "https://b.example/"), hits("e2", "https://c.example/", "https://b.example/")]
    result = fuse(lists, engine_weights={}, policy=NEUTRAL, k=0, top_n=5)
    scores = {h.url: h.score for h in result.hits}
    assert scores["https://b.example/"] == pytest.approx(1.0)  # 1/2 + 1/2
    assert scores["https://a.example/"] == pytest.approx(1.0)
    # b was found by two engines, so it wins the exact tie
    assert urls_of(result)[0] == "https://b.example/"


def test_missing_engine_weight_defaults_to_one() -> None:
    result = fuse([hits("unknown", "https://a.example/")], engine_weights={"other": 3.0}, policy=NEUTRAL)
    assert result.hits[0].score == pytest.approx(1 / 61)


def test_authority_weights_the_score_with_bundled_tiers() -> None:
    lists = [hits("brave", "https://blog.example/post", "https://docs.python.org/3/library/asyncio.html")]
    result = fuse(lists, engine_weights={"brave": 1.0})
    assert [h.authority for h in result.hits] == ["official", "default"]
    assert result.hits[0].score == pytest.approx(1.3 / 62)
    assert result.hits[1].score == pytest.approx(1.0 / 61)


def test_social_is_capped_even_when_boosted() -> None:
    policy = AuthorityPolicy.from_lists(boost={"twitter.com": 10.0})
    result = fuse([hits("brave", "https://twitter.com/u/status/1")], engine_weights={}, policy=policy)
    assert result.hits[0].authority == "social"
    assert result.hits[0].score == pytest.approx(0.5 / 61)


def test_variants_are_merged_with_best_fields() -> None:
    brave = [
        Hit("https://www.example.com/story?utm_source=x", "Best title", "short", "brave", 1, "2024-05-03T10:00:00Z"),
        Hit("https://other.example/x", "Other", "other snippet", "brave", 2),
    ]
    exa = [
        Hit("https://other.example/y", "Y", "y", "exa", 1),
        Hit("http://m.example.com/amp/story/", "", "a much longer and more informative snippet", "exa", 2,
            "2024-05-01"),
    ]
    tavily = [Hit("https://example.com/story#top", "Tavily title", "...", "tavily", 5,
                  "2024-05-01T08:00:00+00:00")]
    result = fuse([brave, exa, tavily], engine_weights={}, policy=NEUTRAL, top_n=5)
    top = result.hits[0]
    assert top.url == "https://example.com/story#top"  # the canonical spelling among the occurrences
    assert top.title == "Best title"  # from the best-ranked occurrence
    assert top.snippet == "a much longer and more informative snippet"
    assert top.published == "2024-05-01T08:00:00+00:00"  # earliest day, most precise stamp on that day
    assert top.providers == ("brave", "exa", "tavily")
    assert top.positions == (("brave", 1), ("exa", 2), ("tavily", 5))
    assert top.score == pytest.approx(1 / 61 + 1 / 62 + 1 / 65)
    assert result.duplicates_merged == 2
    assert len(result.hits) == 3


def test_published_falls_back_to_unparsed_text_and_none() -> None:
    lists = [[Hit("https://a.example/", "t", "s", "e", 1, "last Tuesday")], [Hit("https://b.example/", "t", "s", "e", 1)]]
    result = fuse(lists, engine_weights={}, policy=NEUTRAL)
    by_url = {h.url: h.published for h in result.hits}
    assert by_url == {"https://a.example/": "last Tuesday", "https://b.example/": None}


def test_a_page_counts_once_per_list_at_its_best_position() -> None:
    engine = [
        Hit("https://a.example/p?utm_source=x", "A", "s", "brave", 2),
        Hit("https://b.example/", "B", "s", "brave", 3),
        Hit("https://www.a.example/p", "A again", "s", "brave", 1),
    ]
    result = fuse([engine], engine_weights={}, policy=NEUTRAL)
    a = result.hits[0]
    assert a.score == pytest.approx(1 / 61)  # not 1/61 + 1/62
    assert a.title == "A again"
    assert a.positions == (("brave", 1), ("brave", 2))
    assert result.duplicates_merged == 1


def test_interleaving_two_queries() -> None:
    q1 = hits("brave", "https://q1.example/a", "https://q1.example/b", "https://q1.example/c")
    q2 = hits("brave", "https://q2.example/d", "https://q2.example/e", "https://q2.example/f")
    result = fuse([q1, q2], engine_weights={}, policy=NEUTRAL, per_domain_cap=None, top_n=6)
    assert [u.rsplit("/", 1)[1] for u in urls_of(result)] == ["a", "d", "b", "e", "c", "f"]


def test_a_page_found_by_both_queries_rises() -> None:
    q1 = hits("brave", "https://one.example/", "https://two.example/", "https://both.example/")
    q2 = hits("brave", "https://three.example/", "https://both.example/")
    result = fuse([q1, q2], engine_weights={}, policy=NEUTRAL, top_n=3)
    assert urls_of(result)[0] == "https://both.example/"
    assert result.hits[0].positions == (("brave", 3), ("brave", 2))
    assert result.hits[0].providers == ("brave",)


def test_two_queries_times_two_engines() -> None:
    lists = [
        hits("brave", "https://a.example/", "https://b.example/"),  # query 1
        hits("exa", "https://b.example/", "https://c.example/"),  # query 1
        hits("brave", "https://d.example/", "https://a.example/"),  # query 2
        hits("exa", "https://e.example/"),  # query 2
    ]
    result = fuse(lists, engine_weights={"brave": 1.0, "exa": 1.0}, policy=NEUTRAL, top_n=5)
    scores = {h.url.split("//")[1].split(".")[0]: h.score for h in result.hits}
    assert scores["a"] == pytest.approx(1 / 61 + 1 / 62)
    assert scores["b"] == pytest.approx(1 / 62 + 1 / 61)
    assert scores["d"] == pytest.approx(1 / 61)
    assert urls_of(result)[:2] == ["https://b.example/", "https://a.example/"]  # tie: b has two engines
    assert result.duplicates_merged == 2


def test_per_domain_cap_uses_registrable_domain() -> None:
    engine = hits(
        "brave",
        "https://www.bbc.co.uk/news/1",
        "https://news.bbc.co.uk/2",
        "https://bbc.co.uk/news/3",
        "https://other.example/",
        "https://sport.bbc.co.uk/4",
    )
    result = fuse([engine], engine_weights={}, policy=NEUTRAL, per_domain_cap=2, top_n=5)
    assert urls_of(result) == ["https://www.bbc.co.uk/news/1", "https://news.bbc.co.uk/2", "https://other.example/"]
    assert ("https://bbc.co.uk/news/3", "domain_cap") in result.dropped
    assert ("https://sport.bbc.co.uk/4", "domain_cap") in result.dropped
    uncapped = fuse([engine], engine_weights={}, policy=NEUTRAL, per_domain_cap=None, top_n=5)
    assert len(uncapped.hits) == 5
    capped_at_one = fuse([engine], engine_weights={}, policy=NEUTRAL, per_domain_cap=0, top_n=5)
    assert len(capped_at_one.hits) == 2  # values below 1 count as 1


def test_domain_cap_only_reports_what_would_have_made_the_list() -> None:
    engine = hits("brave", *[f"https://site{i}.example/" for i in range(3)], "https://site0.example/again")
    result = fuse([engine], engine_weights={}, policy=NEUTRAL, per_domain_cap=1, top_n=2)
    assert len(result.hits) == 2
    assert not [d for d in result.dropped if d[1] == "domain_cap"]


@pytest.mark.parametrize("top_n, expected", [(5, 5), (1, 1), (0, 1), (-3, 1), (20, 20), (21, 20), (500, 20)])
def test_top_n_is_clamped(top_n: int, expected: int) -> None:
    engine = hits("brave", *[f"https://site{i}.example/page" for i in range(30)])
    result = fuse([engine], engine_weights={}, policy=NEUTRAL, top_n=top_n)
    assert len(result.hits) == expected
    assert [h.rank for h in result.hits] == list(range(1, expected + 1))


def test_allow_block_and_invalid_urls_are_dropped_with_reasons() -> None:
    policy = AuthorityPolicy.from_lists(allow=["example.com", "spam.example.com"], block=["spam.example.com"])
    engine = [
        Hit("https://example.com/ok", "ok", "s", "brave", 1),
        Hit("https://spam.example.com/x", "spam", "s", "brave", 2),
        Hit("https://elsewhere.org/x", "else", "s", "brave", 3),
        Hit("javascript:alert(1)", "js", "s", "brave", 4),
        Hit("", "empty", "s", "brave", 5),
    ]
    again = [Hit("https://spam.example.com/x", "spam", "s", "exa", 1)]
    result = fuse([engine, again], engine_weights={}, policy=policy)
    assert urls_of(result) == ["https://example.com/ok"]
    assert result.dropped == (
        ("https://spam.example.com/x", "blocked"),
        ("https://elsewhere.org/x", "not_allowed"),
        ("javascript:alert(1)", "invalid_url"),
        ("", "invalid_url"),
    )
    assert result.duplicates_merged == 0  # dropped occurrences are not merges


def test_bad_positions_fall_back_to_list_order_and_non_hits_are_skipped() -> None:
    engine = [
        Hit("https://a.example/", "a", "s", "brave", 0),
        "not a hit",
        Hit("https://b.example/", "b", "s", "brave", -4),
    ]
    result = fuse([engine, [], None], engine_weights={}, policy=NEUTRAL)  # type: ignore[list-item]
    assert [h.positions for h in result.hits] == [(("brave", 1),), (("brave", 3),)]


def test_empty_input() -> None:
    assert fuse([], engine_weights={}) == FusionResult((), 0, ())
    assert fuse([[], []], engine_weights={}).hits == ()


@pytest.mark.parametrize("k", [-1, math.nan, math.inf, "60", True])
def test_bad_k_is_a_usage_error(k: object) -> None:
    with pytest.raises(UsageError):
        fuse([hits("brave", "https://a.example/")], engine_weights={}, k=k)  # type: ignore[arg-type]


@pytest.mark.parametrize("weight", [-0.1, math.nan, math.inf, "1"])
def test_bad_engine_weight_is_a_usage_error(weight: object) -> None:
    with pytest.raises(UsageError):
        fuse([hits("brave", "https://a.example/")], engine_weights={"brave": weight})  # type: ignore[dict-item]


@pytest.mark.parametrize("option", [{"top_n": "5"}, {"top_n": 2.5}, {"per_domain_cap": "2"}, {"per_domain_cap": 1.5}])
def test_bad_option_types_are_usage_errors(option: dict[str, object]) -> None:
    with pytest.raises(UsageError):
        fuse([hits("brave", "https://a.example/")], engine_weights={}, **option)  # type: ignore[arg-type]


def test_zero_engine_weight_keeps_the_hit_last() -> None:
    lists = [hits("muted", "https://a.example/"), hits("brave", "https://b.example/")]
    result = fuse(lists, engine_weights={"muted": 0.0}, policy=NEUTRAL)
    assert urls_of(result) == ["https://b.example/", "https://a.example/"]
    assert result.hits[1].score == 0.0


def test_output_is_deterministic_and_typed() -> None:
    lists = [
        hits("brave", *[f"https://s{i % 7}.example/p{i}" for i in range(20)]),
        hits("exa", *[f"https://s{i % 5}.example/p{i}" for i in range(0, 40, 2)]),
    ]
    first = fuse(lists, engine_weights={"brave": 1.0, "exa": 1.0}, top_n=10)
    second = fuse([list(x) for x in lists], engine_weights={"brave": 1.0, "exa": 1.0}, top_n=10)
    assert first == second
    assert all(isinstance(h, FusedHit) for h in first.hits)
    scores = [h.score for h in first.hits]
    assert scores == sorted(scores, reverse=True)
    assert len({h.url for h in first.hits}) == len(first.hits)


def test_local_knowledge_base_hits_survive_fusion_uncapped():
    from groundwire.models import Hit
    from groundwire.rank import fuse

    local = [Hit(f"file:///home/me/notes/{i}.md", f"Note {i}", "text", "local", i + 1) for i in range(4)]
    result = fuse([local], top_n=5)
    assert [h.url for h in result.hits] == [h.url for h in local]  # no invalid_url drop, no domain cap
    assert {h.authority for h in result.hits} == {"local"}
    assert result.dropped == ()
