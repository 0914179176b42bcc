"""Search latency on a synthetic 10,000-card database: the project's search vs raw sqlite3 FTS5.

Run: python benchmarks/search.py [--cards 10000] [--repeat 30]
Prints p50 and p95 per query and overall, for `CardDB.search_ids` (parse + compile + SQL: the ordered
result list the card browser shows, fetching visible rows lazily) and for the same query written
by hand as a raw sqlite3 statement returning the same ids on the same file. A second table times
`CardDB.search` fetching every result's full row, next to the raw statement doing the same.
Goal (issue 2): p95 under 5 ms and within 1.5x of the raw statements.

The rules reference's search (`heresy_app.rules.search`, issue 19) is timed last, over the
players' questions of tests/rules/test_player_questions.py, each in its language and in both,
with the stem caches emptied before every query (the worst case) and kept (a session's usual one).
Goal (issue 19): a query under 20 ms. Measured 2026-11-22 on the development machine: emptied
caches p50 3.1 ms, p95 5.0 ms; kept p50 3.1 ms, p95 4.8 ms (the first query of a process also
builds the index: ~60 ms). `--rules-only` times just that.
Issue 28 made it retrieval (pymorphy3 lemmas, Snowball stems, each section's own questions):
"emptied" now also empties the lemma and root caches, so every word of the question is analysed
afresh. Measured 2026-11-26 on a machine under load (load average ~9, other work running), old and
new search one after the other: before (FTS5) emptied p50 17.0 ms, p95 32.4 ms; kept p50 10.5 ms,
p95 21.4 ms; after, two runs: emptied p50 15.6 / 12.5 ms, p95 50.4 / 34.2 ms; kept p50 9.4 /
3.1 ms, p95 19.5 / 13.7 ms; with card rulings, players' questions p95 23.7 ms before, 17.3 /
20.3 ms after. The index (with the analyser's start) is built in 1.4-3.7 s under that load.
With 2,696 questions and each key's saturated frequency kept, at 15:15 (load ~9): before emptied
p50 16.8 ms, p95 42.9 ms, kept p50 15.9 ms, p95 31.3 ms; after emptied p50 13.4 ms, p95 32.0 ms,
kept p50 5.6 ms, p95 15.9 ms; with card rulings, players' questions p95 39.0 ms before, 29.5 ms
after (its card-ruling half is the FTS5 index of issue 18, unchanged).

Then `heresy rules search` as the command runs it (issue 18): sections and card rulings together
(`heresy_app.rules.card_search.search`, the shipped rulings read from cards.sqlite once, as the
command reads them), over the card questions of tests/rules/test_card_ruling_questions.py
and the players' questions. Goal: a query under 20 ms.
"""

from __future__ import annotations

import argparse
import random
import sqlite3
import tempfile
import time
from pathlib import Path

from heresy_app.cards.database import build_database
from heresy_app.cards.db import CardDB
from heresy_app.cards.model import Card, CardSet

WORDS_EN = ["iron", "storm", "blade", "guard", "squad", "legion", "fire", "night", "raven", "lance", "hammer",
            "wolf", "shadow", "tactical", "assault", "bike", "dread", "titan", "void", "star"]
WORDS_RU = ["железный", "штормовой", "клинок", "страж", "отряд", "легион", "огонь", "ночь", "ворон", "копьё",
            "молот", "волк", "тень", "тактический", "штурмовой", "мотоцикл", "дредноут", "титан", "пустота", "звезда"]
KEYWORDS = [("Infantry", "Пехота"), ("Vehicle", "Техника"), ("Bike", "Мотоцикл"), ("Hero", "Герой"),
            ("Psyker", "Псайкер"), ("Titan", "Титан"), ("Counter-attack", "Контратака")]
EFFECTS = [("Draw 1 card.", "Возьми 1 карту."), ("Destroy one enemy unit.", "Уничтожь один отряд противника."),
           ("Any unit gets +1 firepower.", "Любой отряд получает +1 к огневой мощи."),
           ("Your opponent discards 2 cards.", "Твой противник сбрасывает 2 карты.")]


