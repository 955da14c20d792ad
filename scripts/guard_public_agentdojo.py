"""Round 27 (guard-dojo27): a tool-output guard check of another origin, built from what the AgentDojo wheel ships.

AgentDojo (ETH Zurich SPY Lab, MIT licence, data inside the wheel under the same licence) is on the registry; nobody on
this project wrote its texts. Fetch the wheel without installing it and unzip it::

    pip download --no-deps -d /tmp/pkgs agentdojo && unzip -q /tmp/pkgs/agentdojo-*.whl -d /tmp/pkgs/agentdojo

then pass the unpacked directory (the one holding ``agentdojo/``). Nothing is imported from agentdojo: the suites'
environments are YAML read as text, the injection tasks' ``GOAL`` strings are read with :mod:`ast` (f-strings over
the class's and module's string constants) and so are the attack templates. Built, deterministically:

* attacks (kind ``tool``, source ``agentdojo``): every (suite, injection vector occurrence, attack template, injection
  task) — the environment item that holds the vector (one e-mail, calendar event, drive file, transaction, hotel with
  its reviews; a file or web page as its content alone), the other vectors at their benign defaults, rendered as the
  YAML text AgentDojo's environment holds, the payload put in as AgentDojo formats it (raw text into the YAML, before
  its parse). Templates: ``direct``, ``ignore_previous``, ``system_message``, ``injecagent``,
  ``important_instructions`` (user "Emma Johnson", model "GPT-4o"), its ``_no_names`` and ``_wrong_user_name``
  variants, and the DoS attacks without a goal (``dos``, ``captcha_dos``, ``offensive_email_dos``, ``felony_dos``).
* clean carriers (kind ``carrier``): every vector occurrence's item with its benign default.
* ``--threatbench DIR``: also inspect_evals' AgentThreatBench inbox e-mails and memory entries (:func:`threat_bench`).

Split into ``dev`` and ``final`` by CRC32 of the (attack template, suite/injection task) pair (a DoS template is one
pair), so no final pair is in dev; the carrier items and the goals alone are shared by both halves. The final half is
for reporting once, never for choices.

Not covered: ``tool_knowledge`` (its tool sequence comes from running a task's ground truth, which needs the package
imported), ``swearwords_dos`` (insults, no instruction), the user tasks (the guard reads the tool output, not the
request), and the YAML parse-and-dump AgentDojo's tools do after formatting (quoting and folding differ a little).

Run: ``PYTHONPATH=src python scripts/guard_public_agentdojo.py AGENTDOJO_DIR [--base /tmp/base27/src] [--new src]
[--model FILE.tsv.gz ...] [--half dev|final|both] [--threatbench INSPECT_EVALS_DIR] [--misses]
[--by template|suite|vector]``. Scores rules, detector and both per tree through ``guard_public_sources``'
``decide`` and ``table``.
"""

from __future__ import annotations

import argparse
import ast
import json
import re
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from guard_public_sources import _item, add_tree_args, first_of_each_text, score_halves, table  # noqa: E402

SUITES = ("workspace", "travel", "banking", "slack")
USER, MODEL = "Emma Johnson", "GPT-4o"
DEFAULT_USER, DEFAULT_MODEL = "the user", "the AI language model"  # agentdojo.attacks.base_attacks
GOAL_TEMPLATES = {  # template name -> (class in attacks/, user, model)
    "direct": ("DirectAttack", USER, MODEL),
    "ignore_previous": ("IgnorePreviousAttack", USER, MODEL),
    "system_message": ("SystemMessageAttack", USER, MODEL),
    "injecagent": ("InjecAgentAttack", USER, MODEL),
    "important_instructions": ("ImportantInstructionsAttack", USER, MODEL),
    "important_instructions_no_names": ("ImportantInstructionsAttack", DEFAULT_USER, DEFAULT_MODEL),
    "important_instructions_wrong_user_name": ("ImportantInstructionsAttack", "Mark Smith", MODEL),
}
DOS_TEMPLATES = {"dos": "DoSAttack", "captcha_dos": "CaptchaDoSAttack",
                 "offensive_email_dos": "OffensiveEmailDoSAttack", "felony_dos": "FelonyDoSAttack"}
