"""Round 16b: scripts/train_guard.py --with-fit-halves trains on the FIT halves of rounds 13-16's blind sets and never
on a held half, on round 13's / 13b's held sets or on a final split (the measures of what the detector has not seen)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def tg():
    spec = importlib.util.spec_from_file_location("train_guard", ROOT / "scripts" / "train_guard.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def fit_docs(tg):
    return tg.load_fit_halves()


def test_every_set_gives_fit_rows_only_into_the_train_split(tg, fit_docs) -> None:
    """Catches a held half (or a dev / final split) joining training, or a set silently giving nothing."""
    assert {d.meta["set"] for d in fit_docs} == set(tg.FIT_HALF_SETS)
    assert {d.meta["half"] for d in fit_docs} == {"fit"}
    assert {d.split for d in fit_docs} == {"train"}
    for name in tg.FIT_HALF_SETS:
        labels = {d.label for d in fit_docs if d.meta["set"] == name}
        assert labels == {0, 1}, name


def test_no_fit_row_repeats_a_text_that_is_never_trained_on(tg, fit_docs) -> None:
    """Catches held-half, held13 or held13b texts reaching training through a fit half."""
    never = tg.never_trained_texts()
    assert len(never) > 1000  # the held halves and both held13 sets were read
    assert not {tg._same_text(d.text) for d in fit_docs} & never


def test_an_excluded_text_is_left_out(tg, fit_docs) -> None:
    """Catches the exclusion being ignored (the final split's texts are passed in this way)."""
    victim = fit_docs[0]
    kept = tg.load_fit_halves(exclude=frozenset({tg._same_text("  " + victim.text.upper() + "\n")}))
    assert victim.text not in {d.text for d in kept}
    assert len(kept) < len(fit_docs)


def test_carried_payloads_get_their_span_and_bare_attacks_none(tg, fit_docs) -> None:
    """Catches embedded attacks trained as whole carriers (the carrier's own lines would count as attack text)."""
    embedded = [d for d in fit_docs if d.kind == "embedded"]
    assert embedded and sum(d.span is not None for d in embedded) > 0.8 * len(embedded)
    assert all(d.span is None for d in fit_docs if d.kind in ("direct", "instruction_like"))


def test_benign_weight_applies_to_benign_rows_only(tg) -> None:
    docs = tg.load_fit_halves(2.0, benign_weight=5.0)
    assert {d.meta["weight"] for d in docs if d.label == 1} == {2.0}
    assert {d.meta["weight"] for d in docs if d.label == 0} == {5.0}


def test_the_default_training_set_has_no_fit_halves(tg) -> None:
    """Catches the fit halves joining the shipped model's data by default."""
    assert "load_fit_halves" not in tg.load_all.__code__.co_names
    assert "fit_halves" not in {d.source for d in tg.load_all()}
