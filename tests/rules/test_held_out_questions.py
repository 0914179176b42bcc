"""The frozen held-out players' questions of issue 28 (tests/rules/held_out_questions.py): a valid,
balanced table. The rates it gives are asserted once the look-up of issue 28 is in (below)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

from heresy_app import rules

_spec = importlib.util.spec_from_file_location("held_out_questions", Path(__file__).with_name("held_out_questions.py"))
held = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(held)


def test_the_held_out_table_is_large_balanced_and_valid():
    ids = set(rules.section_ids())
    for lang in ("en", "ru"):
        assert sum(1 for _, ql, _ in held.HELD_OUT if ql == lang) >= 30
    assert all(ok and set(ok) <= ids for _, _, ok in held.HELD_OUT)
    assert len({q for q, _, _ in held.HELD_OUT}) == len(held.HELD_OUT)


def test_a_subsection_answers_for_its_section():
    assert held.answers("battle.assault.overrun", ["battle.assault"])
    assert not held.answers("battle.assaulted", ["battle.assault"])
    assert not held.answers("battle", ["battle.assault"])


# Floors under the held-out rates of `heresy rules search` (sections and shipped rulings), measured
# when issue 28's search landed (python tests/rules/held_out_questions.py). They guard against a
# change that loses ground; they are not the goal. The goal of issue 28 is 85% first and 95% in
# the top three; set C (clean: written after the last change, measured once) reached it — en 91% /
# 100%, ru 88% / 97% — but sets A and B, whose misses were seen before the last changes, did not:
# A en 80% / 94%, ru 78% / 97%; B en 66% / 88%, ru 69% / 88% (B measured clean, before those
# changes: en 66% / 84%, ru 62% / 88%). The gap between the tables tuned on (~93% / 100%) and B is
# the figure to shrink. C was written by the author of the sections' questions, B and A too.
# Third round (set E, tests/rules/questions_e.py and aside_e.py): A rose to en 89% / 100%, ru 84% /
# 100%; B en 72% / 94%, ru 69% / 88%; D en 87% / 90%, ru 90% / 100%; C lost one question in each
# language (en 88% / 100%, ru 84% / 94%: "+1 assault versus Vehicles ..." now opens with the
# tactic's versus section, «способность даёт +d6 ...» with the stats): its floors follow.
# Fourth round (set F, tests/rules/questions_f.py and aside_f.py; the ranking frozen at a70e2ab): A en
# 89% / 100%, ru 88% / 100%; B en 78% / 94%, ru 69% / 88%; C en 88% / 100%, ru 88% / 94%: floors follow.
# Fifteenth round (the weights moved by leave-one-author-out validation, docs/rules.md): A en lost one
# first place (30 / 35: "can I shoot their battleship" opens with the ship cards before ships cannot be
# attacked) and C ru one top-three place (29 / 32, while C en gained a first): floors follow.
# Sixteenth round (the sections' questions widened from their content, docs/rules.md): A ru lost one first
# place (27 / 32: «стреляет ли отряд, который уже наступает» now opens with the charging position before
# shooting) while every other author's set but F-G and H gained or held: its floor follows.
FLOORS = {  # set: {lang: (first, top three)}
    "A": {"en": (0.85, 1.00), "ru": (0.84, 1.00)},
    "B": {"en": (0.78, 0.93), "ru": (0.68, 0.87)},
    "C": {"en": (0.87, 1.00), "ru": (0.87, 0.90)},
}


def test_held_out_rates_keep_their_floors():
    from heresy_app import rules as _rules

    find = held.command_search()
    try:
        tables = {"A": held.HELD_OUT, "B": held.HELD_OUT_B, "C": held.HELD_OUT_C}
        for name, table in tables.items():
            for lang, (first_floor, top3_floor) in FLOORS[name].items():
                first, top3, misses = held.rates(find, table, lang=lang)
                assert first >= first_floor, (name, lang, first, misses)
                assert top3 >= top3_floor, (name, lang, top3, misses)
    finally:
        _rules.set_rulings_provider(None)


def test_every_set_is_large_balanced_and_valid():
    ids = set(rules.section_ids())
    for table in (held.HELD_OUT_B, held.HELD_OUT_C):
        for lang in ("en", "ru"):
            assert sum(1 for _, ql, _ in table if ql == lang) >= 30
        assert all(ok and set(ok) <= ids for _, _, ok in table)
    every = [q for table in (held.HELD_OUT, held.HELD_OUT_B, held.HELD_OUT_C) for q, _, _ in table]
    assert len(set(every)) == len(every)


# Set D (tests/rules/frozen_questions.py): written after the second round's ranking was frozen
# (261179d) and measured once: en 23 of 30 first (77%), 27 in the top three (90%); ru 26 (87%) and
# 30 (100%). Floors only; the goal stays 85% / 95%.
_fspec = importlib.util.spec_from_file_location("frozen_questions", Path(__file__).with_name("frozen_questions.py"))
frozen = importlib.util.module_from_spec(_fspec)
_fspec.loader.exec_module(frozen)
FROZEN_FLOORS = {"en": (0.89, 0.96), "ru": (0.93, 1.00)}   # fourth round: en 90% / 97%, ru 93% / 100%


def test_the_frozen_set_is_large_valid_and_keeps_its_floors():
    from heresy_app import rules as _rules

    ids = set(rules.section_ids())
    assert all(ok and set(ok) <= ids for _, _, ok in frozen.FROZEN)
    every = [q for table in (held.HELD_OUT, held.HELD_OUT_B, held.HELD_OUT_C, frozen.FROZEN) for q, _, _ in table]
    assert len(set(every)) == len(every)
    find = held.command_search()
    try:
        for lang, (first_floor, top3_floor) in FROZEN_FLOORS.items():
            assert sum(1 for _, ql, _ in frozen.FROZEN if ql == lang) >= 30
            first, top3, misses = held.rates(find, frozen.FROZEN, lang=lang)
            assert first >= first_floor and top3 >= top3_floor, (lang, first, top3, misses)
    finally:
        _rules.set_rulings_provider(None)


# Set E (third round, another author): the tuning half (questions_e.py) before -> after the third
# round: en 56% / 92% -> 76% / 92%, ru 68% / 96% -> 84% / 96%. The aside half (aside_e.py), written
# with it and never tuned on, measured once after the ranking was frozen (e176365): en 20 of 25
# first (80%), 23 in the top three (92%); ru 19 (76%) and 22 (88%) — before the round it gave en
# 76% / 96%, ru 72% / 88% (rates only; its misses were not looked at). Floors only: the goal stays
# 85% / 95%, and the aside's figures are the honest ones.
_espec = importlib.util.spec_from_file_location("questions_e", Path(__file__).with_name("questions_e.py"))
set_e = importlib.util.module_from_spec(_espec)
_espec.loader.exec_module(set_e)
_aspec = importlib.util.spec_from_file_location("aside_e", Path(__file__).with_name("aside_e.py"))
aside_e = importlib.util.module_from_spec(_aspec)
_aspec.loader.exec_module(aside_e)
# Fourth round (set E's aside was read once its figures were recorded, so it is tuned on now): tune
# en 80% / 96%, ru 92% / 96%; aside en 80% / 96%, ru 84% / 92%.
E_FLOORS = {"tune": {"en": (0.80, 0.96), "ru": (0.92, 0.96)}, "aside": {"en": (0.80, 0.96), "ru": (0.84, 0.92)}}


def test_set_e_is_valid_and_keeps_its_floors():
    from heresy_app import rules as _rules

    ids = set(rules.section_ids())
    tables = {"tune": set_e.TUNE_E, "aside": aside_e.ASIDE_E}
    every = [q for table in (held.HELD_OUT, held.HELD_OUT_B, held.HELD_OUT_C, frozen.FROZEN, *tables.values())
             for q, _, _ in table]
    assert len(set(every)) == len(every)
    find = held.command_search()
    try:
        for name, table in tables.items():
            assert all(ok and set(ok) <= ids for _, _, ok in table)
            for lang, (first_floor, top3_floor) in E_FLOORS[name].items():
                assert sum(1 for _, ql, _ in table if ql == lang) >= 25
                first, top3, misses = held.rates(find, table, lang=lang)
                assert first >= first_floor - 1e-9 and top3 >= top3_floor - 1e-9, (name, lang, first, top3, misses)
    finally:
        _rules.set_rulings_provider(None)


# Set F (fourth round, another author; tests/rules/questions_f.py and aside_f.py): 80 questions written
# from the rulebook and the section list before the round touched the ranking, split entry by entry.
# The tuning half before -> after the round: en 75% / 90% -> 85% / 100%, ru 75% / 90% -> 75% / 95%. The
# aside half, never tuned on, measured once after the ranking was frozen at a70e2ab: en 15 of 20 first
# (75%), 18 in the top three (90%); ru 13 (65%) and 18 (90%) — the ranking before the round gives it
# en 70% / 90%, ru 70% / 85% (measured after the freeze, for comparison only). The goal (85% / 95%)
# is not met on unseen questions; floors only.
_fspec2 = importlib.util.spec_from_file_location("questions_f", Path(__file__).with_name("questions_f.py"))
set_f = importlib.util.module_from_spec(_fspec2)
_fspec2.loader.exec_module(set_f)
_afspec = importlib.util.spec_from_file_location("aside_f", Path(__file__).with_name("aside_f.py"))
aside_f = importlib.util.module_from_spec(_afspec)
_afspec.loader.exec_module(aside_f)
F_FLOORS = {"tune": {"en": (0.85, 1.00), "ru": (0.75, 0.95)}, "aside": {"en": (0.75, 0.90), "ru": (0.65, 0.90)}}


def test_set_f_is_valid_and_keeps_its_floors():
    from heresy_app import rules as _rules

    ids = set(rules.section_ids())
    tables = {"tune": set_f.TUNE_F, "aside": aside_f.ASIDE_F}
    every = [q for table in (held.HELD_OUT, held.HELD_OUT_B, held.HELD_OUT_C, frozen.FROZEN, set_e.TUNE_E,
                             aside_e.ASIDE_E, *tables.values()) for q, _, _ in table]
    assert len(set(every)) == len(every)
    find = held.command_search()
    try:
        for name, table in tables.items():
            assert all(ok and set(ok) <= ids for _, _, ok in table)
            for lang, (first_floor, top3_floor) in F_FLOORS[name].items():
                assert sum(1 for _, ql, _ in table if ql == lang) >= 20
                first, top3, misses = held.rates(find, table, lang=lang)
                assert first >= first_floor - 1e-9 and top3 >= top3_floor - 1e-9, (name, lang, first, top3, misses)
    finally:
        _rules.set_rulings_provider(None)


# Set G (tests/rules/aside_g.py): 40 questions by set F's author, written after F's aside was measured,
# on situations F does not ask about, kept aside whole; measured once with the ranking frozen at
# a70e2ab: en 14 of 20 first (70%), 19 in the top three (95%); ru 12 (60%) and 20 (100%). The ranking
# before the fourth round gives it en 75% / 95%, ru 60% / 100% (for comparison only). Floors only.
_gspec = importlib.util.spec_from_file_location("aside_g", Path(__file__).with_name("aside_g.py"))
aside_g = importlib.util.module_from_spec(_gspec)
_gspec.loader.exec_module(aside_g)
G_FLOORS = {"en": (0.70, 0.95), "ru": (0.60, 1.00)}


def test_set_g_is_valid_and_keeps_its_floors():
    from heresy_app import rules as _rules

    ids = set(rules.section_ids())
    every = [q for table in (held.HELD_OUT, held.HELD_OUT_B, held.HELD_OUT_C, frozen.FROZEN, set_e.TUNE_E,
                             aside_e.ASIDE_E, set_f.TUNE_F, aside_f.ASIDE_F, aside_g.ASIDE_G) for q, _, _ in table]
    assert len(set(every)) == len(every)
    assert all(ok and set(ok) <= ids for _, _, ok in aside_g.ASIDE_G)
    find = held.command_search()
    try:
        for lang, (first_floor, top3_floor) in G_FLOORS.items():
            assert sum(1 for _, ql, _ in aside_g.ASIDE_G if ql == lang) >= 20
            first, top3, misses = held.rates(find, aside_g.ASIDE_G, lang=lang)
            assert first >= first_floor - 1e-9 and top3 >= top3_floor - 1e-9, (lang, first, top3, misses)
    finally:
        _rules.set_rulings_provider(None)


# Fifth round. Set I (tests/rules/questions_i.py and aside_i.py): the lead's development material, two
# authors' 140 questions split by place (even entries tuned on, odd kept aside). Set H
# (tests/rules/frozen_h.py): 60 questions written for this round after its ranking was frozen at
# 639a5af. That ranking (a naive Bayes model beside BM25F) gained on every tuning set but lost on I's
# aside and on H, so it was taken out again (7660bf6); the figures below are the ranking kept (the
# card-ruling rule of 722ea07), measured on I's aside and H twice, for that decision and at the end:
# I tune en 31 of 36 first (86%), 35 in the top three (97%), ru 27 / 32 of 34 (79% / 94%); I aside en
# 25 / 31 of 34 (74% / 91%), ru 29 / 35 of 36 (81% / 97%); H en 22 / 27 of 30 (73% / 90%), ru 25 / 28
# of 30 (83% / 93%). The goal (85% / 95%) is not met on questions never seen. Floors only.
def _load(name):
    spec = importlib.util.spec_from_file_location(name, Path(__file__).with_name(f"{name}.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


FIFTH_ROUND = {  # table: {lang: (first, top three)}
    "TUNE_I": {"en": (31 / 36, 35 / 36), "ru": (27 / 34, 32 / 34)},
    "ASIDE_I": {"en": (25 / 34, 31 / 34), "ru": (29 / 36, 35 / 36)},
    "FROZEN_H": {"en": (22 / 30, 27 / 30), "ru": (25 / 30, 28 / 30)},
}


def _keep_floors(tables, floors, least, unread=()):
    """Every table's answers are sections that exist; each language holds at least ``least`` questions
    and keeps its (first, top three) floor. Tables named in ``unread`` are asides: only their misses'
    count is reported, never the questions."""
    from heresy_app import rules as _rules

    ids = set(rules.section_ids())
    find = held.command_search()
    try:
        for name, table in tables.items():
            assert all(ok and set(ok) <= ids for _, _, ok in table), name
            for lang, (first_floor, top3_floor) in floors[name].items():
                assert sum(1 for _, ql, _ in table if ql == lang) >= least
                first, top3, misses = held.rates(find, table, lang=lang)
                shown = len(misses) if name in unread else misses
                assert first >= first_floor - 1e-9 and top3 >= top3_floor - 1e-9, (name, lang, first, top3, shown)
    finally:
        _rules.set_rulings_provider(None)


def test_the_fifth_rounds_sets_are_valid_and_keep_their_floors():
    tables = {"TUNE_I": _load("questions_i").TUNE_I, "ASIDE_I": _load("aside_i").ASIDE_I,
              "FROZEN_H": _load("frozen_h").FROZEN_H}
    every = [q for table in tables.values() for q, _, _ in table]
    assert len(set(every)) == len(every)
    _keep_floors(tables, FIFTH_ROUND, least=30)


# Sixth round. Set J (tests/rules/questions_j.py and aside_j.py): the fifth round's blind sets A10 and
# B10 (two authors, 140 questions), made development material at the sixth round's start and split by
# place (even entries tuned on, odd kept aside). Floors as measured at that start (17f44c4):
# J tune en 28 / 34 of 36, ru 28 / 31 of 34; J aside en 29 / 33 of 34, ru 29 / 33 of 36.
SIXTH_ROUND = {  # table: {lang: (first, top three)}
    "TUNE_J": {"en": (28 / 36, 34 / 36), "ru": (28 / 34, 31 / 34)},
    "ASIDE_J": {"en": (29 / 34, 33 / 34), "ru": (29 / 36, 33 / 36)},
}


def test_the_sixth_rounds_sets_are_valid_and_keep_their_floors():
    tables = {"TUNE_J": _load("questions_j").TUNE_J, "ASIDE_J": _load("aside_j").ASIDE_J}
    every = [q for table in tables.values() for q, _, _ in table]
    assert len(set(every)) == len(every)
    _keep_floors(tables, SIXTH_ROUND, least=30)


# Eighth round. Set K (tests/rules/questions_k.py and aside_k.py): 96 questions written by the round's
# author before it touched the ranking, in the style of players who describe the cards and their
# positions ("turned sideways", «мотики», «перевёрнут», typos), split by place. Before -> after the
# round (23ecf21): K tune en 17 / 21 -> 17 / 21 of 24, ru 12 / 18 -> 13 / 19 of 24; K aside, measured at
# the start and the end only, en 12 / 14 -> 12 / 15 of 24, ru 12 / 15 -> 12 / 15 of 24. Far from the
# goal (85% / 95%); floors only.
EIGHTH_ROUND = {  # table: {lang: (first, top three)}
    "TUNE_K": {"en": (17 / 24, 21 / 24), "ru": (13 / 24, 19 / 24)},
    "ASIDE_K": {"en": (12 / 24, 15 / 24), "ru": (12 / 24, 15 / 24)},
}


def test_the_eighth_rounds_sets_are_valid_and_keep_their_floors():
    tables = {"TUNE_K": _load("questions_k").TUNE_K, "ASIDE_K": _load("aside_k").ASIDE_K}
    every = [q for table in tables.values() for q, _, _ in table]
    assert len(set(every)) == len(every)
    _keep_floors(tables, EIGHTH_ROUND, least=24)


# Twelfth round. Set L (tests/rules/questions_l.py and aside_l.py): the eleventh round's blind sets A12
# and B12 (tests/rules/blind12/, two authors, 140 questions), made development material at the twelfth
# round's start and split by place within each file and language (a language's 1st, 3rd, ... entries
# tuned on, the others kept aside: their misses are not read, only their rates). Floors as measured at
# that start (a6f2a25): L tune en 26 / 33 of 36, ru 23 / 35 of 36; L aside en 24 / 30 of 34, ru 26 / 30
# of 34. After the round: L tune en 31 / 36, ru 30 / 35 of 36; L aside en 25 / 30, ru 26 / 30 of 34 (the
# aside barely moved: docs/rules.md). Far from the goal (85% / 95%) on the aside; floors only.
# Thirteenth round: the absence features (analysis.negated) cost L tune en one first place (a long
# question saying "it's no longer charging and can't assault later" now opens with the ships' "cannot
# shoot or assault a ship"): 31 -> 30, while every tuning table pooled gains (docs/rules.md).
TWELFTH_ROUND = {  # table: {lang: (first, top three)}
    "TUNE_L": {"en": (30 / 36, 36 / 36), "ru": (30 / 36, 35 / 36)},
    "ASIDE_L": {"en": (25 / 34, 30 / 34), "ru": (26 / 34, 30 / 34)},
}


def test_the_twelfth_rounds_split_is_the_blind_sets_by_place_and_keeps_its_floors():
    tables = {"TUNE_L": _load("questions_l").TUNE_L, "ASIDE_L": _load("aside_l").ASIDE_L}
    # the split is exactly A12 and B12, every second question of a language on each side (blind_split's)
    tune, aside = _load("blind_split").halves("blind12")
    expected = {"TUNE_L": tune, "ASIDE_L": aside}
    for name, table in tables.items():
        assert sorted(map(repr, table)) == sorted(map(repr, expected[name])), name
    every = [q for table in tables.values() for q, _, _ in table]
    assert len(set(every)) == len(every)
    _keep_floors(tables, TWELFTH_ROUND, least=34, unread={"ASIDE_L"})


# Thirteenth round. Set M (tests/rules/questions_m.py and aside_m.py): the twelfth round's blind sets A13
# and B13 (tests/rules/blind13/, two authors, 140 questions), split by blind_split.halves (by place within
# each file and language). Measured at the round's start (e83c3c5): M tune en 28 / 33 of 36, ru 31 / 35 of
# 36; M aside en 28 / 32 of 34, ru 24 / 31 of 34 (its misses unread). With the absence features, at the
# round's end: M tune en 29 / 33, ru 32 / 35; M aside en 29 / 32, ru 24 / 31 (measured twice in all).
# Floors only; the goal is 85% / 95%.
THIRTEENTH_ROUND = {  # table: {lang: (first, top three)}
    "TUNE_M": {"en": (29 / 36, 33 / 36), "ru": (32 / 36, 35 / 36)},
    "ASIDE_M": {"en": (29 / 34, 32 / 34), "ru": (24 / 34, 31 / 34)},
}


def test_blind_split_halves_each_file_and_language_by_place():
    import tomllib

    split = _load("blind_split")
    tune, aside = split.halves("blind13")
    for name in split.FILES:
        source = Path(__file__).with_name("blind13") / f"{name}.toml"
        entries = tomllib.loads(source.read_text(encoding="utf-8"))["q"]
        for lang in ("en", "ru"):
            texts = [q["text"] for q in entries if q["lang"] == lang]
            assert texts, (name, lang)
            # the 1st, 3rd, ... of a language tuned on, the 2nd, 4th, ... aside, none lost or doubled
            assert all((t, lang) in {(q, ql) for q, ql, _ in tune} for t in texts[0::2])
            assert all((t, lang) in {(q, ql) for q, ql, _ in aside} for t in texts[1::2])
    assert len(tune) + len(aside) == 140
    assert not {q for q, _, _ in tune} & {q for q, _, _ in aside}


def test_the_thirteenth_rounds_split_keeps_its_floors():
    tables = {"TUNE_M": _load("questions_m").TUNE_M, "ASIDE_M": _load("aside_m").ASIDE_M}
    _keep_floors(tables, THIRTEENTH_ROUND, least=34, unread={"ASIDE_M"})


# Fourteenth round. Set N (tests/rules/questions_n.py and aside_n.py): the thirteenth round's blind sets
# A14 and B14 (tests/rules/blind14/questions_a14.toml and questions_b14.toml: newcomers at a club;
# tournament players and a judge; 140 questions), split by blind_split.halves with those files' names.
# Measured at the round's start (b45c4d9): N tune en 31 / 36 of 36, ru 26 / 33 of 36; N aside en 24 / 30
# of 34, ru 27 / 31 of 34 (its misses unread). With the asked action (search.ASKED_BONUS), at the round's
# end: the same four figures (measured twice in all). Floors only; the goal is 85% / 95%.
FOURTEENTH_ROUND = {  # table: {lang: (first, top three)}
    "TUNE_N": {"en": (31 / 36, 36 / 36), "ru": (26 / 36, 33 / 36)},
    "ASIDE_N": {"en": (24 / 34, 30 / 34), "ru": (27 / 34, 30 / 34)},
}
# (sixteenth round: N aside ru 27 / 30 of 34 once the sections' questions were widened — one top-three
# place lost, «Мой отряд шёл вперёд, а потом его развернули...»; N as a whole en +3 / -1, ru 0 / 0)


def test_the_fourteenth_rounds_split_is_the_named_blind_files_by_place_and_keeps_its_floors():
    tables = {"TUNE_N": _load("questions_n").TUNE_N, "ASIDE_N": _load("aside_n").ASIDE_N}
    tune, aside = tables["TUNE_N"], tables["ASIDE_N"]
    assert len(tune) + len(aside) == 140 and len(tune) == 72
    assert not {q for q, _, _ in tune} & {q for q, _, _ in aside}
    _keep_floors(tables, FOURTEENTH_ROUND, least=34, unread={"ASIDE_N"})


# Fifteenth round. Set O (tests/rules/questions_o.py and aside_o.py): the fourteenth round's blind sets
# A15 and B15 (tests/rules/blind15/questions_a15.toml and questions_b15.toml: players returning after
# years, asking by analogy with other games; deck builders and league organisers; 140 questions), split by
# blind_split.halves with those files' names. Measured at the round's start (79aa9dd): O tune en 25 / 31
# of 36, ru 24 / 33 of 36; O aside en 25 / 33 of 34, ru 26 / 31 of 34 (its misses unread). With the
# weights moved by leave-one-author-out validation (benchmarks/author_folds.py), at the round's end: O tune
# en 27 / 31, ru 25 / 33; O aside en 26 / 33, ru 26 / 32 (measured twice in all). Floors only; the goal is
# 85% / 95%.
FIFTEENTH_ROUND = {  # table: {lang: (first, top three)}
    "TUNE_O": {"en": (27 / 36, 31 / 36), "ru": (25 / 36, 33 / 36)},
    "ASIDE_O": {"en": (26 / 34, 33 / 34), "ru": (26 / 34, 32 / 34)},
}


def test_the_fifteenth_rounds_split_is_the_named_blind_files_by_place_and_keeps_its_floors():
    tables = {"TUNE_O": _load("questions_o").TUNE_O, "ASIDE_O": _load("aside_o").ASIDE_O}
    tune, aside = tables["TUNE_O"], tables["ASIDE_O"]
    assert len(tune) + len(aside) == 140 and len(tune) == 72
    assert not {q for q, _, _ in tune} & {q for q, _, _ in aside}
    _keep_floors(tables, FIFTEENTH_ROUND, least=34, unread={"ASIDE_O"})


# Sixteenth round. Set P (tests/rules/questions_p.py and aside_p.py): the fifteenth round's blind sets
# A16 and B16 (tests/rules/blind16/questions_a16.toml and questions_b16.toml: judges writing a club FAQ
# where two rules meet; newcomers who never read the rulebook; 140 questions), split by
# blind_split.halves with those files' names. Measured at the round's start (09ff1e7): P tune en 28 / 36
# of 36, ru 26 / 34 of 36; P aside en 24 / 31 of 34, ru 25 / 33 of 34 (its misses unread). With the
# sections' questions widened from their content, at the round's end: P tune en 30 / 36, ru 28 / 35; P aside
# en 25 / 31, ru 29 / 33 (measured twice in all). Floors only; the goal is 85% / 95%.
SIXTEENTH_ROUND = {  # table: {lang: (first, top three)}
    "TUNE_P": {"en": (30 / 36, 36 / 36), "ru": (28 / 36, 35 / 36)},
    "ASIDE_P": {"en": (25 / 34, 31 / 34), "ru": (29 / 34, 33 / 34)},
}


def test_the_sixteenth_rounds_split_is_the_named_blind_files_by_place_and_keeps_its_floors():
    tables = {"TUNE_P": _load("questions_p").TUNE_P, "ASIDE_P": _load("aside_p").ASIDE_P}
    tune, aside = tables["TUNE_P"], tables["ASIDE_P"]
    assert len(tune) + len(aside) == 140 and len(tune) == 72
    assert not {q for q, _, _ in tune} & {q for q, _, _ in aside}
    _keep_floors(tables, SIXTEENTH_ROUND, least=34, unread={"ASIDE_P"})


# Seventeenth round. Set Q (tests/rules/questions_q.py and aside_q.py): the sixteenth round's blind sets
# A17 and B17 (tests/rules/blind17/questions_a17.toml and questions_b17.toml: 40k tabletop players trying
# the card game; players mid-game typing long narratives in a chat; 140 questions), split by
# blind_split.halves with those files' names. Measured at the round's start (6975e39): Q tune en 28 / 33
# of 36, ru 29 / 34 of 36; Q aside en 30 / 33 of 34, ru 30 / 32 of 34 (its misses unread). Floors only;
# the goal is 85% / 95%.
SEVENTEENTH_ROUND = {  # table: {lang: (first, top three)}
    "TUNE_Q": {"en": (28 / 36, 33 / 36), "ru": (29 / 36, 34 / 36)},
    "ASIDE_Q": {"en": (30 / 34, 33 / 34), "ru": (30 / 34, 32 / 34)},
}


def test_the_seventeenth_rounds_split_is_the_named_blind_files_by_place_and_keeps_its_floors():
    tables = {"TUNE_Q": _load("questions_q").TUNE_Q, "ASIDE_Q": _load("aside_q").ASIDE_Q}
    tune, aside = tables["TUNE_Q"], tables["ASIDE_Q"]
    assert len(tune) + len(aside) == 140 and len(tune) == 72
    assert not {q for q, _, _ in tune} & {q for q, _, _ in aside}
    _keep_floors(tables, SEVENTEENTH_ROUND, least=34, unread={"ASIDE_Q"})


# Eighteenth round. Set R (tests/rules/questions_r.py and aside_r.py): the seventeenth round's blind sets
# A18 and B18 (tests/rules/blind18/questions_a18.toml and questions_b18.toml: live-stream chat one-liners;
# players back after twenty years, two to four sentences; 140 questions), split by blind_split.halves with
# those files' names. Measured at the round's start (428a1d1): R tune en 30 / 35 of 36, ru 28 / 36 of 36;
# R aside en 27 / 33 of 34, ru 28 / 33 of 34 (its misses unread). Floors only; the goal is 85% / 95%.
EIGHTEENTH_ROUND = {  # table: {lang: (first, top three)}
    "TUNE_R": {"en": (30 / 36, 35 / 36), "ru": (28 / 36, 36 / 36)},
    "ASIDE_R": {"en": (27 / 34, 33 / 34), "ru": (28 / 34, 33 / 34)},
}


def test_the_eighteenth_rounds_split_is_the_named_blind_files_by_place_and_keeps_its_floors():
    tables = {"TUNE_R": _load("questions_r").TUNE_R, "ASIDE_R": _load("aside_r").ASIDE_R}
    tune, aside = tables["TUNE_R"], tables["ASIDE_R"]
    assert len(tune) + len(aside) == 140 and len(tune) == 72
    assert not {q for q, _, _ in tune} & {q for q, _, _ in aside}
    _keep_floors(tables, EIGHTEENTH_ROUND, least=34, unread={"ASIDE_R"})


def _own17(name):
    import tomllib

    source = Path(__file__).with_name("own17") / f"{name}.toml"
    return [(q["text"], q["lang"], list(q["sections"])) for q in tomllib.loads(source.read_text("utf-8"))["q"]]


# The seventeenth round's own aside material (tests/rules/own17/), written before the round tuned anything,
# in two styles no set had: a player describing a card's text and asking what it does in a situation, and a
# question mixing both languages' terms; 10 each language each. Measured at the round's start (6975e39):
# card text en 7 / 9, ru 8 / 10 of 10; mixed en 5 / 5, ru 4 / 7 of 10. Floors only. r17b (the other
# alphabet's glossary terms read in the asked language, search.GLOSS_WEIGHT): mixed en 9 / 10, ru 10 / 10.
OWN17 = {  # table: {lang: (first, top three)}
    "questions_card_text": {"en": (7 / 10, 9 / 10), "ru": (8 / 10, 10 / 10)},
    "questions_mixed": {"en": (9 / 10, 10 / 10), "ru": (10 / 10, 10 / 10)},
}


def test_the_seventeenth_rounds_own_styles_keep_their_floors():
    tables = {name: _own17(name) for name in OWN17}
    _keep_floors(tables, OWN17, least=10, unread=set(OWN17))
