"""Search gate: should this question go to the web?  ``decide(question, mode=, kb_confidence=)``.

Modes: ``off`` never searches, ``on`` always does, ``auto`` decides by rules, strongest first:

1. explicit request      "帮我搜一下", "look up", "google it"                     -> search
2. hard trigger          time and fast-moving words: 最新 今天 价格 比分 / latest, today, price, news, weather
3. time-sensitive shape  generic linguistic patterns whose answer drifts: superlatives in the present
                         ("the largest ..."), records ("ever", "in history"), "most recent", counts in the
                         present or present perfect ("how many X have ..."), holders of changeable roles
                         ("who is the CEO of"), ages, affiliations ("play for"), spouses, durations up to now
                         -> search unless the local knowledge base is confident (``kb_confidence >= 0.6``)
4. soft cue              numbers, versions, dates, names -> search only when a knowledge base was asked and
                         is unsure (``kb_confidence < 0.6``)

A follow-up that only works on what the chat already holds ("按照刚才的结果整理一下", "continue", "format that as a
table", see ``followup.py``) is not searched, although 刚才 is otherwise a hard trigger.

Between 2 and 3, the news shape: an actor (a capitalised name, a known name from ``data/gate_names.txt``, a news
actor noun, "which company ...") doing something reported, read from the verb (``gate_news.py``); not in a chat
request in the first or second person; short quiz questions with no name are read by ``gate_event.py`` ("which
bank collapsed", "what did investigators find", "the truce"). Tier 3 also holds the search-box shapes of
``gate_drift.py`` (rates, bare role phrases, "number of ..."); role words and fixed parts come from
``gate_vocab.py``. A stated past year pins a question: its topic words and tier 3 stand down. Concept questions
and chat tasks (``gate_concept.py``: "what is a stock split", translate "...") drop topic words and tier 3.
Last (round 11b), a named thing asked how it stands, what it just did, its level or its schedule ("Is Binance down?",
"Did T1 qualify?", ``gate_entity.py``) searches, whatever the voice (reason ``entity_state``; English only).

Timeless explanations ("how does TCP slow start work", "Python的with语句原理") match none of these and stay
local. Before any of it the privacy gate (``privacy.scan``) blocks questions about the user's own data and cuts
private values out of ``search_text``. Hand-written rules: no library classifies "needs fresh facts"; the
patterns are generic English/Chinese grammar, not entities from any evaluation set.

After the rules, a small learned part (``gate_learned.py``, weights shipped as data) may turn a "no trigger" into a
search or a drifting / news shape into a "no" when it is very sure (reasons ``learned_search`` / ``learned_local``);
``decide_by_rules`` is the gate without it.
"""

from __future__ import annotations

import math
from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)
import unicodedata
from dataclasses import dataclass, replace
from functools import partial
from datetime import date
from typing import Literal

from ..errors import UsageError
from ..textsafe import repair_surrogates
from .followup import refers_back_only
from .gate_concept import chat_task, concept_question, without_quotes
from .gate_deed import (
    age_of_history,
    first_case,
    person_deed,
    thing_deed,
    which_thing_did,
)
from .gate_drift import drifting_shapes, outage_now, unit_worth
from .gate_entity import entity_state_ask
from .gate_event import body_said, news_event, ongoing_event, role_in_finished_work, which_actor_did
from .gate_lead import interim_post, new_record, new_species
from .gate_live_state import generic_subject, live_state
from .gate_learned import asks_past_date, review
from .gate_local_en import (best_way, given_sum, kind_count, method_ask, number_superlative, other_sense, school_subject,
                            still_advice, timing_advice, work_tally)
from .gate_news import action_now, actor_noun, named_actor
from .gate_news_voice import news_voice
from .gate_ask_zh import asks_advice_zh, drop_situational
from .gate_mandarin_zh import mandarin_zh
from .gate_fixed_zh import fixed_count_zh
from .gate_finished import LAPSED_CUES, finished_subject
from .gate_past_record import RECORD_CUES, past_record
from .gate_series_over import COUNT_CUES, series_over_count
from .gate_schedule_zh import occasion_date_zh
from .gate_fixed_facts import fixed_membership, natural_other_order, near_in_space_zh
from .gate_news_zh import MARRIAGE_NOUN_ZH, fixed_zh, news_zh, trending_zh
from .gate_own_new import own_new_only
from .gate_own import NEAR_DAYS_ZH, own_affairs, situational_rest
from .gate_change_zh import changed_state_zh
from .gate_reversal import reversed_state
from .gate_generic import generic_kind_ask
from .gate_bare import bare_held, bare_present, fixed_age, offer_state, origin_zh
from .gate_fiction import fictional_ask, person_slot_cue
from .gate_opener import plain_words, without_opener
from .gate_changed_state import changed_state
from .gate_allowance_zh import allowance_zh
from .gate_fixed_firsts import first_edition_zh, most_quantifier, rule_or_length_zh
from .gate_holder import post_holder
from .gate_money_facts import money_fact
from .gate_open_count import oldest_being, open_count
from .gate_present_name import present_name
from .gate_present_zh import present_zh
from .gate_service import service_now
from .gate_table_place import table_place
from .gate_career import career_ended_tally, closed_tally, completed_tally, estate_catalogue, fixed_prize, running_tally
from .gate_underway import underway_cue
from .gate_terse import (concept_contrast, concept_over_cue, cue_side_contrast, index_level, kinds_contrast,
                         terse_concept, terse_state)
from .gate_edition import EDITION, edition_year
from .gate_history import history_person
from .gate_live22 import LIVE22_CUES, live_ask22
from .gate_living_record import living_superlative
from .gate_quiz_card import quiz_question
from .gate_origin_story import definition_tail, named_old_story, origin_deed
from .gate_quoted_headline import old_headline
from .gate_history_zh import history_person_zh
from .gate_private_health import private_health
from .gate_word_problem import word_problem
from .gate_workplace import own_work
from .gate_settled import settled_ask
from .gate_pinned import pinned_frame
from .gate_local21 import settled_frame
from .gate_ended_claim import ended_claim
from .gate_age_noun import age_by_noun, age_noun_held, dead_as_noun
from .gate_source_claim import source_claim
from .gate_standing import standing_fact
from .gate_status import faring_now, public_body_ask, question_part, status_ask, status_rest
from .gate_report import doing_now, headline_ask, reaction_ask, report_cue, search_box_state, succession_ask
from .gate_vocab import FIXED_PARTS, FIXED_SPANS, ROLES
from .gate_wire import disruption, wire_cue
from .privacy import scan
from .time.prefilter import screen_patterns

__all__ = ["Decision", "decide", "decide_by_rules", "holds_present", "KB_CONFIDENCE_THRESHOLD", "Mode",
           "pinned_past"]

Mode = Literal["off", "on", "auto"]
KB_CONFIDENCE_THRESHOLD = 0.6
MAX_QUESTION_CHARS = 100_000  # scanned for private values
MAX_RULE_CHARS = 2_000  # the trigger rules read a question's beginning: keeps every regex linear in practice


@dataclass(frozen=True, slots=True)
class Decision:
    """The gate's verdict, with its reason and the words that triggered it (never private values)."""

    needs_search: bool
    reason: str
    matched: tuple[str, ...]
    mode: str
    privacy: str | None = None  # "blocked" | "redacted" | None
    privacy_kinds: tuple[str, ...] = ()
    search_text: str = ""  # the question with private parts removed
    learned_score: float | None = None  # the learned part's score when it decided (reason learned_*)

    def to_dict(self) -> dict[str, object]:
        out: dict[str, object] = {
            "needs_search": self.needs_search,
            "reason": self.reason,
            "matched": list(self.matched),
            "mode": self.mode,
            "privacy": self.privacy,
            "privacy_kinds": list(self.privacy_kinds),
            "search_text": self.search_text,
        }
        if self.learned_score is not None:
            out["learned_score"] = self.learned_score
        return out


# --------------------------------------------------------------------------- vocabularies

_EXPLICIT_ZH = ("帮我搜", "搜一下", "搜一搜", "搜搜", "搜索一下", "去搜", "去查查", "去查一下", "查一下", "查查", "查一查",
                "帮我查", "上网查", "网上查", "联网", "百度一下", "谷歌一下", "看看现在", "查找一下", "检索一下", "搜个")
_EXPLICIT_EN = re.compile(
    r"\b(?:search\s+(?:for|the\s+web|online|the\s+internet|google|bing)|web\s+search|look\s+(?:it\s+)?up|"
    r"google\s+(?:it|that|this|for)|bing\s+it|find\s+(?:online|on\s+the\s+web)|check\s+online|browse\s+the\s+web|"
    r"with\s+(?:sources|citations)|cite\s+sources|search\s+it)\b", re.IGNORECASE)

_HARD_ZH = ("最新", "最近", "近期", "近日", "今天", "今日", "昨天", "明天", "今年", "明年", "去年", "前年", "上半年",
            "下半年", "本季度", "上季度", "下季度", "本周", "这周", "下周", "上周",
            "本月", "这个月", "上个月", "下个月", "现在", "目前", "当前", "如今", "眼下", "刚刚", "刚才", "实时", "发布会",
            "发布了", "新发布", "上市", "开售", "报价", "价格", "多少钱", "售价", "比分", "赛果", "股价", "市值", "行情",
            "新闻", "热搜", "天气", "气温", "汇率", "油价", "金价", "房价", "版本", "更新", "赛程", "排名", "排行榜", "积分榜", "限行", "分数线", "国家线", "录取线", "新任",
            "票房", "疫情", "选举", "大选", "进展", "动态", "最新消息", "上映", "身价", "净资产", "首富", "现任",
            # gate18: a fortune, an average price, a count of daily / monthly users ("马斯克身家多少", "北京二手房均价多少")
            "身家", "均价", "日活", "月活",
            "几号", "星期几", "几点",
            # round 11c: last night, the day before yesterday, these past days
            "昨晚", "昨日", "前天", "前几天", "这几天", "日前", "上周末", "本周末", "这周末",
            # gate-zh13 (wave 16, read): these couple of days, tonight, this morning, tomorrow night
            *NEAR_DAYS_ZH,
            # round 12 (wave 12's fit half): this season, a price asked per unit or as 什么价
            "本赛季", "这赛季", "这个赛季", "今季", "什么价",
            # gate-zh14 (wave 17, read): the next or the last season ("梅西下赛季会离开迈阿密国际吗")
            "下赛季", "下个赛季", "下一赛季", "上赛季", "上个赛季", "上一赛季", "啥价", "多少一克", "多少一斤", "多少一升", "多少一两",
            "多少一吨", "多少一桶", "多少一平",
            # gate16 (wave 20's fit half): the previous, this or the next edition ("NBA总冠军上一届是哪个队"): which one
            # that is depends on when it is asked (最近一届 is read by 最近)
            "上一届", "上届", "本届", "下一届", "下届")
_HARD_EN = re.compile(
    r"\b(?:latest|newest|most\s+recent(?:ly)?|recent(?:ly)?|lately|today|tonight|yesterday|tomorrow|now|nowadays|"
    r"right\s+now|currently|current|these\s+days|this\s+(?:year|month|week|season|weekend|quarter|winter|summer|"
    r"spring|autumn|monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?:'s)?|"  # gate-en14: "this Friday"
    # round 14 (wave 13, read): "is the euro stronger than the dollar at the moment", "is the app down this morning"
    r"at\s+the\s+moment|this\s+(?:morning|afternoon|evening)|"
    # gate18 (wave 23's fit half): "how many people are on the ISS at this moment", "at present", "at this point in time"
    r"at\s+(?:this|the\s+present)\s+(?:very\s+)?moment|at\s+this\s+point\s+in\s+time|at\s+present|"
    # gate-en14 (wave 17, read): a court's or a school's term ("which cases will the court hear this term"), not a
    # word asked about ("what does this term mean")
    r"(?<!\bdoes\s)(?<!\bdo\s)(?<!\buse\s)(?<!\bof\s)(?<!\bis\s)this\s+term"
    r"(?!\s+(?:mean|means|meant|refer|refers|come|comes|apply|applies|used|correct|right|offensive)\b)|"
    r"(?:last|past|previous)\s+(?:\d+\s+)?(?:years?|months?|weeks?|quarters?|days?|hours?|night|season)|"
    r"\d+\s+(?:days?|weeks?|months?|years?)\s+ago|upcoming|"
    # "next" but not a fixed sequence: "the next line", "the next book after X", "star trek next generation"
    r"next(?!\s+(?:generation|line|step|page|word|number|term|letter|verse|stanza|(?:\w+\s+){0,2}after)\b)|"
    r"so\s+far|as\s+of|to\s+date|up\s+to\s+date|prices?|pricing|how\s+much\s+(?:is|are)|"
    r"how\s+much\s+(?:does|do)\b(?=[^?]*\b(?:cost|charge|sell|go\s+for|make|earn|pay|spend|cover|raise|get)\b)|"
    r"scores?|stocks?|share\s+price|market\s+cap|news|headlines?|weather|forecast|exchange\s+rate|"
    r"temperature\s+(?:in|at|outside|today|tonight|tomorrow|now|this)|"  # weather, not "the temperature to cook at"
    r"releases?|released|version|launch(?:ed|es)?|elections?|(?<!to\s)schedule|"
    # a team's fixtures, not a house's or a test suite's ("light fixtures", "fixtures and fittings", "pytest fixtures")
    r"(?<!light\s)(?<!lighting\s)(?<!bathroom\s)(?<!kitchen\s)(?<!plumbing\s)(?<!test\s)(?<!pytest\s)"
    r"fixtures?(?!\s+(?:and|&)\s+fittings)|standings|rankings?|"
    r"box\s+office|breaking|trending|net\s+worth|population|(?<!long\s)live|pre-?market|after[\s-]hours|"
    # a disease's outbreak, not "the outbreak of the first world war / of hostilities"
    r"outbreak(?!\s+of\s+(?:the\s+)?(?:[\w-]+\s+){0,3}?(?:wars?|hostilities|fighting|revolution|rebellion))|"
    r"(?:highest|hottest|lowest|coldest|record)\s+temperatures?)\b", re.IGNORECASE)
# "who sang last night", "who wrote how do you like me now", "legends of tomorrow": time words inside a title.
# Only the words that speak of the present itself survive such an opening.
_TITLE_ASK_EN = re.compile(r"^\s*who\s+(?:sang|sings|sung|wrote|writes|composed|performed|performs|recorded|"
                           r"directed|plays|played|voices|voiced|stars|starred)\s+(?:the\s+(?:song|single|track|film|"
                           r"movie|album|show|series|book|novel|poem|play|theme(?:\s+song)?(?:\s+(?:to|for|of))?)\s+)?"
                           r"(?P<title>(?!(?:by|in|at|on|from|for|during|with|when|after|before)\b).*?)"
                           r"(?=\s+(?:by|in|at|on|from|for|during|with|when|after|before)\b|[?,.]|$)",
                           re.IGNORECASE)
# gate-en13 (wave 16, read): what fell or happened "overnight", told in the past: last night's snow, rain or markets
# ("how much fresh snow did Whistler get overnight"); not a habit or a thing ("leave rice out overnight", "overnight
# oats", "an overnight success")
_OVERNIGHT_EN = re.compile(
    r"\b(?:did|happened|fell|dropped|rose|jumped|surged|plunged|slumped|tumbled|moved)\b[^?.!]{0,80}?\bovernight\b"
    r"(?!\s+(?:oats|success|sensation|bag|stay|stays|shipping|delivery|camp|trip|train|bus|flight|parking|guests?|"
    r"fast|celebrity|star))", re.IGNORECASE)
# the user's own thing: "why did my dough rise overnight" (review13a)
_MY_EN = re.compile(r"\b(?:my|mine)\b", re.IGNORECASE)
_OF_TOMORROW = re.compile(r"\b(?:of|from)\s+tomorrow\b", re.IGNORECASE)  # "legends of tomorrow": a title


# "the Great Wall we see today", "English as we know it today": the present as against history, no date asked
_TODAY_IDIOM = re.compile(r"\b(?:we|you|people)\s+(?:see|know|use|call|have|speak|eat|wear|recognise|recognize)\s+"
                          r"(?:(?:it|them)\s+)?today\b", re.IGNORECASE)
# "the tonight show", "the today show", "good morning america": a programme's name, not the time
_SHOW_TITLE = re.compile(r"\bthe\s+(?:tonight|today)\s+show\b", re.IGNORECASE)


def _title(text: str) -> str:
    """The lower-cased title a "who sang / wrote / plays ..." question names, up to the first preposition: "who
    sang last night by the wilburys" -> "last night"; "who sang at the game last night" -> "" (no title)."""
    m = _TITLE_ASK_EN.match(text)
    title = m.group("title").lower() if m else ""
    return title + (" tomorrow" if _OF_TOMORROW.search(text) else "")
# Words that speak of the present even inside a title question: "who sang the latest bond theme".
_PRESENT_WORD = re.compile(r"latest|newest|most recent(?:ly)?|currently|current|this (?:year|month|week|season)(?:'s)?|"
                           r"upcoming")
_NEW_LOWER = re.compile(r"\bnew\b")  # lowercase only: "new album" yes, "New York" / "New 7 Wonders" no
_WHAT_TIME = re.compile(r"\bwhat\s+(?:day|date|month|year|time|season)\s+is\s+(?:it|today)\b|"
                        r"\b(?:days?|weeks?|months?|hours?)\s+(?:are\s+)?(?:left\s+)?(?:until|till|before)\b|"
                        r"\bhow\s+long\s+until\b|\bcountdown\b", re.IGNORECASE)

_SUPERLATIVE_EN = re.compile(
    r"\b(?:(?:most|least)\s+(?!recent)[a-z-]{3,}|best|worst|[a-z]{2,}(?:iest|est)(?:-[a-z]+)?|"
    r"top[\s-](?:rated|selling|grossing|ranked|paid|earning|scoring))\b", re.IGNORECASE)
