"""`heresy cards search|show|import`."""

from __future__ import annotations

import argparse
from pathlib import Path

from heresy_app.cli.common import CliError, add_json_flag, add_lang_flag, emit_json, limit_arg, open_db
from heresy_app.i18n import pick, t
from heresy_app.plural import count, summarize

SHOWN_IDS = 10       # an import of thousands of cards names the first few and counts the rest
SHOWN_ERRORS = 20


def register(sub) -> None:
    from heresy_app.paths import doc_path

    p = sub.add_parser("cards", help="search, show and import cards")
    csub = p.add_subparsers(dest="cards_command", required=True)
    raw = argparse.RawDescriptionHelpFormatter     # a long path is never broken across lines
    s = csub.add_parser("search", help="search in the query language", formatter_class=raw,
                        description=f"Search the cards in the query language, described in\n  {doc_path('search.md')}")
    s.add_argument("query", help='the query, e.g. "type:unit fp>=3 -kw:vehicle"')
    add_lang_flag(s)
    add_json_flag(s)
    s.add_argument("--limit", type=limit_arg, default=None, help="show at most this many cards")
    s.set_defaults(func=run_search)
    sh = csub.add_parser("show", help="one card in both languages, with its abilities and rulings")
    sh.add_argument("card", help="a card id (IS-012) or name, English or Russian")
    add_lang_flag(sh)      # the language of what the engine says of the abilities (the card shows both)
    add_json_flag(sh)
    sh.set_defaults(func=run_show)
    from heresy_app.cli.own_rulings_cmd import register as register_own_rulings

    register_own_rulings(csub)
    im = csub.add_parser("import", help="import user cards from CSV or JSON (all or nothing)", formatter_class=raw,
                         description="Import user cards from CSV or JSON, all or nothing; the columns and\n"
                                     f"fields are described in\n  {doc_path('user-cards.md')}")
    im.add_argument("file")
    im.add_argument("--replace", action="store_true", help="overwrite your own cards with the same ids")
    add_lang_flag(im)
    add_json_flag(im)
    im.set_defaults(func=run_import)
    from heresy_app.cli.cards_export import add_export_parser  # cards export --format cockatrice

    add_export_parser(csub)


def own_rulings_of(card_id: str) -> list:
    """The player's own rulings and notes on a card (HERESY_HOME/rulings.json); a file that
    cannot be read is said once on stderr and counts as none."""
    import sys

    from heresy_app.cards.own_rulings import OwnRulings

    store = OwnRulings()
    if store.problem is not None:
        print(f"your rulings cannot be read: {store.problem}", file=sys.stderr)
    return store.for_card(card_id)


def _card_json(db, card, by_hand: bool = False, lang: str = "en") -> dict:
    data = card.model_dump(mode="json")
    data["user"] = db.is_user(card.id)
    if by_hand:   # what the battle engine leaves to the players (index -1: the command line), and why
        data["by_hand"] = [{"index": m.index, "kind": m.kind, "en": m.en, "ru": m.ru, "parsed": m.parsed,
                            "why": m.why, "reason": m.reason(lang)} for m in _by_hand(card)]
    return data


def _by_hand(card) -> list:
    if card.type.value == "sector":
        return []
    from heresy_app.engine.catalog import manual_abilities

    return manual_abilities(card)


def run_search(args) -> int:
    from heresy_app.cards.query import QueryError

    db = open_db()
    try:
        rows = db.search(args.query, lang=args.lang, limit=args.limit)
    except QueryError as exc:
        raise CliError(f"query {args.query!r}: column {exc.column}: {exc.message}", 2) from None
    if args.json:
        emit_json([_card_json(db, db.get(r.id)) for r in rows])
        return 0
    if not rows:
        print(t("search-none", args.lang))
        return 0
    from heresy_app.cli.words import command_abbrev, side_name, type_name

    lang = args.lang
    side_width = int(t("search-side-width", lang))
    for r in rows:
        stats = "/".join("-" if v is None else str(v) for v in (r.firepower, r.assault, r.speed, r.armor))
        extra = {"unit": f"{stats}", "asset": t("search-armor", lang, n=r.armor), "ship": "",
                 "sector": t("search-needs", lang, n=r.required_flags)}[r.type]
        mark = " " + t("search-user-mark", lang) if r.user else ""
        flags = t("search-flags", lang, n=r.flags) if r.type in ("unit", "asset") else ""
        side = side_name(r.side, lang) if r.side != "none" else ""
        print(f"{r.id:<8} {r.name(lang):<34} {type_name(r.type, lang):<7} {side:<{side_width}} "
              f"{flags:>3} {extra:<9} {t('search-die', lang)} {r.die or '-'} "
              f"{command_abbrev(r.cmd_type, lang) if r.cmd_type else '':<2}{mark}")
    print(count(len(rows), "card", args.lang))
    return 0


