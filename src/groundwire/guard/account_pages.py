"""An account page for people: a sign-in help or password-reset screen, its mail or its text message
(guard22-benign).

"Forgot your password? Enter the email you signed up with and we'll send you a link …", "¿Olvidaste tu contraseña?
Escribe tu correo y te mandamos un código … Ignora este mensaje si no pediste el cambio.", "Passwort vergessen? Gib
deine E-Mail-Adresse ein …", "Забыли пароль? Введите номер телефона — придёт код …": the learned detector reads the
imperatives of a reset screen (enter, type, ignore this message, never share the code) next to "password" and "code"
as an order to a model. The screen's heading names what it is for a person — a password forgotten or reset, an
account to recover, trouble signing in — and what it asks are steps a person takes on the screen.

:func:`spare_account_page` is the hook, after :func:`.labelled_prompts.spare_labelled_prompt`: a flagged text (up to
:data:`.frame_words.MAX_CHARS`) is left whole when

* only the detector flagged it (never a rule);
* :func:`opens_an_account_page`: its first line or sentence (80 characters at most) names a password forgotten or
  reset, an account to recover or trouble signing in (en es fr de pt it ru zh ja ko);
* it names no AI, assistant, bot or model anywhere, no user, customer or reader in the third person (an order ABOUT
  the user is to someone between, a model: "ask the user to type their password"), no link, e-mail address or
  handle, and orders nothing sent to an address (a phishing lure carries where to send it);
* nothing in it speaks to a machine, names the reader's rules or instructions, or orders a text carried out.

Pure function.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from .frame_words import MAX_CHARS, SPACED_LETTERS_RE, carries_out, hides_characters
from .people_documents import addresses_a_reader_machine, orders_the_reader

if TYPE_CHECKING:
    from .neutralize import GuardResult

__all__ = ["opens_an_account_page", "spare_account_page"]

_I = re.I

# a heading that names an account's sign-in trouble: a password (PIN, username) forgotten or reset, an account to
# recover, trouble signing in (en es fr de pt it ru zh ja ko)
_ACCOUNT_HEADING_RE = re.compile(
    r"\b(?:forgot(?:ten)?|lost|reset|change|recover|recovering|resetting)\s+(?:your\s+|my\s+|the\s+)?(?:password|passcode|"
    r"pin|username|login|account)\b|\bpassword\s+(?:reset|recovery|help)\b|\baccount\s+recovery\b|"
    r"\btrouble\s+(?:signing|logging)\s+in\b|\bcan'?t\s+(?:sign|log)\s+in\b|"
    r"\bolvid\w+\s+(?:tu\s+|su\s+|la\s+)?contraseña\b|\brestablec\w+\s+(?:tu\s+|su\s+|la\s+)?contraseña\b|"
    r"\brecuper\w+\s+(?:tu\s+|su\s+|la\s+)?(?:cuenta|contraseña|acceso)\b|"
    r"\bmot\s+de\s+passe\s+oublié\b|\bréinitialis\w+\s+(?:votre\s+|ton\s+|le\s+)?mot\s+de\s+passe\b|"
    r"\brécupér\w+\s+(?:votre\s+|ton\s+)?compte\b|"
    r"\bpasswort\s+(?:vergessen|zurücksetzen|ändern)\b|\bkonto\s+wiederherstellen\b|\banmeldeprobleme\b|"
    r"\besquec\w+\s+(?:a\s+|sua\s+)?senha\b|\bredefin\w+\s+(?:a\s+|sua\s+)?senha\b|\brecuper\w+\s+(?:a\s+|sua\s+)?conta\b|"
    r"\bpassword\s+dimenticata\b|\breimpost\w+\s+(?:la\s+)?password\b|\brecuper\w+\s+(?:l'|il\s+tuo\s+)?account\b|"
    r"\bзабыли\s+пароль\b|\bсброс\w*\s+пароля\b|\bвосстановлени\w+\s+(?:доступа|аккаунта|пароля)\b|"
    r"忘记密码|忘記密碼|重置密码|找回密码|账户恢复|帐号恢复|パスワードをお忘れ|パスワード(?:の)?(?:再設定|リセット)|"
    r"アカウント(?:の)?復旧|비밀번호를\s*잊|비밀번호\s*재설정|계정\s*복구",
    _I,
)
_FIRST_PIECE_RE = re.compile(r"[^\n]{1,80}?(?:[?？.!。！\n]|$)")

# what an account page for people never names: a machine, the user or the reader in the third person, a link, an
# address or a handle
_NOT_FOR_PEOPLE_RE = re.compile(
    r"\b(?:ai|a\.i\.|assistant\w*|asistente|assistente|assistent\w*|bot|chatbot|model|modelo|modèle|modell|llm|gpt|"
    r"ki|ia|ии|ассистент\w*|нейросет\w*|the\s+(?:user|customer|reader|recipient|victim)s?|"
    r"(?:el|al|del)\s+(?:usuario|cliente|lector)|l'utilisateur|(?:le|au|du)\s+client|(?:der|den|dem|des)\s+(?:nutzer|"
    r"benutzer|kunden?|leser)\w*|(?:o|ao|do)\s+(?:usuário|cliente|leitor)|(?:l'utente|il\s+cliente)|"
    r"пользовател\w+|клиент\w*)\b"
    r"|https?://|www\.|[\w.+-]+@[\w-]+\.\w+|(?<!\w)@\w{2,}|\b[\w-]+\.(?:com|net|org|io|co|ru|cn|xyz|top|info|link)\b"
    r"|人工智能|助手|机器人|模型|用户|客户|アシスタント|ボット|モデル|ユーザー|챗봇|어시스턴트|사용자|고객|\bAI\b",
    _I,
)


def opens_an_account_page(text: str) -> bool:
    """Whether the first line or sentence of ``text`` (80 characters at most) names an account's sign-in trouble."""
    m = _FIRST_PIECE_RE.match(text.lstrip())
    return m is not None and _ACCOUNT_HEADING_RE.search(m.group()) is not None


def spare_account_page(text: str, result: GuardResult, guard: Callable[[str], GuardResult]) -> GuardResult:  # noqa: ARG001
    """``result`` (the guard's reading of ``text``), or ``text`` left whole when only the detector flagged an account
    page written for people (see the module doc). ``guard`` is the hook's common signature (unused)."""
    if (not result.suspicious or len(text) > MAX_CHARS or not all(r.reason == "detector" for r in result.removed)
            or SPACED_LETTERS_RE.search(text) is not None or hides_characters(text)
            or not opens_an_account_page(text) or _NOT_FOR_PEOPLE_RE.search(text) is not None):
        return result
    if addresses_a_reader_machine(text) or orders_the_reader(text) or carries_out(text):
        return result
    return type(result)(text)
