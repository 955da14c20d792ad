"""Search-gate quality on every dev set, side by side in one run: the seed keyword list and the rule gate.

Sets (labels come from the data sets' own fields, see ../shared/data/*/README.md):

* FreshQA dev (100): positive = fast/slow-changing, negative = never-changing. NEVER tuned on: a check only.
* SituatedQA temporal, upstream ``dev`` split (2,606): "depends on when asked". Held out from the rules: only the
  ``train`` split (4,438) was looked at while writing rules; its figure is printed too, marked as tuned on.
* RealTimeQA weekly news questions (all positive): 2022 (809) was looked at, 2023 (1,407) was held out. Recall only.
  Both held-out parts were measured by round 8's learned part, then trained on by round 9's refit (role "refit
  on"): from then on their figures are in-sample for the learned part; round 7's blind tables and FreshQA dev are
  the held-out checks left.
  Each question is decided as of its own ``question_date`` (the gate takes today as a parameter). Both years are
  scored again lower-cased, as typed into a search box, where capital letters cannot show the names.
* Timeless explanations (bench/data/timeless.txt, written here, en+zh): how-to and definition questions that must
  stay local; the share NOT searched is printed. Its second part, "stable facts, time words" (40, written before it
  was first scored), holds never-changing facts worded like fresh ones: a song title with a time word, a stated
  past year, a first, a news-like verb.
* Ours, round 4 (bench/data/gate_*.{txt,tsv}, our own wording, written before first scored): news-quiz questions
  (all must search: lower-case, no names, passive voice, "according to reports" ...), timeless and trick questions
  (all must stay local), and FreshQA-style fast / slow / never-changing questions with a false-premise part.
* Round 5 (bench/data/gate_blind_*, gate_tune_*): a blind pair scored before its rules (read, so tuned on, from
  round 6) and a tune pair.
* Round 6 (bench/data/gate_r6_blind_*, gate_r6_tune_*): a blind triple written and scored before any round-6 rule,
  (read from round 7 on, so now tuned on) — news quizzes in new voices (local news, business wires, sports round-ups, science
  weeklies, outlets outside the US/UK, terse lower-case), FreshQA-style fast / slow / never / false-premise
  questions, and "does the answer depend on when it is asked?" questions with timeless look-alikes — and a tune
  triple of the same kinds that the round-6 rules were written from.
* Round 7 (bench/data/gate_r7_blind_*, gate_r7_tune_*): a new blind triple in voices not written before (regional
  quiz formats, tech / crypto / gaming, health agencies, awards, elections worldwide, weather disasters, courts,
  markets; long multi-clause and terse lower-case), scored before any round-7 rule and never read, and a tune triple.
* Round 8 (bench/data/gate_r8_train_local.txt): quiz-voiced timeless questions (history, science, fiction asked as a
  news quiz asks), written to train the learned part on; tuned on.
  And bench/data/gate_r8_freshqa_style.tsv (137): FreshQA-style never-changing facts ("Who wrote The Brothers
  Karamazov?") with look-alikes that do change ("Who is the CEO of Nvidia?"), written to train on, first scored 0.904
  by main's gate; not trained on (it did not help out of fold), its errors read: ours.

* Round 10 (bench/data/gate_r10_blind.tsv, gate_r10_wave2.tsv ... wave4.tsv): 2025-26-style news quizzes with
  invented names and local look-alikes, asked as of 2026-03-02 (R10_TODAY). The first table was written before any
  round-10 change and split by a CRC32 of the question into a "look" part (read while writing rules) and a "held"
  part (only scored); waves 2, 3 and 4 were written after the first, second and third rules and read after their
  first run (role "r10 look"); wave 5, written after the last rules, is only scored ("blind"). None is trained on.
  Printed per voice as well.
* Round 11 (bench/data/gate_r10_wave6.tsv, _wave7.tsv): wave 6 in new voices (finance apps, fans, patch notes,
  local government, launches, rankings, exams, office holders, weather, box office, follow-ups; search-box and
  Weibo-style Chinese) split by CRC32 into a "fit" half (read for round 11's rules) and a "held" half (only scored);
  wave 7, written after round 11's last rule, only scored. News and local also apart by language.
* Round 11b (bench/data/gate_r11_wave8.tsv): wave 8 in voices no earlier wave used (schools, farming, aviation, real
  estate, space, celebrity, transit, pharma, unions, shipping, tours, crypto exchanges, esports, courts abroad; 38
  Chinese news), written before gate11b's change, only scored ("blind"); wave 9 (bench/data/gate_r11_wave9.tsv, 93,
  other new voices), written after gate11b's last rule, only scored. Round 11c: wave 10
  (bench/data/gate_r11_wave10.tsv, 110 Chinese news and 101 Chinese local in voices no wave used), written before
  gate11c's change, only scored ("blind"); bench/data/gate_r11c_entity_probe.txt, 66 English private or timeless
  questions that name something in gate_entity.py's shapes, and bench/data/gate_r11c_zh_local_probe.txt, 61 Chinese
  local questions carrying news words, and bench/data/gate_r11c_zh_news_probe.txt, 60 Chinese news questions mostly
  without time words, all read for round 11c's fixes ("tuned on").
* Round 12 (bench/data/gate_r12_wave11.tsv): wave 11, 162 English news questions in voices no wave used (podcast
  recaps, current-events worksheets, investors, betting lines, travel advisories, recalls, rulings, missions,
  councils, gossip, "is X still", prices now, standings, outages) and 156 that must stay local (FreshQA-style
  never-changing facts, capitalised-name look-alikes, fixed history, myths, definitions, maths, code, personal asks),
  written before gate-en12's change; split by CRC32 into a "fit" half (read for its rules) and a "held" half (only
  scored). Wave 12 (bench/data/gate_r12_wave12.tsv, 64 English news and 64 local in other new voices: traffic,
  drug shortages, mortgages, TV renewals, opening hours, earthquakes, polls, tariffs), written after gate-en12's last
  rule, only scored. Round 13 (gate-en12b) read wave 11's held half and wave 12 for its rules: both tuned on from
  then (role "r13 read"; not in the learned part's training rows). Wave 13 (bench/data/gate_r12_wave13.tsv, 132
  English news and 166 local in voices no wave used: forum titles, voice assistants, a shop bot, markets, health
  news, sysadmins, elections abroad, gardeners, group chat, jobs, fantasy sport; local: essay prompts, trivia, HR,
  tech support, facts), written before gate-en12b's change, held through round 13, then read by round 14
  (gate-en12c) for its rules: tuned on from then (role "r14 read"; not in the learned part's training rows).
  Wave 14 (bench/data/gate_r12_wave14_en.tsv, 123 English news on the present state of named things and 171 local,
  weighted to FreshQA-style never-changing facts with names, numbers and superlatives and to false premises; voices
  no wave used: board-watchers, motorsport, city hall, museums, streaming, airlines, charts, central banks, rankings,
  gaming, store chains, a teacher's current-events warm-up), written before gate-en12c's change, held entirely
  ("blind", never read).
* Round 12, Chinese (bench/data/gate_r12_zh_wave12.tsv): gate-zh12's wave 12, 133 Chinese news and 131 Chinese
  local questions in voices no wave used (知乎, 百度知道, 贴吧, 微信群, 股吧, 懂车帝, 豆瓣, B站, PTT, 连登, 新加坡华文报, patches, exams,
  transfers, prices, stoppages, local policy, stars, launches), written before gate-zh12's change, split by CRC32
  of "w12:" + the question into a "fit" half (read for its rules) and a "held" half (only scored);
  bench/data/gate_r12_zh_probe.tsv, 60 Chinese news in the state / rate / schedule / standing / office-holder
  shapes and 60 look-alikes, written after round 12's first rule and read for its fixes ("tuned on");
  bench/data/gate_r12_zh_probe2.tsv, 80 Chinese questions with hard words that ask advice, a how-to, an
  explanation or a task and 20 news look-alikes, written after wave 13 and read ("tuned on");
  bench/data/gate_r12_zh_probe3.tsv (40 / 40, written after that, read: "tuned on");
  bench/data/gate_r12_zh_wave13.tsv, Chinese in other new voices, written after round 12's state/rate rules
  (before its advice rule), only scored ("blind"); and bench/data/gate_r12_zh_wave14.tsv, Chinese in yet other
  voices, written after round 12's very last rule, only scored; bench/data/gate_r12_zh_wave15.tsv (gate-zh12b,
  105 news / 187 local in voices no zh wave used: parents, babies, fitness, Chinese medicine, recipes, law, money,
  exams, essays, idioms, code errors, Excel, travel, pets, decoration, relationships, work, voice assistants),
  written before gate-zh12b's change, only scored ("blind"). gate-zh12b read wave 12's held half and wave 13 for
  its fixes: from then on both are "tuned on" (their roles below say so); bench/data/gate_r12_zh_probe4.tsv (20 /
  40, gate-zh12b's own probe in other voices, written after its first rules, read: "tuned on");
  bench/data/gate_r12_private_probe.tsv (privacy12: 120 private / workplace / family questions with names, en + zh,
  that must stay local, and 120 public twins of the same shapes that must search), written before privacy12's
  change and first scored on main, only scored ("blind").
* Round 12's end-of-round estimate (measure12): bench/data/gate_r12_wave16_en.tsv (80 English news / 80 local in
  voices no wave used: birders, skiing, books, theatre, royals, sky-watching, pollen and air, wine, surf, reality TV)
  and bench/data/gate_r12_zh_wave16.tsv (60 Chinese news / 60 local, Simplified and Traditional: birders, skiing,
  literature, opera, tea, the seaside, flowers, temples, angling, weddings), written after round 12's last gate rule
  (main 451e67b) by a helper who wrote no rule, scored once, only scored ("blind", never read).
* Round 13 (gate-en13): bench/data/gate_r13_wave17_en.tsv (110 English news / 110 local; news in voices no wave used
  in this form: logistics, pharma approvals, space launches, crypto exchanges, esports, strikes, pending cases,
  central banks, app stores, box office, transfers; local weighted to FreshQA-style never-changing facts and false
  premises in news shapes), written before gate-en13's first change, scored once, only scored ("blind"); its misses
  read by gate-en14 for its fixes (role "r14 read", tuned on from then).
* Round 14 (gate-en14): bench/data/gate_r14_wave18_en.tsv (112 English must-search / 118 local; 92 news in voices
  no wave used in this form: mining, airline routes, universities, charts, smaller countries' elections, recalls,
  cyber incidents, weather seasons, motorsport, NGO appointments, game patches; 20 timeless-looking but changing:
  often-broken records, latest versions of standards; local in FreshQA's shapes: never-changing facts, stable
  superlatives, finished careers and franchises, dated history, false premises, counts fixed by nature), written
  before gate-en14's first change, scored once, only scored ("blind", never read).
  And bench/data/gate_r14_probe_en.tsv (204 local / 44 search: finished tallies, franchises, bands, superlatives,
  nature's counts, dated history, false premises and their running twins), written after wave 18's first run and
  read for gate-en14's fixes ("tuned on").
* Round 15 (gate-en15): bench/data/gate_r15_wave19_en.tsv (235 English rows: 97 news in voices and topics no wave
  used: grain and food prices, freight and ports, smaller central banks, exhibitions, lesser leagues' windows, space
  missions in flight, tech layoffs, trials under way, festival line-ups, app charts, outbreaks, "who won" with the
  year implied, terse lower case; 23 slow-changing facts that look timeless; 115 local in FreshQA's never-changing
  and false-premise shapes), written before gate-en15's first change, scored once, only scored ("blind", never
  read). Wave 18 was read by gate-en15 for its fixes (role "r15 read"). bench/data/gate_r15_probe_en.tsv (84 local /
  28 search in two parts), written after gate-en15's first and second fixes and read for the next ("tuned on").
* Round 14 (gate-zh14): bench/data/gate_r14_zh_wave18.tsv (104 Chinese news / 122 local, a quarter Traditional or
  Cantonese; news in voices no zh wave used: EV prices and sales charts, airlines, university rankings and presidents,
  music charts, Taiwan / Hong Kong local elections, recalls, cyber incidents, racing, game updates, fund managers,
  driving / purchase limits, flu and vaccines, exchange rates; local weighted to never-changing facts, false premises
  and one's own plans with 今晚 / 明晚), written before gate-zh14's change, scored once, only scored ("blind"):
  first run on main 938af45 news / kept local 0.971 / 0.844, after gate-zh14's fixes 0.971 / 0.885.
* Round 16 (gate16): bench/data/gate_r16_wave20.tsv (322 rows, 222 English / 100 Chinese; 169 must search, 153
  local): FreshQA-like questions typed as a crowd worker would (never-changing facts naming companies, people, firsts
  and records beside slow / fast-changing twins, finished vs running careers' counts, false premises about the fixed
  past vs a present state), SituatedQA-like office holders / champions / records / latest works vs their fixed twins,
  statement checks ("true or false:"), multiple choice, second-language English, terse "x vs y", a late-2026 news
  quiz (fill in the blank); Chinese 填空 / 选择题 / 判断题. Written before gate16's change, asked as of 2026-12-05
  (R16_TODAY), split by CRC32 of "w20:" + the question into a "fit" half (read for rules) and a "held" half (only
  scored; also printed by language).
* Round 17 (gate17): bench/data/gate_r17_wave21.tsv (305 rows, 213 English / 92 Chinese; 151 must search, 154
  local): never-changing questions that look current (companies, founders, firsts, "named after", definitions of
  recent-sounding tech terms, "who was president when", units, how-to, contrasts outside computing, finished careers)
  beside their changing twins, false premises about the past (local) vs a present state (search), SituatedQA-like
  "who has the most / when is the next / how many / who plays", a weekly 2026 news quiz; written before gate17's
  change, asked as of 2026-12-06 (R17_TODAY), split by CRC32 of "w21:" + the question into a "fit" half (read for
  rules) and a "held" half (only scored; also printed by language).
  And bench/data/gate_r17_wave21b.tsv (100 rows, 65 English / 35 Chinese, 50 / 50): the same kinds in other voices,
  written after gate17's last rule, held whole, only scored.
* Round 17b (gate17b): bench/data/gate_r17_wave22.tsv (160 rows, 112 English / 48 Chinese; 80 must search, 80
  local) in a voice assistant's, a student's, a traveller's, an investor's, a fan's, a patient's and a developer's
  voices: FreshQA's four kinds, SituatedQA-like "depends on when" and fixed twins, a late-2026 news quiz, private
  questions; written before gate17b's change, asked as of 2026-12-06, split by CRC32 of "w22:" + the question into a
  "fit" half (read for rules) and a "held" half (only scored; also printed by language).
  And bench/data/gate_r17_wave22b.tsv (62 rows, 44 English / 18 Chinese, 31 / 31): other voices, written after
  gate17b's last rule, held whole, only scored.
* Round 18 (gate18): bench/data/gate_r18_wave23.tsv (332 rows, 242 English / 90 Chinese; 160 must search, 172
  local), a FreshQA-TEST-like wave as crowd workers write it: never-changing questions beside their slow / fast-
  changing twins about the same entity, false premises about the past (local) and a present state (search),
  numbers and superlatives fixed by nature, terse lower-case, long chatty, non-native English, Chinese in 知乎 / 百度知道
  voices; labelled by "would the answer differ if asked a year from now?"; written before gate18's change, asked as
  of 2026-12-06, split by CRC32 of "w23:" + the question into a "fit" half (read for rules) and a "held" half (only
  scored; also printed by language).
  And bench/data/gate_r18_wave23b.tsv (60 rows, 40 English / 20 Chinese, 30 / 30): other wordings of gate18's rule
  classes, written after its rules by their author, held whole, only scored.
* Round 18 (gate18b): bench/data/gate_r18_wave24.tsv (215 rows, 166 English / 49 Chinese; 154 must search, 61
  local): changing facts asked with NO time word (holders of roles, growing counts, breakable records, owners, where
  a thing is, fees, statuses, product line-ups) beside fixed look-alikes (founders, firsts, dated results,
  definitions); written before gate18b's change, asked as of 2026-12-06, split by CRC32 of "w24:" + the question into
  a "fit" half (read for rules) and a "held" half (only scored; also printed by language).
* Round 18 (gate18c): bench/data/gate_r18_wave25.tsv (100 rows, 30 English / 70 Chinese; 54 must search, 46
  local): Chinese in voices no set used (微博热搜, 贴吧, 小红书, 家长群, 老年人语音转写, 港台用语) and English finished
  bands / retired players / dissolved companies asked in the present tense beside running twins; written before
  gate18c's change, asked as of 2026-12-06, split by CRC32 of "w25:" + the question into a "fit" half and a "held"
  half (only scored; also printed by language).
* Round 19 (gate19): bench/data/gate_r19_wave26.tsv (288 rows, 229 English / 59 Chinese; 183 must search, 105
  local), FreshQA-TEST-like questions in voices no wave used (trivia-app players, homework checks, sports / music /
  film fans, investors, travellers, gamers, crypto and tech forums; 虎扑 / 雪球 / NGA / 马蜂窝 / 作业帮 / 币圈 / V2EX):
  ages, spouses, coaches, voices, ranks, market values, venues and fees asked bare beside never-changing twins, false
  premises of both kinds; written before gate19's change, asked as of 2026-12-06, split by CRC32 of "w26:" + the
  question into a "fit" half (read for rules) and a "held" half (only scored; also printed by language).
* Round 19 (gate19c): bench/data/gate_r19_wave28.tsv (145 rows, 109 English / 36 Chinese; 95 must search, 50 local):
  changing facts asked with no time word in voices no wave used (ESL learners' broken English, voice-assistant
  transcripts, kids' homework helpers, retirees, Quora titles; 小学生作业帮 / 老年人语音 / 抖音评论区) beside
  never-changing twins; written before gate19c's change, asked as of 2026-12-06, split by CRC32 of "w28:" + the
  question into a "fit" half (read for rules) and a "held" half (only scored; also printed by language).
* Round 19 (gate19b): bench/data/gate_r19_wave27.tsv (256 rows, 206 English / 50 Chinese): (a) 118 news questions
  as other outlets' weekly quizzes and news-literacy worksheets word them (a local paper, a business weekly, a sports
  desk, a science desk, a kids' news site, 新闻周测 / 时政题; multiple-choice stems; a definite event with no time
  word), all must search; (b) 138 "does the answer depend on when it is asked?" questions in the shapes of other
  temporal-QA sets (cloze, knowledge-graph triples, present-anchored multi-hop, roles of living people, facts that
  move) beside timeless and dated twins (72 / 66); written before gate19b's change, asked as of 2026-12-06, split by
  CRC32 of "w27:" + the question into a "fit" half (read for rules) and a "held" half (only scored).
* Round 19 (review19a): bench/data/gate_r19_review19a.tsv (119 rows, 99 English / 20 Chinese; 40 must search, 79
  local): never-changing look-alikes in gate19's bare / opener slots (fictional characters' homes, teams, ages and
  voices; retired or dead players; the dead's ages; past venues; fixed conversions; launch prices; definitions of a
  yield or a P/E; visas in general) beside changing twins, written before review19a's change, asked as of
  2026-12-06, split by CRC32 of "r19a:" + the question into a "fit" half (read for rules) and a "held" half.
* Round 20 (review20g): bench/data/gate_r20_review20g.tsv (114 rows, 92 English / 22 Chinese; 40 must search, 74
  local): never-changing look-alikes in gate20's slots (old renames asked as history, historic counts, records fixed by
  definition, "what did X do again" recaps, historic closures, past holders' facts, finished seasons' tables, textbook
  tolls, old Chinese policy amounts) beside changing twins, written before review20g's change, asked as of 2026-12-06,
  split by CRC32 of "r20g:" + the question into a "fit" half (read for rules) and a "held" half.
* Round 20 (gate20-learned): bench/data/gate_r20_wave30.tsv (200 rows, 160 English / 40 Chinese; 100 must search,
  100 local), a judge the learned part was never fitted on, in voices no wave used as a whole (customer-support chat
  openers, homework, travel forums, medical-info seekers whose private asks stay local, developers on library
  versions, sports, markets, definitions and history; 电商客服 / 问医生 / 程序员 / 旅游攻略 / 学生作业); written before
  gate20-learned's change, asked as of 2026-12-06, split by CRC32 of "w30:" + the question into a "fit" half and a
  "held" half (only scored; also printed by language).
* Round 20 (gate20): bench/data/gate_r20_wave29.tsv (292 rows, 234 English / 58 Chinese; 186 must search, 106
  local): FreshQA-TEST-like questions with mostly no time word in voices no wave used (pub-quiz setters, Reddit askers,
  a language learner's chatbot, parents, chess / climbing / birding / car / watch / anime / K-pop / e-sports / F1 /
  cricket hobbyists, councils, transit; 知乎 / 学中文 / 家长 / 棋迷): title holders, records, open counts, prices and
  fees, owners, renames, line-ups, "still", false premises of both kinds, never-changing twins; written before
  gate20's change, asked as of 2026-12-06, split by CRC32 of "w29:" + the question into a "fit" half (read for
  rules) and a "held" half (only scored; also printed by language).
* Round 20 (gate20-local): bench/data/gate_r20_wave31.tsv (232 rows, 184 English / 48 Chinese; 63 must search, 169
  local): never-changing questions in shapes that look current (founders, firsts, debut albums, openings, laws' years,
  records set in a named year, "who was the CEO when ...", false premises about the past, present-tense definitions,
  counts fixed by nature) beside changing twins, in a fact-checker's, a lawyer's, a teenager's, a non-native
  speaker's and a parser test writer's voices; written before gate20-local's change, asked as of 2026-12-06, split by
  CRC32 of "w31:" + the question into a "fit" half (read for rules) and a "held" half (only scored).
* Round 21 (gate21-local): bench/data/gate_r21_wave33.tsv (302 rows, 243 English / 59 Chinese; 100 must search, 202
  local): never-changing questions that look current in voices no wave used as a whole (trivia-app cards, museum
  visitors, "did you know" readers, homework of every subject with grammar tasks quoting fresh words and history in
  the present tense, etymology, rules of games, recipes and units, acronyms, crossword clues, a grandchild, ESL),
  false premises about the fixed past (local) and a present state (search), companies' fixed origins, fresh words in
  fixed frames; beside changing twins; written before gate21-local's change, asked as of 2026-12-06, split by CRC32
  of "w33:" + the question into a "fit" half (read for rules) and a "held" half (only scored).
  And bench/data/gate_r21_review21l.tsv (43 rows, 23 must search / 20 local): look-alikes on both sides of each of
  gate21-local's frames, written after its last rule, scored once beside main (base 0.674, branch 0.814 accuracy),
  then read for three cost fixes ("r21l read"); and its part b (gate_r21_review21l_b.tsv, 10 rows on two later rules,
  scored once: base 8/10, branch 6/10, then read for one fix).
* Round 21 (gate21): bench/data/gate_r21_wave32.tsv (283 rows, 219 English / 64 Chinese; 182 must search, 101
  local): a news-quiz writer working from this week's wire with no time word, crossword / pub-quiz setters, investors,
  job seekers, patients, civics students, gamers, travellers, developers, "still", "what happened with"; 知乎 / 微博 /
  小红书; beside never-changing twins; written before gate21's change, asked as of 2026-12-06, split by CRC32 of
  "w32:" + the question into a "fit" half (read for rules) and a "held" half (only scored; also printed by language).
* Round 21 (gate21's self-review): bench/data/gate_r21_review21g.tsv (52 rows, 42 English / 10 Chinese; 20 must
  search, 32 local): look-alikes just outside or on the other side of gate21's new shapes (a past tense, a
  definition, a history, advice, the user's own affairs, a charter's fixed count beside changing twins), written after
  gate21's last rule, scored once base vs branch.
* Round 22 (gate22-local): bench/data/gate_r22_wave35.tsv (290 rows, 238 English / 52 Chinese; 98 must search, 192
  local): questions as FreshQA's crowd annotators write them (plain encyclopedic facts, superlatives of fixed sets,
  records that cannot move, deceased people's facts, works' facts, counts of fixed sets, present-tense words in
  frames that fix the answer, false premises about the fixed past and about a present state) beside changing twins;
  written before gate22-local's change, asked as of 2026-12-06, split by CRC32 of "w35:" + the question into a "fit"
  half (read for rules) and a "held" half (only scored; also printed by language).
  And bench/data/gate_r22_review22l.tsv (42 rows, 20 must search / 22 local): look-alikes on both sides of each of
  gate22-local's frames, written after its last rule, scored once beside main, then read for its cost fixes.
* Round 22 (gate22): bench/data/gate_r22_wave34.tsv (334 rows, 269 English / 65 Chinese; 210 must search, 124
  local): search-box fragments with typos, rambling context-first questions, quoted headlines, services' live states,
  elections, recalls, court cases, transfers and injuries, charts and box office, rates, firms' actions; 贴吧 / B站 /
  抖音 / 头条; beside never-changing twins; written before gate22's change, asked as of 2026-12-06, split by CRC32 of
  "w34:" + the question into a "fit" half (read for rules) and a "held" half (only scored; also printed by language).
* Round 22 (gate22's self-review): bench/data/gate_r22_review22g.tsv (55 rows, 48 English / 7 Chinese; 21 must
  search, 34 local): look-alikes just outside or on the other side of gate22's new shapes, written after gate22's
  last rule, scored once base vs branch.
* Round 23 (privacy23): bench/data/gate_r23_private.tsv (238 rows, 178 English / 60 Chinese; 119 public must search,
  119 private local): the user's own people, things, organisation and body in voices of chat-app users, parents,
  small-business owners, developers, HR / finance staff, students, patients and pasted e-mails / orders, beside public
  twins; written before privacy23's change, asked as of 2026-12-06, split by CRC32 of "p23:" + the question into a
  "fit" half (read for rules) and a "held" half (only scored; also printed by language). And
  bench/data/gate_r23_review_privacy.tsv (44 rows, 30 English / 14 Chinese; 22 public / 22 private): look-alikes on
  both sides of privacy23's frames, written after its last rule, scored once base vs branch.
* Round 23 (gate23): bench/data/gate_r23_wave36.tsv (334 rows, 267 English / 67 Chinese; 165 must search, 169
  local; 62 false premises): quiz cards (Jeopardy-style clues, multiple choice, true or false, fill in the blank,
  "Name the ..."), crowd workers' terse keyword questions, students naming their assignment, false premises of both
  kinds, fixed facts about changing-looking entities beside their changing twins; 判断题 / 选择题 / 填空题 / 百度知道;
  written before gate23's change, asked as of 2026-12-06, split by CRC32 of "w36:" + the question into a "fit" half
  (read for rules) and a "held" half (only scored; also printed by language).
  And bench/data/gate_r23_review23g.tsv (43 rows, 20 must search / 23 local): look-alikes on both sides of each of
  gate23's new rules, written after its last rule, scored once base vs branch.

Columns: the seed keywords, the rules alone (``decide_by_rules``) and the gate (the rules with the learned part of
``scripts/train_gate.py``, trained on the "tuned on", "ours" and "refit on" sets only; ``--model-before`` adds the
gate with another model file beside it). Balanced accuracy = (recall +
specificity) / 2.
Run: python bench/bench_gate.py [--base OTHER/src] [--before OLD_GATE_PY] [--model-before OLD_MODEL_TSV_GZ] [--kb 0.3]
[--show-errors SET]  (``--base /work/main/src``: main's whole gate beside this tree's, in one run)
(``git show 2d652f4:src/groundwire/decide/gate.py > /tmp/gate_before.py`` gives the gate before issue 8.)
"""

