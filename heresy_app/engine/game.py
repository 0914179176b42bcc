"""New games: :func:`new_game` (set-up by the rulebook: shuffles, the lower top die chooses the
roles, the coin toss on a tie) and :func:`from_position` (a game set up in the middle, for
scenarios and tests).

>>> from heresy_app.engine import pool_deck
>>> g = new_game(pool_deck("loyalist"), pool_deck("traitor"), seed=3)
>>> g.turn, g.is_over, len(g.decks[0]) + len(g.decks[1])
(0, False, 120)
"""

from __future__ import annotations

from heresy_app.engine import citations as R
from heresy_app.engine.battle import BattleFrame
from heresy_app.engine.catalog import catalog_for
from heresy_app.engine.combat import CombatFrame
from heresy_app.engine.state import GameState
from heresy_app.engine.terms import POSITION_NAMES, Z_DISCARD, Z_FLEET, Z_HAND
from heresy_app.engine.turn import GameFrame, RoleFrame, SectorFrame, turn_choosing_first_sector, turn_in_battle

__all__ = ["new_game", "from_position", "deck_ids"]

_POSITION_CARD_KEYS = ("id", "owner", "zone", "sector", "position", "face_up")


def deck_ids(deck) -> list[str]:
    """A deck as the engine takes it: a list of card ids, one item a copy (``heresy_app.decks.card_ids``
    turns a deck, a file's or the deck tab's, into one)."""
    if isinstance(deck, (str, bytes)) or not all(isinstance(c, str) for c in deck):
        raise TypeError("a deck for the engine is a list of card ids (heresy_app.decks.card_ids makes one)")
    return list(deck)


def new_game(deck_a, deck_b, seed: int = 0, db=None, *, log: bool = True) -> GameState:
    """A new game: player 0 plays ``deck_a``, player 1 ``deck_b`` (lists of card ids); ``seed`` fixes
    every shuffle and coin toss."""
    g = GameState(catalog_for(db), deck_ids(deck_a), deck_ids(deck_b), seed, log=log)
    # setup: shuffle, then the top cards' dice decide who chooses the roles
    for p in (0, 1):
        g.rng.shuffle(g.decks[p])
    g.note(R.SETUP_SHUFFLE, "setup.shuffled", seed=g.seed)
    d0, d1 = g.tpl[g.decks[0][-1]].die, g.tpl[g.decks[1][-1]].die
    if d0 != d1:
        chooser = 0 if d0 < d1 else 1
        g.note(R.SETUP_ATTACKER, "setup.lower-die", die0=d0, die1=d1, player=chooser)
    else:
        chooser = g.rng.randrange(2)
        g.note(R.ROLL_TIES, "setup.coin-toss", die=d0, player=chooser)
    g.stack.append(GameFrame())
    g.stack.append(RoleFrame(chooser))
    g.settle()
    return g


def from_position(cards, *, planet: str, attacker: int, turn: int = 1, battle: int | None = None,
                  first: int | None = None, to_act: int | None = None, captured: dict | None = None,
                  seed: int = 0, db=None, log: bool = True) -> GameState:
    """A game set up in the middle: ``cards`` are dicts ``{id, owner, zone, sector, position,
    face_up}`` (zone: deck, hand, discard, fleet or sector; deck cards top first). With
    ``battle`` the combat step of a battle in that sector is under way, ``first`` having
    declared it (default: the attacker) and ``to_act`` to declare the next war action."""
    ids = ([], [])
    for spec in cards:
        ids[int(spec["owner"])].append(str(spec["id"]))
    g = GameState(catalog_for(db), ids[0], ids[1], seed, log=log)
    g.origin = {"cards": [{k: spec[k] for k in _POSITION_CARD_KEYS if spec.get(k) is not None} for spec in cards],
                "planet": planet, "attacker": int(attacker), "turn": int(turn), "battle": battle,
                "first": first, "to_act": to_act,
                "captured": {str(s): int(p) for s, p in (captured or {}).items()}}
    g.decks = [[], []]
    g.attacker = int(attacker)
    g.turn = int(turn)
    g.planet = planet
    g.sec = tuple(g.cat.sectors(planet))
    if len(g.sec) != 3:
        raise ValueError(f"the planet {planet!r} has no three sector cards")
    for s, p in (captured or {}).items():
        g.sec_owner[int(s)] = int(p)
    nxt = [0, len(ids[0])]
    for spec in cards:
        p = int(spec["owner"])
        c = nxt[p]
        nxt[p] += 1
        zone = spec.get("zone", "deck")
        if zone == "deck":
            g.decks[p].insert(0, c)
        elif zone == "hand":
            g.hands[p].append(c)
            g.loc[c] = Z_HAND
        elif zone == "discard":
            g.discards[p].append(c)
            g.loc[c] = Z_DISCARD
            g.up[c] = True
        elif zone == "fleet":
            g.fleets[p].append(c)
            g.loc[c] = Z_FLEET
            g.up[c] = True
        elif zone == "sector":
            s = int(spec["sector"])
            if not 0 <= s < 3:
                raise ValueError(f"sector must be 0, 1 or 2, not {s}")
            g.put_in_sector(c, s, bool(spec.get("face_up", battle == s)))
        else:
            raise ValueError(f"unknown zone {zone!r} (deck, hand, discard, fleet or sector)")
        if zone in ("fleet", "sector"):
            g.pos[c] = POSITION_NAMES.index(spec.get("position", "ready"))
    g.stack.append(GameFrame())
    if battle is None:
        g.stack.append(turn_choosing_first_sector())
        g.stack.append(SectorFrame(g.attacker, 0))
    else:
        first = g.attacker if first is None else int(first)
        which = 0 if first == g.attacker else 1
        g.bsec, g.bchooser, g.bwhich = int(battle), first, which
        g.fought = [g.bsec]
        g.sec_locked = g.bsec
        g.stack.append(turn_in_battle(which))
        b = BattleFrame(g.bsec, first, which)
        b.stage = 2   # the combat step is under way
        g.stack.append(b)
        g.stack.append(CombatFrame(first if to_act is None else int(to_act)))
    g.note(R.COMBAT if battle is not None else R.TURN, "position.start")
    g.settle()
    return g
