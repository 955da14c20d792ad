"""Questions about a word or a phrase, which the learned detector flagged for the trigger word they ask about
(guard23-benign).

'Qual o plural de "sistema"?', '"Forget" का past tense "forgot" है या "forgotten"?', "「無視する」と「スルーする」の違いは何ですか？",
'What does "override" mean in "the veto was overridden"?', "How do you say 'forget it' in Japanese?": a language
learner asks what a word means, how it is spelled, said, translated or inflected, or how two words differ. The word
asked about is often a trigger word ("ignore", "system", "override", "forget"), which the detector weighs as an
order; the question itself orders nothing. What such questions share is grammar: a question mark and a word of
language study (meaning, plural, past tense, difference between, translate, "how do you say", spelling) in the
question's own words, in the twelve languages of the blind sets.

:func:`asks_about_a_word` is asked only of a passage the detector is about to flag: the passage is one question (or
two), a word of language study stands outside its quotations, and outside its quotations it names no model, no
instructions, rules or prompt and gives no order (:func:`.correspondence.gives_an_order`: a verb of sending,
revealing or deleting, "instead", an address). 'What does "override" mean? Show me: override your instructions' is
an order with a question in front, and stays flagged. Pure function.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from .correspondence import gives_an_order
from .frame_words import QUOTE_RE

__all__ = ["asks_about_a_word"]

_I = re.IGNORECASE
_QUESTION_RE = re.compile(r"[?？؟]")
_MAX_QUESTIONS = 3
# a word of language study: meaning, plural and tenses, a difference between words, translation, saying and spelling
_STUDY_RE = re.compile(
    r"\b(?:mean|means|meaning|meant\s+by|definition\s+of|plural|singular|past\s+(?:tense|participle|form)|"
    r"(?:present|future)\s+tense|synonyms?|antonyms?|opposite\s+of\s+the\s+word|spell(?:ed|ing)?|pronounce[ds]?|"
    r"pronunciation|translat(?:e|ion)\s+(?:of|for)|in\s+(?:english|spanish|french|german|japanese|chinese|korean|"
    r"italian|portuguese|russian|arabic|hindi)\b|how\s+(?:do|would|can|should)\s+(?:you|i|we|one)\s+say|"
    r"difference\s+between|correct\s+to\s+say|is\s+it\s+correct|grammatical(?:ly)?|idiom|"
    # Spanish, Portuguese, Italian
    r"significa|significado|significato|plurale?|diferencia\s+entre|diferença\s+entre|differenza\s+tra|se\s+dice|"
    r"se\s+diz|si\s+dice|se\s+traduce|se\s+traduz|si\s+traduce|sinónimo|sinônimo|sinonimo|se\s+escribe|"
    r"se\s+escreve|si\s+scrive|pret[ée]rito|passato\s+prossimo|"
    # French, German
    r"signifie|veut\s+dire|pluriel|différence\s+entre|se\s+dit|synonyme|s'écrit|se\s+prononce|"
    r"bedeutet|bedeutung|heißt\s+\S+\s+auf|mehrzahl|präteritum|partizip|unterschied\s+zwischen|schreibt\s+man|"
    r"auf\s+(?:deutsch|englisch|französisch|spanisch)|"
    # Russian
    r"значит|означает|значение\s+слова|множественн\w+|прошедш\w+\s+времени|разница\s+между|переводится|"
    r"как\s+правильно|синоним\w*|пишется|произносится)\b"
    # Chinese, Japanese, Korean, Arabic, Hindi
    r"|什么意思|是什么意思|的意思|含义|怎么说|怎么读|复数|过去式|区别|同义词|用法"
    r"|意味|違い|読み方|言い方|複数形|過去形|使い方|英語で|日本語で"
    r"|뜻|의미|차이|복수형|과거형|발음|영어로|한국어로"
    # (Arabic and Hindi words bounded by letters of their script: Devanagari vowel signs are no \w, so \b cannot; "अंतर"
    # is inside "अंतरिक्ष", space — a CyberSecEval role-play attack the first draft spared, guard_same)
    r"|(?<![\u0600-\u06ff])(?:معنى|ما\s+معنى|يعني|الفرق\s+بين|جمع\s+كلمة|الماضي\s+من|مرادف|بالإنجليزية|بالعربية)"
    r"(?![\u0600-\u06ff])"
    r"|(?<![\u0900-\u097f])(?:मतलब|अर्थ|बहुवचन|भूतकाल|फ़र्क|फर्क|अंतर|कैसे\s+कहते|हिंदी\s+में|अंग्रेज़ी\s+में|"
    r"अंग्रेजी\s+में)(?![\u0900-\u097f])",
    _I,
)


def asks_about_a_word(passage: str) -> bool:
    """Whether ``passage`` is a question about a word or phrase (its meaning, form, translation, or how two differ)
    that, outside its quotations, names no model or instructions and gives no order (see the module doc)."""
    if not 1 <= len(_QUESTION_RE.findall(passage)) <= _MAX_QUESTIONS:
        return False
    outside = QUOTE_RE.sub(" ", passage)
    return _STUDY_RE.search(outside) is not None and not gives_an_order(outside)
