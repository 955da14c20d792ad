"""URL comparison keys and registrable domains.

``normalize_url`` turns the many spellings of one page (http/https, ``www.``/``m.``/``amp.`` hosts, AMP paths,
default ports, trailing slashes, dot segments, fragments, tracking parameters, query order, percent-encoding,
Unicode hosts) into one comparison key. Hand-written (the RFC 3986 appendix B regex, ``urllib.parse.quote``, the
``idna`` package) rather than ``courlan.normalize_url`` because courlan keeps fragments, leaves ``%7e``/``~`` and
hex case unnormalised, knows nothing of www/m/AMP variants, strips real parameters with its broad tracker regex
(``ga*`` drops ``?game=``, ``source``/``ref*`` prefixes too), and is 2-3x slower (bench/bench_fuse.py). Registrable
domains come from the ``tld`` package (its bundled public suffix list, offline, private suffixes such as
``github.io`` included)."""

from __future__ import annotations

import ipaddress
import re
from functools import lru_cache
from typing import NamedTuple
from urllib.parse import quote, unquote

import idna
from tld import get_fld

__all__ = ["UrlInfo", "normalize_url", "registrable_domain", "url_info", "TRACKING_PARAMS"]

#: Query parameters that only track the visitor; compared lower-cased.
TRACKING_PARAMS: frozenset[str] = frozenset(
    {
        "fbclid", "gclid", "gclsrc", "dclid", "gbraid", "wbraid", "msclkid", "yclid", "ysclid", "twclid",
        "ttclid", "li_fat_id", "igshid", "igsh", "mc_cid", "mc_eid", "_hsenc", "_hsmktg", "hsctatracking",
        "ref", "ref_src", "ref_url", "referrer", "spm", "scm", "si", "smid", "smtyp", "cmpid", "ncid", "ocid",
        "s_cid", "_ga", "_gl", "wickedid", "epik", "mkt_tok", "oly_anon_id", "oly_enc_id", "vero_id",
        "__twitter_impression", "trk", "trkcampaign", "sr_share", "cvid", "sc_cid",
        # AMP switches: the page without them is the same article (``outputType=amp`` is handled by value)
        "amp", "_amp", "usqp",
    }
)
#: Prefixes of tracking parameter families (utm_source, pk_campaign, hsa_ad, ...).
TRACKING_PREFIXES: tuple[str, ...] = ("utm_", "pk_", "mtm_", "matomo_", "hsa_", "_hs", "itm_", "stm_", "ga_")

_HOST_VARIANT_LABELS = frozenset({"www", "m", "mobile", "amp"})
_WWW_N = re.compile(r"www\d{1,2}")
_VARIANT_START = re.compile(r"(?:www\d{0,2}|m|mobile|amp)\.")
_HOST_OK = re.compile(r"[a-z0-9_-]+(?:\.[a-z0-9_-]+)*")
_SPACE = re.compile(r"\s")
# RFC 3986 appendix B: scheme, authority, path, query, fragment (faster than urlsplit plus .hostname/.port)
_URI = re.compile(r"([A-Za-z][A-Za-z0-9+.-]*)://([^/?#]*)([^?#]*)(?:\?([^#]*))?(?:#(.*))?", re.S)
_PLAIN = re.compile(r"[A-Za-z0-9/:@!$()*,;._~-]*")  # safe in both paths and query parts, no '%'

_PCT = re.compile(r"%([0-9A-Fa-f]{2})")
_UNRESERVED = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
_PATH_SAFE = "/%:@!$&'()*+,;=-._~"
_QUERY_SAFE = "%:@!$'()*,;/?-._~"  # '&', '=', '+' and '#' stay encoded inside keys and values
_INDEX_PAGES = ("/index.html", "/index.htm", "/index.php", "/default.aspx", "/default.asp")
_SCHEMES = ("http", "https")


class UrlInfo(NamedTuple):
    """A parsed URL: its comparison ``key``, canonical ``host`` (no www./m./amp.), and whether it was valid."""

    key: str
    host: str
    valid: bool
    variant: bool  # the URL was an AMP / mobile / www / http variant of the key
    full_host: str = ""  # the host as written (lower-case ASCII), www./m. kept: for registrable domains


