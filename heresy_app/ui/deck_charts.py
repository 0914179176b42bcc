"""Deck charts with QtCharts: die faces with the chance to pass each test, the speed curve,
card types and flags. Imported only when the charts tab is first shown."""

from __future__ import annotations

from PySide6.QtCharts import (QBarCategoryAxis, QBarSeries, QBarSet, QChart, QChartView, QLineSeries, QPieSeries,
                              QValueAxis)
from PySide6.QtCore import QEvent, QMargins, QPointF, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QScrollArea, QVBoxLayout, QWidget

from heresy_app.ui.card_table import type_label


class DeckCharts(QWidget):
    def __init__(self, parent=None):
        super().__init__(parent)
        inner = QWidget(self)
        column = QVBoxLayout(inner)
        column.setContentsMargins(0, 0, 0, 0)
        self.views = [QChartView(inner) for _ in range(4)]
        for v in self.views:
            v.setRenderHint(QPainter.RenderHint.Antialiasing)
            v.setMinimumHeight(250)
            column.addWidget(v)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setWidget(inner)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(scroll)
        self.stats = None
        self._last = None

    def changeEvent(self, event):
        if event.type() == QEvent.Type.LanguageChange and self._last is not None:
            self.update_deck(*self._last)
        super().changeEvent(event)

    def update_deck(self, deck, db, lang: str = "en") -> None:
        from heresy_app.decks.stats import stats

        self._last = (deck, db, lang)
        s = stats(deck, db)
        self.stats = s
        self.views[0].setChart(self._die_chart(s))
        self.views[1].setChart(self._curve_chart(s.curves.get("speed", {}), self.tr("Speed curve"),
                                                 self.tr("Speed"), "#3d5d94"))
        self.views[2].setChart(self._types_chart(s))
        self.views[3].setChart(self._curve_chart(s.flags, self.tr("Flags"), self.tr("Flags on the card"), "#b8322a"))

    @staticmethod
    def _chart(title: str) -> QChart:
        c = QChart()
        c.setTitle(title)
        c.setMargins(QMargins(2, 2, 2, 2))
        c.setAnimationOptions(QChart.AnimationOption.NoAnimation)
        c.legend().setVisible(False)
        return c

    def _die_chart(self, s) -> QChart:
        c = self._chart(self.tr("Die faces and tests"))
        bars = QBarSet(self.tr("Cards"))
        bars.setColor(QColor("#8a7a55"))
        for face in range(1, 7):
            bars.append(s.die.get(face, 0))
        series = QBarSeries()
        series.append(bars)
        series.setLabelsVisible(True)
        c.addSeries(series)
        cats = [str(f) for f in range(1, 7)]
        ax = QBarCategoryAxis()
        ax.append(cats)
        ax.setTitleText(self.tr("Die face (test N+)"))
        c.addAxis(ax, Qt.AlignmentFlag.AlignBottom)
        series.attachAxis(ax)
        ay = QValueAxis()
        ay.setLabelFormat("%d")
        ay.setRange(0, max([1] + list(s.die.values())))
        ay.applyNiceNumbers()
        ay.setTitleText(self.tr("Cards"))
        c.addAxis(ay, Qt.AlignmentFlag.AlignLeft)
        series.attachAxis(ay)
        line = QLineSeries()
        line.setName(self.tr("Chance to pass N+"))
        line.setColor(QColor("#2f6fd6"))
        line.setPointsVisible(True)
        line.setPointLabelsVisible(True)
        line.setPointLabelsFormat("@yPoint%")
        line.setPointLabelsClipping(False)
        line.append(QPointF(0, 100.0 if s.size else 0))  # a 1+ test always passes
        for t in s.tests:
            line.append(QPointF(t.target - 1, round(t.probability * 100)))
        c.addSeries(line)
        ax2 = QValueAxis()
        ax2.setRange(-0.5, 5.5)
        ax2.setVisible(False)
        c.addAxis(ax2, Qt.AlignmentFlag.AlignTop)
        line.attachAxis(ax2)
        ap = QValueAxis()
        ap.setRange(0, 100)  # the 100% point's label is drawn above the plot (labels unclipped)
        ap.setTickCount(6)
        ap.setLabelFormat("%d%%")
        c.addAxis(ap, Qt.AlignmentFlag.AlignRight)
        line.attachAxis(ap)
        c.legend().setVisible(True)
        c.legend().setAlignment(Qt.AlignmentFlag.AlignBottom)
        return c

    def _curve_chart(self, data: dict, title: str, axis_title: str, color: str) -> QChart:
        c = self._chart(title)
        keys = sorted(data) or [0]
        lo, hi = min(keys), max(keys)
        cats = [str(v) for v in range(lo, hi + 1)]
        bars = QBarSet(title)
        bars.setColor(QColor(color))
        for v in range(lo, hi + 1):
            bars.append(data.get(v, 0))
        series = QBarSeries()
        series.append(bars)
        series.setLabelsVisible(True)
        c.addSeries(series)
        ax = QBarCategoryAxis()
        ax.append(cats)
        ax.setTitleText(axis_title)
        c.addAxis(ax, Qt.AlignmentFlag.AlignBottom)
        series.attachAxis(ax)
        ay = QValueAxis()
        ay.setLabelFormat("%d")
        ay.setRange(0, max([1] + list(data.values())))
        ay.applyNiceNumbers()
        c.addAxis(ay, Qt.AlignmentFlag.AlignLeft)
        series.attachAxis(ay)
        return c

    def _types_chart(self, s) -> QChart:
        c = self._chart(self.tr("Card types"))
        pie = QPieSeries()
        colors = {"unit": "#3d5d94", "asset": "#8a7a55", "ship": "#5f6b58"}
        for t, n in s.by_type.items():
            if n:
                sl = pie.append(f"{type_label(t)}: {n}", n)
                sl.setColor(QColor(colors.get(t, "#999999")))
                sl.setLabelVisible(True)
        c.addSeries(pie)
        return c
