"""The user's own work and people asked by name: "any updates on the Henderson account", "is Mary pregnant", "张总的报价出来了吗".

Round 12's status shapes ("where are we on ...", "any updates on ...", "is <name> pregnant") read any name as a public
one, and sent questions about the user's own accounts, tickets, colleagues and family to a search engine, which
cannot answer them and learns the user's affairs (review12a). Such questions share marks that public news lacks:

* an internal thing: "the <Name> account / file / project / migration / proposal / renewal ..." (one name word
  before a lower-case work noun, not a known public name from ``gate_names.txt``), a ticket key ("OPS-4412"), a
  team ritual ("our sprint", "the retro", "standup", "all-hands", "OKRs");
* the user's own group: "our / my team's, client, vendor, boss, manager, colleague ...";
* a person by a bare first name (a common given name, ``data/given_names_en.txt``, with no surname or other name
  beside it) or a relative ("Grandpa", "Aunt Linda");
* in Chinese: 我们组 / 我司 / 组里 / 我们部门, a colleague or client by title (张总, 王姐, 李经理, 小李, 老刘),
  同事 / 客户 / 老板 / 领导, a relative (表姐, 婆婆, 舅舅).

A public disruption or a market figure beside them ("is our office closed because of the snowstorm", "老板说金价还要
涨") is still for the web, and a fan's "my team" is a sports team. ``own_work(text)`` returns the cue, or ``None``;
``gate.decide_by_rules`` asks it before the hard triggers (an explicit request to search still wins).
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)
from functools import lru_cache
from pathlib import Path

from ..datafile import read_name_list
from .gate_news import named_actor
from .gate_possession import claim_check, owned_matter

__all__ = ["own_work"]

GIVEN_NAMES_FILE = Path(__file__).resolve().parent.parent / "data" / "given_names_en.txt"
SURNAMES_FILE = GIVEN_NAMES_FILE.with_name("surnames_en.txt")

# a lower-case work noun after "the <Name>": the user's own file, deal or job ("the Henderson file", "the Jira
# migration"); a capitalised head is a proper name ("the Manhattan Project")
_WORK_HEAD = (r"(?:account|file|project|migration|proposal|renewal|pitch|contract|rewrite|redesign|revamp|"
              r"cleanup|clean-up|onboarding|offboarding|kickoff|kick-off|deploy|handoff|hand-off|invoice|deck|spec|"
              r"mockups?|backlog|sprint|roadmap|okrs?|paperwork|estate|retainer|workstream|epic|branch|repo|build|"
              r"deal|case\s+file|quote|order|po)")  # privacy23: "did the Henderson deal close yet"
_INTERNAL_THING = re.compile(r"\bthe\s+(?P<name>[A-Z][\w&'-]*|Q[1-4])\s+(?P<head>" + _WORK_HEAD + r")\b(?!\s+(?:of|in)\b)")
# heads only a team's own work bears ("the Jira migration", "the Salesforce onboarding"): any name but a known public
# one; every other head is borne by public ventures too ("the Stargate project", "the Fed roadmap", "the Seine
# cleanup", "the Medicare proposal") and is private only after a person's name ("the Henderson account", "the Smith
# project") or a quarter ("the Q3 roadmap")
_TEAM_ONLY_HEADS = frozenset(("migration", "onboarding", "offboarding", "backlog", "sprint", "okr", "okrs", "mockup",
                              "mockups", "workstream", "epic", "repo", "retainer", "spec", "handoff", "hand-off",
                              "deploy"))
# "OPS-4412", "PROJ-2291": a tracker's key (not "COVID-19", "MERS-2012", "USS-...")
# (and not a model, a mission, a standard or an advisory: "GPT-5.5", "STS-135", "CVE-2024-3094", "ISO-9001")
_TICKET_KEY = re.compile(r"\b(?!(?:COVID|SARS|MERS|USS|HMS|NCT|GPT|STS|CVE|ISO|RFC|NGC|DIN|IEC|ANSI|IEEE)-)"
                         r"[A-Z]{3,}[A-Z0-9]*-\d{2,6}\b(?![.-]\d)")
# a team's rituals and records: "our sprint", "sprint 14", "the retro", "standup", "all-hands", "our OKRs"
_RITUAL = re.compile(r"\b(?:(?:our|my|this|next|the\s+current|current|last)\s+sprint(?!\s+(?:of|at|in)\b)|sprint\s+\d+|sprint\s+(?:goals?|"
                     r"planning|review|velocity)|(?:the|our|my|daily|morning|in|at|team|weekly|(?:mon|tues|wednes|thurs|fri)day)\s+(?:stand-?ups?|retros?)"
                     r"(?!\s+(?:comed\w*|comics?|specials?|shows?|sets?|paddle\w*|desks?|gigs?|tours?))|"
                     r"retrospective\s+(?:meeting|notes)|all-hands|offsite|one-on-one|1:1|"
                     r"(?:our|my|team)\s+okrs?|expense\s+report|perf(?:ormance)?\s+review|on-?call\s+rotation|"
                     r"(?:paternity|maternity|parental|sick)\s+leave|pto)\b", re.IGNORECASE)
# the user's own group or people at work
_OWN_GROUP = re.compile(r"\b(?:our|my)\s+(?:team['’]s|(?:team|company|startup|firm|agency|department|dept|org|"
                        r"office|squad)\b(?!\s+(?:closed|shut))|clients?['’]?s?|customers?['’]s|vendors?['’]?s?|boss|"
                        r"manager|supervisor|colleagues?|co-?workers?|teammates?|team\s+lead|direct\s+reports?|"
                        r"intern|landlord|recruiter|(?:son|daughter|kid|child)['’]s\s+teacher)\b", re.IGNORECASE)
# a fan's "my team" (a sports team), not a workplace
_SPORT = re.compile(r"\b(?:win|won|lose|lost|beat|score|scored|game|match|playoffs?|standings|league|draft|traded?|"
                    r"season|fixture|kick-?off\s+time)\b", re.IGNORECASE)
# a public disruption, a market figure or the news beside the user's own place or people: the web knows it
_WORLD_EN = re.compile(r"\b(?:snow\w*|storms?|hurricanes?|typhoons?|floods?\w*|weather|strikes?|outages?|power\s+cut|"
                       r"earthquake|wildfires?|traffic|stock\s+price|shares?\s+price|share\s+price|in\s+the\s+news|"
                       r"the\s+news|stocks?|shares|trading\s+at|acquired|ipo|lay-?offs?\s+(?:at|in)\s+[A-Z])\b", re.IGNORECASE)
# a storm or a service called by a first name ("has Beryl made landfall", "is Alexa down"); a player by one ("did
# Max win")
_STORM_OR_SERVICE = re.compile(r"\b(?:landfall|category\s+\d|weaken\w*|strengthen\w*|intensif\w*|down|outage|offline|"
                               r"updates?|upgraded?|released?|launch\w*|versions?|app|race|podium|pole|"
                               # a player, a show or a star called by a first name: "is Steph playing tonight",
                               # "is Emily season 2 out", "is Dolly touring"
                               r"play|plays|playing|pitch\w*|lineup|roster|season\s+\d+|episodes?|trailer|renewed|"
                               r"premieres?|albums?|tour|touring|concerts?|tickets?|box\s+office)\b", re.IGNORECASE)
# relatives and a coach by a first name: "Grandpa", "Aunt Linda", "Coach Dan" (not "Uncle Sam": the US)
# ("Gran Turismo", "Cousin Itt": a name after the word makes it a title's part)
_RELATIVE = re.compile(r"(?<!\bthe\s)\b(?:Grandma|Grandpa|Granny|Nana|Mom|Mum|Dad|Mommy|Daddy)\b(?!\s+[A-Z])|"
                       r"\b(?:[Uu]ncle|[Aa]unt|[Aa]untie|Coach)\s+(?!Sam\b)[A-Z][a-z]+\b(?!\s+[A-Z])")  # privacy23: "auntie Rose"
_CAPITALISED = re.compile(r"\b[A-Z][\w'’.&-]*")
# capitalised for other reasons than being a name, or a title and a relative beside a first name
_NOT_A_NAME = frozenset({"I", "I'm", "I've", "I'd", "I'll", "OK", "Monday", "Tuesday", "Wednesday", "Thursday",
                         "Friday", "Saturday", "Sunday", "Mr", "Mrs", "Ms", "Dr", "Coach", "Uncle", "Aunt", "Auntie",
                         "Cousin", "Grandma", "Grandpa", "Granny", "Nana", "Mom", "Mum", "Dad", "PR", "ETA", "HR",
                         "PTO", "OKR", "OKRs", "KPI", "KPIs", "Q1", "Q2", "Q3", "Q4", "EOD", "ASAP", "FYI"})
# "is Wendy's open today", "Claire's closing stores": a shop named for a person
_SHOP_AFTER = re.compile(r"\s*(?:[?.!]|$|\s(?:open|opening|closed|closing|hours|menu|near|nearby|selling|serving|"
                         r"offering|hiring|stock|shares|app|deals?|sale|prices?|locations?|stores?)\b)", re.IGNORECASE)
_CAPITAL_AFTER = re.compile(r"\s+[A-Z]")  # "Charlie Kirk", "Mary Ann": a full name, maybe a public one
# (and "in Kent", "near Chester": a place after a preposition of place)
_THING_BEFORE = re.compile(r"\b(?:the|a|an|of|this|that|these|those|in|at|near|around|across|outside|inside|into|"
                           r"through|toward|towards)\s+$", re.IGNORECASE)
_SURNAME_AFTER = re.compile(r"\s+(?:[a-z]+[A-Z][\w'’-]*|(?:van|von|de|da|del|der|di|du|la|le|bin|al|el|st\.?)\s+\w)")
_QUESTION_WORDS = frozenset({"Is", "Are", "Was", "Were", "Did", "Does", "Do", "Has", "Have", "Had", "What", "What's",
                             "Where", "Where's", "When", "Who", "Who's", "Why", "How", "How's", "Will", "Can",
                             "Could", "Should", "Would", "Any", "So", "And", "Ok", "Okay", "Hey", "Still", "Does"})

# Chinese: our group, a colleague or client by title, the boss, a relative
_OWN_GROUP_ZH = re.compile(r"我们(?:组|小组|部门|团队|公司|项目组|课题组|实验室|工作室|科室|单位)|咱们?(?:组|部门|团队|公司)|"
                           r"我司|本司|组里|组内|部门里|团队里")
_SURNAMES = ("王李张刘陈杨黄赵吴周徐孙朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔"
             "钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段侯史陶黎贺顾毛郝龚邵钱严武戴莫孔汤")
# what may follow a title in a sentence about that person ("张总的报价", "王姐那边", "李经理那个合同")
_AFTER_TITLE = "的那这说最今昨明回发批同在还有要让出已报给跟和怎什几多，。？?吗呢了也都去来把被对"
_TITLED_ZH = re.compile(r"(?:^|(?<=[^\u4e00-\u9fff])|(?<=[问找跟和让给说请叫同事客户]))[" + _SURNAMES + r"]"
                        r"(?:总|姐|哥|工|经理|主任|主管|组长|老师|律师|科长|处长|阿姨|叔)(?=[" + _AFTER_TITLE + r"]|$)|"
                        r"(?:同事|客户|甲方|领导|老板|上司|主管)(?:[小老][" + _SURNAMES + r"]|[" + _SURNAMES + r"](?:总|姐|哥|工|"
                        r"经理))|(?:^|我的?|我们的?|咱们?的?)(?:老板|领导|上司|主管|经理|组长|老大|同事|客户|甲方)(?=[" + _AFTER_TITLE + r"])|"
                        # (gate20: not inside a word, "养老金今年上调了多少", "敬老院", "古老", "元老")
                        r"(?<![养敬古元长父月防苍衰])[小老阿][" + _SURNAMES + r"](?=[" + _AFTER_TITLE + r"])")
# a nickname ("小芳", "阿强") before a private matter of that person
_NICKNAME_ZH = re.compile(r"(?:^|(?<=[^\u4e00-\u9fff]))[小阿][\u4e00-\u9fff](?:和[小阿老][\u4e00-\u9fff])?[^，。？?]{0,8}?"
                          r"(?:怀孕|离职|辞职|请假|结婚|离婚|生病|住院|出院|心情|谈恋爱|在谈|回复|回消息|上班|升职|加薪|跳槽)")
_RELATIVE_ZH = re.compile(r"婆婆|公公|岳父|岳母|丈母娘|表[哥姐弟妹]|堂[哥姐弟妹]|舅舅|舅妈|姑姑|姑父|姨妈|小姨|婶婶|"
                          r"[大二三四小]叔|大伯|嫂子|姐夫|妹夫|弟媳|侄子|侄女|外甥|闺蜜|室友|邻居|班主任|"
                          r"我(?:妈|爸|老公|老婆|儿子|女儿|孩子|家)|^(?:老公|老婆|孩子|儿子|女儿)")
_WORLD_ZH = re.compile(r"停课|停运|停水|停电|台风|暴雨|暴雪|地震|疫情|限行|封路|天气|气温|股价|金价|油价|汇率|房价|新闻|热搜|"
                       r"官宣|发布会|宕机|崩了|故障|很火|火了|爆火|走红|上榜|利率|贬值|升值|涨价|降价")
# someone reporting a public claim ("客户说人民币又贬值了", "表哥说今年房贷利率又降了"): the claim is the question
# (privacy23: not "说了啥" / "说什么": what they said is asked, no claim reported: "班主任在群里说了啥")
_REPORTED_ZH = re.compile(r"(?:说|讲|告诉我|听说|转发|发给我)(?!的那个|的那份|的那件|了?(?:啥|什么|些啥|些什么))")


@lru_cache(maxsize=2)
def _word_list(path: Path) -> frozenset[str]:
    return read_name_list(path)[0]


def given_names() -> frozenset[str]:
    """The common English given names (``data/given_names_en.txt``)."""
    return _word_list(GIVEN_NAMES_FILE)



def _internal_thing(text: str) -> str | None:
    """"the Henderson file", "the Jira migration", "the Q3 roadmap": a work noun after one name word that is no
    known public name; a head a public venture also bears needs a person's name before it."""
    for m in _INTERNAL_THING.finditer(text):
        name, head = m.group("name"), m.group("head")
        if named_actor(name):
            continue
        if (head not in _TEAM_ONLY_HEADS and not re.fullmatch(r"Q[1-4]", name) and name not in given_names()
                and name not in _word_list(SURNAMES_FILE)):
            continue
        return m.group(0)
    return None


