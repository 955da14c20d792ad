"""Authority tiers and allow / block / boost (groundwire.rank.authority)."""

from __future__ import annotations

import math
from pathlib import Path

import pytest

from groundwire.errors import ConfigError
from groundwire.rank.authority import (
    DEFAULT_AUTHORITY_FILE,
    SOCIAL_CAP,
    AuthorityPolicy,
    Tier,
    classify,
    load_tiers,
    normalise_domain,
)


@pytest.mark.parametrize(
    "url, tier",
    [
        ("https://www.whitehouse.gov/briefing-room/", "official"),
        ("https://www.gov.cn/zhengce/content.htm", "official"),
        ("https://www.stats.gov.cn/sj/", "official"),
        ("https://www.mit.edu/", "official"),
        ("https://www.ox.ac.uk/admissions", "official"),
        ("https://www.who.int/news", "official"),
        ("https://www.w3.org/TR/html52/", "official"),
        ("https://datatracker.ietf.org/doc/html/rfc9110", "official"),
        ("https://www.iso.org/standard/1.html", "official"),
        ("https://docs.python.org/3/library/asyncio.html", "official"),
        ("https://httpx.readthedocs.io/en/latest/", "official"),
        ("https://docs.rs/tokio/latest/tokio/", "official"),
        ("https://docs.djangoproject.com/en/5.0/", "official"),  # the docs.* label rule
        ("https://developer.chrome.com/blog/", "official"),  # the developer.* label rule
        ("https://github.com/encode/httpx/releases/tag/0.27.0", "official"),  # a URL pattern
        ("https://en.wikipedia.org/wiki/Reciprocal_rank_fusion", "reference"),
        ("https://zh.m.wikipedia.org/wiki/X", "reference"),
        ("https://www.reuters.com/world/", "reference"),
        ("https://apnews.com/article/x", "reference"),
        ("https://www.bbc.co.uk/news/world-1", "reference"),
        ("https://www.nytimes.com/2024/05/01/x.html", "reference"),
        ("https://www.nature.com/articles/x", "reference"),
        ("https://arxiv.org/abs/2405.00001", "reference"),
        ("http://www.xinhuanet.com/politics/x.htm", "reference"),
        ("http://world.people.com.cn/n1/x.html", "reference"),
        ("https://medium.com/@someone/post-123", "community"),
        ("https://someone.substack.com/p/post", "community"),
        ("https://stackoverflow.com/questions/1/x", "community"),
        ("https://www.reddit.com/r/python/comments/x", "community"),
        ("https://www.zhihu.com/question/1", "community"),
        ("https://docs.google.com/document/d/abc", "community"),  # user content beats the docs.* rule
        ("https://twitter.com/user/status/1", "social"),
        ("https://x.com/user/status/1", "social"),
        ("https://mobile.twitter.com/user", "social"),
        ("https://www.facebook.com/page", "social"),
        ("https://www.tiktok.com/@u/video/1", "social"),
        ("https://weibo.com/1234/abc", "social"),
        ("https://www.youtube.com/watch?v=abc", "social"),
        ("https://www.ehow.com/how_1.html", "farm"),
        ("https://www.answers.com/q/x", "farm"),
        ("https://github.com/encode/httpx", "default"),
        ("https://example.com/", "default"),
        ("https://docs/", "default"),  # a single-label host is not a docs site
    ],
)
def test_classify_bundled_tiers(url: str, tier: str) -> None:
    assert classify(url)[0] == tier


def test_tier_weights_are_ordered_and_social_is_capped() -> None:
    weights = {t.name: t.weight for t in load_tiers()}
    assert weights["official"] > weights["reference"] > 1.0 > weights["community"]
    assert weights["community"] > weights["social"] > weights["farm"]
    assert weights["social"] <= SOCIAL_CAP
    assert classify("https://example.com/a") == ("default", 1.0)
    assert classify("https://docs.python.org/3/") == ("official", 1.3)


@pytest.mark.parametrize("garbage", ["", "not a url", "javascript:alert(1)", "ftp://x.gov/", None, 42])
def test_garbage_classifies_as_default(garbage: object) -> None:
    assert classify(garbage) == ("default", 1.0)  # type: ignore[arg-type]
    assert AuthorityPolicy().verdict(garbage) == "invalid_url"  # type: ignore[arg-type]


def test_allow_list_keeps_only_those_domains_and_their_subdomains() -> None:
    policy = AuthorityPolicy.from_lists(allow=["python.org", "https://www.Example.com/some/path"])
    assert policy.verdict("https://docs.python.org/3/") is None
    assert policy.verdict("https://python.org/") is None
    assert policy.verdict("https://www.example.com/a") is None
    assert policy.verdict("https://api.example.com/a") is None
    assert policy.verdict("https://notpython.org/") == "not_allowed"
    assert policy.verdict("https://example.com.evil.net/") == "not_allowed"


