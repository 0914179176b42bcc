"""What the engine needs to know about a card, read once from the card database.

A :class:`Template` is the engine's flat, fast view of one :class:`~heresy_app.cards.model.Card`:
plain ints and tuples, abilities as IR dicts (``None`` = not executable, "resolve by hand").
A :class:`Catalog` caches templates per card id so many games can share them.

An ability the engine cannot execute is a :class:`ByHand`: :func:`manual_abilities` lists them for
a card (the deck check, ``heresy cards show`` and the import ask it too), with the timing its
printed type letters give, so that the players can announce it and resolve it by hand
(:mod:`heresy_app.engine.manual`).

>>> printed_kind("T: Swap two units."), printed_kind("Р (4+): Верни карту."), printed_kind("A unit gets +1 armor.")
('T', 'R', 'constant')
>>> printed_kind("During preparation: look at a hand.")
'preparation'
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, Any, NamedTuple

from heresy_app.abilities.lexicon import SIDE_KEYWORDS, keyword_ru
from heresy_app.abilities.split import split_card
from heresy_app.cards.model import fold
from heresy_app.engine.effects import supported  # noqa: F401  (what the engine can execute)
from heresy_app.engine.restrictions import aura_versus_attack, aura_versus_card
from heresy_app.engine.targets import ability_uses, aura_keywords, aura_stat, read_constants
from heresy_app.engine.terms import AR, AS, ASSET, ATTACK_CODES, FL, FP, SHIP, SP, STAT_CODES, TYPE_CODES, TYPE_NAMES, UNIT  # noqa: F401
from heresy_app.engine.versus_cards import versus_cards_bonus

if TYPE_CHECKING:
    from heresy_app.abilities.reading import Reading
    from heresy_app.cards.db import CardDB
    from heresy_app.cards.model import Ability, Card, CommandLine
    from heresy_app.engine.shapes import CardSource, Node, UsePlan, Uses


# an ability's type letters (both languages' spellings, Latin letters typed for Cyrillic ones and the
# other way round) -> its kind
_KIND_LETTERS = {"WA": "WA", "T": "T", "R": "R", "M": "M", "A": "A", "E": "E", "ВА": "WA", "ВA": "WA",
                 "BA": "WA", "Т": "T", "Р": "R", "P": "R", "М": "M", "Ш": "A", "С": "E", "C": "E", "А": "A"}
# the letters as a whole word at the start of the line, and what follows them
_HEAD = re.compile(r"^\s*(ВА|ВA|BA|WA|Т|T|Р|P|R|М|M|Ш|С|C|E|A|А)(?![\wа-яА-ЯёЁ])(.*)$", re.IGNORECASE | re.DOTALL)
# letters that are also a word opening a sentence: the article "A", the Russian preposition «С» (and a
# Cyrillic «А», a conjunction, typed for the Latin letter). They are the type letters when a colon,
# "(", ",", or a dash follows them; when a word follows (never after «А»), only when that word cannot
# follow the article or the preposition but opens an ability's body or cost (an imperative, a trigger, a determiner:
# "A Draw 2 cards.", «С Каждый игрок берёт карту.») or when the first sentence has a colon
# (a cost or a trigger: "A Lock this unit: …"). "A unit you control gets…" and «С каждым отрядом…»
# stay constants.
_WORDS_TOO = frozenset({"A", "С", "А"})
_OPENS_A_BODY = frozenset("""
    lock discard destroy draw deal return search look shuffle reveal choose put move swap
    gain give take add subtract cancel infiltrate charge name pay sacrifice play
    when whenever after before once if while until each every all any your you this that
    поверни разверни подготовь сбрось уничтожь возьми нанеси верни найди посмотри перемешай покажи брось
    перебрось выбери положи перемести получи дай добавь вычти отмени внедри назови сыграй заплати
    когда если после перед пока каждый каждая все любой любая этот эта твой твоя твои один одна