_NOT_SUPERLATIVE = {"interest", "test", "honest", "forest", "request", "guest", "west", "protest", "suggest",
                    "digest", "contest", "harvest", "manifest", "modest", "rest", "nest", "chest", "quest", "arrest",
                    "invest", "attest", "conquest", "earnest", "pest", "vest", "zest", "priest", "inquest",
                    "everest", "bucharest", "budapest", "latest", "midwest", "northwest", "southwest", "unrest",
                    "fest", "crest", "detest", "infest", "jest", "lest", "behest", "tempest", "bequest", "interest",
                    "almost", "utmost", "foremost"}
_RECORD_EN = re.compile(r"\b(?:(?<!first\s)ever|of\s+all\s+time|in\s+history|on\s+record|record(?:s|-breaking)?|to\s+date)\b",
                        re.IGNORECASE)
_PAST_EN = re.compile(r"\b(?:was|were|did|had)\b", re.IGNORECASE)
_PRESENT_EN = re.compile(r"\b(?:is|are|am|does|do|has|have|holds?|remains?|stands?|exists?|lives?|"
                         r"plays?|owns?|runs?|leads?)\b|'s\b", re.IGNORECASE)
# Superlatives over the natural world are stable facts (the brightest star, the longest river), unless the
# question hinges on what is currently known or measured.
_NATURAL_EN = re.compile(r"\b(?:stars?|planets?|moons?|galax(?:y|ies)|comets?|asteroids?|sun|universe|solar\s+system|"
                         r"in\s+the\s+sky|mountains?|peaks?|rivers?|lakes?|oceans?|seas?|deserts?|islands?|coastlines?|"
                         r"volcano(?:es)?|waterfalls?|continents?|canyons?|glaciers?|elements?|bones?|organs?|"
                         r"muscles?|mammals?|birds?|fish|insects?|animals?|trees?|plants?|gas(?:es)?|metals?|non[\s-]?metals?|"
                         r"minerals?|compounds?|crust|atmosphere|blood\s+types?|primes?|prime\s+numbers?|(?:natural\s+)?substances?|materials?|"
                         r"rain\s?forests?|reefs?|caves?|bays?|gulfs?)\b",  # gate-en14: "the largest rainforest"
                         re.IGNORECASE)
_NATURAL_AFTER_SUPERLATIVE = re.compile(r"\b(?:[a-z]{2,}(?:iest|est)|most\s+[a-z]{3,}|(?:2nd|second|third)\s+most\s+"
                                        r"[a-z]{3,})\s+(?:[\w-]+\s+){0,2}?" + _NATURAL_EN.pattern +
                                        # (gate-en15: "the deepest point"; review15b: not one reached by people,
                                        # "the deepest point reached by a submarine", "a human has free-dived to")
                                        r"|\b(?:highest|lowest|deepest)\s+(?:point|elevation|spot)\b"
                                        r"(?!\s+(?:ever\s+)?(?:[a-z]+ed|by|dived|dove|flown|swum|driven)\b)"
                                        r"(?![^?]{0,40}\b(?:has|have|had)\s+(?:ever\s+)?(?:been\s+)?"
                                        r"[\w-]+(?:ed|en|wn|um)\b)",
                                        re.IGNORECASE)
# "which ocean is the deepest", "what animal is the fastest on land", "which bird lays the largest eggs"
_NATURAL_ASK = re.compile(r"^\s*(?:which|what)\s+(?:[\w-]+\s+)?" + _NATURAL_EN.pattern +
                          r"\s+(?:is|are|has|have|lays?|grows?|lives?|runs?|can)\b|"
                          # gate17b: a part of a body named, then what it does ("which organ of the human body weighs
                          # the most", "which bone in the hand breaks most often"): the body's make, not a record
                          r"^\s*(?:which|what)\s+(?:organs?|bones?|muscles?|glands?)\s+(?:of|in)\s+(?:the|a|an|your)\s+"
                          r"(?:[\w-]+\s+){0,2}?(?:body|hand|foot|feet|arm|leg|head|ear|eye|skull|face|chest)\s+"
                          r"(?:is|are|has|have|weighs?|uses?|holds?|makes?|produces?|burns?|needs?|breaks?|grows?)\b|"
                          # ... and a kind of nature doing a thing the most ("which animal sleeps the most"; not "has
                          # the most moons": a count that grows as more are found)
                          r"^\s*(?:which|what)\s+(?:[\w-]+\s+)?" + _NATURAL_EN.pattern +
                          r"\s+(?!has\b|have\b)[a-z]{2,}s\s+the\s+most\s*\??$|"
                          # gate-en14: "of the oceans, which one is smallest"
                          r"^\s*of\s+(?:all\s+)?the\s+(?:[\w-]+\s+)?" + _NATURAL_EN.pattern + r"\s*,?\s*(?:which|what)\b",
                          re.IGNORECASE)
_IN_NATURE = re.compile(r"\bin\s+(?:humans|the\s+human\s+body|the\s+body|nature|the\s+wild|mammals|animals|plants)\b|"
                        r"\bof\s+the\s+human\s+body\b",  # gate-en15: "which organ of the human body is the biggest"
                        re.IGNORECASE)
_EPISTEMIC_EN = re.compile(r"\b(?:known|discovered|found|confirmed|measured|observed|recorded)\b", re.IGNORECASE)
_ANNIVERSARY = re.compile(r"\b(?:anniversary|jubilee|centenary|centennial|bicentennial)\b|(?<!结婚)周年(?![^，。？?]{0,8}?什么婚)",  # 结婚周年: a custom
                          re.IGNORECASE)
# (gate20: a measure word between: "世界上最深的那条海沟")
_NATURAL_ZH = re.compile(r"最[\u4e00-\u9fff]{1,2}的(?:那|这)?(?:条|座|个|颗|片|只|种)?(?:哺乳|陆地|海洋|淡水|咸水|内陆|活火|食肉|食草|爬行|两栖)?(?:山|山峰|河|河流|湖|湖泊|海|海洋|大洋|星|恒星|行星|卫星|月亮|沙漠|"
                         r"岛|岛屿|火山|瀑布|大陆|峡谷|冰川|元素|骨头|器官|动物|植物|鸟|鱼)|"
                         # gate18: "世界第一高峰", "世界第一长河": nature's first is as fixed as its 最
                         r"第一(?:高|大|长|深)的?(?:山|山峰|峰|高峰|河|长河|河流|湖|湖泊|海|海沟|大洋|洋|沙漠|岛|瀑布|大陆|峡谷|冰川)|"
                         r"面积最[大小]")  # an area ranking does not drift ("面积最大的省", gate-zh12b)
_COUNT_HAVE_EN = re.compile(r"\b(?:does|do)\b.+\b(?:have|hold|control|employ|operate)\b|"  # (gate18: "hold")
                            # gate18b: the members or users of a named body, counted by another verb ("how many
                            # countries use the euro", "how many courses can you take on coursera", "how many doctors
                            # are affiliated with the mayo clinic"); not "make up", which an earlier author labelled
                            # a fixed make-up ("how many museums make up the Smithsonian", r12 wave 12)
                            r"\bhow\s+many\s+(?:[\w-]+\s+){1,2}?(?:use|belong\s+to|are\s+(?:members?\s+of|"
                            r"affiliated\s+with|signed\s+(?:up\s+)?(?:to|with)|enrolled\s+(?:at|in))|"
                            r"can\s+you\s+\w+\s+(?:on|with|at))\s+(?!an?\s|your\s|my\s)(?:the\s+)?[\w-]",  # not a kind ("make up a team")
                            re.IGNORECASE)
_LATEST_EDITION_EN = re.compile(r"\bwho\s+won\b|\bwinners?\s+of\b|谁赢了|谁夺冠|夺冠的是", re.IGNORECASE)
_WILL_EN = re.compile(r"\b(?:will|going\s+to)\b", re.IGNORECASE)
# gate-en14: a numbered edition, "Super Bowl I", "Super Bowl LVIII", "WrestleMania 40": fixed like a year
_NUMBERED_EDITION_EN = EDITION  # (gate_edition.py; review14b: one of last year or to come is recent, _recent_year)
_ANCHOR_YEAR = re.compile(r"(?<!\d)(?:1[5-9]|20)\d{2}(?!\d)|\b\d+(?:st|nd|rd|th)\b|第[一二三四五六七八九十百\d]+届|"
                          + _NUMBERED_EDITION_EN.pattern)
_COMPARISON = re.compile(r"\bvs\.?\b(?!\s*code\b)|\bversus\b|\bwhich\s+is\s+better\b|\bcompared?\s+(?:to|with)\b|"
                         r"哪个好|哪个更好|哪款|对比|区别大吗|推荐", re.IGNORECASE)
# Counting the parts a thing is made of does not drift: "how many sides does a hexagon have", "how many
# bedrooms does the hall have", "how many valence electrons do halogens have".
_FIXED_PARTS_EN = re.compile(
    rf"\bhow\s+many\s+(?:(?:pairs|sets|rows)\s+of\s+)?(?:\w+\s+)?(?:{FIXED_PARTS})\b|"  # gate22-local: "pairs of"
    rf"\bhow\s+many\s+(?:{FIXED_SPANS})\s+(?:are\s+)?(?:there\s+)?in\s+(?:a|an|one)\b",
    re.IGNORECASE)
_COUNT_EN = re.compile(r"\bhow\s+(?:many|much)\b", re.IGNORECASE)
_PERFECT_EN = re.compile(r"\b(?:has|have)\b(?:\s+\w+){0,6}?\s+(?:been|[a-z]+ed|won|seen|made|done|taken|given|"
                         r"sold|scored|written|become|held|hit|run|grown|risen|fallen|gone|got|gotten|beaten|"
                         r"flown|driven|shot|built|broken|spent|lost|met|paid|kept|left|bought|brought|"
                         # gate17 (wave 20's spent held half): more irregular participles ("how many albums has drake
                         # put out", "how many number ones has ed sheeran had")
                         r"put|had|sung|drawn|thrown|ridden|begun|known|led|fought|sent|told|found|won|come|"
                         r"taught|swum|struck|dealt|signed)\b|"
                         r"\b(?:are|is)\s+there\b|\bexists?\b", re.IGNORECASE)
_ROLES_EN = ROLES
_ROLE_EN = re.compile(rf"\b(?:who|which\s+\w+)\s+(?:is|are)\s+(?:the\s+|a\s+)?(?:[\w’'-]+\s+){{0,4}}?(?:{_ROLES_EN})\b|"
                      rf"\b(?:{_ROLES_EN})\s+of\b.*\b(?:is|are)\b|\b(?:is|are)\b.*\b(?:current|sitting)\s+\w+|"
                      rf"\bwho\s+(?:runs|leads|owns|heads|chairs|coaches|manages|hosts|governs|rules|holds|"
                      # gate18b: more verbs of a post held ("who presents top gear", "who captains england")
                      rf"presents|captains|skippers|fronts|anchors|conducts|edits|chairs|directs|bosses)\b|"
                      # gate18 (wave 23's fit half): the office named after another verb ("who serves as canada's
                      # prime minister", "who is serving as mayor", "who occupies the post of president")
                      rf"\bwho\s+(?:serves|is\s+serving|acts|is\s+acting|occupies|fills)\s+(?:as|the\s+(?:post|office|"
                      rf"position|role|seat)\s+of)\s+(?:the\s+|an?\s+)?(?:[\w’'-]+\s+){{0,4}}?(?:{_ROLES_EN})\b|"
                      # ... "who is in charge of the bbc", "tell me the name of coach from real madrid" (gate18)
                      r"\bwho\s+(?:is|are)\s+(?:now\s+|currently\s+)?in\s+charge\s+(?:of|at)\b|"
                      rf"\bname\s+of\s+(?:the\s+)?(?:{_ROLES_EN})\s+(?:of|from|at|for)\b",
                      re.IGNORECASE)
# "who is the first / second / 3rd governor", "who is known as the king of rock": a fixed holder or a nickname
_ORDINAL_ROLE_EN = re.compile(r"\b(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d+(?:st|nd|rd|th)|"
                              r"original|founding|inaugural|known\s+as|considered)\b", re.IGNORECASE)
_AGE_EN = re.compile(r"\bhow\s+old\s+(?:is|are)\b|\b(?:current\s+)?age\s+of\b|\bis\s+\w+(?:\s+\w+)?\s+still\s+alive\b|"
                     r"\bstill\s+alive\b|\bis\s+.+\s+(?:alive|dead|retired)\b|"
                     # gate23: the living members of a set counted or named ("how many of the Rolling Stones are
                     # alive", "which Monkees are living"): it falls as they die; a named set only (a capital
                     # after the wh-word: "which cells in a tree trunk are alive" asks biology, review23g)
                     r"\b(?:how\s+many|which)\b(?=[^?]{0,60}?(?-i:[A-Z]))[^?]{1,60}?\b(?:are|is)\s+(?:still\s+)?"
                     r"(?:alive|living)\s*+[?!.]*+\s*+$",
                     re.IGNORECASE)
_AFFILIATION_EN = re.compile(
    r"\b(?:does|do)\b.+\b(?:play|work|coach|manage|star|compete|drive|race|live|study|teach|perform)\s+"
    r"(?:for|with|at|in)\b|\b(?:is|are)\b.+\b(?:playing|working|coaching|managing|starring|competing|driving|"
    r"racing|living|studying|teaching|performing|signed)\s+(?:for|with|at|in)\b|"
    r"\b(?:married|engaged|dating|divorced)\b|\b(?:spouse|wife|husband|girlfriend|boyfriend|partner)\s+of\b|"
    r"\bwho\s+is\b.+\b(?:wife|husband|spouse|girlfriend|boyfriend|partner)\b|\bstill\b", re.IGNORECASE)
# "who does X play in the film": the part an actor plays in one work, no affiliation
_CAST_ASK_EN = re.compile(r"^\s*(?:who|which\s+(?:character|role|part))\s+(?:does|do)\b.+\b(?:play|star|voice)\s+in\b",
                          re.IGNORECASE)
_LAST_ADVERB_EN = re.compile(r"\b(?:did|has|have)\b.+\blast\s+(?!name|letter|word|line|day\s+of|chapter|book|"
                             r"episode|song|film|movie|one)\w+|\blast\s+time\b|\bmost\s+recent\b", re.IGNORECASE)
_DURATION_EN = re.compile(r"\bhow\s+long\s+(?:has|have)\b|\bsince\s+(?:when|\d{4}|[A-Z][a-z]+\s+\d)", re.IGNORECASE)
_ONLY_EN = re.compile(r"\b(?:is|are)\s+(?:the\s+)?(?:only|sole)\b", re.IGNORECASE)
_FUTURE_EN = re.compile(r"\bwhen\s+(?:will|is|does|do|are)\b.+\b(?:start|begin|open|release|launch|come\s+out|"
                        r"end|take\s+place|happen|air|premiere|arrive|ship)\b|\bwill\b.+\b(?:next|upcoming)\b",
                        re.IGNORECASE)

_SUPERLATIVE_ZH = re.compile(r"最(?!近|新|初|终|后|早|先(?!进)|好是|好不要|低工资|低生活|高法院|高检|高人民|惠国)[\u4e00-\u9fff]|第[二三四五]大|之最|世界纪录|纪录|(?<!历)史上|"
                             # gate18 (wave 23's fit half): "世界第一高楼", "全球第一大港": a ranking's first
                             r"(?:世界|全球|全世界|全国|国内|中国|亚洲|欧洲|美国|全球范围内)(?:上)?第一(?:高|大|长|深|快|多|富)")
_COUNT_ZH = re.compile(r"(?:有|共有|一共|总共|目前有|已经|已)[^，。？?]{0,6}?(?:多少|几)(?:个|位|人|次|家|款|部|种|座|名|枚|届|项)?"
                       r"|多少(?:人|个|家|次|位|名|枚)|几(?:个|位|次|家|名|枚)|人口")
# a whole whose parts do not change: a span of time, a unit, the body (round 11)
_FIXED_WHOLE_ZH = re.compile(r"\s*(?:一(?:年|天|日|周|星期|个星期|个月|小时|分钟|世纪|公里|千米|米|英里|斤|公斤|千克|吨|升|"
                             r"光年|副扑克牌?)|一(?:个|支)[\u4e00-\u9fff]{1,4}?队|每(?:个|支)?队|人体|人的身体|成年人|正常人|三角形|正方形|"
                             r"长方形|圆|"
                             # a nutrient or a part per unit ("一个鸡蛋有多少克蛋白质", gate-zh12b)
                             r"一(?:个|颗|根|杯|碗|片|勺|块|瓶)[\u4e00-\u9fff]{1,4}?(?:有|含有?))")
# a work's credits or an old founding are fixed (round 11c): "小燕子是谁演的", "赵州桥是谁设计的"
_ROLE_ZH = re.compile(r"谁是|(?<!作者)(?<!作曲)(?<!作词)(?<!编剧)(?<!发明者)(?<!发明人)是谁"
                      r"(?!演|唱|写|说|画|拍|配音|导演|作|发明|提出|修建|建造|建立|创立|创建|设计|发现|命名|制定|规定|设立|创办|成立)|现任|(?:CEO|总裁|总统|总理|主席|首相|市长|省长|校长|董事长|主教练|教练|老板|"
                      r"冠军|首富|负责人|主持人|部长|行长|掌门人|创始人是谁|老大|国王|女王|教皇|秘书长|队长|一把手|领导人)"
                      r"(?:是谁|叫什么|是哪位|是(?!什么|干什么|做什么|指|怎么|如何))", re.IGNORECASE)  # not "CEO是什么职位"
_AGE_ZH = re.compile(r"多大了|几岁|多少岁|年龄|年纪|还活着|是否在世|去世了吗|退役了吗")
_AFFILIATION_ZH = re.compile(r"效力|在哪个(?:队|球队|俱乐部|公司)|哪支球队|签约|转会|嫁给|娶了|配偶|妻子|丈夫|老婆|"
                             r"老公|女朋友|男朋友|恋情|还在|仍然|依然|至今|"
                             # not a noun made with them: 结婚纪念日, 离婚冷静期 (gate-zh13)
                             r"(?:结婚|离婚)(?!" + MARRIAGE_NOUN_ZH + ")")
