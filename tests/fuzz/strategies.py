"""Hypothesis strategies for every reader of the program: what a person (or a damaged disk) may
hand it. Each strategy mixes well-formed input, well-formed input damaged at random, and
hostile pieces the campaign of issue 16 found to matter (huge numbers, deep nesting, lone
surrogates, control characters, lone CRs, long cells, entity declarations)."""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

from hypothesis import strategies as st

REPO = Path(__file__).resolve().parents[2]

# pieces that broke a reader once, or could
NASTY = ["\x00", "\x01", "\x0b", "\r", "\r\n", "\u2028", "\x85", "\ufeff", "\ufffe", "\udfff", "\ud800",
         "9" * 50, "9" * 5000, "-1", "0", "1e999", "NaN", "inf", "-inf", "[" * 200, "{" * 200, '"', "\\",
         "'", "<", "&", "]]>", "<!ENTITY x 'y'>", "%", "$", "\t", " " * 40, "ё", "Ё", "ß", "İ", "\u0301",
         "𝔘", "😀", "٣", "IS-1", "IS-0001", "is-001", "SEC-004"]
SCALARS = [None, True, False, 0, 1, -1, 7, 999, 1000, 10 ** 30, 10 ** 60, 1.5, -0.0, "", " ", "x", "IS-001",
           "loyalist", "traitor", "\udfff", "\x01", "9" * 500, [], {}, [[]], {"": None}]


def text(max_size: int = 60) -> st.SearchStrategy[str]:
    """Any text, with surrogates and control characters now and then."""
    return st.one_of(st.text(max_size=max_size),
                     st.text(st.one_of(st.characters(), st.characters(categories=["Cs", "Cc", "Zl", "Zp"])),
                             max_size=max_size),
                     st.lists(st.sampled_from(NASTY), max_size=4).map("".join))


@st.composite
def damaged(draw, base: str, edits: int = 6) -> str:
    """``base`` with a few random edits: characters inserted, deleted, doubled or replaced."""
    s = base
    for _ in range(draw(st.integers(0, edits))):
        if not s:
            s = draw(text(10))
            continue
        i = draw(st.integers(0, len(s)))
        j = min(len(s), i + draw(st.integers(0, 40)))
        kind = draw(st.sampled_from(["insert", "delete", "double", "replace", "nasty"]))
        if kind == "insert":
            s = s[:i] + draw(text(12)) + s[i:]
        elif kind == "delete":
            s = s[:i] + s[j:]
        elif kind == "double":
            s = s[:j] + s[i:j] + s[j:]
        elif kind == "replace":
            s = s[:i] + draw(text(8)) + s[j:]
        else:
            s = s[:i] + draw(st.sampled_from(NASTY)) + s[i:]
    return s


def line_ends(body: st.SearchStrategy[list[str]]) -> st.SearchStrategy[str]:
    """Lines joined by LF, CR LF or a lone CR, with or without a byte-order mark."""
    return st.tuples(body, st.sampled_from(["\n", "\r\n", "\r"]), st.sampled_from(["", "\ufeff"])).map(
        lambda t: t[2] + t[1].join(t[0]))


def encoded(strategy: st.SearchStrategy[str]) -> st.SearchStrategy[bytes]:
    """Text as file bytes: UTF-8 (a lone surrogate kept as the bytes it would be), now and then
    another encoding or raw bytes."""
    return st.one_of(
        strategy.map(lambda s: s.encode("utf-8", "surrogatepass")),
        strategy.map(lambda s: s.encode("utf-8", "surrogatepass")),
        strategy.map(lambda s: s.encode("utf-16", "surrogatepass")),
        strategy.map(lambda s: s.encode("cp1251", "replace")),
        st.binary(max_size=300),
    )


# ------------------------------------------------------------------ what the card pool offers

@lru_cache(maxsize=1)
def pool() -> dict[str, list[str]]:
    from heresy_app.cards.db import CardDB

    db = CardDB(user=False)
    rows = db.search("")
    return {"ids": [r.id for r in rows], "names": [r.name_en for r in rows] + [r.name_ru for r in rows]}


