"""Never-changing look-alikes the changing shapes caught (gate20, wave 29's fit half, local side):

* "most" as a quantifier, not a superlative ("at what age do most babies start walking", "do most people like
  cats", "most dogs can swim, right?"): the majority of a kind, no record or ranking. ``most_quantifier(text,
  start)`` is asked by ``gate._superlatives`` for a "most <noun>" match starting at ``start``;
* a first edition's winner or host in Chinese ("第一届英雄联盟全球总决赛冠军是哪支队伍", "首届世界杯冠军是哪个国家"): one fixed
  holder, as "the first" is in English. ``first_edition_zh(text)``;
* the maker of a titled work asked in the past simple ("What studio made Spirited Away?", "which company developed
  Minecraft", "what band recorded Wonderwall"): fixed, not a reported deed. ``maker_of_title(text)``, asked by
  ``gate_event.which_actor_did`` beside ``role_in_finished_work``;
* a game's rule counted in Chinese ("足球比赛每队场上有几名球员") and a built thing's whole length ("万里长城一共有多少公里"):
  fixed by the rules or the building, unlike a network's length ("中国高铁一共有多少公里", which grows).
  ``rule_or_length_zh(text)`` (the spent held half of wave 26).
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from .time.prefilter import screen_patterns

__all__ = ["first_edition_zh", "rule_or_length_zh", "maker_of_title", "most_quantifier"]

# an auxiliary (or the question's start) right before "most <plural noun>": "do most babies", "are most people"
_BEFORE_MOST = re.compile(r"(?:^|\b(?:do|does|did|are|were|can|could|will|would|should|have|has|why\s+do|"
                          r"how\s+do|when\s+do|what\s+do|where\s+do)\s+)\s*$", re.IGNORECASE)


def most_quantifier(text: str, start: int) -> bool:
    """Is the "most" at ``start`` a quantifier over a kind ("do most babies ...") rather than a superlative?"""
    word = text[start:start + 5].lower()
    if not word.startswith("most ") :
        return False
    return bool(_BEFORE_MOST.search(text[:start]))


_FIRST_EDITION_ZH = re.compile(r"(?:第一|第1|首)(?:届|代|任|季|次)[^，。？?]{0,16}?(?:冠军|得主|金牌|主办|举办|在哪|是谁|是哪)")


def first_edition_zh(text: str) -> bool:
    """A first edition's winner, holder or host ("首届世界杯冠军是哪个国家"): fixed."""
    return bool(_FIRST_EDITION_ZH.search(text))


_MAKER_OF_TITLE = re.compile(
    r"^\s*(?:what|which)\s+(?:[\w'’-]+\s+)?(?:studio|company|firm|label|publisher|developer|band|group|director|author|"
    r"network|brand|designer|architect|carmaker|automaker|maker|manufacturer)\s+(?:first\s+)?(?:made|created|developed|"
    r"animated|produced|published|designed|built|wrote|released|recorded|directed|invented|launched)\s+"
    r"(?:the\s+(?:original|first)\b|(?-i:[A-Z0-9\"“'‘]))", re.IGNORECASE)


def maker_of_title(text: str) -> bool:
    """The maker of a titled work asked in the past simple ("What studio made Spirited Away?"): fixed."""
    return bool(_MAKER_OF_TITLE.match(text))


_RULE_COUNT_ZH = re.compile(r"(?:每队|每支球队|每方|每边|每一方|双方各|场上)[^，。？?]{0,6}?(?:有|上)?(?:几|多少)(?:名|个|位|人)")
_WHOLE_LENGTH_ZH = re.compile(r"(?:一共|总共|全部)?(?:有)?(?:多少|几)(?:公里|千米|米|英里|里)")
_NETWORK_ZH = re.compile(r"高铁|铁路|地铁|轨道|高速|公路|航线|线网|路网|管道|电网|光纤")


def rule_or_length_zh(text: str) -> bool:
    """A game's rule counted ("每队场上有几名球员") or a built thing's whole length ("长城一共有多少公里"): fixed."""
    if _RULE_COUNT_ZH.search(text):
        return True
    return bool(re.search(r"一共|总共|全长|总长", text) and _WHOLE_LENGTH_ZH.search(text) and not _NETWORK_ZH.search(text))


screen_patterns(globals())  # each pattern above skips a text lacking a word all its matches need (time/prefilter.py)
