"""Effects of the executable form that move cards between zones, deal damage or read a table: one
function per op, registered in :data:`heresy_app.engine.effects.EFFECTS` (which imports this room).
Each ``run(st, use, e)`` works as the entries of that registry do.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any, TypeVar

from heresy_app.abilities.lexicon import keyword_ru
from heresy_app.cards.model import fold
from heresy_app.engine import citations as R
from heresy_app.engine.restrictions import infiltration_barred
from heresy_app.engine.targets import (candidates, count_cards, damage_reduction, filters_ok, home_sector, infiltrate_candidates,
                                       predicate, resolve_targets, type_ok)
from heresy_app.engine.terms import (AR, ATTACK_CODES, CHARGING, LOCKED, READY, SHIP, STAT_CODES, Z_DECK, Z_DISCARD, Z_FLEET,
                                     Z_HAND, Z_SECTOR)
from heresy_app.engine.versus_cards import key_of
from heresy_app.engine.x_values import x_value

if TYPE_CHECKING:
    from heresy_app.engine.plays import AbilityFrame
    from heresy_app.engine.shapes import BonusKey, Decision, Node
    from heresy_app.engine.state import GameState

__all__ = ["amount_of", "deck_card_to", "search_done", "infiltrate_among", "unless_paid", "unless_paid_pick", "look",
           "search", "search_pick", "variable_roll", "damage", "return_card", "end_search", "each_player",
           "move", "move_pick", "movable", "reveal", "look_top", "look_top_pick", "shuffle", "grant", "if_then",
           "choose_one", "choose_one_pick", "lasting", "locks", "readies", "modify", "counter_attack"]


def end_search(st: GameState, use: AbilityFrame, e: Node) -> list[Decision] | None:
    """term.infiltrate.search: the deck is shuffled once the search is over (which may have found
    nothing, or been declined)."""
    if e.get("source", "deck") == "deck":
        if use.picks_left < 0 or use.picks_left == e.get("count", 1):
            st.note(R.INFILTRATE_SEARCH, "search.none", player=use.ctrl)
        st.rng.shuffle(st.decks[use.ctrl])
        st.note(R.INFILTRATE_SEARCH, "deck.shuffled", player=use.ctrl)
    use.sub = 0
    use.ptr += 1
    return None


def _who(use: AbilityFrame, e: Node, default: str) -> int:
    return use.ctrl if e.get("player", default) == "you" else 1 - use.ctrl


def look(st: GameState, use: AbilityFrame, e: Node) -> list[Decision] | None:
    """The controller looks at a hand: the log names its cards (the owner knows them anyway)."""
    who = _who(use, e, "opponent")
    st.note(R.DISCARD, "hand.shown", player=who, who=use.ctrl, titles=list(st.hands[who]))
    use.ptr += 1
    return None


def search(st: GameState, use: AbilityFrame, e: Node) -> list[Decision] | None:
    """Search the deck for a card (or up to N) and put it into the hand; then shuffle
    (term.infiltrate.search). The card that fits may have left the deck since the ability was
    announced (a test in its costs): then none is taken."""
    if use.sub == 0:
        use.sub = 1
        use.picks_left = e.get("count", 1)
    if use.picks_left <= 0:
        return end_search(st, use, e)
    cands = infiltrate_candidates(st, use.ctrl, {**e, "source": "deck"})
    if not cands:
        return end_search(st, use, e)
    use.player = use.ctrl
    return [("choose", c) for c in cands] + search_done(use, e)


def search_done(use: AbilityFrame, e: Node) -> list[Decision]:
    """term.infiltrate.search: the search does what the card says, so a card that fits is taken
    while one is there; "up to N" may stop (``done``) after any number, none included."""
    return [("done",)] if e.get("count", 1) > 1 else []


def search_pick(st: GameState, use: AbilityFrame, e: Node, c: int) -> None:
    st.back_to_hand(c)
    st.note(R.INFILTRATE_SEARCH, "search.to-hand", player=use.ctrl, title=c)
    use.picks_left -= 1


def variable_roll(st: GameState, use: AbilityFrame, e: Node) -> list[Decision] | None:
    """rolls.variable: one roll, then the outcome whose range holds the result, as a use of its own
    (its choices are made now that it is known); rolls.variable.reading: past either end of the
    table the result reads as that end, between two ranges it does nothing."""
    if use.wait == 0:
        use.wait = 2
        use.roll(st, R.ROLL_VARIABLE)
        return None
    use.wait = 0
    use.ptr += 1
    value = st.last_roll
    outcomes = e["outcomes"]
    result = min(max(value, outcomes[0]["low"]), outcomes[-1]["high"])
    for o in outcomes:
        if o["low"] <= result <= o["high"]:
            rng = str(o["low"]) if o["low"] == o["high"] else f"{o['low']}-{o['high']}"
            rule = R.ROLL_VARIABLE if result == value else R.ROLL_VARIABLE_READING
            st.note(rule, "roll.outcome", value=value, range=rng)
            use.carry_out(st, o["effects"])
            return None
    st.note(R.ROLL_VARIABLE_READING, "roll.no-outcome", value=value)
    return None


def damage(st: GameState, use: AbilityFrame, e: Node) -> list[Decision] | None:
    """battle.damage.by-ability: damage outside an attack destroys a card whose armor it reaches and
    is removed otherwise; it is no attack, so no counter-attack answers it."""
    targets = resolve_targets(st, use, e["target"], use.ptr)
    n = use.amount(st, e["amount"])
    if n is None:
        return None
    for c in targets:
        if not st.in_play(c) or st.tpl[c].type == SHIP:
            continue
        armor = st.stat(c, AR)
        less = damage_reduction(st, c, -1) if "damage_reduced" in st.uses else 0   # g6: "Damage dealt to it is reduced"
        if less >= 99:   # g21b: all damage prevented (engine.bends.ALL_DAMAGE)
            st.note(R.DAMAGE_BY_ABILITY, "damage.prevented", card=c)
        elif less:
            st.note(R.DAMAGE_BY_ABILITY, "damage.reduced", card=c, n=min(less, n))
        dealt = max(0, n - less)   # g21b: each card's own reduction (one card's no longer lessens the next card's)
        st.note(R.DAMAGE_BY_ABILITY, "damage.by-ability", card=c, n=dealt, armor=armor)
        if dealt > 0 and dealt >= armor:
            use.destroy(st, c)
    use.ptr += 1
    return None


def return_card(st: GameState, use: AbilityFrame, e: Node) -> list[Decision] | None:
    """term.return: each target leaves play for its owner's hand, or the top or bottom of its
    owner's deck (face down); it is not destroyed."""
    to = e.get("to", "hand")
    for c in resolve_targets(st, use, e["target"], use.ptr):
        if st.loc[c] == Z_DECK:   # a card shown on top of a deck (term.look-top): it goes from there
            deck_card_to(st, c, to, st.owner[c])
            continue
        if st.loc[c] == Z_DISCARD and to != "deck_bottom":   # from the discard pile (a choice's zone)
            _from_discard(st, c, to)
            continue
        if not st.in_play(c):
            continue
        for bonus in (st.wa_bonus, st.battle_bonus):   # what it gained in play ends
            for k in range(5):
                bonus.pop(c * 5 + k, None)
        st.wa_counter.discard(c)
        st.battle_counter.discard(c)
        st.forget_turn_changes(c)
        if to == "hand":
            st.back_to_hand(c)
        else:
            st.move_out(c)
            deck = st.decks[st.owner[c]]
            if to == "deck_top":
                deck.append(c)
            else:
                deck.insert(0, c)
            st.loc[c] = Z_DECK
            st.pos[c] = READY
            st.up[c] = False
        if to == "hand":
            st.note(R.TERM_RETURN, "returned.hand", card=c, player=st.owner[c])
        elif to == "deck_top":
            st.note(R.TERM_RETURN, "returned.deck-top", card=c, player=st.owner[c])
        else:
            st.note(R.TERM_RETURN, "returned.deck-bottom", card=c, player=st.owner[c])
    use.ptr += 1
    return None


