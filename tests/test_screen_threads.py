"""The gate's screened patterns are read on first use (importing the gate does not pay for parsing them), and that
first use may come from many threads at once (the proxy decides in worker threads): none may decide on a half-built
screen. Round 7's first lazy version (ebf743f) let a second thread see the patterns' sets before the automaton and
read every pattern as absent; this test is red on it (43 of 46 answers wrong in each thread that arrived during
the build)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

QUESTIONS = [line.strip() for line in (Path(__file__).parents[1] / "bench" / "data" / "gate_r7_blind_news.txt")
             .read_text(encoding="utf-8").splitlines() if line.strip() and not line.startswith("#")][:40]
QUESTIONS += ["What is the latest Python release?", "who is the current president of france", "谁是现任英国首相",
              "how does photosynthesis work", "WHAT IS THE CURRENT PRICE OF GOLD", "who won the match yesterday"]

# A fresh interpreter: the gate imported, its patterns not read yet; N threads released together decide the same
# questions (each starting at a different one), switching every microsecond. The automaton's construction is where a
# half-built screen shows: while the first builder builds it, 8 more threads arrive and decide, and the builder waits
# until each has finished or is waiting for the builder's lock (a thread can decide nothing right before then).
# Last, the answers once everything is prepared.
_CHILD = r"""
import json, sys, threading, time
from datetime import date
sys.setswitchinterval(1e-6)
from groundwire.decide import gate
from groundwire.decide.time import prefilter
questions, together_n = json.loads(sys.stdin.read())
today = date(2026, 11, 15)
lazy = bool(getattr(prefilter._SHARED, "_pending", None) or getattr(prefilter._SHARED, "pending", None))
results = []
def work(k):
    order = questions[k % len(questions):] + questions[:k % len(questions)]
    results.append({q: [gate.decide(q, today=today).needs_search, gate.decide(q, today=today).reason] for q in order})
def waits_for_lock(thread):
    frame = sys._current_frames().get(thread.ident)
    lock = getattr(prefilter._SHARED, "_lock", None)
    return frame is not None and frame.f_code.co_name == "prepare" and lock is not None and lock.locked()
real_build, arrived = prefilter.ahocorasick_rs.AhoCorasick, []
def build(*args, **kwargs):
    stack, frame = [], sys._getframe(1)
    while frame is not None:
        stack.append(frame.f_code.co_name)
        frame = frame.f_back
    if "prepare" in stack and not arrived:
        arrived.extend(threading.Thread(target=work, args=(k,)) for k in range(8))
        for t in arrived:
            t.start()
        for t in arrived:
            while t.is_alive() and not waits_for_lock(t):
                time.sleep(0)  # no pause: only lets the other threads run
    return real_build(*args, **kwargs)
prefilter.ahocorasick_rs.AhoCorasick = build
start = threading.Barrier(together_n)
def together(k):
    start.wait()
    work(k)
threads = [threading.Thread(target=together, args=(k,)) for k in range(together_n)]
for t in threads: t.start()
for t in threads: t.join()
for t in arrived: t.join()  # filled by a builder in one of the threads above
prepared = {q: [gate.decide(q, today=today).needs_search, gate.decide(q, today=today).reason] for q in questions}
print(json.dumps({"lazy": lazy, "arrived": len(arrived), "results": results, "prepared": prepared}))
"""


def _run(together: int) -> dict:
    done = subprocess.run([sys.executable, "-c", _CHILD], input=json.dumps([QUESTIONS, together]), capture_output=True,
                          text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


@pytest.mark.parametrize("together", [1, 24])
def test_many_threads_deciding_on_an_unprepared_screen_decide_as_prepared(together: int) -> None:
    """1: one thread prepares, 8 arrive while it builds the automaton (red on ebf743f every time); 24: many threads
    start at once, and 8 more arrive during the first build (red on ebf743f in some runs)."""
    out = _run(together)
    assert out["lazy"], "importing the gate read its patterns already: the first use is not tested"
    assert out["arrived"] == 8 and len(out["results"]) == together + 8
    for answers in out["results"]:
        assert answers == out["prepared"]
    assert sum(ok for ok, _ in out["prepared"].values()) > len(QUESTIONS) // 2  # the screen has work to do


def test_a_pattern_screened_after_the_first_use_is_read_too() -> None:
    """A module imported later (or a test) may screen patterns after the first question: their words join."""
    import re

    from groundwire.decide import gate
    from groundwire.decide.time.prefilter import ScreenedPattern

    gate.decide("what is the latest news", today=None)  # the screen is prepared by now
    late = ScreenedPattern(re.compile(r"(?i)\bzyxwvut\s+quarterly\b"))
    assert late.search("the ZYXWVUT quarterly report") is not None
    assert late.search("the quarterly report") is None
    assert gate._HARD_EN.search("what is the latest price") is not None  # the earlier patterns still answer
