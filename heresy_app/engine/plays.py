"""Using abilities: the windows that hold them (tactics, reactions, modifiers), rolls, and one use
of an ability from its announcement to its last effect; what a window may offer is asked of
:mod:`heresy_app.engine.may_play` (``plays``, ``can_use``, kept here by name too).

Windows and uses nest both ways (a window holds uses; a use rolls, which opens a modifier window,
or causes reactions), so they share this room. What one effect or cost does is not here: that is
:mod:`heresy_app.engine.effects`, reached through its registry.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from heresy_app.engine import citations as R
from heresy_app.engine import rule_changes  # g17c: a limit on plays
from heresy_app.engine.catalog import Ab
from heresy_app.engine.decisions import EngineError, Question
from heresy_app.engine.effects import COSTS, EFFECTS, amount_of, choice_candidates
from heresy_app.engine.manual import announce
from heresy_app.engine.may_play import can_use, own_end, plays
from heresy_app.engine.measures import carried
from heresy_app.engine.offers import answerable, anyone_has, choices_possible, use_plan
from heresy_app.engine.restrictions import infiltrate_candidates
from heresy_app.engine.roll_effects import die_of_roll
from heresy_app.engine.sequels import DONE_CHECK
from heresy_app.engine.state import Frame
from heresy_app.engine.terms import (
    CARRIED,
    Q_COST,
    Q_EFFECT_PICK,
    Q_MODIFIER,
    Q_REACTION,
    Q_TACTICS,
    Q_TARGET,
    Q_X,
    SECTOR_AI,
    Z_FLEET,
    Z_TABLE,
)
from heresy_app.engine.use_steps import choice_steps, early_picks, x_range
from heresy_app.engine.x_values import x_counts, x_value

if TYPE_CHECKING:
    from heresy_app.engine.manual import ManualFrame
    from heresy_app.engine.shapes import Chosen, Decision, Node
    from heresy_app.engine.state import GameState

__all__ = ["AbilityFrame", "TacticsFrame", "ModifierFrame", "ReactionFrame", "roll", "react", "destroy", "anyone_has",
           "plays", "can_use", "choices_possible", "use_ability", "modifier_window", "ability_of"]
# instead.py: what keeps a card from being destroyed (cannot be destroyed, a replacement)
SPARING: list[Callable[..., bool]] = []


def ability_of(st: GameState, c: int, ai: int) -> Ab | None:
    """The ability ``ai`` of card ``c`` (-1: its command line)."""
    t = st.tpl[c]
    return t.command if ai < 0 else t.abilities[ai]


def use_ability(st: GameState, p: int, c: int, ai: int, wa: bool = False, mode: str = "full",
                trigger: int = -1) -> AbilityFrame | ManualFrame:
    """Announce a use of ability ``ai`` of card ``c`` by ``p`` (a command line's card is put on the
    table, and goes to the discard pile once its text is carried out) and put the use on the stack."""
    t = st.tpl[c]
    ab = t.command if ai < 0 else t.abilities[ai]
    if ab is None:   # an ability the engine cannot play: the players resolve it by hand
        return announce(st, p, c, ai, react, wa, window=modifier_window)
    if ai < 0:   # battle.wa-card, step 2: the card is put on the table (out of the hand)
        st.to_table(c)
        if "sector_rule" in st.uses:   # g17c: counted by a limit on plays (rule_changes.ability_barred)
            st.used.add(((rule_changes.PLAYED, p), ab.kind, "wa", c))
        if st.log_enabled:   # (the log's arguments are not built when it is off)
            rule = {"WA": R.WA_CARD, "T": R.TACTIC, "R": R.REACTION, "M": R.MODIFIER, "E": R.EVENT}[ab.kind]
            st.note(rule, "plays.command", player=p, title=c, ability=(c, ai))
            st.note(R.WA_CARD_DISCARD, "plays.command-on-table", title=c, player=p)
    else:
        tags = ab.plan
        if tags is None:
            tags = ab.plan = use_plan(ab)
        for tag in tags[0]:   # its marks (measures.uses_of)
            st.used.add((c, ai, tag))
        if mode != "prepare" and st.log_enabled:
            rule = {"WA": R.WA_ABILITY, "T": R.TACTIC, "R": R.REACTION, "M": R.MODIFIER, "E": R.EVENTS_IN_PLAY,
                    "A": R.SPECIAL_ASSAULT, "preparation": R.PREPARATION_ABILITIES}[ab.kind]
            st.note(rule, "plays.ability", player=p, card=c, ability=(c, ai))
    f = AbilityFrame(p, c, ai, ab, mode)
    f.wa = wa
    f.trig = trigger
    st.stack.append(f)
    if ai < 0 or "ability_used" in st.uses:   # a command line played; "When your opponent uses a ship ability"
        event = "played" if ai < 0 else "ability_used"
        if event in st.uses or st.cat.by_hand:   # (what react asks first: no card of the game answers it)
            react(st, event, c, p, by=None if ai < 0 else ab.kind)
    return f


# ====================================================================== rolls and reactions

def roll(st: GameState, p: int, rule: str) -> None:
    """Roll for ``p``: the result reaches ``st.last_roll`` after the modifier window; then the
    reactions to the roll (rules: abilities.reaction), the roller first. When anyone could play a
    modifier that must be played before the result is known, its window comes first
    (abilities.modifier.before)."""
    if anyone_has(st, "M"):
        st.stack.append(PreRollFrame(p, rule))   # open while asking, so a modifier sees whose roll it is
        if _before_possible(st):
            return
        st.stack.pop()
    _roll_now(st, p, rule)


def _before(ab: Ab | None) -> bool:
    return ab is not None and bool(ab.ir.get("before_result"))


def _before_possible(st: GameState) -> bool:
    for d in plays(st, 0, "M") + plays(st, 1, "M"):
        if d[0] == "play" and _before(ability_of(st, d[1], d[2])):
            return True
    return False


def _roll_now(st: GameState, p: int, rule: str, bonus: int = 0, keep: str | None = None) -> None:
    card = st.decks[p][-1] if st.decks[p] else -1
    v = die_of_roll(st, p, rule, bonus, keep)   # twice, lasting changes (roll_effects)
    st.last_roll = v
    if st.bsec >= 0 and answerable(st, "roll"):
        st.stack.append(ReactionFrame(p, "roll", card, p))
    if anyone_has(st, "M"):
        st.stack.append(ModifierFrame(p, v, rule))


def react(st: GameState, event: str, card: int, causer: int, party: int = -1, by: str | None = None) -> None:
    """Open a reaction window for ``event`` on ``card`` (only during a battle, when anyone could);
    ``party``: the event's other card, ``by``: how it came about ("shooting", "assault", "ability")."""
    if st.bsec >= 0 and ((event in st.uses or st.cat.by_hand) and anyone_has(st, "R")   # answerable
                         or event == "destroyed" and own_end(st, st.owner[card], card)):
        # "targeted", a player's action: who did it counts too; g11: a destroyed card's own reaction
        st.stack.append(ReactionFrame(causer, event, card, causer if event in ("targeted", "war_action", "draws", "retreats",
                                                                                 "passes")
                                      else -1, party, by))