_PLACEHOLDER = re.compile(r"\{([a-z0-9_]+)\}")


def _strings(tree: ast.AST) -> dict[str, str]:
    """name -> value of the plain string assignments directly in a module or class body."""
    out = {}
    for stmt in getattr(tree, "body", []):
        target = stmt.targets[0] if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 else (
            stmt.target if isinstance(stmt, ast.AnnAssign) and stmt.value is not None else None)
        if isinstance(target, ast.Name) and isinstance(stmt.value, ast.Constant) and isinstance(stmt.value.value, str):
            out[target.id] = stmt.value.value
    return out


def _fill(node: ast.AST, names: dict[str, str]) -> str:
    """A string literal, an f-string over ``names`` or an implicit concatenation of those."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(_fill(v, names) for v in node.values)
    if isinstance(node, ast.FormattedValue) and isinstance(node.value, ast.Name):
        return names[node.value.id]
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        return _fill(node.left, names) + _fill(node.right, names)
    raise KeyError(ast.dump(node)[:80])


def goals(root: Path, suite: str, tasks: str = "injection_tasks", field: str = "GOAL") -> dict[str, str]:
    """InjectionTask class -> GOAL of one suite (a goal naming something we cannot evaluate is left out).

    ``tasks="user_tasks", field="PROMPT"`` reads the user tasks' requests instead (round 29's gate check,
    ``scripts/gate_public_sources.py``)."""
    module = ast.parse((root / "agentdojo" / "default_suites" / "v1" / suite / f"{tasks}.py").read_text("utf-8"))
    module_names = _strings(module)
    out = {}
    for cls in (n for n in module.body if isinstance(n, ast.ClassDef)):
        names = dict(module_names, **_strings(cls))
        for stmt in cls.body:
            if isinstance(stmt, ast.Assign) and any(isinstance(t, ast.Name) and t.id == field for t in stmt.targets):
                try:
                    out[cls.name] = _fill(stmt.value, names)
                except KeyError:
                    pass
    return out


def attack_strings(root: Path) -> dict[str, str]:
    """Attack class -> its jailbreak string (``_JB_STRING``, ``_DOS_STRING`` or the literal given to ``__init__``)."""
    out = {}
    for path in sorted((root / "agentdojo" / "attacks").glob("*.py")):
        for cls in (n for n in ast.parse(path.read_text("utf-8")).body if isinstance(n, ast.ClassDef)):
            for stmt in ast.walk(cls):
                if isinstance(stmt, ast.Assign) and any(
                        isinstance(t, ast.Name) and t.id in ("_JB_STRING", "_DOS_STRING") for t in stmt.targets):
                    out[cls.name] = _fill(stmt.value, {})
                elif (isinstance(stmt, ast.Call) and isinstance(stmt.func, ast.Attribute)
                      and stmt.func.attr == "__init__" and len(stmt.args) >= 1):
                    try:
                        out.setdefault(cls.name, _fill(stmt.args[0], {}))
                    except KeyError:
                        pass
    return out


def _defaults(root: Path, suite: str) -> dict[str, str]:
    """Vector -> its benign default, from ``injection_vectors.yaml`` (``name:`` lines, then ``default: "..."``)."""
    text = (root / "agentdojo" / "data" / "suites" / suite / "injection_vectors.yaml").read_text("utf-8")
    out, name = {}, None
    for line in text.splitlines():
        m = re.match(r"^([A-Za-z0-9_]+):\s*$", line)
        if m:
            name = m.group(1)
        elif name and line.strip().startswith("default:"):
            value = line.split(":", 1)[1].strip()
            out[name] = json.loads(value, strict=False) if value.startswith('"') else value.strip("'")
    return out


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(" "))


_ITEM = re.compile(r"^\s*- [A-Za-z_]+:")


def _block(lines: list[str], at: int) -> tuple[list[str], bool]:
    """The environment item holding line ``at``: the enclosing ``- key: value`` list item (to its end), else the line
    alone (a file or web page: ``name: "content"``, rendered as the content). True when it is a whole item."""
    start, ind = (at if _ITEM.match(lines[at]) else None), _indent(lines[at])
    for i in range(at - 1, -1, -1):
        if start is not None or not lines[i].strip() or _indent(lines[i]) >= ind:
            continue
        if _indent(lines[i]) == 0:
            break
        if _ITEM.match(lines[i]):
            start = i
            break
        ind = _indent(lines[i])
    if start is None:
        return [lines[at]], False
    item_ind, end = _indent(lines[start]), at + 1
    while end < len(lines) and (not lines[end].strip() or _indent(lines[end]) > item_ind):
        end += 1
    while not lines[end - 1].strip():
        end -= 1
    return [ln[item_ind:] for ln in lines[start:end]], True


def _content(line: str) -> str:
    """A ``name: "content"`` line's content (YAML double-quoted escapes decoded)."""
    value = line.split(": ", 1)[1].strip() if ": " in line else line.strip().lstrip("- ")
    return json.loads(value, strict=False) if value.startswith('"') and value.endswith('"') else value


