"""The board: zones, positions, statistics with their bonuses, the primitives that move cards, the
stack of frames, and ``legal_decisions`` / ``apply`` / ``clone``. This room knows no rule of the
game: the rules are the frames (``turn``, ``battle``, ``combat``, ``plays``), which the state only
steps through.

>>> from heresy_app.engine import new_game, pool_deck
>>> g = new_game(pool_deck("loyalist"), pool_deck("traitor"), seed=7)
>>> g.question().kind, g.question().text(g, "ru")
('role', 'выберите: атаковать или защищаться')
>>> g.apply(("role", "attacker"))
>>> q = g.question()
>>> q.kind, q.player == 1 - g.attacker, g.legal_decisions()
('planet', True, [('planet', 'isstvan_iii'), ('planet', 'prospero')])

The flow of the rules is a stack of small *frames* (a turn, a battle, its combat step, an attack, a
tactics window, one use of an ability...). The top frame asks the pending question; when it has
exactly one legal decision the engine takes it by itself (it is still logged), so every decision
offered is a real choice. Decisions are tuples (``("shoot", 12, 71)``: card 12 shoots card 71);
:mod:`heresy_app.engine.decisions` names every kind and puts each into words.
"""

from __future__ import annotations

import json
import random
import weakref
from typing import TYPE_CHECKING, Any, NamedTuple, TypeVar

from heresy_app.engine import citations as R
from heresy_app.engine.decisions import EngineError, IllegalDecision, Question, as_decision, why_illegal
from heresy_app.engine.terms import (D_CONCEDE, FL, PLANETS, POSITION_NAMES, READY, SHIP, Z_DECK, Z_DISCARD,
                                     Z_FLEET, Z_HAND, Z_SECTOR, Z_TABLE, ZONE_NAMES)

if TYPE_CHECKING:   # (the catalog's rooms import the state's: named here for the annotations only)
    from collections.abc import Sequence

    from heresy_app.engine.catalog import Catalog, SectorRow, Template
    from heresy_app.engine.shapes import BonusKey, Decision, DeckFacts, DeckLists, Json, Node

__all__ = ["GameState", "Frame", "Event", "EngineError", "IllegalDecision", "FORMAT"]

FORMAT = "heresy-game"


class Event(NamedTuple):
    """One line of the log: the rules section it follows, a message key of
    :mod:`heresy_app.engine.events` and the message's arguments (card numbers, players, amounts)."""

    rule: str
    key: str
    args: dict[str, Any]


_new_tuple = tuple.__new__
_new_random = random.Random.__new__
_F = TypeVar("_F", bound="Frame")


class Frame:
    """One level of the rules under way. ``step(state)`` returns the legal decisions of the question
    it asks, or ``None`` after changing the stack (the state steps again); ``apply(state, d)`` makes a
    decision; ``question(state)`` says what is asked (:class:`~heresy_app.engine.decisions.Question`)."""

    __slots__ = ("player",)
    player: int
    _slot_cache: tuple[str, ...]   # (set on each class, not on its frames)

    def copy(self: _F) -> _F:
        f = object.__new__(self.__class__)
        for k in self._all_slots():
            v = getattr(self, k)
            if type(v) is list:
                v = [x.copy() if type(x) is list else x for x in v]
            elif type(v) is dict:
                v = {a: (b.copy() if type(b) is list else b) for a, b in v.items()}
            elif isinstance(v, Frame):
                v = v.copy()
            setattr(f, k, v)
        return f

    @classmethod
    def _all_slots(cls) -> tuple[str, ...]:
        names = cls.__dict__.get("_slot_cache")
        if names is None:
            found: list[str] = []
            for c in cls.__mro__:
                found.extend(getattr(c, "__slots__", ()))
            cls._slot_cache = tuple(found)
            return cls._slot_cache
        return names   # type: ignore[no-any-return]  # (a class's __dict__ is read as dict[str, Any])

    def question(self, st: GameState) -> Question:  # pragma: no cover - every frame that asks says what
        raise EngineError(f"{type(self).__name__} asks no question")

    def step(self, st: GameState) -> list[Decision] | None:  # pragma: no cover - every frame steps
        raise EngineError(f"{type(self).__name__} does not step")

    def apply(self, st: GameState, d: Decision) -> None:  # pragma: no cover - every frame decides
        raise EngineError(f"{type(self).__name__} takes no decision")


