"""The ``search`` policy: determinized Monte-Carlo search over what the player may know.

For each decision with a real choice it samples possible worlds from the public state
(:func:`~heresy_app.engine.ai.info.determinize`: the hidden cards dealt at random, the player's
own deck order too), tries every candidate decision still in the running in each world with the
same random numbers (common random numbers: the comparison is paired), plays on with the quick
heuristic for both players (:func:`~heresy_app.engine.ai.heuristic.decide` with ``quick``: a
tactic is played on its value, without the copies of the game the policy follows to check it)
and scores the end with :func:`~heresy_app.engine.ai.leaf.fitted_value` in the sampled world (a
logistic model fitted to the results of self-play games over ``win_chance``, the hands, the decks
and the sectors held; every card at its own value; 1/0/0.5 once the game is over).

How far a playout goes: from a deployment decision, to the end of the deployment (both players'
cards placed: the deployment is what is compared, and a playout costs a tenth of one through the
battle); from a decision inside a war action (a tactics or modifier window, a target, a block) in
a battle that does not decide the game, to the end of that war action, scored with the leaf value
fitted at the end of war actions (:mod:`~heresy_app.engine.ai.leaf_weights_wa`): every line stops
at the same point and costs a fraction of one to the battle's end (issue 26, sixth round: 35% of
the search's time went there), and the time saved is banked for the key decisions; in a battle
the opponent's capture would win them the game, to the first decision after that battle (a capture
by the opponent ends the game: an exact 0; until the fourteenth round, past the turn to the end of
the next deployment); otherwise to the end of the battle under way (outside a battle: of the next
one), never past the end of the turn. Cutting every decision of a battle at the end of a war
action (the choice of attack and the pass too, and in a deciding battle) was measured worse: 25
of 48 games against the baseline (see docs/ai.md): a pass and an attack then stop at different
points, and the end of one war action tells too little of who takes the sector.

Issue 26 measured why the search of 8a1ae5f did not beat the frozen baseline (48%): at 25-50 ms a
decision it sampled 0.4 worlds per deployment decision and 2-4 elsewhere (a playout took 5-15 ms,
70% of it in the heuristic's checks of what a tactic changes), so its paired test almost never let
it leave the heuristic's choice (under 1% of decisions); and the value it maximised,
:func:`~heresy_app.engine.ai.sector_model.game_value` (the chance to capture with the cards in
place), predicted the winner worse than a coin at the end of a battle (Brier score 0.31-0.34
against 0.25; ``win_chance`` 0.16-0.18). See docs/ai.md for the figures.

Where the budget goes:

- a round tries each candidate in one world; after :data:`TIE_ROUNDS` rounds in which every
  candidate scored the same in every world, the search stops (nothing it could learn changes the
  choice: the heuristic's own is played);
- successive halving: after 2, 4, 8 and 16 rounds (:data:`HALVE_AT`) the worse half of the
  candidates by mean is dropped (the heuristic's choice stays), and from :data:`PRUNE_FROM`
  rounds on a candidate a paired test finds clearly worse than the best so far (:data:`Z_PRUNE`),
  so the later worlds go to the close options;
- the candidate with the best mean over the worlds is played, the heuristic's own choice credited
  with :data:`LEAVE_MARGIN` (a prior for the rule of thumb: a paired significance test needs more
  worlds than a 50 ms decision has, and left the heuristic's choice almost never); among equal
  means one that acts with the player's own card comes before one listed earlier;
- a regular deployment compares whole plans, not single cards in single sectors
  (:mod:`~heresy_app.engine.ai.plans`: the flags spread over the open sectors, or all into each pair
  of them, the flagless cards after them where the flags suffice), with the heuristic's own
  card-by-card answer; each line deploys ``me``'s cards by its plan to the end of the deployment,
  and the plan chosen is kept for the next cards of the deployment (it takes the heuristic's
  credit while the hand holds its cards) (issue 26, ninth round: deployment decided 6 of 14 lost
  games, and comparing one card at a time the search left the heuristic's choice 8-10% of the time);
- a retreat is never a candidate (it cannot win the sector); a war action compares at most
  :data:`WAR_CANDIDATES` (the heuristic's choice, the pass, the rest by the heuristic's values);
  with more than :data:`MAX_CANDIDATES` decisions, a deployment compares the heuristic's card in
  every sector first; holding no sector, no fifth card of a deployment goes into one sector while
  another can take it; nor is a :func:`blunder` (a bonus for an enemy card, harm to an own one, a
  flagged unit left to die) a candidate;
- with a time budget, what a decision leaves unspent is banked (up to :data:`BANK` budgets) and
  given to the decisions that shape the game: deployment, the choice of battle, a war action
  among several and any decision in a battle whose capture by the opponent would win them the
  game; such a decision may take up to ``cap_ms``; the choice of planet and of battle (one or
  two a game) up to ``rare_ms``;
- the tail the 95th percentile leaves: a key decision still :func:`undecided` when its budget runs
  out (an alternative within a paired z of :data:`Z_LONG` of the heuristic's choice, its credit
  counted, or fewer than two worlds) goes on to ``long_ms`` while the decisions that took more than
  ``cap_ms`` (the rare ones included) stay within :data:`LONG_SHARE` of those with a choice (issue
  26, eighth round: a decision in a deciding battle plays each line to the next deployment, 20-50
  ms a line, and compared 8 candidates in 0-2 worlds at 48 ms);
- in a deciding battle the opponent takes as it stands, the look for the decisions that save it
  (:func:`saves`, every decision tried once to the battle's end before the search) stops after half
  the base budget (a war action offering 150 decisions took up to 2.7 s of CPU there).

Budget: ``playouts`` per decision (reproducible: the same seed gives the same game), or ``ms`` of
CPU time (``time.thread_time``: the thread's own processor time, so other programs on a loaded
machine do not weaken the search; results still vary between runs). A round starts only when the
average round so far says it will end in time, and a round the clock cuts short is dropped; when
not even the first round fits, the heuristic's own choice is played. ``stop`` (a callable given by
the caller, e.g. the board when the game changed under the search) ends the search at once: it is
asked between playouts and every few decisions inside one, and the heuristic's choice or the best
found so far is returned (whoever abandoned the search ignores it).
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import replace

from heresy_app.engine.ai import heuristic
from heresy_app.engine.ai.deployment import room
from heresy_app.engine.ai.heuristic import decide, fallback_choice, patience_spent, public_view, war_action_values
from heresy_app.engine.ai.info import determinize
from heresy_app.engine.ai.leaf import fitted_value
from heresy_app.engine.ai.leaf_weights_wa import WEIGHTS as WAR_ACTION_WEIGHTS
from heresy_app.engine.ai.outcome import changes_war_action, end_depth
from heresy_app.engine.ai.plans import deployment_plans, plan_key, plan_move
from heresy_app.engine.ai.weights import DEFAULT as DEFAULT_WEIGHTS
from heresy_app.engine.observation import step_of
from heresy_app.engine.terms import Q_MODIFIER, Q_TACTICS, Q_WAR_ACTION

__all__ = ["SearchPolicy", "DEFAULT_PLAYOUTS", "Abandoned", "paired_z", "key_decision", "rare_decision", "blunder",
           "threatened", "undecided", "saves"]

DEFAULT_PLAYOUTS = 16
MAX_CANDIDATES = 8
WAR_CANDIDATES = 5   # war actions compared: the heuristic's choice, the pass, the best by its values
THREAT_CANDIDATES = 8   # compared when the battle the opponent takes as it stands would win them the game
TIE_ROUNDS = 3      # rounds of all-equal values in every world after which the search stops
PRUNE_FROM = 4      # rounds before a clearly worse candidate may be dropped
Z_PRUNE = 2.5       # paired z below the best at which a candidate is dropped
HALVE_AT = (2, 4, 8, 16)   # rounds after which the worse half of the candidates is dropped
LEAVE_MARGIN = 0.03  # the heuristic's choice is left for a mean higher by more than this
BANK = 4.0          # unspent time kept for the key decisions, in per-decision budgets
LONG_SHARE = 0.04   # decisions past cap_ms (the choice of planet and of battle included), at most this share
#                     of the decisions with a choice: the 95th percentile stays within cap_ms, 1% to spare
LONG_OVER = 1.05    # a decision is long past this many times cap_ms (a playout's last steps overshoot a little)
Z_LONG = 1.5        # an alternative within this paired z of the heuristic's choice (its credit counted) is undecided
STOP_EVERY = 8      # decisions inside a playout between two looks at ``stop``


class Abandoned(Exception):
    """Raised inside a playout when the caller's ``stop`` says the search is no longer wanted."""


