"""The board's layout (issue 27 item 3): cards keep their places while a battle lasts (a card that
leaves leaves a gap, a card that comes back finds its slot), a turned card's marks stay upright in
its own slot, a captured sector with no card collapses, ships never overlap, the magnifier shows a
card at least twice the old zoom's size; and the war action told in a banner (item 1)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from heresy_app.decks.practice import sample_ids
from heresy_app.engine import observation
from heresy_app.ui.battle_board import BattleBoard
from heresy_app.ui.board_items import COLLAPSED_W, ZoneItem
from heresy_app.ui.board_layout import SlotMemory, fleet_grid


def cards(*numbers):
    return [{"card": n, "id": f"X{n}"} for n in numbers]


def shown(slots):
    return [None if s is None else s["card"] for s in slots]


def test_slots_keep_places_append_leave_gaps_and_find_them_again():
    m = SlotMemory()
    era = (2, 0)
    assert shown(m.arrange("g", era, (0, "you"), cards(5, 9, 3))) == [5, 9, 3]
    assert shown(m.arrange("g", era, (0, "you"), cards(5, 3))) == [5, None, 3]          # 9 left: a gap
    assert shown(m.arrange("g", era, (0, "you"), cards(5, 3, 12))) == [5, None, 3, 12]  # 12 appended
    assert shown(m.arrange("g", era, (0, "you"), cards(5, 9, 3, 12))) == [5, 9, 3, 12]  # 9 is back
    assert shown(m.arrange("g", era, (0, "you"), cards(5, 9, 3))) == [5, 9, 3]          # no gap at the end
    assert shown(m.arrange("g", (2, 1), (0, "you"), cards(5, 3))) == [5, 3]             # a new era closes gaps
    assert shown(m.arrange("g", era, (0, "you"), cards(5, 3))) == [5, None, 3]          # the old era as it was
    assert shown(m.arrange("h", era, (0, "you"), cards(5, 3))) == [5, 3]                # another game


def test_hidden_cards_turned_face_up_keep_their_slots():
    m = SlotMemory()
    era = (1, 2)
    hidden = [{"face_down": True}] * 3
    assert m.arrange("g", era, (2, "opponent"), hidden) == hidden
    assert shown(m.arrange("g", era, (2, "opponent"), cards(40, 41, 42))) == [40, 41, 42]


@pytest.mark.parametrize("n", range(1, 12))
def test_ships_fit_their_area_without_overlap(n):
    cols, scale = fleet_grid(n, 400, 160, 150, 210, 6)
    rows = -(-n // cols)
    assert cols * 150 * scale + 6 * (cols + 1) <= 400 + 1e-6
    assert rows * 210 * scale + 6 * (rows + 1) <= 160 + 1e-6
    assert scale > 0


@pytest.fixture(scope="module")
def store():
    from heresy_app.ui.store import CardStore
    return CardStore()


@pytest.fixture
def board(qtbot, store):
    b = BattleBoard(store, "en")
    b.resize(1366, 768)
    qtbot.addWidget(b)
    b.show()
    yield b
    b.controller.close()


def _frames(board):
    """Each card in a sector: its slot's rectangle in the scene."""
    return {c: item.sceneBoundingRect() for c, item in board.scene.items_by_card.items()
            if c in board.scene.sector_of}


