"""A long line that repeats an earlier one is dropped (read.repeats): responsive pages hold a block once per layout."""

from __future__ import annotations

from groundwire.read.extract import extract
from groundwire.read.repeats import MIN_REPEAT_CHARS, drop_repeated_lines

CARE = "Machine wash cold with similar colours, tumble dry low, do not bleach or iron the print."
SHIPPING = "Orders placed before noon leave our warehouse the same working day, tracked to your door."


def test_the_second_copy_of_a_block_goes_and_the_order_stays() -> None:
    text = "\n".join(["Linen shirt", CARE, SHIPPING, "Size guide", CARE, SHIPPING])
    assert drop_repeated_lines(text) == "\n".join(["Linen shirt", CARE, SHIPPING, "Size guide"])


def test_lines_differing_only_in_spaces_are_the_same_line() -> None:
    text = f"{CARE}\n   {CARE.replace(' ', '  ')}  \nend"
    assert drop_repeated_lines(text) == f"{CARE}\nend"


def test_short_lines_repeat_freely() -> None:
    text = "\n".join(["Add to cart", "€19.95", "Reply", "Add to cart", "€19.95", "Reply"])
    assert drop_repeated_lines(text) == text
    line = "x" * (MIN_REPEAT_CHARS - 1)
    assert drop_repeated_lines(f"{line}\n{line}") == f"{line}\n{line}"
    line = "y" * MIN_REPEAT_CHARS
    assert drop_repeated_lines(f"{line}\n{line}") == line


def _page(body: str) -> str:
    return f"<html><head><title>t</title></head><body><main>{body}</main></body></html>"


BLURBS = [
    "Our thermal mug keeps a flat white hot for six hours and iced tea cold for most of a day at the beach.",
    "The lid comes apart in three pieces so nothing hides in the seal, and every part goes in the dishwasher.",
    "Made from recycled stainless steel in a factory that runs on solar power, with a lifetime warranty.",
]


def test_a_page_with_a_desktop_and_a_mobile_copy_reads_each_paragraph_once() -> None:
    copy = "".join(f"<p>{b}</p>" for b in BLURBS)
    html = _page(f"<h1>Trail mug</h1><div class='tabs-desktop'>{copy}</div><div class='accordion-mobile'>{copy}</div>")
    text = extract(html, "https://shop.example.com/products/trail-mug").text
    assert all(text.count(b) == 1 for b in BLURBS), text


def test_a_quickstart_keeps_its_repeated_steps() -> None:
    step = "Set the environment variable ACCOUNT_TOKEN to the token shown on your dashboard before running."
    sections = "".join(
        f"<h2>{lang}</h2><p>{step}</p><pre>{lang.lower()} send_message.{ext}</pre>"
        f"<p>Run the script from a terminal in the folder where you saved it, then check your phone for the text.</p>"
        for lang, ext in (("Python", "py"), ("Ruby", "rb"), ("Java", "java"))
    )
    text = extract(_page(f"<h1>Quickstart</h1>{sections}"), "https://docs.example.com/messaging/quickstart").text
    assert extract(_page("x"), "https://docs.example.com/q").kind == "documentation"
    assert text.count(step) == 3, text
