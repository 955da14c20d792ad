"""Privacy gate: keep what looks private off the web.

``scan(text)`` finds private values (e-mail, phone, ID and card numbers, keys and tokens, IP addresses) and
references to the user's own data ("my notes", "我的日程"). Values are cut out of the search text
(action "redacted"); a question about the user's own data, or one that is nothing but private values, is not
searched at all (action "blocked"). Only the *kinds* found are reported, never the values.

Libraries: phonenumbers (libphonenumber) validates phone candidates; python-stdnum checks Luhn card numbers and
Chinese resident ID checksums. Token shapes are hand-written regexes: detect-secrets is file/line oriented with
global settings, returns values rather than spans and only looks at quoted strings for entropy.
"""

from __future__ import annotations

import ipaddress
import math
from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)
from collections import Counter
from dataclasses import dataclass
from typing import Literal

import phonenumbers
from stdnum import luhn
from stdnum.cn import ric

from .time.prefilter import ScreenedPattern, screen_patterns

__all__ = ["PrivacyFinding", "scan", "PrivacyAction"]

PrivacyAction = Literal["blocked", "redacted"]
MAX_SCAN_CHARS = 100_000
PLACEHOLDER = " "
MAX_PHONE_PARSES = 200


@dataclass(frozen=True, slots=True)
class PrivacyFinding:
    """What the privacy gate found: the kinds (no values), the text with them cut out, and the action."""

    kinds: tuple[str, ...]
    redacted_text: str
    action: PrivacyAction | None

    def to_dict(self) -> dict[str, object]:
        return {"kinds": list(self.kinds), "action": self.action}


# Keys and tokens with a recognisable shape. Order matters only for readability: spans are merged.
_SECRET_PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    ("private_key", re.compile(r"-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?(?:-----END [A-Z ]*PRIVATE KEY-----|$)")),
    ("jwt", re.compile(r"\beyJ[A-Za-z0-9_-]{8,4096}\.eyJ[A-Za-z0-9_-]{8,4096}\.[A-Za-z0-9_-]{8,4096}")),
    ("api_key", re.compile(r"\bsk-(?:proj-|ant-|or-v1-|live_|test_)?[A-Za-z0-9_\-]{16,256}")),
    ("api_key", re.compile(r"\b(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{30,256}|\bgithub_pat_[A-Za-z0-9_]{40,256}")),
    ("api_key", re.compile(r"\b(?:AKIA|ASIA)[0-9A-Z]{16}\b")),
    ("api_key", re.compile(r"\bAIza[0-9A-Za-z_\-]{35}\b")),
    ("api_key", re.compile(r"\bxox[abposr]-[A-Za-z0-9-]{10,256}")),
    ("api_key", re.compile(r"\b(?:glpat|hf|pk_live|rk_live|sk_live|pypi-AgE)[_-]?[A-Za-z0-9_\-]{20,256}")),
    ("api_key", re.compile(r"\btvly-[A-Za-z0-9_\-]{16,256}|\bBSA[A-Za-z0-9_\-]{20,256}")),
    ("credentials", re.compile(r"\b[a-z][a-z0-9+.-]{0,20}://[^\s:/@]{1,128}:[^\s@/]{1,256}@[^\s]{1,256}", re.IGNORECASE)),
    ("api_key", re.compile(r"(?i)\b(?:api[_-]?key|secret|token|password|passwd|pwd|密码|口令)\s{0,3}[:=：]\s{0,3}\S{6,256}")),
]
_HEX_SECRET = re.compile(r"\b[0-9a-fA-F]{32,4096}\b")
_B64_SECRET = re.compile(r"(?<![A-Za-z0-9+/_-])[A-Za-z0-9+/_-]{32,4096}={0,2}(?![A-Za-z0-9+/_-])")
_EMAIL = re.compile(r"\b[A-Za-z0-9._%+\-]{1,64}@[A-Za-z0-9.\-]{1,253}\.[A-Za-z]{2,24}\b")
_CN_ID = re.compile(r"(?<!\d)\d{17}[\dXx](?![\dA-Za-z])")
_CARD = re.compile(r"(?<![\d-])(?:\d[ -]?){12,18}\d(?![\d-])")
# A value may end a sentence: "10.1.2.3." or "2001:db8::1:" — only a following digit/hex continues it.
_IPV4 = re.compile(r"(?<!\d)(?<!\d\.)(?:\d{1,3}\.){3}\d{1,3}(?!\d|\.\d)")
_IPV6 = re.compile(r"(?<![0-9A-Za-z:])(?=[0-9A-Fa-f:]{0,39}:[0-9A-Fa-f]{0,4}:)[0-9A-Fa-f:]{3,39}"
                   r"(?![0-9A-Za-z]|:[0-9A-Fa-f])")
