"""The desktop application (Qt through PySide6) over the plain-Python core.

Rooms: :mod:`app` (start-up, QApplication, translations), :mod:`main_window`, :mod:`browser`
(search box, filters, results table), :mod:`card_table` (the table model), :mod:`card_painter`
and :mod:`card_view` (a card drawn with QPainter, its rulings), :mod:`card_editor` (user
cards), :mod:`deck_editor` with :mod:`deck_model`, :mod:`deck_charts` and
:mod:`sample_dialog`, :mod:`settings` (QSettings, recent files, autosave folder).

Heavy modules (pydantic, lark, sqlite-utils, QtCharts) are imported on first use, so the window
appears as quickly as a bare Qt window.
"""
