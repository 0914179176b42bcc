"""How the reader resolves "it", "that unit", "this card" and "he" once a whole ability is read
(issue 25: split out of reader.py): which card each names (the chosen card, a trigger's, the one
revealed, this card), and whose cards X counts."""

from __future__ import annotations

from heresy_app.abilities import ir
from heresy_app.abilities.reader_marks import (
    Active, CardIt, CardsInIt, CardThat, Declared, DestroyedIt, DestroyedThat, It, ItState, MoverIt, That, ThatEvent,
    ThatSpecial, ThisCardWord
)
from heresy_app.abilities.reader_refs import chosen_target  # g19a


def placed_in(e, kind):
    """A restriction printed as a constant on this card has no target and no duration; one a typed
    ability gives lasts the war action unless the text says longer (rules: abilities.tactic)."""
    if isinstance(e, ir.VariableRoll):
        return e.model_copy(update={"outcomes": [o.model_copy(update={"effects": [placed_in(x, kind) for x in o.effects]})
                                                 for o in e.outcomes]})
    if isinstance(e, ir.IfThen):
        return e.model_copy(update={"effects": [placed_in(x, kind) for x in e.effects],
                                    "otherwise": [placed_in(x, kind) for x in e.otherwise]})
    if isinstance(e, ir.ChooseOne):
        return e.model_copy(update={"options": [[placed_in(x, kind) for x in o] for o in e.options]})
    if isinstance(e, (ir.UnlessPaid, ir.Later, ir.EachPlayer)):
        return e.model_copy(update={"effects": [placed_in(x, kind) for x in e.effects]})
    if isinstance(e, ir.SetStat) and kind != "constant" and e.duration is None:   # g10: flags for a time
        return e.model_copy(update={"duration": "war_action"})
    if isinstance(e, ir.SectorRule) and kind == "preparation" and e.duration is None and e.what == "command_hand":
        return e.model_copy(update={"duration": "battle"})   # g10: the command hand drawn after it
    if isinstance(e, ir.SectorRule) and e.what == "capture" and kind != "constant":   # g12
        raise ValueError("a capture's condition is a constant's or a sector's")
    if isinstance(e, ir.SectorRule) and e.what == "first_action" and kind != "constant":   # g12
        if kind != "preparation":
            raise ValueError("who declares the first war action is settled before the combat step: a constant's "
                             "or a preparation ability's")
        return e.model_copy(update={"duration": "battle"})
    if isinstance(e, ir.SectorRule) and kind != "constant" and e.duration is None and e.what != "command_hand":
        return e.model_copy(update={"duration": "war_action"})   # g4b: a typed ability's rule change
    if isinstance(e, ir.IfDone):
        return e.model_copy(update={k: [placed_in(x, kind) for x in getattr(e, k)] for k in ("effects", "then", "otherwise")})
    if isinstance(e, ir.DamageBonus):   # g11: a constant's is this card's or a scope's; a typed one's lasts
        if kind == "constant":
            if e.duration is not None or not (isinstance(e.target, ir.ThisCard) or isinstance(e.target, ir.Choose)
                                              and e.target.quantity == "all"):
                raise ValueError("a constant's extra damage falls on this card or on all cards of a kind")
            return e
        return e if e.duration is not None else e.model_copy(update={"duration": "war_action"})
    if isinstance(e, ir.SwapStats) and kind == "constant":
        raise ValueError("stats are swapped by an ability used, for a time")
    if isinstance(e, ir.DamageReduced) and kind != "constant" and e.duration is None:   # g21b: a typed one lasts
        return e.model_copy(update={"duration": "war_action"})
    if not isinstance(e, ir.Restriction):
        return e
    if kind == "constant":
        if isinstance(e.target, ir.ThisCard) and e.duration is None:
            return e.model_copy(update={"target": None})
        return e
    return e if e.duration is not None else e.model_copy(update={"duration": "war_action"})


def again_of(t):
    """The same cards again in a second effect of one clause ("One of your units gets +1 speed and
    cannot be blocked"): a choice is made once, so the second effect names the chosen cards."""
    if isinstance(t, ir.Choose) and t.quantity != "all":
        return ir.ChosenCard()
    return t


