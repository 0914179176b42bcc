"""`heresy cards export --format cockatrice -o FILE.xml [--images DIR]` (shared/CONTRACT.md;
docs/cockatrice.md): a Cockatrice card database of every shipped and user card, and with
``--images`` a picture of each card drawn by the card painter."""

from __future__ import annotations

import sys
from pathlib import Path

from heresy_app.cli.common import (
    add_json_flag,
    add_lang_flag,
    emit_json,
    output_folder,
    output_path,
    shown,
    write_failed,
)
from heresy_app.i18n import t

FORMATS = ("cockatrice",)


def add_export_parser(csub) -> None:
    from heresy_app.paths import doc_path

    ex = csub.add_parser("export", help=f"write every card as a Cockatrice card database ({doc_path('cockatrice.md')})")
    ex.add_argument("--format", choices=FORMATS, required=True, help="cockatrice: its cards.xml, version 4")
    ex.add_argument("-o", "--output", required=True, help="the XML file to write (atomically)")
    ex.add_argument("--images", metavar="DIR",
                    help="also write a picture of each card into DIR, named as Cockatrice looks them up "
                         "(copy them into its pics/CUSTOM folder)")
    add_lang_flag(ex)
    add_json_flag(ex)
    ex.set_defaults(func=run_export)


def run_export(args) -> int:
    from heresy_app.atomic import atomic_write_text
    from heresy_app.cards.cockatrice import cockatrice_xml, unique_by_name
    from heresy_app.cli.common import open_db
    from heresy_app.plural import count

    output_path(args.output, args.lang)
    images = Path(args.images) if args.images is not None else None
    if images is not None:
        output_folder(args.images, args.lang)
    db = open_db()
    cards, dropped = unique_by_name(db.all_cards())
    for gone, kept in dropped:
        print("heresy: " + t("cockatrice-same-name", args.lang, gone=gone, kept=kept), file=sys.stderr)
    text = cockatrice_xml(cards, db.sets(), {c.id for c in cards if db.is_user(c.id)})
    try:
        atomic_write_text(args.output, text, make_dirs=False)
    except OSError as exc:
        raise write_failed(args.output, exc, args.lang) from None
    written = []
    skipped: list = []
    if images is not None:
        from heresy_app.ui.card_images import write_card_images

        try:
            written = write_card_images(cards, images, {c.id for c in cards if db.is_user(c.id)}, skipped=skipped)
        except OSError as exc:
            raise write_failed(exc.filename or str(images), exc, args.lang) from None
    for card in skipped:
        print("heresy: " + t("cockatrice-name-too-long", args.lang, id=card.id), file=sys.stderr)
    if args.json:
        emit_json({"file": str(args.output), "cards": len(cards), "images": [str(p) for p in written],
                   "images_skipped": [c.id for c in skipped],
                   "left_out": [{"id": g, "same_name_as": k} for g, k in dropped]})
        return 0
    lang = args.lang
    print(t("cockatrice-wrote", lang, cards=count(len(cards), "card", lang), path=shown(args.output))
          + (t("cockatrice-pictures", lang, n=len(written), folder=shown(images)) if images is not None else ""))
    return 0