# US social security numbers: 3-2-4 digits with dashes or spaces, never 000/666/9xx, 00 or 0000 groups; a bare
# nine-digit run only next to the words that name it.
_SSN = re.compile(r"(?<![\d-])(?!000|666|9\d\d)\d{3}([- ])(?!00)\d{2}\1(?!0000)\d{4}(?![\d-]|\.\d)")
_SSN_BARE = re.compile(r"(?<!\d)(?!000|666|9\d\d)\d{3}(?!00)\d{2}(?!0000)\d{4}(?!\d)")
_SSN_CONTEXT = re.compile(r"(?i)\bssn\b|social\s+security|社会安全号")
_VERSION_BEFORE = re.compile(r"(?i)(?:\bv|version|版本)\s*$")
_PHONE_CANDIDATE = re.compile(r"(?<![\w.])\+?\(?\d[\d ().\-]{5,18}\d(?!\w|\.\d)")
_PHONE_CONTEXT = re.compile(r"(?i)phone|tel\b|call|mobile|cell|whatsapp|电话|手机|号码|联系|致电|拨打")
_CN_MOBILE = re.compile(r"(?<!\d)(?:\+?86[ -]?)?1[3-9]\d[ -]?\d{4}[ -]?\d{4}(?!\d)")

# The user's own data: web search cannot answer these and must not see them.
_PERSONAL = re.compile(
    r"(?i)\b(?:my|our)\s+(?:own\s+)?(?:notes?|notebook|calendar|schedule|agenda|appointments?|diary|journal|"
    r"passwords?|passcodes?|pin|inbox|e-?mails|messages|texts|contacts|files|documents|photos|"
    r"bank\s+(?:account|balance|statement)|account\s+balance|medical\s+records?|health\s+records?|"
    r"salary|payslip|tax\s+return|browsing\s+history|chat\s+history|to-?do\s+list|reminders?)\b"
    r"|我的(?:笔记|日程|日历|行程|备忘录?|密码|邮件|邮箱|短信|消息|聊天记录|通讯录|联系人|文件|文档|照片|相册|"
    r"银行卡|账户余额|余额|工资|病历|体检报告|待办|提醒|日记)|我(?:昨天|今天|上周)?(?:记的|写的)笔记"
)
_PERSONAL_KIND = "personal_data"


_SECRET_PATTERNS = [(kind, ScreenedPattern(pattern)) for kind, pattern in _SECRET_PATTERNS]  # see the module's end


def _is_secretish(token: str) -> bool:
    """A long token with mixed character classes and high entropy (not a word, URL path or plain number)."""
    if token.isdigit() or token.isalpha():
        return False
    classes = sum(bool(re.search(p, token)) for p in (r"[a-z]", r"[A-Z]", r"\d"))
    if classes < 2:
        return False
    counts = Counter(token)
    entropy = -sum(c / len(token) * math.log2(c / len(token)) for c in counts.values())
    return entropy >= 3.5


def _valid_ip(candidate: str) -> bool:
    try:
        ipaddress.ip_address(candidate)
    except ValueError:
        return False
    return True


class _Taken:
    """Which characters already belong to a finding: O(span) overlap checks, even for 100 KB of digits."""

    def __init__(self, size: int) -> None:
        self.mask = bytearray(size)
        self.spans: list[tuple[int, int, str]] = []

    def free(self, start: int, end: int) -> bool:
        return not any(self.mask[start:end])

    def add(self, start: int, end: int, kind: str) -> None:
        if end > start and self.free(start, end):
            self.mask[start:end] = b"\x01" * (end - start)
            self.spans.append((start, end, kind))


def _add_phones(text: str, taken: _Taken) -> None:
    """Phone numbers: Chinese mobiles by shape, others when libphonenumber calls them valid.

    Candidates come from a cheap regex and are parsed one by one: ``PhoneNumberMatcher`` over a long text
    full of digits takes seconds.
    """
    for m in _CN_MOBILE.finditer(text):
        taken.add(m.start(), m.end(), "phone")
    context = bool(_PHONE_CONTEXT.search(text))
    parsed = 0
    for m in _PHONE_CANDIDATE.finditer(text):
        raw = m.group(0)
        if not taken.free(m.start(), m.end()):
            continue
        formatted = raw.startswith(("+", "(")) or bool(re.search(r"[\s().-]", raw))
        if not (formatted or context):
            continue  # a bare digit run ("8000000000 people") is a number, not a phone
        if re.fullmatch(r"(?:19|20)\d{2}\s*[-–.]\s*(?:19|20)?\d{2}(?:\s*[-.]\s*\d{1,2})?", raw.strip()):
            continue  # "2019-2024", "2024-09-12"
        parsed += 1
        if parsed > MAX_PHONE_PARSES:  # hostile input: stop validating, stay on the safe side
            if len(re.sub(r"\D", "", raw)) >= 10:
                taken.add(m.start(), m.end(), "phone")
            continue
        for region in ("US", "CN", "GB"):
            try:
                number = phonenumbers.parse(raw, region)
            except phonenumbers.NumberParseException:
                continue
            if phonenumbers.is_valid_number(number):
                taken.add(m.start(), m.end(), "phone")
                break


