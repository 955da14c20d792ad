"""Local knowledge first: a confident, fresh enough local answer keeps the question off the web (traced); stale or
unsure local material does not; a question the privacy gate blocks is still answered from the local notes."""

from __future__ import annotations

import os
import time
from datetime import date, datetime, timedelta, timezone

import pytest

from groundwire.decide.local_first import judge
from groundwire.grounder import Grounder, SearchParams
from groundwire.local.indexer import index_path
from groundwire.local.store import Store
from tests.test_platform_engines import GENERAL, platform_settings

TODAY = date(2026, 11, 30)


@pytest.mark.parametrize(("confidence", "age", "intent", "expected"), [
    (0.9, 10, "fact", True),
    (0.6, 10, "fact", True),  # the threshold itself is confident
    (0.59, 10, "fact", False),
    (0.9, 100, "fact", True),  # 180 days for slow subjects
    (0.9, 100, "price", False),  # 90 days for prices, releases, scores ...
    (0.9, 89, "release", True),
    (0.9, 200, "fact", False),
    (0.9, None, "fact", False),  # no date: freshness unknown
])
def test_judge(confidence, age, intent, expected):
    newest = None if age is None else TODAY - timedelta(days=age)
    verdict = judge(confidence, newest, intent, TODAY)
    assert verdict.use_local is expected and verdict.reason


def index_note(settings, tmp_path, text: str, age_days: int) -> None:
    notes = tmp_path / "notes"
    notes.mkdir(exist_ok=True)
    note = notes / "rollout.md"
    note.write_text(text, encoding="utf-8")
    stamp = time.time() - age_days * 86400
    os.utime(note, (stamp, stamp))
    settings.local_db.parent.mkdir(parents=True, exist_ok=True)
    with Store(settings.local_db) as store:
        index_path(store, notes, now=datetime.now(timezone.utc))


NOTE = "# Quokka rollout plan\n\nThe quokka rollout plan moves the quokka service to the new cluster in three waves."


async def ask(settings, question):
    async with Grounder(settings, log=False) as g:
        return await g.search_question(question, SearchParams(use_cache=False), today=date.today())


async def test_confident_fresh_local_answer_keeps_the_web_out(emulator, tmp_path):
    settings = platform_settings(emulator, tmp_path)
    index_note(settings, tmp_path, NOTE, age_days=10)
    _, response = await ask(settings, "quokka rollout plan")
    step = [e for e in response.trace.events if e.get("step") == "local_first"]
    assert step and step[0]["answered_locally"] is True and step[0]["confidence"] >= 0.6
    assert response.status == "ok" and response.hits[0].url.startswith("file://")
    assert [r for r in emulator.requests() if r.engine in GENERAL] == []


async def test_stale_local_material_goes_to_the_web(emulator, tmp_path):
    settings = platform_settings(emulator, tmp_path)
    index_note(settings, tmp_path, NOTE, age_days=400)
    _, response = await ask(settings, "quokka rollout plan")
    step = [e for e in response.trace.events if e.get("step") == "local_first"]
    assert step and step[0]["answered_locally"] is False and "days old" in step[0]["reason"]
    assert [r for r in emulator.requests() if r.engine in GENERAL], "the web was asked"


async def test_private_question_is_answered_from_local_notes_only(emulator, tmp_path):
    settings = platform_settings(emulator, tmp_path)
    index_note(settings, tmp_path, NOTE, age_days=400)  # age does not matter: the web is not an option
    _, response = await ask(settings, "what is in my notes about the quokka rollout plan")
    assert response.status == "ok" and response.hits and response.hits[0].url.startswith("file://")
    step = [e for e in response.trace.events if e.get("step") == "local_first"]
    assert step and step[0]["answered_locally"] is True and "privacy" in step[0]["reason"]
    assert [r for r in emulator.requests() if r.engine in GENERAL] == []


async def test_private_question_without_local_notes_stays_blocked(emulator, tmp_path):
    settings = platform_settings(emulator, tmp_path)
    _, response = await ask(settings, "what is in my notes about the quokka rollout plan")
    assert response.status == "blocked" and not response.hits
    assert emulator.requests() == []