def with_it(effects, kind, trigger):
    """Say what "it" and "that unit" name: the cards chosen by an earlier effect of this ability
    (``ChosenCard``), else in a reaction the trigger's card ("that unit"; "it" too unless the trigger
    is this card's own), else this card ("it" only); after an effect on all cards of a kind, "they"
    names the cards it found (``ChosenCard.scope``)."""
    return with_it_nested(effects, kind, trigger, False)


def is_reveal(e) -> bool:
    """An effect that shows the top cards of a deck and leaves them there: "it" is then that card."""
    return (isinstance(e, ir.Reveal) and e.what == "top" and e.then == "back" and e.player != "each"
            or isinstance(e, ir.LookTop) and e.then == "reorder")


def is_choice(e) -> bool:
    t = getattr(e, "target", None)
    return isinstance(t, ir.Choose) and t.quantity != "all" or isinstance(e, (ir.Search, ir.Infiltrate))


def it_in(e, kind, trigger, chosen):
    if isinstance(e, ir.IfThen):
        return e.model_copy(update={"effects": with_it_nested(e.effects, kind, trigger, chosen),
                                    "otherwise": with_it_nested(e.otherwise, kind, trigger, chosen)})
    if isinstance(e, ir.ChooseOne):
        return e.model_copy(update={"options": [with_it_nested(o, kind, trigger, chosen) for o in e.options]})
    if isinstance(e, (ir.UnlessPaid, ir.Later, ir.EachPlayer)):
        return e.model_copy(update={"effects": with_it_nested(e.effects, kind, trigger, chosen)})
    if isinstance(e, ir.IfDone):   # g3b: "it" in the sequel is what the first part chose
        first = with_it_nested(e.effects, kind, trigger, chosen)
        after = chosen
        for x in first:
            after = True if is_choice(x) else "revealed" if is_reveal(x) else after
        return e.model_copy(update={"effects": first, "then": with_it_nested(e.then, kind, trigger, after),
                                    "otherwise": with_it_nested(e.otherwise, kind, trigger, chosen)})
    if isinstance(e, ir.Infiltrate) and e.source == "revealed" and chosen != "revealed":
        raise ValueError("'infiltrate it' names the card a reveal has just shown on top of the deck")
    if isinstance(e, ir.VariableRoll):
        return e.model_copy(update={"outcomes": [o.model_copy(update={"effects": with_it_nested(
            o.effects, kind, trigger, chosen)}) for o in e.outcomes]})
    t = getattr(e, "target", None) if isinstance(e, ir.Node) else None
    if isinstance(t, ThisCardWord):   # «положи эту карту под низ колоды» after a reveal: the card shown
        return e.model_copy(update={"target": ir.RevealedCard() if chosen == "revealed" else ir.ThisCard()})
    chosen_t = chosen_target(t, chosen)   # g19a: "the chosen unit"
    if chosen_t is not None:
        return e.model_copy(update={"target": chosen_t})
    if not isinstance(t, (It, That)):
        return e
    if isinstance(t, MoverIt) and (chosen or trigger is not None and not trigger.this and trigger.owner != "own"):
        raise ValueError("'... may charge' is said of a card of yours: another player's card charges at his choice")
    if isinstance(t, ThatSpecial):   # g3: the unit whose special assault the reaction answers
        if trigger is None or trigger.event != "ability_used" or trigger.command != "A":
            raise ValueError("'that special assault' is the one a reaction's trigger names")
        return e.model_copy(update={"target": ir.TriggerCard()})
    if isinstance(t, ThatEvent):   # g14: "the destroyed unit" is the card of a trigger that says so
        if trigger is None or trigger.event not in t.events or isinstance(trigger, Active) or (
                t.noun != "card" and t.noun not in trigger.types):
            raise ValueError("'the destroyed / infiltrated unit' names the card of the trigger that destroys or infiltrates it")
        return e.model_copy(update={"target": ir.TriggerCard()})
    if chosen == "revealed" and not (isinstance(t, That) and trigger is not None):
        return e.model_copy(update={"target": ir.RevealedCard()})
    if isinstance(t, That) and trigger is not None:   # in a reaction "that unit" is the trigger's card
        return e.model_copy(update={"target": ir.TriggerCard()})
    if isinstance(chosen, ir.Choose):   # "Ready all your locked units. They cannot charge ...": the cards that
        # effect changed (read as the description again, "locked" would name none of them)
        return e.model_copy(update={"target": ir.ChosenCard(scope=True)})
    if chosen:
        return e.model_copy(update={"target": ir.ChosenCard()})
    if trigger is not None and not trigger.this:
        return e.model_copy(update={"target": ir.TriggerCard()})
    if isinstance(t, That):
        raise ValueError("'that' names a card chosen before or the card of a trigger")
    return e.model_copy(update={"target": ir.ThisCard()})


