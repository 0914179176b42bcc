"""What each operation of the executable form (IR) does: one registry entry per effect
(:data:`EFFECTS`) and per cost (:data:`COSTS`), and :func:`supported`, what the engine can execute.

Adding an effect is one entry here (its ``run``), one valuation in
``heresy_app/engine/ai/valuation.py`` (a test fails without it), and its words in the ability
language. An entry's ``run(st, use, e)`` works for one use of an ability (``use``, a
:class:`heresy_app.engine.plays.AbilityFrame`): it returns the legal decisions when it asks a
question (``("choose", card)``...), or ``None`` once it has advanced (``use.ptr += 1``) or opened a
window (a roll, reactions) above the use.

>>> sorted(EFFECTS)[:4], sorted(COSTS)   # doctest: +NORMALIZE_WHITESPACE
(['become_defending', 'cancel', 'charge', 'choose_one'], ['destroy_this', 'destroy_units', 'discard', 'discard_kind',
 'discard_top', 'lock_this', 'lock_units', 'return_this', 'test'])
>>> supported({"kind": "T", "effects": [{"op": "draw", "count": {"kind": "number", "value": 1}}]})
True
>>> supported({"kind": "T", "effects": [{"op": "teleport"}]})
False
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from heresy_app.engine import citations as R
from heresy_app.engine import entering  # g17c: "cannot affect", "enter it locked"
from heresy_app.engine.bends import give_damage_bonus, reduce_damage, swap_between, swap_places, swap_places_pick, swap_stats
from heresy_app.engine.cancel import cancel
from heresy_app.engine.card_effects import (
    amount_of,
    choose_one,
    choose_one_pick,
    counter_attack,
    damage,
    each_player,
    end_search,
    grant,
    if_then,
    infiltrate_among,
    locks,
    look,
    look_top,
    look_top_pick,
    modify,
    movable,
    move,
    move_pick,
    readies,
    return_card,
    reveal,
    search,
    search_done,
    search_pick,
    shuffle,
    unless_paid,
    unless_paid_pick,
    variable_roll,
)
from heresy_app.engine.cost_pays import COSTS, Cost  # (the costs' own room)
from heresy_app.engine.flag_effects import set_stat
from heresy_app.engine.measures import later
from heresy_app.engine.restriction_effects import has_keyword, lose, restrict
from heresy_app.engine.restrictions import (
    Source,
    ability_source,
    infiltrate_candidates,
    lock_barred,
    names_sources,
    not_readied,
    untargetable_by,
)
from heresy_app.engine.role_effects import become_defending, may_become_defending
from heresy_app.engine.roll_effects import (
    reroll,
    roll_add,
    roll_bonus,
    roll_set,
    roll_set_pick,
    roll_twice,
    test_result,
    whose_roll,
)
from heresy_app.engine.rule_changes import give as give_rule
from heresy_app.engine.sequels import DONE_CHECK, done_check, each_player_part, if_done, if_done_pick, infiltrate_revealed
from heresy_app.engine.targets import FILTERS, PREDICATES, TARGET_REFS, candidates, resolve_targets, restricted
from heresy_app.engine.terms import CHARGING, LOCKED, READY, SHIP, TRIGGERS, UNIT

if TYPE_CHECKING:
    from heresy_app.engine.plays import AbilityFrame
    from heresy_app.engine.shapes import Decision, Node
    from heresy_app.engine.state import GameState

__all__ = ["EFFECTS", "COSTS", "Effect", "Cost", "supported", "to_fleet", "infiltrate", "choice_candidates", "amount_of"]


@dataclass(frozen=True)
class Effect:
    """One effect op: ``run(st, use, e)``; ``pick(st, use, e, card)`` when it asks for cards;
    ``kinds``: the ability kinds it may appear in (None: any).

    Rules: abilities.procedure (Alpha 4, point 2): an ability that needs a choice cannot be used
    when no choice would do what it says. ``affects(st, c)``: can the effect do what it says to
    card ``c`` (a chosen target)? ``possible(st, p, e, playing)``: can ``p`` make the choice the
    effect itself asks for (the card to infiltrate; ``playing``: the command line's card being
    played, or -1)? None: always."""

    op: str
    run: Callable[..., Any]
    pick: Callable[..., Any] | None = None
    kinds: frozenset[str] | None = None
    affects: Callable[..., bool] | None = None
    possible: Callable[..., bool] | None = None


# ====================================================================== entering play (unique cards)

def to_fleet(st: GameState, c: int) -> None:
    """A ship goes to its owner's fleet area; an earlier copy of a unique ship there is destroyed."""
    p = st.owner[c]
    i = st.tpl[c].identity
    if i is not None:
        for old in list(st.fleets[p]):
            if st.tpl[old].identity == i:
                st.note(R.UNIQUE, "unique.ship-replaced", old=old)
                st.destroy(old)
    st.put_in_fleet(c)
    st.note(R.FLEET, "to-fleet", card=c)


