"""New games: :func:`new_game` (set-up by the rulebook: shuffles, the lower top die chooses the
roles, the coin toss on a tie) and :func:`from_position` (a game set up in the middle, for
scenarios and tests).

>>> from heresy_app.engine import pool_deck
>>> g = new_game(pool_deck("loyalist"), pool_deck("traitor"), seed=3)
>>> g.turn, g.is_over, len(g.decks[0]) + len(g.decks[1])
(0, False, 120)
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from heresy_app.engine import citations as R
from heresy_app.engine.battle import BattleFrame
from heresy_app.engine.catalog import catalog_for
from heresy_app.engine.combat import CombatFrame
from heresy_app.engine.state import GameState
from heresy_app.engine.terms import POSITION_NAMES, STAT_CODES, Z_DISCARD, Z_FLEET, Z_HAND
from heresy_app.engine.turn import GameFrame, RoleFrame, SectorFrame, turn_at, turn_in_battle

if TYPE_CHECKING:
    from collections.abc import Iterable, Sequence

    from heresy_app.engine.shapes import CardSource, Json

__all__ = ["new_game", "from_position", "position_options", "deck_ids", "shuffle_deck", "STAGES"]

_POSITION_CARD_KEYS = ("id", "owner", "zone", "sector", "position", "face_up")


def deck_ids(deck: Iterable[str]) -> list[str]:
    """A deck as the engine takes it: a list of card ids, one item a copy (``heresy_app.decks.card_ids``
    turns a deck, a file's or the deck tab's, into one)."""
    if isinstance(deck, (str, bytes)) or not all([isinstance(c, str) for c in deck]):
        raise TypeError("a deck for the engine is a list of card ids (heresy_app.decks.card_ids makes one)")
    return list(deck)


def new_game(deck_a: Sequence[str], deck_b: Sequence[str], seed: int = 0, db: CardSource | None = None, *,
             log: bool = True) -> GameState:
    """A new game: player 0 plays ``deck_a``, player 1 ``deck_b`` (lists of card ids); ``seed`` fixes
    every shuffle and coin toss."""
    g = GameState(catalog_for(db), deck_ids(deck_a), deck_ids(deck_b), seed, log=log)
    # setup: shuffle, then the top cards' dice decide who chooses the roles
    for p in (0, 1):
        shuffle_deck(g.rng, g.decks[p])
    g.note(R.SETUP_SHUFFLE, "setup.shuffled", seed=g.seed)
    _roles(g)
    g.settle()
    return g


def shuffle_deck(rng: random.Random, deck: list[int]) -> None:
    """``rng.shuffle(deck)``: the same permutation from the same generator state (Fisher-Yates from the
    end, each index drawn as random draws one below n: bit_length(n) random bits, again while too
    large), with the draw written out, as a new game shuffles 120 cards and random's method call per
    card was a fiftieth of a random game's time. Where this Python's random shuffles otherwise (checked
    once, on import), its own shuffle is used."""
    if not _WRITTEN_OUT:
        rng.shuffle(deck)
        return
    getrandbits = rng.getrandbits
    steps = _STEPS.get(len(deck))
    if steps is None:   # (index, n = index + 1, bits of n), read once per deck length
        steps = _STEPS[len(deck)] = tuple((i, i + 1, (i + 1).bit_length()) for i in range(len(deck) - 1, 0, -1))
    for i, n, k in steps:
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        deck[i], deck[j] = deck[j], deck[i]


_STEPS: dict[int, tuple[tuple[int, int, int], ...]] = {}   # deck length -> shuffle_deck's steps


def _shuffles_as_random() -> bool:
    mine, theirs = list(range(70)), list(range(70))
    shuffle_deck(random.Random(26), mine)
    random.Random(26).shuffle(theirs)
    return mine == theirs


_WRITTEN_OUT = True
_WRITTEN_OUT = _shuffles_as_random()


def _roles(g: GameState) -> None:
    """The top cards' dice: the lower one chooses the roles (a coin toss on a tie)."""
    d0, d1 = g.tpl[g.decks[0][-1]].die, g.tpl[g.decks[1][-1]].die
    if d0 != d1:
        chooser = 0 if d0 < d1 else 1
        g.note(R.SETUP_ATTACKER, "setup.lower-die", die0=d0, die1=d1, player=chooser)
    else:
        chooser = g.rng.randrange(2)
        g.note(R.ROLL_TIES, "setup.coin-toss", die=d0, player=chooser)
    g.stack.append(GameFrame())
    g.stack.append(RoleFrame(chooser))


