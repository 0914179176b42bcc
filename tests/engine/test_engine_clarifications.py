"""The program's clarifications where the rulebook is silent: the engine follows each one and its
log cites the clarification's id in the rules reference (``heresy rules show ID``)."""

import pytest

from heresy_app import rules
from heresy_app.engine import IllegalDecision, citations, from_position, log_lines, observation
from heresy_app.engine.events import card_name
from heresy_app.engine.terms import AI_PATIENCE, AR

from .helpers import cited, position

CLARIFICATIONS_THE_ENGINE_CITES = [
    citations.UNIQUE_WHICH_STAYS, citations.FREE_X, citations.ROLL_REACTIONS,
    citations.PREPARATION_ABILITIES, citations.WA_CARD_DISCARD, citations.RETREAT_REACTIONS,
    citations.LEFT_PLAY_EARLY, citations.CHARGE_BY_ABILITY, citations.STATS_MINIMUM,
    citations.INFILTRATE_SEARCH, citations.TARGETS, citations.SHIPS_NOT_CARDS, citations.HAND_OF_SIX,
    citations.STALEMATE, citations.UNIQUE_CHECK, citations.EVENTS_IN_PLAY,
]


def _duel(extra=(), **kw):
    base = [("x", "IS-002", 0, "deck"), ("y", "IS-002", 1, "deck")]
    return position(list(extra) + base, battle=0, **kw)


def _texts(g, rule):
    return [t for r, t in log_lines(g) if r == rule]


def test_every_decision_of_ours_the_engine_follows_is_marked_as_ours_in_the_reference():
    """A clarification where the rulebook is silent, or an addition marked {+ … +} where it speaks."""
    assert set(CLARIFICATIONS_THE_ENGINE_CITES) <= set(rules.ours_ids())


# ---------------------------------------------------------------- battle.combat.limit


def test_people_may_declare_war_actions_without_limit():
    # Command Squad: "WA (5+): Draw 1 card." costs nothing but a roll, and with empty decks every
    # roll is a 1 (rolls.empty-deck). The rulebook sets no bound on war actions: 250 of them and the
    # combat step goes on until both players pass.
    g, L = position([("cmd0", "IS-005", 0, "sector", 0, "locked"), ("cmd1", "IS-005", 1, "sector", 0, "locked")],
                    battle=0)
    for n in range(250):
        assert g.bsec == 0 and g.question().kind == "war_action", n
        me = L["cmd0"] if g.current_player == 0 else L["cmd1"]
        g.apply(("play", me, 0))
    assert len(_texts(g, citations.WA_ABILITY)) == 250
    assert citations.RESOLUTION_FLAGS not in cited(g)
    g.apply(("pass",))
    g.apply(("pass",))
    assert citations.RESOLUTION_FLAGS in cited(g)


def test_an_ai_player_passes_once_its_patience_is_spent():
    """battle.combat.limit: the guard against a game that cannot end belongs to the AI. Veteran
    Squad's "T (4+): This unit gets +2 armor. Unlimited." saves it from the shot: the AI plays it,
    and stops once AI_PATIENCE abilities have been played in the window. Its deck holds Command
    Squads (die 6), so the 4+ test can pass (with a deck of die-3 cards the tactic saves nothing,
    and the AI rightly passes)."""
    import random

    from heresy_app.engine.ai.heuristic import decide, patience_spent

    g, L = position([("tac", "IS-001", 0, "sector", 0), ("vets", "IS-016", 1, "sector", 0)]
                    + [(f"d{i}", "IS-005", 1, "deck") for i in range(5)], battle=0)
    g.apply(("shoot", L["tac"], L["vets"]))
    if ("no_block",) in g.legal_decisions():
        g.apply(("no_block",))
    if g.current_player == 0:
        g.apply(("pass",))
    legal = g.legal_decisions()
    assert g.question().kind == "tactics" and not patience_spent(g)
    assert decide(g, 1, legal, random.Random(0)) == ("play", L["vets"], 0)
    g.stack[-1].plays = AI_PATIENCE
    assert patience_spent(g)
    assert decide(g, 1, legal, random.Random(0)) == ("pass",)


# ---------------------------------------------------------------- term.unique.which-stays


