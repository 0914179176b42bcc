"""The war action on the table: a banner across the top of the board while a war action is under way
(and after it, until the next one or the end of the combat step): attacker → target (→ blocker),
each as a small card with its current statistics (bonuses green, losses red), the tactics played
since it was declared as small cards beside them, and what landed — damage, counter-attacks, cards
destroyed — line by line as it happens. Read from the log by :mod:`heresy_app.ui.war_story`.

It lies in the free band above the opponent's strip when the view has one (a wide window), else over
that strip under its title line (a child of the view's viewport), so the cards under it never move
when it comes and goes and the opponent's hand header stays in sight; it takes no clicks.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from heresy_app.ui.war_story import war_story

THUMB_W, THUMB_H = 46, 64
STAT_KEYS = ("firepower", "assault", "speed", "armor")


def stat_parts(info: dict, labels: dict) -> list[str]:
    """A card's current statistics, each its own piece of rich text, a changed one coloured with its
    change (the flags last)."""
    stats = info.get("stats") or {}
    printed = info.get("printed") or {}
    keys = STAT_KEYS if info.get("type") == "unit" else ("armor",) if "armor" in stats else ()
    out = []
    for k in keys:
        if k not in stats:
            continue
        cur, base = stats[k], printed.get(k, stats[k])
        if cur == base:
            out.append(f"{labels.get(k, k)}&nbsp;{cur}")
        else:
            colour = "#7be07b" if cur > base else "#ff7b6b"
            out.append(f"{labels.get(k, k)}&nbsp;<span style='color:{colour}'>{cur}&nbsp;({cur - base:+d})</span>")
    if stats.get("flags"):
        out.append("<span style='color:#f0b429'>" + "⚑" * stats["flags"] + "</span>")
    return out


def stats_html(info: dict, labels: dict) -> str:
    """A card's current statistics in one line."""
    return " · ".join(stat_parts(info, labels))


class ElidedLabel(QLabel):
    """A card's name that gives way when three cards share a narrow banner: drawn cut with "…" (the
    whole name its text, its tooltip and its size hint), never narrower than :attr:`MIN_W`."""

    MIN_W = 60

    def __init__(self, text: str, parent=None):
        super().__init__(text, parent)
        self.full = text
        self.setToolTip(text)
        self.setStyleSheet("font-weight: bold;")

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        return QSize(min(self.MIN_W, hint.width()), hint.height())

    def shown_text(self) -> str:
        """The name as drawn at the label's width."""
        return self.fontMetrics().elidedText(self.full, Qt.TextElideMode.ElideRight, max(1, self.contentsRect().width()))

    def paintEvent(self, event):
        p = QPainter(self)
        p.setPen(self.palette().color(self.foregroundRole()))
        p.drawText(self.contentsRect(), int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), self.shown_text())


