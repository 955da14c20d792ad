"""Cookie-consent dialogs out of the page before it is read: a consent manager's banner and preference centre are
no part of any page's main text.

Consent managers (OneTrust, Quantcast Choice, Axeptio, Cookiebot, Usercentrics, Didomi, CookieYes, Complianz, ...)
put their banner and their preference centre (a dozen paragraphs on "strictly necessary", "performance" and
"targeting" cookies) in the page's markup, shown or hidden by their own script and external stylesheet, which we
never run or fetch: trafilatura then reads them as text (WCXB tune: a GameFAQs thread whose text was mostly
OneTrust's preference centre, a Prestashop forum's Axeptio overlay, an Etsy listing's GDPR settings, Allrecipes,
Thomann). A dialog is found by its container's id or class: a consent manager's own name (``onetrust-consent-sdk``,
``qc-cmp2-container``, ``axeptio_overlay``, ``CybotCookiebotDialog``) or a cookie / consent / GDPR word joined to a
widget word in one token (``cookie-banner``, ``spicy-consent-wrapper``, ``gdpr-privacy-settings``,
``consent-modal``); never ``<html>``, ``<body>``, ``<main>`` or ``<article>``. A joined-word element is kept when
its text asks nothing of the reader and names no privacy matter (accept, agree, consent, dismiss, settings,
privacy, "uses cookies", ...: a bakery's ``cookies-box`` of biscuits) or holds more than a third of the page's text
(a cookie policy's own page keeps its policy); a consent manager's own container never is (its preference centre
can outweigh a short page). Only the elements up to four levels below ``<body>`` are read, where consent managers
mount their dialogs (a walk of the whole tree cost 2-4 ms a page). Pure lxml, run on every page before the cascade
(:func:`groundwire.read.extract.extract`); hand-written: the extraction libraries we use carry no list of consent
managers.
"""

from __future__ import annotations

import re

from lxml import etree
from lxml.html import HtmlElement

# consent managers mount their dialog at or near the top of <body> (WCXB dev + AEB: 1 to 3 levels down but for a
# few inside footers); reading only the elements up to 4 levels down costs a fiftieth of a walk of the whole tree
_NEAR_TOP = etree.XPath("/html/body/* | /html/body/*/* | /html/body/*/*/* | /html/body/*/*/*/*")
_LITERALS = ("ookie", "onsent", "gdpr", "GDPR", "cmp2", "axeptio", "didomi", "usercentrics", "Borlabs")
# a consent manager's own container names
_VENDOR = re.compile(
    r"^(onetrust-(consent-sdk|banner-sdk|pc-sdk)|qc-cmp2-(container|ui|main)|axeptio_(overlay|widget|main-button)|"
    r"CybotCookiebotDialog|usercentrics-root|didomi-(host|popup|notice)|cky-consent-container|cmplz-cookiebanner.*|"
    r"cookie-law-info-bar|moove_gdpr_cookie_info_bar|BorlabsCookie.*|iubenda-cs-banner|truste-consent-track|"
    r"osano-cm-window|termly-code-snippet-support)$"
)
# a cookie / consent / GDPR word joined to a widget word in one token: cookie-banner, cookieConsentBar, gdpr-settings
_JOINED = re.compile(
    r"^(?:[a-z]+[-_])?(?:cookies?|consent|gdpr)[-_]?(?:consent[-_]?|law[-_]?|policy[-_]?|single[-_]choice[-_]?|"
    r"privacy[-_]?)?(?:banner|bar|notice|notification|popup|pop-up|modal|dialog|overlay|layer|box|wall|wrapper|"
    r"container|settings|preferences|manager|message|prompt)(?:[-_][a-z]+)?$",
    re.I,
)
# what a consent dialog asks of its reader: a joined-word element whose text says none of it is no dialog (a bakery's
# "cookies-box" of biscuits); an empty one (a script fills it) costs nothing either way
_ASKS = re.compile(
    r"accept|agree|consent|allow|reject|decline|dismiss|permission|preferences|settings|opt[ -]?out|necessary|"
    r"privacy|\bus(?:es|ing|e) cookies",
    re.I,
)
_NEVER = frozenset({"html", "body", "main", "article"})
MOST_OF_PAGE = 1 / 3  # a dialog holding more than this share of the page's text is the page (a cookie policy)


def _tokens(el: HtmlElement) -> list[str]:
    return [token for token in (el.get("id") or "", *(el.get("class") or "").split()) if token]


def _is_vendors(el: HtmlElement) -> bool:
    """A consent manager's own container: its text is never the page's, however long (a preference centre)."""
    return any(_VENDOR.match(t) for t in _tokens(el))


def _names_dialog(el: HtmlElement) -> bool:
    names = (el.get("id") or "") + " " + (el.get("class") or "")
    if not any(literal in names for literal in _LITERALS):
        return False
    return el.tag not in _NEVER and any(_VENDOR.match(t) or _JOINED.match(t) for t in _tokens(el))


def drop_consent_dialogs(tree: HtmlElement) -> int:
    """Drop the outermost consent dialogs of *tree* in place (see the module docstring); return how many."""
    found = [el for el in _NEAR_TOP(tree) if _names_dialog(el)]
    if not found:
        return 0
    chosen = set(found)
    outermost = [el for el in found if not any(a in chosen for a in el.iterancestors())]
    page = len(tree.text_content())
    dropped = 0
    for el in outermost:
        if not _is_vendors(el):
            text = el.text_content()
            if len(text) > MOST_OF_PAGE * page or (text.strip() and not _ASKS.search(text)):
                continue
        parent = el.getparent()
        if parent is None:
            continue
        if el.tail:  # keep the text that follows the element in its parent
            previous = el.getprevious()
            if previous is not None:
                previous.tail = (previous.tail or "") + el.tail
            else:
                parent.text = (parent.text or "") + el.tail
        parent.remove(el)
        dropped += 1
    return dropped