def paired_z(diffs) -> float:
    """The paired test statistic of ``diffs`` (one candidate's value minus another's in each
    world): mean / standard error; +-inf when every difference is the same non-zero number, 0 for
    fewer than two worlds or all zero."""
    n = len(diffs)
    if n < 2:
        return 0.0
    m = sum(diffs) / n
    var = sum((x - m) ** 2 for x in diffs) / (n - 1)
    if var <= 1e-18:
        return 0.0 if abs(m) <= 1e-12 else math.copysign(math.inf, m)
    return m / math.sqrt(var / n)


def key_decision(g, me, legal) -> bool:
    """A decision that shapes the game: deployment, the choice of battle, or one in a battle whose
    capture by the opponent would win them the game (time banked elsewhere is spent here)."""
    kind = legal[0][0] if legal[0][0] != "pass" or len(legal) == 1 else legal[1][0]
    if kind in ("deploy", "first_wave", "battle"):
        return True
    if g.bsec < 0 or g.over:
        return False
    if g.question().kind == Q_WAR_ACTION and len(legal) > 2:
        return True   # an attack among several: the windows around it pass most of the time
    from heresy_app.engine.ai.census import deciding
    return deciding(g, me) or deciding(g, 1 - me)


def blunder(g, d) -> bool:
    """Is ``d`` a blunder a player sees at once: a bonus for an enemy card or harm to an own one, or
    a flagged unit left to die (or blocked by a card of as many flags) while a blocker with fewer
    flags exists (the census's detectors, :mod:`heresy_app.engine.ai.census`; they read only
    what is on the table)?"""
    from heresy_app.engine.ai.census import flagged_left_to_die, wrong_side
    return d[0] in ("choose", "play") and wrong_side(g, d) or d[0] in ("block", "no_block") and flagged_left_to_die(g, d)