from __future__ import annotations

import argparse
import importlib.util
import inspect
import csv
import json
import re
import sys
import time
import zlib
from datetime import date
from collections.abc import Callable
from pathlib import Path

from groundwire.decide.gate import decide, decide_by_rules
from _paths import SHARED_DATA  # noqa: E402  (bench/ is on sys.path when run as a script)

HERE = Path(__file__).resolve().parent

# The seed keyword list the project started from (the short lists in the issue), matched as substrings/words.
SEED_ZH = ("帮我搜一下", "搜一下", "去查查", "查一下", "看看现在", "最新", "最近", "今天", "昨天", "明天", "今年", "明年",
           "本周", "发布会", "发布了", "报价", "价格", "比分", "股价", "新闻", "天气", "汇率", "版本")
SEED_EN = re.compile(r"\b(?:search for|look up|google it|latest|recent|today|now|current|this year|price|score|"
                     r"stock|news|weather|release|version)\b", re.IGNORECASE)

FRESHQA_STYLE = "r8 FreshQA-style"  # our FreshQA-style table: measured, not trained on (scripts/train_gate.py)
FRESHQA_STYLE_FILE = "gate_r8_freshqa_style.tsv"

R10_FILE = "gate_r10_blind.tsv"  # round 10's blind table: part, style, label, question
R10_WAVE2_FILE = "gate_r10_wave2.tsv"  # its second wave: style, label, question
R10_WAVE3_FILE = "gate_r10_wave3.tsv"  # its third wave: style, label, question
R10_WAVE4_FILE = "gate_r10_wave4.tsv"  # its fourth wave, only scored
R10_WAVE5_FILE = "gate_r10_wave5.tsv"  # its fifth wave, only scored
R10_WAVE6_FILE = "gate_r10_wave6.tsv"  # round 11's wave 6: a fit half (read for rules) and a held half (only scored)
R10_WAVE7_FILE = "gate_r10_wave7.tsv"  # round 11's wave 7, written after its last rule: only scored
R11_WAVE8_FILE = "gate_r11_wave8.tsv"  # round 11b's wave 8, new voices, written before its change: only scored
R11_WAVE9_FILE = "gate_r11_wave9.tsv"  # round 11b's wave 9, new voices, written after its last rule: only scored
R11_WAVE10_FILE = "gate_r11_wave10.tsv"  # round 11c's wave 10, Chinese, new voices, written before its change: only scored
R12_WAVE11_FILE = "gate_r12_wave11.tsv"  # round 12's wave 11, English, new voices: a fit half and a held half
R12_WAVE12_FILE = "gate_r12_wave12.tsv"  # round 12's wave 12, English, new voices, written after its last rule
R12_WAVE13_FILE = "gate_r12_wave13.tsv"  # round 13's wave 13, English, new voices, written before its first change
R12_WAVE14_EN_FILE = "gate_r12_wave14_en.tsv"  # round 14's wave 14, English, new voices, written before its first change
R12_ZH_WAVE12_FILE = "gate_r12_zh_wave12.tsv"  # round 12's wave 12, Chinese, new voices: a fit half, a held half (scored)
R12_ZH_WAVE13_FILE = "gate_r12_zh_wave13.tsv"  # round 12's wave 13, Chinese, written mid-round, never read: only scored
R12_ZH_WAVE14_FILE = "gate_r12_zh_wave14.tsv"  # round 12's wave 14, Chinese, written after its very last rule: only scored
R12_ZH_PROBE4_FILE = "gate_r12_zh_probe4.tsv"  # gate-zh12b's probe, written after its first rules, read: tuned on
R12_ZH_WAVE15_FILE = "gate_r12_zh_wave15.tsv"  # gate-zh12b's wave 15, Chinese, written before its change: only scored
R12_WAVE16_EN_FILE = "gate_r12_wave16_en.tsv"  # measure12's wave 16, English, after round 12's last rule: only scored
R13_WAVE17_EN_FILE = "gate_r13_wave17_en.tsv"  # gate-en13's wave 17, English, written before its first change: only scored
R14_WAVE18_EN_FILE = "gate_r14_wave18_en.tsv"  # gate-en14's wave 18, English, written before its first change: only scored
R15_WAVE19_EN_FILE = "gate_r15_wave19_en.tsv"  # gate-en15's wave 19, English, written before its first change: only scored
R15_TERSE_EN_FILE = "gate_r15_terse_en.tsv"  # gate-terse15's search-box fragments: a fit half and a held half
R15_PROBE_EN_FILE = "gate_r15_probe_en.tsv"  # gate-en15's probe, written after its first fixes, read: tuned on
R16_WAVE20_FILE = "gate_r16_wave20.tsv"  # gate16's wave 20, en + zh, written before its change: a fit and a held half
R17_WAVE21_FILE = "gate_r17_wave21.tsv"  # gate17's wave 21, en + zh, written before its change: a fit and a held half
R17_WAVE21B_FILE = "gate_r17_wave21b.tsv"  # gate17's wave 21b, en + zh, written after its last rule: only scored
R17_WAVE22_FILE = "gate_r17_wave22.tsv"  # gate17b's wave 22, en + zh, written before its change: a fit and a held half
R17_WAVE22B_FILE = "gate_r17_wave22b.tsv"  # gate17b's wave 22b, en + zh, written after its last rule: only scored
R18_WAVE23_FILE = "gate_r18_wave23.tsv"  # gate18's wave 23, en + zh, written before its change: a fit and a held half
R18_WAVE23B_FILE = "gate_r18_wave23b.tsv"  # gate18's wave 23b, en + zh, written after its rules: only scored
R18_WAVE24_FILE = "gate_r18_wave24.tsv"  # gate18b's wave 24, en + zh, no time words, written before its change: fit / held
R18_WAVE25_FILE = "gate_r18_wave25.tsv"  # gate18c's wave 25, zh voices + finished-vs-running en, before its change: fit / held
R19_WAVE26_FILE = "gate_r19_wave26.tsv"  # gate19's wave 26, en + zh fans / investors / gamers ..., before its change: fit / held
R19_WAVE28_FILE = "gate_r19_wave28.tsv"  # gate19c's wave 28, en + zh ESL / voice / kids / retirees ..., before its change: fit / held
R19_WAVE27_FILE = "gate_r19_wave27.tsv"  # gate19b's wave 27, other outlets' news quizzes + temporal-QA shapes: fit / held
R19_WAVE27_NEWS_STYLES = frozenset({"local27", "biz27", "sport27", "sci27", "kids27", "lit27", "mc27", "bare27",
                                    "zhnews27", "zhshizheng27"})  # part (a): the news questions, all must search