@pytest.mark.parametrize("first, later", [("IS-102", "IS-101"), ("IS-101", "IS-102")])
@pytest.mark.parametrize("face_up", [True, False])
def test_the_copy_of_a_unique_card_that_came_into_the_sector_first_stays(first, later, face_up):
    # "Abaddon" and "Abaddon with Retinue" share a name: one card for uniqueness. Regular deployment
    # with nothing left to deploy: the check comes at once, and the later copy must be deployed again
    cards = [{"id": first, "owner": 0, "zone": "sector", "sector": 0, "face_up": True},
             {"id": later, "owner": 0, "zone": "sector", "sector": 0, "face_up": face_up},
             {"id": "IS-104", "owner": 1, "zone": "sector", "sector": 0}]
    g = from_position(cards, planet="isstvan_iii", attacker=1, turn=2, stage="deployment")
    assert g.zone_of(0) == "sector:0" and g.hands[0] == [1]
    assert g.legal_decisions() == [("deploy", 1, 1), ("deploy", 1, 2)]
    [line] = _texts(g, citations.UNIQUE_WHICH_STAYS)
    if face_up:
        assert card_name(g, 1) in line and f"{card_name(g, 0)}, which came into Choral City first and stays" in line
    else:   # a face-down card is not named: the opponent reads the log too
        assert line == "P1 has a later copy of a unique card face down in Choral City: it goes back to the hand, " \
                       "to be deployed elsewhere"


# ---------------------------------------------------------------- term.x.free-range


def test_a_free_x_is_chosen_from_0_to_the_highest_result_a_roll_could_reach():
    # Thousand Sons Sorcerer: "T (X+): Any unit gets +X firepower." (X is not defined: free); no
    # modifier anywhere, so a roll reaches 6 at most
    g, L = _duel([("sorc", "IS-126", 0, "sector", 0), ("tac", "IS-001", 0, "sector", 0),
                  ("e", "IS-104", 1, "sector", 0), ("roll", "IS-002", 0, "deck")])   # die 5
    g.apply(("shoot", L["tac"], L["e"]))
    g.apply(("play", L["sorc"], 0))
    g.apply(("choose", L["tac"]))
    assert g.legal_decisions() == [("x", n) for n in range(0, 7)]   # "any number of your choice": 0 too
    with pytest.raises(IllegalDecision):
        g.apply(("x", -1))
    with pytest.raises(IllegalDecision):
        g.apply(("x", 7))
    g.apply(("x", 3))
    assert (citations.FREE_X, "P1 chooses X = 3 (a free X is any number; 0 to 6 covers every one that could count here)") \
        in log_lines(g)
    assert f"{card_name(g, L['tac'])} gets +3 firepower" in _texts(g, citations.TACTIC)   # the 5 passes the 3+ test


def test_every_add_to_the_roll_modifier_either_player_could_play_raises_the_range_of_a_free_x():
    # P1 holds Bunker Line (M: +1); P2's Magnus the Red adds 2 per card discarded (Unlimited), and
    # P2 holds two cards: 6 + 1 + 2 * 2 = 11
    g, L = _duel([("sorc", "IS-126", 0, "sector", 0), ("tac", "IS-001", 0, "sector", 0), ("b", "IS-008", 0, "hand"),
                  ("magnus", "IS-113", 1, "sector", 0), ("h1", "IS-002", 1, "hand"), ("h2", "IS-002", 1, "hand")])
    g.apply(("shoot", L["tac"], L["magnus"]))
    g.apply(("play", L["sorc"], 0))
    g.apply(("choose", L["tac"]))
    assert g.legal_decisions() == [("x", n) for n in range(0, 12)]


# ---------------------------------------------------------------- battle.wa-card.discard


def test_a_card_played_from_the_command_hand_lies_on_the_table_while_its_text_resolves():
    # Land Raider's command line "WA: Destroy one enemy unit."; the opponent holds a tactic, so the
    # tactics window waits for them with the WA not yet resolved
    g, L = _duel([("u", "IS-001", 0, "sector", 0, "locked"), ("raider_card", "IS-106", 0, "hand"),
                  ("e", "IS-104", 1, "sector", 0), ("tac_card", "IS-001", 1, "hand")])
    g.apply(("play", L["raider_card"], -1))
    assert g.current_player == 1 and ("play", L["tac_card"], -1) in g.legal_decisions()
    assert g.zone_of(L["e"]) == "sector:0"                                # not resolved yet ...
    assert g.zone_of(L["raider_card"]) == "table" and g.hands[0] == [] and g.discards[0] == []   # ... on the table
    assert g.visible_to(L["raider_card"], 1) and observation(g, 1)["opponent"]["table"][0]["id"] == "IS-106"
    assert (citations.WA_CARD_DISCARD, "Land Raider lies face up on the table until its text is carried out") \
        in log_lines(g)
    g.apply(("pass",))
    assert g.zone_of(L["e"]) == "discard" and g.zone_of(L["raider_card"]) == "discard"
    assert (citations.WA_CARD, "Land Raider has been carried out and goes to P1's discard pile") in log_lines(g)


