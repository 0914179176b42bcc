"""One shared door to the card databases for every widget: the CardDB opened on first use.

The CardDB module pulls in the query compiler (lark) and the card model (pydantic); they are
imported on first use or by :meth:`CardStore.preload` in a background thread after the window
shows (imports only: the SQLite connection itself is made on the GUI thread).
"""

from __future__ import annotations

import threading
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from heresy_app.paths import shipped_db_path, user_db_path


class CardStore(QObject):
    """The shipped card database plus the user's, with a small cache of parsed cards."""

    cardsChanged = Signal()  # user cards were added or changed
    ownedChanged = Signal()  # the collection changed (heresy_app/cards/collection.py)

    def __init__(self, shipped: Path | None = None, user: Path | None = None, parent=None):
        super().__init__(parent)
        self.shipped_path = Path(shipped) if shipped else shipped_db_path()
        self.user_path = Path(user) if user else user_db_path()
        self._db = None
        self.problem = None      # why the user database could not be opened (a FileProblem), if it could not
        self._cache: dict = {}
        self._preload: threading.Thread | None = None
        self._owned: dict[str, int] | None = None

    def preload(self) -> None:
        """Import the heavy card modules in the background so the first search is instant."""
        if self._db is None and self._preload is None:
            def work():
                import heresy_app.cards.db  # noqa: F401
                try:
                    import heresy_app.decks  # noqa: F401
                except Exception:
                    pass
            self._preload = threading.Thread(target=work, name="heresy-preload", daemon=True)
            self._preload.start()

    @property
    def db(self):
        if self._db is None:
            if self._preload is not None:
                self._preload.join()
            from heresy_app.cards.db import CardDB
            from heresy_app.files import FileProblem

            try:
                self._db = CardDB(self.shipped_path, self.user_path)
                if self._db.user_problem is not None:
                    self.problem = self._db.user_problem
            except FileProblem as problem:      # a damaged user database: work on the shipped cards
                self.problem = problem
                self._db = CardDB(self.shipped_path, user=False)
        return self._db

    @property
    def loaded(self) -> bool:
        return self._db is not None

    def search(self, query: str, lang: str = "en"):
        return self.db.search(query, lang)

    def get(self, card_id: str):
        card = self._cache.get(card_id)
        if card is None:
            card = self.db.get(card_id)
            if card is not None:
                self._cache[card_id] = card
        return card

    def is_user(self, card_id: str) -> bool:
        return self.db.is_user(card_id)

    def user_cards_changed(self) -> None:
        """Call after writing the user database: re-attach it and tell every view."""
        self._cache.clear()
        if self._db is not None:
            from heresy_app.files import FileProblem

            try:
                self._db.attach_user()
                self.problem = None
            except FileProblem as problem:
                self.problem = problem
        self.cardsChanged.emit()

    # -- the collection
    def owned(self) -> dict[str, int]:
        """Card id -> copies you own (read once, then kept up to date by :meth:`set_owned`); a
        collection that cannot be read is empty (the user database's problem is told once)."""
        if self._owned is None:
            from heresy_app.cards.collection import read_owned
            from heresy_app.files import FileProblem

            try:
                self._owned = read_owned(self.user_path)
            except FileProblem as problem:
                self.problem = self.problem or problem
                self._owned = {}
        return self._owned

    def set_owned(self, counts: dict[str, int]) -> None:
        """Write these copies-owned counts (one transaction) and tell every view. Raises
        :class:`~heresy_app.files.FileProblem` when the user database cannot be written."""
        from heresy_app.cards.collection import write_owned

        written = write_owned(counts, self.user_path)
        owned = self.owned()
        for cid, n in written.items():
            if n > 0:
                owned[cid] = n
            else:
                owned.pop(cid, None)
        if self._db is not None and not self._db.has_collection:
            from heresy_app.files import FileProblem

            try:
                self._db.attach_user()      # the first count made the table: is:owned sees it now
            except FileProblem as problem:
                self.problem = problem
        self.ownedChanged.emit()

