"""Character n-gram similarity in tool retrieval: requests meet a tool's examples through pieces of words that the
word index (stemmed BM25) cannot match: compounds, typos, other forms of a word."""

from __future__ import annotations

import numpy as np

from groundwire.tools import ToolRouter, catalogue_from_json, with_examples
from groundwire.tools.chargrams import CharGramIndex, grams, word_grams

CATALOGUE = catalogue_from_json([
    {"name": "site_stats", "description": "Numbers about a site."},
    {"name": "music_player", "description": "Plays songs."},
    {"name": "forecaster", "description": "Outlook for the days ahead."},
])
EXAMPLES = {
    "site_stats": ["show the analytics of my website", "how many visitors did my web pages get"],
    "music_player": ["play some jazz", "put on a relaxing playlist"],
    "forecaster": ["what is the weather forecast for Berlin", "will it be sunny this weekend"],
}


def test_word_grams_pad_the_word_and_keep_short_words_whole():
    assert word_grams("webs") == (" web", "webs", "ebs ")
    assert word_grams("a") == (" a ",)
    assert grams("Web web")[" web"] == 2  # lower-cased, counted


def test_centroid_cosine_prefers_the_tool_sharing_pieces():
    index = CharGramIndex(["web analytics", "jazz songs", "webanalytics report"], [0, 1, 0], 2, min_df=1)
    scores = index.scores("webanalytic")
    assert scores[0] > 0 and scores[1] == 0
    assert np.all(index.scores("zzqx") == 0)  # no known piece: zero everywhere, not an error
    assert np.allclose(scores, CharGramIndex(["web analytics", "jazz songs", "webanalytics report"], [0, 1, 0], 2,
                                             min_df=1).scores("webanalytic"))  # deterministic


def test_examples_reach_a_compound_word_and_a_typo_through_character_pieces():
    taught = ToolRouter(with_examples(CATALOGUE, EXAMPLES))
    # no stemmed word of these requests is in any example or description: only the pieces match
    assert taught.route("webanalytics dashboard").tools[0] == "site_stats"
    assert taught.route("wheather forcast").tools[0] == "forecaster"
    assert taught.route("jazzplaylist").tools[0] == "music_player"


def test_zero_shot_catalogue_builds_no_character_index():
    assert ToolRouter(CATALOGUE).index.chars is None
    assert ToolRouter(with_examples(CATALOGUE, EXAMPLES)).index.chars is not None
