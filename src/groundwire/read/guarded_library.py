"""trafilatura's own extraction functions, run with its regular-expression XPath tests guarded.

The functions our cascade (:mod:`groundwire.read.cascade`) calls — the main extractor (``extract_content``), the
comparison with readability and justext (``compare_extraction``, ``justext_rescue``), the baseline and the page
measure (``baseline``, ``html2txt``), the comment extractor (``extract_comments``) — are the library's own code
objects, given a namespace in which the expressions they evaluate are :func:`~groundwire.read.xpath_guard.guarded`
copies (same elements selected, fewer calls into Python: about a twentieth of an extraction on our dev pages) and
in which they call each other's copies. Nothing of the library is changed: plain ``trafilatura.extract`` in the
same process runs exactly as before, and the copies are new function objects (safe across threads).

Only the trafilatura series that :mod:`groundwire.read.cascade` mirrors is rebound; with another release, or when a
name is missing, the library's own functions are used as they are (same text, the library's speed).
``tests/test_extract_cascade.py`` checks the text equals the library's and ``tests/test_xpath_guard.py`` that each
guarded expression selects what the library's does.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from types import FunctionType, ModuleType
from typing import Any

import trafilatura
from trafilatura import core, external, main_extractor

from .xpath_guard import guarded

baseline_module = importlib.import_module("trafilatura.baseline")  # the package's name "baseline" is the function
TESTED_RELEASE = "2.3."
# module -> (expressions to guard, functions to copy): every function that evaluates one of the expressions, and
# every function on the way from the ones the cascade calls to those
_PLAN: tuple[tuple[ModuleType, tuple[str, ...], tuple[str, ...]], ...] = (
    (baseline_module, ("BASIC_CLEAN_XPATH",), ("basic_cleaning", "baseline", "html2txt")),
    (
        main_extractor,
        ("OVERALL_DISCARD_XPATH", "BODY_XPATH", "COMMENTS_XPATH", "COMMENTS_DISCARD_XPATH"),
        ("prune_unwanted_sections", "_extract", "recover_wild_text", "extract_content", "extract_comments"),
    ),
    (external, ("OVERALL_DISCARD_XPATH",), ("justext_rescue", "compare_extraction")),
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


def _rebind() -> dict[str, Callable[..., Any]]:
    """The copied functions by name (later modules see the earlier modules' copies)."""
    copies: dict[str, Callable[..., Any]] = {}
    for module, expressions, functions in _PLAN:
        namespace = dict(vars(module))
        namespace.update({name: _guard_value(namespace[name]) for name in expressions})
        namespace.update({name: copies[name] for name in copies if name in namespace})  # e.g. basic_cleaning
        for name in functions:
            original = namespace[name]
            if not isinstance(original, FunctionType):
                raise TypeError(f"{module.__name__}.{name} is not a plain function")
            namespace[name] = copies[name] = _copy(original, namespace)
    return copies


def _library() -> dict[str, Callable[..., Any]]:
    return {
        "extract_content": core.extract_content, "compare_extraction": core.compare_extraction,
        "justext_rescue": external.justext_rescue, "baseline": core.baseline, "html2txt": core.html2txt,
        "extract_comments": core.extract_comments,
    }


def _functions() -> dict[str, Callable[..., Any]]:
    if not trafilatura.__version__.startswith(TESTED_RELEASE):
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
