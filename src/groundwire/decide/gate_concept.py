"""Concept questions: how a thing works or is measured, asked of a kind, not of one named thing now.

"What is a stock split?", "how is the unemployment rate calculated", "what does a central bank do when it raises
rates", "how often are presidential elections held", "what is the difference between weather and climate": the
topic words (stock, price, rate, election, weather) name a field, not a value to look up. The gate drops its topic
words and drifting shapes for such questions; words about the present ("today", "now", "latest") still search.

Also the chat tasks whose quoted text is no question: translate "the weather is nice today", write a poem about
the news. ``concept_question(text)`` and ``chat_task(text)`` return the words that matched, or ``None``.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from .time.prefilter import screen_patterns

__all__ = ["chat_task", "concept_question", "without_quotes"]

_FIELDS = r"economics|finance|law|politics|physics|chemistry|biology|statistics|computing|programming|accounting"
_CONCEPT = re.compile(
    # "what is a stock split", "what is a price ceiling in economics": a kind, named with "a / an", nothing after
    rf"^\s*what\s+(?:is|are)\s+(?:a|an)\s+(?:[\w'-]+\s+){{0,3}}?[\w'-]+(?:\s+in\s+(?:{_FIELDS}))?\s*\??\s*$|"
    # gate-en14 (wave 17, read): a kind in a kind's setting, "what is a release clause in a football contract"
    r"^\s*what\s+(?:is|are)\s+(?:a|an)\s+(?:[\w'-]+\s+){0,3}?[\w'-]+\s+in\s+(?:a|an)\s+(?:[\w'-]+\s+){0,2}?[\w'-]+"
    r"\s*\??\s*$|"
    # a term's sense in a trade, "what does opening weekend mean in box office reporting" (not "what does the ruling
    # mean in practice": a named thing's effect)
    r"^\s*what\s+(?:does|do)\s+(?!(?:the|this|that|these|those|it|its|his|her|their)\b)(?:[\w'-]+\s+){1,4}?mean\s+in\s+"
    r"(?!(?:practice|reality|real\s+terms|the\s+end)\b)(?:[\w'-]+\s+){0,3}?[\w'-]+\s*\??\s*$|"
    # "what does a central bank do (when ...)", "what does gdp measure", "what does the senate do"
    r"^\s*what\s+(?:does|do)\s+(?:(?:a|an)\s+(?:[\w'-]+\s+){0,3}?do\b|(?:the\s+)?(?:[\w'-]+\s+){0,3}?"
    r"(?:do|mean|measure|stand\s+for|represent|track|show)\s*\??\s*$)|"
    # "how do stock options work", "how does a bond auction work"
    r"^\s*how\s+(?:do|does)\s+(?:(?:a|an|the)\s+)?(?:[\w'-]+\s+){0,3}?work\s*\??\s*$|"
    # "how is the unemployment rate calculated", "how are senators elected", "how is the winner chosen"
    r"^\s*how\s+(?:is|are)\s+(?:(?:a|an|the)\s+)?(?:[\w'’-]+\s+){0,6}?(?:measured|calculated|computed|determined|"
    r"chosen|decided|selected|elected|appointed|defined|set|counted|scored|awarded|estimated|priced|valued|"
    r"taxed|regulated|funded|financed)\s*\??\s*$|"
    # "the highest possible score in bowling": a maximum the rules set
    r"\b(?:highest|lowest|maximum|minimum|max|min|best|largest|smallest)\s+possible\b|"
    # "what is inflation", "what are tariffs": a single field word asked bare, nothing after it
    r"^\s*what\s+(?:is|are)\s+[a-z]{4,}\s*\??\s*$|"
    # "what is pre-market trading", "what is ranked-choice voting": a hyphenated term and its noun, asked bare
    r"^\s*what\s+(?:is|are)\s+[a-z]{2,}-[a-z]{3,}\s+[a-z]{4,}\s*\??\s*$|"
    # gate18: a formula asked ("what is the population density formula", "what's the formula for compound
    # interest"): how a figure is worked out holds
    r"^\s*what\s+(?:is|are)\s+the\s+(?:[\w'-]+\s+){0,4}?(?:formula|equation)s?(?:\s+(?:for|of)\s+(?:[\w'-]+\s+){0,4}?"
    r"[\w'-]+)?\s*\??\s*$|"
    # gate18 (wave 22's spent half): "define inflation in two sentences", "econ homework: define gdp": a term asked
    r"^\s*(?:[\w ,'’-]{0,30}:\s*)?(?:please\s+)?define\s+(?!this\s+term\b)(?:[\w'-]+\s+){0,2}?[\w'-]+"
    r"(?:\s+(?:in|for|using)\s+(?:[\w'-]+\s+){0,4}?[\w'-]+)?\s*[?.]?\s*$|"
    r"^\s*how\s+often\s+(?:is|are|do|does)\b|\bdifference\s+between\b|^\s*explain\b|\bexplain\s+(?:how|why|what)\b",
    re.IGNORECASE)
_CHAT_TASK = re.compile(
    # ("correct me if I'm wrong, ...": a claim put up for checking, not a text to correct; gate16)
    r"^\s*(?:please\s+)?(?:translate|rewrite|paraphrase|proofread|correct(?!\s+me\b)|spell[\s-]?check|reword|"
    r"rephrase)\b|"
    r"^\s*(?:please\s+)?(?:write|compose)\s+(?:me\s+)?(?:a|an)\s+(?:[\w-]+\s+){0,2}?(?:poem|haiku|song|limerick|"
    r"story|joke|sonnet|rap|riddle)\b|"
    # round 11: a creative task in Chinese, "帮我写一段祝福语", "给我的咖啡店起几个名字", "请编一个睡前故事"
    r"^\s*(?:请你?|麻烦你?)?(?:(?:给|帮|替|为)我(?:的[^，。？?]{1,8}?)?)?(?:写|起|取|编|创作|翻译|改写|润色)"
    r"(?:一|几|个|首|段|篇|封|句|些)|"
    # gate-zh12b: the material quoted first ("帮我把“今天天气很好”翻译成英文", "把「…」改写一下")
    r"^\s*(?:请你?|麻烦你?)?(?:帮我|帮忙)?给[^，。？?]{1,24}?(?:起|取)(?:一|几|个|五|三)[^，。？?]{0,3}?(?:名字|标题|名|口号|昵称)|"
    r"^\s*(?:请你?|麻烦你?)?(?:(?:给|帮|替|为)我)?把\s*[“\"「『][^”\"」』]{1,200}[”\"」』]\s*(?:翻译|译|改写|润色|改)",
    re.IGNORECASE)
_QUOTE = re.compile(r"[“\"«'‘「『][^”\"»'’」』]{1,200}[”\"»'’」』]")


def concept_question(text: str) -> str | None:
    m = _CONCEPT.search(text)
    return " ".join(m.group(0).lower().split())[:40] if m else None


def chat_task(text: str) -> str | None:
    m = _CHAT_TASK.search(text)
    return " ".join(m.group(0).lower().split()) if m else None


def without_quotes(text: str) -> str:
    """The text with its quoted spans blanked: the words to translate are not the question."""
    return _QUOTE.sub(" ", text)


screen_patterns(globals())  # each pattern above skips a text lacking a word all its matches need (time/prefilter.py)
