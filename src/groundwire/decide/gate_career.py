"""A finished career's or body of work's tally asked in the past simple (gate-en14, issue 8): "How many Grand Slam
titles did Pete Sampras win?", "How many goals did Thierry Henry score for Arsenal?", "When did Roger Federer win
his first Wimbledon?", "How many studio albums did The Smiths record?".

The recurring-event shape reads "Grand Slam", "World Cup" or "Olympic" without a year as the latest edition, and
"score" as a live score. Asked in the past simple of a person (a name shaped "First Last", or a public single name),
or of a body of work (albums, films, novels ...), the question counts or dates what was done: a tally one asks in
the past simple once the career or the band is over. A career still running is asked in the perfect ("How many
Grand Slams has Alcaraz won?") or with a time word ("this season", "so far", "last night"), and those stay searches,
as do a team's or a country's wins (no person's name: "How many titles did Real Madrid win?"), which go on.

Knowledge-light: no list of retired people. The person test is the shape of a personal name, minus the known names
of places, bodies and leagues (``data/gate_names.txt``) and plural team nicknames ("the Lakers"); public single names
are ``data/public_mononyms_en.txt``; a census first name (``data/given_names_full_en.txt``) opening the name outweighs
a place as its last word ("Michael Jordan", not "Bayern Munich").
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)
from functools import lru_cache
from pathlib import Path

from ..datafile import read_name_list
from .gate_history import history_person
from .gate_news import named_actor
from .time.prefilter import screen_patterns

__all__ = ["career_ended_tally", "closed_tally", "completed_tally", "estate_catalogue", "fixed_prize", "past_win_date",
           "prize_for_deed", "prize_for_work", "running_tally"]

_DATA = Path(__file__).resolve().parent.parent / "data"

# the ask: a count, a date or a choice, then "did <subject> <verb>"
_ASK = re.compile(
    r"^\s*(?:how\s+many\s+(?:[\w'’-]+\s+){0,5}?|(?:when|in\s+(?:what|which)\s+year|(?:what|which)\s+year)\s+|"
    r"which\s+(?:[\w'’-]+\s+){0,3}?)did\s+(?P<subject>(?:[\w'’.&-]+\s+){1,4}?)(?:ever\s+)?"
    r"(?P<verb>win|score|hit|throw|record|release|make|direct|write|star|play|finish|earn|claim|take|collect|lift|"
    r"capture|put\s+out|have|compete|race|run|produce|publish|sell|compose|paint|appear|bowl|pitch|kick|"
    # gate17b: a final count told as such ("how many goals did thierry henry end up with")
    r"(?:end|wind|finish)\s+up\s+with|finish\s+with)\b",
    re.IGNORECASE)
# a body of work counted: "how many studio albums did The Smiths record" (any subject: a band, a director)
_WORKS = re.compile(r"^\s*how\s+many\s+(?:[\w'’-]+\s+){0,2}?(?:albums|records|singles|songs|hits|films|movies|"
                    r"novels|books|plays|operas|symphonies|poems|episodes|seasons|series)\s+did\b", re.IGNORECASE)
# a time word keeps the tally live: "this season", "so far", "last night", "recently", "yet"
_LIVE = re.compile(r"\b(?:last|latest|recent|recently|so\s+far|this|these|yet|today|tonight|now|currently|still|"
                   r"season|week|month|year|weekend|since)\b", re.IGNORECASE)
# review14b: a count or a list ("how many goals did Messi score", "which albums did Taylor Swift release") grows while
# the career runs, and the past simple does not say it has ended; a date or one deed ("when did Federer win his first
# Wimbledon", "which Grand Slam did Lendl win") is fixed once done
_COUNT_ASK = re.compile(r"^\s*(?:how\s+many\b|which\s+(?:[\w'’-]+\s+){0,2}?[\w'’-]+s\s+did\b)", re.IGNORECASE)
# ... so a count stays local only when the question closes the span: "in his career", "in total", "before they broke
# up", "finish with", or a spell with one team, label, partner or competition ("for Arsenal", "with the Celtics",
# "on Motown", "in Formula One")
_CLOSED = re.compile(r"\b(?:career|in\s+total|in\s+all|altogether|all\s+told|in\s+the\s+end|all[\s-]time|"
                     r"before\s+(?:he|she|they|it|retiring|quitting|splitting|disbanding|the\s+(?:split|break-?up))|"
                     # review15b: a life's span told ("in her lifetime", "during his life", "before his death")
                     r"lifetime|(?:in|during)\s+(?:his|her|their)\s+li(?:fe|ves)|"
                     r"before\s+(?:his|her|their)\s+(?:death|passing)|"
                     r"(?:finish|end|retire)(?:ed)?\s+(?:up\s+)?with)\b", re.IGNORECASE)
_SPELL = re.compile(r"\b(?:for|with|on|in)\s+(?:the\s+)?[A-Z][\w'’.-]+")  # a capital: a named team, label, partner
# a show's own run, counted in the past simple: "how many episodes did Seinfeld have", "how many seasons did The Wire
# run for" (a running show is asked "does ... have", "how many seasons are there")
_SHOW_RUN = re.compile(r"^\s*how\s+many\s+(?:[\w'’-]+\s+)?(?:episodes|seasons|series)\s+did\s+(?:[\w'’.&-]+\s+){1,4}?"
                       r"(?:have|run|get|last)\b", re.IGNORECASE)
# (gate-en15: a hyphenated name part may be capitalised after the hyphen: "Abdul-Jabbar", "Jean-Claude")
_PERSON_WORD = re.compile(r"[A-Z][a-zà-ÿ'’.-]+(?:-[A-Z][a-zà-ÿ'’.]+)*|[A-Z]\.")
_NOT_PERSON_FIRST = frozenset(("The", "Team", "Real", "Inter", "Red", "New", "Los", "San", "St", "St."))
_ORG_WORDS = frozenset(("united", "city", "fc", "club", "athletic", "rovers", "wanderers", "county", "state", "town",
                        "albion", "hotspur", "villa", "racing", "motors", "airlines", "inc", "group", "party"))


@lru_cache(maxsize=1)
def _lists() -> tuple[frozenset[str], frozenset[str]]:
    """(public single names lower-cased, census first names)."""
    return (read_name_list(_DATA / "public_mononyms_en.txt", str.lower)[0],
            read_name_list(_DATA / "given_names_full_en.txt")[0])


def _person(subject: str) -> bool:
    """``subject`` is shaped like a person's name: "Pete Sampras", "Miguel Induráin", a public single name."""
    words = subject.split()
    mononyms, given_names = _lists()
    if len(words) == 1:
        return words[0].lower() in mononyms
    if not 2 <= len(words) <= 3 or words[0] in _NOT_PERSON_FIRST:
        return False
    if not all(_PERSON_WORD.fullmatch(w) for w in words):
        return False
    if any(w.lower() in _ORG_WORDS for w in words) or named_actor(words[0]) == words[0].lower():
        return False  # "Manchester United", "Dallas Cowboys": a club goes on
    # a known place or body last ("Bayern Munich") unless a given name opens it ("Michael Jordan")
    return words[0] in given_names or not named_actor(words[-1])