""".split())
_DASHES = "-–—"
_PREPARATION = re.compile(r"^\s*(during\s+(the\s+)?preparation|во\s+время\s+(этапа\s+)?подготовки)", re.IGNORECASE)


def printed_kind(text: str) -> str:
    """The kind of ability a printed text is by its type letters alone (whether or not the ability
    language reads the rest): ``WA``, ``T``, ``R``, ``M``, ``A``, ``E``, ``preparation``, or
    ``constant`` (no type letters). The letters count however the line is written: before a colon,
    a chance "(4+)", a cost or a trigger, a dash, or the text itself, in either case.

    >>> printed_kind("WA Lock this unit: Draw 1 card."), printed_kind("Т Возьми карту."), printed_kind("A - Draw 2.")
    ('WA', 'T', 'A')
    >>> printed_kind("A unit you control gets +1 armor."), printed_kind("С каждым отрядом обращаются как с пехотой.")
    ('constant', 'constant')
    >>> printed_kind("When this unit is destroyed, draw 1 card."), printed_kind("В начале сражения поверни этот отряд.")
    ('R', 'R')
    """
    m = _HEAD.match(text or "")
    if m:
        letters, rest = m.group(1).upper(), m.group(2)
        body = rest.lstrip()
        if not body or body[0] in ":(," + _DASHES:
            return _KIND_LETTERS[letters]
        if rest[0].isspace():
            if letters not in _WORDS_TOO:
                return _KIND_LETTERS[letters]
            if letters == "А":    # «А этот отряд…»: the conjunction
                return "preparation" if _PREPARATION.match(text) else "constant"
            word = re.match(r"[\w'’]+", body)
            first_sentence = re.split(r"\.(?:\s|$)", body, maxsplit=1)[0]
            if (word and word.group(0).lower() in _OPENS_A_BODY) or ":" in first_sentence:
                return _KIND_LETTERS[letters]
    if _PREPARATION.match(text or ""):
        return "preparation"
    # a reaction printed without its letter, by its trigger: "When this unit is destroyed, ...",
    # "At the start of the battle, ..." / «Когда этот отряд уничтожен, ...», «В начале сражения ...»
    return "R" if _BARE_TRIGGER.match(text or "") else "constant"


_BARE_TRIGGER = re.compile(r"^\s*(when(ever)?|(each|every)\s+time|at\s+the\s+(start|beginning)\s+of\s+(the|each|a)\s+battle|"
                           r"когда|(каждый|всякий)\s+раз,?\s+когда|в\s+начале\s+(каждого\s+)?(сражения|боя|битвы))\b",
                           re.IGNORECASE)


# What a constant the engine cannot read forbids, by its words: the one bilingual list. A negation
# ("cannot", «не может») followed by the choice it bars; whose choice it is, its subject: only the
# card itself ("This unit cannot block.", "Cannot be blocked.", «Этот отряд не может блокировать.»)
# is read; another subject ("Enemy units cannot charge…") stays a reminder the players keep in mind.
_EN_NOT = r"(?:cannot|can't|can not|may not|must not)\s+"
_RU_CAN_NOT = r"не\s+мо(?:жет|гут)\s+"     # «не может блокировать»: the card may not do it
_RU_NOT_TO = r"нельзя\s+"                   # «нельзя заблокировать»: it may not be done to the card
_BARRED_WORDS = (   # (choice, its words), the longer first
    ("be_blocked", (_EN_NOT + r"be\s+blocked", _RU_CAN_NOT + r"быть\s+заблокирован", _RU_NOT_TO + r"(?:за)?блокировать")),
    ("be_targeted", (_EN_NOT + r"be\s+(?:the\s+)?target", _EN_NOT + r"be\s+chosen", _RU_CAN_NOT + r"(?:быть|стать)\s+цел",
                     _RU_NOT_TO + r"выбрать\s+цел")),
    ("block", (_EN_NOT + r"block\b", _RU_CAN_NOT + r"(?:за)?блокировать")),
    ("charge", (_EN_NOT + r"charge\b", _RU_CAN_NOT + r"наступать")),
    ("shoot", (_EN_NOT + r"shoot\b", _RU_CAN_NOT + r"стрелять")),
    ("assault", (_EN_NOT + r"assault\b", _RU_CAN_NOT + r"штурмовать")),
)
_BARRED = [(choice, re.compile("|".join(words))) for choice, words in _BARRED_WORDS]
_THIS = re.compile(r"^\s*(?:(?:this|it|этот|эта|это|он|она|его|ее)\b|" + _EN_NOT + "|" + _RU_NOT_TO + ")")


def forbidden_choices(*texts: str) -> frozenset[str]:
    """The choices a constant ability printed as ``texts`` (its English and Russian) forbids its own
    card, read from its words alone (for one the ability language does not read): ``block``,
    ``be_blocked``, ``be_targeted``, ``charge``, ``shoot``, ``assault``.

    >>> sorted(forbidden_choices("This unit cannot block.", "Этот отряд не может блокировать."))
    ['block']
    >>> sorted(forbidden_choices("Cannot be blocked and cannot shoot."))
    ['be_blocked', 'shoot']
    >>> forbidden_choices("Enemy units cannot charge in this sector.")
    frozenset()
    """
    out: set[str] = set()
    for text in texts:
        low = (text or "").lower().replace("ё", "е")
        if not _THIS.match(low):
            continue
        for choice, rx in _BARRED:
            if rx.search(low):
                out.add(choice)
    return frozenset(out)


class ByHand(NamedTuple):
    """An ability the engine cannot play: the players resolve it by hand. ``index`` is its place
    on the card (-1: the command line), ``kind`` its timing, ``parsed`` whether the ability
    language reads its text at all (False: it does not; True: it does, but the engine cannot run
    that executable form, or the two languages read into different forms). ``why`` says which:
    ``unread`` (neither text reads), ``disagree`` (the English and Russian texts say different
    things), ``unsupported`` (a form the engine cannot run), ``command-type`` (a command line whose
    text is of another type than its type box); ``reading`` is the texts' reading
    (:func:`heresy_app.abilities.reading.read`: where each text stopped, what each reads), None
    for a stored form. :meth:`reason` words it in either language. A constant's ``forbids``: the
    choices its words forbid its own card (:func:`forbidden_choices`), which the engine asks about
    before offering them and an AI never makes (engine.manual.unread_restrictions)."""

    index: int   # type: ignore[assignment]  # (a field named as tuple.index: the place on the card)
    kind: str
    en: str
    ru: str
    parsed: bool
    why: str = "unread"
    reading: Reading | None = None
    forbids: frozenset[str] = frozenset()   # a constant's: the choices it forbids its card (forbidden_choices)

    def reason(self, lang: str = "en") -> str:
        """Why the engine leaves this ability to the players, in ``lang``: for a text the language
        does not read, where each text stopped and what was expected there."""
        from heresy_app.cards import messages

        r = self.reading
        if self.why == "disagree" and r is not None:
            return messages.text("by-hand-disagree", lang, en=_render(r.en, lang), ru=_render(r.ru, lang))
        if self.why == "command-type":
            kind = str(getattr(r.ability, "kind", "?")) if r is not None else "?"
            return messages.text("by-hand-command-type", lang, kind=kind, type=self.kind)
        head = messages.text("by-hand-unsupported" if self.why == "unsupported" else "by-hand-unread", lang)
        where = [messages.text(f"ability-lang-{f.lang}", lang, reason=messages.refusal_text(f, lang))
                 for f in (r.refusals if r is not None else ())]
        return head + (" — " + "; ".join(where) if where else "")


def _render(ability: Any, lang: str) -> str:
    from heresy_app.abilities import render

    try:
        return str(render(ability, lang))
    except Exception:  # noqa: BLE001 - a form the renderer has no words for
        return str(ability.kind)


def manual_abilities(card: Card) -> list[ByHand]:
    """The abilities of ``card`` (a card model) that the engine leaves to the players, in printed
    order, the command line last (a line that holds several abilities is read as those abilities:
    abilities.split)."""
    out: list[ByHand] = []
    card = split_card(card)
    for i, a in enumerate(card.abilities):
        ir, reading = _ir_of(a.ir, a.en, a.ru), _reading(a)
        if not supported(ir):
            kind = _kind_of(ir, a.en, a.ru)
            out.append(ByHand(i, kind, a.en, a.ru, ir is not None or _parsed(reading), _why(ir, reading), reading,
                              forbidden_choices(a.en, a.ru) if kind == "constant" else frozenset()))
    if card.command is not None:
        cmd = card.command
        ir, reading = _ir_of(cmd.ir, cmd.en, cmd.ru), _reading(cmd)
        if not (ir is not None and supported(ir, command=True) and ir["kind"] == cmd.type.value):
            why = "command-type" if ir is not None and supported(ir, command=True) else _why(ir, reading)
            out.append(ByHand(-1, cmd.type.value, cmd.en, cmd.ru, ir is not None or _parsed(reading), why, reading))
    return out


def _reading(item: Ability | CommandLine) -> Reading | None:
    """The reading of an ability's texts when it stores no form (a stored one is taken as it is)."""
    if item.ir is not None:
        return None
    from heresy_app.abilities.reading import read

    return read(item.en or "", item.ru or "")


