"""A Simplified-Mandarin view of a Chinese question for the gate's Chinese rules: Traditional characters and Cantonese
function words read as the Mandarin the rules are written in.

The gate's Chinese word lists and shapes are Simplified Mandarin (最新, 价格, 多少, 是不是, 了吗). A question typed in
Traditional characters or in Cantonese (香港连登: "係唔係又加咗隧道費？", "而家去深圳過關要排幾耐？") missed them word
for word: 而家 is 现在, 價 is 价, 咗 is 了, 幾多 is 多少, 係唔係 is 是不是. Round 12's wave 12 showed it (fit half).

``mandarin_zh(text)`` maps the time words and characters through ``time.normalize_zh`` (same length), then a few
hundred more Traditional characters and the Cantonese function words (their length may change: the view is only
read by the rules, never shown, and no offset is taken from it). Text without a Han character comes back unchanged.
A small table rather than OpenCC, for the reason ``normalize_zh`` gives (load time; the rules need few characters).
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from .time.normalize_zh import normalize

__all__ = ["mandarin_zh"]

# Traditional -> Simplified for characters the gate's Chinese rules read and ``normalize_zh`` leaves alone; one to
# one, and only characters whose simplified form does not depend on the word (乾, 著, 係 are left out or guarded)
_PAIRS = (
    "說说 誰谁 賣卖 買买 陸陆 罰罚 購购 併并 辭辞 職职 審审 訴诉 禍祸 罷罢 議议 認认 員员 "
    "產产 營营 虧亏 財财 績绩 盤盘 講讲 話话 約约 談谈 査查 調调 軌轨 銀银 獎奖 規规 獲获 "
    "贏赢 敗败 擊击 準准 貸贷 稅税 頒颁 佈布 簽签 測测 飛飞 機机 艦舰 車车 廠厂 導导 鐵铁 "
    "線线 處处 訪访 錢钱 幣币 漲涨 貴贵 費费 電电 鐘钟 廳厅 飯饭 麵面 雞鸡 魚鱼 隊队 場场 "
    "強强 籃篮 網网 遊游 戲戏 劇剧 節节 藝艺 聞闻 視视 頻频 樂乐 聲声 紙纸 鏡镜 醫医 "
    "藥药 險险 療疗 護护 減减 壓压 應应 該该 麼么 嗎吗 們们 這这 裡里 裏里 邊边 "
    "個个 點点 樣样 種种 會会 將将 與与 無无 從从 後后 來来 時时 間间 現现 實实 際际 發发 "
    "開开 關关 門门 問问 題题 頭头 條条 張张 換换 變变 續续 結结 經经 濟济 價价 匯汇 "
    "銷销 貨货 櫃柜 庫库 資资 業业 務务 為为 於于 對对 當当 還还 進进 運运 達达 過过 遠远 "
    "選选 舉举 賽赛 總总 統统 區区 縣县 鎮镇 華华 國国 島岛 灣湾 臺台 學学 師师 書书 "
    "讀读 寫写 語语 詞词 詩诗 歷历 憶忆 記记 錄录 檔档 腦脑 體体 驗验 級级 課课 試试 擇择 "
    "幫帮 聽听 讓让 給给 熱热 氣气 颱台 風风 雲云 顯显 燈灯 圖图 畫画 號号 "
    "碼码 絡络 訊讯 權权 標标 淨净 適适 夠够 舊旧 漢汉 滬沪 廣广 東东 蘇苏 陝陕 遼辽 "
    "寧宁 黃黄 龍龙 滿满 雙双 單单 隨随 築筑 樓楼 賃赁 擁拥 擠挤 檢检 報报 "
    "紀纪 筆笔 憑凭 證证 辦办 補补 貼贴 領领 額额 長长 專专 雜杂 雖虽 難难 離离 靈灵 "
    "類类 顧顾 願愿 驚惊 鬥斗 齊齐 齡龄 團团 園园 圍围 壞坏 夢梦 奪夺 孫孙 寶宝 尋寻 層层 "
    "廢废 徑径 徵征 復复 憂忧 懷怀 戶户 擔担 據据 擴扩 數数 斷断 樹树 歲岁 殺杀 毀毁 決决 "
    "況况 滅灭 漁渔 潛潜 濕湿 災灾 煙烟 爭争 狀状 獨独 環环 畢毕 異异 盡尽 監监 礎础 禮礼 "
    "稱称 積积 穩稳 競竞 範范 紅红 純纯 紹绍 組组 細细 終终 絲丝 綠绿 維维 綜综 緊紧 編编 "
    "練练 縮缩 聖圣 聯联 肅肃 脫脱 臉脸 艱艰 莊庄 蓋盖 薦荐 虛虚 蝦虾 術术 裝装 製制 複复 "
    "親亲 覺觉 觀观 計计 訂订 討讨 訓训 設设 許许 評评 詢询 詳详 誤误 誠诚 請请 諾诺 謝谢 "
    "識识 譯译 讚赞 豐丰 負负 貢贡 質质 賺赚 趕赶 趨趋 躍跃 輕轻 輸输 轉转 農农 連连 違违 "
    "遲迟 遺遗 鄉乡 釋释 針针 鈔钞 錯错 鍵键 鎖锁 閉闭 閱阅 陣阵 陳陈 陽阳 階阶 靜静 響响 "
    "頂顶 項项 須须 預预 顏颜 飲饮 飽饱 館馆 馬马 髮发 鬧闹 鳥鸟 鹽盐 麥麦 黨党 齒齿 龜龟 "
    "觸触 鬆松 態态 慣惯 懶懒 驟骤 擬拟 戀恋 婦妇 媽妈 嬰婴 孃娘 兒儿 爺爷 橋桥 韓韩 "
    "蘋苹 輛辆 駕驾 駛驶 衝冲 彈弹 頁页 順顺 頓顿 傳传 億亿 別别 沒没 "
)
_TABLE = {ord(p[0]): p[1] for p in _PAIRS.split()}
assert all(len(p) == 2 and p[0] != p[1] for p in _PAIRS.split())

# Cantonese function words (and spoken 啥 / 咋) and the Mandarin the rules read (the longer first); 係 as "to be"
# only where it is no part of a word (關係, 聯係, 體係 keep it: normalize has turned 關 into 关 before this runs)
_CANTONESE = {
    "係唔係": "是不是", "係咪": "是不是", "有冇": "有没有", "冇": "没有", "咗": "了", "幾多錢": "多少钱",
    "几多钱": "多少钱", "几多": "多少", "几钱": "多少钱", "几耐": "多久", "几时": "什么时候", "边个": "谁", "边位": "哪位",
    "边度": "哪里", "边间": "哪家", "边只": "哪只", "乜嘢": "什么", "乜": "什么", "咩": "什么", "点解": "为什么", "点算": "怎么办",
    "点样": "怎么样", "点先": "怎么才", "唔该晒": "谢谢", "唔该": "请", "唔": "不", "佢哋": "他们", "佢": "他", "喺": "在", "嘢": "东西", "啲": "些",
    "收市": "收盘", "开市": "开盘", "而家": "现在", "宜家": "现在", "呢排": "最近", "呢个": "这个", "呢次": "这次",
    "今个": "这个", "睇": "看", "嚟": "来", "畀": "给", "俾": "给", "攞": "拿", "搵": "找",
    # spoken Mandarin (贴吧, 弹幕): 啥 is 什么, 咋 is 怎么
    "啥": "什么", "咋": "怎么",
}
_CANTONESE_WORD = re.compile("|".join(sorted(_CANTONESE, key=len, reverse=True)) + "|係")
_RELATION_BEFORE = frozenset("关联体派世直母父水星谱")  # 关係, 联係, 体係 ...: the Simplified 系 of a word


def mandarin_zh(text: str) -> str:
    """``text`` read as Simplified Mandarin for the gate's Chinese rules; unchanged when it has no Han character."""
    if not any("\u4e00" <= ch <= "\u9fff" for ch in text):
        return text
    out = normalize(text).translate(_TABLE)
    out = _CANTONESE_WORD.sub(lambda m: _mandarin_word(m, out), out)
    out = _WEEK_WORD.sub(lambda m: m.group(1)[0] + "周" + ("日" if m.group(2) else ""), out)
    out = _NUMERAL_YEAR.sub(lambda m: m.group(1).translate(_DIGIT), out)  # gate17: "一九五零年" is 1950年
    return _YET.sub("了没", out)