_MAX_TALLY_WORDS = 16  # a quiz question's length (gate.py's _SHORT_QUESTION_WORDS)


def completed_tally(text: str) -> str | None:
    """The subject when ``text`` asks, in the past simple, a person's or a body of work's finished tally or the date
    of a win, with no time word; else ``None``. A count or a list needs a sign that the span is closed (a closing
    qualifier, a spell with a named team, a show's own run, a person of history): review14b."""
    m = _ASK.match(text)
    # (the time words are looked for from the subject on: "in which year did ..." asks a date, no live span; a long
    # question tells a news item's deed, not a career's tally; gate-en15)
    if not m or _LIVE.search(text, m.start("subject")) or len(text.split()) > _MAX_TALLY_WORDS:
        return None
    subject = m.group("subject").strip()
    if not (_person(subject) or _WORKS.match(text)):
        return None
    if (_COUNT_ASK.match(text) and not (_CLOSED.search(text) or _SPELL.search(text) or _SHOW_RUN.match(text))
            and (not history_person(subject) or estate_catalogue(text))):
        return None  # review14b: "how many goals did Messi score": the count may still be growing
    return subject


def closed_tally(text: str) -> bool:
    """``text`` is a finished tally closed by its own words ("How many albums did ABBA record before they broke
    up?", "... before he died"): the closing clause tells the span's end, not a news deed (review15b)."""
    return bool(_CLOSED.search(text)) and completed_tally(text) is not None


# gate-en15 (wave 18 read, the review's leftover): a living person's works counted in the past simple with no closing
# word ("How many albums did Taylor Swift release?", "How many novels did Stephen King publish?") count what is
# still growing: a catalogue goes on for decades while its maker lives (makers who died are in the history list). A
# sports tally in the past simple ("How many Stanley Cups did Mario Lemieux win?") is mostly asked of a finished
# career and stays as gate-en14 left it; so do a life's facts ("have")
_WORK_VERBS = frozenset(("record", "release", "make", "direct", "write", "publish", "produce", "compose", "paint",
                         "put out", "star"))


