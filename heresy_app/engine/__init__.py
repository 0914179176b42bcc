"""The battle engine: the whole game of Horus Heresy as a state, its legal decisions and ``apply``.

Pure Python (no Qt). The public API:

- :func:`new_game` (deck A, deck B, seed, db) -> :class:`GameState`
- ``state.current_player``, ``state.legal_decisions()``, ``state.apply(decision)``,
  ``state.observation(player)``, ``state.is_over``, ``state.winner`` (0, 1 or None = draw),
  ``state.log`` (``(rules_id, text)`` pairs), ``state.to_json()`` / ``GameState.from_json``,
  ``state.clone()``
- :func:`play_game` (policy A, policy B, seed, ...) and :func:`random_policy`
"""

from heresy_app.engine.state import (  # noqa: F401
    EngineError, GameState, IllegalDecision, POSITION_NAMES, TURN_LIMIT,
)
from heresy_app.engine.play import new_game, play_game, random_policy, practice_deck  # noqa: F401
