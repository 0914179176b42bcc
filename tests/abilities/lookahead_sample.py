"""What the lookahead predictor (lookahead.LookaheadEarley) decides for a text, and a sample of the
corpus and the set that catches every break of those decisions the old sample caught.

The predictor differs from lark's plain Earley in two tables only: ``rule_first`` (a rule is predicted
at a word only when that word can begin it, or the rule derives nothing) and ``beginning_with`` (an
item waiting for a nonterminal is kept only when the next word can begin it). A text exercises a
decision when its parse uses it:

- ``("predicts", rule, word)``: a node of the parse forest for ``rule`` begins at a word of that kind
  (had the table left that word out of the rule's FIRST set, the rule would not have been predicted
  there and the node would not exist);
- ``("begins", nonterminal, word)``: a complete node for that nonterminal begins at a word of that kind
  (had the begins-with table left it out, the item waiting for it would have been dropped).

For a text that reads, the nodes are those under the forest's root (the ones a reading is made of);
for a refused text, every node its parses made (the refusal's place and its list of fitting words
depend on every item still alive where the text stopped making sense), and its reason too.

The sample (:func:`write`): each decision the old sample's lines exercise is broken in turn (removed from
its table) and every line of the corpus and the set that exercises it is read again; a line that now reads
otherwise catches that break. The sample is the fewest lines, taken greedily by breaks caught per unit of
cost (a plain Earley parse costs about as much as eight words more than its words: the start's
predictions), that catch every break the old sample caught. Choosing it reads each line once per decision
it exercises (some minutes): it is written to lookahead_sample_<lang>.txt, not made in the test run."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from heresy_app.abilities import language, lookahead
from heresy_app.abilities.tokens import tokenize
from tests.abilities.plain_record import canon

HERE = Path(__file__).parent


# players' typing and broken texts: refusals at the start, in the middle and at the end
BROKEN = {
    "en": ["", "WA", "WA:", "T: The attacking unit gets", "Lock this unit: gets +1", "R When this unit is",
           "zzz", "T: Draw 1 card and", "WA Lock this unit Destroy one enemy unit.", "E: +1 flag for each"],
    "ru": ["", "ВА", "Т: Атакующий отряд получает", "Поверни этот отряд: получает +1", "ззз", "Т: Возьми 1 карту и",
           "Р Когда этот отряд", "С: +1 флаг за каждый"],
}

# texts whose parse forest holds more than one tree (the same form twice, or two forms: refused as
# ambiguous): the readings come from lark's own forest walk, the others' one tree is built directly
MANY_TREES = {
    "en": ["Sons of Horus units you control in this sector get +1 armor.",
           "Other World Eaters units in this sector get +1 assault while they are charging.",
           "This unit cannot be blocked by Infantry.",
           "R Lock this unit: When an enemy unit charges, deal 2 damage to it."],
    "ru": ["ВА Поверни этот отряд: Разверни 1 отряд техники или титана Механикума в этом секторе.",
           "Ш: Выбери одно: уничтожь один ресурс противника или твой противник сбрасывает 3 карты.",
           "С: Уничтожь этот отряд, если у тебя в этом секторе нет ресурса Механикус.",
           "Р Поверни этот отряд: Когда отряд противника наступает, нанеси ему 2 повреждения."],
}


def lines(name: str, lang: str, step: int = 1) -> list[str]:
    text = (HERE / f"{name}_{lang}.txt").read_text(encoding="utf-8").splitlines()
    found = [t.strip() for t in text if t.strip() and not t.startswith("#")]
    return found[::step]


def rule_key(rule) -> tuple:
    return rule.origin.name, tuple(sym.name for sym in rule.expansion)


def decisions(text: str, lang: str) -> frozenset:
    """The lookahead's decisions ``text`` exercises (see the module's note), read as language.read
    reads it (a leading time or place moved, a refusal explained, each parse counted)."""
    parser, _, _ = language._grammar(lang)
    engine = parser.parser.parser
    found: set = set()
    roots: list = []
    real_read, real_fell, was_cyclic = engine._read, lookahead.fell, engine.cyclic

    def read(words, ahead, start_symbol):
        root = real_read(words, ahead, start_symbol)
        roots.append(root)
        return root

    def fell(forest):
        kinds = [t.type for t in lookahead.AHEAD.tokens] + ["$END"]
        if roots:   # the parse read: the nodes under its root
            nodes, stack, seen = [], [roots.pop()], set()
            while stack:
                node = stack.pop()
                if id(node) in seen:
                    continue
                seen.add(id(node))
                nodes.append(node)
                for _, _, left, right in node[3]:
                    stack += [x for x in (left, right) if type(x) is list]
        else:       # refused: every node the parse made
            nodes = [n for cache in forest for n in cache.values() if type(n) is list]
        for s, start, end, families in nodes:
            if end == start:
                continue
            word = kinds[start]
            for rule, *_ in families:
                if rule not in engine.nullable_rules and word in engine.rule_first[rule]:
                    found.add(("predicts", rule_key(rule), word))
            if type(s) is not tuple and s in engine.beginning_with.get(word, ()):
                found.add(("begins", s.name, word))
        real_fell(forest)

    engine._read, lookahead.fell, engine.cyclic = read, fell, True   # cyclic: the parse keeps its forest
    try:
        language.read(text, lang)
    except language.Refusal as r:
        found.add(("refused", r.reason))
    finally:
        del engine._read
        lookahead.fell, engine.cyclic = real_fell, was_cyclic
    return frozenset(found)


@cache
def pool(lang: str) -> dict[str, tuple[frozenset, int]]:
    """Every line of the corpus and the set: the decisions it exercises and its number of words."""
    vocab = language.vocabulary(lang)
    texts = dict.fromkeys(lines("corpus", lang) + lines("set", lang))
    return {t: (decisions(t, lang), len(tokenize(t, lang, vocab))) for t in texts}


def outcome(text: str, lang: str, lookahead: bool = True) -> list:
    """What language.read makes of the text: its form, or its refusal with where and why (the record's own
    comparison, :func:`tests.abilities.plain_record.canon`)."""
    return canon(text, lang, lookahead)


def catches(lang: str, among: list[str]) -> dict[tuple, list[str]]:
    """Each decision the lines ``among`` exercise removed from the predictor's tables in turn (the break planted), and the
    lines of the pool that then read otherwise than before (a text that does not exercise it cannot: see
    :func:`decisions`). A break that makes read() raise counts as caught (the comparison fails on it)."""
    parser, _, _ = language._grammar(lang)
    engine = parser.parser.parser
    rules = {rule_key(r): r for r in engine.rule_first}
    texts = pool(lang)
    before = {t: outcome(t, lang) for t in texts}
    universe = sorted({d for t in among for d in texts[t][0] if d[0] != "refused"}, key=repr)
    caught = {}
    for kind, what, word in universe:
        if kind == "predicts":
            table, key = engine.rule_first, rules[what]
            old = table[key]
            table[key] = old - {word}
        else:
            table, key = engine.beginning_with, word
            old = table[key]
            table[key] = {s for s in old if s.name != what}
        engine.by_next.clear()
        engine.fits_by_next.clear()
        try:
            differ = []
            for t, (found, _) in texts.items():
                if (kind, what, word) in found:
                    try:
                        now = outcome(t, lang)
                    except Exception as exc:   # noqa: BLE001 - a crash is a difference
                        now = ("raised", type(exc).__name__)
                    if now != before[t]:
                        differ.append(t)
            caught[(kind, what, word)] = differ
        finally:
            table[key] = old
            engine.by_next.clear()
            engine.fits_by_next.clear()
    return caught


def choose(lang: str, caught: dict[tuple, list[str]], must: set) -> list[str]:
    """The lines (greedily, by breaks caught per unit of cost) that together catch every break of ``must``."""
    texts = pool(lang)
    by_text: dict[str, set] = {t: set() for t in texts}
    for d, who in caught.items():
        for t in who:
            by_text[t].add(d)
    left, chosen = set(must), []
    while left:
        best = max(by_text, key=lambda t: len(by_text[t] & left) / (8 + texts[t][1]))
        if not by_text[best] & left:
            break
        chosen.append(best)
        left -= by_text[best]
    return chosen


STRIDE = {"corpus": 3, "set": 8}
"""The sample before session 14: every 3rd line of the corpus and every 8th of the set."""


def stride(lang: str) -> list[str]:
    return [t for name, step in STRIDE.items() for t in lines(name, lang, step)]


def write(lang: str) -> str:
    """The sample of ``lang`` chosen again and written to lookahead_sample_<lang>.txt; a line of figures."""
    old = stride(lang)
    caught = catches(lang, old)
    must = {d for d, who in caught.items() if set(who) & set(old)}
    chosen = choose(lang, caught, must)
    got = {d for d, who in caught.items() if set(who) & set(chosen)}
    texts = pool(lang)
    def cost(ts):
        return sum(8 + texts[t][1] for t in ts)

    figures = (f"{len(chosen)} lines ({cost(chosen)} cost units) catch {len(got)} of the {len(caught)} breaks of "
               f"what the old sample's lines exercise; the old sample, {len(old)} lines ({cost(old)}), caught {len(must)}")
    assert must <= got, figures
    head = ["# The lookahead sample (tests/abilities/test_lookahead.py), written by tests/abilities/lookahead_sample.py:",
            "# the fewest lines of the corpus and the set that catch every break of the predictor's tables the old",
            "# sample (every 3rd line of the corpus, every 8th of the set) caught. " + figures + "."]
    (HERE / f"lookahead_sample_{lang}.txt").write_text("\n".join(head + chosen) + "\n", encoding="utf-8")
    return figures


if __name__ == "__main__":   # python tests/abilities/lookahead_sample.py [en|ru]: the sample written again
    import sys

    for lang in sys.argv[1:] or ["en", "ru"]:
        print(lang, write(lang))