# the entries of a named series ("How many Star Wars films did George Lucas direct?"): a set one maker's part in is
# mostly closed, unlike the whole catalogue ("how many films")
_NAMED_SERIES = re.compile(r"^\s*(?i:how\s+many)\s+(?:[\w'’-]+\s+){0,3}?[A-Z][\w'’-]*\s+"
                           r"(?:[\w'’-]+\s+){0,4}?(?i:did)\b")


_MAKER_WORD = re.compile(r"[A-Za-zà-ÿ'’.-]+")


def _maker(subject: str) -> bool:
    """``subject`` names one living maker as people type it, in any case (gate16): a public single name ("drake"), or
    two or three words opening with a census given name ("Taylor Swift", "taylor swift", "Ed Sheeran"). A band named
    like a person ("Led Zeppelin", "Pink Floyd", "Black Sabbath") opens with no given name: counted in the past simple,
    its catalogue is read as finished, as gate-en14 reads "how many albums did The Smiths record"."""
    words = subject.split()
    mononyms, given_names = _lists()
    if len(words) == 1:
        return words[0].lower() in mononyms
    if not 2 <= len(words) <= 3 or not all(_MAKER_WORD.fullmatch(w) for w in words):
        return False
    if any(w.lower() in _ORG_WORDS for w in words) or named_actor(words[0]) == words[0].lower():
        return False  # "manchester united", "dallas cowboys": a club goes on
    return words[0][:1].upper() + words[0][1:].lower() in given_names


# gate17: careers and bodies of work known to be over (data/gate_careers_over.txt: retired athletes, split bands,
# makers who died), asked their tally or date in the past: "how many times did michael schumacher win the f1 title",
# "how many tour de france wins did eddy merckx have", "乔丹职业生涯一共拿了几个总冠军", "张国荣一共拍过多少部电影"
_CAREERS_OVER = _DATA / "gate_careers_over.txt"
_HAN = re.compile(r"[\u4e00-\u9fff]")
# a Chinese tally or date asked of the past: a count or a year with 了 / 过 / 一共 / 生涯 ("一共拿过几块金牌")
_TALLY_ZH = re.compile(r"(?:几|多少|哪一?年)")
_PAST_ZH = re.compile(r"了|过|一共|总共|共计|生涯|这辈子|一生")
_LIVE_ZH = re.compile(r"现在|目前|如今|今年|本赛季|这个赛季|最近|最新|还在|仍然|复出|至今|"
                      # review17a: a second career that runs (齐达内执教…, 贝克汉姆当老板以来…) or a span up to now
                      r"执教|教练|主帅|老板|东家|董事长|主席|解说|以来")
# review17a: a second career counted ("how many games did steven gerrard win as a manager", "as an owner"): a player's
# career is over, the coach's or the owner's runs
_SECOND_CAREER = re.compile(r"\bas\s+(?:an?\s+|the\s+|their\s+|his\s+|her\s+)?(?:[\w-]+\s+)?(?:manager|coach|boss|"
                            r"owner|co-owner|chairman|president|executive|broadcaster|commentator|analyst|pundit|"
                            r"principal|adviser|advisor|mentor|investor|gm)\b", re.IGNORECASE)
# review17a: a Chinese name inside a longer one is someone or something else: 小 or a given name and "·" before it
# (小舒马赫, 米克·舒马赫: the son, still racing), a brand or a product after it (乔丹体育, 古龙水)
_NAMESAKE_BEFORE_ZH = ("小", "·", "•")
_NAMESAKE_AFTER_ZH = re.compile(r"体育|水|牌|品牌|公司|集团|股份|科技|基金会|俱乐部|餐厅|酒店")


# review17a: the works of a maker whose estate still puts out new ones ("~" in the list), counted in Chinese
_WORKS_ZH = re.compile(r"专辑|唱片|单曲|歌|书|小说|作品|电影")


@lru_cache(maxsize=1)
def _careers_over() -> tuple[frozenset[str], tuple[str, ...], frozenset[str]]:
    """(the English names lower-cased, the Chinese names, the names marked "~": makers whose estate still puts out
    new work) of data/gate_careers_over.txt."""
    names, estate = read_name_list(_CAREERS_OVER, lambda n: " ".join(n.lower().split()))
    return (frozenset(n for n in names if not _HAN.search(n)),
            tuple(sorted((n for n in names if _HAN.search(n)), key=len, reverse=True)), estate)


