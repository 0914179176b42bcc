"""Reactions to rolls (trigger "roll"): the window opens once the roll counts, after the
modifiers, the player who rolled first; whatever the reactions roll, the answered roll keeps
its result."""

from heresy_app.engine import citations, log_lines

from .helpers import cited, position

# IS-005 Command Squad: "WA (5+): Draw 1 card."      IS-010 Scout Squad: die 5
# IS-232 Astropathic Relay: "R When your opponent rolls: Draw 1 card."
# IS-062 Librarius Adepts: "R When you roll: This unit gets +1 armor."; command line
#        "R When your opponent rolls, (4+): Draw 1 card."
# IS-162 Daemon-haunted Frigate: "R When a roll is made: Your opponent discards the top 1 card of their deck."
# IS-008 Bunker Line: command line "M: Add 1 to the result of the roll."


def _texts(g):
    return [t for _, t in log_lines(g)]


def _index(g, piece):
    return next(i for i, t in enumerate(_texts(g)) if piece in t)


def _command_squad_rolls(extra, deck0=("IS-010", "IS-002"), deck1=("IS-002", "IS-002")):
    cards = [("cmd", "IS-005", 0, "sector", 0), ("e", "IS-104", 1, "sector", 0)] + list(extra)
    cards += [(f"d0_{i}", cid, 0, "deck") for i, cid in enumerate(deck0)]
    cards += [(f"d1_{i}", cid, 1, "deck") for i, cid in enumerate(deck1)]
    g, L = position(cards, battle=0)
    g.apply(("play", L["cmd"], 0))
    return g, L


def test_reaction_to_an_opponent_roll_comes_after_the_roll_counts_and_before_it_is_used():
    g, L = _command_squad_rolls([("relay", "IS-232", 1, "sector", 0)])
    # P1 rolled (the Scout Squad's 5); P1 had no reaction and passed by itself
    assert g.current_player == 1 and ("play", L["relay"], 0) in g.legal_decisions()
    assert g.last_roll == 5 and not any("the test (5+)" in t for t in _texts(g))
    g.apply(("play", L["relay"], 0))
    assert L["d1_0"] in g.hands[1]
    assert _index(g, "Astropathic Relay") < _index(g, "the test (5+) passes with 5")
    if ("pass",) in g.legal_decisions():  # P2 may now play the drawn card's tactic
        g.apply(("pass",))
    assert L["d0_1"] in g.hands[0]  # the Command Squad's draw still happened
    assert citations.REACTION in cited(g)
    assert (citations.ROLL_REACTIONS, "P2 answers the roll of 5, which keeps its result") in log_lines(g)


def test_reactions_to_a_roll_see_the_result_after_the_modifiers():
    g, L = _command_squad_rolls([("relay", "IS-232", 1, "sector", 0), ("bunker_card", "IS-008", 1, "hand")],
                                deck0=("IS-204", "IS-002"))   # die 5
    assert ("play", L["bunker_card"], -1) in g.legal_decisions()   # the modifier window comes first
    assert ("play", L["relay"], 0) not in g.legal_decisions()
    g.apply(("play", L["bunker_card"], -1))                         # 5 + 1
    assert ("play", L["relay"], 0) in g.legal_decisions() and g.last_roll == 6
    g.apply(("play", L["relay"], 0))
    assert _index(g, "the roll becomes 6") < _index(g, "Astropathic Relay")
    assert "the test (5+) passes with 6" in "\n".join(_texts(g))


def test_a_roll_made_by_a_reaction_does_not_change_the_roll_it_answers():
    g, L = _command_squad_rolls([("adepts_card", "IS-062", 1, "hand")],
                                deck1=("IS-201", "IS-002"))     # P2 rolls a 3 for the reaction's test
    g.apply(("play", L["adepts_card"], -1))
    log = "\n".join(_texts(g))
    assert "the test (4+) fails with 3" in log and "the test (5+) passes with 5" in log
    assert L["d0_1"] in g.hands[0] and g.hands[1] == []


def test_reaction_to_your_own_roll_is_offered_to_the_roller_only():
    g, L = _command_squad_rolls([("adepts", "IS-062", 0, "sector", 0)])
    assert g.current_player == 0 and ("play", L["adepts"], 0) in g.legal_decisions()
    g.apply(("play", L["adepts"], 0))
    assert "P1's Librarius Adepts [1] gets +1 armor" in "\n".join(_texts(g))
    # the same unit does not react to a roll of the opponent
    cards = [("adepts", "IS-062", 0, "sector", 0), ("cmd", "IS-005", 1, "sector", 0),
             ("x", "IS-002", 0, "deck"), ("y", "IS-010", 1, "deck")]
    g, L = position(cards, battle=0, first=1)
    g.apply(("play", L["cmd"], 0))
    assert not any("Librarius Adepts" in t for t in _texts(g)) and L["y"] in g.discards[1]


def test_reaction_to_any_roll_answers_both_players_rolls():
    for roller in (0, 1):
        cards = [("cmd", "IS-005", roller, "sector", 0), ("u", "IS-001", 1 - roller, "sector", 0),
                 ("frigate", "IS-162", 1, "fleet"),
                 ("a", "IS-010", 0, "deck"), ("b", "IS-002", 0, "deck"),
                 ("c", "IS-010", 1, "deck"), ("d", "IS-002", 1, "deck")]
        g, L = position(cards, battle=0, first=roller)
        g.apply(("play", L["cmd"], 0))
        assert g.current_player == 1 and ("play", L["frigate"], 0) in g.legal_decisions()
        g.apply(("play", L["frigate"], 0))
        # P1, the frigate's opponent, loses the top card of the deck (after rolling with "a")
        assert g.discards[0] == ([L["a"], L["b"]] if roller == 0 else [L["a"]])


def test_a_d6_amount_is_a_roll_that_can_be_answered():
    # IS-201's command line: "T: Any unit gets +d6 armor." played in a tactics window
    cards = [("tac", "IS-001", 0, "sector", 0), ("regiment_card", "IS-201", 0, "hand"),
             ("e", "IS-105", 1, "sector", 0), ("relay", "IS-232", 1, "sector", 0),
             ("x", "IS-010", 0, "deck"), ("y", "IS-002", 1, "deck")]
    g, L = position(cards, battle=0)
    g.apply(("shoot", L["tac"], L["e"]))
    g.apply(("play", L["regiment_card"], -1))
    g.apply(("choose", L["tac"]))
    assert any("die 5" in t for t in _texts(g)) and ("play", L["relay"], 0) in g.legal_decisions()
    g.apply(("play", L["relay"], 0))
    assert L["y"] in g.hands[1] and g.stat(L["tac"], 3) == 3 + 5
