"""The card list: a QAbstractTableModel over search rows, sorted in Python (fast on 10,000 rows).

Rows are :class:`heresy_app.cards.db.CardRow` tuples, or
:class:`heresy_app.cards.quick_rows.QuickRow` tuples with the same fields read straight from
SQLite at start-up (before the query compiler and the card model are imported, so the window
shows without waiting for them).
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QByteArray, QCoreApplication, QMimeData, QModelIndex, Qt, Signal
from PySide6.QtGui import QColor

from heresy_app.cards.textfold import sort_key
from heresy_app.i18n import BASE, pick

CARD_MIME = "application/x-heresy-card-ids"


# column key, row field used for sorting
# the Owned column (your collection) comes right after the name: in a narrow browser the stats
# scroll off to the right, the count a player edits stays in view
COLUMNS = ("name", "owned", "type", "side", "flags", "firepower", "assault", "speed", "armor", "die", "cmd_type",
           "id")
NUMERIC = {"flags", "firepower", "assault", "speed", "armor", "die"}
TYPE_ORDER = {"unit": 0, "asset": 1, "ship": 2, "sector": 3}
SIDE_ORDER = {"loyalist": 0, "traitor": 1, "unaligned": 2, "none": 3}
CMD_ORDER = {"WA": 0, "T": 1, "R": 2, "M": 3, "E": 4}
CMD_COLORS = {"WA": "#2f6fd6", "T": "#e0b400", "R": "#d23a2a", "M": "#8a3fc7", "E": "#f4f4f4"}

# data() runs for every visible cell and role on each paint: the roles as plain ints (Qt passes
# ints), and every row's display texts worked out once (see CardTableModel._display_row)
_DISPLAY = int(Qt.ItemDataRole.DisplayRole)
_ALIGN = int(Qt.ItemDataRole.TextAlignmentRole)
_FONT = int(Qt.ItemDataRole.FontRole)
_FOREGROUND = int(Qt.ItemDataRole.ForegroundRole)
_DECORATION = int(Qt.ItemDataRole.DecorationRole)
_TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)
_USER = int(Qt.ItemDataRole.UserRole)
_CENTER = int(Qt.AlignmentFlag.AlignCenter)
_NUMERIC_COLUMNS = frozenset(i for i, key in enumerate(COLUMNS) if key in NUMERIC)
_NAME_COLUMN = COLUMNS.index("name")
_CMD_COLUMN = COLUMNS.index("cmd_type")
_SIDE_COLUMN = COLUMNS.index("side")
OWNED_COLUMN = COLUMNS.index("owned")    # copies in your collection: the one column a player edits
_EDIT = int(Qt.ItemDataRole.EditRole)
_ROW_FLAGS = (Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemNeverHasChildren
              | Qt.ItemFlag.ItemIsDragEnabled)
_SWATCHES: dict[str, object] = {}  # command type -> QPixmap, made on first use


def cmd_swatch(cmd_type: str | None):
    """A small square in the command type's die colour, outlined so that the white event die
    shows on a white row; None without a command type."""
    if not cmd_type:
        return None
    swatch = _SWATCHES.get(cmd_type)
    if swatch is None:
        from PySide6.QtGui import QPainter, QPixmap

        swatch = QPixmap(12, 12)
        swatch.fill(QColor("#5a5a5a"))
        p = QPainter(swatch)
        p.fillRect(1, 1, 10, 10, QColor(CMD_COLORS.get(cmd_type, "#888888")))
        p.end()
        _SWATCHES[cmd_type] = swatch
    return swatch


def type_label(value: str) -> str:
    return {"unit": QCoreApplication.translate("CardTerms", "Unit"),
            "asset": QCoreApplication.translate("CardTerms", "Asset"),
            "ship": QCoreApplication.translate("CardTerms", "Ship"),
            "sector": QCoreApplication.translate("CardTerms", "Sector")}.get(value, value)


def side_short(value: str) -> str:
    """The side in a narrow column: the whole word in English, a few letters in Russian
    ("Неприсоединившиеся" would need twice the column); the full name is the cell's tooltip."""
    return {"loyalist": QCoreApplication.translate("CardTerms", "Loyalist", "side, short"),
            "traitor": QCoreApplication.translate("CardTerms", "Traitor", "side, short"),
            "unaligned": QCoreApplication.translate("CardTerms", "Unaligned", "side, short"),
            "none": QCoreApplication.translate("CardTerms", "No side", "side, short")}.get(value, value)


