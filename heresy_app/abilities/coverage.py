"""Which cards use which mechanic, read from the parsed IR, and docs/cards.md generated from it.

`heresy abilities coverage --write` regenerates docs/cards.md from the card database; a test
fails when the committed file differs from what this module generates.
"""

from __future__ import annotations

from pathlib import Path

from heresy_app.abilities import ir
from heresy_app.abilities.parser import AbilityParseError

DOC_PATH = Path(__file__).resolve().parents[2] / "docs" / "cards.md"

# (id, English label, Russian label): the rulebook's section 4 terms and the ability types.
MECHANICS: list[tuple[str, str, str]] = [
    ("type:WA", "WA — war action", "ВА — военная акция"),
    ("type:T", "T — tactic", "Т — тактика"),
    ("type:R", "R — reaction", "Р — реакция"),
    ("type:M", "M — modifier", "М — модификатор"),
    ("type:A", "A — special assault", "Ш — специальный штурм"),
    ("type:E", "E — event", "С — событие"),
    ("type:constant", "constant ability", "постоянная способность"),
    ("type:preparation", "during preparation", "во время подготовки"),
    ("counter-attack", "counter-attack", "контратака"),
    ("unlimited", "unlimited", "неограниченно"),
    ("versus", "versus", "против"),
    ("unique", "unique", "уникальный"),
    ("infiltrate", "infiltrate", "внедрение"),
    ("flagless", "flagless units", "бесфлаговые отряды"),
    ("x", "X", "Х"),
    ("free-x", "free X (chosen by the player)", "свободный Х"),
    ("x-count", "X as a number of cards to choose", "Х как число выбираемых карт"),
    ("d6", "d6", "d6"),
    ("cost:test", "cost: test (N+)", "стоимость: тест (N+)"),
    ("cost:lock_this", "cost: lock this card", "стоимость: поверни эту карту"),
    ("cost:lock_units", "cost: lock your units", "стоимость: поверни свои отряды"),
    ("cost:discard", "cost: discard cards", "стоимость: сбрось карты"),
    ("cost:discard_top", "cost: discard the top of your deck", "стоимость: сбрось верхние карты колоды"),
    ("all", "\"all\"", "«все»"),
    ("up-to", "\"up to N\"", "«до N»"),
    ("ships", "ship targeting", "цели-корабли"),
    ("flag-event", "flag-changing events", "события, меняющие флаги"),
    ("condition", "conditions (use only if / cannot be used if)", "условия использования"),
    ("trigger", "reaction triggers", "триггеры реакций"),
    ("trigger:roll", "reactions to rolls", "реакции на броски"),
    ("roll-modifier", "roll modifiers", "модификаторы броска"),
    ("variable-roll", "variable rolls", "переменные броски"),
    ("damage", "damage outside an attack", "повреждения вне атаки"),
    ("several-changes", "several changes in one clause", "несколько изменений в одной фразе"),
    ("return", "returning cards to the hand or the deck", "возврат карт в руку или колоду"),
    ("keyword-line", "a keyword printed alone in the ability box", "ключевое слово отдельной строкой"),
    ("restriction", "cannot be blocked / cannot be the target of shooting", "нельзя блокировать / нельзя обстрелять"),
    ("roll-modifier:whose-or-before", "modifiers of your or your opponent's roll, or played before the result",
     "модификаторы своего броска, броска противника или до результата"),
    ("search", "searching the deck for a card to take into the hand", "поиск карты в колоде в руку"),
    ("duration:turn", "changes until the end of the turn", "изменения до конца хода"),
    ("restriction:timed", "a restriction given for a time by a tactic or reaction",
     "ограничение на время от тактики или реакции"),
    ("versus:timed", "a tactic's or reaction's change versus a keyword", "изменение тактики или реакции против ключевого слова"),
    ("hands", "discard at random or of your choice, look at a hand", "сброс случайных карт или по выбору, просмотр руки"),
    ("trigger:attack-target-enter", "reactions to a unit shooting or assaulting, a card targeted or entering play",
     "реакции на стрельбу, штурм, выбор целью, вход в игру"),
    ("destroy", "destroy", "уничтожение"),
    ("draw", "draw", "взять карты"),
    ("discard-effect", "opponent discards", "противник сбрасывает"),
    ("stat-change", "stat changes", "изменение характеристик"),
    ("lock-ready-charge", "lock / ready / charge", "поворот / разворот / наступление"),
]


