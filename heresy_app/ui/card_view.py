"""The card view: the card drawn by :mod:`card_painter`, then its details and rulings.

Bold keywords that have a rule in the reference are links: clicking one emits
``ruleRequested(section_id)``.

Below the shipped rulings come the player's own rulings and notes (:mod:`heresy_app.cards.own_rulings`,
kept under HERESY_HOME), marked as theirs, each with links to edit or delete it; buttons under the
details add one, export them to a file and import a shared file. Dialogs open without blocking
(``open()``), so the window stays alive and tests drive them like a person would.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import (
    QComboBox,
    QCompleter,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from heresy_app.i18n import pick
from heresy_app.ui.card_table import cmd_name, rarity_label
from heresy_app.ui.flow_layout import FlowLayout
from heresy_app.ui.wrap_button import PAD_X, WrapButton

CARD_ASPECT = 880.0 / 630.0  # a card's height over its width (card_painter.CARD_H / CARD_W)
FACE_MARGIN = 6               # CardFace paints the card this far inside its edges
MIN_DETAILS = 140             # the details pane keeps room for a few lines
class LineButton(WrapButton):
    """A button on one line while it has the room, its words wrapping only when narrower (a long
    Russian label must not set the least width of the window)."""

    def sizeHint(self) -> QSize:
        w = self.label.fontMetrics().horizontalAdvance(self.label.text()) + 2 * PAD_X + 4
        return QSize(w, self.heightForWidth(w))


COMPACT_FACE_W, COMPACT_FACE_H = 120, 170   # the least card of the compact view (set_compact)


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


_own_stores: dict = {}


def own_rulings():
    """The player's rulings and notes (one store a file, shared by every card view of the window)."""
    from heresy_app.cards.own_rulings import OwnRulings, default_path

    path = default_path()
    store = _own_stores.get(path)
    if store is None:
        store = _own_stores[path] = OwnRulings(path)
    else:
        store.refresh()
    return store


class RulesIdCompleter(QCompleter):
    """Completes the last of the comma-separated rules ids in a line edit, offering "id — title"
    (matched anywhere: typing "block" offers battle.blocking)."""

    def __init__(self, lang: str, parent=None):
        from PySide6.QtGui import QStandardItem, QStandardItemModel

        model = QStandardItemModel(parent)
        try:
            from heresy_app import rules
            for section in rules.sections(lang):
                item = QStandardItem(f"{section.id} — {section.title}")
                item.setData(section.id, Qt.ItemDataRole.UserRole)
                model.appendRow(item)
        except Exception:  # noqa: BLE001 - without the reference nothing is offered
            pass
        super().__init__(model, parent)
        self.setFilterMode(Qt.MatchFlag.MatchContains)
        self.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)

    def splitPath(self, path: str) -> list[str]:
        return [path.split(",")[-1].strip()]

    def pathFromIndex(self, index) -> str:
        widget = self.widget()
        before = widget.text().split(",")[:-1] if widget is not None else []
        chosen = index.data(Qt.ItemDataRole.UserRole)
        return ", ".join([*(b.strip() for b in before if b.strip()), chosen])


