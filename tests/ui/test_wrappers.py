"""Items Qt makes and deletes by itself are never held through a Python wrapper.

CI crashed (a segfault in ``QUndoStack.clear`` and ``QListWidget.clear``, one run in several) after the
deck tab had set its header tooltips through ``horizontalHeaderItem(col)``: that item is made by Qt
(``setHorizontalHeaderLabels``) and deleted by the model's next ``clear()`` without shiboken hearing of
it, so its wrapper stayed registered under a freed address, and the next Python-made object Qt placed
there (an undo step, a list row) was torn down through the stale entry. Reproduced 1 run in 1 with 60
deck-tab rebuilds; gone after the change (3 runs of 60). The rule: header data goes through the model
(``setHeaderData`` with a role), scene items are made in Python and added with ``addItem``.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

ROOT = Path(__file__).resolve().parents[2]
# calls that hand Python a wrapper of an item Qt made and will delete by itself
RISKY = re.compile(r"(\w+)\.(horizontalHeaderItem|verticalHeaderItem|headerItem|addRect|addEllipse|addLine|addPath|"
                   r"addPolygon|addPixmap|addSimpleText|addText)\(")


def _sources():
    for folder in ("heresy_app/ui", "tests/ui"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            if path.name != Path(__file__).name:
                yield path


def test_no_source_holds_a_wrapper_of_an_item_qt_deletes_by_itself():
    found = []
    for path in _sources():
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            code = line.split("#", 1)[0]
            for m in RISKY.finditer(code):
                if not m.group(1).lower().endswith("path"):      # a QPainterPath's shapes are values
                    found.append(f"{path.relative_to(ROOT)}:{n}: {line.strip()}")
    assert not found, "\n".join(found)


def test_the_scan_sees_the_call_that_crashed():
    assert RISKY.search("m.horizontalHeaderItem(col).setToolTip(tip)")
    assert RISKY.search("hint = self.addSimpleText(text)")
    assert RISKY.search("path.addRect(frame)").group(1) == "path"
    assert not RISKY.search("m.setHeaderData(col, Qt.Orientation.Horizontal, tip, Qt.ItemDataRole.ToolTipRole)")


@pytest.mark.parametrize("lang,word", [("en", "Flags"), ("ru", "Флаги")])
def test_the_deck_tabs_short_headers_keep_their_tooltips(make_window, lang, word):
    window = make_window(lang)
    assert window.open_sample("loyalist", confirm=False)
    model = window.deck_editor.tree_model
    heads = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    tips = [model.headerData(c, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
            for c in range(model.columnCount())]
    assert heads[2] == "⚑" and tips[2] == word
    for _ in range(3):          # each rebuild clears the model and sets them again
        window.deck_editor.remove_card(window.doc.deck.entries[0].card_id)
    assert model.headerData(2, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole) == word
    window.new_deck()           # the undo steps of those edits are deleted: no crash, nothing left
    assert window.doc.undo_stack.count() == 0