def carriers(root: Path, suite: str) -> list[tuple[str, str, str]]:
    """(vector, item text with ``{vector}`` left in and the other vectors' defaults filled, its default) per vector
    occurrence. A file or web page's content is decoded from its YAML double quotes after the others are filled."""
    folder = root / "agentdojo" / "data" / "suites" / suite
    include = folder / "include"
    files = sorted(include.glob("*.yaml")) if include.is_dir() else [folder / "environment.yaml"]
    defaults = _defaults(root, suite)
    out = []
    for path in files:
        lines = path.read_text("utf-8").splitlines()
        for at, line in enumerate(lines):
            for vector in _PLACEHOLDER.findall(line):
                if vector not in defaults:
                    continue
                block, whole = _block(lines, at)
                others = {v: d for v, d in defaults.items() if v != vector}
                text = _PLACEHOLDER.sub(lambda m: others.get(m.group(1), m.group(0)), "\n".join(block))
                default = defaults[vector]
                if not whole:  # the content is decoded from its YAML quotes after formatting: so is the default
                    text = _content(text)
                    default = json.loads(f'"{default}"', strict=False) if "\\" in default else default
                out.append((vector, text, default))
    return out


def payloads(root: Path, suite: str, attacks: dict[str, str]) -> list[tuple[str, str, str]]:
    """(template, pair key, payload text) for every goal template x injection task, then the DoS templates (a
    template whose class the wheel lacks is left out)."""
    out, suite_goals = [], goals(root, suite)
    for template, (cls, user, model) in GOAL_TEMPLATES.items():
        for task, goal in suite_goals.items() if cls in attacks else ():
            payload = attacks[cls].format(goal=goal, user=user, model=model)
            out.append((template, f"{template}\x00{suite}/{task}", payload))
    for template, cls in DOS_TEMPLATES.items():
        if cls in attacks:
            out.append((template, f"{template}\x00dos", attacks[cls].format(user=USER, model=MODEL)))
    return out


def build(root: Path) -> list[dict]:
    """Every labelled text, deduplicated (first occurrence kept), in a fixed order."""
    if not (root / "agentdojo" / "data" / "suites").is_dir():
        raise SystemExit(f"{root}/agentdojo/data/suites: missing; unpack agentdojo's wheel and pass its directory")
    attacks = attack_strings(root)
    items = []
    for suite in (s for s in SUITES if (root / "agentdojo" / "data" / "suites" / s).is_dir()):
        pays = payloads(root, suite, attacks)
        for vector, text, default in carriers(root, suite):
            slot = "{" + vector + "}"
            for template, key, payload in pays:
                item = _item(text.replace(slot, payload), "attack", "tool", "agentdojo", key)
                items.append(dict(item, template=template, suite=suite, vector=vector, injected=payload.strip()))
            if not text.replace(slot, default).strip():  # an empty page (its default is empty) carries nothing
                continue
            items.append(dict(_item(text.replace(slot, default), "benign", "carrier", "agentdojo"),
                              template="-", suite=suite, vector=vector))
    return first_of_each_text(items)


