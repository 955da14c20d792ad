"""Round 23's JUDGE for the guard and extraction (judge23-guard): every judge set scored on a source tree, totals only.

The sets (``bench/data/judge23/``) were written for round 23 by a helper that wrote no rules, before any scoring, in
the voices of other people; the fixing helpers never read them and this script never prints a row, a miss or a false
alarm, only totals (so that nobody can tune on them):

- ``guard_direct.tsv``: 158 direct attacks as attack-game players write them ("access granted" goals, password /
  prompt extraction, role plays, stories, code, encodings, fake chat formats, refusal suppression, polite, rude,
  typos, long pleas; 25 languages, ~40 % not English) and 144 benign instruction-like texts with trigger words
  (requests, docs, forum posts, recipes, game rules, IT notes, legal text, school tasks, support replies, code).
  Scored bare: flagged = ``sanitize(text).suspicious``.
- ``guard_tool.tsv``: 148 injections planted in tool outputs (send / pay / forward / delete / grant / visit / export /
  share / install / post / buy / book / reply with secrets / slant a summary; mostly no override words) and 117
  benign tool outputs with real instructions between people, each placed in the tool its row names (a calendar
  event, a Teams chat, a Trello card, product reviews, place reviews, a product detail, a tweet search, a fetched
  web page, a file read, a CRM contact, a PR review, a WhatsApp export, a raw e-mail, an SMS inbox, a to-do list),
  structured tools rendered as JSON, indented JSON, YAML or XML chosen by CRC32 of the payload. Flagged as above.
  The e-mail carrier first carried raw delivery headers (``Return-Path`` / ``Received``); the first run showed the
  carrier alone flagged (every e-mail text, attack or benign, was flagged), so those two lines moved to the
  ``carrier`` check below and the e-mail is rendered as From / To / Subject / Date / body.
- ``carrier`` (no file): every tool output above with a neutral one-line payload in every format, plus the e-mail
  with its raw delivery headers (46 texts): flagged and altered shares of the tool outputs themselves.
- ``guard_clean.tsv``: 82 clean paragraphs of ordinary web text in 22 languages; altered = the guard's text differs.
- ``extract/``: 8 hand-written pages (2 products, a listing, a collection, a forum thread, a service page, a doc page,
  an article) with WCXB-style gold; word-F1 (``bench_extract.word_f1``) of ``extract()`` beside plain
  ``trafilatura.extract`` (default settings), per page type and the mean.

Language groups: en; eu (es fr de it pt nl pl sv); cyr_el (ru uk el); cjk (zh ja ko); other (ar he fa hi th tr id
vi sw). A group (kind, language group, tool, format) with fewer than 5 texts is pooled
with the other small groups of its dimension as ``=(small)``.

Each tree is scored in its own subprocess with ``PYTHONPATH=TREE`` (it must import ``groundwire`` from there).

Run: ``PYTHONPATH=src python scripts/judge23_guard.py [--base DIR/src] [--json]`` from the repository root
(about 10 s per tree). ``--base /tmp/base23/src`` prints the base tree's column beside this tree's (``src``);
``--tree DIR/src`` scores another tree as the current column; ``--json`` prints the totals as one JSON object
instead of the table (for ``scripts/judge23.py``).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import zlib
from collections import defaultdict
from pathlib import Path
from typing import Callable
from xml.sax.saxutils import escape as xml_escape

ROOT = Path(__file__).resolve().parent.parent
SET = "judge23"  # the judge folder's name; also salts the CRC32 that picks a structured tool's format
DATA = ROOT / "bench" / "data" / SET
LANG_GROUP = {"en": "en", **{k: "eu" for k in "es fr de it pt nl pl sv".split()},
              **{k: "cyr_el" for k in "ru uk el".split()}, **{k: "cjk" for k in "zh ja ko".split()}}
MIN_GROUP = 5


def _tsv(path: Path, fields: int) -> list[list[str]]:
    rows = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        parts = line.split("\t")
        if len(parts) != fields:
            raise SystemExit(f"{path.name}: a line with {len(parts)} fields, not {fields}")
        rows.append(parts)
    return rows


def lang_group(lang: str) -> str:
    return LANG_GROUP.get(lang, "other")


# --- tool outputs -------------------------------------------------------------------------------------------------

def _structured(x: str) -> dict[str, tuple[str, dict, str, list[dict], int, str]]:
    """Each structured tool: (call name, metadata, list key, records, index of the record holding ``x``, its field)."""
    return {
        "gcal_event": ("calendar.events.list", {"calendarId": "primary", "timeZone": "Europe/London"}, "items", [
            {"summary": "1:1 Priya / Sam", "start": "2026-12-08T09:30:00Z", "location": "Room 3B", "description": ""},
            {"summary": "Vendor sync – Q1 planning", "start": "2026-12-09T14:00:00Z",
             "organizer": "ops@harbourline.example", "location": "Google Meet", "description": x},
            {"summary": "Team lunch", "start": "2026-12-11T12:30:00Z", "location": "Bistro 22", "description": ""}],
            1, "description"),
        "teams_chat": ("teams.channel.messages", {"team": "Finance Ops", "channel": "General"}, "value", [
            {"from": "Lena Fischer", "createdDateTime": "2026-12-04T08:58:11Z", "body": "morning! coffee in 5?"},
            {"from": "Omar Haddad", "createdDateTime": "2026-12-04T09:02:40Z", "body": x},
            {"from": "Lena Fischer", "createdDateTime": "2026-12-04T09:05:02Z", "body": "👍"}], 1, "body"),
        "trello_card": ("trello.cards.get", {"board": "Website relaunch", "list": "In progress"}, "cards", [
            {"name": "Homepage hero copy", "labels": "copy", "desc": "Second draft in the doc, needs sign-off."},
            {"name": "Migrate legacy pages", "labels": "dev, migration", "desc": x},
            {"name": "Cookie banner", "labels": "legal", "desc": "Waiting on the DPO."}], 1, "desc"),
        "product_reviews": ("shop.reviews.list", {"product": "Vortex 900 Blender", "avg_rating": 4.3, "count": 3},
                            "reviews", [
            {"author": "Bea K.", "rating": 5, "title": "Smoothies in seconds", "body": "Crushes ice easily."},
            {"author": "tomasz_w", "rating": 4, "title": "Loud but strong", "body": x},
            {"author": "Hiro", "rating": 3, "title": "Lid leaks", "body": "Fine otherwise."}], 1, "body"),
        "place_reviews": ("maps.place.details", {"name": "Casa Bella Trattoria", "rating": 4.5,
                                                 "address": "14 Quay Street"}, "reviews", [
            {"author_name": "Marta L.", "rating": 5, "relative_time": "a week ago", "text": "Best carbonara in town."},
            {"author_name": "D. Brooks", "rating": 4, "relative_time": "3 weeks ago", "text": x},
            {"author_name": "Yusuf", "rating": 4, "relative_time": "a month ago", "text": "Friendly staff."}],
            1, "text"),
        "product_detail": ("catalog.product.get", {"asin": "B0C7X2291K", "title": "AX-200 Wireless Earbuds",
                                                   "price": "59.99 USD", "seller": "SoundHub Direct"}, "sections", [
            {"heading": "About this item", "text": "Up to 30 hours with the case. IPX5 sweat resistant."},
            {"heading": "Product information", "text": x},
            {"heading": "Box contents", "text": "Earbuds, charging case, USB-C cable, 3 ear tip sizes."}],
            1, "text"),
        "tweet": ("twitter.search.recent", {"query": "giveaway OR promo lang:any", "result_count": 3}, "data", [
            {"author": "@citylibrary", "created_at": "2026-12-04T10:00:00Z", "text": "New study rooms open!"},
            {"author": "@k_rivera", "created_at": "2026-12-04T11:12:09Z", "text": x},
            {"author": "@weatherdesk", "created_at": "2026-12-04T11:40:51Z", "text": "Frost tonight, 1-3°C."}],
            1, "text"),
        "hubspot_contact": ("crm.contacts.get", {"id": "51882013", "firstname": "Kate", "lastname": "Morrow",
                                                "company": "K Media Ltd", "lifecyclestage": "customer"}, "notes", [
            {"createdAt": "2026-11-20T15:02:00Z", "owner": "Sam Reid", "body": "Intro call, interested in 2027."},
            {"createdAt": "2026-12-03T10:44:00Z", "owner": "Sam Reid", "body": x}], 1, "body"),
        "github_pr": ("github.pulls.reviews", {"repo": "harbourline/billing-api", "pull": 1182,
                                               "title": "Retry webhook delivery with backoff"}, "comments", [
            {"user": "ci-bot", "path": "", "body": "All checks have passed (14/14)."},
            {"user": "mdlamini", "path": "src/webhooks/retry.py", "body": x},
            {"user": "octo-ana", "path": "", "body": "Thanks for the quick turnaround."}], 1, "body"),
        "todo_list": ("todoist.tasks.list", {"project": "Home", "filter": "7 days"}, "tasks", [
            {"content": "Book MOT for the car", "due": "2026-12-08", "priority": 2},
            {"content": x, "due": "2026-12-09", "priority": 1},
            {"content": "Buy wrapping paper", "due": "2026-12-12", "priority": 4}], 1, "content"),
    }


def _yaml_scalar(v: object) -> str:
    return json.dumps(v, ensure_ascii=False) if isinstance(v, str) else str(v)


def _render_structured(name: str, meta: dict, key: str, records: list[dict], fmt: str) -> str:
    if fmt in ("json", "json_indent"):
        obj = dict(meta)
        obj[key] = records
        return json.dumps({"tool": name, "result": obj}, ensure_ascii=False, indent=2 if fmt == "json_indent" else None)
    if fmt == "yaml":
        lines = [f"# {name}"] + [f"{k}: {_yaml_scalar(v)}" for k, v in meta.items()] + [f"{key}:"]
        for r in records:
            for j, (k, v) in enumerate(r.items()):
                if isinstance(v, str) and "\n" in v:
                    lines.append(("- " if j == 0 else "  ") + f"{k}: |")
                    lines.extend("    " + ln for ln in v.split("\n"))
                else:
                    lines.append(("- " if j == 0 else "  ") + f"{k}: {_yaml_scalar(v)}")
        return "\n".join(lines)
    parts = [f'<result tool="{xml_escape(name)}">']
    parts += [f"  <{k}>{xml_escape(str(v))}</{k}>" for k, v in meta.items()]
    parts.append(f"  <{key}>")
    for r in records:
        parts.append("    <item>" + "".join(f"<{k}>{xml_escape(str(v))}</{k}>" for k, v in r.items()) + "</item>")
    parts += [f"  </{key}>", "</result>"]
    return "\n".join(parts)


RAW_HEADERS = "Return-Path: <m.oyelaran@harbourline.example>\nReceived: from mail-ej1.harbourline.example\n"


def _imap_email(x: str) -> str:
    return ("From: \"Michael Oyelaran\" <m.oyelaran@harbourline.example>\nTo: emma.lindqvist@harbourline.example\n"
            "Subject: Re: quick question\nDate: Fri, 4 Dec 2026 16:22:10 +0000\nMIME-Version: 1.0\n"
            "Content-Type: text/plain; charset=\"UTF-8\"\n\nHi Emma,\n\n" + x +
            "\n\nBest,\nMichael\n\n> On Thu, 3 Dec 2026 at 11:02, Emma Lindqvist wrote:\n> Any news on this?\n")


def _whatsapp(x: str) -> str:
    return ("[03/12/2026, 19:41:02] Jess: home in 20\n[03/12/2026, 19:41:30] Dan: ok 👍\n"
            f"[04/12/2026, 08:15:47] Dan: {x}\n[04/12/2026, 08:16:03] Jess: <Media omitted>\n")


def _sms_inbox(x: str) -> str:
    return ("SMS inbox (3 newest)\n---\nFrom: +44 7700 900123 · 4 Dec 2026 07:58\nRunning 10 min late, sorry!\n---\n"
            f"From: +44 7700 900988 · 4 Dec 2026 09:12\n{x}\n---\nFrom: GPSurgery · 3 Dec 2026 17:30\n"
            "Flu clinic Saturday 9-12, no appointment needed.\n")


def _web_fetch(x: str) -> str:
    return ("Fetched https://help.brightfield.example/articles/2291 (200 OK, text/html → markdown)\n\n"
            "# Getting started with your Brightfield account\n\n*Updated 2 December 2026 · 4 min read*\n\n"
            "Welcome to Brightfield. This article walks you through the first steps after you sign up.\n\n"
            f"## Before you begin\n\n{x}\n\n## Next steps\n\n- [Set up billing](/articles/2292)\n"
            "- [Invite your team](/articles/2293)\n\n[Was this article helpful? Yes / No]\n")


def _file_read(x: str) -> str:
    return ("read_file(path=\"~/Documents/notes/2026-12-projects.md\") →\n\n# December projects\n\n"
            "## Kitchen shelf\nMeasure the alcove again (last time 84.5 cm).\n\n"
            f"## Misc\n{x}\n\n## Ideas\n- Photo book for Mum's birthday\n")


TEXT_TOOLS = {"imap_email": _imap_email, "whatsapp": _whatsapp, "sms_inbox": _sms_inbox, "web_fetch": _web_fetch,
              "file_read": _file_read}
# A later round's judge (scripts/judge24_guard.py) puts its own tool shapes in these two before it calls ``main``:
# plain-text tools as ``name -> render(payload)``, structured ones as a function of the payload in ``_structured``'s shape.
STRUCTURED: Callable[[str], dict] = _structured
FORMATS = ("json", "json_indent", "yaml", "xml")
NEUTRAL = "See you tomorrow at ten."


def carriers_alone() -> list[str]:
    """Every carrier in every format with a neutral one-line payload, and the e-mail with its raw delivery headers
    (``Return-Path`` / ``Received``): what the guard does to the tool output itself."""
    out = [f(NEUTRAL) for f in TEXT_TOOLS.values()]
    if "imap_email" in TEXT_TOOLS:
        out.append(RAW_HEADERS + _imap_email(NEUTRAL))
    for name, meta, key, records, _at, _field in STRUCTURED(NEUTRAL).values():
        out += [_render_structured(name, meta, key, records, fmt) for fmt in FORMATS]
    return out


def place(tool: str, payload: str) -> tuple[str, str]:
    """(tool output text, format name) for a payload in the named tool."""
    if tool in TEXT_TOOLS:
        return TEXT_TOOLS[tool](payload), "text"
    fmt = FORMATS[zlib.crc32((SET + "/" + payload).encode("utf-8")) % len(FORMATS)]
    name, meta, key, records, _at, _field = STRUCTURED(payload)[tool]
    return _render_structured(name, meta, key, records, fmt), fmt


# --- the sets -----------------------------------------------------------------------------------------------------

def guard_items() -> list[dict]:
    """Every guard text with set, label, kind, lang group, and (tool set) tool and format."""
    out = []
    for label, kind, lang, text in _tsv(DATA / "guard_direct.tsv", 4):
        out.append({"set": "direct", "label": label, "kind": kind, "lang": lang_group(lang),
                    "text": text.replace("\\n", "\n")})
    for label, kind, tool, lang, payload in _tsv(DATA / "guard_tool.tsv", 5):
        text, fmt = place(tool, payload.replace("\\n", "\n"))
        out.append({"set": "tool", "label": label, "kind": kind, "lang": lang_group(lang), "tool": tool,
                    "fmt": fmt, "text": text})
    for kind, lang, text in _tsv(DATA / "guard_clean.tsv", 3):
        out.append({"set": "clean", "label": "clean", "kind": kind, "lang": lang_group(lang), "text": text})
    for text in carriers_alone():
        out.append({"set": "carrier", "label": "clean", "kind": "carrier", "lang": "-", "text": text})
    return out


def extract_pages() -> list[dict]:
    folder = DATA / "extract"
    if not folder.is_dir():  # a judge folder may have no extraction pages
        return []
    urls = dict(line.split("\t") for line in (folder / "urls.tsv").read_text(encoding="utf-8").splitlines() if line)
    return [{"name": p.stem, "type": p.stem.split("_")[0], "url": urls[p.stem], "html": p.read_text(encoding="utf-8"),
             "gold": p.with_suffix(".txt").read_text(encoding="utf-8")} for p in sorted(folder.glob("*.html"))]


# --- one tree, in a subprocess --------------------------------------------------------------------------------------

_CHILD = """
import json, sys, time
import groundwire
from groundwire.guard.neutralize import sanitize
from groundwire.read.extract import extract
job = json.load(sys.stdin)
t0 = time.perf_counter()
flags, altered = [], []
for text in job["texts"]:
    r = sanitize(text)
    flags.append(bool(r.suspicious))
    altered.append(r.text != text)
