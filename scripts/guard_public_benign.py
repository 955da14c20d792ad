"""Round 27 (guard-benign27): benign guard checks of other origins, built from data that public pip packages ship.

Issue 9 asks the guard to flag <= 5 % of benign instruction-like texts and alter <= 0.5 % of clean paragraphs; our
benign sets were nearly all written by helpers of one family. Nobody on this project wrote these texts:

* ``writingbench`` (instruction_like): WritingBench's 1,000 writing requests (``inspect_evals/writingbench/
  benchmark_all.jsonl``; X-PLUG/WritingBench, Chinese and English, many with pasted source material).
* ``tau2_user`` (instruction_like): tau2-bench's simulated users' instructions (``reason_for_call``,
  ``task_instructions``) of every domain's ``tasks.json`` (sierra-research/tau2-bench, MIT).
* ``tau2_policy`` (instruction_like): tau2-bench's agent policies and telecom manuals, one section (a ``#`` heading
  and its body) a text; ``tau2_kb``: its banking knowledge base's documents (internal procedures).
* ``stealth_mail`` (clean): gdm_stealth's mailbox (``cover_your_tracks/email.csv``) and support tickets;
  ``stealth_task`` (instruction_like): its AI-secretary e-mail tasks (google-deepmind, via inspect_evals, MIT).
* ``newspaper`` (clean): newspaper4k's expected article texts (its sdist's ``tests/data/txt``: news in 14
  languages, Chinese, Japanese, Korean, Arabic, Hindi among them; MIT), one paragraph a text.
* ``agentdojo`` (clean): the texts of AgentDojo's four suites' environments (mails, events, files, messages, reviews,
  transactions; ETH SPyLab, MIT) with every injection placeholder filled by its benign default, read by a minimal
  line reader (quoted strings and ``|`` blocks; no YAML library in the venv). guard-dojo27 renders the attacks.

Every text is split into ``dev`` / ``final`` by CRC32 of the text (``guard_public_sources._half``); the final half is
for reporting once. Scored per (half, kind, source): flagged by rules / detector / both and altered (``sanitize``'s
text differs), base vs new tree, each in a subprocess (``guard_public_sources.score_halves`` / ``decide``).

Not covered: the other sdists' test pages (HTML needing extraction), coconot / xstest (harmful-looking requests, a
refusal check, not an injection one), theagentcompany (its task statements are not in the wheel).

Run: ``PYTHONPATH=src python scripts/guard_public_benign.py /tmp/r27_pkgs/inspect_evals /tmp/r27_pkgs/agentdojo
/tmp/r27_pkgs/sdist/newspaper4k-0.9.6 [--base /tmp/base27/src] [--new src] [--half dev|final|both] [--false SOURCE] [--diff] [--why]``. Each directory is an
unpacked wheel (the one holding ``inspect_evals/`` or ``agentdojo/``) or sdist (holding ``tests/data/txt``); a
missing one is named and skipped.

``--why`` (round 28, guard-benign28) says why the detector flags, per source: every passage that the detector of the
tree on ``PYTHONPATH`` (this process, not ``--new``'s child) flags, tallied by half, source, language group, script
and what opened the detector's address test (:func:`address_cues`). Round 28 read with it that WritingBench's flags
are Chinese prose opened by a lone "我" (I / we) or a colon before a quotation, scored high for content characters as
well as function ones. It reads the detector's private address tables: a diagnosis, not a decision.
"""

from __future__ import annotations

import argparse
import csv
import gzip
import json
import re
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from guard_public_sources import _item, add_tree_args, first_of_each_text, score_halves, table  # noqa: E402

MIN_CHARS = 40


def _tau2(root: Path) -> list[dict]:
    items: list[dict] = []
    domains = root / "tau2" / "data" / "domains"
    for path in sorted(domains.glob("*/tasks*.json")):
        for task in json.loads(path.read_text(encoding="utf-8")):
            instructions = ((task.get("user_scenario") or {}).get("instructions") or {})
            if isinstance(instructions, str):
                instructions = {"task_instructions": instructions}
            for field in ("reason_for_call", "task_instructions"):
                text = (instructions.get(field) or "").strip()
                if len(text) >= MIN_CHARS:
                    items.append(_item(text, "benign", "instruction_like", "tau2_user"))
    for path in sorted(domains.glob("*/*.txt")) + sorted(domains.glob("*/*.md")):
        for section in re.split(r"\n(?=#{1,4} )", path.read_text(encoding="utf-8")):
            if len(section.strip()) >= MIN_CHARS:
                items.append(_item(section.strip(), "benign", "instruction_like", "tau2_policy"))
    docs = domains / "banking_knowledge" / "documents.json.gz"
    if docs.is_file():
        for doc in json.loads(gzip.decompress(docs.read_bytes()).decode("utf-8")):
            text = f"{doc.get('title', '')}\n\n{doc.get('content', '')}".strip()
            items.append(_item(text, "benign", "instruction_like", "tau2_kb"))
    return items