def infiltrate(st: GameState, p: int, c: int, source: str | None) -> None:
    """``c`` enters play in the battle's sector, ready and face up (a ship: the fleet area)."""
    s = st.bsec
    t = st.tpl[c]
    if t.type == SHIP:
        to_fleet(st, c)
        st.pos[c] = READY
        st.note(R.INFILTRATE, "infiltrate.fleet", card=c)
        return
    if t.identity is not None:
        for q in (0, 1):
            for old in list(st.sectors[s][q]):
                if st.tpl[old].identity == t.identity:
                    st.note(R.UNIQUE, "unique.infiltrate-replaces", old=old)
                    st.destroy(old)
    st.move_out(c)
    st.put_in_sector(c, s, True)
    st.note(R.INFILTRATE, "infiltrate", card=c, source=source, sector=s)
    if "enter_locked" in st.uses:   # g17c: "enter it locked instead of ready"
        entering.enter(st, c, s)


# ====================================================================== effects

def _who(use: AbilityFrame, e: Node, default: str) -> int:
    return use.ctrl if e.get("player", default) == "you" else 1 - use.ctrl


def _draw(st: GameState, use: AbilityFrame, e: Node) -> list[Decision] | None:
    if each_player(st, use, e):
        return None
    n = use.amount(st, e.get("count") or e["amount"])
    if n is None:
        return None
    who = _who(use, e, "you")
    st.draw(who, n, R.PROCEDURE)
    if n > 0 and "draws" in st.uses:   # "When your opponent draws cards": the player who drew did it
        use.react(st, "draws", -1, causer=who)
    use.ptr += 1
    return None


def _mill(st: GameState, use: AbilityFrame, e: Node) -> list[Decision] | None:
    if each_player(st, use, e):
        return None
    n = use.amount(st, e.get("count") or e["amount"])
    if n is None:
        return None
    who = _who(use, e, "opponent")   # "discarded this way", "the die of the discarded card" name them:
    use.chosen.setdefault("discarded" if who == use.ctrl else "milled", []).extend(st.mill(who, n))
    use.ptr += 1
    return None


def _flags(st: GameState, use: AbilityFrame, e: Node) -> list[Decision] | None:
    if each_player(st, use, e):   # g7: "Each player loses 1 flag"
        return None
    n = use.amount(st, e.get("count") or e["amount"])
    if n is None:
        return None
    who = _who(use, e, "you")
    n *= int(e.get("sign", 1))
    st.battle_flags[who] += n
    if st.log_enabled:
        st.note(R.RESOLUTION_FLAGS, "flags.extra", player=who, n=n)
    use.ptr += 1
    return None


