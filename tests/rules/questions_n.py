"""Set N of issue 28's players' questions (the tuning half).

The lead's development material of the fourteenth round: sets A14 and B14 (tests/rules/blind14/, two
authors — newcomers at a club; tournament players and a judge — 140 questions, blind in the thirteenth
round and measured at its start and end only), split by place within each file and language by
``blind_split.halves``: a language's 1st, 3rd, ... entries are tuned on (here), the others kept aside
(aside_n.py), whose misses are not read; only its rates are measured. Do not copy an entry into a
section's questions.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))  # blind_split beside this file, however it is loaded
from blind_split import halves  # noqa: E402

FILES_N = ("questions_a14", "questions_b14")
TUNE_N = halves("blind14", FILES_N)[0]
