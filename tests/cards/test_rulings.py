"""Card rulings: heresy_app/data/rulings.toml, merged into the cards by the builder, each ruling
valid in both languages and tied to the scenarios that play its situation (issue 18)."""

import tomllib
from pathlib import Path

import pytest

from heresy_app import rules
from heresy_app.cards.db import CardDB
from heresy_app.cards.sources import RULINGS_FILE, SourceError, load_all, load_rulings
from heresy_app.engine.scenario import load_scenario, run_scenario
from heresy_app.paths import DATA_DIR

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"
TIES = tomllib.loads(Path(__file__).with_name("ruling_scenarios.toml").read_text(encoding="utf-8"))
SECTIONS = frozenset(rules.section_ids())


def _own_rulings() -> dict:
    return load_rulings(DATA_DIR / RULINGS_FILE, section_ids=SECTIONS)


def test_at_least_55_cards_of_the_pool_carry_rulings():
    with_rulings = [c for c in CardDB(user=False).all_cards() if c.rulings]
    assert len(with_rulings) >= 55, len(with_rulings)


def test_every_ruling_is_in_both_languages_with_valid_rules_ids():
    for card in CardDB(user=False).all_cards():
        for r in card.rulings:
            assert r.en.strip() and r.ru.strip(), card.id
            assert r.sections, f"{card.id}: a ruling names the rules it follows"
            assert set(r.sections) <= SECTIONS, (card.id, r.sections)
            assert any("а" <= ch <= "я" for ch in r.ru.lower()), f"{card.id}: the Russian text is Russian"


def test_the_russian_rulings_use_the_rulebooks_words():
    for card_id, found in _own_rulings().items():
        for r in found:
            text = r.ru.lower()
            for banned in ("урон", "соперник", "военное действие"):
                assert banned not in text, (card_id, banned)


def test_rulings_of_the_separate_file_are_merged_after_the_cards_own():
    _, cards = load_all(section_ids=SECTIONS)
    by_id = {c.id: c for c in cards}
    for card_id, found in _own_rulings().items():
        assert list(by_id[card_id].rulings[-len(found):]) == found
    # the pool file's own ruling of Abaddon with Retinue is still there
    assert by_id["IS-102"].rulings


def test_the_database_holds_every_ruling():
    db = CardDB(user=False)
    for card_id, found in _own_rulings().items():
        assert [r.en for r in db.get(card_id).rulings][-len(found):] == [r.en for r in found]


def test_every_card_ruled_in_the_separate_file_has_its_scenarios():
    assert set(_own_rulings()) <= set(TIES), sorted(set(_own_rulings()) - set(TIES))


@pytest.mark.parametrize("card_id", sorted(TIES))
def test_the_rulings_scenarios_play_the_card_and_reach_their_outcome(card_id):
    for name in TIES[card_id]:
        path = SCENARIOS / f"{name}.toml"
        assert path.is_file(), path
        data = load_scenario(path)
        ids = {c.get("id") for c in data["position"].get("card", [])}
        assert card_id in ids, f"{name} does not put {card_id} on the table"
        result = run_scenario(path)
        assert result.passed, (name, result.failures)


# ---------------------------------------------------------------- a faulty rulings file

def _write(data: Path, text: str) -> None:
    (data / RULINGS_FILE).write_text(text, encoding="utf-8")


GOOD = 'date = 2026-11-23\nsections = ["term.x"]\nen = "An answer."\nru = "Ответ."\n'


def test_a_ruling_of_an_unknown_card_names_the_file_and_the_entry(data_copy):
    _write(data_copy, f'[[ruling]]\ncard = "IS-001"\n{GOOD}\n[[ruling]]\ncard = "IS-999"\n{GOOD}')
    with pytest.raises(SourceError) as info:
        load_all(data_copy)
    msg = str(info.value)
    assert "rulings.toml" in msg and "ruling #2" in msg and "IS-999" in msg and "no card" in msg


def test_a_ruling_naming_an_unknown_rules_id_is_refused(data_copy):
    _write(data_copy, f'[[ruling]]\ncard = "IS-1"\n{GOOD.replace("term.x", "term.nowhere")}')
    load_all(data_copy)  # without the reference's ids it loads ...
    with pytest.raises(SourceError) as info:  # ... and the builder hands them in
        load_all(data_copy, section_ids=SECTIONS)
    assert "ruling #1" in str(info.value) and "term.nowhere" in str(info.value)


@pytest.mark.parametrize("text, where", [
    ('[[ruling]]\ncard = "IS-001"\ndate = 2026-11-23\nsections = ["term.x"]\nen = "Only English."\n', "ru"),
    ('[[ruling]]\ncard = "IS-001"\ndate = "someday"\nsections = ["term.x"]\nen = "a"\nru = "б"\n', "date"),
    ('[[ruling]]\ndate = 2026-11-23\nsections = ["term.x"]\nen = "a"\nru = "б"\n', "card"),
    ('[[ruling]]\ncard = "IS-001"\ndate = 2026-11-23\nen = "a"\nru = "б"\n', "sections"),
    ('[[ruling]]\ncard = "IS-001"\n' + GOOD + 'extra = 1\n', "extra"),
    ('[[rulings]]\ncard = "IS-001"\n', "rulings"),
    ('[[ruling]\ncard = ', "not valid TOML"),
])
def test_a_malformed_ruling_is_one_clear_error(data_copy, text, where):
    _write(data_copy, text)
    with pytest.raises(SourceError) as info:
        load_all(data_copy)
    assert "rulings.toml" in str(info.value) and where in str(info.value)


def test_db_build_refuses_a_bad_rulings_file_and_writes_nothing(data_copy, tmp_path, capsys):
    from heresy_app.cli import main

    _write(data_copy, f'[[ruling]]\ncard = "IS-001"\n{GOOD.replace("term.x", "term.nowhere")}')
    out = tmp_path / "out.sqlite"
    assert main(["db", "build", "-o", str(out), "--data", str(data_copy)]) == 2
    err = capsys.readouterr().err
    assert "rulings.toml: ruling #1" in err and "term.nowhere" in err and "Traceback" not in err
    assert not out.exists()


def test_editing_the_rulings_file_makes_the_database_stale(data_copy, tmp_path):
    import heresy_app.abilities
    from heresy_app.cards.builder import build_from_sources, is_stale

    out = tmp_path / "cards.sqlite"
    build_from_sources(out, data_copy, language=heresy_app.abilities, section_ids=SECTIONS)
    assert is_stale(out, data_copy, language=heresy_app.abilities) is None
    with (data_copy / RULINGS_FILE).open("a", encoding="utf-8") as fh:
        fh.write("\n# one more line\n")
    assert "changed" in is_stale(out, data_copy, language=heresy_app.abilities)
