"""Issue 13, defect 5: configuration mistakes are exit-2 errors naming the file and the key (CLI as a subprocess)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from groundwire.config import load_settings
from groundwire.errors import ConfigError

EXE = Path(sys.executable).with_name("groundwire")

MISTAKES = [
    ("[providers.bravee]\napi_key = 'x'\n", "providers.bravee"),
    ("[routes.grounding]\norder = ['brave', 'googel']\n", "routes.grounding.order"),
    ("[routes.mine]\norder = []\n", "routes.mine.order"),
    ("[cache]\nttl_s = {day = -5}\n", "cache.ttl_s"),
    ("[server]\nmax_request_bytes = -1\n", "server.max_request_bytes"),
]


@pytest.mark.parametrize("toml,key", MISTAKES, ids=[k for _, k in MISTAKES])
def test_config_mistake_is_exit_2_naming_file_and_key(gw_home: Path, toml: str, key: str) -> None:
    config = gw_home / "config.toml"
    config.write_text(toml, encoding="utf-8")
    r = subprocess.run([str(EXE), "search", "anything", "--json"], capture_output=True, text=True, timeout=120,
                       env=dict(os.environ))
    assert r.returncode == 2, r.stdout + r.stderr
    assert str(config) in r.stderr and key in r.stderr, r.stderr
    assert "Traceback" not in r.stderr and r.stderr.strip().count("\n") == 0, "one line"


@pytest.mark.parametrize("toml,key", MISTAKES, ids=[k for _, k in MISTAKES])
def test_load_settings_raises_config_error(tmp_path: Path, toml: str, key: str) -> None:
    config = tmp_path / "config.toml"
    config.write_text(toml, encoding="utf-8")
    with pytest.raises(ConfigError, match=key.replace(".", r"\.")):
        load_settings({"GROUNDWIRE_HOME": str(tmp_path)}, config)


def test_valid_provider_and_route_tables_still_load(tmp_path: Path) -> None:
    config = tmp_path / "config.toml"
    config.write_text("[providers.brave]\nweight = 2.0\n[routes.mine]\norder = ['brave', 'local']\n"
                      "[cache]\nttl_s = {day = 0}\n", encoding="utf-8")
    settings = load_settings({"GROUNDWIRE_HOME": str(tmp_path)}, config)
    assert settings.routes["mine"].order == ("brave", "local")
    assert settings.cache.ttl_s["day"] == 0
