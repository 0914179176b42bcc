"""Properties of random legal games: they end, never raise, conserve every card, offer only
legal decisions, and replay identically from their JSON."""

import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from heresy_app.decks.practice import sample_ids as practice_deck
from heresy_app.engine import GameState, IllegalDecision, citations, load_game, log_lines, new_game, play_game
from heresy_app.engine.observation import summary


def _decks():
    return practice_deck("loyalist"), practice_deck("traitor")


def _conserved(g: GameState) -> None:
    seen = []
    for zone in g.all_zones().values():
        seen.extend(zone)
    assert sorted(seen) == list(range(len(g.tpl))), "a card is missing or in two zones"
    for name, zone in g.all_zones().items():
        for c in zone:
            assert g.zone_of(c).split(":")[0] in name, f"card {c} is listed in {name} but thinks it is in {g.zone_of(c)}"


def test_a_thousand_random_games_end_and_conserve_every_card():
    a, b = _decks()
    results = {0: 0, 1: 0, None: 0}
    for seed in range(1000):
        g = play_game(seed=seed, deck_a=a, deck_b=b, log=False)
        assert g.is_over and g.legal_decisions() == [] and g.current_player is None
        _conserved(g)
        results[g.winner] += 1
    assert results[0] and results[1]  # both sides can win


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31 - 1), policy_seed=st.integers(0, 2**31 - 1))
def test_random_game_only_offers_legal_decisions_and_replays_from_json(seed, policy_seed):
    a, b = _decks()
    g = new_game(a, b, seed)
    rng = random.Random(policy_seed)
    steps = 0
    while not g.is_over:
        legal = g.legal_decisions()
        assert len(legal) >= 2 and len(set(legal)) == len(legal)
        assert all(isinstance(d, tuple) and hash(d) is not None for d in legal)
        if steps % 7 == 0:  # every offered decision is accepted by a copy of the state
            for d in legal:
                g.clone().apply(d)
        d = legal[rng.randrange(len(legal))]
        g.apply(d)
        steps += 1
        if steps % 25 == 0:
            _conserved(g)
    _conserved(g)
    text = g.to_json()
    again = load_game(text)
    assert log_lines(again) == log_lines(g) and again.winner == g.winner and summary(again) == summary(g)
    assert json.loads(again.to_json()) == json.loads(text)


def test_same_seed_and_decisions_give_the_same_game():
    a, b = _decks()
    g1 = play_game(seed=42, deck_a=a, deck_b=b)
    g2 = play_game(seed=42, deck_a=a, deck_b=b)
    assert g1.log == g2.log and g1.decisions == g2.decisions
    g3 = play_game(seed=43, deck_a=a, deck_b=b)
    assert g3.log != g1.log


def test_clone_is_independent_of_the_original():
    a, b = _decks()
    g = new_game(a, b, 9)
    for _ in range(40):
        g.apply(g.legal_decisions()[-1])
    c = g.clone()
    before = summary(g)
    while not c.is_over:
        c.apply(c.legal_decisions()[0])
    assert summary(g) == before and not g.is_over
    g.apply(g.legal_decisions()[0])


def test_illegal_decisions_in_a_replay_are_reported_not_crashed():
    a, b = _decks()
    g = play_game(seed=5, deck_a=a, deck_b=b)
    data = g.to_dict()
    data["decisions"].insert(3, ["retreat"])
    try:
        load_game(json.dumps(data))
    except ValueError as err:
        assert "decision 4" in str(err)
    else:  # pragma: no cover
        raise AssertionError("a broken replay was accepted")
    for bad in ("{", json.dumps({"format": "other"}), json.dumps({"format": "heresy-game", "seed": 1})):
        try:
            load_game(bad)
        except ValueError:
            pass
        else:  # pragma: no cover
            raise AssertionError(f"accepted {bad!r}")


def test_every_log_line_cites_a_rule_the_engine_knows():
    a, b = _decks()
    known = set(citations.all_ids())
    for seed in range(10):
        g = play_game(seed=seed, deck_a=a, deck_b=b)
        assert g.log and all(rule in known for rule, _ in log_lines(g))


def test_every_id_the_engine_cites_exists():
    try:
        from heresy_app.rules import section_ids
        ids = set(section_ids())
    except ImportError:  # pragma: no cover - the rules package always provides it
        import tomllib
        from importlib import resources
        data = tomllib.loads(resources.files("heresy_app.rules").joinpath("data", "sections.toml").read_text("utf-8"))
        ids = {s["id"] for s in data["section"]}
    missing = [i for i in citations.all_ids() if i not in ids]
    assert not missing, f"cited but not in the rules reference: {missing}"


def test_random_policy_with_observations_plays_whole_games():
    from heresy_app.engine import random_policy
    a, b = _decks()
    g = play_game(random_policy, random_policy, seed=3, deck_a=a, deck_b=b)
    assert g.is_over


def test_apply_after_the_end_is_refused():
    a, b = _decks()
    g = play_game(seed=1, deck_a=a, deck_b=b, log=False)
    try:
        g.apply(("pass",))
    except IllegalDecision as err:
        assert "over" in str(err)
    else:  # pragma: no cover
        raise AssertionError("a decision after the end was accepted")


def test_random_games_with_preparation_roll_reaction_and_tactic_kill_cards_end_and_replay():
    # every card added for "during preparation", reactions to rolls and tactics that destroy the
    # attacking or defending card, in both decks, beside dice rollers and modifiers
    extra = ["IS-062", "IS-063", "IS-064", "IS-161", "IS-162", "IS-163", "IS-231", "IS-232", "IS-233"]
    base = ["IS-005", "IS-107", "IS-008", "IS-001", "IS-104", "IS-201"]
    deck = [cid for cid in extra + base for _ in range(4)]
    seen = set()
    cited_anywhere = set()
    for seed in range(60):
        g = play_game(seed=seed, deck_a=deck, deck_b=deck[::-1])
        assert g.is_over
        _conserved(g)
        seen.update(r for r, t in log_lines(g) if " uses " in t or " plays " in t)
        cited_anywhere.update(r for r, _ in log_lines(g))
        if seed % 10 == 0:
            again = load_game(g.to_json())
            assert log_lines(again) == log_lines(g) and summary(again) == summary(g)
    assert {citations.PREPARATION_ABILITIES, citations.REACTION, citations.TACTIC} <= seen
    assert {citations.WA_CARD_DISCARD, citations.PREPARATION} <= cited_anywhere
