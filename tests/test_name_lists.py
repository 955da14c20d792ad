"""datafile.read_name_list: the one reader of the gate's shipped name lists (history en/zh, news actors, given names
and surnames)."""

from pathlib import Path

from groundwire.datafile import read_name_list


def test_comments_blank_lines_and_marks(tmp_path: Path) -> None:
    path = tmp_path / "names.txt"
    path.write_text("# a header\n\nAda Lovelace\n~Darwin  # also a city\n  ~ Newton \n郑和\n", encoding="utf-8")
    names, marked = read_name_list(path)
    assert names == {"Ada Lovelace", "Darwin", "Newton", "郑和"}
    assert marked == {"Darwin", "Newton"}


def test_normalise_applies_to_marked_names_too(tmp_path: Path) -> None:
    path = tmp_path / "names.txt"
    path.write_text("~Isaac  NEWTON\nMarie Curie\n", encoding="utf-8")
    names, marked = read_name_list(path, lambda name: " ".join(name.lower().split()))
    assert names == {"isaac newton", "marie curie"}
    assert marked == {"isaac newton"}


def test_every_shipped_list_reads_and_is_not_empty() -> None:
    data = Path(__file__).resolve().parents[1] / "src" / "groundwire" / "data"
    for name in ("gate_names.txt", "gate_history_names.txt", "gate_history_names_zh.txt", "given_names_en.txt",
                 "given_names_full_en.txt", "public_mononyms_en.txt", "surnames_en.txt", "gate_careers_over.txt"):
        names, _ = read_name_list(data / name)
        assert len(names) > (50 if name == "public_mononyms_en.txt" else 100), name  # a short hand list
        assert not any(n.startswith(("#", "~")) or not n for n in names), name