def _from_discard(st: GameState, c: int, to: str) -> None:
    """term.return: a card chosen in a discard pile goes back to its owner's hand or the top of the deck."""
    p = st.owner[c]
    if to == "hand":
        st.back_to_hand(c)
        st.note(R.TERM_RETURN, "returned.hand", card=c, player=p)
        return
    st.move_out(c)
    st.decks[p].append(c)
    st.loc[c] = Z_DECK
    st.up[c] = False
    st.note(R.TERM_RETURN, "returned.deck-top", card=c, player=p)


# ====================================================================== the parts added for issue 24

_Kept = TypeVar("_Kept", "dict[BonusKey, int]", "set[int]")


def lasting(st: GameState, use: AbilityFrame, e: Node, wa: _Kept, battle: _Kept, turn: _Kept) -> _Kept:
    """Where a change is kept: until the end of the war action, of the battle, or of the turn
    (abilities.duration-turn, our clarification: it outlasts the battle, ends in the end phase)."""
    if e.get("duration") == "turn":
        st.note(R.DURATION_TURN, "duration.turn")
        return turn
    return wa if use.for_war_action(e) else battle


def locks(st: GameState, c: int, react: Callable[[GameState, str, int], object]) -> None:
    """``c`` has just become locked, by any means: reactions to "locked" may answer."""
    if "locked" in st.uses:
        react(st, "locked", c)


