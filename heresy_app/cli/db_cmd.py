"""`heresy db build`: the card sources -> cards.sqlite."""

from __future__ import annotations

from pathlib import Path

from heresy_app.cli.common import CliError, shown


def register(sub) -> None:
    p = sub.add_parser("db", help="the card database")
    dsub = p.add_subparsers(dest="db_command", required=True)
    b = dsub.add_parser("build", help="build cards.sqlite from the card sources in heresy_app/data")
    b.add_argument("-o", "--output", help="where to write (default: the repository's cards.sqlite in a "
                   "checkout; the installed card database is never written)")
    b.add_argument("--data", help="the data folder (default: heresy_app/data)")
    b.set_defaults(func=run_build)
    c = dsub.add_parser("check", help="exit 1 when the shipped cards.sqlite is stale")
    c.set_defaults(func=run_check)


def build(output: Path | None = None, data: Path | None = None) -> tuple[Path, int]:
    """Build the card database with the ability language filling each ability's executable form
    (cards never imports abilities: the language is handed to the builder here), every card
    ruling checked against the rules reference's ids (handed in too)."""
    import heresy_app.abilities as language
    from heresy_app import rules
    from heresy_app.cards.builder import build_from_sources

    return build_from_sources(output, data, language=language, section_ids=rules.section_ids())


def stale(db: Path | None = None, data: Path | None = None) -> str | None:
    """Why ``db`` (default: the shipped cards.sqlite) differs from what :func:`build` would make, or None."""
    import heresy_app.abilities as language
    from heresy_app.cards.builder import is_stale

    return is_stale(db, data, language=language)


def run_build(args) -> int:
    from heresy_app.cards.builder import InstalledDatabase
    from heresy_app.cards.sources import SourceError

    if args.output is not None:
        from heresy_app.cli.common import output_path

        output_path(args.output)
    try:
        out, n = build(Path(args.output) if args.output else None, Path(args.data) if args.data else None)
    except (SourceError, InstalledDatabase) as exc:
        raise CliError(str(exc), 2) from None
    except OSError as exc:
        from heresy_app.cli.common import write_failed

        raise write_failed(args.output or str(exc.filename or "cards.sqlite"), exc) from None
    print(f"built {shown(out)} with {n} cards")
    return 0


def run_check(args) -> int:
    why = stale()
    if why:
        raise CliError(f"cards.sqlite is stale: {why}; run `heresy db build`", 1)
    print("cards.sqlite is up to date")
    return 0
