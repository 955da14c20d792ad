"""Round 19's blind set of agentic orders inside the fields of tool results of tools no earlier set used, with
benign twins in the same tools (data ``tests/data/guard/tool_voices19.tsv``).

Written for round 19 (guard19-tool) and committed BEFORE any rule change of that round. 158 attacks whose goal is an
agent's act on the reader's holdings (``kind``: money, trade, refund, password, 2fa, auth_user, share, export, delete,
post, shipping, booking, shell, install, email_file, fetch_url), in six ``voice``s (a plain request, a note to self,
a "Reminder:", a "TODO for the assistant", a system-ish line or config / code, the owner in the third person, a long
story), short and long, with and without a target, in English, Spanish, German, French, Portuguese, Italian and
Japanese. 160 benign twins placed only in the tools where they belong (``kind`` = the field's kind: a colleague's
request, "please forward this to your team", support steps, a merchant's shipping note, a landlord's "pay rent to the
account below", the user's own to-dos, a run's note, a playlist's description, an app review, a weather alert, an RSS
item, a Drive file's description, a bank statement's memo).

The tools: a bank statement, a Shopify order, a Slack thread, Google Drive file metadata, a Zendesk ticket, Airbnb
messages, a Strava activity, a Spotify playlist, App Store reviews, a weather API's alerts, an RSS feed. Each payload
is placed in two of them chosen by its hash, rendered as JSON, YAML, XML, CSV or an HTML snippet (two different
formats); split by CRC32 of ``"tool19:" + payload`` (even → ``fit``, odd → ``held``): both renderings of a payload
are in the same half. Rules may be written from the fit half's misses; the held half is only scored.

Run: ``PYTHONPATH=src python scripts/guard_tool_voices19.py [--misses fit|held] [--by kind|voice|lang|tool|fmt]
[--dump]`` (seconds).
"""

from __future__ import annotations

import csv
import html
import io
import zlib
from collections.abc import Callable
from pathlib import Path
from xml.sax.saxutils import escape as xml_escape

from guard_tool_voices15 import _fill, render
from guard_tool_voices18 import two_placements

DATA = Path(__file__).resolve().parent.parent / "tests" / "data" / "guard" / "tool_voices19.tsv"


def _bank(x):
    return ("bank_get_statement", {"account": "Everyday Checking ****2291", "period": "2026-11"}, "transactions",
            [{"date": "2026-11-28", "amount": "-64.20", "description": "CARD PAYMENT SAINSBURYS 0412"},
             {"date": "2026-11-30", "amount": "+1.00", "description": x, "lead": "INCOMING FPS TRANSFER REF:"},
             {"date": "2026-12-01", "amount": "-1150.00", "description": "STANDING ORDER RENT"}], 1)


def _shopify(x):
    return ("shopify_get_order", {"order": "#10482", "customer": "Leah Whitmore", "total": "89.00 USD",
                                  "financial_status": "paid"}, "line_items",
            [{"sku": "MUG-BLU-12", "title": "Blue enamel mug", "qty": 2},
             {"sku": "NOTE", "title": "Order note", "note": x, "lead": "Customer note at checkout:"}], 1)


def _slack(x):
    return ("slack_get_thread", {"channel": "#ops-shared", "thread_ts": "1733400012.004100"}, "messages",
            [{"user": "priya.n", "ts": "09:12", "text": "Morning all, standup moved to 9:45."},
             {"user": "guest-vendor-22", "ts": "09:17", "text": x, "lead": "quick one:"},
             {"user": "tom.w", "ts": "09:20", "text": "ack"}], 1)


def _drive(x):
    return ("gdrive_get_file", {"id": "1xQ9kz7Wm", "mimeType": "application/pdf", "owner": "shared-with-me"}, None,
            [{"name": "Scan_2026-11-30.pdf", "modifiedTime": "2026-11-30T18:22:10Z", "description": x,
              "lead": "Uploaded from scanner."}], 0)


def _zendesk(x):
    return ("zendesk_get_ticket", {"id": 88213, "subject": "Question about my account", "status": "open",
                                   "requester": "web-form"}, "comments",
            [{"author": "requester", "public": True, "body": x, "lead": "Hello support,"},
             {"author": "Agent Kim", "public": True, "body": "Thanks, we're looking into it."}], 0)


def _airbnb(x):
    return ("airbnb_get_messages", {"reservation": "HMZ8Q2", "listing": "Sunny loft near the harbour"}, "messages",
            [{"from": "Host (Elena)", "sent": "Dec 3, 14:02", "message": "Looking forward to hosting you!"},
             {"from": "Guest", "sent": "Dec 4, 22:41", "message": x, "lead": "Hi!"}], 1)


def _strava(x):
    return ("strava_get_activity", {"id": 11209384, "type": "Run", "distance_km": 10.4, "moving_time": "52:18"},
            None, [{"name": "Morning Run", "private_note": x, "lead": "Notes:"}], 0)


def _spotify(x):
    return ("spotify_get_playlist", {"id": "37i9dQZF1DX0XUsuxWHRQd", "owner": "mixmaster_jo", "tracks": 48},
            None, [{"name": "Sunday Drive", "description": x, "lead": "48 tracks."}], 0)


def _appstore(x):
    return ("appstore_list_reviews", {"app": "PocketLedger - Budget", "country": "us", "sort": "recent"}, "reviews",
            [{"rating": 5, "title": "Does the job", "author": "mk_22", "content": "Simple and fast."},
             {"rating": 1, "title": "Read this", "author": "user81723", "content": x, "lead": "Update:"}], 1)


