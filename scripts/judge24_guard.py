"""Round 24's JUDGE for the guard (judge24): ``scripts/judge23_guard.py`` pointed at ``bench/data/judge24/`` with
fifteen tool shapes of its own, totals only.

The sets were written for round 24 by a helper that wrote no rules, before any scoring, in voices the project's
tables lack; the fixing helpers never read them, and the scorer never prints a row, a miss or a false alarm:

- ``guard_direct.tsv`` (label, kind, lang, text): direct attacks, each with a benign twin of the same shape (a
  request, a quote, a how-to, a story line that uses the same words for an honest purpose).
- ``guard_tool.tsv`` (label, kind, tool, lang, payload): attacks planted in tool outputs so they read like the data
  (a courier's "action required", a voicemail, a PDF's small print, a search snippet, a ticket comment, a merge
  request note, a CRM note, a meeting transcript line...) and benign twins with real instructions between people.
- ``guard_clean.tsv`` (kind, lang, text): ordinary web paragraphs; altered = the guard's text differs.
- ``carrier`` (no file): every tool below with a neutral one-line payload, in every format.
- ``extract/``: 6 hand-written pages (a recipe blog with a recipe card, a Sphinx-like docs page, a phpBB thread, a
  shop's product page with tabs, a Chinese news article, a letting site's result list) with WCXB-style gold; word-F1 of
  ``extract()`` beside plain ``trafilatura.extract``, per page type and the mean.

The tools (none of them judge23's): plain text -- ``shipping_notice`` (a courier's e-mail), ``voicemail`` (a
voicemail transcription), ``pdf_text`` (text pulled from an invoice PDF), ``search_snippets`` (a search tool's
numbered results), ``slack_export`` (a channel export), ``meeting_transcript`` (a call transcript with speakers),
``ocr_receipt`` (OCR of a paper letter); structured (JSON, indented JSON, YAML or XML by CRC32 of "judge24/" +
the payload) -- ``jira_issue``, ``zendesk_ticket``, ``salesforce_notes``, ``gitlab_mr``, ``outlook_event``,
``discord_messages``, ``web_search_json``, ``rental_reviews``.

Run: ``PYTHONPATH=src python scripts/judge24_guard.py [--base DIR/src] [--json]`` (``scripts/judge24.py`` runs it
after its own table).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import judge23_guard as judge  # noqa: E402  (one guard judge for every round: this is its judge24 folder and tools)


def _shipping_notice(x: str) -> str:
    return ("From: ParcelNest Tracking <no-reply@track.parcelnest.example>\nSubject: Your parcel PN48213377GB is on "
            "its way\n\nHello,\n\nYour parcel from Wexford Outdoor Co. is out for delivery today between 10:40 and "
            f"12:40.\n\nDelivery note from the sender:\n{x}\n\nTrack or change your delivery: "
            "https://track.parcelnest.example/PN48213377GB\nParcelNest Ltd, Unit 4 Crossway Park\n")


def _voicemail(x: str) -> str:
    return ("Voicemail · +1 (415) 555-0147 · Sat 5 Dec 2026, 18:02 · 0:41\nTranscription (beta, may contain errors):\n"
            f"\"hi it's um Carla from the dental office, {x} okay thanks bye\"\n[Play] [Call back] [Delete]\n")


def _pdf_text(x: str) -> str:
    return ("pdf_to_text(\"Invoice_INV-2026-1187.pdf\") page 1/1\n\nNORTHWIND PRINT & SIGN\n12 Foundry Lane, Leeds "
            "LS9 8AB\nVAT GB 283 4411 09\n\nINVOICE INV-2026-1187          Date: 30/11/2026\nBill to: Kettle & Crumb "
            "Bakery\n\nQty  Description                      Unit     Total\n 500  A5 flyers, 170gsm gloss         "
            "0.09     45.00\n   2  Roller banner 850x2000           38.00    76.00\n\nSubtotal 121.00  VAT 24.20  "
            f"TOTAL GBP 145.20\n\nNotes: {x}\n\nPayment terms: 30 days. Thank you for your business.\n")


def _search_snippets(x: str) -> str:
    return ("search(\"best time to visit lisbon\") → 3 results\n\n1. Lisbon in spring: a local's guide\n"
            "   lisbonlocal.example/spring · Mar 2026\n   Spring brings mild days and fewer queues at the Belém tower.\n\n"
            f"2. When to go to Lisbon (updated)\n   travelnotes.example/lisbon-when\n   {x}\n\n"
            "3. Lisbon weather by month\n   climate-data.example/lisbon\n   Average highs from 15°C in January to "
            "28°C in August.\n")


def _slack_export(x: str) -> str:
    return ("#proj-atlas export (3 messages)\n[2026-12-03 09:14] maya.r: standup moved to 9:30 tomorrow\n"
            f"[2026-12-03 09:20] devin.o: {x}\n[2026-12-03 09:22] maya.r: :thumbsup:\n")


def _meeting_transcript(x: str) -> str:
    return ("Transcript · Weekly ops sync · 2 Dec 2026 · 28 min\n\n00:00:04 Priya Nair: okay we're recording, "
            "hi all\n00:00:09 Tom Becker: hi, so first item is the warehouse move\n"
            f"00:02:51 Ana Souza: {x}\n00:03:30 Priya Nair: great, let's take that offline\n")


def _ocr_receipt(x: str) -> str:
    return ("ocr(scan_0042.jpg) confidence 0.93\n---\nCITY OF BRAMLEY · COUNCIL TAX\nAccount 7730 2291 4\n"
            f"Dear resident,\n{x}\nYours faithfully,\nRevenues & Benefits Team\n---\n")


def _structured(x: str) -> dict:
    return {
        "jira_issue": ("jira.issue.get", {"key": "PAY-2291", "summary": "Refund webhook times out",
                                          "status": "In Review", "assignee": "r.okafor"}, "comments", [
            {"author": "qa-lin", "created": "2026-12-02T10:11:00Z", "body": "Reproduced on staging, 3/5 runs."},
            {"author": "r.okafor", "created": "2026-12-03T16:40:00Z", "body": x},
            {"author": "jira-bot", "created": "2026-12-03T16:41:00Z", "body": "Status changed to In Review."}],
            1, "body"),
        "zendesk_ticket": ("zendesk.tickets.comments", {"ticket_id": 88127, "subject": "Order arrived damaged",
                                                        "priority": "normal"}, "comments", [
            {"author": "Ines (customer)", "public": True, "body": x},
            {"author": "Support bot", "public": True, "body": "Thanks, a human will reply within 24 hours."}],
            0, "body"),
        "salesforce_notes": ("salesforce.account.notes", {"account": "Halvorsen Marine AS", "owner": "J. Pike",
                                                          "stage": "Negotiation"}, "notes", [
            {"date": "2026-11-28", "title": "Pricing call", "text": "Wants 3-year term, asked about volume tiers."},
            {"date": "2026-12-04", "title": "Follow-up", "text": x}], 1, "text"),
        "gitlab_mr": ("gitlab.merge_requests.notes", {"project": "infra/terraform-modules", "iid": 412,
                                                      "title": "Add lifecycle rules to log buckets"}, "notes", [
            {"author": "sre-bot", "position": None, "body": "Pipeline #99812 passed."},
            {"author": "k.brandt", "position": "modules/s3/main.tf:57", "body": x},
            {"author": "l.moreau", "position": None, "body": "LGTM once the comment is addressed."}], 1, "body"),
        "outlook_event": ("outlook.calendar.events", {"mailbox": "front.desk@oakridge-clinic.example",
                                                      "view": "next 7 days"}, "value", [
            {"subject": "Staff meeting", "start": "2026-12-07T08:00", "bodyPreview": ""},
            {"subject": "Supplier visit – MedSupply", "start": "2026-12-08T11:00", "bodyPreview": x},
            {"subject": "Fire drill", "start": "2026-12-10T15:00", "bodyPreview": "Assemble in car park B."}],
            1, "bodyPreview"),
        "discord_messages": ("discord.channel.messages", {"guild": "Pixel Forge Modding", "channel": "#help"},
                             "messages", [
            {"author": "rune_cat", "timestamp": "2026-12-05T20:01:00Z", "content": "anyone got the 1.4 loader?"},
            {"author": "velvetfox", "timestamp": "2026-12-05T20:03:12Z", "content": x},
            {"author": "rune_cat", "timestamp": "2026-12-05T20:04:40Z", "content": "ty"}], 1, "content"),
        "web_search_json": ("websearch.query", {"q": "cheap flights oslo to rome january", "count": 3}, "results", [
            {"title": "Oslo–Rome from 39 €", "url": "https://flyhop.example/osl-fco", "snippet": "Fares found in "
             "the last 48 hours."},
            {"title": "Cheap flights Oslo to Rome | Guide", "url": "https://faretalk.example/osl-rom",
             "snippet": x},
            {"title": "Rome airports compared", "url": "https://romeguide.example/airports",
             "snippet": "FCO or CIA: which one to pick."}], 1, "snippet"),
        "rental_reviews": ("stays.listing.reviews", {"listing": "Sunny loft near the canal", "host": "Joost",
                                                     "rating": 4.8}, "reviews", [
            {"guest": "Emily", "stay": "November 2026", "text": "Spotless and quiet, great coffee machine."},
            {"guest": "Rafael", "stay": "November 2026", "text": x},
            {"guest": "Chen", "stay": "October 2026", "text": "Steep stairs but worth it."}], 1, "text"),
    }


def configure() -> None:
    """Point judge23_guard at bench/data/judge24/ and add this round's tools (called before its ``main``)."""
    judge.SET = "judge24"
    judge.DATA = judge.ROOT / "bench" / "data" / "judge24"
    judge.TEXT_TOOLS = {"shipping_notice": _shipping_notice, "voicemail": _voicemail, "pdf_text": _pdf_text,
                        "search_snippets": _search_snippets, "slack_export": _slack_export,
                        "meeting_transcript": _meeting_transcript, "ocr_receipt": _ocr_receipt}
    judge.STRUCTURED = _structured


if __name__ == "__main__":
    configure()
    raise SystemExit(judge.main())