R19_REVIEW19A_FILE = "gate_r19_review19a.tsv"  # review19a's never-changing look-alikes in gate19's slots + twins: fit / held
R20_WAVE30_FILE = "gate_r20_wave30.tsv"  # gate20-learned's wave 30, en + zh, a judge the learned part never saw: fit / held
R20_WAVE29_FILE = "gate_r20_wave29.tsv"  # gate20's wave 29, en + zh quiz setters / hobbyists / parents ..., before its change: fit / held
R20_WAVE31_FILE = "gate_r20_wave31.tsv"  # gate20-local's never-changing questions that look current + twins: fit / held
R21_WAVE33_FILE = "gate_r21_wave33.tsv"  # gate21-local's never-changing questions in new voices + twins: fit / held
R21_REVIEW21L_FILE = "gate_r21_review21l.tsv"  # gate21-local's look-alike self-review, read after one scoring
R21_REVIEW21L_B_FILE = "gate_r21_review21l_b.tsv"  # its part b, on the two rules written after part a
R21_WAVE32_FILE = "gate_r21_wave32.tsv"  # gate21's wave 32, en + zh news quiz / investors / patients / gamers ..., before its change: fit / held
R21_REVIEW21G_FILE = "gate_r21_review21g.tsv"  # gate21's look-alikes of its own new shapes, scored once after its last rule
R22_REVIEW22L_FILE = "gate_r22_review22l.tsv"  # gate22-local's look-alike self-review, read after one scoring
R22_WAVE35_FILE = "gate_r22_wave35.tsv"  # gate22-local's FreshQA-annotator-style never-changing questions + twins: fit / held
R22_WAVE34_FILE = "gate_r22_wave34.tsv"  # gate22's wave 34, en + zh fragments / rambling / headlines / services ..., before its change: fit / held
R22_REVIEW22G_FILE = "gate_r22_review22g.tsv"  # gate22's look-alikes of its own new shapes, scored once after its last rule
R23_WAVE36_FILE = "gate_r23_wave36.tsv"  # gate23's wave 36, en + zh quiz cards / crowd workers / students / premises / twins, before its change: fit / held
R23_REVIEW23G_FILE = "gate_r23_review23g.tsv"  # gate23's look-alikes of its own new rules, scored once after its last rule
R20_REVIEW20G_FILE = "gate_r20_review20g.tsv"  # review20g's never-changing look-alikes in gate20's slots + twins: fit / held
R14_PROBE_EN_FILE = "gate_r14_probe_en.tsv"  # gate-en14's probe of finished tallies, superlatives, premises: read
R12_ZH_WAVE16_FILE = "gate_r12_zh_wave16.tsv"  # measure12's wave 16, Chinese, after round 12's last rule: only scored
R13_ZH_WAVE17_FILE = "gate_r13_zh_wave17.tsv"  # gate-zh13's wave 17, Chinese, written before its change; read by zh14
R13_ZH_PROBE_FILE = "gate_r13_zh_probe.tsv"  # gate-zh13's probe, written after its first rules, read: tuned on
R13_ZH_PROBE2_FILE = "gate_r13_zh_probe2.tsv"  # gate-zh13's second probe, new voices, fixed facts, read: tuned on
R14_ZH_WAVE18_FILE = "gate_r14_zh_wave18.tsv"  # gate-zh14's wave 18, Chinese, written before its change: only scored
R12_PRIVATE_PROBE_FILE = "gate_r12_private_probe.tsv"  # privacy12's probe: private/workplace vs public twins, held
R23_PRIVATE_FILE = "gate_r23_private.tsv"  # privacy23's own people / things / organisation / body vs public twins: fit / held
R23_REVIEW_PRIVACY_FILE = "gate_r23_review_privacy.tsv"  # privacy23's look-alikes on both sides of its frames: scored once
R12_ZH_PROBE_FILE = "gate_r12_zh_probe.tsv"  # round 12: Chinese state / rate / schedule shapes and look-alikes, read
R12_ZH_PROBE2_FILE = "gate_r12_zh_probe2.tsv"  # round 12: Chinese hard words in advice / how-to / explanations, read
R12_ZH_PROBE3_FILE = "gate_r12_zh_probe3.tsv"  # round 12: Chinese comparisons, trades, policy starts and look-alikes, read
ENTITY_PROBE_FILE = "gate_r11c_entity_probe.txt"  # round 11c: named but private/timeless English, read for its fixes
ZH_LOCAL_PROBE_FILE = "gate_r11c_zh_local_probe.txt"  # round 11c: Chinese local with news words, read for its fixes
ZH_NEWS_PROBE_FILE = "gate_r11c_zh_news_probe.txt"  # round 11c: Chinese news without time words, read for its fixes
R10_TODAY = date(2026, 3, 2)  # the day its questions are asked (its 2025-26 events are recent then)
R16_TODAY = date(2026, 12, 5)  # the day gate16's wave 20 is asked (its late-2026 news quiz is recent then)
R17_TODAY = date(2026, 12, 6)  # the day gate17's wave 21 is asked (its weekly news quiz is recent then)

Row = tuple[str, bool, "date | None"]  # (question, needs_search, the day it was asked, when known)