#: where a game set up in the middle starts (``from_position(stage=...)``)
STAGES = ("setup", "first_wave", "deployment", "battle_choice", "preparation", "combat", "resolution")
_BATTLE_STAGES = ("preparation", "combat", "resolution")
_UNTIL = ("war_action", "battle", "turn")


def from_position(cards: Sequence[Json], *, planet: str | None = None, attacker: int | None = None, turn: int = 1,
                  battle: int | None = None, first: int | None = None, to_act: int | None = None,
                  captured: dict[Any, Any] | None = None, stage: str | None = None, fought: Iterable[int] | None = None,
                  bonuses: Iterable[Json] | None = None, counter: Iterable[Json] | None = None,
                  extra_flags: Sequence[int] | None = None, seed: int = 0, db: CardSource | None = None,
                  log: bool = True) -> GameState:
    """A game set up in the middle: ``cards`` are dicts ``{id, owner, zone, sector, position,
    face_up}`` (zone: deck, hand, discard, fleet or sector; deck cards top first), numbered player
    0's first, then player 1's, each in the order given.

    ``stage`` says where the game stands (:data:`STAGES`): ``"setup"`` (the top cards' dice decide
    who chooses the roles; no planet, no attacker yet), ``"first_wave"``, ``"deployment"`` (before
    the six cards are drawn), ``"battle_choice"`` (``first`` chooses a sector: the attacker, or the
    defender after the sectors in ``fought``), ``"preparation"``, ``"combat"`` (``to_act`` declares
    the next war action) or ``"resolution"`` of the battle for sector ``battle`` chosen by
    ``first``. Without ``stage``: "combat" with ``battle``, else "battle_choice".

    Bonuses already in place: ``bonuses`` ``[{card, stat, n, until}]`` (``until``: "war_action",
    "battle" or "turn"), ``counter`` ``[{card, until}]`` (counter-attack gained) and ``extra_flags`` (each
    player's flags gained in this battle)."""
    stage = stage or ("combat" if battle is not None else "battle_choice")
    if stage not in STAGES:
        raise ValueError(f"stage must be one of {', '.join(STAGES)}, not {stage!r}")
    if stage == "setup":
        if attacker is not None or planet is not None or battle is not None:
            raise ValueError("at set-up the attacker and the planet are chosen in the game, not given")
    else:
        if attacker not in (0, 1):
            raise ValueError(f"attacker must be 0 or 1, not {attacker!r}")
        planet = planet or "isstvan_iii"
    if (stage in _BATTLE_STAGES) != (battle is not None):
        raise ValueError(f"a position at stage {stage!r} " + ("needs" if stage in _BATTLE_STAGES else "has no")
                         + " 'battle' (the sector of the battle)")
    if battle is not None and battle not in (0, 1, 2):
        raise ValueError(f"battle must be sector 0, 1 or 2, not {battle!r}")
    if to_act is not None and stage != "combat":
        raise ValueError("to_act is for a position in the combat step")
    ids: tuple[list[str], list[str]] = ([], [])
    for spec in cards:
        ids[int(spec["owner"])].append(str(spec["id"]))
    g = GameState(catalog_for(db), ids[0], ids[1], seed, log=log)
    g.origin = {"cards": [{k: spec[k] for k in _POSITION_CARD_KEYS if spec.get(k) is not None} for spec in cards],
                "planet": planet, "attacker": attacker, "turn": int(turn), "battle": battle,
                "first": first, "to_act": to_act,
                "captured": {str(s): int(p) for s, p in (captured or {}).items()}}
    extras: Json = {"stage": stage, "fought": list(fought or []), "bonuses": [dict(b) for b in bonuses or ()],
              "counter": [dict(c) for c in counter or ()], "extra_flags": list(extra_flags or [0, 0])}
    defaults = {"stage": "combat" if battle is not None else "battle_choice", "fought": [], "bonuses": [],
                "counter": [], "extra_flags": [0, 0]}
    g.origin.update({k: v for k, v in extras.items() if v != defaults[k]})
    g.decks = [[], []]
    g.turn = 0 if stage == "setup" else int(turn)
    if stage != "setup":
        assert attacker is not None and planet is not None   # (checked and defaulted above)
        g.attacker = int(attacker)
        g.set_planet(planet)
        if len(g.sec) != 3:
            raise ValueError(f"the planet {planet!r} has no three sector cards")
    for s, p in (captured or {}).items():
        g.sec_owner[int(s)] = int(p)
    _place_cards(g, cards, battle if stage in _BATTLE_STAGES else None)
    _bonuses(g, extras)
    if stage == "setup":
        if not g.decks[0] or not g.decks[1]:
            raise ValueError("at set-up both players need cards in their decks (the top ones decide the roles)")
        g.note(R.TURN, "position.start")
        _roles(g)
        g.settle()
        return g
    g.stack.append(GameFrame())
    first = g.attacker if first is None else int(first)
    if first not in (0, 1):
        raise ValueError(f"first must be 0 or 1, not {first!r}")
    which = 0 if first == g.attacker else 1
    g.fought = [int(s) for s in extras["fought"]]
    if stage in ("first_wave", "deployment"):
        g.stack.append(turn_at(stage))
    elif stage == "battle_choice":
        g.stack.append(turn_at(stage, which))
        g.stack.append(SectorFrame(first, which))
    else:
        assert battle is not None   # (a battle stage: checked above)
        g.stack.append(turn_in_battle(which))
        g.stack.append(BattleFrame.at(battle, first, which, stage))
        if stage != "preparation":
            g.bsec, g.bchooser, g.bwhich = int(battle), first, which
            g.fought.append(g.bsec)
            g.sec_locked = g.bsec
        if stage == "combat":
            g.stack.append(CombatFrame(first if to_act is None else int(to_act)))
    g.note(R.COMBAT if stage == "combat" else R.RESOLUTION_FLAGS if stage == "resolution"
           else R.PREPARATION if stage == "preparation" else R.TURN, "position.start")
    g.settle()
    return g


