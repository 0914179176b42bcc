"""Effects of the executable form that move cards between zones, deal damage or read a table: one
function per op, registered in :data:`heresy_app.engine.effects.EFFECTS` (which imports this room).
Each ``run(st, use, e)`` works as the entries of that registry do.
"""

from __future__ import annotations

from heresy_app.engine import citations as R
from heresy_app.engine.targets import infiltrate_candidates, resolve_targets
from heresy_app.engine.terms import AR, READY, SHIP, Z_DECK

__all__ = ["look", "search", "search_pick", "variable_roll", "damage", "return_card", "end_search"]


def end_search(st, use, e):
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


def _who(use, e, default):
    return use.ctrl if e.get("player", default) == "you" else 1 - use.ctrl


def look(st, use, e):
    """The controller looks at a hand: the log names its cards (the owner knows them anyway)."""
    who = _who(use, e, "opponent")
    st.note(R.DISCARD, "hand.shown", player=who, who=use.ctrl, titles=list(st.hands[who]))
    use.ptr += 1
    return None


def search(st, use, e):
    """Search the deck for a card (or up to N) and put it into the hand, or take none; then shuffle
    (term.infiltrate.search)."""
    if use.sub == 0:
        use.sub = 1
        use.picks_left = e.get("count", 1)
    if use.picks_left <= 0:
        return end_search(st, use, e)
    cands = infiltrate_candidates(st, use.ctrl, {**e, "source": "deck"})
    if not cands:
        return end_search(st, use, e)
    use.player = use.ctrl
    return [("choose", c) for c in cands] + [("done",)]   # the deck is hidden: one may find none


def search_pick(st, use, e, c):
    st.back_to_hand(c)
    st.note(R.INFILTRATE_SEARCH, "search.to-hand", player=use.ctrl, title=c)
    use.picks_left -= 1


def variable_roll(st, use, e):
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


def damage(st, use, e):
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
        st.note(R.DAMAGE_BY_ABILITY, "damage.by-ability", card=c, n=n, armor=armor)
        if n > 0 and n >= armor and st.destroy(c):
            use.react(st, "destroyed", c)
    use.ptr += 1
    return None


def return_card(st, use, e):
    """term.return: each target leaves play for its owner's hand, or the top or bottom of its
    owner's deck (face down); it is not destroyed."""
    to = e.get("to", "hand")
    for c in resolve_targets(st, use, e["target"], use.ptr):
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
