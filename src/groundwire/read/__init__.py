"""Deep-read: SSRF-safe fetching, main-text extraction and passage selection."""

from .extract import Extracted, extract
from .fetch import FetchedPage, FetchPolicy, check_url, fetch_many, fetch_page
from .passages import Passage, select_passages, split_passages

__all__ = [
    "Extracted",
    "FetchPolicy",
    "FetchedPage",
    "Passage",
    "check_url",
    "extract",
    "fetch_many",
    "fetch_page",
    "select_passages",
    "split_passages",
]
