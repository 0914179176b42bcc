"""The card drawn with QPainter: frame by side, name, flags, the four stats in their printed order,
keywords (bold ones are links to their rule), abilities, the die in its command-type colour, the
upside-down command line and the rarity dots.

Drawing happens in a fixed 630 x 880 card space scaled into the target rectangle;
:func:`paint_card` returns where each bold keyword was drawn (card space) so a widget can make
them clickable.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QTransform,
)

from heresy_app.ui.card_table import CMD_COLORS, cmd_label, rarity_label, side_label, type_label

CARD_W, CARD_H = 630.0, 880.0
RARITY_DOTS = {"common": 1, "uncommon": 2, "rare": 3, "very_rare": 4}
FRAMES = {  # outer, inner accent, art top, art bottom
    "loyalist": ("#2b3f66", "#c8a24a", "#3d5d94", "#1b2740"),
    "traitor": ("#3b1010", "#b8322a", "#6e1e1a", "#1f0a0a"),
    "unaligned": ("#3d4438", "#9aa38a", "#5f6b58", "#262b22"),
    "none": ("#4a3a26", "#b48a4f", "#7a5f3c", "#2e2416"),
}
PARCHMENT = QColor("#f3ead6")
INK = QColor("#1d1a16")
LINK = QColor("#1f4fa0")



@dataclass
class KeywordHit:
    rect: QRectF          # card space
    keyword: str          # English keyword name (what the rules look-up takes)


def card_transform(target: QRectF) -> tuple[QTransform, QRectF]:
    """The transform from card space into ``target`` (aspect kept, centred) and the card's rect."""
    scale = min(target.width() / CARD_W, target.height() / CARD_H)
    w, h = CARD_W * scale, CARD_H * scale
    x = target.x() + (target.width() - w) / 2
    y = target.y() + (target.height() - h) / 2
    t = QTransform()
    t.translate(x, y)
    t.scale(scale, scale)
    return t, QRectF(x, y, w, h)


def _font(px: float, bold: bool = False, italic: bool = False, family: str = "") -> QFont:
    f = QFont(family) if family else QFont()
    f.setPixelSize(max(1, int(px)))
    f.setBold(bold)
    f.setItalic(italic)
    return f


def _fit_font(text: str, width: float, px: float, bold: bool = True, min_px: float = 14) -> QFont:
    f = _font(px, bold)
    while px > min_px and QFontMetricsF(f).horizontalAdvance(text) > width:
        px -= 1
        f = _font(px, bold)
    return f


