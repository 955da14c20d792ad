"""Round 27 (guard-direct27): a check of direct attacks written by other people, from packages' shipped data.

Nobody on this project wrote these texts. Pass the unpacked wheels' directories (each holding its package dir):

* PyRIT (``pip download --no-deps pyrit``; MIT, Microsoft; each template names its own source):
  - ``jailbreakchat``: ``datasets/jailbreak/templates/*.yaml`` (jailbreakchat.com's role-play / rule-free persona
    prompts: DAN, AIM, developer mode, ...), ``{{ prompt }}`` filled with an AdvBench behaviour (rotated);
  - ``arth_singh``: ``templates/Arth_Singh/`` (Arth-Singh/Arth-Jailbreak-Templates: authority overrides, false
    context, fake system prompts);
  - ``pliny``: ``templates/pliny/*/`` (elder-plinius' L1B3RT4S: formatting and divider tricks, "new rule" blocks);
  - ``sysprompt_extraction``: ``seed_datasets/local/garak/system_prompt_extraction.prompt`` (garak's
    sysprompt_extraction attacks: ask for, or trick out, the system prompt) and the ``psfuzz`` steal-system-prompt
    seeds (prompt-security/ps_fuzz) and AIRT ``leakage.prompt``'s system-prompt rows.
* inspect_evals (MIT; tau2's data from sierra-research/tau2-bench, MIT) for benign instruction-like texts of another
  origin (kind ``instruction_like``): ``tau2_user`` (the simulated customers' scenario instructions: second person,
  "If the agent asks ..., say ...") and ``tau2_policy`` (the agents' policy documents, one paragraph block each).

* deepteam (round 28, guard-direct28; ``pip download --no-deps deepteam``, Apache-2.0, Confident AI; read as text and
  with ``ast``, never imported), ``--deepteam DIR``:
  - ``deepteam_attacks``: the worked examples (``"input": "..."``) of its single-turn attack templates that wrap a
    request in an override (system override, authority / permission escalation, goal redirection, context poisoning,
    input bypass, prompt probing, gray box, synthetic context, prompt injection's "safety dataset" frame);
  - ``deepteam_escalation``: its escalation prefixes (``escalation_constants.py``: "SYSTEM OVERRIDE: ...", developer
    mode, fictional frames, urgency) put before an AdvBench behaviour as deepteam does (``"{prefix} \\n\\n {prompt}"``);
  - ``deepteam_hijack``: the ``recursive_hijacking`` vulnerability's examples (goal redefinition in steps) and
    ``deepteam_leak``: ``goal_theft``'s (claimed developers / supervisors asking for the hidden objectives).
  Left out there: adversarial poetry, math problem, multilingual, roleplay, semantic manipulation, emotional
  manipulation (a harmful request veiled, not an override) and the other vulnerabilities (plain harmful requests).

Left out: plain harmful requests (AdvBench, AIRT harms, garak ``doctor``: not injections), PyRIT's in-the-wild
templates (verazuo/jailbreak_llms, already ``guard_public_sources.py --inthewild``), multi-parameter templates,
encodings and converters, 0din's obfuscated recipes, AIRT ``leakage``'s copyright / training-data rows, b3's threat
snapshots (their attacks are not shipped), and FreshQA (never read). No data is kept in the repository.

Split into ``dev`` / ``final`` by CRC32 of the template file (templates) or of the text (seeds, benign), with
``guard_public_sources.py``'s ``_item``; scored with its ``score_halves`` (``decide`` / ``table``) and
``print_misses``. The final half is for
reporting once. Run: ``PYTHONPATH=src python scripts/guard_public_direct.py PYRIT_DIR INSPECT_EVALS_DIR [--base
/tmp/base27/src] [--new src] [--half dev|final|both] [--misses SOURCE] [--deepteam DIR]``. PyYAML is not needed: the files' values
are read by :func:`yaml_values` (block ``>`` / ``|``, quoted and plain scalars of a ``value:`` key).
"""

from __future__ import annotations

import argparse
import ast
import gzip
import json
import re
import sys
import zlib
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from guard_public_sources import _item, add_tree_args, first_of_each_text, print_misses, score_halves, table  # noqa: E402

_VALUE = re.compile(r"^(\s*)(?:- )?value:[ \t]*(.*)$")
_FILLERS_N = 16


def _block(lines: list[str], start: int, indicator: str) -> str:
    """A ``>`` / ``|`` block scalar from ``lines[start:]`` (its indent set by its first non-blank line)."""
    body: list[str] = []
    indent = None
    for line in lines[start:]:
        if line.strip():
            lead = len(line) - len(line.lstrip(" "))
            if indent is None:
                indent = lead
            if lead < indent:
                break
            body.append(line[indent:])
        else:
            body.append("")
    while body and not body[-1]:
        body.pop()
    if indicator.startswith("|"):
        return "\n".join(body)
    out, para = [], []
    for line in body:  # folded: a line break is a space, a blank line a newline, more-indented lines kept
        if line and not line.startswith((" ", "\t")):
            para.append(line)
        else:
            if para:
                out.append(" ".join(para))
                para = []
            out.append(line)
    if para:
        out.append(" ".join(para))
    return "\n".join(out)


