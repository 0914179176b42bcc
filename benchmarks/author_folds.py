"""Leave-one-author-out validation of the rules search's feature weights (issue 28, part 2; fifteenth
round): which weights generalise across the people who wrote the question tables, and which only fit
the tables they were tuned on.

Each question set was written by one author or pair of authors (docs/rules.md): A-D (the author of
the sections' questions), E, F with G, H, I, J, K, L, M, N, O, P, Q, R's tuning half (R's aside is never read
here), and the kinds table. For every weight of the ranking (BM25F's fields and K1, the best single
question's and the title's bonus, the child margin, the asked action, the absence features, the
Russian root, the players' words table, the typo weight) each candidate value is tried alone, the
other weights kept, and every set's first places and top-three places are counted (sections alone,
``search.ranked_ids``, as benchmarks/fit_ranking.py measures). Then, for every fold (one set held
out): the value the other sets prefer (first places plus a quarter of the top-three places) is
"fitted", and the held-out set is scored with it against the weight in use. A change generalises
when every fold fits the same side of the weight in use and no held-out set loses by it; a weight
whose removal (value 0) loses on most held-out sets is a feature that generalises, one whose removal
loses only on the sets it was tuned on only fits.

Run: python benchmarks/author_folds.py [--out folds.json] [--only NAME ...] [--values NAME=v1,v2]
                                      [--trial NAME=v+NAME=v]   (about 20 s a value)
     python benchmarks/author_folds.py --report folds.json
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "rules"))
search = importlib.import_module("heresy_app.rules.search")   # the package's name "search" is the function

import lookup_tables  # noqa: E402

# each fold: the tables one author (or pair) wrote
FOLDS = {
    "A-D": ("A", "B", "C", "D"), "E": ("questions_e", "aside_e"), "F-G": ("questions_f", "aside_f", "aside_g"),
    "H": ("frozen_h",), "I": ("questions_i", "aside_i"), "J": ("questions_j", "aside_j"),
    "K": ("questions_k", "aside_k"), "L": ("questions_l", "aside_l"), "M": ("questions_m", "aside_m"),
    "N": ("questions_n", "aside_n"), "O": ("questions_o", "aside_o"), "P": ("questions_p", "aside_p"),
    "Q": ("questions_q", "aside_q"), "R": ("questions_r",), "kinds": ("kinds",),
}
# weights a fit may set (search.set_weights) and the module's other constants, read at query time
TUNABLE = ("title", "aliases", "questions", "body", "examples", "body_b", "k1", "question_weight", "title_bonus",
           "child_margin")
CONSTANTS = ("ASKED_BONUS", "NEGATED_WEIGHT", "ROOT_WEIGHT", "REPLACED_WEIGHT", "TYPO_WEIGHT", "TABLE_WEIGHT",
             "FORM_WEIGHT", "SETTING_WEIGHT", "CLAUSE_WEIGHT", "GLOSS_WEIGHT", "NUMBER_WEIGHT", "NUMBER_SHARE",
             "ABSENT_TITLE")
KEYED = {"SETTING_WEIGHT", "CLAUSE_WEIGHT", "GLOSS_WEIGHT", "NUMBER_WEIGHT",
         "NEGATED_WEIGHT", "ROOT_WEIGHT", "REPLACED_WEIGHT", "TYPO_WEIGHT", "TABLE_WEIGHT"}  # change the question's keys


def current(name: str) -> float:
    return search.weights()[name] if name in TUNABLE else float(getattr(search, name))


def candidates(name: str, value: float) -> list[float]:
    """0 (the feature removed), half and double the weight in use; a length normalisation (0..1) and
    the child margin (>= 1) by steps."""
    if name.endswith("_b"):
        return sorted({round(min(1.0, max(0.0, value + s)), 3) for s in (-0.5, -0.25, 0.25)} - {value})
    if name == "child_margin":
        return [1.0, round(value + 0.25, 3), round(value + 0.75, 3)]
    return [0.0, round(value * 0.5, 3), round(value * 2.0, 3)]


def setting(name: str, value: float) -> None:
    if name in TUNABLE:
        search.set_weights({name: value})
    else:
        setattr(search, name, value)


def rows() -> list[tuple[str, str, str, list[str]]]:
    """("fold/table", language, question, acceptable ids) of every table but the unread aside."""
    out = []
    for fold, names in FOLDS.items():
        for name in names:
            out += [(f"{fold}/{name}", lang, q, ok) for q, lang, ok in lookup_tables.TABLES[name]]
    return out


def right(hit: str, ok: list[str]) -> bool:
    return any(hit == a or hit.startswith(a + ".") for a in ok)


def score(data, keys) -> dict[str, list[int]]:
    """{"fold/table/lang": [first, top three, n]} with the weights in use."""
    out: dict[str, list[int]] = {}
    for (fold, lang, question, ok), asked in zip(data, keys, strict=True):
        order = search.ranked_ids(question, lang, asked)
        tally = out.setdefault(f"{fold}/{lang}", [0, 0, 0])
        tally[0] += bool(order) and right(order[0], ok)
        tally[1] += any(right(h, ok) for h in order[:3])
        tally[2] += 1
    return out


def measure(only: list[str], out_path: Path, values: dict[str, list[float]], trials: list[dict[str, float]]) -> dict:
    """Every candidate of every weight in ``only`` (all when empty; ``values`` the candidates of a weight
    instead of candidates()), then each of ``trials`` (several weights set together, reported as one
    entry "name=value+name=value" whose weight in use is 0 and whose trial is 1)."""
    data = rows()
    keys = [search.question_keys(q, lang) for _, lang, q, _ in data]
    result: dict = {"baseline": score(data, keys), "weights": {}}
    for trial in trials:
        label = "+".join(f"{k}={v}" for k, v in trial.items())
        before = {k: current(k) for k in trial}
        for k, v in trial.items():
            setting(k, v)
        trial_keys = [search.question_keys(q, lang) for _, lang, q, _ in data] if KEYED & set(trial) else keys
        result["weights"][label] = {"now": 0.0, "values": {"1.0": score(data, trial_keys)}}
        for k, v in before.items():
            setting(k, v)
        print(f"{label} measured", flush=True)
        out_path.write_text(json.dumps(result, indent=1), encoding="utf-8")
    for name in only or ([] if trials or values else list(TUNABLE + CONSTANTS)) or list(values):
        now = current(name)
        result["weights"][name] = {"now": now, "values": {}}
        for value in values.get(name) or candidates(name, now):
            t0 = time.perf_counter()
            setting(name, value)
            trial_keys = [search.question_keys(q, lang) for _, lang, q, _ in data] if name in KEYED else keys
            result["weights"][name]["values"][str(value)] = score(data, trial_keys)
            setting(name, now)
            print(f"{name}={value}: {time.perf_counter() - t0:.0f} s", flush=True)
            out_path.write_text(json.dumps(result, indent=1), encoding="utf-8")
    return result


def _gain(tally: list[int]) -> float:
    return tally[0] + 0.25 * tally[1]


def report(result: dict) -> None:
    base = result["baseline"]
    folds = sorted({k.split("/")[0] for k in base})
    tables = sorted({k.split("/")[1] for k in base})
    print("baseline first/top3 per fold:", {f: [sum(base[k][i] for k in base if k.startswith(f + "/")) for i in (0, 1, 2)]
                                          for f in folds})
    for name, entry in result["weights"].items():
        values = {float(v): t for v, t in entry["values"].items()}
        values[entry["now"]] = base
        print(f"\n{name} (now {entry['now']})")
        for v, t in sorted(values.items()):
            diffs = {f: sum(t[k][0] - base[k][0] for k in t if k.startswith(f + "/")) for f in folds}
            d3 = sum(t[k][1] - base[k][1] for k in t)
            lower = [n for n in tables if sum(t[k][0] - base[k][0] for k in t if k.split("/")[1] == n) < 0]
            print(f"  {v:7}: first {sum(d for d in diffs.values()):+4d} top3 {d3:+4d}  by fold "
                  + " ".join(f"{f}{d:+d}" for f, d in diffs.items() if d) + f"  tables lower: {lower}")
        picks, held, said = verdict(values, entry["now"])
        print(f"  folds fit: {picks}  held-out change: {held} (sum {sum(held.values()):+d})  -> {said}")


def verdict(values: dict[float, dict], now: float) -> tuple[dict[str, float], dict[str, int], str]:
    """Leave one fold out: for every fold, the value (a key of ``values``, each {"fold/table/lang":
    [first, top three, n]}; ``now`` the weight in use, among them) that the other folds prefer (first
    places plus a quarter of the top-three places; a tie keeps ``now``), and the held-out fold's change
    in first places with it. "generalises": every fold fits the same side of ``now`` and no held-out
    fold loses; "keep as is": every fold fits ``now``; else "folds disagree"."""
    base = values[now]
    folds = sorted({k.split("/")[0] for k in base})
    picks, held = {}, {}
    for f in folds:
        def others(t, f=f):
            return sum(_gain(t[k]) for k in t if not k.startswith(f + "/"))
        pick = max(sorted(values), key=lambda v: (round(others(values[v]), 3), v == now))
        picks[f] = pick
        held[f] = sum(values[pick][k][0] - base[k][0] for k in base if k.startswith(f + "/"))
    sides = {(p > now) - (p < now) for p in picks.values()}
    said = ("keep as is" if sides == {0} else
            "generalises" if len(sides) == 1 and all(d >= 0 for d in held.values()) else "folds disagree")
    return picks, held, said


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", default="author_folds.json")
    parser.add_argument("--only", nargs="*", default=[])
    parser.add_argument("--values", action="append", default=[], help="NAME=v1,v2: these candidates of NAME")
    parser.add_argument("--trial", action="append", default=[], help="NAME=v+NAME=v: several weights set together")
    parser.add_argument("--report")
    args = parser.parse_args()
    if args.report:
        report(json.loads(Path(args.report).read_text(encoding="utf-8")))
        return
    values = {n: [float(v) for v in vs.split(",")] for n, vs in (a.split("=", 1) for a in args.values)}
    trials = [{k: float(v) for k, v in (part.split("=", 1) for part in t.split("+"))} for t in args.trial]
    report(measure(args.only, Path(args.out), values, trials))


if __name__ == "__main__":
    main()
