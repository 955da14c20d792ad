"""A prompt shown under a label that makes it the writer's own or an example (guard22-benign).

"Meu prompt: "Você é meu assistente de estudos. Ignore perguntas fora de biologia …"", "Meine Anweisungen für den
Assistenten: „Du bist mein Kochberater. Ignoriere Rezepte mit Nüssen …“", "note to self (saved prompt): 'Act as a
strict editor …'", "`system_prompt` (string): instrucciones que el modelo sigue …, por ejemplo "Responde siempre …"",
"系统提示词用于设定模型的角色，例如：“你是一名耐心的数学老师…”", "… repeat the most important one at the end. e.g.
'Remember: you only answer about our product.'": the detector reads an order to a model in the quotation, but the
label before it says whose prompt it is — the writer's own ("my prompt", "mis instrucciones", "我的设定", "自分用の
プロンプト", "saved prompt") — or that it is an example in a text about prompts ("e.g.", "por ejemplo", "例如",
"Beispiel:"). A prompt people write for their own assistant, or documentation shows, is material on a web page.

:func:`spare_labelled_prompt` is the hook, after :func:`.people_documents.spare_people_document`: a flagged text (up
to :data:`.frame_words.MAX_CHARS`) is left whole when

* only the detector and the ``persona`` rule flagged it (never an override, the hijack lexicon, a secret asked for,
  role markers, tool calls, hidden characters or encodings);
* some quotation has such a label in the clause before it (:func:`labels_a_prompt`: a prompt noun owned by the
  writer, or an example mark with a prompt noun in the clause or elsewhere outside the quotations);
* every labelled quotation, guarded alone, is flagged for nothing but the detector or an everyday persona, and holds
  no jailbreak words, address, link or secret (an attack's payload under "my prompt:" is still the payload);
* the label points at no reader ("for you", "reading this", "para ti", "für dich", "读到");
* outside the quotations and the writer's own labels ("instructions for the assistant:" says whose prompt it is)
  nothing speaks to the AI reading the text, casts it as a machine, names its rules or orders a quotation carried
  out, and the guard run again on that outside flags nothing, the detector included.

Pure function but for the guard it is given.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)
from collections.abc import Callable
from typing import TYPE_CHECKING

from .frame_words import (
    MAX_CHARS,
    QUOTE_RE,
    RUN_IT_RE,
    SPACED_LETTERS_RE,
    addresses_the_model,
    blank_spans,
    carries_out,
    clause_before,
    hides_characters,
)
from .people_documents import addresses_a_reader_machine, orders_the_reader

if TYPE_CHECKING:
    from .neutralize import GuardResult

__all__ = ["labels_a_prompt", "spare_labelled_prompt"]

_I = re.I

# what a prompt is called (en es fr de pt it ru zh ja ko)
_PROMPT_NOUN = (
    r"(?:\b(?:(?:system\s+)?prompts?|system[\s_-]?(?:message|prompt)|custom\s+instructions|instructions|persona|"
    r"template|preset|indicaciones|instrucciones|consignes|invite|anweisungen|systemprompt|systemnachricht|vorgaben?|"
    r"instruções|istruzioni|промпт\w*|инструкци\w*|указани\w*)\b"
    r"|提示词|提示語|设定|設定|指令|人设|プロンプト|指示|프롬프트|지시문|설정)"
)
_PROMPT_NOUN_RE = re.compile(_PROMPT_NOUN, _I)
# the writer's own: "my", "saved", "I use", "mi", "mon", "meine", "meu", "il mio", "мой", "我的", "自分用", "내가"
_OWN = (r"(?:\b(?:my|mine|our|saved|i\s+use|i\s+wrote|i\s+gave|mis?|mon|ma|mes|nuestr[oa]s?|notre|nos|mein\w*|unser\w*|"
        r"meus?|minhas?|nosso|(?:il\s+|la\s+|i\s+|le\s+)?(?:mio|mia|miei|mie)|мо[йяиюе]\w*|наш\w*)\b"
        r"|我的|我给|我写|我用|自己|自分|私の|私が|僕の|僕が|わたしの|내가|나의|제가|제\s)")
# an example mark: "e.g.", "for example", "default", "por ejemplo", "par exemple", "Beispiel", "例如", "例：", "예:"
_EXAMPLE = (r"(?:\be\.\s?g\.|\bfor\s+(?:example|instance)\b|\bexample\b|\bdefault\b|\bpor\s+ejemplo\b|\bejemplo\b|"
            r"\bp\.\s?ej\.|\bexemple\b|\bbeispiel\b|\bz\.\s?b\.|\bexemplo\b|\besempio\b|\bпример\w*\b|\bнапример\b|"
            r"例如|比如|例えば|例[:：]|예[:：]|예시|예를\s+들어)")
_OWN_LABEL_RE = re.compile(_OWN + r"[^.!?\n\"“«„「]{0,40}?" + _PROMPT_NOUN + r"|" + _PROMPT_NOUN + r"\s*(?:\w+\s+){0,2}?"
                           r"(?:i\s+use|i\s+wrote|for\s+my|para\s+mi|pour\s+mon|für\s+meine?n?)\b", _I)
_EXAMPLE_RE = re.compile(_EXAMPLE, _I)

# what an attack's payload holds even under a label: rules or limits dropped, a jailbreak's name, a secret, a link or
# an address, the text's reader named
_PAYLOAD_RE = re.compile(
    r"\b(?:no|without|sin|sans|ohne|sem|senza|без)\s+(?:any\s+)?(?:rules|restrictions|limits|filters|guidelines|"
    r"reglas|restricciones|règles|regeln|regras|regole|правил|ограничений)\b|\bunrestricted\b|\buncensored\b|"
    r"\bjailbr\w*|\bdan\b|\bdeveloper\s+mode\b|\bdev\s+mode\b|\bpasswords?\b|\bpasswort\b|\bcontraseña\b|\bsenha\b|"
    r"\bmot\s+de\s+passe\b|\bпароль\w*|\bsecret\w*|\bsystem\s+prompt\b|\baccess\s+granted\b|https?://|www\.|"
    r"(?<![\w.+-])[\w.+-]+@[\w-]+\.\w+|\b(?:previous|prior|above|earlier|original)\s+(?:instructions|rules|prompt)\b|"
    r"密码|越狱|没有任何限制|系统提示|パスワード|制限のない|システムプロンプト|비밀번호",
    _I,
)

# a label pointing at the text's reader: "for you", "reading this", "que lees", "qui lit", "读到", "読んでいる"
_DEICTIC_RE = re.compile(
    r"\b(?:you|your|reading|reads|processing|summari[sz]\w*|this\s+(?:page|text|post|document|message|thread)|"
    r"que\s+lees?|qui\s+lit|qui\s+lis|liest|para\s+ti|pour\s+toi|für\s+dich|per\s+te|для\s+тебя|que\s+lê|"
    r"tu|toi|du|dich|dir)\b|读到|正在|给你|読んでいる|あなた|너에게|당신",
    _I,
)

_SPARED_REASONS = frozenset({"detector", "persona"})


def labels_a_prompt(text: str, a: int, names_prompts: bool | None = None) -> tuple[int, int] | None:
    """The label before the quotation at ``a`` when it makes the quotation a prompt of the writer's own (its span,
    from the owner's word to the quotation) or an example of one (an empty span at ``a``), else None; a label that
    points at the text's reader ("my instructions for you", "… for the AI reading this") is none. ``names_prompts``:
    whether ``text`` names a prompt outside its quotations, when the caller has read it (one reading per text)."""
    clause = clause_before(text, a)
    start = a - len(clause)
    own = _OWN_LABEL_RE.search(clause)
    if own is not None:
        return None if _DEICTIC_RE.search(clause) is not None else (start + own.start(), a)
    if _EXAMPLE_RE.search(clause) is None:
        return None
    if names_prompts is None:
        names_prompts = _names_prompts(text)
    return (a, a) if names_prompts else None


def _names_prompts(text: str) -> bool:
    """Whether ``text`` names a prompt outside its quotations."""
    return _PROMPT_NOUN_RE.search(QUOTE_RE.sub(" ", text)) is not None


def spare_labelled_prompt(text: str, result: GuardResult, guard: Callable[[str], GuardResult]) -> GuardResult:
    """``result`` (the guard's reading of ``text``), or ``text`` left whole when the guard flagged it only for
    prompts a label shows are the writer's own or examples (see the module doc)."""
    if (not result.suspicious or len(text) > MAX_CHARS or not all(r.reason in _SPARED_REASONS for r in result.removed)
            or SPACED_LETTERS_RE.search(text) is not None or hides_characters(text)):
        return result
    spans, labels = [], []
    names_prompts = _names_prompts(text)
    for m in QUOTE_RE.finditer(text):
        label = labels_a_prompt(text, m.start(), names_prompts)
        if label is not None:
            spans.append(m.span())
            labels.append(label)
    if not spans:
        return result
    for a, b in spans:
        quoted = text[a + 1 : b - 1]
        if _PAYLOAD_RE.search(quoted) is not None or addresses_the_model(quoted):
            return result
        if not all(r.reason in _SPARED_REASONS for r in guard(quoted).removed):
            return result
    # the quotations and the writer's own labels blanked (a label's first and last characters are kept: the
    # quotation's opening mark stays)
    # (two quotations under one label, "My prompts: 'A' and 'B'", give overlapping label spans: merged, or the
    # blanked text grew by the overlap, review22)
    label_spans: list[tuple[int, int]] = []
    for a, b in labels:
        if b > a:
            if label_spans and a - 1 < label_spans[-1][1]:
                label_spans[-1] = (label_spans[-1][0], max(label_spans[-1][1], b + 1))
            else:
                label_spans.append((max(0, a - 1), b + 1))
    outside = blank_spans(blank_spans(text, spans), label_spans)
    if (addresses_a_reader_machine(outside) or orders_the_reader(outside) or carries_out(outside)
            or RUN_IT_RE.search(outside) is not None or guard(outside).suspicious):
        return result
    return type(result)(text)
