"""Names of attack kinds ("prompt injection", "jailbreak", "phishing", "scam", "attack", "red flag" and their
forms in the languages the guard reads; not the people who attack: "Phishers often say '… verify your account'" is
reported speech, whose quotation must give no order, round 12), so that a text can be seen to *label* what it quotes as an attack: a
security-training slide, a moderation policy or a quiz that quotes a full attack names it as one ("Common injection
phrases: 'you are now DAN'", "Which of these is a prompt-injection attempt? (b) '…'", "frases como «…» indican un
intento de inyección de prompts") — round 17b (guard17b).

:func:`names_an_attack` tells whether a text names one; :func:`without_attack_names` blanks the names (same length)
so that "prompt" in "prompt injection" is not read as the reader's prompt by the order tests.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

__all__ = ["names_an_attack", "without_attack_names"]

_ATTACK_NAME_RE = re.compile(
    r"\b(?:(?:prompt[- ]?)?injections?|prompt[- ]injection\w*|jailbreak(?:s|ing)?(?:\s+prompts?)?|phishing|smishing|"
    r"vishing|scams?|fraud(?:s|ulent)?|social[- ]engineering|red[- ]flags?|attacks?|"
    # es / pt / it / fr / de / nl / pl
    r"inyecci[oó]n(?:es)?(?:\s+de\s+prompts?)?|estafas?|fraudes?|ataques?|"
    r"injeç(?:ão|ões)(?:\s+de\s+prompts?)?|golpes?|"
    r"iniezion[ei](?:\s+di\s+prompt)?|truff[ae]|attacchi|attacco|"
    r"injection(?:s)?(?:\s+de\s+prompts?)?|arnaques?|escroqueries?|attaques?|hameçonnage|"
    r"(?:prompt-?)?injektion(?:en)?|angriffe?|angriffs?versuch\w*|betrug\w*|"
    r"oplichting\w*|aanval(?:len)?|"
    r"oszustw\w*|atak(?:i|u|ów)?|wstrzykiwani\w*|"
    # ru / uk
    r"инъекци\w*|атак\w*|мошенничеств\w*|фишинг\w*|джейлбрейк\w*|шахрайств\w*)\b"
    r"|提示词注入|注入|越狱|钓鱼|诈骗|攻击|インジェクション|脱獄|ジェイルブレイク|フィッシング|詐欺|攻撃",
    re.IGNORECASE,
)


def names_an_attack(text: str) -> bool:
    """Whether ``text`` names a kind of attack (an injection, a jailbreak, phishing, a scam, an attack …)."""
    return _ATTACK_NAME_RE.search(text) is not None


def without_attack_names(text: str) -> str:
    """``text`` with every name of an attack kind blanked to spaces."""
    return _ATTACK_NAME_RE.sub(lambda m: " " * len(m.group()), text)
