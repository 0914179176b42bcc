"""The frozen reference policy ``baseline``: the heuristic, its valuation and its view of rolls as
they stood at 8401819, copied so that improving :mod:`heresy_app.engine.ai.heuristic` does not move
the yardstick (issue 26). Nothing here is to be improved; ``tests/sim/test_baseline.py`` pins its
decisions on fixed positions and seeded games."""

from heresy_app.engine.ai.baseline.heuristic import BaselinePolicy, decide

__all__ = ["BaselinePolicy", "decide"]
