"""The engine speaks both languages: every decision, question and log line has its words in English
and Russian; decisions have a notation read back; the registries and the rooms stay in order."""

from __future__ import annotations

import ast
import random
import re
import string
from pathlib import Path

import pytest

from heresy_app.engine import describe, new_game, notation, parse, pool_deck
from heresy_app.engine.ai.valuation import COST_VALUES, EFFECT_VALUES
from heresy_app.engine.decisions import KINDS, NotationError
from heresy_app.engine.effects import COSTS, EFFECTS
from heresy_app.engine.events import DECISIONS, MESSAGES, QUESTIONS, render
from heresy_app.engine.terms import QUESTION_KINDS

ENGINE = Path(__file__).resolve().parents[2] / "heresy_app" / "engine"
CYRILLIC = re.compile(r"[А-Яа-яЁё]")


def _fields(template: str) -> set[str]:
    return {f for _, f, _, _ in string.Formatter().parse(template) if f}


@pytest.mark.parametrize("table", [MESSAGES, QUESTIONS, DECISIONS], ids=["messages", "questions", "decisions"])
def test_every_message_has_both_languages_with_the_same_arguments(table):
    for key, pair in table.items():
        assert isinstance(pair, tuple) and len(pair) == 2, key
        en, ru = pair
        assert en.strip() and ru.strip(), f"{key} lacks a language"
        assert CYRILLIC.search(ru) and not CYRILLIC.search(en), key
        assert _fields(en) == _fields(ru), f"{key}: {_fields(en)} != {_fields(ru)}"


def test_the_russian_says_war_action_as_the_rulebook_does():
    russian = " ".join(ru for _, ru in [*MESSAGES.values(), *QUESTIONS.values(), *DECISIONS.values()])
    assert "военная акция" in russian or "военную акцию" in russian
    assert "военное действие" not in russian and "военные действия" not in russian


def test_every_message_key_the_engine_logs_has_words_and_every_word_is_used():
    used = set()
    for path in ENGINE.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        used |= set(re.findall(r"\bnote\(\s*[^,()]+(?:\([^)]*\))?[^,()]*,\s*\"([a-z0-9.\-]+)\"", text))
        used |= set(re.findall(r"end_game\([^,]+,\s*[^,]+,\s*\"([a-z0-9.\-]+)\"", text))
        used |= set(re.findall(r"\"(blocks\.[a-z]+)\"", text))
    assert used, "the scan found no log call"
    assert used - set(MESSAGES) == set()
    assert set(MESSAGES) - used == set()


def test_every_question_kind_and_decision_kind_has_words():
    assert set(QUESTION_KINDS) <= set(QUESTIONS)
    words = {k.split(".")[0] for k in DECISIONS}
    assert set(KINDS) <= words


def test_every_effect_and_cost_has_a_valuation():
    assert set(EFFECT_VALUES) == set(EFFECTS)
    assert set(COST_VALUES) == set(COSTS)


def _games(n):
    a, b = pool_deck("loyalist"), pool_deck("traitor")
    for seed in range(n):
        g = new_game(a, b, 7000 + seed)
        rng = random.Random(seed)
        yield g, rng


# The arguments that name a card (decisions.KINDS' roles, the log events' and the questions' keys).
CARD_ROLES = frozenset({"unit", "target", "card", "blocker"})


def _said(g, role, value):
    """What a sentence says for one argument: a card's printed name, anything else as it is."""
    if role in CARD_ROLES and isinstance(value, int) and not isinstance(value, bool) and 0 <= value < len(g.tpl):
        return g.tpl[value].name
    return repr(value)


def _shape(g, kind, pairs):
    return (kind, *((role, _said(g, role, value)) for role, value in pairs))


