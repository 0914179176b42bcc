"""A small card database of our own for the card tests, independent of the shipped pool."""

from __future__ import annotations

import pytest

from heresy_app.cards.database import build_database
from heresy_app.cards.db import CardDB
from heresy_app.cards.model import Card, CardSet

SETS = [CardSet(code="TS", name={"en": "Test Set", "ru": "Тестовый набор"}),
        CardSet(code="SEC", name={"en": "Sectors", "ru": "Секторы"})]


def unit(id, en, ru, side="loyalist", flags=1, fp=3, as_=2, speed=2, armor=3, die=3, cmd="T",
         keywords=(), abilities=(), rarity="common", unique=False, unique_name=None):
    return Card.model_validate({
        "id": id, "rarity": rarity, "type": "unit", "side": side, "name": {"en": en, "ru": ru},
        "flags": flags, "firepower": fp, "assault": as_, "speed": speed, "armor": armor, "die": die,
        "keywords": [{"en": k[0], "ru": k[1], "bold": len(k) > 2} for k in keywords],
        "abilities": [{"en": a[0], "ru": a[1]} for a in abilities],
        "command": {"type": cmd, "en": "T: Any unit gets +1 armor.", "ru": "Т: Любой отряд получает +1 к броне."},
        "unique": unique, "unique_name": unique_name,
    })


INFANTRY = ("Infantry", "Пехота")
VEHICLE = ("Vehicle", "Техника")

CARDS = [
    unit("TS-001", "Tactical Squad", "Тактический отряд", keywords=[INFANTRY], die=3, cmd="T"),
    unit("TS-002", "Bike Squad", "Отряд мотоциклистов", flags=0, fp=2, speed=3, armor=2, die=5, cmd="R",
         keywords=[("Bike", "Мотоцикл")]),
    unit("TS-003", "Land Raider", "Лэнд Рейдер", side="traitor", fp=4, as_=3, armor=6, die=1, cmd="WA",
         keywords=[VEHICLE, ("Counter-attack", "Контратака", True)], rarity="rare"),
    unit("TS-004", "Abaddon", "Абаддон", side="traitor", flags=2, fp=3, as_=6, armor=4, die=6, cmd="WA",
         keywords=[INFANTRY], rarity="very_rare", unique=True, unique_name="Abaddon",
         abilities=[("A: Your opponent discards 3 cards.", "Ш: Твой противник сбрасывает 3 карты.")]),
    unit("TS-005", "Ёжик Scout", "Ёжик-разведчик", side="unaligned", flags=0, fp=1, as_=1, speed=4, armor=1,
         die=2, cmd="M", keywords=[INFANTRY], rarity="uncommon"),
    Card.model_validate({"id": "TS-006", "rarity": "common", "type": "asset", "side": "loyalist",
                         "name": {"en": "Bunker Line", "ru": "Линия бункеров"}, "flags": 1, "armor": 5, "die": 4,
                         "command": {"type": "E", "en": "E: You get +1 flag in this battle.",
                                     "ru": "С: Ты получаешь +1 флаг в этом сражении."}}),
    Card.model_validate({"id": "TS-007", "rarity": "uncommon", "type": "ship", "side": "traitor",
                         "name": {"en": "Vengeful Spirit", "ru": "Мстительный дух"}, "die": 5,
                         "abilities": [{"en": "WA (4+): Draw 1 card.", "ru": "ВА (4+): Возьми 1 карту."}],
                         "command": {"type": "WA", "en": "WA: Draw 2 cards.", "ru": "ВА: Возьми 2 карты."}}),
    Card.model_validate({"id": "SEC-001", "rarity": "common", "type": "sector", "side": "none",
                         "planet": "prospero", "required_flags": 3,
                         "name": {"en": "Tizca", "ru": "Тизка"}}),
]


@pytest.fixture(scope="session")
def test_db_path(tmp_path_factory):
    path = tmp_path_factory.mktemp("carddb") / "cards.sqlite"
    build_database(path, SETS, CARDS, digest="test")
    return path


@pytest.fixture
def db(test_db_path):
    d = CardDB(test_db_path, user=False)
    yield d
    d.close()