def _parsed(reading: Reading | None) -> bool:
    return reading is not None and (reading.en is not None or reading.ru is not None)


def _why(ir: Node | None, reading: Reading | None) -> str:
    if ir is not None:
        return "unsupported"
    return "disagree" if reading is not None and reading.disagree else "unread"


_KINDS = frozenset({"WA", "T", "R", "M", "A", "E", "constant", "preparation"})


def _kind_of(ir: Node | None, text: str, text_ru: str = "") -> str:
    kind = ir.get("kind") if isinstance(ir, dict) else None
    if isinstance(kind, str) and kind in _KINDS:
        return kind
    kind = printed_kind(text)
    return printed_kind(text_ru) if kind == "constant" and text_ru else kind


def _mentions_x(value: object) -> bool:
    if isinstance(value, dict):
        return value.get("kind") == "x" or any(_mentions_x(v) for k, v in value.items() if k != "x")
    if isinstance(value, list):
        return any(_mentions_x(v) for v in value)
    return False


class Ab:
    """One executable ability: its IR plus the facts the engine asks about often."""

    __slots__ = ("kind", "ir", "unlimited", "free_x", "text", "text_ru", "costs", "effects", "conditions",
                 "trigger", "x", "choices", "once", "memo", "plan")

    def __init__(self, ir: Node, text: str, text_ru: str | None = None) -> None:
        self.ir = ir
        self.text_ru = text_ru or text
        self.kind: str = ir["kind"]
        self.unlimited = bool(ir.get("unlimited"))
        self.once: str | None = ir.get("once")   # "use only once per battle / turn": the tag of st.used it leaves
        self.costs: list[Node] = list(ir.get("costs") or ())
        self.effects: list[Node] = list(ir.get("effects") or ())
        self.conditions: list[Node] = list(ir.get("conditions") or ())
        self.trigger: Node | None = ir.get("trigger")
        self.x: Node | None = ir.get("x")
        # free X: no definition, or only a ceiling ("X cannot be more than 3": ir.XFree)
        self.free_x = (self.x is None or self.x.get("x") == "free") and _mentions_x({k: v for k, v in ir.items() if k != "x"})
        self.text = text
        self.memo: dict[str, Any] = {}   # facts the engine derives from the IR once, on first use (plays: the early picks)
        self.plan: UsePlan | None = None   # what plays.can_use reads at every ask, on first use (offers.use_plan)
        # effects whose target is a choice made when the ability is announced ("any blocking unit"
        # is one: a choice among the units that block)
        self.choices = tuple(i for i, e in enumerate(self.effects)
                             if ((e.get("target") or {}).get("ref") == "choose"
                                 and e["target"].get("quantity", "exactly") != "all")
                             or ((e.get("target") or {}).get("ref") == "blocking" and e["target"].get("choice")))