def seed_gate(question: str, asked: date | None = None) -> bool:
    return any(w in question for w in SEED_ZH) or bool(SEED_EN.search(question))


def load_freshqa(path: Path) -> list[Row]:
    with path.open(encoding="utf-8", newline="") as fh:
        return [(r["question"], r["fact_type"] in ("fast-changing", "slow-changing"), None)
                for r in csv.DictReader(fh) if r.get("question")]


def load_jsonl(path: Path, keep: Callable[[dict], bool]) -> list[Row]:
    with path.open(encoding="utf-8") as fh:
        rows = [json.loads(line) for line in fh if line.strip()]
    return [(r["question"], bool(r["needs_search"]),
             date.fromisoformat(r["question_date"]) if r.get("question_date") else None) for r in rows if keep(r)]


def load_sets() -> dict[str, tuple[list[Row], str]]:
    """name -> (rows, role). Role: "check" (never tuned on), "blind" (held out, errors never read), "tuned on" (the
    rules were written from its errors), "ours" (our tables), "refit on" (held out through round 8, trained on by
    round 9's refit of the learned part)."""
    gate_dir = SHARED_DATA / "gate"
    sets: dict[str, tuple[list[Row], str]] = {}
    fq = SHARED_DATA / "freshqa" / "freshqa-dev.csv"
    if fq.exists():
        sets["FreshQA dev"] = (load_freshqa(fq), "check")
    sq = gate_dir / "situatedqa-temporal.jsonl"
    # "refit on": held out through round 8 (the rules never read their errors), then added to the learned part's
    # training rows by round 9's final refit (scripts/train_gate.py): its figures are in-sample from then on
    if sq.exists():
        sets["SituatedQA dev split"] = (load_jsonl(sq, lambda r: r["split"] == "dev"), "refit on")
        sets["SituatedQA train split"] = (load_jsonl(sq, lambda r: r["split"] == "train"), "tuned on")
    rt = gate_dir / "realtimeqa-2022-2023.jsonl"
    if rt.exists():
        sets["RealTimeQA 2023 news"] = (load_jsonl(rt, lambda r: r["question_date"] >= "2023"), "refit on")
        sets["RealTimeQA 2022 news"] = (load_jsonl(rt, lambda r: r["question_date"] < "2023"), "tuned on")
        # the same questions as typed into a search box: no capital letters to find names by
        for year, role in (("2023", "refit on"), ("2022", "tuned on")):
            rows = sets[f"RealTimeQA {year} news"][0]
            sets[f"RealTimeQA {year} lower-cased"] = ([(q.lower(), p, d) for q, p, d in rows], role)
    timeless = HERE / "data" / "timeless.txt"
    if timeless.exists():
        text = timeless.read_text(encoding="utf-8")
        explanations, _, stable = text.partition("\n## stable facts")
        for name, part in (("timeless explanations", explanations), ("stable facts, time words", stable)):
            lines = [ln.strip() for ln in part.splitlines()[(1 if part is stable else 0):]]
            sets[name] = ([(ln, False, None) for ln in lines if ln and not ln.startswith("#")], "ours")
    # round 4: our own stand-ins for unseen sets (written before they were first scored, see each file's header)
    for name, file, positive in (("ours: news quizzes", "gate_news_quiz.txt", True),
                                 ("ours: local tricks", "gate_local_tricks.txt", False)):
        lines = (HERE / "data" / file).read_text(encoding="utf-8").splitlines()
        sets[name] = ([(ln.strip(), positive, None) for ln in lines if ln.strip() and not ln.startswith("#")], "ours")
    # round 11c: private or timeless English questions that name something, in gate_entity.py's shapes (written
    # before the gate was run on them, then read: round 11c's fixes came from its misses, so "tuned on")
    probe = _read_tsv(HERE / "data" / ENTITY_PROBE_FILE)
    if probe:
        sets["r11c entity probe: local"] = ([(q[0], False, R10_TODAY) for q in probe], "tuned on")
    # and 61 Chinese questions that must stay local although they carry news words, read for its fixes too
    zh_probe = _read_tsv(HERE / "data" / ZH_LOCAL_PROBE_FILE)
    if zh_probe:
        sets["r11c zh local probe"] = ([(q[0], False, R10_TODAY) for q in zh_probe], "tuned on")
    # and 60 Chinese news questions, most with no time word, in voices of its own choosing, read for its fixes too
    zh_news = _read_tsv(HERE / "data" / ZH_NEWS_PROBE_FILE)
    if zh_news:
        sets["r11c zh news probe"] = ([(q[0], True, R10_TODAY) for q in zh_news], "tuned on")
    rows = sets["ours: news quizzes"][0]
    sets["ours: news lower-cased"] = ([(q.lower(), p, d) for q, p, d in rows], "ours")
    # round 5: a blind table (scored once before any round-5 rule, never tuned on) and a tune table written after
    # (round 6 read their errors: from then on they are tuned on, like round 5's tune pair)
    for name, file, positive, role in (("r5 blind: news", "gate_blind_news.txt", True, "tuned on"),
                                       ("r5 blind: local", "gate_blind_local.txt", False, "tuned on"),
                                       ("r5 tune: news", "gate_tune_news.txt", True, "tuned on"),
                                       ("r5 tune: local", "gate_tune_local.txt", False, "tuned on")):
        path = HERE / "data" / file
        if path.exists():
            lines = path.read_text(encoding="utf-8").splitlines()
            sets[name] = ([(ln.strip(), positive, None) for ln in lines if ln.strip() and not ln.startswith("#")],
                          role)
    if "r5 blind: news" in sets:
        rows = sets["r5 blind: news"][0]
        sets["r5 blind: news lower"] = ([(q.lower(), p, d) for q, p, d in rows], "tuned on")
    # round 6: a blind triple (scored once before any round-6 rule and at the end; read from round 7 on, so tuned on)
    # and tune tables; round 7: a new blind triple (scored before any round-7 rule, never read) and tune tables
    for prefix, role in (("r6 blind", "tuned on"), ("r6 tune", "tuned on"), ("r7 blind", "blind"),
                         ("r7 tune", "tuned on")):
        stem = "gate_" + prefix.replace(" ", "_")
        news = HERE / "data" / f"{stem}_news.txt"
        if news.exists():
            lines = [ln.strip() for ln in news.read_text(encoding="utf-8").splitlines()]
            rows = [(ln, True, None) for ln in lines if ln and not ln.startswith("#")]
            sets[f"{prefix}: news"] = (rows, role)
            sets[f"{prefix}: news lower"] = ([(q.lower(), p, d) for q, p, d in rows], role)
        kinds = _read_tsv(HERE / "data" / f"{stem}_fresh.tsv")
        if kinds:
            sets[f"{prefix}: fresh/slow/never"] = ([(q, k != "never", None) for k, _, q in kinds], role)
            sets[f"{prefix}: false premise"] = ([(q, k != "never", None) for k, fp, q in kinds if fp == "yes"], role)
        timedep = _read_tsv(HERE / "data" / f"{stem}_timedep.tsv")
        if timedep:
            sets[f"{prefix}: time-dependent"] = ([(q, label == "yes", None) for label, q in timedep], role)
    # round 8: quiz-voiced timeless questions written to train the learned part on (scripts/train_gate.py)
    r8 = HERE / "data" / "gate_r8_train_local.txt"
    if r8.exists():
        lines = [ln.strip() for ln in r8.read_text(encoding="utf-8").splitlines()]
        sets["r8 train: quiz-voiced local"] = ([(ln, False, None) for ln in lines if ln and not ln.startswith("#")],
                                               "ours")
    # round 8 (gate8b): FreshQA-style never-changing facts and changing look-alikes; tried as training data, not
    # trained on (scripts/train_gate.py leaves it out: it did not help out of fold, scripts/gate_review_study.py)
    r8_fresh = _read_tsv(HERE / "data" / FRESHQA_STYLE_FILE)
    if r8_fresh:
        sets[FRESHQA_STYLE] = ([(q, kind != "never", None) for kind, _, q in r8_fresh], "ours")
    # round 10: a blind table in eight news voices and six local kinds, asked as of 2026-03-02 (R10_TODAY); its
    # "look" rows were read while writing round 10's rules, its "held" rows only scored (never trained on either)
    for part, role in (("look", "r10 look"), ("held", "blind")):
        rows = [(q, label == "yes", R10_TODAY) for p, _, label, q in _read_tsv(HERE / "data" / R10_FILE) if p == part]
        if rows:
            sets[f"r10 {part}: news"] = ([r for r in rows if r[1]], role)
            sets[f"r10 {part}: local"] = ([r for r in rows if not r[1]], role)
    # its second wave, written after round 10's first rules: scored once (first run), then read for the second rules
    # and its third and fourth waves, each written after the rules before it: scored once, then read for the next
    # rules; its fifth wave, written after the fourth (the last) rules, is only scored: the honest estimate ("blind")
    for wave, file, role in (("2", R10_WAVE2_FILE, "r10 look"), ("3", R10_WAVE3_FILE, "r10 look"),
                             ("4", R10_WAVE4_FILE, "r10 look"), ("5", R10_WAVE5_FILE, "blind")):
        rows = [(q, label == "yes", R10_TODAY) for _, label, q in _read_tsv(HERE / "data" / file)]
        if rows:
            sets[f"r10 wave {wave}: news"] = ([r for r in rows if r[1]], role)
            sets[f"r10 wave {wave}: local"] = ([r for r in rows if not r[1]], role)
    # round 11's wave 6, written before gate11's rules: split by CRC32 of the question into a "fit" half (its misses
    # read while writing rules) and a "held" half (only scored); news also apart by language
    wave6 = [(q, label == "yes", R10_TODAY) for _, label, q in _read_tsv(HERE / "data" / R10_WAVE6_FILE)]
    for half, role in (("fit", "r11 fit"), ("held", "blind")):
        rows = [r for r in wave6 if wave6_half(r[0]) == half]
        if rows:
            for lang, keep in (("", lambda q: True), (" zh", has_han), (" en", lambda q: not has_han(q))):
                sets[f"r11 w6 {half}: news{lang}"] = ([r for r in rows if r[1] and keep(r[0])], role)
                sets[f"r11 w6 {half}: local{lang}"] = ([r for r in rows if not r[1] and keep(r[0])], role)
    # round 11's wave 7, written after its last rule: only scored ("blind"), news and local by language too
    wave7 = [(q, label == "yes", R10_TODAY) for _, label, q in _read_tsv(HERE / "data" / R10_WAVE7_FILE)]
    if wave7:
        for lang, keep in (("", lambda q: True), (" zh", has_han), (" en", lambda q: not has_han(q))):
            sets[f"r11 wave 7: news{lang}"] = ([r for r in wave7 if r[1] and keep(r[0])], "blind")
            sets[f"r11 wave 7: local{lang}"] = ([r for r in wave7 if not r[1] and keep(r[0])], "blind")
    # round 11b's wave 8, in voices no earlier wave used, written before gate11b's change: only scored ("blind")
    # and its wave 9, in other new voices, written after gate11b's last rule: only scored ("blind")
    # and round 11c's wave 10 (Chinese only, voices no wave used), written before gate11c's change: only scored
    for wave, file in (("8", R11_WAVE8_FILE), ("9", R11_WAVE9_FILE), ("10", R11_WAVE10_FILE)):
        rows = [(q, label == "yes", R10_TODAY) for _, label, q in _read_tsv(HERE / "data" / file)]
        for lang, keep in (("", lambda q: True), (" zh", has_han), (" en", lambda q: not has_han(q))):
            for kind, positive in (("news", True), ("local", False)):
                part = [r for r in rows if r[1] == positive and keep(r[0])]
                if part and (lang or wave != "10"):  # wave 10 is all Chinese: its " zh" rows are its whole
                    sets[f"r11 wave {wave}: {kind}{lang}"] = (part, "blind")
    # round 12's wave 11 (English only, voices no wave used, FreshQA-style never-changing look-alikes), written before
    # gate-en12's change: split by CRC32 like wave 6 into a "fit" half (its misses read for round 12's rules) and a
    # "held" half (only scored)
    wave11 = [(q, label == "yes", R10_TODAY) for _, label, q in _read_tsv(HERE / "data" / R12_WAVE11_FILE)]
    # the held half: read by round 13 (gate-en12b) for its rules, role "r13 read" (tuned on; like "r12 fit", not a
    # role scripts/train_gate.py trains on, so the shipped learned part's training rows stay as they were)
    for half, role in (("fit", "r12 fit"), ("held", "r13 read")):
        for kind, positive in (("news", True), ("local", False)):
            part = [r for r in wave11 if r[1] == positive and wave6_half(r[0]) == half]
            if part:
                sets[f"r12 w11 {half}: {kind}"] = (part, role)
    # and its wave 12 (English, other new voices), written after gate-en12's last rule: only scored through round 12,
    # then read by round 13 (gate-en12b) for its rules ("r13 read": tuned on, not trained on)
    wave12 = [(q, label == "yes", R10_TODAY) for _, label, q in _read_tsv(HERE / "data" / R12_WAVE12_FILE)]
    for kind, positive in (("news", True), ("local", False)):
        if part := [r for r in wave12 if r[1] == positive]:
            sets[f"r12 wave 12: {kind}"] = (part, "r13 read")
    # round 13's wave 13 (English, voices no wave used), written by gate-en12b before any change of its round: held
    # through round 13 (only scored), then read by round 14 (gate-en12c) for its rules ("r14 read": tuned on, not
    # a role scripts/train_gate.py trains on)
    en_wave13 = [(q, label == "yes", R10_TODAY) for _, label, q in _read_tsv(HERE / "data" / R12_WAVE13_FILE)]
    for kind, positive in (("news", True), ("local", False)):
        if part := [r for r in en_wave13 if r[1] == positive]:
            sets[f"r13 wave 13: {kind}"] = (part, "r14 read")
    # round 14's wave 14 (English, voices no wave used; local side weighted to FreshQA-style never-changing facts
    # and false premises), written by gate-en12c before any change of its round: held entirely, only scored
    # ("blind"); its rows' verdicts are never read
    en_wave14 = [(q, label == "yes", R10_TODAY) for _, label, q in _read_tsv(HERE / "data" / R12_WAVE14_EN_FILE)]
    for kind, positive in (("news", True), ("local", False)):
        if part := [r for r in en_wave14 if r[1] == positive]:
            sets[f"r14 wave 14: {kind}"] = (part, "blind")
    # measure12's wave 16 (English, voices no wave used), written after round 12's last rule as its end-of-round
    # estimate: held entirely, only scored ("blind"); its rows' verdicts are never read
    en_wave16 = [(q, label == "yes", R10_TODAY) for _, label, q in _read_tsv(HERE / "data" / R12_WAVE16_EN_FILE)]
    for kind, positive in (("news", True), ("local", False)):
        if part := [r for r in en_wave16 if r[1] == positive]:
            sets[f"r12 wave 16 en: {kind}"] = (part, "blind")
    # gate-en13's wave 17 (English, voices no wave used; local side weighted to FreshQA-style never-changing facts
    # and false premises in news shapes), written before any change of gate-en13: held entirely, only scored
    # ("blind"); its rows' verdicts are never read
    en_wave17 = [(q, label == "yes", R10_TODAY) for _, label, q in _read_tsv(HERE / "data" / R13_WAVE17_EN_FILE)]
    for kind, positive in (("news", True), ("local", False)):
        if part := [r for r in en_wave17 if r[1] == positive]:
            sets[f"r13 wave 17 en: {kind}"] = (part, "r14 read")  # (its misses read by gate-en14: tuned on from then)
    # gate-en14's wave 18 (English; 40 % news in voices no wave used, 60 % FreshQA-shaped: local never-changing facts,
    # stable superlatives, finished careers, dated history, false premises, and 20 timeless-looking rows that change),
    # written before any change of gate-en14: held through round 14 (only scored), then read by gate-en15 for its
    # fixes ("r15 read": tuned on, not a role scripts/train_gate.py trains on)
    en_wave18 = [(q, label == "yes", R10_TODAY) for _, label, q in _read_tsv(HERE / "data" / R14_WAVE18_EN_FILE)]
    for kind, positive in (("search", True), ("local", False)):
        if part := [r for r in en_wave18 if r[1] == positive]:
            sets[f"r14 wave 18 en: {kind}"] = (part, "r15 read")
    # gate-en15's wave 19 (English; 40 % news in voices and topics no wave used, 10 % slow-changing facts that look
    # timeless, 50 % FreshQA-shaped local: firsts, inventions, dated history, dead people's lives, completed works,
    # units, fixed geography, stable superlatives, false premises), written before any change of gate-en15: held
    # entirely, only scored ("blind"); its rows' verdicts are never read
    en_wave19 = [(q, label == "yes", R10_TODAY) for _, label, q in _read_tsv(HERE / "data" / R15_WAVE19_EN_FILE)]
    for kind, positive in (("search", True), ("local", False)):
        if part := [r for r in en_wave19 if r[1] == positive]:
            sets[f"r15 wave 19 en: {kind}"] = (part, "blind")
    # gate-en14's probe (finished careers, franchises and bands, superlatives, nature's counts, dated history, false
    # premises, with twins that must search), written after wave 18's first run, read for its fixes: "tuned on"
    probe_en14 = [(q, label == "yes", R10_TODAY) for _, label, q in _read_tsv(HERE / "data" / R14_PROBE_EN_FILE)]
    for kind, positive in (("search", True), ("local", False)):
        if part := [r for r in probe_en14 if r[1] == positive]:
            sets[f"r14 en probe: {kind}"] = (part, "tuned on")
    # gate-en15's probe (history in news verbs, nature's superlatives and counts, false premises, finished catalogues,
    # with twins that must search), written after its first fixes, read for its second: "tuned on"
    probe_en15 = [(q, label == "yes", R10_TODAY) for _, label, q in _read_tsv(HERE / "data" / R15_PROBE_EN_FILE)]
    for kind, positive in (("search", True), ("local", False)):
        if part := [r for r in probe_en15 if r[1] == positive]:
            sets[f"r15 en probe: {kind}"] = (part, "tuned on")
    # gate-terse15's terse search-box fragments ("monaco gp pole", "define entropy"), written before its change and
    # first scored on main: split by CRC32 of "t15:" + the question into a "fit" half (its misses read for rules) and
    # a "held" half (only scored: totals only)
    terse15 = [(q, label == "yes", R10_TODAY) for _, label, q in _read_tsv(HERE / "data" / R15_TERSE_EN_FILE)]
    for half, role in (("fit", "r15 terse fit"), ("held", "blind")):
        for kind, positive in (("search", True), ("local", False)):
            if part := [r for r in terse15 if r[1] == positive and terse15_half(r[0]) == half]:
                sets[f"r15 terse {half}: {kind}"] = (part, role)
    # gate16's wave 20 (en + zh; FreshQA-like, SituatedQA-like, statement checks, multiple choice, a late-2026 news
    # quiz), written before gate16's change and first scored on main: split by CRC32 of "w20:" + the question into a
    # "fit" half (its misses read for rules) and a "held" half (only scored: totals only)
    wave20 = [(q, label == "yes", R16_TODAY) for _, label, q in _read_tsv(HERE / "data" / R16_WAVE20_FILE)]
    for half, role in (("fit", "r16 fit"), ("held", "blind")):
        for kind, positive in (("search", True), ("local", False)):
            if part := [r for r in wave20 if r[1] == positive and wave20_half(r[0]) == half]:
                sets[f"r16 w20 {half}: {kind}"] = (part, role)
        if half == "held":
            for lang, is_zh in (("en", False), ("zh", True)):
                if part := [r for r in wave20 if wave20_half(r[0]) == half and has_han(r[0]) == is_zh]:
                    sets[f"r16 w20 held {lang}: all"] = (part, role)
    # gate17's wave 21 (en + zh; never-changing questions that look current beside their changing twins, false
    # premises about the past vs the present, SituatedQA-like "who has the most / when is the next / how many / who
    # plays", a weekly 2026 news quiz), written before gate17's change and first scored on main: split by CRC32 of
    # "w21:" + the question into a "fit" half (its misses read for rules) and a "held" half (only scored: totals only)
    wave21 = [(q, label == "yes", R17_TODAY) for _, label, q in _read_tsv(HERE / "data" / R17_WAVE21_FILE)]
    for half, role in (("fit", "r17 fit"), ("held", "blind")):
        for kind, positive in (("search", True), ("local", False)):
            if part := [r for r in wave21 if r[1] == positive and wave21_half(r[0]) == half]:
                sets[f"r17 w21 {half}: {kind}"] = (part, role)
        if half == "held":
            for lang, is_zh in (("en", False), ("zh", True)):
                if part := [r for r in wave21 if wave21_half(r[0]) == half and has_han(r[0]) == is_zh]:
                    sets[f"r17 w21 held {lang}: all"] = (part, role)
    # gate17's wave 21b (the same kinds in other voices), written after gate17's last rule: held whole, only scored
    wave21b = [(q, label == "yes", R17_TODAY) for _, label, q in _read_tsv(HERE / "data" / R17_WAVE21B_FILE)]
    for kind, positive in (("search", True), ("local", False)):
        if part := [r for r in wave21b if r[1] == positive]:
            sets[f"r17 w21b: {kind}"] = (part, "blind")
    # gate17b's wave 22 (en + zh; a voice assistant, homework help, a traveller, an investor, a fan, a patient, a
    # developer; FreshQA's four kinds, SituatedQA-like "depends on when", a late-2026 news quiz), written before
    # gate17b's change and first scored on main: split by CRC32 of "w22:" + the question into a "fit" half (its misses
    # read for rules) and a "held" half (only scored: totals only)
    wave22 = [(q, label == "yes", R17_TODAY) for _, label, q in _read_tsv(HERE / "data" / R17_WAVE22_FILE)]
    for half, role in (("fit", "r17b fit"), ("held", "blind")):
        for kind, positive in (("search", True), ("local", False)):
            if part := [r for r in wave22 if r[1] == positive and wave22_half(r[0]) == half]:
                sets[f"r17b w22 {half}: {kind}"] = (part, role)
        if half == "held":
            for lang, is_zh in (("en", False), ("zh", True)):
                if part := [r for r in wave22 if wave22_half(r[0]) == half and has_han(r[0]) == is_zh]:
                    sets[f"r17b w22 held {lang}: all"] = (part, role)
    # gate17b's wave 22b (other voices), written after gate17b's last rule: held whole, only scored
    wave22b = [(q, label == "yes", R17_TODAY) for _, label, q in _read_tsv(HERE / "data" / R17_WAVE22B_FILE)]
    for kind, positive in (("search", True), ("local", False)):
        if part := [r for r in wave22b if r[1] == positive]:
            sets[f"r17b w22b: {kind}"] = (part, "blind")
    # gate18's wave 23 (en + zh; FreshQA-TEST-like: never-changing questions and their changing twins about the same
    # entity, false premises of both kinds, fixed-by-nature numbers, terse / chatty / non-native voices, 知乎 / 百度知道),
    # written before gate18's change and first scored on main: split by CRC32 of "w23:" + the question into a "fit"
    # half (its misses read for rules) and a "held" half (only scored: totals only)
    wave23 = [(q, label == "yes", R17_TODAY) for _, label, q in _read_tsv(HERE / "data" / R18_WAVE23_FILE)]
    for half, role in (("fit", "r18 fit"), ("held", "blind")):
        for kind, positive in (("search", True), ("local", False)):
            if part := [r for r in wave23 if r[1] == positive and wave23_half(r[0]) == half]:
                sets[f"r18 w23 {half}: {kind}"] = (part, role)
        if half == "held":
            for lang, is_zh in (("en", False), ("zh", True)):
                if part := [r for r in wave23 if wave23_half(r[0]) == half and has_han(r[0]) == is_zh]:
                    sets[f"r18 w23 held {lang}: all"] = (part, role)
    # gate18's wave 23b (other wordings of its rule classes), written after its rules: held whole, only scored
    wave23b = [(q, label == "yes", R17_TODAY) for _, label, q in _read_tsv(HERE / "data" / R18_WAVE23B_FILE)]
    for kind, positive in (("search", True), ("local", False)):
        if part := [r for r in wave23b if r[1] == positive]:
            sets[f"r18 w23b: {kind}"] = (part, "blind")
    # gate18b's wave 24 (en + zh; changing roles / counts / records / owners / places / fees / statuses / line-ups
    # asked with NO time word, beside fixed look-alikes), written before gate18b's change and first scored on main:
    # split by CRC32 of "w24:" + the question into a "fit" half (its misses read for rules) and a "held" half
    wave24 = [(q, label == "yes", R17_TODAY) for _, label, q in _read_tsv(HERE / "data" / R18_WAVE24_FILE)]
    for half, role in (("fit", "r18b fit"), ("held", "blind")):
        for kind, positive in (("search", True), ("local", False)):
            if part := [r for r in wave24 if r[1] == positive and wave24_half(r[0]) == half]:
                sets[f"r18b w24 {half}: {kind}"] = (part, role)
        if half == "held":
            for lang, is_zh in (("en", False), ("zh", True)):
                if part := [r for r in wave24 if wave24_half(r[0]) == half and has_han(r[0]) == is_zh]:
                    sets[f"r18b w24 held {lang}: all"] = (part, role)
    # gate18c's wave 25 (70 % Chinese in new voices; finished bands / retired players / dissolved companies in the
    # present tense beside running twins), written before gate18c's change and first scored on main: split by CRC32
    # of "w25:" + the question into a "fit" half (its misses read for rules) and a "held" half
    wave25 = [(q, label == "yes", R17_TODAY) for _, label, q in _read_tsv(HERE / "data" / R18_WAVE25_FILE)]
    for half, role in (("fit", "r18c fit"), ("held", "blind")):
        for kind, positive in (("search", True), ("local", False)):
            if part := [r for r in wave25 if r[1] == positive and wave25_half(r[0]) == half]:
                sets[f"r18c w25 {half}: {kind}"] = (part, role)
        if half == "held":
            for lang, is_zh in (("en", False), ("zh", True)):
                if part := [r for r in wave25 if wave25_half(r[0]) == half and has_han(r[0]) == is_zh]:
                    sets[f"r18c w25 held {lang}: all"] = (part, role)
    # gate19's wave 26 (en + zh; FreshQA-TEST-like in voices no wave used: trivia apps, homework checks, fans,
    # investors, travellers, gamers, crypto and tech forums; ages, spouses, coaches, voices, ranks, market values, venues
    # asked bare beside never-changing twins), written before gate19's change and first scored on main: split by CRC32
    # of "w26:" + the question into a "fit" half (its misses read for rules) and a "held" half (only scored)
    wave26 = [(q, label == "yes", R17_TODAY) for _, label, q in _read_tsv(HERE / "data" / R19_WAVE26_FILE)]
    for half, role in (("fit", "r19 fit"), ("held", "blind")):
        for kind, positive in (("search", True), ("local", False)):
            if part := [r for r in wave26 if r[1] == positive and wave26_half(r[0]) == half]:
                sets[f"r19 w26 {half}: {kind}"] = (part, role)
        if half == "held":
            for lang, is_zh in (("en", False), ("zh", True)):
                if part := [r for r in wave26 if wave26_half(r[0]) == half and has_han(r[0]) == is_zh]:
                    sets[f"r19 w26 held {lang}: all"] = (part, role)
    # gate19c's wave 28 (en + zh; changing facts asked with no time word in voices no wave used: ESL learners, voice
    # assistants, kids' homework, retirees, Quora titles; 小学生作业帮 / 老年人语音 / 抖音评论区), written before
    # gate19c's change and first scored on main: split by CRC32 of "w28:" + the question into a "fit" half (its misses
    # read for rules) and a "held" half (only scored)
    wave28 = [(q, label == "yes", R17_TODAY) for _, label, q in _read_tsv(HERE / "data" / R19_WAVE28_FILE)]
    for half, role in (("fit", "r19 fit"), ("held", "blind")):
        for kind, positive in (("search", True), ("local", False)):
            if part := [r for r in wave28 if r[1] == positive and wave28_half(r[0]) == half]:
                sets[f"r19c w28 {half}: {kind}"] = (part, role)
        if half == "held":
            for lang, is_zh in (("en", False), ("zh", True)):
                if part := [r for r in wave28 if wave28_half(r[0]) == half and has_han(r[0]) == is_zh]:
                    sets[f"r19c w28 held {lang}: all"] = (part, role)
    # gate20's wave 29 (en + zh; FreshQA-TEST-like with mostly no time word, in voices no wave used: pub-quiz setters,
    # Reddit, a learner's chatbot, parents, hobbyists, councils, transit; title holders, records, open counts, fees,
    # owners, renames, line-ups beside never-changing twins), written before gate20's change and first scored on main:
    # split by CRC32 of "w29:" + the question into a "fit" half (its misses read for rules) and a "held" half
    wave29 = [(q, label == "yes", R17_TODAY) for _, label, q in _read_tsv(HERE / "data" / R20_WAVE29_FILE)]
    for half, role in (("fit", "r20 fit"), ("held", "blind")):
        for kind, positive in (("search", True), ("local", False)):
            if part := [r for r in wave29 if r[1] == positive and wave29_half(r[0]) == half]:
                sets[f"r20 w29 {half}: {kind}"] = (part, role)
        if half == "held":
            for lang, is_zh in (("en", False), ("zh", True)):
                if part := [r for r in wave29 if wave29_half(r[0]) == half and has_han(r[0]) == is_zh]:
                    sets[f"r20 w29 held {lang}: all"] = (part, role)
    # gate21's wave 32 (en + zh; a news-quiz writer from this week's wire with no time word, crossword setters,
    # investors, job seekers, patients, civics, gamers, travellers, developers, "still", "what happened with";
    # 知乎 / 微博 / 小红书; beside never-changing twins), written before gate21's change and first scored on main:
    # split by CRC32 of "w32:" + the question into a "fit" half (its misses read for rules) and a "held" half
    wave32 = [(q, label == "yes", R17_TODAY) for _, label, q in _read_tsv(HERE / "data" / R21_WAVE32_FILE)]
    for half, role in (("fit", "r21 fit"), ("held", "blind")):
        for kind, positive in (("search", True), ("local", False)):
            if part := [r for r in wave32 if r[1] == positive and wave32_half(r[0]) == half]:
                sets[f"r21 w32 {half}: {kind}"] = (part, role)
        if half == "held":
            for lang, is_zh in (("en", False), ("zh", True)):
                if part := [r for r in wave32 if wave32_half(r[0]) == half and has_han(r[0]) == is_zh]:
                    sets[f"r21 w32 held {lang}: all"] = (part, role)
    # gate22's wave 34 (en + zh; search-box fragments with typos, rambling context-first questions, quoted headlines,
    # services' live states, elections, recalls, court cases, transfers, charts, rates; 贴吧 / B站 / 抖音 / 头条; beside
    # never-changing twins), written before gate22's change and first scored on main: split by CRC32 of "w34:" + the
    # question into a "fit" half (its misses read for rules) and a "held" half (only scored)
    wave34 = [(q, label == "yes", R17_TODAY) for _, label, q in _read_tsv(HERE / "data" / R22_WAVE34_FILE)]
    for half, role in (("fit", "r22 fit"), ("held", "blind")):
        for kind, positive in (("search", True), ("local", False)):
            if part := [r for r in wave34 if r[1] == positive and wave34_half(r[0]) == half]:
                sets[f"r22 w34 {half}: {kind}"] = (part, role)
        if half == "held":
            for lang, is_zh in (("en", False), ("zh", True)):
                if part := [r for r in wave34 if wave34_half(r[0]) == half and has_han(r[0]) == is_zh]:
                    sets[f"r22 w34 held {lang}: all"] = (part, role)
    # gate22's look-alike self-review (en + zh; rows just outside / on the other side of gate22's new shapes), written
    # after its last rule and scored once, base vs branch: only scored
    r22g = [(q, label == "yes", R17_TODAY) for _, label, q in _read_tsv(HERE / "data" / R22_REVIEW22G_FILE)]
    for kind, positive in (("search", True), ("local", False)):
        if part := [r for r in r22g if r[1] == positive]:
            sets[f"r22 review22g: {kind}"] = (part, "blind")
    # gate21's look-alike self-review (en + zh; rows just outside / on the other side of gate21's new shapes), written
    # after its last rule and scored once, base vs branch: only scored
    r21g = [(q, label == "yes", R17_TODAY) for _, label, q in _read_tsv(HERE / "data" / R21_REVIEW21G_FILE)]
    for kind, positive in (("search", True), ("local", False)):
        if part := [r for r in r21g if r[1] == positive]:
            sets[f"r21 review21g: {kind}"] = (part, "blind")
    # gate19b's wave 27 (other outlets' news quizzes; "depends on when asked" in other temporal-QA shapes), written
    # before gate19b's change and first scored on main: split by CRC32 of "w27:" + the question into a "fit" half
    # (its misses read for rules) and a "held" half (only scored)
    wave27 = [(style, (q, label == "yes", R17_TODAY)) for style, label, q in _read_tsv(HERE / "data" / R19_WAVE27_FILE)]
    for half, role in (("fit", "r19b fit"), ("held", "blind")):
        for kind, is_news in (("news", True), ("time-dep", False)):
            if part := [r for style, r in wave27
                        if (style in R19_WAVE27_NEWS_STYLES) == is_news and wave27_half(r[0]) == half]:
                sets[f"r19b w27 {half}: {kind}"] = (part, role)
        if half == "held":
            for lang, is_zh in (("en", False), ("zh", True)):
                if part := [r for _, r in wave27 if wave27_half(r[0]) == half and has_han(r[0]) == is_zh]:
                    sets[f"r19b w27 held {lang}: all"] = (part, role)
    # review19a's look-alike wave (en + zh; never-changing look-alikes in gate19's bare / opener slots: fictional
    # characters, retired players, the dead, past venues, fixed conversions, launch prices, definitions, visas in
    # general; beside changing twins), written before review19a's change and first scored on main: split by CRC32 of
    # "r19a:" + the question into a "fit" half (its misses read for rules) and a "held" half (only scored)
    r19a = [(q, label == "yes", R17_TODAY) for _, label, q in _read_tsv(HERE / "data" / R19_REVIEW19A_FILE)]
    for half, role in (("fit", "r19a fit"), ("held", "blind")):
        for kind, positive in (("search", True), ("local", False)):
            if part := [r for r in r19a if r[1] == positive and review19a_half(r[0]) == half]:
                sets[f"r19a look-alike {half}: {kind}"] = (part, role)
    # gate20-local's wave 31 (en + zh; never-changing questions in shapes that look current beside changing twins),
    # written before gate20-local's change and first scored on main: split by CRC32 of "w31:" + the question into a
    # "fit" half (its misses read for rules) and a "held" half (only scored)
    wave31 = [(q, label == "yes", R17_TODAY) for _, label, q in _read_tsv(HERE / "data" / R20_WAVE31_FILE)]
    for half, role in (("fit", "r20l fit"), ("held", "blind")):
        for kind, positive in (("search", True), ("local", False)):
            if part := [r for r in wave31 if r[1] == positive and wave31_half(r[0]) == half]:
                sets[f"r20l w31 {half}: {kind}"] = (part, role)
        if half == "held":
            for lang, is_zh in (("en", False), ("zh", True)):
                if part := [r for r in wave31 if wave31_half(r[0]) == half and has_han(r[0]) == is_zh]:
                    sets[f"r20l w31 held {lang}: all"] = (part, role)
    # gate21-local's wave 33 (en + zh; never-changing questions that look current in voices no wave used: trivia apps,
    # museum visitors, "did you know" readers, homework of every subject, etymology, rules of games, recipes, acronyms,
    # false premises of both kinds, fresh words in fixed frames; beside changing twins), written before gate21-local's
    # change and first scored on main: split by CRC32 of "w33:" + the question into a "fit" half (its misses read for
    # rules) and a "held" half (only scored)
    wave33 = [(q, label == "yes", R17_TODAY) for _, label, q in _read_tsv(HERE / "data" / R21_WAVE33_FILE)]
    for half, role in (("fit", "r21l fit"), ("held", "blind")):
        for kind, positive in (("search", True), ("local", False)):
            if part := [r for r in wave33 if r[1] == positive and wave33_half(r[0]) == half]:
                sets[f"r21l w33 {half}: {kind}"] = (part, role)
        if half == "held":
            for lang, is_zh in (("en", False), ("zh", True)):
                if part := [r for r in wave33 if wave33_half(r[0]) == half and has_han(r[0]) == is_zh]:
                    sets[f"r21l w33 held {lang}: all"] = (part, role)
    # gate21-local's look-alike self-review (other wordings on both sides of each of its frames), written after its last
    # rule, scored once beside main, then read for three cost fixes ("r21l read")
    r21l = [(q, label == "yes", R17_TODAY) for _, label, q in _read_tsv(HERE / "data" / R21_REVIEW21L_FILE)]
    # (and part b: 10 look-alikes of the two rules written after part a was scored, scored once, read for one fix)
    r21l += [(q, label == "yes", R17_TODAY) for _, label, q in _read_tsv(HERE / "data" / R21_REVIEW21L_B_FILE)]
    for kind, positive in (("search", True), ("local", False)):
        if part := [r for r in r21l if r[1] == positive]:
            sets[f"r21l look-alike: {kind}"] = (part, "r21l read")
    # review20g's look-alike wave (en + zh; never-changing look-alikes in gate20's slots: old renames, historic counts,
    # fixed records, story recaps with "again", historic closures, past holders, finished seasons' tables, textbook
    # tolls; beside changing twins), written before review20g's change and first scored on main: split by CRC32 of
    # "r20g:" + the question into a "fit" half (its misses read for rules) and a "held" half (only scored)
    r20g = [(q, label == "yes", R17_TODAY) for _, label, q in _read_tsv(HERE / "data" / R20_REVIEW20G_FILE)]
    for half, role in (("fit", "r20g fit"), ("held", "blind")):
        for kind, positive in (("search", True), ("local", False)):
            if part := [r for r in r20g if r[1] == positive and review20g_half(r[0]) == half]:
                sets[f"r20g look-alike {half}: {kind}"] = (part, role)
    # round 12's wave 12 (Chinese only, voices no wave used), written before gate-zh12's change and first scored on
    # main: split by CRC32 of "w12:" + the question into a "fit" half (its misses read for rules) and a "held" half
    zh_wave12 = [(q, label == "yes", R10_TODAY) for _, label, q in _read_tsv(HERE / "data" / R12_ZH_WAVE12_FILE)]
    # (gate-zh12b read the held half's misses for its fixes: from then on it is tuned on)
    for half, role in (("fit", "r12 zh fit"), ("held", "tuned on")):
        rows = [r for r in zh_wave12 if zh_wave12_half(r[0]) == half]
        if rows:
            sets[f"r12 zh w12 {half}: news"] = ([r for r in rows if r[1]], role)
            sets[f"r12 zh w12 {half}: local"] = ([r for r in rows if not r[1]], role)
    # round 12's wave 13 (Chinese, voices no wave used), written after gate-zh12's last rule: only scored ("blind")
    wave13 = [(q, label == "yes", R10_TODAY) for _, label, q in _read_tsv(HERE / "data" / R12_ZH_WAVE13_FILE)]
    if wave13:
        # (read by gate-zh12b for its fixes: tuned on from then)
        sets["r12 zh wave 13: news"] = ([r for r in wave13 if r[1]], "tuned on")
        sets["r12 zh wave 13: local"] = ([r for r in wave13 if not r[1]], "tuned on")
    wave14 = [(q, label == "yes", R10_TODAY) for _, label, q in _read_tsv(HERE / "data" / R12_ZH_WAVE14_FILE)]
    if wave14:  # and wave 14, written after gate-zh12's very last rule: only scored ("blind")
        sets["r12 zh wave 14: news"] = ([r for r in wave14 if r[1]], "blind")
        sets["r12 zh wave 14: local"] = ([r for r in wave14 if not r[1]], "blind")
    wave15 = [(q, label == "yes", R10_TODAY) for _, label, q in _read_tsv(HERE / "data" / R12_ZH_WAVE15_FILE)]
    if wave15:  # gate-zh12b's wave 15, written before its change and first scored on main: only scored ("blind")
        sets["r12 zh wave 15: news"] = ([r for r in wave15 if r[1]], "blind")
        sets["r12 zh wave 15: local"] = ([r for r in wave15 if not r[1]], "blind")
    wave16 = [(q, label == "yes", R10_TODAY) for _, label, q in _read_tsv(HERE / "data" / R12_ZH_WAVE16_FILE)]
    if wave16:  # measure12's wave 16, written after round 12's last rule: first scored blind, then read by gate-zh13
        sets["r12 zh wave 16: news"] = ([r for r in wave16 if r[1]], "r13 read")
        sets["r12 zh wave 16: local"] = ([r for r in wave16 if not r[1]], "r13 read")
    wave17 = [(q, label == "yes", R10_TODAY) for _, label, q in _read_tsv(HERE / "data" / R13_ZH_WAVE17_FILE)]
    if wave17:  # gate-zh13's wave 17, written before its change: first only scored ("blind"), read by gate-zh14
        sets["r13 zh wave 17: news"] = ([r for r in wave17 if r[1]], "r14 read")
        sets["r13 zh wave 17: local"] = ([r for r in wave17 if not r[1]], "r14 read")
    probe13 = [(q, label == "yes", R10_TODAY) for _, label, q in _read_tsv(HERE / "data" / R13_ZH_PROBE_FILE)]
    if probe13:  # gate-zh13's probe of its first rules' edges, written after them, then read for its fixes
        sets["r13 zh probe: news"] = ([r for r in probe13 if r[1]], "tuned on")
        sets["r13 zh probe: local"] = ([r for r in probe13 if not r[1]], "tuned on")
    probe13b = [(q, label == "yes", R10_TODAY) for _, label, q in _read_tsv(HERE / "data" / R13_ZH_PROBE2_FILE)]
    if probe13b:  # its second probe (other voices; never-changing facts and false premises), first scored, then read
        sets["r13 zh probe 2: news"] = ([r for r in probe13b if r[1]], "tuned on")
        sets["r13 zh probe 2: local"] = ([r for r in probe13b if not r[1]], "tuned on")
    wave18 = [(q, label == "yes", R10_TODAY) for _, label, q in _read_tsv(HERE / "data" / R14_ZH_WAVE18_FILE)]
    if wave18:  # gate-zh14's wave 18, written before its change, held entirely: only scored ("blind")
        sets["r14 zh wave 18: news"] = ([r for r in wave18 if r[1]], "blind")
        sets["r14 zh wave 18: local"] = ([r for r in wave18 if not r[1]], "blind")
    # privacy12's probe (en + zh): the user's own work, colleagues, clients, family asked by name (must stay local)
    # and public twins of the same shapes (must search); written before its change, only scored ("blind")
    private = [(q, label == "yes", R10_TODAY) for _, label, q in _read_tsv(HERE / "data" / R12_PRIVATE_PROBE_FILE)]
    if private:
        sets["r12 private probe: public"] = ([r for r in private if r[1]], "blind")
        sets["r12 private probe: private"] = ([r for r in private if not r[1]], "blind")
    # privacy23's set (en + zh; chat-app users, parents, small-business owners, developers, HR / finance staff,
    # students, patients, pasted e-mails and orders: the user's own people / things / organisation / body, beside public
    # twins), written before privacy23's change and first scored on main: split by CRC32 of "p23:" + the question into a
    # "fit" half (its misses read for rules) and a "held" half (only scored)
    private23 = [(q, label == "yes", R17_TODAY) for _, label, q in _read_tsv(HERE / "data" / R23_PRIVATE_FILE)]
    for half, role in (("fit", "p23 fit"), ("held", "blind")):
        for kind, positive in (("public", True), ("private", False)):
            if part := [r for r in private23 if r[1] == positive and private23_half(r[0]) == half]:
                sets[f"p23 private {half}: {kind}"] = (part, role)
        if half == "held":
            for lang, is_zh in (("en", False), ("zh", True)):
                if part := [r for r in private23 if private23_half(r[0]) == half and has_han(r[0]) == is_zh]:
                    sets[f"p23 private held {lang}: all"] = (part, role)
    # privacy23's look-alike self-review (en + zh; both sides of each of its new frames), written after its last rule,
    # scored once base vs branch: only scored
    r23p = [(q, label == "yes", R17_TODAY) for _, label, q in _read_tsv(HERE / "data" / R23_REVIEW_PRIVACY_FILE)]
    for kind, positive in (("public", True), ("private", False)):
        if part := [r for r in r23p if r[1] == positive]:
            sets[f"p23 look-alike: {kind}"] = (part, "blind")
    # round 12's probe, written after its first rule, scored, then read for its fixes ("tuned on")
    probe12 = [(q, label == "yes", R10_TODAY) for label, q in _read_tsv(HERE / "data" / R12_ZH_PROBE_FILE)]
    if probe12:
        sets["r12 zh probe: news"] = ([r for r in probe12 if r[1]], "tuned on")
        sets["r12 zh probe: local"] = ([r for r in probe12 if not r[1]], "tuned on")
    probe12b = [(q, label == "yes", R10_TODAY) for label, q in _read_tsv(HERE / "data" / R12_ZH_PROBE2_FILE)]
    if probe12b:
        sets["r12 zh probe 2: news"] = ([r for r in probe12b if r[1]], "tuned on")
        sets["r12 zh probe 2: local"] = ([r for r in probe12b if not r[1]], "tuned on")
    probe12c = [(q, label == "yes", R10_TODAY) for label, q in _read_tsv(HERE / "data" / R12_ZH_PROBE3_FILE)]
    if probe12c:
        sets["r12 zh probe 3: news"] = ([r for r in probe12c if r[1]], "tuned on")
        sets["r12 zh probe 3: local"] = ([r for r in probe12c if not r[1]], "tuned on")
    probe12d = [(q, label == "yes", R10_TODAY) for label, q in _read_tsv(HERE / "data" / R12_ZH_PROBE4_FILE)]
    if probe12d:
        sets["r12 zh probe 4: news"] = ([r for r in probe12d if r[1]], "tuned on")
        sets["r12 zh probe 4: local"] = ([r for r in probe12d if not r[1]], "tuned on")
    # gate20-learned's wave 30 (en + zh; customer-support openers, homework, travel forums, medical-info seekers with
    # private asks, developers on versions, sports, markets, definitions and history), written before its change as a
    # judge the learned part was never fitted on, first scored on main: split by CRC32 of "w30:" + the question into a
    # "fit" half (its misses may be read) and a "held" half (only scored)
    wave30 = [(q, label == "yes", R17_TODAY) for _, label, q in _read_tsv(HERE / "data" / R20_WAVE30_FILE)]
    for half, role in (("fit", "r20 fit"), ("held", "blind")):
        for kind, positive in (("search", True), ("local", False)):
            if part := [r for r in wave30 if r[1] == positive and wave30_half(r[0]) == half]:
                sets[f"r20 w30 {half}: {kind}"] = (part, role)
        if half == "held":
            for lang, is_zh in (("en", False), ("zh", True)):
                if part := [r for r in wave30 if wave30_half(r[0]) == half and has_han(r[0]) == is_zh]:
                    sets[f"r20 w30 held {lang}: all"] = (part, role)
    fresh = [ln.split("\t") for ln in (HERE / "data" / "gate_freshness.tsv").read_text(encoding="utf-8").splitlines()
             if ln.strip() and not ln.startswith("#")]
    sets["ours: fresh/slow/never"] = ([(q, kind != "never", None) for kind, _, q in fresh], "ours")
    sets["ours: false premise"] = ([(q, kind != "never", None) for kind, fp, q in fresh if fp == "yes"], "ours")
    # gate22-local's wave 35 (en + zh; FreshQA-annotator-style never-changing questions, false premises of both kinds,
    # beside changing twins), written before gate22-local's change and first scored on main: split by CRC32 of
    # "w35:" + the question into a "fit" half (its misses read for rules) and a "held" half (only scored)
    wave35 = [(q, label == "yes", R17_TODAY) for _, label, q in _read_tsv(HERE / "data" / R22_WAVE35_FILE)]
    for half, role in (("fit", "r22l fit"), ("held", "blind")):
        for kind, positive in (("search", True), ("local", False)):
            if part := [r for r in wave35 if r[1] == positive and wave35_half(r[0]) == half]:
                sets[f"r22l w35 {half}: {kind}"] = (part, role)
        if half == "held":
            for lang, is_zh in (("en", False), ("zh", True)):
                if part := [r for r in wave35 if wave35_half(r[0]) == half and has_han(r[0]) == is_zh]:
                    sets[f"r22l w35 held {lang}: all"] = (part, role)
    # gate23's wave 36 (en + zh; quiz cards, crowd workers, students, false premises of both kinds, fixed facts of
    # changing-looking entities beside changing twins), written before gate23's change and first scored on main: split
    # by CRC32 of "w36:" + the question into a "fit" half (its misses read for rules) and a "held" half (only scored)
    wave36 = [(q, label == "yes", R17_TODAY) for _, label, q in _read_tsv(HERE / "data" / R23_WAVE36_FILE)]
    for half, role in (("fit", "r23 fit"), ("held", "blind")):
        for kind, positive in (("search", True), ("local", False)):
            if part := [r for r in wave36 if r[1] == positive and wave36_half(r[0]) == half]:
                sets[f"r23 w36 {half}: {kind}"] = (part, role)
        if half == "held":
            for lang, is_zh in (("en", False), ("zh", True)):
                if part := [r for r in wave36 if wave36_half(r[0]) == half and has_han(r[0]) == is_zh]:
                    sets[f"r23 w36 held {lang}: all"] = (part, role)
    # gate23's look-alike self-review (en + zh; rows just outside / on the other side of gate23's new rules), written
    # after its last rule and scored once, base vs branch: only scored
    r23g = [(q, label == "yes", R17_TODAY) for _, label, q in _read_tsv(HERE / "data" / R23_REVIEW23G_FILE)]
    for kind, positive in (("search", True), ("local", False)):
        if part := [r for r in r23g if r[1] == positive]:
            sets[f"r23 review23g: {kind}"] = (part, "blind")
    # gate22-local's look-alike self-review (both sides of each of its frames), written after its last rule, scored once
    # beside main (base 29/42, branch 28/42), then read for four cost fixes ("r22l read")
    r22l = [(q, label == "yes", R17_TODAY) for _, label, q in _read_tsv(HERE / "data" / R22_REVIEW22L_FILE)]
    for kind, positive in (("search", True), ("local", False)):
        if part := [r for r in r22l if r[1] == positive]:
            sets[f"r22l look-alike: {kind}"] = (part, "r22l read")
    return sets


