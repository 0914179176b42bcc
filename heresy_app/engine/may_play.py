"""What may be played now: the abilities a window (tactics, reactions, modifiers) or a war action
offers a player (:func:`plays`), and whether one ability may be used now (:func:`can_use`, the
rules' abilities.procedure). Every window asks these for every card, so they are the engine's
hottest asks: what they read of an ability once is its plan (offers.use_plan), of a game's cards
their bars (offers.use_bars). Functions of the state; the only thing they set is ``st.ref`` (the
card whose choices are read, for the targets' filters).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from heresy_app.engine.manual import manual_plays
from heresy_app.engine.offers import choices_ok, use_bars, use_plan
from heresy_app.engine.restrictions import use_barred
from heresy_app.engine.rule_changes import ability_barred
from heresy_app.engine.targets import matches_trigger, predicate

if TYPE_CHECKING:
    from heresy_app.engine.catalog import Ab
    from heresy_app.engine.shapes import Decision, UseBars, Uses
    from heresy_app.engine.state import GameState

__all__ = ["plays", "can_use", "own_end"]


def plays(st: GameState, p: int, kind: str, trigger: tuple[Any, ...] | None = None) -> list[Decision]:
    """Abilities of ``kind`` that ``p`` may use now: command lines in hand, printed ones on cards in
    play in the battle's sector and in the fleet area, the cards that take part in the battle (for
    events too: resolution.events.in-play). Windows (T, R, M) also offer pass."""
    out: list[Decision] = [] if kind in ("WA", "E") else [("pass",)]
    tpl = st.tpl
    counted: dict[int, bool] = {}   # choices described alike are counted once (offers.choices_possible)
    seen: set[str] | None = None   # copies of one command line are offered once
    bars = _BARS.get(st.uses)
    if bars is None:   # read once per game's cards (offers.use_bars)
        bars = _BARS[st.uses] = use_bars(st)
    rule_bar, use_bar, free = bars
    # a plain ability (offers.use_plan: no condition, no effect's own check) asked with no trigger
    # while no rule change may bar it: can_use's remaining checks read here, in its order, uncalled
    quick = trigger is None and not rule_bar
    cmd_kind = st.cmd_kind
    for c in st.hands[p]:
        if cmd_kind[c] != kind:
            continue
        t = tpl[c]
        if seen is not None and t.id in seen:
            continue
        ab = t.command
        assert ab is not None   # (cmd_kind names the kind of a command line the engine plays)
        plan = ab.plan
        if quick and plan is not None and plan[4]:
            st.ref = (c, -1)
            ok = True
            for can_pay, cost in plan[2]:
                if not can_pay(st, p, c, -1, cost):
                    ok = False
                    break
            if ok:
                checks = plan[3]
                ok = not checks or choices_ok(st, p, c, -1, ab, checks, free, counted)
        else:
            ok = can_use(st, p, c, -1, ab, trigger, counted)
        if ok:
            if seen is None:
                seen = {t.id}
            else:
                seen.add(t.id)
            out.append(("play", c, -1))
    kinds = st.by_kind.get(kind)   # each card's printed abilities of this kind (None: no card has one)
    if kinds is not None:
        s = st.bsec
        quick = quick and not use_bar
        used = st.used
        for zone in (st.sectors[s][p] if s >= 0 else (), st.fleets[p]):
            for c in zone:
                idx = kinds[c]
                if idx:
                    abilities = tpl[c].abilities
                    for ai in idx:
                        ab = abilities[ai]
                        assert ab is not None   # (by_kind names only the abilities the engine plays)
                        plan = ab.plan
                        if quick and plan is not None and plan[4]:
                            ok = True
                            if used:   # used up this war action / battle / turn (measures.uses_of)
                                for tag in plan[0]:
                                    if (c, ai, tag) in used:
                                        ok = False
                                        break
                            if ok:
                                st.ref = (c, -1)
                                for can_pay, cost in plan[2]:
                                    if not can_pay(st, p, c, ai, cost):
                                        ok = False
                                        break
                                if ok:
                                    checks = plan[3]
                                    ok = not checks or choices_ok(st, p, c, ai, ab, checks, free, counted)
                        else:
                            ok = can_use(st, p, c, ai, ab, trigger, counted)
                        if ok:
                            out.append(("play", c, ai))
    if kind == "R" and trigger is not None and trigger[0] == "destroyed" and own_end(st, p, trigger[1]):
        c = trigger[1]   # g11: "When this unit is destroyed, ...": the card answers from where it went
        for ai in tpl[c].by_kind["R"]:
            ab = tpl[c].abilities[ai]
            if (ab.trigger or {}).get("this") and can_use(st, p, c, ai, ab, trigger, counted):
                out.append(("play", c, ai))
    if st.cat.by_hand:   # no card of the catalog has one: manual_plays finds none
        out.extend(manual_plays(st, p, kind))   # abilities resolved by hand (engine.manual)
    return out


def own_end(st: GameState, p: int, c: int) -> bool:
    """Is ``c`` a card of ``p``'s just destroyed (no longer in play) with a reaction of its own?"""
    return c >= 0 and st.owner[c] == p and not st.in_play(c) and "R" in st.tpl[c].by_kind


