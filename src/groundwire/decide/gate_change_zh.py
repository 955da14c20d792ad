"""A Chinese why-question about a named firm or app that no longer does something (gate17, wave 21's fit half):
"苹果为什么不在中国卖iPhone了", "腾讯为什么被阿里收购了", "微信为什么停止服务了".

The why reads as an explanation to the timeless shapes ("为什么天空是蓝色的"). Asked of a firm, an app or a platform,
"不…了" / "停止 / 关闭 / 取消 / 下架 …了" / "被…收购了" asks about a change of its present state: the change may be
news or may not have happened at all (a false premise about the present), and either way only a search can tell.
The firm must be named: a well-known brand (the short hand list below; 苹果 and 小米 only beside a product or
"公司", since they are also a fruit and a grain) or a name with 公司 / 集团 / 银行 after it. Nothing else of the
question is read, so "为什么人老了就不长个了" stays an explanation.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from .time.prefilter import screen_patterns

__all__ = ["changed_state_zh"]

# firms, apps and platforms people name in Chinese (written by hand from general knowledge, not from any eval set)
_BRANDS_ZH = ("腾讯", "阿里巴巴", "阿里", "百度", "华为", "字节跳动", "字节", "抖音", "微信", "支付宝", "淘宝", "天猫", "京东",
              "美团", "拼多多", "滴滴", "哔哩哔哩", "B站", "网易", "比亚迪", "特斯拉", "谷歌", "微软", "亚马逊", "脸书",
              "推特", "油管", "奈飞", "星巴克", "麦当劳", "肯德基", "优衣库", "宜家", "三星", "索尼", "任天堂", "台积电",
              "中国移动", "中国联通", "中国电信", "高德", "饿了么", "携程", "知乎", "微博", "小红书", "快手", "蔚来",
              "小鹏", "吉利", "宁德时代", "茅台", "海底捞", "瑞幸", "喜茶", "蜜雪冰城", "英伟达", "英特尔", "波音",
              "空客", "可口可乐", "百事", "耐克", "阿迪达斯", "迪士尼", "网飞", "Steam", "QQ", "TikTok")
_AMBIGUOUS_BRANDS_ZH = re.compile(r"(?:苹果|小米)(?=公司|手机|电脑|汽车|商店|官网|iPhone|iPad|Mac|App|SU7)|"
                                  r"(?:苹果|小米)[^，。？?]{0,10}?(?:iPhone|iPad|Mac|App\s*Store|手机|电脑|汽车|SU7)",
                                  re.IGNORECASE)
_FIRM_ZH = re.compile(r"[\u4e00-\u9fff]{2,6}(?:公司|集团|银行|航空)")
_WHY_ZH = re.compile(r"为什么|为啥|怎么(?!样|办|做|说)")
# no longer doing it, or a change done to it, told as done (了)
_CHANGE_ZH = re.compile(r"(?:不再|不|没有?|停止|停了|关闭|关掉|取消|退出|撤出|下架|禁止|暂停|倒闭|破产|裁员|改名|涨价|降价|"
                        r"被[^，。？?]{1,8}?(?:收购|封|禁|罚|起诉|约谈|下架|拆分|合并))[^，。？?]{0,14}?了")


def changed_state_zh(text: str) -> str | None:
    """The firm when ``text`` asks why a named firm or app no longer does something or had something done to it,
    else ``None``."""
    if not _WHY_ZH.search(text) or not _CHANGE_ZH.search(text):
        return None
    for brand in _BRANDS_ZH:
        if brand in text:
            return brand
    if m := _AMBIGUOUS_BRANDS_ZH.search(text):
        return m.group(0)[:2]  # 苹果 / 小米
    if m := _FIRM_ZH.search(text):
        return m.group(0)
    return None


screen_patterns(globals())  # each pattern above skips a text lacking a word all its matches need (time/prefilter.py)