def wave6_half(question: str) -> str:
    """Wave 6's half of a question: "fit" when the CRC32 of its UTF-8 bytes is even, else "held"."""
    return "fit" if zlib.crc32(question.encode("utf-8")) % 2 == 0 else "held"


def zh_wave12_half(question: str) -> str:
    """gate-zh12's wave 12: "fit" when the CRC32 of "w12:" + the question's UTF-8 bytes is even, else "held" (salted
    so the split is not wave 6's)."""
    return "fit" if zlib.crc32(("w12:" + question).encode("utf-8")) % 2 == 0 else "held"


def terse15_half(question: str) -> str:
    """gate-terse15's fragments: "fit" when the CRC32 of "t15:" + the question's UTF-8 bytes is even, else "held"."""
    return "fit" if zlib.crc32(("t15:" + question).encode("utf-8")) % 2 == 0 else "held"


def wave20_half(question: str) -> str:
    """gate16's wave 20: "fit" when the CRC32 of "w20:" + the question's UTF-8 bytes is even, else "held"."""
    return "fit" if zlib.crc32(("w20:" + question).encode("utf-8")) % 2 == 0 else "held"


def wave21_half(question: str) -> str:
    """gate17's wave 21: "fit" when the CRC32 of "w21:" + the question's UTF-8 bytes is even, else "held"."""
    return "fit" if zlib.crc32(("w21:" + question).encode("utf-8")) % 2 == 0 else "held"


