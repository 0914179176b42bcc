"""What an ability may pick and when it applies: owners, card types, filters, conditions
(predicates), triggers and X. Functions of the state; none changes it.

A *spec* is the ``target`` of an effect in the executable form (IR), e.g.
``{"ref": "choose", "owner": "enemy", "types": ["unit"], "filters": [...]}``; :func:`candidates`
lists the cards it may pick now.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, cast

from heresy_app.cards.model import fold
from heresy_app.engine import measures
from heresy_app.engine.measures import ability_uses, named_card, rule_name
from heresy_app.engine.roll_tests import made_for_event, roll_use, test_outcome
from heresy_app.engine.terms import FL, LOCKED, POSITION_NAMES, STAT_CODES, TYPE_NAMES, UNIT, Z_DECK, Z_FLEET, Z_SECTOR

if TYPE_CHECKING:
    from collections.abc import Iterable, Iterator

    from heresy_app.engine.catalog import Ab
    from heresy_app.engine.plays import AbilityFrame, ModifierFrame, ReactionFrame
    from heresy_app.engine.shapes import Node, Uses
    from heresy_app.engine.state import GameState

    #: a choice-like spec read once (_compile_spec): (owner code, type mask, filters or None, the spec,
    #: alternatives ((type mask, filters or None) pairs) or None, zone code)
    Alts = tuple[tuple[int, list[Node] | None], ...]
    Compiled = tuple[int, int, list[Node] | None, Node, Alts | None, int]
    #: a constant read in play (read_constants): (kind, effect, scope or None for its own card, conditions)
    Aura = tuple[str, Node, Node | None, tuple[Node, ...]]

__all__ = ["candidates", "on_spare", "filters_ok", "type_ok", "predicate", "matches_trigger", "lockable_units", "cost_units",
           "infiltrate_candidates", "resolve_targets", "compile_spec", "TARGET_REFS", "PREDICATES",
           "FILTERS", "count_cards", "restricted", "untargetable", "aura_stat", "aura_keywords", "aura_restricts",
           "read_constants", "home_sector", "ZONES", "aura_barred", "ability_uses", "rule_name", "each_aura", "named_card"]

TARGET_REFS = frozenset({"this", "blocking", "attacking", "defending", "trigger", "choose", "chosen", "revealed", "paid"})
PREDICATES = frozenset({"this_state", "this_role", "count", "planet", "card_is", "player_role", "roll_result",
                        "roll_made", "test_outcome", "cards_in", "destroyed", "more", "only", "during", "all",
                        "first_war_action"})
FILTERS = frozenset({"keyword", "flags", "state", "stat", "role", "stat_than", "stat_x"})

_SPEC_CACHE: dict[int, Compiled] = {}
SPEC_CACHE_MAX = 4096
_COUNTER_ATTACK = frozenset({fold("Counter-attack"), fold("Контратака")})
_UNIQUE = frozenset({fold("Unique"), fold("Уникальный")})
# "card" picks units and assets: only an ability naming ships reaches ships (rules: ships.not-cards)
_MASKS = {"unit": 1, "asset": 2, "ship": 4, "card": 3}
# where a choice looks (ir.Zone): the battle's sector (ships: the fleet areas), every sector and fleet
# area, the fleet areas, the discard piles
ZONES = {"sector": 0, "play": 1, "fleet": 2, "discard": 3, "elsewhere": 4}


def _mask(types: Iterable[str] | None) -> int:
    mask = 0
    for t in types or ["unit"]:
        mask |= _MASKS.get(t, 0)
    return mask


def _compile_spec(spec: Node) -> Compiled:
    """(owner code, type mask, filters or None, the spec, alternatives or None, zone code) for a
    Choose/trigger-like dict, cached. The alternatives (ir.Alt: "one asset or Vehicle unit") are
    (type mask, filters or None) pairs, the choice's own first."""
    key = id(spec)
    comp = _SPEC_CACHE.get(key)
    if comp is None:
        owner = measures.OWNER_CODES.get(spec.get("owner", "any"), 2)
        mask = _mask(spec.get("types"))
        filters = spec.get("filters") or None
        alts: Alts | None = None
        if spec.get("alt"):
            alts = ((mask, filters),) + tuple((_mask(a.get("types")), a.get("filters") or None) for a in spec["alt"])
            for m, _ in alts[1:]:
                mask |= m
        comp = (owner, mask, filters, spec, alts, ZONES.get(spec.get("zone") or "sector", 0))
        if len(_SPEC_CACHE) >= SPEC_CACHE_MAX:   # a caller that builds its spec each time would grow it
            _SPEC_CACHE.clear()                  # for ever; an entry keeps its spec alive, so no id is reused
        _SPEC_CACHE[key] = comp
    return comp


