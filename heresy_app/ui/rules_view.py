"""The rules reference page: contents tree, search with highlighted snippets, glossary, and the
section text with clickable links, back/forward history and a language switch.

Self-contained: it depends only on Qt and :mod:`heresy_app.rules`. Embed it anywhere:

    view = RulesReferenceView(parent)
    view.set_language("ru")
    view.show_section("battle.blocking")

Interface strings go through ``self.tr`` (retranslated on ``QEvent.LanguageChange``); the rules
text itself comes in the reference language chosen with :meth:`set_language`.
"""

from __future__ import annotations

import threading

from PySide6.QtCore import QEvent, QRectF, QSize, Qt, QTimer, QUrl, Signal
from PySide6.QtGui import QAbstractTextDocumentLayout, QFont, QPalette, QTextDocument
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListView,
    QListWidget,
    QListWidgetItem,
    QSplitter,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTabWidget,
    QTextBrowser,
    QToolButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from heresy_app import rules
from heresy_app.rules.markup import LINK_SCHEME

ID_ROLE = Qt.ItemDataRole.UserRole
HTML_ROLE = Qt.ItemDataRole.UserRole + 1
LANGS = ("en", "ru")
LANG_NAMES = {"en": "English", "ru": "Русский"}

STYLE = """
h2 { margin-bottom: 2px; }
p.sid { color: #888888; font-size: small; margin-top: 0px; }
p.crumb { color: #666666; font-size: small; }
p.clarification { background-color: #fff4d6; padding: 4px; }
blockquote.example { background-color: #f1f4f8; margin-left: 12px; padding: 4px; }
p.see-also { margin-top: 10px; }
span.ours { background-color: #e3ecfa; }
p.rulebook { color: #555555; font-size: small; }
a { color: #1f5fa8; text-decoration: none; }
"""

SNIPPET_STYLE = "b { background-color: #ffe58a; font-weight: normal; } .title { font-weight: bold; }"


class _HtmlDelegate(QStyledItemDelegate):
    """Paints an item's HTML_ROLE text (a title and a snippet with highlighted matches)."""

    def _document(self, html: str, width: int) -> QTextDocument:
        doc = QTextDocument()
        doc.setDefaultStyleSheet(SNIPPET_STYLE)
        doc.setDocumentMargin(4)
        doc.setHtml(html)
        doc.setTextWidth(max(width, 80))
        return doc

    def _width(self, option) -> int:
        view = self.parent()
        if isinstance(view, QListView):
            return view.viewport().width()
        return option.rect.width()

    def paint(self, painter, option, index):
        html = index.data(HTML_ROLE)
        if not html:
            super().paint(painter, option, index)
            return
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        opt.text = ""
        widget = opt.widget
        style = widget.style() if widget is not None else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, widget)
        doc = self._document(html, opt.rect.width())
        context = QAbstractTextDocumentLayout.PaintContext()
        if opt.state & QStyle.StateFlag.State_Selected:
            context.palette.setColor(QPalette.ColorRole.Text, opt.palette.color(QPalette.ColorRole.HighlightedText))
        else:
            context.palette.setColor(QPalette.ColorRole.Text, opt.palette.color(QPalette.ColorRole.Text))
        painter.save()
        painter.translate(opt.rect.topLeft())
        painter.setClipRect(QRectF(0, 0, opt.rect.width(), opt.rect.height()))
        doc.documentLayout().draw(painter, context)
        painter.restore()

    def sizeHint(self, option, index):
        html = index.data(HTML_ROLE)
        if not html:
            return super().sizeHint(option, index)
        doc = self._document(html, self._width(option))
        return QSize(int(doc.idealWidth()), int(doc.size().height()) + 2)


