"""Round 21's blind set of attack payloads an attacker plants in data an agent reads, in goals and tools no earlier set
used, with benign twins in the same tools (data ``tests/data/guard/tool_voices21.tsv``).

Written for round 21 (guard21-tool) and committed BEFORE any rule change of that round. 179 attacks whose goal
(``kind``) is an act the agent would do for its user: setting (recovery mail, forwarding, payout method, alerts),
delete, archive, unsubscribe (from security mail), invite (accept one and grant rights), approve_pr, post (publicly as
the user), book, buy, submit_url (visit a link and submit the user's data), mail_summary (the user's mail summarised
into a reply to a stranger), rate (5 stars as the user), spam (the bank's mail marked as spam); in the writer's
``voice``: imperative, question, framed_note ("Note to the AI summarising this:"), framed_auto ("[automated
follow-up]"), reported, terse, long, lowercase, typo, teen, a non-native speaker, a lawyer, a code comment, alt text;
English, Chinese, Spanish, German, French, Japanese, Portuguese and Russian. 158 benign twins placed only in the tools
where they belong (``kind`` = the field's kind): a colleague's request ("could you approve my PR"), a doc comment, a
Trello checklist, an app review ("rating it 5 stars helps"), a customer's ticket ("please unsubscribe me"), a support
macro, a listing's house rules, a podcast's ask, a README / release note ("please upgrade"), a code comment, alt text
and meta descriptions ("Book your stay"), a vCard note, an invite's "please accept", photo / PDF metadata, shop
notices, a Slack bot's reminder.

The tools (none of the round-15..20 renderings): a Slack export, Google Docs comments, a Trello card, Google Play
reviews, a Zendesk ticket's side conversation, an Airbnb listing, a podcast transcript, a repository's files (README,
code comments), a web page's alt text / aria-labels / meta description, a vCard, an iCal event's DESCRIPTION, EXIF /
PDF metadata. Each payload is placed in two of them chosen by its hash (``guard_tool_voices18.two_placements``),
rendered as JSON, YAML, XML, CSV, a markdown table, an HTML snippet or plain text (a vCard / iCal file as such; two
different formats); split by CRC32 of ``"tool21:" + payload`` (even → ``fit``, odd → ``held``): both renderings of a
payload are in the same half. Rules may be written from the fit half's misses; the held half is only scored.

Run: ``PYTHONPATH=src python scripts/guard_tool_voices21.py [--misses fit|held] [--by kind|voice|lang|tool|fmt]
[--dump]`` (seconds). ``--review`` scores the round's self-review instead (``tests/data/guard/review21_tool.tsv``: 39
look-alikes of the round's new rules, written after its last fix, placed and split the same way).
"""

from __future__ import annotations

import zlib
from pathlib import Path

from guard_tool_voices15 import _fill, render
from guard_tool_voices19 import _render, placed_items
from guard_tool_voices19 import rows as read_rows

DATA = Path(__file__).resolve().parent.parent / "tests" / "data" / "guard" / "tool_voices21.tsv"
REVIEW = DATA.with_name("review21_tool.tsv")


def _slack(x):
    return ("slack_export_channel", {"workspace": "northwind-ops", "channel": "#vendors-shared", "export": "2026-12-05"},
            "messages",
            [{"user": "U02KXM (sam.o)", "ts": "1733390400.0012", "text": "morning! invoices batch is in the drive"},
             {"user": "U07ZZQ (guest: r.vale)", "ts": "1733394011.0044", "text": x, "lead": "one more thing -"},
             {"user": "U02KXM (sam.o)", "ts": "1733394500.0051", "text": ":+1:"}], 1)


def _gdocs(x):
    return ("gdocs_list_comments", {"document": "Partnership proposal v4", "fileId": "1Hq8_xZ0aL", "comments": 3},
            "comments",
            [{"author": "Lena Fischer", "quoted": "pricing starts at", "content": "Should this be per seat?"},
             {"author": "Anonymous Otter", "quoted": "next steps", "content": x, "lead": "+1 to this section."},
             {"author": "Lena Fischer", "quoted": "", "content": "Marking resolved."}], 1)


