"""Money facts of a named economy, index or firm that move, asked with no time word (gate20).

* a national or a fund's aggregate ("how big is Norway's sovereign wealth fund", "us federal debt total", "how big is
  Germany's economy", "what's Japan's GDP"): re-measured every quarter; a definition ("what is a budget deficit") asks
  none;
* an index's members ("is Berkshire Hathaway in the Dow", "is Tesla in the S&P 500", "which companies are in the
  FTSE 100"): indices are reshuffled;
* money converted in a learner's word order ("how many money is one british pound in indian rupee", "one dollar is
  how many yen"): the rate moves (``gate_bare`` reads the native orders);
* what is legal tender where ("is bitcoin legal tender in El Salvador"): laws change;
* a toll, fare or fee on a named crossing, line or site ("what's the toll on the Dartford Crossing"): fees are revised;
* a Chinese economy's aggregate ("中国的GDP是多少", "美国国债有多少").

From the spent held halves of waves 23 and 26 (two rows each for the aggregate and the converted money) and our own
other wordings. ``money_fact(text)`` returns a cue ("figure:", "index:", "fx:", "tender:") or ``None``.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from .gate_news import named_actor
from .time.prefilter import screen_patterns

__all__ = ["money_fact"]

_AGGREGATES = (r"(?:national|federal|public|government|sovereign)\s+debt|debt|deficit|budget|(?:foreign\s+(?:exchange\s+)?)?"
               r"reserves|gdp|economy|(?:sovereign\s+)?wealth\s+fund|oil\s+fund|pension\s+fund|trade\s+(?:deficit|"
               r"surplus)|money\s+supply|market\s+cap(?:itali[sz]ation)?|valuation|gold\s+reserves|military\s+budget|"
               r"defen[cs]e\s+(?:budget|spending)")
# "how big is Norway's sovereign wealth fund", "what is the size of Japan's debt", "how much is the US national debt"
_AGGREGATE_ASK = re.compile(rf"^\s*(?:how\s+(?:big|large|much|huge)|what(?:\s+is|['’]s|\s+are)?\s+(?:the\s+)?"
                            rf"(?:size\s+of|value\s+of|total|level\s+of)?)\s*(?:is|are)?\s*(?:the\s+)?"
                            rf"(?P<owner>[\w'’.&-]+(?:\s+[\w'’.&-]+){{0,2}}?)['’]?s?\s+(?:{_AGGREGATES})\b",
                            re.IGNORECASE)
# terse: "us federal debt total", "japan gdp", "norway oil fund size"
_AGGREGATE_TERSE = re.compile(rf"^\s*(?:[\w'’.&-]+\s+){{1,2}}(?:{_AGGREGATES})(?:\s+(?:total|size|now|today|figure|"
                              rf"amount|level))?\s*\??\s*$", re.IGNORECASE)
_DEFINITION = re.compile(r"^\s*what\s+(?:is|are)\s+(?:an?\s|the\s+difference)|\bmean(?:s|ing)?\b|\bdefin|\bexplain|"
                         r"\bcalculated?\b|\bformula\b|\bhow\s+does\b|\bwhy\b|\bmy\b|\bour\b", re.IGNORECASE)

_INDICES = (r"dow(?:\s+jones)?(?:\s+industrial\s+average)?|djia|s\s*&\s*p\s*500|s&p|nasdaq[- ]100|nasdaq|ftse\s*100|"
            r"ftse|dax(?:\s*40)?|cac\s*40|nikkei(?:\s*225)?|hang\s+seng|euro\s*stoxx\s*50|stoxx\s*600|sensex|nifty\s*50|"
            r"asx\s*200|tsx")
_INDEX_MEMBER = re.compile(rf"^\s*(?:is|are)\s+(?P<who>[\w'’.&-]+(?:\s+[\w'’.&-]+){{0,3}}?)\s+(?:still\s+)?(?:in|part\s+of|"
                           rf"a\s+member\s+of|listed\s+(?:in|on)|included\s+in)\s+the\s+(?:{_INDICES})\b|"
                           rf"^\s*(?:which|what|how\s+many)\s+(?:companies|stocks|firms|members|shares|constituents)\s+"
                           rf"(?:are|is)\s+(?:in|on|part\s+of)\s+the\s+(?:{_INDICES})\b", re.IGNORECASE)

_CURRENCIES = (r"dollars?|bucks|usd|euros?|eur|pounds?(?:\s+sterling)?|british\s+pounds?|gbp|yen|jpy|yuan|rmb|cny|"
               r"renminbi|won|krw|rupees?|indian\s+rupees?|inr|pesos?|baht|dong|ringgit|rupiah|francs?|swiss\s+francs?|"
               r"chf|kronor|krona|kroner|krone|zloty|lira|liras|rand|reais|real|naira|shillings?|dirhams?|riyals?|"
               r"roubles?|rubles?|hryvnia|bitcoin|btc|ether|eth")
_AMOUNT = r"(?:one|a|an|two|three|five|ten|twenty|fifty|hundred|a\s+hundred|a\s+thousand|\d[\d,.]*)"
_FX_LEARNER = re.compile(rf"\bhow\s+(?:many|much)\s+(?:money\s+)?(?:is|are|be|make|makes)\s+{_AMOUNT}\s+"
                         rf"(?:[a-z]+\s+)?(?:{_CURRENCIES})\s+(?:in|to|for|into)\s+(?:[a-z]+\s+)?(?:{_CURRENCIES})\b|"
                         rf"\b{_AMOUNT}\s+(?:[a-z]+\s+)?(?:{_CURRENCIES})\s+(?:is|are|=|equals?|make|makes|be)\s+"
                         rf"how\s+(?:many|much)\b", re.IGNORECASE)
_LEGAL_TENDER = re.compile(r"^\s*(?:is|are)\s+(?P<what>[\w'’.&-]+(?:\s+[\w'’.&-]+){0,2}?)\s+(?:still\s+)?(?:legal\s+tender|"
                           r"an?\s+official\s+currency)\s+in\b", re.IGNORECASE)


_COUNTRY_CODE = re.compile(r"us|u\.s\.?|usa|uk|u\.k\.?|eu|uae|prc|roc", re.IGNORECASE)  # read as "us", not a name


_FEE_ON = re.compile(r"^\s*(?:what|how\s+much)(?:\s+is|['’]s|\s+are|\s+does)?\s+(?:the\s+)?(?:toll|tolls|fare|fares|fee|fees|"
                     r"charge|admission|entry\s+fee|entrance\s+fee|ticket\s+price|crossing\s+charge)\s+(?:on|for|at|to|"
                     r"of|into)\s+(?:the\s+)?(?P<what>(?-i:[A-Z])[\w'’.&-]*)", re.IGNORECASE)
_AGGREGATE_ZH = re.compile(r"(?P<who>[\u4e00-\u9fff]{2,4}?)的?(?:GDP|gdp|国内生产总值|国债|外债|外汇储备|财政赤字|黄金储备|主权基金|"
                           r"军费|国防预算)(?:总额|总量|规模)?(?:是|有|达到|一共)?(?:多少|几)")
_OWN_ZH = re.compile(r"我|咱|俺|你|您")


def money_fact(text: str) -> str | None:
    """A cue when ``text`` asks a moving money fact of a named economy, index or firm (see the docstring), or ``None``."""
    if re.search(r"[\u4e00-\u9fff]", text):
        m = _AGGREGATE_ZH.search(text)
        return f"figure:{m.group(0)}" if m and not _OWN_ZH.search(m.group("who")) else None
    if m := _FEE_ON.match(text):
        return f"fee:{' '.join(m.group(0).lower().split())[:40]}"
    if m := _INDEX_MEMBER.match(text):
        return f"index:{' '.join(m.group(0).lower().split())[-30:]}"
    if m := _FX_LEARNER.search(text):
        return f"fx:{' '.join(m.group(0).lower().split())[:30]}"
    if m := _LEGAL_TENDER.match(text):
        return f"tender:{' '.join(m.group(0).lower().split())[-30:]}"
    if _DEFINITION.search(text):
        return None
    if m := _AGGREGATE_ASK.match(text) or _AGGREGATE_TERSE.match(text):
        owner = m.groupdict().get("owner") or m.group(0).split()[0]
        if not (named_actor(owner) or _COUNTRY_CODE.fullmatch(re.sub(r"['’]s$", "", owner))):
            return None  # a named economy, fund or firm ("norway's", "us"), not "what is market cap"
        return f"figure:{' '.join(m.group(0).lower().split())[:40]}"
    return None


screen_patterns(globals())  # each pattern above skips a text lacking a word all its matches need (time/prefilter.py)
