"""`heresy collection import|show|export|set` and `heresy deck missing` (shared/CONTRACT.md;
docs/collection.md). The collection lives in the user database under HERESY_HOME."""

from __future__ import annotations

import sys

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


def register(sub) -> None:
    from heresy_app.paths import doc_path

    p = sub.add_parser("collection", help=f"the cards you own (import, show, export; {doc_path('collection.md')})")
    csub = p.add_subparsers(dest="collection_command", required=True)
    im = csub.add_parser("import", help="add owned cards from a file: the plain-text deck format "
                         "('4 Tactical Squad') or CSV 'card,count' (card = id or name, English or Russian)")
    im.add_argument("file")
    im.add_argument("--set", action="store_true", dest="set_counts",
                    help="set the listed cards' counts instead of adding to them")
    im.add_argument("--replace", action="store_true",
                    help="the file is your whole collection: cards it does not list are removed")
    add_lang_flag(im)
    add_json_flag(im)
    im.set_defaults(func=run_import)
    sh = csub.add_parser("show", help="the cards you own, with counts")
    add_lang_flag(sh)
    add_json_flag(sh)
    sh.set_defaults(func=run_show)
    ex = csub.add_parser("export", help="write your collection in the plain-text deck format "
                         "(what 'collection import' reads back)")
    ex.add_argument("-o", "--output", help="the file to write (atomically); stdout without it")
    ex.add_argument("--format", choices=["text", "csv"], default=None,
                    help="text ('4 Tactical Squad') or csv ('card,count'); default: from the -o extension, else text")
    ex.add_argument("--ids", action="store_true", help="write card ids instead of names")
    add_lang_flag(ex)
    ex.set_defaults(func=run_export)
    st = csub.add_parser("set", help="set how many copies of one card you own")
    st.add_argument("card", help="a card id (IS-012) or name, English or Russian")
    st.add_argument("count", type=int)
    add_lang_flag(st)
    add_json_flag(st)
    st.set_defaults(func=run_set)


def _db():
    from heresy_app.cli.common import open_db

    return open_db()


def _rows(db, owned: dict[str, int], lang: str) -> list[dict]:
    from heresy_app.cards.textfold import sort_key
    from heresy_app.decks.index import card_index

    idx = card_index(db)
    rows = []
    for cid, n in owned.items():
        f = idx.get(cid)
        rows.append({"id": cid, "name": f.name(lang) if f else cid, "count": n, "known": f is not None})
    rows.sort(key=lambda r: (not r["known"], sort_key(r["name"]), r["id"]))
    return rows


def _total_line(rows: list[dict], lang: str) -> str:
    from heresy_app.plural import count

    return f"{count(len(rows), 'card', lang)} ({count(sum(r['count'] for r in rows), 'copy', lang)})"


def run_import(args) -> int:
    from heresy_app.cards.collection import read_owned, write_owned
    from heresy_app.decks.collection import read_collection_file
    from heresy_app.decks.formats import DeckFileError

    db = _db()
    try:
        listed = read_collection_file(args.file, db)
    except DeckFileError as exc:
        raise CliError(exc.text(args.lang), 2) from None
    if not listed and not args.replace:
        raise CliError(f"{args.file}: " + t("collection-file-empty", args.lang), 2)
    changed = write_owned(listed, db.user_path, add=not (args.set_counts or args.replace), clear=args.replace)
    owned = read_owned(db.user_path)
    rows = _rows(db, {cid: changed[cid] for cid in listed}, args.lang)
    if args.json:
        emit_json({"imported": sum(listed.values()), "cards": rows, "collection": {
            "cards": len(owned), "copies": sum(owned.values())}})
        return 0
    from heresy_app.plural import count

    n = sum(listed.values())
    print(t("collection-imported", args.lang, set=bool(args.set_counts or args.replace), copies=count(n, "copy", args.lang),
            file=args.file, total=_total_line(_rows(db, owned, args.lang), args.lang)))
    return 0


