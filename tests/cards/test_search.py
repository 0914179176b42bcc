"""Every filter of the search language, in English and Russian, against a small database of our own."""

import pytest

from heresy_app.cards.query import QueryError


def ids(db, query, lang="en"):
    return [r.id for r in db.search(query, lang=lang)]


def idset(db, query):
    return set(ids(db, query))


@pytest.mark.parametrize("en, ru, expected", [
    ("type:unit", "тип:отряд", {"TS-001", "TS-002", "TS-003", "TS-004", "TS-005"}),
    ("type:asset", "тип:ресурс", {"TS-006"}),
    ("type:ship", "тип:корабль", {"TS-007"}),
    ("type:sector", "тип:сектор", {"SEC-001"}),
    ("side:traitor", "сторона:отступники", {"TS-003", "TS-004", "TS-007"}),
    ("side:unaligned", "сторона:неприсоединившиеся", {"TS-005"}),
    ("side!=loyalist type:unit", "сторона!=лоялисты тип:отряд", {"TS-003", "TS-004", "TS-005"}),
    ("flags>=2", "флаги>=2", {"TS-004"}),
    ("flags=0 type:unit", "флаги=0 тип:отряд", {"TS-002", "TS-005"}),
    ("fp>3", "огонь>3", {"TS-003"}),
    ("as>=6", "штурм>=6", {"TS-004"}),
    ("speed>=3", "скорость>=3", {"TS-002", "TS-005"}),
    ("armor<=1", "броня<=1", {"TS-005"}),
    ("armor>4", "броня>4", {"TS-003", "TS-006"}),
    ("die:6", "кубик:6", {"TS-004"}),
    ("die<2", "кубик<2", {"TS-003"}),
    ("die!=3 type:unit", "кубик!=3 тип:отряд", {"TS-002", "TS-003", "TS-004", "TS-005"}),
    ("cmd:wa", "кс:ва", {"TS-003", "TS-004", "TS-007"}),
    ("cmd:e", "кс:с", {"TS-006"}),
    ("kw:infantry", "кл:пехота", {"TS-001", "TS-004", "TS-005"}),
    ('kw:"counter-attack"', "кл:контратака", {"TS-003"}),
    ("set:ts type:ship", "набор:TS тип:корабль", {"TS-007"}),
    ("rarity:rare", "редкость:редкая", {"TS-003"}),
    ("rarity>=rare", "редкость>=редкая", {"TS-003", "TS-004"}),
    ("is:unique", "это:уникальный", {"TS-004"}),
    ("is:flagless", "это:бесфлаговый", {"TS-002", "TS-005"}),
    ("planet:prospero", "планета:просперо", {"SEC-001"}),
    ("req>=3", "требование>=3", {"SEC-001"}),
])
def test_every_filter_works_in_both_languages(db, en, ru, expected):
    assert idset(db, en) == expected
    assert idset(db, ru) == expected


def test_free_words_match_names_keywords_and_text_in_both_languages_by_prefix(db):
    assert idset(db, "tact") == {"TS-001"}
    assert idset(db, "ТАКТ") == {"TS-001"}
    assert idset(db, "мотоцикл") == {"TS-002"}  # a keyword
    assert idset(db, "discards") == {"TS-004"}  # ability text
    assert idset(db, "сбрасывает") == {"TS-004"}
    assert idset(db, "draw") == {"TS-007"}  # ability and command text


def test_yo_is_folded_to_ye(db):
    assert idset(db, "ежик") == {"TS-005"}
    assert idset(db, "Ёжик") == {"TS-005"}


def test_quoted_phrases_match_words_in_order(db):
    assert idset(db, '"tactical squad"') == {"TS-001"}
    assert idset(db, '"squad tactical"') == set()


def test_negation_or_and_parentheses(db):
    assert idset(db, "type:unit -side:loyalist -side:traitor") == {"TS-005"}
    assert idset(db, "die:1 or die:6") == {"TS-003", "TS-004"}
    assert idset(db, "кубик:1 или кубик:6") == {"TS-003", "TS-004"}
    assert idset(db, "(die:1 or die:6) kw:infantry") == {"TS-004"}
    assert idset(db, "-(type:unit or type:sector)") == {"TS-006", "TS-007"}


def test_negating_a_stat_filter_keeps_cards_without_that_stat(db):
    assert idset(db, "-fp>=3") == {"TS-002", "TS-005", "TS-006", "TS-007", "SEC-001"}


def test_results_sort_by_name_by_default_and_order_changes_it(db):
    names = [r.name_en for r in db.search("type:unit")]
    assert names == sorted(names, key=str.casefold)
    ru = [r.name_ru for r in db.search("type:unit", lang="ru")]
    assert ru == sorted(ru, key=lambda s: s.casefold().replace("ё", "е"))
    assert ids(db, "type:unit order:-speed")[:2] == ["TS-005", "TS-002"]
    assert ids(db, "type:unit порядок:броня")[0] == "TS-005"
    # cards without the stat go last whatever the direction
    assert set(ids(db, "order:fp")[-3:]) == {"TS-006", "TS-007", "SEC-001"}
    assert set(ids(db, "order:-fp")[-3:]) == {"TS-006", "TS-007", "SEC-001"}


def test_an_empty_query_returns_every_card(db):
    assert len(ids(db, "")) == 8


@pytest.mark.parametrize("query, column, words", [
    ("fp>x", 4, "whole number"),
    ("type:", 6, "needs a value"),
    ("(type:unit", 11, "parenthesis"),
    ("type:unit)", 10, "closing parenthesis"),
    ('"tactical', 1, "quoted phrase"),
    ("colour:red", 1, "unknown field"),
    ("type:spaceship", 6, "unknown type"),
    ("die:1 or", 9, "'or'"),
    ("tactical -", 11, "'-'"),
    ("-(order:fp)", 3, "order"),
    ("order:colour", 1, "cannot order"),
    ("type>unit", 1, "can only be compared"),
    ("rarity:mythic", 8, "unknown rarity"),
    ("is:shiny", 4, "unknown is"),
    ("side:loyalist fp>>3", 18, "whole number"),     # the bad value, not the start of its term
])
def test_a_malformed_query_gets_one_message_with_its_column(db, query, column, words):
    with pytest.raises(QueryError) as info:
        db.search(query)
    assert info.value.column == column
    assert words in info.value.message


def test_user_text_never_becomes_sql(db):
    hostile = ["'; DROP TABLE cards; --", 'kw:"x\' OR 1=1 --"', "set:TS'--", 'name:"a*" NEAR']
    for q in hostile:
        try:
            db.search(q)
        except QueryError:
            pass
    assert len(ids(db, "")) == 8
    assert idset(db, 'kw:"x\' OR 1=1 --"') == set()


def test_search_ids_and_rows_for_agree_with_search(db):
    for q in ["", "type:unit order:-fp", "kw:пехота", "tact or abaddon"]:
        rows = db.search(q, lang="ru")
        assert db.search_ids(q, lang="ru") == [r.id for r in rows]
        assert db.rows_for([r.id for r in rows]) == rows


def test_quotation_marks_do_not_decide_the_order_of_names():
    from heresy_app.cards.db import CardDB
    from heresy_app.cards.textfold import sort_key

    names = [r.name_ru for r in CardDB().search("type:ship", lang="ru")]
    assert any(n.startswith("«") for n in names), "the pool names some ships in quotes"
    assert names == sorted(names, key=sort_key)
    assert not names[0].startswith("«") or sort_key(names[0]) <= sort_key(names[1])
    assert sort_key("«Мстительный дух»") > sort_key("Абаддон")