_TIMELESS = re.compile(
    r"\bhow\s+(?:does|do|did|can|could|should|would|to)\b(?!.*\b(?:now|today|currently|latest)\b)|"
    r"\b(?:explain|definition\s+of|meaning\s+of|difference\s+between|what\s+does\s+\S+\s+mean|"
    r"what\s+is\s+(?:a|an)\s+|why\s+(?:does|do|is|are)\b|prove|derive|in\s+theory|principle)\b|"
    r"原理|是什么意思|什么意思|的区别|区别是|有什么区别|有何区别|有啥区别|有什么不同|"
    # gate-zh14 (wave 17, read): Cantonese / Taiwanese "what is the difference" ("有咩分別" read as 有什么分别); 分别在哪
    # only after 的 (review14a: "两场半决赛分别在哪里举行" is "respectively")
    r"有(?:什么|何|啥)(?:分别|差别|不一样)|(?:区别|差别|(?<=的)分别)在哪|怎么写|如何实现|怎么实现|为什么|解释一下|定义|证明|推导|用法|语法|怎么办",
    re.IGNORECASE)

# A numbered instalment or a stated year pins the question to one fixed thing: "season 5", "episode 9",
# "the first season", "in 2013". Such a question's answer does not drift, so the tier-3 shapes stand down.
_INSTALMENT_EN = re.compile(
    r"\b(?:season|series|episode|ep|part|chapter|volume|vol|book|game|round|edition|stage|leg|issue)\s+\d+\b|"
    # gate17 (wave 21's fit half): the number spelt out ("season one", "series three", "episode twelve")
    r"\b(?:season|series|episode|part|chapter|volume|book|edition)\s+(?:one|two|three|four|five|six|seven|eight|"
    r"nine|ten|eleven|twelve)\b(?!\s*(?:or|and|to|hundred|thousand|million)\b)|"
    r"\b(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d+(?:st|nd|rd|th))\s+"
    r"(?:season|series|episode|edition|battle|game|round|film|movie|book|album|time)\b|\bin\s+(?:19|20)\d{2}s?\b",
    re.IGNORECASE)
_YEAR = re.compile(r"(?<!\d)((?:19|20)\d{2})(?!\d)|(?<!\d)((?:19|20)\d{2})年")
# Hard words that name an event ("released", "live", "new", "elections") say nothing about now when the question
# is in the past tense about that event: "when was attack on titan season 1 released".
_EVENT_WORDS = frozenset({"released", "release", "releases", "launched", "launch", "launches", "live", "version",
                          "election", "elections", "new", "schedule", "next", "upcoming"})
_PLACE_AFTER_NEW = re.compile(r"\bnew\s+(?:york|orleans|zealand|jersey|delhi|mexico|hampshire|england|south\s+wales|"
                              r"guinea|caledonia|haven|brunswick|hebrides|testament|deal|wave|age|year'?s?|moon|"
                              r"world|black|kingdom|order)\b", re.IGNORECASE)
# gate17b: "new" that describes the asker, not the thing asked ("new investor: how does compounding work", "as a
# new mom, ...", "i'm new to python", "new parent here,"): a lead-in of a few words, or "I am / as a new ..."
_ASKER_ROLE_EN = (r"investors?|parents?|mom|mum|dad|moms|mums|dads|mothers?|fathers?|students?|users?|players?|"
                  r"drivers?|owners?|homeowners?|developers?|devs?|programmers?|coders?|teachers?|nurses?|hires?|"
                  r"employees?|members?|grads?|graduates?|learners?|beginners?|runners?|cooks?|gardeners?|"
                  r"immigrants?|residents?|subscribers?|traders?|landlords?|tenants?|managers?")
_SELF_NEW_EN = re.compile(rf"^\s*(?:(?:i'?m|i\s+am|we'?re|we\s+are)\s+)?(?:an?\s+)?new\s+(?:(?:[\w'-]+\s+)?"
                          rf"(?:{_ASKER_ROLE_EN})\b(?:\s+here)?|to\s+(?:[\w'.+#-]+\s+){{0,2}}?[\w'.+#-]+)\s*[:,;—-]\s|"
                          rf"\b(?:i'?m|i\s+am|we'?re|we\s+are|as)\s+(?:an?\s+)?new\s+(?:to\b|here\b|(?:\w+\s+)?"
                          rf"(?:{_ASKER_ROLE_EN})\b)", re.IGNORECASE)
# Amounts that drift: costs, pay, rates, ranks.
_DRIFTING_EN = re.compile(
    r"\b(?:cost(?:s)?\s+of|how\s+much\s+(?:money|does\s+\w+(?:\s+\w+)?\s+(?:cost|earn|make|pay|charge))|"
    # whole words (round 11: "fee" inside "feelings", "poll" inside "pollution" searched)
    r"(?:salary|salaries|wages?|earn(?:s|ings)?|paid|fees?|fares?|tuition)\b|tax\s+rate|interest\s+rate|"
    # gate17 (wave 20's spent held half): a central bank's or a lender's rates by name ("the ecb's deposit rate")
    r"(?:deposit|lending|repo|reverse\s+repo|base|prime|policy|bank|discount|refinancing|overnight|mortgage)"
    r"\s+rates?\b|"
    # ... and what is active now ("which states have active measles outbreaks", "active wildfires in california")
    r"active\s+(?:[a-z-]+\s+){0,2}?(?:outbreaks?|cases|wildfires?|fires|conflicts|wars|strikes|warnings?|alerts?|recalls?|"
    r"investigations?|lawsuits?|sanctions|shooters?|evacuations?|"
    # review17a: weather and services active now ("active typhoons in the pacific", "active power outages")
    r"hurricanes?|typhoons?|cyclones?|storms?|tornado(?:e?s)?|eruptions?|outages?|protests?|shortages?)\b|"
    r"minimum\s+wage|(?:inflation|unemployment|ratings?|polls?|polling|approval)\b|rank(?:s|ed)?\b(?!-choice)|"
    r"running\s+for|(?:candidates?|nominees?|nominated)\b|visa\s+requirements?|requirements?\s+for|"
    r"all[\s-]time|(?<!first\s)ever\b|so\s+far|the\s+most\s*\??$|leading\s+(?:scorer|goal|run|wicket|point))", re.IGNORECASE)
# "the last time", "who was the last", "the previous": the latest occurrence moves.
_LAST_EN = re.compile(r"\b(?:the\s+)?last\s+(?:time|one|person|player|team|country|man|woman|president|winner|"
                      r"episode|season|game|match|film|movie|album|book|song|eclipse|election|world\s+cup|"
                      r"super\s+bowl|olympics?)\b|\bwho\s+(?:was|is)\s+the\s+last\b|\bprevious\b(?!\s+names?\b)|"
                      r"\bwhen\s+(?:was|did)\b.*\blast\b", re.IGNORECASE)
# "who was the last tsar of russia": a title that has ended with its empire; asked in the past tense ("who was the
# last king of france", "the last ruler of the zhou dynasty"), a crown too: a reign still going is asked "who is"
_LAST_OF_OLD_EN = re.compile(r"\blast\s+(?:emperor|empress|tsar|czar|tsarina|czarina|shah|pharaoh|kaiser|viceroy|"
                             r"caliph|dauphin|doge|king|queen|monarch|ruler|sultan|maharaja|governor[\s-]general)s?\b",
                             re.IGNORECASE)
_ENDED_EN = re.compile(r"\b(?:die|died|air|aired|come\s+out|came\s+out|end|ended|close|closed|go\s+off\s+the\s+air)"
                       r"\s*\??\s*$", re.IGNORECASE)
# A recurring event named without its year or edition: "where did mexico finish in the world cup".
_RECURRING_EN = re.compile(
    r"\b(?:world\s+cup|super\s+bowl|olympics?|olympic\s+games|grand\s+slam|world\s+series|stanley\s+cup|"
    r"champions\s+league|premier\s+league|la\s+liga|serie\s+a|bundesliga|nba\s+finals|finals?|playoffs?|"
    r"tournament|championships?|title|cup|draft|grammys?|oscars?|emmys?|eurovision|tour\s+de\s+france|"
    r"wimbledon|masters|open\s+championship|us\s+open|french\s+open|australian\s+open|division|conference|"
    r"league|elections?|primary|primaries|census|summit|festival|awards?)\b", re.IGNORECASE)
# A prize given every year, asked of its winner without a year: "which scientist won the nobel prize in chemistry"
_PRIZE_WINNER_EN = re.compile(r"^\s*(?:who|which\s+[\w-]+(?:\s+[\w-]+)?)\s+(?:won|wins|has\s+won|was\s+awarded|"
                              r"received|got|shared|scooped|clinched|collected|picked\s+up|took\s+home)\b[^?]*\b"
                              r"(?:prizes?|trophy|ballon\s+d[’']?or|palme\s+d[’']?or|golden\s+(?:lion|bear|globe|boot|ball)|"
                              r"pulitzer|booker|"
                              # gate-en15: an award's category named alone ("which film won Best Picture")
                              r"best\s+(?:picture|film|director|actor|actress|album|song|new\s+artist)|"
                              r"(?:album|record|song|player|film|book)\s+of\s+the\s+year)\b", re.IGNORECASE)
_RECURRING_ASK_EN = re.compile(r"^\s*(?:who|which|where|when|how\s+many|what\s+(?:team|country|player|year))\b|"
                               r"^\s*what\s+(?:is|are|was|were)\s+the\s+(?:final\s+)?(?:results?|outcome|score)\s+of\b|"
                               r"\bwho\s+(?:won|wins|has\s+won|have\s+won)\b", re.IGNORECASE)
# What someone has done so far: "what movies has selena gomez starred in", "has X appeared in any ...".
_SO_FAR_EN = re.compile(r"\b(?:what|which|how\s+many)\b.*\b(?:has|have)\s+(?:\w+\s+){0,5}?(?:starred|appeared|"
                        r"played|written|wrote|won|released|published|directed|produced|recorded|sold|scored|"
                        r"visited|signed|worked)\b|^\s*(?:has|have)\s+.+\b(?:any|ever|yet)\b", re.IGNORECASE)
_WHEN_WIN_EN = re.compile(r"\bwhen\s+(?:did|was)\b.+\b(?:win|won|last)\b", re.IGNORECASE)
# News shape: a named organisation or person (a capitalised name inside the sentence) doing something reported.
# Only in cased text: the name is what separates "Which airline is slashing flights" from a textbook question.
# round 14 (wave 13, read): a hike in rates or fares, not hiking the pastime ("better for hiking", "go hiking",
# "hiking boots")
_HIKED = (r"(?<!\bfor\s)(?<!\bgo\s)(?<!\bgoing\s)(?<!\bwent\s)(?<!\bof\s)(?<!\bwhen\s)(?<!\blove\s)(?<!\blike\s)"
          r"hik(?:ed|es|ing)(?!\s+(?:boots?|shoes?|trails?|paths?|routes?|gear|poles?|socks|jackets?|packs?|"
          r"backpacks?|clubs?|groups?|trips?|season|holidays?)\b)")
_NEWS_VERB_EN = re.compile(
    r"\b(?:announc(?:ed|es|ing)|unveil(?:ed|s|ing)|reveal(?:ed|s|ing)|report(?:ed|edly|s)|confirm(?:ed|s)|"
    r"declar(?:ed|es)|named|appointed|elected|resign(?:ed|s)|stepped\s+down|fired|sued|accused|charged|arrested|"
    r"fined|banned|approved|passed|signed|vetoed|voted|agreed|pledged|plans?\s+to|planning|is\s+set\s+to|"
    r"will\s+soon|soon|is\s+expected|expected\s+to|is\s+facing|faces|is\s+deciding|is\s+looking|is\s+offering|"
    r"is\s+being|are\s+being|has\s+been|have\s+been|had\s+been|died|dies|passed\s+away|erupt(?:ed|ing|s)|"
    r"struck|killed|injured|evacuat\w+|recall(?:ed|s|ing)|shelved|axed|scrapped|cancell?ed|postponed|delayed|"
    r"split|broke\s+up|pulled\s+out|brought\s+back|returned|joined|joining|acquir(?:ed|es|ing)|bought|"
    r"roll(?:ed|s|ing)?\s+out|outs[oe]l[dl]s?|"
    r"buy(?:ing)?|sold|selling|slash(?:ed|es|ing)|cut(?:ting)?|rais(?:ed|es|ing)|" + _HIKED + r"|"
    r"launch\w*|debut(?:ed|s)?|premier(?:ed|es)|won|wins|beat|defeated|scored|broke|set\s+a\s+record|"
    r"made\s+waves|made\s+history|made\s+headlines|tweet(?:ed|s)|post(?:ed|s)|told|claim(?:ed|s)|said|says|"
    r"warn(?:ed|s|ing)|call(?:ed|s|ing)\s+(?:on|for)|urged|ordered|ruled|blocked|found|discovered|detained|"
    r"did\s+(?:[\w’'.-]+\s+){1,6}?(?:say|claim|tell|announce|reveal)|newly\s+[a-z]+ed|"
    r"according\s+to|officials|authorities|reportedly|amid|(?<!the\s)following|after\s+(?:a|an|the|being|its|his|her)|"
    r"(?:on|last|this|next)\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|summer|"
    r"winter|spring|fall|autumn)|(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?:\s+night)?)\b",
    re.IGNORECASE)
_NAME_INSIDE = re.compile(r"(?<=[a-z,;:’'\"”)]\s)(?:[A-Z][a-zA-Z0-9&'’.-]+|[A-Z]{2,})")
_NAME_FIRST = re.compile(r"^(?!(?:What|Which|Who|Whom|Whose|When|Where|Why|How|Is|Are|Was|Were|Do|Does|Did|Can|"
                         r"Could|Will|Would|Should|The|A|An|In|On|At|For|After|Despite|According)\b)"
                         r"[A-Z][\w&.-]*(?:’s|'s|\s+[A-Z][\w&.-]*)")
_NEWS_MIN_WORDS = 14  # a bare past-tense verb counts only in a long question
_NEWS_MIN_QUESTION_WORDS = 10  # short cased questions are encyclopedia look-ups ("Who won the Battle of X?")
_ONE_OFF_EN = re.compile(r"\b(?:battle|war|siege|revolution|uprising|rebellion)\b", re.IGNORECASE)  # not recurring
_FIRST_EN = re.compile(r"\b(?:first|inaugural|original|founding)\b(?!\s+time\s+(?:in|since|ever)\b)", re.IGNORECASE)
# "for the first time in 20 years / since 1998": a news lead, not a fixed historical first
_FIRST_TIME_IN_EN = re.compile(r"\bfirst\s+time\s+(?:in\s+(?:over\s+|nearly\s+|more\s+than\s+|almost\s+)?"
                               r"(?:\d[\d,]*|a|two|three|four|five|six|seven|eight|nine|ten|several|many)\s+"
                               r"(?:years?|decades?|centuries|months?)|since)\b|"
                               # round 10: "for the ninth time since 2023", "its first snowfall in 80 years"
                               r"\b(?:second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d+(?:nd|rd|th))\s+"
                               r"time\s+(?:since|this\s+(?:year|season|month))\b|"
                               r"\bfirst\s+(?:[a-z-]+\s+){1,2}?in\s+(?:over\s+|nearly\s+|more\s+than\s+|almost\s+)?"
                               r"(?:\d[\d,]*|two|three|four|five|six|seven|eight|nine|ten|several|many)\s+"
                               r"(?:years|decades|centuries)\b", re.IGNORECASE)
_DECADE = re.compile(r"\b(?:the\s+|early\s+|mid-?|late\s+)?(?:1[5-9]|20)\d0'?s\b")
_NEWLY_EN = re.compile(r"\bnewly[\s-](?!(?:independent|formed|created|founded|built|established)\b)[a-z]{3,}(?:ed|en|wn)\b",
                       re.IGNORECASE)
# "the 1500m", "a 2000cc engine": a distance or a size, no year
_ANY_YEAR = re.compile(r"(?<![\d,.$])(?:1[0-9]|20)\d{2}(?![\d,])(?!\s?(?:m|km|mm|cc|ft|kg|lb|mph|hp|ml|mah|gb|tb|kw)\b)",
                       re.IGNORECASE)
# What is reported or about to happen, whatever the question's length: "Which country is set to ban ...",
# "Which landmark is reportedly riddled with rust", "Netflix is considering ..."
_REPORTED_FUTURE_EN = re.compile(r"\b(?:reportedly|(?:is|are)\s+(?:set|expected|poised|due|slated)\s+to|will\s+soon|"
                                 r"(?:is|are)\s+(?:considering|proposing|planning\s+to|preparing\s+to|weighing)|"
                                 r"(?:has|have)\s+(?:announced|unveiled|revealed|confirmed))\b", re.IGNORECASE)
# A weekday with no "next/last" beside a past-tense verb: "died Sunday", "announced on Tuesday" - this week's news.
# Named days ("Black Friday", "Bloody Sunday", "Super Tuesday") are holidays or history, not this week.
_WEEKDAY_NEWS_EN = re.compile(r"(?<![A-Z][a-z]\s)(?<![A-Z][a-z]{2}\s)(?<![A-Z][a-z]{3}\s)(?<![A-Z][a-z]{4}\s)"
                              r"(?<![A-Z][a-z]{5}\s)(?<![A-Z][a-z]{6}\s)(?<!next\s)(?<!last\s)(?<!this\s)"
                              r"\b(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b"
                              # gate18: a weekday opening a title ("Saturday Night Live", "The Sunday Times")
                              r"(?!\s+(?:Night|Times|Morning|Telegraph|Post|Express|Mirror|Herald|Lights|Live|"
                              r"Football|Kitchen|Brunch)\b)")