_FACTS: weakref.WeakKeyDictionary[Catalog, dict[DeckLists, DeckFacts]] = weakref.WeakKeyDictionary()


def _deck_facts(cat: Catalog, deck_lists: DeckLists) -> DeckFacts:
    """(templates, owners, uses, auras, by_kind, cmd_kind) of a game of ``deck_lists`` with catalog ``cat``, read once per
    catalog and pair of decks (a catalog's templates never change; a benchmark or a search plays the
    same decks again and again). ``uses``: what the cards of this game speak of (ops, restrictions,
    triggers: the rooms skip the rest), the sectors' texts included (engine.sector_texts); ``auras``:
    the cards whose constants are read in play (catalog.Template.auras); ``by_kind``: for each kind of
    printed ability the cards print, each card's abilities of that kind (Template.by_kind, a tuple per
    card number); ``cmd_kind``: each card's command line's kind (None: no command line the engine
    plays)."""
    known = _FACTS.get(cat)
    if known is None:
        known = _FACTS[cat] = {}
    facts = known.get(deck_lists)
    if facts is None:
        tpl: list[Template] = []
        owner: list[int] = []
        for p, ids in enumerate(deck_lists):
            for cid in ids:
                tpl.append(cat.template(cid))
                owner.append(p)
        uses: set[str | None] = set()
        for t in set(tpl):
            uses |= t.uses
        for pl in PLANETS:
            for row in cat.sectors(pl):
                uses |= row[5].uses
        if len(known) >= 64:   # a long session with many decks keeps only the latest
            known.clear()
        kinds = {k for t in tpl for k in t.by_kind}
        facts = known[deck_lists] = (tuple(tpl), tuple(owner), frozenset(uses),
                                     tuple(c for c in range(len(tpl)) if tpl[c].auras),
                                     {k: tuple(t.by_kind.get(k, ()) for t in tpl) for k in kinds},
                                     tuple(None if t.command is None else t.command.kind for t in tpl))
    return facts


