"""Who holds a post, asked in slots the role shapes do not read (gate20).

* A fact about whoever holds a post now ("where was the head coach of Real Madrid born", "which university did the UN
  secretary-general go to", "联合国秘书长毕业于哪所大学", "法国总统的夫人叫什么名字"): the fact is fixed for one person, but the
  holder changes, so the answer does (the spent held half of wave 27's "present-anchored multi-hop" rows). A numbered,
  first, former or late holder ("the first president of the United States", "首任美国总统") is one fixed person and is
  left alone.
* Verbs of a post the role shapes lack: "who maintains curl", "who operates the Channel Tunnel", "who sponsors ...".
* A learner's word order: "i want to know the president of brazil name".
* A search-box holder with chat tails ("warriors head coach name pls", "twitter owner"): the role word closes the
  query once "name", "pls", "rn" are read past.

``post_holder(text)`` returns a "role:" cue (so the learned part never keeps it local, ``gate.holds_present``) or
``None``; ``gate._shape_cues`` reads it where no stated year and no person of history pins the question.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from .time.prefilter import screen_patterns

__all__ = ["post_holder"]

_POSTS_EN = (r"head\s+coach|coach|manager|ceo|chief\s+executive|president|prime\s+minister|chancellor|"
             r"secretary[- ]general|mayor|governor|captain|chair(?:man|woman|person)?|pope|king|queen|monarch|leader|"
             r"premier|speaker|director[- ]general|editor|owner|first\s+lady|foreign\s+minister|finance\s+minister|"
             r"defen[cs]e\s+secretary|ambassador")
_PINNED = re.compile(r"\b(?:first|second|third|fourth|fifth|\d+(?:st|nd|rd|th)|former|late|founding|original|ex|"
                     r"then|previous|last|next|inaugural|outgoing|incoming|future)\b", re.IGNORECASE)
# "the head coach of Real Madrid", "Real Madrid's head coach", "the UN secretary-general", "the French president"
_POST_OF = re.compile(rf"\bthe\s+(?:[\w'’.&-]+\s+){{0,3}}?(?:{_POSTS_EN})\b(?:\s+of\s+(?:the\s+)?[\w'’.&-]+)?|"
                      rf"\b[\w'’.&-]+['’]s\s+(?:{_POSTS_EN})\b", re.IGNORECASE)
# a fixed fact of a person asked of that holder
_PERSON_FACT = re.compile(r"\b(?:born|birthplace|hometown|home\s+town|grow\s+up|grew\s+up|raised|graduate|graduated|"
                          r"study|studied|went\s+to\s+(?:school|college|university)|go\s+to\s+(?:school|college|"
                          r"university)|alma\s+mater|university|college|degree|wife|husband|spouse|partner|children|"
                          r"kids|nationality|zodiac|star\s+sign|height|how\s+tall|birthday|middle\s+name|maiden\s+name|"
                          r"religion|party)\b", re.IGNORECASE)
_ASK_EN = re.compile(r"^\s*(?:where|which|what|who|when|how|is|was|did|does)\b", re.IGNORECASE)
# a post pinned to one past holder by what follows it (review20g): a time clause ("the CEO of Apple at the time of the
# original iPhone", "the king of England during the war", "the coach when they won the treble"), a relative clause in
# the past ("the president who signed the Civil Rights Act", "the pope that crowned Charlemagne"), or the person spoken
# of in the past ("how tall was the captain of the Titanic", "what nationality was the manager"; "where was X born" is
# every person's tense and stays)
_PINNED_AFTER = re.compile(r"(?:\s+(?-i:[A-Z])[\w'’.&-]*){0,2}\s*,?\s*(?:at\s+the\s+time\s+(?:of|when)|back\s+(?:then|in|when)|during|when|while|in\s+the\s+"
                           r"(?:\d0s|\d{4}s|days\s+of|era\s+of|time\s+of)|(?:of|in)\s+\d{4}|(?:who|that)\s+(?:had\s+)?"
                           r"(?:[a-z]+ed|won|led|took|began|built|wrote|made|gave|lost|fought|ran|sat|held|chose|"
                           r"brought|oversaw|saw|got|went|came|founded|signed|crowned))\b", re.IGNORECASE)
_PAST_PERSON = re.compile(r"^\s*(?:how\s+(?:tall|old|rich)|what\s+(?:nationality|religion|star\s+sign|zodiac\s+sign)|"
                          r"who|what|which)\s+(?:was|were)\b(?![^?]*\bborn\b)", re.IGNORECASE)

# Chinese: a named body's post, then the person's fixed fact
_POSTS_ZH = r"总统|总理|首相|国家主席|主席|秘书长|市长|州长|省长|主教练|教练|首席执行官|CEO|董事长|队长|总裁|国王|女王|教皇|议长|外长"
_POST_FACT_ZH = re.compile(rf"(?P<post>{_POSTS_ZH})的?(?:夫人|妻子|丈夫|老公|老婆|太太|先生|孩子|儿子|女儿|生日|出生|"
                           rf"毕业|母校|籍贯|老家|是哪里人|是哪国人|哪里人|多高|身高|星座|学历|年龄|多大)")
_PINNED_ZH = re.compile(r"首任|第[一二三四五六七八九十\d]+任|前任|历任|已故|上一任|下一任|开国|古代|当年|\d{2,4}\s*年")

# other verbs of a post: "who maintains curl", "who operates the channel tunnel"
_POST_VERB = re.compile(r"^\s*who\s+(?:currently\s+|now\s+)?(?:maintains|operates|oversees|administers|sponsors|"
                        r"bankrolls|funds|moderates|curates)\s+(?:the\s+)?\S", re.IGNORECASE)

# a learner's "the president of brazil name": the post, its body, then "name"
_POST_NAME = re.compile(rf"\bthe\s+(?:{_POSTS_EN})\s+of\s+(?:the\s+)?[\w'’.&-]+(?:\s+[\w'’.&-]+)?\s+name\b", re.IGNORECASE)
# a search-box holder with chat tails: "warriors head coach name pls", "twitter owner"
_TAIL = re.compile(r"(?:\s+(?:name|names|pls|plz|please|rn|asap|thx|thanks|now|currently|\?+|!+))+\s*[?!.]*\s*$",
                   re.IGNORECASE)
_TERSE_POST = re.compile(rf"^\s*(?:[\w'’.&-]+\s+){{1,3}}(?:{_POSTS_EN}|owners?)\s*[?!.]*\s*$", re.IGNORECASE)
_NOT_TERSE = re.compile(r"^\s*(?:who|whom|whose|what|which|when|where|why|how|is|are|was|were|do|does|did|can|"
                        r"define|my|our|your|a|an|dog|cat|pet|car|home|house|business|small|new|first|former)\b",
                        re.IGNORECASE)


def post_holder(text: str) -> str | None:
    """A "role:" cue when ``text`` asks about whoever holds a post in one of the slots above, else ``None``."""
    if re.search(r"[\u4e00-\u9fff]", text):
        m = _POST_FACT_ZH.search(text)
        if m and not _PINNED_ZH.search(text[:m.end()]) and m.start() >= 2:
            return f"role:{m.group(0)}"
        return None
    if (m := _POST_VERB.match(text) or _POST_NAME.search(text)) and not _PINNED.search(m.group(0)):
        return f"role:{' '.join(m.group(0).lower().split())}"
    if (_ASK_EN.match(text) and (post := _POST_OF.search(text)) and not _PINNED.search(post.group(0))
            and not _PINNED_AFTER.match(text, post.end()) and not _PAST_PERSON.match(text)
            and _PERSON_FACT.search(text)):
        return f"role:{' '.join(post.group(0).lower().split())}"
    core = _TAIL.sub("", text)
    if core != text.strip() or len(core.split()) <= 3:
        if (m := _TERSE_POST.match(core)) and not _NOT_TERSE.match(core) and not _PINNED.search(core):
            return f"role:{' '.join(m.group(0).lower().split())}"
    return None


screen_patterns(globals())  # each pattern above skips a text lacking a word all its matches need (time/prefilter.py)
