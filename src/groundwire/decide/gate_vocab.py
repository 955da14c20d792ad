"""Word lists shared by the gate's rules (``gate.py``, ``gate_drift.py``): one source of truth for each.

* ``ROLES``: offices and posts whose holder changes (a CEO, a coach, a mayor, the judges of a show). Both the
  "who is the X of ..." shape and the bare search-box phrase "X of ..." read this one list.
* ``FIXED_PARTS``: the parts a thing is made of (sides, bones, keys, chapters ...). Counting them does not drift:
  "how many sides does a hexagon have", "number of electrons in carbon". ``FIXED_SPANS``: units of a fixed span
  or measure ("how many days in a week", "how many ounces in a cup").

Each list is a regex alternation (no groups), to be placed inside ``(?:...)``.
"""

from __future__ import annotations

from .time.prefilter import screen_patterns

__all__ = ["FIXED_PARTS", "FIXED_SPANS", "ROLES"]

ROLES = (r"ceo|chief\s+executive|president|prime\s+minister|premier|chancellor|chair(?:man|woman|person)?|"
         r"head(?:\s+coach)?|leader|(?:majority|minority)\s+leader|governor|mayor|minister|chief\s+minister|"
         r"secretary|king|queen|monarch|emperor|pope|dalai\s+lama|coach|(?:general\s+)?manager|captain|owner|"
         r"hosts?|presenters?|anchors?|editor(?:-in-chief)?|director-general|secretary-general|speaker|"
         r"commissioner|champion|title\s*holder|record\s*holder|holder|incumbent|ambassador|"
         r"quarterback|presiding\s+officer|governer|secretery[\s-]general|attorney[\s-]general|solicitor[\s-]general|surgeon[\s-]general|governor[\s-]general|"
         r"inspector[\s-]general|auditor[\s-]general|poet\s+laureate|astronomer\s+royal|"
         r"chief\s+justice|chief\s+of\s+(?:\w+\s+){0,2}staff|chief|principal|dean|ruler|"
         r"spokes(?:person|man|woman)|cto|cfo|coo|representative|senator|whip|judges|panell?ists?|"
         r"starting\s+\w+|(?:world\s+)?number\s+one|no\.\s*1|(?:arch)?bishop|cardinal|rabbi|imam|abbot|"
         r"boss|"  # gate18: "who is the boss of microsoft"
         # gate18b: a band's or an orchestra's post ("who is the guitarist for red hot chili peppers"); not "singer":
         # "who is the singer of <a song>" asks a fixed recording
         r"guitarist|drummer|bassist|keyboardist|front(?:man|woman)|conductor|executive\s+director|"
         r"high\s+commissioner|"
         # gate19: a team's post in a fan's short words ("who's the QB for the Jets", "who is the goalie for the
         # Rangers"), a band's lead voice ("who is the lead singer of journey")
         r"qb|goalkeeper|goalie|keeper|point\s+guard|lead\s+(?:singer|vocalist)|champ")

FIXED_PARTS = (r"sides|edges|faces|vertices|angles|corners|legs|arms|wings|eyes|ears|hearts|bones|teeth|"
               r"chromosomes|genes|strings|keys|letters|syllables|notes|chambers|lobes|valves|cards|squares|pieces|"
               r"rooms|bedrooms|bathrooms|floors|stor(?:ey|ie)s|electrons|protons|neutrons|atoms|carbs|calories|"
               r"grams|sensors|chapters|verses|stanzas|lines|movements|acts|holes|spokes|petals|segments|toes|"
               r"fingers|ribs|vertebrae|muscles|cells|hydrogen|carbon|oxygen|players\s+(?:are\s+there\s+)?(?:on|in)\s+(?:an?|each)|continents|"
               r"oceans|vowels|consonants|senses|players\s+(?:does|do)\s+an?|"
               r"rings|stripes")  # gate18: "how many rings are on the olympic flag"

FIXED_SPANS = (r"days|hours|minutes|seconds|weeks|months|ounces|cups|tablespoons|teaspoons|grams|milligrams|kilograms|"
               r"pounds|inches|feet|yards|miles|met(?:er|re)s|centimet(?:er|re)s|millimet(?:er|re)s|kilomet(?:er|re)s|"
               r"lit(?:er|re)s|millilit(?:er|re)s|pints|quarts|gallons|bytes|bits|kilobytes|megabytes")


screen_patterns(globals())  # each pattern above skips a text lacking a word all its matches need (time/prefilter.py)
