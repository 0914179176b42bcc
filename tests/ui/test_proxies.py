"""Proxies and deck sheets (issue 17, section 2): `heresy proxies` and File → Print proxies… write a
PDF of the deck's cards at 63 × 88 mm, nine to a page with cut marks, and a one-page deck sheet.
A page is rendered and its words read with QtPdf alone (no system tool), and looked at: not blank,
the card's name where the first card's name bar is."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from heresy_app.cards.collection import write_owned
from heresy_app.cards.db import CardDB
from heresy_app.cli import main
from heresy_app.decks import load_deck
from heresy_app.decks.collection import needs

MM = 72 / 25.4          # PDF points per millimetre
PAGES_PT = {"a4": (595.3, 841.9), "letter": (612.0, 792.0)}


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def _document(pdf: Path):
    from PySide6.QtPdf import QPdfDocument

    doc = QPdfDocument()
    assert doc.load(str(pdf)) == QPdfDocument.Error.None_, f"QtPdf cannot read {pdf}"
    return doc


def render(pdf: Path, page: int, dpi: int = 100) -> QImage:
    """One page as an image, drawn by Qt's own PDF renderer (QtPdf ships with PySide6, so no
    system tool is needed) and laid on white paper: QtPdf leaves the page transparent."""
    from PySide6.QtCore import QSize
    from PySide6.QtGui import QColor, QPainter

    doc = _document(pdf)
    size = doc.pagePointSize(page - 1)
    drawn = doc.render(page - 1, QSize(round(size.width() * dpi / 72), round(size.height() * dpi / 72)))
    paper = QImage(drawn.size(), QImage.Format.Format_RGB32)
    paper.fill(QColor("white"))
    painter = QPainter(paper)
    painter.drawImage(0, 0, drawn)
    painter.end()
    return paper


def page_count(pdf: Path) -> int:
    return len(re.findall(rb"/Type\s*/Page[^s]", pdf.read_bytes()))


def words(pdf: Path, page: int) -> list[tuple[str, float, float, float, float]]:
    """(word, xMin, yMin, xMax, yMax) in points, read with QtPdf's text selection."""
    doc = _document(pdf)
    text = doc.getAllText(page - 1).text()
    found = []
    for m in re.finditer(r"\S+", text):
        box = doc.getSelectionAtIndex(page - 1, m.start(), len(m.group())).boundingRectangle()
        found.append((m.group(), box.left(), box.top(), box.right(), box.bottom()))
    return found