def destroy(st: GameState, c: int, causer: int, party: int = -1, by: str | None = None) -> bool:
    """Destroy ``c`` unless something spares it (instead.py); then the reactions to it may answer."""
    for spare in SPARING:
        if spare(st, c, causer, party, by):
            return False
    if not st.destroy(c):
        return False
    react(st, "destroyed", c, causer, party, by)
    return True


def modifier_window(st: GameState) -> ModifierFrame | None:
    return st.frame(ModifierFrame)


# ====================================================================== windows

class _Window(Frame):
    """Players alternate, the first to answer first, until both pass one after the other."""

    __slots__ = ("passes", "plays")
    passes: int
    plays: int   # (abilities played in the window)

    def _pass_or_play(self, st: GameState, d: Decision, trigger: int = -1) -> bool:
        """Count a pass (True when the window closes) or play the ability chosen."""
        p = self.player
        if d[0] == "pass":
            self.passes += 1
            if self.passes >= 2:
                st.stack.pop()
                return True
            self.player = 1 - p
            return False
        self.passes = 0
        self.plays += 1
        self.player = 1 - p
        use_ability(st, p, d[1], d[2], trigger=trigger)
        return False


class TacticsFrame(_Window):
    __slots__ = ()

    def __init__(self, first: int) -> None:
        self.player = first
        self.passes = 0
        self.plays = 0

    def question(self, st: GameState) -> Question:
        return Question(Q_TACTICS, self.player, unit=st.wa_att, target=st.wa_def, blocker=st.wa_block)

    def step(self, st: GameState) -> list[Decision] | None:
        while True:
            a, d = st.wa_att, st.wa_def
            if (a >= 0 and st.loc[a] < Z_FLEET) or (d >= 0 and st.loc[d] < Z_FLEET):   # left play (GameState.in_play)
                st.stack.pop()
                return None
            out = plays(st, self.player, "T")
            if len(out) > 1:
                return out
            # only a pass: counted here, as the settle loop would apply it (_pass_or_play), and the
            # window goes on with the other player or closes
            self.passes += 1
            if self.passes >= 2:
                st.stack.pop()
                return None
            self.player = 1 - self.player

    def apply(self, st: GameState, d: Decision) -> None:
        p = self.player   # _pass_or_play, in place (the hottest window)
        if d[0] == "pass":
            self.passes += 1
            if self.passes >= 2:
                st.stack.pop()
                return
            self.player = 1 - p
            return
        self.passes = 0
        self.plays += 1
        self.player = 1 - p
        use_ability(st, p, d[1], d[2])


