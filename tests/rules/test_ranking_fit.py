"""The ranking's weights as data (data/ranking.toml, fitted by benchmarks/fit_ranking.py by
leave-one-out over the sections' own questions) and the leave-one-out view of the index."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

import pytest

from heresy_app.rules.store import read_toml, reference

search = importlib.import_module("heresy_app.rules.search")
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
fit_ranking = importlib.import_module("fit_ranking")


def test_the_weights_file_is_what_the_search_uses():
    stored = read_toml("ranking.toml")["weights"]
    assert set(stored) == set(search.TUNABLE)
    assert search.fitted_weights() == stored
    assert search.weights() == pytest.approx({k: float(v) for k, v in stored.items()})


def test_bad_weights_are_refused():
    before = search.weights()
    with pytest.raises(ValueError, match="unknown ranking weight"):
        search.set_weights({"titel": 3.0})
    with pytest.raises(ValueError, match=">= 0"):
        search.set_weights({"title": -1.0})
    with pytest.raises(ValueError, match=">= 0"):
        search.set_weights({"k1": "big"})
    assert search.weights() == before


def test_weights_change_the_ranking_and_come_back():
    question = "can my tapped unit still block a shooter"
    before = search.ranked_ids(question, "en")
    saved = search.weights()
    try:
        search.set_weights({"title": 0.0, "aliases": 0.0, "questions": 0.0, "body": 0.0, "examples": 0.0,
                            "question_weight": 0.0, "title_bonus": 0.0})
        assert set(search.ranked_ids(question, "en")[:5]) <= set(before)
        assert all(s == 0 for s in (h.score for h in search.search(question, "en")))
    finally:
        search.set_weights(saved)
    assert search.ranked_ids(question, "en") == before


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_leave_out_hides_one_question_and_restores_the_index(lang):
    ref = reference()
    sid = "battle.blocking"
    question = ref.get(sid, lang).questions[0]
    before = [h.id for h in search.search(question, lang)]
    index_before = search.ranked_ids(question, lang)
    assert before == index_before[: len(before)]
    with search.leave_out(sid, lang, 0):
        hidden = search.ranked_ids(question, lang)
        # the section's best single question no longer matches every word: its score drops
        with_it = {h.id: h.score for h in search.search(question, lang, limit=50)}
    assert search.ranked_ids(question, lang) == index_before
    assert hidden  # still found through the section's other fields
    assert with_it[sid] < next(h.score for h in search.search(question, lang, limit=50) if h.id == sid)


def test_leave_one_out_counts():
    rows = [row for row in fit_ranking.training() if row[1] in ("battle.retreat", "deck.size")]
    assert len(rows) >= 4 * 2
    result = fit_ranking.evaluate(rows)
    for lang in ("en", "ru"):
        first, top3, rr, n = result[lang]
        assert n == sum(1 for row in rows if row[0] == lang)
        assert 0 <= first <= top3 <= n and first <= rr <= n
        assert top3 >= n // 2   # a section's own questions find it without the one left out


def test_two_questions_left_out_together_and_restored():
    rows = [row for row in fit_ranking.training(pairs=True) if row[1] == "battle.retreat"]
    assert {row[0] for row in rows} == {"en", "ru"}
    assert all(len(row[2]) == 2 for row in rows)
    lang, sid, group, question, asked = rows[0]
    before = search.ranked_ids(question, lang, asked)
    ref = reference()
    assert question == " ".join(ref.get(sid, lang).questions[i] for i in group)
    result = fit_ranking.evaluate(rows[:1])
    assert result[lang][3] == 1
    assert search.ranked_ids(question, lang, asked) == before
