"""``stat_rows.stat_row(st, c)`` reads a card's five statistics in one call (the AI's valuations ask
for all five of every card, millions of times a game). It must give exactly what five calls of
``GameState.stat(c, s)`` give: every card in play, at every decision of seeded random games with
the sample decks and the card pool's decks (constants in play, bonuses for a war action, a battle
and a turn), is compared. A change to ``stat`` that ``stat_row`` does not follow fails here."""

from __future__ import annotations

import random

from heresy_app.decks.practice import sample_ids
from heresy_app.engine import new_game
from heresy_app.engine.play import fast_random, pool_deck
from heresy_app.engine.stat_rows import stat_row


def _compare(decks, seeds):
    checked = bonused = aura = 0
    for seed in seeds:
        g = new_game(*decks, seed, log=False)
        rng = random.Random(seed)
        while not g.over:
            for c in range(len(g.tpl)):
                if g.in_play(c):
                    assert stat_row(g, c) == [g.stat(c, s) for s in range(5)], (seed, len(g.decisions), c)
                    checked += 1
                    if g.wa_bonus or g.battle_bonus or g.turn_bonus:
                        bonused += 1
                    if g.auras or g.sec_auras:
                        aura += 1
            g.apply(fast_random(g, rng))
    return checked, bonused, aura


def test_stat_row_is_five_stats_sample_decks():
    checked, bonused, _ = _compare((sample_ids("loyalist"), sample_ids("traitor")), range(12))
    assert checked > 1000 and bonused > 100   # (the comparisons did reach bonuses)


def test_stat_row_is_five_stats_pool_decks():
    checked, bonused, _ = _compare((pool_deck("loyalist"), pool_deck("traitor")), range(12))
    assert checked > 1000 and bonused > 100


def test_stat_row_with_constants_in_play():
    """Constants of cards in play (a scope's +1 armor, a count) and a war action's bonus at once."""
    from heresy_app.abilities import parse
    from tests.engine.printed import card, game

    def r(text):
        return parse(text, "en").model_dump(mode="json")

    g, c = game(("sarge", card(r("Your other units in this sector get +1 armor and +1 firepower.")), 0, "sector", 0),
                ("count", card(r("This unit gets +1 assault for each other unit you have in this sector.")),
                 0, "sector", 0),
                ("inf", card(ar=2, fp=0), 0, "sector", 0),
                ("foe", card(ar=3), 1, "sector", 0))
    assert g.auras   # (the constants are read in play)
    for k in c.values():
        assert stat_row(g, k) == [g.stat(k, s) for s in range(5)]
    inf = c["inf"]
    g.wa_bonus[inf * 5 + 0] = -5   # a war action's "-5 firepower": the sum stays at 0, not below
    g.battle_bonus[inf * 5 + 3] = 2
    assert stat_row(g, inf) == [g.stat(inf, s) for s in range(5)] and stat_row(g, inf)[0] == 0
    assert stat_row(g, inf)[3] == 2 + 1 + 2 and stat_row(g, c["count"])[1] == 1 + 2