class ModifierFrame(_Window):
    """The modifier window of a roll by ``roller`` (``rule``: a test, a d6 roll, a variable roll...)
    whose result is ``value`` until both players pass."""

    __slots__ = ("roller", "value", "rule", "keep")

    def __init__(self, roller: int, value: int, rule: str) -> None:
        self.player = roller
        self.roller = roller
        self.passes = 0
        self.value = value
        self.plays = 0
        self.rule = rule
        self.keep: str | None = None   # the window before the result: "rolls twice and uses the lower (higher) result"

    def question(self, st: GameState) -> Question:
        about = {"roll": self.value, "roller": self.roller, "controller": self.roller, "need": None}
        for use in reversed(st.stack):   # the use of an ability that rolled, and what the roll is for
            if isinstance(use, AbilityFrame) and use.wait:
                about.update(card=use.card, ability=use.ai, controller=use.ctrl, need=use.test_need())
                break
        return Question(Q_MODIFIER, self.player, **about)

    before = False   # a PreRollFrame: the window before the die is read

    def step(self, st: GameState) -> list[Decision] | None:
        # abilities.modifier.before: a modifier played before the result is known has its own window
        return [d for d in plays(st, self.player, "M")
                if d[0] != "play" or _before(ability_of(st, d[1], d[2])) == self.before]

    def apply(self, st: GameState, d: Decision) -> None:
        if self._pass_or_play(st, d):
            st.last_roll = self.value


class PreRollFrame(ModifierFrame):
    """abilities.modifier.before: the modifier window before the die of a roll is read; only
    modifiers saying they are played before the result is known are offered. What they add is
    kept in ``value`` and added to the result once the die is read."""

    __slots__ = ()
    before = True

    def __init__(self, roller: int, rule: str) -> None:
        super().__init__(roller, 0, rule)

    def question(self, st: GameState) -> Question:
        q = super().question(st)
        q.about["roll"] = None   # not known yet
        return q

    def apply(self, st: GameState, d: Decision) -> None:
        if self._pass_or_play(st, d):
            _roll_now(st, self.roller, self.rule, self.value, self.keep)


class ReactionFrame(_Window):
    """A reaction window: the player who caused the event first, then alternately, until both
    pass one after the other. For a roll (event ``roll``) ``roller`` made it, ``card`` is the
    card discarded for it (-1 from an empty deck) and the window opens once the roll counts
    (after the modifiers); rolls made by the reactions do not change that result."""

    __slots__ = ("event", "card", "roller", "value", "party", "by", "causer")

    def __init__(self, causer: int, event: str, card: int, roller: int = -1, party: int = -1, by: str | None = None) -> None:
        self.player = causer
        self.event = event
        self.card = card
        self.passes = 0
        self.roller = roller
        self.value = -1
        self.plays = 0
        self.party = party
        self.by = by
        self.causer = causer

    def question(self, st: GameState) -> Question:
        about = {"event": self.event, "trigger": self.card}
        if self.event == "roll":
            about.update(roll=self.value, roller=self.roller)
        return Question(Q_REACTION, self.player, **about)

    def step(self, st: GameState) -> list[Decision] | None:
        if self.event == "roll" and self.value < 0:
            self.value = st.last_roll
        return plays(st, self.player, "R", (self.event, self.card, self.roller, self.party, self.by, self.causer))

    def apply(self, st: GameState, d: Decision) -> None:
        if d[0] == "pass":
            if self._pass_or_play(st, d) and self.event == "roll":
                st.last_roll = self.value
            return
        if self.event == "roll":
            st.note(R.ROLL_REACTIONS, "roll.answered", player=self.player, value=self.value)
        self._pass_or_play(st, d, trigger=self.card)


