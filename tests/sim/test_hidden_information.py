"""Every policy decides from what its player may see: moving the opponent's hidden cards (hand,
face-down cards, deck order) and the player's own deck order never changes a decision, nor the
input a policy is given (issue 26, item 5: no hidden card reaches the search except by sampling).
"Every policy" is every name ``make_policy`` takes (``policy_names()``: the policies and the three
levels), a time budget replaced by a fixed number of playouts so that the decision is reproducible."""

from __future__ import annotations

import random

import pytest

from heresy_app.engine import new_game, observation
from heresy_app.engine.ai import choose, make_level, make_policy, policy_names, public_state
from heresy_app.engine.ai.levels import LEVELS
from heresy_app.engine.observation import summary
from heresy_app.engine.terms import Z_DECK, Z_HAND, Z_SECTOR


def every_policy(playouts: int = 4):
    """(name, policy) for every name ``make_policy`` takes, searches with a fixed playout budget."""
    out = []
    for name in policy_names():
        if name in LEVELS:
            out.append((name, make_level(name, playouts=playouts)))
        elif name == "search":
            out.append((name, make_policy(f"search:{playouts}")))
        else:
            out.append((name, make_policy(name)))
    return out


class Recorder:
    """Wraps a policy and keeps every input it is given."""

    def __init__(self, policy):
        self.policy = policy
        self.inputs = []
        for attr in ("wants_public", "public_only", "blind"):
            if hasattr(policy, attr):
                setattr(self, attr, getattr(policy, attr))

    def __call__(self, observation, legal, rng, **kw):
        self.inputs.append((observation, list(legal)))
        return self.policy(observation, legal, rng, **kw)


def _reshuffle_hidden(g, me, rng):
    """A copy of ``g`` in which the cards ``me`` cannot see trade places (per owner)."""
    w = g.clone()
    opp = 1 - me
    slots = {opp: [], me: []}
    for q in (opp, me):
        slots[q].extend((w.decks[q], i) for i in range(len(w.decks[q])))
    slots[opp].extend((w.hands[opp], i) for i in range(len(w.hands[opp])))
    for s in range(3):
        zone = w.sectors[s][opp]
        slots[opp].extend((zone, i) for i, c in enumerate(zone) if not w.up[c])
    for sl in slots.values():
        cards = [z[i] for z, i in sl]
        rng.shuffle(cards)
        for (z, i), c in zip(sl, cards, strict=False):
            z[i] = c
    for q in (0, 1):
        for c in w.decks[q]:
            w.loc[c] = Z_DECK
        for c in w.hands[q]:
            w.loc[c] = Z_HAND
        for s in range(3):
            for c in w.sectors[s][q]:
                w.loc[c] = Z_SECTOR + s
    w.rng = random.Random(rng.random())   # the future shuffles differ too
    return w