compile_spec = _compile_spec   # public: offers.at_least counts a choice's cards without listing them


def _fits(st: GameState, c: int, alts: Alts) -> bool:
    """Does ``c`` match one of the alternatives ((type mask, filters) pairs)?"""
    bit = 1 << st.tpl[c].type
    for m, f in alts:
        if bit & m and (f is None or filters_ok(st, c, f)):
            return True
    return False


def type_ok(st: GameState, c: int, types: Iterable[str]) -> bool:
    if "card" in types:
        return True
    return TYPE_NAMES[st.tpl[c].type] in types


def filters_ok(st: GameState, c: int, filters: list[Node] | None) -> bool:
    if not filters:
        return True
    for f in filters:
        k = f["filter"]
        if k == "keyword":
            kw = fold(f["keyword"])
            # term.counter-attack: a unit that gained Counter-attack from an ability has the keyword;
            # term.unique: "unique" describes a unique card, whether or not its keyword line says so
            ok = (kw in st.keywords(c) or (kw in _COUNTER_ATTACK and st.has_counter(c))
                  or (kw in _UNIQUE and st.tpl[c].identity is not None)
                  or kw in st.tpl[c].names)   # g20c: a card named in quotes («карт «Библиарий»»)
            if f.get("negate"):
                ok = not ok
        elif k == "flags":
            ok = (st.stat(c, FL) > 0) == bool(f["flagged"])
        elif k == "state":
            ok = POSITION_NAMES[st.pos[c]] == f["state"]
        elif k == "not_state":   # g16b: "that is not charging"
            ok = POSITION_NAMES[st.pos[c]] != f["state"]
        elif k == "type":   # g16: "versus assets"
            ok = TYPE_NAMES[st.tpl[c].type] in f["types"]
        elif k in ("stat_than", "role", "stat_x"):   # "with speed lower than this unit's speed", "neither the attacking ..."
            ok = measures.filter_ok(st, c, f)
        else:
            v = st.stat(c, STAT_CODES[f["stat"]])
            n = f["value"]
            ok = {"le": v <= n, "ge": v >= n, "eq": v == n, "lt": v < n, "gt": v > n}[f["cmp"]]
        if not ok:
            return False
    return True


def candidates(st: GameState, p: int, spec: Node, sector: int | None = None) -> list[int]:
    """Cards a choice (or ``all``) may pick for controller ``p``: in the sector of the battle
    (``sector``: another one), ships in the fleet areas; for "any blocking unit", the unit that
    blocks (if one does). A choice's ``zone`` may look in every sector and fleet area, in the fleet
    areas only, or in the discard piles (a card there is not in play: only a return reaches it);
    its ``alt`` adds other kinds of card it accepts."""
    if spec.get("ref") == "blocking":
        b = st.wa_block
        return [b] if b >= 0 and st.in_play(b) else []
    owner, mask, filters, _, alts, zone = _SPEC_CACHE.get(id(spec)) or _compile_spec(spec)   # (its memo read here)
    players = measures.BY_OWNER[owner][p] if owner < 3 else measures.players_of(st, p, owner)
    if zone or alts is not None:
        return _wide(st, players, mask, filters, alts, zone, sector)
    s = st.bsec if sector is None else sector
    tpl = st.tpl
    out: list[int] = []
    for q in players:
        if mask & 3 and s >= 0:
            for c in st.sectors[s][q]:
                if (1 << tpl[c].type) & mask and (filters is None or filters_ok(st, c, filters)):
                    out.append(c)
        if mask & 4:
            for c in st.fleets[q]:
                if filters is None or filters_ok(st, c, filters):
                    out.append(c)
    return out