def readies(st: GameState, c: int, react: Callable[[GameState, str, int], object]) -> None:
    if "readied" in st.uses:
        react(st, "readied", c)


def each_player(st: GameState, use: AbilityFrame, e: Node) -> bool:
    """"Each player draws (discards, mills) ...": the effect for the controller, then for the
    opponent, as a use of its own above this one. False when the effect names one player."""
    if e.get("player") != "each":
        return False
    use.ptr += 1
    use.carry_out(st, [{**e, "player": "you"}, {**e, "player": "opponent"}])
    return True


def movable(st: GameState, c: int) -> bool:
    """term.move: a unit or asset in a sector moves; the cards fighting the war action under way
    (attacking, defending, blocking) are held by it and do not."""
    return st.loc[c] >= Z_SECTOR and st.tpl[c].type != SHIP and c not in (st.wa_att, st.wa_def, st.wa_block)


def move(st: GameState, use: AbilityFrame, e: Node) -> list[Decision] | None:
    """term.move: each target moves to another sector, not captured, that the controller chooses;
    it keeps its position and its face. One with nowhere to go stays."""
    key = -1 - use.ptr   # the cards still to move, kept with the use's choices
    if use.sub == 0:
        use.sub = 1
        use.chosen[key] = [c for c in resolve_targets(st, use, e["target"], use.ptr) if movable(st, c)]
    todo = use.chosen[key]
    while todo:
        c = todo[0]
        here = st.loc[c] - Z_SECTOR
        dests = [s for s in st.open_sectors() if s != here] if movable(st, c) else []
        dests = [s for s in dests if s == st.bsec] if e.get("to") == "here" else dests   # "to this sector"
        if e.get("where") is not None:   # "to another sector where you have a Hero"
            dests = [s for s in dests if len(candidates(st, use.ctrl, e["where"], s)) >= e["where"].get("at_least", 1)]
        if dests:
            use.player = use.ctrl
            return [("move", c, s) for s in dests]
        todo.pop(0)
        st.note(R.TERM_MOVE, "move.stays", card=c)
    del use.chosen[key]
    use.sub = 0
    use.ptr += 1
    return None


_ARRIVES = {"ready": READY, "locked": LOCKED, "charging": CHARGING}


