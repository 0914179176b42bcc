"""Issue 24 (g17b): cards named by their role in what is happening, for :class:`reader.ToIR`.

- a card named by the attack it makes or meets: "the shooting unit" / «стреляющий отряд», "the
  assaulting unit" / «штурмующий отряд» (the attacking card while that attack is under way), "the unit
  shot at" / «отряд, по которому стреляют» / «обстреливаемый отряд», "the assaulted unit" / «штурмуемый
  отряд» (the defending card while that attack is under way): :class:`ir.AttackingCard` /
  :class:`ir.DefendingCard` with ``attack``.
"""

from __future__ import annotations

from heresy_app.abilities import ir
from heresy_app.abilities.reader_nouns import Mark, mark

__all__ = ["RoleParts", "paid_cards", "relative_roles"]


class _RoleRel(ir.Choose):
    """Every card of a description "that assaults / shoots at / attacks / blocks this unit" (a relative
    clause): the description with the role's filter, while this card has the other role (see
    :func:`relative_roles`)."""

    this_role: str = "defending"
    this_attack: str | None = None


_RoleRel.model_rebuild(_types_namespace={"Alt": ir.Alt, "Filter": ir.Filter, "Zone": ir.Zone, "X": ir.X,
                                         "ChooseOwner": ir.ChooseOwner, "CardKind": ir.CardKind})


class RoleParts:
    """The parse-tree callbacks of this kind (mixed into :class:`reader.ToIR`)."""

    def shooting_card(self, ch):
        return ir.AttackingCard(attack="shooting")

    def assaulting_card(self, ch):
        return ir.AttackingCard(attack="assault")

    def shot_at_card(self, ch):
        return ir.DefendingCard(attack="shooting")

    def assaulted_card(self, ch):
        return ir.DefendingCard(attack="assault")

    # "an enemy unit that assaults this unit" / «отряд противника, который штурмует этот отряд»
    def rel_assaults(self, ch):
        return mark("rel", "attacking", "defending", "assault")

    def rel_shoots(self, ch):
        return mark("rel", "attacking", "defending", "shooting")

    def rel_attacks(self, ch):
        return mark("rel", "attacking", "defending", None)

    def rel_blocks(self, ch):
        return mark("rel", "blocking", "attacking", None)

    # "each unit that overruns in this sector" / «каждый отряд, совершающий прорыв в этом секторе»: an event
    def rel_overruns(self, ch):
        return mark("rel", None, "event", "overruns")

    def role_relative(self, ch):
        rel = next(c for c in ch if isinstance(c, Mark) and c.tag == "rel")
        found = self.choose([c for c in ch if c is not rel])
        if not (isinstance(found, Mark) and found.tag == "choose"):
            raise ValueError("a card that does something to this card is described by its kind and owner")
        choice = found[1]
        if any(isinstance(f, ir.RoleFilter) for f in choice.filters) or choice.zone != "sector" or choice.alt:
            raise ValueError("a card that does something to this card has that role in the war action")
        data = {k: getattr(choice, k) for k in ir.Choose.model_fields}
        role = [ir.RoleFilter(roles=[rel[1]], negate=False)] if rel[1] is not None else []
        data.update(quantity="all", count=None, filters=[*choice.filters, *role])
        out = mark("choose", _RoleRel(**data, this_role=rel[2], this_attack=rel[3]), *found[2:])
        out.unquantified, out.placed = False, False
        return out

    def locked_card(self, ch):   # "the locked unit" / «повернутый отряд»: see :func:`paid_cards`
        return ir.PaidCard()

    def x_stat_locked(self, ch):   # "X = the locked unit's armor" / «X = броня повернутого отряда»
        stat = next(str(c) for c in ch if isinstance(c, str) and str(c) in _STATS)
        return ir.XStat(of="paid", stat=stat)


_STATS = ("firepower", "assault", "speed", "armor", "flags")


