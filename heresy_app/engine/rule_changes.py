"""Rule changes for a sector (rules: abilities.rule-change, our clarification; ir.SectorRule).

A rule change says what rule it speaks of (Counter-attack, an overrun, the blocking of an attack of
one kind, the use of abilities of a kind, a command hand's size), how it changes it and where: in
"this sector" or in every sector. It comes from

* a **sector card's text** (``SectorText.rules``): "this sector" is that sector;
* a **constant of a card in play** (``Template.rule_changes``), while its conditions hold: "this
  sector" is the sector the card is in (a ship's, in the fleet area, holds in every battle);
* a **typed ability** ("T: Counter-attack has no effect in this sector until the end of the battle."):
  kept beside the bonuses of its duration, so it ends when they do; "this sector" is the battle's.

Each is read where the engine decides the rule it changes: :mod:`combat` (who may block, the
counter-attack, the overrun's damage), :func:`plays.can_use` (which abilities may be used),
:func:`battle.draw_hand` (the command hand). :func:`holds` is the one question they ask.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from heresy_app.engine import citations as R
from heresy_app.engine.targets import predicate
from heresy_app.engine.terms import HAND_SIZE, SECTOR_AI, TYPE_NAMES, Z_FLEET, Z_SECTOR

if TYPE_CHECKING:
    from heresy_app.engine.catalog import Template
    from heresy_app.engine.plays import AbilityFrame
    from heresy_app.engine.shapes import Node
    from heresy_app.engine.state import GameState

__all__ = ["holds", "in_force", "ability_barred", "hand_more", "first_player", "may_capture", "tie_winner",
           "retreat_barred", "give", "rule_key", "KEY"]

KEY = "sector_rule"
"""The first item of the key a rule change given for a time is kept under beside the bonuses."""

_CARDS: dict[int, tuple[tuple[Template, ...], tuple[int, ...]]] = {}


def _printing(st: GameState) -> tuple[int, ...]:
    """The cards of this game whose constants change a rule (computed once for the game's cards)."""
    found = _CARDS.get(id(st.tpl))
    if found is None or found[0] is not st.tpl:
        found = _CARDS[id(st.tpl)] = (st.tpl, tuple(c for c, t in enumerate(st.tpl) if t.rule_changes))
        if len(_CARDS) > 64:   # games come and go: keep the cache small
            _CARDS.clear()
            _CARDS[id(st.tpl)] = found
    return found[1]


def rule_key(e: Node, s: int) -> tuple[Any, ...]:
    """The key a rule change given for a time is kept under: (KEY, None, sector or -1, its form)."""
    src = e.get("source") or {}
    return (KEY, None, s if e.get("where", "sector") == "sector" else -1, e["what"], e["how"],
            tuple(src.get("kinds") or ()), tuple(src.get("types") or ()))


def in_force(st: GameState, what: str, how: str, s: int | None = None) -> list[Node]:
    """The rule changes of ``what`` x ``how`` that hold now for the battles of sector ``s`` (the
    battle's by default): the effects (their ``source`` says which abilities)."""
    if KEY not in st.uses:
        return []
    s = st.bsec if s is None else s
    if s < 0:
        return []
    out: list[Node] = []
    for r, row in enumerate(st.sec):   # the sector cards' texts
        t = row[5] if len(row) > 5 else None
        if t is not None and t.rules:
            out.extend(e for e in t.rules if e["what"] == what and e["how"] == how and (
                r == s or e.get("where") == "all"))
    for a in _printing(st):   # the constants of cards in play
        la = st.loc[a]
        if la < Z_FLEET:
            continue
        for e, conds in st.tpl[a].rule_changes:
            if e["what"] != what or e["how"] != how:
                continue
            if e.get("where", "sector") == "sector" and la >= Z_SECTOR and la - Z_SECTOR != s:
                continue
            if all(predicate(st, st.owner[a], a, c["predicate"]) == (c["mode"] == "only_if") for c in conds):
                out.append({**e, "owner": st.owner[a]} if what == "command_hand" or e.get("player") else e)   # g10: "your"
    for d in (st.wa_bonus, st.battle_bonus, st.turn_bonus):   # given for a time
        if d:
            for k in d:
                if type(k) is tuple and k[0] == KEY and k[3] == what and k[4] == how and k[2] in (s, -1):
                    out.append({"op": KEY, "what": what, "how": how,
                                "source": {"kinds": list(k[5]), "types": list(k[6])},
                                **({"player": k[7], "amount": k[8], "owner": k[9]} if len(k) > 7 else {})})
    return out


def holds(st: GameState, what: str, how: str, s: int | None = None) -> bool:
    """Does a rule change of ``what`` x ``how`` hold now for the battles of sector ``s``?"""
    return KEY in st.uses and bool(in_force(st, what, how, s))


def ability_barred(st: GameState, c: int, ai: int, kind: str) -> bool:
    """May ability ``ai`` (of ``kind``) of card ``c`` (a command line: ``ai`` < 0) not be used now,
    a rule change saying abilities of its kind cannot be used in the battle's sector? A sector's own
    texts are carried out by the game, never "used" by a player, so none bars them."""
    if KEY not in st.uses or ai >= SECTOR_AI:
        return False
    if ai < 0 and c >= 0 and _over_limit(st, st.owner[c], kind):   # g17c: "cannot play more than one tactic"
        return True
    found = in_force(st, "abilities", "cannot_use")
    if not found:
        return False
    ctype = TYPE_NAMES[st.tpl[c].type] if ai >= 0 and c >= 0 else None
    for e in found:
        if e.get("player") and not _players_own(st, e, st.owner[c] if c >= 0 else -1):
            continue   # g9: "Your opponent cannot play reactions": another player's abilities
        src = e.get("source") or {}
        kinds, types = src.get("kinds") or (), src.get("types") or ()
        if (not kinds or kind in kinds) and (not types or ctype in types):
            return True
    return False


PLAYED = "played"
"""g17c: the first item of the mark (("played", player), kind, "wa", card) a command card played leaves in
``st.used`` for its war action (plays.use_ability), counted by a limit on plays."""


def _over_limit(st: GameState, p: int, kind: str) -> bool:
    """g17c: has ``p`` played in this war action as many command cards of ``kind`` as a rule change allows
    ("Your opponent cannot play more than one tactic during each war action.")?"""
    found = in_force(st, "abilities", "at_most")
    for e in found:
        if e.get("player") != "each" and not _players_own(st, e, p):
            continue
        kinds = (e.get("source") or {}).get("kinds") or ()
        if kinds and kind not in kinds:
            continue
        n = sum(1 for u in st.used if u[0] == (PLAYED, p) and (not kinds or u[1] in kinds))
        if n >= e["amount"]:
            return True
    return False


def _players_own(st: GameState, e: Node, user: int) -> bool:
    """g9: is ``user`` the player a rule change about abilities names ("your opponent": the other player
    than the one whose card or ability said so; the attacker / defender by role)?"""
    who = e.get("player")
    if who == "attacker":
        return user == st.attacker
    if who == "defender":
        return user >= 0 and user != st.attacker
    owner = e.get("owner")
    return owner is not None and user >= 0 and (user == owner) == (who == "you")


def hand_more(st: GameState, q: int) -> int:
    """How many more cards than six player ``q`` draws for the command hand in this battle (fewer when
    below 0; g10: "1 fewer card", "5 cards instead of 6", "your opponent": the printing card's player's
    opponent; a sector card has no player, so its "you" is left to the players)."""
    n = 0
    for how in ("more", "fewer", "size"):
        for e in in_force(st, "command_hand", how):
            who = e.get("player")
            if who in ("you", "opponent"):
                owner = e.get("owner")
                if owner is None or (q == owner) != (who == "you"):
                    continue
            elif not (who == "each" or (who == "attacker") == (q == st.attacker)):
                continue
            amount = int(e.get("amount") or 0)
            n += amount if how == "more" else -amount if how == "fewer" else amount - HAND_SIZE
    n = max(n, -HAND_SIZE)
    if n > 0:
        st.note(R.RULE_CHANGE, "rule.hand-more", player=q, n=n)
    elif n < 0:
        st.note(R.RULE_CHANGE, "rule.hand-fewer", player=q, n=-n)
    return n


def first_player(st: GameState, p: int) -> int:
    """g12: who declares the first war action of the battle (by the rulebook ``p``, the player who chose
    it): a rule change names one ("In battles for this sector, the defender declares the first war
    action."; "you": the printing card's player). Two that name different players leave the rulebook's."""
    named: set[int] = set()
    for e in in_force(st, "first_action", "declares"):
        who = e.get("player")
        if who == "attacker":
            named.add(st.attacker)
        elif who == "defender":
            named.add(1 - st.attacker)
        elif who in ("you", "opponent") and e.get("owner") is not None:
            named.add(e["owner"] if who == "you" else 1 - e["owner"])
    if len(named) == 1:
        q = named.pop()
        st.note(R.RULE_CHANGE, "rule.first-action", player=q)
        return q
    if named:
        st.note(R.RULE_CHANGE, "rule.first-action-both", player=p)
    return p


def may_capture(st: GameState, q: int) -> bool:
    """g12: may ``q``, who has the flags to capture the battle's sector, capture it: every rule change
    naming a condition of the capture holds for ``q`` ("A player can capture this sector only if he has at
    least 1 flagged Infantry unit in it.": read as "you have ..." of ``q``)?"""
    for e in in_force(st, "capture", "only_if"):
        if not predicate(st, q, -1, e["need"]):
            st.note(R.RULE_CHANGE, "rule.no-capture", player=q)
            return False
    return True


def tie_winner(st: GameState) -> int:
    """g17c: who captures the battle's sector when both players have as many flags there ("If both players
    have the same number of flags in this sector, the defender captures it, provided they have enough flags."),
    -1: nobody (the rulebook's rule); two such rules naming different players cancel out."""
    named: set[int] = set()
    for e in in_force(st, "capture", "ties"):
        named.update(q for q in (0, 1) if _players_own(st, e, q))
    return named.pop() if len(named) == 1 else -1


def retreat_barred(st: GameState, p: int) -> bool:
    """g16: may ``p`` not retreat from the battle (rules: battle.retreat): a rule change bars it to every
    player ("No retreating from this sector.") or to ``p`` ("Your opponent cannot retreat from this sector.";
    by role, or the other player than the printing card's)."""
    for e in in_force(st, "retreat", "barred"):
        if e.get("player") is None or _players_own(st, e, p):
            return True
    return False


def give(st: GameState, use: AbilityFrame, e: Node) -> None:
    """A typed ability's rule change: kept beside the bonuses of its duration, for the battle's sector
    (or every sector), so it ends when they do (rules: abilities.tactic, abilities.duration-turn)."""
    d = {"war_action": st.wa_bonus, "battle": st.battle_bonus, "turn": st.turn_bonus}[e.get("duration") or "war_action"]
    key = rule_key(e, st.bsec)
    if e["what"] == "command_hand" or e.get("player"):   # g10: whose hand, by how much, and whose ability said so
        key += (e.get("player"), e.get("amount"), use.ctrl)   # g9: whose abilities cannot be used
    d[key] = 1
    st.note(R.RULE_CHANGE, "rule.given", sector=st.bsec, ability=(use.card, use.ai))
    use.ptr += 1
    return None