def _value_spans(text: str) -> list[tuple[int, int, str]]:
    taken = _Taken(len(text))
    for kind, pattern in _SECRET_PATTERNS:
        for m in pattern.finditer(text):
            taken.add(m.start(), m.end(), kind)
    for m in _EMAIL.finditer(text):
        taken.add(m.start(), m.end(), "email")
    for m in _CN_ID.finditer(text):
        if ric.is_valid(m.group(0)):
            taken.add(m.start(), m.end(), "id_number")
    for m in _SSN.finditer(text):
        taken.add(m.start(), m.end(), "id_number")
    if _SSN_CONTEXT.search(text):
        for m in _SSN_BARE.finditer(text):
            taken.add(m.start(), m.end(), "id_number")
    for m in _CARD.finditer(text):
        digits = re.sub(r"\D", "", m.group(0))
        if 13 <= len(digits) <= 19 and len(set(digits)) > 1 and luhn.is_valid(digits):
            taken.add(m.start(), m.end(), "credit_card")
    for m in _HEX_SECRET.finditer(text):
        taken.add(m.start(), m.end(), "secret")
    for m in _B64_SECRET.finditer(text):
        if _is_secretish(m.group(0)):
            taken.add(m.start(), m.end(), "secret")
    for m in _IPV4.finditer(text):
        if _valid_ip(m.group(0)) and not _VERSION_BEFORE.search(text[max(0, m.start() - 12):m.start()]):
            taken.add(m.start(), m.end(), "ip_address")
    for m in _IPV6.finditer(text):
        candidate, end = m.group(0), m.end()
        if candidate.endswith(":") and not candidate.endswith("::"):  # "2001:db8::1: ..." ends a clause
            candidate, end = candidate[:-1], end - 1
        if _valid_ip(candidate):
            taken.add(m.start(), end, "ip_address")
    _add_phones(text, taken)
    return sorted(taken.spans)


_CUT = "\x00"  # where a value was cut out, until the carrier sentences are dropped
_SENTENCE = re.compile(r"[^.!?;。！？；\n]*(?:[.!?;。！？；\n]+|$)")
CARRIER_MAX_WORDS = 3


def _drop_carriers(text: str) -> str:
    """Drop the sentences that only carried a cut-out value ("my phone +1 415 …." -> "my phone ."), so the search
    text is the question, not its leftovers; kept when nothing else would be left."""
    sentences = [s for s in _SENTENCE.findall(text) if s]
    kept = [s for s in sentences
            if _CUT not in s or len(re.findall(r"[A-Za-z]{2,}|[\u4e00-\u9fff]{1,2}", s)) > CARRIER_MAX_WORDS]
    return "".join(kept) if kept and _meaningful("".join(kept)) else text


def _meaningful(text: str) -> bool:
    """Anything left worth searching: at least two letters/ideographs that are not all filler."""
    letters = re.findall(r"[A-Za-z]{2,}|[\u4e00-\u9fff]", text)
    return len(letters) >= 2


def scan(text: str) -> PrivacyFinding:
    """Find private values and personal-data references in ``text``; never raises on odd input."""
    if not isinstance(text, str) or not text:
        return PrivacyFinding((), text if isinstance(text, str) else "", None)
    head = text[:MAX_SCAN_CHARS]  # anything past this is dropped, never passed on unscanned
    spans = _value_spans(head)
    kinds: list[str] = []
    for _, _, kind in spans:
        if kind not in kinds:
            kinds.append(kind)
    personal = bool(_PERSONAL.search(head))
    if personal:
        kinds.append(_PERSONAL_KIND)
    if not kinds:
        return PrivacyFinding((), head, None)
    parts: list[str] = []
    pos = 0
    for start, end, _ in spans:
        parts.append(head[pos:start])
        parts.append(_CUT)
        pos = end
    parts.append(head[pos:])
    redacted = re.sub(r"[ \t]{2,}", " ", _drop_carriers("".join(parts)).replace(_CUT, PLACEHOLDER)).strip()
    if personal or not _meaningful(redacted):
        return PrivacyFinding(tuple(kinds), redacted, "blocked")
    return PrivacyFinding(tuple(kinds), redacted, "redacted")


screen_patterns(globals())  # each pattern above skips a text lacking a word, a digit or a Han character all its
# matches need (time/prefilter.py): most questions hold no digit, "@" or "://", and 24 scans became a few
