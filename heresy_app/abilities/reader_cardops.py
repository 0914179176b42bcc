"""Issue 24 (g17d): operations on cards and rolls, and sentences that build on the one before, for
:class:`reader.ToIR` (the transformer methods) and :func:`reader._ability` (the steps that read a whole text).

- "Roll a die. Deal damage equal to the result to one enemy unit." / «Брось кубик. Нанеси одному отряду
  противника повреждения, равные результату.», "Roll. One of your units gets +X firepower. X = the result.":
  a roll made by one sentence and used by the next is the amount rolled where it is used (:class:`ir.D6`,
  the same form as "Deal d6 damage to ..."). The result must be used exactly once (twice would be two
  rolls in that form): else the text is refused, as it is when "the result" names no roll the text made.
- "This unit's firepower is X. X = the number of ..." / «Огневая мощь этого отряда равна Х. Х = числу ...»:
  the same form as "This unit's firepower is equal to the number of ..." (:class:`ir.SetStat` of a count).
- "WA Discard your command hand: ..." / «ВА Сбрось всю командную руку: ...»: a cost of every card in your hand, at
  least one (:class:`ir.DiscardCards` ``whole``).
- "another one of your units": one of them, not this card (the same as "another of your units").
- "Your opponent must roll again; the second result counts." / «...; засчитывается второй результат»: a reroll
  (:class:`ir.Reroll`), the sentence after it only saying which result counts; after anything else, refused.
- "The test you just failed is passed instead." / «Тест, который ты только что провалил, считается пройденным.»:
  your test passes (:class:`ir.TestResult`, ``whose`` own).
- "Look at your opponent's command hand and choose one tactic in it. Your opponent discards that card.": the
  discard of your choice among the cards of that command type (:class:`ir.Discard` ``command``).
- "Charge with two of your ready units at once." / «Переведи в наступление два своих готовых отряда.»: the
  cards named go into the charging position (:class:`ir.Charge`, as "Make two of your ready units charge.").
"""

from __future__ import annotations

from heresy_app.abilities import ir
from heresy_app.abilities.reader_nouns import Mark

__all__ = ["CardOpsParts", "RollOpsParts", "ROLL_RESULT", "resolve_roll_result", "constant_set_x"]


class _RollResult:
    """The X of "X = the result": the roll the text made before (resolved by :func:`resolve_roll_result`)."""

    def __repr__(self):
        return "ROLL_RESULT"


ROLL_RESULT = _RollResult()
_ROLL_NOW = "roll_now"
_WITH_ROLL = "with_roll"


def _ints(ch):
    return [int(str(c)) for c in ch if getattr(c, "type", None) == "INT"]


def _strs(ch):
    return [c for c in ch if type(c) is str]


class CardOpsParts:
    """Transformer methods for the parts above (mixed into :class:`reader.ToIR`)."""

    def roll_now(self, ch):   # "Roll a die." / «Сделай бросок.»: its result is used by what follows
        return Mark(("effects", [Mark((_ROLL_NOW,))]))

    def roll_then(self, ch):   # "Roll a die and deal damage equal to the result to ..." / «Брось кубик и нанеси ...»
        effects = next(c for c in ch if isinstance(c, Mark) and c.tag == "effects")[1]
        return Mark(("effects", [Mark((_ROLL_NOW,)), *effects]))

    def damage_roll_result(self, ch):   # "deal damage equal to the result to one enemy unit"
        return Mark((_WITH_ROLL, ir.Damage(target=self._target(ch), amount=ir.D6()), None))

    def damage_roll_own(self, ch):   # "deal damage equal to the result of a roll to ...": the roll made there
        return Mark((_WITH_ROLL, ir.Damage(target=self._target(ch), amount=ir.D6()), "own"))

    def damage_roll_bare(self, ch):   # «повреждения, равные результату броска»: a roll made there, or the one before
        return Mark((_WITH_ROLL, ir.Damage(target=self._target(ch), amount=ir.D6()), "bare"))

    def x_def_roll(self, ch):   # "X = the result" / «Х = результату»
        return Mark(("x", ROLL_RESULT))

    def set_stat_x(self, ch):   # "This unit's firepower is X." (X defined after it)
        stats = _strs(ch)
        if len(stats) != 1:
            raise ValueError("a printed number is said to be a count of cards")
        return ir.SetStat(target=ir.ThisCard(), stat=stats[0], amount=ir.X())

    def cost_discard_hand(self, ch):   # "Discard your command hand:" / «Сбрось всю командную руку:» (a cost)
        return ir.DiscardCards(count=1, whole=True)

    def return_and_infiltrate(self, ch):   # "Return this unit to your hand and infiltrate another unit from it"
        if [int(str(c)) for c in ch if getattr(c, "type", None) == "INT"] not in ([], [1]):
            raise ValueError("an infiltration names one kind of card")
        back = ir.Return(target=ir.ThisCard(), to="hand")
        return Mark(("several", [back, self.infiltrate([*ch, Mark(("infil_count", 1)), Mark(("source", "hand"))])]))

    def g17d_hand_head(self, ch):   # "WA Discard your hand: ...": that cost alone, before the colon
        return Mark(("head", None, [ir.DiscardCards(count=1, whole=True)], []))

    def q_another_one_of(self, ch):   # "another one of your units": one of them, not this card
        if _ints(ch) != [1]:
            raise ValueError("'another N of' is not a quantity")
        return Mark(("q", "exactly", 1, True, "of"))


