"""What an ability may pick and when it applies: owners, card types, filters, conditions
(predicates), triggers and X. Functions of the state; none changes it.

A *spec* is the ``target`` of an effect in the executable form (IR), e.g.
``{"ref": "choose", "owner": "enemy", "types": ["unit"], "filters": [...]}``; :func:`candidates`
lists the cards it may pick now.
"""

from __future__ import annotations

from heresy_app.cards.model import fold
from heresy_app.engine.terms import FL, LOCKED, POSITION_NAMES, STAT_CODES, TYPE_NAMES, UNIT, REPEAT_BOUND

__all__ = ["candidates", "filters_ok", "type_ok", "predicate", "matches_trigger", "lockable_units",
           "infiltrate_candidates", "resolve_targets", "x_value", "x_counts", "free_x_range", "TARGET_REFS", "PREDICATES",
           "FILTERS"]

TARGET_REFS = frozenset({"this", "blocking", "attacking", "defending", "trigger", "choose"})
PREDICATES = frozenset({"this_state", "this_role", "count", "planet"})
FILTERS = frozenset({"keyword", "flags", "state", "stat"})

_SPEC_CACHE: dict[int, tuple] = {}
_COUNTER_ATTACK = frozenset({fold("Counter-attack"), fold("Контратака")})
_UNIQUE = frozenset({fold("Unique"), fold("Уникальный")})
# "card" picks units and assets: only an ability naming ships reaches ships (rules: ships.not-cards)
_MASKS = {"unit": 1, "asset": 2, "ship": 4, "card": 3}


def _compile_spec(spec) -> tuple:
    """(owner code, type mask, filters or None) for a Choose/trigger-like dict, cached."""
    key = id(spec)
    comp = _SPEC_CACHE.get(key)
    if comp is None:
        owner = {"own": 0, "enemy": 1}.get(spec.get("owner", "any"), 2)
        mask = 0
        for t in spec.get("types") or ["unit"]:
            mask |= _MASKS.get(t, 0)
        comp = (owner, mask, spec.get("filters") or None, spec)
        _SPEC_CACHE[key] = comp
    return comp


def type_ok(st, c, types) -> bool:
    if "card" in types:
        return True
    return TYPE_NAMES[st.tpl[c].type] in types


def filters_ok(st, c, filters) -> bool:
    if not filters:
        return True
    for f in filters:
        k = f["filter"]
        if k == "keyword":
            kw = fold(f["keyword"])
            # term.counter-attack: a unit that gained Counter-attack from an ability has the keyword;
            # term.unique: "unique" describes a unique card, whether or not its keyword line says so
            ok = (kw in st.tpl[c].keywords or (kw in _COUNTER_ATTACK and st.has_counter(c))
                  or (kw in _UNIQUE and st.tpl[c].identity is not None))
            if f.get("negate"):
                ok = not ok
        elif k == "flags":
            ok = (st.stat(c, FL) > 0) == bool(f["flagged"])
        elif k == "state":
            ok = POSITION_NAMES[st.pos[c]] == f["state"]
        else:
            v = st.stat(c, STAT_CODES[f["stat"]])
            n = f["value"]
            ok = {"le": v <= n, "ge": v >= n, "eq": v == n, "lt": v < n, "gt": v > n}[f["cmp"]]
        if not ok:
            return False
    return True


def candidates(st, p, spec) -> list[int]:
    """Cards a choice (or ``all``) may pick for controller ``p``: in the sector of the battle,
    ships in the fleet areas; for "any blocking unit", the unit that blocks (if one does)."""
    if spec.get("ref") == "blocking":
        b = st.wa_block
        return [b] if b >= 0 and st.in_play(b) else []
    owner, mask, filters, _ = _compile_spec(spec)
    players = (p,) if owner == 0 else (1 - p,) if owner == 1 else (0, 1)
    s = st.bsec
    tpl = st.tpl
    out = []
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


def predicate(st, p, c, pred) -> bool:
    """A condition ("only if" / "unless") of an ability on card ``c`` used by ``p``."""
    k = pred["pred"]
    if k == "this_state":
        return st.in_play(c) and POSITION_NAMES[st.pos[c]] == pred["state"]
    if k == "this_role":
        return c == {"attacking": st.wa_att, "defending": st.wa_def, "blocking": st.wa_block}[pred["role"]]
    if k == "count":
        spec = {"owner": pred.get("owner", "own"), "types": pred.get("types") or ["unit"],
                "filters": pred.get("filters")}
        return len(candidates(st, p, spec)) >= pred.get("at_least", 1)
    if k == "planet":
        return st.planet == pred["planet"]
    return False


def matches_trigger(st, p, trig, card, roller=-1) -> bool:
    """Does the event (on ``card``, or a roll by ``roller``) answer a reaction's trigger for ``p``?"""
    owner = trig.get("owner", "any")
    if trig["event"] == "roll":  # the player who rolled: own = you, enemy = your opponent
        return owner == "any" or (roller == p) == (owner == "own")
    if owner == "own" and st.owner[card] != p or owner == "enemy" and st.owner[card] == p:
        return False
    if trig["event"] == "played":  # the card played from the command hand: only its player counts
        return True
    if trig.get("by_enemy") and roller == p:   # "the target of an enemy ability": the opponent chose it
        return False
    return type_ok(st, card, trig.get("types") or ["unit"]) and filters_ok(st, card, trig.get("filters"))


