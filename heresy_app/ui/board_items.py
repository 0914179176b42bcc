"""The battle board's pieces: a card (:class:`CardItem`), a labelled area (:class:`ZoneItem`), the
card faces drawn once (:class:`PixmapCache`) and the scene's signals. The layout that places them is
:mod:`heresy_app.ui.board_scene`.

Cards are drawn by the card painter once per card and language into a cached pixmap; an item turns
it as the rulebook draws positions (ready upright, locked a quarter turn clockwise, charging upside
down) and lays the player's marks over it: the card's name and current statistics (bonuses in
colour), a face-down mark on the owner's own hidden cards, an amber "!" on a card with a constant
ability the engine cannot play (its text in the tooltip: the players keep it in mind), rings on the
cards that answer the question, the attacking card, its target and the blocker.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from heresy_app.i18n import pick

CW, CH = 150.0, 210.0          # a card in scene units
GAP = 12.0
PER_ROW = 3
STRIP_SCALE = 0.72                      # cards in hands and fleet areas are drawn smaller
STRIP_TOP = 36.0                        # a strip's title line above its cards
STRIP_H = CH * STRIP_SCALE + STRIP_TOP + GAP
COLLAPSED_W = CW                        # a captured sector with no card left
MIN_W = 1400.0                          # the board's least width (the strips' hands and fleets)
HEADER_H = 64.0

RING = {"table": QColor("#e8e8e8"), "answer": QColor("#f0b429"), "selected": QColor("#ffdd00"), "attacking": QColor("#d64541"),
        "target": QColor("#3c78d8"), "blocker": QColor("#8e44ad"), "last": QColor("#27ae60")}
_ROTATION = {"ready": 0.0, "locked": 90.0, "charging": 180.0}


class PixmapCache:
    """Card faces drawn once per (card id, language): painting a card costs milliseconds."""

    SCALE = 2.0

    def __init__(self, store):
        self.store = store
        self._catalog = None       # the game's catalog, when a game is shown (BattleBoard sets it)
        self._faces: dict = {}
        self._reminders: dict = {}
        self._back: QPixmap | None = None
        self._warming: list = []

    def __len__(self) -> int:
        """How many pictures and reminder lists it holds."""
        return len(self._faces) + len(self._reminders)

    @property
    def catalog(self):
        return self._catalog

    @catalog.setter
    def catalog(self, value) -> None:
        # a new game's catalog: the reminders read from the last one go (keyed by the catalog's id
        # they piled up game after game, and a new catalog at a freed one's address read old ones)
        if value is not self._catalog:
            self._reminders.clear()
        self._catalog = value

    def face(self, card_id: str, lang: str) -> QPixmap:
        key = (card_id, lang)
        pm = self._faces.get(key)
        if pm is None:
            from heresy_app.ui.card_painter import paint_card
            pm = QPixmap(int(CW * self.SCALE), int(CH * self.SCALE))
            pm.fill(Qt.GlobalColor.transparent)
            card = self.store.get(card_id)
            p = QPainter(pm)
            if card is not None:
                paint_card(p, QRectF(0, 0, pm.width(), pm.height()), card, lang, self.store.is_user(card_id))
            p.end()
            self._faces[key] = pm
        return pm

    def has_face(self, card_id: str, lang: str) -> bool:
        return (card_id, lang) in self._faces

    def warm(self, card_ids, lang: str, parent) -> None:
        """Draw the faces of ``card_ids`` (a game's two decks) one by one while the window is idle:
        none is painted in the middle of a move when it first shows, and the cache holds its whole
        game from the start (it grew game after game as cards were first seen)."""
        from PySide6.QtCore import QTimer

        todo = [cid for cid in dict.fromkeys(card_ids) if cid and (cid, lang) not in self._faces]
        self._warming = todo

        def next_one():
            if self._warming is not todo or not todo:
                return
            self.face(todo.pop(), lang)
            if todo:
                QTimer.singleShot(0, parent, next_one)
        if todo:
            QTimer.singleShot(0, parent, next_one)

    def reminders(self, card_id: str, lang: str) -> list[str]:
        """The constant abilities of a card that the engine cannot play, in ``lang``: the players
        keep them in mind, so the board shows them beside the card (engine.catalog.manual_abilities)."""
        key = (card_id, lang)
        found = self._reminders.get(key)
        if found is None:
            found = []
            try:   # the game's own catalog knows every card in it (a scenario's own cards too)
                by_hand = self.catalog.template(card_id).by_hand.values() if self.catalog is not None else None
            except (KeyError, ValueError):
                by_hand = None
            if by_hand is None:
                card = self.store.get(card_id) if card_id else None
                if card is not None and card.type.value != "sector":
                    from heresy_app.engine.catalog import manual_abilities

                    by_hand = manual_abilities(card)
            found = [pick(lang, en=m.en, ru=m.ru) for m in by_hand or () if m.kind == "constant"]
            self._reminders[key] = found
        return found

    def back(self) -> QPixmap:
        if self._back is None:
            pm = QPixmap(int(CW * self.SCALE), int(CH * self.SCALE))
            pm.fill(Qt.GlobalColor.transparent)
            p = QPainter(pm)
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            r = QRectF(0, 0, pm.width(), pm.height()).adjusted(2, 2, -2, -2)
            p.setBrush(QColor("#2a2320"))
            p.setPen(QPen(QColor("#b48a4f"), 6))
            p.drawRoundedRect(r, 18, 18)
            p.setPen(QPen(QColor("#6e5536"), 3))
            p.drawRoundedRect(r.adjusted(18, 18, -18, -18), 10, 10)
            f = QFont()
            f.setPixelSize(34)
            f.setBold(True)
            p.setFont(f)
            p.setPen(QColor("#c8a24a"))
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, "HERESY")
            p.end()
            self._back = pm
        return self._back


class CardItem(QGraphicsObject):
    """One card on the board. ``info`` is the observation's card dict (``{"face_down": True}`` for a
    card the viewer may not see)."""

    def __init__(self, info: dict, pixmaps: PixmapCache, lang: str, labels: dict, owner_view: bool):
        super().__init__()
        self.info = info
        self.card = info.get("card", -1)
        self.card_id = info.get("id")
        self.hidden = bool(info.get("face_down"))
        self.own_face_down = owner_view and not self.hidden and not info.get("face_up", True)
        self.rings: list[str] = []
        self.dimmed = False
        self.labels = labels
        self._pm = pixmaps.back() if self.hidden else pixmaps.face(self.card_id, lang)
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.CursorShape.ArrowCursor)
        # the card is turned as the rulebook draws its position, inside its own slot (a locked card
        # lies across it, made smaller to fit): its marks stay upright, its neighbours stay put
        self.turn = _ROTATION.get(info.get("position", "ready"), 0.0) if "stats" in info else 0.0
        self.frame = _frame(self.turn)
        self.setTransformOriginPoint(CW / 2, CH / 2)
        # constants the engine cannot play: a mark on the card, their text in the tooltip
        self.reminders = [] if self.hidden else pixmaps.reminders(self.card_id, lang)
        if not self.hidden:
            tip = info.get("name", "")
            if self.reminders:
                from heresy_app.cards import messages

                tip += "\n\n" + messages.text("board-reminder", lang) + "".join(f"\n• {t}" for t in self.reminders)
            self.setToolTip(tip)

    def boundingRect(self) -> QRectF:
        return QRectF(-6, -6, CW + 12, CH + 12)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self.frame)
        return path

    def paint(self, p: QPainter, _opt, _widget=None):
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        f = self.frame
        if self.turn:
            p.save()
            p.translate(f.center())
            p.rotate(self.turn)
            w, h = (f.height(), f.width()) if self.turn % 180 else (f.width(), f.height())
            p.drawPixmap(QRectF(-w / 2, -h / 2, w, h), self._pm, QRectF(self._pm.rect()))
            p.restore()
        else:
            p.drawPixmap(f, self._pm, QRectF(self._pm.rect()))
        if not self.hidden:
            p.save()
            p.translate(f.topLeft())
            paint_marks(p, self.info, self.labels, f.width(), f.height(), reminders=bool(self.reminders),
                        face_down=self.own_face_down)
            p.restore()
        for i, ring in enumerate(self.rings):
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(RING[ring], 5 - i))
            d = -3 - 4 * i
            p.drawRoundedRect(f.adjusted(d, d, -d, -d), 9, 9)
        if self.dimmed:
            p.fillRect(f, QColor(0, 0, 0, 120))

    def hoverEnterEvent(self, event):
        scene = self.scene()
        if scene is not None and hasattr(scene, "signals") and not self.hidden:
            scene.signals.cardHovered.emit(self.card_id)
        super().hoverEnterEvent(event)

    def mousePressEvent(self, event):
        scene = self.scene()
        if scene is not None and hasattr(scene, "signals") and event.button() == Qt.MouseButton.LeftButton:
            if not self.hidden:
                scene.signals.cardHovered.emit(self.card_id)
            sp = event.screenPos()
            scene.signals.cardClicked.emit(self.card, sp.toPoint() if hasattr(sp, "toPoint") else sp)
            event.accept()
            return
        super().mousePressEvent(event)


def paint_marks(p: QPainter, info: dict, labels: dict, cw: float, ch: float, *, reminders: bool = False,
                face_down: bool = False) -> None:
    """The player's marks over a card face ``cw`` x ``ch`` (upright whatever the card's position):
    its name, its current statistics (bonuses green, losses red), its flags, "!" for a rule the
    engine cannot play, "face down" on the owner's hidden card."""
    # the name on a dark strip at the top, readable when the card is small
    f = QFont()
    f.setPixelSize(17)
    f.setBold(True)
    p.setFont(f)
    top = QRectF(0, 0, cw, 26)
    p.fillRect(top, QColor(10, 10, 10, 200))
    p.setPen(QColor("#f3ead6"))
    p.drawText(top.adjusted(4, 0, -4, 0), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
               p.fontMetrics().elidedText(info.get("name", ""), Qt.TextElideMode.ElideRight, int(cw - 8)))
    stats = info.get("stats")
    if stats and info.get("type") != "ship":
        printed = info.get("printed") or {}
        keys = ("firepower", "assault", "speed", "armor") if info.get("type") == "unit" else ("armor",)
        strip = QRectF(0, ch - 46, cw, 46)
        p.fillRect(strip, QColor(10, 10, 10, 215))
        x = 2.0
        w = (cw - 4) / len(keys)
        for k in keys:
            cur, base = stats[k], printed.get(k, stats[k])
            color = QColor("#f3ead6") if cur == base else (QColor("#7be07b") if cur > base else QColor("#ff7b6b"))
            f.setPixelSize(13)
            f.setBold(False)
            p.setFont(f)
            p.setPen(QColor("#bfb5a0"))
            p.drawText(QRectF(x, ch - 46, w, 18), Qt.AlignmentFlag.AlignCenter, labels[k])
            f.setPixelSize(22)
            f.setBold(True)
            p.setFont(f)
            p.setPen(color)
            text = str(cur) if cur == base else f"{cur}"
            p.drawText(QRectF(x, ch - 30, w, 30), Qt.AlignmentFlag.AlignCenter, text)
            x += w
        if stats.get("flags"):
            p.setPen(QColor("#f0b429"))
            f.setPixelSize(18)
            p.setFont(f)
            p.drawText(QRectF(0, 26, cw - 4, 22), Qt.AlignmentFlag.AlignRight, "⚑" * stats["flags"])
    if reminders:   # a rule on the card the players keep in mind: "!" on an amber disc
        disc = QRectF(4, 30, 24, 24)
        p.setPen(QPen(QColor("#1a1a1a"), 2))
        p.setBrush(QColor("#f0b429"))
        p.drawEllipse(disc)
        f.setPixelSize(17)
        f.setBold(True)
        p.setFont(f)
        p.setPen(QColor("#1a1a1a"))
        p.drawText(disc, Qt.AlignmentFlag.AlignCenter, "!")
        p.setBrush(Qt.BrushStyle.NoBrush)
    if face_down:
        band = QRectF(0, ch / 2 - 14, cw, 28)
        p.fillRect(band, QColor(40, 40, 90, 210))
        p.setPen(QColor("#ffffff"))
        p.drawText(band, Qt.AlignmentFlag.AlignCenter, labels["face_down"])


