"""Card rulings live with the cards and show in the reference under the rules they concern."""

import json

from heresy_app import rules
from heresy_app.cards.db import CardDB
from heresy_app.cli import main


def test_every_card_ruling_names_existing_rules_sections():
    ids = set(rules.section_ids())
    found = CardDB().all_rulings()
    assert found, "the shipped pool should carry some rulings"
    for r in found:
        assert r["sections"], f"{r['card_id']}: a ruling should name the rules it concerns"
        assert set(r["sections"]) <= ids, r


def test_rules_show_lists_the_card_rulings_of_that_section(capsys):
    ruling = CardDB().all_rulings()[0]
    section = ruling["sections"][0]
    assert main(["rules", "show", section, "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert any(r["card_id"] == ruling["card_id"] for r in doc["rulings"])
    assert main(["rules", "show", section, "--lang", "ru"]) == 0
    assert ruling["card_name"]["ru"] in capsys.readouterr().out


def test_rules_show_lists_the_players_own_rulings_of_that_section_marked(capsys):
    assert main(["cards", "rulings", "add", "Kharn", "Our group rolls the test after the block.",
                 "--section", "term.x"]) == 0
    assert main(["cards", "rulings", "add", "Kharn", "Say X out loud.", "--note", "--section", "term.x"]) == 0
    capsys.readouterr()
    assert main(["rules", "show", "term.x"]) == 0
    out = capsys.readouterr().out
    assert "Kharn (IS-119) [yours]: Our group rolls the test after the block." in out
    assert "Kharn (IS-119) [your note]: Say X out loud." in out
    # after the shipped rulings, which stay unmarked
    assert out.index("Kharn (IS-119): Kharn picks") < out.index("[yours]")
    assert main(["rules", "show", "term.x", "--lang", "ru"]) == 0
    out = capsys.readouterr().out
    assert "Кхарн (IS-119) [ваше]: Our group rolls" in out and "[ваша заметка]: Say X out loud." in out
    assert main(["rules", "show", "term.x", "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    own = [(r["card_id"], r["kind"], r["text"]) for r in doc["rulings"] if r["own"]]
    assert sorted(own) == [("IS-119", "note", "Say X out loud."),
                           ("IS-119", "ruling", "Our group rolls the test after the block.")]
    assert main(["rules", "show", "battle.blocking"]) == 0
    assert "[yours]" not in capsys.readouterr().out
