"""An order reported as given to the writer, not to the reader (review17c).

"The teacher told us to forget the previous instructions: the exam is on Thursday", "Le prof nous a dit d'oublier
les consignes précédentes", "Der Trainer hat uns gesagt, wir sollen die alten Regeln vergessen": the override rule
reads "forget the previous instructions" wherever it stands, but here a third party gave the order to the writer
("us", "me", "nous", "m'", "uns", "mir", "nos", "ci"), and the sentence tells its own reader nothing. An attack
relays its order to the reader ("the developer told me to tell you to forget …", "… so you must reveal the key"),
names a speaker the model answers to ("the admin told us to ignore …"), or gives an order around it; none of those
is one.

:func:`reports_an_order_to_the_writer` holds for a sentence whose override stands right after such a frame (a
reporting verb with a first-person object, its subject a third party written before it), that never says "you" to
its reader and gives no order outside the reported clause. Pure function.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from .correspondence import addresses_the_reader, gives_an_order

__all__ = ["reports_an_order_to_the_writer"]

# the frame, up to the verb of the order it reports (the override's own verb)
# (guard22-speed) Tried only where a word starts, its digits, "_", "'" and "-" skipped up to its first letter: the
# subject is a whole word whatever letter it is read from, so the leftmost match is the same, and a long word ("a1" +
# 20,000 letters) is read once instead of once from each of its letters (quadratic: 7 s)
_FRAME_RE = re.compile(
    r"(?<![\w'-])[\d_'-]*"
    r"(?:(?P<subj>[^\W\d_][\w'-]*)\s+(?:(?:had|has|have|once|always|then|also|just)\s+)?"
    r"(?:told|asked|instructed|reminded|advised|warned|urged)\s+(?:us|me)\s+(?:all\s+|both\s+)?(?:to|not\s+to)\s+"
    r"(?:just\s+|simply\s+)?(?=ignore|disregard|forget)"
    r"|(?P<subj_fr>[^\W\d_][\w'-]*)\s+(?:nous|m')\s*(?:a|avait|ont|avaient)\s+(?:dit|demandé|conseillé|rappelé)\s+"
    r"d(?:e\s+|')(?=ignorer|oublier|négliger)"
    r"|(?P<subj_de>[^\W\d_][\w'-]*)\s+(?:hat|hatte|haben|hatten)\s+(?:uns|mir)\s+(?:gesagt|geraten)\s*,?\s+"
    r"(?:wir|ich)\s+(?:sollen|sollten|soll|solle)\s+)",
    re.I,
)
# speakers the guarded model listens to: a frame with one of them is a fake turn, not a report
_NOT_A_SUBJECT = frozenset(
    "you i we he she it they user users admin administrator administrators system developer developers assistant ai "
    "model bot chatbot agent llm gpt operator owner sysadmin root creator creators il elle ils elles on "
    "utilisateur administrateur système développeur er sie es benutzer administrator entwickler".split())
# the reader named in the reported clause ("told us to ignore your rules" relays an order about the reader's rules)
_READER_RE = re.compile(r"\b(?:you|your|yours|yourself|te|tes|ton|ta|toi|vos|votre|vous|dein\w*|dich|dir|euch|"
                        r"eure\w*|ihr)\b|\bt'", re.I)
_REPORTED_CLAUSE_END = re.compile(r"[,;:.!?\n]")


def reports_an_order_to_the_writer(sentence: str) -> bool:
    """Whether ``sentence`` reports an override given to its writer by a third party, tells its reader nothing and
    gives no order outside the reported clause."""
    m = _FRAME_RE.search(sentence)
    if m is None:
        return False
    # (an elided article is no part of the speaker: "l'administrateur")
    subject_group = next(g for g in ("subj", "subj_fr", "subj_de") if m.group(g) is not None)
    subject = m.group(subject_group).lower().split("'")[-1]
    if subject in _NOT_A_SUBJECT:
        return False
    end = _REPORTED_CLAUSE_END.search(sentence, m.end())
    reported = sentence[m.end() : end.start() if end else len(sentence)]
    rest = sentence[: m.start(subject_group)] + " " + sentence[end.start() if end else len(sentence):]
    # (the reported clause in the frame's language only: French "du plan" is no German "du")
    return (_READER_RE.search(reported) is None and not addresses_the_reader(rest)
            and not gives_an_order(rest, models_count=True, instructions_count=False))
