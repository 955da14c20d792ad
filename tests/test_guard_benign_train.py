"""Round 12b: tests/data/guard/benign_train_langs.tsv, benign instruction-like text in twelve other languages written
for training the guard's detector (scripts/train_guard.py --benign-extra). It must stay training data only: in the
train split, never a copy or near-copy of a text the guard is measured on."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from tests.script_modules import char_grams, load_script

ROOT = Path(__file__).resolve().parents[1]
GUARD_DATA = ROOT / "tests" / "data" / "guard"
LANGS = {"es", "de", "fr", "pt", "it", "nl", "pl", "tr", "ru", "zh", "ja", "ko"}


def test_the_training_set_is_benign_train_split_only_and_not_loaded_by_default() -> None:
    """Catches the extra texts landing in dev / final (they would then be measured on) or in the default data (the
    shipped file must be reproducible from its documented command)."""
    tg = load_script("train_guard")
    docs = tg.load_benign_extra()
    assert len(docs) >= 400
    assert {d.split for d in docs} == {"train"} and {d.label for d in docs} == {0}
    assert {d.kind for d in docs} == {"instruction_like"}
    assert "load_benign_extra" not in tg.load_all.__code__.co_names
    langs = Counter(d.meta["lang"] for d in docs)
    assert set(langs) == LANGS and min(langs.values()) >= 30
    assert len({d.text for d in docs}) == len(docs)


def test_no_training_text_copies_a_text_the_guard_is_measured_on() -> None:
    """Catches a copied or lightly edited row of a blind set (benign voices, waves 2 and 3 and their probes,
    ordinary sentences, round 12's direct set): a 5-character-gram Jaccard of 0.2 or more with any of them."""
    tg = load_script("train_guard")
    dv = load_script("guard_direct_voices")
    measured = [line.split("\t")[-1].replace("\\n", "\n")
                for name in ("benign_voices.tsv", "benign_voices_wave2.tsv", "benign_voices_wave3.tsv",
                             "benign_voices_wave3_probes.tsv", "ordinary_requests.tsv")
                for line in (GUARD_DATA / name).read_text(encoding="utf-8").splitlines()
                if line.strip() and not line.startswith("#")]
    measured += [it["text"] for it in dv.items()]
    measured_grams = [char_grams(t) for t in measured]
    close = []
    for d in tg.load_benign_extra():
        g = char_grams(d.text)
        best = max(len(g & h) / len(g | h) for h in measured_grams)
        if best >= 0.2:
            close.append((round(best, 2), d.text[:80]))
    assert not close, close


def test_guard_compare_scores_the_blind_sets_as_their_scripts_count_them() -> None:
    """Catches scripts/guard_compare.py --blind mislabelling a set (probes are attacks, the waves benign) or scoring
    the benign voices bare only (their script counts a text flagged bare or inside its carrier)."""
    gc = load_script("guard_compare")
    docs = gc.blind_docs()
    by = Counter((d.source, d.split, d.label) for d in docs)
    assert by[("benign_voices", "wave3", 0)] == 207 and by[("benign_voices", "probes", 1)] == 45
    assert by[("benign_voices", "wave2", 0)] == 76
    assert by[("direct_voices", "held", 1)] and by[("direct_voices", "held", 0)]
    voices = [d for d in docs if d.source == "benign_voices"]
    assert all(len(d.meta["also"]) == 1 and d.meta["also"][0] != d.text for d in voices)
