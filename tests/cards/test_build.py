from pathlib import Path

import pytest

import heresy_app.abilities
from heresy_app.cards.builder import build_from_sources as _build
from heresy_app.cards.builder import is_stale as _is_stale
from heresy_app.cards.database import dump_content
from heresy_app.cards.sources import SourceError, load_all
from heresy_app.paths import shipped_db_path


def build_from_sources(output=None, data=None):
    """As `heresy db build` does it: the ability language fills the executable forms."""
    return _build(output, data, language=heresy_app.abilities)


def is_stale(db=None, data=None):
    return _is_stale(db, data, language=heresy_app.abilities)


def test_the_committed_cards_sqlite_is_built_from_the_current_sources(tmp_path):
    assert is_stale() is None, "cards.sqlite is stale: run `heresy db build` and commit it"
    fresh = tmp_path / "fresh.sqlite"
    build_from_sources(fresh)
    assert dump_content(fresh) == dump_content(shipped_db_path())


def test_the_same_sources_give_the_same_database(tmp_path):
    a, b = tmp_path / "a.sqlite", tmp_path / "b.sqlite"
    build_from_sources(a)
    build_from_sources(b)
    assert dump_content(a) == dump_content(b)


def test_the_first_content_has_the_rulebook_cards_and_six_sectors():
    _, cards = load_all()
    by_name = {c.name.en: c for c in cards}
    tactical = by_name["Tactical Squad"]
    assert (tactical.firepower, tactical.speed, tactical.armor) == (3, 2, 3)
    assert (by_name["Bike Squad"].speed, by_name["Bike Squad"].armor) == (3, 2)
    assert by_name["Assault Bikes"].armor == 3
    assert by_name["Ultramarines Dreadnought"].armor == 3
    assert by_name["Abaddon"].identity == by_name["Abaddon with Retinue"].identity
    assert "Assault Squad" in by_name and "Command Squad" in by_name
    sectors = [c for c in cards if c.type.value == "sector"]
    assert sorted(c.planet.value for c in sectors) == ["isstvan_iii"] * 3 + ["prospero"] * 3


def _append(path: Path, text: str) -> None:
    path.write_text(path.read_text(encoding="utf-8") + text, encoding="utf-8")


def test_a_malformed_source_names_the_file_the_card_and_the_field(data_copy, tmp_path):
    _append(data_copy / "cards" / "sectors.toml", """
[[card]]
id = "SEC-099"
rarity = "common"
type = "unit"
side = "loyalist"
name = { en = "Broken", ru = "Сломанный" }
firepower = 1
assault = 1
speed = 1
armor = 1
die = 9
command = { type = "T", en = "x", ru = "y" }
""")
    with pytest.raises(SourceError) as info:
        build_from_sources(tmp_path / "out.sqlite", data_copy)
    err = info.value
    assert err.file.endswith("sectors.toml") and err.card_id == "SEC-099" and err.field == "die"
    assert not (tmp_path / "out.sqlite").exists()


def test_invalid_toml_and_duplicate_ids_are_reported(data_copy, tmp_path):
    bad = data_copy / "cards" / "zz.toml"
    bad.write_text("[[card]\nid = 1", encoding="utf-8")
    with pytest.raises(SourceError, match="zz.toml: not valid TOML"):
        load_all(data_copy)
    bad.write_text((data_copy / "cards" / "sectors.toml").read_text(encoding="utf-8"), encoding="utf-8")
    with pytest.raises(SourceError, match="duplicate id"):
        load_all(data_copy)


def test_a_stale_database_is_detected(data_copy, tmp_path):
    out = tmp_path / "cards.sqlite"
    build_from_sources(out, data_copy)
    assert is_stale(out, data_copy) is None
    _append(data_copy / "cards" / "sectors.toml", "\n# a comment changes the sources\n")
    assert "changed" in is_stale(out, data_copy)


def test_db_build_and_check_hand_the_ability_language_to_the_builder(tmp_path):
    from heresy_app.cli.db_cmd import build, stale

    out, n = build(tmp_path / "cli.sqlite")
    assert n > 0 and stale() is None and stale(out) is None
    assert dump_content(out) == dump_content(shipped_db_path())


def test_a_database_built_without_the_ability_language_has_no_executable_forms_and_is_told_apart(tmp_path):
    out = tmp_path / "plain.sqlite"
    _build(out, language=None)
    assert _is_stale(out, language=None) is None
    assert is_stale(out) is not None  # another digest: not what `heresy db build` makes
    content = dump_content(out)
    assert content["abilities"] and all(row[-1] in (None, "null") for row in content["abilities"])


def test_editing_the_ability_language_makes_the_database_stale(tmp_path):
    class Language:
        def __init__(self, files):
            self.files = files

        def ir_for_card(self, card):
            return heresy_app.abilities.ir_for_card(card)

        def language_files(self):
            return self.files

    grammar = tmp_path / "grammar_en.lark"
    grammar.write_text("start: WORD\n", encoding="utf-8")
    out = tmp_path / "cards.sqlite"
    _build(out, language=Language([grammar]))
    assert _is_stale(out, language=Language([grammar])) is None
    grammar.write_text("start: WORD+\n", encoding="utf-8")
    assert "changed" in _is_stale(out, language=Language([grammar]))