def test_in_200_random_games_every_decision_question_and_log_line_has_words_in_both_languages():
    # 200 games are played, and every decision, question and log event of them is looked at; each is put
    # into words in both languages the first time its kind is seen with those cards and those values (a
    # decision "shoot" by this unit at that one, an event "battle.damage" of this card for 2): the same
    # sentence about the same printed cards again adds nothing. (Until session 13 every decision of a
    # random quarter of the steps and every log line was rendered: 48,000 decisions, most of them the same
    # sentence again; now each distinct one of every step, about a tenth of the work.) The rare kinds appear
    # late (the last two decision kinds and two event keys only after game 100), so the games stay 200.
    seen: set = set()
    described = events = asked = decisions = 0
    kinds = set()
    for g, rng in _games(200):
        while not g.is_over:
            legal = g.legal_decisions()
            decisions += len(legal)
            q = g.question()
            shape = ("?", *_shape(g, q.kind, q.about.items()))
            if shape not in seen:
                seen.add(shape)
                assert q.text(g, "en") and CYRILLIC.search(q.text(g, "ru")), q
                asked += 1
            for d in legal:
                kind = KINDS.get(d[0])
                roles = (kind.args if kind is not None else ()) + ("",) * len(d)
                shape = ("!", *_shape(g, d[0], zip(roles, d[1:], strict=False)))
                if shape in seen:
                    continue
                seen.add(shape)
                en, ru = describe(g, d, "en"), describe(g, d, "ru")
                assert en.strip() and CYRILLIC.search(ru), (d, en, ru)
                assert parse(notation(d)) == d
                kinds.add(d[0])
                described += 1
            g.apply(legal[rng.randrange(len(legal))])
        for e in g.log:
            shape = ("log", e.rule, *_shape(g, e.key, e.args.items()))
            if shape in seen:
                continue
            seen.add(shape)
            en, ru = render(g, e, "en"), render(g, e, "ru")
            assert en and CYRILLIC.search(ru), (e.rule, en, ru)
            events += 1
    assert decisions > 100_000 and described > 500 and events > 1_000 and asked > 500, (decisions, described, events, asked)
    assert kinds >= set(KINDS) - {"planet"} or len(kinds) >= 15


def test_a_decision_names_its_cards_in_the_language_asked_for():
    g = new_game(pool_deck("loyalist"), pool_deck("traitor"), 3)
    rng = random.Random(3)
    while not any(d[0] == "shoot" for d in g.legal_decisions()):
        legal = g.legal_decisions()
        g.apply(legal[rng.randrange(len(legal))])
    d = next(d for d in g.legal_decisions() if d[0] == "shoot")
    u, t = g.tpl[d[1]], g.tpl[d[2]]
    assert describe(g, d, "en") == f"{u.name} [{d[1]}] shoots {t.name} [{d[2]}]"
    assert u.name_ru in describe(g, d, "ru") and t.name_ru in describe(g, d, "ru")
    assert describe(g, d, "ru").startswith("Стрельба")


def test_a_log_event_is_rules_id_key_and_arguments_rendered_on_demand():
    g = new_game(pool_deck("loyalist"), pool_deck("traitor"), 5)
    first = g.log[0]
    assert (first.rule, first.key) == ("setup.shuffle", "setup.shuffled") and first.args == {"seed": 5}
    assert render(g, first, "en") == "both decks are shuffled (seed 5)"
    assert render(g, first, "ru") == "обе колоды перетасованы (расклад 5)"


def test_the_log_off_changes_nothing_but_the_log():
    a, b = pool_deck("loyalist"), pool_deck("traitor")
    on, off = new_game(a, b, 11), new_game(a, b, 11, log=False)
    rng1, rng2 = random.Random(1), random.Random(1)
    while not on.is_over:
        l1, l2 = on.legal_decisions(), off.legal_decisions()
        assert l1 == l2
        on.apply(l1[rng1.randrange(len(l1))])
        off.apply(l2[rng2.randrange(len(l2))])
    assert off.is_over and off.winner == on.winner and off.log == [] and on.log


@pytest.mark.parametrize("text,why", [("", "empty"), ("fly #3", "not a decision kind"),
                                      ("shoot #3", "takes 2 argument"), ("shoot 3 #4", "not a card"),
                                      ("play #3 first", "not an ability"), ("x four", "not a number")])
def test_bad_notation_says_what_is_wrong(text, why):
    with pytest.raises(NotationError, match=why):
        parse(text)


def test_notation_reads_labels_in_scenarios():
    assert parse("block tac", labels={"tac": 7}) == ("block", 7)
    assert parse("play card cmd", labels={"card": 2}) == ("play", 2, -1)


# ---------------------------------------------------------------------- the rooms

# each room may import only rooms listed before it (the rulebook's nesting, inner first); an import
# under ``if TYPE_CHECKING:`` (a name for an annotation, never run) is no arrow
ROOMS = ["shapes", "terms", "citations", "sector_words", "seen_words", "name_grammar", "versus_words", "events", "decisions",
         "state", "stat_rows", "measures", "roll_tests", "targets", "cost_destroy", "versus_cards", "x_values", "rule_changes",
         "restrictions", "entering", "card_effects", "bends", "flag_effects", "restriction_effects", "role_effects",
         "roll_constants", "roll_effects", "cancel", "sequels", "cost_pays", "effects", "catalog", "manual", "offers",
         "use_steps", "may_play", "plays", "sector_texts", "instead", "blocking", "combat", "battle", "turn", "game",
         "observation", "replay", "play", "scenario", "ai", "simulate"]


