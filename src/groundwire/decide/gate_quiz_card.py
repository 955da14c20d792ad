"""A quiz card's frame read as the plain question it asks (gate23; English and the options of Chinese cards).

Quiz writers and students put a question in a card's frame that the rules' question shapes do not read; the rules
read the same ask as a plain question well ("Who is the president of France?" searches, "Name the president of
France." read as no question did not). :func:`quiz_question` returns the text with the frame taken off or rewritten:

* true or false: "True or false - Sydney is the capital of Australia", "T/F: the CEO of OpenAI is Sam Altman": the
  claim alone (a claim is read as the statement it is; "true or false" is no news cue; a fill-in-the-blank card is
  left as it is: the rules read "____ became the first carmaker to ..." as the news quiz it is, a blank read as
  "what" lost two such rows for none gained);
* "Name the president of France.", "Identify the tallest building ...": "what is the ...";
* multiple choice: "Who chairs the Fed - (a) Powell (b) Yellen?", "日本首相是谁？A岸田文雄 B石破茂": the options
  after the stem are cut (their names are no part of the ask);
* a quiz-show clue with no question mark: "This woman heads the IMF": "Which woman heads the IMF" (not "This week
  ...", "This is ...": a time or a pointer, no clue);
* a count asked in place, as quiz writers put it: "Costco runs how many warehouses worldwide?", "Meryl Streep has
  won how many Academy Awards?": "how many warehouses worldwide Costco runs?" (the rules' count shapes open with
  "how many"); only of a named subject ("Costco", "Meryl Streep"): a kind's parts ("A cow has how many stomachs?",
  "Most starfish have how many arms?") are left to the rules' fixed-part shapes, which read them in place;
  and only in the present or present perfect ("Ben-Hur won how many Oscars?" is a settled tally, read in place);
* the assignment named around the question: "for econ class what does ...", "..., for my geography assignment",
  "... (school debate)", "? need it for a presentation": the question alone.

Pure; each pattern is anchored or bounded (no nested unbounded quantifiers).
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from .time.prefilter import screen_patterns

__all__ = ["quiz_question"]

_SCHOOL_WORK = (r"(?:class|homework|assignment|project|report|essay|presentation|quiz|exam|test|worksheet|"
                r"coursework|debate|lesson|revision)")
_ASSIGNMENT_LEAD = re.compile(
    r"^\s*(?:for|in)\s+(?:my\s+|our\s+|a\s+|the\s+)?(?:[a-z]+\s+){0,2}?" + _SCHOOL_WORK +
    r"(?:\s*[:,;\-–—]\s*|\s+(?=(?:who|what|which|when|where|why|how|is|are|was|were|did|does|do)\b))",
    re.IGNORECASE)
# (review23: a match starts where its blanks start, "(?<!\s)": searched, each blank of a long run had started a scan
# to the run's end; the leftmost match started there already)
_ASSIGNMENT_TAIL = re.compile(
    r"(?:(?<!\s)\s*[,;\-–—(]\s*|(?<=[?.!])\s*)(?:(?:i\s+)?need\s+(?:it|this|that)\s+|it['’]?s\s+|(?:this\s+)?is\s+)?"
    r"for\s+(?:my|our|a|the)\s+(?:[a-z]+\s+){0,2}?" + _SCHOOL_WORK + r"\)?\s*+[?!.]*+\s*+$"
    r"|(?<!\s)\s*\((?:school|class|history|civics|science|econ|geography)?\s*" + _SCHOOL_WORK + r"\)\s*+[?!.]*+\s*+$",
    re.IGNORECASE)
_TRUE_FALSE = re.compile(r"^\s*(?:true\s+or\s+false|true\s*/\s*false|t\s*/\s*f|t\s+or\s+f)\b\s*(?:[:,.?\-–—]+\s*)?",
                         re.IGNORECASE)
_NAME_THE = re.compile(r"^\s*(?:please\s+)?(?:name|identify)\s+(?=(?:the|a|an)\s)", re.IGNORECASE)
_NAME_SOME = re.compile(r"^\s*(?:please\s+)?(?:name|identify|list)\s+(?=(?:two|three|four|five|\d+)\s)",
                        re.IGNORECASE)
# the first option after the stem: "? a) ...", ": (a) ...", " - (a) ...", "？A岸田文雄", "？A.1945"; its next one
# (review23: an "a" with no mark of its own only after a question mark: after a colon or a dash it is the article,
# "Update: a vitamin B shortage in the UK right now?" had been cut to "Update:")
_OPTION_A = re.compile(r"(?<=[?？:：\-–—])\s*\(?[Aa](?:[).．、]|(?=[\u4e00-\u9fff]))|(?<=[?？])\s*\(?[Aa]\s|\s\([Aa]\)\s"
                       r"|\s[Aa][).](?=\s)")
_OPTION_B = re.compile(r"\s\(?[Bb](?:[).．、]|\s|(?=[\u4e00-\u9fff]))")
# a quiz-show clue: "This <noun ...> <verb>" with no question mark (not a time, not "this is")
_CLUE = re.compile(
    r"^\s*(?:this|these)\s+(?!(?:week|weekend|year|month|morning|afternoon|evening|night|season|quarter|time|"
    r"summer|winter|spring|autumn|fall|is|was|are|were|has|have|had|will|would|can|could|should|does|did|do|"
    r"looks?|seems?|means?|one|thing|stuff|app|site|page|question|problem)\b)(?=[a-z])", re.IGNORECASE)
# a count asked in place: a subject and verb before "how many" that open no question of their own (review23: the
# leading blanks read whole: a blank given back to the lead put the look-ahead on it, " Who has won how many ..."
# passed it, and a long blank run was split in every way)
_IN_SITU_COUNT = re.compile(
    r"^\s*+(?!(?:who|what|which|when|where|why|how|is|are|was|were|do|does|did|can|could|would|will|should|tell|"
    r"please|i|we|you)\b)(?P<lead>[^?:]{3,60}?)\s+how\s+many\s+(?P<rest>[^?]{1,80}?)\s*+(?P<end>\?)?\s*+$",
    re.IGNORECASE)
# the subject's verb in the present or present perfect ("runs", "has won", "is"): a past tally told in the past simple
# ("Ben-Hur won how many Oscars?", "Shakespeare wrote how many sonnets?") is read in place by the rules' settled shapes
_PRESENT_LEAD = re.compile(r"(?:\b(?:has|have|is|are)(?:\s+[a-z]+)?|(?<!\bwa)(?<!s)s)\s*+$", re.IGNORECASE)
# a name in the subject: a capitalised word that is no determiner
_NAMED = re.compile(r"\b(?!(?:A|An|The|Most|Many|Each|Every|All|Some|Any|This|These|That|Those|My|Our|Your)\b)"
                    r"(?-i:[A-Z])[\w'’.&-]*")
_SELF = re.compile(r"\b(?:i|i['’]m|me|my|we|our|us|you|your)\b", re.IGNORECASE)


def quiz_question(text: str) -> str:
    """``text`` with a quiz card's frame read as a plain question (unchanged when it has none)."""
    out = _ASSIGNMENT_LEAD.sub("", text, count=1)
    out = _ASSIGNMENT_TAIL.sub("", out, count=1) or out
    out = _TRUE_FALSE.sub("", out, count=1) or out
    out = _NAME_THE.sub("what is ", out, count=1)
    out = _NAME_SOME.sub("which ", out, count=1)
    if (first := _OPTION_A.search(out)) and _OPTION_B.search(out, first.end()):
        out = out[:first.start()].rstrip() or out
    if ((count := _IN_SITU_COUNT.match(out)) and not _SELF.search(count.group("lead"))
            and _NAMED.search(count.group("lead")) and _PRESENT_LEAD.search(count.group("lead"))):
        out = f"how many {count.group('rest')} {count.group('lead').strip()}?"
    if "?" not in out and not _SELF.search(out):
        out = _CLUE.sub("which ", out, count=1)
    return out


screen_patterns(globals())  # each pattern above skips a text lacking a word all its matches need (time/prefilter.py)
