"""The ``re`` module with ``compile`` deferred to a pattern's first use, for modules that hold hundreds of patterns.

Round 28 (startup28): ``groundwire when "next friday"`` spent most of its CPU compiling about 1,100 module-level
patterns of the time rules, while the prefilter's screens (decide/time/prefilter.py, read from shipped data) let a
short question reach only a few of them. A module that writes ``from groundwire import lazy_re as re`` keeps its
``re.compile(...)`` lines as they are (a pattern added the old way is lazy too) and gets a :class:`LazyPattern`: its
``pattern`` and ``flags`` are known at once (the screens key on them), and the first other attribute compiles it.
Every other name (``re.sub``, ``re.IGNORECASE``, ``re.Match`` ...) is the standard module's own object.

Does not cover: ``isinstance(p, re.Pattern)`` is False for a lazy pattern (ask :func:`is_pattern`), and the module-level functions of ``re``
(``re.sub(p, ...)``) do not take one (they raise TypeError: pass ``p.pattern`` or call ``p.sub``). A pattern with
global inline flags (``(?i)...``), a bytes pattern or ASCII / LOCALE / DEBUG flags is compiled at once (its
``flags`` are not known without compiling). A syntax error shows at first use: tests/test_lazy_re.py compiles every
lazy pattern of the package.
"""

from __future__ import annotations

import re as _re
import threading
import weakref
from re import (  # noqa: F401 - re-exported: the standard module's own objects
    ASCII,
    DOTALL,
    IGNORECASE,
    LOCALE,
    MULTILINE,
    NOFLAG,
    UNICODE,
    VERBOSE,
    A,
    I,
    L,
    M,
    Match,
    Pattern,
    RegexFlag,
    S,
    U,
    X,
    error,
    escape,
    findall,
    finditer,
    fullmatch,
    match,
    purge,
    search,
    split,
    sub,
    subn,
)
from typing import Any

_GLOBAL_FLAGS = _re.compile(r"\(\?[aiLmsux]+\)")  # (?i) at the start: flags the pattern's text sets for all of it
_EAGER_FLAGS = _re.ASCII | _re.LOCALE | _re.DEBUG
_KEPT = ("search", "match", "fullmatch", "finditer", "findall", "sub", "subn", "split", "scanner", "groups",
         "groupindex")  # read once from the compiled pattern, then held by the lazy one

# every live lazy pattern (tests compile them all); weak, so a pattern a function makes per call does not pile up
CREATED: weakref.WeakSet[LazyPattern] = weakref.WeakSet()
_CREATED_LOCK = threading.Lock()  # a server's warm-up thread reads CREATED while an import may add to it


class LazyPattern:
    """A pattern compiled on first use. After that its methods are the compiled pattern's own bound methods, kept
    in the instance (no wrapper call on the hot path); anything else (``groups``, ``groupindex``) is read from it."""

    def __init__(self, source: str, flags: int) -> None:
        self.pattern = source
        self.flags = int(flags | _re.UNICODE)  # what re.compile reports for a str pattern without (?aiLmsux)
        self._given = flags
        with _CREATED_LOCK:
            CREATED.add(self)

    def compiled(self) -> Pattern[str]:
        """The compiled pattern (compiled now if it was not yet; re's own cache keeps a repeat cheap)."""
        found = self.__dict__.get("_compiled")
        if found is None:
            found = _re.compile(self.pattern, self._given)
            self.__dict__.update({name: getattr(found, name) for name in _KEPT}, _compiled=found)
        return found

    def __getattr__(self, name: str) -> Any:  # only for names not yet in the instance: the first use compiles
        if name.startswith("__"):
            raise AttributeError(name)
        return getattr(self.compiled(), name)

    def __repr__(self) -> str:
        return repr(self.compiled())


def is_pattern(value: Any) -> bool:
    """Whether ``value`` is a compiled pattern or a lazy one (``isinstance(value, re.Pattern)`` misses a lazy one: a
    walk over modules' patterns, as tests and scripts/guard_redos_sweep.py make, asks this)."""
    return isinstance(value, (Pattern, LazyPattern))


def compile_all() -> int:
    """Compile every lazy pattern made so far and return how many: a long-running server's warm-up (its first
    questions then compile nothing, as when every pattern was compiled at import)."""
    with _CREATED_LOCK:
        patterns = list(CREATED)
    for pattern in patterns:
        pattern.compiled()
    return len(patterns)


def compile(pattern: Any, flags: int = 0) -> Any:  # noqa: A001 - the name re's callers use
    """``re.compile``, deferred for a str pattern whose flags are known without compiling (see the module)."""
    if isinstance(pattern, LazyPattern) and not flags:
        return pattern  # as re.compile returns a compiled pattern given one
    if (not isinstance(pattern, str) or flags & _EAGER_FLAGS
            or pattern.startswith("(?") and _GLOBAL_FLAGS.match(pattern)):
        return _re.compile(pattern, flags)
    return LazyPattern(pattern, flags)
