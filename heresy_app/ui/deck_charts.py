"""Deck charts with QtCharts: die faces with the chance to pass each test, the curves of
firepower, assault, speed and armor, card types, flags, and the opening-draw odds (a kind of card
in the six-card hand, flagged units in the first wave). Imported only when the charts tab is first
shown."""

from __future__ import annotations

from PySide6.QtCharts import (
    QBarCategoryAxis,
    QBarSeries,
    QBarSet,
    QChart,
    QChartView,
    QHorizontalBarSeries,
    QLineSeries,
    QPieSeries,
    QValueAxis,
)
from PySide6.QtCore import QEvent, QMargins, QPointF, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QScrollArea, QVBoxLayout, QWidget

from heresy_app.ui.card_table import cmd_name, type_label

STAT_COLORS = {"firepower": "#b8322a", "assault": "#c77a1a", "speed": "#3d5d94", "armor": "#5f6b58"}


class DeckCharts(QWidget):
    def __init__(self, parent=None):
        super().__init__(parent)
        inner = QWidget(self)
        column = QVBoxLayout(inner)
        column.setContentsMargins(0, 0, 0, 0)
        # die faces, stat curves, card types, flags, the opening hand, the first wave
        self.views = [QChartView(inner) for _ in range(6)]
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
        self.views[1].setChart(self._stats_chart(s))
        self.views[2].setChart(self._types_chart(s))
        self.views[3].setChart(self._curve_chart(s.flags, self.tr("Flags"), self.tr("Flags on the card"), "#b8322a"))
        self.views[4].setChart(self._hand_chart(s))
        self.views[4].setMinimumHeight(300)
        self.views[5].setChart(self._wave_chart(s))
        self.views[5].setMinimumHeight(180)

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
        # each face's chance to pass its test goes in the face's label below the bars: written on
        # the line's points, the percentages fell on the bars' own counts
        chance = {1: 100 if s.size else 0, **{t.target: round(t.probability * 100) for t in s.tests}}
        cats = [f"{f}: {chance.get(f, 0)}" for f in range(1, 7)]
        ax = QBarCategoryAxis()
        ax.append(cats)
        small = ax.labelsFont()
        small.setPointSizeF(small.pointSizeF() * 0.85)      # "1: 100" fits a sixth of a narrow chart
        ax.setLabelsFont(small)
        ax.setTitleText(self.tr("Die face N: % chance to pass a test N+"))
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

    def _stats_chart(self, s) -> QChart:
        """Firepower, assault, speed and armor: how many cards have each value, side by side."""
        c = self._chart(self.tr("Firepower, assault, speed, armor"))
        names = {"firepower": self.tr("Firepower"), "assault": self.tr("Assault"), "speed": self.tr("Speed"),
                 "armor": self.tr("Armor")}
        values = sorted({v for stat in names for v in s.curves.get(stat, {})}) or [0]
        lo, hi = min(values), max(values)
        series = QBarSeries()
        for stat, name in names.items():
            curve = s.curves.get(stat, {})
            bars = QBarSet(name)
            bars.setColor(QColor(STAT_COLORS[stat]))
            for v in range(lo, hi + 1):
                bars.append(curve.get(v, 0))
            series.append(bars)
        c.addSeries(series)
        ax = QBarCategoryAxis()
        ax.append([str(v) for v in range(lo, hi + 1)])
        ax.setTitleText(self.tr("Value on the card"))
        c.addAxis(ax, Qt.AlignmentFlag.AlignBottom)
        series.attachAxis(ax)
        ay = QValueAxis()
        ay.setLabelFormat("%d")
        ay.setRange(0, max([1] + [n for stat in names for n in s.curves.get(stat, {}).values()]))
        ay.applyNiceNumbers()
        ay.setTitleText(self.tr("Cards"))
        c.addAxis(ay, Qt.AlignmentFlag.AlignLeft)
        series.attachAxis(ay)
        c.legend().setVisible(True)
        c.legend().setAlignment(Qt.AlignmentFlag.AlignBottom)
        return c

    def kind_label(self, kind: str) -> str:
        """A hand kind of decks.stats.DEFAULT_KINDS in the window's language."""
        if kind == "flagged unit":
            return self.tr("Flagged unit")
        if kind in ("unit", "asset", "ship"):
            return type_label(kind)
        if kind.startswith("command "):
            return cmd_name(kind.split()[1]) or kind
        return kind

    def _odds_chart(self, title: str, rows: list[tuple[str, float]]) -> QChart:
        """Chances as horizontal bars, each labelled with its percentage inside its end."""
        c = self._chart(title)
        bars = QBarSet(self.tr("Chance"))
        bars.setColor(QColor("#2f6fd6"))
        bars.setLabelColor(QColor("white"))
        for _label, p in rows:
            bars.append(round(p * 100))
        series = QHorizontalBarSeries()
        series.append(bars)
        series.setLabelsVisible(True)
        series.setLabelsFormat("@value%")
        series.setLabelsPosition(QHorizontalBarSeries.LabelsPosition.LabelsInsideEnd)
        c.addSeries(series)
        ay = QBarCategoryAxis()
        ay.append([label for label, _p in rows] or ["—"])
        c.addAxis(ay, Qt.AlignmentFlag.AlignLeft)
        series.attachAxis(ay)
        ax = QValueAxis()
        ax.setRange(0, 100)
        ax.setTickCount(6)
        ax.setLabelFormat("%d%%")
        c.addAxis(ax, Qt.AlignmentFlag.AlignBottom)
        series.attachAxis(ax)
        return c

    def _hand_chart(self, s) -> QChart:
        """The opening hand: the chance of at least one card of each kind the deck has."""
        rows = [(self.kind_label(h.kind), h.probability) for h in reversed(s.hand) if h.cards]
        return self._odds_chart(self.tr("Opening hand (6 cards): at least one"), rows)

    def _wave_chart(self, s) -> QChart:
        """The first wave (the top three cards, one to each sector): flagged units in it."""
        rows = [(self.tr("at least %1").replace("%1", str(a.at_least)), a.probability)
                for a in reversed(s.first_wave_flagged[1:])]
        return self._odds_chart(self.tr("Flagged units in the first wave (3 cards)"), rows)

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