# effect op -> the mechanic it shows in the coverage table
MECHANIC_OF_OP = {
    "versus": "versus", "counter_attack": "counter-attack", "infiltrate": "infiltrate", "flags": "flag-event",
    "roll_add": "roll-modifier", "reroll": "roll-modifier", "destroy": "destroy", "draw": "draw",
    "discard": "discard-effect", "mill": "discard-effect", "modify": "stat-change",
    "lock": "lock-ready-charge", "ready": "lock-ready-charge", "charge": "lock-ready-charge",
    "variable_roll": "variable-roll", "damage": "damage", "return": "return", "keyword": "keyword-line", "search": "search",
    "restriction": "restriction",
}


def _walk(value):
    if isinstance(value, dict):
        yield value
        for v in value.values():
            yield from _walk(v)
    elif isinstance(value, list):
        for v in value:
            yield from _walk(v)


def mechanics_of_ability(data: dict) -> set[str]:
    """The mechanic ids one ability's IR (as JSON) uses."""
    found = {f"type:{data['kind']}"}
    a = ir.Ability.model_validate(data)
    if a.unlimited:
        found.add("unlimited")
    if a.uses_x():
        found.add("free-x" if a.x is None else "x")
        found.add("x")
    if a.conditions:
        found.add("condition")
    if a.trigger is not None:
        found.add("trigger")
        if a.trigger.event == "roll":
            found.add("trigger:roll")
        if a.trigger.event in ("shoots", "assaults", "targeted", "enters") or a.trigger.this:
            found.add("trigger:attack-target-enter")
    if a.before_result or any(getattr(e, "whose", "any") != "any" for e in a.effects):
        found.add("roll-modifier:whose-or-before")
    for c in a.costs:
        found.add(f"cost:{c.cost}")
    if sum(1 for e in a.effects if e.op == "versus") > 1:
        found.add("several-changes")
    for node in _walk(data):
        mechanic = MECHANIC_OF_OP.get(node.get("op"))
        if mechanic:
            found.add(mechanic)
        if node.get("op") == "look" or (node.get("op") == "discard" and node.get("chooser", "discarder") != "discarder"):
            found.add("hands")
        if node.get("op") == "modify" and node.get("more"):
            found.add("several-changes")
        if node.get("duration") == "turn":
            found.add("duration:turn")
        if node.get("op") == "restriction" and node.get("target") is not None:
            found.add("restriction:timed")
        if node.get("op") == "modify" and node.get("versus"):
            found.add("versus:timed")
        if node.get("kind") == "d6":
            found.add("d6")
        if node.get("filter") == "flags" and node.get("flagged") is False:
            found.add("flagless")
        if node.get("ref") == "choose" and isinstance(node.get("count"), dict):
            found.add("x-count")
        if node.get("ref") == "choose":
            if node.get("quantity") == "all":
                found.add("all")
            elif node.get("quantity") == "up_to":
                found.add("up-to")
            if "ship" in node.get("types", []):
                found.add("ships")
    return found


def mechanics_of_card(card) -> set[str]:
    found: set[str] = set()
    for ab in card.abilities:
        if ab.ir:
            found |= mechanics_of_ability(ab.ir)
    if card.command is not None and card.command.ir:
        found |= mechanics_of_ability(card.command.ir)
    for k in card.keywords:
        key = k.en.casefold()
        if key == "counter-attack":
            found.add("counter-attack")
        elif key == "infiltrate":
            found.add("infiltrate")
    if card.unique:
        found.add("unique")
    return found


