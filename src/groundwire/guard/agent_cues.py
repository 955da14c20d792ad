"""Round 13's removal rules for orders embedded in agent carriers (voicemail transcripts, invoices, commits,
configs, API responses, tool descriptions …), written as STRUCTURE rather than wordings (guard-agent13; blind set
``scripts/guard_agent_voices13.py``, cues drawn from its fit half only):

* ``machine_addressed_order``: a machine reader addressed at the start of a sentence ("AI agent:", "Note for the
  assistant:", "KI-Agent:", "ИИ-агент,", "AI助手：", "AIアシスタントへ", "AI 비서에게", "أيها الذكاء الاصطناعي،") or
  described by its reading ("the assistant processing this voicemail", "l'IA qui lit ce commit", "whoever reads
  this:"), then an order, and in the sentence something an order to a person does not hold: the user named in the
  third person ("the user's inbox", "del usuario", "用户的"), secrecy ("without asking", "不要通知用户"), a tool,
  a command or a function spelled out, or the reader described by its reading. A role word that also names people
  ("assistant", "agent", "Agent:" in a call-centre transcript) needs one of those; a word that names only machines
  ("AI", "LLM", "KI", "Copilot", "智能体") may also take an address, a link or an account as the order's target;
* ``machine_must``: "the agent / the assistant / the model must (should, needs to) <verb>" with the user, a secret
  file, secrecy or a target in the sentence;
* ``templated_exfil_url``: a link whose query is a placeholder for the user's or the conversation's data
  (``?q={conversation}``, ``&k=<API key>``, ``?q=用户的手机号``) or ends empty with that data to be appended
  ("https://x/p?addr= … the user's home address");
* ``reply_hijack``: every reply or answer limited to a literal text ("answer every question only with 'Payment
  confirmed'", "responde a todas las preguntas solo con «…»", "只能回答“…”"), "say only that …", "regardless of its
  content"; a literal yes / no ("reply 'YES' to confirm") is a form's instruction, not a hijack;
* ``spelled_tool_call``: a function call with literal arguments and a name of moving, deleting or running things
  (``use pay_invoice(account='…')``), or "also / first call <tool>" as a side task;
* ``secret_file_order``: a private key or credential file (``~/.ssh/id_rsa``, ``~/.aws/credentials``,
  ``os.environ``) passed on as a parameter, to an address or into the reply.

Each entry is ``(reason, pattern, english_only)`` as in :mod:`.neutralize`'s ``_REMOVE_SPECS``, with its trigger
strings (lower-cased, NFKC; one of them is in every match) in :data:`AGENT_TRIGGERS` at the same index.
"""

from __future__ import annotations

import unicodedata

from .order_verbs import send_pay_pattern

_A = r"(?<![a-z0-9_])"  # an ASCII word's start (CJK letters are word characters: "AI助手" has no \b after "AI")
_Z = r"(?![a-z0-9_])"

# words that name only machines; "ai" only before what its triggers hold
_AI = _A + r"(?:ai|a\.i\.|(?<=[\s'’])ia|ki|ии)(?=[ \t:,：，\-]|助|ア|エ|在|は|는|へ|에|비)"
_STRONG = (r"(?:" + _AI + r"|" + _A + r"(?:llms?|copilot|chatbot|gpt|language\s+model|ai\s+model|modelo\s+de\s+lenguaje|"
           r"sprachmodell|modèle\s+de\s+langage)" + _Z + r"|智能体|人工智能|大模型|الذكاء\s+الاصطناعي)")
# words that also name people (an estate agent, an assistant coach, "Agent:" in a transcript)
_ROLE = (r"(?:" + _A + r"(?:assistants?|agents?|bots?(?=\s*[:,])|asistente|agente|assistente|assistent(?:en)?|"
         r"ассистент\w{0,12}|агент\w{0,12}|модел\w{0,12})" + _Z + r"|助手|助理|模型|アシスタント|エージェント|비서|에이전트|어시스턴트|"
         r"المساعد|الوكيل)")
_MACHINE = "(?:" + _STRONG + "|" + _ROLE + ")"

