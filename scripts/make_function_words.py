"""Write ``src/groundwire/data/guard_function_words.txt``: the function words of other languages that the detector's
content-evidence test (``groundwire.guard.content_evidence``, guard-benign14) does not count as evidence of an
injection. The list is ``train_guard.function_words()`` (the ``stop-words`` package's lists for the languages the
attacks are machine-translated into, less the English words the language test counts and less every word the
address test reads as talking to someone: "tu", "usted", "dich", "vous" …), one word a line, sorted.

Run: ``pip install -e '.[train]'`` (for ``stop-words``), then ``python scripts/make_function_words.py [--check]``
(``--check``: exit 1 when the shipped file differs from what this script writes).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(ROOT / "scripts"))
OUT = ROOT / "src" / "groundwire" / "data" / "guard_function_words.txt"


def text() -> str:
    import train_guard  # noqa: PLC0415

    return "".join(f"{w}\n" for w in sorted(train_guard.function_words()))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--check", action="store_true", help="only compare with the shipped file")
    args = ap.parse_args()
    new = text()
    if args.check:
        same = OUT.is_file() and OUT.read_text(encoding="utf-8") == new
        print("same" if same else "differs")
        return 0 if same else 1
    OUT.write_text(new, encoding="utf-8")
    print(f"{OUT}: {new.count(chr(10))} words")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
