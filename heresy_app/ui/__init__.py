"""The desktop application (Qt through PySide6) over the plain-Python core.

Rooms: :mod:`app` (start-up, QApplication, translations), :mod:`main_window`, :mod:`browser`
(search box, filters, results table), :mod:`card_table` (the table model), :mod:`card_painter`
and :mod:`card_view` (a card drawn with QPainter, its rulings), :mod:`card_editor` (user
cards), :mod:`deck_editor` with :mod:`deck_model`, :mod:`deck_charts` and
:mod:`sample_dialog`, :mod:`settings` (QSettings, recent files, autosave folder).

Heavy modules (pydantic, lark, sqlite-utils, QtCharts) are imported on first use, so the window
appears as quickly as a bare Qt window.
"""

import sys as _sys

if _sys.version_info < (3, 12):  # pragma: no cover - depends on the interpreter
    # PySide6 6.12 on CPython 3.11 drops a reference to None on (almost) every call that returns
    # nothing (measured: -1 per QStandardItem.setData, QTreeView.setCurrentIndex, ...), so a long
    # session ends in "Fatal Python error: none_dealloc". CPython 3.12 made None immortal (PEP 683);
    # here we give None the same protection by lending it a very large reference count.
    import ctypes as _ctypes

    _none_refs = _ctypes.c_ssize_t.from_address(id(None))  # ob_refcnt leads every PyObject
    if _none_refs.value < (1 << 40):
        _none_refs.value += 1 << 40
    del _ctypes, _none_refs
