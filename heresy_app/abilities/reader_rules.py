"""Issue 24 (g17c): restrictions of any scope, said the ways card writers say them, for :class:`reader.ToIR`.

- **who may not**, as the subject: a source of abilities ("Enemy tactics", "Your opponent's cards",
  "Enemy ships" / «Карты противника», «Корабли противника») or the opponent ("Your opponent cannot lock
  your assets."), then one or two verbs ("cannot lock or destroy", «не могут повернуть или уничтожить»)
  and whom: the same forms as said from the protected card's side ("This ship cannot be locked by enemy
  abilities."), one :class:`ir.Restriction` per verb. A plain card type as the source is its abilities
  ("Enemy ships" = enemy ship abilities); units also attack, so "Enemy units cannot affect / destroy ..."
  is refused as ambiguous (do their attacks count?).
- **affect** / «влиять на»: ``unaffected`` — no ability of the source affects the card, whether it chooses
  it or names all such cards ("cannot be affected by enemy ship abilities").
- **deployed** / «высаживать»: ``no_deploy``, a constant's, like ``no_infiltrate`` ("Titans cannot be
  deployed or infiltrated into this sector." gives both).
- **enter locked** / «входят повернутыми»: ``enter_locked`` ("Enemy units infiltrated into this sector
  enter it locked instead of ready.").
"""

from __future__ import annotations

from heresy_app.abilities import ir
from heresy_app.abilities.reader_nouns import Mark, mark

__all__ = ["RuleParts"]


def _get(ch, tag):
    return next((c for c in ch if isinstance(c, Mark) and c.tag == tag), None)


def _without(ch, *tags):
    return [c for c in ch if not (isinstance(c, Mark) and c.tag in tags)]


def _scope(what, owner) -> ir.Choose:
    """All cards of an ``infil_what`` mark (types, filters, alternatives) of ``owner``."""
    return ir.Choose(quantity="all", owner=owner, types=what[1], filters=what[2], alt=what[3] if len(what) > 3 else [])


