"""Blunders, read as a player reads a game (issue 26): detectors that look at a decision in its
position and say whether it is one of the kinds of blunder the AI census counts
(``benchmarks/ai_census.py``; their definitions are published in docs/ai.md).

Each detector is a plain function of a game state (the real one: the census judges with the
hindsight of the whole table, hidden cards included) and the decision the player to move is about
to make. Where a detector must know what a decision leads to, it plays the position on in copies
of the game with the frozen ``baseline`` policy for both players (:func:`play_on`): a fixed,
deterministic yardstick, so that improving the heuristic does not move the measure.

- :func:`deciding_pass`: a pass (of a war action, or in a tactics or modifier window) in a battle
  that decides the game, when the pass loses it and one other legal decision would save it;
- :func:`five_of_six`: five or more of the six cards deployed in a turn put into one sector (counted
  while the player holds no sector: with one held, a single sector more wins and may take them all);
- :func:`overloaded_flags`: after deployment, a sector with two or more flags beyond what captures
  it while another open sector is short by no more than that surplus;
- :func:`pointless_retreat`: a retreat from a sector the opponent captures anyway, or that nobody
  captures (the cards are thrown away);
- :func:`idle_play`: a tactic or modifier played in a war action that ends exactly as it would
  have without it (and whether the card came from the command hand);
- :func:`wrong_side`: a bonus given to an enemy card or harm done to an own card;
- :func:`flagged_left_to_die`: a flagged card the attack destroys left unblocked (or blocked by a
  card with as many flags) while a blocker with fewer flags could have taken the hit.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Any

from heresy_app.engine.ai.baseline.heuristic import decide as baseline_decide
from heresy_app.engine.ai.outcome import changes_war_action
from heresy_app.engine.combat import attack_damage, war_action_under_way
from heresy_app.engine.terms import AR, FL, Q_BLOCK, Q_MODIFIER, Q_TACTICS, Q_TARGET, Q_WAR_ACTION, SHIP, TURN_FOUR

if TYPE_CHECKING:
    from heresy_app.engine.shapes import Decision, Node
    from heresy_app.engine.state import GameState

__all__ = ["KINDS", "deciding", "captures_now", "play_on", "battle_result", "deciding_pass", "five_of_six",
           "overloaded_flags", "pointless_retreat", "idle_play", "wrong_side", "flagged_left_to_die",
           "GOOD_OPS", "BAD_OPS", "effect_sign", "census_game"]

KINDS = ("deciding_pass", "five_of_six", "overloaded_flags", "retreat_lost", "retreat_nobody", "idle_tactic",
         "idle_command", "wrong_side", "flagged_left_to_die")

GOOD_OPS = frozenset({"ready", "counter_attack", "grant"})
BAD_OPS = frozenset({"destroy", "lock", "damage"})
PROBES = 3          # playouts per decision compared (the same random numbers for each decision)
HORIZON = 600       # decisions a playout may take before it is given up


def effect_sign(e: Node) -> int:
    """+1 for an effect that helps the card it reaches, -1 for one that harms it, 0 otherwise."""
    op = e.get("op")
    if op == "modify":
        return 1 if int(e.get("sign", 1)) > 0 else -1
    if op in GOOD_OPS:
        return 1
    if op in BAD_OPS:
        return -1
    return 0


# ---------------------------------------------------------------------- the battle and its end

def _wins_with(g: GameState, q: int, s: int) -> bool:
    """Would ``q`` win the game on capturing sector ``s`` now?"""
    held = [x for x in range(len(g.sec)) if g.sec_owner[x] == q] + [s]
    if len(held) >= 2:
        return True
    if g.turn > TURN_FOUR:   # after turn 4 a capture decides when it gives the higher sector
        mine = max(g.sec[x][2] for x in held)
        theirs = [g.sec[x][2] for x in range(len(g.sec)) if g.sec_owner[x] == 1 - q]
        return not theirs or mine > max(theirs)
    return False


def deciding(g: GameState, p: int) -> bool:
    """The battle under way decides the game against ``p`` should the opponent capture it."""
    return g.bsec >= 0 and not g.over and _wins_with(g, 1 - p, g.bsec)


def captures_now(g: GameState) -> int:
    """Who would capture the battle's sector were it resolved now (-1: nobody)."""
    fl = g.flag_counts()
    need = g.sec[g.bsec][2]
    for q in (0, 1):
        if fl[q] > fl[1 - q] and fl[q] >= need:
            return q
    return -1


def play_on(w: GameState, rng: random.Random, stop: Callable[[GameState], bool]) -> None:
    """Play ``w`` on with the baseline policy for both players until ``stop(w)`` or the game ends."""
    n = 0
    while not w.over and not stop(w) and n < HORIZON:
        w.apply(baseline_decide(w, w.stack[-1].player, w.legal, rng))   # (the game is not over)
        n += 1


