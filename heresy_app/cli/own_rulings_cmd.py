"""`heresy cards rulings list|add|edit|delete|export|import`: the player's own rulings and notes
(heresy_app.cards.own_rulings), the command line's twin of the card view's buttons."""

from __future__ import annotations

from heresy_app.cli.common import (
    CliError,
    add_json_flag,
    add_lang_flag,
    emit_json,
    output_path,
    shown,
    write_failed,
)
from heresy_app.i18n import t


def register(csub) -> None:
    p = csub.add_parser("rulings", help="your own rulings and notes on cards: list, add, edit, delete, export, import")
    rsub = p.add_subparsers(dest="rulings_command", required=True)
    ls = rsub.add_parser("list", help="your rulings and notes (of one card, when named)")
    ls.add_argument("card", nargs="?", help="a card id or name")
    add_json_flag(ls)
    ls.set_defaults(func=run_list)
    add = rsub.add_parser("add", help="add a ruling or a note to a card")
    add.add_argument("card", help="a card id or name")
    add.add_argument("text", help="the ruling, in your own words")
    add.add_argument("--note", action="store_true", help="a note rather than a ruling")
    add.add_argument("--section", action="append", default=[], help="a rules id it concerns (repeatable)")
    add.add_argument("--source", default="", help="where it comes from (your group, a forum thread)")
    add_lang_flag(add)
    add_json_flag(add)
    add.set_defaults(func=run_add)
    ed = rsub.add_parser("edit", help="change the text (or kind, rules ids, source) of one of yours")
    ed.add_argument("id", help="its id (heresy cards rulings list)")
    ed.add_argument("--text")
    ed.add_argument("--kind", choices=["ruling", "note"])
    ed.add_argument("--section", action="append", default=None, help="a rules id it concerns (repeatable)")
    ed.add_argument("--source")
    add_lang_flag(ed)
    ed.set_defaults(func=run_edit)
    de = rsub.add_parser("delete", help="delete one of yours")
    de.add_argument("id")
    add_lang_flag(de)
    de.set_defaults(func=run_delete)
    ex = rsub.add_parser("export", help="write yours to a file to share (JSON)")
    ex.add_argument("-o", "--output", required=True, help="the file to write")
    ex.add_argument("--card", action="append", default=None, help="only this card's (repeatable)")
    add_lang_flag(ex)
    ex.set_defaults(func=run_export)
    im = rsub.add_parser("import", help="add the rulings and notes of a shared file (JSON or TOML)")
    im.add_argument("file")
    add_lang_flag(im)
    add_json_flag(im)
    im.set_defaults(func=run_import)


def _store(lang: str = "en"):
    from heresy_app.cards.own_rulings import OwnRulings

    store = OwnRulings()
    if store.problem is not None:
        import sys

        print(t("rulings-unreadable", lang, problem=store.problem.message(lang)), file=sys.stderr)
    return store


def _saving(args, change):
    """Run one change of the store: a file that cannot be read or written is one line, in the
    command's language (heresy_app.cards.own_rulings.OwnRulings._change)."""
    from heresy_app.cards.own_rulings import RulingsFileError

    try:
        return change(_store(getattr(args, "lang", "en")))
    except RulingsFileError as exc:
        raise CliError(exc.message(getattr(args, "lang", "en")), 2) from None


def _card_id(text: str) -> str:
    from heresy_app.cards.db import CardDB, CardNotFound

    try:
        return CardDB().find(text).id
    except CardNotFound as exc:
        raise CliError(str(exc), 2) from None
    except FileNotFoundError as exc:
        raise CliError(str(exc), 2) from None


def _sections(ids: list[str]) -> list[str]:
    from heresy_app import rules

    known = set(rules.section_ids())
    for s in ids:
        if s not in known:
            raise CliError(f"no rules section {s!r}; try `heresy rules list`", 2)
    return ids


def run_list(args) -> int:
    store = _store()
    items = store.for_card(_card_id(args.card)) if args.card else store.all()
    if args.json:
        emit_json([r.model_dump(mode="json") for r in items])
        return 0
    if not items:
        print("no rulings or notes of yours")
        return 0
    for r in items:
        rules_ids = f" [{', '.join(r.sections)}]" if r.sections else ""
        print(f"#{r.id}  {r.card}  your {r.kind}, {r.date}{rules_ids}: {r.text}")
    return 0


def run_add(args) -> int:
    card = _card_id(args.card)
    sections = _sections(args.section)
    try:
        item = _saving(args, lambda store: store.add(card, args.text, kind="note" if args.note else "ruling",
                                                     sections=sections, source=args.source))
    except ValueError as exc:
        raise CliError(f"rulings add: {exc}", 2) from None
    if args.json:
        emit_json(item.model_dump(mode="json"))
    else:
        print(f"added your {item.kind} #{item.id} to {card}")
    return 0


def run_edit(args) -> int:
    changes = {k: v for k, v in (("text", args.text), ("kind", args.kind), ("source", args.source)) if v is not None}
    if args.section is not None:
        changes["sections"] = _sections(args.section)
    if not changes:
        raise CliError("rulings edit: say what to change (--text, --kind, --section, --source)", 2)
    try:
        item = _saving(args, lambda store: store.edit(args.id, **changes))
    except KeyError:
        raise CliError(f"rulings edit: none of yours has the id {args.id!r}", 2) from None
    except ValueError as exc:
        raise CliError(f"rulings edit: {exc}", 2) from None
    print(f"changed your {item.kind} #{item.id}")
    return 0


def run_delete(args) -> int:
    try:
        _saving(args, lambda store: store.delete(args.id))
    except KeyError:
        raise CliError(f"rulings delete: none of yours has the id {args.id!r}", 2) from None
    print(f"deleted #{args.id}")
    return 0


def run_export(args) -> int:
    output_path(args.output, args.lang)
    cards = [_card_id(c) for c in args.card] if args.card else None
    try:
        n = _store().export(args.output, cards)
    except OSError as exc:
        raise write_failed(args.output, exc, args.lang) from None
    print(f"wrote {n} of your rulings and notes to {shown(args.output)}")
    return 0


def run_import(args) -> int:
    from heresy_app.cards.own_rulings import RulingsFileError

    try:
        added, known = _saving(args, lambda store: store.import_file(args.file))
    except RulingsFileError as exc:
        raise CliError(exc.message(args.lang), 2) from None
    except OSError as exc:
        raise CliError(f"{args.file}: cannot save your rulings: {exc.strerror or exc}", 2) from None
    if args.json:
        emit_json({"added": added, "already_here": known})
    else:
        print(t("rulings-imported", args.lang, added=added, known=known))
    return 0
