"""Write ``src/groundwire/data/given_names_en.txt`` (common English given names) and ``surnames_en.txt`` (the 1,000
most frequent US surnames) for ``decide/gate_workplace.py``, and ``given_names_full_en.txt`` (every census first
name) for ``decide/gate_private_health.py`` only.

Source: the US Census 1990 first-name frequency lists (public domain) as shipped in the ``names`` package (0.3.0,
MIT): ``dist.male.first`` and ``dist.female.first``, the 300 most frequent of each; ``dist.all.last``, the 1,000 most
frequent surnames. Left out: names that are also
months, places, common words or a public figure's usual single name in the news (a bare "Harry" or "Kamala" is
asked about the public person as often as a colleague). Added: common short forms the census lists miss.
The full list (privacy13) keeps every census first name, the short forms and the word-names (Lily, Grace, Rose,
Harry): a bare first name owning an illness is the user's own person far more often than a colleague's project is
(a wider list for the workplace rule would change many other verdicts, so it is a separate file). Left out of it:
months, assistants' names and public figures' usual single names (``NOT_A_PRIVATE_PERSON``).
Run: python scripts/make_given_names.py PATH/TO/names/  (the folder holding the dist.*.first files)
"""

from __future__ import annotations

import argparse
from pathlib import Path

TOP = 300
LEFT_OUT = {"may", "june", "april", "august", "will", "grace", "hope", "joy", "faith", "jordan", "georgia",
            "virginia", "carolina", "florence", "victoria", "austin", "dallas", "houston", "charlotte", "madison",
            "eugene", "lincoln", "washington", "jackson", "bill", "rich", "frank", "art", "guy", "ray", "dean",
            "harry", "meghan", "camilla", "hillary", "bernie", "kamala", "oprah", "warren", "kennedy", "christian",
            "chase", "lance", "miles", "herbert", "ivan", "marion", "penny", "sherry", "brandy", "crystal", "ruby",
            "pearl", "amber", "alexa", "claude", "siri", "cortana", "gemini", "dawn", "april", "autumn", "summer",
            "bobbie", "stanley", "tyler", "clay", "glen", "wade", "gene", "cliff", "rose", "holly", "ivy", "lily",
            "iris", "daisy", "violet", "jade"}
# left out of the full list too: a month, an assistant, a public figure's usual single name
NOT_A_PRIVATE_PERSON = {"may", "june", "april", "august", "alexa", "siri", "claude", "cortana", "gemini", "meghan",
                        "camilla", "hillary", "bernie", "kamala", "oprah"}
SHORT_FORMS = ("Mike", "Dave", "Rob", "Bob", "Pete", "Jess", "Tom", "Ben", "Sam", "Dan", "Joe", "Jim", "Tim", "Nick",
               "Chris", "Matt", "Steve", "Greg", "Jeff", "Ken", "Tony", "Alex", "Katie", "Liz", "Beth", "Jen",
               "Jenny", "Meg", "Becky", "Sue", "Abby", "Maddie", "Ellie", "Emma", "Olivia", "Chloe", "Zoe", "Sophie",
               "Mia", "Ava", "Lucy", "Ella", "Noah", "Liam", "Ethan", "Jake", "Max", "Leo", "Owen", "Luke", "Priya",
               "Raj", "Ravi", "Anil", "Wei", "Yuki", "Omar", "Ali", "Ahmed", "Fatima", "Aisha", "Carlos", "Juan",
               "Luis", "Diego", "Sofia", "Lucia", "Jamie", "Casey", "Riley", "Morgan", "Pat", "Andy", "Rick")


def _census_first_names(folder: str, top: int | None) -> set[str]:
    """The ``top`` most frequent names of each census first-name list (all of them for ``None``), title-cased."""
    names: set[str] = set()
    for part in ("dist.male.first", "dist.female.first"):
        lines = (Path(folder) / part).read_text().splitlines()[:top]
        names.update(line.split()[0].title() for line in lines if line.strip())
    return names


def main(folder: str) -> None:
    parts = ("dist.male.first", "dist.female.first", "dist.all.last")
    missing = [p for p in parts if not (Path(folder) / p).is_file()]
    if missing:
        raise SystemExit(f"make_given_names.py: {folder} lacks {', '.join(missing)} "
                         "(it wants the `names` package's data folder)")
    names = _census_first_names(folder, TOP)
    names.update(SHORT_FORMS)
    names = {n for n in names if n.lower() not in LEFT_OUT}
    full = {n for n in _census_first_names(folder, None) | set(SHORT_FORMS) | {w.title() for w in LEFT_OUT}
            if n.lower() not in NOT_A_PRIVATE_PERSON}
    out = Path(__file__).resolve().parent.parent / "src" / "groundwire" / "data" / "given_names_en.txt"
    out.with_name("given_names_full_en.txt").write_text(
        "# every US Census 1990 first name (male and female lists, public domain, via the `names` package), short\n"
        "# forms and word-names (Lily, Grace, Harry) added, months / assistants / public single names left out:\n"
        "# for decide/gate_private_health.py only; made by scripts/make_given_names.py\n"
        + "\n".join(sorted(full)) + "\n", encoding="utf-8")
    out.write_text("# common English given names (US Census 1990 top 300 + 300, public domain, via the `names`\n"
                   "# package; short forms added): made by scripts/make_given_names.py\n"
                   + "\n".join(sorted(names)) + "\n", encoding="utf-8")
    lines = (Path(folder) / "dist.all.last").read_text().splitlines()[:1000]
    surnames = sorted({line.split()[0].title() for line in lines if line.strip()})
    out.with_name("surnames_en.txt").write_text(
        "# the 1,000 most frequent US surnames (US Census 1990, public domain, via the `names` package):\n"
        "# made by scripts/make_given_names.py\n" + "\n".join(surnames) + "\n", encoding="utf-8")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description="Write the gate's given-name and surname lists from the census files.")
    parser.add_argument("folder", help="the folder holding dist.male.first, dist.female.first and dist.all.last")
    main(parser.parse_args().folder)