_DID_EN = re.compile(r"\bdid\b", re.IGNORECASE)
# A company's shares moving: "why did acme shares fall", "shares of the bank plunged".
_SHARES_MOVE_EN = re.compile(r"\b(?:shares|stocks?)\s+(?:(?:in|of)\s+(?:[\w&'’.-]+\s+){1,4}?|\w+\s+)?(?:fall|fell|drop|"
                             r"dropped|rise|rose|jump|jumped|surge|surged|plunge|plunged|soar|soared|tumble|tumbled|"
                             r"slump|slumped|sink|sank|rally|rallied|climb|climbed|slide|slid|collapse|collapsed|"
                             r"crash|crashed|plummet|plummeted)\b", re.IGNORECASE)
_PAST_VERB_EN = re.compile(r"\b(?!(?:need|used|based|called|named|known|red|bed|hundred|united|related|limited|"
                           r"indeed|speed|seed|feed|weed|breed|shed|wed|sled|fled|"
                           # gate16: adjectives that end in -ed, no deed ("seen with the naked eye", "a sacred site")
                           r"naked|sacred|wicked|rugged|crooked|jagged|ragged|wretched|kindred|hatred|beloved)\b)"
                           r"[a-z]{3,}ed\b|"
                           r"\b(?:withdrew|gave|took|made|went|came|left|lost|won|began|became|broke|brought|"
                           r"caught|chose|drew|drove|fell|fought|flew|froze|got|grew|held|hit|kept|knew|led|met|"
                           r"paid|ran|rose|saw|sent|shot|shut|sold|spent|stole|struck|swore|threw|told|took|wore|"
                           r"wrote)\b")
# History stays history: "when did the Berlin Wall fall", "who invented ...": old, fixed events.
_PAST_FACT_EN = re.compile(r"^\s*(?:when\s+(?!(?:she|he|they|it|we|i|you)\b)|in\s+what\s+year|what\s+year)\b|"
                           r"(?<!\bnewly\s)\b(?:invented|discovered|founded|"
                           # gate19: "drafted", a player's one-off entry ("which team drafted Tom Brady")
                           r"painted|composed|built|born|drafted|century|ancient|medieval|war\s+of|world\s+war|ww(?:i|ii|1|2)|"
                           r"civil\s+war|battle\s+of|armada|dynasty|empire|confedera\w+|treaty\s+of|crusades?)\b|"
                           # gate-en13: the merger a firm was formed by ("which banks merged to form HSBC"), not a
                           # new one ("merged to form a new carrier")
                           r"\b(?:merged|combined|amalgamated)\s+to\s+(?:form|create)\s+(?!(?:a|an|the)\s+new\b)",
                           re.IGNORECASE)
_EPISODE_EN = re.compile(r"\b(?:season|series|episode|part|chapter|volume)\s+\d+\b", re.IGNORECASE)
_QUIZ_EN = re.compile(r"[a-z]{2,}[.!]\s+(?:[A-Z][^?]*\?|[^?]*:)\s*$|:\s*$|^true\s+or\s+false\b|\bwhich\s+of\s+these\b",
                      re.IGNORECASE)

_SOFT_NUMBER = re.compile(r"\d")
_SOFT_VERSION = re.compile(r"\b[A-Za-z]+-?\d+[A-Za-z0-9.]*\b|\b\d+(?:\.\d+)+\b|\bversion\s+\d+\b", re.IGNORECASE)
_SOFT_ENTITY = re.compile(r"(?<![.?!]\s)(?<!^)\b[A-Z][a-zA-Z0-9&'-]+(?:\s+[A-Z][a-zA-Z0-9&'-]+)*|"
                          r"[“\"「『《][^”\"」』》]{2,40}[”\"」』》]|(?<=[\u4e00-\u9fff])[A-Za-z][A-Za-z0-9.+-]{1,}")


def _clean(question: str) -> str:
    # lone surrogates as U+FFFD: the Aho-Corasick passes (gate_history_zh) encode the text as UTF-8
    text = unicodedata.normalize("NFKC", repair_surrogates(question[:MAX_QUESTION_CHARS]))
    if not text.isprintable():  # fast path: printable text has none of the characters blanked out below
        text = "".join(" " if unicodedata.category(ch) in ("Cc", "Cf", "Zl", "Zp") else ch for ch in text)
    return re.sub(r"\s+", " ", text).strip()


def _words(pattern: re.Pattern[str], text: str, label: str | None = None, limit: int = 3) -> list[str]:
    out: list[str] = []
    for m in pattern.finditer(text):
        word = " ".join(m.group(0).lower().split())[:40]  # as re.sub(r"\s+", " ", ....strip()): the same spaces
        item = f"{label}:{word}" if label else word
        if item not in out:
            out.append(item)
        if len(out) >= limit:
            break
    return out


def _explicit(text: str) -> list[str]:
    return [w for w in _EXPLICIT_ZH if w in text] + _words(_EXPLICIT_EN, text)


def _past_only(text: str) -> bool:
    return bool(_PAST_EN.search(text)) and not _PRESENT_EN.search(text)


# gate17 (wave 21's fit half, wave 20's spent held half): a question pinned to a past moment by a clause in the past
# ("... when the euro was launched", "... the year the soviet union broke up", "... the week i was born"): its
# holder, host or number one is that moment's, fixed, whatever news word the clause holds
_PAST_MOMENT_EN = re.compile(
    r"\b(?:when|(?:in\s+)?the\s+(?:year|day|week|month|summer|winter|season|night|time)|the\s+same\s+year|"
    r"back\s+when)\s+(?:that\s+)?(?:[\w'’.-]+\s+){1,6}?"
    r"(?:(?!need|feed|seed|speed|exceed|proceed|succeed)[a-z]{2,}ed|was|were|came|fell|broke|began|won|took|became|"
    r"left|split|sank|went|ran|rose|struck|shot|wrote|sang|built|fought|flew|got|made|lost|died|born)\b|"
    # gate18: the moment named by its event ("which us president was in office during the moon landing", "who was
    # prime minister at the time of the falklands war"); the holder's "was" and no word of now are checked below
    r"\b(?:during|at\s+the\s+time\s+of)\s+the\s+(?:[\w'’.-]+\s+){0,3}?[\w'’.-]+",
    re.IGNORECASE)


# ... after a main question of its own (not "when was the last time the celtics won": the question itself), with no
# word that moves the moment ("the last time they won", "the next time", "recently")
_MOMENT_MOVES_EN = re.compile(r"^\s*(?:when|what\s+year|which\s+year|how\s+long)\b|"
                              r"\b(?:last|latest|next|recent|recently|most\s+recent|ever\s+since|since)\b",
                              re.IGNORECASE)


# ... and the main question asks who held a place then, a short quiz question ("who was ...", "which city hosted",
# "what song topped"); a news item tells its deed in the clause ("how many migrants drowned when their boat
# capsized", "which singer got a surprise when a keyboard began playing")
_HOLDER_ASK_EN = re.compile(r"^\s*(?:who|(?:which|what)\s+[\w'’-]+(?:\s+[\w'’-]+)?)\s+(?:was|were|hosted|ruled|led|"
                            r"reigned|coached|ran|topped|governed|headed|held|won|sat|presided|chaired|managed)\b",
                            re.IGNORECASE)


# gate17b (wave 21's spent held half): a first's moment as a Chinese when-clause ("第一代iPhone发布的时候美国总统是谁",
# "首届世界杯举办那年", "第一次登月的时候"): the twin of "when the first iphone came out", a fixed past moment
_FIRST_MOMENT_ZH = re.compile(r"(?:第一代|第一款|第一部|第一台|第一届|首届|首次|第一次|初代|首款|首部)[^，。？?]{0,12}?"
                              r"(?:发布|上市|推出|问世|举办|举行|登场|上映|播出|成立|开通|登月|发射)(?:的)?"
                              r"(?:时候|那年|那一年|当年|时)")


def _past_moment(text: str) -> bool:
    """ "who was president of the european commission when the euro was launched": asked of a past moment; in
    Chinese, a first's moment as a when-clause with no word of now ("第一代iPhone发布的时候美国总统是谁")."""
    if (zh := _FIRST_MOMENT_ZH.search(text)) and not any(w in text for w in _NOW_ZH):
        return bool(zh)
    m = _PAST_MOMENT_EN.search(text)
    return bool(m and len(text[:m.start()].split()) >= 2 and _HOLDER_ASK_EN.match(text)
                and len(text.split()) <= _SHORT_QUESTION_WORDS and not _MOMENT_MOVES_EN.search(text)
                and not _PRESENT_EN.search(text) and not _WILL_EN.search(text))


# gate17 (review16a's spent probes): the previous or next edition of an edition named by its city or year
# ("北京奥运会的下一届", "2008年北京奥运会的上一届", "悉尼奥运会的上一届"): one fixed edition, not the coming one
_EDITION_STEP_ZH = frozenset(("上一届", "上届", "下一届", "下届"))
_EDITION_OF_NAMED_ZH = re.compile(r"[\u4e00-\u9fff\d]{2,}(?:奥运会|冬奥会|亚运会|世界杯|欧洲杯|世博会|全运会|大运会|"
                                  r"春晚|奥运)的(?:上一?届|下一?届)")
# "在今天的哪个城市", "相当于今天的哪里", "就是今天的西安": 今天的 as "modern-day", placing an old place on today's map
_MODERN_DAY_ZH = re.compile(r"(?:在|是|位于|相当于|就是|属于|即)今天的|今天的(?:哪个|哪|什么)(?:城市|省份?|国家|地方|地区|位置)|"
                            r"今天的(?:哪里|哪儿)")
_HAN_RE = re.compile(r"[\u4e00-\u9fff]")


# gate17 (wave 21's fit half): a count of the countries, states or bodies that take up a policy, a currency or a
# rule now ("how many us states allow recreational cannabis", "how many countries recognise kosovo"): it moves
_ADOPTERS_EN = re.compile(
    r"\bhow\s+many\s+(?:[\w.'’-]+\s+){0,2}?(?:countries|states|nations|cities|provinces|territories|member\s+states|"
    r"companies|airlines|banks|schools|universities|teams|clubs|hospitals|airports|stores|municipalities)\s+"
    r"(?:now\s+|currently\s+|still\s+)?(?:allow|ban|permit|recogni[sz]e|legali[sz]e|use|accept|require|offer|"
    r"possess|have\s+(?:nuclear|legal|legali[sz]ed|a\s+(?:female|woman|king|queen|monarch))|"  # gate18
    r"support|observe|prohibit|mandate|follow|have\s+(?:legali[sz]ed|banned|adopted|joined|signed|ratified))\b",
    re.IGNORECASE)


def _first_told_past(text: str) -> bool:
    """A first asked in the past tense ("which company released the first iPhone", "which club won the first FA Cup
    final"): one fixed event (gate-en15); not "will be the first", "is the first"."""
    return bool(_FIRST_THING_EN.match(text) and (_PAST_EN.search(text) or _PAST_VERB_EN.search(text))
                and not _PRESENT_EN.search(text) and not _WILL_EN.search(text))


# "the first iPhone", "the first FA Cup final": a first thing named; not "the first time", "the first day / round" of
# an event going on, nor "came first" (a place in a ranking)
_FIRST_THING_EN = re.compile(r"^\s*(?:who|what|which|where|when)\b[^?]*?\bthe\s+(?:very\s+)?"
                             r"(?:first|inaugural|original)\s+"
                             r"(?!(?:time|times|day|days|night|week|weeks|weekend|month|round|half|quarter|leg|stage|"
                             r"session|game|games|match|matches|race|phase|lap|set|innings|period)\b)[\w'’-]+",
                             re.IGNORECASE)


# gate18: a possessive "'s" after a name or a number ("Windows 10's", "Apple's"), not a contracted "is" ("it's",
# "who's", "that's")
_POSSESSIVE_EN = re.compile(r"(?<![A-Za-z])(?!(?:he|she|it|that|there|here|who|what|where|when|how|which|why|this|"
                            r"everyone|somebody|someone|nobody)['’]s\b)([A-Za-z0-9][\w.-]*)['’]s\b", re.IGNORECASE)
_AS_OF_YEAR_EN = re.compile(r"\bas\s+of\s+(?:(?:early|mid|late|the\s+end\s+of|[a-z]+)\s+)?(?:19|20)\d{2}\b", re.IGNORECASE)
_OWN_RECENT_EN = re.compile(r"\b(?:my|our)\s+(?:very\s+)?(?:latest|newest|most\s+recent|recent)\b", re.IGNORECASE)


def _hard(text: str, today: date | None = None) -> list[str]:
    if chat_task(text):
        text = without_quotes(text)  # translate "the weather is nice today": the quote is no question
    found = [w for w in _HARD_ZH if w in text]
    if "新任" in found and not _NEWLY_APPOINTED_ZH.search(text):
        found.remove("新任")  # "游戏的新任务怎么做": 新任务 is a new task, not a newly appointed holder (review11)
    if "上市" in found and "上市" not in _LAUNCH_STAGE_ZH.sub("", text.replace("上市公司", "")):
        found.remove("上市")  # "上市公司需要披露哪些信息": a listed company, not a launch (gate-zh12b)
    if "最近" in found and near_in_space_zh(text):
        found.remove("最近")  # gate18: "离太阳最近的行星是哪一颗": nearest in space, not lately
    if "当前" in found and _CODE_NOW_ZH.search(text):
        found.remove("当前")  # "怎么用JavaScript获取当前时间": the running program's now, not the news'
    if found and (_PAST_WHEN_ZH.search(text) or _FIRST_MOMENT_ZH.search(text)):  # gate17b: "第一代iPad上市的时候"
        found = [w for w in found if w not in _EVENT_WORDS_ZH]  # "《泰坦尼克号》是什么时候上映的": a fixed past date
    if "几点" in found and _ADVICE_BEST_ZH.search(text):
        found.remove("几点")  # "牛奶几点喝最合适": the best hour for a habit, advice (round 11c)
    if found and _WORD_ASK_ZH.search(text):
        found = []  # "今天的英文怎么说", "现在完成时怎么用": the words are asked about, not the present (round 12)
    if found and "《" in text:  # gate-zh13: "《今夜无人入睡》出自哪部歌剧": a time word inside a title
        outside = _TITLE_ZH.sub("》《", text)
        found = [w for w in found if w in outside]
    if found and (quoted := _QUOTED_MEANING_ZH.search(text)):
        outside = text[:quoted.start()] + text[quoted.end():]
        found = [w for w in found if w in outside]  # "「今日」是什么意思" (not "最近很火的「X」是什么意思")
    found = drop_situational(found, text, _NOW_ZH)  # "明天要考试了，怎么缓解紧张", "Python怎么更新pip" (round 12)
    if found and _EDITION_OF_NAMED_ZH.search(text):  # gate17: "北京奥运会的下一届在哪里": a named edition's neighbour
        found = [w for w in found if w not in _EDITION_STEP_ZH]
    if "今天" in found and _MODERN_DAY_ZH.search(text):  # gate17: "唐朝的都城在今天的哪个城市": modern-day, a place
        found.remove("今天")
    if found and _old_year(text, today) and _HAN_RE.search(text):  # gate17: "2016年美国大选…赢了多少张选举人票":
        found = [w for w in found if w in _NOW_ZH]  # a stated old year pins the event words; 现在 / 今天 still search
    if found and (_GENERAL_ASK_ZH.search(text) or _WRITE_TASK_ZH.match(text)):
        found = [w for w in found if w in _NOW_ZH]  # "票房分账是怎么算的": how a figure is made, not its value
    # "the tonight show": a name; "how do I say 'tonight' in German": a word asked about
    english = _words(_HARD_EN, _TODAY_IDIOM.sub(" ", _SHOW_TITLE.sub(" ", _mentioned_blanked(text))))
    if not _PLACE_AFTER_NEW.search(text) and not _SELF_NEW_EN.search(text) and not own_new_only(text):
        english += _words(_NEW_LOWER, text)  # (gate30: not the asker's own "write a new ...", gate_own_new)
    english += ["overnight"] if _OVERNIGHT_EN.search(text) and not _MY_EN.search(text) else []  # (not "my dough")
    if english and (_past_only(text) or _past_only(_POSSESSIVE_EN.sub("", text))  # gate18: "What was Windows 10's
                    # release date?": a possessive tells no present tense
                    or _INSTALMENT_EN.search(text) or _DID_LIVE.search(text)
                    or _WH_PAST_OPEN_EN.match(text) or _DID_FIRST_EN.search(text)
                    or _first_told_past(text)):
        # (gate-en15: "which company released the first iPhone": a first, told in the past, is a fixed event)
        english = [w for w in english if w not in _EVENT_WORDS]  # "when was X released": a fixed past event
    if english and _first_told_past(text):  # gate17: "which was the first film to earn a billion at the box
        english = [w for w in english if not _TOPIC_WORD.fullmatch(w)]  # office": a first told in the past is fixed
    if english and (title := _title(text)):
        english = [w for w in english if _PRESENT_WORD.fullmatch(w) or w not in title]
    general = bool(_GENERAL_ASK_EN.match(text)) and not _TREND_NOW_EN.search(text)
    if "as of" in english and _old_year(text, today) and _AS_OF_YEAR_EN.search(text):
        english.remove("as of")  # gate18: "as of 2017": a stated old moment, not now
    if english and (_old_year(text, today) or concept_question(text) or chat_task(text) or general
                    or _HYPOTHETICAL_EN.match(text) or _FOUNDING_ASK_EN.match(text)):
        # "the population of mexico in 1940", "what is a stock split", "write a poem about the news",
        # "why do bond prices fall when rates rise", "how do you read a stock ticker": how things work in general
        english = [w for w in english if not _TOPIC_WORD.fullmatch(w)
                   and not (w == "new" and general and not _SPECIFIC_NEW_EN.search(text))]
    english = [w for w in english if not other_sense(w, text)]  # "how long do whales live" (round 12)
    if given_sum(text):
        english = []  # "a car costs $32,000 with 7% tax; what's the new total": the user's own figures (round 12)
    if english and (completed_tally(text) or career_ended_tally(text)):  # "how many goals did Thierry Henry score":
        # a career's tally (gate-en14); one the careers list knows ended, "... did kobe bryant score" (gate18)
        english = [w for w in english if w.lower() not in ("score", "scores")]
    if english and _OWN_RECENT_EN.search(text):  # gate18: "how do i undo my latest commit": the user's own last thing
        english = [w for w in english if not re.search(rf"\b(?:my|our)\s+(?:very\s+)?{re.escape(w)}\b", text, re.I)]
    if "current" in english and school_subject(text):
        english.remove("current")  # "a current events worksheet due tomorrow": a school subject (round 12)
    return found + english + _words(_WHAT_TIME, text)


