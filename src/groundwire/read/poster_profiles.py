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

from lxml import etree
from lxml.html import HtmlElement

# a block that holds one poster's profile, by its class (the software's own names, lower-cased words of the class)
_PROFILE_LISTS = etree.XPath(
    "//*[self::div or self::dl or self::section or self::td or self::aside]"
    "[re:test(@class, '(^|[\\s_-])(postprofile|postleft|userextras|message-userextras|userinfo|user-info|"
    "postauthor|post-author|poster-info|author-info)([\\s_-]|$)', 'i')]/descendant-or-self::dl",
    namespaces={"re": "http://exslt.org/regular-expressions"},
)


def drop_profile_stats(tree: HtmlElement) -> int:
    """Drop the statistics of each poster profile in *tree* (see the module docstring); return how many entries."""
    dropped = 0
    for dl in _PROFILE_LISTS(tree):
        for entry in list(dl):
            if not isinstance(entry.tag, str) or entry.tag not in ("dd", "dt"):
                continue
            if entry.tag == "dt" and entry.find(".//a") is not None:
                continue  # the poster's name, a link to their page
            entry.drop_tree()
            dropped += 1
    return dropped