def move_pick(st: GameState, use: AbilityFrame, e: Node, d: Decision) -> None:
    _, c, s = d
    use.chosen[-1 - use.ptr].remove(c)
    p, pos, up = st.owner[c], st.pos[c], st.up[c]
    st.move_out(c)
    st.put_in_sector(c, s, up)
    st.pos[c] = pos
    st.note(R.TERM_MOVE, "moved", card=c, sector=s, player=p)
    if e.get("arrives"):   # "It arrives there locked." (g4b)
        st.pos[c] = _ARRIVES[e["arrives"]]
        if e["arrives"] == "locked":
            st.note(R.TERM_MOVE, "move.arrives-locked", card=c)
        elif e["arrives"] == "ready":
            st.note(R.TERM_MOVE, "move.arrives-ready", card=c)
        else:
            st.note(R.TERM_MOVE, "move.arrives-charging", card=c)


def infiltrate_among(st: GameState, use: AbilityFrame, e: Node) -> list[Decision] | None:
    """"Infiltrate one Infantry unit discarded this way" (the cards the ability discarded, still in
    the discard pile) or "... from among the top 3 cards of your deck" (looked at now; the rest then
    stay, go under the deck or into the discard pile). One card must come in when one can; "up to N"
    may stop (term.infiltrate, term.look-top)."""
    key = -1 - use.ptr
    p = use.ctrl
    if use.sub == 0:
        use.sub = 1
        use.picks_left = e.get("count", 1)
        if e["source"] == "top":
            n = min(e.get("top") or 1, len(st.decks[p]))
            use.chosen[key] = st.decks[p][len(st.decks[p]) - n:][::-1]
            st.note(R.TERM_LOOK_TOP, "deck.top-looked", player=p, who=p, count=n)
        else:
            use.chosen[key] = list(use.chosen.get("discarded", ()))
    pool = use.chosen[key]
    where = Z_DECK if e["source"] == "top" else Z_DISCARD
    cands = [c for c in pool if st.loc[c] == where and st.owner[c] == p and type_ok(st, c, e.get("types") or ["unit"])
             and filters_ok(st, c, e.get("filters")) and not infiltration_barred(st, c, p)] if use.picks_left > 0 else []
    if cands:
        use.player = p
        return [("choose", c) for c in cands] + ([("done",)] if e.get("count", 1) > 1 else [])
    if e["source"] == "top" and e.get("rest", "keep") != "keep":
        for c in pool:
            if st.loc[c] == Z_DECK:
                deck_card_to(st, c, "discard" if e["rest"] == "discard" else "bottom", p)
    del use.chosen[key]
    use.sub = 0
    use.ptr += 1
    return None


def amount_of(st: GameState, use: AbilityFrame, a: Node) -> int:
    """An amount known as the effect resolves: X (the dice of the cards discarded: known once they are,
    from the deck too), "for each ..." (counted in this card's sector, or the cards in a hand, deck or
    discard pile), "that many" (the cards an earlier effect of the use moved)."""
    k = a.get("kind")
    if k == "x":
        return x_value(st, use) if (use.ab.x or {}).get("x") == "die" else use.x
    if k == "that_many":
        plus: int = a.get("plus", 0)   # g7: "1 card fewer than"
        return max(0, (use.chosen.get("moved") or [0])[0] + plus)
    return count_cards(st, use.ctrl, a, home_sector(st, use.card), use.card, use)


def deck_card_to(st: GameState, c: int, to: str, p: int) -> None:
    """A card shown on top of ``p``'s deck goes from there to ``p``'s hand, the bottom or the top of
    the deck, or the discard pile (term.look-top)."""
    deck = st.decks[st.owner[c]]
    if to == "hand":
        deck.remove(c)
        st.hands[p].append(c)
        st.loc[c] = Z_HAND
        st.from_deck.add(c)
        st.note(R.TERM_LOOK_TOP, "deck.card-to-hand", player=p, title=c)
    elif to == "deck_bottom" or to == "bottom":
        deck.remove(c)
        deck.insert(0, c)
        st.note(R.TERM_LOOK_TOP, "deck.card-to-bottom", player=st.owner[c], title=c)
    elif to == "deck_top":
        deck.remove(c)
        deck.append(c)
        st.note(R.TERM_LOOK_TOP, "deck.card-to-top", player=st.owner[c], title=c)
    else:
        deck.remove(c)
        st.discards[st.owner[c]].append(c)
        st.loc[c] = Z_DISCARD
        st.up[c] = True
        st.note(R.TERM_LOOK_TOP, "deck.top-discarded", player=st.owner[c], title=c)