def run_show(args) -> int:
    from heresy_app.cards.db import CardNotFound

    db = open_db()
    try:
        card = db.find(args.card)
    except CardNotFound as exc:
        raise CliError(str(exc), 2) from None
    from heresy_app.abilities.split import split_card

    card = split_card(card)    # a line that holds several abilities is shown as those abilities
    own = own_rulings_of(card.id)
    if args.json:
        emit_json({**_card_json(db, card, by_hand=True, lang=getattr(args, "lang", "en")),
                   "own_rulings": [r.model_dump(mode="json") for r in own]})
        return 0
    print(render_card_text(card, user=db.is_user(card.id), own=own, lang=getattr(args, "lang", "en")))
    return 0


def render_card_text(card, user: bool = False, own=(), lang: str = "en") -> str:
    """The card in both languages; ``own``: the player's own rulings and notes on it; ``lang``: the
    language of what the engine says of each ability (how it reads it, or why it leaves it to the
    players)."""
    lines = [f"{card.id}  {card.name.en} / {card.name.ru}" + ("  [user card]" if user else "")]
    side = card.side.value if card.planet is None else f"sector of {card.planet.value}"
    lines.append(f"{card.type.value}, {side}, {card.rarity.value.replace('_', ' ')}"
                 + (", unique" + (f" ({card.unique_name})" if card.unique_name else "") if card.unique else ""))
    if card.type.value == "unit":
        lines.append(f"flags {card.flags}  firepower {card.firepower}  assault {card.assault}  "
                     f"speed {card.speed}  armor {card.armor}")
    elif card.type.value == "asset":
        lines.append(f"flags {card.flags}  armor {card.armor}")
    elif card.type.value == "sector":
        lines.append(f"flags required to capture: {card.required_flags}")
    if card.keywords:
        kws = [(f"*{k.en}*" if k.bold else k.en) for k in card.keywords]
        lines.append("keywords: " + ", ".join(kws) + "  /  " + ", ".join(k.ru for k in card.keywords))
    manual = {m.index: m for m in _by_hand(card)}
    for i, a in enumerate(card.abilities):
        lines.append(f"  en: {a.en}")
        lines.append(f"  ru: {a.ru}")
        lines.append("      " + _ir_summary(a, manual.get(i), lang, _noun(card)))
    if card.die is not None:
        lines.append(f"die {card.die}")
    if card.command:
        c = card.command
        lines.append(f"command line ({c.type.value}): {c.en}  /  {c.ru}")
        lines.append("      " + _ir_summary(c, manual.get(-1), lang))
    if card.flavor:
        lines.append(f"“{card.flavor.en}” / «{card.flavor.ru}»")
    for r in card.rulings:
        lines.append(f"ruling {r.date}: {r.en}")
        lines.append(f"               {r.ru}")
        if r.sections:
            lines.append(f"               rules: {', '.join(r.sections)}")
    for r in own:
        mark = "your note" if r.kind == "note" else "your ruling"
        lines.append(f"{mark} {r.date} (#{r.id}{', ' + r.source if r.source else ''}): {r.text}")
        if r.sections:
            lines.append(f"               rules: {', '.join(r.sections)}")
    return "\n".join(lines)


def _noun(card) -> str:
    """What "this" card is called in the card's own abilities ("this unit", «этот ресурс»)."""
    kind = getattr(getattr(card, "type", None), "value", "")
    return kind if kind in ("unit", "asset", "ship") else "card"