def _replace(node, old, new):
    """``node`` with every value equal to ``old`` (a target) replaced by ``new``, at any depth."""
    if isinstance(node, list):
        return [_replace(v, old, new) for v in node]
    if not isinstance(node, ir.Node):
        return node
    if node == old and type(node) is type(old):
        return new
    update = {}
    for name in type(node).model_fields:
        v = getattr(node, name)
        if isinstance(v, (ir.Node, list)):
            w = _replace(v, old, new)
            if w is not v and w != v:
                update[name] = w
    return node.model_copy(update=update) if update else node


def _bare_locked_choice(t) -> bool:
    """One locked unit of anyone's, described by nothing else: in Russian «повернутый отряд» reads so too."""
    return (isinstance(t, ir.Choose) and t.quantity == "exactly" and t.count == 1 and t.owner == "any"
            and t.types in (["unit"], ["ship"]) and not t.alt and not t.other and t.zone == "sector"
            and t.filters == [ir.StateFilter(state="locked")])


def _locked_just_before(effects):
    """g18b s18: "Lock one enemy unit. The locked unit gets -1 armor" / «Поверни один отряд противника.
    Повёрнутый отряд получает ...»: with no lock cost and no trigger of a lock, the locked unit named right
    after an effect that locked one chosen card is that card (before, the Russian read as a new choice of any
    locked unit, and the English was refused)."""
    out = list(effects)
    for i in range(1, len(out)):
        before, t = out[i - 1], getattr(out[i], "target", None)
        if (isinstance(before, ir.Lock) and isinstance(before.target, ir.Choose) and before.target.count == 1
                and before.target.quantity == "exactly" and (isinstance(t, ir.PaidCard) or _bare_locked_choice(t))):
            out[i] = out[i].model_copy(update={"target": ir.ChosenCard()})
    return out


def paid_cards(effects, costs, x, trigger):
    """"The locked unit" / «повернутый отряд» (:class:`ir.PaidCard`, X of ``paid``) is the card the
    ability's lock cost locked; with no such cost, the card of a reaction's trigger that was locked; else the
    text is refused. With a lock cost, a bare «повернутый отряд» read as a choice of any locked unit is
    refused (it is the card locked for the cost). Returns the effects and X."""
    pays = any(isinstance(c, ir.LockUnits) for c in costs)
    if not pays and not (trigger is not None and trigger.event == "locked"):
        effects = _locked_just_before(effects)   # g18b s18
    named = any(isinstance(getattr(e, "target", None), ir.PaidCard) for e in ir.nested_effects(effects)) or (
        isinstance(x, ir.XStat) and x.of == "paid")
    locked_trigger = trigger is not None and trigger.event == "locked"
    if (pays or locked_trigger) and any(_bare_locked_choice(getattr(e, "target", None)) for e in ir.nested_effects(effects)):
        raise ValueError("with a cost that locks a unit, or a trigger that says a unit was locked, 'the locked unit' "
                         "is that unit")
    if not named or pays:
        return effects, x
    if not locked_trigger:
        raise ValueError("'the locked unit' names the unit the ability's cost locked, or the one its trigger says was locked")
    effects = _replace(effects, ir.PaidCard(), ir.TriggerCard())
    if isinstance(x, ir.XStat) and x.of == "paid":
        x = x.model_copy(update={"of": "trigger"})
    return effects, x


def _swap_rel(node, found: list):
    """``node`` with each :class:`_RoleRel` made a plain choice (its roles noted in ``found``)."""
    if isinstance(node, list):
        return [_swap_rel(v, found) for v in node]
    if isinstance(node, _RoleRel):
        found.append((node.this_role, node.this_attack))
        return ir.Choose(**{k: getattr(node, k) for k in ir.Choose.model_fields})
    if not isinstance(node, ir.Node):
        return node
    update = {}
    for name in type(node).model_fields:
        v = getattr(node, name)
        if isinstance(v, (ir.Node, list)):
            w = _swap_rel(v, found)
            if w is not v:
                update[name] = w
    return node.model_copy(update=update) if update else node