class RuleParts:
    """Transformer methods for the parts above (mixed into :class:`reader.ToIR`)."""

    def rv_affect(self, ch):
        return mark("restr_verb", "unaffected")

    def g17_verbs(self, ch):
        verbs = [c[1] for c in ch if isinstance(c, Mark) and c.tag == "restr_verb"]
        if len(set(verbs)) != len(verbs):
            raise ValueError("a verb is named twice")
        return mark("g17_verbs", verbs)

    def g17_source(self, ch):
        return _get(ch, "source")

    def _g17_restrict(self, ch, enemy, source):
        """One restriction per verb on the target, said from its side (restrict_by_source's forms)."""
        verbs = _get(ch, "g17_verbs")[1]
        if source is not None and source.types == ["unit"] and not source.kinds and (
                {"unaffected", "no_destroy_ability"} & set(verbs)):
            raise ValueError("units affect and destroy by their attacks too: which is meant is not said")
        if source == ir.AbilitySource():
            source = None   # "cards", "abilities": every ability
        rest = _without(ch, "g17_verbs", "source")
        out = []
        for v in verbs:
            if v == "no_ready" and enemy and source is None:
                src = {"source": ir.AbilitySource()}   # "cannot be readied by enemy abilities"
            else:
                src = {"source": source} if source is not None else {}
            r = self.restrict([*rest, mark("restriction", v, [None], enemy, src)])
            out.extend(r[1] if isinstance(r, Mark) and r.tag == "several" else [r])
        return out[0] if len(out) == 1 else mark("several", out)

    def g17_restrict_by(self, ch):
        """"Enemy ships cannot affect cards in this sector.", "Your opponent's cards cannot lock or
        destroy this ship." / «Карты противника не могут повернуть или уничтожить этот корабль.»"""
        src = _get(ch, "source")
        return self._g17_restrict(ch, src[1], src[2])

    def g17_restrict_by_opponent(self, ch):
        """"Your opponent cannot lock your assets.": no ability of the opponent's may."""
        return self._g17_restrict(_without(ch, "player"), True, None)

    def r_g17_unaffected_by(self, ch):
        """"cannot be affected by enemy tactics / ship abilities / enemy cards"."""
        src = _get(ch, "source")
        source = None if src[2] == ir.AbilitySource() else src[2]
        return mark("restriction", "unaffected", [None], src[1], {"source": source} if source is not None else {})

    def r_g17_unaffected_type(self, ch):
        """"cannot be affected by enemy ships": their abilities; not by units (their attacks too?)."""
        t = _get(ch, "src_type")[1]
        if t == "unit":
            raise ValueError("units affect cards by their attacks too: which is meant is not said")
        return mark("restriction", "unaffected", [None], _get(ch, "src_enemy") is not None,
                    {"source": ir.AbilitySource(types=[t])})

    def r_g17_no_deploy(self, ch):
        return mark("restriction", "no_deploy", [None], False, {})

    def g17_target_no_deploy_infiltrate(self, ch):   # "Titans cannot be deployed or infiltrated into this sector."
        return self.restrict([*ch, mark("restriction", "no_deploy", [None], False, {}),
                              mark("restriction", "no_infiltrate", [None], False, {})])

    def _g17_player_owner(self, ch):
        p = _get(ch, "player")
        return {"you": "own", "opponent": "enemy", "each": "any"}[p[1] if p else "each"]

    def g17_no_deploy(self, ch):
        """"Your opponent cannot deploy Titans into this sector." / «Твой противник не может высаживать
        титанов в этот сектор.»: such cards of theirs cannot be deployed there."""
        return ir.Restriction(rule="no_deploy", target=_scope(_get(ch, "infil_what"), self._g17_player_owner(ch)))

    def g17_no_deploy_infiltrate(self, ch):
        target = _scope(_get(ch, "infil_what"), self._g17_player_owner(ch))
        return mark("several", [ir.Restriction(rule="no_deploy", target=target),
                                ir.Restriction(rule="no_infiltrate", target=target)])

    def g17_no_deploy_what(self, ch):   # «Титанов нельзя высаживать (или внедрять) в этот сектор»
        target = _scope(_get(ch, "infil_what"), "any")
        rules = ["no_deploy"] + (["no_infiltrate"] if _get(ch, "g17_also_infiltrate") else [])
        out = [ir.Restriction(rule=r, target=target) for r in rules]
        return out[0] if len(out) == 1 else mark("several", out)

    def g17_also_infiltrate(self, ch):
        return mark("g17_also_infiltrate")

    def g17_enter_locked(self, ch):
        """"Enemy units infiltrated into this sector enter it locked (instead of ready)." / «Отряды
        противника, внедряемые в этот сектор, входят в него повернутыми.»"""
        c = _get(ch, "choose")[1]
        if c.other or c.zone not in (None, "sector"):   # "into this sector" read as their place: the same
            raise ValueError("the cards entering this sector are named without a place of their own")
        return ir.Restriction(rule="enter_locked", target=ir.Choose.model_validate(
            c.model_dump(exclude={"zone"}, exclude_defaults=True)))

    def g17_tie_capture(self, ch):
        """"If both players have the same number of flags in this sector, the defender captures it(, provided
        they have enough flags)." / «Если у обоих игроков одинаковое количество флагов в этом секторе, его
        захватывает защищающийся.»: the flags the sector needs are still needed (our clarification)."""
        p = _get(ch, "rule_player")
        if p is None or p[1] == "each":
            raise ValueError("one player captures a sector when the flags are tied")
        w = _get(ch, "rule_where")
        if w is not None and w[1] != "sector":
            raise ValueError("a tie is decided in this sector's battles")
        return ir.SectorRule(what="capture", how="ties", player=p[1])

    def g17_play_limit(self, ch):
        """"Your opponent cannot play more than one tactic during each war action." / «Твой противник не может
        играть больше одной тактики в каждую военную акцию.»: at most N command cards of those kinds a war
        action ("can play at most 1" says the same)."""
        p = _get(ch, "rule_player")
        src = _get(ch, "source")
        if src[1]:
            raise ValueError("a player plays their own cards: not 'enemy' ones")
        if src[2].types:
            raise ValueError("a limit on plays counts command cards, printed on no card in play")
        n = [c for c in ch if hasattr(c, "type") and c.type == "INT"]
        amount = int(n[0])
        if amount < 1 or any(int(x) != 1 for x in n[1:]):   # «за одну ВА»
            raise ValueError("a limit on plays counts at least one card in one war action")
        w = _get(ch, "rule_where")
        return ir.SectorRule(what="abilities", how="at_most", player=p[1], amount=amount,
                             source=None if src[2] == ir.AbilitySource() else src[2],
                             where=w[1] if w is not None else "sector")
