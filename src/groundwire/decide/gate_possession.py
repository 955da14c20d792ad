"""The user's own people, things and organisation by a grammar of possession (privacy23): "is my bf still mad about
last night", "is our staging server still up", "how many sick days has Jordan taken this year", "我们服务器现在CPU
占用多少".

The privacy rules before listed shapes: an internal "the <Name> file", a ticket key, a colleague by first name, the
user's own booking with a calendar word. Questions about what only the user (or their organisation) has went to a
search engine as soon as a time word ("last night", "right now", "this term", 现在, 这个月) or a status word ("still",
"yet", "current") came in: privacy23's blind set kept 0.53 of its fit half's private questions local. What those
questions share is an OWNER and an OWNED THING only the owner knows:

* an owner: "my" / "our" (not "my city", "our country": places and nations are public), a person the user knows by a
  first name owning it ("Noah's report card", "Ben's expense report"), the user as the agent of a relative clause
  ("the ticket I filed", "the SOW we sent"), a private role with "the" ("the babysitter", "the intern", "the new
  hire") or a department of the user's firm as the subject ("has payroll gone out", "did finance reimburse");
* an owned thing from word CLASSES (not sentences): people by kinship or role (sister, bf, roommate, coach, CFO,
  advisor), belongings and errands (order, parcel, refund, gift card, claim, application, car, wifi), records (results,
  cholesterol, grades, GPA, balance, invoice, budget, payroll), systems (server, repo, build, PR, NAS, logs, cron,
  prod), the firm's work (standup, sprint, ticket, client, bookings, inventory, shift);
* in Chinese: 我的 / 我们(的) / 咱们 / 我家 before such a noun (我们班, 我们群, 我们服务器, 我的快递, 咱们店), or a family
  member opening the question (宝宝, 老公); 公司 alone opening the question is the speaker's firm.

Public twins stay searched: a public disruption or market word beside the owned thing ("is my flight delayed by the
storm", "is there a recall on my car", "my stocks today"), a public place owned ("my city", "our state"), a fan's
favourite ("my favorite team"), a first name that is part of a public name ("Prince Harry's court case").
``owned_matter(text)`` returns the cue or ``None``; ``gate_workplace.own_work`` asks it last (an explicit request to
search is read before it in ``gate.decide_by_rules``).
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from .gate_news import named_actor

__all__ = ["owned_matter", "claim_check"]

# people the user has: kin, partners, friends, people at home, school and work (not "my team": a fan's too; the
# workplace rule reads it with its sports guard). Word sets, not an alternation: the owner scan below looks each word
# up once (linear in the text whatever its length)
PEOPLE_EN = frozenset("""
sis sister sisters brother brothers bro siblings sibling mom mum mother dad father parents grandma grandpa grandmother
grandfather grandparents granny nana aunt auntie uncle cousin cousins niece nephew son sons daughter daughters kid kids
child children baby toddler husband wife hubby partner spouse bf gf boyfriend girlfriend fiance fiancee fiancé fiancée
ex friend friends bestie roommate roommates flatmate flatmates housemate housemates neighbor neighbors neighbour
neighbours in-laws in-law mother-in-law father-in-law sister-in-law brother-in-law boss manager supervisor coworker
coworkers co-worker co-workers colleague colleagues teammate teammates intern interns cfo ceo cto coo accountant lawyer
attorney doctor dentist therapist pediatrician paediatrician gp landlord landlady tenant tenants babysitter nanny
sitter tutor teacher teachers prof professor advisor adviser ta coach classmate classmates group staff employee
employees supplier suppliers vendor vendors client clients customer customers host plumber contractor investors board
devops
""".split()) | frozenset(("best friend", "new hire", "study group"))
# the user's belongings, errands, records, systems and the firm's work
THINGS_EN = frozenset("""
order orders parcel parcels package packages delivery deliveries shipment shipments return returns refund refunds
tracking booking bookings reservation reservations appointment appointments account accounts balance bill bills
invoice invoices payment payments statement statements subscription subscriptions claim claims application
applications visa passport license licence permit result results test tests scan scans mri x-ray x-rays xray labs lab
prescription prescriptions meds medication medications cholesterol weight steps sleep grade grades gpa marks transcript
essay thesis homework assignment assignments paper draft schedule calendar inbox email emails e-mail e-mails message
messages text texts dm dms story post posts notes file files document documents photos password wifi wi-fi router car
house home apartment flat place rent lease mortgage loan insurance salary paycheck payslip pay bonus raise taxes server
servers repo repository codebase build builds pipeline ci deploy deploys deployment deployments branch branches pr prs
commit commits cluster database db api website site log logs cron container containers nas staging prod production
dashboard metrics ticket tickets backlog sprint standup stand-up meeting meetings agenda budget payroll expense expenses
revenue sales inventory shift shifts rota roster contract proposal deal churn okr okrs kpi kpis numbers quota target
targets shop store stall restaurant cafe office building warehouse class course project capstone exam midterm final
finals call calls review leave pto
""".split()) | frozenset((
    "gift card", "credit card", "debit card", "gift cards", "credit cards", "blood test", "blood work",
    "blood pressure", "heart rate", "report card", "lab report", "course plan", "tax return", "vat return",
    "pull request", "pull requests", "cron job", "raspberry pi", "expense report", "offer letter", "background check",
    "performance review", "vacation days", "sick days", "mileage claim"))
_OWNERS = frozenset(("my", "our"))
_QUOTE_OWNERS = frozenset(("your", "our"))
_SAY_VERBS = frozenset(("say", "said", "says", "text", "texted", "tell", "told", "email", "emailed", "write", "wrote",
                        "mention", "mentioned", "message", "messaged", "announce", "announced"))
_WORD = re.compile(r"[\w'’#-]+")


def _bare(word: str) -> str:
    """The word without a possessive ending ("son's" gives "son", "parents'" gives "parents")."""
    return word[:-2] if word.endswith(("'s", "’s")) else word.rstrip("'’")


def _owned_word(words: list[str], at: int) -> tuple[str, int] | None:
    """The owned noun (one word or two) within the three words after the owner at ``at`` ("my home NAS", "our Q4
    marketing budget" reads up to "marketing budget"), with where it ends; else ``None``."""
    j = at + 1
    if j < len(words) and words[j] == "own":
        j += 1
    for k in range(j, min(j + 3, len(words))):
        word = _bare(words[k])
        pair = f"{word} {_bare(words[k + 1])}" if k + 1 < len(words) else ""
        if pair in PEOPLE_EN or pair in THINGS_EN:
            return pair, k + 2
        if word in PEOPLE_EN or word in THINGS_EN:
            return word, k + 1
    return None


# the verb (or the wh-word and its verb) that puts an owned person in the question's subject: "is my bf still mad",
# "did my sister text back", "what did my manager email", "when's my cousin's baby due". A person named anywhere else
# is mostly the one who asks or argues ("my teacher asked us ...", "my nephew and I argued about who holds the
# record"): the question is then the public one
_ASKING_VERBS = frozenset(("is", "are", "was", "were", "did", "does", "do", "has", "have", "had", "will", "would",
                           "can", "could", "should", "isn't", "didn't", "hasn't", "doesn't", "won't", "what's", "whats",
                           "when's", "whens", "where's", "wheres", "how's", "hows", "who's", "whos", "why's"))
_OF_WORDS = frozenset(("on", "in", "of", "for", "at", "from"))
_WH_WORDS = frozenset(("what", "when", "where", "how", "who", "why", "which"))
# a clause of its own: the owned noun must sit in a clause that asks
_CLAUSE = re.compile(r"[^,;:.!?—–]+[,;:.!?—–]*")
_ASKS = re.compile(r"\?\s*$|^\s*(?:(?:so|and|but|ok|okay|hey|lol|also)\s*,?\s+)?(?:what|whats|what's|who|whom|whose|which|"
                   r"when|where|why|how|is|are|was|were|do|does|did|can|could|has|have|had|will|would|should|any)\b",
                   re.IGNORECASE)


def _owned_scan_clause(clause: str, owners: frozenset[str]) -> tuple[str, bool] | None:
    words = [w.lower() for w in _WORD.findall(clause)]
    for i, word in enumerate(words):
        if word in owners and i >= 2 and words[i - 1] in _OF_WORDS and _bare(words[i - 2]) in THINGS_EN:
            return _bare(words[i - 2]), False  # "the balance on my PayPal", "the status of our Etsy shop"
        if word not in owners or not (found := _owned_word(words, i)):
            continue
        noun, end = found
        if noun in PEOPLE_EN:
            asked_of = i >= 1 and words[i - 1] in _ASKING_VERBS
            if not asked_of:
                continue
            # "my son's coach": the person the owned person has
            if end < len(words) and _bare(words[end]) in PEOPLE_EN and words[end - 1][-2:] in ("'s", "’s"):
                end += 1
            return noun, any(w in _SAY_VERBS for w in words[end:end + 2])
        return noun, False
    return None


def _owned_scan(text: str, owners: frozenset[str], *, asking_only: bool = True) -> tuple[str, bool] | None:
    """The first "owner + (up to two words) + owned noun" in a clause of ``text`` that asks, as (the noun, said by a
    person the user has: "did my son's coach say ..."); an owned person only as the subject of the asking verb
    ("is my bf ...", "did my sister ..."); else ``None``."""
    clauses = _CLAUSE.findall(text) or [text]
    for clause in clauses:
        if (not asking_only or len(clauses) == 1 or _ASKS.search(clause)) and (found := _owned_scan_clause(clause, owners)):
            return found
    return None


# a snippet the user pastes from their own mail or order ("Your order #114-2983311 has shipped", "following up on our
# call"): "your" / "our" inside the quote is the user's
_QUOTE = re.compile(r"[\"“”«»]([^\"“”«»]{4,300})[\"“”«»]")
# the market and the press beside what a person the user has said: the claim is for the web
_MARKET_OR_NEWS = re.compile(r"\b(?:news|headlines?|stocks?|stock\s+market|shares|share\s+price|crypto|bitcoin|"
                             r"rates?|inflation|prices?|election)\b", re.IGNORECASE)
# a first name owning a thing or a person: "Noah's report card", "Ben's expense report" (the noun looked up in the sets)
_NAME_OWNS = re.compile(r"(?<![\w'’.-])(?P<name>[A-Z][a-z]+)['’]s\s+(?P<rest>[\w'’#-]+(?:\s+[\w'’#-]+){0,2})")
# a first name as the one a private allowance is counted for: "how many sick days has Jordan taken"
_NAME_ALLOWANCE = re.compile(r"\b(?:vacation|holiday|sick|pto|leave)\s+days?\s+(?:does|has|did|do)\s+"
                             r"(?P<name>[A-Z][a-z]+)\b")
# a teacher or a doctor the user has, by title and surname, in their class or clinic: "did Mrs. Okoye grade the
# spelling test", "is Dr. Patel seeing patients this week" (a public figure by title is asked about public matters:
# guarded by the public words and the known public names)
_TITLED = re.compile(r"\b(?:Mr|Mrs|Ms|Miss|Dr|Prof|Professor)\.?\s+(?P<name>[A-Z][a-z]+)\b(?!\s+[A-Z])")
_CLASS_OR_CLINIC = re.compile(r"\b(?:homework|spelling|quiz(?:zes)?|tests?|grade[ds]?|grading|class(?:room)?|"
                              r"field\s+trip|permission\s+slip|report\s+cards?|parent-teacher|office\s+hours|"
                              r"syllabus|assignments?|worksheets?|clinic|patients|appointments?|referral|"
                              r"prescriptions?|surgery\s+hours|results)\b", re.IGNORECASE)
# a public doctor on public health ("what did Dr. Gupta say about the new covid test results"): the press
_PUBLIC_HEALTH_EN = re.compile(r"\b(?:covid\w*|flu|vaccines?|variants?|outbreaks?|virus|pandemic|measles|"
                               r"studies|study|trials?)\b", re.IGNORECASE)
# someone the user knows reporting a public claim, asked to be checked: "my boss keeps saying the fed cut rates
# again, is that true?" (the claim is the question)
_CLAIM_CHECK = re.compile(r"\b(?:says?|said|saying|told\s+me|claims?|claimed|thinks|heard)\b[^?]{0,160}?"
                          r"\b(?:is\s+(?:that|it|this)\s+(?:true|right|correct|real|so)|true\s*\?|for\s+real|"
                          r"fact[- ]check)", re.IGNORECASE)
# the user (or their firm) as the agent of a relative clause: "the ticket I filed", "the SOW we sent friday"
_AGENT_CLAUSE = re.compile(r"\bthe\s+(?:[\w'’-]+\s+){1,3}?(?:I|we)\s+(?:filed|sent|submitted|ordered|bought|booked|"
                           r"signed|opened|made|wrote|paid|got|received|returned|raised|logged|emailed|mailed|"
                           r"shipped|invoiced|quoted|pitched)\b", re.IGNORECASE)
# the user's firm selling, holding or owing: "how much did we sell", "how many bookings do we have"
_FIRM_DEED = re.compile(r"\b(?:did|do|have|had)\s+we\s+(?:sell|sold|make|made|bill|billed|invoice|invoiced|ship|"
                        r"shipped|have\s+(?:left|booked|in\s+stock))\b|\bdo\s+we\s+have\s+(?:left|booked|in\s+stock|"
                        r"for\s+(?:tonight|tomorrow|friday|saturday|sunday|monday|tuesday|wednesday|thursday|"
                        r"(?:this|next)\s+\w+)\b)", re.IGNORECASE)
# a private role with "the": someone the user employs or lives with
_PRIVATE_ROLE = re.compile(r"\bthe\s+(?:new\s+)?(?:babysitter|nanny|sitter|au\s+pair|intern|interns|new\s+hire|"
                           r"landlord|landlady|roommate|flatmate|housemate|daycare|nursery|plumber|electrician|"
                           r"handyman|cleaner|tutor|ta|client)['’]?s?\b"
                           # (the role as a modifier of a public thing: "the nanny state", "the intern visa programme")
                           r"(?!\s+(?:state|program(?:me)?s?|scheme|laws?|bills?|rules?|visas?|market|industry|economy|"
                           r"crisis|shortage|act|tax|caps?|wages?)\b)", re.IGNORECASE)
# a team's own environment: "the staging deploy", "is prod down", "the prod database" (a developer's words for their
# own systems; a public service is named, not staged)
# (not "dev": a product's public build is a "dev build" too, "the dev build of Windows 12"; "our dev server" is read
# by the owner scan)
_OWN_ENVIRONMENT = re.compile(r"\b(?:staging|prod|uat)\s+(?:deploy(?:ment)?s?|servers?|environments?|envs?|"
                              r"builds?|db|database|cluster|box|instance|site|branch)\b|"
                              r"\bon\s+(?:prod|staging)\b", re.IGNORECASE)
# a department of the user's firm as the subject of a deed: "has payroll gone out", "did finance reimburse"
_DEPARTMENT = re.compile(r"^\s*(?:(?:has|have|did|does|is|will)|(?:what|when|why)\s+(?:did|does|will|has))\s+"
                         r"(?:payroll|devops|finance|legal|hr|accounting|procurement|facilities|it\s+support)\b"
                         # (a deed follows, not a noun: "has legal weed passed" is a law)
                         r"(?=\s+(?:\w+(?<!e)ed|gone|done|run|sent|paid|made|said|got|been|say|send|pay|approve|sign|reply|"
                         r"get|have|know|finish|fix|process|confirm|reimburse|rotate|release|post|announce|decide|"
                         r"come\s+back|gotten|run)\b)", re.IGNORECASE)
# a public thing beside the owned one: a disruption, a recall, a market, a public place, a fan's favourite
_PUBLIC_EN = re.compile(
    r"\b(?:delay(?:ed|s)?|cancel(?:l)?(?:ed|ations?)|disrupt\w*|strikes?|snow\w*|storms?|hurricanes?|typhoons?|"
    r"flood\w*|wildfires?|earthquakes?|weather|forecast|outages?|recall(?:s|ed)?|shortage|(?<!any\s)news|headlines?|"
    r"stocks?|shares|share\s+price|crypto|bitcoin|interest\s+rates?|mortgage\s+rates?|inflation|prices?|"
    r"favou?rite|near\s+me|nearby|law|laws|legal\s+limit|limit|ban(?:ned)?|election|vote|"
    # (review23: "my home country", "our home state": the place is public, "home" no owned house there)
    r"(?:my|our)\s+(?:home\s+|native\s+)?(?:city|town|area|region|state|county|country|nation|government|president|prime\s+minister|"
    r"governor|mayor|senator|congress\w*|mp|council|school\s+district|neighbou?rhood|zip\s+code|league|"
    r"economy|planet|galaxy|solar\s+system))\b", re.IGNORECASE)
_FIRST_WORDS = frozenset(("Is", "Are", "Was", "How", "What", "Why", "When", "Will", "Does", "Did", "Should", "Can",
                          "Could", "Has", "Have", "Do", "Where", "Which", "Who", "So", "And", "Hey", "Ok", "Okay"))

# Chinese: an owner before a private noun, a family member opening the question, the speaker's firm
_NOUNS_ZH = (r"班|群|店|服务器|仓库|项目|系统|网站|数据库|代码|预算|合同|客户|周会|例会|会议|部门|团队|组|公司|工资|"
             r"快递|订单|退款|报销|账单|体检|成绩|作业|论文|考试|年假|假期|工资条|社保|公积金|房租|房贷|车|宝宝|孩子|"
             r"儿子|女儿|老公|老婆|爸|妈|家人|导师|老师|同学|室友|领导|老板|同事|猫|狗|病历|化验|报告|血常规|"
             r"药|预约|挂号|航班|行程|密码|账号|电脑|路由器|打卡|排班|库存|营业额|流水|销量|订货|对象|男朋友|女朋友|男友|女友|"
             r"媳妇|闺蜜|宿舍|寝室|简历|面试|房东|物业")
_OWNED_ZH = re.compile(r"(?:我的|我们的?|咱们?的?|我家的?|我们家的?)[\u4e00-\u9fff]{0,3}?(?:" + _NOUNS_ZH + r")|"
                       # kin and partners take no 的: 我对象, 我老公, 我导师
                       r"我(?:对象|男朋友|女朋友|男友|女友|老公|老婆|媳妇|闺蜜|室友|导师|老板|领导|同事|妈|爸|哥|姐|弟|妹|"
                       r"儿子|女儿|孩子|爷爷|奶奶|外婆|外公)|"
                       r"^\s*(?:宝宝|老公|老婆|闺女|儿子|女儿)(?:[今昨明]天|今晚|昨晚|最近|这几天)?|"
                       r"^\s*公司(?!法|名|注册|股票|上市)")
# a work record or allowance only the user's firm keeps, and a department "over there" ("周报今天谁来写", "财务那边报销款打了
# 吗", "年假批了没"); not its public rule (政策, 规定, 标准: guarded below)
_INTERNAL_ZH = re.compile(r"报销|周报|述职|绩效|年假|调休|打卡|考勤|工资条|排班|"
                          r"(?:财务|人事|行政|法务|运维|前台|HR|IT)(?:那边|部门?|组)(?![长门])|"
                          # a helper at home: 保姆, 钟点工, 月嫂, a 阿姨 who comes to clean or cook
                          r"保姆|钟点工|月嫂|育儿嫂|家教老师|阿姨[^，。？?]{0,4}?(?:来|打扫|做饭|带孩子|带娃)")
# a public place, a nation or a market owned ("我们国家", "咱们市", "我的世界": a game); a plate-number restriction
# (限号, review23: the same public rule as 限行)
_PUBLIC_ZH = re.compile(r"我们?(?:国家|国|省|市|县|区|这里|这边|城市|小区门口)|咱们?(?:国家|国|省|市|县|区)|我的世界|"
                        r"停课|停运|台风|暴雨|暴雪|地震|疫情|限行|限号|天气|气温|股价|金价|油价|汇率|房价|新闻|热搜|"
                        r"官宣|发布会|宕机|崩了|利率|涨价|降价|政策|标准|规定|法律|补贴|补助|比例|医保|国家|全国")


def _name_owner(text: str, m: re.Match[str], any_name: bool) -> bool:
    """The match's name is a first name of someone the user knows (``any_name``: any capitalised word, for a frame
    only a person the user knows is asked in) with no capitalised word (a title, a first name of a full name) before
    it."""
    from .gate_private_health import own_persons_name  # it imports the workplace rule, which imports this module

    name = m.group("name")
    if not (any_name or own_persons_name(name)):
        return False
    before = text[max(0, m.start() - 40):m.start()].split()  # the word before: a bounded look back
    return not (before and before[-1][:1].isupper() and before[-1].rstrip(",") not in _FIRST_WORDS)


def owned_matter(text: str) -> str | None:
    """The cue when ``text`` asks about something only the user or their organisation has, else ``None``."""
    if re.search(r"[\u4e00-\u9fff]", text):
        if _PUBLIC_ZH.search(text):
            return None
        m = _OWNED_ZH.search(text) or _INTERNAL_ZH.search(text)
        return f"owned_zh:{m.group(0).strip()}" if m else None
    if claim_check(text):
        return None
    owned = _owned_scan(text, _OWNERS)
    if owned and owned[1] and not _MARKET_OR_NEWS.search(text):  # "did my son's coach say practice is cancelled"
        return f"owned_said:{owned[0]}"
    if _PUBLIC_EN.search(text):
        return None
    if owned:
        return f"owned:{owned[0]}"
    for quote in _QUOTE.finditer(text):
        if found := _owned_scan(quote.group(1), _QUOTE_OWNERS, asking_only=False):  # a pasted snippet asks nothing
            return f"owned_quote:{found[0]}"
    if m := _AGENT_CLAUSE.search(text) or _FIRM_DEED.search(text) or _PRIVATE_ROLE.search(text) \
            or _DEPARTMENT.search(text) or _OWN_ENVIRONMENT.search(text):
        return f"owned:{m.group(0).strip().lower()[:32]}"
    for m in _NAME_OWNS.finditer(text):
        if m.group("rest")[:1].isupper():  # "Helen's Sausage House", "Nathan's Famous": a shop named for a person
            continue
        if _name_owner(text, m, False) and _owned_word(["'s", *m.group("rest").lower().split()], 0):
            return f"owned_by_name:{m.group('name').lower()}"
    if (m := _NAME_ALLOWANCE.search(text)) and _name_owner(text, m, True):
        return f"owned_by_name:{m.group('name').lower()}"
    if ((m := _TITLED.search(text)) and _CLASS_OR_CLINIC.search(text) and not _PUBLIC_HEALTH_EN.search(text)
            and not named_actor(m.group("name"))):
        return f"owned_by_title:{m.group('name').lower()}"
    return None


def claim_check(text: str) -> bool:
    """Someone reports a claim and the user asks whether it holds ("my boss keeps saying the fed cut rates again, is
    that true?"): the claim is for the web, whoever told it."""
    return bool(_CLAIM_CHECK.search(text))