def reveal(st: GameState, use: AbilityFrame, e: Node) -> list[Decision] | None:
    """The player shows their hand, or the top cards of their deck (put back as they were, or where
    ``then`` says: into their hand, under their deck, into their discard pile): the log names them.
    The top cards shown and left there are what a later "it" names (``RevealedCard``)."""
    if each_player(st, use, e):
        return None
    who = _who(use, e, "you")
    if e.get("what", "hand") == "hand":
        st.note(R.TERM_REVEAL, "hand.revealed", player=who, titles=list(st.hands[who]))
    else:
        top = st.decks[who][-e.get("count", 1):][::-1]
        st.note(R.TERM_REVEAL, "deck.top-revealed", player=who, titles=top)
        then = e.get("then", "back")
        if then == "back":
            use.chosen["revealed"] = list(top)
        else:
            for c in top:
                deck_card_to(st, c, then, who)
    use.ptr += 1
    return None


def _takeable(st: GameState, e: Node, left: Iterable[int]) -> list[int]:
    """The cards looked at that may go into the hand ("any number of units from among them")."""
    types = e.get("types") or ["card"]
    if types == ["card"] and not e.get("filters"):
        return list(left)
    return [c for c in left if type_ok(st, c, types) and filters_ok(st, c, e.get("filters"))]


def look_top(st: GameState, use: AbilityFrame, e: Node) -> list[Decision] | None:
    """term.look-top: the controller looks at the top N cards of a deck, then (``then``) puts them
    back in the order they choose (the card for the top first; Done keeps the rest as they lie),
    puts one (of the kind named, when there is one: it must) or any number of them into their hand
    and the rest where ``rest`` says (back, on the bottom, in the order chosen with ``any_order``,
    into the discard pile), or puts any of them at the bottom or into the discard pile (Done: no
    more). The cards looked at are kept, top first, with the use's choices."""
    key = -1 - use.ptr
    who = _who(use, e, "you")
    then = e.get("then", "reorder")
    taking = then in ("one_to_hand", "to_hand")
    if use.sub == 0:
        n = min(e.get("count", 1), len(st.decks[who]))
        use.sub = 1
        use.chosen[key] = st.decks[who][len(st.decks[who]) - n:][::-1]
        use.chosen[key - 1000] = []   # reorder: the cards placed, top first
        st.note(R.TERM_LOOK_TOP, "deck.top-looked", player=use.ctrl, who=who, count=n)
        use.picks_left = 1 if then == "one_to_hand" else 0 if then == "reorder" and n < 2 else min(n, e.get("up_to") or n)
        if n == 1 and then == "reorder":
            use.chosen["revealed"] = list(use.chosen[key])
    left = use.chosen[key]
    if use.sub == 1 and left and use.picks_left > 0:
        cands = _takeable(st, e, left) if taking else left
        if cands:
            use.player = use.ctrl
            out = [("choose", c) for c in cands]
            return out if then == "one_to_hand" else out + [("done",)]   # "put one of them": one must go
    if taking and e.get("rest", "keep") != "keep" and left:
        if e.get("rest") == "discard":
            for c in list(left):
                deck_card_to(st, c, "discard", who)
            left.clear()
        elif e.get("any_order") and len(left) > 1:   # the order under the deck is the controller's
            use.sub = 2
            use.player = use.ctrl
            return [("choose", c) for c in left]
        else:
            for c in list(left):
                deck_card_to(st, c, "bottom", who)
            left.clear()
    if then == "reorder":
        placed = use.chosen[key - 1000]
        deck = st.decks[who]
        order = placed + [c for c in left if c not in placed]
        del deck[len(deck) - len(order):]
        deck.extend(reversed(order))
        if placed:
            st.note(R.TERM_LOOK_TOP, "deck.top-reordered", player=use.ctrl, who=who)
    del use.chosen[key], use.chosen[key - 1000]
    use.sub = 0
    use.ptr += 1
    return None


