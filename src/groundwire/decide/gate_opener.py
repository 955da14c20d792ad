"""A conversational opener before the question proper (gate19).

Real voices open with a filler, an address, a numbered item or the reason for asking: "yo who's the QB for the Jets",
"ok so where is Neymar playing", "Q3) what club is Son at", "hey siri how old is the pope", "for my homework, what
does a Big Mac cost", "hw check - which manager is at Chelsea", "settle a bet: ...". Many of the gate's shapes are
anchored at the question's start, so the opener hid them (wave 26's fit half; probes of our own lost up to 15 of 142
searches under such openers, and kept fewer "what is an exchange rate" local). ``without_opener(text)`` returns the
question after its opener, or ``text`` itself when there is none or too little would be left. The openers carry no
time word ("news quiz:" is not one: it marks the news voice), so the gate reads the rest alone.
``plain_words(text)`` spells out chat shorthand the shapes do not read ("whos", "hw many", "who r", "teh", a closing
"rn": gate20).
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from .time.prefilter import screen_patterns

__all__ = ["plain_words", "without_opener"]

_QUESTION_START = (r"(?=(?:who|who's|whos|what|what's|whats|when|where|where's|why|how|which|is|are|was|were|did|"
                   r"does|do|has|have|will|can|could|should|would|any|tell|name|list|give)\b)")
# fillers, addresses and asks that open a question ("yo", "ok so", "hey siri", "quick one,", "genuinely asking,")
_FILLER = (r"(?:yo+|hey+|hi+|hello|heya|oi|ok(?:ay)?|k|so|and|but|um+|uh+|er+m?|hmm+|lol|lmao|ngl|tbh|btw|fr|pls|plz|"
           r"please|sorry|wait|alright|right|well|guys|folks|people|friends?|frens|gm|gn|bro|dude|man|mate|y'?all|"
           r"(?:hey\s+|ok(?:ay)?\s+)?(?:siri|alexa|google|assistant|chatgpt|bot)|"
           r"quick(?:\s+(?:one|q|question))?|real\s+quick|(?:genuinely|honestly|seriously|just)\s+(?:asking|curious|"
           r"wondering)|(?:serious|random|dumb|stupid|honest|simple|easy|silly|noob|newbie)\s+(?:q|question)|"
           r"question|q|curious|wondering)")
_OPENER = re.compile(
    r"^\s*(?:"
    # a numbered item: "Q3)", "3.", "#4 -", "question 2:"
    r"(?:q|question|no\.?|#)?\s*\d{1,3}\s*[).:\]-]\s*|"
    # the reason for asking, then a comma, colon or dash: "for my homework,", "hw check -", "settle a bet:"
    r"(?:for\s+(?:my|a|our|the)\s+(?:[\w'-]+\s+){0,2}?(?:homework|hw|essay|class|assignment|project|quiz|worksheet|"
    r"test|exam|trivia|pub\s+quiz|report|paper|presentation)|(?:hw|homework|answer|quiz|trivia)\s+check|"
    r"checking\s+(?:my|an|the)\s+answer|settle\s+(?:a|an|this)\s+(?:bet|argument|debate)|"
    r"trivia(?:\s+(?:app|night|game))?(?:\s+(?:q|question))?|(?:pub\s+)?quiz\s+(?:app|night|game)(?:\s+(?:q|question))?)"
    r"\s*[,:;.!?–—-]+\s*|"
    # fillers, each followed by a space or punctuation: "yo ", "ok so ", "hey siri, "
    rf"(?:{_FILLER}[\s,:;.!?–—-]+)+"
    rf"){_QUESTION_START}", re.IGNORECASE)


# gate20: a Chinese greeting or self-introduction before 请问 / 想问一下 ("你好，我在学中文。请问中国的国家主席是谁？", "我学习汉语，请问
# 北京地铁一共有多少条线"): the asker's "我" there is no own affair, so the question after it is read alone (wave 29's fit half)
_OPENER_ZH = re.compile(r"^\s*(?:(?:你好|您好|哈喽|嗨|大家好|老师好|hello|hi)\s*[，,！!。.~～]*\s*)?"
                        r"(?:[^，。？?！!,.]{0,16}?[，,。.！!]\s*)?(?:请问一下|请问|想问一下|想问下|想请教一下|请教一下|请教|问一下|问下)"
                        r"\s*[，,：:]?\s*", re.IGNORECASE)
_HAN = re.compile(r"[\u4e00-\u9fff]")


def without_opener(text: str) -> str:
    """``text`` after its conversational opener (see the module's docstring), or ``text`` itself."""
    if _HAN.search(text[:24]) and (m := _OPENER_ZH.match(text)) and len(_HAN.findall(text[m.end():])) >= 4:
        return text[m.end():]
    rest = text
    for _ in range(3):  # "Q3) ok so who ...": openers stack
        m = _OPENER.match(rest)
        if not m or not m.group(0).strip():
            break
        rest = rest[m.end():]
    return rest if rest is not text and len(rest.split()) >= 2 else text


# chat shorthand the rules' shapes do not read: "whos" / "whats" (no apostrophe), "hw many", "who r", "teh"
_SHORTHAND = (
    (re.compile(r"\b(who|what|where|how)s\b(?=\s+(?:the|a|an|my|your|his|her|their|it|this|that|these|those|"
                r"[a-z]+ing|[A-Z]))", re.IGNORECASE), r"\1 is"),
    (re.compile(r"\bhw\s+(?=(?:many|much|old|long|far|tall|big|is|are|do|does|did)\b)", re.IGNORECASE), "how "),
    (re.compile(r"\b(who|what|where|how|which\s+\w+)\s+r\s+(?=\w)", re.IGNORECASE), r"\1 are "),
    (re.compile(r"\bteh\b", re.IGNORECASE), "the"),
    # gate20: "rn" closing a question is "right now" ("atp no.1 men's singles rn?", "who runs Twitter rn"), not a
    # registered nurse ("how to become an rn")
    (re.compile(r"(?<!\ban\s)(?<!\ba\s)(?<!\bthe\s)(?<!\bas\s)(?<!become\s)(?<!registered\s)\brn\b(?=\s*[?!.]*\s*$)",
                re.IGNORECASE), "right now"),
    # gate21: "rn" before a closing "?" and a second clause ("is Spotify having an outage rn? my app won't load")
    (re.compile(r"(?<!\ban\s)(?<!\ba\s)(?<!\bthe\s)(?<!\bas\s)(?<!become\s)(?<!registered\s)\brn\b(?=\s*[?!]+\s)",
                re.IGNORECASE), "right now"),
    # gate21: misspelt question words opening a question ("wich club is messi at", "wat did the fed do", "waht is")
    (re.compile(r"^(\s*)(?:wich|whcih|wihch)\b", re.IGNORECASE), r"\1which"),
    (re.compile(r"^(\s*)(?:wat|waht|wht|whta)\b(?=\s+(?:is|are|was|were|did|does|do|has|have|will|happened)\b)",
                re.IGNORECASE), r"\1what"),
)


def plain_words(text: str) -> str:
    """``text`` with chat shorthand spelt out ("whos the coach" -> "who is the coach", "hw many" -> "how many")."""
    for pattern, spelt in _SHORTHAND:
        text = pattern.sub(spelt, text)
    return text


screen_patterns(globals())  # each pattern above skips a text lacking a word all its matches need (time/prefilter.py)
