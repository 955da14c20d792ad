"""SSRF-safe fetching against a real uvicorn server on 127.0.0.1 (port 0); no other network."""

from __future__ import annotations

import asyncio
import ipaddress
import socket
import threading
import uuid

import pytest
import uvicorn
from hypothesis import given
from hypothesis import strategies as st
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import PlainTextResponse, RedirectResponse, Response, StreamingResponse
from starlette.routing import Route

from groundwire.errors import ConfigError, FetchError, UnsafeURLError
from groundwire.read.fetch import (
    FetchedPage,
    FetchPolicy,
    address_problem,
    check_url,
    decode_body,
    fetch_many,
    fetch_page,
    parse_ipv4,
)

PAGE = "<html><head><title>Hello</title></head><body><p>Hello world page.</p></body></html>"

# ---------------------------------------------------------------------------------------------- server

async def page(request: Request) -> Response:
    return Response(PAGE, media_type="text/html")


async def echo(request: Request) -> Response:
    return PlainTextResponse(f"host={request.headers.get('host')}\nua={request.headers.get('user-agent')}")


async def chain(request: Request) -> Response:
    n = int(request.path_params["n"])
    return RedirectResponse(f"/chain/{n - 1}" if n > 0 else "/page", status_code=302)


async def to_metadata(request: Request) -> Response:
    return RedirectResponse("http://169.254.169.254/latest/meta-data/", status_code=302)


async def to_private(request: Request) -> Response:
    return RedirectResponse("http://10.0.0.1/admin", status_code=301)


async def to_file(request: Request) -> Response:
    return RedirectResponse("file:///etc/passwd", status_code=302)


async def big(request: Request) -> Response:
    return Response("<p>" + "x" * 20_000 + "</p>", media_type="text/html")


async def binary(request: Request) -> Response:
    return Response(b"\x89PNG\r\n\x1a\n" + b"\x00" * 100, media_type="image/png")


DISGUISED = {
    "pdf": b"%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n",
    "png": b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 4,
    "noise": bytes((i * 7919 + 13) % 256 for i in range(4096)),
    # text pages that hold NULs stay pages: UTF-16 with a BOM, and stray NULs in a UTF-8 page
    "utf16": "\ufeff<html><body><p>Hello UTF-16 page.</p></body></html>".encode("utf-16-le"),
    "nuls": b"<html><body><p>Hello\x00 page with\x00 stray NULs.</p></body></html>",
}


async def disguised(request: Request) -> Response:
    """A body of another kind labelled text/html (a misconfigured server)."""
    return Response(DISGUISED[request.path_params["kind"]], media_type="text/html")


async def slow(request: Request) -> Response:
    """A body that drips (server behaviour only): tests assert on the error and its reason, never on elapsed time."""

    async def trickle():
        for _ in range(100):  # ~10 s at most, far beyond the tests' 0.3 s deadline/budget
            yield b"<p>drip</p>"
            await asyncio.sleep(0.1)

    return StreamingResponse(trickle(), media_type="text/html")


async def broken(request: Request) -> Response:
    filler = "Un café crème, s'il vous plaît. ".encode() * 20
    body = b"<html><body><p>" + filler + b"\xff\xfe broken \xc3</p></body></html>"
    return Response(body, headers={"content-type": "text/html; charset=utf-8"})


async def latin1(request: Request) -> Response:
    return Response("<p>café crème</p>".encode("latin-1"), headers={"content-type": "text/html; charset=ISO-8859-1"})


async def meta_gbk(request: Request) -> Response:
    body = '<html><head><meta charset="gbk"></head><body><p>北京天气晴朗</p></body></html>'.encode("gbk")
    return Response(body, headers={"content-type": "text/html"})


async def bogus_charset(request: Request) -> Response:
    return Response(b"<p>plain ascii</p>", headers={"content-type": "text/html; charset=no-such-codec"})


async def not_found(request: Request) -> Response:
    return PlainTextResponse("nope", status_code=404)