def _positions(db, decks, seed, count):
    """Real situations from a game between random players, half in deployment and half in
    battles: (state copies with the player to decide having a real choice)."""
    from heresy_app.engine.turn import DeployFrame, FirstWaveFrame
    g = new_game(decks[0], decks[1], seed, db, log=False)
    rng = random.Random(seed)
    deploy, battle = [], []
    while not g.is_over:
        legal = g.legal_decisions()
        p = g.current_player
        top = g.stack[-1]
        hidden = g.hands[1 - p] or any(not g.up[c] for s in range(3) for c in g.sectors[s][1 - p])
        if len(legal) > 1 and hidden and not isinstance(top, FirstWaveFrame):
            (deploy if isinstance(top, DeployFrame) else battle).append(g.clone())
        g.apply(legal[rng.randrange(len(legal))])
    half = max(1, count // 2)
    pick = random.Random(seed + 1)
    out = pick.sample(deploy, min(half, len(deploy))) + pick.sample(battle, min(count - half, len(battle)))
    return out


def _hidden_differs(a, b, me):
    opp = 1 - me
    return (a.hands[opp] != b.hands[opp] or a.decks[opp] != b.decks[opp]
            or [a.sectors[s][opp] for s in range(3)] != [b.sectors[s][opp] for s in range(3)])


def _same_input(a, b):
    """Two inputs a policy was given are the same: the engine's observation dict equal, the public
    state equal in every slot it has (hands, decks, sectors, generator, history, summary)."""
    (oa, la), (ob, lb) = a, b
    assert la == lb
    assert set(oa) == set(ob)
    for k in oa:
        if k == "public":
            pa, pb = oa[k], ob[k]
            assert summary(pa) == summary(pb)
            assert pa.decks == pb.decks and pa.hands == pb.hands and pa.sectors == pb.sectors
            assert pa.rng.getstate() == pb.rng.getstate() and pa.decisions == pb.decisions == []
        else:
            assert oa[k] == ob[k], k


DECISION_SPECS = [("random", 12), ("heuristic", 25), ("baseline", 25), ("search:6", 6),
                  ("recruit", 12), ("veteran", 6), ("warmaster", 6)]


@pytest.mark.parametrize("spec,count", DECISION_SPECS)
def test_moving_hidden_cards_never_changes_a_decision(db, decks, spec, count):
    policy = make_level(spec, playouts=6) if spec in LEVELS else make_policy(spec)
    checked = 0
    kinds = set()
    for seed in (1, 2, 3):
        for g in _positions(db, decks, seed, count // 3 + 1):
            me = g.current_player
            for k in range(2):
                other = _reshuffle_hidden(g, me, random.Random(100 * seed + k))
                assert _hidden_differs(g, other, me)
                assert observation(g, me) == observation(other, me)
                d1 = choose(policy, g, random.Random(7))
                d2 = choose(policy, other, random.Random(7))
                assert d1 == d2, f"{spec} changed its decision when the hidden cards moved ({g.pending})"
            checked += 1
            kinds.add(g.pending)
    assert checked >= count
    assert len(kinds) >= 2   # deployment and battle decisions both covered


def test_public_state_is_the_same_whatever_the_hidden_cards(db, decks):
    for g in _positions(db, decks, 4, 6):
        me = g.current_player
        other = _reshuffle_hidden(g, me, random.Random(3))
        pa, pb = public_state(g, me), public_state(other, me)
        assert summary(pa) == summary(pb)
        assert pa.decks == pb.decks and pa.hands == pb.hands and pa.sectors == pb.sectors
        assert pa.rng.getstate() == pb.rng.getstate() and pa.decisions == pb.decisions == []
        assert pa.legal_decisions() == g.legal_decisions()


def test_every_policy_is_in_the_decision_test():
    """A policy added to ``make_policy`` must be added to the decision test too."""
    assert set(policy_names()) <= {spec.partition(":")[0] for spec, _ in DECISION_SPECS}


def test_every_policys_input_is_the_same_whatever_the_hidden_cards(db, decks):
    """What ``choose`` hands each policy (the observation, the public state, the legal list) is
    the same in two games that differ only in the cards the player cannot see."""
    policies = every_policy()
    assert {n for n, _ in policies} == set(policy_names())
    for name, policy in policies:
        for g in _positions(db, decks, 5, 4):
            me = g.current_player
            other = _reshuffle_hidden(g, me, random.Random(11))
            assert _hidden_differs(g, other, me)
            ra, rb = Recorder(policy), Recorder(policy)
            choose(ra, g, random.Random(3))
            choose(rb, other, random.Random(3))
            assert len(ra.inputs) == len(rb.inputs) == 1, name
            _same_input(ra.inputs[0], rb.inputs[0])
            obs = ra.inputs[0][0]
            if getattr(policy, "blind", False):
                assert set(obs) == {"player"}, name
            elif getattr(policy, "public_only", False):
                assert set(obs) == {"player", "public"}, name
            else:
                assert {k: v for k, v in obs.items() if k != "public"} == observation(g, me), name
