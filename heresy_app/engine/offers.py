"""What a window may offer, answered quickly: could anyone play an ability of a kind
(:func:`anyone_has`), could a reaction window for an event offer anything (:func:`answerable`),
can every choice of an ability be made (:func:`choices_possible`, counting the cards only as far
as it needs: :func:`at_least`). Every window asks these for every card, so they read what they
can once per ability (``Ab.memo``) or once per game (``st.uses``). Functions of the state; none
changes it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from heresy_app.engine.effects import COSTS, EFFECTS, choice_candidates
from heresy_app.engine.manual import has_manual
from heresy_app.engine.measures import BY_OWNER, players_of, uses_of
from heresy_app.engine.restrictions import names_sources
from heresy_app.engine.targets import candidates, compile_spec, filters_ok

if TYPE_CHECKING:
    from heresy_app.engine.catalog import Ab
    from heresy_app.engine.shapes import ChoiceCheck, Node, UseBars, UsePlan, Uses
    from heresy_app.engine.state import GameState

__all__ = ["anyone_has", "answerable", "choices_possible", "choices_ok", "at_least", "use_plan", "use_bars"]


def use_plan(ab: Ab) -> UsePlan:
    """What ``plays.can_use`` reads of ability ``ab`` at every ask, read once (``Ab.memo``): the tags
    its use leaves in ``st.used`` (measures.uses_of: the mark is (card, index, tag)), the effects that
    say whether their own choice can be made ((possible, effect) pairs) and the costs ((can_pay, cost)
    pairs), in printed order, the checks of its choices (:func:`_choice_checks`; none when it
    has no choice), and whether it is plain: no condition and no effect's own check, so that
    ``plays.plays`` may read its tags, costs and choices itself (without a call of ``can_use``)."""
    tags = tuple(u[2] for u in uses_of(-1, 0, ab))
    possible = tuple((f, e) for e in ab.effects if (f := EFFECTS[e["op"]].possible) is not None)
    costs = tuple((COSTS[cost["cost"]].can_pay, cost) for cost in ab.costs)
    return tags, possible, costs, _checks_of(ab) if ab.choices else (), not ab.conditions and not possible


def use_bars(st: GameState) -> UseBars:
    """What may keep an ability from being used in this game (plays.can_use reads it once per game's
    cards): (a rule change of a sector, "sector_rule"; a restriction on using abilities, "no_use", or
    one naming kinds of ability: restrictions.names_sources; and whether every ability may choose
    every card, :func:`_free`)."""
    return "sector_rule" in st.uses, "no_use" in st.uses or bool(names_sources(st)), _free(st)


def _free(st: GameState) -> bool:
    """May every ability choose every card in this game (no card of it restricts who may choose whom)?
    Read once per game's cards."""
    free = _FREE.get(st.uses)
    if free is None:
        uses = st.uses
        free = _FREE[uses] = not ("untargetable" in uses or "untargetable_enemy" in uses or names_sources(st))
    return free


def anyone_has(st: GameState, kind: str) -> bool:
    """Could anyone play an ability of ``kind`` (a quick test before opening a window)?"""
    s = st.bsec
    cmd_kind = st.cmd_kind
    kinds = st.by_kind.get(kind)   # each card's printed abilities of this kind (None: no card has one)
    for q in (0, 1):
        for c in st.hands[q]:
            if cmd_kind[c] == kind:
                return True
        if kinds is not None:
            if s >= 0:
                for c in st.sectors[s][q]:
                    if kinds[c]:
                        return True
            for c in st.fleets[q]:
                if kinds[c]:
                    return True
    return st.cat.by_hand is not False and has_manual(st, kind)   # (none without such cards)


def answerable(st: GameState, event: str) -> bool:
    """Could a reaction window for ``event`` offer anything? Only an ability whose trigger names that
    event can be played in it (``can_use``), and ``st.uses`` holds every trigger event the game's
    cards print; an ability resolved by hand answers any event, so with such cards in the catalog
    every window is opened. A window that could offer nothing is closed by two passes and changes
    nothing, so it is not opened (the same game, faster)."""
    return (event in st.uses or st.cat.by_hand) and anyone_has(st, "R")


def choices_possible(st: GameState, p: int, c: int, ai: int, ab: Ab, counted: dict[int, bool] | None = None) -> bool:
    """Can every choice of ability ``ai`` of card ``c`` (``ab``) be made by ``p`` now (``st.ref`` set
    for its filters)? See :func:`_choice_checks`. ``counted``: a dict kept for one question (the same
    board, the same player: :func:`plays.plays`), where the answers for choices described alike
    (owner, card types, zone; no filter, no alternative) are kept, so several command lines choosing
    "any unit" count the cards once."""
    checks = _checks_of(ab)
    return not checks or choices_ok(st, p, c, ai, ab, checks, _free(st), counted)


def _checks_of(ab: Ab) -> tuple[ChoiceCheck, ...]:
    checks = ab.memo.get("choices")
    if checks is None:   # read once per ability
        checks = ab.memo["choices"] = _choice_checks(ab)
    return checks