def paint_card(p: QPainter, target: QRectF, card, lang: str = "en", user: bool = False,
               linkable=lambda kw: False) -> list[KeywordHit]:
    """Draw ``card`` (a heresy_app.cards.model.Card) into ``target``; returns bold-keyword hits."""
    transform, _ = card_transform(target)
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    p.setTransform(transform, True)
    side = card.side.value
    outer, accent, art_top, art_bottom = FRAMES.get(side, FRAMES["none"])
    hits: list[KeywordHit] = []

    # frame
    p.setPen(QPen(QColor("#000000"), 4))
    p.setBrush(QColor(outer))
    p.drawRoundedRect(QRectF(2, 2, CARD_W - 4, CARD_H - 4), 28, 28)
    p.setPen(QPen(QColor(accent), 6))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(QRectF(16, 16, CARD_W - 32, CARD_H - 32), 18, 18)

    # name bar with flags on the left
    name_rect = QRectF(30, 30, CARD_W - 60, 70)
    p.setPen(QPen(QColor(accent), 3))
    p.setBrush(PARCHMENT)
    p.drawRoundedRect(name_rect, 12, 12)
    left = name_rect.left() + 14
    if card.type.value in ("unit", "asset") or card.type.value == "sector":
        n = card.required_flags if card.type.value == "sector" else card.flags
        left = _draw_flags(p, QPointF(left, name_rect.top() + 10), n or 0, card.type.value == "sector", accent)
    name = card.name.get(lang)
    if card.unique:
        name = "◆ " + name
    right_pad = 70 if user else 14
    nr = QRectF(left + 6, name_rect.top(), name_rect.right() - right_pad - left - 6, name_rect.height())
    p.setFont(_fit_font(name, nr.width(), 36))
    p.setPen(INK)
    p.drawText(nr, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, name)
    if user:
        badge = QRectF(name_rect.right() - 64, name_rect.top() + 18, 54, 34)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#1d6b3a"))
        p.drawRoundedRect(badge, 8, 8)
        p.setPen(QColor("white"))
        p.setFont(_fit_font(QCoreApplication.translate("CardPainter", "USER"), badge.width() - 6, 20))
        p.drawText(badge, Qt.AlignmentFlag.AlignCenter, QCoreApplication.translate("CardPainter", "USER"))

    # art panel with the side's emblem
    art = QRectF(30, 112, CARD_W - 60, 300)
    grad = QLinearGradient(art.topLeft(), art.bottomLeft())
    grad.setColorAt(0, QColor(art_top))
    grad.setColorAt(1, QColor(art_bottom))
    p.setPen(QPen(QColor(accent), 3))
    p.setBrush(QBrush(grad))
    p.drawRoundedRect(art, 10, 10)
    _draw_emblem(p, art, side, card.type.value, accent)

    # type line
    type_rect = QRectF(30, 420, CARD_W - 60, 44)
    p.setPen(QPen(QColor(accent), 2))
    p.setBrush(QColor(outer).lighter(130))
    p.drawRoundedRect(type_rect, 8, 8)
    p.setPen(QColor("#f5f0e6"))
    p.setFont(_font(22, True))
    label = type_label(card.type.value)
    if card.type.value == "sector" and card.planet is not None:
        label += " — " + (QCoreApplication.translate("CardPainter", "Isstvan III") if card.planet.value == "isstvan_iii"
                          else QCoreApplication.translate("CardPainter", "Prospero"))
    else:
        label += " — " + side_label(side)
    p.drawText(type_rect.adjusted(14, 0, -14, 0), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, label)
    p.setFont(_font(18))
    p.drawText(type_rect.adjusted(14, 0, -14, 0), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, card.id)

    # stats in printed order: firepower, assault, speed, armor
    top = 472.0
    if card.type.value in ("unit", "asset"):
        captions = (QCoreApplication.translate("CardPainter", "FP"), QCoreApplication.translate("CardPainter", "AS"),
                    QCoreApplication.translate("CardPainter", "SP"), QCoreApplication.translate("CardPainter", "AR"))
        box_w = (CARD_W - 60 - 3 * 10) / 4
        for i, value in enumerate(card.stats):
            r = QRectF(30 + i * (box_w + 10), top, box_w, 62)
            if value is None:
                continue
            p.setPen(QPen(QColor(accent), 3))
            p.setBrush(QColor("#fbf7ee"))
            p.drawRoundedRect(r, 10, 10)
            p.setPen(QColor("#6b5d45"))
            p.setFont(_font(16, True))
            p.drawText(r.adjusted(10, 4, -6, -4), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, captions[i])
            p.setPen(INK)
            p.setFont(_font(40, True))
            p.drawText(r.adjusted(0, 0, -14, 0), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, str(value))
        top += 72

    # text box: keywords, abilities, flavour
    bottom = 760.0 if card.type.value != "sector" else 840.0
    box = QRectF(30, top, CARD_W - 60, bottom - top)
    p.setPen(QPen(QColor(accent), 2))
    p.setBrush(PARCHMENT)
    p.drawRoundedRect(box, 10, 10)
    hits = _draw_text_box(p, box.adjusted(14, 10, -14, -8), card, lang, linkable)

    # bottom strip: die, upside-down command line, rarity
    if card.type.value != "sector":
        strip = QRectF(30, 770, CARD_W - 60, 80)
        cmd = card.command
        color = QColor(CMD_COLORS.get(cmd.type.value if cmd else "", "#888888"))
        die_rect = QRectF(strip.left(), strip.top() + 2, 76, 76)
        _draw_die(p, die_rect, card.die or 0, color)
        rarity_w = 70
        line_rect = QRectF(die_rect.right() + 12, strip.top(), strip.width() - 76 - 12 - rarity_w - 8, strip.height())
        p.setPen(QPen(QColor(accent), 2))
        p.setBrush(QColor("#efe4cc"))
        p.drawRoundedRect(line_rect, 8, 8)
        if cmd is not None:
            text = cmd.get(lang)
            prefix = cmd_label(cmd.type.value)
            if not re.match(r"^\S{1,3}\s*(\(|:)", text):
                text = f"{prefix}: {text}"
            p.save()
            c = line_rect.center()
            p.translate(c)
            p.rotate(180)
            p.translate(-c)
            _draw_wrapped(p, line_rect.adjusted(10, 6, -10, -6), text, 20, 11, INK)
            p.restore()
        _draw_rarity(p, QRectF(strip.right() - rarity_w, strip.top(), rarity_w, strip.height()),
                     RARITY_DOTS.get(card.rarity.value, 1), accent)
    p.restore()
    return hits


