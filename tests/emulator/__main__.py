"""Run the emulator in the foreground: ``python -m tests.emulator --port 8765 [--today 2026-11-30]
[--latency brave=50,exa=120]``. Prints the URL on the first stdout line, env hints on stderr."""

from __future__ import annotations

import argparse
import signal
import sys
import threading
from datetime import date

from .server import MOUNTS, Emulator


def _latencies(text: str) -> dict[str, int]:
    out: dict[str, int] = {}
    for item in filter(None, (p.strip() for p in text.split(","))):
        engine, _, ms = item.partition("=")
        if engine not in MOUNTS or not ms.isdigit():
            raise argparse.ArgumentTypeError(f"bad latency {item!r}; expected ENGINE=MS with ENGINE in {list(MOUNTS)}")
        out[engine] = int(ms)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.emulator", description=__doc__)
    parser.add_argument("--port", type=int, default=8765, help="0 picks a free port")
    parser.add_argument("--today", type=date.fromisoformat, default=date(2026, 11, 30))
    parser.add_argument("--latency", type=_latencies, default={}, help="e.g. brave=50,exa=120 (milliseconds)")
    parser.add_argument("--key", action="append", default=None, help="valid API key (repeatable; default test-key)")
    parser.add_argument("--local-links", action="store_true", help="results link to {url}/pages/<slug>")
    args = parser.parse_args(argv)
    emulator = Emulator(today=args.today, valid_keys=tuple(args.key or ("test-key",)), local_links=args.local_links)
    emulator.port = args.port
    emulator.start()
    for engine, ms in args.latency.items():
        emulator.set_fault(engine, "latency", ms=ms)
    print(emulator.url, flush=True)
    for engine in ("brave", "exa", "tavily", "searxng", "serper", "jina"):
        print(f"GROUNDWIRE_{engine.upper()}_URL={emulator.base_url(engine)}", file=sys.stderr)
    print(f"OPENAI_BASE_URL={emulator.base_url('openai')}", file=sys.stderr, flush=True)
    done = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: done.set())
    signal.signal(signal.SIGINT, lambda *_: done.set())
    try:
        while not done.wait(0.5):
            pass
    finally:
        emulator.stop()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
