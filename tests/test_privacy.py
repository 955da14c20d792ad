"""Privacy gate: private values are found, cut out and never reported; personal-data questions are blocked."""

from __future__ import annotations

import pytest

from groundwire.decide.privacy import scan

SECRETS = {
    "email": "john.doe+x@example.co.uk",
    "phone_cn": "13800138000",
    "phone_us": "+1 (415) 555-0132",
    "id_cn": "11010519491231002X",
    "card": "4111 1111 1111 1111",
    "openai": "sk-proj-abcdefghijklmnop1234567890",
    "github": "ghp_abcdefghijklmnopqrstuvwxyz0123456789",
    "aws": "AKIAIOSFODNN7EXAMPLE",
    "jwt": "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U",
    "hex": "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
    "ipv4": "192.168.10.23",
    "ipv6": "2001:db8:85a3::8a2e:370:7334",
}


@pytest.mark.parametrize(
    "text,kind,secret",
    [
        (f"my email is {SECRETS['email']}, why does gmail bounce it", "email", SECRETS["email"]),
        (f"我的手机号{SECRETS['phone_cn']}怎么查归属地", "phone", SECRETS["phone_cn"]),
        (f"call {SECRETS['phone_us']} about the iPhone 15 price", "phone", SECRETS["phone_us"]),
        (f"身份证{SECRETS['id_cn']}是哪里的", "id_number", SECRETS["id_cn"]),
        (f"card {SECRETS['card']} declined why", "credit_card", SECRETS["card"]),
        (f"why does {SECRETS['openai']} return 401 from OpenAI", "api_key", SECRETS["openai"]),
        (f"token {SECRETS['github']} rejected by GitHub API", "api_key", SECRETS["github"]),
        (f"{SECRETS['aws']} gives AccessDenied on S3", "api_key", SECRETS["aws"]),
        (f"decode this token {SECRETS['jwt']} please", "jwt", SECRETS["jwt"]),
        (f"what does hash {SECRETS['hex']} mean", "secret", SECRETS["hex"]),
        (f"ping {SECRETS['ipv4']} times out on Ubuntu", "ip_address", SECRETS["ipv4"]),
        (f"server {SECRETS['ipv6']} unreachable from Docker", "ip_address", SECRETS["ipv6"]),
        ("connect to postgres://admin:hunter2@db.internal:5432/app fails", "credentials", "hunter2"),
    ],
)
def test_private_values_are_redacted(text: str, kind: str, secret: str) -> None:
    f = scan(text)
    assert kind in f.kinds
    assert f.action == "redacted"
    assert secret not in f.redacted_text
    assert secret not in repr(f)  # the finding itself carries kinds, not values
    assert f.redacted_text != text
    assert all(secret not in k for k in f.kinds)


@pytest.mark.parametrize(
    "text",
    [
        "what is in my notes about the trip",
        "search my calendar for Friday",
        "what's my password for the router",
        "summarise my emails from yesterday",
        "帮我看看我的日程",
        "我的笔记里写了什么",
        "我的密码是不是太简单了",
        "my bank balance right now",
    ],
)
def test_personal_data_questions_are_blocked(text: str) -> None:
    f = scan(text)
    assert f.action == "blocked"
    assert "personal_data" in f.kinds


def test_only_a_secret_is_blocked() -> None:
    f = scan(SECRETS["github"])
    assert f.action == "blocked"
    assert SECRETS["github"] not in f.redacted_text


def test_luhn_failure_is_not_a_card() -> None:
    assert "credit_card" not in scan("order 4111 1111 1111 1112 status").kinds


def test_invalid_id_checksum_is_not_an_id() -> None:
    assert "id_number" not in scan("编号110105194912310021是什么").kinds


@pytest.mark.parametrize(
    "text",
    [
        "How many people are there in the world 8000000000",
        "Python 3.12.1 release date",
        "iPhone 15 Pro price 2024-09-12",
        "2019-2024 GDP of China",
        "version 1.2.3.4 of foo",
        "what is the capital of France",
        "今年下半年的发布会",
        "RTX 4090 vs 4080 benchmark 2025",
        "the interest rate is 5.25% since March 2023",
    ],
)
def test_ordinary_questions_pass(text: str) -> None:
    f = scan(text)
    assert f.action is None
    assert f.kinds == ()
    assert f.redacted_text == text


@pytest.mark.parametrize("text", ["", "😀" * 100, "\x00\x01\x02", "a" * 100_000, "1 " * 50_000,
                                  "13800138000 " * 9000, "sk-" * 30_000, "@" * 100_000])
def test_hostile_input(text: str) -> None:
    f = scan(text)
    assert isinstance(f.redacted_text, str)
    assert len(f.redacted_text) <= len(text)