class Gate:
    """Server-side bookkeeping for one per-host-cap run: requests are held open so their overlap is certain."""

    FILL_LIMIT = 10.0  # safety bound while waiting for ``cap`` requests to be open at once (never hit when working)
    EXCESS_WINDOW = 0.3  # how long a full wave stays open for an over-cap request to show up

    def __init__(self, cap: int, total: int) -> None:
        self.cap, self.total = cap, total
        self.arrived = self.open = self.peak = 0
        self.changed = asyncio.Condition()

    async def hold(self) -> None:
        async with self.changed:
            self.arrived += 1
            self.open += 1
            self.peak = max(self.peak, self.open)
            self.changed.notify_all()
            try:
                # 1. hold until ``cap`` requests are open together (or nothing more can come): no timing here
                await asyncio.wait_for(self.changed.wait_for(
                    lambda: self.open >= self.cap or self.arrived == self.total), self.FILL_LIMIT)
                # 2. keep the full wave open so a request beyond the cap, if the client sent one, is seen in flight
                await asyncio.wait_for(self.changed.wait_for(
                    lambda: self.open > self.cap or self.arrived == self.total), self.EXCESS_WINDOW)
            except TimeoutError:
                pass
            finally:
                self.open -= 1
                self.changed.notify_all()


GATES: dict[str, Gate] = {}


async def held(request: Request) -> Response:
    run, cap, total = request.path_params["run"], request.path_params["cap"], request.path_params["total"]
    await GATES.setdefault(run, Gate(cap, total)).hold()
    return PlainTextResponse("held")


APP = Starlette(
    routes=[
        Route("/page", page),
        Route("/echo", echo),
        Route("/chain/{n:int}", chain),
        Route("/to-metadata", to_metadata),
        Route("/to-private", to_private),
        Route("/to-file", to_file),
        Route("/big", big),
        Route("/binary", binary),
        Route("/disguised/{kind}", disguised),
        Route("/slow", slow),
        Route("/broken", broken),
        Route("/latin1", latin1),
        Route("/gbk", meta_gbk),
        Route("/bogus-charset", bogus_charset),
        Route("/missing", not_found),
        Route("/held/{run}/{cap:int}/{total:int}/{i:int}", held),
    ]
)