def wave22_half(question: str) -> str:
    """gate17b's wave 22: "fit" when the CRC32 of "w22:" + the question's UTF-8 bytes is even, else "held"."""
    return "fit" if zlib.crc32(("w22:" + question).encode("utf-8")) % 2 == 0 else "held"


def wave23_half(question: str) -> str:
    """gate18's wave 23: "fit" when the CRC32 of "w23:" + the question's UTF-8 bytes is even, else "held"."""
    return "fit" if zlib.crc32(("w23:" + question).encode("utf-8")) % 2 == 0 else "held"


def wave24_half(question: str) -> str:
    """gate18b's wave 24: "fit" when the CRC32 of "w24:" + the question's UTF-8 bytes is even, else "held"."""
    return "fit" if zlib.crc32(("w24:" + question).encode("utf-8")) % 2 == 0 else "held"


def wave25_half(question: str) -> str:
    """gate18c's wave 25: "fit" when the CRC32 of "w25:" + the question's UTF-8 bytes is even, else "held"."""
    return "fit" if zlib.crc32(("w25:" + question).encode("utf-8")) % 2 == 0 else "held"


def wave26_half(question: str) -> str:
    """gate19's wave 26: "fit" when the CRC32 of "w26:" + the question's UTF-8 bytes is even, else "held"."""
    return "fit" if zlib.crc32(("w26:" + question).encode("utf-8")) % 2 == 0 else "held"


