"""Set Q of issue 28's players' questions (the aside half): see questions_q.py. Its misses are not
read; its rates are measured at the seventeenth round's start and end only."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))  # blind_split beside this file, however it is loaded
from blind_split import halves  # noqa: E402
from questions_q import FILES_Q  # noqa: E402

ASIDE_Q = halves("blind17", FILES_Q)[1]