def _pct_normalise(text: str, safe: str) -> str:
    """Encode what must be encoded, decode escaped unreserved characters, upper-case the remaining escapes."""
    if _PLAIN.fullmatch(text):  # fast path: nothing to encode or decode
        return text
    text = quote(text, safe=safe)
    if "%" not in text:
        return text

    def fix(match: re.Match[str]) -> str:
        char = chr(int(match.group(1), 16))
        return char if char in _UNRESERVED else "%" + match.group(1).upper()

    return _PCT.sub(fix, text)


def _canonical_host(host: str) -> tuple[str, str, bool] | None:
    """``(ascii_host, canonical_host, variant)``: lower-case IDNA/punycode, then without www./m./amp. labels."""
    host = host.strip().rstrip(".").lower()
    if not host:
        return None
    if ":" in host:  # IPv6 literal (urlsplit removed the brackets)
        try:
            literal = "[" + ipaddress.IPv6Address(host).compressed + "]"
            return literal, literal, False
        except ValueError:
            return None
    if not host.isascii():
        try:
            host = idna.encode(host, uts46=True).decode("ascii")
        except (idna.IDNAError, UnicodeError, ValueError):
            try:
                host = host.encode("idna").decode("ascii")
            except UnicodeError:
                return None
    if len(host) > 253 or not _HOST_OK.fullmatch(host) or max(map(len, host.split("."))) > 63:
        return None
    if not _VARIANT_START.match(host) and ".m." not in host and ".mobile." not in host:
        return host, host, False
    labels = host.split(".")
    variant = False
    # drop leading/inner variant labels, never into the last two (keeps "m.co"-style hosts intact)
    i = 0
    while i < len(labels) - 2:
        label = labels[i]
        if label in _HOST_VARIANT_LABELS or _WWW_N.fullmatch(label):
            del labels[i]
            variant = True
        else:
            i += 1
    return host, ".".join(labels), variant


def _remove_dot_segments(path: str) -> str:
    out: list[str] = []
    for seg in path.split("/"):
        if seg == "..":
            if len(out) > 1:
                out.pop()
        elif seg != ".":
            out.append(seg)
    return "/".join(out) if out and out != [""] else "/"


def _canonical_path(path: str) -> tuple[str, bool]:
    path = _pct_normalise(path, _PATH_SAFE)
    if not path.startswith("/"):
        path = "/" + path
    if "//" in path:
        path = re.sub(r"/{2,}", "/", path)
    if "/." in path:
        path = _remove_dot_segments(path)
    variant = False
    lowered = path.lower()
    if "amp" in lowered:
        segments = path.split("/")
        kept = [s for s in segments if s.lower() != "amp"]
        if len(kept) != len(segments):
            variant = True
        if kept and kept[-1].lower().endswith((".amp", ".amp.html")):
            last = kept[-1]
            kept[-1] = last[: last.lower().rfind(".amp")] + (".html" if last.lower().endswith(".html") else "")
            variant = True
        path = "/".join(kept) or "/"
        if not path.startswith("/"):
            path = "/" + path
        lowered = path.lower()
    if lowered.endswith(_INDEX_PAGES):
        path = path[: path.rfind("/") + 1]
    if len(path) > 1 and path.endswith("/"):
        path = path.rstrip("/") or "/"
    return path, variant


def _is_tracking(name: str, value: str) -> bool:
    lowered = name.lower()
    if lowered in TRACKING_PARAMS or lowered.startswith(TRACKING_PREFIXES):
        return True
    return lowered == "outputtype" and value.lower() == "amp"


def _canonical_query(query: str) -> tuple[str, bool]:
    """Drop tracking parameters, normalise each key and value's encoding (``+`` = ``%20``), sort the pairs."""
    kept: list[tuple[str, str]] = []
    stripped = False
    for pair in query.split("&"):
        if not pair:
            continue
        name, _, value = pair.partition("=")
        name = _pct_normalise(name.replace("+", "%20"), _QUERY_SAFE)
        if not name:
            stripped = True
            continue
        plain = unquote(name) if "%" in name else name
        if _is_tracking(plain, value):
            stripped = True
            continue
        kept.append((name, _pct_normalise(value.replace("+", "%20"), _QUERY_SAFE) if value else ""))
    if not kept:
        return "", stripped
    kept.sort()
    return "&".join(f"{k}={v}" if v else k for k, v in kept), stripped


