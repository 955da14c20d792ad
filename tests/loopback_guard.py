"""Tests and the processes they start may connect to 127.0.0.0/8 and ::1 only — even when a check under test is
broken. :func:`install` wraps ``socket.socket.connect``/``connect_ex`` (which asyncio, httpx and the standard library
all end up calling) and ``socket.getaddrinfo``: a connection to any other address is refused with ``ConnectionRefusedError`` (a DNS look-up of
any name but ``localhost`` with ``gaierror``, since it would ask a server off the machine) and recorded in
:data:`ATTEMPTS` (and, when a log path is given, appended to that file for subprocesses).

Hand-written: no library does "refuse and record non-loopback connects in this process" for tests.
"""

from __future__ import annotations

import ipaddress
import os
import socket
import threading
from typing import Any

ATTEMPTS: list[str] = []
_lock = threading.Lock()
_installed = False


def is_loopback(host: Any) -> bool:
    try:
        ip = ipaddress.ip_address(str(host).split("%", 1)[0])
    except ValueError:
        return str(host) == "localhost"
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    return ip.is_loopback


def _check(sock: socket.socket, address: Any, log_path: str | None) -> None:
    if sock.family not in (socket.AF_INET, socket.AF_INET6) or not isinstance(address, tuple):
        return  # unix sockets and the like stay on the machine
    host = address[0]
    if is_loopback(host):
        return
    _record(str(host), log_path)
    raise ConnectionRefusedError(111, f"test guard: connection to non-loopback address {host} refused")


def _record(host: str, log_path: str | None) -> None:
    with _lock:
        ATTEMPTS.append(host)
        if log_path:
            with open(log_path, "a", encoding="utf-8") as fh:
                fh.write(f"{os.getpid()} {host}\n")


def _name_allowed(host: Any) -> bool:
    """Literal addresses and ``localhost`` need no DNS server; any other name would ask one off the machine."""
    if host is None:
        return True
    text = host.decode("ascii", "replace") if isinstance(host, bytes) else str(host)
    if text in ("localhost", ""):
        return True
    try:
        ipaddress.ip_address(text.split("%", 1)[0])
    except ValueError:
        return False
    return True


def install(log_path: str | None = None) -> None:
    """Install once per process."""
    global _installed
    if _installed:
        return
    _installed = True
    original_connect = socket.socket.connect
    original_connect_ex = socket.socket.connect_ex

    def connect(self: socket.socket, address: Any) -> None:
        _check(self, address, log_path)
        return original_connect(self, address)

    def connect_ex(self: socket.socket, address: Any) -> int:
        _check(self, address, log_path)
        return original_connect_ex(self, address)

    original_getaddrinfo = socket.getaddrinfo

    def getaddrinfo(host: Any, *args: Any, **kwargs: Any) -> Any:
        if not _name_allowed(host):
            _record(f"dns:{host}", log_path)
            raise socket.gaierror(socket.EAI_NONAME, f"test guard: DNS lookup of {host!r} refused (loopback only)")
        return original_getaddrinfo(host, *args, **kwargs)

    socket.getaddrinfo = getaddrinfo  # type: ignore[assignment]
    socket.socket.connect = connect  # type: ignore[method-assign]
    socket.socket.connect_ex = connect_ex  # type: ignore[method-assign]


def log_path() -> str | None:
    return os.environ.get("GROUNDWIRE_TEST_CONNECT_LOG") or None


def mark() -> tuple[int, int]:
    """A point in time for :func:`attempts_since`: in-process attempts so far and the subprocess log's size."""
    path = log_path()
    size = os.path.getsize(path) if path and os.path.exists(path) else 0
    return len(ATTEMPTS), size


def attempts_since(since: tuple[int, int]) -> list[str]:
    """Non-loopback connects refused after ``since``, in this process and in the subprocesses the tests started."""
    count, offset = since
    seen = list(ATTEMPTS[count:])
    path = log_path()
    if path and os.path.exists(path):
        with open(path, encoding="utf-8") as fh:
            fh.seek(offset)
            seen += [line.split(" ", 1)[1].strip() for line in fh if " " in line]
    return seen
