"""Leave-one-author-out validation of the ranking's weights (benchmarks/author_folds.py, issue 28,
fifteenth round): the folds are the question tables by author, the unread aside is in none, a weight
tried is restored, and the verdict reads the folds as documented."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

search = importlib.import_module("heresy_app.rules.search")
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
author_folds = importlib.import_module("author_folds")
lookup_tables = importlib.import_module("lookup_tables")


def test_every_table_but_the_unread_aside_is_in_exactly_one_fold():
    folded = [name for names in author_folds.FOLDS.values() for name in names]
    assert len(folded) == len(set(folded))
    assert set(folded) == set(lookup_tables.TABLES) - lookup_tables.UNREAD
    assert not lookup_tables.UNREAD & set(folded)


def test_a_weight_tried_changes_the_ranking_or_the_keys_and_is_restored():
    question = "the attacker has no cards in any sector, what now"
    before_keys = search.question_keys(question, "en")
    before_order = search.ranked_ids(question, "en", before_keys)
    for name in author_folds.TUNABLE + author_folds.CONSTANTS:
        now = author_folds.current(name)
        assert author_folds.candidates(name, now) and now not in author_folds.candidates(name, now)
    now = author_folds.current("NEGATED_WEIGHT")
    try:
        author_folds.setting("NEGATED_WEIGHT", 0.9)
        assert search.question_keys(question, "en")["!card"] == 0.9   # a keyed weight: the question's keys change
    finally:
        author_folds.setting("NEGATED_WEIGHT", now)
    assert search.question_keys(question, "en") == before_keys
    now = author_folds.current("title")
    try:
        author_folds.setting("title", 0.0)
        assert author_folds.current("title") == 0.0
    finally:
        author_folds.setting("title", now)
    assert search.ranked_ids(question, "en", before_keys) == before_order


def test_the_tables_are_scored_by_fold_table_and_language():
    data = [row for row in author_folds.rows() if row[0] in ("E/questions_e", "kinds/kinds")][:12]
    keys = [search.question_keys(q, lang) for _, lang, q, _ in data]
    tally = author_folds.score(data, keys)
    assert set(tally) <= {f"{f}/{lang}" for f in ("E/questions_e", "kinds/kinds") for lang in ("en", "ru")}
    assert sum(n for _, _, n in tally.values()) == len(data)
    assert all(0 <= first <= top3 <= n for first, top3, n in tally.values())


def _tallies(first_by_fold):
    return {f"{fold}/t/en": [first, first, 10] for fold, first in first_by_fold.items()}


def test_the_verdict_keeps_a_change_only_when_every_fold_fits_it_and_none_loses_held_out():
    now = _tallies({"a": 5, "b": 5, "c": 5})
    better = _tallies({"a": 6, "b": 6, "c": 5})
    picks, held, said = author_folds.verdict({1.0: now, 2.0: better}, 1.0)
    assert picks == {"a": 2.0, "b": 2.0, "c": 2.0} and held == {"a": 1, "b": 1, "c": 0}
    assert said == "generalises"
    # one author's set loses what the others gain: the folds fit it, but a held-out fold loses
    fits_two = _tallies({"a": 7, "b": 7, "c": 4})
    assert author_folds.verdict({1.0: now, 2.0: fits_two}, 1.0)[2] == "folds disagree"
    # a gain on one author's set alone is not fitted by that set's fold: the others prefer the weight in use
    one = _tallies({"a": 5, "b": 5, "c": 8})
    picks, held, said = author_folds.verdict({1.0: now, 0.5: one}, 1.0)
    assert picks["c"] == 1.0 and held["c"] == 0 and said == "folds disagree"
    assert author_folds.verdict({1.0: now, 0.5: _tallies({"a": 4, "b": 4, "c": 4})}, 1.0)[2] == "keep as is"


def test_the_eighteenth_rounds_tried_weights_change_the_scores_they_name_and_nothing_at_one():
    """ABSENT_TITLE: a title naming an absence the question does not say ("When the attacker has no
    sector to choose" for "the attacker chooses a sector") weighs its title share so; NUMBER_SHARE: a bare
    number's part in the best single question's share. At 1.0 (in use) neither changes anything."""
    from heresy_app import rules

    def score(question, sid):
        return next(h.score for h in rules.search(question, lang="en", limit=40) if h.id == sid)

    cases = {"ABSENT_TITLE": ("the attacker chooses a sector", "battle-phase.no-sector"),
             "NUMBER_SHARE": ("both of us need 3 flags in the sector, who gets it", "end.tied-sectors")}
    for name, (question, sid) in cases.items():
        now = author_folds.current(name)
        assert now == 1.0
        before = score(question, sid)
        try:
            author_folds.setting(name, 0.0)
            assert score(question, sid) < before, name
        finally:
            author_folds.setting(name, now)
        assert score(question, sid) == before
    # the question says the absence: its title counts whole
    now = author_folds.current("ABSENT_TITLE")
    said = score("the attacker has no sector to choose", "battle-phase.no-sector")
    try:
        author_folds.setting("ABSENT_TITLE", 0.0)
        assert score("the attacker has no sector to choose", "battle-phase.no-sector") == said
    finally:
        author_folds.setting("ABSENT_TITLE", now)