def _wide(st: GameState, players: Iterable[int], mask: int, filters: list[Node] | None, alts: Alts | None, zone: int,
          sector: int | None) -> list[int]:
    """:func:`candidates` for a choice with alternatives or a zone other than the battle's sector."""
    alts = alts or ((mask, filters),)
    s = st.bsec if sector is None else sector
    out: list[int] = []
    for q in players:
        zones: tuple[list[int] | tuple[()], ...]
        if zone == 3:
            zones = (st.discards[q],)
        elif zone == 2:
            zones = (st.fleets[q],)
        elif zone == 1:
            zones = (st.sectors[0][q], st.sectors[1][q], st.sectors[2][q], st.fleets[q])
        elif zone == 4:   # "in another sector": every sector but this one
            zones = tuple(st.sectors[x][q] for x in range(3) if x != s)
        else:
            zones = ((st.sectors[s][q] if s >= 0 else ()), st.fleets[q])
        for cards in zones:
            for c in cards:
                if _fits(st, c, alts):
                    out.append(c)
    return out


def home_sector(st: GameState, c: int) -> int:
    """"This sector": the sector card ``c`` is in; for a card elsewhere (a ship in its fleet area, a
    command line) the sector of the battle under way (-1 between battles)."""
    if c < 0:   # a sector's text (engine.sector_texts): the battle's sector
        return st.bsec
    z = st.loc[c]
    return z - Z_SECTOR if z >= Z_SECTOR else st.bsec


def count_cards(st: GameState, p: int, a: Node, sector: int | None = None, this: int = -1,
                use: AbilityFrame | None = None) -> int:
    """An amount "for each ..." (ir.Count): the cards matching it, for controller ``p``, counted now,
    times ``per``; "for each other ..." leaves out ``this`` (the card the ability is printed on). A count
    of the cards in a hand, deck or discard pile (ir.CardsIn, "for each event in it") is the state's; "for every
    2 ..." (``every``) counts whole groups."""
    if a.get("kind") == "stat":   # "for each flag it has" (ir.StatOf): the named card's statistic now
        return measures.stat_of(st, a, this, use)
    every = int(a.get("every", 1))   # g13b: "for every 2 ...": whole groups of two
    if a.get("kind") == "cards_in":
        return st.cards_in(p, a) // every * int(a.get("per", 1))
    cards = measures.dead(st, p, a, type_ok, filters_ok) if a.get("destroyed") else candidates(st, p, a, sector)
    if a.get("other") and this >= 0:
        cards = [c for c in cards if c != this]
    n = len(cards) // every * int(a.get("per", 1))
    return n if a.get("max") is None else min(n, a["max"])



_COUNT_SPECS: dict[int, tuple[Node, Node]] = {}


def _count_spec(pred: Node) -> Node:
    """The choice-like spec a count predicate (ir.CountAtLeast) counts, kept per predicate (the
    candidates' cache is keyed by the spec's identity)."""
    got = _COUNT_SPECS.get(id(pred))
    if got is None or got[0] is not pred:
        spec: Node = {"owner": pred.get("owner", "own"), "types": pred.get("types") or ["unit"],
                "filters": pred.get("filters"), "zone": "play" if pred.get("zone") == "play" else None}
        got = _COUNT_SPECS[id(pred)] = (pred, spec)
    return got[1]