def _draw_flags(p: QPainter, at: QPointF, n: int, required: bool, accent: str) -> float:
    """Flags as small pennants (a number beside one pennant when there are more than three)."""
    x, y = at.x(), at.y()
    if n <= 0 and not required:
        return x
    shown = n if 0 < n <= 3 else 1
    for i in range(shown):
        _pennant(p, QPointF(x + i * 26, y), "#b8322a" if not required else "#2f6fd6")
    x += shown * 26 + 6
    if n > 3 or required:
        p.setPen(INK)
        p.setFont(_font(28, True))
        label = str(n)
        w = QFontMetricsF(p.font()).horizontalAdvance(label)
        p.drawText(QRectF(x, y, w + 4, 50), Qt.AlignmentFlag.AlignVCenter, label)
        x += w + 8
    return x


def _pennant(p: QPainter, at: QPointF, color: str) -> None:
    p.setPen(QPen(INK, 3))
    p.drawLine(QPointF(at.x() + 3, at.y()), QPointF(at.x() + 3, at.y() + 50))
    p.setPen(QPen(INK, 1.5))
    p.setBrush(QColor(color))
    p.drawPolygon(QPolygonF([QPointF(at.x() + 4, at.y() + 1), QPointF(at.x() + 24, at.y() + 10),
                             QPointF(at.x() + 4, at.y() + 20)]))


def _draw_emblem(p: QPainter, art: QRectF, side: str, ctype: str, accent: str) -> None:
    c = art.center()
    color = QColor(accent)
    color.setAlpha(150)
    p.save()
    p.setPen(QPen(color, 6))
    p.setBrush(Qt.BrushStyle.NoBrush)
    if ctype == "sector":
        p.setBrush(QColor(color.red(), color.green(), color.blue(), 60))
        p.drawEllipse(c, 95, 95)
        p.drawEllipse(QRectF(c.x() - 160, c.y() - 30, 320, 60))
    elif side == "loyalist":  # a two-headed eagle, drawn as wings about a body
        path = QPainterPath()
        for sgn in (-1, 1):
            path.moveTo(c.x() + sgn * 18, c.y() - 10)
            for k in range(5):
                path.lineTo(c.x() + sgn * (60 + 30 * k), c.y() - 70 + 22 * k)
                path.lineTo(c.x() + sgn * (50 + 28 * k), c.y() - 40 + 22 * k)
            path.lineTo(c.x() + sgn * 18, c.y() + 40)
        p.drawPath(path)
        p.setBrush(color)
        p.drawEllipse(QPointF(c.x() - 16, c.y() - 62), 12, 12)
        p.drawEllipse(QPointF(c.x() + 16, c.y() - 62), 12, 12)
        p.drawRect(QRectF(c.x() - 16, c.y() - 48, 32, 100))
    elif side == "traitor":  # the eye
        eye = QPainterPath()
        eye.moveTo(c.x() - 150, c.y())
        eye.quadTo(c.x(), c.y() - 120, c.x() + 150, c.y())
        eye.quadTo(c.x(), c.y() + 120, c.x() - 150, c.y())
        p.drawPath(eye)
        p.setBrush(color)
        p.drawEllipse(c, 34, 34)
        p.setBrush(QColor(0, 0, 0, 160))
        p.setPen(Qt.PenStyle.NoPen)
        p.drawEllipse(QRectF(c.x() - 8, c.y() - 30, 16, 60))
    else:  # scales
        p.drawLine(QPointF(c.x(), c.y() - 90), QPointF(c.x(), c.y() + 90))
        p.drawLine(QPointF(c.x() - 120, c.y() - 60), QPointF(c.x() + 120, c.y() - 60))
        p.drawLine(QPointF(c.x() - 60, c.y() + 90), QPointF(c.x() + 60, c.y() + 90))
        for sgn in (-1, 1):
            x = c.x() + sgn * 120
            p.drawLine(QPointF(x, c.y() - 60), QPointF(x - 40, c.y() + 20))
            p.drawLine(QPointF(x, c.y() - 60), QPointF(x + 40, c.y() + 20))
            p.drawChord(QRectF(x - 50, c.y() - 10, 100, 60), 180 * 16, 180 * 16)
    p.restore()


