"""Moves you can see happen: after a decision, a card that changed place on the board slides from
where it was (a card deployed from the hand, a unit moved, a ship sent to orbit), and a shot or an
assault (the decision naming attacker and target) is drawn as a line from the attacker to its target that fades.

Short (:data:`SLIDE_MS`, :data:`SHOT_MS`) and never in the way: the board is laid out and playable
at once (the animation moves the new card item, nothing waits for it), and the AI's thinking does
not wait either. A setting turns them off (``board/animations``); without a screen (the offscreen
platform of the tests and of ``--smoke`` runs) they are off unless asked for.
"""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QPropertyAnimation, QRectF, Qt
from PySide6.QtGui import QColor, QGuiApplication, QPen
from PySide6.QtWidgets import QGraphicsObject

from heresy_app.ui.board_items import centre

SLIDE_MS = 220
SHOT_MS = 650
ATTACKS = {"shoot": "#ff6b5a", "assault": "#f0b429"}     # decisions (kind, unit, target) drawn as a line


def animations_default() -> bool:
    """On where someone can see them (not on the offscreen platform)."""
    return QGuiApplication.platformName() != "offscreen"


class ShotLine(QGraphicsObject):
    """A line from an attacker to its target, fading out."""

    def __init__(self, a: QPointF, b: QPointF, color: str):
        super().__init__()
        self.a, self.b = a, b
        self.color = QColor(color)
        self.setZValue(1000)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return QRectF(self.a, self.b).normalized().adjusted(-8, -8, 8, 8)

    def paint(self, painter, _option, _widget=None) -> None:
        pen = QPen(self.color, 6)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.drawLine(self.a, self.b)
        painter.setBrush(self.color)
        painter.drawEllipse(self.b, 9, 9)


class BoardMotion(QObject):
    """The animations of one board (see the module's documentation)."""

    def __init__(self, board, enabled: bool | None = None):
        super().__init__(board)
        self.board = board
        self.enabled = animations_default() if enabled is None else bool(enabled)
        self.started = 0                    # animations started (this board's life)
        self._places: dict[int, QPointF] = {}
        self._centres: dict[int, QPointF] = {}
        self._generation = None
        self._decisions = 0
        board.refreshed.connect(self.after_refresh)

    def place_of(self, card: int) -> QPointF | None:
        """Where the card's item ends up on the board now (its slide's end), in scene coordinates."""
        item = self.board.scene.items_by_card.get(card)
        return self._scene(self._places.get(card)) if item is not None else None

    def _view(self, p: QPointF) -> QPointF:
        """A scene point where the view shows it (the scene is laid out anew, and scaled, each time)."""
        return QPointF(self.board.view.mapFromScene(p))

    def _scene(self, p: QPointF | None) -> QPointF | None:
        return None if p is None else self.board.view.mapToScene(p.toPoint())

    def after_refresh(self) -> None:
        """The board was laid out again: animate what the last decisions moved. Places are kept
        as the view shows them, so a board laid out anew (a column more) still slides right."""
        board = self.board
        c = board.controller
        st = c.state
        if not self.enabled:            # off: nothing kept, nothing costs (turned on: from the next change)
            self._places, self._centres, self._generation = {}, {}, None
            return
        items = board.scene.items_by_card
        places = {n: self._view(it.pos()) for n, it in items.items()}
        centres = {n: self._view(centre(it)) for n, it in items.items()}
        moved_on = st is not None and c.generation != self._generation
        n = len(st.decisions) if st is not None else 0
        if moved_on and self._generation is not None and n > self._decisions:
            self._shots(st.decisions[self._decisions:n], centres)
            self._slide(items, places)
        self._places, self._centres = places, centres
        self._generation = c.generation if st is not None else None
        self._decisions = n

    def _slide(self, items, places) -> None:
        for n, item in items.items():
            was = self._places.get(n)
            if was is None or (was - places[n]).manhattanLength() < 2:
                continue
            old, new = self._scene(was), QPointF(item.pos())
            anim = QPropertyAnimation(item, b"pos", item)
            anim.setDuration(SLIDE_MS)
            anim.setStartValue(old)
            anim.setEndValue(new)
            anim.setEasingCurve(QEasingCurve.Type.OutCubic)
            item.setPos(old)
            anim.start(QPropertyAnimation.DeletionPolicy.DeleteWhenStopped)
            self.started += 1

    def _shots(self, decisions, centres) -> None:
        """A line for each shot or assault among ``decisions``: from where the attacker was to where
        its target was (a target destroyed by it is gone from the board: its last place)."""
        scene = self.board.scene
        for d in decisions[-3:]:
            color = ATTACKS.get(d[0])
            if color is None or len(d) < 3:
                continue
            a = centres.get(d[1]) or self._centres.get(d[1])
            b = centres.get(d[2]) or self._centres.get(d[2])
            if a is None or b is None:
                continue
            line = ShotLine(self._scene(a), self._scene(b), color)
            scene.addItem(line)
            anim = QPropertyAnimation(line, b"opacity", line)
            anim.setDuration(SHOT_MS)
            anim.setStartValue(1.0)
            anim.setEndValue(0.0)
            anim.setEasingCurve(QEasingCurve.Type.InQuad)
            anim.finished.connect(lambda line=line: _remove(line))
            anim.start()
            self.started += 1


def _remove(item) -> None:
    scene = item.scene()
    if scene is not None:
        scene.removeItem(item)
        item.deleteLater()
