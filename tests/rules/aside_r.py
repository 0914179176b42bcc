"""Set R of issue 28's players' questions (the aside half): see questions_r.py. Its misses are not
read; its rates are measured at the eighteenth round's start and end only."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))  # blind_split beside this file, however it is loaded
from blind_split import halves  # noqa: E402
from questions_r import FILES_R  # noqa: E402

ASIDE_R = halves("blind18", FILES_R)[1]