class OwnRulingDialog(QDialog):
    """Add or edit one of the player's rulings or notes: kind, text, rules ids, source."""

    def __init__(self, card_name: str, item=None, parent=None, lang: str = "en"):
        super().__init__(parent)
        self.setObjectName("ownRulingDialog")
        self.setWindowTitle(self.tr("Your ruling or note: %1").replace("%1", card_name))
        self.kind = QComboBox(self)
        self.kind.addItem(self.tr("Ruling"), "ruling")
        self.kind.addItem(self.tr("Note"), "note")
        self.text = QPlainTextEdit(self)
        self.text.setObjectName("ownText")
        self.text.setPlaceholderText(self.tr("The answer in your own words: a house rule of your group, "
                                             "an answer from a forum thread, a reminder"))
        self.sections = QLineEdit(self)
        self.sections.setObjectName("ownSections")
        self.sections.setPlaceholderText(self.tr("rules ids, e.g. battle.blocking, term.x (optional)"))
        self.sections.setCompleter(RulesIdCompleter(lang, self.sections))
        self.source = QLineEdit(self)
        self.source.setObjectName("ownSource")
        self.source.setPlaceholderText(self.tr("where it comes from (optional)"))
        self.problem = QLabel(self)
        self.problem.setObjectName("ownProblem")
        self.problem.setStyleSheet("color: #a11")
        self.problem.setWordWrap(True)
        self.problem.hide()
        form = QFormLayout()
        form.addRow(self.tr("Kind:"), self.kind)
        form.addRow(self.tr("Text:"), self.text)
        form.addRow(self.tr("Rules:"), self.sections)
        form.addRow(self.tr("Source:"), self.source)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.accepted.connect(self._check_and_accept)
        self.buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addLayout(form)
        lay.addWidget(self.problem)
        lay.addWidget(self.buttons)
        if item is not None:
            self.kind.setCurrentIndex(1 if item.kind == "note" else 0)
            self.text.setPlainText(item.text)
            self.sections.setText(", ".join(item.sections))
            self.source.setText(item.source)
        self.resize(520, 320)

    def values(self) -> dict:
        ids = [s.strip() for s in self.sections.text().replace(";", ",").split(",") if s.strip()]
        return {"kind": self.kind.currentData(), "text": self.text.toPlainText().strip(),
                "sections": ids, "source": self.source.text().strip()}

    def _check_and_accept(self) -> None:
        v = self.values()
        if not v["text"]:
            return self._say(self.tr("Write the ruling or note first."))
        try:
            from heresy_app import rules
            known = set(rules.section_ids())
        except Exception:  # noqa: BLE001 - without the reference no id is checked
            known = None
        unknown = [s for s in v["sections"] if known is not None and s not in known]
        if unknown:
            return self._say(self.tr("No rules section %1.").replace("%1", unknown[0]))
        self.accept()

    def _say(self, text: str) -> None:
        self.problem.setText(text)
        self.problem.show()


