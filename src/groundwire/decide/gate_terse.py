"""Terse English search-box fragments (gate-terse15, issue 8 item 2): "masters leaderboard", "nasdaq close".

People type noun phrases, not questions. A fragment of two to six words with no question word and no year that
names a quantity which changes — a bracket, leaderboard, fixtures, an index's close, an office by its title alone,
a sale day's deals, a place's air quality or snow report, an award's category, a chart's number one, a pole
position, a currency pair — asks its present value (``terse_state``). A fragment that names a concept instead
("definition of ...", "... formula", "how to ...", "... history") or pins a year is left to the other rules.
The cue must head the fragment (review15d): followed by a noun it modifies or a work's kind ("bracket notation",
"air quality sensor", "pole position lyrics"), or in another sense ("square bracket", "light fixtures"), it is none.

``terse_concept`` reads "z score formula", "birth rate definition", "price elasticity of demand": a fragment with no
question word that names a formula, a definition or a concept of a field asks no present value, whatever
changeable word ("score", "rate", "price") it holds.

``concept_contrast`` reads "fission vs fusion", "aerobic vs anaerobic": two single words sharing an ending of three
letters or more are two terms of one field contrasted, not two teams or products (which share none: "arsenal vs
chelsea", "iphone 17 vs pixel 10"). gate16 adds two more readings: two technical terms of computing ("python vs
java", "tcp vs udp", "git rebase vs merge": languages, protocols, formats, tools, whose contrast is textbook
material), and any pair followed by the facet compared ("c vs c++ differences", "tea vs coffee caffeine", "meiosis vs
mitosis stages"): a contrast of kinds asked by its property. A number on either side ("iphone 17 vs pixel 10
camera") or a time word keeps it a comparison of products or a match.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)
from functools import lru_cache
from pathlib import Path

from ..datafile import read_name_list
from .time.prefilter import screen_patterns

__all__ = ["concept_contrast", "concept_over_cue", "cue_side_contrast", "index_level", "kinds_contrast", "terse_concept",
           "terse_state"]

_MAX_WORDS = 6
# a question word or a concept asked: not a search-box state ("how to read a leaderboard", "oscar history")
_NOT_TERSE = re.compile(
    r"^\s*(?:who|whom|whose|what|which|when|where|why|how|is|are|was|were|do|does|did|can|should|define|explain)\b|"
    r"\b(?:definitions?|meaning|formula|history|invented|inventor|origins?|first|founding|facts|examples?|"
    r"explained|rules|theory|worksheet|template|recipe|calculator|how\s+to)\b", re.IGNORECASE)
_YEAR = re.compile(r"\b(?:1[5-9]|20)\d\d\b")
_CURRENCY = (r"(?:usd|eur|euros?|gbp|pounds?|sterling|yen|jpy|yuan|cny|rmb|rupees?|inr|dollars?|cad|aud|chf|"
             r"francs?|won|krw|pesos?|mxn|bitcoin|btc|ethereum|eth|"
             # gate17 (review16a's spent probes): the other ISO codes and names a search box holds ("1 usd to php",
             # "aud to nzd rate")
             r"php|nzd|sgd|hkd|twd|thb|idr|myr|vnd|brl|zar|sek|nok|dkk|pln|huf|czk|ils|aed|sar|rub|ngn|egp|pkr|"
             r"bdt|kes|cop|clp|ars|pen|baht|ringgit|rupiah|rand|zloty|krona|krone|shekel|dirham|riyal|ruble|rouble|"
             r"naira|lira)")
# review17a: a country's adjective before a currency's name ("canadian dollar", "swiss franc", "japanese yen")
_CURRENCY_OF = (r"(?:the\s+)?(?:(?:us|u\.s\.|american|canadian|australian|new\s+zealand|hong\s+kong|singapore|taiwan|"
                r"indian|pakistani|sri\s+lankan|japanese|chinese|korean|south\s+korean|mexican|british|turkish|russian|"
                r"brazilian|argentine|philippine|thai|malaysian|indonesian|south\s+african|nigerian|egyptian|saudi|"
                r"israeli|swedish|norwegian|danish|polish|czech|hungarian|chilean|colombian|peruvian|swiss|kenyan|"
                r"vietnamese)\s+)?" + _CURRENCY)
# a stock index by its short or full name, its number optional ("ftse 100", "dow jones")
_INDEX = (r"(?:dow(?:\s+jones)?|nasdaq(?:\s+composite)?|ftse(?:\s+(?:100|250))?|nikkei(?:\s+225)?|dax(?:\s+40)?|"
          r"cac(?:\s+40)?|hang\s+seng|s\s*&\s*p(?:\s+500)?|sp\s*500|russell\s+2000)")
# gate16: a race's venue before its pole or qualifying ("monaco pole", "silverstone qualifying"); other poles (north,
# magnetic, fishing, totem) have no venue before them. Circuits that are no city or country in data/gate_names.txt
_CIRCUITS = frozenset((
    "monza", "silverstone", "suzuka", "imola", "baku", "jeddah", "sakhir", "zandvoort", "spa", "interlagos",
    "hungaroring", "spielberg", "catalunya", "cota", "lusail", "yas marina", "marina bay", "albert park", "daytona",
    "indy", "indianapolis", "talladega", "le mans", "mugello", "assen", "sepang", "misano", "jerez", "portimao",
    "phillip island", "sachsenring", "laguna seca", "long beach", "abu dhabi", "vegas", "imola", "estoril"))
# (review16a: a race named by its length after the venue, "daytona 500 pole", and the session's outcome asked,
# "suzuka qualifying time", "baku qualifying results")
_VENUE_GRID = re.compile(r"^\s*(?P<venue>[a-z]+(?:\s+[a-z]+)?)(?:\s+\d{2,3})?\s+(?:pole(?:\s+sitter)?|qualifying|quali|"
                         r"starting\s+grid)(?:\s+(?:results?|times?|order|positions?|lap))?\s*\??\s*$", re.IGNORECASE)
_STATE = re.compile(
    r"\b(?:bracket|leaderboard|fixtures|standings|points\s+table|league\s+table|"
    r"(?:" + _INDEX + r"|index|market|stocks?)\s+clos(?:e|ing)\b|"
    r"secretary[\s-]general|director[\s-]general|"
    r"deals|sales?\s+dates?|air\s+quality|aqi|pollen\s+count|uv\s+index|(?:snow|surf|ski)\s+report|"
    r"(?:oscars?|academy\s+awards?|grammys?|emmys?|golden\s+globes?|baftas?|tony\s+awards?)\s+(?:for\s+)?best\b|"
    r"(?:chart|hot\s+100|billboard)\s+(?:number|no\.?)\s*(?:one|1)\b|"
    r"pole\s+position|(?:gp|grand\s+prix|f1|motogp|indycar|nascar)\s+pole|"
    # gate17 (wave 21's fit half): an audience counted ("mrbeast subscriber count", "taylor swift followers")
    r"(?:subscriber|follower|listener|viewer|member|user)s?\s+count\b|"
    r"(?:subscribers|followers|monthly\s+listeners)\s*\??\s*$|"
    # gate18: an oil benchmark or a bond yield named bare ("brent crude", "10 year treasury yield"), a maker's counted
    # output ("tesla deliveries"), a season's award ("nba mvp")
    r"^\s*(?:the\s+)?(?:brent|wti)(?:\s+crude)?(?:\s+(?:oil|price|today|now))?\s*\??\s*$|"
    r"^\s*crude\s+oil(?:\s+(?:price|today|now))?\s*\??\s*$|"
    r"\b(?:\d+[\s-]year\s+)?(?:treasury|gilt|bund|jgb)\s+yields?\b|"
    r"\b(?:deliveries|shipments)\s*\??\s*$|\bmvp\s*\??\s*$|"
    # a pair, with an amount or a slash ("100 euros to dollars", "usd/jpy")
    # (gate16: "eur to jpy rate", "usd/chf exchange rate", "gbp to inr today")
    r"^\s*(?:\d[\d,.]*\s*)?" + _CURRENCY + r"(?:\s+(?:to|in)\s+|\s*/\s*)" + _CURRENCY +
    r"(?:\s+(?:(?:exchange\s+)?rates?|today|now|live))?\s*\??\s*$|"
    # gate17: a pair with no "to" or one currency, before "rate" ("usd cny rate", "euro dollar rate", "yen rate"),
    # and an index's level ("dow jones level")
    r"^\s*" + _CURRENCY_OF + r"(?:\s+" + _CURRENCY_OF + r")?\s+(?:(?:exchange\s+)?rates?|exchange)\s*\??\s*$|"
    # review17a: a bare pair ("gbp usd", "yen dollar"), one's value against the other ("peso value against the dollar")
    r"^\s*" + _CURRENCY_OF + r"\s+" + _CURRENCY_OF + r"\s*\??\s*$|"
    r"^\s*" + _CURRENCY_OF + r"\s+(?:(?:value|strength|worth)\s+)?(?:against|vs\.?|versus|compared\s+to)\s+"
    + _CURRENCY_OF + r"(?:\s+(?:today|now|rate))?\s*\??\s*$|"
    r"^\s*(?:the\s+)?" + _INDEX + r"\s+(?:index\s+)?(?:level|points)\s*\??\s*$)", re.IGNORECASE)
# gate16: an index's level asked where it stands ("where is the dow jones at", "what's the nasdaq at", "how high is the
# ftse"): its value now, with no other word to say so
_INDEX_LEVEL = re.compile(r"^\s*(?:where|what)\s+(?:is|are)\s+(?:the\s+)?" + _INDEX + r"\s+(?:index\s+)?"
                          r"(?:(?:trading|sitting|standing)\s+)?at\s*\??\s*$|"
                          # gate17: "what level is the s&p 500 at", "at what level is the dax"
                          r"^\s*(?:at\s+)?what\s+level\s+is\s+(?:the\s+)?" + _INDEX + r"\b(?:\s+(?:index\s+)?"
                          r"(?:at|trading\s+at|on))?\s*\??\s*$|"
                          r"^\s*how\s+(?:high|low)\s+is\s+(?:the\s+)?" + _INDEX + r"\b(?!\s+(?:index\s+)?"
                          r"(?:calculated|computed|weighted|made))|"
                          # review16a: its course asked ("how is the ftse doing", "how are the dow and nasdaq doing")
                          r"^\s*how\s+(?:is|are)\s+(?:the\s+)?" + _INDEX + r"\s+(?:index\s+)?"
                          r"(?:(?:and|&)\s+(?:the\s+)?" + _INDEX + r"\s+)?"
                          r"(?:doing|performing|trading|looking|faring)\b|"
                          # gate18 (wave 23's fit half): the index named bare, as typed into a search box ("nasdaq
                          # composite", "ftse 100", "dow jones industrial average", "hang seng index")
                          r"^\s*(?:the\s+)?" + _INDEX + r"(?:\s+(?:index|industrial\s+average|average|composite))?"
                          r"(?:\s+(?:level|points|live|now|today|quote))?\s*\??\s*$",
                          re.IGNORECASE)
# a noun the cue modifies when it follows it ("bracket notation", "air quality sensor", "secretary general role"):
# the fragment names a thing or a concept, not the cue's present value; "with" after "deals" is the verb ("deals with")
_MODIFIED_HEAD = re.compile(
    r"\s*(?:apps?|software|api|plugins?|widgets?|components?|design|layout|ui|css|html|code|scripts?|notation|"
    r"symbols?|syntax|sensors?|monitors?|meters?|devices?|kits?|scales?|charts?|diagrams?|graphs?|times|time|hours|"
    r"roles?|duties|responsibilities|powers|salary|term|jobs?|fungus|with|"
    # a work's kind: the fragment names a title ("pole position lyrics", "leaderboard song")
    r"lyrics|songs?|album|movie|film|book|novel|poem|game)\b", re.IGNORECASE)
# "bracket" and "fixtures" in their other senses: typography, hardware, a house's fittings, a test suite's set-up
# ("square bracket", "wall bracket", "light fixtures", "fixtures and fittings", "pytest fixtures"), not a tournament's
_OTHER_SENSE = re.compile(
    r"\b(?:(?:square|angle|curly|round|wall|shelf|mounting|corner|metal|steel|tv)\s+brackets?|"
    r"(?:light|lighting|bathroom|kitchen|plumbing|test|pytest)\s+fixtures?|fixtures?\s+(?:and|&)\s+fittings)\b",
    re.IGNORECASE)
_CONTRAST = re.compile(r"^\s*(?P<a>[a-z]+)\s+(?:vs\.?|versus)\s+(?P<b>[a-z]+)\s*(?:\?\s*)?$", re.IGNORECASE)
# gate16: one to three words a side, then at most a facet ("git rebase vs merge", "c vs c++ differences")
_TERM = r"[a-z][a-z0-9+#.-]*(?:\s+[a-z][a-z0-9+#.-]*){0,2}?"
_CONTRAST_FACET = re.compile(rf"^\s*(?P<a>{_TERM})\s+(?:vs\.?|versus)\s+(?P<b>{_TERM})"
                             r"(?:\s+(?P<facet>differences?|similarities|stages|pros\s+(?:and|&)\s+cons|advantages|"
                             r"disadvantages|caffeine|calories|protein|nutrition|syntax|examples|uses|symptoms|"
                             r"meaning|explained|definitions?))?\s*\??\s*$", re.IGNORECASE)
# the textbook terms of computing: languages, protocols, data formats, version-control and system words. Their
# contrast ("python vs java", "tcp vs udp") is asked of the kinds, not of this year's products (gate16)
_TECH_TERMS = frozenset((
    "python", "java", "javascript", "js", "typescript", "ts", "rust", "go", "golang", "c", "c++", "c#", "ruby", "php",
    "perl", "kotlin", "scala", "haskell", "lisp", "fortran", "cobol", "pascal", "assembly", "matlab", "lua", "bash",
    "sql", "nosql", "html", "css", "tcp", "udp", "http", "https", "ftp", "sftp", "ssh", "ip", "ipv4", "ipv6", "dns",
    "rest", "soap", "graphql", "grpc", "json", "xml", "yaml", "csv", "toml", "git", "svn", "merge", "rebase",
    "compiler", "interpreter", "compiled", "interpreted", "stack", "heap", "array", "list", "tuple", "set",
    "process", "thread", "threads", "processes", "ram", "rom", "cpu", "gpu", "ssd", "hdd", "raid", "lan", "wan",
    "oop", "functional", "procedural", "static", "dynamic", "unix", "linux", "posix", "ascii", "unicode", "utf-8",
    "utf8", "bfs", "dfs", "recursion", "iteration", "mutex", "semaphore", "symmetric", "asymmetric"))
# gate17: "x vs y" opening the text, after at most a lead-in ("difference:", "ELI5:")
_VS_OPENING = re.compile(r"^\s*(?:[a-z0-9]+\s*:\s*)?[a-z][\w+#./'-]*(?:\s+[\w+#./'-]+){0,2}\s+(?:vs\.?|versus)\s+\S",
                         re.IGNORECASE)
_WORD = re.compile(r"[a-z0-9][a-z0-9+#.']*[a-z0-9+#]|[a-z0-9]")
_MAX_CONTRAST_WORDS = 12
# a word that asks a quantity that moves or a match's outcome: "bitcoin vs ethereum price", "python vs java jobs",
# "lakers vs celtics score", "sinner vs alcaraz who won", "iphone vs pixel camera review"
_MOVING_FACETS = frozenset((
    "price", "prices", "priced", "cost", "costs", "cheaper", "stock", "stocks", "share", "shares", "cap", "valuation",
    "sales", "sold", "revenue", "profit", "earnings", "popularity", "popular", "trend", "trends", "jobs", "job",
    "salary", "salaries", "pay", "hiring", "demand", "ranking", "rankings", "ranked", "rank", "score", "scores",
    "result", "results", "odds", "prediction", "predictions", "preview", "highlights", "live", "stream", "streaming",
    "tickets", "lineup", "lineups", "h2h", "match", "matches", "game", "games", "fight", "won", "win", "wins",
    "winner", "beat", "lost", "tonight", "poll", "polls", "polling", "election", "subscribers", "users", "downloads",
    "benchmark", "benchmarks", "review", "reviews", "specs", "deal", "deals", "buy", "worth", "latest", "new",
    "newest", "release", "released", "update", "updates", "forecast", "record", "final", "finals", "semifinal",
    "semifinals", "semi", "quarterfinal", "playoff", "playoffs", "derby", "rematch", "bout", "clash", "showdown",
    "rivalry", "stats", "standings", "table", "squad", "squads", "transfer", "tv", "channel", "time", "date",
    # how widely a product is taken up, a count that moves ("ipv4 vs ipv6 adoption", "mac vs pc shipments")
    "adoption", "usage", "uptake", "growth", "shipments", "shipped", "installs", "stars", "followers", "viewers",
    "views", "ratings", "audience", "traffic", "volume", "supply", "inflation", "population", "turnout",
    # review17a: two kinds weighed as an investment, by what they return now ("gold vs silver better investment")
    "invest", "investing", "investment", "investments", "returns", "yield", "yields",
    # gate18 (review17a's spent probes): a figure set or counted anew ("electric vs petrol car tax", "remote vs office
    # work statistics", "starlink vs oneweb satellites in orbit", "401k vs ira limits")
    "tax", "taxes", "statistics", "figures", "fee", "fees", "wages", "deliveries", "viewership", "orbit", "limit",
    "limits", "shortage", "lawsuit", "ruling", "appeal", "talks", "exclusives"))
_MOVING_PHRASE = re.compile(r"\bhead\s+to\s+head\b|\bmarket\s+share\b|\bkick[\s-]?off\b", re.IGNORECASE)
_CURRENCY_WORD = re.compile(r"\b" + r"(?:usd|eur|euros?|gbp|pounds?|sterling|yen|jpy|yuan|cny|rmb|rupees?|inr|dollars?|"
                            r"cad|aud|chf|francs?|krw|pesos?|mxn|bitcoin|btc|ethereum|eth)" + r"\b", re.IGNORECASE)
_NUMBER_WORD = re.compile(r"(?:^|\s)\d|-\d")  # "iphone 17", "gpt-5": a product's number, not "ipv6"
_SHARED_ENDING = 3
# a plain plural ("lakers", "knicks"; not "mitosis", "class", "virus"): its "s" is no part of a term's
# ending, and two plural names share a short agent ending ("-ers", "-cks") by chance, so their stems must share more
_PLAIN_PLURAL = re.compile(r"[a-z]*[^siu]s$")
_SHARED_STEM_ENDING = 4
_NAMES = Path(__file__).resolve().parent.parent / "data" / "gate_names.txt"
_CONCEPT = re.compile(r"\b(?:formulas?|formulae|definitions?|defined|meaning|equations?|theorem|derivation|proof|"
                      r"elasticity|mechanism|explained)\b", re.IGNORECASE)
# a present-time word asks the value now whatever concept word follows ("bitcoin price today explained")
_NOW = re.compile(r"\b(?:today|tonight|now|latest|yesterday|this\s+(?:week|month|morning|season))\b", re.IGNORECASE)
# "explained" names an explainer, of a concept ("inflation explained") or of news ("election results explained"):
# it keeps a fragment with no cue local but overrides no cue
_EXPLAINED = re.compile(r"\bexplained\b", re.IGNORECASE)
_QUESTION_WORD = re.compile(r"^\s*(?:who|whom|whose|what|which|when|where|why|how)\b", re.IGNORECASE)


def terse_state(text: str) -> str | None:
    """The changeable quantity a short search-box fragment with no year names ("masters leaderboard": "leaderboard"),
    else ``None``."""
    if not 2 <= len(text.replace("/", " ").split()) <= _MAX_WORDS or _NOT_TERSE.search(text) or _YEAR.search(text):
        return None
    if (venue := _VENUE_GRID.match(text)) and _venue(venue.group("venue")):
        return " ".join(venue.group(0).lower().split())
    m = _STATE.search(text)
    if not m or _MODIFIED_HEAD.match(text, m.end()) or _OTHER_SENSE.search(text):
        return None
    return " ".join(m.group(0).lower().split())


def _venue(words: str) -> bool:
    """ "monaco", "silverstone", "las vegas": a circuit or a place that holds a race (a known city or country)."""
    words = " ".join(words.lower().split())
    return words in _CIRCUITS or words in _known_names()


def index_level(text: str) -> str | None:
    """ "where is the dow jones at": a stock index's level asked (gate16); else ``None``."""
    m = _INDEX_LEVEL.match(text)
    return f"index:{' '.join(m.group(0).lower().split())[:30]}" if m else None


