"""Present facts in plain people's shapes: casting, price idioms, non-native word order, Chinese fees (gate19c).

Changing facts asked with no time word by ESL learners, voice assistants, kids, retirees and Quora titles carry the
change in shapes ``gate_bare`` did not read (wave 28's fit half; wave 26's spent halves). Each class below asks
something that a year from now may have another answer:

* who plays a serial role now ("who plays james bond", "which actor has the 007 role", "who's playing Wolverine in
  the Marvel movies"): roles many actors take in turn are recast; a character of one work ("who plays noah bennet",
  SituatedQA's reading), a stated work ("in The Dark Knight"), a year, a first / original or a past tense pins it,
  and an instrument or a sport with no band ("who plays the bagpipes") is a kind;
* a price in idioms ("what does a share of Amazon go for", "how much do they want for a ps5 pro", "what is a used
  Tesla selling for"): prices move;
* a non-native word order ("how many subscriber has MrBeast on youtube", "where is living the dalai lama", "where
  lives Messi"): a count that grows, a home that moves;
* who a named artist is signed to ("what label is Doja Cat signed to"), a count of people doing something now ("how
  many kids go to school in america"), a sales count in Chinese ("原神卖了多少份"): all still move;
* a fee, a rate or a visa asked in Chinese with no 钱 or no time word ("上海迪士尼门票多少", "老年人坐地铁要钱吗",
  "定期存款利息是多少", "去日本要签证吗"): fees, rates and visa rules change.

``plain_present(text)`` returns a cue (its prefix one of ``PLAIN_CUES``) or ``None``; ``gate_bare.bare_present``
asks it last, so the caller's guards (no stated year, no past-only tense, no finished career) hold for it too.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from .gate_vocab import FIXED_PARTS, FIXED_SPANS

__all__ = ["PLAIN_CUES", "plain_present"]

_INSTRUMENTS = (r"guitar|bass|drums|piano|keyboards?|violin|viola|cello|sax(?:ophone)?|trumpet|trombone|flute|"
                r"clarinet|bagpipes|didgeridoo|harp|organ|ukulele|banjo|harmonica|tuba|oboe|accordion")
_SPORTS = r"cricket|rugby|golf|tennis|chess|polo|hockey|baseball|basketball|football|soccer|lacrosse|netball|darts"
# who plays / is playing / portrays a role, or which actor has / plays it
_CAST_EN = re.compile(
    rf"^\s*(?:[\w ,'’-]{{0,30}}[:,]\s*)?(?:hey\s+\w+\s+|ok(?:ay)?\s+\w+\s+|alexa\s+|siri\s+)?"
    rf"(?:who\s+(?:plays|is\s+playing|['’]s\s+playing|portrays|is\s+portraying|stars\s+as)|"
    rf"(?:which|what)\s+(?:actor|actress|guy|woman|man|star)\s+(?:plays|has|is\s+playing|gets|portrays)|"
    rf"who\s+is\s+the\s+(?:actor|actress)\s+(?:that|who)\s+plays)\s+"
    rf"(?!(?:the\s+)?(?:{_INSTRUMENTS}|{_SPORTS})\s*[?.!]*\s*$)(?!(?:today|tonight|tomorrow|this|next|on|in|at|for)\b)"
    rf"(?P<role>[^?.!]{{2,80}})", re.IGNORECASE)
# SituatedQA's annotators read a role in one work as fixed ("who plays jack dalton on the new macgyver", "who plays
# young joe dirt"), and a voice belongs to gate_bare's voice rule: only a role across a franchise's films stays open
_CAST_PINNED = re.compile(r"\b(?:first(?!\s+base)|original|classic|old|new|young|younger|older|teen(?:age)?|little|baby|"
                          r"kid|played|was|were|did|used\s+to|voice|voices|(?:in|on|from)\s+(?!the\s+(?:[\w-]+\s+)?"
                          r"(?:movies|films|franchise|universe|mcu|dceu)\b))\b|\b(?:19|20)\d\d\b", re.IGNORECASE)
# a role many actors take in turn across a franchise's films or a long-running show (SituatedQA reads a character of
# one work, "who plays noah bennet", as fixed): a word class of serial roles, or a role "in the ... movies / films"
_SERIAL_ROLES = (r"(?:james\s+)?bond|007|batman|bruce\s+wayne|superman|clark\s+kent|spider-?man|peter\s+parker|"
                 r"wolverine|the\s+joker|joker|wonder\s+woman|the\s+hulk|hulk|iron\s+man|captain\s+america|thor|"
                 r"the\s+doctor|doctor\s+who|sherlock(?:\s+holmes)?|tarzan|dracula|zorro|robin\s+hood|"
                 r"willy\s+wonka|the\s+phantom|jack\s+ryan|jason\s+bourne|lara\s+croft|mario|sonic|"
                 r"harley\s+quinn|catwoman|lex\s+luthor|m|q|santa(?:\s+claus)?|father\s+christmas|"
                 r"the\s+(?:queen|king)\s+in\s+the\s+crown")
_CAST_SERIAL = re.compile(rf"^(?:the\s+)?(?:role\s+of\s+)?(?:{_SERIAL_ROLES})(?:\s+role)?(?:\s+(?:now|nowadays|these\s+days|currently|"
                          rf"right\s+now|at\s+the\s+moment))?\s*$|"
                          rf"\b(?:in|from)\s+the\s+(?:[\w-]+\s+)?(?:movies|films|franchise|universe|mcu|dceu)\b",
                          re.IGNORECASE)
# "what does X go for", "what's X selling for", "how much do they want for X"
_PRICE_IDIOM_EN = re.compile(
    r"\b(?:what|how\s+much)(?:\s+(?:does|do|is|are|will)|['’]s)\s+(?:[\w$'’.&+-]+\s+){1,5}?(?:go|going|sell|selling|"
    r"retail|retailing|trade|trading|fetch|fetching|run|running)\s+for\b|"
    r"\bhow\s+much\s+(?:do|does|are|is)\s+(?:they|stores|shops|retailers|dealers|people|sellers|scalpers)\s+"
    r"(?:want|wanting|ask|asking|charge|charging)\s+for\b", re.IGNORECASE)
# non-native order: "how many subscriber has MrBeast on youtube", "where is living the dalai lama", "where lives X"
_COUNT_HAS_EN = re.compile(
    rf"^\s*how\s+many\s+(?!(?:{FIXED_PARTS}|{FIXED_SPANS})\b)(?P<what>[\w'-]+)\s+(?:has|have)\s+(?!(?:an?|the|my|our|"
    r"your|his|her|their|this|that|it|you|i|we|they|each|every|one)\b)(?:[\w'’.&+-]+\s+){0,2}[\w'’.&+-]+\s+"
    r"(?:on|in|at)\s+[\w'’.&+ -]{2,30}[?.!]*\s*$", re.IGNORECASE)
_WHERE_LIVING_EN = re.compile(
    r"^\s*(?:[\w ,'’-]{0,30}[:,]\s*)?where\s+(?:(?:is|are)\s+(?:now\s+)?(?:living|playing|working|staying|"
    r"coaching)|lives|plays|works)\s+(?:now\s+)?(?:the\s+)?(?!(?:an?|my|our|your|people|most|kids|children|humans|"
    r"animals|birds|fish)\b)(?:[\w'’.&-]+\s+){0,3}[\w'’.&-]+\s*(?:now)?\s*[?.!]*\s*$", re.IGNORECASE)
# who a named artist or player is signed to, in the team slot of gate_bare ("what label is Olivia Rodrigo signed to",
# "which record label is Drake on", "what agency is Jennie under")
_SIGNED_TO_EN = re.compile(
    r"^\s*(?:[\w ,'’-]{0,30}[:,]\s*)?(?:what|which)\s+(?:record\s+|music\s+|talent\s+|modelling\s+|modeling\s+)?"
    r"(?:labels?|agenc(?:y|ies)|management(?:\s+(?:company|firm|agency))?|promotions?|companies|company|agents?|brands?)\s+(?:is|are|does|do)\s+"
    r"(?!(?:an?|my|our|your|it|you|i|we|they|most|some)\b)(?:[\w'’.&+-]+\s+){0,3}?[\w'’.&+-]+\s+(?:signed\s+"
    r"(?:to|with|under)|on|with|under|at|repped\s+by|represented\s+by|managed\s+by|sponsored\s+by)\s*[?.!]*\s*$",
    re.IGNORECASE)
# a present count of people doing something that gate_drift's verbs do not list ("how many kids go to school in
# america", "how many tourists fly into Bali", "how many students enrol at Oxford")
_PEOPLE_DOING_EN = re.compile(
    rf"^\s*how\s+many\s+(?!(?:{FIXED_PARTS}|{FIXED_SPANS}|times|ways|players|steps)\b)(?:[\w'-]+\s+){{0,2}}?"
    r"(?:people|kids|children|students|pupils|adults|teens|teenagers|tourists|visitors|passengers|commuters|users|"
    r"customers|workers|americans|britons|canadians|indians|chinese|europeans|\w+ers)\s+(?:\w+\s+)?"
    r"(?:go\s+to|go\s+into|ride|take|fly\s+(?:to|into|through)|pass\s+through|enrol+\s+(?:at|in)|sign\s+up|shop\s+at|"
    r"eat\s+at|stay\s+at|come\s+to|travel\s+to|move\s+to|immigrate\s+to|emigrate)\b", re.IGNORECASE)
# a growing sales count asked in Chinese ("黑悟空卖了多少份", "这本书卖出多少本"); a stated year is the caller's guard
_SOLD_COUNT_ZH = re.compile(r"(?:卖了|卖出了?|售出了?|销售了?|发行了?)(?:多少|几)(?:万|百万|千万|亿)?(?:份|套|台|部|辆|张|本|册|件|个)?")
# a fee, a rate or a visa asked in Chinese
_FEE_ZH = re.compile(r"(?:门票|票价|车费|学费|会员费?|年费|月费|挂号费|电费|水费|油价|房价|房租)(?:是|要|大概|一般)?多少(?!度|米|公里)|"
                     r"(?:坐车|坐地铁|坐公交|乘车|进去|进园|参观|入园|停车|看病)(?:还)?(?:要钱|收费|收钱|免费)(?:吗|不|么)|"
                     r"(?:利息|利率|汇率|手续费|服务费|月供|首付)(?:是|有|大概|一般)?多少|"
                     r"(?:要|需要|用)(?:办)?签证(?:吗|不|么)|免签(?:吗|不|么|了吗)")
# a definition, a how-to or a sum with its rate stated ("年利率2%，一年利息多少"): worked out, not looked up
_FEE_ZH_GENERIC = re.compile(r"怎么算|什么意思|是什么|的定义|公式|计算|\d\s*[%％‰]|百分之|[按以]\S{0,6}(?:利率|汇率)")

PLAIN_CUES = ("role:cast ", "price:idiom ", "count:has ", "status:where-living ", "price:zh ", "status:signed ",
              "count:doing ", "count:sold-zh ")


def plain_present(text: str) -> str | None:
    """The cue of a present fact in a plain shape (see the module's docstring), or ``None``."""
    if ((m := _CAST_EN.search(text)) and not _CAST_PINNED.search(m.group("role"))
            and _CAST_SERIAL.search(m.group("role").strip())):
        return f"role:cast {m.group(0).strip().lower()}"
    for label, pattern in (("price:idiom ", _PRICE_IDIOM_EN), ("count:has ", _COUNT_HAS_EN),
                           ("status:where-living ", _WHERE_LIVING_EN), ("status:signed ", _SIGNED_TO_EN),
                           ("count:doing ", _PEOPLE_DOING_EN), ("count:sold-zh ", _SOLD_COUNT_ZH)):
        if m := pattern.search(text):
            return f"{label}{m.group(0).strip().lower()}"
    if (m := _FEE_ZH.search(text)) and not _FEE_ZH_GENERIC.search(text):
        return f"price:zh {m.group(0)}"
    return None
