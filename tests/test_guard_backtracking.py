"""Patterns that read untrusted page text must not let two whitespace runs meet across optional parts (see
tests/regex_lint.py): sanitize() took 34 s on '<' + 40 kB of spaces + '/' + 40 kB of spaces + 'tool_call x', and the
detector 2 s on a quote, a colon and 40 kB runs of spaces, on main as well."""

from __future__ import annotations

import pytest

from groundwire.guard import detector, neutralize
from groundwire.read import pagekind
from tests.regex_lint import meeting_space_runs


@pytest.mark.parametrize("pattern", [neutralize._TOOL_TAG_RE, detector._FIELD_BREAK_RE, pagekind._LD_TYPE_VALUE,
                                     pagekind._FIRST_LD_NAME],
                         ids=["tool_tag", "field_break", "ld_type_value", "first_ld_name"])
def test_page_text_patterns_have_no_meeting_space_runs(pattern) -> None:
    assert not meeting_space_runs(pattern)


def test_the_same_tags_and_fields_are_still_found() -> None:
    assert [m.group(0) for m in neutralize._TOOL_TAG_RE.finditer("a < / tool_call > b <function_calls/> <tool_use>")] \
        == ["< / tool_call >", "<function_calls/>", "<tool_use>"]
    assert [m.group(0) for m in detector._FIELD_BREAK_RE.finditer('"a" : [{ "b", "c"}')] == ['" : [{ "', '", "', '"}']
    values = pagekind._LD_TYPE_VALUE.findall('{"@type" : [ "Article"], "@type":"Comment"}')
    assert [pagekind._FIRST_LD_NAME.match(v).group(1) for v in values] == ["Article", "Comment"]


@pytest.mark.parametrize("text", ["<" + " " * 40_000 + "/" + " " * 40_000 + "tool_call x",
                                  'x "' + " " * 40_000 + ":" + " " * 40_000 + "[" + " " * 40_000 + "y"])
def test_long_runs_of_spaces_in_page_text(text: str) -> None:
    result = neutralize.sanitize(text)  # (a backtracking pattern would hang the suite here)
    assert not result.suspicious