def with_it_nested(effects, kind, trigger, chosen):
    out = []
    yours = False   # g18a s18: the card just chosen is one of yours
    for e in effects:   # what "it" names next: a choice, a reveal, or all cards of a kind, else as before
        if chosen is True and yours:
            e = _mover_chosen(e)
        e = it_in(e, kind, trigger, chosen)
        if is_choice(e) or is_reveal(e) or scope_named(e):
            t = getattr(e, "target", None)
            yours = isinstance(t, ir.Choose) and t.owner == "own" and t.quantity != "all"
        chosen = True if is_choice(e) else "revealed" if is_reveal(e) else scope_named(e) or chosen
        out.append(e)
    return out


def _mover_chosen(e):
    """g18a s18 (issue 24): "Ready one of your units. It may charge (immediately).": the card of yours just chosen
    charges at your choice (a card of another player's charges at his, refused in :func:`it_in`)."""
    if isinstance(e, ir.ChooseOne):
        return e.model_copy(update={"options": [[_mover_chosen(x) for x in o] for o in e.options]})
    if isinstance(getattr(e, "target", None), MoverIt):
        return e.model_copy(update={"target": ir.ChosenCard()})
    return e


def scope_named(e):
    """The cards an effect names all of ("Ready all your Infantry units"), after which "they" names the
    cards it changed (None when the effect names no such scope)."""
    t = getattr(e, "target", None) if isinstance(e, ir.Node) else None
    return t if isinstance(t, ir.Choose) and t.quantity == "all" else None



def it_is_the_subject(trigger, effects, conditions, x, fail):
    """The trigger "it" and "that unit" are read by. The event's card is "that unit", and "it" too
    unless it is this card ("When this unit is blocked: ... it"); where the sentence's subject is the
    other card ("When this unit destroys an enemy unit, it gets ..."), "it" is that subject: this card
    when it is this one, otherwise a card no target names, so such a text is refused; and "that unit"
    beside this card ("When this unit is attacked by a Vehicle: That unit ...") would be the other
    card, refused too."""
    if trigger is None:
        return None
    active = isinstance(trigger, Active)
    declared = isinstance(trigger, Declared)
    trigger = ir.Trigger(**dict(trigger))
    party = trigger.party
    if party is None:
        return trigger
    if declared:   # g9: "it" is the card attacked; "that unit" is no card the sentence names as a unit
        kinds = (That,) if party.this else (It, That)
        named = [e for e in ir.nested_effects(list(effects) + list(fail)) if isinstance(getattr(e, "target", None), kinds)]
        preds = [c.predicate for c in conditions] + [e.predicate for e in ir.nested_effects(list(effects))
                                                      if isinstance(e, ir.IfThen)]
        if named or any(isinstance(p, CardThat if party.this else CardIt) for p in preds) or (
                isinstance(x, ir.XStat) and x.of in ("trigger", "target")):
            raise ValueError("'it' or 'that unit' here would name a unit the sentence does not name")
        return trigger.model_copy(update={"this": True}) if party.this else trigger
    # g15 (issue 24): a trigger that names two cards, one of them this card ("When an enemy unit shoots at
    # this unit", "When this unit blocks an enemy unit"): "it" could be either ("it gets +2 armor": the
    # unit shot at, "deal 1 damage to it": the other), so "it" there is refused; "this unit" and "that
    # unit" say which (a card chosen before is "it" as anywhere)
    if (party.this or trigger.this) and not active and names_it_first(effects, conditions):
        raise ValueError("'it' could name either card of the trigger: say 'this unit' or 'that unit'")
    kinds = (That,) if (party.this or not active) else (It, That)
    if trigger.this or (active and not party.this):
        named = [e for e in ir.nested_effects(list(effects) + list(fail)) if isinstance(getattr(e, "target", None), kinds)]
        preds = [c.predicate for c in conditions] + [e.predicate for e in ir.nested_effects(list(effects))
                                                      if isinstance(e, ir.IfThen)]
        ckinds = CardThat if kinds == (That,) else CardIt
        if named or any(isinstance(p, ckinds) for p in preds) or (
                isinstance(x, ir.XStat) and x.of in (("trigger",) if kinds == (That,) else ("trigger", "target"))):
            raise ValueError("'it' or 'that unit' here would name the other card of the trigger, which no target names")
    if active and party.this:   # "When this unit destroys an enemy unit, it gets ...": it is this unit
        return trigger.model_copy(update={"this": True})
    return trigger