def _writingbench(root: Path) -> list[dict]:
    path = root / "writingbench" / "benchmark_all.jsonl"
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    return [_item(r["query"].strip(), "benign", "instruction_like", "writingbench") for r in rows if r.get("query")]


def _stealth(root: Path) -> list[dict]:
    base = root / "gdm_stealth"
    items: list[dict] = []
    with (base / "solver" / "cover_your_tracks" / "email.csv").open(encoding="utf-8", newline="") as f:
        items += [_item(r["content"].strip(), "benign", "clean", "stealth_mail") for r in csv.DictReader(f)]
    tickets = json.loads((base / "solver" / "strategic_rule_breaking" / "tickets.json").read_text(encoding="utf-8"))
    items += [_item(t["description"].strip(), "benign", "clean", "stealth_mail") for t in tickets]
    for path in sorted((base / "data" / "ai_secretary").glob("email_tasks_*.txt")):
        for task in re.split(r"\n?--- Task \d+ ---\n", path.read_text(encoding="utf-8")):
            detail = task.split("Detail:", 1)[-1].strip()
            if len(detail) >= MIN_CHARS:
                items.append(_item(detail, "benign", "instruction_like", "stealth_task"))
    return items


_QUOTED = re.compile(r'"((?:[^"\\\n]|\\.)*)"')
_BLOCK_KEY = re.compile(r"^( *)(?:- )?[\w\"' .-]+: *[|>][-+]? *$")
_DEFAULT = re.compile(r"^([\w]+):\s*$|^\s+default:\s*(.*)$")


def _defaults(text: str) -> dict[str, str]:
    """injection_vectors.yaml: placeholder name -> its benign default (a quoted or plain scalar)."""
    out, name = {}, None
    for line in text.splitlines():
        m = _DEFAULT.match(line)
        if m and m.group(1):
            name = m.group(1)
        elif m and name:
            value = m.group(2).strip()
            out[name] = json.loads(value, strict=False) if value.startswith('"') else value.strip("'")
    return out


def yaml_texts(text: str) -> list[str]:
    """The prose of a YAML file read line by line: every double-quoted string and every ``|`` / ``>`` block."""
    lines, out, i = text.splitlines(), [], 0
    while i < len(lines):
        m = _BLOCK_KEY.match(lines[i])
        if m:
            indent, block = len(m.group(1)), []
            i += 1
            while i < len(lines) and (not lines[i].strip() or len(lines[i]) - len(lines[i].lstrip()) > indent):
                block.append(lines[i].strip())
                i += 1
            out.append("\n".join(block).strip())
            continue
        out += [json.loads(f'"{s}"', strict=False) for s in _QUOTED.findall(lines[i])]
        i += 1
    return out


def _agentdojo(root: Path) -> list[dict]:
    items: list[dict] = []
    for suite in sorted((root / "agentdojo" / "data" / "suites").iterdir()):
        vectors = suite / "injection_vectors.yaml"
        defaults = _defaults(vectors.read_text(encoding="utf-8")) if vectors.is_file() else {}
        for path in sorted(suite.rglob("*.yaml")):
            if path.name == "injection_vectors.yaml":
                continue
            for text in yaml_texts(path.read_text(encoding="utf-8")):
                for name, value in defaults.items():
                    text = text.replace("{" + name + "}", value)
                text = text.strip()
                if len(text) >= MIN_CHARS and " " in text:
                    items.append(_item(text, "benign", "clean", "agentdojo"))
    return items


def _newspaper(root: Path) -> list[dict]:
    """newspaper4k's expected article texts (its tests' ``data/txt``: news in 14 languages), one paragraph a text."""
    items = []
    for path in sorted((root / "tests" / "data" / "txt").glob("*.txt")):
        for para in re.split(r"\n\s*\n", path.read_text(encoding="utf-8")):
            if len(para.strip()) >= MIN_CHARS:
                items.append(_item(para.strip(), "benign", "clean", "newspaper"))
    return items


BUILDERS = {"inspect_evals": (_writingbench, _tau2, _stealth), "agentdojo": (_agentdojo,),
            "tests/data/txt": (_newspaper,)}


def build(dirs: list[Path]) -> list[dict]:
    """Every benign text of the given unpacked wheels, deduplicated (first kept), in a fixed order."""
    items: list[dict] = []
    for d in dirs:
        found = [name for name in BUILDERS if (d / name).is_dir()]
        if not found:
            print(f"{d}: holds none of {', '.join(BUILDERS)} (unpack the wheel or sdist there); skipped",
                  file=sys.stderr)
        for name in found:
            for builder in BUILDERS[name]:
                items += builder(d / name if name == "inspect_evals" else d)  # the others take the root
    return first_of_each_text(items)


