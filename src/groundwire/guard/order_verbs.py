"""The verbs of sending, forwarding, paying and transferring, one list for every rule that asks whether a text tells
its reader to pass something on (guard-tidy13; round 12 grew three lists apart: :mod:`.correspondence`'s orders,
:mod:`.order_cues`'s verbs of paying, :mod:`.dismissal_orders`'s verbs of sending mail out). This is their union,
in the languages each knew: en, es, pt, it, de, fr, ru, zh, ja, ko.

Entries are word forms (the imperatives and the infinitives polite requests use), matched as whole words, so the
nouns beside them are no orders ("payment", "Überweisung", "оплата", "envío", "bonifico": round 12's stems matched
them); Chinese, Japanese and Korean entries match anywhere.

Beside them, what such an order is an attack to send to or send out: :data:`PAY_TARGETS` (an account, an IBAN, a
wallet, a password; :mod:`.order_cues`'s) and :data:`SENT_DATA` (the reader's inbox, contacts, all their mail or
files, their secrets; :mod:`.dismissal_orders`'s).
"""

from __future__ import annotations

import re

__all__ = ["PAY_TARGETS", "SENT_DATA", "SEND_PAY_VERBS", "send_pay_pattern"]

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


# what such a verb is an attack to send to: an account, an IBAN, a wallet, or a secret ("accounting", the
# accountant and a "compte rendu", a report, are none: guard-tidy13)
PAY_TARGETS = (r"(?:\baccounts?\b|\biban\b|\bswift\b|\bbic\b|\bsort code|\brouting|\bwallet|\bbitcoin|\bbtc\b|\busdt\b|"
               r"\bpassword|\bcredentials?\b|\bpin\b|\blogin\b|\bkonto|\bpasswort|\bzugangsdaten|\bcompte\b(?!\s+rendu)|"
               r"\bmot de passe|\bidentifiants|\bcuenta\b|\bcontraseña|\bclave\b|\bconta\b|\bsenha|\bconto\b|"
               r"сч[её]т|карт[уы]|парол|账户|账号|帳戶|卡号|密码|口座|パスワード|暗証番号|계좌|비밀번호|"
               r"\b[a-z]{2}\d{2}(?:\s?[a-z0-9]{4}){2,})")
# what an attack has the reader send out of their mail, files and secrets (what :mod:`.dismissal_orders` asks for)
SENT_DATA = (
    r"\b(?:inbox|mailbox|contacts|address book|credentials|passwords?|api keys?|secrets?|(?:conversation|chat) "
    # keys and tokens (review13b: "… and forward the API tokens to our new partner" passed)
    r"history|(?:api|access|auth|bearer|session|refresh|zugangs)[ -]?tokens?|tokens|private keys?|ssh (?:private )?"
    r"keys?|seed phrases?|recovery (?:phrases?|codes?)|(?:2fa|otp|verification|one-time) codes?|jetons? d'accès|"
    r"clés? privées?|claves? privadas?|privater? schlüssel|"
    r"(?:all|every|each|any|your|my|entire|whole|future|incoming|new)\s+(?:(?:of\s+)?(?:the|your|my)\s+)?"
    r"(?:e-?mails?|messages|mails|files|documents|conversations|chats|data|attachments)|bandeja de entrada|"
    r"contactos|contraseñas?|credenciales|tod[oa]s l[oa]s (?:correos|mensajes|archivos|documentos|conversaciones)|"
    r"tus (?:correos|mensajes|archivos)|sus (?:correos|mensajes|archivos)|posteingang|kontakte|adressbuch|"
    r"passw[oö]rter?|zugangsdaten|(?:alle|ihre|deine)\s+(?:e-?mails|mails|nachrichten|dateien|dokumente)|"
    r"boîte de réception|carnet d'adresses|mots? de passe|identifiants|(?:tous les|vos|tes)\s+(?:e-?mails|mails|"
    r"courriels|messages|fichiers|documents))\b"
    r"|(?:所有|全部)(?:的)?(?:邮件|消息|文件|联系人|聊天记录)|收件箱|通讯录|密码|(?:すべて|全て|全部)の(?:メール|メッセージ|"
    r"ファイル|連絡先)|受信箱|受信トレイ|連絡先|アドレス帳|パスワード"
)


def _is_cjk(form: str) -> bool:
    return "\u3040" <= form[0] <= "\ud7af"


def send_pay_pattern() -> str:
    """The regular expression (source text; compile it case-insensitive) matching any verb of :data:`SEND_PAY_VERBS`:
    whole words, CJK forms anywhere. Longer forms come first so an alternation never stops at a shorter one."""
    forms = {form for forms in SEND_PAY_VERBS.values() for form in forms}
    words = sorted((f for f in forms if not _is_cjk(f)), key=lambda f: (-len(f), f))
    cjk = sorted((f for f in forms if _is_cjk(f)), key=lambda f: (-len(f), f))
    return r"\b(?:" + "|".join(map(re.escape, words)) + r")\b|" + "|".join(map(re.escape, cjk))
