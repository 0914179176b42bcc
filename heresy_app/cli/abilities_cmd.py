"""`heresy abilities parse|check|coverage`: the ability language from the command line."""

from __future__ import annotations

import sys

from heresy_app.cli.common import CliError, add_json_flag, add_lang_flag, emit_json


def register(sub) -> None:
    p = sub.add_parser("abilities", help="the ability language: parse printed ability text")
    asub = p.add_subparsers(dest="abilities_command", required=True)

    parse = asub.add_parser("parse", help="parse printed ability text into its executable form")
    add_lang_flag(parse)
    parse.add_argument("text", metavar="TEXT", help='the ability as printed, e.g. "WA (5+): Draw 1 card."')
    parse.add_argument("--render", choices=["en", "ru"], help="also print the canonical text in this language")
    add_json_flag(parse)
    parse.set_defaults(func=run_parse)

    check = asub.add_parser("check", help="parse every card ability in the database (your own cards too); "
                                          "report failures and what the battle engine leaves to the players")
    check.add_argument("--shipped-only", action="store_true", help="only the shipped cards, not your own")
    add_json_flag(check)
    check.set_defaults(func=run_check)

    cov = asub.add_parser("coverage", help="the mechanics -> cards table (docs/cards.md)")
    cov.add_argument("--write", action="store_true", help="regenerate docs/cards.md")
    cov.add_argument("--check", action="store_true", help="exit 1 when docs/cards.md is stale")
    cov.add_argument("--doc", default=None,
                     help="the Markdown file to write or check (default: docs/cards.md of this checkout)")
    add_json_flag(cov)
    cov.set_defaults(func=run_coverage)


def run_parse(args) -> int:
    from heresy_app.abilities import AbilityParseError, parse, render

    try:
        ability = parse(args.text, args.lang)
    except AbilityParseError as exc:
        # the refusal in the text's language: where, and what was expected there
        from heresy_app.abilities.reading import refusal
        from heresy_app.cards.messages import refusal_text
        from heresy_app.i18n import t

        reason = refusal_text(refusal(exc, args.lang), args.lang)
        raise CliError(t("cli-ability-refused", args.lang, reason=reason), 1) from None
    if args.json:
        emit_json(ability.model_dump(mode="json"))
        return 0
    print(render(ability, args.lang))
    if args.render and args.render != args.lang:
        print(render(ability, args.render))
    print(ability.model_dump_json(indent=2))
    return 0


def _load_cards():
    from heresy_app.abilities.coverage import all_cards

    try:
        return all_cards()
    except FileNotFoundError as exc:
        raise CliError(str(exc), 2) from None


def _user_cards() -> list:
    """The cards of the user database (none without one)."""
    from heresy_app.cards.db import CardDB

    try:
        db = CardDB()
    except FileNotFoundError as exc:
        raise CliError(str(exc), 2) from None
    try:
        return [c for c in db.all_cards() if db.is_user(c.id)]
    finally:
        db.close()


def run_check(args) -> int:
    from heresy_app.abilities.coverage import check_cards
    from heresy_app.engine.catalog import manual_abilities

    cards = _load_cards()
    user = [] if args.shipped_only else _user_cards()
    total, failures = check_cards(cards + user)
    mine = {c.id for c in user}
    for f in failures:
        f["user"] = f["card"] in mine
    by_hand = [{"card": c.id, "field": "command" if m.index < 0 else f"abilities[{m.index}]", "kind": m.kind,
                "text": m.en, "user": c.id in mine}
               for c in cards + user if c.type.value != "sector" for m in manual_abilities(c)]
    if args.json:
        emit_json({"cards": len(cards) + len(user), "user_cards": len(user), "texts": total,
                   "parsed": total - sum(1 for f in failures if f["lang"] != "en/ru"),
                   "failures": failures, "by_hand": by_hand})
    else:
        for f in failures:
            who = " [user card]" if f["user"] else ""
            print(f"{f['card']}{who} {f['field']} [{f['lang']}]: {f['message']}  «{f['text']}»")
        for m in by_hand:
            print(f"{m['card']} {m['field']} ({m['kind']}): the battle engine leaves it to the players: "
                  f"resolve it by hand  «{m['text']}»")
        print(f"{len(cards) + len(user)} cards ({len(user)} of your own), {total} ability texts, "
              f"{len(failures)} failures, {len(by_hand)} abilities resolved by hand")
    if failures:
        if not args.json:
            print(f"heresy: {len(failures)} ability texts do not parse", file=sys.stderr)
        return 1
    return 0


def run_coverage(args) -> int:
    from pathlib import Path

    from heresy_app.abilities.coverage import DOC_PATH, MECHANICS, coverage, generate_markdown
    from heresy_app.atomic import atomic_write_text

    doc = Path(args.doc) if args.doc else DOC_PATH
    if (args.write or args.check) and not doc.parent.is_dir():
        raise CliError(f"no folder {doc.parent} for the coverage table; name the file with --doc", 2)
    cards = _load_cards()
    text = generate_markdown(cards)
    if args.write:
        atomic_write_text(doc, text)
    if args.check:
        current = doc.read_text(encoding="utf-8") if doc.exists() else ""
        if current != text:
            raise CliError(f"{doc} is stale; run `heresy abilities coverage --write`", 1)
    if args.json:
        table = coverage(cards)
        emit_json([{"mechanic": key, "en": en, "ru": ru, "cards": table[key]} for key, en, ru in MECHANICS])
    elif not args.write and not args.check:
        print(text)
    elif args.write:
        print(f"wrote {doc}")
    return 0
