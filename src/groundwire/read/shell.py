"""Is a short extraction the shell of a page a script draws, rather than a short main text?

trafilatura answers a page whose content a script draws with what is left of it: the script warning ("You need to
enable JavaScript to run this app."), a search box's placeholder ("I'm shopping for..."), a few menu labels
("esk8 calc", "donate now"). WCXB's annotators give such pages an empty main text, and an empty answer tells the caller
there is nothing to cite. Round 10 dropped every text under :data:`MIN_TEXT_CHARS`, which also dropped a short main
text: a news brief ("Two injured in Main St fire."), a status page's "All systems operational", a one-line answer
(review10b). A short text is now a shell only when none of its lines says something: a line of at least
:data:`MIN_LINE_WORDS` words that is neither a placeholder (ending in "..." / "…") nor a notice about the browser
(JavaScript, cookies, browser). On WCXB dev and AEB the texts it keeps are the ones round 10 kept: every text under
50 characters there is a script warning, a placeholder or a menu of one- and two-word labels. Pure.
"""

from __future__ import annotations

import re

# a text this long or longer is read as a main text whatever it says. On WCXB dev and AEB no extraction has 47 to
# 156 characters (any bound in that gap gives the same figures)
MIN_TEXT_CHARS = 50
MIN_LINE_WORDS = 3  # "All systems operational"; menu labels ("donate now") are shorter
_WORD_RE = re.compile(r"[^\W\d_]+")
_PLACEHOLDER_RE = re.compile(r"(?:\.\.\.|…)\s*$")
_BROWSER_NOTICE_RE = re.compile(r"\b(?:javascript|cookies?|browser)\b", re.IGNORECASE)


def is_shell(text: str) -> bool:
    """Whether *text* (an extraction) is no main text: shorter than :data:`MIN_TEXT_CHARS` and without a line that
    says something (see the module docstring)."""
    stripped = text.strip()
    if len(stripped) >= MIN_TEXT_CHARS:
        return False
    return not any(_says_something(line.strip()) for line in stripped.splitlines())


def _says_something(line: str) -> bool:
    return (len(_WORD_RE.findall(line)) >= MIN_LINE_WORDS and _PLACEHOLDER_RE.search(line) is None
            and _BROWSER_NOTICE_RE.search(line) is None)