# gate-own12: a word asked about, not used ("how do I say 'this morning' in Spanish", "what does "tonight" mean"):
# in a question about wording, the quoted span and the span between "say / write / spell" and "in <Language>" are
# mentioned words, no time reference (the English twin of _WORD_ASK_ZH)
_WORD_ASK_EN = re.compile(r"\bhow\s+(?:do|would|can|should|could)\s+(?:I|you|we|one)\s+(?:say|write|spell|pronounce|"
                          r"translate)\b|\bwhat\s+(?:does|do)\b[^?]{1,40}?\bmean\b|\bmeaning\s+of\b|"
                          r"\bwhat(?:'s|\s+is)\s+[\"'“‘][^\"'”’]{1,30}[\"'”’]\s+in\s+(?-i:[A-Z])[a-z]+", re.IGNORECASE)
_SAID_SPAN_EN = re.compile(r"\b(?:say|write|spell|pronounce|translate)\s+(?P<said>[^?]{1,40}?)\s+(?:in|into)\s+"
                           r"(?-i:[A-Z])[a-z]+\b", re.IGNORECASE)


def _mentioned_blanked(text: str) -> str:
    """``text`` with words only mentioned blanked, when it asks about wording; otherwise ``text`` itself."""
    if not _WORD_ASK_EN.search(text):
        return text
    return _SAID_SPAN_EN.sub(lambda m: m.group(0).replace(m.group("said"), " "), without_quotes(text))


# round 14 (wave 13, read): a first held in the past ("when did South Africa hold its first all-race election"): a
# fixed date, its event word says nothing about now; a founding asked ("who founded the New York Stock Exchange"):
# its topic word names the thing founded, no value now
_DID_FIRST_EN = re.compile(r"\bdid\b[^?]{1,60}?\b(?:first|inaugural)\b(?!\s+time\b)", re.IGNORECASE)
_FOUNDING_ASK_EN = re.compile(r"\s*(?:who|when|where|in\s+what\s+year|what\s+year|in\s+which\s+year)\s+"
                              r"(?:(?:was|were|did)\s+(?:[\w'’.&-]+\s+){1,6}?)?(?:founded|established|founds?|"
                              r"establish(?:ed)?|set\s+up|created|create|started|start)\b(?![^?]*\b(?:now|today|this|"
                              r"latest|new(?!\s+(?-i:[A-Z])))\b)", re.IGNORECASE)  # (not "New York": a name)


# round 11c: "是什么时候上映的", "是哪一年上市的": the date of a past event; its event word says nothing about now
_PAST_WHEN_ZH = re.compile(r"是(?:什么时候|哪年|哪一年|何时|哪天|几几年)[^，。？?]{0,8}的[？?]?$")
_EVENT_WORDS_ZH = frozenset(("上映", "上市", "开售", "发布会", "发布了", "新发布", "选举", "大选"))
# a program's "current" time, directory, page, user (round 11, wave 7): a coding question
# gate-zh14 (wave 17, read): a launch's stage asked as a rule ("新药上市前要经过几期临床试验"), not a launch
# (not after a model's name or number: "iPhone 18上市前需要预约吗" is that launch, review14a)
_LAUNCH_STAGE_ZH = re.compile(r"(?<![A-Za-z0-9])(?<![A-Za-z0-9]\s)上市(?:前|之前|以前)"
                              r"(?=[^，。？?]{0,2}?(?:要|需要|必须|得|一般|通常|都))")
_CODE_NOW_ZH = re.compile(r"(?:怎么|如何|怎样|用)[^，。？?]{0,20}?(?:获取|得到|取得|读取|显示|打印|输出|设置|切换|返回)"
                          r"当前(?:的)?(?:时间|日期|时间戳|目录|路径|页面|用户|窗口|进程|线程|对象|元素|行|值|位置|状态)")
# How a figure is made or how things go in Chinese (round 11): "票房分账是怎么算的", "汇率是如何决定的",
# "房价是怎么形成的". Only the words that say when (今天, 最新, 现在 ...) still search there.
_GENERAL_ASK_ZH = re.compile(r"(?:是|要)?(?:怎么|如何|怎样)(?:来)?(?:算|计算|决定|确定|形成|产生|统计|评选|评出|制定|运作|"
                             r"定价|划分|分配|命名)(?:的|出来的)?"
                             # review11: what a term means, or typing / making one ("单双号限行是什么意思",
                             # "Word里怎么打分数线", "积分榜怎么做成Excel")
                             r"|是什么意思|什么意思|(?:怎么|如何|怎样)(?:打出?|输入|打字|画|做成|制作|做一个)"
                             # round 11c: "汇率是由什么决定的", "为什么油价会上涨": what drives a figure in general
                             r"|由(?:什么|哪些)(?:因素)?(?:决定|构成|组成|影响)|为什么[^，。？?]{0,10}?会"
                             # round 12 (wave 12's fit half): how a figure bears on something ("油价上涨对生活有什么
                             # 影响"): an explanation, unless a word says when
                             r"|对[^，。？?]{1,12}?(?:有|会有|产生|带来)(?:什么|哪些|何种?)(?:样的)?(?:影响|作用|好处|坏处)"
                             # round 12's probe (read): by what a figure is ranked, the conditions for a step, how two
                             # terms relate, how to write one, a conversion ("大学排名是按什么算的", "上市需要什么条件",
                             # "市值和市盈率有什么关系", "发布会邀请函怎么写", "怎么计汇率换算")
                             r"|(?:根据|按照?|依据|凭)什么(?:来)?(?:算|计算|排|定|评|决定|确定)"
                             r"|需要(?:什么|哪些)(?:条件|材料|手续|资格)|(?:条件|流程|步骤)是什么"
                             r"|有(?:什么|何|啥)(?:关系|区别|不同|联系)|区别是什么|(?:怎么|如何|怎样)写[？?]?$"
                             r"|(?:怎么|如何|怎样)(?:计|换算)")
_NEWLY_APPOINTED_ZH = re.compile(r"新任(?!务)")
# round 12's probe (read): a word or a tense asked about: its English, its meaning in quotes, a grammar term
_WORD_ASK_ZH = re.compile(r"(?:的)?英文(?:是什么|怎么说|叫什么)|用英[文语]怎么说|怎么翻译|"
                          r"现在(?:进行|完成|分词|时态)|过去(?:进行|完成)|将来时|"
                          r"谜语|谜底|灯谜|歇后语")  # gate-zh13: "今晚打老虎是什么谜语": a riddle's words
_TITLE_ZH = re.compile(r"《[^》]{1,30}》")
_QUOTED_MEANING_ZH = re.compile(r"[「“\"『][^」”\"』]{1,8}[」”\"』](?=\s*(?:的|是)?(?:什么意思|意思|英文))")
# round 11c: a writing task ("帮我写一份发布会的主持稿"): its topic words are the text's subject, not a question
_WRITE_TASK_ZH = re.compile(r"^\s*(?:请|麻烦)?(?:帮我|给我|替我|帮忙)?(?:写|起草|拟|编|想)(?:一(?:份|篇|段|首|封|个|句|条)|个|几句|五个|几个)|"
                            # naming the user's own piece ("给一篇关于金价的文章起几个标题", gate-zh12b)
                            r"^\s*(?:请|麻烦)?(?:帮我|帮忙)?给[^，。？?]{1,24}?(?:起|取|拟|想)(?:一|几|个|五|三)")
_NOW_ZH = frozenset((*NEAR_DAYS_ZH, "最新", "最近", "近期", "近日", "今天", "今日", "昨天", "明天", "今年", "明年", "去年", "前年",
                     "上半年", "下半年", "本季度", "上季度", "下季度", "本周", "这周", "下周", "上周", "本月", "这个月",
                     "上个月", "下个月", "现在", "目前", "当前", "如今", "眼下", "刚刚", "刚才", "实时", "现任", "新任"))
# a sum put as a supposition (round 11): "if a stock falls 20% and then rises 20%, am I back to even?" — the topic
# word names the thing in the sum, not a value to look up
_HYPOTHETICAL_EN = re.compile(r"\s*(?:if|suppose|supposing|assuming|say)\b[^?]{0,80}?\d", re.IGNORECASE)

# Hard words that name a topic whose value drifts, not the present itself: a stated past year fixes them.
_TOPIC_WORD = re.compile(r"pre-?market|after[\s-]hours|prices?|pricing|how much (?:is|are|does|do)|scores?|stocks?|share price|market cap|news|"
                         r"breaking|trending|headlines?|weather|forecast|temperature|exchange rate|releases?|released|version|"
                         r"launch(?:ed|es)?|elections?|schedule|fixtures?|standings|rankings?|box office|outbreak|"
                         r"net worth|population")


# How things work in general (round 10): "how does a company's share price get set", "why do stock markets crash",
# "what usually happens to share prices after ...", "why are elections held on tuesdays". A topic word there names
# the subject of an explanation, not its value now ("why are egg prices so high" asks about now: not this shape).
_GENERAL_ASK_EN = re.compile(
    r"\s*(?:how\s+(?:is|are)\s+(?:[\w'’-]+\s+){1,4}?(?:called|chosen|elected|decided|picked|counted|measured|made|"
    r"set|run|held|funded|named|awarded|calculated|scored)\b|how\s+(?:do|does|can|should|would|could)\s+(?!(?:[\w'’-]+\s+){0,3}?(?:look|stand|compare|rank|fare|sit|"
    r"line\s+up)\b)|why\s+(?:do|does|would|can|could|might)\b|"
    r"why\s+(?:is|are)\s+(?:[\w'’-]+\s+){1,3}?(?:held|called|named|measured|counted|set|used|made|chosen)\b|"
    r"what\s+(?:(?:usually|typically|generally|normally)\s+)?happens\s+(?:to|when|if)\b)", re.IGNORECASE)

# ... but not a trend going on now ("why do egg prices keep rising") nor one new thing named ("how does the new
# iphone camera work", "how can I watch the new season of severance"; "how does a stock exchange list a new company"
# stays general)
_TREND_NOW_EN = re.compile(r"\b(?:keeps?|kept|still|continues?|lately|recently|right\s+now|these\s+days|"
                           r"this\s+(?:week|month|year))\b", re.IGNORECASE)
_SPECIFIC_NEW_EN = re.compile(r"\b(?:the|this|these|that|those|its|their|his|her|[\w-]+['’]s)\s+(?:brand\s+)?new\b",
                              re.IGNORECASE)

# "what usually happens to a currency when rates go up": how things go in general, a timeless cue (round 10)
_USUALLY_HAPPENS_EN = re.compile(r"\s*what\s+(?:usually|typically|generally|normally|tends\s+to)\s+happens?\b",
                                 re.IGNORECASE)


_SINCE_YEAR = re.compile(r"\b(?:since|from)\s+(?:(?:early|mid|late|the\s+end\s+of)\s+)?(?:19|20)\d{2}\b|"
                         r"自(?:19|20)\d{2}年|(?:19|20)\d{2}年以来", re.IGNORECASE)  # up to now, not fixed


def _old_year(text: str, today: date | None) -> bool:
    """A stated year before last year ("in 1940", "ipl 2018", "2017年"). Without ``today`` every stated year counts
    as past: nothing says it is recent."""
    years = [int(a or b) for a, b in _YEAR.findall(_SINCE_YEAR.sub(" ", text))]
    if not years:
        return False
    return today is None or max(years) < today.year - 1


_DID_LIVE = re.compile(r"\b(?:did|years)\b[^?]*\blive\b", re.IGNORECASE)  # "when did the pararhabdodon live"


def _recent_year(text: str, today: date | None) -> list[str]:
    """A year from last year on ("the 2026 budget", "2025年"), or a numbered edition held then ("Super Bowl LXI"), asks
    about something recent or coming."""
    if today is None:
        return []
    years = {int(a or b) for a, b in _YEAR.findall(text)}
    if (edition := edition_year(text)) is not None:
        years.add(edition)  # "Super Bowl LXI": February 2027 (review14b)
    return [f"recent_year:{y}" for y in sorted(years) if y >= today.year - 1][:1]


_WHICH_ACTOR_EN = re.compile(
    r"^\s*(?:which|what)\s+(?:[\w’'-]+\s+){0,3}?(?:company|companies|country|countries|state|city|team|airline|"
    r"automaker|carmaker|brand|retailer|chain|service|network|university|school|group|party|government|agency|"
    r"app|platform|celebrity|star|singer|rapper|actor|actress|player|athlete|organi[sz]ation|bank|firm|startup|"
    r"restaurant|store|streamer|show|series|film|movie|politician|senator|lawmakers?|officials?|ceo|billionaire|"
    r"nation|island|region|province|county|club|league|court|judge|court|president|leader|minister)\b",
    re.IGNORECASE)


def _news(text: str) -> list[str]:
    """News-quiz shape: a named (or "which company") actor doing something reported, or a statement followed by a
    question about it. The actor is a capitalised name in cased text, or, in any case, a known name
    (``data/gate_names.txt``) or a news actor noun ("officials", "the company"); see ``gate_news.py``."""
    if _personal(text):
        return []  # a chat request about the user's own work ("my code is failing", "can you rewrite") is no news
    if first := _FIRST_TIME_IN_EN.search(text):  # "for the first time since 2019": a news lead, year or not
        return [f"news:{first.group(0).lower()[:30]}"]  # "born in the wild for the first time in 400 years" too
    if species := new_species(text):  # "a new species of frog was discovered": read before the history words
        return [f"news:{species}"]
    if (_PAST_FACT_EN.search(text) or _EPISODE_EN.search(text) or fixed_prize(text)
            or closed_tally(text) or role_in_finished_work(text)):  # (review15b: the role read in lower case too)
        # (gate-en15: "who won the Nobel Prize for discovering X-rays": that deed's prize, fixed; review15b: "how
        # many albums did ABBA record before they broke up": the split closes the tally, no news deed)
        return []
    cased = not text.islower()
    if newly := _NEWLY_EN.search(text):  # "the newly discovered variant", "her newly launched podcast"
        return [f"news:{newly.group(0).lower()}"]
    dated = _ANY_YEAR.search(_DECADE.sub(" ", text))  # "the 1960s TV series" names an era, not the event's date
    if not dated:  # "in 1789": a dated, fixed event
        day = (_WEEKDAY_NEWS_EN if cased else _WEEKDAY_AFTER_VERB_EN).search(text)
        if day and (_PAST_VERB_EN.search(text) or _DID_EN.search(text)):  # "why did X fall on wednesday"
            return [f"news:{day.group(0).lower()}"]
        if coming := _REPORTED_FUTURE_EN.search(text):
            return [f"news:{coming.group(0).lower()}"]
        if (big := _BIG_MONEY_EN.search(text)) and len(text.split()) >= 8 and not _SUM_EN.search(text):
            return [f"news:{big.group(0).lower()}"]
        if (story := _STORY_OPENING_EN.match(text)) and (_PAST_VERB_EN.search(text) or action_now(text)):
            return [f"news:{' '.join(story.group(0).lower().split())}"]
        if move := _SHARES_MOVE_EN.search(text):
            return [f"news:{move.group(0).lower()}"]
        # deeds asked of someone unnamed: "who was sentenced for ...", "which ferry capsized", "its first case of"
        if cue := person_deed(text) or thing_deed(text) or first_case(text) or which_thing_did(text):
            return [f"news:{cue[:40]}"]
        # terse wire shapes: "which golfer won the open", "how much did oil fall", "why was the match abandoned"
        if cue := wire_cue(text):
            return [f"news:{cue[:40]}"]
        # round 10: "Minister quits over ...: who replaces her?", "how did investors react to ...", "who replaced X as"
        if cue := (headline_ask(text) or reaction_ask(text) or succession_ask(text) or report_cue(text)
                   or search_box_state(text) or terse_state(text)):  # gate-terse15: "masters leaderboard"
            return [f"news:{cue[:40]}"]
        if cue := new_record(text) or interim_post(text):  # "set a new world record", "interim head coach"
            return [f"news:{cue[:40]}"]
        # short quiz shapes with no name: "which bank collapsed", "what did investigators find", "the truce"
        if not _FIRST_ASK_EN.search(text) and not _INSTALMENT_EN.search(text):
            if cue := which_actor_did(text) or body_said(text) or news_event(text) or ongoing_event(text):
                return [f"news:{cue[:40]}"]
    if _YEAR.search(text):
        return []  # a stated year or decade (recent ones were caught before): a fixed, past event
    now = action_now(text)
    if len(text.split()) < _NEWS_MIN_QUESTION_WORDS:
        # short: only "which company/airline/state ..." or a name doing something reported or going on now; a
        # short count ("how many people have walked on the Moon") is left to the drifting shapes
        short_verb = _STRONG_NEWS_VERB_EN.search(text)
        actor = (_WHICH_ACTOR_EN.search(text) or named_actor(text) or (cased and _NAME_INSIDE.search(text))
                 or (now and actor_noun(now)))  # "which item are shoppers stockpiling": the actor is in the verb
        if ((short_verb or now) and actor and not _FIRST_EN.search(text) and not _COUNT_EN.search(text)
                and not age_of_history(text)):  # "who was arrested during the french revolution"
            return [f"news:{(short_verb.group(0) if short_verb else now).lower()}"]
        return []
    if _FIRST_ASK_EN.search(text) and not now:
        return []  # "the first": a fixed, past event, unless it is happening now ("will be the first")
    verb_match = _NEWS_VERB_EN.search(text)
    verb = verb_match.group(0) if verb_match else now
    if verb is None and len(text.split()) >= _NEWS_MIN_WORDS and not _WH_PAST_OPEN_EN.match(text):
        past = _PAST_VERB_EN.search(text)  # a long account of what someone did is a news question's set-up
        verb = past.group(0) if past else None
    quiz = _QUIZ_EN.search(text)
    if not (verb or quiz):
        return []
    cue = (verb or quiz.group(0)).strip().lower()[:20]  # type: ignore[union-attr]
    name_match = (_NAME_INSIDE.search(text) or _NAME_FIRST.search(text)) if cased else None
    name = name_match.group(0) if name_match else named_actor(text)
    if name:
        return [f"news:{name.lower()}+{cue}"]
    if verb and (_WHICH_ACTOR_EN.search(text) or actor_noun(text)):
        return [f"news:{verb.lower()}"]
    if strong := (_STRONG_NEWS_VERB_EN.search(text) or now):  # no actor seen: the verb alone must be news-like
        return [f"news:{strong if isinstance(strong, str) else strong.group(0).lower()}"]
    return []