def cell(page: str, i: int) -> tuple[float, float, float, float]:
    """The i-th card's rectangle on a page, in points: the 3 × 3 grid of 63 × 88 mm, centred."""
    pw, ph = PAGES_PT[page]
    w, h = 63 * MM, 88 * MM
    x0, y0 = (pw - 3 * w) / 2, (ph - 3 * h) / 2
    return x0 + (i % 3) * w, y0 + (i // 3) * h, w, h


def dark_share(img: QImage, x: float, y: float, w: float, h: float, dpi: int = 100) -> float:
    """The share of sampled pixels in a rectangle (points) that are not near white."""
    s = dpi / 72
    dark = total = 0
    for px in range(int(x * s) + 2, int((x + w) * s) - 2, 4):
        for py in range(int(y * s) + 2, int((y + h) * s) - 2, 4):
            total += 1
            dark += img.pixelColor(px, py).lightness() < 200
    return dark / max(total, 1)


@pytest.mark.parametrize("page", ["a4", "letter"])
def test_proxies_are_real_size_nine_a_page_with_the_cards_name_in_its_name_bar(capsys, tmp_path, page):
    pdf = tmp_path / "proxies.pdf"
    code, out, err = run(capsys, "proxies", "sample:loyalist", "-o", str(pdf), "--page", page)
    assert code == 0 and err == "" and out.startswith("wrote 60 cards on 7 pages")
    assert page_count(pdf) == 7
    img = render(pdf, 1)
    pw, ph = PAGES_PT[page]
    assert abs(img.width() - pw * 100 / 72) < 3 and abs(img.height() - ph * 100 / 72) < 3
    for i in range(9):        # every cell holds a drawn card: mostly dark frame and coloured panels
        assert dark_share(img, *cell(page, i)) > 0.3, f"card {i} looks blank"
    margin = (0, 0, pw, cell(page, 0)[1] - 2 * MM)
    assert dark_share(img, *margin) < 0.02, "the top margin holds only cut marks"
    # the first card's name is in its name bar: the top eighth of the first cell
    db = CardDB(user=False)
    first = db.get(needs(load_deck("sample:loyalist", db), {})[0].card_id)
    x, y, w, h = cell(page, 0)
    first_word = first.name.en.split()[0]
    hits = [wd for wd in words(pdf, 1) if wd[0] == first_word]
    assert any(x < wx0 and wx1 < x + w and y < wy0 and wy1 < y + h / 8 for _, wx0, wy0, wx1, wy1 in hits), hits


def test_cut_marks_run_on_the_line_of_every_card_edge(capsys, tmp_path):
    pdf = tmp_path / "proxies.pdf"
    assert run(capsys, "proxies", "sample:traitor", "-o", str(pdf))[0] == 0
    img = render(pdf, 1, dpi=200)
    s = 200 / 72
    x0, y0, w, h = cell("a4", 0)
    for c in range(4):         # each vertical cut line has a mark in the top margin, 1 to 6 mm above
        x = round((x0 + c * w) * s)
        column = [img.pixelColor(x + dx, round((y0 - 3.5 * MM) * s)).lightness() for dx in (-1, 0, 1)]
        assert min(column) < 120, f"no cut mark above edge {c}"
    between = round((x0 + w / 2) * s)
    assert img.pixelColor(between, round((y0 - 3.5 * MM) * s)).lightness() > 240


def test_missing_only_prints_what_the_collection_lacks(capsys, tmp_path):
    db = CardDB(user=False)
    deck = load_deck("sample:loyalist", db)
    write_owned({e.card_id: e.count for e in deck.entries[1:]})
    pdf = tmp_path / "missing.pdf"
    code, out, _ = run(capsys, "proxies", "sample:loyalist", "-o", str(pdf), "--missing-only", "--json")
    doc = json.loads(out)
    assert code == 0 and doc["cards"] == deck.entries[0].count and doc["pages"] == 1
    cid = deck.entries[0].card_id          # each proxy shows its card's id once, in its type bar
    assert [wd[0] for wd in words(pdf, 1)].count(cid) == deck.entries[0].count
    write_owned({e.card_id: e.count for e in deck.entries})
    code, out, err = run(capsys, "proxies", "sample:loyalist", "-o", str(tmp_path / "none.pdf"), "--missing-only")
    assert code == 1 and out == "" and "nothing to print" in err and not (tmp_path / "none.pdf").exists()


def test_the_deck_sheet_is_one_page_with_the_decks_name_side_and_cards_by_type_in_russian(capsys, tmp_path):
    pdf = tmp_path / "sheet.pdf"
    code, out, _ = run(capsys, "proxies", "sample:traitor", "-o", str(pdf), "--sheet-only", "--lang", "ru")
    assert code == 0 and page_count(pdf) == 1
    text = " ".join(w[0] for w in words(pdf, 1))
    db = CardDB(user=False)
    deck = load_deck("sample:traitor", db)
    assert deck.name.split()[0] in text and "Отступники" in text and "Отряды (48)" in text
    assert db.get(deck.entries[0].card_id).name.ru.split()[0] in text


def test_the_sheet_comes_first_when_asked(capsys, tmp_path):
    pdf = tmp_path / "both.pdf"
    code, out, _ = run(capsys, "proxies", "sample:loyalist", "-o", str(pdf), "--sheet")
    assert code == 0 and page_count(pdf) == 8
    assert "Units" in " ".join(w[0] for w in words(pdf, 1))


def test_bad_input_is_one_line_exit_2_and_no_file(capsys, tmp_path):
    bad = tmp_path / "bad.txt"
    bad.write_text("4 Tactical Squad\nfour Bike Squad\n", encoding="utf-8")
    code, out, err = run(capsys, "proxies", str(bad), "-o", str(tmp_path / "x.pdf"))
    assert code == 2 and out == "" and err.startswith(f"heresy: {bad}:2: ") and len(err.splitlines()) == 1
    code, _, err = run(capsys, "proxies", "sample:loyalist", "-o", str(tmp_path / "no" / "x.pdf"))
    assert code == 2 and "cannot write" in err and len(err.splitlines()) == 1
    code, _, err = run(capsys, "proxies", "sample:loyalist", "-o", str(tmp_path / "x.pdf"), "--page", "a3")
    assert code == 2
    assert not (tmp_path / "x.pdf").exists()


# ---------------------------------------------------------------- in the window

def accept(dialog_values=None):
    def exec_dialog(dlg):
        for name, value in (dialog_values or {}).items():
            getattr(dlg, name).setChecked(value)
        return dlg.DialogCode.Accepted
    return exec_dialog


def test_file_print_proxies_writes_the_deck_tabs_deck(qtbot, window, tmp_path):
    assert window.open_deck_file("sample:loyalist", confirm=False)
    window.exec_dialog = accept({"sheet": True})
    target = tmp_path / "mine.pdf"
    window.print_actions.ask_path = lambda title, start: str(target)
    assert window.print_actions.act_proxies in window.menu_file.actions()
    window.print_actions.act_proxies.trigger()
    assert page_count(target) == 8 and "Units" in " ".join(w[0] for w in words(target, 1))
    assert "60" in window.statusBar().currentMessage()


def test_the_missing_lists_button_prints_only_the_missing_copies(qtbot, window, tmp_path, answers):
    assert window.open_deck_file("sample:traitor", confirm=False)
    deck = window.doc.deck
    window.store.set_owned({e.card_id: e.count for e in deck.entries[1:]})
    window.exec_dialog = accept()
    target = tmp_path / "missing.pdf"
    window.print_actions.ask_path = lambda title, start: str(target)
    window.deck_editor.missing_proxies_btn.click()
    assert page_count(target) == 1
    cid = deck.entries[0].card_id          # each proxy shows its card's id once, in its type bar
    assert [w[0] for w in words(target, 1)].count(cid) == deck.entries[0].count
    assert {w[0] for w in words(target, 1) if re.fullmatch(r"[A-Z]+-\d+", w[0])} == {cid}
    assert answers.errors == []


def test_print_with_an_empty_deck_says_there_is_nothing_to_print(qtbot, window, answers):
    window.print_actions.act_sheet.trigger()
    assert answers.errors == ["The deck tab holds no cards yet."]
