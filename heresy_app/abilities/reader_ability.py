"""How the reader puts a whole ability together from its parts (issue 25: split out of reader.py): the
trigger and conditions, 'instead', X, and effects said for each player; what 'it' and 'that' name is
:mod:`reader_it`."""

from __future__ import annotations

import json

from heresy_app.abilities import ir
from heresy_app.abilities.instead_effect import instead_of_effect  # g19c
from heresy_app.abilities.reader_cardops import constant_set_x, resolve_roll_result  # g17d
from heresy_app.abilities.reader_instead import instead_after_condition  # g18d
from heresy_app.abilities.reader_it import (
    NAMED, XTheirs, card_it, hand_it, is_choice, it_is_the_subject, placed_in, with_it, x_of, x_theirs
)
from heresy_app.abilities.reader_marks import (
    CardIt, DestroyedIt, DoingRole, DoingState, HisFlags, InsteadIf, It, ItState, PriRole, That, TheyState, first_of,
    mark_of
)
from heresy_app.abilities.reader_nouns import Mark, mark
from heresy_app.abilities.reader_compound import cost_it  # g14b
from heresy_app.abilities.reader_refs import check_chosen, x_ref  # g19a
from heresy_app.abilities.reader_roles import paid_cards, relative_roles  # g17b

PREDICATES = (ir.ThisState, ir.ThisRole, ir.CountAtLeast, ir.OnPlanet, ir.CardIs, ir.PlayerRole, ir.RollResult,
               ir.RollMade, ir.CardsInAtLeast, ir.CardDestroyed, ir.MoreThan, ir.OnlyOne, ir.AllAre, ir.FirstWarAction,
               ir.TestOutcome)   # g16


def trigger_of(ch):
    """The trigger among a rule's children and the conditions it carries ("When a roll of yours is a 6":
    a roll of yours, only if its result is 6)."""
    t = first_of(ch, ir.Trigger)
    if t is not None:
        return t, []
    tc = mark_of(ch, "trigger_if")
    return (tc[1], [tc[2]]) if tc else (None, [])


def with_conditions(body, conds):
    if not conds:
        return body
    return mark("body", body[1], [*conds, *body[2]], *body[3:])


def predicate_of(ch):
    """The predicate among a rule's children: an IR predicate, or a mark ``not`` (negated) / ``always``."""
    for c in ch:
        if isinstance(c, PREDICATES) or isinstance(c, Mark) and c.tag in ("not", "always"):
            return c
    raise ValueError("no condition")
NOUNS = {"unit": "unit", "asset": "asset", "ship": "ship", "card": "card",
          "отряд": "unit", "актив": "asset", "корабль": "ship", "карта": "card"}
KINDS = {"wa": "WA", "t": "T", "r": "R", "m": "M", "a": "A", "e": "E",
          "ва": "WA", "т": "T", "р": "R", "м": "M", "ш": "A", "с": "E", "е": "E"}


def in_groups(effect, n):
    """g13b: "for every 2 ...": the count an effect's number became (:func:`per_count`) counts whole groups of ``n``."""
    if n < 2:
        raise ValueError("'for every N' counts groups of two cards or more")
    if isinstance(effect, ir.EachPlayer):
        return effect.model_copy(update={"effects": [in_groups(e, n) for e in effect.effects]})
    update = {}
    for field in ("count", "amount"):
        v = getattr(effect, field, None)
        if isinstance(v, (ir.Count, ir.CardsIn)):
            update[field] = v.model_copy(update={"every": n})
    if isinstance(effect, ir.ModifyStat):
        update["more"] = [m.model_copy(update={"amount": m.amount.model_copy(update={"every": n})})
                          if isinstance(m.amount, (ir.Count, ir.CardsIn)) else m for m in effect.more]
    if not update:
        raise ValueError("'for every N' counts cards in groups")
    return effect.model_copy(update=update)


def per_count(effect, count, cap=None):
    """"... for each X": the effect's number becomes a count of X (times the printed number), never
    above ``cap`` ("to a maximum of 2")."""
    def per(amount):
        if isinstance(amount, ir.Number) and amount.value >= 1:
            if cap is not None and cap < amount.value:
                raise ValueError("the maximum is below one step of the count")
            if cap is not None and "max" not in type(count).model_fields:
                raise ValueError("this count has no maximum")
            return count.model_copy(update={"per": amount.value, **({"max": cap} if cap is not None else {})})
        raise ValueError("'for each' multiplies a number")
    if isinstance(effect, ir.ModifyStat):
        return effect.model_copy(update={"amount": per(effect.amount),
                                         "more": [m.model_copy(update={"amount": per(m.amount)}) for m in effect.more]})
    for field in ("count", "amount"):
        if hasattr(effect, field) and isinstance(getattr(effect, field), ir.Number) and field in type(effect).model_fields:
            ann = type(effect).model_fields[field].annotation
            if ann is int:
                break
            return effect.model_copy(update={field: per(getattr(effect, field))})
    raise ValueError("'for each' needs an effect with a number")


