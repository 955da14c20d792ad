"""Passage splitting and BM25 selection, English and Chinese; passages are verbatim slices."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from groundwire.errors import UsageError
from groundwire.read.passages import Passage, select_passages, split_passages, tokenize

EN = "\n\n".join(
    [
        "The city council met on Tuesday to discuss the annual budget. Members debated road repairs, "
        "library hours and park maintenance for several hours. No final vote was taken on those items. "
        "Residents filled the chamber and many waited until late in the evening to speak.",
        "On transit, the council approved a plan to double bus frequency on the busiest routes. "
        "The transit expansion will cost 42 million dollars over three years, funded by a state grant. "
        "Officials said new electric buses would arrive next spring. Drivers will be hired in the winter.",
        "Weather forecasters expect a cold and snowy winter this year. The city has ordered extra road salt "
        "and snow ploughs. Schools may close on days with heavy snowfall, the district said. "
        "Parents are advised to check the district website early in the morning.",
        "The local football team won its third straight game on Saturday. The coach praised the defence "
        "and said the team was ready for the playoffs. Tickets for the next home game sold out in an hour. "
        "The stadium will add extra security staff for the match.",
    ]
)

ZH = (
    "北京市政府今天发布了新的公共交通计划。根据计划，地铁末班车将延长到凌晨一点。"
    "市民对此普遍表示欢迎，认为这将方便夜间出行。交通部门表示，新时刻表将于下个月开始实施。\n"
    "另一方面，气象台预测今年冬天将比往年更冷。专家建议市民提前准备保暖衣物。"
    "供暖季预计将提前一周开始，以应对可能出现的寒潮天气。部分郊区已经出现了霜冻。\n"
    "在体育方面，北京国安队在周六的比赛中以二比一战胜对手。主教练赛后表示，球队的防守表现非常出色。"
    "下一场主场比赛的门票在一小时内全部售完。俱乐部将增加安保人员以维持秩序。\n"
    "科技领域，一家本地公司发布了新款人工智能芯片。该芯片的能效比上一代提高了百分之四十。"
    "公司表示，这款芯片将首先用于数据中心和自动驾驶汽车。分析人士认为这将推动行业竞争。"
)


def assert_verbatim(text: str, passages: list[Passage]) -> None:
    for p in passages:
        assert text[p.start : p.start + len(p.text)] == p.text


def test_english_selection_finds_the_answer() -> None:
    got = select_passages("How much will the bus transit expansion cost?", EN, k=2, max_chars=1200)
    assert got and "42 million dollars" in got[0].text
    assert got[0].score > 0 and all(a.score >= b.score for a, b in zip(got, got[1:]))
    assert len(got) <= 2 and sum(len(p.text) for p in got) <= 1200
    assert_verbatim(EN, got)


def test_english_plurals_and_stopwords() -> None:
    got = select_passages("what did the coach say about the playoffs", EN, k=1)
    assert "playoffs" in got[0].text
    assert tokenize("The buses and the Schools") == ["bus", "school"]  # lemmas, stopwords gone


@pytest.mark.parametrize(("a", "b"), [("buses", "bus"), ("cities", "city"), ("schools", "school"),
                                      ("analyses", "analysis"), ("prices", "price")])
def test_inflected_forms_match_their_lemma(a: str, b: str) -> None:
    assert tokenize(a) == tokenize(b)


@pytest.mark.parametrize(("a", "b"), [("news", "new"), ("bus", "business"), ("us", "use")])
def test_different_words_stay_different(a: str, b: str) -> None:
    assert tokenize(a) != tokenize(b) or not tokenize(a)


def test_chinese_selection_finds_the_answer() -> None:
    got = select_passages("北京地铁末班车延长到几点？", ZH, k=1, max_passage_chars=120, min_passage_chars=40)
    assert got and "凌晨一点" in got[0].text
    assert_verbatim(ZH, got)
    chip = select_passages("新款人工智能芯片能效提高多少", ZH, k=1, max_passage_chars=120, min_passage_chars=40)
    assert "百分之四十" in chip[0].text


def test_chinese_is_split_at_sentence_ends() -> None:
    parts = split_passages(ZH, min_chars=20, max_chars=60)
    assert len(parts) > 4 and all(len(p.text) <= 60 for p in parts)
    assert all(p.text[-1] in "。！？" for p in parts)  # every cut lands on a sentence end
    assert_verbatim(ZH, parts)


def test_english_passage_sizes() -> None:
    parts = split_passages(EN * 3)
    assert all(len(p.text) <= 600 for p in parts)
    assert sum(len(p.text) >= 300 for p in parts) >= len(parts) - 1
    assert all(p.text.rstrip()[-1] in ".!?" for p in parts)


def test_long_unpunctuated_text_is_hard_split() -> None:
    text = "word " * 500
    parts = split_passages(text, min_chars=100, max_chars=200)
    assert all(len(p.text) <= 200 for p in parts) and len(parts) >= 12
    cjk = "汉" * 1000
    assert all(len(p.text) <= 200 for p in split_passages(cjk, min_chars=100, max_chars=200))


def test_no_match_falls_back_to_the_lead() -> None:
    got = select_passages("quantum chromodynamics lattice", EN)
    assert len(got) == 1 and got[0].score == 0.0 and got[0].start == 0
    assert select_passages("quantum chromodynamics lattice", EN, fallback_lead=False) == []
    assert select_passages("", EN)[0].start == 0
    assert select_passages("the of and", EN)[0].score == 0.0  # only stopwords


def test_budget_smaller_than_a_passage_keeps_a_verbatim_head() -> None:
    got = select_passages("transit expansion cost", EN, max_chars=50)
    assert len(got) == 1 and len(got[0].text) == 50
    assert_verbatim(EN, got)


def test_bad_arguments() -> None:
    assert select_passages("anything", "") == []
    assert split_passages("") == []
    with pytest.raises(UsageError):
        select_passages("q", EN, k=0)
    with pytest.raises(UsageError):
        split_passages(EN, min_chars=500, max_chars=100)


@settings(max_examples=60, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("ab .!?。\n汉字 ")), max_size=600),
       st.integers(min_value=5, max_value=80))
def test_split_is_verbatim_ordered_and_complete(text: str, max_chars: int) -> None:
    parts = split_passages(text, min_chars=max(1, max_chars // 2), max_chars=max_chars)
    assert_verbatim(text, parts)
    assert all(0 < len(p.text) <= max_chars for p in parts)
    assert all(a.start + len(a.text) <= b.start for a, b in zip(parts, parts[1:]))
    covered = "".join(p.text for p in parts)
    assert [c for c in covered if not c.isspace()] == [c for c in text if not c.isspace()]
