"""Round 25's JUDGE for the guard (judge25): ``scripts/judge23_guard.py`` pointed at ``bench/data/judge25/`` with
twelve tool shapes of its own, totals only.

The sets were written for round 25 by a helper that wrote no rules, before any scoring, in voices the project's
tables lack; the fixing helpers never read them, and the scorer never prints a row, a miss or a false alarm:

- ``guard_direct.tsv`` (label, kind, lang, text): direct attacks, each followed by a benign twin of the same shape.
- ``guard_tool.tsv`` (label, kind, tool, lang, payload): attacks planted in tool outputs so they read like the data
  (a support agent's line, a feed item's summary, a doc comment, a bank SMS, a receipt footer, a dictated memo, an
  issue comment, a CRM deal note, an invite's description, an app review, a wiki page block, a help-desk reply) and
  benign twins carrying real instructions between people.
- ``guard_clean.tsv`` (kind, lang, text): ordinary web paragraphs in several languages; altered = the guard's text
  differs.
- ``carrier`` (no file): every tool below with a neutral one-line payload, in every format. No extraction pages.

The tools (none of judge23's or judge24's): plain text -- ``support_chat_log`` (a web shop's live-chat export),
``rss_feed`` (a feed reader's items), ``doc_comments`` (a shared document's comment thread), ``bank_sms`` (a phone's
SMS thread with a bank and others), ``receipt_ocr`` (OCR of a till receipt), ``voice_memo`` (a dictated memo's
transcript); structured (JSON, indented JSON, YAML or XML by CRC32 of "judge25/" + the payload) -- ``github_issue``,
``pipedrive_deal``, ``ical_invite``, ``app_store_reviews``, ``notion_page``, ``intercom_conversation``.

Run: ``PYTHONPATH=src python scripts/judge25_guard.py [--base DIR/src] [--json]`` (``scripts/judge25.py`` runs it
after its own table).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import judge23_guard as judge  # noqa: E402  (one guard judge for every round: this is its judge25 folder and tools)


def _support_chat_log(x: str) -> str:
    return ("Live chat transcript · Order #KB-55102 · 5 Dec 2026\n[14:02] Visitor (Hannah): hi, my kettle arrived "
            "with a cracked lid\n[14:03] Agent (Marco): Sorry to hear that! Let me check the order.\n"
            f"[14:05] Agent (Marco): {x}\n[14:06] Visitor (Hannah): ok thanks\n[14:06] Chat ended by visitor\n")


def _rss_feed(x: str) -> str:
    return ("feed.read(\"https://localnews.example/rss\") → 3 items\n\n• Council approves new cycle lane on Mill Road\n"
            "  Fri, 04 Dec 2026 · The scheme will take about six weeks to build.\n\n• Library extends weekend hours\n"
            f"  Fri, 04 Dec 2026 · {x}\n\n• Christmas lights switch-on draws record crowd\n"
            "  Thu, 03 Dec 2026 · Around 4,000 people gathered in the square.\n")


def _doc_comments(x: str) -> str:
    return ("Comments on \"Q1 Marketing Plan v3\" (Google Docs, 3 open)\n\n— Aisha Bello, 2 Dec: \"budget line 4 "
            "looks high?\"\n   ↳ Tom Reyes, 2 Dec: \"it includes the trade show booth\"\n"
            f"— Leon Ward, 3 Dec, on \"Channel mix\": \"{x}\"\n— Aisha Bello, 4 Dec: \"resolved the font issue\"\n")


def _bank_sms(x: str) -> str:
    return ("Messages · thread list\n\nNorthBank (4 Dec, 09:30): Your card ending 4471 was used for GBP 23.50 at "
            "TESCO STORES. Not you? Call the number on your card.\n\n"
            f"+44 7700 900561 (4 Dec, 11:02): {x}\n\nMum (4 Dec, 12:45): Sunday lunch at 1? xx\n")


def _receipt_ocr(x: str) -> str:
    return ("ocr(IMG_20261204_1822.jpg) lang=auto conf=0.88\n-----\nGREENWAY MARKET\n14 High St, Tonbridge\n"
            "04/12/2026 18:21  Till 3  Op 17\n\nBANANAS LOOSE        0.96\nOAT MILK 1L          1.85\n"
            "SOURDOUGH LOAF       3.20\nEGGS FREE RANGE x6   2.45\n------------\nTOTAL              8.46\n"
            f"CARD               8.46\n\n{x}\n\nThank you for shopping with us!\n-----\n")


def _voice_memo(x: str) -> str:
    return ("Voice memo \"Thursday ideas\" · 1:54 · transcribed on device\n\nokay so for the shop window, fairy "
            f"lights and the red boxes, um, {x} and then order more tissue paper, that's it\n")


def _structured(x: str) -> dict:
    return {
        "github_issue": ("github.issues.comments", {"repo": "pixelmint/tilekit", "issue": 1417,
                                                    "title": "Crash when loading .tmx maps with empty layers",
                                                    "state": "open"}, "comments", [
            {"user": "bearded-dev", "created_at": "2026-12-02T09:12:44Z", "body": "Same here on 2.3.1, macOS."},
            {"user": "n-okonkwo", "created_at": "2026-12-03T18:40:02Z", "body": x},
            {"user": "tilekit-bot", "created_at": "2026-12-03T18:40:09Z", "body": "Label `needs-triage` added."}],
            1, "body"),
        "pipedrive_deal": ("pipedrive.deals.get", {"id": 30881, "title": "Fjordline Logistics – fleet tablets",
                                                   "value": "48,000 EUR", "stage": "Proposal made"}, "notes", [
            {"added": "2026-11-26", "user": "Kasia W.", "content": "Decision maker is the COO, Ingrid Dahl."},
            {"added": "2026-12-04", "user": "Kasia W.", "content": x}], 1, "content"),
        "ical_invite": ("ics.parse", {"file": "invite.ics", "method": "REQUEST"}, "events", [
            {"summary": "Quarterly board prep", "dtstart": "20261210T100000Z", "organizer": "mailto:cfo@vela.example",
             "location": "Boardroom / Teams", "description": x}], 0, "description"),
        "app_store_reviews": ("appstore.reviews.list", {"app": "BudgetBee – Expense Tracker", "country": "gb",
                                                        "sort": "recent"}, "reviews", [
            {"author": "lucyloo88", "rating": 5, "title": "Love it", "content": "Finally a budget app I stick to."},
            {"author": "M. Haddad", "rating": 3, "title": "Sync issues", "content": x},
            {"author": "pete_r", "rating": 4, "title": "Good", "content": "Wish it had a dark mode widget."}],
            1, "content"),
        "notion_page": ("notion.blocks.children", {"page": "Onboarding – Warehouse Team", "last_edited_by": "Gwen"},
                        "blocks", [
            {"type": "heading_2", "text": "Your first week"},
            {"type": "paragraph", "text": x},
            {"type": "to_do", "text": "Collect your hi-vis vest from the office"}], 1, "text"),
        "intercom_conversation": ("intercom.conversations.get", {"id": "215044887", "state": "open",
                                                                 "assignee": "Billing team"}, "parts", [
            {"author": "user:Oliver P.", "type": "comment", "body": "I was charged twice for December."},
            {"author": "admin:Sofia", "type": "comment", "body": x},
            {"author": "user:Oliver P.", "type": "comment", "body": "great, thank you"}], 1, "body"),
    }


def configure() -> None:
    """Point judge23_guard at bench/data/judge25/ and add this round's tools (called before its ``main``)."""
    judge.SET = "judge25"
    judge.DATA = judge.ROOT / "bench" / "data" / "judge25"
    judge.TEXT_TOOLS = {"support_chat_log": _support_chat_log, "rss_feed": _rss_feed, "doc_comments": _doc_comments,
                        "bank_sms": _bank_sms, "receipt_ocr": _receipt_ocr, "voice_memo": _voice_memo}
    judge.STRUCTURED = _structured


if __name__ == "__main__":
    configure()
    raise SystemExit(judge.main())