def _ir_summary(item, manual, lang: str = "en", noun: str = "card") -> str:
    """How the battle engine reads an ability (``item``: an ability or the command line), in
    ``lang``: its canonical text (and, when only one language's text reads, which one it plays and
    where the other stopped), or, when the engine leaves it to the players (``manual``), why; a
    user card stores no executable form when its text says it all, so the text is read here as the
    engine reads it."""
    from heresy_app.cli.words import command_abbrev

    def kind_of(kind: str) -> str:
        return command_abbrev(kind, lang) if kind in ("WA", "T", "R", "M", "A", "E") else t("ability-kind", lang, kind=kind)

    if manual is not None:
        return t("ability-by-hand", lang, kind=kind_of(manual.kind)) + manual.reason(lang)
    try:
        from heresy_app.abilities import render
        from heresy_app.abilities.ir import Ability
        from heresy_app.abilities.reading import read
        from heresy_app.cards import messages

        note = ""
        if item.ir:
            ability = Ability.model_validate(item.ir)
        else:
            r = read(item.en or "", item.ru or "")
            ability = r.ability
            if r.lang in ("en", "ru"):   # one text reads: say which is played, and where the other stopped
                other = {"en": "ru", "ru": "en"}[r.lang]
                name = t("language-name", lang, which=r.lang)
                note = "; " + messages.text("reads-one-language", lang, which=name) + "".join(
                    "; " + messages.text(f"ability-lang-{f.lang}", lang, reason=messages.refusal_text(f, lang))
                    for f in r.refusals if f.lang == other)
        head = t("ability-engine-reads", lang, kind=kind_of(ability.kind))
        return head + render(ability, lang, noun) + note
    except Exception as exc:  # noqa: BLE001 - a stored form from another version
        return t("ability-unreadable", lang, error=type(exc).__name__)


def run_import(args) -> int:
    from heresy_app.card_import import import_user_cards
    from heresy_app.cards.user_cards import ImportFailed, UnreadableFile

    path = Path(args.file)
    try:
        cards = import_user_cards(path, replace=args.replace)
    except UnreadableFile as exc:
        raise CliError(exc.text(args.lang), 2) from None
    except ImportFailed as exc:
        if args.json:
            emit_json({"imported": 0, "errors": [
                {"row": e.row, "field": e.field, "reason": e.reason, "card": e.card_id, "code": e.code}
                for e in exc.errors]})
        else:
            import sys
            for e in exc.errors[:SHOWN_ERRORS]:
                print(f"{path}: {e.text(args.lang)}", file=sys.stderr)
            if len(exc.errors) > SHOWN_ERRORS:
                more = len(exc.errors) - SHOWN_ERRORS
                print(f"{path}: " + t("import-more-errors", args.lang, n=more), file=sys.stderr)
        n = count(len(exc.errors), "error", args.lang)
        raise CliError(f"{path}: {n}; " + t("import-nothing", args.lang), 2) from None
    by_hand = [(c, m) for c in cards for m in _by_hand(c)]
    if args.json:
        emit_json({"imported": len(cards), "ids": [c.id for c in cards], "errors": [],
                   "by_hand": [{"card": c.id, "field": "command" if m.index < 0 else f"abilities[{m.index}]",
                                "kind": m.kind, "en": m.en, "ru": m.ru, "why": m.why, "reason": m.reason(args.lang)}
                               for c, m in by_hand]})
        return 0
    lang = args.lang
    print(t("import-done", lang, cards=count(len(cards), "card", lang), ids=summarize([c.id for c in cards], SHOWN_IDS, lang)))
    if by_hand:
        n = len(by_hand)
        print(t("import-by-hand", lang, n=n))
        for c, m in by_hand[:SHOWN_ERRORS]:
            where = t("import-command-line", lang) if m.index < 0 else t("import-ability", lang, n=m.index + 1)
            print(f"  {c.id} {c.name.get(lang)}, {where}: {pick(lang, en=m.en, ru=m.ru)}")
            print("      " + t("import-why", lang, reason=m.reason(lang)))
        if n > SHOWN_ERRORS:
            print("  " + t("import-more", lang, n=n - SHOWN_ERRORS))
    return 0
