"""Set Q of issue 28's players' questions (the tuning half).

The lead's development material of the seventeenth round: sets A17 and B17 (tests/rules/blind17/, two
authors — 40k tabletop players trying the card game, some with Magic comparisons; players mid-game
typing long narratives in a chat — 140 questions, blind in the sixteenth round and measured at its start
and end only), split by place within each file and language by ``blind_split.halves``: a language's
1st, 3rd, ... entries are tuned on (here), the others kept aside (aside_q.py), whose misses are not
read; only its rates are measured. Do not copy an entry into a section's questions.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))  # blind_split beside this file, however it is loaded
from blind_split import halves  # noqa: E402

FILES_Q = ("questions_a17", "questions_b17")
TUNE_Q = halves("blind17", FILES_Q)[0]
