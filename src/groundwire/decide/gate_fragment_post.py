"""A search-box fragment naming a changing state of a named thing (gate22; English).

Wave 34's fit half and the spent waves 29-32 showed short fragments typed with no time word and no verb missed when
their last word is an abbreviation or a word class the older tail lists do not hold. Each shape is a grammar slot,
read for any entity in front of it:

* a post, abbreviated or not, after its body or place: "uk pm", "japan pm who", "un sec gen", "fbi director",
  "world chess champ", "Germany's foreign minister — name?" (the holder changes; "first uk pm", "uk pm during ww2",
  "pope john paul ii real name" are pinned and stay local);
* a rate, a yield or a range set by a body: "ECB rates", "fomc target range", "premium bonds prize rate",
  "10y treasury", "30 yr fixed", "What is the fed funds target range?" (not "what does base rate mean");
* a named player's fitness or injury: "haaland injury", "is saka fit", "is mbappe injured";
* a chart place on a platform: "netflix top 10", "what game is number one on twitch", "top 5 on the app store".

``fragment_state(text)`` returns a cue ("frag:<shape> ...") or ``None``. Pure; no nested unbounded quantifiers.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from .time.prefilter import screen_patterns

__all__ = ["fragment_state"]

_MAX_WORDS = 7
# pinned or definitional words: the fragment asks a fixed thing ("first uk pm", "fbi director founded", "meaning")
_PINNED = re.compile(r"\b(?:first|1st|founding|founder|founded|former|original|inaugural|during|born|birthplace|"
                     r"birthday|real\s+name|history|definition|meaning|mean|means|stand\s+for|explained?|"
                     r"(?:1[5-9]|20)\d\d|\d0s|century|ww\s?[12i]+|war|when\s+was|what\s+year|how\s+to|formula)\b",
                     re.IGNORECASE)
# posts whose holder changes, in the words and abbreviations a search box gets; a director only of a named agency
# ("fbi director", not "art director"), holders only of a cup or title, a leader not of a team or pack
_AGENCY = (r"fbi|cia|nsa|cdc|nih|fda|nasa|mi5|mi6|gchq|bbc|imf|who|wto|opec|atf|dea|fema|omb|cbo|ons|nhs|dni|nato|"
           r"unesco|unicef|unhcr|iaea|interpol|europol|esa|noaa|epa|irs|sec|ftc|fcc")
_POSTS = (r"pm|p\.m\.|prime\s+minister|president|chancellor|premier|ceo|cfo|chief\s+exec(?:utive)?|chair(?:man|woman)?|"
          r"governor|mayor|speaker|sec\.?\s*gen|secretary[\s-]gen(?:eral)?|secretary\s+of\s+state|"
          r"(?:foreign|finance|defen[cs]e|health|home|interior|justice|education|energy|trade)\s+"
          r"(?:minister|secretary)|attorney[\s-]general|chief\s+justice|commissioner|ambassador|"
          r"champ|champs|champion|champions|boss|gaffer|skipper|"
          r"(?:cup|trophy|title|belt|shield|urn|ashes)\s+holders?|"
          r"(?<!team\s)(?<!pack\s)(?<!cheer\s)(?<!thought\s)(?<!squad\s)(?<!group\s)(?<!youth\s)leader")
_ASK_TAIL = r"(?:\s*+[-—–:,]?\s*+(?:who|name|name\s+please|surname|who\s+is\s+it))?\s*+[?!.]*+\s*+$"
_POST_TAIL = re.compile(rf"^\s*(?:the\s+)?(?:(?:[\w'’.&-]+\s+){{1,3}}?(?:{_POSTS})|(?:[\w'’.&-]+\s+){{0,2}}?"
                        rf"(?:{_AGENCY})['’]?s?\s+(?:director(?:[\s-]general)?|chief|head|boss))"
                        rf"{_ASK_TAIL}", re.IGNORECASE)
# "who is the ..." and other full questions are read by the role rules; a fragment opens with its entity
_QUESTION_OPENING = re.compile(r"^\s*(?:who|whom|whose|what|which|when|where|why|how|is|are|was|were|did|does|do|"
                               r"can|could|should|define|explain)\b", re.IGNORECASE)
_RATE_BODY = (r"ecb|fed|fomc|boe|bank\s+of\s+\w+|rba|rbnz|boj|snb|pboc|riksbank|norges\s+bank|central\s+bank|"
              r"premium\s+bonds?|isa|savings|mortgage|libor|sofr|euribor|sonia|prime")
_RATE = re.compile(rf"^(?:what(?:['’]s|\s+is|\s+are)\s+)?(?:the\s+)?(?:{_RATE_BODY})(?:['’]s)?\s+(?:[\w-]+\s+){{0,2}}?"
                   r"(?:rates?|target\s+range|target|prize\s+rate|decision|rate\s+decision|cash\s+rate|base\s+rate|"
                   r"funds\s+(?:rate|target(?:\s+range)?))\s*+[?!.]*+\s*+$|"
                   # "10y treasury", "30 yr fixed", "2-year gilt yield", "five year fixed"
                   r"^(?:the\s+)?(?:\d{1,2}|two|five|ten|thirty)[\s-]?(?:y|yr|yrs|year|years)\s+(?:fixed|treasury|"
                   r"treasuries|gilts?|bunds?|yields?|jgb|note|bond|mortgage)(?:\s+(?:rates?|yields?|mortgage))?"
                   r"\s*+[?!.]*+\s*+$|"
                   # "where's the fed's target range sitting": a body's policy rate named anywhere in the ask
                   rf"\b(?:{_RATE_BODY})['’]?s?\s+(?:[\w-]+\s+){{0,2}}?(?:target\s+range|base\s+rate|cash\s+rate|"
                   r"funds\s+rate|policy\s+rate|key\s+rate|benchmark\s+rate|deposit\s+rate|rate\s+decision)\b"
                   r"(?!.*\b(?:mean|means|meaning|work|works|set|decided|history)\b)", re.IGNORECASE)
_PLAYER_FITNESS = re.compile(r"^(?:is\s+)?(?:[a-z][\w'’.-]*\s+){0,2}?[a-z][\w'’.-]*\s+(?:injury|injured|injuries|fit|"
                             r"fitness|hamstring|knee|ankle|shoulder|groin)(?:\s+(?:update|news|latest|status))?"
                             r"\s*+[?!.]*+\s*+$", re.IGNORECASE)
_NOT_A_PLAYER = re.compile(r"^\s*(?:is\s+)?\w+ing\b|\b(?:how|what|why|the\s+\w+\s+of|keep|get|stay|physically|fitness\s+test|workout|"
                           r"exercise|test|rotator|acl|treat|treatment|recover|pain|stretch|my|your|dog|cat|sports|"
                           r"common|typical|worst)\b", re.IGNORECASE)
_CHART_PLACE = re.compile(r"\b(?:top\s*(?:5|10|20|40|50|100|five|ten|twenty|forty)|number\s+(?:one|1)|no\.?\s?1|#\s?1)"
                          r"\s+(?:on|in)\s+(?:the\s+)?(?:netflix|spotify|twitch|steam|youtube|tiktok|app\s+store|"
                          r"play\s+store|google\s+play|itunes|apple\s+music|billboard|prime\s+video|disney\+?|"
                          r"hbo|max|amazon|kindle|audible)\b|"
                          r"^\s*(?:netflix|spotify|twitch|steam|youtube|tiktok|app\s+store|google\s+play|"
                          r"prime\s+video|disney\+?|kindle|audible|apple\s+music)\s+(?:top\s*(?:5|10|20|40|50|100|"
                          r"five|ten)|charts?|most\s+(?:viewed|watched|played|streamed))\b", re.IGNORECASE)


def fragment_state(text: str) -> str | None:
    """The cue when ``text`` is a search-box fragment (or a bare rate / chart ask) naming a changing state."""
    words = text.split()
    if not words or _PINNED.search(text):
        return None
    if m := _RATE.search(text):
        return "frag:rate " + _short(m.group(0))
    if m := _CHART_PLACE.search(text):
        return "frag:chart " + _short(m.group(0))
    if len(words) > _MAX_WORDS or _QUESTION_OPENING.match(text) and not text.lower().startswith("is "):
        return None
    if m := _POST_TAIL.search(text):
        return "frag:post " + _short(m.group(0))
    if (m := _PLAYER_FITNESS.search(text)) and not _NOT_A_PLAYER.search(text) and len(words) <= 5:
        return "frag:fitness " + _short(m.group(0))
    return None


def _short(span: str) -> str:
    return " ".join(span.lower().split())[:32]


screen_patterns(globals())  # each pattern above skips a text lacking a word all its matches need (time/prefilter.py)
