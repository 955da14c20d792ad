"""Loaded by every Python process the tests start (this folder is put first on PYTHONPATH by tests/conftest.py).

It installs the loopback-only connect hook in that process too, so a ``groundwire serve`` or CLI subprocess whose
SSRF vetting is broken (for example by a mutation in tests/MUTATIONS.md) cannot send traffic off the machine: the
attempt is refused and written to ``$GROUNDWIRE_TEST_CONNECT_LOG``, where the test finds it.
"""

import os
import sys

if os.environ.get("GROUNDWIRE_TEST_LOOPBACK_ONLY") == "1":
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
    try:
        from tests.loopback_guard import install

        install(os.environ.get("GROUNDWIRE_TEST_CONNECT_LOG") or None)
    finally:
        sys.path.pop(0)
