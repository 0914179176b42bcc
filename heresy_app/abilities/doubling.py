"""Issue 24 (g19c): a statistic doubled, "Double the firepower of one of your Vehicles" / «Удвой огневую мощь
одного своего отряда техники», "The defending unit's armor is doubled" / «Броня защищающегося отряда
удваивается». It is the change the rulebook's terms already hold: the card gets + its own statistic, read when
the effect resolves (:class:`ir.ModifyStat` whose amount is :class:`ir.StatOf` of that card and that statistic),
so the engine plays it as any change for a time, and the AI values it as one.

One card only: the card named by the effect (this card, the attacking / defending / blocking card, the one card
a choice picks). A scope of several cards ("Double the assault of your units") would need each card's own
statistic: it is refused. The flags of a card are not doubled (a change of flags is a flag change)."""

from __future__ import annotations

from heresy_app.abilities import ir

__all__ = ["Doubled", "of_target", "is_double", "settle", "double_en", "double_ru"]

_STAT_EN = {"firepower": "firepower", "assault": "assault", "speed": "speed", "armor": "armor"}
_STAT_ACC_RU = {"firepower": "огневую мощь", "assault": "штурм", "speed": "скорость", "armor": "броню"}


class Doubled(ir.StatOf):
    """The reader's amount of a statistic doubled until the card the effect names is known ("this card" may be
    the card a reveal shows; "that unit" a reaction's trigger card): :func:`settle` makes it a plain StatOf."""


def of_target(t) -> str | None:
    """The ``of`` of :class:`ir.StatOf` naming the card ``t`` names, or None when ``t`` is not one card."""
    if type(t) is ir.ThisCard:
        return "this"
    if type(t) is ir.TriggerCard:
        return "trigger"
    if type(t) is ir.AttackingCard and t.attack is None:
        return "attacking"
    if type(t) is ir.DefendingCard and t.attack is None:
        return "defending"
    if type(t) is ir.BlockingUnit and not t.choice:
        return "blocking"
    if type(t) is ir.Choose and t.quantity == "exactly" and t.count == 1:
        return "target"
    return None


def is_double(e) -> bool:
    """Whether ``e`` is a statistic doubled: + the card's own statistic, nothing else."""
    a = getattr(e, "amount", None)
    return (isinstance(e, ir.ModifyStat) and isinstance(a, ir.StatOf) and a.stat == e.stat and e.stat != "flags"
            and a.per == 1 and a.max is None and e.sign == 1 and not e.more and e.versus is None
            and not e.versus_this and e.versus_attack is None and not e.versus_cards
            and a.of == of_target(e.target))


def settle(e):
    """``e`` with a :class:`Doubled` amount made the statistic of the card its target names once that is known
    (ValueError when it names no one card)."""
    if not (isinstance(e, ir.ModifyStat) and isinstance(e.amount, Doubled)):
        return e
    of = of_target(e.target)
    if of is None:
        raise ValueError("a statistic is doubled for one card named or chosen, not for several")
    return e.model_copy(update={"amount": ir.StatOf(of=of, stat=e.stat)})


def double_en(renderer, e) -> str:
    return f"double the {_STAT_EN[e.stat]} of {renderer.them(e.target)}" + renderer.duration(e.duration)


def double_ru(renderer, e) -> str:
    return f"удвой {_STAT_ACC_RU[e.stat]} {renderer.genitive(e.target)}" + renderer.duration(e.duration)