def card_ref() -> st.SearchStrategy[str]:
    """How a deck names a card: an id, a name (either language), or something close to one."""
    return st.one_of(st.sampled_from(pool()["ids"]), st.sampled_from(pool()["names"]),
                     st.sampled_from(pool()["names"]).flatmap(lambda n: damaged(n, 2)), text(30))


def count() -> st.SearchStrategy[str]:
    return st.one_of(st.integers(0, 12).map(str), st.integers(-5, 10 ** 12).map(str),
                     st.text("0123456789", min_size=1, max_size=6000), st.sampled_from(["x", "", "4x", "1.5"]))


# ------------------------------------------------------------------ decks

def deck_text() -> st.SearchStrategy[str]:
    line = st.one_of(
        st.tuples(count(), st.sampled_from(["", "x", "x ", " ×", "х"]), card_ref()).map(
            lambda t: f"{t[0]}{t[1]} {t[2]}"),
        st.tuples(st.sampled_from(["side", "сторона", "name", "колода", "note", "sideboard", "SB"]),
                  st.sampled_from([": ", ":", " "]), text(20)).map(lambda t: f"# {t[0]}{t[1]}{t[2]}"),
        st.sampled_from(["", "#", "# sideboard", "SB: 1 Tactical Squad", "# side: loyalist", "# side: traitor"]),
        text(80),
    )
    well = line_ends(st.lists(line, max_size=30))
    return st.one_of(well, well.flatmap(lambda s: damaged(s)))


def deck_json_doc() -> st.SearchStrategy:
    card = st.fixed_dictionaries({}, optional={
        "id": st.one_of(st.sampled_from(pool()["ids"]), st.sampled_from(SCALARS), text(12)),
        "name": st.one_of(st.sampled_from(pool()["names"]), st.sampled_from(SCALARS), text(20)),
        "count": st.one_of(st.integers(-2, 12), st.sampled_from(SCALARS), st.integers(10 ** 40, 10 ** 50)),
    })
    return st.fixed_dictionaries(
        {"format": st.sampled_from(["heresy-deck", "heresy-deck", "deck", None, 1])},
        optional={"version": st.sampled_from([1, 1, 0, 2, 99, -1, "1", 1.0, None, True, 10 ** 60]),
                  "name": st.one_of(text(30), st.sampled_from(SCALARS)),
                  "side": st.sampled_from(["loyalist", "traitor", None, "none", "лоялисты", "x", 1, []]),
                  "notes": st.one_of(text(60), st.sampled_from(SCALARS)),
                  "cards": st.one_of(st.lists(st.one_of(card, st.sampled_from(SCALARS)), max_size=12),
                                     st.sampled_from(SCALARS)),
                  "sideboard": st.lists(card, max_size=3)})


def json_text(doc: st.SearchStrategy) -> st.SearchStrategy[str]:
    """A JSON document as text, sometimes damaged, sometimes wrapped very deep."""
    dumped = st.tuples(doc, st.booleans(), st.sampled_from([None, 1])).map(
        lambda t: json.dumps(t[0], ensure_ascii=t[1], indent=t[2]))
    return st.one_of(dumped, dumped, dumped.flatmap(lambda s: damaged(s)),
                     st.integers(1, 3000).map(lambda n: "[" * n + "]" * n),
                     st.recursive(st.sampled_from(SCALARS[:20]), lambda c: st.lists(c, max_size=3)
                                  | st.dictionaries(st.text(max_size=5), c, max_size=3), max_leaves=20).map(json.dumps))


def deck_json() -> st.SearchStrategy[str]:
    return json_text(deck_json_doc())