def predicate(st: GameState, p: int, c: int, pred: Node, use: AbilityFrame | None = None, trig: int = -1) -> bool:
    """A condition ("only if" / "unless") of an ability on card ``c`` used by ``p``; ``use``: the
    ability's use while it resolves (the cards it chose, its trigger's card), ``trig``: the trigger's
    card when the ability is announced."""
    k = pred["pred"]
    if k == "card_is":   # "it is a Vehicle", "its armor is 2 or less", "the defending unit is one of your ..."
        named = _rolled_for(st) if pred["of"] == "rolled_for" else named_card(st, c, pred["of"], use, trig)
        if named < 0 or not (st.in_play(named) or pred["of"] == "revealed"):   # a card shown on its deck
            return False
        owner = pred.get("owner", "any")
        if owner != "any" and (st.owner[named] == p) != (owner == "own"):
            return False
        return type_ok(st, named, pred.get("types") or ["card"]) and filters_ok(st, named, pred.get("filters"))
    if k == "cards_in":   # "you have no cards in your hand", "... 3 or more events in their hand"
        least: int = pred.get("at_least", 1)
        return st.cards_in(p, pred) >= least
    if k == "player_role":   # the attacker or the defender (the players' roles: term.attacker)
        role: str = pred["role"]
        return (st.attacker == p) == (role == "attacker")
    if k == "this_state":
        return st.in_play(c) and POSITION_NAMES[st.pos[c]] == pred["state"]
    if k == "this_role":
        if c != {"attacking": st.wa_att, "defending": st.wa_def, "blocking": st.wa_block}[pred["role"]]:
            return False
        attack = pred.get("attack")   # "while assaulting": and the attack under way is an assault
        return attack is None or measures.predicate(st, p, c, {"pred": "during", "attack": attack}, -1, candidates,
                                                    home_sector)
    if k == "count":
        spec = _count_spec(pred)
        # "in this sector": the card's own (the battle's for a card used in it, a ship or a command line)
        cards = candidates(st, p, spec, home_sector(st, c) if c >= 0 else None)
        at_least: int = pred.get("at_least", 1)
        if pred.get("other") and c >= 0:   # "another Hero", "no other ready units": not this card
            return sum(1 for x in cards if x != c) >= at_least
        return len(cards) >= at_least
    if k == "planet":
        planet: str = pred["planet"]
        return st.planet == planet
    if k in measures.PREDICATES:   # "if it is destroyed", "your only unit", "more units than your opponent"
        named = named_card(st, c, pred["of"], use, trig) if k == "destroyed" else -1
        return measures.predicate(st, p, c, pred, named, candidates, home_sector)
    if k in ("roll_result", "roll_made", "test_outcome"):
        return _roll_predicate(st, p, pred)
    return False


def current_roll(st: GameState) -> ModifierFrame | ReactionFrame | None:
    """The roll being modified (a modifier window, or the one before its result is known) or answered
    (a reaction window to a roll), innermost first; None outside one."""
    for f in reversed(st.stack):
        if getattr(f, "roller", -1) >= 0 and getattr(f, "event", "roll") == "roll":
            return cast("ModifierFrame | ReactionFrame", f)
    return None


_DURING = {"shooting": 0, "assault": 1, "special_assault": 2}


def _rolled_for(st: GameState) -> int:
    """g17b (issue 24): the card whose ability made the roll being modified or answered ("a test made for an
    Ultramarines card"); -1 outside a roll's window or for a roll no card's ability made."""
    f = current_roll(st)
    use = roll_use(st, f) if f is not None else None
    card = getattr(use, "card", -1) if use is not None else -1
    return card if isinstance(card, int) else -1


def _roll_predicate(st: GameState, p: int, pred: Node) -> bool:
    """"Use only if the result is 1" (the roll's result as it stands, unknown before the die is read),
    "if your opponent made the roll during a special assault" (who rolled, and the attack under way)."""
    f = current_roll(st)
    if f is None:
        return False
    if pred["pred"] == "test_outcome":   # g16: "When you fail a test"
        passed: bool = pred.get("passed", True)
        return test_outcome(st, f) == passed
    if pred.get("made_for") == "event" and not made_for_event(st, f):   # g16: "a roll made for an event"
        return False
    if pred["pred"] == "roll_result":
        if getattr(f, "before", False):
            return False
        v = f.value if f.value >= 0 else st.last_roll
        n: int = pred["value"]
        cmp = pred.get("cmp", "eq")
        return v == n if cmp == "eq" else (v >= n if cmp == "ge" else v <= n)
    owner = pred.get("owner", "any")
    if owner != "any" and (f.roller == p) != (owner == "own"):
        return False
    during = pred.get("during")
    if during is None:
        return True
    for g in reversed(st.stack):   # the attack under way (combat.AttackFrame: kind 0 shooting, 1 assault, 2 special)
        if type(g).__name__ == "AttackFrame":
            kind: int = getattr(g, "kind")   # noqa: B009  (combat.AttackFrame's: combat imports this room)
            return kind == _DURING[during]
    return False


