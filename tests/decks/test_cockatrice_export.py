"""`heresy cards export --format cockatrice` (issue 17, section 3): a Cockatrice card database that
validates against its schema, holds every shipped and user card with its properties, resolves
every card of a .cod deck Heresy writes, and with --images a picture of each card."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from lxml import etree
from PySide6.QtGui import QImage

from heresy_app.cards.cockatrice import image_name
from heresy_app.cards.db import CardDB
from heresy_app.cli import main

XSD = next((p / "shared/interop/cockatrice/cards.xsd" for p in Path(__file__).resolve().parents
            if (p / "shared/interop/cockatrice/cards.xsd").exists()), Path("/work/shared/interop/cockatrice/cards.xsd"))


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def exported(capsys, tmp_path, home_with_pool):
    out = tmp_path / "heresy.xml"
    code, text, err = run(capsys, "cards", "export", "--format", "cockatrice", "-o", str(out))
    assert code == 0 and str(out) in text
    # the test pool has a user card named as a shipped one: Cockatrice knows a card by its name
    assert err == ("heresy: warning: TST-050 has the English name of IS-001; Cockatrice knows a card by its "
                   "name, so only IS-001 is written\n")
    return etree.parse(str(out))


def test_the_export_validates_against_cockatrices_schema(exported):
    schema = etree.XMLSchema(etree.parse(str(XSD)))
    assert schema.validate(exported), schema.error_log
    assert exported.getroot().get("version") == "4"


def test_every_shipped_and_user_card_is_there_with_its_properties(exported):
    db = CardDB()
    names = {c.findtext("name"): c for c in exported.iter("card")}
    assert len(names) == db.count() - 1          # TST-050 is named as IS-001
    user = next(r for r in db.search("is:user") if r.id != "TST-050")
    assert user.name_en in names
    squad = names["Tactical Squad"]
    props = {p.tag: p.text for p in squad.find("prop")}
    card = db.get("IS-001")
    assert props["maintype"] == "Unit" and props["allegiance"] == "Loyalist"
    assert (props["flags"], props["firepower"], props["assault"], props["speed"], props["armor"], props["die"]) == \
        tuple(str(v) for v in (card.flags, card.firepower, card.assault, card.speed, card.armor, card.die))
    assert props["commandtype"] == card.command.type.value and props["name_ru"] == card.name.ru
    assert props["type"].startswith("Unit — Loyalist — ")
    text = squad.findtext("text")
    assert card.abilities[0].en in text and card.command.en in text
    assert squad.find("set").text == "IS" and squad.find("tablerow").text == "2"


def test_sectors_are_tokens_with_their_planet_and_flags_to_capture(exported):
    sectors = [c for c in exported.iter("card") if c.find("prop").findtext("maintype") == "Sector"]
    assert len(sectors) == 6
    for s in sectors:
        assert s.findtext("token") == "1"
        assert s.find("prop").findtext("planet") in ("Isstvan III", "Prospero")
        assert s.find("prop").findtext("requiredflags").isdigit()


@pytest.mark.parametrize("sample", ["sample:loyalist", "sample:traitor"])
def test_every_card_of_a_cod_deck_heresy_writes_resolves_by_name(capsys, tmp_path, exported, sample):
    cod = tmp_path / "deck.cod"
    assert run(capsys, "deck", "export", sample, "--format", "cod", "-o", str(cod))[0] == 0
    names = {c.findtext("name") for c in exported.iter("card")}
    deck_names = [c.get("name") for c in etree.parse(str(cod)).iter("card")]
    assert deck_names and all(n in names for n in deck_names)


def test_images_are_the_painters_pictures_named_as_cockatrice_looks_them_up(capsys, tmp_path, home_with_pool):
    out, pics = tmp_path / "heresy.xml", tmp_path / "CUSTOM"
    code, text, _ = run(capsys, "cards", "export", "--format", "cockatrice", "-o", str(out),
                        "--images", str(pics), "--json")
    doc = json.loads(text)
    assert code == 0 and len(doc["images"]) == doc["cards"] == CardDB().count() - 1
    assert doc["left_out"] == [{"id": "TST-050", "same_name_as": "IS-001"}]
    img = QImage(str(pics / "Tactical Squad.png"))
    assert not img.isNull() and img.height() > img.width() > 300
    colours = {img.pixelColor(x, y).name() for x in range(0, img.width(), 17) for y in range(0, img.height(), 17)}
    assert len(colours) > 20, "a drawn card, not a blank picture"


def test_cockatrices_corrected_names_make_file_names():
    assert image_name("Circle of Protection: Red") == "Circle of Protection Red"
    assert image_name("Who/What \"When\"?") == "Who What When" and image_name("Fire // Ice") == "FireIce"


def test_a_folder_that_cannot_be_written_is_one_line_exit_2(capsys, tmp_path):
    code, out, err = run(capsys, "cards", "export", "--format", "cockatrice", "-o", str(tmp_path / "no" / "x.xml"))
    assert code == 2 and out == "" and len(err.splitlines()) == 1 and "cannot write" in err
    plain = tmp_path / "file"
    plain.write_text("x")
    code, out, err = run(capsys, "cards", "export", "--format", "cockatrice", "-o", str(tmp_path / "x.xml"),
                         "--images", str(plain))
    assert code == 2 and "not a folder" in err


def test_a_deck_of_user_cards_resolves_too(capsys, tmp_path, exported):
    from heresy_app.decks import Deck, DeckEntry, to_text

    db = CardDB()
    mine = [r.id for r in db.search("is:user") if r.id != "TST-050"]     # TST-050 is named as IS-001
    deck = Deck(name="Mine", entries=[DeckEntry(card_id=cid, count=1) for cid in mine])
    src = tmp_path / "mine.txt"
    src.write_text(to_text(deck, db), encoding="utf-8")
    cod = tmp_path / "mine.cod"
    assert run(capsys, "deck", "export", str(src), "--format", "cod", "-o", str(cod))[0] == 0
    names = {c.findtext("name") for c in exported.iter("card")}
    in_deck = [c.get("name") for c in etree.parse(str(cod)).iter("card")]
    assert len(in_deck) == len(mine) > 10 and all(n in names for n in in_deck)
