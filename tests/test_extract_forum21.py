"""Round 21 (extract21): forum scripts' and issue trackers' addresses are threads; poster profiles lose their stats."""

from __future__ import annotations

import pytest
from lxml import html

from groundwire.read.extract import extract
from groundwire.read.pagekind import page_kind
from groundwire.read.poster_profiles import drop_profile_stats

_PLAIN = "<html><body><p>Some words on a page.</p></body></html>"


@pytest.mark.parametrize("url", [
    "https://bbs.example.org/viewtopic.php?id=309936",          # FluxBB
    "https://www.example.com/forum/viewtopic.php?f=2&t=77",     # phpBB under /forum/ too
    "https://boards.example.net/showthread.php?t=186269",       # vBulletin
    "https://bbs.example.cn/viewthread.php?tid=4411",            # Discuz
    "https://example.com/showtopic.php?tid=9",                   # IPB 1.x
    "https://community.example.com/thread-222085.html",          # MyBB
    "https://community.example.com/thread-222085-page-2.html",   # MyBB, a later page
])
def test_thread_addresses_are_forums(url: str) -> None:
    assert page_kind(html.fromstring(_PLAIN), url) == "forum"


@pytest.mark.parametrize("url", [
    "https://magazine.example.com/issues/",                  # a magazine's back issues
    "https://example.org/issues/2024-budget",                # a campaign's "issues" page
    "https://example.com/help/viewtopic.html",               # not the forum script
    "https://example.com/blog/thread-safety-in-python",      # no number after thread-
    "https://stitchery.example/blog/thread-3-ways-to-finish-a-seam",  # a number, but no MyBB .html
    "https://help.example.com/issues/4821",                  # a help centre's known issue (self-review look-alike)
    "https://git.example.org/team/app/issues/2318",          # issue trackers: left out (one row; look-alikes cost)
])
def test_lookalike_addresses_are_not_forums(url: str) -> None:
    assert page_kind(html.fromstring(_PLAIN), url) == "article"


_FLUXBB = """<html><body><div class="blockpost"><div class="postleft"><dl>
<dt><strong><a href="profile.php?id=9">ruth_k</a></strong></dt><dd class="usertitle"><strong>Member</strong></dd>
<dd><span>Registered: 2016-07-02</span></dd><dd><span>Posts: 1,204</span></dd></dl></div>
<div class="postright"><div class="postmsg"><p>Pacman keeps asking for the keyring; the fix was to refresh it first.</p>
</div></div></div></body></html>"""

_XENFORO = """<html><body><article class="message"><div class="message-user"><h4 class="message-name">
<a href="/members/ozzy.1/">ozzy</a></h4><div class="message-userExtras"><dl class="pairs"><dt>Joined</dt>
<dd>Jun 2, 2021</dd></dl><dl class="pairs"><dt>Messages</dt><dd>1,090</dd></dl></div></div>
<div class="bbWrapper">Check the PSU rails before you blame the card.</div></article></body></html>"""


@pytest.mark.parametrize("page, name, stats, post", [
    (_FLUXBB, "ruth_k", ["Registered", "Posts: 1,204", "Member"], "refresh it first"),
    (_XENFORO, "ozzy", ["Joined", "Jun 2, 2021", "Messages", "1,090"], "PSU rails"),
])
def test_profile_stats_go_the_name_and_post_stay(page: str, name: str, stats: list[str], post: str) -> None:
    tree = html.fromstring(page)
    assert drop_profile_stats(tree) > 0
    text = tree.text_content()
    assert name in text and post in text
    assert not [s for s in stats if s in text]


def test_a_definition_list_in_a_post_is_kept() -> None:
    tree = html.fromstring("<html><body><div class='postbody'><dl><dt>MTU</dt><dd>Maximum transmission unit"
                           "</dd></dl></div></body></html>")
    assert drop_profile_stats(tree) == 0
    assert "Maximum transmission unit" in tree.text_content()


def test_phpbb_thread_text_has_no_profile_stats() -> None:
    posts = "".join(
        f"<div id='p{i}' class='post'><div class='inner'><dl class='postprofile'><dt><a href='m.php?u={i}' "
        f"class='username'>pilot{i}</a></dt><dd class='profile-posts'><strong>Posts:</strong> {100 + i}</dd>"
        f"<dd class='profile-joined'><strong>Joined:</strong> Mar 2019</dd></dl><div class='postbody'>"
        f"<div class='content'>Reply number {i} says the carb heat fixed it after a minute or so of rough "
        f"running, which is what the manual describes for icing at cruise power.</div></div></div></div>"
        for i in range(4)
    )
    page = f"<html><head><title>Carb icing</title></head><body><h2>Carb icing</h2>{posts}</body></html>"
    text = extract(page, "https://flying.example/viewtopic.php?t=9123").text
    assert "Reply number 3" in text
    assert "Joined:" not in text and "Posts: 10" not in text
