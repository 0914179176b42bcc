"""What a player may see, in one place: the observation a board or a policy gets, the hidden slots
(which cards a player cannot see), and from them the *public state* and its determinizations.

- :func:`hidden_slots` says which cards ``player`` cannot see: the opponent's hand and face-down
  cards in sectors, both decks (the revealed top card of the first wave excepted).
- :func:`observation` is what a player sees as a dict: their hand, every face-up card with its
  current statistics and position (a card being played from a command hand lies on the ``table``),
  counts of the opponent's hidden cards, the war action under way, the question and the legal
  decisions when they are theirs to make.
- :func:`public_state` copies the game and *forgets* what ``player`` may not see: every hidden
  slot is refilled with the same hidden cards in a canonical order (sorted by card number), and the
  seed, the generator, the decision history and the log are dropped. Two games that differ only in
  where the hidden cards are give *equal* public states, so nothing a policy computes from one can
  depend on a hidden card.
- :func:`determinize` samples one possible world from a public state: the hidden cards dealt at
  random (the policy's own generator) and a new seed for the game's generator.

Assumption (docs/sim.md): both deck lists are known to both players. A card a player saw that went
back into a hidden zone is forgotten.

>>> from heresy_app.engine import new_game, pool_deck
>>> g = new_game(pool_deck("loyalist"), pool_deck("traitor"), seed=7)
>>> obs = observation(g, 0)
>>> obs["opponent"]["deck_count"], obs["question"]["kind"]
(60, 'role')
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from heresy_app.engine.battle import BattleFrame, PreparationFrame, ResolutionFrame
from heresy_app.engine.combat import CombatFrame, war_action_under_way
from heresy_app.engine.events import card_title, question_text
from heresy_app.engine.terms import AR, AS, FL, FP, POSITION_NAMES, READY, SP, TYPE_NAMES, Z_DECK, Z_HAND, Z_SECTOR
from heresy_app.engine.turn import DeployFrame, FirstWaveFrame, PlanetFrame, RoleFrame, SectorFrame
from heresy_app.i18n import pick

if TYPE_CHECKING:
    from heresy_app.engine.shapes import Json
    from heresy_app.engine.state import GameState

#: the slots of one owner a player cannot see: (the zone's list, the indexes in it hidden)
Slots = list[tuple[list[int], Sequence[int]]]

__all__ = ["observation", "hidden_slots", "public_state", "determinize", "summary", "revealed_top", "step_of"]

_STEPS = ((ResolutionFrame, "resolution"), (CombatFrame, "combat"), (PreparationFrame, "preparation"),
          (BattleFrame, "preparation"), (SectorFrame, "battle"), (DeployFrame, "deployment"),
          (FirstWaveFrame, "deployment"), (PlanetFrame, "setup"), (RoleFrame, "setup"))


def step_of(g: GameState) -> str | None:
    """Where in the turn the game is: "setup", "deployment", "battle" (choosing a sector),
    "preparation", "combat" or "resolution" (None once it is over)."""
    for f in reversed(g.stack):
        for cls, name in _STEPS:
            if isinstance(f, cls):
                return name
    return None


def revealed_top(g: GameState) -> tuple[int, int] | None:
    """(player, card) of the first wave's revealed top card, or None."""
    top = g.stack[-1] if g.stack else None
    if isinstance(top, FirstWaveFrame) and g.decks[top.player]:
        return top.player, g.decks[top.player][-1]
    return None


def hidden_slots(g: GameState, player: int) -> dict[int, Slots]:
    """The slots ``player`` cannot see, by owner, as (zone list, indexes) pieces."""
    opp = 1 - player
    shown = revealed_top(g)
    pieces: dict[int, Slots] = {0: [], 1: []}
    for q in (opp, player):
        deck = g.decks[q]
        n = len(deck) - (1 if shown is not None and shown[0] == q else 0)  # the revealed top stays put
        pieces[q].append((deck, range(n)))
    pieces[opp].append((g.hands[opp], range(len(g.hands[opp]))))
    for s in range(len(g.sectors)):
        zone = g.sectors[s][opp]
        idx = [i for i, c in enumerate(zone) if not g.up[c]]
        if idx:
            pieces[opp].append((zone, idx))
    return pieces


def _card(g: GameState, c: int, lang: str) -> Json:
    t = g.tpl[c]
    out: Json = {"card": c, "id": t.id, "name": card_title(g, c, lang), "type": TYPE_NAMES[t.type],
           "position": POSITION_NAMES[g.pos[c]], "face_up": g.up[c]}
    if g.in_play(c):
        out["stats"] = {"firepower": g.stat(c, FP), "assault": g.stat(c, AS), "speed": g.stat(c, SP),
                        "armor": g.stat(c, AR), "flags": g.stat(c, FL)}
        out["printed"] = dict(zip(("firepower", "assault", "speed", "armor", "flags"), t.stats, strict=True))
        out["counter_attack"] = bool(g.has_counter(c))
    return out


