"""gate22's search-side shapes, asked in one place (see each module's notes).

``live_ask22(asked, probe)`` returns ``(cue, clause)`` or ``None``: the cue of a search-box fragment's changing state
(``gate_fragment_post``), a service's or a running process's live state (``gate_service_live``), a quoted headline
asked about (``gate_quoted_headline``, read on the whole probe: the ask after the headline is one word) or a Chinese
running matter (``gate_matter_zh``), a market's view of a firm (``gate_market_view``), a contest's latest result or a prize's latest round
(``gate_contest_result``), a maker's newest announcement or notes (``gate_firm_release``); ``clause`` is the part the caller checks for a fixed past or the user's own
affairs: the clause holding a service's ask ("... my mum is flying out of Gatwick ..., are flights being hit by
that?": the set-up is the user's, the ask is public), else the whole text.
"""

from __future__ import annotations

from .gate_contest_result import contest_result
from .gate_firm_release import firm_release
from .gate_fragment_post import fragment_state
from .gate_market_view import market_view
from .gate_matter_zh import matter_zh
from .gate_quoted_headline import quoted_headline_ask
from .gate_service_live import service_clause, service_live

__all__ = ["LIVE22_CUES", "live_ask22"]

# the cues :func:`live_ask22` gives (gate23: the holds read a search these gave from its cue, not by asking again)
LIVE22_CUES = ("svc:", "frag:", "headline:", "matter:", "market:", "result:", "release:")


def live_ask22(asked: str, probe: str) -> tuple[str, str] | None:
    if cue := service_live(asked):
        return cue, service_clause(asked)
    if cue := (fragment_state(asked) or quoted_headline_ask(probe) or matter_zh(asked) or market_view(asked)
               or contest_result(asked) or firm_release(asked)):
        return cue, asked
    return None