def _discard(st: GameState, use: AbilityFrame, e: Node) -> list[Decision] | None:
    """The player discards N cards (the whole hand when it holds N or fewer): of their choice, of
    the other player's choice (who sees that hand to choose), or at random (term.discard)."""
    if use.sub == 0:
        if each_player(st, use, e):
            return None
        n = use.amount(st, e.get("count") or e["amount"])
        if n is None:
            return None
        who = _who(use, e, "opponent")
        if e.get("whole"):   # "discards their hand": every card of it ("that many" reads how many)
            use.chosen["moved"] = [n := len(st.hands[who])]
        pool = [c for c in st.hands[who] if _of_kind(st, c, e)]   # "1 card with a T command line": such cards
        n = min(n, len(pool))
        if n >= len(st.hands[who]):
            for c in list(st.hands[who]):
                st.discard_from_hand(who, c)
            if n:
                st.note(R.DISCARD, "discard.hand", player=who, count=n)
        elif n > 0 and e.get("chooser") == "random":
            for c in st.rng.sample(pool, n):
                st.discard_from_hand(who, c)
                st.note(R.DISCARD, "discard.random", player=who, title=c)
        elif n > 0:
            use.sub = 1
            use.picks_left = n
            use.amount_of = who
            return None
        use.ptr += 1
        return None
    if use.picks_left <= 0:
        use.sub = 0
        use.ptr += 1
        return None
    who = use.amount_of
    use.player = 1 - who if e.get("chooser") == "other" else who
    return [("choose", c) for c in st.hands[who] if _of_kind(st, c, e)]


def _of_kind(st: GameState, c: int, e: Node) -> bool:
    k = e.get("command")
    cmd = st.tpl[c].command
    return k is None or (cmd is not None and cmd.kind == k)


def _discard_pick(st: GameState, use: AbilityFrame, e: Node, c: int) -> None:
    who = use.amount_of
    st.discard_from_hand(who, c)
    st.note(R.DISCARD_CHOICE if e.get("chooser") == "other" else R.DISCARD, "discard.card", player=who, title=c)
    use.picks_left -= 1


def _infiltrate(st: GameState, use: AbilityFrame, e: Node) -> list[Decision] | None:
    """"Infiltrate a unit ...". From the hand or the discard pile, open to their player, the cards
    were chosen with the other choices (abilities.procedure; ``use.chosen``): each one still there
    comes in, one no longer there does not (term.infiltrate). From the deck the search is made now
    (term.infiltrate.search): the player takes a card that fits while one is there, or with "up to N"
    as many as they like (``done``)."""
    if e["source"] in ("discarded", "top"):
        return infiltrate_among(st, use, e)
    if e["source"] == "revealed":   # g3b: "Reveal the top card of your deck. ... infiltrate it."
        infiltrate_revealed(st, use, e, _infiltrate_pick)
        return None
    if e["source"] != "deck":
        picks = use.chosen.get(use.ptr, ())
        zone = st.hands[use.ctrl] if e["source"] == "hand" else st.discards[use.ctrl]
        while use.sub < len(picks):
            c = picks[use.sub]
            use.sub += 1
            if c in zone:
                _infiltrate_pick(st, use, e, c)
                return None
            st.note(R.INFILTRATE, "infiltrate.gone", card=c, source=e["source"])
        use.sub = 0
        use.ptr += 1
        return None
    if use.sub == 0:
        use.sub = 1
        use.picks_left = e.get("count", 1)
    if use.picks_left <= 0:
        return end_search(st, use, e)
    cands = infiltrate_candidates(st, use.ctrl, e)
    if not cands:
        return end_search(st, use, e)
    use.player = use.ctrl
    return [("choose", c) for c in cands] + search_done(use, e)


def _can_infiltrate(st: GameState, p: int, e: Node, playing: int = -1) -> bool:
    """One card to infiltrate must be there to choose; the command line being played is not (it
    leaves the hand as it is played). "Up to N" needs none. From the deck too, the card is a choice
    the text asks for, so the deck must hold one (term.infiltrate.search); from the cards the costs
    discard or the top cards looked at, it is known only as the ability resolves."""
    if e.get("source") in ("discarded", "top", "revealed"):
        return True
    return e.get("count", 1) > 1 or bool(infiltrate_candidates(st, p, e, (playing,)))


def _can_search(st: GameState, p: int, e: Node, playing: int = -1) -> bool:
    """term.infiltrate.search: "search your deck for an asset" is a choice, so the deck must hold a
    card that fits when the ability is announced (abilities.procedure); "up to N" needs none."""
    return e.get("count", 1) > 1 or bool(infiltrate_candidates(st, p, {**e, "source": "deck"}))