def _swap_x(value):
    """``value`` with every X amount in it replaced by a roll, and how many there were."""
    if isinstance(value, ir.X):
        return ir.D6(), 1
    if isinstance(value, list):
        out, n = [], 0
        for v in value:
            v2, k = _swap_x(v)
            out.append(v2)
            n += k
        return out, n
    if isinstance(value, ir.Node):
        update, n = {}, 0
        for name in type(value).model_fields:
            v2, k = _swap_x(getattr(value, name))
            if k:
                update[name], n = v2, n + k
        if not n:
            return value, 0
        return type(value).model_validate({**dict(value), **update}), n
    return value, 0


def _has_x(value) -> bool:
    return _swap_x(value)[1] > 0 if isinstance(value, (ir.Node, list)) else False


def resolve_roll_result(effects: list, x, kind: str = ""):
    """The effects of a text with the roll said by a sentence of its own ("Roll a die.") and its result used
    after it (a "with_roll" effect, or X defined as the result): the amount used is a roll (:class:`ir.D6`).
    Without that sentence, "the result of a roll" is a roll made where it is used; «результату броска» too,
    but not in a modifier or a reaction (there it may be the roll being answered: refused).
    Returns (effects, x); raises ValueError when the roll is not there, not before its use, or not used once."""
    nows = [i for i, e in enumerate(effects) if isinstance(e, Mark) and e.tag == _ROLL_NOW]
    uses_x = x is ROLL_RESULT
    marked = [i for i, e in enumerate(effects) if isinstance(e, Mark) and e.tag == _WITH_ROLL]
    if not nows:
        if uses_x:
            raise ValueError("'the result' names a roll the text makes first")
        out = []
        for e in effects:
            if isinstance(e, Mark) and e.tag == _WITH_ROLL:
                if e[2] is None or (e[2] == "bare" and kind in ("M", "R")):
                    raise ValueError("'the result' names a roll the text makes first")
                e = e[1]
            out.append(e)
        return out, x
    if len(nows) > 1:
        raise ValueError("the text rolls once and uses that result")
    at = nows[0]
    before, after = effects[:at], effects[at + 1:]
    if any(i < at for i in marked) or (uses_x and _has_x([e for e in before if isinstance(e, ir.Node)])):
        raise ValueError("the result is used after the roll")
    out, used = [], 0
    for e in after:
        if isinstance(e, Mark) and e.tag == _WITH_ROLL:
            out.append(e[1])
            used += 1
        elif uses_x and isinstance(e, ir.Node):
            e2, k = _swap_x(e)
            out.append(e2)
            used += k
        else:
            out.append(e)
    if used != 1:
        raise ValueError("the result of the roll is used once by what follows it")
    return before + out, (None if uses_x else x)


def constant_set_x(effects: list, x, kind: str):
    """"This unit's firepower is X. X = the number of ...": the stat is that count as the game stands (the
    form of "... is equal to the number of ..."). Another X, or X used by another effect too, is refused."""
    sets = [e for e in effects if isinstance(e, ir.SetStat) and isinstance(e.amount, ir.X)]
    if not sets:
        return effects, x
    if kind != "constant" or len(sets) != len(effects):
        raise ValueError("a card's statistic is X in a constant that says nothing else")
    if isinstance(x, ir.XCount) and not getattr(x, "alt", None) and not x.plus and x.max is None:
        amount = ir.Count(owner=x.owner, types=x.types, filters=x.filters, zone=x.zone, other=x.other)
    elif isinstance(x, ir.XCards) and not x.plus and x.max is None:
        amount = ir.CardsIn(player=x.player, zone=x.zone, command=x.command)
    else:
        raise ValueError("a printed number is said to be a count of cards")
    return [e.model_copy(update={"amount": amount}) for e in effects], None


class RollOpsParts:
    """Transformer methods for rolls said with what follows them (mixed into :class:`reader.ToIR`)."""

    def reroll_second(self, ch):   # "Your opponent must roll again; the second result counts."
        effects = next(c for c in ch if isinstance(c, Mark) and c.tag == "effects")[1]
        if len(effects) != 1 or not isinstance(effects[0], ir.Reroll) or effects[0].keep is not None:
            raise ValueError("'the second result counts' follows a roll made again")
        return Mark(("effects", list(effects)))

    def test_failed_passed(self, ch):   # "The test you just failed is passed instead." (a modifier of your test)
        return ir.TestResult(passed=True, whose="own")

    def g17d_tactic(self, ch):   # "a tactic": a card whose command line is a T
        return Mark(("command", "T"))

    def g17d_event(self, ch):   # "an event": a card whose command line is an E
        return Mark(("command", "E"))

    def discard_chosen_typed(self, ch):   # "choose one tactic in it; your opponent discards that card"
        command = next(c for c in ch if isinstance(c, Mark) and c.tag == "command")[1]
        said = self.discard_chosen(ch)
        first, *rest = said[1]
        return Mark(("subj", [first.model_copy(update={"command": command}), *rest]))