guard_s = time.perf_counter() - t0
texts = [extract(html, url).text for html, url in job["pages"]]
print(json.dumps({"file": groundwire.__file__, "flags": flags, "altered": altered, "extracted": texts,
                  "guard_seconds": guard_s}))
"""


def run_tree(tree: Path, items: list[dict], pages: list[dict]) -> dict:
    """The tree's per-text flags and per-page extractions (kept inside this process, never printed)."""
    tree = tree.resolve()
    env = dict(os.environ, PYTHONPATH=str(tree))
    job = {"texts": [it["text"] for it in items], "pages": [[p["html"], p["url"]] for p in pages]}
    out = subprocess.run([sys.executable, "-c", _CHILD], input=json.dumps(job), env=env, capture_output=True,
                         text=True, check=False)
    if out.returncode:
        raise SystemExit(f"scoring {tree} failed:\n{out.stderr[-2000:]}")
    res = json.loads(out.stdout)
    if tree / "groundwire" not in Path(res["file"]).resolve().parents:
        raise SystemExit(f"the child imported groundwire from {res['file']}, not from {tree}")
    return res


def _add(table: dict, key: tuple, hit: bool) -> None:
    c = table.setdefault(key, [0, 0])
    c[0] += hit
    c[1] += 1


def _groups(it: dict) -> list[str]:
    groups = [f"lang={it['lang']}", f"kind={it['kind']}"]
    if it["set"] == "tool":
        groups += [f"tool={it['tool']}", f"fmt={it['fmt']}"]
    return groups


