"""Every question table of issue 28's look-up, measured as ``heresy rules search`` runs (sections
and the shipped card rulings together): first place and top three per table and language, and the
pooled tuning and aside figures.

Run: python benchmarks/lookup_tables.py [--misses TABLE]
Pools: "tuning" = held-out set A and the tuning halves E, F, I, J, K; "aside" = the aside halves E, F,
G, I, J, set H and the held-out sets B, C and D (frozen_questions), and K's and L's halves apart
(L: the twelfth round's development material, tests/rules/questions_l.py and aside_l.py; M: the
thirteenth's, questions_m.py and aside_m.py, split from blind13/ by tests/rules/blind_split.py; N: the
fourteenth's, questions_n.py and aside_n.py, from blind14/; O: the fifteenth's, questions_o.py and
aside_o.py, from blind15/; P: the sixteenth's, questions_p.py and aside_p.py, from
blind16/; Q: the seventeenth's, questions_q.py and aside_q.py, from blind17/; R: the eighteenth's,
questions_r.py and aside_r.py, from blind18/); "kinds" is tuning material of its own.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "rules"))

from aside_e import ASIDE_E  # noqa: E402
from aside_f import ASIDE_F  # noqa: E402
from aside_g import ASIDE_G  # noqa: E402
from aside_i import ASIDE_I  # noqa: E402
from aside_j import ASIDE_J  # noqa: E402
from aside_k import ASIDE_K  # noqa: E402
from aside_l import ASIDE_L  # noqa: E402
from aside_m import ASIDE_M  # noqa: E402
from aside_n import ASIDE_N  # noqa: E402
from aside_o import ASIDE_O  # noqa: E402
from aside_p import ASIDE_P  # noqa: E402
from aside_q import ASIDE_Q  # noqa: E402
from aside_r import ASIDE_R  # noqa: E402
from frozen_h import FROZEN_H  # noqa: E402
from frozen_questions import FROZEN  # noqa: E402
from held_out_questions import HELD_OUT, HELD_OUT_B, HELD_OUT_C, answers, command_search  # noqa: E402
from kinds_questions import KINDS  # noqa: E402
from questions_e import TUNE_E  # noqa: E402
from questions_f import TUNE_F  # noqa: E402
from questions_i import TUNE_I  # noqa: E402
from questions_j import TUNE_J  # noqa: E402
from questions_k import TUNE_K  # noqa: E402
from questions_l import TUNE_L  # noqa: E402
from questions_m import TUNE_M  # noqa: E402
from questions_n import TUNE_N  # noqa: E402
from questions_o import TUNE_O  # noqa: E402
from questions_p import TUNE_P  # noqa: E402
from questions_q import TUNE_Q  # noqa: E402
from questions_r import TUNE_R  # noqa: E402

TABLES = {
    "A": HELD_OUT, "questions_e": TUNE_E, "questions_f": TUNE_F, "questions_i": TUNE_I, "questions_j": TUNE_J,
    "questions_k": TUNE_K, "questions_l": TUNE_L, "questions_m": TUNE_M, "questions_n": TUNE_N, "questions_o": TUNE_O,
    "questions_p": TUNE_P, "questions_q": TUNE_Q, "questions_r": TUNE_R, "kinds": KINDS,
    "aside_e": ASIDE_E, "aside_f": ASIDE_F, "aside_g": ASIDE_G, "aside_i": ASIDE_I, "aside_j": ASIDE_J, "aside_k": ASIDE_K,
    "aside_l": ASIDE_L, "aside_m": ASIDE_M, "aside_n": ASIDE_N, "aside_o": ASIDE_O, "aside_p": ASIDE_P,
    "aside_q": ASIDE_Q, "aside_r": ASIDE_R,
    "frozen_h": FROZEN_H, "B": HELD_OUT_B, "C": HELD_OUT_C, "D": FROZEN,
}
POOLS = {"tuning": ("A", "questions_e", "questions_f", "questions_i", "questions_j", "questions_k"),
         "aside": ("aside_e", "aside_f", "aside_g", "aside_i", "aside_j", "frozen_h", "B", "C", "D"),
         "aside_k": ("aside_k",), "questions_l": ("questions_l",), "aside_l": ("aside_l",),
         "questions_m": ("questions_m",), "aside_m": ("aside_m",),
         "questions_n": ("questions_n",), "aside_n": ("aside_n",),
         "questions_o": ("questions_o",), "aside_o": ("aside_o",),
         "questions_p": ("questions_p",), "aside_p": ("aside_p",),
         "questions_q": ("questions_q",), "aside_q": ("aside_q",),
         "questions_r": ("questions_r",), "aside_r": ("aside_r",),
         # every tuning table, and every older aside (a round keeps a change only if it lowers none)
         "all_tuning": ("A", "questions_e", "questions_f", "questions_i", "questions_j", "questions_k", "questions_l",
                        "questions_m", "questions_n", "questions_o", "questions_p", "questions_q", "questions_r", "kinds"),
         "all_older_asides": ("aside_e", "aside_f", "aside_g", "aside_i", "aside_j", "aside_k", "aside_l", "aside_m",
                              "aside_n", "aside_o", "aside_p", "aside_q", "frozen_h", "B", "C", "D")}


UNREAD = {"aside_r"}  # the eighteenth round's aside: its misses stay unread (rates only)


def measure(find, tables=TABLES):
    """{(table, lang): (first, top3, n, misses)}."""
    out = {}
    for name, table in tables.items():
        for lang in ("en", "ru"):
            first = top3 = n = 0
            misses = []
            for question, qlang, ok in table:
                if qlang != lang:
                    continue
                ids = find(question, qlang)
                n += 1
                first += bool(ids) and answers(ids[0], ok)
                top3 += any(answers(i, ok) for i in ids[:3])
                if not ids or not answers(ids[0], ok):
                    misses.append((question, ok, ids[:3]))
            out[(name, lang)] = (first, top3, n, misses)
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--misses", action="append", default=[], help="print this table's misses")
    args = parser.parse_args()
    result = measure(command_search())
    for (name, lang), (first, top3, n, misses) in result.items():
        print(f"{name:12} {lang}: first {first:3}/{n:<3} top three {top3:3}/{n}")
        if name in args.misses and name not in UNREAD:
            for miss in misses:
                print("     ", miss)
    for pool, names in POOLS.items():
        for lang in ("en", "ru"):
            f = sum(result[(t, lang)][0] for t in names)
            t3 = sum(result[(t, lang)][1] for t in names)
            n = sum(result[(t, lang)][2] for t in names)
            print(f"POOL {pool:7} {lang}: first {f}/{n} ({f / n:.0%}) top three {t3}/{n} ({t3 / n:.0%})")


if __name__ == "__main__":
    main()
