"""The card view: the card drawn with QPainter, bold keywords linking to the rules."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from heresy_app.ui.card_painter import CARD_H, CARD_W, paint_card


def render(card, lang="en", user=False, linkable=lambda kw: False):
    img = QImage(int(CARD_W / 2), int(CARD_H / 2), QImage.Format.Format_ARGB32)
    img.fill(Qt.GlobalColor.white)
    p = QPainter(img)
    hits = paint_card(p, QRectF(0, 0, img.width(), img.height()), card, lang, user, linkable)
    p.end()
    return img, hits


def test_frame_colour_follows_the_side(window):
    loyal, _ = render(window.store.get("IS-001"))
    traitor, _ = render(window.store.get("IS-101"))
    a, b = QColor(loyal.pixel(4, loyal.height() // 2)), QColor(traitor.pixel(4, traitor.height() // 2))
    assert a.blue() > a.red() and b.red() > b.blue()


def test_die_is_painted_in_its_command_type_colour(window):
    from heresy_app.ui.card_table import CMD_COLORS

    card = window.store.get("IS-006")            # a reaction: red
    img, _ = render(card)
    die_corner = QColor(img.pixel(int(30 / 2) + 6, int(772 / 2) + 6))
    want = QColor(CMD_COLORS[card.command.type.value])
    assert abs(die_corner.red() - want.red()) < 40 and abs(die_corner.green() - want.green()) < 40


def test_card_text_follows_the_language(window):
    card = window.store.get("IS-001")
    en, _ = render(card, "en")
    ru, _ = render(card, "ru")
    assert en != ru


def test_user_cards_carry_a_mark(window):
    card = window.store.get("IS-001")
    plain, _ = render(card, user=False)
    marked, _ = render(card, user=True)
    assert plain != marked


def test_bold_keywords_with_a_rule_are_clickable_and_open_the_rules(qtbot, window):
    from heresy_app.cards.model import Card

    card = window.store.get("IS-001").model_copy(
        update={"keywords": [*window.store.get("IS-001").keywords,
                             Card.model_fields["keywords"].annotation.__args__[0](en="Infiltrate", ru="Внедрение",
                                                                                  bold=True)]})
    from heresy_app.ui.card_view import rule_for_keyword

    section = rule_for_keyword("Infiltrate")
    if section is None:
        import pytest

        pytest.skip("the rules reference has no section for Infiltrate")
    view = window.card_view
    view.face.set_card(card, "en", False)
    view.face.repaint()
    hits = view.face.keyword_hits()
    assert [kw for kw, _ in hits] == ["Infiltrate"]
    with qtbot.waitSignal(view.ruleRequested, timeout=1000) as sig:
        qtbot.mouseClick(view.face, Qt.MouseButton.LeftButton, pos=hits[0][1].center().toPoint())
    assert sig.args == [section]
    view.ruleRequested.emit(section)
    assert window.tabs.currentIndex() == window.TAB_RULES


def test_selecting_a_card_shows_it_with_its_details(window):
    window.browser.select_card("IS-005")
    assert window.card_view.card_id == "IS-005"
    assert window.card_view.face.card.id == "IS-005"
    assert "Command Squad" in window.card_view.details.toPlainText()


def test_the_card_gets_its_own_height_and_the_details_the_rest_until_the_divider_is_dragged(qtbot, window):
    from heresy_app.ui.card_view import CARD_ASPECT, FACE_MARGIN, MIN_DETAILS

    assert abs(CARD_ASPECT - CARD_H / CARD_W) < 1e-9
    view = window.card_view
    window.browser.select_card("IS-102")               # a card with a ruling
    qtbot.waitUntil(lambda: view.card_id == "IS-102")
    face_h, details_h = view.splitter.sizes()
    want = int((view.splitter.width() - 2 * FACE_MARGIN) * CARD_ASPECT) + 2 * FACE_MARGIN
    assert face_h == min(want, view.splitter.height() - view.splitter.handleWidth() - MIN_DETAILS)
    assert details_h >= MIN_DETAILS
    view.splitter.splitterMoved.emit(300, 1)           # the person drags the divider
    view.splitter.setSizes([300, view.splitter.height() - 300])
    window.resize(window.width() - 40, window.height())
    qtbot.wait(20)
    assert abs(view.splitter.sizes()[0] - 300) <= 4     # left where they put it, not fitted again


def test_a_unique_cards_shared_name_shows_in_the_chosen_language(qtbot, make_window):
    win = make_window("ru")
    win.browser.select_card("IS-102")                  # Abaddon with Retinue, unique as Abaddon
    qtbot.waitUntil(lambda: win.card_view.card_id == "IS-102")
    text = win.card_view.details.toPlainText()
    assert f"({win.store.get('IS-101').name.ru})" in text and "(Abaddon)" not in text


def test_the_details_say_which_abilities_the_engine_leaves_to_the_players(window, tmp_path):
    import json

    card = {"id": "MY-060", "rarity": "common", "type": "unit", "side": "loyalist",
            "name": {"en": "Shrine Keeper", "ru": "Хранитель святыни"}, "flags": 1, "firepower": 2, "assault": 2,
            "speed": 2, "armor": 3, "die": 4,
            "abilities": [{"en": "WA: Swap the places of two units in this sector.",
                           "ru": "ВА: Поменяй местами два отряда в этом секторе."},
                          {"en": "WA (5+): Draw 1 card.", "ru": "ВА (5+): Возьми 1 карту."}],
            "command": {"type": "T", "en": "T: Any unit gets +1 armor.", "ru": "Т: Любой отряд получает +1 к броне."}}
    path = tmp_path / "keeper.json"
    path.write_text(json.dumps([card]), encoding="utf-8")
    assert window.import_user_cards(str(path))
    window.card_view.show_card("MY-060")
    text = window.card_view.details.toPlainText()
    assert text.count("cannot play this ability") == 1 and "«WA: Swap the places" in text
    window.card_view.show_card("IS-001")
    assert "cannot play" not in window.card_view.details.toPlainText()
