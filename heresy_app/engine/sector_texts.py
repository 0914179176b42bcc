"""The text printed on a sector card, played by the game (rules: abilities.sector, our clarification).

A sector belongs to no player and is never in a deck, so its text is not *used* by anyone: the game
carries it out in every battle fought over that sector.

* Its **constants** hold for the cards in the sector (their numbers, keywords and restrictions, read in
  play as the constants of cards are: ``targets.each_aura``), whoever owns them; a scope may name the
  players by their roles ("The defender's units in this sector get +1 armor."). Its **rule changes**
  (``sector_rule`` effects: "Ship abilities cannot be used during battles for this sector", "Counter-attack has
  no effect in this sector", "The attacker draws one more card") hold for the battles fought over it
  (engine.rule_changes reads them where each rule is decided).
* Its **timed texts** ("During preparation: …", "E: …", "At the start of the battle, …") are carried out
  at their time in each battle for the sector, before the players' own: once when the text speaks to
  both players itself ("each player", "the player who controls more …", or names no player), and
  otherwise once for each player, the attacker first, "you" being that player.
* What the engine cannot play this way (a text naming "this card", a cost, a war action, a tactic, a
  modifier, a reaction to anything but the start of the battle, a constant naming "your" cards) is
  left to the players: the log reminds them of it when the battle begins.

A sector's text is ability ``SECTOR_AI + 10 * s + i`` of card -1 in the engine's frames and log.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from heresy_app.engine import citations as R
from heresy_app.engine.catalog import Ab, SectorText, speaks_to_both
from heresy_app.engine.plays import AbilityFrame, can_use
from heresy_app.engine.state import Frame
from heresy_app.engine.terms import SECTOR_AI

if TYPE_CHECKING:
    from heresy_app.engine.shapes import Decision
    from heresy_app.engine.state import GameState

__all__ = ["sector_ability", "SectorTextsFrame", "carry_out", "carry_out_captured", "carry_out_retreated", "has_timed",
           "remind"]


def _text(st: GameState, s: int) -> SectorText | None:
    row = st.sec[s] if 0 <= s < len(st.sec) else None
    return row[5] if row is not None and len(row) > 5 else None


def sector_ability(st: GameState, ai: int) -> Ab | None:
    """Ability ``ai`` (``SECTOR_AI + 10 * s + i``) of a sector's text."""
    s, i = divmod(ai - SECTOR_AI, 10)
    t = _text(st, s)
    return t.abilities[i] if t is not None and i < len(t.abilities) else None


def has_timed(st: GameState, kind: str) -> bool:
    t = _text(st, st.bsec) if st.bsec >= 0 else None
    return t is not None and kind in t.timed


def remind(st: GameState) -> None:
    """At the start of a battle: the sector's texts left to the players, as reminders in the log."""
    t = _text(st, st.bsec) if st.bsec >= 0 else None
    if t is None:
        return
    for i, _, _, why in t.by_hand:
        st.note(R.SECTOR_TEXT, "sector.by-hand", sector=st.bsec, ability=(-1, SECTOR_AI + 10 * st.bsec + i), why=why)
    for i, ab in enumerate(t.abilities):   # its rule changes (engine.rule_changes), said once a battle
        if ab is not None and ab.kind == "constant" and any(e["op"] == "sector_rule" for e in ab.effects):
            st.note(R.RULE_CHANGE, "rule.in-force", sector=st.bsec, ability=(-1, SECTOR_AI + 10 * st.bsec + i))


def _uses(st: GameState, kind: str) -> list[tuple[int, int]]:
    """(player, ability) for each carrying out of the battle sector's texts of ``kind``, in order."""
    s = st.bsec
    t = _text(st, s)
    out: list[tuple[int, int]] = []
    if t is None:
        return out
    a = st.attacker
    for i in t.timed.get(kind, ()):
        ab = t.abilities[i]
        assert ab is not None   # (timed names only the texts the engine plays)
        ai = SECTOR_AI + 10 * s + i
        for p in ((a,) if speaks_to_both(ab.ir) else (a, 1 - a)):
            out.append((p, ai))
    return out


class SectorTextsFrame(Frame):
    """The battle sector's texts of one time, carried out in order (rules: abilities.sector): each is
    a use of its own above this frame, with no card and no cost; one whose condition fails or whose
    choice cannot be made does nothing."""

    __slots__ = ("todo", "sector")

    def __init__(self, todo: Iterable[tuple[int, int]], sector: int | None = None) -> None:
        self.player = -1
        self.todo = list(todo)
        self.sector = sector   # g16: the sector captured, its battle over (None: the battle's)

    def step(self, st: GameState) -> list[Decision] | None:
        s = st.bsec if self.sector is None else self.sector
        while self.todo:
            p, ai = self.todo.pop(0)
            ab = sector_ability(st, ai)
            if ab is None:
                continue
            if not can_use(st, p, -1, ai, ab):
                st.note(R.SECTOR_TEXT, "sector.text-idle", sector=s, ability=(-1, ai), player=p)
                continue
            st.note(R.SECTOR_TEXT, "sector.text", sector=s, ability=(-1, ai), player=p)
            st.stack.append(AbilityFrame(p, -1, ai, ab))
            return None
        st.stack.pop()
        return None


def carry_out(st: GameState, kind: str) -> bool:
    """Put the battle sector's texts of ``kind`` on the stack; False when it prints none."""
    todo = _uses(st, kind)
    if todo:
        st.stack.append(SectorTextsFrame(todo))
    return bool(todo)


def carry_out_retreated(st: GameState, s: int, p: int) -> bool:
    """g17b: ``p`` has just retreated from the battle for sector ``s``: its texts "When a player retreats from
    this sector, ..." are carried out for ``p`` ("he": the retreating player, "their opponent" the other);
    False when it prints none."""
    t = _text(st, s)
    todo = [(p, SECTOR_AI + 10 * s + i) for i in (t.timed.get("retreated", ()) if t is not None else ())]
    if todo:
        st.stack.append(SectorTextsFrame(todo))
    return bool(todo)


def carry_out_captured(st: GameState, s: int, p: int) -> bool:
    """g16: sector ``s`` has just been captured by ``p`` (rules: battle.resolution): its texts "When a player
    captures this sector, ..." are carried out for ``p`` ("he": the capturing player); False when it prints none."""
    t = _text(st, s)
    todo = [(p, SECTOR_AI + 10 * s + i) for i in (t.timed.get("captured", ()) if t is not None else ())]
    if todo:
        st.stack.append(SectorTextsFrame(todo, s))
    return bool(todo)
