"""The console in a real headless Chromium (Debian's package, driven by Playwright; nothing downloads a browser)
against a real ``groundwire serve`` process whose engines and model are the loopback emulator.

Skipped, with the reason, when Chromium or Playwright is not installed. Each test writes a screenshot to
``$GROUNDWIRE_SCREENSHOTS`` (default: the test's tmp dir); they are not committed.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from tests.test_proxy import proxy_env

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
playwright_api = pytest.importorskip("playwright.sync_api", reason="playwright is not installed")
pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="no system Chromium (apt-get install chromium)")

CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-sync",
                 "--disable-background-networking", "--disable-component-update"]
HOSTILE_TITLE = '<img src=x onerror="window.__xss=1"> Zebrafish <script>window.__xss=2</script>'


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class Serve:
    def __init__(self, emulator, home: Path, log: Path, **env_extra: str) -> None:
        env = {k: v for k, v in os.environ.items() if not k.startswith("GROUNDWIRE_") or k.startswith("GROUNDWIRE_TEST")}
        env.update(proxy_env(emulator, home, **env_extra))
        self.port = _free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.log = log
        with log.open("wb") as err:
            self.proc = subprocess.Popen([sys.executable, "-m", "groundwire", "serve", "--port", str(self.port),
                                          "--upstream", emulator.base_url("openai")],
                                         env=env, stdout=subprocess.DEVNULL, stderr=err)
        deadline = time.monotonic() + 240  # a loaded 2-core runner can take a minute
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(log.read_text())
            try:
                if httpx.get(self.url + "/healthz", timeout=2).status_code == 200:
                    return
            except httpx.HTTPError:
                time.sleep(0.2)
        raise RuntimeError("serve did not start: " + log.read_text())

    def stop(self) -> None:
        self.proc.terminate()
        try:
            self.proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.proc.kill()


@pytest.fixture
def shots(tmp_path: Path) -> Path:
    path = Path(os.environ.get("GROUNDWIRE_SCREENSHOTS") or tmp_path / "screenshots")
    path.mkdir(parents=True, exist_ok=True)
    return path


@pytest.fixture(scope="module")
def browser() -> Iterator[object]:
    with playwright_api.sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield b
        b.close()


@pytest.fixture
def serve(emulator, tmp_path: Path):
    servers: list[Serve] = []

    def start(**env_extra: str) -> Serve:
        home = tmp_path / f"home{len(servers)}"
        home.mkdir()
        s = Serve(emulator, home, tmp_path / f"serve{len(servers)}.log", **env_extra)
        s.home = home  # type: ignore[attr-defined]
        servers.append(s)
        return s

    yield start
    for s in servers:
        s.stop()


def new_page(browser):
    page = browser.new_page(viewport={"width": 1300, "height": 900})
    page.dialogs = []
    page.on("dialog", lambda d: (page.dialogs.append(d.message), d.dismiss()))
    return page


def test_ask_streams_a_cited_answer_and_the_trace_shows_the_fallback(browser, serve, emulator, shots):
    emulator.set_fault("exa", "status", code=500)
    emulator.set_fault("brave", "status", code=503)
    server = serve()
    page = new_page(browser)
    page.goto(server.url + "/")
    page.fill("#question", "What is the latest Python release?")
    page.fill("#ask-model", "emulator-chat")
    page.click("#ask button[type=submit]")
    page.wait_for_selector("#answer a.cite", timeout=60_000)
    page.wait_for_selector("#answer[aria-busy=false]", timeout=60_000)
    assert "Cited [s1]" in page.inner_text("#answer")
    link = page.locator("#answer a.cite").first
    assert link.get_attribute("href") == "#src-s1"
    assert page.locator("#src-s1 a").count() == 1  # the cited source is listed, with its link
    calls = page.inner_text("table.calls")
    assert "(fallback)" in calls and "searxng" in calls  # stage 1 failed: the fallback answered
    assert "error" in calls
    page.screenshot(path=str(shots / "ask.png"), full_page=True)
    page.close()


def test_hostile_result_renders_inert(browser, serve, shots, tmp_path):
    server = serve()
    notes = tmp_path / "notes"
    notes.mkdir()
    (notes / "hostile.md").write_text(f"# {HOSTILE_TITLE}\n\nZebrafish regenerate fins. javascript:alert(3)\n",
                                      encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "groundwire", "index", str(notes)], capture_output=True, text=True,
                          env={**os.environ, "GROUNDWIRE_HOME": str(server.home)}, timeout=120)
    assert done.returncode == 0, done.stderr
    page = new_page(browser)
    page.goto(server.url + "/#search")
    page.fill("#search-q", "zebrafish")
    page.fill("#search-provider", "local")
    page.click("#search button[type=submit]")
    page.wait_for_selector("table.hits", timeout=60_000)
    text = page.inner_text("table.hits")
    assert "<img src=x" in text and "<script>" in text  # shown as text
    assert page.locator("#search-result img").count() == 0
    assert page.locator("#search-result script").count() == 0
    assert page.evaluate("window.__xss === undefined")
    assert page.dialogs == []
    assert page.locator("#search-result a[href^='javascript']").count() == 0
    page.screenshot(path=str(shots / "search-hostile.png"), full_page=True)
    page.close()


def test_keyboard_only_navigation(browser, serve, shots):
    server = serve()
    page = new_page(browser)
    page.goto(server.url + "/")
    page.wait_for_selector("nav a[aria-current=page]")
    page.keyboard.press("Tab")  # the skip link comes first
    assert page.evaluate("document.activeElement.className") == "skip"
    for _ in range(3):
        page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.dataset.tab") == "research"
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.dataset.tab") == "tools"
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("Enter")  # the Search tab
    page.wait_for_selector("#search:not([hidden])")  # a selector, not a JS string: the page's CSP forbids eval
    assert page.is_hidden("#ask")
    page.focus("#search-q")
    page.keyboard.type("python release")
    page.keyboard.press("Enter")  # submits the form
    page.wait_for_selector("table.hits", timeout=60_000)
    page.select_option("#engine-filter", index=1)
    shown = page.locator("table.hits tbody tr:not([hidden])").count()
    assert 0 < shown <= page.locator("table.hits tbody tr").count()
    page.screenshot(path=str(shots / "search.png"), full_page=True)
    page.close()


def test_login_form_keeps_the_key_in_the_session_and_engines_page_draws(browser, serve, shots):
    server = serve(GROUNDWIRE_API_KEYS="console-key-1")
    page = new_page(browser)
    page.goto(server.url + "/")
    page.wait_for_selector("#login:not([hidden])")
    assert page.is_hidden("#main")
    page.fill("#login-key", "wrong")
    page.keyboard.press("Enter")
    page.wait_for_selector("#login-error:not([hidden])")
    page.fill("#login-key", "console-key-1")
    page.keyboard.press("Enter")
    page.wait_for_selector("#main:not([hidden])")
    assert page.evaluate("sessionStorage.getItem('groundwire-key')") == "console-key-1"
    assert page.evaluate("localStorage.length") == 0 and "console-key-1" not in page.evaluate("document.cookie")
    page.click("nav a[data-tab=engines]")
    page.wait_for_selector("#engines-result svg polyline", state="attached", timeout=60_000)  # flat when idle
    assert "brave" in page.inner_text("table.health")
    page.screenshot(path=str(shots / "engines.png"), full_page=True)
    page.close()


def test_research_and_tools_pages_say_what_they_need(browser, serve, shots):
    server = serve()
    page = new_page(browser)
    for tab in ("research", "tools"):
        page.goto(server.url + f"/#{tab}")
        page.wait_for_selector(f"#{tab}:not([hidden])")
        assert page.locator(f"#{tab} form, #{tab} p.note").count() >= 1
        page.screenshot(path=str(shots / f"{tab}.png"), full_page=True)
    page.close()