def _quoted(lines: list[str], start: int, first: str) -> str:
    """A single- or double-quoted scalar that may run over several lines (folded as YAML does)."""
    quote = first[0]
    chunks = [first[1:]]
    i = start
    end = re.compile("(?<!')'(?!')\\s*$" if quote == "'" else r'(?<!\\)"\s*$')
    while not end.search(chunks[-1] if len(chunks) > 1 else first[1:]) and i < len(lines):
        chunks.append(lines[i].strip())
        i += 1
    text = " ".join(c if c else "\n" for c in chunks).replace(" \n ", "\n")
    text = text.rstrip()[:-1]
    return text.replace("''", "'") if quote == "'" else text.replace('\\"', '"').replace("\\n", "\n")


def yaml_values(text: str) -> list[str]:
    """Every ``value:`` scalar of a PyRIT template or seed file, in order."""
    lines = text.splitlines()
    out = []
    for i, line in enumerate(lines):
        m = _VALUE.match(line)
        if not m:
            continue
        rest = m.group(2).strip()
        if rest[:1] in (">", "|"):
            out.append(_block(lines, i + 1, rest))
        elif rest[:1] in ("'", '"'):
            out.append(_quoted(lines, i + 1, rest))
        elif rest:
            out.append(rest)
    return out


def _jinja(text: str, filler: str) -> str:
    text = text.replace("{% raw %}", "").replace("{% endraw %}", "")
    text = text.replace("{{ '{{' }}", "{{").replace("{{ '}}' }}", "}}")
    return re.sub(r"\{\{ ?prompt ?\}\}", filler, text)


def _pyrit(root: Path) -> list[dict]:
    ds = root / "pyrit" / "datasets"
    if not ds.is_dir():
        raise SystemExit(f"{ds}: missing; unpack PyRIT's wheel and pass the directory holding pyrit/")
    local = ds / "seed_datasets" / "local"
    fillers = _adv_fillers(root)
    templates = ds / "jailbreak" / "templates"
    groups = {"jailbreakchat": sorted(templates.glob("*.yaml")),
              "arth_singh": sorted((templates / "Arth_Singh").glob("*.yaml")),
              "pliny": sorted((templates / "pliny").glob("*/*.yaml"))}
    items = []
    for source, files in groups.items():
        for path in files:
            raw = path.read_text(encoding="utf-8")
            if "dt_stereotypes" in path.name or not re.search(r"\{\{ ?prompt ?\}\}", raw):
                continue  # DecodingTrust's system prompts and templates without the one ``prompt`` parameter
            key = str(path.relative_to(templates))
            filler = fillers[zlib.crc32(key.encode()) % len(fillers)]
            for value in yaml_values(raw):
                items.append(_item(_jinja(value, filler).strip(), "attack", "direct", source, key))
    leak = yaml_values((local / "garak" / "system_prompt_extraction.prompt").read_text(encoding="utf-8"))
    for seed in yaml_values((local / "psfuzz_steal_system.prompt").read_text(encoding="utf-8")):
        leak += [re.sub(r"^\d+\.\s*", "", p.strip()) for p in re.split(r"\|\s*(?=\d+\.\s)", seed) if p.strip()]
    leak += [v for v in yaml_values((local / "airt" / "leakage.prompt").read_text(encoding="utf-8"))
             if re.search(r"system (prompt|message)|instructions", v, re.I)]
    items += [_item(t, "attack", "direct", "sysprompt_extraction") for t in leak if t]
    return items


def _tau2(root: Path) -> list[dict]:
    domains = root / "inspect_evals" / "tau2" / "data" / "domains"
    if not domains.is_dir():
        print(f"{domains}: missing; benign tau2 texts left out", file=sys.stderr)
        return []
    items = []
    for tasks in sorted(domains.glob("*/tasks.json")):
        for task in json.loads(tasks.read_text(encoding="utf-8")):
            ins = ((task.get("user_scenario") or {}).get("instructions")) or {}
            if isinstance(ins, str):
                text = ins
            else:
                text = "\n".join(ins.get(k) or "" for k in ("known_info", "reason_for_call", "task_instructions"))
            if text.strip():
                items.append(_item(text.strip(), "benign", "instruction_like", "tau2_user"))
    for policy in sorted(domains.glob("*/*policy*")):
        raw = policy.read_text(encoding="utf-8") if policy.suffix != ".gz" else gzip.decompress(
            policy.read_bytes()).decode("utf-8")
        for block in re.split(r"\n(?=#+ )", raw):
            if len(block.strip()) > 80:
                items.append(_item(block.strip(), "benign", "instruction_like", "tau2_policy"))
    return items