def observation(g: GameState, player: int, lang: str = "en") -> Json:
    """What ``player`` may see: their own hand and deck count, every face-up card (current
    statistics, printed ones, position), counts of the opponent's hidden cards, the war action under
    way and the question. Card numbers of hidden cards are never shown."""
    me, opp = player, 1 - player

    def card(c: int, hidden: bool = False) -> Json:
        if hidden:
            return {"face_down": True}
        return _card(g, c, lang)

    sectors: list[Json] = []
    for s, row in enumerate(g.sec):
        sid, name, req = row[0], row[1], row[2]
        sectors.append({
            "sector": s, "id": sid, "name": pick(lang, en=name, ru=row[4] if len(row) > 4 else ""),
            "required_flags": req,
            "captured_by": None if g.sec_owner[s] < 0 else ("you" if g.sec_owner[s] == me else "opponent"),
            "locked": g.sec_locked == s,
            "you": [card(c) for c in g.sectors[s][me]],
            "opponent": [card(c, not g.up[c]) for c in g.sectors[s][opp]],
        })
    q = g.question()
    question: Json = {"kind": q.kind, "player": q.player, "text": question_text(g, q, lang)}
    question.update({k: v for k, v in q.about.items() if k not in ("effect", "cost")})
    obs: Json = {
        "player": me, "turn": g.turn,
        "role": None if g.attacker < 0 else ("attacker" if g.attacker == me else "defender"),
        "planet": g.planet, "battle_sector": g.bsec if g.bsec >= 0 else None,
        "current_player": g.current_player, "pending": question["text"], "question": question,
        "step": step_of(g),
        "is_over": g.over, "winner": g.winner,
        "you": {"hand": [card(c) for c in g.hands[me]], "deck_count": len(g.decks[me]),
                "discard": [card(c) for c in g.discards[me]], "fleet": [card(c) for c in g.fleets[me]],
                "table": [card(c) for c in g.table[me]]},
        "opponent": {"hand_count": len(g.hands[opp]), "deck_count": len(g.decks[opp]),
                     "discard": [card(c) for c in g.discards[opp]],
                     "fleet": [card(c) for c in g.fleets[opp]], "table": [card(c) for c in g.table[opp]]},
        "sectors": sectors,
        "war_action": war_action_under_way(g) if g.bsec >= 0 else None,
        "flags": g.flag_counts() if g.bsec >= 0 else None,
        "legal": [list(d) for d in g.legal_decisions()] if g.current_player == me else [],
    }
    shown = revealed_top(g)
    if shown is not None:
        obs["revealed"] = dict(card(shown[1]), owner="you" if shown[0] == me else "opponent")
    return obs


def summary(g: GameState) -> Json:
    """The whole state (no hidden information removed): for scenarios and debugging."""
    cards: dict[int, Json] = {}
    for zone in g.all_zones().values():
        for c in zone:
            cards[c] = {"id": g.tpl[c].id, "name": g.tpl[c].name, "owner": g.owner[c],
                        "zone": g.zone_of(c), "position": POSITION_NAMES[g.pos[c]], "face_up": g.up[c]}
    return {"turn": g.turn, "attacker": g.attacker, "planet": g.planet,
            "sectors": [{"id": row[0], "name": row[1], "required_flags": row[2],
                         "captured_by": g.sec_owner[s] if g.sec_owner[s] >= 0 else None}
                        for s, row in enumerate(g.sec)],
            "is_over": g.over, "winner": g.winner,
            "current_player": g.current_player, "pending": g.pending,
            "cards": {str(c): cards[c] for c in sorted(cards)}}


# ---------------------------------------------------------------------- the public state

def _redeal(g: GameState, player: int, order: Callable[[list[int]], list[int]]) -> None:
    """Deal each owner's hidden cards back into their hidden slots; ``order(cards)`` arranges them."""
    pos, up = g.pos, g.up
    for pieces in hidden_slots(g, player).values():
        cards: list[int] = []
        for zone, idx in pieces:
            cards.extend(zone[i] for i in idx)
        cards = order(cards)
        k = 0
        for zone, idx in pieces:
            for i in idx:
                c = cards[k]
                k += 1
                zone[i] = c
                pos[c] = READY
                up[c] = False  # a hidden card shows no face


def _fix_locations(g: GameState) -> None:
    """Cards moved between hidden zones (hand, deck, face-down in a sector) get their zone back."""
    loc = g.loc
    for q in (0, 1):
        for c in g.decks[q]:
            loc[c] = Z_DECK
        for c in g.hands[q]:
            loc[c] = Z_HAND
        for s in range(len(g.sectors)):
            z = Z_SECTOR + s
            for c in g.sectors[s][q]:
                loc[c] = z


def public_state(g: GameState, player: int) -> GameState:
    """A copy of ``g`` holding only what ``player`` may know (see the module docstring)."""
    p = g.clone()
    p.log = []
    p.decisions = []
    p.log_enabled = False
    p.seed = 0
    p.rng = random.Random(0)
    _redeal(p, player, sorted)
    _fix_locations(p)
    return p


def determinize(public: GameState, player: int, rng: random.Random) -> GameState:
    """One possible world consistent with ``public`` (a :func:`public_state`), drawn with ``rng``."""
    w = public.clone()
    w.log_enabled = False
    w.log = []
    w.rng = random.Random(rng.getrandbits(64))

    def shuffled(cards: list[int]) -> list[int]:
        rng.shuffle(cards)
        return cards
    _redeal(w, player, shuffled)
    _fix_locations(w)
    return w
