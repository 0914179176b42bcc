"""The reader's parts for flags gained and lost, and drawing compared with another player, for :class:`reader.ToIR`
(issue 25: split out of reader.py)."""

from __future__ import annotations

from heresy_app.abilities import ir
from heresy_app.abilities.reader_marks import HisFlags, ints_of, mark_of
from heresy_app.abilities.reader_nouns import mark

__all__ = ["FlagParts"]


class FlagParts:
    """Transformer methods for flags gained and lost, and drawing compared (mixed into :class:`reader.ToIR`)."""

    def flag_change(self, ch):
        s = mark_of(ch, "signed")
        e = ir.FlagChange(player=self._player(ch), sign=s[1], amount=s[2])
        return mark("subj", [e]) if e.player != "you" else e   # g7: a verb after it has its subject

    def pv_flag_lose(self, ch):   # g7: "... and loses 1 flag"
        a = self._amount(ch)
        return mark("pverb", lambda p: ir.FlagChange(player=p, sign=-1, amount=a))

    def than_less(self, ch):
        return mark("than", -1)

    def than_more(self, ch):
        return mark("than", 1)

    def pv_draw_than(self, ch):   # g7: "draws 1 card fewer than he discarded" / «берёт на 1 карту меньше, чем сбросил»
        n = ints_of(ch)[0] * mark_of(ch, "than")[1]
        return mark("pverb", lambda p: ir.Draw(count=ir.ThatMany(plus=n), player=p))

    def draw_than_you(self, ch):   # g7: "Discard your hand, then draw 1 card fewer than you discarded."
        n = ints_of(ch)[0] * mark_of(ch, "than")[1]
        return mark("imp", ir.Draw(count=ir.ThatMany(plus=n), player="you"))

    def draw_than_player(self, ch):   # g7: "Your opponent draws 1 card fewer than he discarded."
        n = ints_of(ch)[0] * mark_of(ch, "than")[1]
        return mark("subj", [ir.Draw(count=ir.ThatMany(plus=n), player=self._player(ch))])

    def pv_flag(self, ch):   # g7: "... and gets +1 flag"
        s = mark_of(ch, "signed")
        return mark("pverb", lambda p: ir.FlagChange(player=p, sign=s[1], amount=s[2]))

    def flag_loss(self, ch):   # issue 24, g10: "Your opponent loses 2 flags" / «Противник теряет 2 флага»
        amount = next(c for c in ch if isinstance(c, ir.Node))
        e = ir.FlagChange(player=self._player(ch), sign=-1, amount=amount)
        return mark("subj", [e]) if e.player != "you" else e   # g7: a verb after it has its subject

    def flag_loss_he(self, ch):   # g10: "he loses 2 flags instead": his, the player named before
        amount = next(c for c in ch if isinstance(c, ir.Node))
        return HisFlags(player="opponent", sign=-1, amount=amount)

    def flag_change_he(self, ch):
        s = mark_of(ch, "signed")
        return HisFlags(player="opponent", sign=s[1], amount=s[2])
