"""The research loop: plan -> section research (parallel, bounded) -> write -> reflect + follow-ups -> verify ->
summary -> report. Every step records its result in :class:`RunState` before the next one starts, so a resumed run
skips what is done. Budgets degrade steps (the report says what was skipped); a model that is down or a plan that
cannot be made stops the run with :class:`ResearchError`, the state kept.
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any

from ..config import Settings, load_settings
from ..decide.timeframe import resolve
from ..errors import ResearchError, UsageError
from ..grounder import Grounder
from ..llm import LLMEndpoint
from .budget import Budget, BudgetExhausted
from .claims import strong_claims
from .config import ResearchConfig
from .evidence import evidence_table
from .gather import SectionResearcher, search_mode
from .merge import render_report
from .model import ResearchModel, endpoint_or_error
from .prompts import plan_messages, reflect_messages, summary_messages, write_messages
from .state import RunState, write_atomic
from .verify import verify_claim
from .write import (CITE, cards_as_text, check_citations, clean_sentence, first_sentences, sentences,
                    uncited_sentences)

Progress = Callable[[dict[str, Any]], None]
MAX_GAPS_PER_SECTION = 2


@dataclass(frozen=True)
class ResearchResult:
    out: Path
    status: str  # done | partial
    report: Path
    cards: int
    sources: int
    budget: dict[str, Any]
    notes: tuple[str, ...] = field(default_factory=tuple)

    def to_dict(self) -> dict[str, Any]:
        return {"out": str(self.out), "status": self.status, "report": str(self.report), "cards": self.cards,
                "sources": self.sources, "budget": self.budget, "notes": list(self.notes)}


def report_language(question: str, lang: str | None) -> str:
    if lang:
        return lang
    return "Chinese" if any("\u4e00" <= ch <= "\u9fff" for ch in question) else "the language of the question"


class Runner:
    def __init__(self, state: RunState, *, grounder: Grounder, model: ResearchModel, budget: Budget,
                 config: ResearchConfig, today: date, progress: Progress | None,
                 now: Callable[[], datetime]) -> None:
        self.state = state
        self.grounder = grounder
        self.model = model
        self.budget = budget
        self.config = config
        self.today = today
        self._progress = progress
        self.mode, why = search_mode(grounder, config.mode)
        if why:
            state.note(why)
            state.trace("route", note=why)
        self.lang = report_language(state.question, config.lang)
        self.researcher = SectionResearcher(
            grounder=grounder, state=state, budget=budget, model=model, mode=self.mode, lang=config.lang,
            pages_per_section=config.pages_per_section, page_chars=config.page_chars, progress=self.progress,
            now=now)
        self._slots = asyncio.Semaphore(config.section_concurrency)

    def progress(self, **event: Any) -> None:
        self.state.budget = self.budget.used()
        if self._progress is not None:
            self._progress({**event, "pages": len(self.state.sources), "cards": len(self.state.cards),
                            "llm_calls": self.budget.llm_calls, "max_llm_calls": self.config.max_llm_calls})

    async def run(self) -> None:
        await self.plan()
        await self.gather_round(0, {s["id"]: s["queries"] for s in self.state.plan})
        await self.write_all()
        await self.reflect_rounds()
        await self.verify()
        await self.summarise()
        self.merge()

    def begin(self, phase: str) -> None:
        """Enter ``phase`` and save at once, so observers (the console, a killed run's resume) see it."""
        self.state.phase = phase
        self.state.save()

    # --- steps ------------------------------------------------------------------------------------

    async def plan(self) -> None:
        if self.state.plan:
            return
        self.state.phase = "plan"
        self.progress(phase="plan")
        system, user = plan_messages(self.state.question, self.today, self.config.lang)
        try:
            answer = await self.model.ask("plan", system, user)
        except BudgetExhausted as exc:
            raise ResearchError("budget", f"the {exc.what} budget ran out before a plan was made") from None
        if answer is None:
            raise ResearchError("bad_plan", "the model gave no usable plan after two tries (see trace.jsonl)")
        plan = []
        for i, sec in enumerate(answer.sections, start=1):
            queries = []
            for q in sec.queries:
                text = resolve(q, self.today).rewritten or q
                if text not in queries:
                    queries.append(text)
            plan.append({"id": f"S{i}", "title": sec.title, "question": sec.question, "queries": queries[:3],
                         "languages": sec.languages, "answer_criteria": sec.answer_criteria})
        self.state.plan = plan
        self.state.phase = "gather"
        self.state.trace("plan", sections=[s["title"] for s in plan])
        self.state.save()

    async def gather_round(self, round_: int, queries: dict[str, list[str]]) -> None:
        async def one(section: dict[str, Any]) -> None:
            async with self._slots:
                try:
                    await self.researcher.run(section, queries[section["id"]], round_)
                except BudgetExhausted as exc:
                    self.state.note(f"{section['id']}: research stopped early ({exc.what} budget exhausted)")
                    self.state.save()

        await asyncio.gather(*(one(s) for s in self.state.plan if queries.get(s["id"])))

    async def write_all(self) -> None:
        self.begin("write")
        todo = [s for s in self.state.plan
                if s["id"] not in self.state.drafts
                or self.state.written_at_cards.get(s["id"]) != len(self.state.cards_of(s["id"]))]

        async def one(section: dict[str, Any]) -> None:
            async with self._slots:
                await self.write_section(section)

        await asyncio.gather(*(one(s) for s in todo))

    async def write_section(self, section: dict[str, Any]) -> None:
        sid = section["id"]
        cards = self.state.cards_of(sid)
        if not cards:
            self.state.drafts[sid] = ("Nothing could be established for this section: no source read stated it "
                                      "(see the checklist).")
            self.state.written_at_cards[sid] = 0
            self.state.save()
            return
        self.progress(phase="write", section=sid)
        system, user = write_messages(section, cards, self.lang)
        try:
            answer = await self.model.ask("write", system, user)
        except BudgetExhausted as exc:
            answer = None
            self.state.note(f"{sid}: listed from its cards without prose ({exc.what} budget exhausted)")
        else:
            if answer is None:
                self.state.note(f"{sid}: listed from its cards without prose (the model's answers were unusable)")
        if answer is None:
            text = cards_as_text(cards)
        else:
            text, removed = check_citations(answer.text, {c.source_id for c in cards})
            if removed:
                self.state.note(f"{sid}: removed citations of sources the section was not given: "
                                + ", ".join(sorted(set(removed))))
        self.state.drafts[sid] = text
        self.state.written_at_cards[sid] = len(cards)
        self.state.trace("write", section=sid, cards=len(cards), chars=len(text), degraded=answer is None)
        self.state.save()

    async def reflect_rounds(self) -> None:
        while self.state.rounds_done < self.config.depth:
            self.begin("reflect")
            round_ = self.state.rounds_done + 1
            if len(self.state.reflections) >= round_:
                reflection = self.state.reflections[round_ - 1]
            else:
                self.progress(phase="reflect", round=round_)
                system, user = reflect_messages(self.state.question, self.state.plan, self.state.drafts,
                                                self.state.cards, self.state.languages_searched, self.today)
                try:
                    answer = await self.model.ask("reflect", system, user)
                except BudgetExhausted as exc:
                    self.state.note(f"reflection round {round_} skipped ({exc.what} budget exhausted)")
                    return
                if answer is None:
                    self.state.note(f"reflection round {round_} skipped (the model's answers were unusable)")
                    return
                reflection = answer.model_dump()
                self.state.reflections.append(reflection)
                self.state.trace("reflect", round=round_, gaps=len(answer.gaps),
                                 contradictions=len(answer.contradictions))
                self.state.save()
            follow: dict[str, list[str]] = {}
            ids = [s["id"] for s in self.state.plan]
            for gap in reflection.get("gaps", []):
                sid = gap.get("section") if gap.get("section") in ids else ids[0]
                query = resolve(gap["query"], self.today).rewritten or gap["query"]
                if len(follow.setdefault(sid, [])) < MAX_GAPS_PER_SECTION and query not in follow[sid]:
                    follow[sid].append(query)
            if follow:
                self.begin("follow-up")
                await self.gather_round(round_, follow)
                await self.write_all()
            self.state.rounds_done = round_ if follow else self.config.depth
            self.state.save()

    async def verify(self) -> None:
        self.begin("verify")
        done = {v["claim"] for v in self.state.verdicts}
        by_id = {s.id: s.url for s in self.state.sources}
        todo: list[tuple[str, set[str]]] = []
        for sec in self.state.plan:
            text = self.state.drafts.get(sec["id"], "")
            for claim in strong_claims(text):
                if claim in done or any(claim == c for c, _ in todo):
                    continue
                cited = {by_id.get(f"s{n}", "") for s in sentences(text) if clean_sentence(s) == claim
                         for n in CITE.findall(s)}
                todo.append((claim, cited))
        todo = todo[: max(0, self.config.max_verify - len(self.state.verdicts))]

        async def one(claim: str, cited: set[str]) -> None:
            async with self._slots:
                self.progress(phase="verify")
                try:
                    verdict = await verify_claim(claim, grounder=self.grounder, model=self.model, mode=self.mode,
                                                 budget=self.budget, cited_urls=cited)
                except BudgetExhausted as exc:
                    verdict = {"claim": claim, "verdict": "unverified", "reason": f"{exc.what} budget exhausted",
                               "evidence": []}
                self.state.verdicts.append(verdict)
                self.state.trace("verify", **verdict)
                self.state.save()

        await asyncio.gather(*(one(c, u) for c, u in todo))

    async def summarise(self) -> None:
        if self.state.summary is not None:
            return
        self.begin("summary")
        written = [(s["title"], self.state.drafts.get(s["id"], "")) for s in self.state.plan]
        cited = {f"s{n}" for _, text in written for n in CITE.findall(text)}
        answer = None
        if cited:
            self.progress(phase="summary")
            system, user = summary_messages(self.state.question, written, self.lang)
            try:
                answer = await self.model.ask("summary", system, user)
            except BudgetExhausted as exc:
                self.state.note(f"summary taken from the sections ({exc.what} budget exhausted)")
        if answer is not None:
            text, _ = check_citations(answer.text, cited)
        else:
            text = first_sentences(written)
        self.state.summary = text or None
        self.state.save()

    def merge(self) -> None:
        self.state.phase = "merge"
        contradictions = [c for r in self.state.reflections for c in r.get("contradictions", [])]
        refuted = [v["claim"] for v in self.state.verdicts if v.get("verdict") == "refuted"]
        table = evidence_table(self.state.cards, contradictions, refuted)
        open_questions: list[str] = []
        for sec in self.state.plan:
            if not self.state.cards_of(sec["id"]):
                open_questions.append(f"{sec['title']}: no source read answered it")
        last = self.state.reflections[-1] if self.state.reflections else {}
        open_questions += [f"blind spot: {b}" for b in last.get("blind_spots", [])]
        open_questions += [f"unsupported: {u}" for u in last.get("unsupported", [])]
        for sec in self.state.plan:
            open_questions += [f"uncited sentence ({sec['id']}): {s}"
                               for s in uncited_sentences(self.state.drafts.get(sec["id"], ""))
                               if not s.startswith("Nothing could be established")]
        texts = [self.state.summary or ""] + [self.state.drafts.get(s["id"], "") for s in self.state.plan]
        cited = {f"s{n}" for t in texts for n in CITE.findall(t)} | {c.source_id for c in self.state.cards}
        budget = self.budget.used()
        self.state.budget = budget
        self.state.status = "partial" if budget["exhausted"] else "done"
        report = render_report(
            question=self.state.question, today=self.state.today, plan=self.state.plan, drafts=self.state.drafts,
            summary=self.state.summary, table=table, verdicts=self.state.verdicts, sources=self.state.sources,
            cited=cited, notes=self.state.notes, languages=self.state.languages_searched,
            local_checked=self.state.local_checked, open_questions=open_questions,
            dropped_quotes=len(self.state.dropped_quotes), budget=budget, status=self.state.status)
        write_atomic(self.state.out / "report.md", report)
        write_atomic(self.state.out / "evidence.json", json.dumps(table.to_dict(), ensure_ascii=False, indent=1))
        self.state.phase = "done"
        self.state.trace("merge", status=self.state.status, cards=len(self.state.cards))
        self.state.save()


async def run_research(
    question: str | None,
    out: Path,
    *,
    today: date,
    config: ResearchConfig | None = None,
    resume: bool = False,
    settings: Settings | None = None,
    grounder: Grounder | None = None,
    endpoint: LLMEndpoint | None = None,
    progress: Progress | None = None,
    monotonic: Callable[[], float] = time.monotonic,
    now: Callable[[], datetime] = lambda: datetime.now(UTC),
) -> ResearchResult:
    """Research ``question`` into ``out`` (see :mod:`groundwire.research.state` for the files)."""
    config = config or ResearchConfig()
    settings = settings or (grounder.settings if grounder else load_settings())
    endpoint = endpoint_or_error(endpoint or LLMEndpoint.from_config(settings.llm))
    out = Path(out)
    if resume:
        state = RunState.load(out)
        if question and " ".join(question.split()) != " ".join(state.question.split()):
            raise UsageError(f"{out} holds research on another question: {state.question[:80]!r}")
        today = date.fromisoformat(state.today)
        state.config = config.model_dump()
    else:
        if not question or not question.strip():
            raise UsageError("the question is empty")
        state = RunState.create(out, question.strip(), today, config.model_dump())
    budget = Budget(config, monotonic)
    budget.restore(state.budget)
    state.status, state.error = "running", None
    state.trace("start", resume=resume, today=state.today, config=config.model_dump())
    state.save()
    own = grounder is None
    g = grounder or Grounder(settings)
    model = ResearchModel(endpoint, budget, timeout_s=config.llm_timeout_s,
                          note=lambda step, **kw: state.trace(step, **kw))
    runner = Runner(state, grounder=g, model=model, budget=budget, config=config, today=today, progress=progress,
                    now=now)
    try:
        await runner.run()
    except ResearchError as exc:
        state.status, state.error = "failed", str(exc)
        raise
    except BaseException as exc:  # Ctrl-C, cancellation, a crash: keep what we have, resumable
        state.status, state.error = "interrupted", exc.__class__.__name__
        raise
    finally:
        state.budget = budget.used()
        state.save()
        state.trace("stop", status=state.status, error=state.error)
        await model.aclose()
        if own:
            await g.aclose()
    return ResearchResult(out, state.status, out / "report.md", len(state.cards), len(state.sources),
                          state.budget, tuple(state.notes))
