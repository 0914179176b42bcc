"""Translations: compiled .qm files are fresh, every message of the code is in both .ts files,
both languages are complete, and switching to Russian needs no restart."""

from __future__ import annotations

import shutil

import pytest
from lxml import etree

from heresy_app.ui.i18n import build


def messages(ts_path):
    tree = etree.parse(str(ts_path))
    out = {}
    for ctx in tree.findall("context"):
        for m in ctx.findall("message"):
            out[(ctx.findtext("name"), m.findtext("source"))] = m.find("translation")
    return out


@pytest.mark.parametrize("lang", list(build.LANGS))
def test_shipped_qm_is_built_from_the_current_ts(tmp_path, lang):
    if build.tool("pyside6-lrelease") is None:
        pytest.skip("pyside6-lrelease is not installed")
    fresh = tmp_path / f"heresy_{lang}.qm"
    build.lrelease(build.ts_path(lang), fresh)
    assert fresh.read_bytes() == build.qm_path(lang).read_bytes(), \
        f"heresy_{lang}.qm is stale: run python -m heresy_app.ui.i18n.build"


@pytest.mark.parametrize("lang", list(build.LANGS))
def test_every_message_in_the_code_is_in_the_ts_and_translated(tmp_path, lang):
    if build.tool("pyside6-lupdate") is None:
        pytest.skip("pyside6-lupdate is not installed")
    copy = tmp_path / f"heresy_{lang}.ts"
    shutil.copy(build.ts_path(lang), copy)
    build.lupdate(copy, lang)
    updated, shipped = messages(copy), messages(build.ts_path(lang))
    assert set(updated) == set(shipped), "run python -m heresy_app.ui.i18n.build and translate the new messages"
    unfinished = [key for key, tr in shipped.items()
                  if tr.get("type") == "unfinished" or not ("".join(tr.itertext()).strip())
                  or any(not (form.text or "").strip() for form in tr.findall("numerusform"))]
    assert not unfinished


def test_russian_translations_are_really_russian():
    shipped = messages(build.ts_path("ru"))
    cyrillic = sum(1 for tr in shipped.values() if any("а" <= ch.lower() <= "я" for ch in "".join(tr.itertext())))
    assert cyrillic > 0.9 * len(shipped)


def test_russian_translations_say_war_action_as_the_glossary_does():
    """shared/GLOSSARY.md: «военная акция», never «военное действие»."""
    shipped = messages(build.ts_path("ru"))
    wrong = [src for (_, src), tr in shipped.items() if "военн" in "".join(tr.itertext()).casefold()
             and "действ" in "".join(tr.itertext()).casefold()]
    assert not wrong
    assert "".join(shipped[("CardTerms", "War action")].itertext()) == "Военная акция"


def test_switching_to_russian_needs_no_restart(qtbot, window, person):
    person.add_by_enter(window, "IS-001")
    window.browser.select_card("IS-001")
    assert window.menu_file.title() == "&File"
    window.lang_actions["ru"].trigger()
    assert window.menu_file.title() == "&Файл"
    assert window.tabs.tabText(window.TAB_DECK) == "Колода"
    assert window.browser.controls["type"].itemText(0) == "Любой тип"
    assert window.browser.controls["cmd"].itemText(1) == "Военная акция"
    assert window.browser.control_labels["flags"].text() == "Флаги ≥"
    from PySide6.QtCore import Qt

    assert window.browser.model.headerData(0, Qt.Orientation.Horizontal) == "Имя"
    # card names and card text in the chosen language
    row = window.browser.model.row_of("IS-001")
    assert window.browser.model.data(window.browser.model.index(row, 0)) == window.store.get("IS-001").name.ru
    assert window.card_view.face.lang == "ru"
    assert "Отряды (1)" in [window.deck_editor.tree_model.item(r, 0).text()
                            for r in range(window.deck_editor.tree_model.rowCount())]
    assert any("60" in t for t in window.deck_editor.issue_texts())
    assert window.settings.value("ui/language") == "ru"
    window.lang_actions["en"].trigger()
    assert window.menu_file.title() == "&File"


def test_the_chosen_language_is_used_at_next_start(make_window):
    first = make_window("en")
    first.set_language("ru")
    first.save_layout()
    from heresy_app.ui.settings import open_settings

    assert open_settings().value("ui/language") == "ru"