_EVENTS = {("attacking", "assault"): "assaults", ("attacking", "shooting"): "shoots", ("blocking", None): "blocks"}


def relative_roles(kind, trigger, effects, conditions):
    """"An enemy unit that shoots at this unit gets -1 firepower." / «Отряд противника, стреляющий в этот
    отряд, получает -1 к огневой мощи.»: the enemy attacking units, while this card is the defending card of
    a shooting (a condition of the ability: :class:`ir.ThisRole`). A constant restriction of such cards
    ("An enemy unit that assaults this unit cannot overrun.") holds for that card until the end of the war
    action, this card gone or not (an overrun follows the defender's destruction): it is read as the
    ability "When an enemy unit assaults this unit, that unit cannot overrun until the end of the war
    action." Returns the kind, trigger, effects and conditions."""
    found: list = []
    effects = _swap_rel(effects, found)
    if not found:
        return kind, trigger, effects, conditions
    if len(set(found)) > 1:
        raise ValueError("cards that do two things to this card are said in two abilities")
    role, attack = found[0]
    if role == "event":   # "Each unit that overruns in this sector gets +2 assault."
        return _event_form(attack, kind, trigger, effects, conditions)
    scoped = [e for e in effects if isinstance(getattr(e, "target", None), ir.Choose)
              and any(isinstance(f, ir.RoleFilter) and not f.negate for f in e.target.filters)]
    if kind == "constant" and any(isinstance(e, (ir.Restriction, ir.Lose)) for e in scoped):
        t = scoped[0].target
        card_role = next(f.roles[0] for f in t.filters if isinstance(f, ir.RoleFilter))
        event = _EVENTS.get((card_role, attack if card_role == "attacking" else None))
        if event is None or trigger is not None or conditions or len(effects) != len(scoped) or not all(
                isinstance(e, (ir.Restriction, ir.Lose)) for e in effects):
            raise ValueError("what a card that attacks this card cannot do is said alone, of an assault, a "
                             "shooting or a block")
        t = scoped[0].target
        if any(e.target != t for e in effects) or t.owner not in ("enemy", "own", "any"):
            raise ValueError("cards that do two things to this card are said in two abilities")
        filters = [f for f in t.filters if not isinstance(f, ir.RoleFilter)]
        trig = ir.Trigger(event=event, owner=t.owner, types=t.types, filters=filters,
                          party=ir.TriggerParty(owner="own", this=True))
        effects = [e.model_copy(update={"target": ir.TriggerCard(), "duration": "war_action"}) for e in effects]
        return "R", trig, effects, conditions
    cond = ir.Condition(mode="only_if", predicate=ir.ThisRole(role=role, attack=attack))
    return kind, trigger, effects, [*conditions, *([cond] if cond not in conditions else [])]


def _event_form(event, kind, trigger, effects, conditions):
    """"Each unit that overruns in this sector gets +2 assault." / «Каждый отряд, совершающий прорыв в этом
    секторе, получает +2 к штурму.»: a constant said of the cards doing something is the ability "When a unit
    overruns, that unit gets +2 assault until the end of the war action." (the card is known only then)."""
    if kind != "constant" or trigger is not None or conditions:
        raise ValueError("'each unit that overruns' is said by a card's lasting text")
    t = getattr(effects[0], "target", None)
    if any(getattr(e, "target", None) != t for e in effects) or not isinstance(t, ir.Choose) or not all(isinstance(e, (ir.ModifyStat, ir.Restriction, ir.Grant)) for e in effects):
        raise ValueError("what each unit that overruns or charges gets is said of that unit alone")
    if t.owner not in ("enemy", "own", "any") or t.other:
        raise ValueError("the units that overrun or charge are described by kind and owner")
    trig = ir.Trigger(event=event, owner=t.owner, types=t.types, filters=t.filters)
    out = []
    for e in effects:
        update = {"target": ir.TriggerCard()}
        if "duration" in type(e).model_fields:
            update["duration"] = "war_action"
        out.append(e.model_copy(update=update))
    return "R", trig, out, conditions