class Template:
    """The engine's view of one card (shared by every copy in every game)."""

    __slots__ = ("id", "name", "name_ru", "names", "type", "stats", "die", "keywords", "counter", "identity",
                 "unshootable", "no_block_by", "abilities", "by_kind", "command", "command_type", "command_text", "versus",
                 "const_mods", "const_counter", "manual", "by_hand", "by_hand_kind", "auras", "restricts", "uses",
                 "rule_changes", "vs_attack", "vs_cards")

    def __init__(self, card: Card) -> None:
        card = split_card(card)    # a line that holds several abilities: those abilities (abilities.split)
        self.id: str = card.id
        self.name: str = card.name.en
        self.name_ru: str = card.name.ru
        # g20c (issue 24): a card's printed names, folded: a description that names a card in quotes
        # («карт «Укрепленная позиция»») is read as a keyword filter, which a card of that name matches
        self.names: frozenset[str] = frozenset({fold(card.name.en), fold(card.name.ru)})
        self.type: int = TYPE_CODES[card.type.value]
        self.stats: tuple[int, int, int, int, int] = (card.firepower or 0, card.assault or 0, card.speed or 0, card.armor or 0,
                      card.flags or 0)
        self.die: int = card.die or 1
        kws: set[str] = set()
        counter = False
        for k in card.keywords:
            kws.add(fold(k.en))
            kws.add(fold(k.ru))
            if fold(k.en) == "counter-attack":
                counter = True
        side = SIDE_KEYWORDS.get(str(getattr(card.side, "value", card.side)))
        if side:   # g18a (issue 24): "Loyalist Heroes", «отряды Отступников»: a card is of its side
            kws |= {fold(side), fold(keyword_ru(side) or side)}
        self.keywords: frozenset[str] = frozenset(kws)
        self.counter: bool = counter
        self.identity: str | None = card.identity if card.unique else None
        self.abilities: list[Ab | None] = []
        self.by_kind: dict[str, tuple[int, ...]] = {}
        self.versus: list[tuple[int, int, str]] = []
        self.vs_attack: list[tuple[int, int, int]] = []   # "+1 armor versus shooting": (stat, n, attack kind)
        self.vs_cards: list[tuple[int, int, list[Node]]] = []   # g8: "+1 assault versus locked units": (stat, n, filters)
        self.const_mods: list[tuple[int, int]] = []
        self.const_counter = False
        # restrictions (rules: abilities.restriction): no unit may shoot this card; the keywords of units
        # that may not block it ("" = no unit may)
        self.unshootable = False
        self.no_block_by: frozenset[str] = frozenset()
        self.manual: list[str] = []
        # the abilities the engine cannot play: by index (-1: the command line), and by kind
        self.by_hand: dict[int, ByHand] = {m.index: m for m in manual_abilities(card)}
        self.by_hand_kind: dict[str, tuple[int, ...]] = {}
        for m in self.by_hand.values():
            self.manual.append(m.en)
            self.by_hand_kind[m.kind] = self.by_hand_kind.get(m.kind, ()) + (m.index,)
        for i, a in enumerate(card.abilities):
            ab = None if i in self.by_hand else Ab(_played(_ir_of(a.ir, a.en, a.ru)), a.en, a.ru)
            self.abilities.append(ab)
            if ab is None:
                continue
            self.by_kind[ab.kind] = self.by_kind.get(ab.kind, ()) + (i,)
            if ab.kind == "constant" and not ab.conditions and not ab.trigger:   # "while ...": targets.read_constants
                for e in ab.effects:
                    if e["op"] == "versus":
                        self.versus.append((STAT_CODES[e["stat"]], int(e["amount"]), fold(e["keyword"])))
                    elif e["op"] == "modify" and (e.get("target") or {}).get("ref") == "this":
                        for ch in (e, *(e.get("more") or ())):   # "+2 assault and +1 armor"
                            if (ch.get("amount") or {}).get("kind") == "number":
                                n = int(ch.get("sign", 1)) * ch["amount"]["value"]
                                if e.get("versus_cards"):   # g8: "+1 assault versus locked units"
                                    self.vs_cards.append((STAT_CODES[ch["stat"]], n, e["versus_cards"]))
                                elif e.get("versus"):   # "This unit gets +2 firepower versus Vehicles."
                                    self.versus.append((STAT_CODES[ch["stat"]], n, fold(e["versus"])))
                                elif e.get("versus_attack"):   # "+1 armor versus shooting" (issue 24, g2)
                                    self.vs_attack.append((STAT_CODES[ch["stat"]], n, ATTACK_CODES[e["versus_attack"]]))
                                else:
                                    self.const_mods.append((STAT_CODES[ch["stat"]], n))
                    elif e["op"] == "counter_attack" and (e.get("target") or {}).get("ref") == "this":
                        self.const_counter = True
                    elif e["op"] == "restriction" and e.get("target") is None and not e.get("by"):   # the others: read_constants
                        if e["rule"] == "unshootable":
                            self.unshootable = True
                        elif e["rule"] == "unblockable":
                            self.no_block_by = self.no_block_by | {fold(e.get("keyword") or "")}
                    elif e["op"] == "keyword" or (e["op"] == "grant" and (e.get("target") or {}).get("ref") == "this"):
                        # a keyword line, or "This unit gains ...": the card has the keyword and its rule
                        self.keywords = self.keywords | {fold(e["keyword"])} | {
                            fold(w) for w in (keyword_ru(e["keyword"]),) if w}
                        if fold(e["keyword"]) == "counter-attack":
                            self.counter = True
                        elif fold(e["keyword"]) == "unique":
                            self.identity = card.identity
        # constants read in play (auras, conditional ones), restrictions printed on the card, and every
        # op, restriction and trigger its abilities speak of (the engine skips what no card of a game uses)
        self.auras, self.restricts = read_constants(self.abilities)
        # rule changes its constants make, with their conditions (engine.rule_changes)
        self.rule_changes = tuple((e, tuple(ab.conditions)) for ab in self.abilities
                                  if ab is not None and ab.kind == "constant" and not ab.trigger
                                  for e in ab.effects if e["op"] == "sector_rule")
        self.command: Ab | None = None
        self.command_type: str | None = card.command.type.value if card.command else None
        self.command_text: str = card.command.en if card.command else ""
        if card.command is not None and -1 not in self.by_hand:
            self.command = Ab(_played(_ir_of(card.command.ir, card.command.en, card.command.ru)), card.command.en,
                              card.command.ru)
        self.uses: Uses = ability_uses([ab.ir for ab in (*self.abilities, self.command) if ab is not None])