def _infiltrate_pick(st: GameState, use: AbilityFrame, e: Node, c: int) -> None:
    infiltrate(st, use.ctrl, c, {"discarded": "discard", "top": "deck", "revealed": "deck"}.get(e["source"], e["source"]))
    use.picks_left -= 1
    if e.get("locked"):   # g14: "put 1 ship ... into your fleet area locked"
        st.pos[c] = LOCKED
        st.note(R.INFILTRATE, "infiltrate.locked", card=c)
    use.react(st, "enters", c)   # abilities.reaction: "when a card enters play"
    if st.tpl[c].type == SHIP:   # g14: a ship infiltrated goes to the fleet area: "when this ship enters your fleet area"
        use.react(st, "fleet", c)


def _can_choose_discards(st: GameState, p: int, e: Node, playing: int = -1) -> bool:
    """abilities.procedure: "N cards of your choice" from the opponent's hand is a choice of N
    cards, which needs N there (one, when N is known only later). A discard chosen by its own
    player or at random asks no choice of the user: it may be played against any hand."""
    if e.get("chooser") != "other" or e.get("player", "opponent") == "you":
        return True
    a = e.get("count") or e.get("amount") or {}
    return len(st.hands[1 - p]) >= (a.get("value", 1) if a.get("kind") == "number" else 1)


# a constant ability's: read by the card's template, nothing to do when used
def _versus(st: GameState, use: AbilityFrame, e: Node) -> list[Decision] | None:
    use.ptr += 1
    return None


def _destroy(st: GameState, use: AbilityFrame, e: Node) -> list[Decision] | None:
    for c in resolve_targets(st, use, e["target"], use.ptr):
        use.destroy(st, c)
    use.ptr += 1
    return None


def _lock(st: GameState, use: AbilityFrame, e: Node) -> list[Decision] | None:
    for c in resolve_targets(st, use, e["target"], use.ptr):
        if st.in_play(c) and st.pos[c] != LOCKED:
            if lock_barred(st, c, use.ctrl, ability_source(st, use.card, use.ai, use.ab.kind)):   # "cannot be
                # locked" by an ability; g12: "Enemy cards cannot lock this ship." (abilities.restriction)
                st.note(R.RESTRICTION, "restriction.not-locked", card=c)
                continue
            st.pos[c] = LOCKED
            st.note(R.TERM_LOCK, "locked", card=c)
            locks(st, c, use.react)
    use.ptr += 1
    return None


def _ready(st: GameState, use: AbilityFrame, e: Node) -> list[Decision] | None:
    for c in resolve_targets(st, use, e["target"], use.ptr):
        if st.in_play(c) and st.pos[c] != READY:
            if not_readied(st, c, use.ctrl, ability_source(st, use.card, use.ai, use.ab.kind)):
                st.note(R.RESTRICTION, "restriction.not-readied", card=c)   # "cannot be readied" (abilities.restriction)
                continue
            st.pos[c] = READY
            st.note(R.TERM_READY, "readied", card=c)
            readies(st, c, use.react)
    use.ptr += 1
    return None


def _charge(st: GameState, use: AbilityFrame, e: Node) -> list[Decision] | None:
    for c in resolve_targets(st, use, e["target"], use.ptr):
        if st.in_play(c) and st.pos[c] == READY and st.tpl[c].type == UNIT and not restricted(st, c, "no_charge"):
            st.pos[c] = CHARGING
            st.note(R.CHARGE_BY_ABILITY, "charge.by-ability", card=c)
            use.react(st, "charges", c)
    use.ptr += 1
    return None


