"""The heuristic's decision weights (issue 26, the seventh round): the numbers its rules of thumb
weigh choices with, named, in one plain data class, so that ``benchmarks/ai_tune.py`` can tune them
by self-play against the frozen ``baseline`` (which never reads them).

:class:`Weights` at its defaults is the heuristic as it stood before the weights were named
(``tests/sim/test_weights.py`` replays recorded games to pin it). The weights the heuristic plays
by (:data:`DEFAULT`) are those of ``heuristic_weights.json`` beside this module when that file
exists (tuned ones, landed only when they beat the defaults on held-out games), else the defaults.
A weights file is JSON: an object of weight names and numbers, every name one of :class:`Weights`'
fields (a missing name keeps its default); anything else is refused with one clear error
(:class:`WeightsError`).
"""

from __future__ import annotations

import json
import math
import os
from dataclasses import asdict, dataclass, fields, replace
from typing import Any

__all__ = ["Weights", "WeightsError", "DEFAULT", "WEIGHTS_FILE", "load_weights", "weights_from_dict",
           "save_weights", "SCALES", "BOUNDS"]

WEIGHTS_FILE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "heuristic_weights.json")


@dataclass(frozen=True)
class Weights:
    """The heuristic's weights (``heresy_app.engine.ai.heuristic`` and ``deployment``)."""

    # war actions: pass against act
    pass_winning: float = 1.0     # a pass when my flags already capture the sector
    pass_open: float = 0.25       # a pass when nobody captures it as it stands
    pass_lost: float = 0.0        # a pass when the opponent captures it as it stands
    retreat: float = -1.0         # a retreat (it can never win the sector)
    # war actions: which attack
    kill_blocked: float = 0.55    # a kill's value kept when the target may be blocked
    counter_risk: float = 1.0     # the attacker's worth counted lost to a counter-attack that kills it
    attack_no_kill: float = 0.0   # an attack whose damage does not kill, a share of the target's worth
    assault_bonus: float = 0.05   # an assault preferred to a shot of equal value
    charge_kill: float = 0.55     # a charge: a share of the best kill its assault may make next
    charge_none: float = 0.1      # a charge with no kill in reach
    special_factor: float = 0.8   # a special war action: a share of its ability's value
    command_free: float = 0.2     # a command line in hand (the hand is discarded after the battle)
    # blocks and overruns
    block_flag: float = 4.0       # a card's flags, in what losing it costs
    block_value: float = 0.4      # its fighting value (beyond its flags), in what losing it costs
    block_cost: float = 0.4       # a block's own cost
    block_special: float = 2.0    # a blocked special assault becomes a normal assault
    overrun_miss: float = -0.1    # an overrun onto a card it does not destroy
    # tactics, modifiers and reactions
    hand_cost: float = 0.3        # a command card spent from the hand, a share of its worth in hand
    discard_cost: float = 1.0     # a card discarded as a cost
    lock_cost: float = 0.3        # locking the card itself as a cost, a share of its worth
    test_cost: float = 0.2        # a test as a cost
    destroy_factor: float = 0.8   # a tactic's destroy: a share of the worthiest enemy it reaches
    counter_factor: float = 0.6   # a tactic's counter-attack that kills the attacker: a share of its worth
    # deployment and the choice of battle
    spare_flags: float = 1.0      # flags wanted beyond what captures a target sector
    cap: float = 4.0              # cards of one deployment in one sector (rounded), while another can take them
    unknown_scale: float = 1.0    # the opponent's face-down cards, a share of their unseen average
    battle_flags: float = 0.0     # the choice of battle: my flags minus the opponent's there, per 4 flags
    rescue_worlds: float = 0.0    # sampled worlds in which a pass that loses a deciding battle is checked
    #                               against every other decision to the battle's end (rescue.py; 0: never)

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


