"""A named private person's health (gate-hist-zh12, issue 8): "Is Olivia's fever going down?", "How long will Jack's
flu last?". A first name alone (a common given name, ``data/given_names_en.txt``) owning an illness or symptom is
someone the user knows: the web cannot know how their fever goes, and "down" here is no outage. A public figure is
named by title or surname ("the Pope's pneumonia", "King Charles's cancer", "Biden's health"), so a title, a
capitalised word next to the name or a public word keeps the question for the web.

privacy13: the 590 common given names of the workplace rule missed most first names ("Is Lily's fracture bad?",
"Is Kate's surgery serious?" searched through ``gate_entity._CONDITION_NOW``). Here any census first name or
word-name (``data/given_names_full_en.txt``) owning an illness is private, unless it is a public single name
(``data/public_mononyms_en.txt``, ``data/gate_names.txt``: Messi, Serena, China) or a frequent surname alone
(``data/surnames_en.txt``: "Brady's shoulder", "Kane's ankle": how the press names a player).
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)
from functools import lru_cache
from pathlib import Path

from ..datafile import read_name_list
from .gate_workplace import given_names

__all__ = ["private_health", "own_persons_name"]

_ILLNESS_EN = (r"fevers?|temperature|cough(?:ing)?|colds?|flu|rash(?:es)?|headaches?|migraines?|infections?|"
               r"sore\s+throat|throat|stomach\s?(?:ache|bug)?|tummy|ear\s?ache|toothache|allerg(?:y|ies)|asthma|"
               r"pneumonia|bronchitis|covid|strep|chickenpox|measles|virus|bug|symptoms?|sickness|illness|injury|"
               r"sprain|broken\s+(?:arm|leg|wrist|ankle)|ankle|knee|back|pain|blood\s+pressure|sugar|diabetes|"
               r"recovery|swelling|bruise|cut|wound|stitches|nausea|diarrh(?:o)?ea|vomiting|eczema|acne|"
               r"pregnancy|morning\s+sickness|jaundice|teething|hay\s+fever|"
               r"health|condition|concussion|surgery|operation|"  # gate-en13: "How is Olivia's health?"
               # privacy13: an athlete's words asked of one's own ("Is Lily's fracture bad?", "Is Harry's calf ok?")
               r"fractured?|broken\s+\w+|calf|hamstring|groin|shoulder|wrist|hip|elbow|neck|achilles|ACL|acl|"
               r"heart|cancer|tumou?r|stroke|diagnosis|treatment|chemo(?:therapy)?")
# an optional relation word, then "Name's" (no title, no capitalised word before), then the illness within two words
# (privacy13: not a public body's service: "Charlotte's health system", "Victoria's health department")
_NAMED_HEALTH = re.compile(rf"\b(?P<name>[A-Z][a-z]+)(?:'s|’s)\s+(?:[\w-]+\s+){{0,2}}?(?:{_ILLNESS_EN})\b"
                           r"(?!\s+(?:system|systems|care|department|service|services|authority|board|sector|"
                           r"policy|policies|budget|ranking|centre|center)\b)")
# a public frame: a title, an office, fame, the press
_PUBLIC_EN = re.compile(r"\b(?:king|queen|prince|princess|pope|president|prime\s+minister|senator|governor|mayor|"
                        r"minister|chancellor|ceo|star|singer|actor|actress|player|coach|captain|rapper|celebrity|"
                        r"royal|palace|official|statement|announced|reports?|reported|news|press|fans|tour|match|"
                        r"game|season|team|cancelled|postponed)\b", re.IGNORECASE)
_FIRST_WORDS = frozenset(("Is", "Are", "Was", "How", "What", "Why", "When", "Will", "Does", "Did", "Should", "Can",
                          "Could", "My", "Our", "Has", "Do"))
_DATA = Path(__file__).resolve().parent.parent / "data"


@lru_cache(maxsize=1)
def _name_lists() -> tuple[frozenset[str], frozenset[str], frozenset[str]]:
    """(every census first name and word-name, public single names lower-cased, frequent surnames)."""
    public = (read_name_list(_DATA / "public_mononyms_en.txt", str.lower)[0]
              | read_name_list(_DATA / "gate_names.txt", str.lower)[0])
    return (read_name_list(_DATA / "given_names_full_en.txt")[0], public,
            read_name_list(_DATA / "surnames_en.txt")[0])


def _own_persons_name(name: str) -> bool:
    """A common given name (the workplace rule's list), or any census first name that is no public single name
    and no frequent surname; a word-name of the full list ("Rose", "Grace") counts even when it is a surname."""
    if name in given_names():
        return True
    full, public, surnames = _name_lists()
    return (name in full and name.lower() not in public
            and (name not in surnames or name.lower() in _WORD_NAMES))


def own_persons_name(name: str) -> bool:
    """A first name of someone the user knows (not a public single name, not a frequent surname alone): the name test
    of :func:`private_health`, shared with ``gate_possession`` (privacy23)."""
    return _own_persons_name(name)


def public_single_name(name: str) -> bool:
    """A public single name (``data/public_mononyms_en.txt``, ``data/gate_names.txt``: Messi, Serena, China)."""
    return name.lower() in _name_lists()[1]


# word-names the workplace list leaves out (a flower, a virtue) that are also census surnames: a person here
_WORD_NAMES = frozenset(("rose", "grace", "hope", "joy", "faith", "holly", "ivy", "lily", "iris", "daisy", "violet",
                         "jade", "ruby", "pearl", "amber", "harry"))


def private_health(text: str) -> str | None:
    """The first name when ``text`` asks about a private person's illness by first name alone, else ``None``."""
    if _PUBLIC_EN.search(text):
        return None
    for m in _NAMED_HEALTH.finditer(text):
        name = m.group("name")
        before = text[:m.start()].split()
        if _own_persons_name(name) and not (before and before[-1][:1].isupper() and before[-1] not in _FIRST_WORDS):
            return name
    return None
