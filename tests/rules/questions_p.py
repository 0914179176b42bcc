"""Set P of issue 28's players' questions (the tuning half).

The lead's development material of the sixteenth round: sets A16 and B16 (tests/rules/blind16/, two
authors — judges writing a club FAQ where two rules meet; newcomers who never read the rulebook and
ask in other games' words, "tap", "mana", «жизни» — 140 questions, blind in the fifteenth round and
measured at its start and end only), split by place within each file and language by
``blind_split.halves``: a language's 1st, 3rd, ... entries are tuned on (here), the others kept aside
(aside_p.py), whose misses are not read; only its rates are measured. Do not copy an entry into a
section's questions.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))  # blind_split beside this file, however it is loaded
from blind_split import halves  # noqa: E402

FILES_P = ("questions_a16", "questions_b16")
TUNE_P = halves("blind16", FILES_P)[0]
