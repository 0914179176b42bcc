"""The reader's parts for what a player does with cards: draw, discard, mill, look at, reveal, shuffle, for :class:`reader.ToIR`
(issue 25: split out of reader.py)."""

from __future__ import annotations

from heresy_app.abilities import ir
from heresy_app.abilities.reader_ability import plain_effects
from heresy_app.abilities.reader_marks import describe_parts, first_of, ints_of, mark_of
from heresy_app.abilities.reader_nouns import Mark, mark

__all__ = ["PlayerCardParts"]


class PlayerCardParts:
    """Transformer methods for what a player does with cards (mixed into :class:`reader.ToIR`)."""

    # -------------------------------------------------- effects: cards and players
    @staticmethod
    def _amount(ch):
        return first_of(ch, (ir.Number, ir.D6, ir.X, ir.Count, ir.CardsIn, ir.ThatMany), ir.Number(value=1))

    @staticmethod
    def _player(ch, default="you"):
        p = mark_of(ch, "player")
        if p is not None and len(p) > 2:   # "the player who controls more ...": read by _by_players only
            raise ValueError("'the player who ...' does this only with one verb")
        return p[1] if p else default

    def player_you(self, ch):
        return mark("player", "you")

    def player_opponent(self, ch):
        return mark("player", "opponent")

    def player_each(self, ch):
        return mark("player", "each")

    def opponent(self, ch):
        return mark("player", "opponent")

    def draw_you(self, ch):
        return mark("imp", ir.Draw(count=self._amount(ch), player="you"))

    def draw_player(self, ch):
        return mark("subj", [ir.Draw(count=self._amount(ch), player=self._player(ch))])

    # g13b: "a number of cards equal to ..." / «число карт, равное ...»: X, defined by the phrase
    @staticmethod
    def _eq_x(ch):
        x = first_of(ch, (ir.XStat, ir.XCount, ir.XDie, ir.XCards, ir.XAmong, ir.XFlags))
        if x is None:
            raise ValueError("'a number of cards equal to' names a number")
        return [ir.X() if c is x else c for c in ch], x

    def draw_you_eq(self, ch):
        rest, x = self._eq_x(ch)
        return mark("with_x", self.draw_you(rest)[1], x)

    def draw_player_eq(self, ch):
        rest, x = self._eq_x(ch)
        return mark("with_x", self.draw_player(rest)[1][0], x)

    def discard_you_eq(self, ch):
        rest, x = self._eq_x(ch)
        return mark("with_x", self.discard_you(rest)[1], x)

    def discard_player_eq(self, ch):
        rest, x = self._eq_x(ch)
        return mark("with_x", self.discard_player(rest)[1][0], x)

    @staticmethod
    def _chooser(ch, player):
        said = mark_of(ch, "chooser")
        said = said[1] if said else "discarder"
        if player == "each" and said in ("yours", "opponents"):   # one chooser for both hands: no such form
            raise ValueError("'each player discards ... of your choice' cannot be said yet")
        if said == "yours":
            return "other" if player == "opponent" else "discarder"
        if said == "opponents":
            return "other" if player == "you" else "discarder"
        return said

    def chooser_random(self, ch):
        return mark("chooser", "random")

    def chooser_yours(self, ch):
        return mark("chooser", "yours")

    def chooser_opponents(self, ch):
        return mark("chooser", "opponents")

    def chooser_discarder(self, ch):
        return mark("chooser", "discarder")

    def discard_you(self, ch):
        return mark("imp", ir.Discard(count=self._amount(ch), player="you", chooser=self._chooser(ch, "you"),
                                    command=self._command(ch)))

    def discard_player(self, ch):
        p = self._player(ch)
        return mark("subj", [ir.Discard(count=self._amount(ch), player=p, chooser=self._chooser(ch, p),
                                      command=self._command(ch))])

    @staticmethod
    def _command(ch):
        c = mark_of(ch, "command")
        return c[1] if c else None

    def with_command(self, ch):   # "with a T command line": any type letter but A (no command line is one)
        k = mark_of(ch, "kind")[1]
        if k not in ("WA", "T", "R", "M", "E"):
            raise ValueError("a command line is of type WA, T, R, M or E")
        return mark("command", k)

    def discard_from_it(self, ch):
        return ir.Discard(count=self._amount(ch), player="opponent", chooser="other")

    def look_opponent(self, ch):
        return ir.LookAtHand(player="opponent")

    def mill_you(self, ch):
        return mark("imp", ir.Mill(count=self._amount(ch), player="you"))

    def mill_player(self, ch):
        return mark("subj", [ir.Mill(count=self._amount(ch), player=self._player(ch))])

    # one subject, several verbs: "Each player discards their hand and draws 3 cards"
    def pv_draw(self, ch):
        a = self._amount(ch)
        return mark("pverb", lambda p: ir.Draw(count=a, player=p))

    def pv_discard(self, ch):
        a = self._amount(ch)
        return mark("pverb", lambda p: ir.Discard(count=a, player=p, chooser=self._chooser(ch, p), command=self._command(ch)))

    def pv_discard_hand(self, ch):
        return mark("pverb", lambda p: ir.Discard(count=ir.Number(value=1), player=p, whole=True))

    def pv_mill(self, ch):
        a = self._amount(ch)
        return mark("pverb", lambda p: ir.Mill(count=a, player=p))

    def _pv_shuffle(what):
        def method(self, ch):
            return mark("pverb", lambda p: ir.Shuffle(player=p, what=what))
        return method

    pv_shuffle = _pv_shuffle("deck")
    pv_shuffle_hand = _pv_shuffle("hand")
    pv_shuffle_discard = _pv_shuffle("discard")
    del _pv_shuffle

    def pv_reveal_hand(self, ch):
        return mark("pverb", lambda p: ir.Reveal(player=p, what="hand"))

    def pv_reveal_top(self, ch):
        n = self._amount(ch)
        if not isinstance(n, ir.Number) or n.value < 1:
            raise ValueError("a number of cards is revealed")
        return mark("pverb", lambda p: ir.Reveal(player=p, what="top", count=n.value))

    def _pv_then(then):
        def method(self, ch):
            return mark("pverb_then", then)
        return method

    pv_to_hand = _pv_then("hand")
    pv_to_bottom = _pv_then("bottom")
    pv_to_discard = _pv_then("discard")
    del _pv_then

    @staticmethod
    def _verbs(player, marks):
        """The effects of the verbs one subject does, in order; "puts it into their hand" says where the
        top cards shown just before go."""
        out = []
        for v in marks:
            if v.tag == "pverb":
                out.append(v[1](player))
                continue
            last = out[-1] if out else None
            if not isinstance(last, ir.Reveal) or last.what != "top" or last.then != "back":
                raise ValueError("'put it' names the card just revealed")
            if player == "you":   # "You reveal the top card of your deck and put it into your hand": one form
                out.append(ir.Return(target=ir.RevealedCard(), to={"bottom": "deck_bottom"}.get(v[1], v[1])))
                continue
            out[-1] = last.model_copy(update={"then": v[1]})
        return out

    def subject_verbs(self, ch):
        p = self._player(ch)
        return mark("subj", self._verbs(p, [c for c in ch if isinstance(c, Mark) and c.tag in ("pverb", "pverb_then")]))

    def discard_hand(self, ch):
        return mark("subj", [ir.Discard(count=ir.Number(value=1), player=self._player(ch), whole=True)])

    def discard_own_hand(self, ch):
        return mark("imp", ir.Discard(count=ir.Number(value=1), player="you", whole=True))

    def discard_chosen(self, ch):
        """"Choose one card in it; your opponent discards that card (and draws 1 card)": a discard of
        your choice from the hand looked at."""
        p = self._player(ch)
        if p != "opponent":
            raise ValueError("a card is chosen in the opponent's hand")
        n = next(c for c in ch if isinstance(c, int))
        first = ir.Discard(count=ir.Number(value=n), player="opponent", chooser="other")
        return mark("subj", [first] + self._verbs(p, [c for c in ch if isinstance(c, Mark) and c.tag in ("pverb", "pverb_then")]))

    def reveal_top_player(self, ch):   # "your opponent reveals the top card of their deck" / "... of your opponent's deck"
        n = self._amount(ch)
        if not isinstance(n, ir.Number) or n.value < 1:
            raise ValueError("a number of cards is revealed")
        return mark("subj", [ir.Reveal(player=self._player(ch), what="top", count=n.value)])

    def reveal_top_opponent(self, ch):   # "Reveal the top card of your opponent's deck": the opponent's card shown
        return self.reveal_top_player(ch)[1][0].model_copy(update={"player": "opponent"})

    def look_reorder(self, ch):
        return mark("then", "reorder")


    def look_bottom(self, ch):
        return mark("then", "bottom")

    def look_discard(self, ch):
        return mark("then", "discard")

    def look_top(self, ch):
        n = self._amount(ch)
        if not isinstance(n, ir.Number) or n.value < 1:
            raise ValueError("look at a number of cards")
        then = mark_of(ch, "then")
        if then is None:
            return ir.LookTop(count=n.value)
        if then[1] == "infiltrate":   # g11: one of the cards looked at is infiltrated
            return ir.Infiltrate(source="top", top=n.value, **then[2])
        extra = dict(then[2]) if len(then) > 2 else {}
        return ir.LookTop(count=n.value, then=then[1], **extra)

    @staticmethod
    def _look_rest(ch):
        r = mark_of(ch, "rest")
        out = {}
        if r is not None:
            out["rest"] = r[1]
            out["any_order"] = r[2]
        w = mark_of(ch, "take_what")
        if w is not None:
            out["types"], out["filters"] = w[1], w[2]
        return out

    def look_one(self, ch):
        ints = ints_of(ch)
        if ints and ints[0] != 1:
            raise ValueError("one card is put into the hand")
        return mark("then", "one_to_hand", self._look_rest(ch))

    def look_take(self, ch):
        return mark("then", "to_hand", self._look_rest(ch))

    def look_take_up_to(self, ch):   # "Put up to 2 of them into your hand"
        return mark("then", "to_hand", {**self._look_rest(ch), "up_to": ints_of(ch)[0]})

    def take_what(self, ch):
        owner, types, filters, alts, other, _ = describe_parts(ch)
        if alts or other or owner != "any":
            raise ValueError("the cards taken are of one description")
        return mark("take_what", types, filters)

    def look_rest(self, ch):
        return first_of(ch, Mark)

    def rest_keep(self, ch):
        return mark("rest", "keep", False)

    def rest_bottom(self, ch):
        return mark("rest", "bottom", False)

    def rest_bottom_any(self, ch):
        return mark("rest", "bottom", True)

    def rest_discard(self, ch):
        return mark("rest", "discard", False)

    def look_top_opponent(self, ch):
        return self.look_top(ch).model_copy(update={"player": "opponent"})

    def reveal_hand(self, ch):
        return mark("subj", [ir.Reveal(player=self._player(ch), what="hand")])

    def reveal_own_hand(self, ch):
        return ir.Reveal(player="you", what="hand")

    def reveal_top(self, ch):
        n = self._amount(ch)
        return ir.Reveal(player="you", what="top", count=n.value if isinstance(n, ir.Number) else 1)

    def shuffle_deck(self, ch):
        return ir.Shuffle(player="you")

    def shuffle_hand(self, ch):
        return ir.Shuffle(player="you", what="hand")

    def shuffle_discard(self, ch):
        return ir.Shuffle(player="you", what="discard")

    def unless_paid(self, ch):   # "Destroy this unit unless you discard 1 card."
        pay = self._verbs("you", [c for c in ch if isinstance(c, Mark) and c.tag in ("pverb", "pverb_then")])
        return mark("effects", [ir.UnlessPaid(pay=pay, effects=plain_effects(mark_of(ch, "effects")[1]))])

    def unless_paid_opp(self, ch):   # g12: "Your opponent may discard 2 cards to cancel this effect."
        pay = self._verbs("opponent", [c for c in ch if isinstance(c, Mark) and c.tag in ("pverb", "pverb_then")])
        return mark("effects", [ir.UnlessPaid(pay=pay, effects=plain_effects(mark_of(ch, "effects")[1]), payer="opponent")])
