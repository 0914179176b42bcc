"""Set P of issue 28's players' questions (the aside half): see questions_p.py. Its misses are not
read; its rates are measured at the sixteenth round's start and end only."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))  # blind_split beside this file, however it is loaded
from blind_split import halves  # noqa: E402
from questions_p import FILES_P  # noqa: E402

ASIDE_P = halves("blind16", FILES_P)[1]