def by_keywords(by, rule):
    """"Cannot be blocked by Vehicles" keeps its keyword form (``Restriction.keyword``), whether read
    as a keyword or as a description of Vehicle units: (by, keywords) with by None when every kind
    of card it names is one keyword alone."""
    if not by.filters and not by.alt:   # "by units": by any card that could
        return None, [None]
    if rule != "unblockable" or by.zone != "sector":
        return by, [None]
    kws = []
    for f in [by.filters] + [a.filters for a in by.alt]:
        if len(f) != 1 or not isinstance(f[0], ir.KeywordFilter) or f[0].negate:
            return by, [None]
        kws.append(f[0].keyword)
    return None, kws


def plain_effects(effects):
    """Effects of a nested list: "damage equal to ..." needs an X of its own, not allowed there."""
    for e in effects:
        if isinstance(e, Mark):
            raise ValueError("'equal to' needs the ability's own X")
    return list(effects)


# g3b: the ops whose doing the engine records (a card moved or turned): what "If you do" may follow
DOABLE = (ir.Lock, ir.Ready, ir.Charge, ir.Destroy, ir.Discard, ir.Mill, ir.Move, ir.Return, ir.Infiltrate, ir.Search,
           ir.Draw)


def sequel_if_done(effects, last, done, sequel):
    """Join "If you do, ..." / "If you cannot, ..." to the sentence before it: that sentence's effects
    (the options of a "You may ...") are the action; a second sequel fills the other branch."""
    if last is None and effects and isinstance(effects[-1], ir.IfDone):
        prev = effects[-1]
        if (prev.then if done else prev.otherwise):
            raise ValueError("'if you do' is said twice")
        return effects[:-1] + [prev.model_copy(update={"then" if done else "otherwise": sequel})]
    if last is None or last >= len(effects):
        raise ValueError("'if you do' follows the action it speaks of")
    first, may = effects[last:], False
    if len(first) == 1 and isinstance(first[0], ir.ChooseOne) and len(first[0].options) == 2 and not first[0].options[1]:
        first, may = first[0].options[0], True
    for e in first:
        if not isinstance(e, DOABLE) or isinstance(getattr(e, "target", None), ir.Choose) and e.target.quantity != "exactly":
            raise ValueError("'if you do' follows an action whose doing the engine records "
                             "(lock, ready, destroy, discard, draw, move, return, infiltrate one or N cards)")
    return effects[:last] + [ir.IfDone(effects=first, may=may, then=sequel if done else [],
                                       otherwise=[] if done else sequel)]


INSTEAD = mark("instead")