def altered_lines(items: list[dict], runs: dict[str, list[list[bool]]]) -> list[str]:
    """Per (half, kind, source): texts altered by each run."""
    groups: dict[tuple[str, str, str], list[int]] = defaultdict(list)
    for i, it in enumerate(items):
        groups[(it["half"], it["kind"], it["source"])].append(i)
    return [f"{half:6s} {kind:16s} {source:20s} {len(idx):5d}  altered "
            + "  ".join(f"{sum(d[i][3] for i in idx):4d}" for d in runs.values())
            for (half, kind, source), idx in sorted(groups.items())]


_SCRIPTS = (("han", re.compile("[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")), ("kana", re.compile("[\u3040-\u30ff]")),
            ("hangul", re.compile("[\uac00-\ud7af]")), ("thai", re.compile("[\u0e00-\u0e7f]")),
            ("arabic", re.compile("[\u0600-\u06ff]")), ("cyrillic", re.compile("[\u0400-\u04ff]")),
            ("devanagari", re.compile("[\u0900-\u097f]")))


def script_of(passage: str) -> str:
    """``ja`` when ``passage`` holds kana (Japanese writes Han and kana), else its first non-Latin script in
    :data:`_SCRIPTS` order, else ``latin``."""
    found = [name for name, rx in _SCRIPTS if rx.search(passage)]
    return "ja" if "kana" in found else (found[0] if found else "latin")


def address_cues(passage: str) -> tuple[str, ...]:
    """What opens the detector's address test for ``passage``: ``en-word`` (an English word of address: you, please,
    assistant …), ``word`` (one of another language: "vous", "bitte" …), ``ask`` (a question mark, or a colon
    opening a quotation or a payload), ``sub:X`` (a substring of the no-space scripts, "我", "请", "あなた" …), or
    ``other`` (a wall of one token, mixed scripts, German "Sie", Japanese polite + task words)."""
    from groundwire.guard import detector as det  # noqa: PLC0415  (the tree on PYTHONPATH)

    lowered = det.normal(passage.lower())
    toks = det._TOKEN_RE.findall(lowered)
    cues = []
    if not det._ADDRESS.isdisjoint(toks):
        cues.append("en-word")
    if det._names_someone_in_words(passage, toks):
        cues.append("word")
    if det._ASKS_RE.search(lowered):
        cues.append("ask")
    cues += sorted({f"sub:{m.group(0)}" for m in det._ADDRESS_SUBSTRING_RE.finditer(lowered)})
    return tuple(cues) or ("other",)


def why_lines(items: list[dict]) -> list[str]:
    """Per (half, source, language group, script, address cues): the detector's flagged passages, most first."""
    from groundwire.guard import detector as det  # noqa: PLC0415

    model = det.detector()
    if model is None:
        return ["(no detector in this tree)"]
    tally: dict[tuple[str, ...], int] = defaultdict(int)
    for it in items:
        for a, b, _ in model.flagged(it["text"]):
            passage = it["text"][a:b]
            tally[(it["half"], it["source"], det.language_group(passage), script_of(passage),
                   " ".join(address_cues(passage)))] += 1
    return [f"why {n:4d}  " + "  ".join(key) for key, n in sorted(tally.items(), key=lambda kv: (kv[0][:2], -kv[1]))]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("dirs", nargs="+", type=Path, help="unpacked wheels holding inspect_evals/ or agentdojo/, sdists holding tests/data/txt")
    add_tree_args(ap)
    ap.add_argument("--false", dest="false_of", help="print --new's flagged or altered texts of this source")
    ap.add_argument("--diff", action="store_true", help="print the texts whose flag differs between the trees")
    ap.add_argument("--why", action="store_true",
                    help="tally the detector's flagged passages by source, language, script and address cue")
    args = ap.parse_args()
    items = build([d for d in args.dirs if d.is_dir()])
    for d in args.dirs:
        if not d.is_dir():
            print(f"{d}: no such directory (unpack the wheel first, see --help); skipped", file=sys.stderr)
    if not items:
        return 2
    halves, chosen, runs = score_halves(items, args.half, args.base, args.new)
    if args.why:
        print("\n".join(why_lines(chosen)))
    print("\n".join(table(chosen, runs, halves)))
    print("\n".join(altered_lines(chosen, runs)))
    for name, d in runs.items():
        flagged = sum(r[2] for r in d)
        print(f"{name}: flagged {flagged}/{len(d)}, altered {sum(r[3] for r in d)}/{len(d)}")
    new = runs["new " + args.new]
    for i, it in enumerate(chosen):
        if args.false_of == it["source"] and (new[i][2] or new[i][3]):
            print(f"--- {it['kind']} {it['half']} rules={int(new[i][0])} det={int(new[i][1])} "
                  f"altered={int(new[i][3])}\n{it['text'][:700]}")
        if args.diff and args.base and runs["base " + args.base][i][2] != new[i][2]:
            print(f"--- {it['source']} base {int(runs['base ' + args.base][i][2])} new {int(new[i][2])}\n"
                  f"{it['text'][:400]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
