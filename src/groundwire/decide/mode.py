"""Which research mode a question wants, from its words: rules as data (``groundwire/data/modes.toml``).

Pure and fast: a handful of compiled regexes per mode, tried in the file's order (recovery, academic, platform,
research, news); the first rule that matches names the mode and the words that matched explain why. No rule
matching means the configured default mode. The caller's explicit choice (``--mode``, the proxy's
``groundwire.mode``, the MCP ``mode`` argument) always wins and is traced as such.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from ..datafile import read_toml
from ..errors import ConfigError

MODES_FILE = Path(__file__).resolve().parent.parent / "data" / "modes.toml"
_LINK = re.compile(r"https?://\S+", re.IGNORECASE)
MAX_CHARS = 2000


@dataclass(frozen=True, slots=True)
class ModeRule:
    mode: str
    reason: str
    pattern: re.Pattern[str]
    needs_link: bool = False


@dataclass(frozen=True, slots=True)
class ModeChoice:
    """``mode`` is None when nothing matched (use the configured default)."""

    mode: str | None
    reason: str
    source: str  # "question" | "caller" | "default"


@lru_cache(maxsize=4)
def load_rules(path: Path = MODES_FILE) -> tuple[ModeRule, ...]:
    data = read_toml(path, "mode rules")
    rules: list[ModeRule] = []
    for i, table in enumerate(data.get("rules", [])):
        if not isinstance(table, dict) or not isinstance(table.get("mode"), str):
            raise ConfigError(f"mode rules: rule {i} needs a mode")
        patterns = table.get("patterns", [])
        if not isinstance(patterns, list) or not patterns or not all(isinstance(p, str) for p in patterns):
            raise ConfigError(f"mode rules: rule {i} ({table['mode']}) needs a list of patterns")
        try:
            compiled = re.compile("|".join(f"(?:{p})" for p in patterns), re.IGNORECASE)
        except re.error as exc:
            raise ConfigError(f"mode rules: rule {i} ({table['mode']}): bad pattern: {exc}") from None
        rules.append(ModeRule(table["mode"], str(table.get("reason", table["mode"])), compiled,
                              bool(table.get("needs_link", False))))
    return tuple(rules)


def choose_mode(question: str, rules: tuple[ModeRule, ...] | None = None) -> ModeChoice:
    """The mode the question's words ask for, with the reason; ``mode=None`` when no rule matched."""
    text = (question or "")[:MAX_CHARS]
    has_link = bool(_LINK.search(text))
    words = _LINK.sub(" ", text)  # a URL's path must not pick the mode ("/papers/", "/news/")
    for rule in rules if rules is not None else load_rules():
        if rule.needs_link and not has_link:
            continue
        found = rule.pattern.search(words)
        if found:
            return ModeChoice(rule.mode, f"{rule.reason} (matched {found.group(0).strip()!r})", "question")
    return ModeChoice(None, "no mode words in the question: the default mode", "default")


def resolve_mode(question: str | None, explicit: str | None, default: str) -> ModeChoice:
    """The caller's mode when given, else the question's, else ``default``; never None."""
    if explicit:
        return ModeChoice(explicit, "named by the caller", "caller")
    if not question:
        return ModeChoice(default, "no question to read: the default mode", "default")
    choice = choose_mode(question)
    return choice if choice.mode else ModeChoice(default, choice.reason, "default")


SEARCH_SWITCHES = ("off", "on", "auto")


def split_mode_field(value: str | None, routes: Mapping[str, object]) -> tuple[str | None, str | None]:
    """The proxy's ``groundwire.mode``: ``(search_switch, research_mode)``. ``"academic"`` -> ``("on",
    "academic")``; ``"auto"`` -> ``("auto", None)``; anything else is left as the switch (and rejected there)."""
    if value is None:
        return None, None
    text = value.strip().lower()
    if text in SEARCH_SWITCHES or text not in routes:
        return value, None
    return "on", text
