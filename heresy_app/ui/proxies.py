"""Proxies and deck sheets as PDF (issue 17, section 2): every card of a deck drawn by the card
painter at the real card size, 63 × 88 mm, nine to a page (3 × 3) with cut marks in the margins;
and a one-page deck sheet (the deck's name and side, its cards by type with counts) for a game
night. Print the PDF at 100 % ("actual size"), not "fit to page".

``heresy proxies DECK -o FILE.pdf [--missing-only] [--page a4|letter]`` and the window's
File → Print proxies… both call :func:`proxies_pdf`.
"""

from __future__ import annotations

import html
import os
from dataclasses import dataclass, field
from datetime import date

from PySide6.QtCore import QBuffer, QByteArray, QCoreApplication, QIODevice, QMarginsF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPageSize, QPainter, QPdfWriter, QPen, QTextDocument

from heresy_app.ui.card_painter import paint_card
from heresy_app.ui.card_table import cmd_label, side_label

CARD_MM = (63.0, 88.0)
GRID = (3, 3)                    # columns, rows
PAGE_SIZES = {"a4": QPageSize.PageSizeId.A4, "letter": QPageSize.PageSizeId.Letter}
DPI = 300
MARK_GAP_MM, MARK_LEN_MM = 1.0, 5.0      # cut marks: this far from the cards, this long
GROUPS = ("unit", "asset", "ship", "sector")


@dataclass
class ProxyLayout:
    """Where the cards go on one page, in device units (dots at :data:`DPI`)."""

    page_w: float
    page_h: float
    dots_per_mm: float

    @property
    def card(self) -> tuple[float, float]:
        return CARD_MM[0] * self.dots_per_mm, CARD_MM[1] * self.dots_per_mm

    @property
    def origin(self) -> QPointF:
        w, h = self.card
        return QPointF((self.page_w - GRID[0] * w) / 2, (self.page_h - GRID[1] * h) / 2)

    def cell(self, i: int) -> QRectF:
        """The rectangle of the ``i``-th card of a page (left to right, top to bottom)."""
        w, h = self.card
        o = self.origin
        return QRectF(o.x() + (i % GRID[0]) * w, o.y() + (i // GRID[0]) * h, w, h)


def proxy_cards(deck, db, owned: dict[str, int] | None = None) -> list:
    """The cards to print, one item a copy, in deck order (the sideboard after the deck): every
    known card, or with ``owned`` (your collection) only the copies it lacks."""
    from heresy_app.decks.collection import needs

    out = []
    for need in needs(deck, owned or {}):
        copies = need.missing if owned is not None else need.needed
        card = db.get(need.card_id)
        if card is not None:
            out += [(card, db.is_user(card.id))] * copies
    return out


def proxies_pdf(cards, page: str = "a4", lang: str = "en", sheet=None, title: str = "Heresy proxies",
                progress=None) -> bytes:
    """The PDF: the deck sheet first when ``sheet`` is given (a :class:`DeckSheet`), then the
    cards nine to a page. ``cards`` are (card, is a user card) pairs. ``progress`` (a
    :class:`heresy_app.ui.background.Progress`) hears of each page and may stop the work."""
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buf)
    writer.setPageSize(QPageSize(PAGE_SIZES[page]))
    writer.setPageMargins(QMarginsF(0, 0, 0, 0))
    writer.setResolution(DPI)
    writer.setTitle(title)
    writer.setCreator("Heresy")
    layout = ProxyLayout(writer.width(), writer.height(), DPI / 25.4)
    p = QPainter(writer)
    try:
        first = True
        if sheet is not None:
            sheet.paint(p, writer, lang)
            first = False
        per_page = GRID[0] * GRID[1]
        pages = (len(cards) + per_page - 1) // per_page
        for n in range(pages):
            if progress is not None:
                progress.check()
                progress.report(n, pages)
            if not first:
                writer.newPage()
            first = False
            chunk = cards[n * per_page:(n + 1) * per_page]
            for i, (card, user) in enumerate(chunk):
                paint_card(p, layout.cell(i), card, lang, user=user)
            _cut_marks(p, layout)
            _page_number(p, layout, n + 1, pages)
    finally:
        p.end()
    buf.close()
    return bytes(data)


def _cut_marks(p: QPainter, layout: ProxyLayout) -> None:
    """Short lines in the margins on the line of every card edge: cut along them."""
    mm = layout.dots_per_mm
    w, h = layout.card
    o = layout.origin
    gap, length = MARK_GAP_MM * mm, MARK_LEN_MM * mm
    p.save()
    p.setPen(QPen(QColor("#000000"), 0.2 * mm))
    top, bottom = o.y(), o.y() + GRID[1] * h
    left, right = o.x(), o.x() + GRID[0] * w
    for c in range(GRID[0] + 1):
        x = o.x() + c * w
        p.drawLine(QPointF(x, max(0.0, top - gap - length)), QPointF(x, top - gap))
        p.drawLine(QPointF(x, bottom + gap), QPointF(x, min(layout.page_h, bottom + gap + length)))
    for r in range(GRID[1] + 1):
        y = o.y() + r * h
        p.drawLine(QPointF(max(0.0, left - gap - length), y), QPointF(left - gap, y))
        p.drawLine(QPointF(right + gap, y), QPointF(min(layout.page_w, right + gap + length), y))
    p.restore()


def _page_number(p: QPainter, layout: ProxyLayout, n: int, pages: int) -> None:
    mm = layout.dots_per_mm
    o = layout.origin
    right = o.x() + GRID[0] * layout.card[0]
    bottom = o.y() + GRID[1] * layout.card[1]
    f = QFont()
    f.setPixelSize(max(1, round(2.2 * mm)))
    p.save()
    p.setFont(f)
    p.setPen(QColor("#555555"))
    box = QRectF(right + MARK_GAP_MM * mm, bottom + MARK_GAP_MM * mm,
                 max(1.0, layout.page_w - right - 2 * MARK_GAP_MM * mm),
                 max(1.0, layout.page_h - bottom - 2 * MARK_GAP_MM * mm))
    p.drawText(box, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop), f"{n}/{pages}")
    p.restore()


