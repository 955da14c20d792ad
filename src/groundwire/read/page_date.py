"""The page's date by htmldate, worked out once, on the tree as parsed, without a copy of it when none is needed.

``htmldate.find_date`` deep-copies a tree it is handed (its fast path prunes and serialises the copy). In
:func:`groundwire.read.extract.extract` the tree is still read after the date (trafilatura's cascade, our
restorations), so the date cannot have the tree itself there; but on most pages nothing changes the tree until the
very end, and there the tree is no longer needed. So the date is asked for at the last moment the tree is as parsed:

* :meth:`PageDate.before_change` — just before something changes the tree (the cascade's prune of infinite-scroll,
  share and comment sections, a forum thread's preparation): htmldate on the tree, copied as the library does;
* :meth:`PageDate.at_end` — after the last read of the tree, when nothing changed it: htmldate on the tree itself,
  with the library's own ``find_date`` code run in a namespace whose ``deepcopy`` hands the tree back
  (as :mod:`groundwire.read.library_copies` does for trafilatura). The tree is the same as at the start, so the date
  is the same; the copy (about a fiftieth of an extraction on pages where htmldate reaches its pruning step) is saved.

With another htmldate series, or when its ``find_date`` is not a plain function, the library's own is used both
times (a copy each time, the same date).
"""

from __future__ import annotations

from datetime import date
from types import FunctionType
from typing import Any

import htmldate
from htmldate import core as _htmldate_core
from lxml.html import HtmlElement

TESTED_RELEASE = "1.11."
_UNSET = object()


def _no_copy(tree: Any, memo: object = None) -> Any:
    return tree


def _in_place_find_date() -> Any:
    """htmldate's ``find_date`` that works on the tree it is given (its ``deepcopy`` returns the tree itself)."""
    original = _htmldate_core.find_date
    if not (htmldate.__version__.startswith(TESTED_RELEASE) and isinstance(original, FunctionType)
            and "deepcopy" in original.__code__.co_names):
        return htmldate.find_date
    namespace = dict(vars(_htmldate_core))
    namespace["deepcopy"] = _no_copy
    copied = FunctionType(original.__code__, namespace, original.__name__, original.__defaults__,
                          original.__closure__)
    copied.__kwdefaults__ = original.__kwdefaults__
    return copied


FIND_DATE_IN_PLACE = _in_place_find_date()


class PageDate:
    """htmldate's date of one page (ISO ``YYYY-MM-DD`` or None), read once (see the module docstring)."""

    __slots__ = ("url", "today", "found")

    def __init__(self, url: str | None, today: date) -> None:
        self.url, self.today, self.found = url, today, _UNSET

    def _find(self, tree: HtmlElement, find_date: Any) -> str | None:
        if self.found is _UNSET:
            try:
                self.found = find_date(
                    tree,
                    url=self.url,
                    extensive_search=False,
                    original_date=True,
                    outputformat="%Y-%m-%d",
                    max_date=self.today.isoformat(),
                ) or None
            except Exception:  # htmldate is best effort
                self.found = None
        return self.found  # type: ignore[return-value]

    def before_change(self, tree: HtmlElement) -> str | None:
        """The date, read now on a copy of *tree* (which is about to change), unless it was read already."""
        return self._find(tree, htmldate.find_date)

    def at_end(self, tree: HtmlElement) -> str | None:
        """The date, read on *tree* itself if it was not read before: *tree* must be as parsed and is spoiled."""
        return self._find(tree, FIND_DATE_IN_PLACE)
