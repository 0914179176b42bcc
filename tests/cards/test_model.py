import pytest
from pydantic import ValidationError

from heresy_app.cards.model import Card, fold

BASE_UNIT = {
    "id": "IS-012", "rarity": "common", "type": "unit", "side": "loyalist",
    "name": {"en": "Tactical Squad", "ru": "Тактический отряд"}, "flags": 1,
    "firepower": 3, "assault": 2, "speed": 2, "armor": 3, "die": 4,
    "command": {"type": "T", "en": "T: Any unit gets +1 armor.", "ru": "Т: Любой отряд получает +1 к броне."},
}


def make(**changes):
    data = {**BASE_UNIT, **changes}
    for k, v in list(data.items()):
        if v is None:
            del data[k]
    return Card.model_validate(data)


def test_a_valid_unit_gets_set_and_number_from_its_id():
    card = make()
    assert (card.set, card.number) == ("IS", 12)
    assert card.stats == (3, 2, 2, 3)


@pytest.mark.parametrize("die", [0, 7, -1])
def test_a_die_outside_one_to_six_is_rejected(die):
    with pytest.raises(ValidationError, match="die"):
        make(die=die)


def test_a_unit_without_speed_is_rejected():
    with pytest.raises(ValidationError, match="speed"):
        make(speed=None)


def test_a_ship_with_armor_is_rejected():
    with pytest.raises(ValidationError, match="ship has no armor"):
        make(type="ship", firepower=None, assault=None, speed=None, flags=0, armor=2)


def test_a_ship_with_flags_is_rejected():
    with pytest.raises(ValidationError, match="ship has no flags"):
        make(type="ship", firepower=None, assault=None, speed=None, armor=None, flags=1)


def test_an_asset_has_armor_but_no_firepower():
    asset = make(type="asset", firepower=None, assault=None, speed=None)
    assert asset.armor == 3
    with pytest.raises(ValidationError, match="asset has no firepower"):
        make(type="asset", assault=None, speed=None)


def test_a_sector_needs_a_planet_and_a_flag_requirement_and_no_die():
    sector = {"id": "SEC-001", "rarity": "common", "type": "sector", "side": "none", "name": {"en": "A", "ru": "А"},
              "planet": "prospero", "required_flags": 3}
    assert Card.model_validate(sector).required_flags == 3
    with pytest.raises(ValidationError, match="planet"):
        Card.model_validate({**sector, "planet": None})
    with pytest.raises(ValidationError, match="required_flags"):
        Card.model_validate({k: v for k, v in sector.items() if k != "required_flags"})
    with pytest.raises(ValidationError, match="no die"):
        Card.model_validate({**sector, "die": 3})
    with pytest.raises(ValidationError, match="no side"):
        Card.model_validate({**sector, "side": "loyalist"})


def test_a_deck_card_needs_a_side_a_die_and_a_command_line():
    with pytest.raises(ValidationError, match="belongs to a side"):
        make(side="none")
    with pytest.raises(ValidationError, match="needs its die"):
        make(die=None)
    with pytest.raises(ValidationError, match="command line"):
        make(command=None)


@pytest.mark.parametrize("bad_id", ["IS12", "is-012", "IS-", "-012", "IS-12345", ""])
def test_a_malformed_id_is_rejected(bad_id):
    with pytest.raises(ValidationError, match="id"):
        make(id=bad_id)


def test_unknown_fields_and_unknown_values_are_rejected():
    with pytest.raises(ValidationError):
        make(colour="red")
    with pytest.raises(ValidationError):
        make(rarity="mythic")
    with pytest.raises(ValidationError):
        make(command={"type": "X", "en": "a", "ru": "б"})


def test_unique_identity_joins_abaddon_and_abaddon_with_retinue():
    a = make(id="IS-101", name={"en": "Abaddon", "ru": "Абаддон"}, unique=True, unique_name="Abaddon")
    b = make(id="IS-102", name={"en": "Abaddon with Retinue", "ru": "Абаддон со свитой"}, unique=True,
             unique_name="Abaddon")
    assert a.identity == b.identity
    assert make().identity == "tactical squad"
    with pytest.raises(ValidationError, match="unique_name"):
        make(unique_name="Other")


def test_fold_ignores_case_and_yo():
    assert fold("ЁЖИК") == fold("ежик")
