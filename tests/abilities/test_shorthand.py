"""Players' shorthand (issue 24, players' typing): a short word that stands for a phrase ("here" for
"in this sector", «здесь» / «тут» for «в этом секторе») and a definition of X typed without the
full stop before it read as the full text does."""

import pytest

from heresy_app.abilities.language import read

SAME = [
    ("en", "units here get -1 SP", "Units in this sector get -1 speed."),
    ("en", "T: your units here get +1 armor", "T: Your units in this sector get +1 armor."),
    ("en", "WA: Destroy one enemy asset here.", "WA: Destroy one enemy asset in this sector."),
    ("ru", "отряды здесь получают -1 к скорости", "Отряды в этом секторе получают -1 к скорости."),
    ("ru", "Т: твои отряды тут получают +1 к броне", "Т: Твои отряды в этом секторе получают +1 к броне."),
    ("en", "wa lock this unit (x+): destroy 1 enemy unit x = its AR",
     "WA Lock this unit, (X+): Destroy one enemy unit. X = its armor."),
    ("ru", "ВА Поверни этот отряд (Х+): уничтожь один отряд противника Х = его броня",
     "ВА Поверни этот отряд, (Х+): Уничтожь один отряд противника. Х = его броня."),
    ("en", "T: this unit gets +X armor X = the number of your Fortifications in this sector",
     "T: This unit gets +X armor. X = the number of your Fortifications in this sector."),
]


@pytest.mark.parametrize("lang, short, full", SAME)
def test_shorthand_reads_as_the_full_text(lang, short, full):
    assert read(short, lang) == read(full, lang)


def test_a_refusal_still_names_the_word_as_typed():
    from heresy_app.abilities.language import Refusal

    with pytest.raises(Refusal) as err:
        read("units here frobnicate", "en")
    assert err.value.near == "frobnicate"


def test_subtracting_the_discarded_cards_die_reads_in_both_languages():
    """'Subtract the die of the discarded card from …' was written among the players' words
    (you_player) instead of the actions, so it never read in English."""
    en = read("M Discard 1 card: Subtract the die of the discarded card from your opponent's roll.", "en")
    assert en.effects[0].sign == -1


@pytest.mark.parametrize("typed, full", [
    ("WA Lock this unit: Destroy target enemy flagless unit.", "WA Lock this unit: Destroy one enemy flagless unit."),
    ("T: Target Infantry unit gets +1 firepower.", "T: One Infantry unit gets +1 firepower."),
    ("A (4+): Destroy target enemy asset.", "A (4+): Destroy one enemy asset."),
    ("T: target unit gets -2 SP", "T: One unit gets -2 speed."),
])
def test_target_before_a_description_is_a_card_of_your_choice(typed, full):
    """Other card games print "target enemy unit" for one of the player's choice; players type it."""
    assert read(typed, "en") == read(full, "en")


@pytest.mark.parametrize("text", [
    "This unit cannot be the target of enemy tactics.",
    "R When one of your units becomes the target of shooting: That unit gets +1 armor.",
])
def test_the_target_of_is_still_the_noun(text):
    read(text, "en")


def test_an_impersonal_plural_verb_after_one_unit_is_the_passive_never_the_active():
    """«Когда этот отряд штурмуют» is "when this unit is assaulted" (they assault it); it was once read
    as "when this unit assaults", then refused; since g9 it reads as the passive it is («атакуют»,
    «блокируют», «по этому отряду стреляют» alike), never as what the unit does."""
    pairs = (("Р Когда этот отряд штурмуют: Он получает +2 к броне.",
              "R When this unit is attacked by an assault: It gets +2 armor."),
             ("Р Когда этот отряд атакуют: Он получает +2 к броне.",
              "R When this unit is attacked: It gets +2 armor."),
             ("Р Когда этот отряд блокируют: Он получает +2 к броне.",
              "R When this unit is blocked: It gets +2 armor."),
             ("Р Когда по этому отряду стреляют: Он получает +2 к броне.",
              "R When this unit is attacked by shooting: It gets +2 armor."))
    for ru, en in pairs:
        assert read(ru, "ru") == read(en, "en"), ru
        assert read(ru, "ru").trigger.this
    assert read("Р Когда этот отряд штурмует: Он получает +2 к штурму.", "ru").trigger is not None


# a shorthand with no verb whose cards no word says which or whose: the card's own keyword line and its
# own bonus, or a bonus for a group? Refused (a misreading is worse than a refusal); a word that says
# whose or where keeps it readable
@pytest.mark.parametrize("lang, text", [
    ("en", "dreadnought  iron warriors counter-attack +1 FP vs vehicle"),
    ("en", "infantry +1 FP"),
    ("en", "unique psyker +1 AR"),
    ("ru", "пехота +1 ОМ"),
    ("ru", "уникальный псайкер +1 Б"),
])
def test_a_verbless_change_of_a_bare_description_is_refused(lang, text):
    from heresy_app.abilities import AbilityParseError, parse
    from heresy_app.abilities.split import split_text
    with pytest.raises(AbilityParseError):
        for piece in split_text(text, lang) or [text]:
            parse(piece, lang)


@pytest.mark.parametrize("en, ru", [
    ("your units +1 AR", "твои отряды +1 Б"),
    ("psykers in this sector +1 FP", "псайкеры в этом секторе +1 ОМ"),
])
def test_a_verbless_change_that_says_whose_or_where_reads(en, ru):
    from heresy_app.abilities import parse
    assert parse(en, "en") == parse(ru, "ru")
