"""The Deck lab's tab in the main window: a lazy page (nothing of the lab is imported, and no card
database opened, until the tab is first shown) whose title follows the language. The page itself
is :mod:`heresy_app.ui.lab_page`."""

from __future__ import annotations

from PySide6.QtCore import QEvent

from heresy_app.ui.lazy_page import LazyPage


class LabTab(LazyPage):
    """``db_source()`` gives the card database the page names cards from (called when it is built)."""

    def __init__(self, db_source=None, lang: str = "en", parent=None):
        super().__init__(self._make, parent)
        self.db_source, self.lang, self.tabs = db_source, lang, None

    def _make(self, holder):
        from heresy_app.ui.lab_page import LabPage
        db = self.db_source() if self.db_source is not None else None
        page = LabPage(db, getattr(self.window(), "lang", self.lang), holder)
        page.replayRequested.connect(self.open_replay)
        return page

    def open_replay(self, document) -> bool:
        """A gauntlet's game (a saved-game document) in the window's replay viewer."""
        opener = getattr(self.window(), "open_game", None)
        return bool(opener(document, replay=True)) if opener is not None else False

    def showEvent(self, event):
        self.ensure()
        super().showEvent(event)

    def changeEvent(self, event):
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.placeholder.set_text(self.tr("The deck lab opens here."))
        if self.tabs is not None:
            self.tabs.setTabText(self.tabs.indexOf(self), self.tr("Deck lab"))


def add_lab_tab(tabs, db_source=None, lang: str = "en") -> LabTab:
    """Add the Deck lab to the window's tab widget ``tabs``; the tab."""
    tab = LabTab(db_source, lang, tabs)
    tab.tabs = tabs
    tabs.addTab(tab, "")
    tab.retranslate()
    return tab