EFFECTS: dict[str, Effect] = {e.op: e for e in (
    Effect("draw", _draw),
    Effect("discard", _discard, _discard_pick, possible=_can_choose_discards),
    Effect("look", look),
    Effect("search", search, search_pick, possible=_can_search),
    Effect("mill", _mill),
    Effect("flags", _flags),
    Effect("infiltrate", _infiltrate, _infiltrate_pick, possible=_can_infiltrate),
    Effect("roll_add", roll_add, roll_set_pick, kinds=frozenset({"M"}), possible=whose_roll),   # g16: "up to" picks
    Effect("reroll", reroll, kinds=frozenset({"M"}), possible=whose_roll),
    Effect("roll_set", roll_set, roll_set_pick, kinds=frozenset({"M"}), possible=whose_roll),
    Effect("roll_twice", roll_twice, kinds=frozenset({"M"}), possible=whose_roll),
    Effect("test_result", test_result, kinds=frozenset({"M"}), possible=whose_roll),   # g13
    Effect("roll_bonus", roll_bonus),
    Effect("test_bonus", _versus, kinds=frozenset({"constant"})),   # g16: read where a test is rolled (roll_tests)
    Effect("versus", _versus, kinds=frozenset({"constant"})),
    Effect("keyword", _versus, kinds=frozenset({"constant"})),   # read by the card's template too
    Effect("set_stat", set_stat),   # a constant's: an aura; g10: a typed ability's flags for a time (flag_effects)
    # g6: a constant's is read where damage is dealt (targets.damage_reduction); g21b: a typed one's is kept for its time
    Effect("damage_reduced", reduce_damage, affects=lambda st, c: st.tpl[c].type != SHIP),
    Effect("restriction", restrict, affects=lambda st, c: st.tpl[c].type != SHIP),   # a constant's: the template
    Effect("modify", modify),
    Effect("destroy", _destroy),
    Effect("damage", damage, affects=lambda st, c: st.tpl[c].type != SHIP),
    Effect("return", return_card),
    # term.lock: a locked card cannot be locked; term.ready: only a locked or charging card can be
    # readied; battle.charge: only a ready unit charges
    Effect("lock", _lock, affects=lambda st, c: st.pos[c] != LOCKED and not restricted(st, c, "no_lock")),
    Effect("ready", _ready, affects=lambda st, c: st.pos[c] != READY and not (
        "no_ready" in st.uses and restricted(st, c, "no_ready"))),
    Effect("charge", _charge, affects=lambda st, c: st.pos[c] == READY and st.tpl[c].type == UNIT
           and not restricted(st, c, "no_charge")),
    Effect("counter_attack", counter_attack),
    Effect("become_defending", become_defending, kinds=frozenset({"T", "R"}), affects=may_become_defending),
    Effect("variable_roll", variable_roll),
    Effect("move", move, move_pick, affects=movable),
    Effect("reveal", reveal),
    Effect("look_top", look_top, look_top_pick),
    Effect("shuffle", shuffle),
    Effect("grant", grant),
    Effect("lose", lose),   # who has the keyword: choice_candidates
    Effect("if", if_then),
    Effect("choose_one", choose_one, choose_one_pick),
    Effect("unless_paid", unless_paid, unless_paid_pick),
    Effect("later", later, kinds=frozenset({"WA", "T", "R", "M", "A"})),
    Effect("cancel", cancel, kinds=frozenset({"R", "T"})),   # abilities.cancel (engine.cancel); a T: g16's current attack
    Effect("sector_rule", give_rule),   # a constant's is read where the rule is decided (engine.rule_changes)
    Effect("if_done", if_done, if_done_pick),   # g3b: "If you do, ..." (engine.sequels)
    Effect(DONE_CHECK, done_check),   # its internal last step, never in the IR
    Effect("each_player", each_player_part),   # g3b: "Each player locks one of his units"
    # g11 (engine.bends): stats swapped for a time, two cards swapping sectors, extra damage by kind of attack
    Effect("swap_stats", swap_stats, affects=lambda st, c: st.tpl[c].type == UNIT),
    Effect("swap_between", swap_between, affects=lambda st, c: st.tpl[c].type == UNIT),   # g13
    Effect("swap_places", swap_places, swap_places_pick, affects=movable),
    Effect("damage_bonus", give_damage_bonus, affects=lambda st, c: st.tpl[c].type == UNIT),   # a constant's: an aura
)}