# ====================================================================== one use of an ability

_CHOICES, _X, _COSTS, _TACTICS, _EFFECTS, _DONE, _PICKS = range(7)   # the stages of a use


class AbilityFrame(Frame):
    """One use of an ability (rules: abilities.procedure): choices, X, costs in printed order, the
    tactics window of a war action, then the effects in printed order. ``mode="prepare"`` stops
    after the costs (a special assault, whose text resolves later: ``resolve``)."""

    __slots__ = ("ctrl", "card", "ai", "ab", "mode", "stage", "ptr", "chosen", "x", "ok", "wa", "trig",
                 "sub", "amount_of", "picks_left", "wait", "xset", "xearly", "cancelled", "chooser")

    def __init__(self, ctrl: int, card: int, ai: int, ab: Ab, mode: str = "full") -> None:
        self.player = ctrl
        self.ctrl = ctrl
        self.card = card
        self.ai = ai
        self.ab = ab
        self.mode = mode
        self.stage: int = _CHOICES
        self.ptr = 0
        self.chosen: Chosen = {}
        self.x = 0
        self.ok = True
        self.wa = False
        self.trig = -1
        self.sub = 0
        self.amount_of = -1
        self.picks_left = 0
        self.wait = 0
        self.xset = False
        self.xearly, self.cancelled = 0, False   # term.x.count: 1 while X is found first, 2 once it is; abilities.cancel
        self.chooser = -1   # g3b (sequels.each_player_part): the player who makes the choices, when not ctrl

    @classmethod
    def resolving(cls, ctrl: int, card: int, ai: int, ab: Ab, chosen: Chosen, x: int) -> AbilityFrame:
        """The text of a special assault prepared earlier, now resolving (its choices and X kept)."""
        f = cls(ctrl, card, ai, ab, "resolve")
        f.chosen = {k: list(v) for k, v in chosen.items()}
        f.x = x
        f.stage = _TACTICS
        return f

    # ---------------------------------------------------------------- what effects ask of their use
    def amount(self, st: GameState, a: Node) -> int | None:
        """The amount, or None after starting a roll (the use resumes with ``st.last_roll``)."""
        k = a.get("kind")
        if k == "number":
            value: int = a["value"]
            return value
        if k in ("x", "count", "cards_in", "that_many", "stat"):   # X, "for each ...", "that many": known now
            return amount_of(st, self, a)
        if self.wait == 0:
            self.wait = 2
            roll(st, self.ctrl, R.ROLL_D6)
            return None
        self.wait = 0
        return st.last_roll

    def roll(self, st: GameState, rule: str) -> None:
        roll(st, self.ctrl, rule)

    def react(self, st: GameState, event: str, card: int, causer: int | None = None) -> None:
        react(st, event, card, self.ctrl if causer is None else causer, by="ability")

    def destroy(self, st: GameState, c: int) -> bool:
        return destroy(st, c, self.ctrl, by="ability")

    def modifier_window(self, st: GameState) -> ModifierFrame | None:
        return modifier_window(st)

    def carry_out(self, st: GameState, effects: list[Node]) -> None:
        """A variable roll's outcome: ``effects`` as a use of their own above this one (choices,
        then effects; no costs, no tactics window), with this use's card, trigger and X."""
        ir = {"kind": self.ab.kind, "effects": effects, "x": self.ab.x}
        f = AbilityFrame(self.ctrl, self.card, self.ai, Ab(ir, self.ab.text, self.ab.text_ru), "outcome")
        f.x, f.xset, f.trig = self.x, True, self.trig
        f.chosen.update((k, list(v)) for k, v in self.chosen.items() if isinstance(k, str))   # shown, discarded
        f.chosen[CARRIED] = carried(self)   # "If it is a Vehicle, destroy it.": the card chosen before
        st.stack.append(f)

    def for_war_action(self, e: Node) -> bool:
        """A change lasts until the end of the war action, except one made during preparation:
        no war action is under way then, so it lasts for the battle."""
        return e.get("duration", "war_action") == "war_action" and self.ab.kind != "preparation"

    def test_need(self) -> int | None:
        """The value a test cost being rolled needs (None when the roll is an amount)."""
        if self.wait != 1:
            return None
        v = self.ab.costs[self.ptr].get("value") or {}
        return self.x if v.get("kind") == "x" else v.get("value", 0)

    # ---------------------------------------------------------------- the question
    def question(self, st: GameState) -> Question:
        about = {"card": self.card, "ability": self.ai}
        if self.stage == _CHOICES:
            ei = self.ab.choices[self.ptr]
            return Question(Q_TARGET, self.player, effect=self.ab.effects[ei], **about)
        if self.stage == _X:
            return Question(Q_X, self.player, **about)
        if self.stage == _COSTS:
            return Question(Q_COST, self.player, cost=self.ab.costs[self.ptr], **about)
        if self.stage == _PICKS:
            return Question(Q_EFFECT_PICK, self.player, effect=self.ab.effects[early_picks(self.ab)[self.ptr]], **about)
        return Question(Q_EFFECT_PICK, self.player, effect=self.ab.effects[self.ptr], **about)

    # ---------------------------------------------------------------- the steps
    def _no_choice(self, st: GameState) -> None:
        """abilities.procedure: a choice the player cannot make leaves the ability doing nothing."""
        st.note(R.PROCEDURE, "ability.no-choice", player=self.ctrl)
        if self.mode == "outcome" and self.ab.effects[-1]["op"] == DONE_CHECK:   # g3b: not done, what follows
            self.stage, self.ptr = _EFFECTS, len(self.ab.effects) - 1
            return
        self.ok = False
        self.stage = _DONE

    def step(self, st: GameState) -> list[Decision] | None:
        ab = self.ab
        steps = None
        while True:
            stage = self.stage
            if stage == _CHOICES:
                if steps is None:   # read once a step (use_steps.choice_steps; its memo read here first)
                    steps = ab.memo.get("steps") or choice_steps(ab)
                xc, plain, choices = steps
                if self.xearly == 0 and self.ptr == 0 and xc:   # "Lock X enemy units": X first
                    self.xearly, self.stage = 1, _X
                    continue
                if self.ptr >= len(choices) or self.cancelled:   # abilities.cancel: no choices, costs paid
                    # no card to infiltrate, no X: the costs next (what _PICKS and _X would come to)
                    self.stage = _COSTS if not self.xearly and xc is False and plain else _PICKS
                    self.ptr = 0
                    continue
                ei, e, count, other, exactly = choices[self.ptr]
                picks = self.chosen.get(ei)
                if picks is None:
                    picks = self.chosen[ei] = []
                by_x = count is None
                if len(picks) >= (self.x if count is None else count):
                    self.ptr += 1
                    continue
                # g20c: X too once it is found first ("one enemy unit with armor X or less", measures.filter_ok)
                st.ref = (self.card, self.trig, self.x) if self.xearly == 2 else (self.card, self.trig)
                who = self.ctrl if self.chooser < 0 else self.chooser
                cands = choice_candidates(st, who, e, (self.card, self.ai, ab.kind))   # a new list
                if picks or other:
                    cands = [c for c in cands if c not in picks and not (c == self.card and other)]
                if not cands:
                    if exactly and not by_x:   # X cards: when fewer can be chosen, all of them are
                        self._no_choice(st)
                        continue
                    self.ptr += 1
                    continue
                self.player = who
                out: list[Decision] = []
                for c in cands:
                    out.append(("choose", c))
                if not exactly:
                    out.append(("done",))
                return out
            if stage == _PICKS:   # the cards to infiltrate from the hand or the discard pile
                early = early_picks(ab)
                if self.ptr >= len(early) or self.cancelled:
                    self.stage, self.ptr = (_COSTS if self.xearly else _X), 0
                    continue
                e = ab.effects[early[self.ptr]]
                picks = self.chosen.setdefault(early[self.ptr], [])
                n = e.get("count", 1)
                cands = infiltrate_candidates(st, self.ctrl, e, picks) if len(picks) < n else []
                if not cands:
                    if n == 1 and not picks:
                        self._no_choice(st)
                        continue
                    self.ptr += 1
                    continue
                self.player = self.ctrl
                return [("choose", c) for c in cands] + ([("done",)] if n > 1 else [])
            if stage == _X:
                if ab.free_x:
                    if not self.xset:
                        self.player = self.ctrl
                        return [("x", n) for n in x_range(st, self)]
                elif ab.x is not None:
                    self.x = x_value(st, self)
                    if ((ab.x.get("plus") or ab.x.get("scale") or ab.x.get("max") is not None or ab.x.get("least"))
                            and self.xearly != 1 and ab.x["x"] != "die"):
                        st.note(R.TERM_X, "x.value", x=self.x)   # "X = its armor minus 1": the number it came to
                if self.xearly == 1:
                    self.xearly = 2
                    if x_counts(ab):
                        st.note(R.X_COUNT, "x.count", x=self.x)
                    else:   # g20c: X found before the cards compared with it are chosen
                        st.note(R.TERM_X, "x.value", x=self.x)
                    self.stage, self.ptr = _CHOICES, 0
                    continue
                self.stage, self.ptr = _COSTS, 0
                continue
            if stage == _COSTS:
                if self.ok and self.ptr < len(ab.costs):
                    cost = ab.costs[self.ptr]
                    r: list[Decision] | None = COSTS[cost["cost"]].pay(st, self, cost)
                    if r is not None or st.stack[-1] is not self:
                        return r
                    continue
                if self.mode == "prepare":
                    self.stage = _DONE
                    continue
                stage = _TACTICS   # the costs paid: the tactics stage at once (no turn of the loop)
            if stage == _TACTICS:
                self.stage, self.ptr = _EFFECTS, 0
                if self.wa and self.ok and not self.cancelled:
                    st.stack.append(TacticsFrame(self.ctrl))
                    return None
                stage = _EFFECTS
            if stage == _EFFECTS:
                effects = ab.effects
                while self.ok and not self.cancelled and self.ptr < len(effects):   # abilities.cancel: none
                    e = effects[self.ptr]
                    r = EFFECTS[e["op"]].run(st, self, e)   # (the same as a cost's pay: decisions or None)
                    if r is not None or st.stack[-1] is not self:
                        return r
                    if self.stage != _EFFECTS:   # (no effect moves its use to another stage; were one to)
                        break
                else:
                    self.stage = _DONE
                continue
            st.stack.pop()
            if self.mode == "outcome":   # a variable roll's outcome: the use below goes on
                return None
            st.finished = self   # a prepared special assault is read by the attack that started it
            if self.ai < 0 and st.loc[self.card] == Z_TABLE:   # its text carried out: to the discard pile
                st.to_discard(self.card)
                if st.log_enabled:   # (the log's arguments are not built when it is off)
                    rule = {"WA": R.WA_CARD, "T": R.TACTICS_WINDOW}.get(ab.kind, R.COMMAND_HAND)
                    st.note(rule, "plays.command-cancelled" if self.cancelled else "plays.command-discarded",
                            title=self.card, player=self.ctrl)
            return None

    def apply(self, st: GameState, d: Decision) -> None:
        k = d[0]
        if self.stage == _CHOICES:
            ei = self.ab.choices[self.ptr]
            if k == "done":
                self.ptr += 1
            else:
                self.chosen[ei].append(d[1])
                # abilities.reaction: "becomes the target of an ability"; g9: the card whose printed ability
                # chose it is the event's other card ("an enemy ship ability targets ..."; a command line: none)
                if "targeted" in st.uses or st.cat.by_hand:   # (what react asks first)
                    react(st, "targeted", d[1], self.ctrl, self.card if 0 <= self.ai < SECTOR_AI else -1)
            return
        if self.stage == _PICKS:
            if k == "done":
                self.ptr += 1
            else:
                self.chosen[early_picks(self.ab)[self.ptr]].append(d[1])
            return
        if self.stage == _X:
            self.x = d[1]
            self.xset = True
            st.note(R.FREE_X, "x.chosen", player=self.ctrl, x=d[1], most=x_range(st, self)[-1])
            return
        if self.stage == _COSTS:
            cost = self.ab.costs[self.ptr]
            pick = COSTS[cost["cost"]].pick
            assert pick is not None   # (a cost asks for cards only with a pick to take them)
            pick(st, self, cost, d[1])
            return
        if self.stage == _EFFECTS:
            if k == "done":   # -1: nothing was taken (a search may find nothing: term.infiltrate.search)
                self.picks_left = -1 if self.picks_left == self.ab.effects[self.ptr].get("count", 1) else 0
            else:
                e = self.ab.effects[self.ptr]
                take = EFFECTS[e["op"]].pick
                assert take is not None   # (an effect asks for cards only with a pick to take them)
                take(st, self, e, d[1] if k == "choose" else d)   # a move, an option: all of it
            return
        raise EngineError(f"unexpected decision {d!r} in an ability")