class ZoneItem(QGraphicsItem):
    """A labelled area (a sector, a hand, a fleet, a pile) that can be clicked."""

    def __init__(self, rect: QRectF, title: str, subtitle: str = "", *, kind: str = "", key=None,
                 fill: QColor | None = None, highlight: bool = False):
        super().__init__()
        self.rect = rect
        self.title = title
        self.subtitle = subtitle
        self.kind = kind
        self.key = key
        self.fill = fill or QColor(255, 255, 255, 18)
        self.highlight = highlight
        self.setZValue(-1)
        self.setToolTip(subtitle or title)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 4, 4)

    def paint(self, p: QPainter, _opt, _widget=None):
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        p.setBrush(self.fill)
        p.setPen(QPen(RING["answer"] if self.highlight else QColor(255, 255, 255, 60), 4 if self.highlight else 1.5))
        p.drawRoundedRect(self.rect, 12, 12)
        f = QFont()
        f.setPixelSize(20)
        f.setBold(True)
        p.setFont(f)
        p.setPen(QColor("#f3ead6"))
        if self.rect.width() < 2 * CW:   # a collapsed sector: its name and state wrapped in a column
            wrap = Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
            box = self.rect.adjusted(8, 6, -8, -6)
            used = p.boundingRect(box, wrap, self.title)
            p.drawText(box, wrap, self.title)
            f.setPixelSize(16)
            f.setBold(False)
            p.setFont(f)
            p.setPen(QColor("#d8cdb5"))
            p.drawText(box.adjusted(0, used.height() + 6, 0, 0), wrap, self.subtitle)
            return
        head = QRectF(self.rect.x() + 10, self.rect.y() + 4, self.rect.width() - 20, 28)
        p.drawText(head, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                   p.fontMetrics().elidedText(self.title, Qt.TextElideMode.ElideRight, int(head.width())))
        if self.subtitle:
            f.setPixelSize(16)
            f.setBold(False)
            p.setFont(f)
            p.setPen(QColor("#d8cdb5"))
            sub = QRectF(self.rect.x() + 10, self.rect.y() + 30, self.rect.width() - 20, 24)
            p.drawText(sub, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                       p.fontMetrics().elidedText(self.subtitle, Qt.TextElideMode.ElideRight, int(sub.width())))

    def mousePressEvent(self, event):
        scene = self.scene()
        if scene is not None and hasattr(scene, "signals") and event.button() == Qt.MouseButton.LeftButton:
            scene.signals.zoneClicked.emit(self.kind, self.key)
            event.accept()
            return
        super().mousePressEvent(event)


class BoardSignals(QObject):
    cardClicked = Signal(int, object)     # card number (-1: a hidden card), screen position
    cardHovered = Signal(str)             # card id
    zoneClicked = Signal(str, object)     # kind ("sector", "discard", "hand"...), key


def _frame(turn: float) -> QRectF:
    """The part of a CW x CH slot a card covers in a position: the whole slot, or (turned a quarter)
    a card lying across it, scaled to the slot's width and centred."""
    if turn % 180:
        h = CW * CW / CH
        return QRectF(0, (CH - h) / 2, CW, h)
    return QRectF(0, 0, CW, CH)


def centre(item: CardItem) -> QPointF:
    return item.mapToScene(QPointF(CW / 2, CH / 2))