def side_label(value: str) -> str:
    return {"loyalist": QCoreApplication.translate("CardTerms", "Loyalist"),
            "traitor": QCoreApplication.translate("CardTerms", "Traitor"),
            "unaligned": QCoreApplication.translate("CardTerms", "Unaligned"),
            "none": QCoreApplication.translate("CardTerms", "No side")}.get(value, value)


def cmd_label(value: str | None) -> str:
    if not value:
        return ""
    return {"WA": QCoreApplication.translate("CardTerms", "WA"),
            "T": QCoreApplication.translate("CardTerms", "T"),
            "R": QCoreApplication.translate("CardTerms", "R"),
            "M": QCoreApplication.translate("CardTerms", "M"),
            "E": QCoreApplication.translate("CardTerms", "E")}.get(value, value)


def cmd_name(value: str | None) -> str:
    return {"WA": QCoreApplication.translate("CardTerms", "War action"),
            "T": QCoreApplication.translate("CardTerms", "Tactic"),
            "R": QCoreApplication.translate("CardTerms", "Reaction"),
            "M": QCoreApplication.translate("CardTerms", "Modifier"),
            "E": QCoreApplication.translate("CardTerms", "Event")}.get(value or "", "")


def rarity_label(value: str) -> str:
    return {"common": QCoreApplication.translate("CardTerms", "Common"),
            "uncommon": QCoreApplication.translate("CardTerms", "Uncommon"),
            "rare": QCoreApplication.translate("CardTerms", "Rare"),
            "very_rare": QCoreApplication.translate("CardTerms", "Very rare")}.get(value, value)


def column_titles() -> list[str]:
    """Each column's title, in :data:`COLUMNS` order."""
    t = {"name": QCoreApplication.translate("CardTerms", "Name"),
         "type": QCoreApplication.translate("CardTerms", "Type"),
         "side": QCoreApplication.translate("CardTerms", "Side"),
         "flags": QCoreApplication.translate("CardTerms", "Flags"),
         "firepower": QCoreApplication.translate("CardTerms", "FP"),
         "assault": QCoreApplication.translate("CardTerms", "AS"),
         "speed": QCoreApplication.translate("CardTerms", "SP"),
         "armor": QCoreApplication.translate("CardTerms", "AR"),
         "die": QCoreApplication.translate("CardTerms", "Die"),
         "cmd_type": QCoreApplication.translate("CardTerms", "Cmd"),
         "owned": QCoreApplication.translate("CardTerms", "Owned"),
         "id": QCoreApplication.translate("CardTerms", "Id")}
    return [t[key] for key in COLUMNS]


def column_tooltips() -> list[str]:
    """Each column's tooltip, in :data:`COLUMNS` order."""
    t = {"name": QCoreApplication.translate("CardTerms", "Name"),
         "type": QCoreApplication.translate("CardTerms", "Type"),
         "side": QCoreApplication.translate("CardTerms", "Side"),
         "flags": QCoreApplication.translate("CardTerms", "Flags"),
         "firepower": QCoreApplication.translate("CardTerms", "Firepower"),
         "assault": QCoreApplication.translate("CardTerms", "Assault"),
         "speed": QCoreApplication.translate("CardTerms", "Speed"),
         "armor": QCoreApplication.translate("CardTerms", "Armor"),
         "die": QCoreApplication.translate("CardTerms", "Die"),
         "cmd_type": QCoreApplication.translate("CardTerms", "Command type"),
         "owned": QCoreApplication.translate("CardTerms", "Copies in your collection: type a number, or + and - (Ctrl+Z undoes)"),
         "id": QCoreApplication.translate("CardTerms", "Id")}
    return [t[key] for key in COLUMNS]