# ====================================================================== a sector card's text (abilities.sector)
# What the engine reads of a sector card's abilities; engine.sector_texts carries them out.

def _walk(node: object) -> Iterator[Node]:
    if isinstance(node, dict):
        yield node
        for v in node.values():
            yield from _walk(v)
    elif isinstance(node, list):
        for v in node:
            yield from _walk(v)


_SWAP = {"owner": {"own": "enemy", "enemy": "own"}, "player": {"you": "opponent", "opponent": "you"},
         "whose": {"own": "opponent", "opponent": "own"}}


def mirror(node: Any) -> Any:
    """The same text spoken to the other player: "your" and "enemy", "you" and "your opponent" swapped."""
    if isinstance(node, dict):
        return {k: (_SWAP[k].get(v, v) if k in _SWAP and isinstance(v, str) else mirror(v)) for k, v in node.items()}
    if isinstance(node, list):
        return [mirror(v) for v in node]
    return node


def _relative(node: object) -> bool:
    """Does this part name a player relative to the one carrying it out ("you", "your", "enemy")?"""
    for d in _walk(node):
        for k, swap in _SWAP.items():
            if d.get(k) in swap:
                return True
    return False


def _symmetric(e: Node) -> bool:
    """An effect that speaks to both players itself: "each player …" (naming nothing else relative), or
    "the player who controls more …" (an "if you …, otherwise if your opponent …" whose two halves are
    one another's mirror)."""
    if e.get("player") == "each":
        return not _relative({k: v for k, v in e.items() if k != "player"})
    if e.get("op") == "if" and len(e.get("otherwise") or ()) == 1:
        inner = e["otherwise"][0]
        outer = {k: v for k, v in e.items() if k != "otherwise"}
        return inner.get("op") == "if" and not inner.get("otherwise") and mirror(outer) == {
            k: v for k, v in inner.items() if k != "otherwise"}
    return not _relative(e)


