"""URL comparison keys and registrable domains (groundwire.rank.urls)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from groundwire.rank.urls import normalize_url, registrable_domain, url_info

STORY = "https://example.com/news/story"

SAME_STORY = [
    "https://example.com/news/story",
    "http://example.com/news/story",
    "HTTPS://EXAMPLE.COM/news/story",
    "https://www.example.com/news/story",
    "https://www2.example.com/news/story",
    "https://m.example.com/news/story",
    "https://mobile.example.com/news/story",
    "https://amp.example.com/news/story",
    "https://www.m.example.com/news/story",
    "https://example.com/amp/news/story",
    "https://example.com/news/amp/story",
    "https://example.com/news/story/amp",
    "https://example.com/news/story/amp/",
    "https://example.com/news/story.amp",
    "https://example.com/news/story?amp=1",
    "https://example.com/news/story?outputType=amp",
    "https://example.com:443/news/story",
    "http://example.com:80/news/story",
    "https://example.com/news/story/",
    "https://example.com/news/story//",
    "https://example.com/news//story",
    "https://example.com/news/./story",
    "https://example.com/news/x/../story",
    "https://example.com/news/story/index.html",
    "https://example.com/news/story#comments",
    "https://example.com/news/story?",
    "https://example.com/news/story?utm_source=twitter&utm_medium=social&utm_campaign=x",
    "https://example.com/news/story?fbclid=IwAR0abc",
    "https://example.com/news/story?gclid=abc&dclid=d&msclkid=m&yclid=y",
    "https://example.com/news/story?mc_cid=1&mc_eid=2&_hsenc=3&_hsmktg=4",
    "https://example.com/news/story?ref=hn&ref_src=twsrc&igshid=1&spm=a.b.c&si=xyz",
    "https://example.com/news/story?UTM_SOURCE=X",
    "https://user:secret@example.com/news/story",
    "https://example.com./news/story",
    "  https://example.com/news/story \n",
    "//example.com/news/story",
    "example.com/news/story",
    "https://example.com/news/st%6Fry",
    "https://example.com/%6Eews/story",
]


@pytest.mark.parametrize("variant", SAME_STORY)
def test_variants_collapse_to_one_key(variant: str) -> None:
    assert normalize_url(variant) == normalize_url(STORY) == "https://example.com/news/story"


@pytest.mark.parametrize(
    "a, b",
    [
        ("https://example.com/a?b=2&a=1", "https://example.com/a?a=1&b=2"),
        ("https://example.com/a~b", "https://example.com/a%7Eb"),
        ("https://example.com/a~b", "https://example.com/a%7eb"),
        ("https://example.com/caf%c3%a9", "https://example.com/café"),
        ("https://example.com/caf%C3%A9", "https://example.com/caf%c3%a9"),
        ("https://example.com/a%2fb", "https://example.com/a%2Fb"),
        ("https://example.com/s?q=a+b", "https://example.com/s?q=a%20b"),
        ("https://example.com/s?q=%e4%b8%ad", "https://example.com/s?q=中"),
        ("https://bücher.de/x", "https://xn--bcher-kva.de/x"),
        ("https://BÜCHER.de/x", "https://bücher.de/x/"),
        ("https://例子.测试/a", "https://xn--fsqu00a.xn--0zwm56d/a"),
        ("https://en.m.wikipedia.org/wiki/Go", "https://en.wikipedia.org/wiki/Go"),
        ("https://example.com/", "https://example.com"),
        ("https://example.com/index.html", "https://example.com"),
        ("https://example.com/?", "https://example.com/#top"),
        ("https://example.com/a.amp.html", "https://example.com/a.html"),
        ("https://example.com/a?flag", "https://example.com/a?flag="),
    ],
)
def test_equivalent_spellings(a: str, b: str) -> None:
    assert normalize_url(a) == normalize_url(b)


@pytest.mark.parametrize(
    "a, b",
    [
        ("https://example.com/news/story-1", "https://example.com/news/story-2"),
        ("https://example.com/a", "https://example.com/A"),
        ("https://example.com/a?id=1", "https://example.com/a?id=2"),
        ("https://example.com/a?id=1", "https://example.com/a"),
        ("https://example.com/watch?v=abc", "https://example.com/watch?v=abd"),
        ("https://example.com/a?game=1", "https://example.com/a?game=2"),  # courlan would strip "ga*"
        ("https://example.com/a?source=x", "https://example.com/a?source=y"),
        ("https://example.com/s?q=a+b", "https://example.com/s?q=a%2Bb"),
        ("https://example.com/a%2Fb", "https://example.com/a/b"),
        ("https://example.com/a?x=1&x=2", "https://example.com/a?x=1"),
        ("https://blog.example.com/a", "https://example.com/a"),
        ("https://example.com/a", "https://example.org/a"),
        ("https://example.com:8080/a", "https://example.com/a"),
        ("https://m.co/a", "https://co/a"),
        ("https://app.example.com/#!/inbox", "https://app.example.com/#!/settings"),
        ("https://example.com/amplifiers", "https://example.com"),
    ],
)
def test_distinct_pages_stay_distinct(a: str, b: str) -> None:
    assert normalize_url(a) != normalize_url(b)


def test_key_keeps_real_parameters_sorted_and_encoded() -> None:
    key = normalize_url("http://WWW.Example.COM/Search/?q=r%C3%A9sum%c3%a9+tips&utm_source=x&page=2#frag")
    assert key == "https://example.com/Search?page=2&q=r%C3%A9sum%C3%A9%20tips"


@pytest.mark.parametrize(
    "garbage",
    [
        "", "   ", "not a url", "javascript:alert(1)", "javascript:window.open('x')", "mailto:a@b.com",
        "data:text/html,<b>x</b>", "ftp://example.com/file", "http://", "https://", "http://[::1", "http://:80/x",
        "https://example.com:99999/", "https://example.com:http/", "http://exa%mple.com/", "http://a..b/",
        "https://<script>/", "\x00\x01", "%%%", "https://" + "a" * 300 + "." * 10,
    ],
)
def test_garbage_is_returned_stripped_and_marked_invalid(garbage: str) -> None:
    assert normalize_url(garbage) == garbage.strip()
    assert url_info(garbage).valid is False
    assert registrable_domain(garbage) == ""


@pytest.mark.parametrize("value", [None, 123, b"https://example.com", ["https://example.com"]])
def test_non_text_input_never_raises(value: object) -> None:
    assert normalize_url(value) == ""  # type: ignore[arg-type]
    assert registrable_domain(value) == ""  # type: ignore[arg-type]


def test_ipv6_and_ports() -> None:
    assert normalize_url("http://[0:0::1]:8080/x/") == "https://[::1]:8080/x"
    assert normalize_url("https://[::1]:443/") == "https://[::1]/"
    assert normalize_url("http://127.0.0.1:80/a") == "https://127.0.0.1/a"


def test_variant_flag_marks_non_canonical_spellings() -> None:
    assert url_info("https://example.com/a").variant is False
    assert url_info("http://example.com/a").variant is True
    assert url_info("https://m.example.com/a").variant is True
    assert url_info("https://example.com/amp/a").variant is True
    assert url_info("https://example.com/a?utm_source=x").variant is True


@pytest.mark.parametrize(
    "url, domain",
    [
        ("https://news.bbc.co.uk/x", "bbc.co.uk"),
        ("https://www.bbc.co.uk/", "bbc.co.uk"),
        ("https://a.b.example.com/x", "example.com"),
        ("http://www.gov.cn/zhengce/", "www.gov.cn"),
        ("https://sub.agency.gov.cn/", "agency.gov.cn"),
        ("https://user.github.io/project", "user.github.io"),  # private suffixes count
        ("https://docs.python.org/3/", "python.org"),
        ("https://xn--bcher-kva.de/", "xn--bcher-kva.de"),
        ("https://shop.bücher.de/", "xn--bcher-kva.de"),
        ("http://127.0.0.1:8000/", "127.0.0.1"),
        ("http://[::1]/", "[::1]"),
        ("https://intranet/", "intranet"),
        ("https://a.b.unknown-suffix-zz/", "b.unknown-suffix-zz"),
        ("example.org", "example.org"),
    ],
)
def test_registrable_domain(url: str, domain: str) -> None:
    assert registrable_domain(url) == domain


# -- properties -------------------------------------------------------------------------------------------

_label = st.text(alphabet="abcdefghijklmnopqrstuvwxyz0123456789-", min_size=1, max_size=8)
_segment = st.text(alphabet="abcXYZ019-._~%2Fé+ :@!$&'()*,;=", max_size=8)
_param = st.tuples(st.sampled_from(["a", "b", "id", "utm_source", "q", "ref", "amp", "x y"]),
                   st.text(alphabet="ab1 +%é&=", max_size=5))


@st.composite
def urls(draw: st.DrawFn) -> str:
    scheme = draw(st.sampled_from(["http", "https", "HTTP"]))
    prefix = draw(st.sampled_from(["", "www.", "m.", "amp.", "WWW."]))
    host = ".".join(draw(st.lists(_label, min_size=2, max_size=3)))
    port = draw(st.sampled_from(["", ":80", ":443", ":8080"]))
    path = "/".join(draw(st.lists(_segment, max_size=4)))
    params = draw(st.lists(_param, max_size=3))
    query = "&".join(f"{k}={v}" for k, v in params)
    fragment = draw(st.sampled_from(["", "#x", "#!/r"]))
    return f"{scheme}://{prefix}{host}{port}/{path}" + (f"?{query}" if query else "") + fragment


@settings(max_examples=300, deadline=None)
@given(urls())
def test_normalisation_is_idempotent(url: str) -> None:
    key = normalize_url(url)
    assert normalize_url(key) == key
    assert url_info(key).host == url_info(url).host


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=60))
def test_never_raises_on_arbitrary_text(text: str) -> None:
    key = normalize_url(text)
    assert isinstance(key, str)
    assert isinstance(registrable_domain(text), str)
