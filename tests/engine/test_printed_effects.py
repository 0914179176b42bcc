"""Issue 24, item 2: the effects added to the executable form, played as printed: moving a card to
another sector, revealing, looking at the top of a deck, shuffling, a conditional effect, a choice
of options, what happens when a test fails, and reactions to a card becoming locked or readied and
to the start of a battle (rules: term.move, term.look-top, abilities.procedure, abilities.reaction)."""

from __future__ import annotations

from heresy_app.abilities import ir
from heresy_app.engine import citations as R
from heresy_app.engine.battle import BattleFrame
from tests.engine.printed import ability, card, game, keyword, texts

ONE = ir.Number(value=1)


def _kinds(g, k):
    return [d for d in g.legal_decisions() if d[0] == k]


def test_move_one_enemy_unit_in_this_sector_to_another_sector_chosen_by_the_controller():
    wa = ability("WA", ir.Move(target=ir.Choose(owner="enemy")))
    g, c = game(("psyker", card(wa), 0, "sector", 0), ("e", card(), 1, "sector", 0, "charging"),
                captured={2: 1})
    g.apply(("play", c["psyker"], 0))
    assert _kinds(g, "move") == [("move", c["e"], 1)] or g.zone_of(c["e"]) == "sector:1"
    assert g.zone_of(c["e"]) == "sector:1" and g.position_of(c["e"]) == "charging"   # the one open sector: by itself
    assert any(e.rule == R.TERM_MOVE for e in g.log)


def test_move_offers_every_other_open_sector_and_names_it_in_both_languages():
    wa = ability("WA", ir.Move(target=ir.Choose(owner="enemy")))
    g, c = game(("psyker", card(wa), 0, "sector", 0), ("e", card(), 1, "sector", 0))
    g.apply(("play", c["psyker"], 0))
    assert sorted(_kinds(g, "move")) == [("move", c["e"], 1), ("move", c["e"], 2)]
    from heresy_app.engine import describe
    assert describe(g, ("move", c["e"], 2), "ru").startswith("Переместить")
    g.apply(("move", c["e"], 2))
    assert g.zone_of(c["e"]) == "sector:2"


def test_the_attacking_card_is_held_by_its_war_action_and_is_not_moved():
    t = ability("T", ir.Move(target=ir.Choose(quantity="all", owner="enemy")))
    g, c = game(("gun", card(fp=1, sp=1), 0, "sector", 0), ("e", card(ar=3), 1, "sector", 0),
                ("other", card(), 0, "sector", 0), ("trick", card(t, type="asset"), 1, "sector", 0))
    g.apply(("shoot", c["gun"], c["e"]))
    g.apply(("play", c["trick"], 0))   # P2's tactic: "all enemy units" are P1's; the shooter stays
    g.apply(("move", c["other"], 1))
    assert g.zone_of(c["gun"]) == "sector:0" and g.zone_of(c["other"]) == "sector:1"


def test_reveal_the_top_two_cards_of_your_deck_names_them_and_keeps_them():
    wa = ability("WA", ir.Reveal(what="top", count=2))
    g, c = game(("seer", card(wa), 0, "sector", 0), ("e", card(), 1, "sector", 0))
    top = list(g.decks[0])
    g.apply(("play", c["seer"], 0))
    assert g.decks[0] == top
    assert any(t.startswith("P1 reveals the top of the deck: Filler, Filler") for t in texts(g))


def test_reveal_your_opponents_hand():
    wa = ability("WA", ir.Reveal(player="opponent"))
    g, c = game(("seer", card(wa), 0, "sector", 0), ("e", card(), 1, "sector", 0), ("h", card(name="Secret"), 1, "hand"))
    g.apply(("play", c["seer"], 0))
    assert any("P2 reveals the command hand: Secret" in t for t in texts(g))


def test_look_at_the_top_three_cards_and_put_one_into_your_hand():
    wa = ability("WA", ir.LookTop(count=3, then="one_to_hand"))
    g, c = game(("seer", card(wa), 0, "sector", 0), ("e", card(), 1, "sector", 0))
    top3 = g.decks[0][-3:][::-1]
    g.apply(("play", c["seer"], 0))
    assert sorted(d[1] for d in _kinds(g, "choose")) == sorted(top3)
    g.apply(("choose", top3[1]))
    assert g.hands[0] == [top3[1]] and g.decks[0][-2:][::-1] == [top3[0], top3[2]]


def test_look_at_the_top_three_cards_and_put_them_back_in_any_order():
    wa = ability("WA", ir.LookTop(count=3, then="reorder"))
    g, c = game(("seer", card(wa), 0, "sector", 0), ("e", card(), 1, "sector", 0))
    a, b, d = g.decks[0][-3:][::-1]
    g.apply(("play", c["seer"], 0))
    g.apply(("choose", d))   # the new top
    g.apply(("done",))
    assert g.decks[0][-3:][::-1] == [d, a, b]


def test_look_at_the_top_two_cards_of_your_opponents_deck_and_put_any_at_the_bottom_or_discard_them():
    bottom = ability("WA", ir.LookTop(count=2, player="opponent", then="bottom"))
    g, c = game(("seer", card(bottom), 0, "sector", 0), ("e", card(), 1, "sector", 0))
    a, b = g.decks[1][-2:][::-1]
    g.apply(("play", c["seer"], 0))
    g.apply(("choose", a))
    g.apply(("done",))
    assert g.decks[1][0] == a and g.decks[1][-1] == b
    burn = ability("WA", ir.LookTop(count=2, player="opponent", then="discard"))
    g2, c2 = game(("seer", card(burn), 0, "sector", 0), ("e", card(), 1, "sector", 0))
    a, b = g2.decks[1][-2:][::-1]
    g2.apply(("play", c2["seer"], 0))
    g2.apply(("choose", b))
    g2.apply(("done",))
    assert g2.zone_of(b) == "discard" and g2.decks[1][-1] == a