class CardTableModel(QAbstractTableModel):
    """Search results; sorting by any column is done here (stable, missing values last).

    The Owned column shows the copies in your collection (:meth:`set_owned`); editing it emits
    :attr:`ownedEdited` and changes nothing itself: the browser writes the count (with undo)."""

    ownedEdited = Signal(str, int)   # card id, the count typed

    def __init__(self, parent=None):
        super().__init__(parent)
        self._rows: list = []
        self._lang = "en"
        self._sort: tuple[int, Qt.SortOrder] | None = None
        self._titles = column_titles()
        self._tips = column_tooltips()
        self._italic = None  # made for the first user card shown
        self._user_color = QColor("#1d6b3a")  # a QColor serves as the brush (QBrush's first call costs ~6 ms)
        self._shown: dict[str, tuple] = {}   # card id -> display texts, per language
        self._owned: dict[str, int] = {}

    # -- data in
    def set_rows(self, rows: list) -> None:
        self.beginResetModel()
        self._rows = list(rows)
        self._shown.clear()
        if self._sort is not None:
            self._sort_rows(*self._sort)
        self.endResetModel()

    def set_language(self, lang: str) -> None:
        self._lang = lang
        self.retranslate()

    def retranslate(self) -> None:
        self._titles = column_titles()
        self._tips = column_tooltips()
        self._shown.clear()
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(COLUMNS) - 1)
        if self._rows:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self._rows) - 1, len(COLUMNS) - 1))

    def set_owned(self, owned: dict[str, int]) -> None:
        """The copies owned of each card (the dict is the store's own, read as it changes)."""
        self._owned = owned
        if self._rows:
            self.dataChanged.emit(self.index(0, OWNED_COLUMN), self.index(len(self._rows) - 1, OWNED_COLUMN))

    def owned_of(self, card_id: str) -> int:
        return self._owned.get(card_id, 0)

    def clear_sort(self) -> None:
        self._sort = None

    # -- access
    def row_at(self, row: int):
        return self._rows[row] if 0 <= row < len(self._rows) else None

    def card_id(self, row: int) -> str | None:
        r = self.row_at(row)
        return r.id if r else None

    def row_of(self, card_id: str) -> int:
        for i, r in enumerate(self._rows):
            if r.id == card_id:
                return i
        return -1

    def rows(self) -> list:
        return list(self._rows)

    # -- Qt model
    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):
        if orientation == Qt.Orientation.Horizontal and 0 <= section < len(COLUMNS):
            if role == Qt.ItemDataRole.DisplayRole:
                return self._titles[section]
            if role == Qt.ItemDataRole.ToolTipRole:
                return self._tips[section]
        return None

    def _display_row(self, r) -> tuple:
        """The texts of one row, column by column (in the current language)."""
        shown = []
        for key in COLUMNS:
            if key == "name":
                value = pick(self._lang, en=r.name_en, ru=r.name_ru)
            elif key == "type":
                value = type_label(r.type)
            elif key == "side":
                value = side_short(r.side)
            elif key == "cmd_type":
                value = cmd_label(r.cmd_type)
            elif key == "flags":
                if r.type == "sector":
                    value = f"⚑{r.required_flags}" if r.required_flags is not None else ""
                else:
                    value = r.flags if r.type in ("unit", "asset") else ""
            elif key == "owned":
                value = ""      # read live from the collection (data())
            else:
                value = getattr(r, key)
                value = "" if value is None else value
            shown.append(value)
        return tuple(shown)

    def data(self, index, role=_DISPLAY):
        if not index.isValid():
            return None
        r = self._rows[index.row()]
        column = index.column()
        if column == OWNED_COLUMN:
            if role == _DISPLAY:
                return self._owned.get(r.id) or ""
            if role == _EDIT:
                return self._owned.get(r.id, 0)
            if role == _ALIGN:
                return _CENTER
        if role == _DISPLAY:
            shown = self._shown.get(r.id)
            if shown is None:
                shown = self._shown[r.id] = self._display_row(r)
            return shown[column]
        if role == _ALIGN:
            return _CENTER if column in _NUMERIC_COLUMNS else None
        if column == _NAME_COLUMN:
            if role == _FONT and r.user:
                if self._italic is None:
                    from PySide6.QtGui import QFont

                    self._italic = QFont()
                    self._italic.setItalic(True)
                return self._italic
            if role == _FOREGROUND and r.user:
                return self._user_color
            if role == _TOOLTIP:
                other = r.name_en if self._lang != BASE else r.name_ru   # the name in English, or in Russian beside it
                tip = f"{r.id} · {other}"
                return tip + ("\n" + QCoreApplication.translate("CardTerms", "User card") if r.user else "")
        if role == _TOOLTIP and column == _SIDE_COLUMN:
            return side_label(r.side)
        if role == _DECORATION and column == _CMD_COLUMN:
            return cmd_swatch(r.cmd_type)
        if role == _USER:
            return r.id
        return None

    def flags(self, index):
        if not index.isValid():
            return super().flags(index)
        return _ROW_FLAGS | Qt.ItemFlag.ItemIsEditable if index.column() == OWNED_COLUMN else _ROW_FLAGS

    def setData(self, index, value, role=Qt.ItemDataRole.EditRole):
        if not index.isValid() or index.column() != OWNED_COLUMN or int(role) != _EDIT:
            return False
        try:
            count = int(value)
        except (TypeError, ValueError):
            return False
        cid = self.card_id(index.row())
        if cid is None or count < 0:
            return False
        if count != self._owned.get(cid, 0):
            self.ownedEdited.emit(cid, count)
        return True

    def mimeTypes(self):
        return [CARD_MIME]

    def mimeData(self, indexes):
        ids: list[str] = []
        for idx in indexes:
            cid = self.card_id(idx.row())
            if cid and cid not in ids:
                ids.append(cid)
        mime = QMimeData()
        mime.setData(CARD_MIME, QByteArray("\n".join(ids).encode()))
        mime.setText("\n".join(ids))
        return mime

    def sort(self, column: int, order=Qt.SortOrder.AscendingOrder) -> None:
        self.layoutAboutToBeChanged.emit()
        self._sort_rows(column, order)
        self._sort = (column, order)
        self.layoutChanged.emit()

    def _sort_rows(self, column: int, order) -> None:
        if not 0 <= column < len(COLUMNS):
            return
        key = COLUMNS[column]
        desc = order == Qt.SortOrder.DescendingOrder
        def name(r):
            return sort_key(pick(self._lang, en=r.name_en, ru=r.name_ru))
        if key == "name":
            keyf = name
        elif key == "id":
            keyf = lambda r: (r.set_code, r.number)  # noqa: E731
        elif key == "type":
            keyf = lambda r: TYPE_ORDER.get(r.type, 9)  # noqa: E731
        elif key == "side":
            keyf = lambda r: SIDE_ORDER.get(r.side, 9)  # noqa: E731
        elif key == "cmd_type":
            keyf = lambda r: CMD_ORDER.get(r.cmd_type or "", 9)  # noqa: E731
        elif key == "owned":
            keyf = lambda r: self._owned.get(r.id, 0)  # noqa: E731
        else:
            keyf = lambda r: getattr(r, key)  # noqa: E731
        present, missing = [], []
        for r in self._rows:
            absent = keyf(r) is None or (key == "cmd_type" and not r.cmd_type)
            (missing if absent else present).append(r)
        present.sort(key=name)  # ties by name
        present.sort(key=keyf, reverse=desc)
        missing.sort(key=name)
        self._rows = present + missing
