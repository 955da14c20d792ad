"""A named private person's health (gate-hist-zh12, issue 8): "Is Olivia's fever going down?", "How long will Jack's
flu last?". A first name alone (a common given name, ``data/given_names_en.txt``) owning an illness or symptom is
someone the user knows: the web cannot know how their fever goes, and "down" here is no outage. A public figure is
named by title or surname ("the Pope's pneumonia", "King Charles's cancer", "Biden's health"), so a title, a
capitalised word next to the name or a public word keeps the question for the web.
"""

from __future__ import annotations

import re

from .gate_workplace import given_names

__all__ = ["private_health"]

_ILLNESS_EN = (r"fevers?|temperature|cough(?:ing)?|colds?|flu|rash(?:es)?|headaches?|migraines?|infections?|"
               r"sore\s+throat|throat|stomach\s?(?:ache|bug)?|tummy|ear\s?ache|toothache|allerg(?:y|ies)|asthma|"
               r"pneumonia|bronchitis|covid|strep|chickenpox|measles|virus|bug|symptoms?|sickness|illness|injury|"
               r"sprain|broken\s+(?:arm|leg|wrist|ankle)|ankle|knee|back|pain|blood\s+pressure|sugar|diabetes|"
               r"recovery|swelling|bruise|cut|wound|stitches|nausea|diarrh(?:o)?ea|vomiting|eczema|acne|"
               r"pregnancy|morning\s+sickness|jaundice|teething|hay\s+fever|"
               r"health|condition|concussion|surgery|operation")  # gate-en13: "How is Olivia's health?"
# an optional relation word, then "Name's" (no title, no capitalised word before), then the illness within two words
_NAMED_HEALTH = re.compile(rf"\b(?P<name>[A-Z][a-z]+)(?:'s|’s)\s+(?:[\w-]+\s+){{0,2}}?(?:{_ILLNESS_EN})\b")
# a public frame: a title, an office, fame, the press
_PUBLIC_EN = re.compile(r"\b(?:king|queen|prince|princess|pope|president|prime\s+minister|senator|governor|mayor|"
                        r"minister|chancellor|ceo|star|singer|actor|actress|player|coach|captain|rapper|celebrity|"
                        r"royal|palace|official|statement|announced|reports?|reported|news|press|fans|tour|match|"
                        r"game|season|team|cancelled|postponed)\b", re.IGNORECASE)
_FIRST_WORDS = frozenset(("Is", "Are", "Was", "How", "What", "Why", "When", "Will", "Does", "Did", "Should", "Can",
                          "Could", "My", "Our", "Has", "Do"))


def private_health(text: str) -> str | None:
    """The first name when ``text`` asks about a private person's illness by first name alone, else ``None``."""
    if _PUBLIC_EN.search(text):
        return None
    names = given_names()
    for m in _NAMED_HEALTH.finditer(text):
        name = m.group("name")
        before = text[:m.start()].split()
        if name in names and not (before and before[-1][:1].isupper() and before[-1] not in _FIRST_WORDS):
            return name
    return None