def matches_trigger(st: GameState, p: int, trig: Node, card: int, roller: int = -1, party: int = -1, by: str | None = None,
                    causer: int = -1) -> bool:
    """Does the event (on ``card``, or a roll by ``roller``) answer a reaction's trigger for ``p``?
    ``party``: the event's other card, ``by``: how it came about, ``causer``: who did it."""
    owner: str = trig.get("owner", "any")
    event: str = trig["event"]
    # the player who did it: own = you, enemy = your opponent
    if trig["event"] in ("roll", "war_action", "draws", "retreats", "passes"):
        return owner == "any" or (roller == p) == (owner == "own")
    if card < 0:   # "at the start of the battle": no card
        return event == "battle_start"
    if owner == "own" and st.owner[card] != p or owner == "enemy" and st.owner[card] == p:
        return False
    if trig["event"] == "played":  # the card played from the command hand: only its player counts (and its kind)
        cmd = st.tpl[card].command
        return trig.get("command") is None or (cmd is not None and cmd.kind == trig["command"])
    if trig.get("by_enemy") and roller == p:   # "the target of an enemy ability": the opponent chose it
        return False
    how = trig.get("by")
    if how is not None and (how != by and not (how == "attack" and by in ("shooting", "assault"))
                            or trig.get("by_enemy") and causer == p):   # "by shooting", "by an enemy ability"
        return False   # g14a: "by an attack" is either kind of attack
    role = trig.get("role")
    if role is not None and card != (st.wa_att if role == "attacking" else st.wa_def):
        return False
    other = trig.get("party")
    if other is not None and not other.get("this"):   # "is attacked by a Vehicle": the other card described
        if party < 0 or (other.get("owner") == "own" and st.owner[party] != p) or (
                other.get("owner") == "enemy" and st.owner[party] == p) or not (
                type_ok(st, party, other.get("types") or ["unit"]) and filters_ok(st, party, other.get("filters"))):
            return False
    return type_ok(st, card, trig.get("types") or ["unit"]) and filters_ok(st, card, trig.get("filters"))


def lockable_units(st: GameState, p: int, state: str, filters: list[Node] | None = None, ships: bool = False,
                   skip: int = -1) -> list[int]:
    """``p``'s units in the battle's sector (``ships``: the ships of ``p``'s fleet area) that can be
    locked (as a cost), in position ``state``, matching ``filters`` ("one of your ready Sons of Horus
    units"), but not ``skip`` ("one of your other Psyker units": the card the ability is printed on);
    never one that cannot be locked by an ability (abilities.restriction: the cost is the ability's)."""
    s = st.bsec
    if s < 0 and not ships:
        return []
    out: list[int] = []
    for c in (st.fleets[p] if ships else st.sectors[s][p]):
        if c == skip or (not ships and st.tpl[c].type != UNIT):
            continue
        ps = st.pos[c]
        if ps == LOCKED:
            continue
        if (state == "any" or POSITION_NAMES[ps] == state) and (not filters or filters_ok(st, c, filters)) \
                and not restricted(st, c, "no_lock"):
            out.append(c)
    return out


def cost_units(st: GameState, p: int, card: int, cost: Node) -> list[int]:
    """The cards a "lock N of your units" cost (ir.LockUnits) may lock now, for ``p`` using an
    ability of ``card``."""
    return lockable_units(st, p, cost.get("state", "any"), cost.get("filters"),
                          (cost.get("types") or ["unit"]) == ["ship"], card if cost.get("other") else -1)


def infiltrate_candidates(st: GameState, p: int, e: Node, exclude: Iterable[int] = ()) -> list[int]:
    """Cards ``p`` may infiltrate with effect ``e`` (one card per card id: copies are alike), but
    none of ``exclude`` (the command line being played, cards already chosen)."""
    src = {"hand": st.hands[p], "deck": st.decks[p], "discard": st.discards[p]}[e["source"]]
    types = e.get("types") or ["unit"]
    seen: set[str] = set()
    out: list[int] = []
    for c in src:
        t = st.tpl[c]
        if t.id in seen or c in exclude:
            continue
        if type_ok(st, c, types) and filters_ok(st, c, e.get("filters")):
            seen.add(t.id)
            out.append(c)
    return out


def attack_under_way(st: GameState, attack: str) -> bool:
    """Is the innermost attack under way of kind ``attack`` ("shooting", "assault")? (g17b: "the shooting
    unit" / «стреляющий отряд» is the attacking card only then)."""
    kinds = ("assault", "special_assault") if attack == "assault" else (attack,)   # a special assault is an assault
    return any(measures.predicate(st, -1, -1, {"pred": "during", "attack": k}, -1, candidates, home_sector)
               for k in kinds)


