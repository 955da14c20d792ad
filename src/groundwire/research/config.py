"""Typed, frozen options of one research run (CLI flags, library keywords, REST body)."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from ..errors import UsageError


class ResearchConfig(BaseModel):
    """Budgets and knobs. ``depth`` is the number of reflect -> follow-up rounds (1..3)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    max_llm_calls: int = Field(default=60, ge=1, le=2000)
    max_pages: int = Field(default=24, ge=1, le=500)
    time_s: float = Field(default=900.0, gt=0, le=86400)
    depth: int = Field(default=1, ge=1, le=3)
    lang: str | None = Field(default=None, max_length=12)
    mode: str = "research"  # the search route; unknown -> "grounding" with a trace note
    pages_per_section: int = Field(default=3, ge=1, le=10)
    section_concurrency: int = Field(default=3, ge=1, le=8)
    max_verify: int = Field(default=6, ge=0, le=50)
    page_chars: int = Field(default=8000, ge=500, le=100_000)  # page text an extractor call sees
    llm_timeout_s: float = Field(default=120.0, gt=0, le=1800)

    @classmethod
    def build(cls, **values: object) -> ResearchConfig:
        """From loose keyword values (``None`` = default); a bad value is a :class:`UsageError` naming it."""
        try:
            return cls.model_validate({k: v for k, v in values.items() if v is not None})
        except ValidationError as exc:
            first = exc.errors()[0]
            raise UsageError(f"{'.'.join(map(str, first['loc']))}: {first['msg']}") from None
