"""The verbs of sending, forwarding, paying and transferring, one list for every rule that asks whether a text tells
its reader to pass something on (guard-tidy13; round 12 grew three lists apart: :mod:`.correspondence`'s orders,
:mod:`.order_cues`'s verbs of paying, :mod:`.dismissal_orders`'s verbs of sending mail out). This is their union,
in the languages each knew: en, es, pt, it, de, fr, ru, zh, ja, ko.

Entries are word forms (the imperatives and the infinitives polite requests use), matched as whole words, so the
nouns beside them are no orders ("payment", "Überweisung", "оплата", "envío", "bonifico": round 12's stems matched
them); Chinese, Japanese and Korean entries match anywhere.
"""

from __future__ import annotations

import re

__all__ = ["SEND_PAY_VERBS", "send_pay_pattern"]

SEND_PAY_VERBS: dict[str, tuple[str, ...]] = {
    "en": ("send", "sends", "forward", "forwards", "transfer", "transfers", "wire", "wires", "pay", "pays", "remit",
           "remits", "deposit"),
    "es": ("envía", "envia", "envíe", "envie", "envíen", "envien", "enviar", "reenvía", "reenvia", "reenvíe",
           "reenvie", "reenviar", "transfiere", "transfiera", "transfieran", "transferir", "pague", "paga", "paguen",
           "pagar"),
    "pt": ("envie", "enviem", "enviar", "encaminhe", "encaminhar", "transfira", "transfiram", "transferir", "pague",
           "paguem", "pagar"),
    "it": ("invia", "inviate", "inviare", "inoltra", "inoltrate", "inoltrare", "trasferisci", "trasferite", "trasferire",
           "bonifica", "bonificate", "bonificare", "versa", "versate", "versare", "paga", "pagate", "pagare"),
    "de": ("sende", "senden", "sendet", "schick", "schicke", "schicken", "schickt", "leite", "leiten", "leitet",
           "weiterleiten", "überweise", "überweisen", "überweist", "zahlen", "zahle", "zahlt", "bezahlen"),
    "fr": ("envoie", "envoyez", "envoyer", "transfère", "transférez", "transférer", "virer", "virez",
           "vire", "payez", "payer", "paie"),
    "ru": ("отправь", "отправьте", "отправить", "перешли", "перешлите", "переслать", "переведи", "переведите",
           "перевести", "оплати", "оплатите", "оплатить"),
    "zh": ("发送", "转发", "发给", "转账", "转入", "汇款", "汇入", "打款", "支付"),
    "ja": ("送信", "転送", "送って", "振り込", "振込", "送金", "支払"),
    "ko": ("보내", "전송", "이체", "송금", "입금"),
}


def _is_cjk(form: str) -> bool:
    return "\u3040" <= form[0] <= "\ud7af"


def send_pay_pattern() -> str:
    """The regular expression (source text; compile it case-insensitive) matching any verb of :data:`SEND_PAY_VERBS`:
    whole words, CJK forms anywhere. Longer forms come first so an alternation never stops at a shorter one."""
    forms = {form for forms in SEND_PAY_VERBS.values() for form in forms}
    words = sorted((f for f in forms if not _is_cjk(f)), key=lambda f: (-len(f), f))
    cjk = sorted((f for f in forms if _is_cjk(f)), key=lambda f: (-len(f), f))
    return r"\b(?:" + "|".join(map(re.escape, words)) + r")\b|" + "|".join(map(re.escape, cjk))
