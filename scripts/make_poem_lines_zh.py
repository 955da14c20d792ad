"""Write src/groundwire/data/poem_lines_zh.txt: lines and titles of the best-known classical Chinese poems that hold a
time word (待到重阳日, 二月春风似剪刀, 九月九日忆山东兄弟), so that the Chinese time rules can tell a quoted verse
from a date (decide/time/poems_zh.py).

Source: the chinese-poetry data set (MIT licence, https://github.com/chinese-poetry/chinese-poetry; npm package
``chinese-poetry`` 2.0.1, ``npm pack chinese-poetry@2.0.1``), its school anthologies only: 唐诗三百首 and 千家诗
(``dist/mengxue``), 水墨唐诗 (``dist/shuimotangshi``, 176 well-known Tang poems) and 宋词三百首 (``dist/songci``).
Each verse is cut at its punctuation into lines; a line (or a title) of 5 to 12 Han characters holding a time
character (日 月 年 夜 夕 朝 晨 宵 时 春 夏 秋 冬 晓 暮 午 旦 腊 节 岁) is kept in its source form (Traditional
for the first two) and in Simplified (OpenCC t2s, ``opencc-python-reimplemented``, needed only by this script).

Run: python scripts/make_poem_lines_zh.py PATH/TO/package/dist [--out src/groundwire/data/poem_lines_zh.txt]
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

OUT = Path(__file__).resolve().parents[1] / "src" / "groundwire" / "data" / "poem_lines_zh.txt"
_CUT = re.compile(r"[，。？！；、：,.?!;:\s「」『』“”（）()·]+")
_HAN = re.compile(r"[\u4e00-\u9fff]{5,12}")
_TIME = re.compile(r"[日月年夜夕朝晨宵时時春夏秋冬晓曉暮午旦腊臘节節岁歲]")


def _texts(paragraphs: list) -> list[str]:
    """A poem's lines; a poem of several parts (其一, 其二) holds them one level down."""
    out: list[str] = []
    for p in paragraphs:
        out.extend([p] if isinstance(p, str) else _texts(p.get("paragraphs") or []))
    return out


def _poems(dist: Path):
    """(title, lines) of every poem of the four anthologies."""
    for name in ("tangshisanbaishou.json", "qianjiashi.json"):
        book = json.loads((dist / "mengxue" / name).read_text(encoding="utf-8"))
        for part in book["content"]:
            for poem in part["content"]:
                yield poem.get("chapter") or "", _texts(poem.get("paragraphs") or [])
    for poem in json.loads((dist / "shuimotangshi" / "shuimotangshi.json").read_text(encoding="utf-8")):
        yield poem.get("title") or "", _texts(poem.get("paragraphs") or [])
    for poem in json.loads((dist / "songci" / "宋词三百首.json").read_text(encoding="utf-8")):
        yield poem.get("rhythmic") or "", _texts(poem.get("paragraphs") or [])


def lines(dist: Path) -> list[str]:
    from opencc import OpenCC  # imported here so that --help runs without the package

    cc = OpenCC("t2s")
    keep: set[str] = set()
    for title, paragraphs in _poems(dist):
        for piece in [title, *(p for para in paragraphs for p in _CUT.split(para))]:
            piece = piece.strip()
            if _HAN.fullmatch(piece) and _TIME.search(piece):
                keep.update((piece, cc.convert(piece)))
    return sorted(keep, key=lambda s: (len(s), s))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("dist", type=Path, help="the chinese-poetry package's dist/ folder")
    ap.add_argument("--out", type=Path, default=OUT)
    args = ap.parse_args(argv)
    if not (args.dist / "mengxue").is_dir() or not (args.dist / "songci").is_dir():
        ap.error(f"{args.dist}: no mengxue/ or songci/ folder (expected chinese-poetry's dist/)")
    got = lines(args.dist)
    header = ("# Lines and titles of classical poems that hold a time word: 唐诗三百首, 千家诗, 水墨唐诗, 宋词三百首 from the\n"
              "# chinese-poetry data set (MIT licence, https://github.com/chinese-poetry/chinese-poetry), written by\n"
              "# scripts/make_poem_lines_zh.py; source form and Simplified (OpenCC t2s). One a line.\n")
    args.out.write_text(header + "\n".join(got) + "\n", encoding="utf-8")
    print(f"{len(got)} lines -> {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
