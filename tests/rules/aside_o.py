"""Set O of issue 28's players' questions (the aside half): see questions_o.py. Its misses are not
read; its rates are measured at the fifteenth round's start and end only."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))  # blind_split beside this file, however it is loaded
from blind_split import halves  # noqa: E402
from questions_o import FILES_O  # noqa: E402

ASIDE_O = halves("blind15", FILES_O)[1]
