"""Set O of issue 28's players' questions (the tuning half).

The lead's development material of the fifteenth round: sets A15 and B15 (tests/rules/blind15/, two
authors — players returning after years, asking by analogy with other games; deck builders and league
organisers — 140 questions, blind in the fourteenth round and measured at its start and end only), split
by place within each file and language by ``blind_split.halves``: a language's 1st, 3rd, ... entries are
tuned on (here), the others kept aside (aside_o.py), whose misses are not read; only its rates are
measured. Do not copy an entry into a section's questions.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))  # blind_split beside this file, however it is loaded
from blind_split import halves  # noqa: E402

FILES_O = ("questions_a15", "questions_b15")
TUNE_O = halves("blind15", FILES_O)[0]
