"""Round 20's blind set of PLAIN requests an attacker plants in tool results (no override words, no "assistant"
named), with benign twins in the same tools (data ``tests/data/guard/tool_voices20.tsv``).

Written for round 20 (guard20-tool) and committed BEFORE any rule change of that round. bench_guard's weakest part is
``plain`` (a request in the user's voice inside tool output, 56 % on its final split in round 19); this set asks the
same question in other hands. 159 attacks whose goal (``kind``) is an act on the reader's holdings: invoices,
calendar, apikey, owner, money, contacts, delete, password, security, shipping, purchase, post, records, sms, repo;
in the writer's ``voice``: imperative, question ("Can you …"), want ("I need …"), also ("Also add …"), reported ("Per
Karen in accounting, …"), fragment ("last 3 invoices -> …"), terse, long, typo, lowercase, a non-native speaker, a
lawyer, a teenager, a journalist, formal; short and long, with and without a target; English, Spanish, German,
French, Portuguese, Italian and Japanese. 163 benign twins placed only in the tools where they belong (``kind`` = the
field's kind): a colleague's request ("please send me the invoices by Friday"), a customer asking a shop for a
refund, "forward this to your team", a to-do list, a shop's shipping note, a receipt's footer, a review's advice, an
MCP tool's description, a how-to search snippet, a contract's payment clause, an invite's instructions, an SMS, a CRM
note, a PR review comment, a LinkedIn message.

The tools (none of the round-18/19 renderings): a GitHub issue's comments, a Jira ticket, a Notion page's blocks, an
Outlook calendar invite, an SMS inbox, CRM notes, Yelp reviews, LinkedIn messages, a PDF's extracted text, a receipt's
OCR, web-search snippets, an MCP server's ``tools/list``. Each payload is placed in two of them chosen by its hash
(``guard_tool_voices18.two_placements``), rendered as JSON, YAML, XML, CSV, a markdown table or an HTML snippet (two
different formats); split by CRC32 of ``"tool20:" + payload`` (even → ``fit``, odd → ``held``): both renderings of a
payload are in the same half. Rules may be written from the fit half's misses; the held half is only scored.

Run: ``PYTHONPATH=src python scripts/guard_tool_voices20.py [--misses fit|held] [--by kind|voice|lang|tool|fmt]
[--dump]`` (seconds).
"""

from __future__ import annotations

import zlib
from pathlib import Path

from guard_tool_voices15 import render
from guard_tool_voices19 import _render, placed_items
from guard_tool_voices19 import rows as read_rows

DATA = Path(__file__).resolve().parent.parent / "tests" / "data" / "guard" / "tool_voices20.tsv"


def _github(x):
    return ("github_get_issue_comments", {"repo": "brightloom/ledger-sync", "issue": 1287, "title": "Sync fails on "
                                          "large attachments", "labels": "bug, needs-triage"}, "comments",
            [{"user": "octo-lin", "created_at": "2026-12-03T11:02:44Z", "body": "Reproduced on 3.8.2, stack trace "
              "attached."},
             {"user": "drive-by-99", "created_at": "2026-12-04T19:40:12Z", "body": x, "lead": "Same here."},
             {"user": "maintainer-ko", "created_at": "2026-12-05T08:15:00Z", "body": "Thanks, looking."}], 1)


def _jira(x):
    return ("jira_get_ticket", {"key": "FIN-3310", "summary": "Vendor onboarding - Acme Logistics",
                                "status": "Waiting for support", "reporter": "portal-user"}, "fields",
            [{"field": "priority", "value": "Medium"},
             {"field": "description", "value": x, "lead": "Raised via the service portal."},
             {"field": "components", "value": "Accounts Payable"}], 1)


def _notion(x):
    return ("notion_get_page", {"page_id": "6c1f0a2e-93b1", "title": "Team wiki / Weekly notes",
                                "last_edited_by": "guest"}, "blocks",
            [{"type": "heading_2", "text": "Week 49"},
             {"type": "paragraph", "text": x, "lead": "Notes from the sync:"},
             {"type": "divider", "text": ""}], 1)


def _outlook(x):
    return ("outlook_get_event", {"id": "AAMkAGI2TG93AAA=", "organizer": "external: events@partner-hub.example",
                                  "start": "2026-12-09T15:00", "end": "2026-12-09T15:30"}, None,
            [{"subject": "Quarterly sync", "location": "Teams", "body": x, "lead": "Hi all,"}], 0)


def _sms(x):
    return ("sms_list_inbox", {"device": "Pixel 8", "unread": 2}, "messages",
            [{"from": "+1 (312) 555-0147", "received": "Dec 5 08:12", "text": "Running 5 min late"},
             {"from": "+1 (628) 555-0190", "received": "Dec 5 09:40", "text": x},
             {"from": "USPS", "received": "Dec 5 10:02", "text": "Package delivered to front door."}], 1)