def deck_cod() -> st.SearchStrategy[str]:
    card = st.tuples(st.one_of(count(), st.just(None)), card_ref()).map(
        lambda t: f'<card{"" if t[0] is None else " number=" + json.dumps(t[0])} name={json.dumps(t[1])}/>')
    zone = st.tuples(st.sampled_from(["main", "side", "tokens", "", "x"]), st.lists(card, max_size=8)).map(
        lambda t: f'<zone name="{t[0]}">' + "".join(t[1]) + "</zone>")
    doc = st.tuples(st.sampled_from(['<?xml version="1.0" encoding="UTF-8"?>', "", '<?xml version="1.1"?>']),
                    st.sampled_from(["", "<!DOCTYPE d [<!ENTITY e SYSTEM 'file:///etc/passwd'>]>",
                                     "<!DOCTYPE d [<!ENTITY a 'aaaa'><!ENTITY b '&a;&a;&a;'>]>"]),
                    st.sampled_from(["cockatrice_deck", "cockatrice_deck", "deck"]),
                    text(20), text(60), st.lists(zone, max_size=3)).map(
        lambda t: f"{t[0]}{t[1]}<{t[2]} version=\"1\"><deckname>{t[3]}</deckname><comments>{t[4]}</comments>"
                  + "".join(t[5]) + f"</{t[2]}>")
    return st.one_of(doc, doc.flatmap(lambda s: damaged(s)))


# ------------------------------------------------------------------ the search and ability languages

QUERY_WORDS = ["type:unit", "тип:отряд", "fp>=3", "fp>", "as<2", "speed=1", "armor!=2", "kw:infantry",
               "кл:пехота", "side:loyalist", "is:unique", "is:user", "is:owned", "owned>=2", "order:-speed",
               "order:name", "name:\"tactical squad\"", "rarity>=rare", "die:6", "set:IS", "planet:prospero",
               "or", "или", "-", "(", ")", "\"", "tactical", "squad", "отряд", "x", "*", ":", ">=", "99999999999"]


def query() -> st.SearchStrategy[str]:
    words = st.lists(st.one_of(st.sampled_from(QUERY_WORDS), text(10)), max_size=12).map(" ".join)
    glued = st.lists(st.sampled_from(QUERY_WORDS + ["-", "(", ")"]), max_size=30).map("".join)
    deep = st.tuples(st.integers(1, 600), st.sampled_from(["-", "(", "(a or ", "-(", "(x "])).map(
        lambda t: t[1] * t[0] + "tactical" + ")" * (t[0] if "(" in t[1] else 0))
    return st.one_of(words, glued, deep, text(100))


ABILITY_WORDS = ["WA", "T", "R", "M", "A", "E", "ВА", "Т", "Р", "М", "Ш", "С", ":", "(", ")", "4+", "X+", "X",
                 "Lock this card", "Draw", "1", "2", "card", "cards", "Destroy", "one", "enemy", "unit", "units",
                 "gets", "+1", "-2", "armor", "firepower", "Unlimited", "When", "is destroyed", ",", ".", "=",
                 "its", "Возьми", "карту", "Уничтожь", "один", "вражеский", "отряд", "получает", "к броне",
                 "Поверни эту карту", "Без ограничений", "Когда"]


def ability_text() -> st.SearchStrategy[str]:
    from heresy_app.cards.db import CardDB

    printed = [a.en for c in CardDB(user=False).all_cards() for a in c.abilities][:200] or ["WA: Draw 1 card."]
    words = st.lists(st.sampled_from(ABILITY_WORDS), min_size=1, max_size=20).map(" ".join)
    return st.one_of(st.sampled_from(printed), st.sampled_from(printed).flatmap(lambda s: damaged(s, 3)),
                     words, text(120))


# ------------------------------------------------------------------ user-card imports

CSV_COLUMNS_ALL = ["id", "rarity", "type", "side", "name_en", "name_ru", "flags", "firepower", "assault", "speed",
                   "armor", "die", "command_type", "command_en", "command_ru", "planet", "required_flags",
                   "keywords_en", "keywords_ru", "bold_keywords", "abilities_en", "abilities_ru", "unique",
                   "unique_name", "flavor_en", "flavor_ru"]