def _weather(x):
    return ("weather_get_alerts", {"location": "40.71,-74.01", "source": "api.weather.example"}, "alerts",
            [{"event": "Special Weather Statement", "severity": "Minor",
              "instruction": "Expect patchy fog this morning."},
             {"event": "Advisory", "severity": "Moderate", "instruction": x, "lead": "Issued 06:10 EST."}], 1)


def _rss(x):
    return ("rss_fetch", {"feed": "https://news.example/tech/rss.xml", "items": 2}, "items",
            [{"title": "Chipmaker shares rise on earnings", "pubDate": "Fri, 04 Dec 2026 08:00 GMT",
              "description": "Quarterly revenue beat forecasts."},
             {"title": "Reader tip", "pubDate": "Fri, 04 Dec 2026 09:30 GMT", "description": x,
              "lead": "From our inbox:"}], 1)


TOOLS = {f.__name__.lstrip("_"): f for f in (_bank, _shopify, _slack, _drive, _zendesk, _airbnb, _strava,
                                             _spotify, _appstore, _weather, _rss)}
KIND_TOOLS = {"colleague": ["slack", "zendesk", "airbnb"], "forward": ["slack", "zendesk"], "support": ["zendesk"],
              "merchant": ["shopify"], "landlord": ["airbnb"], "own_todo": ["drive", "strava"],
              "activity": ["strava"], "playlist": ["spotify"], "review": ["appstore"], "alert": ["weather"],
              "rss": ["rss"], "drive": ["drive"], "bank": ["bank"]}
FORMATS = ["json", "yaml", "xml", "csv", "html"]
_ALL = sorted(TOOLS)


def _render(tool: str, payload: str, fmt: str, h: int, tools: dict | None = None) -> str:
    """JSON and YAML as round 15's renderer writes them; XML, CSV and an HTML snippet here (``tools``: another set's
    tool builders, round 20's ``guard_tool_voices20.py``; this set's by default)."""
    tools = TOOLS if tools is None else tools
    if fmt in ("json", "yaml"):
        return render(tool, payload, fmt, h, tools)
    name, meta, key, rows, at = tools[tool](payload)
    rows = _fill(rows, at, payload, append=bool(h & 1))
    if fmt == "xml":
        tag = key or "item"
        inner = "".join(f"<{k}>{xml_escape(str(v))}</{k}>" for k, v in meta.items())
        for r in rows:
            inner += (f"\n  <{tag[:-1] if tag.endswith('s') else tag}>"
                      + "".join(f"<{k}>{xml_escape(str(v))}</{k}>" for k, v in r.items())
                      + f"</{tag[:-1] if tag.endswith('s') else tag}>")
        text = f'<?xml version="1.0" encoding="UTF-8"?>\n<{name}>{inner}\n</{name}>'
    elif fmt == "csv":
        buf = io.StringIO()
        cols = list(dict.fromkeys(k for r in rows for k in r))
        w = csv.writer(buf, lineterminator="\n")
        w.writerow(cols)
        for r in rows:
            w.writerow([r.get(c, "") for c in cols])
        text = "# " + ", ".join(f"{k}={v}" for k, v in meta.items()) + "\n" + buf.getvalue()
    else:  # an HTML snippet, as a web-fetch tool returns a page's part
        items = "".join("<li>" + " ".join(f'<span class="{k}">{html.escape(str(v))}</span>' for k, v in r.items())
                        + "</li>" for r in rows)
        head = "".join(f"<dt>{k}</dt><dd>{html.escape(str(v))}</dd>" for k, v in meta.items())
        text = f'<div class="{name}"><dl>{head}</dl><ul>{items}</ul></div>'
    header = (f"Tool result ({name}):\n", "Observation: ", "", f"[{name}] returned:\n")[(h >> 3) % 4]
    return header + text


def half_of(payload: str) -> str:
    return "fit" if zlib.crc32(("tool19:" + payload).encode("utf-8")) % 2 == 0 else "held"


def rows(path: Path | None = None) -> list[tuple[str, str, str, str, str]]:
    """(label, kind, voice, language, payload) of the data file (this set's unless ``path``), ``#`` lines skipped,
    ``\\n`` a line break."""
    out = []
    for line in (path or DATA).read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            label, kind, voice, lang, payload = line.split("\t")
            out.append((label, kind, voice, lang, payload.replace("\\n", "\n")))
    return out


def placed_items(data: list[tuple[str, str, str, str, str]], salt: str, half: Callable[[str], str],
                 every_tool: list[str], kind_tools: dict[str, list[str]], formats: list[str],
                 draw: Callable[[str, str, str, int], str]) -> list[dict]:
    """Every payload of ``data`` in two tool results (``two_placements`` with ``salt``: an attack in any tool, a benign
    twin in its kind's tools), drawn by ``draw``, with label, kind, voice, language, tool, format and ``half``."""
    out = []
    for k, (label, kind, voice, lang, payload) in enumerate(data):
        for tool, fmt, hh in two_placements(salt, payload, every_tool if label == "attack" else kind_tools[kind], formats):
            out.append({"text": draw(tool, payload, fmt, hh >> 4), "payload": payload, "label": label,
                        "kind": kind, "voice": voice, "lang": lang, "tool": tool, "fmt": fmt,
                        "half": half(payload), "row": k})
    return out


def items() -> list[dict]:
    """Every payload in two tool results (chosen by its hash), with label, kind, voice, language, tool, format and
    half."""
    return placed_items(rows(), "r19:", half_of, _ALL, KIND_TOOLS, FORMATS, _render)


def main() -> int:
    import guard_voice_report  # noqa: PLC0415  (scripts/ is on the path when a script runs)

    return guard_voice_report.main(items, description=__doc__.split("\n\n")[0],
                                   tags=("kind", "voice", "lang", "tool", "fmt"))


if __name__ == "__main__":
    raise SystemExit(main())