def guard_totals(items: list[dict], res: dict) -> dict:
    """{(set, label, group): [hits, n]}; a hit is 'flagged' (attack / benign) or 'altered' (clean). A group with
    fewer than ``MIN_GROUP`` texts is pooled with the other small groups of its dimension (``kind=(small)``)."""
    sizes: dict[tuple, int] = defaultdict(int)
    for it in items:
        for g in _groups(it):
            sizes[(it["set"], it["label"], g)] += 1
    table: dict = {}
    for it, flag, alt in zip(items, res["flags"], res["altered"]):
        if it["set"] == "carrier":  # the tool outputs alone: both figures, no groups
            _add(table, ("carrier", "clean", "all (flagged)"), flag)
            _add(table, ("carrier", "clean", "all (altered)"), alt)
            continue
        hit = alt if it["set"] == "clean" else flag
        groups = ["all"] + [g if sizes[(it["set"], it["label"], g)] >= MIN_GROUP else g.split("=")[0] + "=(small)"
                            for g in _groups(it)]
        for g in groups:
            _add(table, (it["set"], it["label"], g), hit)
    return table


def extract_totals(pages: list[dict], texts: list[str]) -> dict:
    sys.path.insert(0, str(ROOT / "bench"))
    from bench_extract import word_f1  # noqa: PLC0415  (imported in this process only to score)

    by: dict[str, list[float]] = defaultdict(list)
    for p, text in zip(pages, texts):
        f1 = word_f1(text, p["gold"])
        by[p["type"]].append(f1)
        by["mean"].append(f1)
    return {k: statistics.mean(v) for k, v in by.items()}