def test_cards_do_not_move_in_a_battle_unless_one_is_added_or_leaves_and_the_war_action_is_told(qtbot, board):
    board.delay.setValue(0)
    board.chk_summaries.setChecked(False)
    c = board.controller
    seen = {"before": None, "kept": 0, "banners": 0, "locked": 0, "ships": 0}
    moved = []
    untold = []

    def snapshot():
        st = c.state
        if st is None or board.pages.currentWidget() is not board.split:
            return
        obs = observation(st, c.viewer)
        era = (obs["turn"], obs["battle_sector"])
        held = tuple((len(sec["you"]), len(sec["opponent"])) for sec in obs["sectors"])   # hidden ones too
        now = ((era, held, board.view.viewport().size().toTuple()), _frames(board))
        before = seen["before"]
        if before is not None and before[0] == now[0] and set(now[1]) == set(before[1]):
            for card, rect in now[1].items():
                if rect != before[1][card]:
                    moved.append((len(st.decisions), card, before[1][card], rect))
            seen["kept"] += 1
        seen["before"] = now
        wa = obs.get("war_action")
        if wa and wa.get("unit", -1) >= 0 and wa.get("target", -1) >= 0:
            names = [st.tpl[wa["unit"]].name, st.tpl[wa["target"]].name]
            text = " ".join(board.banner.texts)
            if not board.banner.isVisible() or not all(n in text for n in names):
                untold.append((len(st.decisions), names, text))
            seen["banners"] += 1
        for item in board.scene.items_by_card.values():
            if item.info.get("position") == "locked" and "stats" in item.info:
                seen["locked"] += 1
                # turned in its slot, its marks upright: the item itself is never rotated
                assert item.rotation() == 0 and item.frame.width() > item.frame.height()
        fleets = [it.mapRectToScene(it.frame) for it in board.scene.items_by_card.values()
                  if it.info.get("type") == "ship" and it.card not in board.scene.sector_of]
        for i, a in enumerate(fleets):
            for b in fleets[i + 1:]:
                assert not a.intersects(b), "ships overlap in a fleet area"
        seen["ships"] = max(seen["ships"], len(fleets))

    c.changed.connect(snapshot)
    board.start_game(sample_ids("loyalist"), sample_ids("traitor"), seed=5, ai="heuristic", mode="watch")
    qtbot.waitUntil(lambda: c.state.is_over, timeout=240_000)
    assert not moved, moved[:3]
    assert not untold, untold[:3]
    assert seen["kept"] > 50 and seen["banners"] > 3 and seen["locked"] > 0


def test_a_captured_sector_with_no_card_collapses(qtbot, board):
    obs = {"turn": 3, "battle_sector": None, "war_action": None,
           "opponent": {"hand_count": 0, "deck_count": 5, "discard": [], "fleet": [], "table": []},
           "you": {"hand": [], "deck_count": 5, "discard": [], "fleet": [], "table": []},
           "sectors": [{"name": "A", "required_flags": 3, "captured_by": "you", "opponent": [], "you": []},
                       {"name": "B", "required_flags": 2, "captured_by": None, "opponent": [], "you": cards(1, 2)},
                       {"name": "C", "required_flags": 4, "captured_by": None, "opponent": cards(3), "you": []}]}
    board.scene.show(obs, lang="en", labels=board.labels, view_size=(1000, 600), game="t")
    zones = {z.title: z.rect for z in board.scene.items() if isinstance(z, ZoneItem) and z.kind == "sector"}
    assert zones["A"].width() == COLLAPSED_W < zones["B"].width() and zones["A"].width() < zones["C"].width()


def test_the_magnifier_shows_a_card_twice_the_old_zoom(qtbot, board):
    board.delay.setValue(0)
    board.start_game(sample_ids("loyalist"), sample_ids("traitor"), seed=3, ai="heuristic", mode="watch")
    c = board.controller
    qtbot.waitUntil(lambda: c.state.is_over or any("stats" in it.info for it in board.scene.items_by_card.values()),
                    timeout=60_000)
    c.pause()
    item = next(it for it in board.scene.items_by_card.values() if not it.hidden)
    view = board.view
    pos = view.mapFromScene(item.mapToScene(item.boundingRect().center()))
    view.zoom.hover(item.info, "en", board.labels, pos.x())
    qtbot.waitUntil(view.zoom.isVisible, timeout=2000)
    r = view.zoom.geometry()
    assert r.width() >= 2 * 170 and r.height() >= 2 * 235
    assert QRectF(view.viewport().rect()).contains(QRectF(r))
    view.zoom.hover(None, "en", board.labels, 0)
    assert not view.zoom.isVisible()