def battle_result(g: GameState, d: Decision, seed: int) -> tuple[int, int | None]:
    """(who captured the battle's sector, the winner or None) once decision ``d`` is made in ``g``
    and the battle played on to its end by the baseline (-2: the playout gave up)."""
    s, turn, fought = g.bsec, g.turn, len(g.fought)
    w = g.clone(log=False)
    w.rng.seed(seed)
    w.apply(d)

    def done(x: GameState) -> bool:
        return x.turn != turn or x.bsec != s or len(x.fought) != fought

    play_on(w, random.Random(seed), done)
    if not w.over and not done(w):
        return -2, None
    return (w.sec_owner[s] if s < len(w.sec_owner) else -1), (w.winner if w.over else None)


def _lost(g: GameState, p: int, d: Decision, seeds: Iterable[int]) -> list[bool]:
    out = []
    for seed in seeds:
        owner, winner = battle_result(g, d, seed)
        out.append(owner == 1 - p or winner == 1 - p)
    return out


# ---------------------------------------------------------------------- the detectors

def deciding_pass(g: GameState, d: Decision) -> bool:
    """``d`` passes (a war action, or in a tactics or modifier window) in a battle the opponent's
    capture would win, the opponent captures it were it resolved now, the pass loses the battle in
    every probe, and another legal decision keeps the sector from the opponent in every probe (in a
    window, only a play that changes the war action counts)."""
    if d != ("pass",) or g.bsec < 0 or g.over:
        return False
    p = g.current_player
    assert p is not None   # (a decision is pending: the game is not over)
    if g.question().kind not in (Q_WAR_ACTION, Q_TACTICS, Q_MODIFIER) or not deciding(g, p):
        return False
    if captures_now(g) != 1 - p:
        return False
    seeds = [1000 + i for i in range(PROBES)]
    if not all(_lost(g, p, d, seeds)):
        return False
    window = g.question().kind != Q_WAR_ACTION
    for alt in g.legal:
        if alt == d:
            continue
        # in a window, a play that leaves the war action as it was saves nothing (a difference in
        # the probes then comes from the dice its cost rolled, not from the play)
        if window and alt[0] == "play" and changes_war_action(g, alt, baseline_decide) is not True:
            continue
        if not any(_lost(g, p, alt, seeds)):
            return True
    return False


def five_of_six(deployed: Sequence[int]) -> bool:
    """``deployed``: how many cards a player put into each sector in one regular deployment."""
    return max(deployed, default=0) >= 5


def overloaded_flags(g: GameState, p: int) -> bool:
    """After deployment: a sector where ``p``'s flags are two or more beyond what captures it (the
    requirement, and one more than the opponent's flags there) while another open sector falls
    short of what captures it by no more than that surplus."""
    need, have = {}, {}
    for s in g.open_sectors():
        fl = [sum(g.stat(c, FL) for c in g.sectors[s][q] if g.tpl[c].type != SHIP) for q in (0, 1)]
        need[s] = max(g.sec[s][2], fl[1 - p] + 1)
        have[s] = fl[p]
    for s in need:
        surplus = have[s] - need[s]
        if surplus < 2:
            continue
        if any(x != s and 0 < need[x] - have[x] <= surplus for x in need):
            return True
    return False


def pointless_retreat(g: GameState, d: Decision) -> str | None:
    """For a retreat: "lost" when the opponent captures the sector after it, "nobody" when nobody
    does (the cards thrown away for nothing); None for any other decision (or a retreat that
    somehow leaves the sector to the retreating player)."""
    if d != ("retreat",):
        return None
    p = g.current_player
    assert p is not None   # (a decision is pending: the game is not over)
    owner, _ = battle_result(g, d, 1000)
    if owner == 1 - p:
        return "lost"
    if owner == -1:
        return "nobody"
    return None


def idle_play(g: GameState, d: Decision) -> tuple[bool, bool]:
    """(idle, from the command hand): ``d`` plays a tactic or modifier in a war action that then
    ends exactly as it would have had the player passed instead."""
    if d[0] != "play" or g.over:
        return False, False
    q = g.question()
    if q.kind not in (Q_TACTICS, Q_MODIFIER) or ("pass",) not in g.legal:
        return False, False
    idle = changes_war_action(g, d, baseline_decide) is False
    return idle, idle and d[1] in g.hands[g.stack[-1].player]   # (the game is not over)


