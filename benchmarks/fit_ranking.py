"""Fit the rules search's ranking weights by leave-one-out over the sections' own questions
(issue 28, part 2): no test table contributes.

Each section carries, in both languages, the questions a player would ask that it answers. For
every such question the index is searched as if that one question were never written
(``search.leave_out``), and the right answer is its own section (or a subsection of it, as the
question tables count a hit). The weights of ``search.TUNABLE`` (BM25F's field weights and length
normalisations, K1, the best single question's weight, the title bonus, the child margin) are fitted
by a deterministic coordinate search that maximises first-place hits plus a quarter of the mean
reciprocal rank, and written to ``heresy_app/rules/data/ranking.toml``. ``--pairs`` asks two of a
section's questions as one (both left out), nearer a player's question in length; ``--veto`` keeps a
change only when the tuning tables (A, the tuning halves, kinds; never the asides) lose nothing.

Run: python benchmarks/fit_ranking.py [--pairs] [--veto] [--rounds 2] [--half even|odd] [--write] [--check]
``--check`` only measures the weights in use (leave-one-out first / top three / MRR per language).
Seventh round (docs/rules.md): every fit raised leave-one-out and none raised the asides in both
languages, so the file still holds the hand-set weights.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import sys
import time
from pathlib import Path

from heresy_app.rules.store import reference

sys.path.insert(0, str(Path(__file__).resolve().parent))
search = importlib.import_module("heresy_app.rules.search")   # the package's name "search" is the function

OUT = Path(__file__).resolve().parent.parent / "heresy_app" / "rules" / "data" / "ranking.toml"
# the multipliers tried for a weight, and the steps tried for a length normalisation (0..1)
FACTORS = (0.5, 0.75, 1.33, 2.0)
STEPS = (-0.25, 0.25)
ORDER = ("question_weight", "title_bonus", "questions", "title", "aliases", "body", "examples", "k1",
         "child_margin", "questions_b", "body_b", "title_b", "aliases_b", "examples_b")


def training(pairs: bool = False) -> list[tuple[str, str, tuple[int, ...], str, dict[str, float]]]:
    """(lang, section id, indices, question, its keys) for every section's own question; with
    ``pairs``, two of a section's questions asked as one (the first and second, third and fourth,
    ...), both left out: the sections' questions are half as long as players' (median 6 words
    against 13 in English, 5 against 9 in Russian), and a pair asks about as much as a player does."""
    ref = reference()
    out = []
    for lang in ("en", "ru"):
        for sid in ref.ids:
            questions = ref.get(sid, lang).questions
            if pairs:
                groups = [(i, i + 1) for i in range(0, len(questions) - 1, 2)]
            else:
                groups = [(i,) for i in range(len(questions))]
            for group in groups:
                question = " ".join(questions[i] for i in group)
                out.append((lang, sid, group, question, search.question_keys(question, lang)))
    return out


def right(hit: str, sid: str) -> bool:
    return hit == sid or hit.startswith(sid + ".")


def evaluate(rows, values: dict[str, float] | None = None) -> dict[str, tuple[int, int, float, int]]:
    """Per language (first, top three, sum of reciprocal ranks, n) with ``values`` in use."""
    if values is not None:
        search.set_weights(values)
    out = {lang: [0, 0, 0.0, 0] for lang in ("en", "ru")}
    for lang, sid, group, question, asked in rows:
        with contextlib.ExitStack() as hidden:
            for i in sorted(group, reverse=True):   # the later first: the earlier keeps its place
                hidden.enter_context(search.leave_out(sid, lang, i))
            order = search.ranked_ids(question, lang, asked)
        at = next((n for n, hit in enumerate(order[:10]) if right(hit, sid)), None)
        tally = out[lang]
        tally[0] += at == 0
        tally[1] += at is not None and at < 3
        tally[2] += 0.0 if at is None else 1.0 / (at + 1)
        tally[3] += 1
    return {lang: tuple(t) for lang, t in out.items()}


def objective(result) -> float:
    """First-place hits plus a quarter of the reciprocal ranks, both languages."""
    return sum(first + 0.25 * rr for first, _, rr, _ in result.values())


def report(result) -> str:
    return "; ".join(f"{lang} first {f}/{n} ({f / n:.1%}) top three {t}/{n} ({t / n:.1%}) MRR {rr / n:.3f}"
                     for lang, (f, t, rr, n) in result.items())


def candidates(name: str, value: float) -> list[float]:
    if name.endswith("_b"):
        return [round(min(1.0, max(0.0, value + s)), 3) for s in STEPS if 0.0 <= value + s <= 1.0]
    if name == "child_margin":
        return [round(v, 3) for v in (value - 0.15, value + 0.25) if v >= 1.0]
    return [round(value * f, 3) for f in FACTORS]


def tuning_rows() -> list[tuple[str, str, list[str], dict[str, float]]]:
    """(lang, question, acceptable ids, its keys) of the tuning tables (held-out set A, the tuning
    halves E, F, I, J and the kinds table; never the aside sets)."""
    import lookup_tables

    names = lookup_tables.POOLS["tuning"] + ("kinds",)
    return [(lang, q, ok, search.question_keys(q, lang))
            for name in names for q, lang, ok in lookup_tables.TABLES[name]]


def tuning_score(rows) -> tuple[int, int]:
    """(first, top three) of the sections alone over the tuning tables with the weights in use."""
    first = top3 = 0
    for lang, question, ok, asked in rows:
        order = search.ranked_ids(question, lang, asked)
        first += bool(order) and any(right(order[0], a) for a in ok)
        top3 += any(right(hit, a) for hit in order[:3] for a in ok)
    return first, top3


def fit(rows, start: dict[str, float], rounds: int, veto=None) -> tuple[dict[str, float], dict]:
    """Coordinate search from ``start``; with ``veto`` (tuning_rows()), a change is kept only when
    it also loses neither first places nor top-three places on the tuning tables."""
    best = dict(start)
    best_result = evaluate(rows, best)
    best_score = objective(best_result)
    best_veto = tuning_score(veto) if veto else None
    print("start:", report(best_result), "tuning tables", best_veto, flush=True)
    for r in range(rounds):
        moved = False
        for name in ORDER:
            for value in candidates(name, best[name]):
                trial = {**best, name: value}
                t0 = time.perf_counter()
                result = evaluate(rows, trial)
                score = objective(result)
                print(f"  round {r + 1} {name}={value}: {score:.1f} (best {best_score:.1f}, "
                      f"{time.perf_counter() - t0:.0f} s)", flush=True)
                if score > best_score + 0.5:
                    held = tuning_score(veto) if veto else None
                    if veto:
                        print(f"    tuning tables {held} (best {best_veto})", flush=True)
                    if not veto or (held[0] >= best_veto[0] and held[1] >= best_veto[1]):
                        best, best_score, best_result, best_veto, moved = trial, score, result, held, True
            print(f"round {r + 1} after {name}: {best[name]} -> {report(best_result)}", flush=True)
        if not moved:
            break
    search.set_weights(best)
    return best, best_result


def write(values: dict[str, float], result) -> None:
    lines = ["# The rules search's ranking weights, fitted by benchmarks/fit_ranking.py (leave-one-out over the",
             "# sections' own questions; no test table contributes). Regenerate with:",
             "#   python benchmarks/fit_ranking.py --write",
             f"# leave-one-out: {report(result)}", "", "[weights]"]
    lines += [f"{name} = {values[name]!r}" for name in search.TUNABLE]
    OUT.write_text("\n".join(lines) + "\n", encoding="utf-8")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--write", action="store_true", help="write the fitted weights to data/ranking.toml")
    parser.add_argument("--check", action="store_true", help="only measure the weights in use")
    parser.add_argument("--half", choices=("even", "odd", "all"), default="all",
                        help="fit on every other question (even / odd places) or on all")
    parser.add_argument("--pairs", action="store_true", help="ask two of a section's questions as one")
    parser.add_argument("--veto", action="store_true",
                        help="keep a change only when the tuning tables lose nothing by it")
    parser.add_argument("--defaults", action="store_true", help="start from the code's weights, not ranking.toml's")
    args = parser.parse_args()
    rows = training(args.pairs)
    if args.half != "all":
        rows = rows[args.half == "odd"::2]
    if args.defaults:
        search.set_weights(DEFAULTS)
    if args.check:
        print(report(evaluate(rows)))
        return
    values, result = fit(rows, search.weights(), args.rounds, tuning_rows() if args.veto else None)
    print("fitted:", values)
    print("leave-one-out:", report(result))
    if args.write:
        write(values, result)


DEFAULTS = {"title": 6.0, "aliases": 3.0, "questions": 2.0, "body": 1.0, "examples": 0.3, "title_b": 0.3,
            "aliases_b": 0.3, "questions_b": 0.5, "body_b": 0.75, "examples_b": 0.75, "k1": 1.2,
            "question_weight": 4.0, "title_bonus": 4.0, "child_margin": 1.25}

if __name__ == "__main__":
    main()