def build_ability(kind, trigger, costs, body):
    _, effects, conditions, x, unlimited, before, fail, *rest = body
    once = rest[0] if rest else None
    either = len(rest) > 1 and rest[1]   # g18e: "Either player may use this ability."
    once = war_action_limit(kind, once, unlimited)
    if either and kind not in ("WA", "T", "R", "M"):
        raise ValueError("either player uses an ability a player chooses to use (war action, tactic, reaction, modifier)")
    effects, x = resolve_roll_result(list(effects), x, kind)   # g17d: "Roll a die. Deal damage equal to the result ..."
    real = ir.Trigger(**dict(trigger)) if trigger is not None else None
    trigger = it_is_the_subject(trigger, [e for e in effects if isinstance(e, ir.Node)], conditions, x,
                                 [e for e in fail if isinstance(e, ir.Node)])
    instead = INSTEAD in effects
    effects = [e for e in effects if e is not INSTEAD]
    replaces = trigger is not None and trigger.event == "would_be_destroyed"
    if instead and not replaces and effects and all(isinstance(e, ir.BecomeDefending) for e in effects):
        instead = False   # g11: "This unit becomes the defending unit instead.": becoming it always replaces
    if instead and not replaces:
        raise ValueError("'instead' replaces what would happen: 'If this unit would be destroyed, ... instead'")
    if replaces and not instead:
        raise ValueError("a card that would be destroyed: the text says what happens instead")
    if replaces and kind == "R" and len(effects) == 1 and isinstance(effects[0], ir.ChooseOne) and (
            len(effects[0].options) == 2 and effects[0].options[1] == [] and effects[0].chooser == "you"):
        effects = list(effects[0].options[0])   # g13a: a reaction is its player's choice: "you may" says no more
    # "deal damage equal to this unit's firepower": X is that number
    for i, e in enumerate(effects):
        if isinstance(e, Mark) and e.tag == "with_x":
            if x is not None:
                raise ValueError("X is defined twice")
            effects[i], x = e[1], e[2]
            if len(e) > 3 and e[3] == "it":   # g11: "it deals damage equal to its assault": the trigger's card
                if real is None:
                    raise ValueError("'it deals damage' names the card of a reaction's trigger")
                of = "this" if real.this else "trigger"
                if of == "trigger" and isinstance(getattr(effects[i], "target", None), (That, ir.TriggerCard)):
                    # g21c: "lock this unit - it deals damage equal to its FP to that unit": the trigger's
                    # card takes the damage, so "it" (and "its") is the card just named by the cost
                    if not any(isinstance(c, (ir.LockThis, ir.DestroyThis, ir.ReturnThis)) for c in costs):
                        raise ValueError("'it deals damage ... to that unit': 'it' and 'that unit' are the same card")
                    of = "this"
                x = x.model_copy(update={"of": of})
    x = cost_it(costs, effects, x, real)   # g14b: "it" after a cost that picks a card of yours
    if isinstance(x, XTheirs):
        x = x_theirs(x, effects)
    for i, e in enumerate(effects):   # g13: "That unit deals no damage": the trigger's attack or overrun
        if isinstance(e, Mark) and e.tag == "cancel_by":
            what = {"overruns": "overrun", "attacked": "attack", "shoots": "attack", "assaults": "attack"}.get(
                real.event if real is not None and kind == "R" else None)
            if what is None:
                raise ValueError("'that unit deals no damage' answers a reaction's attack or overrun")
            effects[i] = ir.Cancel(what=what)
    effects = drop_implied_shuffle(effects)
    effects = [placed_in(e, kind) for e in with_it(effects, kind, trigger)]
    check_discarded(costs, effects, x)
    effects = hand_it(effects)
    check_that_many(effects)
    for e in ir.nested_effects(effects):
        if isinstance(e, ir.Return) and e.to == "discard" and not isinstance(e.target, ir.RevealedCard):
            raise ValueError("only a card shown on top of a deck is put into the discard pile this way")
    effects, conditions = card_it(effects, conditions, trigger)
    effects, conditions = doing_read(effects, conditions, kind)
    effects, x = constant_x(effects, x, kind)
    effects, x = constant_set_x(effects, x, kind)   # g17d: "This unit's firepower is X. X = the number of ..."
    x = x_of(x_ref(x, effects, trigger, is_choice), effects, trigger)   # g19a: x_ref
    check_chosen(conditions, effects, is_choice)   # g19a
    effects, x = paid_cards(effects, costs, x, trigger)   # g17b: "the locked unit"
    kind, real, effects, conditions = relative_roles(kind, real, effects, conditions)   # g17b: "a unit that assaults this unit"
    fail = [placed_in(e, kind) for e in with_it(plain_effects(fail), kind, trigger)]
    effects = plain_instead(effects, kind)
    if any(isinstance(e, HisFlags) for e in ir.nested_effects(effects)):   # g10: "he" outside "instead"
        raise ValueError("'he' names a player only after a sentence that named him, before 'instead'")
    if trigger is None and any('"of": "trigger"' in json.dumps(e.model_dump(mode="json")) for e in effects):
        raise ValueError("'that unit' names the card of a reaction's trigger")
    if kind in ("constant", "E", "preparation") and any(isinstance(e, ir.Later) for e in ir.nested_effects(effects)):
        raise ValueError("'at the end of the war action / battle' is said by an ability used in a war action")
    if not effects:
        raise ValueError("the ability has no effect")
    return ir.Ability(kind=kind, trigger=real, costs=costs, effects=effects, conditions=conditions, x=x,
                      unlimited=unlimited, before_result=before, fail_effects=fail, once=once, either_player=either)