# how far a tuner moves each weight in one step (about a tenth of its plausible range) and the
# range it may take
SCALES = {"pass_winning": 0.2, "pass_open": 0.1, "pass_lost": 0.1, "retreat": 0.2, "kill_blocked": 0.1,
          "counter_risk": 0.2, "attack_no_kill": 0.1, "assault_bonus": 0.1, "charge_kill": 0.1, "charge_none": 0.1,
          "special_factor": 0.15, "command_free": 0.15, "block_flag": 0.8, "block_value": 0.15, "block_cost": 0.2,
          "block_special": 0.5, "overrun_miss": 0.1, "hand_cost": 0.1, "discard_cost": 0.25, "lock_cost": 0.1,
          "test_cost": 0.1, "destroy_factor": 0.15, "counter_factor": 0.15, "spare_flags": 0.5, "cap": 0.75,
          "unknown_scale": 0.2, "battle_flags": 0.1, "rescue_worlds": 1.0}
BOUNDS = {"pass_winning": (0.0, 3.0), "pass_open": (-0.5, 1.5), "pass_lost": (-1.0, 1.0), "retreat": (-2.0, 1.0),
          "kill_blocked": (0.0, 1.0), "counter_risk": (0.0, 2.0), "attack_no_kill": (-0.5, 0.5),
          "assault_bonus": (-0.5, 0.5), "charge_kill": (0.0, 1.5), "charge_none": (-0.5, 1.0),
          "special_factor": (0.0, 2.0), "command_free": (-0.5, 1.5), "block_flag": (0.0, 10.0),
          "block_value": (0.0, 2.0), "block_cost": (-1.0, 2.0), "block_special": (0.0, 5.0),
          "overrun_miss": (-1.0, 0.5), "hand_cost": (0.0, 1.5), "discard_cost": (0.0, 3.0), "lock_cost": (0.0, 1.5),
          "test_cost": (0.0, 1.0), "destroy_factor": (0.0, 1.5), "counter_factor": (0.0, 1.5),
          "spare_flags": (0.0, 3.0), "cap": (2.0, 6.0), "unknown_scale": (0.0, 2.0), "battle_flags": (-1.0, 1.0),
          "rescue_worlds": (0.0, 8.0)}


class WeightsError(ValueError):
    """A weights file or mapping the heuristic cannot use (one message saying what is wrong)."""


def weights_from_dict(data: object, where: str = "weights") -> Weights:
    """:class:`Weights` from a mapping of names to numbers; anything else raises :class:`WeightsError`."""
    if not isinstance(data, dict):
        raise WeightsError(f"{where}: expected an object of weight names and numbers, got {type(data).__name__}")
    known = {f.name for f in fields(Weights)}
    unknown = sorted(k for k in data if k not in known)
    if unknown:
        raise WeightsError(f"{where}: unknown weight {unknown[0]!r} (known: {', '.join(sorted(known))})")
    values = {}
    for k, v in data.items():
        if isinstance(v, bool) or not isinstance(v, (int, float)) or not math.isfinite(v):
            raise WeightsError(f"{where}: weight {k!r} must be a finite number, got {v!r}")
        lo, hi = BOUNDS[k]
        if not lo <= v <= hi:
            raise WeightsError(f"{where}: weight {k!r} = {v!r} is outside its range {lo:g}..{hi:g}")
        values[k] = float(v)
    return replace(Weights(), **values)


def load_weights(path: str) -> Weights:
    """The weights of the JSON file ``path``; a missing, unreadable or invalid file raises
    :class:`WeightsError`."""
    try:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
    except OSError as e:
        raise WeightsError(f"{path}: cannot read the weights file ({e.strerror or e})") from None
    except (json.JSONDecodeError, UnicodeDecodeError) as e:
        raise WeightsError(f"{path}: not a JSON weights file ({e})") from None
    return weights_from_dict(data, path)


def save_weights(w: Weights, path: str) -> None:
    """Write ``w`` as a JSON weights file (only the weights that differ from the defaults)."""
    base = Weights().as_dict()
    diff = {k: round(v, 4) for k, v in w.as_dict().items() if v != base[k]}
    with open(path, "w", encoding="utf-8") as f:
        json.dump(diff, f, indent=1, sort_keys=True)
        f.write("\n")


DEFAULT = load_weights(WEIGHTS_FILE) if os.path.exists(WEIGHTS_FILE) else Weights()