def synthetic_cards(n: int, seed: int = 7) -> list[Card]:
    rng = random.Random(seed)
    cards = []
    for i in range(n):
        kind = rng.choices(["unit", "asset", "ship"], [7, 2, 1])[0]
        side = rng.choice(["loyalist", "traitor", "unaligned"])
        a, b = rng.randrange(len(WORDS_EN)), rng.randrange(len(WORDS_EN))
        kws = rng.sample(KEYWORDS, rng.randint(0, 2))
        eff = rng.choice(EFFECTS)
        cmd_type = rng.choice(["WA", "T", "R", "M", "E"])
        data = {
            "id": f"SY-{i:04d}", "rarity": rng.choice(["common", "uncommon", "rare", "very_rare"]), "type": kind,
            "side": side, "name": {"en": f"{WORDS_EN[a].title()} {WORDS_EN[b].title()} {i}",
                                   "ru": f"{WORDS_RU[a].title()} {WORDS_RU[b]} {i}"},
            "keywords": [{"en": k[0], "ru": k[1]} for k in kws], "die": rng.randint(1, 6),
            "abilities": [{"en": f"WA (4+): {eff[0]}", "ru": f"ВА (4+): {eff[1]}"}] if rng.random() < .5 else [],
            "command": {"type": cmd_type, "en": f"{cmd_type}: {eff[0]}", "ru": f"{cmd_type}: {eff[1]}"},
        }
        if kind == "unit":
            data.update(flags=rng.randint(0, 3), firepower=rng.randint(0, 6), assault=rng.randint(0, 6),
                        speed=rng.randint(1, 4), armor=rng.randint(1, 6))
        elif kind == "asset":
            data.update(flags=rng.randint(0, 2), armor=rng.randint(1, 6))
        cards.append(Card.model_validate(data))
    return cards


ROW_COLS = ("id, name_en, name_ru, type, side, flags, firepower, assault, speed, armor, die, cmd_type, rarity, "
        "set_code, number, is_unique, required_flags")
COLS = "id"  # the result list: ids in order (a card list then shows the visible rows)
FTS = "rid IN (SELECT rowid FROM search_text_fts WHERE search_text_fts MATCH ?)"

# (query in the search language, the same written by hand as raw SQL, its parameters)
QUERIES = [
    ("iron", f"SELECT {COLS} FROM cards WHERE {FTS} ORDER BY +sort_en, id", ['"iron"*']),
    ("тактический", f"SELECT {COLS} FROM cards WHERE {FTS} ORDER BY +sort_en, id", ['"тактический"*']),
    ('"storm blade"', f"SELECT {COLS} FROM cards WHERE {FTS} ORDER BY +sort_en, id", ['"storm blade"']),
    ("wolf raven", f"SELECT {COLS} FROM cards WHERE {FTS} AND {FTS} ORDER BY +sort_en, id", ['"wolf"*', '"raven"*']),
    ("type:unit fp>=5", f"SELECT {COLS} FROM cards WHERE type = ? AND firepower >= ? ORDER BY +sort_en, id",
     ["unit", 5]),
    ("side:traitor speed>=4", f"SELECT {COLS} FROM cards WHERE side = ? AND speed >= ? ORDER BY +sort_en, id",
     ["traitor", 4]),
    ("kw:psyker", f"SELECT {COLS} FROM cards WHERE rid IN (SELECT rid FROM keywords WHERE en_fold = ? "
                  "OR ru_fold = ?) ORDER BY +sort_en, id", ["psyker", "psyker"]),
    ("кл:титан тип:отряд", f"SELECT {COLS} FROM cards WHERE rid IN (SELECT rid FROM keywords WHERE en_fold = ? "
                          "OR ru_fold = ?) AND type = ? ORDER BY +sort_en, id",
     ["титан", "титан", "unit"]),
    ("die:6 cmd:wa", f"SELECT {COLS} FROM cards WHERE die = ? AND cmd_type = ? ORDER BY +sort_en, id", [6, "WA"]),
    ("armor>=6 -side:unaligned", f"SELECT {COLS} FROM cards WHERE armor >= ? AND NOT side = ? ORDER BY +sort_en, id",
     [6, "unaligned"]),
    ("flags>=3 or armor>=6", f"SELECT {COLS} FROM cards WHERE flags >= ? OR armor >= ? ORDER BY +sort_en, id", [3, 6]),
    ("rarity:very_rare type:ship", f"SELECT {COLS} FROM cards WHERE rarity_rank = ? AND type = ? "
                                   "ORDER BY +sort_en, id", [4, "ship"]),
    ("draw type:ship", f"SELECT {COLS} FROM cards WHERE {FTS} AND type = ? ORDER BY +sort_en, id", ['"draw"*', "ship"]),
    ("destroy fp>=4 order:-fp", f"SELECT {COLS} FROM cards WHERE {FTS} AND firepower >= ? "
                                "ORDER BY firepower IS NULL, firepower DESC, +sort_en, id", ['"destroy"*', 4]),
    ("(die:1 or die:2) kw:hero", f"SELECT {COLS} FROM cards WHERE (die = ? OR die = ?) AND rid IN (SELECT rid FROM "
                                 "keywords WHERE en_fold = ? OR ru_fold = ?) ORDER BY +sort_en, id", [1, 2, "hero", "hero"]),
    ("name:titan", f"SELECT {COLS} FROM cards WHERE {FTS} ORDER BY +sort_en, id", ['{name_en name_ru} : "titan"*']),
    ("огонь", f"SELECT {COLS} FROM cards WHERE {FTS} ORDER BY +sort_ru, id", ['"огонь"*']),
    ("is:unique", f"SELECT {COLS} FROM cards WHERE is_unique = 1 ORDER BY +sort_en, id", []),
    ("type:asset armor<=2 order:armor", f"SELECT {COLS} FROM cards WHERE type = ? AND armor <= ? "
                                        "ORDER BY armor IS NULL, armor, +sort_en, id", ["asset", 2]),
    ("set:SY 1234", f"SELECT {COLS} FROM cards WHERE set_code = ? AND {FTS} ORDER BY +sort_en, id", ["SY", '"1234"*']),
]


