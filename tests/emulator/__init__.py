"""A loopback emulator of the search providers, web pages, feeds and an OpenAI-compatible model for tests.

    with Emulator() as emu:
        os.environ["GROUNDWIRE_BRAVE_URL"] = emu.base_url("brave")
        emu.set_fault("brave", "status", code=429, retry_after=2, times=1)
"""

from .corpus import Corpus, Document
from .server import ENGINES, FAULT_KINDS, HOSTILE_PAGES, MOUNTS, Emulator, RecordedRequest

__all__ = ["ENGINES", "FAULT_KINDS", "HOSTILE_PAGES", "MOUNTS", "Corpus", "Document", "Emulator", "RecordedRequest"]
