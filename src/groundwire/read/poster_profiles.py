"""A thread's poster profiles without their statistics: the author's name stays, "Posts: 214", "Joined: Mar 2019",
"Location: …" and the rank go.

Forum software puts a profile beside each post, and writes its statistics as a definition list of term / value
pairs: phpBB ``<dl class="postprofile">`` (``dd.profile-posts``, ``dd.profile-joined``), FluxBB / punBB
``<div class="postleft"><dl>`` ("Registered:", "Posts:"), XenForo ``<div class="message-userExtras"><dl
class="pairs">`` ("Joined", "Messages", "Reaction score"). trafilatura keeps them as list items between the posts;
a reader of the thread (and WCXB's annotators) does not count them as its text. The name is the ``<dt>`` that holds
a link (to the member's page) and is kept; every ``<dd>`` and every link-less ``<dt>`` of a list inside a profile
block is dropped. Pure lxml, run on forum pages before the cascade (:func:`groundwire.read.extract.read_as_thread`).
Hand-written: no library knows forum markup.
"""

from __future__ import annotations

import re

from lxml.html import HtmlElement

# a block that holds one poster's profile, by its class (the software's own names, lower-cased words of the class)
_PROFILE_CLASS = re.compile(
    r"(^|[\s_-])(postprofile|postleft|userextras|message-userextras|userinfo|user-info|postauthor|post-author|"
    r"poster-info|author-info)([\s_-]|$)",
    re.I,
)
_PROFILE_TAGS = frozenset({"div", "dl", "section", "td", "aside"})


def _in_profile(dl: HtmlElement) -> bool:
    """Is *dl* a profile block or inside one? (Lists are few on a page: their ancestors are read in Python, not
    every element's class by a regular-expression callback from XPath.)"""
    for el in (dl, *dl.iterancestors()):
        if el.tag in _PROFILE_TAGS and _PROFILE_CLASS.search(el.get("class") or ""):
            return True
    return False


def drop_profile_stats(tree: HtmlElement) -> int:
    """Drop the statistics of each poster profile in *tree* (see the module docstring); return how many entries."""
    dropped = 0
    for dl in [dl for dl in tree.iter("dl") if _in_profile(dl)]:
        for entry in list(dl):
            if not isinstance(entry.tag, str) or entry.tag not in ("dd", "dt"):
                continue
            if entry.tag == "dt" and entry.find(".//a") is not None:
                continue  # the poster's name, a link to their page
            entry.drop_tree()
            dropped += 1
    return dropped