GOOD_ROW = {"id": "FZ-001", "rarity": "common", "type": "unit", "side": "loyalist", "name_en": "Fuzz Legion",
            "name_ru": "Легион пробы", "flags": "1", "firepower": "2", "assault": "2", "speed": "2", "armor": "2",
            "die": "3", "command_type": "T", "command_en": "T: Any unit gets +1 armor.",
            "command_ru": "Т: Любой отряд получает +1 к броне."}


def _csv_cell(value: str) -> str:
    if any(ch in value for ch in ',"\r\n') or not value:
        return '"' + value.replace('"', '""') + '"'
    return value


@st.composite
def import_csv(draw) -> str:
    header = draw(st.one_of(st.just(list(GOOD_ROW)), st.just(CSV_COLUMNS_ALL),
                            st.lists(st.sampled_from(CSV_COLUMNS_ALL + ["bogus", ""]), max_size=12)))
    rows = []
    for n in range(draw(st.integers(0, 6))):
        row = []
        for col in header:
            good = GOOD_ROW.get(col, "")
            if col == "id":
                good = f"FZ-{n + 1:03d}"
            row.append(draw(st.one_of(st.just(good), st.just(good), text(20), count(),
                                      st.integers(131_000, 140_000).map(lambda k: "y" * k))))
        rows.append(",".join(_csv_cell(c) for c in row))
    body = draw(line_ends(st.just([",".join(header)] + rows)))
    return draw(st.one_of(st.just(body), damaged(body)))


@st.composite
def collection_csv(draw) -> str:
    """A collection file as CSV ``card,count`` (with or without its header), now and then damaged."""
    header = draw(st.sampled_from([["card,count"], ["карта,количество"], [], ["card,count,extra"]]))
    rows = draw(st.lists(st.tuples(card_ref(), count()).map(lambda t: f"{_csv_cell(t[0])},{t[1]}"), max_size=20))
    body = draw(line_ends(st.just(header + rows)))
    return draw(st.one_of(st.just(body), damaged(body)))


def import_json_doc() -> st.SearchStrategy:
    good = {"id": "FZ-001", "rarity": "common", "type": "unit", "side": "loyalist",
            "name": {"en": "Fuzz Legion", "ru": "Легион пробы"}, "flags": 1, "firepower": 2, "assault": 2,
            "speed": 2, "armor": 2, "die": 3,
            "command": {"type": "T", "en": "T: Any unit gets +1 armor.", "ru": "Т: Любой отряд получает +1 к броне."}}
    irs = st.one_of(st.sampled_from(SCALARS), st.just({"kind": "WA", "effects": "zz"}),
                    st.just({"kind": "WA", "effects": [{"op": "draw", "count": {"kind": "number", "value": 1}}]}),
                    st.dictionaries(st.sampled_from(["kind", "effects", "costs", "trigger", "x"]),
                                    st.sampled_from(SCALARS), max_size=4))

    @st.composite
    def card(draw):
        c = dict(good)
        c["id"] = draw(st.one_of(st.integers(1, 999).map(lambda n: f"FZ-{n:03d}"), st.sampled_from(SCALARS),
                                 st.sampled_from(["IS-1", "IS-001", "IS-0001", "fz-1", "FZ-1"])))
        for key in draw(st.lists(st.sampled_from(list(good) + ["abilities", "keywords", "planet", "bogus"]),
                                 max_size=4)):
            c[key] = draw(st.one_of(st.sampled_from(SCALARS), text(20), st.integers(-3, 30)))
        if draw(st.booleans()):
            c["abilities"] = [{"en": "WA: Draw 1 card.", "ru": "ВА: Возьми 1 карту.", "ir": draw(irs)}]
        return c

    cards = st.lists(card(), max_size=5)
    return st.one_of(cards, cards.map(lambda cs: {"cards": cs}), st.sampled_from(SCALARS))


# ------------------------------------------------------------------ scenarios, saved games, settings

@lru_cache(maxsize=1)
def scenario_sources() -> list[str]:
    return [p.read_text(encoding="utf-8") for p in sorted((REPO / "tests" / "scenarios").glob("*.toml"))][:45]


