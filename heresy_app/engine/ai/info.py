"""What a policy gets: the observation and the *public state* (both built by
:mod:`heresy_app.engine.observation`, the one place that says what a player may see).

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

from typing import TYPE_CHECKING, Any

from heresy_app.engine.observation import determinize, observation, public_state

if TYPE_CHECKING:
    from heresy_app.engine.state import GameState

__all__ = ["public_state", "determinize", "observe", "PUBLIC_KEY"]

PUBLIC_KEY = "public"


def observe(g: GameState, player: int, *, public: bool = True, full: bool = True) -> dict[str, Any]:
    """The engine's observation of ``player`` plus, under ``"public"``, the :func:`public_state`
    (what the heuristic and search policies read). ``full=False`` leaves out the engine's dict
    (only ``player`` and ``public``): the simulator's fast path for policies that read only the
    public state."""
    obs: dict[str, Any] = observation(g, player) if full else {"player": player}
    if public:
        obs[PUBLIC_KEY] = public_state(g, player)
    return obs
