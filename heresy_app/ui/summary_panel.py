"""The resolution summary: what a battle came to, shown where the board was until the player
clicks Continue (the controller takes no decision meanwhile, see ``GameController.stop``).

A battle's summary shows both command hands as revealed (face up, as cards), the events in the
order they were resolved with what each did to the flags, the flags at the end, and who captured
the sector under which rule (a link to the rules tab). The end of a turn after turn 4 adds which
sectors are held and why play goes on; the end of the game adds every battle of the game. The
facts come from :mod:`heresy_app.ui.battle_story` (the log: nothing hidden).
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QScrollArea, QVBoxLayout, QWidget

from heresy_app.engine.events import ability_text, card_title, render, sector_name
from heresy_app.ui.battle_story import battle_history, battle_story, turn_story
from heresy_app.ui.flow_layout import FlowLayout

CARD_W = 132          # a revealed command card, in pixels


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


class _CardLabel(QLabel):
    """A card's picture that shows the card in full when the mouse is over it."""

    hovered = Signal(str)

    def __init__(self, card_id: str, parent=None):
        super().__init__(parent)
        self.card_id = card_id
        self.setObjectName("summaryCard")

    def enterEvent(self, event):
        self.hovered.emit(self.card_id)
        super().enterEvent(event)


class SummaryPanel(QScrollArea):
    """The summary page. :meth:`show_stop` fills it for a controller's ``stop``, :meth:`show_end`
    for a finished game; ``continued`` is the Continue button, ``ruleRequested`` a rule's link."""

    continued = Signal()
    ruleRequested = Signal(str)
    cardHovered = Signal(str)

    def __init__(self, pixmaps, parent=None):
        super().__init__(parent)
        self.setObjectName("summaryPanel")
        self.pixmaps = pixmaps
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)   # text wraps, cards flow
        self.setStyleSheet("#summaryBody { background: #1e2a24; } #summaryBody QLabel { color: #f3ead6; }")
        self.body = None
        self.card_labels: list[_CardLabel] = []
        self.btn_continue: QPushButton | None = None
        self.texts: list[str] = []        # every text shown (tests read them)
        self.personal = True

    # ------------------------------------------------------------------ building
    def _reset(self):
        self.body = QWidget()
        self.body.setObjectName("summaryBody")
        self.lay = QVBoxLayout(self.body)
        self.lay.setContentsMargins(18, 14, 18, 14)
        self.lay.setSpacing(8)
        self.card_labels = []
        self.texts = []
        self.btn_continue = None

    def _finish(self):
        self.lay.addStretch(1)
        self.setWidget(self.body)

    def _label(self, html: str, size: int = 14, bold: bool = False, color: str = "") -> QLabel:
        lab = QLabel(html, self.body)
        lab.setWordWrap(True)
        lab.setTextFormat(Qt.TextFormat.RichText)
        lab.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse)
        lab.linkActivated.connect(self.ruleRequested)
        style = f"font-size: {size}px;" + (" font-weight: bold;" if bold else "") + (f" color: {color};" if color else "")
        lab.setStyleSheet(style)
        self.lay.addWidget(lab)
        self.texts.append(lab.text())
        return lab

    def _rule(self, rule: str) -> str:
        return f' <a style="color:#8fb8ff" href="{escape(rule)}">[{escape(rule)}]</a>'

    def _cards(self, title: str, cards, st, lang):
        self._label(escape(title), 15, True)
        holder = QWidget(self.body)
        row = FlowLayout(holder, spacing=8)   # as many cards a row as the width takes
        row.setContentsMargins(0, 0, 0, 0)
        if not cards:
            lab = QLabel(self.tr("(no cards)"), holder)
            self.texts.append(lab.text())
            row.addWidget(lab)
        for c in cards:
            t = st.tpl[c]
            lab = _CardLabel(t.id, holder)
            pm = self.pixmaps.face(t.id, lang)
            lab.setPixmap(pm.scaledToWidth(CARD_W, Qt.TransformationMode.SmoothTransformation))
            lab.setToolTip(card_title(st, c, lang))
            lab.hovered.connect(self.cardHovered)
            self.card_labels.append(lab)
            row.addWidget(lab)
        self.lay.addWidget(holder)

    def _continue_button(self):
        b = QPushButton(self.tr("Continue ▶"), self.body)
        b.setObjectName("summaryContinue")
        b.setStyleSheet("font-size: 16px; font-weight: bold; padding: 8px 24px;")
        b.clicked.connect(self.continued)
        row = QHBoxLayout()
        row.addWidget(b)
        row.addStretch(1)
        self.lay.addLayout(row)
        self.btn_continue = b

    # ------------------------------------------------------------------ names
    def _seen(self, viewer, lang):
        """The log's words as the viewer says them (you, the opponent; no card numbers), or as
        nobody's (player 1, player 2) when the summary is not one player's."""
        from heresy_app.engine.seen_words import for_viewer

        return for_viewer(viewer if self.personal else None, lang)

    def _who(self, p, names) -> str:
        return names[p] if p is not None and 0 <= p < 2 else "—"

    def _flags(self, flags, names, viewer) -> str:
        order = (viewer, 1 - viewer)
        return ", ".join(f"{names[p]}: {flags[p]}" for p in order)

    # ------------------------------------------------------------------ the pages
    def show_stop(self, st, stop: dict, *, lang: str, names, viewer: int, personal: bool = True) -> None:
        """The summary the game waits on: a battle's end and/or a turn's end after turn 4. ``names``:
        how each player is called in a sentence ("you", "the opponent"); ``personal``: the viewer
        is the person playing (a capture of theirs is "You capture")."""
        self._reset()
        self.personal = personal
        if stop.get("battle") is not None:
            self._battle(st, battle_story(st, stop["battle"]), lang=lang, names=names, viewer=viewer)
        if stop.get("turn") is not None:
            self._turn(st, turn_story(st, stop["turn"]), lang=lang, names=names, viewer=viewer)
        self._continue_button()
        self._finish()

    def show_end(self, st, *, lang: str, names, viewer: int, head: str, personal: bool = True) -> None:
        """The end of the game: the result, the last battle when the game ended with one, and
        every battle of the game."""
        self._reset()
        self.personal = personal
        self._label(escape(head), 22, True, "#f0b429")
        if st.log:
            last = st.log[-1]
            self._label(escape(render(st, last, lang, self._seen(viewer, lang))) + self._rule(last.rule), 14)
        history = battle_history(st)
        if history and history[-1]["end"] >= len(st.log) - 4:   # the game ended with that battle's capture
            self._battle(st, battle_story(st, history[-1]["end"]), lang=lang, names=names, viewer=viewer)
        self._history(st, history, lang=lang, names=names, viewer=viewer)
        self._finish()

    def _battle(self, st, b, *, lang, names, viewer):
        sector = sector_name(st, b["sector"], lang)
        whose = self.tr("the attacker's battle") if b["chooser"] == st.attacker else self.tr("the defender's battle")
        self._label(escape(self.tr("The battle for %1 is over").replace("%1", sector)), 20, True)
        self._label(escape(self.tr("Turn %1 · %2").replace("%1", str(b["turn"])).replace("%2", whose)), 13,
                    color="#d8cdb5")
        fl = b["flags_end"]
        cap = b["captured_by"]
        personal = self.personal
        need = str(b["need"])
        if cap is None:
            text = self.tr("Nobody captures %1: %2 (it needs %3 and more than the other side).")
            color = "#d8cdb5"
        elif cap == viewer and personal:
            text = self.tr("You capture %1: %2 (it needs %3).")
            color = "#7be07b"
        else:
            text = self.tr("%4 captures %1: %2 (it needs %3).").replace("%4", names[cap])
            color = "#ff7b6b" if personal else "#7be07b"
        text = _cap(text.replace("%1", sector).replace("%2", self._flags(fl, names, viewer)).replace("%3", need))
        self._label(escape(text) + self._rule(b["rule"]), 17, True, color)
        if b["flags_start"] is not None:
            self._label(escape(self.tr("Flags when the combat step ended: %1")
                               .replace("%1", self._flags(b["flags_start"], names, viewer))), 14)
        for p in (viewer, 1 - viewer):
            if self.personal:
                title = (self.tr("Your command hand, revealed") if p == viewer
                         else self.tr("Your opponent's command hand, revealed"))
            else:
                title = self.tr("Command hand of %1, revealed").replace("%1", names[p])
            self._cards(title, b["hands"][p], st, lang)
        if b["events"]:
            self._label(escape(self.tr("Events, in the order they were resolved")), 15, True)
        else:
            self._label(escape(self.tr("No events were resolved.")), 14)
        for k, ev in enumerate(b["events"], 1):
            e = st.log[ev["index"]]
            ab = e.args.get("ability")
            what = ability_text(st, ab[0], ab[1], lang) if isinstance(ab, (list, tuple)) else ""
            card = card_title(st, ev["card"], lang) if isinstance(ev["card"], int) else ""
            head = f"{k}. {_cap(self._who(ev['player'], names))} — {card}"
            lines = "".join(f"<br>&nbsp;&nbsp;· {escape(render(st, st.log[j], lang, self._seen(viewer, lang)))}"
                            for j in ev["lines"])
            d = ev["delta"]
            if any(d):
                parts = [f"{names[p]}: {d[p]:+d}" for p in (viewer, 1 - viewer) if d[p]]
                eff = self.tr("flags: %1").replace("%1", ", ".join(parts))
                eff = f'<br><b style="color:#f0b429">{escape(eff)}</b>'
            else:
                eff = f'<br><span style="color:#9a927f">{escape(self.tr("no change to the flags"))}</span>'
            self._label(f"<b>{escape(head)}</b>: {escape(what)}"
                        f'<span style="color:#bfb5a0">{lines}</span>{eff}', 13)
        self._label(escape(self.tr("Flags at the end: %1").replace("%1", self._flags(fl, names, viewer))), 15, True)

    def _turn(self, st, t, *, lang, names, viewer):
        self._label(escape(self.tr("End of turn %1: the game goes on").replace("%1", str(t["turn"]))), 20, True)
        e = st.log[t["index"]]
        self._label(escape(render(st, e, lang, self._seen(viewer, lang))) + self._rule(t["rule"]), 14)
        for h in t["held"]:
            holder = names[h["holder"]] if h["holder"] is not None else self.tr("nobody")
            self._label(escape(self.tr("%1 (needs %2 flags): held by %3").replace("%1", sector_name(st, h["sector"], lang))
                               .replace("%2", str(h["need"])).replace("%3", holder)), 14)

    def _history(self, st, history, *, lang, names, viewer):
        self._label(escape(self.tr("Every battle of the game")), 17, True)
        if not history:
            self._label(escape(self.tr("No battle was fought.")), 14)
            return
        head = (self.tr("Turn"), self.tr("Sector"), self.tr("Whose battle"), self.tr("Flags"), self.tr("Result"))
        rows = ["<tr>" + "".join(f'<th align="left" style="padding:2px 10px">{escape(h)}</th>' for h in head) + "</tr>"]
        for b in history:
            whose = self.tr("attacker's") if b["chooser"] == st.attacker else self.tr("defender's")
            cap = b["captured_by"]
            result = self.tr("captured by %1").replace("%1", names[cap]) if cap is not None else self.tr("not captured")
            cells = (str(b["turn"]), sector_name(st, b["sector"], lang), whose,
                     self._flags(b["flags"], names, viewer), result)
            rows.append("<tr>" + "".join(f'<td style="padding:2px 10px">{escape(c)}</td>' for c in cells) + "</tr>")
        self._label('<table cellspacing="0">' + "".join(rows) + "</table>", 13)