def names_it_first(effects, conditions) -> bool:
    """Does "it" name a card before any effect of the ability chooses one (a condition's "it" too)?"""
    if any(isinstance(c.predicate, CardIt) and not isinstance(c.predicate, CardThat) for c in conditions):
        return True
    for e in ir.nested_effects(list(effects)):
        t = getattr(e, "target", None)
        if isinstance(t, It) and not isinstance(t, That):
            return True
        if isinstance(e, ir.IfThen) and isinstance(e.predicate, CardIt) and not isinstance(e.predicate, CardThat):
            return True
        if is_choice(e) or is_reveal(e):
            return False
    return False


class XTheirs(ir.XCount):
    """g13b: "X = the number of locked units he controls" / «число своих повернутых отрядов»: the cards of the
    player who does what X counts for (:func:`x_theirs`)."""


class XSelf(XTheirs):
    """«число своих отрядов»: the reflexive, the subject's own (yours after an order: «Возьми ...»)."""


def x_theirs(x, effects):
    """g13b: whose cards "he" / «свой» counts in X's definition: the player of every effect that uses X ("Your
    opponent discards a number of cards equal to the number of locked units he controls": the opponent's)."""
    users = [e for e in effects if isinstance(e, ir.Node) and any(getattr(e, f, None) == ir.X() for f in ("count", "amount"))]
    players = {getattr(e, "player", None) for e in users}
    if len(players) != 1 or None in players or "each" in players:
        raise ValueError("'his' / «свой» names whose cards by the clause's subject: here it is not clear whose")
    player = players.pop()
    if player == "you" and not isinstance(x, XSelf):   # "Draw X cards, X = the number of units he controls"
        raise ValueError("'his' / «свой» names whose cards by the clause's subject: here it is not clear whose")
    owner = {"you": "own", "opponent": "enemy"}[player]
    return ir.XCount(**{**x.model_dump(), "owner": owner})


NAMED = {ir.ThisCard: "this", ir.AttackingCard: "attacking", ir.DefendingCard: "defending",
          ir.BlockingUnit: "blocking", ir.TriggerCard: "trigger", ir.ChosenCard: "chosen", ir.RevealedCard: "revealed"}


def named_by(e):
    """Which card an effect's target names, for a later "it" ("chosen" for a choice of one)."""
    if is_reveal(e) and e.count == 1:   # "Reveal the top card of your deck. If it is a unit, ..."
        return "revealed"
    t = getattr(e, "target", None)
    if isinstance(t, ir.Choose):
        return "chosen" if t.quantity == "exactly" and t.count == 1 else None
    if isinstance(t, ir.BlockingUnit) and t.choice:
        return None
    return NAMED.get(type(t))


