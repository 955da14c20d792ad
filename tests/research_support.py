"""Shared set-up for the deep-research tests and benchmark: an environment pointing every engine, the page reader
and the model at one emulator, and the scripted Nimbus 5 scenario."""

from __future__ import annotations

from pathlib import Path

from tests.emulator import Emulator
from tests.emulator.research_model import ResearchScript

ENGINES = ("brave", "exa", "tavily", "searxng", "serper", "jina")
QUESTION = "How did the Nimbus 5 launch go: price, features and reception?"
LAUNCH = "reuters.com/technology/nimbus-5-launch"
FARM = "top10-gadget-facts.com"
HANDS_ON = "techreviewer.blog/nimbus-5-hands-on"
MEGATHREAD = "reddit.com/r/Android/comments/xyz789"
INVENTED = "The Nimbus 5 is the best phone ever made, full stop."
FIRST_CLAIM = "The Nimbus 5 is the first phone with two-way satellite messaging"


def research_env(emu: Emulator, home: Path, extra_toml: str = "", **extra: str) -> dict[str, str]:
    """Engines, the reader (pages are read through the emulated Jina reader, so real URLs keep their sites)
    and the model, all on the emulator."""
    home.mkdir(parents=True, exist_ok=True)
    env = {"GROUNDWIRE_HOME": str(home), "GROUNDWIRE_READ_BACKEND": "jina",
           "GROUNDWIRE_READER_URL": emu.base_url("reader"),
           "GROUNDWIRE_LLM_URL": emu.url + "/v1", "GROUNDWIRE_LLM_MODEL": "emulator-chat",
           "GROUNDWIRE_LLM_KEY": "test-key"}
    for name in ENGINES:
        env[f"GROUNDWIRE_{name.upper()}_URL"] = emu.base_url(name)
        if name != "searxng":
            env[f"{name.upper()}_API_KEY"] = "test-key"
    env["SEARXNG_URL"] = emu.base_url("searxng")
    cfg = home / "config.toml"
    cfg.write_text("[providers.duckduckgo]\nenabled = false\n" + extra_toml, encoding="utf-8")
    env["GROUNDWIRE_CONFIG"] = str(cfg)
    env.update(extra)
    return env


def card(quote: str, claim: str, metric: str | None = None, value: str | None = None,
         credibility: str = "high") -> dict[str, object]:
    return {"quote": quote, "claim": claim, "metric": metric, "value": value, "scope": None, "date": None,
            "credibility": credibility}


NIMBUS_PLAN = {"sections": [
    {"title": "Launch facts", "question": "What did the Nimbus 5 launch announce?",
     "queries": ["Nimbus 5 launch price satellite messaging"], "languages": ["en", "zh"],
     "answer_criteria": "price and ship date from the maker or a wire service"},
    {"title": "Reception", "question": "How was the Nimbus 5 received?",
     "queries": ["Nimbus 5 hands-on battery review"], "languages": ["en"],
     "answer_criteria": "a named reviewer's finding"},
]}


def nimbus_script(*, first_claim_refuted: bool = True) -> ResearchScript:
    """The scripted model: a real plan, cards per page (one invented quote, one contradicting price, one
    over-claim that independent verification refutes)."""
    script = ResearchScript()
    script.on("plan", NIMBUS_PLAN)
    script.on("extract", {"cards": [
        card("Nimbus on Monday unveiled the Nimbus 5 smartphone at a launch event in San Francisco, priced from $799.",
             "The Nimbus 5 launched in San Francisco priced from $799.", "price", "$799"),
        card("The Nimbus 5 adds two-way satellite messaging, a 5,200 mAh battery and a 6.3-inch display rated at "
             "3,000 nits.", FIRST_CLAIM, "satellite messaging", "two-way"),
    ]}, when=LAUNCH)
    script.on("extract", {"cards": [
        card("Price: $799.", "Nimbus 5 is priced at $799.", "price", "$799", "medium"),
    ]}, when=MEGATHREAD)
    script.on("extract", {"cards": [
        card("Nimbus 5 price could be $999 or $699, nobody knows.", "The Nimbus 5 costs $999.", "price", "$999",
             "low"),
    ]}, when=FARM)
    script.on("extract", {"cards": [
        card(INVENTED, "Reviewers call the Nimbus 5 the best phone ever made."),
        card("Battery life is the headline: the 5,200 mAh cell lasted almost two days of mixed use in our test.",
             "A reviewer's 5,200 mAh battery lasted almost two days.", "battery life", "almost two days", "medium"),
    ]}, when=HANDS_ON)
    script.on("extract", {"cards": []})  # every other page: nothing relevant
    script.on("reflect", {"gaps": [{"section": "S1", "query": "Nimbus 5 everything you need to know price rumors",
                                    "language": "en"},
                                   {"section": "S1", "query": "Nimbus 5 发布 售价", "language": "zh"}],
                          "contradictions": [], "unsupported": [], "blind_spots": ["long-term reliability"]},
              times=1)
    verdict = {"verdict": "refuted" if first_claim_refuted else "supported",
               "reason": "the evidence names no first; rivals had satellite messaging before"}
    script.on("verify", verdict, when=FIRST_CLAIM)
    return script
