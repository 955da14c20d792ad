"""Words mentioned, not used: a language task on a quoted sentence or a single word (gate21-local).

A homework or learner's question names a fresh-looking word or quotes a sentence holding one and asks about its
grammar, spelling, meaning or opposite: "Identify the subject in this sentence: 'Today the president signs the new
law.'", "Underline the adverb of time: 'The CEO is now in the office.'", "what is the past tense of 'swim'",
"what's the opposite of latest", "“最新”的反义词是什么", "“今天”这个词是名词还是副词". The time words sit inside the
quoted or named word: they date nothing, and the answer (a part of speech, a tense, an antonym) never moves.
Seen in wave 33's fit half (three rows, en + zh) and wave 29's spent learner row.

The task word must stand OUTSIDE the quotes (a quoted headline asked about, "what does 'record inflation' mean for
my savings", keeps its own reading: "for my savings" is no grammar task), and a translation of a whole question
("translate 'what is the weather today' into French") is a task too.

``mentioned_word(text)`` returns a cue or ``None``.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from .time.prefilter import screen_patterns

__all__ = ["mentioned_word"]

_QUOTED_EN = re.compile(r"[\"“][^\"”]{1,120}[\"”]|(?<![A-Za-z])['‘][^'’]{1,120}['’](?![A-Za-z])")
# a grammar / spelling / word task said outside the quotes
_TASK_EN = re.compile(
    r"\b(?:identify|underline|circle|highlight|rewrite|rephrase|paraphrase|translate|parse|diagram|punctuate|"
    r"proofread|conjugate|spell|pronounce|syllables?|rhymes?\s+with|correct\s+(?:the|this|my)\s+(?:grammar|sentence|"
    r"spelling|punctuation)|fix\s+the\s+grammar|parts?\s+of\s+speech|(?:past|present|future|perfect)\s+tense|"
    r"(?:passive|active)\s+voice|past\s+participle|plural\s+of|singular\s+of|adverbs?|adjectives?|pronouns?|"
    r"prepositions?|conjunctions?|gerunds?|infinitives?|synonyms?|antonyms?|opposite\s+of|homophones?|"
    r"capitali[sz]e|grammatical(?:ly)?|grammar|in\s+this\s+sentence|the\s+sentence|sentence\s+below)\b", re.IGNORECASE)
# a single word named unquoted after a word task ("what's the opposite of latest", "synonym for current")
_BARE_WORD_TASK_EN = re.compile(
    r"\b(?:synonyms?|antonyms?|opposite|another\s+word|other\s+words?|rhymes?|plural|past\s+tense|past\s+participle|"
    r"spelling|part\s+of\s+speech)\s+(?:of|for|with)\s+(?:the\s+word\s+)?[A-Za-z'-]{2,20}\s*+[?.!]*+\s*+$",
    re.IGNORECASE)
# the quoted question is to be answered as well ("correct my sentence and answer: ..."): its words are used, not mentioned
# (or a question of its own beside the task: "what's the antonym of 'bullish', and is the market bullish today?")
_ANSWER_TOO = re.compile(r"\b(?:answer|answers|reply|respond|tell\s+me)\b|\b(?:and|also|then|plus)\s+(?:is|are|was|"
                         r"what|who|which|when|where|how|will|does|do|did)\b|回答|解答|并回答|然后回答", re.IGNORECASE)
# gate22-local (wave 33's spent held half: "where does the word "salary" come from", "why do we say "latest" and not
# "most late"", "what does the "Now" in Apocalypse Now refer to"): a word's origin, usage or part of a name asked
# about, the word named as a word ("the word / term / phrase X"), said ("why do we say 'X'") or quoted as a piece of
# a name ("the 'X' in <Name>")
_WORD_ABOUT_EN = re.compile(
    r"\b(?:the\s+)?(?:word|phrase|term|expression|idiom|saying|suffix|prefix|letters?)\s+[\"“'‘]?[\w'’ -]{1,30}?[\"”'’]?\s+"
    r"(?:come\s+from|comes\s+from|came\s+from|originate[sd]?|derive[sd]?|get\s+its\s+name)\b|"
    r"\b(?:origin|origins|etymology|root)\s+of\s+the\s+(?:word|phrase|term|expression|idiom|saying)\b|"
    r"^\s*why\s+do\s+(?:we|people|you|they|english\s+speakers)\s+say\s+[\"“'‘]|"
    r"^\s*what\s+(?:does|did)\s+the\s+[\"“'‘][^\"”'’]{1,20}[\"”'’]\s+in\s+(?:the\s+)?(?-i:[A-Z])[^?]{0,40}?\s+"
    r"(?:refer\s+to|stand\s+for|mean|signify)\b", re.IGNORECASE)
# a time word outside the quotes dates the question itself ("why do people say 'the market is up' today?")
_NOW_OUTSIDE_EN = re.compile(r"\b(?:today|now|nowadays|currently|these\s+days|lately|recently|this\s+(?:week|month|"
                             r"year))\b")  # lower case: "Now" in a title ("Apocalypse Now") is part of a name
_QUOTED_ZH = re.compile(r"[“\"「『‘'][^”\"」』’']{1,30}[”\"」』’']|[\u4e00-\u9fff]{1,4}(?=这个(?:词|字|成语))")
_TASK_ZH = re.compile(r"反义词|近义词|同义词|词性|名词|动词|副词|形容词|量词|造句|改写|翻译|拼音|读音|怎么读|怎么写|"
                      r"主语|谓语|宾语|状语|定语|成语|修辞|病句|标点|偏旁|部首|笔画|组词|这个词|这个字|造[^，。？?]{0,3}句|句子")


def mentioned_word(text: str) -> str | None:
    """A cue when ``text`` asks a language task about a quoted sentence or a named word; else ``None``."""
    if _ANSWER_TOO.search(_QUOTED_ZH.sub(" ", _QUOTED_EN.sub(" ", text))):
        return None
    if _BARE_WORD_TASK_EN.search(text):
        return "mentioned:word"
    if (m := _WORD_ABOUT_EN.search(text)) and not _NOW_OUTSIDE_EN.search(_QUOTED_EN.sub(" ", text)):
        return "mentioned:" + " ".join(m.group(0).lower().split()[:4])
    if (quoted := _QUOTED_ZH.search(text)) and _TASK_ZH.search(_QUOTED_ZH.sub(" ", text)):
        return f"mentioned:{quoted.group(0)[:12]}"
    if (quoted := _QUOTED_EN.search(text)) and _TASK_EN.search(_QUOTED_EN.sub(" ", text)):
        return f"mentioned:{quoted.group(0)[:24]}"
    return None


screen_patterns(globals())  # each pattern above skips a text lacking a word all its matches need (time/prefilter.py)