def test_a_played_card_on_the_table_is_not_in_the_hand_a_discard_empties():
    # P2's Sisters of Silence answer the card P1 plays: "R When your opponent plays a card, Lock this
    # unit: Your opponent discards 1 card." P1's hand holds one card besides the WA card on the table
    g, L = _duel([("u", "IS-001", 0, "sector", 0, "locked"), ("wa_card", "IS-106", 0, "hand"),
                  ("keep", "IS-002", 0, "hand"), ("sisters", "IS-056", 1, "sector", 0), ("e", "IS-104", 1, "sector", 0)])
    g.apply(("play", L["wa_card"], -1))
    g.apply(("play", L["sisters"], 0))
    assert g.zone_of(L["keep"]) == "discard" and g.zone_of(L["wa_card"]) == "table"
    g.apply(("choose", L["e"]))
    assert g.zone_of(L["e"]) == "discard" and g.zone_of(L["wa_card"]) == "discard"


# ---------------------------------------------------------------- battle.retreat.reactions


def _retreat_position():
    # P1's Tactical Squad is locked: with no ready or charging unit P1 may retreat.
    # Ultramarines Dreadnought's command line: "R When a unit of yours is destroyed: Draw 1 card."
    # Hellforged Dreadnought's command line: "R When an enemy unit is destroyed: Draw 1 card."
    return _duel([("tac", "IS-001", 0, "sector", 0, "locked"), ("bikes", "IS-002", 0, "sector", 0, "locked"),
                   ("mine", "IS-006", 0, "hand"), ("e", "IS-104", 1, "sector", 0),
                   ("theirs", "IS-129", 1, "hand")])


def test_cards_destroyed_by_a_retreat_trigger_destroyed_reactions_retreating_player_first():
    g, L = _retreat_position()
    g.apply(("retreat",))
    assert g.zone_of(L["tac"]) == "discard" and g.zone_of(L["bikes"]) == "discard"
    assert citations.RETREAT_REACTIONS in cited(g) and g.bsec == 0
    # the window of the first card destroyed (the Tactical Squad): the retreating player first
    assert g.current_player == 0 and ("play", L["mine"], -1) in g.legal_decisions()
    g.apply(("play", L["mine"], -1))
    assert L["x"] in g.hands[0]
    assert g.current_player == 1 and ("play", L["theirs"], -1) in g.legal_decisions()
    g.apply(("play", L["theirs"], -1))
    # nothing else to decide: the battle is resolved at once, no war action follows
    texts = [t for _, t in log_lines(g)]
    order = [texts.index(t) for t in ("P1 plays Ultramarines Dreadnought from the command hand: "
                                      "R When a unit of yours is destroyed: Draw 1 card.",
                                      "P2 plays Hellforged Dreadnought from the command hand: "
                                      "R When an enemy unit is destroyed: Draw 1 card.",
                                      "P2 draws 1 card", "flags in Choral City: P1 0, P2 1")]
    assert order == sorted(order)
    first_resolution = cited(g).index(citations.RESOLUTION_FLAGS)
    assert not {citations.SHOOTING, citations.CHARGE, citations.PASS} & set(cited(g)[:first_resolution])


def test_reacting_to_a_retreat_is_optional():
    g, L = _retreat_position()
    g.apply(("retreat",))
    while g.bsec == 0:
        g.apply(("pass",))
    assert L["mine"] in g.discards[0] and L["theirs"] in g.discards[1]   # discarded with the command hands
    assert L["x"] in g.decks[0] and L["y"] in g.decks[1]                 # nobody drew
    assert citations.RESOLUTION_FLAGS in cited(g)


# ---------------------------------------------------------------- battle.targets, ships.no-attack


def test_attacks_aim_only_at_the_opponents_units_and_assets():
    g, L = _duel([("tac", "IS-001", 0, "sector", 0), ("tac2", "IS-001", 0, "sector", 0, "charging"),
                  ("e", "IS-104", 1, "sector", 0), ("ship", "IS-108", 1, "fleet")])
    targets = {d[2] for d in g.legal_decisions() if d[0] in ("shoot", "assault")}
    assert targets == {L["e"]}
    with pytest.raises(IllegalDecision, match=citations.TARGETS):
        g.apply(("shoot", L["tac"], L["tac2"]))
    with pytest.raises(IllegalDecision, match=citations.TARGETS):
        g.apply(("assault", L["tac2"], L["tac"]))
    with pytest.raises(IllegalDecision, match=citations.SHIPS_NO_ATTACK):
        g.apply(("shoot", L["tac"], L["ship"]))


# ---------------------------------------------------------------- cards.stats.minimum