def threatened(g, me) -> bool:
    """A battle whose capture would win the opponent the game, and the opponent captures it as it
    stands: every decision is first tried once to the battle's end in a sampled world, and those
    that keep the sector from the opponent there come first among the :data:`THREAT_CANDIDATES`
    compared, whatever the heuristic's ranking (the census counted deciding battles passed when a
    play would have saved them)."""
    if g.bsec < 0 or g.over:
        return False
    from heresy_app.engine.ai.census import captures_now, deciding
    return deciding(g, me) and captures_now(g) == 1 - me


def undecided(vals, active, d_i) -> bool:
    """After the worlds sampled so far (``vals[i]``: candidate ``i``'s value in each), could more of
    them change the choice? Yes with fewer than two worlds, or when some candidate still in the
    running (``active``) is within :data:`Z_LONG` of the heuristic's choice ``d_i`` by a paired test
    of its values against the choice's with the choice's credit (:data:`LEAVE_MARGIN`) counted: the
    search is on the line between leaving the choice and keeping it."""
    others = [i for i in active if i != d_i]
    if not others:
        return False
    if len(vals[d_i]) < 2:
        return True
    for i in others:
        diffs = [x - LEAVE_MARGIN for x in _diffs(vals[i], vals[d_i])]
        if len(diffs) >= 2 and abs(paired_z(diffs)) < Z_LONG:
            return True
    return False


def rare_decision(legal) -> bool:
    """The choice of the planet or of the sector to fight for: one or two a game, and the game's
    course follows from them (such a decision may take the level's ``rare_ms``)."""
    return any(d[0] in ("planet", "battle") for d in legal)


def _decides_against(g, me) -> bool:
    """The battle under way would win the opponent the game should they capture it: its playouts
    go on to the first decision after the battle (:data:`DECIDING_TO_BATTLE_END`; a capture by the
    opponent ends the game there, scored exactly). Issue 26 first cut them at the battle's end and
    found the search passed the tactic that saves the deciding battle in
    tests/sim/test_plays_like_a_player.py, and sent them on to the end of the next deployment (20-50
    ms a line, 3-4 worlds a decision); since the fourteenth round the leaf counts the events the
    resolution plays, and the saves of that file and tests/sim/test_deciding_lines.py are found."""
    from heresy_app.engine.ai.census import deciding
    return deciding(g, me)