@pytest.fixture(scope="module")
def base() -> str:
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind(("127.0.0.1", 0))
    sock.listen(64)  # listening before the server loop starts: clients queue, no start-up wait needed
    port = sock.getsockname()[1]
    server = uvicorn.Server(uvicorn.Config(APP, log_level="error", lifespan="off"))
    thread = threading.Thread(target=lambda: asyncio.run(server.serve(sockets=[sock])), daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{port}"
    server.should_exit = True
    thread.join(timeout=10)
    sock.close()


LOCAL = FetchPolicy(allow_hosts=frozenset({"127.0.0.1"}), timeout=5.0)


def fake_resolver(table: dict[str, list[str]], calls: list[str] | None = None):
    async def resolve(host: str) -> list[str]:
        if calls is not None:
            calls.append(host)
        if host not in table:
            raise OSError(f"no such host {host}")
        return table[host]

    return resolve


# ---------------------------------------------------------------------------------------------- fetching


async def test_fetches_a_page(base: str) -> None:
    got = await fetch_page(f"{base}/page", policy=LOCAL)
    assert isinstance(got, FetchedPage)
    assert got.status == 200 and got.content_type == "text/html"
    assert "Hello world page." in got.text and not got.truncated
    assert got.final_url == f"{base}/page" and got.elapsed_ms >= 0


async def test_user_agent_is_configurable(base: str) -> None:
    got = await fetch_page(f"{base}/echo", policy=FetchPolicy(allow_hosts={"127.0.0.1"}, user_agent="probe/9"))
    assert "ua=probe/9" in got.text


async def test_loopback_refused_by_default(base: str) -> None:
    with pytest.raises(UnsafeURLError, match="loopback"):
        await fetch_page(f"{base}/page")


async def test_redirect_to_metadata_refused_even_with_private_allowed(base: str) -> None:
    for policy in (LOCAL, FetchPolicy(allow_private=True)):
        with pytest.raises(UnsafeURLError, match="metadata") as info:
            await fetch_page(f"{base}/to-metadata", policy=policy)
        assert info.value.url == f"{base}/to-metadata"


async def test_redirect_to_private_network_refused(base: str) -> None:
    with pytest.raises(UnsafeURLError, match="10.0.0.1.*private"):
        await fetch_page(f"{base}/to-private", policy=LOCAL)


async def test_redirect_to_file_scheme_refused(base: str) -> None:
    with pytest.raises(UnsafeURLError, match="scheme"):
        await fetch_page(f"{base}/to-file", policy=LOCAL)


async def test_redirect_chain_limits(base: str) -> None:
    ok = await fetch_page(f"{base}/chain/4", policy=LOCAL)  # 5 redirects: allowed
    assert ok.final_url == f"{base}/page" and "Hello world" in ok.text
    with pytest.raises(FetchError, match="too many redirects"):
        await fetch_page(f"{base}/chain/6", policy=LOCAL)  # 7 redirects


async def test_dns_name_to_loopback_refused_then_allowed(base: str) -> None:
    port = base.rsplit(":", 1)[1]
    resolver = fake_resolver({"pages.test": ["127.0.0.1"]})
    url = f"http://pages.test:{port}/echo"
    with pytest.raises(UnsafeURLError, match="pages.test -> 127.0.0.1: loopback"):
        await fetch_page(url, policy=FetchPolicy(), resolver=resolver)
    got = await fetch_page(url, policy=FetchPolicy(allow_private=True), resolver=resolver)
    # connected to the checked address, and the server saw the original name
    assert f"host=pages.test:{port}" in got.text
    assert got.final_url == url


async def test_any_private_answer_refuses_the_name() -> None:
    resolver = fake_resolver({"mixed.test": ["93.184.216.34", "10.1.2.3"]})
    with pytest.raises(UnsafeURLError, match="private"):
        await check_url("http://mixed.test/", policy=FetchPolicy(), resolver=resolver)


async def test_dns_failure_is_a_fetch_error() -> None:
    with pytest.raises(FetchError, match="DNS") as info:
        await check_url("http://nowhere.test/", policy=FetchPolicy(), resolver=fake_resolver({}))
    assert not isinstance(info.value, UnsafeURLError)
    with pytest.raises(FetchError, match="no address"):
        await check_url("http://empty.test/", policy=FetchPolicy(), resolver=fake_resolver({"empty.test": []}))


async def test_public_target_is_accepted_without_connecting() -> None:
    target = await check_url(
        "https://example.test/a", policy=FetchPolicy(), resolver=fake_resolver({"example.test": ["93.184.216.34"]})
    )
    assert str(target.address) == "93.184.216.34" and target.host == "example.test"
    v6 = await check_url("http://[2606:4700::1111]/", policy=FetchPolicy())
    assert str(v6.address) == "2606:4700::1111"


async def test_oversized_body_truncated_or_refused(base: str) -> None:
    got = await fetch_page(f"{base}/big", policy=FetchPolicy(allow_hosts={"127.0.0.1"}, max_bytes=1000))
    assert got.truncated and len(got.text) == 1000
    with pytest.raises(FetchError, match="larger than 1000"):
        await fetch_page(f"{base}/big", policy=FetchPolicy(allow_hosts={"127.0.0.1"}, max_bytes=1000,
                                                           on_oversize="refuse"))


async def test_binary_content_type_refused(base: str) -> None:
    with pytest.raises(FetchError, match="image/png"):
        await fetch_page(f"{base}/binary", policy=LOCAL)


@pytest.mark.parametrize("kind, named", [("pdf", "PDF"), ("png", "PNG image"), ("noise", "binary data")])
async def test_a_binary_body_labelled_html_is_refused_by_its_kind(base: str, kind: str, named: str) -> None:
    with pytest.raises(FetchError, match=f"{named}, not a text page \\(served as text/html\\)"):
        await fetch_page(f"{base}/disguised/{kind}", policy=LOCAL)


async def test_text_pages_holding_nuls_are_still_read(base: str) -> None:
    assert "Hello UTF-16 page." in (await fetch_page(f"{base}/disguised/utf16", policy=LOCAL)).text
    assert "stray NULs" in (await fetch_page(f"{base}/disguised/nuls", policy=LOCAL)).text


async def test_slow_trickle_hits_the_page_deadline(base: str) -> None:
    policy = FetchPolicy(allow_hosts={"127.0.0.1"}, timeout=0.3)
    with pytest.raises(FetchError, match="timed out") as info:
        await fetch_page(f"{base}/slow", policy=policy)
    assert type(info.value) is FetchError and info.value.url == f"{base}/slow"


async def test_http_error_status_is_a_fetch_error(base: str) -> None:
    with pytest.raises(FetchError, match="HTTP 404"):
        await fetch_page(f"{base}/missing", policy=LOCAL)


async def test_encodings_never_raise(base: str) -> None:
    broken = await fetch_page(f"{base}/broken", policy=LOCAL)
    assert "café" in broken.text and "broken" in broken.text
    assert "café crème" in (await fetch_page(f"{base}/latin1", policy=LOCAL)).text
    assert "北京天气晴朗" in (await fetch_page(f"{base}/gbk", policy=LOCAL)).text
    assert "plain ascii" in (await fetch_page(f"{base}/bogus-charset", policy=LOCAL)).text


def test_decode_body_fallbacks() -> None:
    assert decode_body(b"") == ""
    assert decode_body("naïve".encode("utf-16"), "") == "naïve"
    assert decode_body(bytes(range(256)), "text/html; charset=utf-8")  # garbage still decodes
    assert decode_body("€5".encode("cp1252"), "text/html; charset=iso-8859-1") == "€5"


# ---------------------------------------------------------------------------------------------- refusals


@pytest.mark.parametrize(
    "url, reason",
    [
        ("file:///etc/passwd", "scheme"),
        ("ftp://example.com/file", "scheme"),
        ("javascript:alert(1)", "scheme"),
        ("data:text/html,<p>x</p>", "scheme"),
        ("gopher://127.0.0.1:70/", "scheme"),
        ("http://user:secret@example.com/", "credentials"),
        ("http://:secret@example.com/", "credentials"),
        ("http://[::1]/", "loopback"),
        ("http://[::ffff:127.0.0.1]/", "loopback"),
        ("http://[::ffff:7f00:1]/", "loopback"),
        ("http://[::ffff:a9fe:a9fe]/", "metadata"),
        ("http://[2002:7f00:1::]/", "loopback"),  # 6to4 wrapping 127.0.0.1
        ("http://[64:ff9b::a00:1]/", "private"),  # NAT64 wrapping 10.0.0.1
        ("http://[fe80::1]/", "link-local"),
        ("http://[fc00::1]/", "private"),
        ("http://[fd00:ec2::254]/", "metadata"),
        ("http://[ff02::1]/", "multicast"),
        ("http://[::]/", "unspecified"),
        ("http://2130706433/", "loopback"),  # decimal 127.0.0.1
        ("http://0x7f.1/", "loopback"),  # hex + short form
        ("http://0x7f000001/", "loopback"),
        ("http://127.1/", "loopback"),
        ("http://0177.0.0.1/", "invalid"),  # octal: refused (invalid for httpx, loopback for browsers)
        ("http://017700000001/", "loopback"),
        ("http://169.254.169.254/latest/meta-data/", "metadata"),
        ("http://0xa9fea9fe/", "metadata"),
        ("http://100.100.100.200/", "metadata"),
        ("http://metadata.google.internal/computeMetadata/v1/", "metadata"),
        ("http://METADATA.google.internal./", "metadata"),
        ("http://10.0.0.1/", "private"),
        ("http://192.168.1.1:8080/", "private"),
        ("http://100.64.0.1/", "non-global"),
        ("http://0.0.0.0/", "unspecified"),
        ("http://224.0.0.1/", "multicast"),
        ("http://localhost/", "loopback"),
        ("http://api.localhost/", "loopback"),
        ("http://256.1.1.1/", "invalid"),
        ("http:///nohost", "no host"),
        ("", "empty"),
    ],
)
async def test_refused_before_connecting(url: str, reason: str) -> None:
    calls: list[str] = []
    with pytest.raises(UnsafeURLError, match=reason) as info:
        await fetch_page(url, policy=FetchPolicy(), resolver=fake_resolver({}, calls))
    assert info.value.reason
    assert calls == []  # no DNS lookups for literals, refused schemes or metadata names


async def test_metadata_name_refused_even_when_allow_listed() -> None:
    policy = FetchPolicy(allow_private=True, allow_hosts={"metadata.google.internal", "169.254.169.254"})
    for url in ("http://metadata.google.internal/", "http://169.254.169.254/"):
        with pytest.raises(UnsafeURLError, match="metadata"):
            await check_url(url, policy=policy)


def test_policy_validation() -> None:
    with pytest.raises(ConfigError):
        FetchPolicy(timeout=0)
    with pytest.raises(ConfigError):
        FetchPolicy(on_oversize="explode")  # type: ignore[arg-type]
    assert FetchPolicy(allow_hosts={"LocalHost.", "[::1]"}).allow_hosts == frozenset({"localhost", "::1"})


def test_address_problem_table() -> None:
    ip = ipaddress.ip_address
    assert address_problem(ip("8.8.8.8")) is None
    assert address_problem(ip("::ffff:8.8.8.8")) is None
    assert address_problem(ip("10.0.0.1"), allow_private=True) is None
    assert address_problem(ip("127.0.0.1"), allow_private=True) is None
    assert address_problem(ip("169.254.169.254"), allow_private=True) == "cloud metadata address"
    assert address_problem(ip("239.1.1.1"), allow_private=True) == "multicast address"


@given(st.integers(min_value=0, max_value=2**32 - 1))
def test_ipv4_spellings_agree(n: int) -> None:
    expected = ipaddress.IPv4Address(n)
    a, b, c, d = expected.packed
    for spelling in (str(n), hex(n), f"{a}.{(b << 16) | (c << 8) | d}", f"0{a:o}.{b}.0x{c:x}.{d}"):
        assert parse_ipv4(spelling) == expected
    assert parse_ipv4("example.com") is None


# ---------------------------------------------------------------------------------------------- batches


async def test_fetch_many_keeps_order_and_never_raises(base: str) -> None:
    urls = [f"{base}/page", "http://10.0.0.1/", f"{base}/missing", 42, f"{base}/latin1"]
    results = await fetch_many(urls, policy=LOCAL)  # type: ignore[arg-type]
    assert [type(r).__name__ for r in results] == [
        "FetchedPage", "UnsafeURLError", "FetchError", "UnsafeURLError", "FetchedPage"]
    assert isinstance(results[0], FetchedPage) and "Hello" in results[0].text
    assert isinstance(results[4], FetchedPage) and "café" in results[4].text
    assert await fetch_many([], policy=LOCAL) == []


async def test_fetch_many_total_budget(base: str) -> None:
    policy = FetchPolicy(allow_hosts={"127.0.0.1"}, timeout=30, batch_budget=0.3)
    results = await fetch_many([f"{base}/slow", f"{base}/page"], policy=policy)
    assert isinstance(results[0], FetchError) and results[0].reason == "batch budget exhausted (0.3s)"
    assert results[0].url == f"{base}/slow"
    assert isinstance(results[1], FetchedPage) and "Hello world page." in results[1].text


@pytest.mark.parametrize("cap", [1, 2, 3])
async def test_fetch_many_per_host_cap(base: str, cap: int) -> None:
    run, total = f"cap{cap}-{uuid.uuid4().hex}", cap + 1  # one request more than the cap allows at once
    policy = FetchPolicy(allow_hosts={"127.0.0.1"}, per_host_concurrency=cap, max_concurrency=8, timeout=30)
    results = await fetch_many([f"{base}/held/{run}/{cap}/{total}/{i}" for i in range(total)], policy=policy)
    assert all(isinstance(r, FetchedPage) and r.text == "held" for r in results)
    gate = GATES.pop(run)
    assert gate.arrived == total
    assert gate.peak == cap  # the cap is reached (real overlap) and never exceeded


# ---------------------------------------------------------------------------------------------- TLS pinning


def _make_tls(tmp_dir, names: list[str]):
    """A throwaway CA and a leaf certificate for *names*; returns (ca_pem, cert_path, key_path)."""
    import datetime as dt

    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    now = dt.datetime(2020, 1, 1, tzinfo=dt.timezone.utc)
    later = dt.datetime(2099, 1, 1, tzinfo=dt.timezone.utc)
    ca_key = ec.generate_private_key(ec.SECP256R1())
    ca_name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "groundwire test CA")])
    ca = (
        x509.CertificateBuilder().subject_name(ca_name).issuer_name(ca_name).public_key(ca_key.public_key())
        .serial_number(1).not_valid_before(now).not_valid_after(later)
        .add_extension(x509.BasicConstraints(ca=True, path_length=None), critical=True)
        .add_extension(x509.KeyUsage(True, False, False, False, False, True, True, False, False), critical=True)
        .add_extension(x509.SubjectKeyIdentifier.from_public_key(ca_key.public_key()), critical=False)
        .sign(ca_key, hashes.SHA256())
    )
    key = ec.generate_private_key(ec.SECP256R1())
    leaf = (
        x509.CertificateBuilder().subject_name(x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, names[0])]))
        .issuer_name(ca_name).public_key(key.public_key()).serial_number(2)
        .not_valid_before(now).not_valid_after(later)
        .add_extension(x509.SubjectAlternativeName([x509.DNSName(n) for n in names]), critical=False)
        .add_extension(x509.BasicConstraints(ca=False, path_length=None), critical=True)
        .add_extension(x509.ExtendedKeyUsage([x509.oid.ExtendedKeyUsageOID.SERVER_AUTH]), critical=False)
        .add_extension(x509.AuthorityKeyIdentifier.from_issuer_public_key(ca_key.public_key()), critical=False)
        .sign(ca_key, hashes.SHA256())
    )
    cert_path, key_path = tmp_dir / "leaf.pem", tmp_dir / "leaf.key"
    cert_path.write_bytes(leaf.public_bytes(serialization.Encoding.PEM))
    key_path.write_bytes(
        key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption())
    )
    return ca.public_bytes(serialization.Encoding.PEM).decode(), str(cert_path), str(key_path)