def test_no_number_drops_below_zero_and_armor_0_is_destroyed_by_any_damage():
    # Havoc Squad's command line: "T: Any unit gets -1 armor." twice on a Scout Squad (armor 1)
    # (the spare card in hand keeps the window open: the Tactical Squad may discard it for a tactic)
    g, L = _duel([("tac", "IS-001", 0, "sector", 0), ("h1", "IS-105", 0, "hand"), ("h2", "IS-105", 0, "hand"),
                  ("spare", "IS-002", 0, "hand"), ("scout", "IS-010", 1, "sector", 0), ("other", "IS-104", 1, "sector", 0)])
    g.apply(("shoot", L["tac"], L["scout"]))
    if ("no_block",) in g.legal_decisions():
        g.apply(("no_block",))
    for card in ("h1", "h2"):
        g.apply(("play", L[card], -1))
        g.apply(("choose", L["scout"]))
    assert g.current_player == 0 and g.stat(L["scout"], AR) == 0          # 1 - 2 stops at 0
    g.apply(("pass",))
    assert g.zone_of(L["scout"]) == "discard"
    said = f"{card_name(g, L['scout'])} has armor 0: any damage that reaches it destroys it"
    assert (citations.STATS_MINIMUM, said) in log_lines(g)


# ---------------------------------------------------------------- term.infiltrate.search


def test_the_deck_is_shuffled_after_it_is_searched_for_a_card_to_infiltrate():
    # Drop Pod Assault: "WA Lock this asset, discard 1 card: Infiltrate a unit from your deck."
    deck = [(f"d{i}", "IS-002" if i % 2 else "IS-010", 0, "deck") for i in range(12)]
    g, L = _duel([("pod", "IS-042", 0, "sector", 0), ("u", "IS-001", 0, "sector", 0, "locked"),
                  ("spare", "IS-104", 0, "hand"), ("e", "IS-104", 1, "sector", 0)] + deck, seed=4)
    before = list(g.decks[0])
    g.apply(("play", L["pod"], 0))
    pick = next(d for d in g.legal_decisions() if d[0] == "choose")
    g.apply(pick)
    assert g.zone_of(pick[1]) == "sector:0"
    assert _texts(g, citations.INFILTRATE_SEARCH) == ["P1 shuffles the deck after searching it"]
    rest = [c for c in before if c != pick[1]]
    assert sorted(g.decks[0]) == sorted(rest) and g.decks[0] != rest


# ---------------------------------------------------------------- docs/scenarios.md


def test_docs_point_to_every_clarification_by_its_rules_id():
    import re
    from pathlib import Path

    doc = (Path(__file__).resolve().parents[2] / "docs" / "scenarios.md").read_text(encoding="utf-8")
    section = doc[doc.index("## Where the rulebook is silent"):]
    named = set(re.findall(r"`([a-z0-9-]+(?:\.[a-z0-9-]+)+)`", section))
    assert named <= set(rules.section_ids())
    assert set(rules.clarification_ids()) <= named


def test_a_tactics_window_stays_open_however_many_abilities_are_played_in_it():
    # Veteran Squad: "T (4+): This unit gets +2 armor. Unlimited." With an empty deck every test
    # rolls a 1 and fails for free; the rulebook sets no bound, so only passing closes the window.
    g, L = position([("tac", "IS-001", 0, "sector", 0), ("vets", "IS-016", 1, "sector", 0)], battle=0)
    g.apply(("shoot", L["tac"], L["vets"]))
    if ("no_block",) in g.legal_decisions():
        g.apply(("no_block",))
    for n in range(250):
        assert g.current_player == 1 and ("play", L["vets"], 0) in g.legal_decisions(), n
        g.apply(("play", L["vets"], 0))
    assert len(_texts(g, citations.ROLL_EMPTY)) == 250
    assert g.zone_of(L["vets"]) == "sector:0"
    g.apply(("pass",))
    g.apply(("pass",))
    assert g.zone_of(L["vets"]) == "discard"          # 3 damage against armor 3: no bonus ever stuck


def test_an_ai_player_spends_nothing_on_a_test_its_deck_cannot_pass():
    """The converse of the test above (issue 26: no play that changes nothing): with only die-3
    cards in its deck, Veteran Squad's 4+ test cannot pass, so the AI passes; with a deck that
    mixes die-3 and die-6 cards (the top card unknown to it) the tactic may save the unit, and it plays."""
    import random

    from heresy_app.engine.ai.heuristic import decide

    for deck, want in (("IS-016", "pass"), ("mixed", "play")):
        ids = ["IS-016", "IS-005", "IS-016", "IS-005", "IS-016"] if deck == "mixed" else [deck] * 5
        g, L = position([("tac", "IS-001", 0, "sector", 0), ("vets", "IS-016", 1, "sector", 0)]
                        + [(f"d{i}", cid, 1, "deck") for i, cid in enumerate(ids)], battle=0)
        g.apply(("shoot", L["tac"], L["vets"]))
        if ("no_block",) in g.legal_decisions():
            g.apply(("no_block",))
        if g.current_player == 0:
            g.apply(("pass",))
        assert decide(g, 1, g.legal_decisions(), random.Random(0))[0] == want, deck
