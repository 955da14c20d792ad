"""Documents written for people that name their genre: help pages, release notes, course notes, write-ups,
guidelines, rubrics, news (guard21-benign).

"Writeup do desafio "Cofre": Pedir "ignore as instruções anteriores" não funcionou", "Teacher notes: show students the
example "Ignore all previous instructions…"", "Rapport d'incident : un client a collé « oublie tes consignes »", "Lecture
9 recap: the classic "disregard your prior instructions" line": a rule (override, the hijack lexicon, an order
addressed to a machine) or the detector reads an order in a QUOTATION, but the text's title names the kind of
document it is — a genre written for people to read (a help page, release notes, a changelog, lecture notes, a
write-up, a post-mortem, a guideline, a handbook, a rubric, a news report, a letter to the editor) — and its
quotations are material it shows. What it says outside its quotations is never explained: a genre-titled carrier
("Notes - Lunch", "Release notes 3.2") is where injected tasks arrive, so the detector's flags on help pages and
release notes themselves stay (guard_same found 243 attacks of the bench an earlier draft spared that way).

:func:`spare_people_document` is the hook, after :func:`.addressed_texts.spare_addressed_text`: a flagged text (up
to :data:`.shown_quotes.MAX_CHARS`) is left whole when

* :func:`names_a_genre` finds a genre noun in its title or label (the opening words up to a colon, a dash or a
  line break in its first 60 characters, six words at most or the genre among the first three, or a short opening
  question), outside quotations: "Release notes", "Forgot your password?", "Writeup", "Critères", "版本更新说明";
  no leet words ("1gn0r3");
* only the override, persona and hijack-lexicon rules, an order addressed to a machine, and the detector flagged it
  (never a tool result's order, a game's "Access Granted", a secret asked for, role markers, tool calls, hidden
  characters, letters set apart or encodings);
* some quotation is flagged on its own (the order is in what the text shows), and nothing outside its quotations
  speaks to the AI, the assistant or the bot reading it (:func:`addresses_a_reader_machine`:
  "assistant reading this:", "An das KI-Bewertungssystem:", "ИИ-проверяющий,", "致AI阅卷系统", "you are now …",
  "from now on", "if you are an AI"), orders a quotation carried out, something sent, or the reader's output;
* the guard run again with the quotations blanked flags nothing, the detector included (an injected task arrives in
  a genre-titled carrier as in an e-mail: "Notes - Lunch / - Hey Alexa, buy …"; a flag outside quotations is never
  explained).

A document's topic may be the system prompt, developer mode or passwords (release notes and help pages are about
them); mentioning them is not addressing the reader, so the cue words of :mod:`.addressed_texts` that merely name a
system prompt are not read here. Pure function but for the guard it is given.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)
from collections.abc import Callable
from typing import TYPE_CHECKING

from .frame_words import (
    ADDRESSED_MACHINE_RE,
    MAX_CHARS,
    RUN_IT_RE,
    SPACED_LETTERS_RE,
    addresses_the_model,
    blank_spans,
    carries_out,
    hides_characters,
    material_spans,
)

if TYPE_CHECKING:
    from .neutralize import GuardResult

__all__ = ["addresses_a_reader_machine", "names_a_genre", "orders_the_reader", "spare_people_document"]

_I = re.I

# genre nouns of documents written for people to read (en es fr de pt it ru zh ja ko): help and account pages,
# release notes and changelogs, course and lecture notes, assignments, write-ups and post-mortems, guidelines,
# handbooks and policies, rubrics and marking guides, news, opinion, letters, transcripts, manuals, FAQs
_GENRE = (
    r"\b(?:help\s*(?:center|centre|page|desk|article)|support\s+(?:article|page)|knowledge\s+base|faq|how[\s-]to|manual|"
    r"user\s+guide|guide|tutorial|troubleshooting|forgot\s+(?:your|my)\s+(?:password|pin|username)|"
    r"account\s+recovery|reset\s+your\s+password|security\s+notice|"
    r"release\s+notes?|changelog|change\s+log|what'?s\s+new|patch(?:\s+notes)?|hotfix|known\s+issues|"
    r"(?:product|service)\s+(?:update|announcement)|announcement|version\s+\d|v\d+(?:\.\d+)+|"
    r"notes|lecture|slides?|module|week\s+\d+|lesson|course|syllabus|seminar|workshop|homework|assignment|"
    r"exercise|quiz|cheat\s+sheet|handout|recap|office\s+hours|"
    r"write-?up|post-?mortem|challenge|ctf|red[\s-]team\s+log|incident\s+report|report|bug(?:\s+report)?|bug-\d+|"
    r"issue\s+#?\d+|ticket\s+#?\d+|abstract|study|paper|survey|chapter|terms\s+of\s+(?:service|use)|"
    r"guidelines?|handbook|policy|charter|code\s+of\s+conduct|community\s+rules|moderat\w+|rules\s+for|"
    r"rubric|marking\s+(?:guide|scheme)|grading|scoring\s+sheet|mark\s+scheme|assessment|teacher\s+notes|"
    r"news|headline|opinion|editorial|letters?\s+to\s+the\s+editor|explainer|tech\s+brief|column|article|"
    r"podcast|newsletter|press\s+release|"
    r"ayuda|centro\s+de\s+ayuda|olvidaste|contraseña\s+olvidada|novedades|notas\s+de\s+(?:la\s+)?versi[oó]n|"
    r"apuntes|curso|clase|lecci[oó]n|taller|tarea|ejercicio|r[uú]brica|normas|gu[ií]a|noticia|art[ií]culo|"
    r"aide|mot\s+de\s+passe\s+oubli[ée]|notes\s+de\s+version|nouveaut[ée]s|cours|atelier|devoir|exercice|"
    r"grille|bar[eè]me|charte|r[eè]glement|article|chronique|rapport|compte\s+rendu|"
    r"hilfe|passwort\s+vergessen|kennwort\s+(?:vergessen|abgelaufen)|versionshinweise|neuerungen|änderungen|"
    r"kursunterlagen|kurs|lektion|vorlesung|übung|aufgabe|hausaufgabe|bewertungsraster|richtlinien?|"
    r"moderationsrichtlinie|handbuch|leitfaden|artikel|bericht|zusammenfassung|studie|kapitel|nutzungsbedingungen|"
    r"fehlerbericht|étude|chapitre|conditions\s+générales|estudio|capítulo|términos|estudo|"
    r"kullanım\s+(?:talimatı|kılavuzu)|"
    r"esqueceu|senha\s+esquecida|notas\s+da\s+vers[aã]o|novidades|aula|curso|tarefa|exerc[ií]cio|crit[eé]rios|"
    r"diretrizes|regras|not[ií]cia|mat[eé]ria|"
    r"aiuto|note\s+di\s+rilascio|lezione|esercizio|compito|griglia|linee\s+guida|"
    r"помощь|забыли\s+пароль|что\s+нового|версия|обновлени\w+|конспект|лекци\w+|заняти\w+|урок\w*|"
    r"домашнее\s+задание|задани\w+|разбор|критерии|правила|руководство|памятка|новост\w+|стать\w+)\b"
    r"|帮助|帮助中心|忘记密码|找回密码|版本更新|更新说明|更新日志|发布说明|笔记|讲义|课件|第.课|课后作业|作业|练习|题解|"
    r"评分细则|评分标准|版规|指南|报道|据报道|新闻|评论|缺陷报告|说明书|手册|用户协议|服务协议|条款|研究|"
    r"ヘルプ|パスワードをお忘れ|パスワード再設定|アップデート情報|更新情報|リリースノート|講義|授業|演習|課題|メモ|"
    r"解説|評価基準|採点基準|ガイドライン|規約|ニュース|記事|説明書|取扱説明書|マニュアル|手順書|不具合報告|"
    r"도움말|비밀번호를\s*잊|업데이트|릴리스\s*노트|강의|주차|정리|과제|풀이|채점\s*기준|가이드|운영진|뉴스|기사|보도"
)
_GENRE_RE = re.compile(_GENRE, _I)
_QUOTE_BLANK_RE = re.compile(r'"[^"\n]{2,}"|“[^”\n]{2,}”|«[^»\n]{2,}»|「[^」\n]{1,}」|„[^“”\n]{2,}[“”]')

# the AI, assistant or bot reading the text addressed by a compound or a role noun and a colon or a comma ("An das
# KI-Bewertungssystem:", "ИИ-проверяющий,", "AI grader:", "grading assistant:", "致AI阅卷系统：", "採点AIへ"), or the reader
# cast as a machine ("you are now", "from now on", "if you are an AI", "no restrictions")
# a relative pronoun after a comma: the noun before it is described, not addressed ("für einen Chatbot, der nur …")
_RELATIVE = r"(?:der|die|das|which|that|who|que|qui|который|которая|которое|которые|welche\w*)\b"
_RELATIVE_AFTER_RE = re.compile(r"\s*" + _RELATIVE, re.I)
_VOCATIVE_RE = re.compile(
    r"(?:^|[\s:;.!?(\[—–-])(?:an\s+(?:das|den|die)\s+|to\s+the\s+|for\s+the\s+|dear\s+)?"
    r"(?:ai|ki|ia|ии|llm|gpt|bot|chatbot|assistant|assistent|asistente|assistente|ассистент|помощник|модель|agent|"
    r"l'agent|agente|l'assistant|l'ia)"
    r"(?:[\s-][^\W\d_]*(?:system|grader|checker|reviewer|moderator|assistant|assistent|bot|model|agent|bewert\w*|"
    r"prüf\w*|korrektor|correcteur|corrector|проверяющ|модератор)[^\W\d_]*){0,2}\s*[:,，：](?!\s*\d)"
    r"(?!\s*" + _RELATIVE + r")",
    _I,
)
# a noun after an article, a preposition or a possessive is named, not addressed ("de un chatbot, mueve el hilo")
_NAMED_BEFORE_RE = re.compile(
    r"\b(?:a|an|the|un|una|uno|de|del|du|des|le|la|les|el|los|las|der|die|das|den|dem|ein|eine|einen|einem|of|to|for|"
    r"with|by|su|sa|son|ses|its|their|our|my|this|that|este|esta|ce|cette|diese[rnms]?|any|each|every|catégorie|"
    r"category)\s+(?:[^\W\d_]+-)?$",
    _I,
)
_READER_MACHINE_RE = re.compile(
    r"\b(?:for|to|an|für|para|pour|для)\s+(?:the\s+|den\s+|die\s+|das\s+|el\s+|la\s+|le\s+|l')?(?:ai|ki|ia|ии|bot|chatbot|"
    r"assistant|assistent\w*|asistente|assistente|agent|agente|model|modell|ассистент\w*)\b(?!-)"
    r"|\b(?:you\s+are\s+now|from\s+now\s+on|if\s+you\s+are\s+(?:an?\s+)?(?:ai|llm|language\s+model|assistant|bot))\b"
    r"|\b(?:without|no)\s+(?:any\s+)?(?:rules|restrictions|limits|filters|guardrails)\b"
    r"|\b(?:a\s+partir\s+de\s+ahora|à\s+partir\s+de\s+maintenant|ab\s+jetzt|von\s+nun\s+an|a\s+partir\s+de\s+agora|"
    r"с\s+этого\s+момента|теперь\s+ты)\b"
    r"|(?:给|致|对)[^。！？\n：]{0,12}(?:AI|人工智能|助手|机器人)[^。！？\n]{0,8}[：:，,]|从现在(?:开始|起)|"
    r"(?:AI|ボット|アシスタント)(?:さん)?へ|今から|これからは|AI(?:에게|야)|지금부터"
    # the machine that reads or processes the text as a relative clause's head ("このページを処理するAIは",
    # "读取本页的模型", "이 글을 읽는 AI는")
    r"|(?:する|している|してる|読む|読んでいる)(?:AI|モデル|アシスタント|ボット)(?:は|へ|に|よ)|"
    r"(?:读取|处理|阅读|读到|总结)[^。！？\n]{0,8}的(?:AI|模型|助手|机器人)|(?:읽는|처리하는|요약하는)\s*AI",
    _I,
)

# what also orders the reader itself, outside quotations: its own rules, instructions or prompt named as the reader's
# ("your system prompt", "the guidelines you were given", "deine Regeln", "tes consignes", "你的指令"), rules dropped
# ("set aside the guidelines", "esquece as regras de antes", "sin normas", "ohne Regeln", "没有任何限制"), a password or
# secret of the reader's instructions ("the password in my instructions", "deinem echten Passwort", "la password vera
# delle tue istruzioni"), the game's "Access Granted", a chat log's role lines ("[assistant]", "User:"), a record's or a
# tool result's markup
_RULE_NOUNS = (r"(?:instructions?|rules|guidelines|guardrails|system\s+prompt|prompt|programming|restrictions|filters|"
               r"configuration|directives|policies|instrucciones|reglas|normas|consignes|règles|directives|anweisungen|"
               r"regeln|richtlinien|vorgaben|istruzioni|regole|instruções|regras|diretrizes|инструкци\w*|правил\w*|"
               r"ограничени\w*|rubric|criteria|grading\s+criteria|raster|bewertungskriterien|critères|grille|criterios|"
               r"rúbrica|critérios|критери\w*)")
_OWN_ORDERS_RE = re.compile(
    r"\b(?:your|yours|tus?|tes|ton|ta|vos|votre|dein\w*|ihre[nmrs]?|tuoi|tue|tua|tuo|seus?|suas?|sua|tvoi|тво\w+|ваш\w*)"
    r"\s+(?:\w+\s+)?" + _RULE_NOUNS + r"\b"
    r"|\b" + _RULE_NOUNS + r"\s+(?:that\s+|which\s+)?(?:you\s+(?:were|have\s+been|got)\s+(?:given|told)|you\s+have|de\s+antes|"
    r"anteriores|précédentes|vorherigen|previous|prior|earlier|above|precedenti|предыдущ\w+)\b"
    r"|\b(?:ignore|ignoring|forget|disregard|set\s+aside|drop|bypass|override|olvida|ignora|esquece|esqueça|oublie|deixar|"
    r"dejar|laisser|beiseite|lassen|"
    r"ignorez|ignora[sz]?|vergiss|ignoriere|dimentica|забудь|игнорируй)\b[^.!?\n]{0,40}?\b" + _RULE_NOUNS + r"\b"
    r"|\b(?:sin|sans|ohne|sem|senza|без|without|no)\s+(?:any\s+|ningún\w*\s+|aucune?\s+)?(?:rules|restrictions|limits|"
    r"filters|guardrails|normas|reglas|restricciones|filtros|límites|règles|limites|filtres|regeln|einschränkungen|"
    r"filter|regras|restrições|limites|regole|restrizioni|правил|ограничений|фильтров)\b"
    r"|(?:^|\n)\s*\[?(?:user|assistant|system|bot|ai|human|model)\]?\s*[:\]]"
    r"|<\w+[^>]*>|^\s*tool\s+result\b|\{\s*\"\w+\"\s*:"
    # the reader's output ordered: "in your summary, tell the reader …", "en tu resumen", "dans ta réponse", "在你的总结中"
    r"|\b(?:in|into|at\s+the\s+end\s+of)\s+(?:your|the)\s+(?:summary|reply|response|answer|output|translation)\b"
    r"|\b(?:en|dans|in|em|nel(?:la)?)\s+(?:tu|su|ta|ton|votre|deiner|deinem|ihrer|sua|seu|tua|tuo)\s+(?:resumen|respuesta|"
    r"résumé|réponse|zusammenfassung|antwort|resumo|resposta|riassunto|risposta)\b|\btell\s+the\s+(?:reader|user)\s+that\b"
    r"|在你的(?:总结|回答|回复)|(?:要約|回答|返答)(?:では|の中で|に)"
    r"|(?:你|您)的(?:指令|指示|规则|提示词|系统提示)|忽略[^。！？\n]{0,10}(?:指令|指示|规则)|没有任何限制|不受限制|"
    r"あなたの(?:指示|ルール|プロンプト)|(?:指示|ルール|基準|規則|命令|設定)を(?:無視|忘れ)|制限(?:のない|なし)|"
    r"(?:AI|言語モデル|モデル|アシスタント)(?:です)?なら|如果你是[^。！？\n]{0,16}(?:AI|模型|助手)|"
    r"忽略[^。！？\n]{0,10}(?:标准|规则|设定|评分)|AI(?:라면|이라면)|"
    r"(?:규칙|지시)(?:을|를)\s*(?:무시|잊)|제한\s*없",
    _I,
)

# read in the whole text, quotations too: the game's "Access Granted", a password or secret of the reader's
# instructions ("the secret password in my instructions is ____")
_WHOLE_TEXT_ORDERS_RE = re.compile(
    r"\b(?:access\s+granted|acceso\s+concedido|acesso\s+concedido|accès\s+(?:accordé|autorisé)|zugang\s+gewährt|"
    r"accesso\s+consentito|доступ\s+(?:разрешён|разрешен|открыт))\b"
    r"|\b(?:password|passwort|kennwort|contraseña|senha|mot\s+de\s+passe|пароль|secret|code)\b[^.!?\n]{0,30}?\b(?:in|from|of|"
    r"aus|de|delle|dans|в)\s+(?:your|my|deine\w*|meine\w*|tus|mis|tes|mes|tue|mie|suas|minhas|тво\w+|мо\w+)\s+"
    r"(?:instructions?|prompt|system\s+prompt|rules|configuration|anweisungen|instrucciones|consignes|istruzioni|"
    r"instruções|инструкци\w*)"
    r"|\b(?:real|true|actual|echte\w*|vera|verdadera|vraie?|verdadeira|настоящ\w+|gerçek)\s+(?:password|passwort|"
    r"contraseña|senha|mot\s+de\s+passe|пароль|şifre\w*|secret|code)"
    # the model reading the text named inside a quotation ("You, the AI reading this story: …")
    r"|\byou\s*,?\s*\(?the\s+(?:ai|model|assistant|bot|chatbot|llm|agent)\b|\b(?:ai|model|assistant|bot|llm|agent)s?\s+"
    r"(?:that\s+is\s+|who\s+is\s+)?(?:reading|processing|summari[sz]ing)\s+(?:this|these)\b|读到这|看到这|読んでいる|"
    r"\blisant\s+(?:ceci|ce\s+texte)|\bque\s+lees\s+esto|\bder\s+(?:dies|diesen\s+text)\s+liest|\bчитающ\w*\s+эт",
    _I,
)
# words written in leet ("1gn0r3", "pr0mp7", "4cc355"): hiding words is no way to show them to people
_LEET_RE = re.compile(r"\b(?=\w*[^\W\d_][013457]+[^\W\d_])(?=(?:\w*[013457]){2})\w{3,}\b")
# a record: two or more "field: value" lines (front matter, a mail folder's export, an event's YAML)
_FIELD_LINE_RE = re.compile(r"^\s*[\w-]{2,24}:\s", re.M)

_NEGATED_CARRY_OUT_RE = re.compile(
    r"\b(?:not|never|n't)\s+(?:\w+\s+)?(?:obey|follow|execute|run|carry\s+out|perform|apply)\b", _I)

# the flags a named genre explains: orders read in words (never markers, tool calls, characters, encodings, a game's
# "Access Granted", a secret asked for, a tool result's order)
_SPARED_REASONS = frozenset({"override", "persona", "hijack_lexicon", "detector", "machine_addressed_order"})


# a title or a label: the text's opening words up to a colon, a dash, a "›", a bracket or a line break within its first
# 60 characters ("Release notes v4.2 —", "Writeup:", "Help Center ›", "【Writeup】", "新闻："), or a short question
# heading a help page ("Forgot your password?", "Passwort vergessen?")
_LABEL_RE = re.compile(r"\A\s*(?P<label>[^\n:：—–›|】]{1,60}?)\s*(?:[:：—–›|】\n]|\s-\s)|\A\s*(?P<question>[^\n?？]{1,30}[?？])")
# (guard22-speed) _LABEL_RE read without its backtracking into the leading blanks: tried from every split of a long
# run of leading spaces, its label (which may hold spaces) and the spaces after it took 20 s on 20,000 spaces and a
# word. The label after all the blanks is tried first, as the pattern tries it; a label of blanks alone (the only other
# label the pattern can find, see _blank_label) and the question after it are worked out as it would.
_LABEL_AFTER_BLANKS_RE = re.compile(r"\A\s*+(?P<label>[^\n:：—–›|】]{1,60}?)\s*(?:[:：—–›|】\n]|\s-\s)")
_QUESTION_RE = re.compile(r"\A\s*(?P<question>[^\n?？]{1,30}[?？])")
_LABEL_ENDS = ":：—–›|】"


def _opening_label(head: str) -> tuple[str, str] | None:
    """``(label, question)`` as ``_LABEL_RE.match(head)`` gives its groups (``""`` for one not matched), or None."""
    m = _LABEL_AFTER_BLANKS_RE.match(head)
    if m is not None:
        return m.group("label"), ""
    blank = _blank_label(head)
    if blank is not None:
        return blank, ""
    q = _QUESTION_RE.match(head)
    return ("", q.group("question")) if q is not None else None


def _blank_label(head: str) -> str | None:
    """The label of blanks ``_LABEL_RE`` finds when the label after the leading blanks fails: a label ending at or
    before the blanks' end ``e`` is followed by blanks only, so it is one blank (the pattern's first try, from the last
    blank back) followed by a label's end (the character at ``e``), a line break among the blanks after it, or " - "
    at ``e``. A label running past ``e`` would have been found by the try after the blanks."""
    e = len(head) - len(head.lstrip())
    if e == 0:
        return None
    at_end = e < len(head) and head[e] in _LABEL_ENDS
    dash = e + 1 < len(head) and head[e] == "-" and head[e + 1].isspace()
    if at_end:
        last = e - 1  # (any label's end after it will do)
    elif dash:
        last = e - 2  # (" - " needs a blank of its own before the dash)
    else:
        last = head.rfind("\n", 0, e) - 1  # (a line break after the label)
    for k in range(last, -1, -1):
        if head[k] != "\n":
            return head[k]
    return None


def names_a_genre(text: str) -> bool:
    """Whether ``text`` names the kind of document it is, written for people, in its title or label (the opening
    words up to a colon, a dash or a line break in its first 60 characters, or a short opening question), outside
    its quotations."""
    head = _QUOTE_BLANK_RE.sub(lambda m: " " * len(m.group()), text)
    opening = _opening_label(head)
    if opening is None:
        return False
    label = opening[0] + " " + opening[1]
    found = _GENRE_RE.search(label)
    if found is None:
        return text.lstrip().startswith("【") and _GENRE_RE.search(head[:30]) is not None
    # a title, not a request about a document ("What are the main conclusions of this paper: '…'"): a label of at
    # most six words, or the genre among its first three
    return len(label.split()) <= 6 or len(label[: found.start()].split()) < 3


def addresses_a_reader_machine(outside: str) -> bool:
    """Whether ``outside`` (a text with its quotations blanked) speaks to the AI, assistant or bot that reads it or
    casts its reader as one (not when it only names a system prompt, a developer mode or a bot in the third person)."""
    vocative = any(_NAMED_BEFORE_RE.search(outside[max(0, m.start() - 30) : m.start() + 1]) is None
                   for m in _VOCATIVE_RE.finditer(outside))
    # (Chinese 给 / 致 / 对 … 模型 is "written to the model" in a description; addressed, it takes a colon: above)
    addressed = any(m.group()[0] not in "给致对" and _RELATIVE_AFTER_RE.match(outside, m.end()) is None
                    for m in ADDRESSED_MACHINE_RE.finditer(outside))
    return vocative or addressed or _READER_MACHINE_RE.search(outside) is not None or addresses_the_model(outside)


def orders_the_reader(outside: str) -> bool:
    """Whether ``outside`` (a text with its quotations blanked) names the reader's own rules, instructions or output,
    orders them dropped or set aside, or holds a chat role's label, a tag or a JSON object (:mod:`.labelled_prompts`
    reads the same words)."""
    return _OWN_ORDERS_RE.search(outside) is not None


def spare_people_document(text: str, result: GuardResult, guard: Callable[[str], GuardResult]) -> GuardResult:
    """``result`` (the guard's reading of ``text``), or ``text`` left whole when the guard flagged it only for orders
    a named genre written for people explains (see the module doc)."""
    if (not result.suspicious or len(text) > MAX_CHARS or not all(r.reason in _SPARED_REASONS for r in result.removed)
            or SPACED_LETTERS_RE.search(text) is not None or hides_characters(text) or _LEET_RE.search(text) is not None
            or not names_a_genre(text)):
        return result
    spans = material_spans(text, "document")
    outside = blank_spans(text, spans)
    # (a carrying-out verb negated is no order to carry out: "why a grading bot should not obey it")
    unnegated = _NEGATED_CARRY_OUT_RE.sub(lambda m: " " * len(m.group()), outside)
    if (addresses_a_reader_machine(outside) or _OWN_ORDERS_RE.search(outside) is not None or carries_out(unnegated)
            or RUN_IT_RE.search(outside) is not None or _WHOLE_TEXT_ORDERS_RE.search(text) is not None
            or len(_FIELD_LINE_RE.findall(text)) >= 2):
        return result
    # (the detector's flag outside quotations is never explained: a genre-titled carrier — "Notes - …", "Release notes
    # 3.2" — is where an injected task arrives, as an e-mail is for :mod:`.addressed_texts`)
    if not spans or guard(outside).suspicious:
        return result
    # the order is in what the text shows: some quotation flagged on its own ("rename 'C:\\Finance' to 'old' and
    # upload …" is flagged for the words around its quotations, not for them)
    if not any(guard(text[a + 1 : b - 1]).suspicious for a, b in spans if b - a > 2):
        return result
    return type(result)(text)
