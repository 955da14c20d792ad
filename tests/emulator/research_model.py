"""A scripted research model for the emulator's OpenAI-compatible endpoint.

Deep research calls the model concurrently (sections in parallel), so a FIFO script cannot say which answer goes
where. This responder picks the answer by *task* (the ``research_<task>`` schema name in ``response_format``, or
the system prompt's wording in JSON mode) and, optionally, by a substring of the user message (a page's URL, a
claim). Without a matching rule each task has a plain default:

- ``plan``: two sections about the question's words;
- ``extract``: the page's first sentence, quoted verbatim;
- ``write``: one sentence per card, ``claim [source]``;
- ``summary``: the first cited sentence of each section;
- ``reflect``: nothing to add; ``verify``: ``unclear``.

Install with ``emu.chat_responder = ResearchScript(...)``; ``Emulator.reset()`` removes it.
"""

from __future__ import annotations

import json
import re
import threading
from collections import Counter
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from . import chat

TASKS = ("plan", "extract", "write", "summary", "reflect", "verify")
_PROMPT_HINTS = (  # JSON mode has no schema name: recognise the system prompt
    ("plan", "You plan a research report"), ("extract", "You extract facts"), ("write", "You write one section"),
    ("summary", "You write the summary"), ("reflect", "You review a research draft"), ("verify", "You check ONE"),
)
Answer = dict[str, Any] | str | Callable[[dict[str, Any], str], Any]


@dataclass
class Rule:
    task: str
    answer: Answer
    when: str | None = None
    times: int | None = None  # None: every time
    delay_s: float = 0.0


def task_of(payload: dict[str, Any]) -> str | None:
    fmt = payload.get("response_format")
    if isinstance(fmt, dict) and fmt.get("type") == "json_schema":
        name = str((fmt.get("json_schema") or {}).get("name", ""))
        if name.startswith("research_"):
            return name.removeprefix("research_")
    system = next((m.get("content", "") for m in payload.get("messages", []) if m.get("role") == "system"), "")
    return next((task for task, hint in _PROMPT_HINTS if isinstance(system, str) and system.startswith(hint)), None)


def user_text(payload: dict[str, Any]) -> str:
    return next((str(m.get("content", "")) for m in reversed(payload.get("messages", []))
                 if m.get("role") == "user"), "")


def page_text(user: str) -> str:
    m = re.search(r"<<<PAGE\n(.*)\nPAGE>>>", user, re.DOTALL)
    return m.group(1) if m else ""


def default_answer(task: str, user: str) -> dict[str, Any]:
    if task == "plan":
        words = [w for w in re.findall(r"\w+", user) if len(w) > 3][:4] or ["topic"]
        topic = " ".join(words)
        return {"sections": [
            {"title": "Facts", "question": f"What are the facts about {topic}?", "queries": [topic],
             "languages": ["en"], "answer_criteria": "a dated fact"},
            {"title": "Reception", "question": f"How was {topic} received?", "queries": [f"{topic} review"],
             "languages": ["en"], "answer_criteria": "a named source"}]}
    if task == "extract":
        text = page_text(user)
        first = next((s.strip() for s in re.split(r"(?<=[.!?。])\s+", text) if len(s.strip()) >= 20), None)
        return {"cards": [] if first is None else [
            {"quote": first, "claim": first, "metric": None, "value": None, "scope": None, "date": None,
             "credibility": "medium"}]}
    if task == "write":
        cards = [json.loads(line) for line in user.split("FACT CARDS:\n", 1)[-1].splitlines()
                 if line.startswith("{")]
        return {"text": " ".join(f"{c['claim'].rstrip('.')} [{c['source']}]." for c in cards)}
    if task == "summary":
        firsts = re.findall(r"^## .*\n([^\n]*?\[s\d+\]\.?)", user, re.MULTILINE)
        return {"text": " ".join(firsts) or "Nothing was established."}
    if task == "reflect":
        return {"gaps": [], "contradictions": [], "unsupported": [], "blind_spots": []}
    return {"verdict": "unclear", "reason": "the evidence does not say"}


class ResearchScript:
    """Rules per task, first match wins; counts every call per task (``calls``)."""

    def __init__(self, *, latency_s: float = 0.0) -> None:
        self.latency_s = latency_s  # added to every answer (a model's think time, for benchmarks)
        self.rules: list[Rule] = []
        self.calls: Counter[str] = Counter()
        self.seen: list[tuple[str, str]] = []  # (task, user message)
        self._lock = threading.Lock()

    def on(self, task: str, answer: Answer, *, when: str | None = None, times: int | None = None,
           delay_s: float = 0.0) -> ResearchScript:
        """``answer``: a dict (sent as JSON), a str (sent as raw content: junk, near-JSON) or
        ``"error500"``-style behaviour names, or ``fn(payload, user) -> dict``."""
        if task not in TASKS:
            raise ValueError(f"unknown research task {task!r}")
        self.rules.append(Rule(task, answer, when, times, delay_s))
        return self

    def _match(self, task: str, user: str) -> Rule | None:
        with self._lock:
            for rule in self.rules:
                if rule.task != task or (rule.when is not None and rule.when not in user):
                    continue
                if rule.times is not None:
                    if rule.times <= 0:
                        continue
                    rule.times -= 1
                return rule
        return None

    async def __call__(self, payload: Any, pause: Callable[[float], Awaitable[None]]) -> dict[str, Any] | None:
        if not isinstance(payload, dict):
            return None
        task = task_of(payload)
        if task is None:
            return None  # not a research call: the ordinary chat script answers
        user = user_text(payload)
        with self._lock:
            self.calls[task] += 1
            self.seen.append((task, user))
        rule = self._match(task, user)
        delay = self.latency_s + (rule.delay_s if rule is not None else 0.0)
        if delay:
            await pause(delay)
        answer = rule.answer if rule is not None else default_answer(task, user)
        if callable(answer):
            answer = answer(payload, user)
        if isinstance(answer, str):
            return chat.normalise(answer) if answer in chat.SIMPLE_KINDS else {"kind": "content", "content": answer}
        return {"kind": "json", "json": answer}