def _first_name_only(text: str) -> str | None:
    """The first name when every name-like word of ``text`` is a common given name, a title or a relative ("is Mary
    pregnant", "did Coach Dan cancel practice"): a person the user knows, not a public one (who has a surname)."""
    names = given_names()
    found = None
    for i, m in enumerate(_CAPITALISED.finditer(text)):
        word = re.sub(r"(?:['’]s?|\.)$", "", m.group(0))
        if word in names:
            before, after = text[:m.start()], text[m.end():]
            # "the Elizabeth line", "a barrel of Brent crude", "the Oscar favourites": a name used as a thing's name;
            # "Ron deSantis", "Vincent van Gogh": a surname the capitals do not show
            if (_THING_BEFORE.search(before) or _SURNAME_AFTER.match(after) or _CAPITAL_AFTER.match(after)
                    or (re.match(r"['’]s", m.group(0)[len(word):]) and _SHOP_AFTER.match(after))):
                return None
            found = found or word
        elif word in _NOT_A_NAME or (i == 0 and m.start() == len(text) - len(text.lstrip()) and word in _QUESTION_WORDS):
            continue
        elif i == 0 and m.start() == len(text) - len(text.lstrip()) and word.lower() in ("is", "are", "did", "has"):
            continue
        else:
            return None  # another name ("Taylor Swift", "Emma Stone", "Wimbledon"): maybe a public person or place
    return found


