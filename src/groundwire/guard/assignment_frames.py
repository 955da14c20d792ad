"""Assignment sheets: texts a teacher addresses to students, which read like orders (guard18-direct).

"Tarea: Escribe un diálogo entre un guardia y un visitante que ha olvidado la contraseña. Mínimo diez líneas.",
"Compito: immagina di essere un robot con istruzioni segrete e scrivi una pagina di diario. Consegna lunedì.",
"Creative writing prompt: Write a story in which a robot discovers it has been given secret instructions. 500
words, due Friday.": an imperative, a secret or instructions, a persona ("imagine you are a robot") — the words of a
hijack — but the frame says who is addressed: a task label at the start ("Homework:", "Tarea:", "Compito:",
"Аufgabe:", "Devoir :", "Домашнее задание:", "作业：") and what a student hands in (a length in words or lines, a due
day, "in your own words", "show your working", "fill in the blanks"). Both must be there.

A note labelled with the PEOPLE it is for is the same kind of frame: "GM note:", "DM prep:", "Host script:", "Staff
instructions:", "Note du MJ :", "Spielleiter-Notiz:", "Moderators:", "Parents:" — a game master's, a host's, a
moderator's instructions quote what players or users say ("If they say 'moonlight', read: 'Access granted.'").
:func:`is_addressed_to_people` reads that label (never "Note to the assistant:", "Admin note:", "System:": a model's
or an operator's).

Such a text is a task for people when no secret or prompt in it belongs to the reader ("your password", "tu
contraseña", "your system prompt" would make it an attack dressed as homework). :func:`is_assignment_sheet` answers
(and :func:`is_addressed_to_people`) for a whole text; the detector's flags and the lexicon's leak / persona combinations are not taken from one.
Pure function.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

__all__ = ["is_addressed_to_people", "is_assignment_sheet"]

_I = re.I
# a label of a task for students, opening the text (or its first line)
_LABEL_RE = re.compile(
    r"\A\s*(?:(?:year|grade|class|form)\s+\d+\s+)?(?:homework|assignment|worksheet|exercise|task|project\s+brief|"
    r"(?:writing|speaking|reading|listening|essay|homework)\s+task|(?:question|task|exercise)\s+\d+|"
    r"(?:creative\s+)?writing\s+prompt|essay\s+(?:prompt|question)|reading\s+response|lab\s+sheet|debate\s+prep|"
    r"class\s*work|group\s+work|for\s+(?:monday|tuesday|wednesday|thursday|friday|tomorrow|next\s+week)|"
    r"hausaufgaben?|aufgabe|arbeitsblatt|übung|devoirs?|exercice|travail\s+à\s+rendre|tarea|ejercicio|deberes|"
    r"compiti|compito|esercizio|tarefa|exercício|lição\s+de\s+casa|домашнее\s+задание|задание|упражнение|"
    r"作业|练习|习题|課題|宿題)\b[^\n:：]{0,40}[:：—–-]",
    _I,
)
# what a student hands in: a length, a due day, a way of working
_DELIVERABLE_RE = re.compile(
    r"\b\d+\s*(?:words|lines|pages|paragraphs|palabras|líneas|páginas|mots|lignes|wörter|zeilen|seiten|parole|"
    r"righe|pagine|palavras|linhas|слов|строк|страниц)\b|\b(?:minimum|mínimo|minimo|at\s+least|mindestens|"
    r"au\s+moins|almeno|не\s+менее|минимум)\s+(?:\d+|\w+)\s+(?:words|lines|líneas|palabras|mots|lignes|wörter|"
    r"zeilen|parole|righe|palavras|linhas|слов|строк)\b"
    r"|\bdue\s+(?:on\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|next|by|\d)"
    r"|\b(?:consegna|abgabe|à\s+rendre|entrega|сдать|срок\s+сдачи)\b|截止|提交"
    r"|\bin\s+your\s+own\s+words\b|\bshow\s+(?:all\s+)?your\s+working\b|\bfill\s+in\s+the\s+blanks?\b"
    r"|\banswer\s+(?:the\s+)?questions?\s+\d|\b(?:mit\s+eigenen\s+worten|avec\s+tes\s+propres\s+mots|"
    r"con\s+tus\s+propias\s+palabras|con\s+parole\s+tue)\b",
    _I,
)
# a secret or prompt of the reader's: an attack dressed as homework
_READERS_SECRET_RE = re.compile(
    r"\b(?:your|ur|tu|tus|tua|tuo|tue|ton|ta|tes|votre|vos|dein\w*|ihr\w*|твой|твоя|твои|твоё|свой|свою|seu|sua)\s+"
    r"(?:\w+\s+)?(?:password|passphrase|passcode|secret|system\s+prompt|prompt|instructions|contraseña|clave|"
    r"password|mot\s+de\s+passe|passwort|kennwort|senha|пароль|промпт|инструкци\w*|istruzioni|instrucciones|"
    r"consignes|anweisungen)\b|你的(?:密码|系统提示|指令)",
    _I,
)


def is_assignment_sheet(text: str) -> bool:
    """Whether ``text`` is a task a teacher sets students: a task label opens it, a deliverable is named, and no
    secret or prompt in it is the reader's (see the module doc)."""
    return (_LABEL_RE.search(text) is not None and _DELIVERABLE_RE.search(text) is not None
            and _READERS_SECRET_RE.search(text) is None)


# a label naming the people a note is for, opening the text: a game master, a host, staff, moderators, parents
_PEOPLE_LABEL_RE = re.compile(
    r"\A\s*(?:(?:gm|dm|game\s*master|dungeon\s*master|referee|host|staff|moderators?|parents?|teachers?|players?|"
    r"volunteers?|guides?|trainers?|facilitators?|coaches?|organi[sz]ers?|npc)(?:'s|s')?\s*(?:note|notes|prep|script|"
    r"sheet|instructions|briefing|guide|reminder|only|handout)?|(?:note|notes|instructions|reminder|briefing|script|"
    r"sheet)\s+(?:for|to)\s+(?:the\s+)?(?:gm|dm|game\s*master|hosts?|staff|moderators?|parents|teachers|players|"
    r"volunteers|new\s+gms)|"
    r"note\s+du\s+mj|notes?\s+(?:du|pour\s+le)\s+(?:mj|meneur|maître\s+du\s+jeu|animateur)|"
    r"spielleiter(?:-?notiz|-?hinweis)?|hinweis\s+für\s+(?:die\s+)?(?:spielleitung|betreuer|eltern)|"
    r"notas?\s+del\s+(?:máster|master|dj|anfitrión)|nota\s+(?:del|per\s+il)\s+(?:master|master\s+di\s+gioco|gm)|"
    r"заметка\s+для\s+(?:ведущего|мастера|родителей)|主持人(?:须知|注意|手册)|"
    r"(?:session|scene|encounter)\s+\d+\s+(?:prep|notes?))\b[^\n:：]{0,30}[:：—–-]",
    _I,
)


def is_addressed_to_people(text: str) -> bool:
    """Whether ``text`` opens with a label naming the people it is for (a game master, a host, staff, moderators …)
    and no secret or prompt in it is the reader's (see the module doc)."""
    return _PEOPLE_LABEL_RE.search(text) is not None and _READERS_SECRET_RE.search(text) is None
