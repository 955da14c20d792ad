"""Compare the Chinese time spans of two source trees on text that holds no date (or a few known ones).

Run: ``.venv/bin/python scripts/time_zh_false_spans.py --base /path/to/main/src [--today 2026-12-01]`` (a few
minutes). The texts are the jieba dictionary words holding one of the key characters of the Chinese time rules
(``KEYS``) and the Chinese lines of bench/data, tests/data/modes.jsonl, the tool catalogues and the guard's data;
each is resolved by this tree (``src/``) and by ``--base`` in a separate process, and every text whose spans differ
is printed with both answers. Nothing is judged automatically: a difference may be meant (a new reading) or a new
false span; the report says which. Round 7 used the same kind of list (15,913 texts).
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# characters the Chinese rules key on: units, relative words, festivals, solar terms, lunar words, numerals of dates
KEYS = set("年月日号號周週星期礼禮拜天今明昨前后後上下本这這去初旬季度节節夜春夏秋冬世纪代农農阴陰历曆正腊臘"
           "时時早晚午点點半近未来過过旦宵夕至谷寒暑雪露霜蛰满种冬儿兒")
_HAN = re.compile(r"[\u4e00-\u9fff]")
_QUOTED = re.compile(r'"((?:[^"\\]|\\.)*)"')


def texts() -> list[str]:
    out: set[str] = set()
    import jieba  # the dictionary ships with the package the planner already uses
    for line in (Path(jieba.__file__).parent / "dict.txt").read_text(encoding="utf-8").splitlines():
        w = line.split(" ", 1)[0]
        if len(w) >= 2 and KEYS & set(w):
            out.add(w)
    files = [*sorted((ROOT / "bench" / "data").glob("*")), ROOT / "tests" / "data" / "modes.jsonl",
             *sorted((ROOT / "tests" / "data").glob("tools_*.json")), *sorted((ROOT / "tests" / "data" / "guard").rglob("*"))]
    for f in files:
        if not f.is_file():
            continue
        try:
            raw = f.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue
        pieces = _QUOTED.findall(raw) if f.suffix in (".json", ".jsonl") else raw.splitlines()
        out.update(p.strip() for p in pieces if _HAN.search(p) and len(p) < 2000)
    return sorted(out)


def spans(src: str, items: list[str], today: str) -> list:
    code = ("import json,sys\nfrom datetime import date\nfrom groundwire.decide.timeframe import resolve\n"
            "t=date.fromisoformat(sys.argv[1])\nitems=json.load(sys.stdin)\n"
            "print(json.dumps([[(s.text,s.start.isoformat(),s.end.isoformat()) for s in resolve(x,t).spans] for x in items]))")
    env = {"PYTHONPATH": src, "PATH": "/usr/bin:/bin"}
    r = subprocess.run([sys.executable, "-c", code, today], input=json.dumps(items), capture_output=True, text=True,
                       env=env, check=True)
    return json.loads(r.stdout)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--base", required=True, help="the other tree's src/ (e.g. main's)")
    ap.add_argument("--today", default="2026-12-01")
    args = ap.parse_args(argv)
    items = texts()
    mine, base = spans(str(ROOT / "src"), items, args.today), spans(args.base, items, args.today)
    diff = [(t, b, m) for t, b, m in zip(items, base, mine) if b != m]
    print(f"{len(items)} texts, {len(diff)} differ")
    for t, b, m in diff:
        print(f"  {t!r}\n    base: {b}\n    this: {m}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
