"""What each model call must answer, as pydantic models (validation) and JSON schemas (``response_format``).

Lenient where a wrong detail can be dropped, strict where the step needs it: a plan needs sections with queries,
a card needs a quote and a claim, a verdict needs one of three words.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator


def _text(v: Any, limit: int) -> str | None:
    if v is None:
        return None
    if isinstance(v, int | float) and not isinstance(v, bool):
        v = str(v)
    if not isinstance(v, str):
        return None
    v = " ".join(v.split())
    return v[:limit] or None


class _Loose(BaseModel):
    model_config = ConfigDict(extra="ignore")


class PlannedSection(_Loose):
    title: str = Field(min_length=1, max_length=200)
    question: str = Field(min_length=1, max_length=500)
    queries: list[str] = Field(min_length=1)
    languages: list[str] = Field(default_factory=list)
    answer_criteria: str = ""

    @field_validator("queries", mode="before")
    @classmethod
    def _queries(cls, v: Any) -> Any:
        if isinstance(v, str):
            v = [v]
        if not isinstance(v, list):
            return v
        out = [q for q in (_text(x, 200) for x in v) if q]
        return out[:4]

    @field_validator("languages", mode="before")
    @classmethod
    def _languages(cls, v: Any) -> list[str]:
        if isinstance(v, str):
            v = [v]
        if not isinstance(v, list):
            return []
        return [x.strip().lower() for x in v if isinstance(x, str) and 0 < len(x.strip()) <= 12][:4]

    @field_validator("answer_criteria", mode="before")
    @classmethod
    def _criteria(cls, v: Any) -> str:
        return _text(v, 400) or ""


class PlanAnswer(_Loose):
    sections: list[PlannedSection] = Field(min_length=1)

    @field_validator("sections")
    @classmethod
    def _at_most_six(cls, v: list[PlannedSection]) -> list[PlannedSection]:
        return v[:6]


class CardAnswer(_Loose):
    quote: str = Field(min_length=1, max_length=1500)
    claim: str = Field(min_length=1, max_length=500)
    metric: str | None = None
    value: str | None = None
    scope: str | None = None
    date: str | None = None
    credibility: str = "medium"

    @field_validator("metric", "value", "scope", "date", mode="before")
    @classmethod
    def _short(cls, v: Any) -> str | None:
        return _text(v, 200)

    @field_validator("credibility", mode="before")
    @classmethod
    def _cred(cls, v: Any) -> str:
        v = _text(v, 20)
        return v.lower() if v and v.lower() in ("high", "medium", "low") else "medium"


class CardsAnswer(_Loose):
    cards: list[CardAnswer] = Field(default_factory=list)

    @field_validator("cards", mode="before")
    @classmethod
    def _drop_bad(cls, v: Any) -> Any:
        if not isinstance(v, list):
            return v
        good = []
        for item in v:
            try:
                good.append(CardAnswer.model_validate(item))
            except Exception:  # noqa: BLE001 - one malformed card costs that card, not the page
                continue
        return good[:10]


class SectionAnswer(_Loose):
    text: str = Field(min_length=1, max_length=20_000)


class Gap(_Loose):
    section: str = ""
    query: str = Field(min_length=1, max_length=200)
    language: str | None = None


class Contradiction(_Loose):
    cards: list[str] = Field(default_factory=list)
    note: str = ""


class ReflectAnswer(_Loose):
    gaps: list[Gap] = Field(default_factory=list)
    contradictions: list[Contradiction] = Field(default_factory=list)
    unsupported: list[str] = Field(default_factory=list)
    blind_spots: list[str] = Field(default_factory=list)

    @field_validator("gaps", "contradictions", mode="before")
    @classmethod
    def _drop_bad_items(cls, v: Any, info: Any) -> Any:
        if not isinstance(v, list):
            return []
        kind = Gap if info.field_name == "gaps" else Contradiction
        good = []
        for item in v:
            try:
                good.append(kind.model_validate(item))
            except Exception:  # noqa: BLE001
                continue
        return good[:8]

    @field_validator("unsupported", "blind_spots", mode="before")
    @classmethod
    def _strings(cls, v: Any) -> list[str]:
        if not isinstance(v, list):
            return []
        return [t for t in (_text(x, 400) for x in v) if t][:10]


class VerdictAnswer(_Loose):
    verdict: Literal["supported", "refuted", "unclear"]
    reason: str = ""

    @field_validator("verdict", mode="before")
    @classmethod
    def _lower(cls, v: Any) -> Any:
        return v.strip().lower() if isinstance(v, str) else v

    @field_validator("reason", mode="before")
    @classmethod
    def _reason(cls, v: Any) -> str:
        return _text(v, 400) or ""


def _obj(required: list[str], props: dict[str, Any]) -> dict[str, Any]:
    return {"type": "object", "additionalProperties": False, "required": required, "properties": props}


_STR = {"type": "string"}
_STRS = {"type": "array", "items": _STR}
_OPT = {"type": ["string", "null"]}

SCHEMAS: dict[str, dict[str, Any]] = {
    "plan": _obj(["sections"], {"sections": {"type": "array", "minItems": 1, "maxItems": 6, "items": _obj(
        ["title", "question", "queries", "languages", "answer_criteria"],
        {"title": _STR, "question": _STR, "queries": {**_STRS, "maxItems": 4}, "languages": _STRS,
         "answer_criteria": _STR})}}),
    "extract": _obj(["cards"], {"cards": {"type": "array", "maxItems": 10, "items": _obj(
        ["quote", "claim", "metric", "value", "scope", "date", "credibility"],
        {"quote": _STR, "claim": _STR, "metric": _OPT, "value": _OPT, "scope": _OPT, "date": _OPT,
         "credibility": {"type": "string", "enum": ["high", "medium", "low"]}})}}),
    "write": _obj(["text"], {"text": _STR}),
    "summary": _obj(["text"], {"text": _STR}),
    "reflect": _obj(["gaps", "contradictions", "unsupported", "blind_spots"], {
        "gaps": {"type": "array", "items": _obj(["section", "query", "language"],
                                                 {"section": _STR, "query": _STR, "language": _STR})},
        "contradictions": {"type": "array", "items": _obj(["cards", "note"], {"cards": _STRS, "note": _STR})},
        "unsupported": _STRS, "blind_spots": _STRS}),
    "verify": _obj(["verdict", "reason"], {"verdict": {"type": "string", "enum": ["supported", "refuted", "unclear"]},
                                           "reason": _STR}),
}

ANSWERS: dict[str, type[BaseModel]] = {
    "plan": PlanAnswer, "extract": CardsAnswer, "write": SectionAnswer, "summary": SectionAnswer,
    "reflect": ReflectAnswer, "verify": VerdictAnswer,
}