def speaks_to_both(ir: Node) -> bool:
    """Is a timed text carried out once (it speaks to both players itself), rather than once for each?"""
    return all(_symmetric(e) for e in ir.get("effects") or ()) and not _relative(ir.get("conditions"))


def _chooses(ir: Node) -> bool:
    return any(d.get("ref") == "choose" and d.get("quantity", "exactly") != "all" for d in _walk(ir.get("effects")))


_TIMED = ("preparation", "E")


_SECTOR_TIMES = frozenset({"first_war_action"})   # g16: conditions a sector's constant may hold by


def playable(ir: Node) -> str | None:
    """Why the engine cannot carry out ``ir`` as a sector's text (a reason key), or None when it can."""
    captured = ir["kind"] == "R" and (ir.get("trigger") or {}).get("event") in ("captures", "retreats")   # g16, g17b
    if not supported({**ir, "kind": "E", "trigger": None} if captured else ir):
        return "sector-unsupported"
    if any(d.get("ref") in ("this", "trigger") or d.get("pred") in ("this_state", "this_role") for d in _walk(ir)):
        return "sector-this"
    if any(d.get("op") == "sector_rule" and d.get("player") in ("you", "opponent") for d in _walk(ir)):
        return "sector-you"   # g10: "your opponent draws 1 fewer card": a sector has no player
    if ir.get("costs") or ir.get("x") is not None:
        return "sector-cost"
    kind = ir["kind"]
    trig = ir.get("trigger")
    if kind == "constant":
        # g16: a condition of the battle's time alone ("During the first war action of each battle for this
        # sector, units can't charge.") is read in play (measures.sector_auras); any other is the players'
        if trig or any(c["predicate"].get("pred") not in _SECTOR_TIMES for c in ir.get("conditions") or ()):
            return "sector-constant"
        for e in ir["effects"]:
            tgt = e.get("target")
            if e["op"] == "sector_rule":
                continue
            # g21b: "Shooting in this sector deals 1 less damage to Infantry." (read where damage is dealt)
            if e["op"] not in ("modify", "grant", "counter_attack", "restriction", "lose", "damage_reduced") or tgt is None or \
                    tgt.get("ref") != "choose" or _relative(tgt) or tgt.get("zone", "sector") != "sector":
                return "sector-constant"
            if e["op"] == "modify" and (e.get("versus") or e.get("versus_this") or any(
                    (ch.get("amount") or {}).get("kind") != "number" for ch in (e, *(e.get("more") or ())))):
                return "sector-constant"
        return None
    if kind == "R" and (trig or {}).get("event") == "battle_start":
        kind = "battle_start"
    elif captured:   # g16: "When a player captures this sector, he ...": carried out for the capturing player
        return None if (trig or {}).get("owner") in ("any", "own") else "sector-you"
    elif kind not in _TIMED or trig:
        return "sector-kind"
    if speaks_to_both(ir) and _chooses(ir) and not any(e.get("player") == "each" for e in ir["effects"]):
        return "sector-who"   # a choice no player is named to make
    return None


