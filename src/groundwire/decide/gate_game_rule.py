"""A value set by a game's rules: a square's price in Monopoly, a touchdown's points, a win's points, a team's size
(gate22-local).

"What is the price of Boardwalk in Monopoly?", "In Monopoly, what does it cost to buy Park Place?", "How many points
is a touchdown worth?", "What is the current value of a touchdown in the NFL, 6 points?", "how many points do you get
for a win in the premier league", "How many points is the letter Q worth in Scrabble?", "足球比赛一队上场几个人": the
rules fix these; "price", "cost", "current", "points" read as a market or a score that moves (wave 33: its fit half's
touchdown, its spent held half's Boardwalk, points for a win and 足球 team size). A tournament's prize or pot ("the
prize money in the World Series of Poker") is no rule and is left alone, as is the game's own shop price ("how much
is Monopoly").

``game_rule(text)`` returns the cue or ``None``; ``gate_local21.settled_frame`` reads it.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from .time.prefilter import screen_patterns

__all__ = ["game_rule"]

_GAMES = (r"monopoly|scrabble|chess|checkers|draughts|clue|cluedo|risk|catan|settlers\s+of\s+catan|backgammon|"
          r"blackjack|bridge|mah-?jong|mahjongg|uno|yahtzee|boggle|dominoes|cribbage|bingo|darts|snooker|"
          r"ticket\s+to\s+ride|the\s+game\s+of\s+life")
_IN_GAME = re.compile(rf"\b(?:in|on)\s+(?:a\s+game\s+of\s+|the\s+(?:board\s+|card\s+)?game\s+)?(?:{_GAMES})\b|"
                      rf"^\s*(?:in|on)\s+(?:{_GAMES})\s*,", re.IGNORECASE)
_VALUE = re.compile(r"\b(?:price|prices|cost|costs|rent|value|worth|points?|score|scores|how\s+much)\b", re.IGNORECASE)
_NOT_RULE = re.compile(r"\b(?:tournaments?|championships?|series|events?|prize|pot|jackpot|winnings|players?\s+earn|"
                       r"ranking|rated|rating|elo|grandmaster|champion|record|world\s+cup)\b", re.IGNORECASE)
_SCORE_UNIT = (r"touchdown|field\s+goal|safety|try|conversion|penalty\s+try|drop\s+goal|three[- ]pointer|free\s+throw|"
               r"basket|extra\s+point|two-point\s+conversion|bullseye|bull['’]?s-?eye|birdie|eagle|ace|run|home\s+run|"
               r"goal|behind|red\s+ball|black\s+ball|pink\s+ball")
_SCORE_VALUE = re.compile(
    rf"\bhow\s+many\s+points\s+(?:is|are|does|do)\s+(?:a|an|one|the)\s+(?:{_SCORE_UNIT})\b|"
    rf"\b(?:value|worth)\s+of\s+(?:a|an|one)\s+(?:{_SCORE_UNIT})\b|"
    rf"\b(?:a|an|one)\s+(?:{_SCORE_UNIT})\s+(?:is\s+)?worth\b|"
    r"\bhow\s+many\s+points\s+(?:do\s+you|does\s+a\s+(?:team|club|side|player)|do\s+teams)\s+(?:get|earn|receive)\s+"
    r"(?:for\s+)?(?:a\s+)?(?:win|draw|tie|loss|victory)\b|"
    r"\bpoints\s+(?:are\s+)?(?:awarded|given)\s+for\s+(?:a\s+)?(?:win|draw|tie|victory)\b", re.IGNORECASE)
_TEAM_SIZE_ZH = re.compile(r"(?:足球|篮球|排球|手球|冰球|橄榄球|水球|棒球|垒球|曲棍球|五人制足球|沙滩排球)(?:比赛)?"
                           r"(?:每队|一队|一个队|每支球队|每支队伍|一方|双方各|每方)(?:在场上|场上)?(?:上场)?(?:有)?"
                           r"(?:几个|几名|多少个?|多少名)(?:人|名|队员|球员)?")
_LIVE = re.compile(r"\b(?:new|newest|latest|this\s+year|next|changed?|changing|rule\s+change|now\s+that)\b",
                   re.IGNORECASE)


def game_rule(text: str) -> str | None:
    """The cue of a value set by a game's rules (see the module's docstring), or ``None``."""
    if m := _TEAM_SIZE_ZH.search(text):
        return f"game:{m.group(0)}"
    if _LIVE.search(text):
        return None
    if m := _SCORE_VALUE.search(text):
        return "game:" + " ".join(m.group(0).lower().split()[:4])
    if (m := _IN_GAME.search(text)) and _VALUE.search(text) and not _NOT_RULE.search(text):
        return "game:" + " ".join(m.group(0).lower().split())
    return None


screen_patterns(globals())  # each pattern above skips a text lacking a word all its matches need (time/prefilter.py)