def terse_concept(text: str) -> bool:
    """ "z score formula", "birth rate definition": a short fragment with no question word naming a concept."""
    return (2 <= len(text.split()) <= _MAX_WORDS and not _QUESTION_WORD.search(text)
            and not _YEAR.search(text) and not _NOW.search(text) and bool(_CONCEPT.search(text)))


def concept_over_cue(text: str) -> bool:
    """ "stock price equation": a concept fragment whose concept word outweighs a changeable cue ("price"); not one
    named only by "explained" ("stock market crash explained")."""
    return terse_concept(text) and bool(_CONCEPT.search(_EXPLAINED.sub(" ", text)))


def concept_contrast(text: str) -> bool:
    """ "fission vs fusion": two single words contrasted that share an ending of three letters or more; two terms of
    computing ("python vs java"), or a pair followed by the facet compared ("tea vs coffee caffeine"), gate16; or, in
    any wording of three words or more, a pair that names no team, brand, place or person and asks no changing
    quantity ("baking soda vs baking powder", "virus vs bacteria, which do antibiotics kill"), gate17."""
    if kinds_contrast(text):
        return True
    if (wider := _CONTRAST_FACET.match(text)) and not _NUMBER_WORD.search(text) and not _NOW.search(text):
        a, b = wider.group("a").lower(), wider.group("b").lower()
        if all(w in _TECH_TERMS for w in (*a.split(), *b.split())):  # (not "samsung ssd vs crucial ssd": brands)
            return True
        if wider.group("facet") and not ({a, b} & _known_names()):
            return True
    m = _CONTRAST.match(text)
    if not m:
        return False
    a, b = m.group("a").lower(), m.group("b").lower()
    if a == b or a in _known_names() or b in _known_names():  # "nigeria vs algeria": two countries, not two terms
        return False
    if _PLAIN_PLURAL.match(a) and _PLAIN_PLURAL.match(b):  # "lakers vs pacers": teams; "prokaryotes vs eukaryotes"
        a, b, shared = a[:-1], b[:-1], _SHARED_STEM_ENDING
    else:
        shared = _SHARED_ENDING
    return a[-shared:] == b[-shared:]