def _draw_die(p: QPainter, r: QRectF, value: int, color: QColor) -> None:
    p.setPen(QPen(INK, 3))
    p.setBrush(color)
    p.drawRoundedRect(r, 12, 12)
    pip = INK if color.lightness() > 140 else QColor("white")
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(pip)
    spots = {1: [(1, 1)], 2: [(0, 0), (2, 2)], 3: [(0, 0), (1, 1), (2, 2)], 4: [(0, 0), (2, 0), (0, 2), (2, 2)],
             5: [(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)], 6: [(0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)]}
    step = r.width() / 4
    for gx, gy in spots.get(value, []):
        p.drawEllipse(QPointF(r.left() + step * (gx + 1), r.top() + step * (gy + 1)), 7.5, 7.5)


def _draw_rarity(p: QPainter, r: QRectF, dots: int, accent: str) -> None:
    p.setPen(QPen(INK, 1.5))
    p.setBrush(QColor(accent))
    d = 14
    total = dots * d + (dots - 1) * 4
    x = r.center().x() - total / 2
    for i in range(dots):
        p.drawEllipse(QRectF(x + i * (d + 4), r.center().y() - d / 2, d, d))


def _draw_wrapped(p: QPainter, r: QRectF, text: str, px: float, min_px: float, color: QColor,
                  italic: bool = False) -> None:
    flags = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap)
    while True:
        f = _font(px, italic=italic)
        need = QFontMetricsF(f).boundingRect(QRectF(0, 0, r.width(), 10000), flags, text)
        if need.height() <= r.height() or px <= min_px:
            break
        px -= 1
    p.setFont(f)
    p.setPen(color)
    p.drawText(r, flags, text)


def _draw_text_box(p: QPainter, r: QRectF, card, lang: str, linkable) -> list[KeywordHit]:
    """Keywords (bold ones bold, and links when a rule exists), then abilities, then flavour."""
    abilities = [a.get(lang) for a in card.abilities]
    flavor = card.flavor.get(lang) if card.flavor else ""
    px = 24.0
    while True:
        hits, used = _layout_text(None, r, card, lang, abilities, flavor, px, linkable)
        if used <= r.height() or px <= 12:
            break
        px -= 1
    hits, _ = _layout_text(p, r, card, lang, abilities, flavor, px, linkable)
    return hits


def _layout_text(p, r: QRectF, card, lang, abilities, flavor, px, linkable):
    hits: list[KeywordHit] = []
    y = r.top()
    x = r.left()
    line_h = QFontMetricsF(_font(px, True)).height()
    sep = ", "
    if card.keywords:
        for i, kw in enumerate(card.keywords):
            word = kw.get(lang) + (sep if i < len(card.keywords) - 1 else "")
            f = _font(px, bold=kw.bold)
            link = kw.bold and linkable(kw.en)
            f.setUnderline(link)
            fm = QFontMetricsF(f)
            w = fm.horizontalAdvance(word)
            if x + w > r.right() and x > r.left():
                x, y = r.left(), y + line_h
            if p is not None:
                p.setFont(f)
                p.setPen(LINK if link else INK)
                p.drawText(QPointF(x, y + fm.ascent()), word)
            if link:
                word_w = fm.horizontalAdvance(kw.get(lang))
                hits.append(KeywordHit(QRectF(x, y, word_w, line_h), kw.en))
            x += w
        y += line_h + px * 0.4
    flags = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap)
    f = _font(px)
    fm = QFontMetricsF(f)
    for text in abilities:
        need = fm.boundingRect(QRectF(0, 0, r.width(), 10000), flags, text)
        if p is not None:
            p.setFont(f)
            p.setPen(INK)
            p.drawText(QRectF(r.left(), y, r.width(), need.height() + 2), flags, text)
        y += need.height() + px * 0.35
    if flavor:
        fi = _font(px * 0.85, italic=True)
        need = QFontMetricsF(fi).boundingRect(QRectF(0, 0, r.width(), 10000), flags, flavor)
        if p is not None:
            p.setFont(fi)
            p.setPen(QColor("#5a4e3c"))
            p.drawText(QRectF(r.left(), y + 4, r.width(), need.height() + 2), flags, flavor)
        y += need.height() + 4
    return hits, y - r.top()


def rarity_text(card) -> str:
    return rarity_label(card.rarity.value)