def choice_candidates(st: GameState, p: int, e: Node, src: tuple[int, int, str] | None = None) -> list[int]:
    """The cards ``p`` may choose for effect ``e`` (a ``choose`` target): those its description
    allows and on which the effect can do what it says; never one no ability of ``p`` may choose
    (abilities.restriction; ``src``: the ability's (card, index, kind), for those naming kinds of
    ability). A card in a discard pile is not in play: only a return reaches it."""
    spec = e["target"]
    cands = candidates(st, p, spec)
    if "zone" in spec and spec["zone"] == "discard":
        return [c for c in cands if e["op"] == "return" and e.get("to", "hand") != "deck_bottom"]
    affects = EFFECTS[e["op"]].affects
    if e["op"] == "lose":   # "one enemy unit loses Counter-attack": one that has it
        cands = [c for c in cands if has_keyword(st, c, e["keyword"])]
    elif affects is not None:
        kept = []   # (a loop: a comprehension is a call of its own in Python 3.11)
        for c in cands:
            if affects(st, c):
                kept.append(c)
        cands = kept
    bars = _CHOICE_BARS.get(st.uses)
    if bars is None:   # what may bar a choice, read once per game's cards (no call of the three an ask)
        bars = _CHOICE_BARS[st.uses] = ("untargetable" in st.uses or "untargetable_enemy" in st.uses,
                                        names_sources(st), entering.speaks_of_unaffected(st))
    untargetable, named, unaffected = bars
    if e["op"] == "lock" and ("no_lock_enemy" in st.uses or src is not None and named):   # g12
        by = ability_source(st, *src) if src is not None else None
        cands = [c for c in cands if not lock_barred(st, c, p, by)]
    source: Source | None = None   # the ability's, read once
    if untargetable or (src is not None and named):
        source = ability_source(st, *src) if src is not None else None
        cands = [c for c in cands if not untargetable_by(st, c, p, source)]
    if unaffected:   # g17c: "Enemy ships cannot affect cards in this sector."
        by = source if src is None or source is not None else ability_source(st, *src)
        cands = [c for c in cands if not entering.unaffected_by(st, c, p, by)]
    return cands


# st.uses -> (untargetable spoken of, abilities named as sources, "cannot affect")
_CHOICE_BARS: dict[frozenset[str | None], tuple[bool, bool, bool]] = {}


# ====================================================================== what the engine can execute

def _constant_supported(e: Node) -> bool:
    """A constant changes statistics, gives keywords or restrictions (to its card or to a scope of
    cards), or counts versus a keyword; a scope's change "versus" a keyword is not read."""
    op = e["op"]
    if op in ("versus", "keyword", "restriction", "sector_rule", "damage_reduced", "damage_bonus"):
        return True
    if op == "test_bonus":   # g16: read where a test is rolled (roll_tests.test_bonus), for a scope's cards
        return (e.get("target") or {}).get("ref") == "choose"
    scoped = (e.get("target") or {}).get("ref") == "choose"
    if op == "set_stat":   # this card's printed number, counted in play (targets.aura_stat); g6: a
        # number of flags, of this card or of a scope's cards ("count as having 1 flag", "give no flags");
        # g20b: any statistic ("This unit's armor is 4.")
        kind = (e.get("amount") or {}).get("kind")
        return kind in ("count", "cards_in", "number")   # g20b: any statistic set to a number
    if op == "modify":
        # g14: a scope's versus_attack: restrictions.aura_versus_attack
        return not (scoped and (e.get("versus") or e.get("versus_cards"))) and all(
            (ch.get("amount") or {}).get("kind") in ("number", "count", "stat") for ch in (e, *(e.get("more") or ())))
    return op in ("grant", "counter_attack")


def _filters_known(filters: Iterable[Node] | None) -> bool:
    return all(f.get("filter") in FILTERS for f in filters or ())