def can_use(st: GameState, p: int, c: int, ai: int, ab: Ab, trigger: tuple[Any, ...] | None = None,
            counted: dict[int, bool] | None = None) -> bool:
    """Rules: abilities.procedure (Alpha 4): the ability is not used up, its conditions hold, every
    choice can be made (one that would do what the text says) and every cost can be paid.
    ``counted``: the counts of choices kept for one question (offers.choices_possible)."""
    plan = ab.plan
    if plan is None:   # read once per ability (offers.use_plan)
        plan = ab.plan = use_plan(ab)
    if ai >= 0 and st.used:   # used up this war action / battle / turn (measures.uses_of)
        used = st.used
        for tag in plan[0]:
            if (c, ai, tag) in used:
                return False
    bars = _BARS.get(st.uses)
    if bars is None:   # read once per game's cards (offers.use_bars)
        bars = _BARS[st.uses] = use_bars(st)
    rule_bar, use_bar, free = bars
    if rule_bar and ability_barred(st, c, ai, ab.kind):   # "Ship abilities cannot be used ..."
        return False
    if use_bar and ai >= 0 and use_barred(st, c, ai, ab.kind):   # g12: "Psykers in this sector cannot use WA
        return False                                            # abilities." (never a command line: use_barred)
    if trigger is not None:
        trig = ab.trigger
        if trig is None or trig["event"] != trigger[0] or not matches_trigger(st, p, trig, *trigger[1:]) or (
                trig["event"] == "ability_used" and trig.get("command") not in (None, trigger[4])):   # its kind
            return False
        if trig.get("this") and trigger[1] != c:   # "When this unit ...": only this card's own event
            return False
        if trig.get("other") and trigger[1] == c:   # "another unit of yours"
            return False
        party = trig.get("party")
        if party is not None and party.get("this") and (len(trigger) < 4 or trigger[3] != c):
            return False   # "When this unit destroys ...", "... shoots at this unit"
    if ab.conditions:
        for cond in ab.conditions:
            if predicate(st, p, c, cond["predicate"], trig=trigger[1] if trigger is not None else -1) != (
                    cond["mode"] == "only_if"):
                return False
    st.ref = (c, trigger[1] if trigger is not None else -1)   # "than this unit's speed" (targets.filters_ok)
    # the checks are functions of the state alone: the cheap ones first ("lock this unit" on a locked unit)
    for can_pay, cost in plan[2]:
        if not can_pay(st, p, c, ai, cost):
            return False
    if plan[1]:
        playing = c if ai < 0 else -1
        for possible, e in plan[1]:
            if not possible(st, p, e, playing):
                return False
    # abilities.procedure: every choice must be one that does what the text says
    checks = plan[3]   # offers.choices_possible, with what it reads once already read
    return not checks or choices_ok(st, p, c, ai, ab, checks, free, counted)


_BARS: dict[Uses, UseBars] = {}   # st.uses -> offers.use_bars
