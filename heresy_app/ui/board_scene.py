"""The battle board's picture: a QGraphicsScene built from one player's observation (never from the
game state, so a hidden card cannot reach it), with the three sectors, both fleet areas, hands,
decks and discard piles, and the view that shows it scaled to fit. Its pieces (cards, areas) are
:mod:`heresy_app.ui.board_items`.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsSimpleTextItem, QGraphicsView

from heresy_app.ui.board_items import (
    CH,
    COLLAPSED_W,
    CW,
    GAP,
    HEADER_H,
    MIN_W,
    STRIP_H,
    STRIP_SCALE,
    STRIP_TOP,
    BoardSignals,
    CardItem,
    PixmapCache,
    ZoneItem,
    centre,
)
from heresy_app.ui.board_layout import SlotMemory, fleet_grid, plan

__all__ = ["BoardScene", "BoardView", "CardItem", "ZoneItem", "PixmapCache", "centre"]


HAND_SHARE, FLEET_SHARE = 0.56, 0.27     # a strip's width: the hand, the fleet area, then the piles

class BoardView(QGraphicsView):
    """The board, scaled to fit the view whenever the window or the board changes size, with the
    magnifier (:class:`~heresy_app.ui.board_zoom.CardZoom`) over the card under the mouse."""

    resized = Signal()

    def __init__(self, scene, parent=None):
        super().__init__(scene, parent)
        self.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        self.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        # the room the board does not fill gathers above it, where the war banner lies (war_banner)
        self.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom)
        self.setMouseTracking(True)
        from heresy_app.ui.board_zoom import CardZoom

        self.zoom = CardZoom(scene.pixmaps.store, self.viewport())
        self.zoom_lang = "en"
        self.zoom_labels: dict = {}
        self.zoom_factor = 1.0    # 1: the whole board fits; more: closer, with scroll bars (board_keys)

    def fit(self):
        r = self.scene().sceneRect()
        if r.width() > 0:
            self.fitInView(r, Qt.AspectRatioMode.KeepAspectRatio)
            if self.zoom_factor != 1.0:
                self.scale(self.zoom_factor, self.zoom_factor)

    def set_zoom(self, factor: float) -> None:
        """Show the board ``factor`` times larger than fitting it (1: fit, no scroll bars)."""
        self.zoom_factor = float(factor)
        bars = Qt.ScrollBarPolicy.ScrollBarAsNeeded if factor > 1.0 else Qt.ScrollBarPolicy.ScrollBarAlwaysOff
        self.setHorizontalScrollBarPolicy(bars)
        self.setVerticalScrollBarPolicy(bars)
        self.fit()

    def resizeEvent(self, event):
        super().resizeEvent(event)
        self.fit()
        self.resized.emit()

    def card_at(self, pos) -> CardItem | None:
        for item in self.items(pos):
            if isinstance(item, CardItem):
                return item
        return None

    def mouseMoveEvent(self, event):
        super().mouseMoveEvent(event)
        pos = event.position().toPoint()
        item = self.card_at(pos)
        self.zoom.hover(item.info if item is not None and not item.hidden else None, self.zoom_lang,
                        self.zoom_labels, pos.x())

    def leaveEvent(self, event):
        self.zoom.hover(None, self.zoom_lang, self.zoom_labels, 0)
        super().leaveEvent(event)


class BoardScene(QGraphicsScene):
    """The board as one player sees it. :meth:`show` rebuilds the items from an observation; the
    cards' slots are kept in :attr:`slots` (:mod:`heresy_app.ui.board_layout`)."""

    def __init__(self, store, parent=None):
        super().__init__(parent)
        self.signals = BoardSignals()
        self.pixmaps = PixmapCache(store)
        self.items_by_card: dict[int, CardItem] = {}
        self.sector_of: dict[int, int] = {}     # card number -> the sector it lies in
        self.slots = SlotMemory()
        self.plan = None
        self.setBackgroundBrush(QColor("#1e2a24"))

    def show(self, obs: dict, *, lang: str, labels: dict, answers=frozenset(), selected: int = -1,
             answer_zones=frozenset(), last=frozenset(), opponent_view: dict | None = None,
             view_size=(1000, 620), game=None):
        """Lay the board out from ``obs`` (heresy_app.engine.observation). ``answers``: card numbers
        that answer the question; ``answer_zones``: ("sector", s) zones that do; ``last``: the cards
        of the opponent's last decision; ``opponent_view``: the opponent's own observation, given
        only when every card may be shown (watching, replays); ``view_size``: the view's pixels (the
        grid is chosen to draw the cards as large as it allows); ``game``: a value that changes
        with the game (the slots kept are the game's)."""
        self.clear()
        self.items_by_card = {}
        self.sector_of = {}
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
        sectors = obs["sectors"]
        reveal_sectors = None
        if opponent_view is not None:   # every card shown: the opponent's hidden ones from their own view
            reveal_sectors = [s["you"] for s in opponent_view["sectors"]]
        # --- each side of each sector as slots, kept while the era (a deployment, a battle) lasts
        era = (obs.get("turn"), obs.get("battle_sector"))
        sides = []
        for s, sec in enumerate(sectors):
            opp_cards = sec["opponent"]
            if reveal_sectors is not None:
                opp_cards = [dict(c, _reveal=r) if c.get("face_down") else c
                             for c, r in zip(opp_cards, reveal_sectors[s], strict=False)]
            for info in list(sec["opponent"]) + list(sec["you"]):
                if info.get("card", -1) >= 0:
                    self.sector_of[info["card"]] = s
            sides.append((self.slots.arrange(game, era, (s, "opponent"), opp_cards),
                          self.slots.arrange(game, era, (s, "you"), sec["you"])))
        collapsed = [bool(sec["captured_by"]) and not sec["opponent"] and not sec["you"] for sec in sectors]
        fixed_h = 4 * GAP + 2 * STRIP_H + HEADER_H + 2 * GAP
        self.plan = pl = plan([(len(a), len(b)) for a, b in sides], collapsed, card_w=CW, card_h=CH, gap=GAP,
                              fixed_h=fixed_h, min_w=MIN_W, view_w=view_size[0], view_h=view_size[1],
                              collapsed_w=COLLAPSED_W)
        natural = [(2 * GAP + c * CW + (c - 1) * GAP) if c else COLLAPSED_W for c in pl.cols]
        width = max(MIN_W, sum(natural) + GAP * (len(natural) + 1))
        spare = width - sum(natural) - GAP * (len(natural) + 1)
        open_w = sum(n for n, c in zip(natural, pl.cols, strict=False) if c) or 1.0
        # --- the opponent's strip
        y = GAP
        self._strip(y, width, labels["opponent"], opp, hand=None, hand_count=opp["hand_count"], mine=False,
                    add_card=add_card, labels=labels,
                    revealed_hand=(opponent_view or {}).get("you", {}).get("hand"),
                    revealed_top=_revealed_for(obs, "opponent"))
        y += STRIP_H + GAP
        # --- the sectors: the same rows a side in each, each sector's columns its own
        band = pl.rows * (CH + GAP)
        zone_h = HEADER_H + 2 * band + GAP
        x = GAP
        for s, sec in enumerate(sectors):
            cols = pl.cols[s]
            sw = natural[s] + (spare * natural[s] / open_w if cols else 0.0)
            battle = obs.get("battle_sector") == s
            captured = sec["captured_by"]
            sub = labels["needs"](sec["required_flags"])
            if captured:
                sub += " — " + (labels["captured_you"] if captured == "you" else labels["captured_opp"])
            if battle:
                sub += " — " + labels["battle_here"]
            fill = QColor(200, 160, 60, 60) if battle else (QColor(0, 0, 0, 70) if captured else None)
            self.addItem(ZoneItem(QRectF(x, y, sw, zone_h), sec["name"], sub, kind="sector", key=s,
                                  fill=fill, highlight=("sector", s) in answer_zones))
            if cols:
                left = x + (sw - (cols * CW + (cols - 1) * GAP)) / 2
                middle = y + HEADER_H + band
                opp_slots, you_slots = sides[s]
                for i, info in enumerate(opp_slots):   # the opponent's first row faces the middle
                    if info is not None:
                        add_card(info, left + (i % cols) * (CW + GAP), middle - CH - GAP - (i // cols) * (CH + GAP),
                                 False)
                for i, info in enumerate(you_slots):
                    if info is not None:
                        add_card(info, left + (i % cols) * (CW + GAP), middle + (i // cols) * (CH + GAP), True)
            x += sw + GAP
        y += zone_h + GAP
        if not sectors:   # set-up: no planet yet
            hint = QGraphicsSimpleTextItem(labels.get("setup", ""))   # made here, not by addSimpleText
            self.addItem(hint)
            f = QFont()
            f.setPixelSize(34)
            hint.setFont(f)
            hint.setBrush(QColor("#d8cdb5"))
            r = hint.boundingRect()
            hint.setPos((width - r.width()) / 2, y - (zone_h + GAP) / 2 - r.height() / 2)
        # --- your strip
        self._strip(y, width, labels["you"], you, hand=you["hand"], hand_count=len(you["hand"]), mine=True,
                    add_card=add_card, labels=labels, revealed_top=_revealed_for(obs, "you"))
        y += STRIP_H + GAP
        self.setSceneRect(QRectF(0, 0, width, y))

    def _strip(self, y, width, title, side, *, hand, hand_count, mine, add_card, labels, revealed_hand=None,
               revealed_top=None):
        hand_w = width * HAND_SHARE
        fleet_w = width * FLEET_SHARE
        pile_w = width - hand_w - fleet_w - 4 * GAP
        hx = GAP
        top = y + STRIP_TOP
        zone = ZoneItem(QRectF(hx, y, hand_w, STRIP_H), title + " — " + labels["hand"] + " · "
                        + labels["cards"](hand_count), kind="hand", key=mine)
        self.addItem(zone)
        shown = hand if hand is not None else revealed_hand
        count = len(shown) if shown is not None else hand_count
        table = side.get("table", [])     # cards being played from the command hand, face up for both
        # the first wave's revealed top card, face up for both, until it is put in a sector
        table = table + ([revealed_top] if revealed_top is not None else [])
        total = count + len(table)
        cw = CW * STRIP_SCALE
        if total:
            step = min(cw + GAP, (hand_w - 2 * GAP - cw) / max(1, total - 1)) if total > 1 else 0
            for i in range(count):
                info = shown[i] if shown is not None else {"face_down": True}
                add_card(info, hx + GAP + i * step, top, False, STRIP_SCALE)
            for j, info in enumerate(table):
                item = add_card(info, hx + GAP + (count + j) * step, top, False, STRIP_SCALE)
                item.rings.insert(0, "table")
                said = labels.get("revealed_top", "") if info is revealed_top else labels.get("on_table", "")
                if info is revealed_top:      # the card the question is about: never dimmed
                    item.dimmed = False
                item.setToolTip(said + ": " + info.get("name", ""))
        fx = hx + hand_w + GAP
        self.addItem(ZoneItem(QRectF(fx, y, fleet_w, STRIP_H), labels["fleet"], kind="fleet", key=mine))
        fleet = side.get("fleet", [])
        if fleet:   # a grid that fits the area: ships never overlap
            area_h = STRIP_H - STRIP_TOP
            cols, scale = fleet_grid(len(fleet), fleet_w, area_h, CW, CH, GAP / 2)
            for i, info in enumerate(fleet):
                r, c = divmod(i, cols)
                add_card(info, fx + GAP / 2 + c * (CW * scale + GAP / 2), top + r * (CH * scale + GAP / 2), mine,
                         scale)
        px = fx + fleet_w + GAP
        discard = side.get("discard", [])
        self.addItem(ZoneItem(QRectF(px, y, pile_w, STRIP_H / 2 - GAP / 2), labels["deck"],
                              labels["cards"](side["deck_count"]), kind="deck", key=mine))
        self.addItem(ZoneItem(QRectF(px, y + STRIP_H / 2 + GAP / 2, pile_w, STRIP_H / 2 - GAP / 2), labels["discard"],
                              labels["cards"](len(discard)), kind="discard", key=mine,
                              fill=QColor(255, 255, 255, 30)))


def _revealed_for(obs, side: str):
    """The first wave's revealed top card when it is ``side``'s ("you" / "opponent"), else None."""
    shown = obs.get("revealed")
    return shown if shown is not None and shown.get("owner") == side else None