class SectorText:
    """What the engine reads of a sector card's abilities: the executable ones by index, the constants
    it gives the cards in the sector (``auras``, as ``targets.read_constants`` gives a card's), its rule
    changes (``rules``: the ``sector_rule`` effects), its timed texts by time (``preparation``, ``E``,
    ``battle_start``: indices), what it leaves to the players (``by_hand``: (index, en, ru, reason))
    and every op, rule and trigger it speaks of (``uses``)."""

    __slots__ = ("abilities", "auras", "rules", "timed", "by_hand", "uses", "texts")

    def __init__(self, card: Card) -> None:
        self.abilities: list[Ab | None] = []
        self.texts: list[tuple[str, str]] = []
        self.by_hand: list[tuple[int, str, str, str]] = []
        self.timed: dict[str, tuple[int, ...]] = {}
        rules: list[Node] = []
        card = split_card(card)
        for i, a in enumerate(card.abilities):
            ir = _ir_of(a.ir, a.en, a.ru)
            why = playable(ir) if ir is not None else "sector-unread"
            self.texts.append((a.en, a.ru))
            if why is not None or ir is None:
                self.abilities.append(None)
                self.by_hand.append((i, a.en, a.ru, why or "sector-unread"))
                continue
            ab = Ab(ir, a.en, a.ru)
            self.abilities.append(ab)
            kind = {"captures": "captured", "retreats": "retreated"}.get(str((ab.trigger or {}).get("event")), "battle_start") \
                if ab.kind == "R" else ab.kind   # g16: "When a player captures this sector"; g17b: "... retreats from"
            if kind != "constant":
                self.timed[kind] = self.timed.get(kind, ()) + (i,)
            else:
                rules.extend(e for e in ab.effects if e["op"] == "sector_rule")
        self.auras = read_constants(self.abilities)[0]
        self.rules = tuple(rules)
        self.uses = ability_uses([ab.ir for ab in self.abilities if ab is not None]) | (
            {"sector_aura"} if self.auras else set())




# a sector card as a game reads it (Catalog.sectors): (id, name, required flags, keywords, Russian name, text)
SectorRow = tuple[str, str, int, frozenset[str], str, SectorText]


def _played(ir: Node | None) -> Node:
    """The form of an ability the engine plays (manual_abilities gave every other one to the players)."""
    if ir is None:
        raise ValueError("an ability the engine cannot play has no executable form")
    return ir