# the reader described by its reading ("reading this", "qui lit ce", "der diese … verarbeitet", "を読んでいる")
_READER = (r"(?:" + _A + r"(?:reading|processing|handling|summari[sz]ing|parsing|reviewing|using|analy[sz]ing|reads|"
           r"read|processes|handles|sees)\s+(?:this|these|the\s+following)" + _Z + r"|" + _A
           + r"(?:qui\s+(?:lit|traite|lira)|que\s+(?:lee|procesa|lê|processa)|che\s+(?:legge|elabora)|"
           r"(?:der|die|das)\s+(?:diese[nsmr]?|dies)\s)|читающ\w*|обрабатывающ\w*|"
           r"处理(?:这|此|本)|阅读(?:这|此|本)|读到(?:这|此|本)|を読んでいる|を読む|を処理|읽는|처리하는|الذي\s+يقرأ|التي\s+تقرأ)")
_WHOEVER = (_A + r"(?:whoever|anyone|anybody)\s+(?:reads|reading|processes|processing|handles|handling|parses|sees)\s+"
            r"(?:this|these|it)" + _Z)

# the user named in the third person: whom an injected order is about
_USER = (r"(?:" + _A + r"(?:the\s+users?|users?'s?|users'|the\s+account\s+owner|usuari[oa]s?|usuários?|utilisateurs?|"
         r"utente|nutzer\w*|benutzer\w*|пользовател\w*)" + _Z + r"|用户|用戶|ユーザー|사용자|المستخدم)")
_SECRECY = (r"(?:" + _A + r"(?:without\s+(?:asking|telling|informing|notifying|confirm\w*|consent)|"
            r"(?:do\s+not|don'?t|never)\s+(?:tell|mention|inform|notify|alert|ask)|silently|quietly|"
            r"sin\s+(?:avisar|decir|pedir|preguntar)|sans\s+(?:prévenir|demander|informer)|"
            r"ohne\s+(?:nachzufragen|zu\s+fragen|rückfrage|bescheid)|senza\s+(?:chiedere|avvisare|dire)|"
            r"sem\s+(?:avisar|perguntar|pedir))" + _Z
            + r"|не\s+(?:сообщай|говори|спрашивай)|без\s+(?:подтверждени|ведома)|不要(?:通知|告诉|提及|让)|别告诉|无需确认|"
            r"確認は不要|知らせない|伝えないで|알리지|묻지\s*말고|دون\s+إخبار|دون\s+علم)")
_TOOLISH = (r"(?:" + _A + r"(?:tools?|werkzeug\w*|herramientas?|outils?|strumento|ferramentas?|terminal|shell|"
            r"commands?|commande|comando|befehl)" + _Z + r"|инструмент\w*|команд\w*|терминал\w*|工具|命令|ツール|"
            r"コマンド|도구|터미널|명령|أداة|`[^`\n]{2,80}`|" + _A + r"[a-z]+_[a-z0-9_]+\s*\()")
_SECRET_FILE = r"(?:~/\.ssh/|id_(?:rsa|ed25519|ecdsa)(?!\.pub)|\.aws/credentials|\.netrc|/etc/shadow|os\.environ)"
# a target an order sends to: an e-mail address, a link, an IBAN, a long account or phone number
_TARGET = (r"(?:[a-z0-9._%+-]@[a-z0-9-]+\.[a-z]|https?://|" + _A + r"www\.|" + _A
           + r"[a-z]{2}\d{2}(?:\s?[a-z0-9]{4}){2,}|\d[\d -]{7,}\d|\+\d[\d ()-]{6,}\d)")

