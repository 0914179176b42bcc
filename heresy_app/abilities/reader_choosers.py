"""Issue 24 (g16): choosers, quantities and cards as nouns, for :class:`reader.ToIR`.

- "with lower speed" / «с меньшей скоростью», "with higher armor": a card's statistic compared with
  the same statistic of this card (:class:`ir.StatThan` of ``this``), the card whose text it is
  ("When this unit charges, each enemy unit with lower speed gets -1 assault").
- "versus assets" / «против ресурсов», "versus locked ships": :class:`ir.TypeFilter` among
  :attr:`ir.ModifyStat.versus_cards` (the change counts while the card fights such a card).
- "unless its owner discards 2 cards" / «если только его владелец не сбросит 2 карты»: the owner of
  the enemy card the effect names pays to cancel it (:class:`ir.UnlessPaid`, ``payer`` opponent, the
  same form as "unless your opponent discards 2 cards"). Said of a card that is not surely the
  opponent's, it is refused: whose owner pays would not be known.
"""

from __future__ import annotations

from heresy_app.abilities import ir
from heresy_app.abilities.reader_nouns import Mark

__all__ = ["ChooserParts"]


def _enemy_target(effect) -> bool:
    target = getattr(effect, "target", None)
    return isinstance(target, ir.Choose) and target.owner == "enemy"


class ChooserParts:
    """Transformer methods for the parts above (mixed into :class:`reader.ToIR`)."""

    @staticmethod
    def _this_than(ch, cmp):
        stats = [c for c in ch if isinstance(c, str) and not isinstance(c, Mark) and type(c) is str]
        if len(stats) != 1:
            raise ValueError("a comparison names one statistic")
        return ir.StatThan(stat=stats[0], cmp=cmp, of="this")

    def f_lower_this(self, ch):   # "with lower speed": lower than this card's
        return self._this_than(ch, "lt")

    def f_higher_this(self, ch):   # "with higher armor": higher than this card's
        return self._this_than(ch, "gt")

    def q_another_of(self, ch):   # "another of your units": one of them, not this card (the noun is plural)
        return Mark(("q", "exactly", 1, True, "of"))

    def q_each_one(self, ch):   # "every one of your units": all of them
        if [str(c) for c in ch if getattr(c, "type", None) == "INT"] != ["1"]:
            raise ValueError("'each N of' is not a quantity")
        return Mark(("q", "all", None))

    def vt_asset(self, ch):
        return ir.TypeFilter(types=["asset"])

    def vt_ship(self, ch):
        return ir.TypeFilter(types=["ship"])

    def vs_desc_type(self, ch):   # "versus assets", "versus locked ships": the cards the change counts against
        filters = [c for c in ch if isinstance(c, ir.KeywordFilter | ir.FlagsFilter | ir.StateFilter | ir.StatFilter
                                               | ir.TypeFilter)]
        return Mark(("vs_desc", ir.canonical_filters(filters)))

    def choose_one_opp(self, ch):   # "Your opponent chooses one: ..., or ...": he picks the option
        m = self.choose_one(ch)
        if len(m[1]) != 1 or not isinstance(m[1][0], ir.ChooseOne):
            raise ValueError("the opponent chooses between two options or more")
        return Mark(("effects", [m[1][0].model_copy(update={"chooser": "opponent"})]))

    def unless_paid_owner(self, ch):   # "Destroy target enemy unit unless its owner discards 2 cards."
        effects = next((c for c in ch if isinstance(c, Mark) and c.tag == "effects"), None)
        if effects is None or not effects[1] or not all(_enemy_target(e) for e in effects[1]):
            raise ValueError("'its owner' pays for an enemy card only: whose card it is must be known")
        return self.unless_paid_opp(ch)
