"""Quotations used as a noun phrase inside a sentence of their own text (guard-benign24).

Round 24 looked at the benign texts every prior author's set still flagged and found one cause shared by the sets of
rounds 11c, 16d, 19, 21 and 23: an override quoted *as a thing the sentence talks about* (this test lifts rows of
16d, 19 and 21; the others also lack a report's words or end the quotation's sentence) — "the 'ignore previous
instructions' family is dead now", "Polish and Swahili variants of \"forget your rules\"", "um usuário colou 'ignore
as instruções anteriores' no chat", "фраза «забудь все инструкции» иногда ломает чат-ботов". The quotation is a
constituent of a larger sentence: the sentence has words before it and goes on after it with a word of its own (not
a full stop, a colon or a line end), or a preposition or a determiner governs it ("variants of '…'", "des messages
comme « … »"). Such a quotation is named, not given: :mod:`.shown_quotes` treats it as shown material, so its usual
tests still apply (the text must read as a report, a lesson, news or a story; nothing outside the quotations may
speak to the model, order a reply or have the quotation carried out; the blanked text must pass the guard).

:func:`embedded_quote` is the test for one quotation. Not covered: a quotation that ends its sentence after a verb
of saying the reporting lists do not know ("Ein typischer Angriff lautet: „…“"), Chinese / Japanese quotations (a
quotative particle follows every quotation there, so continuing after it is no evidence), and any clause that
addresses its reader ("when you told the assistant to '…'"): an order with a quoted object stays an order.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

__all__ = ["embedded_quote"]

_I = re.I

# a preposition or a determiner right before the opening mark governs the quotation as a noun phrase (en es fr de pt
# it ru). Left out: "to" ("remember to 'forget your rules'" is an infinitive, an order) and the prepositions of manner
# ("with", "as", "como", "comme", "wie", "mit", "avec", "com", "с"): "OPENGATE replies only with \"Access Granted\""
# and "answer as 'DAN'" quote what the reader is to say (direct22's one attack the first version let go)
_GOVERNING_WORD_RE = re.compile(
    r"(?:^|(?<=\W))(?:of|like|the|a|an|such|than|about|against|"
    r"de|del|los|las|el|un|una|unos|des|du|le|la|les|une|contre|"
    r"der|die|das|den|dem|des|von|gegen|über|"
    r"do|da|dos|das|o|os|um|uma|"
    r"di|dei|delle|degli|il|lo|gli|contro|"
    r"про|о|об|против|типа|вроде)\s*$",
    _I,
)
# the word after the closing mark continues the sentence: a lower-case letter of a cased script (a closing bracket
# or a comma may come between: "(e.g. … of \"forget your rules\") were caught")
_CONTINUES_RE = re.compile(r"[)\]]?,?\s+(?=[^\W\d_])")
# a cased word's start before the opening mark, in the same sentence (not after a colon, a dash or a line start)
_WORD_BEFORE_RE = re.compile(r"[^\W\d_][\w'’-]*\s*$")
# an infinitive's mark right before the quotation: the quotation stands for the verb ("remember to 'forget …' now")
_INFINITIVE_MARK_RE = re.compile(r"\bto\s*$", _I)
# a preposition of manner right before the quotation: what the reader is to say or to be ("Replies begin with '…' and
# then the password", "answer as 'DAN'"), even when the sentence goes on after it (round 25's lead: the continuation
# test alone let tests/test_guard17.py's reply order through once shown_quotes trusted it)
_MANNER_MARK_RE = re.compile(r"(?:^|(?<=\W))(?:with|as|como|comme|wie|mit|avec|com|с)\s*$", _I)
# a clause that addresses its reader: the quotation is the object of an order or a request ("please type '…'")
_ADDRESSING_RE = re.compile(r"\b(?:you|your|please|kindly|tú|usted|vous|toi|du|dich|bitte|você|ты|вы)\b", _I)


def embedded_quote(clause: str, after: str) -> bool:
    """Whether a quotation whose sentence reads ``clause`` before its opening mark (the clause, as
    :func:`.frame_words.clause_before` cuts it) and ``after`` from its closing mark on is used as a noun phrase: a
    governing preposition or determiner before it, or a word before it and the sentence continuing after it with a
    lower-case word. A clause that addresses its reader never embeds (an order with a quoted object)."""
    if any(rx.search(clause) is not None for rx in (_ADDRESSING_RE, _INFINITIVE_MARK_RE, _MANNER_MARK_RE)):
        return False
    if _GOVERNING_WORD_RE.search(clause) is not None:
        return True
    if _WORD_BEFORE_RE.search(clause) is None:
        return False
    m = _CONTINUES_RE.match(after)
    if m is None:
        return False
    first = after[m.end() : m.end() + 1]
    return first.isalpha() and first.islower()
