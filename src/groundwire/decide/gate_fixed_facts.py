"""Questions whose look of the present is a word in another sense (gate18, wave 23's fit half and the spent halves
of rounds 16-17):

* a count fixed when the body was founded ("how many permanent seats are there on the UN Security Council", "how
  many founding members did NATO have", "联合国安理会有几个常任理事国"): permanent / founding / original members are
  set by a charter or by history; the count shape's "has / have" does not make them drift (non-permanent members,
  member states, members now do drift and stay with the count shape);
* 最近 meaning "nearest" in space, not "lately" ("离太阳最近的行星是哪一颗", "距离地球最近的恒星"): the distance between
  two named things; the user's own place ("离我最近的医院", "离这里最近的地铁站") is a look-up of the map and stays a
  search;
* a superlative of the natural world in other word orders than "the biggest planet" ("which planet in our solar
  system is the biggest", "which moon of Jupiter is the largest", "which is the longest of the world's rivers"):
  nature's make, as the gate's ``_NATURAL_ASK`` reads "which planet is the biggest";
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from .time.prefilter import screen_patterns

__all__ = ["fixed_membership", "natural_other_order", "near_in_space_zh"]

# a count of the members or seats a body was founded with, or holds by its charter
_FIXED_MEMBERSHIP_EN = re.compile(
    r"\bhow\s+many\s+(?:[\w'’-]+\s+){0,2}?(?<!non-)(?<!non\s)(?:permanent|founding|original|charter)\s+"
    r"(?:member(?:\s+(?:states?|countries|nations))?s?|seats?|states|nations|countries|colonies|signatories)\b|"
    r"\bhow\s+many\s+(?:member(?:\s+states?)?s?|seats?|states|nations|countries|colonies)\s+(?:did|were)\b[^?]{0,40}?"
    r"\b(?:found(?:ed)?|start(?:ed)?\s+with|have\s+(?:at|when\s+it\s+was)\s+(?:first|founded|formed|created))\b",
    re.IGNORECASE)
_FIXED_MEMBERSHIP_ZH = re.compile(r"常任理事国|创始(?:成员国|会员国|成员)|(?:最初|最早)的?(?:成员国|会员国)")
# a count of the permanent members asked beside the drifting one ("常任和非常任") stays a search
_DRIFTING_MEMBERSHIP = re.compile(r"\bnon[\s-]?permanent\b|非常任", re.IGNORECASE)


def fixed_membership(text: str) -> bool:
    """True when ``text`` counts the members or seats a body holds by its charter or was founded with."""
    if _DRIFTING_MEMBERSHIP.search(text):
        return False
    return bool(_FIXED_MEMBERSHIP_EN.search(text) or _FIXED_MEMBERSHIP_ZH.search(text))


# 离 / 距 / 距离 / 靠 X ... 最近: nearest in space; the anchor the user stands at (我, 这, 这里, 附近, 家, 公司, 学校,
# 酒店) asks the map around the user, which is a look-up
_NEAR_ZH = re.compile(r"(?:离|距离|距)(?P<anchor>[^，。？?、]{1,12}?)最近")
_USER_PLACE_ZH = re.compile(r"^(?:我|咱|这|那|本|附近|当前|现在|家|公司|学校|酒店|宾馆|单位|住处|小区)")


def near_in_space_zh(text: str) -> bool:
    """True when every 最近 in ``text`` reads "nearest to" a named place or body, not "lately" nor the user's spot."""
    if "最近" not in text:
        return False
    spans = list(_NEAR_ZH.finditer(text))
    if not spans or any(_USER_PLACE_ZH.match(m.group("anchor")) for m in spans):
        return False
    rest = text
    for m in reversed(spans):
        rest = rest[:m.start()] + rest[m.end():]
    return "最近" not in rest


_NATURE = (r"(?:stars?|planets?|moons?|galax(?:y|ies)|comets?|asteroids?|mountains?|peaks?|rivers?|lakes?|oceans?|"
           r"seas?|deserts?|islands?|volcano(?:e?s)?|waterfalls?|continents?|canyons?|glaciers?|bones?|organs?|"
           r"muscles?|mammals?|birds?|fish|insects?|animals?|trees?|elements?|metals?|gas(?:es)?|caves?|reefs?)")
_NATURAL_OTHER_ORDER = re.compile(
    # "which planet in our solar system is the biggest", "which moon of jupiter is the largest"
    r"^\s*(?:which|what)\s+(?:[\w-]+\s+)?" + _NATURE + r"\s+(?:in|of|on)\s+(?:[\w'’-]+\s+){1,4}?(?:is|are)\s+"
    r"(?:the\s+)?(?:[a-z]{2,}(?:iest|est)|most\s+massive)\s*\??\s*$|"
    # "which is the longest of the world's rivers", "what is the biggest of saturn's moons"
    r"^\s*(?:which|what)\s+(?:is|are)\s+the\s+(?:[a-z]{2,}(?:iest|est)|most\s+massive)\s+of\s+(?:all\s+)?(?:the\s+)?"
    r"(?:[\w'’-]+\s+){0,2}?" + _NATURE + r"\b",
    re.IGNORECASE)
_KNOWN = re.compile(r"\b(?:known|discovered|found|confirmed|measured|observed|recorded|ever|so\s+far)\b",
                    re.IGNORECASE)


def natural_other_order(text: str) -> bool:
    """A superlative over the natural world with the noun before it or after "of the" (not "the largest known")."""
    return bool(_NATURAL_OTHER_ORDER.search(text)) and not _KNOWN.search(text)


screen_patterns(globals())  # each pattern above skips a text lacking a word all its matches need (time/prefilter.py)