# an order: a verb of sending or paying (:mod:`.order_verbs`) or of what an agent does with tools, settings and replies
_DO = (r"(?:" + send_pay_pattern() + r"|" + _A + r"(?:run|execute|call|invoke|use|open|fetch|load|visit|render|"
       r"display|show|include|insert|add|append|post|upload|e-?mail|reply|respond|answer|say|tell|write|print|output|"
       r"reveal|share|grant|give|set|change|disable|enable|(?:turn|switch)\s+(?:off|on)|delete|remove|approve|merge|mark|create|"
       r"accept|download|install|attach|copy|paste|read|list|end|start|begin|wrap|initiate|move|update|reset|"
       r"export|push|put|make|"
       r"ejecuta|ejecute|usa|abre|abra|muestra|muestre|incluye|incluya|añade|añada|agrega|agregue|responde|responda|"
       r"escribe|comparte|concede|cambia|cambie|desactiva|desactive|activa|borra|elimina|aprueba|descarga|instala|"
       r"adjunta|copia|crea|haz|"
       r"exécute|exécutez|lance|lancez|utilise|utilisez|ouvre|ouvrez|affiche|affichez|ajoute|ajoutez|inclus|réponds|"
       r"répondez|commence|commencez|dis|dites|écris|partage|accorde|change|changez|modifie|modifiez|désactive|"
       r"désactivez|active|supprime|supprimez|approuve|télécharge|installe|effectue|effectuez|fais|faites|"
       r"führe|führen|starte|nutze|verwende|benutze|öffne|lade|zeige|füge|antworte|sag|sage|schreibe|teile|gib|"
       r"gewähre|ändere|ändern|deaktiviere|aktiviere|lösche|genehmige|installiere|kopiere|setze|stelle|erstelle|"
       r"mache|rufe|"
       r"esegui|utilizza|apri|carica|mostra|aggiungi|includi|rispondi|scrivi|condividi|concedi|modifica|imposta|"
       r"disattiva|attiva|cancella|approva|scarica|installa|crea|fai|effettua|"
       r"execute|abra|carregue|mostre|adicione|inclua|diga|escreva|compartilhe|conceda|altere|mude|defina|desative|"
       r"ative|apague|exclua|aprove|baixe|instale|copie|crie|faça|faca)" + _Z
       + r"|" + _A + r"(?:выполни|запусти|используй|открой|загрузи|покажи|добавь|ответь|скажи|напиши|поделись|"
       r"предоставь|измени|отключи|включи|удали|одобри|скачай|установи|скопируй|создай|сделай|вызови|отправь|перешли|"
       r"переведи)\w*"
       r"|请|把|删掉|執行|执行|运行|调用|使用|打开|加载|显示|添加|回答|回复|告诉|分享|授权|修改|改为|更改|关闭|开启|启用|禁用|删除|批准|下载|"
       r"安装|复制|创建|上传|"
       r"してください|して下さい|すること|しなさい|せよ|実行|使って|開いて|表示|追加|回答|返信|変更|無効|有効|削除|承認|"
       r"하세요|해\s?주세요|하십시오|실행|사용|열어|표시|추가|답변|변경|비활성|삭제|승인|설치|전달|넣으세요|"
       r"حوّل|حول|أرسل|ارسل|نفذ|نفّذ|افتح|غيّر|غير|احذف|عطّل|شارك|اكتب|أجب)")

# a sentence's start: the line's start, or a quote, bracket, label colon or list mark within the first 60 characters
# (a YAML or JSON value, a comment, a bullet)
_START = r"(?:[^\n]{0,60}?[\"'“«(\[{>#*:\-–—•]\s*|\s*)"
# the address: nothing, or a word of address ("To the", "Note for any", "Hinweis für den", "All'", "致", "إلى") or
# the reader's reading ("致处理这张发票的", "이 메시지를 읽는") before the machine word; after it up to two short words
# ("AI agent", "KI-Assistenten", "AI 비서") or a clause of its reading ("processing this voicemail", "qui lit ce
# reçu"), then a separator. (A free prefix or gap read "As AI budgets increase, HR teams …" as an address.)
_ADDRESS_WORD = (r"(?:(?:\w+\s+)?(?:note|message|instructions?|hint|tip|reminder|notice|memo|todo|attention|important)"
                 r"\s+(?:for|to)|to|for|dear|hi|hey|hello|attention|attn|hinweis\s+(?:für|an)|nachricht\s+an|an|à|pour|"
                 r"para|nota\s+para|al|ao|alla|all['’]|per|a|для|致|给|写给|إلى|أيها|يا)")
_ARTICLE = r"(?:the|any|all|every|an?|our|el|la|le|les|los|las|l['’]|den|die|das|dem|der|o|os|il|lo|gli)"
_PRE = (r"(?:" + _A + _ADDRESS_WORD + r"\s*(?:" + _A + _ARTICLE + r"\s*)?|" + _A + r"(?:any|every|all)\s+|"
        r"[^\n:：,，.!?。！？]{0,30}?(?:読んでいる|読む|읽는|처리하는|的)\s*)?")