# gate17 (wave 21's fit half): a year written digit by digit in Chinese numerals ("一九五零年", "二〇〇八年") is the
# rules' 1950年 / 2008年: a stated old year pins the question like "1950年" does
_NUMERAL_YEAR = re.compile(r"(?<![一二三四五六七八九十百千万〇零○])([一二三四五六七八九〇零○]{4})(?=年)")
_DIGIT = str.maketrans("〇零○一二三四五六七八九", "00012345678" + "9")


# gate-zh14 (wave 17, read): a week told with 礼拜 / 星期 ("這禮拜", "呢個禮拜", "上个星期") is the rules' 这周 / 上周 /
# 下周, and its Sunday (这个礼拜天, review14a) 这周日 as its Saturday is 这周六; not "which weekday" (下星期几)
_WEEK_WORD = re.compile(r"(这个?|本|上个?|下个?)(?:礼拜|星期)(?:([天日])|(?!几))")


# Cantonese "… yet?" at the end: "深中通道通車未？" is 通车了没
_YET = re.compile(r"(?<=[\u4e00-\u9fff])未(?=[？?]?$)")


# Mandarin words the Cantonese ones overlap: 重点 + 解读 ("key points explained"), 周边 + 度假 ("a trip nearby") hold
# 点解 and 边度 but are no "why" or "where"; the Cantonese word stands when 解 / 度 start no word of their own (review 12b)
_WORD_AFTER = {"点解": frozenset("读析答释说题决剖密锁码除构"), "边度": frozenset("假过日数量")}


def _mandarin_word(m: re.Match[str], text: str) -> str:
    word = m.group(0)
    if word in _WORD_AFTER and text[m.end():m.end() + 1] in _WORD_AFTER[word]:
        return word  # "房价走势重点解读", "周边度假"
    if word == "点样":  # "how" before a verb (點樣整蛋撻), "how is it" at the end (港股而家點樣？)
        after = text[m.end():m.end() + 1]
        return "怎么" if after and "\u4e00" <= after <= "\u9fff" and after not in "呀啊嘅的㗎呢喎" else "怎么样"
    if word != "係":
        return _CANTONESE[word]
    return "系" if m.start() and text[m.start() - 1] in _RELATION_BEFORE else "是"