def _place_cards(g: GameState, cards: Iterable[Json], battle: int | None) -> None:
    nxt = [0, len(g.deck_lists[0])]
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
            s = spec.get("sector")
            if s not in (0, 1, 2):
                raise ValueError(f"sector must be 0, 1 or 2, not {s!r}")
            g.put_in_sector(c, s, bool(spec.get("face_up", battle == s)))
        else:
            raise ValueError(f"unknown zone {zone!r} (deck, hand, discard, fleet or sector)")
        if zone in ("fleet", "sector"):
            g.pos[c] = POSITION_NAMES.index(spec.get("position", "ready"))


def _bonuses(g: GameState, extras: Json) -> None:
    n = len(g.tpl)
    for b in extras["bonuses"]:
        c, stat, until = b.get("card"), b.get("stat"), b.get("until", "war_action")
        if not isinstance(c, int) or not 0 <= c < n or stat not in STAT_CODES or until not in _UNTIL \
                or not isinstance(b.get("n"), int):
            raise ValueError(f"a bonus is {{card, stat, n, until}} (a card number, {', '.join(STAT_CODES)}, "
                             f"a whole number, war_action, battle or turn), not {b!r}")
        where = {"war_action": g.wa_bonus, "battle": g.battle_bonus, "turn": g.turn_bonus}[until]
        key = c * 5 + STAT_CODES[stat]
        where[key] = where.get(key, 0) + b["n"]
    for b in extras["counter"]:
        c, until = b.get("card"), b.get("until", "war_action")
        if not isinstance(c, int) or not 0 <= c < n or until not in _UNTIL:
            raise ValueError(f"counter-attack gained is {{card, until}}, not {b!r}")
        {"war_action": g.wa_counter, "battle": g.battle_counter, "turn": g.turn_counter}[until].add(c)
    flags = extras["extra_flags"]
    if len(flags) != 2 or not all(isinstance(x, int) for x in flags):
        raise ValueError(f"extra_flags is two whole numbers (player 0's, player 1's), not {flags!r}")
    g.battle_flags = list(flags)


def position_options(pos: Json) -> Json:
    """The keywords :func:`from_position` takes for a saved position (``state.origin``)."""
    keys = ("planet", "attacker", "turn", "battle", "first", "to_act", "captured", "stage", "fought", "bonuses",
            "counter", "extra_flags")
    return {k: pos[k] for k in keys if pos.get(k) is not None}
