"""How textsafe.decode_bytes reads bytes that are not clean UTF-8, old rule against new, on real paragraphs.

Each paragraph (20-400 characters) of a source is turned into the byte streams that reach a boundary, and the
decoded text is compared with the paragraph:

* ``cp1252``   a Latin paragraph with accents, wholly in cp1252 -> exact text?
* ``legacy``   a CJK / Cyrillic / Greek / Hebrew / Arabic / Thai paragraph in its legacy code page -> exact text?
* ``utf16``    the paragraph as UTF-16 with BOM -> exact text?
* ``mixed``    a UTF-8 paragraph followed by a cp1252 one ("mixed encodings") -> exact text?
* ``stray``    one space between two Latin words replaced by a UTF-16 BOM (``\\xff\\xfe``) or by a UTF-8 character
               cut short (``\\xe2\\x80``) -> are the two words still two words (not glued to letters)?

Sources: ``wcxb`` (main_content of the WCXB dev pages), ``cyberseceval`` (texts of the injection dev set, 17
languages) and ``zh-time`` (short Chinese time expressions, duckling + JioNLP, 4+ characters). The rule's constants
were set before the first run; one change (count only high bytes that are not UTF-8) followed cyberseceval's first
run; wcxb and zh-time were never used to change anything.

    PYTHONPATH=src python scripts/decode_study.py [--limit N]
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import re
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

from groundwire.textsafe import decode_bytes

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"
OLD_COMMIT = "16b00a3"  # main before robust11
LEGACY = ("gbk", "shift_jis", "euc_kr", "cp1251", "cp1253", "cp1255", "cp1256", "cp874")
_WORD_GAP = re.compile(r"(?<=[A-Za-z]{3}) (?=[A-Za-z]{3})")


def old_decoder():
    source = subprocess.run(["git", "show", f"{OLD_COMMIT}:src/groundwire/textsafe.py"], capture_output=True,
                            text=True, check=True, cwd=Path(__file__).resolve().parents[1]).stdout
    source = source.replace('"groundwire-cp1252"', '"groundwire-old-study"')
    path = Path(tempfile.mkdtemp()) / "old_textsafe.py"
    path.write_text(source, encoding="utf-8")
    spec = importlib.util.spec_from_file_location("old_textsafe", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.decode_bytes


def paragraphs(source: str, limit: int) -> list[str]:
    texts: list[str] = []
    if source == "wcxb":
        for path in sorted((DATA / "extraction-wcxb-dev" / "dev" / "ground-truth").glob("*.json")):
            texts.append(json.loads(path.read_text(encoding="utf-8"))["ground_truth"].get("main_content") or "")
    elif source == "zh-time":  # short Chinese time expressions: where detection has least to go on
        for name in ("duckling-zh.jsonl", "jionlp-time-cases.jsonl"):
            with open(DATA / "temporal" / name, encoding="utf-8") as fh:
                texts += [json.loads(line)["text"] for line in fh]
        return [t.strip() for t in texts if len(t.strip()) >= 4][:limit]
    else:
        with open(DATA / "injection" / "cyberseceval-notinject" / "dev.jsonl", encoding="utf-8") as fh:
            texts = [json.loads(line)["text"] for line in fh]
    out = [p.strip() for t in texts for p in t.split("\n") if 20 <= len(p.strip()) <= 400]
    return out[:limit]


def encodes(text: str, codec: str) -> bytes | None:
    try:
        return text.encode(codec)
    except UnicodeEncodeError:
        return None


def cases(paras: list[str]):
    latin = [p for p in paras if not p.isascii() and encodes(p, "cp1252") is not None]
    for p in latin:
        yield "cp1252", encodes(p, "cp1252"), p
    for p in paras:
        if p.isascii() or encodes(p, "cp1252") is not None:
            continue
        for codec in LEGACY:
            data = encodes(p, codec)
            if data is not None:
                yield "legacy", data, p
                break
    for p in paras:
        yield "utf16", p.encode("utf-16"), p
    for a, b in zip(paras, latin[1:] + latin[:1], strict=False):
        if not b:
            continue
        yield "mixed", a.encode() + b" " + encodes(b, "cp1252"), a + " " + b
    for p in paras:
        gap = _WORD_GAP.search(p)
        if gap is None:
            continue
        left, right = p[: gap.start()], p[gap.end():]
        for junk in (b"\xff\xfe", b"\xe2\x80"):
            yield "stray", left.encode() + junk + right.encode(), (left, right)


def ok(kind: str, got: str, want) -> bool:
    if kind != "stray":
        return got == want
    left, right = want
    first, second = left.split()[-1], right.split()[0]
    return re.search(rf"(?<!\w){re.escape(first)}\W+{re.escape(second)}(?!\w)", got) is not None


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--limit", type=int, default=3000, help="paragraphs per source (default 3000)")
    args = parser.parse_args()
    old = old_decoder()
    for source in ("wcxb", "cyberseceval", "zh-time"):
        paras = paragraphs(source, args.limit)
        total, good_old, good_new = Counter(), Counter(), Counter()
        for kind, data, want in cases(paras):
            total[kind] += 1
            good_old[kind] += ok(kind, old(data), want)
            good_new[kind] += ok(kind, decode_bytes(data), want)
        print(f"{source} ({len(paras)} paragraphs)")
        for kind in ("cp1252", "legacy", "utf16", "mixed", "stray"):
            n = total[kind]
            if n:
                print(f"  {kind:7s} n={n:5d}  old {good_old[kind] / n:6.1%}  new {good_new[kind] / n:6.1%}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
