"""Cards → New user card…, Edit user card… and Import user cards…: the player's own cards, made in
the card editor (:mod:`heresy_app.ui.card_editor`) or imported from CSV or JSON
(:mod:`heresy_app.card_import`, all or nothing), and the window brought up to date after each
change (the browser, the card view, the deck's counts and checks).

The main window makes one :class:`UserCardActions` and its menu actions call it.
"""

from __future__ import annotations

from PySide6.QtCore import QObject


class UserCardActions(QObject):
    """The user-card actions of one main window (see the module's documentation)."""

    def __init__(self, window):
        super().__init__(window)
        self.window = window
        window.store.cardsChanged.connect(self.on_cards_changed)

    def new_card(self) -> None:
        from heresy_app.ui.card_editor import CardEditor

        w = self.window
        dlg = CardEditor(w.store, None, w.lang, w)
        dlg.saved.connect(self.after_card_saved)
        dlg.exec()

    def edit_card(self) -> None:
        from heresy_app.ui.card_editor import CardEditor

        w = self.window
        cid = w.card_view.card_id
        if not cid or not w.store.is_user(cid):
            return
        dlg = CardEditor(w.store, w.store.get(cid), w.lang, w)
        dlg.saved.connect(self.after_card_saved)
        dlg.exec()

    def after_card_saved(self, card_id: str) -> None:
        self.window.browser.select_card(card_id)
        self.window.show_card(card_id)

    def action_import(self) -> bool:
        from PySide6.QtWidgets import QFileDialog
        path, _ = QFileDialog.getOpenFileName(self.window, self.tr("Import user cards"), "",
                                              self.tr("Card files (*.csv *.json);;All files (*)"))
        return bool(path) and self.import_cards(path)

    def import_cards(self, path: str) -> bool:
        """Import the cards of ``path`` into the user database; one message when nothing could be."""
        from heresy_app.card_import import import_user_cards
        from heresy_app.cards.user_cards import ImportFailed, UnreadableFile
        from heresy_app.ui.background import run_with_progress

        w = self.window
        user_db, shipped_db = w.store.user_path, w.store.shipped_path
        try:
            # off the GUI thread (the window keeps painting; a dialog shows if it takes a while); one
            # transaction, so it cannot stop midway: no Cancel button
            cards = run_with_progress(w, lambda progress: import_user_cards(path, user_db=user_db, shipped_db=shipped_db),
                                      self.tr("Import user cards"), cancellable=False)
        except ImportFailed as err:
            details = "\n".join(e.text(w.lang) for e in err.errors[:12])
            n_errors = len(err.errors)
            head = self.tr("%1: %n error(s); nothing was imported.", "", n_errors).replace("%1", str(path))
            w.show_error(self.tr("Cannot import the cards"), f"{head}\n{details}")
            return False
        except UnreadableFile as err:
            w.show_error(self.tr("Cannot import the cards"), err.text(w.lang))
            return False
        except (OSError, ValueError) as err:
            w.show_error(self.tr("Cannot import the cards"), w.error_text(err, path))
            return False
        w.store.user_cards_changed()
        n_cards = len(cards)  # a plain name: older pyside6-lupdate misses a call in this argument
        text = self.tr("Imported %n card(s).", "", n_cards)
        from heresy_app.engine.catalog import manual_abilities

        n_by_hand = sum(len(manual_abilities(c)) for c in cards if c.type.value != "sector")
        if n_by_hand:   # what the battle engine will leave to the players (docs/by-hand.md)
            text += " " + self.tr("The battle engine cannot play %n of their abilities: in a game the players "
                                  "resolve them by hand (the deck check names the cards).", "", n_by_hand)
        w.statusBar().showMessage(text, 10000 if n_by_hand else 5000)
        return True

    def on_cards_changed(self) -> None:
        """The user's cards changed (here or in the card editor): every view reads them again."""
        from heresy_app.decks.index import forget

        w = self.window
        forget(w.store.db)
        w.browser.run_search()
        w.card_view.show_card(w.card_view.card_id)
        if w.doc.started:
            w.deck_editor.refresh()