TOML_VALUES = ["1", "-1", "7", "0", "inf", "nan", "-inf", "1.5", "true", '"x"', '""', "[]", "{}", "[[]]",
               '"IS-001"', '"pocket"', "9" * 40, "9" * 5000, "[" * 300 + "]" * 300, '"\\u0001"', "'\\'"]


@st.composite
def scenario_toml(draw) -> str:
    src = draw(st.sampled_from(scenario_sources()))
    lines = src.split("\n")
    for _ in range(draw(st.integers(0, 4))):
        i = draw(st.integers(0, max(0, len(lines) - 1)))
        kind = draw(st.sampled_from(["value", "delete", "double", "insert"]))
        if kind == "value" and "=" in lines[i]:
            key = lines[i].split("=", 1)[0]
            lines[i] = f"{key}= {draw(st.sampled_from(TOML_VALUES))}"
        elif kind == "delete":
            del lines[i]
        elif kind == "double":
            lines.insert(i, lines[i])
        else:
            lines.insert(i, draw(st.sampled_from(["expect = 1", "[expect]", "[position]", "[[position.card]]",
                                                  "decisions = 5", "seed = inf", "[[check]]", "after = 9",
                                                  "[[new_card]]", 'id = "TST-001"', "x = 1"])))
        if not lines:
            lines = [""]
    body = "\n".join(lines)
    return draw(st.one_of(st.just(body), st.just(body), damaged(body, 3)))


@lru_cache(maxsize=1)
def saved_games() -> list[dict]:
    from heresy_app.engine import new_game, pool_deck

    out = []
    for seed, plies in ((5, 0), (6, 25), (7, 80)):
        g = new_game(pool_deck("loyalist"), pool_deck("traitor"), seed=seed)
        for _ in range(plies):
            if g.is_over:
                break
            g.apply(g.legal_decisions()[0])
        out.append(json.loads(g.to_json()))
    return out


@st.composite
def saved_game(draw) -> str:
    import copy

    data = copy.deepcopy(draw(st.sampled_from(saved_games())))
    for _ in range(draw(st.integers(0, 3))):
        node, parent, key = data, None, None
        for _ in range(draw(st.integers(1, 4))):
            if isinstance(node, dict) and node:
                parent, key = node, draw(st.sampled_from(sorted(node)))
            elif isinstance(node, list) and node:
                parent, key = node, draw(st.integers(0, len(node) - 1))
            else:
                break
            node = parent[key]
        if parent is not None:   # a copy: the next change may go inside it, and SCALARS is shared
            parent[key] = copy.deepcopy(draw(st.one_of(st.sampled_from(SCALARS), text(10))))
    return draw(json_text(st.just(data)))


SETTING_KEYS = ["geometry", "state", "splitter", "deck_splitter", "card_splitter", "card_split_placed",
                "browser_columns", "browser_columns_n", "tab"]
SETTING_VALUES = ["hello", "99999999999999999999999", "-1", "0", "2", "true", "maybe", "@ByteArray(garbage)",
                  "@ByteArray()", "@Invalid()", "@Variant(\\0\\0\\0\\x7f)", "@Rect(0 0 -5 99999)", "@Size(1 1)",
                  "7, 8, 9", '"', "\\", "\\x0", ""]


@st.composite
def settings_ini(draw) -> str:
    lines = ["[window]"]
    for key in draw(st.lists(st.sampled_from(SETTING_KEYS), max_size=6)):
        lines.append(f"{key}={draw(st.one_of(st.sampled_from(SETTING_VALUES), text(20)))}")
    lines.append("[ui]")
    lines.append(f"language={draw(st.sampled_from(['en', 'ru', 'xx', '', '@Invalid()', '1']))}")
    lines.append("[deck]")
    lines.append(f"recent={draw(st.sampled_from(['5', '@Invalid()', '/tmp/x.json, /nope', '']))}")
    last = draw(st.sampled_from(["", "/nope/deck.txt", "@ByteArray(\\0)", "relative"]))
    lines.append(f"last={last}")
    body = "\n".join(lines)
    return draw(st.one_of(st.just(body), damaged(body, 4), text(200)))
