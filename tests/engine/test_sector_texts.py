"""Issue 24: a sector card's text, played by the game in the battles fought over it (rules:
abilities.sector). Each sector is written as printed, in English and Russian; the engine reads the
form both texts give and carries it out, and the log says which sector's text acts, in both languages."""

from __future__ import annotations

from heresy_app.abilities import parse
from heresy_app.cards.model import Card
from heresy_app.engine.catalog import catalog_for
from heresy_app.engine.terms import AR, SP
from tests.engine.helpers import position
from tests.engine.printed import card, texts

_n = [0]


def sector(*pairs, required=3):
    """A sector card of Isstvan III printing ``pairs`` of (English, Russian) texts: the form is read from
    them (both languages must read it to one form)."""
    for en, ru in pairs:
        assert parse(en, "en") == parse(ru, "ru"), en
    _n[0] += 1
    return Card(id=f"S24-{_n[0]:03d}", type="sector", rarity="common", side="none", planet="isstvan_iii",
                name={"en": f"Test Sector {_n[0]}", "ru": f"Тестовый сектор {_n[0]}"}, required_flags=required,
                abilities=[{"en": en, "ru": ru} for en, ru in pairs])


def game(sec, *cards, stage=None, battle=0, **kw):
    """A position on Isstvan III whose sector 0 is ``sec``; ``cards`` as in tests.engine.printed.game."""
    new = {c[1].id: c[1] for c in cards}
    filler = card(name="Filler")
    cat = catalog_for(None).with_cards([sec, *new.values(), filler])
    rows = [*cards, *[(f"d{p}{i}", filler, p, "deck") for p in (0, 1) for i in range(8)]]
    rows = [(label, c.id, owner, *rest) for label, c, owner, *rest in sorted(rows, key=lambda r: r[2])]
    if stage in (None, "combat"):
        kw.setdefault("to_act", 0)
    return position(rows, battle=battle, stage=stage, db=cat, **kw)


def run_battle(g, limit=200):
    """Pass (or take the first decision) until the battle ends."""
    for _ in range(limit):
        if g.is_over or g.bsec < 0:
            return
        legal = g.legal_decisions()
        g.apply(("pass",) if ("pass",) in legal else legal[0])


VEHICLES_SLOW = ("Vehicles in this sector get -1 speed.", "Техника в этом секторе получает -1 к скорости.")


def test_a_sector_constant_changes_the_cards_in_it_only():
    sec = sector(VEHICLES_SLOW)
    tank, inf = card(sp=3, keywords=("Vehicle",)), card(sp=3)
    g, c = game(sec, ("t", tank, 0, "sector", 0), ("i", inf, 1, "sector", 0), ("t2", tank, 1, "sector", 1))
    assert g.stat(c["t"], SP) == 2 and g.stat(c["i"], SP) == 3
    assert g.stat(c["t2"], SP) == 3   # another sector: untouched


def test_the_defenders_units_get_armor():
    sec = sector(("The defender's units in this sector get +1 armor.",
                  "Отряды защищающегося игрока в этом секторе получают +1 к броне."))
    g, c = game(sec, ("a", card(ar=2), 0, "sector", 0), ("d", card(ar=2), 1, "sector", 0))
    assert g.attacker == 0
    assert g.stat(c["a"], AR) == 2 and g.stat(c["d"], AR) == 3


def test_during_preparation_each_player_draws_once():
    sec = sector(("During preparation: Each player draws 1 card.", "Во время подготовки: Каждый игрок берет 1 карту."))
    g, c = game(sec, ("a", card(), 0, "sector", 0), ("d", card(), 1, "sector", 0), stage="preparation")
    hands = [len(g.hands[0]), len(g.hands[1])]
    assert hands == [7, 7]   # 1 from the sector, then a command hand of six
    en, ru = texts(g), texts(g, "ru")
    assert any("the text of Test Sector" in t and "Each player draws 1 card" in t for t in en)
    assert any("действует текст сектора «Тестовый сектор" in t and "Каждый игрок берет 1 карту" in t for t in ru)


def test_an_event_saying_you_is_checked_for_each_player():
    sec = sector(("E: If you have more units in this sector than your opponent, you get +1 flag in this battle.",
                  "С: Если у тебя в этом секторе больше отрядов, чем у противника, ты получаешь +1 флаг в этом "
                  "сражении."))
    g, c = game(sec, ("a", card(flags=1), 0, "sector", 0), ("d", card(flags=1), 1, "sector", 0),
                ("d2", card(), 1, "sector", 0), stage="resolution")
    run_battle(g)
    said = texts(g)
    i, j = (next(k for k, t in enumerate(said) if f"acts for {who}" in t) for who in ("P1", "P2"))
    assert i < j   # the attacker first
    assert "does not hold" in said[i + 1] and "holds" in said[j + 1] and "P2 gets +1 flag" in said[j + 2]
    assert sum(1 for t in said if "+1 flag in this battle" in t and "gets" in t) == 1


def test_the_player_who_controls_more_is_carried_out_once():
    sec = sector(("E: The player who controls more units in this sector gets +1 flag in this battle.",
                  "С: Игрок, контролирующий больше отрядов в этом секторе, получает +1 флаг в этом сражении."),
                 required=2)
    g, c = game(sec, ("a", card(flags=1), 0, "sector", 0), ("a2", card(flags=0), 0, "sector", 0),
                ("d", card(flags=1), 1, "sector", 0), stage="resolution")
    run_battle(g)
    assert sum(1 for t in texts(g) if "the text of Test Sector" in t) == 1
    assert g.sec_owner[0] == 0   # 2 flags against 1, 2 needed


def test_a_text_a_sector_cannot_play_is_a_reminder():
    sec = sector(("WA: Draw 1 card.", "ВА: Возьми 1 карту."))
    g, c = game(sec, ("a", card(), 0, "sector", 0), ("d", card(), 1, "sector", 0), stage="preparation")
    assert any("left to the players" in t for t in texts(g))
    assert any("выполняют сами игроки" in t for t in texts(g, "ru"))
