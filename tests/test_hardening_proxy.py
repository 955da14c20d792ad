"""Issue 13, defects 3 and 6 through the proxy's surface: the official openai client / httpx against uvicorn on
127.0.0.1, the emulator as upstream and engines."""

from __future__ import annotations

import json

import httpx
import httpx2
import openai
import pytest

from tests.test_proxy import ON, PROXY_KEY, QUESTION, chat_log, client, engine_log, home, start_proxy  # noqa: F401

TOOLS = [{"type": "function", "function": {"name": "get_weather", "parameters": {
    "type": "object", "properties": {"city": {"type": "string"}}}}}]


def test_streamed_tool_call_gets_no_sources_text(emulator, start_proxy):
    proxy = start_proxy()
    emulator.script_chat({"tool_call": {"name": "get_weather", "arguments": {"city": "Paris"}}, "chunks": 3})
    stream = client(proxy).chat.completions.create(
        model="emulator-chat", messages=[{"role": "user", "content": QUESTION}], tools=TOOLS, stream=True,
        extra_headers=ON)
    chunks = list(stream)
    assert engine_log(emulator), "the question was searched"
    finished = [i for i, c in enumerate(chunks) if c.choices and c.choices[0].finish_reason == "tool_calls"]
    assert finished, "the upstream's tool call is relayed"
    after = chunks[finished[0] + 1:]
    assert not any(c.choices and c.choices[0].delta.content for c in after), "no content after a tool call"
    text = "".join(c.choices[0].delta.content or "" for c in chunks if c.choices)
    assert "Sources:" not in text
    assert chunks[-1].model_extra["groundwire"]["status"] == "ok", "the extension field still says what was used"


def test_streamed_answer_without_search_gets_no_sources_chunk(emulator, start_proxy):
    proxy = start_proxy()
    emulator.script_chat({"content": "leaves fall softly down", "chunks": 2})
    stream = client(proxy).chat.completions.create(
        model="emulator-chat", messages=[{"role": "user", "content": "Write a haiku about autumn leaves"}], stream=True,
        extra_headers={"X-Groundwire-Search": "auto"})
    chunks = list(stream)
    assert engine_log(emulator) == [], "a creative request is not searched"
    assert "".join(c.choices[0].delta.content or "" for c in chunks if c.choices) == "leaves fall softly down"
    assert not any("groundwire" in (c.model_extra or {}) for c in chunks), "no sources chunk when nothing searched"


# --- defect 6: bad input gets an OpenAI-shaped 4xx --------------------------------------------------------


def test_deeply_nested_json_is_an_openai_400(emulator, start_proxy):
    proxy = start_proxy()
    body = '{"model": "emulator-chat", "messages": ' + "[" * 100_000 + "]" * 100_000 + "}"
    r = httpx.post(f"{proxy.v1}/chat/completions", content=body, headers={"content-type": "application/json"},
                   timeout=30)
    assert r.status_code == 400, r.text[:200]
    assert r.json()["error"]["type"] == "invalid_request_error"
    assert chat_log(emulator) == []


def test_oversized_body_is_a_413_and_the_cap_is_configurable(emulator, start_proxy):
    proxy = start_proxy("[server]\nmax_request_bytes = 100000\n")
    big = "x" * 200_000
    r = httpx.post(f"{proxy.v1}/chat/completions", timeout=30,
                   json={"model": "emulator-chat", "messages": [{"role": "user", "content": big}]})
    assert r.status_code == 413, r.text[:200]
    assert r.json()["error"]["code"] == "request_too_large"
    assert "100000" in r.json()["error"]["message"]
    assert chat_log(emulator) == [], "an oversized request never reaches the upstream"
    with pytest.raises(openai.APIStatusError) as caught:  # the same through the client, streamed upload or not
        client(proxy).chat.completions.create(model="emulator-chat", messages=[{"role": "user", "content": big}])
    assert caught.value.status_code == 413
    ok = client(proxy).chat.completions.create(model="emulator-chat",
                                               messages=[{"role": "user", "content": "x" * 1000}])
    assert ok.choices[0].message.content


def test_default_cap_refuses_twenty_megabytes(emulator, start_proxy):
    proxy = start_proxy()
    r = httpx.post(f"{proxy.v1}/chat/completions", timeout=60, content=b'{"messages": ["' + b"x" * 20_000_000 + b'"]}',
                   headers={"content-type": "application/json"})
    assert r.status_code == 413
    assert chat_log(emulator) == []


@pytest.mark.parametrize("value", ["yes", 1, "true", 0])
def test_stream_must_be_a_boolean(emulator, start_proxy, value):
    proxy = start_proxy()
    r = httpx.post(f"{proxy.v1}/chat/completions", timeout=30,
                   json={"model": "emulator-chat", "messages": [{"role": "user", "content": "hi"}], "stream": value})
    assert r.status_code == 400, r.text[:200]
    assert "'stream'" in r.json()["error"]["message"]
    assert chat_log(emulator) == []


def test_stream_false_and_null_still_work(emulator, start_proxy):
    proxy = start_proxy()
    for value in (False, None):
        r = httpx.post(f"{proxy.v1}/chat/completions", timeout=30,
                       json={"model": "emulator-chat", "messages": [{"role": "user", "content": "hi"}],
                             "stream": value})
        assert r.status_code == 200, r.text[:200]
        assert json.loads(r.text)["choices"][0]["message"]["content"]


# --- proxy: non-OpenAI upstream errors, the quota status -----------------------------------------------------------


def test_non_openai_upstream_error_is_json_not_a_python_repr(emulator, start_proxy):
    def upstream(request: httpx2.Request) -> httpx2.Response:
        return httpx2.Response(503, json={"detail": "model overloaded", "ok": False, "retry": None})

    proxy = start_proxy(transport=httpx2.MockTransport(upstream))
    with pytest.raises(openai.APIStatusError) as caught:
        client(proxy).chat.completions.create(model="m", messages=[{"role": "user", "content": "hi"}],
                                              extra_headers={"X-Groundwire-Search": "off"})
    message = caught.value.response.json()["error"]["message"]
    assert json.loads(message) == {"detail": "model overloaded", "ok": False, "retry": None}
    assert "'detail'" not in message and "False" not in message


def test_exhausted_quota_has_its_own_status_and_metric(emulator, start_proxy):
    proxy = start_proxy("[server]\nkey_daily_searches = 1\n", GROUNDWIRE_API_KEYS=PROXY_KEY)
    c = client(proxy, PROXY_KEY)
    first = c.chat.completions.create(model="emulator-chat", messages=[{"role": "user", "content": QUESTION}],
                                      extra_headers=ON)
    assert first.model_extra["groundwire"]["status"] == "ok"
    searched = len(engine_log(emulator))
    second = c.chat.completions.create(model="emulator-chat",
                                       messages=[{"role": "user", "content": "latest rust release"}], extra_headers=ON)
    assert second.model_extra["groundwire"]["status"] == "quota_exhausted"
    assert len(engine_log(emulator)) == searched
    metrics = httpx.get(proxy.url + "/metrics").text
    assert 'groundwire_grounding_total{status="quota_exhausted"} 1.0' in metrics
    ground = httpx.post(proxy.v1 + "/ground", json={"question": "latest go release", "mode": "on"},
                        headers={"Authorization": f"Bearer {PROXY_KEY}"})
    assert ground.json()["status"] == "quota_exhausted"
    assert any(e.get("step") == "quota" for e in ground.json()["trace"]["events"]), ground.json()["trace"]