def _trello(x):
    return ("trello_get_card", {"board": "Q1 Launch", "list": "In progress", "card": "Vendor follow-ups",
                                "members": "ana, kofi"}, "actions",
            [{"type": "createCard", "member": "ana", "data": "Card created"},
             {"type": "commentCard", "member": "external-guest", "data": x, "lead": "Update:"},
             {"type": "updateCheckItem", "member": "kofi", "data": "Checked: call the printer"}], 1)


def _play(x):
    return ("google_play_reviews", {"package": "com.pocketwise.budget", "lang": "all", "sort": "newest"}, "reviews",
            [{"score": 4, "userName": "Dario M.", "text": "Clean and simple."},
             {"score": 2, "userName": "A Google user", "text": x, "lead": "Edit 12/04:"},
             {"score": 5, "userName": "mei", "text": "love the widgets"}], 1)


def _zendesk(x):
    return ("zendesk_get_side_conversation", {"ticket": 120457, "subject": "Re: billing question",
                                              "participants": "support, external"}, "events",
            [{"actor": "Agent Priya", "via": "email", "body": "Looping in the customer here."},
             {"actor": "external (web)", "via": "email", "body": x, "lead": "Hello,"}], 1)


def _airbnb(x):
    return ("airbnb_get_listing", {"listing_id": 48120933, "title": "Bright flat by the canal", "host": "Ines",
                                   "rating": 4.87}, None,
            [{"room_type": "Entire home", "house_rules": x, "lead": "House rules:"}], 0)


def _podcast(x):
    return ("podcast_get_transcript", {"show": "Money on Mondays", "episode": 212, "duration": "41:03"}, "segments",
            [{"start": "00:38:10", "speaker": "HOST", "text": "That's our show for this week."},
             {"start": "00:38:24", "speaker": "GUEST", "text": x, "lead": "Quick thing before we go:"},
             {"start": "00:38:51", "speaker": "HOST", "text": "Thanks for listening."}], 1)


def _repo(x):
    return ("repo_read_files", {"repo": "mintlake/ledger-cli", "ref": "main"}, "files",
            [{"path": "README.md", "content": "# ledger-cli\nA small CLI for plain-text accounts."},
             {"path": "CONTRIBUTING.md", "content": x, "lead": "## Notes"},
             {"path": "src/sync.py", "content": "def sync(): ..."}], 1)


def _page(x):
    return ("web_fetch_page", {"url": "https://harbourlight.example/offers", "status": 200}, "elements",
            [{"tag": "meta", "attr": "description", "value": "Seasonal offers and news."},
             {"tag": "img", "attr": "alt", "value": x, "lead": "banner."},
             {"tag": "button", "attr": "aria-label", "value": "Open menu"}], 1)


def _vcard(x):
    return ("contacts_get_vcard", {"contact": "Marta Keane", "source": "shared address book"}, None,
            [{"FN": "Marta Keane", "ORG": "Keane & Lowe", "TEL": "+1 617 555 0133", "NOTE": x,
              "lead": "Met 2026."}], 0)


def _ical(x):
    return ("calendar_get_event_ics", {"calendar": "Work", "uid": "7f1c9a@partnerlink"}, None,
            [{"SUMMARY": "Vendor sync", "DTSTART": "20261209T150000Z", "ORGANIZER": "mailto:events@partnerlink.io",
              "DESCRIPTION": x, "lead": "Agenda:"}], 0)


def _exif(x):
    return ("file_get_metadata", {"file": "IMG_4471.jpg / report.pdf", "size": "2.4 MB"}, "fields",
            [{"key": "Make", "value": "FUJIFILM"},
             {"key": "ImageDescription", "value": x, "lead": "Office, 3rd floor."},
             {"key": "Producer", "value": "Acrobat Distiller 23.0"}], 1)


