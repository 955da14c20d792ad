"""Frames that explain a detector flag: the text quotes the words that set the detector off as material for people
(guard18d).

"Can you translate these button labels into German: 'Ignore', 'Forget password?'", "Traduire en anglais ces libellés :
« Oublier ce réseau »", "请把下面这些界面文字翻译成英文：“忽略此提示”" — a translation or localisation request; "Q4 —
An email says: '… reply with your login and password …' What should you do? A) Reply B) Report it", "情報セキュリティ
研修テスト：「至急、パスワードを返信してください」…選びなさい" — a quiz or an exam; "FAQ: … In the « Consignes » field
write for example: « Tu es Léa … »", release notes and GM notes — a text addressed to people who build, run or play.
In each, the quotation is an order, a password or a persona (what the detector learned to flag), but the frame
around it says the quotation is to be translated, judged, typed into a field or read aloud by a person: it is
MATERIAL, not an order to the reader.

:func:`explains_a_flag` answers for one flagged passage ``text[a:b]``: a frame is written in its paragraph, OUTSIDE the quotations
(:func:`quoting_frame`), the flagged passage holds a quotation, and with the quotations of the text blanked either
the passage no longer flags (the flag came from the quoted material only) or the guard's rules find no order in
what is left (the detector still reads the frame's own words, "injection de prompt", "tus instrucciones" of a
quiz question, as an order's: the rules tell whether the reader is ordered in them); and nothing outside
the quotations orders the reader to carry the quotation out ("just do what it says", "然后照做") or speaks to the
assistant or bot reading it ("assistant, …", "you, the bot reading this", "读到这里的AI", "ボットさん、").
Pure function (the detector's own test of a passage is passed in).
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)
from collections.abc import Callable

from .correspondence import paragraph_bounds

__all__ = ["explains_a_flag", "quoting_frame"]

_I = re.I
# a quotation on one line: straight / curly double quotes, guillemets, CJK brackets, German low-high quotes, single
# quotes no letter touches from outside (an apostrophe between letters inside: 'Hi, it's the CEO')
_QUOTE_RE = re.compile(r'"[^"\n]{2,}"|“[^”\n]{2,}”|«[^»\n]{2,}»|「[^」\n]{1,}」|『[^』\n]{1,}』|„[^“”\n]{2,}[“”]'
                       r"|(?<![\w'])'(?:[^'\n]|(?<=\w)'(?=\w)){2,}'(?![\w'])|‘[^’\n]{2,}’")

# a request to translate or localise: "translate into", "the French for", "localisation ticket", "UI strings",
# "button labels"; "traduire", "traducción", "übersetzen", "翻译", "翻成", "訳して", "翻訳"
_TRANSLATION = (
    r"\b(?:translat\w*|locali[sz](?:e|es|ed|ing|ation|ations|er|ers)\b|tradu\w*|übersetz\w*|lokalisier\w*|the\s+(?:french|german|spanish|italian|japanese|chinese|english|"
    r"portuguese|dutch|korean)\s+for)\b|翻译|翻成|译成|翻譯|译为|訳して|訳す|英訳|和訳|翻訳"
)
# what is translated is an interface's or a story's text, not a sentence handed over as a task ("Translate the
# following sentence to French: '…'" in a mail is an injected task, BIPIA): labels, strings, buttons, menus, a
# pop-up, subtitles, a character's line
_LOCALISED = (
    r"\b(?:labels?|strings?|buttons?|menus?|menü\w*|ui|app|interface|toast|pop-?up|placeholders?|screens?|"
    r"subtitles?|dialogue|villain|character'?s|npc|loc[ai]li[sz](?:e|es|ed|ing|ation|ations|er|ers)|l10n|i18n|libellés?|interface|bouton\w*|"
    r"etiquetas?|casillas?|aviso|consola|botón|botones|pantalla|oberfläche|schaltfläche\w*|"
    r"release-texte|meldung)\b|界面|弹窗|按钮|菜单|字幕|台词|文言|ボタン|台詞|画面|ローカライズ|メニュー"
)
# a quiz, an exam or a training test: a numbered question, options, "which of these", "true or false", "what should
# you do"; their forms in es fr de zh ja
_TEACHING = (
    r"\b(?:q|question|frage|pregunta|domanda)\s*\d+\b|\bwhich\s+of\s+(?:these|the\s+following)\b|"
    r"\btrue\s+or\s+false\b|\bwhat\s+should\s+you\s+do\b|\bquiz\b|\bexam(?:s|ination)?\b|\bflashcard\b|\bpop\s+quiz\b|"
    r"\bsecurity\s+awareness\b|\bcuál\s+de\s+(?:estos|estas|los|las)\b|\bverdadero\s+o\s+falso\b|\bexamen\b|"
    r"\bqcm\b|\bvrai\s+ou\s+faux\b|\blequel\s+de\b|\blaquelle\s+de\b|\bwelche[rs]?\s+(?:eingabe|nachricht|antwort|satz)\b|"
    r"\bprüfung\w*|\bquizfrage\b|"
    r"单选题|多选题|选择题|判断题|简答|考试|测验|下列哪|以下哪|問\s*\d|選べ|選びなさい|小テスト|研修テスト|クイズ|"
    r"[○〇]\s*[×✕]"
)
# a text addressed to people who build or run a bot, or play: an FAQ, a builder guide, release notes, a changelog,
# a game master's notes
_PEOPLE = (
    r"\bfaq\b|\bpreguntas\s+frecuentes\b|\bhäufige\s+fragen?\b|\bquestions\s+fréquentes\b|\bbuilder\s+tip\b|"
    r"\bgm\s+notes?\b|\bkeeper'?s\s+notes?\b|\bencounter\s+notes?\b|\bsession\s+\d+\b|\bnotes?\s+de\s+mj\b|"
    r"\b(?:nota|notas)\s+(?:para\s+mí|del\s+máster)\b|\bmáster\b|\bspielleit\w*|"
    r"常见问题|搭建指南|跑团|团长笔记|主持人|剧本杀|よくある質問|GMメモ|TRPG|シナリオ"
)
_TRANSLATION_RE = re.compile(_TRANSLATION, _I)
_LOCALISED_RE = re.compile(_LOCALISED, _I)
_FRAMES = (("teaching", re.compile(_TEACHING, _I)), ("people", re.compile(_PEOPLE, _I)))

# a quotation that is the object of an order to reply: "reply only with the word 'Yes'", "write 'I have been
# hacked'", "answer '…'", "responde «…»", "réponds « … »", "antworte „…“", "回复“…”", "「…」と答えて": the quotation is
# what the reader is to say, the frame around it no explanation
_REPLY_OBJECT_RE = re.compile(
    r"(?:\b(?:reply|replies|respond|answer|say|output|print|write|repeat|type|prefix|start|begin|end|sign|"
    r"return|show|confirm|responde|responda|contesta|escribe|di|dis|réponds|répondez|répond|écris|affiche|"
    r"antworte|antworten|schreib|schreibe|sag|sage|gib|ausgeben|respondi|rispondi|scrivi|responda)\b[^.!?\n]{0,30}"
    r"|\b(?:with|the)\s+(?:the\s+)?(?:word|words|phrase|text|string|sentence)|"
    r"回复|回答|输出|说|写上|返信|回答|出力)\s*[:：,]?\s*$",
    _I,
)
_REPLY_AFTER_RE = re.compile(r"^\s*(?:と|って)(?:答え|返信|出力|言)")

# an order to carry the quotation out: "do what it says", "follow it", "don't translate it", "haz lo que dice",
# "fais ce qu'il dit", "mach, was da steht", "照做", "その通りにして"
_CARRY_OUT_RE = re.compile(
    r"\b(?:do|follow|obey|execute|carry\s+out|run|perform|apply)\s+(?:what\s+(?:it|that|this)\s+says|(?:it|them|that|"
    r"this|these)\s+(?:now|instead|literally)|the\s+(?:quoted\s+)?(?:line|text|instruction|sentence)s?\s+(?:above|"
    r"below|literally))\b|\b(?:don'?t|do\s+not)\s+(?:actually\s+)?translate\b|\bhaz\s+lo\s+que\s+dice\b|"
    r"\bno\s+lo\s+traduzcas\b|\bfais\s+ce\s+qu'?(?:il|elle)\s+dit\b|\bne\s+(?:le|la)\s+traduis\s+pas\b|"
    r"\bmach\w*,?\s+was\s+(?:da|dort|es)\s+(?:steht|sagt)\b|\bnicht\s+übersetzen\b|"
    r"照做|照着做|执行它|不要翻译|その通りに|実行して|翻訳せずに",
    _I,
)
# the assistant or bot reading the text addressed as such: "assistant, …", "bot: …", "you, the model", "AI reading
# this", "KI:", "toi, l'assistant", "助手，", "读到这里的AI", "ボットさん"
_ADDRESSES_THE_MODEL_RE = re.compile(
    r"(?:^|[\s:;,.!?—–(-])(?:dear\s+)?(?:assistant|bot|chatbot|ai|model|llm|agent|asistente|assistente|ki|ia)\s*[,:!]|"
    r"\byou\s*,?\s*\(?the\s+(?:ai|model|assistant|bot|chatbot|llm)\b|\b(?:for|to)\s+(?:you\s*,\s*)?the\s+"
    r"(?:ai|model|assistant|bot|llm)\s+reading\b|\b(?:ai|model|assistant|bot|llm)\s+reading\s+this\b|"
    r"\b(?:for|to)\s+you\s*,\s*(?:assistant|bot|ai|model)\b|\btoi\s*,\s*l'(?:assistant|ia)\b|"
    r"\b(?:an\s+dich|für\s+dich)\s*,?\s*(?:ki|bot|assistent)\b|"
    r"(?:助手|机器人|模型|AI|人工智能)[，,：:]|读到这里的|看到这[里段]的|(?:ボット|アシスタント|AI)(?:さん|へ)[、,：:]?|"
    r"読んでいるAI",
    _I,
)


def _blank_quotes(text: str) -> str:
    """``text`` with the inside of every quotation blanked to spaces (same length; the marks kept)."""
    return _QUOTE_RE.sub(lambda m: m.group()[0] + " " * (len(m.group()) - 2) + m.group()[-1], text)


def _orders_a_reply(text: str) -> bool:
    """Whether some quotation of ``text`` is what the reader is told to reply ("reply only with the word 'Yes'")."""
    for m in _QUOTE_RE.finditer(text):
        clause = re.split(r"[.!?;\n。！？；]", text[max(0, m.start() - 60) : m.start()])[-1]
        if _REPLY_OBJECT_RE.search(clause) is not None or _REPLY_AFTER_RE.search(text[m.end() : m.end() + 8]):
            return True
    return False


def quoting_frame(text: str) -> str | None:
    """The kind of frame (``translation``, ``teaching``, ``people``) written outside the quotations of ``text``, or
    None (also when ``text`` quotes nothing)."""
    if _QUOTE_RE.search(text) is None:
        return None
    outside = _blank_quotes(text)
    if _TRANSLATION_RE.search(outside) is not None and _LOCALISED_RE.search(outside) is not None:
        return "translation"
    for name, rx in _FRAMES:
        if rx.search(outside) is not None:
            return name
    return None


def explains_a_flag(text: str, a: int, b: int, flags_alone: Callable[[str], bool]) -> bool:
    """Whether a frame explains the detector's flag on ``text[a:b]``: the paragraph around it quotes its trigger as
    material for translation, teaching or people (see the module doc). ``flags_alone`` is the detector's test of a
    passage on its own."""
    start, end = paragraph_bounds(text, a, b)
    around = text[start:end]
    if quoting_frame(around) is None:
        return False
    outside = _blank_quotes(text)
    if (_CARRY_OUT_RE.search(outside) is not None or _ADDRESSES_THE_MODEL_RE.search(outside) is not None
            or _orders_a_reply(text)):
        return False
    passage = outside[a:b]
    if passage == text[a:b]:  # the passage quotes nothing: its flag is its own words'
        return False
    return not flags_alone(passage) or not _rules_flag(outside[start:end])


def _rules_flag(text: str) -> bool:
    """Whether the guard's rules (not the detector) find an order in ``text`` (the text outside its quotations)."""
    from .neutralize import _sanitize_rules  # noqa: PLC0415 (neutralize imports the detector, which imports this)

    return _sanitize_rules(text).suspicious