_POST = (r"(?:[ \t\-]?[^\W_]{1,15}){0,2}?(?:[^\n:：,，،.!?。！？]{0,12}?" + _READER
         + r"[^\n:：,，،.!?。！？]{0,50}?)?")
_SEP = r"(?:[:：,，、،]|へ|에게|께|는|은|は|请|在)"
_REST = r"[^\n]{0,200}?"
_SENTENCE = r"[^\n]{0,400}?"

# (what the rest of the sentence must also hold is looked for once the machine word is found: a lookahead at each
# position of a line scanned 400 characters with a long alternation each time)
_STRONG_ADDRESS = ("^" + _START + _PRE + _STRONG + "(?=" + _SENTENCE + r"(?:" + _USER + "|" + _SECRECY + "|" + _TOOLISH
                   + "|" + _READER + "|" + _TARGET + "|" + _SECRET_FILE + r"))" + _POST + _SEP + _REST + _DO)
_ROLE_ADDRESS = ("^" + _START + _PRE + _ROLE + "(?=" + _SENTENCE + r"(?:" + _USER + "|" + _SECRECY + "|" + _TOOLISH + "|"
                 + _READER + "|" + _SECRET_FILE + r"))" + _POST + _SEP + _REST + _DO)
_WHOEVER_ADDRESS = _WHOEVER + r"[^\n.!?。！？]{0,20}?[:：,，]" + _REST + _DO
_MUST = (r"(?:must|should|needs?\s+to|has\s+to|have\s+to|is\s+(?:required|expected|instructed|asked)\s+to|shall)")
# (what the sentence must also hold, and the gap it is looked for in: :mod:`.gap_windows` reads the same two)
MUST_NEEDED = r"(?:" + _USER + "|" + _SECRECY + "|" + _TARGET + "|" + _SECRET_FILE + r")"
MUST_GAP = 400
_MUST_NEEDS = "(?=" + _SENTENCE + MUST_NEEDED + ")"
assert _SENTENCE == r"[^\n]{0,%d}?" % MUST_GAP
# (what the sentence must also hold, looked for once the machine word is found)
_MACHINE_MUST = (r"(?:" + _A + r"(?:the|any|every|an?|it)\s+(?:\w+\s+){0,1}?(?:" + _MACHINE + "|" + _A + r"models?" + _Z + r")" + _MUST_NEEDS + r"(?:\s+"
                 + _READER
                 + r"[^\n,.!?]{0,30}?)?\s*,?\s*" + _MUST + r"\s+(?:first\s+|also\s+|now\s+|\w+ly\s+)?" + _DO
                 + "|" + _A + r"if\s+an?\s+(?:\w+\s+){0,1}?" + _MACHINE + _MUST_NEEDS + r"\s+" + _READER + r"[^\n.!?]{0,40}?,\s*"
                 r"(?:it|you|they)\s+" + _MUST + r"\s+" + _DO + ")")

# a placeholder for the user's or the conversation's data in a link's query
_DATA_WORD = (r"(?:conversation|chat|history|messages?|password|passwort|contraseña|senha|secret|api\s+key|token|"
              r"cookie|session|e-?mail|name|address|phone|otp|code|user|benutzer\w*|usuari\w*|utilisateur|"
              r"пользовател\w*|用户|ユーザー|사용자|对话|聊天)")
_PLACEHOLDER = (r"(?:\{[^}\n]{0,40}?" + _DATA_WORD + r"[^}\n]{0,40}\}|<[^>\n]{0,40}?" + _DATA_WORD + r"[^>\n]{0,40}>|"
                r"\{[^}\n]*[^\x00-\x7f][^}\n]*\}|[^\x00-\x7f\s)&]{2,})")
_TEMPLATED_URL = (r"https?://[^\s)\"'<>]{1,200}?[?&][a-z0-9_]{1,20}=" + _PLACEHOLDER
                  + r"|^(?=" + _SENTENCE + r"(?:" + _USER + r"|" + _A + r"(?:this\s+chat|the\s+chat|the\s+conversation|"
                  r"this\s+conversation|chat\s+history)" + _Z + r"))" + r"[^\n]{0,200}?https?://[^\s)\"'<>]{1,200}?"
                  r"[?&][a-z0-9_]{1,20}=(?=[\s)\"'\]]|$)")

