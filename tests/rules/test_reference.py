"""The reference data hangs together: ids, links, glossary, keywords, rulings."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from heresy_app import rules
from heresy_app.rules import markup
from heresy_app.rules.store import read_toml
from heresy_app.rules.text import normalise

GLOSSARY_MD = Path("/work/shared/GLOSSARY.md")
ID_RE = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*$")

# Ids other packages may already cite: renaming one is a breaking change.
REQUIRED_IDS = [
    "battle.shooting", "battle.blocking", "battle.assault", "battle.assault.overrun",
    "battle.special-assault", "battle.tactics-window", "battle.charge", "battle.retreat",
    "battle.pass", "battle.wa-card", "battle.wa-ability", "battle.preparation",
    "battle.command-hand", "battle.damage", "abilities.procedure", "abilities.cost",
    "abilities.once-per-war-action", "term.unlimited", "term.counter-attack", "term.versus",
    "term.unique", "term.infiltrate", "term.flagless", "term.destroy", "term.x",
    "setup.attacker", "setup.planet", "deployment.first-wave", "deployment.regular",
    "resolution.capture", "resolution.events", "ships.fleet", "end.victory", "end.turn-four",
    "end.tied-sectors", "end.stalemate", "rolls.test", "rolls.empty-deck", "rolls.ties",
    "deck.size", "deck.empty",
]


def _raw(lang):
    return {e["id"]: e for e in read_toml(f"{lang}.toml")["section"]}


def test_english_and_russian_have_exactly_the_same_ids_as_the_outline():
    outline = [e["id"] for e in read_toml("sections.toml")["section"]]
    assert len(outline) == len(set(outline))
    assert set(_raw("en")) == set(outline) == set(_raw("ru"))
    assert rules.section_ids() == outline


def test_ids_are_dotted_lowercase_ascii():
    for sid in rules.section_ids():
        assert ID_RE.match(sid), sid


def test_ids_other_packages_cite_exist():
    ids = set(rules.section_ids())
    assert [sid for sid in REQUIRED_IDS if sid not in ids] == []


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_link_and_see_also_resolves(lang):
    ids = set(rules.section_ids())
    broken = []
    for section in rules.sections(lang):
        for text in [section.body, *section.examples]:
            broken += [f"{section.id} -> {t}" for t in markup.links(text) if t not in ids]
        broken += [f"{section.id} see_also {t}" for t in section.see_also if t not in ids]
        assert section.id not in section.see_also
    assert broken == []


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_section_has_a_title_and_a_body(lang):
    for section in rules.sections(lang):
        assert section.title.strip() and len(section.body) > 20, section.id


def test_russian_text_is_russian_and_english_is_english():
    cyr = re.compile(r"[а-яё]", re.I)
    for en, ru in zip(rules.sections("en"), rules.sections("ru"), strict=True):
        assert cyr.search(ru.title + ru.body), ru.id
        # English text carries no Cyrillic except the ability letters quoted on purpose
        assert len(cyr.findall(en.body)) <= 2, en.id
        assert len(en.examples) == len(ru.examples), en.id


def test_parents_and_children_form_a_tree_in_reading_order():
    ids = rules.section_ids()
    position = {sid: i for i, sid in enumerate(ids)}
    for sid in ids:
        section = rules.get_section(sid)
        if section.parent:
            assert sid in rules.get_section(section.parent).children
            assert position[section.parent] < position[sid]
        for child in section.children:
            assert rules.get_section(child).parent == sid


def test_clarifications_are_marked_and_cover_the_required_questions():
    clar = set(rules.clarification_ids())
    for sid in ["deck.empty", "rolls.empty-deck", "end.tied-sectors", "end.stalemate"]:
        assert sid in clar
        assert rules.get_section(sid, "ru").clarification
    assert "battle.shooting" not in clar
    # ties: most are the rulebook's (tests, damage, blocking, flags, the coin), so the section cites
    # it and marks what the program adds (the coin's generator, dice compared by card texts)
    for lang in ("en", "ru"):
        ties = rules.get_section("rolls.ties", lang)
        assert not ties.clarification and ties.rulebook and len(ties.additions) == 2


def test_the_stalemate_clarification_states_its_conditions_and_no_turn_limit():
    en, ru = rules.get_section("end.stalemate").body, rules.get_section("end.stalemate", "ru").body
    assert "both decks and both hands are empty" in en and "no card changed zone" in en
    assert "no capture can be reached at all" in en and "ten quiet turns in a row" in en
    assert "no other limit on the number of turns" in en and "the program's addition" in en
    assert "обе колоды и обе руки пусты" in ru and "ни одна карта не сменила зону" in ru
    assert "захват недостижим совсем" in ru and "десять тихих ходов подряд" in ru
    assert "Другого предела числа ходов нет" in ru and "дополнение программы" in ru
    assert "1" in rules.get_section("rolls.empty-deck").body


def test_get_section_unknown_id_raises_keyerror_with_suggestions():
    with pytest.raises(KeyError) as info:
        rules.get_section("battle.blockin")
    assert isinstance(info.value, rules.UnknownSection)
    assert "battle.blocking" in info.value.suggestions
    with pytest.raises(KeyError):
        rules.get_section("")


def test_get_section_in_both_languages():
    en = rules.get_section("battle.blocking", "en")
    ru = rules.get_section("battle.blocking", "ru")
    assert en.title == "Blocking" and ru.title == "Блокирование"
    assert en.see_also == ru.see_also and en.parent == ru.parent == "battle"
    with pytest.raises(ValueError):
        rules.get_section("battle.blocking", "fr")


def test_render_html_turns_links_into_rule_anchors():
    html = rules.render_html("battle.shooting", "en")
    assert '<a href="rule:battle.blocking">Blocking</a>' in html
    assert "[[" not in html and "**" not in html
    assert "<h2>Shooting</h2>" in html


def test_render_text_shows_ids_of_links_and_the_clarification_mark():
    text = rules.render_text("end.stalemate", "ru")
    assert "Уточнение" in text and "[end.turn-four]" in text


def test_markup_lists_and_paragraphs():
    html = markup.to_html("Intro line:\n- one **two**\n- [[x|three]]\n\n1. first\n2. second", lambda s: None)
    assert html.startswith("<p>Intro line:</p>")
    assert "<ul><li>one <b>two</b></li><li><a href=\"rule:x\">three</a></li></ul>" in html
    assert "<ol><li>first</li><li>second</li></ol>" in html
    assert markup.to_html("<script>", lambda s: None) == "<p>&lt;script&gt;</p>"


# ----------------------------------------------------------------------------- glossary

def test_every_glossary_term_resolves_to_a_section():
    ids = set(rules.section_ids())
    terms = rules.glossary()
    assert len({t.id for t in terms}) == len(terms)
    assert [t.id for t in terms if t.section not in ids] == []


def test_glossary_is_sorted_by_the_chosen_language():
    en = [normalise(t.en) for t in rules.glossary("en")]
    ru = [normalise(t.ru) for t in rules.glossary("ru")]
    assert en == sorted(en) and ru == sorted(ru)


def _glossary_md_terms() -> list[str]:
    """Both term columns of every table in GLOSSARY.md, split into single terms."""
    pieces: list[str] = []
    for line in GLOSSARY_MD.read_text(encoding="utf-8").splitlines():
        if not line.startswith("|") or set(line) <= set("|-: "):
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if cells[:2] == ["Russian", "English"]:
            continue
        for cell in cells[:2]:
            cell = re.sub(r"\([^)]*\)", " ", cell)
            for part in re.split(r"[/;,:=—]", cell):
                part = part.strip().strip('"“”«»').strip()
                if part:
                    pieces.append(part)
    return pieces


@pytest.mark.skipif(not GLOSSARY_MD.exists(), reason="shared/GLOSSARY.md is not available")
def test_every_glossary_md_term_is_covered():
    forms: set[str] = set()
    for term in rules.glossary():
        for form in [term.en, term.ru, *term.en_forms, *term.ru_forms]:
            forms.add(normalise(form))
    pieces = _glossary_md_terms()
    assert len(pieces) > 80  # the parser really read the tables

    def covered(piece: str) -> bool:
        key = normalise(piece)
        if key in forms:
            return True
        if len(key) < 3:
            return False
        return any(re.search(rf"(?<!\w){re.escape(key)}(?!\w)", f) for f in forms)

    assert [p for p in pieces if not covered(p)] == []


def test_term_lookup_both_languages():
    assert rules.term_for("командная рука").section == "battle.command-hand"
    assert rules.term_for("Fleet Area").section == "ships.fleet"
    assert rules.term_for("повёрнута").section == "positions.locked"
    assert rules.term_for("nonsense") is None


# ----------------------------------------------------------------------------- keywords

@pytest.mark.parametrize(
    "keyword, section",
    [
        ("Unique", "term.unique"), ("УНИКАЛЬНЫЙ", "term.unique"), ("уникальная", "term.unique"),
        ("Infiltrate", "term.infiltrate"), ("Внедрение", "term.infiltrate"),
        ("Counter-attack", "term.counter-attack"), ("counterattack", "term.counter-attack"),
        ("Контратака", "term.counter-attack"), ("контратакой", "term.counter-attack"),
        ("Unlimited.", "term.unlimited"), ("Неограниченно", "term.unlimited"),
        ("Versus Infantry", "term.versus"), ("против пехоты", "term.versus"),
        ("Flagless", "term.flagless"), ("Бесфлаговый", "term.flagless"),
        ("  ВА ", "abilities.wa"), ("Х", "term.x"),
    ],
)
def test_rule_for_keyword(keyword, section):
    assert rules.rule_for_keyword(keyword) == section


@pytest.mark.parametrize("keyword", ["Infantry", "Пехота", "", "   ", "---", "contra", None, 42])
def test_keywords_without_a_rule_give_none(keyword):
    assert rules.rule_for_keyword(keyword) is None


def test_keyword_sections_exist():
    ids = set(rules.section_ids())
    for entry in read_toml("keywords.toml")["keyword"]:
        assert entry["section"] in ids


def test_yo_is_folded_in_keywords():
    assert rules.rule_for_keyword("НЕОГРАНИЧЁННО") == "term.unlimited"


# ----------------------------------------------------------------------------- rulings

class _Ruling:
    def __init__(self, en, ru, sections):
        self.en, self.ru, self.sections = en, ru, sections


class _Name:
    en, ru = "Assault Squad", "Штурмовой отряд"


def test_rulings_for_section_from_an_explicit_iterable():
    items = [
        ("LO-002", _Name(), _Ruling("Its overrun may target an asset.", "Прорыв может целить в ресурс.",
                                    ["battle.assault.overrun"])),
        ("LO-001", "Tactical Squad", {"text": "Counts as infantry.", "sections": ["cards.keywords"]}),
        {"card_id": "TR-001", "card_name": "Berserkers", "text": "No overrun after an asset.",
         "sections": ["battle.assault.overrun"]},
        ("bad",),
        ("LO-003", "No sections", "a bare string ruling"),
    ]
    found = rules.rulings_for_section("battle.assault.overrun", items)
    assert [r.card_id for r in found] == ["LO-002", "TR-001"]
    assert found[0].localized("ru") == ("Штурмовой отряд", "Прорыв может целить в ресурс.")
    assert found[1].localized("ru") == ("Berserkers", "No overrun after an asset.")


def test_rulings_provider_hook_and_rendering():
    ruling = rules.CardRuling(card_id="LO-009", card_name="Bike Squad", text="Blocks shots from speed 2.",
                              sections=["battle.blocking"])
    rules.set_rulings_provider(lambda: [ruling])
    try:
        assert rules.rulings_for_section("battle.blocking") == [ruling]
        assert rules.rulings_for_section("battle.shooting") == []
        assert "Bike Squad" in rules.render_html("battle.blocking")
        assert "LO-009" in rules.render_text("battle.blocking")
    finally:
        rules.set_rulings_provider(None)
    assert rules.rulings_for_section("battle.blocking") == []


def test_a_broken_provider_does_not_break_the_reference():
    def boom():
        raise RuntimeError("database gone")

    rules.set_rulings_provider(boom)
    try:
        assert rules.rulings_for_section("battle.blocking") == []
        assert "Blocking" in rules.render_html("battle.blocking")
    finally:
        rules.set_rulings_provider(None)


def test_rulings_for_unknown_section_raises():
    with pytest.raises(KeyError):
        rules.rulings_for_section("no.such.section", [])
    with pytest.raises(TypeError):
        rules.set_rulings_provider("not callable")