def test_block_list_drops_and_beats_allow() -> None:
    policy = AuthorityPolicy.from_lists(allow=["example.com"], block=["ads.example.com", "*.farm.net"])
    assert policy.verdict("https://ads.example.com/x") == "blocked"
    assert policy.verdict("https://x.ads.example.com/x") == "blocked"
    assert policy.verdict("https://example.com/x") is None
    assert policy.verdict("https://www.farm.net/") == "blocked"
    empty = AuthorityPolicy()
    assert empty.verdict("https://anything.example/") is None


def test_boost_multiplies_and_longest_entry_wins() -> None:
    policy = AuthorityPolicy.from_lists(boost={"example.com": 2.0, "blog.example.com": 0.5, "python.org": 1.5})
    assert policy.classify("https://www.example.com/") == ("default", 2.0)
    assert policy.classify("https://blog.example.com/p") == ("default", 0.5)
    assert policy.classify("https://docs.python.org/3/") == ("official", pytest.approx(1.3 * 1.5))
    assert policy.classify("https://other.org/") == ("default", 1.0)


def test_boost_cannot_lift_social_above_cap() -> None:
    policy = AuthorityPolicy.from_lists(boost={"twitter.com": 5.0, "youtube.com": 0.5})
    assert policy.classify("https://twitter.com/a/status/1") == ("social", SOCIAL_CAP)
    assert policy.classify("https://www.youtube.com/watch?v=1") == ("social", 0.25)


@pytest.mark.parametrize("factor", [0, -1, math.nan, math.inf, 11, "2", True, None])
def test_bad_boost_is_a_config_error(factor: object) -> None:
    with pytest.raises(ConfigError):
        AuthorityPolicy.from_lists(boost={"example.com": factor})  # type: ignore[dict-item]


@pytest.mark.parametrize("entry", ["", "   ", "not a domain at all/", "javascript:alert(1)", 5])
def test_bad_domain_entries_are_config_errors(entry: object) -> None:
    with pytest.raises(ConfigError):
        AuthorityPolicy.from_lists(block=[entry])  # type: ignore[list-item]


def test_normalise_domain() -> None:
    assert normalise_domain("*.Example.COM") == "example.com"
    assert normalise_domain("https://www.example.com/path?q=1") == "example.com"
    assert normalise_domain("bücher.de") == "xn--bcher-kva.de"
    assert normalise_domain("gov") == "gov"


def _write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "tiers.toml"
    path.write_text(text, encoding="utf-8")
    return path


def test_custom_tier_file(tmp_path: Path) -> None:
    path = _write(
        tmp_path,
        """
[tiers.trusted]
weight = 2.0
domains = ["example.com"]
[tiers.social]
weight = 0.9
domains = ["chat.example.net"]
""",
    )
    tiers = load_tiers(path)
    policy = AuthorityPolicy(tiers=tiers)
    assert policy.classify("https://a.example.com/") == ("trusted", 2.0)
    assert policy.classify("https://chat.example.net/") == ("social", SOCIAL_CAP)  # the cap holds for any file
    assert policy.classify("https://docs.python.org/") == ("default", 1.0)  # bundled tiers replaced


@pytest.mark.parametrize(
    "text",
    [
        "this is [not toml",
        "[other]\nx = 1",
        "[tiers.a]\nweight = -1\ndomains = []",
        "[tiers.a]\nweight = 'high'",
        "[tiers.a]\nweight = 1\ndomains = 'example.com'",
        "[tiers.default]\nweight = 1",
        "[tiers.a]\nweight = 1\ndomains = ['x.com']\n[tiers.b]\nweight = 2\ndomains = ['x.com']",
    ],
)
def test_bad_tier_files_are_config_errors(tmp_path: Path, text: str) -> None:
    with pytest.raises(ConfigError):
        AuthorityPolicy(tiers=load_tiers(_write(tmp_path, text)))


def test_missing_tier_file_is_a_config_error(tmp_path: Path) -> None:
    with pytest.raises(ConfigError):
        load_tiers(tmp_path / "absent.toml")


def test_bundled_data_file_exists_and_tiers_are_reserved_names() -> None:
    assert DEFAULT_AUTHORITY_FILE.is_file()
    names = [t.name for t in load_tiers()]
    assert names == ["official", "reference", "community", "social", "farm"]
    with pytest.raises(ConfigError):
        AuthorityPolicy(tiers=(Tier("default", 1.0),))
