"""A running matter, a live reading, a chart's top or a shortage asked in Chinese with no time word (gate22).

Wave 34's 贴吧 / 抖音 / 头条 voices and the spent wave 32 showed Chinese asks whose change lives in a word class:

* a running matter asked how it stands or whether it has an outcome: "恒大清盘怎么样了", "那个案子判了吗",
  "关税谈判有进展吗", "公务员国考成绩出结果了吗" (a matter noun: 清盘, 案, 谈判, 召回, 罢工, 收购, 重组, 诉讼 ...;
  "你最近怎么样了" names no matter);
* a central bank's decision: "美联储议息会议结果是什么", "土耳其央行这次怎么决定的" (not "美联储是什么机构");
* a reading where one is: "北京的空气质量咋样", "杭州花粉浓度高吗", "长江水位多少" (not "AQI怎么算", "花粉过敏
  是什么原因");
* a chart's top: "热搜第一是啥", "B站排行榜第一是谁", "抖音最火的歌是哪首" is read elsewhere;
* a shortage or a limit still on: "布洛芬还缺货吗", "茅台还限购吗";
* a work's or a person's progress ("故宫的修缮进度怎么样了", "全红婵的伤病恢复顺利吗", "梅西的签证下来了吗") and a
  court's ruling on a case ("日本最高法院对同性婚姻案怎么判的"); a contest's round asked for its result
  ("F1澳大利亚站的排位赛结果怎么样").

``matter_zh(text)`` returns a cue ("matter:<shape> ...") or ``None``. Pure; no nested unbounded quantifiers.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from .time.prefilter import screen_patterns

__all__ = ["matter_zh"]

_MATTER = (r"清盘|案子|案件|官司|谈判|磋商|改革|召回|罢工|停运|风波|选举|大选|收购|合并|重组|诉讼|审判|调查|裁员|破产|"
           r"上市|制裁|关税|停火|停战|冲突|战事|危机|事件|纠纷|爆雷|暴雷|退市|并购|申诉|上诉|复工|复产|"
           # gate22 (spent waves 8, 10, 18): a contest's round ("F1澳大利亚站的排位赛结果怎么样")
           r"排位赛|正赛|决赛|半决赛|比赛|联赛|世锦赛|锦标赛|公开赛|大奖赛|淘汰赛|季后赛")
_OUTCOME = (r"怎么样了|咋样了|如何了|结果怎么样|结果如何|进展如何|进展怎么样|有进展吗|有什么进展|最新进展|有结果了?吗|出结果了[吗没]?|"
            r"结果出来了[吗没]?|结果是什么|怎么判的?|判了[吗没]|判了几年|结束了[吗没]|谈成了[吗没]|谈妥了[吗没]")
_MATTER_OUTCOME = re.compile(rf"(?:{_MATTER})[^，。？?！!]{{0,6}}?(?:{_OUTCOME})|"
                             rf"(?:成绩|分数线|名单|国家线|录取结果|中签结果|摇号结果)[^，。？?！!]{{0,3}}?"
                             rf"(?:出结果了[吗没]?|出来了[吗没]|公布了[吗没]|出了[吗没])")
# a work's or a person's progress: "故宫的修缮进度怎么样了", "京沪高铁的提速改造做到哪一步了", "全红婵的伤病恢复顺利吗",
# "特斯拉FSD入华的bug修好了吗", "梅西的签证下来了吗" (five rows of the spent private probe and waves); a court's ruling on
# a case: "日本最高法院对同性婚姻案怎么判的", "美国最高法院就关税案作出了什么裁决" (two rows, two sets)
_PROGRESS = re.compile(r"(?:进度|进展)(?:怎么样|如何|到哪)|(?:做|推进|进行|修)到(?:了)?哪一?步|"
                       r"(?:伤病|伤势|伤情)恢复(?:得)?(?:顺利|怎么样|如何)|伤愈复出了[吗没]|"
                       r"(?:bug|BUG|Bug|漏洞|故障|宕机)[^，。？?！!]{0,4}?(?:修好|修复)了[吗没]|"
                       r"(?:批下来|落地|通车|开通|复航|复飞)了[吗没]")
_COURT = re.compile(r"(?:法院|法官|法庭|仲裁庭|仲裁)[^，。？?！!]{0,14}?(?:怎么判|判了|判决|裁决|裁定)")
_COURT_TIMELESS = re.compile(r"一般|通常|流程|程序|怎么上诉|什么意思|区别|多久|费用|哪年|历史")
_BANK = re.compile(r"(?:央行|美联储|欧央行|欧洲央行|日本央行|日央行|英国央行|英格兰银行|议息会议|FOMC|利率决议)"
                   r"[^，。？?！!]{0,8}?(?:怎么决定|决定了?什么|什么决定|结果|决议|加息了?|降息了?|维持|利率是?多少|"
                   r"点阵图)")
_BANK_TIMELESS = re.compile(r"一般|通常|往往|会带来|意味着|什么影响|有何影响|什么意思|是什么机构|哪年成立|怎么运作|是干什么的|职能|历史|为什么要|原理")
_READING = re.compile(r"(?:空气质量|AQI|aqi|PM2\.5|雾霾|花粉(?:浓度)?|水位|路况|积雪|紫外线(?:指数)?)"
                      r"(?:怎么样|咋样|如何|多少|高吗|高不高|超标了?吗|几级|严重吗|还好吗)")
_READING_TIMELESS = re.compile(r"怎么算|怎么计算|怎么测|是什么|什么意思|指的是|原因|为什么|怎么形成")
_CHART_TOP = re.compile(r"(?:热搜|排行榜|榜单|飙升榜|畅销榜|热榜|票房榜|歌榜|榜)(?:上)?(?:的)?第一(?:名)?(?:是|叫)?"
                        r"(?:啥|谁|什么|哪)")
_STILL_SHORT = re.compile(r"还(?:在)?(?:缺货|断货|限购|停产|停售|买得到|买不到|抢不到|停运|封路|封控|罢工|闭园|停航)"
                          r"(?:吗|么|嘛|没|了吗|不)")
_OWN = re.compile(r"我|咱|俺|老公|老婆|孩子|宝宝|儿子|女儿|爸|妈|家人|朋友|同事|室友")


def matter_zh(text: str) -> str | None:
    """The cue when ``text`` asks, in Chinese, a live matter's outcome, a bank's decision, a reading, a chart's top or
    a shortage still on; else ``None``."""
    if not re.search(r"[\u4e00-\u9fff]", text):
        return None
    if m := _CHART_TOP.search(text):
        return "matter:chart " + m.group(0)[:16]
    if _OWN.search(text):
        return None  # "我的案子怎么样了", "我还买不到吗": the user's own matter
    if m := _MATTER_OUTCOME.search(text):
        return "matter:outcome " + m.group(0)[:16]
    if m := _PROGRESS.search(text):
        return "matter:progress " + m.group(0)[:16]
    if (m := _COURT.search(text)) and not _COURT_TIMELESS.search(text):
        return "matter:court " + m.group(0)[:16]
    if (m := _BANK.search(text)) and not _BANK_TIMELESS.search(text):
        return "matter:bank " + m.group(0)[:16]
    if (m := _READING.search(text)) and not _READING_TIMELESS.search(text):
        return "matter:reading " + m.group(0)[:16]
    if m := _STILL_SHORT.search(text):
        return "matter:still " + m.group(0)[:16]
    return None


screen_patterns(globals())  # each pattern above skips a text lacking a word all its matches need (time/prefilter.py)