def resolve_targets(st: GameState, use: AbilityFrame, spec: Node, ei: int) -> list[int]:
    """The cards effect ``ei`` of ability use ``use`` acts on, now (g17c: none an ``unaffected``
    restriction protects from it, engine.entering; a choice was already made among the others)."""
    cards = _resolved(st, use, spec, ei)
    if not cards or spec["ref"] in ("this", "chosen", "revealed"):
        return cards
    found = _UNAFFECTED.get(st.uses)   # (_speaks_of_unaffected's memo, read here first)
    if found is None:
        found = _speaks_of_unaffected(st.uses)
    if found:
        spare = _SPARE[0]
        if spare is not None:
            cards = spare(st, use, cards)
    return cards


_SPARE: list[Callable[[GameState, AbilityFrame, list[int]], list[int]] | None] = [None]


def on_spare(check: Callable[[GameState, AbilityFrame, list[int]], list[int]]) -> None:
    """engine.entering hands in its check of the cards an ``unaffected`` restriction protects (it
    reads this module, so it registers here rather than being imported from it)."""
    _SPARE[0] = check


_UNAFFECTED: dict[Uses, bool] = {}


def _speaks_of_unaffected(uses: Uses) -> bool:
    found = _UNAFFECTED.get(uses)
    if found is None:
        found = _UNAFFECTED[uses] = any(isinstance(n, str) and n.startswith("unaffected") for n in uses)
    return found


def _resolved(st: GameState, use: AbilityFrame, spec: Node, ei: int) -> list[int]:
    ref = spec["ref"]
    if ref == "this":
        return [use.card] if use.ai >= 0 else []
    if ref == "blocking" and not spec.get("choice"):
        return [st.wa_block] if st.wa_block >= 0 else []
    if ref in ("attacking", "defending"):
        c = st.wa_att if ref == "attacking" else st.wa_def
        if spec.get("attack") and not attack_under_way(st, spec["attack"]):   # g17b: "the shooting unit"
            return []
        return [c] if c >= 0 else []
    if ref == "trigger":
        return [use.trig] if use.trig >= 0 else []
    if ref == "paid":   # g17b: "the locked unit": the cards the ability's cost locked, while in play
        return [c for c in use.chosen.get("paid", ()) if st.in_play(c)]
    if ref == "revealed":   # "it" after a reveal: the top cards shown, while they are still on the deck
        return [c for c in use.chosen.get("revealed", ()) if st.loc[c] == Z_DECK]
    if ref == "chosen" and spec.get("scope"):   # "they" after "all ...": the cards that effect found
        for k in range(ei - 1, -1, -1):
            if ("all", k) in use.chosen:
                return [c for c in use.chosen[("all", k)] if st.in_play(c)]
        return []
    if ref == "chosen":   # "it", "that unit": the cards the nearest earlier choice of the ability chose
        for k in range(ei - 1, -1, -1):
            if k in use.chosen:
                return [c for c in use.chosen[k] if st.in_play(c)]
        # a use carried out for another (a branch, an outcome): the cards that use chose
        return [c for c in use.chosen.get(-100, ()) if st.in_play(c)]
    if spec.get("quantity", "exactly") == "all":
        st.ref = (use.card, use.trig, use.x)   # g10: X too ("with speed less than X", measures.filter_ok)
        cards = candidates(st, use.ctrl, spec)
        cards = [c for c in cards if c != use.card] if spec.get("other") else cards   # "your other units"
        use.chosen[("all", ei)] = cards   # for a later "they" (ChosenCard.scope)
        return cards
    return list(use.chosen.get(ei, ()))


# ====================================================================== restrictions and constants' scopes

def restricted(st: GameState, c: int, rule: str) -> bool:
    """Does restriction ``rule`` ("no_block", "no_charge", "no_shoot", "no_assault", "no_lock",
    "untargetable", "untargetable_enemy") hold for ``c`` now (rules: abilities.restriction)? Printed
    on it, given to it for a time by an ability, or given by a constant to a scope it is in."""
    if rule not in st.uses:   # no card of this game speaks of it
        return False
    if rule in st.tpl[c].restricts:
        return True
    if (st.wa_bonus or st.battle_bonus or st.turn_bonus) and st.timed(c, rule):
        return True
    return bool(st.auras or st.sec_auras) and aura_restricts(st, c, rule)