def supported(ir: Node | None, *, command: bool = False) -> bool:
    """True when the engine can execute this IR (every node is one it knows)."""
    if not isinstance(ir, dict) or ir.get("schema_version", 1) != 1:
        return False
    kind = ir.get("kind")
    if kind not in ("WA", "T", "R", "M", "A", "E", "constant", "preparation"):
        return False
    if command and kind in ("A", "constant", "preparation"):
        return False
    if ir.get("either_player"):   # g18e: the opponent may use it too: the players play it by hand
        return False
    trig = ir.get("trigger")
    if kind == "R" or trig:   # a constant's trigger: a replacement ("If this unit would be destroyed, ...")
        if not trig or trig.get("event") not in TRIGGERS or not _filters_known(trig.get("filters")):
            return False
        if trig.get("party") and not _filters_known(trig["party"].get("filters")):
            return False
    for c in ir.get("conditions") or ():
        p = c.get("predicate") or {}
        if p.get("pred") not in PREDICATES or not _filters_known(p.get("filters")):
            return False
        if p.get("pred") == "card_is" and p.get("of") == "chosen":   # read before anything is chosen
            return False
    for c in ir.get("costs") or ():
        entry = COSTS.get(c.get("cost"))
        if entry is None or (command and not entry.command):
            return False
    if not _effects_supported(ir.get("effects"), "R" if trig else kind, command):
        return False
    if ir.get("fail_effects") and not _effects_supported(ir["fail_effects"], kind, command, True):
        return False
    x = ir.get("x")
    if x is not None and (x.get("x") not in ("stat", "count", "die", "cards", "free", "among", "flags")
                          or not _filters_known(x.get("filters"))):
        return False
    return True


_AMOUNTS = frozenset({"number", "d6", "x", "count", "cards_in", "that_many", "stat"})


def _amount_known(a: object) -> bool:
    return not isinstance(a, dict) or (a.get("kind") in _AMOUNTS and _filters_known(a.get("filters")))


def _effects_supported(effects: list[Node] | None, kind: str, command: bool, nested: bool = False) -> bool:
    if not effects:
        return False
    for e in effects:
        if not isinstance(e, dict):
            return False
        entry = EFFECTS.get(e.get("op", ""))
        if entry is None:
            return False
        if e.get("op") == "variable_roll":
            outcomes = e.get("outcomes") or ()
            if nested or not outcomes or not all(   # an empty outcome: "Nothing happens"
                    isinstance(o, dict) and (o.get("effects") == [] or _effects_supported(
                        o.get("effects"), kind, command, True)) for o in outcomes):
                return False
        if e.get("op") == "if" and (e.get("predicate", {}).get("pred") not in PREDICATES or not _filters_known(
                e["predicate"].get("filters")) or not _effects_supported(e.get("effects"), kind, command, True)
                or (e.get("otherwise") and not _effects_supported(e["otherwise"], kind, command, True))):
            return False
        if e.get("op") == "later" and (nested or not _effects_supported(e.get("effects"), kind, command, True)):
            return False
        # g15b: the opponent's own part ("Your opponent chooses one: ..., or he locks 1 of his units") is a use of
        # his own wherever it stands; each player's turn in turn only at the ability's top level
        if e.get("op") in ("if_done", "each_player") and (nested and e["op"] == "each_player" and e.get(
                "player") != "opponent" or not all(
                not o or _effects_supported(o, kind, command, True)
                for o in (e.get("effects"), e.get("then"), e.get("otherwise")))):
            return False
        if e.get("op") in ("choose_one", "unless_paid") and not all(   # an empty option: "you may ..." not done
                not o or _effects_supported(o, kind, command, True)
                for o in e.get("options") or [e.get("pay"), e.get("effects")]):
            return False
        if not all(_amount_known(e.get(k)) for k in ("count", "amount")) or not all(
                _amount_known(ch.get("amount")) for ch in e.get("more") or ()):
            return False
        if kind == "constant" and not _constant_supported(e):
            return False
        t = e.get("target")
        if t is not None:
            if t.get("ref") not in TARGET_REFS or not _filters_known(t.get("filters")) or not all(
                    _filters_known(a.get("filters")) for a in t.get("alt") or ()):
                return False
            if command and t.get("ref") == "this":
                return False
            if t.get("ref") == "trigger" and kind != "R":
                return False
        if entry.kinds is not None and kind not in entry.kinds:
            return False
        if not _filters_known(e.get("filters")):
            return False
    return True
