"""Issue 24 (g19a): a card named by what happened to it, in every slot a named card stands in.

"The chosen unit" / «выбранный отряд» names the card an earlier effect of the same ability chose
("Ready one of your units. The chosen unit gets +1 speed."); "the destroyed unit" / «уничтоженный отряд»
and "the infiltrated unit" / «внедренный отряд» name the card of a reaction's trigger that destroyed or
infiltrated it. Each of them stands where a named card stands: the target of an effect, the subject of a
condition ("Use only if the chosen unit is a Vehicle"), the card whose stat X is ("X = the destroyed
unit's armor" / «Х = броня уничтоженного отряда»). A text that names such a card where there is none
(nothing chosen before; no trigger that destroys) is refused with the reason, never read as another card.
"""

from __future__ import annotations

from heresy_app.abilities import ir

__all__ = ["ChosenRef", "RefParts", "XChosenStat", "XEventStat", "chosen_target", "check_chosen", "x_ref"]



class ChosenRef(ir.ChosenCard):
    """"The chosen unit" as a target until the reader knows an earlier effect chose a card."""


class XChosenStat(ir.XStat):
    """"X = the chosen unit's armor" until the reader knows an effect chose a card."""


class XEventStat(ir.XStat):
    """"X = the destroyed unit's armor": the trigger's card, when the trigger is one of ``events``."""

    events: tuple[str, ...] = ()


class RefParts:
    """The parse-tree callbacks of this kind (mixed into :class:`reader.ToIR`)."""

    def chosen_ref(self, ch):
        return ChosenRef()

    def named_chosen(self, ch):
        from heresy_app.abilities.reader_nouns import mark

        return mark("named", "chosen")

    def holder_unknown(self, ch):   # "its owner" where the ability does not say whose card it is
        raise ValueError("'its owner / controller' names a player only where every card named before it is of one player")

    def p_chosen_state(self, ch):   # "the chosen unit is charging" / «выбранный отряд наступает»
        state = next(c for c in ch if isinstance(c, tuple) and c and c[0] == "state")[1]
        return ir.CardIs(of="chosen", filters=[ir.StateFilter(state=state)])

    def count_among(self, ch):   # "each Hero among your units in this sector": one description of both
        desc = next(c for c in ch if isinstance(c, tuple) and c and c[0] == "desc")
        what = next(c for c in ch if isinstance(c, tuple) and c and c[0] == "what")
        types, filters, alts = desc[1], desc[2], desc[3]
        if alts:
            raise ValueError("a count names one kind of card")
        inner = what[2]
        if inner != types and "card" not in (inner + types) and not (types == ["unit"] and len(inner) == 1):
            raise ValueError("a count among cards names a kind of those cards")
        kinds = types if "card" in inner or inner == types else inner if types in (["unit"], ["card"]) else types
        merged = [*filters, *(f for f in what[3] if f not in filters)]
        return type(what)((what[0], what[1], kinds, merged, *what[4:]))

    def x_stat_chosen(self, ch):
        return XChosenStat(of="target", stat=_stat(ch))

    def x_stat_destroyed(self, ch):
        return XEventStat(of="trigger", stat=_stat(ch), events=("destroyed", "would_be_destroyed"))

    def x_stat_infiltrated(self, ch):
        return XEventStat(of="trigger", stat=_stat(ch), events=("enters",))


_STATS = ("firepower", "assault", "speed", "armor", "flags")


def _stat(ch) -> str:
    return next(str(c) for c in ch if isinstance(c, str) and str(c) in _STATS)


def chosen_target(t, chosen):
    """The target "the chosen unit" reads as, given whether an earlier effect chose (``chosen`` True);
    None when ``t`` is not that phrase."""
    if not isinstance(t, ChosenRef):
        return None
    if chosen is not True:
        raise ValueError("'the chosen unit' names a card an earlier effect of the ability chose")
    return ir.ChosenCard()


def check_chosen(conditions, effects, chooses) -> None:
    """A condition on "the chosen unit" needs an effect of the ability that chooses a card."""
    named = any(isinstance(c.predicate, ir.CardIs) and c.predicate.of == "chosen" for c in conditions)
    if named and not any(chooses(e) for e in ir.nested_effects(effects)):
        raise ValueError("'the chosen unit' names a card an earlier effect of the ability chose")


def x_ref(x, effects, trigger, chooses):
    """X of a card named by what happened to it, as the engine reads it; ``x`` unchanged otherwise."""
    if isinstance(x, XChosenStat):
        if not any(chooses(e) for e in effects):
            raise ValueError("'the chosen unit' names a card an earlier effect of the ability chose")
        return ir.XStat(**{k: getattr(x, k) for k in ir.XStat.model_fields})
    if isinstance(x, XEventStat):
        if trigger is None or trigger.event not in x.events:
            raise ValueError("'the destroyed / infiltrated unit' names the card of the trigger that destroys or infiltrates it")
        return ir.XStat(**{k: getattr(x, k) for k in ir.XStat.model_fields})
    return x
