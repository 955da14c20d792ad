"""Entity grounding: the pure counting (URL x3, text x1, aggregators, repo suffixes, generic handles) and the
pre-search end to end through the emulator (traced, cached, feeding the query, platform targets and entity_miss)."""

from __future__ import annotations

from datetime import date

import pytest

from groundwire.engines.entities import EntityGrounding, entity_in_question, load_rules, resolve_entity
from groundwire.grounder import Grounder, SearchParams
from groundwire.models import Hit
from tests.test_platform_engines import platform_settings

TODAY = date(2026, 11, 30)


def h(url: str, title: str = "", snippet: str = "") -> Hit:
    return Hit(url, title or url, snippet, "brave", 1)


HITS = [
    h("https://www.nimbusphone.com/nimbus-5", "Nimbus 5 - Nimbus"),
    h("https://support.nimbusphone.com/battery", "Nimbus support"),
    h("https://en.wikipedia.org/wiki/Nimbus_(smartphone)", "Nimbus (smartphone)"),
    h("https://www.reuters.com/technology/nimbus-5-launch/", "Nimbus 5 launched", "Official site nimbusphone.com"),
    h("https://github.com/nimbus-phone/nimbus-sdk", "nimbus-phone/nimbus-sdk"),
    h("https://github.com/nimbus-phone/nimbus", "nimbus-phone/nimbus: firmware",
      "git clone github.com/nimbus-phone/nimbus"),
    h("https://www.reddit.com/r/NimbusPhones/comments/1/x/", "Battery thread", "see r/NimbusPhones"),
    h("https://www.reddit.com/r/Android/comments/2/y/", "Nimbus 5 review"),
    h("https://x.com/nimbusphone/status/1", "Nimbus on X", "follow @nimbusphone"),
    h("https://x.com/home", "X home"),
    h("https://twitter.com/share?text=nimbus", "share"),
]


def test_counts_urls_three_times_and_text_once():
    entity = resolve_entity("Nimbus 5", HITS)
    assert entity.official_domain == "nimbusphone.com"
    assert entity.scores["domain"]["nimbusphone.com"] == 3 + 3 + 1  # two URLs and one mention in a snippet
    assert entity.github_repo == "nimbus-phone/nimbus"  # -sdk folded into the same project, shortest spelling
    assert entity.scores["repo"]["nimbus-phone/nimbus"] == 3 + 3 + 1  # two URLs, one mention in a snippet
    assert entity.subreddit == "NimbusPhones"
    assert entity.x_handle == "nimbusphone"  # "home" and "share" are generic, never handles


def test_aggregators_are_never_the_official_domain():
    entity = resolve_entity("Nimbus", [h("https://en.wikipedia.org/wiki/Nimbus"), h("https://www.reuters.com/x"),
                                       h("https://medium.com/@a/nimbus"), h("https://en.wikipedia.org/wiki/N2")])
    assert entity.official_domain is None
    rules = load_rules()
    assert {"wikipedia.org", "reuters.com", "reddit.com", "github.com"} <= rules.aggregators


def test_an_unrelated_domain_needs_two_url_sightings():
    one = resolve_entity("Nimbus", [h("https://gadgets.example.net/review")])
    two = resolve_entity("Nimbus", [h("https://gadgets.example.net/review"), h("https://gadgets.example.net/x")])
    assert one.official_domain is None and two.official_domain == "example.net"


def test_names_and_targets():
    entity = EntityGrounding("Nimbus 5", "nimbusphone.com", "nimbus-phone/nimbus", "NimbusPhones", "nimbusphone")
    assert {"nimbus 5", "nimbus5", "nimbusphone.com", "nimbusphone", "nimbus-phone/nimbus"} <= set(entity.names)
    assert entity.platform_targets() == {"reddit": "subreddit:NimbusPhones", "github": "repo:nimbus-phone/nimbus"}


@pytest.mark.parametrize(("entities", "question", "expected"), [
    (("Python",), "What is the latest Python release?", "Python"),
    (("Find",), "Find papers on transformers", None),  # a capitalised first word is not an entity
    (("2026",), "events of 2026", None),
    ((), "how tall is it", None),
])
def test_only_a_named_entity_is_grounded(entities, question, expected):
    assert entity_in_question(entities, question) == expected


async def test_pre_search_feeds_the_query_flags_misses_and_is_cached(emulator, tmp_path):
    settings = platform_settings(emulator, tmp_path)
    question = "What changed in Python 3.15?"
    async with Grounder(settings, log=False) as g:
        _, first = await g.search_question(question, SearchParams(count=8), today=TODAY)
        step = [e for e in first.trace.events if e.get("step") == "entities"]
        assert step and step[0]["name"] == "Python 3.15" and step[0]["cached"] is False
        assert step[0]["official_domain"] == "python.org" and step[0]["subreddit"] == "Python"
        assert isinstance(step[0]["ms"], float)
        assert any(q.text == '"Python 3.15" site:python.org' for q in first.queries)
        assert all(("entity_miss" in hit.flagged) != ("python" in f"{hit.title} {hit.snippet} {hit.url}".lower())
                   for hit in first.hits)
        calls = len(emulator.requests())
        _, second = await g.search_question(question, SearchParams(count=8), today=TODAY)
        again = [e for e in second.trace.events if e.get("step") == "entities"]
        assert again[0]["cached"] is True and again[0]["official_domain"] == "python.org"
        assert len(emulator.requests()) == calls  # everything came from the cache


async def test_no_entity_no_pre_search(emulator, tmp_path):
    settings = platform_settings(emulator, tmp_path)
    async with Grounder(settings, log=False) as g:
        _, response = await g.search_question("how does tcp slow start work", SearchParams(use_cache=False),
                                              today=TODAY)
    assert not [e for e in response.trace.events if e.get("step") == "entities"]


async def test_entity_targets_the_platform_channels(emulator, tmp_path):
    settings = platform_settings(emulator, tmp_path)
    async with Grounder(settings, log=False) as g:
        _, response = await g.search_question("What do people think of Python 3.15?", SearchParams(use_cache=False),
                                              today=TODAY)
    assert response.trace.mode == "platform"
    targeted = [e for e in response.trace.events if e.get("action") == "targeted"]
    assert {"channel": "reddit", "target": "subreddit:Python"} in [
        {k: e[k] for k in ("channel", "target")} for e in targeted]
    reddit = emulator.requests("reddit")
    assert reddit and reddit[0].path == "/r/Python/search.json"
