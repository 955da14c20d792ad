"""A user's complaint that a device, an app or an assistant ignores or forgets what the user asked (guard23-benign).

"小爱同学总是忽略我的指令，是不是麦克风坏了？", "Recensione: l'assistente IA è veloce ma ignora la mia richiesta di non usare
elenchi puntati.", "Alexa keeps ignoring me when the TV is on", "o assistente ignorava o idioma escolhido": the
dismissal verb the detector weighs as an order has a third-person SUBJECT before it (the assistant, the bot, Alexa,
Siri, the speaker, the app, 助手, 小爱同学, l'assistente …), and its object is the user's own request or a thing
("my commands", "me", "la mia richiesta", "the language I picked"), not the reader's rules. Spent rows of three
rounds (benign21's release notes, benign22's tool review, benign23's smart-home question) show the shape.

:func:`complains_of_a_device` is asked only of a passage the detector is about to flag: such a subject and verb,
nothing after the verb naming instructions, rules or a prompt except as the writer's own ("my instructions",
"我的指令"), no "you" to the reader, no address to the model that reads the text, and no vocative comma between the
subject and the verb ("Assistant, ignore …" is an order: Italian and Spanish "ignora" is both). Pure function.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from .correspondence import addresses_the_reader, names_a_model_or_instructions
from .frame_words import addresses_the_model

__all__ = ["complains_of_a_device"]

_I = re.IGNORECASE
# the subject: a device, an app or an assistant (a product name or a noun after an article or possessive), then at
# most two adverbs ("keeps", "always", "总是", "一直"), then the dismissal verb in the third person
_SUBJECT = (r"(?:alexa|siri|cortana|bixby|google\s+home|google\s+assistant|(?:the|my|our|this|that)\s+(?:\w+\s+)?"
            r"(?:assistant|bot|chatbot|speaker|app|phone|device|thermostat|printer|car|tv|ai)|"
            r"l'assistente(?:\s+ia)?|l'ia|l'app|l'assistant(?:\s+ia)?|(?:el|mi|la)\s+(?:asistente|app|aplicación|altavoz|ia)|"
            r"(?:o|meu|a)\s+(?:assistente|app|aplicativo|ia)|(?:der|mein|die)\s+(?:assistent|app|lautsprecher|ki)|"
            r"(?:il\s+mio|il)\s+(?:assistente|telefono|bot))")
_EN_FR_VERB = (r"(?:keeps\s+(?:ignoring|forgetting)|(?:always|often|still|sometimes|just|completely)\s+(?:ignores|forgets)|"
               r"ignores|ignored|forgets|forgot|ignora|ignorava|ignoraba|ignorait|oublie|oubliait|olvida|olvidaba|"
               r"esquece|esquecia|dimentica|dimenticava|ignoriert|vergisst|ignorierte|vergaß)")
_LATIN_RE = re.compile(
    rf"\b{_SUBJECT}(?:\s+(?:è|es|é|est|ist|is)\s+[^,.;:!?]{{1,40}}?,?\s+(?:ma|pero|mas|mais|aber|but))?"
    rf"\s+(?:\w+\s+){{0,2}}?{_EN_FR_VERB}\b",
    _I,
)
_CJK_RE = re.compile(
    r"(?:小爱同学|小爱|天猫精灵|小度|助手|音箱|手机|应用|app|APP|Siri|アシスタント|スピーカー|アプリ|어시스턴트|스피커|앱|비서)"
    r"(?:总是|老是|一直|经常|又|还是|常常|完全|がよく|がいつも|が|は|이|가|은|는)?\s*"
    r"(?:忽略|无视|忘记|忘了|不理|無視する|無視して|忘れる|忘れて|무시하|잊어버리|잊)"
)
# after the verb, the writer's own ("my instructions", "我的指令", "la mia richiesta"), which is not the reader's
_OWN_RE = re.compile(r"\b(?:my|mine|me|our|mi|mis|mia|mie|mio|mon|ma|mes|mein\w*|mich|mir|minha|meu|meus|minhas)\b|我|私|내|제",
                     _I)


def complains_of_a_device(passage: str) -> bool:
    """Whether ``passage`` tells that a device, an app or an assistant ignores or forgets the writer's request (see the
    module doc), saying "you" to nobody and naming no rules of the reader."""
    m = _LATIN_RE.search(passage) or _CJK_RE.search(passage)
    if m is None or "," in m.group() and not re.search(r",\s*(?:ma|pero|mas|mais|aber|but)\b", m.group(), _I):
        return False
    rest = passage[m.end():]
    if names_a_model_or_instructions(rest):
        # the writer's own instructions may be named ("ignores my instructions", "忽略我的指令"), not the reader's
        own = _OWN_RE.match(rest.lstrip()) or _OWN_RE.match(rest.lstrip()[:2])
        if own is None:
            return False
    return not addresses_the_reader(passage) and not addresses_the_model(passage)