def look_top_pick(st: GameState, use: AbilityFrame, e: Node, c: int) -> None:
    key = -1 - use.ptr
    who = st.owner[c]
    use.chosen[key].remove(c)
    use.picks_left -= 1
    then = e.get("then", "reorder")
    if use.sub == 2:   # the rest, one by one under the deck in the order chosen
        deck_card_to(st, c, "bottom", who)
        if len(use.chosen[key]) == 1:
            deck_card_to(st, use.chosen[key].pop(), "bottom", who)
        return
    if then == "reorder":
        use.chosen[key - 1000].append(c)
        return
    if then == "to_hand":
        deck_card_to(st, c, "hand", use.ctrl)
        return
    if then == "one_to_hand" and e.get("rest", "keep") != "keep":   # the rest go elsewhere next
        deck_card_to(st, c, "hand", use.ctrl)
        use.picks_left = 0
        return
    if then == "one_to_hand":
        st.decks[who].remove(c)
        st.hands[use.ctrl].append(c)
        st.loc[c] = Z_HAND
        st.from_deck.add(c)
        st.note(R.TERM_LOOK_TOP, "deck.top-to-hand", player=use.ctrl)
        use.picks_left = 0
    elif then == "bottom":
        st.decks[who].remove(c)
        st.decks[who].insert(0, c)
        st.note(R.TERM_LOOK_TOP, "deck.top-to-bottom", player=use.ctrl, who=who)
    else:
        st.move_out(c)
        st.discards[who].append(c)
        st.loc[c] = Z_DISCARD
        st.up[c] = True
        st.note(R.TERM_LOOK_TOP, "deck.top-discarded", player=use.ctrl, title=c)


def shuffle(st: GameState, use: AbilityFrame, e: Node) -> list[Decision] | None:
    """``player`` shuffles their deck; with ``what`` their hand or discard pile into it first (the number
    of cards moved is what a later "that many" reads)."""
    if each_player(st, use, e):
        return None
    who = _who(use, e, "you")
    what = e.get("what", "deck")
    if what != "deck":
        cards = list(st.hands[who] if what == "hand" else st.discards[who])
        for c in cards:
            st.move_out(c)
            st.decks[who].append(c)
            st.loc[c] = Z_DECK
            st.up[c] = False
        use.chosen["moved"] = [len(cards)]
        st.note(R.PROCEDURE, "deck.shuffled-in", player=who, count=len(cards), source=what)
    st.rng.shuffle(st.decks[who])
    st.note(R.PROCEDURE, "deck.shuffled-by-ability", player=who)
    use.ptr += 1
    return None


_COUNTER = frozenset({fold("Counter-attack"), fold("Контратака")})


def grant(st: GameState, use: AbilityFrame, e: Node) -> list[Decision] | None:
    """The target gains a keyword until the end of the duration (kept as ("grant", card, keyword)
    beside the bonuses, so it ends as they do); Counter-attack is the counter-attack op's."""
    kw = e["keyword"]
    ru = keyword_ru(kw)
    forms = {fold(kw)} | ({fold(ru)} if ru else set())
    if forms & _COUNTER:
        gained = lasting(st, use, e, st.wa_counter, st.battle_counter, st.turn_counter)
        for c in resolve_targets(st, use, e["target"], use.ptr):
            if st.in_play(c):
                gained.add(c)
                st.note(R.COUNTER_ATTACK, "counter.gained", card=c)
        use.ptr += 1
        return None
    where = lasting(st, use, e, st.wa_bonus, st.battle_bonus, st.turn_bonus)
    for c in resolve_targets(st, use, e["target"], use.ptr):
        if not st.in_play(c):
            continue
        for f in forms:
            where[("grant", c, f)] = 1
        st.note(R.PROCEDURE, "keyword.gained", card=c, kw=kw)
    use.ptr += 1
    return None