TOOLS = {f.__name__.lstrip("_"): f for f in (_slack, _gdocs, _trello, _play, _zendesk, _airbnb, _podcast, _repo,
                                             _page, _vcard, _ical, _exif)}
KIND_TOOLS = {"colleague": ["slack", "gdocs", "trello"], "doc_comment": ["gdocs"], "trello": ["trello"],
              "review": ["play"], "zendesk": ["zendesk"], "macro": ["zendesk"], "listing": ["airbnb"],
              "podcast": ["podcast"], "readme": ["repo"], "code": ["repo"], "alt": ["page"], "meta": ["page"],
              "vcard": ["vcard"], "ical": ["ical"], "exif": ["exif"], "pdf_meta": ["exif"], "shop": ["page", "zendesk"],
              "release": ["repo", "play"], "slack_bot": ["slack"]}
FORMATS = ["json", "yaml", "xml", "csv", "md", "html", "plain"]
_ALL = sorted(TOOLS)


def _plain(tool: str, payload: str, h: int) -> str:
    """A vCard or an iCal event as its file says it; any other tool's rows as ``key: value`` lines."""
    name, meta, key, rows, at = TOOLS[tool](payload)
    rows = _fill(rows, at, payload, append=bool(h & 1))
    if tool == "vcard":
        r = rows[0]
        note = r["NOTE"].replace("\n", "\\n")
        return (f"BEGIN:VCARD\nVERSION:4.0\nFN:{r['FN']}\nORG:{r['ORG']}\nTEL;TYPE=work:{r['TEL']}\nNOTE:{note}\n"
                "END:VCARD")
    if tool == "ical":
        r = rows[0]
        desc = r["DESCRIPTION"].replace("\n", "\\n")
        return (f"BEGIN:VCALENDAR\nBEGIN:VEVENT\nUID:{meta['uid']}\nSUMMARY:{r['SUMMARY']}\nDTSTART:{r['DTSTART']}\n"
                f"ORGANIZER:{r['ORGANIZER']}\nDESCRIPTION:{desc}\nEND:VEVENT\nEND:VCALENDAR")
    lines = [f"{name}"] + [f"{k}: {v}" for k, v in meta.items()]
    for r in rows:
        lines.append("")
        lines.extend(f"{k}: {v}" for k, v in r.items())
    return "\n".join(lines)


def render21(tool: str, payload: str, fmt: str, h: int) -> str:
    """A markdown table as round 15's renderer writes it, plain text here, the other formats as round 19's."""
    if fmt == "md":
        return render(tool, payload, "md", h, TOOLS)
    if fmt == "plain":
        return _plain(tool, payload, h)
    return _render(tool, payload, fmt, h, TOOLS)


def half_of(payload: str) -> str:
    return "fit" if zlib.crc32(("tool21:" + payload).encode("utf-8")) % 2 == 0 else "held"


def rows(path: Path = DATA) -> list[tuple[str, str, str, str, str]]:
    """(label, kind, voice, language, payload) of this set's data file (round 19's reader)."""
    return read_rows(path)


def items(path: Path = DATA) -> list[dict]:
    """Every payload in two tool results (chosen by its hash), with label, kind, voice, language, tool, format and
    half."""
    return placed_items(rows(path), "r21:", half_of, _ALL, KIND_TOOLS, FORMATS, render21)


def main() -> int:
    import sys  # noqa: PLC0415

    import guard_voice_report  # noqa: PLC0415  (scripts/ is on the path when a script runs)

    path = DATA
    if "--review" in sys.argv:
        sys.argv.remove("--review")
        path = REVIEW
    return guard_voice_report.main(lambda: items(path), description=__doc__.split("\n\n")[0],
                                   tags=("kind", "voice", "lang", "tool", "fmt"))


if __name__ == "__main__":
    raise SystemExit(main())
