"""The plan: seeds from the master seed and the pairing alone, chunks that cover every game once,
and a game of a gauntlet that `heresy sim` plays again with the pairing's seed."""

import json

from heresy_app.engine.simulate import SimConfig, play_one
from heresy_app.lab.plan import Plan, game_seed
from heresy_app.lab.work import play_chunk
from tests.lab.lab_material import small_plan


def test_chunks_cover_every_game_once_for_any_chunk_size():
    for size in (1, 2, 5, 6, 100):
        plan = small_plan(games=6, chunk=size)
        seen = [(c.pairing, g) for c in plan.chunks() for g in range(c.start, c.stop)]
        assert sorted(seen) == [(p, g) for p in range(3) for g in range(6)]
        assert len(seen) == plan.total_games == 18


def test_seeds_depend_on_master_seed_and_decks_not_chunking_or_order():
    a, b = small_plan(chunk=1), small_plan(chunk=4)
    assert [p.seed for p in a.pairings()] == [p.seed for p in b.pairings()]
    assert a.fingerprint() == b.fingerprint()
    other = small_plan(seed=12)
    assert all(x.seed != y.seed for x, y in zip(a.pairings(), other.pairings(), strict=True))
    assert a.fingerprint() != other.fingerprint()
    # a pairing's seed follows its decks, not their places in the field
    moved = Plan([a.decks[0], a.decks[2], a.decks[1]], 6, 11)
    assert moved.pairings()[1].seed == a.pairings()[0].seed      # (loyalist, traitor) in both
    assert len({p.seed for p in a.pairings()}) == 3


def test_plan_survives_json():
    plan = small_plan(mode="focus")
    again = Plan.from_json(json.loads(json.dumps(plan.to_json())))
    assert again.fingerprint() == plan.fingerprint()
    assert [(p.a, p.b) for p in again.pairings()] == [(0, 1), (0, 2)]


def test_the_work_sent_to_a_worker_is_plain_json_of_ids_names_and_integers():
    plan = small_plan()
    work = json.loads(plan.work(plan.chunks()[4]))
    assert set(work) >= {"deck_a", "deck_b", "ai_a", "ai_b", "seed", "start", "stop"}
    for value in work.values():
        assert isinstance(value, (str, int, list))
        if isinstance(value, list):
            assert all(isinstance(x, str) for x in value)


def test_a_gauntlet_game_is_the_same_game_as_sim_with_the_pairings_seed():
    plan = small_plan()
    chunk = plan.chunks()[7]                      # pairing 2 (traitor against the variant), games 2 and 3
    p = plan.pairings()[chunk.pairing]
    out = json.loads(play_chunk(plan.work(chunk)))["games"]
    a, b = plan.decks[p.a], plan.decks[p.b]
    cfg = SimConfig(list(a.ids), list(b.ids), plan.games, p.seed, 1, a.ai, b.ai)
    for g in out:
        alone = play_one(cfg, g["game"])
        assert g["seed"] == game_seed(p.seed, g["game"]) == alone["seed"]
        assert (g["winner"], g["turns"], g["decisions"], g["drawn_a"]) == \
            (alone["winner"], alone["turns"], alone["decisions"], alone["drawn_a"])