def kinds_contrast(text: str) -> bool:
    """gate17: "simple interest vs compound interest", "process vs thread in operating systems", "crocodile vs
    alligator how to tell apart": an "x vs y" that opens the text, three words or more in all, is a contrast of two
    kinds unless a word says it is two teams, brands, places or people (the gate's name lists), a quantity that moves
    (price, share, sales, jobs, a match's score or result), a time ("today", a year) or a product's number (a number
    beside a word that is no textbook term of computing: "windows 11 vs windows 12", not "python 2 vs python 3")."""
    m = _VS_OPENING.match(text)
    if not m or _NOW.search(text) or _YEAR.search(text) or _CURRENCY_WORD.search(text):
        return False
    words = _WORD.findall(text.lower().replace("/", " "))
    if len(words) < 4 or len(words) > _MAX_CONTRAST_WORDS:  # "x vs y" and two words more (the "vs" counted)
        return False
    if any(w in _MOVING_FACETS for w in words if w not in _bare_sides(words)) or _MOVING_PHRASE.search(text):
        return False
    names = _known_names() | _people_names()
    grams = {" ".join(words[i:i + n]) for n in (1, 2, 3) for i in range(len(words) - n + 1)}
    if grams & names:
        return False
    return _numbers_are_versions(words)


def cue_side_contrast(text: str, cues: list[str]) -> bool:
    """gate18: a bare "x vs y" one side of which is the cue word itself ("weather vs climate", "price vs value",
    "news vs opinion"): the word is contrasted as a kind, not asked of today. Two named sides ("lakers vs celtics")
    hold no cue word and stay with the other rules."""
    m = _CONTRAST.match(text)
    if not m:
        return False
    sides = {m.group("a").lower(), m.group("b").lower()}
    return bool(cues) and all(c.lower() in sides for c in cues)


