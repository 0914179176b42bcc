"""The battle engine: the whole game of Horus Heresy as a state, its legal decisions and ``apply``.

Pure Python (no Qt). The rooms follow the rulebook's nesting (``turn`` > ``battle`` > ``combat``
> ``plays`` > ``effects`` > ``targets`` > ``state``); ``decisions``, ``events`` and
``observation`` put the game into words and views. The public API:

- :func:`new_game` (deck A, deck B, seed, db) and :func:`from_position` -> :class:`GameState`
- ``state.current_player``, ``state.legal_decisions()``, ``state.apply(decision)``,
  ``state.question()``, ``state.is_over``, ``state.winner`` (0, 1 or None = draw),
  ``state.log`` (events: rules id, message key, arguments), ``state.to_json()``, ``state.clone()``
- :func:`describe` (a decision in English or Russian), :func:`notation` / :func:`parse`,
  :func:`log_lines` (the log in words), :func:`observation` (what a player may see),
  :func:`load_game` (replay a saved game)
- :func:`play_game` (policy A, policy B, seed, ...) and :func:`random_policy`

>>> g = new_game(pool_deck("loyalist"), pool_deck("traitor"), seed=7)
>>> while not g.is_over:
...     g.apply(g.legal_decisions()[0])
>>> g.winner in (0, 1, None), log_lines(g, "ru")[-1][1] != log_lines(g, "en")[-1][1]
(True, True)
"""

from heresy_app.engine.decisions import EngineError, IllegalDecision, Question, describe, notation, parse  # noqa: F401
from heresy_app.engine.events import log_lines, render_log  # noqa: F401
from heresy_app.engine.game import from_position, new_game  # noqa: F401
from heresy_app.engine.observation import observation  # noqa: F401
from heresy_app.engine.play import play_game, pool_deck, random_policy  # noqa: F401
from heresy_app.engine.replay import load as load_game  # noqa: F401
from heresy_app.engine.state import GameState  # noqa: F401
from heresy_app.engine.terms import POSITION_NAMES, TURN_FOUR  # noqa: F401