class RulesReferenceView(QWidget):
    """The offline rules reference (English and Russian)."""

    sectionShown = Signal(str)  # a section id, after it is displayed
    languageChanged = Signal(str)

    def __init__(self, parent: QWidget | None = None, lang: str = "en"):
        super().__init__(parent)
        self.setObjectName("rulesReferenceView")
        self._lang = lang if lang in LANGS else "en"
        self._current: str | None = None
        self._history: list[str] = []
        self._position = -1
        self._hits: list[rules.Hit] = []
        self._tree_items: dict[str, QTreeWidgetItem] = {}
        # the search index is built off the GUI thread while the page is read (issue 28: reading
        # every section's words takes a second or two); a search typed before it is ready waits
        threading.Thread(target=rules.prepare_search, name="rules-search-index", daemon=True).start()

        # --- top bar: history, language
        self.back_button = QToolButton(self)
        self.back_button.setObjectName("rulesBack")
        self.back_button.setArrowType(Qt.ArrowType.LeftArrow)
        self.back_button.clicked.connect(self.back)
        self.forward_button = QToolButton(self)
        self.forward_button.setObjectName("rulesForward")
        self.forward_button.setArrowType(Qt.ArrowType.RightArrow)
        self.forward_button.clicked.connect(self.forward)
        self.lang_label = QLabel(self)
        self.lang_combo = QComboBox(self)
        self.lang_combo.setObjectName("rulesLanguage")
        for code in LANGS:
            self.lang_combo.addItem(LANG_NAMES[code], code)
        self.lang_combo.currentIndexChanged.connect(self._on_lang_combo)
        self.location_label = QLabel(self)
        self.location_label.setObjectName("rulesLocation")
        self.location_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        top = QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        top.addWidget(self.back_button)
        top.addWidget(self.forward_button)
        top.addWidget(self.location_label, 1)
        top.addWidget(self.lang_label)
        top.addWidget(self.lang_combo)

        # --- left: contents, search, glossary
        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("rulesTabs")
        self.tree = QTreeWidget(self)
        self.tree.setObjectName("rulesTree")
        self.tree.setHeaderHidden(True)
        self.tree.itemClicked.connect(self._on_tree_item)
        self.tree.itemActivated.connect(self._on_tree_item)

        search_page = QWidget(self)
        self.search_box = QLineEdit(search_page)
        self.search_box.setObjectName("rulesSearch")
        self.search_box.setClearButtonEnabled(True)
        self.search_box.returnPressed.connect(self._run_search_now)
        self.search_box.textChanged.connect(self._on_search_text)
        self._search_timer = QTimer(self)
        self._search_timer.setSingleShot(True)
        self._search_timer.setInterval(200)
        self._search_timer.timeout.connect(self._run_search_now)
        self.results = QListWidget(search_page)
        self.results.setObjectName("rulesResults")
        self.results.setWordWrap(True)
        self.results.setResizeMode(QListView.ResizeMode.Adjust)
        self.results.setVerticalScrollMode(QListView.ScrollMode.ScrollPerPixel)
        self.results.setItemDelegate(_HtmlDelegate(self.results))
        self.results.itemClicked.connect(self._on_result)
        self.results.itemActivated.connect(self._on_result)
        self.results_label = QLabel(search_page)
        self.results_label.setObjectName("rulesResultsCount")
        search_layout = QVBoxLayout(search_page)
        search_layout.setContentsMargins(2, 2, 2, 2)
        search_layout.addWidget(self.search_box)
        search_layout.addWidget(self.results_label)
        search_layout.addWidget(self.results, 1)

        glossary_page = QWidget(self)
        self.glossary_filter = QLineEdit(glossary_page)
        self.glossary_filter.setObjectName("rulesGlossaryFilter")
        self.glossary_filter.setClearButtonEnabled(True)
        self.glossary_filter.textChanged.connect(self._filter_glossary)
        self.glossary_list = QListWidget(glossary_page)
        self.glossary_list.setObjectName("rulesGlossary")
        self.glossary_list.itemClicked.connect(self._on_glossary_item)
        self.glossary_list.itemActivated.connect(self._on_glossary_item)
        glossary_layout = QVBoxLayout(glossary_page)
        glossary_layout.setContentsMargins(2, 2, 2, 2)
        glossary_layout.addWidget(self.glossary_filter)
        glossary_layout.addWidget(self.glossary_list, 1)

        self.tabs.addTab(self.tree, "")
        self.tabs.addTab(search_page, "")
        self.tabs.addTab(glossary_page, "")
        self.TAB_CONTENTS, self.TAB_SEARCH, self.TAB_GLOSSARY = 0, 1, 2

        # --- right: the text
        self.browser = QTextBrowser(self)
        self.browser.setObjectName("rulesText")
        self.browser.setOpenLinks(False)
        self.browser.setOpenExternalLinks(False)
        self.browser.document().setDefaultStyleSheet(STYLE)
        self.browser.anchorClicked.connect(self._on_anchor)

        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.addWidget(self.tabs)
        self.splitter.addWidget(self.browser)
        self.splitter.setStretchFactor(0, 0)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setSizes([300, 600])

        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(top)
        layout.addWidget(self.splitter, 1)

        self.retranslate()
        self._sync_lang_combo()
        self._fill_tree()
        self._fill_glossary()
        first = rules.section_ids()[0]
        self.show_section(first)

    # ------------------------------------------------------------------ public API
    def language(self) -> str:
        return self._lang

    def current_section(self) -> str | None:
        return self._current

    def show_section(self, section_id: str, *, _record: bool = True) -> bool:
        """Display one section (added to the history). An unknown id shows a short notice with
        the closest ids and returns False."""
        section_id = (section_id or "").strip()
        try:
            html = rules.render_html(section_id, self._lang)
        except KeyError:
            self._show_unknown(section_id)
            return False
        self.browser.setHtml(html)
        self._current = section_id
        if _record:
            del self._history[self._position + 1 :]
            if not self._history or self._history[-1] != section_id:
                self._history.append(section_id)
            self._position = len(self._history) - 1
        self._select_in_tree(section_id)
        self._update_location()
        self._update_history_buttons()
        self.sectionShown.emit(section_id)
        return True

    def refresh(self) -> None:
        """Render the section shown again (the card rulings under it may have changed: the player
        added, edited or deleted one of their own)."""
        if self._current:
            bar = self.browser.verticalScrollBar()
            top = bar.value()
            self.show_section(self._current, _record=False)
            bar.setValue(top)

    def set_language(self, lang: str) -> None:
        """Switch the reference language (en or ru) at once: tree, glossary, text and results."""
        if lang not in LANGS or lang == self._lang:
            self._sync_lang_combo()
            return
        self._lang = lang
        self._sync_lang_combo()
        self._fill_tree()
        self._fill_glossary()
        if self._current:
            self.show_section(self._current, _record=False)
        if self.search_box.text().strip():
            self._run_search_now()
        self.languageChanged.emit(lang)

    def search(self, text: str) -> list[rules.Hit]:
        """Search the reference in the current language and list the results (Search tab)."""
        self.search_box.blockSignals(True)
        self.search_box.setText(text)
        self.search_box.blockSignals(False)
        self.tabs.setCurrentIndex(self.TAB_SEARCH)
        return self._run_search_now()

    def back(self) -> None:
        if self._position > 0:
            self._position -= 1
            self.show_section(self._history[self._position], _record=False)

    def forward(self) -> None:
        if self._position + 1 < len(self._history):
            self._position += 1
            self.show_section(self._history[self._position], _record=False)

    def can_go_back(self) -> bool:
        return self._position > 0

    def can_go_forward(self) -> bool:
        return self._position + 1 < len(self._history)

    # ------------------------------------------------------------------ translation
    def changeEvent(self, event):
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.back_button.setToolTip(self.tr("Back"))
        self.back_button.setAccessibleName(self.tr("Back"))
        self.forward_button.setToolTip(self.tr("Forward"))
        self.forward_button.setAccessibleName(self.tr("Forward"))
        self.lang_label.setText(self.tr("Rules language:"))
        self.tabs.setTabText(0, self.tr("Contents"))
        self.tabs.setTabText(1, self.tr("Search"))
        self.tabs.setTabText(2, self.tr("Glossary"))
        self.search_box.setPlaceholderText(self.tr("Ask a question, e.g. can a locked unit shoot?"))
        self.glossary_filter.setPlaceholderText(self.tr("Filter terms"))
        self._update_results_label()
        self._update_tree_tooltips()

    # ------------------------------------------------------------------ contents tree
    def _fill_tree(self) -> None:
        self.tree.blockSignals(True)
        self.tree.clear()
        self._tree_items = {}
        for section in rules.sections(self._lang):
            parent = self._tree_items.get(section.parent) if section.parent else None
            item = QTreeWidgetItem([section.title])
            item.setData(0, ID_ROLE, section.id)
            if section.clarification:
                font = QFont(item.font(0))
                font.setItalic(True)
                item.setFont(0, font)
            if parent is None:
                self.tree.addTopLevelItem(item)
            else:
                parent.addChild(item)
            self._tree_items[section.id] = item
        self._update_tree_tooltips()
        self.tree.blockSignals(False)
        if self._current:
            self._select_in_tree(self._current)

    def _update_tree_tooltips(self) -> None:
        for sid, item in self._tree_items.items():
            tip = sid
            section = rules.get_section(sid)
            if section.clarification:
                tip += " — " + self.tr("clarification: the program's decision where the rulebook is silent")
            item.setToolTip(0, tip)

    def _select_in_tree(self, section_id: str) -> None:
        item = self._tree_items.get(section_id)
        if item is None:
            return
        self.tree.blockSignals(True)
        parent = item.parent()
        while parent is not None:
            parent.setExpanded(True)
            parent = parent.parent()
        self.tree.setCurrentItem(item)
        self.tree.scrollToItem(item)
        self.tree.blockSignals(False)

    def _on_tree_item(self, item: QTreeWidgetItem, _column: int = 0) -> None:
        sid = item.data(0, ID_ROLE)
        if sid and sid != self._current:
            self.show_section(sid)

    # ------------------------------------------------------------------ search
    def _on_search_text(self, _text: str) -> None:
        self._search_timer.start()

    def _run_search_now(self) -> list[rules.Hit]:
        self._search_timer.stop()
        text = self.search_box.text()
        try:
            hits = rules.search(text, lang=self._lang, limit=30) if text.strip() else []
        except Exception:  # a search must never take the page down
            hits = []
        self._hits = hits
        self.results.clear()
        for hit in hits:
            item = QListWidgetItem(f"{hit.title}\n{hit.snippet}")
            item.setData(ID_ROLE, hit.id)
            item.setData(
                HTML_ROLE,
                f'<div class="title">{_escape(hit.title)}</div><div>{hit.snippet_html("b")}</div>',
            )
            item.setToolTip(hit.id)
            self.results.addItem(item)
        self._update_results_label()
        return hits

    def _update_results_label(self) -> None:
        text = self.search_box.text().strip()
        if not text:
            self.results_label.setText(self.tr("Type words from your question."))
        elif not self._hits:
            self.results_label.setText(self.tr("No sections match."))
        else:
            count = len(self._hits)  # a plain name: older pyside6-lupdate misses a call in this argument
            self.results_label.setText(self.tr("%n section(s) found", "", count))

    def _on_result(self, item: QListWidgetItem) -> None:
        sid = item.data(ID_ROLE)
        if sid:
            self.show_section(sid)

    # ------------------------------------------------------------------ glossary
    def _fill_glossary(self) -> None:
        self.glossary_list.clear()
        other = "en" if self._lang != "en" else "ru"   # each term beside its English name, or its Russian one
        for term in rules.glossary(self._lang):
            item = QListWidgetItem(f"{term.name(self._lang)} — {term.name(other)}")
            item.setData(ID_ROLE, term.section)
            item.setToolTip(term.section)
            self.glossary_list.addItem(item)
        self._filter_glossary(self.glossary_filter.text())

    def _filter_glossary(self, text: str) -> None:
        needle = rules_normalise(text)
        for row in range(self.glossary_list.count()):
            item = self.glossary_list.item(row)
            item.setHidden(bool(needle) and needle not in rules_normalise(item.text()))

    def _on_glossary_item(self, item: QListWidgetItem) -> None:
        sid = item.data(ID_ROLE)
        if sid:
            self.show_section(sid)

    # ------------------------------------------------------------------ text and links
    def _on_anchor(self, url: QUrl) -> None:
        if url.scheme() == LINK_SCHEME:
            self.show_section(url.path())

    def _show_unknown(self, section_id: str) -> None:
        close = rules.suggest_ids(section_id)
        links = ", ".join(
            f'<a href="{LINK_SCHEME}:{sid}">{_escape(rules.get_section(sid, self._lang).title)}</a>' for sid in close
        )
        html = f"<h2>{_escape(self.tr('No such rules section'))}</h2><p><code>{_escape(section_id)}</code></p>"
        if links:
            html += f"<p>{_escape(self.tr('Closest sections:'))} {links}</p>"
        self.browser.setHtml(html)

    def _update_location(self) -> None:
        if self._current:
            self.location_label.setText(self._current)

    def _update_history_buttons(self) -> None:
        self.back_button.setEnabled(self.can_go_back())
        self.forward_button.setEnabled(self.can_go_forward())

    def _sync_lang_combo(self) -> None:
        self.lang_combo.blockSignals(True)
        self.lang_combo.setCurrentIndex(LANGS.index(self._lang))
        self.lang_combo.blockSignals(False)

    def _on_lang_combo(self, index: int) -> None:
        code = self.lang_combo.itemData(index)
        if code:
            self.set_language(code)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt naming
        return QSize(900, 600)


def _escape(text: str) -> str:
    import html

    return html.escape(text)


def rules_normalise(text: str) -> str:
    from heresy_app.rules.text import normalise

    return normalise(text)
