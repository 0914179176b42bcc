"""Deciding battles passed (issue 26): reads the positions ``ai_census.py --save FILE`` wrote, rebuilds
each one, and prints it as a player reads it: the turn, the battle's sector and the flags there, the
cards on both sides, the war action under way, the hand; the pass the policy made; and every other
legal decision tried against the battle's outcome with the census's own probes (the frozen baseline
playing both sides to the battle's end, the same random numbers for each), then whether the
heuristic's quick playouts and the search's look for saves (``search.saves``) find them.

    python benchmarks/ai_saves.py /tmp/passes.jsonl [--limit 20] [--lang en]

A save is a decision after which the opponent captures the sector (or wins the game) in none of
the probes; ``pairs`` also tries two plays one after the other in the window (a play, then the
first play offered again in the same window).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def _tuple(x):
    return tuple(_tuple(v) for v in x) if isinstance(x, list) else x


def rebuild(rec, db):
    """The position of record ``rec``: a new game of its seed and decks, its decisions replayed."""
    from heresy_app.decks.practice import playable_ids
    from heresy_app.engine import new_game
    decks = [playable_ids(n, db)[0] for n in rec["decks"]]
    g = new_game(decks[0], decks[1], rec["seed"], db, log=False)
    for d in rec["made"]:
        g.apply(_tuple(d))
    return g


def _card(g, c) -> str:
    from heresy_app.engine.terms import AR, AS, FL, FP, POSITION_NAMES, SP
    t = g.tpl[c]
    st = "/".join(str(g.stat(c, s)) for s in (FP, AS, SP, AR, FL))
    return f"#{c} {t.name} [{st}] {POSITION_NAMES[g.pos[c]]}"


def show(g, p) -> list[str]:
    """The position from player ``p``'s side (the census sees every card; so does this)."""
    from heresy_app.engine.combat import war_action_under_way
    s = g.bsec
    fl = g.flag_counts()
    held = {q: [x for x in range(len(g.sec)) if g.sec_owner[x] == q] for q in (0, 1)}
    out = [f"turn {g.turn}, battle for sector {s} (needs {g.sec[s][2]}), flags me {fl[p]} / them {fl[1 - p]}; "
           f"held: me {held[p]}, them {held[1 - p]}; question: {g.question().kind}"]
    for who, q in (("me", p), ("them", 1 - p)):
        out.append(f"  {who:4s} sector: " + "; ".join(_card(g, c) for c in g.sectors[s][q]))
    out.append("  my hand: " + "; ".join(f"#{c} {g.tpl[c].name}" for c in g.hands[p]))
    wa = war_action_under_way(g)
    if wa:
        out.append(f"  war action: {wa['kind']} by #{wa['unit']} on #{wa['target']}")
    return out


def saves_of(g, p, decisions, seeds):
    from heresy_app.engine.ai.census import battle_result
    out = []
    for d in decisions:
        lost = []
        for seed in seeds:
            owner, winner = battle_result(g, d, seed)
            lost.append(owner == 1 - p or winner == 1 - p)
        if not any(lost):
            out.append(d)
    return out


def pair_saves(g, p, seeds, limit=40):
    """Two plays in the window: each play, then each play offered after it; the pairs that save."""
    from heresy_app.engine.ai.census import battle_result
    found = []
    firsts = [d for d in g.legal if d[0] == "play"][:limit]
    for d in firsts:
        w = g.clone(log=False)
        w.apply(d)
        # the play's own choices (targets, costs) made by the baseline until the window asks again
        from heresy_app.engine.ai.baseline.heuristic import decide as bdecide
        r = random.Random(0)
        n = 0
        while not w.over and ("pass",) not in w.legal and n < 50:
            w.apply(bdecide(w, w.current_player, w.legal, r))
            n += 1
        if w.over or w.current_player != p:
            continue
        for e in [x for x in w.legal if x[0] == "play"][:limit]:
            lost = []
            for seed in seeds:
                owner, winner = battle_result(w, e, seed)
                lost.append(owner == 1 - p or winner == 1 - p)
            if not any(lost):
                found.append((d, e))
                break
    return found


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("file")
    ap.add_argument("--limit", type=int, default=20)
    ap.add_argument("--lang", default="en")
    ap.add_argument("--pairs", action="store_true", help="also try two plays in a window")
    args = ap.parse_args()
    os.environ.setdefault("HERESY_HOME", tempfile.mkdtemp(prefix="heresy-saves-"))
    from heresy_app.cards.db import CardDB
    from heresy_app.engine.ai import choose, make_policy
    from heresy_app.engine.ai.baseline.heuristic import decide as bdecide
    from heresy_app.engine.ai.info import public_state
    from heresy_app.engine.ai.outcome import changes_war_action
    from heresy_app.engine.ai.search import saves as search_saves
    from heresy_app.engine.decisions import describe
    db = CardDB()
    recs = [json.loads(line) for line in open(args.file, encoding="utf-8") if line.strip()]
    seeds = [1000, 1001, 1002]
    more = list(range(2000, 2010))
    for k, rec in enumerate(recs[:args.limit]):
        g = rebuild(rec, db)
        p = g.current_player
        print(f"\n=== {k}: {rec['pair']} game {rec['game']} (seed {rec['seed']}), player {p}, "
              f"after {len(rec['made'])} decisions")
        print("\n".join(show(g, p)))
        alts = [d for d in g.legal if d != ("pass",)]
        found = saves_of(g, p, alts, seeds)
        window = g.question().kind != "war_action"
        h = choose(make_policy("heuristic"), g, random.Random(0))
        print(f"  heuristic now: {describe(g, h, args.lang)}  {h}")
        for d in found:
            ch = changes_war_action(g, d, bdecide) if window and d[0] == "play" else None
            sure = saves_of(g, p, [d], more)
            pub = public_state(g, p)
            sq = search_saves(pub, p, [d], random.Random(1))
            print(f"  SAVE {d}: {describe(g, d, args.lang)}; changes the war action: {ch}; "
                  f"saves in 10 more probes: {bool(sure)}; search.saves finds it: {bool(sq)}")
        if args.pairs and window and not found:
            for d, e in pair_saves(g, p, seeds):
                print(f"  PAIR {d} then {e}")


if __name__ == "__main__":
    main()