def test_shuffle_your_deck():
    wa = ability("WA", ir.Shuffle())
    g, c = game(("seer", card(wa), 0, "sector", 0), ("e", card(), 1, "sector", 0))
    before = list(g.decks[0])
    g.apply(("play", c["seer"], 0))
    assert sorted(g.decks[0]) == sorted(before)
    assert "P1 shuffles the deck" in texts(g)


def _hero_or_not():
    return ability("WA", ir.IfThen(predicate=ir.CountAtLeast(owner="own", filters=[keyword("Hero")]),
                                   effects=[ir.Draw(count=ir.Number(value=2))], otherwise=[ir.Draw(count=ONE)]))


def test_if_you_have_a_hero_in_this_sector_draw_two_cards_otherwise_draw_one():
    g, c = game(("cmd", card(_hero_or_not(), type="asset"), 0, "sector", 0), ("hero", card(keywords=["Hero"]), 0, "sector", 0),
                ("e", card(), 1, "sector", 0))
    g.apply(("play", c["cmd"], 0))
    assert len(g.hands[0]) == 2 and "the ability's condition holds" in texts(g)
    g2, c2 = game(("cmd", card(_hero_or_not(), type="asset"), 0, "sector", 0), ("e", card(), 1, "sector", 0))
    g2.apply(("play", c2["cmd"], 0))
    assert len(g2.hands[0]) == 1 and "условие способности не выполнено" in texts(g2, "ru")


def test_choose_one_draw_a_card_or_lock_one_enemy_unit():
    wa = ability("WA", ir.ChooseOne(options=[[ir.Draw(count=ONE)], [ir.Lock(target=ir.Choose(owner="enemy"))]]))
    g, c = game(("cmd", card(wa, type="asset"), 0, "sector", 0), ("e1", card(), 1, "sector", 0), ("e2", card(), 1, "sector", 0))
    g.apply(("play", c["cmd"], 0))
    assert _kinds(g, "option") == [("option", 1), ("option", 2)]
    g.apply(("option", 2))
    g.apply(("choose", c["e2"]))   # the option's choice, made now
    assert g.position_of(c["e2"]) == "locked" and not g.hands[0]
    assert "P1 chooses option 2" in texts(g) and "Игрок 1 выбирает вариант 2" in texts(g, "ru")


def test_if_the_test_fails_its_failure_effects_happen_instead():
    wa = ability("WA", ir.Draw(count=ir.Number(value=2)), costs=[ir.Test(value=ir.Number(value=6))],
                 fail_effects=[ir.Lock(target=ir.ThisCard())])
    g, c = game(("gambler", card(wa), 0, "sector", 0), ("e", card(), 1, "sector", 0))   # dice show 3
    g.apply(("play", c["gambler"], 0))
    assert not g.hands[0] and g.position_of(c["gambler"]) == "locked"
    assert any("what the card says for a failed test happens instead" in t for t in texts(g))


def test_a_reaction_answers_an_enemy_unit_becoming_locked_when_it_shoots():
    r = ability("R", ir.Draw(count=ONE), trigger=ir.Trigger(event="locked", owner="enemy"))
    g, c = game(("watch", card(r, type="asset"), 1, "sector", 0), ("gun", card(), 0, "sector", 0),
                ("e", card(ar=5), 1, "sector", 0))
    g.apply(("shoot", c["gun"], c["e"]))
    assert g.question().kind == "reaction" and g.question().about["event"] == "locked"
    g.apply(("play", c["watch"], 0))
    assert len(g.hands[1]) == 1


def test_a_reaction_answers_a_unit_of_yours_becoming_readied_by_an_ability():
    ready = ability("WA", ir.Ready(target=ir.Choose(owner="own")))
    r = ability("R", ir.ModifyStat(target=ir.TriggerCard(), stat="armor", amount=ONE, duration="battle"),
                trigger=ir.Trigger(event="readied", owner="own"))
    g, c = game(("tech", card(ready, r, type="asset"), 0, "sector", 0), ("u", card(), 0, "sector", 0, "locked"),
                ("e", card(), 1, "sector", 0))
    g.apply(("play", c["tech"], 0))
    g.apply(("play", c["tech"], 1))
    assert g.stat(c["u"], 3) == 2


def test_a_reaction_at_the_start_of_the_battle_comes_after_preparation_before_the_first_war_action():
    r = ability("R", ir.Draw(count=ONE), trigger=ir.Trigger(event="battle_start", types=["card"]))
    g, c = game(("herald", card(r, type="asset"), 0, "sector", 0), ("e", card(), 1, "sector", 0), stage="preparation")
    assert g.question().kind == "reaction" and g.question().about["event"] == "battle_start"
    assert len(g.hands[0]) == 5   # the command hands are drawn first (a deck of five)
    g.apply(("play", c["herald"], 0))
    assert g.question().kind == "war_action" and g.frame(BattleFrame) is not None
    assert any(t.startswith("P1 uses") for t in texts(g))