def untargetable(st: GameState, c: int, p: int) -> bool:
    """May no ability of ``p`` choose ``c`` ("cannot be the target of abilities"; the "enemy" form
    only bars its owner's opponent)?"""
    return restricted(st, c, "untargetable") or (st.owner[c] != p and restricted(st, c, "untargetable_enemy"))


def read_constants(abilities: Iterable[Ab | None]) -> tuple[tuple[Aura, ...], frozenset[str]]:
    """What a card's constant abilities (Ab objects, None for one played by hand) give beyond the
    card's own fixed numbers: ``auras`` — (kind, effect, scope or None for the card itself,
    conditions) for a change, a keyword or a restriction given to a scope of cards ("All your
    Infantry units get +1 armor."), or given to the card itself only while a condition holds or by
    an amount counted in play; ``restricts`` — the restrictions printed on the card itself."""
    auras: list[Aura] = []
    restricts: set[str] = set()
    for ab in abilities:
        if ab is None or ab.kind != "constant" or ab.trigger:   # a replacement: instead.py
            continue
        conds = tuple(ab.conditions)
        for e in ab.effects:
            op = e["op"]
            tgt = e.get("target")
            scope = tgt if tgt is not None and tgt.get("ref") == "choose" else None
            if op == "restriction":
                rule = rule_name(e)
                if scope is None and not conds and rule not in ("unblockable", "unshootable") and not e.get("by"):
                    restricts.add(rule)
                elif scope is not None or conds or e.get("by"):   # "by ...": read in play, as a scope's
                    auras.append(("restriction", e, scope, conds))
            elif op == "damage_reduced":   # g6: "Damage dealt to this unit by shooting is reduced by 1."
                auras.append(("reduce", e, scope, conds))
            elif op == "test_bonus":   # g16: "Tests for abilities of Psykers in this sector succeed on ... 1 lower"
                auras.append(("test_bonus", e, scope, conds))
            elif op == "damage_bonus":   # g11: "... deal 1 extra damage when they counter-attack" (engine.bends)
                auras.append(("bonus_dmg", e, scope, conds))
            elif op == "set_stat":   # "This unit's firepower is equal to the number of ...": counted in play;
                auras.append(("modify", e, scope, conds))   # g6: "Enemy Vehicles in this sector give no flags"
            elif op == "modify" and (scope is not None or conds):
                auras.append(("modify", e, scope, conds))
            elif op == "modify":   # "+1 armor for each ...": the counted changes (the fixed ones: const_mods)
                counted = [ch for ch in (e, *(e.get("more") or ())) if (ch.get("amount") or {}).get("kind") != "number"]
                if counted:
                    auras.append(("modify", {**counted[0], "more": counted[1:]}, None, conds))
            elif op in ("grant", "counter_attack") and (scope is not None or conds):
                auras.append(("grant", e, scope, conds))
    return tuple(auras), frozenset(restricts)


def _reaches(st: GameState, a: int, kind: str, scope: Node | None, conds: Iterable[Node], c: int) -> bool:
    """Does the constant of card ``a`` (in play) reach card ``c`` now? ``scope`` None: ``a`` itself."""
    if scope is None:
        if c != a:
            return False
    elif scope.get("other") and c == a:   # "your other units"
        return False
    else:
        lc = st.loc[c]
        if lc < Z_FLEET:
            return False
        owner, mask, filters, _, alts, zone = _compile_spec(scope)
        if owner == 0 and st.owner[c] != st.owner[a] or owner == 1 and st.owner[c] == st.owner[a]:
            return False
        if owner > 2 and st.owner[c] not in measures.players_of(st, 0, owner):   # "the defender's units"
            return False
        la = st.loc[a]
        if zone == 2 and lc != Z_FLEET or zone == 3:
            return False
        # "in this sector": the sector of the card printing it; a ship's reaches every sector
        if zone == 0 and la >= Z_SECTOR and lc >= Z_SECTOR and lc != la:
            return False
        if not (_fits(st, c, alts) if alts is not None else
                (1 << st.tpl[c].type) & mask and (filters is None or filters_ok(st, c, filters))):
            return False
    for cond in conds:   # "while ...": evaluated on the card printing it
        if predicate(st, st.owner[a], a, cond["predicate"]) != (cond["mode"] == "only_if"):
            return False
    return True


