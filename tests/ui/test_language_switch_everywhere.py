"""Switching the language on every tab, and with a game on the board (issue 27, item 5): en → ru → en
while each tab is shown leaves no visible text in the old language (every visible label, button,
tab, menu, group title, placeholder and drop-down item is checked against the translations), and
the board's own texts (status, question, answers, log) follow; nothing crashes. A LanguageChange
that reaches a window (or the board) still being built crashed CI once: it is sent in the middle of
their construction here."""

from __future__ import annotations

import re

import pytest
from lxml import etree
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QAbstractButton, QComboBox, QGroupBox, QLabel, QLineEdit, QMenu, QTabWidget, QWidget

from heresy_app.ui.i18n import build

CYRILLIC = re.compile(r"[а-яё]", re.I)


def _clean(text: str) -> str:
    text = re.sub(r"<[^>]+>", "", text or "")
    return re.sub(r"&(?!&)", "", text).replace("&&", "&").strip()


def _pairs():
    """(English source, its Russian translation) of every message whose words differ."""
    tree = etree.parse(str(build.ts_path("ru")))
    out = []
    for m in tree.iter("message"):
        src = _clean(m.findtext("source") or "")
        tr = m.find("translation")
        ru = _clean("".join(tr.itertext()) if tr is not None else "")
        if src and ru and src != ru and re.search(r"[A-Za-z]{3}", src) and "%" not in src:
            out.append((src, ru))
    return out


PAIRS = _pairs()
ENGLISH = {en for en, _ in PAIRS}
RUSSIAN = {ru for _, ru in PAIRS}


def visible_texts(window) -> list[tuple[str, str]]:
    """(where, text) of everything a person sees in the window and its menus."""
    out = []
    for w in window.findChildren(QWidget):
        if not w.isVisibleTo(window) and not isinstance(w, QMenu):
            continue
        name = f"{type(w).__name__}#{w.objectName()}"
        if isinstance(w, QLabel):
            out.append((name, w.text()))
        elif isinstance(w, QAbstractButton):
            out.append((name, w.text()))
        elif isinstance(w, QGroupBox):
            out.append((name, w.title()))
        elif isinstance(w, QLineEdit):
            out.append((name, w.placeholderText()))
        elif isinstance(w, QComboBox):
            out.extend((name, w.itemText(i)) for i in range(w.count()))
        elif isinstance(w, QTabWidget):
            out.extend((name, w.tabText(i)) for i in range(w.count()))
    for menu in window.menuBar().findChildren(QMenu):
        out.append(("menu", menu.title()))
        out.extend(("menu action", a.text()) for a in menu.actions() if not a.isSeparator())
    return [(where, _clean(t)) for where, t in out if _clean(t)]


def leftovers(window, lang: str) -> list[tuple[str, str]]:
    old = ENGLISH if lang == "ru" else RUSSIAN
    return [(where, t) for where, t in visible_texts(window) if t in old]


def _start_game(qtbot, window):
    assert window.start_game("sample:loyalist", "sample:traitor", ai="recruit", seed=7, role="attacker")
    board = window.board
    board.delay.setValue(0)
    c = board.controller
    qtbot.waitUntil(lambda: c.human_to_move() or c.stop is not None, timeout=30_000)
    for _ in range(40):        # into the first battle: the board full of cards, a question with answers
        if c.state.turn >= 1 and c.state.bsec >= 0 and c.human_to_move():
            break
        qtbot.waitUntil(lambda: c.human_to_move() or c.stop is not None or c.state.is_over, timeout=30_000)
        if c.stop is not None:
            c.acknowledge()
            continue
        legal = c.legal()
        board.submit(("pass",) if ("pass",) in legal else legal[0])
    return board, c


def _switch(qtbot, window, lang):
    window.lang_actions[lang].trigger()
    qtbot.wait(30)
    assert window.lang == lang


def _board_texts(board) -> list[str]:
    texts = [board.status.text(), board.question.text(), *(b.text() for b in board.decision_buttons)]
    texts += [board.log.item(i).text() for i in range(board.log.count())]
    return [t for t in texts if t.strip()]


@pytest.mark.parametrize("with_game", [False, True], ids=["no game", "game on the board"])
def test_switching_on_every_tab_leaves_nothing_in_the_old_language(qtbot, make_window, with_game):
    window = make_window("en")
    window.resize(1366, 738)
    if with_game:
        board, c = _start_game(qtbot, window)
    for tab in (window.TAB_DECK, window.TAB_BATTLE, window.TAB_RULES):
        window.tabs.setCurrentIndex(tab)
        qtbot.wait(30)
        assert not leftovers(window, "en")
        _switch(qtbot, window, "ru")
        assert not leftovers(window, "ru"), (tab, leftovers(window, "ru")[:8])
        if with_game and tab == window.TAB_BATTLE:
            said = _board_texts(window.board)
            assert said and all(CYRILLIC.search(t) or not re.search(r"[A-Za-z]{4}", t) for t in said), \
                [t for t in said if not CYRILLIC.search(t)][:5]
        _switch(qtbot, window, "en")
        assert not leftovers(window, "en"), (tab, leftovers(window, "en")[:8])
        if with_game and tab == window.TAB_BATTLE:
            said = _board_texts(window.board)
            assert said and not [t for t in said if CYRILLIC.search(t)]


def test_the_check_sees_a_text_left_in_the_old_language(qtbot, make_window):
    window = make_window("en")
    _switch(qtbot, window, "ru")
    assert not leftovers(window, "ru")
    english = next(en for en, _ in PAIRS if en == "Deck building")
    window.tabs.setTabText(window.TAB_DECK, english)            # as a widget that missed the switch would
    assert ("QTabWidget#mainTabs", english) in leftovers(window, "ru")
    _switch(qtbot, window, "en")


def _language_change_everywhere(part):
    """What installing a translator does: every widget of the window gets a LanguageChange."""
    top = part.window()
    for w in [top, *top.findChildren(QWidget)]:
        QCoreApplication.sendEvent(w, QEvent(QEvent.Type.LanguageChange))


@pytest.mark.parametrize("where", ["heresy_app.ui.card_view.CardView", "heresy_app.ui.deck_editor.DeckEditor",
                                   "heresy_app.ui.board_side.BoardSide", "heresy_app.ui.war_banner.WarBanner",
                                   "heresy_app.ui.summary_panel.SummaryPanel"])
def test_a_language_change_in_the_middle_of_building_crashes_nothing(qtbot, make_window, monkeypatch, where):
    """Every widget gets a LanguageChange while the window (or the board) is half built: right after
    one of its parts is made."""
    import importlib

    module, cls = where.rsplit(".", 1)
    klass = getattr(importlib.import_module(module), cls)
    made = klass.__init__
    sent = []

    def init(self, *a, **k):
        made(self, *a, **k)
        if not sent:
            sent.append(cls)
            _language_change_everywhere(self)

    monkeypatch.setattr(klass, "__init__", init)
    window = make_window("ru")
    window.ensure_board()
    board, c = _start_game(qtbot, window)
    assert sent == [cls]
    _switch(qtbot, window, "en")
    assert not leftovers(window, "en")
    assert board.status.text() and not CYRILLIC.search(board.status.text())