def _ir_of(ir: Node | None, text: str, text_ru: str | None = None) -> Node | None:
    """The stored IR, or (when none is stored) what the engine plays of the texts by the ability
    language's one policy (``abilities.reading.read``, as ``abilities.ir_for_card`` fills a
    card's): the form both texts read into, or the one text that reads; None (resolved by hand)
    when neither reads or the two read into different forms."""
    if ir is not None:
        return ir
    from heresy_app.abilities.reading import read

    return read(text or "", text_ru or "").ir


class Catalog:
    """Templates by card id, read lazily from a :class:`~heresy_app.cards.db.CardDB`. A game's
    state asks it for what constants in play add to a card (``aura_stat``, ``aura_keywords``)."""

    aura_stat = staticmethod(aura_stat)
    aura_versus_card = staticmethod(aura_versus_card)
    aura_versus_attack = staticmethod(aura_versus_attack)   # g14
    versus_cards_bonus = staticmethod(versus_cards_bonus)
    aura_keywords = staticmethod(aura_keywords)

    def __init__(self, db: CardDB | None = None) -> None:
        if db is None:
            from heresy_app.cards.db import CardDB
            db = CardDB()
        self.db = db
        self._templates: dict[str, Template] = {}
        self._sectors: dict[str, list[SectorRow]] = {}
        self._own_sectors: list[Card] = []   # sector cards a scenario brings (with_cards)
        # has any card read so far an ability the engine cannot play? (while not, the plays room
        # skips looking for them: engine.manual)
        self.by_hand = False

    def template(self, card_id: str) -> Template:
        t = self._templates.get(card_id)
        if t is None:
            card = self.db.get(card_id)
            if card is None:
                raise KeyError(f"no card with id {card_id!r} in the card database")
            if card.type.value == "sector":
                raise ValueError(f"{card_id} is a sector card; sectors are never in a deck")
            t = self._templates[card_id] = Template(card)
            self.by_hand = self.by_hand or bool(t.by_hand)
        return t

    def with_cards(self, cards: Iterable[Card]) -> Catalog:
        """A catalog that also knows ``cards``: card models that are not in the database (a
        scenario's own cards). Their ids must be new."""
        cat = Catalog(self.db)
        cat._sectors = self._sectors
        cat._own_sectors = list(self._own_sectors)
        cat.by_hand = self.by_hand
        for card in cards:
            if card.id in cat._templates or self.db.get(card.id) is not None:
                raise ValueError(f"{card.id} is already a card: a new card needs an id of its own")
            if card.type.value == "sector":   # played on its planet in place of the database's (engine.sector_texts)
                cat._own_sectors.append(card)
                cat._sectors = {}
                continue
            t = cat._templates[card.id] = Template(card)
            cat.by_hand = cat.by_hand or bool(t.by_hand)
        return cat

    def sectors(self, planet: str) -> list[SectorRow]:
        """The sector cards of a planet, by id: [(id, name, required_flags, keywords, Russian name, text), ...];
        ``text`` is what the engine reads of the card's abilities (engine.sector_texts.SectorText)."""
        if planet not in self._sectors:
            rows = [c for c in self.db.all_cards() if c.type.value == "sector"
                    and c.planet is not None and c.planet.value == planet]
            rows.sort(key=lambda c: c.id)
            own = sorted((c for c in self._own_sectors if c.planet is not None and c.planet.value == planet),
                         key=lambda c: c.id)
            rows = own + [c for c in rows if c.id not in {o.id for o in own}]   # a scenario's own sectors first
            self._sectors[planet] = [(c.id, c.name.en, c.required_flags or 1,
                                      frozenset(fold(k.en) for k in c.keywords), c.name.ru, SectorText(c))
                                     for c in rows[:3]]
        return self._sectors[planet]


_shared: dict[int, Catalog] = {}


def catalog_for(db: CardSource | None) -> Catalog:
    """One shared catalog per database object (or a default database when ``db`` is None)."""
    if isinstance(db, Catalog):
        return db
    if db is None:
        cat = _shared.get(0)
        if cat is None:
            cat = _shared[0] = Catalog(None)
        return cat
    key = id(db)
    cat = _shared.get(key)
    if cat is None or cat.db is not db:
        cat = _shared[key] = Catalog(db)
    return cat