def wrong_side(g: GameState, d: Decision) -> bool:
    """A bonus to an enemy card or harm to an own one: a target chosen for a helping effect among
    the enemy's cards (or for a harming one among the player's own) when the choice offered the
    right side too, or a tactic played whose change reaches the attacking, defending or blocking
    card of the wrong side."""
    if g.over:
        return False
    p = g.current_player
    assert p is not None   # (a decision is pending: the game is not over)
    q = g.question()
    if q.kind == Q_TARGET and d[0] == "choose":
        e = q.about.get("effect") or {}
        sign = effect_sign(e)
        if not sign or e.get("op") == "modify" and e.get("stat") is None:
            return False
        x = d[1]
        wrong = (g.owner[x] != p) if sign > 0 else (g.owner[x] == p)
        if not wrong:
            return False
        return any(((g.owner[o[1]] == p) if sign > 0 else (g.owner[o[1]] != p))
                   for o in g.legal if o[0] == "choose")
    if d[0] == "play" and q.kind in (Q_TACTICS, Q_MODIFIER):
        t = g.tpl[d[1]]
        ab = t.command if d[2] < 0 else t.abilities[d[2]]
        if ab is None:
            return False
        refs = {"attacking": g.wa_att, "defending": g.wa_def, "blocking": g.wa_block}
        for e in ab.effects:
            who = refs.get((e.get("target") or {}).get("ref", ""), -1)
            sign = effect_sign(e)
            if who >= 0 and sign and ((g.owner[who] != p) if sign > 0 else (g.owner[who] == p)):
                return True
    return False


def flagged_left_to_die(g: GameState, d: Decision) -> bool:
    """At a block: the attack as it stands destroys a flagged target, and ``d`` leaves it unblocked
    or blocks with a card of as many flags, while a legal blocker with fewer flags exists."""
    if g.over:
        return False
    q = g.question()
    if q.kind != Q_BLOCK:
        return False
    u, t = q.about["unit"], q.about["target"]
    if t < 0 or u < 0:
        return False
    wa = war_action_under_way(g)
    kind = wa["kind"] if wa else q.about["attack"]
    if attack_damage(g, u, t, kind) < g.stat(t, AR, u):
        return False
    ft = g.stat(t, FL)
    if ft <= 0:
        return False
    if d[0] == "block" and g.stat(d[1], FL) < ft:
        return False
    return any(o[0] == "block" and g.stat(o[1], FL) < ft for o in g.legal)


# ---------------------------------------------------------------------- one game, counted

def census_game(g: GameState, policies: Sequence[Any], rngs: Sequence[random.Random],
                choose: Callable[[Any, GameState, random.Random], Decision], watch: Sequence[int] = (0, 1),
                max_decisions: int = 20_000,
                seen: Callable[[str, GameState, Decision, list[Decision]], object] | None = None) -> dict[str, Any]:
    """Play ``g`` to its end, ``policies[p]`` deciding for player ``p`` through ``choose(policy,
    state, rng)``, and count each kind of blunder (:data:`KINDS`) the players in ``watch`` make.
    ``seen(kind, state, decision, made)`` (optional) is told of each blunder counted before the
    decision is made, ``made`` the decisions made so far from the start (replayed on a new game of
    the same seed, they rebuild the position: the census saves the positions with it).
    Returns ``{"counts": {player: {kind: n}}, "winner": ..., "decisions": n}``."""
    counts = {p: dict.fromkeys(KINDS, 0) for p in watch}
    deployed = {p: [0, 0, 0] for p in (0, 1)}
    deploying = False
    made: list[Decision] = []
    n = 0
    while not g.over and n < max_decisions:
        p = g.current_player
        assert p is not None   # (a decision is pending: the game is not over)
        legal = g.legal
        kind = legal[0][0]
        if kind == "deploy":
            deploying = True
        elif deploying:   # the deployment is over: how it left the sectors
            deploying = False
            for q in watch:
                if sum(deployed[q]) and q not in g.sec_owner:   # holding a sector, one more may take all
                    counts[q]["five_of_six"] += five_of_six(deployed[q])
                    counts[q]["overloaded_flags"] += overloaded_flags(g, q)
            deployed = {q: [0, 0, 0] for q in (0, 1)}
        d = choose(policies[p], g, rngs[p]) if len(legal) > 1 else legal[0]
        if p in watch and len(legal) > 1:
            c = counts[p]
            if d[0] == "deploy":
                deployed[p][d[2]] += 1
            elif d == ("pass",):
                if deciding_pass(g, d):
                    c["deciding_pass"] += 1
                    if seen is not None:
                        seen("deciding_pass", g, d, list(made))
            elif d == ("retreat",):
                r = pointless_retreat(g, d)
                if r:
                    c["retreat_" + r] += 1
            elif d[0] == "play":
                idle, command = idle_play(g, d)
                c["idle_tactic"] += idle
                c["idle_command"] += command
                c["wrong_side"] += wrong_side(g, d)
            elif d[0] == "choose":
                c["wrong_side"] += wrong_side(g, d)
            elif d[0] in ("block", "no_block"):
                c["flagged_left_to_die"] += flagged_left_to_die(g, d)
        elif d[0] == "deploy":
            deployed[p][d[2]] += 1
        g.apply(d)
        if seen is not None:
            made.append(d)
        n += 1
    return {"counts": counts, "winner": g.winner if g.over else "stopped", "decisions": n}
