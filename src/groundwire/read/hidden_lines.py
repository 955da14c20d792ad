"""Drop, from an extracted text, the lines a reader could not see on the page.

Hidden text is removed *after* extraction rather than before: cutting hidden elements out of the tree first changes
what the extractor decides about the rest of the page (trafilatura measures the page's text to decide whether its
first answer covered enough of it and retries with more recall when not; a page whose product tabs or menus were cut
looks smaller and the retry no longer fires). So the extractor sees the page as plain trafilatura would, and then
every output line whose text occurs on the page *only* inside hidden elements is dropped, and hidden inline runs
(a ``<span style="display:none">`` inside a visible paragraph) are cut out of the lines that hold them.

Matching is on a "skeleton" of the text: lower-cased word characters only, no spaces, so it does not matter whether
the extractor joined two text nodes with a space, a newline or nothing. A line is hidden-only when its skeleton
occurs in the hidden elements' text as often as on the whole page (so a line that is also visible elsewhere stays).
Pure functions on strings; the caller collects the texts.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

_NON_WORD = re.compile(r"\W+", re.UNICODE)
_SPACES = re.compile(r"\s+")
# word characters; shorter hidden runs ("x", "Menu") are not cut out of visible lines: too likely to be chance
MIN_INLINE_CHARS = 10


def skeleton(text: str) -> str:
    """Lower-cased word characters of *text* with everything else (spaces, punctuation) removed."""
    return _NON_WORD.sub("", text.lower())


def drop_hidden_lines(text: str, page_text: Callable[[], str], hidden_texts: Sequence[str]) -> tuple[str, int]:
    """*text* without the lines (and inline runs) that only hidden elements hold; also how many lines were touched.

    *page_text* gives all the text of the page, hidden parts included (called only when a line is in doubt);
    *hidden_texts* is the text of each hidden element, outermost only."""
    bones_of = {h: b for h in hidden_texts if (b := skeleton(h))}
    if not text or not bones_of:
        return text, 0
    hidden = "\x00".join(bones_of.values())  # NUL never occurs in a skeleton: no match across two elements
    found = skeleton(text)
    runs = sorted(
        {" ".join(h.split()): b for h, b in bones_of.items() if len(b) >= MIN_INLINE_CHARS and b in found}.items(),
        key=lambda run: len(run[0]),
        reverse=True,
    )
    page = ""  # skeleton of the whole page, made only when a line is found in hidden text

    def only_hidden(bones: str) -> bool:
        nonlocal page
        page = page or skeleton(page_text())
        return page.count(bones) <= hidden.count(bones)

    kept: list[str] = []
    touched = 0
    for line in text.split("\n"):
        bones = skeleton(line)
        if bones and bones in hidden and only_hidden(bones):
            touched += 1
            continue
        cut = line
        for run, run_bones in runs:
            if len(run) <= len(cut) and run in cut and only_hidden(run_bones):
                cut = _SPACES.sub(" ", cut.replace(run, " ")).strip()
        if cut != line:
            touched += 1
            if not skeleton(cut):
                continue
        kept.append(cut)
    return "\n".join(kept), touched