def _bare_sides(words: list[str]) -> set[str]:
    """gate17b: the sides of an "x vs y" that are one word each ("stocks vs bonds for a beginner"): a word that is
    itself one of the two kinds compared is no facet asked of them, though "stock" after a name would be ("apple
    stock vs ..." has a two-word side)."""
    if "vs" in words:
        i = words.index("vs")
    elif "versus" in words:
        i = words.index("versus")
    else:
        return set()
    return {words[0], words[i + 1]} if i == 1 and i + 1 < len(words) else set()


def _numbers_are_versions(words: list[str]) -> bool:
    """A number in the text is a version of a textbook term ("python 2 vs python 3", "http 1.1 vs http 2", "ipv4"),
    not a product's ("iphone 17", "ps5")."""
    for i, w in enumerate(words):
        if not any(c.isdigit() for c in w):
            continue
        if w in _TECH_TERMS:
            continue
        if w[0].isdigit() and i and words[i - 1] in _TECH_TERMS or (i > 1 and words[i - 1] == "vs"
                                                                        and words[i - 2][0].isdigit()):
            continue
        return False
    return True


@lru_cache(maxsize=1)
def _people_names() -> frozenset[str]:
    """Surnames and one-word public names the gate knows lower-cased (data/surnames_en.txt, public_mononyms_en.txt):
    "messi vs ronaldo stats" is two players."""
    data = _NAMES.parent
    return (read_name_list(data / "surnames_en.txt", str.lower)[0]
            | read_name_list(data / "public_mononyms_en.txt", str.lower)[0])


@lru_cache(maxsize=1)
def _known_names() -> frozenset[str]:
    """Countries, cities, bodies, leagues and brands the gate knows lower-cased (data/gate_names.txt)."""
    return read_name_list(_NAMES, str.lower)[0]


screen_patterns(globals())  # each pattern above skips a text lacking a word all its matches need (time/prefilter.py)
