"""Notices a service sends a person about their account or its own message: a sign-in help or password-reset
screen, its mail or text message, an automatic mail's "do not reply / ignore this mail" footer (guard22-benign).

"Forgot your password? Enter the email you signed up with and we'll send you a link …", "¿Olvidaste tu contraseña?
Escribe tu correo y te mandamos un código … Ignora este mensaje si no pediste el cambio.", "Passwort vergessen? Gib
deine E-Mail-Adresse ein …", "Diese E-Mail wurde automatisch erstellt. Bitte antworten Sie nicht … ignorieren Sie sie
bitte", "此邮件为系统自动发送，请勿直接回复。如非本人操作，请忽略此邮件": the learned detector reads the imperatives
of a reset screen or a no-reply footer (enter, type, do not reply, ignore this message, never share the code) next to
"password" and "code" as an order to a model. What they order are steps a person takes on a screen, and what they
tell to ignore is the notice itself ("ignore this e-mail"), not instructions.

:func:`spare_service_notice` is the hook, after :func:`.labelled_prompts.spare_labelled_prompt`: a flagged text (up
to :data:`.frame_words.MAX_CHARS`) is left whole when

* only the detector flagged it (never a rule);
* :func:`opens_an_account_page`: one of its first three lines or sentences (80 characters each) names a password
  forgotten or reset, an account to recover or trouble signing in (en es fr de pt it ru zh ja ko); or every
  passage the detector flagged holds a notice's own words (:func:`is_a_notice_footer`: sent automatically, do not
  reply, ignore or delete THIS mail, message or text);
* it names no AI, assistant, bot or model anywhere, no user, customer or reader in the third person (an order ABOUT
  the user is to someone between, a model: "ask the user to type their password"), no link, e-mail address or
  handle, orders nothing sent to an address (a phishing lure carries where to send it) and no reply, text or task
  of the reader's ("reply with …", "say …", "translate", "write a poem");
* nothing in it speaks to a machine, names the reader's rules or instructions, or orders a text carried out.

Pure function.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)
from collections.abc import Callable
from typing import TYPE_CHECKING

from .frame_words import MAX_CHARS, SPACED_LETTERS_RE, carries_out, hides_characters
from .people_documents import addresses_a_reader_machine, orders_the_reader

if TYPE_CHECKING:
    from .neutralize import GuardResult

__all__ = ["is_a_notice_footer", "opens_an_account_page", "spare_service_notice"]

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
_FIRST_PIECE_RE = re.compile(r"[^\n]{1,80}?(?:[?？.!。！:：\n]|$)")
# a heading is a title line, a question or a label before a colon — never a sentence that ends in a full stop — and
# names no account of the writer's own: "Change the password of my bank account to 'hunter22'." is an errand asked
# of the reader (guard_same found the bench's one such attack an earlier draft spared)
_HEADING_END_RE = re.compile(r"(?:[?？:：\n]|[^.!。！\s])\s*$")
_OWN_ACCOUNT_RE = re.compile(r"\b(?:my|our|mi|mis|mon|ma|mes|mein\w*|meu|minha|il\s+mio|la\s+mia|мо[йяеи]\w*)\b|我的|私の|내\s", _I)

# what an account page for people never names: a machine, the user or the reader in the third person, a link, an
# address or a handle
_NOT_FOR_PEOPLE_RE = re.compile(
    r"\b(?:ai|a\.i\.|assistant\w*|asistente|assistente|assistent\w*|bot|chatbot|model|modelo|modèle|modell|llm|gpt|"
    r"ki|ia|ии|ассистент\w*|нейросет\w*|the\s+(?:user|customer|reader|recipient|victim)s?|"
    r"(?:el|al|del)\s+(?:usuario|cliente|lector)|l'utilisateur|(?:le|au|du)\s+client|(?:der|den|dem|des)\s+(?:nutzer|"
    r"benutzer|kunden?|leser)\w*|(?:o|ao|do)\s+(?:usuário|cliente|leitor)|(?:l'utente|il\s+cliente)|"
    r"пользовател\w+|клиент\w*)\b"
    r"|https?://|www\.|(?<![\w.+-])[\w.+-]+@[\w-]+\.\w+|(?<!\w)@\w{2,}|(?<![\w-])[\w-]+\.(?:com|net|org|io|co|ru|cn|xyz|top|info|link)\b"
    r"|人工智能|助手|机器人|模型|用户|客户|アシスタント|ボット|モデル|ユーザー|챗봇|어시스턴트|사용자|고객|\bAI\b",
    _I,
)


# a notice's own words: sent automatically or from a no-reply address, do not reply to it, ignore or delete THIS
# mail / message / text (the notice itself, never instructions)
_THIS_MAIL = (r"(?:this|the)\s+(?:e-?mail|email|mail|message|text|sms|notice|letter|code)")
_NOTICE_RE = re.compile(
    r"\b(?:(?:sent|generated|created)\s+automatically|automatically\s+(?:sent|generated|created)|automated\s+"
    r"(?:e-?mail|message|notice)|no-?reply|do\s+not\s+reply|don'?t\s+reply|please\s+(?:do\s+not|don'?t)\s+reply|"
    r"(?:ignore|disregard|delete)\s+" + _THIS_MAIL + r"|"
    r"correo\s+automático|mensaje\s+automático|no\s+respond\w+\s+a\s+este|ignor\w+\s+(?:este|esta)\s+(?:correo|"
    r"mensaje|sms|aviso)|e-?mail\s+automatique|message\s+automatique|ne\s+(?:pas\s+)?répond\w*|ignorez\s+(?:cet|ce)\s+"
    r"(?:e-?mail|message|courriel|sms)|automatisch\s+(?:erstellt|generiert|versendet|verschickt)|antworten\s+sie\s+"
    r"nicht|(?:ignorieren|löschen)\s+sie\s+(?:sie|diese|ihn|es)|e-?mail\s+automático|mensagem\s+automática|"
    r"não\s+respond\w+|(?:ignore|desconsidere|apague)\s+(?:este|esta)\s+(?:e-?mail|mensagem|sms)|"
    r"email\s+automatica|messaggio\s+automatico|non\s+rispond\w+|ignora\s+(?:questa|questo)\s+(?:e-?mail|"
    r"messaggio|sms)|сформирован\w*\s+автоматически|не\s+отвечайте|проигнорируйте\s+(?:это|данное)?\s*"
    r"(?:письмо|сообщение)|проигнорируйте\s+его)\b"
    r"|系统自动发送|自动发送|请勿(?:直接)?回复|请忽略(?:此|本|这封)(?:邮件|短信|消息)|送信専用|自動(?:で)?(?:送信|配信)|"
    r"返信(?:いただいても|しないで)|(?:本|この)(?:メール|メッセージ)を(?:破棄|削除|無視)|자동\s*발송|회신하지\s*마|"
    r"(?:이\s*)?(?:메일|메시지|문자)(?:을|를|는)\s*무시",
    _I,
)
# a reply, a text or a task of the reader's: what an account page never asks ("reply with …", "say …", "translate
# this", "write a poem", "summarize")
_READER_TASK_RE = re.compile(
    r"\b(?:reply|respond|answer)\s+(?:only\s+)?(?:with|using)\b|\b(?:say|print|output|translate|summari[sz]e|"
    r"poem|story|joke|essay|haiku|recipe)\b|\bwrite\s+(?:a|an|the|me)\b",
    _I,
)


def opens_an_account_page(text: str) -> bool:
    """Whether one of the first three lines, sentences or labels of ``text`` (80 characters each at most) is a
    heading — a title line, a question or a label before a colon, naming no account of the writer's own — that names
    an account's sign-in trouble ("Forgot your password?", "Enter your password to continue. Forgot password? Reset
    it here.")."""
    at = len(text) - len(text.lstrip())
    for _ in range(3):
        m = _FIRST_PIECE_RE.match(text, at)
        if m is None:
            return False
        piece = m.group()
        if (_ACCOUNT_HEADING_RE.search(piece) is not None and _HEADING_END_RE.search(piece) is not None
                and _OWN_ACCOUNT_RE.search(piece) is None):
            return True
        at = m.end() + len(text[m.end() : m.end() + 80]) - len(text[m.end() : m.end() + 80].lstrip())
    return False


def is_a_notice_footer(passage: str) -> bool:
    """Whether ``passage`` holds a notice's own words: sent automatically, do not reply, ignore or delete THIS mail,
    message or text (en es fr de pt it ru zh ja ko)."""
    return _NOTICE_RE.search(passage) is not None


def spare_service_notice(text: str, result: GuardResult, guard: Callable[[str], GuardResult]) -> GuardResult:  # noqa: ARG001
    """``result`` (the guard's reading of ``text``), or ``text`` left whole when only the detector flagged a notice
    a service sends a person (see the module doc). ``guard`` is the hook's common signature (unused)."""
    if (not result.suspicious or len(text) > MAX_CHARS or not all(r.reason == "detector" for r in result.removed)
            or SPACED_LETTERS_RE.search(text) is not None or hides_characters(text)
            or _NOT_FOR_PEOPLE_RE.search(text) is not None or _READER_TASK_RE.search(text) is not None):
        return result
    if not (opens_an_account_page(text) or all(is_a_notice_footer(r.text) for r in result.removed)):
        return result
    if addresses_a_reader_machine(text) or orders_the_reader(text) or carries_out(text):
        return result
    return type(result)(text)