def pct(values: list[float], p: float) -> float:
    values = sorted(values)
    k = max(0, min(len(values) - 1, round(p / 100 * (len(values) - 1))))
    return values[k]


def rules_latency(repeat: int) -> None:
    """The rules reference's search over the players' questions: p50 and p95 in ms."""
    import importlib.util

    from heresy_app import rules

    question_module = importlib.import_module("heresy_app.rules.question")
    analysis = importlib.import_module("heresy_app.rules.analysis")
    text_module = importlib.import_module("heresy_app.rules.text")
    path = Path(__file__).resolve().parent.parent / "tests" / "rules" / "test_player_questions.py"
    spec = importlib.util.spec_from_file_location("player_questions", path)
    questions = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(questions)
    t = time.perf_counter()
    rules.search("warm up")  # builds the index once per process
    print(f"rules search index built (with the analyser's start) in {(time.perf_counter() - t) * 1000:.0f} ms")
    for label, clear in (("stem caches emptied", True), ("stem caches kept", False)):
        times = []
        for _ in range(max(1, repeat // 10)):
            for question, lang, _expected in questions.PLAYER_QUESTIONS:
                for in_lang in (lang, None):
                    if clear:   # the word caches: the players' words table's, the lemmas and stems, roots,
                        # the questions already read by the players' words table
                        question_module._key.cache_clear()
                        question_module._rewritten.cache_clear()
                        text_module.stem.cache_clear()
                        question_module._root.cache_clear()
                        analysis.key.cache_clear()
                        analysis.root.cache_clear()
                    t = time.perf_counter()
                    rules.search(question, lang=in_lang)
                    times.append((time.perf_counter() - t) * 1000)
        print(f"rules search, {len(times)} queries, {label}: p50 {pct(times, 50):.2f} ms, "
              f"p95 {pct(times, 95):.2f} ms, max {max(times):.2f} ms   (goal: under 20 ms)")


def rulings_latency(repeat: int) -> None:
    """Sections and card rulings searched together, as `heresy rules search` does: p50 and p95 in ms."""
    import importlib.util

    from heresy_app import rules
    from heresy_app.rules.card_search import search

    root = Path(__file__).resolve().parent.parent / "tests" / "rules"
    tables = []
    for name, attr in (("test_card_ruling_questions.py", "QUESTIONS"), ("test_player_questions.py", "PLAYER_QUESTIONS")):
        spec = importlib.util.spec_from_file_location(name[:-3], root / name)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        tables.append(getattr(module, attr))
    card_questions = [(q, lang) for lang, q, _card in tables[0]]
    player_questions = [(q, lang) for q, lang, _expected in tables[1]]
    found = CardDB(user=False).all_rulings()       # read once per process, as the command does
    rules.set_rulings_provider(lambda: found)
    search("warm up")  # builds both indexes once per process
    for label, questions in (("card questions", card_questions), ("players' questions", player_questions)):
        times = []
        for _ in range(max(1, repeat // 10)):
            for question, lang in questions:
                t = time.perf_counter()
                search(question, lang=lang)
                times.append((time.perf_counter() - t) * 1000)
        print(f"rules search with card rulings, {len(times)} queries, {label}: p50 {pct(times, 50):.2f} ms, "
              f"p95 {pct(times, 95):.2f} ms, max {max(times):.2f} ms   (goal: under 20 ms)")
    rules.set_rulings_provider(None)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--cards", type=int, default=10_000)
    ap.add_argument("--repeat", type=int, default=30)
    ap.add_argument("--rules-only", action="store_true", help="time only the rules reference's search")
    args = ap.parse_args()
    if args.rules_only:
        rules_latency(args.repeat)
        rulings_latency(args.repeat)
        return
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "synthetic.sqlite"
        t0 = time.perf_counter()
        build_database(path, [CardSet(code="SY", name={"en": "Synthetic", "ru": "Синтетика"})],
                       synthetic_cards(args.cards))
        print(f"built {args.cards} cards in {time.perf_counter() - t0:.1f} s")
        db = CardDB(path, user=False)
        raw = sqlite3.connect(path.resolve().as_uri() + "?mode=ro", uri=True)
        ours_all, raw_all = [], []
        print(f"{'query':<36} {'rows':>5} {'ours p50':>9} {'ours p95':>9} {'raw p50':>9} {'raw p95':>9}")
        for query, sql, params in QUERIES:
            lang = "ru" if "sort_ru" in sql else "en"
            ours_rows = db.search_ids(query, lang=lang)
            raw_rows = raw.execute(sql, params).fetchall()
            assert ours_rows == [r[0] for r in raw_rows], f"different results for {query!r}"
            assert [r.id for r in db.search(query, lang=lang)] == ours_rows
            ours, mine = [], []
            for _ in range(args.repeat):
                from heresy_app.cards.query import _compile_cached
                _compile_cached.cache_clear()  # measure the parse every time
                t = time.perf_counter()
                db.search_ids(query, lang=lang)
                ours.append((time.perf_counter() - t) * 1000)
                t = time.perf_counter()
                raw.execute(sql, params).fetchall()
                mine.append((time.perf_counter() - t) * 1000)
            ours_all += ours
            raw_all += mine
            print(f"{query:<36} {len(ours_rows):>5} {pct(ours, 50):>8.2f}ms {pct(ours, 95):>8.2f}ms "
                  f"{pct(mine, 50):>8.2f}ms {pct(mine, 95):>8.2f}ms")
        full_ours, full_raw = [], []
        for query, sql, params in QUERIES:
            lang = "ru" if "sort_ru" in sql else "en"
            sql_rows = sql.replace("SELECT id FROM", f"SELECT {ROW_COLS} FROM", 1)
            for _ in range(max(5, args.repeat // 3)):
                from heresy_app.cards.query import _compile_cached
                _compile_cached.cache_clear()
                t = time.perf_counter()
                db.search(query, lang=lang)
                full_ours.append((time.perf_counter() - t) * 1000)
                t = time.perf_counter()
                raw.execute(sql_rows, params).fetchall()
                full_raw.append((time.perf_counter() - t) * 1000)
        print(f"full rows for every result: ours p50 {pct(full_ours, 50):.2f} ms, p95 {pct(full_ours, 95):.2f} ms; "
              f"raw p50 {pct(full_raw, 50):.2f} ms, p95 {pct(full_raw, 95):.2f} ms")
        p50, p95 = pct(ours_all, 50), pct(ours_all, 95)
        r50, r95 = pct(raw_all, 50), pct(raw_all, 95)
        print(f"\nall {len(QUERIES)} queries x {args.repeat}: ours p50 {p50:.2f} ms, p95 {p95:.2f} ms; "
              f"raw FTS5/SQL p50 {r50:.2f} ms, p95 {r95:.2f} ms")
        print(f"ratio ours/raw: p50 {p50 / r50:.2f}x, p95 {p95 / r95:.2f}x   "
              f"(goal: p95 < 5 ms and within 1.5x of raw)")
    print()
    rules_latency(args.repeat)
    rulings_latency(args.repeat)


if __name__ == "__main__":
    main()
