"""Search answers real player questions: the right section comes first."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from heresy_app import rules
from heresy_app.rules.question import fts_query

QUESTIONS = [
    # Russian
    ("можно ли стрелять повёрнутым отрядом", "ru", "battle.shooting"),
    ("кто выбирает планету", "ru", "setup.planet"),
    ("сколько карт в командной руке", "ru", "battle.command-hand"),
    ("что такое прорыв", "ru", "battle.assault.overrun"),
    ("можно ли штурмовать корабль", "ru", "ships.no-attack"),
    ("кто может блокировать стрельбу", "ru", "battle.blocking"),
    ("что значит неограниченно", "ru", "term.unlimited"),
    ("сколько копий одной карты можно положить в колоду", "ru", "deck.size"),
    ("когда разыгрываются события", "ru", "abilities.event"),
    ("что происходит при отступлении", "ru", "battle.retreat"),
    ("как захватить сектор", "ru", "resolution.capture"),
    ("кто атакует, а кто защищается", "ru", "setup.attacker"),
    ("что будет, если колода закончилась", "ru", "deck.empty"),
    ("контратака при штурме", "ru", "term.counter-attack"),
    ("как работает специальный штурм", "ru", "battle.special-assault"),
    ("когда разворачиваются корабли", "ru", "ships.ready"),
    ("две одинаковые уникальные карты в одном секторе", "ru", "term.unique"),
    ("как пройти тест", "ru", "rolls.test"),
    # English
    ("overrun after destroying an asset", "en", "battle.assault.overrun"),
    ("what does Unlimited mean", "en", "term.unlimited"),
    ("can a ship be assaulted", "en", "ships.no-attack"),
    ("can a locked unit shoot", "en", "battle.shooting"),
    ("who chooses attacker or defender", "en", "setup.attacker"),
    ("how many cards in a deck", "en", "deck.size"),
    ("which units can block an assault", "en", "battle.blocking"),
    ("what happens when both players pass", "en", "battle.pass"),
    ("how do I win the game", "en", "end.victory"),
    ("nobody captured a sector after turn four", "en", "end.turn-four"),
    ("first wave deployment", "en", "deployment.first-wave"),
    ("rolling when my deck is empty", "en", "rolls.empty-deck"),
    ("in which order do I pay ability costs", "en", "abilities.cost"),
    ("when can I play a modifier", "en", "abilities.modifier"),
    ("does versus apply when I am attacked", "en", "term.versus"),
    ("what is a flagless unit", "en", "term.flagless"),
    ("does damage carry over to the next war action", "en", "battle.damage"),
    ("where do ships go during preparation", "en", "ships.fleet"),
    # the program's clarifications (where the rulebook is silent)
    ("what happens when a deck runs out", "en", "deck.empty"),
    ("how many war actions can a battle have", "en", "battle.combat.limit"),
    ("сколько военных акций может быть в бою", "ru", "battle.combat.limit"),
    ("which copy of a unique card stays", "en", "term.unique.which-stays"),
    ("какая копия уникальной карты остаётся в секторе", "ru", "term.unique.which-stays"),
    ("what number can I choose for X", "en", "term.x.free-range"),
    ("какое число можно выбрать за Х", "ru", "term.x.free-range"),
    ("can I react to my opponent's roll", "en", "rolls.reactions"),
    ("реакция на бросок противника", "ru", "rolls.reactions"),
    ("in which order are during preparation abilities carried out", "en", "battle.preparation.abilities"),
    ("в каком порядке выполняются способности во время подготовки", "ru", "battle.preparation.abilities"),
    ("when does a played command card go to the discard pile", "en", "battle.wa-card.discard"),
    ("когда сыгранная карта уходит в сброс", "ru", "battle.wa-card.discard"),
    ("do destroyed reactions trigger when a player retreats", "en", "battle.retreat.reactions"),
    ("срабатывают ли реакции на уничтожение при отступлении", "ru", "battle.retreat.reactions"),
    ("can I shoot my own unit", "en", "battle.targets"),
    ("можно ли стрелять по своему отряду", "ru", "battle.targets"),
    ("does destroy one enemy card hit a ship", "en", "ships.not-cards"),
    ("может ли способность уничтожить корабль как карту", "ru", "ships.not-cards"),
    ("attacking unit destroyed by a reaction before the block", "en", "term.destroy.early"),
    ("атакующий отряд уничтожен реакцией до блока", "ru", "term.destroy.early"),
    ("an ability makes my unit charge", "en", "battle.charge.by-ability"),
    ("способность заставляет отряд наступать", "ru", "battle.charge.by-ability"),
    ("can armor go below zero", "en", "cards.stats.minimum"),
    ("может ли броня стать отрицательной", "ru", "cards.stats.minimum"),
    ("shuffle the deck after searching it", "en", "term.infiltrate.search"),
    ("the game can no longer change with both decks empty", "en", "end.stalemate"),
    ("ничья, когда ничего не может измениться", "ru", "end.stalemate"),
    ("does an event of a card in another sector resolve", "en", "resolution.events.in-play"),
    ("выполняется ли событие карты в другом секторе", "ru", "resolution.events.in-play"),
    ("a hand of six when I already hold cards", "en", "term.hand.draw-six"),
    ("рука из шести, если карты уже в руке", "ru", "term.hand.draw-six"),
    ("перемешать колоду после поиска", "ru", "term.infiltrate.search"),
]


# Issue 28 made the search retrieval (lemmas, stems, each section's own questions) instead of a
# table of phrases fitted to these questions; four of them now find their section second, each
# for a reason of its own, and are held to the top three (the rest still to the first place):
SECOND_SINCE_ISSUE_28 = {
    # the question names two titles, "Blocking" and "Assault"; which one it asks about is in its syntax
    "which units can block an assault",
    # "during preparation" is the whole title of the preparation abilities' section
    "where do ships go during preparation",
    # «выбрать» and «выбор» are two words to the analyser (and to the root it shares), so the
    # parent section «Х», whose questions say «выбрать», comes first
    "какое число можно выбрать за Х",
    # «захватить» is a word of the title «Что происходит с картами в захваченном секторе»; «Захват
    # сектора» shares only its root
    "как захватить сектор",
}


@pytest.mark.parametrize("question, lang, expected", QUESTIONS, ids=[q for q, _, _ in QUESTIONS])
def test_question_finds_its_section_first(question, lang, expected):
    hits = rules.search(question, lang=lang)
    assert hits, f"no result for {question!r}"
    if question in SECOND_SINCE_ISSUE_28:
        assert expected in [h.id for h in hits[:3]], [h.id for h in hits[:5]]
    else:
        assert hits[0].id == expected, [h.id for h in hits[:5]]


def test_the_questions_held_to_the_top_three_are_few():
    assert SECOND_SINCE_ISSUE_28 <= {q for q, _, _ in QUESTIONS}
    assert len(SECOND_SINCE_ISSUE_28) <= 4


def test_question_table_is_balanced_and_valid():
    ids = set(rules.section_ids())
    assert sum(1 for _, lang, _ in QUESTIONS if lang == "ru") >= 15
    assert sum(1 for _, lang, _ in QUESTIONS if lang == "en") >= 15
    assert all(expected in ids for _, _, expected in QUESTIONS)


def test_every_new_decision_of_ours_is_asked_in_both_languages():
    new = ["battle.combat.limit", "term.unique.which-stays", "term.x.free-range", "rolls.reactions",
           "battle.preparation.abilities", "battle.wa-card.discard", "battle.retreat.reactions",
           "battle.targets", "ships.not-cards", "term.destroy.early", "battle.charge.by-ability",
           "cards.stats.minimum", "term.infiltrate.search"]
    ours = set(rules.ours_ids())
    for sid in new:
        assert sid in ours, sid
        assert {lang for _, lang, expected in QUESTIONS if expected == sid} == {"en", "ru"}, sid


def test_search_without_language_finds_russian_questions_in_russian():
    hits = rules.search("повёрнутым отрядом стрелять")
    assert hits and hits[0].lang == "ru"


def test_yo_is_folded_both_ways():
    with_yo = [h.id for h in rules.search("повёрнутый", lang="ru")]
    without = [h.id for h in rules.search("повернутый", lang="ru")]
    assert with_yo == without and "positions.locked" in with_yo


def test_search_is_case_insensitive():
    assert [h.id for h in rules.search("OVERRUN")] == [h.id for h in rules.search("overrun")]


def test_russian_word_forms_match():
    # "прорывом" is not written anywhere as such, but the section on overrun is found
    assert rules.search("прорывом", lang="ru")[0].id == "battle.assault.overrun"


def test_snippet_highlights_the_matched_words():
    hit = rules.search("blocking speed", lang="en")[0]
    assert hit.highlights
    marked = hit.snippet_marked()
    for start, end in hit.highlights:
        assert hit.snippet[start:end].lower().startswith(("block", "speed"))
    assert "[" in marked and "]" in marked
    html = hit.snippet_html()
    assert "<b>" in html and "</b>" in html


def test_snippet_html_escapes_text():
    hit = rules.Hit(id="x", title="t", snippet="a <b> & c", lang="en", highlights=[(6, 7)])
    assert hit.snippet_html() == "a &lt;b&gt; <b>&amp;</b> c"


def test_limit_and_language_filter():
    hits = rules.search("отряд", lang="ru", limit=3)
    assert len(hits) == 3 and all(h.lang == "ru" for h in hits)
    assert all(h.lang == "en" for h in rules.search("unit", lang="en"))


def test_no_duplicate_ids_when_searching_both_languages():
    ids = [h.id for h in rules.search("unit отряд", limit=50)]
    assert len(ids) == len(set(ids))


@pytest.mark.parametrize(
    "query",
    ['"', '""', "(", ")", "*", "AND", "OR", "NOT", "NEAR(a b)", 'a" OR "b', "title:unit", "^unit",
     "unit*", "-unit", "{unit}", "'; DROP TABLE rules_fts; --", "\x00", "   ", "", "😀", "a AND (b OR"],
)
def test_fts_syntax_in_the_query_never_raises(query):
    hits = rules.search(query)
    assert isinstance(hits, list)


def test_query_words_become_quoted_prefix_terms():
    assert fts_query('NEAR(unit "block")') == '"near"* OR "unit"* OR "block"*'
    assert fts_query("()*") is None


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=60))
def test_any_text_is_a_safe_query(text):
    assert isinstance(rules.search(text, limit=3), list)


def test_unknown_language_is_rejected():
    with pytest.raises(ValueError):
        rules.search("unit", lang="de")


def test_snippets_never_start_or_end_inside_a_word():
    from heresy_app.rules.store import reference

    ref = reference()
    checked = 0
    for query, lang in [("можно ли стрелять повёрнутым отрядом", "ru"), ("overrun asset destroyed", "en"),
                        ("способность ВА повёрнута", "ru"), ("tactics window", "en")]:
        for hit in rules.search(query, lang=lang, limit=30):
            section = ref.get(hit.id, lang)
            sources = [" ".join(ref.plain_body(section, bullet="• ").split()),
                       " ".join(ref.plain_examples(section).split())]
            text = hit.snippet.removeprefix("… ").removesuffix(" …")
            source = next(src for src in sources if text in src)
            start = source.index(text)
            end = start + len(text)
            assert start == 0 or not source[start - 1].isalnum(), (hit.id, hit.snippet)
            assert end == len(source) or not source[end].isalnum(), (hit.id, hit.snippet)
            checked += 1
    assert checked > 20


def test_a_snippets_places_are_read_from_the_runs_of_whitespace_as_the_whole_map_reads_them():
    """The matched words' places in the whitespace-collapsed snippet are read from the text's runs of
    whitespace (seventeenth round's speed step), the same as the character-by-character map: over
    every section's body and examples and random texts of letters, spaces, tabs and line breaks."""
    import importlib
    import random

    from heresy_app.rules import snippets

    search_module = importlib.import_module("heresy_app.rules.search")
    texts = [t for fields in search_module._index().words.values() for t, _ in fields.values()]
    rnd = random.Random(17)
    texts += ["", " ", "a", "  a  b ", "\n\nx\t y  \n"]
    texts += ["".join(rnd.choice("ab \n\t") for _ in range(rnd.randint(0, 14))) for _ in range(2000)]
    for original in texts:
        assert snippets.collapsed_at(original, list(range(len(original)))) \
            == snippets.collapse_map(original), repr(original)


def test_a_russian_title_word_is_said_by_the_form_its_sections_aliases_spell_out():
    """«Стрельба» and «стрелять» part at six letters of their Snowball stems (стрельб / стреля), so a
    question asking «можно стрелять?» said none of the title «Стрельба»; an alias of a section sharing
    the title word's first five letters is read as that word's form (seventeenth round): the title is
    said, and the section asked about leads the one describing the setting."""
    import importlib

    search_module = importlib.import_module("heresy_app.rules.search")
    forms = search_module._index().title_forms
    assert "стрелять" in forms["стрельба"]
    assert not any(k.isascii() for k in forms)      # English stems join a word's forms already
    assert rules.search("отряд уже наступает, ему можно стрелять?", lang="ru")[0].id == "battle.shooting"


def test_a_snippet_read_from_the_text_kept_flat_is_the_snippet_of_the_text_as_written():
    """The index keeps each section's text whitespace-collapsed with its words placed in it
    (snippets.flattened, made when the index is built); the snippet and highlights read from it are
    those of the text as written, for every section's body and examples and any subset of words."""
    import random

    from heresy_app.rules import analysis, snippets
    from heresy_app.rules.model import LANGS
    from heresy_app.rules.store import reference as ref_of

    ref = ref_of()
    rnd = random.Random(17)
    for lang in LANGS:
        for sid in ref.ids:
            section = ref.get(sid, lang)
            for original in (ref.plain_body(section, bullet="• "), ref.plain_examples(section)):
                tokens = analysis.tokens(original)
                flat, placed = snippets.flattened(original, tokens)
                wanted = {k for _s, _e, k, _r in tokens if rnd.random() < 0.2}
                assert snippets.snippet(flat, snippets.matched(placed, wanted), flat=True) \
                    == snippets.snippet(original, snippets.matched(tokens, wanted)), (sid, lang)