def career_ended_tally(text: str) -> str | None:
    """The name when ``text`` asks, in the past, the tally or a date of a career known to be over (gate17), else
    ``None``: English in the shape of :data:`_ASK` ("how many ... did <name> <verb>"), Chinese with a count and a
    past or whole-span word (了, 过, 一共, 生涯); a time word ("this season", 现在, 复出) or a second career ("as a
    manager", 执教, review17a) keeps it live, and a Chinese namesake (小舒马赫, 乔丹体育) is no match; the works of a maker
    whose estate still puts out new ones, counted, run ("how many albums did johnny cash release", review17a)."""
    english, chinese, estate = _careers_over()
    if _HAN.search(text):
        if not (_TALLY_ZH.search(text) and _PAST_ZH.search(text)) or _LIVE_ZH.search(text):
            return None
        name = next((n for n in chinese if _own_name_zh(text, n)), None)
        return None if name in estate and _WORKS_ZH.search(text) else name
    m = _ASK.match(text)
    if not m or _LIVE.search(text) or _SECOND_CAREER.search(text):
        return None
    words = " ".join(re.sub(r"[^\w'’.&!-]+", " ", m.group("subject").lower()).split())
    name = next((n for n in (words, words[4:] if words.startswith("the ") else "", f"the {words}") if n in english),
                None)
    works_counted = bool(_COUNT_ASK.match(text)) and " ".join(m.group("verb").lower().split()) in _WORK_VERBS
    return None if name is None or (name in estate and works_counted) else words


def estate_catalogue(text: str) -> bool:
    """``text`` counts the works of a maker whose estate still puts out new ones ("~" in data/gate_careers_over.txt:
    "how many albums did johnny cash release"), in the career ask's shape with no closing word (review17a): the
    count runs though the life ended."""
    m = _ASK.match(text)
    if not m or not _COUNT_ASK.match(text) or " ".join(m.group("verb").lower().split()) not in _WORK_VERBS:
        return False
    if _CLOSED.search(text) or _SPELL.search(text) or _SHOW_RUN.match(text) or _NAMED_SERIES.match(text):
        return False
    words = " ".join(re.sub(r"[^\w'’.&!-]+", " ", m.group("subject").lower()).split())
    estate = _careers_over()[2]
    return words in estate or f"the {words}" in estate


def _own_name_zh(text: str, name: str) -> bool:
    """``name`` stands in ``text`` on its own somewhere: not after 小 or a given name's "·", not before a brand or a
    product word (review17a)."""
    start = text.find(name)
    while start >= 0:
        end = start + len(name)
        if not (start and text[start - 1] in _NAMESAKE_BEFORE_ZH) and not _NAMESAKE_AFTER_ZH.match(text, end):
            return True
        start = text.find(name, end)
    return False


def running_tally(text: str) -> str | None:
    """The subject when ``text`` counts a person's works, or wins in a second career ("as a coach", review17a), in
    the past simple with no time word and nothing that closes the span (no career word, spell or show run) and the
    person is no one of history; else ``None``.
    Such a count grows while the career runs (review14b's reading), so it is asked of the present."""
    m = _ASK.match(text)
    if not m or _LIVE.search(text) or not _COUNT_ASK.match(text):
        return None
    # review17a: a second career's wins ("how many titles did jose mourinho win as a coach") grow like a catalogue
    second_career = bool(_SECOND_CAREER.search(text))
    if " ".join(m.group("verb").lower().split()) not in _WORK_VERBS and not second_career:
        return None
    subject = m.group("subject").strip()
    if not (_maker(subject) or second_career) or career_ended_tally(text) \
            or (history_person(subject) or history_person(text)) and not estate_catalogue(text):
        return None
    if _CLOSED.search(text) or _SPELL.search(text) or _SHOW_RUN.match(text) or _NAMED_SERIES.match(text):
        return None
    return subject