def war_action_limit(kind, once, unlimited):
    """g18e: "Use only once per war action" is the rulebook's own limit of a tactic, reaction or modifier (and a
    war action ability is the war action): it adds nothing to the form. Said of any other ability, or beside
    "Unlimited", it contradicts the ability: refused."""
    if once != "war_action":
        return once
    if kind not in ("WA", "T", "R", "M") or unlimited:
        raise ValueError("'once per war action' limits a war action, tactic, reaction or modifier that is not unlimited")
    return None


def check_that_many(effects):
    """"that many" counts the cards an effect before moved."""
    moved = False
    for e in effects:
        for field in ("count", "amount"):
            if isinstance(getattr(e, field, None), ir.ThatMany) and not moved:
                raise ValueError("'that many' needs cards an effect before moved")
        if isinstance(e, ir.Shuffle) and e.what != "deck" or isinstance(e, ir.Discard) and e.whole:
            moved = True


def check_discarded(costs, effects, x):
    """"Discarded this way" and "the die of the discarded card" name cards the ability discarded: its
    costs, or an effect before that discards the top of your deck."""
    said = any(isinstance(c, (ir.DiscardCards, ir.DiscardTop)) for c in costs)
    for e in effects:
        if isinstance(e, ir.Infiltrate) and e.source == "discarded" and not said:
            raise ValueError("'discarded this way' needs cards the ability discarded before")
        if isinstance(e, ir.Mill) and e.player == "you":
            said = True
    if isinstance(x, ir.XDie) and not (said or any(isinstance(c, (ir.DiscardCards, ir.DiscardTop)) for c in costs)):
        raise ValueError("'the die of the discarded card' needs a card the ability discards")


def drop_implied_shuffle(effects):
    """"Search your deck ... Then shuffle your deck.": the deck is shuffled after a search anyway
    (term.infiltrate.search), so the sentence adds nothing."""
    out = []
    for e in effects:
        if isinstance(e, ir.Shuffle) and out and (isinstance(out[-1], ir.Search) or (
                isinstance(out[-1], ir.Infiltrate) and out[-1].source == "deck")):
            continue
        out.append(e)
    return out


def instead_read(before, pred, effects):
    """"T: This unit gets +2 armor. If it is a Terminator, it gets +3 armor instead.": a conditional
    whose otherwise is the sentence before. "It" / "they" in the replacing sentence, and "it" in its
    condition, are the cards the sentence before named, which must need no choice (a choice would
    be made before the condition is read)."""
    if isinstance(before, ir.FlagChange):   # g10: "Your opponent loses 1 flag. If ..., he loses 2 flags instead."
        if isinstance(pred, (CardIt, DestroyedIt)) or not all(isinstance(e, ir.FlagChange) for e in effects):
            raise ValueError("'instead' after a player's flags gives that player other flags")
        if any(isinstance(e, HisFlags) for e in effects) and before.player != "opponent":
            raise ValueError("'he' names your opponent, named by the sentence before")
        out = [ir.FlagChange(player=before.player, sign=e.sign, amount=e.amount) if isinstance(e, HisFlags) else e
               for e in effects]
        if any(e.player != before.player for e in out):
            raise ValueError("'instead' gives the same player other flags")
        return InsteadIf(predicate=pred, effects=out, otherwise=[before])
    r = instead_after_condition(before, pred, effects, CardIt, InsteadIf)   # g18d: after a conditional sentence
    if r is not None:
        return r
    r = instead_of_effect(before, pred, effects, InsteadIf)   # g19c: a whole effect replaced, nothing chosen
    if r is not None:
        return r
    t = getattr(before, "target", None)
    if isinstance(t, ir.Choose) and t.quantity == "exactly" and t.count == 1:   # g3b
        return instead_chosen(before, pred, effects)
    if t is None or isinstance(t, ir.ChosenCard) or isinstance(t, ir.Choose) and t.quantity != "all" or (
            isinstance(t, ir.BlockingUnit) and t.choice):
        raise ValueError("'instead' replaces a change to cards named without a choice")
    out = []
    for e in effects:
        et = getattr(e, "target", None)
        if isinstance(et, (It, That)):
            e = e.model_copy(update={"target": t})
        elif et is not None and et != t:
            raise ValueError("'instead' gives the same cards something else")
        out.append(e)
    of = NAMED.get(type(t)) if not isinstance(t, (It, That)) else None
    if isinstance(pred, DestroyedIt):
        raise ValueError("'instead' follows a condition on the card, not its destruction")
    if isinstance(pred, CardIt) and of is not None:
        pred = ir.CardIs(of=of, owner=pred.owner, types=pred.types, filters=pred.filters)
    return InsteadIf(predicate=pred, effects=out, otherwise=[before])


