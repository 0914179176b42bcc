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

from heresy_app.engine.state import READY, Z_DECK, Z_HAND, Z_SECTOR, FirstWaveFrame, GameState

__all__ = ["public_state", "determinize", "observe", "PUBLIC_KEY"]

PUBLIC_KEY = "public"


def _hidden(g: GameState, player: int):
    """The hidden slots of each owner as (zone, indexes) pieces: ``{owner: [(zone, [i, ...])]}``."""
    opp = 1 - player
    top = g.stack[-1] if g.stack else None
    keep_top = isinstance(top, FirstWaveFrame) and bool(g.decks[top.player])
    pieces = {0: [], 1: []}
    for q in (opp, player):
        deck = g.decks[q]
        n = len(deck) - (1 if keep_top and top.player == q else 0)  # the revealed top stays put
        pieces[q].append((deck, range(n)))
    pieces[opp].append((g.hands[opp], range(len(g.hands[opp]))))
    for s in range(len(g.sectors)):
        zone = g.sectors[s][opp]
        idx = [i for i, c in enumerate(zone) if not g.up[c]]
        if idx:
            pieces[opp].append((zone, idx))
    return pieces


def _redeal(g: GameState, player: int, order) -> None:
    """Deal each owner's hidden cards back into their hidden slots; ``order(cards)`` arranges them."""
    pos, up = g.pos, g.up
    for pieces in _hidden(g, player).values():
        cards = []
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

    def shuffled(cards):
        rng.shuffle(cards)
        return cards
    _redeal(w, player, shuffled)
    _fix_locations(w)
    return w


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


def observe(g: GameState, player: int, *, public: bool = True, full: bool = True) -> dict:
    """The engine's observation of ``player`` plus, under ``"public"``, the :func:`public_state`
    (what the heuristic and search policies read). ``full=False`` leaves out the engine's dict
    (only ``player`` and ``public``): the simulator's fast path for policies that read only the
    public state."""
    obs = g.observation(player) if full else {"player": player}
    if public:
        obs[PUBLIC_KEY] = public_state(g, player)
    return obs