# gate-en15 (wave 18 read): the date of a film's prize asked in the past simple ("When did Jaws win Best Picture?",
# "When did Psycho win Best Picture?"): a film wins its prize once, so one fixed answer or none (FreshQA's
# false-premise shape). A country's or a team's win, or a hosting, is left a search: its list goes on (gate-en14:
# "When did Argentina win the World Cup?"; SituatedQA: "when did mexico host the fifa world cup", again in 2026)
_PAST_WIN_DATE = re.compile(
    r"^\s*(?:when|(?:in\s+)?(?:what|which)\s+year)\s+did\s+(?:[\w'’.&-]+\s+){1,5}?(?:ever\s+)?"
    r"win\s+(?:the\s+)?(?:(?:oscar|academy\s+award)\s+for\s+)?(?:best\s+(?:picture|film|animated\s+feature|"
    r"foreign\s+language\s+film|international\s+feature)|palme\s+d'or|golden\s+(?:lion|bear))\b", re.IGNORECASE)
# gate-en15 (its second probe): a prize asked with the deed it was given for ("Who won the Nobel Prize in Physics for
# discovering X-rays?", "for inventing the laser"): that deed's prize, one fixed answer, not the latest edition
_PRIZE_FOR_DEED = re.compile(r"\b(?:won|received|was\s+awarded|were\s+awarded|got|shared)\b[^?]*"
                             r"\b(?:prize|medal|award)\b"
                             r"[^?]*?\bfor\s+(?:(?:his|her|their)\s+)?(?:discover|invent|develop|creat|identify|prov|"
                             r"explain|describ|isolat|synthesi[sz]|decod|map)(?:ing|ery|ion|ment)\b", re.IGNORECASE)
_RECENCY = re.compile(r"\b(?:last|latest|recent|recently|most\s+recently|lately|this|next|again|yet|now|"
                      r"current(?:ly)?|so\s+far)\b", re.IGNORECASE)


def past_win_date(text: str) -> bool:
    """``text`` asks when (which year) a film won its prize, in the past simple, with no recency word."""
    return bool(_PAST_WIN_DATE.match(text)) and not _RECENCY.search(text)


_NEW_DEED = re.compile(r"\bnew(?:ly)?\b", re.IGNORECASE)
# review15b: a category named, then the work it was won for ("Who won Best Director for Schindler's List?", "the
# Oscar for Best Actor for Raging Bull", "Album of the Year for Rumours"): the category is already said, so the
# capitalised name after its "for" is the work, and the prize is that year's, fixed
_PRIZE_FOR_WORK = re.compile(r"\b(?i:won|wins|received|got|was\s+awarded|took\s+home)\s+[^?]*?"
                             r"\b(?i:best\s+[a-z]+(?:\s+[a-z]+)?|(?:album|record|song|film|book)\s+of\s+the\s+year)"
                             r"\s+(?i:for)\s+(?!(?i:best|outstanding)\b)(?:[Tt]he\s+)?[A-Z0-9]")


# ... typed in lower case ("who won best director for schindler's list"): any word after "for" but a count of times, an
# article, a pronoun or a category ("for the third time", "for a new series", "for his role", "for best actor")
_PRIZE_FOR_WORK_LOWER = re.compile(r"\b(?:won|wins|received|got|was\s+awarded|took\s+home)\s+[^?]*?"
                                   r"\b(?:best\s+[a-z]+(?:\s+[a-z]+)?|(?:album|record|song|film|book)\s+of\s+the\s+year)"
                                   r"\s+for\s+(?!(?:an?|his|her|their|its|best|outstanding)\b)"
                                   r"(?!(?:the\s+)?(?:[\w-]+\s+)?times?\b)[\w'’-]")


def prize_for_work(text: str) -> bool:
    """``text`` asks who won a named category for a named work, with no time word or new work."""
    pattern = _PRIZE_FOR_WORK_LOWER if text.islower() else _PRIZE_FOR_WORK
    return bool(pattern.search(text)) and not _RECENCY.search(text) and not _NEW_DEED.search(text)


def prize_for_deed(text: str) -> bool:
    """``text`` asks who won a prize for a named deed (a discovery, an invention), told in the past tense; not a deed
    told as new or with a time word ("for developing the new malaria vaccine": this year's news, review15b)."""
    return bool(_PRIZE_FOR_DEED.search(text)) and not _RECENCY.search(text) and not _NEW_DEED.search(text)


@lru_cache(maxsize=512)
def fixed_prize(text: str) -> bool:
    """A prize or win with one fixed answer: when a work won ("when did Jaws win Best Picture"), a prize for a named
    deed ("for discovering X-rays") or for a named work ("Best Director for Schindler's List"). The gate asks this from
    two rules per question; the cache makes the second ask free."""
    return past_win_date(text) or prize_for_deed(text) or prize_for_work(text)


screen_patterns(globals())  # each pattern above skips a text lacking a word all its matches need (time/prefilter.py)
