"""The search language's fields table (heresy_app/cards/fields.py) is the one place the parser reads."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from heresy_app.cards import fields, query
from heresy_app.cards.fields import SEARCH_FIELDS
from heresy_app.cards.query import QueryError, compile_query
from heresy_app.cards.textfold import fold

FIELD_WORD = re.compile(r"^[A-Za-zА-Яа-яЁё_]+$")   # what the grammar's FIELD_OP takes before the operator


def test_every_alias_is_folded_unique_and_writable_in_a_query():
    seen: dict[str, str] = {}
    for f in SEARCH_FIELDS:
        assert f.kind in fields.KINDS and f.en and f.ru
        for alias in f.aliases:
            assert alias == fold(alias) and FIELD_WORD.match(alias), alias
            assert seen.setdefault(alias, f.name) == f.name, f"{alias!r} names two fields"
        assert all(re.match(r"^[a-z_]+$", a) for a in f.en) and all(re.search("[а-я]", a) for a in f.ru)


def test_every_field_and_value_has_a_label_in_english_and_russian():
    for f in SEARCH_FIELDS:
        assert f.label("en") and re.search("[А-Яа-я]", f.label("ru")), f.name
        for c in f.choices:
            assert c.label("en") and re.search("[А-Яа-я]", c.label("ru")), c.value
            assert len(set(c.words)) == len(c.words) and all(w == fold(w) for w in c.words)
        if f.control:
            assert f.control.any("en") and re.search("[а-я]", f.control.any("ru"))
            assert f.control.kind != "choice" or f.offered(), f"{f.name}: a drop-down with nothing to offer"


def test_the_parser_reads_its_vocabulary_from_the_table():
    assert query.FIELDS == {a: f.name for f in SEARCH_FIELDS for a in f.aliases}
    assert query.VALUES == {f.name: f.values() for f in SEARCH_FIELDS if f.choices}
    assert set(query.PROPERTY_SQL) == {c.value for f in SEARCH_FIELDS if f.kind == fields.PROPERTY for c in f.choices}


@pytest.mark.parametrize("f", SEARCH_FIELDS, ids=lambda f: f.name)
def test_every_alias_and_every_value_word_compiles(f):
    sample = {fields.NUMBER: "3", fields.KEYWORD: "infantry", fields.CODE: "IS", fields.NAME: "tactical",
              fields.ORDER: "-speed"}
    words = [c.en[0] for c in f.choices][:1] or [sample[f.kind]]
    for alias in f.aliases:
        assert compile_query(f"{alias}:{words[0]}") is not None
    for c in f.choices:
        for w in c.words:
            assert compile_query(f"{f.en[0]}:{w}").where != "1", (f.name, w)


def test_a_field_no_table_knows_is_an_error_listing_the_tables_fields():
    with pytest.raises(QueryError) as info:
        compile_query("colour:red")
    assert info.value.message.endswith(", ".join(f.en[0] for f in SEARCH_FIELDS))


def test_order_takes_every_alias_of_a_sortable_field():
    for f in SEARCH_FIELDS:
        for alias in f.aliases:
            if f.sort:
                assert compile_query(f"order:{alias}").order == [(f.sort, False)]
            elif f.kind != fields.ORDER:
                with pytest.raises(QueryError, match="cannot order"):
                    compile_query(f"order:{alias}")


def test_docs_search_md_shows_every_field_with_its_aliases():
    doc = (Path(__file__).resolve().parents[2] / "docs" / "search.md").read_text(encoding="utf-8")
    for f in SEARCH_FIELDS:
        for alias in f.aliases:
            assert f"`{alias}`" in doc, f"docs/search.md does not show {f.name}'s alias {alias!r}"