# Reporting verbs that make news on their own, without a name beside them (unlike "said", "named", "killed").
_STRONG_NEWS_VERB_EN = re.compile(
    r"\b(?:announc(?:ed|es|ing)|unveil(?:ed|s|ing)|reveal(?:ed|s|ing)|report(?:ed|edly)|confirm(?:ed|s)|"
    r"resign(?:ed|s)|stepped\s+down|fired|sued|accused|charged|arrested|fined|banned|vetoed|pledged|"
    r"plans?\s+to|(?:is|are)\s+(?:set|expected)\s+to|will\s+soon|(?:is|are)\s+facing|recall(?:ed|s|ing)|"
    r"shelved|axed|scrapped|cancell?ed|postponed|delayed|discontinu(?:ed|es|ing)|acquir(?:ed|es|ing)|"
    r"slash(?:ed|es|ing)|" + _HIKED + r"|launch(?:ed|es|ing)|debut(?:ed|s)|premier(?:ed|es)|"
    r"evacuat(?:ed|es|ing)|detained|charged|indicted|impeached|ousted|sworn\s+in|"
    r"made\s+(?:waves|history|headlines)|went\s+viral|tweet(?:ed|s)|posted|roll(?:ed|s|ing)?\s+out|outs[oe]l[dl]s?|"
    r"did\s+(?!the\s+(?:declaration|treaty|proclamation|constitution|charter|act|bible|edict|manifesto|bill)\b)"
    r"(?:[\w’'.-]+\s+){1,5}?(?:announce|unveil|reveal|confirm|tweet|post))\b",
    re.IGNORECASE)
# "who wrote ...", "who was sent ...": an encyclopedia question about a past deed, not a news set-up.
_WH_PAST_OPEN_EN = re.compile(r"\s*(?:who|what|where|which\s+(?:band|singer|artist|group|author|writer|"
                              r"composer|director|studio|painter|poet|architect|inventor|label))\s+(?:was\s+|were\s+)?(?:[a-z]{3,}ed|wrote|won|gave|sent|"
                              r"made|led|built|sang|said|took|found|became|killed|invented|discovered)\b",
                              re.IGNORECASE)
# A question about a first ("who was the first to ...", "the first woman to ..."): a fixed record. "The first images
# from the telescope were released" or "became the first" is a report of what just happened, and stays news.
# "in its first week", "in her first month": a new thing's start, told as news; "his first album" is a fixed first.
_FIRST_ASK_EN = re.compile(r"\b(?:who|what|which|where|name)\b[^?.:]{0,40}?(?:(?<!\bits\s)(?<!\bhis\s)(?<!\bher\s)"
                           r"(?<!\btheir\s)\b(?:first|inaugural|original|founding)\b|(?:(?<=\bhis\s)|(?<=\bher\s)|"
                           r"(?<=\btheir\s))first\b(?!\s+(?:week|weekend|day|month|year|quarter|season)s?\b))"
                           r"(?!\s+time\s+(?:in|since|ever)\b)(?![\w-]*-of-its-kind)(?!\s*[?.!]?\s*$)|"
                           r"\b(?:first|inaugural|original|founding)\s+(?:\w+\s+){0,3}?to\s+(?:be|have|win|become)\b",
                           re.IGNORECASE)
# A story told about someone unnamed, then a question: "A diner on vacation discovered a pearl in an appetizer.
# What was it?" Encyclopedia questions do not open with "a / an" and tell what happened.
_STORY_OPENING_EN = re.compile(r"\s*(?:an?|one|two|three|several|dozens\s+of|hundreds\s+of|thousands\s+of)\s+"
                               r"(?!(?:\w+\s+)?(?:train|car|ball|box|bag|number|person\s+walks|rectangle|"
                               r"triangle|circle)\b)(?:[\w’'-]+\s+){1,4}?(?=[^?]*\?\s*$|[^?]*[.:]\s*\S)",
                               re.IGNORECASE)
# A deal, fine, jackpot or budget in millions: "the $1.3 billion jackpot", "a £120m festival".
_BIG_MONEY_EN = re.compile(r"(?:[$£€¥]|\b(?:us\$|usd|eur|gbp))\s?\d[\d,.]*\s*(?:million|billion|trillion|mil\.?|bn|m|k)?\b"
                           r"(?<=[a-z.])|\b\d[\d,.]*\s*(?:million|billion|trillion)\s+(?:dollars|pounds|euros|yuan|yen)\b",
                           re.IGNORECASE)
_SUM_EN = re.compile(r"\b(?:if|suppose|calculate|compute|invest(?:ed|s)?|interest|compound|formula)\b|%", re.IGNORECASE)
# The user speaking or asking for work: news quizzes are told in the third person.
_PERSONAL_EN = re.compile(r"\b(?:i'm|i’m|i've|i’ve|i'd|me|my|mine|myself|we|we're|we’re|we've|ours|you|"
                          r"you're|you’re|your|yours)\b|\bour\b(?!\s+screens)|"
                          r"\bi\s+(?:am|was|have|had|do|did|don't|want|need|think|can|could|would|will|should|like|"
                          r"love|know|got|get|tried|used|wrote|made)\b|"
                          r"\b(?:can|could|should|would|do|did|may|might|shall|am|how|what|where|why|if|and|but|so)\s+i\b|"
                          r"\b(?:asked|told|tell|let|help|give|show|for|with|to)\s+us\b|"
                          r"^\s*(?:please|write|rewrite|help|make|create|generate|summari[sz]e|translate|fix|draft|"
                          r"give\s+me|show\s+me|list|describe|compare|suggest|recommend)\b", re.IGNORECASE)
_QUOTED = re.compile(r"[“\"«][^”\"»]{1,80}[”\"»]")


def _personal(text: str) -> bool:
    """The user speaking ("my code is failing", "can you rewrite ..."), outside quoted titles ("All I Want ...")."""
    return bool(_PERSONAL_EN.search(_QUOTED.sub(" ", text)))


_WEEKDAY_AFTER_VERB_EN = re.compile(r"(?:(?<=[a-z]ed\s)|\bon\s+)(?:monday|tuesday|wednesday|thursday|friday|saturday|"
                                    r"sunday)\b|\b(?:died|said|announced|resigned)\s+(?:on\s+)?(?:monday|tuesday|"
                                    r"wednesday|thursday|friday|saturday|sunday)\b|"
                                    # "reopened to visitors wednesday", "tuesday's debate" (not "black friday",
                                    # "sunday school", "good friday")
                                    r"\b[a-z]{3,}ed\s+(?:(?!(?:black|good|ash|super|cyber|bloody|palm|easter|holy|"
                                    r"maundy|shrove|fat|giving|mad|the|a|every|each|last|next|this|in|of)\s)[a-z]+\s+)"
                                    r"{1,3}?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b"
                                    r"(?!\s+(?:school|service|mass|roast|lunch|best|night\s+live))|"
                                    r"(?<!black\s)(?<!good\s)(?<!super\s)(?<!cyber\s)(?<!bloody\s)(?<!easter\s)"
                                    r"\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)['’]s\b",
                                    re.IGNORECASE)


_AWARD_CATEGORY = re.compile(r"\s+(?:picture|film|actor|actress|director|song|album|new\s+artist|supporting|"
                             r"original|animated|documentary|foreign)\b", re.IGNORECASE)


# "the oldest university in the world", "the smallest country in the world": the first of a kind or a size by area
# stays (not "the oldest living person", "the largest state by population")
_LIVING = re.compile(r"\b(?:living|alive|active|playing|serving|current(?:ly)?|still|surviving|reigning)\b",
                     re.IGNORECASE)
# "who is the oldest person / player / member ...": a person, so living, and the title passes on
_KIN = re.compile(r"\s+(?:son|daughter|child|brother|sister|sibling|grandson|granddaughter|grandchild)s?\b",
                  re.IGNORECASE)
_WHO_OLDEST = re.compile(r"\s*who\s+(?:is|'s|are)\s+(?:the\s+)?oldest\b", re.IGNORECASE)
# gate-en14: "by area, which US state is the biggest": a ranking by area, whatever the order of words
# (review14b: of a land unit only; "the largest shopping mall by area" changes as new ones are built)
_LAND_UNIT = (r"(?:country|countries|state|states|province|provinces|continent|continents|island|islands|nation|nations|"
              r"county|counties)")
_BY_AREA = re.compile(r"\b(?:by|in)\s+(?:land\s+|surface\s+)?area\b|"
                      r"\bby\s+(?:land(?:\s+mass)?|landmass|size|territory)\s*\??\s*$",  # gate18: "... in africa by land"
                      re.IGNORECASE)
_LAND_UNIT_EN = re.compile(rf"\b{_LAND_UNIT}\b", re.IGNORECASE)
_AREA_RANK = re.compile(rf"\b(?:largest|biggest|smallest)\s+{_LAND_UNIT}\b", re.IGNORECASE)
_BY_PEOPLE = re.compile(r"\b(?:population|populous|people|inhabitants|economy|gdp|army|military|city|cities|capitol|"
                        r"building|company|companies|bank|employer|producer|exporter|importer|consumer)\b",
                        re.IGNORECASE)


# a disruption outweighs the timeless cues only when it is going on ("why is the airport closed"); told in the past
# it may be history ("why was latin abandoned", "why was the colosseum abandoned")
_PRESENT_WHY = re.compile(r"\s*why\s+(?:is|are|has\s+been|have\s+been|has|have)\b", re.IGNORECASE)


_BEST_COMPOUND = re.compile(r"\s+(?:friends?|man|men|mates?|buddy|buddies|pals?|before|practices?|wishes|regards)\b",
                            re.IGNORECASE)


def _superlatives(text: str) -> list[str]:
    out = []
    for m in _SUPERLATIVE_EN.finditer(text):
        word = m.group(0).lower()
        if (word == "oldest" and not _LIVING.search(text) and not _WHO_OLDEST.match(text)
                and not oldest_being(text, m.end())):  # gate20: "worlds oldest dog": a living record
            continue
        if word in ("eldest", "oldest") and _KIN.match(text, m.end()):
            continue  # "barack obama's eldest daughter": the first-born stays the first-born
        if (word in ("largest", "biggest", "smallest") and (_AREA_RANK.match(text, m.start()) or (_BY_AREA.search(text) and _LAND_UNIT_EN.search(text)))
                and not _BY_PEOPLE.search(text)):
            continue
        if word == "best" and _AWARD_CATEGORY.match(text, m.end()):
            continue
        if word == "best" and _BEST_COMPOUND.match(text, m.end()):
            continue  # "harry potter's best friend", "best before", "best practices": a compound, no ranking (gate18)  # "won best picture": the name of an award, read by the recurring-event shapes
        if best_way(text, m.start()):
            continue  # "the best way to beat jet lag": advice (round 12)
        if number_superlative(text, m.start()):
            continue  # "the smallest perfect number": maths (round 14)
        if most_quantifier(text, m.start()):
            continue  # "at what age do most babies start walking": a majority of a kind, no ranking (gate20)
        if word.split("-")[0] not in _NOT_SUPERLATIVE and not word.endswith("fest"):
            out.append(word)
    return out


def _natural(text: str) -> bool:
    """The natural world asked about (the longest river, the brightest star), not what is currently known of it."""
    return (bool(_NATURAL_AFTER_SUPERLATIVE.search(text) or _NATURAL_ASK.search(text) or _IN_NATURE.search(text)
                 or natural_other_order(text))  # gate18: "which planet in our solar system is the biggest"
            and not _EPISTEMIC_EN.search(text))


# round 14 (wave 13, read): a superlative of size over the land and water ("the longest coastline", "the highest
# mountain", "the deepest lake"): the earth's shape, not a record that moves (trees grow, plants are built, stars
# are found: those stay with the learned part)
_LANDFORM_SUPERLATIVE = re.compile(
    r"\b(?:longest|highest|deepest|largest|biggest|tallest|widest|smallest|shortest|lowest)\s+(?:[\w-]+\s+)?"
    r"(?:coastlines?|rivers?|mountains?|peaks?|lakes?|oceans?|seas?|deserts?|islands?|volcano(?:e?s)?|canyons?|"
    r"waterfalls?|glaciers?|bays?|gulfs?|straits?|peninsulas?|mountain\s+ranges?|plateaus?|valleys?|caves?|"
    r"rain\s?forests?|reefs?)\b",
    re.IGNORECASE)


def natural_superlative(text: str) -> bool:
    """A superlative of size over the land and water in a question the rules keep local ("which US state has the
    longest coastline"): the learned part never turns it into a search (round 14, wave 13 read); so is one over a
    kind of animal, a body's part, an element or a planet ("which is the largest bird in the world", gate18: a
    kind's make; trees, plants and stars are left to the learned part: they grow or are found)."""
    return ((bool(_LANDFORM_SUPERLATIVE.search(text)) or bool(_KIND_SUPERLATIVE.search(text)))
            and _natural(text) and not _words(_RECORD_EN, text))


_KIND_SUPERLATIVE = re.compile(r"\b(?:largest|biggest|smallest|heaviest|lightest|fastest|slowest|tallest|longest|"
                               r"shortest|densest|hottest|coldest|brightest|loudest|strongest)\s+(?:[\w-]+\s+)?"
                               r"(?:animals?|mammals?|birds?|fish|insects?|reptiles?|bones?|organs?|muscles?|"
                               r"elements?|metals?|planets?|moons?)\b(?![^?]{0,40}\b(?:known|discovered|found|"
                               r"ever\s+recorded)\b)", re.IGNORECASE)


_ORIGIN_EN = re.compile(r"\b(?:birthplace|origins?|originated?|invented|inventor)\b", re.IGNORECASE)
_RECORD_OF_FIRST_EN = re.compile(r"\brecord\s+for\s+(?:the\s+)?first\b", re.IGNORECASE)


def _people(text: str) -> tuple[str | None, str | None]:
    """The person of history ``text`` names, English and Chinese (``gate_history``, ``gate_history_zh``): looked up
    once per question and passed to :func:`_patterns` and :func:`pinned_past` (gate-en13)."""
    return history_person(text), history_person_zh(text)


# gate18c (spent halves of wave 23 / 24): a thing's founding or first launch ("腾讯最早是由哪几个人创办的", "支付宝最早是
# 哪家公司推出的", "这个牌子是由谁创立的"): history, not this year's launch
_FOUNDING_ZH = re.compile(r"(?:最早|最初|起初|当初|当年)[^，。？?]{0,10}?(?:创办|创立|创建|成立|推出|发明|研发|开发|设计|建立)|"
                          r"是由[^，。？?]{0,10}?(?:创办|创立|创建|成立|推出|发明|研发|开发|设计|建立)的")


def _patterns(text: str, people: tuple[str | None, str | None] | None = None) -> list[str]:
    """Time-sensitive shapes (tier 3). Past-tense questions about a fixed moment are left alone. ``people``:
    :func:`_people` of ``text`` when already looked up. gate18c: the post, team or seat of a band split, a player
    retired or a firm dissolved for good ("who is the drummer of the beatles", "乔丹在哪个队打球") is history, though
    asked in the present tense (``gate_finished``)."""
    found = _shape_cues(text, people)
    if finished_subject(text):
        found = [cue for cue in found if not cue.startswith(LAPSED_CUES)]
    if found and series_over_count(text):  # gate24: "how many seasons of breaking bad are there": a closed run
        found = [cue for cue in found if not cue.startswith(COUNT_CUES)]
    if found and past_record(text):  # gate24: "who was the youngest person ever elected US president": history
        found = [cue for cue in found if not cue.startswith(RECORD_CUES)]
    return found


