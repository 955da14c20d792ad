"""Typed configuration: bad values are one readable ConfigError at load time; secrets never show in reprs."""

from __future__ import annotations

import pytest

from groundwire.config import load_settings
from groundwire.errors import ConfigError


def load(tmp_path, toml: str = "", **env: str):
    cfg = tmp_path / "config.toml"
    cfg.write_text(toml, encoding="utf-8")
    return load_settings({"GROUNDWIRE_HOME": str(tmp_path), "GROUNDWIRE_CONFIG": str(cfg), **env})


@pytest.mark.parametrize(
    ("toml", "where"),
    [
        ("[providers.brave]\nrate_limit = [0, 0.0]\n", "providers.brave.rate_limit"),
        ('[routes.x]\norder = ["brave"]\nfreshness = "fortnight"\n', "routes.x.freshness"),
        ("[server]\nkey_rate_limit = [1, 0]\n", "server.key_rate_limit"),
        ("[search]\ncount = 99\n", "search.count"),
        ("[search]\nunknown_key = 1\n", "search.unknown_key"),
        ("[cache]\nttl_s = { fortnight = 5 }\n", "cache.ttl_s"),
        ("this is = not toml [", "cannot read config file"),
    ],
)
def test_bad_config_is_one_config_error(tmp_path, toml, where):
    with pytest.raises(ConfigError) as info:
        load(tmp_path, toml)
    assert where in str(info.value)


def test_missing_explicit_config_file_is_a_config_error(tmp_path):
    with pytest.raises(ConfigError, match="not found"):
        load_settings({"GROUNDWIRE_HOME": str(tmp_path), "GROUNDWIRE_CONFIG": str(tmp_path / "nope.toml")})


def test_environment_beats_the_file(tmp_path):
    s = load(tmp_path, '[providers.brave]\napi_key = "from-file"\n[server]\nupstream_url = "http://file"\n',
             GROUNDWIRE_UPSTREAM_URL="http://env", GROUNDWIRE_WEB_SEARCH="0")
    assert s.server.upstream_url == "http://env"
    assert s.web_search_enabled is False
    from groundwire.config import provider_key

    assert provider_key(s, "brave", "BRAVE_API_KEY") == "from-file"
    assert provider_key(load(tmp_path, "", BRAVE_API_KEY="from-env"), "brave", "BRAVE_API_KEY") == "from-env"


def test_secrets_never_show_in_the_settings_repr(tmp_path):
    s = load(tmp_path, '[providers.exa]\napi_key = "exa-FILESECRET"\n', GROUNDWIRE_LLM_KEY="sk-LLMSECRET",
             GROUNDWIRE_UPSTREAM_KEY="sk-UPSECRET", GROUNDWIRE_API_KEYS="pk-PROXYSECRET",
             GROUNDWIRE_REDIS_URL="redis://:pw-REDISSECRET@127.0.0.1:6379/0", BRAVE_API_KEY="b-ENVSECRET")
    text = repr(s) + str(s)
    for secret in ("FILESECRET", "LLMSECRET", "UPSECRET", "PROXYSECRET", "REDISSECRET", "ENVSECRET"):
        assert secret not in text
    assert s.server.upstream_key == "sk-UPSECRET"  # still there to use


def test_credentials_repr_hides_key_userinfo_and_query():
    from groundwire.engines.providers.base import Credentials

    text = repr(Credentials("sk-KEY", "https://user:pw-SECRET@searx.example/path?token=TOK"))
    assert "sk-KEY" not in text and "pw-SECRET" not in text and "TOK" not in text
    assert "searx.example/path" in text


def test_the_readme_config_example_loads(tmp_path):
    """The configuration example in README.md is valid configuration (it must not rot)."""
    import re
    from pathlib import Path

    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")
    block = re.search(r"```toml\n(.*?)```", readme, re.S)
    assert block, "README.md has a TOML configuration example"
    s = load(tmp_path, block.group(1))
    assert s.route("mine").order == ("searxng", "brave", "duckduckgo")
    assert s.provider("duckduckgo").enabled is False and s.provider("brave").rate_limit == (1, 1.0)