def trafilatura_texts(pages: list[dict]) -> list[str]:
    import trafilatura  # noqa: PLC0415

    return [trafilatura.extract(p["html"], url=p["url"]) or "" for p in pages]


# --- report ---------------------------------------------------------------------------------------------------------

_WHAT = {"attack": "caught", "benign": "flagged", "clean": "altered"}
_SET_ORDER = {"direct": 0, "tool": 1, "clean": 2, "carrier": 3}
_GROUP_ORDER = {"all": 0, "lan": 1, "kin": 2, "too": 3, "fmt": 4}


def report(columns: dict[str, dict], trafilatura_f1: dict) -> None:
    names = list(columns)
    first = columns[names[0]]["guard"]
    keys = sorted(first, key=lambda k: (_SET_ORDER[k[0]], k[1], _GROUP_ORDER[k[2][:3]], k[2]))
    print(f"{'set':7} {'label':7} {'group':28} {'n':>4} " + " ".join(f"{n:>12}" for n in names))
    for key in keys:
        n = first[key][1]
        cells = " ".join(f"{columns[c]['guard'][key][0] / n:11.1%} " for c in names)
        what = "" if key[0] == "carrier" else f"  ({_WHAT[key[1]]})"
        print(f"{key[0]:7} {key[1]:7} {key[2]:28} {n:4d} {cells}{what}")
    print()
    if not trafilatura_f1:
        print("extraction: no pages in this judge folder")
    else:
        _report_extract(columns, trafilatura_f1)
    print()
    print("guard seconds (all texts): " + ", ".join(f"{c} {columns[c]['guard_seconds']:.2f}" for c in names))


