"""Traditional characters and Cantonese time words mapped onto the simplified forms the Chinese rules are written in,
without moving a single character: ``normalize("下個月後天")`` has the same length as its input, so every span found
in the normalised text has the same offsets in the original.

- characters: a one-to-one table of the traditional forms that occur in time expressions and the words around them
  (後 -> 后, 週 -> 周, 禮 -> 礼, 個 -> 个, 號 -> 号, 曆 -> 历, 節 -> 节 ...). One-to-one by construction; characters
  whose simplified form depends on the word are left alone (乾 stays 乾: 乾隆 is an era name);
- full-width digits: ２０２５年３月 -> 2025年3月; financial numerals before 年 / 月 / 日: 贰零贰伍年壹拾贰月 ->
  "2025年12 月" (padded with a space the rules read as absent);
- words: Cantonese (and a few Taiwanese and Beijing) time words of the same length as their Mandarin equivalent
  (聽日 -> 明天, 尋日 / 琴日 -> 昨天, 後日 -> 后天, 朝早 -> 早上, 晏晝 -> 下午, 今個 -> 这个, 禮拜 -> 礼拜,
  月尾 -> 月底, 出年 -> 明年, 舊年 -> 去年, Beijing 前兒 -> 前天, 元月 -> 一月, Singapore / Malaysia 拜一 -> 周一,
  明年头 -> 明年初), the ambiguous ones only where they stand as words.

A small table rather than OpenCC: OpenCC converts phrases (which may change the length), and its dictionaries cost
tens of milliseconds to load; the rules only need the few hundred characters that time expressions use.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

_PAIRS = (
    "後后 週周 禮礼 個个 號号 曆历 歷历 暦历 閏闰 臘腊 陰阴 農农 節节 時时 點点 鐘钟 鍾钟 間间 來来 內内 與与 從从 際际 紀纪 "
    "歲岁 這这 兩两 幾几 過过 當当 開开 將将 還还 頭头 現现 剛刚 葉叶 晝昼 舊旧 屆届 載载 陣阵 週周 聽听 尋寻 噚寻 終终 兒儿 "
    "婦妇 軍军 國国 慶庆 勞劳 動动 師师 黨党 聖圣 誕诞 萬万 陽阳 龍龙 燈灯 華华 學学 門门 復复 難难 體体 靈灵 臨临 紅红 歡欢 "
    "勝胜 獨独 齋斋 懺忏 猶犹 蘭兰 權权 親亲 愛爱 闆板 務务 圖图 樹树 實实 穫获 戰战 爭争 東东 凱凯 樂乐 龐庞 爾尔 麗丽 灑洒 "
    "馬马 會会 衛卫 獻献 淨净 潔洁 壽寿 雙双 燭烛 團团 圓圆 轉转 經经 臺台 灣湾 區区 屬属 報报 氣气 發发 價价 選选 舉举 賽赛 "
    "總总 統统 問问 題题 嗎吗 麼么 們们 為为 對对 邊边 裡里 裏里 於于 遲迟 遠远 預预 計计 劃划 級级 緒绪 暫暂 變变 續续 結结 "
    "則则 無无 進进 運运 達达 讀读 書书 億亿 聯联 絕绝 條条 張张 換换 長长 "
    "寶宝 貞贞 觀观 順顺 豐丰 "  # era names in Traditional script: 天寶, 貞觀, 順治, 咸豐 (round 17)
    "嘅的 "  # Cantonese 嘅 is the possessive 的 (去年嘅今日 = 去年的今天)
)
# everyday verbs and nouns that stand beside time words (見, 記者, 獲悉, 約, 會議, 場, 辦, 繳費): round 17b. The time rules
# read them (``normalize(text, everyday=True)``); the gate, which reads this module's table too, keeps the table above
# as it was (no gate verdict moves with this round). 參 stays out: it is a financial numeral (參拾日), read after.
_EVERYDAY_PAIRS = (
    "見见 記记 獲获 約约 議议 課课 試试 場场 辦办 說说 請请 話话 認认 該该 離离 寫写 買买 賣卖 貨货 費费 電电 車车 飛飞 機机 館馆 醫医 診诊 療疗 藥药 術术 備备 確确 訂订 單单 僅仅 夠够 讓让 給给 隊队 員员 帶带 決决 啟启 關关 閉闭 興兴 連连 遊游 覽览 網网 線线 風风 溫温 熱热 涼凉 審审 檢检 驗验 貸贷 銀银 帳账 戶户 額额 錢钱 稅税 補补 繳缴"
    " 數数 倆俩"  # 倒數第二個 / 數日後 / 倆月後 (round 18)
)
_TABLE = {ord(p[0]): p[1] for p in _PAIRS.split()} | {0xFF10 + i: str(i) for i in range(10)}  # ０-９ -> 0-9
assert all(len(p) == 2 and p[0] != p[1] for p in _PAIRS.split())
_EVERYDAY_TABLE = {ord(p[0]): p[1] for p in _EVERYDAY_PAIRS.split()}
assert all(len(p) == 2 and p[0] != p[1] and ord(p[0]) not in _TABLE for p in _EVERYDAY_PAIRS.split())

# same-length word replacements (Cantonese / Taiwanese time words); checked at import
_WORDS = {
    "听日": "明天", "寻日": "昨天", "琴日": "昨天", "擒日": "昨天", "前日": "前天", "后日": "后天", "大后日": "大后天",
    "听朝": "明早", "今朝": "今早", "听晚": "明晚", "琴晚": "昨晚", "寻晚": "昨晚", "今个": "这个", "呢个": "这个",
    "依家": "现在", "而家": "现在", "朝早": "早上", "晏昼": "下午",  # 听日朝早 / 后日晏昼: morning, afternoon
    "下昼": "下午", "上昼": "上午",  # 星期三下晝三點, 聽日上晝 (Cantonese; blind8's spent held half held two, round 20)
    "今儿": "今天", "明儿": "明天", "昨儿": "昨天",  # Beijing speech
    "年尾": "年底", "月头": "月初",  # Cantonese and spoken: 年尾, 下个月头 (月尾 is guarded below)
    "月杪": "月底",  # written Malaysian / classical 本月杪 (the month's end)
}
# guarded words: Cantonese 出年 / 旧年 (next / last year), 月尾 and Beijing 前儿 / 后儿, only where they cannot be
# part of another word (推出年度, 辞旧年, 之后儿童, 前儿子, the idiom 年头月尾 "all year round"); 出年 after a subject
# and before an adverb is the year (呢件事出年先再傾, 我出年就畢業; not 推出年终, 演出年度)
_GUARDED = {"出年": "明年", "旧年": "去年", "前儿": "前天", "后儿": "后天", "月尾": "月底", "元月": "一月", "头一": "第一", "前半年": "上半年", "后半年": "下半年",
            "拜": "周", "头": "初"}
# a pronoun before 出年 (我哋出年去日本, 佢出年結婚) is its subject whatever follows: round 17b
_GUARDED_WORD = re.compile(r"(?:(?<![\u4e00-\u9fff])|(?<=[我你佢他她哋们們])|(?<=[事就都先])(?=出年[先再就都会會至啦先才]))"
                           r"出年(?![度报鉴终龄级纪轻货貨])"
                           r"|(?<![辞送迎怀忆度过守新除])旧年(?![代货画份历])|(?<!年头)月尾"
                           # 元月 (January), not a price before a month's pay or rent (5000元月薪, 单元月考)
                           r"|(?<![0-9零一二两三四五六七八九十百千万亿单公纪美日韩港欧多余块])元月(?![薪租供费息收入考])"
                           # 下个月的头一周 / 头一天 (the first week, day): as 第一
                           r"|(?<=[的月年周])头一(?=个?(?:周|星期|礼拜|天|日|个月|季度))"
                           # 2015年后半年 / 今年前半年: the year's halves (not 三年前半年后, counts of years)
                           r"|(?:(?<=[0-9今明去本]年)|(?<=[0-9今明去本]年的))[前后]半年"
                           r"|(?:(?<![\u4e00-\u9fff])|(?<=[我你他她们咱就是都才在]))[前后]儿(?![子童女媳科歌孙])"
                           # Singapore / Malaysia 拜一 … 拜六 / 拜天 (礼拜一): not the verb (参拜一下, 拜一拜, 拜天地, 拜五位, 求三拜四,
                           # 拜天公 / 拜天后宫 / 拜日式: worship of the Jade Emperor, of Mazu, yoga's sun salutation; 拜天后 is after Sunday)
                           r"|(?<![礼做参朝膜跪叩祭崇敬拜团一二三四五六七八九十百千])拜(?!天[后後][宫宮庙廟诞誕娘])(?=[一二三四五六日天](?![拜佛神地位个次回下届名公式教]))"
                           # (a week named before it makes it the weekday whatever follows: 下个拜三回马来西亚; round 20)
                           r"|(?:(?<=[上下这今]个)|(?<=[上下本]))拜(?=[一二三四五六日天])"
                           # spoken / Malaysian 明年头 / 今年头 (年初): not 这年头 (these days), 今年头两个月 (the first N), 今年头一回
                           r"|(?<=[今明去出本]年)头(?![0-9一二两三四五六七八九十几俩仨回次发条号版像])"
                           # a bare 年头 opening a stretch up to now (年头至今, 从年头到现在, 年頭以來): this year's 年初, not
                           # 这年头 / 多年头 (round 21)
                           r"|(?:(?<=年)(?<![\u4e00-\u9fff]年)|(?<=[从自由打]年))头(?=至今|以[来來]|到(?:现在|現在|而家|年[底尾末])|开始|開始)")
assert all(len(k) == len(v) for k, v in _WORDS.items())
# 前日/后日 only as words: not "三年前日本" / "之后日元"
# a word ending in 日 not as the first character of 日语 / 日文 / 日本 / 日剧 (听日语歌 is listening to Japanese songs)
_WORD = re.compile("|".join(w + ("(?![语文本剧])" if w.endswith("日") else "")
                            for w in sorted(_WORDS, key=len, reverse=True) if w not in ("前日", "后日"))
                   + "|[前后]日(?![本元圆期子报经语文剧])")
_CANTONESE_HINT = re.compile("[听寻琴擒前后朝今呢依而明昨尾头出旧晏元拜杪昼]")  # 头: 头一周; 拜: 拜一

# round 18, for the time rules only (``everyday=True``; the gate's reading stays as it was): 月头 not before a count
# (下个月头一个周六 is 下个月第一个周六, read by the guarded 头一 above; 3月头两个星期 its first two weeks), 明年杪 (the
# year's end), Singapore / Malaysia 今年首11个月 / 去年首三季 (as 前), written 数十年来 / 数天前 / 数个月后 ("several", as
# 几; not 无数天, 算数, 点数) and literary 岁末 / 岁尾 / 岁初 (not an age: 三岁末, 十岁初)
_EVERYDAY_WORDS = {"年杪": "年底", "首": "前", "数": "几", "岁末": "年末", "岁尾": "年底", "岁初": "年初",
                   "这一季度": "这个季度",  # 这一季度的业绩 is this quarter's, not the first (一季度): round 19
                   "这": "近",  # 这两年 / 这三个月 / 这一年来 / 这半年: the last N units up to today, as 这几年 (round 19)
                   "些": "几"}  # 近些年 / 这些年 / 这些天 / 近些个月: "some", as 近几年 / 这几年 / 这几天 (round 20)
_EVERYDAY_WORD = re.compile(r"年杪|这一季度|(?<=[近这])些(?=年(?![级纪龄轻代度前后初中底末])|天(?![空堂使才鹅津涯下文桥]|然(?!后)|气(?![温溫]))|个?月(?![饼亮光份球]))"
                            r"|这(?=(?:[两二三四五六七八九几半]|十[一二三四五六七八九]?|一(?=个?(?:年|月|周|星期|礼拜)来))"
                            r"个?(?:年(?![级纪龄轻代度前后初中底末])|月|周|星期|礼拜))"
                            r"|(?<![数算点计无多少岁倍指分系])数(?=[十百][年天日个周]|[天日年周](?:前|后|以|之|内|来|里)|个(?:月|星期|礼拜|小时))"
                            r"|(?<![0-9零〇一二两三四五六七八九十百几周虚])岁[末尾初](?![期年])"
                            r"|(?<=[0-9今明去出本上]年)首(?=(?:[1-9][0-9]?|[一二两三四五六七八九十]{1,2})个?(?:月|季度|季|周|天))")
_EVERYDAY_HINT = re.compile("[杪数岁首头]|这[一两二三四五六七八九十几半]|[近这]些")
_MONTH_HEAD_COUNT = re.compile(r"(?<=月头)[一两二三四五六七八九十]+个?(?:周|星期|礼拜|天|日)")
assert all(len(k) == len(v) for k, v in _EVERYDAY_WORDS.items())

# chat writes a weekday as a digit after 周 / 礼拜 / 星期 (周5前, 礼拜6, 下周3下午): the digit as its numeral (7: 日).
# Not a count per week (每周3次, 一周5天, 本周3场, 两周2次, 周5个会议), a longer number (周10, 星期3.5) nor 周1-5.
_DIGIT_WEEKDAY = re.compile(r"(?<![每一二两三四五六七八九十几数0-9第隔近前后])(?:周|礼拜|星期)(?P<d>[1-7])"
                            r"(?![0-9.．:：%％年月日号天个次场回遍节课期篇件单条门家套台辆张份页人元块万千百倍轮届楼层栋座室位名岁]"
                            r"|\s*[-－~～至到]\s*[0-9])")  # 周1-5: a span of weekdays said in digits, left as it was
_WEEKDAY_NUMERAL = dict(zip("1234567", "一二三四五六日"))


def _digit_weekday(m: re.Match[str]) -> str:
    i = m.start("d") - m.start()
    return m.group(0)[:i] + _WEEKDAY_NUMERAL[m.group("d")]


# financial (大写) numerals before 年 / 月 / 日 / 号, as cheques and contracts write dates (贰零贰伍年壹拾贰月叁拾壹日,
# 零壹月零伍日): the number in digits, padded after with spaces to the run's length (the rules read a space between a
# number and a Chinese character as absent), so offsets stay; 拾月 (one character) as 十月. Only a run holding a
# financial numeral is read.
_FIN_DIGIT = {"零": 0, "〇": 0, "壹": 1, "贰": 2, "貳": 2, "叁": 3, "參": 3, "肆": 4, "伍": 5, "陆": 6, "陸": 6,
              "柒": 7, "捌": 8, "玖": 9}
_FIN_CHARS = "零〇壹贰貳叁參肆伍陆陸柒捌玖拾"
# a whole run (nothing of it before), at most 12 long: linear on any input
_FINANCIAL = re.compile(rf"(?<![{_FIN_CHARS}收])[{_FIN_CHARS}]{{1,12}}(?=[年月日号])")
_FIN_NUMERAL = re.compile("[壹贰貳叁參肆伍陆陸柒捌玖拾]")


def _financial_value(run: str) -> int | None:
    if "拾" not in run:  # 贰零贰伍: digit by digit
        return int("".join(str(_FIN_DIGIT[c]) for c in run))
    tens, _, units = run.lstrip("零〇").partition("拾")
    if len(tens) > 1 or len(units) > 1:
        return None
    return (_FIN_DIGIT[tens] if tens else 1) * 10 + (_FIN_DIGIT[units] if units else 0)


_FIN_TO_CN = str.maketrans("零〇壹贰貳叁參肆伍陆陸柒捌玖拾", "零〇一二二三三四五六六七八九十")


def _financial(m: re.Match[str]) -> str:
    if not _FIN_NUMERAL.search(m.group(0)):
        return m.group(0)  # 〇〇年 / 零零年: ordinary numerals
    if len(m.group(0)) == 1 and m.string[m.end()] in "日号" and not m.string.endswith("月", 0, m.start()):
        return m.group(0)  # 壹号 (a brand, a house) is no 1st; 零壹月壹日 is
    value = _financial_value(m.group(0))
    digits = str(value) if value is not None else ""
    if value is None or len(digits) > len(m.group(0)):
        return m.group(0).translate(_FIN_TO_CN)  # 拾月: 十月
    return digits.ljust(len(m.group(0)))  # the space after the number, before 年 / 月 / 日, as "25 日"


# a year of this millennium said as a number before 年 (两千零八年, 二千零二十五年): its four digits padded after
# with spaces, so that every rule that reads a year reads it (两千零二十五年春节, 两千零八年八月, 两千零二十年第一季度).
# Not a bare 两千年 (as often "two thousand years": time/rules_zh.py reads it where it is a year) nor a count of
# years (两千零八年前, 两千零二十年来 …, the same guard as that rule's).
_SPELLED_YEAR = re.compile(r"(?<![0-9零〇一二两三四五六七八九十百千万亿几])[两二]千(?:零[一二三四五六七八九]"
                           r"|零?[一二三四五六七八九]?十[一二三四五六七八九]?)(?=年(?![前后来间之的历以久多代纪龄级度]))")
_UNITS_CN = {c: i for i, c in enumerate("零一二三四五六七八九")}


def _spelled_year(m: re.Match[str]) -> str:
    tail = m.group(0)[2:].lstrip("零")  # 八 / 二十五 / 十
    tens, ten, units = tail.partition("十") if "十" in tail else ("", "", tail)
    value = 2000 + ((_UNITS_CN[tens] if tens else 1) * 10 if ten else 0) + (_UNITS_CN[units] if units else 0)
    return str(value).ljust(len(m.group(0)))


# full-width separators between digits (２０２８／０３／１５, ２０２８．３．１５, ２０２８－０３－１５, １０：３０) as their ASCII forms, so a
# date written all in full-width reads as the half-width one (the digits are mapped above); only between two digits, so
# a colon after a label (时间：) or a dash between words stays as it was (round 18)
_FULLWIDTH_SEPARATOR = re.compile(r"(?<=[0-9])[／．－：](?=[0-9])")
_ASCII_SEPARATOR = str.maketrans("／．－：", "/.-:")

# the verb particle 一下 before 下周 / 下个月 (查一下下周三的天气, 看一下下个月的排班): its 下 is no part of a 下下周 ("the week
# after next"), so it is written as the Cantonese 一吓 (the same word), which no rule reads
_YIXIA = re.compile(r"(?<=一)下(?=下(?:个|一个)?(?:周|星期|礼拜|月|季度|半年))")


def normalize(text: str, *, everyday: bool = False) -> str:
    """``text`` with traditional characters and Cantonese time words in simplified Mandarin; same length."""
    out = text.translate(_TABLE)
    if everyday:
        out = out.translate(_EVERYDAY_TABLE)
        out = _FULLWIDTH_SEPARATOR.sub(lambda m: m.group(0).translate(_ASCII_SEPARATOR), out)
    if _FIN_NUMERAL.search(out):
        out = _FINANCIAL.sub(_financial, out)
    if "千" in out:
        out = _SPELLED_YEAR.sub(_spelled_year, out)
    if "周" in out or "拜" in out or "期" in out:
        out = _DIGIT_WEEKDAY.sub(_digit_weekday, out)
    if "一下下" in out:
        out = _YIXIA.sub("吓", out)
    if everyday and _EVERYDAY_HINT.search(out):
        out = _EVERYDAY_WORD.sub(lambda m: _EVERYDAY_WORDS[m.group(0)], out)
    if _CANTONESE_HINT.search(out):
        kept = [m.start() - 2 for m in _MONTH_HEAD_COUNT.finditer(out)] if everyday and "月头" in out else []
        out = _WORD.sub(lambda m: "月头" if m.group(0) == "月头" and m.start() in kept else _WORDS[m.group(0)], out)
        out = _GUARDED_WORD.sub(lambda m: _GUARDED[m.group(0)], out)
    return out