class GameState:
    """One game of Horus Heresy between player 0 (deck A) and player 1 (deck B). Build one with
    :func:`heresy_app.engine.new_game` or :func:`heresy_app.engine.from_position`."""

    __slots__ = ("cat", "tpl", "owner", "seed", "rng", "deck_lists", "turn", "attacker", "planet", "sec",
                 "sec_owner", "sec_locked", "decks", "hands", "discards", "fleets", "table", "sectors", "pos", "up",
                 "loc", "wa_bonus", "battle_bonus", "turn_bonus", "wa_counter", "battle_counter", "turn_counter",
                 "battle_flags", "used", "dead", "later", "later_battle", "ref",
                 "wa_att", "wa_def", "wa_block", "bsec", "bchooser", "bwhich", "fought", "stack", "log",
                 "decisions", "winner", "over", "legal", "last_roll", "log_enabled", "origin", "finished", "from_deck",
                 "uses", "auras", "aura_busy", "sec_auras", "by_kind", "cmd_kind")

    def __init__(self, cat: Catalog, ids_a: Sequence[str], ids_b: Sequence[str], seed: int = 0, *,
                 log: bool = True):
        """An empty board: both decks in order, nothing dealt, no frame (``game.new_game`` sets up)."""
        self.cat = cat
        if not ids_a or not ids_b:
            raise ValueError("both players need at least one card")
        self.deck_lists = (tuple(ids_a), tuple(ids_b))
        self.tpl, self.owner, self.uses, self.auras, self.by_kind, self.cmd_kind = _deck_facts(cat, self.deck_lists)
        n = len(self.tpl)
        self.sec_auras: tuple[int, ...] = ()   # the sectors of the planet whose texts give the cards in them constants
        self.aura_busy = False
        self.seed = int(seed)
        self.rng = random.Random(self.seed)
        self.log_enabled = log
        self.log: list[Event] = []
        self.decisions: list[Decision] = []
        na = len(ids_a)
        self.decks = [list(range(na)), list(range(na, n))]
        self.hands: list[list[int]] = [[], []]
        self.discards: list[list[int]] = [[], []]
        self.fleets: list[list[int]] = [[], []]
        self.table: list[list[int]] = [[], []]   # cards played from a command hand, until their text is carried out
        self.sectors: list[list[list[int]]] = [[[], []], [[], []], [[], []]]
        self.pos = [READY] * n
        self.up = [False] * n
        self.loc = [Z_DECK] * n
        self.wa_bonus: dict[BonusKey, int] = {}
        self.battle_bonus: dict[BonusKey, int] = {}
        self.turn_bonus: dict[BonusKey, int] = {}   # "until the end of the turn": cleared in the turn's end phase
        self.wa_counter: set[int] = set()
        self.battle_counter: set[int] = set()
        self.turn_counter: set[int] = set()
        self.battle_flags = [0, 0]
        self.used: set[tuple[Any, ...]] = set()
        self.ref: tuple[int, ...] = (-1, -1)   # (this card, the trigger's card) of the ability whose choices are read (targets)
        self.later: list[tuple[Any, ...]] = []   # effects put off until the end of the war action (effects._later)
        self.later_battle: list[tuple[Any, ...]] = []   # g9: ... until the end of the battle (measures.later)
        self.dead: list[int] = []   # the cards destroyed in the battle under way ("for each unit destroyed in this battle")
        self.wa_att = self.wa_def = self.wa_block = -1
        self.bsec = -1
        self.bchooser = -1
        self.bwhich = -1
        self.fought: list[int] = []
        self.turn = 0
        self.attacker = -1
        self.planet: str | None = None
        self.sec: tuple[SectorRow, ...] = ()
        self.sec_owner = [-1, -1, -1]
        self.sec_locked = -1
        self.winner: int | None = None
        self.over = False
        self.last_roll = 0
        self.stack: list[Frame] = []
        self.legal: list[Decision] = []
        self.origin: Json | None = None  # the position a game set up in the middle started from (saved with it)
        self.finished: Frame | None = None  # the frame that has just ended, for the frame below to read its result
        self.from_deck: set[int] = set()  # cards that left a deck for a hand or for play (drawn, revealed, infiltrated)

    # ---------------------------------------------------------------- the public API
    @property
    def current_player(self) -> int | None:
        """Whose decision is pending (None when the game is over)."""
        return None if self.over else self.stack[-1].player

    @property
    def is_over(self) -> bool:
        return self.over

    def question(self) -> Question:
        """The pending question (:class:`~heresy_app.engine.decisions.Question`): its kind, who
        answers, what it responds to, and its sentence in English or Russian."""
        if self.over:
            return Question("over", None)
        return self.stack[-1].question(self)

    @property
    def pending(self) -> str:
        """What the pending decision is about, in English (``question().text(state, "ru")`` in Russian)."""
        return self.question().text(self, "en")

    def legal_decisions(self) -> list[Decision]:
        """Every legal decision for the current player (empty when the game is over)."""
        return [] if self.over else self.legal

    def is_legal(self, decision: Decision | list[Any]) -> bool:
        d = as_decision(decision)
        return not self.over and (d in self.legal or _is_concession(d))

    def apply(self, decision: Decision | list[Any]) -> None:
        """Make a decision. An illegal one raises :class:`IllegalDecision` and changes nothing.
        ``("concede", p)`` is legal for either player at any time: the game ends, the other wins."""
        d = decision if type(decision) is tuple else as_decision(decision)
        if self.over:
            raise IllegalDecision("the game is over")
        if d not in self.legal:   # (a concession is never among the legal decisions: asked after them)
            if d and d[0] == D_CONCEDE and _is_concession(d):
                self.decisions.append(d)
                self.end_game(1 - d[1], R.CONCEDE, "game.conceded", player=d[1])
                self.legal = []
                return
            raise IllegalDecision(why_illegal(self, d))
        self.decisions.append(d)
        stack = self.stack
        stack[-1].apply(self, d)
        while not self.over:   # settle(), in place: called once a decision
            top = stack[-1]
            legal = top.step(self)
            if legal is None:
                continue
            if len(legal) == 1:
                top.apply(self, legal[0])
                continue
            if not legal:
                raise EngineError(f"no legal decision in {type(top).__name__}")
            self.legal = legal
            return
        self.legal = []

    def settle(self) -> None:
        """Step the frames until a question with a real choice (or the end of the game)."""
        stack = self.stack
        while not self.over:
            top = stack[-1]
            legal = top.step(self)
            if legal is None:
                continue
            if len(legal) == 1:
                top.apply(self, legal[0])
                continue
            if not legal:
                raise EngineError(f"no legal decision in {type(top).__name__}")
            self.legal = legal
            return
        self.legal = []

    def clone(self, log: bool | None = None) -> GameState:
        """An independent copy (fast: for search). ``log=False`` drops the log in the copy."""
        g = object.__new__(GameState)
        g.cat, g.tpl, g.owner, g.seed, g.deck_lists = self.cat, self.tpl, self.owner, self.seed, self.deck_lists
        g.uses, g.auras, g.aura_busy, g.sec_auras = self.uses, self.auras, False, self.sec_auras
        g.by_kind, g.cmd_kind = self.by_kind, self.cmd_kind
        g.rng = _new_random(random.Random)      # not seeded from the system: its state is set at once
        g.rng.setstate(self.rng.getstate())
        g.turn, g.attacker, g.planet, g.sec = self.turn, self.attacker, self.planet, self.sec
        g.sec_owner = self.sec_owner[:]
        g.sec_locked = self.sec_locked
        g.decks = [self.decks[0][:], self.decks[1][:]]
        g.hands = [self.hands[0][:], self.hands[1][:]]
        g.discards = [self.discards[0][:], self.discards[1][:]]
        g.fleets = [self.fleets[0][:], self.fleets[1][:]]
        g.table = [self.table[0][:], self.table[1][:]]
        g.sectors = [[a[:], b[:]] for a, b in self.sectors]
        g.pos, g.up, g.loc = self.pos[:], self.up[:], self.loc[:]
        g.wa_bonus, g.battle_bonus = dict(self.wa_bonus), dict(self.battle_bonus)
        g.wa_counter, g.battle_counter = set(self.wa_counter), set(self.battle_counter)
        g.turn_bonus, g.turn_counter = dict(self.turn_bonus), set(self.turn_counter)
        g.battle_flags = self.battle_flags[:]
        g.used = set(self.used)
        g.dead = self.dead[:]
        g.later = self.later[:]
        g.later_battle = self.later_battle[:]
        g.ref = self.ref
        g.wa_att, g.wa_def, g.wa_block = self.wa_att, self.wa_def, self.wa_block
        g.bsec, g.bchooser, g.bwhich, g.fought = self.bsec, self.bchooser, self.bwhich, self.fought[:]
        g.stack = [f.copy() for f in self.stack]
        keep = self.log_enabled if log is None else log
        g.log = self.log[:] if keep else []
        g.log_enabled = keep
        g.decisions = self.decisions[:]
        g.winner, g.over, g.last_roll = self.winner, self.over, self.last_roll
        g.legal = self.legal
        g.origin = self.origin
        g.finished = None
        g.from_deck = set(self.from_deck)
        return g

    def to_dict(self) -> Json:
        """The saved game: seed, decks and decisions (version 1); a game started from a position
        also saves that position (version 2). :func:`heresy_app.engine.replay.load` reads it back."""
        data: Json = {"format": FORMAT, "version": 1, "seed": self.seed,
                "decks": [list(self.deck_lists[0]), list(self.deck_lists[1])],
                "decisions": [list(d) for d in self.decisions]}
        if self.origin is not None:
            data["version"] = 2
            data["position"] = json.loads(json.dumps(self.origin))
        return data

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False)

    # ---------------------------------------------------------------- the log
    def note(self, rule: str, key: str, **args: Any) -> None:
        """Log an event (rules id, message key, arguments); nothing is built when the log is off."""
        if self.log_enabled:
            self.log.append(_new_tuple(Event, (rule, key, args)))   # Event(rule, key, args), a third faster

    # ---------------------------------------------------------------- reading the board
    def set_planet(self, planet: str) -> None:
        """The battles will be fought on ``planet``: its three sector cards, and which of them print
        constants for the cards in them (engine.sector_texts)."""
        self.planet = planet
        self.sec = tuple(self.cat.sectors(planet))
        self.sec_auras = tuple(s for s, row in enumerate(self.sec) if row[5].auras)

    def open_sectors(self) -> list[int]:
        owner = self.sec_owner   # (a loop: a comprehension is a call of its own in this Python, 3.11)
        out = []
        for s in range(len(self.sec)):
            if owner[s] < 0:
                out.append(s)
        return out

    def in_play(self, c: int) -> bool:
        return self.loc[c] >= Z_FLEET

    def zone_of(self, c: int) -> str:
        z = self.loc[c]
        if z >= Z_SECTOR:
            return f"sector:{z - Z_SECTOR}"
        return ZONE_NAMES[z]

    def visible_to(self, c: int, player: int) -> bool:
        """May ``player`` see card ``c``'s face? Their own cards, and others' face-up cards in play,
        on the table or in a discard pile."""
        if self.owner[c] == player:
            return True
        z = self.loc[c]
        return z == Z_DISCARD or z == Z_TABLE or (z >= Z_FLEET and self.up[c])

    def position_of(self, c: int) -> str:
        return POSITION_NAMES[self.pos[c]]

    def stat(self, c: int, s: int, vs: int = -1, attack: int = -1) -> int:
        """The card's current statistic (printed, constant abilities, bonuses, versus ``vs``; ``attack``:
        the kind of the attack it fights ``vs`` in, the one under way when not said)."""
        t = self.tpl[c]
        v = t.stats[s]
        if t.const_mods:
            for cs, n in t.const_mods:
                if cs == s:
                    v += n
        wa, bb, tb = self.wa_bonus, self.battle_bonus, self.turn_bonus
        if wa or bb or tb:
            key = c * 5 + s
            if wa:
                v += wa.get(key, 0)
            if bb:
                v += bb.get(key, 0)
            if tb:
                v += tb.get(key, 0)
        auras = (self.auras or self.sec_auras) and not self.aura_busy
        if auras:   # constants of cards in play (abilities.constant)
            v += self.cat.aura_stat(self, c, s)
        if vs < 0:
            return v if v > 0 else 0
        kws = None
        if t.versus:
            kws = self.keywords(vs)
            for cs, n, kw in t.versus:
                if cs == s and kw in kws:
                    v += n
        if wa or bb or tb:   # given for a time (GameState.timed), read in one pass
            vs_card = "vs_card" in self.uses
            for d in (wa, bb, tb):
                if d:
                    for k, n in d.items():
                        if type(k) is tuple and k[1] == c:
                            if k[0] == "versus":   # a tactic's "+2 firepower versus Vehicles"
                                if k[2] == s:
                                    if kws is None:
                                        kws = self.keywords(vs)
                                    if k[3] in kws:
                                        v += n
                            elif vs_card and k[0] == "vs_card" and k[2] == s and k[3] == vs:   # "-2 firepower versus this unit"
                                v += n
        if auras and "vs_card" in self.uses:
            v += self.cat.aura_versus_card(self, c, s, vs)
        if t.vs_cards or "vs_cards" in self.uses:   # g8: "+1 assault versus locked units"
            v += self.cat.versus_cards_bonus(self, c, s, vs)
        if t.vs_attack or "vs_attack" in self.uses:   # "+1 armor versus shooting" (issue 24, g2)
            v += self._versus_attack(c, s, attack)
        return v if v > 0 else 0

    def _versus_attack(self, c: int, s: int, attack: int) -> int:
        """What changes "versus shooting / assaults" add to statistic ``s`` of ``c`` fighting in an attack
        of kind ``attack`` (the innermost under way when -1)."""
        if attack < 0:
            attack = next((f.kind for f in reversed(self.stack)  # type: ignore[attr-defined]  # an AttackFrame's
                           if type(f).__name__ == "AttackFrame"), -1)   # (combat.AttackFrame: it imports this room)
        if attack < 0:
            return 0
        v = 0
        for cs, n, kind in self.tpl[c].vs_attack:
            if cs == s and kind == attack:
                v += n
        if (self.auras or self.sec_auras) and not self.aura_busy:   # g14: a scope's "when they are shot at"
            v += self.cat.aura_versus_attack(self, c, s, attack)
        if self.wa_bonus or self.battle_bonus or self.turn_bonus:
            for k, n in self.timed(c, "vs_attack"):
                if k[2] == s and k[3] == attack:
                    v += n
        return v

    def timed(self, c: int, what: str) -> list[tuple[tuple[Any, ...], int]]:
        """What card ``c`` was given for a time beside its bonuses, as (key, value): a change that
        counts only against a keyword (``what`` "versus", key ("versus", card, stat, keyword)) or a
        restriction ("unblockable" / "unshootable", key (rule, card, keyword or "")). They are kept in
        the same dictionaries as the war action's, the battle's and the turn's bonuses, so they end
        as those do (rules: abilities.tactic, abilities.duration-turn)."""
        out = []
        for d in (self.wa_bonus, self.battle_bonus, self.turn_bonus):
            if d:
                for k, n in d.items():
                    if type(k) is tuple and k[0] == what and k[1] == c:
                        out.append((k, n))
        return out

    def keywords(self, c: int) -> frozenset[str]:
        """The card's keywords (folded): printed, gained for a time (ir.Grant, kept as ("grant", card,
        keyword) beside the bonuses) and given by constants in play."""
        kws = self.tpl[c].keywords
        if "grant" in self.uses:
            if self.wa_bonus or self.battle_bonus or self.turn_bonus:
                given = self.timed(c, "grant")
                if given:
                    kws = kws | {k[2] for k, _ in given}
            if (self.auras or self.sec_auras) and not self.aura_busy:
                more = self.cat.aura_keywords(self, c)
                if more:
                    kws = kws | more
        if "lose" in self.uses and (self.wa_bonus or self.battle_bonus or self.turn_bonus):
            lost = self.timed(c, "lose")   # "loses Counter-attack until the end of the battle"
            if lost:
                kws = kws - {k[2] for k, _ in lost}
        return kws

    def has_counter(self, c: int) -> bool:
        t = self.tpl[c]
        if "lose" in self.uses and (self.wa_bonus or self.battle_bonus or self.turn_bonus) and any(
                k[2] in ("counter-attack", "контратака") for k, _ in self.timed(c, "lose")):
            return False   # it lost Counter-attack for a time
        if t.counter or t.const_counter or c in self.wa_counter or c in self.battle_counter or c in self.turn_counter:
            return True
        if (self.auras or self.sec_auras) and ("counter_attack" in self.uses or "grant" in self.uses) and not self.aura_busy:
            return "counter-attack" in self.cat.aura_keywords(self, c)
        return False

    def flag_counts(self) -> list[int]:
        """Each player's flags in the sector of the battle under way (abilities' extra flags included)."""
        s = self.bsec
        tpl = self.tpl
        out = []
        for q in (0, 1):
            n = 0
            for c in self.sectors[s][q]:
                if tpl[c].type != SHIP:
                    n += self.stat(c, FL)
            out.append(max(0, n + self.battle_flags[q]))
        return out

    def all_zones(self) -> dict[str, list[int]]:
        """Every zone and the cards in it (each card is in exactly one)."""
        z = {}
        for p in (0, 1):
            z[f"deck{p}"] = self.decks[p]
            z[f"hand{p}"] = self.hands[p]
            z[f"discard{p}"] = self.discards[p]
            z[f"fleet{p}"] = self.fleets[p]
            z[f"table{p}"] = self.table[p]
            for s in range(3):
                z[f"sector{s}.{p}"] = self.sectors[s][p]
        return z

    def frame(self, cls: type[_F]) -> _F | None:
        """The innermost frame of class ``cls`` on the stack, or None."""
        for f in reversed(self.stack):
            if isinstance(f, cls):
                return f
        return None

    # ---------------------------------------------------------------- moving cards (no rule decides here)
    def move_out(self, c: int) -> None:
        z = self.loc[c]
        p = self.owner[c]
        if z >= Z_SECTOR:
            self.sectors[z - Z_SECTOR][p].remove(c)
        elif z == Z_DECK:
            self.decks[p].remove(c)
            self.from_deck.add(c)
        elif z == Z_HAND:
            self.hands[p].remove(c)
        elif z == Z_DISCARD:
            self.discards[p].remove(c)
        elif z == Z_TABLE:
            self.table[p].remove(c)
        else:
            self.fleets[p].remove(c)

    def take_top(self, p: int) -> int:
        """The top card of ``p``'s deck, taken out to be put into play (the first wave)."""
        c = self.decks[p].pop()
        self.from_deck.add(c)
        return c

    def put_in_sector(self, c: int, s: int, face_up: bool) -> None:
        self.sectors[s][self.owner[c]].append(c)
        self.loc[c] = Z_SECTOR + s
        self.pos[c] = READY
        self.up[c] = face_up

    def put_in_fleet(self, c: int) -> None:
        self.move_out(c)
        self.fleets[self.owner[c]].append(c)
        self.loc[c] = Z_FLEET
        self.up[c] = True

    def back_to_hand(self, c: int) -> None:
        self.move_out(c)
        self.hands[self.owner[c]].append(c)
        self.loc[c] = Z_HAND
        self.pos[c] = READY

    def to_table(self, c: int) -> None:
        """A card played from the command hand: face up on the table until its text is carried out."""
        self.move_out(c)
        self.table[self.owner[c]].append(c)
        self.loc[c] = Z_TABLE
        self.up[c] = True

    def to_discard(self, c: int) -> None:
        z = self.loc[c]
        p = self.owner[c]
        if z >= Z_SECTOR:   # (move_out's two usual cases here, without its call: destroyed, a command card done)
            self.sectors[z - Z_SECTOR][p].remove(c)
        elif z == Z_TABLE:
            self.table[p].remove(c)
        else:
            self.move_out(c)
        self.discards[p].append(c)
        self.loc[c] = Z_DISCARD
        self.pos[c] = READY
        self.up[c] = True

    def forget_turn_changes(self, c: int) -> None:
        """A card leaving play loses what it gained until the end of the turn (abilities.duration-turn),
        and what it was given for a time beside its bonuses (versus a keyword, restrictions)."""
        if self.turn_bonus:
            for i in range(5):
                self.turn_bonus.pop(c * 5 + i, None)
        self.turn_counter.discard(c)
        for d in (self.wa_bonus, self.battle_bonus, self.turn_bonus):
            if d:
                gone = None   # (a loop: a comprehension is a call of its own in Python 3.11)
                for k in d:
                    if type(k) is tuple and k[1] == c:
                        if gone is None:
                            gone = [k]
                        else:
                            gone.append(k)
                if gone is not None:
                    for k in gone:
                        del d[k]

    def destroy(self, c: int) -> bool:
        """Destroy a card in play (to its owner's discard pile); False when it is not in play. The
        reactions it may cause are opened by the rule that destroyed it (``plays.react``)."""
        if self.loc[c] < Z_FLEET:
            return False
        self.to_discard(c)
        self.forget_turn_changes(c)
        if self.bsec >= 0:
            self.dead.append(c)
        if self.log_enabled:
            self.note(R.DESTROY, "destroyed", card=c)
        return True

    def discard_from_hand(self, p: int, c: int) -> None:
        self.hands[p].remove(c)
        self.discards[p].append(c)
        self.loc[c] = Z_DISCARD
        self.up[c] = True

    def draw(self, p: int, n: int, rule: str) -> None:
        deck = self.decks[p]
        k = min(n, len(deck))
        for _ in range(k):
            c = deck.pop()
            self.hands[p].append(c)
            self.loc[c] = Z_HAND
            self.from_deck.add(c)
        if k < n:
            self.note(R.DECK_EMPTY, "draw.short", player=p, drawn=k, asked=n)
        else:
            if self.log_enabled:
                self.note(rule, "draw", player=p, count=k)

    def cards_in(self, p: int, spec: Node) -> int:
        """The cards in a player's hand, deck or discard pile (``spec``: player you/opponent for ``p``, zone,
        command), of a command line type when it says so ("for each event in it": E)."""
        who = p if spec.get("player", "you") == "you" else 1 - p
        zone = {"hand": self.hands, "deck": self.decks, "discard": self.discards}[spec.get("zone", "hand")][who]
        kind = spec.get("command")
        if kind is None:
            return len(zone)
        return sum(1 for c in zone if (cmd := self.tpl[c].command) is not None and cmd.kind == kind)

    def mill(self, p: int, n: int) -> list[int]:
        """``p`` discards the top ``n`` cards of the deck (fewer when it is shorter): they are returned."""
        deck = self.decks[p]
        k = min(n, len(deck))
        milled = deck[len(deck) - k:][::-1]
        for _ in range(k):
            c = deck.pop()
            self.discards[p].append(c)
            self.loc[c] = Z_DISCARD
            self.up[c] = True
        if self.log_enabled:
            self.note(R.DECK_EMPTY if k < n else R.DISCARD, "mill", player=p, count=k)
        return milled

    def die_roll(self, p: int, rule: str) -> int:
        """The die of ``p``'s top card, which is discarded (1 from an empty deck). Only the roll
        itself: the windows that follow a roll are opened by ``plays.roll``."""
        deck = self.decks[p]
        if not deck:
            self.note(R.ROLL_EMPTY, "roll.empty", player=p)
            return 1
        c = deck.pop()
        self.discards[p].append(c)
        self.loc[c] = Z_DISCARD
        self.up[c] = True
        v = self.tpl[c].die
        if self.log_enabled:
            self.note(rule, "roll", player=p, title=c, die=v)
        return v

    def end_game(self, winner: int | None, rule: str, key: str, **args: Any) -> None:
        self.winner = winner
        self.over = True
        self.stack = []
        self.note(rule, key, **args)


def _is_concession(d: Decision) -> bool:
    """``("concede", 0)`` or ``("concede", 1)`` (whole numbers, not True/False)."""
    return len(d) == 2 and d[0] == D_CONCEDE and type(d[1]) is int and d[1] in (0, 1)