def choices_ok(st: GameState, p: int, c: int, ai: int, ab: Ab, checks: tuple[ChoiceCheck, ...], free: bool,
               counted: dict[int, bool] | None = None) -> bool:
    """:func:`choices_possible` with what it reads once already read: the ability's ``checks``
    (:func:`_choice_checks`) and ``free`` (:func:`_free`); ``plays.can_use`` asks this."""
    for e, spec, need, other, plain, shape, test, quick in checks:
        skip = c if other else -1
        if free and plain:
            if shape is not None and counted is not None:
                key = shape * 65536 + skip + 1   # (the shape's number, the card left out)
                ok = counted.get(key)
                if ok is None:
                    ok = counted[key] = _at_least(st, p, spec, quick, need, skip, test)
            else:
                ok = _at_least(st, p, spec, quick, need, skip, test)
            if not ok:
                return False
        else:
            n = 0
            for x in choice_candidates(st, p, e, (c, ai, ab.kind)):
                if x != skip:
                    n += 1
            if n < need:
                return False
    return True


_FREE: dict[Uses, bool] = {}   # st.uses -> may every ability choose every card (no restriction names who may choose whom)?


def _choice_checks(ab: Ab) -> tuple[ChoiceCheck, ...]:
    """What :func:`can_use` checks of the choices of ``ab``, read once from its IR (``Ab.memo``): for
    each choice of an exact number of cards, (effect, target, how many at least, "other", plain,
    shape: what the cards it may choose depend on, when it has no filter and no alternative; the test
    of the effect, and for a choice in the battle's sector (no zone, no alternative) its owner code,
    type mask and filters, read once: quick).
    The number is the choice's ("exactly"), 1 for X cards (term.x.count: at least one to choose); a
    choice of "up to" / any number can always be made. The cards are those of
    :func:`effects.choice_candidates` ("one of your other units": not the card itself); a *plain*
    choice (not of a discard pile, not "loses a keyword") is counted straight from the board
    (:func:`at_least`, stopping at the last one needed) while no card of the game restricts who
    may choose whom. tests/engine/test_choice_counts.py checks the two agree."""
    out: list[ChoiceCheck] = []
    for ei in ab.choices:
        e = ab.effects[ei]
        spec = e["target"]
        if spec.get("quantity", "exactly") != "exactly":
            continue
        need = spec.get("count") or 1
        if not isinstance(need, int):
            need = 1
        plain = e["op"] != "lose" and spec.get("zone") != "discard"
        described = None if spec.get("filters") or spec.get("alt") else (
            spec.get("ref"), spec.get("owner"), tuple(spec.get("types") or ()), spec.get("zone"))
        shape = None
        if described is not None:   # numbered: counted's keys are cheap to hash
            shape = _SHAPES.setdefault((described, need, e["op"]), len(_SHAPES))
        quick = None
        if spec.get("ref") != "blocking":
            owner, mask, filters, _, alts, zone = compile_spec(spec)
            if not zone and alts is None:
                quick = (owner, mask, filters)
        out.append((e, spec, need, bool(spec.get("other")), plain, shape, EFFECTS[e["op"]].affects, quick))
    return tuple(out)


_SHAPES: dict[tuple[object, int, str], int] = {}   # (shape, how many, op) -> its number (offers._choice_checks)


def at_least(st: GameState, p: int, spec: Node, need: int, skip: int = -1,
             test: Callable[[GameState, int], bool] | None = None) -> bool:
    """Are there at least ``need`` cards among those :func:`targets.candidates` lists (``skip`` left
    out) that pass ``test(st, c)`` (None: every one)? Counting stops at the ``need``-th: whether a
    choice can be made (:func:`choices_possible`) does not need the whole list."""
    quick = None
    if spec.get("ref") != "blocking":
        owner, mask, filters, _, alts, zone = compile_spec(spec)
        if not zone and alts is None:
            quick = (owner, mask, filters)
    return _at_least(st, p, spec, quick, need, skip, test)


def _at_least(st: GameState, p: int, spec: Node, quick: tuple[int, int, list[Node] | None] | None, need: int, skip: int,
              test: Callable[[GameState, int], bool] | None) -> bool:
    """:func:`at_least` with the choice's ``quick`` reading (owner code, type mask, filters) made
    once, or None when it is not counted straight from the battle's sector."""
    if quick is not None:   # the battle's sector (ships: the fleet areas), as candidates reads it
        owner, mask, filters = quick
        s = st.bsec
        tpl = st.tpl
        n = 0
        for q in (BY_OWNER[owner][p] if owner < 3 else players_of(st, p, owner)):
            if mask & 3 and s >= 0:
                for c in st.sectors[s][q]:
                    if c != skip and (1 << tpl[c].type) & mask and (filters is None or filters_ok(st, c, filters)) \
                            and (test is None or test(st, c)):
                        n += 1
                        if n >= need:
                            return True
            if mask & 4:
                for c in st.fleets[q]:
                    if c != skip and (filters is None or filters_ok(st, c, filters)) and (test is None or test(st, c)):
                        n += 1
                        if n >= need:
                            return True
        return False
    n = 0
    for c in candidates(st, p, spec):
        if c != skip and (test is None or test(st, c)):
            n += 1
            if n >= need:
                return True
    return False
