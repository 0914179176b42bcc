"""`heresy proxies DECK -o FILE.pdf [--missing-only] [--page a4|letter]` (shared/CONTRACT.md):
the deck's cards at real card size, 3 × 3 a page, with cut marks; ``--sheet`` adds the one-page
deck sheet first, ``--sheet-only`` writes only the sheet."""

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
    from heresy_app.decks.formats import suffixes
    from heresy_app.paths import doc_path

    p = sub.add_parser("proxies", help="print stand-in cards of a deck (PDF, 63 × 88 mm, nine a page, cut marks; "
                       f"{doc_path('collection.md')})")
    p.add_argument("deck", help=f"a deck file ({', '.join(suffixes())}) or a sample deck: sample:loyalist, "
                   "sample:traitor")
    p.add_argument("-o", "--output", required=True, help="the PDF file to write (atomically)")
    p.add_argument("--missing-only", action="store_true",
                   help="only the copies your collection lacks (heresy collection, heresy deck missing)")
    p.add_argument("--page", choices=["a4", "letter"], default="a4", help="the paper size (default a4)")
    p.add_argument("--sheet", action="store_true", help="put the one-page deck sheet first")
    p.add_argument("--sheet-only", action="store_true", help="write only the deck sheet")
    add_lang_flag(p)
    add_json_flag(p)
    p.set_defaults(func=run_proxies)


def run_proxies(args) -> int:
    from heresy_app.cli.common import open_db
    from heresy_app.decks.formats import DeckFileError, load_deck
    from heresy_app.plural import count

    output_path(args.output, args.lang)
    db = open_db()
    try:
        deck = load_deck(args.deck, db)
    except DeckFileError as exc:
        raise CliError(exc.text(args.lang), 2) from None
    for e in deck.unknown():
        where = f"{args.deck}:{e.line}" if e.line else args.deck
        print("heresy: " + t("proxies-unknown-card", args.lang, where=where, written=repr(e.written)), file=sys.stderr)

    from heresy_app.ui.card_images import gui_app
    from heresy_app.ui.proxies import DeckSheet, proxies_pdf, proxy_cards, write_pdf
    from heresy_app.ui.translation import install_language

    gui_app()
    install_language(args.lang)
    cards = [] if args.sheet_only else proxy_cards(deck, db, db.owned() if args.missing_only else None)
    sheet = DeckSheet(deck, db) if (args.sheet or args.sheet_only) else None
    if not cards and sheet is None:
        msg = t("proxies-nothing-missing" if args.missing_only else "proxies-no-cards", args.lang)
        raise CliError(f"{args.deck}: {msg}", 1)
    data = proxies_pdf(cards, args.page, args.lang, sheet, title=deck.name or "Heresy proxies")
    try:
        write_pdf(args.output, data)
    except OSError as exc:
        raise write_failed(args.output, exc, args.lang) from None
    pages = (len(cards) + 8) // 9 + (1 if sheet is not None else 0)
    if args.json:
        emit_json({"file": str(args.output), "cards": len(cards), "pages": pages, "page": args.page,
                   "sheet": sheet is not None})
    elif not cards:
        print(t("proxies-wrote-sheet", args.lang, path=shown(args.output), page=args.page))
    else:
        print(t("proxies-wrote", args.lang, path=shown(args.output), cards=count(len(cards), "card", args.lang),
                pages=pages, page=args.page))
    return 0
