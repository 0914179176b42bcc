"""`heresy deck validate|export|stats` (shared/CONTRACT.md; docs/decks.md)."""

from __future__ import annotations

import sys

from heresy_app.cli.common import CliError, add_json_flag, add_lang_flag, emit_json, shown
from heresy_app.i18n import t


def register(sub) -> None:
    from heresy_app.decks.formats import FORMATS, suffixes  # the registry of deck file formats

    p = sub.add_parser("deck", help="validate, convert and measure decks")
    dsub = p.add_subparsers(dest="deck_command", required=True)
    deck_help = f"a deck file ({', '.join(suffixes())}) or a sample deck: sample:loyalist, sample:traitor"

    v = dsub.add_parser("validate", help="check a deck against the deck-building rules (exit 1 when invalid)")
    v.add_argument("deck", help=deck_help)
    add_lang_flag(v)
    add_json_flag(v)
    v.set_defaults(func=run_validate)

    e = dsub.add_parser("export", help="write a deck in another file format: "
                        + ", ".join(f"{f.name} ({f.label_en})" for f in FORMATS.values()))
    e.add_argument("deck", help=deck_help)
    e.add_argument("--format", choices=list(FORMATS), default=None,
                   help="the output format (default: from the -o extension, else text)")
    e.add_argument("-o", "--output", help="the file to write (atomically); stdout without it")
    add_lang_flag(e)
    e.add_argument("--ids", action="store_true", help="text: write card ids instead of names")
    e.set_defaults(func=run_export)

    s = dsub.add_parser("stats", help="counts, curves, die faces and draw probabilities")
    s.add_argument("deck", help=deck_help)
    s.add_argument("--kind", action="append", default=[], metavar="QUERY",
                   help="also show the chance of at least one such card in a six-card hand "
                        "(a search query, e.g. 'type:ship'); repeatable")
    s.add_argument("--sample", action="store_true", help="deal a sample opening (first wave and hand)")
    s.add_argument("--seed", type=int, default=None, help="seed for --sample")
    add_lang_flag(s)
    add_json_flag(s)
    s.set_defaults(func=run_stats)

    from heresy_app.cli.collection_cmd import add_missing_parser  # heresy deck missing: the collection's

    add_missing_parser(dsub, deck_help)


def _open(spec: str, lang: str = "en"):
    from heresy_app.cards.db import CardDB
    from heresy_app.decks.formats import DeckFileError, load_deck

    try:
        db = CardDB()
    except FileNotFoundError as exc:
        raise CliError(str(exc), 2) from None
    try:
        return db, load_deck(spec, db)
    except DeckFileError as exc:
        raise CliError(exc.text(lang), 2) from None


def run_validate(args) -> int:
    from heresy_app.decks.validate import validate
    from heresy_app.engine.catalog import manual_abilities

    db, deck = _open(args.deck, args.lang)
    report = validate(deck, db, by_hand=manual_abilities)   # the engine's check, handed in
    if args.json:
        emit_json(report.as_json(args.lang))
    else:
        from heresy_app.cli.words import validate_lines

        print("\n".join(validate_lines(report, args.lang)))
    return 0 if report.valid else 1


def run_export(args) -> int:
    from heresy_app.decks.formats import DEFAULT_FORMAT, dump_deck, suffixes

    fmt = args.format
    if args.output is not None:
        from heresy_app.cli.common import output_path

        output_path(args.output, args.lang)
    if fmt is None and args.output:
        from pathlib import Path
        fmt = suffixes().get(Path(args.output).suffix.lower())
        if fmt is None:
            raise CliError(f"{shown(args.output)}: cannot tell the format from the extension; pass --format", 2)
    fmt = fmt or DEFAULT_FORMAT
    db, deck = _open(args.deck, args.lang)
    for e in deck.unknown():
        where = f"{args.deck}:{e.line}" if e.line else args.deck
        sugg = db.suggest(e.written or "")
        hint = t("export-did-you-mean", args.lang, names=", ".join(sugg)) if sugg else ""
        print("heresy: " + t("export-unknown-card", args.lang, where=where, written=e.written or "", hint=hint), file=sys.stderr)
    text = dump_deck(deck, fmt, db, args.lang, ids=args.ids)
    if args.output is not None:
        from heresy_app.atomic import atomic_write_text

        try:
            atomic_write_text(args.output, text, make_dirs=False)
        except OSError as exc:
            from heresy_app.cli.common import write_failed

            raise write_failed(args.output, exc, args.lang) from None
        from heresy_app.plural import count

        print(t("export-wrote", args.lang, path=shown(args.output), format=fmt, cards=count(deck.size, "card", args.lang)))
    else:
        sys.stdout.write(text)
    return 0


def run_stats(args) -> int:
    import random

    from heresy_app.decks.index import card_index
    from heresy_app.decks.stats import DEFAULT_KINDS, kind_from_query, sample_opening, stats

    db, deck = _open(args.deck, args.lang)
    kinds = dict(DEFAULT_KINDS)
    if args.kind:
        from heresy_app.cards.query import QueryError

        for q in args.kind:
            try:
                kinds[q] = kind_from_query(db, q)
            except QueryError as exc:
                raise CliError(f"--kind {q!r}: column {exc.column}: {exc.message}", 2) from None
    st = stats(deck, db, kinds=kinds)
    idx = card_index(db)
    opening = None
    if args.sample:
        wave, hand = sample_opening(deck, db, random.Random(args.seed))
        opening = {"first_wave": wave, "hand": hand}
    if args.json:
        doc = st.model_dump(mode="json")
        if opening is not None:
            doc["opening"] = {k: [{"id": c, "name": idx.facts[c].name(args.lang)} for c in v]
                              for k, v in opening.items()}
        emit_json(doc)
        return 0
    from heresy_app.cli.words import stats_lines

    print("\n".join(stats_lines(st, args.lang)))
    if opening is not None:
        print(t("opening-head", args.lang))
        print("  " + t("opening-first-wave", args.lang) + ", ".join(idx.facts[c].name(args.lang) for c in opening["first_wave"]))
        print("  " + t("opening-hand", args.lang) + ", ".join(idx.facts[c].name(args.lang) for c in opening["hand"]))
    return 0