def if_then(st: GameState, use: AbilityFrame, e: Node) -> list[Decision] | None:
    """"If ..., ... Otherwise, ...": the predicate is read as the ability resolves, on its card."""
    holds = predicate(st, use.ctrl, use.card, e["predicate"], use) != bool(e.get("negate"))
    branch = e["effects"] if holds else (e.get("otherwise") or [])
    if holds:
        st.note(R.PROCEDURE, "if.holds")
    else:
        st.note(R.PROCEDURE, "if.fails")
    use.ptr += 1
    if branch:
        use.carry_out(st, branch)
    return None


def unless_paid(st: GameState, use: AbilityFrame, e: Node) -> list[Decision] | None:
    """"Destroy this unit unless you discard 1 card": the controller may discard (when they can do all
    of it, abilities.cost: what cannot be paid is not paid); otherwise the effects happen."""
    can = True
    payer = use.ctrl if e.get("payer", "you") == "you" else 1 - use.ctrl   # g12: the opponent may pay to cancel
    for x in e["pay"]:
        n = (x.get("count") or {}).get("value", 1)
        if len(st.hands[payer] if x["op"] == "discard" else st.decks[payer]) < n:
            can = False
    if not can:
        st.note(R.PROCEDURE, "unless.cannot", player=payer)
        use.ptr += 1
        use.carry_out(st, e["effects"])
        return None
    use.player = payer
    return [("option", 1), ("option", 2)]


def unless_paid_pick(st: GameState, use: AbilityFrame, e: Node, d: Decision) -> None:
    use.ptr += 1
    payer = use.ctrl if e.get("payer", "you") == "you" else 1 - use.ctrl
    use.player = use.ctrl
    if d[1] == 1:
        st.note(R.PROCEDURE, "unless.paid", player=payer)
        use.carry_out(st, e["pay"])
    else:
        st.note(R.PROCEDURE, "unless.not-paid", player=payer)
        use.carry_out(st, e["effects"])


def choose_one(st: GameState, use: AbilityFrame, e: Node) -> list[Decision] | None:
    """"Choose one: ...; or ...": the controller picks an option; its effects happen as a use of
    their own (their choices made now)."""
    use.player = use.ctrl if e.get("chooser", "you") == "you" else 1 - use.ctrl   # g16: "Your opponent chooses one"
    return [("option", i + 1) for i in range(len(e["options"]))]


def choose_one_pick(st: GameState, use: AbilityFrame, e: Node, d: Decision) -> None:
    n = d[1]
    st.note(R.PROCEDURE, "option.chosen", player=use.player, n=n)
    use.player = use.ctrl
    use.ptr += 1
    if e["options"][n - 1]:   # "You may ...": the empty option does nothing
        use.carry_out(st, e["options"][n - 1])


# ====================================================================== changes for a time

def _modify_plan(e: Node) -> tuple[Any, ...]:
    """What :func:`modify` reads of effect ``e`` at every use, read once per effect (an IR's effects
    never change; kept with the effect itself, so its number is never another's): its changes
    ((amount, sign, stat code, stat name), in printed order), what the bonus's key is (0: the stat
    itself, 1 versus a keyword, 2 versus an attack, 3 versus this card, 4 versus a description, with
    the part read from the effect), whether it lasts until the end of the turn, and whether it says it
    lasts until the end of the war action (AbilityFrame.for_war_action's reading of the effect)."""
    got = _MODIFY.get(id(e))
    if got is not None and got[0] is e:
        return got[1]
    # a number's amount read here too (what AbilityFrame.amount answers for one: its value), None else
    changes = tuple((ch["amount"], int(ch.get("sign", 1)), STAT_CODES[ch["stat"]], ch["stat"],
                     ch["amount"]["value"] if ch["amount"].get("kind") == "number" else None)
                    for ch in (e, *(e.get("more") or ())))
    vs = e.get("versus")   # counts only against cards with the keyword (term.versus, abilities.versus-timed)
    how: int
    part: object
    how, part = (1, fold(vs)) if vs else (0, None)
    if e.get("versus_attack"):   # "versus shooting": only while it fights in such an attack (issue 24, g2)
        how, part = 2, ATTACK_CODES[e["versus_attack"]]
    if e.get("versus_this"):   # "versus this unit": only while it fights the card printing it
        how, part = 3, None
    if e.get("versus_cards"):   # g8: "versus locked units": only while it fights such a card
        how, part = 4, key_of(e["versus_cards"])
    plan = (changes, how, part, e.get("duration") == "turn", e.get("duration", "war_action") == "war_action")
    if len(_MODIFY) >= 4096:   # (effects made afresh, as a test's, do not pile up)
        _MODIFY.clear()
    _MODIFY[id(e)] = (e, plan)
    return plan