def _in_scope(st: GameState, c: int, scope: Node) -> bool:   # a sector's constant: its scope names no player, or one by role
    owner, mask, filters, _, alts, _ = _compile_spec(scope)
    return (owner < 3 or st.owner[c] in measures.players_of(st, 0, owner)) and (_fits(st, c, alts) if alts else bool(
        (1 << st.tpl[c].type) & mask and (filters is None or filters_ok(st, c, filters))))


def _each_aura(st: GameState, c: int, kind: str) -> Iterator[tuple[int, Node]]:
    """The constants of the cards in play that reach ``c`` now, of ``kind``: (card, effect). An
    aura's own scope, filters and counts read the cards without auras (none feeds on another)."""
    if st.aura_busy:
        return
    st.aura_busy = True
    try:
        found: list[tuple[int, Node]] = []
        for a in st.auras:
            if st.loc[a] < Z_FLEET:
                continue
            for k, e, scope, conds in st.tpl[a].auras:
                if k == kind and _reaches(st, a, k, scope, conds, c):
                    found.append((a, e))
        if st.sec_auras:   # a sector's text (abilities.sector)
            found += measures.sector_auras(st, c, kind, _in_scope)
    finally:
        st.aura_busy = False
    yield from found


def aura_stat(st: GameState, c: int, s: int) -> int:
    """What constants (auras, or the card's own counted or conditional changes) add to statistic
    ``s`` of ``c`` now."""
    n = 0
    for a, e in _each_aura(st, c, "modify"):
        for ch in (e, *(e.get("more") or ())) if not e.get("versus_this") else ():   # versus this: restrictions
            if STAT_CODES[ch["stat"]] == s and not e.get("versus") and not e.get("versus_cards") and not e.get("versus_attack"):
                amt = ch["amount"]
                k = amt.get("kind")
                if k == "number":
                    v = amt["value"]
                elif k in ("count", "stat", "cards_in"):   # counted in play, or "for each flag it has": without the constants
                    st.aura_busy = True
                    try:
                        v = (count_cards(st, st.owner[a], amt, home_sector(st, a), a) if k in ("count", "cards_in")
                             else measures.stat_of(st, amt, a))
                    finally:
                        st.aura_busy = False
                else:
                    v = 0   # a constant has no roll and no X of its own
                if e["op"] == "set_stat":   # the printed number is the count instead (issue 24, g2)
                    v -= st.tpl[c].stats[s]
                n += int(ch.get("sign", 1)) * v
    return n


_REDUCED_BY = {"shooting": (0,), "assault": (1,), "special_assault": (2,), "attacks": (0, 1, 2), "any": (0, 1, 2, -1)}


def damage_reduction(st: GameState, c: int, attack: int) -> int:
    """How much constants reduce the damage ``c`` takes from an attack of kind ``attack`` (combat's
    codes; -1: an ability's damage) now: "Damage dealt to this unit by shooting is reduced by 1."
    (issue 24, g6)."""
    if "damage_reduced" not in st.uses:
        return 0
    n = 0
    if st.wa_bonus or st.battle_bonus or st.turn_bonus:   # g21b: given for a time (engine.bends.reduce_damage)
        for k, v in st.timed(c, "reduce"):
            if attack in _REDUCED_BY[k[2]]:
                n += v
    if st.auras or st.sec_auras:
        n += sum(e["amount"] for _, e in _each_aura(st, c, "reduce") if attack in _REDUCED_BY[e.get("attack", "any")])
    return n


def aura_keywords(st: GameState, c: int) -> frozenset[str]:
    """The keywords constants give ``c`` now (folded; Counter-attack among them)."""
    out: set[str] = set()
    for _, e in _each_aura(st, c, "grant"):
        out.add(fold(e.get("keyword") or "Counter-attack"))
    return frozenset(out)


def aura_barred(st: GameState, c: int) -> frozenset[str]:
    """The keywords of the units constants in play bar from blocking ``c`` ("" = every unit)."""
    return frozenset(fold(e.get("keyword") or "") for _, e in _each_aura(st, c, "restriction")
                     if e["rule"] == "unblockable" and not e.get("by"))


def aura_restricts(st: GameState, c: int, rule: str) -> bool:
    for _, e in _each_aura(st, c, "restriction"):
        if rule_name(e) == rule:
            return True
    return False

each_aura = _each_aura   # (card, effect) of the constants that reach a card now: engine.restrictions reads them
