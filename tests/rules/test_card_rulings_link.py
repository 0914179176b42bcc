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