def instead_chosen(before, pred, effects):
    """g3b: "Any Vehicle gets +2 firepower. If it is a Tank, it gets +3 firepower instead.": the card is
    chosen before the condition is read, so the larger change is the smaller one and the difference
    when the chosen card fits (the same statistic, duration and opponent; numbers only); anything
    else is refused."""
    e = effects[0] if len(effects) == 1 else None
    if type(pred) is ItState:   # g13a: "if it is charging": the chosen card's position
        pred = CardIt(of="chosen", filters=[ir.StateFilter(state=pred.state)])
    if not (isinstance(before, ir.ModifyStat) and isinstance(e, ir.ModifyStat) and isinstance(e.target, It)
            and not before.more and not e.more and e.stat == before.stat and e.duration == before.duration
            and e.versus == before.versus and not e.versus_this and not before.versus_this
            and isinstance(before.amount, ir.Number) and isinstance(e.amount, ir.Number)
            and isinstance(pred, CardIt)):
        raise ValueError("'instead' after a choice gives the chosen card another amount of the same change")
    diff = e.sign * e.amount.value - before.sign * before.amount.value
    if diff == 0:
        raise ValueError("'instead' changes nothing")
    more = e.model_copy(update={"target": ir.ChosenCard(), "sign": 1 if diff > 0 else -1,
                                "amount": ir.Number(value=abs(diff))})
    cond = ir.CardIs(of="chosen", owner=pred.owner, types=pred.types, filters=pred.filters)
    return [before, ir.IfThen(predicate=cond, effects=[more])]


def plain_instead(effects, kind):
    out = []
    for e in effects:
        if isinstance(e, InsteadIf):
            if kind == "constant":
                raise ValueError("a constant ability's 'instead' is not played yet")
            e = ir.IfThen(predicate=e.predicate, negate=e.negate, effects=e.effects, otherwise=e.otherwise)
        out.append(e)
    return out


def constant_x(effects, x, kind):
    """A constant has no X of its own to choose or count once: "This unit gets +X assault while
    assaulting. X = the number of your charging units." counts them as they are, the same as "+1
    assault for each of your charging units" (issue 24, g2)."""
    if kind != "constant" or not isinstance(x, ir.XCount) or getattr(x, "alt", None) or not effects or not all(
            isinstance(e, ir.ModifyStat) and not e.more and isinstance(e.amount, ir.X) for e in effects):
        return effects, x
    count = ir.Count(owner=x.owner, types=x.types, filters=x.filters, zone=x.zone)
    return [e.model_copy(update={"amount": count}) for e in effects], None


def plain_doing(pred):
    """A subjectless "while charging" read as this card's."""
    if isinstance(pred, TheyState):   # g8: "they" is never this card
        raise ValueError("'while they are ...' names the cards of a constant's scope")
    if isinstance(pred, DoingState):
        return ir.ThisState(state=pred.state)
    if isinstance(pred, DoingRole):
        return ir.ThisRole(role=pred.role, attack=pred.attack)
    return pred