def if_it_fits(e):
    """"Target Infantry unit gets +3 assault if it is charging" / «… если он наступает»: "it" is the
    card the effect itself chooses, so the condition is read as what the choice may take (a charging
    Infantry unit); no card is chosen before the condition could be asked. Other shapes are left."""
    pred = e.predicate
    if e.negate or e.otherwise or len(e.effects) != 1 or isinstance(pred, CardThat) or not isinstance(
            pred, (CardIt, ItState)):
        return e
    inner = e.effects[0]
    t = getattr(inner, "target", None)
    if not (isinstance(t, ir.Choose) and t.quantity == "exactly" and t.count == 1):
        return e
    if isinstance(pred, ItState):
        return inner.model_copy(update={"target": t.model_copy(update={"filters": [*t.filters, ir.StateFilter(state=pred.state)]})})
    owner = t.owner
    if pred.owner != "any":
        if owner not in ("any", pred.owner):
            raise ValueError("'if it is ...' names a card the choice cannot take")
        owner = pred.owner
    types = t.types
    if pred.types != ["card"]:
        types = [k for k in t.types if k in pred.types] if t.types != ["card"] else list(pred.types)
        if not types:
            raise ValueError("'if it is ...' names a card the choice cannot take")
    return inner.model_copy(update={"target": t.model_copy(update={
        "owner": owner, "types": types, "filters": [*t.filters, *pred.filters]})})


def card_it(effects, conditions, trigger):
    """"it" in a condition names the card the text named last: the target of the effect before it,
    else the trigger's card in a reaction, else this card."""
    def fix(pred, last):
        if isinstance(pred, ItState):   # "One of your units gets +2 assault. If it is charging, ...": the chosen unit
            of = last or ("trigger" if trigger is not None and not trigger.this else "this")
            if of == "this":
                return ir.ThisState(state=pred.state)
            return ir.CardIs(of=of, filters=[ir.StateFilter(state=pred.state)])
        if isinstance(pred, DestroyedIt):
            if isinstance(pred, DestroyedThat) and trigger is not None:
                return ir.CardDestroyed(of="trigger")
            return ir.CardDestroyed(of=last or ("trigger" if trigger is not None and not trigger.this else "this"))
        if not isinstance(pred, CardIt):
            return pred
        if isinstance(pred, CardThat) and trigger is not None:
            of = "trigger"
        else:
            of = last or ("trigger" if trigger is not None and not trigger.this else "this")
        return ir.CardIs(of=of, owner=pred.owner, types=pred.types, filters=pred.filters)

    out, last = [], None
    for e in effects:
        if isinstance(e, ir.IfThen) and last is None and trigger is None:
            e = if_it_fits(e)
        if isinstance(e, ir.IfThen):
            inner = next((named_by(x) for x in e.effects if named_by(x)), None)
            e = e.model_copy(update={"predicate": fix(e.predicate, last or inner)})
        out.append(e)
        last = named_by(e) or last
    conditions = [c.model_copy(update={"predicate": fix(c.predicate, last)}) for c in conditions]
    return out, conditions


def x_of(x, effects, trigger):
    """"X = its speed": "its" is the card the text named last. With a choice before, the engine's
    ``XStat(of="target")`` (the chosen card); with none, the named card ("T (X+): The defending unit
    gets +X armor. X = its speed." is the defending unit's speed, never 0)."""
    if isinstance(x, ir.XStat) and x.of == "trigger" and trigger is None:
        # "Destroy one enemy asset. X = that asset's flags": with no trigger, "that" is the card chosen
        if not any(is_choice(e) for e in effects):
            raise ValueError("'that unit' names the card of a reaction's trigger, or a card chosen before")
        return x.model_copy(update={"of": "target"})
    if not isinstance(x, ir.XStat) or x.of != "target":
        return x
    named = [n for n in (named_by(e) for e in effects) if n]
    if any(is_choice(e) for e in effects):
        return x
    if named:
        return x.model_copy(update={"of": named[-1] if named[-1] != "chosen" else "target"})
    if trigger is not None and not trigger.this:
        return x.model_copy(update={"of": "trigger"})
    return x.model_copy(update={"of": "this"})


def hand_it(effects):
    """"for each event in it": the hand revealed or looked at just before."""
    out, shown = [], None
    for e in effects:
        for field in ("count", "amount"):
            v = getattr(e, field, None)
            if isinstance(v, CardsInIt):
                if shown is None:
                    raise ValueError("'in it' names a hand shown before")
                e = e.model_copy(update={field: ir.CardsIn(player=shown, zone=v.zone, command=v.command, per=v.per)})
        if isinstance(e, ir.Reveal) and e.what == "hand" and e.player != "each" or isinstance(e, ir.LookAtHand):
            shown = e.player
        out.append(e)
    return out