@pytest.fixture(scope="module")
def tls_server(tmp_path_factory):
    pytest.importorskip("cryptography")
    ca_pem, cert, key = _make_tls(tmp_path_factory.mktemp("tls"), ["pages.test"])
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.bind(("127.0.0.1", 0))
    sock.listen(16)
    config = uvicorn.Config(APP, log_level="error", lifespan="off", ssl_certfile=cert, ssl_keyfile=key)
    server = uvicorn.Server(config)
    thread = threading.Thread(target=lambda: asyncio.run(server.serve(sockets=[sock])), daemon=True)
    thread.start()
    yield ca_pem, sock.getsockname()[1]
    server.should_exit = True
    thread.join(timeout=10)
    sock.close()


async def test_https_pins_the_address_and_still_verifies_the_name(tls_server) -> None:
    import ssl

    import httpx

    ca_pem, port = tls_server
    context = ssl.create_default_context(cadata=ca_pem)
    resolver = fake_resolver({"pages.test": ["127.0.0.1"], "wrong.test": ["127.0.0.1"]})
    policy = FetchPolicy(allow_private=True, timeout=5)
    async with httpx.AsyncClient(verify=context) as client:
        got = await fetch_page(f"https://pages.test:{port}/echo", policy=policy, client=client, resolver=resolver)
        assert f"host=pages.test:{port}" in got.text  # TLS to 127.0.0.1, SNI + certificate checked as pages.test
        with pytest.raises(FetchError, match="(?i)certificate|ssl"):
            await fetch_page(f"https://wrong.test:{port}/echo", policy=policy, client=client, resolver=resolver)