def run_show(args) -> int:
    db = _db()
    rows = _rows(db, db.owned(), args.lang)
    if args.json:
        emit_json([{k: r[k] for k in ("id", "name", "count")} for r in rows])
        return 0
    if not rows:
        print(t("collection-empty", args.lang))
        return 0
    for r in rows:
        print(f"{r['count']:>4}  {r['id']:<8} {r['name']}")
    print(_total_line(rows, args.lang))
    return 0


def run_export(args) -> int:
    from pathlib import Path

    from heresy_app.decks.collection import collection_text

    if args.output is not None:
        output_path(args.output, args.lang)
    db = _db()
    owned = db.owned()
    fmt = args.format or ("csv" if args.output and Path(args.output).suffix.lower() == ".csv" else "text")
    if fmt == "csv":
        from heresy_app.decks.collection import collection_csv

        text = collection_csv(owned, db, args.lang, ids=args.ids)
    else:
        text = collection_text(owned, db, args.lang, ids=args.ids)
    if args.output is None:
        sys.stdout.write(text)
        return 0
    from heresy_app.atomic import atomic_write_text

    try:
        atomic_write_text(args.output, text, make_dirs=False)
    except OSError as exc:
        raise write_failed(args.output, exc, args.lang) from None
    rows = _rows(db, owned, args.lang)
    print(t("collection-wrote", args.lang, path=shown(args.output), total=_total_line(rows, args.lang)))
    return 0


def run_set(args) -> int:
    from heresy_app.cards.collection import MAX_OWNED, write_owned
    from heresy_app.cards.db import CardNotFound

    if not 0 <= args.count <= MAX_OWNED:
        raise CliError(f"count {args.count} is out of range (0..{MAX_OWNED})", 2)
    db = _db()
    try:
        card = db.find(args.card)
    except CardNotFound as exc:
        raise CliError(str(exc), 2) from None
    write_owned({card.id: args.count}, db.user_path)
    if args.json:
        emit_json({"id": card.id, "name": card.name.get(args.lang), "count": args.count})
    else:
        print(f"{args.count} × {card.name.get(args.lang)} ({card.id})")
    return 0


# ---------------------------------------------------------------- heresy deck missing DECK

def add_missing_parser(dsub, deck_help: str) -> None:
    """``heresy deck missing`` (registered by deck_cmd: it is a deck command)."""
    m = dsub.add_parser("missing", help="what the deck needs beyond your collection")
    m.add_argument("deck", help=deck_help)
    add_lang_flag(m)
    add_json_flag(m)
    m.set_defaults(func=run_missing)


def run_missing(args) -> int:
    from heresy_app.decks.collection import missing, needs
    from heresy_app.decks.formats import DeckFileError, load_deck
    from heresy_app.decks.index import card_index

    db = _db()
    try:
        deck = load_deck(args.deck, db)
    except DeckFileError as exc:
        raise CliError(exc.text(args.lang), 2) from None
    for e in deck.unknown():
        where = f"{args.deck}:{e.line}" if e.line else args.deck
        print("heresy: " + t("missing-unknown-card", args.lang, where=where, written=repr(e.written)), file=sys.stderr)
    owned = db.owned()
    idx = card_index(db)
    short = missing(deck, owned)
    all_needs = needs(deck, owned)
    name = lambda cid: idx.get(cid).name(args.lang) if idx.get(cid) else cid  # noqa: E731
    total = sum(n.missing for n in short)
    if args.json:
        emit_json({"missing": [{"id": n.card_id, "name": name(n.card_id), "count": n.missing,
                                "needed": n.needed, "owned": n.owned} for n in short],
                   "total": total, "needed": sum(n.needed for n in all_needs),
                   "unknown": [e.written for e in deck.unknown()]})
        return 0
    if not short:
        print(t("missing-none", args.lang))
        return 0
    for n in short:
        have = t("missing-have", args.lang, owned=n.owned, needed=n.needed)
        print(f"{n.missing:>3} {name(n.card_id)}  {have}")
    print(t("missing-total", args.lang, n=total))
    return 0
