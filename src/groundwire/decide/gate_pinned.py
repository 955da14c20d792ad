"""Frames that pin a question's answer in the past or by definition, whatever fresh-looking words it holds.

gate20-local's wave 31 (``bench/data/gate_r20_wave31.tsv``) and the spent held halves of waves 20-28 showed
never-changing questions searched because a word in them reads as fresh: a past deed ("Mandela *became* ...", "the
Civil Rights Act *passed*"), an office ("who was *president* ..."), a hard word in another sense ("a *stock*
exchange", "the *current* flowing through a circuit"). The grammar that pins them, grouped by cause:

* the YEAR of a past deed is asked ("in which year did Apple become a public company", "... became president in
  which year?"): once a thing happened its year never moves;
* a past holder or deed is placed by ANOTHER past event ("who was the CEO of Twitter before Musk bought it", "who
  was president when the war ended", "who held the record before Bolt broke it", "walked on the moon during the
  Apollo program");
* a WORD or a KIND is defined ("what does the word 'inflation' mean", "the function of a stock exchange"), or a
  hard word is used in its physical sense ("the current flowing through a circuit", "alternating current");
* a count fixed by a game's rules or by nature asked in another word order ("a side fields how many men at
  kick-off", "a full set of adult teeth is how many", "足球比赛每队场上有几名球员");
* the maker of a titled work in Chinese ("电影《霸王别姬》的导演是谁": a director, author, composer never changes).

Never when the question also holds a present or future mark (now, current, latest, last, next, still, will, 现在,
最新 ...): "in what year did the Fed last raise rates", "who is the CEO now that Musk bought it" keep their search.

``pinned_frame(text)`` returns the cue that matched, or ``None``; the gate reads a match as a timeless cue (its rules
and its learned part).
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from .gate_vocab import FIXED_PARTS, ROLES
from .time.prefilter import screen_patterns

__all__ = ["pinned_frame"]

# "current" in its physical sense: not a present mark, and no office ("the current flowing through a circuit")
_PHYSICAL_CURRENT = re.compile(
    r"\bcurrents?\s+(?:flowing|flows?|through|in\s+(?:an?|the)\s+(?:wire|circuit|conductor|resistor|coil)|"
    r"measured|density|divider|source)\b|"
    r"\bcurrents?\s+(?:in|of)\s+(?:an?|the)\s+(?:river|stream|sea|ocean|gulf|channel)\b|"
    r"\b(?:river|stream|sea|ocean|gulf|channel)['’]s\s+currents?\b|"
    r"\b(?:electric(?:al)?|alternating|direct|ocean|rip|tidal|jet|convection|eddy|induced)\s+currents?\b",
    re.IGNORECASE)
# "current" inside a term of accounts asked whole: "what is a current account deficit", "the current ratio in
# accounting"
# (not "the UK's current account deficit": a figure of now)
_CURRENT_TERM = re.compile(r"^\s*(?:what\s+(?:is|are)|what['’]s|define|explain)\s+(?:an?\s+|the\s+)?current\s+"
                           r"(?:account(?:\s+(?:deficit|surplus|balance))?|ratio|assets?|liabilities)\s*"
                           r"(?:in\s+(?:accounting|economics|finance))?\s*\??\s*$", re.IGNORECASE)
# a present or future mark: the answer is asked as of now or of what comes ("last" = the latest of a series)
_NOW_EN = re.compile(
    r"\b(?:now|nowadays|currently|current|latest|newest|most\s+recent(?:ly)?|recent(?:ly)?|last|next|upcoming|"
    r"this\s+(?:year|season|week|month)|today|tonight|yet|so\s+far|still|any\s*more|these\s+days|rn|"
    r"right\s+now|will|going\s+to|reigning|defending|incumbent|sitting|present|new)\b", re.IGNORECASE)
# a superlative or a record: its holder moves, and with it the year or the holder asked ("what year was the tallest
# building finished", "who held the most titles when ..."); "first" / "earliest" stay fixed
_SUPERLATIVE_EN = re.compile(
    r"\b(?:most|least|best|worst|records?|(?!(?:inter|for|cont|t|w|hon|requ|prot|sugg|harv|conqu|qu|ch|n|r|gu|dig|"
    r"inv|manif|mod|arr|ever|budap|buchar|p|v|at|l|b|midw|earli|ag|tremend|b|z|cr|j|m|mol|det|ingest|cong|att|"
    r"interest|unr|pr|s|abr)est\b)[a-z]{2,}est)\b", re.IGNORECASE)
# a deed that can come again (a title won, a games hosted) asks every year it happened, a list that grows, unless one
# of them is named by an ordinal ("in which year did Brazil host the Olympics for the second time")
_REPEATABLE_EN = re.compile(r"\b(?:win|won|host|hosted|beat|lose|lost|reach|reached|qualif\w+|visit\w*|tour\w*|"
                            r"perform\w*|appear\w*|play\w*|"
                            # an event that comes round again ("in what year was the world cup held in mexico": 1970,
                            # 1986 and 2026), as the rules' latest-edition shape reads it
                            r"world\s+cup|olympics?|olympic\s+games|super\s+bowl|world\s+series|finals?|playoffs?|"
                            r"championships?|tournament|cup|title|grand\s+prix|grammys?|oscars?|emmys?|eurovision|"
                            r"elections?|summit|festival|awards?|league)\b", re.IGNORECASE)
_ONE_OF_THEM_EN = re.compile(r"\b(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|only|debut|"
                             r"\d+(?:st|nd|rd|th))\b", re.IGNORECASE)
# an end asked of a thing that may still run ("which year did amazon shut down aws"): if it has not ended, the
# premise is about the present, so the year frame does not pin it (the rules' own reading stands)
_ENDING_EN = re.compile(r"\b(?:shut\w*|clos(?:e|ed|ing)|discontinu\w+|stop(?:ped)?|quit|retire[ds]?|die[ds]?|"
                        r"dissolve[ds]?|split|bankrupt\w*|leave|left|end(?:ed)?|cancel+ed|ban+ed|fold(?:ed)?|"
                        r"collapse[ds]?|merge[ds]?|sold|sell)\b", re.IGNORECASE)
# a news item or a quiz with a lead: several sentences before the question ("... The dinosaur was originally
# featured in a PBS series in which year?"): a past frame is read in a one-sentence question only
_SENTENCE_BREAK = re.compile(r"[.!?;]\s+\S")
_NOW_ZH = re.compile(r"新款|新版|新型|新一代|新品|新变种|刚刚|剛剛|现在|目前|如今|当前|現在|目前|最新|最近|今年|本届|本屆|下一|下届|下屆|还在|還在|现任|現任|新一|续集|續集|翻拍")

# a past verb: was / were / did / had, a regular past form, or a common irregular one
_PAST_VERB = (r"(?:was|were|did|had|became|began|broke|brought|built|bought|came|fell|flew|fought|found|gave|got|"
              r"grew|held|hit|kept|knew|led|left|lost|made|met|paid|put|ran|rose|sang|sank|sat|saw|set|shot|"
              r"sold|spoke|split|stood|stole|struck|swam|took|threw|told|thought|went|won|wore|wrote|"
              r"[a-z]{2,}ed)")

# the year of a past deed: "in which year did ...", "what year was ...", "... became president in which year?"
_YEAR_OF_PAST = re.compile(
    r"\b(?:which|what)\s+year\s+(?:did|was|were|had)\b|"
    # a learner's word order: "in which year the company Sony was found(ed)?"
    r"^\s*(?:in\s+)?(?:which|what)\s+year\s+(?:the\s+)?(?:[\w'’.-]+\s+){1,5}?(?:was|were|had|" + _PAST_VERB + r")\b|"
    r"\b" + _PAST_VERB + r"\b[^?.!]*\bin\s+(?:which|what)\s+year\s*[?.!]*\s*$", re.IGNORECASE)

# a past holder placed by another past event: "who was the CEO of Twitter before Musk bought it", "who was
# president of USA when world war two ...", "who held the record before Bolt broke it"; not a passive deed of news
# ("who was named CEO after ...") nor a relative clause ("who was the minister that resigned after ...")
_PARTICIPLE = (r"(?:chosen|given|taken|beaten|driven|sworn|stolen|spoken|written|broken|hidden|fallen|seen|known|"
               r"shown|thrown|born|made|set)\b")
_PAST_HOLDER_WHEN = re.compile(
    r"^\s*(?:who|what|which\s+\w+)\s+(?:(?:was|were)\s+(?![\w-]+ed\b|" + _PARTICIPLE + r")(?:the\s+|an?\s+)?"
    r"(?:[\w'’-]+\s+){0,3}?(?:" + ROLES + r")|"
    r"(?:held|owned|ran|led|coached|managed|created|developed|made|designed)\s+the\b)"
    r"(?![^?]*\b(?:that|who|which)\s+(?:resigned|quit|left|was|were)\b)"
    r"[^?]*?\b(?:when|before|after|until|while|by\s+the\s+time)\s+(?:[\w'’.-]+\s+){1,6}?"
    r"(?:" + _PAST_VERB + r"|(?:is|are)\s+\w+)\b", re.IGNORECASE)
# a first thing as the subject, the asked part in place after a past verb: "the very first football World Cup took
# place in which country?", "the first Harry Potter film was directed by whom?"
_FIRST_IN_SITU = re.compile(
    r"^\s*the\s+(?:very\s+)?(?:first|inaugural|original)\s+(?!(?:time|times|day|days|week|round|game|match|race|"
    r"episode|season)\b)(?![^?]*\bsince\b)(?![^?]*\b(?:released|unveiled|announced|published|revealed|showed|"
    r"shared|posted|sent|beamed|captured|detected|spotted)\b)[^?]*?\b" + _PAST_VERB
    + r"\b[^?,]*\b(?:which|what|who|whom|where)\b",
    re.IGNORECASE)  # (not "the first by-election since …", "the first images … were released, showing which …": news)
# a past deed during a named era or programme: "walked on the moon during the Apollo program"
_DURING_NAMED = re.compile(
    r"\b" + _PAST_VERB + r"\b[^?]*\bduring\s+the\s+(?-i:[A-Z])[\w'’-]*(?:\s+(?-i:[A-Z])[\w'’-]*)*\s+"
    r"(?:program(?:me)?|missions?|war|era|age|reign|presidency|dynasty|expedition|crisis|revolution|"
    r"games|olympics|campaign|occupation|blitz|depression|renaissance)\b", re.IGNORECASE)

# a first release dated: "first iphone release date", "release date of the original Game Boy" (not "when is the first
# episode released": a schedule)
_FIRST_RELEASE = re.compile(r"\b(?:first|original|debut)\s+(?:[\w'’-]+\s+){0,3}?release\s+date\b|"
                            r"\brelease\s+date\s+of\s+the\s+(?:first|original)\b", re.IGNORECASE)
_SCHEDULE = re.compile(r"\b(?:is|are|will|be)\b", re.IGNORECASE)
# a ratio's or an index's definition asked alone: "what is the price-to-earnings ratio" (not "... of Nvidia")
_RATIO_TERM = re.compile(r"\bprice[-\s](?:to[-\s])?(?:earnings|book|sales)\b", re.IGNORECASE)
_RATIO_OF = re.compile(r"\b(?:earnings|book|sales|ratio|multiple)\s+(?:of|for|on|at)\s|['’]s\s+price", re.IGNORECASE)
# a past holder placed by a past event in Chinese: "乔布斯去世的时候苹果的CEO是谁"
_PAST_HOLDER_WHEN_ZH = re.compile(r"(?:去世|逝世|成立|创立|創立|发布|發布|上市|建成|结束|結束|爆发|爆發|解体|解體|当选|當選|退休|诞生|誕生|"
                                  r"建国|建國|回归|回歸|登月|开幕|開幕)(?:的)?(?:时候|時候|时|時|那年|那一年|之前|以前|之后|之後)"
                                  r"[^？?]{0,20}?(?:是谁|是誰|是哪|叫什么|叫什麼)")
# the leader of a past event in Chinese: a revolution, an uprising, a reform, a battle, a movement
# ("辛亥革命的领导人是谁", "五四运动的发起人是谁"): a war may still run ("战争" is left out), a party or a body is no event
_EVENT_LEADER_ZH = re.compile(r"(?:革命|起义|起義|变法|變法|战役|戰役|之战|之戰|事变|事變|政变|政變|长征|長征|北伐|运动|運動)"
                              r"(?:的|时期的|時期的)(?:主要)?(?:领导人|領導人|领导者|領導者|领袖|領袖|发起人|發起人|指挥官|指揮官|"
                              r"总指挥|總指揮|主帅|主帥|首领|首領|人物|代表人物)")
# a first in Chinese: the first edition's or the first holder's person ("第一届春晚的主持人是谁", "史上第一位华人诺贝尔奖
# 得主是谁"), not a rank now ("世界排名第一位的选手是谁"); and a maker asked with 是谁 + a making verb + 的 ("诚品书店是谁
# 创办的", "是谁发明的")
_FIRST_ZH = re.compile(r"^(?![^？?]*(?:排名|排行|榜))[^？?]*(?:第一届|第一屆|首届|首屆|第一位|首位|第一任|首任)[^？?]{0,16}?"
                       r"(?:是谁|是誰|叫什么|叫什麼|是哪)")
_MAKER_ZH = re.compile(r"(?:是|由)[谁誰](?:最早|最先|首先)?(?:[创創][办辦立建]|[发發]明|建立|[写寫]|[设設][计計]|[导導]演|[画畫]|"
                       r"作曲|[发發][现現]|提出|修建|建造)的")  # (characters of either script: the text may be half converted)
# a word or a kind defined: "what mean the word 'inflation'", "the function of a stock exchange"
_WORD_DEFINED = re.compile(
    r"\bthe\s+(?:word|term|phrase|expression|idiom|abbreviation|acronym)\b[^?]*\b(?:means?|meaning|stand\s+for|"
    r"definition|defined?)\b|\b(?:means?|meaning\s+of|definition\s+of|define|stand\s+for)\s+(?:of\s+)?the\s+"
    r"(?:word|term|phrase|expression|idiom|abbreviation|acronym)\b|\bwhat\s+mean(?:s)?\s+(?:the\s+)?"
    r"(?:word|term)\b", re.IGNORECASE)
# a mechanism explained: "what does it mean when a stock hits a record high", "what happens when the Fed raises
# rates", "what does the price of a bond tell you", "what is the price of a share made up of"
_EXPLAINED = re.compile(r"^\s*what\s+does\s+it\s+mean\s+(?:when|if|to)\b|^\s*what\s+happens\s+(?:when|if)\b|"
                        r"\bprice\s+of\s+an?\s+[\w-]+(?:\s+[\w-]+)?\s+(?:tells?|means?|made\s+up|determined|set|"
                        r"depends?|consists?|reflects?|measures?)\b", re.IGNORECASE)
# a named principle asked whole: "What is the Miranda warning?", "What is the WTO's most-favoured-nation rule?"
# (nothing after the head noun: "the rule announced by the PM" is news)
_NAMED_PRINCIPLE = re.compile(r"^\s*what(?:\s+(?:is|was|are)|['’]s)\s+(?:the\s+|an?\s+)?(?:[\w'’-]+\s+){1,4}?"
                              r"(?:warning|rule|doctrine|principle|theorem|paradox|effect|clause|fallacy|dilemma|"
                              r"hypothesis|conjecture|equation|razor)\s*\??\s*$", re.IGNORECASE)
_KIND_ROLE = re.compile(
    r"\b(?:function|job|role|purpose|point|task)\s+of\s+an?\s+(?!(?:new|recent|current)\b)"
    r"[a-z][\w-]*(?:\s+[a-z][\w-]*)?"
    r"(?:\s+(?:such\s+as|like)\b|\s*[?,]|\s*$)", re.IGNORECASE)

# a count fixed by a game's rules or by nature, asked in another word order
# a kind as the subject, the count after the verb ("a side fields how many men", "a human heart is divided into how
# many chambers", "a leap year has how many days", "most starfish have how many arms"): the kind's make-up
_KIND_THEN_COUNT = re.compile(
    r"(?:^|[,:;]\s*)(?:an?|most|every|each|one|the\s+(?:average|typical))\s+(?:[\w'’-]+\s+){0,4}?(?:is|are|has|have|"
    r"fields?|contains?|holds?|consists?\s+of|(?:is|are)\s+(?:divided|split|made\s+up|made)\s+(?:into|of)|"
    r"makes?\s+up|lines?\s+up\s+with|plays?\s+with|puts?\s+out)\s+how\s+many\b", re.IGNORECASE)
_SPORT = (r"football|soccer|basketball|volleyball|rugby(?:\s+union|\s+league)?|(?:ice\s+|field\s+)?hockey|baseball|"
          r"cricket|netball|handball|water\s+polo|polo|lacrosse|softball|american\s+football|futsal|kabaddi|curling")
_SIDE_COUNT = re.compile(
    r"\bhow\s+many\s+(?:players|men|women|people)\b[^?]{0,30}\b(?:on|per|in|for)\s+(?:an?|each|every|one)\s+"
    r"(?:[\w-]+\s+){0,2}?(?:team|side|squad)\b|"
    # a learner's words without the article, a sport named: "how many player in basketball team on court"
    r"\bhow\s+many\s+(?:players?|men|women|people)\s+(?:on|per|in|for|of)\s+(?:" + _SPORT + r")\s+(?:team|side)\b",
    re.IGNORECASE)
_PART_THEN_COUNT = re.compile(r"\b(?:" + FIXED_PARTS + r")\b[^?]{0,25}\b(?:is|are|=|makes?)\s+how\s+many\b|"
                              r"\bset\s+of\s+(?:" + FIXED_PARTS + r")\b[^?]{0,25}\bhow\s+many\b", re.IGNORECASE)
_SIDE_COUNT_ZH = re.compile(r"(?:每队|每隊|每支(?:球)?队|每一?方|一支(?:\w{0,4})?(?:球)?队)[^？?]{0,6}"
                            r"(?:场上)?(?:有|派|上)?(?:几|幾|多少)(?:名|个|個|位)?(?:球员|球員|队员|隊員|人)")
# a kind counted in Chinese ("一个立方体一共有几条棱", "一只蜘蛛有几条腿"): its make-up; not money ("一个月工资有多少")
_KIND_COUNT_ZH = re.compile(r"^一(?:个|個|只|隻|条|條|副|支|颗|顆|张|張|架)(?![^？?]*(?:钱|錢|工资|工資|收入|价|價|费|費|元|块钱|人口))"
                            r"[^，,？?]{1,10}?(?:一共|总共|總共)?有(?:几|幾|多少)(?:个|個|条|條|只|隻|块|塊|根|颗|顆|张|張|面|对|對)?")
# the maker of a titled work: "电影《霸王别姬》的导演是谁", "《红楼梦》的作者"
_TITLED_MAKER_ZH = re.compile(r"《[^》]{1,30}》(?:的|这部\w{0,2}的|這部\w{0,2}的)?(?:导演|導演|作者|编剧|編劇|作曲|作词|作詞|"
                              r"原唱|原著作者|执导者|設計師|设计师|画家|畫家)")


def _cue(m: re.Match[str] | None, kind: str) -> str | None:
    return f"{kind}:{' '.join(m.group(0).lower().split())[:40]}" if m else None


def _past_frame(text: str) -> str | None:
    """A year of a past deed, a past holder placed by another past event, a deed during a named era, a first
    release dated: in a one-sentence question only (a news lead's facts are the news)."""
    if _SENTENCE_BREAK.search(text.strip()):
        return None
    if not _SUPERLATIVE_EN.search(text):
        repeated = bool(_REPEATABLE_EN.search(text) and not _ONE_OF_THEM_EN.search(text))
        year_of = None if repeated or _ENDING_EN.search(text) else _YEAR_OF_PAST.search(text)
        if cue := (_cue(year_of, "year_of") or _cue(_PAST_HOLDER_WHEN.search(text), "held_when")
                   or _cue(_DURING_NAMED.search(text), "during") or _cue(_FIRST_IN_SITU.search(text), "first_past")):
            return cue
    first_release = None if _SCHEDULE.search(text) else _FIRST_RELEASE.search(text)
    return (_cue(first_release, "first_release") or _cue(_PAST_HOLDER_WHEN_ZH.search(text), "held_when")
            or _cue(_EVENT_LEADER_ZH.search(text), "event_leader"))


def _defined_frame(text: str) -> str | None:
    """A word, a ratio or a kind's role defined; a count fixed by a game's rules or by nature; a titled work's maker."""
    ratio = None if _RATIO_OF.search(text) else _RATIO_TERM.search(text)
    kind_count = None if _SUPERLATIVE_EN.search(text) else _KIND_THEN_COUNT.search(text)
    return (_cue(_WORD_DEFINED.search(text) or ratio, "defined") or _cue(_KIND_ROLE.search(text), "kind_role")
            or _cue(_EXPLAINED.search(text) or _NAMED_PRINCIPLE.search(text), "explained")
            or _cue(_SIDE_COUNT.search(text) or _PART_THEN_COUNT.search(text) or kind_count
                    or _SIDE_COUNT_ZH.search(text) or _KIND_COUNT_ZH.search(text), "count")
            or _cue(_TITLED_MAKER_ZH.search(text) or _MAKER_ZH.search(text), "maker")
            or _cue(_FIRST_ZH.search(text), "first_zh"))


# a short label before the question ("Quiz app:", "Fact check —", "Copy desk:"): the frames read the question after it
_LEAD_LABEL = re.compile(r"^\s*(?:[\w'’.&/-]+\s+){0,3}[\w'’.&/-]+\s*(?::|：|\s[—–-]+)\s*(?=[A-Za-z\"“])")


def pinned_frame(text: str) -> str | None:
    """The cue when ``text`` asks a thing pinned in the past or by definition (see the module's doc), else ``None``."""
    if _NOW_ZH.search(text):
        return None
    text = _LEAD_LABEL.sub("", text, count=1)
    physical = _PHYSICAL_CURRENT.search(text) or _CURRENT_TERM.search(text)
    if _NOW_EN.search(_PHYSICAL_CURRENT.sub(" ", text) if physical and not _CURRENT_TERM.search(text)
                      else "" if physical else text):
        return None
    return _cue(physical, "sense") or _past_frame(text) or _defined_frame(text)


screen_patterns(globals())  # each pattern above skips a text lacking a word all its matches need (time/prefilter.py)
