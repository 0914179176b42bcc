"""The board's magnifier: the card under the mouse, large and readable, over the half of the board
the mouse is not in, with its current statistics under it (bonuses green, losses red).

It appears after the mouse rests a moment on a face-up card (:data:`DELAY_MS`) and goes when it
leaves; it never takes a click (the board under it stays playable). The card is painted at its own
size by the card painter, so its text is as sharp as in the card view.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QPainter
from PySide6.QtWidgets import QWidget

from heresy_app.ui.board_items import CH, CW

DELAY_MS = 250
MAX_H = 620          # the card's largest height on a big screen
STATS_H = 40         # the statistics line under the card
STAT_KEYS = ("firepower", "assault", "speed", "armor")


class CardZoom(QWidget):
    """A child of the board view's viewport; :meth:`hover` is told which card item is under the mouse."""

    def __init__(self, store, parent):
        super().__init__(parent)
        self.setObjectName("cardZoom")
        self.store = store
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.info: dict | None = None
        self.lang = "en"
        self.labels: dict = {}
        self.user = False
        self.card = None
        self._pending = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._show_pending)
        self.hide()

    def hover(self, info: dict | None, lang: str, labels: dict, x: float) -> None:
        """The mouse is over ``info`` (an observation card; None: no card) at viewport ``x``."""
        if info is None or info.get("face_down") or not info.get("id"):
            self._timer.stop()
            self._pending = None
            self.hide()
            return
        self._pending = (info, lang, labels, x)
        if self.isVisible():
            self._show_pending()
        else:
            self._timer.start(DELAY_MS)

    def _show_pending(self) -> None:
        if self._pending is None:
            return
        info, lang, labels, x = self._pending
        card = self.store.get(info["id"])
        if card is None:
            return
        self.info, self.lang, self.labels, self.card = info, lang, labels, card
        self.user = bool(self.store.is_user(info["id"]))
        area = self.parentWidget().rect()
        h = max(120.0, min(area.height() - 16 - STATS_H, MAX_H))
        w = h * CW / CH
        left = 8 if x > area.width() / 2 else area.width() - w - 8
        self.setGeometry(int(left), int(max(4, (area.height() - h - STATS_H) / 2)), int(w), int(h + STATS_H))
        self.show()
        self.raise_()
        self.update()

    def paintEvent(self, _event):
        if self.card is None:
            return
        from heresy_app.ui.card_painter import paint_card

        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        w, h = self.width(), self.height() - STATS_H
        paint_card(p, QRectF(0, 0, w, h), self.card, self.lang, self.user)
        strip = QRectF(0, h, w, STATS_H)
        p.fillRect(strip, QColor(10, 10, 10, 230))
        stats = self.info.get("stats") or {}
        printed = self.info.get("printed") or {}
        keys = [k for k in STAT_KEYS if k in stats] if self.info.get("type") == "unit" else \
            [k for k in ("armor",) if k in stats and self.info.get("type") != "ship"]
        f = QFont()
        f.setPixelSize(20)
        f.setBold(True)
        p.setFont(f)
        if not keys:
            p.setPen(QColor("#f3ead6"))
            p.drawText(strip, Qt.AlignmentFlag.AlignCenter, self.info.get("name", ""))
            p.end()
            return
        cell = w / (len(keys) + (1 if stats.get("flags") else 0))
        x = 0.0
        for k in keys:
            cur, base = stats[k], printed.get(k, stats[k])
            p.setPen(QColor("#f3ead6") if cur == base else (QColor("#7be07b") if cur > base else QColor("#ff7b6b")))
            text = f"{self.labels.get(k, k)} {cur}" + ("" if cur == base else f" ({cur - base:+d})")
            p.drawText(QRectF(x, h, cell, STATS_H), Qt.AlignmentFlag.AlignCenter, text)
            x += cell
        if stats.get("flags"):
            p.setPen(QColor("#f0b429"))
            p.drawText(QRectF(x, h, cell, STATS_H), Qt.AlignmentFlag.AlignCenter, "⚑" * stats["flags"])
        p.end()