def doing_read(effects, conditions, kind):
    """"+2 assault while charging", "Your Infantry units get +1 assault while charging": a
    subjectless "while ..." names the cards the change is given to. This card (or no card named:
    "Draw 1 card. Use only while charging"): a condition on this card; in a constant, every card of
    a scope: a filter of the scope ("your charging Infantry units"); a role of each card of a scope,
    or a card chosen, is refused (the condition could not be read before the choice)."""
    doing = [c for c in conditions if isinstance(c.predicate, (DoingState, DoingRole))]
    if any(isinstance(c.predicate, PriRole) for c in doing) and any(
            isinstance(e, ir.ModifyStat) and "armor" in [e.stat, *(m.stat for m in e.more)] for e in effects):
        raise ValueError("«при штурме» with armor could be the card attacked: say «пока штурмует» or «пока защищается»")
    out_effects = []
    for e in effects:   # a conditional's own "if charging": this card's
        if isinstance(e, ir.IfThen) and isinstance(e.predicate, (DoingState, DoingRole)):
            e = ir.IfThen(**{**dict(e), "predicate": plain_doing(e.predicate)})
        out_effects.append(e)
    if not doing:
        return out_effects, conditions
    targets = [getattr(e, "target", None) for e in out_effects]
    named = [t for t in targets if t is not None]
    if any(isinstance(c.predicate, TheyState) for c in doing) and not (
            kind == "constant" and named and len(named) == len(targets)
            and all(isinstance(t, ir.Choose) and t.quantity == "all" for t in named)):
        raise ValueError("'while they are ...' names the cards of a constant's scope")   # g8
    if all(isinstance(t, ir.ThisCard) for t in named):
        return out_effects, [c.model_copy(update={"predicate": plain_doing(c.predicate)}) if c in doing else c
                             for c in conditions]
    scoped = all(isinstance(t, ir.Choose) and t.quantity == "all" for t in named) and len(named) == len(targets)
    if kind != "constant" or not scoped:
        raise ValueError("'while charging' names the card the change is given to: this card, or each card of a scope")
    filters = []
    for c in doing:
        if (c.mode == "only_if" and isinstance(c.predicate, DoingRole) and not isinstance(c.predicate, PriRole)
                and c.predicate.attack is None):   # g16: "Your Infantry units get +1 armor while blocking": the blocking ones
            filters.append(ir.RoleFilter(roles=[c.predicate.role], negate=False))
            continue
        if c.mode != "only_if" or not isinstance(c.predicate, DoingState):
            raise ValueError("what each card of a scope is doing in the war action is not read: name the card")
        filters.append(ir.StateFilter(state=c.predicate.state))
    out = []
    for e in out_effects:
        t = e.target
        if any(isinstance(f, ir.StateFilter) for f in t.filters) or t.alt:
            raise ValueError("a scope with a position of its own and 'while charging'")
        out.append(e.model_copy(update={"target": ir.Choose(**{**dict(t), "filters": list(t.filters) + filters})}))
    return out, [c for c in conditions if c not in doing]


def flags_set(target, n, duration=None) -> ir.SetStat:
    """"Counts as having N flags" of this card or of every card of a scope (issue 24, g6); a typed
    ability's of cards it chooses too, for a time (g10: the ability checks which)."""
    if not isinstance(target, (ir.Choose, ir.ThisCard)):
        raise ValueError("flags as counted are said of this card, of cards chosen or of every card of a kind")
    return ir.SetStat(target=target, stat="flags", amount=ir.Number(value=n), duration=duration)


def compared_with(ch, compare) -> ir.MoreThan:
    """A comparison of the two players' counts (the owner's against the other's)."""
    owner = mark_of(ch, "owner")[1]
    counted = mark_of(ch, "counted")
    base = ir.MoreThan(count=counted[1]) if counted else more_of(mark_of(ch, "what"))
    return base.model_copy(update={"owner": owner, "compare": compare})


def more_of(what) -> ir.MoreThan:
    """"more units in this sector": a comparison of the two players' cards (in this sector; ships in
    the fleet areas)."""
    # "more ships in your fleet area than your opponent": "your" says whose fleet the comparing player counts
    mine = what[1] == "own" and what[4] == "fleet"
    if (what[1] and not mine) or (len(what) > 5 and what[5]) or (len(what) > 6 and what[6]):
        raise ValueError("a comparison counts each player's own cards")
    if what[4] != "sector" and not (what[4] == "fleet" and what[2] == ["ship"]):
        raise ValueError("a comparison counts cards in this sector")
    return ir.MoreThan(owner="own", types=what[2], filters=what[3])


def for_players(effects, how):
    """Effects on "the player who controls more ..." (one conditional for each player, the second
    read only when the first fails) or on "each player with ..." (one conditional for each). Each
    effect names its player; one that names no player (an imperative) is not the subject's."""
    for e in effects:
        if getattr(e, "player", None) != "you":
            raise ValueError("'the player who ...' is the subject of every verb")
    you = [e.model_copy(update={"player": "you"}) for e in effects]
    them = [e.model_copy(update={"player": "opponent"}) for e in effects]
    if how[0] == "more":
        more = how[1]
        return ir.IfThen(predicate=more, effects=you, otherwise=[
            ir.IfThen(predicate=more.model_copy(update={"owner": "enemy"}), effects=them)])
    what, least = how[1], how[2]
    if what[1] or (len(what) > 5 and what[5]) or (len(what) > 6 and what[6]) or what[4] != "sector" and not (
            what[4] == "fleet" and what[2] == ["ship"]):
        raise ValueError("'each player with ...' counts each player's own cards in this sector")
    return Mark(("several", [ir.IfThen(predicate=ir.CountAtLeast(owner=o, at_least=least, types=what[2], filters=what[3]),
                                        effects=x) for o, x in (("own", you), ("enemy", them))]))
