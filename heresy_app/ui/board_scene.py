"""The battle board's picture: a QGraphicsScene built from one player's observation (never from the
game state, so a hidden card cannot reach it), with the three sectors, both fleet areas, hands,
decks and discard piles.

Cards are drawn by the card painter once per card and language into a cached pixmap; an item turns
it as the rulebook draws positions (ready upright, locked a quarter turn clockwise, charging upside
down) and lays the player's marks over it: the card's name and current statistics (bonuses in
colour), a face-down mark on the owner's own hidden cards, an amber "!" on a card with a constant
ability the engine cannot play (its text in the tooltip: the players keep it in mind), rings on the
cards that answer the question, the attacking card, its target and the blocker.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsScene

CW, CH = 150.0, 210.0          # a card in scene units
GAP = 12.0
PER_ROW = 3
SECTOR_W = PER_ROW * (CW + GAP) + GAP + (CH - CW)   # a row of three, one of them turned
STRIP_SCALE = 0.72                      # cards in hands and fleet areas are drawn smaller
STRIP_H = CH * STRIP_SCALE + 66.0
HEADER_H = 64.0

RING = {"table": QColor("#e8e8e8"), "answer": QColor("#f0b429"), "selected": QColor("#ffdd00"), "attacking": QColor("#d64541"),
        "target": QColor("#3c78d8"), "blocker": QColor("#8e44ad"), "last": QColor("#27ae60")}
_ROTATION = {"ready": 0.0, "locked": 90.0, "charging": 180.0}


class PixmapCache:
    """Card faces drawn once per (card id, language): painting a card costs milliseconds."""

    SCALE = 2.0

    def __init__(self, store):
        self.store = store
        self.catalog = None        # the game's catalog, when a game is shown (BattleBoard sets it)
        self._faces: dict = {}
        self._back: QPixmap | None = None

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

    def reminders(self, card_id: str, lang: str) -> list[str]:
        """The constant abilities of a card that the engine cannot play, in ``lang``: the players
        keep them in mind, so the board shows them beside the card (engine.catalog.manual_abilities)."""
        key = ("reminders", card_id, lang, id(self.catalog))
        found = self._faces.get(key)
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
            found = [m.ru if lang == "ru" else m.en for m in by_hand or () if m.kind == "constant"]
            self._faces[key] = found
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
        self.setRotation(_ROTATION.get(info.get("position", "ready"), 0.0) if "stats" in info else 0.0)
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

    def paint(self, p: QPainter, _opt, _widget=None):
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        p.drawPixmap(QRectF(0, 0, CW, CH), self._pm, QRectF(self._pm.rect()))
        if not self.hidden:
            self._paint_marks(p)
        for i, ring in enumerate(self.rings):
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(RING[ring], 5 - i))
            d = -3 - 4 * i
            p.drawRoundedRect(QRectF(0, 0, CW, CH).adjusted(d, d, -d, -d), 9, 9)
        if self.dimmed:
            p.fillRect(QRectF(0, 0, CW, CH), QColor(0, 0, 0, 120))

    def _paint_marks(self, p: QPainter):
        # the name on a dark strip at the top, readable when the card is small
        f = QFont()
        f.setPixelSize(17)
        f.setBold(True)
        p.setFont(f)
        top = QRectF(0, 0, CW, 26)
        p.fillRect(top, QColor(10, 10, 10, 200))
        p.setPen(QColor("#f3ead6"))
        p.drawText(top.adjusted(4, 0, -4, 0), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                   p.fontMetrics().elidedText(self.info.get("name", ""), Qt.TextElideMode.ElideRight, int(CW - 8)))
        stats = self.info.get("stats")
        if stats and self.info.get("type") != "ship":
            printed = self.info.get("printed") or {}
            keys = ("firepower", "assault", "speed", "armor") if self.info.get("type") == "unit" else ("armor",)
            strip = QRectF(0, CH - 46, CW, 46)
            p.fillRect(strip, QColor(10, 10, 10, 215))
            x = 2.0
            w = (CW - 4) / len(keys)
            for k in keys:
                cur, base = stats[k], printed.get(k, stats[k])
                color = QColor("#f3ead6") if cur == base else (QColor("#7be07b") if cur > base else QColor("#ff7b6b"))
                f.setPixelSize(13)
                f.setBold(False)
                p.setFont(f)
                p.setPen(QColor("#bfb5a0"))
                p.drawText(QRectF(x, CH - 46, w, 18), Qt.AlignmentFlag.AlignCenter, self.labels[k])
                f.setPixelSize(22)
                f.setBold(True)
                p.setFont(f)
                p.setPen(color)
                text = str(cur) if cur == base else f"{cur}"
                p.drawText(QRectF(x, CH - 30, w, 30), Qt.AlignmentFlag.AlignCenter, text)
                x += w
            if stats.get("flags"):
                p.setPen(QColor("#f0b429"))
                f.setPixelSize(18)
                p.setFont(f)
                p.drawText(QRectF(0, 26, CW - 4, 22), Qt.AlignmentFlag.AlignRight, "⚑" * stats["flags"])
        if self.reminders:   # a rule on the card the players keep in mind: "!" on an amber disc
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
        if self.own_face_down:
            band = QRectF(0, CH / 2 - 14, CW, 28)
            p.fillRect(band, QColor(40, 40, 90, 210))
            p.setPen(QColor("#ffffff"))
            p.drawText(band, Qt.AlignmentFlag.AlignCenter, self.labels["face_down"])

    def hoverEnterEvent(self, event):
        scene = self.scene()
        if isinstance(scene, BoardScene) and not self.hidden:
            scene.signals.cardHovered.emit(self.card_id)
        super().hoverEnterEvent(event)

    def mousePressEvent(self, event):
        scene = self.scene()
        if isinstance(scene, BoardScene) and event.button() == Qt.MouseButton.LeftButton:
            if not self.hidden:
                scene.signals.cardHovered.emit(self.card_id)
            sp = event.screenPos()
            scene.signals.cardClicked.emit(self.card, sp.toPoint() if hasattr(sp, "toPoint") else sp)
            event.accept()
            return
        super().mousePressEvent(event)


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
        if isinstance(scene, BoardScene) and event.button() == Qt.MouseButton.LeftButton:
            scene.signals.zoneClicked.emit(self.kind, self.key)
            event.accept()
            return
        super().mousePressEvent(event)


class BoardSignals(QObject):
    cardClicked = Signal(int, object)     # card number (-1: a hidden card), screen position
    cardHovered = Signal(str)             # card id
    zoneClicked = Signal(str, object)     # kind ("sector", "discard", "hand"...), key


class BoardScene(QGraphicsScene):
    """The board as one player sees it. :meth:`show` rebuilds the items from an observation."""

    def __init__(self, store, parent=None):
        super().__init__(parent)
        self.signals = BoardSignals()
        self.pixmaps = PixmapCache(store)
        self.items_by_card: dict[int, CardItem] = {}
        self.sector_of: dict[int, int] = {}     # card number -> the sector it lies in
        self.setBackgroundBrush(QColor("#1e2a24"))

    def show(self, obs: dict, *, lang: str, labels: dict, answers=frozenset(), selected: int = -1,
             answer_zones=frozenset(), last=frozenset(), opponent_view: dict | None = None):
        """Lay the board out from ``obs`` (heresy_app.engine.observation). ``answers``: card numbers
        that answer the question; ``answer_zones``: ("sector", s) zones that do; ``last``: the cards
        of the opponent's last decision; ``opponent_view``: the opponent's own observation, given
        only when every card may be shown (watching, replays)."""
        self.clear()
        self.items_by_card = {}
        self.sector_of = {}
        width = 3 * SECTOR_W + 4 * GAP
        wa = obs.get("war_action") or {}
        marks = {}
        for key in ("unit", "target", "blocker"):
            c = wa.get(key, -1)
            if c is not None and c >= 0:
                marks.setdefault(c, []).append({"unit": "attacking", "target": "target", "blocker": "blocker"}[key])
        picking = bool(answers) or bool(answer_zones)

        def add_card(info, x, y, owner_view, scale=1.0):
            if opponent_view is not None and info.get("face_down") and "_reveal" in info:
                info = info["_reveal"]
            item = CardItem(info, self.pixmaps, lang, labels, owner_view)
            item.setPos(x - (1 - scale) * CW / 2, y - (1 - scale) * CH / 2)   # scaled about its centre
            if scale != 1.0:
                item.setScale(scale)
            c = item.card
            if c >= 0:
                if c == selected:
                    item.rings.append("selected")
                if c in answers:
                    item.rings.append("answer")
                item.rings.extend(marks.get(c, []))
                if c in last:
                    item.rings.append("last")
                item.dimmed = picking and c not in answers and c != selected and c not in marks
                self.items_by_card[c] = item
            self.addItem(item)
            return item

        opp, you = obs["opponent"], obs["you"]
        reveal_sectors = None
        if opponent_view is not None:   # every card shown: the opponent's hidden ones from their own view
            reveal_sectors = [s["you"] for s in opponent_view["sectors"]]
        # --- the opponent's strip
        y = GAP
        self._strip(y, width, labels["opponent"], opp, hand=None, hand_count=opp["hand_count"], mine=False,
                    add_card=add_card, lang=lang, labels=labels,
                    revealed_hand=(opponent_view or {}).get("you", {}).get("hand"))
        y += STRIP_H + GAP
        # --- the sectors: one or two rows of cards a side, as many as the fullest sector needs
        rows_opp = max([1] + [min(2, -(-len(sec["opponent"]) // PER_ROW)) for sec in obs["sectors"]])
        rows_you = max([1] + [min(2, -(-len(sec["you"]) // PER_ROW)) for sec in obs["sectors"]])
        h_opp = rows_opp * (CH + GAP) + GAP
        h_you = rows_you * (CH + GAP) + GAP
        # a crowded sector gets more of the width, an empty one less (the board keeps its size)
        demand = [max(self._row_width(sec["opponent"]), self._row_width(sec["you"]), 2 * CW + 3 * GAP)
                  for sec in obs["sectors"]]
        share = (width - GAP * (len(demand) + 1)) / max(1.0, sum(demand))
        x = GAP
        for s, sec in enumerate(obs["sectors"]):
            sw = demand[s] * share
            battle = obs.get("battle_sector") == s
            captured = sec["captured_by"]
            sub = labels["needs"](sec["required_flags"])
            if captured:
                sub += " — " + (labels["captured_you"] if captured == "you" else labels["captured_opp"])
            if battle:
                sub += " — " + labels["battle_here"]
            fill = QColor(200, 160, 60, 60) if battle else (QColor(0, 0, 0, 70) if captured else None)
            zone = ZoneItem(QRectF(x, y, sw, HEADER_H + h_opp + h_you + GAP), sec["name"], sub, kind="sector", key=s,
                            fill=fill, highlight=("sector", s) in answer_zones)
            self.addItem(zone)
            opp_cards = sec["opponent"]
            if reveal_sectors is not None:
                opp_cards = [dict(c, _reveal=r) if c.get("face_down") else c
                             for c, r in zip(opp_cards, reveal_sectors[s])]
            for info in list(sec["opponent"]) + list(sec["you"]):
                if info.get("card", -1) >= 0:
                    self.sector_of[info["card"]] = s
            self._rows(opp_cards, x, sw, y + HEADER_H, add_card, owner_view=False, top=True)
            self._rows(sec["you"], x, sw, y + HEADER_H + h_opp + GAP, add_card, owner_view=True, top=False)
            x += sw + GAP
        y += HEADER_H + h_opp + h_you + 2 * GAP
        if not obs["sectors"]:   # set-up: no planet yet
            hint = self.addSimpleText(labels.get("setup", ""))
            f = QFont()
            f.setPixelSize(34)
            hint.setFont(f)
            hint.setBrush(QColor("#d8cdb5"))
            r = hint.boundingRect()
            hint.setPos((width - r.width()) / 2, y - (HEADER_H + h_opp + h_you) / 2 - r.height() / 2)
        # --- your strip
        self._strip(y, width, labels["you"], you, hand=you["hand"], hand_count=len(you["hand"]), mine=True,
                    add_card=add_card, lang=lang, labels=labels)
        y += STRIP_H + GAP
        self.setSceneRect(QRectF(0, 0, width, y))

    @staticmethod
    def _card_width(info) -> float:
        return CH if info.get("position") == "locked" and "stats" in info else CW

    def _row_width(self, cards) -> float:
        """The width the widest row of these cards needs (as :meth:`_rows` lays them out)."""
        if not cards:
            return 0.0
        per = max(PER_ROW, -(-len(cards) // 2))
        rows = [cards[i:i + per] for i in range(0, len(cards), per)]
        return max(sum(self._card_width(c) for c in row) + GAP * (len(row) + 1) for row in rows)

    def _rows(self, cards, x, width, y, add_card, *, owner_view, top):
        """Up to two rows of cards in one side of a sector, each row centred; a locked card is turned
        and takes a card's height in width; a crowded row overlaps its cards evenly."""
        n = len(cards)
        if not n:
            return
        per = max(PER_ROW, -(-n // 2))
        rows = [cards[i:i + per] for i in range(0, n, per)]
        if top and len(rows) > 1:
            rows.reverse()   # the opponent's first row faces the middle of the board
        room = width - 2 * GAP
        for r, row in enumerate(rows):
            widths = [self._card_width(info) for info in row]
            total = sum(widths) + GAP * (len(row) - 1)
            squeeze = min(1.0, room / total)
            left = x + GAP + (room - total * squeeze) / 2
            for info, w in zip(row, widths):
                add_card(info, left + (w - CW) / 2 * squeeze, y + GAP + r * (CH + GAP), owner_view)
                left += (w + GAP) * squeeze

    def _strip(self, y, width, title, side, *, hand, hand_count, mine, add_card, lang, labels, revealed_hand=None):
        hand_w = width * 0.56
        fleet_w = width * 0.27
        pile_w = width - hand_w - fleet_w - 4 * GAP
        hx = GAP
        zone = ZoneItem(QRectF(hx, y, hand_w, STRIP_H), title + " — " + labels["hand"],
                        labels["cards"](hand_count), kind="hand", key=mine)
        self.addItem(zone)
        shown = hand if hand is not None else revealed_hand
        count = len(shown) if shown is not None else hand_count
        table = side.get("table", [])     # cards being played from the command hand, face up for both
        total = count + len(table)
        cw = CW * STRIP_SCALE
        if total:
            step = min(cw + GAP, (hand_w - 2 * GAP - cw) / max(1, total - 1)) if total > 1 else 0
            for i in range(count):
                info = shown[i] if shown is not None else {"face_down": True}
                add_card(info, hx + GAP + i * step, y + 58, False, STRIP_SCALE)
            for j, info in enumerate(table):
                item = add_card(info, hx + GAP + (count + j) * step, y + 58, False, STRIP_SCALE)
                item.rings.insert(0, "table")
                item.setToolTip(labels.get("on_table", "") + ": " + info.get("name", ""))
        fx = hx + hand_w + GAP
        self.addItem(ZoneItem(QRectF(fx, y, fleet_w, STRIP_H), labels["fleet"], kind="fleet", key=mine))
        fleet = side.get("fleet", [])
        if fleet:
            step = min(cw + GAP, (fleet_w - 2 * GAP - cw) / max(1, len(fleet) - 1)) if len(fleet) > 1 else 0
            for i, info in enumerate(fleet):
                add_card(info, fx + GAP + i * step, y + 58, mine, STRIP_SCALE)
        px = fx + fleet_w + GAP
        discard = side.get("discard", [])
        self.addItem(ZoneItem(QRectF(px, y, pile_w, STRIP_H / 2 - GAP / 2), labels["deck"],
                              labels["cards"](side["deck_count"]), kind="deck", key=mine))
        self.addItem(ZoneItem(QRectF(px, y + STRIP_H / 2 + GAP / 2, pile_w, STRIP_H / 2 - GAP / 2), labels["discard"],
                              labels["cards"](len(discard)), kind="discard", key=mine,
                              fill=QColor(255, 255, 255, 30)))


def centre(item: CardItem) -> QPointF:
    return item.mapToScene(QPointF(CW / 2, CH / 2))
