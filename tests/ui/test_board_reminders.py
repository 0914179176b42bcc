"""The battle board and a constant the engine cannot read (issue 24 item 3): the card carries a
mark and its text in the tooltip, and a choice that text may forbid ("This unit cannot block.")
is asked in a menu naming the text, never taken on a click alone."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from heresy_app.decks.practice import sample_ids
from heresy_app.ui.battle_board import BattleBoard

OATH_EN = "This unit cannot block, for its oath forbids it."
OATH_RU = "Этот отряд не может блокировать: клятва запрещает."


@pytest.fixture(scope="module")
def store():
    from heresy_app.ui.store import CardStore
    return CardStore()


def _catalog():
    from heresy_app.cards.model import Card
    from heresy_app.engine.catalog import catalog_for

    oath = Card(id="TST-381", rarity="common", type="unit", side="traitor", flags=1, firepower=1, assault=1,
                speed=6, armor=3, die=4, name={"en": "Oathbound", "ru": "Связанный клятвой"},
                abilities=[{"en": OATH_EN, "ru": OATH_RU}],
                command={"type": "T", "en": "T: Any unit gets +1 armor.", "ru": "Т: Любой отряд получает +1 к броне."})
    return catalog_for(None).with_cards([oath])


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_an_unread_constant_is_marked_on_its_card_and_its_blocker_offer_is_asked_with_its_text(qtbot, store, lang):
    board = BattleBoard(store, lang)
    board.resize(1366, 768)
    qtbot.addWidget(board)
    board.show()
    offered = []

    def chooser(menu, pos):
        offered.append([a.text() for a in menu.actions()])
        return None   # the player thinks again: nothing is submitted

    board.exec_menu = chooser
    c = board.controller
    board.delay.setValue(0)
    cat = _catalog()
    mine = ["TST-381"] * 30 + sample_ids("traitor")[:30]
    blocker = None
    for seed in range(12):   # play on until the AI attacks and an Oathbound may block
        assert c.new_game(mine, sample_ids("loyalist"), seed=seed, mode="ai", ai="heuristic", role="defender", db=cat)
        rng = random.Random(2)
        while blocker is None:
            qtbot.waitUntil(lambda: c.human_to_move() or c.state.is_over or c.stop is not None, timeout=20_000)
            if c.state.is_over:
                break
            if c.acknowledge():   # a battle's summary: read
                continue
            legal = c.legal()
            blockers = [d[1] for d in legal if d[0] == "block" and c.state.tpl[d[1]].id == "TST-381"]
            if blockers:
                blocker = blockers[0]
                break
            c.submit(rng.choice([d for d in legal if d[0] not in ("manual", "retreat")] or legal))
        if blocker is not None:
            break
    assert blocker is not None
    board.refresh()
    item = board.scene.items_by_card[blocker]
    text = OATH_RU if lang == "ru" else OATH_EN
    assert item.reminders == [text] and text in item.toolTip()
    assert ("помните сами" if lang == "ru" else "keep it in mind") in item.toolTip()
    # a click on it does not block at once: a menu names the text
    question = c.state.question().kind
    view = board.view
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     pos=view.mapFromScene(item.mapToScene(item.boundingRect().center())))
    QApplication.processEvents()
    assert c.state.question().kind == question and offered, "blocked on a click without asking"
    assert any(text in t and ("только если игроки согласны" if lang == "ru" else "only if the players agree") in t
               for t in offered[-1])
    c.close()


def test_the_reminders_follow_the_game_s_catalog_not_the_last_one(store):
    """A new game's catalog replaces the reminders read from the last one (they were keyed by the
    catalog's id: they piled up game after game, and a new catalog at a freed one's address read
    the old game's reminders)."""
    from heresy_app.engine.catalog import catalog_for
    from heresy_app.ui.board_items import PixmapCache

    cache = PixmapCache(store)
    cache.catalog = _catalog()
    assert cache.reminders("TST-381", "en") == [OATH_EN]
    cache.catalog = catalog_for(None)            # a game without that card
    assert cache.reminders("TST-381", "en") == []
    held = len(cache)
    games = []
    for _ in range(5):                           # game after game, each with its own catalog
        games.append(_catalog())
        cache.catalog = games[-1]
        assert cache.reminders("TST-381", "en") == [OATH_EN]
    assert len(cache) == held