# id(effect) -> (effect, its plan): modify's reading of an effect (_modify_plan)
_MODIFY: dict[int, tuple[Node, tuple[Any, ...]]] = {}
_KEY_HEADS = (None, "versus", "vs_attack", "vs_card", "vs_cards")


def modify(st: GameState, use: AbilityFrame, e: Node) -> list[Decision] | None:
    """The target gets each change of the clause in turn ("+2 assault and +1 armor"); a d6 among
    them is rolled when its change is reached (``use.sub`` counts the changes made)."""
    targets = resolve_targets(st, use, e["target"], use.ptr)
    got = _MODIFY.get(id(e))   # (_modify_plan's own first look, without its call)
    changes, how, part, turn, wa = got[1] if got is not None and got[0] is e else _modify_plan(e)
    if turn:   # abilities.duration-turn (as lasting() says it)
        st.note(R.DURATION_TURN, "duration.turn")
        bonus = st.turn_bonus
    else:   # (use.for_war_action(e), its reading of the effect planned)
        bonus = st.wa_bonus if wa and use.ab.kind != "preparation" else st.battle_bonus
    if how == 3:
        part = use.card
    head = _KEY_HEADS[how]
    in_play = st.loc
    while use.sub < len(changes):
        amount, sign, s, stat, n = changes[use.sub]
        if n is None:   # not a number: X, a count, a roll (a roll's use resumes here with the result)
            n = use.amount(st, amount)
            if n is None:
                return None
        n *= sign
        for c in targets:
            if in_play[c] >= Z_FLEET:   # (GameState.in_play)
                key = c * 5 + s if head is None else (head, c, s, part)
                bonus[key] = bonus.get(key, 0) + n
                if st.log_enabled:   # (the log's arguments are not built when it is off)
                    _modify_note(st, use, e, c, n, stat)
        use.sub += 1
    use.sub = 0
    use.ptr += 1
    return None


def _modify_note(st: GameState, use: AbilityFrame, e: Node, c: int, n: int, stat: str) -> None:
    """The log line of one change :func:`modify` made."""
    if e.get("versus_cards"):
        st.note(R.VERSUS_TIMED, "stat.change.versus-cards", card=c, n=n, stat=stat, desc=e["versus_cards"])
    elif e.get("versus_this"):
        st.note(R.VERSUS_TIMED, "stat.change.versus-card", card=c, n=n, stat=stat, target=use.card)
    elif e.get("versus"):
        st.note(R.VERSUS_TIMED, "stat.change.versus", card=c, n=n, stat=stat, keyword=e["versus"])
    elif e.get("versus_attack"):
        va = e["versus_attack"]
        if va == "shooting":
            st.note(R.VERSUS_TIMED, "stat.change.versus-shooting", card=c, n=n, stat=stat)
        elif va == "assault":
            st.note(R.VERSUS_TIMED, "stat.change.versus-assault", card=c, n=n, stat=stat)
        else:
            st.note(R.VERSUS_TIMED, "stat.change.versus-special", card=c, n=n, stat=stat)
    else:
        st.note(R.PREPARATION_ABILITIES if use.ab.kind == "preparation" else R.TACTIC, "stat.change", card=c, n=n,
                stat=stat)



def counter_attack(st: GameState, use: AbilityFrame, e: Node) -> list[Decision] | None:
    targets = resolve_targets(st, use, e["target"], use.ptr)
    where = lasting(st, use, e, st.wa_counter, st.battle_counter, st.turn_counter)
    for c in targets:
        if st.in_play(c):
            where.add(c)
            st.note(R.COUNTER_ATTACK, "counter.gained", card=c)
    use.ptr += 1
    return None
