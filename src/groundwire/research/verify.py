"""Strong claims re-checked by an independent search and a fresh-context model call (claim + new evidence only)."""

from __future__ import annotations

import asyncio
from typing import Any

from ..errors import FetchError
from ..grounder import Grounder, SearchParams
from ..guard.neutralize import sanitize
from ..models import PlannedQuery, Trace
from ..pipeline import fetch_policy
from ..read.backends import backend_for, document_of
from ..read.passages import select_passages
from .budget import Budget, BudgetExhausted
from .model import ResearchModel
from .prompts import verify_messages

EVIDENCE_PAGES = 2
MAX_QUERY_CHARS = 200


async def gather_evidence(claim: str, grounder: Grounder, mode: str, budget: Budget,
                          exclude: set[str]) -> list[tuple[str, str]]:
    """(url, guarded passages) from a new search for the claim; pages already cited for it are skipped."""
    query = claim[:MAX_QUERY_CHARS].rsplit(" ", 1)[0] if len(claim) > MAX_QUERY_CHARS else claim
    response = await grounder.search([PlannedQuery(query)], SearchParams(mode=mode), trace=Trace())
    urls = [h.url for h in response.hits if h.url.startswith(("http://", "https://")) and h.url not in exclude]
    urls = urls[: budget.take_pages(min(EVIDENCE_PAGES, len(urls)))] if urls else []
    if not urls:
        return []
    backend, _ = backend_for(grounder.settings)
    pages = await backend.fetch_many(urls, policy=fetch_policy(grounder),
                                     client=grounder.client if backend.remote else None)
    evidence = []
    for url, page in zip(urls, pages, strict=True):
        if isinstance(page, FetchError):
            continue
        doc = await asyncio.to_thread(document_of, page)
        chosen = select_passages(claim, doc.text or "", k=3)
        text = sanitize("\n".join(p.text for p in chosen)).text.strip()
        if text:
            evidence.append((url, text))
    return evidence


async def verify_claim(claim: str, *, grounder: Grounder, model: ResearchModel, mode: str, budget: Budget,
                       cited_urls: set[str]) -> dict[str, Any]:
    """One verdict record: claim, verdict (supported | refuted | unclear | unverified), reason, evidence urls."""
    try:
        evidence = await gather_evidence(claim, grounder, mode, budget, cited_urls)
    except BudgetExhausted as exc:
        return {"claim": claim, "verdict": "unverified", "reason": f"{exc.what} budget exhausted", "evidence": []}
    if not evidence:
        return {"claim": claim, "verdict": "unverified", "reason": "no independent evidence found", "evidence": []}
    system, user = verify_messages(claim, evidence)
    try:
        answer = await model.ask("verify", system, user)
    except BudgetExhausted as exc:
        return {"claim": claim, "verdict": "unverified", "reason": f"{exc.what} budget exhausted",
                "evidence": [u for u, _ in evidence]}
    if answer is None:
        return {"claim": claim, "verdict": "unverified", "reason": "the model gave no usable verdict",
                "evidence": [u for u, _ in evidence]}
    return {"claim": claim, "verdict": answer.verdict, "reason": answer.reason, "evidence": [u for u, _ in evidence]}
