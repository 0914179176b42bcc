"""What a player may know, as a game state: the *public state* and its determinizations.

A policy sees only its player's observation (``GameState.observation``). Two things a policy
needs are not in that dict: the exact rules situation (which attack is under way, which window is
open, the bonuses in force) and a way to imagine the hidden cards. This module gives both without
giving away a hidden card:

- :func:`public_state` copies the game and then *forgets* what ``player`` may not see. Every
  hidden slot — the opponent's hand, the opponent's face-down cards in sectors, the opponent's
  deck and the player's own deck order — is refilled with the same hidden cards in a canonical
  order (sorted by card number), the seed, the random generator, the decision history and the log
  are dropped. Two games that differ only in where the hidden cards are give *equal* public
  states, so nothing a policy computes from it can depend on the hidden cards.
- :func:`determinize` samples one possible world from a public state: the hidden cards are dealt
  into the hidden slots at random (the policy's own generator) and the game's generator gets a
  new seed. Search plays its playouts in such worlds.

Assumption (documented in docs/sim.md): both deck lists are known to both players (the simulator
is a tuning tool, like open deck lists at a tournament). A card a player saw and that went back
into a hidden zone is forgotten (the engine's observation does not remember it either).
"""

from __future__ import annotations

import random

from heresy_app.engine.state import READY, Z_DECK, Z_HAND, FirstWaveFrame, GameState

__all__ = ["public_state", "determinize", "hidden_slots", "observe", "PUBLIC_KEY"]

PUBLIC_KEY = "public"


def hidden_slots(g: GameState, player: int) -> list[tuple[list, int]]:
    """Every (zone list, index) holding a card ``player`` cannot identify, in a fixed order."""
    opp = 1 - player
    slots: list[tuple[list, int]] = []
    top = g.stack[-1] if g.stack else None
    revealed = None
    if isinstance(top, FirstWaveFrame) and g.decks[top.player]:
        revealed = (top.player, len(g.decks[top.player]) - 1)  # the revealed top card stays put
    for q in (opp, player):
        deck = g.decks[q]
        for i in range(len(deck)):
            if revealed != (q, i):
                slots.append((deck, i))
    hand = g.hands[opp]
    for i in range(len(hand)):
        slots.append((hand, i))
    for s in range(len(g.sectors)):
        zone = g.sectors[s][opp]
        for i, c in enumerate(zone):
            if not g.up[c]:
                slots.append((zone, i))
    return slots


def _groups(g: GameState, player: int):
    """Hidden slots grouped by owner: a card only ever refills a slot of its own owner."""
    slots = hidden_slots(g, player)
    by_owner: dict[int, list] = {0: [], 1: []}
    for zone, i in slots:
        by_owner[g.owner[zone[i]]].append((zone, i))
    return by_owner


def _deal(g: GameState, slots, cards) -> None:
    for (zone, i), c in zip(slots, cards):
        zone[i] = c
    for zone, i in slots:
        c = zone[i]
        g.pos[c] = READY
        # a hidden card shows no face: hand and deck cards are not "up", face-down cards are not
        g.up[c] = False


def public_state(g: GameState, player: int) -> GameState:
    """A copy of ``g`` holding only what ``player`` may know (see the module docstring)."""
    p = g.clone()
    p.log = []
    p.decisions = []
    p.log_enabled = False
    p.seed = 0
    p.rng = random.Random(0)
    for owner, slots in _groups(p, player).items():
        cards = sorted(zone[i] for zone, i in slots)
        _deal(p, slots, cards)
    _fix_locations(p)
    return p


def determinize(public: GameState, player: int, rng: random.Random) -> GameState:
    """One possible world consistent with ``public`` (a :func:`public_state`), drawn with ``rng``."""
    w = public.clone()
    w.log_enabled = False
    w.log = []
    w.rng = random.Random(rng.getrandbits(64))
    for owner, slots in _groups(w, player).items():
        cards = [zone[i] for zone, i in slots]
        rng.shuffle(cards)
        _deal(w, slots, cards)
    _fix_locations(w)
    return w


def _fix_locations(g: GameState) -> None:
    """Cards moved between hidden zones (hand, deck, face-down in a sector) get their zone back."""
    from heresy_app.engine.state import Z_SECTOR
    for q in (0, 1):
        for c in g.decks[q]:
            g.loc[c] = Z_DECK
        for c in g.hands[q]:
            g.loc[c] = Z_HAND
        for s in range(len(g.sectors)):
            for c in g.sectors[s][q]:
                g.loc[c] = Z_SECTOR + s


def observe(g: GameState, player: int, *, public: bool = True) -> dict:
    """The engine's observation of ``player`` plus, under ``"public"``, the :func:`public_state`
    (what the heuristic and search policies read). Policies work without it too."""
    obs = g.observation(player)
    if public:
        obs[PUBLIC_KEY] = public_state(g, player)
    return obs