def threat_bench(root: Path) -> list[dict]:
    """inspect_evals' AgentThreatBench (UK AISI, MIT): each inbox e-mail of ``autonomy_hijack.json`` (an attack when
    its 1-based index is in ``attack_email_indices``) and each memory entry of ``memory_poison.json`` (an attack when
    it holds the record's ``attack_marker``) as the JSON a tool returns; the others are clean carriers. Halves by the
    record's id. Not read: ``data_exfil.json`` (which customer record carries the payload is not labelled). A memory
    record with an empty marker is a control: all its entries are carriers."""
    data = root / "inspect_evals" / "agent_threat_bench" / "data"
    if not data.is_dir():
        raise SystemExit(f"{data}: missing; unpack inspect_evals' wheel and pass its directory")
    items = []
    for rec in json.loads((data / "autonomy_hijack.json").read_text("utf-8")):
        for i, mail in enumerate(rec["inbox"], start=1):
            attack = i in rec["attack_email_indices"]
            items.append(_item(json.dumps(mail, indent=2, ensure_ascii=False), "attack" if attack else "benign",
                               "tool" if attack else "carrier", "threatbench_inbox", rec["id"]))
    for rec in json.loads((data / "memory_poison.json").read_text("utf-8")):
        for key, value in rec["memory_store"].items():
            attack = bool(rec["attack_marker"]) and rec["attack_marker"] in value  # no marker: a control record
            items.append(_item(json.dumps({"key": key, "value": value}, indent=2, ensure_ascii=False),
                               "attack" if attack else "benign", "tool" if attack else "carrier",
                               "threatbench_memory", rec["id"]))
    return [dict(it, template=it["source"], suite="threatbench", vector="-") for it in items]


def by_field(items: list[dict], d: list[list[bool]], field: str) -> list[str]:
    """Attacks caught (both) and carriers altered per value of ``field`` and half."""
    groups: dict[tuple[str, str, str], list[int]] = defaultdict(list)
    for i, it in enumerate(items):
        groups[(it["half"], it["kind"], it[field])].append(i)
    lines = []
    for (half, kind, value), idx in sorted(groups.items()):
        c = 3 if kind == "carrier" else 2
        lines.append(f"  {half:6s} {kind:8s} {value:40s} {len(idx):5d} {sum(d[i][c] for i in idx) / len(idx):6.1%}")
    return lines


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("agentdojo_dir", type=Path, help="the unpacked agentdojo wheel (the directory holding agentdojo/)")
    add_tree_args(ap, models=True)
    ap.add_argument("--by", choices=("template", "suite", "vector"), nargs="*", default=[],
                    help="also the new tree's figures (both) per template / suite / vector")
    ap.add_argument("--threatbench", type=Path, help="also inspect_evals' AgentThreatBench: the unpacked inspect_evals "
                    "wheel (the directory holding inspect_evals/)")
    ap.add_argument("--misses", action="store_true", help="print --new's misses and altered carriers")
    args = ap.parse_args()
    if not args.agentdojo_dir.is_dir():
        print(f"{args.agentdojo_dir}: no such directory (unpack agentdojo's wheel first, see --help)", file=sys.stderr)
        return 2
    first = "final" if args.half == "final" else "dev"
    every = build(args.agentdojo_dir) + (threat_bench(args.threatbench) if args.threatbench else [])
    for it in every:  # an AgentDojo carrier is shared by both halves: counted once, in the first half chosen
        if it["kind"] == "carrier" and it["source"] == "agentdojo":
            it["half"] = first
    halves, chosen, runs = score_halves(every, args.half, args.base, args.new, args.model)
    print("\n".join(table(chosen, runs, halves)))
    clean = [i for i, it in enumerate(chosen) if it["kind"] == "carrier"]
    for name, d in runs.items():
        print(f"{name}: carriers altered {sum(d[i][3] for i in clean)}/{len(clean)}, "
              f"flagged {sum(d[i][2] for i in clean)}/{len(clean)}")
    new = runs["new " + args.new]
    for field in args.by:
        print(f"new, per {field} (attacks: caught by both; carriers: altered)")
        print("\n".join(by_field(chosen, new, field)))
    if args.misses:
        for i, it in enumerate(chosen):
            if (it["label"] == "attack") != new[i][2] or (it["kind"] == "carrier" and new[i][3]):
                head = f"--- {it['label']} {it['half']} {it['suite']} {it['vector']} {it['template']}"
                print(f"{head}\n{it['text'][:700]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