_QUOTED = (r"[\"'“”‘«„「『]\s*(?!(?:yes|no|y|n|s[ií]|sim|non?|oui|ja|nein|да|нет|ok|okay|true|false|stop|是|否)\s*"
           r"[\"'”’»」』“])[^\"'”’»」』\n]{2,60}[\"'”’»」』“]")
_REPLY_VERB = (r"(?:answer|respond|reply|responde|responda|rispondi|risponda|réponds|répondez|antworte|beantworte|"
               r"отвечай\w*|ответь\w*)")
_EVERY = (r"(?:every|all|each|any|todas\s+(?:las|as)|cada|ogni|tutte\s+le|chaque|toutes\s+(?:les|tes|vos)|jede[nrs]?|"
          r"alle|все|кажд\w+|любо\w+)")
_ASKED = (r"(?:questions?|messages?|prompts?|requests?|queries|preguntas?|mensajes?|perguntas?|mensagens?|domand[ae]|"
          r"messagg[io]|fragen?|nachrichten?|вопрос\w*|сообщени\w*)")
_REPLIES = r"(?:repl(?:y|ies)|answers?|responses?|respuestas?|respostas?|rispost[ae]|réponses?|antworten?|ответ\w*)"
_ONLY = (r"(?:only|just|solely|exclusively|solo|sólo|solamente|únicamente|apenas|somente|só|soltanto|unicamente|"
         r"uniquement|seulement|nur|ausschließlich|только|лишь)")
_REPLY_HIJACK = (_A + _REPLY_VERB + r"\s+(?:to\s+|a\s+|à\s+|auf\s+|на\s+)?" + _EVERY + r"\s+(?:\w+\s+){0,2}?" + _ASKED
                 + r"[^\n.!?]{0,40}?" + _A + _ONLY + r"\s+(?:with|con|com|par|avec|mit|by)?\s*" + _QUOTED
                 + r"|" + _A + r"(?:start|begin|end|commence|commencez|termine|terminez|empieza|comienza|termina|"
                 r"comece|inicie|inizia|beginne|beende)\s+(?:your\s+|tes\s+|vos\s+|tu\s+|sua\s+)?" + r"(?:" + _EVERY
                 + r"\s+)?(?:\w+\s+){0,1}?" + _REPLIES + r"\s+(?:with|par|con|com|mit|by)\s+(?:the\s+text\s+)?"
                 + _QUOTED
                 + r"|只(?:能|许|准|可以)?(?:回答|回复|答复|输出|说)\s*" + _QUOTED
                 + r"|" + _QUOTED + r"\s*(?:とだけ|だけ|のみ)を?(?:回答|返答|答え|出力|返信)"
                 + r"|" + _A + r"(?:(?:say|state|report|tell\s+(?:the\s+)?(?:user|reader)s?)\s+only|only\s+(?:say|state|tell))"
                 r"\s+that" + _Z
                 + r"|" + _A + r"regardless\s+of\s+(?:its|the|their)\s+(?:actual\s+)?contents?" + _Z)

_DANGEROUS_NAME = (r"[a-z0-9_]*(?:send|pay|transfer|wire|delete|remove|drop|wipe|exec|shell|run|upload|post|share|"
                   r"grant|email|mail|forward|money|fund|withdraw|purchase|buy|approve|merge|push|invite)[a-z0-9_]*")
_SPELLED_CALL = (_A + r"(?:use|call|invoke|execute|run|trigger|using)\s+(?:the\s+)?(?=[a-z0-9]*_)" + _DANGEROUS_NAME
                 + r"\s*\([^)\n]{0,120}?(?:=\s*['\"\d]|['\"][^'\"\n]+['\"])"
                 + r"|" + _A + r"(?:also|first|additionally|secretly|quietly|silently)\s+(?:call|invoke|run|execute|use)"
                 r"\s+(?:the\s+)?(?:[a-z]+_[a-z0-9_]+|\w+\s+tool)" + _Z)
