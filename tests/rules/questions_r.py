"""Set R of issue 28's players' questions (the tuning half).

The lead's development material of the eighteenth round: sets A18 and B18 (tests/rules/blind18/, two
authors — live-stream chat one-liners typed at the caster mid-game; players back after twenty years
asking in two to four sentences — 140 questions, blind in the seventeenth round and measured at its
start and end only), split by place within each file and language by ``blind_split.halves``: a
language's 1st, 3rd, ... entries are tuned on (here), the others kept aside (aside_r.py), whose misses
are not read; only its rates are measured. Do not copy an entry into a section's questions.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))  # blind_split beside this file, however it is loaded
from blind_split import halves  # noqa: E402

FILES_R = ("questions_a18", "questions_b18")
TUNE_R = halves("blind18", FILES_R)[0]
