"""The reader's parts for triggers: who does what to which card, by what kind of attack or ability, and when, for :class:`reader.ToIR`
(issue 25: split out of reader.py)."""

from __future__ import annotations

from heresy_app.abilities import ir
from heresy_app.abilities.reader_marks import Active, Declared, describe_parts, first_of, mark_of
from heresy_app.abilities.reader_nouns import check_bare_role, mark

__all__ = ["TriggerParts"]


class TriggerParts:
    """Transformer methods for triggers (mixed into :class:`reader.ToIR`)."""

    # -------------------------------------------------- triggers
    def trigger_subject(self, ch):
        owner, types, filters, alts, other, _ = describe_parts(ch)
        if alts:
            raise ValueError("a trigger names one kind of card")
        check_bare_role(filters, quantity_given=mark_of(ch, "q") is not None or owner != "any")   # g8
        other = other or bool(mark_of(ch, "q") and len(mark_of(ch, "q")) > 3)   # "another unit of yours"
        zone = mark_of(ch, "zone")
        if zone is not None and zone[1] != "sector":
            raise ValueError("a trigger watches this sector")
        return mark("subject", owner, types, filters, False, other, None)

    def subject_this(self, ch):
        noun = mark_of(ch, "noun")
        return mark("subject", "own", [noun[1] if noun and noun[3] is None else "card"], [], True, False, None)

    subject_it = subject_this

    def subject_role(self, ch):   # "the defending unit" (destroyed)
        noun = mark_of(ch, "noun")
        role = mark_of(ch, "role")[1]
        return mark("subject", "any", [noun[1] if noun and noun[3] is None else "card"], [], False, False, role)

    def role_attacking_t(self, ch):
        return mark("role", "attacking")

    def role_defending_t(self, ch):
        return mark("role", "defending")

    def party(self, ch):
        owner, types, filters, alts, other, _ = describe_parts(ch)
        if alts or other:
            raise ValueError("the other card of a trigger is one kind of card")
        check_bare_role(filters, quantity_given=mark_of(ch, "q") is not None or owner != "any")   # g8
        zone = mark_of(ch, "zone")
        if zone is not None and zone[1] != "sector":
            raise ValueError("a trigger watches this sector")
        return mark("party", ir.TriggerParty(owner=owner, types=types, filters=filters))

    def party_this(self, ch):
        noun = mark_of(ch, "noun")
        return mark("party", ir.TriggerParty(owner="own", types=[noun[1] if noun and noun[3] is None else "card"],
                                           this=True))

    def by_shooting(self, ch):
        return mark("by", "shooting", False)

    def by_assault(self, ch):
        return mark("by", "assault", False)

    def by_ability(self, ch):
        return mark("by", "ability", False)

    def by_attack(self, ch):   # g14a: "by an attack" / «атакой»: either kind
        return mark("by", "attack", False)

    def t_destroyed_attack(self, ch):   # g14a: "destroyed by an attack of one of your Heroes"
        return self.t_destroyed([*ch, mark("by", "attack", False)])

    def by_enemy_ability(self, ch):
        return mark("by", "ability", True)

    def _trig(event, by_enemy=False):
        def method(self, ch):
            s = mark_of(ch, "subject")
            by = mark_of(ch, "by")
            party = mark_of(ch, "party")
            return ir.Trigger(event=event, owner=s[1], types=s[2], filters=s[3], this=s[4], other=s[5], role=s[6],
                              by_enemy=by_enemy or bool(by and by[2]), by=by[1] if by else None,
                              party=party[1] if party else None)
        return method

    t_destroyed = _trig("destroyed")
    t_blocked = _trig("blocked")
    t_blocks = _trig("blocks")
    t_charges = _trig("charges")
    t_attacked = _trig("attacked")
    t_shoots = _trig("shoots")
    t_assaults = _trig("assaults")
    t_locked = _trig("locked")
    t_readied = _trig("readied")
    t_targeted = _trig("targeted")
    t_targeted_enemy = _trig("targeted", True)
    t_enters = _trig("enters")
    t_overruns = _trig("overruns")
    t_would_destroyed = _trig("would_be_destroyed")
    t_blocked_kind = t_blocked   # g9: "this unit's assault is blocked" / «штурм этого отряда заблокирован»
    del _trig

    # g14 (issue 24): "When this ship enters your fleet area": a ship goes to its owner's fleet area
    def fleet_own(self, ch):
        return mark("fleet", "own")

    def fleet_enemy(self, ch):
        return mark("fleet", "enemy")

    def fleet_any(self, ch):
        return mark("fleet", "any")

    def t_to_fleet(self, ch):
        s = mark_of(ch, "subject")
        whose = mark_of(ch, "fleet")[1]
        if s[2] != ["ship"] or s[6] is not None:
            raise ValueError("only a ship goes to a fleet area")
        owner = "own" if s[4] else s[1]
        if whose != "any" and owner not in ("any", whose):
            raise ValueError("a ship goes to its owner's fleet area")
        return ir.Trigger(event="fleet", owner=whose if owner == "any" else owner, types=["ship"], filters=s[3],
                          this=s[4], other=s[5])

    def t_declares(self, ch):   # g9: "your opponent declares a shooting attack (against this unit)": one of their units shoots
        by = mark_of(ch, "by")
        if by is None:
            raise ValueError("say which attack is declared: a shooting attack or an assault")
        party = mark_of(ch, "party")
        return (Declared if party else ir.Trigger)(
            event="shoots" if by[1] == "shooting" else "assaults", owner=mark_of(ch, "owner")[1], types=["unit"],
            party=party[1] if party else None)

    def t_infiltrates(self, ch, event="enters"):   # "your opponent infiltrates a unit": an enemy unit enters play
        s = mark_of(ch, "subject")
        o = mark_of(ch, "owner")
        verb = mark_of(ch, "kw")
        if verb is not None and str(verb[1]).lower() != "infiltrate":
            raise ValueError("a player infiltrates")
        if event == "enters" and s[4] and o[1] == "own" and not (s[5] or s[6]):
            # g14: "When you infiltrate this unit" / «Когда ты внедряешь этот отряд»: it enters play
            return ir.Trigger(event="enters", owner="own", types=s[2], this=True)
        if s[4] or s[5] or s[6] or s[1] != "any":
            raise ValueError("a player infiltrates, or uses the abilities of, a card of their own")
        return ir.Trigger(event=event, owner=o[1], types=s[2], filters=s[3])

    def t_destroys(self, ch):   # "this unit destroys an enemy unit": the card destroyed is the event's
        return Active(**dict(self.t_destroyed(ch)))

    def t_attacks(self, ch):   # "an enemy unit attacks this unit": the card attacked is the event's
        return Active(**dict(self.t_attacked(ch)))

    def t_assaulted(self, ch):   # "this unit is assaulted": attacked by an assault
        return self.t_attacked([*ch, mark("by", "assault", False)])

    def t_shot(self, ch):   # "this unit is shot at": attacked by shooting
        return self.t_attacked([*ch, mark("by", "shooting", False)])

    def t_played_kind(self, ch):   # "your opponent plays a tactic (from their command hand)"
        return ir.Trigger(event="played", owner=mark_of(ch, "owner")[1], types=["card"], command=mark_of(ch, "ck")[1])

    def ck_t(self, ch):
        return mark("ck", "T")

    def ck_r(self, ch):
        return mark("ck", "R")

    def ck_m(self, ch):
        return mark("ck", "M")

    def ck_e(self, ch):
        return mark("ck", "E")

    def ck_wa(self, ch):
        return mark("ck", "WA")

    def t_uses(self, ch):   # "your opponent uses a ship ability": an ability printed on an enemy ship
        return self.t_infiltrates(ch, "ability_used")

    # g3 (issue 24): "an enemy Psyker unit uses an ability", "one of your units uses a special assault"
    def t_uses_subject(self, ch, command=None):
        s = mark_of(ch, "subject")
        if s[4] or s[6]:
            raise ValueError("a card of a player uses an ability: say whose")
        return ir.Trigger(event="ability_used", owner=s[1], types=s[2], filters=s[3], other=s[5], command=command)

    def t_uses_special(self, ch):
        return self.t_uses_subject(ch, "A")

    def t_uses_special_player(self, ch):   # "your opponent uses a special assault": one of their units
        return ir.Trigger(event="ability_used", owner=mark_of(ch, "owner")[1], types=["unit"], command="A")

    def cancel_use(self, ch):   # "Cancel that tactic" / «Отмени эту тактику»
        return ir.Cancel(what="use")

    def cancel_overrun(self, ch):   # "That overrun deals no damage" / «Этот прорыв не наносит повреждений»
        return ir.Cancel(what="overrun")

    def cancel_attack(self, ch):   # "That attack deals no damage" / «Эта атака не наносит повреждений» (g6)
        return ir.Cancel(what="attack")

    def _player_trig(event):
        def method(self, ch):
            o = mark_of(ch, "owner")
            return ir.Trigger(event=event, owner=o[1] if o else "any", types=["card"])
        return method

    t_played = _player_trig("played")
    t_played_any = _player_trig("played")
    t_roll = _player_trig("roll")
    t_roll_any = _player_trig("roll")
    t_war_action = _player_trig("war_action")
    t_draws = _player_trig("draws")
    t_retreats = _player_trig("retreats")     # g5: "When you retreat" / «Когда противник отступает»
    t_captures = _player_trig("captures")     # g16: "When a player captures this sector"
    t_passes = _player_trig("passes")         # g12: "When your opponent passes" / «Когда противник пасует»
    del _player_trig

    def t_battle_start(self, ch):
        return ir.Trigger(event="battle_start", owner="any", types=["card"])

    def play_when(self, ch):
        return first_of(ch, ir.Trigger) or mark_of(ch, "trigger_if")