def own_work(text: str) -> str | None:
    """The cue when ``text`` asks about the user's own work, colleagues, clients or family by name, else ``None``."""
    if re.search(r"[\u4e00-\u9fff]", text):
        if _WORLD_ZH.search(text) or (_REPORTED_ZH.search(text) and not _OWN_GROUP_ZH.search(text)):
            return None
        m = _OWN_GROUP_ZH.search(text) or _TITLED_ZH.search(text) or _NICKNAME_ZH.search(text) or _RELATIVE_ZH.search(text)
        return f"own_zh:{m.group(0)}" if m else owned_matter(text)
    if _WORLD_EN.search(text) or claim_check(text):  # privacy23: "my boss says ..., is that true?": the claim
        return None
    if thing := _internal_thing(text):
        return f"internal:{thing.lower()[:32]}"
    if m := _TICKET_KEY.search(text) or _RITUAL.search(text):
        return f"internal:{m.group(0).lower()[:32]}"
    if (m := _OWN_GROUP.search(text)) and not (re.search(r"\bteam\b", m.group(0), re.IGNORECASE) and _SPORT.search(text)):
        return f"own_group:{m.group(0).lower()}"
    if m := _RELATIVE.search(text):
        return f"relative:{m.group(0).lower()}"
    if (name := _first_name_only(text)) and not (_SPORT.search(text) or _STORM_OR_SERVICE.search(text)):
        return f"first_name:{name.lower()}"
    return owned_matter(text)  # privacy23: "is our staging server still up", "how many sick days has Jordan taken"