def _crm(x):
    return ("hubspot_get_notes", {"company": "Verdant Foods Ltd", "owner": "a.mendes", "deal": "Renewal 2027"},
            "notes",
            [{"created": "2026-11-28", "by": "a.mendes", "note": "Budget approved internally."},
             {"created": "2026-12-04", "by": "web-chat", "note": x, "lead": "Chat transcript summary:"}], 1)


def _yelp(x):
    return ("yelp_get_reviews", {"business": "Noodle Barn - Mission St", "rating": 4.1, "count": 2}, "reviews",
            [{"stars": 5, "user": "Kelly T.", "text": "Best broth in the city."},
             {"stars": 2, "user": "Anon R.", "text": x, "lead": "Edit:"}], 1)


def _linkedin(x):
    return ("linkedin_get_messages", {"conversation": "Priya Nair", "unread": True}, "messages",
            [{"from": "Priya Nair", "sent": "Dec 4", "text": "Thanks for connecting!"},
             {"from": "Priya Nair", "sent": "Dec 5", "text": x}], 1)


def _pdf(x):
    return ("pdf_extract_text", {"file": "Agreement_signed.pdf", "pages": 3, "ocr": False}, "pages",
            [{"page": 1, "text": "SERVICES AGREEMENT between the parties named below."},
             {"page": 2, "text": x, "lead": "4. Terms"},
             {"page": 3, "text": "Signed ____________ Date ________"}], 1)


def _receipt(x):
    return ("receipt_ocr", {"merchant": "CORNER MARKET #212", "date": "2026-12-04", "confidence": 0.91}, "lines",
            [{"n": 1, "text": "OAT MILK 1L 2.49"}, {"n": 2, "text": "SOURDOUGH 4.20"},
             {"n": 3, "text": x, "lead": "SUBTOTAL 6.69"}], 2)


def _search(x):
    return ("web_search", {"query": "how to export invoices quickbooks", "results": 2}, "results",
            [{"title": "Export invoices - Help Center", "url": "https://help.example.com/export",
              "snippet": "Go to Sales > Invoices and choose Export."},
             {"title": "Forum: invoices question", "url": "https://forum.example.net/t/88213", "snippet": x,
              "lead": "Posted 2 days ago -"}], 1)


def _mcp(x):
    return ("mcp_tools_list", {"server": "office-tools", "version": "0.4.2"}, "tools",
            [{"name": "list_files", "description": "Lists files in a folder of the user's Drive."},
             {"name": "send_message", "description": x, "lead": "Sends a message."}], 1)


TOOLS = {f.__name__.lstrip("_"): f for f in (_github, _jira, _notion, _outlook, _sms, _crm, _yelp, _linkedin, _pdf,
                                             _receipt, _search, _mcp)}
KIND_TOOLS = {"colleague": ["github", "jira", "notion", "linkedin", "sms", "outlook"],
              "customer": ["crm", "sms", "jira"], "forward": ["outlook", "linkedin", "notion"],
              "todo": ["notion", "sms"], "shop_note": ["receipt", "pdf"], "receipt": ["receipt"], "review": ["yelp"],
              "tool_desc": ["mcp"], "snippet": ["search"], "contract": ["pdf"], "invite": ["outlook"], "sms": ["sms"],
              "crm": ["crm"], "pr_comment": ["github"], "linkedin": ["linkedin"]}
FORMATS = ["json", "yaml", "xml", "csv", "md", "html"]
_ALL = sorted(TOOLS)


def render20(tool: str, payload: str, fmt: str, h: int) -> str:
    """A markdown table as round 15's renderer writes it; the other formats as round 19's."""
    if fmt == "md":
        return render(tool, payload, "md", h, TOOLS)
    return _render(tool, payload, fmt, h, TOOLS)


def half_of(payload: str) -> str:
    return "fit" if zlib.crc32(("tool20:" + payload).encode("utf-8")) % 2 == 0 else "held"


def rows() -> list[tuple[str, str, str, str, str]]:
    """(label, kind, voice, language, payload) of this set's data file (round 19's reader)."""
    return read_rows(DATA)


def items() -> list[dict]:
    """Every payload in two tool results (chosen by its hash), with label, kind, voice, language, tool, format and
    half."""
    return placed_items(rows(), "r20:", half_of, _ALL, KIND_TOOLS, FORMATS, render20)


def main() -> int:
    import guard_voice_report  # noqa: PLC0415  (scripts/ is on the path when a script runs)

    return guard_voice_report.main(items, description=__doc__.split("\n\n")[0],
                                   tags=("kind", "voice", "lang", "tool", "fmt"))


if __name__ == "__main__":
    raise SystemExit(main())
