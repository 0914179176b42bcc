"""``offers.choices_possible`` (can every choice of an ability be made now?) counts the cards of a
choice straight from the board and stops at the last one it needs, and remembers per ability what
it checks (``Ab.memo``) and, within one question, the answers for choices described alike;
``plays.can_use`` asks it for every card in every window. It must answer exactly as the
full list of :func:`effects.choice_candidates` does: every written ability of the development
corpus that makes a choice is asked on every card in play, for both players, in positions of random
games, and compared with the count of that list. A change to ``choice_candidates`` that the quick
count does not follow fails here."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from benchmarks.ability_corpus import read_corpus  # noqa: E402
from heresy_app.abilities import AbilityParseError, parse  # noqa: E402
from heresy_app.engine import new_game  # noqa: E402
from heresy_app.engine.catalog import Ab  # noqa: E402
from heresy_app.engine.effects import choice_candidates, supported  # noqa: E402
from heresy_app.engine.offers import at_least, choices_possible  # noqa: E402
from heresy_app.engine.play import fast_random, pool_deck  # noqa: E402
from heresy_app.engine.targets import candidates  # noqa: E402

# kinds of choice the corpus prints rarely or never: another card, several cards, up to N, X cards,
# other zones (in play, another sector, a discard pile), alternatives, a keyword lost, ships
WRITTEN = [
    "WA: Lock one of your other units.", "WA: Ready one of your other units.", "WA: Destroy up to 2 enemy units.",
    "WA: Lock 2 enemy units.", "WA: Return one unit from your discard pile to your hand.",
    "WA: Lock X enemy units. X = the number of cards in your hand.", "WA: Lock one enemy unit in play.",
    "WA: Lock one enemy ship.", "WA: Destroy one enemy asset or Vehicle unit.",
    "WA: One enemy unit loses Counter-attack until the end of the battle.", "WA: Lock one enemy unit in another sector.",
    "WA: Deal 2 damage to one enemy unit.", "WA: Lock up to 3 enemy units.", "WA: Ready one ship.",
    "WA: Destroy one enemy unit in play with armor 2 or less.", "WA: Move one enemy unit to another sector.",
    "T: One of your other units gets +2 armor.", "WA: Lock 3 enemy units with 1 or more flags.",
]


def _choosing() -> list[Ab]:
    """The corpus abilities the engine plays that make at least one choice (English: the Russian
    lines read into the same forms, tests/abilities)."""
    out = []
    for lang in ("en",):
        for text in read_corpus(lang, "set") + read_corpus(lang, "corpus") + WRITTEN:
            try:
                a = parse(text, lang)
            except (AbilityParseError, TypeError):
                continue
            form = a.model_dump(mode="json")
            if not supported(form):
                continue
            ab = Ab(form, text)
            if ab.choices:
                out.append(ab)
    return out


@pytest.fixture(scope="module")
def abilities() -> list[Ab]:
    # a fixture, not a module constant: read when this module's tests run, not by every xdist
    # process as it collects the suite (about 500 texts parsed at import)
    return _choosing()


def _by_the_list(st, p, c, ai, ab) -> bool:
    """The reference: every choice has enough cards in ``choice_candidates`` (not ``c`` itself for
    "other"): as many as it names ("exactly"), one for X cards; "up to" can always be made."""
    for ei in ab.choices:
        e = ab.effects[ei]
        spec = e["target"]
        cands = choice_candidates(st, p, e, (c, ai, ab.kind))
        if spec.get("other"):
            cands = [x for x in cands if x != c]
        need = spec.get("count") or 1
        if spec.get("quantity", "exactly") == "exactly" and len(cands) < (need if isinstance(need, int) else 1):
            return False
    return True


def _positions(decks, seeds, every=3):
    """Positions of random games during a battle (every ``every``-th decision)."""
    for seed in seeds:
        g = new_game(*decks, seed, log=False)
        rng = random.Random(seed)
        n = 0
        while not g.over:
            if g.bsec >= 0 and n % every == 0:
                yield g
            g.apply(fast_random(g, rng))
            n += 1


def test_the_corpus_gives_many_kinds_of_choice(abilities):
    assert len(abilities) >= 100
    specs = [ab.effects[ei]["target"] for ab in abilities for ei in ab.choices]
    assert any(s.get("other") for s in specs)
    assert any(s.get("filters") for s in specs)
    assert {s.get("zone") for s in specs} >= {"sector", "play", "elsewhere", "discard"}
    assert any(s.get("alt") for s in specs) and any(not isinstance(s.get("count"), int) for s in specs)
    assert any(isinstance(s.get("count"), int) and s["count"] > 1 for s in specs)
    assert any(s.get("quantity", "exactly") != "exactly" for s in specs)


def test_the_quick_count_answers_as_the_full_list(abilities):
    asked = yes = no = 0
    decks = [(pool_deck("loyalist"), pool_deck("traitor")), (pool_deck("traitor"), pool_deck("loyalist"))]
    for i, pair in enumerate(decks):
        for st in _positions(pair, range(i * 2, i * 2 + 2), every=5):
            s = st.bsec
            cards = [*st.sectors[s][0], *st.sectors[s][1], *st.fleets[0], *st.fleets[1]]
            counted = ({}, {})   # kept for the whole position, as plays keeps it for one question
            for ab in abilities:
                for c in cards:
                    p = st.owner[c]
                    for ai in (0, -1):
                        st.ref = (c, -1)
                        want = _by_the_list(st, p, c, ai, ab)
                        st.ref = (c, -1)
                        got = choices_possible(st, p, c, ai, ab)
                        assert got == want, (ab.text, c, p, ai)
                        st.ref = (c, -1)
                        assert choices_possible(st, p, c, ai, ab, counted[p]) == want, (ab.text, c, p, ai)
                        asked += 1
                        yes += want
                        no += not want
    assert asked > 5000 and yes > 1000 and no > 1000   # both answers are met often


def test_at_least_counts_what_candidates_lists(abilities):
    specs = [ab.effects[ei]["target"] for ab in abilities for ei in ab.choices]
    for st in _positions((pool_deck("loyalist"), pool_deck("traitor")), range(2), every=5):
        for spec in specs:
            for p in (0, 1):
                cands = candidates(st, p, spec)
                skip = cands[0] if cands else -1
                for need in (1, 2, 3):
                    assert at_least(st, p, spec, need) == (len(cands) >= need), spec
                    assert at_least(st, p, spec, need, skip) == (len([c for c in cands if c != skip]) >= need)
                    odd = [c for c in cands if c % 2]
                    assert at_least(st, p, spec, need, test=lambda st, c: c % 2) == (len(odd) >= need)


def test_a_restriction_on_who_may_be_chosen_is_read_through_the_full_list():
    """While a card of the game says who may not be chosen, the answer comes from the full list: a
    sector whose only enemy unit cannot be the target of enemy abilities has no choice for "one
    enemy unit" (the quick count alone would find one)."""
    from heresy_app.abilities import ir
    from tests.engine.printed import ability, card, game

    lock = Ab(ability("WA", ir.Lock(target=ir.Choose(owner="enemy", types=["unit"]))), "WA: Lock one enemy unit.")
    shy = card(ability("constant", ir.Restriction(rule="untargetable", enemy_only=True)), name="Shy")
    plain = card(name="Plain")
    g, n = game(("a", plain, 0, "sector", 0), ("b", shy, 1, "sector", 0))
    g.ref = (n["a"], -1)
    assert _by_the_list(g, 0, n["a"], 0, lock) is False
    assert choices_possible(g, 0, n["a"], 0, lock) is False
    g2, n2 = game(("a", plain, 0, "sector", 0), ("b", card(name="Other"), 1, "sector", 0))
    assert choices_possible(g2, 0, n2["a"], 0, lock) is True
