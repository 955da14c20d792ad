"""A fictional character, or a person asked inside a named finished work (review19a).

gate19's bare shapes (where a named person plays or lives, what team they are on, their position, age or voice)
search because a real person's club, home, age and voice change. A character of fiction keeps them: SpongeBob lives
in a pineapple, Charlie Brown pitches, Bart Simpson is ten, HAL 9000 has one voice. And a person asked inside a
stated work ("what team does Bobby Boucher play for in The Waterboy", "how old is Juliet in Romeo and Juliet") is
pinned to that work, as gate_bare already pins a voice in a named work.

``fictional_ask(text)`` is true when the question's person slot holds a well-known fictional character (a word class:
``_CHARACTERS``, characters of finished or fixed-canon works, never a franchise's actors; a running franchise's
character, ``_RECAST``, is voiced anew, so its voice still searches) or ends with "in" + a
capitalised title that is not a league, a competition or a place shape. ``person_slot_cue(cue)`` tells which of the
rules' cues read that slot (a team, a position, a home, an age, a voice); the caller drops only those.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

__all__ = ["fictional_ask", "person_slot_cue"]

# well-known characters of fiction whose team, home, age and voice are fixed by their work (cartoons, novels,
# films, plays, games); not the works' actors or their real-world franchises
_CHARACTERS = (
    r"sponge\s*bob(?:\s+square\s*pants)?|patrick\s+star|squidward|mr\.?\s+krabs|flintstones?|fred\s+flintstone|"
    r"barney\s+rubble|jetsons?|george\s+jetson|frodo(?:\s+baggins)?|bilbo(?:\s+baggins)?|gandalf|samwise|aragorn|"
    r"charlie\s+brown|snoopy|linus\s+van\s+pelt|lucy\s+van\s+pelt|peppermint\s+patty|garfield|"
    r"bart\s+simpson|lisa\s+simpson|homer\s+simpson|marge\s+simpson|maggie\s+simpson|stewie\s+griffin|peter\s+griffin|"
    r"eric\s+cartman|scooby[\s-]*doo|shaggy\s+rogers|mickey\s+mouse|minnie\s+mouse|donald\s+duck|goofy|"
    r"winnie\s+the\s+pooh|paddington(?:\s+bear)?|peter\s+pan|alice\s+in\s+wonderland|dorothy\s+gale|"
    r"hal\s*9000|glados|iron\s+giant|wall[\s-]?e|r2[\s-]?d2|c[\s-]?3po|optimus\s+prime|pikachu|"
    r"mario\s+and\s+luigi|princess\s+peach|sonic\s+the\s+hedgehog|pac[\s-]?man|master\s+chief|lara\s+croft|"
    r"juliet|romeo|hamlet|macbeth|ophelia|jay\s+gatsby|gatsby|atticus\s+finch|scout\s+finch|boo\s+radley|"
    r"jane\s+eyre|elizabeth\s+bennet|mr\.?\s+darcy|huckleberry\s+finn|huck\s+finn|tom\s+sawyer|oliver\s+twist|"
    r"ebenezer\s+scrooge|captain\s+ahab|don\s+quixote|robinson\s+crusoe|gulliver|winston\s+smith|"
    r"katniss(?:\s+everdeen)?|bella\s+swan|percy\s+jackson|hermione(?:\s+granger)?|ron\s+weasley|"
    r"troy\s+bolton|gabriella\s+montez|bobby\s+boucher|roy\s+race|forrest\s+gump|rocky\s+balboa|ted\s+lasso|"
    r"roy\s+kent|jamie\s+tartt|happy\s+gilmore|ricky\s+bobby|rudy\s+ruettiger|the\s+mighty\s+ducks|"
    r"海绵宝宝|派大星|樱木花道|流川枫|赤木刚宪|三井寿|宫城良田|孙悟空|猪八戒|沙和尚|唐僧|哪吒|林黛玉|贾宝玉|"
    r"大雄|哆啦A梦|机器猫|蜡笔小新|喜羊羊|灰太狼|熊大|熊二|葫芦娃|黑猫警长"
)
_CHARACTER = re.compile(rf"(?<![\w-])(?:the\s+)?(?:{_CHARACTERS})(?![\w-])", re.IGNORECASE)

# characters of running franchises still voiced anew (films, games, series on air): who voices them can change
_RECAST = re.compile(
    r"(?<![\w-])(?:sponge\s*bob|patrick\s+star|squidward|mr\.?\s+krabs|\w+\s+simpson|\w+\s+griffin|stewie|cartman|"
    r"scooby|shaggy|mickey|minnie|donald\s+duck|goofy|pooh|paddington|snoopy|charlie\s+brown|garfield|optimus|"
    r"pikachu|mario|luigi|princess\s+peach|sonic|pac[\s-]?man|master\s+chief|lara\s+croft|peter\s+pan|"
    r"海绵宝宝|派大星|孙悟空|猪八戒|哪吒|大雄|哆啦A梦|机器猫|蜡笔小新|喜羊羊|灰太狼|熊大|熊二)", re.IGNORECASE)
_VOICE_SLOT = re.compile(r"\bvoices?\b|配音", re.IGNORECASE)

# "... in The Waterboy", "... in Romeo and Juliet", "... in Space Jam": a capitalised title closes the question
_IN_WORK = re.compile(
    r"\bin\s+(?P<work>(?:the\s+|a\s+|to\s+)?(?-i:[A-Z0-9][\w'’:.-]*)(?:\s+(?:(?-i:[A-Z0-9][\w'’:.-]*)|and|of|the|a|"
    r"to|in|on|&))*)\s*(?:\((?:the\s+)?(?:book|film|movie|show|series|play|novel|game|comic)s?\))?\s*[?.!]*\s*$",
    re.IGNORECASE)
# a league, a competition, a season or a place shape is not a finished work ("in the Premier League", "in the NBA")
_NOT_A_WORK = re.compile(
    r"\b(?:league|liga|ligue|cup|series|championships?|conference|division|bundesliga|serie|olympics?|tour|open|"
    r"finals?|playoffs?|world|nba|wnba|nfl|mlb|nhl|mls|afl|ipl|f1|formula|grand\s+prix|prem|premiership|"
    r"city|county|state|states|kingdom|republic|island|islands|new\s+york|los\s+angeles|san\s+\w+|las\s+vegas|"
    r"real\s+life|reality|\d{4})\b|['’]s\b|(?-i:\b[A-Z]{2,4}\b)", re.IGNORECASE)  # "Baltimore's Inner Harbor", "the US"
# the slots a stated work pins: a named person's team, position, number, age or voice (not "the average age")
_WORK_SLOT = re.compile(
    r"\b(?:(?:what|which)\s+(?:\w+\s+)?(?:team|club|side|position|number|shirt|jersey)|how\s+old\s+(?:is|was|are)\s+"
    r"(?-i:[A-Z])|what\s+age\s+(?:is|was)\s+(?-i:[A-Z])|who\s+(?:voices|does\s+the\s+voice|is\s+the\s+voice))",
    re.IGNORECASE)
# a question about the person slot at all (so a stated work is read only there)
_PERSON_SLOT = re.compile(
    r"\b(?:where\s+(?:does|do)\b.*\b(?:live|play|work|reside|stay)|(?:what|which)\s+(?:\w+\s+)?(?:team|club|side|"
    r"position|number|shirt|jersey)|how\s+old|what\s+age|\bage\b|who\s+(?:voices|does\s+the\s+voice|is\s+the\s+voice)|"
    r"voice\s+(?:of|actor|actress))", re.IGNORECASE)
_PERSON_SLOT_ZH = re.compile(r"住在哪|住哪|哪个队|哪支球队|什么位置|几号|多大|几岁|年龄|配音")

# the rules' cues that read a person's team, home, position, number, age or voice
_SLOT_CUES = ("status:", "role:voice ", "role:who is the voice", "role:who voices", "role:who does the voice",
              "age:", "live")


def fictional_ask(text: str) -> bool:
    """A person-slot question about a character of fiction or inside a stated work (see the module's docstring)."""
    if not (_PERSON_SLOT.search(text) or _PERSON_SLOT_ZH.search(text)):
        return False
    m = _IN_WORK.search(text)
    if m and _WORK_SLOT.search(text) and not _NOT_A_WORK.search(m.group("work")):
        return True
    # a running franchise's character is voiced anew ("who voices Sonic"): only its team, home or age is fixed
    return bool(_CHARACTER.search(text) and not (_VOICE_SLOT.search(text) and _RECAST.search(text)))


def person_slot_cue(cue: str) -> bool:
    """A rule cue that reads a person's team, home, position, age or voice (dropped for a fictional ask)."""
    return cue == "live" or cue.startswith(_SLOT_CUES)
