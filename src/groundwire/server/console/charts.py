"""Small server-rendered SVG line charts (no chart library, no script: the page works with a strict CSP).

Hand-written because it is ~40 lines: a polyline, two axis labels and a title, as data for the template (which
escapes every value). Values are numbers we computed, never web text."""

from __future__ import annotations

import time
from typing import Any

WIDTH, HEIGHT, PAD = 320.0, 110.0, 22.0


def line_chart(xs: list[float], ys: list[float], *, title: str, percent: bool = False) -> dict[str, Any]:
    """Points scaled into a WIDTH x HEIGHT box; ``max_label``/``last_label`` for the axis and the latest value."""
    top = max(ys) if ys and max(ys) > 0 else 1.0
    if percent:
        top = max(top, 0.05)
    n = max(1, len(ys) - 1)
    points = []
    for i, y in enumerate(ys):
        px = PAD + (WIDTH - 2 * PAD) * i / n
        py = HEIGHT - PAD - (HEIGHT - 2 * PAD) * (y / top)
        points.append(f"{px:.1f},{py:.1f}")

    def label(v: float) -> str:
        return f"{v:.0%}" if percent else (f"{v:.0f}" if v >= 10 else f"{v:.2g}")

    first = time.strftime("%H:%M", time.gmtime(xs[0])) if xs else ""
    last = time.strftime("%H:%M", time.gmtime(xs[-1])) if xs else ""
    return {"title": title, "points": " ".join(points), "width": WIDTH, "height": HEIGHT, "pad": PAD,
            "max_label": label(top), "last_label": label(ys[-1]) if ys else "—", "first_time": first,
            "last_time": last, "empty": not any(ys)}
