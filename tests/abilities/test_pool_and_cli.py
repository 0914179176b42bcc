"""The starter pool's promises (sizes, coverage, dice, decks) and `heresy abilities` from the command line."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from heresy_app.abilities import ir_for_card, needs_manual_resolution
from heresy_app.abilities.coverage import MECHANICS, coverage, generate_markdown
from heresy_app.cards.model import fold
from heresy_app.cards.sources import load_all
from heresy_app.cli import main

DECKS = Path(__file__).resolve().parents[2] / "heresy_app" / "data" / "decks"

# the checkout's docs/cards.md (the tests may run against an installed, non-editable package)
REPO_DOC = Path(__file__).resolve().parents[2] / "docs" / "cards.md"


@pytest.fixture(scope="module")
def pool():
    _, cards = load_all()
    return [ir_for_card(c) for c in cards]


def test_pool_has_sixty_loyalist_sixty_traitor_thirty_unaligned_and_six_sectors(pool):
    sides = Counter(c.side.value for c in pool)
    assert sides["loyalist"] >= 60 and sides["traitor"] >= 60 and sides["unaligned"] >= 30
    assert sum(1 for c in pool if c.type.value == "sector") == 6
    assert len({fold(c.name.en) for c in pool}) == len(pool)
    assert len({fold(c.name.ru) for c in pool}) == len(pool)


def test_each_side_has_units_assets_and_ships(pool):
    for side in ("loyalist", "traitor", "unaligned"):
        kinds = Counter(c.type.value for c in pool if c.side.value == side)
        assert kinds["unit"] >= kinds["asset"] + kinds["ship"]
        assert kinds["asset"] >= 5 and kinds["ship"] >= 5


def test_every_card_has_a_command_line_that_parses_and_dice_one_to_six_are_spread(pool):
    played = [c for c in pool if c.type.value != "sector"]
    assert all(c.command is not None and c.command.ir is not None for c in played)
    assert not any(needs_manual_resolution(c) for c in played)
    dice = Counter(c.die for c in played)
    assert set(dice) == {1, 2, 3, 4, 5, 6}
    assert min(dice.values()) >= len(played) // 10


def test_every_mechanic_appears_on_at_least_three_cards(pool):
    table = coverage(pool)
    thin = {key: ids for key, ids in table.items() if len(ids) < 3}
    assert not thin
    assert len(table) == len(MECHANICS)


def test_the_rulebook_cards_keep_their_printed_stats(pool):
    by_name = {c.name.en: c for c in pool}
    tactical = by_name["Tactical Squad"]
    assert tactical.firepower == 3 and tactical.speed == 2 and tactical.armor == 3
    assert (by_name["Bike Squad"].speed, by_name["Bike Squad"].armor) == (3, 2)
    assert by_name["Assault Bikes"].armor == 3
    assert by_name["Ultramarines Dreadnought"].armor == 3
    assert by_name["Abaddon"].identity == by_name["Abaddon with Retinue"].identity == "abaddon"


def test_unmatched_text_leaves_the_card_usable_and_marked_for_manual_resolution(pool):
    card = next(c for c in pool if c.abilities)
    odd = card.abilities[0].model_copy(update={"en": "Sing a song of victory.", "ru": "Спой песню победы."})
    marked = ir_for_card(card.model_copy(update={"abilities": [odd]}))
    assert marked.abilities[0].ir is None
    assert needs_manual_resolution(marked)


def _deck(name: str) -> tuple[str, list[tuple[int, str]]]:
    lines = (DECKS / f"{name}.txt").read_text(encoding="utf-8").splitlines()
    side = lines[0].split(":", 1)[1].strip()
    entries = []
    for line in lines[1:]:
        if line.strip() and not line.startswith("#"):
            count, card = line.split(" ", 1)
            entries.append((int(count), card.strip()))
    return side, entries


@pytest.mark.parametrize("name", ["loyalist", "traitor"])
def test_sample_decks_are_legal_sixty_card_decks_of_their_side(pool, name):
    side, entries = _deck(name)
    assert side == name
    by_name = {fold(c.name.en): c for c in pool}
    identities = Counter()
    for count, card_name in entries:
        card = by_name[fold(card_name)]
        assert card.side.value in (side, "unaligned")
        assert card.type.value != "sector"
        identities[card.identity] += count
    assert sum(identities.values()) == 60
    assert max(identities.values()) <= 4
    flagged = sum(count for count, n in entries if by_name[fold(n)].flags > 0)
    assert flagged >= 36


def test_sample_decks_are_of_similar_strength(pool):
    by_name = {fold(c.name.en): c for c in pool}

    def weight(name):
        _, entries = _deck(name)
        totals = Counter()
        for count, n in entries:
            c = by_name[fold(n)]
            for stat in ("flags", "firepower", "assault", "armor"):
                totals[stat] += count * (getattr(c, stat) or 0)
        return totals

    lo, tr = weight("loyalist"), weight("traitor")
    for stat in lo:
        assert abs(lo[stat] - tr[stat]) <= 0.1 * max(lo[stat], tr[stat]), stat


# ---------------------------------------------------------------- docs/cards.md


def test_docs_cards_md_is_generated_from_the_current_database():
    from heresy_app.abilities.coverage import all_cards

    assert REPO_DOC.read_text(encoding="utf-8") == generate_markdown(all_cards()), \
        "docs/cards.md is stale: run `heresy abilities coverage --write`"


# ---------------------------------------------------------------- CLI


def test_cli_parse_prints_the_ir_as_json(capsys):
    assert main(["abilities", "parse", "--lang", "ru", "ВА (5+): Возьми 1 карту.", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["kind"] == "WA" and out["schema_version"] == 1
    assert out["effects"] == [{"op": "draw", "count": {"kind": "number", "value": 1}, "player": "you"}]


def test_cli_parse_prints_canonical_text(capsys):
    assert main(["abilities", "parse", "wa (5+): draw one card", "--render", "ru"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[:2] == ["WA (5+): Draw 1 card.", "ВА (5+): Возьми 1 карту."]


def test_cli_parse_failure_exits_one_with_line_and_column_on_stderr(capsys):
    assert main(["abilities", "parse", "WA (5+): Draw 1 bread.", "--json"]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    err = captured.err.strip().splitlines()
    assert len(err) == 1 and "line 1, column 17" in err[0] and "Traceback" not in captured.err


def test_cli_parse_bad_language_is_bad_input(capsys):
    assert main(["abilities", "parse", "--lang", "de", "WA: Draw 1 card."]) == 2


def test_cli_check_reports_no_failures_on_the_shipped_pool(capsys):
    assert main(["abilities", "check", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["failures"] == [] and report["cards"] >= 150 and report["texts"] == report["parsed"]


def test_cli_coverage_check_passes_and_json_lists_every_mechanic(capsys):
    assert main(["abilities", "coverage", "--check", "--json", "--doc", str(REPO_DOC)]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert {r["mechanic"] for r in rows} == {m[0] for m in MECHANICS}


def test_the_shipped_database_carries_the_ir_of_abilities_and_command_lines():
    from heresy_app.cards.db import CardDB

    db = CardDB(user=False)
    try:
        card = db.get("IS-005")
    finally:
        db.close()
    assert card.abilities[0].ir["kind"] == "WA"
    assert card.abilities[0].ir["costs"] == [{"cost": "test", "value": {"kind": "number", "value": 5}}]
    assert card.command.ir["kind"] == card.command.type.value


def test_cli_parse_failure_of_a_russian_text_says_where_in_russian(capsys):
    assert main(["abilities", "parse", "--lang", "ru", "Т: Этот отряд телепортируется."]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "строка 1, столбец 15" in err[0] and "«телепортируется»" in err[0]


@pytest.mark.parametrize("lang, said", [("en", "the ability text is empty"), ("ru", "текст способности пуст")])
def test_cli_parse_of_an_empty_text_says_it_is_empty_in_its_language(capsys, lang, said):
    """A reason the language states outright is worded in place of the words it expected there."""
    assert main(["abilities", "parse", "--lang", lang, "   "]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and said in err[0] and "expected" not in err[0] and "ожидалось" not in err[0]
