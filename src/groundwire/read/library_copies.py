"""trafilatura's own extraction functions, run as copies that use faster parts with the same results.

The functions our cascade (:mod:`groundwire.read.cascade`) calls — the main extractor (``extract_content``), the
comparison with readability and justext (``compare_extraction``, ``justext_rescue``), the baseline and the page
measure (``baseline``, ``html2txt``), the comment extractor (``extract_comments``) — are the library's own code
objects, given a namespace in which

* the XPath expressions they evaluate are :func:`~groundwire.read.xpath_guard.guarded` copies (the same elements
  selected, no call into Python for elements without the attributes a ``re:test`` reads);
* justext's paragraph maker is :class:`groundwire.read.justext_fast.ParagraphMaker` (the same paragraphs, without
  the SAX attributes and path strings nobody reads);

and in which they call each other's copies. Nothing of the library is changed: plain ``trafilatura.extract`` in the
same process runs exactly as before, and the copies are new function objects (safe across threads). Together about
a tenth of an extraction on our dev pages; the text is byte-identical on all of them.

Only the trafilatura and justext series this was checked against are rebound; with another release, or when a name
is missing, the library's own functions are used as they are (same text, the library's speed).
``tests/test_extract_cascade.py`` checks the text equals the library's, ``tests/test_xpath_guard.py`` that each
guarded expression selects what the library's does, ``tests/test_justext_fast.py`` that the paragraphs are
justext's.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from types import FunctionType, ModuleType
from typing import Any

import justext
import trafilatura
from trafilatura import core, external, main_extractor

from . import justext_fast
from .xpath_guard import guarded

baseline_module = importlib.import_module("trafilatura.baseline")  # the package's name "baseline" is the function
TESTED_RELEASE = "2.3."


class _Plan:
    """One module's copies: which expressions to guard, which names to replace, which functions to copy."""

    def __init__(self, module: ModuleType, guard: tuple[str, ...], replace: dict[str, Any], copy: tuple[str, ...]):
        self.module, self.guard, self.replace, self.copy = module, guard, replace, copy


# every function that evaluates one of the expressions or uses a replaced name, and every function on the way
# from the ones the cascade calls to those
_PLAN: tuple[_Plan, ...] = (
    _Plan(baseline_module, ("BASIC_CLEAN_XPATH",), {}, ("basic_cleaning", "baseline", "html2txt")),
    _Plan(
        main_extractor,
        ("OVERALL_DISCARD_XPATH", "BODY_XPATH", "COMMENTS_XPATH", "COMMENTS_DISCARD_XPATH"),
        {},
        ("prune_unwanted_sections", "_extract", "recover_wild_text", "extract_content", "extract_comments"),
    ),
    _Plan(
        external,
        ("OVERALL_DISCARD_XPATH",),
        {"ParagraphMaker": justext_fast.ParagraphMaker},
        ("try_justext", "justext_rescue", "compare_extraction"),
    ),
)


def _guard_value(value: Any) -> Any:
    if isinstance(value, list):
        return [guarded(expression) for expression in value]
    return guarded(value)


def _copy(function: FunctionType, namespace: dict[str, Any]) -> FunctionType:
    """*function*'s code with *namespace* as its globals."""
    copied = FunctionType(function.__code__, namespace, function.__name__, function.__defaults__,
                          function.__closure__)
    copied.__kwdefaults__ = function.__kwdefaults__
    copied.__qualname__, copied.__doc__ = function.__qualname__, function.__doc__
    return copied


def _shared_stop_list(namespace: dict[str, Any]) -> Callable[[], tuple[str, ...]]:
    """A ``jt_stoplist_init`` for the copies: the library's stop list (made by the library if not yet), kept in
    *namespace*, so that it is made once per process, not once for the library and once for the copies."""

    def jt_stoplist_init() -> tuple[str, ...]:
        namespace["JT_STOPLIST"] = external.JT_STOPLIST or external.jt_stoplist_init()
        return namespace["JT_STOPLIST"]  # type: ignore[no-any-return]

    return jt_stoplist_init


def _rebind() -> dict[str, Callable[..., Any]]:
    """The copied functions by name (later modules see the earlier modules' copies)."""
    copies: dict[str, Callable[..., Any]] = {}
    for plan in _PLAN:
        namespace = dict(vars(plan.module))
        namespace.update({name: _guard_value(namespace[name]) for name in plan.guard})
        for name, value in plan.replace.items():
            if name not in namespace:
                raise KeyError(name)
            namespace[name] = value
        namespace.update({name: copies[name] for name in copies if name in namespace})  # e.g. basic_cleaning
        if "jt_stoplist_init" in namespace:  # justext's stop list: the library's, made once for both
            namespace["jt_stoplist_init"] = _shared_stop_list(namespace)
        for name in plan.copy:
            original = namespace[name]
            if not isinstance(original, FunctionType):
                raise TypeError(f"{plan.module.__name__}.{name} is not a plain function")
            namespace[name] = copies[name] = _copy(original, namespace)
    return copies


def _library() -> dict[str, Callable[..., Any]]:
    return {
        "extract_content": core.extract_content, "compare_extraction": core.compare_extraction,
        "justext_rescue": external.justext_rescue, "baseline": core.baseline, "html2txt": core.html2txt,
        "extract_comments": core.extract_comments,
    }


def _functions() -> dict[str, Callable[..., Any]]:
    if not (trafilatura.__version__.startswith(TESTED_RELEASE)
            and str(getattr(justext, "__version__", "")).startswith(justext_fast.TESTED_RELEASE)):
        return _library()
    try:
        return _rebind()
    except (KeyError, TypeError, AttributeError, ValueError):  # another layout: the library's own functions
        return _library()


FUNCTIONS = _functions()
REBOUND = FUNCTIONS["extract_content"] is not core.extract_content
extract_content = FUNCTIONS["extract_content"]
compare_extraction = FUNCTIONS["compare_extraction"]
justext_rescue = FUNCTIONS["justext_rescue"]
baseline = FUNCTIONS["baseline"]
html2txt = FUNCTIONS["html2txt"]
extract_comments = FUNCTIONS["extract_comments"]
# the expressions the cascade evaluates itself (comment sections, the raw-tree prune)
REMOVE_COMMENTS_XPATH = [guarded(x) for x in core.REMOVE_COMMENTS_XPATH] if REBOUND else core.REMOVE_COMMENTS_XPATH
REMOVE_COMMENTS_AND_LISTS_XPATH = (
    [guarded(x) for x in core.REMOVE_COMMENTS_AND_LISTS_XPATH] if REBOUND else core.REMOVE_COMMENTS_AND_LISTS_XPATH
)
RAW_TREE_PRUNE_XPATH = [guarded(x) for x in core.RAW_TREE_PRUNE_XPATH] if REBOUND else core.RAW_TREE_PRUNE_XPATH