class WarBanner(QFrame):
    """Shown by :meth:`show_for` while a war action is worth telling; hidden otherwise."""

    def __init__(self, pixmaps, parent):
        super().__init__(parent)
        self.setObjectName("warBanner")
        self.pixmaps = pixmaps
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.setStyleSheet("#warBanner { background: rgba(12, 14, 12, 225); border: 2px solid #d64541; "
                           "border-radius: 8px; } QLabel { color: #f3ead6; }")
        lay = QHBoxLayout(self)
        lay.setContentsMargins(8, 4, 8, 4)
        lay.setSpacing(8)
        self.head = QLabel(self)
        self.head.setObjectName("warHead")
        self.head.setStyleSheet("font-weight: bold; color: #ff9b8b;")
        self.head.setWordWrap(True)
        self.head.setMaximumWidth(130)
        lay.addWidget(self.head)
        self.cards_row = QHBoxLayout()
        self.cards_row.setSpacing(6)
        lay.addLayout(self.cards_row)
        self.tactics_row = QHBoxLayout()
        self.tactics_row.setSpacing(3)
        lay.addLayout(self.tactics_row)
        self.landed = QLabel(self)
        self.landed.setObjectName("warLanded")
        self.landed.setWordWrap(True)
        self.landed.setStyleSheet("color: #ffd7a0;")
        lay.addWidget(self.landed, 1)
        self.story = None
        self._thumbs: dict = {}         # (card id, language) -> the small picture (a game's cards: bounded)
        self.texts: list[str] = []      # every text shown, for tests
        self.hide()

    def _clear(self, row) -> None:
        while row.count():
            item = row.takeAt(0)
            w = item.widget()
            if w is not None:
                w.hide()
                w.deleteLater()

    def _thumb(self, card_id: str | None, lang: str) -> QLabel:
        lab = QLabel(self)
        if card_id:
            small = self._thumbs.get((card_id, lang))
            if small is None:   # scaled once a card and language (it was again on every update)
                small = self._thumbs[(card_id, lang)] = QPixmap(self.pixmaps.face(card_id, lang)).scaled(
                    THUMB_W, THUMB_H, Qt.AspectRatioMode.KeepAspectRatio, Qt.TransformationMode.SmoothTransformation)
            lab.setPixmap(small)
        lab.setFixedSize(THUMB_W, THUMB_H)
        return lab

    def _card(self, role: str, info: dict, lang: str, labels: dict) -> QWidget:
        """A card of the war action: its picture, its role, its name (cut with "…" when the banner is
        short of width) and its statistics two to a line, each whole."""
        box = QWidget(self)
        row = QHBoxLayout(box)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(4)
        row.addWidget(self._thumb(info.get("id"), lang))
        col = QVBoxLayout()
        col.setSpacing(0)
        role_label = QLabel(role, box)
        role_label.setStyleSheet("color:#bfb5a0;")
        name = ElidedLabel(str(info.get("name", "")), box)
        name.setObjectName("warCardName")
        col.addWidget(role_label)
        col.addWidget(name)
        parts = stat_parts(info, labels)
        if parts:
            grid = QGridLayout()
            grid.setHorizontalSpacing(8)
            grid.setVerticalSpacing(0)
            for i, part in enumerate(parts):
                stat = QLabel(part, box)
                stat.setObjectName("warCardStat")
                stat.setTextFormat(Qt.TextFormat.RichText)
                stat.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)   # never below its text
                grid.addWidget(stat, i // 2, i % 2)
            col.addLayout(grid)
        col.addStretch(1)
        row.addLayout(col)
        self.texts.append(f"{role} {name.full} {' · '.join(parts)}")
        return box

    def show_for(self, st, obs: dict, *, infos: dict, name_of, words: dict, lang: str, labels: dict,
                 landed_text) -> None:
        """Tell the battle's last war action, or hide. ``infos``: card number -> the observation's
        card dict (for those on the board); ``name_of(card)``: a card's name as the board shows it;
        ``words``: the banner's translated words; ``landed_text(i)``: log entry ``i`` in words."""
        story = war_story(st.log) if obs.get("step") == "combat" else None
        under_way = obs.get("war_action") is not None
        if story is None or story.unit < 0:
            self.story = None
            self.hide()
            return
        self.story = story
        self.texts = []
        self._clear(self.cards_row)
        self._clear(self.tactics_row)
        head = words[story.kind] + ("" if under_way else "\n" + words["over"])
        self.head.setText(head)
        self.texts.append(head)

        def info_of(c):
            return infos.get(c) or {"name": name_of(c), "id": st.tpl[c].id}

        parts = [(words["attacker"], story.unit)]
        if story.target >= 0:
            parts.append((words["target"], story.target))
        if story.blocker >= 0:
            parts.append((words["blocker"], story.blocker))
        for i, (role, c) in enumerate(parts):
            if i:
                arrow = QLabel("→", self)
                arrow.setStyleSheet("font-size: 22px; font-weight: bold; color: #ff9b8b;")
                self.cards_row.addWidget(arrow)
            self.cards_row.addWidget(self._card(role, info_of(c), lang, labels))
        if story.tactics:
            cap = QLabel(words["tactics"], self)
            cap.setStyleSheet("color: #bfb5a0;")
            self.tactics_row.addWidget(cap)
            self.texts.append(words["tactics"])
            for c in story.tactics[-6:]:
                t = self._thumb(st.tpl[c].id, lang)
                t.setToolTip(name_of(c))
                self.texts.append(name_of(c))
                self.tactics_row.addWidget(t)
        lines = [landed_text(i) for i in story.landed[-3:]]
        self.landed.setText("\n".join(lines))
        self.texts.extend(lines)
        self.show()
        self.layout().activate()   # its new cards counted in its size (the width it needs)
        self.place()
        self.raise_()

    top = 4        # where the opponent's strip's cards begin in the view (set by the board: set_top)
    strip = 0      # where the opponent's strip itself begins in the view (its title line)

    def set_top(self, top: int, strip: int | None = None) -> None:
        """``top``: where the opponent's strip's cards begin in the view, ``strip``: where the strip
        begins. The banner lies in the free band above the strip when the view has one tall enough
        (a wide window: it covers nothing), else from ``top`` down, under the strip's title line
        (its hand and its count stay readable), over the backs of its hand."""
        top = max(4, int(top))
        strip = int(strip) if strip is not None else 0
        if (top, strip) != (self.top, self.strip):
            self.top, self.strip = top, strip
            if self.isVisible():
                self.place()

    def place(self) -> None:
        """Across the view: above the opponent's strip if there is room, else under its title line."""
        area = self.parentWidget().rect()
        h = max(THUMB_H + 12, self.sizeHint().height())
        free = self.strip - h        # the band above the strip, less the banner (it may touch the border)
        y = max(0, free - 4) if free >= -3 else self.top
        self.setGeometry(6, y, max(200, area.width() - 12), h)
