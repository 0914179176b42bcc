"""The reader's parts for numbers and amounts, zones and the cards in them, statistics and their changes, for :class:`reader.ToIR`
(issue 25: split out of reader.py)."""

from __future__ import annotations

from heresy_app.abilities import ir
from heresy_app.abilities.reader_marks import describe_parts, first_of, ints_of, mark_of, strs_of
from heresy_app.abilities.reader_nouns import Mark, mark

__all__ = ["AmountParts"]


class AmountParts:
    """Transformer methods for numbers, amounts, zones and statistic changes (mixed into :class:`reader.ToIR`)."""

    @staticmethod
    def described(ch):   # g16 (reader_attacks): a description's owner, types, filters, alternatives, other
        return describe_parts(ch)[:5]

    # -------------------------------------------------- amounts and stats
    def count_int(self, ch):
        ints = ints_of(ch)
        return ints[0] if ints else 1

    def a_number(self, ch):
        return ir.Number(value=ints_of(ch)[0])

    def a_one(self, ch):
        return ir.Number(value=1)

    def a_d6(self, ch):
        return ir.D6()

    def a_x(self, ch):
        return ir.X()

    def a_that_many(self, ch):
        return ir.ThatMany()

    # cards in a hand, a deck, a discard pile ("for each event in it", "the number of cards in your hand")
    def zone_it(self, ch):
        return mark("zone_of", "it", mark_of(ch, "zw", mark("zw", "hand"))[1])

    def zone_yours(self, ch):
        return mark("zone_of", None, mark_of(ch, "zw")[1])

    def zone_opponents(self, ch):
        return mark("zone_of", "opponent", mark_of(ch, "zw")[1])

    def zw_hand(self, ch):
        return mark("zw", "hand")

    def zw_deck(self, ch):
        return mark("zw", "deck")

    def zw_discard(self, ch):
        return mark("zw", "discard")

    def _cmd(letter):
        def method(self, ch):
            return mark("cmd", letter)
        return method

    cmd_any = _cmd(None)
    cmd_e = _cmd("E")
    cmd_t = _cmd("T")
    cmd_r = _cmd("R")
    cmd_m = _cmd("M")
    del _cmd

    def cards_in(self, ch):
        z = mark_of(ch, "zone_of")
        return mark("cards_in", z[1], z[2], mark_of(ch, "cmd")[1])

    def zone_of_player(self, ch):
        return ch[0]

    zone_of_player_gen = zone_of_player

    @staticmethod
    def _cards_player(said, owner=None):
        """Whose cards: the player the words name ("your", "your opponent's", or the subject)."""
        if said == "it":
            return "it"
        p = "opponent" if owner == "enemy" else "you"
        if said == "opponent" and owner == "own":
            raise ValueError("'you have ... in your opponent's hand' names two players")
        return "opponent" if said == "opponent" else p

    def x_cards(self, ch):
        c = mark_of(ch, "cards_in")
        p = self._cards_player(c[1])
        if p == "it":
            raise ValueError("X counts the cards of a player the text names")
        return ir.XCards(player=p, zone=c[2], command=c[3])

    def p_cards_in(self, ch):
        c = mark_of(ch, "cards_in")
        owner = mark_of(ch, "owner")[1]
        if c is None:   # «у тебя в руке есть 3 или больше карт»
            c = (None, None, mark_of(ch, "zw")[1], mark_of(ch, "cmd")[1])
        p = self._cards_player(c[1], owner)
        if p == "it":
            raise ValueError("a condition names whose cards it counts")
        m = mark_of(ch, "min")
        return ir.CardsInAtLeast(player=p, zone=c[2], command=c[3], at_least=m[1] if m else 1)

    def p_cards_in_none(self, ch):
        return mark("not", self.p_cards_in(ch))

    def amount(self, ch):
        return ch[0]

    def test_value(self, ch):
        tok = ch[0]
        return ir.X() if tok.type == "XVAR" else ir.Number(value=int(tok))

    def plus(self, ch):
        return mark("sign", 1)

    def minus(self, ch):
        return mark("sign", -1)

    def signed(self, ch):
        return mark("signed", mark_of(ch, "sign")[1], first_of(ch, (ir.Number, ir.D6, ir.X)))

    def s_firepower(self, ch):
        return "firepower"

    def s_assault(self, ch):
        return "assault"

    def s_speed(self, ch):
        return "speed"

    def s_armor(self, ch):
        return "armor"

    def s_flags(self, ch):
        return "flags"

    def change(self, ch):
        s = mark_of(ch, "signed")
        return mark("change", s[1], s[2], strs_of(ch)[0])

    def changes(self, ch):
        return mark("changes", [c for c in ch if isinstance(c, Mark) and c.tag == "change"])

    def bare_change(self, ch):
        return mark("body", [self._modify(ir.ThisCard(), [self.changes(ch)])], [], None, False, False, [])

    def bare_change_each(self, ch):   # g10: "+1 AR for each other Death Guard unit in this sector"
        body = self.bare_change([c for c in ch if not (isinstance(c, Mark) and c.tag in ("each", "statof", "cards_in", "every"))])
        each = [c for c in ch if isinstance(c, Mark) and c.tag in ("each", "statof", "cards_in", "every")]
        return mark("body", [self.each_count([body[1][0], *each])], [], None, False, False, [])