def test_many_phones_are_all_removed() -> None:
    text = "numbers: " + " ".join(["13800138000"] * 500)
    f = scan(text)
    assert "13800138000" not in f.redacted_text


def test_to_dict_has_no_values() -> None:
    f = scan(f"mail {SECRETS['email']} about the weather")
    assert f.to_dict() == {"kinds": ["email"], "action": "redacted"}


# --- issue 13, defect 1: a private value followed by punctuation (or ending the text) is still found ---------

PUNCTUATION_KINDS = {
    "email": ("mail me at john.doe@example.com", "john.doe@example.com"),
    "phone": ("my phone +1 415 555 0199", "415 555 0199"),
    "phone_cn": ("我的手机 13800138000", "13800138000"),
    "id_number": ("身份证 11010519491231002X", "11010519491231002X"),
    "ssn": ("my SSN 078-05-1120", "078-05-1120"),
    "credit_card": ("card 4111 1111 1111 1111", "4111 1111 1111 1111"),
    "api_key": ("key sk-proj-abcdefghijklmnop1234567890", "sk-proj-abcdefghijklmnop1234567890"),
    "ipv4": ("my IP is 10.1.2.3", "10.1.2.3"),
    "ipv6": ("my IP is 2001:db8:85a3::8a2e:370:7334", "2001:db8:85a3::8a2e:370:7334"),
}
ENDINGS = [". ", ", ", "; ", ": ", ") ", "。", "，", ""]


@pytest.mark.parametrize("ending", ENDINGS, ids=repr)
@pytest.mark.parametrize("name", sorted(PUNCTUATION_KINDS))
def test_private_value_before_punctuation_is_cut(name: str, ending: str) -> None:
    lead, secret = PUNCTUATION_KINDS[name]
    tail = "" if ending == "" else "what is the latest iPhone price today?"
    f = scan(f"{lead}{ending}{tail}")
    assert secret not in f.redacted_text, f.redacted_text
    assert f.kinds, f"nothing found in {lead!r} + {ending!r}"


@pytest.mark.parametrize("text", ["SSN 078-05-1120 lookup", "is 219 09 9999 a valid social security number",
                                  "my ssn is 078051120."])
def test_us_social_security_numbers_are_id_numbers(text: str) -> None:
    f = scan(text)
    assert "id_number" in f.kinds
    assert not any(ch.isdigit() for ch in f.redacted_text)


@pytest.mark.parametrize("text", ["version 1.2.3.4.5 release notes", "python 3.12.1. what changed",
                                  "order 123456789 shipped", "population 8000000000. growth rate"])
def test_dotted_versions_and_plain_numbers_stay(text: str) -> None:
    assert scan(text).action is None, scan(text)


def test_issue_repro_through_plan_cli(gw_home) -> None:
    """The repro as filed: ``groundwire plan ... --no-llm --json`` no longer puts the number in a query."""
    import json
    import os
    import subprocess
    import sys
    from pathlib import Path

    exe = Path(sys.executable).with_name("groundwire")
    for question, secret in [("my phone +1 415 555 0199. What is the latest iPhone price today?", "555 0199"),
                             ("my IP is 10.1.2.3. latest router firmware?", "10.1.2.3"),
                             ("my SSN 078-05-1120, latest tax rules?", "078-05-1120")]:
        r = subprocess.run([str(exe), "plan", question, "--no-llm", "--json", "--today", "2026-11-30"],
                           capture_output=True, text=True, timeout=60, env=dict(os.environ))
        assert r.returncode == 0, r.stderr
        data = json.loads(r.stdout)
        assert data["queries"], data
        assert all(secret not in q["query"] for q in data["queries"]), data["queries"]


@pytest.mark.parametrize("text,expected", [
    ("my phone +1 415 555 0100 . What is the latest Python release?", "What is the latest Python release?"),
    ("Email me at jane.doe@example.com. Who won the 2026 World Cup?", "Who won the 2026 World Cup?"),
    ("我的电话是13812345678。今天北京天气怎么样？", "今天北京天气怎么样？"),
])
def test_a_sentence_that_only_carried_a_private_value_is_dropped(text: str, expected: str) -> None:
    finding = scan(text)
    assert finding.action == "redacted" and finding.redacted_text == expected


def test_a_question_built_around_the_value_keeps_its_words() -> None:
    """Nothing but the value's own sentence: it stays (minus the value) rather than leaving nothing."""
    finding = scan("Who owns the number +1 415 555 0100?")
    assert finding.action == "redacted" and "Who owns the number" in finding.redacted_text
    assert "555" not in finding.redacted_text
