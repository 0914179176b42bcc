"""The card view: the card drawn by :mod:`card_painter`, then its details and rulings.

Bold keywords that have a rule in the reference are links: clicking one emits
``ruleRequested(section_id)``.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QLabel, QSizePolicy, QSplitter, QTextBrowser, QVBoxLayout, QWidget

from heresy_app.ui.card_table import cmd_name, rarity_label


CARD_ASPECT = 880.0 / 630.0  # a card's height over its width (card_painter.CARD_H / CARD_W)
FACE_MARGIN = 6               # CardFace paints the card this far inside its edges
MIN_DETAILS = 140             # the details pane keeps room for a few lines


def rule_for_keyword(keyword: str) -> str | None:
    """The rules-reference section for a bold keyword, when the rules package knows one."""
    try:
        from heresy_app.rules import rule_for_keyword as look_up
    except ImportError:
        return None
    try:
        return look_up(keyword)
    except Exception:
        return None


class CardFace(QWidget):
    """One card painted to fit the widget; bold keywords with a rule are clickable."""

    keywordClicked = Signal(str)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.card = None
        self.lang = "en"
        self.user = False
        self._hits = []
        self._transform = None
        self.setMinimumSize(180, 250)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMouseTracking(True)

    def sizeHint(self) -> QSize:
        return QSize(315, 440)

    def set_card(self, card, lang: str = "en", user: bool = False) -> None:
        self.card, self.lang, self.user = card, lang, user
        self.update()

    def paintEvent(self, _event):
        p = QPainter(self)
        target = QRectF(self.rect()).adjusted(FACE_MARGIN, FACE_MARGIN, -FACE_MARGIN, -FACE_MARGIN)
        if self.card is None:
            p.setPen(QColor("#888888"))
            p.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, self.tr("Select a card to see it here"))
            return
        from heresy_app.ui.card_painter import card_transform, paint_card  # with the first card shown

        self._transform, _ = card_transform(target)
        self._hits = paint_card(p, target, self.card, self.lang, self.user,
                                linkable=lambda kw: rule_for_keyword(kw) is not None)
        p.end()

    def keyword_at(self, pos: QPointF) -> str | None:
        if self._transform is None:
            return None
        inv, ok = self._transform.inverted()
        if not ok:
            return None
        pt = inv.map(QPointF(pos))
        for hit in self._hits:
            if hit.rect.contains(pt):
                return hit.keyword
        return None

    def keyword_hits(self):
        """(keyword, widget-space rect) for each clickable keyword (for tests and accessibility)."""
        if self._transform is None:
            return []
        return [(h.keyword, self._transform.mapRect(h.rect)) for h in self._hits]

    def mouseMoveEvent(self, event):
        over = self.keyword_at(event.position())
        self.setCursor(Qt.CursorShape.PointingHandCursor if over else Qt.CursorShape.ArrowCursor)
        super().mouseMoveEvent(event)

    def mousePressEvent(self, event):
        kw = self.keyword_at(event.position()) if event.button() == Qt.MouseButton.LeftButton else None
        if kw:
            self.keywordClicked.emit(kw)
            event.accept()
            return
        super().mousePressEvent(event)


class CardView(QWidget):
    ruleRequested = Signal(str)   # a rules-reference section id

    def __init__(self, store, lang: str = "en", parent=None):
        super().__init__(parent)
        self.store = store
        self.lang = lang
        self.card_id: str | None = None
        self.face = CardFace(self)
        self.details = QTextBrowser(self)
        self.details.setObjectName("cardDetails")
        self.details.setOpenLinks(False)
        self.details.anchorClicked.connect(self._on_anchor)
        self.title = QLabel(self)
        self.title.hide()
        split = QSplitter(Qt.Orientation.Vertical, self)
        split.addWidget(self.face)
        split.addWidget(self.details)
        split.setChildrenCollapsible(False)
        self.splitter = split
        self._fit_split = True  # the card gets its own height, the details the rest; until dragged
        split.splitterMoved.connect(self._on_split_moved)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(split)
        self.face.keywordClicked.connect(self._on_keyword)
        self._render_details()

    def resizeEvent(self, event):
        super().resizeEvent(event)
        if self._fit_split:
            self.fit_split()

    def fit_split(self) -> None:
        """Give the card face the height its width calls for and the details the rest (keeping
        room for a few lines of details when the pane is short)."""
        total = self.splitter.height() - self.splitter.handleWidth()
        if total <= 0:
            return
        want = int((self.splitter.width() - 2 * FACE_MARGIN) * CARD_ASPECT) + 2 * FACE_MARGIN
        face = max(self.face.minimumHeight(), min(want, total - MIN_DETAILS))
        self.splitter.setSizes([face, max(0, total - face)])

    def _on_split_moved(self, _pos: int, _index: int) -> None:
        self.keep_split()

    def keep_split(self) -> None:
        """Stop fitting the card: the person has placed the divider (now or last time)."""
        self._fit_split = False

    @property
    def fits_split(self) -> bool:
        return self._fit_split

    def changeEvent(self, event):
        if event.type() == QEvent.Type.LanguageChange:
            self._render_details()
            self.face.update()
        super().changeEvent(event)

    def set_language(self, lang: str) -> None:
        self.lang = lang
        self.show_card(self.card_id)

    def show_card(self, card_id: str | None) -> None:
        self.card_id = card_id
        card = self.store.get(card_id) if card_id else None
        user = self.store.is_user(card_id) if card is not None else False
        self.face.set_card(card, self.lang, user)
        self._render_details()

    def _on_keyword(self, keyword: str) -> None:
        section = rule_for_keyword(keyword)
        if section:
            self.ruleRequested.emit(section)

    def _on_anchor(self, url) -> None:
        s = url.toString()
        if s.startswith("rule:"):
            self.ruleRequested.emit(s[5:])
        elif s.startswith("kw:"):
            self._on_keyword(s[3:])

    def _unique_name(self, card) -> str | None:
        """The name a unique card shares with its other printings, in the view's language (the
        card file gives it in English: the name of the card that carries it)."""
        name = card.unique_name
        if name and self.lang != "en":
            other_id = self.store.db.resolve(name)
            other = self.store.get(other_id) if other_id else None
            if other is not None:
                name = other.name.get(self.lang)
        return name

    def _render_details(self) -> None:
        card = self.face.card
        if card is None:
            self.details.setHtml("")
            return
        import html

        e = html.escape
        lang = self.lang
        parts = [f"<b>{e(card.name.get(lang))}</b> · {e(card.id)} · {e(rarity_label(card.rarity.value))}"]
        if self.face.user:
            user_text = self.tr("User card")
            parts.append(f"<span style='color:#1d6b3a'>{e(user_text)}</span>")
        if card.keywords:
            words = []
            for k in card.keywords:
                label = e(k.get(lang))
                if k.bold and rule_for_keyword(k.en):
                    words.append(f"<a href='kw:{e(k.en)}'><b>{label}</b></a>")
                else:
                    words.append(f"<b>{label}</b>" if k.bold else label)
            parts.append(e(self.tr("Keywords:")) + " " + ", ".join(words))
        if card.command is not None:
            parts.append(e(self.tr("Command line (%1):").replace("%1", cmd_name(card.command.type.value)))
                         + " " + e(card.command.get(lang)))
        if card.unique:
            shared = self._unique_name(card)
            parts.append(e(self.tr("Unique")) + (f" ({e(shared)})" if shared else ""))
        body = "<br>".join(parts)
        if card.rulings:
            items = []
            for r in card.rulings:
                links = " ".join(f"<a href='rule:{e(s)}'>§{e(s)}</a>" for s in r.sections)
                items.append(f"<li><i>{r.date.isoformat()}</i> {e(r.ru if lang == 'ru' else r.en)} {links}</li>")
            heading = self.tr("Rulings")
            body += f"<h4>{e(heading)}</h4><ul>{''.join(items)}</ul>"
        else:
            none_text = self.tr("No rulings for this card.")
            body += f"<p style='color:#777'>{e(none_text)}</p>"
        self.details.setHtml(body)
