"""What a tool that says little about itself probably is: its risk (from the verbs of its name and description),
its capability tags (``data/capabilities.toml``) and its domain (the same keyword scoring as requests)."""

from __future__ import annotations

from dataclasses import dataclass, replace

from .capabilities import Capabilities, default_capabilities
from .catalogue import Catalogue, Tool
from .domains import Domain, score_domains
from .keywords import KeywordSet
from .text import split_name

WRITE_VERBS = KeywordSet.of("""create add update delete remove set edit modify write save upload rename move insert
    schedule book cancel archive append replace upsert put patch new make assign close reopen import generate
    draw render compose
    创建 新建 删除 修改 添加 编辑 上传 保存 更新 取消 预订 写入 导入""".split())
EXTERNAL_VERBS = KeywordSet.of("""send post publish share notify email tweet pay purchase order transfer invite
    reply forward broadcast submit 发送 发布 分享 通知 支付 转账 下单 邀请 回复 转发 提交""".split())


@dataclass(frozen=True, slots=True)
class Inferred:
    risk: str
    tags: tuple[str, ...]
    domain: str
    tags_inferred: bool
    risk_inferred: bool
    domain_inferred: bool


def infer_risk(tool: Tool) -> str:
    if tool.risk:
        return tool.risk
    name_text = split_name(tool.name)
    lead = f"{name_text} {tool.description[:160]}"
    if EXTERNAL_VERBS.find(name_text) or EXTERNAL_VERBS.find(lead[:80]):
        return "external"
    if WRITE_VERBS.find(name_text) or WRITE_VERBS.find(lead[:80]):
        return "write"
    return "read"


def infer(tool: Tool, caps: Capabilities | None = None, domains: tuple[Domain, ...] | None = None) -> Inferred:
    caps = caps or default_capabilities()
    risk = infer_risk(tool)
    tags = tool.tags
    if not tags:
        text = f"{split_name(tool.name)} {tool.description}"
        tags = tuple(r.tag for r in caps.tag_rules if risk in r.risks and r.words.find(text))
    domain = tool.domain
    if not domain:
        score = score_domains(f"{split_name(tool.name)} {tool.description}", domains)
        domain = score.primary if score.scores[score.primary] >= 0.4 else "general"
    return Inferred(risk, tags, domain, not tool.tags, not tool.risk, not tool.domain)


def infer_catalogue(catalogue: Catalogue) -> tuple[Tool, ...]:
    """Every tool with its risk, tags and domain filled in (declared values are kept)."""
    out = []
    for t in catalogue.tools:
        inf = infer(t)
        out.append(replace(t, risk=inf.risk, tags=inf.tags, domain=inf.domain))
    return tuple(out)
