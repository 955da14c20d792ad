"""Chinese news questions with no time word: a question word beside a reported deed.

Round 10 wrote Chinese news quiz questions in the voice of weekly news quizzes and headlines ("哪家公司宣布以300亿美元
收购…？", "谁接任了英国首相？", "小米汽车交付了多少辆？", "国务院出台了哪些稳就业新政策？", "郑钦文在澳网打到了第几轮？"). The
rules read Chinese only through hard time words (最新, 今年, 股价 …) and the drifting shapes (最…, 是谁, 多少个): 18 of its 35
were kept local. What marks them is a deed that is reported — announced, bought, took office, fined, delivered,
launched, opened, issued — asked about with a question word (谁, 哪, 什么, 多少, 几, 第几, 如何 at the end).

History, explanations and how-to stay local: a dynasty, an era, an emperor, a war, an invention or a work's author
("秦始皇是哪一年统一六国的", "李白是哪个朝代的诗人"), and "怎么 / 如何 / 怎样" before a verb ("公司是怎么宣布合并的",
"如何写一份辞职信"); "为什么 / 什么是 / 是什么意思" are read by the gate's timeless cues before this runs.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from .time.normalize_zh import normalize
from .time.prefilter import screen_patterns

__all__ = ["MARRIAGE_NOUN_ZH", "fixed_zh", "news_zh", "trending_zh"]

# gate-zh13 (wave 16, read): a noun made with 结婚 / 离婚 names a rite, a paper or a rule, not someone's marriage
# ("结婚纪念日各年叫什么", "离婚冷静期是多少天"); shared with gate.py's marriage-status shape
MARRIAGE_NOUN_ZH = (r"纪念日|周年|证|登记|照|戒指?|典礼|仪式|誓词|请柬|喜糖|礼物|礼金|彩礼|年龄|流程|手续|冷静期|协议|"
                    r"财产|官司|诉讼|律师|条件|材料|习俗|风俗|礼仪|[一二三四五六七八九十百两\d]+周?年(?!了)")

# everyone talking about it now (round 11, 微博 / 知乎 voice): "为什么大家都在骂这部新剧", "这件事刷屏了"
_TRENDING = (r"都在(?:骂|讨论|吵|说|聊|抢|刷|转|吐槽|夸)|刷屏|热议|爆火|火了|吵翻|翻车|塌房|上热搜|"
             # or a service down now (round 11, wave 7): "微信为什么崩了"
             r"崩了|宕机|大面积故障|"
             # or a market moving hard (round 11c): "黄金为什么暴跌", not "股票为什么会跌"
             # (not a term or a tendency, round 12: "为什么股票会有涨跌停", "新股为什么上市首日容易大涨")
             r"(?<!会)(?<!涨)(?<!容易)(?:暴涨|暴跌|大涨|大跌|闪崩|跳水|涨停|跌停)")
# something just out or this time's (round 11): "小米刚发布的新SUV", "深圳新出的购房政策", "这部新片", "这次降息"
_FRESH_ZH = re.compile(r"刚(?:刚)?(?:发布|推出|上市|上映|公布|宣布|出)|新(?:出|推出|上映|上线|发布)的|新剧|新片|新专辑|"
                       r"新赛季|新角色|新英雄|新皮肤|新卡池|新地图|这次|本次|这届|本届|"
                       # gate-zh12b (waves 12 held and 13, read): a new season, this edition, a new work
                       r"新一季|新番|这一?季(?!度)|本季(?!度)|这一届|新(?:小说|书|作品|专辑)|这一?轮|本轮|"
                       # round 11c (wave 8): "新开了哪些航线", "新增了哪些站点"
                       r"新(?:开|增|推|签|招|添|换|上)了")
# has it happened yet (round 11, the shape of "出了吗 / 赢了嗎 / 查明了吗"): a verb done, then 了吗 / 了没, asked of
# the world. Not a state of things at hand — a result complement (烧开了吗, 写完了吗, 烤熟了吗, 修好了吗, 做对了吗)
# — nor "you" (你吃饭了吗); the user's own (我的快递到了吗) is left out with the other first-person questions.
_DONE_YET_ZH = re.compile(r"[\u4e00-\u9fff](?<![好完熟对错干透够饱到着掉坏醒懂会住成])"
                          # 开 as a result (烧开, 打开, 解开 ...) is at hand; alone it is a place opened (round 11c)
                          r"(?<![烧打解拆分离展揭切剥推拉撕张睁想化散传泡煮滚炸裂划]开)了(?:吗|没有?)[？?]?$")
_YOU_ZH = re.compile(r"[你您]")
# "他来了吗", "她睡了吗": a bare "he / she / it" opening the question names someone the chat knows, not the news
# (review11: each was searched)
_PRONOUN_SUBJECT_ZH = re.compile(r"\s*[他她它祂]们?(?![国乡人])")
# a public deed whose next time is news (review14a): a launch or flight, a release, a match or show, a meeting or vote,
# a rate or price decision, a holiday's dates
_PUBLIC_DEED_ZH = (r"(?:发射|试射|试飞|首飞|出舱|对接|着陆|登月|发布|发售|开售|上市|上线|更新|举办|举行|开幕|开赛|比赛|"
                   r"对阵|交手|演出|巡演|演唱会|开演|播出|直播|开播|会议|议息|选举|大选|投票|公投|调价|调息|降息|加息|"
                   r"升息|减息|降准|开庭|峰会|抽签|摇号|开奖|派息|分红|放假|调休|阅兵|罢工|"
                   # gate17b: a sky event, public and dated ("下一次满月是哪天", "下次在中国能看到日全食是什么时候")
                   r"日全食|日环食|日偏食|日食|月全食|月偏食|月食|满月|超级月亮|血月|流星雨|彗星|极光)")
# gate-zh14's bare deeds (a maiden or test flight, a rate decision) asked as a term or as a general requirement
# ("议息会议是什么", "首飞前要做哪些准备", "飞机首飞需要哪些条件", review14a): no news
_BARE_DEEDS_ZH = frozenset(("首飞", "试飞", "试射", "首航", "升息", "减息", "议息"))
_TERM_OR_RULE_ZH = re.compile(r"(?:是什么|是啥|指什么)(?:意思)?[？?]?$|^\s*什么(?:是|叫)|"
                              r"(?:要|需要|必须|得)(?:做|满足|具备|检查|经过|准备)?(?:哪些|什么)")
# the user's family (gate-zh14) or their own company, department or class opening the question (review14a): their
# next appointment is their own ("公司下一次会议是什么时候")
_FAMILY_ZH = re.compile(r"宝宝|孩子|小孩|儿子|女儿|老公|老婆|爸|妈|爷爷|奶奶|外公|外婆|"
                        r"^\s*(?:公司|部门|班级|班里|小组|团队|学校|单位|社团|项目组|课题组)")
# a program or its code crashing (review11: "Python程序为什么崩了", "这个函数崩了吗" were searched as a service down);
# a mini program (小程序) is a service's and stays news
_PROGRAM_ZH = re.compile(r"(?<!小)程序|代码|函数|脚本|进程|线程|编译|调试|死循环|递归|内存溢出")
_DOWN_ZH = re.compile(r"崩了|宕机|大面积故障")
# how one thing bears on another (round 11, wave 7): "降息对房贷有什么影响" explains, as "why" does
_EFFECT_ZH = re.compile(r"对[^，。？?]{1,12}?(?:有|会有|产生|带来)(?:什么|哪些|何种?)(?:样的)?(?:影响|作用|好处|坏处)|"
                        # round 12: "央行降息一般会带来什么影响" (no 对): what such a step does in general
                        r"(?:一般|通常|往往)(?:会)?(?:带来|产生|造成)(?:什么|哪些)(?:样的)?(?:影响|变化|后果)")
# asking for a view on it (知乎): "如何评价 …", "怎么看待 …" — a how-to in form only
_OPINION_ZH = re.compile(r"(?:如何|怎么|怎样)(?:评价|看待|看)")

# deeds a news question reports: deals, offices, courts and fines, launches and deliveries, policy, markets, sport
_DEED_ZH = re.compile(
    r"宣布|官宣|发布(?!会)|推出|亮相|收购|并购|合并|入股|接任|继任|上任|卸任|辞职|辞任|下台|当选|胜选|连任|任命|提名|"
    r"被罚|罚款|处罚|判处|被判|宣判|起诉|逮捕|被捕|被抓|立案|被查|落马|交付|发射|升空|着陆|登陆|开通|通车|开业|关停|"
    r"出台|颁布|签署|通过了|加征|降准|降息|加息|裁员|召回|破产|停产|停牌|募资|融资|上调|下调|涨价|降价|夺冠|夺得|"
    r"赢得|击败|战胜|晋级|出局|淘汰|打到|战绩|收视率|爆发|遇难|受灾|伤亡|坠毁|失事|地震|罢工|抗议|离婚(?!" + MARRIAGE_NOUN_ZH + r")|退赛|"
    r"访华|出访|会晤|谈判|停火|制裁|"
    # round 10, second wave: company figures, statements, scrutiny, accidents, medals
    r"产量|销量|营收|营业额|净利|利润|亏损|财报|业绩|收报|收盘|报收|发表|讲话|曝光|约谈|留置|审查|被调查|演唱(?!会)|"
    r"迫降|备降|脱轨|相撞|起火|爆炸|坍塌|金牌|银牌|奖牌|新变化|新规|新政|新举措|"
    # gate-zh13 (its second probe, read): a body's new moves ("出口管制有什么新动作")
    r"新动作|新动向|新举动|新表态|新进展|"
    # round 10, third wave: easing rules, figures published, services stopped, statements, drills, new posts
    r"放开|限购|取消|公布|停运|停航|停课|停水|停电|说了什么|表示|演习|出任|收在|开卖|开售|涨幅|跌幅|"
    # round 10, fourth wave: prizes won, fares adjusted, plants started, results, passengers, visa rules, lists,
    # hits and rankings, closures
    r"获得了?[^，。？?]{0,10}奖|调整|调价|投产|成绩|发送|客流|免签|实行|列入|爆款|走红|热播|榜首|登上|上榜|封闭|封路|"
    # round 11 (wave 6's fit half): pulled from shelves, causes found, wins and losses, what came of it, a score on a
    # rating site, gone live, when a spell ends, everyone talking about it ("is it out yet": _DONE_YET_ZH)
    r"下架|查明|赢了|输了|赢没赢|打赢|后续|评分|上线|"
    # round 11 (wave 7, read after its first run): dividends and buy-backs, lost to, took (a pole, a title)
    r"分红|派息|回购|输给|负于|不敌|拿了|拿下|摘得|"
    # round 11c (waves 8 and 9, read): a brand tie-up, a lottery draw, a holiday schedule, a place in a table now
    r"联名|开奖|放几天|放假安排|调休|(?:谁|哪[个支家位只]?[^，。？?]{0,2}?)排(?:在)?(?:第|前|首)|"
    # round 11c: a public schedule (not a past one: "是什么时候上映的"), a public answer, a contract, a result out
    r"(?:什么时候|何时|几时|哪天|几号|几月几[号日])(?:才|能|会|将|可以)?[^，。？?的]{0,4}?(?:上线|发售|开幕|开赛|开播|开学|"
    r"复播|开园|营业|回归|复出|举行|举办|开考|出成绩|出分|报名|"
    # gate-zh13 (wave 16, read): a show's or a tour's ticket sale or opening night ("新戏什么时候开票", "几号放票")
    r"开票|放票|开抢|首演|开演|公演|开唱|播出|播(?=[吗呢啊？?]|$))(?![^，。？?]{0,3}的)|"
    r"回应|道歉|致歉|澄清|辟谣|续约|解约|揭晓|出炉|"
    # round 11c (its own news probe, read): how a named thing is doing; offers and subsidies still there; a service
    # running through a holiday; a change coming; again; an incident; a policy changed; an end date; after a reform;
    # a line-up; a free spell
    r"(?:表现|卖得|打得|踢得|收成|口碑|人气)(?:怎么样|如何|好不好|咋样)|"
    r"(?:补贴|优惠|特价|折扣|门票|车票|机票|名额|号源|库存|额度|消费券|余票)[^，。？?]{0,6}?(?:还有|有没有|用完|抢完|领完|卖完|售罄|好抢|难抢|抢得到|好买|难买)|"
    r"(?:还有|有没有)[^，。？?]{0,4}?(?:补贴|优惠|特价|折扣|门票|车票|机票|名额|号源|余票)|"
    r"还(?:送货|发货|营业|开门|开放|通车|运营|接单|售票)|(?:要|将)(?:收费|涨价|降价|停服|关停|下架|退市|倒闭)了|"
    r"又(?:涨|跌|降价|出了|推出|上调|下调|崩)|出了?什么事|发生了什么事?|"
    r"(?:政策|规定|规则|标准|门槛|条件|办法)[^，。？?]{0,4}?(?:有什么|有哪些|有何)(?:变化|调整|改动|不同)|"
    r"(?:延续|延长|持续|实施|执行|有效)到(?:什么时候|哪天|几号)|(?:改革|新政|改版|新规)后|"
    r"节目单|大名单|首发阵容|获奖名单|(?:免费|放假)(?:几天|多少天)|(?:消费券|补贴|优惠券|红包)[^，。？?]{0,4}?(?:在哪里?|哪里)领|"
    r"什么时候(?:结束|恢复|解除|开放|停)(?!的)|"
    # round 12 (wave 12's fit half, read): a release date fixed, back taxes claimed, a fare or fee raised, filming
    r"定档|撤档|追缴|补缴|提价|加价|加费|涨费|降费|开机|杀青|首映|预售|"
    # gate-zh12b (waves 12 held and 13, read): topping a chart, a filing's or works' date, a market's close, a
    # transfer window, a holiday's fares, a final's host city
    r"登顶|霸榜|(?:什么时候|何时|几时|哪天|几号)(?:才|能|会|将|可以)?(?:披露|开工|动工|竣工|完工)|(?:怎么|如何)收(?=的|了|[？?])|"
    r"签下|冬窗|夏窗|转会窗|"
    # the brief's leftovers: two named things compared by a drifting figure, a named model worth buying
    r"(?:和|与|跟|还是)[^，。？?]{1,10}?(?:谁|哪个|哪家)的?(?:用户|用户数|销量|市值|份额|市场份额|粉丝|营收|票房|下载量)"
    r"(?:更|比较)?(?:多|高|大|少|低)|"
    r"(?:[A-Za-z]+\s?\d+|\d{2,}|新款|新出的?)[^，。？?]{0,12}?值得(?:买|入手|购买|升级)|"
    r"(?:五一|国庆|十一|春节|过年|清明|端午|中秋|暑假|寒假|元旦|春运)[^，。？?]{0,10}?(?:机票|车票|高铁票|火车票|酒店|民宿|门票)"
    r"[^，。？?]{0,3}?(?:贵不贵|多少钱|价格|贵吗|涨了|涨价)|"
    r"(?:赛|决赛|世冠|锦标赛|博览会|峰会|演唱会|运动会|奥运|亚运|世界杯|电影节|音乐节)[^，。？?]{0,6}?"
    r"在哪(?:个城市|座城市|个国家|里|儿)?(?:办|举办|举行|开)|"
    # again (Cantonese 又加咗 read as 又加了): a fee raised again, a date put off again
    r"又(?:加|减|降|改|延期|推迟|罚|停|爆)|"
    # a release asked: "黑神话钟馗什么时候出", "新视频啥时候出" (not teeth or a rash: _BODY_ZH)
    r"(?:什么时候|何时|啥时候?|几时|哪天)(?:才|能|会|可以)?出(?:来)?了?[吗呢啊]?[？?]?$|"
    # a figure reached by now: "粉丝破多少了", "涨到多少了"
    r"(?:破|突破|涨到|跌到|升到|降到|达到)了?多少|多少了[？?]?$|"
    # a named product's or game's new features: "有哪些新配色", "新功能有哪些"
    r"(?:有|出了?|推出了?|上了?|加了?)(?:哪些|什么|啥)新(?:功能|配色|颜色|款|品|车型|机型|系列|产品|活动|玩法|机制|特性|"
    r"内容|模式|服务)|新(?:功能|配色|车型|机型|玩法|机制|特性)(?:有哪些|有什么|是什么|怎么样)|"
    # round 12's probe (read): a named thing's state asked with 还 … 吗 ("X还是德甲第一吗", "还限流吗", "还开着吗")
    r"还(?:是|在|有|开着|限|免|正常|营业|卖|开放)(?!别的|其他|什么|更好|没有|办法|救)[^，。？?]{0,10}?吗[？?]?$|"
    # a rate, a yield, a currency pair, a trend: "公积金贷款利率是多少", "英镑兑人民币", "银价走势"
    # (gate19: a rate's band or level, "美联储基准利率区间是多少", "房贷利率水平多少")
    r"(?:利率|收益率|汇价|LPR|准备金率|涨幅|跌幅)(?:区间|水平|范围|上限|下限)?(?:是|为|现在|目前)?(?:多少|几)|走势(?:怎么样|如何|咋样)|"
    r"(?:美元|美金|人民币|港币|港元|港纸|日元|日币|欧元|英镑|韩元|澳元|加元|台币|泰铢|卢布|比特币)(?:兑|对|换)"
    r"(?:美元|美金|人民币|港币|港元|港纸|日元|日币|欧元|英镑|韩元|澳元|加元|台币|泰铢|卢布)|"
    r"一(?:美元|美金|欧元|英镑|日元|港币|澳元|加元)(?:能|可以)?(?:换|兑|兑换)(?:多少|几)|"
    r"多少(?:美元|美金|元|块钱?|钱|港币|日元)一(?:克|斤|升|两|吨|桶|平米?|盎司|公斤)|"
    # a match's venue or day: "决赛在哪踢", "哪天比赛"
    r"(?:哪天|几号|什么时候|何时|在哪里?|在哪儿)(?:比赛|踢|打|开打|举行|举办|开赛|进行)|"
    r"在哪个?(?:基地|球队|队|俱乐部|动物园|熊猫馆)|"
    # a wage floor set each year or so (its "最低" is a name, not a ranking: gate.py's _SUPERLATIVE_ZH)
    r"最低(?:工资|生活保障)(?:标准)?(?:是|为|现在|目前)?(?:多少|几)|"
    # round 12's third probe (read): crowd limits, the next match of a series, when a policy starts, what a scheme pays
    r"限流|下一(?:场|轮|期|届|站)|"
    # gate-zh14 (wave 17, read): the next time of a public deed asked when ("长征十号下一次试射安排在什么时候"; not
    # one's own pet, car or check-up: "狗狗下一次打疫苗是什么时候", review14a), a maiden or test flight, a rate decision
    # (升息 / 减息: Taiwan and Hong Kong; a central bank's 议息 meeting)
    r"下一?次[^，。？?]{0,8}?" + _PUBLIC_DEED_ZH + r"[^，。？?]{0,8}?(?:什么时候|何时|几时|哪天|哪一天|几号|几月|啥时候?)|"
    r"首飞|试飞|试射|首航|升息|减息|议息|"
    r"(?:从|自)(?:哪年|哪一年|什么时候|何时|哪天|几号)(?:开始|起)?(?:执行|实施|施行|生效|落地)(?![^，。？?]{0,3}的)|"
    r"(?:哪年|哪一年|什么时候|何时|哪天|几号)(?:开始|起)(?:执行|实施|施行|生效|落地)(?![^，。？?]{0,3}的)|"
    r"(?:能|可以)领(?:到)?多少|补贴多少|发多少钱|"
    + _TRENDING)
# the body's own timing ("乳牙什么时候出", "疹子什么时候出来"): common knowledge, not a release
_BODY_ZH = re.compile(r"牙|疹|痘|汗|奶|月经|例假|胎动|恶露|黄疸")
# a question word: who, which, what, how many, which round; "如何 / 怎么样" only at the end ("战绩如何？")
_ASK_ZH = re.compile(r"([\u4e00-\u9fff])不\1|有没有|了[？?]$|谁|哪|什么|多少|几|为何|(?:如何|怎么样|怎样)[了的]?[？?]?$|[吗呢][？?]?$|没有?[？?]?$|"
                     r"如何评价|怎么看待|如何看待|"
                     # review14a: 有无 / 有無 asks whether as 有没有 does ("美联储这次有无加息"), not 有无限 / 有无数
                     r"有无(?![限数穷论])|"
                     # gate-zh14 (wave 17, read): an alternative asked ("是加息还是降息？")
                     r"还是[^，。？?]{1,10}[？?]?$|"
                     # gate-zh12b: a short how at the end, read as asked only beside a deed ("这次消费券怎么领",
                     # "纳指周五怎么收的"); a plain how-to is no news (how_to below)
                     r"(?:怎么|如何)[\u4e00-\u9fff]{1,2}[的了]?[？?]?$")
# how-to and explanations: "怎么 / 如何 / 怎样" before a verb
# (not a market asked how it closed: "纳指周五怎么收的", gate-zh12b)
# (not "会怎么 / 将如何": what a body will do, gate-zh14: "议息会议会怎么决定")
_HOW_TO_ZH = re.compile(r"(?<!会)(?<!将)(?:怎么|如何|怎样)(?!样?[了的]?[？?]?$)(?!收(?:的|了|盘|[？?]))(?=[\u4e00-\u9fff])")
# history, fiction and fixed facts: an era, a ruler of old, a war, an invention, an author
# the user's own affairs or a request for advice: "老师宣布考试成绩，我考了多少分", "我调整了代码，哪里出错了",
# "冰箱调整温度调到几度合适" (我国 / 我省 / 我市 are the news' own voice: "our country")
_PERSONAL_OR_ADVICE_ZH = re.compile(r"我(?![国省市区县军方校院党])|咱|俺|合适|应该|应当|该怎么|怎么办|建议|(?<!得)好不好|"
                                    # gate-zh12b: a quarrel with the user's own people ("和朋友吵架了要道歉吗")
                                    r"(?:和|跟|与)(?:朋友|室友|同事|同学|老婆|老公|对象|男朋友|女朋友|男友|女友|父母|爸妈|"
                                    r"家人|闺蜜|领导|上司|邻居|孩子)|"
                                    r"注意什么|注意事项|技巧|窍门")  # (review11: "拿下一个客户要注意什么": advice)
# 这次 / 本次 / 这届 / 本届 before the user's own occasion: an exam, a trip, a class, a meeting (review11: "这次旅行去
# 哪里好", "本次作业的截止时间" were searched as this time's news)
_THIS_TIME_ZH = frozenset(("这次", "本次", "这届", "本届"))
_OWN_OCCASION_ZH = re.compile(r"的?[^，。？?]{0,3}?(?:考试|测验|测试|作业|实验|旅行|旅游|出游|面试|学生|同学|班|课|会议|"
                              r"项目|报告|论文|任务|聚会|出差|体检|作文|期中|期末|答辩|培训)")
# a new version, model, variant or rule named after a first (review14a)
_NO_NEW_THING_ZH = r"(?![^，。？?]{0,12}?新(?:版|款|型号|一代|变种|毒株|规|政|系统|赛季))"
_FIXED_ZH = re.compile(r"朝代|古代|古时|历史上|开国|首任|第一任|哪一年|哪年|世纪|年间|王朝|皇帝|秦始皇|汉朝|唐朝|宋朝|元朝|明朝|清朝|"
                       r"战争|战役|起义|发明|作者|诗人|小说|(?<!黑)神话|传说|定义|公式|原理|第一次|第一个|什么是|什么叫|是什么意思|"
                       # round 12: the first person of a kind asked who ("中国第一位航天员是谁": not a place in a
                       # table, "排在第一位的是谁", nor 首位 / 首届, which may be upcoming), a post asked as a job
                       r"(?:规则|格式|原理|含义)是什么|是什么规则|"
                       r"(?:是)?(?:怎么|如何)规定的?|分[为成](?:哪)?(?:几|哪些)|"
                       r"第一位(?!的)[\u4e00-\u9fff]{1,6}?(?:是谁|叫什么)|第一部|第一座|第一架|第一艘|第一颗|是什么职位|是什么职务|是干什么的|是做什么的|职责是什么|"
                       # (黑神话 is a game series, round 12's fit half: "黑神话钟馗什么时候出")
                       # an exercise (review11: "数学题：小明分红利100元 …" searched as news of a dividend)
                       r"数学题|应用题|奥数|习题|练习题|作业题|"
                       # gate-zh12b (waves 12 held and 13, read): arithmetic, a battle of old, the earliest maker
                       r"(?:几|多少)个?(?:阶段|步骤|时期|环节|组成部分|层次|要素)|流经|"
                       r"质数|素数|公约数|公倍数|(?<!大)约数(?![十百千万])|(?<!原)因数(?!据)|奇数|偶数|平方根|立方根|之战|最早(?:是|由)?谁|谁最早|起源|发源|"
                       # gate18: the first to do a deed, asked who ("最先到达南极的人是谁", "最早提出日心说的人是谁")
                       r"(?:最先|最早)[^，。？?]{1,12}?的(?:人|国家|科学家|探险家)(?:是谁|是哪个|是哪国|叫什么)|"
                       # gate-zh13 (wave 16, read): a titled work's parts counted ("《水浒传》一共有多少回"); not
                       # episodes or seasons, which a running series adds
                       r"》[^，。？?《]{0,6}?(?:多少|几)(?:回|章|卷|首|篇|幕|册|句|字|行|节|则|折|出)|"
                       # gate-zh13 (its second probe, read): the last holder of an office that ended, a numbered
                       # holder, an idiom's story ("回归前最后一任港督是谁", "「三顾茅庐」讲的是谁的故事")
                       r"最后一任|末代|末任|第[一二三四五六七八九十百\d]+任|(?:讲|说)的是谁|是谁的故事|典故|"
                       # gate17 (wave 21's fit half): a moment of the past named as "that year / back then"
                       # ("柏林墙倒塌那年英国首相是谁", "我出生那一年的美国总统"): its holder is fixed
                       r"(?:那一?年|那时候?|那会儿?)(?:的)?[\u4e00-\u9fff]{0,8}?(?:是谁|叫什么|是哪|是什么)|"
                       # gate-zh14 (wave 17, read): the first to do a thing, asked who ("谁是第一位登上月球的人",
                       # "第一位获得菲尔兹奖的华人是谁"), not a place in a table ("排在第一位的是谁"), nor the first to do a
                       # new thing (review14a: "谁是第一位确诊新变种的患者")
                       r"谁是(?:历史上)?第一位(?!的)" + _NO_NEW_THING_ZH + r"|"
                       r"第一位(?!的)" + _NO_NEW_THING_ZH + r"[^，。？?]{1,14}?的[\u4e00-\u9fff]{1,6}?(?:是谁|叫什么|是哪位)")


# a match's or a show's venue or day (one branch of _DEED_ZH) and a first edition (round 12)
_VENUE_ZH = re.compile(r"(?:哪天|几号|什么时候|何时|在哪里?|在哪儿)(?:比赛|踢|打|开打|举行|举办|开赛|进行)")
_FIRST_EDITION_ZH = re.compile(r"第一届|首届")
# when a policy starts (one branch of _DEED_ZH)
_POLICY_START_ZH = re.compile(r"(?:从|自)?(?:哪年|哪一年|什么时候|何时|哪天|几号)(?:开始|起)?(?:执行|实施|施行|生效|落地)")
# a war going on: a ceasefire, talks, sanctions, a escalation asked (round 12: the Mandarin view reads 戰爭 as 战争)
_SCHEME_ZH = re.compile(r"补贴|消费券|优惠券|以旧换新|国补|红包|福利|门票|车票|机票")
_WAR_NOW_ZH = re.compile(r"停火|停战|谈判|和谈|制裁|升级|局势|进展|伤亡")


# Traditional forms of the characters above that the time rules' table (time/normalize_zh.py) does not hold
_MORE_TRADITIONAL = str.maketrans({p[0]: p[1] for p in (
    "說说 誰谁 賣卖 陸陆 罰罚 購购 併并 辭辞 職职 審审 訴诉 禍祸 罷罢 議议 認认 員员 產产 營营 虧亏 財财 績绩 盤盘 講讲 話话 約约 談谈 査查 調调 軌轨 銀银 獎奖 規规 舉举 獲获 "
    "贏赢 敗败 擊击 級级 賽赛 險险 準准 貸贷 稅税 頒颁 佈布 簽签 測测 飛飞 機机 艦舰 車车 廠厂 導导 鐵铁 線线 處处 訪访 戰战 裡里 搶抢"
).split()})


# 开票 in its other sense, issuing an invoice: the words of invoices, taxes and payments beside it
_INVOICE_ZH = re.compile(r"发票|税|付款|收款|预收|货款|服务费|开具|财务|会计|报销")


def news_zh(text: str) -> str | None:
    """The reported deed of a Chinese news question ("接任", "交付", "出台"), or ``None``. Traditional characters are
    read as their simplified forms (``time.normalize_zh`` and a few more)."""
    if not any("\u4e00" <= ch <= "\u9fff" for ch in text):
        return None
    text = normalize(text).translate(_MORE_TRADITIONAL)
    fresh = _FRESH_ZH.search(text)
    if fresh and fresh.group(0) in _THIS_TIME_ZH and _OWN_OCCASION_ZH.match(text, fresh.end()):
        fresh = None
    deed = (_DEED_ZH.search(text) or fresh
            or (None if _YOU_ZH.search(text) or _PRONOUN_SUBJECT_ZH.match(text) else _DONE_YET_ZH.search(text)))
    if deed and _DOWN_ZH.fullmatch(deed.group(0)) and _PROGRAM_ZH.search(text):
        return None  # the user's program crashing: a coding question
    if deed and deed.group(0).endswith("开票") and _INVOICE_ZH.search(text):
        return None  # "预收款什么时候开票": issuing an invoice, an accounting rule (review13a)
    if deed and deed.group(0).endswith(("出", "出来", "？", "?", "吗", "呢", "啊", "了")) and "出" in deed.group(0) \
            and _BODY_ZH.search(text):
        return None  # "宝宝的乳牙一般什么时候出": the body's timing, common knowledge
    how_to = _HOW_TO_ZH.search(text) and not _OPINION_ZH.search(text)
    if how_to and fresh and _SCHEME_ZH.search(text):
        how_to = None  # "这次消费券怎么领": this round of a public scheme, not a how-to (gate-zh12b)  # "如何评价 …" asks a view of the news
    if _EFFECT_ZH.search(text) and not _FRESH_ZH.search(text):
        return None  # "降息对房贷有什么影响": how one thing bears on another, unless it is this time's
    if deed and (_VENUE_ZH.fullmatch(deed.group(0)) or "在哪" in deed.group(0)) and _FIRST_EDITION_ZH.search(text):
        return None  # "首届世界杯在哪里举办": the first edition's venue is history
    fixed = _FIXED_ZH.search(text)
    if fixed and fixed.group(0) in ("战争", "战役", "之战") and deed and _WAR_NOW_ZH.search(text):
        fixed = None  # "俄乌战争停火了吗": a war going on now, not history (round 12)
    if fixed and fixed.group(0) in ("哪年", "哪一年") and deed and _POLICY_START_ZH.fullmatch(deed.group(0)):
        fixed = None  # "延迟退休从哪年开始执行": a policy's start, ahead (round 12)
    if fixed and fixed.group(0) in ("小说", "作者", "诗人", "传说", "神话") and fresh:
        fixed = None  # "余华的新小说出版了吗": a new work is news, not literature's history (gate-zh12b); "传说
        # 对决这季冠军": this season of a game named with 传说 (gate-zh14)
    if deed and deed.group(0) in _BARE_DEEDS_ZH and _TERM_OR_RULE_ZH.search(text):
        return None  # "议息会议是什么": the term, not this meeting (review14a)
    if deed and deed.group(0).startswith(("下次", "下一次")) and _FAMILY_ZH.search(text):
        return None  # "宝宝下一次打疫苗是什么时候": the family's own schedule (gate-zh14)
    if (not deed or not _ASK_ZH.search(text) or how_to or fixed
            or _PERSONAL_OR_ADVICE_ZH.search(text)):
        return None
    return deed.group(0)


def fixed_zh(text: str) -> bool:
    """History, an era, an author, a first: a Chinese question whose answer is fixed ("宋朝的开国皇帝是谁")."""
    return _has_han(text) and bool(_FIXED_ZH.search(normalize(text).translate(_MORE_TRADITIONAL)))


def trending_zh(text: str) -> str | None:
    """Everyone talking about something now ("为什么大家都在骂这部新剧"): a why that asks about the news."""
    if not _has_han(text):
        return None
    text = normalize(text).translate(_MORE_TRADITIONAL)
    m = re.search(_TRENDING, text)
    if m and _DOWN_ZH.fullmatch(m.group(0)) and _PROGRAM_ZH.search(text):
        return None  # "Python程序为什么崩了": a program crashing is no news
    return m.group(0) if m else None


def _has_han(text: str) -> bool:
    return any("\u4e00" <= ch <= "\u9fff" for ch in text)


screen_patterns(globals())  # each pattern above skips a text lacking a word all its matches need (time/prefilter.py)