def _shape_cues(text: str, people: tuple[str | None, str | None] | None) -> list[str]:
    """The cues of :func:`_patterns` before a finished subject drops its posts."""
    found: list[str] = []
    person_en, person_zh = people if people is not None else _people(text)
    past_only = _past_only(text) or bool(person_en)  # "did Einstein ever play ...": a life ended (round 14)
    # gate-en13: a life ended, asked in the past tense ("how many titles did Muhammad Ali win", "the last film
    # Hitchcock directed"): its tally and its last work are settled
    # gate-en14: any person's or body of work's tally or win asked in the past simple, no time word ("how many Grand
    # Slam titles did Pete Sampras win", "how many albums did The Smiths record")
    career_over = bool(person_en) and _past_only(text) or bool(completed_tally(text))
    career_over = career_over and not estate_catalogue(text)  # "how many albums did johnny cash release" (review17a)
    career_over = career_over or bool(career_ended_tally(text))  # "how many titles did michael schumacher win" (gate17)
    # gate-en15: "when did Jaws win Best Picture", "who won the Nobel Prize for discovering X-rays": one fixed answer
    won_when = fixed_prize(text)  # (review15b: "for Raging Bull")
    if _INSTALMENT_EN.search(text):
        return found  # "season 5", "the first episode", "in 2013": one fixed thing
    year = bool(_ANCHOR_YEAR.search(text))
    if not past_only:
        drift = _words(_DRIFTING_EN, text, "drifting", 1)
        # gate17b: "which organ of the human body weighs the most": a closing "the most" of the natural world is its
        # make, not a count that moves (the other drifting words stay)
        found += [w for w in drift if not (w.lower().startswith("drifting:the most") and _natural(text))]
    if not (past_only and (_ENDED_EN.search(text) or _LAST_OF_OLD_EN.search(text)) or career_over):
        found += _words(_LAST_EN, text, "recency", 1)  # "when did the last episode of X air": it has ended
    if (not year and not career_over and not won_when and _RECURRING_ASK_EN.search(text) and not _FIRST_EN.search(text)
            and not _FIXED_PARTS_EN.search(text)  # "how many ounces in a cup": a measure, no contest
            and not _ORIGIN_EN.search(text)):
        found += _words(_RECURRING_EN, text, "latest_edition", 1) + _words(_PRIZE_WINNER_EN, text, "latest_edition", 1)
        if not (past_only and _ENDED_EN.search(text)):
            found += _words(_WHEN_WIN_EN, text, "latest_edition", 1)
    found += _words(_SO_FAR_EN, text, "so_far", 1)
    if not past_only:  # gate17: "how many us states allow recreational cannabis": the adopters of a policy, a count
        found += _words(_ADOPTERS_EN, text, "count", 1)  # that moves
    sup = _superlatives(text)
    record = _words(_RECORD_EN, text)
    natural = _natural(text)
    if sup and (record or (not past_only and not natural)):
        found += [f"superlative:{w}" for w in sup[:2]] + [f"record:{w}" for w in record[:1]]
    if (_COUNT_EN.search(text) and (_PERFECT_EN.search(text) or _COUNT_HAVE_EN.search(text)) and not past_only
            and not _FIXED_PARTS_EN.search(text) and not kind_count(text)
            and not fixed_membership(text)):  # gate18: "how many permanent seats are there on the UN Security Council"
        found.append("count:" + _COUNT_EN.search(text).group(0).lower())  # type: ignore[union-attr]
    elif not career_over and (counted := running_tally(text)):  # gate-en15: "how many albums did Taylor Swift release"
        found.append(f"count:{counted.lower()}")
    if not _RECORD_OF_FIRST_EN.search(text):  # "who holds the record for the first solo flight": fixed
        found += [w for w in _words(_ROLE_EN, text, "role", 1) if not _ORDINAL_ROLE_EN.search(w)]
    if not fixed_age(text) and not dead_as_noun(text):  # gate19: "how old is the universe"; gate22-local: "god of the dead"
        found += _words(_AGE_EN, text, "age", 1) or age_by_noun(text)  # gate22-local: "what is Dolly Parton's age"
    if not past_only:
        found += [w for w in _words(_AFFILIATION_EN, text, "status", 1)
                  if not (_CAST_ASK_EN.match(text) and w.startswith("status:do")
                          and not _RECURRING_EN.search(text))]  # "who do the bears play in the playoffs": a rival
    if not (past_only and _ENDED_EN.search(text)):
        found += _words(_LAST_ADVERB_EN, text, "recency", 1)
    if not past_only:
        found += _words(_DURATION_EN, text, "duration", 1)
    found += _words(_ANNIVERSARY, text, "anniversary", 1)
    found += _words(_ONLY_EN, text, "only", 1)
    found += _words(_FUTURE_EN, text, "future", 1)
    if (not _ANCHOR_YEAR.search(text) and not _ONE_OFF_EN.search(text) and not _FIRST_EN.search(text)
            and not _ORIGIN_EN.search(text) and not career_over
            and not won_when):  # "the birthplace of the olympic games": where it began
        found += _words(_LATEST_EDITION_EN, text, "latest_edition", 1)  # "who won the first ever ...": fixed
    drifting = drifting_shapes(text, past_only)
    if fixed_membership(text):  # gate18: a charter's count ("how many permanent seats are there on ...") does not drift
        drifting = [w for w in drifting if not w.startswith("count:")]
    found += drifting
    # gate18b: a line-up, a legal status, a seat, an owner, a fee or members asked with no time word
    if not year and not past_only and not career_over and not _FIRST_EN.search(text) and (cue := standing_fact(text)):
        found.append(cue)
    # gate19: where a named person plays, who voices a character, is X free, where X streams, opening hours, a
    # currency converted, a yield, the top of a table, asked bare (a fan's, a traveller's, an investor's words)
    if not year and not past_only and not career_over and (cue := bare_present(text)):
        found.append(cue)
    # gate20: a present name ("what's the NFL team in Washington called"), an open set's count or what is known so
    # far ("how many races are on the F1 calendar", "the biggest star we know of"), a service running now ("does the
    # Paris metro run all night")
    if not year and not past_only and not career_over and (
            cue := present_name(text) or open_count(text) or service_now(text) or money_fact(text)
            or table_place(text)):  # "which team is first in the la liga table", "bundesliga relegation zone"
        found.append(cue)  # ... or a money fact of a named economy ("how big is Norway's sovereign wealth fund")
    if not year and not person_en and (cue := post_holder(text)):  # "where was the head coach of Real Madrid born"
        found.append(cue)
    if not year and (cue := underway_cue(text)):  # gate-en15: "the results of the Estonian vote", "on pole for"
        found.append(cue)
    if cue := index_level(text):  # gate16: "where is the dow jones at"
        found.append(cue)
    if (_COMPARISON.search(text) and (_SOFT_VERSION.search(text) or re.search(r"[A-Za-z]{2,}", text))
            and not concept_contrast(text)):  # gate-terse15: "fission vs fusion", two terms of one field
        found += _words(_COMPARISON, text, "comparison", 1)
    dose = bool(_PER_UNIT_ZH.search(text))  # "布洛芬一天最多吃几次": a dose or a limit per day, fixed advice
    dose = dose or fixed_count_zh(text)  # "英语有几个字母", "一个月最多有多少天": fixed by the thing's kind (gate-zh13)
    dose = dose or bool(_SPAN_ZH.search(text))  # "马拉松全程一共多少公里": a length fixed by the thing (gate16)
    dose = dose or fixed_membership(text)  # "联合国安理会有几个常任理事国": set by a charter (gate18)
    dose = dose or rule_or_length_zh(text)  # "每队场上有几名球员", "长城一共有多少公里": a rule, a built length (gate20)
    found += _words(_NETWORK_LENGTH_ZH, text, "network", 1)  # "中国高铁总里程多少公里": it grows (review16a)
    if occasion := occasion_date_zh(text):  # "春运火车票开抢时间", "高考报名时间": this round's date (gate18c)
        found.append(f"schedule:{occasion}")
    if not _NATURAL_ZH.search(text) and not _ADVICE_BEST_ZH.search(text) and not dose and not _old_ruler_zh(text):
        found += _words(_SUPERLATIVE_ZH, text, "superlative", 2)
    fixed = fixed_zh(text)  # "宋朝的开国皇帝是谁", "唐朝有几个皇帝": history's holders and counts stay put
    fixed = fixed or bool(person_zh)  # "郑和下西洋一共几次": a life ended (gate-hist-zh12)
    fixed = fixed or bool(career_ended_tally(text))  # "张国荣一共拍过多少部电影": a career over (gate17)
    fixed = fixed or bool(_FOUNDING_ZH.search(text))  # "腾讯最早是由哪几个人创办的": its founding (gate18c)
    fixed = fixed or origin_zh(text)  # "苹果公司的创始人是谁", "圆周率是谁算出来的": who founded it (gate19)
    fixed = fixed or first_edition_zh(text)  # "首届世界杯冠军是哪个国家": a first edition's holder (gate20)
    # "一年有多少秒", "人体有多少块骨头": a fixed whole's parts (the count is read below)
    own = bool(_OWN_VOICE_ZH.search(text))
    if not _FIXED_WHOLE_ZH.match(text) and not fixed and not own and not dose:  # "我昨晚睡了几个小时": the user's own count
        found += _words(_COUNT_ZH, text, "count", 1)
        found += _words(_FIGURE_ZH, text, "figure", 1)  # gate18: "比亚迪一年卖多少辆车", "深圳平均工资是多少"
    found += _words(_RATE_MODEL_ZH, text, "review", 1)  # gate18: "如何评价小米SU7": a product model judged now
    if not fixed and (cue := allowance_zh(text) or present_zh(text)):  # gate20: "育儿补贴标准是多少": a policy's
        found.append(cue)  # amount; "柯洁的等级分是多少", "防弹少年团的经纪公司是哪家", "Mate系列出到哪一代了"
    if not fixed:
        found += _words(_ROLE_ZH, text, "role", 1)
    if fixed:  # "法定结婚年龄是怎么规定的": a rule, not someone's age or marriage (round 12)
        return found
    found += _words(_AGE_ZH, text, "age", 1)
    found += [w for w in _words(_AFFILIATION_ZH, text, "status", 1)
              if not (own and (_FAMILY_ZH.fullmatch(w.split(":", 1)[1])  # "老公总是加班": the user's own spouse
                               or w.split(":", 1)[1] in ("还在", "仍然", "依然")))]  # "我还在发烧": the user's own state
    return found


# round 11c: "什么时候种最好", "怎么储存最好", "几点喝最合适": the best way or time to do something, advice
_ADVICE_BEST_ZH = re.compile(r"(?:什么时候|何时|几点|几月|哪个月|怎么|怎样|如何|多久|多长时间|用什么|放哪)[^，。？?]{0,10}?"
                             # round 12: "怎么做笔记效率最高", "怎么买票最便宜": the best way, advice
                             r"最(?:好|合适|适合|佳|有效|高效|快|省[钱事力时]?|划算|方便|简单|轻松|便宜|高|稳妥?)")
# the user (not 我国 / 我市 ...: the news' own voice) speaking of themselves or their family; a family word opening
# the question is the user's own ("老婆怀孕三个月了": not "马斯克老婆是谁")
_OWN_VOICE_ZH = re.compile(r"我(?![国省市区县军方校院党])|咱|俺|^\s*(?:老婆|老公|媳妇|孩子|宝宝|儿子|女儿|爸|妈)")
# gate-zh14 (wave 17, read): history's rulers and ranks ("中国历史上唯一的女皇帝是谁"): their records are closed. A
# rank that still reigns or is still won (天皇, 君主, 状元) only beside history's word; a drama or film about them is
# ranked today ("收视率最高的皇帝剧是哪部", review14a)
_OLD_RULER_ZH = re.compile(r"皇帝|帝王|朝代|王朝|古代|古时|宰相|丞相|"
                           r"(?:历史上|史上|历代|古代|古时)[^，。？?]{0,12}?(?:天皇|女皇|君主|皇后|状元)")
_SCREEN_WORK_ZH = re.compile(r"(?<!戏)剧(?![作本])|电影|影片|综艺|动漫|动画|游戏|收视|票房|播放量")  # not 戏剧, 剧作家
_PER_UNIT_ZH = re.compile(r"(?:一天|每天|每日|每次|一次|一周|每周|每小时)(?:最多|最少|至少|能|可以|要|该)?[^，。？?]{0,2}?"
                          r"(?:吃|喝|服|用|睡|走|跑|做|补)")
_FAMILY_ZH = re.compile(r"老婆|老公|妻子|丈夫|女朋友|男朋友|结婚|离婚|恋情")
# gate16 (wave 20's fit half): a thing's whole length, round or across, asked in a unit ("马拉松全程一共多少公里",
# "长城全长多少公里"): fixed by what the thing is, not a running count
# review16a: a whole network's length ("中国高铁总里程", "广州地铁线网总长", "全国高速公路通车里程") grows as lines open,
# unlike one built line's or one course's 全长 / 全程 above ("京沪高铁全长")
# (one road's or one line's 总长 stays fixed: "川藏公路总长", "地铁4号线总长"; a city's metro is its network)
_NETWORK_LENGTH_ZH = re.compile(r"(?:地铁|轨道交通|城轨)(?:线网|网)?的?(?:总里程|通车里程|运营里程|营业里程|总长度?)|"
                                r"(?:高铁|铁路|高速公路|高速|公路|航线)(?:线网|路网|网)?的?(?:总里程|通车里程|运营里程|营业里程)|"
                                r"(?:高铁|铁路|高速公路|高速|公路|航线)(?:线网|路网|网)的?总长度?|"
                                # gate17 (review16a's spent probes): a city's whole metro ("上海地铁全长", not one
                                # line, "2号线全长"), a country's or province's whole road or rail ("中国高速公路总长")
                                r"(?<![线号])(?:地铁|轨道交通)的?(?:全长|总长)|"
                                r"(?:中国|全国|我国|全球|世界|全世界|全省|全市|[\u4e00-\u9fff]{1,3}省)的?"
                                r"(?:高铁|铁路|高速公路|高速|公路)的?(?:全长|总长)|"
                                # an index's level in points ("上证指数多少点了", "恒指报多少点")
                                r"(?:指数|恒指|道指|纳指|沪指|深成指|创业板指|大盘)[^，。？?]{0,4}?(?:多少点|点位|报多少)")
# gate18: a figure of a place or a maker that is counted anew: an average wage or price, a year's output or sales in
# units, a running career's total ("深圳平均工资是多少", "特斯拉上海工厂一年产多少辆车", "詹姆斯生涯总得分多少")
_FIGURE_ZH = re.compile(r"(?:平均|人均)(?:工资|薪资|月薪|年薪|收入|房价|租金)(?!怎么|如何|是怎么|的计算)|"
                        r"(?:一年|每年|一个月|每月|一天|每天)(?:能|可以)?(?:卖|售出|销售|产|生产|交付|造)(?:出)?(?:了)?"
                        r"(?:多少|几)(?:万|千|百)?(?:辆|台|部|份|套|件|架|艘|吨)|"
                        r"生涯(?:总)?(?:得分|进球|助攻|篮板|胜场)")
# gate18: a product model (letters with a number: SU7, Mate70, RTX 5090) asked to be judged (知乎's 如何评价 / 怎么看待):
# its reviews, price and rivals move; a person or a classic judged stays with the other rules
_RATE_MODEL_ZH = re.compile(r"(?:如何|怎么|怎样)(?:评价|看待)[^，。？?]{0,12}?(?:[A-Za-z]+\s?\d+[A-Za-z]*|\d+[A-Za-z]+)")
_SPAN_ZH = re.compile(r"(?:全长|全程|总长|周长|直径|半径)[^，。？?]{0,4}?(?:多少|几)(?:公里|千米|米|英里|海里|厘米)")


def _old_ruler_zh(text: str) -> bool:
    """A superlative of history's rulers ("中国历史上在位最久的皇帝是谁"), not of a show about them."""
    return bool(_OLD_RULER_ZH.search(text)) and not _SCREEN_WORK_ZH.search(text)


def _soft(text: str) -> list[str]:
    found = _words(_SOFT_VERSION, text, "version", 2) + _words(_SOFT_ENTITY, text, "entity", 2)
    if not found and _SOFT_NUMBER.search(text):
        found.append("number")
    return found


def _check_kb(kb_confidence: float | None) -> float | None:
    if kb_confidence is None:
        return None
    if isinstance(kb_confidence, bool) or not isinstance(kb_confidence, (int, float)):
        raise UsageError(f"kb_confidence must be a number in [0, 1] or None (got {type(kb_confidence).__name__})")
    if math.isnan(kb_confidence):
        return None
    return min(1.0, max(0.0, float(kb_confidence)))


# gate20's cues (gate_present_name, gate_open_count, gate_service, gate_allowance_zh): a rename, an open set's count,
# what is known so far, a service running, a policy's amount: the answer moves whatever the words around it, so the
# learned part never keeps them local
GATE20_HELD_CUES = ("name:", "roster:", "known:", "service:", "policy:", "figure:", "fx:", "tender:", "fee:",
                    "standing:")


def decide(question: str, *, mode: str = "auto", kb_confidence: float | None = None,
           today: date | None = None) -> Decision:
    """Decide whether ``question`` needs a web search. Pure and fast; never sends private values on.

    ``today`` (injected, optional) lets a stated year from last year on count as recent. Raises
    :class:`UsageError` only for a non-string question, an unknown mode or a non-numeric confidence. The rules
    decide; the learned part (``gate_learned.review``) may overrule a "no trigger" or a drifting / news shape only
    when very sure, and then says so in ``reason`` (``learned_search`` / ``learned_local``).
    """
    rules = decide_by_rules(question, mode=mode, kb_confidence=kb_confidence, today=today)
    kb = _check_kb(kb_confidence)  # (decide_by_rules has already raised on a bad value)
    if not rules.needs_search and kb is not None and kb >= KB_CONFIDENCE_THRESHOLD:
        return rules  # a confident knowledge base is never overruled, by the rules or the learned part
    probe = rule_probe(rules)
    held = partial(rule_holds, rules, probe)  # asked only when the learned part would overrule
    if learned := review(rules.needs_search, rules.reason, probe, held):
        return replace(rules, needs_search=learned[0], reason=learned[1], matched=learned[2] + rules.matched,
                       learned_score=learned[3])
    return rules


def rule_probe(rules: Decision) -> str:
    """The text the learned part and the holds read: the rules' search text past an opener ("yo", "Q3)", "for my
    homework," — gate19), cut to the rules' length."""
    return without_opener(rules.search_text)[:MAX_RULE_CHARS]



def rule_holds(rules: Decision, probe: str) -> bool:
    """Whether the rules' verdict on ``probe`` stands whatever the learned part scores.

    One list, read by :func:`decide` and by ``scripts/train_gate.py``'s ``rule_verdicts``, so training sees the
    holds the runtime applies. A search holds for an office held now, a level or a faring asked now (round 13), a
    place to stream / a price to play (gate19), a rename or a roster (gate20); a "no" holds for a past pinned by a
    year, a clause or a frame, a natural superlative (round 14), a fixed count of parts (gate-en15), a contrast of
    kinds, a past moment, an ended career's tally (gate17), a fixed membership or order (gate18), a year / decade /
    century of a deed asked (gate20-learned) and a frame pinned in the past or by definition (gate20-local); a search
    holds for a superlative kept to people living or in office (gate23).
    """
    if rules.needs_search:
        return (holds_present(rules.matched) or level_now(rules.matched) or faring_now(probe)
                or bare_held(rules.matched) or any(m.startswith(GATE20_HELD_CUES) for m in rules.matched)
                or age_noun_held(rules.matched)  # gate22-local: "what is Dolly Parton's age": a living person's age
                or living_superlative(rules.matched, probe)  # gate23: "the oldest living person": a standing record
                # gate22: a fragment's, a service's or a matter's live state; gate23: a search the rules' own read of
                # those shapes gave holds on its cue, so the shapes are read at most once per question
                or any(m.startswith(LIVE22_CUES) for m in rules.matched) or bool(live_ask22(probe, probe)))
    return (asks_past_date(probe) or pinned_past(probe) or natural_superlative(probe)
            or _fixed_part_count(probe) or kinds_contrast(probe) or _past_moment(probe)
            or career_ended_tally(probe) or fixed_membership(probe) or natural_other_order(probe)
            or bool(pinned_frame(probe)) or bool(settled_frame(probe)))