def wave28_half(question: str) -> str:
    """gate19c's wave 28: "fit" when the CRC32 of "w28:" + the question's UTF-8 bytes is even, else "held"."""
    return "fit" if zlib.crc32(("w28:" + question).encode("utf-8")) % 2 == 0 else "held"
def wave29_half(question: str) -> str:
    """gate20's wave 29: "fit" when the CRC32 of "w29:" + the question's UTF-8 bytes is even, else "held"."""
    return "fit" if zlib.crc32(("w29:" + question).encode("utf-8")) % 2 == 0 else "held"


def wave27_half(question: str) -> str:
    """gate19b's wave 27: "fit" when the CRC32 of "w27:" + the question's UTF-8 bytes is even, else "held"."""
    return "fit" if zlib.crc32(("w27:" + question).encode("utf-8")) % 2 == 0 else "held"


def wave30_half(question: str) -> str:
    """gate20-learned's wave 30: "fit" when the CRC32 of "w30:" + the question's UTF-8 bytes is even, else "held"."""
    return "fit" if zlib.crc32(("w30:" + question).encode("utf-8")) % 2 == 0 else "held"


def review19a_half(question: str) -> str:
    """review19a's look-alike wave: "fit" when the CRC32 of "r19a:" + the question's UTF-8 bytes is even, else "held"."""
    return "fit" if zlib.crc32(("r19a:" + question).encode("utf-8")) % 2 == 0 else "held"