def _split_authority(authority: str) -> tuple[str, int | None] | None:
    """``user:pw@Host:8080`` -> ``("Host", 8080)``; None for an empty host or a bad port."""
    hostport = authority.rpartition("@")[2]
    if hostport.startswith("["):
        host, bracket, rest = hostport[1:].partition("]")
        if not bracket or (rest and not rest.startswith(":")):
            return None
        port_text = rest[1:]
    else:
        host, _, port_text = hostport.partition(":")
    if not host:
        return None
    if not port_text:
        return host, None
    if not port_text.isascii() or not port_text.isdigit() or int(port_text) > 65535:
        return None
    return host, int(port_text)


@lru_cache(maxsize=8192)
def url_info(url: str) -> UrlInfo:
    """Parse ``url`` once (cached); invalid or non-web URLs get ``valid=False`` and their stripped text as key."""
    if not isinstance(url, str):
        return UrlInfo("", "", False, False)
    raw = url.strip()
    text = "".join(raw.split()) if _SPACE.search(raw) else raw
    invalid = UrlInfo(raw, "", False, False)
    if not text:
        return invalid
    if text.startswith("//"):
        text = "https:" + text
    elif "://" not in text:
        head = text.split("/", 1)[0]
        if "." not in head or ":" in head.split(".")[0]:
            return invalid  # "mailto:x", "javascript:..", plain words
        text = "https://" + text
    match = _URI.match(text)
    if match is None:
        return invalid
    scheme, authority, raw_path, raw_query, fragment = match.groups()
    scheme = scheme.lower()
    split = _split_authority(authority)
    if scheme not in _SCHEMES or split is None:
        return invalid
    host, port = split
    canon = _canonical_host(host)
    if canon is None:
        return invalid
    ascii_host, host_key, host_variant = canon
    netloc = host_key if port in (None, 80, 443) else f"{host_key}:{port}"
    path, path_variant = _canonical_path(raw_path)
    query, query_variant = _canonical_query(raw_query) if raw_query else ("", False)
    fragment = fragment or ""
    key = f"https://{netloc}{path}"
    if query:
        key += "?" + query
    if fragment.startswith("!"):  # hash-bang routes address distinct pages
        key += "#" + _pct_normalise(fragment, _PATH_SAFE + "?")
    variant = host_variant or path_variant or query_variant or scheme != "https"
    return UrlInfo(key, host_key, True, variant, ascii_host)


def normalize_url(url: str) -> str:
    """A comparison key: equal keys mean the same page. Never raises; garbage comes back stripped."""
    try:
        return url_info(url).key
    except Exception:  # last line of defence: a key function must not break fusion
        return url.strip() if isinstance(url, str) else ""


@lru_cache(maxsize=8192)
def _domain_of_host(host: str) -> str:
    if host.startswith("[") or host[-1:].isdigit():  # IP literals have no registrable domain
        try:
            ipaddress.ip_address(host.strip("[]"))
            return host
        except ValueError:
            pass
    found = get_fld(host, fix_protocol=True, fail_silently=True)
    if isinstance(found, str) and found:
        return found
    labels = host.split(".")
    return ".".join(labels[-2:]) if len(labels) >= 2 else host


def registrable_domain(url: str) -> str:
    """The registrable domain (eTLD+1) of a URL or bare host, e.g. ``news.bbc.co.uk`` -> ``bbc.co.uk``.

    IP addresses and single-label hosts are returned as they are; unknown suffixes fall back to the last two
    labels; garbage returns ``""``. Never raises.
    """
    try:
        info = url_info(url)
        if not info.valid:
            return ""
        return _domain_of_host(info.full_host or info.host)
    except Exception:
        return ""