def lockable_units(st, p, state) -> list[int]:
    """``p``'s units in the battle's sector that can be locked (as a cost), in position ``state``."""
    s = st.bsec
    if s < 0:
        return []
    out = []
    for c in st.sectors[s][p]:
        if st.tpl[c].type != UNIT:
            continue
        ps = st.pos[c]
        if ps == LOCKED:
            continue
        if state == "any" or POSITION_NAMES[ps] == state:
            out.append(c)
    return out


def infiltrate_candidates(st, p, e, exclude=()) -> list[int]:
    """Cards ``p`` may infiltrate with effect ``e`` (one card per card id: copies are alike), but
    none of ``exclude`` (the command line being played, cards already chosen)."""
    src = {"hand": st.hands[p], "deck": st.decks[p], "discard": st.discards[p]}[e["source"]]
    types = e.get("types") or ["unit"]
    seen = set()
    out = []
    for c in src:
        t = st.tpl[c]
        if t.id in seen or c in exclude:
            continue
        if type_ok(st, c, types) and filters_ok(st, c, e.get("filters")):
            seen.add(t.id)
            out.append(c)
    return out


def resolve_targets(st, use, spec, ei) -> list[int]:
    """The cards effect ``ei`` of ability use ``use`` acts on, now."""
    ref = spec["ref"]
    if ref == "this":
        return [use.card] if use.ai >= 0 else []
    if ref == "blocking" and not spec.get("choice"):
        return [st.wa_block] if st.wa_block >= 0 else []
    if ref == "attacking":
        return [st.wa_att] if st.wa_att >= 0 else []
    if ref == "defending":
        return [st.wa_def] if st.wa_def >= 0 else []
    if ref == "trigger":
        return [use.trig] if use.trig >= 0 else []
    if spec.get("quantity", "exactly") == "all":
        return candidates(st, use.ctrl, spec)
    return list(use.chosen.get(ei, ()))


def x_counts(ab) -> bool:
    """True when X is a number of cards to choose ("Lock X enemy units"; rules term.x.count)."""
    return any(not isinstance(ab.effects[ei]["target"].get("count") or 1, int) for ei in ab.choices)


def x_value(st, use) -> int:
    """X defined by the ability (a statistic of a card, or a count of cards)."""
    xd = use.ab.x
    if xd["x"] == "stat":
        s = STAT_CODES[xd["stat"]]
        if xd.get("of", "target") == "this":
            return st.stat(use.card, s) if use.ai >= 0 else 0
        for ei in use.ab.choices:
            picks = use.chosen.get(ei)
            if picks:
                return st.stat(picks[0], s)
        return 0
    spec = {"owner": xd.get("owner", "own"), "types": xd.get("types") or ["unit"], "filters": xd.get("filters")}
    return len(candidates(st, use.ctrl, spec))


def _repeats(st, q, ab) -> int:
    """How many times ``q`` could use a printed ability in one window: once, or for an Unlimited
    one as often as its costs can be paid (at most REPEAT_BOUND times)."""
    if not ab.unlimited:
        return 1
    n = REPEAT_BOUND
    for cost in ab.costs:
        k = cost.get("count") or 1
        if cost["cost"] == "discard":
            n = min(n, len(st.hands[q]) // k)
        elif cost["cost"] == "discard_top":
            n = min(n, len(st.decks[q]) // k)
        elif cost["cost"] == "lock_this":
            n = min(n, 1)
        elif cost["cost"] == "lock_units":
            n = min(n, len(lockable_units(st, q, cost.get("state", "any"))) // k)
    return n


def _raise(ab) -> int:
    return sum(e["amount"] for e in ab.effects if e["op"] == "roll_add" and int(e.get("sign", 1)) > 0)


def roll_ceiling(st) -> int:
    """The highest result a roll could reach now: a 6 raised by every "add to the result"
    modifier either player could still play (command lines in hand, printed ones on cards in the
    battle's sector and fleet areas not used yet in this war action)."""
    top = 6
    for q in (0, 1):
        for c in st.hands[q]:
            cmd = st.tpl[c].command
            if cmd is not None and cmd.kind == "M":
                top += _raise(cmd)
        zones = (st.sectors[st.bsec][q] if st.bsec >= 0 else [], st.fleets[q])
        for zone in zones:
            for c in zone:
                t = st.tpl[c]
                for ai in t.by_kind.get("M", ()):
                    ab = t.abilities[ai]
                    if ab.unlimited or (c, ai, "wa") not in st.used:
                        top += _raise(ab) * _repeats(st, q, ab)
    return top


def free_x_range(st, use) -> range:
    """term.x.free-range: a free X is any number the player likes; the engine offers every whole
    number from 1 that could make a difference. With a test (X+): up to the highest result the roll
    could reach (:func:`roll_ceiling`), since a larger X fails for sure. Without one: up to the sum
    of every statistic of the cards in the battle's sector (at least 6), past which no bonus or
    malus can change anything."""
    if any(c["cost"] == "test" and (c.get("value") or {}).get("kind") == "x" for c in use.ab.costs):
        return range(1, roll_ceiling(st) + 1)
    s = st.bsec
    total = sum(st.stat(c, k) for q in (0, 1) for c in (st.sectors[s][q] if s >= 0 else ()) for k in range(5))
    return range(1, max(6, total) + 1)
