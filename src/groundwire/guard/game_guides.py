"""A game guide that tells the PLAYER what to say to a character (guard19-direct): "Guía: en el nivel 3 tienes que
hablar con el guardia y decirle la contraseña «luna llena»", "Instrucciones del juego: el guardián solo te deja pasar
si dices la palabra secreta", "Walkthrough: tell the gatekeeper the password 'swordfish'". The learned detector reads
a password said in the second person as a password game's attack; here the one who hears it is a character of the
game, and the text is a guide for people who play.

:func:`guides_a_player` answers for one flagged passage: the text opens with a guide's label (or the passage's
paragraph names a level, a chapter or a quest) and the passage names a character of the game that the secret is
said to; the text names no model, assistant or AI, gives the reader no role, and speaks to no bot. Pure function.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

__all__ = ["guides_a_player"]

_I = re.I
# a guide's label at the text's start: "Guía:", "Walkthrough -", "攻略：", "Instrucciones del juego:", "คู่มือเกม:"
_LABEL_RE = re.compile(
    r"^\W{0,3}(?:guía|guia|walkthrough|game\s+guide|strategy\s+guide|guide|攻略|ガイド|공략|detonado|komplettlösung|"
    r"spielanleitung|lösungsweg|soluce|solution\s+complète|instrucciones\s+del\s+juego|manual\s+del\s+juego|"
    r"game\s+manual|manuale\s+del\s+gioco|guida|คู่มือเกม|แนวทางเล่น|hint|tip|pista|tipp|astuce|dica)\b[^\n]{0,40}?[:：\-–—]",
    _I)
# the game's progress named in the paragraph: a level, a chapter, a stage, a quest, a boss
_PROGRESS_RE = re.compile(
    r"\b(?:level|nivel|nível|niveau|livello|chapter|capítulo|chapitre|kapitel|capitolo|stage|quest|misión|mission|"
    r"boss|dungeon|mazmorra)\s*\d*\b|第[一二三四五六七八九十\d]+[关章]|レベル|ステージ|레벨|스테이지|ด่าน", _I)
# a character the secret is said to: a guard, a gatekeeper, a door's keeper, an innkeeper, an NPC
_CHARACTER_RE = re.compile(
    r"\b(?:guard|guards|guardian|gatekeeper|doorman|doorkeeper|bouncer|sentry|innkeeper|npc|guardia|guardián|guardiana|"
    r"portero|centinela|guarda|porteiro|sentinela|wächter|torwächter|türsteher|wache|gardien|portier|sentinelle|"
    r"guardiano|portinaio|sentinella|стражник|страж|привратник)\b|守门人|门卫|守卫|看门|門番|衛兵|門衛|경비병|문지기|"
    r"ผู้เฝ้าประตู|ยาม", _I)
# what makes the text speak to a model, or make the reader a character: then it is no guide
_MODEL_RE = re.compile(
    r"\b(?:ai|a\.i\.|assistant|asistente|assistente|assistent|chatbot|bot|llm|gpt|model|modelo|modèle|modell|"
    r"system\s+prompt|instructions?\s+above|your\s+(?:instructions|rules|prompt))\b|\b(?:you\s+are|you're|ur|act\s+as|"
    r"pretend|eres|actúa\s+como|du\s+bist|tu\s+es|você\s+é|sei\s+il|sei\s+la)\s+(?:now\s+|ahora\s+|jetzt\s+)?"
    r"(?:the|a|an|el|la|un|una|der|die|ein|eine|le|o|a)?\s*(?:guard|gatekeeper|guardia|guardián|wächter|gardien)|"
    r"人工智能|助手|模型|アシスタント|어시스턴트|ผู้ช่วย", _I)


def guides_a_player(text: str, a: int, b: int) -> bool:
    """Whether the flagged passage ``text[a:b]`` is a game guide's step: a guide's label opens ``text`` or the
    passage names the game's progress, the passage names a character of the game, and ``text`` names no model and
    gives the reader no character's role."""
    passage = text[a:b]
    if not _CHARACTER_RE.search(passage) or _MODEL_RE.search(text):
        return False
    return bool(_LABEL_RE.search(text[:80]) or _PROGRESS_RE.search(passage))