def coverage(cards) -> dict[str, list[str]]:
    """mechanic id -> ids of the cards that use it."""
    table: dict[str, list[str]] = {m[0]: [] for m in MECHANICS}
    for card in cards:
        for m in mechanics_of_card(card):
            if m in table:
                table[m].append(card.id)
    return {k: sorted(v) for k, v in table.items()}


def check_cards(cards) -> tuple[int, list[dict]]:
    """Parse every printed ability and command line of ``cards`` in both languages.

    Returns (number of texts parsed, failures); a failure is a dict with card, field, lang,
    text, line, column and message. A text also fails when the two languages disagree.
    """
    from heresy_app.abilities import parse

    total, failures = 0, []
    for card in cards:
        texts = [(f"abilities[{i}]", ab) for i, ab in enumerate(card.abilities)]
        if card.command is not None:
            texts.append(("command", card.command))
        for field, item in texts:
            parsed = {}
            for lang in ("en", "ru"):
                total += 1
                try:
                    parsed[lang] = parse(item.get(lang), lang)
                except AbilityParseError as exc:
                    failures.append({"card": card.id, "field": field, "lang": lang, "text": item.get(lang),
                                     "line": exc.line, "column": exc.column, "message": exc.message})
            if len(parsed) == 2 and parsed["en"] != parsed["ru"]:
                failures.append({"card": card.id, "field": field, "lang": "en/ru", "text": item.en,
                                 "line": 1, "column": 1, "message": "the English and Russian texts mean different things"})
            if field == "command" and "en" in parsed and parsed["en"].kind != item.type.value:
                failures.append({"card": card.id, "field": field, "lang": "en", "text": item.en, "line": 1,
                                 "column": 1, "message": f"the command type is {item.type.value} but the text says {parsed['en'].kind}"})
    return total, failures


def generate_markdown(cards) -> str:
    """docs/cards.md: the pool's counts and the mechanics -> cards coverage table."""
    cards = [c for c in cards if c.type.value != "sector"] + [c for c in cards if c.type.value == "sector"]
    names = {c.id: c.name.en for c in cards}
    table = coverage(cards)
    lines = [
        "# The card pool and its mechanics",
        "",
        "Generated by `heresy abilities coverage --write` from the card database; do not edit by hand.",
        "",
        "## Counts",
        "",
        "| side | units | assets | ships | sectors | total |",
        "|---|---|---|---|---|---|",
    ]
    for side in ("loyalist", "traitor", "unaligned", "none"):
        row = [c for c in cards if c.side.value == side]
        if not row:
            continue
        n = {t: sum(1 for c in row if c.type.value == t) for t in ("unit", "asset", "ship", "sector")}
        lines.append(f"| {side} | {n['unit']} | {n['asset']} | {n['ship']} | {n['sector']} | {len(row)} |")
    dice = {d: sum(1 for c in cards if c.die == d) for d in range(1, 7)}
    lines += ["", "Die faces: " + ", ".join(f"{d}: {n}" for d, n in dice.items()), ""]
    lines += ["## Mechanics", "", "| mechanic | механика | cards | which |", "|---|---|---|---|"]
    for key, en, ru in MECHANICS:
        ids = table[key]
        shown = ", ".join(f"{i} {names[i]}" for i in ids[:8]) + (f", … (+{len(ids) - 8})" if len(ids) > 8 else "")
        lines.append(f"| {en} | {ru} | {len(ids)} | {shown} |")
    lines.append("")
    return "\n".join(lines)


def all_cards():
    from heresy_app.cards.db import CardDB

    db = CardDB(user=False)
    try:
        return db.all_cards()
    finally:
        close = getattr(db, "close", None)
        if close:
            close()
