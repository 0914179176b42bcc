"""What the engine reads once to be fast must never be read stale: the facts of a pair of decks are
kept per catalog (two catalogs that give one card id different texts get their own), and a reaction
window is left unopened only when no card of the game could answer its event (one that could, or
an ability resolved by hand, still opens it)."""

from __future__ import annotations

from heresy_app.abilities import ir
from heresy_app.engine import new_game
from heresy_app.engine.catalog import catalog_for
from heresy_app.engine.plays import ReactionFrame, react
from tests.engine.helpers import position
from tests.engine.printed import ability, card


def test_the_facts_of_a_pair_of_decks_are_kept_per_catalog():
    base = catalog_for(None)
    readying = card(ability("WA", ir.Ready(target=ir.Choose(owner="own", types=["unit"]))))
    locking = card(ability("WA", ir.Lock(target=ir.Choose(owner="enemy", types=["unit"])))).model_copy(
        update={"id": readying.id})
    cat1, cat2 = base.with_cards([readying]), base.with_cards([locking])
    deck = [readying.id] * 10
    g1 = new_game(deck, deck, 1, cat1, log=False)
    g2 = new_game(deck, deck, 1, cat2, log=False)
    again = new_game(deck, deck, 2, cat1, log=False)
    assert g1.tpl[0] is cat1.template(readying.id) and g2.tpl[0] is cat2.template(readying.id)
    assert "ready" in g1.uses and "lock" not in g1.uses
    assert "lock" in g2.uses and "ready" not in g2.uses
    assert again.tpl == g1.tpl and again.uses == g1.uses


def _battle():
    """A battle in sector 0: player 0's IS-060 ("R When a unit of yours is destroyed: ...") and a
    plain unit of player 1."""
    return position([("r", "IS-060", 0, "sector", 0), ("u", "IS-054", 1, "sector", 0)], battle=0)


def test_a_reaction_window_opens_for_an_event_a_card_of_the_game_answers():
    g, n = _battle()
    assert "destroyed" in g.uses
    before = len(g.stack)
    react(g, "destroyed", n["u"], 1)
    assert len(g.stack) == before + 1 and isinstance(g.stack[-1], ReactionFrame)


def test_no_reaction_window_for_an_event_no_card_of_the_game_answers():
    g, n = _battle()
    assert "attacked" not in g.uses and not g.cat.by_hand
    before = len(g.stack)
    react(g, "attacked", n["u"], 1)
    assert len(g.stack) == before


def test_an_ability_resolved_by_hand_keeps_every_reaction_window_open():
    """An ability the engine cannot read may answer any event: with such a card in play, the window
    for an event no readable trigger names is opened all the same."""
    from heresy_app.cards.model import Card
    from tests.engine.helpers import position as pos

    data = card().model_dump(mode="json")
    data["abilities"] = [{"en": "R When the moon is full: do a little dance.", "ru": "Р Когда луна полна: станцуй.",
                          "ir": None}]
    odd = Card(**data)
    cat = catalog_for(None).with_cards([odd])
    assert cat.by_hand
    g, n = pos([("o", odd.id, 0, "sector", 0), ("u", "IS-054", 1, "sector", 0)], battle=0, db=cat)
    before = len(g.stack)
    react(g, "attacked", n["u"], 1)
    assert len(g.stack) == before + 1 and isinstance(g.stack[-1], ReactionFrame)


def test_a_new_games_shuffle_is_randoms_own():
    """game.shuffle_deck writes random's draw out for speed: from the same generator state it must
    give the same order and leave the generator where random's shuffle leaves it (every saved game and
    the golden record replay through it)."""
    import random

    from heresy_app.engine.game import shuffle_deck

    for seed in range(200):
        for n in (0, 1, 2, 3, 17, 60, 64, 65, 120):
            mine, theirs = random.Random(seed), random.Random(seed)
            a, b = list(range(n)), list(range(n))
            shuffle_deck(mine, a)
            theirs.shuffle(b)
            assert a == b, (seed, n)
            assert mine.getstate() == theirs.getstate(), (seed, n)