class SearchPolicy:
    """``policy(observation, legal, rng, stop=None) -> decision``: needs ``observation["public"]``."""

    wants_public = True
    public_only = True
    stoppable = True

    def __init__(self, playouts: int | None = None, ms: float | None = None, horizon: int = 400,
                 cap_ms: float | None = None, name: str | None = None, rare_ms: float | None = None,
                 long_ms: float | None = None, plans: bool = True):
        if playouts is None and ms is None:
            playouts = DEFAULT_PLAYOUTS
        self.playouts = playouts
        self.ms = ms
        self.cap_ms = max(ms, cap_ms) if ms is not None and cap_ms is not None else ms
        # the choice of planet and of battle (about 3% of a game's decisions with a choice) may
        # take up to rare_ms: the 95th percentile of the decisions stays within cap_ms
        self.rare_ms = max(self.cap_ms, rare_ms) if ms is not None and rare_ms is not None else self.cap_ms
        # an undecided key decision may go on to long_ms while the decisions past cap_ms stay within
        # LONG_SHARE of those with a choice (the 95th percentile's tail spent where the choice is close)
        self.long_ms = max(self.cap_ms, long_ms) if ms is not None and long_ms is not None else self.cap_ms
        self.clock = time.thread_time   # CPU time of the searching thread (tests give a clock of their own)
        self.choices = 0         # decisions with a choice seen
        self.long = 0            # of them, those that took more than cap_ms
        self.horizon = horizon
        self.plans = plans       # a regular deployment compares whole plans (plans.py), not single cards
        self.plan = None         # (turn, player, the rest of the plan followed) in the deployment under way
        self.name = name or (f"search:{ms:g}ms" if ms is not None else f"search:{playouts}")
        self.bank = 0.0          # seconds of CPU time saved by earlier decisions
        self.last = {}           # what the last search did: rounds, candidates, seconds, why it stopped,
        #                          the kind of decision, whether it left the heuristic's choice

    def __repr__(self):
        return self.name

    def __call__(self, observation, legal, rng, stop=None):
        if len(legal) == 1:
            return legal[0]
        clock = self.clock
        started = clock()
        self.choices += 1
        try:
            return self._decide(observation, legal, rng, stop, clock, started)
        finally:
            if self.ms is not None and clock() - started > LONG_OVER * self.cap_ms / 1000.0:
                self.long += 1

    def _decide(self, observation, legal, rng, stop, clock, started):
        pub, me = public_view(observation)
        if pub is None:
            return fallback_choice(legal, rng)
        own = random.Random(rng.getrandbits(64))
        # the heuristic's choice without its last look at a deciding battle's saves (rescue.py: up to
        # 13 x 4 playouts to the battle's end, 100-400 ms of CPU); the search tries its own candidates there
        default = decide(pub, me, legal, random.Random(0), False, replace(heuristic.DEFAULT_WEIGHTS, rescue_worlds=0.0))
        if default == ("pass",) and patience_spent(pub):
            return default           # battle.combat.limit: the AI stops repeating itself
        plans = None
        if self.plans and legal[-1][0] == "deploy":
            cands, plans, d_i = self._plan_candidates(pub, me, legal, default)
            if len(cands) == 1:
                return cands[0]
            return self._budgeted(pub, me, legal, cands, default, own, stop, clock, started, plans, d_i)
        threat = threatened(pub, me)
        # the saves of a deciding battle are looked for in half the base budget at most (a war action may
        # offer 150 decisions: tried one by one to the battle's end, they took up to 2.7 s of CPU)
        soon = None if self.ms is None else started + self.ms / 2000.0
        cands = _candidates(legal, default, own, pub, me, wide=threat,
                            halt=None if soon is None else (lambda: clock() >= soon))
        if len(cands) > 1 and ("pass",) in cands and pub.question().kind in (Q_TACTICS, Q_MODIFIER):
            # a play that ends the war action as a pass would is a card spent for nothing
            cands = [d for d in cands if d[0] != "play" or d == default
                     or changes_war_action(pub, d, decide) is not False]
        # a bonus for an enemy card, harm to an own one, a flagged unit left to die while a blocker
        # with fewer flags could take the hit: blunders a player sees, never compared
        cands = [d for d in cands if d == default or not blunder(pub, d)]
        if len(cands) == 1:
            return cands[0]
        return self._budgeted(pub, me, legal, cands, default, own, stop, clock, started)

    def _plan_candidates(self, pub, me, legal, default):
        """A regular deployment's candidates: the plan followed so far in this deployment (when the
        hand still holds exactly its cards; it takes the heuristic's credit), the heuristic's own
        card-by-card answer (plan None) and the plans of :func:`~heresy_app.engine.ai.plans.deployment_plans`;
        the first decision of each, the plans and the index of the credited one."""
        plans: list = []
        keys = set()
        held = sorted(pub.tpl[c].id for c in pub.hands[me])
        if self.plan is not None and self.plan[:2] == (pub.turn, me) and sorted(t for t, _ in self.plan[2]) == held:
            plans.append(list(self.plan[2]))
            keys.add(plan_key(self.plan[2]))
        self.plan = None
        d_i = 0
        if not plans or plan_move(pub, plans[0], legal)[0] is None:
            plans = [None]
        else:
            plans.append(None)
        for p in deployment_plans(pub, me, legal):
            if plan_key(p) not in keys and plan_move(pub, p, legal)[0] is not None:
                keys.add(plan_key(p))
                plans.append(p)
        cands = [default if p is None else plan_move(pub, p, legal)[0] for p in plans]
        return cands, plans, d_i

    def _budgeted(self, pub, me, legal, cands, default, own, stop, clock, started, plans=None, d_i=None):
        budget = self.playouts if self.playouts is not None else 10 ** 9
        deadline = longer = None
        if self.ms is not None:
            base = self.ms / 1000.0
            extra = 0.0
            if rare_decision(legal):
                extra = self.rare_ms / 1000.0 - base
            else:
                key = key_decision(pub, me, legal)
                if self.cap_ms > self.ms and self.bank > 0 and key:
                    extra = min(self.bank, self.cap_ms / 1000.0 - base)
                if key and self.long_ms > self.cap_ms and self.long + 1 <= LONG_SHARE * self.choices:
                    longer = started + self.long_ms / 1000.0
            deadline = started + base + extra
        try:
            choice = self._search(pub, me, cands, default, own, budget, deadline, clock, stop, longer, plans, d_i)
        finally:
            if self.ms is not None:
                used = clock() - started
                self.bank = min(BANK * self.ms / 1000.0, max(0.0, self.bank + self.ms / 1000.0 - used))
        return choice

    def _search(self, pub, me, cands, default, own, budget, deadline, clock, stop, longer=None, plans=None,
                d_i=None):
        def out_of_time(at):   # would the clock have run out by ``at``? (an undecided choice may take ``longer``)
            nonlocal deadline, longer, extended
            if deadline is None or at < deadline:
                return False
            if longer is not None and undecided(vals, active, d_i):
                deadline, longer, extended = longer, None, True   # the choice is close: more worlds
            return at >= deadline

        def halt():   # asked inside a playout: the caller gave up, or the clock ran out
            return (stop is not None and stop()) or out_of_time(clock())

        if d_i is None:
            d_i = cands.index(default)
        deploying = cands[-1][0] in ("deploy", "first_wave")
        to_end = not deploying and _decides_against(pub, me)
        # inside a war action (a window, a target, a block) every line ends with it: the same
        # point for every candidate, scored by the value fitted there
        cut = not (deploying or to_end) and end_depth(pub) >= 0
        vals = [[] for _ in cands]
        active = list(range(len(cands)))
        extended = False
        started = clock()
        rounds = spent = 0
        why = "budget"
        while spent + len(active) <= budget or not rounds:
            if stop is not None and stop():
                why = "stopped"
                break
            if rounds:
                now = clock()
                if out_of_time(now + (now - started) / rounds):
                    why = "time"
                    break
            world = determinize(pub, me, own)
            seed = own.getrandbits(32)
            row = {}
            try:
                for i in active:
                    if out_of_time(clock()):
                        raise Abandoned
                    w = world.clone()
                    w.apply(cands[i])
                    rest = None
                    if plans is not None and plans[i] is not None:
                        rest = list(plans[i])
                        rest.pop(plan_move(pub, rest, [cands[i]])[1])
                    row[i] = _playout(w, me, random.Random(seed), self.horizon, halt, deployment=deploying,
                                      to_end=to_end, cut=cut, plan=rest)
            except Abandoned:   # the clock or the caller cut the round short: drop it
                why = "stopped" if stop is not None and stop() else "time"
                break
            for i, v in row.items():
                vals[i].append(v)
            rounds += 1
            spent += len(active)
            if rounds >= TIE_ROUNDS and all(vals[i] == vals[d_i] for i in active):
                why = "tie"
                break
            if rounds in HALVE_AT and len(active) > 2:   # successive halving: the worlds go to the close options
                ranked = sorted(active, key=lambda i: -_mean(vals[i]))
                keep = set(ranked[:max(2, (len(active) + 1) // 2)]) | {d_i}
                active = [i for i in active if i in keep]
            if rounds >= PRUNE_FROM and len(active) > 2:
                best = max(active, key=lambda i: _mean(vals[i]))
                active = [i for i in active if i in (best, d_i)
                          or paired_z(_diffs(vals[best], vals[i])) < Z_PRUNE]
            if len(active) == 1:
                why = "decided"
                break
        pick = d_i
        base = _mean(vals[d_i])
        better = [i for i in active if i != d_i and _mean(vals[i]) > base + LEAVE_MARGIN]
        if rounds and better:
            top = max(_mean(vals[i]) for i in better)
            tied = [i for i in better if _mean(vals[i]) >= top - 1e-9]
            pick = min(tied, key=lambda i: (not _own_card(pub, me, cands[i]), i))
        choice = cands[pick]
        if plans is not None and plans[pick] is not None:   # the plan chosen goes on with the next cards
            rest = list(plans[pick])
            rest.pop(plan_move(pub, rest, [choice])[1])
            self.plan = (pub.turn, me, rest) if rest else None
        self.last = {"rounds": rounds, "candidates": len(cands), "left": len(active), "why": why,
                     "seconds": clock() - started, "kind": _kind(cands) + ("*" if cut else ""), "changed": choice != default,
                     "extended": extended,
                     "plan": None if plans is None else "heuristic" if plans[pick] is None else pick,
                     "means": [_mean(v) for v in vals], "credited": d_i}
        return choice


def _kind(cands) -> str:
    """The kind of decision compared (its first word, "pass" aside)."""
    return next((d[0] for d in cands if d[0] != "pass"), "pass")


def _mean(xs) -> float:
    return sum(xs) / len(xs) if xs else 0.0


def _diffs(a, b) -> list[float]:
    """Paired differences over the worlds both were played in (a pruned candidate stopped early:
    its values are those of the first worlds)."""
    n = min(len(a), len(b))
    return [x - y for x, y in zip(a[:n], b[:n], strict=True)]


def _own_card(g, me, d) -> bool:
    """Does decision ``d`` act with (or choose) a card of ``me``?"""
    return len(d) > 1 and isinstance(d[1], int) and 0 <= d[1] < len(g.owner) and g.owner[d[1]] == me


def _candidates(legal, default, rng, g=None, me=0, wide=False, halt=None):
    """The decisions compared: each once, never a retreat (it destroys every card of the player in
    the sector and can never win it; the heuristic never retreats either). A war action compares
    at most :data:`WAR_CANDIDATES` (``wide``, in a deciding battle the opponent takes as it stands:
    :data:`THREAT_CANDIDATES`): the heuristic's own choice, the pass, then the others by the
    heuristic's values (:func:`~heresy_app.engine.ai.heuristic.war_action_values`; an attack that
    kills nothing ranks last), so that the worlds of a 50 ms decision go to the attacks worth
    comparing rather than to a sample of eight. Holding no sector, a deployment never compares a
    fifth card of the deployment into one sector while another can take it. Anything else
    compares at most
    :data:`MAX_CANDIDATES`: the heuristic's own choice, then (deploying) its card in the other
    sectors (where to put it), then a sample of the others."""
    seen = []
    for d in legal:
        if d not in seen and (d != ("retreat",) or d == default):
            seen.append(d)
    cap = THREAT_CANDIDATES if wide else WAR_CANDIDATES
    if g is not None and len(seen) > cap and g.question().kind == Q_WAR_ACTION:
        vals = dict(zip(seen, war_action_values(g, me, seen), strict=True))
        first = [default] + [d for d in seen if d == ("pass",) and d != default]
        rest = sorted((d for d in seen if d not in first), key=lambda d: -vals[d])   # stable: ties keep their order
        if wide:
            found = saves(g, me, rest, rng, halt)
            rest = [d for d in rest if d in found] + [d for d in rest if d not in found]
        return (first + rest)[:cap]
    if g is not None and seen[-1][0] == "deploy" and me not in g.sec_owner:
        # holding no sector, two are needed: no fifth card of a deployment into one sector while
        # another can take it (the heuristic's rule; the census counts five of six as a blunder)
        ok = set(room(g, me, sorted({d[2] for d in seen if d[0] == "deploy"}), int(round(DEFAULT_WEIGHTS.cap))))
        seen = [d for d in seen if d[0] != "deploy" or d[2] in ok or d == default]
    if len(seen) <= (THREAT_CANDIDATES if wide else MAX_CANDIDATES):
        return seen
    first = [default]
    if default[0] in ("deploy", "first_wave") and len(default) > 2:
        first += [d for d in seen if d != default and d[:2] == default[:2]][:MAX_CANDIDATES - 1]
    others = [d for d in seen if d not in first]
    return first + rng.sample(others, MAX_CANDIDATES - len(first))


def saves(g, me, decisions, rng, halt=None) -> set:
    """The decisions after which, in one sampled world, the quick heuristic's play to the end of
    the battle leaves the battle's sector (and the game) out of the opponent's hands. ``halt``
    (asked before each decision is tried): the time is up; the decisions not tried are no saves."""
    world = determinize(g, me, rng)
    seed = rng.getrandbits(32)
    s, turn, fought = g.bsec, g.turn, len(g.fought)
    out = set()
    for d in decisions:
        if halt is not None and halt():
            break
        w = world.clone()
        w.apply(d)
        r = random.Random(seed)
        n = 0
        while not w.over and w.turn == turn and w.bsec == s and len(w.fought) == fought and n < 200:
            w.apply(decide(w, w.current_player, w.legal, r, True))
            n += 1
        if w.winner != 1 - me and (w.over or w.sec_owner[s] != 1 - me):
            out.add(d)
    return out


# a deciding battle's lines end at the first decision after the battle (False: after the next
# turn's deployment, as before the fourteenth round)
DECIDING_TO_BATTLE_END = True


def _playout(w, me, rng, horizon, stop=None, deployment=False, to_end=False, cut=False, plan=None):
    """Play on with the quick heuristic for both players until the battle under way (or, outside
    a battle, the next battle) is over, with ``deployment`` until the deployment is, with
    ``to_end`` until the battle under way is over (:data:`DECIDING_TO_BATTLE_END`; else until the
    game is or the next turn's deployment is done, the same point of the game whatever forced moves
    the engine made on its own; the game's end cost 2-4 times as much and left a deciding battle
    under one world a decision), at most
    ``horizon`` decisions; ``me``'s chance to win there, every card at its own value.
    Stopping at a fixed number of decisions would reward stalling (an extra tactic pushes the
    bad news past the horizon), so the horizon is a point in the game, not a count. With ``cut``
    (a decision inside a war action) the line ends with that war action, scored with the value
    fitted there; should the battle or the turn end first, at the next decision. ``plan`` (a
    deployment plan's cards still to place, :mod:`~heresy_app.engine.ai.plans`): ``me`` deploys
    them in its order while the deployment offers them (the quick heuristic otherwise)."""
    turn, battle, fought = w.turn, w.bsec, len(w.fought)
    depth = -1
    n = 0
    while not w.over and n < horizon:
        if cut:
            if depth < 0:
                depth = end_depth(w)
            elif len(w.stack) <= depth:
                return fitted_value(w, me, WAR_ACTION_WEIGHTS)
            if w.turn != turn or w.bsec != battle:
                break
        elif to_end:
            if DECIDING_TO_BATTLE_END and (w.bsec != battle or len(w.fought) > fought or w.turn != turn):
                break
            if w.turn != turn and step_of(w) not in ("deployment", "setup"):
                break
        elif deployment:
            if step_of(w) != "deployment":
                break
        elif w.turn != turn:
            break
        elif battle >= 0:
            if w.bsec != battle:
                break
        elif len(w.fought) > fought and w.bsec < 0:
            break
        legal = w.legal
        p = w.current_player
        if plan and p == me and legal[-1][0] == "deploy":
            d, k = plan_move(w, plan, legal)
            if d is not None:
                plan.pop(k)
                w.apply(d)
                n += 1
                continue
        w.apply(decide(w, p, legal, rng, True))
        n += 1
        if stop is not None and n % STOP_EVERY == 0 and stop():
            raise Abandoned
    return fitted_value(w, me)