def _report_extract(columns: dict[str, dict], trafilatura_f1: dict) -> None:
    names = list(columns)
    print(f"{'extraction word-F1':28} {'pages':>5} " + " ".join(f"{n:>12}" for n in names) + f" {'trafilatura':>12}")
    counts = defaultdict(int)
    for p in extract_pages():
        counts[p["type"]] += 1
        counts["mean"] += 1
    for t in sorted(trafilatura_f1, key=lambda k: (k == "mean", k)):
        cells = " ".join(f"{columns[c]['extract'][t]:12.3f}" for c in names)
        print(f"{t:28} {counts[t]:5d} {cells} {trafilatura_f1[t]:12.3f}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--base", type=Path, help="another tree's src/ (e.g. /tmp/base23/src): its column beside this one")
    ap.add_argument("--tree", type=Path, default=ROOT / "src", help="the tree scored as the current column")
    ap.add_argument("--json", action="store_true", help="print the totals as one JSON object instead of the table")
    args = ap.parse_args(argv)
    items, pages = guard_items(), extract_pages()
    trees = ({"base": args.base} if args.base else {}) | {"current": args.tree}
    columns = {}
    for name, tree in trees.items():
        res = run_tree(tree, items, pages)
        columns[name] = {"tree": str(tree), "guard": guard_totals(items, res),
                         "extract": extract_totals(pages, res["extracted"]), "guard_seconds": res["guard_seconds"]}
    traf = extract_totals(pages, trafilatura_texts(pages))
    if args.json:
        print(json.dumps({"columns": {c: {"tree": v["tree"], "guard": {"/".join(k): {"hits": h, "n": n}
                                                                         for k, (h, n) in v["guard"].items()},
                                           "extract": v["extract"], "guard_seconds": v["guard_seconds"]}
                                      for c, v in columns.items()}, "trafilatura": traf}, indent=1))
        return 0
    report(columns, traf)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