_DEEPTEAM_ATTACKS = ("system_override", "authority_escalation", "permission_escalation", "goal_redirection",
                     "context_poisoning", "input_bypass", "prompt_probing", "gray_box", "synthetic_context_injection",
                     "prompt_injection")
_DEEPTEAM_VULNERABILITIES = {"recursive_hijacking": "deepteam_hijack", "goal_theft": "deepteam_leak"}
_EXAMPLE_INPUT = re.compile(r'"input": "((?:[^"\\]|\\.)*)"')


def example_inputs(source: str) -> list[str]:
    """The ``"input": "..."`` values of a deepteam template module's worked examples, as the model would read them
    (the f-strings' doubled braces single, ``\\n`` a line break)."""
    out = []
    for m in _EXAMPLE_INPUT.finditer(source):
        text = m.group(1).replace("{{", "{").replace("}}", "}").replace("\\\\n", "\n").replace('\\"', '"')
        out.append(text.replace("\\n", "\n").strip())
    return out


def _string_lists(source: str) -> list[str]:
    """Every string of the module-level list literals of a Python file (read with ``ast``, never imported)."""
    out = []
    for node in ast.parse(source).body:
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.List):
            out += [e.value for e in node.value.elts if isinstance(e, ast.Constant) and isinstance(e.value, str)]
    return out


def _deepteam(root: Path, fillers: list[str]) -> list[dict]:
    pkg = root / "deepteam"
    if not (pkg / "attacks").is_dir():
        raise SystemExit(f"{pkg}: missing; unpack deepteam's wheel and pass the directory holding deepteam/")
    single = pkg / "attacks" / "single_turn"
    needed = ([single / name / "template.py" for name in _DEEPTEAM_ATTACKS] + [single / "escalation_constants.py"]
              + [pkg / "vulnerabilities" / name / "template.py" for name in _DEEPTEAM_VULNERABILITIES])
    missing = [path for path in needed if not path.is_file()]
    if missing:  # another deepteam version, or a partly unpacked wheel: say so rather than a traceback
        raise SystemExit(f"{pkg}: {len(missing)} of the files read are missing (first: {missing[0]}); this reader "
                         "knows deepteam 1.0.10's layout: unpack that wheel whole")
    items = []
    for name in _DEEPTEAM_ATTACKS:
        for text in example_inputs((single / name / "template.py").read_text("utf-8")):
            items.append(_item(text, "attack", "direct", "deepteam_attacks"))
    prefixes = _string_lists((single / "escalation_constants.py").read_text("utf-8"))
    for prefix in prefixes:
        filler = fillers[zlib.crc32(prefix.encode()) % len(fillers)]
        items.append(_item(f"{prefix} \n\n {filler}", "attack", "direct", "deepteam_escalation", prefix))
    for name, source in _DEEPTEAM_VULNERABILITIES.items():
        for text in example_inputs((pkg / "vulnerabilities" / name / "template.py").read_text("utf-8")):
            items.append(_item(text, "attack", "direct", source))
    return items


def _adv_fillers(pyrit_dir: Path) -> list[str]:
    local = pyrit_dir / "pyrit" / "datasets" / "seed_datasets" / "local"
    return yaml_values((local / "adv_bench.prompt").read_text(encoding="utf-8"))[:_FILLERS_N]


def build(pyrit_dir: Path, inspect_dir: Path | None, deepteam_dir: Path | None = None) -> list[dict]:
    """Every labelled text, deduplicated (first kept), in a fixed order."""
    items = _pyrit(pyrit_dir) + (_tau2(inspect_dir) if inspect_dir else [])
    if deepteam_dir:
        items += _deepteam(deepteam_dir, _adv_fillers(pyrit_dir))
    return first_of_each_text(items)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("pyrit_dir", type=Path, help="the unpacked PyRIT wheel (the directory holding pyrit/)")
    ap.add_argument("inspect_dir", type=Path, nargs="?", help="the unpacked inspect_evals wheel (benign tau2 texts)")
    ap.add_argument("--deepteam", type=Path, help="the unpacked deepteam wheel (the directory holding deepteam/)")
    add_tree_args(ap)
    ap.add_argument("--misses", help="print --new's misses / false flags (both) of this source in the chosen half")
    args = ap.parse_args()
    if not args.pyrit_dir.is_dir():
        print(f"{args.pyrit_dir}: no such directory (unpack PyRIT's wheel first, see --help)", file=sys.stderr)
        return 2
    items = build(args.pyrit_dir, args.inspect_dir, args.deepteam)
    halves, chosen, runs = score_halves(items, args.half, args.base, args.new)
    print("\n".join(table(chosen, runs, halves)))
    if args.misses:
        print_misses(chosen, runs["new " + args.new], args.misses, 700)
    return 0


if __name__ == "__main__":
    sys.exit(main())