class CardView(QWidget):
    ruleRequested = Signal(str)   # a rules-reference section id
    ownRulingsChanged = Signal()  # the player added, edited, deleted or imported own rulings

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
        self.own_add = LineButton("", self)    # wraps only when narrow: its Russian words set the window's least width
        self.own_add.setObjectName("ownAdd")
        self.own_export = QPushButton(self)
        self.own_export.setObjectName("ownExport")
        self.own_import = QPushButton(self)
        self.own_import.setObjectName("ownImport")
        self._retranslate_buttons()
        self.own_status = QLabel(self)
        self.own_status.setObjectName("ownStatus")
        self.own_status.setWordWrap(True)
        self.own_status.hide()
        self.own_add.clicked.connect(self.add_own)
        self.own_export.clicked.connect(self.export_own)
        self.own_import.clicked.connect(self.import_own)
        # the rulings buttons wrap under each other in a narrow pane: a long Russian label must not
        # make the card view wider than the card it draws and squeeze the deck list (issue 17)
        self.own_bar = QWidget(self)
        self.own_bar.setObjectName("ownBar")
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        policy.setHeightForWidth(True)
        self.own_bar.setSizePolicy(policy)
        bar = FlowLayout(self.own_bar)
        bar.setContentsMargins(4, 2, 4, 2)
        for b in (self.own_add, self.own_export, self.own_import):
            bar.addWidget(b)
        self.own_dialog: OwnRulingDialog | None = None
        self.own_file_dialog = None   # a QFileDialog, made when first needed
        self.own_confirm = None       # a QMessageBox, made when first needed
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(split)
        lay.addWidget(self.own_bar)
        lay.addWidget(self.own_status)
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
        face = max(self.face.minimumHeight(), min(want, total - (0 if self.details.isHidden() else MIN_DETAILS)))
        self.splitter.setSizes([face, max(0, total - face)])

    def _on_split_moved(self, _pos: int, _index: int) -> None:
        self.keep_split()

    def keep_split(self) -> None:
        """Stop fitting the card: the person has placed the divider (now or last time)."""
        self._fit_split = False

    @property
    def fits_split(self) -> bool:
        return self._fit_split

    def set_compact(self, compact: bool) -> None:
        """Only the card, drawn as large as the pane allows (no details, no rulings buttons): the
        battle board's side column on a short screen, where the whole view would not fit."""
        if compact == self.compact:
            return
        self.details.setVisible(not compact)
        self.own_bar.setVisible(not compact)
        if compact:
            self.own_status.hide()
        self.face.setMinimumSize(*((COMPACT_FACE_W, COMPACT_FACE_H) if compact else (180, 250)))
        # the layout's least size is cached until the next event: drop it now, so that a splitter
        # asking at once (the battle board's side column) is told the new one, not the old
        self.splitter.updateGeometry()
        self.layout().invalidate()
        self.updateGeometry()
        if self._fit_split:
            self.fit_split()

    @property
    def compact(self) -> bool:
        return self.details.isHidden()

    def compact_height(self) -> int:
        """The least height of the compact view."""
        return COMPACT_FACE_H + self.layout().contentsMargins().top() + self.layout().contentsMargins().bottom()

    def _retranslate_buttons(self) -> None:
        self.own_add.setText(self.tr("Add ruling or note…"))
        self.own_add.setToolTip(self.tr("Add your own ruling or note to this card"))
        self.own_export.setText(self.tr("Export…"))
        self.own_export.setToolTip(self.tr("Write all your rulings and notes to a file to share"))
        self.own_import.setText(self.tr("Import…"))
        self.own_import.setToolTip(self.tr("Add the rulings and notes of a shared file"))

    def changeEvent(self, event):
        if event.type() == QEvent.Type.LanguageChange:   # every label in the new language (issue 27)
            self._retranslate_buttons()
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
        self.own_status.hide()
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
        elif s.startswith("own-edit:"):
            self.edit_own(s[9:])
        elif s.startswith("own-delete:"):
            self.delete_own(s[11:])

    # ------------------------------------------------------------ the player's own rulings

    def _say(self, text: str, problem: bool = False) -> None:
        self.own_status.setStyleSheet("color: #a11" if problem else "color: #1d6b3a")
        self.own_status.setText(text)
        self.own_status.show()

    def add_own(self) -> None:
        """Open the dialog for a new ruling or note on the card shown."""
        card = self.face.card
        if card is None:
            return
        self._open_own_dialog(OwnRulingDialog(card.name.get(self.lang), None, self, self.lang), None)

    def edit_own(self, ruling_id: str) -> None:
        item = own_rulings().get(ruling_id)
        card = self.face.card
        if item is None or card is None:
            return
        self._open_own_dialog(OwnRulingDialog(card.name.get(self.lang), item, self, self.lang), ruling_id)

    def _open_own_dialog(self, dialog: OwnRulingDialog, ruling_id: str | None) -> None:
        if self.own_dialog is not None:
            self.own_dialog.deleteLater()
        self.own_dialog = dialog
        dialog.accepted.connect(lambda: self._save_own(dialog, ruling_id))
        dialog.open()

    def _save_own(self, dialog: OwnRulingDialog, ruling_id: str | None) -> None:
        v = dialog.values()
        store = own_rulings()
        try:
            if ruling_id is None:
                store.add(self.card_id, v["text"], kind=v["kind"], sections=v["sections"], source=v["source"])
            else:
                store.edit(ruling_id, **v)
        except (ValueError, KeyError, OSError) as exc:
            self._say(self.tr("Not saved: %1").replace("%1", str(exc)), problem=True)
        else:
            self._say(self.tr("Saved in your rulings."))
            self.ownRulingsChanged.emit()
        self._render_details()

    def delete_own(self, ruling_id: str) -> None:
        """Ask, then delete one of the player's rulings or notes."""
        from PySide6.QtWidgets import QMessageBox  # with the first question: start-up builds no dialog class

        item = own_rulings().get(ruling_id)
        if item is None:
            return
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Delete"),
                          self.tr("Delete your %1 \u201c%2\u201d?").replace("%1", self._kind_word(item.kind))
                          .replace("%2", item.text[:80]),
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self)
        box.setObjectName("ownConfirm")
        box.setDefaultButton(QMessageBox.StandardButton.No)
        self.own_confirm = box
        box.finished.connect(lambda result: self._confirmed_delete(box, ruling_id))
        box.open()

    def _confirmed_delete(self, box, ruling_id: str) -> None:
        from PySide6.QtWidgets import QMessageBox

        if box.clickedButton() is not box.button(QMessageBox.StandardButton.Yes):
            return
        try:
            own_rulings().delete(ruling_id)
        except (KeyError, ValueError, OSError) as exc:
            self._say(self.tr("Not deleted: %1").replace("%1", str(exc)), problem=True)
        else:
            self._say(self.tr("Deleted."))
            self.ownRulingsChanged.emit()
        self._render_details()

    def _file_dialog(self, save: bool):
        from PySide6.QtWidgets import QFileDialog  # with the first export or import, not at start-up

        if self.own_file_dialog is not None:
            self.own_file_dialog.deleteLater()
        title = self.tr("Export your rulings") if save else self.tr("Import rulings")
        dialog = QFileDialog(self, title)
        dialog.setObjectName("ownFileDialog")
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave if save else QFileDialog.AcceptMode.AcceptOpen)
        dialog.setNameFilters([self.tr("Rulings (*.json *.toml)"), self.tr("All files (*)")])
        if save:
            dialog.setDefaultSuffix("json")
            dialog.selectFile("heresy-rulings.json")
        else:
            dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        self.own_file_dialog = dialog
        return dialog

    def export_own(self) -> None:
        dialog = self._file_dialog(save=True)
        dialog.fileSelected.connect(self.export_own_to)
        dialog.open()

    def export_own_to(self, path: str) -> None:
        try:
            n = own_rulings().export(path)
        except OSError as exc:
            self._say(self.tr("Cannot write %1: %2").replace("%1", path).replace("%2", exc.strerror or str(exc)),
                      problem=True)
            return
        self._say(self.tr("Exported to %1: %2 in all.").replace("%1", path).replace("%2", str(n)))

    def import_own(self) -> None:
        dialog = self._file_dialog(save=False)
        dialog.fileSelected.connect(self.import_own_from)
        dialog.open()

    def import_own_from(self, path: str) -> None:
        from heresy_app.cards.own_rulings import RulingsFileError

        try:
            added, known = own_rulings().import_file(path)
        except RulingsFileError as exc:
            self._say(self.tr("Nothing imported: %1").replace("%1", exc.message(self.lang)), problem=True)
            return
        except OSError as exc:
            self._say(self.tr("Nothing imported: %1").replace("%1", exc.strerror or str(exc)), problem=True)
            return
        self._say(self.tr("Imported: %1 new, %2 already here.").replace("%1", str(added)).replace("%2", str(known)))
        if added:
            self.ownRulingsChanged.emit()
        self._render_details()

    def _kind_word(self, kind: str) -> str:
        return self.tr("note") if kind == "note" else self.tr("ruling")

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
        self.own_add.setEnabled(card is not None)
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
        if card.type.value != "sector":
            from heresy_app.engine.catalog import manual_abilities

            for m in manual_abilities(card):   # what the battle engine leaves to the players (docs/by-hand.md)
                note = self.tr("The battle engine cannot play this ability: in a game the players resolve it by hand.")
                parts.append(f"<span style='color:#8a5a00'>{e(note)} «{e(pick(lang, en=m.en, ru=m.ru))}»</span>")
        body = "<br>".join(parts)
        if card.rulings:
            items = []
            for r in card.rulings:
                links = self._rule_links(r.sections)
                items.append(f"<li><i>{r.date.isoformat()}</i> {e(pick(lang, en=r.en, ru=r.ru))} {links}</li>")
            heading = self.tr("Rulings")
            body += f"<h4>{e(heading)}</h4><ul>{''.join(items)}</ul>"
        else:
            none_text = self.tr("No rulings for this card.")
            body += f"<p style='color:#777'>{e(none_text)}</p>"
        body += self._own_html(card)
        self.details.setHtml(body)

    def _rule_links(self, ids) -> str:
        """Links to the rules sections ``ids``, each named by its title in the view's language."""
        import html

        out = []
        for sid in ids:
            try:
                from heresy_app.rules import get_section
                title = get_section(sid, self.lang).title
            except Exception:  # noqa: BLE001 - an id the reference does not know: show the id
                title = sid
            out.append(f"<a href='rule:{html.escape(sid)}'>§\u00a0{html.escape(title)}</a>")
        return " ".join(out)

    def _own_html(self, card) -> str:
        """The player's own rulings and notes on ``card``, marked as theirs."""
        import html

        e = html.escape
        store = own_rulings()
        out = ""
        if store.problem is not None:
            text = self.tr("Your rulings file cannot be read (%1); it is kept aside, untouched, when you "
                           "next add or import one.").replace("%1", store.problem.message(self.lang))
            out += f"<p style='color:#a11'>{e(text)}</p>"
        mine = store.for_card(card.id)
        if not mine:
            return out
        items = []
        for r in mine:
            mark = self.tr("Your note") if r.kind == "note" else self.tr("Your ruling")
            links = self._rule_links(r.sections)
            source = f" <span style='color:#777'>({e(r.source)})</span>" if r.source else ""
            text = e(r.text).replace("\n", "<br>")
            edit, delete = self.tr("edit"), self.tr("delete")
            items.append(f"<li><b style='color:#1d6b3a'>{e(mark)}</b> <i>{r.date.isoformat()}</i> {text}{source} "
                         f"{links} <small><nobr>[<a href='own-edit:{e(r.id)}'>{e(edit)}</a>&nbsp;·&nbsp;"
                         f"<a href='own-delete:{e(r.id)}'>{e(delete)}</a>]</nobr></small></li>")
        heading = self.tr("Your rulings and notes")
        return out + f"<h4 style='color:#1d6b3a'>{e(heading)}</h4><ul>{''.join(items)}</ul>"
