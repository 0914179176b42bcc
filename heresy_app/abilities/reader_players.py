"""Issue 24 (g15b): players as actors, for :class:`reader.ToIR`.

- "Your opponent chooses: discard 2 cards, or ..." / «Противник выбирает: сбросить 2 карты или …» (without "one"):
  the form of "Your opponent chooses one: ...".
- "Then your opponent may ready 1 of their ships" / «Затем противник может развернуть 1 свой корабль»: the
  opponent is asked whether he does it, and makes its choices among his own cards: the form of "Each player may
  ..." said of the opponent alone (:class:`ir.EachPlayer` of ``player`` opponent holding "you may ...": inside
  it, "you" is the opponent).
"""

from __future__ import annotations

from heresy_app.abilities import ir
from heresy_app.abilities.reader_ability import plain_effects
from heresy_app.abilities.reader_marks import marks_of
from heresy_app.abilities.reader_nouns import Mark, mark

__all__ = ["PlayerParts"]


class PlayerParts:
    """Transformer methods for the parts above (mixed into :class:`reader.ToIR`)."""

    def g15b_choose_opp(self, ch):   # "Your opponent chooses: ..., or ...": he picks the option
        options = [plain_effects(e[1]) for e in marks_of(ch, "effects")]
        if len(options) < 2:
            raise ValueError("the opponent chooses between two options or more")
        return mark("effects", [ir.ChooseOne(options=options, chooser="opponent")])

    def opponent_may(self, ch):   # "your opponent may ready 1 of their ships": he is asked, he chooses
        done = []
        for c in ch:
            if isinstance(c, ir.Node):   # a verb that chooses his own cards ("own": his, in his use)
                done.append(c)
            elif isinstance(c, Mark) and c.tag == "pverb":   # a player's verb: he is "you" in his use
                done.append(c[1]("you"))
            elif isinstance(c, Mark) and c.tag == "pverb_then":
                raise ValueError("'put it' names the card just revealed")
        if not done:
            raise ValueError("the opponent may do something")
        return mark("subj", [ir.EachPlayer(effects=[ir.ChooseOne(options=[done, []])], player="opponent")])
