"""Intent-aware fusion: multipliers from data, the social cap after every multiplier, source_tier and platform on
fused hits, and the cross-check depth setting."""

from __future__ import annotations

from datetime import date

import pytest

from groundwire.config import load_settings
from groundwire.errors import ConfigError
from groundwire.grounder import Grounder, SearchParams
from groundwire.models import Hit
from groundwire.rank import fuse
from groundwire.rank.authority import SOCIAL_CAP
from groundwire.rank.fuse import DEFAULT_K
from groundwire.rank.sources import SOURCE_TIERS, load_sources
from tests.test_platform_engines import platform_settings


def hit(url: str, provider: str, position: int = 1) -> Hit:
    return Hit(url, f"title {url}", "snippet text long enough", provider, position)


def test_intent_groups_and_modes_pick_multipliers_from_data():
    data = load_sources()
    assert data.group_for("news", None) == "breaking"
    assert data.group_for("comparison", None) == "concept"
    assert data.group_for("price", None) == "factual"
    assert data.group_for("fact", "platform") == "opinion"  # the mode says more than the planner's intent
    assert data.multipliers_for(None, None) == {}
    assert data.multipliers_for("news", None)["rss"] > 1 > data.multipliers_for("news", None)["arxiv"]


def test_multipliers_reorder_engines_by_intent():
    lists = [[hit("https://www.reddit.com/r/python/comments/a/x/", "reddit")],
             [hit("https://example.org/page", "brave")]]
    opinion = fuse(lists, multipliers=load_sources().multipliers_for("opinion", None), per_domain_cap=None)
    breaking = fuse(lists, multipliers=load_sources().multipliers_for("news", None), per_domain_cap=None)
    assert opinion.hits[0].url.startswith("https://www.reddit.com/")
    assert breaking.hits[0].url == "https://example.org/page"


def test_no_multipliers_keeps_the_plain_score():
    lists = [[hit("https://example.org/a", "brave", 1)], [hit("https://example.org/a", "exa", 2)]]
    plain = fuse(lists)
    assert plain.hits[0].score == pytest.approx(1 / (DEFAULT_K + 1) + 1 / (DEFAULT_K + 2))


def test_social_stays_capped_after_every_multiplier():
    lists = [[hit("https://www.youtube.com/watch?v=abc", "video")]]
    huge = fuse(lists, multipliers={"video": 9.0})
    assert huge.hits[0].source_tier == "social"
    assert huge.hits[0].score == pytest.approx(SOCIAL_CAP / (DEFAULT_K + 1))
    low = fuse(lists, multipliers={"video": 0.5})  # a multiplier below 1 still lowers it
    assert low.hits[0].score == pytest.approx(0.5 * 0.5 / (DEFAULT_K + 1))


@pytest.mark.parametrize(("url", "tier", "platform"), [
    ("https://docs.python.org/3/whatsnew/3.15.html", "official", None),
    ("https://en.wikipedia.org/wiki/Python", "reference", None),
    ("https://www.reuters.com/technology/x/", "news", None),
    ("https://tech.sina.com.cn/mobile/x.html", "news", None),
    ("https://www.reddit.com/r/Python/comments/abc/x/", "blog/forum", "reddit"),
    ("https://news.ycombinator.com/item?id=1", "blog/forum", "hackernews"),
    ("https://stackoverflow.com/questions/1/x", "blog/forum", "stackexchange"),
    ("https://github.com/astral-sh/uv", "unknown", "github"),
    ("https://x.com/someone/status/1", "social", "x"),
    ("https://www.bilibili.com/video/BV1", "social", "bilibili"),
    ("https://top10-gadget-facts.com/x", "unknown", None),
    ("https://answers.com/q/x", "farm", None),
    ("https://blog.example-dev.io/posts/x", "blog/forum", None),
    ("https://example.org/x", "unknown", None),
])
def test_source_tier_and_platform(url, tier, platform):
    fused = fuse([[hit(url, "brave")]]).hits[0]
    assert (fused.source_tier, fused.platform) == (tier, platform)
    assert fused.source_tier in SOURCE_TIERS
    data = fused.to_dict()
    assert data["source_tier"] == tier
    assert data.get("platform") == platform and (("platform" in data) == (platform is not None))


def test_cross_check_depth_setting(tmp_path):
    assert load_settings({"GROUNDWIRE_HOME": str(tmp_path), "GROUNDWIRE_CROSS_CHECK_DEPTH": "3"}).search.depth == 3
    assert load_settings({"GROUNDWIRE_HOME": str(tmp_path)}).route("grounding").depth == 2  # the default
    for bad in ("0", "4", "two"):
        with pytest.raises(ConfigError, match="CROSS_CHECK_DEPTH"):
            load_settings({"GROUNDWIRE_HOME": str(tmp_path), "GROUNDWIRE_CROSS_CHECK_DEPTH": bad})


@pytest.mark.parametrize(("depth", "expected"), [("1", {"exa"}), ("3", {"exa", "brave", "searxng"})])
async def test_cross_check_depth_sets_how_many_engines_run_in_parallel(emulator, tmp_path, depth, expected):
    settings = platform_settings(emulator, tmp_path, GROUNDWIRE_CROSS_CHECK_DEPTH=depth)
    async with Grounder(settings, log=False) as g:
        response = await g.search("python release", SearchParams(use_cache=False, count=3))
    stage1 = {a.provider for a in response.trace.attempts if a.stage == 1 and a.outcome != "skipped"}
    assert stage1 == expected


async def test_the_planner_intent_reaches_fusion_and_is_traced(emulator, tmp_path):
    settings = platform_settings(emulator, tmp_path)
    async with Grounder(settings, log=False) as g:
        _, response = await g.search_question("latest news about the nimbus 5 launch", SearchParams(use_cache=False),
                                              today=date(2026, 11, 30))
    notes = [e for e in response.trace.events if e.get("action") == "intent_multipliers"]
    assert notes and notes[0]["group"] == "breaking"
    assert all(h.source_tier in SOURCE_TIERS for h in response.hits)