def wave31_half(question: str) -> str:
    """gate20-local's wave 31: "fit" when the CRC32 of "w31:" + the question's UTF-8 bytes is even, else "held"."""
    return "fit" if zlib.crc32(("w31:" + question).encode("utf-8")) % 2 == 0 else "held"


def wave33_half(question: str) -> str:
    """gate21-local's wave 33: "fit" when the CRC32 of "w33:" + the question's UTF-8 bytes is even, else "held"."""
    return "fit" if zlib.crc32(("w33:" + question).encode("utf-8")) % 2 == 0 else "held"


def wave35_half(question: str) -> str:
    """gate22-local's wave 35: "fit" when the CRC32 of "w35:" + the question's UTF-8 bytes is even, else "held"."""
    return "fit" if zlib.crc32(("w35:" + question).encode("utf-8")) % 2 == 0 else "held"


def wave32_half(question: str) -> str:
    """gate21's wave 32: "fit" when the CRC32 of "w32:" + the question's UTF-8 bytes is even, else "held"."""
    return "fit" if zlib.crc32(("w32:" + question).encode("utf-8")) % 2 == 0 else "held"


def wave34_half(question: str) -> str:
    """gate22's wave 34: "fit" when the CRC32 of "w34:" + the question's UTF-8 bytes is even, else "held"."""
    return "fit" if zlib.crc32(("w34:" + question).encode("utf-8")) % 2 == 0 else "held"


def private23_half(question: str) -> str:
    """privacy23's set: "fit" when the CRC32 of "p23:" + the question's UTF-8 bytes is even, else "held"."""
    return "fit" if zlib.crc32(("p23:" + question).encode("utf-8")) % 2 == 0 else "held"


def wave36_half(question: str) -> str:
    """gate23's wave 36: "fit" when the CRC32 of "w36:" + the question's UTF-8 bytes is even, else "held"."""
    return "fit" if zlib.crc32(("w36:" + question).encode("utf-8")) % 2 == 0 else "held"


def review20g_half(question: str) -> str:
    """review20g's look-alike wave: "fit" when the CRC32 of "r20g:" + the question's UTF-8 bytes is even, else "held"."""
    return "fit" if zlib.crc32(("r20g:" + question).encode("utf-8")) % 2 == 0 else "held"


def has_han(text: str) -> bool:
    return bool(re.search(r"[\u4e00-\u9fff]", text))


def _read_tsv(path: Path) -> list[list[str]]:
    if not path.exists():
        return []
    return [ln.split("\t") for ln in path.read_text(encoding="utf-8").splitlines()
            if ln.strip() and not ln.startswith("#")]


def load_gate(path: Path):
    """Load another version of gate.py as a module of the installed package (its relative imports resolve)."""
    spec = importlib.util.spec_from_file_location("groundwire.decide._gate_before", path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while the class is built
    spec.loader.exec_module(module)
    return module


def score(rows: list[Row], gate: Callable[[str, date | None], bool]) -> dict[str, float]:
    tp = fp = tn = fn = 0
    for question, positive, asked in rows:
        said = gate(question, asked)
        tp += positive and said
        fn += positive and not said
        fp += (not positive) and said
        tn += (not positive) and not said
    pos, neg = tp + fn, tn + fp
    tpr = tp / pos if pos else float("nan")
    tnr = tn / neg if neg else float("nan")
    ba = (tpr + tnr) / 2 if pos and neg else (tpr if pos else tnr)
    return {"n": len(rows), "tpr": tpr, "tnr": tnr, "ba": ba}


def by_style(gates: dict[str, Callable[[str, date | None], bool]]) -> None:
    """Round 10's blind table per voice and part: the share each gate gets right (recall for news voices, the share
    kept local for local kinds)."""
    rows = _read_tsv(HERE / "data" / R10_FILE)
    if not rows:
        return
    print(f"\nround 10's table per voice (asked {R10_TODAY}; look = read while writing rules, held = only scored):")
    print(f"{'part':6}{'voice':10}{'label':>6}{'n':>5}" + "".join(f"{g:>20}" for g in gates))
    groups: dict[tuple[str, str, str], list[str]] = {}
    for part, style, label, q in rows:
        groups.setdefault((part, style, label), []).append(q)
        groups.setdefault(("all", style, label), []).append(q)
    for (part, style, label), qs in sorted(groups.items()):
        cells = [sum(gate(q, R10_TODAY) == (label == "yes") for q in qs) / len(qs) for gate in gates.values()]
        print(f"{part:6}{style:10}{label:>6}{len(qs):>5}" + "".join(f"{c:>20.3f}" for c in cells))


def time_deciders(deciders: dict[str, Callable[..., object]], questions: list[str],
                  clock: Callable[[], float] = time.perf_counter) -> dict[str, list[float]]:
    """Microseconds per call of each decider on each question.

    Round 30 (gate30): the deciders of this tree ("rules alone", "gate", "gate before") run the same modules, and
    one timed right after another ran warm (the same code and data in the CPU's caches, the same per-text memos),
    while the base tree's copy ran cold between them: "gate" looked 12-20 % faster than the base tree on the same
    code. So each of this tree's deciders is timed in its own loop, paired with the base tree alone (who goes first
    alternates, so machine load hits both alike); the base tree's figures are those of its pairing with "gate" (or
    with the first decider when there is no "gate")."""
    times: dict[str, list[float]] = {name: [] for name in deciders}
    base_fn = deciders.get("base tree")
    own = [name for name in deciders if name != "base tree"]
    base_partner = "gate" if "gate" in own else (own[0] if own else None)
    for name in own:
        fn = deciders[name]
        pair = [("base tree", base_fn), (name, fn)] if base_fn else [(name, fn)]
        for i, q in enumerate(questions):
            for who, f in (pair if i % 2 == 0 else pair[::-1]):
                t0 = clock()
                f(q)
                took = (clock() - t0) * 1e6
                if who == name or name == base_partner:
                    times[who].append(took)
    return times


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--kb", type=float, default=None, help="kb_confidence passed to the gate (default: none)")
    ap.add_argument("--before", type=Path, default=None,
                    help="an older decide/gate.py (e.g. from `git show REV:src/groundwire/decide/gate.py`) to "
                         "score in the same run")
    ap.add_argument("--model-before", type=Path, default=None,
                    help="another learned-part file (e.g. `git show REV:src/groundwire/data/gate_learned.tsv.gz`) to "
                         "score with this tree's rules in the same run")
    ap.add_argument("--base", type=Path, default=None,
                    help="another checkout's src/ (e.g. /work/main/src): its whole gate (rules and learned part) "
                         "scored and timed beside this tree's, interleaved")
    ap.add_argument("--show-errors", metavar="SET", default=None, help="print the rule gate's errors on this set")
    args = ap.parse_args(argv)
    sets = load_sets()
    if not sets:
        print(f"no dev sets under {SHARED_DATA}", file=sys.stderr)
        return 2

    def rule_gate(q: str, asked: date | None) -> bool:
        return decide(q, kb_confidence=args.kb, today=asked).needs_search

    gates: dict[str, Callable[[str, date | None], bool]] = {"seed keywords": seed_gate}
    deciders: dict[str, Callable[..., object]] = {"rules alone": decide_by_rules, "gate": decide}
    if args.before:
        old = load_gate(args.before)
        deciders = {"gate before": old.decide, **deciders}
        takes_today = "today" in inspect.signature(old.decide).parameters  # gates before issue 8 had no today
        gates["gate before"] = lambda q, asked: old.decide(
            q, kb_confidence=args.kb, **({"today": asked} if takes_today else {})).needs_search
    if args.base:
        from _other_tree import other_module

        base_decide = other_module(args.base, "decide.gate").decide  # type: ignore[attr-defined]
        deciders = {"base tree": base_decide, **deciders}
        gates["base tree"] = lambda q, asked: base_decide(q, kb_confidence=args.kb, today=asked).needs_search
    # the gate's rules without its learned part (scripts/train_gate.py, decide/gate_learned.py), then the whole gate
    gates["rules alone"] = lambda q, asked: decide_by_rules(q, kb_confidence=args.kb, today=asked).needs_search
    if args.model_before:
        from groundwire.decide import gate_learned

        before_model = gate_learned.load(args.model_before.read_bytes(), str(args.model_before))

        def with_model_before(q: str, asked: date | None) -> bool:
            shipped = gate_learned.learned_gate()
            gate_learned._model = before_model  # the module's one model, swapped for this call (single-threaded)
            try:
                return decide(q, kb_confidence=args.kb, today=asked).needs_search
            finally:
                gate_learned._model = shipped

        gates["gate, model before"] = with_model_before
    gates["gate"] = rule_gate
    print(f"kb_confidence={args.kb}. Cells: balanced accuracy (recall / specificity); news and timeless sets have "
          "one class, so the cell is recall or the share kept local.")
    print(f"{'set':26}{'role':>10}{'n':>6}" + "".join(f"{g:>26}" for g in gates))
    for name, (rows, role) in sets.items():
        cells = []
        for gate in gates.values():
            s = score(rows, gate)
            if s["tpr"] == s["tpr"] and s["tnr"] == s["tnr"]:
                cells.append(f"{s['ba']:.3f} ({s['tpr']:.2f}/{s['tnr']:.2f})")
            else:
                cells.append(f"{s['ba']:.3f}")
        print(f"{name:26}{role:>10}{len(rows):>6}" + "".join(f"{c:>26}" for c in cells))

    all_q = [q for rows, _ in sets.values() for q, _, _ in rows][::5]
    print(f"\ngate speed over {len(all_q)} questions (every 5th), each of this tree's deciders paired with the base tree "
          "(if given), interleaved so machine load hits both alike:")
    for q in all_q[:50]:
        for fn in deciders.values():
            fn(q)  # warm-up: compiled patterns, data files
    times = time_deciders(deciders, all_q)
    for name, ts in times.items():
        ts.sort()
        print(f"  {name:12} p50 {ts[len(ts) // 2]:7.0f} µs   p99 {ts[int(len(ts) * 0.99)]:7.0f} µs")

    by_style(gates)
    if args.show_errors:
        rows = sets.get(args.show_errors, ([], ""))[0]
        print(f"\ngate errors on {args.show_errors}:")
        for q, positive, asked in rows:
            d = decide(q, kb_confidence=args.kb, today=asked)
            if d.needs_search != positive:
                print(f"  {'MISS' if positive else 'FALSE+':6} {d.reason:24} {list(d.matched)[:3]} {q[:110]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
