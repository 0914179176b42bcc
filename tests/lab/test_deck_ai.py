"""Each deck its own AI in a round robin: ``DECK@AI`` for a file, a sample, a folder or the focus
deck; a path that exists is a deck whatever its name holds; an unknown AI is one line naming it;
the same deck under two AIs plays as two decks of the field, with their own seeds."""

from __future__ import annotations

import json

import pytest

from heresy_app.cards.db import CardDB
from heresy_app.cli import main
from heresy_app.lab.field import FieldError, load_field, split_ai

DECK = "# side: traitor\n4 IS-104\n4 IS-103\n4 IS-136\n"


@pytest.fixture(scope="module")
def db():
    return CardDB()


def test_each_spec_may_name_its_ai(tmp_path, db):
    folder = tmp_path / "field"
    folder.mkdir()
    for name in ("a", "b"):
        (folder / f"{name}.txt").write_text(DECK, encoding="utf-8")
    odd = tmp_path / "odd@random.txt"            # an existing file: '@' is part of its name
    odd.write_text(DECK, encoding="utf-8")
    entries = load_field(["sample:loyalist@veteran", f"{folder}@search:20", str(odd), "sample:traitor"], db,
                         ai="recruit", focus="sample:traitor@random")
    assert [(e.name, e.ai) for e in entries] == [
        ("sample:traitor", "random"), ("sample:loyalist", "veteran"),
        (str(folder / "a.txt"), "search:20"), (str(folder / "b.txt"), "search:20"),
        (str(odd), "recruit"), ("sample:traitor", "recruit")]
    # --focus-ai still plays a focus deck that names no AI of its own
    entries = load_field(["sample:loyalist"], db, ai="recruit", focus="sample:traitor", focus_ai="random")
    assert [e.ai for e in entries] == ["random", "recruit"]


@pytest.mark.parametrize("spec", ["sample:loyalist@nonsense", "sample:loyalist@search:x", "sample:loyalist@@"])
def test_an_unknown_ai_is_one_line_naming_it(db, spec):
    with pytest.raises(FieldError) as got:
        load_field([spec, "sample:traitor"], db)
    for lang in ("en", "ru"):
        text = got.value.text(lang)
        assert "\n" not in text and spec.split("@")[0] in text
    ru = got.value.text("ru")
    assert ("неизвестный ИИ" in ru and " or " not in ru) or "sample:loyalist@" in ru


def test_split_ai_leaves_specs_without_an_ai_alone():
    assert split_ai("sample:loyalist") == ("sample:loyalist", None)
    assert split_ai("@veteran") == ("@veteran", None)            # no deck before the '@'
    assert split_ai("deck.txt@") == ("deck.txt@", None)          # no AI after it


def test_the_same_deck_under_two_ais_is_two_decks_of_the_round_robin(tmp_path, capsys):
    code = main(["gauntlet", "sample:loyalist@random", "sample:loyalist@heuristic", "sample:traitor@random",
                 "-n", "2", "--json", "--results", str(tmp_path / "r.sqlite")])
    rep = json.loads(capsys.readouterr().out)
    assert code == 0 and rep["complete"]
    assert [(d["name"], d["ai"]) for d in rep["decks"]] == [
        ("sample:loyalist", "random"), ("sample:loyalist", "heuristic"), ("sample:traitor", "random")]
    seeds = [p["seed"] for p in rep["pairings"]]
    assert len(set(seeds)) == 3 and rep["matrix"][0][1]["games"] + len(rep["errors"]) + len(rep["stopped"]) == 2