_SECRET_FILE_ORDER = (_SECRET_FILE + r"[^\n]{0,120}?" + _A + r"(?:pass|include|send|upload|post|put|attach|paste|copy|"
                      r"e-?mail|forward)" + _Z + r"[^\n]{0,80}?(?:" + _A + r"(?:parameter|argument|field)" + _Z
                      + r"|" + _A + r"to\s+(?:https?://|[\w.+-]+@)|" + _A + r"in\s+(?:your|the)\s+(?:reply|answer|response|"
                      r"output)" + _Z + ")")

AGENT_SPECS: tuple[tuple[str, str, bool], ...] = (
    ("machine_addressed_order", _STRONG_ADDRESS, False),
    ("machine_addressed_order", _ROLE_ADDRESS, False),
    ("machine_addressed_order", _WHOEVER_ADDRESS, False),
    ("machine_must", _MACHINE_MUST, False),
    ("templated_exfil_url", _TEMPLATED_URL, False),
    ("reply_hijack", _REPLY_HIJACK, False),
    ("spelled_tool_call", _SPELLED_CALL, False),
    ("secret_file_order", _SECRET_FILE_ORDER, False),
)
# (the short words with what follows them; "ia " alone opened every "media " and "via ", "ии " every Russian genitive,
# "bot" every "both", "model" every line about a car or a forecast: 663 of 4,363 lines of AEB prose, rules alone x0.34)
_AI_T = ("ai ", "ai:", "ai,", "ai：", "ai，", "ai-", "ai助", "aiア", "aiエ", "ai在", "aiは", "ai는", "aiへ", "ai에", "ai비",
         " ia ", "'ia ", "’ia ", " ia:", " ia,", " ki ", "ki:", "ki,", "ki-", " ии ", "ии:", "ии,", "ии-", "a.i.")
_STRONG_T = _AI_T + ("llm", "copilot", "chatbot", "gpt", "language model", "modelo de lenguaje", "sprachmodell",
                     "modèle de langage", "智能体", "人工智能", "大模型", "الذكاء")
# ("ssistant": the word "assistant" itself is kept by the page's scan only at a line's start, where it gates the role
# labels of :mod:`.neutralize`)
_ROLE_T = ("ssistant", "agent", "bot:", "bot,", "bots:", "bots,", "asistente", "agente", "assistente", "assistent", "ассистент", "агент",
           "модел", "助手", "助理", "模型", "アシスタント", "エージェント", "비서", "에이전트", "어시스턴트", "المساعد",
           "الوكيل")
AGENT_TRIGGERS: tuple[tuple[str, ...], ...] = (
    _STRONG_T,
    _ROLE_T,
    ("whoever",) + tuple(f"{w} {v}" for w in ("anyone", "anybody")
                         for v in ("read", "process", "handl", "pars", "see")),
    _STRONG_T + _ROLE_T + tuple(f"model{s} {w}" for s in ("", "s") for w in ("must", "should", "need", "has to",
                                                                          "have to", "is ", "shall", "read", "process",
                                                                          "handl", "summar", "pars", "review", "using",
                                                                          "analy", "see")),
    ("http",),
    # (the words of replying, rarer in prose than "only" or "end")
    ("answer", "respond", "reply", "repli", "respuesta", "resposta", "rispond", "rispost", "réponse", "répond",
     "antwort", "ответ", "отвечай", "只", "だけ", "のみ", "only that", "only say", "only state", "only tell",
     "regardless"),
    ("_",) + tuple(f"{a} {b}" for a in ("also", "first", "additionally", "secretly", "quietly", "silently")
                   for b in ("call", "invoke", "run", "execute", "use")),
    ("~/.ssh/", "id_rsa", "id_ed25519", "id_ecdsa", ".aws/credentials", ".netrc", "/etc/shadow", "os.environ"),
)

# the rules read the NFKC form of the text: the patterns and triggers are written in it too
AGENT_SPECS = tuple((reason, unicodedata.normalize("NFKC", p), en) for reason, p, en in AGENT_SPECS)
AGENT_TRIGGERS = tuple(tuple(unicodedata.normalize("NFKC", t) for t in ts) for ts in AGENT_TRIGGERS)

assert len(AGENT_SPECS) == len(AGENT_TRIGGERS)