# ---------------------------------------------------------------- the deck sheet

@dataclass
class DeckSheet:
    """One page for a game night: the deck's name, side and size, its cards by type with counts
    and stats, the sideboard and the notes."""

    deck: object
    db: object
    _made: dict = field(default_factory=dict, repr=False, compare=False)   # lang -> html, read once

    def html(self, lang: str = "en") -> str:
        """The sheet as HTML, read from the card database on first use (the PDF may be painted
        on another thread, where the database's connection may not be used: read it first)."""
        if lang not in self._made:
            self._made[lang] = self._html(lang)
        return self._made[lang]

    def _html(self, lang: str) -> str:
        from heresy_app.decks.index import card_index

        idx = card_index(self.db)
        deck = self.deck.merged()
        esc = html.escape
        name = deck.name or QCoreApplication.translate("DeckSheet", "Untitled deck")
        side = side_label(deck.side) if deck.side else QCoreApplication.translate("DeckSheet", "side not declared")
        out = [f"<h1>{esc(name)}</h1>",
               "<p>" + esc(QCoreApplication.translate("DeckSheet", "%1 · %2 cards · %3")).replace("%1", esc(side))
               .replace("%2", str(deck.size)).replace("%3", date.today().isoformat()) + "</p>"]

        def table(entries, heading: str) -> None:
            groups: dict[str, list] = {g: [] for g in GROUPS + ("?",)}
            for e in entries:
                f = idx.get(e.card_id) if e.card_id else None
                groups[f.type if f else "?"].append((e, f))
            if heading:
                out.append(f"<h2>{esc(heading)}</h2>")
            for g, rows in groups.items():
                if not rows:
                    continue
                title = QCoreApplication.translate("DeckSheet", "Unknown cards") if g == "?" else {
                    "unit": QCoreApplication.translate("DeckSheet", "Units"),
                    "asset": QCoreApplication.translate("DeckSheet", "Assets"),
                    "ship": QCoreApplication.translate("DeckSheet", "Ships"),
                    "sector": QCoreApplication.translate("DeckSheet", "Sectors")}[g]
                out.append(f"<h3>{esc(title)} ({sum(e.count for e, _ in rows)})</h3>")
                out.append("<table width='100%' cellspacing='0' cellpadding='1'>")
                rows.sort(key=lambda ef: (ef[1].name(lang).casefold() if ef[1] else (ef[0].written or "")))
                for e, f in rows:
                    if f is None:
                        out.append(f"<tr><td width='8%'>{e.count} ×</td><td>{esc(e.written or '?')}</td></tr>")
                        continue
                    stats = ""
                    if f.type == "unit":
                        stats = f"{f.firepower}/{f.assault}/{f.speed}/{f.armor}"
                    elif f.type == "asset":
                        stats = f"—/—/—/{f.armor}"
                    flags = "⚑" * f.flags if f.type in ("unit", "asset") else ""
                    die = f"{f.die} {cmd_label(f.cmd_type)}" if f.die else ""
                    out.append(f"<tr><td width='8%'>{e.count} ×</td><td width='52%'>{esc(f.name(lang))}</td>"
                               f"<td width='10%'>{flags}</td><td width='14%'>{stats}</td>"
                               f"<td width='8%'>{esc(die)}</td><td width='8%' style='color:#666'>{f.id}</td></tr>")
                out.append("</table>")

        table(deck.entries, "")
        if deck.sideboard:
            table(deck.sideboard, QCoreApplication.translate("DeckSheet", "Sideboard (%1)")
                  .replace("%1", str(sum(e.count for e in deck.sideboard))))
        if deck.notes:
            notes = QCoreApplication.translate("DeckSheet", "Notes")
            out.append(f"<h2>{esc(notes)}</h2><p>{esc(deck.notes).replace(chr(10), '<br>')}</p>")
        out.append("<p style='color:#666'>" + esc(QCoreApplication.translate(
            "DeckSheet", "Stats: firepower/assault/speed/armor; die and command type; ⚑ flags.")) + "</p>")
        return "\n".join(out)

    def paint(self, p: QPainter, device, lang: str = "en") -> None:
        """The sheet on the current page, shrunk until it fits one page."""
        mm = device.resolution() / 25.4 if hasattr(device, "resolution") else DPI / 25.4
        margin = 15 * mm
        width, height = device.width() - 2 * margin, device.height() - 2 * margin
        doc = QTextDocument()
        doc.documentLayout().setPaintDevice(device)
        doc.setTextWidth(width)
        body = self.html(lang)
        for pt in (11, 10, 9, 8, 7, 6, 5):
            doc.setDefaultStyleSheet(f"body, td {{ font-size: {pt}pt; }} h1 {{ font-size: {pt * 2}pt; }} "
                                     f"h2 {{ font-size: {round(pt * 1.4)}pt; }} h3 {{ font-size: {round(pt * 1.15)}pt; }}")
            doc.setHtml(body)
            if doc.size().height() <= height:
                break
        p.save()
        p.translate(margin, margin)
        doc.drawContents(p, QRectF(0, 0, width, height))
        p.restore()


def write_pdf(path: str | os.PathLike, data: bytes) -> None:
    """Write the PDF atomically (a file the person named: its folder must exist)."""
    from heresy_app.atomic import atomic_write_bytes

    atomic_write_bytes(path, data, make_dirs=False)