# gate-en15 (wave 18 read): a body part counted, in any word order ("A crab has how many legs?"): fixed by the
# animal's kind; the learned part never turns the rules' "no" into a search
_BODY_PART_COUNT = re.compile(r"\bhow\s+many\s+(?:[\w-]+\s+)?(?:legs|arms|wings|eyes|ears|hearts|bones|teeth|"
                              r"chromosomes|chambers|lobes|valves|toes|fingers|ribs|vertebrae|tentacles|antennae|"
                              r"fins|claws|stomachs|humps|horns|tusks)\b", re.IGNORECASE)
# ... a body part or a fixed part counted of a kind that has it ("does a spider have", "in an octopus", "of the human
# hand", "a hexagon has", a kind as the subject: "a honeybee flies with how many wings"), not of a named race or event
# ("How many legs are left in the Tour de France?": the learned part's search stands, review15b)
_PART_OWNER = re.compile(r"\b(?:has|have|had)\b|\b(?:in|on|of)\s+(?:an?\s|the\s+(?-i:[a-z]))|^\s*an?\s",
                         re.IGNORECASE)


def _fixed_part_count(text: str) -> bool:
    return bool((_BODY_PART_COUNT.search(text) or _FIXED_PARTS_EN.search(text)) and _PART_OWNER.search(text))


_SHORT_QUESTION_WORDS = 16  # a quiz question's length; news items that name a person of history run longer
_SHORT_QUESTION_CHARS_ZH = 30  # the same in Chinese characters (gate17)
_WHEN_NOW = re.compile(r"^\s*when\s+(?=(?:does|do|is|are|will)\b)", re.IGNORECASE)  # a schedule asked (round 11b)


# "the second prime minister", "the 3rd president": one holder of a role, fixed; "named after": an origin
_FIXED_ORDINAL_EN = re.compile(r"\b(?:second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d+(?:nd|rd|th))\s+"
                               r"(?!time\b)[a-z]+|\bnamed\s+(?:after|for)\b", re.IGNORECASE)


# "who's / what's / where's": the rules' shapes are written for "who is" (round 11: "who's the mayor of new york")
_WH_IS = re.compile(r"\b(who|what|where|which|how)['’]s\b(?!\s+(?:been|got|gotten|had|happened)\b)", re.IGNORECASE)


# gate-en14 (wave 17, read): an ordinal owned by its subject in a present-perfect or present yes/no question counts
# a run that goes on ("Has New Glenn flown its third mission?"), not one fixed holder ("the second prime minister")
_RUNNING_ORDINAL_EN = re.compile(r"^\s*(?:has|have|is|are)\b[^?]*\b(?:its|their|his|her)\s+(?:second|third|fourth|"
                                 r"fifth|sixth|seventh|eighth|ninth|tenth|\d+(?:nd|rd|th))\b", re.IGNORECASE)


def pinned_past(text: str, people: tuple[str | None, str | None] | None = None) -> bool:
    """Signs the rules read as a fixed past, a sum or a chat request: a stated year, "invented / founded / born / war
    of", an age of history, an origin, a numbered holder ("the second ..."), the user speaking, a supposition with a
    number ("if a stock falls 20% ..."), a person of history named ("did Einstein ...", round 14). The learned part
    never turns such a "no" into a search. ``people``: :func:`_people` of ``text`` when already looked up."""
    return bool(_personal(text) or _ANY_YEAR.search(text) or _PAST_FACT_EN.search(text) or age_of_history(text)
                or any(people if people is not None else _people(text)) or _origin_word(text)
                or (_FIXED_ORDINAL_EN.search(text) and not _RUNNING_ORDINAL_EN.match(text))
                or _HYPOTHETICAL_EN.match(text) or given_sum(text)
                or completed_tally(text)  # a finished career's tally in the past simple (gate-en14)
                or role_in_finished_work(text)  # "which actor starred as Vito Corleone in The Godfather" (gate-en15)
                or _first_told_past(text)  # "which club won the first FA Cup final" (gate-en15)
                # "in which year did Sweden host the Summer Olympics", "who won the Nobel Prize for inventing the
                # laser" (gate-en15), "who won Best Director for Schindler's List" (review15b)
                or fixed_prize(text)
                # "who won Super Bowl III" (gate-en14; not "when is Super Bowl LXI", "who will win ...")
                or (_NUMBERED_EDITION_EN.search(text) and not _PRESENT_EN.search(text) and not _WILL_EN.search(text)))


def _origin_word(text: str) -> bool:
    """An origin word ("invented", "birthplace"), not inside a name ("Blue Origin": capitalised after the first
    word, round 12)."""
    return any(not (m.group(0)[0].isupper() and m.start() > 0 and text[:m.start()].strip())
               for m in _ORIGIN_EN.finditer(text))


def holds_present(matched: tuple[str, ...]) -> bool:
    """A rule search for an office or role held now ("who is the queen of ...", "the name of the mayor of ...": the
    rules' ``role:`` shapes, which already leave out past tenses, ordinals and nature). Who holds it depends on when
    it is asked whatever the words around it, so the learned part never keeps it local."""
    return any(m.startswith("role:") for m in matched)


def level_now(matched: tuple[str, ...]) -> bool:
    """A rule search for a stock index's level or course ("how is the ftse doing": the rules' ``index:`` shape,
    review16a): its value now whatever the words around it, so the learned part never keeps it local."""
    return any(m.startswith("index:") for m in matched)


def decide_by_rules(question: str, *, mode: str = "auto", kb_confidence: float | None = None,
                    today: date | None = None) -> Decision:
    """:func:`decide` by the hand-written rules alone (the learned part's training reads these verdicts)."""
    if not isinstance(question, str):
        raise UsageError(f"question must be a string (got {type(question).__name__})")
    mode = (mode or "auto").strip().lower() if isinstance(mode, str) else mode
    if mode not in ("off", "on", "auto"):
        raise UsageError(f"gate mode must be off, on or auto (got {mode!r})")
    kb = _check_kb(kb_confidence)
    text = _clean(question)
    finding = scan(text)
    search_text = finding.redacted_text
    base = {"mode": mode, "privacy": finding.action, "privacy_kinds": finding.kinds, "search_text": search_text}
    if not text:
        return Decision(False, "empty_question", (), **base)
    if finding.action == "blocked":
        return Decision(False, "privacy_blocked", (), **base)
    if mode == "off":
        return Decision(False, "mode_off", (), **base)
    if mode == "on":
        return Decision(True, "mode_on", (), **base)
    # gate19: the rules read past a conversational opener ("yo", "ok so", "Q3)", "for my homework,": gate_opener)
    probe = _WH_IS.sub(r"\1 is", plain_words(without_opener(search_text))[:MAX_RULE_CHARS])  # "who's": "who is"
    probe = quiz_question(probe)  # gate23: a quiz card's frame (true or false, "Name the", options, a clue, a class)
    probe = mandarin_zh(probe)  # "係唔係又加咗車費", "而家金價幾多": the Chinese rules read Simplified Mandarin
    if back := refers_back_only(probe):  # "按照刚才的结果整理一下", "format that as a table": the chat has it
        return Decision(False, "refers_back", back, **base)
    if hits := _explicit(probe):
        return Decision(True, "explicit_request", tuple(hits), **base)
    hits = _hard(probe, today) + _recent_year(probe, today)
    # gate21-local: "I'm at the museum now, what is ...": the user's own moment in a clause of its own
    if hits and (rest := situational_rest(probe, hits)):  # gate18: "My book club meets tonight.": the user's
        probe, hits = rest, []  # date, no cue; the rules read the question clause alone
    if hits and own_affairs(probe, hits):  # "how many steps did I walk today", "我明天几点开会": the user's own day
        return Decision(False, "own_affairs", tuple(hits), **base)
    if cue := own_work(probe):  # "any updates on the Henderson account", "is Mary pregnant": the user's own people
        return Decision(False, "own_work", (cue,), **base)
    if name := private_health(probe):  # "Is Olivia's fever going down?": someone the user knows (gate-hist-zh12)
        return Decision(False, "private_health", (f"first_name:{name.lower()}",), **base)
    if cue := word_problem(probe):  # review20g: "a ferry charges €8 per passenger ... what is the fee for 3?": givens
        return Decision(False, "word_problem", (cue,), **base)
    if cue := settled_frame(probe):  # gate21-local: a word mentioned, a possible bound, a past adverb: fixed answers
        return Decision(False, "timeless", (cue, *hits), **base)
    fiction = fictional_ask(probe)  # a character of fiction holds no present tie (review19a): read once, used below
    # gate-terse15: "z score formula", "price elasticity of demand"; gate17: a contrast of kinds holding a cue word
    # ("weather vs climate difference", "fixed vs floating exchange rate")
    # gate17b: a kind of event asked in general ("what causes a measles outbreak")
    if hits and (concept_over_cue(probe) or kinds_contrast(probe) or generic_kind_ask(probe)
                 or cue_side_contrast(probe, hits)  # gate18: "weather vs climate"
                 or pinned_frame(probe)  # gate20-local: "the function of a stock exchange", "what year was X released"
                 or definition_tail(probe) or old_headline(probe)  # gate22: "what does market cap mean on X"
                 or (fiction and all(map(person_slot_cue, hits)))):  # review19a: "where does SpongeBob live"
        return Decision(False, "timeless", tuple(hits), **base)
    if hits:
        return Decision(True, "hard_trigger", tuple(hits), **base)
    if cue := changed_state_zh(probe):  # gate17: "苹果为什么不在中国卖iPhone了": a firm's present state changed (or not)
        if kb is not None and kb >= KB_CONFIDENCE_THRESHOLD:
            return Decision(False, "kb_confident", (f"entity:{cue}",), **base)
        return Decision(True, "entity_state", (f"entity:{cue}",), **base)
    # gate17b: "when did the uk rejoin the eu", "why is instagram no longer free": a named actor's present state
    # said to have changed back (news, or a false premise about the present)
    # gate20: "why can't you watch Friends on Netflix anymore", "why is pluto counted as a planet again"
    if cue := (reversed_state(probe) or offer_state(probe) or changed_state(probe)  # gate19: "... no longer sold on pc"
               or ended_claim(probe)):  # gate22-local: "when did Netflix shut down": news or a false premise
        if kb is not None and kb >= KB_CONFIDENCE_THRESHOLD:
            return Decision(False, "kb_confident", (f"reversal:{cue}",), **base)
        return Decision(True, "entity_state", (f"reversal:{cue}",), **base)
    asked = question_part(probe)  # "For listeners who missed it: how did ...": the question after a lead-in
    timeless = (bool(_TIMELESS.search(probe) or concept_question(probe) or chat_task(probe)
                     or _USUALLY_HAPPENS_EN.match(probe) or settled_ask(probe) or method_ask(asked)
                     or given_sum(probe) or work_tally(asked) or still_advice(asked) or terse_concept(probe)
                     or timing_advice(asked)  # "when should tulip bulbs be planted" (gate18)
                     or generic_kind_ask(probe)
                     or pinned_frame(probe)  # gate20-local: "who was the CEO of Twitter before Musk bought it"
                     or source_claim(probe)  # gate22-local: "Wikipedia says the shortest war lasted 38 minutes ..."
                     or definition_tail(probe) or named_old_story(probe) or origin_deed(probe))  # gate22
                and not (ongoing_event(probe) or (disruption(probe) and _PRESENT_WHY.match(probe)) or unit_worth(asked)
                         or reaction_ask(probe) or doing_now(probe) or trending_zh(probe) or outage_now(probe)
                         # "how did investors react": an outcome; a status shape, not the user's own thing
                         or reaction_ask(asked) or (status_ask(asked) and not _personal(probe))))
    people = None if timeless else _people(probe)  # people of history, looked up once (gate-en13)
    # gate-en13: a short past-tense question about a person of history is history, not a news deed ("Which island
    # was Napoleon exiled to after Waterloo?", "What did Neil Armstrong say when he stepped onto the Moon?"); a long
    # news item that names one beside today's deed ("a sculpture honouring Martin Luther King Jr. was unveiled")
    # is still read for news
    settled_life = bool(people and people[0] and _past_only(probe) and len(probe.split()) <= _SHORT_QUESTION_WORDS)
    settled_life = settled_life or _past_moment(probe)  # "who hosted ... the year the soviet union broke up" (gate17)
    settled_life = settled_life or bool(career_ended_tally(probe))  # "how many wins did eddy merckx have" (gate17)
    # gate18c: "乔丹在哪个队打球": a team of old (Chinese only: its post words gate the name; an English news item
    # naming a finished band or player, "the beatles song ... surpassed 1 million streams", is still news)
    settled_life = settled_life or bool(_HAN_RE.search(probe) and finished_subject(probe))
    # gate17 (wave 20's spent held half): a Chinese person of history's deed is a settled life, as the English one's
    # is ("鲁迅获得诺贝尔文学奖的作品是哪一部": a false premise about a life that ended; 今天 / 最新 returned above)
    settled_life = settled_life or bool(people and people[1] and len(probe) <= _SHORT_QUESTION_CHARS_ZH)
    # (a supposition with numbers is a sum, not news: "suppose the stock price is 50 and the strike is 55", review11)
    if not timeless and not settled_life and not _HYPOTHETICAL_EN.match(probe) and (
            # (gate16: a stated old year pins a Chinese deed to that year, "2008年…拿了多少块金牌")
            hits := _news(probe) or [f"news:{deed}" for deed in (news_zh(probe),) if deed
                                     and not (today and _old_year(probe, today))
                                     and not _EDITION_OF_NAMED_ZH.search(probe)  # "北京奥运会的下一届" (gate17)
                                     and not _FOUNDING_ZH.search(probe)]):  # "最早是哪家公司推出的" (gate18c)
        return Decision(True, "news_shape", tuple(hits), **base)
    # a stated past year pins every drifting shape to that year: "who is the health minister of india 2013"
    patterns = ([] if people is None or _old_year(probe, today) or _past_moment(probe)
                else _patterns(probe, people))
    if patterns and fiction:  # review19a: "how old is Bart Simpson", "... play for in The Waterboy"
        patterns = [p for p in patterns if not person_slot_cue(p)]
    if patterns and asks_advice_zh(probe):  # advice, a how-to or an explanation asks no drifting value ("几岁开始学琴
        # 比较合适", gate-zh12b); two named products compared still do ("GPT-5 和 Claude 哪个好")
        patterns = [p for p in patterns if p.startswith("comparison:")]
    if patterns and kinds_contrast(probe):  # gate17: "fixed vs variable interest rate explained": two kinds, no value
        patterns = []
    confident = kb is not None and kb >= KB_CONFIDENCE_THRESHOLD
    if patterns and not confident:
        return Decision(True, "time_sensitive_pattern", tuple(patterns), **base)
    if patterns:
        return Decision(False, "kb_confident", tuple(patterns), **base)
    # round 11b: a named thing asked how it stands or what it just did ("Is Binance down?"), whatever the voice
    # ("when does X reopen" asks a schedule: the opening "when" marks a past fact only in the past tense)
    rest = _WHEN_NOW.sub("", status_rest(probe))
    if (not timeless and not pinned_past(rest, people if rest == probe else None) and not _FIRST_EN.search(probe)
            and not (_WHEN_NOW.match(probe) and _EPISODE_EN.search(probe))  # "when does season 5 start": one date
            and (cue := entity_state_ask(asked) or status_ask(asked)
                       or (asked is not probe and reaction_ask(asked)))):
        if confident:
            return Decision(False, "kb_confident", (f"entity:{cue}",), **base)
        return Decision(True, "entity_state", (f"entity:{cue}",), **base)
    if not timeless and not _ANY_YEAR.search(probe) and (cue := public_body_ask(asked)):  # "did my council ..."
        if confident:
            return Decision(False, "kb_confident", (f"entity:{cue}",), **base)
        return Decision(True, "entity_state", (f"entity:{cue}",), **base)
    if (not timeless and not fiction  # a character of fiction holds no present tie (review19a)
            and (voiced := news_voice(asked, pinned_past))):  # gate19b: other outlets' voices
        return Decision(not confident, "kb_confident" if confident else voiced[0], (voiced[1],), **base)
    # gate21: a version's support, a holding, a reigning holder, a game's balance, a running story, a route or an
    # offer's terms; 支持…了吗, 还能用吗 (gate_live_state)
    if (not timeless and not fiction and (cue := live_state(asked))
            and not pinned_past(anyone := generic_subject(asked), people if anyone == probe else None)):
        return Decision(not confident, "kb_confident" if confident else "live_state", (cue,), **base)
    # gate22: a fragment's changing state, a service's live state, a quoted headline, a Chinese running matter
    if not timeless and not fiction and (live := live_ask22(asked, probe)) and not pinned_past(live[1]):
        return Decision(not confident, "kb_confident" if confident else "live_state", (live[0],), **base)
    soft = [] if timeless else _soft(probe)
    if soft and kb is not None and not confident:
        return Decision(True, "soft_trigger_low_kb", tuple(soft), **base)
    fixed = timeless or fiction  # review19a: a character of fiction keeps its team, home, age, voice
    return Decision(False, "timeless" if fixed else "no_trigger", tuple(soft), **base)


screen_patterns(globals())  # each pattern above skips a text lacking a word all its matches need (time/prefilter.py)