def _type_only(tree: ast.AST) -> set[int]:
    """The ids of the nodes under ``if TYPE_CHECKING:`` (read by the type checker alone)."""
    out: set[int] = set()
    for node in ast.walk(tree):
        test = node.test if isinstance(node, ast.If) else None
        if (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
                isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"):
            out |= {id(n) for stmt in node.body for n in ast.walk(stmt)}
    return out


def _engine_imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    out = set()
    skip = _type_only(tree)
    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        if isinstance(node, ast.ImportFrom) and node.module:
            mod = node.module
            if mod == "heresy_app.engine":
                out |= {a.name for a in node.names}
            elif mod.startswith("heresy_app.engine."):
                out.add(mod.split(".")[2])
        elif isinstance(node, ast.Import):
            for a in node.names:
                if a.name.startswith("heresy_app.engine."):
                    out.add(a.name.split(".")[2])
    return out


def test_engine_rooms_import_inward_only():
    for path in sorted(ENGINE.rglob("*.py")):
        if path.name == "__init__.py" and path.parent == ENGINE:
            continue
        room = "ai" if "ai" in path.relative_to(ENGINE).parts[:-1] else path.stem   # ai/ and its packages
        rank = ROOMS.index(room)
        for other in _engine_imports(path) - {room}:
            assert other in ROOMS, f"{path.name} imports {other}, which is no room of the list"
            assert ROOMS.index(other) < rank, f"{path.relative_to(ENGINE)} ({room}) imports {other}: outward"


def test_an_import_for_annotations_only_is_no_arrow_but_any_other_import_is(tmp_path):
    """``if TYPE_CHECKING:`` imports (an inner room naming an outer room's class in an annotation)
    are not run, so they are no arrow; the same import anywhere else, its else branch included, is."""
    path = tmp_path / "room.py"
    path.write_text("from typing import TYPE_CHECKING\nimport typing\n"
                    "if TYPE_CHECKING:\n    from heresy_app.engine.plays import AbilityFrame\n"
                    "else:\n    from heresy_app.engine.combat import AttackFrame\n"
                    "if typing.TYPE_CHECKING:\n    import heresy_app.engine.turn\n"
                    "def f():\n    from heresy_app.engine.battle import BattleFrame\n", encoding="utf-8")
    assert _engine_imports(path) == {"combat", "battle"}


def test_engine_modules_stay_small_and_import_neither_qt_nor_decks_nor_anyones_private_names():
    for path in ENGINE.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert len(text.splitlines()) <= 700, f"{path.name} has grown past the size of one room"
        for node in ast.walk(ast.parse(text)):
            names = ([node.module or ""] if isinstance(node, ast.ImportFrom)
                     else [a.name for a in node.names] if isinstance(node, ast.Import) else [])
            for mod in names:
                assert not mod.startswith(("PySide6", "heresy_app.decks", "heresy_app.ui")), f"{path.name}: {mod}"
            if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("heresy_app"):
                assert not any(a.name.startswith("_") for a in node.names), f"{path.name}: {node.module}"


def test_a_decision_told_to_the_other_player_hides_the_cards_they_may_not_see():
    g = new_game(pool_deck("loyalist"), pool_deck("traitor"), 3)
    rng = random.Random(3)
    while not any(d[0] == "deploy" for d in g.legal_decisions()):
        legal = g.legal_decisions()
        g.apply(legal[rng.randrange(len(legal))])
    d = next(d for d in g.legal_decisions() if d[0] == "deploy")
    mover = g.current_player
    name = g.tpl[d[1]].name
    assert name in describe(g, d, "en", viewer=mover)
    assert name not in describe(g, d, "en", viewer=1 - mover) and "a card" in describe(g, d, "en", viewer=1 - mover)
    assert "карту" in describe(g, d, "ru", viewer=1 - mover)


def test_english_log_counts_its_words():
    """No "card(s)" in the log: the catalog's plural forms count the word (issue 17, section 5),
    a signed count with its sign ("-2 flags", "+1 flag")."""
    from heresy_app.engine.events import MESSAGES, _template, fill

    def said(key, **args):
        return fill(_template(MESSAGES, key, "en", args), **args)

    assert said("draw", player="P1", count=1) == "P1 draws 1 card"
    assert said("draw", player="P1", count=6) == "P1 draws 6 cards"
    assert said("flags.extra", player="P1", n=-2) == "P1 gets -2 flags in this battle"
    assert said("flags.extra", player="P1", n=1) == "P1 gets +1 flag in this battle"
    assert said("flags.extra", player="P1", n=-1) == "P1 gets -1 flag in this battle"
    assert not [key for key, (en, _ru) in MESSAGES.items() if "(s)" in en]


def test_an_effects_pick_says_what_the_card_is_chosen_for():
    # Mechanicum Ark's "Infiltrate a Vehicle unit from your hand" asks for its card as the war action is
    # announced: the question says it is a card to bring in from the hand, not just "resolve effects"
    from heresy_app.engine.events import question_text
    from heresy_app.engine.scenario import build, load_scenario

    path = Path(__file__).resolve().parents[1] / "scenarios" / (
        "ruling_mechanicum_ark_chooses_the_vehicle_before_it_is_locked.toml")
    g, labels = build(load_scenario(path))
    g.apply(next(d for d in g.legal_decisions() if d[0] == "play" and d[1] == labels["ark"]))
    q = g.question()
    assert q.kind == "effect_pick"
    assert question_text(g, q, "en") == "infiltrate: choose the card to bring in from your hand"
    assert question_text(g, q, "ru") == "внедрение: выберите карту, которую ввести в игру из руки"


@pytest.mark.parametrize("table", [MESSAGES, QUESTIONS, DECISIONS], ids=["messages", "questions", "decisions"])
def test_lock_is_the_rulebooks_turn_in_russian_never_blocked(table):
    """A locked card (a sector card too) is «повёрнут»: the rulebook's word (GLOSSARY), never
    «заблокирован», which a player reads as "blocked"."""
    lock = re.compile(r"\block(?:s|ed|ing)?\b", re.IGNORECASE)
    wrong = {k: ru for k, (en, ru) in table.items() if lock.search(en) and "заблок" in ru.lower()}
    assert not wrong, wrong
    turned = {k: ru for k, (en, ru) in table.items() if lock.search(en) and not re.search("поверн|повёрн|поворач", ru.lower())}
    assert not turned, turned


def test_the_compiled_spec_cache_stays_bounded_and_right():
    """targets._compile_spec caches by the spec's id; a caller that builds a new dict each time must
    not grow it for ever, and a spec met again after the cache was emptied is compiled anew."""
    from heresy_app.engine import targets

    first = {"owner": "enemy", "types": ["unit"]}
    for i in range(targets.SPEC_CACHE_MAX * 2 + 10):
        targets._compile_spec({"owner": "own", "types": ["asset"], "filters": [{"f": i}]})
    assert len(targets._SPEC_CACHE) <= targets.SPEC_CACHE_MAX
    assert targets._compile_spec(first)[0] == targets._compile_spec(dict(first))[0]


def _catalog_variables(lang: str) -> dict[str, set[str]]:
    """Each message of ``lang``'s own catalog files and the variables it uses (its attributes' too)."""
    from fluent.syntax import FluentParser, ast, visitor

    from heresy_app.i18n import catalog_files

    class Variables(visitor.Visitor):
        def __init__(self):
            super().__init__()
            self.found: set[str] = set()

        def visit_VariableReference(self, node):
            self.found.add(node.id.name)

    out = {}
    for path in catalog_files(lang):
        for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, ast.Message):
                v = Variables()
                v.visit(entry)
                out[entry.id.name] = v.found
    return out


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_engine_sentence_is_in_each_languages_own_catalog_with_the_same_variables(lang):
    """The engine's words live only in the catalog: every log message, question, decision and word
    it names is in each shipped language's own files (not taken from English), with the variables
    the English one has; the tables the engine reads are views of it."""
    from heresy_app.engine.events import _ident

    english, own = _catalog_variables("en"), _catalog_variables(lang)
    ids = [_ident(t.prefix, k) for t in (MESSAGES, QUESTIONS, DECISIONS) for k in t]
    ids += [m for m in english if m.startswith(("engine-word-", "log-", "seen-", "versus-", "decision-unread", "ai-level-"))]
    assert len(ids) > 380
    missing = [m for m in ids if m not in own]
    assert not missing, f"not in {lang}'s catalog: {missing}"
    differ = {m: (english[m], own[m]) for m in ids if english[m] != own[m]}
    assert not differ, differ


def test_no_engine_module_holds_a_sentence_table():
    """No (English, Russian) pair of sentences is left in the engine's code: a third language is
    a catalog away (a tuple of two strings, the second in Cyrillic, is such a pair)."""
    pair = re.compile(r"\(\s*\"[^\"]*[a-z][^\"]*\",\s*\"[^\"]*[А-Яа-яЁё][^\"]*\"\s*\)")
    found = {p.name: len(pair.findall(p.read_text(encoding="utf-8")))
             for p in ENGINE.rglob("*.py") if pair.search(p.read_text(encoding="utf-8"))}
    assert found.keys() <= ALLOWED_PAIRS, found


#: engine modules whose (English, Russian) pairs are not sentences a player reads: a printed text
#: in a doctest (catalog.py), a keyword matched in both languages (state.py)
ALLOWED_PAIRS = {"catalog.py", "state.py"}
